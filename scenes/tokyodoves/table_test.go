package tokyodoves

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// start opens a Tokyo Doves table with the given players.
func start(t *testing.T, players ...string) (*scenetest.Driver, *Table) {
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() {
		def, _ := game.Lookup("tokyodoves")
		m, err := game.NewMatch(def, "standard", players, 99, "")
		require.NoError(t, err)
		s = New(d.A, m)
		d.A.Show(s)
	})
	return d, s
}

// cardCentre is the centre of a dove card as drawn now.
func cardCentre(s *Table, side, t int) image.Point {
	dv := s.doves[side][t]
	return image.Pt(int(dv.x)+Card/2, int(dv.y)+Card/2)
}

func squareCentre(s *Table, sq int) image.Point {
	x, y := s.squareXY(sq)
	return image.Pt(int(x)+Card/2, int(y)+Card/2)
}

func TestSetupStartsTokyoDovesAgainstComputer(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	m := d.Top().(*scenes.Menu)
	d.Click(m.Cards[3].Rect().Min.Add(image.Pt(30, 30)))
	require.Equal(t, "setup", d.TopName())
	s := d.Top().(*scenes.Setup)
	v, seats := s.Players()
	assert.Equal(t, "standard", v)
	assert.Equal(t, []string{"human", "standard"}, seats)
	d.ClickButton("Put-back rule")
	// Change the computer's level twice: standard -> expert -> beginner.
	d.Click(d.LastButton("Standard").R.Min.Add(image.Pt(5, 5)))
	d.Click(d.LastButton("Expert").R.Min.Add(image.Pt(5, 5)))
	v, seats = d.Top().(*scenes.Setup).Players()
	assert.Equal(t, "putback", v)
	assert.Equal(t, []string{"human", "beginner"}, seats)
	assert.Greater(t, d.Colours(), 10)
	d.ClickButton("Start game")
	require.Equal(t, "tokyodoves", d.TopName())
	g := d.Top().(*Table)
	assert.Equal(t, "putback", g.M.Variant)
	assert.Equal(t, []string{"human", "beginner"}, g.M.Players)
}

func TestClickClickAndComputerAnswers(t *testing.T) {
	d, s := start(t, "human", "beginner")
	assert.Greater(t, d.Colours(), 10)
	// Select the Razor dove in Red's hand: its put targets light up.
	d.Click(cardCentre(s, td.Red, td.Razor))
	require.NotEmpty(t, s.targets)
	var target int
	for sq := range s.targets {
		target = sq
		break
	}
	d.Click(squareCentre(s, target))
	require.Len(t, s.M.History(), 1, "the put was played")
	assert.Equal(t, td.Green, s.st.ToMove())
	// The computer answers while frames run.
	deadline := time.Now().Add(10 * time.Second)
	for len(s.M.History()) < 2 && time.Now().Before(deadline) {
		d.Step(5)
	}
	require.Len(t, s.M.History(), 2, "the computer played")
	assert.Equal(t, td.Red, s.st.ToMove())
	// Undo takes back the computer's move and ours.
	d.Step(60)
	d.ClickButton("Undo")
	assert.Len(t, s.M.History(), 0)
}

// While the computer thinks and nothing else moves, the table is drawn
// again only where its clock moves what it shows ("Thinking..."'s dots
// three times a second, the on-turn dashes ten), not every frame: the
// page's frames go to the search. Its move is drawn once it has played.
func TestThinkingRedrawsOnlyWhatMoves(t *testing.T) {
	d, s := start(t, "human", "expert")
	var screen *ebiten.Image
	scenetest.OnMain(func() {
		screen = ebiten.NewImage(1280, 720)
		s.MinThink = 4 // seconds of frames (a scripted frame is 1/60 s)
	})
	frame := func() {
		scenetest.OnMain(func() {
			d.A.Feed(d.Sc.Frame(image.Pt(-50, -50), false))
			require.NoError(t, d.A.Update())
			d.A.Draw(screen)
		})
	}
	d.Click(cardCentre(s, td.Red, td.Razor))
	for sq := range s.targets {
		d.Click(squareCentre(s, sq))
		break
	}
	require.Len(t, s.M.History(), 1, "the put was played")
	for range 60 {
		frame() // the put's flight
	}
	require.True(t, s.Thinking(), "the computer thinks")
	draws := d.A.Draws
	for range 120 {
		frame()
	}
	require.True(t, s.Thinking(), "the computer still thinks")
	drawn := d.A.Draws - draws
	t.Logf("%d of 120 frames drawn anew while only the computer thought", drawn)
	assert.GreaterOrEqual(t, drawn, 6, "the dots move six times in two seconds")
	assert.LessOrEqual(t, drawn, 30, "%d of 120 frames drawn while only the computer thought", drawn)
	for i := 0; s.Thinking() && i < 600; i++ {
		frame()
	}
	require.Len(t, s.M.History(), 2, "the computer played")
	draws = d.A.Draws
	frame()
	assert.Equal(t, draws+1, d.A.Draws, "its move is drawn")
}

func TestDragAndDropAndIllegalExplained(t *testing.T) {
	d, s := start(t, "human", "human")
	// An illegal drop: right beside Green's boss is never allowed.
	gb := int(s.st.P.Sq[td.Green][td.Boss])
	d.Drag(cardCentre(s, td.Red, td.Attack), squareCentre(s, gb-1))
	assert.Len(t, s.M.History(), 0)
	assert.Contains(t, s.Status, "beside the rival's Boss")
	// A legal drop below Red's boss.
	rb := int(s.st.P.Sq[td.Red][td.Boss])
	d.Drag(cardCentre(s, td.Red, td.Attack), squareCentre(s, rb+8))
	require.Len(t, s.M.History(), 1)
	assert.Equal(t, "+Ts", s.M.History()[0].Text)
	// Green's turn now (hotseat): Red's doves cannot be picked.
	d.Step(40)
	d.Click(cardCentre(s, td.Red, td.Attack))
	assert.Contains(t, s.Status, "Green's turn")
}

