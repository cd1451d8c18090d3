package cli

import (
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/store"
)

// Budgeted bots accept a thinking-time override.
type Budgeted interface {
	SetBudget(time.Duration)
}

// SelfplayResult summarises a tournament.
type SelfplayResult struct {
	Players   []string
	Points    []float64 // win = 1, draw or shared win = share
	Wins      []int
	Draws     int
	Games     int
	Plies     int
	ThinkSum  time.Duration
	ThinkMax  time.Duration
	Decisions int
	// The same by player.
	PlayerThinkSum, PlayerThinkMax []time.Duration
	PlayerDecisions                []int
}

// Selfplay plays games between bots, jobs of them at a time. Game g seats
// the players rotated by g so that each plays every seat (and colour)
// equally often; every game has its own seeds, so the games are the same
// however many run at once (except where a level thinks against the clock).
func Selfplay(d *game.Def, variant string, levels []string, games int, seed uint64, think time.Duration, jobs int, progress io.Writer) (*SelfplayResult, error) {
	n := len(levels)
	r := &SelfplayResult{Players: levels, Points: make([]float64, n), Wins: make([]int, n),
		PlayerThinkSum: make([]time.Duration, n), PlayerThinkMax: make([]time.Duration, n), PlayerDecisions: make([]int, n)}
	next := make(chan int)
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				one, err := selfplayGame(d, variant, levels, g, seed, think)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if err == nil {
					r.add(one)
					if progress != nil {
						fmt.Fprintf(progress, "\rgame %d/%d", r.Games, games)
					}
				}
				mu.Unlock()
			}
		}()
	}
	for g := 0; g < games; g++ {
		mu.Lock()
		failed := firstErr != nil
		mu.Unlock()
		if failed {
			break
		}
		next <- g
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if progress != nil {
		fmt.Fprintln(progress)
	}
	return r, nil
}

// gameResult is one self-play game: what each player (not seat) scored.
type gameResult struct {
	points    []float64
	won       []bool
	shared    bool
	plies     int
	thinkSum  time.Duration
	thinkMax  time.Duration
	decisions int
	// by player
	pThinkSum, pThinkMax []time.Duration
	pDecisions           []int
}

func (r *SelfplayResult) add(g gameResult) {
	r.Games++
	r.Plies += g.plies
	if g.shared {
		r.Draws++
	}
	for i := range g.points {
		r.Points[i] += g.points[i]
		if g.won[i] {
			r.Wins[i]++
		}
	}
	r.ThinkSum += g.thinkSum
	r.ThinkMax = max(r.ThinkMax, g.thinkMax)
	r.Decisions += g.decisions
	for i := range g.pDecisions {
		r.PlayerThinkSum[i] += g.pThinkSum[i]
		r.PlayerThinkMax[i] = max(r.PlayerThinkMax[i], g.pThinkMax[i])
		r.PlayerDecisions[i] += g.pDecisions[i]
	}
}

// selfplayGame plays game g of a self-play run.
func selfplayGame(d *game.Def, variant string, levels []string, g int, seed uint64, think time.Duration) (gameResult, error) {
	n := len(levels)
	res := gameResult{points: make([]float64, n), won: make([]bool, n),
		pThinkSum: make([]time.Duration, n), pThinkMax: make([]time.Duration, n), pDecisions: make([]int, n)}
	// Game g seats the players in the g-th of all orders, so that everyone
	// plays every seat and after every rival equally often (the order matters
	// in games where a player profits from the one before).
	orders := permutations(n)
	seating := make([]string, n)                        // seat -> level
	who := append([]int(nil), orders[g%len(orders)]...) // seat -> player index
	for s := 0; s < n; s++ {
		seating[s] = levels[who[s]]
	}
	m, err := game.NewMatch(d, variant, seating, seed+uint64(g)*7919, "")
	if err != nil {
		return res, err
	}
	bots := make([]game.Bot, n)
	for s := range bots {
		bots[s], err = d.NewBot(seating[s], seed^uint64(g*n+s+1)*0x9e3779b97f4a7c15)
		if err != nil {
			return res, err
		}
		if b, ok := bots[s].(Budgeted); ok && think > 0 {
			b.SetBudget(think)
		}
	}
	for !m.State.Terminal() {
		seat := m.State.ToMove()
		if seat == game.Chance {
			if _, err := m.ResolveChance(); err != nil {
				return res, err
			}
			continue
		}
		t0 := time.Now()
		th := bots[seat].Think(m.State.Clone())
		for !th.Step(int64(20 * time.Millisecond)) {
		}
		el := time.Since(t0)
		res.thinkSum += el
		res.thinkMax = max(res.thinkMax, el)
		res.decisions++
		p := who[seat]
		res.pThinkSum[p] += el
		res.pThinkMax[p] = max(res.pThinkMax[p], el)
		res.pDecisions[p]++
		if _, err := m.Play(th.Best()); err != nil {
			return res, fmt.Errorf("game %d: bot %s played an illegal action: %v", g+1, seating[seat], err)
		}
	}
	res.plies = len(m.History())
	ret := m.State.Returns()
	best := 0.0
	for _, v := range ret {
		best = max(best, v)
	}
	winners := 0
	for _, v := range ret {
		if v == best {
			winners++
		}
	}
	res.shared = winners > 1
	for s, v := range ret {
		res.points[who[s]] += v
		res.won[who[s]] = v == best && winners == 1
	}
	return res, nil
}

