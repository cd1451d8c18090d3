package learn

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

// coins is a made-up game of two sides: each gains a random amount at each
// of ten positions, and the side with more at the end wins. The first
// feature is what a side has so far, the second noise.
type coins struct{ played *int }

func (c coins) Play(seed uint64, g int) ([]uint64, error) {
	if c.played != nil {
		*c.played++
	}
	rng := game.NewRand(seed*1000 + uint64(g))
	rec := make([]uint64, 40)
	for i := range rec {
		rec[i] = rng.Uint64N(100)
	}
	return rec, nil
}

func (coins) Positions(rec []uint64) ([][][]float64, []float64, error) {
	var xs [][][]float64
	var a, b float64
	for p := 0; p < len(rec); p += 4 {
		a, b = a+float64(rec[p]), b+float64(rec[p+1])
		xs = append(xs, [][]float64{{a, float64(rec[p+2])}, {b, float64(rec[p+3])}})
	}
	last := xs[len(xs)-1]
	switch {
	case last[0][0] > last[1][0]:
		return xs, []float64{1, 0}, nil
	case last[0][0] < last[1][0]:
		return xs, []float64{0, 1}, nil
	}
	return xs, []float64{0.5, 0.5}, nil
}

func TestTrainingLearnsAndResumes(t *testing.T) {
	ck := filepath.Join(t.TempDir(), "c.ckpt")
	cfg := Config{Table: "2 coins", Features: 2, Games: 40, Seed: 3, Jobs: 3, Iterations: 400, Checkpoint: ck}
	r, err := Train(cfg, coins{}, nil)
	require.NoError(t, err)
	assert.InDelta(t, math.Log(2), r.Loss0, 1e-9, "equal shares of two sides")
	assert.Less(t, r.Loss, r.Loss0-0.15, "the fit did not lower the loss")
	assert.Greater(t, r.Weights[0], 0.0, "the stronger side wins more often")
	assert.Greater(t, r.Weights[0], 3*math.Abs(r.Weights[1]), "the noise matters less than the strength")
	assert.Equal(t, 400, r.Positions)
	// A longer run plays only the games the checkpoint lacks, and gives the
	// weights of a run in one go with another number of jobs.
	played := 0
	cfg.Games = 50
	r2, err := Train(cfg, coins{&played}, nil)
	require.NoError(t, err)
	assert.Equal(t, 40, r2.Resumed)
	assert.Equal(t, 10, played)
	cfg.Checkpoint, cfg.Jobs = "", 1
	r3, err := Train(cfg, coins{}, nil)
	require.NoError(t, err)
	assert.Equal(t, r3.Weights, r2.Weights)
	// A feature dropped from the fit keeps a zero weight, and the fit does
	// without it (here, the noise: the loss hardly changes).
	cfg.Drop = []int{1}
	r4, err := Train(cfg, coins{}, nil)
	require.NoError(t, err)
	assert.Equal(t, 0.0, r4.Weights[1])
	assert.Greater(t, r4.Weights[0], 0.0)
	assert.InDelta(t, r3.Loss, r4.Loss, 0.01)
	cfg.Drop = []int{0}
	r5, err := Train(cfg, coins{}, nil)
	require.NoError(t, err)
	assert.Equal(t, 0.0, r5.Weights[0])
	assert.Greater(t, r5.Loss, r3.Loss+0.1, "without the strength the fit is worse")
	// A checkpoint of another table or seed is refused, not mixed in.
	_, err = Train(Config{Table: "3 coins", Features: 2, Games: 1, Seed: 3, Checkpoint: ck}, coins{}, nil)
	assert.ErrorContains(t, err, "holds games of 2 coins from seed 3")
	_, err = Train(Config{Table: "2 coins", Features: 2, Games: 1, Seed: 4, Checkpoint: ck}, coins{}, nil)
	assert.ErrorContains(t, err, "not 2 coins from seed 4")
	require.NoError(t, os.WriteFile(ck, []byte("{"), 0o644))
	_, err = Train(Config{Table: "2 coins", Features: 2, Games: 1, Seed: 3, Checkpoint: ck}, coins{}, nil)
	assert.ErrorContains(t, err, "cannot be read")
}

func TestValuesReadWriteAndLoad(t *testing.T) {
	names := []string{"a", "b"}
	v := (*Value)(nil).WithWeights(names, "3", []float64{1, -2}, 10, 1).WithWeights(names, "4", []float64{0.5, 0}, 20, 2)
	got, err := Parse(v.JSON(), names)
	require.NoError(t, err)
	assert.Equal(t, []float64{1, -2}, got.Weights("3"))
	assert.Equal(t, 20, got.Tables["4"].Games)
	assert.Nil(t, got.Weights("2"))
	assert.Nil(t, (*Value)(nil).Weights("3"))
	for _, bad := range []string{
		``, `{`, `[]`,
		`{"features": ["a"], "tables": {}}`,
		`{"features": ["a", "c"], "tables": {}}`,
		`{"features": ["a", "b"], "tables": {"3": {"weights": [1]}}}`,
		`{"features": ["a", "b"], "tables": {"3": null}}`,
		`{"features": ["a", "b"], "tables": {"3": {"weights": [1, 1e999]}}}`,
	} {
		_, err := Parse([]byte(bad), names)
		assert.Error(t, err, "%s", bad)
	}
	empty, err := MustEmbedded([]byte(`{`), names)
	assert.Error(t, err)
	assert.Nil(t, empty.Weights("3"), "a file that does not fit leaves no tables")
	dir := t.TempDir()
	_, ok, err := Load(dir, "coins", names)
	assert.False(t, ok)
	assert.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "coins.json"), v.JSON(), 0o644))
	l, ok, err := Load(dir, "coins", names)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, v.Tables["3"].Weights, l.Weights("3"))
	_, _, err = Load(dir, "coins", []string{"a", "z"})
	assert.ErrorContains(t, err, "coins.json")
}

func TestSoftmax(t *testing.T) {
	out := make([]float64, 3)
	Softmax([]float64{1, 0}, [][]float64{{0, 5}, {math.Log(2), 9}, {math.Log(3), -1}}, out)
	assert.InDeltaSlice(t, []float64{1.0 / 6, 2.0 / 6, 3.0 / 6}, out, 1e-12)
	// Large scores do not overflow.
	Softmax([]float64{1}, [][]float64{{1000}, {999}}, out[:2])
	assert.InDelta(t, 1/(1+math.Exp(-1)), out[0], 1e-12)
}
