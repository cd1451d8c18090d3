package columba

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// cardsIn finds what the expression it replaced found (it linked Go's
// regexp packages into the page), in every line of deck.md and in the
// edge cases below.
func TestCardsInAsTheExpression(t *testing.T) {
	re := regexp.MustCompile(`\b[A-D]{2}/[A-D]{2}\b`)
	lines := append(strings.Split(deckMD, "\n"),
		"", "AB/CD", "AB/CDA", "xAB/CD", "_AB/CD", "AB/CD_", "AB/CD,AB/DC", "AB/CDAB/CD", "AB/CD/AB/CD",
		"ab/cd", "AE/CD", "(AB/CD)", "AB/CD AB/CD", "1AB/CD", "AB/CD1", "é AB/CD é", "ABAB/CD", "A/BC/D")
	found := 0
	for _, l := range lines {
		want := re.FindAllString(l, -1)
		assert.Equal(t, want, cardsIn(l), "%q", l)
		found += len(want)
	}
	assert.Greater(t, found, 20, "deck.md's cards")
}
