package scenetest

import (
	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
)

// Monkey plays an app with seeded random input: clicks, taps, drags, keys,
// the wheel, two-finger gestures and turns of the phone, aimed half the time
// at what the screen offers (its buttons, a board's targets, the places it
// names) so that it gets somewhere. Every episode starts a fresh app on a
// screen of its own (Start) and ends by finding the way back to the menu.
type Monkey struct {
	Seed uint64
	// Start opens the first screen of an episode on a fresh app.
	Start func(a *scenes.App, rng *rand.Rand) string

	A      *scenes.App
	rng    *rand.Rand
	sc     input.Script
	log    []string // the latest inputs, oldest first
	Frames int      // frames run in all episodes
	Quits  int      // episodes the app ended by itself (a Quit button)
	quit   bool
}

// Failure is what went wrong in an episode, with what it takes to replay it.
type Failure struct {
	Seed    uint64
	Episode int
	Start   string
	Msg     string
	Inputs  []string
}

func (f *Failure) Error() string {
	return fmt.Sprintf("%s\nepisode %d (seed %d), started at %s; replay it with ROOST_MONKEY_SEED=%d ROOST_MONKEY_EPISODE=%d\nlast inputs, oldest first:\n  %s",
		f.Msg, f.Episode, f.Seed, f.Start, f.Seed, f.Episode, strings.Join(f.Inputs, "\n  "))
}

// screens a phone or a window may have; the monkey turns between them.
var monkeyScreens = [][3]float64{{1280, 720, 1}, {390, 844, 3}, {844, 390, 3}, {375, 667, 2}, {1000, 700, 1}}

