// Package columbiz is the rules engine of Columbiz, the dice game of lines and
// captures for 2-4 players (docs/RULES.md and the Columbiz section of RULINGS.md).
//
// A turn is a sequence of atomic actions: the dice are rolled (a chance event),
// the player sets dice aside and rolls the rest (at most three rolls in all), then
// places pawns one at a time, each spending dice, and ends the turn. A player who
// cannot place puts pawns aside instead. Every roll, including the start-player
// roll-off, is a chance event decided by the match's seeded generator.
package columbiz

import (
	"fmt"
	"strings"

	"github.com/birdroost/roost/rules/game"
)

// Board size and dice.
const (
	Cols     = 6 // columns, headed by the die faces 1 to 6
	Rows     = 6 // rows, 0 at the bottom
	NumDice  = 8
	MaxRolls = 3
)

// Layout is the board as printed, top row first: the number of dice of the
// column's face that a pawn on that space needs. It is the one source of the
// board's shape; Need reads it.
var Layout = [Rows][Cols]int{
	{6, 6, 6, 6, 6, 6},
	{5, 5, 5, 5, 5, 5},
	{4, 4, 4, 4, 4, 4},
	{3, 3, 3, 3, 3, 3},
	{2, 2, 2, 2, 2, 2},
	{1, 1, 1, 1, 1, 1},
}

// Need is how many dice showing face col+1 a pawn on (col, row) spends; row 0
// is the bottom row.
func Need(col, row int) int { return Layout[Rows-1-row][col] }

// Face is the die face that heads a column.
func Face(col int) int { return col + 1 }

// PawnsFor is each player's supply of pawns for a player count.
func PawnsFor(seats int) int {
	switch seats {
	case 2:
		return 18
	case 3:
		return 13
	}
	return 10
}

// MaxPlace is the most pawns a player may place in one turn.
func MaxPlace(seats int) int {
	if seats == 4 {
		return 3
	}
	return 4
}

// AsideCount is how many pawns a player who cannot place puts aside.
const AsideCount = 3

// CaptureScore is the capture table: 1=1, 2=2, 3=4, 4=6, 5=9 ... 12=42, and
// past 12 the same series, floor((n+1)^2/4).
func CaptureScore(n int) int { return (n + 1) * (n + 1) / 4 }

// LineScore is what a line of n pawns is worth (0 below 3).
func LineScore(n int) int {
	if n < 3 {
		return 0
	}
	return n - 2
}

// Phase is what the game is waiting for.
type Phase uint8

const (
	PhaseRolloff Phase = iota // chance: the players roll for the start
	PhaseRoll                 // chance: the dice not set aside are rolling
	PhaseDecide               // the player sets dice aside and rolls, or starts placing
	PhasePlace                // at least one pawn placed: place more or end the turn
	PhaseOver
)

// Dice counts dice by face: Dice[f] is the number showing f (index 0 unused).
type Dice [7]int8

// Total is the number of dice.
func (d Dice) Total() int {
	n := 0
	for f := 1; f <= 6; f++ {
		n += int(d[f])
	}
	return n
}

// Add returns d plus e.
func (d Dice) Add(e Dice) Dice {
	for f := 1; f <= 6; f++ {
		d[f] += e[f]
	}
	return d
}

// Sub returns d minus e.
func (d Dice) Sub(e Dice) Dice {
	for f := 1; f <= 6; f++ {
		d[f] -= e[f]
	}
	return d
}

// Contains reports whether e is a sub-multiset of d.
func (d Dice) Contains(e Dice) bool {
	for f := 1; f <= 6; f++ {
		if e[f] > d[f] || e[f] < 0 {
			return false
		}
	}
	return true
}

