package search

import (
	"math/rand/v2"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// PlayoutJudge judges the positions of a game of chance (dice, cards) for
// an analysis: each seat's chance of winning is the mean of its results in
// games played on from the position at random (the chance events drawn at
// their odds), for Time; the action preferred is the Expert's.
type PlayoutJudge struct {
	Expert func() game.Bot // the game's strongest level
	Time   time.Duration   // the playouts' time a position
	Cap    int             // actions a playout plays before the game's own estimate (game.Evaluator) ends it; default 400
	rng    *rand.Rand
}

// NewPlayoutJudge makes a judge whose preferred action is expert's, with
// playouts of t a position.
func NewPlayoutJudge(expert func() game.Bot, t time.Duration) *PlayoutJudge {
	return &PlayoutJudge{Expert: expert, Time: t, rng: game.NewRand(1)}
}

// Judge starts judging s: the Expert's choice, then the playouts.
func (j *PlayoutJudge) Judge(s game.State) game.Judging {
	pj := &TaskJudging{Seat: s.ToMove()}
	seed := j.rng.Uint64()
	expert := j.Expert()
	pj.Task = NewTask(0, func(ctl *Ctl) game.Action {
		// The Expert thinks in small steps, this task yielding between
		// them (a browser frame is never held for more than a few).
		th := expert.Think(s.Clone())
		for !th.Step(int64(500 * time.Microsecond)) {
			if !ctl.Check() {
				th.Cancel()
				return 0
			}
		}
		best := th.Best()
		pj.Chance = Playouts(s, j.Time, j.Cap, game.NewRand(seed), ctl)
		return best
	})
	return pj
}

// TaskJudging is a judgement made by a Task: the action it returns is the
// one preferred, and it sets Chance, each seat's, before it returns.
type TaskJudging struct {
	*Task
	Seat   int // the seat to act
	Chance []float64
}

// Verdict is the Task's judgement (once it has finished).
func (p *TaskJudging) Verdict() game.Verdict {
	return game.Verdict{Seat: p.Seat, Best: p.Best(), Chance: p.Chance}
}

// Playouts plays random games on from s for about d (at least a few) and
// returns each seat's mean result: a win counts 1, a share its share.
// Games longer than limit actions (0: 400) end with the game's own
// estimate where it has one (game.Evaluator), else an equal share.
func Playouts(s game.State, d time.Duration, limit int, rng *rand.Rand, ctl *Ctl) []float64 {
	if limit <= 0 {
		limit = 400
	}
	sum := make([]float64, s.Seats())
	// The time is the clock's, or under Counted ctl's steps.
	start, from := time.Now(), time.Duration(0)
	counted := ctl != nil && Counting()
	if counted {
		from = ctl.Elapsed()
	}
	since := func() time.Duration {
		if counted {
			return ctl.Elapsed() - from
		}
		return time.Since(start)
	}
	n := 0
	buf := make([]game.Action, 0, 256)
	for n < 8 || since() < d {
		ret, ok := playOn(s.Clone(), limit, rng, &buf, ctl, nil)
		if !ok {
			break // stopped: this game is not counted
		}
		for i := range sum {
			if i < len(ret) {
				sum[i] += ret[i]
			}
		}
		n++
	}
	if n == 0 {
		for i := range sum {
			sum[i] = 1 / float64(len(sum))
		}
		return sum
	}
	for i := range sum {
		sum[i] /= float64(n)
	}
	return sum
}

// playOn plays st on to its end (at random, or by rollout's choices; the
// chance events at their odds), or for limit actions and then the game's
// estimate; ctl, when not nil, is consulted at every action (so that a
// browser's frame is never held by a long game); false: it said stop.
func playOn(st game.State, limit int, rng *rand.Rand, buf *[]game.Action, ctl *Ctl, rollout func(game.State, []game.Action, *rand.Rand) game.Action) ([]float64, bool) {
	for ply := 0; !st.Terminal(); ply++ {
		if ctl != nil && !ctl.Check() {
			return nil, false
		}
		if ply >= limit {
			if e, ok := st.(game.Evaluator); ok {
				return e.Evaluate(), true
			}
			r := make([]float64, st.Seats())
			for i := range r {
				r[i] = 1 / float64(len(r))
			}
			return r, true
		}
		var a game.Action
		if st.ToMove() == game.Chance {
			a = game.SampleChance(st, rng)
		} else {
			*buf = st.Legal((*buf)[:0])
			if len(*buf) == 0 {
				break
			}
			if rollout != nil {
				a = rollout(st, *buf, rng)
			} else {
				a = (*buf)[rng.IntN(len(*buf))]
			}
		}
		if err := st.Apply(a, nil); err != nil {
			break
		}
	}
	return st.Returns(), true
}
