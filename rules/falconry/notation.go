package falconry

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// The notation (RULINGS.md): a board string lists rows from top to bottom,
// separated by ";", and the spaces of a row separated by ","; an empty space
// is "."; a stack lists its cards from the bottom up, each a kind letter
// (m, b, f) and its owner's seat (1-4), the letter upper case when the card
// was placed or moved in the current turn. A position is the board string
// and "to=S", or "over winner=S[,S]" / "over draw".
//
// Actions (docs/RULES.md): spaces are "column,row", counted from 1 at the top
// left space of the board string; the spaces just outside it are column or
// row 0 on the left and top, and one past the last on the right and bottom.
// Putting a card from the hand is its kind letter, "@" and the space
// ("m@3,0"); moving one is its kind letter, the space it leaves, "@" and the
// space it goes to ("b2,1@3,1").

// String writes the position.
func (s *State) String() string {
	var sb strings.Builder
	sb.WriteString(s.B.String())
	switch {
	case !s.Over:
		fmt.Fprintf(&sb, " to=%d", s.To+1)
	case len(s.Res.Winners) == 0:
		sb.WriteString(" over draw")
	default:
		sb.WriteString(" over winner=")
		for i, w := range s.Res.Winners {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(strconv.Itoa(w + 1))
		}
	}
	return sb.String()
}

// String writes the board string, cropped to the cards.
func (b *Board) String() string {
	lo, hi, ok := b.bounds()
	if !ok {
		return "."
	}
	var sb strings.Builder
	for y := lo.Y; y <= hi.Y; y++ {
		if y > lo.Y {
			sb.WriteByte(';')
		}
		for x := lo.X; x <= hi.X; x++ {
			if x > lo.X {
				sb.WriteByte(',')
			}
			st := b.At(Pt{x, y})
			if st.N == 0 {
				sb.WriteByte('.')
				continue
			}
			for _, c := range st.C[:st.N] {
				l := KindLetter[c.Kind()]
				if c.Acted() {
					l -= 'a' - 'A'
				}
				sb.WriteByte(l)
				sb.WriteByte(byte('1' + c.Owner()))
			}
		}
	}
	return sb.String()
}

// ParseBoard reads a board string for a variant's rules. It checks every
// stack against the rules of covering and every noble's cards against what
// the noble owns.
func ParseBoard(text string, r *Rules) (Board, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return Board{}, errors.New("empty board string")
	}
	rows := strings.Split(text, ";")
	width := -1
	var grid [][]Stack
	var count [4][4]int // seat, kind
	for y, row := range rows {
		cells := strings.Split(row, ",")
		if width >= 0 && len(cells) != width {
			return Board{}, fmt.Errorf("row %d has %d spaces, row 1 has %d: every row needs the same number", y+1, len(cells), width)
		}
		width = len(cells)
		line := make([]Stack, width)
		for x, cell := range cells {
			st, err := parseStack(strings.TrimSpace(cell), r)
			if err != nil {
				return Board{}, fmt.Errorf("row %d, space %d (%q): %v", y+1, x+1, cell, err)
			}
			for _, c := range st.C[:st.N] {
				count[c.Owner()][c.Kind()]++
			}
			line[x] = st
		}
		grid = append(grid, line)
	}
	if len(grid) > 200 || width > 200 {
		return Board{}, errors.New("the board is too large (at most 200 spaces a side)")
	}
	cards := 0
	for seat := 0; seat < 4; seat++ {
		for k := Marker; k <= Falconer; k++ {
			n := count[seat][k]
			cards += n
			limit := 1
			if k == Marker {
				limit = r.Markers[seat]
			}
			if n > limit {
				return Board{}, fmt.Errorf("seat %d has %d %ss on the board but owns %d", seat+1, n, KindName[k], limit)
			}
		}
	}
	if cards == 0 {
		return Board{}, errors.New("the board has no cards")
	}
	b := Board{W: width + 2, H: len(grid) + 2}
	b.Cells = make([]Stack, b.W*b.H)
	for y, line := range grid {
		copy(b.Cells[(y+1)*b.W+1:], line)
	}
	b.recut()
	b.OX, b.OY = 0, 0
	return b, nil
}

