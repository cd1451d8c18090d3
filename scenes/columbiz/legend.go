package columbiz

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// keyKind is the mark a key of the table's legend names.
type keyKind int

const (
	keyLit    keyKind = iota // a lit space with the dice it takes ("3×⚂")
	keyLast                  // the last move's aqua frame
	keyCaught                // a seat card's tally of captured pawns ("×2")
)

// shelfKey is one key of the legend: its mark's sample and its words.
type shelfKey struct {
	kind keyKind
	text string
}

// keyRowH is a legend row's height: a line of the body face, its sample
// a pixel over and under it.
const keyRowH = ui.LineH + 2

// keyGap is the room between two keys on one row.
const keyGap = 16

// legendKeys are the marks on the table now to name: the lit spaces
// while the person may place a pawn, the last move's frame while one is
// drawn, and the cards' captured tallies once a pawn is captured (the
// twelfth reader found the "3×⚂" chips, the aqua frame and the "×2"
// tallies unexplained).
func (s *Table) legendKeys() []shelfKey {
	var keys []shelfKey
	if len(s.litSpaces()) > 0 {
		keys = append(keys, shelfKey{keyLit, lang.T("cbz.legend.lit")})
	}
	if s.lastShown() {
		keys = append(keys, shelfKey{keyLast, lang.T("cbz.legend.last")})
	}
	for seat := 0; seat < s.st.N; seat++ {
		if s.st.Captured(seat) > 0 {
			keys = append(keys, shelfKey{keyCaught, lang.T("cbz.legend.caught")})
			break
		}
	}
	return keys
}

// lastShown reports whether the board rims the last turn's pawns (drawBoard).
func (s *Table) lastShown() bool {
	if s.Over() {
		return false
	}
	mine := map[cz.Place]bool{}
	for i := 0; i < int(s.st.Placed); i++ {
		mine[s.st.Last[i]] = true
	}
	for _, p := range s.lastTurn {
		if !mine[p] && s.st.Board[p.Col][p.Row] != cz.Empty {
			return true
		}
	}
	return false
}

// sampleW is the width of a key's sample.
func sampleW(k shelfKey) int {
	if k.kind == keyCaught {
		pw, _ := sprites.Size("pawn_0")
		cw, _ := ui.Measure(lang.T("cbz.prison.count", "Count", 2))
		return pw + 1 + cw
	}
	if k.kind == keyLit {
		return litSampleW()
	}
	return 15
}

// litSampleW is the width of the lit space's sample: its frame round the
// count and a die, as a lit space shows them ("2×⚂").
func litSampleW() int {
	tw, _ := ui.MeasureIn(ui.Small, litSampleCount)
	dw, _ := sprites.Size("die_1_small")
	return 2 + 1 + tw + 1 + dw + 2
}

// litSampleCount is the count the lit space's sample shows.
const litSampleCount = "2×"

// keyW is a key's width: its sample, a gap, its words.
func keyW(k shelfKey) int {
	tw, _ := ui.Measure(k.text)
	return sampleW(k) + 5 + tw
}

// shelfLegend lays out the legend in the shelf's lane while nothing is set
// aside (the twelfth reader saw there an empty slab of dashed sockets):
// the keys one a line where the lane's height holds them so (a key's words
// wrapped under themselves beside its sample where the lane is narrower
// than they are: a 360-px phone's shelf, four dice wide), else side by
// side in rows, the last keys left out where even that does not fit. It
// answers the rows, each key's rectangle (sample and words), or none.
func (s *Table) shelfLegend() []image.Rectangle {
	if s.Reviewing() || s.Over() {
		return nil
	}
	for i := range s.dice {
		if s.dice[i].kept || s.dice[i].marked {
			return nil
		}
	}
	r := s.legendLane()
	keys := s.legendKeys()
	for n := len(keys); n > 0; n-- {
		if rects := layKeys(keys[:n], r); rects != nil {
			return rects
		}
	}
	return nil
}

// legendLane is the shelf's room for the legend.
func (s *Table) legendLane() image.Rectangle {
	r := s.lay.shelf.r
	r.Min.X += 6
	r.Max.X -= 4
	return r
}

// keyLines are k's words in a lane w wide: one line where they fit it
// beside the sample, else wrapped under themselves beside it; none where
// a word is wider than the room.
func keyLines(k shelfKey, w int) []string {
	if keyW(k) <= w {
		return []string{k.text}
	}
	room := w - sampleW(k) - 5
	if room <= 0 {
		return nil
	}
	lines := ui.Wrap(k.text, room)
	for _, ln := range lines {
		if lw, _ := ui.Measure(ln); lw > room {
			return nil
		}
	}
	return lines
}

