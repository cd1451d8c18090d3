package table_test

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"

	_ "github.com/birdroost/roost/rules/tokyodoves"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// board is the smallest table with a board without edges: a world of
// 200x120 pixels with one card at its top left corner.
type board struct {
	*table.Kit
	cam     *table.Camera
	content image.Rectangle
	presses int
	taps    int
	cancels int
}

var card = image.Rect(0, 0, 20, 20)

func (b *board) Camera() *table.Camera                { return b.cam }
func (b *board) Grabs(p image.Point) bool             { return p.In(b.cam.Rect(card)) }
func (b *board) DrawTable(*ebiten.Image)              {}
func (b *board) Animate([]game.Event)                 {}
func (b *board) Undone(int)                           {}
func (b *board) TurnText() string                     { return "Your turn." }
func (b *board) ShowHint(game.Action) string          { return "" }
func (b *board) Reason() string                       { return "" }
func (b *board) Scores() [][]string                   { return nil }
func (b *board) Animating() bool                      { return false }
func (b *board) Banner() (string, color.RGBA, string) { return "You", ui.Ink, "" }
func (b *board) Arrange(area image.Rectangle) table.Frame {
	view := area
	buttons := ui.CutBottom(&view, ui.ButtonH())
	b.cam.View = view
	return table.Frame{Buttons: buttons}
}
func (b *board) Content() image.Rectangle {
	if b.content.Empty() {
		return image.Rect(0, 0, 200, 120)
	}
	return b.content
}

func (b *board) Pointer(f *input.Frame) {
	if f.Pressed {
		b.presses++
	}
	if f.Tap {
		b.taps++
	}
	if f.Cancelled {
		b.cancels++
	}
}

func open(t *testing.T) (*scenetest.Driver, *board) {
	d := scenetest.New(t)
	b := &board{cam: table.NewCamera(1, 4)}
	scenetest.OnMain(func() {
		def, _ := game.Lookup("tokyodoves")
		m, err := game.NewMatch(def, "standard", []string{"human", "human"}, 1, "")
		require.NoError(t, err)
		b.Kit = table.New(d.A, m, "tokyodoves", b)
		b.Kit.Start()
		d.A.Show(b)
	})
	d.Step(2)
	return d, b
}

// world is the world point under canvas point p.
func world(b *board, p image.Point) (x, y float64) {
	scenetest.OnMain(func() { x, y = b.cam.ToWorld(p) })
	return
}

func TestCameraStartsFramingTheBoard(t *testing.T) {
	d, b := open(t)
	// The view is about 632x272: 200x120 fits twice, not three times. The
	// 32 px it leaves spare in height lift the board clear of the zoom
	// control at the bottom (a strip of 30 px): 15 px, 7 whole world pixels.
	assert.Equal(t, 2, b.cam.Zoom)
	x, y := b.cam.Centre()
	assert.Equal(t, [2]float64{100, 67}, [2]float64{x, y})
	board := b.cam.Rect(image.Rect(0, 0, 200, 120))
	for _, z := range []string{"+", "-", "Fit"} {
		assert.False(t, board.Overlaps(d.Button(z).R), "the zoom control %q covers the fitted board", z)
		assert.True(t, d.Button(z).R.In(b.cam.View), "the zoom control %q sits over the board's view", z)
	}
	assert.True(t, b.cam.View.Overlaps(ui.Full()))
}

func TestPinchZoomsInWholeStepsAroundTheFingers(t *testing.T) {
	d, b := open(t)
	mid := b.cam.View.Min.Add(image.Pt(200, 100))
	wx, wy := world(b, mid)
	// Two fingers 40 px apart spread to 80 px: twice as far, so zoom 2 -> 4.
	var fs []input.Frame
	for gap := 20; gap <= 40; gap += 4 {
		fs = append(fs, d.Sc.Touches(mid.Sub(image.Pt(gap, 0)), mid.Add(image.Pt(gap, 0))))
	}
	fs = append(fs, d.Sc.Touches())
	d.Frames(fs...)
	assert.Equal(t, 4, b.cam.Zoom)
	ax, ay := world(b, mid)
	assert.InDelta(t, wx, ax, 0.5, "the point between the fingers stays put")
	assert.InDelta(t, wy, ay, 0.5)
	assert.Zero(t, b.presses, "a pinch is not a press on the board")
	// Pinching back in zooms out.
	fs = fs[:0]
	for gap := 40; gap >= 10; gap -= 5 {
		fs = append(fs, d.Sc.Touches(mid.Sub(image.Pt(gap, 0)), mid.Add(image.Pt(gap, 0))))
	}
	fs = append(fs, d.Sc.Touches())
	d.Frames(fs...)
	assert.Equal(t, 1, b.cam.Zoom)
}

