package columba

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
)

// rulesPages are the rules in Roost's own words, with the game's own art:
// first what both rule sets share (the Junior rules are those pages), then
// what the full rules add.
var rulesPages = []scenes.RulesPage{
	{Title: "The goal", Text: "Together you lay out a countryside of square cards, each of four spaces of meadow, wheat field, marsh or heath. Build dovecotes on it: a dovecote owns every space of its ground joined to it side by side, its estate. When the last card is laid, each space of an estate scores 1, or 2 for the large dovecote. Most points wins; a tie goes to the largest estate.",
		Art: artGrounds},
	{Title: "Your turn", Text: "A card is drawn for you. Lay it: turned any way (the Turn buttons, R or a right click), on any spaces, as long as it either covers some spaces or covers none and touches the countryside along a side.\n\nIt may not cover a rival's estate, a dovecote or a falcon, nor join two estates of one ground into one.",
		Art: artCard},
	{Title: "Dovecotes", Text: "After laying the card you may build one dovecote from your tray on any free space outside the estates. Its estate is that ground's spaces joined to it, and it grows as cards of the same ground are laid beside it.\n\nWith 2 players each has one large and three small dovecotes, with 3 one large and two small, with 4 one of each.",
		Art: artEstate},
	{Title: "Teams and the end", Text: "With 4 players, partners sit across (Red with Green, Yellow with Purple) and add their points together; a partner's estate may be covered.\n\nThe game ends with the turn that lays the last card. The Junior rules are these pages; the full rules add objectives, tame pigeons and falcons."},
	{Title: "Full rules: objectives", Text: "Each player has an objective card: the four pigeons it wants. When your card covers spaces, you capture the pigeons under it, but only ones your objective still needs (a meadow it no longer needs may not be covered). A captured pigeon fills a corner of your objective.\n\nAn open objective at the end costs 4 points.",
		Art: artObjective},
	{Title: "Completed objectives", Text: "Fill all four corners and the objective is complete: its four pigeons become tame tiles in your stock. Draw a new objective from the pile, or take none (and capture nothing more). The completed card is then yours to lay, like a drawn card, and may complete the next objective at once."},
	{Title: "Tame pigeon tiles", Text: "After laying, lay any number of tiles from your stock on wild spaces or beside the countryside. By the end of your turn each must be part of your estate: lay tiles first and then the dovecote that takes them in, or the dovecote first. A tile still outside is marked with ! (a tile of another ground changes that space's ground). Tiles make estates larger and can link pieces of one ground.\n\nA tile is captured only by its owner after a full round, or by a partner.",
		Art: artTiles},
	{Title: "Falcons", Text: "Once a turn, pay two tiles for an eyas, and on a later turn two more to raise it into a falcon. Send the falcon onto a space of a rival's estate: the estate loses that space and every space it cuts off, and tame tiles cut off turn wild.",
		Art: artFalcon},
	{Title: "At the table", Text: "Your tray holds the card in hand, or after laying it your dovecotes, tiles and falcon: press one to light where it may go, then tap a lit space or drag it there. End turn says what still blocks it.\n\nCaptures (T) lights every space your card could capture. Tap a mini-board or a dovecote to hear about it."},
}

func artGrounds(dst *ebiten.Image, r image.Rectangle) {
	// Two by two, each ground's name beside its space.
	for g := range cb.NumGrounds {
		x, y := r.Min.X+8+int(g%2)*118, r.Min.Y+6+int(g/2)*40
		drawIn(dst, fmt.Sprintf("cb_ground_%d", g), image.Rect(x, y, x+32, y+32), 1)
		ui.Text(dst, cb.Ground(g).String(), x+38, y+9, ui.Ink)
	}
}

func artCard(dst *ebiten.Image, r image.Rectangle) {
	c := cb.Deck[3]
	for i := 0; i < 3; i++ {
		x := r.Min.X + 8 + i*60
		DrawCard(dst, image.Rect(x, r.Min.Y+8, x+48, r.Min.Y+56), c.Turn(i))
	}
	ui.Text(dst, "one card, three of its turns", r.Min.X+8, r.Min.Y+62, ui.Ink)
}

func artEstate(dst *ebiten.Image, r image.Rectangle) {
	const cell = 24
	grid := [3][5]cb.Ground{{0, 0, 1, 2, 2}, {3, 0, 0, 1, 2}, {3, 3, 0, 1, 1}}
	for y, row := range grid {
		for x, g := range row {
			cr := image.Rect(r.Min.X+8+x*cell, r.Min.Y+6+y*cell, r.Min.X+8+(x+1)*cell, r.Min.Y+6+(y+1)*cell)
			drawIn(dst, fmt.Sprintf("cb_ground_%d", g), cr, 1)
			if g == 0 {
				drawIn(dst, "cb_estate_0", cr, 0.7)
			}
		}
	}
	drawCentred(dst, coteSprite(true, 0), image.Pt(r.Min.X+8+cell+cell/2, r.Min.Y+6+cell+cell/2), 1)
	ui.Text(dst, "a large dovecote: 5 meadows, 10 points", r.Min.X+8, r.Min.Y+82, ui.Ink)
}

func artObjective(dst *ebiten.Image, r image.Rectangle) {
	DrawCard(dst, image.Rect(r.Min.X+8, r.Min.Y+8, r.Min.X+56, r.Min.Y+56), cb.Objectives[0])
	ui.Sprite(dst, "cb_pigeon", r.Min.X+12, r.Min.Y+14, 2)
	ui.Text(dst, "one corner filled", r.Min.X+64, r.Min.Y+24, ui.Ink)
}

func artTiles(dst *ebiten.Image, r image.Rectangle) {
	for g := range cb.NumGrounds {
		x := r.Min.X + 8 + int(g)*40
		drawIn(dst, fmt.Sprintf("cb_tile_%d", g), image.Rect(x, r.Min.Y+8, x+32, r.Min.Y+40), 1)
	}
}

func artFalcon(dst *ebiten.Image, r image.Rectangle) {
	ui.Sprite(dst, "cb_eyas", r.Min.X+10, r.Min.Y+14, 3)
	ui.Text(dst, "->", r.Min.X+48, r.Min.Y+24, ui.Ink)
	ui.Sprite(dst, "cb_falcon", r.Min.X+70, r.Min.Y+8, 3)
}
