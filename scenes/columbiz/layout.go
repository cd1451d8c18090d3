package columbiz

import (
	"fmt"
	"image"
	"strings"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/scenes"
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
	pips  image.Point // the rolls left
	// rollsAt is where "Rolls left" is written over the pips, at the
	// tray's right end (rows named at the left); else (zero) at their left.
	rollsAt image.Point
	// rollsLines: the words written there, on one line or, where that is
	// too wide for the tray's end ("Lancers restants"), two (centred).
	rollsLines []string
	// labelGap: the room between the tray's lanes and their names above
	// them, labelGap where the board keeps its spaces' size with it, else
	// none (a short phone upright).
	labelGap int
	// compact cards (a short phone upright with four players): the level
	// beside the name, one line less.
	compact bool
	// row: three players' cards in one row on a phone upright, narrow,
	// each with a line of its own for the captured pawns (rowExtra).
	row bool
	// indent is where a card's lines under its name start: under the
	// name (24), or from the card's left under its pawn (10) where the
	// card is narrow (compact cards; a row's where who plays would not
	// hold the body face under the name).
	indent int
	// aid is the scoring table under the cards in landscape, where the
	// cards leave it room (none: empty).
	aid image.Rectangle
	// tight: sideways, a replay's cards take the felt round the board
	// (tightLead, tightBoard, tightSide) where they are narrow.
	tight bool
}

// rowExtra is the height a card w wide in a row of three (layout.row)
// gains: a line for its captured pawns, between the reserve and what they
// score, and where the words need it a second line for what they score
// ("lines 13 +" over "captures 12"; Japanese holds it on one).
func rowExtra(w int) int {
	_, ph := sprites.Size("pawn_0")
	if len(ui.WrapIn(ui.Body, lang.T("cbz.score.parts", "Lines", 88, "Captures", 88), w-12)) == 1 {
		return ph + 3
	}
	return ph + 3 + ui.LineH
}

// aidStripKeep is the height a phone's log keeps under the scoring strip:
// its title and two lines, or a lesson's card whole (0: no strip, at the
// end, in a replay, or where the strip's columns do not fit w).
func (s *Table) aidStripKeep(w int) int {
	if s.Over() || s.Reviewing() || aidStripCols(w) == 0 {
		return 0
	}
	if s.Kit != nil && s.Coached() != nil {
		return s.CoachNeed(w)
	}
	return 3*ui.LineH + 12
}

// roundLogH is the height of a phone's log in play that shows the last
// round, what every other player did since the person's turn: its title
// and five lines (an entry a seat, most of one line on a phone, some of
// two: "Purple places 4 pawns, captures 1, +2 points for lines" wraps),
// less short lines where the board has no room for them all (a lesson's
// card keeps its own height, aidStripKeep).
func (s *Table) roundLogH(short int) int {
	if s.Kit != nil && s.Coached() != nil {
		return 0
	}
	return table.MinLogH() + (3-short)*ui.LineH
}

// The felt a sideways replay's narrow cards leave round the board where
// they take what they can of it (layout.tight): the cards from the area's
// side (the on-turn frame 3 px out), the cards to the board's frame (the
// on-turn frame 3 px from it), and the board's frame to the dice's panel;
// the table's own are 2, 12 (the frame's 4 and 8 of felt) and 8.
const (
	tightLead  = 0
	tightBoard = 10
	tightSide  = 4
)

// boardFrame is the board's frame round its spaces and column heads
// (drawBoard).
const boardFrame = 4

