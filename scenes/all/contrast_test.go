package all_test

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"testing"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// contrasts checks that every line of text reads against what lies under
// it, on the frames TestEveryTextFits renders in English (a phone upright,
// one held sideways, a desktop window): each line's ink box from the kit's
// record, its letters in the colour the kit drew them in, its ground the
// commonest colour beside them. Body text needs 4.5:1 (WCAG 2's contrast
// ratio), text drawn at twice the size or more 3:1. Lines under the top
// scene (a dialog dims them) or under a later layer (a tooltip), and
// disabled controls (WCAG exempts them) are left out.
type contrasts struct {
	lines int
	worst map[string]float64 // "screen: text, ink on ground": the lowest ratio seen
}

func (c *contrasts) check(d *scenetest.Driver, name string, texts []ui.TextDraw, pic *image.RGBA, covers []ui.TextDraw) {
	if c.worst == nil {
		c.worst = map[string]float64{}
	}
	dim := disabledRects(d)
	top := topLayer(d.A)
	for _, td := range texts {
		if td.Layer < top || inAny(td.R, dim) || covered(td, texts) || covered(td, covers) {
			continue
		}
		ground, ink, ok := groundAndInk(pic, td.R, td.C)
		if !ok {
			continue
		}
		c.lines++
		need := ui.BodyContrast
		if td.R.Dy() >= 2*ui.LineH-4 {
			need = ui.LargeContrast
		}
		if r := palette.Contrast(ground, ink); r < need {
			key := fmt.Sprintf("%s: %q, %s on %s", name, td.Text, hex(ink), hex(ground))
			if old, seen := c.worst[key]; !seen || r < old {
				c.worst[key] = r
			}
		}
	}
}

func (c *contrasts) report(t *testing.T) {
	keys := make([]string, 0, len(c.worst))
	for k := range c.worst {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("text that does not read: %s: contrast %.2f:1", k, c.worst[k])
	}
	t.Logf("contrast: %d lines of English read against their ground", c.lines)
	if c.lines < 1000 {
		t.Errorf("the contrast check read %d lines: too few to mean anything", c.lines)
	}
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

// covered reports whether a later layer (a tooltip, a note over the board)
// drew over the line: its text or the box its text keeps to, with the few
// pixels of a panel's edge and shadow around it.
func covered(td ui.TextDraw, texts []ui.TextDraw) bool {
	for _, o := range texts {
		if o.Layer <= td.Layer {
			continue
		}
		if o.R.Inset(-4).Overlaps(td.R) || !o.Box.Empty() && o.Box.Inset(-4).Overlaps(td.R) {
			return true
		}
	}
	return false
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

// groundAndInk are the colour beside the letters (the commonest colour
// next to a letter's pixel, other than the letters' own) and the letters'
// colour, when the letters show there. Beside the letters, not anywhere in
// the line's box: what a reader tells the letters from, even where a
// badge, a plate or a tooltip lies over part of the box.
func groundAndInk(pic *image.RGBA, r image.Rectangle, ink color.RGBA) (color.RGBA, color.RGBA, bool) {
	r = r.Intersect(pic.Bounds())
	if r.Dx() < 2 || r.Dy() < 2 {
		return color.RGBA{}, color.RGBA{}, false
	}
	count := map[color.RGBA]int{}
	around := r.Inset(-1).Intersect(pic.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if pic.RGBAAt(x, y) != ink {
				continue
			}
			for _, d := range [4]image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				if q := image.Pt(x, y).Add(d); q.In(around) {
					if c := pic.RGBAAt(q.X, q.Y); c != ink {
						count[c]++
					}
				}
			}
		}
	}
	var ground color.RGBA
	best := 0
	for c, n := range count {
		if n > best || n == best && hex(c) < hex(ground) {
			ground, best = c, n
		}
	}
	return ground, ink, best > 0 // none: covered, or drawn faded
}

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
