package columbiz

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// judged runs a judgement to its end.
func judged(j game.Judge, s game.State) game.Verdict {
	v := j.Judge(s.Clone())
	for !v.Step(int64(time.Hour)) {
	}
	return v.Verdict()
}

// At three and four seats the learned judge works each position's chances out
// from the learned value: every seat's expected share at the end of the
// turn under the Expert's play of the dice left, the same every time; they
// sum to one, the Expert's choice is the judge's, and the seat to act's
// chance is the value the Expert's search gives its choice (the shares are
// carried along the same branches as the values).
func TestTheJudgeWorksTheTurnOutByTheLearnedValue(t *testing.T) {
	for seats := 3; seats <= 4; seats++ {
		require.True(t, Learns(seats))
		m, err := game.NewMatch(Def, "", []string{"standard", "standard", "standard", "standard"}[:seats], uint64(70+seats), "")
		require.NoError(t, err)
		bot, _ := NewBot("standard", 5)
		j := NewLearnedJudge()
		judgedN := 0
		for i := 0; !m.State.Terminal(); i++ {
			if m.State.ToMove() == game.Chance {
				_, err = m.ResolveChance()
				require.NoError(t, err)
				continue
			}
			s := m.State.(*State)
			if i%9 == 0 {
				judgedN++
				v := judged(j, s)
				require.Len(t, v.Chance, seats)
				sum := 0.0
				for x, c := range v.Chance {
					assert.True(t, c >= -1e-9 && c <= 1+1e-9, "seat %d's chance %v", x, c)
					sum += c
				}
				assert.InDelta(t, 1, sum, 1e-9, "the chances %v sum to one", v.Chance)
				again := judged(j, s)
				assert.Equal(t, v.Chance, again.Chance, "the same position, the same chances")
				p := newPlanner(s, LevelWeights["expert"], game.NewRand(1), &search.Ctl{})
				a, val := p.decide()
				assert.Equal(t, a, v.Best, "the Expert's choice in %s", s)
				assert.InDelta(t, val, v.Chance[s.ToMove()], 1e-9, "the seat to act's chance is its value in %s", s)
			}
			_, err = m.Play(bot.(*Bot).Decide(s))
			require.NoError(t, err)
		}
		assert.Greater(t, judgedN, 5)
	}
}

// With two players the learned judge plays random games (the learned value
// has no table for them): it still gives both seats a chance.
func TestTwoPlayersAreJudgedByRandomGames(t *testing.T) {
	assert.False(t, Learns(2))
	s := pos(t, "board=......;......;......;.....2;.....2;.....2 reserve=18,15 start=1 phase=decide rolls=1 free=66612345")
	old := JudgeTime
	JudgeTime = 20 * time.Millisecond
	defer func() { JudgeTime = old }()
	v := judged(NewLearnedJudge(), s)
	require.Len(t, v.Chance, 2)
	assert.InDelta(t, 1, v.Chance[0]+v.Chance[1], 1e-9)
	assert.False(t, math.IsNaN(v.Chance[0]))
}

// BenchmarkJudgeAgreement judges every position a player acts in of
// sixteen three-player games between Standards (seeds 7 to 22) with the
// learned judge and with the random games the analysis used before
// (JudgeTime a position; the first game's positions twice). It reports how
// well each foretells the games' results (the Brier score: the mean over
// positions of the squared differences between the chances and the
// result, summed over the seats; lower is better, 0.667 for equal chances
// of three), how far the random games' two judgements of a position lie
// apart and how far the two judges lie apart (means over positions and
// seats, in points), and the time of a position of each:
// go test -run '^$' -bench JudgeAgreement -benchtime 1x -timeout 60m ./rules/columbiz/
func BenchmarkJudgeAgreement(b *testing.B) {
	type judgedGame struct {
		states []game.State
		result []float64
	}
	var games []judgedGame
	for seed := uint64(7); seed <= 22; seed++ {
		m, err := game.NewMatch(Def, "", []string{"standard", "standard", "standard"}, seed, "")
		require.NoError(b, err)
		bot, _ := NewBot("standard", seed)
		var g judgedGame
		for !m.State.Terminal() {
			if m.State.ToMove() == game.Chance {
				_, err = m.ResolveChance()
				require.NoError(b, err)
				continue
			}
			g.states = append(g.states, m.State.Clone())
			_, err = m.Play(bot.(*Bot).Decide(m.State.(*State)))
			require.NoError(b, err)
		}
		g.result = m.State.Returns()
		games = append(games, g)
	}
	playouts := NewJudge()
	diff := func(a, c []float64) (d float64) {
		for x := range a {
			d += math.Abs(a[x] - c[x])
		}
		return 100 * d / float64(len(a))
	}
	brier := func(a, c []float64) (d float64) {
		for x := range a {
			d += (a[x] - c[x]) * (a[x] - c[x])
		}
		return d
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var learnedB, randomB, random, between, n, twice, nr float64
		var tl, tr time.Duration
		for k, g := range games {
			for _, s := range g.states {
				t0 := time.Now()
				l := judged(NewLearnedJudge(), s)
				t1 := time.Now()
				r := judged(playouts, s)
				tl, tr = tl+t1.Sub(t0), tr+time.Since(t1)
				nr++
				if k == 0 {
					r2 := judged(playouts, s)
					random += diff(r.Chance, r2.Chance)
					twice++
				}
				learnedB += brier(l.Chance, g.result)
				randomB += brier(r.Chance, g.result)
				between += diff(l.Chance, r.Chance)
				n++
			}
		}
		b.ReportMetric(n, "positions")
		b.ReportMetric(learnedB/n, "learned-brier")
		b.ReportMetric(randomB/n, "random-brier")
		b.ReportMetric(random/twice, "random-apart-pts")
		b.ReportMetric(between/n, "judges-apart-pts")
		b.ReportMetric(float64(tl.Milliseconds())/n, "learned-ms")
		b.ReportMetric(float64(tr.Milliseconds())/nr, "random-ms")
	}
}
