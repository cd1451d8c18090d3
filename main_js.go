//go:build js

package main

import (
	"fmt"
	"runtime"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/lobby"
	"github.com/birdroost/roost/scenes/ui"
)

// probe publishes the app's state to window.roost each frame, for the page
// (which hides its loading screen on the first frame) and the browser test.
type probe struct {
	*scenes.App
	first bool
	last  float64 // performance.now() at the last update

	// The browser test's hand: actions it asked for (window.roost.act),
	// played at the next update, and what was last listed as legal.
	acts    []string
	replays [][2]any // games asked to be replayed (window.roost.replay)
	watches [][3]any // games between computers asked for (window.roost.watch)
	listed  string
	plies   int

	// What the frames' longest wait was made of: the time spent in the
	// last update and draw before it, and the collector's cycles since
	// the update before (window.roost.maxGapUpdateMs, maxGapDrawMs,
	// maxGapGCs, for the browser benchmark).
	updateMs, drawMs float64
	mem              runtime.MemStats
	gcs              uint32
}

func (p *probe) Draw(screen *ebiten.Image) {
	perf := js.Global().Get("performance")
	t0 := perf.Call("now").Float()
	p.App.Draw(screen)
	p.drawMs = perf.Call("now").Float() - t0
}

func (p *probe) Update() error {
	t0 := js.Global().Get("performance").Call("now").Float()
	r := js.Global().Get("roost")
	if !r.Truthy() {
		r = js.Global().Get("Object").New()
		js.Global().Set("roost", r)
	}
	// The test's actions first, as input is: the frame then sees what they
	// started (a move to animate) and does not go to sleep.
	for _, text := range p.acts {
		if err := p.App.Act(text); err != nil {
			r.Set("actError", err.Error())
		}
	}
	p.acts = p.acts[:0]
	for _, r := range p.replays {
		scenes.OpenDemoReplay(p.App, r[0].(string), r[1].(int))
	}
	p.replays = p.replays[:0]
	for _, w := range p.watches {
		if err := scenes.OpenComputersGame(p.App, w[0].(string), w[1].(string), w[2].(int)); err != nil {
			r.Set("actError", err.Error())
		}
	}
	p.watches = p.watches[:0]
	err := p.App.Update()
	st := p.App.Probe()
	// The longest wait between two updates, for the browser test's freeze
	// check (it sets maxGapMs to 0 to start a measurement).
	runtime.ReadMemStats(&p.mem)
	gcs := p.mem.NumGC
	if p.last > 0 {
		gap := t0 - p.last
		if m := r.Get("maxGapMs"); m.Type() != js.TypeNumber || gap > m.Float() {
			r.Set("maxGapMs", gap)
			r.Set("maxGapUpdateMs", p.updateMs)
			r.Set("maxGapDrawMs", p.drawMs)
			r.Set("maxGapGCs", gcs-p.gcs)
		}
	}
	p.last, p.gcs, p.drawMs = t0, gcs, 0
	if !p.first {
		p.first = true
		r.Set("act", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) == 1 {
				p.acts = append(p.acts, args[0].String())
				p.App.Nudge()
			}
			return nil
		}))
		// The browser benchmark of the analysis: a game between Standard
		// computers replayed (window.roost.replay(game, seats)).
		r.Set("replay", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) == 2 {
				p.replays = append(p.replays, [2]any{args[0].String(), args[1].Int()})
				p.App.Nudge()
			}
			return nil
		}))
		// The browser benchmark of the computers' thinking: a game
		// between computers of one level (window.roost.watch(game,
		// level, seats)).
		r.Set("watch", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) == 3 {
				p.watches = append(p.watches, [3]any{args[0].String(), args[1].String(), args[2].Int()})
				p.App.Nudge()
			}
			return nil
		}))
		r.Set("plyAt", js.Global().Get("Object").New())
		r.Set("firstFrameMs", js.Global().Get("performance").Call("now"))
		if f := js.Global().Get("roostStarted"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
	r.Set("scene", st.Scene)
	r.Set("frames", st.Frames)
	r.Set("draws", st.Draws)
	r.Set("plies", st.Plies)
	r.Set("thinking", st.Thinking)
	r.Set("over", st.Over)
	r.Set("ready", st.Ready)
	r.Set("toast", st.Toast)
	// The moment each count of actions was first shown, in ms since the
	// epoch (two pages' clocks agree), and the actions one may take.
	if st.Plies != p.plies {
		p.plies = st.Plies
		at := r.Get("plyAt")
		if k := fmt.Sprint(st.Plies); at.Truthy() && at.Get(k).IsUndefined() {
			perf := js.Global().Get("performance")
			at.Set(k, perf.Get("timeOrigin").Float()+perf.Call("now").Float())
		}
	}
	if key := fmt.Sprint(st.Plies, st.Ready, st.Scene); key != p.listed {
		p.listed = key
		legal := js.Global().Get("Array").New()
		for _, a := range p.App.Legal() {
			legal.Call("push", a)
		}
		r.Set("legal", legal)
	}
	info := js.Global().Get("Object").New()
	for k, v := range st.Info {
		info.Set(k, v)
	}
	r.Set("info", info)
	r.Set("w", st.W)
	r.Set("h", st.H)
	r.Set("scale", st.Scale)
	r.Set("outW", st.OutW)
	r.Set("outH", st.OutH)
	r.Set("smallest", st.Smallest)
	// Each spot's centre in CSS pixels.
	dpr := ebiten.Monitor().DeviceScaleFactor()
	spots := js.Global().Get("Object").New()
	for name, rc := range st.Spots {
		pt := js.Global().Get("Object").New()
		pt.Set("x", float64(rc.Min.X+rc.Max.X)/2/dpr)
		pt.Set("y", float64(rc.Min.Y+rc.Max.Y)/2/dpr)
		spots.Set(name, pt)
	}
	r.Set("spots", spots)
	r.Set("dpr", dpr)
	p.updateMs = js.Global().Get("performance").Call("now").Float() - t0
	return err
}

