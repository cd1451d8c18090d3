package table

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
)

// Viewer is a table whose board has no edges (Falconry, Columba). The kit
// gives it a camera: pan by dragging the empty board, with two fingers, the
// arrow keys or a gamepad stick; zoom by the wheel, a pinch, the + and - keys
// or buttons, in whole-number steps around the pointer; and a Fit button. The
// camera moves when the player asks, and, until they pan or zoom, to keep
// the board (or where play is: Focus) in view as the game goes on. Where the board's
// spaces are drawn smaller than a finger (a big board fitted on a phone), a
// tap on the board zooms in to a finger's size around it instead of playing
// there, and a table may bring its lit targets to a finger's size when the
// player picks something to play (Camera.Reach).
type Viewer interface {
	// Camera is the table's camera; Arrange sets its View.
	Camera() *Camera
	// Content is the part of the world there is to see: every card, with
	// room around them to play into (world pixels).
	Content() image.Rectangle
	// Grabs reports whether a press at p (canvas) is the table's own (a
	// card, a lit target) rather than the empty board, which pans.
	Grabs(p image.Point) bool
}

// Camera shows part of a board in View. World pixels are drawn Zoom canvas
// pixels wide, in steps of half a pixel (ZoomStep): at a whole zoom the art
// is drawn pixel for pixel (nearest), at a half step with the pixelated
// filter, which keeps each art pixel a hard-edged square and blends only
// the one canvas pixel a seam falls in (docs/DESIGN.md, "Board zoom"),
// or, by a table that draws its art on the camera's Ground, at the
// screen's resolution, each art pixel whole device pixels (Sharp).
type Camera struct {
	View             image.Rectangle // where the board shows on the canvas
	Zoom             float64         // canvas pixels a world pixel, a multiple of ZoomStep
	MinZoom, MaxZoom float64
	// Cap is the strip at the top of View (canvas pixels) that the zoom bar
	// takes (+, -, Fit and the plates beside them: the zoom, the variant):
	// the board is framed clear of it.
	Cap int
	// Foot is the strip at the bottom of View (canvas pixels) a table
	// keeps for its legends under the board (Falconry on a phone): the
	// board is framed above it. None unless the table sets it.
	Foot int
	// Side is felt (canvas pixels) a framed board keeps clear at the left
	// and right of View beyond FeltMargin, where View runs to the screen's
	// edges (Falconry on a phone: its lit rim 5 px from the glass read as
	// cut). None unless the table sets it.
	Side int
	// Grain says how wide (world pixels) the smallest thing on the board
	// that the player may press now is (a space, a card); nil or 0: the
	// camera leaves taps to the table at every zoom.
	Grain func() int
	// Fine, where above 0, is the grain (canvas pixels a world pixel) of a
	// fitted zoom (Open, Fit): the largest multiple of it that shows the
	// board, rather than of ZoomStep, so a board between two steps fills
	// its view (Columba with four players on a phone: x1 left about 55
	// CSS px of felt on every side). + and - then move to the steps
	// either side. 0 (the default): fits take steps, as before.
	// Where Device is more than 1, a fit may take a multiple of a device
	// pixel too (x4/3 on a phone of three: four device pixels an art
	// pixel), the largest of either that shows the board.
	Fine float64
	// Device is the screen's device pixels a canvas pixel (ui.Scale),
	// where the table draws its board's art at the screen's resolution
	// at a zoom between whole numbers (Sharp, Ground); 0 or 1: the art
	// is drawn on the canvas at every zoom.
	Device int

	layer *ebiten.Image // the board's art at the screen's resolution (Ground)

	magnify bool    // a touch on a board too small for a finger: a tap zooms in
	onPart  bool    // the view is a table's close-up (OpenOn), not yet moved by the player
	cx, cy  float64 // the world point at the centre of View
	fitted  bool
	framing bool // the view is as the table or the player framed it: keep it so
	glide   *tween.Tween
	glideT  float64
	from    [2]float64
	to      [2]float64
	wheel   float64 // wheel travel not yet turned into a zoom step
	pinch   float64 // log of the spread since the pinch began
	pinchZ  float64 // the zoom when the pinch began
	grab    bool    // the empty board is being dragged
	grabAt  image.Point
	grabC   [2]float64
	content image.Rectangle
}

