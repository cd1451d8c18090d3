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
// 200x110 pixels with one card at its top left corner.
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
		return image.Rect(0, 0, 200, 110)
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
	// The view is about 632x272, less the zoom bar at its top (30 px) and
	// a margin of felt: 200x110 fits twice (220 px tall), not two and a
	// half times (275).
	assert.Equal(t, 2.0, b.cam.Zoom)
	clear := b.cam.Clear()
	assert.Less(t, clear.Dy(), 275)
	board := b.cam.Rect(image.Rect(0, 0, 200, 110))
	assert.True(t, board.In(clear), "the board %v lies in the felt clear of the zoom bar %v", board, clear)
	mid, cm := board.Min.Add(board.Size().Div(2)), clear.Min.Add(clear.Size().Div(2))
	assert.InDelta(t, cm.X, mid.X, 1, "centred across the free felt")
	assert.InDelta(t, cm.Y, mid.Y, 1, "centred down the free felt")
	for _, z := range []string{"+", "-", "Fit"} {
		assert.False(t, board.Overlaps(d.Button(z).R), "the zoom control %q covers the fitted board", z)
		assert.False(t, clear.Overlaps(d.Button(z).R), "the zoom control %q lies in the felt the board is framed in", z)
		assert.True(t, d.Button(z).R.In(b.cam.View), "the zoom control %q sits on the board's view", z)
	}
	assert.True(t, b.cam.View.Overlaps(ui.Full()))
}

func TestPinchZoomsInStepsAroundTheFingers(t *testing.T) {
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
	assert.Equal(t, 4.0, b.cam.Zoom)
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
	assert.Equal(t, 1.0, b.cam.Zoom)
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
	assert.Equal(t, 2.0, b.cam.Zoom, "fingers that keep their distance do not zoom")
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
		assert.Equal(t, before+table.ZoomStep, b.cam.Zoom)
		ax, ay := world(b, p)
		assert.InDelta(t, wx, ax, 1/float64(b.cam.Zoom))
		assert.InDelta(t, wy, ay, 1/float64(b.cam.Zoom))
		d.Frames(d.Sc.Wheel(p, -1))
		assert.Equal(t, before, b.cam.Zoom)
	}
	// A trackpad's small scrolls add up to one step.
	p := b.cam.View.Min.Add(image.Pt(100, 100))
	d.Frames(d.Sc.Wheel(p, 0.4), d.Sc.Wheel(p, 0.4))
	assert.Equal(t, 2.0, b.cam.Zoom)
	d.Frames(d.Sc.Wheel(p, 0.4))
	assert.Equal(t, 2.5, b.cam.Zoom)
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
	assert.Equal(t, 2.5, b.cam.Zoom)
	for i := 0; i < 3; i++ {
		d.ClickButton("+")
	}
	assert.Equal(t, 4.0, b.cam.Zoom)
	d.Step(1)
	assert.True(t, d.Button("+").Disabled, "no zooming in past the closest step")
	for i := 0; i < 4; i++ {
		d.ClickButton("-")
	}
	assert.Equal(t, 2.0, b.cam.Zoom)
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
	assert.Equal(t, [2]float64{x0, y0}, [2]float64{x3, y3}, "where the table opened it")
	assert.Equal(t, 2.0, b.cam.Zoom)
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
	assert.Equal(t, 1.0, b.cam.Zoom)
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
		require.Equal(t, 3.0, c.Zoom, "the board fits at x3")
		require.True(t, c.Small())
		return c
	}
	space := func(x, y int) image.Rectangle { return image.Rect(x*12, y*12, x*12+12, y*12+12) }

	c := newCam()
	assert.False(t, c.Reach([]image.Rectangle{space(0, 3), space(9, 3)}), "lit places 10 spaces apart do not fit 390 px at x4")
	assert.Equal(t, 3.0, c.Zoom)
	assert.True(t, c.Framing(), "the whole board stays in view")

	c = newCam()
	assert.True(t, c.Reach([]image.Rectangle{space(2, 3), space(6, 4)}), "lit places 5 spaces apart fit at x4")
	c.Tick(1)
	assert.Equal(t, 4.0, c.Zoom)
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
	assert.Equal(t, c.Clear().Min, corner.Min, "the corner's space at the corner of the felt the board is framed in")
}