func parseStack(cell string, r *Rules) (Stack, error) {
	var st Stack
	if cell == "." {
		return st, nil
	}
	if cell == "" {
		return st, errors.New("an empty space is written \".\"")
	}
	if len(cell)%2 != 0 || len(cell) > 6 {
		return st, errors.New("a stack is one to three cards, each a letter (m, b, f) and a seat")
	}
	for i := 0; i < len(cell); i += 2 {
		l, d := cell[i], cell[i+1]
		acted := l >= 'A' && l <= 'Z'
		if acted {
			l += 'a' - 'A'
		}
		k := kindOf(l)
		if k == 0 {
			return st, fmt.Errorf("%q is not a card (m marker, b bird, f falconer)", cell[i])
		}
		if d < '1' || int(d-'0') > r.Seats {
			return st, fmt.Errorf("%q is not a seat of %s (1-%d)", d, r.Name, r.Seats)
		}
		c := NewCard(k, int(d-'1'))
		if acted {
			c |= actedBit
		}
		if st.N > 0 {
			below := st.Top()
			switch {
			case k == Marker:
				return st, errors.New("a marker only ever lies at the bottom of a stack")
			case below.Kind() == Falconer:
				return st, errors.New("nothing goes on top of a falconer")
			case k == Bird && below.Kind() == Bird:
				return st, errors.New("a bird goes only on a marker")
			case k == Falconer && below.Kind() == Bird && r.Partners(below.Owner(), c.Owner()):
				return st, errors.New("a falconer never covers its own side's bird")
			}
		}
		st.push(c)
	}
	return st, nil
}

// ParsePosition reads a position of a variant.
func ParsePosition(variant, text string) (*State, error) {
	r, err := RulesOf(variant)
	if err != nil {
		return nil, err
	}
	fields := strings.Fields(text)
	if len(fields) < 2 {
		return nil, errors.New(`a position is a board string and "to=S" (or "over winner=S" / "over draw"), e.g. "f1,f2;b2,b1 to=1"`)
	}
	b, err := ParseBoard(fields[0], r)
	if err != nil {
		return nil, err
	}
	s := &State{R: r, B: b}
	s.countHands()
	acted := 0
	actedBy := -1
	for i := range b.Cells {
		st := &b.Cells[i]
		for _, c := range st.C[:st.N] {
			if c.Acted() {
				acted++
				actedBy = c.Owner()
			}
		}
	}
	switch {
	case strings.HasPrefix(fields[1], "to="):
		if len(fields) != 2 {
			return nil, fmt.Errorf("unexpected %q after the seat to act", fields[2])
		}
		seat, err := strconv.Atoi(strings.TrimPrefix(fields[1], "to="))
		if err != nil || seat < 1 || seat > r.Seats {
			return nil, fmt.Errorf("%q: the seat to act is 1-%d", fields[1], r.Seats)
		}
		s.To = seat - 1
		if acted > 0 && actedBy != s.To {
			return nil, fmt.Errorf("an upper-case card (played this turn) belongs to seat %d, but seat %d is to act", actedBy+1, seat)
		}
		if acted >= r.Cards[s.To] {
			return nil, fmt.Errorf("seat %d plays %d card(s) a turn, but %d are marked as played this turn", seat, r.Cards[s.To], acted)
		}
		s.Done = acted
		for i := range b.Cells {
			if b.Cells[i].N == 0 {
				continue
			}
			p := Pt{i % b.W, i / b.W}
			o := b.Cells[i].Top().Owner()
			if n, _ := b.Longest(p, o); n >= r.PathLen[o] {
				return nil, fmt.Errorf("seat %d already has a path of %d: the game would be over", o+1, n)
			}
		}
	case fields[1] == "over":
		if acted > 0 {
			return nil, errors.New("a finished position has no upper-case cards")
		}
		if len(fields) != 3 {
			return nil, errors.New(`a finished position ends "over winner=S" or "over draw"`)
		}
		s.Over = true
		if fields[2] == "draw" {
			s.Res.Reason = game.M("fal.end.draw")
			break
		}
		if !strings.HasPrefix(fields[2], "winner=") {
			return nil, fmt.Errorf("%q: expected winner=S or draw", fields[2])
		}
		for _, w := range strings.Split(strings.TrimPrefix(fields[2], "winner="), ",") {
			seat, err := strconv.Atoi(w)
			if err != nil || seat < 1 || seat > r.Seats {
				return nil, fmt.Errorf("winner %q is not a seat (1-%d)", w, r.Seats)
			}
			s.Res.Winners = append(s.Res.Winners, seat-1)
		}
		for _, w := range s.Res.Winners[1:] {
			if !r.Partners(w, s.Res.Winners[0]) {
				return nil, fmt.Errorf("seats %d and %d are not partners: only a side wins together", s.Res.Winners[0]+1, w+1)
			}
		}
		s.Res.Reason = game.M("fal.end.won", "Side", Side(r, s.Res.Winners[0]))
	default:
		return nil, fmt.Errorf("%q: expected to=S or over", fields[1])
	}
	s.remember()
	return s, nil
}

