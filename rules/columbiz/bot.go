package columbiz

import (
	"math"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/learn"
	"github.com/birdroost/roost/rules/search"
)

// Levels of the computer opponent, weakest first.
var Levels = []string{"beginner", "standard", "expert"}

// Weights tune the position evaluation of the bots.
type Weights struct {
	Window   [4]float64 // a 3-space window holding 0-3 own pawns and no other
	Risk     float64    // value lost by a pawn that may be captured
	Target   float64    // chance that a rival goes for a given capture it can reach
	Reserve  float64    // value of a pawn still in the reserve
	Rivals   float64    // weight of the rivals' standing (0: only one's own)
	Noise    float64    // random error added to every judgement
	Marginal float64    // weight of what a capture would be worth to the rival most likely to make it
	Ease     bool       // weigh a window by how easily its empty spaces can be paid for
	Lookhead int        // rolls looked ahead: 1 (the next roll) or 2 (to the end of the turn)
	Learned  bool       // judge the end of the turn by the learned value (Learned) where it has the table's player count
}

// LevelWeights are the settings of each level.
var LevelWeights = map[string]Weights{
	"beginner": {Window: [4]float64{0, 0.02, 0.1, 0.1}, Noise: 0.6, Lookhead: 1, Reserve: 0.1},
	"standard": {Window: [4]float64{0, 0.04, 0.22, 0.3}, Risk: 1.2, Target: 0.3, Reserve: 0.25, Rivals: 0.3, Lookhead: 1},
	"expert":   {Window: [4]float64{0, 0.04, 0.22, 0.3}, Risk: 0.6, Marginal: 0.6, Target: 0.3, Reserve: 0.25, Rivals: 0.3, Lookhead: 2, Learned: true},
}

// ExpertDuel is the Expert's setting in two-player games, where every
// capture is a point lost to the one rival: it guards its pawns five times
// as hard (85.5% against the Standard over 200 games, 55.5% with the
// setting of more players; see docs/BENCHMARKS.md).
var ExpertDuel = Weights{Window: [4]float64{0, 0.04, 0.22, 0.3}, Risk: 3, Marginal: 0.6, Target: 0.3, Reserve: 0.25, Rivals: 0.3, Lookhead: 2}

// windows lists every 3-space window of a line on the board.
var windows [][3]Place

// reach[j] is the chance of ending a turn with at least j dice of one chosen
// face when going for it with all three rolls.
var reach [NumDice + 1]float64

func init() {
	for d := range Dirs {
		dc, dr := Dirs[d][0], Dirs[d][1]
		for c := 0; c < Cols; c++ {
			for r := 0; r < Rows; r++ {
				if on(c+2*dc, r+2*dr) {
					windows = append(windows, [3]Place{{int8(c), int8(r)}, {int8(c + dc), int8(r + dr)}, {int8(c + 2*dc), int8(r + 2*dr)}})
				}
			}
		}
	}
	// Keep every die of the face; roll the rest up to three times.
	dist := [NumDice + 1]float64{0: 1}
	for roll := 0; roll < MaxRolls; roll++ {
		var next [NumDice + 1]float64
		for k, p := range dist {
			if p == 0 {
				continue
			}
			n := NumDice - k
			for h := 0; h <= n; h++ {
				next[k+h] += p * binom(n, h) * math.Pow(1.0/6, float64(h)) * math.Pow(5.0/6, float64(n-h))
			}
		}
		dist = next
	}
	for j := NumDice; j >= 0; j-- {
		reach[j] = dist[j]
		if j < NumDice {
			reach[j] += reach[j+1]
		}
	}
}

func binom(n, k int) float64 {
	r := 1.0
	for i := 0; i < k; i++ {
		r = r * float64(n-i) / float64(i+1)
	}
	return r
}

// Bot is a Columbiz computer player: an expectimax over the dice of its own turn
// (which dice to set aside, whether to roll again) on top of a search over
// every order of placements, judged by an evaluation of lines, captures and
// exposure to capture, or, for the Expert at three and four seats, by the
// learned value of each seat's share of the victory (value.go).
type Bot struct {
	level string
	w     Weights
	rng   *rand.Rand
}

// NewBot makes a bot of a level (see Levels).
func NewBot(level string, seed uint64) (game.Bot, error) {
	l, err := game.Level(Levels, level)
	if err != nil {
		return nil, err
	}
	return &Bot{level: l, w: LevelWeights[l], rng: game.NewRand(seed)}, nil
}

