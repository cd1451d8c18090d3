// Package tween is Roost's small animation module: easing curves, tweens of a
// float, sequences and parallel groups, delays and callbacks. Time is counted in
// seconds and advanced by the caller each frame, so animations are frame-rate
// independent and replayable in tests. It does not import ebiten.
package tween

import "math"

// eps absorbs floating-point drift when leftover time is carried along a sequence.
const eps = 1e-9

// Ease maps progress t in [0,1] to an eased value (0 at 0, 1 at 1).
type Ease func(t float64) float64

// Easing curves.
var (
	Linear    Ease = func(t float64) float64 { return t }
	InQuad    Ease = func(t float64) float64 { return t * t }
	OutQuad   Ease = func(t float64) float64 { return 1 - (1-t)*(1-t) }
	InOutQuad Ease = func(t float64) float64 {
		if t < 0.5 {
			return 2 * t * t
		}
		return 1 - math.Pow(-2*t+2, 2)/2
	}
	OutCubic  Ease = func(t float64) float64 { return 1 - math.Pow(1-t, 3) }
	InOutSine Ease = func(t float64) float64 { return -(math.Cos(math.Pi*t) - 1) / 2 }
	OutBack   Ease = func(t float64) float64 {
		const c1 = 1.70158
		const c3 = c1 + 1
		return 1 + c3*math.Pow(t-1, 3) + c1*math.Pow(t-1, 2)
	}
	OutBounce Ease = func(t float64) float64 {
		const n1, d1 = 7.5625, 2.75
		switch {
		case t < 1/d1:
			return n1 * t * t
		case t < 2/d1:
			t -= 1.5 / d1
			return n1*t*t + 0.75
		case t < 2.5/d1:
			t -= 2.25 / d1
			return n1*t*t + 0.9375
		default:
			t -= 2.625 / d1
			return n1*t*t + 0.984375
		}
	}
	OutElastic Ease = func(t float64) float64 {
		if t == 0 || t == 1 {
			return t
		}
		return math.Pow(2, -10*t)*math.Sin((t*10-0.75)*(2*math.Pi/3)) + 1
	}
)

// Anim is anything that advances with time.
type Anim interface {
	// Update advances by dt seconds and returns the time left over once the
	// animation has finished (0 while it runs), and whether it is done.
	Update(dt float64) (rest float64, done bool)
}

// Tween moves *Target from From to To over Dur seconds along Ease.
type Tween struct {
	Target   *float64
	From, To float64
	Dur      float64
	Ease     Ease
	OnDone   func()
	t        float64
	started  bool
	FromCur  bool // take From from *Target when the tween starts
	finished bool
}

// To makes a tween of *target to v over dur seconds, starting from its value
// when the tween starts.
func To(target *float64, v, dur float64, e Ease) *Tween {
	return &Tween{Target: target, To: v, Dur: dur, Ease: e, FromCur: true}
}

// FromTo makes a tween of *target from a to b over dur seconds.
func FromTo(target *float64, a, b, dur float64, e Ease) *Tween {
	return &Tween{Target: target, From: a, To: b, Dur: dur, Ease: e}
}

// Then sets a callback run when the tween finishes.
func (w *Tween) Then(f func()) *Tween { w.OnDone = f; return w }

// Update implements Anim.
func (w *Tween) Update(dt float64) (float64, bool) {
	if w.finished {
		return dt, true
	}
	if !w.started {
		w.started = true
		if w.FromCur {
			w.From = *w.Target
		}
	}
	w.t += dt
	e := w.Ease
	if e == nil {
		e = Linear
	}
	if w.Dur <= 0 || w.t >= w.Dur-eps {
		*w.Target = w.To
		w.finished = true
		rest := max(w.t-w.Dur, 0)
		if w.Dur <= 0 {
			rest = dt
		}
		if w.OnDone != nil {
			w.OnDone()
		}
		return rest, true
	}
	*w.Target = w.From + (w.To-w.From)*e(w.t/w.Dur)
	return 0, false
}

