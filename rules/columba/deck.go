// Package columba is the rules engine of Columba: a territory of 2x2 cards
// of four grounds, estates made by dovecotes, and (in the full rules)
// objectives, domesticated pigeon tiles and falcons. It knows nothing of
// pixels.
//
// The deck is data: deck.md (the project's definition, beside this file) is
// embedded and read at start-up; the tests pin the facts it lists.
package columba

import (
	"github.com/birdroost/roost/rules/game"

	_ "embed"
	"fmt"
	"strings"
)

// Ground is one of the four grounds a space shows.
type Ground uint8

// The grounds, as deck.md writes them (A-D).
const (
	Meadow Ground = iota // A
	Wheat                // B
	Marsh                // C
	Heath                // D
	NumGrounds
)

// GroundNames are the grounds' names in the game.
var GroundNames = [NumGrounds]string{"meadow", "wheat field", "marsh", "heath"}

// Letter is the ground's letter in the notation (A-D).
func (g Ground) Letter() byte { return 'A' + byte(g) }

func (g Ground) String() string { return GroundNames[g] }

// Card is a card's four spaces in reading order: top left, top right,
// bottom left, bottom right.
type Card [4]Ground

// Corner offsets of a card's spaces from its top-left space, in the order
// of Card.
var Corner = [4]Pt{{0, 0}, {1, 0}, {0, 1}, {1, 1}}

// ParseCard reads "AB/DC" (top row, slash, bottom row).
func ParseCard(s string) (Card, error) {
	var c Card
	if len(s) != 5 || s[2] != '/' {
		return c, fmt.Errorf("a card is written like AB/DC (top row / bottom row), not %q", s)
	}
	for i, ch := range []byte{s[0], s[1], s[3], s[4]} {
		if ch < 'A' || ch > 'D' {
			return c, fmt.Errorf("card %q: grounds are A-D", s)
		}
		c[i] = Ground(ch - 'A')
	}
	return c, nil
}

func (c Card) String() string {
	return string([]byte{c[0].Letter(), c[1].Letter(), '/', c[2].Letter(), c[3].Letter()})
}

// Words says what a card shows in plain words ("2 meadows, 1 marsh, 1
// heath"), for the game log; String is its notation.
func (c Card) Words() game.Msg { return CountMsg(c.Count()) }

// CountText says counts of grounds in plain English words ("1 meadow, 2
// heaths"), leaving out the grounds counted 0 (the command line's).
func CountText(n [NumGrounds]int) string {
	var parts []string
	for g, k := range n {
		if k > 0 {
			name := Ground(g).String()
			if k > 1 {
				name += "s"
			}
			parts = append(parts, fmt.Sprintf("%d %s", k, name))
		}
	}
	return strings.Join(parts, ", ")
}

// groundKeys are the grounds' names for people, and their counts.
var groundKeys = [NumGrounds][2]string{
	{"cb.ground.meadow", "cb.grounds.meadow"}, {"cb.ground.wheat", "cb.grounds.wheat"},
	{"cb.ground.marsh", "cb.grounds.marsh"}, {"cb.ground.heath", "cb.grounds.heath"},
}

// GroundName is a ground's name for people ("meadow").
func GroundName(g Ground) game.Msg { return game.M(groundKeys[g][0]) }

// CountMsg says counts of grounds for people ("1 meadow, 2 heaths"),
// leaving out the grounds counted 0; "nothing" where all are.
func CountMsg(n [NumGrounds]int) game.Msg {
	var out game.Msg
	first := true
	for g, k := range n {
		if k == 0 {
			continue
		}
		one := game.M(groundKeys[g][1], "Count", k)
		if first {
			out, first = one, false
		} else {
			out = game.M("list.comma", "Most", out, "Next", one)
		}
	}
	if first {
		return game.M("cb.nothing")
	}
	return out
}

// Turn is the card turned r quarter-turns clockwise.
func (c Card) Turn(r int) Card {
	for range r & 3 {
		c = Card{c[2], c[0], c[3], c[1]}
	}
	return c
}

// Count is how many spaces of each ground the card shows.
func (c Card) Count() [NumGrounds]int {
	var n [NumGrounds]int
	for _, g := range c {
		n[g]++
	}
	return n
}

//go:embed deck.md
var deckMD string

// Objectives are the four starting objective cards; Deck the 30
// cards of the pile, as deck.md lists them.
var Objectives, Deck = readDeck(deckMD)

// cardsIn are the cards written in a line of deck.md, "AB/CD": four of
// the letters A to D with a slash in the middle, a word of its own (no
// letter, digit or underscore touching it on either side). Written by
// hand: a regular expression here linked Go's regexp packages into the
// page, about 60 KB of its download.
func cardsIn(line string) []string {
	ground := func(b byte) bool { return 'A' <= b && b <= 'D' }
	word := func(b byte) bool {
		return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
	}
	var out []string
	for i := 0; i+5 <= len(line); i++ {
		s := line[i : i+5]
		if ground(s[0]) && ground(s[1]) && s[2] == '/' && ground(s[3]) && ground(s[4]) &&
			(i == 0 || !word(line[i-1])) && (i+5 == len(line) || !word(line[i+5])) {
			out = append(out, s)
			i += 4
		}
	}
	return out
}

// readDeck takes the cards from deck.md: the starting objectives from their
// section, and the territory cards from theirs ("each twice" doubles a
// line's cards).
func readDeck(md string) (objectives, territory []Card) {
	section := ""
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "## ") {
			section = line
			continue
		}
		if strings.HasPrefix(section, "## Facts") {
			continue
		}
		times := 1
		if strings.Contains(line, "each twice") {
			times = 2
		}
		for _, s := range cardsIn(line) {
			c, err := ParseCard(s)
			if err != nil {
				panic("columba: deck.md: " + err.Error())
			}
			for range times {
				switch {
				case strings.HasPrefix(section, "## Starting objectives"):
					objectives = append(objectives, c)
				case strings.HasPrefix(section, "## Territory cards"):
					territory = append(territory, c)
				}
			}
		}
	}
	return objectives, territory
}
