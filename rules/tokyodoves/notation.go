package tokyodoves

import (
	"github.com/birdroost/roost/rules/game"

	"fmt"
	"strings"
)

// Board string: rows from top to bottom separated by ';', '.' for an empty
// square, B A Y M T H for Red's doves and b a y m t h for Green's. Written cropped
// to the bounding box; read either cropped or padded up to 4x4.

// BoardString writes the position's board cropped to the doves' bounding box.
func (p *Pos) BoardString() string {
	rows, cols := box(p.Occ)
	h, w := span(rows), span(cols)
	var grid [8][8]byte
	for s := 0; s < 2; s++ {
		for t := 0; t < NumTypes; t++ {
			if sq := p.Sq[s][t]; sq != inHand {
				ch := letters[t]
				if s == Green {
					ch += 'a' - 'A'
				}
				grid[sq/8][sq%8] = ch
			}
		}
	}
	var b strings.Builder
	for r := anchor; r < anchor+h; r++ {
		if r > anchor {
			b.WriteByte(';')
		}
		for c := anchor; c < anchor+w; c++ {
			if grid[r][c] == 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(grid[r][c])
			}
		}
	}
	return b.String()
}

// ParseBoard reads a board string. The doves not on the board are in hand.
// Red is to move; set Side afterwards for Green.
func ParseBoard(s string, putBack bool) (Pos, error) {
	var p Pos
	for si := 0; si < 2; si++ {
		for t := 0; t < NumTypes; t++ {
			p.Sq[si][t] = inHand
		}
	}
	p.PutBack = putBack
	s = strings.TrimSpace(s)
	if s == "" {
		return p, fmt.Errorf("empty board string")
	}
	rows := strings.Split(s, ";")
	if len(rows) > 4 {
		return p, fmt.Errorf("board %q has %d rows; the feeding ground is at most 4x4", s, len(rows))
	}
	for r, row := range rows {
		if len(row) > 4 {
			return p, fmt.Errorf("board %q: row %d has %d squares; the feeding ground is at most 4x4", s, r+1, len(row))
		}
		if len(row) != len(rows[0]) {
			return p, fmt.Errorf("board %q: rows have different lengths (%d and %d)", s, len(rows[0]), len(row))
		}
		for c := 0; c < len(row); c++ {
			ch := row[c]
			if ch == '.' {
				continue
			}
			side := Red
			up := ch
			if ch >= 'a' && ch <= 'z' {
				side, up = Green, ch-('a'-'A')
			}
			t := strings.IndexByte(letters, up)
			if t < 0 {
				return p, fmt.Errorf("board %q: %q is not a dove (use B A Y M T H, lower case for Green, '.' for empty)", s, string(ch))
			}
			if p.Sq[side][t] != inHand {
				return p, fmt.Errorf("board %q: %q appears twice", s, string(ch))
			}
			p.place(side, t, (anchor+r)*8+anchor+c)
		}
	}
	if p.Sq[Red][Boss] == inHand || p.Sq[Green][Boss] == inHand {
		return p, fmt.Errorf("board %q: both bosses (B and b) must be on the feeding ground", s)
	}
	if !connected(p.Occ) {
		return p, fmt.Errorf("board %q: the doves are not one flock", s)
	}
	p.normalize()
	return p, nil
}

// Offsets are written as a vertical part then a horizontal part: n or s, then
// e or w, each followed by a count when it is more than 1: "n", "se", "w3", "n2e".
func offsetString(dr, dc int) string {
	var b strings.Builder
	part := func(d int, neg, pos byte) {
		if d == 0 {
			return
		}
		if d < 0 {
			b.WriteByte(neg)
			d = -d
		} else {
			b.WriteByte(pos)
		}
		if d > 1 {
			fmt.Fprint(&b, d)
		}
	}
	part(dr, 'n', 's')
	part(dc, 'w', 'e')
	return b.String()
}

// plainOffset says an offset of dr rows (south is +) and dc columns (east
// is +) in words for the game log, where a dove is put beside its Boss:
// "one square north", "3 squares east", "one square south-west", "2
// squares north and 1 square east" (the notation is offsetString).
func plainOffset(dr, dc int) game.Msg { return offsetWords(dr, dc, "td.squares", direction) }

// plainSteps says a move's offset in words for the game log: as
// plainOffset, in the words each language moves a dove by ("td.steps",
// "way.*": French moves a dove "d'une case vers le bas", where it puts
// one "une case en dessous" of its Boss).
func plainSteps(dr, dc int) game.Msg { return offsetWords(dr, dc, "td.steps", way) }

func offsetWords(dr, dc int, key string, dirs func(string) game.Msg) game.Msg {
	ns := map[bool]string{true: "n", false: "s"}[dr < 0]
	ew := map[bool]string{true: "w", false: "e"}[dc < 0]
	n, e := max(dr, -dr), max(dc, -dc)
	var dir string
	switch {
	case n == 0:
		dir = ew
	case e == 0:
		dir = ns
	case n == e:
		dir = ns + ew
	default:
		return game.M("td.offset.two-ways", "North", game.M(key, "Count", n, "Dir", dirs(ns)), "East", game.M(key, "Count", e, "Dir", dirs(ew)))
	}
	return game.M(key, "Count", max(n, e), "Dir", dirs(dir))
}

