package columba

import (
	"fmt"
	"image"
	"math"

	"github.com/birdroost/roost/lang"
	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// layout is where the table's parts are for the canvas in use.
type layout struct {
	panel [4]image.Rectangle // each player's mini-board
	// legend is where the legend lies beside the board, under the
	// panels, in landscape where the column has the room (drawSideLegend);
	// else empty. The board's keys go on its felt (frameLegend) but where
	// the legend beside it holds them too (legendAll).
	legend image.Rectangle
	// legendAll: the legend beside the board holds the board's keys too.
	legendAll bool
	tray      image.Rectangle // the tray of the player to act
	card      image.Rectangle // the card in hand, in the tray
	chips     [numChips]image.Rectangle
	// paySlots is how many payments for the falcon the tray shows.
	paySlots int
	// need is the board's view's height on a phone upright in play
	// (snug), as laid out: the board at the zoom the width allows under
	// the zoom bar; 0 elsewhere. band: the legend lies in the zoom bar's
	// band, left of its plates (snug).
	need int
	band bool
	// closeZ is the zoom a phone's close-up opens the turn at, where the
	// whole board at the width's zoom draws the card's places under a
	// finger (four players): a finger's width a place, the board's whole
	// height shown where the table has it; 0 elsewhere (snugNeed).
	closeZ float64
	// tally: a phone's panels show the line their figure is made of
	// (phoneTallyH).
	tally bool
	// compact: a phone's panels in play with three or four players are
	// two rows each (compactPanelH), the name and score over what the
	// seat holds, the objective card beside both: the board takes the
	// height (four full panels left it 38% of the phone's).
	compact bool
	// teams: on a phone with compact panels in a game of four, the line
	// under each partnership's pair of panels (a column: Red over Green,
	// Yellow over Purple) that says its sum, as a window's panels do
	// (drawTeams); else empty.
	teams [2]image.Rectangle
	// logKey: in a window whose board shows whole at x1 under the zoom
	// bar alone (four players at 1280x720), the board's key heads the
	// log's panel (Frame.LogKey, drawLogKey), in the body face, not in a
	// band over the board that left it a close-up.
	logKey bool
	// logKeyH is the room the key takes there now (logKeyNow), 0 where
	// it has no key to say: laid out anew as that changes (Tick).
	logKeyH int
}

// groupGap is the room in a window between the table's buttons (End turn, Show
// captures) and the kit's (Undo, Hint, Menu), on two rows: the seventh
// reader found Menu, Hint and Undo packed against the game's own.
const groupGap = 10

// resultW is the width of the column the result takes once the game is
// over, in landscape.
const resultW = 212

// panelW is the width of a mini-board in landscape: 138, or what its
// lines of text need (measured, in the small face where the body's would
// take more than a third of the area).
func (s *Table) panelW(area image.Rectangle) int {
	var lines, teams []string
	done := lang.T("cb.objectives-done", "Count", 9)
	for seat := 0; seat < s.st.N; seat++ {
		lines = append(lines, s.nameLine(seat)+" 000")
		if s.st.N == 4 { // the team's line: only a game of four has teams
			teams = append(teams, lang.T("cb.team", "Count", 100, "Who", s.seatName(seat), "Partner", s.seatName((seat+2)%4)))
		}
	}
	dovecotes := lang.T("cb.no-dovecotes")
	// The rows right of the objective card: the dovecotes left, and the
	// stock's four counts and the falcon.
	right := 6 + 2*objCell() + 6
	// (The team's line starts at the panel's left, 6 px in, no chip
	// before it, teamLine: in the body face the column is as wide as it
	// needs, 12 px round it, the right column taking the rest; the face
	// is the body's where the column would hold it with 30, as it did:
	// a narrow window's, 1000x700, keeps the small face and its width.)
	// (The objectives' line starts 6 px in, as the team's, no chip before
	// it and no score after it: Portuguese "Objetivos cumpridos: 9"
	// counted 30 px round it took the board's x2.)
	need := func(f ui.Face, team int) int {
		return max(30+ui.WidestIn(f, lines...), team+ui.WidestIn(f, teams...), 12+ui.WidestIn(f, done), right+6+ui.WidestIn(f, dovecotes))
	}
	w := need(ui.Body, 12)
	if need(ui.Body, 30) > area.Dx()/3 {
		w = need(ui.Small, 30)
	}
	least := 138
	if !s.st.Junior {
		least = right + int(cb.NumGrounds)*stockW(1) + 16 + 6
	}
	return max(least, min(w, area.Dx()/3))
}

// Arrange places the mini-boards, the tray, the board and the kit's parts:
// in landscape the mini-boards on the left, the board in the middle, the
// tray, the log and the buttons on the right; in portrait the mini-boards
// above (two a row), the tray under them, the board, then the buttons.
func (s *Table) Arrange(area image.Rectangle) table.Frame {
	l := &s.lay
	n := s.st.N
	var fr table.Frame
	r := area
	l.legend, l.legendAll = image.Rectangle{}, false
	l.need, l.band, l.closeZ, l.logKey, l.logKeyH = 0, false, 0, false, 0
	l.teams = [2]image.Rectangle{}
	trayH := 18 + 2*ui.ButtonH() + 4 + 6
	if ui.Portrait() {
		// End turn and Captures on a row, the kit's three on the next (the
		// zoom control sits over the board).
		// (Two rows 8 px apart in the height two rows 4 px apart and
		// their margin took: the board keeps its height.)
		fr.Buttons = ui.CutBottom(&r, table.ButtonsHeight(2)+4)
		fr.OwnRow, fr.GroupGap = true, 8
		// The log a spacing unit above End turn (2 px read as one block,
		// the eighth reader).
		ui.CutBottom(&r, 4)
		rows := (n + 1) / 2
		tray := 0
		if !s.Over() || s.Reviewing() {
			tray = trayH + s.trayTop(r.Dx()) - 12 + 4
		}
		// Two players' panels (one row) grow by a line that says what
		// their figure is made of ("large 10 + small 7": the eighth reader
		// found 17 against 18 unexplained on a phone), where the board
		// keeps its zoom and the log two lines with it.
		// Three and four players' panels (two rows) too, where the board
		// opens in a close-up (its zoom a finger's width a place whatever
		// its height) or keeps its zoom: then the board keeps a third of
		// the table's height.
		ph := s.panelH()
		l.tally = false
		l.compact = s.snug() && n >= 3 && !s.st.Junior
		if l.compact {
			ph = compactPanelH
		}
		floor := 320 // the board's least height, where the log keeps lines
		if s.phoneTally() && !l.compact {
			need, _ := s.snugNeed(r.Dx())
			least := need + 4 + 2*ui.LineH + 26
			if r.Dy()-rows*(ph+phoneTallyH+4)-(rows-1)*4-4-tray-4 >= least {
				ph += phoneTallyH
				l.tally = true
				floor = min(floor, need)
			}
		}
		// Four players' compact panels keep their partnership's sum on a
		// line under each column (two readers missed it behind a tap on
		// the score), in a footer band framed as the panels are, under
		// the lower panel of its pair and sharing its bottom rim (the
		// 25th reader found the lines floating unframed where every
		// other block is framed): paid for by 4 px of each panel's foot,
		// 4 of the log's padding (compactLogH), the on-turn frame's room
		// under the panels and 1 px of the felt between the tray and the
		// board's view: the board's view keeps 48% of a 390x844 phone's
		// height.
		teams := l.compact && n == 4
		pad := 4
		if teams {
			pad = 0
		}
		top := ui.CutTop(&r, rows*(ph+pad)+(rows-1)*4)
		cells := ui.Grid(top, 2, rows, 4)
		for seat := 0; seat < n; seat++ {
			l.panel[seat] = cells[seat]
		}
		if teams {
			// (The band's top two rows lie under the panel's dark foot
			// and rim.)
			lower := cells[len(cells)-1].Max.Y
			row := ui.CutTop(&r, teamBandH-2-(r.Min.Y-lower))
			for i := range l.teams {
				l.teams[i] = image.Rect(cells[i].Min.X, lower-2, cells[i].Max.X, row.Max.Y)
			}
			ui.CutTop(&r, teamGap) // clear of the tray
		} else {
			ui.CutTop(&r, 4) // the on-turn frame's room, clear of the tray
		}
		// At the end of a game played there is no card to lay and no piece
		// to play (a replay keeps the tray at every step): the
		// board takes the tray's place.
		l.tray = image.Rectangle{}
		if !s.Over() || s.Reviewing() {
			l.tray = ui.CutTop(&r, trayH+s.trayTop(r.Dx())-12)
			if teams {
				ui.CutTop(&r, 3) // (felt on felt: the gap unseen)
			} else {
				ui.CutTop(&r, 4)
			}
		}
		// The log keeps a strip of two lines or three where the board
		// keeps 320 px of height (with 3-4 players it fits it at x1 for a
		// whole game, and the log was lost to it).
		logH := min(3*ui.LineH+26, r.Dy()-floor)
		if s.snug() {
			// In play the board's view is as tall as the board at the zoom
			// its width allows, under the zoom bar, whose band holds the
			// legend too (off the board, in the body face); the log takes
			// the rest, up to twelve entries, or gives a line of its three
			// where the board needs it to show whole (the seventh reader
			// found 40% of a four-player phone's felt empty, the log three
			// lines long and the legend a band of its own). Laid out anew
			// when the board's height there changes (snugLaid).
			l.band = true
			l.need, l.closeZ = s.snugNeed(r.Dx())
			// (The board keeps 2/5 of the table's height, felt round a
			// board still small, never a log taller than the board.)
			spare := r.Dy() - 4 - max(l.need, area.Dy()*2/5)
			if spare > logH {
				logH = min(spare, 12*ui.LineH+26)
			} else if spare < logH && logH > 2*ui.LineH+26 {
				logH = max(2*ui.LineH+26, spare)
			}
			if l.closeZ > 0 {
				// A board whose places a tap zooms in to (three or four
				// players late in a game) keeps a log of three lines, the
				// last round's moves (the tenth reader found two, the
				// other players' moves scrolled out), where the whole
				// board keeps its zoom over it, or a step less, still whole.
				z3, z := s.fitIn(r.Dx(), r.Dy()-4-closeLogH), s.fitIn(r.Dx(), r.Dy()-4-logH)
				if logH < closeLogH && z3 >= s.cam.MinZoom && z3 >= z-table.ZoomStep {
					logH = closeLogH
				}
			}
		}
		if l.compact {
			// Compact panels (three or four players in play): the board's
			// view takes the height they leave, the log a strip of its
			// two newest lines: the board near half the phone's height,
			// not 38%, a tap's close-up showing that much more of it.
			logH = compactLogH
		}
		if logH >= 2*ui.LineH+26 || l.compact && logH >= compactLogH {
			fr.Log = ui.CutBottom(&r, logH)
			if l.compact {
				fr.LogKey = compactLogH - 2*ui.LineH - 6 // (no title: its two lines from the top, 2 px down)
			}
			ui.CutBottom(&r, 4)
		}
	} else {
		// Four tiles side by side in the tray, each a finger wide.
		sideW := max(min(184, max(150, area.Dx()/4)), 4*ui.Finger+3*4+12)
		// The log holds a turn's short entries on a line each (Japanese:
		// "黄がカードを置きました。" never breaks after its subject).
		var short []string
		for seat := 0; seat < n; seat++ {
			short = append(short, lang.T("cb.log.lay", "Who", s.seatName(seat)), lang.T("cb.log.end-turn", "Who", s.seatName(seat)))
		}
		sideW = max(sideW, min(area.Dx()/3, table.LogW(short...)))
		// End turn and Show captures side by side in the body face
		// (table.PlaceButtons: its words and 14 px each; French's "Fin du
		// tour" and "Voir captures" took the small face in 158 px), and
		// four players' log, under the board's key (logKey), its last
		// three entries whole (the readers found one or two, the last
		// opponent's move scrolled out): the column grows to 184 px for
		// them where the board's view keeps 45% of the width (at
		// 1280x720 the width four players' panels leave since their team
		// line needs no room for a chip, panelW).
		// (Four players only: two and three players' panels give none
		// back, and French's two players lost the board's x2 to it.)
		if n == 4 && !(s.Over() && !s.Reviewing()) {
			ew, _ := ui.Measure(lang.T(s.endB.Key))
			cw, _ := ui.Measure(lang.T(s.capB.Key))
			want := max(ew+14+4+cw+14, area.Dx()*5/18)
			room := area.Dx() - s.panelW(area) - 8 - area.Dx()*9/20
			sideW = max(sideW, min(184, want, room))
		}
		if s.Over() && !s.Reviewing() && n < 4 {
			// The result takes the column: wide enough for each term of a
			// score on a line of its own, its words with it ("large estate
			// 20×2 = 40"; four players' cards have no room for the terms).
			sideW = max(sideW, min(area.Dx()/3, resultW))
		}
		side := ui.CutRight(&r, sideW)
		ui.CutRight(&r, 4)
		fr.Buttons = ui.CutBottom(&side, table.ButtonsHeight(2)+groupGap)
		fr.OwnRow, fr.GroupGap = true, groupGap
		l.tray = ui.CutTop(&side, trayH+s.trayTop(side.Dx())-12)
		ui.CutTop(&side, 4)
		fr.Log = side
		fr.Log.Max.Y -= 4
		panels := ui.CutLeft(&r, s.panelW(area))
		ui.CutLeft(&r, 4)
		// Where the column has the room (two players), each panel
		// grows by its tally: the terms of its points (tallyH); not once
		// the game is over, where the result's cards give them (the
		// sixth reader found the breakdown shown twice).
		h := min(s.panelH(), (panels.Dy()-4*(n-1))/n)
		if full := s.panelH() + s.tallyH(); !s.st.Junior && !(s.Over() && !s.Reviewing()) && full*n+4*(n-1) <= panels.Dy() {
			h = full
		}
		for seat := 0; seat < n; seat++ {
			l.panel[seat] = ui.CutTop(&panels, h)
			ui.CutTop(&panels, 4)
		}
		// The legend under the panels where it has the room for the most
		// keys it may hold: the panels' and, in play, the board's three,
		// or once over the deciding estates' two.
		most := append(s.panelKeys(), legendKey{text: lang.T("cb.legend.spot")}, legendKey{text: lang.T("cb.legend.ghost")}, legendKey{text: lang.T("cb.legend.last")})
		if s.Over() && !s.Reviewing() {
			most = s.panelKeys()
			for seat := 0; seat < n; seat++ {
				most = append(most, legendKey{text: lang.T("cb.legend.largest", "Who", s.seatName(seat), "Count", 99)})
			}
		}
		// Else the panels' keys alone, the board's on its felt.
		switch {
		case sideLegendH(most, panels.Dx()) <= panels.Dy():
			l.legend, l.legendAll = panels, true
		case len(s.panelKeys()) > 0 && sideLegendH(s.panelKeys(), panels.Dx()) <= panels.Dy():
			l.legend = panels
		}
		// The board's marks, where the column does not hold them (four
		// panels), in the zoom bar's band over the board, as on a phone
		// (the seventh reader found them on a strip at the board's foot,
		// unlike two players').
		l.band = !l.legendAll && !s.Over() && !s.Reviewing() && s.Coached() == nil
		// Where the board with its places shows whole at x1 under the zoom
		// bar alone, and the log keeps three lines under the key: the key
		// at the log's head, the board whole (the fourteenth reader found
		// four players' board in a close-up at x1.5 under a band for its
		// key, cut under its arrows).
		// (Two players' band keeps the key over a board that leaves it
		// the room, and the log its lines.)
		if h := s.logKeyMost(fr.Log.Dx()); l.band && n >= 3 && fr.Log.Dy()-h-6 >= 3*ui.LineH {
			c := *s.cam
			c.View, c.Cap = r, table.ZoomBarH()
			if c.Fits(s.lit(), c.MinZoom) {
				l.band, l.logKey = false, true
				l.logKeyH = s.logKeyNow(fr.Log.Dx())
				fr.LogKey = l.logKeyH
			}
		}
	}
	s.cam.View = r
	// A replay in a window shows its whole territory under the chart's
	// panel, at half size where x1 runs past the view (a game's last
	// position: 40 of 119 spaces were cut off at its foot).
	s.cam.MinZoom = 1
	// A phone fits the board to its view between the half steps, a space
	// a whole number of canvas pixels (Space/16: x1 left four players'
	// board 277x262 CSS px in a 390x365 view, its dots 6 CSS px). In
	// play only: a game's end keeps its steps, the board leaving room
	// for the legend of the largest estates.
	// On a phone of three device pixels a canvas pixel the fit may take
	// a third of a zoom instead, where it shows the board whole and
	// larger (x4/3, four device pixels an art pixel, not x1.3125's
	// 3.94: the 31st reader found that board blurred). At every zoom
	// between whole numbers the board's art is drawn at the screen's
	// resolution (table.Ground), each art pixel one colour.
	s.cam.Fine = 0
	s.cam.Device = ui.Scale
	if ui.Portrait() && !s.Over() && !s.Reviewing() {
		s.cam.Fine = 1.0 / Space
	}
	if s.Reviewing() && !ui.Portrait() {
		s.cam.MinZoom = table.ZoomStep
	}
	s.arrangeTray()
	return fr
}

// closeZ is the zoom a close-up opens the person's turn at (0: none): a
// phone's, as laid out (layout.closeZ), or a window's (windowCloseZ).
func (s *Table) closeZ() float64 {
	if ui.Portrait() {
		return s.lay.closeZ
	}
	return s.windowCloseZ()
}

// windowCloseZ is the zoom a window opens the person's turn at where the
// whole board with its places does not show at x1 under the zoom bar (a
// narrow window, 1000x700, late in a game): x1.5, on the card's places
// (focusPlaces), the rest a drag away and Fit the whole; 0 elsewhere. A
// board whole at x1 (a space 16 px, 32 window px at 1280x720) opens
// whole, its key on the felt it leaves: the fourteenth reader found four
// players' late board at x1.5 cut under its arrows, places floating off
// the part shown.
func (s *Table) windowCloseZ() float64 {
	if s.Over() || s.Reviewing() || s.Coached() != nil || s.cam.View.Empty() {
		return 0
	}
	const close = 1.5
	lit := s.lit()
	if s.cam.FitZoom(lit) >= close || s.wholeUnderBar(lit, s.cam.MinZoom) {
		return 0
	}
	return close
}

// wholeUnderBar reports whether r (world pixels) shows whole at zoom z in
// the view under the zoom bar alone (Clear with a cap of the bar's
// height: a close-up's band for the key, BandH, not counted).
func (s *Table) wholeUnderBar(r image.Rectangle, z float64) bool {
	c := *s.cam
	c.Cap = table.ZoomBarH()
	return c.Fits(r, z)
}

// logKeys are the keys the log's head holds now (layout.logKey): the
// board's marks while a card is to be laid, else the panels' pictures
// where no legend beside the board names them; the estates' figures
// where it does not name them.
func (s *Table) logKeys() []legendKey {
	keys := s.boardKeys()
	if len(keys) == 0 && s.lay.legend.Empty() {
		keys = s.panelKeys()
	} else {
		keys = s.withStock(keys)
	}
	if s.worthBeside(s.sideKeys()) {
		return keys
	}
	return append(keys, s.worthKey()...)
}

// logKeyNow is the room the log's head takes for its keys now in a panel
// w wide: each on the lines of the body face it wraps to, a rule under
// them; 0 where there are none.
func (s *Table) logKeyNow(w int) int {
	return logKeyHOf(s.logKeys(), w)
}

// logKeyMost is the most room the log's head may take (the card's places,
// the card held, the last card laid and the panels' stock where they do
// not name it, stockKey; or the panels' pictures; and the estates'
// figures).
func (s *Table) logKeyMost(w int) int {
	worth := legendKey{text: lang.T("cb.legend.worth")}
	board := s.withStock([]legendKey{{text: lang.T("cb.legend.spot"), dot: true}, {text: lang.T("cb.legend.ghost")}, {text: lang.T("cb.legend.last")}})
	return max(logKeyHOf(append(board, worth), w),
		logKeyHOf(append(s.panelKeys(), worth), w))
}

// logKeyHOf is the room keys take at the head of a log's panel w wide.
func logKeyHOf(keys []legendKey, w int) int {
	if len(keys) == 0 {
		return 0
	}
	n := 0
	for _, row := range logKeyRows(keys, w) {
		if len(row) > 1 {
			n++
		} else {
			n += len(ui.Wrap(row[0].text, w-8-20))
		}
	}
	return 4 + n*ui.LineH + 4
}

// logKeyRows lays keys out in lines at the head of a log's panel w wide:
// each on its own, wrapped where it must be, but a short key (withPrev)
// on the line of the key before it where that line has the room for both
// whole, else on its own.
func logKeyRows(keys []legendKey, w int) [][]legendKey {
	var rows [][]legendKey
	for _, k := range keys {
		if n := len(rows); k.withPrev && n > 0 {
			rw := 9 - bandGap
			for _, p := range rows[n-1] {
				rw += bandGap + bandKeyW(p, ui.Body)
			}
			if rw+bandGap+bandKeyW(k, ui.Body) <= w-6 {
				rows[n-1] = append(rows[n-1], k)
				continue
			}
		}
		rows = append(rows, []legendKey{k})
	}
	return rows
}

// phoneTallyH is the height a phone's panel grows by for its tally line
// (phoneTally): a rule and a line of the body face.
const phoneTallyH = 4 + ui.LineH

// phoneTally reports whether a phone's panels show their tally under
// their rows: in play, not Junior (no large dovecote to count twice).
func (s *Table) phoneTally() bool {
	return ui.Portrait() && !s.st.Junior && (!s.Over() || s.Reviewing())
}

// snug reports whether a phone upright sizes the board's view to the
// board (Arrange): in play, not at the end, in a replay or a lesson,
// which keep their own layouts.
func (s *Table) snug() bool {
	return ui.Portrait() && !s.Over() && !s.Reviewing() && s.Coached() == nil
}

// KeepsBar reports whether the legend lies in the zoom bar's band (a
// table.BarKeeper): the variant's note stays off it.
func (s *Table) KeepsBar() bool { return s.lay.band }

// snugLaid lays the table out anew where the board's height in a snug
// view changed since it was laid out (a card laid on a new row or column).
func (s *Table) snugLaid() {
	if s.snug() && s.lay.need > 0 {
		if need, _ := s.snugNeed(s.cam.View.Dx()); need != s.lay.need {
			s.Relayout()
		}
	}
}

// snugNeed is the height a snug board's view w wide needs (the zoom bar
// with it): the whole board at the width's zoom; and the close-up's
// zoom: where the width's zoom draws a card's places under a finger's
// width apart upright (three or four players late in a game), the zoom
// that makes a place a finger wide (close), which a tap on the board
// zooms in to around the finger (the grain), the turn still opening on
// the whole board with its places marked, as the Carcassonne app does
// (the thirteenth reader: at x3 "the player sees only a fragment of the
// board"); else 0.
func (s *Table) snugNeed(w int) (need int, close float64) {
	lit := s.lit()
	need = s.cam.SnugH(lit, w) + table.ZoomBarH()
	if s.st.Junior {
		return need, 0
	}
	zw := s.cam.MaxZoom
	for zw > s.cam.MinZoom && float64(lit.Dx())*zw > float64(w-2*table.FeltMargin-2*s.cam.Side) {
		zw -= table.ZoomStep
	}
	fz := s.cam.ZoomFor(Space) // the pitch of the places: a finger between two dots
	if zw >= fz {
		return need, 0
	}
	return need, fz
}

// fitIn is the zoom (a step) the whole board with its places (lit)
// shows at in a phone's snug view w by h, under the zoom bar; where it
// does not show whole even at the least zoom, the share of it that does
// (under the least zoom).
func (s *Table) fitIn(w, h int) float64 {
	lit := s.lit()
	rw := float64(w-2*table.FeltMargin-2*s.cam.Side) / float64(lit.Dx())
	rh := float64(h-table.ZoomBarH()-2*table.FeltMargin) / float64(lit.Dy())
	z := min(rw, rh)
	if z < s.cam.MinZoom {
		return z
	}
	return min(s.cam.MaxZoom, math.Floor(z/table.ZoomStep)*table.ZoomStep)
}

// CloseUp reports whether the table shows the person's turn on part of
// the board, at a finger's width a place (a window's close-up, closeZ;
// for the test that no other board opens cut). A phone opens each turn
// on the whole board, its places marked: its close-up is the part a tap
// on the board zoomed in to, and it stays there, for the turn's actions
// after the card is laid, until the player frames the whole (Fit).
func (s *Table) CloseUp() bool {
	if s.closeZ() == 0 || !s.HumanTurn() {
		return false
	}
	if ui.Portrait() {
		return (s.st.Phase == cb.PhasePlace || s.st.Phase == cb.PhaseActions) && !s.cam.Framing()
	}
	return s.st.Phase == cb.PhasePlace
}

// boardView is where the board is drawn and pressed: the camera's view,
// but in a close-up, whose board runs on past the felt, below the zoom
// bar's band (its legend and buttons over no card), and, on each side the
// board runs on past, stopped at a line between spaces (cutAt): no space,
// figure or dot is cut in two by the view's edge.
func (s *Table) boardView() image.Rectangle {
	v, _ := s.cutView()
	return v
}

// BoardView is where the board is drawn (tests).
func (s *Table) BoardView() image.Rectangle { return s.boardView() }

// cutView is boardView and the sides (right, bottom, left, top, as
// cb.Sides) where the board runs on past it, a drag away (drawMore).
func (s *Table) cutView() (image.Rectangle, [4]bool) {
	v := s.cam.View
	if s.closeZ() == 0 && (ui.Portrait() || s.cam.Rect(s.Content()).In(v)) {
		return v, [4]bool{}
	}
	// (In a window, wherever the board runs on past the view: zoomed in,
	// or an end whole only at a zoom under x1.)
	v.Min.Y += min(s.cam.Cap, v.Dy()/3)
	if len(s.targets) > 0 {
		return v, [4]bool{} // (a piece picked from the tray: its lit spaces show wherever they lie)
	}
	return s.cutAt(v)
}

// cutGap is the least felt (canvas pixels) left between the view's edge
// and a board stopped short of it (cutAt): the room for its mark.
const cutGap = 10

// cutAt stops v, on each side the board with its places (lit) runs on
// past, at the first line between spaces at least cutGap inside it (the
// ninth reader found house icons, a figure and a column of spaces cut by
// the close-up's edges), and says which sides it stopped.
func (s *Table) cutAt(v image.Rectangle) (image.Rectangle, [4]bool) {
	var cut [4]bool
	b := s.cam.Rect(s.lit())
	if s.Over() || s.Reviewing() {
		b = s.cam.Rect(s.room(0)) // (no places at the end, nor in a replay)
	}
	line := func(p image.Point, up bool) image.Point {
		wx, wy := s.cam.ToWorld(p)
		round := math.Floor
		if up {
			round = math.Ceil
		}
		return s.cam.ToCanvas(round(wx/Space)*Space, round(wy/Space)*Space)
	}
	w := v
	if b.Max.X > v.Max.X {
		w.Max.X, cut[0] = line(image.Pt(v.Max.X-cutGap, v.Min.Y), false).X, true
	}
	if b.Max.Y > v.Max.Y {
		w.Max.Y, cut[1] = line(image.Pt(v.Min.X, v.Max.Y-cutGap), false).Y, true
	}
	if b.Min.X < v.Min.X {
		w.Min.X, cut[2] = line(image.Pt(v.Min.X+cutGap, v.Min.Y), true).X, true
	}
	if b.Min.Y < v.Min.Y {
		w.Min.Y, cut[3] = line(image.Pt(v.Min.X, v.Min.Y+cutGap), true).Y, true
	}
	if w.Dx() < 2*s.cam.Span(Space) || w.Dy() < 2*s.cam.Span(Space) {
		return v, [4]bool{} // a view too small to stop short (a window shrunk to nothing)
	}
	return w, cut
}

// focusPlaces opens a window's close-up (closeZ) on the places the card
// in hand may lie as it is turned: the view, at x1.5, on the part of the
// board that holds the most of them, nearest the card held (else the card
// laid last); Fit shows the whole board. A phone's turn opens on the
// whole board instead (a tap zooms in around the finger). Once a turn,
// as the person's card is to be laid (Tick), and as a demonstration
// opens.
func (s *Table) focusPlaces() {
	z := s.closeZ()
	if z == 0 || s.st.Phase != cb.PhasePlace || !s.HumanTurn() || s.st.Terminal() || s.cam.View.Empty() {
		return
	}
	var places []image.Rectangle
	for _, a := range s.now().legal {
		if d := cb.Decode(a); d.Kind == cb.KindPlace && d.Rot == s.rot {
			places = append(places, image.Rect(d.At.X*Space, d.At.Y*Space, (d.At.X+2)*Space, (d.At.Y+2)*Space))
		}
	}
	content := s.Content()
	if ui.Portrait() {
		// A phone opens the turn on the whole board, its places marked
		// (a tap on it zooms in to a finger a place around the finger):
		// where the player zoomed in on their last turn, the view glides
		// back to the whole.
		if !s.cam.Framing() {
			s.cam.Fit(content, true)
		}
		return
	}
	if len(places) == 0 {
		s.cam.OpenOn(content, content, z)
		s.placeOverview()
		return
	}
	// (Less what the view stopped short of the board's rim keeps of felt
	// at each side, cutAt: up to a space and the gap.)
	v := s.cam.Clear()
	edge := 2 * (Space + int(math.Ceil(cutGap/z)))
	w, h := max(2*Space, int(float64(v.Dx())/z)-edge), max(2*Space, int(float64(v.Dy())/z)-edge)
	near := ui.Mid(content)
	switch {
	case s.ghostOn:
		near = image.Pt((s.ghostAt.X+1)*Space, (s.ghostAt.Y+1)*Space)
	case s.last:
		near = image.Pt((s.lastAt.X+1)*Space, (s.lastAt.Y+1)*Space)
	}
	// The window (world pixels) centred on a place, kept over the board
	// as OpenOn keeps it.
	window := func(c image.Point) image.Rectangle {
		along := func(lo, hi, mid, span int) int {
			if hi-lo <= span {
				return (lo + hi - span) / 2
			}
			return max(lo, min(hi-span, mid-span/2))
		}
		x, y := along(content.Min.X, content.Max.X, c.X, w), along(content.Min.Y, content.Max.Y, c.Y, h)
		return image.Rect(x, y, x+w, y+h)
	}
	best, most, bestD := places[0], -1, 0
	for _, p := range places {
		win := window(ui.Mid(p))
		n := s.windowShows(win, places)
		d := ui.Mid(p).Sub(near)
		if dist := d.X*d.X + d.Y*d.Y; n > most || n == most && dist < bestD {
			best, most, bestD = p, n, dist
		}
	}
	best = s.windowFocus(window(ui.Mid(best)), places)
	s.cam.OpenOn(content, best, z)
	s.placeOverview()
}

// windowShows is how much of the board a window's close-up on win (world
// pixels) shows: the spaces laid and the places it holds (focusPlaces
// picks the view that shows the most: the tenth reader found a close-up
// on the board's rim, a quarter of the view bare felt with a few dots).
func (s *Table) windowShows(win image.Rectangle, places []image.Rectangle) int {
	n := 0
	for _, q := range places {
		if ui.Mid(q).In(win) {
			n++
		}
	}
	for p := range s.st.T.Spaces {
		if image.Rect(p.X*Space, p.Y*Space, (p.X+1)*Space, (p.Y+1)*Space).In(win) {
			n++
		}
	}
	return n
}

// windowFocus is what a window's close-up on win centres: the spaces laid
// and the places' dots the view shows, their middle in the view's middle
// (no side of the view bare felt while the other cuts the board short).
func (s *Table) windowFocus(win image.Rectangle, places []image.Rectangle) image.Rectangle {
	var r image.Rectangle
	for _, q := range places {
		if c := ui.Mid(q); c.In(win) {
			r = r.Union(image.Rect(c.X-Space/8, c.Y-Space/8, c.X+Space/8, c.Y+Space/8))
		}
	}
	for p := range s.st.T.Spaces {
		if q := image.Rect(p.X*Space, p.Y*Space, (p.X+1)*Space, (p.Y+1)*Space); q.In(win) {
			r = r.Union(q)
		}
	}
	if r.Empty() {
		return win
	}
	return r
}

// bandKeys are the keys the legend in the zoom bar's band says now (w
// wide, h high): the board's marks while the card is to be laid, else the
// panels' pictures where they fit; with the estates' figures (worthKey)
// where the band holds them too, in the face the band's legend takes, and
// the legend beside the board does not name them.
func (s *Table) bandKeys(w, h int) []legendKey {
	lines := h / ui.LineH
	first := s.bandFirst(w)
	fits := func(keys []legendKey) bool {
		return bandFitsIn(bandRowsIn(keys, first, w, ui.Body), first, w, ui.Body, lines) || bandFits(bandRows(keys, w, ui.Small), w, ui.Small, h/ui.SmallLineH)
	}
	keys := s.boardKeys()
	if len(keys) == 0 {
		if keys = s.panelKeys(); len(bandRows(keys, w, ui.Body)) > lines {
			return nil
		}
	}
	if with := append(append([]legendKey{}, keys...), s.worthKey()...); len(keys) > 0 && !s.worthBeside(s.sideKeys()) && fits(with) {
		keys = with
	}
	// The panels' stock (stockKey) after the card held's key, else last,
	// where it takes no more rows than the keys without it (a four-player
	// phone: "tiles" on the line of the last card's key or the estates'
	// figures), clear of the board as they are.
	if with := s.withStock(keys); len(with) > len(keys) {
		now := bandRowsIn(keys, first, w, ui.Body)
		bar := s.bandBar(true)
		for _, ks := range [][]legendKey{with, append(append([]legendKey{}, keys...), s.stockKey()...)} {
			rows := bandRowsIn(ks, first, w, ui.Body)
			if len(rows) > len(now) || !bandFitsIn(rows, first, w, ui.Body, len(now)) {
				continue
			}
			if len(rows) <= lines || w == bar.Dx() && s.offBoard(bandRect(rows, bar, ui.Body)) {
				return ks
			}
		}
	}
	return keys
}

// bandFits reports whether rows of keys lie within w in face f, on at most
// n lines.
func bandFits(rows [][]legendKey, w int, f ui.Face, n int) bool {
	return bandFitsIn(rows, w, w, f, n)
}

// bandFitsIn is bandFits with the first row first wide.
func bandFitsIn(rows [][]legendKey, first, w int, f ui.Face, n int) bool {
	for i, row := range rows {
		rw := -bandGap
		for _, k := range row {
			rw += bandGap + bandKeyW(k, f)
		}
		if rw > w || i == 0 && rw > first {
			return false
		}
	}
	return len(rows) <= n
}

// bandRows lays keys out in rows w wide (in face f), each key its swatch
// and words, the keys of a row a gap apart.
func bandRows(keys []legendKey, w int, f ui.Face) [][]legendKey {
	return bandRowsIn(keys, w, w, f)
}

// bandRowsIn is bandRows with the first row first wide (beside the zoom's
// plate, bandFirst).
func bandRowsIn(keys []legendKey, first, w int, f ui.Face) [][]legendKey {
	var rows [][]legendKey
	x := 0
	for _, k := range keys {
		kw := bandKeyW(k, f)
		room := w
		if len(rows) == 1 {
			room = first
		}
		if len(rows) == 0 || x > 0 && x+bandGap+kw > room {
			rows = append(rows, nil)
			x = -bandGap
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], k)
		x += bandGap + kw
	}
	return rows
}

