//go:build !js

package falconry

import (
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
)

func registerShots() {
	scenes.RegisterShot("falconry", scenes.ShotDef{Prep: func(a *scenes.App) {
		s := Demo(a, fc.Duel, 14)
		s.selectKind(fc.Marker)
	}})
	scenes.RegisterShot("falconry-joint", scenes.ShotDef{Prep: func(a *scenes.App) {
		s := Demo(a, fc.Joint, 22)
		s.selectKind(fc.Marker)
	}})
	scenes.RegisterShot("falconry-threats", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Settings.Threats = true
		// The first position of a fixed game where a rival threatens.
		for n := 20; n < 120; n += 2 {
			s := Demo(a, fc.Quarrel, n)
			if len(s.threatMap()) > 0 || s.st.Over {
				s.Say(s.TurnText())
				return
			}
		}
	}})
	scenes.RegisterShot("falconry-end", scenes.ShotDef{Prep: func(a *scenes.App) { Demo(a, fc.Duel, 300) }})
	scenes.RegisterShot("falconry-setup", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Show(scenes.NewSetup(a, "falconry"))
	}})
	scenes.RegisterShot("falconry-howto", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Show(scenes.NewMenu(a), scenes.NewHowToPage(a, "falconry", 3))
	}})
}

// Demo sets up a table with a person in seat 1 and computers elsewhere and
// plays at least n actions between fixed-seed Standard bots, until it is the
// person's turn or the game is over.
func Demo(a *scenes.App, variant string, n int) *Table {
	d, _ := game.Lookup("falconry")
	r, _ := fc.RulesOf(variant)
	players := []string{"human"}
	for len(players) < r.Seats {
		players = append(players, "standard")
	}
	m, err := game.NewMatch(d, variant, players, 7, "")
	if err != nil {
		panic(err)
	}
	var bots []game.Bot
	for i := 0; i < r.Seats; i++ {
		b, _ := fc.NewBot("standard", uint64(11+i))
		bots = append(bots, b)
	}
	s := New(a, m)
	s.Unkept = true // a demonstration, not a game played
	a.Show(s)
	for i := 0; (i < n || m.State.ToMove() != 0) && !m.State.Terminal(); i++ {
		s.PlayOn("standard 11", bots)
		s.fly = nil
	}
	s.cam.Open(s.Content(), false)
	return s
}

// The shots register with the app; not in the browser, which has no shot tool.
func init() { registerShots() }