// NewWeightedBot makes a bot with explicit weights (for tuning).
func NewWeightedBot(w Weights, seed uint64) *Bot {
	return &Bot{level: "custom", w: w, rng: game.NewRand(seed)}
}

func (b *Bot) Level() string { return b.level }

// Think decides the action of the player to act in s.
func (b *Bot) Think(s game.State) game.Thinking {
	st := *s.(*State)
	seed := b.rng.Uint64()
	w := b.w
	if b.level == "expert" && st.N == 2 {
		w = ExpertDuel
	}
	var t *search.Task
	t = search.NewTask(0, func(ctl *search.Ctl) game.Action {
		p := newPlanner(&st, w, game.NewRand(seed), ctl)
		a, v := p.decide()
		t.SetStats(search.Stats{Nodes: p.nodes, Value: v, Valued: a != 0})
		return a
	})
	return t
}

// Decide is the synchronous form of Think (for tools and tests).
func (b *Bot) Decide(s *State) game.Action {
	t := b.Think(s)
	for !t.Step(int64(time.Hour)) {
	}
	return t.Best()
}

// diceIndex numbers every multiset of at most 8 dice densely (base-9 digits of
// the counts index a table).
var diceIndex = func() []int16 {
	t := make([]int16, 531441)
	for i := range t {
		t[i] = -1
	}
	n := int16(0)
	var d Dice
	var rec func(f, left int)
	rec = func(f, left int) {
		if f > 6 {
			t[base9(d)] = n
			n++
			return
		}
		for k := 0; k <= left; k++ {
			d[f] = int8(k)
			rec(f+1, left-k)
		}
		d[f] = 0
	}
	rec(1, NumDice)
	return t
}()

const numMultisets = 3003 // multisets of 0-8 dice: C(14,6)

func base9(d Dice) int {
	x := 0
	for f := 6; f >= 1; f-- {
		x = x*9 + int(d[f])
	}
	return x
}

func idx(d Dice) int { return int(diceIndex[base9(d)]) }

// planner holds the memo tables of one decision.
type planner struct {
	s     State // the position decided on
	me    int
	w     Weights
	rng   *rand.Rand
	ctl   *search.Ctl
	nodes int64
	stop  bool

	best  []float64     // best[idx(avail)]: value of placing with these dice
	first []game.Action // the first action of that plan
	e1    []float64     // e1[idx(kept)]: value of rolling the rest once more, then placing
	risk  [Cols][Rows]float64
	seen  map[uint64]int16 // sets of spaces placed on in this search: best line points
	value *learn.Value     // the learned value judging the end of the turn, or nil
	share [4]float64

	// With shares set (the judge of an analysis, with a learned value),
	// each value above also keeps every seat's expected share that goes
	// with it: bestShare[idx(avail)], e1Share[idx(kept)], and root for
	// the choice decided.
	shares    bool
	bestShare [][4]float64
	e1Share   [][4]float64
	root      [4]float64
}

func newPlanner(s *State, w Weights, rng *rand.Rand, ctl *search.Ctl) *planner {
	p := &planner{s: *s, me: int(s.Seat), w: w, rng: rng, ctl: ctl, seen: map[uint64]int16{}}
	if w.Learned && Learned.Weights(strconv.Itoa(s.N)) != nil {
		p.value = Learned
	}
	p.best = nanSlice(numMultisets)
	p.first = make([]game.Action, numMultisets)
	p.e1 = nanSlice(numMultisets)
	p.risk = riskTable(s.N, w.Target)
	return p
}

// riskTable is the chance that a pawn below the lowest empty space of its
// column is captured before its owner's next turn, by that space, when each
// rival goes for a capture it can reach with chance target.
func riskTable(seats int, target float64) (risk [Cols][Rows]float64) {
	for c := 0; c < Cols; c++ {
		for r := 0; r < Rows; r++ {
			q := target * reach[Need(c, r)]
			risk[c][r] = 1 - math.Pow(1-q, float64(seats-1))
		}
	}
	return risk
}

func nanSlice(n int) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = math.NaN()
	}
	return v
}

// withShares makes the planner keep every seat's expected share beside
// each value (it needs the learned value).
func (p *planner) withShares() {
	p.shares = true
	p.bestShare = make([][4]float64, numMultisets)
	p.e1Share = make([][4]float64, numMultisets)
}

