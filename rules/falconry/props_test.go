package falconry

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/birdroost/roost/rules/game"
)

// candidates lists every action that could be written for s: every kind put
// on every space of the grid and one space beyond, every card moved from
// every space to every other.
func candidates(s *State) []Act {
	var out []Act
	b := &s.B
	for y := -1; y <= b.H; y++ {
		for x := -1; x <= b.W; x++ {
			if x < 0 || y < 0 {
				continue
			}
			to := Pt{x, y}
			for k := Marker; k <= Falconer; k++ {
				out = append(out, Place(k, to))
			}
			for i := range b.Cells {
				if b.Cells[i].N > 0 {
					out = append(out, Move(Pt{i % b.W, i / b.W}, to))
				}
			}
		}
	}
	return out
}

func checkInvariants(t *rapid.T, s *State) {
	var onBoard [4][4]int
	acted := 0
	b := &s.B
	for i := range b.Cells {
		st := &b.Cells[i]
		for j, c := range st.C[:st.N] {
			onBoard[c.Owner()][c.Kind()]++
			if c.Acted() {
				acted++
				if c.Owner() != s.To {
					t.Fatalf("a card of seat %d is marked as played in seat %d's turn", c.Owner()+1, s.To+1)
				}
			}
			if j > 0 && st.C[j-1].Kind() >= c.Kind() {
				t.Fatalf("stack out of order: %s", s)
			}
		}
		if st.N > 0 && !s.Over {
			p := Pt{i % b.W, i / b.W}
			o := st.Top().Owner()
			if n, _ := b.Longest(p, o); n >= s.R.PathLen[o] {
				t.Fatalf("seat %d has a path of %d but the game goes on: %s", o+1, n, s)
			}
		}
	}
	for seat := 0; seat < s.R.Seats; seat++ {
		h := s.Hands[seat]
		if h.Markers+onBoard[seat][Marker] != s.R.Markers[seat] {
			t.Fatalf("seat %d's markers are not conserved", seat+1)
		}
		if h.Bird == (onBoard[seat][Bird] == 1) || h.Falconer == (onBoard[seat][Falconer] == 1) {
			t.Fatalf("seat %d's bird or falconer is in two places (or none)", seat+1)
		}
	}
	if !s.Over && acted != s.Done {
		t.Fatalf("%d cards marked as played, but %d actions done", acted, s.Done)
	}
	// The grid is cut to the cards plus one empty space all round.
	lo, hi, _ := b.bounds()
	if lo != (Pt{1, 1}) || hi != (Pt{b.W - 2, b.H - 2}) {
		t.Fatalf("grid not cut to the cards: %v %v in %dx%d", lo, hi, b.W, b.H)
	}
}

func TestRandomPlayProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v := rapid.SampledFrom(Variants).Draw(t, "variant")
		s, _ := NewState(v)
		def, _ := game.Lookup("falconry")
		players := make([]string, s.R.Seats)
		for i := range players {
			players[i] = "human"
		}
		m, err := game.NewMatch(def, v, players, 1, "")
		if err != nil {
			t.Fatal(err)
		}
		most := 90
		if testing.Short() { // the WebAssembly and race runs
			most = 25
		}
		steps := rapid.IntRange(0, most).Draw(t, "actions")
		for i := 0; i < steps && !s.Over; i++ {
			checkInvariants(t, s)
			legal := s.Generate(nil)
			if len(legal) == 0 {
				t.Fatalf("no legal action but the game goes on: %s", s)
			}
			listed := map[Act]bool{}
			for _, a := range legal {
				if listed[a] {
					t.Fatalf("%s listed twice", s.Notate(a))
				}
				listed[a] = true
			}
			before := s.String()
			var every []Act
			if i%4 == 0 {
				every = candidates(s) // every writable action, now and then (it is slow)
			}
			for _, a := range every {
				err := s.Check(a)
				if listed[a] != (err == nil) {
					t.Fatalf("%s: listed %v but Check says %v in %s", s.Notate(a), listed[a], err, before)
				}
				if err != nil {
					if e := s.Apply(game.Action(a), nil); e == nil || s.String() != before {
						t.Fatalf("refused action %s changed the position", s.Notate(a))
					}
				}
			}
			// Notation round trip of position and action.
			back, err := ParsePosition(v, before)
			if err != nil || back.String() != before {
				t.Fatalf("position %q reads back as %v (%v)", before, back, err)
			}
			a := rapid.SampledFrom(legal).Draw(t, "action")
			txt := s.Notate(a)
			if got, err := s.ReadAct(txt); err != nil || got != a {
				t.Fatalf("action %q reads back as %v (%v)", txt, got, err)
			}
			c := s.Copy()
			var ev []game.Event
			if err := s.Apply(game.Action(a), &ev); err != nil {
				t.Fatalf("listed action %s refused: %v", txt, err)
			}
			if c.String() != before {
				t.Fatalf("a copy changed with its original")
			}
			if len(ev) == 0 {
				t.Fatalf("no event for %s", txt)
			}
			if _, err := m.PlayText(txt); err != nil {
				t.Fatalf("match refused %s: %v", txt, err)
			}
		}
		// The record replays to the same position.
		r, err := game.LoadRecord(m.Record())
		if err != nil {
			t.Fatal(err)
		}
		if r.State.String() != s.String() || m.State.String() != s.String() {
			t.Fatalf("record replays to %s, not %s", r.State, s)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"f1,f2;b2,b1 to=1", "m1b2f1,.;f2,m2 to=2", ".,F1;.,f2;b2,b1 to=1", "f1 over winner=1,3", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, v := range []string{Duel, Joint} {
			s, err := ParsePosition(v, text)
			if err != nil {
				continue
			}
			back, err := ParsePosition(v, s.String())
			if err != nil || back.String() != s.String() {
				t.Fatalf("%q -> %q does not read back (%v)", text, s, err)
			}
			if !s.Over {
				for _, a := range s.Generate(nil) {
					if err := s.Check(a); err != nil {
						t.Fatalf("listed %s refused: %v", s.Notate(a), err)
					}
				}
			}
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"m@1,0", "b2,2@1,0", "f1,1@1,2", "m@-1,3", "@", "b@,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, _ := NewState(DuelFast)
		before := s.String()
		a, err := s.ParseAction(text)
		if err != nil {
			if s.String() != before {
				t.Fatal("a refused action changed the position")
			}
			return
		}
		if err := s.Apply(a, nil); err != nil {
			t.Fatalf("parsed action %q refused: %v", text, err)
		}
	})
}