// String lists the faces in ascending order, e.g. "12335556"; "-" for none.
func (d Dice) String() string {
	var b strings.Builder
	for f := 1; f <= 6; f++ {
		for i := 0; i < int(d[f]); i++ {
			b.WriteByte(byte('0' + f))
		}
	}
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// ParseDice reads faces like "12335556" ("-" or "" for none).
func ParseDice(s string) (Dice, error) {
	var d Dice
	if s == "-" {
		return d, nil
	}
	for _, r := range s {
		if r < '1' || r > '6' {
			return d, fmt.Errorf("%q is not a die face (1-6)", string(r))
		}
		d[r-'0']++
	}
	if d.Total() > NumDice {
		return d, fmt.Errorf("%q is more than %d dice", s, NumDice)
	}
	return d, nil
}

// Faces lists the dice one by one in ascending order.
func (d Dice) Faces() []int {
	var out []int
	for f := 1; f <= 6; f++ {
		for i := 0; i < int(d[f]); i++ {
			out = append(out, f)
		}
	}
	return out
}

// Empty marks an empty space on the board.
const Empty = -1

// State is a Columbiz game. It is a plain value: copying it copies the game.
type State struct {
	N       int               // seats
	Board   [Cols][Rows]int8  // seat on the space, or Empty
	Reserve [4]int8           // pawns not yet placed
	Aside   [4]int8           // pawns put aside (no placement possible)
	Prison  [4][4]int8        // Prison[capturer][owner]: pawns captured
	Lines   [4]int16          // points from lines
	Phase   Phase             //
	Seat    int8              // seat to act (or rolling)
	Start   int8              // start player, -1 before the roll-off is decided
	Contend uint8             // roll-off: bit s set while seat s still rolls for the start
	Rolloff [4]int8           // the last roll-off die of each seat (0: did not roll)
	TurnNo  int16             // turns begun so far, from 0
	Ending  bool              // a reserve ran out: the round is being finished
	Rolls   int8              // rolls made this turn
	Kept    Dice              // dice set aside
	Free    Dice              // dice of the last roll not set aside
	Spent   Dice              // dice used for placements this turn
	Placed  int8              // pawns placed this turn
	Turns   [4]int16          // turns played by each seat
	Last    [MaxPerTurn]Place // this turn's placements, in order
}

// MaxPerTurn bounds MaxPlace for every player count.
const MaxPerTurn = 4

// Place is one space of the board.
type Place struct{ Col, Row int8 }

// New starts a game for seats players, waiting for the roll-off.
func New(seats int) *State {
	s := &State{N: seats, Start: -1, Seat: -1}
	for c := range s.Board {
		for r := range s.Board[c] {
			s.Board[c][r] = Empty
		}
	}
	for i := 0; i < seats; i++ {
		s.Reserve[i] = int8(PawnsFor(seats))
		s.Contend |= 1 << i
	}
	return s
}

func (s *State) Game() string    { return "columbiz" }
func (s *State) Variant() string { return VariantStandard }
func (s *State) Seats() int      { return s.N }
func (s *State) Turn() int       { return int(s.TurnNo) }
func (s *State) Terminal() bool  { return s.Phase == PhaseOver }

// VariantStandard is the only variant: the rulebook has one set of rules.
const VariantStandard = "standard"

func (s *State) ToMove() int {
	switch s.Phase {
	case PhaseOver:
		return game.Nobody
	case PhaseRolloff, PhaseRoll:
		return game.Chance
	}
	return int(s.Seat)
}

// Avail is the dice that can still be spent this turn.
func (s *State) Avail() Dice { return s.Kept.Add(s.Free).Sub(s.Spent) }

// CanPlace reports whether the player to act may put a pawn on (col, row) with
// the dice available, and if not, why.
func (s *State) CanPlace(col, row int) error {
	if s.Phase != PhaseDecide && s.Phase != PhasePlace {
		return game.Refuse("cbz.refuse.roll-first")
	}
	if col < 0 || col >= Cols || row < 0 || row >= Rows {
		return game.Refuse("cbz.refuse.no-space")
	}
	if int(s.Placed) >= MaxPlace(s.N) {
		return game.Refuse("cbz.refuse.max-pawns", "Count", MaxPlace(s.N))
	}
	if s.Reserve[s.Seat] == 0 {
		return game.Refuse("cbz.refuse.no-pawns")
	}
	if s.Board[col][row] != Empty {
		return game.Refuse("cbz.refuse.taken")
	}
	need, have := Need(col, row), int(s.Avail()[Face(col)])
	if have < need {
		return game.Refuse("cbz.refuse.short", "Count", need, "Face", Face(col), "Have", have)
	}
	return nil
}

// anyPlacement reports whether at least one pawn could be placed now.
func (s *State) anyPlacement() bool {
	if int(s.Placed) >= MaxPlace(s.N) || s.Reserve[s.Seat] == 0 {
		return false
	}
	av := s.Avail()
	for c := 0; c < Cols; c++ {
		for r := 0; r < Rows; r++ {
			if s.Board[c][r] == Empty && int(av[Face(c)]) >= Need(c, r) {
				return true
			}
		}
	}
	return false
}

// Legal lists the actions of the player to act, or the outcomes of a roll.
func (s *State) Legal(buf []game.Action) []game.Action {
	buf = buf[:0]
	switch s.Phase {
	case PhaseRolloff:
		for _, o := range rolloffOutcomes(s.contenders()) {
			buf = append(buf, o.Action)
		}
		return buf
	case PhaseRoll:
		for _, o := range rollOutcomes[NumDice-s.Kept.Total()] {
			buf = append(buf, o.Action)
		}
		return buf
	case PhaseOver:
		return buf
	}
	if s.Phase == PhaseDecide && int(s.Rolls) < MaxRolls {
		// Set any part of the free dice aside, keeping at least one to roll.
		var k Dice
		var rec func(f int)
		rec = func(f int) {
			if f > 6 {
				if k.Total() < s.Free.Total() {
					buf = append(buf, rollAction(k))
				}
				return
			}
			for n := int8(0); n <= s.Free[f]; n++ {
				k[f] = n
				rec(f + 1)
			}
			k[f] = 0
		}
		rec(1)
	}
	placed := false
	if int(s.Placed) < MaxPlace(s.N) && s.Reserve[s.Seat] > 0 {
		av := s.Avail()
		for c := 0; c < Cols; c++ {
			for r := 0; r < Rows; r++ {
				if s.Board[c][r] == Empty && int(av[Face(c)]) >= Need(c, r) {
					buf = append(buf, placeAction(c, r))
					placed = true
				}
			}
		}
	}
	if s.Phase == PhasePlace {
		buf = append(buf, ActEnd)
	} else if !placed {
		buf = append(buf, ActAside)
	}
	return buf
}

func (s *State) contenders() []int {
	var out []int
	for i := 0; i < s.N; i++ {
		if s.Contend&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// Apply plays an action, or explains why it is not allowed and changes nothing.
func (s *State) Apply(a game.Action, ev *[]game.Event) error {
	if s.Phase == PhaseOver {
		return game.ErrGameOver
	}
	if err := s.why(a); err != nil {
		return err
	}
	kind, pay := split(a)
	switch kind {
	case kindRolloff:
		s.applyRolloff(pay, ev)
	case kindRolled:
		d := diceOf(pay)
		s.Free = d
		s.Rolls++
		s.Phase = PhaseDecide
		emit(ev, game.Event{Kind: "roll", Seat: int(s.Seat), Value: int(s.Rolls), Values: d.Faces(),
			Msg: game.M("cbz.log.roll", "Who", game.Colour(SeatName(int(s.Seat))), "Dice", spaced(d), "Roll", s.Rolls, "Rolls", MaxRolls)})
	case kindRoll:
		k := diceOf(pay)
		s.Kept = s.Kept.Add(k)
		s.Free = Dice{}
		s.Phase = PhaseRoll
		said := game.M("cbz.log.again", "Who", game.Colour(SeatName(int(s.Seat))))
		if s.Kept.Total() > 0 {
			said = game.M("cbz.log.keep", "Who", game.Colour(SeatName(int(s.Seat))), "Dice", spaced(s.Kept))
		}
		emit(ev, game.Event{Kind: "keep", Seat: int(s.Seat), Values: k.Faces(), Msg: said})
	case kindPlace:
		s.applyPlace(int(pay>>3), int(pay&7), ev)
	case kindEnd:
		s.endTurn(ev)
	case kindAside:
		n := min(AsideCount, int(s.Reserve[s.Seat]))
		s.Reserve[s.Seat] -= int8(n)
		s.Aside[s.Seat] += int8(n)
		emit(ev, game.Event{Kind: "aside", Seat: int(s.Seat), Value: n,
			Msg: game.M("cbz.log.aside", "Who", game.Colour(SeatName(int(s.Seat))), "Count", n)})
		s.endTurn(ev)
	}
	return nil
}

// why checks an action without changing anything.
func (s *State) why(a game.Action) error {
	kind, pay := split(a)
	switch s.Phase {
	case PhaseRolloff:
		if kind != kindRolloff {
			return game.Refuse("cbz.refuse.rolloff")
		}
		cs := s.contenders()
		if pay>>(3*len(cs)) != 0 {
			return fmt.Errorf("not a roll-off for %d players", len(cs))
		}
		for i := range cs {
			if v := (pay >> (3 * i)) & 7; v < 1 || v > 6 {
				return fmt.Errorf("not a roll-off for %d players", len(cs))
			}
		}
		return nil
	case PhaseRoll:
		if kind != kindRolled {
			return game.Refuse("cbz.refuse.rolling")
		}
		d := diceOf(pay)
		if pay>>24 != 0 || d.Total() != NumDice-s.Kept.Total() {
			return fmt.Errorf("%d dice are rolling, not %d", NumDice-s.Kept.Total(), d.Total())
		}
		return nil
	}
	switch kind {
	case kindRolloff, kindRolled:
		return game.Refuse("cbz.refuse.not-rolling")
	case kindRoll:
		if s.Phase == PhasePlace {
			return game.Refuse("cbz.refuse.placed-no-roll")
		}
		if int(s.Rolls) >= MaxRolls {
			return game.Refuse("cbz.refuse.max-rolls", "Count", MaxRolls)
		}
		k := diceOf(pay)
		if pay>>24 != 0 || !s.Free.Contains(k) {
			return game.Refuse("cbz.refuse.keep-last")
		}
		if k.Total() == s.Free.Total() {
			return game.Refuse("cbz.refuse.all-kept")
		}
		return nil
	case kindPlace:
		if pay>>6 != 0 {
			return game.Refuse("cbz.refuse.no-space")
		}
		return s.CanPlace(int(pay>>3), int(pay&7))
	case kindEnd:
		if s.Phase != PhasePlace {
			return game.Refuse("cbz.refuse.place-first")
		}
		return nil
	case kindAside:
		if s.Phase == PhasePlace {
			return game.Refuse("cbz.refuse.end-instead")
		}
		if s.anyPlacement() {
			return game.Refuse("cbz.refuse.must-place")
		}
		return nil
	}
	return game.Refuse("refuse.unknown")
}

func emit(ev *[]game.Event, e game.Event) {
	if ev != nil {
		*ev = append(*ev, e)
	}
}

func spaced(d Dice) string {
	f := d.Faces()
	s := make([]string, len(f))
	for i, x := range f {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, "-")
}

func (s *State) applyRolloff(pay uint64, ev *[]game.Event) {
	cs := s.contenders()
	best := 0
	vals := make([]int, s.N)
	for i, seat := range cs {
		v := int((pay >> (3 * i)) & 7)
		s.Rolloff[seat] = int8(v)
		vals[seat] = v
		best = max(best, v)
	}
	s.Contend = 0
	var top []string
	for _, seat := range cs {
		if int(s.Rolloff[seat]) == best {
			s.Contend |= 1 << seat
			top = append(top, SeatName(seat))
		}
	}
	if len(top) > 1 {
		emit(ev, game.Event{Kind: "rolloff", Seat: -1, Values: vals,
			Msg: game.M("cbz.log.tie", "Who", game.Colours(top...), "Best", best)})
		return
	}
	for _, seat := range cs {
		if int(s.Rolloff[seat]) == best {
			s.Start, s.Seat = int8(seat), int8(seat)
		}
	}
	s.Contend = 0
	emit(ev, game.Event{Kind: "rolloff", Seat: int(s.Start), Values: vals,
		Msg: game.M("cbz.log.starts", "Who", game.Colour(SeatName(int(s.Start))), "Best", best)})
	s.beginTurn(ev)
}

func (s *State) beginTurn(ev *[]game.Event) {
	s.Phase = PhaseRoll
	s.Rolls, s.Placed = 0, 0
	s.Kept, s.Free, s.Spent = Dice{}, Dice{}, Dice{}
	s.Last = [MaxPerTurn]Place{}
	if ev != nil { // the bots' searches end turns without a log: no message is built
		emit(ev, game.Event{Kind: "turn", Seat: int(s.Seat), Msg: game.M("cbz.log.turn", "Who", game.Colour(SeatName(int(s.Seat))))})
	}
}

// Dirs are the four line directions (column step, row step).
var Dirs = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// Run is the unbroken run of seat's pawns through (col, row) in direction d,
// as its two end spaces and its length.
func (s *State) Run(seat, col, row, d int) (from, to Place, n int) {
	dc, dr := Dirs[d][0], Dirs[d][1]
	c0, r0 := col, row
	for c, r := col-dc, row-dr; on(c, r) && int(s.Board[c][r]) == seat; c, r = c-dc, r-dr {
		c0, r0 = c, r
	}
	c1, r1 := col, row
	for c, r := col+dc, row+dr; on(c, r) && int(s.Board[c][r]) == seat; c, r = c+dc, r+dr {
		c1, r1 = c, r
	}
	n = max(c1-c0, (r1-r0)*sign(r1-r0)) + 1
	return Place{int8(c0), int8(r0)}, Place{int8(c1), int8(r1)}, n
}

func sign(x int) int {
	if x < 0 {
		return -1
	}
	return 1
}

func on(c, r int) bool { return c >= 0 && c < Cols && r >= 0 && r < Rows }

func (s *State) applyPlace(col, row int, ev *[]game.Event) {
	me := int(s.Seat)
	need := Need(col, row)
	s.Spent[Face(col)] += int8(need)
	s.Board[col][row] = int8(me)
	s.Reserve[me]--
	s.Last[s.Placed] = Place{int8(col), int8(row)}
	s.Placed++
	s.Phase = PhasePlace
	if ev != nil {
		*ev = append(*ev, game.Event{Kind: "place", Seat: me, To: [2]int{col, row}, Value: need,
			Msg: game.M("cbz.log.place", "Who", game.Colour(SeatName(me)), "Space", Space(col, row), "Need", need, "Face", Face(col))})
	}
	for r := 0; r < row; r++ {
		if v := int(s.Board[col][r]); v != Empty && v != me {
			s.Board[col][r] = Empty
			s.Prison[me][v]++
			if ev != nil {
				*ev = append(*ev, game.Event{Kind: "capture", Seat: me, From: [2]int{col, r}, Piece: v,
					Msg: game.M("cbz.log.capture", "Who", game.Colour(SeatName(me)), "Whose", game.Colour(SeatName(v)), "Space", Space(col, r))})
			}
		}
	}
	for d := range Dirs {
		from, to, n := s.Run(me, col, row, d)
		if pts := LineScore(n); pts > 0 {
			s.Lines[me] += int16(pts)
			if ev != nil {
				*ev = append(*ev, game.Event{Kind: "line", Seat: me, From: [2]int{int(from.Col), int(from.Row)}, To: [2]int{int(to.Col), int(to.Row)}, Value: pts,
					Msg: game.M("cbz.log.line", "Who", game.Colour(SeatName(me)), "Len", n, "Count", pts)})
			}
		}
	}
}

// Space names a space for people in the board's own words: the number printed
// on it and the die face that heads its column ("row 3 of the 5 column").
func Space(col, row int) game.Msg {
	return game.M("cbz.space", "Row", Need(col, row), "Face", Face(col))
}

// Spaces names the spaces of a turn for people, those of one row together,
// in the order the rows were first played: "row 1 of the 1, 2 and 3
// columns and row 4 of the 5 column".
func Spaces(places ...Place) game.Msg {
	var needs []int
	faces := map[int][]any{}
	for _, p := range places {
		n := Need(int(p.Col), int(p.Row))
		if _, ok := faces[n]; !ok {
			needs = append(needs, n)
		}
		faces[n] = append(faces[n], Face(int(p.Col)))
	}
	rows := make([]any, len(needs))
	for i, n := range needs {
		f := faces[n]
		list := f[0]
		if len(f) > 1 {
			list = game.List(f...)
		}
		rows[i] = game.M("cbz.spaces", "Row", n, "Faces", list, "Count", len(f))
	}
	return game.List(rows...)
}

// SpaceName is a space in notation: its column's face and its row, e.g. "5/3"
// is the space of column five that needs three fives.
func SpaceName(col, row int) string { return fmt.Sprintf("%d/%d", Face(col), Need(col, row)) }

func (s *State) endTurn(ev *[]game.Event) {
	me := int(s.Seat)
	s.Turns[me]++
	s.Kept, s.Free, s.Spent = Dice{}, Dice{}, Dice{}
	s.Placed, s.Rolls = 0, 0
	if !s.Ending {
		for i := 0; i < s.N; i++ {
			if s.Reserve[i] == 0 {
				s.Ending = true
				emit(ev, game.Event{Kind: "ending", Seat: i,
					Msg: game.M("cbz.log.ending", "Who", game.Colour(SeatName(i)))})
				break
			}
		}
	}
	next := me
	for {
		next = (next + 1) % s.N
		if s.Ending && next == int(s.Start) {
			s.finish(ev)
			return
		}
		if !s.Ending || s.Reserve[next] > 0 {
			break
		}
	}
	s.Seat = int8(next)
	s.TurnNo++
	s.beginTurn(ev)
}

func (s *State) finish(ev *[]game.Event) {
	s.Phase = PhaseOver
	s.Seat = -1
	if ev == nil {
		return
	}
	sc := s.Scores()
	best := sc[0]
	for _, v := range sc {
		best = max(best, v)
	}
	var w []string
	for i, v := range sc {
		if v == best {
			w = append(w, SeatName(i))
		}
	}
	said := game.M("cbz.end.wins", "Who", game.Colour(w[0]), "Count", best)
	if len(w) > 1 {
		said = game.M("cbz.end.shared", "Who", game.Colours(w...), "Count", best)
	}
	emit(ev, game.Event{Kind: "end", Seat: -1, Value: best, Msg: said})
}

// Captured is how many pawns seat has captured.
func (s *State) Captured(seat int) int {
	n := 0
	for _, v := range s.Prison[seat] {
		n += int(v)
	}
	return n
}

// Scores are line points plus capture points.
func (s *State) Scores() []int {
	out := make([]int, s.N)
	for i := range out {
		out[i] = int(s.Lines[i]) + CaptureScore(s.Captured(i))
	}
	return out
}

// Returns shares the victory equally among the players with the best total.
func (s *State) Returns() []float64 {
	out := make([]float64, s.N)
	if s.Phase != PhaseOver {
		return out
	}
	sc := s.Scores()
	best, k := sc[0], 0
	for _, v := range sc {
		best = max(best, v)
	}
	for _, v := range sc {
		if v == best {
			k++
		}
	}
	for i, v := range sc {
		if v == best {
			out[i] = 1 / float64(k)
		}
	}
	return out
}

// Evaluate estimates each seat's chances from the current scores (used only to
// cut long playouts short).
func (s *State) Evaluate() []float64 {
	sc := s.Scores()
	out := make([]float64, s.N)
	tot := 0.0
	for i, v := range sc {
		out[i] = float64(v+1) * float64(v+1)
		tot += out[i]
	}
	for i := range out {
		out[i] /= tot
	}
	return out
}

func (s *State) Clone() game.State {
	c := *s
	return &c
}

// SeatName is the default name of a seat, by its pawn colour.
func SeatName(seat int) string {
	if seat < 0 || seat >= len(ColourNames) {
		return "Nobody"
	}
	return ColourNames[seat]
}

// ColourNames are the pawn colours, in seat order.
var ColourNames = []string{"Purple", "Blue", "Grey", "Black"}
