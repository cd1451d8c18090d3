package columba

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/birdroost/roost/rules/game"
)

// Notation (docs/RULES.md has the full description).
//
// A position is space-separated fields, the variant first:
//
//	junior players=2 turn=3 to=2 phase=place card=AB/DC dovecotes=1+3,0+3 left=AA/BB,AB/CD board=@0,-1:a,b*1L;c,d
//
// board is the territory from its top-left space (@X,Y), rows from the top
// separated by ';', spaces by ','; a space is its ground's letter in lower
// case (a wild pigeon), or '.' where there is none; a dovecote on it adds
// '*', its owner's seat number (1-4) and L (large) or S (small). left lists
// the cards still in the pile, in no order; dovecotes gives each player's
// large+small dovecotes not yet placed; dove=done says a dovecote was
// placed this turn.
//
// Actions: "start AB/DC" and "draw AB/DC" (chance: the card turned up or
// drawn), "DA/CB@1,-1" (the drawn card, shown as it lies once turned, with
// its top-left space at 1,-1), "L@2,0" or "S@2,0" (a large or small
// dovecote on space 2,0), and "end".

// String is the position in the notation.
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s players=%d turn=%d to=%d phase=%s", s.Variant(), s.N, s.TurnNo, s.Seat+1, s.Phase)
	if s.Phase == PhasePlace {
		fmt.Fprintf(&b, " card=%s", s.Card())
	}
	if s.DoveDone {
		b.WriteString(" dove=done")
	}
	b.WriteString(" dovecotes=")
	for i := range s.N {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%d+%d", s.DovesLeft[i][0], s.DovesLeft[i][1])
	}
	b.WriteString(" left=")
	var left []string
	for i, c := range Deck {
		if s.Left&(1<<i) != 0 {
			left = append(left, c.String())
		}
	}
	if len(left) == 0 {
		b.WriteString("-")
	}
	b.WriteString(strings.Join(left, ","))
	if len(s.T.Spaces) > 0 {
		b.WriteString(" board=")
		b.WriteString(s.T.String())
	}
	return b.String()
}

// String is the board field of the notation.
func (t *Territory) String() string {
	lo, hi := t.Bounds()
	var b strings.Builder
	fmt.Fprintf(&b, "@%d,%d:", lo.X, lo.Y)
	for y := lo.Y; y <= hi.Y; y++ {
		if y > lo.Y {
			b.WriteByte(';')
		}
		for x := lo.X; x <= hi.X; x++ {
			if x > lo.X {
				b.WriteByte(',')
			}
			sp, ok := t.Spaces[Pt{x, y}]
			if !ok {
				b.WriteByte('.')
				continue
			}
			b.WriteByte(sp.Ground.Letter() + 'a' - 'A')
			if i := t.DoveAt(Pt{x, y}); i >= 0 {
				d := t.Doves[i]
				size := byte('S')
				if d.Large {
					size = 'L'
				}
				fmt.Fprintf(&b, "*%d%c", d.Seat+1, size)
			}
		}
	}
	return b.String()
}

