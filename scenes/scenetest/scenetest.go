// Package scenetest drives scenes from tests. Scene tests run inside a real
// game loop (under Xvfb on a machine without a display): Main starts
// ebiten.RunGame, the tests run on another goroutine and hand work to the loop
// with OnMain, so images can be drawn and read back. Each package of scene
// tests calls Main from its TestMain.
package scenetest

import (
	"image"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
)

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
	// The frame ends after 25 ms of the tests' work at most: Ebitengine
	// sends what was drawn to the GPU at the end of its frames, so a long
	// run of test frames inside one of its frames would pile their draw
	// commands up in its buffers (kept for reuse, they read as a heap that
	// grows with the longest run).
	start := time.Now()
	for time.Since(start) < 25*time.Millisecond {
		select {
		case f := <-mainFuncs:
			f()
		case <-g.done:
			return ebiten.Termination
		case <-time.After(2 * time.Millisecond):
			return nil
		}
	}
	return nil
}

func (g *testLoop) Draw(*ebiten.Image)         {}
func (g *testLoop) Layout(int, int) (int, int) { return ui.BaseW, ui.BaseH }

// Main runs a package's tests inside the game loop.
func Main(m *testing.M) {
	dir, err := os.MkdirTemp("", "roost-scenes")
	if err != nil {
		panic(err)
	}
	os.Setenv("ROOST_CONFIG_DIR", dir)
	os.Setenv("ROOST_NO_AUDIO", "1")
	// The tests speak English unless they choose otherwise, whatever the
	// developer's own locale: the system's language is C.
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANGUAGE"} {
		os.Unsetenv(k)
	}
	os.Setenv("LANG", "C.UTF-8")
	ebiten.SetWindowSize(ui.BaseW, ui.BaseH)
	g := &testLoop{m: m}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.RemoveAll(dir)
	os.Exit(g.code)
}

// OnMain runs f on the game loop and waits for it.
func OnMain(f func()) {
	done := make(chan struct{})
	mainFuncs <- func() { f(); close(done) }
	<-done
}

// Driver drives a scripted app from a test.
type Driver struct {
	T  testing.TB
	A  *scenes.App
	Sc input.Script
}

// New makes a scripted app on the default 640x360 canvas.
func New(t testing.TB) *Driver {
	d := &Driver{T: t}
	OnMain(func() {
		d.A = scenes.NewScriptedApp()
		d.A.Update()
	})
	return d
}

// Screen lays the app out for a screen of w x h CSS pixels at dpr device
// pixels each, as a browser or a window of that size would.
func (d *Driver) Screen(w, h int, dpr float64) ui.Screen {
	sc := ui.FitScreen(int(float64(w)*dpr), int(float64(h)*dpr), dpr)
	OnMain(func() { d.A.SetScreen(sc) })
	d.Frames(d.Sc.Hold()) // a finger that is down stays down
	return sc
}

// Step runs n frames with the pointer resting (not pressed) where it is.
func (d *Driver) Step(n int) {
	OnMain(func() {
		for i := 0; i < n; i++ {
			d.A.Feed(d.Sc.Frame(image.Pt(-50, -50), false))
			if err := d.A.Update(); err != nil {
				d.T.Fatalf("update: %v", err)
			}
		}
	})
}

// Frames feeds scripted frames, one update each.
func (d *Driver) Frames(fs ...input.Frame) {
	OnMain(func() {
		for _, f := range fs {
			d.A.Feed(f)
			if err := d.A.Update(); err != nil {
				d.T.Fatalf("update: %v", err)
			}
		}
	})
}

// Click presses and releases at p.
func (d *Driver) Click(p image.Point) {
	d.Frames(d.Sc.Frame(p, false), d.Sc.Frame(p, true), d.Sc.Frame(p, false))
}

// Drag presses at from, moves to to in steps, and releases there.
func (d *Driver) Drag(from, to image.Point) {
	fs := []input.Frame{d.Sc.Frame(from, false), d.Sc.Frame(from, true)}
	for i := 1; i <= 6; i++ {
		p := from.Add(to.Sub(from).Mul(i).Div(6))
		fs = append(fs, d.Sc.Frame(p, true))
	}
	fs = append(fs, d.Sc.Frame(to, false))
	d.Frames(fs...)
}