// whoFitsUnder reports whether every seat's who plays, at its shortest
// (its level, or "Person"), holds the body face under the name on a card
// w wide whose lines start indent in, beside a two-figure score.
func (s *Table) whoFitsUnder(w, indent int) bool {
	sw, _ := ui.MeasureIn(ui.Figures, "88")
	for seat := 0; seat < s.st.N; seat++ {
		if ui.WidestIn(ui.Body, s.levelOrPerson(seat)) > w-indent-10-2*sw-whoGap {
			return false
		}
	}
	return true
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
		// Two columns of cards; three players' cards in one row of three
		// (a third card alone on its row was orphaned in the middle).
		cols := 2
		if n == 3 && s.rowFits((r.Dx()-2*SeatMargin-2*2*SeatMargin)/3) {
			cols = 3
		}
		rows := (n + cols - 1) / cols
		ch := cardH
		// At the end the dice are done with: no tray, the board takes its
		// room (and the result docks under it, covering nothing of it).
		l.labelGap = labelGap
		if m := s.trayMode(r.Dx()); s.Reviewing() && m != rowsNamedAbove && m != rowsNamedLeft {
			// A replay's dice are not tapped: on a narrow phone they lie
			// as two rows of eight a little closer, not in two blocks of
			// four stacked (taller than the room the bar leaves).
			if p := (r.Dx() - 6) / 8; p >= Die+2 {
				l.pitch = min(l.pitch, p)
			}
		}
		trayH := s.trayHeight(r.Dx())
		if s.Over() && !s.Reviewing() { // (a replay keeps its tray at every step)
			trayH = 0
		}
		// (A replay's log keeps its title and the last three entries,
		// what led to the position shown: the cards compact for it.)
		logH := 0
		if s.Reviewing() {
			logH = 6 + 4*ui.LineH + 24
		}
		l.compact = rows*(cardH+6)+6+boardH+8+trayH+logH > r.Dy()
		if cols == 2 && rows == 2 && !s.Reviewing() && !l.compact {
			// Four players' two rows of cards left the board narrower
			// than the screen (three players' one row does not): the
			// cards compact (the level beside the name) where that gives
			// the board its full width.
			wide := min(MaxCell, (r.Dx()-12)/cz.Cols)
			room := func(ch int) int {
				return (r.Dy() - rows*(ch+6) - 6 - headH - 8 - trayH - 6 - (4*ui.LineH + 24)) / cz.Rows
			}
			if room(cardH) < wide && room(compactCardH) > room(cardH) {
				l.compact = true
			}
		}
		// The felt between the cards and the board's frame (8, less where
		// room is short: the on-turn frame, 3 px out, and 2 px clear of
		// the board's), and between the board's frame and the tray (4:
		// the board's frame whole, never touching the tray's panel).
		over, under := 8, 4
		l.row = cols == 3
		l.indent = 24
		if l.row {
			// Narrow cards keep the level under the name (no room beside
			// it) and gain a line for the captured pawns.
			cw := (r.Dx() - 2*SeatMargin - 2*2*SeatMargin) / 3
			ch = cardH + rowExtra(cw)
			l.compact = false
			if rows*(ch+6)+6+boardH+8+trayH > r.Dy() {
				over = 5
			}
			if !s.whoFitsUnder(cw, l.indent) {
				l.indent = 10
			}
		} else if l.compact {
			ch = compactCardH
			over = 5
			l.indent = 10
		}
		// Columns of equal width, with room at both sides and between
		// them for the on-turn frame (table.Kit.Active, 3 px out): every
		// seat's card alike, none double-width and half empty, none alone
		// on its row.
		cards := ui.CutTop(&r, rows*ch+(rows-1)*2*SeatMargin)
		cards.Min.X += SeatMargin
		cards.Max.X -= SeatMargin
		for i, c := range ui.Grid(cards, cols, rows, 2*SeatMargin) {
			if i < n {
				l.cards[i] = image.Rect(c.Min.X, c.Min.Y, c.Max.X, c.Min.Y+ch)
			}
		}
		ui.CutTop(&r, over+boardFrame)
		// The board's spaces grow into the room the dice and four lines of
		// log leave (up to MaxCell): no felt left bare above and below.
		logRoom := 4*ui.LineH + 24
		if k := s.aidStripKeep(r.Dx()); k > 0 {
			// The scoring strip and the log under it (or a lesson's card
			// whole): the board's spaces a few pixels smaller for them,
			// never under 48 px. In play the log shows the last round
			// where that holds it (roundLogH), else as much of it as
			// holds, else its title and two lines.
			for _, k := range []int{max(k, s.roundLogH(0)), max(k, s.roundLogH(1)), k} {
				if want := k + aidStripH() + 4; want > logRoom && (r.Dy()-headH-(under+boardFrame)-trayH-6-want)/cz.Rows >= 48 {
					logRoom = want
					break
				}
			}
		}
		room := r.Dy() - headH - (under + boardFrame) - trayH - 6 - logRoom
		short := func() bool {
			full := min(MaxCell, (r.Dx()-12)/cz.Cols)
			return trayH > 0 && (room/cz.Rows < l.cell || l.compact && room/cz.Rows < full)
		}
		for g := labelGap / 2; g >= 0 && short(); g -= labelGap / 2 {
			// The lanes' names closer rather than the board smaller
			// (four players' compact cards: rather than the board
			// narrower than the screen).
			l.labelGap = g
			room += trayH - s.trayHeight(r.Dx())
			trayH = s.trayHeight(r.Dx())
		}
		l.cell = max(l.cell, min(MaxCell, (r.Dx()-12)/cz.Cols, room/cz.Rows))
		if all := room + logRoom; all-cz.Rows*l.cell < 2*ui.LineH+12 {
			// No room for two lines of the log under the dice (a short
			// phone): the board's spaces take it rather than leave a band
			// of felt over the buttons.
			l.cell = max(l.cell, min(MaxCell, (r.Dx()-12)/cz.Cols, all/cz.Rows))
		}
		boardW, boardH = cz.Cols*l.cell, cz.Rows*l.cell+headH
		b := ui.CutTop(&r, boardH)
		l.board.Min = image.Pt(b.Min.X+(b.Dx()-boardW)/2, b.Min.Y+headH)
		ui.CutTop(&r, under+boardFrame)
		l.tray = ui.CutTop(&r, trayH)
		fr.Cramped = l.tray.Dy() < trayH
		s.arrangeTray()
		if trayH > 0 { // (with no tray, one gap between the board and the log, not two: the end's log holds a last move more)
			ui.CutTop(&r, 6)
		}
		// In play, the scoring table as a strip over the log (landscape's
		// card under the seats), where the log keeps its title and three
		// two lines, or a lesson's card its words whole: a phone said it only
		// in a tip on the cards' sums, which nothing showed was there.
		l.aid = image.Rectangle{}
		if h, keep := aidStripH(), s.aidStripKeep(r.Dx()); keep > 0 {
			if r.Dy()-h-4 >= keep {
				l.aid = ui.CutTop(&r, h)
				ui.CutTop(&r, 4)
			}
		}
		if r.Dy() >= 2*ui.LineH+12 { // two lines at least, under the title or without it (table.fitLog)
			fr.Log = r
		}
	} else {
		r := area
		l.compact = false
		l.tight = false
		l.indent = 24
		l.labelGap = labelGap
		// Narrow canvases give the cards less room, so that the dice fit
		// beside the board in two blocks of four.
		sideW := 4*l.pitch + 12
		if s.Over() && !s.Reviewing() {
			// At the end the dice are done with: the board's squares grow
			// into the height, leaving the result its column (a replay
			// keeps its tray at every step).
			sideW = resultW
			// (The cards keep the width that names a computer in full,
			// as the table did: "Standard" at the end read as another
			// wording than the table's "Computer: Standard".)
			cardsMin := 126
			if s.fullWho() {
				cardsMin = max(cardsMin, s.fullWhoW())
			}
			l.cell = max(l.cell, min(MaxCell, (area.Dy()-headH-8)/cz.Rows, (area.Dx()-cardsMin-12-4-8-sideW)/cz.Cols))
			boardW, boardH = cz.Cols*l.cell, cz.Rows*l.cell+headH
		}
		// The cards as wide as "Computer: Expert" needs beside the score
		// (measured: "Ordinateur : Expert" is wider), at least 178, where
		// the room allows: one wording on every card and every canvas.
		cardsW := max(126, min(max(178, s.fullWhoW()), area.Dx()-12-boardW-4-8-sideW))
		if !s.Over() || s.Reviewing() {
			// Where the dice cannot lie under the board (a replay, whose
			// bar and chart take the foot of the screen; a short canvas),
			// they go beside it: as two rows of eight, named above them,
			// the cards a little narrower and the dice closer (never
			// closer than a finger) rather than two blocks of four stacked
			// (a column of dice with no room left for the log).
			belowH := area.Max.Y - (area.Min.Y + boardH + 6)
			side := area.Dx() - 12 - boardW - 4 - 8 - cardsW
			if belowH < s.trayHeight(area.Dx()-cardsW-12+6) && s.trayMode(side) != rowsNamedAbove {
				if p := max(Die+2, ui.Finger+1); 8*p+6 <= area.Dx()-12-boardW-4-8-126 {
					want := cardsW
					l.pitch = p
					cardsW = max(126, min(cardsW, area.Dx()-12-boardW-4-8-(8*p+6)))
					if s.Reviewing() && cardsW < want {
						// A replay's cards, narrow between the window's
						// side and the board beside the dice's two rows
						// of eight: they take the felt round the board
						// (8 px: the on-turn frame 3 px from the window's
						// side and from the board's frame, the board's
						// frame 4 from the dice's panel), so that a
						// card's two colours of captured pawns lie
						// beside its words in the body face at every
						// step of a game (late in a game they fell to
						// the small face: 24 of 92 steps in English).
						l.tight = true
						cardsW = max(126, min(want, area.Dx()-tightLead-tightBoard-boardW-4-tightSide-(8*p+6)))
					}
				}
			}
		}
		lead, toBoard, toSide := 2, 12, 8
		if l.tight {
			lead, toBoard, toSide = tightLead, tightBoard, tightSide
		}
		cardsCol := ui.CutLeft(&r, cardsW)
		// Four players' cards spread down the column to its foot (they
		// stood 6 px apart, crowded, over a strip of bare felt); fewer
		// keep their pitch, the scoring table under them.
		pitch := 74
		if n == 4 && (!s.Over() || s.Reviewing()) {
			pitch = max(pitch, min(84, (cardsCol.Dy()-2-68)/(n-1)))
		}
		// At the end of a game played the cards are at their narrowest
		// (the result takes a column): where a card's captured pawns do
		// not lie on one line beside its words, each gains a line of its own for
		// the captured pawns, as a row of three's does on a phone, so
		// that every colour keeps its own count.
		ch := cardH
		place := func() {
			for i := 0; i < n; i++ {
				l.cards[i] = image.Rect(cardsCol.Min.X+lead, cardsCol.Min.Y+2+i*pitch, cardsCol.Max.X, cardsCol.Min.Y+2+ch+i*pitch)
			}
		}
		l.row = false
		place()
		if extra := rowExtra(cardsCol.Dx() - 2); s.Over() && !s.Reviewing() && !s.groupsOnOneLine() &&
			n*(pitch+extra) <= cardsCol.Dy()-(2*ui.LineH+12+8) { // (where the column holds them and two lines of the log)
			l.row = true
			ch += extra
			pitch += extra
		}
		for i := 0; i < n; i++ {
			l.cards[i] = image.Rect(cardsCol.Min.X+lead, cardsCol.Min.Y+2+i*pitch, cardsCol.Max.X, cardsCol.Min.Y+2+ch+i*pitch)
		}
		// At the end of a game played the result docks in the side column:
		// the column under the cards takes the game's last moves (no felt
		// left bare under them).
		if s.Over() && !s.Reviewing() {
			fr.EndLog = image.Rect(cardsCol.Min.X+2, l.cards[n-1].Max.Y+8, cardsCol.Max.X, area.Max.Y)
		}
		// In play, the column under the cards (three players leave it
		// bare) keeps what lines and captures score, the sums the cards
		// add up ("lines 2 + captures 6"), where it holds the table whole.
		l.aid = image.Rectangle{}
		if aid := image.Rect(cardsCol.Min.X+2, l.cards[n-1].Max.Y+4, cardsCol.Max.X, area.Max.Y); !s.Over() && !s.Reviewing() && aid.Dy() >= aidH() && aidW(aid.Dx()) > 0 {
			l.aid = aid
		}
		ui.CutLeft(&r, toBoard)
		b := ui.CutLeft(&r, boardW+4)
		l.board.Min = image.Pt(b.Min.X, b.Min.Y+headH+2)
		ui.CutLeft(&r, toSide)
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
	// blocksNamedSide: two blocks of four by two, one above the other,
	// each named at its left, the rolls left at the tray's right (a
	// narrow phone upright: the names over the blocks took two lines of
	// the height beside 90 px of bare panel either side).
	blocksNamedSide
)

