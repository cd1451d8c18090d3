package falconry

import (
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"
)

func init() { puzzle.Register("falconry", puzzleSolver{}) }

// puzzleSolver is Falconry's puzzle solver: the exhaustive Solver (every
// turn of both sides tried), so that a no is proven too.
type puzzleSolver struct{}

func (puzzleSolver) Wins(s game.State, seat, n int, ctl *search.Ctl) (won, stopped bool) {
	st := s.(*State)
	if st.Over {
		return len(st.Res.Winners) > 0 && st.R.Partners(st.Res.Winners[0], seat), false
	}
	v := &Solver{All: true}
	return v.Wins(st, seat, n, ctl)
}
