package columbiz

import (
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/learn"
)

func TestLearnedValueLoads(t *testing.T) {
	require.NoError(t, LearnedErr)
	v, err := ParseValue(valueJSON)
	require.NoError(t, err)
	for _, n := range []string{"3", "4"} {
		tb := v.Tables[n]
		require.NotNil(t, tb, "no learned value for %s players", n)
		assert.Len(t, tb.Weights, NumFeatures)
		assert.Positive(t, tb.Games)
		nonzero := 0
		for _, w := range tb.Weights {
			if w != 0 {
				nonzero++
			}
		}
		assert.Greater(t, nonzero, NumFeatures/2, "%s players: the weights are mostly zero", n)
	}
	// The Expert uses it at three and four seats, not two.
	for seats := 2; seats <= 4; seats++ {
		s := New(seats)
		s.Start, s.Seat, s.Phase = 0, 0, PhaseDecide
		p := newPlanner(s, LevelWeights["expert"], nil, nil)
		assert.Equal(t, seats >= 3, p.value != nil, "%d seats", seats)
	}
}

func TestParseValueRejectsBadFiles(t *testing.T) {
	for _, bad := range []string{
		``, `{`, `[]`,
		`{"features": ["score"], "tables": {}}`,
		strings.Replace(string(valueJSON), `"score"`, `"points"`, 1),
		`{"features": ` + jsonList(FeatureNames) + `, "tables": {"3": {"weights": [1, 2]}}}`,
		`{"features": ` + jsonList(FeatureNames) + `, "tables": {"3": null}}`,
	} {
		_, err := ParseValue([]byte(bad))
		assert.Error(t, err, "%.60s", bad)
	}
}

func jsonList(names []string) string {
	return `["` + strings.Join(names, `","`) + `"]`
}

// A seat far ahead near the end is judged the likeliest winner, and the
// shares of a finished game are its result.
func TestSharesFollowTheScore(t *testing.T) {
	for _, seats := range []int{3, 4} {
		s := New(seats)
		s.Start, s.Seat, s.Phase = 0, 1, PhaseRoll
		for x := 0; x < seats; x++ {
			s.Reserve[x] = 1
		}
		s.Lines[2] = 12
		sh := make([]float64, seats)
		require.True(t, Shares(Learned, s, sh))
		sum := 0.0
		for x, v := range sh {
			sum += v
			if x != 2 {
				assert.Greater(t, sh[2], v+0.3, "%d seats: %v", seats, sh)
			}
		}
		assert.InDelta(t, 1, sum, 1e-9)
		s.Phase = PhaseOver
		require.True(t, Shares(Learned, s, sh))
		assert.Equal(t, 1.0, sh[2])
	}
	assert.False(t, Shares(Learned, New(2), make([]float64, 2)), "no learned value for two players")
}

func TestFeaturesOfAPosition(t *testing.T) {
	s := New(3)
	s.Start, s.Seat, s.Phase = 0, 1, PhaseRoll
	s.Board[0][0], s.Board[1][1], s.Board[2][2] = 0, 0, 0 // a line of three
	s.Board[3][0], s.Board[3][1] = 1, 2                   // blue below grey in column 4
	s.Lines[0] = 1
	s.Prison[2][1] = 3
	s.Reserve = [4]int8{10, 11, 11}
	var buf [4][]float64
	for x := range 3 {
		buf[x] = make([]float64, NumFeatures)
	}
	features(s, &buf)
	at := func(x int, name string) float64 {
		for i, n := range FeatureNames {
			if n == name {
				return buf[x][i]
			}
		}
		t.Fatalf("no feature %q", name)
		return 0
	}
	assert.Equal(t, 1.0, at(0, "score"))
	assert.Equal(t, 4.0, at(2, "score"))
	assert.Equal(t, 2.0, at(2, "gain")) // the fourth capture is worth 6, the third 4
	assert.InDelta(t, 10.0/13, at(0, "reserve"), 1e-12)
	// The standing is the hand-tuned evaluation's: points, reserve, windows, risk.
	risk := riskTable(3, standWeights.Target)
	assert.Equal(t, standings(s, &standWeights, &risk)[2], at(2, "stand"))
	assert.Greater(t, at(0, "stand"), at(1, "stand"), "purple's line and open windows")
	// Blue acts next and could capture purple's pawns in columns 1-3 and
	// grey's in column 4, each from the lowest empty space above it.
	want := reach[Need(0, 1)] + reach[Need(1, 2)] + reach[Need(2, 3)] + reach[Need(3, 2)]
	assert.InDelta(t, want, at(1, "threat*next"), 1e-12)
	assert.Equal(t, 0.0, at(0, "threat*next"), "only for the seat to act")
	assert.Equal(t, 1.0, at(1, "order0"), "blue acts next")
	assert.Equal(t, 1.0, at(0, "order2"))
	for x := range 3 {
		assert.Equal(t, 1.0, at(x, "plays"))
		assert.InDelta(t, 3.0/13, at(x, "plays*end"), 1e-12, "the lowest reserve has 3 of 13 pawns out")
	}
	// In the last round, the start player (purple) has no turn left.
	s.Ending = true
	features(s, &buf)
	assert.Equal(t, []float64{0, 1, 1}, []float64{at(0, "plays"), at(1, "plays"), at(2, "plays")})
	assert.Equal(t, 4.0, at(2, "score*end2"))
}

// A short training run lowers its own loss, resumes from its checkpoint, and
// gives the same weights resumed as played in one go.
func TestTrainingLowersItsLoss(t *testing.T) {
	if testing.Short() {
		t.Skip("plays training games")
	}
	dir := t.TempDir()
	ck := filepath.Join(dir, "c.ckpt")
	cfg := TrainConfig(3, 2, 7, 2, 300, ck)
	r, err := learn.Train(cfg, Trainer{Players: 3}, nil)
	require.NoError(t, err)
	assert.Less(t, r.Loss, r.Loss0-0.05, "the fit did not lower the loss")
	assert.InDelta(t, math.Log(3), r.Loss0, 1e-9, "equal shares of three seats")
	cfg.Games = 3
	r2, err := learn.Train(cfg, Trainer{Players: 3}, nil)
	require.NoError(t, err)
	assert.Equal(t, 2, r2.Resumed)
	cfg.Checkpoint, cfg.Jobs = "", 1
	r3, err := learn.Train(cfg, Trainer{Players: 3}, nil)
	require.NoError(t, err)
	assert.Equal(t, r3.Weights, r2.Weights, "resumed and played in one go differ")
	assert.Equal(t, r3.Positions, r2.Positions)
	// A checkpoint of another table is refused, not mixed in.
	_, err = learn.Train(TrainConfig(4, 1, 7, 1, 0, ck), Trainer{Players: 4}, nil)
	assert.ErrorContains(t, err, "holds games of 3 players")
}
