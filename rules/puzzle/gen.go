package puzzle

import (
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// Want is what a difficulty's puzzles are: a win in so many turns, and
// whether only one first action may keep it (Unique), must not (Shared), or
// either.
type Want struct {
	Turns    int
	Unique   bool
	Shared   bool
	Variants []string // the variants it is made from (none: any)
}

func (w Want) takes(variant string) bool {
	return len(w.Variants) == 0 || slices.Contains(w.Variants, variant)
}

// A Plan says how a game's puzzles are made: positions from games between
// computer players of the given levels, each proven by the game's solver.
type Plan struct {
	Game     string
	Prefix   string // the puzzles' ids: prefix-001…
	Variants []string
	Levels   [Levels]Want
	Each     int      // puzzles of each difficulty
	Bots     []string // the levels the games are played between
	// Nodes bounds each proof (the solver's Tick calls; a line's search
	// gets four times as many): a position whose proof runs out is not
	// kept. A count, not a time, so that the same seed makes the same
	// puzzles on any machine, however busy.
	Nodes  int
	Header string
}

// Plans are the plans of the games with puzzles; `roost puzzles make`
// carries them out.
var Plans = map[string]Plan{
	"tokyodoves": {
		Game: "tokyodoves", Prefix: "td", Variants: []string{"standard", "putback"},
		Levels: [Levels]Want{{Turns: 1}, {Turns: 2}, {Turns: 3}},
		Each:   24, Bots: []string{"beginner", "standard"}, Nodes: 40_000_000,
	},
	"falconry": {
		Game: "falconry", Prefix: "fa", Variants: []string{"duel", "duel-fast"},
		// A win in two turns of two actions each is too costly to prove
		// there is none (every pair of actions of both sides): the Fast
		// Duel gives the wins this turn, the Duel (an action a turn) the
		// others.
		Levels: [Levels]Want{{Turns: 1}, {Turns: 2, Shared: true, Variants: []string{"duel"}}, {Turns: 3, Variants: []string{"duel"}}},
		Each:   24, Bots: []string{"beginner", "standard"}, Nodes: 2_000_000,
	},
}

// Yield is what a generation did.
type Yield struct {
	Games, Tried, Kept int
	Refused            int // proven positions refused as too like a puzzle kept
	Again              int // puzzles of the set before kept again
	Next               int // the number the next new puzzle's id will take
	Took               time.Duration
}

// Options say how a generation runs and what it replaces.
type Options struct {
	Jobs int // proofs run at once (below 1: one); the puzzles are the same whatever it is
	// Old is the set the new one replaces. Its puzzles are proven again
	// first, and kept (with their ids, so a player's progress with them
	// stays, and their lines made again) unless they no longer hold or are
	// too like one kept before them; new ones fill the places left, each
	// with a number never used before, from Next (0: one past Old's
	// highest). Fresh makes the set anew from the games (a position found
	// again still keeps its id).
	Old      []Puzzle
	Fresh    bool
	Next     int
	Progress io.Writer // when not nil, hears of each puzzle kept
}

// candidate is a position sampled from a game, to be proven.
type candidate struct {
	s    game.State
	from string
}

// sampled are a game's candidates, in the order they came.
type sampled struct {
	g     int
	cands []candidate
	err   error
}

// found is a candidate proven a puzzle, with the difficulties the game
// had given before it.
type found struct {
	at   int
	p    Puzzle
	took [Levels]bool
}

// Make keeps the puzzles of the set before that still hold (o.Old, unless
// o.Fresh), then plays seeded games between the plan's computer players
// and keeps positions whose side to act has a proven forced win that a
// difficulty wants (at most one a game of each), none within Near squares
// of one kept before nor on a kept puzzle's line (or with one on its own
// line), until each difficulty has its puzzles. The games are played one
// after another and proven o.Jobs at a time; what is kept is decided in
// the games' order, so the puzzles do not depend on Jobs. (They depend on
// the games, and Falconry's computer players think by the clock: its games
// differ from machine to machine, which is why a set kept is proven again
// rather than made again.)
func Make(pl Plan, seed uint64, o Options) ([]Puzzle, Yield, error) {
	start := time.Now()
	d, err := game.Lookup(pl.Game)
	if err != nil {
		return nil, Yield{}, err
	}
	sv := For(pl.Game)
	if sv == nil {
		return nil, Yield{}, fmt.Errorf("%s has no puzzle solver", d.Title)
	}
	jobs := max(o.Jobs, 1)
	var y Yield
	var byLevel [Levels][]Puzzle
	var kept []Puzzle
	full := func() bool {
		for _, l := range byLevel {
			if len(l) < pl.Each {
				return false
			}
		}
		return true
	}
	admit := func(p Puzzle) bool {
		if len(byLevel[p.Level-1]) >= pl.Each {
			return true // taken from its game, not needed
		}
		for _, q := range kept {
			if why := Alike(sv, p, q); why != "" {
				y.Refused++
				return false
			}
		}
		kept = append(kept, p)
		byLevel[p.Level-1] = append(byLevel[p.Level-1], p)
		y.Kept++
		if o.Progress != nil {
			fmt.Fprintf(o.Progress, "%4.0f s, %s: level %d (%d/%d): %s\n", time.Since(start).Seconds(), p.From, p.Level, len(byLevel[p.Level-1]), pl.Each, p.Position)
		}
		return true
	}
	if !o.Fresh && len(o.Old) > 0 {
		// The set before, proven again jobs at a time, kept in its order.
		again := make([]Puzzle, len(o.Old))
		holds := make([]bool, len(o.Old))
		idx := make(chan int)
		var wg sync.WaitGroup
		for range jobs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range idx {
					s, err := o.Old[i].Start()
					if err != nil {
						continue
					}
					if p, ok := classify(pl, sv, s, [Levels]bool{}); ok {
						p.From = o.Old[i].From
						again[i], holds[i] = p, true
					}
				}
			}()
		}
		for i := range o.Old {
			idx <- i
		}
		close(idx)
		wg.Wait()
		for i := range o.Old {
			if n := len(kept); holds[i] && admit(again[i]) && len(kept) > n {
				y.Again++
			}
		}
	}
	quit := make(chan struct{})
	defer close(quit)
	type result struct {
		sampled
		found []found
	}
	results := make(chan result, jobs)
	if !full() {
		work := make(chan sampled, jobs)
		go playGames(d, pl, seed, work, quit)
		var wg sync.WaitGroup
		for range jobs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for sm := range work {
					r := result{sampled: sm}
					if sm.err == nil {
						r.found = scanGame(pl, sv, sm.cands, 0, [Levels]bool{}, quit, nil)
					}
					select {
					case results <- r:
					case <-quit:
						return
					}
				}
			}()
		}
		go func() { wg.Wait(); close(results) }()
	} else {
		close(results)
	}
	pending := map[int]result{}
	next := 0
	for r := range results {
		pending[r.g] = r
		for ; !full(); next++ {
			r, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			if r.err != nil {
				return nil, y, r.err
			}
			y.Games++
			y.Tried += len(r.cands)
			for i, f := range r.found {
				if admit(f.p) {
					continue
				}
				// Refused: the rest of the game is proven again with
				// that difficulty still open.
				took := f.took
				for _, g := range r.found[:i] {
					took[g.p.Level-1] = true
				}
				scanGame(pl, sv, r.cands, f.at+1, took, nil, admit)
				break
			}
		}
		if full() {
			break
		}
	}
	if !full() {
		return nil, y, fmt.Errorf("%d games gave too few puzzles (%d, %d, %d)", y.Games, len(byLevel[0]), len(byLevel[1]), len(byLevel[2]))
	}
	y.Next = o.Next
	ids := map[string]string{}
	for _, p := range o.Old {
		ids[p.Variant+"|"+p.Position] = p.ID
		var n int
		if _, err := fmt.Sscanf(strings.TrimPrefix(p.ID, pl.Prefix+"-"), "%d", &n); err == nil && o.Next == 0 {
			y.Next = max(y.Next, n+1)
		}
	}
	y.Next = max(y.Next, 1)
	var out []Puzzle
	for l := range byLevel {
		for _, p := range byLevel[l][:pl.Each] {
			if id, ok := ids[p.Variant+"|"+p.Position]; ok {
				p.ID = id
			} else {
				p.ID = fmt.Sprintf("%s-%03d", pl.Prefix, y.Next)
				y.Next++
			}
			out = append(out, p)
		}
	}
	y.Took = time.Since(start)
	return out, y, nil
}

