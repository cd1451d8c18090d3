package sprites

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
)

// Every rune of every message file is baked into the sheet (make sprites
// bakes them) in every face that draws words, the body and the small face:
// none is drawn as '?'. (The figures draw scores: digits and signs. A
// WordBreak has no glyph: it is drawn as nothing.)
func TestEveryMessageRuneIsBaked(t *testing.T) {
	for _, l := range lang.Languages {
		msgs, err := lang.Messages(l.Tag)
		require.NoError(t, err)
		for id, forms := range msgs {
			for _, text := range forms {
				for _, r := range text {
					if r == WordBreak {
						continue
					}
					for _, f := range []Face{Body, Small} {
						assert.True(t, f.Has(r), "%s %s: %q is not baked in face %d (run make sprites)", l.Tag, id, r, f)
					}
				}
			}
		}
	}
}

// The figures hold every character a score is written with, in their own
// bold glyphs.
func TestFiguresAreBaked(t *testing.T) {
	for _, r := range "0123456789+-/:., " {
		assert.True(t, Figures.Has(r), "%q", r)
	}
}
