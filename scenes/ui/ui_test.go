package ui

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/scenes/input"
)

// These tests exercise widget logic only (no drawing); the package links
// ebiten, so they run under Xvfb with the scene tests.

func TestListPickAndKeys(t *testing.T) {
	var chosen []int
	l := &List{R: image.Rect(0, 0, 100, 4+3*listRowH), Items: []string{"a", "b", "c", "d", "e"}, OnSelect: func(i int) { chosen = append(chosen, i) }}
	l.Pick(image.Pt(10, 2+listRowH+3))
	assert.Equal(t, 1, l.Selected)
	l.Move(3) // to "e": scrolls so it stays visible
	assert.Equal(t, 4, l.Selected)
	assert.Equal(t, 2, l.Scroll)
	l.Move(-10)
	assert.Equal(t, 0, l.Selected)
	assert.Equal(t, 0, l.Scroll)
	assert.Equal(t, []int{1, 4, 0}, chosen)
}

func TestLayerFocusSkipsDisabledAndConfirms(t *testing.T) {
	var got []string
	a := &Button{R: image.Rect(0, 0, 10, 10), Label: "a", OnClick: func() { got = append(got, "a") }}
	b := &Button{R: image.Rect(20, 0, 30, 10), Label: "b", Disabled: true, OnClick: func() { got = append(got, "b") }}
	c := &Button{R: image.Rect(40, 0, 50, 10), Label: "c", OnClick: func() { got = append(got, "c") }}
	var l Layer
	l.Add(a, b, c)
	var s input.Script
	key := func(i input.Intent) { f := s.Frame(image.Pt(-9, -9), false, i); l.Update(&f, 1.0/60) }
	key(input.Next) // first press shows focus on the first button
	key(input.Next) // skips the disabled one
	key(input.Confirm)
	assert.Equal(t, []string{"c"}, got)
	// A click on the disabled button does nothing.
	for _, down := range []bool{false, true, false} {
		f := s.Frame(image.Pt(25, 5), down)
		l.Update(&f, 1.0/60)
	}
	assert.Equal(t, []string{"c"}, got)
	assert.Equal(t, "ab...", Fit("abcdefghij", 30))
}

func TestReadableLiftsDarkColoursOnly(t *testing.T) {
	gold := color.RGBA{0xf7, 0xd1, 0x54, 0xff}
	assert.Equal(t, gold, Readable(gold), "a light colour is kept")
	ink := color.RGBA{0x1b, 0x1a, 0x2b, 0xff}
	r := Readable(ink)
	assert.NotEqual(t, ink, r)
	assert.Greater(t, int(r.B), int(r.R), "the hue is kept")
}

func TestWrapBreaksJapaneseBetweenCharacters(t *testing.T) {
	s := "相手が次の手番で道を完成できるマスに印をつけます。"
	w, _ := Measure("相手が次の手番")
	lines := Wrap(s, w)
	require.Greater(t, len(lines), 2)
	require.Equal(t, s, strings.Join(lines, ""), "nothing is lost or added")
	for _, l := range lines {
		lw, _ := Measure(l)
		require.LessOrEqual(t, lw, w, l)
		require.False(t, strings.HasPrefix(l, "。"), "a closing mark never begins a line")
	}
	// Words in other scripts keep their spaces and break only at them.
	require.Equal(t, []string{"Falconryで、", "two words"}, Wrap("Falconryで、 two words", 80))
	// A closing mark stays with the character before it, an opening one
	// with the character after it.
	w, _ = Measure("ああ")
	for _, l := range Wrap("ああ。「い」", w) {
		require.False(t, strings.HasSuffix(l, "「"), l)
		require.False(t, strings.HasPrefix(l, "」"), l)
	}
	require.Equal(t, []string{"one two", "three"}, Wrap("one two three", 60))
}

// A layer laid out anew while a button is held (an answer from a server
// arrived between the press and the release) still takes the click on the
// button in the same place; elsewhere, nothing.
func TestAClickSurvivesALayoutUnderTheFinger(t *testing.T) {
	var got []string
	var l Layer
	build := func(at image.Rectangle, label string) {
		l.Clear()
		l.Add(&Button{R: at, Label: label, OnClick: func() { got = append(got, label) }})
	}
	var s input.Script
	at := func(p image.Point, down bool) { f := s.Frame(p, down); l.Update(&f, 1.0/60) }
	build(image.Rect(0, 0, 40, 20), "first")
	at(image.Pt(10, 10), false)
	at(image.Pt(10, 10), true)
	build(image.Rect(0, 0, 40, 20), "first") // the same button, anew
	at(image.Pt(10, 10), false)
	assert.Equal(t, []string{"first"}, got)

	at(image.Pt(10, 10), true)
	build(image.Rect(0, 0, 40, 20), "other") // another button in its place
	at(image.Pt(10, 10), false)
	assert.Equal(t, []string{"first"}, got, "not a click on another button")

	at(image.Pt(10, 10), true)
	build(image.Rect(50, 0, 90, 20), "moved") // the button went away
	at(image.Pt(10, 10), false)
	at(image.Pt(60, 10), true)
	at(image.Pt(60, 10), false)
	assert.Equal(t, []string{"first", "moved"}, got, "only a press and a release on it")
}
