package columbiz

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// Action encoding: the kind in bits 32 and up, a payload below.
const (
	kindRolloff = iota + 1 // payload: 3 bits a contender, in seat order
	kindRolled             // payload: dice counts, 4 bits a face (faces 1-6)
	kindRoll               // payload: dice newly set aside, as kindRolled
	kindPlace              // payload: col<<3 | row
	kindEnd
	kindAside
)

// The actions without a payload.
var (
	ActEnd   = game.Action(kindEnd << 32)
	ActAside = game.Action(kindAside << 32)
)

func split(a game.Action) (int, uint64) { return int(a >> 32), uint64(a) & 0xffffffff }

func diceOf(pay uint64) Dice {
	var d Dice
	for f := 1; f <= 6; f++ {
		d[f] = int8((pay >> (4 * (f - 1))) & 15)
	}
	return d
}

func dicePay(d Dice) uint64 {
	var p uint64
	for f := 1; f <= 6; f++ {
		p |= uint64(d[f]) << (4 * (f - 1))
	}
	return p
}

func rollAction(k Dice) game.Action   { return game.Action(kindRoll<<32 | dicePay(k)) }
func rolledAction(d Dice) game.Action { return game.Action(kindRolled<<32 | dicePay(d)) }
func placeAction(col, row int) game.Action {
	return game.Action(kindPlace<<32 | uint64(col<<3|row))
}

// RollAction sets the dice k aside and rolls the others.
func RollAction(k Dice) game.Action { return rollAction(k) }

// PlaceAction puts a pawn on (col, row).
func PlaceAction(col, row int) game.Action { return placeAction(col, row) }

// RolledAction is the chance outcome of a roll showing d.
func RolledAction(d Dice) game.Action { return rolledAction(d) }

// Decode tells what an action is: "rolloff", "rolled", "roll", "place", "end",
// "aside", with its dice (rolled, roll) and space (place).
func Decode(a game.Action) (kind string, d Dice, p Place) {
	k, pay := split(a)
	switch k {
	case kindRolloff:
		return "rolloff", d, p
	case kindRolled:
		return "rolled", diceOf(pay), p
	case kindRoll:
		return "roll", diceOf(pay), p
	case kindPlace:
		return "place", d, Place{int8(pay >> 3), int8(pay & 7)}
	case kindEnd:
		return "end", d, p
	case kindAside:
		return "aside", d, p
	}
	return "", d, p
}

// rollOutcomes[n] lists every result of rolling n dice (as a multiset) with its
// probability, in a fixed order.
var rollOutcomes [NumDice + 1][]game.Outcome

func init() {
	fact := func(n int) float64 {
		f := 1.0
		for i := 2; i <= n; i++ {
			f *= float64(i)
		}
		return f
	}
	for n := 0; n <= NumDice; n++ {
		var d Dice
		var rec func(f, left int)
		total := 1.0
		for i := 0; i < n; i++ {
			total *= 6
		}
		rec = func(f, left int) {
			if f == 6 {
				d[6] = int8(left)
				p := fact(n)
				for g := 1; g <= 6; g++ {
					p /= fact(int(d[g]))
				}
				rollOutcomes[n] = append(rollOutcomes[n], game.Outcome{Action: rolledAction(d), Prob: p / total})
				return
			}
			for k := 0; k <= left; k++ {
				d[f] = int8(k)
				rec(f+1, left-k)
			}
		}
		rec(1, n)
	}
}

// RollOutcomes lists the results of rolling n dice with their probabilities.
func RollOutcomes(n int) []game.Outcome { return rollOutcomes[n] }

func rolloffOutcomes(cs []int) []game.Outcome {
	n := len(cs)
	total := 1
	for i := 0; i < n; i++ {
		total *= 6
	}
	out := make([]game.Outcome, 0, total)
	for x := 0; x < total; x++ {
		var pay uint64
		y := x
		for i := 0; i < n; i++ {
			pay |= uint64(y%6+1) << (3 * i)
			y /= 6
		}
		out = append(out, game.Outcome{Action: game.Action(kindRolloff<<32 | pay), Prob: 1 / float64(total)})
	}
	return out
}

func (s *State) ChanceOutcomes() []game.Outcome {
	switch s.Phase {
	case PhaseRolloff:
		return rolloffOutcomes(s.contenders())
	case PhaseRoll:
		return rollOutcomes[NumDice-s.Kept.Total()]
	}
	return nil
}

