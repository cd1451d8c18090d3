package puzzle

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// errStopped is a search that ran out of its bound.
var errStopped = errors.New("the search ran out of time")

// Answer is the defence's turn in s (a rival of seat to act) against seat
// winning within n more of its own turns: a turn that stops that win when
// there is one (refutes), else the turn after which the win takes longest
// (never a turn that loses at once where another holds out), and among
// those that hold out as long, the one the game's Expert rates best for
// the defence (Estimator), then the first in the legal order.
// line is the turn's actions in order; stopped says ctl ran out first.
func Answer(sv Solver, s game.State, seat, n int, ctl *search.Ctl) (line []game.Action, refutes, stopped bool) {
	if n >= 1 {
		line, stopped = escape(sv, s, seat, n, ctl)
		if stopped {
			return nil, false, true
		}
		if line != nil {
			return line, true, false
		}
	}
	// Every turn loses within n: those that escape the most turns, k.
	for k := max(n-1, 0); k >= 0; k-- {
		var best [][]game.Action
		stopped = escapes(sv, s, seat, k, ctl, nil, &best)
		if stopped {
			return nil, false, true
		}
		if len(best) == 0 {
			continue
		}
		if len(best) == 1 {
			return best[0], false, false
		}
		pick, est := 0, math.Inf(-1)
		if e, ok := sv.(Estimator); ok {
			who := s.ToMove()
			for i, t := range best {
				c := s.Clone()
				for _, a := range t {
					if c.Apply(a, nil) != nil {
						break
					}
				}
				if v := e.Estimate(c, who); v > est {
					pick, est = i, v
				}
			}
		}
		return best[pick], false, false
	}
	return firstTurn(s), false, false
}

// escape finds a turn of the rival to act in s after which seat's side
// does not win within k of its turns (nil: none does).
func escape(sv Solver, s game.State, seat, k int, ctl *search.Ctl) ([]game.Action, bool) {
	var found [][]game.Action
	stopped := escapesUpTo(sv, s, seat, k, ctl, nil, &found, 1)
	if stopped || len(found) == 0 {
		return nil, stopped
	}
	return found[0], false
}

// escapes adds to out every turn of the rival to act in s (after the
// actions prefix, already played) after which seat's side does not win
// within k of its turns; k = 0 asks only that the turn does not end the
// game in seat's side's win.
func escapes(sv Solver, s game.State, seat, k int, ctl *search.Ctl, prefix []game.Action, out *[][]game.Action) bool {
	return escapesUpTo(sv, s, seat, k, ctl, prefix, out, 0)
}

// escapesUpTo is escapes, stopping once out holds most turns (0: all).
func escapesUpTo(sv Solver, s game.State, seat, k int, ctl *search.Ctl, prefix []game.Action, out *[][]game.Action, most int) bool {
	who := s.ToMove()
	var buf [256]game.Action
	for _, a := range s.Legal(buf[:0]) {
		if most > 0 && len(*out) >= most {
			return false
		}
		c := s.Clone()
		if c.Apply(a, nil) != nil {
			continue
		}
		turn := append(slices.Clip(prefix), a)
		if !c.Terminal() && c.ToMove() == who {
			if escapesUpTo(sv, c, seat, k, ctl, turn, out, most) {
				return true
			}
			continue
		}
		var won, stopped bool
		switch {
		case c.Terminal():
			won = SideWon(c, seat)
		case k > 0:
			won, stopped = sv.Wins(c, seat, k, ctl)
		}
		if stopped {
			return true
		}
		if !won {
			*out = append(*out, turn)
		}
	}
	return false
}

// firstTurn is the first legal action of the seat to act, and the next
// ones while it is still to act.
func firstTurn(s game.State) []game.Action {
	c := s.Clone()
	who := c.ToMove()
	var line []game.Action
	var buf [256]game.Action
	for !c.Terminal() && c.ToMove() == who {
		acts := c.Legal(buf[:0])
		if len(acts) == 0 || c.Apply(acts[0], nil) != nil {
			break
		}
		line = append(line, acts[0])
	}
	return line
}

