package scenes

import (
	"image"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/store"
)

func TestTitleClickReachesMenu(t *testing.T) {
	d := newDriver(t)
	assert.Equal(t, "title", d.topName())
	assert.Greater(t, d.colours(), 10, "the title draws a picture")
	d.step(5)
	d.click(image.Pt(320, 200))
	assert.Equal(t, "menu", d.topName())
	d.step(20) // cross-fade
	assert.Greater(t, d.colours(), 10)
}

func TestMenuShowsFourGames(t *testing.T) {
	d := newDriver(t)
	d.key(input.Confirm)
	require.Equal(t, "menu", d.topName())
	m := d.top().(*Menu)
	var titles []string
	for _, c := range m.Cards {
		titles = append(titles, c.info.Title)
	}
	assert.Equal(t, []string{"Columba", "Columbiz", "Falconry", "Tokyo Doves"}, titles)
	assert.Equal(t, []string{"How to play", "Settings", "Quit"}, m.Buttons())
	assert.True(t, m.Cards[3].playable)
	assert.False(t, m.Cards[0].playable, "a game without a scene does not pretend to work")
}

func TestUnbuiltGameSaysSo(t *testing.T) {
	d := newDriver(t)
	d.key(input.Confirm)
	m := d.top().(*Menu)
	c := m.Cards[0].r
	d.click(c.Min.Add(image.Pt(20, 20)))
	assert.Equal(t, "menu", d.topName())
	assert.Contains(t, d.a.CurrentToast(), "not playable yet")
}

func TestKeyboardFocusChoosesAGame(t *testing.T) {
	d := newDriver(t)
	d.key(input.Confirm)
	// Tab four times lands on the fourth card (Tokyo Doves); Enter opens it.
	for i := 0; i < 4; i++ {
		d.key(input.Next)
	}
	d.key(input.Confirm)
	assert.Equal(t, "setup", d.topName())
}

func TestSetupStartsTokyoDovesAgainstComputer(t *testing.T) {
	d := newDriver(t)
	d.key(input.Confirm)
	m := d.top().(*Menu)
	d.click(m.Cards[3].r.Min.Add(image.Pt(30, 30)))
	require.Equal(t, "setup", d.topName())
	s := d.top().(*Setup)
	v, seats := s.Players()
	assert.Equal(t, "standard", v)
	assert.Equal(t, []string{"human", "standard"}, seats)
	d.clickButton("Put-back rule")
	// Change the computer's level twice: standard -> expert -> beginner.
	d.click(d.lastButton("Standard").R.Min.Add(image.Pt(5, 5)))
	d.click(d.lastButton("Expert").R.Min.Add(image.Pt(5, 5)))
	v, seats = d.top().(*Setup).Players()
	assert.Equal(t, "putback", v)
	assert.Equal(t, []string{"human", "beginner"}, seats)
	assert.Greater(t, d.colours(), 10)
	d.clickButton("Start game")
	require.Equal(t, "tokyodoves", d.topName())
	g := d.top().(*TokyoDoves)
	assert.Equal(t, "putback", g.m.Variant)
	assert.Equal(t, []string{"human", "beginner"}, g.m.Players)
}