// playGames plays the plan's seeded games one after another and sends each
// one's sampled positions (about every other turn's start after the fifth
// action, each position once) until quit is closed or 4000 games are
// played.
func playGames(d *game.Def, pl Plan, seed uint64, work chan<- sampled, quit <-chan struct{}) {
	defer close(work)
	rng := game.NewRand(seed)
	seen := map[string]bool{}
	for g := 0; g < 4000; g++ {
		sm := sampled{g: g}
		sm.cands, sm.err = playGame(d, pl, seed, g, rng, seen)
		select {
		case work <- sm:
		case <-quit:
			return
		}
		if sm.err != nil {
			return
		}
	}
}

func playGame(d *game.Def, pl Plan, seed uint64, g int, rng *rand.Rand, seen map[string]bool) ([]candidate, error) {
	variant := pl.Variants[g%len(pl.Variants)]
	s, err := d.New(variant, 2, game.NewRand(rng.Uint64()))
	if err != nil {
		return nil, err
	}
	names := [2]string{pl.Bots[rng.IntN(len(pl.Bots))], pl.Bots[rng.IntN(len(pl.Bots))]}
	var bots [2]game.Bot
	for i := range bots {
		if bots[i], err = d.NewBot(names[i], rng.Uint64()); err != nil {
			return nil, err
		}
	}
	var out []candidate
	prevTurn := -1
	for ply := 0; !s.Terminal() && ply < 200; ply++ {
		seat := s.ToMove()
		if s.Turn() != prevTurn && ply > 4 && rng.IntN(2) == 0 && !seen[s.String()] {
			seen[s.String()] = true
			out = append(out, candidate{s: s.Clone(), from: fmt.Sprintf("seed %d, game %d (%s, %s v %s), action %d", seed, g+1, variant, names[0], names[1], ply+1)})
		}
		prevTurn = s.Turn()
		th := bots[seat].Think(s.Clone())
		for !th.Step(int64(time.Second)) {
		}
		if err := s.Apply(th.Best(), nil); err != nil {
			return nil, fmt.Errorf("the %s computer's action was refused: %w", names[seat], err)
		}
	}
	return out, nil
}

