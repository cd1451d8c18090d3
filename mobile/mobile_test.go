package mobile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// frames runs the phone game's own update, as ebitenmobile's loop does.
func frames(t *testing.T, n int) {
	scenetest.OnMain(func() {
		for range n {
			require.NoError(t, phone.Update())
		}
	})
}

func TestPhoneApp(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "files")
	SetDataDir(dir)
	t.Cleanup(func() { SetDataDir("") })
	assert.False(t, Back(), "before the first frame there is nothing to go back from")

	frames(t, 3)
	a := phone.app()
	require.NotNil(t, a)
	assert.True(t, a.Phone)
	assert.False(t, a.CanQuit())
	assert.True(t, ui.Touch, "hints speak of taps")

	scenetest.OnMain(a.ApplySettings)
	_, err := os.Stat(filepath.Join(dir, "settings.json"))
	assert.NoError(t, err, "settings land in the host app's directory")

	assert.False(t, Back(), "at the title the back key leaves the app")
	scenetest.OnMain(func() { a.Push(scenes.NewSettings(a)) })
	frames(t, 1)
	require.Equal(t, "settings", a.Top().(scenes.Named).Name())
	assert.True(t, Back(), "the game takes the back key while a screen is open")
	frames(t, 2)
	assert.Equal(t, "title", a.Top().(scenes.Named).Name(), "back closed the settings")
	assert.False(t, Back())
	assert.Same(t, a, phone.ensure(), "one app for the life of the process")
}
