package ui

import (
	"image"
	"math"

	"github.com/birdroost/roost/lang"
)

// The logical canvas: its size follows the shape of the window or the
// browser (landscape or portrait) and is scaled to the screen by a whole
// number, so pixels stay crisp. The App sets these when the screen changes;
// screens read them when they lay themselves out.
var (
	W = BaseW // width in logical pixels
	H = BaseH // height in logical pixels
	// Finger is the smallest side, in logical pixels, of anything a finger
	// may press: 44 CSS pixels at the current scale, and never less than the
	// desktop's 24.
	Finger = 24
	// Touch is set while the player uses fingers (always on a phone app):
	// hints then speak of taps and leave keys out.
	Touch bool
	// Symbols is the colour-blind setting: the tables draw each seat's
	// symbol on its cards (on by default).
	Symbols = true
	// Scale is the screen's device pixels a logical pixel (3 on a phone
	// of three device pixels a CSS pixel): a board's art drawn between
	// whole logical pixels is drawn at the screen's own resolution (Sharp).
	Scale = 2
)

// ClickWord is "tap" while the player uses fingers, else "click".
func ClickWord() string {
	if Touch {
		return lang.T("ui.tap")
	}
	return lang.T("ui.click")
}

// KeyHint is " (key)" for a status line or a label (in the language's own
// brackets: Japanese's full-width pair, "（R、右クリック）", not "(...)"
// after a full-width 「」), or nothing while the player uses fingers.
func KeyHint(key string) string {
	if Touch {
		return ""
	}
	return lang.T("ui.key-hint", "Key", key)
}

// The desktop canvas (a 1280x720 window at scale 2).
const (
	BaseW = 640
	BaseH = 360
)

// Pad is the spacing unit (docs/DESIGN.md): the least room a control
// keeps between its words and its edge (a button, a seat's empty level
// cell), so that a longer translation wraps or takes the small face
// before its words touch the frame.
const Pad = 4

// TouchCSS is the smallest control a finger can use, in CSS pixels (the
// platforms' guidelines ask for 44).
const TouchCSS = 44

// HomeBar is the room a phone held upright keeps between the screen's
// foot and the buttons at its foot (docs/DESIGN.md): clear of the home
// bar, the gesture area at a phone's foot.
const HomeBar = 24

// Screen is one arrangement of the canvas.
type Screen struct {
	Scale  int // device pixels per logical pixel
	W, H   int // logical canvas
	Finger int // smallest control side, logical pixels
}

// Portrait reports whether the canvas is taller than wide.
func (s Screen) Portrait() bool { return s.H > s.W }

// Portrait reports whether the current canvas is taller than wide.
func Portrait() bool { return H > W }

// FitScreen chooses the canvas for a screen of dw x dh device pixels with
// dpr device pixels per CSS pixel. The scale is the whole number that makes
// the canvas's short side about 300-360 logical pixels (640x360 in a
// 1280x720 or 1920x1080 window; CSS pixels themselves on a phone held either
// way), and never less than 1.
func FitScreen(dw, dh int, dpr float64) Screen {
	if dpr <= 0 {
		dpr = 1
	}
	short := min(dw, dh)
	s := max(1, short/300)
	if short/s > BaseH && short%BaseH == 0 {
		s = short / BaseH
	}
	w, h := max(1, dw/s), max(1, dh/s)
	finger := int(math.Ceil(TouchCSS * dpr / float64(s)))
	return Screen{Scale: s, W: w, H: h, Finger: max(24, finger)}
}

// Use makes sc the current canvas.
func Use(sc Screen) { W, H, Finger, Scale = sc.W, sc.H, sc.Finger, max(1, sc.Scale) }

// Current is the canvas in use.
func Current() Screen { return Screen{Scale: Scale, W: W, H: H, Finger: Finger} }

// --- layout helpers: cut rectangles into parts ---

// CutTop takes h pixels off the top of r and returns them.
func CutTop(r *image.Rectangle, h int) image.Rectangle {
	h = min(h, r.Dy())
	out := image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+h)
	r.Min.Y += h
	return out
}

// CutBottom takes h pixels off the bottom of r and returns them.
func CutBottom(r *image.Rectangle, h int) image.Rectangle {
	h = min(h, r.Dy())
	out := image.Rect(r.Min.X, r.Max.Y-h, r.Max.X, r.Max.Y)
	r.Max.Y -= h
	return out
}

// CutLeft takes w pixels off the left of r and returns them.
func CutLeft(r *image.Rectangle, w int) image.Rectangle {
	w = min(w, r.Dx())
	out := image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y)
	r.Min.X += w
	return out
}

// CutRight takes w pixels off the right of r and returns them.
func CutRight(r *image.Rectangle, w int) image.Rectangle {
	w = min(w, r.Dx())
	out := image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y)
	r.Max.X -= w
	return out
}

// Grid splits r into cols x rows cells with gap pixels between them, row
// by row.
func Grid(r image.Rectangle, cols, rows, gap int) []image.Rectangle {
	cols, rows = max(cols, 1), max(rows, 1)
	cw := (r.Dx() - gap*(cols-1)) / cols
	ch := (r.Dy() - gap*(rows-1)) / rows
	out := make([]image.Rectangle, 0, cols*rows)
	for j := 0; j < rows; j++ {
		for i := 0; i < cols; i++ {
			x, y := r.Min.X+i*(cw+gap), r.Min.Y+j*(ch+gap)
			out = append(out, image.Rect(x, y, x+cw, y+ch))
		}
	}
	return out
}

// Mid is the middle point of r.
func Mid(r image.Rectangle) image.Point { return r.Min.Add(r.Size().Div(2)) }

// Centre returns a w x h rectangle centred in r.
func Centre(r image.Rectangle, w, h int) image.Rectangle {
	x, y := r.Min.X+(r.Dx()-w)/2, r.Min.Y+(r.Dy()-h)/2
	return image.Rect(x, y, x+w, y+h)
}

// Full is the whole canvas.
func Full() image.Rectangle { return image.Rect(0, 0, W, H) }

// ButtonH is the height of a button: a finger's size, at least 24.
func ButtonH() int { return max(24, Finger) }

// FaceButtonH is the height of a button whose face, inside its ink edge
// (ButtonEdge each side), is a finger's size where a finger presses it
// (a phone: 44 CSS px; a 44-px button showed a 42-px face, read as 40);
// elsewhere ButtonH. A phone's table bar and a result's row use it.
func FaceButtonH() int {
	if Finger > 24 {
		return ButtonH() + 2*ButtonEdge
	}
	return ButtonH()
}
