package columbiz

import (
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// JudgeTime is the random games' time on each position of an analysis.
var JudgeTime = 250 * time.Millisecond

// NewJudge makes the judge of positions for an analysis (game.Def.Judge):
// the Expert's choice, and each seat's chance from games played on at
// random (search.PlayoutJudge).
func NewJudge() game.Judge {
	return search.NewPlayoutJudge(func() game.Bot {
		b, _ := NewBot("expert", 1)
		return b
	}, JudgeTime)
}