// Delay waits.
type Delay struct {
	Dur float64
	t   float64
}

// Wait makes a delay of d seconds.
func Wait(d float64) *Delay { return &Delay{Dur: d} }

// Update implements Anim.
func (d *Delay) Update(dt float64) (float64, bool) {
	d.t += dt
	if d.t >= d.Dur-eps {
		return max(d.t-d.Dur, 0), true
	}
	return 0, false
}

// Call runs a function once, instantly.
type Call struct {
	F    func()
	done bool
}

// Do makes a callback step.
func Do(f func()) *Call { return &Call{F: f} }

// Update implements Anim.
func (c *Call) Update(dt float64) (float64, bool) {
	if !c.done {
		c.done = true
		if c.F != nil {
			c.F()
		}
	}
	return dt, true
}

// Func runs f(progress) with eased progress for dur seconds (for animations that
// are not a single float, like a hop along a path).
type Func struct {
	Dur  float64
	Ease Ease
	F    func(p float64)
	t    float64
}

// Over makes a Func animation.
func Over(dur float64, e Ease, f func(p float64)) *Func { return &Func{Dur: dur, Ease: e, F: f} }

// Update implements Anim.
func (f *Func) Update(dt float64) (float64, bool) {
	f.t += dt
	e := f.Ease
	if e == nil {
		e = Linear
	}
	if f.Dur <= 0 || f.t >= f.Dur-eps {
		f.F(1)
		if f.Dur <= 0 {
			return dt, true
		}
		return max(f.t-f.Dur, 0), true
	}
	f.F(e(f.t / f.Dur))
	return 0, false
}

// Sequence runs animations one after another; time left over by one flows
// into the next within the same frame.
type Sequence struct {
	Steps []Anim
	i     int
}

// Seq makes a sequence.
func Seq(steps ...Anim) *Sequence { return &Sequence{Steps: steps} }

// Update implements Anim.
func (s *Sequence) Update(dt float64) (float64, bool) {
	for s.i < len(s.Steps) {
		rest, done := s.Steps[s.i].Update(dt)
		if !done {
			return 0, false
		}
		s.i++
		dt = rest
	}
	return dt, true
}

// Parallel runs animations together until all are done.
type Parallel struct {
	Parts []Anim
	done  []bool
	rest  float64
}

// Par makes a parallel group.
func Par(parts ...Anim) *Parallel {
	return &Parallel{Parts: parts, done: make([]bool, len(parts)), rest: math.Inf(1)}
}

// Update implements Anim.
func (p *Parallel) Update(dt float64) (float64, bool) {
	all := true
	for i, a := range p.Parts {
		if p.done[i] {
			continue
		}
		rest, done := a.Update(dt)
		if done {
			p.done[i] = true
			p.rest = math.Min(p.rest, rest)
		} else {
			all = false
		}
	}
	if !all {
		return 0, false
	}
	if math.IsInf(p.rest, 1) {
		p.rest = dt
	}
	return p.rest, true
}

// Player runs any number of independent animations.
type Player struct {
	anims []Anim
	Speed float64 // multiplier (settings' animation speed); 0 means 1
}

// Add starts an animation.
func (p *Player) Add(a Anim) { p.anims = append(p.anims, a) }

// Busy reports whether anything is running.
func (p *Player) Busy() bool { return len(p.anims) > 0 }

// Update advances every animation and drops the finished ones.
func (p *Player) Update(dt float64) {
	if p.Speed > 0 {
		dt *= p.Speed
	}
	// Animations may add animations from callbacks: iterate over a snapshot.
	cur := p.anims
	p.anims = nil
	keep := cur[:0]
	for _, a := range cur {
		if _, done := a.Update(dt); !done {
			keep = append(keep, a)
		}
	}
	p.anims = append(keep, p.anims...)
}

// Finish runs every animation to its end at once (skip).
func (p *Player) Finish() {
	for i := 0; i < 1000 && p.Busy(); i++ {
		p.Update(3600)
	}
}

// Lerp interpolates between a and b.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }
