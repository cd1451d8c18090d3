package scenes_test

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

func TestPhoneAppNeverQuits(t *testing.T) {
	d := scenetest.New(t)
	d.A.Phone = true
	d.Tap(image.Pt(320, 200))
	require.Equal(t, "menu", d.TopName())
	m := d.Top().(*scenes.Menu)
	assert.Equal(t, []string{"Play online", "Puzzles", "Statistics", "How to play", "Settings"}, m.Buttons(), "no Quit on a phone")
	assert.False(t, d.A.CanQuit())
	assert.True(t, ui.Touch, "a phone app speaks of taps")
	d.Key(input.Next)
	assert.True(t, ui.Touch, "a phone app keeps touch hints even with a keyboard attached")
}

func TestHintsFollowTheFingers(t *testing.T) {
	d := scenetest.New(t)
	assert.False(t, ui.Touch, "a new app starts with keyboard hints")
	assert.Equal(t, " (Enter)", ui.KeyHint("Enter"))
	d.Tap(image.Pt(320, 200))
	require.Equal(t, "menu", d.TopName())
	assert.True(t, ui.Touch, "a tap turns touch hints on")
	assert.Equal(t, "", ui.KeyHint("Enter"))
	d.Key(input.Next)
	assert.False(t, ui.Touch, "a key turns them off")
	d.Tap(image.Pt(5, 5))
	assert.True(t, ui.Touch)
	d.Click(image.Pt(5, 5))
	assert.False(t, ui.Touch, "a mouse click turns them off")
	assert.Contains(t, d.A.Top().(*scenes.Menu).Buttons(), "Quit", "the desktop app can quit")
}
