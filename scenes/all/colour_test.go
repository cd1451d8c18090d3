package all_test

import (
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
)

// No highlight (targets, the selection, the hint, the last action, a
// warning) may look like a seat's colour in any game: a threat frame in the
// Red seat's red, or targets in the Green seat's green, would say "this is
// Red's" or "Green's". Every pair is at least 30 apart in CIELAB (ΔE*76;
// about 2.3 is the smallest difference people see), and the highlights are
// told apart from each other, where they differ in meaning, by 25.
func TestHighlightsAreNoSeatsColour(t *testing.T) {
	hl := table.Highlights()
	for _, g := range scenes.Games {
		if !scenes.Playable(g.Key) {
			continue
		}
		for _, sc := range scenes.SeatColors(g.Key) {
			for name, c := range hl {
				for _, shade := range append([]color.RGBA{sc.C}, sc.Shades...) {
					assert.GreaterOrEqual(t, deltaE(c, shade), 30.0, "%s: the %s highlight looks like %s's colour %v", g.Key, name, sc.Name, shade)
				}
			}
		}
	}
	for a, ca := range hl {
		for b, cb := range hl {
			if a < b && ca != cb && !(a == "selected" && b == "target") {
				assert.GreaterOrEqual(t, deltaE(ca, cb), 25.0, "the %s and %s highlights look alike", a, b)
			}
		}
	}
}

// deltaE is the CIE76 colour difference of two sRGB colours.
func deltaE(a, b color.RGBA) float64 {
	la, aa, ba := lab(a)
	lb, ab, bb := lab(b)
	return math.Sqrt((la-lb)*(la-lb) + (aa-ab)*(aa-ab) + (ba-bb)*(ba-bb))
}

func lab(c color.RGBA) (l, a, b float64) {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x > 0.04045 {
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return x / 12.92
	}
	r, g, bl := lin(c.R), lin(c.G), lin(c.B)
	x := (r*0.4124 + g*0.3576 + bl*0.1805) / 0.95047
	y := r*0.2126 + g*0.7152 + bl*0.0722
	z := (r*0.0193 + g*0.1192 + bl*0.9505) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return 116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))
}

// The on-turn mark must not read as any seat: a frame is a thin line, and a
// thin line is read by its hue (sand, 30 apart from Gold in CIELAB, still
// read as "Yellow's turn" beside the Yellow and Gold seats). It has no hue
// to speak of (chroma C*ab under 8), and every seat colour either has a hue
// (chroma over 30) or is far darker or lighter (Columbiz's Grey and Black:
// 40 apart in L*).
func TestOnTurnHasNoHue(t *testing.T) {
	chroma := func(c color.RGBA) float64 {
		_, a, b := lab(c)
		return math.Hypot(a, b)
	}
	assert.Less(t, chroma(table.OnTurn), 8.0, "the on-turn mark %v has a hue", table.OnTurn)
	for _, g := range scenes.Games {
		for _, sc := range scenes.SeatColors(g.Key) {
			l, _, _ := lab(sc.C)
			lo, _, _ := lab(table.OnTurn)
			if chroma(sc.C) <= 30 {
				assert.GreaterOrEqual(t, math.Abs(l-lo), 40.0, "%s: %s's colour %v has too little hue or lightness to be told from the on-turn mark", g.Key, sc.Name, sc.C)
			}
		}
	}
}

// The mark of whether an online player is here is in no seat's colour
// either (a green dot beside Red's clock read as the Green seat's).
func TestThePresenceMarkIsNoSeatsColour(t *testing.T) {
	here, away := table.PresenceColors()
	for _, g := range scenes.Games {
		if !scenes.Playable(g.Key) {
			continue
		}
		for _, sc := range scenes.SeatColors(g.Key) {
			for _, shade := range append([]color.RGBA{sc.C}, sc.Shades...) {
				assert.GreaterOrEqual(t, deltaE(here, shade), 30.0, "%s: the mark of a player here looks like %s's colour %v", g.Key, sc.Name, shade)
				assert.GreaterOrEqual(t, deltaE(away, shade), 30.0, "%s: the mark of a player away looks like %s's colour %v", g.Key, sc.Name, shade)
			}
		}
	}
}

// The hint and the lesson's target are named by their colour in words ("the
// move lit in magenta"), so their hue must be one no seat has: Sky, 35 apart
// from every seat in CIELAB, still read as "blue" right above Blue's blue
// pawn. Its hue angle (CIELAB h) lies 30 degrees or more from every seat
// colour and shade that has a hue (chroma over 20), and it stays 40 apart
// from all of them.
func TestTheHintsHueIsNoSeats(t *testing.T) {
	hue := func(c color.RGBA) (h, chroma float64) {
		_, a, b := lab(c)
		return math.Mod(math.Atan2(b, a)*180/math.Pi+360, 360), math.Hypot(a, b)
	}
	hh, _ := hue(table.Hint)
	for _, g := range scenes.Games {
		if !scenes.Playable(g.Key) {
			continue
		}
		for _, sc := range scenes.SeatColors(g.Key) {
			for _, shade := range append([]color.RGBA{sc.C}, sc.Shades...) {
				assert.GreaterOrEqual(t, deltaE(table.Hint, shade), 40.0, "%s: the hint looks like %s's colour %v", g.Key, sc.Name, shade)
				h, chroma := hue(shade)
				if chroma <= 20 {
					continue
				}
				d := math.Abs(h - hh)
				d = math.Min(d, 360-d)
				assert.GreaterOrEqual(t, d, 30.0, "%s: the hint's hue (%.0f) is %s's (%.0f, %v)", g.Key, hh, sc.Name, h, shade)
			}
		}
	}
}
