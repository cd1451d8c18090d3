//go:build !js

package columba

import (
	"image"

	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
)

func registerShots() {
	// A card in hand over the territory, its ghost where it may lie.
	scenes.RegisterShot("columba", scenes.ShotDef{Prep: func(a *scenes.App) {
		s := Demo(a, cb.VariantStandard, 2, 30)
		s.holdCard()
	}})
	// The same, the ghost on a refused spot, with Captures on.
	scenes.RegisterShot("columba-refused", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Settings.Threats = true
		s := Demo(a, cb.VariantStandard, 2, 30)
		s.ghostAtRefused()
	}})
	// The tray after laying: dovecotes, tiles, the falcon.
	scenes.RegisterShot("columba-actions", scenes.ShotDef{Prep: func(a *scenes.App) {
		s := DemoActions(a, cb.VariantStandard, 3, 6)
		s.selectChip(chipSmall)
	}})
	// Two tiles laid before the dovecote that takes them in: the turn waits
	// on them, and the board marks them.
	scenes.RegisterShot("columba-tiles-first", scenes.ShotDef{Prep: func(a *scenes.App) {
		def, _ := game.Lookup("columba")
		m, err := game.NewMatch(def, cb.VariantStandard, []string{"human", "standard"}, 5, tilesFirst)
		if err != nil {
			panic(err)
		}
		for _, t := range []string{"+a@3,0", "+a@3,1"} {
			if _, err := m.PlayText(t); err != nil {
				panic(err)
			}
		}
		s := New(a, m)
		a.Show(s)
		s.selectChip(chipLarge)
	}})
	scenes.RegisterShot("columba-4p", scenes.ShotDef{Prep: func(a *scenes.App) {
		s := Demo(a, cb.VariantStandard, 4, 80)
		s.holdCard()
	}})
	scenes.RegisterShot("columba-junior", scenes.ShotDef{Prep: func(a *scenes.App) {
		s := Demo(a, cb.VariantJunior, 3, 40)
		s.holdCard()
	}})
	scenes.RegisterShot("columba-end", scenes.ShotDef{Prep: func(a *scenes.App) { Demo(a, cb.VariantStandard, 2, 100000) }})
	// The end of a game of four (two teams): four players' cards beside
	// the board, where the portrait layout has no log.
	scenes.RegisterShot("columba-end-4p", scenes.ShotDef{Prep: func(a *scenes.App) { Demo(a, cb.VariantStandard, 4, 100000) }})
	scenes.RegisterShot("columba-setup", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Show(scenes.NewSetup(a, "columba"))
	}})
	scenes.RegisterShot("columba-howto", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Show(scenes.NewMenu(a), scenes.NewHowToPage(a, "columba", 2))
	}})
}

// tilesFirst is a turn like the rulebook's own: two meadow tiles join two
// meadow groups into one of 9 spaces before the dovecote takes it.
const tilesFirst = "standard players=2 turn=6 to=1 phase=actions dovecotes=1+3,1+3 left=AB/CD,CC/DD,DD/AA,BB/CC " +
	"mini=AA/BB|-|aa|-|1;AD/BC|-|-|-|0 supply=13,15,15,15 falcons=12 board=@0,0:a,a,a,c,a,a;b,b,a,c,a,d;b,b,d,d,d,d"

// holdCard shows the card in hand as a player about to lay it holds it: a
// pointer's card over its board (ghostAtFirstLegal); a phone's, in its
// tray, none on the board: a finger lays the card where it taps, and no
// card hovers over a touch screen's board before that (one held there
// lay over laid cards, its shadow on them, away from its places).
func (s *Table) holdCard() {
	if ui.Touch {
		return
	}
	s.ghostAtFirstLegal()
}

