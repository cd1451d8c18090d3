package learn

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
)

// Game is what a game gives a training run.
type Game interface {
	// Play plays game g of a run from seed between the players learned
	// from, and returns its actions, chance outcomes included.
	Play(seed uint64, g int) ([]uint64, error)
	// Positions replays a game's actions and returns the features of each
	// side at each position learned from (xs[position][side]) and the
	// sides' final shares of the victory (summing to 1).
	Positions(rec []uint64) (xs [][][]float64, shares []float64, err error)
}

// Config is what a training run plays and fits.
type Config struct {
	Table      string // the table, in words ("3 players"): a checkpoint of another is refused
	Features   int    // features of a side
	Games      int    // self-play games
	Seed       uint64 // game g is played from seeds derived from Seed and g
	Jobs       int    // games played at once
	Iterations int    // steps of the fit (0: DefaultIterations)
	Checkpoint string // file holding the games played so far ("" for none)
	Drop       []int  // features left out of the fit: their weights stay 0
}

// DefaultIterations is the number of steps of the fit.
const DefaultIterations = 1500

// checkpoint is a training run's games so far: each game's actions, chance
// outcomes included, so that its positions can be replayed without thinking.
type checkpoint struct {
	Table string     `json:"table"`
	Seed  uint64     `json:"seed"`
	Games [][]uint64 `json:"games"`
}

// Result is the outcome of a training run.
type Result struct {
	Weights   []float64
	Positions int     // positions fitted on
	Loss0     float64 // loss of equal shares (all weights zero)
	Loss      float64 // loss after the fit, on the positions fitted on
	Resumed   int     // games read from the checkpoint
	Took      time.Duration
}

// Train plays self-play games (resuming from the checkpoint when it holds
// games of the same table and seed, and writing it every 8 games a job),
// then fits the weights to the games' results by Monte-Carlo regression:
// each position's sides' final shares are the targets of the softmax of
// their linear scores (cross-entropy, full-batch Adam). The same
// configuration gives the same weights however many jobs run.
func Train(cfg Config, gm Game, progress io.Writer) (*Result, error) {
	if cfg.Games < 1 {
		return nil, errors.New("training needs at least one game")
	}
	t0 := time.Now()
	ck := &checkpoint{Table: cfg.Table, Seed: cfg.Seed}
	res := &Result{}
	if cfg.Checkpoint != "" {
		old, err := readCheckpoint(cfg.Checkpoint)
		switch {
		case err != nil && !errors.Is(err, fs.ErrNotExist):
			return nil, err
		case err == nil && (old.Table != cfg.Table || old.Seed != cfg.Seed):
			return nil, fmt.Errorf("the checkpoint %s holds games of %s from seed %d, not %s from seed %d; remove it or name another",
				cfg.Checkpoint, old.Table, old.Seed, cfg.Table, cfg.Seed)
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
					recs[g-from], errs[g-from] = gm.Play(cfg.Seed, g)
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
			fmt.Fprintf(progress, "%s: game %d/%d (%s)\n", cfg.Table, len(ck.Games), cfg.Games, time.Since(t0).Round(time.Second))
		}
	}
	var xs [][][]float64
	var ys [][]float64
	for g, rec := range ck.Games {
		pos, shares, err := gm.Positions(rec)
		if err != nil {
			return nil, fmt.Errorf("game %d of the checkpoint: %w", g+1, err)
		}
		for _, p := range pos {
			xs = append(xs, p)
			ys = append(ys, shares)
		}
	}
	if len(xs) == 0 {
		return nil, errors.New("no positions to learn from")
	}
	iters := cfg.Iterations
	if iters <= 0 {
		iters = DefaultIterations
	}
	res.Positions = len(xs)
	res.Weights, res.Loss0, res.Loss = fit(xs, ys, cfg.Features, cfg.Drop, iters, progress)
	res.Took = time.Since(t0)
	return res, nil
}

// l2 is the weight decay of the fit (on standardised features).
const l2 = 1e-4

// fit finds the weights minimising the mean cross-entropy between the
// softmax of the sides' linear scores and their final shares. The features
// are standardised for the descent and the weights scaled back.
func fit(xs [][][]float64, ys [][]float64, nf int, drop []int, iters int, progress io.Writer) (w []float64, loss0, loss float64) {
	scale := make([]float64, nf)
	cnt := 0.0
	mean := make([]float64, nf)
	sides := 0
	for _, p := range xs {
		sides = max(sides, len(p))
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
	sh := make([]float64, sides)
	z := make([][]float64, sides)
	for x := range z {
		z[x] = make([]float64, nf)
	}
	eval := func(grad []float64) float64 {
		for i := range grad {
			grad[i] = 0
		}
		total := 0.0
		for k, p := range xs {
			for x, f := range p {
				for i, fv := range f {
					z[x][i] = fv / scale[i]
				}
			}
			Softmax(u, z[:len(p)], sh)
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
		for _, i := range drop {
			u[i] = 0
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
