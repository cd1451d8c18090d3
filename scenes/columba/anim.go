package columba

import (
	"fmt"
	"image"

	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/tween"
)

// cardFlight is the card on its way from the tray (a canvas point) to its
// place, turning from from to to quarter-turns as it goes.
type cardFlight struct {
	card     cb.Card
	from     image.Point // canvas, the card's top-left
	to       cb.Pt
	rotFrom  float64
	rotTo    int
	t        float64
	flipping bool // the first card: it turns face up on the way
}

// bird is a captured pigeon flying from its space to the objective card.
type bird struct {
	from, to image.Point // canvas
	t        float64
}

// drop is a dovecote or a tile coming down onto a space.
type drop struct {
	at     cb.Pt
	sprite string
	h      float64 // height above the space, world pixels
}

// pop is a score change rising from a dovecote (or, with panel set, from a
// point of the seats' panels: an open objective's -4).
type pop struct {
	at     cb.Pt
	text   string
	t      float64
	good   bool
	estate int // the estate counted as it rises, lit (-1: none)
	panel  image.Point
}

// swoopAnim is the falcon diving from its owner's mini-board to a space.
type swoopAnim struct {
	from image.Point
	to   cb.Pt
	t    float64
}

// Before keeps the position before an action, to show what it changed.
func (s *Table) Before(a game.Action, bot bool) {
	s.prev = s.st.Clone().(*cb.State)
	s.flyFrom = s.lay.card.Min
	if d := cb.Decode(a); d.Kind == cb.KindPlace && bot {
		s.rot = 0 // a computer's card turns on the way
	} else if s.ghostOn {
		s.flyFrom = s.ghostRect().Min // a person's card drops from where it was shown
	}
}

// Animate shows what the last action did.
func (s *Table) Animate(ev []game.Event) {
	s.st = s.M.State.(*cb.State)
	s.ver++
	prev := s.prev
	s.prev = nil
	s.clearSel()
	s.paying = false
	s.hintOn = false
	for _, e := range ev {
		if e.Msg.Key != "" {
			s.Log = append(s.Log, s.Narrate(e.Msg))
		}
	}
	an := s.A.Anims.Add
	for _, e := range ev {
		at := cb.Pt{X: e.To[0], Y: e.To[1]}
		switch e.Kind {
		case "start":
			s.A.Audio.Play("flip")
			f := &cardFlight{card: cb.CardOf(e.Piece), from: s.lay.card.Min, flipping: true}
			s.fly = f
			an(tween.Seq(tween.To(&f.t, 1, 0.5, tween.InOutQuad), tween.Do(func() { s.fly = nil; s.A.Audio.Play("put") })))
		case "draw", "new-objective":
			s.A.Audio.Play("flip")
			s.drawT = 0
			s.rot = 0
			an(tween.To(&s.drawT, 1, 0.3, tween.OutQuad))
		case "place":
			f := &cardFlight{card: cb.CardOf(e.Piece), from: s.flyFrom, to: at, rotFrom: float64(s.rot), rotTo: e.Value}
			if f.rotFrom > float64(f.rotTo)+2 { // the short way round
				f.rotFrom -= 4
			} else if f.rotFrom < float64(f.rotTo)-2 {
				f.rotFrom += 4
			}
			s.fly = f
			s.A.Audio.Play("move")
			var captured []cb.Pt
			if prev != nil && !prev.Junior {
				captured = prev.Covered(at, e.Value)
			}
			seat := e.Seat
			an(tween.Seq(tween.To(&f.t, 1, 0.42, tween.InOutQuad), tween.Do(func() {
				s.fly = nil
				s.A.Audio.Play("put")
				s.lastAt, s.last = at, true
				if len(captured) > 0 {
					s.A.Audio.Play("coo")
				}
			})))
			for i, p := range captured {
				b := &bird{from: s.spaceRect(p).Min, to: s.objSlot(seat, -1).Min}
				an(tween.Seq(tween.Wait(0.42+0.08*float64(i)), tween.Do(func() { s.birds = append(s.birds, b) }),
					tween.To(&b.t, 1, 0.5, tween.InOutSine), tween.Do(func() { s.removeBird(b) })))
			}
			s.rot = 0
		case "objective":
			seat := e.Seat
			s.A.Audio.Play("confirm")
			s.flash[seat] = 1
			an(tween.Seq(tween.Wait(0.5), tween.To(&s.flash[seat], 0, 0.9, tween.Linear)))
		case "dovecote":
			large := false
			if i := s.st.T.DoveAt(at); i >= 0 {
				large = s.st.T.Doves[i].Large
			}
			d := &drop{at: at, sprite: coteSprite(large, e.Seat), h: 40}
			s.drops = append(s.drops, d)
			an(tween.Seq(tween.To(&d.h, 0, 0.35, tween.OutBounce), tween.Do(func() { s.removeDrop(d); s.A.Audio.Play("jump") })))
		case "tile":
			d := &drop{at: at, sprite: fmt.Sprintf("cb_tile_%d", e.Piece), h: 24}
			s.drops = append(s.drops, d)
			s.A.Audio.Play("put")
			an(tween.Seq(tween.To(&d.h, 0, 0.25, tween.OutQuad), tween.Do(func() { s.removeDrop(d) })))
		case "breed", "raise":
			s.A.Audio.Play("coo")
			s.flash[e.Seat] = 0.6
			an(tween.To(&s.flash[e.Seat], 0, 0.6, tween.Linear))
		case "falcon":
			sw := &swoopAnim{from: s.lay.panel[e.Seat].Min, to: at}
			s.swoop = sw
			s.A.Audio.Play("swoop")
			cut := map[cb.Pt]float64{}
			if prev != nil {
				after := s.st.T.Owners()
				for q := range prev.T.Owners() {
					if _, still := after[q]; !still {
						cut[q] = 1
					}
				}
			}
			an(tween.Seq(tween.To(&sw.t, 1, 0.55, tween.InQuad), tween.Do(func() {
				s.swoop = nil
				s.A.Audio.Play("capture")
				s.fades = cut
			}), tween.Over(0.9, tween.Linear, func(p float64) {
				for q := range s.fades {
					s.fades[q] = 1 - p
				}
				if p >= 1 {
					s.fades = nil
				}
			})))
		}
	}
	if prev != nil {
		s.popScores(prev)
	}
	s.cam.Settle(s.Content())
	s.snugLaid()
	s.checkGhost()
	s.updateControls()
}

