package puzzle_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"

	_ "github.com/birdroost/roost/rules/falconry"   // registers the game and its solver
	_ "github.com/birdroost/roost/rules/tokyodoves" // registers the game and its solver
)

// Every puzzle is proven again: a forced win in its turns and none sooner,
// a legal winning line, and one winning first action where it says so
// (`roost puzzles check GAME` does the same).
func TestPuzzlesAreProven(t *testing.T) {
	for _, g := range puzzle.Games() {
		for i, p := range puzzle.All(g) {
			if testing.Short() && i%4 != 0 {
				continue
			}
			assert.NoError(t, puzzle.Check(p, search.Limit(5*time.Minute)), "%s: %s", p.ID, p.Position)
		}
	}
}

// Tokyo Doves and Falconry have at least 60 puzzles each, at least 20 of
// each difficulty; ids are unique across games, and the difficulties are
// what their plan says.
func TestEveryGameHasItsPuzzles(t *testing.T) {
	require.Equal(t, []string{"falconry", "tokyodoves"}, sorted(puzzle.Games()))
	ids := map[string]bool{}
	for _, g := range puzzle.Games() {
		pl := puzzle.Plans[g]
		var per [puzzle.Levels]int
		for _, p := range puzzle.All(g) {
			assert.False(t, ids[p.ID], "%s twice", p.ID)
			ids[p.ID] = true
			per[p.Level-1]++
			w := pl.Levels[p.Level-1]
			assert.Equal(t, w.Turns, p.Turns, p.ID)
			if w.Unique {
				assert.True(t, p.Unique, p.ID)
			}
			if w.Shared {
				assert.False(t, p.Unique, p.ID)
			}
			_, ok := puzzle.Find(p.ID)
			assert.True(t, ok, p.ID)
		}
		for l, n := range per {
			assert.GreaterOrEqual(t, n, 20, "%s level %d", g, l+1)
		}
		assert.GreaterOrEqual(t, len(puzzle.All(g)), 60, g)
	}
}

func sorted(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// A bad line of data is refused with its line number and the reason.
func TestParseRefusesBadData(t *testing.T) {
	good := "td-1|standard|1|1|-|mB.t;Aby.;H..Y;TMha green|yn|test"
	ps, err := puzzle.Parse("tokyodoves", "# a comment\n\n"+good+"\n")
	require.NoError(t, err)
	require.Len(t, ps, 1)
	assert.Equal(t, []string{"yn"}, ps[0].Line)
	for bad, why := range map[string]string{
		"td-1|standard|1|1|-|mB.t;Aby.;H..Y;TMha green|yn":     "7 fields",
		"td-1|standard|4|1|-|mB.t;Aby.;H..Y;TMha green|yn|x":   "level",
		"td-1|standard|1|0|-|mB.t;Aby.;H..Y;TMha green|yn|x":   "turns",
		"td-1|standard|1|1|yes|mB.t;Aby.;H..Y;TMha green|yn|x": "neither unique",
		"td-1|standard|1|1|-|mB.t;Aby.;H..Y;TMha purple|yn|x":  "position",
		"td-1|chess|1|1|-|mB.t;Aby.;H..Y;TMha green|yn|x":      "chess",
		"td-1|standard|1|1|-|mB.t;Aby.;H..Y;TMha green||x":     "no winning line",
		good + "\n" + good: "twice",
		"|standard|1|1|-|mB.t;Aby.;H..Y;TMha green|yn|x":          "no id",
		"td-1|standard|1|1|-|mB.t;Aby.;H..Y;TMha green|yn|x|more": "9 fields",
	} {
		_, err := puzzle.Parse("tokyodoves", "# head\n"+bad)
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), fmt.Sprintf("line %d", 2+strings.Count(bad, "\n")), bad) // the last line is the bad one
		assert.Contains(t, err.Error(), why, bad)
	}
	// A wrong line of play is caught by the proof.
	p := ps[0]
	p.Line = []string{"Ae"}
	assert.Error(t, puzzle.Check(p, nil))
}

