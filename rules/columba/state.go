package columba

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/birdroost/roost/rules/game"
)

// Variant names.
const (
	VariantStandard = "standard"
	VariantJunior   = "junior"
)

// Phase is what is being decided now.
type Phase uint8

const (
	PhaseStart   Phase = iota // chance: the first card, face up in the centre
	PhaseDraw                 // chance: the card the player to act draws
	PhasePlace                // the player lays the drawn card (mandatory)
	PhaseActions              // optional actions (a dovecote, tiles, a falcon), then the end of the turn
	PhaseOver
	PhaseChoose    // full rules: an objective is completed; draw a new one or not
	PhaseObjective // chance: the new objective drawn
)

var phaseNames = [...]string{"start", "draw", "place", "actions", "over", "choose", "objective"}

func (p Phase) String() string { return phaseNames[p] }

// DovecotesFor is each player's dovecotes for a number of players: one
// large and this many small.
func DovecotesFor(seats int) (large, small int) {
	switch seats {
	case 2:
		return 1, 3
	case 3:
		return 1, 2
	}
	return 1, 1
}

// State is a position of Columba (the Junior rules: each turn a card is
// drawn and laid, covering up to four spaces outside the rivals' estates or
// covering nothing and touching the territory, and a dovecote may be
// placed; estates score at the end).
type State struct {
	N      int
	Junior bool
	T      Territory
	Left   uint32 // the deck's cards not yet drawn (bit i: Deck[i])
	// Drawn is the card in hand, to be laid: a card id (see CardOf), or -1.
	Drawn  int8
	Seat   int8
	TurnNo int16
	Phase  Phase
	// DoveDone: a dovecote was placed this turn (one a turn).
	DoveDone bool
	// DovesLeft are each player's large and small dovecotes not yet placed.
	DovesLeft [4][2]int8

	// The full rules.
	P         [4]Player
	Supply    [NumGrounds]int8 // domesticated pigeon tiles not yet taken
	Falcons   int8             // falcon tiles not yet taken
	BreedDone bool             // a falcon breeding step was taken this turn
	Laid      []Pt             // the tiles laid this turn
}

// Player is a player's mini-board (full rules).
type Player struct {
	Objective int8             // the objective card's id, or -1
	Filled    [NumGrounds]int8 // pigeons captured towards it, by ground
	Stock     [NumGrounds]int8 // domesticated tiles in stock, by ground
	Falcon    int8             // 0 none, 1 an eyas, 2 an adult falcon
	Bred      int16            // the turn the eyas was bred
	Done      int8             // objectives completed
}

// Card ids: 0-29 the deck's cards, 30-33 the starting objectives.
const objBase = 30

// CardOf is the card with an id.
func CardOf(id int) Card {
	if id >= objBase {
		return Objectives[id-objBase]
	}
	return Deck[id]
}

// Needs is what the player's objective still asks for, by ground.
func (s *State) Needs(seat int) [NumGrounds]int {
	var n [NumGrounds]int
	p := &s.P[seat]
	if p.Objective < 0 {
		return n
	}
	want := CardOf(int(p.Objective)).Count()
	for g := range NumGrounds {
		n[g] = want[g] - int(p.Filled[g])
	}
	return n
}

// New is the start of a game: the first card is still to be turned up.
func New(variant string, seats int) (*State, error) {
	if seats < 2 || seats > 4 {
		return nil, fmt.Errorf("Columba is for 2 to 4 players, not %d", seats)
	}
	if variant != VariantJunior && variant != VariantStandard {
		return nil, fmt.Errorf("Columba has no variant %q (standard, junior)", variant)
	}
	s := &State{N: seats, Junior: variant == VariantJunior, T: Territory{Spaces: map[Pt]Space{}}, Left: 1<<len(Deck) - 1, Drawn: -1}
	l, sm := DovecotesFor(seats)
	for i := range seats {
		s.DovesLeft[i] = [2]int8{int8(l), int8(sm)}
		s.P[i].Objective = -1
		if !s.Junior {
			s.P[i].Objective = int8(objBase + i) // each player's starting objective
		}
	}
	if !s.Junior {
		s.Supply = [NumGrounds]int8{15, 15, 15, 15}
		s.Falcons = 12
	}
	return s, nil
}

