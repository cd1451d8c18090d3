package falconry

import (
	"slices"
	"time"

	"github.com/birdroost/roost/rules/search"
)

// A Solver proves forced wins: that the side of the seat to act completes a
// path within n of its own turns whatever its rivals do. Every rival turn is
// tried (two actions make hundreds of thousands of pairs: the winning turns
// found so far are tried first on each, which settles most of them at
// once). The side's own turns are every legal turn with All, or else only
// forcing turns (threat-space search): those after which the side would win
// at once were it to act again, built from actions that land in or next to
// its windows that lack few cards. A win found either way is proven; only
// All proves that there is none.
type Solver struct {
	All      bool
	Limit    time.Duration // stop once the search's clock reaches it (0: the budget only)
	MaxNodes int           // stop after so many positions (0: no limit), for tests that must not depend on the clock
	Nodes    int           // positions looked at

	ctl     *search.Ctl
	side    int // a seat of the attacking side
	killers [][]wAct
	memo    map[memoKey]bool
	stopped bool
	ranks   []uint8 // refutationsFirst's scratch lists
	sorted  []Act
}

type memoKey struct {
	h uint64
	n int
}

// wAct is an action in fixed table coordinates, which survive the grid's
// re-cut, so that a winning turn can be tried again in other positions.
type wAct struct {
	a      Act // the kind and the move bit
	fx, fy int
	tx, ty int
}

func (s *State) world(a Act) wAct {
	f, t := a.From(), a.To()
	return wAct{a: a & 7, fx: f.X + s.B.OX, fy: f.Y + s.B.OY, tx: t.X + s.B.OX, ty: t.Y + s.B.OY}
}

// local is w in s's grid (false if it lies off the grid).
func (s *State) local(w wAct) (Act, bool) {
	to := Pt{w.tx - s.B.OX, w.ty - s.B.OY}
	if !s.B.In(to) {
		return 0, false
	}
	if w.a.IsMove() {
		from := Pt{w.fx - s.B.OX, w.fy - s.B.OY}
		if !s.B.In(from) {
			return 0, false
		}
		return Move(from, to), true
	}
	return Place(w.a.PlaceKind(), to), true
}

// ForcedWin looks for a turn that wins by force within n turns of the side
// to act (this one included), with ctl bounding the search (nil: none). It
// returns the turn and the number of turns the win takes (the fewest the
// search finds), or nil and false when it found none; stopped says the
// search ran out of time before it could say.
func (v *Solver) ForcedWin(s *State, n int, ctl *search.Ctl) (turn []Act, in int, stopped bool) {
	if s.Over {
		return nil, 0, false
	}
	v.ctl, v.side, v.stopped = ctl, s.To, false
	v.killers = nil
	for k := 1; k <= n; k++ {
		v.memo = map[memoKey]bool{}
		if t := v.sideTurn(s, k); t != nil {
			return t, k, false
		}
		if v.stopped {
			return nil, 0, true
		}
	}
	return nil, 0, false
}

// Wins reports whether the side of the seat to act in s wins by force within
// n of its turns, trying every rival turn: s must have the attacking side to
// act, or a rival, with side naming a seat of the attacking side. With a
// rival to act, "within n" counts the side's turns to come.
func (v *Solver) Wins(s *State, side, n int, ctl *search.Ctl) (won, stopped bool) {
	v.ctl, v.side, v.stopped = ctl, side, false
	v.memo = map[memoKey]bool{}
	won = v.win(s, n)
	return won && !v.stopped, v.stopped
}

func (v *Solver) sideWon(s *State) bool {
	return s.Over && len(s.Res.Winners) > 0 && s.R.Partners(s.Res.Winners[0], v.side)
}

func (v *Solver) going() bool {
	if v.stopped {
		return false
	}
	v.Nodes++
	if v.MaxNodes > 0 && v.Nodes >= v.MaxNodes {
		v.stopped = true
		return false
	}
	// A node may cost milliseconds (its winning-turn tests): the clock is
	// read at every one, and a sliced search yields there when its slice
	// is used up.
	if v.ctl != nil && (!going(v.ctl) || v.Limit > 0 && v.ctl.Elapsed() >= v.Limit) {
		v.stopped = true
	}
	return !v.stopped
}

// win reports whether the side wins within n of its turns from s.
func (v *Solver) win(s *State, n int) bool {
	if s.Over {
		return v.sideWon(s)
	}
	if n <= 0 || !v.going() {
		return false
	}
	key := memoKey{s.hash() ^ uint64(s.Done)<<60, n}
	if r, ok := v.memo[key]; ok {
		return r
	}
	var r bool
	if s.R.Partners(s.To, v.side) {
		r = v.sideTurn(s, n) != nil
	} else {
		r = v.rivalTurn(s, n)
	}
	if v.ctl != nil && v.ctl.Stopped() {
		v.stopped = true // a search inside (winningTurn) may have been cut short
	}
	if !v.stopped {
		v.memo[key] = r
	}
	return r
}