// bandFirst is how wide the first row of the band's keys is in a band w
// wide (to the zoom control): where the band is taller than the zoom bar
// (a window's close-up, BandH), the zoom's plate lies level with that row
// beside the control, and the rows under it run on to the control; else
// the plate's row is the band's every row (bandBar), and w.
func (s *Table) bandFirst(w int) int {
	if !s.bandTall() {
		return w
	}
	return w - plateRoom(s.cam)
}

// bandTall reports whether the band is taller than the zoom bar (a
// window's close-up, BandH).
func (s *Table) bandTall() bool { return s.cam.Cap > table.ZoomBarH() && !ui.Portrait() }

// plateRoom is the room the zoom's plate takes beside the zoom control in
// the band's first row (bandFirst): the plate and a gap each side.
func plateRoom(cam *table.Camera) int {
	zw, _ := ui.Measure(cam.Label())
	return zw + 2 + 2 + 4
}

// bandGap is the room between two keys on a row of the band's legend.
const bandGap = 8 // (a spacing unit: at 12, a four-player window's three keys took three rows)

// bandKeyW is a key's width in the band's legend, in face f.
func bandKeyW(k legendKey, f ui.Face) int {
	tw, _ := ui.MeasureIn(f, k.text)
	return 8 + 5 + tw
}

