package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Result is the end-of-game overlay: who won, why, rematch or menu.
type Result struct {
	title, reason string
	table         [][]string // optional score table: a header row, then a row a player
	layer         ui.Layer
	t             float64
}

// NewResult builds the overlay; rematch starts a new game with the same seats.
func NewResult(a *App, title, reason string, rematch func()) *Result {
	r := &Result{title: title, reason: reason}
	r.layer.Add(&ui.Button{R: image.Rect(ui.W/2-130, 214, ui.W/2-10, 238), Label: "Rematch", OnClick: rematch})
	r.layer.Add(&ui.Button{R: image.Rect(ui.W/2+10, 214, ui.W/2+130, 238), Label: "Main menu", OnClick: func() {
		a.Audio.StartMusic()
		a.Switch(NewMenu(a))
	}})
	return r
}

func (r *Result) Name() string { return "result" }
func (r *Result) Busy() bool   { return r.t < 0.5 || r.layer.Busy() }

// SetTable adds a score table (a header row, then one row a player) and makes
// room for it.
func (r *Result) SetTable(rows [][]string) {
	r.table = rows
	dy := 16 * len(rows)
	for _, w := range r.layer.Widgets {
		if b, ok := w.(*ui.Button); ok {
			b.R = b.R.Add(image.Pt(0, dy/2))
		}
	}
}

// Table is the score table (tests).
func (r *Result) Table() [][]string { return r.table }

// Title is the headline (tests).
func (r *Result) Title() string { return r.title }

func (r *Result) Update(a *App, f *input.Frame, dt float64) error {
	r.t += dt
	r.layer.Update(f, dt)
	return nil
}

func (r *Result) Draw(dst *ebiten.Image) {
	dim(dst, min(r.t*2, 1)*0.6)
	dy := 16 * len(r.table)
	p := image.Rect(ui.W/2-160, 110-dy/2, ui.W/2+160, 252+dy/2)
	sprites.NineSlice(dst, "frame_panel", p, nil)
	top := p.Min.Y + 14
	ui.CenteredShadow(dst, r.title, ui.W/2, top, 2, ui.Butter)
	ui.Sprite(dst, "burger", ui.W/2-16, top+32, 2)
	ui.Centered(dst, r.reason, ui.W/2, top+62, ui.Cream)
	// The table: the first column left-aligned, the others centred.
	cols := []int{p.Min.X + 16, p.Min.X + 104, p.Min.X + 162, p.Min.X + 232, p.Min.X + 292}
	for i, row := range r.table {
		y := top + 82 + i*16
		c := ui.Cream
		if i == 0 {
			c = ui.Butter
			ui.FillRect(dst, image.Rect(p.Min.X+10, y+12, p.Max.X-10, y+13), ui.Slate)
		}
		for j, cell := range row {
			if j >= len(cols) {
				break
			}
			if j == 0 {
				ui.Text(dst, cell, cols[j], y, c)
			} else {
				ui.Centered(dst, cell, cols[j], y, c)
			}
		}
	}
	r.layer.Draw(dst)
}
