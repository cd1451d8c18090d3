package columba

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The facts deck.md lists about its own cards.
func TestDeckFacts(t *testing.T) {
	require.Len(t, Objectives, 4)
	require.Len(t, Deck, 30)
	for _, c := range Objectives {
		assert.Equal(t, [NumGrounds]int{1, 1, 1, 1}, c.Count(), "starting objective %s shows every ground once", c)
	}
	var spaces [NumGrounds]int
	onCards := [NumGrounds]int{}
	threeOrFour, repeat := 0, 0
	for _, c := range Deck {
		n := c.Count()
		kinds, repeats := 0, false
		for g := range NumGrounds {
			spaces[g] += n[g]
			if n[g] > 0 {
				kinds++
				onCards[g]++
			}
			repeats = repeats || n[g] > 1
		}
		if repeats {
			repeat++
		}
		assert.Greater(t, kinds, 1, "no card shows a single ground: %s", c)
		if kinds >= 3 {
			threeOrFour++
		}
	}
	assert.Equal(t, [NumGrounds]int{30, 30, 30, 30}, spaces, "30 spaces of each ground")
	assert.Equal(t, 24, threeOrFour, "24 cards show 3 or 4 grounds")
	assert.Equal(t, 18, repeat, "18 cards repeat a ground")
	assert.Equal(t, [NumGrounds]int{24, 24, 24, 24}, onCards, "each ground on 24 cards")

	// Same-ground edges inside the cards (top pair, bottom pair, left
	// column, right column) and diagonals.
	var edges, diags [NumGrounds]int
	cardsWithEdge := 0
	for _, c := range Deck {
		had := false
		for _, e := range [][2]int{{0, 1}, {2, 3}, {0, 2}, {1, 3}} {
			if c[e[0]] == c[e[1]] {
				edges[c[e[0]]]++
				had = true
			}
		}
		if had {
			cardsWithEdge++
		}
		for _, d := range [][2]int{{0, 3}, {1, 2}} {
			if c[d[0]] == c[d[1]] {
				diags[c[d[0]]]++
			}
		}
	}
	assert.Equal(t, [NumGrounds]int{4, 4, 4, 4}, edges, "16 same-ground edges, 4 per ground")
	assert.Equal(t, 12, cardsWithEdge, "on 12 cards")
	assert.Equal(t, [NumGrounds]int{2, 2, 2, 2}, diags, "2 same-ground diagonals per ground")
}

// deck.md here is the project's definition in ../shared, word for word.
func TestDeckIsTheSharedDefinition(t *testing.T) {
	shared, err := os.ReadFile("../../../shared/rulebooks/columba-deck.md")
	if err != nil {
		t.Skip("the shared rulebooks are not beside this checkout")
	}
	assert.Equal(t, string(shared), deckMD)
}

func TestCardTurns(t *testing.T) {
	c, err := ParseCard("AB/DC")
	require.NoError(t, err)
	assert.Equal(t, "AB/DC", c.String())
	assert.Equal(t, "DA/CB", c.Turn(1).String(), "a quarter-turn clockwise")
	assert.Equal(t, "CD/BA", c.Turn(2).String())
	assert.Equal(t, "BC/AD", c.Turn(3).String())
	assert.Equal(t, c, c.Turn(4))
	for _, bad := range []string{"", "AB/D", "ABDC", "AB/DE", "ab/dc"} {
		_, err := ParseCard(bad)
		assert.Error(t, err, bad)
	}
}
