//go:build linux

package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// jsonFiles are every JSON file the app keeps, with what reads it and what
// writes into what was read (a game's end, a puzzle solved, settings
// changed): each must survive any JSON that decodes to nothing.
var jsonFiles = []struct {
	name  string
	use   func() error // read, then write into what was read
	write func() error // a write alone
}{
	{"stats.json", func() error {
		return AddFinished(finished(9, []string{"human", "expert"}, []bool{true, false}, []float64{1, 0}, []int{3, 1}), levels)
	}, func() error { return SaveStats(Stats{}) }},
	{"history-columbiz.json", func() error {
		return AddFinished(finished(9, []string{"human", "expert"}, []bool{true, false}, []float64{1, 0}, []int{3, 1}), levels)
	}, func() error { return writeHistory("columbiz", historyFile{}) }},
	{"puzzles.json", func() error {
		p, _ := LoadPuzzles()
		p.Fails("td-002")
		p.Solves("td-001", "2026-11-25", true, true, "2026-11-24")
		return SavePuzzles(p)
	}, func() error { return SavePuzzles(Puzzles{}) }},
	{"settings.json", func() error {
		s, _ := LoadSettings()
		if s.Learned == nil {
			s.Learned = map[string]int{}
		}
		s.Learned["columbiz"]++
		return SaveSettings(s)
	}, func() error { return SaveSettings(Defaults()) }},
}

// JSON that decodes to nothing or to empty containers, at the top and
// inside: never a crash, never written into as nil.
func TestNullAndEmptyJSONEveryFile(t *testing.T) {
	for _, f := range jsonFiles {
		for _, content := range []string{"null", "{}", "[]", `""`, "0", "\ufeff{}", " \r\n",
			`{"columbiz": null}`, `{"columbiz": {"expert": null}}`, `{"columbiz": {}}`, `[null]`, `[{}]`,
			`{"solved": null, "tried": null}`, `{"solved": {"x": null}, "tried": {}}`,
			`{"learned": null, "offered": null}`, `{"learned": {"columbiz": -2}}`,
			`{"version": 2, "games": null, "tallies": null}`, `{"version": 2, "games": [null], "tallies": {"expert": null}}`} {
			dir := t.TempDir()
			t.Setenv("ROOST_CONFIG_DIR", dir)
			require.NoError(t, os.WriteFile(filepath.Join(dir, f.name), []byte(content), 0o644))
			require.NotPanics(t, func() { _ = f.use() }, "%s holding %s", f.name, content)
			require.NoError(t, f.use(), "%s holding %s, used twice", f.name, content)
			_, err := LoadStats()
			require.NoError(t, err)
			s, err := LoadSettings()
			require.NoError(t, err)
			assert.GreaterOrEqual(t, s.Learned["columbiz"], 0)
		}
	}
}

// fullDisk is a disk with room for so many bytes more; renames that need a
// new entry in a full folder may fail too.
type fullDisk struct {
	room       int
	noRenaming bool
}

func (d *fullDisk) WriteNew(path string, data []byte) error {
	if len(data) > d.room {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			_, _ = f.Write(data[:d.room]) // as a real disk: what fits
			f.Close()
		}
		return &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
	}
	d.room -= len(data)
	return osDisk{}.WriteNew(path, data)
}

func (d *fullDisk) Rename(from, to string) error {
	if _, err := os.Lstat(from); err != nil {
		return os.Rename(from, to) // nothing there: the system's own error
	}
	if d.noRenaming && strings.HasSuffix(to, ".bad") {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: syscall.ENOSPC}
	}
	return os.Rename(from, to)
}

// damaged is 100 KB that is no JSON, no record and no settings.
var damaged = bytes.Repeat([]byte("\x00damaged{"), 100<<10/9)

// dataFiles are every file the app keeps, with a write of each.
func dataFiles() []struct {
	name  string
	read  func() error
	write func() error
} {
	out := []struct {
		name  string
		read  func() error
		write func() error
	}{
		{"save-columbiz.roost", func() error { _, _, err := LoadGame("columbiz"); return err }, func() error { return SaveGame("columbiz", "roost-record: 3\n") }},
	}
	for _, f := range jsonFiles {
		read := map[string]func() error{
			"stats.json":            func() error { _, err := LoadStats(); return err },
			"history-columbiz.json": func() error { _, err := History("columbiz"); return err },
			"puzzles.json":          func() error { _, err := LoadPuzzles(); return err },
			"settings.json":         func() error { _, err := LoadSettings(); return err },
		}[f.name]
		out = append(out, struct {
			name  string
			read  func() error
			write func() error
		}{f.name, read, f.use})
	}
	return out
}

