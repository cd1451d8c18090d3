package table

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"github.com/birdroost/roost/scenes/ui"
)

// A translucent colour is premultiplied (no channel above its alpha): an
// unpremultiplied one draws lighter than its colour and flat over what lies
// beneath (a breathing cream frame came out as solid white).
func TestTranslucentColoursArePremultiplied(t *testing.T) {
	premultiplied := func(c color.RGBA) bool { return c.R <= c.A && c.G <= c.A && c.B <= c.A }
	k := &Kit{}
	for _, at := range []float64{0, 0.3, 0.9, 2.1, 4.4} {
		k.T = at
		for _, c := range []color.RGBA{Target, Warn, OnTurn, ui.Gold} {
			p := k.Pulse(c, 6, 90, 250)
			assert.True(t, premultiplied(p), "Pulse(%v) at %.1f s = %v", c, at, p)
			assert.GreaterOrEqual(t, p.A, uint8(90))
		}
	}
	for _, c := range []color.RGBA{TargetTint, TargetFill, HintFill, Alpha(ui.Gold, 0x90), Alpha(ui.Ink, 0x40)} {
		assert.True(t, premultiplied(c), "%v", c)
	}
	assert.Equal(t, color.RGBA{0x7b, 0x68, 0x2a, 0x80}, Alpha(ui.Gold, 0x80))
}

// A failed puzzle's mark hangs its figure's tag inside its frame (#46):
// over the frame's corner, the round-8 reader found the "1" and "2"
// straddling the board's frame and the next card's edge. Nothing of the
// mark lies outside the frame's ink edge.
func TestAMoveMarksTagLiesInsideItsFrame(t *testing.T) {
	img := ebiten.NewImage(80, 80)
	r := image.Rect(20, 20, 60, 60)
	for which := 0; which < 2; which++ {
		img.Clear()
		MoveMark(img, r, which)
		edge := r.Inset(-1)
		for y := 0; y < 80; y++ {
			for x := 0; x < 80; x++ {
				if _, _, _, a := img.At(x, y).RGBA(); a != 0 && !image.Pt(x, y).In(edge) {
					t.Fatalf("mark %d draws at (%d,%d), outside its frame %v", which+1, x, y, edge)
				}
			}
		}
		if tag := MoveTagAt(r); !tag.In(r) {
			t.Errorf("the tag %v is not inside the frame %v", tag, r)
		}
	}
}
