// Package tokyodoves is the rules engine of Tokyo Doves: a floating 4x4 feeding
// ground held in 8x8 bitboards, allocation-free action generation, and notation.
//
// Internally the doves' bounding box is always anchored at row 2, column 2 of an
// 8x8 board (square = row*8+col), so every square an action can reach (one row or
// column outside the box, or a knight's jump away) stays on the board.
package tokyodoves

import "math/bits"

// Dove types, in the order B A Y M T H.
const (
	Boss = iota
	BigBrother
	Razor
	Peashooter
	Attack
	Crazy
	NumTypes
)

// Sides.
const (
	Red   = 0
	Green = 1
)

// Letters of the dove types (Red upper case, Green lower case).
const letters = "BAYMTH"

// TypeNames are the doves' names in the command line's notation errors
// (Dove is a dove's name for people).
var TypeNames = [NumTypes]string{"Boss", "Big Brother", "Razor", "Peashooter", "Attack", "Crazy"}

// Action kinds.
const (
	KindPut = iota
	KindMove
	KindPutBack
)

// Results.
const (
	Ongoing  = 0
	RedWins  = 1
	GreenWin = 2
	Draw     = 3
)

const (
	anchor = 2
	fileA  = 0x0101010101010101
	fileH  = 0x8080808080808080
	notA   = ^uint64(fileA)
	notH   = ^uint64(fileH)
	inHand = -1
)

// Pos is a Tokyo Doves position without history: copy it by value.
type Pos struct {
	Sq      [2][NumTypes]int8 // square of each dove, or -1 in hand
	Occ     uint64            // all doves
	Col     [2]uint64         // doves of each side
	Side    uint8             // side to move
	PutBack bool              // the optional put-back rule is on
	Result  uint8             // Ongoing, RedWins, GreenWin or Draw
}

// MaxActions bounds the number of legal actions of any position: 5 puts into at
// most 16 squares... are far fewer in practice, but buffers are sized for the
// worst case: 5 doves x 24 targets for puts, 6 doves x 12 targets for moves
// (the Attack dove at most 12), and 5 put-backs.
const MaxActions = 5*24 + 8 + 8 + 4 + 4 + 12 + 8 + 5

// Start returns the start position: Green's boss directly above Red's boss, Red to move.
func Start(putBack bool) Pos {
	var p Pos
	for s := 0; s < 2; s++ {
		for t := 0; t < NumTypes; t++ {
			p.Sq[s][t] = inHand
		}
	}
	p.place(Green, Boss, anchor*8+anchor)
	p.place(Red, Boss, (anchor+1)*8+anchor)
	p.PutBack = putBack
	return p
}

func (p *Pos) place(side, t int, sq int) {
	p.Sq[side][t] = int8(sq)
	b := uint64(1) << uint(sq)
	p.Occ |= b
	p.Col[side] |= b
}

func (p *Pos) lift(side, t int) {
	b := uint64(1) << uint(p.Sq[side][t])
	p.Occ &^= b
	p.Col[side] &^= b
	p.Sq[side][t] = inHand
}

func north(b uint64) uint64 { return b >> 8 }
func south(b uint64) uint64 { return b << 8 }
func east(b uint64) uint64  { return (b << 1) & notA }
func west(b uint64) uint64  { return (b >> 1) & notH }

func orth(b uint64) uint64 { return north(b) | south(b) | east(b) | west(b) }

func ring(b uint64) uint64 {
	h := b | east(b) | west(b)
	return (h | north(h) | south(h)) &^ b
}

// Per-square patterns: the ring of eight neighbours, the four orthogonal
// ones, the diagonal ones and the knight's jumps.
var ringOf, orthOf, diagOf, knightOf [64]uint64

