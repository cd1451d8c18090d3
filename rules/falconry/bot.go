package falconry

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// Levels of the computer players, weakest first.
var Levels = []string{"beginner", "standard", "expert"}

// Bot is a Falconry computer player. It plans a whole turn (one or two
// actions) at once and plays it out action by action.
type Bot struct {
	level  string
	rng    *rand.Rand
	budget time.Duration
	plan   []Act  // the rest of the turn being played
	proven int    // the turns of the forced win the last choice found (0: none)
	expect string // the position the next planned action is for
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

// SetBudget overrides the thinking time of the strongest level.
func (b *Bot) SetBudget(d time.Duration) { b.budget = d }

// Think starts choosing the next action for s.
func (b *Bot) Think(gs game.State) game.Thinking {
	s := gs.(*State)
	var t *search.Task
	t = search.NewTask(b.thinkTime()*5/4, func(ctl *search.Ctl) game.Action {
		if len(b.plan) > 0 && b.expect == s.String() {
			a := b.plan[0]
			b.plan = b.plan[1:]
			b.expectAfter(s, a)
			return game.Action(a)
		}
		turn := b.choose(s, ctl)
		b.plan = turn[1:]
		b.expectAfter(s, turn[0])
		// The estimate of the position after the planned turn, for the
		// seat that plays it.
		c := s.Copy()
		for _, a := range turn {
			c.Play(a, nil)
		}
		t.SetStats(search.Stats{Value: Evaluate(c, s.To), Valued: true})
		return game.Action(turn[0])
	})
	return t
}

// thinkTime is the time the bot plans its turn in; a quarter more is the hard
// limit, which only checking the candidates against the next rival's wins
// may reach: every level answers within a second.
func (b *Bot) thinkTime() time.Duration {
	if b.level == "expert" && b.budget > 0 {
		return b.budget
	}
	return 750 * time.Millisecond
}

// ForcedTurns is how many turns ahead the expert looks for a forced win:
// three one-card turns, or two two-card ones.
func ForcedTurns(r *Rules, seat int) int {
	if r.Cards[seat] == 1 {
		return 3
	}
	return 2
}

// noForcedLoss keeps the turns after which the rival has no forced win in
// two turns, as far as the time until limit allows (all of them when every
// turn loses).
func noForcedLoss(ts []Turn, ctl *search.Ctl, limit time.Duration) []Turn {
	var out []Turn
	ctl.Until(limit)
	defer ctl.Until(0)
	for i, t := range ts {
		if t.After.Over {
			out = append(out, t)
			continue
		}
		w, _, stopped := (&Solver{}).ForcedWin(t.After, 2, ctl)
		if w == nil || stopped {
			out = append(out, t)
		}
		if stopped || ctl.Stopped() {
			out = append(out, ts[i+1:]...)
			break
		}
	}
	if len(out) == 0 {
		return ts
	}
	return out
}

func (b *Bot) expectAfter(s *State, a Act) {
	if len(b.plan) == 0 {
		b.expect = ""
		return
	}
	c := s.Copy()
	c.Play(a, nil)
	b.expect = c.String()
}

// Turn is a sequence of actions by one noble and the position after it.
type Turn struct {
	Acts  []Act
	After *State
	Score float64
}

// choose picks the bot's turn.
func (b *Bot) choose(s *State, ctl *search.Ctl) []Act {
	seat := s.To
	left := s.R.Cards[seat] - s.Done
	b.proven = 0
	// Every level takes a win this turn.
	if w := winningTurn(s, ctl); w != nil {
		b.proven = 1
		return w
	}
	// The expert looks for a forced win (threat-space search) in the duels,
	// with up to five sixths of its time: most positions settle at once,
	// and the other phases are quick since the candidate turns are scored
	// incrementally (docs/BENCHMARKS.md).
	budget := b.thinkTime()
	twoSides := s.R.Seats == 2
	if b.level == "expert" && twoSides {
		ctl.Until(ctl.Elapsed() + budget*5/6)
		t, in, _ := (&Solver{}).ForcedWin(s, ForcedTurns(s.R, seat), ctl)
		ctl.Until(0)
		if t != nil {
			b.proven = in
			return t
		}
	}
	beam, noise, want, careless := 6, 0.0, 1, 0.0
	switch b.level {
	case "beginner":
		beam, noise, careless = 3, 0.8, 0.7
	case "standard":
		beam, noise = 8, 0.05
	default:
		beam, want = 16, 10
	}
	// The rest of the time is shared between phases: the candidate turns
	// get half of it, checking them against the next rival's wins most of
	// what is left, and the expert's lookahead the rest.
	from := ctl.Elapsed()
	ctl.Until(from + (budget-from)/2)
	cands := turns(s, left, beam, ctl)
	ctl.Until(0)
	for i := range cands {
		cands[i].Score += noise * b.rng.NormFloat64()
	}
	sortTurns(cands)
	// The best turns that leave the next rival no win, when there are any.
	// Once the phase is over the first safe turn found will do, and until
	// one is found the check may run on to the hard limit. A check cut short
	// there (one can take a few hundred milliseconds when a card is pinned
	// and every first action must be tried) proves nothing: that turn is
	// not counted as safe.
	checkUntil := from + (budget-from)*3/4
	var safe []Turn
	for i, t := range cands {
		careful := b.rng.Float64() >= careless
		wins := careful && rivalWins(t.After, seat, ctl)
		if careful && ctl.Stopped() {
			break
		}
		if !wins {
			safe = append(safe, t)
		}
		if len(safe) >= want || len(safe) > 0 && (i >= 400 || ctl.Elapsed() >= checkUntil) || !going(ctl) {
			break
		}
	}
	if len(safe) == 0 {
		return cands[0].Acts // every turn loses: the best-looking one
	}
	if b.level == "expert" {
		if twoSides {
			e := ctl.Elapsed()
			safe = noForcedLoss(safe, ctl, e+max(budget-e, 0)/3)
		}
		ctl.Until(max(budget, ctl.Elapsed()+budget/10))
		if twoSides || PlainLookahead {
			return lookahead(safe, seat, ctl)
		}
		return roundAhead(safe, seat, ctl)
	}
	return safe[0].Acts
}

func sortTurns(ts []Turn) {
	slices.SortStableFunc(ts, func(a, b Turn) int {
		switch {
		case a.Score > b.Score:
			return -1
		case a.Score < b.Score:
			return 1
		}
		return 0
	})
}

// lookahead scores the best few safe turns by the rival's best answer: the
// rival's few best-looking turns (by their own reckoning), and of those the
// one worst for the bot.
func lookahead(cands []Turn, seat int, ctl *search.Ctl) []Act {
	best, bestScore := cands[0].Acts, -1e18
	for i, t := range cands {
		if i >= 8 {
			break
		}
		after := t.After
		if after.Over {
			return t.Acts
		}
		score := Evaluate(after, seat)
		if !after.R.Partners(after.To, seat) {
			rival := after.To
			replies := turns(after, after.R.Cards[rival]-after.Done, 4, ctl) // scored for the rival
			sortTurns(replies)
			worst := 1e18
			for j, r := range replies {
				if j >= 12 {
					break
				}
				v := Evaluate(r.After, seat)
				if !r.After.Over && mayWinIn(asTurnOf(r.After, seat), seat, r.After.R.Cards[seat]) {
					v += 0.5 // a threat of ours survived the answer
				}
				worst = min(worst, v)
			}
			score = worst
		}
		if score > bestScore {
			best, bestScore = t.Acts, score
		}
		if !going(ctl) {
			break
		}
	}
	return best
}

// PlainLookahead makes the expert at three and four nobles weigh its turns
// by the next rival's worst answer (lookahead), as it did before roundAhead:
// for measuring one against the other (roost selfplay --falconry-lookahead).
var PlainLookahead bool

// roundAhead scores the best few safe turns by playing the round out until
// the seat's next turn, every other noble choosing its turn as the Standard
// would (replyOf): a rival's win on the way is a loss, and a win waiting
// for seat when its turn comes back (a threat the noble before it could not
// stop) all but a win. With three and four nobles only the noble just
// before seat blocks its threats, and seat loses as surely to the rival
// after next as to the next one: the next rival's worst answer (lookahead)
// weighs neither.
func roundAhead(cands []Turn, seat int, ctl *search.Ctl) []Act {
	best, bestScore := cands[0].Acts, -1e18
	for i, t := range cands {
		if i >= 8 {
			break
		}
		if t.After.Over {
			return t.Acts
		}
		score, done := roundValue(t.After, seat, ctl)
		if !done && i > 0 {
			break // cut short: a partial round weighs nothing
		}
		if score > bestScore {
			best, bestScore = t.Acts, score
		}
		if !going(ctl) {
			break
		}
	}
	return best
}

// roundValue plays s on until seat's next turn with replyOf for every other
// noble and scores the position then for seat; done is false when the time
// ran out on the way.
func roundValue(s *State, seat int, ctl *search.Ctl) (score float64, done bool) {
	for !s.Over && s.To != seat {
		r := replyOf(s, ctl)
		if r == nil || !going(ctl) {
			return Evaluate(s, seat), false
		}
		s = r
	}
	if s.Over {
		return overScore(s, seat), true
	}
	v := Evaluate(s, seat)
	if winningTurn(s, ctl) != nil {
		v += 1e5 // nobody stopped our threat
	}
	return v, going(ctl)
}

// replyOf is the position after the turn the noble to act in s would play
// as the Standard plays it, less its noise: its win if it has one, else the
// first of its best-looking turns that leaves the next noble of another
// side no win (its best-looking one when none of the first few does).
func replyOf(s *State, ctl *search.Ctl) *State {
	r := s.To
	left := s.R.Cards[r] - s.Done
	if w := winningTurn(s, ctl); w != nil {
		c := s.Copy()
		for _, a := range w {
			c.Play(a, nil)
		}
		return c
	}
	// The few best turns by a narrow beam; when none of them is safe, the
	// blocks too, as the Standard lists them.
	replies := turnsNear(s, left, 3, false, ctl)
	if len(replies) == 0 {
		return nil
	}
	sortTurns(replies)
	if t := firstSafe(replies, r, 3, ctl); t != nil {
		return t
	}
	more := turns(s, left, 8, ctl)
	sortTurns(more)
	if t := firstSafe(more, r, 30, ctl); t != nil {
		return t
	}
	return replies[0].After
}

// firstSafe is the position after the first of the first n turns that
// leaves the next noble of another side than seat's no win (nil: none).
func firstSafe(ts []Turn, seat, n int, ctl *search.Ctl) *State {
	for j, t := range ts {
		if j >= n || !going(ctl) {
			break
		}
		if !rivalWins(t.After, seat, ctl) {
			return t.After
		}
	}
	return nil
}

// asTurnOf is the position with seat to act at the start of a turn (what
// seat could do if it were its turn now).
func asTurnOf(s *State, seat int) *State {
	if s.To == seat && s.Done == 0 {
		return s
	}
	c := s.Copy()
	c.clearActed()
	c.To, c.Done = seat, 0
	return c
}

// Turns lists candidate turns of `left` actions for the seat to act: every
// single action, or for two actions every second action after the best
// `beam` first actions (by the evaluation) and after every first action
// that lands where a rival is close to a path (to find the blocks).
func Turns(s *State, left int, beam int) []Turn { return turns(s, left, beam, nil) }

func turns(s *State, left int, beam int, ctl *search.Ctl) []Turn {
	return turnsNear(s, left, beam, true, ctl)
}

// turnsNear is turns, with or without the second actions after the first
// actions near a rival's path (beyond the beam).
func turnsNear(s *State, left int, beam int, blocks bool, ctl *search.Ctl) []Turn {
	seat := s.To
	var buf [MaxActions]Act
	acts := s.Generate(buf[:0])
	var out []Turn
	side := sideValues(s)
	for i, a := range acts {
		// Hundreds of actions take tens of milliseconds: the clock is read
		// every 32 (a phase cut short keeps what it has).
		if i&31 == 31 && !going(ctl) {
			break
		}
		c := s.Copy()
		c.Play(a, nil)
		out = append(out, Turn{Acts: []Act{a}, After: c, Score: evaluateAfter(s, side, a, c, seat)})
	}
	if left <= 1 {
		return out
	}
	var hot map[Pt]bool
	if blocks {
		hot = hotSpacesNear(s, seat, 2, false, false)
	}
	sortTurns(out)
	var two []Turn
	for i, t := range out {
		if i >= beam && !hot[t.Acts[0].To()] {
			continue
		}
		if t.After.Over || t.After.To != seat {
			two = append(two, t)
			continue
		}
		for _, n := range turnsNear(t.After, left-1, beam, blocks, ctl) {
			two = append(two, Turn{Acts: append([]Act{t.Acts[0]}, n.Acts...), After: n.After, Score: n.Score})
		}
		if !going(ctl) {
			break
		}
	}
	return two
}

// hotSpaces are the spaces of every window in which a side (seat's own
// side with mine, its rivals without) needs at most n more cards for a path,
// with the spaces edge-adjacent to their gaps.
func hotSpaces(s *State, seat, n int, mine bool) map[Pt]bool {
	return hotSpacesNear(s, seat, n, mine, true)
}

// hotSpacesNear is hotSpaces, with or without the gaps' neighbours.
func hotSpacesNear(s *State, seat, n int, mine, near bool) map[Pt]bool {
	hot := map[Pt]bool{}
	b := &s.B
	for x := 0; x < s.R.Seats; x++ {
		if s.R.Partners(x, seat) != mine {
			continue
		}
		l := s.R.PathLen[x]
		eachWindow(b, l, func(p, d Pt) {
			if own, _ := count(b, p, d, l, x); l-own > n {
				return
			}
			for i := 0; i < l; i++ {
				q := Pt{p.X + d.X*i, p.Y + d.Y*i}
				hot[q] = true
				if c := b.Top(q); near && (c == 0 || c.Owner() != x) {
					for _, e := range Nbrs {
						hot[Pt{q.X + e.X, q.Y + e.Y}] = true
					}
				}
			}
		})
	}
	return hot
}

// eachWindow calls f with the first space and direction of every straight
// window of l spaces that holds a card's space. The board has no edges, so a
// window may reach past the grid (whose spaces off it are empty).
func eachWindow(b *Board, l int, f func(p, d Pt)) {
	// The cards lie in columns and rows 1 to W-2 and H-2 of the grid.
	for _, d := range Dirs {
		x0, x1 := 1-(l-1)*d.X, b.W-2
		y0, y1 := 1, b.H-2
		switch d.Y {
		case 1:
			y0 = 1 - (l - 1)
		case -1:
			y1 = b.H - 2 + l - 1
		}
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				f(Pt{x, y}, d)
			}
		}
	}
}