// Parse reads a position in the notation. A position that breaks the rules
// (estates joined, more dovecotes than the players own, a card both on the
// board's count and in the pile) is refused with the reason.
func Parse(text string) (*State, error) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return nil, errors.New("an empty position: it starts with the variant (junior)")
	}
	kv := map[string]string{}
	for _, f := range fields[1:] {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("%q: fields are key=value", f)
		}
		if _, dup := kv[k]; dup {
			return nil, fmt.Errorf("%q is given twice", k)
		}
		kv[k] = v
	}
	num := func(k string, lo, hi int) (int, error) {
		v, ok := kv[k]
		if !ok {
			return 0, fmt.Errorf("%s= is missing", k)
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("%s=%s: give a number from %d to %d", k, v, lo, hi)
		}
		return n, nil
	}
	n, err := num("players", 2, 4)
	if err != nil {
		return nil, err
	}
	s, err := New(fields[0], n)
	if err != nil {
		return nil, err
	}
	turn, err := num("turn", 0, 1000)
	if err != nil {
		return nil, err
	}
	to, err := num("to", 1, n)
	if err != nil {
		return nil, err
	}
	s.TurnNo, s.Seat = int16(turn), int8(to-1)
	ph := slices.Index(phaseNames[:], kv["phase"])
	if ph < 0 {
		return nil, fmt.Errorf("phase=%s: one of %s", kv["phase"], strings.Join(phaseNames[:], ", "))
	}
	s.Phase = Phase(ph)
	switch kv["dove"] {
	case "":
	case "done":
		s.DoveDone = true
	default:
		return nil, fmt.Errorf("dove=%s: only dove=done", kv["dove"])
	}
	if v, ok := kv["dovecotes"]; ok {
		parts := strings.Split(v, ",")
		if len(parts) != n {
			return nil, fmt.Errorf("dovecotes=%s: give large+small for each of the %d players", v, n)
		}
		l, sm := DovecotesFor(n)
		for i, p := range parts {
			var a, b int
			if _, err := fmt.Sscanf(p, "%d+%d", &a, &b); err != nil || a < 0 || a > l || b < 0 || b > sm || fmt.Sprintf("%d+%d", a, b) != p {
				return nil, fmt.Errorf("dovecotes=%s: %q is not large+small within %d+%d", v, p, l, sm)
			}
			s.DovesLeft[i] = [2]int8{int8(a), int8(b)}
		}
	}
	// The pile: every listed card takes one of its copies.
	s.Left = 0
	if v := kv["left"]; v != "-" && v != "" {
		for _, cs := range strings.Split(v, ",") {
			c, err := ParseCard(cs)
			if err != nil {
				return nil, fmt.Errorf("left=: %v", err)
			}
			i := s.freeCopy(c, s.Left)
			if i < 0 {
				return nil, fmt.Errorf("left=: %s is listed more times than the deck has it", c)
			}
			s.Left |= 1 << i
		}
	} else if _, ok := kv["left"]; !ok {
		return nil, errors.New("left= is missing (left=- for an empty pile)")
	}
	if s.Phase == PhasePlace {
		c, err := ParseCard(kv["card"])
		if err != nil {
			return nil, fmt.Errorf("card=: %v", err)
		}
		i := s.freeCopy(c, s.Left)
		if i < 0 {
			return nil, fmt.Errorf("card=%s: every copy of it is still in the pile", c)
		}
		s.Drawn = int8(i)
	} else if _, ok := kv["card"]; ok {
		return nil, errors.New("card= belongs to phase=place only")
	}
	if v, ok := kv["board"]; ok {
		t, err := parseBoard(v, n)
		if err != nil {
			return nil, fmt.Errorf("board=: %v", err)
		}
		s.T = t
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	for k := range kv {
		if !slices.Contains([]string{"players", "turn", "to", "phase", "dove", "dovecotes", "left", "card", "board"}, k) {
			return nil, fmt.Errorf("unknown field %q", k)
		}
	}
	return s, nil
}

// freeCopy is the index of a copy of c in the deck that is not in used, or -1.
func (s *State) freeCopy(c Card, used uint32) int {
	for i, d := range Deck {
		if d == c && used&(1<<i) == 0 && (s.Drawn < 0 || int(s.Drawn) != i) {
			return i
		}
	}
	return -1
}

func parseBoard(v string, seats int) (Territory, error) {
	t := Territory{Spaces: map[Pt]Space{}}
	head, rows, ok := strings.Cut(v, ":")
	var x0, y0 int
	if !ok || !strings.HasPrefix(head, "@") {
		return t, errors.New("start with @X,Y: (the top-left space)")
	}
	if _, err := fmt.Sscanf(head, "@%d,%d", &x0, &y0); err != nil || fmt.Sprintf("@%d,%d", x0, y0) != head {
		return t, fmt.Errorf("%q: give @X,Y", head)
	}
	for dy, row := range strings.Split(rows, ";") {
		for dx, cell := range strings.Split(row, ",") {
			p := Pt{x0 + dx, y0 + dy}
			if cell == "." {
				continue
			}
			if len(cell) == 0 || cell[0] < 'a' || cell[0] > 'd' {
				return t, fmt.Errorf("space %d,%d is %q: a ground a-d or '.'", p.X, p.Y, cell)
			}
			t.Spaces[p] = Space{Ground: Ground(cell[0] - 'a'), Tile: -1}
			rest := cell[1:]
			if rest == "" {
				continue
			}
			if len(rest) != 3 || rest[0] != '*' || rest[1] < '1' || int(rest[1]-'1') >= seats || (rest[2] != 'L' && rest[2] != 'S') {
				return t, fmt.Errorf("space %d,%d is %q: a dovecote is *, a seat 1-%d and L or S", p.X, p.Y, cell, seats)
			}
			t.Doves = append(t.Doves, Dovecote{At: p, Seat: int(rest[1] - '1'), Large: rest[2] == 'L'})
		}
	}
	return t, nil
}

