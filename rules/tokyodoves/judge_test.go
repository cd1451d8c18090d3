package tokyodoves

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

// winsNow is an action that ends the game at once in the mover's favour.
func winsNow(s *State) (game.Action, bool) {
	for _, a := range s.Legal(nil) {
		c := s.Clone()
		if c.Apply(a, nil) == nil && c.Terminal() && c.Returns()[s.ToMove()] == 1 {
			return a, true
		}
	}
	return 0, false
}

// Where the side to move can win at once, the judge proves a win in one
// ply and prefers a winning action; its chances are 1 and 0.
func TestJudgeProvesAWinInOne(t *testing.T) {
	j := NewJudge()
	found := 0
	for seed := uint64(1); found < 6 && seed < 200; seed++ {
		s := NewState(Start(false))
		rng := rand.New(rand.NewPCG(seed, 5))
		for !s.Terminal() {
			if _, ok := winsNow(s); ok {
				th := j.Judge(s.Clone())
				for !th.Step(int64(1e9)) {
				}
				v := th.Verdict()
				require.Equal(t, 1, v.Proven, "a win in one ply: %s", s)
				require.Equal(t, s.ToMove(), v.Seat)
				c := s.Clone()
				require.NoError(t, c.Apply(v.Best, nil))
				require.True(t, c.Terminal(), "the Expert's choice wins at once")
				require.Equal(t, 1.0, v.Chance[s.ToMove()])
				require.Equal(t, 0.0, v.Chance[1-s.ToMove()])
				found++
				break
			}
			legal := s.Legal(nil)
			require.NoError(t, s.Apply(legal[rng.IntN(len(legal))], nil))
		}
	}
	require.Equal(t, 6, found)
}

// BenchmarkJudgeGame times the analysis of a whole game: the Expert judging
// every position (JudgeTime each at most) of a game between two Standard
// players.
func BenchmarkJudgeGame(b *testing.B) {
	s := NewState(Start(false))
	var positions []*State
	bots := [2]game.Bot{}
	for i := range bots {
		bots[i], _ = NewBot("standard", uint64(i+1))
	}
	for !s.Terminal() && len(positions) < 200 {
		positions = append(positions, s.Clone().(*State))
		th := bots[s.ToMove()].Think(s.Clone())
		for !th.Step(int64(1e9)) {
		}
		if err := s.Apply(th.Best(), nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := NewJudge()
		for _, p := range positions {
			th := j.Judge(p.Clone())
			for !th.Step(int64(1e9)) {
			}
		}
	}
	b.ReportMetric(float64(len(positions)), "positions")
}
