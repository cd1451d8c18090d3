package falconry

import (
	"fmt"
	"strings"

	"github.com/birdroost/roost/rules/game"
)

// Variant names (RULINGS.md).
const (
	Duel     = "duel"
	DuelFast = "duel-fast"
	Allied   = "allied"
	Truel    = "truel"
	Quarrel  = "quarrel"
	Joint    = "joint"
)

// Variants lists the variants, the default first.
var Variants = []string{Duel, DuelFast, Allied, Truel, Quarrel, Joint}

// MaxTurns is the digital limit: a game that reaches it is a draw.
const MaxTurns = 300

// Rules are a variant's numbers.
type Rules struct {
	Name    string
	Title   string
	Seats   int
	Cards   [4]int // actions a turn, by seat
	PathLen [4]int // path length to win, by seat
	Markers [4]int // markers each seat owns
	Team    [4]int // team of each seat (every seat its own team without teams)
	Teams   bool
	Start   string // the starting board
}

var rulesByName = map[string]*Rules{
	Duel:     {Name: Duel, Title: "Duel of Nobles", Seats: 2, Cards: [4]int{1, 1}, PathLen: [4]int{5, 5}, Markers: [4]int{18, 18}, Team: [4]int{0, 1}, Start: "f1,f2;b2,b1"},
	DuelFast: {Name: DuelFast, Title: "Fast Duel", Seats: 2, Cards: [4]int{2, 2}, PathLen: [4]int{6, 6}, Markers: [4]int{18, 18}, Team: [4]int{0, 1}, Start: "f1,f2;b2,b1"},
	Allied:   {Name: Allied, Title: "Allied Nobility", Seats: 3, Cards: [4]int{1, 1, 2}, PathLen: [4]int{5, 5, 6}, Markers: [4]int{13, 13, 18}, Team: [4]int{0, 0, 1}, Teams: true, Start: "f3,f1;f2,."},
	Truel:    {Name: Truel, Title: "Truel of Nobles", Seats: 3, Cards: [4]int{2, 2, 2}, PathLen: [4]int{6, 6, 6}, Markers: [4]int{18, 18, 18}, Team: [4]int{0, 1, 2}, Start: "f1,f2;f3,."},
	Quarrel:  {Name: Quarrel, Title: "Quarrel of Nobles", Seats: 4, Cards: [4]int{2, 2, 2, 2}, PathLen: [4]int{6, 6, 6, 6}, Markers: [4]int{18, 18, 18, 18}, Team: [4]int{0, 1, 2, 3}, Start: "f1,f2;f4,f3"},
	Joint:    {Name: Joint, Title: "Joint Nobility", Seats: 4, Cards: [4]int{2, 2, 2, 2}, PathLen: [4]int{6, 6, 6, 6}, Markers: [4]int{18, 18, 18, 18}, Team: [4]int{0, 1, 0, 1}, Teams: true, Start: "f1,f2;f4,f3"},
}

// RulesOf returns a variant's rules.
func RulesOf(variant string) (*Rules, error) {
	r, ok := rulesByName[strings.ToLower(variant)]
	if !ok {
		return nil, fmt.Errorf("Falconry has no variant %q (variants: %s)", variant, strings.Join(Variants, ", "))
	}
	return r, nil
}

// Partners reports whether two seats are on one side (a seat is its own
// partner).
func (r *Rules) Partners(a, b int) bool { return r.Team[a] == r.Team[b] }

// Hand is what a noble has not yet put on the board.
type Hand struct {
	Markers  int
	Bird     bool
	Falconer bool
}

// Act is an action: a card put from the hand onto a space, or a card on the
// board moved to another space. Spaces are grid coordinates of the position
// the action is played in.
type Act uint64

const moveBit = 4

// Place makes the action of putting a card of kind k from the hand on to.
func Place(k Kind, to Pt) Act {
	return Act(uint64(k) | uint64(to.X)<<24 | uint64(to.Y)<<32)
}

// Move makes the action of moving the top card of from to to.
func Move(from, to Pt) Act {
	return Act(moveBit | uint64(from.X)<<8 | uint64(from.Y)<<16 | uint64(to.X)<<24 | uint64(to.Y)<<32)
}

