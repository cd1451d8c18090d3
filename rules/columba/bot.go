package columba

import (
	"cmp"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// Levels of the computer players, weakest first.
var Levels = []string{"beginner", "standard", "expert"}

// group is an edge-connected set of spaces of one ground (not through
// falcons): an estate when a dovecote stands in it, else free.
type group struct {
	size int
	at   Pt  // a space of it
	dove int // the dovecote's index, or -1
}

// groupScratch is the space groups works in, reused between calls (the
// bots call it for every placement they judge, and may think at once in
// several goroutines: each call takes its own from the pool).
type groupScratch struct {
	at    []Pt
	sp    []int8  // the ground + 1 of at's spaces; 0: a falcon
	cell  []int8  // the ground + 1; 0: no space, a falcon, or a space already met
	dove  []int16 // the dovecote's index + 1
	stack []int
	found []group // in reading order of their first spaces
	start []int   // the counting sort's first index of each size, largest first
}

var groupScratches = sync.Pool{New: func() any { return new(groupScratch) }}

// groups cuts the territory into its groups, on a dense grid over the
// territory's bounds (the bots call it for every placement they judge).
func groups(t *Territory) []group {
	if len(t.Spaces) == 0 {
		return nil
	}
	sc := groupScratches.Get().(*groupScratch)
	defer groupScratches.Put(sc)
	// One pass over the map for the bounds and the spaces; the grid is
	// filled from the list.
	sc.at, sc.sp = sc.at[:0], sc.sp[:0]
	var lo, hi Pt
	first := true
	for p, sp := range t.Spaces {
		if first {
			lo, hi, first = p, p, false
		} else {
			lo.X, lo.Y = min(lo.X, p.X), min(lo.Y, p.Y)
			hi.X, hi.Y = max(hi.X, p.X), max(hi.Y, p.Y)
		}
		g := int8(0)
		if !sp.Falcon {
			g = int8(sp.Ground) + 1
		}
		sc.at = append(sc.at, p)
		sc.sp = append(sc.sp, g)
	}
	w, h := hi.X-lo.X+1, hi.Y-lo.Y+1
	if cap(sc.cell) < w*h {
		sc.cell = make([]int8, w*h)
		sc.dove = make([]int16, w*h)
	}
	cell, dove := sc.cell[:w*h], sc.dove[:w*h]
	clear(cell)
	clear(dove)
	for i, p := range sc.at {
		cell[(p.Y-lo.Y)*w+p.X-lo.X] = sc.sp[i]
	}
	for i, d := range t.Doves {
		if q := d.At; q.X >= lo.X && q.X <= hi.X && q.Y >= lo.Y && q.Y <= hi.Y {
			dove[(q.Y-lo.Y)*w+q.X-lo.X] = int16(i + 1)
		}
	}
	found := sc.found[:0]
	stack := sc.stack[:0]
	big := 0
	for i, c := range cell {
		if c == 0 {
			continue
		}
		// i is the group's first space in reading order. A space met is
		// cleared from the grid.
		gr := group{at: Pt{lo.X + i%w, lo.Y + i/w}, dove: -1}
		cell[i] = 0
		stack = append(stack, i)
		for len(stack) > 0 {
			k := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			gr.size++
			if dove[k] > 0 {
				gr.dove = int(dove[k]) - 1
			}
			x := k % w
			if n := k - w; n >= 0 && cell[n] == c {
				cell[n] = 0
				stack = append(stack, n)
			}
			if n := k + w; n < len(cell) && cell[n] == c {
				cell[n] = 0
				stack = append(stack, n)
			}
			if n := k - 1; x > 0 && cell[n] == c {
				cell[n] = 0
				stack = append(stack, n)
			}
			if n := k + 1; x < w-1 && cell[n] == c {
				cell[n] = 0
				stack = append(stack, n)
			}
		}
		found = append(found, gr)
		big = max(big, gr.size)
	}
	sc.stack, sc.found = stack, found
	// Largest first, then by place (its first space in reading order), so
	// that choices do not depend on the map's order. The groups were found
	// in reading order of their first spaces: a counting sort by size,
	// which keeps that order among groups of a size, sorts them.
	start := sc.start[:0]
	start = append(start, make([]int, big+1)...)
	for _, gr := range found {
		start[big-gr.size]++
	}
	n := 0
	for i, k := range start {
		start[i], n = n, n+k
	}
	out := make([]group, len(found))
	for _, gr := range found {
		out[start[big-gr.size]] = gr
		start[big-gr.size]++
	}
	sc.start = start
	return out
}

// weights are how a level judges a position.
type weights struct {
	hold   float64 // what a dovecote not yet placed is worth, per space of the best free group
	rivals float64 // weight of the rivals' standing
	// horizon: a dovecote in hand counts only while its owner has a turn
	// left to build it (one a turn).
	horizon bool
}

var (
	beginnerW = weights{hold: 0.2}
	standardW = weights{hold: 0.6, rivals: 0.5}
	expertW   = weights{hold: 0.6, rivals: 0.7, horizon: true}
)

// judge holds a bot's view of a position after its placement.
type judge struct {
	weights
	s  *State
	gs []group
	me int
}

// turnsLeft is how many more cards seat will draw for the territory, if
// every card left goes to the territory (as in the Junior rules), after
// the turn now being played.
func turnsLeft(s *State, seat int) int {
	d := (seat - int(s.Seat) + s.N) % s.N // the draws before its next one
	if s.Phase != PhaseDraw && s.Phase != PhaseStart {
		d = (d + s.N - 1) % s.N // the player to act has drawn this turn's card
	}
	l := bitsLeft(s.Left)
	if l <= d {
		return 0
	}
	return (l-1-d)/s.N + 1
}

// value is the position for j.me if it then places a dovecote (large or
// small) on free group g (g < 0: none).
func (j *judge) value(g int, large bool) float64 {
	var pts [4]float64
	j.seatValues(g, large, &pts)
	s := j.s
	team := make([]float64, s.N)
	for seat := range s.N {
		team[s.Team(seat)] += pts[seat]
	}
	v, worst := team[s.Team(j.me)], 0.0
	n := 0.0
	for seat := range s.N {
		if s.Team(seat) == seat && s.Team(seat) != s.Team(j.me) {
			worst += team[seat]
			n++
		}
	}
	if n > 0 {
		v -= j.rivals * worst / n
	}
	return v
}

// seatValues writes each seat's standing into pts if j.me then places a
// dovecote (large or small) on free group g (g < 0: none): its estates,
// the dovecotes in hand, and with the full rules its mini-board.
func (j *judge) seatValues(g int, large bool, pts *[4]float64) {
	s := j.s
	*pts = [4]float64{}
	for _, gr := range j.gs {
		if gr.dove >= 0 {
			d := s.T.Doves[gr.dove]
			pts[d.Seat] += float64(gr.size * mult(d.Large))
		}
	}
	left := s.DovesLeft
	if g >= 0 {
		pts[j.me] += float64(j.gs[g].size * mult(large))
		if large {
			left[j.me][0]--
		} else {
			left[j.me][1]--
		}
	}
	// Dovecotes still in hand are worth the free groups they could take,
	// the largest first, discounted: rivals may take them first, and once
	// the pile is empty they are worth nothing.
	if s.Left != 0 {
		for seat := range s.N {
			hand := int(left[seat][0] + left[seat][1])
			if j.horizon {
				hand = min(hand, turnsLeft(s, seat))
			}
			k := 0
			for i, gr := range j.gs {
				if k >= hand {
					break
				}
				if gr.dove >= 0 || i == g {
					continue
				}
				if left[seat][0] > 0 && k == 0 {
					pts[seat] += j.hold * float64(2*gr.size)
				} else {
					pts[seat] += j.hold * float64(gr.size)
				}
				k++
			}
		}
	}
	if !s.Junior {
		// Full rules: pigeons captured towards the objective and tiles in
		// stock are worth almost a point each (tiles grow estates); an
		// objective still open costs what it would at the end, more as
		// the pile runs down.
		late := 1 - min(1, float64(bitsLeft(s.Left))/12)
		for seat := range s.N {
			p := &s.P[seat]
			for g := range NumGrounds {
				pts[seat] += 0.9*float64(p.Filled[g]) + 0.7*float64(p.Stock[g])
			}
			if p.Objective >= 0 {
				need := 0
				for _, n := range s.Needs(seat) {
					need += n
				}
				pts[seat] -= float64(need) * late
			}
		}
	}
}

func mult(large bool) int {
	if large {
		return 2
	}
	return 1
}

// option is a turn's choice: where the card goes and which dovecote (if
// any) follows.
type option struct {
	place game.Action
	dove  game.Action // 0: none
	value float64
}

// bestDove is the best dovecote for j.me on the position (or none). It
// is judged for every placement, so it keeps no list.
func (j *judge) bestDove() (game.Action, float64) {
	bestA, bestV := game.Action(0), j.value(-1, false)
	j.eachDove(func(d game.Action, v float64) {
		if v > bestV+1e-9 {
			bestA, bestV = d, v
		}
	})
	return bestA, bestV
}

// doves judges each dovecote j.me could build now, and building none
// (dove 0), best first (on equal values, none first).
func (j *judge) doves() []option {
	out := []option{{value: j.value(-1, false)}}
	j.eachDove(func(d game.Action, v float64) {
		out = append(out, option{dove: d, value: v})
	})
	slices.SortStableFunc(out, func(a, b option) int { return cmp.Compare(b.value, a.value) })
	return out
}

// doveValue is the value of building dovecote d now (-Inf: not offered).
func (j *judge) doveValue(d game.Action) float64 {
	v := math.Inf(-1)
	j.eachDove(func(e game.Action, ev float64) {
		if e == d {
			v = ev
		}
	})
	return v
}

// claimingDove is the best dovecote that takes in the tiles laid this turn
// before it (every other dovecote is refused then), or none.
func (j *judge) claimingDove() (game.Action, float64) {
	bestA, bestV := game.Action(0), math.Inf(-1)
	j.eachDove(func(d game.Action, v float64) {
		if v > bestV {
			bestA, bestV = d, v
		}
	})
	return bestA, bestV
}

// eachDove calls fn with each dovecote j.me could build now and its value.
// While tiles laid this turn wait for their dovecote, only the dovecotes
// that keep the turn able to end are offered.
func (j *judge) eachDove(fn func(game.Action, float64)) {
	if j.s.DoveDone {
		return
	}
	if len(j.s.Laid) > 0 {
		inner := fn
		fn = func(d game.Action, v float64) {
			if j.s.keepsEnd(d) == nil {
				inner(d, v)
			}
		}
	}
	for i, gr := range j.gs {
		if gr.dove >= 0 {
			continue
		}
		for _, large := range []bool{true, false} {
			size := 1
			if large {
				size = 0
			}
			if j.s.DovesLeft[j.me][size] == 0 {
				continue
			}
			fn(Dove(gr.at, large), j.value(i, large))
		}
	}
}

// options judges every placement of the card in hand, each with its best
// dovecote, best first. ctl (nil: none) is given the frame loop's turn at
// each placement (a browser's frame is not held); when stop is set, the
// placements left once its time is up are not judged.
func options(s *State, me int, w weights, ctl *search.Ctl, stop bool) []option {
	var buf []game.Action
	var out []option
	for _, a := range s.Legal(buf) {
		if !ctl.Yield() && len(out) > 0 {
			break // cancelled
		}
		if stop && ctl != nil && ctl.Stopped() && len(out) > 0 {
			break
		}
		// The placement is judged on a copy of the position's values that
		// shares its territory's spaces: the card is laid there for the
		// look and the spaces it covered put back after it (a copy of the
		// whole territory for each placement was most of the work).
		_, _, at := unpack(a)
		sv := s.T.save(at)
		c := *s
		c.apply(a, nil) // listed by Legal just now
		j := &judge{weights: w, s: &c, gs: groups(&c.T), me: me}
		if c.Phase != PhaseActions { // an objective completed: the turn goes on
			out = append(out, option{place: a, value: j.value(-1, false)})
		} else {
			d, v := j.bestDove()
			out = append(out, option{place: a, dove: d, value: v})
		}
		s.T.restore(sv)
	}
	slices.SortStableFunc(out, func(a, b option) int { return cmp.Compare(b.value, a.value) })
	return out
}

// Bot is a computer player of Columba's Junior rules. It plans its turn
// (the placement and a dovecote) at once and plays it out.
type Bot struct {
	level  string
	rng    *rand.Rand
	plan   []game.Action
	expect string
	// The Expert's time this turn: a turn may hold several decisions (an
	// objective chain), and together they stay under a second.
	turn  int16
	spent time.Duration
	// rounds, when set, is how many rounds the Expert's lookahead runs
	// whatever the clock says (tests that compare decisions).
	rounds int
}

// NewBot makes a bot of a level (see Levels).
func NewBot(level string, seed uint64) (game.Bot, error) {
	l, err := game.Level(Levels, level)
	if err != nil {
		return nil, err
	}
	return &Bot{level: l, rng: game.NewRand(seed)}, nil
}

// Level is the bot's strength.
func (b *Bot) Level() string { return b.level }

// Think chooses the next action for s.
func (b *Bot) Think(gs game.State) game.Thinking {
	s := gs.(*State)
	budget := time.Duration(0)
	if b.level == "expert" {
		// Up to 400 ms a decision, and what is left of 700 ms a turn (an
		// objective chain puts two or three decisions in one turn, and the
		// tiles and the dovecote take a little more), but always a round
		// of its lookahead.
		if s.TurnNo != b.turn {
			b.turn, b.spent = s.TurnNo, 0
		}
		budget = max(30*time.Millisecond, min(400*time.Millisecond, 700*time.Millisecond-b.spent))
	}
	var t *search.Task
	t = search.NewTask(budget, func(ctl *search.Ctl) game.Action {
		start, from := time.Now(), ctl.Elapsed()
		defer func() { // the clock's time, or under search.Counted the steps'
			if search.Counting() {
				b.spent += ctl.Elapsed() - from
			} else {
				b.spent += time.Since(start)
			}
		}()
		if len(b.plan) > 0 && b.expect == s.String() {
			a := b.plan[0]
			// The planned dovecote may be worth more with tiles laid
			// before it (the rulebook's own order).
			if kind, _, _ := unpack(a); kind == actDove && b.level != "beginner" {
				j := &judge{weights: standardW, s: s, gs: groups(&s.T), me: int(s.Seat)}
				if t := b.tileFirst(s, a, j.doveValue(a), ctl); t != 0 {
					b.plan = nil
					return t
				}
			}
			b.plan = b.plan[1:]
			b.after(s, a)
			return a
		}
		b.plan = nil
		switch s.Phase {
		case PhasePlace:
			o := b.choose(s, ctl)
			if o.dove != 0 {
				b.plan = append(b.plan, o.dove)
			}
			if s.Junior {
				b.plan = append(b.plan, EndTurn)
			}
			b.after(s, o.place)
			t.SetStats(search.Stats{Value: o.value, Valued: true})
			return o.place
		case PhaseChoose:
			// A new objective while enough cards are left to complete it.
			if s.Left != 0 && bitsLeft(s.Left) >= 3*s.N {
				return pack(actChoose, 1, Pt{})
			}
			return pack(actChoose, 0, Pt{})
		case PhaseActions:
			j := &judge{weights: standardW, s: s, gs: groups(&s.T), me: int(s.Seat)}
			if len(s.Strays()) > 0 { // its tiles laid first wait for their dovecote
				if d, _ := j.claimingDove(); d != 0 {
					b.after(s, d)
					return d
				}
			}
			d, v := j.bestDove()
			if b.level != "beginner" {
				if t := b.tileFirst(s, d, v, ctl); t != 0 {
					return t
				}
			}
			if d != 0 && b.level != "beginner" || d != 0 && b.rng.IntN(2) == 0 {
				b.after(s, d)
				return d
			}
			if a := b.bestTile(s, ctl); a != 0 {
				return a
			}
			if b.level == "expert" {
				if a := bestFalcon(s, ctl); a != 0 {
					return a
				}
			}
			return EndTurn
		}
		return 0
	})
	return t
}

// after remembers the position the next planned action is for.
func (b *Bot) after(s *State, a game.Action) {
	c := s.Clone().(*State)
	if c.Apply(a, nil) == nil {
		b.expect = c.String()
	}
}

// choose is the bot's turn.
func (b *Bot) choose(s *State, ctl *search.Ctl) option {
	me := int(s.Seat)
	switch b.level {
	case "beginner":
		// Half its turns at random; its dovecotes too soon.
		opts := options(s, me, beginnerW, ctl, true)
		if b.rng.IntN(2) == 0 {
			o := opts[b.rng.IntN(len(opts))]
			o.dove = 0
			return o
		}
		return opts[0]
	case "standard":
		return options(s, me, standardW, ctl, true)[0]
	}
	return b.lookahead(s, ctl)
}

// lookahead is the Expert: its best few turns, each followed by the next
// player's best answer to cards sampled from the pile (the pile's order is
// never read: draws are chance events). Every candidate meets the same
// sampled cards, round after round, until the time is up.
func (b *Bot) lookahead(s *State, ctl *search.Ctl) option {
	me := int(s.Seat)
	opts := options(s, me, expertW, ctl, true)
	if len(opts) == 1 || s.Left == 0 {
		return opts[0]
	}
	// Its best candidates: six, or ten with the Junior rules (whose
	// rounds are cheaper).
	cands := 6
	if s.Junior {
		cands = 10
	}
	top := slices.Clone(opts[:min(cands, len(opts))])
	// The dovecote is searched too: the best placements also go with the
	// next two dovecote choices (another ground or size, or none yet).
	for _, o := range top[:min(3, len(top))] {
		c := s.Clone().(*State)
		c.apply(o.place, nil)
		if c.Phase != PhaseActions {
			continue
		}
		j := &judge{weights: expertW, s: c, gs: groups(&c.T), me: me}
		k := 0
		for _, d := range j.doves() {
			if d.dove != o.dove && k < 2 {
				top = append(top, option{place: o.place, dove: d.dove, value: d.value})
				k++
			}
		}
	}
	after := make([]*State, len(top))
	for i, o := range top {
		c := s.Clone().(*State)
		_ = c.Apply(o.place, nil)
		if o.dove != 0 {
			_ = c.Apply(o.dove, nil)
		}
		if c.Phase == PhaseActions {
			_ = c.Apply(EndTurn, nil)
		}
		after[i] = c
	}
	sum := make([]float64, len(top))
	round := make([]float64, len(top))
	rounds := 0
	// With the Junior rules the lookahead goes round the table: every
	// rival answers a sampled card, then the Expert lays its own next card.
	plies := 1
	if s.Junior {
		plies = s.N
	}
	xs := make([]float64, plies)
	value := expertValue(s)
	limit := 32
	if b.rounds > 0 {
		limit = b.rounds
	}
rounds:
	for rounds < limit {
		for k := range xs {
			xs[k] = b.rng.Float64()
		}
		for i, c := range after {
			ctl.Check() // a browser's frame is not held: the search yields here
			if rounds > 0 && ctl.Stopped() && b.rounds == 0 {
				break rounds // an unfinished round counts for no candidate
			}
			if c.Phase != PhaseDraw {
				// The turn goes on, or the game ends.
				if value != nil {
					round[i], _ = Share(value, c, me)
				} else {
					round[i] = top[i].value
				}
				continue
			}
			r := c.Clone().(*State)
			for k := 0; k < plies && r.Phase == PhaseDraw; k++ {
				out := r.ChanceOutcomes()
				pick, y := out[len(out)-1].Action, xs[k]
				for _, oc := range out {
					if y -= oc.Prob; y < 0 {
						pick = oc.Action
						break
					}
				}
				_ = r.Apply(pick, nil)
				// The rival's answer is judged whole whatever the
				// clock says (the round is finished or dropped above),
				// yielding to the frame loop at each placement.
				ans := options(r, int(r.Seat), standardW, ctl, false)[0]
				_ = r.Apply(ans.place, nil)
				if ans.dove != 0 && r.Phase == PhaseActions {
					_ = r.Apply(ans.dove, nil)
				}
				if k+1 < plies && r.Phase == PhaseActions {
					_ = r.Apply(EndTurn, nil)
				}
			}
			if value != nil {
				if r.Phase == PhaseActions {
					_ = r.Apply(EndTurn, nil) // refused while tiles wait for a dovecote: judged as it stands
				}
				round[i], _ = Share(value, r, me)
				continue
			}
			j := &judge{weights: expertW, s: r, gs: groups(&r.T), me: me}
			round[i] = j.value(-1, false)
		}
		for i := range sum {
			sum[i] += round[i]
		}
		rounds++
	}
	best := 0
	for i := range top {
		if sum[i] > sum[best] {
			best = i
		}
	}
	o := top[best]
	o.value = sum[best] / float64(rounds)
	return o
}
func bitsLeft(left uint32) int { return bits.OnesCount32(left) }

// falconWorth is the least a falcon must cut from the rivals (their points)
// for the Expert to breed or send one: four tiles pay for it.
const falconWorth = 3

// bestFalcon is the Expert's falcon step, or 0: the adult falcon onto the
// space that costs the rivals most; or, with tiles left over in stock
// (the tiles that could join an estate are laid first), a breeding step
// while a rival's estate is worth the cutting.
func bestFalcon(s *State, ctl *search.Ctl) game.Action {
	if s.Junior {
		return 0
	}
	me := int(s.Seat)
	p := s.P[me]
	var pays []game.Action
	var best game.Action
	bestCut := 0
	for _, a := range s.Legal(nil) {
		kind, _, at := unpack(a)
		switch kind {
		case actBreed, actRaise:
			pays = append(pays, a)
		case actFalcon:
			ctl.Yield() // a browser's frame is not held
			if cut := falconCut(s, at); cut > bestCut {
				best, bestCut = a, cut
			}
		}
	}
	if p.Falcon == 2 {
		if bestCut >= falconWorth {
			return best
		}
		return 0
	}
	if len(pays) == 0 || bitsLeft(s.Left) < 2*s.N {
		return 0 // too late for the falcon to grow and fly
	}
	// Worth breeding: some space of a rival's estate would cut enough now.
	worth := false
	for q, i := range s.T.Owners() {
		ctl.Yield()
		if s.Rival(me, s.T.Doves[i].Seat) && s.T.Doves[i].At != q && falconCut(s, q) >= falconWorth {
			worth = true
			break
		}
	}
	if !worth {
		return 0
	}
	// Pay with the grounds held most.
	slices.SortFunc(pays, func(a, b game.Action) int {
		_, ea, _ := unpack(a)
		_, eb, _ := unpack(b)
		return cmp.Compare(int(p.Stock[eb/4])+int(p.Stock[eb%4]), int(p.Stock[ea/4])+int(p.Stock[ea%4]))
	})
	return pays[0]
}

// falconCut is what a falcon on q costs the rivals of the seat to act: the
// points their estates lose.
func falconCut(s *State, q Pt) int {
	me := int(s.Seat)
	before := rivalPoints(s, &s.T, me)
	t := s.T.Clone()
	sp := t.Spaces[q]
	sp.Falcon = true
	t.Spaces[q] = sp
	return before - rivalPoints(s, &t, me)
}

// rivalPoints is what the rivals' estates of t are worth.
func rivalPoints(s *State, t *Territory, me int) int {
	n := 0
	for i, d := range t.Doves {
		if s.Rival(me, d.Seat) {
			n += len(t.Estate(i)) * mult(d.Large)
		}
	}
	return n
}

// bestTile is the tile that adds most to the player's estates (full rules),
// or 0: only tiles that join an estate at once, so each is worth a point or
// two; the Beginner lays them too.
func (b *Bot) bestTile(s *State, ctl *search.Ctl) game.Action {
	a, _ := bestJoiningTile(s, ctl)
	return a
}

// bestJoiningTile is the tile that joins one of the player's estates at once
// and adds most, and the position's value after it (0 and -Inf: none).
func bestJoiningTile(s *State, ctl *search.Ctl) (game.Action, float64) {
	if s.Junior {
		return 0, math.Inf(-1)
	}
	var best game.Action
	bestV := math.Inf(-1)
	for _, a := range s.Legal(nil) {
		if kind, _, _ := unpack(a); kind != actTile {
			continue
		}
		ctl.Yield() // a browser's frame is not held: each tile is a copy and a judgement
		c := s.Clone().(*State)
		c.apply(a, nil) // listed by Legal just now
		if len(c.Strays()) > 0 {
			continue
		}
		j := &judge{weights: standardW, s: c, gs: groups(&c.T), me: int(s.Seat)}
		if v := j.value(-1, false); v > bestV {
			best, bestV = a, v
		}
	}
	return best, bestV
}

// tileFirst is a tile to lay before the dovecote, in the rulebook's own
// order: one that no estate holds yet, after which the best dovecote that
// takes it in is worth more than the plan without it (the best dovecote now,
// d worth v, then the best tile that joins an estate). 0: none is.
func (b *Bot) tileFirst(s *State, d game.Action, v float64, ctl *search.Ctl) game.Action {
	if s.Junior || s.DoveDone || s.P[s.Seat].Stock == [NumGrounds]int8{} {
		return 0
	}
	base := v
	if d != 0 {
		c := s.Clone().(*State)
		c.apply(d, nil)
		if _, tv := bestJoiningTile(c, ctl); tv > base {
			base = tv
		}
	}
	var best game.Action
	bestV := base + 1e-9
	for _, a := range s.Legal(nil) {
		if kind, _, _ := unpack(a); kind != actTile {
			continue
		}
		ctl.Yield() // a browser's frame is not held: each tile is a copy and a judgement
		c := s.Clone().(*State)
		c.apply(a, nil) // listed by Legal just now
		if len(c.Strays()) == 0 {
			continue // it joins an estate at once: bestTile's
		}
		j := &judge{weights: standardW, s: c, gs: groups(&c.T), me: int(s.Seat)}
		if _, cv := j.claimingDove(); cv > bestV {
			best, bestV = a, cv
		}
	}
	return best
}
