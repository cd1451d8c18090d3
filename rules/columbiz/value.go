package columbiz

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
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
	base := []string{"score", "gain", "reserve", "pawns", "win1", "win2", "win3", "exposed", "threat", "plays"}
	var out []string
	out = append(out, base...)
	for _, b := range base {
		out = append(out, b+"*end")
	}
	out = append(out, "score*end2", "threat*next", "exposed*next")
	for d := 0; d < 4; d++ {
		out = append(out, "order"+strconv.Itoa(d))
	}
	return out
}()

// NumFeatures is the number of features of a seat.
var NumFeatures = len(FeatureNames)

const numBase = 10

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
	var b [4][numBase]float64
	for x := 0; x < n; x++ {
		c := s.Captured(x)
		b[x][0] = float64(int(s.Lines[x]) + CaptureScore(c))
		b[x][1] = float64(CaptureScore(c+1) - CaptureScore(c))
		b[x][2] = float64(s.Reserve[x]) / pawns
	}
	// Windows of three spaces holding the pawns of one seat only.
	for _, w := range windows {
		owner, k := -1, 0
		ease := 1.0
		for _, q := range w {
			v := int(s.Board[q.Col][q.Row])
			if v == Empty {
				ease *= reach[Need(int(q.Col), int(q.Row))]
				continue
			}
			if owner >= 0 && v != owner {
				owner = -2
				break
			}
			owner = v
			k++
		}
		switch {
		case owner < 0:
		case k == 1:
			b[owner][4] += ease
		case k == 2:
			b[owner][5] += ease
		case k == 3:
			b[owner][6]++
		}
	}
	// Pawns a pawn on the lowest reachable empty space of their column
	// would capture, weighted by the chance of reaching it in a turn.
	for c := 0; c < Cols; c++ {
		top := -1
		var below [4]float64
		for r := Rows - 1; r >= 0; r-- {
			v := s.Board[c][r]
			if v == Empty {
				top = r
				continue
			}
			b[v][3]++
			if top > r {
				below[v]++
			}
		}
		if top < 0 {
			continue
		}
		p := reach[Need(c, top)]
		tot := 0.0
		for x := 0; x < n; x++ {
			b[x][7] += below[x] * p
			tot += below[x]
		}
		for x := 0; x < n; x++ {
			b[x][8] += (tot - below[x]) * p
		}
	}
	// Turns still to play when the last round has begun.
	next := int(s.Seat)
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
		b[x][9] = plays
		fx := f[x]
		copy(fx, b[x][:])
		for i := 0; i < numBase; i++ {
			fx[numBase+i] = b[x][i] * end
		}
		j := 2 * numBase
		fx[j] = b[x][0] * end * end
		isNext := 0.0
		if d == 0 {
			isNext = 1
		}
		fx[j+1] = b[x][8] * isNext
		fx[j+2] = b[x][7] * isNext
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
// `roost train columbiz` reproduces.
var Learned = func() *Value {
	v, err := ParseValue(valueJSON)
	if err != nil {
		panic("columbiz: " + err.Error())
	}
	return v
}()