// tallyH is the height a landscape panel grows by, where the column has
// the room, to show the terms of the seat's points under its rows (two
// lines: the large dovecote's estate, the small ones').
func (s *Table) tallyH() int { return 6 + 2*ui.LineH }

// panelH is a mini-board's height.
func (s *Table) panelH() int {
	if s.st.Junior {
		return 48
	}
	return 74
}

// arrangeTray places the tray's controls for the moment of the turn: the
// card and the Turn buttons, the objective choice, the dovecotes, tiles and
// falcon, or the falcon's payment.
// trayTop is the height of the tray's title band in a tray w wide: a line,
// or two where its longest title and the pile's count do not fit one
// (measured).
func (s *Table) trayTop(w int) int {
	titles := []string{lang.T("cb.pile-empty"), lang.T("cb.drawing"), lang.T("cb.objective-complete"), lang.T("cb.pay-two")}
	for seat := 0; seat < s.st.N; seat++ {
		titles = append(titles, lang.T("cb.card-of", "Who", s.seatName(seat)), lang.T("cb.tray-of", "Who", s.seatName(seat)))
	}
	pw, _ := ui.Measure(lang.T("cb.pile", "Count", 99))
	if ui.WidestIn(ui.Body, titles...) <= w-pw-20 {
		return 14 // the line and room for a selected chip's frame under it
	}
	return 14 + ui.LineH
}