// scanGame proves a game's candidates from the at-th on, given the
// difficulties the game has given already (took), and returns those kept:
// each a difficulty the game has not given yet wants, that admit (nil:
// any) takes. It stops early when quit closes.
func scanGame(pl Plan, sv Solver, cands []candidate, at int, took [Levels]bool, quit <-chan struct{}, admit func(Puzzle) bool) []found {
	var out []found
	for i := at; i < len(cands); i++ {
		select {
		case <-quit:
			return out
		default:
		}
		p, ok := classify(pl, sv, cands[i].s, took)
		if !ok {
			continue
		}
		p.From = cands[i].from
		if admit != nil && !admit(p) {
			continue
		}
		out = append(out, found{at: i, p: p, took: took})
		took[p.Level-1] = true
	}
	return out
}

// Alike says why puzzle p is too like q to keep both ("": it is not): its
// board within Near squares of q's (Distance), or either's position on the
// other's line.
func Alike(sv Solver, p, q Puzzle) string {
	a, err := p.Start()
	if err != nil {
		return err.Error()
	}
	b, err := q.Start()
	if err != nil {
		return err.Error()
	}
	if d := DistanceUpTo(sv, a, b, Near); d >= 0 && d <= Near {
		return fmt.Sprintf("%d squares from %s", d, q.ID)
	}
	if onLine(sv, a, q) {
		return fmt.Sprintf("on %s's line", q.ID)
	}
	if onLine(sv, b, p) {
		return fmt.Sprintf("%s is on its line", q.ID)
	}
	return ""
}

