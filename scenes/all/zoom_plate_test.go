package all_test

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// TestTheZoomPlateSaysItsStepInTheBodyFace: a board's zoom plate (the
// zoom's step beside the zoom control's + / - / Fit) says it as "×2", with
// the sign of times, in the body face of the buttons beside it, whole and
// clear of them, in every language, on 1280x720 and 1000x700 windows and
// a phone (reader 32: "x2" in the small face, a Latin x, beside the
// body-face + / - / 全体, read as a debug label).
func TestTheZoomPlateSaysItsStepInTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	defer scenetest.OnMain(func() { d.A.Phone = false; lang.Use("en") })
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range []size{{1280, 720, 1}, {1000, 700, 1}, {390, 844, 3}} {
			for _, shot := range []string{"columba", "falconry"} {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", l, sz.w, sz.h, shot), func(t *testing.T) {
					require.NoError(t, lang.Use(l))
					phone := sz.w < sz.h
					scenetest.OnMain(func() { d.A.Phone = phone })
					shotAt(t, d, shot, sz)
					v, ok := d.Top().(interface{ Camera() *table.Camera })
					require.True(t, ok, "%s has a camera", shot)
					zc, ok := d.Top().(interface{ ZoomControl() image.Rectangle })
					require.True(t, ok, "%s has a zoom control", shot)
					var want string
					var control image.Rectangle
					scenetest.OnMain(func() { want, control = v.Camera().Label(), zc.ZoomControl() })
					assert.True(t, strings.HasPrefix(want, "×"), "the step %q with the sign of times", want)
					found := false
					for _, tx := range d.Texts() {
						if tx.Text != want {
							continue
						}
						found = true
						assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
						assert.False(t, tx.Cut, "%q whole", tx.Text)
						assert.False(t, tx.R.Overlaps(control), "%q at %v clear of the zoom control %v", tx.Text, tx.R, control)
					}
					assert.True(t, found, "the zoom plate %q is drawn", want)
				})
			}
		}
	}
}