// SteerSpeed is how fast the arrow keys or a stick pan (canvas px a second).
const SteerSpeed = 320

// ZoomStep is the camera's step of zoom (canvas pixels a world pixel): the
// wheel, a pinch, + and - move by it, and a fit takes the largest multiple
// of it that shows the board. Spaces are an even number of world pixels
// wide, so at every step they keep whole canvas pixels.
const ZoomStep = 0.5

// NewCamera makes a camera that zooms between min and max.
func NewCamera(min, max int) *Camera {
	return &Camera{Zoom: float64(min), MinZoom: float64(min), MaxZoom: float64(max)}
}

// Whole reports whether the zoom is a whole number (art drawn pixel for
// pixel).
func (c *Camera) Whole() bool { return c.Zoom == math.Trunc(c.Zoom) }

// Span is n world pixels on the canvas at the camera's zoom, rounded.
func (c *Camera) Span(n int) int { return int(math.Round(float64(n) * c.Zoom)) }

// Label is the zoom as the plate says it: "×2", "×2.5".
// A fine fit's zoom (Fine) is said to a tenth: "×1.3".
func (c *Camera) Label() string { return ZoomLabel(c.Zoom) }

// ZoomLabel is how the zoom plate says a zoom: "×2", "×2.5", with the
// sign of times (a Latin "x" read as a debug label, reader 32).
func ZoomLabel(z float64) string {
	return "×" + strconv.FormatFloat(math.Round(z*10)/10, 'f', -1, 64)
}

// Centre is the world point at the centre of the view.
func (c *Camera) Centre() (x, y float64) { return c.cx, c.cy }

// origin is where the world's (0,0) lies on the canvas, in whole pixels.
func (c *Camera) origin() (float64, float64) {
	mx := float64(c.View.Min.X+c.View.Max.X) / 2
	my := float64(c.View.Min.Y+c.View.Max.Y) / 2
	z := c.Zoom
	return math.Round(mx - c.cx*z), math.Round(my - c.cy*z)
}

// ToCanvas maps a world point to the canvas.
func (c *Camera) ToCanvas(wx, wy float64) image.Point {
	ox, oy := c.origin()
	z := c.Zoom
	return image.Pt(int(math.Round(ox+wx*z)), int(math.Round(oy+wy*z)))
}

// Rect maps a world rectangle to the canvas.
func (c *Camera) Rect(r image.Rectangle) image.Rectangle {
	return image.Rectangle{c.ToCanvas(float64(r.Min.X), float64(r.Min.Y)), c.ToCanvas(float64(r.Max.X), float64(r.Max.Y))}
}

// ToWorld maps a canvas point to the world.
func (c *Camera) ToWorld(p image.Point) (float64, float64) {
	ox, oy := c.origin()
	z := c.Zoom
	return (float64(p.X) - ox) / z, (float64(p.Y) - oy) / z
}

// Place sets op to draw an image of world pixels with its top left at the
// world point (wx, wy), with the filter that keeps the art crisp at the
// zoom (Filter).
func (c *Camera) Place(op *ebiten.DrawImageOptions, wx, wy float64) {
	p := c.ToCanvas(wx, wy)
	op.GeoM.Scale(c.Zoom, c.Zoom)
	op.GeoM.Translate(float64(p.X), float64(p.Y))
	op.Filter = c.Filter()
}

// Sharp reports whether the board's art is drawn at the screen's
// resolution (Ground): at a zoom between whole numbers on a screen of
// more than one device pixel a canvas pixel, where the canvas scaled up
// would show its art pixels blended at their seams (a phone's x1.3: 147
// colours in a tile's block, the 31st reader).
func (c *Camera) Sharp() bool { return c.Device > 1 && !c.Whole() }

// Filter is how art scaled by the zoom is drawn on the canvas: pixel for
// pixel at a whole zoom, else pixelated (hard-edged art pixels, a seam
// blended over one canvas pixel).
func (c *Camera) Filter() ebiten.Filter {
	if c.Whole() {
		return ebiten.FilterNearest
	}
	return ebiten.FilterPixelated
}

// Clip is the part of dst the board is drawn in.
func (c *Camera) Clip(dst *ebiten.Image) *ebiten.Image {
	return dst.SubImage(c.View).(*ebiten.Image)
}

// Visible reports whether a world rectangle shows, at least in part.
func (c *Camera) Visible(r image.Rectangle) bool { return c.Rect(r).Overlaps(c.View) }

