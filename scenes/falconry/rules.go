package falconry

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
)

// rulesPages are the rules in Roost's own words, with the game's cards.
var rulesPages = []scenes.RulesPage{
	{Title: "The goal", Text: "Each noble has markers, one bird and one falconer. Be the first to own a straight line of cards, across, down or diagonal, as long as the variant asks (5 or 6). A space belongs to whoever owns the card on top of it.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			for i := 0; i < 5; i++ {
				DrawCard(dst, image.Rect(r.Min.X+10+i*34, r.Min.Y+6, r.Min.X+42+i*34, r.Min.Y+38), fc.Marker, 0, false)
			}
		}},
	{Title: "Your turn", Text: "Play the number of cards your variant gives you (one or two). For each, either put a card from your hand on the table, or move one of your cards that has nothing on top of it.\n\nA card goes on an empty space that touches another card along a side (corners do not count), or on top of a card it may cover. With two cards a turn, use two different cards."},
	{Title: "Birds claim", Text: "A bird may land on any marker, even your own. While it sits there the space is the bird owner's. When the bird flies off, the marker is its owner's again.\n\nMarkers only ever go on empty spaces.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			drawStackArt(dst, r, []fc.Card{fc.NewCard(fc.Marker, 1), fc.NewCard(fc.Bird, 0)})
		}},
	{Title: "Falconers ambush", Text: "A falconer may do what a bird does, and more: it may land on a rival's bird. The space is then the falconer owner's. Nothing ever goes on top of a falconer, and nobody ever touches another noble's cards.",
		Art: func(dst *ebiten.Image, r image.Rectangle) {
			drawStackArt(dst, r, []fc.Card{fc.NewCard(fc.Marker, 1), fc.NewCard(fc.Bird, 0), fc.NewCard(fc.Falconer, 1)})
		}},
	{Title: "Careful when lifting", Text: "A bird or falconer may not move if lifting it would show a rival's finished line underneath, even if it would land on that line again. The table marks such a card with a pink corner; tap it to hear why.\n\nShowing your partner's finished line is allowed, and wins at once for your side."},
	{Title: "The variants", Text: "Duel: 2 players, one card a turn, lines of 5.\nFast duel: two cards a turn, lines of 6.\nAllied: two allies (one card, lines of 5) against a lone noble (two cards, lines of 6).\nTruel: 3 players. Quarrel: 4 players. Both: two cards, lines of 6.\nJoint: two teams of two, partners across; lines of 6 of one colour win for both partners."},
	{Title: "The board", Text: "There is no edge. Drag the empty table, use two fingers or the arrow keys to look around; zoom with the wheel, a pinch, + and -, or the buttons; Fit shows every card.\n\nThe same position three times, or 300 turns, is a draw."},
	{Title: "Help at the table", Text: "Threats (the button, the T key, or Settings) frames in pink every space where a rival could finish a line on their next turn, with that rival's symbol.\n\nWhen several cards were played since your last turn, small numbers on the board show what the others did, in order. The game log tells it in words."},
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
	ui.Text(dst, "From the bottom:", r.Min.X+4, y, ui.Wood)
	for i, c := range cards {
		ui.FitText(dst, fc.SeatName(c.Owner())+"'s "+fc.KindName[c.Kind()], r.Min.X+4, y+14*(i+1), r.Dx()-8, ui.Ink)
	}
}
