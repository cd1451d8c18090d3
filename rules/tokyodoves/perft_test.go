package tokyodoves

import "testing"

func TestPerftStart(t *testing.T) {
	want := []uint64{29, 827, 26266}
	if !testing.Short() {
		want = append(want, 727406)
	}
	p := Start(false)
	for d, w := range want {
		if got := p.Perft(d + 1); got != w {
			t.Errorf("perft %d = %d, want %d", d+1, got, w)
		}
	}
	pb := Start(true)
	if got := pb.Perft(3); got != 26981 {
		t.Errorf("perft 3 with put-back = %d, want 26981", got)
	}
}

func TestBoardStringRoundTrip(t *testing.T) {
	for _, s := range []string{"b;B", "b...;B...;....;....", ".b.;yBA;.M.", "bT..;.BA.;..Hy;...."} {
		p, err := ParseBoard(s, false)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		q, err := ParseBoard(p.BoardString(), false)
		if err != nil || q != p {
			t.Fatalf("%s -> %s does not round-trip", s, p.BoardString())
		}
	}
	p, _ := ParseBoard("b...;B...;....;....", false)
	if p.BoardString() != "b;B" || p != Start(false) {
		t.Fatalf("padded start reads as %q", p.BoardString())
	}
	for _, bad := range []string{"", "b", "b;B;.;.;.", "bx;B.", "b.;.B;", "bb;BB", "b..;...;..B"} {
		if _, err := ParseBoard(bad, false); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
}

func TestActionRoundTrip(t *testing.T) {
	p := Start(true)
	var buf [MaxActions]Act
	for ply := 0; ply < 40 && p.Result == Ongoing; ply++ {
		moves := p.Generate(buf[:0])
		for _, a := range moves {
			s := p.ActString(a)
			b, err := p.ParseAct(s)
			if err != nil || b != a {
				t.Fatalf("%s: %q parses to %v, %v", p.BoardString(), s, b, err)
			}
		}
		p.Play(moves[(ply*7)%len(moves)])
	}
}

func TestPerftParallelAgrees(t *testing.T) {
	p := Start(true)
	if got, want := p.PerftParallel(4, 3), p.Perft(4); got != want {
		t.Fatalf("parallel %d, serial %d", got, want)
	}
}
