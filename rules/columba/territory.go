package columba

import (
	"errors"

	"github.com/birdroost/roost/rules/game"

	"slices"
)

// Pt is a space of the territory: X to the right, Y downwards. The first
// card lies with its top-left space at (0, 0).
type Pt struct{ X, Y int }

// Add is p moved by q.
func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

// Sides are the four edge neighbours' offsets.
var Sides = [4]Pt{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}

// Space is one space of the territory: a wild pigeon on its ground, or
// (full rules) a domesticated pigeon tile, perhaps under a falcon.
type Space struct {
	Ground Ground
	Tile   int8  // -1: a wild pigeon of the card; WildTile: a tile turned wild; else the seat that laid the tile here
	Laid   int16 // the turn the tile was laid
	Falcon bool  // a falcon covers it: it belongs to no estate
}

// WildTile marks a domesticated tile that a falcon cut off from its estate:
// a wild pigeon again, which anyone who needs it may capture.
const WildTile = -2

// Dovecote stands on a space and makes an estate of the edge-connected
// spaces of that space's ground.
type Dovecote struct {
	At    Pt
	Seat  int
	Large bool
}

// Territory is the cards laid so far (as spaces) and the dovecotes on them.
type Territory struct {
	Spaces map[Pt]Space
	Doves  []Dovecote
}

// Clone is a deep copy.
func (t *Territory) Clone() Territory {
	c := Territory{Spaces: make(map[Pt]Space, len(t.Spaces)), Doves: slices.Clone(t.Doves)}
	for p, s := range t.Spaces {
		c.Spaces[p] = s
	}
	return c
}

// DoveAt is the index of the dovecote on p, or -1.
func (t *Territory) DoveAt(p Pt) int {
	for i, d := range t.Doves {
		if d.At == p {
			return i
		}
	}
	return -1
}

// Touches reports whether p shares an edge with a space of the territory.
func (t *Territory) Touches(p Pt) bool {
	for _, d := range Sides {
		if _, ok := t.Spaces[p.Add(d)]; ok {
			return true
		}
	}
	return false
}

// cardTouches reports whether a card laid at at, covering no space, would
// share an edge with the territory: whether a space beside it is one.
func (t *Territory) cardTouches(at Pt) bool {
	for _, off := range cardAndRim[len(Corner):] {
		if _, ok := t.Spaces[at.Add(off)]; ok {
			return true
		}
	}
	return false
}

// group is the edge-connected spaces of g reached from p without crossing
// a falcon (p included when it qualifies).
func (t *Territory) group(p Pt, g Ground) []Pt {
	s, ok := t.Spaces[p]
	if !ok || s.Ground != g || s.Falcon {
		return nil
	}
	// The spaces found are the ones seen: a small group is searched as a
	// list (cheaper than a map, above all in WebAssembly, which hashes
	// without the processor's help), a large one through a set.
	const small = 32
	var seen map[Pt]bool
	out := make([]Pt, 1, 8)
	out[0] = p
	for i := 0; i < len(out); i++ {
		for _, d := range Sides {
			q := out[i].Add(d)
			if seen != nil && seen[q] || seen == nil && slices.Contains(out, q) {
				continue
			}
			if s, ok := t.Spaces[q]; ok && s.Ground == g && !s.Falcon {
				out = append(out, q)
				if seen != nil {
					seen[q] = true
				} else if len(out) > small {
					seen = make(map[Pt]bool, 2*len(out))
					for _, r := range out {
						seen[r] = true
					}
				}
			}
		}
	}
	return out
}

// Estate is the spaces of dovecote i's estate.
func (t *Territory) Estate(i int) []Pt {
	d := t.Doves[i]
	return t.group(d.At, t.Spaces[d.At].Ground)
}

