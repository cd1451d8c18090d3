package scenes

import (
	"image"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/store"
)

// czOpen goes from the menu to a Columbiz table with the given players.
func czOpen(t *testing.T, players ...string) (*driver, *Columbiz) {
	d := newDriver(t)
	d.key(input.Confirm)
	m := d.top().(*Menu)
	require.True(t, m.Cards[1].playable, "Columbiz is playable from the menu")
	d.click(m.Cards[1].r.Min.Add(image.Pt(30, 30)))
	require.Equal(t, "setup", d.topName())
	d.clickButton(string(rune('0' + len(players))))
	// Each seat: Person, or Computer with a level.
	setup := d.top().(*Setup)
	for i, p := range players {
		onMain(func() {
			setup.people[i].human = p == "human"
			if p != "human" {
				for k, l := range setup.def.Levels {
					if l == p {
						setup.people[i].level = k
					}
				}
			}
			setup.build()
		})
	}
	_, seats := d.top().(*Setup).Players()
	require.Equal(t, players, seats)
	d.clickButton("Start game")
	require.Equal(t, "columbiz", d.topName())
	s := d.top().(*Columbiz)
	onMain(func() { d.a.Anims.Speed = 4 })
	return d, s
}

// waitFor runs frames until cond holds, failing after max frames and at least
// 20 seconds (the computer thinks in real time while frames run).
func (d *driver) waitFor(what string, max int, cond func() bool) {
	d.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for i := 0; i < max || time.Now().Before(deadline); i++ {
		ok := false
		onMain(func() { ok = cond() })
		if ok {
			return
		}
		d.step(1)
	}
	top := d.topName()
	if c, ok := d.top().(*Columbiz); ok {
		top += " " + c.st.String() + " status: " + c.status
	}
	d.t.Fatalf("gave up waiting for %s (%s, animating %v)", what, top, d.a.Anims.Busy())
}

func spaceCentre(p cz.Place) image.Point {
	x, y := spaceXY(int(p.Col), int(p.Row))
	return image.Pt(x+czCell/2, y+czCell/2)
}

func dieCentre(s *Columbiz, i int) image.Point {
	dd := s.dice[i]
	return image.Pt(int(dd.x)+czDie/2, int(dd.y)+czDie/2)
}

// humanReady: a person must act, and nothing moves.
func humanReady(d *driver, s *Columbiz) bool {
	return !d.a.Anims.Busy() && (s.humanTurn() || s.humanSeatRolling() && s.st.Rolls == 0)
}

// playHumanTurn plays one turn of the person to act through the screen:
// roll, place on the first lit space while one is lit, end the turn.
func playHumanTurn(t *testing.T, d *driver, s *Columbiz, touch bool) {
	click := func(p image.Point) {
		if touch {
			f1, f2, f3 := d.sc.Frame(p, false), d.sc.Frame(p, true), d.sc.Frame(p, false)
			f1.Touch, f2.Touch, f3.Touch = true, true, true
			d.frames(f1, f2, f3)
			return
		}
		d.click(p)
	}
	button := func(label string) {
		b := d.button(label)
		require.False(t, b.Disabled, "%s is enabled", label)
		click(b.R.Min.Add(image.Pt(b.R.Dx()/2, b.R.Dy()/2)))
	}
	seat := int(s.st.Seat)
	turn := s.st.TurnNo
	if s.st.Phase == cz.PhaseRoll {
		button("Roll")
	}
	for s.st.TurnNo == turn && !s.st.Terminal() {
		d.waitFor("the dice to settle", 600, func() bool { return !d.a.Anims.Busy() && s.st.ToMove() == seat })
		lit, ok := firstLit(s)
		switch {
		case ok:
			n := len(s.m.History())
			click(spaceCentre(lit))
			require.Len(t, s.m.History(), n+1, "the click on %s placed a pawn", cz.SpaceName(int(lit.Col), int(lit.Row)))
		case s.st.Phase == cz.PhasePlace:
			button("End turn")
		case int(s.st.Rolls) < cz.MaxRolls:
			button("Roll again")
		default:
			button("Put aside")
		}
	}
}

func TestColumbizHotseatGameThroughTheScreen(t *testing.T) {
	require.NoError(t, store.ClearGame("columbiz"))
	d, s := czOpen(t, "human", "human")
	assert.Greater(t, d.colours(), 12)
	for !s.st.Terminal() {
		d.waitFor("a person's turn", 2000, func() bool { return humanReady(d, s) || s.st.Terminal() })
		if s.st.Terminal() {
			break
		}
		playHumanTurn(t, d, s, len(s.m.History())%2 == 0)
	}
	d.step(400)
	require.Equal(t, "result", d.topName())
	r := d.top().(*Result)
	assert.Len(t, r.Table(), 3, "a header and a row a player")
	assert.Equal(t, []string{"", "Lines", "Captured", "Capture pts", "Total"}, r.Table()[0])
	// The record of the game replays.
	again, err := game.LoadRecord(s.m.Record())
	require.NoError(t, err)
	assert.Equal(t, s.st.String(), again.State.String())
}

