// Package input turns mouse, touch, keyboard and gamepad into one set of intents
// per frame, in logical screen coordinates. Scenes read a Frame and never ask a
// device directly, so tests can drive scenes with scripted frames.
package input

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Intent is a device-independent command.
type Intent int

// Intents.
const (
	Confirm Intent = iota // Enter, Space, gamepad A
	Cancel                // Escape, Backspace, gamepad B, right click
	Undo                  // Ctrl+Z, U, gamepad X
	Rotate                // R, mouse wheel click, gamepad shoulder
	Menu                  // Escape in a game, P, gamepad Start
	Hint                  // H, gamepad Y
	Up                    // arrows, WASD, d-pad
	Down
	Left
	Right
	Next // Tab
	Prev // Shift+Tab
	ZoomIn
	ZoomOut
	Threats // T: show or hide a game's threats
	numIntents
)

// DragThreshold is how far (logical pixels) a press must travel to become a drag.
const DragThreshold = 4

// Frame is what the player did this frame.
type Frame struct {
	Pointer  image.Point // primary pointer (mouse or first touch), logical pixels
	HasPtr   bool        // the pointer is meaningful (a mouse, or a finger down)
	Touch    bool        // the pointer is a finger
	Down     bool        // primary button or finger held
	Pressed  bool        // went down this frame
	Released bool        // went up this frame
	Tap      bool        // released without having dragged: a click or tap
	Dragging bool        // a drag is in progress
	DragFrom image.Point // where the current drag started
	Drop     bool        // a drag ended this frame (at Pointer)
	Pan      image.Point // two fingers moving together this frame
	Wheel    float64     // mouse wheel (or trackpad scroll) this frame; up is positive
	// Pinch is how much two fingers spread this frame, as a ratio of their
	// distance now to their distance last frame (0: no pinch this frame),
	// and PinchAt the point between them.
	Pinch   float64
	PinchAt image.Point
	// Gesture is true while two or more fingers are down: the pointer fields
	// then describe no press, and a press that was in progress when the
	// second finger landed ends with Cancelled (Released without Tap or Drop).
	Gesture   bool
	Cancelled bool
	// Steer is the direction held on the arrow keys or a gamepad's left
	// stick, each axis -1..1 (continuous panning).
	Steer [2]float64
	Hit   [numIntents]bool
	// RightClick is the mouse's right button going down (it is also
	// Cancel); a table may give it a meaning of its own on the board.
	RightClick bool
	Moved      bool // the pointer moved
	Any        bool // anything at all happened
}

// Is reports whether an intent fired this frame.
func (f *Frame) Is(i Intent) bool { return f.Hit[i] }

// Transform maps device pixels to logical pixels.
type Transform struct {
	Scale   float64
	OffX    float64
	OffY    float64
	Logical image.Point
}

// ToLogical converts a device position to logical coordinates.
func (t Transform) ToLogical(x, y int) image.Point {
	s := t.Scale
	if s == 0 {
		s = 1
	}
	return image.Pt(int((float64(x)-t.OffX)/s), int((float64(y)-t.OffY)/s))
}

// Reader reads devices into frames and keeps the state of drags.
type Reader struct {
	T        Transform
	down     bool
	from     image.Point
	drag     bool
	last     image.Point
	touchID  ebiten.TouchID
	touching bool
	touches  []ebiten.TouchID
	pads     []ebiten.GamepadID
	fingers  []image.Point
	g        gesture
}

// gesture is the state of a two-finger gesture: from the moment a second
// finger lands until every finger has lifted.
type gesture struct {
	on   bool
	have bool // mid and dist hold last frame's two fingers
	mid  image.Point
	dist float64
	ids  [2]ebiten.TouchID
}

// StickDead is the part of a stick's travel that counts as resting.
const StickDead = 0.25

