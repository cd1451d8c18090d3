package puzzle

import (
	"errors"
	"fmt"
	"strings"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// errStopped is a search that ran out of its bound.
var errStopped = errors.New("the search ran out of time")

// Answer is the defence's turn in s (a rival of seat to act) against seat
// winning within n more of its own turns: a turn that stops that win when
// there is one (refutes), else the one that holds out longest, else the
// first legal turn (every turn loses at once). line is the turn's actions
// in order; stopped says ctl ran out first.
func Answer(sv Solver, s game.State, seat, n int, ctl *search.Ctl) (line []game.Action, refutes, stopped bool) {
	for k := n; k >= 1; k-- {
		line, stopped = escape(sv, s, seat, k, ctl)
		if stopped {
			return nil, false, true
		}
		if line != nil {
			return line, k == n, false
		}
	}
	return firstTurn(s), false, false
}

// escape finds a turn of the rival to act in s after which seat's side
// does not win within k of its turns (nil: none does).
func escape(sv Solver, s game.State, seat, k int, ctl *search.Ctl) ([]game.Action, bool) {
	who := s.ToMove()
	var buf [256]game.Action
	for _, a := range s.Legal(buf[:0]) {
		c := s.Clone()
		if c.Apply(a, nil) != nil {
			continue
		}
		if !c.Terminal() && c.ToMove() == who {
			rest, stopped := escape(sv, c, seat, k, ctl)
			if stopped {
				return nil, true
			}
			if rest != nil {
				return append([]game.Action{a}, rest...), false
			}
			continue
		}
		won, stopped := sv.Wins(c, seat, k, ctl)
		if stopped {
			return nil, true
		}
		if !won {
			return []game.Action{a}, false
		}
	}
	return nil, false
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