func (s *State) Game() string { return "columba" }
func (s *State) Variant() string {
	if s.Junior {
		return VariantJunior
	}
	return VariantStandard
}
func (s *State) Seats() int     { return s.N }
func (s *State) Turn() int      { return int(s.TurnNo) }
func (s *State) Terminal() bool { return s.Phase == PhaseOver }

func (s *State) ToMove() int {
	switch s.Phase {
	case PhaseStart, PhaseDraw, PhaseObjective:
		return game.Chance
	case PhaseOver:
		return game.Nobody
	}
	return int(s.Seat)
}

// Team is a seat's team: with four players, partners sit diagonally (seats
// 1 and 3 against 2 and 4); otherwise every seat plays alone.
func (s *State) Team(seat int) int {
	if s.N == 4 {
		return seat % 2
	}
	return seat
}

// Rival reports whether other plays against seat.
func (s *State) Rival(seat, other int) bool { return s.Team(seat) != s.Team(other) }

// Action kinds (the low 4 bits of an action).
const (
	actStart     = iota + 1 // chance: Deck[card] turned up in the centre
	actDraw                 // chance: Deck[card] drawn
	actPlace                // lay the drawn card: rotation, top-left space
	actDove                 // place a dovecote: large or small, space
	actEnd                  // end the turn
	actObjective            // chance: Deck[card] drawn as the new objective
	actChoose               // after completing an objective: draw a new one (1) or not (0)
	actTile                 // lay a domesticated tile of a ground on a space
	actBreed                // trade two tiles (grounds g1*4+g2) for an eyas
	actRaise                // trade two tiles for raising the eyas to an adult
	actFalcon               // place the adult falcon on a space
)

const bias = 1 << 15

func pack(kind, extra int, p Pt) game.Action {
	return game.Action(uint64(kind) | uint64(extra)<<4 | uint64(p.X+bias)<<16 | uint64(p.Y+bias)<<32)
}

func unpack(a game.Action) (kind, extra int, p Pt) {
	return int(a & 15), int(a>>4) & 0xfff, Pt{int(a>>16&0xffff) - bias, int(a>>32&0xffff) - bias}
}

// Place is the action of laying the drawn card with its top-left space at
// at, turned r quarter-turns clockwise.
func Place(at Pt, r int) game.Action { return pack(actPlace, r&3, at) }

// Dove is the action of placing a dovecote on at.
func Dove(at Pt, large bool) game.Action {
	l := 0
	if large {
		l = 1
	}
	return pack(actDove, l, at)
}

// EndTurn is the action that ends the turn.
var EndTurn = pack(actEnd, 0, Pt{})

func drawAction(kind, card int) game.Action { return pack(kind, card, Pt{}) }

// Card is the card in hand (valid in PhasePlace).
func (s *State) Card() Card { return CardOf(int(s.Drawn)) }

// ChanceOutcomes are the different cards left, each as likely as the
// number of its copies left: the pile has no order to read.
func (s *State) ChanceOutcomes() []game.Outcome {
	kind := actDraw
	switch s.Phase {
	case PhaseStart:
		kind = actStart
	case PhaseObjective:
		kind = actObjective
	}
	total := float64(bits.OnesCount32(s.Left))
	var out []game.Outcome
	seen := map[Card]int{}
	for i := range Deck {
		if s.Left&(1<<i) == 0 {
			continue
		}
		if j, ok := seen[Deck[i]]; ok {
			out[j].Prob += 1 / total
			continue
		}
		seen[Deck[i]] = len(out)
		out = append(out, game.Outcome{Action: drawAction(kind, i), Prob: 1 / total})
	}
	return out
}

