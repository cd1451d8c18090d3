package falconry

import (
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/tween"
)

// flight is a card on its way: from a hand (canvas point, turned into the
// world when it starts) or a space, to a space; a card landing on another
// flips as it lands.
type flight struct {
	card   fc.Card
	fx, fy float64 // world pixels
	to     [2]int
	t      float64
	hop    bool // a move hops; a card from the hand slides
	flip   bool // it lands on another card
}

// Animate shows what the last action did: the card flies to its space, the
// log says what happened, and the view stays where the player left it.
func (s *Table) Animate(ev []game.Event) {
	s.clearSel()
	first := len(s.Log)
	for _, e := range ev {
		if e.Msg.Key != "" {
			s.Log = append(s.Log, s.Narrate(e.Msg))
		}
	}
	if h := len(s.M.History()); h > 0 && len(s.Log) > first {
		// The action's first entry says it: the order-of-play tag's
		// figure goes there (LogTag).
		if s.actLog == nil {
			s.actLog = map[int]int{}
		}
		s.actLog[h-1] = first
	}
	for _, e := range ev {
		switch e.Kind {
		case "place", "move":
			seat := e.Seat
			c := fc.NewCard(fc.Kind(e.Piece), seat)
			f := &flight{card: c, to: e.To, flip: e.Value != 0, hop: e.Kind == "move"}
			if e.Kind == "move" {
				w := s.world(e.From)
				f.fx, f.fy = float64(w.Min.X), float64(w.Min.Y)
				s.lastFrom, s.lastMove = e.From, true
				s.A.Audio.Play("move")
			} else {
				r := s.lay.handCard[seat][c.Kind()]
				f.fx, f.fy = s.cam.ToWorld(r.Min)
				s.lastMove = false
				s.A.Audio.Play("put")
			}
			s.lastTo, s.hasLast = e.To, true
			s.fly = f
			dur := 0.3
			if f.hop {
				dur = 0.36
			}
			s.A.Anims.Add(tween.Seq(tween.To(&f.t, 1, dur, tween.InOutQuad), tween.Do(func() {
				if s.fly == f {
					s.fly = nil
				}
				if f.flip {
					s.A.Audio.Play("jump")
				}
			})))
		case "win":
			s.winPath = nil
			for i := 0; i+1 < len(e.Values); i += 2 {
				s.winPath = append(s.winPath, [2]int{e.Values[i], e.Values[i+1]})
			}
		}
	}
	s.cam.Settle(s.Content())
	s.snugLaid()
}
