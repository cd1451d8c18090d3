package main

import "testing"

// The figures' 0 is a ring with nothing across its middle: the barred zero
// of the font read as an 8 on a seat's big score. Its centre column is lit
// only at the ring's top and bottom, and the 8 still crosses it.
func TestFigureZeroIsHollow(t *testing.T) {
	figs := map[rune]glyph{}
	for _, g := range figureGlyphs() {
		figs[g.r] = g
	}
	crossings := func(r rune) int {
		g := figs[r]
		b := g.img.Bounds()
		x := g.adv / 2
		if g.adv%2 == 0 {
			x-- // a 6-wide cell draws a 5-wide digit: its middle is 2
		}
		n, lit := 0, false
		for y := b.Min.Y; y < b.Max.Y; y++ {
			on := g.img.Pix[g.img.PixOffset(x, y)+3] != 0
			if on && !lit {
				n++
			}
			lit = on
		}
		return n
	}
	if n := crossings('0'); n != 2 {
		t.Errorf("the figure 0's centre column is crossed %d times, want 2 (its top and bottom)", n)
	}
	if n := crossings('8'); n != 3 {
		t.Errorf("the figure 8's centre column is crossed %d times, want 3", n)
	}
}