// onLine reports whether s is, but for the symmetries, a position of q's
// line after one of its actions.
func onLine(sv Solver, s game.State, q Puzzle) bool {
	c, err := q.Start()
	if err != nil {
		return false
	}
	for _, text := range q.Line {
		a, err := c.ParseAction(text)
		if err != nil || c.Apply(a, nil) != nil || c.Terminal() {
			return false
		}
		if DistanceUpTo(sv, s, c, 0) == 0 {
			return true
		}
	}
	return false
}

// classify proves what s holds for its side to act: the fewest turns of a
// forced win, up to the plan's longest, and the difficulty that wants it
// (none taken yet from this game).
func classify(pl Plan, sv Solver, s game.State, took [Levels]bool) (Puzzle, bool) {
	most := 0
	for i, w := range pl.Levels {
		if !took[i] && w.takes(s.Variant()) {
			most = max(most, w.Turns)
		}
	}
	seat := s.ToMove()
	turns := 0
	for n := 1; n <= most; n++ {
		won, stopped := sv.Wins(s, seat, n, search.Capped(pl.Nodes))
		if stopped {
			return Puzzle{}, false
		}
		if won {
			turns = n
			break
		}
	}
	if turns == 0 {
		return Puzzle{}, false
	}
	ws, err := Winners(sv, s, turns, search.Capped(pl.Nodes))
	if err != nil || len(ws) == 0 {
		return Puzzle{}, false
	}
	for i, w := range pl.Levels {
		if took[i] || !w.takes(s.Variant()) || w.Turns != turns || w.Unique && len(ws) != 1 || w.Shared && len(ws) == 1 {
			continue
		}
		p := Puzzle{Game: pl.Game, Variant: s.Variant(), Level: i + 1, Turns: turns, Unique: len(ws) == 1, Position: s.String()}
		line, err := Solve(sv, s, turns, search.Capped(4*pl.Nodes))
		if err != nil {
			return Puzzle{}, false
		}
		p.Line = line
		return p, true
	}
	return Puzzle{}, false
}

// Solve is a winning line from s for its side to act, winning within n of
// its turns: the side's fastest winning actions (at each of its turns the
// fewest turns still needed, and an action that wins at once before any
// other) against the defence that holds out longest (Answer), in the
// game's notation.
func Solve(sv Solver, s game.State, n int, ctl *search.Ctl) ([]string, error) {
	seat := s.ToMove()
	c := s.Clone()
	var line []string
	for steps := 0; !c.Terminal(); steps++ {
		if steps > 64 {
			return nil, fmt.Errorf("the line does not end")
		}
		var acts []game.Action
		if c.ToMove() == seat {
			m, err := Fewest(sv, c, seat, n, ctl)
			if err != nil {
				return nil, err
			}
			if m == 0 {
				return nil, fmt.Errorf("no winning action at %s", c)
			}
			n = m
			a, err := fastest(sv, c, m, ctl)
			if err != nil {
				return nil, err
			}
			acts = []game.Action{a}
		} else {
			n--
			answer, _, stopped := Answer(sv, c, seat, n, ctl)
			if stopped {
				return nil, errStopped
			}
			acts = answer
		}
		for _, a := range acts {
			line = append(line, c.ActionString(a))
			if err := c.Apply(a, nil); err != nil {
				return nil, err
			}
		}
	}
	if !SideWon(c, seat) {
		return nil, fmt.Errorf("the line does not win")
	}
	return line, nil
}

// fastest is the action of the side to act in s that wins at once, else
// the first that keeps its win within m of its turns.
func fastest(sv Solver, s game.State, m int, ctl *search.Ctl) (game.Action, error) {
	ws, err := Winners(sv, s, m, ctl)
	if err != nil {
		return 0, err
	}
	if len(ws) == 0 {
		return 0, fmt.Errorf("no winning action at %s", s)
	}
	seat := s.ToMove()
	for _, a := range ws {
		c := s.Clone()
		if c.Apply(a, nil) == nil && c.Terminal() && SideWon(c, seat) {
			return a, nil
		}
	}
	return ws[0], nil
}