// ghostAtFirstLegal shows the card in hand where a player about to lay it
// holds it: on the spot where it may lie nearest the card laid last (else
// the middle of the territory), in view clear of the plates where one is,
// and clear of the last card's frame and of the estates' figures where a
// spot is: the player sees what was just played (the 34th reader found
// the card held over the last card's corner in a window, for two and for
// four). For shots and tests.
func (s *Table) ghostAtFirstLegal() {
	clear := s.cam.Clear().Intersect(s.boardView()) // clear of the zoom bar, where the board shows
	near := ui.Mid(s.cam.Rect(s.Content()))
	var keep []image.Rectangle // (what the card held leaves whole)
	if s.last {
		near = ui.Mid(s.cardRect(s.lastAt))
		keep = append(keep, s.cardRect(s.lastAt).Inset(-3)) // (the card and its frame)
	}
	if !s.ghostShown() {
		keep = append(keep, s.Badges()...)
	}
	type pick struct {
		d        cb.Act
		in, free bool
		dist     int
	}
	var best pick
	found := false
	for _, a := range s.st.Legal(nil) {
		d := cb.Decode(a)
		if d.Kind != cb.KindPlace {
			continue
		}
		r := s.cardRect(d.At)
		q := ui.Mid(r).Sub(near)
		p := pick{d: d, in: r.In(clear), free: true, dist: q.X*q.X + q.Y*q.Y}
		for _, k := range keep {
			p.free = p.free && !heldCover(r).Overlaps(k)
		}
		better := p.in != best.in && p.in || p.in == best.in && (p.free != best.free && p.free || p.free == best.free && p.dist < best.dist)
		if !found || better {
			best, found = p, true
		}
	}
	if found {
		s.rot = best.d.Rot
		s.moveGhost(best.d.At)
		s.hoverOK = true
		s.openView()
	}
}

// ghostAtRefused shows the card in hand on a covered spot it may not take.
func (s *Table) ghostAtRefused() {
	for p := range s.st.T.Spaces {
		if s.st.WhyPlace(p, 0) != nil {
			s.rot = 0
			s.moveGhost(p)
			s.hoverOK = true
			s.cam.Open(s.Content(), false) // where the glide to it ends
			return
		}
	}
}

// DemoActions is Demo with the person's card laid: the tray holds the
// optional actions.
func DemoActions(a *scenes.App, variant string, seats, n int) *Table {
	s := Demo(a, variant, seats, n)
	s.ghostAtFirstLegal()
	if c := s.st.Clone().(*cb.State); c.Apply(cb.Place(s.ghostAt, s.rot), nil) == nil && c.Phase != cb.PhaseActions {
		// (That card would complete the objective, a choice before the
		// actions: the first place that leads to them.)
		for _, act := range s.st.Legal(nil) {
			if d := cb.Decode(act); d.Kind == cb.KindPlace {
				if c := s.st.Clone().(*cb.State); c.Apply(act, nil) == nil && c.Phase == cb.PhaseActions {
					s.rot = d.Rot
					s.moveGhost(d.At)
					break
				}
			}
		}
	}
	s.tryPlace()
	a.Anims.Finish()
	s.last = true
	return s
}

// Demo sets up a table with a person in the first seat and computers in the
// others, and plays at least n actions between fixed-seed Standard bots,
// until the person is to lay a card or the game is over.
func Demo(a *scenes.App, variant string, seats, n int) *Table {
	d, _ := game.Lookup("columba")
	players := []string{"human", "standard", "expert", "beginner"}[:seats]
	m, err := game.NewMatch(d, variant, players, 5, "")
	if err != nil {
		panic(err)
	}
	s := New(a, m)
	s.Unkept = true // a demonstration, not a game played
	a.Show(s)
	bots := make([]game.Bot, seats)
	for i := range bots {
		bots[i], _ = cb.NewBot("standard", uint64(31+i))
	}
	for i := 0; i < n && !m.State.Terminal(); i++ {
		s.PlayOn("standard 31", bots)
	}
	for !m.State.Terminal() && !(m.State.ToMove() == 0 && s.st.Phase == cb.PhasePlace) {
		s.PlayOn("standard 31", bots)
	}
	s.openView()
	s.drawT, s.turnAnim = 1, 0
	return s
}

// openView frames the board as the table opens it: whole, or on a phone's
// close-up the card's places (focusPlaces).
func (s *Table) openView() {
	s.cam.Open(s.Content(), false)
	s.focusPlaces()
	if s.closeZ() > 0 {
		s.focused = len(s.M.History()) + 1
	}
}

// The shots register with the app; not in the browser, which has no shot tool.
func init() { registerShots() }
