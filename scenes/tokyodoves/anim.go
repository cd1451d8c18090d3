package tokyodoves

import (
	"math"

	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes/tween"
)

// Before notes, ahead of an action, what its animation needs: the mover,
// where its dove was, and the rival boss.
func (s *Table) Before(a game.Action, bot bool) {
	side := int(s.st.P.Side)
	s.pre.side = side
	s.pre.from = int(s.st.P.Sq[side][td.Act(a).Type()])
	s.pre.oppBoss = int(s.st.P.Sq[1-side][td.Boss])
}

// Animate shows an action: the dove glides from the hand or hops across the
// ground (the Crazy dove leaps, the Attack dove hops square by square), and
// the rest of the flock slides to its new layout.
func (s *Table) Animate(ev []game.Event) {
	h := s.M.History()
	a := td.Act(h[len(h)-1].Action)
	side, t := s.pre.side, a.Type()
	before := s.doves // where every dove is drawn now, before the layout changes
	if s.lay.opening {
		s.Relayout() // the opening's ground gives the log its room back
	}
	s.clearSel()
	s.last, s.lastSide = a, side
	for _, e := range ev {
		if e.Msg.Key != "" {
			s.Log = append(s.Log, s.Narrate(e.Msg))
		}
	}
	s.snap()
	after := s.doves
	s.doves = before
	s.lastTo = -1
	if sq := int(s.st.P.Sq[side][t]); sq >= 0 {
		s.lastTo = sq
	}
	s.lastFrom = -1
	if a.Kind() == td.KindMove {
		s.lastFrom = s.pre.from + int(s.st.P.Sq[1-side][td.Boss]) - s.pre.oppBoss
	}
	anims := &s.A.Anims
	for sd := 0; sd < 2; sd++ {
		for ty := 0; ty < td.NumTypes; ty++ {
			if sd == side && ty == t {
				continue
			}
			s.slide(sd, ty, after[sd][ty], 0.28)
		}
	}
	d := &s.doves[side][t]
	target := after[side][t]
	sx, sy := d.x, d.y
	gc, _ := s.ground()
	cell := float64(gc)
	switch a.Kind() {
	case td.KindPut, td.KindPutBack:
		// The card glides between the hand and the ground, lifted on the way.
		ease, snd := tween.OutCubic, "put"
		if a.Kind() == td.KindPutBack {
			ease, snd = tween.InOutQuad, "move"
		}
		s.A.Audio.Play(snd)
		d.onBoard = a.Kind() == td.KindPut
		sz := d.size
		anims.Add(tween.Over(0.35, ease, func(p float64) {
			d.x, d.y = tween.Lerp(sx, target.x, p), tween.Lerp(sy, target.y, p)
			d.size = tween.Lerp(sz, target.size, p)
			d.lift = math.Sin(p*math.Pi) * 10
		}))
	default:
		dist := math.Hypot(target.x-sx, target.y-sy) / cell
		height := 6.0 + 4*dist
		dur := 0.22 + 0.08*dist
		snd := "move"
		if t == td.Crazy {
			height, dur, snd = 30, 0.5, "jump"
		}
		s.A.Audio.Play(snd)
		hops := 1
		if t == td.Attack && dist > 1.5 {
			hops = int(dist + 0.5)
		}
		sz := d.size
		anims.Add(tween.Over(dur, tween.InOutSine, func(p float64) {
			d.x, d.y = tween.Lerp(sx, target.x, p), tween.Lerp(sy, target.y, p)
			d.size = tween.Lerp(sz, target.size, p)
			hp := p * float64(hops)
			d.lift = math.Abs(math.Sin(hp*math.Pi)) * height / float64(hops)
		}))
	}
}

// slide moves a dove to where a layout puts it.
func (s *Table) slide(side, t int, to doveSprite, dur float64) {
	d := &s.doves[side][t]
	d.onBoard = to.onBoard
	s.A.Anims.Add(tween.Par(tween.To(&d.x, to.x, dur, tween.OutCubic), tween.To(&d.y, to.y, dur, tween.OutCubic), tween.To(&d.size, to.size, dur, tween.OutCubic)))
}

// Undone slides every dove back to where the position now says.
func (s *Table) Undone(n int) {
	s.st = s.M.State.(*td.State)
	s.clearSel()
	s.lastTo, s.lastFrom = -1, -1
	before := s.doves
	if s.lay.opening != s.opening() {
		s.Relayout() // back to the opening, or out of it
	}
	s.snap()
	after := s.doves
	s.doves = before
	for sd := 0; sd < 2; sd++ {
		for ty := 0; ty < td.NumTypes; ty++ {
			s.slide(sd, ty, after[sd][ty], 0.3)
		}
	}
}