// direction is a compass direction for people ("n", "se"), from a dove's
// Boss.
func direction(d string) game.Msg {
	return game.M(map[string]string{"n": "dir.n", "s": "dir.s", "e": "dir.e", "w": "dir.w", "ne": "dir.ne", "nw": "dir.nw", "se": "dir.se", "sw": "dir.sw"}[d])
}

// way is a compass direction for people ("n", "se") that a dove moves.
func way(d string) game.Msg {
	return game.M(map[string]string{"n": "way.n", "s": "way.s", "e": "way.e", "w": "way.w", "ne": "way.ne", "nw": "way.nw", "se": "way.se", "sw": "way.sw"}[d])
}

func parseOffset(s string) (dr, dc int, err error) {
	orig := s
	read := func(neg, pos byte) (int, bool) {
		if s == "" || (s[0] != neg && s[0] != pos) {
			return 0, false
		}
		sign := 1
		if s[0] == neg {
			sign = -1
		}
		s = s[1:]
		n := 1
		if s != "" && s[0] >= '1' && s[0] <= '9' {
			n = int(s[0] - '0')
			s = s[1:]
		}
		return sign * n, true
	}
	dr, okv := read('n', 's')
	dc, okh := read('w', 'e')
	if (!okv && !okh) || s != "" {
		return 0, 0, fmt.Errorf("%q is not a direction (examples: n, se, w3, n2e)", orig)
	}
	return dr, dc, nil
}

// ActString writes an action for the side to move: a put is "+" and the dove with
// its offset from its own boss ("+Yse"); a move is the dove and its offset from
// where it stands ("Tn3", "Hn2e"); a put-back is "-" and the dove ("-Y").
// Red's doves are written in upper case, Green's in lower case.
func (p *Pos) ActString(a Act) string {
	s := int(p.Side)
	ch := letters[a.Type()]
	if s == Green {
		ch += 'a' - 'A'
	}
	switch a.Kind() {
	case KindPut:
		b := int(p.Sq[s][Boss])
		return "+" + string(ch) + offsetString(a.To()/8-b/8, a.To()%8-b%8)
	case KindMove:
		f := int(p.Sq[s][a.Type()])
		return string(ch) + offsetString(a.To()/8-f/8, a.To()%8-f%8)
	default:
		return "-" + string(ch)
	}
}

// ParseAct reads an action for the side to move and checks that it is legal,
// explaining why when it is not.
func (p *Pos) ParseAct(text string) (Act, error) {
	orig := text
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, fmt.Errorf("empty action")
	}
	kind := KindMove
	switch text[0] {
	case '+':
		kind, text = KindPut, text[1:]
	case '-':
		kind, text = KindPutBack, text[1:]
	}
	if text == "" {
		return 0, fmt.Errorf("%q names no dove", orig)
	}
	ch := text[0]
	side := Red
	if ch >= 'a' && ch <= 'z' {
		side, ch = Green, ch-('a'-'A')
	}
	t := strings.IndexByte(letters, ch)
	if t < 0 {
		return 0, fmt.Errorf("%q: %q is not a dove (B A Y M T H)", orig, string(text[0]))
	}
	if side != int(p.Side) {
		return 0, fmt.Errorf("%q: it is %s's turn, and %s's doves are written in %s case", orig, SideName(int(p.Side)), SideName(int(p.Side)), map[int]string{Red: "upper", Green: "lower"}[int(p.Side)])
	}
	s := int(p.Side)
	var a Act
	switch kind {
	case KindPutBack:
		if len(text) != 1 {
			return 0, fmt.Errorf("%q: a put-back is written like -Y", orig)
		}
		a = mkAct(KindPutBack, t, 0)
	default:
		dr, dc, err := parseOffset(text[1:])
		if err != nil {
			return 0, fmt.Errorf("%q: %v", orig, err)
		}
		ref := int(p.Sq[s][Boss])
		if kind == KindMove {
			ref = int(p.Sq[s][t])
			if ref == inHand {
				return 0, fmt.Errorf("%q: the %s dove is in hand, not on the feeding ground", orig, TypeNames[t])
			}
		}
		r, c := ref/8+dr, ref%8+dc
		if r < 0 || r > 7 || c < 0 || c > 7 {
			return 0, fmt.Errorf("%q: that square is far outside the feeding ground", orig)
		}
		a = mkAct(kind, t, r*8+c)
	}
	if err := p.Why(a); err != nil {
		return 0, fmt.Errorf("%q: %v", orig, err)
	}
	return a, nil
}

// SideName is "Red" or "Green".
func SideName(s int) string {
	if s == Red {
		return "Red"
	}
	return "Green"
}

