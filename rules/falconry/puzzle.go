package falconry

import (
	"strings"

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

// Estimate is the Expert's evaluation of s for seat's side.
func (puzzleSolver) Estimate(s game.State, seat int) float64 { return Evaluate(s.(*State), seat) }

// Squares are the board's spaces cropped to the cards, each stack from the
// bottom up as the position string writes it, the seat to act's cards
// written as seat 1's and the other's as seat 2's (a duel; with more seats
// the seats are as they are), cards played this turn as any other.
func (puzzleSolver) Squares(s game.State) [][]string {
	st := s.(*State)
	swap := st.R.Seats == 2 && st.To == 1
	var out [][]string
	for _, row := range strings.Split(st.B.String(), ";") {
		var r []string
		for _, cell := range strings.Split(row, ",") {
			if cell == "." {
				r = append(r, "")
				continue
			}
			cell = strings.ToLower(cell)
			if swap {
				cell = strings.Map(func(c rune) rune {
					switch c {
					case '1':
						return '2'
					case '2':
						return '1'
					}
					return c
				}, cell)
			}
			r = append(r, cell)
		}
		out = append(out, r)
	}
	return out
}