// blockGap is the room between the two blocks of blocksNamedSide (their
// frames 4 px apart).
const blockGap = 8

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
	case (w-4*p)/2 >= laneNamesW() && (w-4*p)/2 >= ui.WidestIn(ui.Body, rollsSideLines((w-4*p)/2)...)+12:
		return blocksNamedSide
	}
	return blocksStacked
}

// rollsSideLines are the words "Rolls left" in a column w wide beside the
// dice: one line, or two where one is wider than the column allows.
func rollsSideLines(w int) []string {
	label := lang.T("cbz.rolls.label")
	if rollsW()+12 <= w {
		return []string{label}
	}
	return balancedWrap(ui.Body, label, w-12)
}

// laneNamesW is the width of the lanes' names' column, left of the dice:
// the wider of "Aside" and "Tray" as the player's language writes them
// (measured: "De côté" is wider than the 44 px English needs).
func laneNamesW() int {
	return max(44, 6+ui.WidestIn(ui.Body, lang.T("cbz.aside"), lang.T("cbz.tray"))+6)
}

// fullWho reports whether the cards name a computer in full ("Computer:
// Expert") on every canvas, sideways and upright alike: where its words
// fit beside a two-figure score in the narrowest card the game lays out
// for this many players (a 360-wide phone's, two to a row, three for
// three players). Else every card names it by its level alone, on every
// canvas (a phone's "Computer: Standard" was "Standard" sideways).
func (s *Table) fullWho() bool {
	const narrowest = 360
	per := 2
	if s.st.N == 3 {
		per = 3
	}
	cw := (narrowest - 2*4 - 2*SeatMargin - (per-1)*2*SeatMargin) / per // (the kit's inset, the margins, the gaps)
	sw, _ := ui.MeasureIn(ui.Figures, "88")
	for seat := 0; seat < s.st.N; seat++ {
		if s.M.IsBot(seat) && ui.WidestIn(ui.Body, scenes.SeatWho(s.M.Players[seat], false)) > cw-24-10-2*sw-whoGap {
			return false
		}
	}
	return true
}