func TestTwoFingerPanMovesTheBoardWithTheFingers(t *testing.T) {
	d, b := open(t)
	start := b.cam.View.Min.Add(image.Pt(300, 120))
	wx, wy := world(b, start)
	var fs []input.Frame
	for i := 0; i <= 6; i++ {
		m := start.Add(image.Pt(-10*i, -5*i))
		fs = append(fs, d.Sc.Touches(m.Sub(image.Pt(30, 0)), m.Add(image.Pt(30, 0))))
	}
	fs = append(fs, d.Sc.Touches())
	d.Frames(fs...)
	assert.Equal(t, 2, b.cam.Zoom, "fingers that keep their distance do not zoom")
	end := start.Add(image.Pt(-60, -30))
	ax, ay := world(b, end)
	assert.InDelta(t, wx, ax, 0.5, "the board moved with the fingers")
	assert.InDelta(t, wy, ay, 0.5)
	assert.Zero(t, b.presses)
}

func TestWheelZoomKeepsThePointUnderThePointer(t *testing.T) {
	d, b := open(t)
	for _, p := range []image.Point{b.cam.View.Min.Add(image.Pt(50, 40)), b.cam.View.Max.Sub(image.Pt(90, 70))} {
		wx, wy := world(b, p)
		before := b.cam.Zoom
		d.Frames(d.Sc.Wheel(p, 1))
		assert.Equal(t, before+1, b.cam.Zoom)
		ax, ay := world(b, p)
		assert.InDelta(t, wx, ax, 1/float64(b.cam.Zoom))
		assert.InDelta(t, wy, ay, 1/float64(b.cam.Zoom))
		d.Frames(d.Sc.Wheel(p, -1))
		assert.Equal(t, before, b.cam.Zoom)
	}
	// A trackpad's small scrolls add up to one step.
	p := b.cam.View.Min.Add(image.Pt(100, 100))
	d.Frames(d.Sc.Wheel(p, 0.4), d.Sc.Wheel(p, 0.4))
	assert.Equal(t, 2, b.cam.Zoom)
	d.Frames(d.Sc.Wheel(p, 0.4))
	assert.Equal(t, 3, b.cam.Zoom)
}

func TestDraggingTheEmptyBoardPansAndACardStaysTheTables(t *testing.T) {
	d, b := open(t)
	from := b.cam.View.Min.Add(image.Pt(300, 150))
	wx, wy := world(b, from)
	d.Drag(from, from.Add(image.Pt(40, -20)))
	ax, ay := world(b, from.Add(image.Pt(40, -20)))
	assert.InDelta(t, wx, ax, 0.5)
	assert.InDelta(t, wy, ay, 0.5)
	assert.Zero(t, b.presses, "the table never saw the press on the empty board")
	// A tap on the empty board reaches the table (to drop a selection).
	d.Click(from)
	assert.Equal(t, 1, b.taps)
	// A press on the card is the table's.
	c := b.cam.Rect(card)
	d.Click(c.Min.Add(c.Size().Div(2)))
	assert.Equal(t, 1, b.presses)
	// A second finger landing on a press in progress calls it off.
	d.Frames(d.Sc.Touches(c.Min.Add(image.Pt(2, 2))), d.Sc.Touches(c.Min.Add(image.Pt(2, 2)), c.Max.Add(image.Pt(40, 40))), d.Sc.Touches())
	assert.Equal(t, 2, b.presses)
	assert.Equal(t, 1, b.cancels)
}

