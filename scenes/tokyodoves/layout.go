package tokyodoves

import (
	"image"
	"math"
	"slices"
	"strings"

	"github.com/birdroost/roost/lang"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// layout is where the table's parts are for the canvas in use.
type layout struct {
	cell   int                // a square of the feeding ground (a finger wide, or more)
	hcell  int                // a dove's place in a hand (a finger wide)
	cx, cy int                // centre of the feeding ground
	hand   [2]image.Rectangle // each side's hand panel
	cols   int                // cards a row in a hand
	board  image.Rectangle    // the room the feeding ground may use
	// slots: in landscape where the room is there, each dove keeps its own
	// place in its hand, named under it (see slotCell).
	slots    bool
	slotGap  int     // between a slot's name and the next row (none in a replay's tight hands)
	slotFace ui.Face // the slots' names: the body face where they fit, else the small
	slotLine int     // the slots' names' line (a body line where the hands' height holds it, in every language)
	slotTop  int     // where the slots start under a hand's first line
	handGap  int     // between the two hands
	// named: in portrait, the hand's doves are named under their places,
	// spread across the hand's width, in nameFace (not where the names are
	// wider than their places).
	named     bool
	nameFace  ui.Face
	nameLines int
	spread    bool // in portrait, the places spread across the hand (one row)
	// fan: a replay's hands in a panel too short for two rows and too
	// narrow for one row of whole cards: one row, each card over the
	// edge of the next (drawn right to left, so every card's letter shows).
	fan bool
	// opening: laid out for a phone's opening (the log as tall as what it
	// holds, logged entries); the first move, or an entry more, lays the
	// table out anew.
	opening bool
	logged  int
}

// Arrange places the hands, the feeding ground, the log and the buttons:
// in landscape, the hands on the left (Green above Red), the ground in the
// middle, the log and the buttons on the right; in portrait, Green's hand
// above the ground and Red's below, the log and the buttons under them;
// there the ground's squares grow to the room the hands and three lines of
// log leave (up to MaxCell), and the log takes what the ground leaves.
func (s *Table) Arrange(area image.Rectangle) table.Frame {
	l := &s.lay
	l.cell = max(44, ui.Finger)
	l.hcell = l.cell
	l.fan, l.opening = false, false
	l.slotFace, l.slotLine = ui.Small, ui.SmallLineH
	l.slotTop, l.handGap = slotTop, 8
	pitch := l.cell + 10
	var fr table.Frame
	if ui.Portrait() {
		r := area
		l.slots = false // (a row of places: slots are the landscape's, and a phone turned upright keeps none)
		fr.Buttons = ui.CutBottom(&r, table.ButtonsHeight(1)+4)
		l.cols = min(td.NumTypes-1, (r.Dx()-16)/pitch)
		rows := (td.NumTypes - 1 + l.cols - 1) / l.cols
		if s.Reviewing() && rows == 1 {
			// A replay's hand a row of cards a little apart, unnamed
			// (below): nothing in it is picked up, so its places need not
			// be a finger wide.
			l.hcell = Card - 2
			pitch = l.hcell + 10
		}
		handH := 24 + rows*pitch
		// The places spread across the hand where one row holds them, each
		// dove named under its place (as the landscape's hands name them)
		// where every name fits its place, on one line or two: in the body
		// face, else the small one.
		l.spread, l.named = rows == 1, false
		// A replay's hands go without the names (nothing in them is picked
		// up; each card shows its letter): their lines go to the ground.
		if l.spread && !s.Reviewing() {
			for _, f := range []ui.Face{ui.Body, ui.Small} {
				lines := 0
				names, widths := spreadNames(f, (r.Dx()-12)/l.cols)
				for t := 1; t < td.NumTypes && lines >= 0; t++ {
					if ls := names[t]; len(ls) > 2 || ui.WidestIn(f, ls...) > widths[t] {
						lines = -1
					} else {
						lines = max(lines, len(ls))
					}
				}
				if lines > 0 {
					l.named, l.nameFace, l.nameLines = true, f, lines
					handH += lines * f.LineHeight()
					break
				}
			}
		}
		if s.playedOut() { // each hand its two lines: the room goes to the log
			handH = handShortH()
		}
		// The ground: six squares (the box and its ring) in the width, and
		// in the height the hands and a log of three lines leave.
		minLog := 3*ui.LineH + 26
		room := r.Dy() - 2*handH - 4 - 12 - minLog // 12: the box's size under it
		l.cell = max(l.cell, min(s.maxCell(), (r.Dx()-8)/6, room/6))
		ground := 6*l.cell + 12
		// The log up to maxLogLines lines in play: past them the room goes
		// to the ground, where an opening's two Bosses are drawn the
		// larger. At the end the log keeps its room: the result docks at
		// its foot, the last moves above it.
		logH := max(0, r.Dy()-2*handH-ground-4)
		if !s.Stopped() {
			// Past maxLogLines, only what the ground's ring and its box's
			// size leave at the ground's largest step (no band of felt
			// over and under the ground: some 90 CSS px each side).
			logH = min(logH, max(maxLogLines*ui.LineH+26, r.Dy()-2*handH-4-s.groundNeed(r.Dx())))
		}
		l.opening, l.logged = s.opening(), len(s.Log)
		if l.opening {
			// At the opening (no move made, the two Bosses alone) the log
			// is as tall as the entries it holds (at least two lines: a
			// game here opens with none), not a box half empty: the ground
			// takes the rest, its Bosses drawn the larger. The first move
			// lays the table out anew.
			logH = min(logH, max(table.MinLogH(), s.LogNeed(r.Dx())))
		}
		// At the end, the log keeps its title and two lines of the last
		// moves over the result docked at its foot (a puzzle's failed
		// try four: the side's move and the answer, two lines each), the
		// ground a step smaller for it where it must (it is looked at, no
		// longer played on; the bands of its walls over and under it
		// give the room).
		if need := s.ResultNeed(r.Dx()); need > 0 && s.Stopped() && !s.Reviewing() {
			want := need + table.DockGap + table.MinLogH() - (ui.H - r.Max.Y)
			if s.Puzzle() != nil {
				want += 2 * ui.LineH
			}
			if short := want - logH; short > 0 {
				l.cell = max(ui.Finger, l.cell-(short+5)/6)
				ground = 6*l.cell + 12
				logH = max(0, r.Dy()-2*handH-ground-4)
			}
		}
		if logH < 2*ui.LineH+12 {
			logH = 0 // no room for two lines of log (under its title or without it: table.fitLog)
		}
		fr.Log = ui.CutBottom(&r, logH)
		ui.CutBottom(&r, 4)
		l.hand[td.Green] = ui.CutTop(&r, handH)
		l.hand[td.Red] = ui.CutBottom(&r, handH)
		l.board = r.Inset(2)
	} else {
		r := area
		// The side column takes what the hands and the ground leave, up to
		// 240; a narrow one holds the buttons one above the other, no log.
		// The hands as wide as three doves, or as their first line needs
		// (measured), taken from the side column while it keeps its log.
		handsW := 12 + 3*pitch
		avail := area.Dx() - handsW - 6*l.cell - 8
		least := 52
		if avail >= 140 {
			least = 140
		}
		if avail >= 180 && s.namesFit(handsW) {
			// The hands as wide as three doves where every dove's name
			// holds whole in its place there (the first line gives way,
			// a level alone as it does on a narrow canvas): the log takes
			// the rest (at 140 it wrapped every entry over four lines).
			least = avail
		}
		// At the end of a game played the result docks in the side column
		// (over the log and the buttons, the last moves above it): as wide
		// as a result needs, where the room is there, the hands and the
		// ground beside it in view.
		// The hands then keep the width of their first line: their doves
		// in a plain grid, without the slots' names.
		// (As wide as the doves' names need in every language, never as
		// the first line's words: a long "Computador: Perito" gives way to
		// the level alone, so the ground and the log stay put when the
		// language changes.)
		// A puzzle's try that ended keeps its hands as in play, each dove
		// named (the result in the narrower column beside the ground).
		want := max(s.slotsW(), bodySlotsW(l.hcell))
		if s.Stopped() && !s.Reviewing() && s.Puzzle() == nil && avail >= table.DockMinW {
			least = table.DockMinW
			want = s.handLineW()
		}
		handsW += min(max(0, want-handsW), max(0, avail-least))
		sideW := min(240, max(52, area.Dx()-handsW-6*l.cell-8))
		side := ui.CutRight(&r, sideW)
		ui.CutRight(&r, 4)
		if sideW < 140 {
			fr.Buttons = ui.CutBottom(&side, table.ButtonsHeight(3)+4)
			fr.Cols = 1
		} else {
			fr.Buttons = ui.CutBottom(&side, table.ButtonsHeight(2)+4)
			fr.Cols = 2
			fr.Log = side
			fr.Log.Max.Y -= 4
		}
		l.cols = 3
		hands := ui.CutLeft(&r, handsW)
		if !s.columnHands(&fr, hands) {
			if room := s.StripRoom(hands.Dx()); room > 0 {
				// A replay's hands down into its strip (the transport on a
				// row under them, the chart right of them): the room for
				// each name to keep the spacing unit from the panel's frame
				// and from the next row's cards, their places the card's
				// own size (nothing in a replay's hand is picked up).
				hands.Max.Y += room
				fr.Low = hands
				l.hcell = Card
			}
			rows := (td.NumTypes - 1 + l.cols - 1) / l.cols
			handH := min((hands.Dy()-8)/2, 30+rows*pitch)
			// Each dove in its own place with its name under it, where two
			// rows of those fit and every name fits its place whole.
			l.slotGap = 2
			slotsH := slotTop + 2*l.slotPitch() + 2
			l.slots = (hands.Dy()-8)/2 >= slotsH && s.namesFit(hands.Dx())
			if !l.slots && s.Reviewing() {
				// A replay's hands (nothing in them to pick up, under the
				// replay's strip): each dove in its own place, named, as the
				// table's, the place the card's own size and its name right
				// under it, where that much fits.
				// The names a gap clear of the next row's cards where the
				// height leaves one (up to 4 px), not touching them.
				l.hcell, l.slotGap = Card, 0
				l.slotGap = min(4, max(0, ((hands.Dy()-8)/2-(slotTop+2*l.slotPitch()+2))/2))
				slotsH = slotTop + 2*l.slotPitch() + 2
				if l.slots = (hands.Dy()-8)/2 >= slotsH && s.namesFit(hands.Dx()); !l.slots {
					l.hcell, l.slotGap = l.cell, 2
				}
			}
			if l.slots {
				// The names in the body face, as the rest of the table's
				// words (on the table and in a replay), where the hands'
				// height holds the taller rows (in every language: the
				// hands stay put) and the language's names fit their row,
				// each place as wide as its name needs and the rest of the
				// row shared out (else the small face).
				small := l.slotGap
				if s.Reviewing() {
					l.slotGap = 0
				}
				l.slotLine = ui.Body.LineHeight()
				tall := slotTop + 2*l.slotPitch() + 2
				if s.Reviewing() && (hands.Dy()-8)/2 < tall && (hands.Dy()-4)/2 >= tall-4 {
					// A replay's hands under its strip (a 1280x720
					// window's): the places closer under the first line
					// (clear of its descenders), no foot, the hands 4 apart.
					l.slotTop, l.handGap = slotTop-2, 4
					tall -= 4
				}
				if holds := (hands.Dy()-l.handGap)/2 >= tall; !holds || !s.namesFitIn(ui.Body, hands.Dx()) {
					l.slotTop, l.handGap = slotTop, 8
					if holds && !s.Reviewing() {
						slotsH = tall // the rows where the body face's would be (the places stay put)
					} else {
						l.slotLine, l.slotGap = ui.SmallLineH, small
					}
				} else {
					slotsH = tall
					if s.Reviewing() { // the names a gap clear of the next row's cards where the height leaves one
						l.slotGap = min(4, max(0, ((hands.Dy()-l.handGap)/2-tall)/2))
						slotsH = min(tall+2*l.slotGap, (hands.Dy()-l.handGap)/2)
					}
					l.slotFace = ui.Body
				}
			}
			if l.slots {
				handH = slotsH
			} else if need := 26 + (rows-1)*pitch + (pitch+Card)/2 + 2; handH < need {
				// Too short for two rows of places (a replay's note under a
				// short canvas): the doves in one row, closer, where the
				// width holds them.
				n := td.NumTypes - 1
				if p1 := (hands.Dx() - 12) / n; p1 >= Card+4 && handH >= 26+(p1+Card)/2+2 {
					l.cols, l.hcell = n, p1-10
				} else if s.Reviewing() && p1 >= Card/2 && handH >= 26+Card+handFoot {
					// A replay under a short, narrow canvas (a 1000x700
					// window's, the note's strip below): the cards overlap
					// like a hand held, rather than spill out of the panel;
					// nothing in a replay's hand is picked up.
					l.cols, l.hcell, l.fan = n, p1-10, true
				}
			}
			l.hand[td.Green] = ui.CutTop(&hands, handH)
			l.hand[td.Red] = ui.CutTop(&hands, handH).Add(image.Pt(0, l.handGap))
		}
		l.board = r
		if !fr.Chart.Empty() && fr.Log.Empty() {
			// A replay's chart in the hands' column and no log beside the
			// ground (a 1000x700 window's): the analysis's note, Play on
			// and Back in a band at the foot right of the column, the
			// ground over it and in the side column's width (no buttons
			// left there).
			fr.Note = image.Rect(hands.Max.X+4, area.Max.Y-table.ColumnNoteH(), area.Max.X, area.Max.Y)
			fr.Buttons = image.Rectangle{}
			l.board.Max = image.Pt(area.Max.X, fr.Note.Min.Y-4)
		}
	}
	l.cx, l.cy = (l.board.Min.X+l.board.Max.X)/2, (l.board.Min.Y+l.board.Max.Y)/2
	if !ui.Portrait() && !s.ChartColumn() {
		// The ground sits level with the gap between the hands.
		low := l.board.Max.Y - 3*l.cell
		if _, theirs := s.Refutation(); len(theirs) > 0 {
			// A failed puzzle's legend on its strip under the ring, in
			// the felt (not on the walls).
			low -= table.MoveLegendStripH() + 2
		}
		l.cy = max(l.board.Min.Y+3*l.cell, min(low, l.hand[td.Red].Min.Y-4))
		// At the end of a game played (a replay's hands change with its
		// steps), both hands played out: each panel is its two lines, not
		// a frame round an empty place (the ground stays where it was).
		if s.playedOut() {
			l.slots = false
			short := handShortH()
			l.hand[td.Green].Max.Y = l.hand[td.Green].Min.Y + short
			l.hand[td.Red] = image.Rect(l.hand[td.Red].Min.X, l.hand[td.Green].Max.Y+8, l.hand[td.Red].Max.X, l.hand[td.Green].Max.Y+8+short)
			// The column under them takes the game's last moves once the
			// result docks (it takes the log's column whole): no felt left
			// bare under two short panels.
			fr.EndLog = image.Rect(l.hand[td.Red].Min.X, l.hand[td.Red].Max.Y+8, l.hand[td.Red].Max.X, area.Max.Y)
		}
	}
	s.snap()
	return fr
}

// columnHands lays a sideways replay's hands out in the top of their
// column where the kit asks for the chart there (ChartColumn): each hand a
// row of its cards (nothing in a replay's hand is picked up; each card
// shows its letter), overlapping like a hand held where the column is
// narrower than five, and the chart's place under them (fr.Chart) where it
// has the height the chart needs. False: laid out as without it.
func (s *Table) columnHands(fr *table.Frame, hands image.Rectangle) bool {
	if !s.ChartColumn() {
		return false
	}
	l := &s.lay
	n := td.NumTypes - 1
	p1 := (hands.Dx() - 12) / n
	if p1 < Card/2 {
		return false
	}
	handH := 26 + Card + 4 // (no foot: the next panel 4 px under it)
	if p1 >= Card+4 {
		handH = 26 + (p1+Card)/2 + 2
	}
	chart := hands
	chart.Min.Y += 2*handH + 4 + 4
	if need := s.ChartColumnNeed(hands.Dx()); need == 0 || chart.Dy() < need {
		return false
	}
	l.slots, l.cols, l.hcell, l.fan = false, n, p1-10, p1 < Card+4
	l.hand[td.Green] = ui.CutTop(&hands, handH)
	l.hand[td.Red] = ui.CutTop(&hands, handH).Add(image.Pt(0, 4))
	fr.Chart = chart
	return true
}

// playedOut reports a game played to its end (not a replay, whose hands
// change with its steps) with both hands played out: each hand's panel is
// then its two lines, not a frame round an empty place.
func (s *Table) playedOut() bool {
	return s.Stopped() && !s.Reviewing() && len(s.st.P.Hand(td.Green)) == 0 && len(s.st.P.Hand(td.Red)) == 0
}

// opening reports a game on a phone upright at its opening, no move made
// and the two Bosses alone on the ground (not a replay, a lesson or a
// puzzle): its log is then as tall as what it holds.
func (s *Table) opening() bool {
	if !ui.Portrait() || s.Stopped() || s.Reviewing() || s.Coached() != nil || s.Puzzle() != nil || len(s.M.History()) > 0 {
		return false
	}
	on := 0
	for side := 0; side < 2; side++ {
		for t := 0; t < td.NumTypes; t++ {
			if s.st.P.Sq[side][t] >= 0 {
				on++
			}
		}
	}
	return on == 2
}

// spreadNames are the lines of each dove's name (by type) under its place
// in a phone's hand spread across in one row (places across wide, each
// name centred under its card), and the width each may take: its place's
// less a gap, or, where its neighbours' names leave room beside it (the
// gap kept from each), more: "マメデッポウ" whole on a line between
// "ヤイバト" and "トツハト" (on a 390-px phone it broke "マメデッ / ポウバト"
// in a place 70 px wide: reader 28). The places at the hand's ends keep
// their own width.
func spreadNames(f ui.Face, across int) (lines [td.NumTypes][]string, widths [td.NumTypes]int) {
	w := across - 4
	var own [td.NumTypes]int // the names' widths in their places alone
	for t := 1; t < td.NumTypes; t++ {
		lines[t], widths[t] = ui.WrapIn(f, lang.Say(td.Dove(t)), w), w
		own[t] = ui.WidestIn(f, lines[t]...)
	}
	grown := lines
	for t := 2; t < td.NumTypes-1; t++ {
		// Centred under its card: as much room each side, a gap from
		// the nearer neighbour's name.
		if room := min(2*w-own[t-1], 2*w-own[t+1]); room > w {
			grown[t], widths[t] = ui.WrapIn(f, lang.Say(td.Dove(t)), room), room
		}
	}
	// Two neighbours grown at once keep the gap between them, or both
	// keep their own width.
	for t := 1; t < td.NumTypes-1; t++ {
		if ui.WidestIn(f, grown[t]...)+ui.WidestIn(f, grown[t+1]...) > 2*w {
			grown[t], grown[t+1] = lines[t], lines[t+1]
			widths[t], widths[t+1] = w, w
		}
	}
	return grown, widths
}

// handShortH is the height of a played-out hand: its name and one line.
func handShortH() int { return 26 + ui.LineH + 6 }

// MaxCell is the widest a square of the ground grows on a tall screen: a
// card keeps its size (its art's own, a whole step: see zooms), at least
// four fifths of its square, so wider squares would only spread the flock
// (the room goes to the log).
const MaxCell = Card * 5 / 4

// maxCell is the widest a square grows on this table: MaxCell, but in a
// replay 60, the widest it was (a replay's ground is laid out anew in less
// height until the analysis's note fits over its strip, Kit.noteAboveStrip,
// its squares coming down to a finger's width: it was tuned from there,
// and its cards, at their own size there, need no cap).
func (s *Table) maxCell() int {
	if s.Reviewing() {
		return 60
	}
	return MaxCell
}

// Board is the feeding ground as drawn: the flock's box and the ring of
// room around it.
func (s *Table) Board() image.Rectangle {
	ox, oy := s.origin()
	h, w := s.st.P.Box()
	c, _ := s.ground()
	return image.Rect(int(ox)-c, int(oy)-c, int(ox)+(w+1)*c, int(oy)+(h+1)*c)
}

// zooms are the steps a small flock's cards are drawn larger by (then 1):
// whole numbers, each pixel of a card's art a square of whole canvas
// pixels (at 1.25 or 1.5 the art was resampled, blurred: reader 28).
var zooms = [...]int{3, 2}

// groundNeed is the height the ground takes on a phone upright w wide at
// the widest its squares are drawn (the box full, four by four, its ring
// round it at the cards' own size, the gap the width leaves): its ring of
// room whole, a margin round it.
func (s *Table) groundNeed(w int) int {
	c := min(s.maxCell(), (w-8)/6)
	if c < Card+zoomGap {
		c = Card + zoomGap
	}
	return 6*c + 12
}

// maxLogLines is the most lines a phone's log takes from the ground: an
// online opening's log is its four events (the goal, the seat, the clock,
// who is here), and moves come one line each.
const maxLogLines = 6

// ground is a square of the feeding ground and a card on it, as drawn now:
// while the flock is small (a game's opening, the two Bosses alone) its
// cards are drawn larger, at the largest step of zooms at which the box
// and its ring of room fit the ground's place round its centre, a card
// in each square with the gap round it the layout gives (else a narrower
// one); as it grows the cards come back to their own size.
func (s *Table) ground() (cell, card int) {
	l := &s.lay
	h, w := s.st.P.Box()
	// The room each side of the centre: the box and its ring are centred there.
	rx := min(l.cx-l.board.Min.X, l.board.Max.X-l.cx)
	ry := min(l.cy-l.board.Min.Y, l.board.Max.Y-l.cy)
	// A larger card leaves a line under the ring (or over it) for the
	// key to its dashed squares and the box's size (keyLine), the line
	// given up before the cards come under one and a half times their
	// size (on a short canvas the opening's Bosses stay large).
	key := 2 * (keyH + 3)
	if v, hz := s.st.P.Walls(); v && hz {
		key = 0
	}
	for _, z := range zooms {
		keys := []int{key}
		if z == minLarge {
			keys = append(keys, 0)
		}
		for _, k := range keys {
			card := z * Card
			for _, gap := range []int{l.cell - Card, zoomGap} {
				c := card + gap
				if gap <= l.cell-Card && (w+2)*c <= 2*rx && (h+2)*c+k <= 2*ry {
					return c, card
				}
			}
		}
	}
	return l.cell, Card
}

// minLarge is the least step of zooms an opening's cards keep before the
// key's line gives way.
const minLarge = 2

// zoomGap is the narrowest gap between two larger cards on the ground.
const zoomGap = 8

// origin is the top-left of the flock's bounding box.
func (s *Table) origin() (float64, float64) {
	h, w := s.st.P.Box()
	c, _ := s.ground()
	return float64(s.lay.cx - w*c/2), float64(s.lay.cy - h*c/2)
}

// squareXY is the top-left of a square's card in the current layout.
func (s *Table) squareXY(sq int) (float64, float64) {
	ox, oy := s.origin()
	r, c := td.Square(sq)
	cell, card := s.ground()
	pad := float64(cell-card) / 2
	return ox + float64(c*cell) + pad, oy + float64(r*cell) + pad
}

// DrawnSizes are the sizes, in canvas pixels, the ground's squares and
// the cards on them are drawn at now: each dove on the ground (tests).
func (s *Table) DrawnSizes() (cell int, cards []float64) {
	cell, _ = s.ground()
	for side := range s.doves {
		for _, d := range s.doves[side] {
			if d.onBoard {
				cards = append(cards, d.size)
			}
		}
	}
	return cell, cards
}

// SquareRect is a square's cell on the canvas (tests).
func (s *Table) SquareRect(sq int) image.Rectangle { return s.squareRect(sq) }

// CardRect is a square's card on the canvas, at the size the ground draws
// it now (tests).
func (s *Table) CardRect(sq int) image.Rectangle { return s.cardRect(sq) }

// squareRect is a square's cell (its hit target).
func (s *Table) squareRect(sq int) image.Rectangle {
	x, y := s.squareXY(sq)
	cell, card := s.ground()
	pad := (cell - card) / 2
	return image.Rect(int(x)-pad, int(y)-pad, int(x)-pad+cell, int(y)-pad+cell)
}

// cardRect is the card on a square.
func (s *Table) cardRect(sq int) image.Rectangle {
	x, y := s.squareXY(sq)
	_, card := s.ground()
	return image.Rect(int(x), int(y), int(x)+card, int(y)+card)
}

// squareAt finds the internal square under a point (-1 if none).
func (s *Table) squareAt(p image.Point) int {
	ox, oy := s.origin()
	cell, _ := s.ground()
	c := float64(cell)
	fx, fy := (float64(p.X)-ox)/c, (float64(p.Y)-oy)/c
	if fx < -1 || fy < -1 || fx >= 5 || fy >= 5 {
		return -1
	}
	return td.SquareAt(int(math.Floor(fy)), int(math.Floor(fx)))
}

// slotOrder is each dove's place in a landscape hand: the two longest
// names (in every language) in the top row's two wide places, the three
// others below.
var slotOrder = [td.NumTypes - 1]int{td.BigBrother, td.Peashooter, td.Razor, td.Attack, td.Crazy}

// slotTop is where the slots start under a hand's first line.
const slotTop = 22

// handFoot is the room under a hand's last row of doves, inside its panel.
const handFoot = 8

// slotPitch is a row of slots: a dove's place a finger wide, its name under it.
func (l *layout) slotPitch() int { return l.hcell + l.slotLine + l.slotGap }

// slotW is the width of a place in a hand that is w wide: half its width
// in the top row, a third below (where every name fits, slotWidths).
func slotW(w, row int) int { return (w - 12) / (2 + row) }

// slotWidths are the widths of the places in a row of a hand w wide: each
// as wide as its dove's name needs in face f (a place at the least), the
// rest of the row shared out evenly, where the row holds them so; else
// even (slotW). The language's "Irmão Mais Velho" takes more of the top
// row than its neighbour "Zarabatana", each whole in the body face.
func (s *Table) slotWidths(f ui.Face, w, row int) ([]int, bool) {
	var doves []int
	for i, t := range slotOrder {
		if min(i/2, 1) == row {
			doves = append(doves, t)
		}
	}
	ws := make([]int, len(doves))
	sum := 0
	for i, t := range doves {
		ws[i] = placeW(f, lang.Say(td.Dove(t)), s.lay.hcell)
		sum += ws[i]
	}
	if sum > w-12 {
		for i := range ws {
			ws[i] = slotW(w, row)
		}
		return ws, false
	}
	spare := w - 12 - sum
	for i := range ws {
		ws[i] += spare / len(ws)
	}
	return ws, true
}

// namesFit reports whether every dove's name fits its place, whole, in the
// small face, in hands w wide.
func (s *Table) namesFit(w int) bool { return w >= s.slotsW() }

// slotsW is the width the hands need for every dove's name to fit its
// place in the small face (and every place a finger wide).
func (s *Table) slotsW() int { return s.slotsWIn(ui.Small) }

// placeW is the width a place named name needs in face f: the name with
// room either side, so that it reads apart from its neighbours' (a name of
// words, "Irmão Mais Velho", more than a space's width apart from the
// next), and a place (hcell) at the least.
func placeW(f ui.Face, name string, hcell int) int {
	nw, _ := ui.MeasureIn(f, name)
	pad := 8
	if strings.ContainsRune(name, ' ') {
		pad = 12
	}
	return max(hcell, nw+pad)
}

// bodySlotsW is the width the hands need for every dove's name in every
// language to fit its row in the body face (slotWidths), places hcell
// wide at the least: the hands keep one width whatever the language.
func bodySlotsW(hcell int) int {
	w := 0
	for _, l := range lang.Languages {
		c, err := lang.Messages(l.Tag)
		if err != nil {
			continue
		}
		var rows [2]int
		for i, t := range slotOrder {
			if name, ok := c.Text(l.Tag, td.Dove(t).Key, nil, false); ok {
				rows[min(i/2, 1)] += placeW(ui.Body, name, hcell)
			}
		}
		w = max(w, 12+rows[0], 12+rows[1])
	}
	return w
}

// namesFitIn reports whether every dove's name in the language spoken
// fits its place, whole, in face f, in hands w wide (each place as wide as
// its name needs: slotWidths).
func (s *Table) namesFitIn(f ui.Face, w int) bool {
	for row := range 2 {
		if _, ok := s.slotWidths(f, w, row); !ok {
			return false
		}
	}
	return true
}

// slotsWIn is the width the hands need for every dove's name to fit its
// place in face f, in every language.
func (s *Table) slotsWIn(f ui.Face) int {
	w := 0
	for i, t := range slotOrder {
		row := min(i/2, 1)
		nw := doveNameW(t, f)
		w = max(w, 12+(2+row)*max(s.lay.hcell, nw+4))
	}
	return w
}

// doveNameW is the widest dove t's name is in face f in the
// language spoken and in every language Roost speaks, so that the hands
// (and the log beside them) keep one width whatever the language
// ("Irmão Mais Velho" widened the hands and squeezed the log).
func doveNameW(t int, f ui.Face) int {
	key := td.Dove(t).Key
	w, _ := ui.MeasureIn(f, lang.Say(td.Dove(t)))
	for _, l := range lang.Languages {
		c, err := lang.Messages(l.Tag)
		if err != nil {
			continue
		}
		if name, ok := c.Text(l.Tag, key, nil, false); ok {
			nw, _ := ui.MeasureIn(f, name)
			w = max(w, nw)
		}
	}
	return w
}

// slotCell is a dove's place in its side's hand (slots on): a finger-wide
// square, the card centred in it, the name under it.
func (s *Table) slotCell(side, t int) image.Rectangle {
	r := s.lay.hand[side]
	i := slices.Index(slotOrder[:], t)
	row, col := min(i/2, 1), i
	if row == 1 {
		col = i - 2
	}
	ws, _ := s.slotWidths(s.lay.slotFace, r.Dx(), row)
	cx := r.Min.X + 6 + ws[col]/2
	for _, w := range ws[:col] {
		cx += w
	}
	y := r.Min.Y + s.lay.slotTop + row*s.lay.slotPitch()
	h := s.lay.hcell
	return image.Rect(cx-h/2, y, cx-h/2+h, y+h)
}

// handXY is where a dove in a hand is drawn: in its own place (slots on),
// or packed in type order, a row at a time.
func (s *Table) handXY(side, t int) (float64, float64) {
	if s.lay.slots {
		c := s.slotCell(side, t)
		pad := (s.lay.hcell - Card) / 2
		return float64(c.Min.X + pad), float64(c.Min.Y + pad)
	}
	r := s.lay.hand[side]
	i := t - 1 // each dove its own place (the Boss is never in hand): one out leaves its place faint
	pitch := s.lay.hcell + 10
	col, row := i%s.lay.cols, i/s.lay.cols
	top := 26
	if ui.Portrait() {
		top = 22
		if s.lay.spread { // the places spread across the hand (each named under it where the names fit)
			across := (r.Dx() - 12) / s.lay.cols
			return float64(r.Min.X + 6 + col*across + (across-Card)/2), float64(r.Min.Y + top + (pitch-Card)/2 - 2)
		}
	} else {
		// The last row clear of the panel's foot by as much as the first
		// is of its name (a replay's shorter hands had it on the frame).
		rows := (td.NumTypes - 2 + s.lay.cols) / s.lay.cols
		if low := top + (rows-1)*pitch + (pitch+Card)/2; low > r.Dy()-handFoot {
			top = max(20, top-(low-(r.Dy()-handFoot)))
		}
	}
	return float64(r.Min.X + 6 + col*pitch + (pitch-Card)/2), float64(r.Min.Y + top + row*pitch + (pitch-Card)/2)
}

// cardHit is the part of the table where a press picks up a dove: its card,
// grown to a finger's size.
func (s *Table) cardHit(side, t int) image.Rectangle {
	d := s.doves[side][t]
	cell, card := s.ground()
	g := (cell - card) / 2
	if !d.onBoard {
		if p := s.handPlace(side, t); !p.Empty() {
			return p
		}
		card, g = Card, max(0, (s.lay.hcell-Card)/2)
	}
	return image.Rect(int(d.x)-g, int(d.y)-g, int(d.x)+card+g, int(d.y)+card+g)
}

// handPlace is a dove's whole place in a phone's hand, where the places
// spread across it (one row): its share of the hand's width and its card
// with the name under it, a press anywhere there picking the dove up (the
// card alone, 40 px, read as a target under a finger's size); empty
// elsewhere.
func (s *Table) handPlace(side, t int) image.Rectangle {
	l := &s.lay
	if !ui.Portrait() || !l.spread || s.Reviewing() || s.playedOut() {
		return image.Rectangle{}
	}
	r := l.hand[side]
	across := (r.Dx() - 12) / l.cols
	col := t - 1
	_, y := s.handXY(side, t)
	bottom := int(y) + Card + 3
	if l.named {
		bottom += l.nameLines * l.nameFace.LineHeight()
	}
	x := r.Min.X + 6 + col*across
	return image.Rect(x+1, int(y)-3, x+across-1, min(r.Max.Y-2, max(bottom, int(y)+Card+3)))
}

// snap puts every dove where the position says, without animation.
func (s *Table) snap() {
	for side := 0; side < 2; side++ {
		for t := 0; t < td.NumTypes; t++ {
			d := &s.doves[side][t]
			if sq := int(s.st.P.Sq[side][t]); sq >= 0 {
				d.x, d.y = s.squareXY(sq)
				d.onBoard = true
				_, card := s.ground()
				d.size = float64(card)
			} else {
				d.x, d.y = s.handXY(side, t)
				d.onBoard = false
				d.size = Card
			}
			d.lift = 0
		}
	}
}

// Targets are the doves in hand and the squares of the ground and the ring
// around it (for the layout test).
func (s *Table) Targets() []image.Rectangle {
	var out []image.Rectangle
	for side := 0; side < 2 && !s.Reviewing(); side++ { // (nothing in a replay's hand is picked up)
		for _, t := range s.st.P.Hand(side) {
			out = append(out, s.cardHit(side, t))
		}
	}
	h, w := s.st.P.Box()
	for r := -1; r <= h; r++ {
		for c := -1; c <= w; c++ {
			if (r < 0 || r >= h) && (c < 0 || c >= w) {
				continue
			}
			if sq := td.SquareAt(r, c); sq >= 0 {
				out = append(out, s.squareRect(sq))
			}
		}
	}
	return out
}

// Spots names, for the side to move, the start and end of its first legal
// put ("put-from", "put-to") and of its first legal move ("move-from",
// "move-to"), and the selected dove ("selected"): the browser test plays by
// them.
func (s *Table) Spots() map[string]image.Rectangle {
	out := map[string]image.Rectangle{}
	if sd, t, ok := s.selected(); ok {
		out["selected"] = s.cardHit(sd, t)
	}
	side := int(s.st.P.Side)
	var buf [td.MaxActions]td.Act
	for _, a := range s.st.P.Generate(buf[:0]) {
		key := ""
		switch a.Kind() {
		case td.KindPut:
			key = "put"
		case td.KindMove:
			key = "move"
		}
		if _, done := out[key+"-from"]; key == "" || done {
			continue
		}
		out[key+"-from"] = s.cardHit(side, a.Type())
		out[key+"-to"] = s.squareRect(a.To())
	}
	return out
}

// ToastArea puts a toast (the join code of an online game) in the room
// above the flock where the ground's room leaves a line there, so that it
// covers no square a dove may move to; else where the kit puts it.
func (s *Table) ToastArea() image.Rectangle {
	b, room := s.Board(), s.lay.board
	need := ui.LineH + 8 + 8 // a line, its frame and room around it
	if b.Min.Y-room.Min.Y >= need {
		return image.Rect(room.Min.X, b.Min.Y-need, room.Max.X, b.Min.Y)
	}
	return s.Kit.ToastArea()
}

// HandRect is side's hand panel as laid out.
func (s *Table) HandRect(side int) image.Rectangle { return s.lay.hand[side] }

// HandCard is dove t's card in side's hand, as drawn there (tests).
func (s *Table) HandCard(side, t int) image.Rectangle {
	x, y := s.handXY(side, t)
	return image.Rect(int(x), int(y), int(x)+Card, int(y)+Card)
}
