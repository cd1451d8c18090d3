package falconry

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
)

// rulesPages are the rules in Roost's own words, with the game's cards.
var rulesPages = []scenes.RulesPage{
	{Title: "rules.fal.1.title", Text: "rules.fal.1.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			for i := 0; i < 5; i++ {
				DrawCard(dst, image.Rect(r.Min.X+10+i*34, r.Min.Y+6, r.Min.X+42+i*34, r.Min.Y+38), fc.Marker, 0, false)
			}
		}},
	{Title: "rules.fal.2.title", Text: "rules.fal.2.text"},
	{Title: "rules.fal.3.title", Text: "rules.fal.3.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			drawStackArt(dst, r, []fc.Card{fc.NewCard(fc.Marker, 1), fc.NewCard(fc.Bird, 0)})
		}},
	{Title: "rules.fal.4.title", Text: "rules.fal.4.text",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			drawStackArt(dst, r, []fc.Card{fc.NewCard(fc.Marker, 1), fc.NewCard(fc.Bird, 0), fc.NewCard(fc.Falconer, 1)})
		}},
	{Title: "rules.fal.5.title", Text: "rules.fal.5.text"},
	{Title: "rules.fal.6.title", Text: "rules.fal.6.text"},
	{Title: "rules.fal.7.title", Text: "rules.fal.7.text"},
	{Title: "rules.fal.8.title", Text: "rules.fal.8.text"},
}

// drawStackArt draws a stack as the table does, a card a finger wide, and
// under it what lies in it from the bottom up, inside r.
func drawStackArt(dst *ebiten.Image, r image.Rectangle, cards []fc.Card) {
	const side = 40
	n := len(cards)
	at := r.Min.Add(image.Pt(8+6*(n-1), 8+6*(n-1)))
	for i, c := range cards {
		off := (n - 1 - i) * 6
		DrawCard(dst, image.Rect(at.X-off, at.Y-off, at.X-off+side, at.Y-off+side), c.Kind(), c.Owner(), false)
	}
	y := at.Y + side + 8
	ui.FitText(dst, lang.T("rules.fal.art.bottom"), r.Min.X+4, y, r.Max.X-(r.Min.X+4), ui.Wood)
	for i, c := range cards {
		ui.FitText(dst, lang.T("rules.fal.art.card", "Who", lang.Say(game.Colour(fc.SeatName(c.Owner()))), "Card", lang.Say(fc.CardName(c.Kind()))), r.Min.X+4, y+14*(i+1), r.Dx()-8, ui.Ink)
	}
}
