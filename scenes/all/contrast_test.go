package all_test

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"testing"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
	"github.com/birdroost/roost/store"
	"github.com/stretchr/testify/require"
)

// Every line of text on every screen reads against what lies under it:
// the test renders each screen, takes each line's ink box from the kit's
// record, and reads the pixels there: the letters are in the colour the kit
// drew them in, the ground is the commonest other colour there. Body text needs 4.5:1 (WCAG's
// contrast ratio), text drawn at twice the size or more 3:1. Disabled
// controls are exempt, as WCAG exempts them, but only there.
func TestTextContrast(t *testing.T) {
	all := everyScreen(t)
	d := scenetest.New(t)
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	scenetest.OnMain(func() { lang.Pin("en") })
	lines, worst := 0, map[string]float64{}
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		for _, v := range all {
			for _, g := range []string{"tokyodoves", "columbiz", "falconry", "columba"} {
				require.NoError(t, store.ClearGame(g))
			}
			sc := d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() {
				d.A = scenes.NewScriptedApp()
				d.A.SetScreen(sc)
				d.A.Update()
				v.show(d.A)
			})
			d.Step(2)
			texts, pic := d.Frame()
			dim := disabledRects(d)
			top := topLayer(d.A)
			for _, td := range texts {
				if td.Layer < top || inAny(td.R, dim) {
					continue // under the top scene (dimmed by it), or a disabled control
				}
				ground, ink, ok := groundAndInk(pic, td.R, td.C)
				if !ok {
					continue
				}
				lines++
				need := ui.BodyContrast
				if td.R.Dy() >= 2*ui.LineH-4 {
					need = ui.LargeContrast
				}
				if c := palette.Contrast(ground, ink); c < need {
					key := fmt.Sprintf("%s: %q, %s on %s", v.name, td.Text, hex(ink), hex(ground))
					if old, seen := worst[key]; !seen || c < old {
						worst[key] = c
					}
				}
			}
		}
	}
	keys := make([]string, 0, len(worst))
	for k := range worst {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("%s: contrast %.2f:1", k, worst[k])
	}
	t.Logf("%d lines of text read on %d screens at 2 sizes", lines, len(all))
	require.Greater(t, lines, 1000, "the test read too few lines to mean anything")
}

// topLayer is the first layer of text the top scene draws (App.Render
// begins a layer for each scene it draws, from the last opaque one up):
// what lies below is covered by it.
func topLayer(a *scenes.App) int {
	stack := a.Stack()
	first := 0
	for i, s := range stack {
		if o, ok := s.(scenes.Opaque); ok && o.Opaque() {
			first = i
		}
	}
	return len(stack) - first
}

// disabledRects are the top scene's disabled buttons.
func disabledRects(d *scenetest.Driver) []image.Rectangle {
	var out []image.Rectangle
	if l, ok := d.Top().(scenes.Layered); ok {
		for _, w := range l.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.Disabled {
				out = append(out, b.R)
			}
		}
	}
	return out
}

func inAny(r image.Rectangle, rs []image.Rectangle) bool {
	for _, x := range rs {
		if r.In(x) {
			return true
		}
	}
	return false
}

// groundAndInk are the commonest colour in r other than the letters' and
// the letters' colour, when the letters show there (not covered).
func groundAndInk(pic *image.RGBA, r image.Rectangle, ink color.RGBA) (color.RGBA, color.RGBA, bool) {
	r = r.Intersect(pic.Bounds())
	if r.Dx() < 2 || r.Dy() < 2 {
		return color.RGBA{}, color.RGBA{}, false
	}
	count := map[color.RGBA]int{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			count[pic.RGBAAt(x, y)]++
		}
	}
	type kv struct {
		c color.RGBA
		n int
	}
	var all []kv
	for c, n := range count {
		all = append(all, kv{c, n})
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].n != all[j].n {
			return all[i].n > all[j].n
		}
		return hex(all[i].c) < hex(all[j].c)
	})
	if count[ink] == 0 {
		return color.RGBA{}, color.RGBA{}, false // covered, or drawn faded
	}
	for _, kv := range all {
		if kv.c != ink {
			return kv.c, ink, true
		}
	}
	return color.RGBA{}, color.RGBA{}, false
}

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
