package store

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var levels = []string{"beginner", "standard", "expert"}

func finished(ended int64, players []string, mine []bool, returns []float64, scores []int) Finished {
	return Finished{Game: "columbiz", Variant: "standard", Ended: ended, Players: players, Mine: mine,
		Returns: returns, Scores: scores, Actions: 30, Record: fmt.Sprintf("record %d", ended)}
}

func TestHistoryKeepsTheNewestAndDeletes(t *testing.T) {
	t.Setenv("ROOST_CONFIG_DIR", t.TempDir())
	h, err := History("columbiz")
	require.NoError(t, err)
	assert.Empty(t, h)
	for i := int64(1); i <= KeepFinished+5; i++ {
		require.NoError(t, AddFinished(finished(i, []string{"human", "expert"}, []bool{true, false}, []float64{1, 0}, []int{30, 20}), levels))
	}
	h, err = History("columbiz")
	require.NoError(t, err)
	require.Len(t, h, KeepFinished)
	assert.Equal(t, int64(KeepFinished+5), h[0].Ended, "the newest first")
	assert.Equal(t, int64(6), h[len(h)-1].Ended, "the oldest dropped")
	require.NoError(t, DeleteFinished("columbiz", h[1].ID))
	after, err := History("columbiz")
	require.NoError(t, err)
	require.Len(t, after, KeepFinished-1)
	assert.Equal(t, h[0].ID, after[0].ID)
	assert.Equal(t, h[2].ID, after[1].ID)
	assert.Error(t, DeleteFinished("columbiz", "nothing"))

	st, err := LoadStats()
	require.NoError(t, err)
	tl := st["columbiz"]["expert"]
	require.NotNil(t, tl)
	assert.Equal(t, KeepFinished+5, tl.Played, "the statistics keep every game, deleted or dropped")
	assert.Equal(t, KeepFinished+5, tl.BestStreak)
}

func TestADamagedHistoryIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "history-tokyodoves.json"), []byte("[{broken"), 0o644))
	h, err := History("tokyodoves")
	require.Error(t, err)
	assert.Empty(t, h)
	var aside *Aside
	require.ErrorAs(t, err, &aside)
	assert.Len(t, asideFiles(t, dir, "history-tokyodoves.json"), 1)
	// The next game starts the history again.
	f := finished(5, []string{"human", "human"}, []bool{true, true}, []float64{1, 0}, nil)
	f.Game = "tokyodoves"
	require.NoError(t, AddFinished(f, levels))
	h, err = History("tokyodoves")
	require.NoError(t, err)
	assert.Len(t, h, 1)

	require.NoError(t, os.WriteFile(filepath.Join(dir, "stats.json"), []byte("nope"), 0o644))
	st, err := LoadStats()
	require.Error(t, err)
	assert.Equal(t, 1, st["tokyodoves"][VsPeople].Played, "the statistics kept with the history are whole")
	assert.Len(t, asideFiles(t, dir, "stats.json"), 1)
}

func TestTallies(t *testing.T) {
	st := Stats{}
	vsExpert := []string{"human", "beginner", "expert"}
	mine := []bool{true, false, false}
	for _, g := range []struct {
		returns []float64
		scores  []int
	}{
		{[]float64{1, 0, 0}, []int{40, 10, 20}},
		{[]float64{1, 0, 0}, []int{35, 10, 20}},
		{[]float64{0.5, 0.5, 0}, []int{30, 30, 20}}, // a shared first place ends the run
		{[]float64{1, 0, 0}, []int{50, 10, 20}},
		{[]float64{0, 1, 0}, []int{10, 40, 20}},
		{[]float64{0, 1, 0}, []int{10, 40, 20}},
	} {
		st.Add(finished(1, vsExpert, mine, g.returns, g.scores), levels)
	}
	tl := st["columbiz"]["expert"]
	assert.Equal(t, Tally{Played: 6, Won: 3, Drawn: 1, Lost: 2, Streak: -2, BestStreak: 2, BestScore: 50, Scored: true, Actions: 180}, *tl)

	// People at one screen: played, nobody's win.
	st.Add(finished(2, []string{"human", "human"}, []bool{true, true}, []float64{1, 0}, []int{3, 1}), levels)
	assert.Equal(t, Tally{Played: 1, Actions: 30}, *st["columbiz"][VsPeople])
	// Online, against the standard computer: online.
	f := finished(3, []string{"human", "standard"}, []bool{false, true}, []float64{0, 1}, nil)
	f.Online = true
	st.Add(f, levels)
	assert.Equal(t, Tally{Played: 1, Won: 1, Streak: 1, BestStreak: 1, Actions: 30}, *st["columbiz"][VsOnline])
	assert.Equal(t, "standard", Opponent(finished(1, []string{"beginner", "human", "standard"}, nil, nil, nil), levels))
}

// The first form (a list of games, the statistics in stats.json) is taken
// over by the first write: the figures go on from stats.json's, and the
// game and its count are kept in one write from then on.
func TestHistoryFirstFormIsTakenOver(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	old := finished(1, []string{"human", "expert"}, []bool{true, false}, []float64{1, 0}, []int{3, 1})
	old.ID = "1-0"
	b, _ := json.Marshal([]Finished{old})
	require.NoError(t, os.WriteFile(filepath.Join(dir, "history-columbiz.json"), b, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "stats.json"), []byte(`{"columbiz":{"expert":{"played":7,"won":5,"streak":2,"best_streak":3,"actions":70}},"falconry":{"people":{"played":2}}}`), 0o644))
	require.NoError(t, AddFinished(finished(2, []string{"human", "expert"}, []bool{true, false}, []float64{1, 0}, []int{4, 1}), levels))
	st, err := LoadStats()
	require.NoError(t, err)
	assert.Equal(t, Tally{Played: 8, Won: 6, Streak: 3, BestStreak: 3, BestScore: 4, Scored: true, Actions: 100}, *st["columbiz"]["expert"])
	assert.Equal(t, 2, st["falconry"][VsPeople].Played, "a game without a history file yet keeps its old figures")
	h, err := History("columbiz")
	require.NoError(t, err)
	assert.Len(t, h, 2)
	raw, err := os.ReadFile(filepath.Join(dir, "history-columbiz.json"))
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"version":2`)

	require.NoError(t, SaveStats(Stats{}), "a clean slate")
	st, err = LoadStats()
	require.NoError(t, err)
	assert.Empty(t, st)
	h, err = History("columbiz")
	require.NoError(t, err)
	assert.Len(t, h, 2, "the games stay")
}

// A damaged stats.json of the first form never hides a history: the
// games read, the statistics' file is set aside when they are read.
func TestDamagedOldStatisticsLeaveTheHistory(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	f := finished(1, []string{"human", "expert"}, []bool{true, false}, []float64{1, 0}, nil)
	b, _ := json.Marshal([]Finished{f})
	require.NoError(t, os.WriteFile(filepath.Join(dir, "history-columbiz.json"), b, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "stats.json"), []byte("{broken"), 0o644))
	h, err := History("columbiz")
	require.NoError(t, err)
	assert.Len(t, h, 1)
	_, err = LoadStats()
	require.Error(t, err)
	assert.Len(t, asideFiles(t, dir, "stats.json"), 1)
}
