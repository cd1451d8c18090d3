package columbiz

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"sync"
)

// The learned value: each seat's expected final share of the victory from a
// position at the start of a turn, as a softmax over the seats of a linear
// score of features of each seat (its points, prospects, dangers and place
// in the turn order). The weights are fitted by Monte-Carlo regression over
// positions of self-play games (Train, `roost train columbiz`), one set per
// player count, and the Expert uses them as the leaf value of its search at
// three and four seats.

// FeatureNames names the features of a seat, in the order of the weights.
var FeatureNames = func() []string {
	base := []string{"stand", "score", "gain", "reserve", "plays"}
	var out []string
	out = append(out, base...)
	for _, b := range base {
		out = append(out, b+"*end")
	}
	out = append(out, "stand*end2", "score*end2", "threat*next")
	for d := 0; d < 4; d++ {
		out = append(out, "order"+strconv.Itoa(d))
	}
	return out
}()

// NumFeatures is the number of features of a seat.
var NumFeatures = len(FeatureNames)

const numBase = 5

// standWeights are the hand-tuned evaluation whose standing of a seat is its
// first feature (the Expert's), and standRisk its risk tables by seats.
var (
	standWeights = Weights{Window: [4]float64{0, 0.04, 0.22, 0.3}, Risk: 0.6, Marginal: 0.6, Target: 0.3, Reserve: 0.25}
	standRisk    = sync.OnceValue(func() (t [5][Cols][Rows]float64) {
		for n := 2; n <= 4; n++ {
			t[n] = riskTable(n, standWeights.Target)
		}
		return t
	})
)

// features writes the features of every seat of s into f (f[seat] has
// NumFeatures entries). s is a position at the start of a turn: s.Seat is to
// act next.
func features(s *State, f *[4][]float64) {
	n := s.N
	pawns := float64(PawnsFor(n))
	minRes := pawns
	for x := 0; x < n; x++ {
		minRes = min(minRes, float64(s.Reserve[x]))
	}
	end := 1 - minRes/pawns // how near the end is: 1 when a reserve is empty
	if s.Ending {
		end = 1
	}
	risk := standRisk()[n]
	stand := standings(s, &standWeights, &risk)
	var b [4][numBase]float64
	for x := 0; x < n; x++ {
		c := s.Captured(x)
		b[x][0] = stand[x]
		b[x][1] = float64(int(s.Lines[x]) + CaptureScore(c))
		b[x][2] = float64(CaptureScore(c+1) - CaptureScore(c))
		b[x][3] = float64(s.Reserve[x]) / pawns
	}
	// The rivals' pawns that the seat to act next could capture from the
	// lowest empty space of their column, weighted by the chance of
	// reaching it in a turn.
	next := int(s.Seat)
	threat := 0.0
	for c := 0; c < Cols; c++ {
		top := -1
		for r := Rows - 1; r >= 0; r-- {
			v := int(s.Board[c][r])
			if v == Empty {
				top = r
				continue
			}
			if top > r && v != next {
				threat += reach[Need(c, top)]
			}
		}
	}
	for x := 0; x < n; x++ {
		d := (x - next + n) % n
		plays := 1.0
		if s.Ending {
			// Seats from next up to (not including) the start player play once more.
			dStart := (int(s.Start) - next + n) % n
			if dStart == 0 {
				dStart = n
			}
			if d >= dStart || s.Reserve[x] == 0 {
				plays = 0
			}
		}
		b[x][4] = plays
		fx := f[x]
		copy(fx, b[x][:])
		for i := 0; i < numBase; i++ {
			fx[numBase+i] = b[x][i] * end
		}
		j := 2 * numBase
		fx[j] = b[x][0] * end * end
		fx[j+1] = b[x][1] * end * end
		fx[j+2] = 0
		if d == 0 {
			fx[j+2] = threat
		}
		for o := 0; o < 4; o++ {
			fx[j+3+o] = 0
		}
		fx[j+3+d] = 1
	}
}

// Value is a learned value: weights per player count.
type Value struct {
	Features []string          `json:"features"` // FeatureNames when it was made
	Tables   map[string]*Table `json:"tables"`   // by player count ("3", "4")
}

// Table is the learned value of one player count.
type Table struct {
	Games   int       `json:"games"` // self-play games it was fitted on
	Seed    uint64    `json:"seed"`  // the seed of those games (roost train --seed)
	Weights []float64 `json:"weights"`
}

// Shares estimates each seat's expected share of the victory from s, a
// position at the start of a turn (s.Seat to act) or over. ok is false when
// the value has no weights for the table's player count.
func (v *Value) Shares(s *State, out []float64) bool {
	if s.Phase == PhaseOver {
		copy(out, s.Returns())
		return true
	}
	t := v.Tables[strconv.Itoa(s.N)]
	if t == nil {
		return false
	}
	var buf [4][32]float64
	var f [4][]float64
	for x := 0; x < s.N; x++ {
		f[x] = buf[x][:NumFeatures]
	}
	features(s, &f)
	softmax(t.Weights, f[:s.N], out)
	return true
}

// softmax writes the shares of the seats with features f under weights w.
func softmax(w []float64, f [][]float64, out []float64) {
	hi := math.Inf(-1)
	for x, fx := range f {
		z := 0.0
		for i, v := range fx {
			z += w[i] * v
		}
		out[x] = z
		hi = max(hi, z)
	}
	tot := 0.0
	for x := range f {
		out[x] = math.Exp(out[x] - hi)
		tot += out[x]
	}
	for x := range f {
		out[x] /= tot
	}
}

// ParseValue reads a learned value (the JSON that Train writes) and checks it
// against this build's features.
func ParseValue(data []byte) (*Value, error) {
	var v Value
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("the learned value cannot be read: %w", err)
	}
	if len(v.Features) != NumFeatures {
		return nil, fmt.Errorf("the learned value has %d features, this build %d", len(v.Features), NumFeatures)
	}
	for i, name := range v.Features {
		if name != FeatureNames[i] {
			return nil, fmt.Errorf("the learned value's feature %d is %q, this build's %q", i+1, name, FeatureNames[i])
		}
	}
	for k, t := range v.Tables {
		if t == nil {
			return nil, fmt.Errorf("the learned value for %s players is empty", k)
		}
		w := t.Weights
		if len(w) != NumFeatures {
			return nil, fmt.Errorf("the learned value for %s players has %d weights, not %d", k, len(w), NumFeatures)
		}
		for _, x := range w {
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, fmt.Errorf("the learned value for %s players has a weight that is not a number", k)
			}
		}
	}
	return &v, nil
}

//go:embed value.json
var valueJSON []byte

// Learned is the committed learned value (rules/columbiz/value.json), which
// `roost train columbiz` reproduces. A file that does not fit this build's
// features (LearnedErr says why; TestLearnedValueLoads fails) leaves it with
// no tables: the Expert then judges by its hand-tuned evaluation, and the
// file can be made again with `roost train`.
var Learned, LearnedErr = func() (*Value, error) {
	v, err := ParseValue(valueJSON)
	if err != nil {
		return &Value{}, err
	}
	return v, nil
}()
