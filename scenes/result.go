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

// Title is the headline (tests).
func (r *Result) Title() string { return r.title }

func (r *Result) Update(a *App, f *input.Frame, dt float64) error {
	r.t += dt
	r.layer.Update(f, dt)
	return nil
}

func (r *Result) Draw(dst *ebiten.Image) {
	dim(dst, min(r.t*2, 1)*0.6)
	p := image.Rect(ui.W/2-160, 110, ui.W/2+160, 252)
	sprites.NineSlice(dst, "frame_panel", p, nil)
	ui.CenteredShadow(dst, r.title, ui.W/2, 124, 2, ui.Butter)
	ui.Sprite(dst, "burger", ui.W/2-16, 156, 2)
	ui.Centered(dst, r.reason, ui.W/2, 186, ui.Cream)
	r.layer.Draw(dst)
}
