package columba

import (
	"math/bits"

	"github.com/birdroost/roost/rules/game"
)

// What an action does, for a table that shows it.
const (
	KindStart     = actStart     // the first card (chance)
	KindDraw      = actDraw      // a card drawn (chance)
	KindPlace     = actPlace     // the drawn card laid
	KindDove      = actDove      // a dovecote placed
	KindEnd       = actEnd       // the turn ended
	KindObjective = actObjective // a new objective drawn (chance)
	KindChoose    = actChoose    // a new objective asked for, or not
	KindTile      = actTile      // a domesticated tile laid
	KindBreed     = actBreed     // an eyas bred
	KindRaise     = actRaise     // the eyas raised
	KindFalcon    = actFalcon    // the adult falcon placed
)

// Act is an action taken apart.
type Act struct {
	Kind   int
	At     Pt     // the space (a card's top-left space)
	Rot    int    // a card's quarter-turns
	Large  bool   // a large dovecote
	Ground Ground // a tile's ground; the first tile paid for a falcon
	Pay2   Ground // the second tile paid for a falcon
	Card   int    // the card drawn
	New    bool   // a new objective asked for
}

// Decode takes an action apart.
func Decode(a game.Action) Act {
	kind, extra, p := unpack(a)
	d := Act{Kind: kind, At: p}
	switch kind {
	case actPlace:
		d.Rot = extra & 3
	case actDove:
		d.Large = extra == 1
	case actTile:
		d.Ground = Ground(extra & 3)
	case actBreed, actRaise:
		d.Ground, d.Pay2 = Ground(extra/4&3), Ground(extra%4)
	case actStart, actDraw, actObjective:
		d.Card = extra
	case actChoose:
		d.New = extra == 1
	}
	return d
}

// Covered are the spaces of the territory that laying the drawn card at at,
// turned r times, would cover (captures, in the full rules).
func (s *State) Covered(at Pt, r int) []Pt {
	var out []Pt
	for _, off := range Corner {
		if _, ok := s.T.Spaces[at.Add(off)]; ok {
			out = append(out, at.Add(off))
		}
	}
	return out
}

// WhyPlace says why the drawn card may not lie at at turned r times (nil if
// it may).
func (s *State) WhyPlace(at Pt, r int) error {
	if s.Phase != PhasePlace {
		return s.Why(Place(at, r))
	}
	return s.whyPlace(at, r&3)
}

// WhyEnd says why the turn may not end now (nil if it may).
func (s *State) WhyEnd() error { return s.whyEnd() }

// Strays are the tiles laid this turn that lie outside the player's (and
// partner's) estates: the turn may not end while there are any.
func (s *State) Strays() []Pt {
	owners := s.T.Owners()
	var out []Pt
	for _, p := range s.Laid {
		if i, ok := owners[p]; !ok || s.Rival(int(s.Seat), s.T.Doves[i].Seat) {
			out = append(out, p)
		}
	}
	return out
}

// PileLeft is the number of cards left in the pile.
func (s *State) PileLeft() int { return bits.OnesCount32(s.Left) }
