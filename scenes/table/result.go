package table

import (
	"image"
	"image/color"
	"strings"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
)

// SeatCarder is a table that says a player's line on the result itself:
// the seat's colour, its score ("" in a game without points) and what
// scored it. Without it, the line is the table's score row.
type SeatCarder interface {
	SeatCard(seat int) (c color.RGBA, score, detail string)
}

// cards are the players' cards on the result: a seat each, the best first.
func (k *Kit) cards() []scenes.Card {
	ret := k.returns()
	sc := k.M.State.Scores()
	rows := k.g.Scores()
	best := ret[0]
	for _, r := range ret {
		best = max(best, r)
	}
	out := make([]scenes.Card, len(ret))
	for seat := range ret {
		c := scenes.Card{Name: lang.Say(game.Colour(k.M.Def.SeatLabel(seat))), Colour: ui.DoveGrey,
			Winner: ret[seat] == best && !allSame(ret)}
		if sc, ok := k.g.(SeatCarder); ok {
			c.Colour, c.Score, c.Detail = sc.SeatCard(seat)
		} else if len(rows) > seat+1 {
			if rows[seat+1][0] != "" {
				c.Name = rows[seat+1][0]
			}
			var parts []string
			for j := 1; j < len(rows[0]) && j < len(rows[seat+1]); j++ {
				parts = append(parts, rows[0][j]+" "+rows[seat+1][j])
			}
			c.Detail = strings.Join(parts, " · ")
		}
		// The place: one more than the seats that did better (a better
		// result, or the same result and more points).
		c.Place = 1
		for o := range ret {
			if ret[o] > ret[seat] || ret[o] == ret[seat] && len(sc) == len(ret) && sc[o] > sc[seat] && !c.Winner {
				c.Place++
			}
		}
		out[seat] = c
	}
	// The best first; seats in order within a place.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Place < out[j-1].Place; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func allSame(v []float64) bool {
	for _, x := range v {
		if x != v[0] {
			return false
		}
	}
	return true
}

// dockResult makes the result a panel where the log and the buttons were
// (the game is over: they are not needed), grown up the side of the table
// where it needs more room, so the final position stays in view; the
// status line, where the panel leaves it in view, says the result in one
// line ("Game over: Gold wins"), a failed puzzle's line what went wrong.
func (k *Kit) dockResult(r *scenes.Result, cards []scenes.Card) {
	k.Status = k.endStatus(r.Title())
	// The result is on top: the board is looked at, not moved, and the
	// table's buttons (which it may not cover) have nothing left to do.
	for _, b := range append(append(append([]*ui.Button(nil), k.zoomBs...), k.own...), k.undoB, k.hintB, k.menuB) {
		b.Hidden = true
	}
	k.ending, k.endCards = r, cards
	// The last moves above it scroll back to the older entries (a failed
	// puzzle's statement), as the log did.
	r.SetUnder(func(f *input.Frame) bool { return k.scrollLogIn(f, k.endLog) })
	k.Relayout() // a table may lay out its end without what play needed (a tray)
	r.Dock(func() image.Rectangle {
		d, log := k.dockSplit(r.MarkW(), r.Title(), r.Reason(), cards, r.Buttons())
		k.endLog, k.docked = log, d
		k.clearOf(d.Union(log))
		return d
	}, cards)
}

// ResultNeed is the height the result docking on the table needs w wide
// (0 before one docks): a table upright lays its end out with the room for
// it and the game's last moves above it.
func (k *Kit) ResultNeed(w int) int {
	r := k.ending
	if r == nil {
		return 0
	}
	return scenes.DockNeedBeside(w, r.MarkW(), r.Title(), r.Reason(), k.endCards, r.Buttons())
}

// endStatus is the status line at the end: the result after "Game over"
// in a game, the result's title in a lesson or a solved puzzle, and in a
// failed puzzle what went wrong (said when it failed), or, where the
// answer refuted the try (its result's sheet says so, and the log above
// it shows the side's move and the answer in the body face, the older
// entries scrolled back), what the puzzle asked (reader 31: the window's
// log held its statement in the small face alone).
func (k *Kit) endStatus(title string) string {
	switch {
	case k.puz != nil && k.puz.failed && k.puz.verdict >= 0:
		return k.puzzleStatement()
	case k.puz != nil && k.puz.failed:
		return k.Status
	case k.puz != nil || k.coach != nil:
		return title
	}
	return lang.T("table.over-status", "Result", title)
}

