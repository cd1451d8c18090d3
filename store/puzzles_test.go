package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The run of first tries, the best run, and the daily run (two days in a
// row, then a day missed), kept across a save.
func TestPuzzleRuns(t *testing.T) {
	t.Setenv("ROOST_CONFIG_DIR", t.TempDir())
	p, err := LoadPuzzles()
	require.NoError(t, err)
	p.Solves("td-001", "2026-11-25", true, true, "2026-11-24")
	p.Solves("td-002", "2026-11-25", true, false, "2026-11-24")
	assert.Equal(t, [4]int{2, 2, 1, 1}, [4]int{p.Streak, p.Best, p.Daily, p.BestDaily})
	p.Fails("td-003")
	assert.True(t, p.Tried["td-003"])
	assert.Zero(t, p.Streak)
	p.Solves("td-003", "2026-11-26", false, true, "2026-11-25") // solved after a wrong move: today's, yet no first try
	assert.False(t, p.Tried["td-003"])
	assert.False(t, p.Solved["td-003"].First)
	assert.Equal(t, [4]int{0, 2, 2, 2}, [4]int{p.Streak, p.Best, p.Daily, p.BestDaily})
	p.Solves("td-003", "2026-11-26", true, true, "2026-11-25") // again the same day: the daily run counts once
	assert.True(t, p.Solved["td-003"].First)
	assert.Equal(t, 2, p.Daily)
	assert.Equal(t, 2, p.DailyRun("2026-11-27", "2026-11-26"), "yesterday's keeps the run alive today")
	assert.Zero(t, p.DailyRun("2026-11-28", "2026-11-27"), "a day missed ends it")
	p.Solves("td-004", "2026-11-28", true, true, "2026-11-27")
	assert.Equal(t, [2]int{1, 2}, [2]int{p.Daily, p.BestDaily})
	p.Fails("td-001") // a solved puzzle failed later stays solved
	assert.False(t, p.Tried["td-001"])
	require.NoError(t, SavePuzzles(p))
	got, err := LoadPuzzles()
	require.NoError(t, err)
	assert.Equal(t, p, got)
}

func TestDamagedPuzzlesAreKeptAside(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "puzzles.json"), []byte(`{"solved": [`), 0o644))
	p, err := LoadPuzzles()
	require.Error(t, err)
	assert.Equal(t, Puzzles{}, p)
	assert.Equal(t, []string{`{"solved": [`}, asideFiles(t, dir, "puzzles.json"))
	p, err = LoadPuzzles()
	require.NoError(t, err, "it starts again")
	assert.Equal(t, Puzzles{}, p)
}
