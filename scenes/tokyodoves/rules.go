package tokyodoves

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
)

// rulesPages are the rules in Roost's own words, with the game's cards.
var rulesPages = []scenes.RulesPage{
	{Title: "The goal", Text: "Each of you leads a flock of six doves. Win by shutting in the rival Boss: all four squares beside it (above, below, left and right) must be filled, by doves of either colour or by a wall.\n\nRed goes first. The game begins with the two Bosses beak to beak.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			DrawCard(dst, r.Min.X+30, r.Min.Y+10, td.Green, td.Boss)
			DrawCard(dst, r.Min.X+30, r.Min.Y+50, td.Red, td.Boss)
		}},
	{Title: "Your turn", Text: "Do exactly one thing, and never pass:\n- Put out a dove from your hand.\n- Move one of your doves.\n- Put one back (only with the put-back rule): any of your doves except the Boss returns to your hand.\n\nA new dove goes on an empty square touching one of your own doves, side or corner, but never right beside the rival Boss."},
	{Title: "Moving", Text: "Each dove has its own way of moving (next page). After moving, the dove must touch another dove, and all doves must still form one flock where every dove touches another, side or corner. Only the Crazy dove may jump over others."},
	{Title: "The doves", Art: drawDoveTable, Fill: true},
	{Title: "The feeding ground", Text: "There is no board: the doves are the board. The flock may never spread over more than 4 columns or 4 rows.\n\nWhen it is 4 columns wide, the squares just outside its left and right edges become walls; when it is 4 rows tall, so do the squares above and below. A wall shuts a side of a Boss just like a dove."},
	{Title: "The end", Text: "The moment a Boss has no open side, its owner loses, even if its own doves did it. If one action shuts both Bosses, whoever made it loses.\n\nThe same position three times with the same player to act, or 300 actions in all, ends in a draw."},
}

// drawDoveTable shows each dove with its face, name, pattern and how it
// moves: two columns where the page is wide enough, else one.
func drawDoveTable(dst *ebiten.Image, r image.Rectangle) {
	cols := 2
	if r.Dx() < 420 {
		cols = 1
	}
	colW := r.Dx() / cols
	rowH := min(72, r.Dy()/((td.NumTypes+cols-1)/cols))
	for t := 0; t < td.NumTypes; t++ {
		col, row := t%cols, t/cols
		x, y := r.Min.X+col*colW, r.Min.Y+row*rowH
		DrawCard(dst, x, y+2, td.Red, t)
		drawPattern(dst, t, x+44, y+4, 5)
		ui.Text(dst, lang.Say(td.Dove(t)), x+74, y, ui.Wood)
		ui.Paragraph(dst, lang.Say(td.MoveRule(t)), image.Rect(x+74, y+14, x+colW-6, y+rowH), ui.Ink)
	}
}