// Legal lists the legal actions.
func (s *State) Legal(buf []game.Action) []game.Action {
	buf = buf[:0]
	switch s.Phase {
	case PhaseStart, PhaseDraw, PhaseObjective:
		for _, o := range s.ChanceOutcomes() {
			buf = append(buf, o.Action)
		}
	case PhaseChoose:
		buf = append(buf, pack(actChoose, 0, Pt{}))
		if s.Left != 0 {
			buf = append(buf, pack(actChoose, 1, Pt{}))
		}
	case PhasePlace:
		lo, hi := s.T.Bounds()
		c := s.Card()
		owners := s.T.Owners()
		look := placeLook{owners: owners, g: s.T.grid(lo, hi, owners)}
		for r := 0; r < 4; r++ {
			if slices.Contains(rotationsBefore(c, r), c.Turn(r)) {
				continue // the same card as a smaller rotation
			}
			for y := lo.Y - 2; y <= hi.Y+1; y++ {
				for x := lo.X - 2; x <= hi.X+1; x++ {
					if !look.g.reaches(Pt{x, y}) {
						continue // it covers no space and touches none: refused (cb.refuse.touch)
					}
					if s.whyPlaceIn(Pt{x, y}, r, look) == nil {
						buf = append(buf, Place(Pt{x, y}, r))
					}
				}
			}
		}
	case PhaseActions:
		if !s.DoveDone {
			owners := s.T.Owners()
			for _, large := range []bool{true, false} {
				for p := range s.T.Spaces {
					if s.whyDoveOwned(p, large, owners) == nil && s.keepsEnd(Dove(p, large)) == nil {
						buf = append(buf, Dove(p, large))
					}
				}
			}
			slices.Sort(buf)
		}
		if !s.Junior {
			buf = s.fullActions(buf)
		}
		if s.whyEnd() == nil {
			buf = append(buf, EndTurn)
		}
	}
	return buf
}

// rotationsBefore lists c turned 0..r-1 times.
func rotationsBefore(c Card, r int) []Card {
	var out []Card
	for i := range r {
		out = append(out, c.Turn(i))
	}
	return out
}

// errJoin is why a card or a piece may not join two estates.
var errJoin = game.Refuse("cb.refuse.join")

// Why says why a is not legal now, or nil.
func (s *State) Why(a game.Action) error {
	kind, extra, p := unpack(a)
	switch {
	case s.Phase == PhaseOver:
		return game.ErrGameOver
	case kind == actStart || kind == actDraw || kind == actObjective:
		want := actDraw
		switch s.Phase {
		case PhaseStart:
			want = actStart
		case PhaseObjective:
			want = actObjective
		}
		if s.ToMove() != game.Chance || kind != want {
			return game.Refuse("cb.refuse.no-draw")
		}
		if extra >= len(Deck) || s.Left&(1<<extra) == 0 {
			return game.Refuse("cb.refuse.not-in-pile")
		}
		return nil
	case s.Phase == PhaseStart || s.Phase == PhaseDraw || s.Phase == PhaseObjective:
		return game.Refuse("cb.refuse.draw-first")
	case s.Phase == PhaseChoose:
		if kind != actChoose {
			return game.Refuse("cb.refuse.choose-first")
		}
		if extra == 1 && s.Left == 0 {
			return game.Refuse("cb.refuse.pile-empty")
		}
		return nil
	case kind == actPlace:
		if s.Phase != PhasePlace {
			return game.Refuse("cb.refuse.laid-already")
		}
		if extra > 3 {
			return game.Refuse("cb.refuse.turns")
		}
		return s.whyPlace(p, extra)
	case s.Phase == PhasePlace:
		return game.Refuse("cb.refuse.lay-first")
	case kind == actDove:
		if s.DoveDone {
			return game.Refuse("cb.refuse.one-dovecote")
		}
		if err := s.whyDove(p, extra == 1); err != nil {
			return err
		}
		return s.keepsEnd(a)
	case kind == actEnd:
		return s.whyEnd()
	case s.Junior:
		return game.Refuse("cb.refuse.not-junior")
	}
	return s.whyFull(kind, extra, p)
}

// whyPlace says why the drawn card may not lie at at turned r times.
func (s *State) whyPlace(at Pt, r int) error { return s.whyPlaceOwned(at, r, s.T.Owners()) }