// Moving reports whether the camera is gliding or being dragged.
func (c *Camera) Moving() bool { return c.glide != nil || c.grab }

// Settle is called when the view or the content changes: the first time it
// frames the content (Open). After that, while the view is still as the
// table or the player framed it (Open, Fit), it glides to keep showing
// everything; once the player has panned or zoomed it keeps
// their centre and zoom, only bringing the centre back over the content.
func (c *Camera) Settle(content image.Rectangle) {
	c.content = content
	if !c.fitted {
		c.Open(content, false)
		return
	}
	if c.framing {
		z, x, y := c.framed(content)
		if c.glide != nil && c.Zoom == z && c.to == [2]float64{x, y} {
			return // on its way there
		}
		if c.glide == nil && c.Zoom == z && [2]float64{c.cx, c.cy} == [2]float64{x, y} {
			return // there (a board too tall to show whole stays put)
		}
		if z != c.Zoom || !c.shows(content) {
			c.frame(content, true)
		}
		return
	}
	c.clamp()
}

// shows reports whether a world rectangle is wholly in view.
func (c *Camera) shows(r image.Rectangle) bool { return c.Rect(r).In(c.View) }

// Clear is the part of View a fitted board is framed in: clear of the zoom
// bar at its top (Cap), a table's legends at its bottom (Foot) and the
// screen's edges at its sides (Side), with a margin of felt (FeltMargin) all round, so the
// board never butts against a panel.
func (c *Camera) Clear() image.Rectangle {
	r := c.View
	r.Min.Y += min(c.Cap, r.Dy()/3)
	r.Max.Y -= min(c.Foot, r.Dy()/3)
	r.Min.X += min(c.Side, r.Dx()/8)
	r.Max.X -= min(c.Side, r.Dx()/8)
	if r.Dx() > 4*FeltMargin && r.Dy() > 4*FeltMargin {
		r = r.Inset(FeltMargin)
	}
	return r
}

// FeltMargin is the felt (canvas pixels) a framed board keeps clear at the
// edges of its view.
const FeltMargin = 2

// Fits reports whether r shows whole in Clear at zoom z.
func (c *Camera) Fits(r image.Rectangle, z float64) bool {
	v := c.Clear()
	return float64(r.Dx())*z <= float64(v.Dx()) && float64(r.Dy())*z <= float64(v.Dy())
}

// SnugH is the height (canvas pixels) a view w wide needs to show r whole
// at the largest step its width allows, clear of the felt's margins (the
// zoom bar and a Foot not counted): a table on a phone upright sizes its
// board's view so, and gives the rest of the height to its log.
func (c *Camera) SnugH(r image.Rectangle, w int) int {
	z := c.MaxZoom
	for z > c.MinZoom && float64(r.Dx())*z > float64(w-2*FeltMargin-2*c.Side) {
		z -= ZoomStep
	}
	return int(math.Ceil(float64(r.Dy())*z)) + 2*FeltMargin
}

// Framing reports whether the camera keeps the whole board in view (until
// the player pans or zooms).
func (c *Camera) Framing() bool { return c.framing }

// FitZoom is the largest zoom (a step) at which r fits the view clear of
// the plates and the zoom control (Clear).
//
// With Fine set, the largest multiple of Fine between the step that fits
// and the next (still at least MinZoom, at most MaxZoom).
func (c *Camera) FitZoom(r image.Rectangle) float64 {
	z := c.MaxZoom
	for z > c.MinZoom && !c.Fits(r, z) {
		z -= ZoomStep
	}
	if c.Fine > 0 && z < c.MaxZoom && c.Fits(r, z) {
		best := z
		// (Multiples of a grain counted from 0, not added up: x4/3 is
		// 4/3 exactly.)
		up := func(at func(k float64) float64) {
			for k := 1.0; at(k) < z+ZoomStep && at(k) <= c.MaxZoom; k++ {
				if at(k) > z && c.Fits(r, at(k)) {
					best = max(best, at(k))
				}
			}
		}
		up(func(k float64) float64 { return z + k*c.Fine })
		if c.Device > 1 {
			d := float64(c.Device)
			up(func(k float64) float64 { return (math.Floor(z*d) + k) / d })
		}
		z = best
	}
	return z
}