func TestSettingsChangeAndPersist(t *testing.T) {
	d := newDriver(t)
	d.key(input.Confirm)
	d.clickButton("Settings")
	require.Equal(t, "settings", d.topName())
	rows := d.top().(*Settings).Rows()
	assert.Equal(t, []string{"Master volume", "Music", "Sound effects", "Animation speed", "Fullscreen", "Colour-blind symbols", "Language"}, rows)
	before := d.a.Settings.Music
	// The second "+" is the music volume.
	var plus []image.Rectangle
	for _, w := range d.top().(*Settings).Layer().Widgets {
		if b, ok := w.(interface{ Rect() image.Rectangle }); ok {
			if bb, ok := w.(interface{ Tip() string }); ok && bb.Tip() == "Louder" {
				plus = append(plus, b.Rect())
			}
		}
	}
	require.Len(t, plus, 3)
	d.click(plus[1].Min.Add(image.Pt(4, 4)))
	assert.InDelta(t, before+0.1, d.a.Settings.Music, 1e-9)
	d.clickButton("2x")
	d.click(d.button("On").R.Min.Add(image.Pt(4, 4))) // fullscreen row's On comes first
	assert.Equal(t, 2.0, d.a.Settings.AnimSpeed)
	stored, err := store.LoadSettings()
	require.NoError(t, err)
	assert.Equal(t, d.a.Settings, stored, "settings are stored as they change")
	// A new app (a restart) starts with them.
	d2 := newDriver(t)
	assert.Equal(t, stored, d2.a.Settings)
	d.clickButton("Back")
	assert.Equal(t, "menu", d.topName())
	// Put the defaults back for the other tests.
	require.NoError(t, store.SaveSettings(store.Defaults()))
}

func TestHowToPlayPages(t *testing.T) {
	d := newDriver(t)
	d.key(input.Confirm)
	d.clickButton("How to play")
	require.Equal(t, "howto", d.topName())
	h := d.top().(*HowTo)
	assert.Equal(t, "The goal", h.Page())
	d.clickButton("Next >")
	assert.Equal(t, "Your turn", h.Page())
	assert.True(t, d.button("Next >").Enabled())
	d.clickButton("Columbiz")
	assert.Equal(t, "The goal", h.Page())
	for i := 1; i < len(Rules["columbiz"]); i++ {
		d.clickButton("Next >")
		assert.Greater(t, d.colours(), 10, "page %s draws", h.Page())
	}
	assert.Equal(t, "On screen", h.Page())
	d.clickButton("Falconry")
	assert.Contains(t, Rules["falconry"][0].Text, "not playable yet")
	d.key(input.Cancel)
	assert.Equal(t, "menu", d.topName())
}

// startTD opens a Tokyo Doves table with the given players.
func startTD(t *testing.T, players ...string) (*driver, *TokyoDoves) {
	d := newDriver(t)
	var s *TokyoDoves
	onMain(func() {
		def, _ := game.Lookup("tokyodoves")
		m, err := game.NewMatch(def, "standard", players, 99, "")
		require.NoError(t, err)
		s = NewTokyoDoves(d.a, m)
		d.a.stack = []Scene{s}
	})
	return d, s
}

// cardCentre is the centre of a dove card as drawn now.
func cardCentre(s *TokyoDoves, side, t int) image.Point {
	dv := s.doves[side][t]
	return image.Pt(int(dv.x)+tdCard/2, int(dv.y)+tdCard/2)
}

func squareCentre(s *TokyoDoves, sq int) image.Point {
	x, y := s.squareXY(sq)
	return image.Pt(int(x)+tdCard/2, int(y)+tdCard/2)
}

func TestTokyoDovesClickClickAndComputerAnswers(t *testing.T) {
	d, s := startTD(t, "human", "beginner")
	assert.Greater(t, d.colours(), 10)
	// Select the Razor dove in Red's hand: its put targets light up.
	d.click(cardCentre(s, td.Red, td.Razor))
	require.NotEmpty(t, s.targets)
	var target int
	for sq := range s.targets {
		target = sq
		break
	}
	d.click(squareCentre(s, target))
	require.Len(t, s.m.History(), 1, "the put was played")
	assert.Equal(t, td.Green, s.st.ToMove())
	// The computer answers while frames run.
	deadline := time.Now().Add(10 * time.Second)
	for len(s.m.History()) < 2 && time.Now().Before(deadline) {
		d.step(5)
	}
	require.Len(t, s.m.History(), 2, "the computer played")
	assert.Equal(t, td.Red, s.st.ToMove())
	// Undo takes back the computer's move and ours.
	d.step(60)
	d.clickButton("Undo")
	assert.Len(t, s.m.History(), 0)
}

