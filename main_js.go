//go:build js

package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes"
)

// probe publishes the app's state to window.roost each frame, for the page
// (which hides its loading screen on the first frame) and the browser test.
type probe struct {
	*scenes.App
	first bool
}

func (p *probe) Update() error {
	err := p.App.Update()
	st := p.App.Probe()
	r := js.Global().Get("roost")
	if !r.Truthy() {
		r = js.Global().Get("Object").New()
		js.Global().Set("roost", r)
	}
	if !p.first {
		p.first = true
		r.Set("firstFrameMs", js.Global().Get("performance").Call("now"))
		if f := js.Global().Get("roostStarted"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
	r.Set("scene", st.Scene)
	r.Set("frames", st.Frames)
	r.Set("plies", st.Plies)
	r.Set("thinking", st.Thinking)
	r.Set("over", st.Over)
	r.Set("w", st.W)
	r.Set("h", st.H)
	r.Set("scale", st.Scale)
	r.Set("outW", st.OutW)
	r.Set("outH", st.OutH)
	r.Set("smallest", st.Smallest)
	return err
}

// gameFor wraps the app with the probe in the browser.
func gameFor(a *scenes.App) ebiten.Game { return &probe{App: a} }
