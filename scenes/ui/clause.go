package ui

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// clauseEnds are the marks after which a text may break between its
// parts, strongest first: a sentence's end, a clause's (";", "；"), a
// phrase's (",", "、"). A Latin mark breaks where a space follows it; a
// Japanese one where it ends a phrase (no space follows it there).
var clauseEnds = [][]string{
	{".", "!", "?", "。", "！", "？"},
	{";", "；"},
	{",", "、"},
}

// ClauseBreak is s set on the two lines it takes in f at width, broken
// at the end of one of its parts rather than between any two words: at
// the strongest mark (a sentence's end, else a clause's, else a
// phrase's) where each part fits a line and the two come out balanced
// (the shorter a third of the longer or more), the most even of those;
// else s as it is (one line, more than two, a break of its own, or no
// such mark). A status line that takes two lines reads as two phrases,
// not "... then on" / "it; Turn turns it." (the 27th reader).
func ClauseBreak(f Face, s string, width int) string {
	if strings.Contains(s, "\n") || len(WrapIn(f, s, width)) != 2 {
		return s
	}
	for _, marks := range clauseEnds {
		best, bestD := "", -1
		for i, r := range s {
			if !slices.Contains(marks, string(r)) {
				continue
			}
			at := i + utf8.RuneLen(r)
			head, tail := s[:at], s[at:]
			if !wide(r) && !strings.HasPrefix(tail, " ") {
				continue // (a decimal point, "x1.5", or a mark inside a word)
			}
			head, tail = strings.TrimRight(head, " "), strings.TrimLeft(tail, " ")
			if head == "" || tail == "" || len(WrapIn(f, head, width)) != 1 || len(WrapIn(f, tail, width)) != 1 {
				continue
			}
			w1, w2 := lineW(f, head), lineW(f, tail)
			if 3*min(w1, w2) < max(w1, w2) {
				continue
			}
			if d := max(w1-w2, w2-w1); bestD < 0 || d < bestD {
				best, bestD = head+"\n"+tail, d
			}
		}
		if bestD >= 0 {
			return best
		}
	}
	return s
}
