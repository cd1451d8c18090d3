package falconry

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"math"
	"strconv"

	"github.com/birdroost/roost/lang"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// layout is where the table's parts are for the canvas in use.
type layout struct {
	hand      [4]image.Rectangle    // each noble's panel
	handCard  [4][4]image.Rectangle // each noble's cards in hand, by kind
	card      int                   // the side of a card in a hand
	beside    bool                  // the markers' count stands beside their card (else on its corner: no room)
	solo      bool                  // the panels name their seats without partners (no room)
	need      int                   // the board's height in a snug view (snug), as laid out
	wideW     int                   // the board's width beside a duel's wide column (boardWidth), as laid out
	areaH     int                   // the area's height it was laid out for
	rest      image.Rectangle       // the board's and the log's room in a snug view (turnBoard), as laid out
	zoom      float64               // the zoom the board's height allows in a snug view (turnBoard), as laid out
	tight     bool                  // each panel's progress on its name's line (a turned board's room: Arrange)
	pairLine  bool                  // a pair on the board says so on the progress's line, under its faces (outPairOf: a Joint window's panels)
	pairShift int                   // where pairLine, the room the bird and falconer leave after the count for the short progress under it
	pairKey   string                // where pairLine, the words' key under a pair on the board
	strip     image.Rectangle       // the log's two last lines in the zoom bar's left part (a snug board that leaves the log no band)
	keyW      int                   // the width of the key's lines in the log's panel (keyInLog)
	logKey    bool                  // the key heads the log's panel (keyInLog)
	keyRule   image.Rectangle       // the rule under it, as last drawn
	playCol   bool                  // the column is as wide as a play's entry in the log (a Joint window)
	foldRoom  bool                  // and as the button of the older plays beside it (where the log folds some: snugLaid)
}

// Arrange places the nobles' panels, the board and the kit's parts: in
// landscape the board at the left, the panels (two a row), the log and the
// buttons in a column at the right; in portrait the panels above the board
// (two a row) and the buttons under it.
func (s *Table) Arrange(area image.Rectangle) table.Frame {
	s.footKey = false
	fr := s.arrangeAll(area)
	if s.snug() && s.turned && !s.lay.logKey {
		// No room for the key over three of the log's entries (a
		// 360x800 phone): the key under the board, the log's newest
		// entry in the zoom bar.
		s.footKey = true
		fr = s.arrangeAll(area)
	}
	return fr
}

func (s *Table) arrangeAll(area image.Rectangle) table.Frame {
	fr := s.arrange(area, false)
	if s.snug() && s.turned {
		// A Joint board turned down a phone's height: each panel says its
		// noble's progress on its name's line where every name holds
		// beside it, and the line that frees goes to the log under the
		// board (the plays since the player's turn, three and more).
		if tight := s.arrange(area, true); s.turned && s.tightFits() {
			return tight
		}
		return s.arrange(area, false)
	}
	if s.snug() && s.turned && s.lay.zoom < s.cam.ZoomFor(Space) {
		// A turned board a step under a finger's size (a Joint board on a
		// 360x800 phone): each panel says its noble's progress on its
		// name's line, where every name holds beside it, and the line
		// that frees is the board's, if that brings it to a finger's size
		// (one tap on a lit space plays, no zoom first).
		if tight := s.arrange(area, true); s.turned && s.lay.zoom >= s.cam.ZoomFor(Space) && s.tightFits() {
			return tight
		}
		fr = s.arrange(area, false)
	}
	if s.st.Over && !ui.Portrait() && !s.Reviewing() {
		// The game over in a window: the result says each noble's longest
		// line, so the panels say it on their names' lines and the log
		// keeps its last moves above the docked result in the height
		// that frees (else the result takes the whole column).
		if tight := s.arrange(area, true); s.tightFits() {
			return tight
		}
		fr = s.arrange(area, false)
	}
	return fr
}

// tightFits reports whether every panel's name holds whole on its line
// beside its noble's progress ("line 3/6", in the small face at the
// least: tightFace), panels offline.
func (s *Table) tightFits() bool {
	for seat := 0; seat < s.st.R.Seats; seat++ {
		if _, online := s.Player(seat); online {
			return false
		}
		if !s.tightHolds(seat, ui.Small) {
			return false
		}
	}
	return true
}