func (s *Table) arrangeTray() {
	l := &s.lay
	t := l.tray.Inset(6)
	t.Min.Y += s.trayTop(l.tray.Dx())
	bh := ui.ButtonH()
	cell := min(t.Dy()/2, ui.Finger)
	l.card = image.Rect(t.Min.X, t.Min.Y, t.Min.X+2*cell, t.Min.Y+2*cell)
	beside := image.Rect(l.card.Max.X+6, t.Min.Y, t.Max.X, t.Max.Y)
	row1 := image.Rect(t.Min.X, t.Min.Y, t.Max.X, t.Min.Y+bh)
	row2 := image.Rect(t.Min.X, t.Max.Y-bh, t.Max.X, t.Max.Y)
	if ui.Portrait() {
		// The card between its two buttons, each as wide as the card or
		// its words, the three centred: Turn left on the card's left,
		// right on its right (two 130-px slabs beside an 88-px card
		// outweighed it, the eighth reader).
		cw := l.card.Dx()
		bw := cw
		for _, b := range []*ui.Button{s.rotL, s.rotR, s.newObjB, s.noObjB} {
			w, _ := ui.Measure(lang.T(b.Key))
			bw = max(bw, w+16)
		}
		bw = min(bw, (t.Dx()-cw-16)/2)
		x := t.Min.X + (t.Dx()-2*bw-cw-16)/2
		l.card = image.Rect(x+bw+8, t.Min.Y, x+bw+8+cw, t.Min.Y+l.card.Dy())
		y := l.card.Min.Y + (l.card.Dy()-bh)/2
		left, right := image.Rect(x, y, x+bw, y+bh), image.Rect(l.card.Max.X+8, y, l.card.Max.X+8+bw, y+bh)
		s.rotL.R, s.rotR.R = left, right
		s.newObjB.R, s.noObjB.R = left, right
	} else {
		// "< Turn" above "Turn >", read in the phone's order (left first;
		// the window had them the other way round, reader 29).
		table.PlaceButtons(image.Rect(beside.Min.X, beside.Min.Y, beside.Max.X, beside.Min.Y+bh), 1, []*ui.Button{s.rotL})
		table.PlaceButtons(image.Rect(beside.Min.X, beside.Max.Y-bh, beside.Max.X, beside.Max.Y), 1, []*ui.Button{s.rotR})
		table.PlaceButtons(image.Rect(beside.Min.X, beside.Min.Y, beside.Max.X, beside.Min.Y+bh), 1, []*ui.Button{s.newObjB})
		table.PlaceButtons(image.Rect(beside.Min.X, beside.Max.Y-bh, beside.Max.X, beside.Max.Y), 1, []*ui.Button{s.noObjB})
	}
	// Dovecotes and the falcon on the first row, the tiles on the second.
	for i, r := range ui.Grid(row1, 3, 1, 4) {
		l.chips[[]chip{chipLarge, chipSmall, chipFalcon}[i]] = r
	}
	for i, r := range ui.Grid(row2, 4, 1, 4) {
		l.chips[chipTile0+chip(i)] = r
	}
	// The payment for the falcon: the pairs, then Back, on two rows.
	cells := append(ui.Grid(row1, 4, 1, 4), ui.Grid(row2, 4, 1, 4)...)
	l.paySlots = len(cells) - 1
	for i, b := range s.payBs {
		if i < l.paySlots {
			b.R = cells[i]
		}
	}
	s.payCancel.R = cells[l.paySlots]
}

