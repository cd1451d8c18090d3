//go:build !js

package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/audio"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

func init() {
	RegisterShot("title", ShotDef{Prep: func(a *App) {}})
	RegisterShot("menu", ShotDef{Prep: func(a *App) { a.Show(NewMenu(a)) }})
	RegisterShot("settings", ShotDef{Prep: func(a *App) { a.Show(NewMenu(a), NewSettings(a)) }})
	RegisterShot("stats", ShotDef{Prep: func(a *App) { a.Show(NewMenu(a), NewStats(a, DemoStats())) }})
	RegisterShot("howto-past", ShotDef{Prep: func(a *App) {
		a.Show(NewMenu(a), NewHowToPage(a, "tokyodoves", len(Rules("tokyodoves"))-1))
	}})
	RegisterShot("howto-puzzles", ShotDef{Prep: func(a *App) {
		a.Show(NewMenu(a), NewHowToPage(a, "falconry", len(Rules("falconry"))-1))
	}})
	RegisterShot("history", ShotDef{Prep: func(a *App) { a.Show(NewMenu(a), NewHistoryOf(a, "columbiz", demoHistory())) }})
	// Every game's setup: Columbiz's, and the setups of four players
	// (Columba's, Falconry's Joint Nobility), that lay the same parts out
	// as the setups of two.
	RegisterShot("columbiz-setup", ShotDef{Prep: func(a *App) { a.Show(NewMenu(a), NewSetup(a, "columbiz")) }})
	RegisterShot("columba-setup-4p", ShotDef{Prep: func(a *App) {
		s := NewSetup(a, "columba")
		s.SetPlayers(4)
		a.Show(NewMenu(a), s)
	}})
	RegisterShot("falconry-setup-4p", ShotDef{Prep: func(a *App) {
		s := NewSetup(a, "falconry")
		s.pickVariant("joint")
		a.Show(NewMenu(a), s)
	}})
	for _, g := range []struct {
		name, game string
		seats      int
		at         float64 // how far into the game the replay stands
	}{{"replay", "columbiz", 3, 0.55}, {"replay-tokyodoves", "tokyodoves", 2, 0.7},
		{"replay-columba", "columba", 2, 0.6}, {"replay-falconry", "falconry", 2, 0.6}} {
		RegisterShot(g.name, ShotDef{Prep: func(a *App) {
			f := DemoFinished(g.game, g.seats, 5, "expert", time.Date(2026, 11, 25, 9, 15, 0, 0, time.Local))
			h := NewHistoryOf(a, g.game, []store.Finished{f})
			a.Show(NewMenu(a), h)
			h.Open(f)
			if r, ok := a.Top().(interface {
				ReviewTo(int)
				ReviewAt() (int, int)
				FinishAnalysis()
			}); ok {
				r.FinishAnalysis()
				_, of := r.ReviewAt()
				r.ReviewTo(int(g.at * float64(of)))
			}
			a.Anims.Finish()
		}})
	}
}

// NewScriptedApp makes an app whose input comes only from Feed (tests, shots).
func NewScriptedApp() *App {
	a := newApp(audio.NewSilent())
	a.Scripted = true
	a.Porter = scriptedPorter()
	return a
}

type shotGame struct {
	a      *App
	frames int
	out    string
	err    error
	n      int
	screen ui.Screen
	w, h   int // device pixels of the picture
}

func (g *shotGame) Update() error {
	if err := g.a.Update(); err != nil {
		return err
	}
	g.n++
	if g.n >= g.frames {
		g.err = SavePNG(g.picture(), g.out)
		return ebiten.Termination
	}
	return nil
}

// picture is the frame as the screen shows it: the canvas scaled by the
// whole number the screen's size gives, over the parts drawn at the
// screen's resolution, on a screen of the asked size (App.Compose).
func (g *shotGame) picture() *ebiten.Image {
	if g.w == 0 {
		return g.a.Render()
	}
	return g.a.Shoot(g.w, g.h)
}

func (g *shotGame) Draw(screen *ebiten.Image) {}
func (g *shotGame) Layout(w, h int) (int, int) {
	return 64, 64
}

// SavePNG reads an image back from the GPU and writes it as a PNG.
func SavePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	rgba := &image.RGBA{Pix: pix, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, rgba)
}

