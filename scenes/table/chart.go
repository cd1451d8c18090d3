package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// ChartInk is a seat's colour as its line on the replay's chart of the
// chances: the seat's hue, made vivid (a colour seat's saturation at least
// chartSat) and lifted in lightness until it reads on the chart's ground
// (ChartContrast on ui.Night). A grey seat's line is lifted further, to a
// light grey (chartGreyContrast), so that it stands apart from the
// coloured ones by its lightness where its hue cannot; a dark seat's
// (Black) to a mid grey. Readable would lift every seat towards white: a
// purple, a blue and a grey came out three pale lavenders.
func ChartInk(c color.RGBA) color.RGBA {
	h, l, s := hsl(c)
	target := ChartContrast
	switch {
	case s < 0.25 && l > 0.2:
		target = chartGreyContrast
	case s >= 0.25:
		s = max(s, chartSat)
	}
	out := fromHSL(h, l, s)
	for l < 1 && palette.Contrast(out, ui.Night) < target {
		l = min(1, l+0.01)
		out = fromHSL(h, l, s)
	}
	return out
}

// ChartContrast is the least contrast of a seat's line with the chart's
// ground; chartGreyContrast a grey seat's, and chartSat the least
// saturation of a coloured seat's line.
const (
	ChartContrast     = 4.5
	chartGreyContrast = 9.0
	chartSat          = 0.7
)

// hsl is c's hue (0..1), lightness and saturation.
func hsl(c color.RGBA) (h, l, s float64) {
	r, g, b := float64(c.R)/255, float64(c.G)/255, float64(c.B)/255
	hi, lo := max(r, g, b), min(r, g, b)
	l = (hi + lo) / 2
	if hi == lo {
		return 0, l, 0
	}
	d := hi - lo
	if l > 0.5 {
		s = d / (2 - hi - lo)
	} else {
		s = d / (hi + lo)
	}
	switch hi {
	case r:
		h = (g - b) / d
		if g < b {
			h += 6
		}
	case g:
		h = (b-r)/d + 2
	default:
		h = (r-g)/d + 4
	}
	return h / 6, l, s
}

// fromHSL is the colour of hue h, lightness l and saturation s.
func fromHSL(h, l, s float64) color.RGBA {
	if s == 0 {
		v := uint8(math.Round(l * 255))
		return color.RGBA{v, v, v, 0xff}
	}
	q := l * (1 + s)
	if l >= 0.5 {
		q = l + s - l*s
	}
	p := 2*l - q
	ch := func(t float64) uint8 {
		t -= math.Floor(t)
		var v float64
		switch {
		case t < 1.0/6:
			v = p + (q-p)*6*t
		case t < 1.0/2:
			v = q
		case t < 2.0/3:
			v = p + (q-p)*(2.0/3-t)*6
		default:
			v = p
		}
		return uint8(math.Round(min(1, max(0, v)) * 255))
	}
	return color.RGBA{ch(h + 1.0/3), ch(h), ch(h - 1.0/3), 0xff}
}

// seatDashes is each seat's form of line on the chart, lengths drawn and
// skipped along it: the first seat's whole, the second's long dashes, the
// third's dots, the fourth's dashes and dots. Where lines cross or run
// together, their form still tells them apart (and a reader who cannot
// tell the colours apart still can).
var seatDashes = [][]float32{nil, {7, 4}, {2, 3}, {7, 3, 2, 3}}

// SeatDash is seat's form of line on the chart (nil: whole).
func SeatDash(seat int) []float32 { return seatDashes[seat%len(seatDashes)] }

// strokeDashed draws the line through pts (x, y pairs) w wide in c, in the
// dashes given (nil: whole), the pattern carried on from one segment to
// the next so that a line of many short segments keeps its form.
func strokeDashed(dst *ebiten.Image, pts []float32, w float32, c color.Color, dash []float32) {
	if len(dash) == 0 {
		for i := 0; i+3 < len(pts); i += 2 {
			vector.StrokeLine(dst, pts[i], pts[i+1], pts[i+2], pts[i+3], w, c, false)
		}
		return
	}
	k, left := 0, dash[0] // the dash under way, and what is left of it
	for i := 0; i+3 < len(pts); i += 2 {
		x0, y0, x1, y1 := pts[i], pts[i+1], pts[i+2], pts[i+3]
		seg := float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
		at := float32(0)
		for at < seg {
			step := min(left, seg-at)
			if k%2 == 0 { // drawn
				a, b := at/seg, (at+step)/seg
				vector.StrokeLine(dst, x0+(x1-x0)*a, y0+(y1-y0)*a, x0+(x1-x0)*b, y0+(y1-y0)*b, w, c, false)
			}
			at += step
			left -= step
			if left <= 0 {
				k = (k + 1) % len(dash)
				left = dash[k]
			}
		}
	}
}
