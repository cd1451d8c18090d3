package columba

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/birdroost/roost/lang"
	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// Pointer handles a person's turn.
//
// Laying the card: with a mouse the ghost follows the pointer and a click
// lays it; with a finger a tap lays it where the finger is, and a drag of
// the ghost moves it and lays it on the drop. A refused spot keeps the ghost
// there and says why. R, a right click, the wheel's click or a shoulder
// button turns it, as do the Turn buttons.
//
// The optional actions: a press on a dovecote, a tile or the falcon in the
// tray lights where it may go; a tap on a lit space, or a drag from the tray
// dropped on one, plays it. Enter ends the turn.
func (s *Table) Pointer(f *input.Frame) {
	st := s.st
	if f.Is(input.Threats) {
		s.toggleCaptures()
	}
	if f.Cancelled {
		s.dragging = false
	}
	if !s.dragging && (s.overviewTap(f) || s.moreTap(f)) {
		return
	}
	inView := f.HasPtr && f.Pointer.In(s.boardView())
	s.hover, s.hoverOK = s.spaceAt(f.Pointer), inView
	switch st.Phase {
	case cb.PhasePlace:
		s.pointerPlace(f, inView)
	case cb.PhaseActions:
		s.pointerActions(f, inView)
	case cb.PhaseChoose:
		if f.Is(input.Confirm) {
			s.Say(lang.T("cb.choose"))
		}
	}
}

// moreTap reads a press on a side's arrowhead (moreMarks): a tap moves
// the view half its width or height that way, in whole spaces (its edges
// stay on the lines between spaces); a press or a drag there lays nothing.
func (s *Table) moreTap(f *input.Frame) bool {
	if !f.HasPtr {
		return false
	}
	_, hits := s.moreMarks()
	for k, r := range hits {
		if r.Empty() || !f.Pointer.In(r) {
			continue
		}
		if f.Tap {
			v := s.boardView()
			pitch := float64(s.cam.Span(Space))
			n := func(span int) float64 { return pitch * float64(max(1, int(float64(span)/pitch)/2)) }
			d := cb.Sides[k]
			s.cam.PanBy(-float64(d.X)*n(v.Dx()), -float64(d.Y)*n(v.Dy()))
		}
		return true
	}
	return false
}

// snap is the ghost's top-left space for a pointer at p: the card's middle
// under the pointer.
func (s *Table) snap(p image.Point) cb.Pt {
	wx, wy := s.cam.ToWorld(p)
	return cb.Pt{X: int(math.Round(wx/Space - 1)), Y: int(math.Round(wy/Space - 1))}
}

func (s *Table) pointerPlace(f *input.Frame, inView bool) {
	if f.Is(input.Rotate) || (f.RightClick && inView) {
		s.turn(1)
	}
	if f.Is(input.Confirm) && s.ghostOn {
		s.tryPlace()
		return
	}
	if f.Is(input.Cancel) && !f.RightClick && s.ghostOn && f.Touch {
		s.ghostOn = false
	}
	// A finger on the ghost drags it.
	if f.Pressed && f.Touch && s.ghostOn && f.Pointer.In(s.ghostRect()) {
		s.dragging = true
	}
	if s.dragging {
		if f.Down && inView && f.Moved && !f.Pressed {
			// (Only as the finger moves: a tap on the card's dot, off
			// its middle, leaves it where it lies.)
			s.moveGhost(s.snap(f.Pointer))
		}
		if f.Drop || f.Tap {
			s.dragging = false
			if inView {
				s.moveGhost(s.reach(f.Pointer))
				s.tryPlace()
			}
		}
		return
	}
	// A mouse moves the ghost as it goes; a click or a tap lays it.
	if inView && !f.Touch && (f.Moved || !s.ghostOn) {
		s.moveGhost(s.aim(f.Pointer))
	}
	if f.Tap && inView {
		at := s.aim(f.Pointer)
		if f.Touch {
			at = s.reach(f.Pointer)
		}
		s.moveGhost(at)
		s.tryPlace()
	}
}

