package columbiz

import (
	"testing"

	"github.com/birdroost/roost/rules/game"
)

// BenchmarkRandomGame plays whole games with random choices (rules speed).
func BenchmarkRandomGame(b *testing.B) {
	rng := game.NewRand(1)
	buf := make([]game.Action, 0, 256)
	actions := 0
	for i := 0; i < b.N; i++ {
		s := New(2 + i%3)
		for !s.Terminal() {
			var a game.Action
			if s.ToMove() == game.Chance {
				a = game.SampleChance(s, rng)
			} else {
				buf = s.Legal(buf)
				a = buf[rng.IntN(len(buf))]
			}
			if err := s.Apply(a, nil); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// benchDecision times one decision after the first roll of a mid-game turn,
// with two rolls left: the most expensive decision a bot makes.
func benchDecision(b *testing.B, level string) {
	benchDecisionAt(b, level, "board=......;......;..2...;.1..2.;.12.1.;21..2. reserve=14,13 start=1 turn=8 phase=decide seat=1 rolls=1 free=12335566")
}

func benchDecisionAt(b *testing.B, level, pos string) {
	s, err := ParseState(pos)
	if err != nil {
		b.Fatal(err)
	}
	bot, _ := NewBot(level, 1)
	for i := 0; i < b.N; i++ {
		bot.(*Bot).Decide(s)
	}
}

func BenchmarkDecisionBeginner(b *testing.B) { benchDecision(b, "beginner") }
func BenchmarkDecisionStandard(b *testing.B) { benchDecision(b, "standard") }
func BenchmarkDecisionExpert(b *testing.B)   { benchDecision(b, "expert") }

// BenchmarkDecisionExpertThree is the same decision at three seats, where
// the Expert judges its plans by the learned value.
func BenchmarkDecisionExpertThree(b *testing.B) {
	benchDecisionAt(b, "expert", "board=......;......;..2...;.1..3.;.12.1.;23..2. reserve=10,9,11 start=1 turn=8 phase=decide seat=1 rolls=1 free=12335566")
}