// Read polls the devices.
func (r *Reader) Read() Frame {
	var f Frame
	// Keyboard.
	kp := inpututil.IsKeyJustPressed
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	set := func(i Intent, v bool) {
		if v {
			f.Hit[i] = true
		}
	}
	set(Confirm, kp(ebiten.KeyEnter) || kp(ebiten.KeyNumpadEnter) || kp(ebiten.KeySpace))
	set(Cancel, kp(ebiten.KeyEscape) || kp(ebiten.KeyBackspace))
	set(Menu, kp(ebiten.KeyEscape) || kp(ebiten.KeyP))
	set(Undo, (ctrl && kp(ebiten.KeyZ)) || kp(ebiten.KeyU))
	set(Rotate, kp(ebiten.KeyR))
	set(Hint, kp(ebiten.KeyH))
	set(Threats, kp(ebiten.KeyT))
	if !shift { // Shift+arrows only pan (see Steer)
		set(Up, kp(ebiten.KeyArrowUp) || kp(ebiten.KeyW))
		set(Down, kp(ebiten.KeyArrowDown) || kp(ebiten.KeyS))
		set(Left, kp(ebiten.KeyArrowLeft) || kp(ebiten.KeyA))
		set(Right, kp(ebiten.KeyArrowRight) || kp(ebiten.KeyD))
	}
	held := ebiten.IsKeyPressed
	if held(ebiten.KeyArrowLeft) {
		f.Steer[0]--
	}
	if held(ebiten.KeyArrowRight) {
		f.Steer[0]++
	}
	if held(ebiten.KeyArrowUp) {
		f.Steer[1]--
	}
	if held(ebiten.KeyArrowDown) {
		f.Steer[1]++
	}
	set(Next, kp(ebiten.KeyTab) && !shift)
	set(Prev, kp(ebiten.KeyTab) && shift)
	set(ZoomIn, kp(ebiten.KeyEqual) || kp(ebiten.KeyKPAdd))
	set(ZoomOut, kp(ebiten.KeyMinus) || kp(ebiten.KeyKPSubtract))
	// Gamepads (standard layout).
	r.pads = ebiten.AppendGamepadIDs(r.pads[:0])
	for _, id := range r.pads {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		bp := func(b ebiten.StandardGamepadButton) bool { return inpututil.IsStandardGamepadButtonJustPressed(id, b) }
		set(Confirm, bp(ebiten.StandardGamepadButtonRightBottom))
		set(Cancel, bp(ebiten.StandardGamepadButtonRightRight))
		set(Undo, bp(ebiten.StandardGamepadButtonRightLeft))
		set(Hint, bp(ebiten.StandardGamepadButtonRightTop))
		set(Menu, bp(ebiten.StandardGamepadButtonCenterRight))
		set(Rotate, bp(ebiten.StandardGamepadButtonFrontTopRight) || bp(ebiten.StandardGamepadButtonFrontTopLeft))
		set(Up, bp(ebiten.StandardGamepadButtonLeftTop))
		set(Down, bp(ebiten.StandardGamepadButtonLeftBottom))
		set(Left, bp(ebiten.StandardGamepadButtonLeftLeft))
		set(Right, bp(ebiten.StandardGamepadButtonLeftRight))
		set(ZoomIn, bp(ebiten.StandardGamepadButtonFrontBottomRight))
		set(ZoomOut, bp(ebiten.StandardGamepadButtonFrontBottomLeft))
		for axis, a := range []ebiten.StandardGamepadAxis{ebiten.StandardGamepadAxisLeftStickHorizontal, ebiten.StandardGamepadAxisLeftStickVertical} {
			if v := ebiten.StandardGamepadAxisValue(id, a); v > StickDead || v < -StickDead {
				f.Steer[axis] = max(-1, min(1, f.Steer[axis]+v))
			}
		}
	}
	// Two or more fingers make a gesture (pinch, two-finger pan).
	r.touches = ebiten.AppendTouchIDs(r.touches[:0])
	if len(r.touches) >= 2 || r.g.on {
		slices.Sort(r.touches)
		r.fingers = r.fingers[:0]
		for _, id := range r.touches {
			x, y := ebiten.TouchPosition(id)
			r.fingers = append(r.fingers, r.T.ToLogical(x, y))
		}
		if len(r.touches) >= 2 {
			ids := [2]ebiten.TouchID{r.touches[0], r.touches[1]}
			if ids != r.g.ids {
				r.g.have = false // other fingers: start measuring afresh
			}
			r.g.ids = ids
		}
		r.touching = false
		r.fingerStep(&f, r.fingers)
		return f
	}
	// Pointer: a finger takes precedence over the mouse.
	r.touches = inpututil.AppendJustPressedTouchIDs(r.touches[:0])
	slices.Sort(r.touches)
	if !r.touching && len(r.touches) > 0 {
		r.touching, r.touchID = true, r.touches[0]
	}
	var pos image.Point
	var down bool
	if r.touching {
		x, y := ebiten.TouchPosition(r.touchID)
		if inpututil.IsTouchJustReleased(r.touchID) {
			x, y = inpututil.TouchPositionInPreviousTick(r.touchID)
			r.touching = false
		} else {
			down = true
		}
		pos = r.T.ToLogical(x, y)
		f.Touch, f.HasPtr = true, true
	} else {
		x, y := ebiten.CursorPosition()
		pos = r.T.ToLogical(x, y)
		down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		f.HasPtr = true
		f.RightClick = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
		set(Cancel, f.RightClick)
		set(Rotate, inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonMiddle))
		_, wy := ebiten.Wheel()
		f.Wheel = wy
	}
	r.step(&f, pos, down)
	return f
}

