package columba

import (
	_ "embed"
	"fmt"
	"strconv"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/learn"
)

// The learned value (rules/learn): each side's expected final share of the
// victory from a position, as a softmax over the sides of a linear score of
// features of each side: its estates' points and its largest, its standing
// by the hand-tuned evaluation (estates, dovecotes in hand, mini-board), its
// turns left, the first two also times how near the end is, and its place
// in the turn order. With four players the sides are the two teams,
// each with its partners' features added. One set of weights for each
// variant and player count (ValueKey), fitted on games between Standard
// players (`roost train columba`); the Expert judges the end of its
// lookahead by it at three and four seats.

// FeatureNames names the features of a seat, in the order of the weights.
var FeatureNames = func() []string {
	base := []string{"points", "stand", "turns", "biggest"}
	out := append([]string(nil), base...)
	for _, b := range endBase {
		out = append(out, base[b]+"*end")
	}
	for d := 0; d < 4; d++ {
		out = append(out, "order"+strconv.Itoa(d))
	}
	return out
}()

// endBase are the base features also given times how near the end is.
var endBase = []int{0, 1}

const numBase = 4

// NumFeatures is the number of features of a side.
var NumFeatures = len(FeatureNames)

// ValueKey is the learned value's table for a variant and player count.
func ValueKey(junior bool, players int) string {
	if junior {
		return "junior-" + strconv.Itoa(players)
	}
	return strconv.Itoa(players)
}

// ValueSides is how many sides a table of n players has: the two teams of four
// players, else every seat.
func ValueSides(n int) int {
	if n == 4 {
		return 2
	}
	return n
}

// features writes the features of each side of s into f (f[side] has
// NumFeatures entries, zeroed here).
func features(s *State, f [][]float64) {
	j := &judge{weights: expertW, s: s, gs: groups(&s.T), me: int(s.Seat)}
	var stand [4]float64
	j.seatValues(-1, false, &stand)
	var pts, big [4]float64
	for _, gr := range j.gs {
		if gr.dove >= 0 {
			d := s.T.Doves[gr.dove]
			pts[d.Seat] += float64(gr.size * mult(d.Large))
			big[d.Seat] = max(big[d.Seat], float64(gr.size))
		}
	}
	end := 1 - float64(bitsLeft(s.Left))/float64(len(Deck))
	next := int(s.Seat)
	if s.Phase != PhaseDraw && s.Phase != PhaseStart && s.Phase != PhaseOver {
		next = (next + 1) % s.N // the seat to act has had its card
	}
	for _, fx := range f {
		clear(fx)
	}
	for x := range s.N {
		fx := f[x%len(f)] // partners share their team's side
		var b [numBase]float64
		b[0], b[1], b[2], b[3] = pts[x], stand[x], float64(turnsLeft(s, x)), big[x]
		for i, v := range b {
			fx[i] += v
		}
		for i, k := range endBase {
			fx[numBase+i] += b[k] * end
		}
		fx[numBase+len(endBase)+(x-next+s.N)%s.N] = 1
	}
}

// Share is side's expected share of the victory from s by the learned value
// v (seat's team's with four players); ok is false when v has no weights
// for the table.
func Share(v *learn.Value, s *State, seat int) (share float64, ok bool) {
	if s.Phase == PhaseOver {
		return s.Returns()[seat], true
	}
	w := v.Weights(ValueKey(s.Junior, s.N))
	if w == nil {
		return 0, false
	}
	sides := ValueSides(s.N)
	var buf [4][32]float64
	f := make([][]float64, sides)
	for x := range f {
		f[x] = buf[x][:NumFeatures]
	}
	features(s, f)
	var out [4]float64
	learn.Softmax(w, f, out[:sides])
	return out[seat%sides], true
}

// expertValue is the learned value that judges the Expert's lookahead at
// three and four seats (its expected share of the victory), or nil: two
// players, or no weights for the table (the hand-tuned evaluation then).
func expertValue(s *State) *learn.Value {
	if s.N < 3 || Learned.Weights(ValueKey(s.Junior, s.N)) == nil {
		return nil
	}
	return Learned
}

