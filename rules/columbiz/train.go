package columbiz

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// TrainConfig is what a training run of the learned value plays and fits.
type TrainConfig struct {
	Players    int    // seats at the table: 3 or 4
	Games      int    // self-play games between Standard players
	Seed       uint64 // game g is played from seeds derived from Seed and g
	Jobs       int    // games played at once
	Iterations int    // steps of the fit (0: DefaultIterations)
	Checkpoint string // file holding the games played so far ("" for none)
}

// DefaultIterations is the number of steps of the fit.
const DefaultIterations = 1500

// trainLevel is the level whose self-play games are learned from.
const trainLevel = "standard"

// checkpoint is a training run's games so far: each game's actions, chance
// outcomes included, so that its positions can be replayed without thinking.
type checkpoint struct {
	Players int        `json:"players"`
	Seed    uint64     `json:"seed"`
	Games   [][]uint64 `json:"games"`
}

// TrainResult is the outcome of a training run.
type TrainResult struct {
	Weights   []float64
	Positions int     // positions fitted on
	Loss0     float64 // loss of equal shares (all weights zero)
	Loss      float64 // loss after the fit, on the positions fitted on
	Resumed   int     // games read from the checkpoint
	Took      time.Duration
}

// Train plays self-play games between Standard players (resuming from the
// checkpoint when it holds games of the same table and seed), then fits the
// weights of the learned value to the games' results by Monte-Carlo
// regression: each position's seats' final shares are the targets of the
// softmax of their linear scores (cross-entropy, full-batch Adam). The same
// configuration gives the same weights however many jobs run.
func Train(cfg TrainConfig, progress io.Writer) (*TrainResult, error) {
	if cfg.Players < 3 || cfg.Players > 4 {
		return nil, fmt.Errorf("the learned value is for 3 or 4 players, not %d", cfg.Players)
	}
	if cfg.Games < 1 {
		return nil, errors.New("training needs at least one game")
	}
	t0 := time.Now()
	ck := &checkpoint{Players: cfg.Players, Seed: cfg.Seed}
	res := &TrainResult{}
	if cfg.Checkpoint != "" {
		old, err := readCheckpoint(cfg.Checkpoint)
		switch {
		case err != nil && !errors.Is(err, fs.ErrNotExist):
			return nil, err
		case err == nil && (old.Players != cfg.Players || old.Seed != cfg.Seed):
			return nil, fmt.Errorf("the checkpoint %s holds games of %d players from seed %d, not %d players from seed %d; remove it or name another",
				cfg.Checkpoint, old.Players, old.Seed, cfg.Players, cfg.Seed)
		case err == nil:
			if len(old.Games) > cfg.Games {
				old.Games = old.Games[:cfg.Games]
			}
			ck = old
			res.Resumed = len(ck.Games)
			if progress != nil {
				fmt.Fprintf(progress, "resuming from %s: %d games already played\n", cfg.Checkpoint, len(ck.Games))
			}
		}
	}
	jobs := max(cfg.Jobs, 1)
	batch := 8 * jobs
	for len(ck.Games) < cfg.Games {
		from := len(ck.Games)
		to := min(from+batch, cfg.Games)
		recs := make([][]uint64, to-from)
		errs := make([]error, to-from)
		var wg sync.WaitGroup
		next := make(chan int)
		for range jobs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for g := range next {
					recs[g-from], errs[g-from] = trainingGame(cfg.Players, cfg.Seed, g)
				}
			}()
		}
		for g := from; g < to; g++ {
			next <- g
		}
		close(next)
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				return nil, err
			}
		}
		ck.Games = append(ck.Games, recs...)
		if cfg.Checkpoint != "" {
			if err := writeCheckpoint(cfg.Checkpoint, ck); err != nil {
				return nil, err
			}
		}
		if progress != nil {
			fmt.Fprintf(progress, "%d players: game %d/%d (%s)\n", cfg.Players, len(ck.Games), cfg.Games, time.Since(t0).Round(time.Second))
		}
	}
	xs, ys, err := samples(cfg.Players, ck.Games)
	if err != nil {
		return nil, err
	}
	iters := cfg.Iterations
	if iters <= 0 {
		iters = DefaultIterations
	}
	res.Positions = len(xs)
	res.Weights, res.Loss0, res.Loss = fit(xs, ys, iters, progress)
	res.Took = time.Since(t0)
	return res, nil
}

// trainingGame plays game g of a training run and returns its actions.
func trainingGame(players int, seed uint64, g int) ([]uint64, error) {
	gs := seed*0x9e3779b97f4a7c15 + uint64(g)*7919 + 1
	rng := game.NewRand(gs)
	bots := make([]*Bot, players)
	for i := range bots {
		b, err := NewBot(trainLevel, gs^uint64(i+1)*0xbf58476d1ce4e5b9)
		if err != nil {
			return nil, err
		}
		bots[i] = b.(*Bot)
	}
	s := New(players)
	var rec []uint64
	for !s.Terminal() {
		var a game.Action
		if s.ToMove() == game.Chance {
			a = game.SampleChance(s, rng)
		} else {
			a = bots[s.ToMove()].Decide(s)
		}
		if err := s.Apply(a, nil); err != nil {
			return nil, fmt.Errorf("training game %d: %v", g+1, err)
		}
		rec = append(rec, uint64(a))
	}
	return rec, nil
}

