package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
)

// Title is the first screen: it waits for a click or tap, which also lets the
// browser start audio.
type Title struct {
	t float64
}

// NewTitle makes the title screen.
func NewTitle() *Title { return &Title{} }

func (s *Title) Name() string { return "title" }

// Info tells what the title says, and in which language (the browser
// test reads it).
func (s *Title) Info() map[string]string {
	return map[string]string{"lang": lang.Current(), "start": lang.T("title.start"), "tagline": lang.T("title.tagline")}
}

// The title animates for a while, then holds still to save power.
const titleAnimFor = 12.0

func (s *Title) Busy() bool { return s.t < titleAnimFor }

func (s *Title) Update(a *App, f *input.Frame, dt float64) error {
	s.t += dt
	if f.Tap || f.Is(input.Confirm) {
		a.Audio.StartMusic()
		a.Audio.Play("coo")
		a.Switch(NewMenu(a))
	}
	return nil
}

func (s *Title) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	skyline(dst)
	t := min(s.t, titleAnimFor)
	// Doves circling the roost.
	// Everything sits on the canvas's centre line, spaced by its height.
	top := max(0, (ui.H-360)/2)
	scale := 6
	if ui.W < 43*6+24 {
		scale = 4
	}
	for i := 0; i < 5; i++ {
		x := float64((int(t*40)+i*137)%(ui.W+60)) - 30
		y := float64(top+150) + float64(i%3)*26 + float64(bob(t+float64(i), 3, 3))
		ui.Sprite(dst, "dove_side", int(x), int(y), 2)
	}
	lw := 43 * scale
	ui.Sprite(dst, "logo", ui.W/2-lw/2, top+46+bob(t, 1.5, 2), scale)
	ui.CenteredShadow(dst, lang.T("title.tagline"), ui.W/2, top+128, 1, ui.Sand)
	ui.Sprite(dst, "dovecote", ui.W/2-24, top+200, 2)
	if s.t >= titleAnimFor || int(s.t*2)%2 == 0 {
		msg, sc := lang.T("title.start"), 2
		if w, _ := ui.Measure(msg); 2*w > ui.W-16 {
			sc = 1
		}
		ui.CenteredShadow(dst, msg, ui.W/2, top+300, sc, ui.Butter)
	}
}