// fullWhoW is the width a landscape card needs for its computer's
// "Computer: Expert" in the body face beside a two-figure score (the
// card's margins, the pawn's column and the score's, see drawPlayers).
func (s *Table) fullWhoW() int {
	w := 0
	for seat := 0; seat < s.st.N; seat++ {
		if s.M.IsBot(seat) {
			w = max(w, ui.WidestIn(ui.Body, scenes.SeatWho(s.M.Players[seat], false)))
		}
	}
	fw, _ := ui.MeasureIn(ui.Figures, "88")
	return 2 + 24 + w + whoGap + 2*fw + 10
}

// rollsW is the width the rolls left take named: "Rolls left" over three
// pips.
func rollsW() int {
	w, _ := ui.Measure(lang.T("cbz.rolls.label"))
	return max(w, 12*cz.MaxRolls)
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
		return 2*(p+ui.LineH+s.lay.labelGap) + 6
	case blocksSide:
		return 2*p + ui.LineH + s.lay.labelGap + 6
	case blocksNamedSide:
		return 4*p + blockGap + 6
	}
	return 2*(2*p+ui.LineH+s.lay.labelGap) + 10
}

// labelGap is the room between a lane's name and the lane under it (the
// frame drawn 2 px outside the lane), where the layout has it (layout.labelGap).
const labelGap = 4

