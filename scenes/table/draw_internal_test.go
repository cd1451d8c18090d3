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

// TestZoomButtonsAreAFingerOnAPhone: on 390x844 and 360x800 phones (three
// device pixels a CSS pixel), each zoom button's face, inside its ink rim
// of a pixel each side, is 44 CSS px or more each way (the thirteenth
// reader measured 43x42), the buttons lie inside the zoom bar, and the
// bar is as tall as it was (tables size their boards' views by it).
func TestZoomButtonsAreAFingerOnAPhone(t *testing.T) {
	was := ui.Current()
	defer ui.Use(was)
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		sc := ui.FitScreen(sz[0]*3, sz[1]*3, 3)
		ui.Use(sc)
		css := func(px int) float64 { return float64(px*sc.Scale) / 3 }
		view := image.Rect(0, 100, sc.W, 500)
		bs := []*ui.Button{{Label: "+"}, {Label: "-"}, {Label: "Fit"}}
		barH := placeZoom(view, bs)
		assert.Equal(t, ui.ButtonH()+6, barH, "%v: the zoom bar's height", sz)
		assert.Equal(t, barH, ZoomBarH())
		bar := image.Rect(view.Min.X, view.Min.Y, view.Max.X, view.Min.Y+barH)
		for _, b := range bs {
			face := b.R.Inset(1)
			assert.GreaterOrEqual(t, css(face.Dx()), float64(ui.TouchCSS), "%v: %q's face %v wide", sz, b.Label, face)
			assert.GreaterOrEqual(t, css(face.Dy()), float64(ui.TouchCSS), "%v: %q's face %v tall", sz, b.Label, face)
			assert.True(t, b.R.In(bar), "%v: %q %v in the zoom bar %v", sz, b.Label, b.R, bar)
		}
		assert.Equal(t, ZoomControlW(), bs[2].R.Max.X-bs[0].R.Min.X+zoomMargin, "%v: the control's width as placed", sz)
	}
}
