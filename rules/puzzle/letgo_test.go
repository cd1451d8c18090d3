package puzzle_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	fa "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"
	td "github.com/birdroost/roost/rules/tokyodoves"
)

// marksTally is what the missed-win marks of some judged games came to.
type marksTally struct {
	Positions  int // positions judged
	Lost       int // proven wins the judge no longer proved after the action played
	Kept       int // of those, still won (later) by the exhaustive search: no mark
	Unsettled  int // of those, the search ran out: no mark
	Marked     int // missed wins marked (the judge's proof of the loss, or the search's)
	Confirmed  int // marks the deeper search confirmed
	Disagreed  int // marks the deeper search found wrong
	Beyond     int // marks the deeper search could not settle within its bound
	Candidates int // actions where the judge had proven a win and another action was played
	// The rule before: a mark wherever the judge no longer proved the win
	// after the action; OldWrong of those the deeper search finds still
	// won within one more turn than the win let go (put off, not missed).
	OldMarks, OldWrong int
}

// deeper bounds the deeper search that checks a mark: many times the
// bound of the search that made it.
const deeper = 25 * puzzle.LetGoNodes

// judgeGames plays games of a game's variant between its Beginner and
// Standard, one action in four at random, judges every position as a
// replay does (the game's judge, at judgeTime a position), marks missed
// wins as a replay does (puzzle.NeedsLetGo, CheckLetGo with its node
// bound, Missed), and checks each mark with a deeper search: the solver
// with 25 times the bound, that the seat's side has no win within the
// turns the mark says (one more than the win let go where the judge proved
// the loss).
func judgeGames(t testing.TB, name, variant string, games int, seed uint64) marksTally {
	d, err := game.Lookup(name)
	require.NoError(t, err)
	sv := puzzle.For(name)
	var tl marksTally
	rng := game.NewRand(seed)
	for g := 0; g < games; g++ {
		s, err := d.New(variant, 2, game.NewRand(rng.Uint64()))
		require.NoError(t, err)
		var bots [2]game.Bot
		for i, lvl := range []string{"beginner", "standard"} {
			bots[(g+i)%2], err = d.NewBot(lvl, rng.Uint64())
			require.NoError(t, err)
		}
		judge := d.Judge()
		var states []game.State
		var played []game.Action
		var buf [256]game.Action
		for ply := 0; !s.Terminal() && ply < 120; ply++ {
			states = append(states, s.Clone())
			var a game.Action
			if rng.IntN(4) == 0 {
				acts := s.Legal(buf[:0])
				a = acts[rng.IntN(len(acts))]
			} else {
				th := bots[s.ToMove()].Think(s.Clone())
				for !th.Step(int64(time.Second)) {
				}
				a = th.Best()
			}
			played = append(played, a)
			require.NoError(t, s.Apply(a, nil))
		}
		states = append(states, s.Clone())
		verdicts := make([]game.Verdict, len(states))
		for i, st := range states {
			if st.Terminal() {
				verdicts[i] = game.Verdict{Seat: game.Nobody, Chance: st.Returns()}
				continue
			}
			j := judge.Judge(st.Clone())
			for !j.Step(int64(time.Second)) {
			}
			verdicts[i] = j.Verdict()
			tl.Positions++
		}
		for i, a := range played {
			seat := states[i].ToMove()
			if verdicts[i].Seat != seat || verdicts[i].Proven <= 0 || a == verdicts[i].Best {
				continue
			}
			tl.Candidates++
			if !puzzle.ProvenWin(verdicts[i+1], seat) {
				tl.OldMarks++
				after := states[i+1]
				if !after.Terminal() {
					if still, _ := sv.Wins(after.Clone(), seat, puzzle.Horizon(verdicts[i].Proven), search.Capped(deeper)); still {
						tl.OldWrong++
					}
				}
			}
			var lg puzzle.LetGo
			if puzzle.NeedsLetGo(verdicts[i], verdicts[i+1], seat) {
				tl.Lost++
				lg = puzzle.CheckLetGo(sv, states[i+1].Clone(), seat, verdicts[i].Proven, search.Capped(puzzle.LetGoNodes))
				switch {
				case lg.Kept:
					tl.Kept++
				case lg.Within == 0:
					tl.Unsettled++
				}
			}
			n, within := puzzle.Missed(verdicts[i], verdicts[i+1], seat, lg)
			if n == 0 {
				continue
			}
			tl.Marked++
			after := states[i+1]
			if within == 0 {
				within = puzzle.Horizon(n)
			}
			still := after.Terminal() && puzzle.SideWon(after, seat)
			var beyond bool
			if !after.Terminal() {
				still, beyond = sv.Wins(after.Clone(), seat, within, search.Capped(deeper))
			}
			if beyond {
				tl.Beyond++
				continue
			}
			if still {
				tl.Disagreed++
				t.Errorf("%s game %d, action %d (%s): marked a missed win in %d, yet the side still wins within %d turns", name, g+1, i+1, states[i].ActionString(a), n, within)
			} else {
				tl.Confirmed++
			}
		}
	}
	return tl
}

