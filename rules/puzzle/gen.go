package puzzle

import (
	"fmt"
	"io"
	"slices"
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
	Limit    time.Duration
	Header   string
}

// Plans are the plans of the games with puzzles; `roost puzzles make`
// carries them out.
var Plans = map[string]Plan{
	"tokyodoves": {
		Game: "tokyodoves", Prefix: "td", Variants: []string{"standard", "putback"},
		Levels: [Levels]Want{{Turns: 1}, {Turns: 2}, {Turns: 3}},
		Each:   24, Bots: []string{"beginner", "standard"}, Limit: 20 * time.Second,
	},
	"falconry": {
		Game: "falconry", Prefix: "fa", Variants: []string{"duel", "duel-fast"},
		// A win in two turns of two actions each is too costly to prove
		// there is none (every pair of actions of both sides): the Fast
		// Duel gives the wins this turn, the Duel (an action a turn) the
		// others.
		Levels: [Levels]Want{{Turns: 1}, {Turns: 2, Shared: true, Variants: []string{"duel"}}, {Turns: 3, Variants: []string{"duel"}}},
		Each:   24, Bots: []string{"beginner", "standard"}, Limit: 20 * time.Second,
	},
}

// Yield is what a generation did.
type Yield struct {
	Games, Tried, Kept int
	Took               time.Duration
}

// Make plays seeded games between the plan's computer players and keeps
// positions whose side to act has a proven forced win that a difficulty
// wants (at most one a game of each), until each difficulty has its
// puzzles. progress, when not nil, hears of each puzzle kept.
func Make(pl Plan, seed uint64, progress io.Writer) ([]Puzzle, Yield, error) {
	start := time.Now()
	d, err := game.Lookup(pl.Game)
	if err != nil {
		return nil, Yield{}, err
	}
	sv := For(pl.Game)
	if sv == nil {
		return nil, Yield{}, fmt.Errorf("%s has no puzzle solver", d.Title)
	}
	rng := game.NewRand(seed)
	var y Yield
	var byLevel [Levels][]Puzzle
	seen := map[string]bool{}
	full := func() bool {
		for _, l := range byLevel {
			if len(l) < pl.Each {
				return false
			}
		}
		return true
	}
	for g := 0; !full(); g++ {
		if g >= 4000 {
			return nil, y, fmt.Errorf("%d games gave too few puzzles (%d, %d, %d)", g, len(byLevel[0]), len(byLevel[1]), len(byLevel[2]))
		}
		y.Games++
		variant := pl.Variants[g%len(pl.Variants)]
		s, err := d.New(variant, 2, game.NewRand(rng.Uint64()))
		if err != nil {
			return nil, y, err
		}
		names := [2]string{pl.Bots[rng.IntN(len(pl.Bots))], pl.Bots[rng.IntN(len(pl.Bots))]}
		var bots [2]game.Bot
		for i := range bots {
			if bots[i], err = d.NewBot(names[i], rng.Uint64()); err != nil {
				return nil, y, err
			}
		}
		took := [Levels]bool{}
		prevTurn := -1
		for ply := 0; !s.Terminal() && ply < 200; ply++ {
			seat := s.ToMove()
			if s.Turn() != prevTurn && ply > 4 && rng.IntN(2) == 0 && !seen[s.String()] {
				seen[s.String()] = true
				y.Tried++
				if p, ok := classify(pl, sv, s, took); ok {
					p.From = fmt.Sprintf("seed %d, game %d (%s, %s v %s), action %d", seed, g+1, variant, names[0], names[1], ply+1)
					byLevel[p.Level-1] = append(byLevel[p.Level-1], p)
					took[p.Level-1] = true
					y.Kept++
					if progress != nil {
						fmt.Fprintf(progress, "%4.0f s, game %d: level %d (%d/%d): %s\n", time.Since(start).Seconds(), g+1, p.Level, len(byLevel[p.Level-1]), pl.Each, p.Position)
					}
				}
			}
			prevTurn = s.Turn()
			th := bots[seat].Think(s.Clone())
			for !th.Step(int64(time.Second)) {
			}
			if err := s.Apply(th.Best(), nil); err != nil {
				return nil, y, fmt.Errorf("the %s computer's action was refused: %w", names[seat], err)
			}
		}
	}
	var out []Puzzle
	for l := range byLevel {
		for _, p := range byLevel[l][:pl.Each] {
			p.ID = fmt.Sprintf("%s-%03d", pl.Prefix, len(out)+1)
			out = append(out, p)
		}
	}
	y.Took = time.Since(start)
	return out, y, nil
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
		won, stopped := sv.Wins(s, seat, n, search.Limit(pl.Limit))
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
	ws, err := Winners(sv, s, turns, search.Limit(pl.Limit))
	if err != nil || len(ws) == 0 {
		return Puzzle{}, false
	}
	for i, w := range pl.Levels {
		if took[i] || !w.takes(s.Variant()) || w.Turns != turns || w.Unique && len(ws) != 1 || w.Shared && len(ws) == 1 {
			continue
		}
		p := Puzzle{Game: pl.Game, Variant: s.Variant(), Level: i + 1, Turns: turns, Unique: len(ws) == 1, Position: s.String()}
		line, err := Solve(sv, s, turns, search.Limit(pl.Limit))
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
