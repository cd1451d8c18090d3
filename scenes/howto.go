package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

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
	"columba":  {{"Columba", "Draw territory cards, capture wild pigeons to complete your objectives, then raise dovecotes and let your estates grow. Falcons can cut a rival estate apart. The largest, best-housed estates win.\n\nThis game is not playable yet: its rules engine and table are still being built.", nil}},
	"columbiz": {{"Columbiz", "Roll eight dice up to three times, setting some aside, then spend them to place pawns on a 6x6 board: each row asks for more dice of its column's face. Pawns capture rivals below them in the same column, and lines of three or more score.\n\nThis game is not playable yet: its rules engine and table are still being built.", nil}},
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