// decide chooses the action now.
func (p *planner) decide() (game.Action, float64) {
	s := &p.s
	switch s.Phase {
	case PhaseRolloff, PhaseRoll, PhaseOver:
		return 0, 0
	case PhasePlace:
		avail := s.Avail()
		v, a := p.place(avail)
		p.root = p.bestShareOf(avail)
		return a, v
	}
	avail := s.Avail()
	stopV, stopA := p.place(avail)
	p.root = p.bestShareOf(avail)
	left := MaxRolls - int(s.Rolls)
	if left == 0 {
		return stopA, stopV
	}
	bestV, bestA := stopV, stopA
	subsets(s.Free, func(k Dice) {
		if p.stop || k.Total() == s.Free.Total() {
			return
		}
		kept := s.Kept.Add(k)
		var v float64
		var sh [4]float64
		if left >= 2 && p.w.Lookhead >= 2 {
			v, sh = p.rollTwice(kept)
		} else {
			v = p.rollOnce(kept)
			sh = p.e1ShareOf(kept)
		}
		if v > bestV+1e-9 {
			bestV, bestA = v, rollAction(k)
			p.root = sh
		}
	})
	return bestA, bestV
}

// bestShareOf and e1ShareOf are the shares kept with place(d) and
// rollOnce(d) (zero unless the planner keeps shares).
func (p *planner) bestShareOf(d Dice) [4]float64 {
	if !p.shares {
		return [4]float64{}
	}
	return p.bestShare[idx(d)]
}

func (p *planner) e1ShareOf(d Dice) [4]float64 {
	if !p.shares {
		return [4]float64{}
	}
	return p.e1Share[idx(d)]
}

// addShares adds q times b to a.
func addShares(a *[4]float64, q float64, b [4]float64) {
	for x := range a {
		a[x] += q * b[x]
	}
}

// rollOnce is the expected value of rolling all but kept, then placing.
func (p *planner) rollOnce(kept Dice) float64 {
	i := idx(kept)
	if !math.IsNaN(p.e1[i]) {
		return p.e1[i]
	}
	v := 0.0
	var sh [4]float64
	for _, o := range rollOutcomes[NumDice-kept.Total()] {
		d := kept.Add(diceOf(uint64(o.Action) & 0xffffffff))
		bv, _ := p.place(d)
		v += o.Prob * bv
		if p.shares {
			addShares(&sh, o.Prob, p.bestShare[idx(d)])
		}
	}
	p.e1[i] = v
	if p.shares {
		p.e1Share[i] = sh
	}
	return v
}

// rollTwice is the expected value of rolling all but kept, then choosing the
// best of placing and rolling once more (and the shares that go with it).
func (p *planner) rollTwice(kept Dice) (float64, [4]float64) {
	v := 0.0
	var sh [4]float64
	for _, o := range rollOutcomes[NumDice-kept.Total()] {
		free := diceOf(uint64(o.Action) & 0xffffffff)
		bv, _ := p.place(kept.Add(free))
		bs := p.bestShareOf(kept.Add(free))
		subsets(free, func(k Dice) {
			if k.Total() < free.Total() {
				if r := p.rollOnce(kept.Add(k)); r > bv {
					bv, bs = r, p.e1ShareOf(kept.Add(k))
				}
			}
		})
		v += o.Prob * bv
		addShares(&sh, o.Prob, bs)
		if !p.ctl.Check() { // an outcome is a whole evaluation: the clock is read at each
			p.stop = true
			break
		}
	}
	return v, sh
}

// subsets calls fn with every sub-multiset of d.
func subsets(d Dice, fn func(Dice)) {
	var k Dice
	var rec func(f int)
	rec = func(f int) {
		if f > 6 {
			fn(k)
			return
		}
		for n := int8(0); n <= d[f]; n++ {
			k[f] = n
			rec(f + 1)
		}
		k[f] = 0
	}
	rec(1)
}

// place is the value of the best way to place pawns with avail (all unspent
// dice) from the planner's position, and its first action.
func (p *planner) place(avail Dice) (float64, game.Action) {
	i := idx(avail)
	if !math.IsNaN(p.best[i]) {
		return p.best[i], p.first[i]
	}
	st := p.s
	st.Kept, st.Free, st.Spent = avail, Dice{}, Dice{}
	if st.Placed == 0 {
		st.Phase = PhaseDecide
	}
	st.Rolls = MaxRolls
	var v float64
	var a game.Action
	var sh [4]float64 // the shares that go with v (p.eval leaves them in p.share)
	if st.Placed > 0 {
		v, a = p.eval(&st), ActEnd
		sh = p.share
	} else {
		v, a = math.Inf(-1), ActAside
	}
	found := false
	p.search(&st, func(val float64, first game.Action) {
		found = true
		if val > v {
			v, a = val, first
			sh = p.share
		}
	}, 0)
	if !found && st.Placed == 0 {
		st.Reserve[p.me] -= int8(min(AsideCount, int(st.Reserve[p.me])))
		v, a = p.eval(&st), ActAside
		sh = p.share
	}
	if p.w.Noise > 0 {
		v += p.rng.NormFloat64() * p.w.Noise
	}
	p.best[i], p.first[i] = v, a
	if p.shares {
		p.bestShare[i] = sh
	}
	return v, a
}

