package scenes_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/store"
)

// The menu reads the puzzles' progress for the daily badge: progress that
// cannot be read is set aside, and the player is told where it was kept.
func TestMenuTellsOfPuzzleProgressSetAside(t *testing.T) {
	d := scenetest.New(t)
	dir, err := store.Dir()
	require.NoError(t, err)
	p := filepath.Join(dir, "puzzles.json")
	require.NoError(t, os.WriteFile(p, []byte(`{"streak": 3, "solved": {`), 0o644))
	t.Cleanup(func() {
		m, _ := filepath.Glob(p + ".*.bad")
		for _, f := range m {
			os.Remove(f)
		}
	})
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A)) })
	assert.Contains(t, d.A.CurrentToast(), "puzzles.json could not be read")
	assert.Contains(t, d.A.CurrentToast(), "it was kept as puzzles.json.")
	m, _ := filepath.Glob(p + ".*.bad")
	assert.Len(t, m, 1)
}

// A save of format 1 (no end line) of a game not over is offered with the
// word that its end could not be checked, never silently as a shorter
// game; one cut inside a line is set aside with the reason.
func TestOldSaveIsOfferedWithAWord(t *testing.T) {
	d := scenetest.New(t)
	m, err := game.NewMatch(mustDef(t, "columbiz"), "standard", []string{"human", "expert"}, 7, "")
	require.NoError(t, err)
	for i := 0; i < 6; i++ {
		if m.State.ToMove() == game.Chance {
			_, err = m.ResolveChance()
		} else {
			_, err = m.Play(m.State.Legal(nil)[0])
		}
		require.NoError(t, err)
	}
	rec := m.Record()
	old := strings.Replace(rec[:strings.LastIndex(rec, "end: ")], "roost-record: 3", "roost-record: 1", 1)
	require.NoError(t, store.SaveGame("columbiz", old))
	t.Cleanup(func() { _ = store.ClearGame("columbiz") })
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "columbiz")) })
	assert.Contains(t, d.A.CurrentToast(), "whether it was cut short cannot be checked")
	assert.Contains(t, d.Top().(scenes.Layered).Widgets().Labels(), lang.T("setup.continue"))

	require.NoError(t, store.SaveGame("columbiz", strings.TrimSuffix(old, "\n")[:len(old)-3]))
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "columbiz")) })
	assert.Contains(t, d.A.CurrentToast(), "could not be loaded (record line")
	assert.NotContains(t, d.Top().(scenes.Layered).Widgets().Labels(), lang.T("setup.continue"))
	dir, _ := store.Dir()
	bad, _ := filepath.Glob(filepath.Join(dir, "save-columbiz.roost.*.bad"))
	for _, f := range bad {
		os.Remove(f)
	}
	assert.Len(t, bad, 1)
}

func mustDef(t *testing.T, name string) *game.Def {
	d, err := game.Lookup(name)
	require.NoError(t, err)
	return d
}

// A 50 MB save opens the setup screen at once: refused by its length
// before it is read, set aside with the reason.
func TestHugeSaveIsSetAsideUnread(t *testing.T) {
	d := scenetest.New(t)
	dir, err := store.Dir()
	require.NoError(t, err)
	p := filepath.Join(dir, "save-falconry.roost")
	require.NoError(t, os.WriteFile(p, []byte("roost-record: 3\n"), 0o644))
	require.NoError(t, os.Truncate(p, 50<<20))
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "falconry")) })
	assert.Contains(t, d.A.CurrentToast(), "the file is too long (52428800 bytes; at most 4194304 are read)")
	assert.NotContains(t, d.Top().(scenes.Layered).Widgets().Labels(), lang.T("setup.continue"))
	bad, _ := filepath.Glob(p + ".*.bad")
	require.Len(t, bad, 1)
	for _, f := range bad {
		os.Remove(f)
	}
}
