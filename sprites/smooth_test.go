package sprites

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The title face's kana and kanji are drawn twice their size smoothed:
// a diagonal's steps become a slope (a doubled step would leave its
// corners square), while a straight stroke and a lone pixel keep their
// doubled shape.
func TestScale2xSmoothsDiagonalsOnly(t *testing.T) {
	draw := func(rows ...string) string {
		h, w := len(rows), len(rows[0])
		img := scale2x(w, h, func(x, y int) bool { return rows[y][x] == 'x' })
		var b strings.Builder
		for y := 0; y < 2*h; y++ {
			for x := 0; x < 2*w; x++ {
				if _, _, _, a := img.At(x, y).RGBA(); a > 0 {
					b.WriteByte('x')
				} else {
					b.WriteByte('.')
				}
			}
			b.WriteByte('\n')
		}
		return b.String()
	}
	assert.Equal(t, ""+
		"xx....\n"+
		"xxx...\n"+
		".xxx..\n"+
		"..xxx.\n"+
		"...xxx\n"+
		"....xx\n", draw("x..", ".x.", "..x"), "a diagonal becomes a slope")
	assert.Equal(t, ""+
		"..xx..\n"+
		"..xx..\n"+
		"..xx..\n"+
		"..xx..\n", draw(".x.", ".x."), "a straight stroke is doubled")
	assert.Equal(t, ""+
		"......\n"+
		"......\n"+
		"..xx..\n"+
		"..xx..\n"+
		"......\n"+
		"......\n", draw("...", ".x.", "..."), "a lone pixel is doubled")
}