// clearOf frames a camera's board again in what its view keeps beside the
// docked result, where the result had to grow into the view.
func (k *Kit) clearOf(d image.Rectangle) {
	v, ok := k.g.(Viewer)
	if !ok {
		return
	}
	cam := v.Camera()
	view := cam.View
	if !d.Overlaps(view) {
		return
	}
	switch {
	case d.Min.Y > view.Min.Y+view.Dy()/3:
		view.Max.Y = d.Min.Y - 2
	case d.Min.X > view.Min.X+view.Dx()/3:
		view.Max.X = d.Min.X - 2
	default:
		return
	}
	cam.View = view
	cam.Fit(v.Content(), false)
}

// DockRect is where the result docks: over the log and the kit's buttons
// and the status line below them, at least as tall as it needs. It is one
// sheet against the screen's edges (no strip of the status line or the felt
// around it), and in a column beside the board it takes the whole column
// (the panels over the log too), so that no piece of a panel shows above it;
// where the log's place keeps two lines of the last moves above a panel as
// tall as it needs, it is that panel (dockSplit).
func (k *Kit) DockRect(title, reason string, cards []scenes.Card, buttons int) image.Rectangle {
	d, _ := k.dockSplit(0, title, reason, cards, buttons)
	return d
}

// EndLog is where the game log stays above the docked result (the last
// moves of the game, a puzzle or a lesson), or nothing: set when a result
// docks (a table with a result docked on it is never played on again).
func (k *Kit) EndLog() image.Rectangle { return k.endLog }

// dockSplit is where the result docks and where the log keeps the height
// the result does not need: a panel as tall as its words, cards and
// buttons, against the bottom edge, and above it the game's last moves in
// the log's place (the table's panels above the log stay whole, in view),
// rather than a panel with empty bands between its cards. Where the room
// left would not hold two lines of log, the result takes it all. ex is the
// width of the result's mark beside its headline (scenes.Result.MarkW).
func (k *Kit) dockSplit(ex int, title, reason string, cards []scenes.Card, buttons int) (image.Rectangle, image.Rectangle) {
	d := k.dockColumn(ex, title, reason, cards, buttons)
	if l := k.frame.EndLog; l.Dy() >= MinLogH() && !l.Overlaps(d) { // the table's own place for it
		return d, l
	}
	log := k.frame.Log
	need := scenes.DockNeedBeside(d.Dx(), ex, title, reason, cards, buttons)
	top := d.Max.Y - need - DockGap // the log's foot, a gap above the panel
	plain := false
	if p := scenes.DockNeedPlain(d.Dx(), ex, title, reason, cards, buttons); top-log.Min.Y < MinLogH() && d.Max.Y-p-DockGap-log.Min.Y >= MinLogH() {
		// The players' cards at the body's size where their large
		// figures would take the log's last two lines.
		top, plain = d.Max.Y-p-DockGap, true
	}
	if log.Empty() || !log.Overlaps(d) || log.Min.Y < d.Min.Y || top-log.Min.Y < MinLogH() {
		return k.logAbove(d, log)
	}
	// The log's place from its top to the panel, as wide as the panel
	// where that meets the screen's edge (no strip of felt beside it).
	log.Max.Y = top
	if plain {
		// The log as tall as the lines it shows (no band of felt under
		// its last entry); the panel under it takes the rest.
		if f := k.fitFrameLog(log); len(f.lines) > 0 {
			if h := f.height() + 6; h < log.Dy() && h >= MinLogH() {
				log.Max.Y = log.Min.Y + h
				top = log.Max.Y
			}
		}
	}
	if d.Min.X == 0 && log.Min.X <= k.Area.Min.X+2 {
		log.Min.X = 0
	}
	if d.Max.X == ui.W && log.Max.X >= k.Area.Max.X-2 {
		log.Max.X = ui.W
	}
	d.Min.Y = top + DockGap
	return d, log
}

// logAbove is the docked result and the log's place where the panel takes
// all of the log's: on a phone upright, a panel across the screen under a
// board in a view of its own keeps the last moves in a log of three lines
// just above it, where the board's view gives the height and still shows
// the board at three quarters of the size it would have without it (a
// board that its width bounds loses nothing); else the panel alone.
func (k *Kit) logAbove(d, log image.Rectangle) (image.Rectangle, image.Rectangle) {
	v, ok := k.g.(Viewer)
	if !ok || log.Empty() || d.Min.X > 0 || d.Max.X < ui.W || !ui.Portrait() {
		return d, image.Rectangle{}
	}
	l := image.Rect(0, d.Min.Y-DockGap-MinLogH()-ui.LineH, ui.W, d.Min.Y-DockGap)
	with, without := *v.Camera(), *v.Camera()
	with.View.Max.Y, without.View.Max.Y = l.Min.Y-2, d.Min.Y-2
	if with.View.Dy() < ui.H*2/5 || with.FitZoom(v.Content()) < without.FitZoom(v.Content())*3/4 {
		return d, image.Rectangle{}
	}
	return d, l
}