// Wins reports whether a (legal) action ends the game in a win for the
// seat to act's side.
func Wins(s *State, a Act) bool {
	seat := s.To
	b := &s.B
	to := a.To()
	if a.IsMove() {
		from := a.From()
		if o := s.liftCheck(from); o >= 0 && s.R.Partners(o, seat) {
			return true
		}
		st := b.At(from)
		c := st.pop()
		defer st.push(c)
		n, _ := b.Longest(to, seat)
		return n >= s.R.PathLen[seat]
	}
	n, _ := b.Longest(to, seat)
	return n >= s.R.PathLen[seat]
}

// winTest is Wins for the actions of one position, with the run through
// each space worked out once: many actions land on one space (each kind of
// card put out, each card moved there), and a card moved from a space off
// the four lines through where it lands changes no run through there.
type winTest struct {
	s  *State
	at []int8 // by space: 0 not worked out yet, 1 no win there, 2 a win
}

func (w *winTest) wins(a Act) bool {
	s, to := w.s, a.To()
	if a.IsMove() {
		f := a.From()
		if dx, dy := to.X-f.X, to.Y-f.Y; dx == 0 || dy == 0 || dx == dy || dx == -dy {
			return Wins(s, a) // the lifted space is on a line through to
		}
		if o := s.liftCheck(f); o >= 0 && s.R.Partners(o, s.To) {
			return true
		}
	}
	i := to.Y*s.B.W + to.X
	if w.at[i] == 0 {
		w.at[i] = 1
		if n, _ := s.B.Longest(to, s.To); n >= s.R.PathLen[s.To] {
			w.at[i] = 2
		}
	}
	return w.at[i] == 2
}

