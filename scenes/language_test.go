package scenes_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/store"
)

// catalogue is a key's text in a language's message file, read from the
// file itself (not through the language spoken).
func catalogue(t *testing.T, tag, key string) string {
	t.Helper()
	m, err := lang.Messages(tag)
	require.NoError(t, err)
	require.Contains(t, m, key)
	return m[key]["other"]
}

// menuIn starts the game as a player does, from an empty config folder,
// and returns the menu's buttons.
func menuIn(t *testing.T) []string {
	t.Helper()
	d := scenetest.New(t)
	d.Key(input.Confirm)
	require.Equal(t, "menu", d.TopName())
	var out []string
	m := d.Top().(*scenes.Menu)
	scenetest.OnMain(func() { out = m.Buttons() })
	return out
}

// A first start, nothing chosen: the game speaks the system's language
// (the desktop's locale variables), English where the system's is one it
// does not speak or is C.
func TestTheSystemsLanguageAtFirstStart(t *testing.T) {
	require.False(t, lang.Pinned(), "the player's path: no language pinned")
	for _, c := range []struct{ env, tag string }{
		{"fr_FR.UTF-8", "fr"}, {"pt_PT.UTF-8", "pt-PT"}, {"ja_JP.UTF-8", "ja"}, {"C", "en"}, {"de_DE.UTF-8", "en"},
	} {
		t.Run(c.env, func(t *testing.T) {
			t.Setenv("ROOST_CONFIG_DIR", t.TempDir())
			t.Setenv("LANG", c.env)
			buttons := menuIn(t)
			assert.Contains(t, buttons, catalogue(t, c.tag, "menu.settings"), "LANG=%s", c.env)
			assert.Contains(t, buttons, catalogue(t, c.tag, "menu.howto"), "LANG=%s", c.env)
		})
	}
}

// A language chosen in Settings, through the Settings screen's own
// button, is stored; a new app (a restart) speaks it, over the system's.
// An unknown stored language falls back to the system's with a word, and
// the player's file is not set aside.
func TestTheLanguageChosenSurvivesARestart(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	t.Setenv("LANG", "ja_JP.UTF-8")
	d := scenetest.New(t)
	d.Key(input.Confirm)
	d.ClickButton(catalogue(t, "ja", "menu.settings"))
	require.Equal(t, "settings", d.TopName())
	// The languages are a row of buttons: the system's, then each by its
	// name.
	system := strings.ReplaceAll(catalogue(t, "ja", "settings.language.system"), "{{.Name}}", "日本語")
	d.Button(system)
	for _, next := range []string{"English", "Français"} {
		d.ClickButton(next)
		d.Step(1)
	}
	d.Button("Français")
	assert.Contains(t, d.Top().(*scenes.Settings).Rows(), catalogue(t, "fr", "settings.language"), "the screen speaks French at once")
	assert.Equal(t, "fr", d.A.Settings.Language)
	stored, err := store.LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, "fr", stored.Language)

	// A restart: a new app from the stored settings, the system still
	// Japanese.
	assert.Contains(t, menuIn(t), catalogue(t, "fr", "menu.settings"))

	// Back to the system's language: nothing chosen.
	d2 := scenetest.New(t)
	d2.Key(input.Confirm)
	d2.ClickButton(catalogue(t, "fr", "menu.settings"))
	d2.Step(1)
	d2.ClickButton(strings.ReplaceAll(catalogue(t, "fr", "settings.language.system"), "{{.Name}}", "日本語")) // (the screen speaks French)
	d2.Step(1)
	assert.Equal(t, "", d2.A.Settings.Language)
	assert.Contains(t, menuIn(t), catalogue(t, "ja", "menu.settings"))

	// A language this version does not speak.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"chosen_language": "tlh", "music": 0.3}`), 0o644))
	d3 := scenetest.New(t)
	assert.Equal(t, strings.ReplaceAll(catalogue(t, "ja", "settings.language.unknown"), "{{.Tag}}", "tlh"), d3.A.CurrentToast())
	assert.Equal(t, 0.3, d3.A.Settings.Music)
	bad, _ := filepath.Glob(filepath.Join(dir, "*.bad"))
	assert.Empty(t, bad, "the player's file is not set aside")
	d3.Key(input.Confirm)
	assert.Contains(t, d3.Top().(*scenes.Menu).Buttons(), catalogue(t, "ja", "menu.settings"))
}