// tightHolds reports whether the seat's panel holds its name whole on its
// line beside its progress in face f.
func (s *Table) tightHolds(seat int, f ui.Face) bool {
	nw, _ := ui.Measure(s.nameLine(seat))
	return 18+nw+6+s.tightLineW(seat, f)+6 <= s.lay.hand[seat].Dx()
}

// tightFace is the face the panels' progress takes on their names' lines
// (tight): the body face, as the names', where every panel holds it, else
// the small one (one face on every panel).
func (s *Table) tightFace() ui.Face {
	for seat := 0; seat < s.st.R.Seats; seat++ {
		if !s.tightHolds(seat, ui.Body) {
			return ui.Small
		}
	}
	return ui.Body
}

// tightLine is a noble's progress on its panel's name line (tight).
func (s *Table) tightLine(seat int) string {
	return lang.T("fal.line", "N", s.longest(seat), "Of", s.st.R.PathLen[seat])
}

// tightLineW is the widest tightLine can be for the seat (its longest
// line at its path's length), so the layout holds as the line grows.
func (s *Table) tightLineW(seat int, f ui.Face) int {
	of := s.st.R.PathLen[seat]
	w, _ := ui.MeasureIn(f, lang.T("fal.line", "N", of, "Of", of))
	return w
}

func (s *Table) arrange(area image.Rectangle, tight bool) table.Frame {
	l := &s.lay
	l.tight, l.zoom = tight, 0
	l.card = max(ui.Finger, 26)
	l.solo = false
	l.need, l.wideW, l.areaH = 0, 0, area.Dy()
	s.cam.Foot = 0
	s.cam.Side = 0
	l.rest, l.strip = image.Rectangle{}, image.Rectangle{}
	l.keyW, l.logKey = area.Dx()-16, false
	l.pairLine, l.pairShift, l.pairKey = false, 0, ""
	l.playCol = false
	pairW := 0
	if !ui.Portrait() {
		s.turned = false
	}
	n := s.st.R.Seats
	// A panel: the seat's name, its cards, and under them how long its
	// longest line is against the path it needs ("Longest line: 3 of 5").
	panelH := nameRow + l.card + 4 + ui.LineH + 2
	if tight {
		panelH = nameRow + l.card + 6 // (the progress on the name's line)
	}
	var fr table.Frame
	r := area
	if ui.Portrait() {
		// Threats, then the kit's: four in one row (the zoom control sits
		// over the board).
		fr.Buttons = ui.CutBottom(&r, table.ButtonsHeight(1)+4)
		fr.Cols = 4
		// The board's view runs to the glass: a framed board keeps the
		// panels' margin and a little more from it (a lit space at the
		// screen's edge read as cut), even where that costs a Joint
		// board a step (a first tap zooms it in, Camera.Small).
		s.cam.Side = sideMargin
		rows := (n + 1) / 2
		top := ui.CutTop(&r, rows*(panelH+4))
		cells := ui.Grid(top, 2, rows, 4)
		for seat := 0; seat < n; seat++ {
			l.hand[seat] = cells[seat]
		}
		if !s.st.Over || s.Reviewing() {
			ui.CutTop(&r, 4) // the on-turn mark's room (the end has none: a 390x844 phone frames its end a step larger)
		}
		logH := min(4*ui.LineH+26, max(0, r.Dy()-16*Space*2))
		// A tall phone's board, as wide as the screen at its fit, leaves
		// felt above and below it: the board's view keeps a little more
		// than its width in height (with the zoom bar; as much as its width
		// where three or four nobles spread the board sideways), and the
		// log takes the rest, up to eight entries (what was played, in
		// order). A lesson's card, which takes the log's place, keeps the
		// log's usual height.
		tall := r.Dx() * 6 / 5
		if n > 2 {
			tall = r.Dx()
		}
		most := 8 // entries
		if s.snug() {
			// Three or four nobles in play: a board wider than it is tall
			// at its fit leaves no band of felt above and below it. The
			// view is as tall as the board at the zoom its width allows,
			// with a line under it for the legends (the badges', the last
			// card's), and the log takes the rest (what was played, more
			// of it). The table lays itself out anew when the board's
			// height there changes (snugLaid).
			l.rest = r
			z := s.turnBoard(r)
			l.zoom = z
			l.need = s.boardNeed(r.Dx())
			tall = min(tall, l.need)
			if s.turned {
				// Turned to show its spaces larger: the board takes the
				// height it needs at the zoom the height allows, the log
				// the rest.
				l.need = int(math.Ceil(float64(s.Content().Dy())*z)) + 2*table.FeltMargin + s.legendRoom()
				tall = l.need
				logH = min(logH, max(0, r.Dy()-4-(tall+table.ZoomBarH())))
			}
			most = 12
		}
		if spare := r.Dy() - 4 - (tall + table.ZoomBarH()); spare > logH && s.Coached() == nil {
			logH = min(spare, most*ui.LineH+26)
		}
		if s.snug() && s.turned && !s.footKey && s.logKeyH() > 0 && logH >= s.logKeyH()+min(2, len(s.Log))*ui.LineH+6 {
			// A turned board's key (the order's legends, the last card's)
			// heads the log's panel under the board, the plays it
			// explains under it: one key, and the log's room.
			fr.Log = ui.CutBottom(&r, logH)
			fr.LogKey = s.logKeyH()
			l.logKey = fr.LogKey > 0
			ui.CutBottom(&r, 4)
		} else if logH >= 2*ui.LineH+26 {
			fr.Log = ui.CutBottom(&r, logH)
			ui.CutBottom(&r, 4)
		} else if s.snug() {
			// A board that takes the height (a Joint board turned down
			// a phone) leaves the log no band: its newest entry, on up to
			// two lines, takes the zoom bar's left part, beside the
			// zoom's plate and its buttons, where the variant's note was
			// (the note goes to the key under the board: one key), so the
			// table still says what was just played.
			zw, _ := ui.Measure(table.ZoomLabel(s.cam.MaxZoom - table.ZoomStep))
			right := r.Max.X - table.ZoomControlW() - 6 - zw - 8
			if right-r.Min.X >= 120 {
				l.strip = image.Rect(r.Min.X+2, r.Min.Y+3, right, r.Min.Y+table.ZoomBarH()-3)
				fr.Log = l.strip
			}
		}
	} else {
		// One column at the right: the panels (two a row) over the log and
		// the buttons. A duel's board is as tall as it is wide and its
		// height decides its zoom: the column takes the width the board
		// leaves (its cards a step larger, each noble's longest line under
		// them), so no strip of dead felt is left beside the board; with
		// more nobles (a wider board) the column is as wide as two panels
		// or 170, so that the log's lines hold an entry. A panel is as wide
		// as three cards, or as the seats' names need (measured, in the
		// body face, else the small: one face on every panel), up to a
		// quarter of the area; where even the small face's partners do not
		// fit, each panel names its seat alone (the partner on hover).
		cols := min(n, 2)
		wide := n <= 2 && area.Dx() >= 560
		if wide {
			l.card = max(ui.Finger, 36)
			panelH = nameRow + l.card + 4 + ui.LineH + 2 // (a step larger)
			if tight {
				panelH = nameRow + l.card + 6
			}
		}
		if !wide && !tight && l.card < 3*Space {
			// Cards too small for the faint faces of a pair on the
			// board whole over its words (a Joint window's panels):
			// the pair's place takes the progress's line under the
			// faces for its words, the progress the short "line 3/6"
			// at its left, every panel alike (round 29 read "on the
			// board" over the faces' lower halves; a line more in each
			// panel left the log less than the six plays the board
			// numbers). The markers' count stands beside its card, off
			// its art (round 29 read "14" over the card).
			l.pairLine = true
			of := 0
			for _, n := range s.st.R.PathLen[:n] {
				of = max(of, n)
			}
			lead := 6 + l.card + 4 + s.countW() // (the pair's left in the panel)
			l.pairShift = max(0, 6+lineW(lang.T("fal.line", "N", of, "Of", of))+4-lead)
			lead += l.pairShift
			edge := max(1, l.card/12-1)
			w := func(key string) int {
				return max(12+3*(l.card+4)+s.countW(), // (the count beside: l.beside)
					lead+max(2*l.card+4, ui.WidestIn(ui.Body, lang.T(key))+2*edge+4)+4)
			}
			// The words in full where the panel stays within 9/40 of
			// the area, else the short ones: the board keeps its zoom
			// and the key its lines (measured at 1280x720: a French
			// panel of 152 cost the board a zoom step, of 142 wrapped
			// the key's first legend).
			l.pairKey = "fal.hand.onboard"
			if w(l.pairKey) > area.Dx()*9/40 {
				l.pairKey = "fal.hand.onboard.short"
			}
			pairW = w(l.pairKey)
		}
		cardsW := max(12+3*(l.card+4)+8, pairW)
		need := 18 + ui.WidestIn(ui.Body, s.nameLines()...) + namePad
		if need > max(cardsW, area.Dx()/4) {
			need = 18 + ui.WidestIn(ui.Small, s.nameLines()...) + namePad
		}
		if need > max(cardsW, area.Dx()/4) {
			l.solo = true // nameLines are the seats' names alone now
			need = 18 + ui.WidestIn(ui.Body, s.nameLines()...) + namePad
		}
		// and as wide as "Longest line: 3 of 6" under the cards needs, up
		// to a quarter of the area (the panel's words the phone's, not
		// "line 3/6").
		of := 0
		for _, n := range s.st.R.PathLen[:n] {
			of = max(of, n)
		}
		// Where even a quarter of the area does not hold the words (a
		// translation) and every name holds in the body face, the panel
		// says "line 3/6" whatever its width: it
		// is as wide as its cards, their count and the words under the
		// pair on the board need (outPairOf), not wider for nothing (the
		// board keeps the width: its zoom a step larger).
		lineNeed := 12 + ui.WidestIn(ui.Body, lang.T("fal.card.line", "N", of, "Of", of)) + 4
		if lineNeed > area.Dx()/4 && !wide && 18+ui.WidestIn(ui.Body, s.nameLines()...)+namePad <= max(cardsW, area.Dx()/4) { // (names in the body face: the panel holds each)
			pair := max(2*l.card+4, ui.WidestIn(ui.Small, lang.T("fal.hand.onboard"))+2+2*max(1, l.card/12-1))
			lineNeed = 6 + l.card + 4 + s.countW() + pair + 6
		}
		need = max(need, lineNeed)
		panelW := max(cardsW, min(area.Dx()/4, need))
		sideW := max(170, cols*panelW+(cols-1)*4)
		if wide {
			// Half the screen, and the felt the board leaves beside it
			// at the zoom its height allows (a duel's board, taller than
			// wide, left a band of felt at each side): the log's lines
			// hold their entries (the board's view keeps 45% of the
			// width). The table lays itself out anew when
			// that width changes (snugLaid).
			l.wideW = s.boardWidth(area.Dy())
			sideW = max(sideW, area.Dx()/2, min(area.Dx()-4-l.wideW, area.Dx()*11/20-4))
			if !tight && 12+ui.WidestIn(ui.Body, lang.T("fal.card.line", "N", of, "Of", of)) > (sideW-(cols-1)*4)/cols-4 {
				// A translation's words wider than the panel under the
				// cards: on two lines (wrapProgress), a line more in
				// each panel (the log keeps its entries), not the short
				// "line 3/5" of no other panel.
				panelH += ui.LineH
			}
		}
		oneRow := n > 2 && !s.st.Over && !s.Reviewing() && s.Coached() == nil
		l.playCol = oneRow && !wide
		if l.playCol {
			// Three or four nobles: the column is as wide as a play's
			// entry in the log needs on one line ("Red puts out a
			// marker. Line of 3.", its badge's figure before it) and as
			// its buttons in one row need (under the log: it keeps the
			// height of the other), up to 9/20 of the area, the board's
			// share (round 35 read a Japanese log of two entries of two
			// lines each over two rows of buttons, four plays folded).
			most := area.Dx() * 9 / 20
			w := s.playLogW()
			if l.foldRoom {
				// Not every numbered play in the panel (a Japanese
				// log, snugLaid): the button of the older ones
				// beside the lines, which keep their width.
				w += table.LogOlderRoom()
			}
			sideW = max(sideW, min(most, w))
			for sideW < most && !s.ButtonsFitRow(sideW) {
				sideW++
			}
		}
		side := ui.CutRight(&r, sideW)
		ui.CutRight(&r, 4)
		fr.Buttons = ui.CutBottom(&side, table.ButtonsHeight(2)+4)
		fr.Cols = 2
		if oneRow && s.ButtonsFitRow(side.Dx()) {
			// Three or four nobles: the board numbers up to six plays
			// since the player's turn, and the log says each, its
			// badge's figure at its head (LogTag). The buttons take one
			// row where their words hold it, as on a phone, and the
			// log the height of the other (round 22 read six badges
			// over a log of four entries).
			fr.Buttons.Min.Y = fr.Buttons.Max.Y - table.ButtonsHeight(1) - 4
			side.Max.Y = fr.Buttons.Min.Y
			fr.Cols = 4
		}
		rows := (n + 1) / 2
		top := ui.CutTop(&side, rows*(panelH+4))
		top.Max.Y -= 4
		for seat, c := range ui.Grid(top, cols, rows, 4) {
			if seat < n {
				l.hand[seat] = c
			}
		}
		fr.Log = side
		fr.Log.Max.Y -= 4
	}
	// The markers' count beside their card where every panel has the
	// room (a small window's panels, as narrow as their cards, keep it on
	// the card's corner: the board keeps its share of the width).
	l.beside = true
	for seat := 0; seat < n; seat++ {
		l.beside = l.beside && 12+3*(l.card+4)+s.countW() <= l.hand[seat].Dx()
	}
	for seat := 0; seat < n; seat++ {
		p := l.hand[seat]
		y := p.Min.Y + nameRow
		for k := fc.Marker; k <= fc.Falconer; k++ {
			x := p.Min.X + 6 + int(k-1)*(l.card+4)
			if k != fc.Marker && l.beside {
				x += s.countW() // the markers' count beside their card
			}
			if k != fc.Marker && l.pairLine {
				x += l.pairShift
			}
			l.handCard[seat][k] = image.Rect(x, y, x+l.card, y+l.card)
		}
	}
	s.cam.View = r
	if l.need > 0 {
		s.cam.Foot = s.legendRoom()
	}
	return fr
}

