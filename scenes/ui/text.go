// Package ui is Roost's small UI kit: pixel text, buttons, panels, labels,
// lists and tooltips with hover, pressed, disabled and keyboard-focus states.
// Every scene builds its screens from it.
package ui

import (
	"image"
	"image/color"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/rivo/uniseg"

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
	recordText(s, x, y, scale, dst.Bounds(), c)
	drawText(dst, s, x, y, scale, c)
}

func drawText(dst *ebiten.Image, s string, x, y, scale int, c color.Color) {
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
	drawText(dst, s, x+scale, y+scale, scale, Ink)
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
// Lines break where Unicode's line breaking algorithm (UAX #14, package
// uniseg) allows: at spaces, after a hyphen, and in Japanese, which has no
// spaces, by its strict rules (no line begins with 。、」ー or a small
// kana, none ends with 「（). Japanese breaks between phrases, not inside
// a word: not between a number and its counter (1ゲーム), nor within a run
// of one script, nor before kana that follow a word (動かしました, ハトを),
// only where a word starts after the kana that end a phrase or where the
// script changes between kanji and katakana. A phrase too long for a
// line alone breaks where UAX #14 allows within it.
//
// A screen wraps the same texts frame after frame: the lines of the latest
// few hundred are kept (a copy is returned, the caller's to change).
func Wrap(s string, width int) []string {
	k := wrapKey{s, width}
	wrapped.Lock()
	lines, ok := wrapped.m[k]
	wrapped.Unlock()
	if !ok {
		lines = wrap(s, width)
		wrapped.Lock()
		if len(wrapped.m) >= 512 {
			clear(wrapped.m)
		}
		wrapped.m[k] = lines
		wrapped.Unlock()
	}
	return slices.Clone(lines)
}

type wrapKey struct {
	s     string
	width int
}

// wrapped are the lines of the texts wrapped lately (see Wrap).
var wrapped = struct {
	sync.Mutex
	m map[wrapKey][]string
}{m: map[wrapKey][]string{}}

func wrap(s string, width int) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		toks := breaks(para)
		if len(toks) == 0 {
			out = append(out, "")
			continue
		}
		line := ""
		for _, t := range toks {
			joined := t.s
			if line != "" && t.space {
				joined = line + " " + t.s
			} else if line != "" {
				joined = line + t.s
			}
			if lw, _ := Measure(joined); lw <= width || line == "" {
				line = joined
			} else {
				out, line = append(out, line), t.s
			}
			// A phrase wider than a line alone breaks inside it.
			if lw, _ := Measure(line); lw > width && line == t.s && len(t.parts) > 1 {
				parts := wrapParts(t.parts, width)
				out, line = append(out, parts[:len(parts)-1]...), parts[len(parts)-1]
			}
		}
		out = append(out, line)
	}
	return out
}

// wrapParts breaks a phrase too long for a line at UAX #14's places in it.
func wrapParts(parts []string, width int) []string {
	var out []string
	line := ""
	for _, p := range parts {
		if lw, _ := Measure(line + p); lw > width && line != "" {
			out, line = append(out, line), p
			continue
		}
		line += p
	}
	return append(out, line)
}

// A piece of a line that is never broken (but where it is wider than a
// line: then at its parts, UAX #14's places), and whether a space comes
// before it.
type piece struct {
	s     string
	parts []string
	space bool
}

// breaks cuts a paragraph into the pieces a line may break between: UAX
// #14's segments, joined where they split a Japanese phrase.
func breaks(para string) []piece {
	var out []piece
	space := false
	state := -1
	for rest := para; rest != ""; {
		var seg string
		seg, rest, _, state = uniseg.FirstLineSegmentInString(rest, state)
		text := strings.TrimRight(seg, " \t")
		if text == "" {
			space = len(out) > 0
			continue
		}
		if n := len(out); n > 0 && !space && phrase(out[n-1].s, text) {
			out[n-1].s += text
			out[n-1].parts = append(out[n-1].parts, text)
		} else {
			out = append(out, piece{s: text, parts: []string{text}, space: space})
		}
		space = text != seg
	}
	return out
}

