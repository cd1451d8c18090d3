package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
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
	// Everything sits on the canvas's centre line, spaced by its height;
	// upright, spread over the height (the logo high, the roost twice as
	// large in the middle, the prompt above the skyline).
	top := max(0, (ui.H-360)/2)
	scale := 6
	if ui.W < 43*6+24 {
		scale = 4
	}
	logoY, tagY, roostY, roostS, doveY, startY := top+46, top+128, top+200, 2, top+150, top+300
	if ui.Portrait() && ui.H >= 640 {
		logoY = ui.H * 18 / 100
		tagY = logoY + 82
		roostS = 4
		roostY = ui.H*48/100 - 24*roostS/2
		doveY = roostY - 10
		startY = ui.H * 74 / 100
	}
	for i := 0; i < 5; i++ {
		x := float64((int(t*40)+i*137)%(ui.W+60)) - 30
		y := float64(doveY + (i%3)*26*roostS/2 + bob(t+float64(i), 3, 3))
		ui.Sprite(dst, "dove_side", int(x), int(y), 2)
	}
	lw := 43 * scale
	ui.Sprite(dst, "logo", ui.W/2-lw/2, logoY+bob(t, 1.5, 2), scale)
	ui.CenteredShadow(dst, lang.T("title.tagline"), ui.W/2, tagY, 1, ui.Sand)
	dw, _ := sprites.Size("dovecote")
	ui.Sprite(dst, "dovecote", ui.W/2-dw*roostS/2, roostY, roostS)
	if s.t >= titleAnimFor || int(s.t*2)%2 == 0 {
		msg, sc := lang.T("title.start"), 2
		w, _ := ui.Measure(msg)
		if 2*w > ui.W-24 {
			sc = 1
		}
		// On an ink plate: the skyline's windows never show through it.
		plate := image.Rect(ui.W/2-sc*w/2-8, startY-4, ui.W/2+sc*w/2+8, startY+sc*ui.LineH+4)
		ui.FillRect(dst, plate, ui.Ink)
		ui.CenteredShadow(dst, msg, ui.W/2, startY, sc, ui.Butter)
	}
}