// updateControls shows the tray's controls that belong to this moment of
// the turn, and enables the buttons that can act now.
func (s *Table) updateControls() {
	st := s.st
	mine := s.HumanTurn() && !s.A.Anims.Busy()
	place := st.Phase == cb.PhasePlace && !st.Terminal()
	choose := st.Phase == cb.PhaseChoose
	s.rotL.Hidden, s.rotR.Hidden = !place, !place
	s.rotL.Disabled, s.rotR.Disabled = !mine, !mine
	s.newObjB.Hidden, s.noObjB.Hidden = !choose, !choose
	s.newObjB.Disabled, s.noObjB.Disabled = !mine || st.Left == 0, !mine
	s.endB.Disabled = !mine || st.Phase != cb.PhaseActions || st.WhyEnd() != nil
	switch {
	case st.Phase == cb.PhasePlace:
		s.endB.Tooltip = lang.T("cb.end.lay-first")
	case st.Phase == cb.PhaseChoose:
		s.endB.Tooltip = lang.Say(game.M("cb.refuse.choose-first"))
	case st.Phase == cb.PhaseActions && st.WhyEnd() != nil:
		s.endB.Tooltip = lang.T("table.not-yet", "Why", endReason(st, st.WhyEnd()))
	default:
		s.endB.Tooltip = lang.T("cb.end.tip", "Key", ui.KeyHint("Enter"))
	}
	s.capB.Disabled = st.Junior || st.Terminal()
	s.capB.Selected = s.A.Settings.Threats && !st.Junior
	pairs := s.pairs()
	s.payCancel.Hidden = !s.paying
	for i, b := range s.payBs {
		b.Hidden = !s.paying || i >= len(pairs) || i >= s.lay.paySlots
		if !b.Hidden {
			a := pairs[i]
			d := cb.Decode(a)
			b.Icon = fmt.Sprintf("cb_pair_%d_%d", d.Ground, d.Pay2)
			b.Label = ""
			key := "cb.breed.tip"
			if d.Kind == cb.KindRaise {
				key = "cb.raise.tip"
			}
			b.Tooltip = lang.T(key, "A", lang.Say(cb.GroundName(d.Ground)), "B", lang.Say(cb.GroundName(d.Pay2)))
			b.OnClick = func() { s.paying = false; s.Play(a) }
		}
	}
}

