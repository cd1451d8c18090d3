// Package search holds Roost's computer players' machinery: a cooperative task
// runner (a search runs in slices so a one-threaded browser keeps drawing), an
// alpha-beta searcher for two-player perfect-information games, and MCTS with
// chance nodes and determinization for the others.
package search

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// Sliced makes every task run only inside Step calls (cooperatively). It is on
// in the browser build, where the search and the frame loop share one thread;
// on the desktop a task runs freely on its own goroutine.
var Sliced = defaultSliced

// Ctl is what a running search consults: Tick is called every few hundred
// nodes and returns false when the search must stop.
type Ctl struct {
	cancelled atomic.Bool
	budget    time.Duration // thinking time allowed (0: no limit)
	until     time.Duration // end of the current phase of the search (0: none)
	used      time.Duration // thinking time spent in finished slices
	sliceAt   time.Time     // start of the current slice
	sliceEnd  time.Time     // end of the current slice (sliced mode)
	calls     int
	checks    int  // Check calls (they count as steps only under Counted)
	maxCalls  int  // Tick calls allowed (0: no cap)
	capped    bool // the calls ran out
	sliced    bool
	resume    chan time.Duration
	yield     chan struct{}
	quit      chan struct{}
}

// Elapsed is the thinking time used so far: by the clock, or, under
// Counted, the steps taken (Tick and Check calls) at the time each counts.
func (c *Ctl) Elapsed() time.Duration {
	if t := stepTime.Load(); t > 0 {
		return time.Duration(int64(c.calls+c.checks) * t)
	}
	return c.used + time.Since(c.sliceAt)
}

// stepTime is the thinking time a search's step counts for under Counted
// (0: the clock's).
var stepTime atomic.Int64

// Counted makes every search measure its thinking time by its steps, each
// worth d, instead of by the clock (0: by the clock again), and returns
// the setting it replaces. A search bounded by time then finds the same
// on every run and every machine, however busy: a replay's analysis in a
// shot or a test (the landscape and the phone shot of a move say the
// same). Searches take about as long as d is close to a real step's cost.
func Counted(d time.Duration) time.Duration {
	return time.Duration(stepTime.Swap(int64(d)))
}

// Counting reports whether searches count their time in steps (Counted):
// what measures time by the clock itself (a number of random games, a
// turn's budget) then asks its Ctl instead.
func Counting() bool { return stepTime.Load() > 0 }

// Stopped reports whether the search was cancelled or ran out of time (its
// budget, or the end of the current phase set by Until).
func (c *Ctl) Stopped() bool {
	if c.cancelled.Load() || c.capped {
		return true
	}
	if c.budget == 0 && c.until == 0 {
		return false
	}
	e := c.Elapsed()
	return c.budget > 0 && e >= c.budget || c.until > 0 && e >= c.until
}

// Until ends the current phase of a search when its thinking time reaches d
// (Stopped says so from then on); 0 ends the phase, leaving only the budget.
// A search shares its budget between phases this way.
func (c *Ctl) Until(d time.Duration) { c.until = d }

// Budget is the thinking time the search is allowed (0: no limit).
func (c *Ctl) Budget() time.Duration { return c.budget }

// Tick lets the search yield to the frame loop and says whether to go on.
func (c *Ctl) Tick() bool {
	if c.cancelled.Load() {
		return false
	}
	c.calls++
	if c.maxCalls > 0 && c.calls > c.maxCalls {
		c.capped = true
		return false
	}
	if c.calls&15 != 0 {
		return true
	}
	return c.check()
}

// Check is Tick for a search whose steps are slow (a whole evaluation, a
// random game's action): it reads the clock every time, so that a
// browser's frame is never held for more than a step.
func (c *Ctl) Check() bool {
	if c.cancelled.Load() {
		return false
	}
	c.checks++
	return c.check()
}

// check yields when the slice is used up, then says whether to go on. It
// yields whatever the budget says: a search past its budget may still have
// work it must finish (a round it always completes, a safety check), and a
// browser's frame must not wait for it.
func (c *Ctl) check() bool {
	if !c.Yield() {
		return false
	}
	return c.budget == 0 || c.Elapsed() < c.budget
}

// Yield hands control back to the frame loop when the slice is used up (in
// sliced mode; elsewhere it does nothing) and reports whether the search
// may go on (false: cancelled). Unlike Check it ignores the budget and the
// phase: it is for work that must finish once begun (a rival's answer in a
// lookahead), so that yielding never changes what the search finds. A nil
// Ctl never yields.
func (c *Ctl) Yield() bool {
	if c == nil {
		return true
	}
	if c.cancelled.Load() {
		return false
	}
	if c.sliced {
		if now := time.Now(); now.After(c.sliceEnd) {
			c.used += now.Sub(c.sliceAt)
			c.yield <- struct{}{}
			select {
			case d := <-c.resume:
				c.sliceAt = time.Now()
				c.sliceEnd = c.sliceAt.Add(d)
			case <-c.quit:
				c.cancelled.Store(true)
				return false
			}
		}
	}
	return !c.cancelled.Load()
}

