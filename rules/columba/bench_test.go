package columba

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// midGame is the position after n random actions of a full-rules game
// (a fixed seed), in the phase where a card is to be laid.
func midGame(b *testing.B, n int) *State { return midGameOf(b, VariantStandard, n) }

// midGameOf is midGame in a variant.
func midGameOf(b *testing.B, variant string, n int) *State {
	rng := rand.New(rand.NewPCG(3, 9))
	s, _ := New(variant, 3)
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

// BenchmarkExpertTurns plays full-rules games of the Expert against the
// Standard and reports the Expert's longest turn (all its decisions of one
// turn together, an objective chain included) and its longest decision.
func BenchmarkExpertTurns(b *testing.B) {
	var maxTurn, maxDecision time.Duration
	for i := range b.N {
		s, _ := New(VariantStandard, 2)
		rng := game.NewRand(uint64(i))
		ex, _ := NewBot("expert", uint64(i))
		st, _ := NewBot("standard", uint64(i))
		bots := []game.Bot{ex, st}
		turnTime, turn := time.Duration(0), -1
		for !s.Terminal() {
			if s.ToMove() == game.Chance {
				out := s.ChanceOutcomes()
				_ = s.Apply(out[rng.IntN(len(out))].Action, nil)
				continue
			}
			seat := s.ToMove()
			if s.Turn() != turn {
				turn, turnTime = s.Turn(), 0
			}
			start := time.Now()
			th := bots[seat].Think(s.Clone())
			for !th.Step(int64(time.Second)) {
			}
			d := time.Since(start)
			if seat == 0 {
				turnTime += d
				maxTurn, maxDecision = max(maxTurn, turnTime), max(maxDecision, d)
			}
			if err := s.Apply(th.Best(), nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(maxTurn.Microseconds())/1000, "max-turn-ms")
	b.ReportMetric(float64(maxDecision.Microseconds())/1000, "max-decision-ms")
}

// BenchmarkOptions judges every placement of a mid-game card (the
// Standard's decision, and one step of the Expert's lookahead).
func BenchmarkOptions(b *testing.B) {
	for _, v := range []string{VariantJunior, VariantStandard} {
		b.Run(v, func(b *testing.B) {
			s := midGameOf(b, v, 40)
			b.ResetTimer()
			n := 0
			for range b.N {
				n = len(options(s, int(s.Seat), standardW, nil, false))
			}
			b.ReportMetric(float64(n), "placements")
		})
	}
}