// search tries every sequence of placements from st, reporting the value of
// stopping after each, with the first placement of the sequence. Orders that
// reach the same set of spaces give the same position except for line points,
// so an order is followed only if it scored more than any order before it.
func (p *planner) search(st *State, report func(float64, game.Action), first game.Action) {
	clear(p.seen)
	p.dfs(st, report, first, 0)
}

func (p *planner) dfs(st *State, report func(float64, game.Action), first game.Action, set uint64) {
	if int(st.Placed) >= MaxPlace(st.N) || st.Reserve[p.me] == 0 {
		return
	}
	av := st.Avail()
	for c := 0; c < Cols; c++ {
		for r := 0; r < Rows; r++ {
			if st.Board[c][r] != Empty || int(av[Face(c)]) < Need(c, r) {
				continue
			}
			child := *st
			child.applyPlace(c, r, nil)
			p.nodes++
			// A browser's frame is not held by a long search of
			// placements: the frame loop gets its turn every 64 of them.
			if p.nodes&63 == 0 && !p.ctl.Yield() {
				p.stop = true // cancelled: the result is not used
			}
			if p.stop {
				return
			}
			next := set | 1<<(c*Rows+r)
			if best, ok := p.seen[next]; ok && best >= child.Lines[p.me] {
				continue
			}
			p.seen[next] = child.Lines[p.me]
			f := first
			if f == 0 {
				f = placeAction(c, r)
			}
			report(p.eval(&child), f)
			p.dfs(&child, report, f, next)
		}
	}
}

// eval judges a position at the end of the planner's turn: own points and
// prospects against the rivals'.
func (p *planner) eval(st *State) float64 {
	if p.value != nil {
		// The learned value of the position once the turn is over: the
		// planner's expected share of the victory.
		t := *st
		t.endTurn(nil)
		Shares(p.value, &t, p.share[:st.N])
		return p.share[p.me]
	}
	stand := standings(st, &p.w, &p.risk)
	v := stand[p.me]
	if p.w.Rivals > 0 {
		sum := 0.0
		for x := 0; x < st.N; x++ {
			if x != p.me {
				sum += stand[x]
			}
		}
		v -= p.w.Rivals * sum / float64(st.N-1)
	}
	return v
}

// standings is each seat's standing by the hand-tuned evaluation of weights
// w: points, captures, reserve, open windows, minus the pawns at risk.
func standings(st *State, w *Weights, risk *[Cols][Rows]float64) (stand [4]float64) {
	for x := 0; x < st.N; x++ {
		stand[x] = float64(st.Lines[x]) + float64(CaptureScore(st.Captured(x))) + w.Reserve*float64(st.Reserve[x])
	}
	for _, win := range windows {
		owner, n := -1, 0
		ease := 1.0
		for _, q := range win {
			v := int(st.Board[q.Col][q.Row])
			if v == Empty {
				ease *= reach[Need(int(q.Col), int(q.Row))]
				continue
			}
			if owner >= 0 && v != owner {
				owner = -2
				break
			}
			owner = v
			n++
		}
		if owner >= 0 {
			if w.Ease {
				stand[owner] += w.Window[n] * ease
			} else {
				stand[owner] += w.Window[n]
			}
		}
	}
	if w.Risk > 0 {
		// What one more capture is worth to each player.
		var gain [4]float64
		for x := 0; x < st.N; x++ {
			n := st.Captured(x)
			gain[x] = float64(CaptureScore(n+1) - CaptureScore(n))
		}
		for c := 0; c < Cols; c++ {
			top := -1 // lowest empty space from the top down: the easiest capture
			for r := Rows - 1; r >= 0; r-- {
				v := st.Board[c][r]
				if v == Empty {
					top = r
					continue
				}
				if top > r {
					loss := w.Risk
					if w.Marginal > 0 {
						best := 0.0
						for x := 0; x < st.N; x++ {
							if x != int(v) {
								best = max(best, gain[x])
							}
						}
						loss += w.Marginal * best
					}
					stand[v] -= loss * risk[c][top]
				}
			}
		}
	}
	return stand
}
