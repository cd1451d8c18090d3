package all_test

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// TestALogsRulesKeepTheirGroundFromTheLetters: a table's log, on a phone
// and in a window, in every language, keeps its ground between each rule
// between turns and the letters' ink above and below it, 2 px in
// Japanese, 1 in the others, measured on the drawn frame (reader 31:
// Japanese log lines, whose glyphs fill the line, sat 1 CSS px over their
// rules on a phone, the next line's ink right under the rule; English
// descenders touched the rule under them).
func TestALogsRulesKeepTheirGroundFromTheLetters(t *testing.T) {
	d := scenetest.New(t)
	defer scenetest.OnMain(func() { d.A.Phone = false; lang.Use("en") })
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, c := range []struct {
			shot string
			sz   size
		}{{"tokyodoves", size{390, 844, 3}}, {"tokyodoves", size{1280, 720, 1}}, {"columbiz", size{390, 844, 3}}, {"falconry", size{1280, 720, 1}}} {
			t.Run(fmt.Sprintf("%s/%s/%dx%d", l, c.shot, c.sz.w, c.sz.h), func(t *testing.T) {
				require.NoError(t, lang.Use(l))
				phone := c.sz.w < c.sz.h
				scenetest.OnMain(func() { d.A.Phone = phone })
				shotAt(t, d, c.shot, c.sz)
				lg, ok := d.Top().(interface{ LogRect() image.Rectangle })
				require.True(t, ok, "%s has a log", c.shot)
				var r image.Rectangle
				scenetest.OnMain(func() { r = lg.LogRect() })
				require.False(t, r.Empty(), "%s keeps a log", c.shot)
				_, _, pic := d.Frame()
				// The letters' columns: past the seats' chips (12 px)
				// to the panel's right padding.
				x0, x1 := r.Min.X+8+12, r.Max.X-8
				charcoal := color.RGBAModel.Convert(ui.Charcoal).(color.RGBA)
				ground := pic.RGBAAt(r.Min.X+3, r.Min.Y+r.Dy()/2)
				rules := 0
				// Japanese glyphs fill the line: 2 px each side; Latin
				// letters keep room of their own over their capitals and
				// under their x-height: 1 px each side (a descender
				// touched the rule).
				clear := []int{-1, 1}
				if l == "ja" {
					clear = []int{-2, -1, 1, 2}
				}
				for y := r.Min.Y + 2; y < r.Max.Y-2; y++ {
					n := 0
					for x := x0; x < x1; x++ {
						if pic.RGBAAt(x, y) == charcoal {
							n++
						}
					}
					if n < (x1-x0)/2 { // (a rule runs across the letters' columns, under none of them)
						continue
					}
					rules++
					for _, dy := range clear {
						for x := x0; x < x1; x++ {
							if p := pic.RGBAAt(x, y+dy); p != ground && p != charcoal {
								assert.Fail(t, "letters by a rule", "ink %v at (%d,%d), %d px from the rule at y %d (ground %v)", p, x, y+dy, dy, y, ground)
								break
							}
						}
					}
				}
				assert.Positive(t, rules, "the log's rules between turns")
			})
		}
	}
}
