package ui

import (
	"image"
	"image/color"

	"github.com/birdroost/roost/sprites"
)

// TextDraw is one line of text drawn on the canvas, as the text-fit test
// sees it: where its glyphs went, the box it had to stay in, and its layer.
type TextDraw struct {
	Text  string
	R     image.Rectangle // the line: its advance wide, a line high
	Box   image.Rectangle // where it must stay (the innermost Within); empty: the canvas
	Layer int             // lines of one layer must not overlap; a later layer covers an earlier
	C     color.RGBA      // the colour its letters were drawn in
	Face  Face
	// Cut: the line is the game's words shortened with "..." for want of
	// room (a name the player typed is not counted: FitName).
	Cut bool
	// Named: the line holds a name the player typed (FitName), maybe
	// shortened.
	Named bool
	// Fitted: the kit chose the line's face by what fits (FitText,
	// FitName, Paragraph...), and At is where it was asked to draw it
	// (before the small face's lower baseline): lines of one role in
	// boxes alike (seat cards) are asked at the same place in their
	// boxes, and must come out in one face (see MixedFaces).
	Fitted bool
	At     image.Point
}

// The recorder: off except in tests (and then only for the frames they read).
var rec struct {
	on    bool
	draws []TextDraw
	layer int
	next  int
	boxes []image.Rectangle
	// covers are what a layer drew over what came before, other than
	// text (a card held over the board), with their layers.
	covers []TextDraw
}

// RecordText starts (or stops) recording every line of text drawn; it
// forgets what was recorded before.
func RecordText(on bool) {
	rec.on, rec.draws, rec.layer, rec.next, rec.boxes, rec.covers = on, nil, 0, 0, nil, nil
}

// Cover says that r is drawn over, on the layer now (a card held over the
// board, half see-through): what an earlier layer drew there is hidden.
// Draw it on a layer of its own (Overlay).
func Cover(r image.Rectangle) {
	if rec.on {
		rec.covers = append(rec.covers, TextDraw{R: r, Layer: rec.layer})
	}
}

// Covers are the places drawn over since RecordText(true) (see Cover).
func Covers() []TextDraw { return rec.covers }

// TextDraws are the lines recorded since RecordText(true).
func TextDraws() []TextDraw { return rec.draws }

// Above begins a new layer of drawing (a scene over another, a toast, a
// tooltip): what it draws may cover what came before, but not itself.
func Above() {
	rec.next++
	rec.layer = rec.next
}

// Overlay draws a passing thing on a layer of its own (a score popping up, a
// card in flight, a tooltip) and comes back to the layer it was on: call the
// returned function when done.
func Overlay() (done func()) {
	was := rec.layer
	Above()
	return func() { rec.layer = was }
}

// Offscreen marks drawing that is not on the canvas (a picture measured, a
// cache filled): nothing drawn until the returned function is called is
// recorded, nor offered as a shortened text.
func Offscreen() (done func()) {
	was, wasCuts := rec.on, len(cuts)
	rec.on = false
	return func() {
		rec.on = was
		cuts = cuts[:wasCuts]
	}
}

// Within says that the text drawn until the returned function is called must
// stay inside r (a panel, a cell, a caption's space).
func Within(r image.Rectangle) (done func()) {
	if !rec.on {
		return func() {}
	}
	rec.boxes = append(rec.boxes, r)
	return func() { rec.boxes = rec.boxes[:len(rec.boxes)-1] }
}

// recordText notes a line (or lines, split at "\\n") drawn at (x, y) on an
// image with those bounds: what falls outside them is not drawn (a view that
// clips what scrolls out of it), and a line wholly outside is not recorded.
func recordText(f Face, s string, x, y, scale int, bounds image.Rectangle, cut bool, c color.Color) {
	recordLine(f, s, x, y, scale, bounds, cut, false, c)
}

func recordLine(f Face, s string, x, y, scale int, bounds image.Rectangle, cut, named bool, c color.Color) {
	recordFitted(f, s, x, y, scale, bounds, cut, named, c, image.Point{}, false)
}

// recordFitted is recordLine for a line whose face the kit chose by what
// fits, asked to be drawn at `at`.
func recordFitted(f Face, s string, x, y, scale int, bounds image.Rectangle, cut, named bool, c color.Color, at image.Point, fitted bool) {
	if !rec.on || s == "" {
		return
	}
	var box image.Rectangle
	if n := len(rec.boxes); n > 0 {
		box = rec.boxes[n-1]
	}
	for i, line := range splitLines(s) {
		if line == "" {
			continue
		}
		// The line's ink: each glyph's inked pixels, at its place on the
		// line (glyphs are drawn a pixel down).
		var ink image.Rectangle
		cx := 0
		for _, ch := range line {
			if g := sprites.InkIn(f, ch); !g.Empty() {
				ink = ink.Union(g.Add(image.Pt(cx, 0)))
			}
			cx += sprites.AdvanceIn(f, ch)
		}
		if ink.Empty() {
			continue // only spaces
		}
		ly := y + i*f.LineHeight()*scale
		r := image.Rect(x+ink.Min.X*scale, ly+1+ink.Min.Y*scale, x+ink.Max.X*scale, ly+1+ink.Max.Y*scale)
		if bounds != image.Rect(0, 0, W, H) { // a view that clips, not the canvas
			if r = r.Intersect(bounds); r.Empty() {
				continue
			}
		}
		rec.draws = append(rec.draws, TextDraw{Text: line, R: r, Box: box, Layer: rec.layer, C: color.RGBAModel.Convert(c).(color.RGBA), Face: f, Cut: cut, Named: named, Fitted: fitted, At: at})
	}
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// MixedFaces is what a frame's lines say twice in two faces: lines the kit
// set by what fits (Fitted), in one colour, asked at the same place in
// boxes of one size (a seat card's level, each card its own box), one in
// the body face and another in the small face. A reader sees two type
// sizes for one role ("Computer: Expert" small beside "Computer: Medium");
// the caller sets the role's lines alike (the words that fit every box, or
// wrapped). Each pair is returned once.
func MixedFaces(draws []TextDraw) [][2]TextDraw {
	type role struct {
		c         color.RGBA
		size, off image.Point
	}
	first := map[role]TextDraw{}
	var out [][2]TextDraw
	told := map[role]bool{}
	for _, d := range draws {
		if !d.Fitted || d.Box.Empty() || d.Face == Figures {
			continue
		}
		k := role{d.C, d.Box.Size(), d.At.Sub(d.Box.Min)}
		f, ok := first[k]
		switch {
		case !ok:
			first[k] = d
		case f.Face != d.Face && f.Layer == d.Layer && f.Box != d.Box && !told[k]:
			told[k] = true
			out = append(out, [2]TextDraw{f, d})
		}
	}
	return out
}
