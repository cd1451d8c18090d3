package columbiz

import (
	"fmt"
	"image"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Die is the side of a die on the tray (its sprite at twice its size).
const Die = 32

// MaxCell is the widest a board space grows on a tall screen (the pawns
// keep their size).
const MaxCell = 56

// headH is the row of die faces above the board's columns.
const headH = 22

// lane is a row (or a block) of die slots: the shelf for dice set aside, or
// the tray.
type lane struct {
	r     image.Rectangle // the slots
	cols  int
	label image.Point // where its name is written
	step  int         // from one slot to the next across (0: the pitch)
}

// layout is where the table's parts are for the canvas in use.
type layout struct {
	cell  int             // a board space (a finger wide)
	pitch int             // from one die slot to the next
	board image.Rectangle // the spaces (without the column heads)
	cards [4]image.Rectangle
	tray  image.Rectangle // the panel holding both lanes
	shelf lane
	trayL lane
	pips  image.Point // the rolls made
	// compact cards (a short phone upright with four players): the level
	// beside the name, one line less.
	compact bool
}

// resultW is the width the result keeps beside the board in landscape.
const resultW = 170

// Card heights: a player's card, and the compact one.
const (
	cardH        = 68
	compactCardH = 52
)

// Arrange places the players' cards, the board, the dice and the kit's log
// and buttons. Landscape: the cards on the left, the board beside them, the
// log and the buttons on the right, the dice under the board (or on the right
// when the canvas is too short). Portrait: the cards in two columns on top,
// the board, the dice, the log, and the buttons in one row at the bottom.
func (s *Table) Arrange(area image.Rectangle) table.Frame {
	l := &s.lay
	l.cell = max(32, ui.Finger)
	l.pitch = max(Die+4, ui.Finger+1)
	n := s.st.N
	var fr table.Frame
	boardW, boardH := cz.Cols*l.cell, cz.Rows*l.cell+headH
	if ui.Portrait() {
		r := area
		fr.Buttons = ui.CutBottom(&r, table.ButtonsHeight(1)+4)
		ui.CutBottom(&r, 4)
		rows := (n + 1) / 2
		ch := cardH
		// At the end the dice are done with: no tray, the board takes its
		// room (and the result docks under it, covering nothing of it).
		trayH := s.trayHeight(r.Dx())
		if s.Over() && !s.Reviewing() { // (a replay keeps its tray at every step)
			trayH = 0
		}
		l.compact = rows*(cardH+6)+6+boardH+8+trayH > r.Dy()
		gap := 6 // between the cards, the board and the tray: less where room is short
		if l.compact {
			ch = compactCardH
			gap = 2
		}
		// Two columns of equal width, with room at both sides and between
		// them for the on-turn frame (table.Kit.Active, 3 px out); a last
		// card alone on its row spans both columns, edge for edge.
		cards := ui.CutTop(&r, rows*(ch+6))
		cards.Min.X += SeatMargin
		cards.Max.X -= SeatMargin
		for i, c := range ui.Grid(cards, 2, rows, 2*SeatMargin) {
			if i < n {
				l.cards[i] = image.Rect(c.Min.X, c.Min.Y, c.Max.X, c.Min.Y+ch)
			}
		}
		if n%2 == 1 {
			l.cards[n-1].Max.X = l.cards[1].Max.X
		}
		ui.CutTop(&r, gap)
		// The board's spaces grow into the room the dice and four lines of
		// log leave (up to MaxCell): no felt left bare above and below.
		room := r.Dy() - headH - (gap + 2) - trayH - 6 - (4*ui.LineH + 24)
		l.cell = max(l.cell, min(MaxCell, (r.Dx()-12)/cz.Cols, room/cz.Rows))
		boardW, boardH = cz.Cols*l.cell, cz.Rows*l.cell+headH
		b := ui.CutTop(&r, boardH)
		l.board.Min = image.Pt(b.Min.X+(b.Dx()-boardW)/2, b.Min.Y+headH)
		ui.CutTop(&r, gap+2)
		l.tray = ui.CutTop(&r, trayH)
		fr.Cramped = l.tray.Dy() < trayH
		s.arrangeTray()
		ui.CutTop(&r, 6)
		if r.Dy() >= 2*ui.LineH+24 {
			fr.Log = r
		}
	} else {
		r := area
		l.compact = false
		// Narrow canvases give the cards less room, so that the dice fit
		// beside the board in two blocks of four.
		sideW := 4*l.pitch + 12
		if s.Over() && !s.Reviewing() {
			// At the end the dice are done with: the board's squares grow
			// into the height, leaving the result its column (a replay
			// keeps its tray at every step).
			sideW = resultW
			l.cell = max(l.cell, min(MaxCell, (area.Dy()-headH-8)/cz.Rows, (area.Dx()-126-12-4-8-sideW)/cz.Cols))
			boardW, boardH = cz.Cols*l.cell, cz.Rows*l.cell+headH
		}
		cardsW := max(126, min(178, area.Dx()-12-boardW-4-8-sideW))
		cardsCol := ui.CutLeft(&r, cardsW)
		for i := 0; i < n; i++ {
			l.cards[i] = image.Rect(cardsCol.Min.X+2, cardsCol.Min.Y+2+i*74, cardsCol.Max.X, cardsCol.Min.Y+70+i*74)
		}
		ui.CutLeft(&r, 12)
		b := ui.CutLeft(&r, boardW+4)
		l.board.Min = image.Pt(b.Min.X, b.Min.Y+headH+2)
		ui.CutLeft(&r, 8)
		side := r
		below := image.Rect(b.Min.X-6, b.Min.Y+boardH+6, area.Max.X, area.Max.Y)
		if th := s.trayHeight(below.Dx()); below.Dy() >= th {
			// The dice under the board, spanning to the right edge.
			l.tray = image.Rect(below.Min.X, below.Max.Y-th, below.Max.X, below.Max.Y)
			side.Max.Y = l.tray.Min.Y - 4
		} else {
			l.tray = ui.CutBottom(&side, s.trayHeight(side.Dx()))
			ui.CutBottom(&side, 4)
		}
		s.arrangeTray()
		fr.Buttons = ui.CutBottom(&side, table.ButtonsHeight(2))
		fr.OwnRow = true
		ui.CutBottom(&side, 6)
		fr.Log = side
	}
	l.board.Max = l.board.Min.Add(image.Pt(boardW, cz.Rows*l.cell))
	s.syncDice(false)
	return fr
}

// How the two lanes of dice share the tray, by the tray's width.
const (
	rowsNamedLeft  = iota // two rows of eight, named on the left
	rowsNamedAbove        // two rows of eight, named above
	blocksSide            // two blocks of four by two, side by side
	blocksStacked         // two blocks of four by two, one above the other
)

func (s *Table) trayMode(w int) int {
	p := s.lay.pitch
	w -= 6 // the panel's inset
	switch {
	case w >= 8*p+laneNamesW()+4:
		return rowsNamedLeft
	case w >= 8*p:
		return rowsNamedAbove
	case w >= 8*p+16:
		return blocksSide
	}
	return blocksStacked
}

// laneNamesW is the width of the lanes' names' column, left of the dice:
// the wider of "Aside" and "Tray" as the player's language writes them
// (measured: "De côté" is wider than the 44 px English needs).
func laneNamesW() int {
	return max(44, 6+ui.WidestIn(ui.Body, lang.T("cbz.aside"), lang.T("cbz.tray"))+6)
}

// SeatMargin is the felt (canvas pixels) a seat's card keeps at its sides
// in portrait: more than the on-turn frame takes outside it, so the frame
// never touches the screen's edge or the card beside it.
const SeatMargin = 4

// trayHeight is the height the dice need in a panel w wide.
func (s *Table) trayHeight(w int) int {
	p := s.lay.pitch
	switch s.trayMode(w) {
	case rowsNamedLeft:
		return 2*p + 6
	case rowsNamedAbove:
		return 2*(p+ui.LineH) + 6
	case blocksSide:
		return 2*p + ui.LineH + 6
	}
	return 2*(2*p+ui.LineH) + 10
}

// arrangeTray places the shelf and the tray inside l.tray.
func (s *Table) arrangeTray() {
	l := &s.lay
	r, p := l.tray.Inset(3), l.pitch
	switch s.trayMode(l.tray.Dx()) {
	case rowsNamedLeft:
		// The lanes take the tray's width, the dice spread up to half a
		// pitch apart, rather than leave an empty block at the right.
		x := r.Min.X + laneNamesW()
		step := max(p, min(p*3/2, (r.Max.X-x)/8))
		w := 7*step + p
		l.shelf = lane{image.Rect(x, r.Min.Y, x+w, r.Min.Y+p), 8, image.Pt(r.Min.X+6, r.Min.Y+p/2-6), step}
		l.trayL = lane{image.Rect(x, r.Min.Y+p, x+w, r.Min.Y+2*p), 8, image.Pt(r.Min.X+6, r.Min.Y+p+2), step}
		l.pips = image.Pt(r.Min.X+6, r.Min.Y+p+18)
	case rowsNamedAbove:
		x := r.Min.X + (r.Dx()-8*p)/2
		y := r.Min.Y + ui.LineH
		l.shelf = lane{image.Rect(x, y, x+8*p, y+p), 8, image.Pt(x, r.Min.Y), 0}
		y += p + ui.LineH
		l.trayL = lane{image.Rect(x, y, x+8*p, y+p), 8, image.Pt(x, y-ui.LineH), 0}
		l.pips = image.Pt(x+8*p-36, y-ui.LineH+3)
	case blocksSide:
		y := r.Min.Y + ui.LineH
		l.shelf = lane{image.Rect(r.Min.X, y, r.Min.X+4*p, y+2*p), 4, image.Pt(r.Min.X, r.Min.Y), 0}
		x := r.Max.X - 4*p
		l.trayL = lane{image.Rect(x, y, x+4*p, y+2*p), 4, image.Pt(x, r.Min.Y), 0}
		l.pips = image.Pt(r.Max.X-36, r.Min.Y+3)
	default:
		x := r.Min.X + (r.Dx()-4*p)/2
		y := r.Min.Y + ui.LineH
		l.shelf = lane{image.Rect(x, y, x+4*p, y+2*p), 4, image.Pt(x, r.Min.Y), 0}
		y += 2*p + ui.LineH + 4
		l.trayL = lane{image.Rect(x, y, x+4*p, y+2*p), 4, image.Pt(x, y-ui.LineH), 0}
		l.pips = image.Pt(x+4*p-36, y-ui.LineH+3)
	}
}

// slot is the top-left of die i in a lane.
func (l *layout) slot(ln lane, i int) (float64, float64) {
	col, row := i%ln.cols, i/ln.cols
	pad := (l.pitch - Die) / 2
	step := ln.step
	if step == 0 {
		step = l.pitch
	}
	return float64(ln.r.Min.X + col*step + pad), float64(ln.r.Min.Y + row*l.pitch + pad)
}

// spaceXY is the top-left of a board space.
func (s *Table) spaceXY(col, row int) (int, int) {
	return s.lay.board.Min.X + col*s.lay.cell, s.lay.board.Min.Y + (cz.Rows-1-row)*s.lay.cell
}

// SpaceCentre is the middle of a space (tests).
func (s *Table) SpaceCentre(p cz.Place) image.Point {
	x, y := s.spaceXY(int(p.Col), int(p.Row))
	return image.Pt(x+s.lay.cell/2, y+s.lay.cell/2)
}

func (s *Table) spaceAt(p image.Point) (cz.Place, bool) {
	b := s.lay.board
	if !p.In(b) {
		return cz.Place{}, false
	}
	col := (p.X - b.Min.X) / s.lay.cell
	row := cz.Rows - 1 - (p.Y-b.Min.Y)/s.lay.cell
	return cz.Place{Col: int8(col), Row: int8(row)}, true
}

// prisonXY is where the n-th captured pawn lies on a player's card: on
// one row, the pawns past the row's room on its last place (the count
// beside the row says how many there are).
func (s *Table) prisonXY(seat, n int) (float64, float64) {
	r := s.lay.cards[seat]
	p := s.prison(seat)
	// (lower under a reserve's line on two lines)
	y := r.Min.Y + 48 + s.low[seat]
	if s.lay.compact {
		y = r.Min.Y + 34 + s.low[seat]
	}
	return float64(r.Min.X + 8 + min(n, p.shown-1)*prisonPitch), float64(y)
}

// prisonPitch is how far apart captured pawns lie: each one's head shows,
// so a row can be counted pawn by pawn.
const prisonPitch = 7

// prisonRow is how a player's captured pawns lie on their card.
type prisonRow struct {
	label  string // at the right: what makes the score ("lines 4 + captures 42"), or less where that does not fit
	shown  int    // the pawns drawn, one row at prisonPitch
	count  string // after the row where some are not drawn ("×12"), else ""
	countX int    // where the count starts
}

// prison lays out a player's captured pawns on their card: the words at the
// right that say what the score is made of ("lines 4 + captures 42", else
// "captures: 42 pts", else "42 pts" on a card too narrow), and the pawns on
// one row at prisonPitch, as many as the row holds clear of the words; where
// some are left off, the row is followed by how many there are ("×12").
func (s *Table) prison(seat int) prisonRow {
	r := s.lay.cards[seat]
	k := s.st.Captured(seat)
	n := max(1, k)
	room := func(l string) int { w, _ := ui.Measure(l); return r.Dx() - 8 - 6 - w - 6 }
	// A row of k pawns is (k-1) pitches and a whole pawn wide: the last
	// one ends clear of the words.
	pw, _ := sprites.Size("pawn_0")
	count := lang.T("cbz.prison.count", "Count", k)
	cw, _ := ui.Measure(count)
	// The words fit where the row beside them holds every pawn, else one
	// and the count.
	fits := func(l string) bool {
		span := room(l) - pw
		return (n-1)*prisonPitch <= span || cw+3 <= span
	}
	p := prisonRow{label: lang.T("cbz.score.parts", "Lines", int(s.st.Lines[seat]), "Captures", cz.CaptureScore(k))}
	if !fits(p.label) {
		p.label = s.capturesWorth(seat)
	}
	if !fits(p.label) {
		p.label = lang.T("cbz.n-pts", "Count", cz.CaptureScore(k))
	}
	span := room(p.label) - pw
	if (n-1)*prisonPitch <= span {
		p.shown = n
		return p
	}
	p.count = count
	p.shown = max(1, 1+(span-cw-3)/prisonPitch)
	p.countX = r.Min.X + 8 + (p.shown-1)*prisonPitch + pw + 2
	return p
}

// dieHit is where a press picks die i: the die grown to a finger's size.
func (s *Table) dieHit(i int) image.Rectangle {
	d := s.dice[i]
	g := max(0, (ui.Finger-Die+1)/2)
	x, y := int(d.x), int(d.y-d.lift)
	return image.Rect(x-g, y-g, x+Die+g, y+Die+g)
}

// DieCentre is the middle of die i as drawn now (tests).
func (s *Table) DieCentre(i int) image.Point {
	d := s.dice[i]
	return image.Pt(int(d.x)+Die/2, int(d.y)+Die/2)
}

// Targets are the spaces and the dice (for the layout test).
func (s *Table) Targets() []image.Rectangle {
	var out []image.Rectangle
	for c := 0; c < cz.Cols; c++ {
		for r := 0; r < cz.Rows; r++ {
			x, y := s.spaceXY(c, r)
			out = append(out, image.Rect(x, y, x+s.lay.cell, y+s.lay.cell))
		}
	}
	for i := range s.dice {
		out = append(out, s.dieHit(i))
	}
	return out
}

// Spots names each die ("die0".."die7") and, while a person may act and
// nothing moves, a space they could place on now ("place"): the browser
// test plays by them.
func (s *Table) Spots() map[string]image.Rectangle {
	out := map[string]image.Rectangle{}
	for i := range s.dice {
		out[fmt.Sprintf("die%d", i)] = s.dieHit(i)
	}
	if p, ok := s.FirstLit(); ok && s.HumanReady() {
		x, y := s.spaceXY(int(p.Col), int(p.Row))
		out["place"] = image.Rect(x, y, x+s.lay.cell, y+s.lay.cell)
	}
	return out
}

// Board is the board's spaces as drawn.
func (s *Table) Board() image.Rectangle { return s.lay.board }

// capturesWorth says what a player's captures score now, beside them on
// their card.
func (s *Table) capturesWorth(seat int) string {
	return lang.T("cbz.captures-worth", "Count", cz.CaptureScore(s.st.Captured(seat)))
}
