package columba

import (
	"slices"

	"github.com/birdroost/roost/rules/game"
)

// The full rules' optional actions: domesticated tiles, falcons; and the
// captures of tiles.

// Tile is the action of laying a domesticated tile of ground g on p.
func Tile(g Ground, p Pt) game.Action { return pack(actTile, int(g), p) }

// Breed trades tiles of grounds g1 and g2 for an eyas; Raise trades them for
// raising the eyas to an adult falcon.
func Breed(g1, g2 Ground) game.Action { return pack(actBreed, int(g1)*4+int(g2), Pt{}) }
func Raise(g1, g2 Ground) game.Action { return pack(actRaise, int(g1)*4+int(g2), Pt{}) }

// Falcon is the action of placing the adult falcon on p.
func Falcon(p Pt) game.Action { return pack(actFalcon, 0, p) }

// whyTakeTile says why the player may not capture the tile on q: only their
// own tile that has lain a full round in their own estate, a tile in their
// partner's estate (tiles cut off by a falcon are wild pigeons again).
func (s *State) whyTakeTile(q Pt, sp Space, owners map[Pt]int) error {
	me := int(s.Seat)
	i, inEstate := owners[q]
	switch {
	case inEstate && s.T.Doves[i].Seat != me && !s.Rival(me, s.T.Doves[i].Seat):
		return nil // the partner's estate
	case int(sp.Tile) == me && inEstate && s.T.Doves[i].Seat == me && int(s.TurnNo)-int(sp.Laid) >= s.N:
		return nil
	case int(sp.Tile) == me && inEstate && s.T.Doves[i].Seat == me:
		return game.Refuse("cb.refuse.tile-young")
	}
	return game.Refuse("cb.refuse.domesticated")
}

// whyEnd says why the turn may not end yet.
func (s *State) whyEnd() error {
	if s.Phase != PhaseActions {
		return game.Refuse("cb.refuse.not-laid")
	}
	if p, ok := s.stray(s.T.Owners()); ok {
		if !s.DoveDone {
			return game.Refuse("cb.refuse.stray-build", "X", p.X, "Y", p.Y)
		}
		return game.Refuse("cb.refuse.stray-join", "X", p.X, "Y", p.Y)
	}
	return nil
}

// stray is the first tile laid this turn that lies outside the player's (and
// partner's) estates, if any (Strays lists them all).
func (s *State) stray(owners map[Pt]int) (Pt, bool) { return s.strayIn(owners, s.Laid) }

// strayIn is stray for the tiles laid this turn being laid.
func (s *State) strayIn(owners map[Pt]int, laid []Pt) (Pt, bool) {
	for _, p := range laid {
		if i, ok := owners[p]; !ok || s.Rival(int(s.Seat), s.T.Doves[i].Seat) {
			return p, true
		}
	}
	return Pt{}, false
}

// canEnd reports whether the turn can still end: no tile laid this turn is
// stray, or one dovecote still to be built this turn can take every stray
// tile into its estate (they lie in one group of one ground that holds no
// dovecote, and a dovecote in hand may stand on one of its spaces). Every
// optional action must keep it true, so a turn can always end (by building
// that dovecote), however its actions were ordered.
func (s *State) canEnd() bool { return s.canEndWith(s.T.Owners(), s.Laid) }

// canEndWith is canEnd with the estates' owners worked out, and laid the
// tiles laid this turn.
func (s *State) canEndWith(owners map[Pt]int, laid []Pt) bool {
	p, ok := s.strayIn(owners, laid)
	if !ok {
		return true
	}
	if s.DoveDone {
		return false
	}
	g := s.T.group(p, s.T.Spaces[p].Ground)
	in := make(map[Pt]bool, len(g))
	for _, q := range g {
		in[q] = true
	}
	for _, q := range laid {
		if _, owned := owners[q]; !owned && !in[q] {
			return false // another stray tile, in another group
		}
		if i, owned := owners[q]; owned && s.Rival(int(s.Seat), s.T.Doves[i].Seat) {
			return false // in a rival's estate: no dovecote of ours may take it
		}
	}
	for _, q := range g {
		for _, large := range []bool{true, false} {
			if s.whyDoveOwned(q, large, owners) == nil {
				return true
			}
		}
	}
	return false
}

// keepsEnd says why an optional action would leave a turn that cannot end
// (see canEnd), or nil. Only a turn with tiles laid can be left so.
func (s *State) keepsEnd(a game.Action) error {
	kind, extra, _ := unpack(a)
	if len(s.Laid) == 0 && kind != actTile {
		return nil
	}
	c := s.Clone().(*State)
	c.apply(a, nil)
	if c.canEnd() {
		return nil
	}
	if kind == actTile {
		return game.Refuse("cb.refuse.tile-stray", "Ground", GroundName(Ground(extra)))
	}
	q, _ := c.stray(c.T.Owners())
	if kind == actDove {
		return game.Refuse("cb.refuse.dove-strands", "X", q.X, "Y", q.Y)
	}
	return game.Refuse("cb.refuse.strands", "X", q.X, "Y", q.Y)
}

