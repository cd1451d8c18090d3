package scenes

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// RowPlaySlot is the room Play's triangle takes at a list row's right
// end (a row that opens something: a replay, an online game).
const RowPlaySlot = playSlot

// DrawRowMark draws a list row's marks, as the offline lists have them:
// a strip down its left edge in c (none where c is zero) and, with play,
// the triangle at its right end that says the row opens.
func DrawRowMark(dst *ebiten.Image, r image.Rectangle, c color.RGBA, play bool) {
	drawRowMarks(dst, []rowMark{{r: r, c: c, play: play}})
}
