package scenes_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// A past game exported is a record file in the records folder; Import
// offers that folder's files and keeps the game chosen in its game's past
// games (not in the statistics); a damaged record is refused with its line
// and the reason, an unfinished one too, and nothing of them is kept; a
// record that arrives from outside (the browser's picker, a phone's share)
// is imported on the next frame.
func TestRecordsOutAndIn(t *testing.T) {
	d := scenetest.New(t)
	f := scenes.DemoFinished("tokyodoves", 2, 3, "expert", time.Date(2026, 11, 25, 10, 0, 0, 0, time.Local))
	var folder string
	scenetest.OnMain(func() {
		folder = scenes.RecordsFolder(d.A.Porter)
		d.A.ExportRecord(f)
	})
	require.NotEmpty(t, folder)
	path := filepath.Join(folder, "tokyodoves-2026-11-25-1000.roost")
	b, err := os.ReadFile(path)
	require.NoError(t, err, "exported into the records folder")
	assert.Equal(t, f.Record, string(b))
	assert.Contains(t, d.A.CurrentToast(), path)
	scenetest.OnMain(func() { d.A.ExportRecord(f) })
	_, err = os.Stat(filepath.Join(folder, "tokyodoves-2026-11-25-1000-2.roost"))
	require.NoError(t, err, "a second export is a second file, the first untouched")
	require.NoError(t, os.Remove(filepath.Join(folder, "tokyodoves-2026-11-25-1000-2.roost")))

	// Damaged: an action that is not legal there; unfinished: the end cut off.
	lines := strings.Split(f.Record, "\n")
	bad := append([]string(nil), lines...)
	for i, l := range bad {
		if l == "actions:" {
			bad[i+2] = "Zz9"
			break
		}
	}
	require.NoError(t, os.WriteFile(filepath.Join(folder, "bad.roost"), []byte(strings.Join(bad, "\n")), 0o644))
	stats, _ := store.LoadStats()
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHistory(d.A, "tokyodoves")) })
	h := d.Top().(*scenes.HistoryScreen)
	require.Empty(t, h.Rows())
	d.ClickButton(lang.T("records.import"))
	require.Equal(t, "choice", d.TopName())
	d.ClickButton("bad")
	assert.Contains(t, d.A.CurrentToast(), "bad.roost was not opened: record line")
	assert.Empty(t, h.Rows(), "nothing of a damaged record is kept")

	d.ClickButton(lang.T("records.import"))
	d.ClickButton("tokyodoves-2026-11-25-1000")
	assert.Equal(t, "A game of Tokyo Doves is in your past games.", d.A.CurrentToast())
	require.Len(t, h.Rows(), 1)
	// (a seat's words are joined by no-break spaces: a row's line breaks
	// between seats)
	assert.Contains(t, h.Rows()[0], "Red\u00a0(a\u00a0person) · Green\u00a0(Expert)", "nobody's seat was played here")
	after, _ := store.LoadStats()
	assert.Equal(t, stats, after, "an imported game is not counted in the statistics")

	m, err := game.LoadRecord(f.Record)
	require.NoError(t, err)
	m.KeepFirst(len(m.History()) - 2)
	scenes.Arrive("half.roost", m.Record())
	d.Step(1)
	assert.Equal(t, "half.roost was not opened: its game is not finished", d.A.CurrentToast())
	scenes.Arrive("shared", f.Record)
	d.Step(1)
	assert.Len(t, h.Rows(), 2, "a record shared to the app")

	// Opened from the past games, the replay exports it again.
	d.ClickButton(strings.SplitN(h.Rows()[0], " | ", 2)[0])
	require.Equal(t, "tokyodoves", d.TopName())
	for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
		if b, ok := w.(*ui.Button); ok && b.Tooltip == lang.T("records.export.tip") {
			d.Click(b.R.Min.Add(b.R.Size().Div(2)))
		}
	}
	assert.Contains(t, d.A.CurrentToast(), folder)
	require.NoError(t, os.RemoveAll(folder))
	for _, r := range []string{"tokyodoves"} {
		hist, _ := store.History(r)
		for _, g := range hist {
			require.NoError(t, store.DeleteFinished(r, g.ID))
		}
	}
}

// Import of what is not a record file (a pipe, a link to /dev/zero, a
// link to a folder, a device, a file past the limit) answers at once with
// the reason, through the player's path: the past games' Import, the file
// chosen.
func TestImportOfSpecialFiles(t *testing.T) {
	d := scenetest.New(t)
	var folder string
	scenetest.OnMain(func() { folder = scenes.RecordsFolder(d.A.Porter) })
	require.NoError(t, os.MkdirAll(folder, 0o755))
	t.Cleanup(func() { os.RemoveAll(folder) })
	require.NoError(t, syscall.Mkfifo(filepath.Join(folder, "pipe.roost"), 0o644))
	require.NoError(t, os.Symlink("/dev/zero", filepath.Join(folder, "zero.roost")))
	require.NoError(t, os.Symlink(t.TempDir(), filepath.Join(folder, "folder.roost")))
	if os.Geteuid() == 0 {
		require.NoError(t, syscall.Mknod(filepath.Join(folder, "device.roost"), syscall.S_IFCHR|0o644, 1<<8|3))
	} else {
		require.NoError(t, os.Symlink("/dev/null", filepath.Join(folder, "device.roost")))
	}
	require.NoError(t, os.WriteFile(filepath.Join(folder, "long.roost"), make([]byte, scenes.MaxRecordBytes+1), 0o644))
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHistory(d.A, "columbiz")) })
	for name, why := range map[string]string{"pipe": "it is a named pipe, not a file", "zero": "it is a device, not a file",
		"folder": "it is a folder, not a file", "device": "it is a device, not a file", "long": "the file is too long"} {
		d.ClickButton(lang.T("records.import"))
		require.Equal(t, "choice", d.TopName())
		d.ClickButton(name)
		assert.Contains(t, d.A.CurrentToast(), name+".roost could not be read: "+why)
	}
}