// stepped is the zoom steps steps (ZoomStep) from now, clamped: from a
// zoom between two steps (a fine fit) the first step in is the step
// above it, the first out the step below.
func (c *Camera) stepped(steps int) float64 {
	z := c.Zoom
	if q := z / ZoomStep; q != math.Trunc(q) && steps != 0 {
		if steps > 0 {
			z, steps = math.Ceil(q)*ZoomStep, steps-1
		} else {
			z, steps = math.Floor(q)*ZoomStep, steps+1
		}
	}
	return max(c.MinZoom, min(c.MaxZoom, z+float64(steps)*ZoomStep))
}

// FingerZoom is the least zoom at which the board's smallest target (the
// Grain) is a finger wide (ui.Finger), or MaxZoom if none is; 0 where the
// table has no grain.
func (c *Camera) FingerZoom() float64 {
	if c.Grain == nil || c.Grain() <= 0 {
		return 0
	}
	return c.ZoomFor(c.Grain())
}

// ZoomFor is the least zoom at which w world pixels are a finger wide
// (ui.Finger), or MaxZoom if none is.
func (c *Camera) ZoomFor(w int) float64 {
	z := c.MinZoom
	for z < c.MaxZoom && float64(w)*z < float64(ui.Finger) {
		z += ZoomStep
	}
	return z
}

// Small reports whether the board's targets are drawn under a finger's
// size now.
func (c *Camera) Small() bool { return c.Zoom < c.FingerZoom() }

// Reach brings what the player may press now (world rectangles: the lit
// targets) to a finger's size, when they are smaller, the player plays by
// touch and the camera still shows the board as the table framed it or
// opened its close-up (OpenOn) (a
// zoom the player chose is theirs): where they all fit in the view at
// FingerZoom, it zooms in to it and glides to show them all, as near the
// board's middle as that allows. Where
// they do not, zooming in would put lit places and the board off the screen:
// the whole board stays in view, lit, and a tap on it zooms in around the
// finger (Small). It is called when the player picks something to play (a
// card of the hand, a tray's control), never by itself, and reports whether
// it moved.
func (c *Camera) Reach(targets []image.Rectangle) bool {
	if !ui.Touch || !(c.framing || c.onPart) || !c.Small() || len(targets) == 0 {
		return false
	}
	z := c.FingerZoom()
	var all image.Rectangle
	for _, r := range targets {
		all = all.Union(r)
	}
	if !c.Fits(all, z) {
		return false
	}
	c.framing, c.onPart = false, false
	c.Zoom = z
	c.from = [2]float64{c.cx, c.cy}
	// As near the board's middle as keeps every lit place in view (in
	// the felt clear of the zoom bar), so the view shows the board around
	// them rather than the empty room at its rim.
	v := c.Clear()
	x := towards(c.content.Min.X+c.content.Max.X, all.Min.X, all.Max.X, v.Dx(), z) - c.off(v).X/z
	y := towards(c.content.Min.Y+c.content.Max.Y, all.Min.Y, all.Max.Y, v.Dy(), z) - c.off(v).Y/z
	c.to = [2]float64{x, y}
	c.glideT = 0
	c.glide = tween.To(&c.glideT, 1, 0.3, tween.OutCubic)
	return true
}

// towards is the centre along one axis nearest the board's middle (twice
// it: mid2) at which a view span canvas pixels wide at zoom z still shows
// [lo, hi].
func towards(mid2, lo, hi, span int, z float64) float64 {
	half := float64(span) / 2 / z
	return max(float64(hi)-half, min(float64(lo)+half, float64(mid2)/2))
}

// Fit frames r as the player asks with the Fit button: the largest zoom
// that shows it whole, centred clear of the plates and the zoom control;
// with glide the centre slides there.
func (c *Camera) Fit(r image.Rectangle, glide bool) {
	c.frame(r, glide)
}

// Open frames r as the table opens: whole, at the largest zoom that shows
// it clear of the plates and the zoom control (Fit).
func (c *Camera) Open(r image.Rectangle, glide bool) {
	c.frame(r, glide)
}