// Turning the phone mid-drag: the table lays itself out again, the dove
// stays selected and in the finger, and the drop lands where the finger is
// in the new layout.
func TestTurnMidDragKeepsTheDragAndTheSelection(t *testing.T) {
	d, s := start(t, "human", "human")
	d.Screen(844, 390, 3)
	rb := int(s.st.P.Sq[td.Red][td.Boss])
	from := cardCentre(s, td.Red, td.Razor)
	d.Frames(d.Sc.Frame(from, false), d.Sc.Frame(from, true), d.Sc.Frame(from.Add(image.Pt(12, 0)), true))
	require.True(t, s.dragging)
	d.Screen(390, 844, 3) // turned upright while the finger is down
	side, ty, ok := s.Selected()
	require.True(t, ok, "the selection survives the turn")
	assert.Equal(t, td.Red, side)
	assert.Equal(t, td.Razor, ty)
	assert.True(t, s.dragging, "the drag survives the turn")
	assert.NotEmpty(t, s.targets)
	to := squareCentre(s, rb+8)
	d.Frames(d.Sc.Frame(to, true), d.Sc.Frame(to, false))
	require.Len(t, s.M.History(), 1, "the drop in the new layout played")
	assert.Equal(t, "+Ys", s.M.History()[0].Text)
}

func TestPauseOverlay(t *testing.T) {
	d, _ := start(t, "human", "expert")
	d.Key(input.Menu)
	require.Equal(t, "pause", d.TopName())
	assert.Equal(t, []string{"Resume", "Rules", "Settings", "Leave game"}, d.Top().(*scenes.Pause).Buttons())
	assert.Greater(t, d.Colours(), 10)
	d.ClickButton("Rules")
	assert.Equal(t, "howto", d.TopName())
	d.Key(input.Cancel)
	d.ClickButton("Resume")
	assert.Equal(t, "tokyodoves", d.TopName())
	d.Key(input.Menu)
	d.ClickButton("Leave game")
	assert.Equal(t, "menu", d.TopName())
}

func TestGameEndsWithResult(t *testing.T) {
	d := scenetest.New(t)
	var s *Table
	kept, err := store.History("tokyodoves")
	require.NoError(t, err)
	before, err := store.LoadStats()
	require.NoError(t, err)
	scenetest.OnMain(func() {
		// The same game as Demo plays to its end, its last action played
		// with a toast up.
		full := Demo(d.A, 200)
		h := full.M.History()
		s = Demo(d.A, len(h)-1)
		s.Unkept = false // this one is played to its end here
		d.A.Toast("a word from the last move")
		s.Play(h[len(h)-1].Action)
	})
	require.True(t, s.st.Terminal(), "standard bots finish a game within 200 actions")
	d.Step(200)
	require.Equal(t, "result", d.TopName(), "the result screen follows the finish")
	assert.Empty(t, d.A.CurrentToast(), "the end clears the last toasts")
	r := d.Top().(*scenes.Result)
	// The headline is personal: the person won, or the winner is named.
	winner := "Red"
	if s.st.Returns()[td.Green] > s.st.Returns()[td.Red] {
		winner = "Green"
	}
	want := map[string]string{"Red": "You win!", "Green": "Green wins"}[winner]
	assert.Equal(t, want, r.Title())
	// The line under it says what decided the game, not the headline again:
	// the loser's Boss without a free side beside the winner's free sides.
	assert.NotContains(t, r.Reason(), " wins")
	ws := map[string]int{"Red": td.Red, "Green": td.Green}[winner]
	if p := &s.st.P; p.Liberties(1-ws) == 0 && p.Liberties(ws) > 0 {
		loser := map[string]string{"Red": "Green", "Green": "Red"}[winner]
		assert.Equal(t, fmt.Sprintf("%s's Boss has no free side left; %s's still has %d.", loser, winner, p.Liberties(ws)), r.Reason())
	}
	// The finished game is in the history, and counted once.
	h, err := store.History("tokyodoves")
	require.NoError(t, err)
	require.Len(t, h, min(store.KeepFinished, len(kept)+1))
	assert.Equal(t, s.M.Record(), h[0].Record)
	assert.Equal(t, []bool{true, false}, h[0].Mine)
	after, err := store.LoadStats()
	require.NoError(t, err)
	vs := store.Opponent(h[0], s.M.Def.Levels)
	was := store.Tally{}
	if t := before["tokyodoves"][vs]; t != nil {
		was = *t
	}
	now := after["tokyodoves"][vs]
	require.NotNil(t, now)
	assert.Equal(t, was.Played+1, now.Played)
	assert.Equal(t, was.Won+map[string]int{"Red": 1, "Green": 0}[winner], now.Won)
	// The result is docked beside the final board, which stays in view.
	panel, docked := r.Docked()
	assert.True(t, docked)
	assert.False(t, panel.Overlaps(s.Board()), "the result %v covers the board %v", panel, s.Board())
	d.ClickButton("Rematch")
	assert.Equal(t, "tokyodoves", d.TopName())
	assert.Len(t, d.Top().(*Table).M.History(), 0)
}

