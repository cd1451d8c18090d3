package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

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
	backdrop(dst, "sky")
	skyline(dst)
	t := min(s.t, titleAnimFor)
	// Doves circling the roost.
	for i := 0; i < 5; i++ {
		x := float64((int(t*40)+i*137)%(ui.W+60)) - 30
		y := 150 + float64(i%3)*26 + float64(bob(t+float64(i), 3, 3))
		ui.Sprite(dst, "dove_side", int(x), int(y), 2)
	}
	lw := 43 * 6
	ui.Sprite(dst, "logo", ui.W/2-lw/2, 46+bob(t, 1.5, 2), 6)
	ui.CenteredShadow(dst, "Four bird board games", ui.W/2, 128, 1, ui.Sand)
	ui.Sprite(dst, "dovecote", ui.W/2-24, 200, 2)
	if s.t >= titleAnimFor || int(s.t*2)%2 == 0 {
		ui.CenteredShadow(dst, "Click or tap to start", ui.W/2, 300, 2, ui.Butter)
	}
}
