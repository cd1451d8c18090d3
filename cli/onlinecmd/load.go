package onlinecmd

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/birdroost/roost/cli"
	"github.com/birdroost/roost/online"
)

// load drives o.Games concurrent games on the server, two seats each, each
// seat playing a random legal action once every o.Rate on its turn (the
// same two players start a new game when one ends), and reports the round trip of an
// action (sent to the state that has it) and, when their pids are given,
// the CPU and memory of the server and the database.
func load(ctx context.Context, o cli.Online, out io.Writer) error {
	var rec recorder
	var failed atomic.Int64
	var firstErr atomic.Value
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	start := time.Now()
	measureFrom := start.Add(o.Warmup)
	end := measureFrom.Add(o.Duration)
	var wg sync.WaitGroup
	var seated atomic.Int64
	for g := 0; g < o.Games; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			// Start the games over the first seconds, not all at once.
			time.Sleep(time.Duration(g) * o.Rate / time.Duration(max(1, o.Games)))
			// Two players, signed in once, who play game after game on
			// their one connection each.
			var cs [2]*online.Client
			for i := range cs {
				for cs[i] == nil && ctx.Err() == nil {
					c, err := guest(ctx, o, g, i)
					if err != nil {
						failed.Add(1)
						firstErr.CompareAndSwap(nil, err.Error())
						time.Sleep(time.Second)
						continue
					}
					cs[i] = c
				}
			}
			defer func() {
				for _, c := range cs {
					if c != nil {
						c.Close()
					}
				}
			}()
			for ctx.Err() == nil && time.Now().Before(end) {
				if err := pair(ctx, o, g, cs, &rec, measureFrom, end, &seated); err != nil && ctx.Err() == nil {
					failed.Add(1)
					firstErr.CompareAndSwap(nil, err.Error())
					time.Sleep(time.Second)
				}
			}
		}(g)
	}
	// The processes' CPU over the measured time.
	time.Sleep(time.Until(measureFrom))
	before, selfBefore := usage(o.ServerPID, o.DBPID), tree(os.Getpid(), false)
	time.Sleep(time.Until(end))
	after, selfAfter := usage(o.ServerPID, o.DBPID), tree(os.Getpid(), false)
	secs := o.Duration.Seconds()
	cancel()
	wg.Wait()
	p50, p99, n := rec.percentiles(0.5, 0.99)
	fmt.Fprintf(out, "games %d, %s each seat, %s measured: %d actions (%.1f/s), round trip p50 %.1f ms, p99 %.1f ms, %d games failed\n",
		o.Games, o.Rate, o.Duration, n, float64(n)/secs, ms(p50), ms(p99), failed.Load())
	if e, ok := firstErr.Load().(string); ok {
		fmt.Fprintf(out, "first failure: %s\n", e)
	}
	fmt.Fprintf(out, "this client (%d connections): CPU %.0f%% of one core\n", 2*o.Games, 100*selfAfter.cpuSince(selfBefore)/secs)
	if o.ServerPID > 0 {
		fmt.Fprintf(out, "server: CPU %.0f%% of one core, memory %.0f MiB\n", 100*after[0].cpuSince(before[0])/secs, after[0].rssMiB)
	}
	if o.DBPID > 0 {
		fmt.Fprintf(out, "database: CPU %.0f%% of one core, memory %.0f MiB (%d processes)\n", 100*after[1].cpuSince(before[1])/secs, after[1].rssMiB, after[1].procs)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// guest signs in a new guest for the load.
func guest(ctx context.Context, o cli.Online, g, i int) (*online.Client, error) {
	c, err := online.New(o.Server, o.Key)
	if err != nil {
		return nil, err
	}
	dev := fmt.Sprintf("roost-load-%d-%d-%d", g, i, time.Now().UnixNano())
	if err := c.SignIn(ctx, dev, ""); err != nil {
		return nil, err
	}
	return c, nil
}

// pair plays one game between two players until it ends or the time is up.
func pair(ctx context.Context, o cli.Online, g int, cs [2]*online.Client, rec *recorder, from, end time.Time, seated *atomic.Int64) error {
	a, opened, err := online.Create(ctx, cs[0], online.CreateReq{Game: o.Def.Name, Seats: []string{online.Human, online.Human}})
	if err != nil {
		return err
	}
	defer a.Close()
	b, _, err := online.Join(ctx, cs[1], opened.Code, false)
	if err != nil {
		return err
	}
	defer b.Close()
	seated.Add(1)
	gctx, cancel := context.WithDeadline(ctx, end)
	defer cancel()
	errs := make(chan error, 2)
	for i, t := range []*online.Table{a, b} {
		go func() { errs <- seat(gctx, t, o.Rate, rand.New(rand.NewPCG(uint64(g), uint64(i))), rec, from) }()
	}
	e1, e2 := <-errs, <-errs
	if gctx.Err() != nil {
		return nil // the time is up
	}
	if e1 != nil {
		return e1
	}
	return e2
}

// seat plays random legal actions on its turn, one every rate at most, and
// records each action's round trip after from.
func seat(ctx context.Context, t *online.Table, rate time.Duration, rng *rand.Rand, rec *recorder, from time.Time) error {
	last := time.Now().Add(-time.Duration(rng.Int64N(int64(rate))))
	for !t.Last.Over {
		if t.MyTurn() {
			select {
			case <-time.After(time.Until(last.Add(rate))):
			case <-ctx.Done():
				return ctx.Err()
			}
			legal := t.M.State.Legal(nil)
			act := t.M.State.ActionString(legal[rng.IntN(len(legal))])
			seq := t.Last.Seq
			t0 := time.Now()
			last = t0
			if err := t.Act(ctx, act); err != nil {
				return err
			}
			for t.Last.Seq <= seq {
				if _, err := t.Next(ctx); err != nil {
					return err
				}
			}
			if t0.After(from) {
				rec.add(time.Since(t0))
			}
			continue
		}
		if _, err := t.Next(ctx); err != nil {
			return err
		}
	}
	return nil
}

// recorder keeps round trips.
type recorder struct {
	mu sync.Mutex
	d  []time.Duration
}

func (r *recorder) add(d time.Duration) {
	r.mu.Lock()
	r.d = append(r.d, d)
	r.mu.Unlock()
}

func (r *recorder) percentiles(ps ...float64) (time.Duration, time.Duration, int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.d) == 0 {
		return 0, 0, 0
	}
	sort.Slice(r.d, func(i, j int) bool { return r.d[i] < r.d[j] })
	at := func(p float64) time.Duration { return r.d[min(len(r.d)-1, int(p*float64(len(r.d))))] }
	return at(ps[0]), at(ps[1]), len(r.d)
}