// ShotOptions are the screen a shot is taken on: its size in CSS pixels
// and its device pixels per CSS pixel (0x0: the 640x360 canvas itself).
type ShotOptions struct {
	W, H   int
	DPR    float64
	Frames int
	Phone  bool // as the phone app: fingers, so no key hints and no Quit
}

// Shot renders a scene to a PNG file. It needs a display (Xvfb will do).
func Shot(name, out string, o ShotOptions) error {
	sh, ok := shots[name]
	if !ok {
		return fmt.Errorf("unknown scene %q (scenes: %s)", name, shotList())
	}
	if o.DPR <= 0 {
		o.DPR = 1
	}
	frames := max(1, o.Frames)
	// Shots use default settings and must not touch the player's files.
	tmp, err := os.MkdirTemp("", "roost-shot")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	os.Setenv("ROOST_CONFIG_DIR", tmp)
	g := &shotGame{out: out, frames: frames, screen: ui.Screen{Scale: 2, W: ui.BaseW, H: ui.BaseH, Finger: 24}}
	if o.W > 0 && o.H > 0 {
		g.w, g.h = int(float64(o.W)*o.DPR), int(float64(o.H)*o.DPR)
		g.screen = ui.FitScreen(g.w, g.h, o.DPR)
	}
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("Roost shot")
	first := true
	wrapped := &lazyShot{g: g, init: func() {
		if first {
			first = false
			g.a = NewScriptedApp()
			if o.Phone {
				g.a.Phone, ui.Touch = true, true
			}
			g.a.SetScreen(g.screen)
			g.a.useScreen()
			sh.Prep(g.a)
			g.a.Anims.Finish()
			if sh.Then != nil {
				sh.Then(g.a)
			}
		}
	}}
	if err := ebiten.RunGame(wrapped); err != nil {
		return err
	}
	return g.err
}

// PrepShot sets a scripted app up as a registered shot shows it (tests that
// look at every screen), its animations finished.
func PrepShot(a *App, name string) error {
	sh, ok := shots[name]
	if !ok {
		return fmt.Errorf("unknown scene %q (scenes: %s)", name, shotList())
	}
	sh.Prep(a)
	a.Anims.Finish()
	return nil
}

// lazyShot builds the app inside the game loop (images need a running loop
// for some operations).
type lazyShot struct {
	g    *shotGame
	init func()
}

func (l *lazyShot) Update() error              { l.init(); return l.g.Update() }
func (l *lazyShot) Draw(screen *ebiten.Image)  { l.init(); l.g.Draw(screen) }
func (l *lazyShot) Layout(w, h int) (int, int) { return l.g.Layout(w, h) }

// DemoStats are statistics as a player has them after a few weeks (shots).
func DemoStats() store.Stats {
	return store.Stats{
		"columbiz": {
			"beginner": {Played: 6, Won: 6, Streak: 6, BestStreak: 6, BestScore: 41, Scored: true, Actions: 6 * 58},
			"standard": {Played: 14, Won: 8, Drawn: 1, Lost: 5, Streak: 2, BestStreak: 4, BestScore: 38, Scored: true, Actions: 14 * 63},
			"expert":   {Played: 9, Won: 2, Lost: 7, Streak: -3, BestStreak: 1, BestScore: 33, Scored: true, Actions: 9 * 66},
			"people":   {Played: 3, Actions: 3 * 71},
			"online":   {Played: 5, Won: 3, Lost: 2, Streak: 1, BestStreak: 2, BestScore: 36, Scored: true, Actions: 5 * 60},
		},
		"tokyodoves": {"expert": {Played: 4, Won: 1, Lost: 3, Streak: -1, BestStreak: 1, Actions: 4 * 31}},
	}
}

// demoHistory is a history of Columbiz games for the shot.
func demoHistory() []store.Finished {
	at := time.Date(2026, 11, 24, 21, 40, 0, 0, time.Local)
	var out []store.Finished
	for i, o := range []struct {
		seats int
		level string
	}{{2, "expert"}, {3, "standard"}, {2, "standard"}, {4, "beginner"}, {2, "expert"}} {
		out = append(out, DemoFinished("columbiz", o.seats, uint64(20+i), o.level, at.Add(-time.Duration(i)*29*time.Hour)))
	}
	return out
}