// Owners maps every space of an estate to its dovecote's index.
func (t *Territory) Owners() map[Pt]int {
	est, n := t.estateList()
	out := make(map[Pt]int, n)
	for i, e := range est {
		for _, p := range e {
			out[p] = i
		}
	}
	return out
}

// estateList is every dovecote's estate (Estate), and their spaces'
// number: the map of owners is made at its size, never grown.
func (t *Territory) estateList() ([][]Pt, int) {
	est := make([][]Pt, len(t.Doves))
	n := 0
	for i := range t.Doves {
		est[i] = t.Estate(i)
		n += len(est[i])
	}
	return est, n
}

// estates is what the tiles' checks need of the estates before a tile is
// laid: every space's estate, and whether one holds two dovecotes.
type estates struct {
	owners map[Pt]int
	merged bool
	est    [][]Pt // each dovecote's estate
}

// (Owners and Merged in one pass: each estate is found once.)
func (t *Territory) estates() estates {
	est, n := t.estateList()
	e := estates{owners: make(map[Pt]int, n), est: est}
	for i, ps := range est {
		for _, p := range ps {
			e.owners[p] = i
			if !e.merged {
				if j := t.DoveAt(p); j >= 0 && j != i {
					e.merged = true
				}
			}
		}
	}
	return e
}

// near reports whether p or a space beside it lies in an estate.
func (e estates) near(p Pt) bool { return nearOwned(e.owners, p) }

// relay brings e up to date with t, where t differs from the territory of
// e only on the space p and no estate of e holds two dovecotes: the
// estates that hold p or a space beside it are found again (no other can
// have changed: its flood never reaches p), the others kept. It reports
// whether an estate now holds two dovecotes (then e is left as it was);
// else e.owners is t's owners (Owners) until undo puts it back.
func (e estates) relay(t *Territory, p Pt) (merged bool, undo func()) {
	var changed []int
	look := func(q Pt) {
		if i, in := e.owners[q]; in && !slices.Contains(changed, i) {
			changed = append(changed, i)
		}
	}
	look(p)
	for _, d := range Sides {
		look(p.Add(d))
	}
	now := make([][]Pt, len(changed))
	for k, i := range changed {
		now[k] = t.Estate(i)
		for _, q := range now[k] {
			if j := t.DoveAt(q); j >= 0 && j != i {
				return true, func() {}
			}
		}
	}
	// No estate holds two dovecotes, so no two share a space: each
	// space's owner is its one estate's.
	for _, i := range changed {
		for _, q := range e.est[i] {
			delete(e.owners, q)
		}
	}
	for k, i := range changed {
		for _, q := range now[k] {
			e.owners[q] = i
		}
	}
	return false, func() {
		for k := range changed {
			for _, q := range now[k] {
				delete(e.owners, q)
			}
		}
		for _, i := range changed {
			for _, q := range e.est[i] {
				e.owners[q] = i
			}
		}
	}
}

// nearOwned reports whether p or a space beside it lies in an estate
// (owners: Owners).
func nearOwned(owners map[Pt]int, p Pt) bool {
	if _, in := owners[p]; in {
		return true
	}
	for _, d := range Sides {
		if _, in := owners[p.Add(d)]; in {
			return true
		}
	}
	return false
}

// nearCard reports whether a space of a card laid at at, or a space beside
// one, lies in an estate.
func nearCard(owners map[Pt]int, at Pt) bool {
	if len(owners) == 0 {
		return false
	}
	// The card's four spaces and the eight beside them, each looked up once.
	for _, off := range cardAndRim {
		if _, in := owners[at.Add(off)]; in {
			return true
		}
	}
	return false
}

