package tokyodoves

import (
	"math/rand/v2"
	"testing"
	"time"
)

// gameLine is a game of random moves from the start (a fixed seed): the
// positions the Expert meets one after another.
func gameLine(plies int) []Pos {
	rng := rand.New(rand.NewPCG(5, 17))
	p := Start(false)
	var out []Pos
	var buf [MaxActions]Act
	for len(out) < plies && p.Result == Ongoing {
		out = append(out, p)
		acts := p.Generate(buf[:0])
		p.Play(acts[rng.IntN(len(acts))])
	}
	return out
}

// BenchmarkExpertGame times the Expert's search as it plays a game: one bot
// searches each of 24 positions of a game in turn to a fixed depth (6), so
// that the work is the same on any machine. It reports the positions the
// search visits a second ("nodes/s").
func BenchmarkExpertGame(b *testing.B) {
	line := gameLine(24)
	var nodes int64
	start := time.Now()
	for i := 0; i < b.N; i++ {
		bot := &Bot{level: "expert"}
		cfg, _ := bot.Config()
		cfg.MaxDepth = 6
		for _, p := range line {
			t := bot.think(p, cfg, 0)
			t.Wait()
			nodes += t.Stats().Nodes
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
}