func init() {
	for sq := 0; sq < 64; sq++ {
		b := uint64(1) << uint(sq)
		ringOf[sq], orthOf[sq] = ring(b), orth(b)
		diagOf[sq] = ringOf[sq] &^ orthOf[sq]
		r, c := sq/8, sq%8
		for _, k := range knight {
			if nr, nc := r+k[0], c+k[1]; nr >= 0 && nr < 8 && nc >= 0 && nc < 8 {
				knightOf[sq] |= 1 << uint(nr*8+nc)
			}
		}
	}
}

// box returns the occupied rows and columns as 8-bit masks.
func box(occ uint64) (rows, cols uint8) {
	// Bit 0 of each byte says whether the row has a dove; the multiplication
	// gathers those eight bits into the top byte.
	x := occ | occ>>4
	x |= x >> 2
	x |= x >> 1
	rows = uint8((x & fileA) * 0x0102040810204080 >> 56)
	c := occ | occ>>32
	c |= c >> 16
	c |= c >> 8
	return rows, uint8(c)
}

// rowsFrom is the rows lo..hi of the board (both within 0..7, lo <= hi).
func rowsFrom(lo, hi int) uint64 { return ^uint64(0) << uint(8*lo) & (^uint64(0) >> uint(8*(7-hi))) }

// colsFrom is the columns lo..hi of the board (both within 0..7, lo <= hi).
func colsFrom(lo, hi int) uint64 { return uint64(0xff<<uint(lo)&(0xff>>uint(7-hi))) * fileA }

func span(m uint8) int {
	if m == 0 {
		return 0
	}
	return 8 - bits.LeadingZeros8(m) - bits.TrailingZeros8(m)
}

// fitMask is the set of squares that may be occupied without the bounding box
// growing beyond 4x4.
func fitMask(occ uint64) uint64 {
	rows, cols := box(occ)
	lo, hi := bits.TrailingZeros8(rows), 7-bits.LeadingZeros8(rows)
	rowm := rowsFrom(max(hi-3, 0), min(lo+3, 7))
	lo, hi = bits.TrailingZeros8(cols), 7-bits.LeadingZeros8(cols)
	return rowm & colsFrom(max(hi-3, 0), min(lo+3, 7))
}

// connected reports whether the doves in occ form one flock (8-connected).
func connected(occ uint64) bool {
	if occ == 0 {
		return true
	}
	f := occ & -occ
	for {
		n := (f | ring(f)) & occ
		if n == f {
			return f == occ
		}
		f = n
	}
}

// freeSquares is the set of squares that count as open around a boss: empty and
// not a wall. Beyond a 4-wide box the columns are walls; beyond a 4-tall box the rows.
func freeSquares(occ uint64) uint64 {
	// A flock's rows (and columns) are contiguous, so the box is lo..hi.
	rows, cols := box(occ)
	free := ^occ
	if span(rows) == 4 {
		lo := bits.TrailingZeros8(rows)
		free &= rowsFrom(lo, lo+3)
	}
	if span(cols) == 4 {
		lo := bits.TrailingZeros8(cols)
		free &= colsFrom(lo, lo+3)
	}
	return free
}

// Liberties counts the open orthogonal neighbours of side's boss.
func (p *Pos) Liberties(side int) int {
	b := uint64(1) << uint(p.Sq[side][Boss])
	return bits.OnesCount64(orth(b) & freeSquares(p.Occ))
}

// normalize moves the bounding box back to the anchor.
func (p *Pos) normalize() {
	rows, cols := box(p.Occ)
	dr := bits.TrailingZeros8(rows) - anchor
	dc := bits.TrailingZeros8(cols) - anchor
	sh := dr*8 + dc
	if sh == 0 {
		return
	}
	shift := func(b uint64) uint64 {
		if sh > 0 {
			return b >> uint(sh)
		}
		return b << uint(-sh)
	}
	p.Occ = shift(p.Occ)
	p.Col[0] = shift(p.Col[0])
	p.Col[1] = shift(p.Col[1])
	for s := 0; s < 2; s++ {
		for t := 0; t < NumTypes; t++ {
			if p.Sq[s][t] != inHand {
				p.Sq[s][t] -= int8(sh)
			}
		}
	}
}