// Over random games, every action the replay marks as a missed win is
// confirmed by a deeper search; the judge is given 10 ms a position, so
// that many of its proofs fail (a failed proof is never a mark).
func TestMissedWinMarksAreConfirmed(t *testing.T) {
	oldTD, oldFA := td.JudgeTime, fa.JudgeTime
	td.JudgeTime, fa.JudgeTime = 10*time.Millisecond, 10*time.Millisecond
	defer func() { td.JudgeTime, fa.JudgeTime = oldTD, oldFA }()
	games := 4
	if testing.Short() {
		games = 1
	}
	for _, g := range []struct{ name, variant string }{{"tokyodoves", "standard"}, {"falconry", "duel"}} {
		tl := judgeGames(t, g.name, g.variant, games, 5)
		t.Logf("%s: %+v", g.name, tl)
	}
}

// BenchmarkMissedWinMarks judges 10 games of each game with puzzles at
// the replay's own time a position and reports the missed-win marks and
// the deeper search's verdict on them (go test -run '^$' -bench
// MissedWinMarks -benchtime 1x ./rules/puzzle/).
func BenchmarkMissedWinMarks(b *testing.B) {
	for _, g := range []struct{ name, variant string }{{"tokyodoves", "standard"}, {"falconry", "duel"}} {
		b.Run(g.name, func(b *testing.B) {
			var tl marksTally
			for i := 0; i < b.N; i++ {
				tl = judgeGames(b, g.name, g.variant, 10, uint64(11+i))
			}
			b.ReportMetric(float64(tl.Positions), "positions")
			b.ReportMetric(float64(tl.Lost), "proofs-lost")
			b.ReportMetric(float64(tl.Kept), "delayed")
			b.ReportMetric(float64(tl.Unsettled), "unsettled")
			b.ReportMetric(float64(tl.Marked), "marks")
			b.ReportMetric(float64(tl.Confirmed), "confirmed")
			b.ReportMetric(float64(tl.Disagreed), "disagreements")
			b.ReportMetric(float64(tl.Beyond), "unchecked")
			b.ReportMetric(float64(tl.OldMarks), "old-marks")
			b.ReportMetric(float64(tl.OldWrong), "old-wrong")
			fmt.Printf("%s: %+v\n", g.name, tl)
		})
	}
}

// A move after a proven win in 1 that the judge no longer proves: marked
// where the exhaustive search proves no win within 2 turns after it, not
// where the win is only put off (still a win within 2), and never where
// the search ran out of its bound (a failed proof is never a mark).
func TestMissedWinNeedsItsProof(t *testing.T) {
	sv := puzzle.For("tokyodoves")
	unproven := func(s game.State) game.Verdict {
		return game.Verdict{Seat: s.ToMove(), Chance: []float64{0.5, 0.5}}
	}
	var put, lost bool
	for _, p := range puzzle.All("tokyodoves") {
		if p.Turns != 1 || put && lost {
			continue
		}
		s, err := p.Start()
		require.NoError(t, err)
		seat := s.ToMove()
		before := game.Verdict{Seat: seat, Proven: 1, Chance: []float64{0, 0}}
		before.Chance[seat] = 1
		var buf [256]game.Action
		for _, a := range s.Legal(buf[:0]) {
			c := s.Clone()
			require.NoError(t, c.Apply(a, nil))
			if c.Terminal() {
				continue
			}
			after := unproven(c)
			require.True(t, puzzle.NeedsLetGo(before, after, seat))
			lg := puzzle.CheckLetGo(sv, c.Clone(), seat, 1, search.Capped(puzzle.LetGoNodes))
			still, _ := sv.Wins(c, seat, 2, nil)
			n, within := puzzle.Missed(before, after, seat, lg)
			if still {
				assert.True(t, lg.Kept, "%s %s", p.ID, s.ActionString(a))
				assert.Zero(t, n, "%s %s: put off, not missed", p.ID, s.ActionString(a))
				put = true
			} else {
				assert.Equal(t, [2]int{1, 2}, [2]int{n, within}, "%s %s", p.ID, s.ActionString(a))
				lost = true
			}
			// Cut short: no mark either way.
			short := puzzle.CheckLetGo(sv, c.Clone(), seat, 1, search.Capped(1))
			if !short.Kept && short.Within == 0 {
				n, _ := puzzle.Missed(before, after, seat, short)
				assert.Zero(t, n, "%s %s: a failed proof marked", p.ID, s.ActionString(a))
			}
		}
	}
	assert.True(t, put, "a move that puts the win off")
	assert.True(t, lost, "a move that lets it go")
}