func TestContinueSavedGame(t *testing.T) {
	require.NoError(t, store.ClearGame("tokyodoves"))
	d, s := start(t, "human", "human")
	rb := int(s.st.P.Sq[td.Red][td.Boss])
	d.Drag(cardCentre(s, td.Red, td.Razor), squareCentre(s, rb+8))
	require.Len(t, s.M.History(), 1)
	// Later, from the menu: the setup screen offers to continue.
	d2 := scenetest.New(t)
	scenetest.OnMain(func() { d2.A.Show(scenes.NewSetup(d2.A, "tokyodoves")) })
	d2.ClickButton("Continue saved")
	require.Equal(t, "tokyodoves", d2.TopName())
	g := d2.Top().(*Table)
	assert.Equal(t, "+Ys", g.M.History()[0].Text)
	assert.Equal(t, []string{"human", "human"}, g.M.Players)
	// A damaged save is explained and set aside when the screen opens, not
	// offered and not lost.
	require.NoError(t, store.SaveGame("tokyodoves", "roost-record: 1\ngame: tokyodoves\nactions:\n"))
	d3 := scenetest.New(t)
	scenetest.OnMain(func() { d3.A.Show(scenes.NewSetup(d3.A, "tokyodoves")) })
	assert.Equal(t, "setup", d3.TopName())
	assert.Contains(t, d3.A.CurrentToast(), "could not be loaded")
	assert.Contains(t, d3.A.CurrentToast(), "it was kept as save-tokyodoves.roost.2")
	assert.NotContains(t, d3.Top().(scenes.Layered).Widgets().Labels(), "Continue saved")
	rec, _, _ := store.LoadGame("tokyodoves")
	assert.Empty(t, rec)
}

// Statistics that read as nothing (stats.json holding null, an empty
// object, an opponent's null) never crash a game's end: the game is kept
// and counted, again at the next end.
func TestGameEndsWithNullStatistics(t *testing.T) {
	for _, content := range []string{"null", "{}", `{"tokyodoves": null}`, `{"tokyodoves": {"expert": null}}`} {
		dir := t.TempDir()
		t.Setenv("ROOST_CONFIG_DIR", dir)
		require.NoError(t, os.WriteFile(filepath.Join(dir, "stats.json"), []byte(content), 0o644))
		d := scenetest.New(t)
		for n := 1; n <= 2; n++ {
			scenetest.OnMain(func() {
				full := Demo(d.A, 200)
				h := full.M.History()
				s := Demo(d.A, len(h)-1)
				s.Unkept = false
				s.Play(h[len(h)-1].Action)
			})
			d.Step(200)
			require.Equal(t, "result", d.TopName(), content)
			st, err := store.LoadStats()
			require.NoError(t, err, content)
			played := 0
			for _, tl := range st["tokyodoves"] {
				played += tl.Played
			}
			assert.Equal(t, n, played, content)
		}
		b, err := os.ReadFile(filepath.Join(dir, "stats.json"))
		require.NoError(t, err)
		assert.Equal(t, content, string(b), "the old file is never written again")
	}
}

// In landscape each dove keeps its own place in its hand, named under it,
// all inside the panel and none over another: a dove put out on the ground
// leaves its place, and the others stay where they were.
func TestTheHandKeepsEachDovesPlace(t *testing.T) {
	d, s := start(t, "human", "human")
	d.Step(2)
	require.True(t, s.lay.slots, "the 1280x720 table has room for the doves' places and names")
	for side := range 2 {
		panel := s.lay.hand[side]
		var seen []image.Rectangle
		for _, dv := range slotOrder {
			c := s.slotCell(side, dv)
			place := image.Rect(c.Min.X, c.Min.Y, c.Max.X, c.Max.Y+s.lay.slotLine)
			assert.True(t, place.In(panel), "%s's place %v, name included, is inside the hand %v", lang.Say(td.Dove(dv)), place, panel)
			for _, o := range seen {
				assert.False(t, o.Overlaps(place), "places %v and %v overlap", o, place)
			}
			seen = append(seen, place)
			assert.True(t, cardCentre(s, side, dv).In(c), "the card is drawn in its place")
		}
	}
	before := map[int]image.Point{}
	for _, dv := range slotOrder {
		before[dv] = cardCentre(s, td.Red, dv)
	}
	rb := int(s.st.P.Sq[td.Red][td.Boss])
	d.Drag(cardCentre(s, td.Red, td.Attack), squareCentre(s, rb+8))
	require.Len(t, s.M.History(), 1, "the put was played")
	d.Step(60)
	for _, dv := range slotOrder {
		if dv != td.Attack {
			assert.Equal(t, before[dv], cardCentre(s, td.Red, dv), "%s stays in its place", lang.Say(td.Dove(dv)))
		}
	}
	assert.NotEqual(t, before[td.Attack], cardCentre(s, td.Red, td.Attack), "the Attack dove is on the ground")
}

// Every language marks its doves with letters that tell them apart, each
// the first letter of the dove's name as the hand, the log and How to play
// write it (the Boss with its crown).
func TestDoveMarksAreTheNamesInitials(t *testing.T) {
	defer lang.Use(lang.Current())
	for _, l := range append(lang.Languages, lang.Language{Tag: lang.Pseudo}) {
		require.NoError(t, lang.Use(l.Tag))
		seen := map[string]int{}
		for d := 0; d < td.NumTypes; d++ {
			m := Mark(d)
			if d == td.Boss {
				assert.Empty(t, m, "%s: the Boss wears its crown", l.Tag)
				continue
			}
			name := lang.Say(td.Dove(d))
			if assert.NotEmpty(t, m, "%s: %s has no mark", l.Tag, name) {
				assert.Contains(t, strings.ToUpper(name), m, "%s: %s marked %s", l.Tag, name, m)
			}
			if o, ok := seen[m]; ok {
				t.Errorf("%s: %s and %s are both marked %s", l.Tag, lang.Say(td.Dove(o)), name, m)
			}
			seen[m] = d
		}
	}
}

