package store

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noHome makes the process look like an Android app: no $HOME, no
// $XDG_CONFIG_HOME, no $ROOST_CONFIG_DIR.
func noHome(t *testing.T) {
	for _, k := range []string{"HOME", "XDG_CONFIG_HOME", "ROOST_CONFIG_DIR", "AppData", "APPDATA"} {
		t.Setenv(k, "")
		require.NoError(t, os.Unsetenv(k))
	}
	t.Cleanup(func() { SetDataDir("") })
}

func TestNoHomeSaysWhatIsMissing(t *testing.T) {
	noHome(t)
	s, err := LoadSettings()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no folder to keep settings")
	assert.Equal(t, Defaults(), s, "the defaults still apply")
	err = SaveSettings(s)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "ROOST_CONFIG_DIR")
}

func TestDataDirWithoutHome(t *testing.T) {
	noHome(t)
	dir := filepath.Join(t.TempDir(), "files")
	SetDataDir(dir)
	got, err := Dir()
	require.NoError(t, err)
	assert.Equal(t, dir, got)

	s := Defaults()
	s.Effects, s.Threats = 0.3, true
	require.NoError(t, SaveSettings(s))
	back, err := LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, s, back)

	require.NoError(t, SaveGame("columbiz", "roost-record: 1\n"))
	rec, ok, err := LoadGame("columbiz")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "roost-record: 1\n", rec)
	_, err = os.Stat(filepath.Join(dir, "settings.json"))
	assert.NoError(t, err, "the files land in the data directory")
}

func TestDataDirComesFirst(t *testing.T) {
	env := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", env)
	t.Cleanup(func() { SetDataDir("") })
	app := t.TempDir()
	SetDataDir(app)
	d, err := Dir()
	require.NoError(t, err)
	assert.Equal(t, app, d, "the host app's directory wins over the environment")
	SetDataDir("")
	d, err = Dir()
	require.NoError(t, err)
	assert.Equal(t, env, d, "an empty data dir goes back to the default")
}
