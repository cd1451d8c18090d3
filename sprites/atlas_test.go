package sprites

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAtlasParses(t *testing.T) {
	a, g := parseAtlas("# a comment\nsprite burger 65 419 81 431\n\nglyph 65 1 2 8 16 7\n")
	assert.Equal(t, map[string]image.Rectangle{"burger": image.Rect(65, 419, 81, 431)}, a)
	assert.Equal(t, map[rune]Glyph{'A': {image.Rect(1, 2, 8, 16), 7}}, g[Body])
	for _, bad := range []string{"sprite burger 1 2 3\n", "glyph A 1 2 3 4 5\n", "sprite x 1 2 3 y\n", "tile x 1 2 3 4\n"} {
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