// TestTheEndMarksWhatClosedTheBoss renders a finished game and reads the
// pixels: every side that closes the surrounded Boss is framed in the
// decisive cream on the ground round its card, over the doves; the Boss in
// the warning colour; a side the 4x4 limit closes says "wall".
func TestTheEndMarksWhatClosedTheBoss(t *testing.T) {
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, 200) })
	require.True(t, s.st.Terminal())
	d.WaitFor("the end's shake", 600, func() bool { return s.shake == 0 })
	texts, _, pic := d.Frame()
	at := func(x, y int) color.RGBA { return pic.RGBAAt(x, y) }
	closed, walls := 0, 0
	for side := range 2 {
		if s.st.P.Liberties(side) != 0 {
			continue
		}
		boss := int(s.st.P.Sq[side][td.Boss])
		bx, by := s.squareXY(boss)
		assert.Equal(t, table.Warn, at(int(bx)-2, int(by)+Card/2), "the Boss's frame")
		r, c := td.Square(boss)
		for _, dd := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			sq := td.SquareAt(r+dd[0], c+dd[1])
			if sq < 0 {
				continue
			}
			closed++
			x, y := s.squareXY(sq)
			// The far side of the card from the Boss: its frame is not
			// under the Boss's.
			px, py := int(x)+Card/2, int(y)-2
			if dd[0] < 0 {
				py = int(y) - 3
			} else if dd[0] > 0 {
				py = int(y) + Card + 1
			} else if dd[1] < 0 {
				px, py = int(x)-3, int(y)+Card/2
			} else {
				px, py = int(x)+Card+1, int(y)+Card/2
			}
			assert.Equal(t, table.Decisive, at(px, py), "the side at %v closing the Boss is framed (%d,%d)", dd, px, py)
			if _, _, dove := s.st.P.At(sq); !dove {
				walls++
			}
		}
	}
	require.Equal(t, 4, closed, "a surrounded Boss has four closed sides")
	said := 0
	for _, tx := range texts {
		if tx.Text == lang.T("td.wall") {
			said++
		}
	}
	assert.Equal(t, walls, said, "each wall that closes a side is named")
}

// On a phone each dove keeps its place in its hand when another leaves it
// (the place left shows the dove out, faint, as the landscape's slots do):
// the hand is not packed into a shorter row, so a hand played out is a row
// of faint doves, not a slab with one line.
func TestHandDovesKeepTheirPlacesOnAPhone(t *testing.T) {
	d, s := start(t, "human", "human")
	d.Screen(390, 844, 3)
	d.Step(2)
	require.True(t, ui.Portrait())
	require.False(t, s.lay.slots, "a phone upright: a row of places, no slots")
	// (Where in its panel: the first move gives the opening's log its
	// room back, and the panel moves up with the ground.)
	before := map[int]image.Point{}
	at := s.lay.hand[td.Red].Min
	for _, ty := range []int{td.Attack, td.Crazy, td.BigBrother} {
		x, y := s.handXY(td.Red, ty)
		before[ty] = image.Pt(int(x), int(y)).Sub(at)
	}
	rb := int(s.st.P.Sq[td.Red][td.Boss])
	d.Drag(cardCentre(s, td.Red, td.Razor), squareCentre(s, rb+8))
	require.Len(t, s.M.History(), 1, "the Razor is out")
	d.Step(60)
	at = s.lay.hand[td.Red].Min
	for ty, p := range before {
		x, y := s.handXY(td.Red, ty)
		assert.Equal(t, p, image.Pt(int(x), int(y)).Sub(at), "dove %d keeps its place", ty)
		dv := s.doves[td.Red][ty]
		assert.Equal(t, p, image.Pt(int(dv.x), int(dv.y)).Sub(at), "dove %d is drawn in its place", ty)
	}
}

// TestAPhonesOpeningLogIsAsTallAsWhatItHolds: on a phone held upright a
// game's opening (nothing yet in its log) draws the log two lines tall
// (it was nine, empty, on a 390x844 phone), the ground taking the rest; the first move lays the table out
// anew, the log its room back (the ground at its step for three doves),
// every dove drawn where the new layout puts it, and taking that move
// back gives the opening its layout again.
func TestAPhonesOpeningLogIsAsTallAsWhatItHolds(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		d, s := start(t, "human", "beginner")
		d.Screen(sz[0], sz[1], 3)
		d.Step(2)
		open := s.LogRect().Dy()
		assert.Equal(t, table.MinLogH(), open, "%v: the log two lines tall at the opening", sz)
		rb := int(s.st.P.Sq[td.Red][td.Boss])
		d.Drag(cardCentre(s, td.Red, td.Razor), squareCentre(s, rb+8))
		require.NotEmpty(t, s.M.History(), "the Razor is out")
		d.Step(60)
		played := s.LogRect().Dy()
		assert.Greater(t, played, open, "%v: the log takes its room after the first move", sz)
		for _, ty := range []int{td.Boss, td.Razor} {
			x, y := s.squareXY(int(s.st.P.Sq[td.Red][ty]))
			dv := s.doves[td.Red][ty]
			assert.InDelta(t, x, dv.x, 1, "%v: dove %d drawn on its square", sz, ty)
			assert.InDelta(t, y, dv.y, 1, "%v: dove %d drawn on its square", sz, ty)
		}
		x, y := s.handXY(td.Red, td.Attack)
		assert.Equal(t, image.Pt(int(x), int(y)), image.Pt(int(s.doves[td.Red][td.Attack].x), int(s.doves[td.Red][td.Attack].y)), "%v: the hand's doves in the hand as laid out", sz)
		scenetest.OnMain(func() { s.Undo() })
		d.Step(60)
		require.Empty(t, s.M.History(), "the moves taken back")
		r := s.LogRect()
		assert.Equal(t, max(open, s.LogNeed(r.Dx())), r.Dy(), "%v: the opening's layout again, the log as tall as its entries", sz)
		assert.Less(t, r.Dy(), played, "%v: the opening's layout again", sz)
	}
}