// samples replays the games and gathers the features of every seat at the
// start of every turn, with the seats' final shares as targets.
func samples(players int, games [][]uint64) (xs [][][]float64, ys [][]float64, err error) {
	for g, rec := range games {
		s := New(players)
		var pos [][][]float64
		for _, a := range rec {
			if s.Terminal() {
				return nil, nil, fmt.Errorf("game %d of the checkpoint goes on after its end", g+1)
			}
			if err := s.Apply(game.Action(a), nil); err != nil {
				return nil, nil, fmt.Errorf("game %d of the checkpoint: %v", g+1, err)
			}
			if s.Phase == PhaseRoll && s.Rolls == 0 && s.Start >= 0 {
				var f [4][]float64
				for x := 0; x < players; x++ {
					f[x] = make([]float64, NumFeatures)
				}
				features(s, &f)
				pos = append(pos, f[:players])
			}
		}
		if !s.Terminal() {
			return nil, nil, fmt.Errorf("game %d of the checkpoint is not finished", g+1)
		}
		ret := s.Returns()
		for _, p := range pos {
			xs = append(xs, p)
			ys = append(ys, ret)
		}
	}
	if len(xs) == 0 {
		return nil, nil, errors.New("no positions to learn from")
	}
	return xs, ys, nil
}

// l2 is the weight decay of the fit (on standardised features).
const l2 = 1e-4

// fit finds the weights minimising the mean cross-entropy between the
// softmax of the seats' linear scores and their final shares. The features
// are standardised for the descent and the weights scaled back.
func fit(xs [][][]float64, ys [][]float64, iters int, progress io.Writer) (w []float64, loss0, loss float64) {
	nf := NumFeatures
	scale := make([]float64, nf)
	cnt := 0.0
	mean := make([]float64, nf)
	for _, p := range xs {
		for _, f := range p {
			for i, v := range f {
				mean[i] += v
			}
			cnt++
		}
	}
	for i := range mean {
		mean[i] /= cnt
	}
	for _, p := range xs {
		for _, f := range p {
			for i, v := range f {
				scale[i] += (v - mean[i]) * (v - mean[i])
			}
		}
	}
	for i := range scale {
		scale[i] = math.Sqrt(scale[i] / cnt)
		if scale[i] < 1e-9 {
			scale[i] = 1
		}
	}
	u := make([]float64, nf) // weights on standardised features
	m := make([]float64, nf)
	v := make([]float64, nf)
	const lr, b1, b2 = 0.05, 0.9, 0.999
	eval := func(grad []float64) float64 {
		for i := range grad {
			grad[i] = 0
		}
		total := 0.0
		sh := make([]float64, 4)
		z := make([][]float64, 4)
		for x := range z {
			z[x] = make([]float64, nf)
		}
		for k, p := range xs {
			for x, f := range p {
				for i, fv := range f {
					z[x][i] = fv / scale[i]
				}
			}
			softmax(u, z[:len(p)], sh)
			for x := range p {
				y := ys[k][x]
				if y > 0 {
					total -= y * math.Log(max(sh[x], 1e-300))
				}
				d := sh[x] - y
				for i := range u {
					grad[i] += d * z[x][i]
				}
			}
		}
		n := float64(len(xs))
		for i := range grad {
			grad[i] = grad[i]/n + l2*u[i]
			total += 0.5 * l2 * u[i] * u[i] * n
		}
		return total / n
	}
	grad := make([]float64, nf)
	loss0 = eval(grad)
	loss = loss0
	for it := 1; it <= iters; it++ {
		for i := range u {
			m[i] = b1*m[i] + (1-b1)*grad[i]
			v[i] = b2*v[i] + (1-b2)*grad[i]*grad[i]
			mh := m[i] / (1 - math.Pow(b1, float64(it)))
			vh := v[i] / (1 - math.Pow(b2, float64(it)))
			u[i] -= lr * mh / (math.Sqrt(vh) + 1e-8)
		}
		loss = eval(grad)
		if progress != nil && (it%100 == 0 || it == iters) {
			fmt.Fprintf(progress, "fit step %d/%d: loss %.4f (equal shares %.4f)\n", it, iters, loss, loss0)
		}
	}
	w = make([]float64, nf)
	for i := range w {
		w[i] = u[i] / scale[i]
	}
	return w, loss0, loss
}

func readCheckpoint(path string) (*checkpoint, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var ck checkpoint
	if err := json.Unmarshal(data, &ck); err != nil {
		return nil, fmt.Errorf("the checkpoint %s cannot be read (%v); remove it to start again", path, err)
	}
	return &ck, nil
}

func writeCheckpoint(path string, ck *checkpoint) error {
	data, err := json.Marshal(ck)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return fmt.Errorf("the checkpoint cannot be written: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("the checkpoint cannot be written: %w", err)
	}
	return nil
}

// WithWeights returns a copy of v with the weights for a player count
// replaced, recording the games and seed they came from.
func (v *Value) WithWeights(players int, w []float64, games int, seed uint64) *Value {
	out := &Value{Features: append([]string(nil), FeatureNames...), Tables: map[string]*Table{}}
	if v != nil {
		for k, t := range v.Tables {
			out.Tables[k] = t
		}
	}
	out.Tables[fmt.Sprint(players)] = &Table{Games: games, Seed: seed, Weights: w}
	return out
}

// JSON is the value as the file Train's command writes.
func (v *Value) JSON() []byte {
	data, _ := json.MarshalIndent(v, "", "  ")
	return append(data, '\n')
}
