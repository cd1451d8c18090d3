package falconry

import (
	"fmt"
	"testing"
	"time"
)

func TestZZTrace(t *testing.T) {
	trace = func(w string, d time.Duration, a, b any) { fmt.Printf("  %s %v %v %v\n", w, d.Round(time.Millisecond), a, b) }
	for g := 0; g < 2; g++ {
		s, _ := NewState(DuelFast)
		ex, _ := NewBot("expert", uint64(g))
		st, _ := NewBot("standard", uint64(g))
		bots := [2]any{ex, st}
		if g == 1 {
			bots = [2]any{st, ex}
		}
		for !s.Over {
			b := bots[s.To].(*Bot)
			if b.level == "expert" && s.Done == 0 {
				fmt.Println(s)
			}
			th := b.Think(s.Copy())
			for !th.Step(1e9) {
			}
			s.Play(Act(th.Best()), nil)
		}
		fmt.Println("winner", s.Res.Winners, "expert seat", g)
	}
}