// On a full disk where even a rename fails, a damaged file stays where it
// is, the player is told it could not be set aside, and no write replaces
// it; once there is room it is set aside and the writes go on.
func TestFullDiskNeverReplacesADamagedFile(t *testing.T) {
	for _, f := range dataFiles() {
		if f.name == "save-columbiz.roost" {
			continue // a save is judged by the setup screen (SetAside below)
		}
		dir := t.TempDir()
		t.Setenv("ROOST_CONFIG_DIR", dir)
		p := filepath.Join(dir, f.name)
		require.NoError(t, os.WriteFile(p, damaged, 0o644))
		if f.name == "stats.json" { // the statistics are read from their old file until the history carries them
			require.NoError(t, os.WriteFile(filepath.Join(dir, "history-columbiz.json"), []byte("[]"), 0o644))
		}
		d := &fullDisk{room: 24 << 10, noRenaming: true}
		disk = d
		err := f.read()
		var aside *Aside
		require.ErrorAs(t, err, &aside, f.name)
		assert.Contains(t, err.Error(), "could not be set aside", f.name)
		assert.Contains(t, err.Error(), "nothing will be written over it", f.name)
		werr := f.write()
		if f.name != "stats.json" { // never written again: the history carries the statistics now
			require.Error(t, werr, f.name)
		}
		b, rerr := os.ReadFile(p)
		require.NoError(t, rerr)
		assert.True(t, bytes.Equal(damaged, b), "%s is left as it was", f.name)
		m, _ := filepath.Glob(filepath.Join(dir, "*.bad"))
		assert.Empty(t, m, "%s: nothing claims to be kept", f.name)

		d.noRenaming = false // room again: the next write sets it aside first
		if f.name == "stats.json" {
			require.Error(t, f.read())
		} else {
			_ = f.write() // may say the file was kept
			require.NoError(t, f.write(), f.name)
		}
		assert.Equal(t, [][]byte{damaged}, asideBytes(t, dir, f.name), f.name)
		disk = osDisk{}
	}
	// A damaged save the setup screen sets aside.
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	require.NoError(t, SaveGame("falconry", string(damaged)))
	disk = &fullDisk{room: 0, noRenaming: true}
	t.Cleanup(func() { disk = osDisk{} })
	_, err := SetAside("falconry", errors.New("not a record"))
	require.ErrorContains(t, err, "could not be set aside")
	require.Error(t, SaveGame("falconry", "roost-record: 3\n"))
	got, _, _ := LoadGame("falconry")
	assert.Equal(t, string(damaged), got)
}

// asideBytes are the files NAME.*.bad in dir.
func asideBytes(t *testing.T, dir, name string) [][]byte {
	var out [][]byte
	for _, s := range asideFiles(t, dir, name) {
		out = append(out, []byte(s))
	}
	return out
}

// On a real full disk (a 256 KB tmpfs, where the test may mount one): a
// damaged 100 KB file is kept byte for byte (a rename needs no room), the
// writes that do not fit fail with a message and leave the old file whole.
func TestRealFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a tmpfs needs root; TestFullDiskNeverReplacesADamagedFile covers a full disk with a fake one")
	}
	for _, f := range dataFiles() {
		dir := t.TempDir()
		if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=256k"); err != nil {
			t.Skipf("no tmpfs: %v", err)
		}
		t.Cleanup(func() { _ = syscall.Unmount(dir, 0) })
		t.Setenv("ROOST_CONFIG_DIR", dir)
		p := filepath.Join(dir, f.name)
		require.NoError(t, os.WriteFile(p, damaged, 0o644))
		if f.name == "stats.json" {
			require.NoError(t, os.WriteFile(filepath.Join(dir, "history-columbiz.json"), []byte("[]"), 0o644))
		}
		fill, err := os.Create(filepath.Join(dir, "fill"))
		require.NoError(t, err)
		var st syscall.Statfs_t
		require.NoError(t, syscall.Statfs(dir, &st))
		_, _ = fill.Write(make([]byte, int(st.Bavail)*int(st.Bsize)-24<<10))
		fill.Close()
		err = f.read()
		if f.name != "save-columbiz.roost" { // a save is read as bytes; its screen judges it
			require.Error(t, err, f.name)
			assert.Contains(t, err.Error(), "kept as", f.name)
			assert.Equal(t, [][]byte{damaged}, asideBytes(t, dir, f.name), f.name)
		} else {
			_, err := SetAside("columbiz", errors.New("not a record"))
			require.NoError(t, err)
			assert.Equal(t, [][]byte{damaged}, asideBytes(t, dir, f.name), f.name)
		}
	}
	// A write that does not fit: an error, and the old file is whole.
	dir := t.TempDir()
	require.NoError(t, syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=64k"))
	t.Cleanup(func() { _ = syscall.Unmount(dir, 0) })
	t.Setenv("ROOST_CONFIG_DIR", dir)
	require.NoError(t, SaveGame("columbiz", "roost-record: 3\nold\n"))
	err := SaveGame("columbiz", strings.Repeat("x", 80<<10))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no space left")
	got, _, err := LoadGame("columbiz")
	require.NoError(t, err)
	assert.Equal(t, "roost-record: 3\nold\n", got)
	m, _ := filepath.Glob(filepath.Join(dir, "*.tmp"))
	assert.Empty(t, m, "no temporary file left behind")
}

