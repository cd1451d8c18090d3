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

// The type scale (docs/DESIGN.md). Body is the face of every text that
// names no other; Small is for metadata and for text that does not fit the
// body face; Figures are scores (digits and signs; the rest of a line is
// the body's); the title face is the body's glyphs at twice the size, with
// a shadow (Title).
type Face = sprites.Face

const (
	Body    = sprites.Body
	Small   = sprites.Small
	Figures = sprites.Figures
)

// LineH is the height of a line of text in the body face (and the figures);
// SmallLineH, in the small face.
const (
	LineH      = sprites.GlyphHeight
	SmallLineH = sprites.SmallHeight
)

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

	// Secondary is the colour of secondary text on the dark panels (what
	// a setting does, a percentage, a button's help line): quieter than
	// Cream, 10:1 on Dusk where Dove grey read 6.7:1 and looked faint.
	Secondary = palette.C("mist")
)

// Measure returns the size of a single line of text at scale 1.
func Measure(s string) (int, int) { return MeasureIn(Body, s) }

// MeasureIn returns the size of a single line of text in a face.
func MeasureIn(f Face, s string) (int, int) {
	w := 0
	for _, r := range s {
		w += sprites.AdvanceIn(f, r)
	}
	return w, f.LineHeight()
}

// TextIn draws a line in a face with its top-left corner at (x, y).
func TextIn(dst *ebiten.Image, f Face, s string, x, y int, c color.Color) {
	recordText(f, s, x, y, 1, dst.Bounds(), false, c)
	drawText(dst, f, s, x, y, 1, c)
}

// Text draws a line with its top-left corner at (x, y).
func Text(dst *ebiten.Image, s string, x, y int, c color.Color) {
	TextScaled(dst, s, x, y, 1, c)
}

// TextScaled draws a line scaled by a whole number. The pixel font's glyphs
// come from the sprite sheet (see sprites/gen), so drawing text is a batch of
// sub-image draws.
func TextScaled(dst *ebiten.Image, s string, x, y, scale int, c color.Color) {
	TextInScaled(dst, Body, s, x, y, scale, c)
}

// TextInScaled is TextScaled in a face (a seat's score in the figures at
// twice the size).
func TextInScaled(dst *ebiten.Image, f Face, s string, x, y, scale int, c color.Color) {
	recordText(f, s, x, y, scale, dst.Bounds(), false, c)
	drawText(dst, f, s, x, y, scale, c)
}

func drawText(dst *ebiten.Image, f Face, s string, x, y, scale int, c color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(c)
	cx := x
	for _, r := range s {
		if r == '\n' {
			cx, y = x, y+f.LineHeight()*scale
			continue
		}
		if r == sprites.WordBreak {
			continue // (a place a line may break: never drawn, no width)
		}
		img, adv := sprites.GlyphIn(f, r)
		if r != ' ' {
			op.GeoM.Reset()
			if scale == 2 && f == Body && wide(r) {
				// The title face's kana and kanji: smoothed, not
				// doubled (a Latin title keeps its square pixels).
				img, _ = sprites.Smooth2x(r)
			} else {
				op.GeoM.Scale(float64(scale), float64(scale))
			}
			op.GeoM.Translate(float64(cx), float64(y+1))
			dst.DrawImage(img, op)
		}
		cx += adv * scale
	}
}

// wide reports a rune of the Japanese scripts (kana, kanji, their
// punctuation and full-width forms).
func wide(r rune) bool { return r >= 0x3000 && r <= 0x9fff || r >= 0xff00 && r <= 0xffef }

