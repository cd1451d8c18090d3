package columbiz

import (
	"fmt"
	"image"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// Pointer handles a person's turn: a press on a die marks it to be set
// aside, a press on a space places a pawn there; Enter rolls again or ends
// the turn, Cancel lets the marked dice down.
func (s *Table) Pointer(f *input.Frame) {
	st := s.st
	s.hover, s.hoverOK = s.spaceAt(f.Pointer)
	if f.Pressed {
		if i := s.dieAt(f.Pointer); i >= 0 {
			s.ClickDie(i)
		} else if p, ok := s.spaceAt(f.Pointer); ok {
			s.clickSpace(p)
		}
	}
	if f.Is(input.Confirm) {
		switch {
		case st.Phase == cz.PhasePlace || (st.Phase == cz.PhaseDecide && !s.anyLit() && int(st.Rolls) >= cz.MaxRolls):
			s.endTurn()
		case st.Phase == cz.PhaseDecide && int(st.Rolls) < cz.MaxRolls:
			s.roll()
		}
	}
	if f.Is(input.Cancel) {
		for i := range s.dice {
			if s.dice[i].marked {
				s.dice[i].marked = false
			}
		}
		s.placeDice(true)
		s.Say(s.TurnText())
	}
}

// roll is the Roll button: the first roll, or setting the marked dice aside
// and rolling the rest.
func (s *Table) roll() {
	st := s.st
	if st.Phase == cz.PhaseRoll && s.humanSeatRolling() {
		s.ResolveChance()
		return
	}
	if !s.HumanTurn() {
		return
	}
	if st.Phase != cz.PhaseDecide || int(st.Rolls) >= cz.MaxRolls {
		s.Refuse(lang.T("cbz.no-more-rolls"))
		return
	}
	s.Play(cz.RollAction(s.markedDice()))
}

func (s *Table) endTurn() {
	if !s.HumanTurn() {
		return
	}
	if s.st.Phase == cz.PhasePlace {
		s.Play(cz.ActEnd)
	} else {
		s.Play(cz.ActAside)
	}
}

// spendPreview marks the dice a space would use.
func (s *Table) spendPreview(p cz.Place) map[int]bool {
	out := map[int]bool{}
	need, face := cz.Need(int(p.Col), int(p.Row)), cz.Face(int(p.Col))
	for pass := 0; pass < 2 && need > 0; pass++ {
		for i, d := range s.dice {
			if need > 0 && !d.spent && d.face == face && !out[i] && (pass == 1 || !d.kept && !d.marked) {
				out[i] = true
				need--
			}
		}
	}
	return out
}

// ClickDie toggles a die of the last roll for setting aside.
func (s *Table) ClickDie(i int) {
	d := &s.dice[i]
	st := s.st
	switch {
	case st.Phase == cz.PhasePlace:
		s.Refuse(lang.Say(game.M("cbz.refuse.placed-no-roll")))
	case d.kept:
		s.Refuse(lang.T("cbz.kept-stay"))
	case int(st.Rolls) >= cz.MaxRolls:
		s.Refuse(lang.T("cbz.last-roll"))
	default:
		d.marked = !d.marked
		s.A.Audio.Play("click")
		s.placeDice(true)
		if m := s.markedDice(); m.Total() > 0 {
			s.Say(lang.T("cbz.setting-aside", "Dice", m.String(), "Count", cz.NumDice-st.Kept.Total()-m.Total()))
		} else {
			s.Say(s.TurnText())
		}
	}
}

// Die reports die i's face and whether it is marked or set aside (tests).
func (s *Table) Die(i int) (face int, marked, kept bool) {
	d := s.dice[i]
	return d.face, d.marked, d.kept
}

// DieY is the die's resting height on the table (tests).
func (s *Table) DieY(i int) float64 { return s.dice[i].y }

// ShelfY is the height of a die set aside (tests).
func (s *Table) ShelfY(i int) float64 { _, y := s.lay.slot(s.lay.shelf, i); return y }

func (s *Table) dieAt(p image.Point) int {
	for i := range s.dice {
		if p.In(s.dieHit(i)) {
			return i
		}
	}
	return -1
}

func (s *Table) clickSpace(p cz.Place) {
	if err := s.st.CanPlace(int(p.Col), int(p.Row)); err != nil {
		s.Refuse(lang.Err(err))
		return
	}
	s.Play(cz.PlaceAction(int(p.Col), int(p.Row)))
}

// ShowHint marks the Expert's choice: the dice to set aside, or a space.
func (s *Table) ShowHint(a game.Action) string {
	s.hintAct = a
	kind, d, p := cz.Decode(a)
	switch kind {
	case "roll":
		for i := range s.dice {
			s.dice[i].marked = false
		}
		s.mark(d)
		s.placeDice(true)
		s.LightControl(func() image.Rectangle { return table.Shown(s.rollB) })
		if m := s.markedDice(); m.Total() > 0 {
			return lang.T("cbz.hint.keep", "Dice", m.String())
		}
		return lang.T("cbz.hint.roll-all")
	case "place":
		return lang.T("cbz.hint.place", "Space", cz.Space(int(p.Col), int(p.Row)))
	case "end":
		s.LightControl(func() image.Rectangle { return table.Shown(s.endB) })
		return lang.T("cbz.hint.end")
	case "aside":
		s.LightControl(func() image.Rectangle { return table.Shown(s.endB) })
		return lang.T("cbz.hint.aside")
	}
	return ""
}

// Gesture is the next gesture a person makes towards a (table.Gestured):
// taps on dice to mark (or let down) the ones to set aside, then Roll; a
// tap on a space; End turn or Put aside.
func (s *Table) Gesture(a game.Action) (table.Gesture, error) {
	kind, want, p := cz.Decode(a)
	switch kind {
	case "roll":
		marked := s.markedDice()
		if marked == want {
			return table.FinalTap(ui.Mid(s.rollB.R)), nil
		}
		for i, d := range s.dice {
			if d.kept || d.spent {
				continue
			}
			if d.marked && marked[d.face] > want[d.face] || !d.marked && marked[d.face] < want[d.face] {
				return table.Tap(ui.Mid(s.dieHit(i))), nil
			}
		}
		return table.Gesture{}, fmt.Errorf("no die can be marked to set %s aside", want)
	case "place":
		return table.FinalTap(s.SpaceCentre(p)), nil
	case "end", "aside":
		return table.FinalTap(ui.Mid(s.endB.R)), nil
	}
	return table.Gesture{}, fmt.Errorf("%s is not a person's action", s.st.ActionString(a))
}