// WinningTurn finds actions that win within the rest of the current turn
// (nil if there are none).
func WinningTurn(s *State) []Act { return winningTurn(s, nil) }

// going reports whether a search may go on (ctl nil: no limit); it lets a
// sliced search yield to the frame loop, reading the clock at every call
// (Tick alone reads it once in 16 calls, and here a call may follow
// milliseconds of work).
func going(ctl *search.Ctl) bool {
	return ctl == nil || (ctl.Tick() && ctl.Yield() && !ctl.Stopped())
}

func winningTurn(s *State, ctl *search.Ctl) []Act {
	if s.Over {
		return nil
	}
	var buf [MaxActions]Act
	acts := s.Generate(buf[:0])
	var spaces [256]int8
	wt := winTest{s: s, at: spaces[:]}
	if len(s.B.Cells) > len(spaces) {
		wt.at = make([]int8, len(s.B.Cells))
	}
	for _, a := range acts {
		if wt.wins(a) {
			return []Act{a}
		}
	}
	if s.R.Cards[s.To]-s.Done < 2 || !mayWinIn(s, s.To, 2) {
		return nil
	}
	// A first action that helps a win in two lands in or next to a window
	// that needs two cards, or lifts a card off another (freeing or showing
	// what is under it); when one of the seat's cards is pinned, any action
	// may free it, so nothing is left out.
	hot := hotSpaces(s, s.To, 2, true)
	all := false
	for i := range s.B.Cells {
		if c := s.B.Cells[i].Top(); c != 0 && c.Owner() == s.To {
			if p, _ := s.Pinned(Pt{i % s.B.W, i / s.B.W}); p {
				all = true
			}
		}
	}
	for _, a := range acts {
		if !all && !mayMatter(&s.B, hot, a) {
			continue
		}
		c := s.Copy()
		c.Play(a, nil)
		if c.Over || c.To != s.To {
			continue
		}
		if w := winningTurn(c, ctl); w != nil {
			return append([]Act{a}, w...)
		}
		if !going(ctl) {
			return nil
		}
	}
	return nil
}