// whyPlaceOwned is whyPlace with the estates' owners already worked out.
func (s *State) whyPlaceOwned(at Pt, r int, owners map[Pt]int) error {
	return s.whyPlaceIn(at, r, placeLook{owners: owners, words: true})
}

// whyPlaceIn is whyPlace reading the territory through look: with its
// grid, the move finder's, a refusal is errPlace, without its words.
func (s *State) whyPlaceIn(at Pt, r int, look placeLook) error {
	covered := 0
	var took [NumGrounds]int // pigeons captured, by ground
	var wild [NumGrounds]int // of them wild (taken from the supply)
	for _, off := range Corner {
		q := at.Add(off)
		sp, ok := look.space(&s.T, q)
		if !ok {
			continue
		}
		covered++
		if s.T.DoveAt(q) >= 0 {
			return look.refuse("cb.refuse.cover-dovecote")
		}
		if sp.Falcon {
			return look.refuse("cb.refuse.cover-falcon")
		}
		if i, ok := look.owner(q); ok && s.Rival(int(s.Seat), s.T.Doves[i].Seat) {
			if !look.words {
				return errPlace
			}
			return game.Refuse("cb.refuse.cover-estate", "Owner", game.Colour(SeatName(s.T.Doves[i].Seat)))
		}
		if s.Junior {
			continue
		}
		switch {
		case sp.Tile >= 0:
			if err := s.whyTakeTile(q, sp, look.owners); err != nil {
				return err
			}
		case sp.Tile == -1:
			wild[sp.Ground]++
		}
		took[sp.Ground]++
	}
	if covered == 0 && !look.touches(&s.T, at) {
		return look.refuse("cb.refuse.touch")
	}
	if covered > 0 && !s.Junior {
		if s.P[s.Seat].Objective < 0 {
			return look.refuse("cb.refuse.no-objective")
		}
		need := s.Needs(int(s.Seat))
		for g := range NumGrounds {
			bad := took[g] > need[g] || wild[g] > int(s.Supply[g])
			switch {
			case bad && !look.words:
				return errPlace
			case took[g] > need[g] && need[g] == 0:
				return game.Refuse("cb.refuse.needs-no", "Ground", GroundName(Ground(g)))
			case took[g] > need[g]:
				return game.Refuse("cb.refuse.no-second", "Ground", GroundName(Ground(g)))
			case wild[g] > int(s.Supply[g]):
				return game.Refuse("cb.refuse.none-left", "Ground", GroundName(Ground(g)))
			}
		}
	}
	// Two dovecotes can only be joined through a space beside the card that
	// lies in an estate: a group through the card's spaces that reaches a
	// dovecote leaves the card last by such a space (the others are
	// unchanged). Most places have none, and need no look.
	if look.nearCard(at) && s.T.joinsAt(s.Card(), at, r) {
		return errJoin
	}
	return nil
}

// whyDove says why the player may not place that dovecote on p.
func (s *State) whyDove(p Pt, large bool) error { return s.whyDoveOwned(p, large, nil) }

// whyDoveOwned is whyDove with the estates' owners already worked out (nil:
// worked out here when needed).
func (s *State) whyDoveOwned(p Pt, large bool, owners map[Pt]int) error {
	size := 1
	if large {
		size = 0
	}
	if s.DovesLeft[s.Seat][size] == 0 && large {
		return game.Refuse("cb.refuse.no-large")
	}
	if s.DovesLeft[s.Seat][size] == 0 {
		return game.Refuse("cb.refuse.no-small")
	}
	if err := s.T.whyBusy(p, false); err != nil {
		return err
	}
	sp := s.T.Spaces[p]
	if owners == nil {
		owners = s.T.Owners()
	}
	if i, ok := owners[p]; ok {
		return game.Refuse("cb.refuse.estate-already", "Owner", game.Colour(SeatName(s.T.Doves[i].Seat)))
	}
	for _, q := range s.T.group(p, sp.Ground) {
		if s.T.DoveAt(q) >= 0 {
			return errJoin
		}
	}
	return nil
}

