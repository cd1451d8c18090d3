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
	if s.Drawn >= 0 {
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
	if !s.Junior {
		if s.BreedDone {
			b.WriteString(" breed=done")
		}
		if len(s.Laid) > 0 {
			b.WriteString(" laid=")
			for i, p := range s.Laid {
				if i > 0 {
					b.WriteByte(';')
				}
				fmt.Fprintf(&b, "%d,%d", p.X, p.Y)
			}
		}
		b.WriteString(" mini=")
		for i := range s.N {
			if i > 0 {
				b.WriteByte(';')
			}
			b.WriteString(s.P[i].String())
		}
		fmt.Fprintf(&b, " supply=%d,%d,%d,%d falcons=%d", s.Supply[0], s.Supply[1], s.Supply[2], s.Supply[3], s.Falcons)
	}
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
			switch {
			case sp.Tile >= 0:
				fmt.Fprintf(&b, "%c%d.%d", sp.Ground.Letter(), sp.Tile+1, sp.Laid)
			case sp.Tile == WildTile:
				fmt.Fprintf(&b, "%cw", sp.Ground.Letter())
			default:
				b.WriteByte(sp.Ground.Letter() + 'a' - 'A')
			}
			if sp.Falcon {
				b.WriteByte('!')
			}
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
	kv, err := game.KeyValues(fields[1:])
	if err != nil {
		return nil, err
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
	if s.DoveDone, err = doneFlag(kv, "dove"); err != nil {
		return nil, err
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
	// Cards out of the pile and not on the board take ids: objectives (a
	// starting objective where one matches) and the card in hand.
	used := s.Left
	var startUsed [4]bool
	take := func(c Card, startFirst bool) (int, error) {
		if startFirst {
			for i, o := range Objectives {
				if o == c && !startUsed[i] {
					startUsed[i] = true
					return objBase + i, nil
				}
			}
		}
		for i, d := range Deck {
			if d == c && used&(1<<i) == 0 {
				used |= 1 << i
				return i, nil
			}
		}
		return 0, fmt.Errorf("no copy of %s is out of the pile", c)
	}
	if !s.Junior {
		v, ok := kv["mini"]
		if !ok {
			return nil, errors.New("mini= is missing: each player's objective|captured|stock|falcon|done")
		}
		parts := strings.Split(v, ";")
		if len(parts) != n {
			return nil, fmt.Errorf("mini=: give one mini-board for each of the %d players", n)
		}
		for i, part := range parts {
			pl, err := parsePlayer(part, func(c Card) (int, error) { return take(c, true) })
			if err != nil {
				return nil, fmt.Errorf("mini= (%s): %v", SeatName(i), err)
			}
			s.P[i] = pl
		}
		var sup [NumGrounds]int
		if _, err := fmt.Sscanf(kv["supply"], "%d,%d,%d,%d", &sup[0], &sup[1], &sup[2], &sup[3]); err != nil {
			return nil, fmt.Errorf("supply=%s: the tiles left of each ground, a,b,c,d", kv["supply"])
		}
		for g := range NumGrounds {
			s.Supply[g] = int8(min(max(sup[g], -1), 16))
		}
		f, err := num("falcons", 0, 12)
		if err != nil {
			return nil, err
		}
		s.Falcons = int8(f)
		if s.BreedDone, err = doneFlag(kv, "breed"); err != nil {
			return nil, err
		}
		if v := kv["laid"]; v != "" {
			for _, ps := range strings.Split(v, ";") {
				p, err := parsePt(ps)
				if err != nil {
					return nil, fmt.Errorf("laid=: %w", err)
				}
				s.Laid = append(s.Laid, p)
			}
		}
	} else {
		for _, k := range []string{"mini", "supply", "falcons", "breed", "laid"} {
			if _, ok := kv[k]; ok {
				return nil, fmt.Errorf("%s= belongs to the full rules", k)
			}
		}
	}
	if s.Phase == PhasePlace || s.Phase == PhaseChoose || s.Phase == PhaseObjective {
		c, err := ParseCard(kv["card"])
		if err != nil {
			return nil, fmt.Errorf("card=: %v", err)
		}
		i, err := take(c, !s.Junior)
		if err != nil {
			return nil, fmt.Errorf("card=%s: %v", c, err)
		}
		s.Drawn = int8(i)
	} else if _, ok := kv["card"]; ok {
		return nil, errors.New("card= belongs to phase=place (or choose, objective) only")
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
		if !slices.Contains([]string{"players", "turn", "to", "phase", "dove", "dovecotes", "left", "card", "board", "mini", "supply", "falcons", "breed", "laid"}, k) {
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
	if !ok || !strings.HasPrefix(head, "@") {
		return t, errors.New("start with @X,Y: (the top-left space)")
	}
	top, err := parsePt(head[1:])
	if err != nil {
		return t, err
	}
	x0, y0 := top.X, top.Y
	for dy, row := range strings.Split(rows, ";") {
		for dx, cell := range strings.Split(row, ",") {
			p := Pt{x0 + dx, y0 + dy}
			if cell == "." {
				continue
			}
			if len(cell) == 0 {
				return t, fmt.Errorf("space %d,%d is empty: write '.'", p.X, p.Y)
			}
			if p.X > MaxCoord || p.Y > MaxCoord {
				return t, fmt.Errorf("space %d,%d: a space lies within %d of the first card", p.X, p.Y, MaxCoord)
			}
			sp := Space{Tile: -1}
			rest := cell[1:]
			switch c := cell[0]; {
			case c >= 'a' && c <= 'd':
				sp.Ground = Ground(c - 'a')
			case c >= 'A' && c <= 'D' && strings.HasPrefix(rest, "w"):
				sp.Ground, sp.Tile, rest = Ground(c-'A'), WildTile, rest[1:]
			case c >= 'A' && c <= 'D':
				sp.Ground = Ground(c - 'A')
				var seat, laid int
				n, err := fmt.Sscanf(rest, "%1d.%d", &seat, &laid)
				if err != nil || n != 2 || seat < 1 || seat > seats || laid < 0 || laid > 1000 {
					return t, fmt.Errorf("space %d,%d is %q: a tile is its ground A-D, the seat 1-%d that laid it, '.', and the turn", p.X, p.Y, cell, seats)
				}
				sp.Tile, sp.Laid = int8(seat-1), int16(laid)
				rest = rest[len(fmt.Sprintf("%d.%d", seat, laid)):]
			default:
				return t, fmt.Errorf("space %d,%d is %q: a ground a-d (A-D for a tile) or '.'", p.X, p.Y, cell)
			}
			if strings.HasPrefix(rest, "!") {
				sp.Falcon, rest = true, rest[1:]
			}
			t.Spaces[p] = sp
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
	if s.Drawn >= 0 && int(s.Drawn) < objBase {
		laid--
	}
	if s.Junior && len(s.T.Spaces) > 4*laid || (laid > 0) != (len(s.T.Spaces) > 0) {
		return fmt.Errorf("%d spaces on the board, but %d cards have been laid", len(s.T.Spaces), laid)
	}
	if !s.Junior {
		var tiles [NumGrounds]int
		falcons := int(s.Falcons)
		for _, sp := range s.T.Spaces {
			if sp.Tile != -1 {
				tiles[sp.Ground]++
			}
			if sp.Falcon {
				falcons++
			}
		}
		for i := range s.N {
			for g := range NumGrounds {
				tiles[g] += int(s.P[i].Filled[g]) + int(s.P[i].Stock[g])
			}
			if s.P[i].Falcon > 0 {
				falcons++
			}
		}
		for g := range NumGrounds {
			if tiles[g]+int(s.Supply[g]) != 15 {
				return fmt.Errorf("%d %s tiles are out and %d in the supply: there are 15", tiles[g], Ground(g), s.Supply[g])
			}
		}
		if falcons != 12 {
			return fmt.Errorf("%d falcon tiles are accounted for: there are 12", falcons)
		}
		for _, p := range s.Laid {
			if sp, ok := s.T.Spaces[p]; !ok || int(sp.Tile) != int(s.Seat) || sp.Laid != s.TurnNo {
				return fmt.Errorf("laid=: no tile of %s's from this turn at %d,%d", SeatName(int(s.Seat)), p.X, p.Y)
			}
		}
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
	case actObjective:
		if extra < len(Deck) {
			return "objective " + Deck[extra].String()
		}
	case actChoose:
		if extra == 1 {
			return "new objective"
		}
		return "no objective"
	case actTile:
		return fmt.Sprintf("+%c@%d,%d", Ground(extra&3).Letter()+'a'-'A', p.X, p.Y)
	case actBreed, actRaise:
		word := "breed"
		if kind == actRaise {
			word = "raise"
		}
		return fmt.Sprintf("%s %c%c", word, Ground(extra/4&3).Letter()+'a'-'A', Ground(extra%4).Letter()+'a'-'A')
	case actFalcon:
		return fmt.Sprintf("F@%d,%d", p.X, p.Y)
	}
	return fmt.Sprintf("?%x", uint64(a))
}

// ParseAction reads an action in the notation (for this position: a card
// drawn must be in the pile, a card laid must be the one in hand).
func (s *State) ParseAction(text string) (game.Action, error) {
	text = strings.TrimSpace(text)
	switch text {
	case "end":
		return EndTurn, nil
	case "new objective":
		return pack(actChoose, 1, Pt{}), nil
	case "no objective":
		return pack(actChoose, 0, Pt{}), nil
	}
	if w, gs, ok := strings.Cut(text, " "); ok && (w == "breed" || w == "raise") {
		if len(gs) != 2 || gs[0] < 'a' || gs[0] > 'd' || gs[1] < gs[0] || gs[1] > 'd' {
			return 0, fmt.Errorf("%q: %s and two grounds a-d in order, like %s ab", text, w, w)
		}
		if w == "breed" {
			return Breed(Ground(gs[0]-'a'), Ground(gs[1]-'a')), nil
		}
		return Raise(Ground(gs[0]-'a'), Ground(gs[1]-'a')), nil
	}
	if w, cs, ok := strings.Cut(text, " "); ok && (w == "start" || w == "draw" || w == "objective") {
		c, err := ParseCard(cs)
		if err != nil {
			return 0, err
		}
		i := s.freeCopy(c, ^s.Left)
		if i < 0 {
			return 0, fmt.Errorf("%s is not in the pile", c)
		}
		kind := map[string]int{"start": actStart, "draw": actDraw, "objective": actObjective}[w]
		return drawAction(kind, i), nil
	}
	what, where, ok := strings.Cut(text, "@")
	if !ok {
		return 0, fmt.Errorf("%q: an action is end, draw AB/DC, AB/DC@X,Y, L@X,Y / S@X,Y, +a@X,Y, F@X,Y, breed ab, raise ab, new objective or no objective", text)
	}
	p, err := parsePt(where)
	if err != nil {
		return 0, err
	}
	switch {
	case what == "L" || what == "S":
		return Dove(p, what == "L"), nil
	case what == "F":
		return Falcon(p), nil
	case len(what) == 2 && what[0] == '+' && what[1] >= 'a' && what[1] <= 'd':
		return Tile(Ground(what[1]-'a'), p), nil
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

// String is a mini-board in the notation: the objective (or -), the
// pigeons captured towards it, the tiles in stock (ground letters, or -),
// the falcon (- none, e and the turn it was bred, a adult) and the
// objectives completed, separated by '|': "AB/DC|ab|cc|e4|1".
func (p *Player) String() string {
	obj := "-"
	if p.Objective >= 0 {
		obj = CardOf(int(p.Objective)).String()
	}
	letters := func(n [NumGrounds]int8) string {
		var b []byte
		for g := range NumGrounds {
			for range n[g] {
				b = append(b, Ground(g).Letter()+'a'-'A')
			}
		}
		if len(b) == 0 {
			return "-"
		}
		return string(b)
	}
	falcon := "-"
	switch p.Falcon {
	case 1:
		falcon = fmt.Sprintf("e%d", p.Bred)
	case 2:
		falcon = "a"
	}
	return fmt.Sprintf("%s|%s|%s|%s|%d", obj, letters(p.Filled), letters(p.Stock), falcon, p.Done)
}

// parsePlayer reads a mini-board; objective cards take ids through take.
func parsePlayer(text string, take func(Card) (int, error)) (Player, error) {
	p := Player{Objective: -1}
	parts := strings.Split(text, "|")
	if len(parts) != 5 {
		return p, fmt.Errorf("%q: a mini-board is objective|captured|stock|falcon|done", text)
	}
	if parts[0] != "-" {
		c, err := ParseCard(parts[0])
		if err != nil {
			return p, err
		}
		id, err := take(c)
		if err != nil {
			return p, err
		}
		p.Objective = int8(id)
	}
	letters := func(v string) ([NumGrounds]int8, error) {
		var n [NumGrounds]int8
		if v == "-" {
			return n, nil
		}
		for _, ch := range []byte(v) {
			if ch < 'a' || ch > 'd' {
				return n, fmt.Errorf("%q: grounds a-d", v)
			}
			n[ch-'a']++
			if n[ch-'a'] > 15 {
				return n, fmt.Errorf("%q: at most 15 tiles of a ground", v)
			}
		}
		return n, nil
	}
	var err error
	if p.Filled, err = letters(parts[1]); err != nil {
		return p, err
	}
	if p.Stock, err = letters(parts[2]); err != nil {
		return p, err
	}
	switch f := parts[3]; {
	case f == "-":
	case f == "a":
		p.Falcon = 2
	case strings.HasPrefix(f, "e"):
		n, err := strconv.Atoi(f[1:])
		if err != nil || n < 0 || n > 1000 || strconv.Itoa(n) != f[1:] {
			return p, fmt.Errorf("%q: an eyas is e and the turn it was bred", f)
		}
		p.Falcon, p.Bred = 1, int16(n)
	default:
		return p, fmt.Errorf("%q: the falcon is -, e<turn> or a", f)
	}
	done, err := strconv.Atoi(parts[4])
	if err != nil || done < 0 || done > 34 || strconv.Itoa(done) != parts[4] {
		return p, fmt.Errorf("%q: objectives completed, a number", parts[4])
	}
	p.Done = int8(done)
	if p.Objective >= 0 {
		want := CardOf(int(p.Objective)).Count()
		for g := range NumGrounds {
			if int(p.Filled[g]) > want[g] {
				return p, fmt.Errorf("%q: more %s captured than the objective asks for", text, Ground(g))
			}
		}
	} else if p.Filled != [NumGrounds]int8{} {
		return p, fmt.Errorf("%q: pigeons captured without an objective", text)
	}
	return p, nil
}

// doneFlag reads an optional key=done field.
func doneFlag(kv map[string]string, key string) (bool, error) {
	switch kv[key] {
	case "":
		return false, nil
	case "done":
		return true, nil
	}
	return false, fmt.Errorf("%s=%s: only %s=done", key, kv[key], key)
}

// MaxCoord bounds a space's coordinates in the notation: the 30 territory
// cards, two spaces a side, cannot reach further from the first one.
const MaxCoord = 100

// parsePt reads a space written X,Y.
func parsePt(s string) (Pt, error) {
	var p Pt
	if _, err := fmt.Sscanf(s, "%d,%d", &p.X, &p.Y); err != nil || fmt.Sprintf("%d,%d", p.X, p.Y) != s {
		return p, fmt.Errorf("%q: give a space as X,Y", s)
	}
	if p.X < -MaxCoord || p.X > MaxCoord || p.Y < -MaxCoord || p.Y > MaxCoord {
		return p, fmt.Errorf("%q: a space lies within %d of the first card", s, MaxCoord)
	}
	return p, nil
}