// pairs are the legal payments for the falcon now.
func (s *Table) pairs() []game.Action {
	var out []game.Action
	if s.st.Phase != cb.PhaseActions || s.st.Junior {
		return nil
	}
	for _, a := range s.now().legal {
		if k := cb.Decode(a).Kind; k == cb.KindBreed || k == cb.KindRaise {
			out = append(out, a)
		}
	}
	return out
}

// chipShown reports whether a tray control is shown now.
func (s *Table) chipShown(c chip) bool {
	st := s.st
	if st.Phase != cb.PhaseActions || s.paying || st.Terminal() {
		return false
	}
	if st.Junior {
		return c == chipLarge || c == chipSmall
	}
	return true
}

// Targets lists the tray's controls a finger can press (the board's spaces
// follow the camera's zoom).
func (s *Table) Targets() []image.Rectangle {
	var out []image.Rectangle
	for c := chipLarge; c < numChips; c++ {
		if s.chipShown(c) {
			out = append(out, s.lay.chips[c])
		}
	}
	return out
}

// Spots names places for the browser tests: a spot where the card may lie
// as it is turned now (the middle of the card), the tray's controls.
func (s *Table) Spots() map[string]image.Rectangle {
	out := map[string]image.Rectangle{}
	if s.st.Phase == cb.PhasePlace && s.HumanTurn() {
		for _, a := range s.now().legal {
			if d := cb.Decode(a); d.Kind == cb.KindPlace && d.Rot == s.rot {
				r := s.cardRect(d.At)
				if c := ui.Mid(r); c.In(s.boardView()) && !c.In(s.ZoomControl()) {
					out["place"] = r
					break
				}
			}
		}
	}
	for c := chipLarge; c < numChips; c++ {
		if s.chipShown(c) {
			out[chipNames[c]] = s.lay.chips[c]
		}
	}
	for p := range s.targets {
		r := s.spaceRect(p)
		if r.Min.Add(r.Size().Div(2)).In(s.boardView()) {
			out["target"] = r
			break
		}
	}
	return out
}