// fingerStep turns the fingers down now into a frame: one finger is the
// pointer; two or more are a gesture, which lasts until all have lifted (so
// lifting one finger of a pinch does not start a drag). It is shared by Read
// and by scripted touches.
func (r *Reader) fingerStep(f *Frame, pts []image.Point) {
	f.Touch = true
	if len(pts) < 2 && !r.g.on {
		if len(pts) == 1 {
			r.step(f, pts[0], true)
		} else {
			r.step(f, r.last, false)
		}
		return
	}
	if !r.g.on { // a second finger landed: whatever the first began is off
		r.g = gesture{on: true, ids: r.g.ids}
		if r.down {
			f.Released, f.Cancelled = true, true
		}
		r.down, r.drag = false, false
	}
	f.Gesture = true
	f.HasPtr = len(pts) > 0
	if len(pts) >= 2 {
		a, b := pts[0], pts[1]
		mid := a.Add(b).Div(2)
		d := b.Sub(a)
		dist := math.Hypot(float64(d.X), float64(d.Y))
		if r.g.have {
			f.Pan = mid.Sub(r.g.mid)
			if r.g.dist > 0 && dist > 0 {
				f.Pinch = dist / r.g.dist
			}
		}
		r.g.have, r.g.mid, r.g.dist = true, mid, dist
		f.PinchAt, f.Pointer = mid, mid
		r.last = mid
	} else {
		r.g.have = false
		f.Pointer = r.last
	}
	if len(pts) == 0 {
		r.g = gesture{}
	}
	f.Any = true
}

// step updates press, drag and tap state from one pointer sample. It is shared
// by Read and by scripted input.
func (r *Reader) step(f *Frame, pos image.Point, down bool) {
	f.Pointer = pos
	f.Down = down
	f.Moved = pos != r.last
	r.last = pos
	if down && !r.down {
		f.Pressed = true
		r.from = pos
		r.drag = false
	}
	if down && !r.drag {
		d := pos.Sub(r.from)
		if d.X*d.X+d.Y*d.Y >= DragThreshold*DragThreshold {
			r.drag = true
		}
	}
	if !down && r.down {
		f.Released = true
		if r.drag {
			f.Drop = true
		} else {
			f.Tap = true
		}
	}
	f.Dragging = r.drag && (down || f.Drop)
	f.DragFrom = r.from
	if !down && !f.Drop {
		r.drag = false
	}
	r.down = down
	f.Any = f.Pressed || f.Released || f.Moved || f.Wheel != 0 || f.Pan != (image.Point{}) || f.Steer != [2]float64{}
	for _, h := range f.Hit {
		f.Any = f.Any || h
	}
}

// Script produces frames from scripted pointer samples and intents (tests and
// the shot tool use it in place of devices).
type Script struct {
	r Reader
}

// Frame makes a frame with the pointer at p, held or not, and some intents.
func (s *Script) Frame(p image.Point, down bool, intents ...Intent) Frame {
	var f Frame
	f.HasPtr = true
	for _, i := range intents {
		f.Hit[i] = true
	}
	s.r.step(&f, p, down)
	return f
}

// Touches makes a frame with these fingers down (none: all lifted). One
// finger is the pointer; two or more make a pinch or a two-finger pan.
func (s *Script) Touches(fingers ...image.Point) Frame {
	var f Frame
	s.r.fingerStep(&f, fingers)
	return f
}

// Steer makes a frame in which a direction is held (arrow keys, a stick).
func (s *Script) Steer(dx, dy float64) Frame {
	f := s.Hold()
	f.Steer = [2]float64{dx, dy}
	f.Any = true
	return f
}

// Wheel makes a frame in which the mouse, resting at p, scrolls by dy.
func (s *Script) Wheel(p image.Point, dy float64) Frame {
	var f Frame
	f.HasPtr = true
	f.Wheel = dy
	s.r.step(&f, p, false)
	f.Any = true
	return f
}

// Hold makes a frame in which the pointer stays where it is, held or not.
func (s *Script) Hold(intents ...Intent) Frame { return s.Frame(s.r.last, s.r.down, intents...) }