// Apply applies a, or says why it is not legal and changes nothing.
func (s *State) Apply(a game.Action, ev *[]game.Event) error {
	if err := s.Why(a); err != nil {
		return err
	}
	s.apply(a, ev)
	return nil
}

// apply applies an action known to be legal (the bots' own listed ones).
func (s *State) apply(a game.Action, ev *[]game.Event) {
	kind, extra, p := unpack(a)
	who := game.Colour(SeatName(int(s.Seat)))
	switch kind {
	case actStart:
		s.Left &^= 1 << extra
		s.T.Lay(Deck[extra], Pt{}, 0)
		emit(ev, game.Event{Kind: "start", Seat: -1, Piece: extra, Msg: game.M("cb.log.start", "Card", Deck[extra].Words())})
		s.Phase = PhaseDraw
	case actDraw:
		s.Left &^= 1 << extra
		s.Drawn = int8(extra)
		emit(ev, game.Event{Kind: "draw", Seat: int(s.Seat), Piece: extra, Msg: game.M("cb.log.draw", "Who", who, "Card", Deck[extra].Words())})
		s.Phase = PhasePlace
	case actPlace:
		covered := 0
		me := &s.P[s.Seat]
		for _, off := range Corner {
			if sp, ok := s.T.Spaces[p.Add(off)]; ok {
				covered++
				if !s.Junior {
					me.Filled[sp.Ground]++
					if sp.Tile == -1 { // a wild pigeon of a card: a tile from the supply
						s.Supply[sp.Ground]--
					}
				}
			}
		}
		laid := s.Card()
		s.T.Lay(laid, p, extra)
		said := game.M("cb.log.lay", "Who", who)
		if covered > 0 {
			said = game.M("cb.log.lay-covering", "Who", who, "Count", covered)
		}
		emit(ev, game.Event{Kind: "place", Seat: int(s.Seat), Piece: int(s.Drawn), To: [2]int{p.X, p.Y}, Value: extra, Msg: said})
		s.Drawn = -1
		s.Phase = PhaseActions
		if !s.Junior && me.Objective >= 0 && s.Needs(int(s.Seat)) == [NumGrounds]int{} {
			// The objective is complete: its tiles go to the stock, and the
			// card will be laid in turn.
			for g := range NumGrounds {
				me.Stock[g] += me.Filled[g]
				me.Filled[g] = 0
			}
			me.Done++
			s.Drawn, me.Objective = me.Objective, -1
			s.Phase = PhaseChoose
			emit(ev, game.Event{Kind: "objective", Seat: int(s.Seat), Piece: int(s.Drawn),
				Msg: game.M("cb.log.objective", "Who", who, "Card", CardOf(int(s.Drawn)).Words())})
		}
	case actDove:
		large := extra == 1
		size, key := 1, "cb.log.small-dovecote"
		if large {
			size, key = 0, "cb.log.large-dovecote"
		}
		s.DovesLeft[s.Seat][size]--
		s.T.Doves = append(s.T.Doves, Dovecote{At: p, Seat: int(s.Seat), Large: large})
		s.DoveDone = true
		n := len(s.T.Estate(len(s.T.Doves) - 1))
		emit(ev, game.Event{Kind: "dovecote", Seat: int(s.Seat), To: [2]int{p.X, p.Y}, Value: n,
			Msg: game.M(key, "Who", who, "Count", n)})
	case actEnd:
		emit(ev, game.Event{Kind: "end-turn", Seat: int(s.Seat), Msg: game.M("cb.log.end-turn", "Who", who)})
		s.endTurn(ev)
	case actChoose:
		if extra == 1 {
			s.Phase = PhaseObjective
			emit(ev, game.Event{Kind: "choose", Seat: int(s.Seat), Msg: game.M("cb.log.new-objective", "Who", who)})
		} else {
			s.Phase = PhasePlace
			emit(ev, game.Event{Kind: "choose", Seat: int(s.Seat), Msg: game.M("cb.log.no-objective", "Who", who)})
		}
	case actObjective:
		s.Left &^= 1 << extra
		s.P[s.Seat].Objective = int8(extra)
		s.Phase = PhasePlace
		emit(ev, game.Event{Kind: "new-objective", Seat: int(s.Seat), Piece: extra, Msg: game.M("cb.log.drew-objective", "Who", who, "Card", Deck[extra].Words())})
	default:
		s.applyFull(kind, extra, p, ev)
	}
}