// OpenOn shows part of the board as a table opens a turn on it: at zoom z,
// the world rectangle focus in the middle of the felt clear of the zoom bar
// (Clear), moved as little as keeps the view over content where content is
// wider or taller than the view (no felt beyond the board's rim where the
// board runs on). Where a whole board would draw its targets under a finger
// (Columba with four players on a phone), the table opens so on the places
// that matter now, the rest a drag away, and Fit shows the whole board. The
// view is then the table's close-up, not a framing: Settle keeps it.
func (c *Camera) OpenOn(content, focus image.Rectangle, z float64) {
	c.fitted, c.framing, c.glide, c.onPart = true, false, nil, true
	c.content = content
	c.Zoom = max(c.MinZoom, min(c.MaxZoom, z))
	v := c.Clear()
	d := c.off(v)
	along := func(lo, hi, flo, fhi, span int) float64 {
		half := float64(span) / 2 / c.Zoom
		mid := float64(flo+fhi) / 2
		if float64(hi-lo) <= 2*half {
			return float64(lo+hi) / 2
		}
		return max(float64(lo)+half, min(float64(hi)-half, mid))
	}
	c.cx = along(content.Min.X, content.Max.X, focus.Min.X, focus.Max.X, v.Dx()) - d.X/c.Zoom
	c.cy = along(content.Min.Y, content.Max.Y, focus.Min.Y, focus.Max.Y, v.Dy()) - d.Y/c.Zoom
}

// Shift moves the view by (dx, dy) world pixels, as it was framed (a
// table's close-up lining its edges up with the lines between spaces),
// its centre kept over the content.
func (c *Camera) Shift(dx, dy float64) {
	c.cx += dx
	c.cy += dy
	c.clamp()
}

// framed is the zoom and centre that frame r: the largest step that shows
// it whole in Clear, centred there. A board taller than Clear even at the
// farthest step (Columba with 4 players late in a game on a short phone)
// shows its top just below the zoom bar, nothing over it: the rest is cut
// by the view's bottom edge, a drag away.
func (c *Camera) framed(r image.Rectangle) (z, x, y float64) {
	z = c.FitZoom(r)
	v := c.Clear()
	d := c.off(v)
	x = float64(r.Min.X+r.Max.X)/2 - d.X/z
	y = float64(r.Min.Y+r.Max.Y)/2 - d.Y/z
	if float64(r.Dy())*z > float64(v.Dy()) {
		y = float64(r.Min.Y) + (float64(c.View.Min.Y+c.View.Max.Y)/2-float64(v.Min.Y))/z
	}
	return z, x, y
}

// off is how far (canvas pixels, whole) the middle of v lies from the
// view's: a board centred in v has its centre that much the other way
// from the camera's.
func (c *Camera) off(v image.Rectangle) (d struct{ X, Y float64 }) {
	d.X = math.Round(float64(v.Min.X+v.Max.X-c.View.Min.X-c.View.Max.X) / 2)
	d.Y = math.Round(float64(v.Min.Y+v.Max.Y-c.View.Min.Y-c.View.Max.Y) / 2)
	return d
}

// frame frames r (Fit, Open).
func (c *Camera) frame(r image.Rectangle, glide bool) {
	c.fitted, c.framing, c.onPart = true, true, false
	c.content = r
	var x, y float64
	c.Zoom, x, y = c.framed(r)
	if !glide {
		c.glide = nil
		c.cx, c.cy = x, y
		return
	}
	c.from, c.to = [2]float64{c.cx, c.cy}, [2]float64{x, y}
	c.glideT = 0
	c.glide = tween.To(&c.glideT, 1, 0.3, tween.OutCubic)
}

// ZoomAt zooms by steps steps (ZoomStep), keeping the world point under p
// (a canvas point) where it is. It reports whether the zoom changed.
func (c *Camera) ZoomAt(p image.Point, steps int) bool {
	return c.zoomTo(p, c.stepped(steps))
}

// zoomTo zooms to z, keeping the world point under p where it is.
func (c *Camera) zoomTo(p image.Point, z float64) bool {
	z = max(c.MinZoom, min(c.MaxZoom, z))
	if z == c.Zoom {
		return false
	}
	c.glide, c.framing, c.onPart = nil, false, false
	wx, wy := c.ToWorld(p)
	mx := float64(c.View.Min.X+c.View.Max.X) / 2
	my := float64(c.View.Min.Y+c.View.Max.Y) / 2
	c.Zoom = z
	c.cx = wx - (float64(p.X)-mx)/z
	c.cy = wy - (float64(p.Y)-my)/z
	if c.grab { // a drag in progress goes on from here
		c.grabAt, c.grabC = p, [2]float64{c.cx, c.cy}
	}
	c.clamp()
	return true
}