// playLogW is the width a log's panel takes to hold a play's entry on one
// line, for every seat: a marker put out and the line it makes, at the
// longest its path allows, after its badge's figure (LogTag).
func (s *Table) playLogW() int {
	var lines []string
	tag := 0
	for seat := 0; seat < s.st.R.Seats; seat++ {
		put := game.M("fal.log.puts", "Who", game.Colour(fc.SeatName(seat)), "Card", fc.CardName(fc.Marker))
		of := s.st.R.PathLen[seat]
		lines = append(lines, s.Narrate(game.M("fal.log.line", "What", put, "N", of)))
		tag = max(tag, table.LogTagW(s.LogTagSize(strconv.Itoa(of), ui.LineH)))
	}
	return table.LogW(lines...) + tag
}

// countW is the room beside a panel's marker card for the markers left
// ("×13"), measured over the most a seat owns, the kit's gap (ui.Pad)
// either side of it (the card's gap, 4, is one of them): round 14 read
// it jammed against the card's frame, 2 px off.
func (s *Table) countW() int {
	most := 0
	for _, n := range s.st.R.Markers {
		most = max(most, n)
	}
	return lineW(markerCount(most)) + ui.Pad
}

// markerCount is the markers left in a hand, as the panel shows them
// beside their card.
func markerCount(n int) string { return "\u00d7" + strconv.Itoa(n) }