// IsMove reports whether the action moves a card on the board.
func (a Act) IsMove() bool { return a&moveBit != 0 }

// PlaceKind is the kind of card put from the hand (0 for a move).
func (a Act) PlaceKind() Kind {
	if a.IsMove() {
		return 0
	}
	return Kind(a & 3)
}

// From is where a moved card comes from.
func (a Act) From() Pt { return Pt{int(a>>8) & 0xff, int(a>>16) & 0xff} }

// To is where the card goes.
func (a Act) To() Pt { return Pt{int(a>>24) & 0xff, int(a>>32) & 0xff} }

// repNode is one turn-start position in the history, for the threefold
// repetition draw; the list is shared between clones.
type repNode struct {
	hash   uint64
	inHand int
	prev   *repNode
}

// Result is how a finished game ended.
type Result struct {
	Winners []int // the winning seats (a side); none for a draw
	Path    []Pt  // the winning path (grid spaces of the final position)
	Reason  game.Msg
}

// State is a Falconry position.
type State struct {
	R      *Rules
	B      Board
	Hands  [4]Hand
	To     int // the seat to act
	Done   int // actions already taken this turn
	TurnNo int
	Over   bool
	Res    Result
	rep    *repNode
}

// NewState makes a variant's starting position.
func NewState(variant string) (*State, error) {
	r, err := RulesOf(variant)
	if err != nil {
		return nil, err
	}
	b, err := ParseBoard(r.Start, r)
	if err != nil {
		return nil, err
	}
	s := &State{R: r, B: b}
	s.countHands()
	s.remember()
	return s, nil
}

// countHands works out each hand from the board.
func (s *State) countHands() {
	for seat := 0; seat < s.R.Seats; seat++ {
		s.Hands[seat] = Hand{Markers: s.R.Markers[seat], Bird: true, Falconer: true}
	}
	for i := range s.B.Cells {
		st := &s.B.Cells[i]
		for _, c := range st.C[:st.N] {
			s.Hands[c.Owner()].take(c.Kind())
		}
	}
}

func (s *State) inHand() int {
	n := 0
	for seat := 0; seat < s.R.Seats; seat++ {
		n += s.Hands[seat].Count()
	}
	return n
}

// Count is how many cards the hand holds.
func (h Hand) Count() int {
	n := h.Markers
	for _, b := range []bool{h.Bird, h.Falconer} {
		if b {
			n++
		}
	}
	return n
}

// Has reports whether seat holds a card of kind k.
func (h Hand) Has(k Kind) bool {
	switch k {
	case Marker:
		return h.Markers > 0
	case Bird:
		return h.Bird
	case Falconer:
		return h.Falconer
	}
	return false
}

func (h *Hand) take(k Kind) {
	switch k {
	case Marker:
		h.Markers--
	case Bird:
		h.Bird = false
	case Falconer:
		h.Falconer = false
	}
}

// hash identifies the board and the seat to act (the hands follow from the
// board; the grid is always cut to the cards, so a shifted board hashes the
// same).
func (s *State) hash() uint64 {
	// FNV-1a, a byte at a time, without allocating.
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(b byte) { h = (h ^ uint64(b)) * prime }
	mix(byte(s.B.W))
	mix(byte(s.B.H))
	mix(byte(s.To))
	for i := range s.B.Cells {
		st := &s.B.Cells[i]
		mix(st.N)
		mix(byte(st.C[0]))
		mix(byte(st.C[1]))
		mix(byte(st.C[2]))
	}
	return h
}

// remember adds the turn-start position to the history and reports how many
// times it has now occurred. A card put from a hand never returns to it, so
// the search stops at the first position with other hands.
func (s *State) remember() int {
	n := &repNode{hash: s.hash(), inHand: s.inHand(), prev: s.rep}
	s.rep = n
	count := 0
	for p := n; p != nil && p.inHand == n.inHand; p = p.prev {
		if p.hash == n.hash {
			count++
		}
	}
	return count
}

