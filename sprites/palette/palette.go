// Package palette is Roost's one palette. Each colour has a one-letter key used
// by the ASCII art in sprites/gen. It does not import ebiten.
package palette

import (
	"image/color"
	"math"
)

// Palette is the one palette every sprite and UI element uses. Each colour has a
// one-letter key used by the ASCII art in sprites/gen.
var Palette = []struct {
	Key  byte
	Name string
	C    color.RGBA
}{
	{'k', "ink", rgb(0x1b1a2b)},
	{'K', "charcoal", rgb(0x3a3a50)},
	{'g', "slate", rgb(0x6b6f86)},
	{'G', "dove", rgb(0xa7adc0)},
	{'w', "cream", rgb(0xf4f1e8)},
	{'R', "wine", rgb(0x8e2a3a)},
	{'r', "red", rgb(0xd8494b)},
	{'o', "orange", rgb(0xf0913a)},
	{'y', "gold", rgb(0xf7d154)},
	{'Y', "butter", rgb(0xfff0a6)},
	{'d', "forest", rgb(0x2e6b46)},
	{'f', "leaf", rgb(0x4fa05a)},
	{'l', "lime", rgb(0x96d36b)},
	{'n', "navy", rgb(0x263c77)},
	{'b', "blue", rgb(0x3f74c9)},
	{'c', "sky", rgb(0x7fc2f0)},
	{'p', "plum", rgb(0x6b3f9a)},
	{'P', "lilac", rgb(0xa47ad6)},
	{'h', "bark", rgb(0x5b3a29)},
	{'m', "wood", rgb(0x8c5a36)},
	{'t', "tan", rgb(0xc99660)},
	{'s', "sand", rgb(0xe8c896)},
	{'i', "pink", rgb(0xe98aa7)},
	{'q', "teal", rgb(0x2f8f8c)},
	{'x', "felt", rgb(0x1f4b4a)},
	{'X', "feltlight", rgb(0x2a6360)},
	{'v', "sheen", rgb(0x6fb7a0)},
	{'u', "sheenpurple", rgb(0x9b6fb7)},
	{'z', "night", rgb(0x141321)},
	{'Z', "dusk", rgb(0x262440)},
	{'e', "grass", rgb(0x7bb043)},
	{'a', "water", rgb(0x4b9fd1)},
	{'A', "aqua", rgb(0x5ef2d6)},    // the last move's frame: no seat's colour
	{'O', "ochre", rgb(0xb8901c)},   // Yellow's and Gold's dark shade
	{'M', "mist", rgb(0xcfd3e0)},    // secondary text on the dark panels: 10:1 on Dusk
	{'F', "magenta", rgb(0xff40b4)}, // the hint and the lesson's target: a hue no seat has
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// C returns a palette colour by name. An unknown name is a programming error.
func C(name string) color.RGBA {
	for _, p := range Palette {
		if p.Name == name {
			return p.C
		}
	}
	panic("sprites: no palette colour " + name)
}

// Key returns the palette colour for an ASCII-art key, and false for '.' or an
// unknown key.
func Key(k byte) (color.RGBA, bool) {
	for _, p := range Palette {
		if p.Key == k {
			return p.C, true
		}
	}
	return color.RGBA{}, false
}

// Luminance is a colour's relative luminance (WCAG 2).
func Luminance(c color.RGBA) float64 {
	ch := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
}

// Contrast is WCAG 2's contrast ratio of two colours, 1 to 21: body text
// needs 4.5, large text 3.
func Contrast(a, b color.RGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
