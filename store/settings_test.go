package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSettingsPersist(t *testing.T) {
	t.Setenv("ROOST_CONFIG_DIR", t.TempDir())
	s, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, Defaults(), s)
	s.Music, s.ColorBlind, s.AnimSpeed = 0.25, true, 2
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
	kept, err := os.ReadFile(filepath.Join(dir, "settings.json.bad"))
	require.NoError(t, err)
	assert.Equal(t, "{not json", string(kept))
}

func TestOutOfRangeRepaired(t *testing.T) {
	s, err := Decode([]byte(`{"master": 7, "anim_speed": 3, "language": "xx", "music": 0.1}`))
	require.Error(t, err)
	assert.Equal(t, 1.0, s.Master)
	assert.Equal(t, 1.0, s.AnimSpeed)
	assert.Equal(t, "en", s.Language)
	assert.Equal(t, 0.1, s.Music)
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
	require.NoError(t, SetAside("tokyodoves", got))
	got, _, _ = LoadGame("tokyodoves")
	assert.Empty(t, got)
	kept, err := os.ReadFile(filepath.Join(dir, "save-tokyodoves.roost.bad"))
	require.NoError(t, err)
	assert.Equal(t, "roost-record: 1\n", string(kept))
}
