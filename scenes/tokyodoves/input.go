package tokyodoves

import (
	"fmt"
	"image"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// Pointer handles a person's turn: a press on one of their doves selects it
// (and may start a drag); a press or a drop on a square plays there; a drop
// on the hand puts the dove back.
func (s *Table) Pointer(f *input.Frame) {
	side := s.st.ToMove()
	s.hoverSq = s.squareAt(f.Pointer)
	if f.Pressed {
		if sd, t, ok := s.doveAt(f.Pointer); ok && sd == side {
			s.selectDove(sd, t)
			s.dragPt = f.Pointer
		} else if _, _, ok := s.selected(); ok && !f.Pointer.In(s.lay.hand[side]) {
			s.tryAt(s.squareAt(f.Pointer))
		} else if sd, _, ok := s.doveAt(f.Pointer); ok && sd != side {
			s.Say(lang.T("td.not-yours", "Owner", lang.Say(td.Side(sd)), "Who", lang.Say(td.Side(side))))
		}
	}
	if f.Dragging && s.sel >= 0 {
		s.dragging = true
		s.dragPt = f.Pointer
	}
	if f.Drop && s.dragging {
		s.dragging = false
		if sd, t, ok := s.selected(); ok {
			inHand := f.Pointer.In(s.lay.hand[sd])
			if inHand && s.st.P.Sq[sd][t] >= 0 {
				s.tryPutBack()
			} else if !inHand {
				s.tryAt(s.squareAt(f.Pointer))
			}
		}
	}
	if f.Is(input.Cancel) && s.sel >= 0 {
		s.clearSel()
		s.Say(s.TurnText())
	}
}

func (s *Table) clearSel() {
	s.sel = -1
	s.targets = nil
	s.dragging = false
}

// SelectDove selects a dove and lights its targets, saying where it can go.
func (s *Table) SelectDove(side, t int) { s.selectDove(side, t) }

func (s *Table) selectDove(side, t int) {
	s.sel = side*td.NumTypes + t
	s.targets = map[int]td.Act{}
	var buf [td.MaxActions]td.Act
	onBoard := s.st.P.Sq[side][t] >= 0
	for _, a := range s.st.P.Generate(buf[:0]) {
		if a.Type() != t || a.Kind() == td.KindPutBack {
			continue
		}
		if (a.Kind() == td.KindMove) == onBoard && s.Offered(game.Action(a)) {
			s.targets[a.To()] = a
		}
	}
	name := lang.Say(td.Dove(t))
	switch {
	case len(s.targets) == 0 && onBoard:
		s.Say(lang.T("td.nowhere", "Dove", name))
	case len(s.targets) == 0:
		s.Say(lang.T("td.no-square", "Dove", name))
	case onBoard:
		s.Say(lang.T("td.moves", "Dove", name, "Rule", lang.Say(td.MoveRule(t))))
	default:
		s.Say(lang.T("td.put-lit", "Dove", name))
	}
}

// Selected is the selected dove, if any.
func (s *Table) Selected() (side, t int, ok bool) { return s.selected() }

func (s *Table) selected() (side, t int, ok bool) {
	if s.sel < 0 {
		return 0, 0, false
	}
	return s.sel / td.NumTypes, s.sel % td.NumTypes, true
}

// TargetSquares are the squares lit for the selection (tests).
func (s *Table) TargetSquares() map[int]td.Act { return s.targets }

// doveAt finds the dove card under a point: on the board or in a hand.
func (s *Table) doveAt(p image.Point) (side, t int, ok bool) {
	for sd := 0; sd < 2; sd++ {
		for ty := 0; ty < td.NumTypes; ty++ {
			d := s.doves[sd][ty]
			if ty == td.Boss && !d.onBoard {
				continue
			}
			if p.In(s.cardHit(sd, ty)) {
				return sd, ty, true
			}
		}
	}
	return 0, 0, false
}

// tryAt attempts the selected dove's action at a square, explaining failure.
func (s *Table) tryAt(sq int) {
	side, t, ok := s.selected()
	if !ok {
		return
	}
	if a, ok := s.targets[sq]; ok {
		s.Play(game.Action(a))
		return
	}
	kind := td.KindPut
	if s.st.P.Sq[side][t] >= 0 {
		kind = td.KindMove
	}
	if sq < 0 {
		s.Refuse(lang.T("td.off-ground"))
		return
	}
	act := td.Act(kind<<10 | t<<6 | sq)
	if err := s.st.P.Why(act); err != nil {
		s.Refuse(lang.Err(err))
		return
	}
	s.Play(game.Action(act)) // legal, but not offered: a lesson says why
}

func (s *Table) tryPutBack() {
	side, t, ok := s.selected()
	if !ok || s.st.P.Sq[side][t] < 0 {
		return
	}
	a := td.Act(td.KindPutBack<<10 | t<<6)
	if err := s.st.P.Why(a); err != nil {
		s.Refuse(lang.Err(err))
		return
	}
	s.Play(game.Action(a))
}

// Gesture is the next gesture a person makes towards a (table.Gestured):
// a tap on the dove, then a tap on its square; a dove is put back by
// dragging it to the hand.
func (s *Table) Gesture(a game.Action) (table.Gesture, error) {
	act := td.Act(a)
	side, t := s.st.ToMove(), act.Type()
	dove := ui.Mid(s.cardHit(side, t))
	if act.Kind() == td.KindPutBack {
		return table.Gesture{At: dove, To: ui.Mid(s.lay.hand[side]), Drag: true, Final: true}, nil
	}
	if sd, ty, ok := s.selected(); !ok || sd != side || ty != t {
		return table.Tap(dove), nil
	}
	if act.To() < 0 {
		return table.Gesture{}, fmt.Errorf("%s has no square", s.st.ActionString(a))
	}
	return table.FinalTap(ui.Mid(s.squareRect(act.To()))), nil
}