// nameRow is the height of a panel's first row, the seat's name, over its
// cards: the name four pixels under the panel's top edge, as a panel's
// padding (a pixel under it, it sat on the border).
const nameRow = 19

// namePad is the room a panel keeps at its name's right, as at its seat's
// chip's left (round 35 read "Dourado, com Verde" 2 px off the panel's
// edge, 6 off the chip's side).
const namePad = 6

// nameTop is the name's place in its row (canvas pixels under the panel's
// top edge).
const nameTop = 4

// sideMargin is the felt (canvas pixels) a phone's framed board keeps at
// the screen's left and right beyond table.FeltMargin: 8 in all, twice the
// panels' 4 above it.
const sideMargin = 6

// snug reports whether a phone upright sizes the board's view to the board:
// three or four nobles at play (not a replay, a lesson or the end, which
// keep their own layouts).
func (s *Table) snug() bool {
	return ui.Portrait() && s.st.R.Seats > 2 && !s.st.Over && !s.Reviewing() && s.Coached() == nil
}

// turnBoard turns the board in a snug view (turned) where it shows larger
// so, up to a finger's size, in r (the board's view and the log's room,
// less the zoom bar and the legends' line; the log takes what is left,
// where that holds two entries): a Joint board wider than a phone held
// upright lies down its height instead, so a tap on a lit space plays
// rather than zooming in first. The choice is the board's shape's and the
// screen's alone, never the last one's: the same position on the same
// phone is laid out one way.
func (s *Table) turnBoard(r image.Rectangle) float64 {
	finger := s.cam.ZoomFor(Space)
	zoom := func(turned bool) float64 {
		s.turned = turned
		c := s.Content()
		w := float64(r.Dx() - 2*table.FeltMargin - 2*s.cam.Side)
		h := float64(r.Dy() - table.ZoomBarH() - s.legendRoom() - 2*table.FeltMargin)
		z := finger
		for z > s.cam.MinZoom && (float64(c.Dx())*z > w || float64(c.Dy())*z > h) {
			z -= table.ZoomStep
		}
		return z
	}
	flat := zoom(false)
	turned := zoom(true)
	s.turned = turned > flat
	return turned
}