// Shadow draws text with a one-pixel dark shadow, for text over pictures.
func Shadow(dst *ebiten.Image, s string, x, y, scale int, c color.Color) {
	drawText(dst, Body, s, x+scale, y+scale, scale, Ink)
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
// nor after a prefix (各レッスン, 何マス), only where a word starts after the kana that end a phrase or where the
// script changes between kanji and katakana, or at a WordBreak inside a
// compound ("マメデッポウ / バト"), or after an object's を where that
// saves the paragraph a line (鳩舎を / 建てました), never inside a verb
// (建て / ました). An aside too long for a line breaks between its
// phrases; a phrase too long for a line alone, where UAX #14 allows
// within it.
//
// A screen wraps the same texts frame after frame: the lines of the latest
// few hundred are kept (a copy is returned, the caller's to change).
func Wrap(s string, width int) []string { return WrapIn(Body, s, width) }

// WrapIn is Wrap in a face.
func WrapIn(f Face, s string, width int) []string {
	k := wrapKey{s, width, f}
	wrapped.Lock()
	lines, ok := wrapped.m[k]
	wrapped.Unlock()
	if !ok {
		lines = wrap(f, s, width)
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
	face  Face
}

// wrapped are the lines of the texts wrapped lately (see Wrap).
var wrapped = struct {
	sync.Mutex
	m map[wrapKey][]string
}{m: map[wrapKey][]string{}}

func wrap(f Face, s string, width int) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		lines := wrapPara(f, para, width)
		// A short Japanese end (1-3 characters, "領地。") is not left alone
		// on its line where the line before can give it room: the
		// paragraph is set a little narrower (down to three quarters of
		// the width), in as many lines, until the last takes more; never
		// so that a line breaks inside a word where it did not ("マメデッ
		// / ポウバト" for "マメデッポウ / バト": reader 28).
		if orphan(lines) {
			cuts := inWord(para, lines)
			for w := width - 1; w >= width*3/4; w-- {
				l := wrapPara(f, para, w)
				if len(l) > len(lines) {
					break
				}
				if !orphan(l) && inWord(para, l) <= cuts {
					lines = l
					break
				}
			}
		}
		out = append(out, lines...)
	}
	// A separator ("a · b") is dropped where the line breaks at it: no line
	// ends or begins with a lone "·".
	kept := out[:0]
	for _, l := range out {
		if l = strings.TrimPrefix(strings.TrimSuffix(l, " ·"), "· "); l != "·" || len(out) == 1 {
			kept = append(kept, l)
		}
	}
	return kept
}

// inWord counts the breaks between a paragraph's lines that fall inside
// a piece that is never broken (breaks, objectBreaks): where a phrase
// too long for a line was broken inside it.
func inWord(para string, lines []string) int {
	toks, _ := objectBreaks(breaks(para))
	ends := map[int]bool{}
	n := 0
	for _, t := range toks {
		n += len(strings.ReplaceAll(t.s, " ", ""))
		ends[n] = true
	}
	cuts, k := 0, 0
	for _, l := range lines[:max(0, len(lines)-1)] {
		k += len(strings.ReplaceAll(l, " ", ""))
		if !ends[k] {
			cuts++
		}
	}
	return cuts
}

// orphan reports whether a paragraph's lines end with a short Japanese
// line (1-3 characters) under another.
func orphan(lines []string) bool {
	if len(lines) < 2 {
		return false
	}
	last := strings.ReplaceAll(lines[len(lines)-1], string(sprites.WordBreak), "")
	n := utf8.RuneCountInString(last)
	r, _ := utf8.DecodeRuneInString(last)
	return n >= 1 && n <= 3 && wide(r)
}

// wrapPara wraps one paragraph (wrap): between phrases; but where a
// break after an object's を (which otherwise stays with the verb after
// it: phrase keeps "手番を終えました" whole) saves the paragraph a line,
// there too. A line never breaks inside a verb, between its stem and its
// ending: "黄が小さい鳩舎を / 建てました：", never "建て / ました：" (readers
// 31 and 32 read that at once), even at the price of a line.
func wrapPara(f Face, para string, width int) []string {
	lines := wrapToks(f, breaks(para), width)
	if len(lines) > 1 {
		if toks, ok := objectBreaks(breaks(para)); ok {
			if l := wrapToks(f, toks, width); len(l) < len(lines) || len(l) == len(lines) && 2*lineW(f, lines[0]) < width && lineW(f, l[0]) > lineW(f, lines[0]) {
				return l // (or as many lines, the first no longer half empty: round 35's "緑の鷹匠が赤の / マーカーを取りました。")
			}
		}
	}
	return lines
}

// objectBreaks splits the pieces of a paragraph (breaks) after each を
// inside them, before the verb or the phrase that follows it
// ("鳩舎を|建てました"), and reports whether there was one.
func objectBreaks(toks []piece) ([]piece, bool) {
	var out []piece
	split := false
	for _, t := range toks {
		start := 0
		for i := 1; i < len(t.parts); i++ {
			p, _ := utf8.DecodeLastRuneInString(t.parts[i-1])
			n, _ := utf8.DecodeRuneInString(t.parts[i])
			if p != 'を' || !japanese(n) {
				continue
			}
			out = append(out, piece{s: strings.Join(t.parts[start:i], ""), parts: t.parts[start:i], space: t.space && start == 0})
			start, split = i, true
		}
		out = append(out, piece{s: strings.Join(t.parts[start:], ""), parts: t.parts[start:], space: t.space && start == 0})
	}
	return out, split
}