// aim is where a pointer at p holds the card: the place whose dot it is
// on (the card held keeps its place while the pointer is on where its dot
// was), else the card's middle under it (snap).
func (s *Table) aim(p image.Point) cb.Pt {
	if s.st.Phase == cb.PhasePlace && s.ghostOn {
		c, n := s.spotAt(s.ghostAt), s.spotSize()/2+2
		if p.In(image.Rect(c.X-n, c.Y-n, c.X+n, c.Y+n)) {
			return s.ghostAt
		}
	}
	if at, ok := s.spotPlace(p); ok {
		return at
	}
	return s.snap(p)
}

// reach is where a finger at p lays the card: the card's middle under the
// finger (snap) where the card may lie there, else the place it may lie
// (turned as it is) whose card the finger is on, the one whose middle is
// nearest; else snap, refused with its reason. Places lie half a card
// apart, a dot each (at x1.5 on a phone, 24 CSS px): a finger anywhere on
// a place's card, 48 CSS px, lays it where no other place is nearer (the
// ninth reader found a finger's aim at a dot guesswork).
func (s *Table) reach(p image.Point) cb.Pt {
	if s.st.Phase == cb.PhasePlace && s.ghostOn && s.st.WhyPlace(s.ghostAt, s.rot) == nil {
		// (The card held over a place hides its dot: a finger where the
		// dot was lays it there, as a pointer does, aim.)
		if c, n := s.spotAt(s.ghostAt), s.spotSize()/2+2; p.In(image.Rect(c.X-n, c.Y-n, c.X+n, c.Y+n)) {
			return s.ghostAt
		}
	}
	if at, ok := s.spotPlace(p); ok {
		return at // (a place's dot, where it lies off the card's middle: spotAt)
	}
	at := s.snap(p)
	if s.st.Phase != cb.PhasePlace || s.st.WhyPlace(at, s.rot) == nil {
		return at
	}
	best, least := at, -1
	for _, a := range s.now().legal {
		if d := cb.Decode(a); d.Kind == cb.KindPlace && d.Rot == s.rot {
			r := s.cardRect(d.At)
			if !p.In(r) {
				continue
			}
			if v := ui.Mid(r).Sub(p); least < 0 || v.X*v.X+v.Y*v.Y < least {
				best, least = d.At, v.X*v.X+v.Y*v.Y
			}
		}
	}
	return best
}

// moveGhost puts the ghost on a spot and works out whether it may lie there.
func (s *Table) moveGhost(at cb.Pt) {
	if s.ghostOn && s.ghostAt == at {
		return
	}
	s.ghostAt, s.ghostOn = at, true
	s.checkGhost()
	if s.cam.Framing() && !s.ghostRect().In(s.cam.View) {
		s.cam.Settle(s.Content()) // a card held over the rim comes into view where there is room
	}
}

// checkGhost works out why the ghost's spot is refused ("" if it is not).
func (s *Table) checkGhost() {
	s.ghostWhy = ""
	if !s.ghostOn || s.st.Phase != cb.PhasePlace {
		return
	}
	if err := s.st.WhyPlace(s.ghostAt, s.rot); err != nil {
		s.ghostWhy = lang.Err(err)
	}
}

// tryPlace lays the card where the ghost is, or says why not.
func (s *Table) tryPlace() {
	if !s.ghostOn {
		return
	}
	s.checkGhost()
	if s.ghostWhy != "" {
		s.Refuse(s.ghostWhy)
		s.shake = 0.3
		return
	}
	s.hintOn = false
	s.Play(cb.Place(s.ghostAt, s.rot))
}

// turn turns the card in hand a quarter (d = 1 to the right, -1 left).
func (s *Table) turn(d int) {
	if s.st.Phase != cb.PhasePlace || !s.HumanTurn() {
		return
	}
	s.rot = (s.rot + d + 4) % 4
	s.turnAnim = float64(-d)
	s.A.Audio.Play("flip")
	s.checkGhost()
	if s.ghostWhy != "" && s.ghostOn {
		s.Say(s.ghostWhy)
	} else {
		s.Say(s.TurnText())
	}
}

