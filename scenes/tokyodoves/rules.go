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
	{Title: "rules.td.1.title", Text: "rules.td.1.text",
		// The goal itself: the red Boss shut in, a dove above it, the
		// green Boss and a dove beside it, the wall (hatched, as on the
		// table) under it; from the picture's corner, with no bare
		// margin measured into its size, so that a page centres the
		// cards themselves (a phone's page draws it twice its size).
		Art: drawGoal},
	{Title: "rules.td.2.title", Text: "rules.td.2.text"},
	{Title: "rules.td.3.title", Text: "rules.td.3.text"},
	{Title: "rules.td.4.title", Art: drawDoveTable, Fill: true},
	{Title: "rules.td.5.title", Text: "rules.td.5.text"},
	{Title: "rules.td.6.title", Text: "rules.td.6.text"},
}

// drawGoal draws the goal of the game from r's corner: the red Boss
// shut in on its four sides, by doves of either colour and by the wall.
func drawGoal(dst *ebiten.Image, r image.Rectangle) {
	x, y := r.Min.X, r.Min.Y
	DrawCard(dst, x+Card, y, td.Green, td.Razor)
	DrawCard(dst, x, y+Card, td.Green, td.BigBrother)
	DrawCard(dst, x+Card, y+Card, td.Red, td.Boss)
	DrawCard(dst, x+2*Card, y+Card, td.Green, td.Boss)
	wall := image.Rect(x, y+2*Card+1, x+3*Card, y+2*Card+6)
	ui.FillRect(dst, wall, colWall)
	for k := 0; k < wall.Dx(); k += 6 { // hatching, as the table's wall
		ui.FillRect(dst, image.Rect(wall.Min.X+k, wall.Min.Y, wall.Min.X+k+2, wall.Max.Y), ui.Charcoal)
	}
}

// drawDoveTable shows each dove with its face, name, pattern and how it
// moves: two columns where the page is wide enough and the words fit them,
// else one.
func drawDoveTable(dst *ebiten.Image, r image.Rectangle) {
	cols := 2
	if r.Dx() < 420 || !doveTableFits(r, 2) && doveTableFits(r, 1) {
		cols = 1
	}
	colW := r.Dx() / cols
	rows := (td.NumTypes + cols - 1) / cols
	// The rows share the page's height (up to 96 each), a rule between
	// them, rather than leave its foot bare paper.
	rowH := min(96, r.Dy()/rows)
	// A tall page (a phone upright) gives each dove a row of its own
	// share, its pattern larger and a rule between the rows; where the
	// rows are tall enough, the card and its pattern at twice the size, so
	// that the row is filled by what it shows rather than by paper.
	cell, textX, scale := 5, 74, 1
	if cols == 1 && r.Dy()/rows >= 80 {
		rowH, cell, textX = min(120, r.Dy()/rows), 8, 44+5*8+10
		if rowH >= 2*Card+14 && r.Dx() >= 2*Card+8+5*16+10+150 {
			scale, cell = 2, min(16, (2*Card)/5)
			textX = 2*Card + 8 + 5*cell + 10
		}
	}
	// The doves' names over their rules, in the body face where every
	// rule fits its place under its name so, else all in the small face.
	var rules []string
	var boxes []image.Rectangle
	for t := 0; t < td.NumTypes; t++ {
		x, y := r.Min.X+(t%cols)*colW, r.Min.Y+(t/cols)*rowH
		rules = append(rules, lang.Say(td.MoveRule(t)))
		boxes = append(boxes, image.Rect(x+textX, y+ui.LineH, x+colW-6, y+rowH))
	}
	face := ui.SharedFace(rules, boxes)
	// Sideways, each row's doves in the middle of its share of the page,
	// a rule between the rows: the table fills the page evenly, with no
	// bare foot under its last row.
	mid := make([]int, rows)
	if cell == 5 {
		for t := 0; t < td.NumTypes; t++ {
			h := max(Card+4, face.LineHeight()+ui.ParagraphHIn(face, rules[t], boxes[t].Dx()))
			mid[t/cols] = max(mid[t/cols], h)
		}
		for i := range mid {
			mid[i] = max(0, (rowH-mid[i])/2)
		}
	}
	for t := 0; t < td.NumTypes; t++ {
		col, row := t%cols, t/cols
		x, y := r.Min.X+col*colW, r.Min.Y+row*rowH
		if cell == 5 && row > 0 && rowH >= Card+16 {
			ui.FillRect(dst, image.Rect(x, y, x+colW-8, y+1), ui.Sand)
		}
		end := y + rowH // (the row's foot: the words' place ends there)
		y += mid[row]
		if cell > 5 && row > 0 {
			ui.FillRect(dst, image.Rect(x, y-8, x+colW, y-7), ui.Sand)
		}
		if scale == 2 {
			img := cardCanvas()
			done := ui.Offscreen()
			DrawCard(img, 0, 0, td.Red, t)
			done()
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(2, 2)
			op.GeoM.Translate(float64(x), float64(y+2))
			dst.DrawImage(img, op)
			drawPattern(dst, t, x+2*Card+8, y+2+(2*Card-5*cell)/2, cell)
		} else {
			DrawCard(dst, x, y+2, td.Red, t)
			drawPattern(dst, t, x+44, y+4, cell)
		}
		// Upright, the dove's name and rule in the middle of the height of
		// its card beside them (a row reads as one line of the table, not
		// words hung from its top with bare paper under them).
		ty := y
		if cell > 5 {
			cardH := Card
			if scale == 2 {
				cardH = 2 * Card
			}
			block := face.LineHeight() + ui.ParagraphHIn(face, rules[t], x+colW-6-(x+textX))
			ty = max(y, min(end-block, y+2+(cardH-block)/2))
		}
		ui.TextIn(dst, face, lang.Say(td.Dove(t)), x+textX, ty, ui.Wood)
		ui.ParagraphIn(dst, face, rules[t], image.Rect(x+textX, ty+face.LineHeight(), x+colW-6, end), ui.Ink)
	}
}

// cardImg is a card drawn at its own size before it is drawn twice as
// large.
var cardImg *ebiten.Image

// cardCanvas is cardImg cleared.
func cardCanvas() *ebiten.Image {
	if cardImg == nil {
		cardImg = ebiten.NewImage(Card, Card)
	}
	cardImg.Clear()
	return cardImg
}

// doveTableFits reports whether every dove's words fit its place in a
// table of cols columns.
func doveTableFits(r image.Rectangle, cols int) bool {
	colW := r.Dx() / cols
	rowH := min(72, r.Dy()/((td.NumTypes+cols-1)/cols))
	for t := 0; t < td.NumTypes; t++ {
		if !ui.Fits(lang.Say(td.MoveRule(t)), image.Rect(0, ui.SmallLineH, colW-80, rowH)) {
			return false
		}
	}
	return true
}
