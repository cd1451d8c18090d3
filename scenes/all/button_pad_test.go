package all_test

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// TestButtonsKeepTheirPadding: on a phone, in every language, no control's
// words come nearer its edge than the spacing unit (ui.Pad): a button's,
// and a seat's empty level cell's from its well's rim (reader 11: French
// "Sans niveau" filled its cell with about a pixel either side).
func TestButtonsKeepTheirPadding(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range []size{{390, 844, 3}, {360, 800, 3}} {
			for _, name := range []string{"setup", "columba-setup", "columbiz-setup", "falconry-setup"} {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", l, sz.w, sz.h, name), func(t *testing.T) {
					require.NoError(t, lang.Use(l))
					defer lang.Use("en")
					scenetest.OnMain(func() { d.A.Phone = true })
					defer scenetest.OnMain(func() { d.A.Phone = false })
					d.Screen(sz.w, sz.h, sz.dpr)
					scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, name)) })
					d.Step(2)
					texts := d.Texts()
					lay, ok := d.Top().(scenes.Layered)
					require.True(t, ok)
					checked := 0
					for _, w := range lay.Widgets().Widgets {
						var box image.Rectangle
						var words string
						switch w := w.(type) {
						case *ui.Button:
							if w.Hidden || w.Label == "" {
								continue
							}
							box, words = w.R, w.Label
						case *scenes.Blank:
							box, words = w.Well(), w.Words
						default:
							continue
						}
						for _, tx := range texts {
							c := tx.R.Min.Add(tx.R.Size().Div(2))
							if strings.TrimSpace(tx.Text) == "" || !strings.Contains(words, strings.TrimSpace(tx.Text)) || !c.In(box) {
								continue
							}
							checked++
							assert.GreaterOrEqual(t, tx.R.Min.X-box.Min.X, ui.Pad, "%q at %v near the left of its control %v", tx.Text, tx.R, box)
							assert.GreaterOrEqual(t, box.Max.X-tx.R.Max.X, ui.Pad, "%q at %v near the right of its control %v", tx.Text, tx.R, box)
						}
					}
					assert.NotZero(t, checked, "the controls' words measured")
				})
			}
		}
	}
}
