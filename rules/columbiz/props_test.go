package columbiz

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/birdroost/roost/rules/game"
)

// someActions lists a spread of encodable actions, legal or not.
func someActions() []game.Action {
	out := []game.Action{0, ActEnd, ActAside, 1 << 40}
	for c := 0; c < 8; c++ {
		for r := 0; r < 8; r++ {
			out = append(out, game.Action(kindPlace<<32|uint64(c<<3|r)))
		}
	}
	subsets(Dice{0, 2, 2, 1, 1, 1, 1}, func(d Dice) {
		out = append(out, RollAction(d), RolledAction(d))
	})
	for p := uint64(0); p < 64; p++ {
		out = append(out, game.Action(kindRolloff<<32|p))
	}
	return out
}

func TestRandomPlayProperties(t *testing.T) {
	every := someActions()
	rapid.Check(t, func(t *rapid.T) {
		seats := rapid.IntRange(2, 4).Draw(t, "seats")
		s := New(seats)
		rng := game.NewRand(rapid.Uint64().Draw(t, "seed"))
		for steps := 0; !s.Terminal(); steps++ {
			if steps > 2000 {
				t.Fatalf("the game did not end")
			}
			if err := s.check(); err != nil {
				t.Fatalf("%v in %s", err, s)
			}
			legal := s.Legal(nil)
			if len(legal) == 0 {
				t.Fatalf("no legal action in %s", s)
			}
			in := map[game.Action]bool{}
			for _, a := range legal {
				in[a] = true
			}
			// Every other action is refused and changes nothing (checked at
			// one step in four to keep the test quick).
			for _, a := range every {
				if in[a] || steps%4 != 0 {
					continue
				}
				before := *s
				if err := s.Apply(a, nil); err == nil {
					t.Fatalf("%s was accepted in %s but is not listed", s.ActionString(a), before.String())
				}
				if *s != before {
					t.Fatalf("a refused action changed the state")
				}
			}
			var a game.Action
			if s.ToMove() == game.Chance {
				a = game.SampleChance(s, rng)
			} else {
				a = legal[rng.IntN(len(legal))]
			}
			c := s.Clone().(*State)
			if err := s.Apply(a, nil); err != nil {
				t.Fatalf("listed action %s refused: %v", c.ActionString(a), err)
			}
			if *c == *s && c.Phase != PhaseRolloff { // a repeated tie changes nothing
				t.Fatalf("%s changed nothing", c.ActionString(a))
			}
		}
		// Everyone played equally often, except that players who ran out of
		// pawns may have skipped the last round.
		most := 0
		for i := 0; i < seats; i++ {
			most = max(most, int(s.Turns[i]))
		}
		for i := 0; i < seats; i++ {
			if int(s.Turns[i]) != most && s.Reserve[i] != 0 {
				t.Fatalf("seat %d played %d turns, others %d: %s", i+1, s.Turns[i], most, s)
			}
		}
		sum := 0.0
		for _, r := range s.Returns() {
			sum += r
		}
		if sum < 0.999 || sum > 1.001 {
			t.Fatalf("returns sum to %v", sum)
		}
	})
}

func FuzzParseState(f *testing.F) {
	f.Add(empty + " reserve=18,18 start=1 phase=decide rolls=3 free=12335556")
	f.Add("board=......;...3..;..3..4;1..14.;231.31;232.42 reserve=2,0,2,2 aside=0,0,0,0 prison=3344,11444,11222,2223 lines=0,0,0,0 turns=5,5,4,5 start=4 turn=19 phase=place seat=3 rolls=3 kept=15666 free=256 spent=2 placed=1 ending=yes")
	f.Add(empty + " reserve=13,13,13 contend=1,3")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseState(text)
		if err != nil {
			return
		}
		again, err := ParseState(s.String())
		if err != nil {
			t.Fatalf("%q reads back with an error: %v", s.String(), err)
		}
		if again.String() != s.String() {
			t.Fatalf("%q reads back as %q", s.String(), again.String())
		}
		// Any accepted position can be played on.
		for _, a := range s.Legal(nil) {
			c := *s
			if err := c.Apply(a, nil); err != nil {
				t.Fatalf("listed %s refused in %s: %v", s.ActionString(a), s, err)
			}
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, a := range []string{"roll", "roll 556", "5/3", "end", "aside", "dice 11234556", "start 5-3"} {
		f.Add(a)
	}
	s := New(2)
	play := *pos2(empty + " reserve=18,18 start=1 phase=decide rolls=1 free=12335556")
	f.Fuzz(func(t *testing.T, text string) {
		for _, st := range []*State{s, &play} {
			a, err := st.ParseAction(text)
			if err != nil {
				continue
			}
			c := *st
			if err := c.Apply(a, nil); err != nil {
				if c != *st {
					t.Fatalf("a refused action changed the state")
				}
				continue
			}
			back, err := st.ParseAction(st.ActionString(a))
			if err != nil || back != a {
				t.Fatalf("%q does not read back", st.ActionString(a))
			}
		}
	})
}

func pos2(text string) *State {
	s, err := ParseState(text)
	if err != nil {
		panic(err)
	}
	return s
}
