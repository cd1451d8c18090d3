package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// rulesPage is one page of a game's rules: text, and an optional picture drawn
// into the right part of the page.
type rulesPage struct {
	Title string
	Text  string
	Art   func(dst *ebiten.Image, r image.Rectangle)
}

// Rules are the in-game rules, in Roost's own words.
var Rules = map[string][]rulesPage{
	"tokyodoves": {
		{"The goal", "Each of you leads a flock of six doves. Win by shutting in the rival Boss: all four squares beside it (above, below, left and right) must be filled, by doves of either colour or by a wall.\n\nRed goes first. The game begins with the two Bosses beak to beak.",
			func(dst *ebiten.Image, r image.Rectangle) {
				drawCard(dst, r.Min.X+30, r.Min.Y+10, tokyodoves.Green, tokyodoves.Boss)
				drawCard(dst, r.Min.X+30, r.Min.Y+50, tokyodoves.Red, tokyodoves.Boss)
			}},
		{"Your turn", "Do exactly one thing, and never pass:\n- Put out a dove from your hand.\n- Move one of your doves.\n- Put one back (only with the put-back rule): any of your doves except the Boss returns to your hand.\n\nA new dove goes on an empty square touching one of your own doves, side or corner, but never right beside the rival Boss.", nil},
		{"Moving", "Each dove has its own way of moving (next page). After moving, the dove must touch another dove, and all doves must still form one flock where every dove touches another, side or corner. Only the Crazy dove may jump over others.", nil},
		{"The doves", "", drawDoveTable},
		{"The feeding ground", "There is no board: the doves are the board. The flock may never spread over more than 4 columns or 4 rows.\n\nWhen it is 4 columns wide, the squares just outside its left and right edges become walls; when it is 4 rows tall, so do the squares above and below. A wall shuts a side of a Boss just like a dove.", nil},
		{"The end", "The moment a Boss has no open side, its owner loses, even if its own doves did it. If one action shuts both Bosses, whoever made it loses.\n\nThe same position three times with the same player to act, or 300 actions in all, ends in a draw.", nil},
	},
	"columba": {{"Columba", "Draw territory cards, capture wild pigeons to complete your objectives, then raise dovecotes and let your estates grow. Falcons can cut a rival estate apart. The largest, best-housed estates win.\n\nThis game is not playable yet: its rules engine and table are still being built.", nil}},
	"columbiz": {
		{"The goal", "Score more points than everyone else. Points come from lines of three or more of your pawns, and from the rival pawns you capture: the more you hold, the more each one is worth.\n\nEach player has a colour and a symbol: 18 pawns each with two players, 13 with three, 10 with four. Everyone rolls one die to decide who starts; ties roll again.",
			func(dst *ebiten.Image, r image.Rectangle) {
				for seat := 0; seat < 4; seat++ {
					czPawn(dst, seat, r.Min.X+20+seat*36, r.Min.Y+20, 2)
					ui.Text(dst, cz.ColourNames[seat], r.Min.X+16+seat*36, r.Min.Y+52, ui.Ink)
				}
			}},
		{"Rolling", "Your turn starts with all eight dice. You may roll up to three times in all. After a roll, pick any dice to set aside: they stay aside for the rest of the turn, and only the others roll again. You may stop rolling whenever you like.",
			func(dst *ebiten.Image, r image.Rectangle) {
				for i, f := range []int{5, 5, 5} {
					ui.Sprite(dst, fmt.Sprintf("die_%d_kept", f), r.Min.X+i*36, r.Min.Y+10, 2)
				}
				ui.Text(dst, "set aside", r.Min.X+110, r.Min.Y+20, ui.Wood)
				for i, f := range []int{1, 2, 3, 3, 6} {
					ui.Sprite(dst, fmt.Sprintf("die_%d", f), r.Min.X+(i%3)*36, r.Min.Y+56+(i/3)*36, 2)
				}
				ui.Text(dst, "roll again", r.Min.X+110, r.Min.Y+80, ui.Wood)
			}},
		{"The board", "Each column belongs to a die face, shown at its top. The number in a space is how many dice of that face a pawn there costs: one in the bottom row, up to six at the top.\n\nWe name a space by face and cost: 5/3 is the space of column five that needs three fives.",
			func(dst *ebiten.Image, r image.Rectangle) { drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, nil) }},
		{"Placing pawns", "Spend your dice to put pawns on empty spaces; dice once spent are gone for this turn. Place at least one pawn and at most four (three with four players). Once a pawn is down, no more rolling.\n\nWith 1-2-3-3-5-5-5-6 you could take 3/2 and 5/3, or 3/2, 5/1 and 5/2. If no pawn fits anywhere, three pawns of your reserve go aside instead.",
			func(dst *ebiten.Image, r image.Rectangle) {
				for i, f := range []int{1, 2, 3, 3, 5, 5, 5, 6} {
					ui.Sprite(dst, fmt.Sprintf("die_%d", f), r.Min.X+i*18, r.Min.Y, 1)
				}
				drawMiniBoard(dst, r.Min.X+3, r.Min.Y+24, map[[2]int]int{{2, 1}: 0, {4, 2}: 0})
			}},
		{"Capturing", "A pawn captures every rival pawn lower down in its own column, whatever the gap. Captured pawns leave the board and go to your prison.\n\nSo a pawn high up is safe and dangerous, and a pawn in the bottom row is cheap but easy prey.",
			func(dst *ebiten.Image, r image.Rectangle) {
				drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, map[[2]int]int{{5, 0}: 1, {5, 1}: 2, {5, 3}: 0})
				ui.Text(dst, "6/4 takes", r.Min.X+10, r.Min.Y+176, ui.Wood)
				ui.Text(dst, "both pawns below", r.Min.X+10, r.Min.Y+188, ui.Wood)
			}},
		{"Lines", "Three or more of your pawns in an unbroken row, column or diagonal score at once: 3 in a line is worth 1 point, 4 is 2, 5 is 3, 6 is 4. Making a line longer scores again for its new length, and one pawn can score in several directions.",
			func(dst *ebiten.Image, r image.Rectangle) {
				drawMiniBoard(dst, r.Min.X+3, r.Min.Y+4, map[[2]int]int{{0, 0}: 0, {1, 1}: 0, {2, 2}: 0, {3, 0}: 1, {3, 1}: 1})
				ui.Text(dst, "+1", r.Min.X+70, r.Min.Y+60, ui.Red)
			}},
		{"The end", "When a player places or sets aside their last pawn, the round is played out so that everyone has had as many turns; players without pawns skip.\n\nThen captures score: 1 pawn 1 point, 2 = 2, 3 = 4, 4 = 6, 5 = 9, 6 = 12, 7 = 16, 8 = 20, 9 = 25, 10 = 30, 11 = 36, 12 = 42, and so on. Lines plus captures: the highest total wins, and equal totals share the win.", nil},
		{"On screen", "Press Roll (or Space). Click or tap dice to set them aside: they move up to the shelf, then Roll again. Lit spaces are those your dice pay for; point at one to see which dice it spends. Click it to place, then End turn (or Enter).\n\nUndo takes back pawns placed this turn, never a roll. Hint asks the Expert.", nil},
	},
	"falconry": {{"Falconry", "Each noble has a falconer, a bird and a row of markers. Place or move cards, covering markers and rival birds, to be first to complete a straight path of your own cards.\n\nThis game is not playable yet: its rules engine and table are still being built.", nil}},
}