// sideTurn finds the rest of a turn of the side's that wins within n of its
// turns (nil for none).
func (v *Solver) sideTurn(s *State, n int) []Act {
	if w := v.killer(s); w != nil {
		return w
	}
	if w := winningTurn(s, v.ctl); w != nil {
		v.remember(s, w)
		return w
	}
	if n <= 1 || v.stopped {
		return nil
	}
	for _, t := range v.candidates(s, n) {
		if v.stopped {
			return nil
		}
		// With two turns left the turn must threaten a win at once: the
		// rival's first answer would show it, at the same price.
		if !v.All && n == 2 && !t.After.Over && !v.threatens(t.After) {
			continue
		}
		if v.win(t.After, n-1) {
			return t.Acts
		}
		if v.stopped {
			return nil
		}
	}
	return nil
}

// remember keeps a winning turn to try first elsewhere.
func (v *Solver) remember(s *State, turn []Act) {
	c := s.Copy()
	w := make([]wAct, len(turn))
	for i, a := range turn {
		w[i] = c.world(a)
		c.Play(a, nil)
	}
	v.killers = append(v.killers, w)
	if len(v.killers) > 8 {
		v.killers = v.killers[1:]
	}
}

// killer tries the winning turns found so far in s (the side to act).
func (v *Solver) killer(s *State) []Act {
	for i := len(v.killers) - 1; i >= 0; i-- {
		k := v.killers[i]
		if s.R.Cards[s.To]-s.Done < len(k) {
			continue
		}
		c := s.Copy()
		var acts []Act
		for _, w := range k {
			a, ok := c.local(w)
			if !ok || c.Over || c.Check(a) != nil {
				acts = nil
				break
			}
			acts = append(acts, a)
			c.Play(a, nil)
		}
		if acts != nil && v.sideWon(c) {
			return acts
		}
	}
	return nil
}

// rivalTurn reports whether every turn of the rival to act leaves the side
// a win within n of its turns.
func (v *Solver) rivalTurn(s *State, n int) bool {
	// A rival who can win now does.
	if winningTurn(s, v.ctl) != nil {
		return false
	}
	zone := v.zone(s)
	last := s.R.Cards[s.To]-s.Done <= 1
	var buf [MaxActions]Act
	for _, a := range v.refutationsFirst(s, s.Generate(buf[:0])) {
		if zone != nil && !zone.touches(s, a) {
			// An action that leaves the side's winning turn alone: with
			// it the rival's turn ends, or only a second action that
			// touches the winning turn matters.
			if last {
				continue
			}
			c := s.Copy()
			c.Play(a, nil)
			if c.Over || c.To != s.To {
				if !v.win(c, n) {
					return false
				}
				continue
			}
			var buf2 [MaxActions]Act
			for _, b := range c.Generate(buf2[:0]) {
				if !zone.touches(c, b) {
					continue
				}
				d := c.Copy()
				d.Play(b, nil)
				if !v.win(d, n) {
					return false
				}
			}
			continue
		}
		c := s.Copy()
		c.Play(a, nil)
		// After the first of two actions the rival is still to act: win
		// comes back here for the second.
		if !v.win(c, n) {
			return false
		}
	}
	return true
}

// A zone is the spaces (fixed table coordinates) a winning turn of the
// side's depends on: where its cards go and come from, the spaces beside
// where they go (a card there makes the space reachable), and the path it
// completes. A rival action that lands on none of them and lifts nothing
// from them leaves that winning turn as good as it was.
type zone map[[2]int]bool

func (z zone) touches(s *State, a Act) bool {
	w := s.world(a)
	return z[[2]int{w.tx, w.ty}] || a.IsMove() && z[[2]int{w.fx, w.fy}]
}

// zone finds a winning turn the side would have after the rival's turn in
// s if nothing it depends on changed, and its zone; nil when there is none
// or when a zone could not be trusted: the side does not act next, a move
// in it lifts a card off another (what shows under it depends on lines
// far away), the game is close to its turn limit, or a repetition is
// possible.
func (v *Solver) zone(s *State) zone {
	next := (s.To + 1) % s.R.Seats
	if !s.R.Partners(next, v.side) || s.TurnNo+2 >= MaxTurns {
		return nil
	}
	if s.rep != nil && s.rep.prev != nil && s.rep.prev.inHand == s.rep.inHand {
		return nil
	}
	t := asTurnOf(s, next)
	k := v.killer(t)
	if k == nil {
		if !mayWinIn(t, next, t.R.Cards[next]) {
			return nil
		}
		if k = winningTurn(t, v.ctl); k == nil {
			return nil
		}
		v.remember(t, k)
	}
	z := zone{}
	c := t.Copy()
	for _, a := range k {
		if a.IsMove() && c.B.At(a.From()).N > 1 {
			return nil
		}
		w := c.world(a)
		z[[2]int{w.tx, w.ty}] = true
		if a.IsMove() {
			z[[2]int{w.fx, w.fy}] = true
		}
		for _, d := range Nbrs {
			z[[2]int{w.tx + d.X, w.ty + d.Y}] = true
		}
		c.Play(a, nil)
	}
	if !v.sideWon(c) {
		return nil
	}
	for _, p := range c.Res.Path {
		z[[2]int{p.X + c.B.OX, p.Y + c.B.OY}] = true
	}
	return z
}