// mayMatter reports whether an action can help build a line through the
// hot spaces: it lands on one, or lifts a card from one or off another
// (freeing or showing what is under it).
func mayMatter(b *Board, hot map[Pt]bool, a Act) bool {
	return hot[a.To()] || a.IsMove() && (hot[a.From()] || b.At(a.From()).N > 1)
}

// mayWinIn is a quick test: could seat's side complete a path with n more
// cards? Some straight window of the path length must hold at most n spaces
// that are not already the seat's (or, uncovered, a partner's).
func mayWinIn(s *State, seat, n int) bool {
	found := false
	forWindows(s, func(x int, own, other int) {
		if !s.R.Partners(x, seat) {
			return
		}
		if s.R.PathLen[x]-own <= n {
			found = true
		}
	})
	return found
}

// RivalWins reports whether, after a turn of seat's ending in s, the next
// noble of another side to act could win in their turn.
func RivalWins(s *State, seat int) bool { return rivalWins(s, seat, nil) }

func rivalWins(s *State, seat int, ctl *search.Ctl) bool {
	if s.Over {
		return len(s.Res.Winners) > 0 && !s.R.Partners(s.Res.Winners[0], seat)
	}
	r := s.To
	for s.R.Partners(r, seat) {
		r = (r + 1) % s.R.Seats
	}
	t := asTurnOf(s, r)
	if !mayWinIn(t, r, t.R.Cards[r]) {
		return false
	}
	return winningTurn(t, ctl) != nil
}