// phrase reports whether a place UAX #14 allows a break at, between two
// pieces of text, is inside a Japanese phrase, where Roost does not break.
func phrase(before, after string) bool {
	p, _ := utf8.DecodeLastRuneInString(before)
	n, _ := utf8.DecodeRuneInString(after)
	switch {
	case unicode.IsDigit(p) && japanese(n): // a number and its counter
		return true
	case unicode.In(n, unicode.Hiragana) && (japanese(p) || unicode.IsLetter(p) || unicode.IsDigit(p)):
		return true // kana after a word: its ending, a particle
	case !japanese(p) || !japanese(n):
		return false
	case unicode.In(p, unicode.Hiragana):
		return false // a new word after the kana that end a phrase
	}
	// Kanji with kanji, katakana with katakana: one word; a change
	// between them, a new one.
	return unicode.In(p, unicode.Han) == unicode.In(n, unicode.Han)
}

// japanese is a kana or a kanji (ー and the iteration marks with them).
func japanese(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == '々'
}

// Paragraph draws text wrapped to r's width and returns the height used.
// Lines that would pass r's bottom are left out, and the last one shown ends
// in "..." (callers put the whole text where it can be read in full: a
// tooltip, How to play).
func Paragraph(dst *ebiten.Image, s string, r image.Rectangle, c color.Color) int {
	defer Within(r)()
	lines := FitLines(s, r)
	if n := len(lines); n > 0 && strings.HasSuffix(lines[n-1], "...") && len(Wrap(s, r.Dx())) > n {
		noteCut(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+n*LineH), s)
	}
	for i, l := range lines {
		Text(dst, l, r.Min.X, r.Min.Y+i*LineH, c)
	}
	return len(lines) * LineH
}

// FitLines wraps text to r's width and keeps the lines that fit in r's
// height, the last of them ending in "..." when some were left out.
func FitLines(s string, r image.Rectangle) []string {
	lines := Wrap(s, r.Dx())
	n := r.Dy() / LineH
	if len(lines) <= n {
		return lines
	}
	if n <= 0 {
		return nil
	}
	lines = lines[:n]
	lines[n-1] = Fit(lines[n-1]+" ...", r.Dx())
	return lines
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

// A Cut is a text drawn shortened (ending in "..."), and the whole of it:
// resting the mouse on it or tapping it shows the whole text (App does).
type Cut struct {
	R    image.Rectangle
	Text string
}

var cuts, lastCuts []Cut

// BeginFrame starts a frame's drawing: the cut texts of the frame just
// drawn become the ones the pointer finds.
func BeginFrame() { lastCuts, cuts = cuts, nil }

// CutAt is the whole text of a shortened text drawn at p in the last frame.
func CutAt(p image.Point) (string, bool) {
	for i := len(lastCuts) - 1; i >= 0; i-- {
		if p.In(lastCuts[i].R) {
			return lastCuts[i].Text, true
		}
	}
	return "", false
}

// Explain has r show s on hover or tap, as a shortened text shows its
// whole: the words of a mark that stands for them (a player's presence).
func Explain(r image.Rectangle, s string) {
	if s != "" {
		noteCut(r, s)
	}
}

// noteCut remembers a text shortened to fit r.
func noteCut(r image.Rectangle, s string) { cuts = append(cuts, Cut{R: r, Text: s}) }

// FitText draws a line at (x, y) no wider than width: shortened with "..."
// when it is wider, and then the whole line shows on hover or tap.
func FitText(dst *ebiten.Image, s string, x, y, width int, c color.Color) {
	f := Fit(s, width)
	if f != s {
		noteCut(image.Rect(x, y, x+width, y+LineH), s)
	}
	Text(dst, f, x, y, c)
}

// FitCentered is FitText centred on cx.
func FitCentered(dst *ebiten.Image, s string, cx, y, width int, c color.Color) {
	f := Fit(s, width)
	if f != s {
		noteCut(image.Rect(cx-width/2, y, cx+width/2, y+LineH), s)
	}
	Centered(dst, f, cx, y, c)
}