// The defence: after the line's first action, which keeps the win, the
// answer holds out (the side still wins in the turns left, and no sooner
// than the puzzle says); after other first actions, an answer said to
// refute leaves the side no win in the turns left, and one not said to
// refute leaves it one.
func TestTheDefenceRefutesAndHoldsOut(t *testing.T) {
	checked := map[string]int{}
	for _, g := range puzzle.Games() {
		sv := puzzle.For(g)
		for i, p := range puzzle.All(g) {
			if p.Turns < 2 || i%4 != 0 {
				continue
			}
			s, err := p.Start()
			require.NoError(t, err)
			seat := s.ToMove()
			first, err := s.ParseAction(p.Line[0])
			require.NoError(t, err)
			var buf [256]game.Action
			others := 0
			for _, a := range s.Legal(buf[:0]) {
				keeps := a == first
				if !keeps && others >= 3 {
					continue // enough of the others for this puzzle
				}
				c := s.Clone()
				require.NoError(t, c.Apply(a, nil))
				if c.Terminal() || c.ToMove() == seat {
					continue // a win at once, or a turn of several actions
				}
				if !keeps {
					others++
				}
				line, refutes, stopped := puzzle.Answer(sv, c, seat, p.Turns-1, nil)
				require.False(t, stopped)
				require.NotEmpty(t, line, p.ID)
				for _, r := range line {
					require.NoError(t, c.Apply(r, nil), p.ID)
				}
				won := puzzle.SideWon(c, seat)
				if !c.Terminal() {
					won, _ = sv.Wins(c, seat, p.Turns-1, nil)
				}
				switch {
				case keeps:
					assert.False(t, refutes, "%s: the answer to %s refutes the winning action", p.ID, s.ActionString(a))
					assert.True(t, won, "%s: the side no longer wins after %s", p.ID, s.ActionString(a))
					if p.Turns > 2 && !c.Terminal() {
						sooner, _ := sv.Wins(c, seat, p.Turns-2, nil)
						assert.False(t, sooner, "%s: the defence does not hold out", p.ID)
					}
					checked[g+" keeps"]++
				case refutes:
					assert.False(t, won, "%s: the refutation of %s refutes nothing", p.ID, s.ActionString(a))
					checked[g+" refuted"]++
				default:
					assert.True(t, won, "%s: no refutation of %s, yet the side does not win", p.ID, s.ActionString(a))
					checked[g+" kept too"]++
				}
			}
		}
	}
	for _, g := range puzzle.Games() {
		assert.Positive(t, checked[g+" keeps"], g)
		assert.Positive(t, checked[g+" refuted"], g)
	}
	t.Log(checked)
}

func contains(as []game.Action, a game.Action) bool {
	for _, b := range as {
		if a == b {
			return true
		}
	}
	return false
}

// The daily puzzle: every puzzle once in as many days as there are
// puzzles, the same for a date whenever it is asked.
func TestDailyPuzzleGoesRoundThemAll(t *testing.T) {
	total := 0
	for _, g := range puzzle.Games() {
		total += len(puzzle.All(g))
	}
	seen := map[string]int{}
	day := time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC)
	for i := 0; i < total; i++ {
		d := day.AddDate(0, 0, i)
		p := puzzle.Daily(d.Year(), d.Month(), d.Day())
		seen[p.ID]++
	}
	assert.Len(t, seen, total)
	a, b := puzzle.Daily(2027, 3, 1), puzzle.Daily(2027, 3, 1)
	assert.Equal(t, a.ID, b.ID)
	assert.NotEqual(t, puzzle.Daily(2027, 3, 1).ID, puzzle.Daily(2027, 3, 2).ID)
	// The days before the first are covered too.
	assert.NotEmpty(t, puzzle.Daily(2020, 1, 1).ID)
}

