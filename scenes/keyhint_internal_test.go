package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// The expression the hand-written cutKeyAtEnd replaced (it linked Go's
// regexp packages into the page): both give the same text for every
// message of every language and for the edge cases below.
var keyAtEndRE = regexp.MustCompile(`\s?[(（][^()（）]{1,12}[)）]([.。]?)$`)

func TestCutKeyAtEndAsTheExpression(t *testing.T) {
	cases := []string{
		"", ".", ")", "()", "( )", "Undo (Z).", "Undo (Z)", "Undo  (Z).", "Undo\t(Left)",
		"元に戻す（Z）。", "元に戻す（←）", "元に戻す （←）。", "Mixed (←）.", "Twelve (abcdefghijkl).",
		"Thirteen (abcdefghijklm).", "Nested ((Z)).", "Open (Z", "(Z)", " (Z)", "Stop after (Z)..",
		"A (b) c (d).", "Keys (Ctrl+Z)", "New\nline (Z).", "Word(Z).", "Half (Z)。", "Full （Z）.",
	}
	files, err := filepath.Glob("../lang/messages/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no message files: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, v := range m {
			switch v := v.(type) {
			case string:
				cases = append(cases, v)
			case map[string]any:
				for _, w := range v {
					if w, ok := w.(string); ok {
						cases = append(cases, w)
					}
				}
			}
		}
	}
	cut := 0
	for _, s := range cases {
		want := keyAtEndRE.ReplaceAllString(s, "$1")
		if got := cutKeyAtEnd(s); got != want {
			t.Errorf("cutKeyAtEnd(%q) = %q, the expression gives %q", s, got, want)
		}
		if want != s {
			cut++
		}
	}
	if cut < 10 {
		t.Errorf("only %d of %d texts had a key to cut: the test reads too little", cut, len(cases))
	}
}