// Winners are the first actions of the side to act in s that keep its win
// within n of its turns (this one included).
func Winners(sv Solver, s game.State, n int, ctl *search.Ctl) ([]game.Action, error) {
	return winners(sv, s, n, ctl, false)
}

// Winning is the first of Winners (false: there is none).
func Winning(sv Solver, s game.State, n int, ctl *search.Ctl) (game.Action, bool, error) {
	ws, err := winners(sv, s, n, ctl, true)
	if err != nil || len(ws) == 0 {
		return 0, false, err
	}
	return ws[0], true, nil
}

func winners(sv Solver, s game.State, n int, ctl *search.Ctl, one bool) ([]game.Action, error) {
	seat := s.ToMove()
	var out []game.Action
	var buf [256]game.Action
	for _, a := range s.Legal(buf[:0]) {
		if one && len(out) > 0 {
			break
		}
		c := s.Clone()
		if c.Apply(a, nil) != nil {
			continue
		}
		won, stopped := wonOr(sv, c, seat, n, ctl)
		if stopped {
			return nil, errStopped
		}
		if won {
			out = append(out, a)
		}
	}
	return out, nil
}

// wonOr is Wins, with a finished game counted as seat's side's result; n
// counts the turn in progress when seat is still to act, and otherwise the
// turns to come.
func wonOr(sv Solver, c game.State, seat, n int, ctl *search.Ctl) (bool, bool) {
	if c.Terminal() {
		return SideWon(c, seat), false
	}
	if c.ToMove() != seat {
		n--
		if n <= 0 {
			return false, false
		}
	}
	return sv.Wins(c, seat, n, ctl)
}

// Fewest is the fewest of seat's turns (a turn in progress counts as one)
// in which its side wins by force from s, up to most; 0: not within most.
// A game already won by the side is 1.
func Fewest(sv Solver, s game.State, seat, most int, ctl *search.Ctl) (int, error) {
	if s.Terminal() {
		if SideWon(s, seat) {
			return 1, nil
		}
		return 0, nil
	}
	for k := 1; k <= most; k++ {
		won, stopped := sv.Wins(s, seat, k, ctl)
		if stopped {
			return 0, errStopped
		}
		if won {
			return k, nil
		}
	}
	return 0, nil
}

// SideWon reports whether a finished game was won by seat (or its team).
func SideWon(s game.State, seat int) bool {
	r := s.Returns()
	return seat >= 0 && seat < len(r) && r[seat] >= 1
}

// Check proves a puzzle again: the side wins within its turns and not in
// fewer, its line is legal and wins, and where it says so only one first
// action keeps the win.
func Check(p Puzzle, ctl *search.Ctl) error {
	sv := For(p.Game)
	if sv == nil {
		return fmt.Errorf("%s has no puzzle solver", p.Game)
	}
	s, err := p.Start()
	if err != nil {
		return err
	}
	seat := s.ToMove()
	won, stopped := sv.Wins(s, seat, p.Turns, ctl)
	switch {
	case stopped:
		return errStopped
	case !won:
		return fmt.Errorf("no forced win in %d turns", p.Turns)
	}
	if p.Turns > 1 {
		won, stopped = sv.Wins(s, seat, p.Turns-1, ctl)
		if stopped {
			return errStopped
		}
		if won {
			return fmt.Errorf("a win in %d turns, sooner than %d", p.Turns-1, p.Turns)
		}
	}
	c := s.Clone()
	for i, text := range p.Line {
		if c.Terminal() {
			return fmt.Errorf("the line goes on after the game ends (%s)", strings.Join(p.Line[i:], " "))
		}
		a, err := c.ParseAction(text)
		if err == nil {
			err = c.Apply(a, nil)
		}
		if err != nil {
			return fmt.Errorf("the line's action %d (%s): %w", i+1, text, err)
		}
	}
	if !c.Terminal() || !SideWon(c, seat) {
		return fmt.Errorf("the line does not end in the side's win")
	}
	if p.Unique {
		ws, err := Winners(sv, s, p.Turns, ctl)
		if err != nil {
			return err
		}
		if len(ws) != 1 {
			return fmt.Errorf("%d first actions keep the win, not one", len(ws))
		}
	}
	return nil
}