// The generator keeps what it is asked for: a small plan's puzzles pass
// the proof; made again over a set, it keeps the set's puzzles and ids.
func TestMakeKeepsProvenPuzzles(t *testing.T) {
	pl := puzzle.Plans["tokyodoves"]
	pl.Each = 2
	ps, y, err := puzzle.Make(pl, 7, puzzle.Options{Jobs: 2})
	require.NoError(t, err)
	require.Len(t, ps, 6)
	assert.GreaterOrEqual(t, y.Tried, y.Kept)
	for _, p := range ps {
		assert.NoError(t, puzzle.Check(p, nil), p.ID)
		assert.True(t, strings.HasPrefix(p.ID, "td-"), p.ID)
	}
	text := puzzle.Format("test", ps)
	back, err := puzzle.Parse("tokyodoves", text)
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprint(ps), fmt.Sprint(back))
	// Made again over that set: every puzzle kept, with its id, and no
	// game played; one dropped from the set leaves its place to a new
	// one, with a new id, and its own id is not used again.
	again, y, err := puzzle.Make(pl, 7, puzzle.Options{Jobs: 2, Old: ps})
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprint(ps), fmt.Sprint(again))
	assert.Equal(t, 6, y.Again)
	assert.Zero(t, y.Games)
	fewer := append([]puzzle.Puzzle{}, ps[1:]...)
	filled, y, err := puzzle.Make(pl, 7, puzzle.Options{Old: fewer, Next: 7})
	require.NoError(t, err)
	require.Len(t, filled, 6)
	assert.Equal(t, 5, y.Again)
	ids := map[string]bool{}
	for _, p := range filled {
		ids[p.ID] = true
	}
	assert.True(t, ids["td-007"], "the new puzzle takes the next id: %v", ids)
	assert.False(t, ids[ps[0].ID], "the dropped puzzle's id is not used again")
}

// BenchmarkDefence times the defence's answers (puzzle.Answer), as a
// puzzle's table asks for them: after the line's first action and after
// each of the first four legal actions, in every puzzle of two turns or
// more; it reports the mean and the slowest answer.
func BenchmarkDefence(b *testing.B) {
	for _, g := range puzzle.Games() {
		b.Run(g, func(b *testing.B) {
			sv := puzzle.For(g)
			var worst, total time.Duration
			n := 0
			for i := 0; i < b.N; i++ {
				for _, p := range puzzle.All(g) {
					if p.Turns < 2 {
						continue
					}
					s, _ := p.Start()
					seat := s.ToMove()
					var buf [256]game.Action
					firsts := append([]game.Action(nil), s.Legal(buf[:0])[:4]...)
					if a, err := s.ParseAction(p.Line[0]); err == nil {
						firsts = append(firsts, a)
					}
					for _, a := range firsts {
						c := s.Clone()
						if c.Apply(a, nil) != nil || c.Terminal() || c.ToMove() == seat {
							continue
						}
						start := time.Now()
						puzzle.Answer(sv, c, seat, p.Turns-1, nil)
						d := time.Since(start)
						total += d
						worst = max(worst, d)
						n++
					}
				}
			}
			b.ReportMetric(float64(total.Microseconds())/1000/float64(max(n, 1)), "mean-ms/answer")
			b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms/answer")
		})
	}
}

