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
	a       *App
	layer   ui.Layer
	game    string
	onLeave func()
	panel   image.Rectangle
	// LeaveTo, when set, is where leaving goes instead of the menu (an
	// online game goes back to online play).
	LeaveTo func()
}

// NewPause builds the pause overlay for a game.
func NewPause(a *App, gameKey string, onLeave func()) *Pause {
	p := &Pause{a: a, game: gameKey, onLeave: onLeave}
	p.build()
	return p
}

func (p *Pause) Relayout() { p.build() }

// build centres a column of buttons in a panel, whatever the shape.
func (p *Pause) build() {
	a := p.a
	p.layer.Clear()
	bh, gap := ui.ButtonH(), 8
	w := min(200, ui.W-48)
	h := 44 + 4*bh + 3*gap + 16
	p.panel = ui.Centre(ui.Full(), w+40, h)
	y := p.panel.Min.Y + 44
	add := func(label string, f func()) {
		p.layer.Add(&ui.Button{R: image.Rect(p.panel.Min.X+20, y, p.panel.Max.X-20, y+bh), Label: label, OnClick: f})
		y += bh + gap
	}
	add("Resume", a.Pop)
	add("Rules", func() { a.Push(NewHowTo(a, p.game)) })
	add("Settings", func() { a.Push(NewSettings(a)) })
	add("Leave game", func() {
		if p.onLeave != nil {
			p.onLeave()
		}
		a.Audio.StartMusic()
		if p.LeaveTo != nil {
			p.LeaveTo()
			return
		}
		a.Switch(NewMenu(a))
	})
}

func (p *Pause) Name() string { return "pause" }
func (p *Pause) Busy() bool   { return p.layer.Busy() }

// Buttons lists the overlay's buttons (tests).
func (p *Pause) Buttons() []string { return p.layer.Labels() }

func (p *Pause) Update(a *App, f *input.Frame, dt float64) error {
	p.layer.Update(f, dt)
	if f.Is(input.Cancel) || f.Is(input.Menu) {
		a.Pop()
	}
	return nil
}

func (p *Pause) Draw(dst *ebiten.Image) {
	dim(dst, 0.7)
	sprites.NineSlice(dst, "frame_panel", p.panel, nil)
	ui.CenteredShadow(dst, "Paused", ui.W/2, p.panel.Min.Y+10, 2, ui.Butter)
	p.layer.Draw(dst)
}