// On a phone upright each dove in a hand is named under its place, in the
// body face (whole, on up to two lines), and the places spread across the
// hand's panel: the first in its left fifth, the last in its right fifth
// (they took its left two thirds, unnamed).
func TestAPhonesHandNamesItsDoves(t *testing.T) {
	for _, tag := range []string{"en", "pt-PT"} {
		t.Run(tag, func(t *testing.T) {
			d, s := start(t, "human", "human")
			require.NoError(t, lang.Use(tag))
			defer lang.Use("en")
			d.Screen(390, 844, 3)
			d.Step(2)
			require.True(t, s.lay.named, "the hand's doves are named")
			texts, _, _ := d.Frame()
			for side := 0; side < 2; side++ {
				hand := s.lay.hand[side]
				x1, _ := s.handXY(side, 1)
				x5, _ := s.handXY(side, td.NumTypes-1)
				assert.Less(t, int(x1), hand.Min.X+hand.Dx()/5, "the first place at the hand's left")
				assert.Greater(t, int(x5)+Card, hand.Max.X-hand.Dx()/5, "the last place at the hand's right")
				for dv := 1; dv < td.NumTypes; dv++ {
					x, y := s.handXY(side, dv)
					under := image.Rect(int(x)-20, int(y)+Card, int(x)+Card+20, hand.Max.Y)
					var words []string
					for _, tx := range texts {
						if tx.R.In(under) && tx.R.In(hand) {
							assert.Equal(t, ui.Body, tx.Face, "%q", tx.Text)
							words = append(words, tx.Text)
						}
					}
					assert.Equal(t, lang.Say(td.Dove(dv)), strings.Join(words, " "), "dove %d named whole under its place", dv)
				}
			}
		})
	}
}

// At a game's opening, the two Bosses alone on the ground, their cards are
// drawn larger where the ground's ring of room round them fits in its
// place, whole, at a whole step of their art (twice its size on a phone
// upright; a window's ground and a short phone's have not the room for
// it, and a step of 1.5 resampled the art: reader 28), not two small cards
// in a field of felt; as the flock grows the cards come back to their own
// size, and a card and its square keep one size between frames once the
// doves are still.
func TestTheOpeningFlockIsDrawnLarge(t *testing.T) {
	for _, sz := range [][4]int{{1280, 720, 2, 1}, {390, 844, 3, 2}, {360, 800, 3, 2}, {375, 667, 3, 1}} {
		d, s := start(t, "human", "human")
		d.Screen(sz[0], sz[1], float64(sz[2]))
		d.Step(2)
		cell, card := s.ground()
		assert.Equal(t, sz[3]*Card, card, "%v: the opening's cards at the largest whole step that fits", sz)
		if sz[3] == 1 {
			l := &s.lay
			rx := min(l.cx-l.board.Min.X, l.board.Max.X-l.cx)
			ry := min(l.cy-l.board.Min.Y, l.board.Max.Y-l.cy)
			h, w := s.st.P.Box()
			assert.True(t, (w+2)*2*Card > 2*rx || (h+2)*2*Card > 2*ry, "%v: twice the art's size would not fit (%d by %d round the centre)", sz, rx, ry)
		}
		assert.True(t, s.Board().In(s.lay.board), "%v: the box and its ring whole in the ground's place: %v in %v", sz, s.Board(), s.lay.board)
		rb := int(s.st.P.Sq[td.Red][td.Boss])
		assert.Equal(t, cell, s.SquareRect(rb).Dx(), "%v: a square as wide as the ground says", sz)
		assert.Equal(t, float64(card), s.doves[td.Red][td.Boss].size, "%v: the Boss drawn at the ground's size", sz)
		assert.Equal(t, rb, s.squareAt(squareCentre(s, rb)), "%v: a press on the Boss finds its square", sz)
		// A dove out from the hand: it lands at the ground's size.
		d.Drag(cardCentre(s, td.Red, td.Razor), squareCentre(s, rb+8))
		require.Len(t, s.M.History(), 1, "%v: the Razor is out", sz)
		d.Step(60)
		_, card = s.ground()
		for _, ty := range []int{td.Boss, td.Razor} {
			assert.Equal(t, float64(card), s.doves[td.Red][ty].size, "%v: dove %d at the ground's size", sz, ty)
		}
	}
	// A grown flock (a game played to its end): the cards at their own size.
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, 200) })
	d.Step(2)
	h, w := s.st.P.Box()
	require.True(t, h >= 3 && w >= 3, "a grown flock: %dx%d", h, w)
	_, card := s.ground()
	assert.Equal(t, Card, card)
}