// The browser's languages (navigator.languages, best first) are the
// system's: the game speaks the nearest until Settings chooses.
func init() {
	nav := js.Global().Get("navigator")
	if !nav.Truthy() {
		return
	}
	var prefs []string
	if l := nav.Get("languages"); l.Truthy() {
		for i := 0; i < l.Length(); i++ {
			prefs = append(prefs, l.Index(i).String())
		}
	}
	if len(prefs) == 0 && nav.Get("language").Truthy() {
		prefs = append(prefs, nav.Get("language").String())
	}
	lang.SetSystem(prefs...)
}

// gameFor wraps the app with the probe in the browser. A page on a touch
// screen (a phone's browser) speaks of taps from the start, before the
// first finger lands.
func gameFor(a *scenes.App) ebiten.Game {
	if mm := js.Global().Get("matchMedia"); mm.Type() == js.TypeFunction {
		if js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool() {
			ui.Touch = true
		}
	}
	if code := lobby.Linked(); code != "" {
		a.Show(lobby.Joining(a, code)) // a friend's link: straight to their game
	}
	a.Straight = true // the canvas straight to the final screen (App.DrawFinalScreen)
	return &probe{App: a}
}

// gameOptions: where the screen has a whole number of device pixels to a
// CSS pixel (2 or 3: a phone, a laptop's sharp screen), the page's canvas
// has one pixel a CSS pixel and the browser enlarges it, each pixel to a
// square (index.html: image-rendering: pixelated), instead of the game
// drawing every device pixel: the canvas is drawn at a whole-number scale
// either way (ui.FitScreen picks the same canvas on a phone), so the
// picture is the same, and the software renderer of a machine without a
// graphics processor fills a quarter or a ninth of the pixels a frame.
// A fractional ratio (1.25, 1.5) keeps the device's pixels, which a
// browser's enlarging would make uneven.
func gameOptions() *ebiten.RunGameOptions {
	r := js.Global().Get("devicePixelRatio")
	if r.Type() != js.TypeNumber {
		return nil
	}
	f := r.Float()
	return &ebiten.RunGameOptions{DisableHiDPI: f >= 2 && f == float64(int(f))}
}

// main opens the game on the page: the browser has no command line, so the
// tools of package cli (and the testing package some of them use) are not
// in its download.
func main() {
	// The page's timeline: Go's package initialisation is over.
	js.Global().Get("performance").Call("mark", "roost-main")
	run(false, 1)
}