// check refuses positions the rules cannot reach.
func (s *State) check() error {
	if s.T.Merged() {
		return errors.New("two estates of one ground touch")
	}
	placed := [4][2]int{}
	for _, d := range s.T.Doves {
		if d.Large {
			placed[d.Seat][0]++
		} else {
			placed[d.Seat][1]++
		}
	}
	l, sm := DovecotesFor(s.N)
	for i := range s.N {
		if placed[i][0]+int(s.DovesLeft[i][0]) != l || placed[i][1]+int(s.DovesLeft[i][1]) != sm {
			return fmt.Errorf("%s has %d+%d dovecotes placed and %d+%d left, but owns %d+%d", SeatName(i), placed[i][0], placed[i][1], s.DovesLeft[i][0], s.DovesLeft[i][1], l, sm)
		}
	}
	laid := len(Deck) - bits.OnesCount32(s.Left)
	if s.Drawn >= 0 {
		laid--
	}
	if len(s.T.Spaces) > 4*laid || (laid > 0) != (len(s.T.Spaces) > 0) {
		return fmt.Errorf("%d spaces on the board, but %d cards have been laid", len(s.T.Spaces), laid)
	}
	if s.Phase == PhaseStart && laid > 0 || s.Phase != PhaseStart && laid == 0 {
		return errors.New("phase=start exactly while no card lies on the board")
	}
	if s.Phase == PhaseDraw && s.Left == 0 {
		return errors.New("phase=draw with an empty pile")
	}
	return nil
}

// ActionString writes a in the notation.
func (s *State) ActionString(a game.Action) string {
	kind, extra, p := unpack(a)
	switch kind {
	case actStart, actDraw:
		word := "draw"
		if kind == actStart {
			word = "start"
		}
		if extra < len(Deck) {
			return word + " " + Deck[extra].String()
		}
	case actPlace:
		if s.Drawn >= 0 {
			return fmt.Sprintf("%s@%d,%d", s.Card().Turn(extra), p.X, p.Y)
		}
		return fmt.Sprintf("r%d@%d,%d", extra, p.X, p.Y)
	case actDove:
		if extra == 1 {
			return fmt.Sprintf("L@%d,%d", p.X, p.Y)
		}
		return fmt.Sprintf("S@%d,%d", p.X, p.Y)
	case actEnd:
		return "end"
	}
	return fmt.Sprintf("?%x", uint64(a))
}

// ParseAction reads an action in the notation (for this position: a card
// drawn must be in the pile, a card laid must be the one in hand).
func (s *State) ParseAction(text string) (game.Action, error) {
	text = strings.TrimSpace(text)
	if text == "end" {
		return EndTurn, nil
	}
	if w, cs, ok := strings.Cut(text, " "); ok && (w == "start" || w == "draw") {
		c, err := ParseCard(cs)
		if err != nil {
			return 0, err
		}
		i := s.freeCopy(c, ^s.Left)
		if i < 0 {
			return 0, fmt.Errorf("%s is not in the pile", c)
		}
		kind := actDraw
		if w == "start" {
			kind = actStart
		}
		return drawAction(kind, i), nil
	}
	what, where, ok := strings.Cut(text, "@")
	if !ok {
		return 0, fmt.Errorf("%q: an action is end, draw AB/DC, AB/DC@X,Y or L@X,Y / S@X,Y", text)
	}
	var p Pt
	if _, err := fmt.Sscanf(where, "%d,%d", &p.X, &p.Y); err != nil || fmt.Sprintf("%d,%d", p.X, p.Y) != where {
		return 0, fmt.Errorf("%q: give the space as X,Y", where)
	}
	switch what {
	case "L", "S":
		return Dove(p, what == "L"), nil
	}
	c, err := ParseCard(what)
	if err != nil {
		return 0, err
	}
	if s.Phase != PhasePlace {
		return 0, errors.New("no card is in hand to lay")
	}
	for r := range 4 {
		if s.Card().Turn(r) == c {
			return Place(p, r), nil
		}
	}
	return 0, fmt.Errorf("%s is not the card in hand (%s) in any turn", c, s.Card())
}

func errVariant(want, got string) error {
	return fmt.Errorf("the position is of the %s rules, not %s", got, want)
}
