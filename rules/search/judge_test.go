package search_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/rules/columbiz"
	_ "github.com/birdroost/roost/rules/falconry" // registers the game
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
	_ "github.com/birdroost/roost/rules/tokyodoves" // registers the game
)

// A playout judge's verdict: the seat to act, the Expert's own choice
// (the same seed, the same action), and chances that share out one win.
func TestPlayoutJudge(t *testing.T) {
	def, err := game.Lookup("columbiz")
	require.NoError(t, err)
	m, err := game.NewMatch(def, def.Variants[0], []string{"expert", "expert", "expert"}, 5, "")
	require.NoError(t, err)
	bots := make([]game.Bot, 3)
	for i := range bots {
		bots[i], _ = columbiz.NewBot("standard", uint64(i+1))
	}
	judged := 0
	for k := 0; k < 60 && !m.State.Terminal(); k++ {
		if m.State.ToMove() == game.Chance {
			_, err := m.ResolveChance()
			require.NoError(t, err)
			continue
		}
		if k%7 == 0 {
			j := search.NewPlayoutJudge(func() game.Bot { b, _ := columbiz.NewBot("expert", 1); return b }, 20*time.Millisecond)
			th := j.Judge(m.State.Clone())
			for !th.Step(int64(time.Second)) {
			}
			v := th.Verdict()
			assert.Equal(t, m.State.ToMove(), v.Seat)
			e, _ := columbiz.NewBot("expert", 1)
			et := e.Think(m.State.Clone())
			for !et.Step(int64(time.Second)) {
			}
			assert.Equal(t, et.Best(), v.Best, "the Expert's choice")
			sum := 0.0
			for _, c := range v.Chance {
				assert.True(t, c >= 0 && c <= 1)
				sum += c
			}
			assert.InDelta(t, 1, sum, 1e-9)
			judged++
		}
		th := bots[m.State.ToMove()].Think(m.State.Clone())
		for !th.Step(int64(time.Second)) {
		}
		_, err := m.Play(th.Best())
		require.NoError(t, err)
	}
	assert.Positive(t, judged)
}

// Every game's judge, its searches' time counted in the game's steps
// (search.Counted), says the same of the same positions twice: a finished
// analysis (a shot, a test) is the same on every run, however busy the
// machine. By the clock, two judgements of a position differ (how many
// random games were played, how deep the search went).
func TestCountedJudgesAlike(t *testing.T) {
	for _, name := range game.Names() {
		def, err := game.Lookup(name)
		require.NoError(t, err)
		if def.Judge == nil {
			continue
		}
		t.Run(name, func(t *testing.T) {
			require.Positive(t, def.JudgeStep, "a game with a judge says what its step costs")
			s, err := def.New(def.Variants[0], def.MinSeats, game.NewRand(1))
			require.NoError(t, err)
			rng := game.NewRand(2)
			var positions []game.State
			for len(positions) < 2 && !s.Terminal() {
				if s.ToMove() == game.Chance {
					require.NoError(t, s.Apply(game.SampleChance(s, rng), nil))
					continue
				}
				if rng.IntN(3) == 0 {
					positions = append(positions, s.Clone())
				}
				legal := s.Legal(nil)
				require.NoError(t, s.Apply(legal[rng.IntN(len(legal))], nil))
			}
			judge := func() []game.Verdict {
				defer search.Counted(search.Counted(def.JudgeStep))
				j := def.Judge()
				var out []game.Verdict
				for _, p := range positions {
					th := j.Judge(p.Clone())
					for !th.Step(int64(time.Second)) {
					}
					out = append(out, th.Verdict())
				}
				return out
			}
			assert.Equal(t, judge(), judge())
		})
	}
}

// Playouts from a finished game give its result.
func TestPlayoutsOfAnEndedGame(t *testing.T) {
	def, err := game.Lookup("tokyodoves")
	require.NoError(t, err)
	s, err := def.New("standard", 2, game.NewRand(1))
	require.NoError(t, err)
	rng := game.NewRand(3)
	for !s.Terminal() {
		legal := s.Legal(nil)
		require.NoError(t, s.Apply(legal[rng.IntN(len(legal))], nil))
	}
	assert.Equal(t, s.Returns(), search.Playouts(s, time.Millisecond, 0, game.NewRand(1), nil))
}

