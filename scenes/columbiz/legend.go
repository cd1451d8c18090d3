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
// the keys one a line where the lane's height holds them so, else side by
// side in rows, the last keys left out where even that does not fit. It
// answers the rows, each key's rectangle (sample and words), or none.
func (s *Table) shelfLegend() []image.Rectangle {
	l := &s.lay
	if s.Reviewing() || s.Over() {
		return nil
	}
	for i := range s.dice {
		if s.dice[i].kept || s.dice[i].marked {
			return nil
		}
	}
	r := l.shelf.r
	r.Min.X += 6
	r.Max.X -= 4
	keys := s.legendKeys()
	for n := len(keys); n > 0; n-- {
		if rects := layKeys(keys[:n], r); rects != nil {
			return rects
		}
	}
	return nil
}

// layKeys places keys in r, one a line where they fit so, else in rows
// packed left to right; nil where they do not fit. The block of rows is
// centred in r's height.
func layKeys(keys []shelfKey, r image.Rectangle) []image.Rectangle {
	for _, k := range keys {
		if keyW(k) > r.Dx() {
			return nil
		}
	}
	var rows [][]int // the keys' widths, row by row
	if len(keys)*keyRowH <= r.Dy() {
		for _, k := range keys {
			rows = append(rows, []int{keyW(k)})
		}
	} else {
		x := r.Dx() + 1
		for _, k := range keys {
			w := keyW(k)
			if x+keyGap+w > r.Dx() {
				rows = append(rows, nil)
				x = -keyGap
			}
			rows[len(rows)-1] = append(rows[len(rows)-1], w)
			x += keyGap + w
		}
		if len(rows)*keyRowH > r.Dy() {
			return nil
		}
	}
	var out []image.Rectangle
	y := r.Min.Y + (r.Dy()-len(rows)*keyRowH)/2
	for _, row := range rows {
		x := r.Min.X
		for _, w := range row {
			out = append(out, image.Rect(x, y, x+w, y+keyRowH))
			x += w + keyGap
		}
		y += keyRowH
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
			sw := image.Rect(kr.Min.X, sy, kr.Min.X+litSampleW(), sy+15)
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
		ui.Text(dst, k.text, kr.Min.X+sampleW(k)+5, kr.Min.Y+1, ui.Cream)
	}
	return true
}
