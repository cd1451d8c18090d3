package falconry

import (
	"math"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// JudgeTime is the Expert's time on each position of an analysis.
var JudgeTime = 300 * time.Millisecond

// judgeScale is how many of Evaluate's units make a side about 73% (e to
// 1) sure of winning: a window of a path of five one card short (0.45)
// against nothing makes about two chances in three.
const judgeScale = 0.6

// NewJudge makes the Expert's judge of positions (game.Def.Judge).
func NewJudge() game.Judge { return judge{} }

type judge struct{}

// Judge starts the Expert's choice of a turn in s, with its forced-win
// search in the duels: a win it finds is proven, in so many of the seat's
// turns; otherwise the position after the turn is estimated.
func (judge) Judge(gs game.State) game.Judging {
	s := gs.(*State).Copy()
	j := &judging{seat: s.To}
	b := &Bot{level: "expert", budget: JudgeTime, rng: game.NewRand(1)}
	j.Task = search.NewTask(0, func(ctl *search.Ctl) game.Action {
		turn := b.choose(s, ctl)
		c := s.Copy()
		for _, a := range turn {
			c.Play(a, nil)
		}
		j.verdict = chances(c, s.To)
		j.verdict.Proven = b.proven
		if b.proven > 0 {
			for seat := range j.verdict.Chance {
				j.verdict.Chance[seat] = 0
				if s.R.Partners(seat, s.To) {
					j.verdict.Chance[seat] = 1
				}
			}
		}
		return game.Action(turn[0])
	})
	return j
}

type judging struct {
	*search.Task
	seat    int
	verdict game.Verdict
}

func (j *judging) Verdict() game.Verdict {
	v := j.verdict
	v.Seat, v.Best = j.seat, j.Best()
	return v
}

// chances are each seat's chance of winning in s as seat's side sees it:
// its side's estimate on a logistic scale, the rest shared by the other
// sides alike.
func chances(s *State, seat int) game.Verdict {
	c := 1 / (1 + math.Exp(-Evaluate(s, seat)/judgeScale))
	if s.Over {
		c = 0
		if len(s.Res.Winners) > 0 && s.R.Partners(s.Res.Winners[0], seat) {
			c = 1
		}
	}
	others := map[int]bool{}
	for x := 0; x < s.R.Seats; x++ {
		if !s.R.Partners(x, seat) {
			others[s.R.Team[x]] = true
		}
	}
	v := game.Verdict{Chance: make([]float64, s.R.Seats)}
	for x := range v.Chance {
		if s.R.Partners(x, seat) {
			v.Chance[x] = c
		} else {
			v.Chance[x] = (1 - c) / float64(max(1, len(others)))
		}
	}
	return v
}
