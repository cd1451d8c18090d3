package scenes

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/birdroost/roost/scenes/ui"
)

// TestADetailNeverEndsWithItsSeparator: what scored a result card, broken
// between its parts at every width from a few words to the whole, keeps
// each part whole where it fits a line and never leaves the parts'
// separator at a line's end or start (Columba's "large dovecote 20×2 ·").
func TestADetailNeverEndsWithItsSeparator(t *testing.T) {
	d := "large dovecote 20×2 · small 3 + 4 + 7 · objective not met -4 · falcons 2"
	parts := strings.Split(d, " · ")
	full, _ := ui.Measure(d)
	for w := 60; w <= full; w += 3 {
		lines := detailLines(d, w)
		for _, l := range lines {
			assert.False(t, strings.HasSuffix(l, "·") || strings.HasPrefix(l, "·"), "at %d: %q", w, l)
		}
		assert.Equal(t, strings.Join(parts, " "), strings.ReplaceAll(strings.Join(lines, " "), " · ", " "), "at %d: every word, in order", w)
		if w >= ui.WidestIn(ui.Body, parts...) { // each part whole: no more lines than parts
			assert.LessOrEqual(t, len(lines), len(parts), "at %d: %q", w, lines)
		}
	}
	assert.Equal(t, []string{"large dovecote 20×2", "small 3 + 4 + 7"}, detailLines("large dovecote 20×2 · small 3 + 4 + 7", 130))
}

// What decided a game, on two lines, breaks between its phrases at every
// width that takes two lines and holds each phrase whole: Falconry's
// "Gold completed a path of 5 along a row," / "framed on the board.",
// never "... a path of 5 along" / "a row, framed on the board." (balanced
// to a width that left two thirds of a 1280x720 window's panel empty
// beside it, reader 34). Without a phrase that balances, the lines are
// still as even as they come.
func TestAResultsReasonBreaksBetweenItsPhrases(t *testing.T) {
	reason := "Gold completed a path of 5 along a row, framed on the board."
	head, _ := ui.Measure("Gold completed a path of 5 along a row,")
	full, _ := ui.Measure(reason)
	tested := 0
	for w := head; w < full; w += 2 {
		if len(ui.Wrap(reason, w)) != 2 {
			continue
		}
		r := &Result{reason: reason}
		assert.Equal(t, []string{"Gold completed a path of 5 along a row,", "framed on the board."}, r.reasonLines(w), "at %d", w)
		tested++
	}
	assert.NotZero(t, tested)
	r := &Result{reason: "Gold completed a path of five cards along the row beside the river"}
	lines := r.reasonLines(300)
	if assert.Len(t, lines, 2) {
		a, _ := ui.Measure(lines[0])
		b, _ := ui.Measure(lines[1])
		assert.GreaterOrEqual(t, 3*b, 2*a, "%q: balanced", lines)
	}
}