func (s *Table) pointerActions(f *input.Frame, inView bool) {
	if f.Is(input.Confirm) {
		s.endTurn()
		return
	}
	if f.Is(input.Cancel) && s.sel != chipNone {
		s.clearSel()
		s.Say(s.TurnText())
		return
	}
	if f.Pressed {
		for c := chipLarge; c < numChips; c++ {
			if s.chipShown(c) && f.Pointer.In(s.lay.chips[c]) {
				s.pressChip(c)
				s.dragPt = f.Pointer
				return
			}
		}
		for seat := 0; seat < s.st.N; seat++ {
			if f.Pointer.In(s.lay.panel[seat]) {
				s.Say(s.describeSeat(seat))
				return
			}
		}
	}
	if f.Dragging && s.sel != chipNone && !inView || f.Dragging && s.dragging {
		s.dragging = true
		s.dragPt = f.Pointer
	}
	if f.Drop && s.dragging {
		s.dragging = false
		if inView {
			s.tryAt(s.spaceAt(f.Pointer))
		}
		return
	}
	if f.Tap && inView {
		sp := s.spaceAt(f.Pointer)
		if _, ok := s.targets[sp]; ok || s.sel != chipNone {
			s.tryAt(sp)
			return
		}
		if i := s.st.T.DoveAt(sp); i >= 0 {
			s.Say(s.estateLine(i, len(s.st.T.Estate(i))))
		}
	}
}

// estateLine says whose the estate of dovecote i is, its n spaces and
// its worth ("Red's large dovecote: an estate of 5 spaces, worth 10.").
func (s *Table) estateLine(i, n int) string {
	d := s.st.T.Doves[i]
	return lang.T(map[bool]string{true: "cb.estate.large", false: "cb.estate.small"}[d.Large], "Who", s.seatName(d.Seat), "Count", n, "Worth", worth(n, d.Large))
}

func worth(n int, large bool) int {
	if large {
		return 2 * n
	}
	return n
}

// pressChip selects a tray control, or says why it cannot be used.
func (s *Table) pressChip(c chip) {
	st := s.st
	seat := int(st.Seat)
	me := st.P[seat]
	switch {
	case c == chipLarge || c == chipSmall:
		if st.DoveDone {
			s.Refuse(lang.Say(game.M("cb.refuse.one-dovecote")))
			return
		}
		if st.DovesLeft[seat][c-chipLarge] == 0 {
			s.Refuse(lang.Say(game.M(map[bool]string{true: "cb.refuse.no-large", false: "cb.refuse.no-small"}[c == chipLarge])))
			return
		}
	case c >= chipTile0 && c <= chipTile3:
		g := cb.Ground(c - chipTile0)
		if me.Stock[g] == 0 {
			s.Refuse(lang.T("cb.no-tile", "Ground", lang.Say(cb.GroundName(g))))
			return
		}
	case c == chipFalcon:
		if me.Falcon != 2 {
			s.startPaying()
			return
		}
	}
	s.selectChip(c)
}

// startPaying opens the falcon's payment, or says why it cannot be made.
func (s *Table) startPaying() {
	st := s.st
	me := st.P[st.Seat]
	if len(s.pairs()) == 0 {
		if a, ok := s.unofferedPair(); ok {
			s.Play(a) // legal, but not what the lesson's step teaches: it says why
			return
		}
		switch {
		case st.BreedDone:
			s.Refuse(lang.T("cb.one-breeding"))
		case me.Falcon == 0 && st.Falcons == 0:
			s.Refuse(lang.Say(game.M("cb.refuse.no-falcons")))
		case me.Falcon == 1 && st.TurnNo <= me.Bred:
			s.Refuse(lang.T("cb.eyas-young"))
		default:
			s.Refuse(lang.T("cb.falcon-cost"))
		}
		return
	}
	s.clearSel()
	s.paying = true
	if me.Falcon == 0 {
		s.Say(lang.T("cb.pay-breed"))
	} else {
		s.Say(lang.T("cb.pay-raise"))
	}
	s.updateControls()
}

// unofferedPair is a legal falcon payment that the table does not offer
// (a lesson teaching another move).
func (s *Table) unofferedPair() (game.Action, bool) {
	for _, a := range s.st.Legal(nil) {
		if k := cb.Decode(a).Kind; (k == cb.KindBreed || k == cb.KindRaise) && !s.Offered(a) {
			return a, true
		}
	}
	return 0, false
}