// forWindows calls f for every straight window of each seat's path length
// on the grid, with the seat, how many of its spaces the seat owns, and how
// many belong to others.
func forWindows(s *State, f func(seat, own, other int)) {
	b := &s.B
	// Each space's top card's owner (-1: none), read once rather than for
	// every window through it (count's answers, from a flat grid).
	var buf [256]int8
	tops := buf[:0]
	if len(b.Cells) > len(buf) {
		tops = make([]int8, 0, len(b.Cells))
	}
	for i := range b.Cells {
		o := int8(-1)
		if c := b.Cells[i].Top(); c != 0 {
			o = int8(c.Owner())
		}
		tops = append(tops, o)
	}
	for seat := 0; seat < s.R.Seats; seat++ {
		n := s.R.PathLen[seat]
		me := int8(seat)
		eachWindow(b, n, func(p, d Pt) {
			own, other := 0, 0
			for i := 0; i < n; i++ {
				x, y := p.X+d.X*i, p.Y+d.Y*i
				if x < 0 || y < 0 || x >= b.W || y >= b.H {
					continue
				}
				switch o := tops[y*b.W+x]; {
				case o < 0:
				case o == me:
					own++
				default:
					other++
				}
			}
			if own > 0 {
				f(seat, own, other)
			}
		})
	}
}