// ActionString writes an action:
//
//	start 5-3       roll-off dice, one per player still rolling, in seat order
//	dice 11234556   the dice a roll shows (ascending)
//	roll            roll every die that is not set aside
//	roll 556        set 5, 5 and 6 aside, then roll the rest
//	5/3             a pawn on column five, on the space that needs three fives
//	end             end the turn
//	aside           no pawn can be placed: put pawns aside
func (s *State) ActionString(a game.Action) string {
	k, pay := split(a)
	switch k {
	case kindRolloff:
		var v []string
		for i := range s.contenders() {
			v = append(v, strconv.Itoa(int((pay>>(3*i))&7)))
		}
		return "start " + strings.Join(v, "-")
	case kindRolled:
		return "dice " + diceOf(pay).String()
	case kindRoll:
		if d := diceOf(pay); d.Total() > 0 {
			return "roll " + d.String()
		}
		return "roll"
	case kindPlace:
		return SpaceName(int(pay>>3), int(pay&7))
	case kindEnd:
		return "end"
	case kindAside:
		return "aside"
	}
	return fmt.Sprintf("?%x", uint64(a))
}

// ParseAction reads the notation of ActionString.
func (s *State) ParseAction(text string) (game.Action, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	word, rest, _ := strings.Cut(t, " ")
	rest = strings.TrimSpace(rest)
	switch word {
	case "end":
		return ActEnd, nil
	case "aside":
		return ActAside, nil
	case "roll":
		d, err := ParseDice(rest)
		if err != nil {
			return 0, fmt.Errorf("roll: %v", err)
		}
		return rollAction(d), nil
	case "dice":
		d, err := ParseDice(rest)
		if err != nil || rest == "" {
			return 0, fmt.Errorf("dice: give the faces rolled, like \"dice 11234556\"")
		}
		return rolledAction(d), nil
	case "start":
		parts := strings.Split(rest, "-")
		if len(parts) == 0 || len(parts) > 4 {
			return 0, fmt.Errorf("start: give one die per player still rolling, like \"start 5-3\"")
		}
		var pay uint64
		for i, p := range parts {
			v, err := strconv.Atoi(p)
			if err != nil || v < 1 || v > 6 {
				return 0, fmt.Errorf("start: %q is not a die face (1-6)", p)
			}
			pay |= uint64(v) << (3 * i)
		}
		return game.Action(kindRolloff<<32 | pay), nil
	}
	if f, n, ok := strings.Cut(t, "/"); ok {
		face, e1 := strconv.Atoi(f)
		need, e2 := strconv.Atoi(n)
		if e1 != nil || e2 != nil || face < 1 || face > 6 || need < 1 || need > Rows {
			return 0, fmt.Errorf("%q: a space is written face/dice, like 5/3 (column five, three fives)", text)
		}
		col := face - 1
		for r := 0; r < Rows; r++ {
			if Need(col, r) == need {
				return placeAction(col, r), nil
			}
		}
	}
	return 0, fmt.Errorf("%q is not a Columbiz action (roll, roll 556, 5/3, end, aside)", text)
}

// seatChar writes a seat on the board.
func seatChar(v int8) byte {
	if v == Empty {
		return '.'
	}
	return byte('1' + v)
}

var phaseNames = [...]string{"rolloff", "rolling", "decide", "place", "over"}

// String writes the position as space-separated fields:
//
//	board=......;......;......;......;.1....;1.2... (rows top to bottom, columns
//	  1 to 6, seats as digits 1-4)
//	reserve=16,17 aside=0,0 prison=2,- (captured pawns by owner, per capturer)
//	lines=1,0 start=1 turn=7 phase=decide seat=2 rolls=1 kept=55 free=123346
//	spent=- placed=0 ending=no
func (s *State) String() string {
	var b strings.Builder
	b.WriteString("board=")
	for r := Rows - 1; r >= 0; r-- {
		for c := 0; c < Cols; c++ {
			b.WriteByte(seatChar(s.Board[c][r]))
		}
		if r > 0 {
			b.WriteByte(';')
		}
	}
	list := func(name string, f func(i int) string) {
		b.WriteString(" " + name + "=")
		for i := 0; i < s.N; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(f(i))
		}
	}
	list("reserve", func(i int) string { return strconv.Itoa(int(s.Reserve[i])) })
	list("aside", func(i int) string { return strconv.Itoa(int(s.Aside[i])) })
	list("prison", func(i int) string {
		var p strings.Builder
		for o := 0; o < s.N; o++ {
			for k := 0; k < int(s.Prison[i][o]); k++ {
				p.WriteByte(byte('1' + o))
			}
		}
		if p.Len() == 0 {
			return "-"
		}
		return p.String()
	})
	list("lines", func(i int) string { return strconv.Itoa(int(s.Lines[i])) })
	list("turns", func(i int) string { return strconv.Itoa(int(s.Turns[i])) })
	fmt.Fprintf(&b, " start=%d turn=%d phase=%s", s.Start+1, s.TurnNo, phaseNames[s.Phase])
	if s.Phase == PhaseRolloff {
		var c []string
		for _, x := range s.contenders() {
			c = append(c, strconv.Itoa(x+1))
		}
		fmt.Fprintf(&b, " contend=%s", strings.Join(c, ","))
	}
	if s.Phase == PhaseRoll || s.Phase == PhaseDecide || s.Phase == PhasePlace {
		fmt.Fprintf(&b, " seat=%d rolls=%d kept=%s free=%s spent=%s placed=%d", s.Seat+1, s.Rolls, s.Kept, s.Free, s.Spent, s.Placed)
	}
	if s.Ending {
		b.WriteString(" ending=yes")
	}
	return b.String()
}