// Space writes a grid space as "column,row".
func Space(p Pt) string { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// ActionString writes an action (the position is the one it is played in).
func (s *State) ActionString(a game.Action) string { return s.Notate(Act(a)) }

// Notate writes an action.
func (s *State) Notate(a Act) string {
	if a.IsMove() {
		k := s.B.Top(a.From()).Kind()
		return fmt.Sprintf("%c%s@%s", KindLetter[k], Space(a.From()), Space(a.To()))
	}
	return fmt.Sprintf("%c@%s", KindLetter[a.PlaceKind()], Space(a.To()))
}

// ParseAction reads an action and checks that it is legal now.
func (s *State) ParseAction(text string) (game.Action, error) {
	a, err := s.ReadAct(text)
	if err != nil {
		return 0, err
	}
	if err := s.Check(a); err != nil {
		return 0, err
	}
	return game.Action(a), nil
}

// ReadAct reads an action's notation without checking that it is legal.
func (s *State) ReadAct(text string) (Act, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	bad := fmt.Errorf("%q is not an action: write m@3,0 to put a marker on column 3, row 0, or b2,1@3,1 to move the bird on 2,1 to 3,1", text)
	if len(t) < 2 {
		return 0, bad
	}
	k := kindOf(t[0])
	if k == 0 {
		return 0, bad
	}
	from, to, ok := strings.Cut(t[1:], "@")
	if !ok {
		return 0, bad
	}
	dst, err := readSpace(to)
	if err != nil {
		return 0, fmt.Errorf("%q: %v", text, err)
	}
	if from == "" {
		return Place(k, dst), nil
	}
	src, err := readSpace(from)
	if err != nil {
		return 0, fmt.Errorf("%q: %v", text, err)
	}
	if top := s.B.Top(src); top == 0 {
		return 0, fmt.Errorf("%q: there is no card on %s", text, Space(src))
	} else if top.Kind() != k {
		return 0, fmt.Errorf("%q: the top card on %s is a %s, not a %s", text, Space(src), KindName[top.Kind()], KindName[k])
	}
	return Move(src, dst), nil
}

// kindOf is the kind a lower-case letter names (0 for none).
func kindOf(l byte) Kind {
	for k := Marker; k <= Falconer; k++ {
		if KindLetter[k] == l {
			return k
		}
	}
	return 0
}

func readSpace(t string) (Pt, error) {
	xs, ys, ok := strings.Cut(t, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if !ok || err1 != nil || err2 != nil {
		return Pt{}, fmt.Errorf("%q is not a space (column,row)", t)
	}
	if x < 0 || y < 0 || x > 250 || y > 250 {
		return Pt{}, fmt.Errorf("space %s is not next to the cards", t)
	}
	return Pt{x, y}, nil
}

// Reason explains how the game ended (no message while it goes on).
func (s *State) Reason() game.Msg { return s.Res.Reason }

func init() {
	game.Register(&game.Def{
		Name:     "falconry",
		Title:    "Falconry",
		Variants: Variants,
		MinSeats: 2, MaxSeats: 4,
		RulesVer: 1,
		SeatsFor: func(variant string) []int {
			if r, err := RulesOf(variant); err == nil {
				return []int{r.Seats}
			}
			return nil
		},
		New: func(variant string, seats int, _ *rand.Rand) (game.State, error) {
			s, err := NewState(variant)
			if err != nil {
				return nil, err
			}
			if seats != s.R.Seats {
				return nil, fmt.Errorf("Falconry (%s) is for %d players, not %d", variant, s.R.Seats, seats)
			}
			return s, nil
		},
		Parse: func(variant, position string) (game.State, error) {
			return ParsePosition(variant, position)
		},
		Levels:      Levels,
		NewBot:      NewBot,
		Judge:       NewJudge,
		JudgeStep:   5 * time.Microsecond, // a step of its search
		SeatName:    SeatName,
		Description: "Nobles race to fly a straight course: claim markers with your bird, ambush rival birds with your falconer.",
	})
}
