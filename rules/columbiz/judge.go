package columbiz

import (
	"strconv"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// JudgeTime is the random games' time on each position of an analysis.
var JudgeTime = 250 * time.Millisecond

// NewJudge makes the judge of positions for an analysis (game.Def.Judge):
// the Expert's choice, and each seat's chance from games played on at
// random (search.PlayoutJudge). The learned judge (NewLearnedJudge) was
// measured against it and foretells the results less well
// (BenchmarkJudgeAgreement, docs/BENCHMARKS.md), so the analysis keeps
// the random games.
func NewJudge() game.Judge { return newPlayoutJudge() }

func newPlayoutJudge() *search.PlayoutJudge {
	return search.NewPlayoutJudge(func() game.Bot {
		b, _ := NewBot("expert", 1)
		return b
	}, JudgeTime)
}

// NewLearnedJudge makes a judge that, at three and four seats where the
// Expert judges by the learned value, works each seat's chance out instead
// of sampling it: the Expert's expectimax over the dice left in the turn,
// the seats' expected shares at the turn's end by the learned value (so a
// position always gets the same chances). Elsewhere it is NewJudge's.
func NewLearnedJudge() game.Judge { return &judge{playouts: newPlayoutJudge()} }

type judge struct{ playouts *search.PlayoutJudge }

// Learns reports whether NewLearnedJudge judges positions of a game of n
// seats by the learned value.
func Learns(n int) bool {
	return n >= 3 && LevelWeights["expert"].Learned && Learned.Weights(strconv.Itoa(n)) != nil
}

func (j *judge) Judge(gs game.State) game.Judging {
	s := *gs.(*State)
	if !Learns(s.N) || s.Phase == PhaseRolloff || s.Phase == PhaseRoll || s.Phase == PhaseOver {
		return j.playouts.Judge(gs)
	}
	lj := &search.TaskJudging{Seat: s.ToMove()}
	lj.Task = search.NewTask(0, func(ctl *search.Ctl) game.Action {
		p := newPlanner(&s, LevelWeights["expert"], game.NewRand(1), ctl)
		p.withShares()
		a, _ := p.decide()
		lj.Chance = append([]float64(nil), p.root[:s.N]...)
		return a
	})
	return lj
}