// wrapToks wraps a paragraph's pieces (wrapPara).
func wrapToks(f Face, toks []piece, width int) []string {
	var out []string
	if len(toks) == 0 {
		return []string{""}
	}
	line := ""
	for _, t := range toks {
		joined := t.s
		if line != "" && t.space {
			joined = line + " " + t.s
		} else if line != "" {
			joined = line + t.s
		}
		if lw := lineW(f, joined); lw <= width || line == "" {
			line = joined
		} else if head, rest := subjectFill(f, line, t, width); head != "" {
			out, line = append(out, line+head), rest
			continue
		} else {
			out, line = append(out, line), t.s
		}
		// A piece wider than a line alone breaks inside it: an aside
		// between its phrases ("…常に記号が / あります）。", never "あり /
		// ます）。": reader 33), a phrase where UAX #14 allows.
		if lw := lineW(f, line); lw > width && line == t.s && len(t.parts) > 1 {
			var parts []string
			if sub := phrases(t.parts); len(sub) > 1 {
				parts = wrapToks(f, sub, width)
			} else {
				parts = wrapParts(f, t.parts, width)
			}
			out, line = append(out, parts[:len(parts)-1]...), parts[len(parts)-1]
		}
	}
	out = append(out, line)
	return out
}

// subjectFill keeps a short Japanese subject off a line of its own ("黄が"
// alone before "小さい鳩舎を建てました：", the eighth reader): where line
// is a third of the width or less and ends with a particle, and the next
// piece t does not fit after it, the line takes t's head up to the last
// particle or を inside t that fits before a new word (a phrase's own end:
// "黄が小さい鳩舎を / 建てました：", never a verb's "建て / ました"), and
// rest is the remainder; "" where t has none.
func subjectFill(f Face, line string, t piece, width int) (head, rest string) {
	last, _ := utf8.DecodeLastRuneInString(line)
	if t.space || len(t.parts) < 2 || lineW(f, line) > width/3 || !strings.ContainsRune(particles, last) || strings.HasPrefix(t.s, "（") { // (an aside is not broken: asides)
		return "", ""
	}
	acc := ""
	for i, p := range t.parts[:len(t.parts)-1] {
		acc += p
		if lineW(f, line+acc) > width {
			break
		}
		next, _ := utf8.DecodeRuneInString(t.parts[i+1])
		if r, _ := utf8.DecodeLastRuneInString(acc); (r == 'を' || strings.ContainsRune(particles, r)) && !unicode.In(next, unicode.Hiragana) {
			head, rest = acc, strings.Join(t.parts[i+1:], "")
		}
	}
	return head, rest
}

// phrases groups a piece's parts (UAX #14's segments) into its phrases,
// the pieces breaks would make of them outside an aside.
func phrases(parts []string) []piece {
	var out []piece
	for _, p := range parts {
		if n := len(out); n > 0 && phrase(out[n-1].s, p) {
			out[n-1].s += p
			out[n-1].parts = append(out[n-1].parts, p)
		} else {
			out = append(out, piece{s: p, parts: []string{p}})
		}
	}
	return out
}

