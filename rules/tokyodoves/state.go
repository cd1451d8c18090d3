package tokyodoves

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/birdroost/roost/rules/game"
)

// Variants.
const (
	VariantStandard = "standard"
	VariantPutBack  = "putback"
)

// Digital limits (RULINGS.md): threefold repetition and 300 plies are draws.
const (
	MaxPlies    = 300
	RepeatLimit = 3
)

// State is a Tokyo Doves game: a position plus the history needed for the
// repetition rule. It implements game.State.
type State struct {
	P      Pos
	Ply    int
	hashes []uint64 // hash of every position so far, the current one last
	reason game.Msg // why the game ended, for people
}

// NewState starts a game from p.
func NewState(p Pos) *State {
	s := &State{P: p}
	s.hashes = []uint64{p.Hash()}
	s.settle()
	return s
}

func variantOf(p *Pos) string {
	if p.PutBack {
		return VariantPutBack
	}
	return VariantStandard
}

func (s *State) Game() string    { return "tokyodoves" }
func (s *State) Variant() string { return variantOf(&s.P) }
func (s *State) Seats() int      { return 2 }
func (s *State) Turn() int       { return s.Ply }
func (s *State) ToMove() int {
	if s.P.Result != Ongoing {
		return game.Nobody
	}
	return int(s.P.Side)
}
func (s *State) Terminal() bool { return s.P.Result != Ongoing }

// Reason says why the game ended (no message while it goes on).
func (s *State) Reason() game.Msg { return s.reason }

func (s *State) Legal(buf []game.Action) []game.Action {
	var tmp [MaxActions]Act
	buf = buf[:0]
	for _, a := range s.P.Generate(tmp[:0]) {
		buf = append(buf, game.Action(a))
	}
	return buf
}

func (s *State) Apply(a game.Action, ev *[]game.Event) error {
	if s.Terminal() {
		return game.ErrGameOver
	}
	if a > 0xffff {
		return game.Refuse("refuse.unknown")
	}
	act := Act(a)
	if err := s.P.Why(act); err != nil {
		return err
	}
	mover := int(s.P.Side)
	said := s.describe(act)
	s.P.Play(act)
	s.Ply++
	s.hashes = append(s.hashes, s.P.Hash())
	s.settle()
	if ev != nil {
		kind := [...]string{"put", "move", "putback"}[act.Kind()]
		if act.Kind() == KindMove && act.Type() == Crazy {
			kind = "jump"
		}
		*ev = append(*ev, game.Event{Kind: kind, Seat: mover, Msg: said, Piece: act.Type()})
		if s.Terminal() {
			*ev = append(*ev, game.Event{Kind: "end", Seat: s.winner(), Msg: s.reason})
		}
	}
	return nil
}

func (s *State) describe(a Act) game.Msg {
	side := Side(int(s.P.Side))
	name := Dove(a.Type())
	switch a.Kind() {
	case KindPut:
		b := int(s.P.Sq[s.P.Side][Boss])
		return game.M("td.log.put", "Side", side, "Dove", name, "Where", plainOffset(a.To()/8-b/8, a.To()%8-b%8))
	case KindMove:
		f := int(s.P.Sq[s.P.Side][a.Type()])
		return game.M("td.log.move", "Side", side, "Dove", name, "Where", plainSteps(a.To()/8-f/8, a.To()%8-f%8))
	default:
		return game.M("td.log.put-back", "Side", side, "Dove", name)
	}
}

func (s *State) winner() int {
	switch s.P.Result {
	case RedWins:
		return Red
	case GreenWin:
		return Green
	}
	return -1
}

// settle decides draws and the no-action loss after an action.
func (s *State) settle() {
	switch s.P.Result {
	case RedWins:
		s.reason = game.M("td.end.surrounded", "Loser", Side(Green), "Winner", Side(Red))
		return
	case GreenWin:
		s.reason = game.M("td.end.surrounded", "Loser", Side(Red), "Winner", Side(Green))
		return
	}
	var buf [MaxActions]Act
	if len(s.P.Generate(buf[:0])) == 0 {
		s.P.Result = winFor(1 - int(s.P.Side))
		s.reason = game.M("td.end.stuck", "Side", Side(int(s.P.Side)))
		return
	}
	cur, n := s.hashes[len(s.hashes)-1], 0
	for _, h := range s.hashes {
		if h == cur {
			n++
		}
	}
	if n >= RepeatLimit {
		s.P.Result = Draw
		s.reason = game.M("td.end.repeat")
	} else if s.Ply >= MaxPlies {
		s.P.Result = Draw
		s.reason = game.M("td.end.long", "Count", MaxPlies)
	}
}

func (s *State) ChanceOutcomes() []game.Outcome { return nil }

func (s *State) Returns() []float64 {
	switch s.P.Result {
	case RedWins:
		return []float64{1, 0}
	case GreenWin:
		return []float64{0, 1}
	case Draw:
		return []float64{0.5, 0.5}
	}
	return []float64{0, 0}
}

func (s *State) Scores() []int {
	r := s.Returns()
	return []int{int(r[0]), int(r[1])}
}

func (s *State) Clone() game.State {
	c := *s
	c.hashes = append([]uint64(nil), s.hashes...)
	return &c
}

func (s *State) ActionString(a game.Action) string { return s.P.ActString(Act(a)) }

func (s *State) ParseAction(text string) (game.Action, error) {
	a, err := s.P.ParseAct(text)
	return game.Action(a), err
}

// String is the board string and the side to move, e.g. "b;B red".
func (s *State) String() string {
	return s.P.BoardString() + " " + strings.ToLower(SideName(int(s.P.Side)))
}

// ParsePosition reads "BOARD [red|green]".
func ParsePosition(text string, putBack bool) (Pos, error) {
	f := strings.Fields(text)
	if len(f) == 0 || len(f) > 2 {
		return Pos{}, fmt.Errorf("a position is a board string and optionally the side to move, like \"b;B red\"")
	}
	p, err := ParseBoard(f[0], putBack)
	if err != nil {
		return p, err
	}
	if len(f) == 2 {
		side, err := ParseSide(f[1])
		if err != nil {
			return p, err
		}
		p.Side = uint8(side)
	}
	p.decide(1 - int(p.Side))
	return p, nil
}

// ParseSide reads "red" or "green".
func ParseSide(s string) (int, error) {
	switch strings.ToLower(s) {
	case "red", "r":
		return Red, nil
	case "green", "g":
		return Green, nil
	}
	return 0, fmt.Errorf("side %q: say red or green", s)
}

var zobrist [2][NumTypes][64]uint64
var zSide, zPutBack uint64

func init() {
	r := rand.New(rand.NewPCG(0x70c1d0, 0x5eed))
	for s := range zobrist {
		for t := range zobrist[s] {
			for q := range zobrist[s][t] {
				zobrist[s][t][q] = r.Uint64()
			}
		}
	}
	zSide, zPutBack = r.Uint64(), r.Uint64()
}

// Hash identifies the position (doves, side to move, put-back rule).
func (p *Pos) Hash() uint64 {
	var h uint64
	for s := 0; s < 2; s++ {
		for t := 0; t < NumTypes; t++ {
			if q := p.Sq[s][t]; q != inHand {
				h ^= zobrist[s][t][q]
			}
		}
	}
	if p.Side == Green {
		h ^= zSide
	}
	if p.PutBack {
		h ^= zPutBack
	}
	return h
}