func (s *State) endTurn(ev *[]game.Event) {
	s.DoveDone, s.BreedDone, s.Laid = false, false, nil
	if s.Left == 0 {
		s.Phase = PhaseOver
		sc := s.Scores()
		var scores game.Msg
		for seat := range s.N {
			one := game.M("cb.score", "Who", game.Colour(SeatName(seat)), "Count", sc[seat])
			if seat == 0 {
				scores = one
			} else {
				scores = game.M("list.comma", "Most", scores, "Next", one)
			}
		}
		emit(ev, game.Event{Kind: "end", Seat: -1, Msg: game.M("cb.log.end", "Scores", scores)})
		return
	}
	s.Seat = int8((int(s.Seat) + 1) % s.N)
	s.TurnNo++
	s.Phase = PhaseDraw
}

// Points are what each player's estates are worth now: a space of an
// estate is worth 1 with a small dovecote, 2 with the large one.
func (s *State) Points() []int {
	out := make([]int, s.N)
	for i, d := range s.T.Doves {
		n := len(s.T.Estate(i))
		if d.Large {
			n *= 2
		}
		out[d.Seat] += n
	}
	if !s.Junior && s.Terminal() {
		for seat := range s.N {
			if s.P[seat].Objective >= 0 {
				out[seat] -= 4 // an objective not completed
			}
		}
	}
	return out
}

// Scores are the points, partners' added together in a team game.
func (s *State) Scores() []int {
	p := s.Points()
	if s.N != 4 {
		return p
	}
	out := make([]int, 4)
	for seat := range 4 {
		out[seat] = p[seat] + p[(seat+2)%4]
	}
	return out
}

// Largest is each seat's (or team's) largest estate, in spaces: it breaks
// ties.
func (s *State) Largest() []int {
	out := make([]int, s.N)
	for i, d := range s.T.Doves {
		n := len(s.T.Estate(i))
		for seat := range s.N {
			if !s.Rival(seat, d.Seat) {
				out[seat] = max(out[seat], n)
			}
		}
	}
	return out
}

// Returns: the highest score wins; a tie goes to the largest estate; a
// tie on both is shared. Partners share their team's result.
func (s *State) Returns() []float64 {
	out := make([]float64, s.N)
	if !s.Terminal() {
		return out
	}
	sc, big := s.Scores(), s.Largest()
	best := []int{}
	for seat := range s.N {
		switch {
		case len(best) == 0 || sc[seat] > sc[best[0]] || sc[seat] == sc[best[0]] && big[seat] > big[best[0]]:
			best = []int{seat}
		case sc[seat] == sc[best[0]] && big[seat] == big[best[0]]:
			best = append(best, seat)
		}
	}
	teams := map[int]bool{}
	for _, b := range best {
		teams[s.Team(b)] = true
	}
	for seat := range s.N {
		if teams[s.Team(seat)] {
			out[seat] = 1 / float64(len(teams))
		}
	}
	return out
}

// Clone is a deep copy.
func (s *State) Clone() game.State {
	c := *s
	c.T = s.T.Clone()
	c.Laid = slices.Clone(s.Laid)
	return &c
}

// SeatNames are the players' colours.
var SeatNames = []string{"Red", "Yellow", "Green", "Purple"}

// SeatName is a seat's colour.
func SeatName(seat int) string {
	if seat >= 0 && seat < len(SeatNames) {
		return SeatNames[seat]
	}
	return fmt.Sprintf("Seat %d", seat+1)
}

func emit(ev *[]game.Event, e game.Event) {
	if ev != nil {
		*ev = append(*ev, e)
	}
}