// ZoomBy zooms by steps steps (ZoomStep) about the middle of the view (the
// buttons, the keys without a pointer on the board). It reports whether the
// zoom changed.
func (c *Camera) ZoomBy(steps int) bool {
	z := c.stepped(steps)
	if z == c.Zoom {
		return false
	}
	c.glide, c.framing, c.onPart = nil, false, false
	c.Zoom = z
	c.clamp()
	return true
}

// PanBy moves the board by d canvas pixels (the board follows a finger).
func (c *Camera) PanBy(dx, dy float64) {
	c.glide, c.framing, c.onPart = nil, false, false
	c.cx -= dx / c.Zoom
	c.cy -= dy / c.Zoom
	c.clamp()
}

// clamp keeps the centre of the view over the content, so the board can
// never be lost off the screen.
func (c *Camera) clamp() {
	r := c.content
	if r.Empty() {
		return
	}
	c.cx = max(float64(r.Min.X), min(float64(r.Max.X), c.cx))
	c.cy = max(float64(r.Min.Y), min(float64(r.Max.Y), c.cy))
}

// Tick advances a glide.
func (c *Camera) Tick(dt float64) {
	if c.glide == nil {
		return
	}
	_, done := c.glide.Update(dt)
	t := c.glideT
	c.cx = c.from[0] + (c.to[0]-c.from[0])*t
	c.cy = c.from[1] + (c.to[1]-c.from[1])*t
	if done {
		c.glide = nil
	}
}

// Input reads a frame for the camera and reports whether the rest of the
// frame still belongs to the table: false while fingers pinch or pan, or
// while the empty board is being dragged (a tap on the empty board still
// reaches the table). grabs tells a press on the table's own things from a
// press on the empty board.
func (c *Camera) Input(f *input.Frame, dt float64, grabs func(image.Point) bool) (table bool) {
	// Keys, buttons and sticks.
	zoom := c.ZoomBy
	if f.HasPtr && !f.Touch && f.Pointer.In(c.View) {
		zoom = func(n int) bool { return c.ZoomAt(f.Pointer, n) }
	}
	if f.Is(input.ZoomIn) {
		zoom(1)
	}
	if f.Is(input.ZoomOut) {
		zoom(-1)
	}
	if f.Steer != [2]float64{} {
		c.PanBy(-f.Steer[0]*SteerSpeed*dt, -f.Steer[1]*SteerSpeed*dt)
	}
	// The wheel: a notch is a step; a trackpad's small scrolls add up.
	if f.Wheel != 0 && f.HasPtr && f.Pointer.In(c.View) {
		c.wheel += f.Wheel
		if math.Abs(c.wheel) >= 1 {
			c.ZoomAt(f.Pointer, int(math.Copysign(1, c.wheel)))
			c.wheel = 0
		}
	}
	// Two fingers: pan with their middle, zoom to the nearest step of how
	// far they have spread.
	if f.Gesture {
		c.grab = false
		if f.Pinch == 0 && f.Pan == (image.Point{}) {
			if c.pinchZ == 0 {
				c.pinchZ, c.pinch = c.Zoom, 0
			}
			return f.Cancelled // the table drops a press the fingers cut short
		}
		if c.pinchZ == 0 {
			c.pinchZ, c.pinch = c.Zoom, 0
		}
		c.PanBy(float64(f.Pan.X), float64(f.Pan.Y))
		if f.Pinch > 0 {
			c.pinch += math.Log(f.Pinch)
			if n := steps(c.pinchZ*math.Exp(c.pinch) - c.Zoom); n != 0 {
				c.ZoomAt(f.PinchAt, n)
			}
		}
		return f.Cancelled
	}
	c.pinchZ = 0
	// Dragging the empty board; on a board too small for a finger, any
	// touch on it: a drag pans, a tap zooms in.
	if f.Pressed && f.Pointer.In(c.View) {
		c.magnify = f.Touch && c.Small()
		if c.magnify || !grabs(f.Pointer) {
			c.grab, c.grabAt, c.grabC = true, f.Pointer, [2]float64{c.cx, c.cy}
		}
	}
	if c.grab {
		if f.Down {
			d := f.Pointer.Sub(c.grabAt)
			if d != (image.Point{}) {
				c.glide, c.framing, c.onPart = nil, false, false
			}
			c.cx = c.grabC[0] - float64(d.X)/c.Zoom
			c.cy = c.grabC[1] - float64(d.Y)/c.Zoom
			c.clamp()
			return false
		}
		c.grab = false
		if c.magnify {
			c.magnify = false
			if f.Tap {
				c.zoomTo(f.Pointer, c.FingerZoom())
			}
			return false
		}
		return f.Tap // a tap on the empty board is the table's (to drop a selection)
	}
	return true
}

