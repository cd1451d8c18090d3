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