// TestTheEndsHandsSayHowEachBossStands: at the end of a game whose doves
// are all out, each hand's panel says how its Boss stands (surrounded, or
// its free sides), on a phone beside "All doves are out." (the panel said
// that alone, a line over a bare panel), in landscape in its place.
func TestTheEndsHandsSayHowEachBossStands(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, 200) })
			d.Step(2)
			require.True(t, s.Over() && s.playedOut(), "the shot's end: every dove out")
			texts := d.Texts()
			for side := 0; side < 2; side++ {
				want := lang.T("td.card.surrounded")
				if n := s.st.P.Liberties(side); n > 0 {
					want = lang.T("td.card.free", "Count", n)
				}
				found := false
				for _, tx := range texts {
					found = found || (tx.Text == want && tx.R.In(s.lay.hand[side]))
					// The line's left edge under the side's chip (the
					// panel's first column, as Falconry's "Longest line"):
					// it began 8 px right of it, under neither the chip
					// nor the name.
					if (tx.Text == want || tx.Text == lang.T("td.all-out")) && tx.R.In(s.lay.hand[side]) && tx.R.Min.X < s.lay.hand[side].Min.X+s.lay.hand[side].Dx()/2 {
						assert.Equal(t, s.lay.hand[side].Min.X+6, tx.R.Min.X, "side %d: %q under the chip", side, tx.Text)
					}
				}
				assert.True(t, found, "side %d's hand says %q", side, want)
			}
		})
	}
}

// TestTheLandscapeLogHoldsItsEntries: on a desktop window the hands are as
// wide as every dove's name in every language needs to hold whole in its
// place in the body face, apart from its neighbour's ("Irmão Mais Velho",
// "豆鉄砲バト"), and the log takes the rest,
// at least 164 wide (at 140 it wrapped every entry over four lines).
func TestTheLandscapeLogHoldsItsEntries(t *testing.T) {
	for _, tag := range []string{"en", "pt"} {
		t.Run(tag, func(t *testing.T) {
			require.NoError(t, lang.Use(tag))
			defer lang.Use("en")
			d := scenetest.New(t)
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, 30) })
			d.Step(2)
			require.True(t, s.lay.slots, "each dove named in its place")
			if tag == "en" {
				assert.GreaterOrEqual(t, s.LogRect().Dx(), 164, "the log's width")
			} else {
				assert.GreaterOrEqual(t, s.lay.hand[0].Dx(), s.slotsW(), "the hands keep the names' room")
				assert.GreaterOrEqual(t, s.lay.hand[0].Dx(), bodySlotsW(s.lay.hcell), "the hands keep the body face's names' room")
				assert.Equal(t, ui.Body, s.lay.slotFace, "the names in the body face")
			}
		})
	}
}

// TestAPhonesCardsFillTheirSquares: on a phone upright the ground's
// squares are wider than a card by a third (a finger's width and more): a
// full 4x4 box's cards are drawn a step larger, at least four fifths of
// their square (they sat at 70% in it); a desktop's keep their size.
func TestAPhonesCardsFillTheirSquares(t *testing.T) {
	for _, sz := range [][3]int{{390, 844, 3}, {360, 800, 3}, {1280, 720, 1}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, 30) })
			d.Step(2)
			var cell, card, finger int
			scenetest.OnMain(func() { cell, card = s.ground(); finger = ui.Finger })
			h, w := s.st.P.Box()
			require.Equal(t, [2]int{4, 4}, [2]int{h, w}, "(a full box)")
			assert.GreaterOrEqual(t, cell, finger, "a square a finger wide")
			if sz[2] == 1 {
				assert.Equal(t, Card, card, "a desktop's cards keep their size")
				return
			}
			assert.GreaterOrEqual(t, 5*card, 4*cell, "cards %d in squares %d", card, cell)
		})
	}
}

// TestTheTableKeepsItsPlacesInEveryLanguage: on a desktop window the
// hands, the ground and the log lie in the same places in every language
// (Portuguese's "Irmão Mais Velho" and "Computador: Perito" widened the
// hands by 48 px, squeezed the log so that each entry wrapped over four or
// five lines, and moved the ground); the hands are as wide as the doves'
// names need in every language, and a long first line gives way.
func TestTheTableKeepsItsPlacesInEveryLanguage(t *testing.T) {
	type places struct{ green, red, ground, log image.Rectangle }
	var first places
	for i, l := range lang.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			d, s := start(t, "human", "expert")
			require.NoError(t, lang.Use(l.Tag))
			defer lang.Use("en")
			d.Screen(1280, 720, 1)
			d.Step(2)
			scenetest.OnMain(func() { s.Relayout() }) // (laid out anew in the language, as Settings does)
			var p places
			scenetest.OnMain(func() {
				p = places{s.lay.hand[td.Green], s.lay.hand[td.Red], s.lay.board, s.LogRect()}
			})
			require.True(t, s.lay.slots, "each dove named under its place")
			if i == 0 {
				first = p
				return
			}
			assert.Equal(t, first, p, "%s: the table's places as in English", l.Tag)
		})
	}
}

