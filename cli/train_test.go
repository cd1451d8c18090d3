package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/learn"
)

func TestTrainRefusesBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"tokyodoves"}, "has no learned value"},
		{[]string{"columba", "--variant", "x"}, "variant"},
		{[]string{"columbiz", "--players", "2"}, "--players"},
		{[]string{"columbiz", "--players", "3,x"}, "--players"},
		{[]string{"columbiz", "--games", "0"}, "--games"},
		{[]string{"columbiz", "--jobs", "0"}, "--jobs"},
		{[]string{"columbiz", "--iterations", "0"}, "--iterations"},
		{[]string{"columbiz", "--drop", "reserve,nothing"}, `no feature "nothing"`},
		{[]string{"columba", "--level", "grandmaster"}, "--level"},
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

// A short run writes the player count it learned and keeps the others.
func TestTrainWritesWeights(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a training game")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "value.json")
	kept := columbiz.Learned.Tables["4"]
	require.NotNil(t, kept)
	require.NoError(t, os.WriteFile(out, (*learn.Value)(nil).WithWeights(columbiz.FeatureNames, "4", kept.Weights, kept.Games, kept.Seed).JSON(), 0o644))
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

// selfplay --weights plays with the learned values of a folder, says which,
// and refuses a folder without one or with one that does not fit.
func TestSelfplayWithWeightsFromAFolder(t *testing.T) {
	saved := columbiz.Learned
	t.Cleanup(func() { columbiz.Learned = saved })
	dir := t.TempDir()
	code, _, errOut := runCmd("selfplay", "columbiz", "--seats", "standard,standard,expert", "--games", "1", "--weights", dir)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "holds no weights file")
	code, _, errOut = runCmd("selfplay", "columbiz", "--seats", "standard,standard,expert", "--games", "1", "--weights", filepath.Join(dir, "none"))
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--weights")

	w := make([]float64, len(columbiz.FeatureNames))
	w[0] = 0.5
	v := (*learn.Value)(nil).WithWeights(columbiz.FeatureNames, "3", w, 1, 9)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "columbiz.json"), v.JSON(), 0o644))
	code, stdout, errOut := runCmd("selfplay", "columbiz", "--seats", "standard,standard,expert", "--games", "1", "--quiet", "--weights", dir)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, stdout, "weights: columbiz from "+dir+"/columbiz.json (tables 3)")
	assert.Equal(t, w, columbiz.Learned.Weights("3"), "the Expert plays with the folder's weights")
	assert.Nil(t, columbiz.Learned.Weights("4"), "and only those")

	require.NoError(t, os.WriteFile(filepath.Join(dir, "columbiz.json"), []byte(`{"features": ["x"]}`), 0o644))
	code, _, errOut = runCmd("selfplay", "columbiz", "--seats", "standard,standard,expert", "--games", "1", "--weights", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "columbiz.json: the learned value has 1 features")
}

// --drop leaves features out of the fit and the file says which.
func TestTrainDropsFeatures(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a training game")
	}
	out := filepath.Join(t.TempDir(), "value.json")
	code, stdout, errOut := runCmd("train", "columbiz", "--players", "3", "--games", "1", "--iterations", "30", "--drop", "reserve, reserve*end", "--out", out)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, stdout, "left out of the fit: reserve, reserve*end")
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	v, err := columbiz.ParseValue(data)
	require.NoError(t, err)
	tb := v.Tables["3"]
	require.NotNil(t, tb)
	assert.Equal(t, []string{"reserve", "reserve*end"}, tb.Drop)
	for i, name := range columbiz.FeatureNames {
		if name == "reserve" || name == "reserve*end" {
			assert.Equal(t, 0.0, tb.Weights[i], name)
		} else if name != "order3" { // no fourth seat at three players
			assert.NotEqual(t, 0.0, tb.Weights[i], name)
		}
	}
}

// --level learns from games between players of another level, and the file
// says which (Columba's Expert thinks in counted steps here: the same games
// from a seed).
func TestTrainFromExpertGames(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a game between Experts")
	}
	out := filepath.Join(t.TempDir(), "value.json")
	code, stdout, errOut := runCmd("train", "columba", "--players", "3", "--games", "1", "--iterations", "30", "--level", "Expert", "--out", out)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, stdout, "1 games between expert players")
	assert.Contains(t, errOut, "3 players, expert games: game 1/1")
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	v, err := columba.ParseValue(data)
	require.NoError(t, err)
	require.NotNil(t, v.Tables["3"])
	assert.Equal(t, "expert", v.Tables["3"].Level)
}

// --weights makes the self-play games' players use another learned value
// (here none: the Columbiz Expert's hand-tuned evaluation), so a fit on
// Expert games can be made again after the committed file has changed; the
// built-in value is back afterwards.
func TestTrainPlaysWithWeightsFromAFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games between Experts")
	}
	dir := t.TempDir()
	none := filepath.Join(dir, "none")
	require.NoError(t, os.MkdirAll(none, 0o755))
	names, err := json.Marshal(columbiz.FeatureNames)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(none, "columbiz.json"), []byte(`{"features": `+string(names)+`, "tables": {}}`), 0o644))
	committed := columbiz.Learned
	games := map[string][]byte{}
	for _, w := range []string{"", none} {
		out := filepath.Join(dir, fmt.Sprintf("value%d.json", len(games)))
		args := []string{"columbiz", "--players", "3", "--games", "1", "--iterations", "30", "--level", "expert", "--out", out}
		if w != "" {
			args = append(args, "--weights", w)
		}
		code, stdout, errOut := runCmd("train", args...)
		require.Equal(t, 0, code, errOut)
		if w != "" {
			assert.Contains(t, stdout, "weights: columbiz from "+none)
		}
		assert.Same(t, committed, columbiz.Learned, "the built-in value is back")
		ck, err := os.ReadFile(out + ".3.ckpt")
		require.NoError(t, err)
		games[w] = ck
	}
	assert.NotEqual(t, games[""], games[none], "the Experts played with another value")
}
