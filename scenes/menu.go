package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Menu is the main menu: the four games, how to play, settings and quit.
type Menu struct {
	layer ui.Layer
	Cards []*coverCard
}

// coverCard is a game's cover in the menu.
type coverCard struct {
	info     GameInfo
	r        image.Rectangle
	playable bool
	onClick  func()
}

func (c *coverCard) Rect() image.Rectangle { return c.r }
func (c *coverCard) Enabled() bool         { return true }
func (c *coverCard) Activate()             { c.onClick() }
func (c *coverCard) Tip() string {
	if c.playable {
		return c.info.Blurb
	}
	return c.info.Blurb + " Not playable yet: this game's rules are still being built."
}

func (c *coverCard) Draw(dst *ebiten.Image, st ui.State) {
	r := c.r
	lift := 0
	if (st.Hover || st.Focused) && c.playable {
		lift = -3
	}
	r = r.Add(image.Pt(0, lift))
	sprites.NineSlice(dst, "frame_paper", r, nil)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X+4), float64(r.Min.Y+4))
	if !c.playable {
		op.ColorScale.Scale(0.55, 0.55, 0.6, 1)
	}
	dst.DrawImage(sprites.Get(c.info.Cover), op)
	ui.Centered(dst, c.info.Title, r.Min.X+r.Dx()/2, r.Min.Y+88, ui.Ink)
	sub := c.info.Players
	col := ui.Wood
	if !c.playable {
		sub, col = "Coming soon", ui.Red
	}
	ui.Centered(dst, sub, r.Min.X+r.Dx()/2, r.Min.Y+103, col)
	if !c.playable {
		band := image.Rect(r.Min.X+4, r.Min.Y+34, r.Max.X-4, r.Min.Y+50)
		ui.FillRect(dst, band, ui.Ink)
		ui.Centered(dst, "Coming soon", r.Min.X+r.Dx()/2, band.Min.Y+1, ui.Butter)
	}
	if st.Focused {
		sprites.NineSlice(dst, "frame_focus", r.Inset(-3), nil)
	} else if st.Hover && c.playable {
		ui.StrokeRect(dst, r.Inset(-2), ui.Gold)
	}
}

// NewMenu builds the main menu.
func NewMenu(a *App) *Menu {
	m := &Menu{}
	const cw, gap = 136, 14
	x0 := (ui.W - 4*cw - 3*gap) / 2
	for i, g := range Games {
		g := g
		c := &coverCard{info: g, r: image.Rect(x0+i*(cw+gap), 92, x0+i*(cw+gap)+cw, 92+120), playable: Playable(g.Key)}
		c.onClick = func() {
			if c.playable {
				a.Switch(NewSetup(a, g.Key))
			} else {
				a.Audio.Play("error")
				a.Toast(g.Title + " is not playable yet: its rules engine and table are still being built.")
			}
		}
		m.Cards = append(m.Cards, c)
		m.layer.Add(c)
	}
	bw := 120
	labels := []string{"How to play", "Settings"}
	if !a.Web {
		labels = append(labels, "Quit")
	}
	bx := (ui.W - len(labels)*bw - (len(labels)-1)*12) / 2
	for i, l := range labels {
		l := l
		b := &ui.Button{R: image.Rect(bx+i*(bw+12), 256, bx+i*(bw+12)+bw, 280), Label: l}
		switch l {
		case "How to play":
			b.OnClick = func() { a.Push(NewHowTo(a, "")) }
			b.Tooltip = "The rules of each game, with pictures."
		case "Settings":
			b.OnClick = func() { a.Push(NewSettings(a)) }
			b.Tooltip = "Sound, animation speed, display and accessibility."
		case "Quit":
			b.OnClick = a.Quit
		}
		m.layer.Add(b)
	}
	return m
}

func (m *Menu) Name() string { return "menu" }
func (m *Menu) Busy() bool   { return m.layer.Busy() }

// Buttons returns the labels of the menu's buttons (tests).
func (m *Menu) Buttons() []string { return buttonLabels(&m.layer) }

func buttonLabels(l *ui.Layer) []string {
	var out []string
	for _, w := range l.Widgets {
		if b, ok := w.(*ui.Button); ok {
			out = append(out, b.Label)
		}
	}
	return out
}

func (m *Menu) Update(a *App, f *input.Frame, dt float64) error {
	m.layer.Update(f, dt)
	return nil
}

func (m *Menu) Draw(dst *ebiten.Image) {
	backdrop(dst, "sky")
	skyline(dst)
	ui.Sprite(dst, "logo", ui.W/2-43*2, 18, 4)
	ui.CenteredShadow(dst, "Choose a game", ui.W/2, 68, 1, ui.Sand)
	m.layer.Draw(dst)
	ui.Text(dst, "Tab / arrows to move, Enter to choose", 8, ui.H-18, ui.DoveGrey)
}
