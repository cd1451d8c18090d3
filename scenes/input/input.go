// Package input turns mouse, touch, keyboard and gamepad into one set of intents
// per frame, in logical screen coordinates. Scenes read a Frame and never ask a
// device directly, so tests can drive scenes with scripted frames.
package input

import (
	"image"

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
	Pan      image.Point // panning this frame (keyboard or two-finger drag)
	Wheel    float64     // wheel or pinch zoom this frame
	Hit      [numIntents]bool
	Moved    bool // the pointer moved
	Any      bool // anything at all happened
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
}

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
	if shift { // Shift+arrows pan (boards larger than the screen)
		const step = 16
		if kp(ebiten.KeyArrowUp) {
			f.Pan.Y -= step
		}
		if kp(ebiten.KeyArrowDown) {
			f.Pan.Y += step
		}
		if kp(ebiten.KeyArrowLeft) {
			f.Pan.X -= step
		}
		if kp(ebiten.KeyArrowRight) {
			f.Pan.X += step
		}
	} else {
		set(Up, kp(ebiten.KeyArrowUp) || kp(ebiten.KeyW))
		set(Down, kp(ebiten.KeyArrowDown) || kp(ebiten.KeyS))
		set(Left, kp(ebiten.KeyArrowLeft) || kp(ebiten.KeyA))
		set(Right, kp(ebiten.KeyArrowRight) || kp(ebiten.KeyD))
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
	}
	// Pointer: a finger takes precedence over the mouse.
	r.touches = inpututil.AppendJustPressedTouchIDs(r.touches[:0])
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
		set(Cancel, inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight))
		set(Rotate, inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonMiddle))
		_, wy := ebiten.Wheel()
		f.Wheel = wy
	}
	r.step(&f, pos, down)
	return f
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
	f.Any = f.Pressed || f.Released || f.Moved || f.Wheel != 0 || f.Pan != (image.Point{})
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

// Hold makes a frame in which the pointer stays where it is, held or not.
func (s *Script) Hold(intents ...Intent) Frame { return s.Frame(s.r.last, s.r.down, intents...) }