// HowTo is the rules reference: a tab per game and pages of rules.
type HowTo struct {
	a     *App
	game  string
	page  int
	layer ui.Layer
}

// NewHowTo opens the rules, on a game if one is named.
func NewHowTo(a *App, gameKey string) *HowTo {
	if gameKey == "" {
		gameKey = "tokyodoves"
	}
	h := &HowTo{a: a, game: gameKey}
	h.build()
	return h
}

func (h *HowTo) Name() string { return "howto" }
func (h *HowTo) Busy() bool   { return h.layer.Busy() }
func (h *HowTo) Opaque() bool { return true }

// Page returns the title of the page shown (tests).
func (h *HowTo) Page() string { return Rules[h.game][h.page].Title }

func (h *HowTo) build() {
	h.layer.Clear()
	for i, g := range Games {
		g := g
		h.layer.Add(&ui.Button{R: image.Rect(16, 56+i*30, 126, 80+i*30), Label: g.Title, Selected: g.Key == h.game,
			OnClick: func() { h.game, h.page = g.Key, 0; h.build() }})
	}
	pages := Rules[h.game]
	h.layer.Add(&ui.Button{R: image.Rect(140, 312, 220, 336), Label: "< Prev", Disabled: h.page == 0, OnClick: func() { h.page--; h.build() }})
	h.layer.Add(&ui.Button{R: image.Rect(544, 312, 624, 336), Label: "Next >", Disabled: h.page >= len(pages)-1, OnClick: func() { h.page++; h.build() }})
	h.layer.Add(&ui.Button{R: image.Rect(16, 312, 126, 336), Label: "Back", OnClick: h.a.Pop})
}

