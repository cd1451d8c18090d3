package columba

import (
	"strings"
	"testing"
)

// Any text either is refused or reads as a position whose notation reads
// back the same.
func FuzzParse(f *testing.F) {
	f.Add("junior players=2 turn=1 to=2 phase=place card=AB/DC dovecotes=0+3,1+3 left=AB/CD board=@0,0:a*1L,a;c,d")
	f.Add("junior players=4 turn=0 to=1 phase=start dovecotes=1+1,1+1,1+1,1+1 left=AB/DC,AA/BB")
	f.Add("junior players=3 turn=9 to=3 phase=over dovecotes=1+2,1+2,1+2 left=- board=@-1,-1:a,b,.;.,c,d")
	f.Add("junior players=3 turn=9 to=3 phase=over dovecotes=1+2,1+2,1+2 left=- board=@-1,70000:a,b,.;.,c,d")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Parse(text)
		if err != nil {
			return
		}
		back, err := Parse(s.String())
		if err != nil {
			t.Fatalf("%q reads as %q, which is refused: %v", text, s.String(), err)
		}
		if back.String() != s.String() {
			t.Fatalf("%q does not read back: %q", s.String(), back.String())
		}
	})
}

// Any text is refused or reads as an action that writes back the same way.
func FuzzParseAction(f *testing.F) {
	s, err := Parse("junior players=2 turn=1 to=2 phase=place card=AB/DC dovecotes=0+3,1+3 left=AB/CD,AA/BB board=@0,0:a*1L,a;c,d")
	if err != nil {
		f.Fatal(err)
	}
	// S@0,70000 once read as S@0,4464: a space is packed in 16 bits.
	for _, a := range []string{"AB/DC@1,2", "DA/CB@-1,0", "L@0,1", "S@3,3", "end", "draw AB/CD", "start AA/BB", "S@0,70000", "F@-40000,1"} {
		f.Add(a)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := s.ParseAction(text)
		if err != nil {
			return
		}
		b, err := s.ParseAction(s.ActionString(a))
		if err != nil || b != a {
			t.Fatalf("%q reads as %q, which reads back as %v (%v)", text, s.ActionString(a), b, err)
		}
		c := s.Clone().(*State)
		before := c.String()
		if c.Apply(a, nil) != nil && c.String() != before {
			t.Fatalf("a refused %q changed the position", text)
		}
	})
}

// A space far outside any territory is refused with the reason, never
// wrapped around to another.
func TestFarSpacesAreRefused(t *testing.T) {
	s, err := Parse("junior players=2 turn=1 to=2 phase=place card=AB/DC dovecotes=0+3,1+3 left=AB/CD,AA/BB board=@0,0:a*1L,a;c,d")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"S@0,70000", "AB/DC@-101,0", "F@0,-32768"} {
		if a, err := s.ParseAction(text); err == nil || !strings.Contains(err.Error(), "within") {
			t.Errorf("%q: read as %q (%v), want refused for its distance", text, s.ActionString(a), err)
		}
	}
	if _, err := Parse("junior players=2 turn=1 to=2 phase=place card=AB/DC dovecotes=0+3,1+3 left=AB/CD,AA/BB board=@0,100:a*1L,a;c,d"); err == nil {
		t.Error("a board reaching row 101 was read")
	}
}

// The pile has no order: a position lists the cards left in any order and
// reads the same, and a bot decides the same.
func TestThePileHasNoOrder(t *testing.T) {
	for _, pair := range [][2]string{
		{"junior players=2 turn=1 to=2 phase=place card=AB/DC dovecotes=0+3,1+3 left=AB/CD,AA/BB,CC/DD,BD/DB board=@0,0:a*1L,a;c,d",
			"junior players=2 turn=1 to=2 phase=place card=AB/DC dovecotes=0+3,1+3 left=BD/DB,CC/DD,AB/CD,AA/BB board=@0,0:a*1L,a;c,d"},
		{"standard players=2 turn=2 to=1 phase=place card=AA/CB dovecotes=1+3,0+3 left=AB/CD,DD/AA,BB/CC mini=AB/DC|-|-|-|0;AD/BC|-|-|-|0 supply=15,15,15,15 falcons=12 board=@0,0:a*2L,a,b,a,a;c,d,b,b,c",
			"standard players=2 turn=2 to=1 phase=place card=AA/CB dovecotes=1+3,0+3 left=BB/CC,AB/CD,DD/AA mini=AB/DC|-|-|-|0;AD/BC|-|-|-|0 supply=15,15,15,15 falcons=12 board=@0,0:a*2L,a,b,a,a;c,d,b,b,c"},
	} {
		pilesNeverRead(t, mustParse(t, pair[0]), mustParse(t, pair[1]))
	}
}

// pilesNeverRead checks that two positions listing their pile in different
// orders are one position, and that every level decides the same in both
// (the Expert given a fixed number of rounds: its clock is the only thing
// that may differ between two runs).
func pilesNeverRead(t *testing.T, one, two *State) {
	if one.String() != two.String() {
		t.Fatalf("the order of left= matters: %q and %q", one.String(), two.String())
	}
	for _, level := range Levels {
		var got [2]string
		for i, s := range []*State{one, two} {
			b, _ := NewBot(level, 42)
			b.(*Bot).rounds = 6
			th := b.Think(s.Clone())
			for !th.Step(int64(1e9)) {
			}
			got[i] = s.ActionString(th.Best())
		}
		if got[0] != got[1] {
			t.Errorf("%s decides %s and %s", level, got[0], got[1])
		}
	}
}
