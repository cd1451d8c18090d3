package all_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/scenetest"
)

// Every word drawn comes through the catalogue: every screen of the
// text-fit and layout tests (the shots' scenes, lessons and the online
// screens on the demo server among them) is drawn in the pseudo-language,
// where every message's own words have their vowels accented
// (lang.Stretch), and a drawn word that still has a plain vowel did not
// come through a message. Excepted by rule: a word with a digit (a
// number, a square's name), a single letter (notation, a card's mark),
// and what a message says of an argument it was given (a player's name,
// a move): the words that lang.T put in a message's places in that frame
// (lang.Args records them in a test).
func TestEveryWordFromTheCatalogue(t *testing.T) {
	all := everyScreen(t)
	for _, v := range views {
		all = append(all, screen{"view " + v.name, v.show})
	}
	sizes := []size{{1280, 720, 1}, {390, 844, 3}}
	d := scenetest.New(t)
	scenetest.OnMain(func() { lang.Pin(lang.Pseudo) })
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	lines := 0
	found := map[string][]string{} // word: where
	for _, sz := range sizes {
		for _, v := range all {
			lang.RecordArgs(true)
			texts, _ := drawn(t, d, sz, v)
			args := lang.RecordedArgs()
			lang.RecordArgs(false)
			for _, td := range texts {
				lines++
				if !utf8.ValidString(td.Text) {
					t.Errorf("%s at %dx%d: %q is not valid UTF-8", v.name, sz.w, sz.h, td.Text)
				}
				for _, w := range foreign(td.Text, args) {
					found[w] = append(found[w], fmt.Sprintf("%s at %dx%d: %q", v.name, sz.w, sz.h, td.Text))
				}
			}
		}
	}
	t.Logf("%d lines of text checked on %d screens at %d sizes", lines, len(all), len(sizes))
	var words []string
	for w := range found {
		words = append(words, w)
	}
	sort.Strings(words)
	for _, w := range words {
		t.Errorf("%q is drawn but not from the catalogue (%d times), e.g. %s", w, len(found[w]), found[w][0])
	}
}

// foreign are the words of a drawn line that did not come through a
// message in the pseudo-language (see TestEveryWordFromTheCatalogue).
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