// CanCover reports whether a card of kind k of seat may go on top of c.
func (s *State) CanCover(k Kind, c Card, seat int) bool {
	switch c.Kind() {
	case Marker:
		return k == Bird || k == Falconer
	case Bird:
		return k == Falconer && !s.R.Partners(c.Owner(), seat)
	}
	return false
}

// liftCheck says what lifting the top card off p would uncover: the seat
// whose completed path would show (-1 for none).
func (s *State) liftCheck(p Pt) int {
	st := s.B.At(p)
	if st.N < 2 {
		return -1
	}
	top, under := st.Top(), st.Under()
	o := under.Owner()
	if o == top.Owner() {
		return -1
	}
	if n, _ := s.B.Longest(p, o); n >= s.R.PathLen[o] {
		return o
	}
	return -1
}

// Pinned reports whether the top card on p may not move because lifting it
// would show the completed path of a rival (not the mover's partner), and
// whose.
func (s *State) Pinned(p Pt) (bool, int) {
	top := s.B.Top(p)
	if top == 0 {
		return false, -1
	}
	o := s.liftCheck(p)
	if o < 0 || s.R.Partners(o, top.Owner()) {
		return false, -1
	}
	return true, o
}

// MaxActions bounds the legal actions of a position.
const MaxActions = 4096

// Generate appends the legal actions to buf[:0].
func (s *State) Generate(buf []Act) []Act {
	buf = buf[:0]
	if s.Over {
		return buf
	}
	seat := s.To
	b := &s.B
	var room [128]Pt // the empty spaces a card may go to, kept off the heap
	empties := room[:0]
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			p := Pt{x, y}
			if b.At(p).N == 0 && b.hasNeighbour(p, Pt{-1, -1}, false) {
				empties = append(empties, p)
			}
		}
	}
	h := s.Hands[seat]
	for k := Marker; k <= Falconer; k++ {
		if !h.Has(k) {
			continue
		}
		for _, e := range empties {
			buf = append(buf, Place(k, e))
		}
		if k == Marker {
			continue
		}
		for i := range b.Cells {
			if c := b.Cells[i].Top(); c != 0 && s.CanCover(k, c, seat) {
				buf = append(buf, Place(k, Pt{i % b.W, i / b.W}))
			}
		}
	}
	for i := range b.Cells {
		st := &b.Cells[i]
		c := st.Top()
		if c == 0 || c.Owner() != seat || c.Acted() {
			continue
		}
		p := Pt{i % b.W, i / b.W}
		if pinned, _ := s.Pinned(p); pinned {
			continue
		}
		lone := st.N == 1
		for _, e := range empties {
			if e == p {
				continue
			}
			if lone && adjacent(e, p) && !b.hasNeighbour(e, p, true) {
				continue
			}
			buf = append(buf, Move(p, e))
		}
		if c.Kind() == Marker {
			continue
		}
		for j := range b.Cells {
			if j == i {
				continue
			}
			if t := b.Cells[j].Top(); t != 0 && s.CanCover(c.Kind(), t, seat) {
				buf = append(buf, Move(p, Pt{j % b.W, j / b.W}))
			}
		}
	}
	return buf
}

func adjacent(a, b Pt) bool {
	dx, dy := a.X-b.X, a.Y-b.Y
	return dx*dx+dy*dy == 1
}

var errNotNext = game.Refuse("fal.refuse.not-next")