// count is how many spaces of the window of n from p along d seat owns, and
// how many others own.
func count(b *Board, p, d Pt, n, seat int) (own, other int) {
	for i := 0; i < n; i++ {
		c := b.Top(Pt{p.X + d.X*i, p.Y + d.Y*i})
		switch {
		case c == 0:
		case c.Owner() == seat:
			own++
		default:
			other++
		}
	}
	return own, other
}

// windowValue is what a window with so many of a seat's cards is worth
// (the path length less that many spaces still to fill).
var windowValue = [8]float64{0, 1, 4, 14, 45, 140, 400, 1000}

// Evaluate estimates the position for seat's side: its open windows against
// the other sides', in a squashed score.
func Evaluate(s *State, seat int) float64 {
	if s.Over {
		return overScore(s, seat)
	}
	return s.score(sideValues(s), seat)
}

func overScore(s *State, seat int) float64 {
	if len(s.Res.Winners) == 0 {
		return 0
	}
	if s.R.Partners(s.Res.Winners[0], seat) {
		return 1e6
	}
	return -1e6
}

// windowWorth is what a window of a path of n is worth to a seat with own
// of its cards and other cards of others in it.
func windowWorth(n, own, other int) float64 {
	if own == 0 || other > 1 {
		return 0
	}
	v := windowValue[min(7, own+7-n)]
	if other > 0 {
		v /= 5 // one rival card in the way: a bird or a falconer may still take it
	}
	return v
}

// sideValues is each seat's sum of the worth of its windows.
func sideValues(s *State) (side [4]float64) {
	forWindows(s, func(x, own, other int) { side[x] += windowWorth(s.R.PathLen[x], own, other) })
	return side
}

// lineOf is who owns the top card of each space along d through p: -1 for
// none, the space itself at index reach (the middle), reach on either side.
type lineOf [2*reach + 1]int8

const reach = 6 // the longest path less one

func ownersAlong(b *Board, p, d Pt) (line lineOf) {
	for j := range line {
		line[j] = -1
		if c := b.Top(Pt{p.X + d.X*(j-reach), p.Y + d.Y*(j-reach)}); c != 0 {
			line[j] = int8(c.Owner())
		}
	}
	return line
}

// through sums, for each seat, the worth of the windows through the spaces
// pts (one or two; each window once). Each line through a space is read
// once and its windows slide along it.
func through(s *State, pts []Pt) (side [4]float64) {
	for i, p := range pts {
		for _, d := range Dirs {
			line := ownersAlong(&s.B, p, d)
			// The first space lies m steps from this one along d (the
			// windows through both are counted with the first).
			m, shared := 0, false
			if i > 0 {
				m, shared = stepsAlong(p, pts[0], d, reach+1)
			}
			for x := 0; x < s.R.Seats; x++ {
				n := s.R.PathLen[x]
				// Window k holds the spaces k before this one to n-1-k after.
				for k := 0; k < n; k++ {
					if shared && k+m >= 0 && k+m < n {
						continue
					}
					own, other := 0, 0
					for j := reach - k; j < reach-k+n; j++ {
						switch line[j] {
						case -1:
						case int8(x):
							own++
						default:
							other++
						}
					}
					side[x] += windowWorth(n, own, other)
				}
			}
		}
	}
	return side
}

// stepsAlong reports whether q lies on the line through p along d less
// than n steps away, and how many steps (negative: before p).
func stepsAlong(p, q, d Pt, n int) (int, bool) {
	for m := -(n - 1); m < n; m++ {
		if q == (Pt{p.X + d.X*m, p.Y + d.Y*m}) {
			return m, true
		}
	}
	return 0, false
}