// popScores shows each estate whose worth changed: the change rises from
// its dovecote.
func (s *Table) popScores(prev *cb.State) {
	old := map[cb.Pt]int{}
	for i, d := range prev.T.Doves {
		old[d.At] = worth(len(prev.T.Estate(i)), d.Large)
	}
	for i, d := range s.st.T.Doves {
		now := worth(len(s.st.T.Estate(i)), d.Large)
		if diff := now - old[d.At]; diff != 0 {
			p := &pop{at: d.At, text: fmt.Sprintf("%+d", diff), good: diff > 0, estate: -1}
			s.pops = append(s.pops, p)
			s.A.Anims.Add(tween.Seq(tween.Wait(0.4), tween.To(&p.t, 1, 1.0, tween.OutQuad), tween.Do(func() { s.removePop(p) })))
		}
	}
}

func (s *Table) removeBird(b *bird) {
	for i, x := range s.birds {
		if x == b {
			s.birds = append(s.birds[:i], s.birds[i+1:]...)
			return
		}
	}
}

func (s *Table) removeDrop(d *drop) {
	for i, x := range s.drops {
		if x == d {
			s.drops = append(s.drops[:i], s.drops[i+1:]...)
			return
		}
	}
}

func (s *Table) removePop(p *pop) {
	for i, x := range s.pops {
		if x == p {
			s.pops = append(s.pops[:i], s.pops[i+1:]...)
			return
		}
	}
}

// Finale counts the game up: seat by seat, each estate lights and its worth
// rises from its dovecote, then an open objective's -4 rises from the
// seat's panel. It returns how long that takes.
func (s *Table) Finale() float64 {
	st := s.st
	const first, step = 0.5, 0.3
	at := first
	count := func(p *pop) {
		s.A.Anims.Add(tween.Seq(tween.Wait(at), tween.Do(func() {
			s.pops = append(s.pops, p)
			s.A.Audio.Play("put")
		}), tween.To(&p.t, 1, 0.9, tween.OutQuad), tween.Do(func() { s.removePop(p) })))
		at += step
	}
	for seat := range st.N {
		for i, d := range st.T.Doves {
			if d.Seat == seat {
				count(&pop{at: d.At, text: fmt.Sprintf("+%d", worth(len(st.T.Estate(i)), d.Large)), good: true, estate: i})
			}
		}
		if !st.Junior && st.P[seat].Objective >= 0 {
			r := s.objSlot(seat, -1)
			count(&pop{text: "-4", estate: -1, panel: r.Min.Add(r.Size().Div(2))})
		}
	}
	return at - first + 0.9
}

// Tick advances the table's own timers and keeps the tray's controls in
// step with the turn.
func (s *Table) Tick(dt float64) {
	if s.lay.logKey && s.logKeyNow(s.LogRect().Dx()) != s.lay.logKeyH {
		s.Relayout() // (the log's head says other keys now: its room follows)
	}
	if s.shake > 0 {
		s.shake = max(0, s.shake-dt)
	}
	if s.turnAnim != 0 {
		step := dt / 0.14
		if s.turnAnim > 0 {
			s.turnAnim = max(0, s.turnAnim-step)
		} else {
			s.turnAnim = min(0, s.turnAnim+step)
		}
	}
	if st := s.M.State.(*cb.State); st != s.st {
		s.st = st
		s.ver++
	}
	// A phone's close-up opens each of the person's turns on the card's
	// places, once the moves before it have been shown.
	if n := len(s.M.History()) + 1; s.closeZ() > 0 && s.focused != n && s.st.Phase == cb.PhasePlace && s.HumanTurn() && !s.A.Anims.Busy() {
		s.focused = n
		s.focusPlaces()
	}
	if s.cam.Zoom != s.ovZoom && !s.cam.Moving() {
		// (The view zoomed in or out since the miniature was placed: a
		// corner where it covers no card and no dot at this zoom.)
		s.placeOverview()
	}
	s.updateControls()
}

func coteSprite(large bool, seat int) string {
	if large {
		return fmt.Sprintf("cb_cote_large_%d", seat)
	}
	return fmt.Sprintf("cb_cote_small_%d", seat)
}
