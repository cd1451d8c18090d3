package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Pause is the overlay of a game scene: resume, rules, settings, leave.
type Pause struct {
	layer ui.Layer
	game  string
}

// NewPause builds the pause overlay for a game.
func NewPause(a *App, gameKey string, onLeave func()) *Pause {
	p := &Pause{game: gameKey}
	x, y, w := ui.W/2-80, 110, 160
	add := func(label string, f func()) {
		p.layer.Add(&ui.Button{R: image.Rect(x, y, x+w, y+24), Label: label, OnClick: f})
		y += 32
	}
	add("Resume", a.Pop)
	add("Rules", func() { a.Push(NewHowTo(a, gameKey)) })
	add("Settings", func() { a.Push(NewSettings(a)) })
	add("Leave game", func() {
		if onLeave != nil {
			onLeave()
		}
		a.Audio.StartMusic()
		a.Switch(NewMenu(a))
	})
	return p
}

func (p *Pause) Name() string { return "pause" }
func (p *Pause) Busy() bool   { return p.layer.Busy() }

// Buttons lists the overlay's buttons (tests).
func (p *Pause) Buttons() []string { return buttonLabels(&p.layer) }

func (p *Pause) Update(a *App, f *input.Frame, dt float64) error {
	p.layer.Update(f, dt)
	if f.Is(input.Cancel) || f.Is(input.Menu) {
		a.Pop()
	}
	return nil
}

func (p *Pause) Draw(dst *ebiten.Image) {
	dim(dst, 0.7)
	sprites.NineSlice(dst, "frame_panel", image.Rect(ui.W/2-100, 70, ui.W/2+100, 250), nil)
	ui.CenteredShadow(dst, "Paused", ui.W/2, 80, 2, ui.Butter)
	p.layer.Draw(dst)
}