// evaluateAfter is Evaluate(c, seat) for c, s after the action a, given s's
// side values: only the windows through the spaces a played to or from
// change, so only they are counted again (an order of magnitude faster).
func evaluateAfter(s *State, side [4]float64, a Act, c *State, seat int) float64 {
	if c.Over {
		return overScore(c, seat)
	}
	w := s.world(a)
	before := []Pt{a.To()}
	after := []Pt{{w.tx - c.B.OX, w.ty - c.B.OY}}
	if a.IsMove() {
		before = append(before, a.From())
		after = append(after, Pt{w.fx - c.B.OX, w.fy - c.B.OY})
	}
	old, now := through(s, before), through(c, after)
	for x := range side {
		side[x] += now[x] - old[x]
	}
	return c.score(side, seat)
}

// score combines the seats' window values with their hands: cards in hand
// are flexibility, and a falconer or bird in hand is worth a claim or an
// ambush later.
func (s *State) score(side [4]float64, seat int) float64 {
	var mine, theirs float64
	for x := 0; x < s.R.Seats; x++ {
		h := s.Hands[x]
		v := side[x] + 2*float64(h.Markers)
		if h.Bird {
			v += 12
		}
		if h.Falconer {
			v += 18
		}
		if s.R.Partners(x, seat) {
			mine += v
		} else {
			theirs += v
		}
	}
	// The side to act next has the initiative.
	if !s.R.Partners(s.To, seat) {
		theirs *= 1.15
	}
	return (mine - theirs) / 100
}

// Proven says what the search proves for the side to act: "win in N
// turns" when it finds a forced win (in the duels up to ForcedTurns ahead,
// with three or four nobles only this turn); with one action left in the
// turn, "loss in 1 turn" when every action leaves the next rival a win.
// Otherwise "".
func (s *State) Proven() string {
	if s.Over {
		return ""
	}
	n := 1
	if s.R.Seats == 2 {
		n = ForcedTurns(s.R, s.To)
	}
	// A bound on positions rather than time (about two seconds here), so
	// that the answer does not depend on the machine.
	if w, in, _ := (&Solver{MaxNodes: 500000}).ForcedWin(s, n, nil); w != nil {
		if in == 1 {
			return "win in 1 turn"
		}
		return fmt.Sprintf("win in %d turns", in)
	}
	if s.R.Cards[s.To]-s.Done != 1 {
		return ""
	}
	for _, a := range s.Generate(nil) {
		c := s.Copy()
		c.Play(a, nil)
		if !RivalWins(c, s.To) {
			return ""
		}
	}
	return "loss in 1 turn"
}

// Threats are where the rivals of seat's side could complete a path in
// their next turn, were it theirs now: the spaces (fixed table coordinates)
// each winning turn would play to (the lift of a card that shows a path
// counts its space too), with the rival's seat. Blocking them all is what
// seat's side must do.
func Threats(s *State, seat int) map[[2]int]int {
	out := map[[2]int]int{}
	if s.Over {
		return out
	}
	for r := 0; r < s.R.Seats; r++ {
		if s.R.Partners(r, seat) {
			continue
		}
		t := asTurnOf(s, r)
		if !mayWinIn(t, r, t.R.Cards[r]) {
			continue
		}
		space := func(c *State, a Act) [2]int {
			p := a.To()
			if a.IsMove() && c.liftCheck(a.From()) >= 0 {
				p = a.From()
			}
			return c.abs(p)
		}
		mark := func(sp [2]int) {
			if _, ok := out[sp]; !ok {
				out[sp] = r
			}
		}
		acts := t.Generate(nil)
		single := map[[2]int]bool{}
		for _, a := range acts {
			if Wins(t, a) {
				single[space(t, a)] = true
				mark(space(t, a))
			}
		}
		if t.R.Cards[r] < 2 || !mayWinIn(t, r, 2) {
			continue
		}
		// Two-action wins whose second action would not win alone.
		hot := hotSpaces(t, r, 2, true)
		for _, a := range acts {
			if !mayMatter(&t.B, hot, a) {
				continue
			}
			c := t.Copy()
			c.Play(a, nil)
			if c.Over || c.To != r {
				continue
			}
			won := false
			for _, b := range c.Generate(nil) {
				if sp := space(c, b); !single[sp] && Wins(c, b) {
					mark(sp)
					won = true
				}
			}
			if won {
				mark(space(t, a))
			}
		}
	}
	return out
}