// Wilson returns the 95% Wilson score interval of a proportion.
func Wilson(p float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	z := 1.959964
	nf := float64(n)
	den := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / den
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, c-h), math.Min(1, c+h)
}

// Print writes the summary table.
func (r *SelfplayResult) Print(w io.Writer) {
	fmt.Fprintf(w, "%d games, %d draws or shared wins, mean length %.1f actions\n", r.Games, r.Draws, float64(r.Plies)/float64(max(r.Games, 1)))
	fmt.Fprintf(w, "%-3s %-12s %6s %8s %18s\n", "#", "player", "wins", "score", "95% interval")
	for i, p := range r.Players {
		sc := r.Points[i] / float64(max(r.Games, 1))
		lo, hi := Wilson(sc, r.Games)
		fmt.Fprintf(w, "%-3d %-12s %6d %7.1f%% %8.1f%% - %5.1f%%\n", i+1, p, r.Wins[i], 100*sc, 100*lo, 100*hi)
	}
	if r.Decisions > 0 {
		fmt.Fprintf(w, "think time per decision: mean %.1f ms, max %.1f ms (%d decisions)\n",
			float64(r.ThinkSum.Microseconds())/1000/float64(r.Decisions), float64(r.ThinkMax.Microseconds())/1000, r.Decisions)
		for i, p := range r.Players {
			if d := r.PlayerDecisions[i]; d > 0 {
				fmt.Fprintf(w, "  %d %s: mean %.1f ms, max %.1f ms (%d decisions)\n", i+1, p,
					float64(r.PlayerThinkSum[i].Microseconds())/1000/float64(d), float64(r.PlayerThinkMax[i].Microseconds())/1000, d)
			}
		}
	}
	fmt.Fprintf(w, "(score counts a win as 1 and a draw as a share; the players sit in every order equally often when the games are a multiple of %d)\n", len(permutations(len(r.Players))))
}

// selfplayOpts are selfplay's flags.
type selfplayOpts struct {
	variant, seats    *string
	weights           *string
	games, think, jbs *int
	seed              *uint64
	quiet             *bool
	plainLookahead    *bool
}

func selfplayOptions(fs *flag.FlagSet) *selfplayOpts {
	return &selfplayOpts{
		variant:        fs.String("variant", "", "variant name"),
		seats:          fs.String("seats", "", "comma-separated levels, one per seat (required)"),
		games:          fs.Int("games", 20, "number of games"),
		seed:           fs.Uint64("seed", 1, "seed"),
		think:          fs.Int("think", 0, "override the thinking time of time-limited levels (milliseconds)"),
		quiet:          fs.Bool("quiet", false, "no progress line"),
		jbs:            fs.Int("jobs", 1, "games played at once (one per core at most is wise: levels think against the clock)"),
		weights:        fs.String("weights", "", "a folder of learned values (GAME.json, as roost train --out writes them) to play with instead of the built-in ones"),
		plainLookahead: fs.Bool("falconry-lookahead", false, "Falconry: the Expert at three and four nobles weighs its turns by the next rival's worst answer, as before it played the round out (for measuring one against the other)"),
	}
}

