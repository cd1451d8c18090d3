package table

import (
	"image/color"
	"testing"

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
