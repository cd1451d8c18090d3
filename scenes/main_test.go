package scenes

import (
	"image"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
)

// Scene tests run inside a real game loop (under Xvfb on a machine without a
// display): TestMain starts ebiten.RunGame, the tests run on another goroutine
// and hand work to the loop with onMain, so images can be drawn and read back.

var mainFuncs = make(chan func())

type testLoop struct {
	m       *testing.M
	code    int
	started bool
	done    chan struct{}
}

func (g *testLoop) Update() error {
	if !g.started {
		g.started = true
		g.done = make(chan struct{})
		go func() {
			g.code = g.m.Run()
			close(g.done)
		}()
	}
	for {
		select {
		case f := <-mainFuncs:
			f()
		case <-g.done:
			return ebiten.Termination
		case <-time.After(2 * time.Millisecond):
			return nil
		}
	}
}

func (g *testLoop) Draw(*ebiten.Image)         {}
func (g *testLoop) Layout(int, int) (int, int) { return ui.W, ui.H }

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "roost-scenes")
	if err != nil {
		panic(err)
	}
	os.Setenv("ROOST_CONFIG_DIR", dir)
	os.Setenv("ROOST_NO_AUDIO", "1")
	ebiten.SetWindowSize(ui.W, ui.H)
	g := &testLoop{m: m}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.RemoveAll(dir)
	os.Exit(g.code)
}

// onMain runs f on the game loop and waits for it.
func onMain(f func()) {
	done := make(chan struct{})
	mainFuncs <- func() { f(); close(done) }
	<-done
}

// driver drives a scripted app from a test.
type driver struct {
	t  *testing.T
	a  *App
	sc input.Script
}

func newDriver(t *testing.T) *driver {
	d := &driver{t: t}
	onMain(func() { d.a = NewScriptedApp() })
	return d
}

// step runs n frames with the pointer resting (not pressed) where it is.
func (d *driver) step(n int) {
	onMain(func() {
		for i := 0; i < n; i++ {
			d.a.Feed(d.sc.Frame(image.Pt(-50, -50), false))
			if err := d.a.Update(); err != nil {
				d.t.Fatalf("update: %v", err)
			}
		}
	})
}

// frames feeds scripted frames, one update each.
func (d *driver) frames(fs ...input.Frame) {
	onMain(func() {
		for _, f := range fs {
			d.a.Feed(f)
			if err := d.a.Update(); err != nil {
				d.t.Fatalf("update: %v", err)
			}
		}
	})
}

// click presses and releases at p.
func (d *driver) click(p image.Point) {
	d.frames(d.sc.Frame(p, false), d.sc.Frame(p, true), d.sc.Frame(p, false))
}

// drag presses at from, moves to to in steps, and releases there.
func (d *driver) drag(from, to image.Point) {
	fs := []input.Frame{d.sc.Frame(from, false), d.sc.Frame(from, true)}
	for i := 1; i <= 6; i++ {
		p := from.Add(to.Sub(from).Mul(i).Div(6))
		fs = append(fs, d.sc.Frame(p, true))
	}
	fs = append(fs, d.sc.Frame(to, false))
	d.frames(fs...)
}

// key sends an intent.
func (d *driver) key(i input.Intent) {
	d.frames(d.sc.Frame(image.Pt(-50, -50), false, i))
}

func (d *driver) top() Scene {
	var s Scene
	onMain(func() { s = d.a.Top() })
	return s
}

func (d *driver) topName() string {
	if n, ok := d.top().(Named); ok {
		return n.Name()
	}
	return "?"
}

// button finds a button by label on the top scene.
func (d *driver) button(label string) *ui.Button {
	l, ok := d.top().(Layered)
	if !ok {
		d.t.Fatalf("scene %s has no widgets", d.topName())
	}
	for _, w := range l.Layer().Widgets {
		if b, ok := w.(*ui.Button); ok && b.Label == label {
			return b
		}
	}
	d.t.Fatalf("no button %q on %s (buttons: %v)", label, d.topName(), buttonLabels(l.Layer()))
	return nil
}

func (d *driver) clickButton(label string) {
	b := d.button(label)
	d.click(b.R.Min.Add(image.Pt(b.R.Dx()/2, b.R.Dy()/2)))
}

// colours renders the app and counts distinct colours in the frame.
func (d *driver) colours() int {
	n := 0
	onMain(func() {
		img := d.a.Render()
		pix := make([]byte, 4*ui.W*ui.H)
		img.ReadPixels(pix)
		seen := map[[3]byte]bool{}
		for i := 0; i < len(pix); i += 4 {
			seen[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
		}
		n = len(seen)
	})
	return n
}

// lastButton finds the last button with a label (rows repeat labels).
func (d *driver) lastButton(label string) *ui.Button {
	var found *ui.Button
	for _, w := range d.top().(Layered).Layer().Widgets {
		if b, ok := w.(*ui.Button); ok && b.Label == label {
			found = b
		}
	}
	if found == nil {
		d.t.Fatalf("no button %q on %s", label, d.topName())
	}
	return found
}
