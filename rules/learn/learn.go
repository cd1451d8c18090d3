// Package learn is the one way the games learn a value from self-play: each
// side's expected final share of the victory from a position, as a softmax
// over the sides of a linear score of features of each side, fitted by
// Monte-Carlo regression on the positions of self-play games (Train). A
// game gives its features and its games (Game); the weights are data (a
// Value, JSON), one table for each kind of table (player count, variant).
package learn

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
)

// Value is a learned value: weights by table.
type Value struct {
	Features []string          `json:"features"` // the game's feature names when it was made
	Tables   map[string]*Table `json:"tables"`   // by table ("3", "4", or a game's own keys)
}

// Table is the learned value of one table.
type Table struct {
	Games   int       `json:"games"` // self-play games it was fitted on
	Seed    uint64    `json:"seed"`  // the seed of those games (roost train --seed)
	Weights []float64 `json:"weights"`
	// Drop names the features left out of the fit (roost train --drop).
	Drop []string `json:"drop,omitempty"`
	// Level is the level of the players of the games ("": standard).
	Level string `json:"level,omitempty"`
}

// Weights are the weights of a table, or nil when v (which may be nil) has none.
func (v *Value) Weights(key string) []float64 {
	if v == nil || v.Tables[key] == nil {
		return nil
	}
	return v.Tables[key].Weights
}

// Softmax writes the shares of the sides with features f under weights w.
func Softmax(w []float64, f [][]float64, out []float64) {
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

// Parse reads a learned value (the JSON that WithWeights and JSON make) and
// checks it against a build's feature names.
func Parse(data []byte, names []string) (*Value, error) {
	var v Value
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("the learned value cannot be read: %w", err)
	}
	if len(v.Features) != len(names) {
		return nil, fmt.Errorf("the learned value has %d features, this build %d", len(v.Features), len(names))
	}
	for i, name := range v.Features {
		if name != names[i] {
			return nil, fmt.Errorf("the learned value's feature %d is %q, this build's %q", i+1, name, names[i])
		}
	}
	for k, t := range v.Tables {
		if t == nil {
			return nil, fmt.Errorf("the learned value for %s is empty", tableName(k))
		}
		w := t.Weights
		if len(w) != len(names) {
			return nil, fmt.Errorf("the learned value for %s has %d weights, not %d", tableName(k), len(w), len(names))
		}
		for _, x := range w {
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return nil, fmt.Errorf("the learned value for %s has a weight that is not a number", tableName(k))
			}
		}
	}
	return &v, nil
}

// tableName is how a table's key reads in a message.
func tableName(key string) string {
	if len(key) == 1 && key[0] >= '2' && key[0] <= '9' {
		return key + " players"
	}
	return key
}

// MustEmbedded reads a game's committed value. A file that does not fit the
// build's features gives an empty value and the error (the game's test of
// its weights fails; its bots then judge by their hand-tuned evaluation).
func MustEmbedded(data []byte, names []string) (*Value, error) {
	v, err := Parse(data, names)
	if err != nil {
		return &Value{}, err
	}
	return v, nil
}

// Load reads a game's value from the file GAME.json in dir (what `roost
// train --out DIR/GAME.json` writes): ok is false when there is none.
func Load(dir, game string, names []string) (v *Value, ok bool, err error) {
	path := filepath.Join(dir, game+".json")
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	v, err = Parse(data, names)
	if err != nil {
		return nil, false, fmt.Errorf("%s: %w", path, err)
	}
	return v, true, nil
}

// WithWeights returns a copy of v (which may be nil) with the weights of a
// table replaced, recording the games and seed they came from.
func (v *Value) WithWeights(names []string, key string, w []float64, games int, seed uint64) *Value {
	out := &Value{Features: append([]string(nil), names...), Tables: map[string]*Table{}}
	if v != nil {
		for k, t := range v.Tables {
			out.Tables[k] = t
		}
	}
	out.Tables[key] = &Table{Games: games, Seed: seed, Weights: w}
	return out
}

// JSON is the value as the file a training run writes.
func (v *Value) JSON() []byte {
	data, _ := json.MarshalIndent(v, "", "  ")
	return append(data, '\n')
}