// selectChip selects a tray control and lights where it may go.
func (s *Table) selectChip(c chip) {
	s.clearSel()
	s.sel = c
	s.targets = map[cb.Pt]game.Action{}
	for _, a := range s.now().legal {
		d := cb.Decode(a)
		switch {
		case d.Kind == cb.KindDove && (c == chipLarge) == d.Large && (c == chipLarge || c == chipSmall),
			d.Kind == cb.KindTile && c == chipTile0+chip(d.Ground),
			d.Kind == cb.KindFalcon && c == chipFalcon:
			s.targets[d.At] = a
		}
	}
	var rs []image.Rectangle // brought to a finger's size where drawn smaller
	for p := range s.targets {
		rs = append(rs, image.Rect(p.X*Space, p.Y*Space, (p.X+1)*Space, (p.Y+1)*Space))
	}
	s.cam.Reach(rs)
	switch {
	case len(s.targets) == 0:
		s.Say(lang.T("cb.no-space"))
	case c == chipLarge || c == chipSmall:
		s.Say(lang.T(map[bool]string{true: "cb.build.large", false: "cb.build.small"}[c == chipLarge]))
	case c == chipFalcon:
		s.Say(lang.T("cb.send-falcon"))
	default:
		s.Say(lang.T("cb.lay-tile", "Ground", lang.Say(cb.GroundName(cb.Ground(c-chipTile0)))))
	}
}

func (s *Table) clearSel() {
	s.sel = chipNone
	s.targets = nil
	s.dragging = false
}

// tryAt plays the selection on a space, or says why it cannot go there.
func (s *Table) tryAt(sp cb.Pt) {
	if a, ok := s.targets[sp]; ok {
		s.clearSel()
		s.hintOn = false
		s.Play(a)
		return
	}
	var a game.Action
	switch {
	case s.sel == chipLarge || s.sel == chipSmall:
		a = cb.Dove(sp, s.sel == chipLarge)
	case s.sel >= chipTile0 && s.sel <= chipTile3:
		a = cb.Tile(cb.Ground(s.sel-chipTile0), sp)
	case s.sel == chipFalcon:
		a = cb.Falcon(sp)
	default:
		return
	}
	if err := s.st.Why(a); err != nil {
		s.Refuse(lang.Err(err))
		s.shake = 0.3
		return
	}
	s.clearSel()
	s.Play(a) // legal, but not offered: a lesson says why
}

// endTurn ends the turn, or says what still blocks it.
func (s *Table) endTurn() {
	if !s.HumanTurn() || s.st.Phase != cb.PhaseActions {
		return
	}
	if err := s.st.WhyEnd(); err != nil {
		s.Refuse(lang.T("table.not-yet", "Why", endReason(s.st, err)))
		return
	}
	s.clearSel()
	s.Play(cb.EndTurn)
}

// toggleCaptures lights (or not) the spaces a placement could capture: a
// setting, kept with the Falconry threats.
func (s *Table) toggleCaptures() {
	if s.st.Junior {
		return
	}
	s.A.Settings.Threats = !s.A.Settings.Threats
	s.A.ApplySettings()
	s.capLit = nil
	if s.A.Settings.Threats {
		if len(s.captures()) == 0 {
			s.Say(lang.T("cb.captures.none"))
		} else {
			s.Say(lang.T("cb.captures.lit"))
		}
	} else {
		s.Say(s.TurnText())
	}
}

// captures are the spaces the card in hand could capture this turn (with
// Captures on and a person to lay it).
func (s *Table) captures() map[cb.Pt]bool {
	st := s.st
	if !s.A.Settings.Threats || st.Junior || st.Phase != cb.PhasePlace || !s.HumanTurn() {
		return nil
	}
	if s.capLit == nil || s.capAt != s.ver {
		s.capLit, s.capAt = map[cb.Pt]bool{}, s.ver
		for _, a := range s.now().legal {
			if d := cb.Decode(a); d.Kind == cb.KindPlace {
				for _, p := range st.Covered(d.At, d.Rot) {
					s.capLit[p] = true
				}
			}
		}
	}
	return s.capLit
}