func TestTokyoDovesDragAndDropAndIllegalExplained(t *testing.T) {
	d, s := startTD(t, "human", "human")
	// An illegal drop: right beside Green's boss is never allowed.
	gb := int(s.st.P.Sq[td.Green][td.Boss])
	d.drag(cardCentre(s, td.Red, td.Attack), squareCentre(s, gb-1))
	assert.Len(t, s.m.History(), 0)
	assert.Contains(t, s.status, "Not there")
	// A legal drop below Red's boss.
	rb := int(s.st.P.Sq[td.Red][td.Boss])
	d.drag(cardCentre(s, td.Red, td.Attack), squareCentre(s, rb+8))
	require.Len(t, s.m.History(), 1)
	assert.Equal(t, "+Ts", s.m.History()[0].Text)
	// Green's turn now (hotseat): Red's doves cannot be picked.
	d.step(40)
	d.click(cardCentre(s, td.Red, td.Attack))
	assert.Contains(t, s.status, "Green's turn")
}

func TestPauseOverlay(t *testing.T) {
	d, _ := startTD(t, "human", "expert")
	d.key(input.Menu)
	require.Equal(t, "pause", d.topName())
	assert.Equal(t, []string{"Resume", "Rules", "Settings", "Leave game"}, d.top().(*Pause).Buttons())
	assert.Greater(t, d.colours(), 10)
	d.clickButton("Rules")
	assert.Equal(t, "howto", d.topName())
	d.key(input.Cancel)
	d.clickButton("Resume")
	assert.Equal(t, "tokyodoves", d.topName())
	d.key(input.Menu)
	d.clickButton("Leave game")
	assert.Equal(t, "menu", d.topName())
}

func TestTokyoDovesGameEndsWithResult(t *testing.T) {
	d := newDriver(t)
	var s *TokyoDoves
	onMain(func() {
		s = DemoTokyoDoves(d.a, 200)
	})
	require.True(t, s.st.Terminal(), "standard bots finish a game within 200 actions")
	d.step(200)
	require.Equal(t, "result", d.topName(), "the result screen follows the finish")
	d.clickButton("Rematch")
	assert.Equal(t, "tokyodoves", d.topName())
	assert.Len(t, d.top().(*TokyoDoves).m.History(), 0)
}

func TestIdleAppStopsAskingForFrames(t *testing.T) {
	d := newDriver(t)
	d.key(input.Confirm)
	d.step(120)
	var busy bool
	onMain(func() { busy = d.a.Busy() })
	assert.False(t, busy, "a still menu needs no frames")
}

func TestContinueSavedGame(t *testing.T) {
	require.NoError(t, store.ClearGame("tokyodoves"))
	d, s := startTD(t, "human", "human")
	rb := int(s.st.P.Sq[td.Red][td.Boss])
	d.drag(cardCentre(s, td.Red, td.Razor), squareCentre(s, rb+8))
	require.Len(t, s.m.History(), 1)
	// Later, from the menu: the setup screen offers to continue.
	d2 := newDriver(t)
	onMain(func() { d2.a.stack = []Scene{NewSetup(d2.a, "tokyodoves")} })
	d2.clickButton("Continue saved")
	require.Equal(t, "tokyodoves", d2.topName())
	g := d2.top().(*TokyoDoves)
	assert.Equal(t, "+Ys", g.m.History()[0].Text)
	assert.Equal(t, []string{"human", "human"}, g.m.Players)
	// A damaged save is explained and set aside, not lost.
	require.NoError(t, store.SaveGame("tokyodoves", "roost-record: 1\ngame: tokyodoves\nactions:\n"))
	d3 := newDriver(t)
	onMain(func() { d3.a.stack = []Scene{NewSetup(d3.a, "tokyodoves")} })
	d3.clickButton("Continue saved")
	assert.Equal(t, "setup", d3.topName())
	assert.Contains(t, d3.a.CurrentToast(), "could not be loaded")
	rec, _, _ := store.LoadGame("tokyodoves")
	assert.Empty(t, rec)
}