// TestAPhonesGroundLeavesNoBandOfFelt: on a phone held upright, mid-game
// (the box four by four), the ground's ring of room lies close under
// Green's hand and over Red's: no band of felt wider than a card's gap
// above or below it (some 30 CSS px of felt lay over and under it, the
// log held to six lines); the log takes the rest. The box full both
// ways, no size tag floats in its ring's corner square: the walls all
// round show the 4x4 limit (the ninth reader: "4x4" read as unexplained).
func TestAPhonesGroundLeavesNoBandOfFelt(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], 3)
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, 12); d.A.Anims.Finish() })
			d.Step(2)
			scenetest.OnMain(func() {
				h, w := s.st.P.Box()
				require.Equal(t, [2]int{4, 4}, [2]int{h, w}, "the box is full")
				b := s.Board()
				above := b.Min.Y - s.lay.hand[td.Green].Max.Y
				below := s.lay.hand[td.Red].Min.Y - b.Max.Y
				assert.LessOrEqual(t, above+below, 2*zoomGap+12, "felt above (%d) and below (%d) the ground", above, below)
				assert.GreaterOrEqual(t, s.LogRect().Dy(), 3*ui.LineH+26, "the log keeps its lines")
			})
			// The box full both ways: its walls all round show the 4x4
			// limit, each saying so on hover or tap; no "4x4" tag floats in
			// the ring's corner (the ninth reader: unexplained).
			for _, tx := range d.Texts() {
				assert.NotEqual(t, lang.T("td.box", "W", 4, "H", 4), tx.Text, "a size tag at %v", tx.R)
			}
		})
	}
}

// TestTheGroundsKeyAndSizeStayOffItsRing: at an online game's opening (two
// Bosses, the box 1x2), the ring of dashed squares round the box is
// explained by a key ("room to grow") on a line of its own under the
// ring, and the box's size ("1x2") lies there too, beside it: neither
// crosses a dashed square's edge (round 8: the "1x2" lay across the dashed
// lines at the frame's corner, and nothing said what the dashed squares
// were), in landscape and on phones upright.
func TestTheGroundsKeyAndSizeStayOffItsRing(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d, s := start(t, "human", "human")
			d.Screen(sz[0], sz[1], float64(sz[2]))
			d.Step(2)
			texts := d.Texts()
			var key image.Rectangle
			for _, l := range texts {
				if l.Text == lang.T("td.room") {
					key = l.R
				}
			}
			require.False(t, key.Empty(), "the key says what the dashed squares are")
			// The box's size says what it measures: the ground ("1x2"
			// alone read as a tag nothing explained, round 22).
			var sized image.Rectangle
			for _, l := range texts {
				if l.Text == "ground 1×2" {
					sized = l.R
				}
			}
			assert.False(t, sized.Empty(), "the box's size names the ground")
			scenetest.OnMain(func() {
				h, w := s.st.P.Box()
				require.Equal(t, [2]int{2, 1}, [2]int{h, w}, "the opening's box")
				size := s.sizePlace(s.groundFrame())
				crosses := func(r image.Rectangle) bool {
					for _, q := range s.Targets()[len(s.st.P.Hand(0))+len(s.st.P.Hand(1)):] {
						if r.Overlaps(q) && !r.In(q.Inset(2)) {
							return true
						}
					}
					return false
				}
				assert.False(t, crosses(size), "the box's size %v crosses no square's edge", size)
				assert.False(t, crosses(key), "the key %v crosses no square's edge", key)
				assert.True(t, s.RoomKey().In(s.lay.board), "the key %v in the ground's place %v", s.RoomKey(), s.lay.board)
				assert.False(t, s.RoomKey().Overlaps(size), "the key %v apart from the box's size %v", s.RoomKey(), size)
			})
		})
	}
}

// TestAPhonesHandPlacesAreFingerWide: on both phones held upright each
// dove in hand is picked up by a press anywhere on its place, its card
// and the name under it, at least 44 CSS px each way (the card alone, 40
// px, read as a target under a finger's size): a tap on the name picks
// the dove.
func TestAPhonesHandPlacesAreFingerWide(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d, s := start(t, "human", "human")
			sc := d.Screen(sz[0], sz[1], 3)
			d.Step(2)
			css := func(px int) float64 { return float64(px*sc.Scale) / 3 }
			require.True(t, s.lay.named, "the hand's doves are named")
			side := s.st.ToMove()
			for _, dv := range s.st.P.Hand(side) {
				var hit image.Rectangle
				scenetest.OnMain(func() { hit = s.cardHit(side, dv) })
				assert.GreaterOrEqual(t, css(min(hit.Dx(), hit.Dy())), float64(ui.TouchCSS), "dove %d's place %v", dv, hit)
				x, y := s.handXY(side, dv)
				name := image.Pt(int(x)+Card/2, int(y)+Card+3+s.lay.nameFace.LineHeight()/2)
				assert.True(t, name.In(hit), "dove %d: its name at %v in its place %v", dv, name, hit)
			}
			x, y := s.handXY(side, td.Razor)
			d.Tap(image.Pt(int(x)+Card/2, int(y)+Card+3+s.lay.nameFace.LineHeight()/2))
			d.Step(2)
			got, ty, ok := s.selected()
			assert.True(t, ok && got == side && ty == td.Razor, "a tap on the Razor's name picks it up")
		})
	}
}

// TestTheHandsNameTheirDovesInTheBodyFace: in a window, each dove's
// place in a hand is named in the body face, as the rest of the table's
// words, where the language's names fit their places (English), else in
// the small face (Portuguese "Irmão Mais Velho"); the places stay put.
func TestTheHandsNameTheirDovesInTheBodyFace(t *testing.T) {
	d, s := start(t, "human", "expert")
	d.Screen(1280, 720, 1)
	d.Step(2)
	require.True(t, s.lay.slots)
	n := 0
	for _, tx := range d.Texts() {
		for dv := 1; dv < td.NumTypes; dv++ {
			if tx.Text == lang.Say(td.Dove(dv)) && (tx.R.In(s.lay.hand[0]) || tx.R.In(s.lay.hand[1])) {
				n++
				assert.Equal(t, ui.Body, tx.Face, "%q", tx.Text)
			}
		}
	}
	assert.Equal(t, 2*(td.NumTypes-1), n, "every place named")
}