// ParseValue reads a learned value of Columba (the JSON that `roost train
// columba` writes) and checks it against this build's features.
func ParseValue(data []byte) (*learn.Value, error) { return learn.Parse(data, FeatureNames) }

//go:embed value.json
var valueJSON []byte

// Learned is the committed learned value (rules/columba/value.json), which
// `roost train columba` reproduces; `roost selfplay --weights DIR` replaces
// it before any game starts. A file that does not fit this build's features
// (LearnedErr says why; TestLearnedValueLoads fails) leaves it empty: the
// Expert then judges by its hand-tuned evaluation.
var Learned, LearnedErr = learn.MustEmbedded(valueJSON, FeatureNames)

// Trainer is what a training run of Columba's learned value plays and
// learns from (learn.Train): games between players of one level (Standard
// unless said) of a variant and player count, every side's features at the
// start of every turn. The Expert thinks against the clock: its games are
// the same from a seed only under search.Counted (roost train sets it).
type Trainer struct {
	Junior  bool
	Players int
	Level   string // the level of every player ("": standard)
}

func (tr Trainer) level() string {
	if tr.Level == "" {
		return "standard"
	}
	return tr.Level
}

// TrainConfig is a training run of the learned value for a table.
func (tr Trainer) TrainConfig(games int, seed uint64, jobs, iterations int, checkpoint string) learn.Config {
	name := fmt.Sprintf("%d players", tr.Players)
	if tr.Junior {
		name += " (junior)"
	}
	if tr.level() != "standard" {
		name += ", " + tr.level() + " games"
	}
	return learn.Config{Table: name, Features: NumFeatures, Games: games, Seed: seed, Jobs: jobs,
		Iterations: iterations, Checkpoint: checkpoint}
}

func (tr Trainer) variant() string {
	if tr.Junior {
		return VariantJunior
	}
	return VariantStandard
}

// Play plays game g of a training run and returns its actions.
func (tr Trainer) Play(seed uint64, g int) ([]uint64, error) {
	gs := seed*0x9e3779b97f4a7c15 + uint64(g)*7919 + 1
	rng := game.NewRand(gs)
	bots := make([]game.Bot, tr.Players)
	for i := range bots {
		b, err := NewBot(tr.level(), gs^uint64(i+1)*0xbf58476d1ce4e5b9)
		if err != nil {
			return nil, err
		}
		bots[i] = b
	}
	s, err := New(tr.variant(), tr.Players)
	if err != nil {
		return nil, err
	}
	var rec []uint64
	for !s.Terminal() {
		var a game.Action
		if s.ToMove() == game.Chance {
			a = game.SampleChance(s, rng)
		} else {
			t := bots[s.ToMove()].Think(s.Clone())
			for !t.Step(int64(time.Hour)) {
			}
			a = t.Best()
		}
		if err := s.Apply(a, nil); err != nil {
			return nil, fmt.Errorf("training game %d: %v", g+1, err)
		}
		rec = append(rec, uint64(a))
	}
	return rec, nil
}

// Positions replays a game and gathers the features of every side at the
// start of every turn, with the sides' final shares.
func (tr Trainer) Positions(rec []uint64) (xs [][][]float64, shares []float64, err error) {
	s, err := New(tr.variant(), tr.Players)
	if err != nil {
		return nil, nil, err
	}
	sides := ValueSides(tr.Players)
	for _, a := range rec {
		if s.Terminal() {
			return nil, nil, fmt.Errorf("it goes on after its end")
		}
		if err := s.Apply(game.Action(a), nil); err != nil {
			return nil, nil, err
		}
		if s.Phase == PhaseDraw {
			f := make([][]float64, sides)
			for x := range f {
				f[x] = make([]float64, NumFeatures)
			}
			features(s, f)
			xs = append(xs, f)
		}
	}
	if !s.Terminal() {
		return nil, nil, fmt.Errorf("it is not finished")
	}
	ret := s.Returns()
	return xs, ret[:sides], nil
}
