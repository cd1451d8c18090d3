package falconry

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

// On the positions with a proven forced win (testdata/forced.txt), the
// judge proves no win quicker than there is, proves every win this turn
// with a first action of a winning turn, and gives the side all the
// chances where it proves one.
func TestJudgeProvesForcedWins(t *testing.T) {
	j := NewJudge()
	found := map[int]int{}
	for _, f := range loadForced(t) {
		s := pos(t, f.variant, f.pos)
		th := j.Judge(s.Copy())
		for !th.Step(int64(time.Second)) {
		}
		v := th.Verdict()
		require.Equal(t, s.To, v.Seat)
		if f.turns == 1 {
			assert.Equal(t, 1, v.Proven, "a win this turn: %s", f.pos)
		}
		if v.Proven == 0 {
			continue
		}
		assert.Equal(t, f.turns, v.Proven, "a win in %d turns: %s", f.turns, f.pos)
		assert.Equal(t, 1.0, v.Chance[s.To])
		assert.Equal(t, 0.0, v.Chance[1-s.To])
		c := s.Copy()
		require.NoError(t, c.Apply(v.Best, nil))
		if v.Proven == 1 && !c.Over { // the rest of the winning turn
			w := winningTurn(c, nil)
			assert.NotNil(t, w, "the Expert's first action keeps the win this turn: %s", f.pos)
		}
		found[v.Proven]++
	}
	assert.Positive(t, found[1])
	assert.Positive(t, found[2], "wins in 2 turns proven")
	t.Log(found)
}

// Chances: a seat's side and the others' add up to one, partners alike.
func TestJudgeChancesAddUp(t *testing.T) {
	for _, variant := range []string{Duel, Truel, Joint} {
		s, err := NewState(variant)
		require.NoError(t, err)
		bot, _ := NewBot("standard", 3)
		for i := 0; i < 12 && !s.Over; i++ {
			th := bot.Think(s.Copy())
			for !th.Step(int64(time.Second)) {
			}
			s.Play(Act(th.Best()), nil)
		}
		v := chances(s, s.To)
		sum := 0.0
		teams := map[int]float64{}
		for x, c := range v.Chance {
			if old, ok := teams[s.R.Team[x]]; ok {
				assert.Equal(t, old, c, "%s: partners alike", variant)
			} else {
				teams[s.R.Team[x]] = c
				sum += c
			}
		}
		assert.InDelta(t, 1, sum, 1e-9, variant)
	}
}

// BenchmarkJudgeGame times the analysis of a whole Duel: the Expert
// judging every position of a game between two Standard players.
func BenchmarkJudgeGame(b *testing.B) {
	s, _ := NewState(Duel)
	var positions []*State
	bots := [2]game.Bot{}
	for i := range bots {
		bots[i], _ = NewBot("standard", uint64(i+1))
	}
	for !s.Over && len(positions) < 200 {
		positions = append(positions, s.Copy())
		th := bots[s.To].Think(s.Copy())
		for !th.Step(int64(time.Second)) {
		}
		s.Play(Act(th.Best()), nil)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := NewJudge()
		for _, p := range positions {
			th := j.Judge(p.Copy())
			for !th.Step(int64(time.Second)) {
			}
		}
	}
	b.ReportMetric(float64(len(positions)), "positions")
}
