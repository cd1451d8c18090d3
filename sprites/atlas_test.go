package sprites

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAtlasParses(t *testing.T) {
	// A face's glyphs: the rune's step from the last, the width and the
	// advance, and the corner where a glyph does not follow the last one
	// on its row (one pixel apart).
	a, g := parseAtlas("# a comment\nsprite burger 65 419 81 431\n\nface glyph 14\n65 7 7 1 2\n1 6 7\n2 5 6 40 50\nface small 11\n65 5 6 0 0\n")
	assert.Equal(t, map[string]image.Rectangle{"burger": image.Rect(65, 419, 81, 431)}, a)
	assert.Equal(t, map[rune]Glyph{
		'A': {image.Rect(1, 2, 8, 16), 7},
		'B': {image.Rect(9, 2, 15, 16), 7},
		'D': {image.Rect(40, 50, 45, 64), 6},
	}, g[Body])
	assert.Equal(t, map[rune]Glyph{'A': {image.Rect(0, 0, 5, 11), 6}}, g[Small])
	for _, bad := range []string{"sprite burger 1 2 3\n", "1 2 3\n", "face glyph 14\nA 1 2\n", "face bold 14\n", "sprite x 1 2 3 y\n", "tile x 1 2 3 4\n", "face glyph 14\n1 2 3 4\n"} {
		assert.Panics(t, func() { parseAtlas(bad) }, "%q", bad)
	}
}

// The embedded atlas holds the sheet's sprites and the text's glyphs, each
// inside the sheet.
func TestEmbeddedAtlas(t *testing.T) {
	require.NotEmpty(t, atlas)
	require.Contains(t, glyphs, '?')
	once.Do(load)
	for name, r := range atlas {
		assert.True(t, r.In(sheet.Bounds()) && !r.Empty(), "sprite %s at %v", name, r)
	}
	for ch, gl := range glyphs {
		assert.True(t, gl.R.In(sheet.Bounds()) && gl.Adv > 0, "glyph %q at %v", ch, gl.R)
	}
}
