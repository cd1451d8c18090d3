package falconry

import (
	"fmt"
	"image"

	"github.com/birdroost/roost/lang"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// Pointer handles a person's turn: a press on a card in their hand or on
// one of their cards on the board selects it (and may start a drag); a press
// or a drop on a lit space plays there; a tap on the empty board or Cancel
// drops the selection.
func (s *Table) Pointer(f *input.Frame) {
	seat := s.st.To
	if f.Is(input.Threats) {
		s.toggleThreats()
	}
	sp := s.spaceAt(f.Pointer)
	s.hover, s.hoverOK = sp, f.HasPtr && s.onBoard(f.Pointer)
	if f.Cancelled {
		s.dragging = false
	}
	if f.Pressed {
		s.press(seat, f.Pointer)
	}
	if f.Dragging && s.selected() {
		s.dragging = true
		s.dragPt = f.Pointer
	}
	if f.Drop && s.dragging {
		s.dragging = false
		if s.onBoard(f.Pointer) {
			s.tryAt(s.spaceAt(f.Pointer))
		}
	}
	if f.Tap && s.onBoard(f.Pointer) && !s.Grabs(f.Pointer) && s.selected() {
		a, untaught := s.untaught(sp)
		s.clearSel()
		if untaught {
			s.Play(game.Action(a)) // refused, with the lesson's word why
		} else {
			s.Say(s.TurnText())
		}
	}
	if f.Is(input.Cancel) && s.selected() {
		s.clearSel()
		s.Say(s.TurnText())
	}
}

// press handles a press at p.
func (s *Table) press(seat int, p image.Point) {
	for k := fc.Marker; k <= fc.Falconer; k++ {
		if p.In(s.lay.handCard[seat][k]) {
			if !s.st.Hands[seat].Has(k) {
				s.Refuse(noneLeft(seat, k))
				return
			}
			s.selectKind(k)
			s.dragPt = p
			return
		}
	}
	for other := 0; other < s.st.R.Seats; other++ {
		if other != seat && p.In(s.lay.hand[other]) {
			s.Say(lang.T("fal.other-hand", "Owner", s.seatName(other), "Who", s.seatName(seat)))
			return
		}
	}
	if !s.onBoard(p) {
		return
	}
	sp := s.spaceAt(p)
	if _, ok := s.targets[sp]; ok {
		s.tryAt(sp)
		return
	}
	c := s.cardAt(sp)
	if c == 0 {
		return
	}
	if c.Owner() != seat {
		s.Say(lang.Say(game.M("fal.refuse.not-yours", "Card", fc.CardName(c.Kind()), "Owner", game.Colour(fc.SeatName(c.Owner())))))
		return
	}
	s.selectCard(sp)
	s.dragPt = p
}

func noneLeft(seat int, k fc.Kind) string {
	if k == fc.Marker {
		return lang.T("fal.no-markers", "Who", lang.Say(game.Colour(fc.SeatName(seat))))
	}
	return lang.T("fal.on-board", "Who", lang.Say(game.Colour(fc.SeatName(seat))), "Card", lang.Say(fc.CardName(k)))
}

// untaught is the legal action of the selection to space sp that a
// lesson's step does not teach (not lit, so a tap there would otherwise
// only drop the selection without a word).
func (s *Table) untaught(sp [2]int) (fc.Act, bool) {
	if !s.Teaching() {
		return 0, false
	}
	for _, a := range s.st.Generate(nil) {
		if s.abs(a.To()) != sp || s.Offered(game.Action(a)) {
			continue
		}
		if s.selMove && a.IsMove() && s.abs(a.From()) == s.selFrom || s.selKind != 0 && !a.IsMove() && a.PlaceKind() == s.selKind {
			return a, true
		}
	}
	return 0, false
}

func (s *Table) selected() bool { return s.selKind != 0 || s.selMove }

func (s *Table) clearSel() {
	s.selKind, s.selMove = 0, false
	s.targets = nil
	s.dragging = false
	s.hintOn = false
}

// selectKind selects a card of the hand and lights where it may go.
func (s *Table) selectKind(k fc.Kind) {
	s.clearSel()
	s.selKind = k
	s.targets = map[[2]int]fc.Act{}
	for _, a := range s.st.Generate(nil) {
		if !a.IsMove() && a.PlaceKind() == k && s.Offered(game.Action(a)) {
			s.targets[s.abs(a.To())] = a
		}
	}
	s.reachTargets()
	switch k {
	case fc.Marker:
		s.Say(s.prompt("fal.put.marker", "fal.put.marker.who"))
	case fc.Bird:
		s.Say(s.prompt("fal.put.bird", "fal.put.bird.who"))
	default:
		s.Say(s.prompt("fal.put.falconer", "fal.put.falconer.who"))
	}
}

// prompt is what the status line asks of the noble to act (key, with
// args): where several people share the screen, headed by whose turn it
// is ("Blue: put the marker on a lit space (...)", the key who),
// as Columba's and Columbiz's prompts are (round 27 read "Put the
// marker ..." with no name beside their "Red: ..."); one person at the
// table, or online, plays one seat: the prompt alone.
func (s *Table) prompt(key, who string, args ...any) string {
	if !s.sharedScreen() {
		return lang.T(key, args...)
	}
	return lang.T(who, append([]any{"Who", s.seatName(s.st.To)}, args...)...)
}

// sharedScreen reports whether more than one person plays at this
// screen (no online game).
func (s *Table) sharedScreen() bool {
	if s.Online() {
		return false
	}
	people := 0
	for seat := 0; seat < s.st.R.Seats; seat++ {
		if !s.M.IsBot(seat) {
			people++
		}
	}
	return people > 1
}

// selectCard selects the card on a space and lights where it may move, or
// says why it may not.
func (s *Table) selectCard(sp [2]int) {
	s.clearSel()
	st := s.st
	p := s.grid(sp)
	c := st.B.Top(p)
	if why := s.whyStuck(p); why != "" {
		s.Refuse(why)
		s.shake = 0.3
		return
	}
	s.selMove, s.selFrom = true, sp
	s.targets = map[[2]int]fc.Act{}
	for _, a := range st.Generate(nil) {
		if a.IsMove() && a.From() == p && s.Offered(game.Action(a)) {
			s.targets[s.abs(a.To())] = a
		}
	}
	if len(s.targets) == 0 {
		s.Say(lang.T("fal.nowhere", "Card", lang.Say(fc.CardName(c.Kind()))))
		return
	}
	s.reachTargets()
	s.Say(s.prompt("fal.move-lit", "fal.move-lit.who", "Card", lang.Say(fc.CardName(c.Kind()))))
}

// reachTargets brings the lit spaces to a finger's size where the board
// is drawn smaller (a big board fitted on a phone).
func (s *Table) reachTargets() {
	var rs []image.Rectangle
	for a := range s.targets {
		rs = append(rs, s.world(a))
	}
	s.cam.Reach(rs)
}

// whyStuck says why the card on p may not move now ("" if it may).
func (s *Table) whyStuck(p fc.Pt) string {
	st := s.st
	c := st.B.Top(p)
	k := lang.Say(fc.CardName(c.Kind()))
	if c.Acted() {
		return lang.T("fal.played", "Card", k)
	}
	if pinned, o := st.Pinned(p); pinned {
		return lang.T("fal.pinned", "Card", k, "Owner", s.seatName(o), "Len", s.pathUnder(p, o))
	}
	return ""
}

// pathUnder is the length of o's path that lifting the card on p shows.
func (s *Table) pathUnder(p fc.Pt, o int) int {
	n, _ := s.st.B.Longest(p, o)
	return n
}

// tryAt plays the selection on a space, or says why it cannot go there.
func (s *Table) tryAt(sp [2]int) {
	if a, ok := s.targets[sp]; ok {
		s.clearSel()
		s.Play(game.Action(a))
		return
	}
	if !s.selected() {
		return
	}
	var a fc.Act
	p := s.grid(sp)
	if !s.st.B.In(p) {
		s.Refuse(lang.Say(game.M("fal.refuse.not-next")))
		s.shake = 0.3
		return
	}
	if s.selMove {
		a = fc.Move(s.grid(s.selFrom), p)
	} else {
		a = fc.Place(s.selKind, p)
	}
	if err := s.st.Check(a); err != nil {
		s.Refuse(lang.Err(err))
		s.shake = 0.3
		return
	}
	s.Play(game.Action(a)) // legal, but not offered: a lesson says why
}

// LiveStatus explains a pinned card of the person to act under the mouse.
func (s *Table) LiveStatus() (string, bool) {
	if !s.hoverOK || !s.HumanTurn() || s.selected() {
		return "", false
	}
	p := s.grid(s.hover)
	c := s.st.B.Top(p)
	if c == 0 || c.Owner() != s.st.To {
		return "", false
	}
	if why := s.whyStuck(p); why != "" {
		return why, true
	}
	return "", false
}

// Gesture is the next gesture a person makes towards a (table.Gestured):
// a tap on the card in hand or on the board, then a tap on its space.
func (s *Table) Gesture(a game.Action) (table.Gesture, error) {
	act := fc.Act(a)
	seat := s.st.To
	space := func(sp [2]int) (image.Point, error) {
		r := s.spaceRect(sp)
		if !r.Overlaps(s.cam.View) || !ui.Mid(r).In(s.cam.View) {
			return image.Point{}, fmt.Errorf("space %d,%d is out of view", sp[0], sp[1])
		}
		return ui.Mid(r), nil
	}
	to := s.abs(act.To())
	if !act.IsMove() {
		if k := act.PlaceKind(); !s.selMove && s.selKind == k {
			p, err := space(to)
			return table.FinalTap(p), err
		}
		return table.Tap(ui.Mid(s.lay.handCard[seat][act.PlaceKind()])), nil
	}
	from := s.abs(act.From())
	if s.selMove && s.selFrom == from {
		p, err := space(to)
		return table.FinalTap(p), err
	}
	if _, lit := s.targets[from]; lit { // a tap there would play the selection
		return table.Gesture{Cancel: true}, nil
	}
	p, err := space(from)
	return table.Tap(p), err
}