// fullActions appends the full rules' optional actions.
func (s *State) fullActions(buf []game.Action) []game.Action {
	me := &s.P[s.Seat]
	// Tiles: on wild pigeons of the territory, or beside it.
	pts := s.T.spacesAndSides()
	var at estates // worked out once for every tile looked at
	for g := range NumGrounds {
		if me.Stock[g] == 0 {
			continue
		}
		if at.owners == nil {
			at = s.T.estates()
		}
		for _, p := range pts {
			if s.whyTileAt(Ground(g), p, at) == nil {
				buf = append(buf, Tile(Ground(g), p))
			}
		}
	}
	// Falcons.
	if !s.BreedDone && (me.Falcon == 0 && s.Falcons > 0 || me.Falcon == 1 && s.TurnNo > me.Bred) {
		for g1 := range NumGrounds {
			for g2 := g1; g2 < NumGrounds; g2++ {
				a := Breed(Ground(g1), Ground(g2))
				if me.Falcon == 1 {
					a = Raise(Ground(g1), Ground(g2))
				}
				if s.whyPay(Ground(g1), Ground(g2)) == nil {
					buf = append(buf, a)
				}
			}
		}
	}
	if me.Falcon == 2 {
		for _, p := range pts {
			if s.whyFalcon(p) == nil && s.keepsEnd(Falcon(p)) == nil {
				buf = append(buf, Falcon(p))
			}
		}
	}
	return buf
}

func (s *State) whyPay(g1, g2 Ground) error {
	st := s.P[s.Seat].Stock
	st[g1]--
	st[g2]--
	if st[g1] < 0 || st[g2] < 0 {
		return game.Refuse("cb.refuse.pay", "A", GroundName(g1), "B", GroundName(g2))
	}
	return nil
}

// whyFull says why a full-rules optional action is not legal now.
func (s *State) whyFull(kind, extra int, p Pt) error {
	me := &s.P[s.Seat]
	switch kind {
	case actTile:
		if extra >= int(NumGrounds) {
			return game.Refuse("refuse.unknown")
		}
		return s.whyTile(Ground(extra), p)
	case actBreed, actRaise:
		if s.BreedDone {
			return game.Refuse("cb.refuse.one-breeding")
		}
		g1, g2 := Ground(extra/4), Ground(extra%4)
		if extra >= 16 || g1 > g2 {
			return game.Refuse("refuse.unknown")
		}
		if kind == actBreed {
			switch {
			case me.Falcon != 0:
				return game.Refuse("cb.refuse.have-falcon")
			case s.Falcons == 0:
				return game.Refuse("cb.refuse.no-falcons")
			}
		} else {
			switch {
			case me.Falcon != 1:
				return game.Refuse("cb.refuse.no-eyas")
			case s.TurnNo <= me.Bred:
				return game.Refuse("cb.refuse.eyas-young")
			}
		}
		return s.whyPay(g1, g2)
	case actFalcon:
		if err := s.whyFalcon(p); err != nil {
			return err
		}
		return s.keepsEnd(Falcon(p))
	}
	return game.Refuse("refuse.unknown")
}

// whyTile says why the player may not lay a tile of ground g on p.
func (s *State) whyTile(g Ground, p Pt) error { return s.whyTileAt(g, p, s.T.estates()) }

