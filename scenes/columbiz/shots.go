//go:build !js

package columbiz

import (
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
)

func registerShots() {
	scenes.RegisterShot("columbiz", scenes.ShotDef{Prep: func(a *scenes.App) { Demo(a, 3, 60) }})
	scenes.RegisterShot("columbiz-4p", scenes.ShotDef{Prep: func(a *scenes.App) {
		s := Demo(a, 4, 90)
		s.hover, s.hoverOK = s.FirstLit()
	}})
	scenes.RegisterShot("columbiz-end", scenes.ShotDef{Prep: func(a *scenes.App) { Demo(a, 2, 100000) }})
	// Two dice set aside, the others tumbling (about --frames 15).
	scenes.RegisterShot("columbiz-roll", scenes.ShotDef{Prep: func(a *scenes.App) { Demo(a, 2, 30) }, Then: func(a *scenes.App) {
		s := a.Top().(*Table)
		s.ClickDie(0)
		s.ClickDie(1)
		s.roll()
		s.ResolveChance()
	}})
	scenes.RegisterShot("howto-columbiz", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Show(scenes.NewMenu(a), scenes.NewHowToPage(a, "columbiz", 3))
	}})
}

// Demo sets up a table with a person in the first seat and computer players
// in the others, plays about actions actions with fixed-seed bots for
// everyone (deterministic), then goes on to the person's next choice after a
// roll, so that dice are on the tray.
func Demo(a *scenes.App, seats, actions int) *Table {
	d, _ := game.Lookup("columbiz")
	players := []string{"human", "standard", "expert", "beginner"}[:seats]
	m, err := game.NewMatch(d, "", players, 5, "")
	if err != nil {
		panic(err)
	}
	s := New(a, m)
	s.Unkept = true // a demonstration, not a game played
	a.Show(s)
	bots := make([]game.Bot, seats)
	for i := range bots {
		bots[i], _ = cz.NewBot("standard", uint64(21+i))
	}
	step := func() {
		s.PlayOn("standard 21", bots)
		s.pops, s.flash = nil, map[cz.Place]float64{}
	}
	for i := 0; i < actions && !m.State.Terminal(); i++ {
		step()
	}
	for !m.State.Terminal() && !(m.State.ToMove() == 0 && s.st.Phase == cz.PhaseDecide) {
		step()
	}
	return s
}

// The shots register with the app; not in the browser, which has no shot tool.
func init() { registerShots() }
