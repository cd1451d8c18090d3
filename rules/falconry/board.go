// Package falconry is the rules engine of Falconry: nobles place and move
// markers, a bird and a falconer on a grid without edges; a bird claims a
// marker by landing on it, a falconer ambushes a rival's bird; the first to
// own a straight path of the variant's length wins. See RULINGS.md and
// docs/RULES.md.
package falconry

// Kind is a kind of card.
type Kind uint8

// Kinds of card, in the order they stack (a marker at the bottom).
const (
	Marker   Kind = 1
	Bird     Kind = 2
	Falconer Kind = 3
)

// KindLetter is each kind's letter in the notation.
var KindLetter = [4]byte{0, 'm', 'b', 'f'}

// KindName is each kind's name.
var KindName = [4]string{"", "marker", "bird", "falconer"}

// Card is a card on the board: its kind, its owner's seat, and whether it was
// placed or moved in the current turn. The zero Card is no card.
type Card uint8

const actedBit = 0x10

// NewCard makes a card.
func NewCard(k Kind, seat int) Card { return Card(uint8(k) | uint8(seat)<<2) }

// Kind is the card's kind.
func (c Card) Kind() Kind { return Kind(c & 3) }

// Owner is the card's owner's seat.
func (c Card) Owner() int { return int(c>>2) & 3 }

// Acted reports whether the card was placed or moved this turn.
func (c Card) Acted() bool { return c&actedBit != 0 }

func (c Card) plain() Card { return c &^ actedBit }

// Stack is what lies on one space, from the bottom up.
type Stack struct {
	N uint8
	C [3]Card
}

// Top is the top card (0 for an empty space).
func (s *Stack) Top() Card {
	if s.N == 0 {
		return 0
	}
	return s.C[s.N-1]
}

// Under is the card under the top card (0 if none).
func (s *Stack) Under() Card {
	if s.N < 2 {
		return 0
	}
	return s.C[s.N-2]
}

func (s *Stack) push(c Card) { s.C[s.N] = c; s.N++ }

func (s *Stack) pop() Card {
	s.N--
	c := s.C[s.N]
	s.C[s.N] = 0
	return c
}

// Pt is a space: a column and a row of the grid (see Board).
type Pt struct{ X, Y int }

// Dirs are the four line directions (row, column, both diagonals).
var Dirs = [4]Pt{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// Nbrs are the four edge neighbours.
var Nbrs = [4]Pt{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// Board is the grid around the cards: the cards' bounding box with one empty
// space all around it, so every space a card may go to is on the grid. Column
// and row 1 are the box's first; after every action the grid is re-cut to the
// box, and OX, OY keep where the grid's (0,0) lies in fixed table
// coordinates, so a table can draw the cards where they stay.
type Board struct {
	W, H   int
	Cells  []Stack
	OX, OY int
}

// In reports whether p is on the grid.
func (b *Board) In(p Pt) bool { return p.X >= 0 && p.Y >= 0 && p.X < b.W && p.Y < b.H }

// At is the stack on p (p must be on the grid).
func (b *Board) At(p Pt) *Stack { return &b.Cells[p.Y*b.W+p.X] }

// Top is the top card on p, or 0 off the grid.
func (b *Board) Top(p Pt) Card {
	if !b.In(p) {
		return 0
	}
	return b.Cells[p.Y*b.W+p.X].Top()
}

// hasNeighbour reports whether a card lies edge-adjacent to p, not counting
// a lone card at skip (the card being moved, when it is alone on its space).
func (b *Board) hasNeighbour(p, skip Pt, skipLone bool) bool {
	for _, d := range Nbrs {
		q := Pt{p.X + d.X, p.Y + d.Y}
		if !b.In(q) {
			continue
		}
		st := b.At(q)
		if st.N == 0 || (skipLone && q == skip && st.N == 1) {
			continue
		}
		return true
	}
	return false
}

// Run is the length of the straight run of spaces whose top card belongs
// to seat, through p along d, counting p as seat's.
func (b *Board) Run(p Pt, d Pt, seat int) int {
	n := 1
	for _, s := range [2]int{1, -1} {
		q := Pt{p.X + s*d.X, p.Y + s*d.Y}
		for {
			c := b.Top(q)
			if c == 0 || c.Owner() != seat {
				break
			}
			n++
			q = Pt{q.X + s*d.X, q.Y + s*d.Y}
		}
	}
	return n
}

// Longest is the longest run through p of seat's cards (counting p as
// seat's), and its direction.
func (b *Board) Longest(p Pt, seat int) (int, Pt) {
	best, dir := 0, Dirs[0]
	for _, d := range Dirs {
		if n := b.Run(p, d, seat); n > best {
			best, dir = n, d
		}
	}
	return best, dir
}

// Path lists the spaces of seat's longest run through p.
func (b *Board) Path(p Pt, seat int) []Pt {
	_, d := b.Longest(p, seat)
	q := p
	for {
		n := Pt{q.X - d.X, q.Y - d.Y}
		if c := b.Top(n); c == 0 || c.Owner() != seat {
			break
		}
		q = n
	}
	var out []Pt
	for {
		out = append(out, q)
		q = Pt{q.X + d.X, q.Y + d.Y}
		if c := b.Top(q); c == 0 || c.Owner() != seat {
			return out
		}
	}
}

// bounds is the bounding box of the cards: min and max corners.
func (b *Board) bounds() (lo, hi Pt, ok bool) {
	lo, hi = Pt{b.W, b.H}, Pt{-1, -1}
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			if b.Cells[y*b.W+x].N > 0 {
				lo.X, lo.Y = min(lo.X, x), min(lo.Y, y)
				hi.X, hi.Y = max(hi.X, x), max(hi.Y, y)
				ok = true
			}
		}
	}
	return
}

// recut re-cuts the grid to the cards' box plus one space all around. It
// returns the shift applied to every space (new = old + shift).
func (b *Board) recut() Pt {
	lo, hi, ok := b.bounds()
	if !ok {
		return Pt{}
	}
	w, h := hi.X-lo.X+3, hi.Y-lo.Y+3
	shift := Pt{1 - lo.X, 1 - lo.Y}
	if w == b.W && h == b.H && shift == (Pt{}) {
		return shift
	}
	cells := make([]Stack, w*h)
	for y := lo.Y; y <= hi.Y; y++ {
		copy(cells[(y+shift.Y)*w+1:(y+shift.Y)*w+1+hi.X-lo.X+1], b.Cells[y*b.W+lo.X:y*b.W+hi.X+1])
	}
	b.Cells, b.W, b.H = cells, w, h
	b.OX -= shift.X
	b.OY -= shift.Y
	return shift
}

func (b *Board) clone() Board {
	c := *b
	c.Cells = append([]Stack(nil), b.Cells...)
	return c
}