// spacesAndSides is every space of the territory and every place beside
// one, in reading order (by row, then column).
func (t *Territory) spacesAndSides() []Pt {
	if len(t.Spaces) == 0 {
		return nil
	}
	lo, hi := t.Bounds()
	o, w, h := Pt{lo.X - 1, lo.Y - 1}, hi.X-lo.X+3, hi.Y-lo.Y+3
	near := make([]bool, w*h)
	n := 0
	mark := func(p Pt) {
		if i := (p.Y-o.Y)*w + p.X - o.X; !near[i] {
			near[i] = true
			n++
		}
	}
	for p := range t.Spaces {
		mark(p)
		for _, d := range Sides {
			mark(p.Add(d))
		}
	}
	pts := make([]Pt, 0, n)
	for i, in := range near {
		if in {
			pts = append(pts, Pt{o.X + i%w, o.Y + i/w})
		}
	}
	return pts
}

// cardAndRim is a card's spaces (Corner) and the spaces that share an edge
// with one of them, as offsets from its top-left space.
var cardAndRim = [12]Pt{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, -1}, {1, -1}, {-1, 0}, {2, 0}, {-1, 1}, {2, 1}, {0, 2}, {1, 2}}

// Merged reports whether an estate holds a second dovecote: estates of one
// ground that touch are one group, which the rules forbid.
func (t *Territory) Merged() bool {
	for i := range t.Doves {
		for _, p := range t.Estate(i) {
			if j := t.DoveAt(p); j >= 0 && j != i {
				return true
			}
		}
	}
	return false
}

// Bounds is the smallest rectangle holding every space: its top-left and
// bottom-right spaces.
func (t *Territory) Bounds() (lo, hi Pt) {
	first := true
	for p := range t.Spaces {
		if first {
			lo, hi, first = p, p, false
			continue
		}
		lo.X, lo.Y = min(lo.X, p.X), min(lo.Y, p.Y)
		hi.X, hi.Y = max(hi.X, p.X), max(hi.Y, p.Y)
	}
	return lo, hi
}

// Lay puts a card on the territory with its top-left space at at, turned
// r quarter-turns clockwise: its spaces replace whatever they cover.
func (t *Territory) Lay(c Card, at Pt, r int) {
	c = c.Turn(r)
	for i, off := range Corner {
		t.Spaces[at.Add(off)] = Space{Ground: c[i], Tile: -1}
	}
}

// joinsAt reports whether laying c at at, turned r times, would leave two
// dovecotes in one group. Before it no group holds two, so only the groups
// through the card's spaces need a look. The territory is changed for the
// look and put back.
func (t *Territory) joinsAt(c Card, at Pt, r int) bool {
	defer t.restore(t.save(at))
	t.Lay(c, at, r)
	c = c.Turn(r)
	for i, off := range Corner {
		doves := 0
		for _, q := range t.group(at.Add(off), c[i]) {
			if t.DoveAt(q) >= 0 {
				doves++
			}
		}
		if doves > 1 {
			return true
		}
	}
	return false
}

// saved is the spaces a card laid at at would cover, kept to put them back
// after a look at the territory with the card on it.
type saved struct {
	at  Pt
	old [4]Space
	had [4]bool
}

func (t *Territory) save(at Pt) saved {
	sv := saved{at: at}
	for i, off := range Corner {
		sv.old[i], sv.had[i] = t.Spaces[at.Add(off)]
	}
	return sv
}

// restore puts back the spaces saved.
func (t *Territory) restore(sv saved) {
	for i, off := range Corner {
		if sv.had[i] {
			t.Spaces[sv.at.Add(off)] = sv.old[i]
		} else {
			delete(t.Spaces, sv.at.Add(off))
		}
	}
}

// whyBusy says why nothing more may go on p: it is no space of the
// territory, or a falcon or a dovecote is there already (for a falcon, or
// a dovecote).
func (t *Territory) whyBusy(p Pt, falcon bool) error {
	sp, ok := t.Spaces[p]
	switch {
	case !ok && falcon:
		return game.Refuse("cb.refuse.falcon-off")
	case !ok:
		return game.Refuse("cb.refuse.dovecote-off")
	case sp.Falcon:
		return game.Refuse("cb.refuse.falcon-already")
	case t.DoveAt(p) >= 0:
		return game.Refuse("cb.refuse.dovecote-already")
	}
	return nil
}

