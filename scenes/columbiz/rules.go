package columbiz

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// rulesPages are the rules in Roost's own words, with the game's dice,
// pawns and board.
var rulesPages = []scenes.RulesPage{
	{Title: "The goal", Text: "Score more points than everyone else. Points come from lines of three or more of your pawns, and from the rival pawns you capture: the more you hold, the more each one is worth.\n\nEach player has a colour and a symbol: 18 pawns each with two players, 13 with three, 10 with four. Everyone rolls one die to decide who starts; ties roll again.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			for seat := 0; seat < 4; seat++ {
				Pawn(dst, seat, r.Min.X+20+seat*36, r.Min.Y+20, 2)
				ui.Text(dst, cz.ColourNames[seat], r.Min.X+16+seat*36, r.Min.Y+52, ui.Ink)
			}
		}},
	{Title: "Rolling", Text: "Your turn starts with all eight dice. You may roll up to three times in all. After a roll, pick any dice to set aside: they stay aside for the rest of the turn, and only the others roll again. You may stop rolling whenever you like.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			for i, f := range []int{5, 5, 5} {
				ui.Sprite(dst, fmt.Sprintf("die_%d_kept", f), r.Min.X+i*36, r.Min.Y+10, 2)
			}
			ui.Text(dst, "set aside", r.Min.X+110, r.Min.Y+20, ui.Wood)
			for i, f := range []int{1, 2, 3, 3, 6} {
				ui.Sprite(dst, fmt.Sprintf("die_%d", f), r.Min.X+(i%3)*36, r.Min.Y+56+(i/3)*36, 2)
			}
			ui.Text(dst, "roll again", r.Min.X+110, r.Min.Y+80, ui.Wood)
		}},
	{Title: "The board", Text: "Each column belongs to a die face, shown at its top. The number in a space is how many dice of that face a pawn there costs: one in the bottom row, up to six at the top.\n\nWe name a space by face and cost: 5/3 is the space of column five that needs three fives.",
		Art: func(dst *ebiten.Image, r image.Rectangle) { drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, nil) }},
	{Title: "Placing pawns", Text: "Spend your dice to put pawns on empty spaces; dice once spent are gone for this turn. Place at least one pawn and at most four (three with four players). Once a pawn is down, no more rolling.\n\nWith 1-2-3-3-5-5-5-6 you could take 3/2 and 5/3, or 3/2, 5/1 and 5/2. If no pawn fits anywhere, three pawns of your reserve go aside instead.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			for i, f := range []int{1, 2, 3, 3, 5, 5, 5, 6} {
				ui.Sprite(dst, fmt.Sprintf("die_%d", f), r.Min.X+i*18, r.Min.Y, 1)
			}
			drawMiniBoard(dst, r.Min.X+3, r.Min.Y+24, map[[2]int]int{{2, 1}: 0, {4, 2}: 0})
		}},
	{Title: "Capturing", Text: "A pawn captures every rival pawn lower down in its own column, whatever the gap. Captured pawns leave the board and go to your prison.\n\nSo a pawn high up is safe and dangerous, and a pawn in the bottom row is cheap but easy prey.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, map[[2]int]int{{5, 0}: 1, {5, 1}: 2, {5, 3}: 0})
			ui.Text(dst, "6/4 takes", r.Min.X+10, r.Min.Y+176, ui.Wood)
			ui.Text(dst, "both pawns below", r.Min.X+10, r.Min.Y+188, ui.Wood)
		}},
	{Title: "Lines", Text: "Three or more of your pawns in an unbroken row, column or diagonal score at once: 3 in a line is worth 1 point, 4 is 2, 5 is 3, 6 is 4. Making a line longer scores again for its new length, and one pawn can score in several directions.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, map[[2]int]int{{0, 0}: 0, {1, 1}: 0, {2, 2}: 0, {3, 0}: 1, {3, 1}: 1})
			ui.Text(dst, "3 in a line: +1", r.Min.X, r.Min.Y+176, ui.Red)
		}},
	{Title: "The end", Text: "When a player places or sets aside their last pawn, the round is played out so that everyone has had as many turns; players without pawns skip.\n\nThen captures score: 1 pawn 1 point, 2 = 2, 3 = 4, 4 = 6, 5 = 9, 6 = 12, 7 = 16, 8 = 20, 9 = 25, 10 = 30, 11 = 36, 12 = 42, and so on. Lines plus captures: the highest total wins, and equal totals share the win."},
	{Title: "On screen", Text: "Press Roll (or Space). Click or tap dice to set them aside: they move up to the shelf, then Roll again. Lit spaces are those your dice pay for; point at one to see which dice it spends. Click it to place, then End turn (or Enter).\n\nUndo takes back pawns placed this turn, never a roll. Hint asks the Expert."},
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
				ui.Centered(dst, fmt.Sprint(cz.Need(c, r)), cx+cell/2, cy+cell/2-5, palette.C("wood"))
			}
		}
	}
}
