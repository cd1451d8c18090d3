package scenes_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
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

// A damaged file that cannot be set aside (here a folder that became
// read-only, as root on a tmpfs) is held: the player is asked whether to
// keep it as it is (nothing is written over it) or to start again, and
// starting again removes it and lets the progress be written again.
func TestHeldFileAsksThePlayer(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a tmpfs needs root; store's TestHeldFileRemovedStartsAgain covers the hold")
	}
	for _, choice := range []string{"store.held.keep", "store.held.start-again"} {
		dir := t.TempDir()
		if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=1m"); err != nil {
			t.Skipf("no tmpfs: %v", err)
		}
		t.Cleanup(func() { _ = syscall.Unmount(dir, 0) })
		t.Setenv("ROOST_CONFIG_DIR", dir)
		p := filepath.Join(dir, "puzzles.json")
		damaged := `{"streak": 3, "solved": {`
		require.NoError(t, os.WriteFile(p, []byte(damaged), 0o644))
		require.NoError(t, syscall.Mount("", dir, "", syscall.MS_REMOUNT|syscall.MS_RDONLY, ""))
		d := scenetest.New(t)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A)) })
		assert.Contains(t, d.A.CurrentToast(), "could not be set aside")
		d.Step(1)
		require.Equal(t, "choice", d.TopName())
		assert.Equal(t, []string{"puzzles.json"}, store.Held())
		require.NoError(t, syscall.Mount("", dir, "", syscall.MS_REMOUNT, "")) // room again
		d.ClickButton(lang.T(choice, "File", "puzzles.json"))
		if choice == "store.held.keep" {
			// Kept as it is; the next write sets it aside first, now that it can.
			b, err := os.ReadFile(p)
			require.NoError(t, err)
			assert.Equal(t, damaged, string(b))
			require.NoError(t, store.SavePuzzles(store.Puzzles{Streak: 1}))
			kept, _ := filepath.Glob(p + ".*.bad")
			assert.Len(t, kept, 1)
		} else {
			assert.Equal(t, "puzzles.json was removed: it starts again.", d.A.CurrentToast())
			_, err := os.Stat(p)
			assert.ErrorIs(t, err, os.ErrNotExist)
			require.NoError(t, store.SavePuzzles(store.Puzzles{Streak: 1}))
		}
		assert.Empty(t, store.Held())
		d.Step(1)
		assert.NotEqual(t, "choice", d.TopName(), "asked once")
	}
}
