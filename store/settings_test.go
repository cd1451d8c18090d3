package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSettingsPersist(t *testing.T) {
	t.Setenv("ROOST_CONFIG_DIR", t.TempDir())
	s, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, Defaults(), s)
	s.Music, s.ColorBlind, s.AnimSpeed = 0.25, false, 2
	require.NoError(t, SaveSettings(s))
	got, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, s, got)
}

func TestDamagedSettingsAreKeptAside(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte("{not json"), 0o644))
	s, err := LoadSettings()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "damaged")
	assert.Equal(t, Defaults(), s)
	kept := asideFiles(t, dir, "settings.json")
	require.Len(t, kept, 1)
	assert.Equal(t, "{not json", kept[0])
	assert.Contains(t, err.Error(), "your file was kept as settings.json.2")
}

// asideFiles are the contents of the files NAME.*.bad in dir, oldest first.
func asideFiles(t *testing.T, dir, name string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, name+".*.bad"))
	require.NoError(t, err)
	var out []string
	for _, f := range m {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		out = append(out, string(b))
	}
	return out
}

// One bad value resets that value alone, and the player's file is copied
// aside before anything can write over it.
func TestOneBadValueKeepsTheOthers(t *testing.T) {
	for _, bad := range []string{`"fast"`, `1e999`, `[]`, `{}`, `"hello"`, `true`, `-3`} {
		dir := t.TempDir()
		t.Setenv("ROOST_CONFIG_DIR", dir)
		file := `{"master": 0.3, "music": 0.2, "anim_speed": ` + bad + `, "color_blind": false, "threats": true, "future_option": 7}`
		require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte(file), 0o644))
		s, err := LoadSettings()
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "anim_speed", bad)
		want := Defaults()
		want.Master, want.Music, want.ColorBlind, want.Threats = 0.3, 0.2, false, true
		assert.Equal(t, want, s, bad)
		again, err := LoadSettings()
		require.NoError(t, err, "the values kept were written back")
		assert.Equal(t, want, again, bad)
		require.NoError(t, SaveSettings(s))
		assert.Equal(t, []string{file}, asideFiles(t, dir, "settings.json"), bad)
	}
	for _, whole := range []string{`[]`, `"hello"`, `null`, `7`} {
		s, err := Decode([]byte(whole))
		assert.Error(t, err, whole)
		assert.Equal(t, Defaults(), s, whole)
	}
}

// A folder or a pipe where the settings or a save should be is moved aside
// with a message, never read (a pipe would block) and never written over.
func TestNotAFileIsMovedAside(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	require.NoError(t, os.Mkdir(filepath.Join(dir, "save-falconry.roost"), 0o755))
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "settings.json"), 0o644))
	_, ok, err := LoadGame("falconry")
	assert.False(t, ok)
	var aside *Aside
	require.ErrorAs(t, err, &aside)
	assert.Contains(t, err.Error(), "it is a folder, not a file")
	assert.Contains(t, err.Error(), "it was kept as save-falconry.roost.2")
	_, err = LoadSettings()
	assert.ErrorContains(t, err, "it is a named pipe")
	require.NoError(t, SaveGame("falconry", "roost-record: 2\n"))
	require.NoError(t, SaveSettings(Defaults()))
	got, ok, err := LoadGame("falconry")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "roost-record: 2\n", got)
	m, _ := filepath.Glob(filepath.Join(dir, "*.bad"))
	assert.Len(t, m, 2, "both kept aside: %v", m)
}

// A save the app may not read is moved aside, not replaced by the next
// autosave (root reads everything, so this runs only for other users).
func TestUnreadableSaveIsMovedAside(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root can read a file without permission")
	}
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	p := filepath.Join(dir, "save-columba.roost")
	require.NoError(t, os.WriteFile(p, []byte("precious"), 0o000))
	_, ok, err := LoadGame("columba")
	assert.False(t, ok)
	assert.ErrorContains(t, err, "permission denied")
	require.NoError(t, SaveGame("columba", "new"))
	m, _ := filepath.Glob(p + ".*.bad")
	require.Len(t, m, 1)
	require.NoError(t, os.Chmod(m[0], 0o600))
	b, _ := os.ReadFile(m[0])
	assert.Equal(t, "precious", string(b))
}