func selfplayFlags(fs *flag.FlagSet) { selfplayOptions(fs) }

func cmdSelfplay(args []string, out, errOut io.Writer) error {
	fs := newFlagSet("selfplay")
	o := selfplayOptions(fs)
	variant, seats, games, seed, think, quiet, jobs := o.variant, o.seats, o.games, o.seed, o.think, o.quiet, o.jbs
	d, err := parseGameArgs(fs, args)
	if err != nil {
		return err
	}
	if *seats == "" {
		return usagef("--seats is required, e.g. --seats %s", strings.Join(d.Levels[:2], ","))
	}
	if *games < 1 {
		return usagef("--games must be at least 1")
	}
	if err := millis("--think", *think); err != nil {
		return err
	}
	if *jobs < 1 || *jobs > 64 {
		return usagef("--jobs must be between 1 and 64")
	}
	levels := strings.Split(*seats, ",")
	for i := range levels {
		levels[i] = strings.ToLower(strings.TrimSpace(levels[i]))
		if levels[i] == "human" {
			return usagef("selfplay seats are computer levels (%s)", strings.Join(d.Levels, ", "))
		}
	}
	v, err := d.CheckVariant(*variant)
	if err != nil {
		return &UsageError{err.Error()}
	}
	if err := d.CheckSeats(v, len(levels)); err != nil {
		return &UsageError{err.Error()}
	}
	if *o.weights != "" {
		if err := loadWeights(*o.weights, out); err != nil {
			return err
		}
	}
	falconry.PlainLookahead = *o.plainLookahead
	var prog io.Writer = errOut
	if *quiet {
		prog = nil
	}
	fmt.Fprintf(out, "selfplay %s (%s), seats %s, seed %d\n", d.Name, v, strings.Join(levels, ","), *seed)
	r, err := Selfplay(d, v, levels, *games, *seed, time.Duration(*think)*time.Millisecond, *jobs, prog)
	if err != nil {
		return err
	}
	r.Print(out)
	return nil
}

func cmdReplay(args []string, out, _ io.Writer) error {
	if len(args) != 1 {
		return usagef("give one record file")
	}
	data, err := store.ReadFile(args[0], store.MaxRecordBytes)
	if err != nil {
		return fmt.Errorf("%s cannot be read as a record: %w", args[0], err)
	}
	m, err := game.LoadRecord(string(data))
	if err != nil {
		return fmt.Errorf("%s: %w", args[0], err)
	}
	s := m.State
	fmt.Fprintf(out, "%s (%s), %d actions, record is valid\n", m.Def.Title, m.Variant, len(m.History()))
	if m.Unchecked.Key != "" {
		fmt.Fprintf(out, "note: %s\n", m.Unchecked)
	}
	fmt.Fprintf(out, "final position: %s\n", s)
	sc := s.Scores()
	for i := 0; i < s.Seats(); i++ {
		fmt.Fprintf(out, "  %-8s %-10s score %d\n", m.Def.SeatLabel(i), m.Players[i], sc[i])
	}
	if s.Terminal() {
		ret := s.Returns()
		var w []string
		for i, v := range ret {
			if v > 0 && v == maxOf(ret) {
				w = append(w, m.Def.SeatLabel(i))
			}
		}
		if len(w) == len(ret) {
			fmt.Fprintln(out, "result: a draw")
		} else {
			fmt.Fprintf(out, "result: %s won\n", strings.Join(w, " and "))
		}
	} else {
		fmt.Fprintf(out, "the game is not finished: %s to act\n", seatName(m.Def, s.ToMove()))
	}
	return nil
}

func maxOf(v []float64) float64 {
	m := math.Inf(-1)
	for _, x := range v {
		m = math.Max(m, x)
	}
	return m
}

// permutations lists every order of 0..n-1 in lexicographic order.
func permutations(n int) [][]int {
	var out [][]int
	cur := make([]int, 0, n)
	used := make([]bool, n)
	var rec func()
	rec = func() {
		if len(cur) == n {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := 0; i < n; i++ {
			if !used[i] {
				used[i] = true
				cur = append(cur, i)
				rec()
				cur = cur[:len(cur)-1]
				used[i] = false
			}
		}
	}
	rec()
	return out
}