var chipNames = [numChips]string{"", "large-dovecote", "small-dovecote", "tile-meadow", "tile-wheat", "tile-marsh", "tile-heath", "falcon"}

// compactLogH is the log's height on a phone whose panels are compact
// (layout.compact): a strip of its two newest lines in the body face, no
// title (the frame and the seats' chips say what it is).
// (2 px over its first line, 6 under its last, fitLogAs: the room four
// players' partnership sums take under their panels.)
const compactLogH = 2*ui.LineH + 8

// OpenLog is where a phone's strip of a log (layout.compact: two lines,
// where four players' board takes the height) opens over the table on a
// tap (table.LogOpener): up from the strip's foot over the board, tall
// enough for the whole log under its title, up to twelve lines, the
// board's view's top at most; none where the strip holds it all (the
// 34th reader found four players' log cut to two lines, the last round's
// moves out of view).
func (s *Table) OpenLog() image.Rectangle {
	r := s.LogRect()
	if !s.lay.compact || r.Empty() || s.Over() {
		return image.Rectangle{}
	}
	h := min(s.LogNeed(r.Dx()), 12*ui.LineH+26)
	if h <= r.Dy() {
		return image.Rectangle{}
	}
	r.Min.Y = max(r.Max.Y-h, s.cam.View.Min.Y)
	return r
}

// teamBandH is the height of a phone's partnership footer band
// (layout.teams), its top two rows under its pair's lower panel's foot: a
// line in the body face 2 px under that panel's rim, inside the band's
// 2-px bottom rim; teamGap, the gap under it, clear of the tray's frame.
const (
	teamBandH = ui.LineH + 4
	teamGap   = 4
)

// closeLogH is the log's height a phone keeps where a tap zooms in to its places (Arrange): its
// title and three lines.
const closeLogH = 3*ui.LineH + 26

// PlacePitch is how far apart (canvas pixels) two neighbouring places of
// the card lie as drawn now, a space (tests); 0 while no card is to be
// laid.
func (s *Table) PlacePitch() int {
	if s.st.Phase != cb.PhasePlace || !s.HumanTurn() {
		return 0
	}
	return s.cam.Span(Space)
}