// describeSeat says what a player has, for a tap on their mini-board.
func (s *Table) describeSeat(seat int) string {
	st := s.st
	pts := s.now().points[seat]
	l, sm := st.DovesLeft[seat][0], st.DovesLeft[seat][1]
	parts := []string{lang.T("cb.seat.points", "Count", pts), lang.T("cb.seat.dovecotes", "Large", int(l), "Count", int(sm))}
	if !st.Junior {
		p := st.P[seat]
		if p.Objective >= 0 {
			if need := needText(st.Needs(seat)); need != "" {
				parts = append(parts, lang.T("cb.seat.needs", "Need", need))
			}
		} else {
			parts = append(parts, lang.T("cb.seat.no-objective"))
		}
		parts = append(parts, lang.T("cb.seat.completed", "Count", int(p.Done)),
			lang.T("cb.seat.tiles", "Tiles", lang.Say(cb.CountMsg(stockOf(p)))))
		switch p.Falcon {
		case 1:
			parts = append(parts, lang.T("cb.seat.eyas"))
		case 2:
			parts = append(parts, lang.T("cb.seat.falcon"))
		}
	}
	text := lang.T("cb.seat", "Who", s.seatName(seat), "What", strings.Join(parts, lang.T("list.sep")))
	if st.N == 4 {
		text = lang.T("cb.seat.partner", "Seat", text, "Partner", s.seatName((seat+2)%4))
	}
	return text
}

// LiveStatus says why the ghost's spot is refused while the mouse moves it;
// on a touch screen whose board, whole, draws the card's places under a
// finger's size (four players late in a game on a phone), how a card is
// laid there: a tap near its place brings that part of the board close,
// then a tap on the place lays it (in the turn's words, not as a step
// the player must take "first" before playing).
func (s *Table) LiveStatus() (string, bool) {
	if ui.Touch && s.st.Phase == cb.PhasePlace && s.HumanTurn() && !s.st.Terminal() && s.cam.Small() && s.st.Drawn >= 0 {
		seat := s.st.ToMove()
		return s.placeText(seat, lang.T("cb.turn.place-near", "Who", s.seatName(seat))), true
	}
	if s.st.Phase != cb.PhasePlace || !s.HumanTurn() || !s.ghostOn || s.ghostWhy == "" || ui.Touch {
		return "", false
	}
	if !s.hoverOK {
		return "", false
	}
	return s.ghostWhy, true
}

// Gesture is the next gesture a person makes towards a (table.Gestured):
// the Turn button until the card lies right, then a tap where it goes; a
// tap on the tray's piece, then on its space (for the falcon's pay, the
// pair's button); the objective's and End turn buttons.
func (s *Table) Gesture(a game.Action) (table.Gesture, error) {
	act := cb.Decode(a)
	space := func(r image.Rectangle) (table.Gesture, error) {
		if p := ui.Mid(r); p.In(s.boardView()) {
			return table.FinalTap(p), nil
		}
		return table.Gesture{}, fmt.Errorf("%s is out of view", s.st.ActionString(a))
	}
	chipFirst := func(c chip) (table.Gesture, error) {
		if !s.chipShown(c) {
			return table.Gesture{}, fmt.Errorf("the tray does not show the piece for %s", s.st.ActionString(a))
		}
		if s.sel != c {
			return table.Tap(ui.Mid(s.lay.chips[c])), nil
		}
		return space(s.spaceRect(act.At))
	}
	switch act.Kind {
	case cb.KindPlace:
		if s.rot != act.Rot {
			return table.Tap(ui.Mid(s.rotR.R)), nil
		}
		return space(s.cardRect(act.At))
	case cb.KindChoose:
		if act.New {
			return table.FinalTap(ui.Mid(s.newObjB.R)), nil
		}
		return table.FinalTap(ui.Mid(s.noObjB.R)), nil
	case cb.KindEnd:
		return table.FinalTap(ui.Mid(s.endB.R)), nil
	case cb.KindDove:
		if act.Large {
			return chipFirst(chipLarge)
		}
		return chipFirst(chipSmall)
	case cb.KindTile:
		return chipFirst(chipTile0 + chip(act.Ground))
	case cb.KindFalcon:
		return chipFirst(chipFalcon)
	case cb.KindBreed, cb.KindRaise:
		if !s.paying {
			_, tries := s.unofferedPair()
			return table.Gesture{At: ui.Mid(s.lay.chips[chipFalcon]), Final: len(s.pairs()) == 0 && tries}, nil
		}
		if r := s.payControl(a); !r.Empty() {
			return table.FinalTap(ui.Mid(r)), nil
		}
		return table.Gesture{}, fmt.Errorf("no button pays %s", s.st.ActionString(a))
	}
	return table.Gesture{}, fmt.Errorf("%s is not a person's action", s.st.ActionString(a))
}
