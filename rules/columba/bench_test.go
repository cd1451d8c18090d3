package columba

import (
	"math/rand/v2"
	"testing"

	"github.com/birdroost/roost/rules/game"
)

// midGame is the position after n random actions of a full-rules game
// (a fixed seed), in the phase where a card is to be laid.
func midGame(b *testing.B, n int) *State {
	rng := rand.New(rand.NewPCG(3, 9))
	s, _ := New(VariantStandard, 3)
	var buf []game.Action
	for i := 0; i < n || s.Phase != PhasePlace; i++ {
		buf = s.Legal(buf)
		if len(buf) == 0 || s.Terminal() {
			b.Fatal("the game ended early")
		}
		if err := s.Apply(buf[rng.IntN(len(buf))], nil); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkLegalPlacements lists the placements of the card in hand in a
// mid-game territory (40 random actions into a three-player game).
func BenchmarkLegalPlacements(b *testing.B) {
	s := midGame(b, 40)
	var buf []game.Action
	b.ResetTimer()
	n := 0
	for range b.N {
		buf = s.Legal(buf)
		n = len(buf)
	}
	b.ReportMetric(float64(n), "placements")
	b.ReportMetric(float64(len(s.T.Spaces)), "spaces")
}

// BenchmarkRandomGame plays whole full-rules games of three players with
// random legal actions.
func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []game.Action
	for range b.N {
		s, _ := New(VariantStandard, 3)
		for !s.Terminal() {
			buf = s.Legal(buf)
			_ = s.Apply(buf[rng.IntN(len(buf))], nil)
		}
	}
}