// legendRoom is the line under a board that its legends take (drawn at
// the view's bottom: recapLegend, lastLegend), two lines where a space was
// played twice since the player's turn (its tag, "3,5", has a legend of
// its own) and always on a turned board, whose key carries the variant.
func (s *Table) legendRoom() int {
	if s.snug() && s.turned {
		if !s.footKey {
			return 0 // (the key heads the log's panel: logKeyH)
		}
		// A turned board's key under it: the order's legend and the last
		// card's on one line, the tag of a space played twice and the
		// variant's note on the other (the zoom bar keeps the log's last
		// lines).
		return 2*ui.Body.LineHeight() + 14
	}
	seen := map[[2]int]bool{}
	for _, p := range s.recap() {
		if seen[p.to] && s.cardAt(p.to) != 0 {
			return 2*ui.Body.LineHeight() + 14
		}
		seen[p.to] = true
	}
	return ui.Body.LineHeight() + 10
}

// boardNeed is the height (canvas pixels) of a view w wide that shows the
// board whole under the zoom bar at the zoom its width allows, with the
// legends' line under it.
func (s *Table) boardNeed(w int) int {
	return s.cam.SnugH(s.Content(), w) + s.legendRoom()
}

// boardWidth is the width (canvas pixels) of a view h tall, beside a
// duel's column, that shows the board whole under the zoom bar at the
// zoom its height allows, with felt at its sides, and holds the zoom bar
// (the last move's legend, the zoom and its control) in one row.
func (s *Table) boardWidth(h int) int {
	c := s.Content()
	z := s.cam.MaxZoom
	for z > s.cam.MinZoom && float64(c.Dy())*z > float64(h-table.ZoomBarH()-2*table.FeltMargin) {
		z -= table.ZoomStep
	}
	board := int(math.Ceil(float64(c.Dx())*z)) + 2*table.FeltMargin + 2*boardFelt
	lw, _ := lastSize(ui.Body)
	if two := lastTwoLines(ui.Body); two != nil {
		lw, _ = lastSizeIn(ui.Body, two) // (on two lines where one is too long for the bar: lastLegend)
	}
	zw, _ := ui.Measure(table.ZoomLabel(s.cam.MaxZoom - table.ZoomStep))
	fw, _ := ui.Measure(lang.T("table.fit"))
	bar := 6 + lw + 12 + zw + 6 + 2*ui.ButtonH() + max(ui.ButtonH(), fw+10) + 2*2 + 3
	return max(board, bar)
}