// Check says why an action may not be played now (nil if it may).
func (s *State) Check(a Act) error {
	if s.Over {
		return game.ErrGameOver
	}
	seat := s.To
	b := &s.B
	to := a.To()
	if !b.In(to) {
		return errNotNext
	}
	dest := b.At(to)
	var k Kind
	var from Pt
	lone := false
	if a.IsMove() {
		from = a.From()
		if !b.In(from) || b.At(from).N == 0 {
			return game.Refuse("fal.refuse.no-card-there")
		}
		st := b.At(from)
		c := st.Top()
		k = c.Kind()
		switch {
		case c.Owner() != seat:
			return game.Refuse("fal.refuse.not-yours", "Card", CardName(k), "Owner", game.Colour(SeatName(c.Owner())))
		case c.Acted():
			return game.Refuse("fal.refuse.played", "Card", CardName(k))
		case from == to:
			return game.Refuse("fal.refuse.already-there")
		}
		if pinned, o := s.Pinned(from); pinned {
			return game.Refuse("fal.refuse.pinned", "Card", CardName(k), "Owner", game.Colour(SeatName(o)))
		}
		lone = st.N == 1
	} else {
		k = a.PlaceKind()
		if k < Marker || k > Falconer {
			return game.Refuse("fal.refuse.no-such-card")
		}
		if !s.Hands[seat].Has(k) {
			if k == Marker {
				return game.Refuse("fal.refuse.no-markers", "Who", game.Colour(SeatName(seat)))
			}
			return game.Refuse("fal.refuse.on-board", "Who", game.Colour(SeatName(seat)), "Card", CardName(k))
		}
	}
	if dest.N == 0 {
		if !b.hasNeighbour(to, from, a.IsMove() && lone) {
			return errNotNext
		}
		return nil
	}
	t := dest.Top()
	if s.CanCover(k, t, seat) {
		return nil
	}
	switch {
	case k == Marker:
		return game.Refuse("fal.refuse.marker-empty")
	case t.Kind() == Falconer:
		return game.Refuse("fal.refuse.on-falconer")
	case k == Bird:
		return game.Refuse("fal.refuse.bird-on")
	case t.Owner() == seat:
		return game.Refuse("fal.refuse.own-bird")
	default:
		return game.Refuse("fal.refuse.partner-bird", "Partner", game.Colour(SeatName(t.Owner())))
	}
}

// Apply plays an action; an illegal one returns an error and changes
// nothing.
func (s *State) Apply(a game.Action, ev *[]game.Event) error {
	if err := s.Check(Act(a)); err != nil {
		return err
	}
	s.Play(Act(a), ev)
	return nil
}

// abs turns a grid space into fixed table coordinates.
func (s *State) abs(p Pt) [2]int { return [2]int{p.X + s.B.OX, p.Y + s.B.OY} }

// Play plays a legal action.
func (s *State) Play(a Act, ev *[]game.Event) {
	seat := s.To
	b := &s.B
	to := a.To()
	var card Card
	winners := -1 // a seat whose side wins
	var path []Pt
	if a.IsMove() {
		from := a.From()
		o := s.liftCheck(from) // only a partner's: the mover's rivals pin the card
		card = b.At(from).pop()
		if o >= 0 {
			winners = o
			path = b.Path(from, o)
		}
		if ev != nil {
			e := game.Event{Kind: "move", Seat: seat, From: s.abs(from), To: s.abs(to), Piece: int(card.Kind()), Value: int(b.At(to).Top())}
			e.Msg = s.describe(seat, card.Kind(), b.At(to).Top(), true)
			*ev = append(*ev, e)
			if under := b.At(from).Top(); under != 0 && under.Owner() != seat {
				*ev = append(*ev, game.Event{Kind: "uncover", Seat: under.Owner(), To: s.abs(from), Piece: int(under.Kind()),
					Msg: game.M("fal.log.uncovered", "Who", game.Colour(SeatName(under.Owner())), "Card", CardName(under.Kind()))})
			}
		}
	} else {
		card = NewCard(a.PlaceKind(), seat)
		s.Hands[seat].take(card.Kind())
		if ev != nil {
			e := game.Event{Kind: "place", Seat: seat, To: s.abs(to), Piece: int(card.Kind()), Value: int(b.At(to).Top())}
			e.Msg = s.describe(seat, card.Kind(), b.At(to).Top(), false)
			*ev = append(*ev, e)
		}
	}
	b.At(to).push(card.plain() | actedBit)
	if ev != nil {
		said(*ev, to, s.abs(to), b, seat)
	}
	if winners < 0 {
		if n, _ := b.Longest(to, seat); n >= s.R.PathLen[seat] {
			winners = seat
			path = b.Path(to, seat)
		}
	}
	if winners >= 0 {
		s.finish(winners, path, ev)
		return
	}
	s.B.recut()
	s.Done++
	if s.Done >= s.R.Cards[seat] || !s.anyAction() {
		s.endTurn(ev)
	}
}

