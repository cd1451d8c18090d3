package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
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
	// Extra is a button of the table's own above Leave game (an online
	// table's Say), or nil.
	Extra *ui.Button
}

// AddExtra puts a button of the table's own in the overlay.
func (p *Pause) AddExtra(label, tip string, do func()) {
	p.Extra = &ui.Button{Label: label, Tooltip: tip, OnClick: do}
	p.build()
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
	n := 4
	if p.Extra != nil {
		n++
	}
	h := 44 + n*bh + (n-1)*gap + 16
	p.panel = ui.Centre(ui.Full(), w+40, h)
	y := p.panel.Min.Y + 44
	add := func(label string, f func()) {
		p.layer.Add(&ui.Button{R: image.Rect(p.panel.Min.X+20, y, p.panel.Max.X-20, y+bh), Label: label, OnClick: f})
		y += bh + gap
	}
	add(lang.T("pause.resume"), a.Pop)
	add(lang.T("pause.rules"), func() { a.Push(NewHowTo(a, p.game)) })
	add(lang.T("menu.settings"), func() { a.Push(NewSettings(a)) })
	if e := p.Extra; e != nil {
		add(e.Label, e.OnClick)
		p.layer.Widgets[len(p.layer.Widgets)-1].(*ui.Button).Tooltip = e.Tooltip
	}
	add(lang.T("pause.leave"), func() {
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
	ui.Title(dst, lang.T("pause.title"), ui.W/2, p.panel.Min.Y+10, p.panel.Dx()-16, ui.Butter)
	p.layer.Draw(dst)
}

// Choice is an overlay that offers a few choices (an online table's quick
// messages): a title, a button each, and Cancel.
type Choice struct {
	a     *App
	layer ui.Layer
	title string
	opts  []string
	pick  func(i int)
	panel image.Rectangle
}

// NewChoice builds the overlay; pick is called with the chosen option's
// index once the overlay is closed.
func NewChoice(a *App, title string, opts []string, pick func(i int)) *Choice {
	c := &Choice{a: a, title: title, opts: opts, pick: pick}
	c.build()
	return c
}

func (c *Choice) Relayout() { c.build() }

func (c *Choice) build() {
	c.layer.Clear()
	bh, gap := ui.ButtonH(), 6
	w := min(220, ui.W-48)
	// One column, or two where the screen is too short for one.
	cols, n := 1, len(c.opts)
	if 40+(n+1)*(bh+gap)+12+10 > ui.H-8 {
		cols = 2
		w = min(220, (ui.W-48-gap)/2)
	}
	rows := (n + cols - 1) / cols
	h := 40 + (rows+1)*(bh+gap) - gap + 12 + 10 // (Cancel set apart from the choices)
	c.panel = ui.Centre(ui.Full(), cols*w+(cols-1)*gap+40, h)
	x0, y0 := c.panel.Min.X+20, c.panel.Min.Y+40
	for i, o := range c.opts {
		x, y := x0+(i/rows)*(w+gap), y0+(i%rows)*(bh+gap)
		c.layer.Add(&ui.Button{R: image.Rect(x, y, x+w, y+bh), Label: o, OnClick: func() { c.a.Pop(); c.pick(i) }})
	}
	y := y0 + rows*(bh+gap) + 10
	c.layer.Add(&ui.Button{R: image.Rect(x0, y, c.panel.Max.X-20, y+bh), Label: lang.T("common.cancel"), Icon: "icon_back", OnClick: c.a.Pop})
}

func (c *Choice) Name() string { return "choice" }
func (c *Choice) Busy() bool   { return c.layer.Busy() }

func (c *Choice) Update(a *App, f *input.Frame, dt float64) error {
	c.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Pop()
	}
	return nil
}

func (c *Choice) Draw(dst *ebiten.Image) {
	dim(dst, 0.7)
	sprites.NineSlice(dst, "frame_panel", c.panel, nil)
	ui.Title(dst, c.title, ui.W/2, c.panel.Min.Y+10, c.panel.Dx()-16, ui.Butter)
	// A rule between the choices and Cancel.
	ui.FillRect(dst, image.Rect(c.panel.Min.X+20, c.panel.Max.Y-12-ui.ButtonH()-8, c.panel.Max.X-20, c.panel.Max.Y-12-ui.ButtonH()-7), ui.Slate)
	c.layer.Draw(dst)
}