// ParseState reads String's notation. Omitted fields take their values at the
// start of a game; the result is checked for consistency.
func ParseState(text string) (*State, error) {
	f, err := game.KeyValues(strings.Fields(text))
	if err != nil {
		return nil, err
	}
	board, ok := f["board"]
	if !ok {
		return nil, fmt.Errorf("a position needs board=... (6 rows of 6, top row first, separated by ;)")
	}
	rows := strings.Split(board, ";")
	if len(rows) != Rows {
		return nil, fmt.Errorf("board: %d rows, expected %d", len(rows), Rows)
	}
	// The seat count comes from the lists.
	n := 0
	if r, ok := f["reserve"]; ok {
		n = len(strings.Split(r, ","))
	} else {
		return nil, fmt.Errorf("a position needs reserve=... (one count per player)")
	}
	if n < 2 || n > 4 {
		return nil, fmt.Errorf("reserve: %d players; Columbiz is for 2 to 4", n)
	}
	s := New(n)
	for i, row := range rows {
		if len(row) != Cols {
			return nil, fmt.Errorf("board row %d: %q has %d spaces, expected %d", i+1, row, len(row), Cols)
		}
		for c := 0; c < Cols; c++ {
			ch := row[c]
			switch {
			case ch == '.':
			case ch >= '1' && int(ch-'1') < n:
				s.Board[c][Rows-1-i] = int8(ch - '1')
			default:
				return nil, fmt.Errorf("board row %d: %q is neither '.' nor a player 1-%d", i+1, string(ch), n)
			}
		}
	}
	ints := func(name string, dst func(i, v int)) error {
		v, ok := f[name]
		if !ok {
			return nil
		}
		parts := strings.Split(v, ",")
		if len(parts) != n {
			return fmt.Errorf("%s: %d values for %d players", name, len(parts), n)
		}
		for i, p := range parts {
			x, err := strconv.Atoi(p)
			if err != nil || x < 0 || x > 999 {
				return fmt.Errorf("%s: %q is not a count", name, p)
			}
			dst(i, x)
		}
		return nil
	}
	for _, e := range []error{
		ints("reserve", func(i, v int) { s.Reserve[i] = int8(min(v, 100)) }),
		ints("aside", func(i, v int) { s.Aside[i] = int8(min(v, 100)) }),
		ints("lines", func(i, v int) { s.Lines[i] = int16(v) }),
		ints("turns", func(i, v int) { s.Turns[i] = int16(v) }),
	} {
		if e != nil {
			return nil, e
		}
	}
	if p, ok := f["prison"]; ok {
		parts := strings.Split(p, ",")
		if len(parts) != n {
			return nil, fmt.Errorf("prison: %d values for %d players", len(parts), n)
		}
		for i, x := range parts {
			if x == "-" {
				continue
			}
			for _, ch := range x {
				o := int(ch - '1')
				if o < 0 || o >= n || o == i {
					return nil, fmt.Errorf("prison: player %d cannot hold %q", i+1, string(ch))
				}
				s.Prison[i][o]++
			}
		}
	}
	num := func(name string, lo, hi, def int) (int, error) {
		v, ok := f[name]
		if !ok {
			return def, nil
		}
		x, err := strconv.Atoi(v)
		if err != nil || x < lo || x > hi {
			return 0, fmt.Errorf("%s: %q is not between %d and %d", name, v, lo, hi)
		}
		return x, nil
	}
	start, err := num("start", 0, n, 0)
	if err != nil {
		return nil, err
	}
	turn, err := num("turn", 0, 9999, 0)
	if err != nil {
		return nil, err
	}
	s.Start, s.TurnNo = int8(start-1), int16(turn)
	phase := PhaseRolloff
	if p, ok := f["phase"]; ok {
		found := false
		for i, name := range phaseNames {
			if p == name {
				phase, found = Phase(i), true
			}
		}
		if !found {
			return nil, fmt.Errorf("phase: %q is not one of %s", p, strings.Join(phaseNames[:], ", "))
		}
	} else if start > 0 {
		phase = PhaseRoll
	}
	s.Phase = phase
	if phase == PhaseRolloff {
		if start > 0 {
			return nil, fmt.Errorf("start is decided, but the phase is the roll-off")
		}
		if c, ok := f["contend"]; ok {
			s.Contend = 0
			for _, x := range strings.Split(c, ",") {
				v, err := strconv.Atoi(x)
				if err != nil || v < 1 || v > n {
					return nil, fmt.Errorf("contend: %q is not a player", x)
				}
				s.Contend |= 1 << (v - 1)
			}
		}
		return s, s.check()
	}
	if start == 0 {
		return nil, fmt.Errorf("start=... is needed once the roll-off is over")
	}
	s.Contend = 0
	s.Ending = f["ending"] == "yes"
	if phase == PhaseOver {
		return s, s.check()
	}
	seat, err := num("seat", 1, n, start)
	if err != nil {
		return nil, err
	}
	s.Seat = int8(seat - 1)
	rolls, err := num("rolls", 0, MaxRolls, 0)
	if err != nil {
		return nil, err
	}
	placed, err := num("placed", 0, MaxPlace(n), 0)
	if err != nil {
		return nil, err
	}
	s.Rolls, s.Placed = int8(rolls), int8(placed)
	for _, d := range []struct {
		name string
		dst  *Dice
	}{{"kept", &s.Kept}, {"free", &s.Free}, {"spent", &s.Spent}} {
		if v, ok := f[d.name]; ok {
			if *d.dst, err = ParseDice(v); err != nil {
				return nil, fmt.Errorf("%s: %v", d.name, err)
			}
		}
	}
	return s, s.check()
}