// said adds to the log's sentence for the card just put or moved to a
// space the longest line of its owner's cards it now lies in ("Gold puts
// out a marker. Line of 3."): what the move did, which the card's name
// alone does not say.
func said(ev []game.Event, to Pt, at [2]int, b *Board, seat int) {
	for i := len(ev) - 1; i >= 0; i-- {
		if e := &ev[i]; (e.Kind == "place" || e.Kind == "move") && e.To == at {
			if n, _ := b.Longest(to, seat); n >= 2 {
				e.Msg = game.M("fal.log.line", "What", e.Msg, "N", n)
			}
			return
		}
	}
}

// describe is the log's sentence for a card put or moved onto a space whose
// top card was on.
func (s *State) describe(seat int, k Kind, on Card, moved bool) game.Msg {
	who := game.Colour(SeatName(seat))
	switch {
	case on == 0 && moved:
		return game.M("fal.log.moves", "Who", who, "Card", CardName(k))
	case on == 0:
		return game.M("fal.log.puts", "Who", who, "Card", CardName(k))
	case on.Kind() == Marker && on.Owner() == seat && moved:
		return game.M("fal.log.moves-onto-own", "Who", who, "Card", CardName(k))
	case on.Kind() == Marker && on.Owner() == seat:
		return game.M("fal.log.puts-onto-own", "Who", who, "Card", CardName(k))
	case on.Kind() == Marker:
		return game.M("fal.log.claims", "Who", who, "Card", CardName(k), "Owner", game.Colour(SeatName(on.Owner())))
	default:
		return game.M("fal.log.ambush", "Who", who, "Owner", game.Colour(SeatName(on.Owner())))
	}
}

// anyAction reports whether the seat to act has a legal action.
func (s *State) anyAction() bool {
	if s.Hands[s.To].Count() > 0 {
		return true // a card in hand can always go next to the cards
	}
	var buf [64]Act
	return len(s.Generate(buf[:0])) > 0
}

// endTurn passes the turn on: to the next seat that can act.
func (s *State) endTurn(ev *[]game.Event) {
	s.clearActed()
	for skipped := 0; ; skipped++ {
		s.To = (s.To + 1) % s.R.Seats
		s.Done = 0
		s.TurnNo++
		if s.TurnNo >= MaxTurns {
			s.draw(game.M("fal.end.long", "Count", MaxTurns), ev)
			return
		}
		if s.remember() >= 3 {
			s.draw(game.M("fal.end.repeat"), ev)
			return
		}
		if s.anyAction() {
			return
		}
		if skipped >= s.R.Seats {
			s.draw(game.M("fal.end.stuck"), ev)
			return
		}
		if ev != nil {
			*ev = append(*ev, game.Event{Kind: "skip", Seat: s.To, Msg: game.M("fal.log.pass", "Who", game.Colour(SeatName(s.To)))})
		}
	}
}

func (s *State) clearActed() {
	for i := range s.B.Cells {
		st := &s.B.Cells[i]
		for j := range st.C[:st.N] {
			st.C[j] = st.C[j].plain()
		}
	}
}

func (s *State) draw(why game.Msg, ev *[]game.Event) {
	s.Over = true
	s.Res = Result{Reason: why}
	s.clearActed()
	if ev != nil {
		*ev = append(*ev, game.Event{Kind: "draw", Seat: -1, Msg: s.Res.Reason})
	}
}

// finish ends the game with a win for seat's side.
func (s *State) finish(seat int, path []Pt, ev *[]game.Event) {
	s.Over = true
	var ws []int
	for x := 0; x < s.R.Seats; x++ {
		if s.R.Partners(x, seat) {
			ws = append(ws, x)
		}
	}
	s.Res = Result{Winners: ws, Path: path}
	s.Res.Reason = game.M("fal.end.path", "Who", game.Colour(SeatName(seat)), "Count", len(path))
	if len(ws) > 1 {
		s.Res.Reason = game.M("fal.end.path-shared", "Who", game.Colour(SeatName(seat)), "Count", len(path), "Side", Side(s.R, seat))
	}
	s.clearActed()
	if ev != nil {
		e := game.Event{Kind: "win", Seat: seat, Msg: s.Res.Reason}
		for _, p := range path {
			e.Values = append(e.Values, p.X+s.B.OX, p.Y+s.B.OY)
		}
		*ev = append(*ev, e)
	}
	shift := s.B.recut()
	for i := range s.Res.Path {
		s.Res.Path[i].X += shift.X
		s.Res.Path[i].Y += shift.Y
	}
}

