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

// NeedsLetGo reports whether an action of seat's, judged before it and
// after it, needs CheckLetGo to be marked or not: the judge proved seat's
// side a win before it and proves neither that win nor its loss after.
func NeedsLetGo(before, after game.Verdict, seat int) bool {
	return before.Seat == seat && before.Proven > 0 && !ProvenWin(after, seat) && !ProvenLoss(after, seat)
}

// Missed is the win an action of seat's let go, in seat's turns (0: none
// to mark), and within: 0 where its loss is proven (the rival's proven win,
// the game lost), else the turns within which the exhaustive search proved
// seat's side no win after it (lg, found where NeedsLetGo). A win the judge
// still proves after the action, one the search still finds, and one no
// search settled are not marked.
func Missed(before, after game.Verdict, seat int, lg LetGo) (n, within int) {
	switch {
	case before.Seat != seat || before.Proven <= 0 || ProvenWin(after, seat):
		return 0, 0
	case ProvenLoss(after, seat):
		return before.Proven, 0
	case lg.Within > 0:
		return before.Proven, lg.Within
	}
	return 0, 0
}

// ProvenWin reports whether a verdict proves that seat's side wins: its
// own win to play, another's loss (two seats), or the game won.
func ProvenWin(v game.Verdict, seat int) bool {
	switch {
	case v.Seat == game.Nobody:
		return v.Chance[seat] == 1
	case v.Seat == seat:
		return v.Proven > 0
	case v.Seat >= 0 && len(v.Chance) == 2:
		return v.Proven < 0
	}
	return false
}

// ProvenLoss reports whether a verdict proves that seat's side does not
// win: the game over and not won, its own proven loss, or the rival's
// proven win (two seats).
func ProvenLoss(v game.Verdict, seat int) bool {
	switch {
	case v.Seat == game.Nobody:
		return v.Chance[seat] < 1
	case v.Seat == seat:
		return v.Proven < 0
	case v.Seat >= 0 && len(v.Chance) == 2:
		return v.Proven > 0
	}
	return false
}
