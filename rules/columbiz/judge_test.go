package columbiz

import (
	"testing"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// BenchmarkJudgeGame times the analysis of a whole game of three: every
// position a player acts in (the dice are not judged) of a game between
// Standard players, each judged by the Expert's choice and JudgeTime of
// random games.
func BenchmarkJudgeGame(b *testing.B) {
	positions := judgedPositions(b, 3)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := NewJudge()
		for _, p := range positions {
			th := j.Judge(p.Clone())
			for !th.Step(int64(time.Second)) {
			}
		}
	}
	b.ReportMetric(float64(len(positions)), "positions")
}

// judgedPositions plays a game between Standard players and keeps the
// positions a player acts in.
func judgedPositions(b *testing.B, seats int) []game.State {
	def, _ := game.Lookup("columbiz")
	players := make([]string, seats)
	for i := range players {
		players[i] = "standard"
	}
	m, err := game.NewMatch(def, def.Variants[0], players, 7, "")
	if err != nil {
		b.Fatal(err)
	}
	bots := make([]game.Bot, seats)
	for i := range bots {
		bots[i], _ = NewBot("standard", uint64(i+1))
	}
	var out []game.State
	for !m.State.Terminal() {
		if m.State.ToMove() == game.Chance {
			if _, err := m.ResolveChance(); err != nil {
				b.Fatal(err)
			}
			continue
		}
		out = append(out, m.State.Clone())
		th := bots[m.State.ToMove()].Think(m.State.Clone())
		for !th.Step(int64(time.Second)) {
		}
		if _, err := m.Play(th.Best()); err != nil {
			b.Fatal(err)
		}
	}
	return out
}