// Limit is a Ctl for a search run directly rather than as a Task, with a
// thinking-time budget (0: none).
func Limit(budget time.Duration) *Ctl { return &Ctl{budget: budget, sliceAt: time.Now()} }

// Capped is a Ctl for a search run directly that stops it after n of its
// Tick calls (a search ticks once a node or so): a bound that does not
// depend on the machine's speed, so that what it proves in time is the same
// on every machine.
func Capped(n int) *Ctl { return &Ctl{maxCalls: n, sliceAt: time.Now()} }

// Cap bounds a Ctl's Tick calls to n more (0: no cap) and returns it.
func (c *Ctl) Cap(n int) *Ctl {
	c.maxCalls, c.capped = 0, false
	if n > 0 {
		c.maxCalls = c.calls + n
	}
	return c
}

// Task is a search in progress; it implements game.Thinking.
type Task struct {
	ctl     *Ctl
	run     func(*Ctl) game.Action
	once    sync.Once
	done    chan struct{}
	best    game.Action
	started bool
	fin     bool
	stats   Stats
}

// Stats describes a finished search.
type Stats struct {
	Think time.Duration
	Nodes int64
	Depth int
	Score int           // the alpha-beta score for the side to act (Win-n: a win in n plies)
	Line  []game.Action // the line the search expects, its chosen action first (alpha-beta only)
	// Value is the estimate of a search other than alpha-beta for the side
	// to act (its evaluation's units), when Valued.
	Value  float64
	Valued bool
}

// NewTask prepares a search that will call run; budget limits its thinking time
// (0 for none: then run must stop by itself, e.g. at a node or depth limit).
func NewTask(budget time.Duration, run func(*Ctl) game.Action) *Task {
	return &Task{ctl: &Ctl{budget: budget, sliced: Sliced, resume: make(chan time.Duration), yield: make(chan struct{}), quit: make(chan struct{})}, run: run, done: make(chan struct{})}
}

func (t *Task) start(slice time.Duration) {
	t.started = true
	t.ctl.sliceAt = time.Now()
	t.ctl.sliceEnd = t.ctl.sliceAt.Add(slice)
	go func() {
		b := t.run(t.ctl)
		t.ctl.used += time.Since(t.ctl.sliceAt)
		t.best = b
		close(t.done)
	}()
}

// Step advances the search by about budgetNanos of thinking (sliced mode) or
// waits up to budgetNanos for it to finish (free mode, where it runs on its own
// goroutine). It reports whether the search has finished.
func (t *Task) Step(budgetNanos int64) bool {
	if t.fin {
		return true
	}
	d := time.Duration(budgetNanos)
	if !t.started {
		t.start(d)
		if !t.ctl.sliced {
			return t.wait(d)
		}
	} else if t.ctl.sliced {
		select {
		case t.ctl.resume <- d:
		case <-t.done:
		}
	}
	if t.ctl.sliced {
		select {
		case <-t.ctl.yield:
			return false
		case <-t.done:
			t.fin = true
			return true
		}
	}
	return t.wait(d)
}

// wait blocks until the task is done or d has passed.
func (t *Task) wait(d time.Duration) bool {
	if t.poll() || d <= 0 {
		return t.fin
	}
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-t.done:
		t.fin = true
		return true
	case <-tm.C:
		return false
	}
}

func (t *Task) poll() bool {
	select {
	case <-t.done:
		t.fin = true
		return true
	default:
		return false
	}
}

// Wait runs the task to its end and returns the chosen action.
func (t *Task) Wait() game.Action {
	for !t.Step(int64(50 * time.Millisecond)) {
		if !t.ctl.sliced {
			<-t.done
		}
	}
	return t.best
}

// Best is the chosen action (valid once Step has returned true).
func (t *Task) Best() game.Action { return t.best }

// Cancel stops the search; its goroutine ends at its next Tick.
func (t *Task) Cancel() {
	t.ctl.cancelled.Store(true)
	t.once.Do(func() { close(t.ctl.quit) })
}

// Think returns the thinking time used.
func (t *Task) Think() time.Duration { return t.ctl.used }

// SetStats records statistics from inside the search.
func (t *Task) SetStats(s Stats) { t.stats = s }

// Stats returns what the search recorded.
func (t *Task) Stats() Stats { s := t.stats; s.Think = t.ctl.used; return s }

// Ticks is how many times the search has called Tick.
func (c *Ctl) Ticks() int { return c.calls }