// boardFelt is the felt (canvas pixels) a duel's board keeps at each side
// in its view on a desktop, beyond table.FeltMargin.
const boardFelt = 12

// snugLaid lays the table out anew where the board's height in a snug view
// changed since it was laid out (a card put out on a new row or column),
// or its width beside a duel's wide column.
func (s *Table) snugLaid() {
	if s.lay.playCol {
		// The button of the older plays beside the log's lines where
		// it folds some (the board's badges known once it is framed).
		// (Measured without the button's room where it has it, so the
		// column does not swing between the two widths move after move.)
		r := s.LogRect()
		if s.lay.foldRoom {
			r.Max.X -= table.LogOlderRoom()
		}
		if shown, all := s.TagsShownIn(r); (shown < all) != s.lay.foldRoom {
			s.lay.foldRoom = shown < all
			s.Relayout()
			return
		}
	}
	if s.snug() && s.lay.rest != (image.Rectangle{}) {
		was := s.turned
		s.turnBoard(s.lay.rest)
		turn := s.turned != was
		s.turned = was
		if turn || was {
			s.Relayout() // (a turned board's height is the height's to decide)
			return
		}
	}
	if s.snug() && s.lay.need != s.boardNeed(s.cam.View.Dx()) || s.lay.wideW > 0 && s.lay.wideW != s.boardWidth(s.lay.areaH) {
		s.Relayout()
	}
}

