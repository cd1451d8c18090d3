package tokyodoves

import (
	"testing"
	"time"

	"github.com/birdroost/roost/rules/search"
)

func BenchmarkPerft5(b *testing.B) {
	p := Start(false)
	for i := 0; i < b.N; i++ {
		if p.Perft(5) != 19904556 {
			b.Fatal("wrong count")
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	ps := randomPositions(1, 64)
	var buf [MaxActions]Act
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		n += len(ps[i%len(ps)].Generate(buf[:0]))
	}
	_ = n
}

// BenchmarkExpertMateIn5 times the expert's search of positions with a forced
// win in 5 plies (3 of its own moves), with the expert's real settings.
func BenchmarkExpertMateIn5(b *testing.B) {
	var ps []Pos
	for _, p := range randomPositions(11, 400) {
		if WinsWithin(p, 5, nil) && !WinsWithin(p, 3, nil) {
			ps = append(ps, p)
		}
		if len(ps) == 4 {
			break
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		bot := &Bot{level: "expert"}
		cfg, _ := bot.Config()
		t := bot.think(p, cfg, 10*time.Second)
		t.Wait()
		if st := t.Stats(); st.Score < search.Win-5 {
			b.Fatalf("no forced win found in %s", p.BoardString())
		}
	}
}