// placeLook is what whyPlace reads of the territory: its spaces and the
// estates' owners (Owners), from their maps, or where the move finder asks
// about every place around the territory, from a grid of both made once
// for all its questions (g). With words, a refusal says why; without
// (the move finder, which only keeps what is legal), it is errPlace.
type placeLook struct {
	owners map[Pt]int
	g      *placeGrid // nil: the maps
	words  bool
}

// errPlace is a placement refused, without its words (placeLook).
var errPlace = errors.New("columba: the card may not lie there")

func (l placeLook) refuse(key string) error {
	if !l.words {
		return errPlace
	}
	return game.Refuse(key)
}

// space is the space on q, if any.
func (l placeLook) space(t *Territory, q Pt) (Space, bool) {
	if l.g != nil {
		c := l.g.at(q)
		return c.sp, c.has
	}
	sp, ok := t.Spaces[q]
	return sp, ok
}

// owner is the dovecote whose estate holds q, if any.
func (l placeLook) owner(q Pt) (int, bool) {
	if l.g != nil {
		c := l.g.at(q)
		return int(c.owner), c.owner >= 0
	}
	i, ok := l.owners[q]
	return i, ok
}

// touches is cardTouches: whether a space is beside a card laid at at.
func (l placeLook) touches(t *Territory, at Pt) bool {
	if l.g == nil {
		return t.cardTouches(at)
	}
	for _, off := range cardAndRim[len(Corner):] {
		if l.g.at(at.Add(off)).has {
			return true
		}
	}
	return false
}

// nearCard is nearCard on the owners.
func (l placeLook) nearCard(at Pt) bool {
	if l.g == nil {
		return nearCard(l.owners, at)
	}
	for _, off := range cardAndRim {
		if l.g.at(at.Add(off)).owner >= 0 {
			return true
		}
	}
	return false
}

// placeGrid is the territory's spaces and their estates' owners as a dense
// grid, from lo-(3,3) to hi+(3,3) (lo and hi: Bounds): every space a card
// laid from lo-(2,2) to hi+(1,1), or its rim, can hold. A place off the
// grid is no space.
type placeGrid struct {
	o     Pt // the grid's top-left space
	w, h  int
	cells []placeCell
}

type placeCell struct {
	sp    Space
	has   bool  // a space of the territory
	owner int16 // the dovecote whose estate holds it, or -1
}

// grid makes the placeGrid of t around its bounds lo and hi, owners its
// Owners.
func (t *Territory) grid(lo, hi Pt, owners map[Pt]int) *placeGrid {
	g := &placeGrid{o: Pt{lo.X - 3, lo.Y - 3}, w: hi.X - lo.X + 7, h: hi.Y - lo.Y + 7}
	g.cells = make([]placeCell, g.w*g.h)
	for i := range g.cells {
		g.cells[i].owner = -1
	}
	for p, sp := range t.Spaces {
		c := &g.cells[(p.Y-g.o.Y)*g.w+p.X-g.o.X]
		c.sp, c.has = sp, true
	}
	for p, i := range owners {
		g.cells[(p.Y-g.o.Y)*g.w+p.X-g.o.X].owner = int16(i)
	}
	return g
}

// at is the cell of q (an empty one off the grid).
func (g *placeGrid) at(q Pt) placeCell {
	x, y := q.X-g.o.X, q.Y-g.o.Y
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return placeCell{owner: -1}
	}
	return g.cells[y*g.w+x]
}

// reaches reports whether a card laid at at would cover a space or lie
// beside one: a card that does neither is refused (cb.refuse.touch).
func (g *placeGrid) reaches(at Pt) bool {
	for _, off := range cardAndRim {
		if g.at(at.Add(off)).has {
			return true
		}
	}
	return false
}
