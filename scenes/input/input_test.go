package input

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOneFingerIsThePointer(t *testing.T) {
	var s Script
	f := s.Touches(image.Pt(10, 10))
	assert.True(t, f.Pressed && f.Down && f.Touch)
	f = s.Touches(image.Pt(11, 10))
	assert.False(t, f.Dragging)
	f = s.Touches()
	assert.True(t, f.Released && f.Tap)
	assert.False(t, f.Gesture)
}

func TestSecondFingerCancelsThePressAndPinches(t *testing.T) {
	var s Script
	s.Touches(image.Pt(100, 100))
	s.Touches(image.Pt(110, 100)) // dragging
	f := s.Touches(image.Pt(110, 100), image.Pt(150, 100))
	assert.True(t, f.Gesture)
	assert.True(t, f.Released && f.Cancelled, "the drag the first finger began is called off")
	assert.False(t, f.Tap || f.Drop)
	assert.Zero(t, f.Pinch, "the first frame of two fingers only measures")
	f = s.Touches(image.Pt(100, 100), image.Pt(180, 100)) // 40 apart -> 80 apart
	assert.InDelta(t, 2.0, f.Pinch, 1e-9)
	assert.Equal(t, image.Pt(140, 100), f.PinchAt)
	assert.Equal(t, image.Pt(10, 0), f.Pan, "the middle moved from 130 to 140")
	// Both fingers move together: a pan, no pinch.
	f = s.Touches(image.Pt(100, 120), image.Pt(180, 120))
	assert.InDelta(t, 1.0, f.Pinch, 1e-9)
	assert.Equal(t, image.Pt(0, 20), f.Pan)
	// Lifting one finger does not start a press or a drag.
	f = s.Touches(image.Pt(100, 120))
	assert.True(t, f.Gesture)
	assert.False(t, f.Pressed || f.Dragging)
	assert.Zero(t, f.Pinch)
	f = s.Touches(image.Pt(130, 160))
	assert.False(t, f.Pressed || f.Dragging)
	assert.Equal(t, image.Point{}, f.Pan, "one finger left of a gesture does not pan")
	f = s.Touches()
	assert.False(t, f.Tap || f.Drop || f.Released)
	// After all have lifted, a new touch is a press again.
	f = s.Touches(image.Pt(20, 20))
	assert.True(t, f.Pressed)
	assert.False(t, f.Gesture)
}

func TestWheelAndSteerFrames(t *testing.T) {
	var s Script
	f := s.Wheel(image.Pt(5, 6), 1)
	assert.Equal(t, 1.0, f.Wheel)
	assert.Equal(t, image.Pt(5, 6), f.Pointer)
	assert.True(t, f.Any)
	f = s.Steer(-1, 0)
	assert.Equal(t, [2]float64{-1, 0}, f.Steer)
	assert.True(t, f.Any)
}