// Every damaged save is kept under its own name: a second never replaces
// the first, even within the same second.
func TestEveryDamagedSaveIsKept(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	at := time.Date(2026, 11, 23, 22, 46, 0, 0, time.UTC)
	now = func() time.Time { return at }
	t.Cleanup(func() { now = time.Now })
	for _, rec := range []string{"one", "two", "three"} {
		require.NoError(t, SaveGame("columbiz", rec))
		bad, err := SetAside("columbiz", errors.New("damaged"))
		require.NoError(t, err)
		assert.Contains(t, bad, "2026-11-23T224600")
	}
	assert.ElementsMatch(t, []string{"one", "two", "three"}, asideFiles(t, dir, "save-columbiz.roost"))
	_, ok, err := LoadGame("columbiz")
	require.NoError(t, err)
	assert.False(t, ok, "the save itself is cleared")
}

func TestOutOfRangeRepaired(t *testing.T) {
	s, err := Decode([]byte(`{"master": 7, "anim_speed": 3, "chosen_language": "xx", "music": 0.1}`))
	require.Error(t, err)
	assert.Equal(t, 1.0, s.Master)
	assert.Equal(t, 1.0, s.AnimSpeed)
	assert.Equal(t, "xx", s.Language, "a language this version does not speak is the game's to say, not a damaged file")
	assert.Equal(t, 0.1, s.Music)
}

// A language chosen is kept, whichever it is, and sets nothing aside; the
// "language" of earlier versions (always "en") is no choice.
func TestTheLanguageChosenStays(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	s, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, "", s.Language, "nothing chosen at first: the system's")
	for _, tag := range []string{"fr", "xx-unknown", ""} {
		s.Language = tag
		require.NoError(t, SaveSettings(s))
		got, err := LoadSettings()
		require.NoError(t, err)
		assert.Equal(t, tag, got.Language)
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"language": "en", "music": 0.3}`), 0o644))
	got, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, "", got.Language)
	assert.Equal(t, 0.3, got.Music)
	assert.Empty(t, asideFiles(t, dir, "settings.json"))
}

func FuzzDecodeSettings(f *testing.F) {
	f.Add([]byte(`{"master":0.5}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _ := Decode(data)
		assert.NoError(t, s.Validate(), "decoded settings are always valid")
	})
}

func TestSavedGames(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	_, ok, err := LoadGame("tokyodoves")
	require.NoError(t, err)
	assert.False(t, ok)
	require.NoError(t, SaveGame("tokyodoves", "roost-record: 1\n"))
	got, ok, err := LoadGame("tokyodoves")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "roost-record: 1\n", got)
	_, err = SetAside("tokyodoves", errors.New("damaged"))
	require.NoError(t, err)
	got, _, _ = LoadGame("tokyodoves")
	assert.Empty(t, got)
	assert.Equal(t, []string{"roost-record: 1\n"}, asideFiles(t, dir, "save-tokyodoves.roost"))
}

// A settings file an editor saved with a byte order mark and CRLF line
// ends keeps every value; a lesson count below nothing is reset alone
// (the course starts at its first lesson), the others kept.
func TestSettingsWithBOMAndCRLF(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	want := Defaults()
	want.Music, want.Threats, want.Learned = 0.25, true, map[string]int{"columbiz": 2}
	b := "\ufeff" + strings.ReplaceAll(string(Encode(want)), "\n", "\r\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte(b), 0o644))
	got, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, want, got)

	s, err := Decode([]byte(`{"music": 0.3, "learned": {"columbiz": -2, "falconry": 3}}`))
	require.ErrorContains(t, err, "learned")
	assert.Equal(t, map[string]int{"falconry": 3}, s.Learned)
	assert.Equal(t, 0.3, s.Music)
}
