package columbiz

import (
	_ "embed"
	"strconv"
	"sync"

	"github.com/birdroost/roost/rules/learn"
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

// Shares estimates each seat's expected share of the victory from s, a
// position at the start of a turn (s.Seat to act) or over, by the learned
// value v. ok is false when v has no weights for the table's player count.
func Shares(v *learn.Value, s *State, out []float64) bool {
	if s.Phase == PhaseOver {
		copy(out, s.Returns())
		return true
	}
	w := v.Weights(strconv.Itoa(s.N))
	if w == nil {
		return false
	}
	var buf [4][32]float64
	var f [4][]float64
	for x := 0; x < s.N; x++ {
		f[x] = buf[x][:NumFeatures]
	}
	features(s, &f)
	learn.Softmax(w, f[:s.N], out)
	return true
}

// ParseValue reads a learned value of Columbiz (the JSON that `roost train
// columbiz` writes) and checks it against this build's features.
func ParseValue(data []byte) (*learn.Value, error) { return learn.Parse(data, FeatureNames) }

//go:embed value.json
var valueJSON []byte

// Learned is the committed learned value (rules/columbiz/value.json), which
// `roost train columbiz` reproduces; `roost selfplay --weights DIR` replaces
// it before any game starts. A file that does not fit this build's features
// (LearnedErr says why; TestLearnedValueLoads fails) leaves it with no
// tables: the Expert then judges by its hand-tuned evaluation, and the file
// can be made again with `roost train`.
var Learned, LearnedErr = learn.MustEmbedded(valueJSON, FeatureNames)
