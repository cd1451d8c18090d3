package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/sprites/palette"
)

// The icons in the repository are the ones the generator makes now (run
// `make sprites` after changing the dove), and each shows the dove.
func TestIconsAreCurrent(t *testing.T) {
	for _, ic := range icons {
		f, err := os.ReadFile(filepath.Join("../..", ic.path))
		require.NoError(t, err, "%s is missing: run make sprites", ic.path)
		got, err := png.Decode(bytes.NewReader(f))
		require.NoError(t, err)
		want := icon(ic.size)
		require.Equal(t, image.Rect(0, 0, ic.size, ic.size), got.Bounds(), ic.path)
		same := true
		for y := 0; y < ic.size && same; y++ {
			for x := 0; x < ic.size; x++ {
				r1, g1, b1, a1 := got.At(x, y).RGBA()
				r2, g2, b2, a2 := want.At(x, y).RGBA()
				if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
					same = false
					break
				}
			}
		}
		assert.True(t, same, "%s differs from what sprites/gen draws: run make sprites", ic.path)

		colours := map[[4]uint8]int{}
		for i := 0; i < len(want.Pix); i += 4 {
			colours[[4]uint8(want.Pix[i:i+4])]++
		}
		assert.GreaterOrEqual(t, len(colours), 6, "%s: the rim, the tile and the dove's colours", ic.path)
		d := palette.C("dusk")
		c := want.NRGBAAt(ic.size/2, ic.size/2)
		assert.NotEqual(t, [3]uint8{d.R, d.G, d.B}, [3]uint8{c.R, c.G, c.B}, "%s: the dove covers the middle", ic.path)
		assert.Zero(t, want.NRGBAAt(0, 0).A, "%s: the corners are round", ic.path)
	}
}
