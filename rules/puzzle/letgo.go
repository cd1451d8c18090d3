package puzzle

import (
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// LetGoNodes bounds the search of LetGo (the solver's Tick calls): a count,
// not a time, so that what a replay marks is the same on every machine.
const LetGoNodes = 400_000

// A LetGo is what the exhaustive search says of a move after which the
// judge's search no longer proves its side's win.
type LetGo struct {
	// Kept: the side still wins by force within Horizon of its turns: the
	// move only put the win off, and is no missed win.
	Kept bool
	// Within > 0: the side has no forced win within so many of its turns
	// after the move (a longer one is not ruled out). 0 with Kept false:
	// the search ran out before it could say either.
	Within int
}

// Horizon is how many of its turns LetGo looks for the side's win after a
// move that let a win in n go: one more than n.
func Horizon(n int) int { return n + 1 }

// CheckLetGo searches after (the position after a move of seat's, whose
// side had a proven win within n of its turns before it) for the side's
// win within Horizon(n) turns, exhaustively, within ctl's bound (which
// should be a node count, search.Capped or Ctl.Cap, never only a time).
func CheckLetGo(sv Solver, after game.State, seat, n int, ctl *search.Ctl) LetGo {
	h := Horizon(n)
	if after.Terminal() {
		if SideWon(after, seat) {
			return LetGo{Kept: true}
		}
		return LetGo{Within: h}
	}
	won, stopped := sv.Wins(after, seat, h, ctl)
	switch {
	case stopped:
		return LetGo{}
	case won:
		return LetGo{Kept: true}
	}
	return LetGo{Within: h}
}
