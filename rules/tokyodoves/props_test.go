package tokyodoves

import (
	"math/bits"
	"testing"

	"pgregory.net/rapid"

	"github.com/birdroost/roost/rules/game"
)

// allActs enumerates every encodable action (legal or not).
func allActs() []Act {
	var out []Act
	for t := 0; t < NumTypes; t++ {
		for sq := 0; sq < 64; sq++ {
			out = append(out, mkAct(KindPut, t, sq), mkAct(KindMove, t, sq))
		}
		out = append(out, mkAct(KindPutBack, t, 0))
	}
	return out
}

func checkInvariants(t *rapid.T, p *Pos) {
	var occ uint64
	var col [2]uint64
	for s := 0; s < 2; s++ {
		if p.Sq[s][Boss] < 0 {
			t.Fatalf("a boss left the ground: %s", p.BoardString())
		}
		for ty := 0; ty < NumTypes; ty++ {
			if q := p.Sq[s][ty]; q >= 0 {
				b := uint64(1) << uint(q)
				if occ&b != 0 {
					t.Fatalf("two doves on one square")
				}
				occ |= b
				col[s] |= b
			}
		}
	}
	if occ != p.Occ || col != p.Col {
		t.Fatalf("occupancy bitboards disagree with squares")
	}
	h, w := p.Box()
	if h > 4 || w > 4 {
		t.Fatalf("the ground grew to %dx%d: %s", w, h, p.BoardString())
	}
	rows, cols := box(p.Occ)
	if bits.TrailingZeros8(rows) != anchor || bits.TrailingZeros8(cols) != anchor {
		t.Fatalf("the box is not anchored")
	}
	if !connected(p.Occ) {
		t.Fatalf("the doves split into two flocks: %s", p.BoardString())
	}
}

func TestRandomPlayProperties(t *testing.T) {
	every := allActs()
	rapid.Check(t, func(t *rapid.T) {
		putBack := rapid.Bool().Draw(t, "putback")
		st := NewState(Start(putBack))
		m, _ := game.NewMatch(mustDef(), variantOf(&st.P), []string{"human", "human"}, 1, "")
		plies := rapid.IntRange(0, 120).Draw(t, "plies")
		var buf [MaxActions]Act
		for i := 0; i < plies && !st.Terminal(); i++ {
			p := st.P
			legal := p.Generate(buf[:0])
			if len(legal) == 0 {
				t.Fatalf("no legal action but the game goes on")
			}
			if n := p.CountActions(); n != len(legal) {
				t.Fatalf("%s: CountActions says %d, Generate lists %d", p.BoardString(), n, len(legal))
			}
			inList := map[Act]bool{}
			for _, a := range legal {
				if inList[a] {
					t.Fatalf("action listed twice")
				}
				inList[a] = true
			}
			for _, a := range every {
				err := p.Why(a)
				if inList[a] != (err == nil) {
					t.Fatalf("%s: action %v listed=%v but Why says %v", p.BoardString(), a, inList[a], err)
				}
			}
			a := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "choice")]
			before := st.Clone().(*State)
			if err := st.Apply(game.Action(a), nil); err != nil {
				t.Fatalf("listed action refused: %v", err)
			}
			if _, err := m.Play(game.Action(a)); err != nil {
				t.Fatalf("match refused: %v", err)
			}
			if before.P != p || len(before.hashes) != len(st.hashes)-1 {
				t.Fatalf("clone was not deep")
			}
			checkInvariants(t, &st.P)
			// An illegal action leaves the state untouched.
			snap := *st
			for _, x := range every[:40] {
				if st.Terminal() {
					break
				}
				if st.P.Why(x) != nil {
					if err := st.Apply(game.Action(x), nil); err == nil {
						t.Fatalf("illegal action applied")
					}
					if st.P != snap.P || st.Ply != snap.Ply {
						t.Fatalf("refused action changed the state")
					}
				}
			}
		}
		// The record replays to the same final state.
		r, err := game.LoadRecord(m.Record())
		if err != nil {
			t.Fatalf("record does not load: %v\n%s", err, m.Record())
		}
		if r.State.String() != st.String() || r.State.Terminal() != st.Terminal() {
			t.Fatalf("replay differs: %s vs %s", r.State, st)
		}
	})
}

func mustDef() *game.Def {
	d, err := game.Lookup("tokyodoves")
	if err != nil {
		panic(err)
	}
	return d
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"b;B", "b;B green", "b...;B...;....;....", ".b.;yBA;.M. red", "bb;B", "b;;B", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s, false)
		if err != nil {
			return
		}
		// Whatever parses is a sound position that writes back the same.
		q, err := ParsePosition(p.BoardString()+" "+map[uint8]string{0: "red", 1: "green"}[p.Side], false)
		if err != nil || q != p {
			t.Fatalf("%q -> %q does not round-trip: %v", s, p.BoardString(), err)
		}
		var buf [MaxActions]Act
		for _, a := range p.Generate(buf[:0]) {
			c := p
			c.Play(a)
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"+Yse", "Bn", "Tn3", "Hn2e", "-Y", "+bs", "", "+", "Xn", "Bq", "Bn9e9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := Start(true)
		p.Play(mkAct(KindPut, Razor, int(p.Sq[Red][Boss])+8))
		a, err := p.ParseAct(s)
		if err != nil {
			return
		}
		if !p.Legal(a) {
			t.Fatalf("%q parsed to an illegal action", s)
		}
		if b, err := p.ParseAct(p.ActString(a)); err != nil || b != a {
			t.Fatalf("%q does not round-trip", s)
		}
	})
}