// Every solution line is as short as the puzzle says and held out as long
// as possible: at each of the side's turns the fewest turns it still needs
// is one fewer than at its last (so the line takes exactly the puzzle's
// turns), an action that wins at once is taken where there is one, and no
// turn of the defence lasts longer than the line's (in particular the
// defence never loses on its own move while another turn would hold out).
// The proofs are the solver's own, turn by turn; the defence's turns are
// all tried, not asked of Answer.
func TestSolutionLinesAreFastestAndHeldOut(t *testing.T) {
	for _, g := range puzzle.Games() {
		sv := puzzle.For(g)
		for i, p := range puzzle.All(g) {
			if testing.Short() && i%3 != 0 {
				continue
			}
			s, err := p.Start()
			require.NoError(t, err)
			seat := s.ToMove()
			c := s.Clone()
			left, turns := p.Turns, 0
			for j := 0; j < len(p.Line); {
				if c.ToMove() == seat {
					// The side's turn: its distance, then its actions.
					n, err := puzzle.Fewest(sv, c, seat, left, nil)
					require.NoError(t, err)
					require.Equal(t, left, n, "%s: at action %d the win takes %d turns, not %d", p.ID, j+1, n, left)
					turns++
					for ; j < len(p.Line) && !c.Terminal() && c.ToMove() == seat; j++ {
						a, err := c.ParseAction(p.Line[j])
						require.NoError(t, err, p.ID)
						if at := winsAtOnce(c, seat); at != "" {
							x := c.Clone()
							require.NoError(t, x.Apply(a, nil))
							assert.True(t, x.Terminal(), "%s: %s wins at once, the line plays %s", p.ID, at, p.Line[j])
						}
						require.NoError(t, c.Apply(a, nil), p.ID)
					}
					left--
					continue
				}
				// The defence's turn: none of its turns holds out longer.
				before := c.Clone()
				for ; j < len(p.Line) && !c.Terminal() && c.ToMove() != seat; j++ {
					a, err := c.ParseAction(p.Line[j])
					require.NoError(t, err, p.ID)
					require.NoError(t, c.Apply(a, nil), p.ID)
				}
				held := 0 // the side's turns the line's defence still makes it take
				if !c.Terminal() {
					held, err = puzzle.Fewest(sv, c, seat, left, nil)
					require.NoError(t, err)
				}
				if longer := holdsOut(t, sv, before, seat, held); longer != "" {
					t.Errorf("%s: the defence %s holds out longer than the line's (the side wins in %d more turns)", p.ID, longer, held)
				}
			}
			assert.True(t, c.Terminal() && puzzle.SideWon(c, seat), "%s: the line does not win", p.ID)
			assert.Equal(t, p.Turns, turns, "%s: the line takes %d of the side's turns", p.ID, turns)
		}
	}
}

// winsAtOnce is an action of seat, to act in s, that ends the game in its
// win ("": none).
func winsAtOnce(s game.State, seat int) string {
	var buf [256]game.Action
	for _, a := range s.Legal(buf[:0]) {
		c := s.Clone()
		if c.Apply(a, nil) == nil && c.Terminal() && puzzle.SideWon(c, seat) {
			return s.ActionString(a)
		}
	}
	return ""
}

// holdsOut is a turn of the defence, to act in s, after which seat's side
// does not win within held of its turns (held 0: the turn does not end
// the game in its win), written out ("": none).
func holdsOut(t *testing.T, sv puzzle.Solver, s game.State, seat, held int) string {
	who := s.ToMove()
	var buf [256]game.Action
	for _, a := range s.Legal(buf[:0]) {
		c := s.Clone()
		if c.Apply(a, nil) != nil {
			continue
		}
		if !c.Terminal() && c.ToMove() == who {
			if rest := holdsOut(t, sv, c, seat, held); rest != "" {
				return s.ActionString(a) + " " + rest
			}
			continue
		}
		won := c.Terminal() && puzzle.SideWon(c, seat)
		if !c.Terminal() && held > 0 {
			var stopped bool
			won, stopped = sv.Wins(c, seat, held, nil)
			require.False(t, stopped)
		}
		if !won {
			return s.ActionString(a)
		}
	}
	return ""
}

