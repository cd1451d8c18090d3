package scenes_test

import (
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

func centre(r image.Rectangle) image.Point { return r.Min.Add(image.Pt(r.Dx()/2, r.Dy()/2)) }

func TestTitleClickReachesMenu(t *testing.T) {
	d := scenetest.New(t)
	assert.Equal(t, "title", d.TopName())
	assert.Greater(t, d.Colours(), 10, "the title draws a picture")
	d.Step(5)
	d.Click(image.Pt(320, 200))
	assert.Equal(t, "menu", d.TopName())
	d.Step(20) // cross-fade
	assert.Greater(t, d.Colours(), 10)
}

func TestMenuShowsFourGames(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	require.Equal(t, "menu", d.TopName())
	m := d.Top().(*scenes.Menu)
	var titles []string
	for _, c := range m.Cards {
		titles = append(titles, scenes.GameTitle(c.Info.Key))
	}
	assert.Equal(t, []string{"Columba", "Columbiz", "Falconry", "Tokyo Doves"}, titles)
	assert.Equal(t, []string{"Play online", "Puzzles", "Statistics", "How to play", "Settings", "Quit"}, m.Buttons())
	assert.True(t, m.Cards[3].Playable)
	assert.True(t, m.Cards[1].Playable)
	assert.True(t, m.Cards[2].Playable)
	assert.True(t, m.Cards[0].Playable)
}

// Columba is reached from the menu: its cover opens the setup, which
// starts its table.
func TestColumbaFromTheMenu(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	m := d.Top().(*scenes.Menu)
	d.Click(m.Cards[0].Rect().Min.Add(image.Pt(20, 20)))
	require.Equal(t, "setup", d.TopName())
	d.ClickButton("Start game")
	d.Step(2)
	assert.Equal(t, "columba", d.TopName())
	require.NoError(t, store.ClearGame("columba"))
}

func TestKeyboardFocusChoosesAGame(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	// Tab four times lands on the fourth card (Tokyo Doves); Enter opens it.
	for i := 0; i < 4; i++ {
		d.Key(input.Next)
	}
	d.Key(input.Confirm)
	assert.Equal(t, "setup", d.TopName())
}

func TestSettingsChangeAndPersist(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	d.ClickButton("Settings")
	require.Equal(t, "settings", d.TopName())
	rows := d.Top().(*scenes.Settings).Rows()
	// (Two columns on a desktop window, each under its heading: the sound
	// and the language, then the display: the speed and the toggles.)
	assert.Equal(t, []string{"Sound", "Master volume", "Music", "Sound effects", "Language", "Display", "Animation speed", "Fullscreen", "Colour-blind symbols", "Falconry threats"}, rows)
	before := d.A.Settings.Music
	// The second "+" is the music volume.
	var plus []image.Rectangle
	for _, w := range d.Top().(*scenes.Settings).Widgets().Widgets {
		if bb, ok := w.(interface{ Tip() string }); ok && bb.Tip() == "Louder" {
			plus = append(plus, w.Rect())
		}
	}
	require.Len(t, plus, 3)
	d.Click(plus[1].Min.Add(image.Pt(4, 4)))
	assert.InDelta(t, before+0.1, d.A.Settings.Music, 1e-9)
	d.ClickButton("2x")
	d.Click(d.Button("On").R.Min.Add(image.Pt(4, 4))) // fullscreen row's On comes first
	assert.Equal(t, 2.0, d.A.Settings.AnimSpeed)
	// The colour-blind symbols: on by default, and the tables read the
	// setting.
	assert.True(t, ui.Symbols)
	for _, w := range d.Top().(*scenes.Settings).Widgets().Widgets {
		if b, ok := w.(*ui.Button); ok && b.Label == "Off" && strings.HasPrefix(b.Tooltip, "Draw each side's symbol") {
			d.Click(b.R.Min.Add(image.Pt(4, 4)))
		}
	}
	assert.False(t, d.A.Settings.ColorBlind)
	assert.False(t, ui.Symbols, "the tables stop drawing the symbols")
	stored, err := store.LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, d.A.Settings, stored, "settings are stored as they change")
	// A new app (a restart) starts with them.
	d2 := scenetest.New(t)
	assert.Equal(t, stored, d2.A.Settings)
	d.ClickButton("Back")
	assert.Equal(t, "menu", d.TopName())
	// Put the defaults back for the other tests.
	require.NoError(t, store.SaveSettings(store.Defaults()))
	ui.Symbols = true
}