// Spots names, for the seat to act, its first legal card put out from the
// hand: the card in hand ("put-from") and the space it may go to
// ("put-to"), where the view shows it. The browser test plays by them, as
// it does Tokyo Doves'.
func (s *Table) Spots() map[string]image.Rectangle {
	out := map[string]image.Rectangle{}
	if s.st.To < 0 || s.st.To >= len(s.lay.handCard) {
		return out
	}
	var buf []fc.Act
	for _, a := range s.st.Generate(buf) {
		if a.IsMove() {
			continue
		}
		to := s.spaceRect(s.abs(a.To()))
		if !s.onBoard(ui.Mid(to)) || ui.Mid(to).In(s.ZoomControl()) {
			continue
		}
		out["put-from"] = s.lay.handCard[s.st.To][a.PlaceKind()]
		out["put-to"] = to
		break
	}
	return out
}

// KeepsBar reports whether the log's last lines lie in the zoom bar's left
// part (a table.BarKeeper) and the top bar has no room for the variant
// beside the banner moved beside the title (barFit): the variant's note
// then stays off the bar and the key under the board says it.
func (s *Table) KeepsBar() bool {
	return !s.lay.strip.Empty() && s.barFit(s.bannerText()) == ""
}

// onBoard reports whether a canvas point lies on the board's view, clear
// of the log's lines in its zoom bar.
func (s *Table) onBoard(p image.Point) bool { return p.In(s.cam.View) && !p.In(s.lay.strip) }

// keyItem is one of a board's legends: a tags' legend (key, its figures)
// or the last card's frame's (last).
type keyItem struct {
	key  string
	figs []string
	last bool
}

// keyItems are the legends the board's key says now, in the order read:
// the order of the plays, the tag of a space played twice, the last card's
// frame.
func (s *Table) keyItems(side int) []keyItem {
	return s.keyItemsFor(side, s.hasLast && s.fly == nil && !s.st.Over)
}

// keyItemsFor are the key's legends, the last card's where last.
func (s *Table) keyItemsFor(side int, last bool) []keyItem {
	var out []keyItem
	figs, twice := s.recapFigs(side)
	if figs != nil {
		out = append(out, keyItem{key: "fal.recap.legend", figs: figs})
	}
	if twice != nil {
		out = append(out, keyItem{key: "fal.recap.twice", figs: twice})
	}
	if last {
		out = append(out, keyItem{last: true})
	}
	return out
}

// keySize is the size of a legend of the key in face f.
func keySize(side int, f ui.Face, it keyItem, w int) (int, int) {
	if it.last {
		return lastSize(f)
	}
	return plateSize(side, f, it.key, it.figs, w) // (its words wrapped where even the small face is wider: a translation)
}

// keyRowH is the height of a row of the key's legends.
func keyRowH(side int, f ui.Face, row []keyItem, w int) int {
	h := 0
	for _, it := range row {
		_, ih := keySize(side, f, it, w)
		h = max(h, ih)
	}
	return h
}