// check rejects positions that no game could reach in ways that would break
// the rules engine.
func (s *State) check() error {
	on := make([]int, s.N)
	for c := 0; c < Cols; c++ {
		for r := 0; r < Rows; r++ {
			if v := s.Board[c][r]; v != Empty {
				on[v]++
			}
		}
	}
	for i := 0; i < s.N; i++ {
		lost := 0
		for o := 0; o < s.N; o++ {
			lost += int(s.Prison[o][i])
		}
		if tot := on[i] + lost + int(s.Reserve[i]) + int(s.Aside[i]); tot != PawnsFor(s.N) {
			return fmt.Errorf("player %d has %d pawns in all (board, reserve, aside, captured), not %d", i+1, tot, PawnsFor(s.N))
		}
	}
	switch s.Phase {
	case PhaseRoll:
		if s.Free.Total() != 0 || int(s.Rolls) >= MaxRolls || s.Placed != 0 {
			return fmt.Errorf("while rolling there are no free dice, fewer than %d rolls and no pawns placed", MaxRolls)
		}
		if s.Kept.Total() >= NumDice {
			return fmt.Errorf("all %d dice are set aside: none can roll", NumDice)
		}
	case PhaseDecide, PhasePlace:
		if s.Rolls < 1 || s.Kept.Total()+s.Free.Total() != NumDice {
			return fmt.Errorf("after a roll, kept and free dice make %d in all", NumDice)
		}
		if !s.Kept.Add(s.Free).Contains(s.Spent) {
			return fmt.Errorf("spent dice must be among the kept and free dice")
		}
		if (s.Phase == PhasePlace) != (s.Placed > 0) {
			return fmt.Errorf("phase place means at least one pawn placed this turn")
		}
		if s.Phase == PhaseDecide && s.Spent.Total() > 0 {
			return fmt.Errorf("no dice are spent before a pawn is placed")
		}
	}
	if s.Phase != PhaseOver && s.Phase != PhaseRolloff && s.Reserve[s.Seat] == 0 && s.Placed == 0 {
		return fmt.Errorf("player %d has no pawns and cannot be the one to act", s.Seat+1)
	}
	return nil
}

// Def registers Columbiz.
var Def = &game.Def{
	Name:     "columbiz",
	Title:    "Columbiz",
	Variants: []string{VariantStandard},
	MinSeats: 2, MaxSeats: 4,
	RulesVer: 1,
	New: func(variant string, seats int, _ *rand.Rand) (game.State, error) {
		return New(seats), nil
	},
	Parse: func(variant, position string) (game.State, error) {
		s, err := ParseState(position)
		if err != nil {
			return nil, err
		}
		return s, nil
	},
	Levels:      Levels,
	NewBot:      NewBot,
	Judge:       NewJudge,
	JudgeStep:   1500 * time.Nanosecond, // an action of a random game
	SeatName:    SeatName,
	Description: "Eight dice, a 6x6 board: roll for lines of pawns and capture the pawns below yours.",
}

func init() { game.Register(Def) }
