package columba

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
)

// rulesPages are the rules in Roost's own words, with the game's own art:
// first what both rule sets share (the Junior rules are those pages), then
// what the full rules add.
var rulesPages = []scenes.RulesPage{
	{Title: "rules.cb.1.title", Text: "rules.cb.1.text",
		Art: artGrounds},
	{Title: "rules.cb.2.title", Text: "rules.cb.2.text",
		Art: artCard},
	{Title: "rules.cb.3.title", Text: "rules.cb.3.text",
		Art: artEstate},
	{Title: "rules.cb.4.title", Text: "rules.cb.4.text"},
	{Title: "rules.cb.5.title", Text: "rules.cb.5.text",
		Art: artObjective},
	{Title: "rules.cb.6.title", Text: "rules.cb.6.text"},
	{Title: "rules.cb.7.title", Text: "rules.cb.7.text",
		Art: artTiles},
	{Title: "rules.cb.8.title", Text: "rules.cb.8.text",
		Art: artFalcon},
	{Title: "rules.cb.9.title", Text: "rules.cb.9.text"},
}

func artGrounds(dst *ebiten.Image, r image.Rectangle) {
	// Two by two, each ground's name beside its space.
	for g := range cb.NumGrounds {
		x, y := r.Min.X+8+int(g%2)*118, r.Min.Y+6+int(g/2)*40
		drawIn(dst, fmt.Sprintf("cb_ground_%d", g), image.Rect(x, y, x+32, y+32), 1)
		ui.Text(dst, lang.Say(cb.GroundName(cb.Ground(g))), x+38, y+9, ui.Ink)
	}
}

func artCard(dst *ebiten.Image, r image.Rectangle) {
	c := cb.Deck[3]
	for i := 0; i < 3; i++ {
		x := r.Min.X + 8 + i*60
		DrawCard(dst, image.Rect(x, r.Min.Y+8, x+48, r.Min.Y+56), c.Turn(i))
	}
	ui.FitText(dst, lang.T("rules.cb.art.turns"), r.Min.X+8, r.Min.Y+62, r.Max.X-(r.Min.X+8), ui.Ink)
}

func artEstate(dst *ebiten.Image, r image.Rectangle) {
	const cell = 24
	grid := [3][5]cb.Ground{{0, 0, 1, 2, 2}, {3, 0, 0, 1, 2}, {3, 3, 0, 1, 1}}
	for y, row := range grid {
		for x, g := range row {
			cr := image.Rect(r.Min.X+8+x*cell, r.Min.Y+6+y*cell, r.Min.X+8+(x+1)*cell, r.Min.Y+6+(y+1)*cell)
			drawIn(dst, fmt.Sprintf("cb_ground_%d", g), cr, 1)
			if g == 0 {
				drawIn(dst, "cb_estate_0", cr, estateAlpha)
			}
		}
	}
	drawCentred(dst, coteSprite(true, 0), image.Pt(r.Min.X+8+cell+cell/2, r.Min.Y+6+cell+cell/2), 1)
	// The caption in the body face, on two lines where the page's column
	// is narrower than it (the small face is for what no one must read).
	ui.Paragraph(dst, lang.T("rules.cb.art.large"), image.Rect(r.Min.X+8, r.Min.Y+82, r.Max.X, r.Max.Y), ui.Ink)
}

func artObjective(dst *ebiten.Image, r image.Rectangle) {
	DrawCard(dst, image.Rect(r.Min.X+8, r.Min.Y+8, r.Min.X+56, r.Min.Y+56), cb.Objectives[0])
	ui.Sprite(dst, "cb_pigeon", r.Min.X+12, r.Min.Y+14, 2)
	ui.FitText(dst, lang.T("rules.cb.art.corner"), r.Min.X+64, r.Min.Y+24, r.Max.X-(r.Min.X+64), ui.Ink)
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