// DockGap is the felt between the log and the docked result under it: two
// panels apart, not one frame against the other.
const DockGap = 8

// MinLogH is the least height of a log worth the name: its title and two
// lines.
func MinLogH() int { return 26 + 2*ui.LineH }

// dockColumn is the whole place the result may take (DockRect's rules).
func (k *Kit) dockColumn(ex int, title, reason string, cards []scenes.Card, buttons int) image.Rectangle {
	d := k.frame.Log.Union(k.frame.Buttons)
	if d.Empty() {
		d = image.Rect(k.Area.Min.X, k.Area.Max.Y-ButtonsHeight(1), k.Area.Max.X, k.Area.Max.Y)
	}
	d.Max.Y = ui.H // the status line: the panel says what it said
	if d.Max.X >= k.Area.Max.X-2 {
		d.Max.X = ui.W
	}
	if d.Min.X <= k.Area.Min.X+2 {
		d.Min.X = 0
	}
	// Too narrow a column (a board that keeps its size on a small canvas):
	// the wider side of the board instead, over the table's own panels
	// there (the game is over: hands and trays are not needed).
	if d.Dx() < DockMinW {
		b := k.BoardRect()
		if v, ok := k.g.(Viewer); ok {
			b = v.Camera().View
		}
		left := image.Rect(0, k.Area.Min.Y, b.Min.X-4, ui.H)
		right := image.Rect(b.Max.X+4, k.Area.Min.Y, ui.W, ui.H)
		if left.Dx() > right.Dx() {
			right = left
		}
		if right.Dx() >= DockMinW {
			return dockMargins(right)
		}
		d.Min.X = max(0, d.Max.X-DockMinW)
	}
	if d.Min.X > 0 || d.Max.X < ui.W { // a column beside the board: all of it (the panels over the log too)
		d.Min.Y = k.Area.Min.Y
	}
	// A mark beside the headline (a failed puzzle's seal): a column beside
	// the board grows toward it by what the headline needs to hold one
	// line beside the mark, where the board then keeps nine tenths of its
	// width in view (else the headline goes under the mark).
	if more := scenes.HeadlineNeed(title, ex) - d.Dx(); ex > 0 && more > 0 && (d.Min.X > 0) != (d.Max.X < ui.W) {
		w := d
		if d.Min.X > 0 {
			w.Min.X -= more
		} else {
			w.Max.X += more
		}
		if b := k.BoardRect(); b.Intersect(image.Rect(w.Min.X, b.Min.Y, w.Max.X, b.Max.Y)).Dx() <= b.Dx()/10 {
			d = w
		}
	}
	d = dockMargins(d)
	if need := scenes.DockNeedBeside(d.Dx(), ex, title, reason, cards, buttons); d.Dy() < need {
		d.Min.Y = max(k.Area.Min.Y, d.Max.Y-need)
	}
	return d
}

// DockMargin is the felt a docked result keeps from the window's edges it
// meets beside the board (a window, a phone on its side): the table's
// margin, as its panels above it keep (flush with the window's right and
// bottom edges it read as cut off). Upright on a phone it is one sheet
// across the screen's foot, its buttons over the home bar.
const DockMargin = 4

// dockMargins keeps a docked place d DockMargin from the canvas's edges it
// meets, beside the board.
func dockMargins(d image.Rectangle) image.Rectangle {
	if ui.Portrait() {
		return d
	}
	if d.Min.X == 0 {
		d.Min.X = DockMargin
	}
	if d.Max.X == ui.W {
		d.Max.X = ui.W - DockMargin
	}
	if d.Max.Y == ui.H {
		d.Max.Y = ui.H - DockMargin
	}
	return d
}

// DockMinW is the narrowest a docked result may be.
const DockMinW = 150

// ResultPlace is the docked result's panel, or nothing (tests).
func ResultPlace(a *scenes.App) image.Rectangle {
	if r, ok := a.Top().(*scenes.Result); ok {
		if p, docked := r.Docked(); docked {
			return p
		}
	}
	return image.Rectangle{}
}
