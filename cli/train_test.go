package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/columbiz"
)

func TestTrainRefusesBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"tokyodoves"}, "only columbiz"},
		{[]string{"columbiz", "--players", "2"}, "--players"},
		{[]string{"columbiz", "--players", "3,x"}, "--players"},
		{[]string{"columbiz", "--games", "0"}, "--games"},
		{[]string{"columbiz", "--jobs", "0"}, "--jobs"},
		{[]string{"columbiz", "--iterations", "0"}, "--iterations"},
	} {
		code, _, errOut := runCmd("train", c.args...)
		assert.Equal(t, 2, code, "%v", c.args)
		assert.Contains(t, errOut, c.want, "%v", c.args)
	}
	// A weights file that is not one is named and left as it was.
	bad := filepath.Join(t.TempDir(), "value.json")
	require.NoError(t, os.WriteFile(bad, []byte("{not json"), 0o644))
	code, _, errOut := runCmd("train", "columbiz", "--players", "3", "--games", "1", "--out", bad)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "cannot be read")
	data, _ := os.ReadFile(bad)
	assert.Equal(t, "{not json", string(data))
}

// Without --games, train plays as many games as the committed weights were fitted on.
func TestTrainDefaultsToTheCommittedGames(t *testing.T) {
	for n, g := range committedGames {
		tb := columbiz.Learned.Tables[strconv.Itoa(n)]
		require.NotNil(t, tb)
		assert.Equal(t, tb.Games, g, "%d players", n)
		assert.Equal(t, uint64(1), tb.Seed, "the default seed")
	}
}

// A short run writes the player count it learned and keeps the others.
func TestTrainWritesWeights(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a training game")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "value.json")
	kept := columbiz.Learned.Tables["4"]
	require.NotNil(t, kept)
	require.NoError(t, os.WriteFile(out, (&columbiz.Value{}).WithWeights(4, kept.Weights, kept.Games, kept.Seed).JSON(), 0o644))
	code, stdout, errOut := runCmd("train", "columbiz", "--players", "3", "--games", "1", "--iterations", "50", "--out", out)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, stdout, "wrote "+out)
	assert.Contains(t, errOut, "fit step 50/50")
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	v, err := columbiz.ParseValue(data)
	require.NoError(t, err)
	require.NotNil(t, v.Tables["3"])
	assert.Equal(t, 1, v.Tables["3"].Games)
	assert.Equal(t, kept.Weights, v.Tables["4"].Weights)
	_, err = os.Stat(out + ".3.ckpt")
	assert.NoError(t, err, "the checkpoint is kept for a later run to resume from")
}