// wrapParts breaks a phrase too long for a line at UAX #14's places in it.
func wrapParts(f Face, parts []string, width int) []string {
	var out []string
	line := ""
	for _, p := range parts {
		if lw := lineW(f, line+p); lw > width && line != "" {
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
		if n := len(out); n > 0 && !space && prefixed(out[n-1].s) && japanese(firstRune(text)) {
			// A prefix and its word are one part: a phrase too long for
			// a line does not break between them either (wrapParts).
			out[n-1].s += text
			out[n-1].parts[len(out[n-1].parts)-1] += text
		} else if n > 0 && !space && phrase(out[n-1].s, text) {
			out[n-1].s += text
			out[n-1].parts = append(out[n-1].parts, text)
		} else {
			out = append(out, piece{s: text, parts: []string{text}, space: space})
		}
		space = text != seg
	}
	return asides(out)
}

func firstRune(s string) rune { r, _ := utf8.DecodeRuneInString(s); return r }

// asides joins the pieces of a Japanese aside in full-width brackets
// ("（最初のハトの手前まで）") into one: a line breaks before it rather than
// inside it where it fits on a line (reader 28 read "何マスでも（最初の /
// ハトの手前まで）" on a phone's status line); one wider than a line breaks
// inside it (wrapToks).
func asides(toks []piece) []piece {
	var out []piece
	depth := 0
	for _, t := range toks {
		if n := len(out); depth > 0 && n > 0 && !t.space {
			out[n-1].s += t.s
			out[n-1].parts = append(out[n-1].parts, t.parts...)
		} else {
			out = append(out, t)
		}
		depth = max(0, depth+strings.Count(t.s, "（")-strings.Count(t.s, "）"))
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
	case unicode.IsDigit(n) && unicode.In(p, unicode.Han, unicode.Katakana):
		return true // a count after its word ("湿地1"), never "湿地 / 1。"
	case prefixed(before) && japanese(n):
		return true // a prefix with its word ("各レッスン", "何マス")
	case p == 'を' && japanese(n):
		// An object with the verb after it ("手番を終えました"), not "手番を /
		// 終えました"; a katakana word after を is a new phrase's noun
		// ("ハトを / ボスから…"), where a line may break.
		return !unicode.In(n, unicode.Katakana)
	case !japanese(p) || !japanese(n):
		return false
	case unicode.In(p, unicode.Hiragana):
		// A new word after the particle that ends a phrase ("黄が /
		// 小さい…"); the kana that end an adjective or a verb run on into
		// the word they qualify ("小さい鳩舎", "引いたカード": the
		// seventh reader's "黄が小さい / 鳩舎を…").
		return !strings.ContainsRune(particles, p)
	}
	// Kanji with kanji, katakana with katakana: one word; a change
	// between them, a new one.
	return unicode.In(p, unicode.Han) == unicode.In(n, unicode.Han)
}

// prefixes are the kanji that begin a Japanese word and never end a
// line: 各 (each), 全 (all), 毎 (every), 第 (ordinal), 約 (about), and 何
// (how many) before its counter: "各 / レッスン", "何 / マスでも" split a
// word (reader 33).
const prefixes = "各全毎第約何"

// prefixed reports whether text ends with a prefix (prefixes) that starts
// its word: not one that ends a word of kanji ("完全 / ルール").
func prefixed(text string) bool {
	p, n := utf8.DecodeLastRuneInString(text)
	if !strings.ContainsRune(prefixes, p) {
		return false
	}
	b, _ := utf8.DecodeLastRuneInString(text[:len(text)-n])
	return !unicode.In(b, unicode.Han)
}

// particles are the kana that end a Japanese phrase where a line may break
// after them before a new word (が, に, は, で, と, の, へ, も, や, か, and
// the て of a verb's joining form); を stays with the verb after it.
const particles = "がにはでとのへもやかて"

// japanese is a kana or a kanji (ー and the iteration marks with them).
func japanese(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == '々'
}

// Laying text out. The kit never cuts a text it can lay out: a text wraps
// to its box's width; where its lines do not fit the box's height, it is
// set in the small face; where that does not fit either, the caller is
// told (Fits, ParagraphH, LinesFit) and widens or reflows its panel. Only
// a name the player typed is shortened with "..." (FitName), and then the
// whole shows on hover or tap (CutAt). A text of the game's own shortened
// all the same (there was no room at all) is recorded as cut: the text-fit
// test fails on it.

// LinesFit is the face and the lines a text takes wrapped to r's width:
// the body face where its lines fit r's height, else the small face where
// they fit, else the small face's lines and false.
func LinesFit(s string, r image.Rectangle) (Face, []string, bool) {
	lines := Wrap(s, r.Dx())
	if len(lines)*LineH <= r.Dy() && widest(Body, lines) <= r.Dx() {
		return Body, lines, true
	}
	lines = WrapIn(Small, s, r.Dx())
	return Small, lines, len(lines)*SmallLineH <= r.Dy() && widest(Small, lines) <= r.Dx()
}

// Balanced is the width, at most width, at which s wraps in f to no more
// lines than at width, as even as they come: the narrowest that keeps
// their number (CSS's text-wrap: balance). A status line that takes two
// lines reads as two lines of one length, not a line and a word or two
// alone under it ("... beside a" / "card.").
func Balanced(f Face, s string, width int) int {
	n := len(WrapIn(f, s, width))
	if n < 2 {
		return width
	}
	lo, hi := max(1, lineW(f, s)/n), width // (hi: no more than n lines)
	for lo < hi {
		mid := (lo + hi) / 2
		if l := WrapIn(f, s, mid); len(l) <= n && widest(f, l) <= mid {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return hi
}

// Fits reports whether a text can be laid out in r (LinesFit).
func Fits(s string, r image.Rectangle) bool { _, _, ok := LinesFit(s, r); return ok }

// ParagraphH is the height a text wrapped to a width takes in the body
// face: what a panel that grows with its text asks for.
func ParagraphH(s string, width int) int { return ParagraphHIn(Body, s, width) }

// ParagraphHIn is ParagraphH in a face.
func ParagraphHIn(f Face, s string, width int) int {
	return len(WrapIn(f, s, width)) * f.LineHeight()
}

// WidestIn is the width of the widest of some lines in a face.
func WidestIn(f Face, lines ...string) int { return widest(f, lines) }

func widest(f Face, lines []string) int {
	w := 0
	for _, l := range lines {
		w = max(w, lineW(f, l))
	}
	return w
}

// hanging are the Japanese closing marks whose ink lies in the left half
// of their full-width cell. Ending a line, a mark's blank right half hangs
// past the line's width (burasage, as Japanese is set): "黄が手番を終えま
// した。" whose ink fits a line is never broken after its subject for the
// blank half of its "。". No line begins with one (kinsoku: UAX #14).
const hanging = "。、」）：！"

// lineW is the width a wrapped line takes: its advance, less the blank half
// of a closing mark that ends it (hanging).
func lineW(f Face, s string) int {
	w, _ := MeasureIn(f, s)
	if r, _ := utf8.DecodeLastRuneInString(s); strings.ContainsRune(hanging, r) {
		w -= sprites.AdvanceIn(f, r) / 2
	}
	return w
}

// Paragraph draws text wrapped to r's width and returns the height used:
// in the body face, or in the small face where the body's lines do not fit
// r's height. Where neither fits, the lines that would pass r's bottom are
// left out and the last one shown ends in "..." (the whole shows on hover
// or tap), recorded as cut: callers make room (ParagraphH, Fits).
func Paragraph(dst *ebiten.Image, s string, r image.Rectangle, c color.Color) int {
	f, lines, ok := LinesFit(s, r)
	return paragraph(dst, f, s, lines, ok, r, c)
}

// SharedFace is the face that texts of one role take together, each in its
// box (the rules of a table's rows, the cards of a hand): the body face
// where every one fits its box in it, else the small face for all. A
// reader sees one type size for the role (see MixedFaces).
func SharedFace(texts []string, boxes []image.Rectangle) Face {
	for i, s := range texts {
		if f, _, _ := LinesFit(s, boxes[i]); f != Body {
			return Small
		}
	}
	return Body
}

// ParagraphIn is Paragraph in a face the caller chose (SharedFace): the
// lines that do not fit r's height are left out as Paragraph's are.
func ParagraphIn(dst *ebiten.Image, f Face, s string, r image.Rectangle, c color.Color) int {
	lines := WrapIn(f, s, r.Dx())
	ok := len(lines)*f.LineHeight() <= r.Dy() && widest(f, lines) <= r.Dx()
	return paragraph(dst, f, s, lines, ok, r, c)
}

func paragraph(dst *ebiten.Image, f Face, s string, lines []string, ok bool, r image.Rectangle, c color.Color) int {
	defer Within(r)()
	lh := f.LineHeight()
	cut := false
	if !ok {
		n := r.Dy() / lh
		if n <= 0 {
			lines = nil
		} else if len(lines) > n {
			lines = lines[:n]
			lines[n-1] = FitIn(f, lines[n-1]+" ...", r.Dx())
		}
		cut = true
		noteCut(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+max(len(lines), 1)*lh), s)
	}
	for i, l := range lines {
		recordFitted(f, l, r.Min.X, r.Min.Y+i*lh, 1, dst.Bounds(), cut, false, c, image.Pt(r.Min.X, r.Min.Y+i*lh), i == 0)
		drawText(dst, f, l, r.Min.X, r.Min.Y+i*lh, 1, c)
	}
	return len(lines) * lh
}

// Fit shortens a line with "..." so that it is at most width pixels wide.
func Fit(s string, width int) string { return FitIn(Body, s, width) }

// FitIn is Fit in a face.
func FitIn(f Face, s string, width int) string {
	if lineW(f, s) <= width { // (as Wrap: a closing mark's blank half hangs)
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if w, _ := MeasureIn(f, string(r)+"..."); w <= width {
			return string(r) + "..."
		}
	}
	return ""
}

// FaceFor is the face a line is set in within a width: the body's where it
// fits, else the small face (which may not fit either: see FitText).
func FaceFor(s string, width int) Face {
	if lineW(Body, s) <= width {
		return Body
	}
	return Small
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

// fitLine draws a line at (x, y) no wider than width, its left end at x
// (centred on x+width/2 where centre is set): in the body face, else in
// the small face (set on the body's line, a pixel and a half lower), else
// shortened with "..." in the small face, the whole on hover or tap. A
// shortened line is recorded as cut unless typed (a name the player gave).
func fitLine(dst *ebiten.Image, s string, x, y, width int, c color.Color, centre, typed bool) {
	fitLineShadow(dst, s, x, y, width, c, centre, typed, false)
}

// fitLineShadow is fitLine, with a shadow (text over pictures) where set.
func fitLineShadow(dst *ebiten.Image, s string, x, y, width int, c color.Color, centre, typed, shadow bool) {
	at := image.Pt(x, y)
	f := FaceFor(s, width)
	line := FitIn(f, s, width)
	if line != s {
		noteCut(image.Rect(x, y, x+width, y+LineH), s)
	}
	dy := 0
	if f == Small {
		dy = (LineH - SmallLineH + 1) / 2
	}
	if centre {
		w, _ := MeasureIn(f, line)
		x += (width - w) / 2
	}
	if shadow {
		drawText(dst, f, line, x+1, y+dy+1, 1, Ink)
	}
	recordFitted(f, line, x, y+dy, 1, dst.Bounds(), line != s && !typed, typed, c, at, true)
	drawText(dst, f, line, x, y+dy, 1, c)
}

// FitText draws a line of the game's words at (x, y) no wider than width:
// in the body face, else the small face. Where even that is too wide it is
// shortened (and recorded as cut: make room instead).
func FitText(dst *ebiten.Image, s string, x, y, width int, c color.Color) {
	fitLine(dst, s, x, y, width, c, false, false)
}

// FitName draws a name the player typed (or one built from one) at (x, y)
// no wider than width, shortened with "..." where it must be; the whole
// shows on hover or tap.
func FitName(dst *ebiten.Image, s string, x, y, width int, c color.Color) {
	fitLine(dst, s, x, y, width, c, false, true)
}

// CutLine draws a line that begins with a name the player typed (a
// game's last move: "Mariana: ...") at (x, y) no wider than width, in the
// body face, shortened with "..." where it must be (the whole on hover or
// tap): one face for a list's lines rather than the small face on some.
func CutLine(dst *ebiten.Image, s string, x, y, width int, c color.Color) {
	line := FitIn(Body, s, width)
	if line != s {
		noteCut(image.Rect(x, y, x+width, y+LineH), s)
	}
	recordLine(Body, line, x, y, 1, dst.Bounds(), false, true, c)
	drawText(dst, Body, line, x, y, 1, c)
}

// FitCentered is FitText centred on cx.
func FitCentered(dst *ebiten.Image, s string, cx, y, width int, c color.Color) {
	fitLine(dst, s, cx-width/2, y, width, c, true, false)
}

// Title draws a screen's title centred on cx, no wider than width: in the
// title face (the body's glyphs twice the size, shadowed), else the body
// face, else the small face, in the same band of two lines.
func Title(dst *ebiten.Image, s string, cx, y, width int, c color.Color) {
	w, _ := Measure(s)
	switch {
	case 2*w <= width:
		CenteredShadow(dst, s, cx, y, 2, c)
	case w <= width:
		CenteredShadow(dst, s, cx, y+LineH/2, 1, c)
	default:
		fitLineShadow(dst, s, cx-width/2, y+LineH/2, width, c, true, false, true)
	}
}