// arrangeTray places the shelf and the tray inside l.tray.
func (s *Table) arrangeTray() {
	l := &s.lay
	r, p := l.tray.Inset(3), l.pitch
	l.rollsAt = image.Point{} // (named at the pips' left but at the tray's right end)
	switch s.trayMode(l.tray.Dx()) {
	case rowsNamedLeft:
		// The lanes take the tray's width, the dice spread up to half a
		// pitch apart, rather than leave an empty block at the right.
		// Where the width allows, the rolls made stand, named, at the
		// tray's right end (else under the tray's name).
		x := r.Min.X + laneNamesW()
		rolls := rollsW()
		right := r.Max.X - x - 8*p
		l.rollsLines = []string{lang.T("cbz.rolls.label")}
		if right < rolls+12 {
			// Two lines, where the tray's height holds them over the pips.
			two := balancedWrap(ui.Body, l.rollsLines[0], rolls-1)
			if w := max(ui.WidestIn(ui.Body, two...), 12*cz.MaxRolls); len(two) == 2 && right >= w+12 && 2*p >= 2*ui.LineH+2+8+4 {
				l.rollsLines, rolls = two, w
			} else {
				rolls = -12
			}
		}
		step := max(p, min(p*3/2, (r.Max.X-x-rolls-12)/8))
		w := 7*step + p
		l.shelf = lane{image.Rect(x, r.Min.Y, x+w, r.Min.Y+p), 8, image.Pt(r.Min.X+6, r.Min.Y+p/2-6), step}
		l.trayL = lane{image.Rect(x, r.Min.Y+p, x+w, r.Min.Y+2*p), 8, image.Pt(r.Min.X+6, r.Min.Y+p+p/2-6), step}
		l.pips = image.Pt(r.Min.X+6, r.Min.Y+p+18)
		if rolls > 0 {
			// Named over the pips, both centred in the room the dice
			// leave at the tray's right end.
			l.trayL.label.Y = r.Min.Y + p + p/2 - 6
			cx := (x + w + r.Max.X) / 2
			lw := ui.WidestIn(ui.Body, l.rollsLines...)
			top := r.Min.Y + p + (p-(ui.LineH+2+8))/2
			if len(l.rollsLines) == 2 { // (centred on the whole tray)
				top = r.Min.Y + (2*p-(2*ui.LineH+2+8))/2
			}
			l.rollsAt = image.Pt(cx-lw/2, top)
			l.pips = image.Pt(cx-(12*cz.MaxRolls-4)/2, top+len(l.rollsLines)*ui.LineH+2)
		} else {
			l.trayL.label.Y = r.Min.Y + p + 2
		}
	case rowsNamedAbove:
		x := r.Min.X + (r.Dx()-8*p)/2
		y := r.Min.Y + ui.LineH + l.labelGap
		l.shelf = lane{image.Rect(x, y, x+8*p, y+p), 8, image.Pt(x, r.Min.Y), 0}
		y += p + ui.LineH + l.labelGap
		l.trayL = lane{image.Rect(x, y, x+8*p, y+p), 8, image.Pt(x, y-ui.LineH-l.labelGap), 0}
		l.pips = image.Pt(x+8*p-36, y-ui.LineH-l.labelGap+3)
	case blocksSide:
		y := r.Min.Y + ui.LineH + l.labelGap
		l.shelf = lane{image.Rect(r.Min.X, y, r.Min.X+4*p, y+2*p), 4, image.Pt(r.Min.X, r.Min.Y), 0}
		x := r.Max.X - 4*p
		l.trayL = lane{image.Rect(x, y, x+4*p, y+2*p), 4, image.Pt(x, r.Min.Y), 0}
		l.pips = image.Pt(r.Max.X-36, r.Min.Y+3)
	case blocksNamedSide:
		// The blocks in the middle, each named at its left, half-way
		// down it; the rolls left named over their pips at the right of
		// the tray's block, in the middle of the room there.
		x := r.Min.X + (r.Dx()-4*p)/2
		y := r.Min.Y
		l.shelf = lane{image.Rect(x, y, x+4*p, y+2*p), 4, image.Pt(r.Min.X+6, y+p-ui.LineH/2), 0}
		y += 2*p + blockGap
		l.trayL = lane{image.Rect(x, y, x+4*p, y+2*p), 4, image.Pt(r.Min.X+6, y+p-ui.LineH/2), 0}
		l.rollsLines = rollsSideLines(r.Max.X - x - 4*p)
		lw := ui.WidestIn(ui.Body, l.rollsLines...)
		cx := (x + 4*p + r.Max.X) / 2
		top := y + (2*p-(len(l.rollsLines)*ui.LineH+2+8))/2
		l.rollsAt = image.Pt(cx-lw/2, top)
		l.pips = image.Pt(cx-(12*cz.MaxRolls-4)/2, top+len(l.rollsLines)*ui.LineH+2)
	default:
		x := r.Min.X + (r.Dx()-4*p)/2
		y := r.Min.Y + ui.LineH + l.labelGap
		l.shelf = lane{image.Rect(x, y, x+4*p, y+2*p), 4, image.Pt(x, r.Min.Y), 0}
		y += 2*p + ui.LineH + l.labelGap + 4
		l.trayL = lane{image.Rect(x, y, x+4*p, y+2*p), 4, image.Pt(x, y-ui.LineH-l.labelGap), 0}
		l.pips = image.Pt(x+4*p-36, y-ui.LineH-l.labelGap+3)
	}
	// A name over a lane across the tray keeps the panel's padding from
	// the panel's edge, as the log's title does (reader 31: "Aside" and
	// "Tray" 2 px from the edge where the lanes fill the tray's width).
	// (Over the narrow blocks one above the other, a 1000x700 window's,
	// the header's line keeps its room for "Rolls left" and the count of
	// the spent dice beside the name.)
	if m := s.trayMode(l.tray.Dx()); m == rowsNamedAbove || m == blocksSide {
		for _, ln := range []*lane{&l.shelf, &l.trayL} {
			ln.label.X = max(ln.label.X, l.tray.Min.X+TrayPad)
		}
	}
}

// TrayPad is the room a lane's name keeps from the tray panel's left edge:
// the padding inside a panel (docs/DESIGN.md), the log's title's.
const TrayPad = 8