// BenchmarkPlayoutJudgeGame times the analysis of a whole game of three
// (Columba's full rules): every position a player acts in (the dice and
// the draws are not judged) of a game between Standard players, each
// judged by the game's judge: the Expert's choice and JudgeTime of random
// games.
func BenchmarkPlayoutJudgeGame(b *testing.B) {
	for _, g := range []struct {
		name  string
		judge func() game.Judge
	}{{"columbiz", columbiz.NewJudge}, {"columba", columba.NewJudge}} {
		b.Run(g.name, func(b *testing.B) {
			positions := judgedPositions(b, g.name, 3)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				j := g.judge()
				for _, p := range positions {
					th := j.Judge(p.Clone())
					for !th.Step(int64(time.Second)) {
					}
				}
			}
			b.ReportMetric(float64(len(positions)), "positions")
		})
	}
}

// judgedPositions plays a game between Standard players and keeps the
// positions a player acts in.
func judgedPositions(b *testing.B, name string, seats int) []game.State {
	def, _ := game.Lookup(name)
	players := make([]string, seats)
	for i := range players {
		players[i] = "standard"
	}
	m, err := game.NewMatch(def, def.Variants[0], players, 7, "")
	if err != nil {
		b.Fatal(err)
	}
	bots := make([]game.Bot, seats)
	for i := range bots {
		bots[i], _ = def.NewBot("standard", uint64(i+1))
	}
	var out []game.State
	for !m.State.Terminal() {
		if m.State.ToMove() == game.Chance {
			if _, err := m.ResolveChance(); err != nil {
				b.Fatal(err)
			}
			continue
		}
		out = append(out, m.State.Clone())
		th := bots[m.State.ToMove()].Think(m.State.Clone())
		for !th.Step(int64(time.Second)) {
		}
		if _, err := m.Play(th.Best()); err != nil {
			b.Fatal(err)
		}
	}
	return out
}

// BenchmarkSlicedAnalysis judges a game of each as a browser's page does:
// sliced (search.Sliced on, as in the browser build), 6 ms a step (the
// tables' slice a frame), every position a player acts in of a game between
// Standard players, and then the Expert thinking on each of them. It reports
// the longest step of each (judge-step-ms, think-step-ms): the longest a
// page's frame would wait on the search, the slice included. On Linux also
// in processor time (judge-step-cpu-ms, think-step-cpu-ms; run it with
// GOMAXPROCS=1 so that the process's time is the search's and its
// collector's), which a busy machine does not stretch. Under WebAssembly
// (GOOS=js, run by Node) the clock's figures are the page's without the
// drawing.
func BenchmarkSlicedAnalysis(b *testing.B) {
	slicedGames(b, func(b *testing.B, def *game.Def, seats int) {
		positions := judgedPositions(b, def.Name, seats)
		b.ResetTimer()
		var judge, think steps
		for i := 0; i < b.N; i++ {
			j := def.Judge()
			for _, p := range positions {
				judge.run(j.Judge(p.Clone()), pageSlice)
				e, _ := def.NewBot("expert", 1)
				think.run(e.Think(p.Clone()), pageSlice)
			}
		}
		b.ReportMetric(float64(len(positions)), "positions")
		b.ReportMetric(float64(judge.wall)/1e6, "judge-step-ms")
		b.ReportMetric(float64(think.wall)/1e6, "think-step-ms")
		if _, ok := cpuTime(); ok {
			b.ReportMetric(float64(judge.cpu)/1e6, "judge-step-cpu-ms")
			b.ReportMetric(float64(think.cpu)/1e6, "think-step-cpu-ms")
		}
	})
}

// pageSlice is a search's slice of a page's frame (the tables' Slice).
const pageSlice = 6 * time.Millisecond

// slicedGames runs f as a sub-benchmark for each game and its seats, with
// search.Sliced on (as in the browser build).
func slicedGames(b *testing.B, f func(b *testing.B, def *game.Def, seats int)) {
	old := search.Sliced
	search.Sliced = true
	defer func() { search.Sliced = old }()
	for _, g := range []struct {
		name  string
		seats int
	}{{"tokyodoves", 2}, {"falconry", 2}, {"columbiz", 3}, {"columba", 3}} {
		b.Run(g.name, func(b *testing.B) {
			def, err := game.Lookup(g.name)
			if err != nil {
				b.Fatal(err)
			}
			f(b, def, g.seats)
		})
	}
}

// steps keeps the longest step of searches run in slices, by the clock and
// in processor time.
type steps struct{ wall, cpu time.Duration }

func (s *steps) run(th game.Thinking, slice time.Duration) {
	for {
		c0, _ := cpuTime()
		t0 := time.Now()
		done := th.Step(int64(slice))
		s.wall = max(s.wall, time.Since(t0))
		c1, _ := cpuTime()
		s.cpu = max(s.cpu, c1-c0)
		if done {
			return
		}
	}
}
