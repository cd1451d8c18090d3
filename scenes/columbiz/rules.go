package columbiz

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// rulesPages are the rules in Roost's own words, with the game's dice,
// pawns and board.
var rulesPages = []scenes.RulesPage{
	{Title: "rules.cbz.1.title", Text: "rules.cbz.1.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			step := 40 // wider where the colours' names are longer: a clear gap between them
			for seat := 0; seat < 4; seat++ {
				w, _ := ui.Measure(lang.Say(game.Colour(cz.ColourNames[seat])))
				step = max(step, w+14)
			}
			pw, _ := sprites.Size("pawn_0")
			for seat := 0; seat < 4; seat++ {
				x := r.Min.X + step/2 - pw + seat*step // the pawn, its name centred under it
				Pawn(dst, seat, x, r.Min.Y+20, 2)
				ui.Centered(dst, lang.Say(game.Colour(cz.ColourNames[seat])), x+pw, r.Min.Y+52, ui.Ink)
			}
		}},
	{Title: "rules.cbz.2.title", Text: "rules.cbz.2.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			for i, f := range []int{5, 5, 5} {
				ui.Sprite(dst, fmt.Sprintf("die_%d_kept", f), r.Min.X+i*36, r.Min.Y+10, 2)
			}
			ui.FitText(dst, lang.T("rules.cbz.art.aside"), r.Min.X+110, r.Min.Y+20, r.Max.X-(r.Min.X+110), ui.Wood)
			for i, f := range []int{1, 2, 3, 3, 6} {
				ui.Sprite(dst, fmt.Sprintf("die_%d", f), r.Min.X+(i%3)*36, r.Min.Y+56+(i/3)*36, 2)
			}
			ui.FitText(dst, lang.T("rules.cbz.art.again"), r.Min.X+110, r.Min.Y+80, r.Max.X-(r.Min.X+110), ui.Wood)
		}},
	{Title: "rules.cbz.3.title", Text: "rules.cbz.3.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) { drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, nil) }},
	{Title: "rules.cbz.4.title", Text: "rules.cbz.4.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			for i, f := range []int{1, 2, 3, 3, 5, 5, 5, 6} {
				ui.Sprite(dst, fmt.Sprintf("die_%d", f), r.Min.X+i*18, r.Min.Y, 1)
			}
			drawMiniBoard(dst, r.Min.X+3, r.Min.Y+24, map[[2]int]int{{2, 1}: 0, {4, 2}: 0})
		}},
	{Title: "rules.cbz.5.title", Text: "rules.cbz.5.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, map[[2]int]int{{5, 0}: 1, {5, 1}: 2, {5, 3}: 0})
			ui.FitText(dst, lang.T("rules.cbz.art.takes"), r.Min.X+10, r.Min.Y+176, r.Max.X-(r.Min.X+10), ui.Wood)
			ui.FitText(dst, lang.T("rules.cbz.art.below"), r.Min.X+10, r.Min.Y+188, r.Max.X-(r.Min.X+10), ui.Wood)
		}},
	{Title: "rules.cbz.6.title", Text: "rules.cbz.6.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, map[[2]int]int{{0, 0}: 0, {1, 1}: 0, {2, 2}: 0, {3, 0}: 1, {3, 1}: 1})
			ui.FitText(dst, lang.T("rules.cbz.art.line"), r.Min.X, r.Min.Y+176, r.Max.X-(r.Min.X), palette.C("wine"))
		}},
	{Title: "rules.cbz.7.title", Text: "rules.cbz.7.text"},
	{Title: "rules.cbz.8.title", Text: "rules.cbz.8.text"},
}

// drawMiniBoard draws a small Columbiz board (16px spaces) with pawns given
// by (column, row) -> seat.
func drawMiniBoard(dst *ebiten.Image, x, y int, pawns map[[2]int]int) {
	const cell = 22
	ui.FillRect(dst, image.Rect(x-3, y-3, x+cz.Cols*cell+3, y+cz.Rows*cell+cell+3), palette.C("bark"))
	for c := 0; c < cz.Cols; c++ {
		ui.Sprite(dst, fmt.Sprintf("die_%d", cz.Face(c)), x+c*cell+4, y+2, 1)
		for r := 0; r < cz.Rows; r++ {
			cx, cy := x+c*cell, y+cell+(cz.Rows-1-r)*cell
			bg := palette.C("sand")
			if (c+r)%2 == 0 {
				bg = palette.C("tan")
			}
			ui.FillRect(dst, image.Rect(cx+1, cy+1, cx+cell-1, cy+cell-1), bg)
			if seat, ok := pawns[[2]int{c, r}]; ok {
				Pawn(dst, seat, cx+5, cy+4, 1)
			} else {
				ui.Centered(dst, fmt.Sprint(cz.Need(c, r)), cx+cell/2, cy+cell/2-5, ui.Ink)
			}
		}
	}
}