// steps is the nearest whole number of zoom steps to a change of zoom.
func steps(d float64) int { return int(math.Round(d / ZoomStep)) }

// Ground is where a table draws its board's art (its spaces, the
// pictures on them) in the camera's view: the canvas itself, or where
// the camera is Sharp, an image of the view at the screen's resolution
// that the app shows under the canvas (ui.Sharp), each art pixel a block
// of whole device pixels (x4/3 on a phone of three: four), the canvas
// left clear over the view for the marks the table draws over the art.
// What is drawn on a Ground is drawn before anything the table draws on
// the canvas over the view: the art and what lies under its marks.
type Ground struct {
	Img  *ebiten.Image // clipped to the part of the view asked for
	View *ebiten.Image // the whole view (its felt)
	K    int           // Img's pixels a canvas pixel: 1 on the canvas
	cam  *Camera
}

// Ground makes the frame's Ground for a view drawn on dst (the canvas),
// its art clipped to clip (canvas pixels). Where the camera is Sharp it
// clears the view on dst, so that what the Ground holds shows through.
func (c *Camera) Ground(dst *ebiten.Image, clip image.Rectangle) Ground {
	if !c.Sharp() {
		return Ground{Img: dst.SubImage(clip).(*ebiten.Image), View: c.Clip(dst), K: 1, cam: c}
	}
	k := c.Device
	w, h := c.View.Dx()*k, c.View.Dy()*k
	if c.layer == nil || c.layer.Bounds().Dx() != w || c.layer.Bounds().Dy() != h {
		if c.layer != nil {
			c.layer.Deallocate()
		}
		c.layer = ebiten.NewImage(w, h)
	}
	c.layer.Clear()
	c.Clip(dst).Clear()
	ui.AddSharp(ui.Sharp{Img: c.layer, At: c.View.Min, Scale: k})
	g := Ground{View: c.layer, K: k, cam: c}
	g.Img = c.layer.SubImage(g.Canvas(clip.Intersect(c.View))).(*ebiten.Image)
	return g
}

// Canvas is a canvas rectangle in the Ground's pixels.
func (g Ground) Canvas(r image.Rectangle) image.Rectangle {
	if g.K == 1 {
		return r
	}
	r = r.Sub(g.cam.View.Min)
	return image.Rectangle{r.Min.Mul(g.K), r.Max.Mul(g.K)}
}

// Rect is a world rectangle in the Ground's pixels: on the screen's
// resolution, to the device pixel (at x4/3 a space of 16 world pixels
// is 64 device pixels, where the canvas rounds it to 21 or 22).
func (g Ground) Rect(r image.Rectangle) image.Rectangle {
	if g.K == 1 {
		return g.cam.Rect(r)
	}
	return g.cam.OnDevice(r, g.K).Sub(g.cam.View.Min.Mul(g.K))
}

// OnDevice maps a world rectangle to a screen of k device pixels a canvas
// pixel, the canvas's top left at (0, 0), to the device pixel (Rect
// rounds it to canvas pixels).
func (c *Camera) OnDevice(r image.Rectangle, k int) image.Rectangle {
	ox, oy := c.origin()
	at := func(o float64, w int) int { return int(math.Round((o + float64(w)*c.Zoom) * float64(k))) }
	return image.Rect(at(ox, r.Min.X), at(oy, r.Min.Y), at(ox, r.Max.X), at(oy, r.Max.Y))
}

// Filter is how art scaled to the Ground is drawn where the table does
// not choose: on the screen's resolution pixel for pixel (nearest: an
// art pixel never blended with its neighbour, at x1.125 three or four
// device pixels wide); on the canvas, the camera's Filter.
func (g Ground) Filter() ebiten.Filter {
	if g.K > 1 {
		return ebiten.FilterNearest
	}
	return g.cam.Filter()
}