func TestKeysButtonsAndFit(t *testing.T) {
	d, b := open(t)
	x0, y0 := b.cam.Centre()
	d.Key(input.ZoomIn)
	assert.Equal(t, 3, b.cam.Zoom)
	d.ClickButton("+")
	assert.Equal(t, 4, b.cam.Zoom)
	d.Step(1)
	assert.True(t, d.Button("+").Disabled, "no zooming in past the closest step")
	d.ClickButton("-")
	d.ClickButton("-")
	assert.Equal(t, 2, b.cam.Zoom)
	// Arrow keys or a stick pan: half a second to the right.
	var fs []input.Frame
	for i := 0; i < 30; i++ {
		fs = append(fs, d.Sc.Steer(1, 0))
	}
	d.Frames(fs...)
	x1, y1 := b.cam.Centre()
	assert.Greater(t, x1, x0+20, "holding right looks further right")
	assert.InDelta(t, y0, y1, 1e-9)
	// The view never runs off the board.
	fs = fs[:0]
	for i := 0; i < 300; i++ {
		fs = append(fs, d.Sc.Steer(1, 1))
	}
	d.Frames(fs...)
	x2, y2 := b.cam.Centre()
	assert.LessOrEqual(t, x2, 200.0)
	assert.LessOrEqual(t, y2, 120.0)
	// Fit glides back to the whole board, then the camera stays put.
	d.ClickButton("Fit")
	d.Step(40)
	x3, y3 := b.cam.Centre()
	assert.Equal(t, [2]float64{100, 67}, [2]float64{math.Round(x3), math.Round(y3)})
	assert.Equal(t, 2, b.cam.Zoom)
	d.Step(120)
	x4, y4 := b.cam.Centre()
	assert.Equal(t, [2]float64{x3, y3}, [2]float64{x4, y4}, "the camera never moves by itself")
}

func TestTurningThePhoneKeepsTheView(t *testing.T) {
	d, b := open(t)
	d.Frames(d.Sc.Wheel(b.cam.View.Min.Add(image.Pt(30, 30)), 1))
	x0, y0 := b.cam.Centre()
	z := b.cam.Zoom
	d.Screen(390, 844, 3)
	x1, y1 := b.cam.Centre()
	assert.Equal(t, z, b.cam.Zoom)
	assert.Equal(t, [2]float64{x0, y0}, [2]float64{x1, y1})
	assert.True(t, b.cam.View.In(ui.Full()))
	for _, bt := range []string{"+", "-", "Fit"} {
		r := d.Button(bt).R
		assert.GreaterOrEqual(t, min(r.Dx(), r.Dy()), ui.Finger, bt)
	}
}

func TestTheViewFollowsAGrowingBoardOnlyUntilThePlayerMovesIt(t *testing.T) {
	d, b := open(t)
	require.True(t, b.cam.Framing())
	// The board grows to the left: the framing view glides to show it all.
	scenetest.OnMain(func() {
		b.content = image.Rect(-300, 0, 200, 120)
		b.cam.Settle(b.Content())
	})
	d.Step(40)
	assert.Equal(t, 1, b.cam.Zoom)
	assert.True(t, b.cam.View.Overlaps(b.cam.Rect(b.content)))
	assert.True(t, b.cam.Rect(b.content).In(b.cam.View), "everything shows")
	// Once the player pans, growth never moves the view.
	d.Frames(d.Sc.Steer(1, 0), d.Sc.Steer(1, 0))
	assert.False(t, b.cam.Framing())
	x0, y0 := b.cam.Centre()
	scenetest.OnMain(func() {
		b.content = image.Rect(-300, -200, 200, 120)
		b.cam.Settle(b.Content())
	})
	d.Step(40)
	x1, y1 := b.cam.Centre()
	assert.Equal(t, [2]float64{x0, y0}, [2]float64{x1, y1})
}

