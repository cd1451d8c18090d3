package sprites

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
)

// Every rune of every message file is baked into the sheet (make sprites
// bakes them): none is drawn as '?'.
func TestEveryMessageRuneIsBaked(t *testing.T) {
	for _, l := range lang.Languages {
		msgs, err := lang.Messages(l.Tag)
		require.NoError(t, err)
		for id, forms := range msgs {
			for _, text := range forms {
				for _, r := range text {
					_, ok := glyphs[r]
					assert.True(t, ok, "%s %s: %q is not baked (run make sprites)", l.Tag, id, r)
				}
			}
		}
	}
}
