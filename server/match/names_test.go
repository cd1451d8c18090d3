package match

import (
	"testing"

	"github.com/birdroost/roost/online"
)

// Names that look alike share a key; names that do not, do not.
func TestLookAlikeNames(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		alike bool
	}{
		{"ann", "Ann", true},
		{"ann", "ANN", true},
		{"ann", "\u0430nn", true}, // Cyrillic а
		{"paypal", "p\u0430yp\u0430l", true},
		{"Kenji", "Kenj\u0456", true}, // Ukrainian і
		{"oscar", "0scar", true},
		{"lena", "Iena", true}, // capital I
		{"mia", "rnia", true},
		{"ann", "anna", false},
		{"Lena", "Lina", false},
		{"Kenji", "Kenzo", false},
		{"ann_1", "ann-1", false},
	} {
		if got := LookAlike(c.a, c.b); got != c.alike {
			t.Errorf("LookAlike(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

// The one check of names refuses controls, formatting and bidi characters,
// spaces, markup and emoji, and names not in NFC; it takes letters of any
// script.
func TestTheNameCheck(t *testing.T) {
	for _, bad := range []string{
		"Robert');DROP TABLE users;--", "ann\u202Eevil", "an\u200Bn", "<b>ann</b>", "ann smith", "ann😀",
		"ann\x00", "ann\u0007", "an\u00ADn", "ab", "abcdefghijklmnopqrstu", "e\u0301ric", // e + combining acute: not NFC
		"\u0301ann", "a\u0301\u0301\u0301nn", "ＡＮＮ", "ﬁne",
	} {
		if online.CheckName(bad) == nil {
			t.Errorf("%q taken", bad)
		}
	}
	for _, good := range []string{"ann", "Lena_2", "kenji.k", "Éric", "Мария", "さくら", "李小龍", "नमस्ते"} {
		if err := online.CheckName(good); err != nil {
			t.Errorf("%q refused: %v", good, err)
		}
	}
}