// refutationsFirst orders a rival's actions: those landing where the side
// is close to a path first, then lifts, then the rest.
func (v *Solver) refutationsFirst(s *State, acts []Act) []Act {
	hot := hotSpacesNear(s, v.side, s.R.Cards[v.side]+1, true, false)
	// Each action's rank once, then the actions by rank in their order
	// (what a stable sort by rank gives, without ranking at every
	// comparison), through the solver's scratch lists (no garbage).
	if cap(v.ranks) < len(acts) {
		v.ranks, v.sorted = make([]uint8, len(acts)), make([]Act, len(acts))
	}
	ranks, sorted := v.ranks[:len(acts)], v.sorted[:len(acts)]
	var at [3]int
	for i, a := range acts {
		r := uint8(2)
		switch {
		case hot[a.To()]:
			r = 0
		case a.IsMove() && s.B.At(a.From()).N > 1:
			r = 1
		}
		ranks[i] = r
		at[r]++
	}
	at = [3]int{0, at[0], at[0] + at[1]}
	for i, a := range acts {
		sorted[at[ranks[i]]] = a
		at[ranks[i]]++
	}
	copy(acts, sorted)
	return acts
}

// candidates lists the side's turns to try from s (the side to act), with
// n turns left to win in: every turn with All; otherwise those built from
// actions in or next to the side's windows that lack few cards, and after
// which some window lacks no more than the next n-1 turns can fill. The
// turns that leave the most windows nearly full come first.
func (v *Solver) candidates(s *State, n int) []Turn {
	seat := s.To
	cards := s.R.Cards[seat]
	var out []Turn
	seen := map[uint64]bool{}
	var walk func(c *State, acts []Act, at [][2]int)
	walk = func(c *State, acts []Act, at [][2]int) {
		var buf [MaxActions]Act
		var hot map[Pt]bool
		if !v.All {
			hot = hotSpaces(c, seat, cards*max(n, 2), true)
		}
		for _, a := range c.Generate(buf[:0]) {
			if !v.going() {
				return
			}
			if hot != nil && !mayMatter(&c.B, hot, a) {
				continue
			}
			w := c.world(a)
			sp := append(slices.Clip(at), [2]int{w.tx, w.ty})
			if a.IsMove() {
				sp = append(sp, [2]int{w.fx, w.fy})
			}
			x := c.Copy()
			x.Play(a, nil)
			t := append(slices.Clip(acts), a)
			if !x.Over && x.To == seat && x.Done > 0 {
				walk(x, t, sp)
				continue
			}
			h := x.hash()
			if seen[h] {
				continue
			}
			seen[h] = true
			near, far := v.nearlyFull(x, sp, cards, cards*(n-1))
			if !v.All && far == 0 {
				// A card may also make a space next to it reachable: the
				// gap at the end of a diagonal touches no card of it.
				var nb [][2]int
				for _, p := range sp {
					for _, d := range Nbrs {
						nb = append(nb, [2]int{p[0] + d.X, p[1] + d.Y})
					}
				}
				if _, far = v.nearlyFull(x, nb, cards, cards*(n-1)); far == 0 {
					continue
				}
			}
			out = append(out, Turn{Acts: t, After: x, Score: float64(near)*1000 + float64(far)})
		}
	}
	walk(s, nil, nil)
	sortTurns(out)
	return out
}

// nearlyFull counts the side's windows through the spaces a turn played
// to or from (fixed table coordinates) that lack no more than a cards, and
// those that lack no more than b (a card of another side's lacks: it must
// be covered).
func (v *Solver) nearlyFull(s *State, spaces [][2]int, a, b int) (near, far int) {
	for _, w := range spaces {
		p := Pt{w[0] - s.B.OX, w[1] - s.B.OY}
		for _, d := range Dirs {
			line := ownersAlong(&s.B, p, d)
			for x := 0; x < s.R.Seats; x++ {
				if !s.R.Partners(x, v.side) {
					continue
				}
				l := s.R.PathLen[x]
				// Window k holds the spaces k before p to l-1-k after it;
				// own slides along from the last window to the first.
				own := 0
				for j := reach - (l - 1); j <= reach; j++ {
					if line[j] == int8(x) {
						own++
					}
				}
				for k := l - 1; k >= 0; k-- {
					if k < l-1 {
						if line[reach-k-1+l] == int8(x) {
							own++
						}
						if line[reach-k-1] == int8(x) {
							own--
						}
					}
					if l-own <= a {
						near++
					}
					if l-own <= b {
						far++
					}
				}
			}
		}
	}
	return near, far
}

// threatens reports whether the side's next seat to act after s could win
// at once were it its turn now.
func (v *Solver) threatens(s *State) bool {
	r := s.To
	for !s.R.Partners(r, v.side) {
		r = (r + 1) % s.R.Seats
	}
	t := asTurnOf(s, r)
	if !mayWinIn(t, r, t.R.Cards[r]) {
		return false
	}
	return winningTurn(t, v.ctl) != nil
}