// specials makes each kind of special file at a path: a named pipe, a
// folder, a link to /dev/zero (a device that never ends), a device node
// (as root), a dangling link.
var specials = []struct {
	kind string
	make func(p string) error
}{
	{"pipe", func(p string) error { return syscall.Mkfifo(p, 0o644) }},
	{"folder", func(p string) error { return os.Mkdir(p, 0o755) }},
	{"link to /dev/zero", func(p string) error { return os.Symlink("/dev/zero", p) }},
	{"device", func(p string) error {
		if os.Geteuid() != 0 {
			return os.Symlink("/dev/null", p)
		}
		return syscall.Mknod(p, syscall.S_IFCHR|0o644, 1<<8|3) // /dev/null's numbers
	}},
}

// Every file the app reads and writes, with a special file in its place
// or in its temporary file's place: read without blocking nor reading
// without end, set aside with a message, and the next write works (or, for
// the temporary file, is refused with a message).
func TestSpecialFilesEveryFile(t *testing.T) {
	tried := 0
	for _, f := range dataFiles() {
		for _, sp := range specials {
			dir := t.TempDir()
			t.Setenv("ROOST_CONFIG_DIR", dir)
			p := filepath.Join(dir, f.name)
			require.NoError(t, sp.make(p))
			err := f.read()
			var aside *Aside
			require.ErrorAs(t, err, &aside, "%s as a %s", f.name, sp.kind)
			assert.Contains(t, err.Error(), "not a file", "%s as a %s", f.name, sp.kind)
			require.NoError(t, f.write(), "%s as a %s", f.name, sp.kind)
			if f.name == "stats.json" { // never written again: the statistics go with the history
				_, err := os.Lstat(p)
				assert.ErrorIs(t, err, os.ErrNotExist)
				p = filepath.Join(dir, "history-columbiz.json")
			}
			fi, err := os.Lstat(p)
			require.NoError(t, err)
			assert.True(t, fi.Mode().IsRegular(), "%s as a %s", f.name, sp.kind)

			// In the temporary file's way: refused, never opened.
			require.NoError(t, sp.make(p+".tmp"))
			err = f.write()
			require.Error(t, err, "%s.tmp as a %s", f.name, sp.kind)
			assert.Contains(t, err.Error(), ".tmp", "%s.tmp as a %s", f.name, sp.kind)
			fi, err = os.Lstat(p + ".tmp")
			require.NoError(t, err)
			assert.False(t, fi.Mode().IsRegular(), "left as it was")
			tried += 2
		}
	}
	fmt.Printf("special files: %d tried (%d files x %d kinds, in the file's place and in its temporary file's), none read nor opened\n", tried, len(dataFiles()), len(specials))
}

// The one reader refuses what is not a plain file and what is too long,
// before reading it.
func TestReadFileRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, sp := range specials {
		p := filepath.Join(dir, strings.ReplaceAll(sp.kind, "/", "-"))
		require.NoError(t, sp.make(p))
		_, err := ReadFile(p, MaxRecordBytes)
		assert.ErrorContains(t, err, "not a file", sp.kind)
	}
	p := filepath.Join(dir, "long")
	require.NoError(t, os.WriteFile(p, make([]byte, 11), 0o644))
	_, err := ReadFile(p, 10)
	assert.ErrorIs(t, err, ErrTooLong)
	b, err := ReadFile(p, 11)
	require.NoError(t, err)
	assert.Len(t, b, 11)
}

// A save longer than a record may be is set aside, not read.
func TestLongSaveIsSetAside(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "save-columba.roost"), make([]byte, MaxRecordBytes+1), 0o644))
	_, ok, err := LoadGame("columba")
	assert.False(t, ok)
	assert.ErrorIs(t, err, ErrTooLong)
	assert.Len(t, asideFiles(t, dir, "save-columba.roost"), 1)
}

// A held file the player removes (to start again) holds nothing more; a
// hold is of its folder's file, not of the same name in another folder.
func TestHeldFileRemovedStartsAgain(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	p := filepath.Join(dir, "puzzles.json")
	require.NoError(t, os.WriteFile(p, damaged, 0o644))
	disk = &fullDisk{room: 1 << 20, noRenaming: true}
	t.Cleanup(func() { disk = osDisk{} })
	_, err := LoadPuzzles()
	require.ErrorContains(t, err, "could not be set aside")
	require.Error(t, SavePuzzles(Puzzles{Streak: 1}))

	other := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", other)
	require.NoError(t, SavePuzzles(Puzzles{Streak: 2}), "another folder's puzzles.json is not held")

	t.Setenv("ROOST_CONFIG_DIR", dir)
	require.NoError(t, os.Remove(p))
	require.NoError(t, SavePuzzles(Puzzles{Streak: 3}), "removed: the progress starts again")
	got, err := LoadPuzzles()
	require.NoError(t, err)
	assert.Equal(t, 3, got.Streak)
}
