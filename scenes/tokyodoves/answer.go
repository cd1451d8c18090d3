package tokyodoves

import (
	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
)

// TellAnswer says what a failed puzzle's answer left, in facts the board
// shows: the rival's Boss given room (more free sides than before the
// answer); else a threat to close the player's own Boss in on the rival's
// next turn (an action of the rival's that would win, were it its turn
// now: the player must meet it first); else the player's Boss closed in
// on (fewer free sides); "" where none of these holds.
func (s *Table) TellAnswer(before, after game.State, seat int) string {
	b, okB := before.(*td.State)
	a, okA := after.(*td.State)
	if !okB || !okA || seat < 0 || seat > 1 {
		return ""
	}
	rival := 1 - seat
	who := lang.Say(game.Colour(s.M.Def.SeatLabel(rival)))
	if was, now := b.P.Liberties(rival), a.P.Liberties(rival); now > was {
		return lang.T("puzzle.answer.freed", "Who", who, "Before", was, "After", now)
	}
	if threatens(a.P, rival) {
		return lang.T("puzzle.answer.threat", "Who", who)
	}
	if was, now := b.P.Liberties(seat), a.P.Liberties(seat); now < was && now > 0 {
		return lang.T("puzzle.answer.pressed", "Count", now)
	}
	return ""
}

// threatens reports whether side, were it its turn in p, would win with
// one action.
func threatens(p td.Pos, side int) bool {
	if p.Result != td.Ongoing {
		return false
	}
	p.Side = uint8(side)
	win := uint8(td.RedWins)
	if side == td.Green {
		win = td.GreenWin
	}
	var buf [td.MaxActions]td.Act
	for _, act := range p.Generate(buf[:0]) {
		q := p
		q.Play(act)
		if q.Result == win {
			return true
		}
	}
	return false
}
