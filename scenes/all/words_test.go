package all_test

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// foreign are the words of a line drawn in the pseudo-language that did
// not come through a message. In the pseudo-language every message's own
// words have their vowels (and c, n, y) accented (lang.Stretch), so a
// drawn word that still has a plain one did not come through a message.
// Excepted by rule: a word with a digit (a number, a square's name), a
// single letter (notation, a card's mark), and the words a message was
// given as arguments in that frame (a player's name, typed text, a move:
// args, from lang.RecordArgs).
func foreign(line string, args map[string]bool) []string {
	var out []string
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if utf8.RuneCountInString(w) < 2 || strings.IndexFunc(w, unicode.IsDigit) >= 0 || args[w] {
			continue
		}
		if strings.ContainsAny(w, "aeiouAEIOUcnyCNY") { // what Stretch accents
			out = append(out, w)
		}
	}
	return out
}