// keyH is the height of a key whose words take n lines.
func keyH(n int) int { return keyRowH + (n-1)*ui.LineH }

// layKeys places keys in r, one a line where they fit so (a key's words
// on two lines or more where they must: keyLines, the key then as wide as
// r), else in rows packed left to right; nil where they do not fit. The
// block of rows is centred in r's height.
func layKeys(keys []shelfKey, r image.Rectangle) []image.Rectangle {
	var rows [][][2]int // the keys' widths and heights, row by row
	one := true         // every key on one line
	h := 0
	for _, k := range keys {
		n := len(keyLines(k, r.Dx()))
		if n == 0 {
			return nil
		}
		one = one && n == 1
		h += keyH(n)
	}
	if h <= r.Dy() {
		for _, k := range keys {
			if n := len(keyLines(k, r.Dx())); n > 1 {
				rows = append(rows, [][2]int{{r.Dx(), keyH(n)}})
			} else {
				rows = append(rows, [][2]int{{keyW(k), keyRowH}})
			}
		}
	} else {
		if !one {
			return nil
		}
		x := r.Dx() + 1
		for _, k := range keys {
			w := keyW(k)
			if x+keyGap+w > r.Dx() {
				rows = append(rows, nil)
				x = -keyGap
			}
			rows[len(rows)-1] = append(rows[len(rows)-1], [2]int{w, keyRowH})
			x += keyGap + w
		}
		if len(rows)*keyRowH > r.Dy() {
			return nil
		}
	}
	h = 0
	for _, row := range rows {
		h += row[0][1]
	}
	var out []image.Rectangle
	y := r.Min.Y + (r.Dy()-h)/2
	for _, row := range rows {
		x := r.Min.X
		for _, wh := range row {
			out = append(out, image.Rect(x, y, x+wh[0], y+wh[1]))
			x += wh[0] + keyGap
		}
		y += row[0][1]
	}
	return out
}

// drawShelfLegend draws the legend in the empty shelf (shelfLegend): each
// key's sample as the table draws its mark, then its words in the body
// face. It answers whether it drew one.
func (s *Table) drawShelfLegend(dst *ebiten.Image) bool {
	rects := s.shelfLegend()
	if len(rects) == 0 {
		return false
	}
	keys := s.legendKeys()
	for i, kr := range rects {
		k := keys[i]
		sy := kr.Min.Y + (keyRowH-15)/2
		switch k.kind {
		case keyLit: // a lit space in small: the target's frame round a count and a die
			_, dh := sprites.Size("die_1_small")
			ly := kr.Min.Y + (keyRowH-dh-4)/2
			sw := image.Rect(kr.Min.X, ly, kr.Min.X+litSampleW(), ly+dh+4) // (the die whole inside the frame's ink line)
			ui.FillRect(dst, sw, palette.C("sand"))
			ui.FillRect(dst, sw, table.TargetTint)
			ui.StrokeRect(dst, sw, table.Target)
			ui.StrokeRect(dst, sw.Inset(1), ui.Ink)
			tw, _ := ui.MeasureIn(ui.Small, litSampleCount)
			ui.TextIn(dst, ui.Small, litSampleCount, sw.Min.X+3, sw.Min.Y+2, ui.Ink)
			ui.Sprite(dst, fmt.Sprintf("die_%d_small", cz.Face(1)), sw.Min.X+3+tw+1, sw.Min.Y+2, 1)
		case keyLast: // a space in the last move's rim
			sw := image.Rect(kr.Min.X, sy, kr.Min.X+15, sy+15)
			ui.FillRect(dst, sw.Inset(3), palette.C("sand"))
			table.LastRim(dst, []image.Rectangle{sw.Inset(3)})
		case keyCaught: // a tally as the cards draw it
			pw, ph := sprites.Size("pawn_0")
			seat := (s.st.ToMove() + 1) % max(1, s.st.N)
			Pawn(dst, seat, kr.Min.X, kr.Min.Y+(keyRowH-ph)/2, 1)
			ui.Text(dst, lang.T("cbz.prison.count", "Count", 2), kr.Min.X+pw+1, kr.Min.Y+1, ui.Cream)
		}
		for i, line := range keyLines(k, s.legendLane().Dx()) {
			ui.Text(dst, line, kr.Min.X+sampleW(k)+5, kr.Min.Y+1+i*ui.LineH, ui.Cream)
		}
	}
	return true
}
