package search_test

import (
	"testing"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"
)

// BenchmarkPageAnalysis is `make bench-browser`'s analysis natively: the
// same games (a demonstration game between the game's weakest computers,
// seed 5, as scenes.DemoFinished plays it), every position a player acts
// in judged as a replay's page judges it, sliced (search.Sliced on) 6 ms a
// step, with the exhaustive missed-win check (puzzle.CheckLetGo, within
// its node bound) where the page runs it. It reports the time of the judge
// and of the checks, the number of checks, and the longest step of each
// (the longest a page's frame would wait on them, natively: WebAssembly is
// slower), by the clock and, on Linux, in processor time, as the time of
// each (run it with GOMAXPROCS=1, as BenchmarkSlicedAnalysis: the
// process's time is then the search's and its collector's):
// GOMAXPROCS=1 go test -run '^$' -bench PageAnalysis -benchtime 1x ./rules/search/
func BenchmarkPageAnalysis(b *testing.B) {
	slicedGames(b, func(b *testing.B, def *game.Def, seats int) {
		states, played := demoGame(b, def, seats, 5)
		sv := puzzle.For(def.Name)
		b.ResetTimer()
		var judgeT, checkT, judgeCPU, checkCPU time.Duration
		var judge, check steps
		positions, checks := 0, 0
		for i := 0; i < b.N; i++ {
			j := def.Judge()
			verdicts := make([]game.Verdict, len(states))
			for k, st := range states {
				if st.Terminal() {
					verdicts[k] = game.Verdict{Seat: game.Nobody, Chance: st.Returns()}
				} else if st.ToMove() == game.Chance {
					verdicts[k] = game.Verdict{Seat: game.Chance, Chance: make([]float64, st.Seats())}
				} else {
					t0, c0 := time.Now(), cpuNow()
					th := j.Judge(st.Clone())
					judge.run(th, pageSlice)
					judgeT += time.Since(t0)
					judgeCPU += cpuNow() - c0
					verdicts[k] = th.Verdict()
					positions++
				}
				if k == 0 || sv == nil {
					continue
				}
				// The check after the action just judged, as the page runs it.
				seat := states[k-1].ToMove()
				if seat < 0 || !puzzle.NeedsLetGo(verdicts[k-1], verdicts[k], seat) || played[k-1] == verdicts[k-1].Best {
					continue
				}
				after, n := st.Clone(), verdicts[k-1].Proven
				t0, c0 := time.Now(), cpuNow()
				check.run(search.NewTask(0, func(ctl *search.Ctl) game.Action {
					lg := puzzle.CheckLetGo(sv, after, seat, n, ctl.Cap(puzzle.LetGoNodes))
					b.Logf("the check after action %d (a win in %d let go): %+v, %d nodes", k-1, n, lg, ctl.Ticks())
					return 0
				}), pageSlice)
				checkT += time.Since(t0)
				checkCPU += cpuNow() - c0
				checks++
			}
		}
		b.ReportMetric(float64(positions/b.N), "positions")
		b.ReportMetric(judgeT.Seconds()/float64(b.N), "judge-s")
		b.ReportMetric(float64(checks/b.N), "checks")
		b.ReportMetric(checkT.Seconds()/float64(b.N), "check-s")
		b.ReportMetric(float64(judge.wall)/1e6, "judge-step-ms")
		b.ReportMetric(float64(check.wall)/1e6, "check-step-ms")
		if _, ok := cpuTime(); ok {
			b.ReportMetric(float64(judge.cpu)/1e6, "judge-step-cpu-ms")
			b.ReportMetric(float64(check.cpu)/1e6, "check-step-cpu-ms")
			b.ReportMetric(judgeCPU.Seconds()/float64(b.N), "judge-cpu-s")
			b.ReportMetric(checkCPU.Seconds()/float64(b.N), "check-cpu-s")
		}
	})
}

// cpuNow is the process's processor time (0 where unknown).
func cpuNow() time.Duration { c, _ := cpuTime(); return c }

// demoGame plays the game scenes.DemoFinished plays for a replay's
// demonstration (the game's first variant, every seat the game's weakest
// computer, bot i seeded seed+i) and returns every position of it, the
// chance events' included, and the action taken in each.
func demoGame(b *testing.B, def *game.Def, seats int, seed uint64) ([]game.State, []game.Action) {
	players := make([]string, seats)
	players[0] = "human"
	for i := 1; i < seats; i++ {
		players[i] = "standard"
	}
	m, err := game.NewMatch(def, def.Variants[0], players, seed, "")
	if err != nil {
		b.Fatal(err)
	}
	bots := make([]game.Bot, seats)
	for i := range bots {
		if bots[i], err = def.NewBot(def.Levels[0], seed+uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
	var states []game.State
	var played []game.Action
	for !m.State.Terminal() {
		states = append(states, m.State.Clone())
		if m.State.ToMove() == game.Chance {
			_, err = m.ResolveChance()
			played = append(played, m.History()[len(m.History())-1].Action)
		} else {
			th := bots[m.State.ToMove()].Think(m.State.Clone())
			for !th.Step(int64(time.Second)) {
			}
			played = append(played, th.Best())
			_, err = m.Play(th.Best())
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	return append(states, m.State.Clone()), played
}