func TestHowToPlayPages(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	d.ClickButton("How to play")
	require.Equal(t, "howto", d.TopName())
	h := d.Top().(*scenes.HowTo)
	assert.Equal(t, "The goal", h.Page())
	d.ClickButton("Next >")
	assert.NotEqual(t, "The goal", h.Page())
	assert.True(t, d.Button("Next >").Enabled())
	d.ClickButton("Columbiz")
	assert.Equal(t, "The goal", h.Page())
	for i := 1; i < len(scenes.Rules("columbiz")); i++ {
		d.ClickButton("Next >")
		assert.Greater(t, d.Colours(), 10, "page %s draws", h.Page())
	}
	assert.Equal(t, "Your past games", h.Page(), "the last page of every game")
	d.ClickButton("Falconry")
	assert.Equal(t, "The goal", h.Page())
	for i := 1; i < len(scenes.Rules("falconry")); i++ {
		d.ClickButton("Next >")
		assert.Greater(t, d.Colours(), 10, "page %s draws", h.Page())
	}
	d.ClickButton("Columba")
	assert.Equal(t, "The goal", h.Page())
	for i := 1; i < len(scenes.Rules("columba")); i++ {
		d.ClickButton("Next >")
		assert.Greater(t, d.Colours(), 10, "page %s draws", h.Page())
	}
	assert.Equal(t, "Your past games", h.Page())
	d.Key(input.Cancel)
	assert.Equal(t, "menu", d.TopName())
}

func TestIdleAppStopsAskingForFrames(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	d.Step(120)
	var busy bool
	scenetest.OnMain(func() { busy = d.A.Busy() })
	assert.False(t, busy, "a still menu needs no frames")
}

// A phone turned mid-menu: the menu lays itself out again, keeps its
// keyboard focus, and its controls become a finger's size.
func TestTurningThePhoneRelaysOut(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	d.Key(input.Next)
	d.Key(input.Next) // focus on the second cover
	sc := d.Screen(390, 844, 3)
	require.True(t, sc.Portrait())
	require.Equal(t, "menu", d.TopName())
	m := d.Top().(*scenes.Menu)
	assert.Same(t, m.Cards[1], m.Widgets().Focused(), "the focus survives the turn")
	assert.GreaterOrEqual(t, d.Button("Settings").R.Dy(), sc.Finger)
	d.Key(input.Confirm)
	assert.Equal(t, "setup", d.TopName())
	s := d.Top().(*scenes.Setup)
	_, seats := s.Players()
	assert.Len(t, seats, 2)
	d.Screen(844, 390, 3)
	d.Tap(centre(d.Button("Start game").R))
	assert.Equal(t, "columbiz", d.TopName(), "a tap in landscape starts the game")
}

// Settings on a desktop window: the percentages clear of the panel's
// edge, and the toggles' words under them where they fit (the
// colour-blind symbols' at the least).
func TestSettingsSidewaysKeepsItsWordsInside(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(tag, func(t *testing.T) {
			scenetest.OnMain(func() { lang.Pin(tag) })
			d := scenetest.New(t)
			d.Screen(1280, 720, 2)
			var s *scenes.Settings
			scenetest.OnMain(func() { s = scenes.NewSettings(d.A); d.A.Show(scenes.NewMenu(d.A), s) })
			texts, _, _ := d.Frame()
			panel := s.Panel()
			pcts, said := 0, false
			for _, tx := range texts {
				if strings.HasSuffix(tx.Text, "%") {
					pcts++
					assert.LessOrEqual(t, tx.R.Max.X, panel.Max.X-12, "%q clear of the panel's edge", tx.Text)
				}
				said = said || len([]rune(tx.Text)) > 8 && strings.Contains(lang.T("settings.colourblind.tip"), tx.Text)
			}
			assert.Equal(t, 3, pcts, "the three volumes' percentages")
			assert.True(t, said, "the colour-blind symbols' words under the toggle")
		})
	}
}