// TouchDrag is a finger pressed at from, moved to to in steps, and lifted
// there.
func (d *Driver) TouchDrag(from, to image.Point) {
	fs := []input.Frame{d.Sc.Touches(from), d.Sc.Touches(from)}
	for i := 1; i <= 8; i++ {
		fs = append(fs, d.Sc.Touches(from.Add(to.Sub(from).Mul(i).Div(8))))
	}
	fs = append(fs, d.Sc.Touches())
	d.Frames(fs...)
}

// Key sends an intent.
func (d *Driver) Key(i input.Intent) {
	d.Frames(d.Sc.Frame(image.Pt(-50, -50), false, i))
}

// Top is the scene on top.
func (d *Driver) Top() scenes.Scene {
	var s scenes.Scene
	OnMain(func() { s = d.A.Top() })
	return s
}

// TopName is the top scene's name.
func (d *Driver) TopName() string {
	if n, ok := d.Top().(scenes.Named); ok {
		return n.Name()
	}
	return "?"
}

// Button finds a button by label on the top scene.
func (d *Driver) Button(label string) *ui.Button {
	l, ok := d.Top().(scenes.Layered)
	if !ok {
		d.T.Fatalf("scene %s has no widgets", d.TopName())
	}
	for _, w := range l.Widgets().Widgets {
		if b, ok := w.(*ui.Button); ok && b.Label == label {
			return b
		}
	}
	d.T.Fatalf("no button %q on %s (buttons: %v)", label, d.TopName(), l.Widgets().Labels())
	return nil
}

// ClickButton clicks a button of the top scene by its label.
func (d *Driver) ClickButton(label string) {
	b := d.Button(label)
	d.Click(b.R.Min.Add(image.Pt(b.R.Dx()/2, b.R.Dy()/2)))
}

// Colours renders the app and counts distinct colours in the frame.
func (d *Driver) Colours() int {
	n := 0
	OnMain(func() {
		img := d.A.Render()
		pix := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
		img.ReadPixels(pix)
		seen := map[[3]byte]bool{}
		for i := 0; i < len(pix); i += 4 {
			seen[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
		}
		n = len(seen)
	})
	return n
}

// LastButton finds the last button with a label (rows repeat labels).
func (d *Driver) LastButton(label string) *ui.Button {
	var found *ui.Button
	for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
		if b, ok := w.(*ui.Button); ok && b.Label == label {
			found = b
		}
	}
	if found == nil {
		d.T.Fatalf("no button %q on %s", label, d.TopName())
	}
	return found
}

// Tap is a touch held for a few frames at p, as a finger does.
func (d *Driver) Tap(p image.Point) {
	var fs []input.Frame
	for i, down := range []bool{false, true, true, true, false} {
		f := d.Sc.Frame(p, down)
		f.Touch = i > 0
		fs = append(fs, f)
	}
	d.Frames(fs...)
}

// WaitFor runs frames until cond holds, failing after max frames and at
// least 20 seconds (the computer thinks in real time while frames run).
func (d *Driver) WaitFor(what string, max int, cond func() bool) {
	d.T.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for i := 0; i < max || time.Now().Before(deadline); i++ {
		ok := false
		OnMain(func() { ok = cond() })
		if ok {
			return
		}
		d.Step(1)
	}
	d.T.Fatalf("gave up waiting for %s (top: %s, animating %v)", what, d.TopName(), d.A.Anims.Busy())
}

// Render draws the app's canvas once, as a frame on the screen would.
func (d *Driver) Render() { OnMain(func() { d.A.Render() }) }

// Texts renders the app once and returns every line of text it drew.
func (d *Driver) Texts() []ui.TextDraw {
	var out []ui.TextDraw
	OnMain(func() {
		ui.RecordText(true)
		d.A.Render()
		out = ui.TextDraws()
		ui.RecordText(false)
	})
	return out
}

// Frame renders the app once and returns every line of text it drew, what
// it drew over earlier layers (ui.Cover) and the canvas it drew them on,
// pixel for pixel.
func (d *Driver) Frame() ([]ui.TextDraw, []ui.TextDraw, *image.RGBA) {
	var out, covers []ui.TextDraw
	var pic *image.RGBA
	OnMain(func() {
		ui.RecordText(true)
		img := d.A.Render()
		out, covers = ui.TextDraws(), ui.Covers()
		ui.RecordText(false)
		pic = image.NewRGBA(img.Bounds())
		img.ReadPixels(pic.Pix)
	})
	return out, covers, pic
}
