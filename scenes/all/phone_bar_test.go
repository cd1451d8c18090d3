package all_test

import (
	"fmt"
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// phoneBarTables are the phone tables whose foot holds a row of buttons
// over the status line: each game, a lesson, a puzzle, an online table.
var phoneBarTables = []string{"columba", "columbiz", "falconry", "falconry-joint", "tokyodoves", "lesson-columba-1", "lesson-tokyodoves-1", "puzzle", "online-table"}

// TestPhoneTablesButtonsShowAFingersFace: on a phone held
// upright (390x844 and 360x800), in every language, every button in the
// lower half of a table (its bar: its own, Undo, Hint, Menu) shows a face
// a finger's size (44 CSS px) high inside its ink edge, as the result's do
// (reader 30: faces of 40-42 CSS px), and stands clear of the status
// line's band under it.
func TestPhoneTablesButtonsShowAFingersFace(t *testing.T) {
	d := scenetest.New(t)
	scenetest.OnMain(func() { d.A.Phone = true })
	defer scenetest.OnMain(func() { d.A.Phone = false; lang.Use("en") })
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range phones {
			for _, shot := range phoneBarTables {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", l, sz.w, sz.h, shot), func(t *testing.T) {
					require.NoError(t, lang.Use(l))
					sc := d.Screen(sz.w, sz.h, sz.dpr)
					scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, shot)) })
					d.Step(2)
					css := func(px int) float64 { return float64(px) * float64(ui.TouchCSS) / float64(sc.Finger) }
					w, ok := d.Top().(interface{ Widgets() *ui.Layer })
					require.True(t, ok, "%s is a table with widgets", shot)
					st, ok := d.Top().(interface{ StatusRect() image.Rectangle })
					require.True(t, ok, "%s has a status line", shot)
					var band image.Rectangle
					scenetest.OnMain(func() { band = st.StatusRect() })
					n := 0
					var layer *ui.Layer
					scenetest.OnMain(func() { layer = w.Widgets() })
					for _, wd := range layer.Widgets {
						b, ok := wd.(*ui.Button)
						if !ok || b.Hidden || b.R.Min.Y < sc.H/2 {
							continue
						}
						n++
						face := b.R.Inset(ui.ButtonEdge)
						assert.GreaterOrEqual(t, face.Dy(), sc.Finger, "%q's face %.0f CSS px high", b.Label, css(face.Dy()))
						assert.LessOrEqual(t, b.R.Max.Y+2, band.Min.Y, "%q %v over the status line %v, felt between", b.Label, b.R, band)
					}
					assert.GreaterOrEqual(t, n, 2, "the table's bar of buttons")
				})
			}
		}
	}
}