// Action encoding: kind<<10 | type<<6 | target square (put, move) ; put-back has no target.
type Act uint16

func mkAct(kind, t, to int) Act { return Act(kind<<10 | t<<6 | to) }

// Kind is KindPut, KindMove or KindPutBack.
func (a Act) Kind() int { return int(a >> 10) }

// Type is the dove type acted on.
func (a Act) Type() int { return int(a>>6) & 15 }

// To is the target square (8x8 internal coordinates) of a put or move.
func (a Act) To() int { return int(a) & 63 }

var knight = [8][2]int{{-2, -1}, {-2, 1}, {2, -1}, {2, 1}, {-1, -2}, {1, -2}, {-1, 2}, {1, 2}}

// targets returns the squares a dove of type t at sq could reach by its pattern,
// given the other doves in occ (which excludes the dove itself).
func targets(t, sq int, occ uint64) uint64 {
	switch t {
	case Boss, BigBrother:
		return ringOf[sq]
	case Razor:
		return orthOf[sq]
	case Peashooter:
		return diagOf[sq]
	case Attack:
		b := uint64(1) << uint(sq)
		var m uint64
		for x := north(b); x != 0 && x&occ == 0; x = north(x) {
			m |= x
		}
		for x := south(b); x != 0 && x&occ == 0; x = south(x) {
			m |= x
		}
		for x := east(b); x != 0 && x&occ == 0; x = east(x) {
			m |= x
		}
		for x := west(b); x != 0 && x&occ == 0; x = west(x) {
			m |= x
		}
		return m
	default: // Crazy
		return knightOf[sq]
	}
}

// moveTargets is where the dove of type t on sq may move to, given all the
// doves in occ, and whether the others stay one flock without it. A target
// keeps one flock when it touches every flock the others split into (they
// do not touch each other), which settles every target at once.
func moveTargets(t, sq int, occ uint64) (to uint64, restOne bool) {
	rest := occ &^ (1 << uint(sq))
	to = targets(t, sq, rest) &^ rest & ring(rest) & fitMask(rest)
	left := rest
	for n := 0; left != 0; n++ {
		f := left & -left
		for {
			g := (f | ring(f)) & left
			if g == f {
				break
			}
			f = g
		}
		left &^= f
		if n == 0 && left == 0 {
			return to, true
		}
		to &= ring(f)
	}
	return to, false
}

// Generate appends the legal actions of the side to move to buf[:0].
// It does not allocate when cap(buf) >= MaxActions.
func (p *Pos) Generate(buf []Act) []Act {
	buf = buf[:0]
	if p.Result != Ongoing {
		return buf
	}
	s := int(p.Side)
	own, occ := p.Col[s], p.Occ
	// Puts.
	oppBoss := uint64(1) << uint(p.Sq[1-s][Boss])
	putTo := ring(own) &^ occ &^ orth(oppBoss) & fitMask(occ)
	if putTo != 0 {
		for t := 1; t < NumTypes; t++ {
			if p.Sq[s][t] != inHand {
				continue
			}
			for m := putTo; m != 0; m &= m - 1 {
				buf = append(buf, mkAct(KindPut, t, bits.TrailingZeros64(m)))
			}
		}
	}
	// Moves, and which doves may be put back.
	var back [NumTypes]bool
	for t := 0; t < NumTypes; t++ {
		sq := int(p.Sq[s][t])
		if sq == inHand {
			continue
		}
		to, one := moveTargets(t, sq, occ)
		back[t] = one && t != Boss
		for m := to; m != 0; m &= m - 1 {
			buf = append(buf, mkAct(KindMove, t, bits.TrailingZeros64(m)))
		}
	}
	if p.PutBack {
		for t := 1; t < NumTypes; t++ {
			if back[t] {
				buf = append(buf, mkAct(KindPutBack, t, 0))
			}
		}
	}
	return buf
}