// whyTileAt is whyTile with the estates already worked out (at).
func (s *State) whyTileAt(g Ground, p Pt, at estates) error {
	if s.P[s.Seat].Stock[g] == 0 {
		return game.Refuse("cb.refuse.no-tile", "Ground", GroundName(g))
	}
	sp, ok := s.T.Spaces[p]
	switch {
	case !ok && !s.T.Touches(p):
		return game.Refuse("cb.refuse.tile-where")
	case ok && sp.Tile != -1:
		return game.Refuse("cb.refuse.tile-on-tile")
	case ok && sp.Falcon:
		return game.Refuse("cb.refuse.falcon-there")
	case ok && s.T.DoveAt(p) >= 0:
		return game.Refuse("cb.refuse.dovecote-there")
	}
	if ok {
		if i, in := at.owners[p]; in && s.Rival(int(s.Seat), s.T.Doves[i].Seat) {
			return game.Refuse("cb.refuse.rival-estate", "Owner", game.Colour(SeatName(s.T.Doves[i].Seat)))
		}
	}
	// The estates with the tile laid. Where neither p nor a space beside it
	// lies in an estate, the tile changes no estate (a group of g through p
	// would hold a dovecote only through a neighbour in its estate): they
	// are the estates before it, and p is in none.
	// The tile is laid for the look, and the space put back after it.
	s.T.Spaces[p] = Space{Ground: g, Tile: s.Seat, Laid: s.TurnNo}
	defer func() {
		if ok {
			s.T.Spaces[p] = sp
		} else {
			delete(s.T.Spaces, p)
		}
	}()
	owners, merged := at.owners, at.merged
	switch {
	case at.near(p) && at.merged:
		e := s.T.estates()
		owners, merged = e.owners, e.merged
	case at.near(p):
		var undo func()
		merged, undo = at.relay(&s.T, p)
		defer undo()
	}
	if merged {
		return errJoin
	}
	// A tile must belong to one's own (or partner's) estate when the turn
	// ends, not at once: it may be laid before the dovecote that takes it in,
	// as long as the turn can still end (canEnd). The common case, a tile
	// that joins an estate and strands no other tile of this turn, needs no
	// more.
	joins := func(q Pt) bool {
		i, in := owners[q]
		return in && !s.Rival(int(s.Seat), s.T.Doves[i].Seat)
	}
	all := joins(p)
	for _, q := range s.Laid {
		all = all && joins(q)
	}
	if all {
		return nil
	}
	// keepsEnd's question, asked of the territory with the tile on it
	// rather than of a copy of the whole position: the tile changes only
	// the space, the stock and the tiles laid this turn.
	if s.canEndWith(owners, append(slices.Clip(s.Laid), p)) {
		return nil
	}
	return game.Refuse("cb.refuse.tile-stray", "Ground", GroundName(g))
}

// whyFalcon says why the player may not place its adult falcon on p.
func (s *State) whyFalcon(p Pt) error {
	if s.P[s.Seat].Falcon != 2 {
		return game.Refuse("cb.refuse.no-adult")
	}
	if err := s.T.whyBusy(p, true); err != nil {
		return err
	}
	i, in := s.T.Owners()[p]
	if !in || !s.Rival(int(s.Seat), s.T.Doves[i].Seat) {
		return game.Refuse("cb.refuse.falcon-where")
	}
	return nil
}

// applyFull applies a legal full-rules optional action.
func (s *State) applyFull(kind, extra int, p Pt, ev *[]game.Event) {
	me := &s.P[s.Seat]
	who := game.Colour(SeatName(int(s.Seat)))
	switch kind {
	case actTile:
		g := Ground(extra)
		me.Stock[g]--
		s.T.Spaces[p] = Space{Ground: g, Tile: s.Seat, Laid: s.TurnNo}
		s.Laid = append(s.Laid, p)
		emit(ev, game.Event{Kind: "tile", Seat: int(s.Seat), To: [2]int{p.X, p.Y}, Piece: extra,
			Msg: game.M("cb.log.tile", "Who", who, "Ground", GroundName(g))})
	case actBreed, actRaise:
		g1, g2 := Ground(extra/4), Ground(extra%4)
		me.Stock[g1]--
		me.Stock[g2]--
		s.Supply[g1]++
		s.Supply[g2]++
		s.BreedDone = true
		if kind == actBreed {
			me.Falcon, me.Bred = 1, s.TurnNo
			s.Falcons--
			emit(ev, game.Event{Kind: "breed", Seat: int(s.Seat), Msg: game.M("cb.log.breed", "Who", who, "A", GroundName(g1), "B", GroundName(g2))})
		} else {
			me.Falcon = 2
			emit(ev, game.Event{Kind: "raise", Seat: int(s.Seat), Msg: game.M("cb.log.raise", "Who", who, "A", GroundName(g1), "B", GroundName(g2))})
		}
	case actFalcon:
		before := s.T.Owners()
		victim := s.T.Doves[before[p]].Seat
		sp := s.T.Spaces[p]
		sp.Falcon = true
		s.T.Spaces[p] = sp
		me.Falcon = 0
		after := s.T.Owners()
		cut := 0
		for q := range before {
			if _, still := after[q]; still || q == p {
				continue
			}
			cut++
			if sq := s.T.Spaces[q]; sq.Tile >= 0 {
				sq.Tile = WildTile // the tile turns wild again
				s.T.Spaces[q] = sq
			}
		}
		emit(ev, game.Event{Kind: "falcon", Seat: int(s.Seat), To: [2]int{p.X, p.Y}, Value: cut,
			Msg: game.M("cb.log.falcon", "Who", who, "Victim", game.Colour(SeatName(victim)), "Count", cut)})
	}
}
