package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestClauseBreak: a text on two lines breaks at the strongest part's end
// that balances them; one line, a break of its own, a mark inside a word
// ("x1.5") and parts out of balance leave it as it is.
func TestClauseBreak(t *testing.T) {
	s := "Red: tap near a dot to zoom, then on it; Turn turns it. Needed: 1 meadow."
	w, _ := Measure(s)
	got := ClauseBreak(Body, s, w*3/5)
	assert.Equal(t, "Red: tap near a dot to zoom, then on it;\nTurn turns it. Needed: 1 meadow.", got, "the clause's end: the sentence's leaves 'Needed: 1 meadow.' under a line three times as long")
	assert.Equal(t, s, ClauseBreak(Body, s, w), "one line")
	assert.Equal(t, "a\nb", ClauseBreak(Body, "a\nb", 10), "a break of its own")
	j := "赤：カードを置く辺りをタップし、次に置く場所をタップ。「回す」で回転。必要：牧草地1。"
	jw, _ := Measure(j)
	assert.Equal(t, "赤：カードを置く辺りをタップし、次に置く場所をタップ。\n「回す」で回転。必要：牧草地1。", ClauseBreak(Body, j, jw*3/4), "after a Japanese sentence's end, no space")
	x := "Zoom to x1.5 to see all the little doves on the board and then lay them"
	xw, _ := Measure(x)
	assert.False(t, strings.Contains(ClauseBreak(Body, x, xw*3/5), "x1.\n"), "no break inside x1.5")
	u := "Red ends the turn now and then the next player draws a card. Ok."
	uw, _ := Measure(u)
	assert.Equal(t, u, ClauseBreak(Body, u, uw*4/5), "'Ok.' alone: out of balance")
}