// Why returns nil for a legal action, or the reason it is illegal.
func (p *Pos) Why(a Act) error {
	if p.Result != Ongoing {
		return game.Refuse("refuse.game-over")
	}
	s := int(p.Side)
	t := a.Type()
	if t >= NumTypes {
		return game.Refuse("td.refuse.no-dove")
	}
	name := Dove(t)
	switch a.Kind() {
	case KindPut:
		if t == Boss || p.Sq[s][t] != inHand {
			return game.Refuse("td.refuse.on-ground", "Dove", name)
		}
		to := uint64(1) << uint(a.To())
		if to&p.Occ != 0 {
			return game.Refuse("td.refuse.taken")
		}
		if ring(to)&p.Col[s] == 0 {
			return game.Refuse("td.refuse.put-next")
		}
		if orth(to)&(1<<uint(p.Sq[1-s][Boss])) != 0 {
			return game.Refuse("td.refuse.beside-boss")
		}
		if to&fitMask(p.Occ) == 0 {
			return game.Refuse("td.refuse.too-big")
		}
	case KindMove:
		sq := int(p.Sq[s][t])
		if sq == inHand {
			return game.Refuse("td.refuse.in-hand", "Dove", name)
		}
		rest := p.Occ &^ (1 << uint(sq))
		to := uint64(1) << uint(a.To())
		if to&rest != 0 {
			return game.Refuse("td.refuse.taken")
		}
		if to&targets(t, sq, rest) == 0 {
			return game.Refuse("td.refuse.cannot-move", "Dove", name, "Rule", MoveRule(t))
		}
		if ring(to)&rest == 0 {
			return game.Refuse("td.refuse.alone")
		}
		if to&fitMask(rest) == 0 {
			return game.Refuse("td.refuse.too-big")
		}
		if !connected(rest | to) {
			return game.Refuse("td.refuse.split")
		}
	case KindPutBack:
		if !p.PutBack {
			return game.Refuse("td.refuse.no-put-back")
		}
		if t == Boss {
			return game.Refuse("td.refuse.boss-back")
		}
		sq := int(p.Sq[s][t])
		if sq == inHand {
			return game.Refuse("td.refuse.already-in-hand", "Dove", name)
		}
		if !connected(p.Occ &^ (1 << uint(sq))) {
			return game.Refuse("td.refuse.split")
		}
	default:
		return game.Refuse("refuse.unknown")
	}
	return nil
}

// moveRules say each dove's movement in a few words.
var moveRules = [NumTypes]string{"td.move.boss", "td.move.big-brother", "td.move.razor", "td.move.peashooter", "td.move.attack", "td.move.crazy"}

// MoveRule says how a dove moves, in a few words.
func MoveRule(t int) game.Msg { return game.M(moveRules[t]) }

// doveNames are the doves' names for people.
var doveNames = [NumTypes]string{"td.dove.boss", "td.dove.big-brother", "td.dove.razor", "td.dove.peashooter", "td.dove.attack", "td.dove.crazy"}

// Dove is a dove's name for people.
func Dove(t int) game.Msg { return game.M(doveNames[t]) }

// Side is "Red" or "Green" for people.
func Side(s int) game.Msg {
	if s == Red {
		return game.M("colour.red")
	}
	return game.M("colour.green")
}

// Square converts internal coordinates to (row, col) within the cropped board.
func Square(sq int) (row, col int) { return sq/8 - anchor, sq%8 - anchor }

// SquareAt converts (row, col) relative to the cropped board (may be -1 or up to
// 4) to an internal square, or -1 if off the internal board.
func SquareAt(row, col int) int {
	r, c := row+anchor, col+anchor
	if r < 0 || r > 7 || c < 0 || c > 7 {
		return -1
	}
	return r*8 + c
}

// Box returns the number of rows and columns of the bounding box.
func (p *Pos) Box() (h, w int) {
	rows, cols := box(p.Occ)
	return span(rows), span(cols)
}

// Walls reports whether the rows above/below (vertical) and columns left/right
// (horizontal) of the box are walls.
func (p *Pos) Walls() (vertical, horizontal bool) {
	h, w := p.Box()
	return h == 4, w == 4
}

// Hand lists the dove types of side that are in hand.
func (p *Pos) Hand(side int) []int {
	var h []int
	for t := 0; t < NumTypes; t++ {
		if p.Sq[side][t] == inHand {
			h = append(h, t)
		}
	}
	return h
}

// At returns the dove at an internal square: side, type, ok.
func (p *Pos) At(sq int) (side, t int, ok bool) {
	if sq < 0 || sq > 63 || p.Occ&(1<<uint(sq)) == 0 {
		return 0, 0, false
	}
	for s := 0; s < 2; s++ {
		for t := 0; t < NumTypes; t++ {
			if int(p.Sq[s][t]) == sq {
				return s, t, true
			}
		}
	}
	return 0, 0, false
}

// JumpPath returns the squares a Crazy dove passes over on the way from 'from' to
// 'to' (the two straight squares), for drawing.
func JumpPath(from, to int) []int {
	dr, dc := to/8-from/8, to%8-from%8
	var p []int
	if dr == 2 || dr == -2 {
		p = append(p, from+dr/2*8, from+dr*8)
	} else {
		p = append(p, from+dc/2, from+dc)
	}
	return p
}