// TestOpenShowsTheWholeBoardAtTheLargestStep: a board opens whole, at the
// largest step of zoom (half steps too) that shows it in the view clear of
// the zoom bar, drawn with the pixelated filter at a half step and pixel
// for pixel at a whole one; Fit keeps it whole as play goes on.
func TestOpenShowsTheWholeBoardAtTheLargestStep(t *testing.T) {
	for _, c := range []struct {
		board image.Rectangle
		zoom  float64
	}{
		{image.Rect(-160, -144, 160, 144), 1}, // 320x288: 288 > the 266 px clear at x1.5
		{image.Rect(-80, -64, 80, 64), 2},     // 160x128: 256 px tall
		{image.Rect(-70, -50, 70, 50), 2.5},   // 140x100: 350x250
		{image.Rect(-20, -20, 20, 20), 4},     // small: the closest step
		{image.Rect(-400, -400, 400, 400), 1}, // too big for any: the farthest
	} {
		cam := table.NewCamera(1, 4)
		cam.View = image.Rect(0, 0, 382, 320)
		cam.Cap = 50
		cam.Open(c.board, false)
		assert.Equal(t, c.zoom, cam.Zoom, "%v opens at x%g", c.board, c.zoom)
		clear := cam.Clear()
		assert.Equal(t, 320-50-2*table.FeltMargin, clear.Dy())
		if c.zoom > cam.MinZoom {
			assert.True(t, cam.Rect(c.board).In(clear), "%v shows whole in %v", cam.Rect(c.board), clear)
		} else if b := cam.Rect(c.board); b.Dy() > clear.Dy() {
			assert.Equal(t, clear.Min.Y, b.Min.Y, "too tall for any step: its top just below the zoom bar, nothing over it")
		}
		if c.zoom < cam.MaxZoom {
			assert.False(t, cam.Fits(c.board, c.zoom+table.ZoomStep), "a step larger would not fit")
		}
		want := ebiten.FilterNearest
		if c.zoom != math.Trunc(c.zoom) {
			want = ebiten.FilterPixelated
		}
		assert.Equal(t, want, cam.Filter())
		op := &ebiten.DrawImageOptions{}
		cam.Place(op, 0, 0)
		assert.Equal(t, want, op.Filter, "Place draws with the zoom's filter")
	}
	cam := table.NewCamera(1, 4)
	cam.View = image.Rect(0, 0, 382, 320)
	cam.Open(image.Rect(-70, -50, 70, 50), false)
	assert.Equal(t, "×2.5", cam.Label())
	// Fit: the whole board, kept as play goes on.
	cam.ZoomAt(image.Pt(100, 100), 2)
	cam.Fit(image.Rect(-70, -50, 70, 50), false)
	assert.Equal(t, 2.5, cam.Zoom)
	cam.Settle(image.Rect(-160, -144, 160, 144))
	cam.Tick(1)
	assert.Equal(t, 1.0, cam.Zoom, "the board grew: still whole")
}

// TestACloseUpKeepsTheTablesReach: a table's close-up (OpenOn, Columba's
// four players on a phone) shows part of the board at the zoom it chose,
// its focus in view; picking something by touch there still brings its
// lit places to a finger's size (Reach), until the player pans or zooms.
func TestACloseUpKeepsTheTablesReach(t *testing.T) {
	touch, finger := ui.Touch, ui.Finger
	defer func() { ui.Touch, ui.Finger = touch, finger }()
	ui.Touch, ui.Finger = true, 44
	space := func(x, y int) image.Rectangle { return image.Rect(x*12, y*12, x*12+12, y*12+12) }
	c := table.NewCamera(1, 4)
	c.View = image.Rect(0, 0, 390, 300)
	c.Grain = func() int { return 12 } // x4 makes a finger
	board := image.Rect(0, 0, 600, 240)
	c.OpenOn(board, space(48, 10), 2)
	assert.Equal(t, 2.0, c.Zoom)
	assert.False(t, c.Framing(), "a close-up is no framing of the whole board")
	assert.True(t, c.Rect(space(48, 10)).In(c.View), "the focus in view")
	right := c.Rect(board).Max.X
	assert.True(t, right >= c.Clear().Max.X-1 && right <= c.View.Max.X, "the board's right edge %d at the felt's (%v): no felt beyond it, the view kept over the board", right, c.Clear())
	assert.True(t, c.Reach([]image.Rectangle{space(46, 10), space(48, 11)}), "picking something brings its places to a finger")
	c.Tick(1)
	assert.Equal(t, 4.0, c.Zoom)

	c.OpenOn(board, space(40, 10), 2)
	c.PanBy(10, 0)
	assert.False(t, c.Reach([]image.Rectangle{space(40, 10)}), "a view the player moved is theirs")
}