// pss is a process's proportional set size in MiB: its resident memory
// with what it shares counted in part (PostgreSQL's shared buffers are
// shared by every process of the cluster).
func pss(p int) float64 {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/smaps_rollup", p))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(raw), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "Pss:" {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return 0
}

// procUse is a process tree's CPU seconds so far (by pid) and memory (PSS).
type procUse struct {
	cpu    map[int]float64
	rssMiB float64
	procs  int
}

// cpuSince is the CPU seconds the tree used since an earlier reading: a
// process that started since counts from zero (one that ended is missed).
func (u procUse) cpuSince(before procUse) float64 {
	d := 0.0
	for pid, c := range u.cpu {
		d += c - before.cpu[pid]
	}
	return d
}

// usage reads /proc for the server (alone) and the database (the
// postmaster and its children).
func usage(server, db int) [2]procUse {
	var u [2]procUse
	if server > 0 {
		u[0] = tree(server, false)
	}
	if db > 0 {
		u[1] = tree(db, true)
	}
	return u
}

func tree(pid int, children bool) procUse {
	u := procUse{cpu: map[int]float64{}}
	add := func(p int) {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p))
		if err != nil {
			return
		}
		f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+2:]))
		if len(f) < 22 {
			return
		}
		ut, _ := strconv.ParseFloat(f[11], 64)
		st, _ := strconv.ParseFloat(f[12], 64)
		u.cpu[p] = (ut + st) / 100 // clock ticks (USER_HZ is 100 on Linux)
		u.rssMiB += pss(p)
		u.procs++
	}
	add(pid)
	if !children {
		return u
	}
	dirs, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, d := range dirs {
		stat, err := os.ReadFile(d)
		if err != nil {
			continue
		}
		f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+2:]))
		if len(f) > 1 && f[1] == strconv.Itoa(pid) {
			p, _ := strconv.Atoi(filepath.Base(filepath.Dir(d)))
			add(p)
		}
	}
	return u
}
