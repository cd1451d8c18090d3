package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/audio"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes/ui"
)

// shotScenes prepare a scripted app showing a named screen.
var shotScenes = map[string]func(a *App){
	"title": func(a *App) {},
	"menu":  func(a *App) { a.stack = []Scene{NewMenu(a)} },
	"setup": func(a *App) { a.stack = []Scene{NewSetup(a, "tokyodoves")} },
	"setup-continue": func(a *App) {
		DemoTokyoDoves(a, 6) // autosaves its record
		a.stack = []Scene{NewSetup(a, "tokyodoves")}
	},
	"settings": func(a *App) { a.stack = []Scene{NewMenu(a), NewSettings(a)} },
	"howto":    func(a *App) { h := NewHowTo(a, "tokyodoves"); h.page = 3; h.build(); a.stack = []Scene{NewMenu(a), h} },
	"pause": func(a *App) {
		DemoTokyoDoves(a, 10)
		a.Push(NewPause(a, "tokyodoves", nil))
	},
	"tokyodoves": func(a *App) {
		s := DemoTokyoDoves(a, 10)
		// Show a selection with its lit targets, as a player would see mid-turn.
		side := s.st.ToMove()
		for _, t := range []int{td.Crazy, td.Attack, td.Razor, td.BigBrother, td.Boss} {
			if s.st.P.Sq[side][t] >= 0 {
				s.selectDove(side, t)
				break
			}
		}
	},
	"tokyodoves-end": func(a *App) {
		DemoTokyoDoves(a, 200)
	},
	"columbiz": func(a *App) { DemoColumbiz(a, 3, 60) },
	"howto-columbiz": func(a *App) {
		h := NewHowTo(a, "columbiz")
		h.page = 3
		h.build()
		a.stack = []Scene{NewMenu(a), h}
	},
	"columbiz-4p": func(a *App) {
		s := DemoColumbiz(a, 4, 90)
		s.hover, s.hoverOK = firstLit(s)
	},
	"columbiz-end":  func(a *App) { DemoColumbiz(a, 2, 100000) },
	"columbiz-roll": func(a *App) { DemoColumbiz(a, 2, 30) },
}

// shotThen starts an animation after a shot's scene is set up, so that the
// picture catches it in motion.
var shotThen = map[string]func(a *App){
	// Two dice set aside, the others tumbling (about --frames 15).
	"columbiz-roll": func(a *App) {
		s := a.Top().(*Columbiz)
		s.clickDie(0)
		s.clickDie(1)
		s.roll()
		s.resolveRoll()
	},
}

// firstLit is a space a person could place on now (to show the preview).
func firstLit(s *Columbiz) (cz.Place, bool) {
	for _, a := range s.st.Legal(nil) {
		if k, _, p := cz.Decode(a); k == "place" {
			return p, true
		}
	}
	return cz.Place{}, false
}

// DemoColumbiz sets up a table with a person in the first seat and computer
// players in the others, plays about actions actions with fixed-seed bots for
// everyone (deterministic), then goes on to the person's next choice after a
// roll, so that dice are on the tray.
func DemoColumbiz(a *App, seats, actions int) *Columbiz {
	d, _ := game.Lookup("columbiz")
	players := []string{"human", "standard", "expert", "beginner"}[:seats]
	m, err := game.NewMatch(d, "", players, 5, "")
	if err != nil {
		panic(err)
	}
	s := NewColumbiz(a, m)
	a.stack = []Scene{s}
	bots := make([]game.Bot, seats)
	for i := range bots {
		bots[i], _ = cz.NewBot("standard", uint64(21+i))
	}
	step := func() {
		if m.State.ToMove() == game.Chance {
			s.resolveRoll()
		} else {
			th := bots[m.State.ToMove()].Think(m.State.Clone())
			for !th.Step(int64(1e9)) {
			}
			s.play(th.Best())
		}
		a.Anims.Finish()
		s.pops, s.flash = nil, map[cz.Place]float64{}
	}
	for i := 0; i < actions && !m.State.Terminal(); i++ {
		step()
	}
	for !m.State.Terminal() && !(m.State.ToMove() == 0 && s.st.Phase == cz.PhaseDecide) {
		step()
	}
	return s
}

// ShotNames lists the scenes the shot tool can render.
func ShotNames() []string {
	var n []string
	for k := range shotScenes {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// DemoTokyoDoves sets up a human-versus-expert table and plays up to plies
// actions between two fixed-seed standard bots (deterministic).
func DemoTokyoDoves(a *App, plies int) *TokyoDoves {
	d, _ := game.Lookup("tokyodoves")
	m, err := game.NewMatch(d, "standard", []string{"human", "expert"}, 7, "")
	if err != nil {
		panic(err)
	}
	bots := []game.Bot{}
	for i := 0; i < 2; i++ {
		b, _ := td.NewBot("standard", uint64(11+i))
		bots = append(bots, b)
	}
	s := NewTokyoDoves(a, m)
	a.stack = []Scene{s}
	for i := 0; i < plies && !m.State.Terminal(); i++ {
		th := bots[m.State.ToMove()].Think(m.State.Clone())
		for !th.Step(int64(1e9)) {
		}
		s.play(td.Act(th.Best()))
		a.Anims.Finish()
	}
	return s
}

// NewScriptedApp makes an app whose input comes only from Feed (tests, shots).
func NewScriptedApp() *App {
	a := newApp(audio.NewSilent())
	a.Scripted = true
	return a
}

type shotGame struct {
	a      *App
	frames int
	out    string
	err    error
	n      int
}

func (g *shotGame) Update() error {
	if err := g.a.Update(); err != nil {
		return err
	}
	g.n++
	if g.n >= g.frames {
		g.err = SavePNG(g.a.Render(), g.out)
		return ebiten.Termination
	}
	return nil
}

func (g *shotGame) Draw(screen *ebiten.Image) { g.a.Draw(screen) }
func (g *shotGame) Layout(w, h int) (int, int) {
	return ui.W, ui.H
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

// Shot renders a scene to a PNG file. It needs a display (Xvfb will do).
func Shot(name, out string, frames int) error {
	prep, ok := shotScenes[name]
	if !ok {
		return fmt.Errorf("unknown scene %q (scenes: %s)", name, strings.Join(ShotNames(), ", "))
	}
	// Shots use default settings and must not touch the player's files.
	tmp, err := os.MkdirTemp("", "roost-shot")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	os.Setenv("ROOST_CONFIG_DIR", tmp)
	g := &shotGame{out: out, frames: frames}
	ebiten.SetWindowSize(ui.W, ui.H)
	ebiten.SetWindowTitle("Roost shot")
	first := true
	wrapped := &lazyShot{g: g, init: func() {
		if first {
			first = false
			g.a = NewScriptedApp()
			prep(g.a)
			g.a.Anims.Finish()
			if then := shotThen[name]; then != nil {
				then(g.a)
			}
		}
	}}
	if err := ebiten.RunGame(wrapped); err != nil {
		return err
	}
	return g.err
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