// TestAFailedPuzzlesTagsAreOffTheArt: a failed puzzle's "1" and "2" tags
// hang on the bare strip at their card's right, over none of the dove's
// face, its letter or its pattern (#46, reader 14: they sat on the face,
// at the frame's top left corner).
func TestAFailedPuzzlesTagsAreOffTheArt(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}} {
		d := scenetest.New(t)
		d.Screen(sz[0], sz[1], float64(sz[2]))
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzle-failed")) })
		d.Step(2)
		var s *Table
		scenetest.OnMain(func() {
			for _, sc := range d.A.Stack() {
				if tb, ok := sc.(*Table); ok {
					s = tb
				}
			}
		})
		require.NotNil(t, s)
		scenetest.OnMain(func() {
			yours, theirs := s.Refutation()
			n := 0
			for which, acts := range [2][]game.Action{yours, theirs} {
				for _, a := range acts {
					act := td.Act(a)
					if act.Kind() == td.KindPutBack || act.To() < 0 {
						continue
					}
					n++
					card := s.cardRect(act.To())
					z := float64(card.Dx()) / Card
					at := func(x0, y0, x1, y1 float64) image.Rectangle {
						return image.Rect(card.Min.X+int(x0*z), card.Min.Y+int(y0*z), card.Min.X+int(x1*z), card.Min.Y+int(y1*z))
					}
					tag := image.Rectangle{Min: s.moveTagAt(card, which)}
					tag.Max = tag.Min.Add(table.SmallMoveTagSize(which))
					assert.True(t, tag.In(card), "%v: tag %d at %v inside its card %v", sz, which+1, tag, card)
					for name, r := range map[string]image.Rectangle{"face": at(3, 3, 27, 27), "letter": at(29, 1, 38, 15), "pattern": at(28, 28, 38, 38)} {
						assert.False(t, tag.Overlaps(r), "%v: tag %d at %v over the card's %s %v", sz, which+1, tag, name, r)
					}
				}
			}
			assert.Equal(t, 2, n, "both moves tagged")
		})
	}
}

// The wall that closes a surrounded Boss is named in the body face in
// every language, on a phone and in a window: Portuguese "parede" was
// drawn in the small face (3 CSS px letters, reader 36) where Japanese 壁
// was in the body face.
func TestTheEndNamesItsWallInTheBodyFace(t *testing.T) {
	defer lang.Use(lang.Current())
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, 200) })
	require.True(t, s.st.Terminal())
	for _, l := range lang.Languages {
		require.NoError(t, lang.Use(l.Tag))
		for _, sz := range []struct{ w, h, dpr int }{{390, 844, 3}, {360, 800, 3}, {1280, 720, 1}} {
			d.Screen(sz.w, sz.h, float64(sz.dpr))
			d.WaitFor("the end's shake", 600, func() bool { return s.shake == 0 })
			texts, _, _ := d.Frame()
			said := 0
			for _, tx := range texts {
				if tx.Text == lang.T("td.wall") {
					said++
					assert.Equal(t, ui.Body, tx.Face, "%s %dx%d: %q in the body face", l.Tag, sz.w, sz.h, tx.Text)
				}
			}
			assert.NotZero(t, said, "%s %dx%d: the wall is named", l.Tag, sz.w, sz.h)
		}
	}
}

// Two doves' names side by side in a window's hand read as two names: a
// pair nearer than three spaces has a rule midway between them, as the
// first line's "Verde | Computador" (Portuguese "Irmão Mais Velho" and
// "Zarabatana", 12 px apart at 1280x720, read as one phrase: reader 34).
func TestHandNamesSideBySideReadApart(t *testing.T) {
	defer lang.Use(lang.Current())
	d, s := start(t, "human", "human")
	near := map[string]int{}
	for _, l := range lang.Languages {
		require.NoError(t, lang.Use(l.Tag))
		for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
			d.Screen(sz[0], sz[1], 1)
			d.Step(2)
			if !s.lay.slots {
				continue
			}
			texts, _, pic := d.Frame()
			for side := range 2 {
				var names []image.Rectangle // in slotOrder
				for _, ty := range slotOrder {
					for _, tx := range texts {
						if tx.Text == lang.Say(td.Dove(ty)) && tx.R.In(s.lay.hand[side]) {
							names = append(names, tx.R)
						}
					}
				}
				require.Len(t, names, len(slotOrder), "%s %v: each dove named once in its hand", l.Tag, sz)
				for i := 1; i < len(names); i++ {
					a, b := names[i-1], names[i]
					if a.Min.Y != b.Min.Y || b.Min.X-a.Max.X >= namesApart {
						continue
					}
					near[l.Tag]++
					ruled := false
					for x := a.Max.X; x < b.Min.X; x++ {
						ruled = ruled || pic.RGBAAt(x, (a.Min.Y+a.Max.Y)/2) == ui.Slate
					}
					assert.True(t, ruled, "%s %v: a rule between %v and %v (%d px apart)", l.Tag, sz, a, b, b.Min.X-a.Max.X)
				}
			}
		}
	}
	assert.NotZero(t, near["pt-PT"], "Portuguese's first row is nearer than three spaces")
}