// keyGap is the room between two legends on one line of the key, and
// between its lines.
const keyGap = 8

// keyRows lays the key's legends out in rows w wide, as many on a row as
// it holds, in the body face where each holds a row, else the small.
func (s *Table) keyRows(side, w int) (ui.Face, [][]keyItem) {
	return keyRowsOf(side, w, s.keyItems(side))
}

// keyRowsOf lays legends out in rows as keyRows does.
func keyRowsOf(side, w int, items []keyItem) (ui.Face, [][]keyItem) {
	if len(items) == 0 {
		return ui.Body, nil
	}
	f := ui.Body
	for _, it := range items {
		if iw, _ := keySize(side, ui.Body, it, 0); iw > w {
			f = ui.Small
		}
	}
	if f == ui.Body {
		// The small face where the body's takes a row more (a longer
		// translation): the key's lines leave the log its entries.
		if _, body := packKey(side, w, ui.Body, items); len(body) > len(packKeyRows(side, w, ui.Small, items)) {
			f = ui.Small
		}
	}
	return packKey(side, w, f, items)
}

// packKeyRows lays legends out in rows in face f (packKey's rows).
func packKeyRows(side, w int, f ui.Face, items []keyItem) [][]keyItem {
	_, rows := packKey(side, w, f, items)
	return rows
}

// packKey lays legends out in rows w wide in face f, as many on a row as
// it holds.
func packKey(side, w int, f ui.Face, items []keyItem) (ui.Face, [][]keyItem) {
	var rows [][]keyItem
	x := w + 1
	for _, it := range items {
		iw, _ := keySize(side, f, it, w)
		if len(rows) == 0 || x+keyGap+iw > w {
			rows = append(rows, nil)
			x = -keyGap
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], it)
		x += keyGap + iw
	}
	return f, rows
}

// keySide is the side of a card on a turned board as laid out (the
// camera takes its zoom after the layout).
func (s *Table) keySide() int {
	if s.lay.zoom > 0 {
		return int(float64(Space) * s.lay.zoom)
	}
	return s.cardSide()
}

// logKeyH is the height the key takes at the top of the log's panel under
// a turned board (Frame.LogKey), its lines as wide as the panel's.
func (s *Table) logKeyH() int {
	// (the last card's legend counted in, whether or not its frame is up
	// as the table is laid out: the key's height holds as it comes)
	f, rows := keyRowsOf(s.keySide(), s.lay.keyW, s.keyItemsFor(s.keySide(), !s.st.Over))
	if len(rows) == 0 {
		return 0
	}
	h := keyTop
	for _, row := range rows {
		h += keyRowH(s.keySide(), f, row, s.lay.keyW) + 1
	}
	return h + keyRuleH
}

// keyTop is the room over the key at the top of the log's panel.
const keyTop = 2

// keyRuleH is the room the rule under the key in the log's panel takes (a
// pixel under the key's last row's gap, taken from the room over the key,
// so the log keeps its entries), so the key reads as the log's key, not as
// its first entries (round 12 read the two rows as mixed in).
const keyRuleH = 1

// keyInLog reports whether the board's key heads the log's panel.
func (s *Table) keyInLog() bool { return s.snug() && s.turned && s.lay.logKey }

// drawLogKey draws the key at the top of the log's panel (keyInLog).
func (s *Table) drawLogKey(dst *ebiten.Image) {
	lr := s.LogRect()
	side := s.keySide()
	f, rows := s.keyRows(side, s.lay.keyW)
	y := lr.Min.Y + keyTop
	for _, row := range rows {
		x := lr.Min.X + 8
		for _, it := range row {
			var p image.Rectangle
			if it.last {
				w, h := lastSize(f)
				p = image.Rect(x, y, x+w, y+h)
				drawLast(dst, f, p.Min)
			} else {
				p = drawPlate(dst, side, f, it.key, it.figs, image.Pt(x, y), s.lay.keyW)
			}
			x = p.Max.X + keyGap
		}
		y += keyRowH(side, f, row, s.lay.keyW) + 1
	}
	s.lay.keyRule = image.Rect(lr.Min.X+6, y, lr.Max.X-6, y+1)
	ui.FillRect(dst, s.lay.keyRule, ui.DoveGrey)
}
