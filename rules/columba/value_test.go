package columba

import (
	"math"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/learn"
)

// trained is a learned value for three and four players fitted on a few
// games (the committed file may have no tables: docs/BENCHMARKS.md).
var trained = sync.OnceValues(func() (*learn.Value, error) {
	var v *learn.Value
	for _, n := range []int{3, 4} {
		tr := Trainer{Players: n}
		r, err := learn.Train(tr.TrainConfig(6, 3, 2, 300, ""), tr, nil)
		if err != nil {
			return nil, err
		}
		v = v.WithWeights(FeatureNames, ValueKey(false, n), r.Weights, 6, 3)
	}
	return ParseValue(v.JSON())
})

func TestLearnedValueLoads(t *testing.T) {
	require.NoError(t, LearnedErr)
	for k, tb := range Learned.Tables {
		assert.Len(t, tb.Weights, NumFeatures, k)
	}
	if testing.Short() {
		t.Skip("trains a value")
	}
	v, err := trained()
	require.NoError(t, err)
	for _, k := range []string{"3", "4"} {
		w := v.Weights(k)
		require.Len(t, w, NumFeatures, "no learned value for %s players", k)
		nonzero := 0
		for _, x := range w {
			if x != 0 {
				nonzero++
			}
		}
		assert.Greater(t, nonzero, NumFeatures/2, "%s players: the weights are mostly zero", k)
	}
	// The Expert judges its lookahead by it at three and four seats, not
	// two, and not where it has no table.
	saved := Learned
	t.Cleanup(func() { Learned = saved })
	for _, with := range []*learn.Value{v, {}} {
		Learned = with
		for n := 2; n <= 4; n++ {
			s, err := New(VariantStandard, n)
			require.NoError(t, err)
			assert.Equal(t, n >= 3 && with == v, expertValue(s) != nil, "%d seats", n)
			j, err := New(VariantJunior, n)
			require.NoError(t, err)
			assert.Nil(t, expertValue(j), "no Junior tables")
		}
	}
}

// playTurns plays a game between Standard players up to the start of a
// turn after at least turns turns.
func playTurns(t *testing.T, variant string, n, turns int, seed uint64) *State {
	t.Helper()
	s, err := New(variant, n)
	require.NoError(t, err)
	rng := game.NewRand(seed)
	bots := make([]game.Bot, n)
	for i := range bots {
		bots[i], err = NewBot("standard", seed+uint64(i))
		require.NoError(t, err)
	}
	for !s.Terminal() && !(s.Phase == PhaseDraw && int(s.TurnNo) >= turns) {
		var a game.Action
		if s.ToMove() == game.Chance {
			a = game.SampleChance(s, rng)
		} else {
			th := bots[s.ToMove()].Think(s.Clone())
			for !th.Step(int64(1e9)) {
			}
			a = th.Best()
		}
		require.NoError(t, s.Apply(a, nil))
	}
	return s
}

func TestFeaturesOfAPosition(t *testing.T) {
	at := func(f []float64, name string) float64 {
		for i, n := range FeatureNames {
			if n == name {
				return f[i]
			}
		}
		t.Fatalf("no feature %q", name)
		return 0
	}
	s := playTurns(t, VariantStandard, 3, 12, 5)
	require.Equal(t, PhaseDraw, s.Phase)
	f := make([][]float64, 3)
	for x := range f {
		f[x] = make([]float64, NumFeatures)
	}
	features(s, f)
	pts, stand := s.Points(), [4]float64{}
	j := &judge{weights: expertW, s: s, gs: groups(&s.T), me: int(s.Seat)}
	j.seatValues(-1, false, &stand)
	end := 1 - float64(bitsLeft(s.Left))/float64(len(Deck))
	for x := range 3 {
		assert.Equal(t, float64(pts[x]), at(f[x], "points"), "seat %d", x)
		assert.InDelta(t, float64(pts[x])*end, at(f[x], "points*end"), 1e-12)
		assert.Equal(t, stand[x], at(f[x], "stand"), "the hand-tuned standing")
		assert.Equal(t, float64(s.Largest()[x]), at(f[x], "biggest"), "seat %d's largest estate", x)
		assert.Equal(t, float64(turnsLeft(s, x)), at(f[x], "turns"))
		d := (x - int(s.Seat) + 3) % 3
		assert.Equal(t, 1.0, at(f[x], "order"+string(rune('0'+d))), "seat %d is %d after the next", x, d)
	}
	assert.Greater(t, pts[0]+pts[1]+pts[2], 0, "12 turns in, dovecotes are built")
	// With four players a side is a team: its partners' features added.
	s4 := playTurns(t, VariantStandard, 4, 12, 6)
	seats := make([][]float64, 4)
	for x := range seats {
		seats[x] = make([]float64, NumFeatures)
	}
	features(s4, seats) // each seat its own side
	teams := [][]float64{make([]float64, NumFeatures), make([]float64, NumFeatures)}
	features(s4, teams)
	for side := range 2 {
		for i := range NumFeatures {
			assert.InDelta(t, seats[side][i]+seats[side+2][i], teams[side][i], 1e-9, "%s", FeatureNames[i])
		}
	}
}

// The shares of a position are those of the sides, summing to one, and
// those of a finished game are its result.
func TestSharesOfThePositions(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a value")
	}
	v, err := trained()
	require.NoError(t, err)
	for _, n := range []int{3, 4} {
		s := playTurns(t, VariantStandard, n, 15, uint64(n))
		sum := 0.0
		for x := range ValueSides(n) {
			sh, ok := Share(v, s, x)
			require.True(t, ok)
			sum += sh
		}
		assert.InDelta(t, 1, sum, 1e-9, "%d players", n)
		if n == 4 {
			a, _ := Share(v, s, 0)
			b, _ := Share(v, s, 2)
			assert.Equal(t, a, b, "partners share their team's chances")
		}
		end := playTurns(t, VariantStandard, n, 1000, uint64(n))
		require.True(t, end.Terminal())
		for x := range n {
			sh, ok := Share(v, end, x)
			require.True(t, ok)
			assert.Equal(t, end.Returns()[x], sh)
		}
	}
	two, err := New(VariantStandard, 2)
	require.NoError(t, err)
	_, ok := Share(v, two, 0)
	assert.False(t, ok, "no learned value for two players")
}

// A short training run lowers its own loss, at three seats and at four (two
// teams).
func TestTrainingLowersItsLoss(t *testing.T) {
	if testing.Short() {
		t.Skip("plays training games")
	}
	for _, n := range []int{3, 4} {
		tr := Trainer{Players: n}
		r, err := learn.Train(tr.TrainConfig(6, 3, 2, 300, ""), tr, nil)
		require.NoError(t, err)
		assert.InDelta(t, math.Log(float64(ValueSides(n))), r.Loss0, 1e-9, "equal shares")
		assert.Less(t, r.Loss, r.Loss0-0.05, "%d players: the fit did not lower the loss", n)
		assert.Greater(t, r.Positions, 6*20)
	}
}