// SideName names a seat's side: the seat itself, or both partners.
func SideName(r *Rules, seat int) string {
	var names []string
	for x := 0; x < r.Seats; x++ {
		if r.Partners(x, seat) {
			names = append(names, SeatName(x))
		}
	}
	return strings.Join(names, " and ")
}

// Side names a seat's side for people: its colour, or the partners'
// ("Blue and Red").
func Side(r *Rules, seat int) game.Msg {
	var names []string
	for x := 0; x < r.Seats; x++ {
		if r.Partners(x, seat) {
			names = append(names, SeatName(x))
		}
	}
	return game.Colours(names...)
}

// kinds are the message keys of the cards' kinds.
var kinds = [4]string{"error", "fal.card.marker", "fal.card.bird", "fal.card.falconer"}

// CardName is a kind of card for people.
func CardName(k Kind) game.Msg { return game.M(kinds[k]) }

// SeatNames are the nobles' colours, by seat.
var SeatNames = [4]string{"Blue", "Gold", "Red", "Green"}

// SeatName names a seat.
func SeatName(seat int) string {
	if seat >= 0 && seat < 4 {
		return SeatNames[seat]
	}
	return "nobody"
}

// game.State.

func (s *State) Game() string    { return "falconry" }
func (s *State) Variant() string { return s.R.Name }
func (s *State) Seats() int      { return s.R.Seats }
func (s *State) Turn() int       { return s.TurnNo }
func (s *State) Terminal() bool  { return s.Over }

// ToMove is the seat to act, or game.Nobody once the game is over.
func (s *State) ToMove() int {
	if s.Over {
		return game.Nobody
	}
	return s.To
}

// Legal lists the legal actions.
func (s *State) Legal(buf []game.Action) []game.Action {
	buf = buf[:0]
	var acts [MaxActions]Act
	for _, a := range s.Generate(acts[:0]) {
		buf = append(buf, game.Action(a))
	}
	return buf
}

// ChanceOutcomes: Falconry has no chance.
func (s *State) ChanceOutcomes() []game.Outcome { return nil }

// Returns gives 1 to every seat of the winning side, 0 to the others, and
// an equal share to all in a draw.
func (s *State) Returns() []float64 {
	out := make([]float64, s.R.Seats)
	if !s.Over {
		return out
	}
	if len(s.Res.Winners) == 0 {
		for i := range out {
			out[i] = 1 / float64(s.R.Seats)
		}
		return out
	}
	for _, w := range s.Res.Winners {
		out[w] = 1
	}
	return out
}

// Scores are 1 for the winners, 0 for the others.
func (s *State) Scores() []int {
	out := make([]int, s.R.Seats)
	for _, w := range s.Res.Winners {
		out[w] = 1
	}
	return out
}

// Team is a seat's side.
func (s *State) Team(seat int) int { return s.R.Team[seat] }

// Clone copies the state (the repetition history is shared: it is never
// changed, only added to).
func (s *State) Clone() game.State { return s.Copy() }

// Copy is Clone with the concrete type.
func (s *State) Copy() *State {
	c := *s
	c.B = s.B.clone()
	c.Res.Winners = append([]int(nil), s.Res.Winners...)
	c.Res.Path = append([]Pt(nil), s.Res.Path...)
	return &c
}

// Perft counts the action sequences of exactly depth actions (a finished
// game is not expanded).
func (s *State) Perft(depth int) uint64 {
	if s.Over {
		return 0
	}
	var buf [MaxActions]Act
	acts := s.Generate(buf[:0])
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		c := s.Copy()
		c.Play(a, nil)
		n += c.Perft(depth - 1)
	}
	return n
}