// TestAFineFitTakesWholeDevicePixels: a fitted zoom between two steps
// (Fine) on a screen of three device pixels a canvas pixel may take a
// third of a zoom, each art pixel then a whole number of device pixels
// (x4/3: four), where it shows the board whole and larger than the fine
// grain's multiple; where no third between the steps fits, the grain's
// multiple as before. A camera between whole zooms on such a screen is
// Sharp: its Ground is an image of its view at the screen's resolution,
// shown under the canvas (ui.Sharp), a world rectangle on it to the
// device pixel, the view on the canvas left clear; at a whole zoom, or
// a screen of one device pixel a canvas pixel, the Ground is the canvas.
func TestAFineFitTakesWholeDevicePixels(t *testing.T) {
	for _, c := range []struct {
		w, h   int // the view clear of its felt
		device int
		zoom   float64
	}{
		{378, 352, 3, 4.0 / 3}, // Columba's four players, a 390x844 phone: x1.3125 before
		{348, 308, 3, 1.125},   // 360x800: x4/3 runs past it, the grain's x1.125 stays
		{378, 352, 1, 1.3125},  // one device pixel a canvas pixel: the grain's
		{378, 352, 0, 1.3125},
	} {
		cam := table.NewCamera(1, 4)
		cam.View = image.Rect(0, 0, c.w+2*table.FeltMargin, c.h+2*table.FeltMargin)
		cam.Fine, cam.Device = 1.0/16, c.device
		board := image.Rect(0, 0, 280, 264)
		assert.Equal(t, c.zoom, cam.FitZoom(board), "%dx%d at %d device pixels a canvas pixel", c.w, c.h, c.device)
	}
	var sharps []ui.Sharp
	scenetest.OnMain(func() {
		defer ui.ClearSharps()
		dst := ebiten.NewImage(100, 100)
		dst.Fill(ui.Ink)
		cam := table.NewCamera(1, 4)
		cam.View = image.Rect(10, 20, 70, 80)
		cam.Device, cam.Zoom = 3, 4.0/3
		require.True(t, cam.Sharp())
		ui.ClearSharps()
		g := cam.Ground(dst, cam.View)
		assert.Equal(t, 3, g.K)
		assert.Equal(t, image.Rect(0, 0, 180, 180), g.View.Bounds(), "the view at the screen's resolution")
		// (A space of 16 world pixels: 64 device pixels, 21 or 22 canvas.)
		r := g.Rect(image.Rect(16, 16, 32, 32))
		assert.Equal(t, 64, r.Dx())
		assert.Equal(t, cam.OnDevice(image.Rect(16, 16, 32, 32), 3).Sub(image.Pt(30, 60)), r)
		px := make([]byte, 4)
		dst.SubImage(image.Rect(40, 50, 41, 51)).(*ebiten.Image).ReadPixels(px)
		assert.Equal(t, []byte{0, 0, 0, 0}, px, "the view is left clear on the canvas")
		dst.SubImage(image.Rect(5, 5, 6, 6)).(*ebiten.Image).ReadPixels(px)
		assert.NotEqual(t, []byte{0, 0, 0, 0}, px, "the canvas off the view is as it was")
		sharps = ui.Sharps()
		require.Len(t, sharps, 1)
		assert.Equal(t, image.Pt(10, 20), sharps[0].At)
		assert.Equal(t, 3, sharps[0].Scale)
		for _, c := range []struct {
			device int
			zoom   float64
		}{{3, 2}, {1, 1.5}} {
			ui.ClearSharps()
			cam.Device, cam.Zoom = c.device, c.zoom
			g := cam.Ground(dst, cam.View)
			assert.Equal(t, 1, g.K, "x%v at %d device pixels: the canvas", c.zoom, c.device)
			assert.Empty(t, ui.Sharps())
		}
	})
}