// Episode runs one episode of n frames: a fresh app, the start screen, random
// input, then the way back to the menu. A panic, an error from the app, or a
// screen with no way back to the menu is a *Failure.
func (m *Monkey) Episode(k, n int) (err error) {
	m.rng = rand.New(rand.NewPCG(m.Seed, uint64(k)))
	m.log = m.log[:0]
	m.quit = false
	m.sc = input.Script{}
	start := ""
	fail := func(msg string) error {
		return &Failure{Seed: m.Seed, Episode: k, Start: start, Msg: msg, Inputs: append([]string(nil), m.log...)}
	}
	OnMain(func() {
		defer func() {
			if r := recover(); r != nil {
				err = fail(fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
			}
		}()
		m.A = scenes.NewScriptedApp()
		m.english()
		m.screen(monkeyScreens[m.rng.IntN(len(monkeyScreens))])
		start = m.Start(m.A, m.rng)
		m.note("start " + start)
		if e := m.step(m.sc.Hold()); e != nil {
			err = fail(e.Error())
		}
	})
	for done := 0; err == nil && done < n && !m.quit; {
		batch := min(10, n-done) // a few frames at a time: Ebitengine's frame ends between them
		OnMain(func() {
			defer func() {
				if r := recover(); r != nil {
					err = fail(fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
				}
			}()
			for i := 0; i < batch && err == nil && !m.quit; {
				fs := m.next()
				for _, f := range fs {
					if e := m.step(f); e != nil {
						err = fail(e.Error())
						break
					}
				}
				i += len(fs)
				done += len(fs)
			}
		})
	}
	if err != nil || m.quit {
		OnMain(m.english)
		m.A = nil
		return err
	}
	OnMain(func() {
		defer func() {
			if r := recover(); r != nil {
				err = fail(fmt.Sprintf("panic on the way back to the menu: %v\n%s", r, debug.Stack()))
			}
		}()
		if msg := m.backToMenu(); msg != "" {
			err = fail(msg)
		}
		m.english()
	})
	m.A = nil
	return err
}

// english makes the app (and the settings stored, which the next episode
// and the next test read) speak the system's language again: the monkey
// may have chosen another in Settings.
func (m *Monkey) english() {
	if m.A.Settings.Language != "" {
		m.A.Settings.Language = ""
		m.A.ApplySettings()
	}
}

// step feeds one frame, then draws it.
func (m *Monkey) step(f input.Frame) error {
	m.A.Feed(f)
	if err := m.A.Update(); err != nil {
		if errors.Is(err, ebiten.Termination) {
			m.quit = true
			m.Quits++
			return nil
		}
		return err
	}
	m.A.Render()
	m.Frames++
	return nil
}

func (m *Monkey) note(s string) {
	if len(m.log) == 40 {
		m.log = m.log[1:]
	}
	m.log = append(m.log, s)
}

func (m *Monkey) screen(s [3]float64) {
	m.A.SetScreen(ui.FitScreen(int(s[0]*s[2]), int(s[1]*s[2]), s[2]))
	m.note(fmt.Sprintf("screen %.0fx%.0f at %.0fx", s[0], s[1], s[2]))
}

// somewhere is a point to aim at: half the time on something the screen
// offers, else anywhere on the canvas (and a little beyond it).
func (m *Monkey) somewhere() (image.Point, string) {
	top := m.A.Top()
	var spots []image.Rectangle
	var names []string
	if l, ok := top.(scenes.Layered); ok {
		for _, w := range l.Widgets().Widgets {
			if c, ok := w.(ui.Clickable); ok && c.Enabled() {
				name := fmt.Sprintf("%T", w)
				if b, ok := w.(*ui.Button); ok {
					if b.Label == "Quit" {
						continue // ending the app ends the episode early; rarely worth it
					}
					name = "button " + b.Label
				}
				spots, names = append(spots, w.Rect()), append(names, name)
			}
		}
	}
	if t, ok := top.(scenes.Targeted); ok {
		for _, r := range t.HitTargets() {
			spots, names = append(spots, r), append(names, "target")
		}
	}
	if s, ok := top.(scenes.Spotted); ok {
		for name, r := range s.Spots() {
			spots, names = append(spots, r), append(names, "spot "+name)
		}
	}
	if len(spots) > 0 && m.rng.IntN(2) == 0 {
		i := m.rng.IntN(len(spots))
		r := spots[i]
		p := image.Pt(r.Min.X+m.rng.IntN(max(1, r.Dx())), r.Min.Y+m.rng.IntN(max(1, r.Dy())))
		return p, names[i]
	}
	p := image.Pt(m.rng.IntN(ui.W+20)-10, m.rng.IntN(ui.H+20)-10)
	return p, "anywhere"
}

var monkeyKeys = []input.Intent{input.Confirm, input.Cancel, input.Undo, input.Rotate, input.Menu, input.Hint,
	input.Up, input.Down, input.Left, input.Right, input.Next, input.Prev, input.ZoomIn, input.ZoomOut, input.Threats}

// next is the next thing the monkey does, as the frames it takes.
func (m *Monkey) next() []input.Frame {
	r := m.rng
	switch x := r.IntN(100); {
	case x < 30: // a click
		p, what := m.somewhere()
		m.note(fmt.Sprintf("click %d,%d (%s)", p.X, p.Y, what))
		return []input.Frame{m.sc.Frame(p, false), m.sc.Frame(p, true), m.sc.Frame(p, false)}
	case x < 48: // a tap, held for a few frames as a finger is
		p, what := m.somewhere()
		m.note(fmt.Sprintf("tap %d,%d (%s)", p.X, p.Y, what))
		var fs []input.Frame
		for _, down := range []bool{true, true, true, false} {
			if down {
				fs = append(fs, m.sc.Touches(p))
			} else {
				fs = append(fs, m.sc.Touches())
			}
		}
		return fs
	case x < 60: // a drag, by mouse or finger
		from, what := m.somewhere()
		to, what2 := m.somewhere()
		touch := r.IntN(2) == 0
		m.note(fmt.Sprintf("drag %d,%d (%s) to %d,%d (%s), touch %v", from.X, from.Y, what, to.X, to.Y, what2, touch))
		var fs []input.Frame
		steps := 2 + r.IntN(8)
		for i := 0; i <= steps; i++ {
			p := from.Add(to.Sub(from).Mul(i).Div(steps))
			if touch {
				fs = append(fs, m.sc.Touches(p))
			} else {
				fs = append(fs, m.sc.Frame(p, true))
			}
		}
		if touch {
			return append(fs, m.sc.Touches())
		}
		return append(fs, m.sc.Frame(to, false))
	case x < 76: // a key
		k := monkeyKeys[r.IntN(len(monkeyKeys))]
		m.note(fmt.Sprintf("key %d", k))
		return []input.Frame{m.sc.Hold(k), m.sc.Hold()}
	case x < 80: // the wheel
		p, what := m.somewhere()
		dy := float64(r.IntN(5) - 2)
		m.note(fmt.Sprintf("wheel %+.0f at %d,%d (%s)", dy, p.X, p.Y, what))
		return []input.Frame{m.sc.Wheel(p, dy)}
	case x < 84: // two fingers: a pinch or a pan
		a, _ := m.somewhere()
		b := a.Add(image.Pt(20+r.IntN(60), r.IntN(40)-20))
		d := image.Pt(r.IntN(30)-15, r.IntN(30)-15)
		m.note(fmt.Sprintf("two fingers at %d,%d and %d,%d moving %d,%d", a.X, a.Y, b.X, b.Y, d.X, d.Y))
		fs := []input.Frame{m.sc.Touches(a), m.sc.Touches(a, b)}
		for i := 1; i <= 4; i++ {
			fs = append(fs, m.sc.Touches(a, b.Add(d.Mul(i))))
		}
		return append(fs, m.sc.Touches(a), m.sc.Touches())
	case x < 86: // held arrows or a stick
		dx, dy := float64(r.IntN(3)-1), float64(r.IntN(3)-1)
		m.note(fmt.Sprintf("steer %+.0f,%+.0f", dx, dy))
		return []input.Frame{m.sc.Steer(dx, dy), m.sc.Steer(dx, dy), m.sc.Steer(dx, dy), m.sc.Hold()}
	case x < 88: // the phone turns, or the window changes
		m.screen(monkeyScreens[r.IntN(len(monkeyScreens))])
		return []input.Frame{m.sc.Hold()}
	}
	n := 1 + r.IntN(20) // waiting: animations play, the computer thinks
	m.note(fmt.Sprintf("wait %d frames", n))
	fs := make([]input.Frame, n)
	for i := range fs {
		fs[i] = m.sc.Hold()
	}
	return fs
}

// backToMenu finds the way to the menu as a player would: the screen's own
// way out (Leave game, Main menu, Back, the table's Menu), else Escape, else
// a click (the title). It says what went wrong, or "".
func (m *Monkey) backToMenu() string {
	m.note("back to the menu")
	var seen []string
	for try := 0; try < 40; try++ {
		top := m.A.Top()
		name := nameOf(top)
		if name == "menu" {
			return ""
		}
		seen = append(seen, name)
		var fs []input.Frame
		if b := buttonOf(top, lang.T("pause.leave"), lang.T("result.main-menu"), lang.T("common.back"), lang.T("result.menu")); b != nil {
			p := b.R.Min.Add(b.R.Size().Div(2))
			fs = []input.Frame{m.sc.Frame(p, false), m.sc.Frame(p, true), m.sc.Frame(p, false)}
		} else if try%2 == 0 {
			fs = []input.Frame{m.sc.Hold(input.Cancel), m.sc.Hold()}
		} else {
			p := image.Pt(ui.W/2, ui.H/2)
			fs = []input.Frame{m.sc.Frame(p, false), m.sc.Frame(p, true), m.sc.Frame(p, false)}
		}
		for i := 0; i < 20; i++ { // and let a fade or an animation end
			fs = append(fs, m.sc.Hold())
		}
		for _, f := range fs {
			if err := m.step(f); err != nil {
				return err.Error()
			}
			if m.quit {
				return "the app ended on the way back to the menu (from " + name + ")"
			}
		}
	}
	labels := []string{}
	if l, ok := m.A.Top().(scenes.Layered); ok {
		for _, w := range l.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok {
				labels = append(labels, fmt.Sprintf("%q at %v (disabled %v)", b.Label, b.R, b.Disabled))
			}
		}
	}
	return fmt.Sprintf("no way back to the menu: the screens were %s; the last one's buttons: %s",
		strings.Join(seen, ", "), strings.Join(labels, ", "))
}

func nameOf(s scenes.Scene) string {
	if n, ok := s.(scenes.Named); ok {
		return n.Name()
	}
	return "?"
}

// buttonOf is the first enabled button of the scene with one of the labels,
// in the order given.
func buttonOf(s scenes.Scene, labels ...string) *ui.Button {
	l, ok := s.(scenes.Layered)
	if !ok {
		return nil
	}
	for _, want := range labels {
		for _, w := range l.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.Label == want && b.Enabled() {
				return b
			}
		}
	}
	return nil
}

// HeapAfterGC is the live heap after a full collection, and the goroutines.
func HeapAfterGC() (uint64, int) {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc, runtime.NumGoroutine()
}
