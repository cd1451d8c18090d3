//go:build !js

package tokyodoves

import (
	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
)

func registerShots() {
	scenes.RegisterShot("tokyodoves", scenes.ShotDef{Prep: func(a *scenes.App) {
		s := Demo(a, 10)
		// Show a selection with its lit targets, as a player would see mid-turn.
		side := s.st.ToMove()
		for _, t := range []int{td.Crazy, td.Attack, td.Razor, td.BigBrother, td.Boss} {
			if s.st.P.Sq[side][t] >= 0 {
				s.selectDove(side, t)
				break
			}
		}
	}})
	scenes.RegisterShot("tokyodoves-end", scenes.ShotDef{Prep: func(a *scenes.App) { Demo(a, 200) }})
	scenes.RegisterShot("pause", scenes.ShotDef{Prep: func(a *scenes.App) {
		Demo(a, 10)
		a.Push(scenes.NewPause(a, "tokyodoves", nil))
	}})
	scenes.RegisterShot("setup", scenes.ShotDef{Prep: func(a *scenes.App) { a.Show(scenes.NewSetup(a, "tokyodoves")) }})
	scenes.RegisterShot("setup-continue", scenes.ShotDef{Prep: func(a *scenes.App) {
		Demo(a, 6) // autosaves its record
		a.Show(scenes.NewSetup(a, "tokyodoves"))
	}})
	scenes.RegisterShot("howto", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Show(scenes.NewMenu(a), scenes.NewHowToPage(a, "tokyodoves", 3))
	}})
}

// Demo sets up a person-against-Expert table and plays up to plies actions
// between two fixed-seed Standard bots (deterministic).
func Demo(a *scenes.App, plies int) *Table {
	d, _ := game.Lookup("tokyodoves")
	m, err := game.NewMatch(d, td.VariantStandard, []string{"human", "expert"}, 7, "")
	if err != nil {
		panic(err)
	}
	var bots []game.Bot
	for i := 0; i < 2; i++ {
		b, _ := td.NewBot("standard", uint64(11+i))
		bots = append(bots, b)
	}
	s := New(a, m)
	s.Unkept = true // a demonstration, not a game played
	a.Show(s)
	for i := 0; i < plies && !m.State.Terminal(); i++ {
		th := bots[m.State.ToMove()].Think(m.State.Clone())
		for !th.Step(int64(1e9)) {
		}
		s.Play(th.Best())
		a.Anims.Finish()
	}
	return s
}

// The shots register with the app; not in the browser, which has no shot tool.
func init() { registerShots() }
