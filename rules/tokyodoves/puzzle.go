package tokyodoves

import (
	"math"
	"strings"
	"unicode"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"
)

func init() { puzzle.Register("tokyodoves", solver{}) }

// WinsWithin reports whether the side to move in p forces a win within n
// plies, by exhaustive AND-OR search (no estimates, so its yes is a proof).
// ctl may stop it (nil: never); it then says false, and ctl.Stopped() says
// why.
func WinsWithin(p Pos, n int, ctl *search.Ctl) bool {
	if n <= 0 || ctl != nil && !ctl.Tick() {
		return false
	}
	me := int(p.Side)
	var buf [MaxActions]Act
	for _, a := range p.Generate(buf[:0]) {
		q := p
		q.Play(a)
		if q.Result == winFor(me) {
			return true
		}
		if q.Result != Ongoing || n < 3 {
			continue
		}
		if LostWithin(q, n-1, ctl) {
			return true
		}
	}
	return false
}

// LostWithin reports whether every move of the side to move in q lets the
// other side win within n-1 more plies (a side with no move at all is not
// counted lost: nothing is proven).
func LostWithin(q Pos, n int, ctl *search.Ctl) bool {
	var buf [MaxActions]Act
	replies := q.Generate(buf[:0])
	if len(replies) == 0 {
		return false
	}
	for _, r := range replies {
		x := q
		x.Play(r)
		if x.Result == winFor(1-int(q.Side)) {
			continue
		}
		if x.Result != Ongoing || !WinsWithin(x, n-1, ctl) {
			return false
		}
	}
	return true
}

// solver is Tokyo Doves' puzzle solver: a turn is one move.
type solver struct{}

func (solver) Wins(s game.State, seat, n int, ctl *search.Ctl) (won, stopped bool) {
	p := s.(*State).P
	switch {
	case p.Result != Ongoing:
		return p.Result == winFor(seat), false
	case int(p.Side) == seat:
		won = WinsWithin(p, 2*n-1, ctl)
	default:
		won = LostWithin(p, 2*n, ctl)
	}
	if ctl != nil && ctl.Stopped() {
		return false, true
	}
	return won, false
}

// Estimate is the Expert's evaluation of s for seat (higher is better).
func (solver) Estimate(s game.State, seat int) float64 {
	p := s.(*State).P
	switch {
	case p.Result == winFor(seat):
		return math.Inf(1)
	case p.Result != Ongoing:
		return math.Inf(-1)
	}
	v := float64(Evaluate(&p))
	if int(p.Side) != seat {
		v = -v
	}
	return v
}

// Squares are the board's squares cropped to the doves, the side to move's
// doves in upper case (the position string with the colours swapped when
// Green is to move).
func (solver) Squares(s game.State) [][]string {
	text, side, _ := strings.Cut(s.String(), " ")
	var out [][]string
	for _, row := range strings.Split(text, ";") {
		var r []string
		for _, ch := range row {
			switch {
			case ch == '.':
				r = append(r, "")
			case side == "green" && unicode.IsUpper(ch):
				r = append(r, string(unicode.ToLower(ch)))
			case side == "green":
				r = append(r, string(unicode.ToUpper(ch)))
			default:
				r = append(r, string(ch))
			}
		}
		out = append(out, r)
	}
	return out
}