// CountActions is len(Generate(...)) without listing the actions.
func (p *Pos) CountActions() int {
	if p.Result != Ongoing {
		return 0
	}
	s := int(p.Side)
	own, occ := p.Col[s], p.Occ
	n := 0
	oppBoss := uint64(1) << uint(p.Sq[1-s][Boss])
	if putTo := ring(own) &^ occ &^ orth(oppBoss) & fitMask(occ); putTo != 0 {
		hand := 0
		for t := 1; t < NumTypes; t++ {
			if p.Sq[s][t] == inHand {
				hand++
			}
		}
		n += hand * bits.OnesCount64(putTo)
	}
	for t := 0; t < NumTypes; t++ {
		sq := int(p.Sq[s][t])
		if sq == inHand {
			continue
		}
		to, one := moveTargets(t, sq, occ)
		n += bits.OnesCount64(to)
		if p.PutBack && one && t != Boss {
			n++
		}
	}
	return n
}

// Play applies a legal action (unchecked: use Legal or Check first), re-anchors
// the box, decides the result and passes the turn.
func (p *Pos) Play(a Act) {
	s := int(p.Side)
	t := a.Type()
	switch a.Kind() {
	case KindPut:
		p.place(s, t, a.To())
	case KindMove:
		p.lift(s, t)
		p.place(s, t, a.To())
	case KindPutBack:
		p.lift(s, t)
	}
	p.normalize()
	p.Side ^= 1
	p.decide(s)
}

// decide sets the result after mover's action.
func (p *Pos) decide(mover int) {
	free := freeSquares(p.Occ)
	red := orth(1<<uint(p.Sq[Red][Boss]))&free == 0
	green := orth(1<<uint(p.Sq[Green][Boss]))&free == 0
	switch {
	case red && green:
		p.Result = winFor(1 - mover)
	case red:
		p.Result = GreenWin
	case green:
		p.Result = RedWins
	}
}

func winFor(side int) uint8 {
	if side == Red {
		return RedWins
	}
	return GreenWin
}

// Legal reports whether a is a legal action now.
func (p *Pos) Legal(a Act) bool {
	var buf [MaxActions]Act
	for _, x := range p.Generate(buf[:0]) {
		if x == a {
			return true
		}
	}
	return false
}

// Perft counts the positions reached after exactly depth actions. A finished
// game is not expanded (it contributes to the count only at its own depth).
func (p *Pos) Perft(depth int) uint64 { return perft(*p, depth) }

// perft takes the position by value, so that the copies stay on the stack;
// the last level only counts the actions.
func perft(p Pos, depth int) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth == 1:
		return uint64(p.CountActions())
	}
	var buf [MaxActions]Act
	var n uint64
	for _, a := range p.Generate(buf[:0]) {
		q := p
		q.Play(a)
		if q.Result == Ongoing {
			n += perft(q, depth-1)
		}
	}
	return n
}

// PerftParallel is Perft with the root actions shared among workers.
func (p *Pos) PerftParallel(depth, workers int) uint64 {
	if depth < 4 || workers < 2 {
		return p.Perft(depth)
	}
	var buf [MaxActions]Act
	moves := p.Generate(buf[:0])
	jobs := make(chan Act, len(moves))
	for _, a := range moves {
		jobs <- a
	}
	close(jobs)
	results := make(chan uint64, workers)
	for w := 0; w < workers; w++ {
		go func() {
			var n uint64
			for a := range jobs {
				q := *p
				q.Play(a)
				if q.Result == Ongoing {
					n += perft(q, depth-1)
				}
			}
			results <- n
		}()
	}
	var total uint64
	for w := 0; w < workers; w++ {
		total += <-results
	}
	return total
}