func TestColumbizAgainstComputersFourPlayers(t *testing.T) {
	d, s := czOpen(t, "human", "beginner", "standard", "expert")
	humanTurns := 0
	for !s.st.Terminal() {
		d.waitFor("a person's turn", 20000, func() bool { return humanReady(d, s) || s.st.Terminal() })
		if s.st.Terminal() {
			break
		}
		require.Equal(t, 0, int(s.st.Seat))
		playHumanTurn(t, d, s, true)
		humanTurns++
	}
	assert.Greater(t, humanTurns, 2)
	for i := 0; i < 4; i++ {
		assert.Equal(t, s.st.Turns[0], s.st.Turns[i], "everyone played the last round (or ran out)")
	}
}

func TestColumbizDiceAsideUndoAndExplanations(t *testing.T) {
	d, s := czOpen(t, "human", "human", "human")
	d.waitFor("the roll-off", 600, func() bool { return humanReady(d, s) })
	d.clickButton("Roll")
	d.waitFor("the dice", 600, func() bool { return humanReady(d, s) && s.st.Phase == cz.PhaseDecide })
	// Click a die: it is marked to be set aside; Roll again keeps it.
	d.click(dieCentre(s, 3))
	face := s.dice[3].face
	require.True(t, s.dice[3].marked)
	d.step(30)
	assert.Equal(t, float64(czShelfY), s.dice[3].y, "a marked die moves up to the shelf")
	d.clickButton("Roll again")
	d.waitFor("the second roll", 600, func() bool { return humanReady(d, s) && s.st.Phase == cz.PhaseDecide })
	assert.Equal(t, 1, s.st.Kept.Total())
	assert.Equal(t, 1, int(s.st.Kept[face]))
	assert.True(t, s.dice[3].kept, "the chosen die itself stays on the shelf")
	assert.Equal(t, face, s.dice[3].face)
	// A kept die cannot be taken back.
	d.click(dieCentre(s, 3))
	assert.Contains(t, s.status, "stay aside")
	// An unlit space explains itself.
	for c := 0; c < cz.Cols; c++ {
		if s.st.CanPlace(c, 5) != nil {
			d.click(spaceCentre(cz.Place{Col: int8(c), Row: 5}))
			assert.Contains(t, s.status, "Not there: that space needs 6")
			break
		}
	}
	lit, ok := firstLit(s)
	if !ok {
		t.Skip("nothing fits this roll") // the seed is fixed, so this does not happen
	}
	d.click(spaceCentre(lit))
	require.Equal(t, cz.PhasePlace, s.st.Phase)
	d.step(60)
	require.False(t, d.button("Undo").Disabled)
	d.clickButton("Undo")
	assert.Equal(t, cz.PhaseDecide, s.st.Phase, "the pawn is taken back")
	assert.Equal(t, cz.Empty, int(s.st.Board[lit.Col][lit.Row]))
	assert.False(t, d.button("Roll again").Disabled, "rolling is possible again")
	// Hint marks the Expert's choice.
	d.clickButton("Hint")
	d.waitFor("the hint", 600, func() bool { return s.hintOn })
	assert.Contains(t, s.status, "Hint:")
	assert.Greater(t, d.colours(), 12)
}

func TestColumbizSavedGameContinues(t *testing.T) {
	require.NoError(t, store.ClearGame("columbiz"))
	d, s := czOpen(t, "human", "standard", "human")
	d.waitFor("a person's turn", 2000, func() bool { return humanReady(d, s) })
	playHumanTurn(t, d, s, false)
	n := len(s.m.History())
	rec, ok, err := store.LoadGame("columbiz")
	require.NoError(t, err)
	require.True(t, ok, "the game is saved after every action")
	// Later, from the menu: the setup screen offers to continue.
	d2 := newDriver(t)
	onMain(func() { d2.a.stack = []Scene{NewSetup(d2.a, "columbiz")} })
	d2.clickButton("Continue saved")
	require.Equal(t, "columbiz", d2.topName())
	g := d2.top().(*Columbiz)
	assert.GreaterOrEqual(t, len(g.m.History()), n)
	assert.Equal(t, []string{"human", "standard", "human"}, g.m.Players)
	assert.Contains(t, rec, "game: columbiz")
	require.NoError(t, store.ClearGame("columbiz"))
}
