package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/store"
)

// Settings is the settings screen, opened over the menu or a paused game.
type Settings struct {
	a     *App
	layer ui.Layer
}

// NewSettings builds the settings screen.
func NewSettings(a *App) *Settings {
	s := &Settings{a: a}
	s.build()
	return s
}

func (s *Settings) Name() string    { return "settings" }
func (s *Settings) Busy() bool      { return s.layer.Busy() }
func (s *Settings) Opaque() bool    { return true }
func (s *Settings) change(f func()) { f(); s.a.ApplySettings(); s.build() }

// Rows lists the setting names shown (tests).
func (s *Settings) Rows() []string {
	var out []string
	for _, w := range s.layer.Widgets {
		if l, ok := w.(*ui.Label); ok {
			out = append(out, l.Text)
		}
	}
	return out
}

func (s *Settings) build() {
	s.layer.Clear()
	st := &s.a.Settings
	x, y := 150, 64
	row := func(name string) {
		s.layer.Add(&ui.Label{R: image.Rect(x, y+5, x+150, y+19), Text: name, Color: ui.Cream})
	}
	volume := func(name string, v *float64) {
		row(name)
		s.layer.Add(&ui.Button{R: image.Rect(x+160, y, x+184, y+22), Label: "-", Tooltip: "Quieter", Disabled: *v <= 0,
			OnClick: func() { s.change(func() { *v = max(0, float64(int(*v*10+0.5)-1)/10) }) }})
		s.layer.Add(&meter{r: image.Rect(x+190, y+4, x+290, y+18), v: *v})
		s.layer.Add(&ui.Button{R: image.Rect(x+296, y, x+320, y+22), Label: "+", Tooltip: "Louder", Disabled: *v >= 1,
			OnClick: func() { s.change(func() { *v = min(1, float64(int(*v*10+0.5)+1)/10) }) }})
		y += 30
	}
	volume("Master volume", &st.Master)
	volume("Music", &st.Music)
	volume("Sound effects", &st.Effects)
	row("Animation speed")
	for i, sp := range store.AnimSpeeds {
		sp := sp
		label := fmt.Sprintf("%gx", sp)
		s.layer.Add(&ui.Button{R: image.Rect(x+160+i*50, y, x+206+i*50, y+22), Label: label, Selected: st.AnimSpeed == sp,
			OnClick: func() { s.change(func() { st.AnimSpeed = sp }) }})
	}
	y += 30
	toggle := func(name string, v *bool, tip string) {
		row(name)
		s.layer.Add(&ui.Button{R: image.Rect(x+160, y, x+216, y+22), Label: "On", Selected: *v, Tooltip: tip, OnClick: func() { s.change(func() { *v = true }) }})
		s.layer.Add(&ui.Button{R: image.Rect(x+220, y, x+276, y+22), Label: "Off", Selected: !*v, Tooltip: tip, OnClick: func() { s.change(func() { *v = false }) }})
		y += 30
	}
	toggle("Fullscreen", &st.Fullscreen, "Fill the whole screen (F11 also works in most browsers).")
	toggle("Colour-blind symbols", &st.ColorBlind, "Draw a symbol on every player colour and ground, so colour is never the only clue.")
	row("Language")
	s.layer.Add(&ui.Button{R: image.Rect(x+160, y, x+256, y+22), Label: "English", Selected: st.Language == "en", Tooltip: "More languages will come; your choice is remembered.",
		OnClick: func() { s.change(func() { st.Language = "en" }) }})
	y += 40
	s.layer.Add(&ui.Button{R: image.Rect(ui.W/2-60, 312, ui.W/2+60, 336), Label: "Back", OnClick: s.a.Pop})
}

func (s *Settings) Update(a *App, f *input.Frame, dt float64) error {
	s.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Pop()
	}
	return nil
}

func (s *Settings) Draw(dst *ebiten.Image) {
	backdrop(dst, "sky")
	header(dst, "Settings")
	sprites.NineSlice(dst, "frame_panel", image.Rect(130, 50, 510, 300), nil)
	s.layer.Draw(dst)
}

// meter shows a level from 0 to 1 as ten notches.
type meter struct {
	r image.Rectangle
	v float64
}

func (m *meter) Rect() image.Rectangle { return m.r }
func (m *meter) Draw(dst *ebiten.Image, _ ui.State) {
	ui.FillRect(dst, m.r, ui.Ink)
	n := int(m.v*10 + 0.5)
	w := (m.r.Dx() - 2) / 10
	for i := 0; i < 10; i++ {
		c := ui.Charcoal
		if i < n {
			c = ui.Gold
		}
		ui.FillRect(dst, image.Rect(m.r.Min.X+1+i*w, m.r.Min.Y+1, m.r.Min.X+i*w+w, m.r.Max.Y-1), c)
	}
	ui.Text(dst, fmt.Sprintf("%d%%", n*10), m.r.Max.X+32, m.r.Min.Y, ui.DoveGrey)
}