// TestReachZoomsInOnlyWhereEveryLitPlaceStaysInView: picking something by
// touch on a board fitted under a finger's size zooms in to a finger's
// size where all its lit places then fit the view; where they do not, the
// camera keeps the whole board in view (a tap zooms in around the finger).
func TestReachZoomsInOnlyWhereEveryLitPlaceStaysInView(t *testing.T) {
	touch, finger := ui.Touch, ui.Finger
	defer func() { ui.Touch, ui.Finger = touch, finger }()
	ui.Touch, ui.Finger = true, 44
	newCam := func() *table.Camera {
		c := table.NewCamera(1, 4)
		c.View = image.Rect(0, 0, 390, 300)
		c.Grain = func() int { return 12 } // x4 makes a finger
		c.Fit(image.Rect(0, 0, 120, 96), false)
		require.Equal(t, 3, c.Zoom, "the board fits at x3")
		require.True(t, c.Small())
		return c
	}
	space := func(x, y int) image.Rectangle { return image.Rect(x*12, y*12, x*12+12, y*12+12) }

	c := newCam()
	assert.False(t, c.Reach([]image.Rectangle{space(0, 3), space(9, 3)}), "lit places 10 spaces apart do not fit 390 px at x4")
	assert.Equal(t, 3, c.Zoom)
	assert.True(t, c.Framing(), "the whole board stays in view")

	c = newCam()
	assert.True(t, c.Reach([]image.Rectangle{space(2, 3), space(6, 4)}), "lit places 5 spaces apart fit at x4")
	c.Tick(1)
	assert.Equal(t, 4, c.Zoom)
	for _, r := range []image.Rectangle{space(2, 3), space(6, 4)} {
		assert.True(t, c.Rect(r).In(c.View), "%v in view at %v", r, c.Rect(r))
	}

	// Lit places in a corner: the view shows them and as much of the
	// board towards its middle as it can, rather than centring on them
	// and showing the empty felt beyond the corner.
	c = newCam()
	assert.True(t, c.Reach([]image.Rectangle{space(0, 0), space(1, 0)}))
	c.Tick(1)
	corner := c.Rect(space(0, 0))
	assert.True(t, corner.In(c.View))
	assert.Equal(t, c.View.Min, corner.Min, "the corner's space at the view's corner")
}

// TestOpenShowsWherePlayIsAtAFingersWidth: a board whose whole draws its
// cards under a finger's width opens at the least zoom that makes a card a
// finger wide, with the focus (where play is) wholly in view clear of the
// plates and the zoom control; Fit then shows the whole board, and keeps it
// as the play goes on; a board that fits at a finger's width opens whole.
func TestOpenShowsWherePlayIsAtAFingersWidth(t *testing.T) {
	finger := ui.Finger
	defer func() { ui.Finger = finger }()
	ui.Finger = 44
	board := image.Rect(-160, -144, 160, 144) // 10x9 cards of 32
	focus := image.Rect(-160, -144, -96, -80) // two cards square in a corner
	c := table.NewCamera(1, 4)
	c.View = image.Rect(0, 0, 382, 320)
	c.Cap, c.Reserve = 20, 50
	c.Focus = func() (image.Rectangle, int) { return focus, 32 }
	c.Open(board, false)
	require.Equal(t, 1, c.FitZoom(board), "the whole board fits only at x1: 32 px cards")
	assert.Equal(t, 2, c.Zoom, "it opens where a card is a finger wide")
	assert.True(t, c.Focused())
	band := c.View
	band.Min.Y += c.Cap
	band.Max.Y -= c.Reserve
	assert.True(t, c.Rect(focus).In(band), "the focus %v in view clear of the plates and the zoom control %v", c.Rect(focus), band)
	assert.Equal(t, c.View.Min.X, c.Rect(focus).Min.X, "as near the board's middle as keeps the focus in view")

	// Play goes on in the other corner: the view follows it.
	focus = image.Rect(96, 80, 160, 144)
	c.Settle(board)
	c.Tick(1)
	assert.Equal(t, 2, c.Zoom)
	assert.True(t, c.Rect(focus).In(band), "the view follows the play to %v", c.Rect(focus))

	// Fit: the whole board, kept as play goes on.
	c.Fit(board, false)
	assert.Equal(t, 1, c.Zoom)
	assert.False(t, c.Focused())
	focus = image.Rect(-160, -144, -96, -80)
	c.Settle(board)
	assert.Equal(t, 1, c.Zoom, "Fit keeps the whole board")
	assert.True(t, c.Rect(board).In(c.View))

	// A board that fits with its cards a finger wide opens whole.
	small := image.Rect(-80, -64, 80, 64)
	c = table.NewCamera(1, 4)
	c.View = image.Rect(0, 0, 382, 320)
	c.Focus = func() (image.Rectangle, int) { return focus, 32 }
	c.Open(small, false)
	assert.Equal(t, 2, c.Zoom)
	assert.False(t, c.Focused())
	assert.True(t, c.Rect(small).In(c.View))
}
