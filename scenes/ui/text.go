// Package ui is Roost's small UI kit: pixel text, buttons, panels, labels,
// lists and tooltips with hover, pressed, disabled and keyboard-focus states.
// Every scene builds its screens from it.
package ui

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// LineH is the height of a line of text.
const LineH = sprites.GlyphHeight

// Colours used by the kit, all from the palette.
var (
	Ink      = palette.C("ink")
	Cream    = palette.C("cream")
	Gold     = palette.C("gold")
	Butter   = palette.C("butter")
	Slate    = palette.C("slate")
	DoveGrey = palette.C("dove")
	Red      = palette.C("red")
	Night    = palette.C("night")
	Dusk     = palette.C("dusk")
	Leaf     = palette.C("leaf")
	Lime     = palette.C("lime")
	Sky      = palette.C("sky")
	Felt     = palette.C("felt")
	FeltLt   = palette.C("feltlight")
	Sand     = palette.C("sand")
	Wood     = palette.C("wood")
	Charcoal = palette.C("charcoal")
	Orange   = palette.C("orange")
)

// Measure returns the size of a single line of text at scale 1.
func Measure(s string) (int, int) {
	w := 0
	for _, r := range s {
		w += sprites.Advance(r)
	}
	return w, LineH
}

// Text draws a line with its top-left corner at (x, y).
func Text(dst *ebiten.Image, s string, x, y int, c color.Color) {
	TextScaled(dst, s, x, y, 1, c)
}

// TextScaled draws a line scaled by a whole number. The pixel font's glyphs
// come from the sprite sheet (see sprites/gen), so drawing text is a batch of
// sub-image draws.
func TextScaled(dst *ebiten.Image, s string, x, y, scale int, c color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(c)
	cx := x
	for _, r := range s {
		if r == '\n' {
			cx, y = x, y+LineH*scale
			continue
		}
		img, adv := sprites.GlyphOf(r)
		if r != ' ' {
			op.GeoM.Reset()
			op.GeoM.Scale(float64(scale), float64(scale))
			op.GeoM.Translate(float64(cx), float64(y+1))
			dst.DrawImage(img, op)
		}
		cx += adv * scale
	}
}

// Shadow draws text with a one-pixel dark shadow, for text over pictures.
func Shadow(dst *ebiten.Image, s string, x, y, scale int, c color.Color) {
	TextScaled(dst, s, x+scale, y+scale, scale, Ink)
	TextScaled(dst, s, x, y, scale, c)
}

// Centered draws a line centred on cx.
func Centered(dst *ebiten.Image, s string, cx, y int, c color.Color) {
	w, _ := Measure(s)
	Text(dst, s, cx-w/2, y, c)
}

// CenteredShadow draws a centred, shadowed line at a scale.
func CenteredShadow(dst *ebiten.Image, s string, cx, y, scale int, c color.Color) {
	w, _ := Measure(s)
	Shadow(dst, s, cx-w*scale/2, y, scale, c)
}

// Wrap breaks text into lines no wider than width; "\n" forces a break.
func Wrap(s string, width int) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			if lw, _ := Measure(line + " " + w); lw > width {
				out = append(out, line)
				line = w
			} else {
				line += " " + w
			}
		}
		out = append(out, line)
	}
	return out
}

// Paragraph draws wrapped text and returns the height used.
func Paragraph(dst *ebiten.Image, s string, r image.Rectangle, c color.Color) int {
	lines := Wrap(s, r.Dx())
	for i, l := range lines {
		Text(dst, l, r.Min.X, r.Min.Y+i*LineH, c)
	}
	return len(lines) * LineH
}

// Fit shortens a line with "..." so that it is at most width pixels wide.
func Fit(s string, width int) string {
	if w, _ := Measure(s); w <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if w, _ := Measure(string(r) + "..."); w <= width {
			return string(r) + "..."
		}
	}
	return ""
}
