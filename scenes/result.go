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
	a             *App
	title, reason string
	table         [][]string // optional score table: a header row, then a row a player
	rematch       func()
	layer         ui.Layer
	t             float64
	panel         image.Rectangle
}

// NewResult builds the overlay; rematch starts a new game with the same seats.
func NewResult(a *App, title, reason string, rematch func()) *Result {
	r := &Result{a: a, title: title, reason: reason, rematch: rematch}
	r.build()
	return r
}

func (r *Result) Relayout() { r.build() }

// build sizes the panel to its contents and the canvas, centred.
func (r *Result) build() {
	r.layer.Clear()
	bh := ui.ButtonH()
	w := 340
	if len(r.table) > 0 {
		w = 400
	}
	w = min(w, ui.W-16)
	lines := len(ui.Wrap(r.reason, w-24))
	h := 14 + 32 + 32 + lines*ui.LineH + 12 + 16*len(r.table) + 8 + bh + 16
	r.panel = ui.Centre(ui.Full(), w, h)
	row := image.Rect(r.panel.Min.X+16, r.panel.Max.Y-16-bh, r.panel.Max.X-16, r.panel.Max.Y-16)
	b := ui.Grid(row, 2, 1, 12)
	r.layer.Add(&ui.Button{R: b[0], Label: "Rematch", OnClick: r.rematch})
	r.layer.Add(&ui.Button{R: b[1], Label: "Main menu", OnClick: func() {
		r.a.Audio.StartMusic()
		r.a.Switch(NewMenu(r.a))
	}})
}

func (r *Result) Name() string { return "result" }
func (r *Result) Busy() bool   { return r.t < 0.5 || r.layer.Busy() }

// SetTable adds a score table (a header row, then one row a player) and makes
// room for it.
func (r *Result) SetTable(rows [][]string) {
	r.table = rows
	r.build()
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
	p := r.panel
	sprites.NineSlice(dst, "frame_panel", p, nil)
	cx := (p.Min.X + p.Max.X) / 2
	top := p.Min.Y + 14
	ui.CenteredShadow(dst, r.title, cx, top, 2, ui.Butter)
	ui.Sprite(dst, "burger", cx-16, top+32, 2)
	y := top + 62
	for _, l := range ui.Wrap(r.reason, p.Dx()-24) {
		ui.Centered(dst, l, cx, y, ui.Cream)
		y += ui.LineH
	}
	y += 6
	// The table: the first column left-aligned, the others centred in the
	// width that is left.
	if len(r.table) > 0 {
		first := p.Min.X + 16
		rest := p.Min.X + 16 + (p.Dx()-32)*26/100
		n := len(r.table[0]) - 1
		for i, row := range r.table {
			ry := y + i*16
			c := ui.Cream
			if i == 0 {
				c = ui.Butter
				ui.FillRect(dst, image.Rect(p.Min.X+10, ry+12, p.Max.X-10, ry+13), ui.Slate)
			}
			for j, cell := range row {
				if j == 0 {
					ui.Text(dst, cell, first, ry, c)
					continue
				}
				colW := (p.Max.X - 16 - rest) / max(n, 1)
				ui.FitCentered(dst, cell, rest+(j-1)*colW+colW/2, ry, colW-2, c)
			}
		}
	}
	r.layer.Draw(dst)
}