// Near-duplicates: a position is 0 squares from itself turned, mirrored
// and with its colours swapped, and a move's worth from the position
// after it; the generator's test (Alike) refuses a puzzle as near one
// kept and one on a kept puzzle's line; no two puzzles of a set are alike.
func TestNearDuplicatesAreRefused(t *testing.T) {
	d, err := game.Lookup("tokyodoves")
	require.NoError(t, err)
	sv := puzzle.For("tokyodoves")
	at := func(pos string) game.State {
		s, err := d.Parse("standard", pos)
		require.NoError(t, err, pos)
		return s
	}
	base := at("mB.t;Aby.;H..Y;TMha green")
	for _, same := range []string{
		"t.Bm;.ybA;Y..H;ahMT green", // mirrored
		"TMha;H..Y;Aby.;mB.t green", // upside down
		"THAm;M.bB;h.y.;aY.t green", // turned a quarter
		"Mb.T;aBY.;h..y;tmHA red",   // the colours swapped
	} {
		assert.Equal(t, 0, puzzle.Distance(sv, base, at(same)), same)
	}
	assert.Equal(t, 2, puzzle.Distance(sv, base, at("mB.t;Aby.;H.Y.;TMha green")), "a dove moved")
	assert.Equal(t, 1, puzzle.Distance(sv, base, at("mB.t;Aby.;H...;TMha green")), "a dove fewer")
	assert.Positive(t, puzzle.Distance(sv, base, at("mB.t;Aby.;H..Y;TMha red")), "the other side to act")

	p := puzzle.All("tokyodoves")[0]
	q := p
	q.ID = "td-999"
	assert.Contains(t, puzzle.Alike(sv, q, p), "0 squares from "+p.ID)
	for _, g := range puzzle.Games() {
		sv := puzzle.For(g)
		for _, p := range puzzle.All(g) {
			if p.Turns < 2 {
				continue
			}
			// A puzzle from the position after the line's first two
			// actions lies on p's line.
			s, err := p.Start()
			require.NoError(t, err)
			for _, text := range p.Line[:2] {
				a, err := s.ParseAction(text)
				require.NoError(t, err)
				require.NoError(t, s.Apply(a, nil))
			}
			r := p
			r.ID, r.Position, r.Turns, r.Line = "x-1", s.String(), p.Turns-1, p.Line[2:]
			assert.NotEmpty(t, puzzle.Alike(sv, r, p), p.ID) // near p too, as a move or two makes it
			assert.NotEmpty(t, puzzle.Alike(sv, p, r), p.ID)
			break
		}
		ps := puzzle.All(g)
		for i := range ps {
			for j := i + 1; j < len(ps); j++ {
				assert.Empty(t, puzzle.Alike(sv, ps[j], ps[i]), "%s and %s", ps[i].ID, ps[j].ID)
			}
		}
	}
}

// Every puzzle's picture (the list's thumbnail) is its board cropped to
// its pieces, each piece owned by one of its seats, and the side to act
// has a piece on it.
func TestEveryPuzzleHasAPicture(t *testing.T) {
	for _, g := range []string{"falconry", "tokyodoves"} {
		seen := map[string]bool{}
		for _, p := range puzzle.All(g) {
			pic := p.Picture()
			require.NotEmpty(t, pic, p.ID)
			s, err := p.Start()
			require.NoError(t, err)
			mine := false
			var key strings.Builder
			for _, row := range pic {
				require.Len(t, row, len(pic[0]), p.ID)
				for _, seat := range row {
					require.True(t, seat >= -1 && seat < s.Seats(), "%s: seat %d", p.ID, seat)
					mine = mine || seat == s.ToMove()
					fmt.Fprint(&key, seat, ",")
				}
				key.WriteString(";")
			}
			assert.True(t, mine, "%s: the side to act has a piece", p.ID)
			seen[key.String()] = true
		}
		// Pictures tell puzzles apart: nearly every one its own.
		assert.Greater(t, len(seen), len(puzzle.All(g))*9/10, g)
	}
}

// A game's puzzles are parsed once and each caller gets its own list: what
// one screen does to its list (sorting it, dropping the solved) is not seen
// by the next.
func TestEachCallerGetsItsOwnPuzzles(t *testing.T) {
	for _, g := range puzzle.Games() {
		first := puzzle.All(g)
		require.NotEmpty(t, first, g)
		want := first[0]
		first[0] = puzzle.Puzzle{ID: "changed"}
		again := puzzle.All(g)
		assert.Equal(t, want, again[0], g)
		assert.Equal(t, len(first), len(again), g)
	}
}

func BenchmarkAll(b *testing.B) {
	for b.Loop() {
		puzzle.All("tokyodoves")
	}
}