// TrayLabels are where the tray panel and the lanes' names ("Aside",
// "Tray") are drawn (tests).
func (s *Table) TrayLabels() (panel image.Rectangle, shelf, tray image.Point) {
	return s.lay.tray, s.lay.shelf.label, s.lay.trayL.label
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

// The captured pawns on a player's card: one group per colour taken, a pawn
// of that colour and how many ("[pawn]×4 [pawn]×1"), side by side, so that
// they can be counted at a glance and never run into each other. The
// groups sit at the right of the reserve's line where they fit there, else
// at the left of the line that says what the captures score (or beside who
// plays, or the name, on a narrow card); where no line holds them all,
// they wrap onto two lines, the one under the other. Never one count for
// two colours. Every card sets them the same way.

// groupGap is the room between two groups of captured pawns.
const groupGap = 5

// prisonGroup is one group of captured pawns: whose pawns, how many, and
// where its pawn is drawn (its count follows it).
type prisonGroup struct {
	owner, count int
	at           image.Point
}

// width is the group's width, its count in a face.
func (g prisonGroup) width(f ui.Face) int { return groupW(g.count, f) }

// prisonRow is how a player's captured pawns and what they score lie on
// their card.
type prisonRow struct {
	label   string // what makes the score ("lines 4 + captures 42"), whole, or "no captures"
	face    ui.Face
	small   ui.Face // the face of the reserve's line and of the counts (see cardFaces)
	labelX  int     // where the label starts, on the line at labelY
	labelY  int
	lines   []string // the label's lines: one, or more where it is wider than the card (right-aligned)
	reserve string   // the reserve's words as the card shows them (reserveText, or without the pawns aside where the label takes two lines)
	groups  []prisonGroup
}

// groupW is the width of a group of count pawns, its count in a face.
func groupW(count int, f ui.Face) int {
	pw, _ := sprites.Size("pawn_0")
	cw, _ := ui.MeasureIn(f, lang.T("cbz.prison.count", "Count", count))
	return pw + 1 + cw
}

// groupsW is the width of groups side by side, their counts in a face.
func groupsW(g []prisonGroup, f ui.Face) int {
	w := 0
	for i, x := range g {
		if i > 0 {
			w += groupGap
		}
		w += x.width(f)
	}
	return w
}

// captureGroups are the groups of a player's captured pawns, one per
// colour, in seat order.
func (s *Table) captureGroups(seat int) []prisonGroup {
	var g []prisonGroup
	for o := 0; o < s.st.N; o++ {
		if c := int(s.st.Prison[seat][o]); c > 0 {
			g = append(g, prisonGroup{owner: o, count: c})
		}
	}
	return g
}

// cardFaces are the faces of the lines on the players' cards that say
// what each one's captures score (label) and of the lines of their reserve
// and the counts of their captured pawns (small): the body face where every
// card holds its lines and its pawns, else the label in the small face on
// every card; where even that leaves some card's pawns no room (narrow
// cards), the reserves and the counts in the small face on every card too,
// the pawns beside the reserve. One face for each role on the screen.
func (s *Table) cardFaces() (label, small ui.Face) {
	fit := func(label, small ui.Face) bool {
		for seat := 0; seat < s.st.N; seat++ {
			if _, ok := s.prisonIn(seat, label, small); !ok {
				return false
			}
		}
		return true
	}
	for _, f := range [][2]ui.Face{{ui.Body, ui.Body}, {ui.Small, ui.Body}, {ui.Body, ui.Small}} {
		if fit(f[0], f[1]) {
			return f[0], f[1]
		}
	}
	return ui.Small, ui.Small
}

// captureLabel is what a player's captures score, whole: "lines 4 +
// captures 42", or "no captures".
func (s *Table) captureLabel(seat int) string {
	if s.st.Captured(seat) == 0 {
		return lang.T("cbz.no-captures")
	}
	return lang.T("cbz.score.parts", "Lines", int(s.st.Lines[seat]), "Captures", cz.CaptureScore(s.st.Captured(seat)))
}

// reserveText is a player's reserve (and pawns set aside) as their card
// says it.
func (s *Table) reserveText(seat int) string {
	if s.st.Aside[seat] > 0 {
		return lang.T("cbz.reserve-aside", "Count", int(s.st.Reserve[seat]), "Aside", int(s.st.Aside[seat]))
	}
	return lang.T("cbz.reserve", "Count", int(s.st.Reserve[seat]))
}

// reserveRect is where a player's reserve is written on their card: its
// line, and a second of the small face where it needs two.
func (s *Table) reserveRect(seat int) image.Rectangle {
	r := s.lay.cards[seat]
	x := r.Min.X + s.lay.indent
	if s.lay.compact {
		w, _ := ui.MeasureIn(ui.Figures, fmt.Sprint(s.st.Scores()[seat]))
		return image.Rect(x, r.Min.Y+17, r.Max.X-10-2*w-6, r.Min.Y+17+2*ui.SmallLineH)
	}
	return image.Rect(x, r.Min.Y+31, r.Max.X-6, r.Min.Y+31+2*ui.SmallLineH)
}

// prison lays out a player's captured pawns and the label that says what
// they score (see prisonRow).
func (s *Table) prison(seat int) prisonRow {
	label, small := s.cardFaces()
	p, _ := s.prisonIn(seat, label, small)
	return p
}

// whoRoom is the line under a card's name, left of its score, that the
// words of who plays leave free (drawPlayers sets it): from, to.
func (s *Table) whoRoom(seat int) (int, int) { return s.whoFree[seat][0], s.whoFree[seat][1] }

// prisonIn lays out a player's captured pawns with the label in a face
// (and the reserve and the counts in another: see cardFaces), and whether
// they fit the card.
func (s *Table) prisonIn(seat int, face, small ui.Face) (prisonRow, bool) {
	r := s.lay.cards[seat]
	p := prisonRow{label: s.captureLabel(seat), face: face, small: small}
	lw, _ := ui.MeasureIn(p.face, p.label)
	res := s.reserveText(seat)
	resR := s.reserveRect(seat)
	// The label's line: under the reserve's (lower where the reserve
	// takes two lines of the small face).
	p.labelY = r.Min.Y + 48
	if s.lay.compact {
		p.labelY = r.Min.Y + 34
	}
	resW, _ := ui.MeasureIn(small, res)
	two := resW > resR.Dx()
	if two {
		p.labelY += 5
	}
	ownY := p.labelY // a row's card: the captured pawns' line, the label under it
	from := r.Min.X + s.lay.indent
	if face == ui.Body && s.Reviewing() && !ui.Portrait() && !s.lay.row && !s.lay.compact &&
		s.st.Captured(seat) > 0 && r.Max.X-6-lw < from {
		// A sideways replay's cards, narrow beside the dice's two rows of
		// eight: where the sum's words do not hold the body face from the
		// card's indent, "capt." for "captures" keeps it there, the label
		// from the pawn's left (as a narrow card's) rather than the small
		// face beside names in the body face (readers 29 and 30).
		p.label = lang.T("cbz.score.parts.short", "Lines", int(s.st.Lines[seat]), "Captures", cz.CaptureScore(s.st.Captured(seat)))
		lw, _ = ui.MeasureIn(face, p.label)
		from = r.Min.X + 10
	}
	p.labelX = r.Max.X - 6 - lw
	// Whole on its line, and clear of the colour's stripe: from the
	// card's indent at the most, as its lines over it are (a sideways
	// card's; a narrow card's label starts at its pawns' left).
	whole := lw <= r.Dx()-12 && (s.lay.row || s.lay.compact || p.labelX >= from)
	p.lines = []string{p.label}
	p.reserve = res
	if s.lay.row {
		// A narrow card's label on its foot, on two balanced lines where
		// one does not hold it.
		p.lines = sumLines(face, p.label, r.Dx()-12)
		whole = len(p.lines) <= 2 && ui.WidestIn(face, p.lines...) <= r.Dx()-12
		p.labelY = r.Max.Y - 4 - len(p.lines)*face.LineHeight()
	} else if !whole && !s.lay.compact {
		// Wider than the card (the pseudo-language on the narrowest
		// cards): wrapped, never shortened, its last line on the card's
		// foot; the reserve then on one line, the pawns set aside this
		// turn left to the tray's shelf that shows them.
		p.lines = sumLines(face, p.label, r.Dx()-12)
		if two {
			p.reserve = lang.T("cbz.reserve", "Count", int(s.st.Reserve[seat]))
			resW, _ = ui.MeasureIn(small, p.reserve)
			two = resW > resR.Dx()
			p.labelY -= 5
		}
		p.labelY = min(p.labelY, r.Max.Y-4-len(p.lines)*face.LineHeight())
	}
	if s.st.Captured(seat) == 0 {
		return p, whole
	}
	_, ph := sprites.Size("pawn_0")
	// Beside the reserve (on its line, where it takes one).
	besideRes := func(w int) (image.Point, bool) {
		if two || resR.Min.X+resW+6+w > resR.Max.X {
			return image.Point{}, false
		}
		x := resR.Max.X - w
		if s.lay.compact {
			x -= 4 // (clear of the score's big figures beside them)
		}
		if resR.Min.X+resW+6 > x {
			return image.Point{}, false
		}
		return image.Pt(x, resR.Min.Y+(ui.LineH-ph)/2), true
	}
	// Left of the label.
	besideLabel := func(w int) (image.Point, bool) {
		x := r.Min.X + 10
		if x+w+8 > p.labelX {
			return image.Point{}, false
		}
		return image.Pt(x, p.labelY+(ui.LineH-ph)/2), true
	}
	// Right of who plays, left of the score (a narrow card's).
	besideWho := func(w int) (image.Point, bool) {
		from, to := s.whoRoom(seat)
		if s.lay.compact || from+w > to {
			return image.Point{}, false
		}
		return image.Pt(to-w, r.Min.Y+17+(ui.LineH-ph)/2), true
	}
	// Right of the seat's name, left of the score (a narrow card's).
	besideName := func(w int) (image.Point, bool) {
		nw, _ := ui.Measure(seatName(seat))
		_, to := s.whoRoom(seat)
		if s.lay.compact || r.Min.X+24+nw+8+w > to {
			return image.Point{}, false
		}
		return image.Pt(to-w, r.Min.Y+3+(ui.LineH-ph)/2), true
	}
	places := []func(int) (image.Point, bool){besideRes, besideLabel, besideWho, besideName}
	// Two lines, the one under the other, where no line holds every
	// group: the first groups on the upper, the rest on the lower.
	pairs := [][2]func(int) (image.Point, bool){{besideWho, besideRes}, {besideRes, besideLabel}, {besideName, besideWho}}
	if small == ui.Small {
		places = places[:1] // the reserve made room for them (on one line; on two, as the faces allow)
	}
	if s.lay.row {
		// A line of their own, under the reserve, from its left.
		places = []func(int) (image.Point, bool){func(w int) (image.Point, bool) {
			x := resR.Min.X
			if x+w > r.Max.X-6 {
				x = r.Min.X + 10 // (from the card's left where the line needs it)
			}
			if x+w > r.Max.X-6 {
				return image.Point{}, false
			}
			return image.Pt(x, ownY+(ui.LineH-ph)/2), true
		}}
		pairs = nil
	}
	g := s.captureGroups(seat)
	set := func(g []prisonGroup, at image.Point) {
		for i := range g {
			g[i].at = at
			at.X += g[i].width(small) + groupGap
		}
	}
	w := groupsW(g, small)
	for _, place := range places {
		if at, ok := place(w); ok {
			set(g, at)
			p.groups = g
			return p, whole
		}
	}
	for _, pr := range pairs {
		for k := len(g) - 1; k >= 1; k-- {
			up, ok := pr[0](groupsW(g[:k], small))
			if !ok {
				continue
			}
			down, ok := pr[1](groupsW(g[k:], small))
			if !ok {
				break // fewer on the upper line leaves more for the lower
			}
			set(g[:k], up)
			set(g[k:], down)
			p.groups = g
			return p, whole
		}
	}
	// Else as many lines as they need, in reading order (the name's, who
	// plays, the reserve's, the label's), each taking the groups it holds
	// (a narrow card at the end of a game of four).
	if !s.lay.row {
		lines := []func(int) (image.Point, bool){besideName, besideWho, besideRes, besideLabel}
		i := 0
		for _, line := range lines {
			k := len(g) - i
			for ; k >= 1; k-- {
				if _, ok := line(groupsW(g[i:i+k], small)); ok {
					break
				}
			}
			if k >= 1 {
				at, _ := line(groupsW(g[i:i+k], small))
				set(g[i:i+k], at)
				i += k
			}
			if i == len(g) {
				p.groups = g
				return p, whole
			}
		}
	}
	// At the end of a game the reserve's words are of no more use: where
	// nothing else holds the pawns, they take the reserve's line.
	if s.Over() && !s.Reviewing() && !s.lay.row {
		w := groupsW(g, small)
		x := resR.Min.X
		if x+w > r.Max.X-6 {
			x = r.Min.X + 10
		}
		if x+w <= r.Max.X-6 {
			p.reserve = ""
			set(g, image.Pt(x, resR.Min.Y+(ui.LineH-ph)/2))
			p.groups = g
			return p, whole
		}
	}
	// No room for them even so (the pseudo-language's long words on the
	// smallest phone's compact card): the label alone says what the
	// captures score, and the faces try a smaller size (cardFaces).
	return p, false
}

// groupsOnOneLine reports whether every card holds its captured pawns, a
// group for each colour, on one line.
func (s *Table) groupsOnOneLine() bool {
	for seat := 0; seat < s.st.N; seat++ {
		p := s.prison(seat)
		if len(p.groups) != len(s.captureGroups(seat)) {
			return false
		}
		for _, g := range p.groups {
			if g.at.Y != p.groups[0].at.Y {
				return false
			}
		}
	}
	return true
}

// rowFits reports whether three players' cards w wide, in a row, hold
// their words whole in the small face at the least, whatever the scores:
// the seat's name and who plays beside a two-figure score, the reserve,
// and what the captures score on two lines ("lines 88 +" over "captures
// 88"). Where they do not (a long language on a narrow phone), the cards
// keep two columns.
func (s *Table) rowFits(w int) bool {
	sw, _ := ui.MeasureIn(ui.Figures, "88")
	beside := w - 24 - 10 - 2*sw - 6 // right of the pawn, left of the score
	label := lang.T("cbz.score.parts", "Lines", 88, "Captures", 88)
	for seat := 0; seat < s.st.N; seat++ {
		lines := balancedWrap(ui.Small, label, w-12)
		if ui.WidestIn(ui.Small, seatName(seat)) > beside || ui.WidestIn(ui.Small, s.levelOrPerson(seat)) > beside ||
			len(lines) > 2 || ui.WidestIn(ui.Small, lines...) > w-12 {
			return false
		}
	}
	return true
}

// sumLines is what the captures score on as few lines as balancedWrap
// gives; where that is two and the words are a sum ("lines 2 + captures
// 6"), the second line starts with the plus, as a sum is written over two
// lines ("lines 2" over "+ captures 6", not "lines 2 +" over "captures 6").
func sumLines(f ui.Face, s string, w int) []string {
	lines := balancedWrap(f, s, w)
	if len(lines) != 2 {
		return lines
	}
	if a, b, ok := strings.Cut(s, " + "); ok && ui.WidestIn(f, a, "+ "+b) <= w {
		return []string{a, "+ " + b}
	}
	return lines
}

// balancedWrap wraps s in face f to width w on as few lines as WrapIn
// does, each as short as that allows ("lines 2 +" over "captures 6", not
// "lines 2 + captures" over a lone "6").
func balancedWrap(f ui.Face, s string, w int) []string {
	lines := ui.WrapIn(f, s, w)
	lo, hi := 1, w // the narrowest width that keeps as few lines: in (lo, hi]
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if len(ui.WrapIn(f, s, mid)) <= len(lines) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return ui.WrapIn(f, s, hi)
}

// prisonXY is where a pawn of owner's captured by seat lands on seat's
// card: on its group's pawn.
func (s *Table) prisonXY(seat, owner int) (float64, float64) {
	p := s.prison(seat)
	for _, g := range p.groups {
		if g.owner == owner {
			return float64(g.at.X), float64(g.at.Y)
		}
	}
	r := s.lay.cards[seat]
	return float64(r.Min.X + 10), float64(p.labelY)
}

// cellPad is how far a die's cell reaches out round the die: as much of
// the pitch as leaves a pixel between two cells (the pitch is a finger
// and a pixel at the least where the dice are pressed: a cell 44 CSS px
// on a phone).
func (l *layout) cellPad() int { return max(0, (l.pitch-1-Die)/2) }

// cellsShown reports whether the dice's cells are drawn: where they are
// larger than a die by a margin that reads (a phone's finger-wide cells),
// not a pixel's rim round each die (a mouse's).
func (l *layout) cellsShown() bool { return l.cellPad() >= 4 }

// dieCell is the place of die i in a lane, drawn under it (the tray's dice
// were 32 px on a 45 px pitch with nothing to say the gap round them was
// theirs too): the die and its pad all round, what a press picks (dieHit).
func (l *layout) dieCell(ln lane, i int) image.Rectangle {
	x, y := l.slot(ln, i)
	g := l.cellPad()
	return image.Rect(int(x)-g, int(y)-g, int(x)+Die+g, int(y)+Die+g)
}

// dieHit is where a press picks die i: its cell (never less than a
// finger's size), wherever the die is.
func (s *Table) dieHit(i int) image.Rectangle {
	d := s.dice[i]
	g := max(s.lay.cellPad(), (ui.Finger-Die+1)/2)
	x, y := int(d.x), int(d.y-d.lift)
	return image.Rect(x-g, y-g, x+Die+g, y+Die+g)
}

// DieCentre is the middle of die i as drawn now (tests).
func (s *Table) DieCentre(i int) image.Point {
	d := s.dice[i]
	return image.Pt(int(d.x)+Die/2, int(d.y)+Die/2)
}

// Targets are the spaces and the dice (for the layout test); a replay's,
// the spaces alone.
func (s *Table) Targets() []image.Rectangle {
	var out []image.Rectangle
	for c := 0; c < cz.Cols; c++ {
		for r := 0; r < cz.Rows; r++ {
			x, y := s.spaceXY(c, r)
			out = append(out, image.Rect(x, y, x+s.lay.cell, y+s.lay.cell))
		}
	}
	if s.Reviewing() {
		return out // a replay's dice are not pressed (its frames go to its bar and keys)
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

// SeatCards are the players' cards as drawn, a seat each.
func (s *Table) SeatCards() []image.Rectangle { return s.lay.cards[:s.st.N] }

// whoGap is the least room between who plays a seat and its score's big
// figures ("Ordinateur : Expert" ended 6 px from "13").
const whoGap = 10