func (h *HowTo) Update(a *App, f *input.Frame, dt float64) error {
	h.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Pop()
	}
	return nil
}

func (h *HowTo) Draw(dst *ebiten.Image) {
	backdrop(dst, "sky")
	header(dst, "How to play")
	r := image.Rect(140, 50, 624, 304)
	sprites.NineSlice(dst, "frame_paper", r, nil)
	pages := Rules[h.game]
	p := pages[h.page]
	ui.Text(dst, p.Title, r.Min.X+12, r.Min.Y+8, ui.Wood)
	ui.Text(dst, fmt.Sprintf("%d / %d", h.page+1, len(pages)), r.Max.X-48, r.Min.Y+8, ui.Slate)
	textW := r.Dx() - 24
	if p.Art != nil && p.Text != "" {
		textW = 300
	}
	if p.Text != "" {
		ui.Paragraph(dst, p.Text, image.Rect(r.Min.X+12, r.Min.Y+28, r.Min.X+12+textW, r.Max.Y), ui.Ink)
	}
	if p.Art != nil {
		art := image.Rect(r.Min.X+12, r.Min.Y+28, r.Max.X-12, r.Max.Y-8)
		if p.Text != "" {
			art.Min.X = r.Min.X + 330
		}
		p.Art(dst, art)
	}
	h.layer.Draw(dst)
}

// drawDoveTable shows each dove with its face, name, pattern and how it moves.
func drawDoveTable(dst *ebiten.Image, r image.Rectangle) {
	for t := 0; t < tokyodoves.NumTypes; t++ {
		col, row := t%2, t/2
		x, y := r.Min.X+col*232, r.Min.Y+row*72
		drawCard(dst, x, y+2, tokyodoves.Red, t)
		drawPattern(dst, t, x+40, y+4, 5)
		ui.Text(dst, tokyodoves.TypeNames[t], x+74, y, ui.Wood)
		ui.Paragraph(dst, tokyodoves.MoveRule[t], image.Rect(x+74, y+14, x+226, y+70), ui.Ink)
	}
}

// drawMiniBoard draws a small Columbiz board (16px spaces) with pawns given
// by (column, row) -> seat.
func drawMiniBoard(dst *ebiten.Image, x, y int, pawns map[[2]int]int) {
	const cell = 22
	ui.FillRect(dst, image.Rect(x-3, y-3, x+cz.Cols*cell+3, y+cz.Rows*cell+cell+3), paletteC("bark"))
	for c := 0; c < cz.Cols; c++ {
		ui.Sprite(dst, fmt.Sprintf("die_%d", cz.Face(c)), x+c*cell+4, y+2, 1)
		for r := 0; r < cz.Rows; r++ {
			cx, cy := x+c*cell, y+cell+(cz.Rows-1-r)*cell
			bg := paletteC("sand")
			if (c+r)%2 == 0 {
				bg = paletteC("tan")
			}
			ui.FillRect(dst, image.Rect(cx+1, cy+1, cx+cell-1, cy+cell-1), bg)
			if seat, ok := pawns[[2]int{c, r}]; ok {
				czPawn(dst, seat, cx+5, cy+4, 1)
			} else {
				ui.Centered(dst, fmt.Sprint(cz.Need(c, r)), cx+cell/2, cy+cell/2-5, paletteC("wood"))
			}
		}
	}
}
