package ui

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// Sound is called by widgets for UI sounds ("click", "hover", "error"); the
// app connects it to the audio package.
var Sound = func(name string) {}

// Widget is an element of a Layer.
type Widget interface {
	Rect() image.Rectangle
	Draw(dst *ebiten.Image, st State)
}

// Clickable widgets react to clicks, taps and Confirm when focused.
type Clickable interface {
	Widget
	Enabled() bool
	Activate()
}

// Tipped widgets have a tooltip.
type Tipped interface{ Tip() string }

// State is how a widget is drawn this frame.
type State struct {
	Hover, Pressed, Focused bool
}

// FillRect fills a rectangle with a colour.
func FillRect(dst *ebiten.Image, r image.Rectangle, c color.Color) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), c, false)
}

// StrokeRect outlines a rectangle (1px inside r).
func StrokeRect(dst *ebiten.Image, r image.Rectangle, c color.Color) { StrokeRectW(dst, r, 1, c) }

// StrokeRectW outlines a rectangle with a line w pixels wide, inside r (art
// drawn at a zoom keeps its lines as wide as its pixels).
func StrokeRectW(dst *ebiten.Image, r image.Rectangle, w int, c color.Color) {
	FillRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), c)
	FillRect(dst, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), c)
	FillRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y), c)
	FillRect(dst, image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y), c)
}

// DashRect outlines a rectangle (w pixels wide, inside r) with dashes dash
// pixels long and gap apart, walking clockwise from the top left corner
// shifted by phase pixels: a moving phase makes the dashes march.
func DashRect(dst *ebiten.Image, r image.Rectangle, w, dash, gap, phase int, c color.Color) {
	dx, dy := r.Dx()-w, r.Dy()-w
	per := 2 * (dx + dy)
	if dx <= 0 || dy <= 0 || dash <= 0 {
		return
	}
	// at is the top left of the w-by-w square at distance d along the ring.
	at := func(d int) image.Point {
		switch {
		case d < dx:
			return image.Pt(r.Min.X+d, r.Min.Y)
		case d < dx+dy:
			return image.Pt(r.Max.X-w, r.Min.Y+d-dx)
		case d < 2*dx+dy:
			return image.Pt(r.Max.X-w-(d-dx-dy), r.Max.Y-w)
		}
		return image.Pt(r.Min.X, r.Max.Y-w-(d-2*dx-dy))
	}
	period := dash + gap
	for start := (phase%period+period)%period - period; start < per; start += period {
		// A dash may turn a corner: draw it side by side.
		for d := max(0, start); d < min(per, start+dash); {
			end := min(start+dash, per)
			for _, b := range []int{dx, dx + dy, 2*dx + dy} {
				if d < b && end > b {
					end = b
				}
			}
			a, z := at(d), at(end-1)
			FillRect(dst, image.Rectangle{a, z.Add(image.Pt(w, w))}.Canon(), c)
			d = end
		}
	}
}

// Sprite draws a sprite with its top-left at (x, y), scaled by a whole number.
func Sprite(dst *ebiten.Image, name string, x, y, scale int) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(scale), float64(scale))
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(sprites.Get(name), op)
}

// SeatSymbol draws seat's colour-blind symbol (a 5x5 sprite) with its
// top-left at p, scale canvas pixels a sprite pixel, in colour c.
func SeatSymbol(dst *ebiten.Image, p image.Point, seat, scale int, c color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(scale), float64(scale))
	op.GeoM.Translate(float64(p.X), float64(p.Y))
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(sprites.Get(fmt.Sprintf("seat_symbol_%d", seat)), op)
}

// SeatChipSide is a seat's colour chip's side (SeatChip): a small token,
// with room for the seat's 5x5 symbol and a pixel of its colour round it.
const SeatChipSide = 11

// SeatChip draws a seat's colour as a token in a square of side
// SeatChipSide with its top-left at p: an Ink edge with its corners
// cut (a token, not a box to tick), the colour lit along its top and
// shaded along its foot, and, with the colour-blind setting on, the
// seat's symbol in its middle. Every place that shows which colour a
// seat plays (the setup's colour buttons, Create a game's seats) draws
// this one chip.
func SeatChip(dst *ebiten.Image, p image.Point, seat int, c color.RGBA) {
	n := SeatChipSide
	r := image.Rectangle{p, p.Add(image.Pt(n, n))}
	FillRect(dst, image.Rect(r.Min.X+1, r.Min.Y, r.Max.X-1, r.Max.Y), Ink)
	FillRect(dst, image.Rect(r.Min.X, r.Min.Y+1, r.Max.X, r.Max.Y-1), Ink)
	in := r.Inset(1)
	FillRect(dst, in, c)
	lit, deep := c, c
	for i := 0; i < 3; i++ {
		lit = Lighter(lit)
		deep = towards(deep, Ink)
	}
	FillRect(dst, image.Rect(in.Min.X+1, in.Min.Y, in.Max.X-1, in.Min.Y+1), lit)
	FillRect(dst, image.Rect(in.Min.X+1, in.Max.Y-1, in.Max.X-1, in.Max.Y), deep)
	if Symbols && seat >= 0 {
		SeatSymbol(dst, r.Min.Add(image.Pt(3, 3)), seat, 1, InkOn(c))
	}
}

// Button is a labelled, clickable button.
type Button struct {
	R     image.Rectangle
	Label string
	Icon  string // optional sprite drawn left of the label
	// Sub is an optional second line under the label (a list's row: the
	// last move of a game); with it, the icon and the lines sit on the
	// left and the button is as tall as two lines.
	Sub      string
	Tooltip  string
	Disabled bool
	Selected bool // drawn as chosen (toggle groups)
	Primary  bool // the screen's main action (Start game): gold, dark words
	// Quiet draws a secondary action beside a screen's main ones (the
	// online server's settings beside Back) on the panels' dark, not the
	// wood: it reads as there, not as a step of the screen.
	Quiet bool
	// Big draws a sign's label ("-", "+") at twice the size where the
	// button holds it, so that it reads in a finger-sized button.
	Big bool
	// Hidden buttons are neither drawn nor pressed (a control that belongs
	// to another moment of a turn).
	Hidden bool
	// Over buttons lie over other drawing (a board's zoom control): drawn
	// on a layer of their own, hiding what is under them.
	Over bool
	// Badge is a count or a word on a red pill after the label, inside
	// the button (games waiting for the player, today's puzzle "New");
	// "" for none.
	Badge string
	// Trail is the room a row with a Sub line keeps free at its right
	// end for a mark drawn over it (a list's chevron: the row opens
	// something); 0 for none.
	Trail int
	// BigIcon draws a row's icon (with a Sub line) at twice its size, so
	// that the row's state (won, lost, done) reads at a glance.
	BigIcon bool
	OnClick func()
	// labelSmall: a two-line button whose label its layer sets in the
	// small face, as a sibling's (rows of one size) needs it (Layer.Draw).
	labelSmall bool
	// subSmall: the same for the second line (a sibling's does not keep
	// the body face).
	subSmall bool
	// Refused, where set, is called when the button is pressed while
	// disabled, to say why (a lesson's step that teaches another move);
	// nil: the refusal's sound alone.
	Refused func()
	// Key and TipKey, where set, are the message keys of Label and
	// Tooltip: Respeak says them again after a change of language.
	Key, TipKey string
}

// Respeak sets the words of buttons that have message keys in the
// language spoken now.
func Respeak(bs ...*Button) {
	for _, b := range bs {
		if b == nil {
			continue
		}
		if b.Key != "" {
			b.Label = lang.T(b.Key)
		}
		if b.TipKey != "" {
			b.Tooltip = lang.T(b.TipKey)
		}
	}
}

func (b *Button) Rect() image.Rectangle {
	if b.Hidden {
		return image.Rectangle{}
	}
	return b.R
}
func (b *Button) Enabled() bool { return !b.Disabled && !b.Hidden }
func (b *Button) Tip() string   { return b.Tooltip }
func (b *Button) Activate() {
	if b.OnClick != nil {
		b.OnClick()
	}
}

// ButtonEdge is the width of the ink edge round a button's face (its
// frame's nine-slice): a button's face is its rectangle less this much
// each side.
const ButtonEdge = 1

func (b *Button) Draw(dst *ebiten.Image, st State) {
	if b.Hidden {
		return
	}
	if b.Over {
		done := Overlay()
		defer done()
		Cover(b.R)
	}
	frame, fg, dy := "frame_button", Cream, 0
	switch {
	case b.Disabled:
		frame, fg = "frame_button_off", Slate
	case st.Pressed:
		frame, dy = "frame_button_down", 1
	case st.Hover || b.Selected:
		frame, fg = "frame_button_hover", Ink
	case b.Primary:
		frame, fg = "frame_button_primary", Ink
	case b.Quiet:
		frame = "frame_panel"
	}
	r := b.R.Add(image.Pt(0, dy))
	restore := Within(r)
	sprites.NineSlice(dst, frame, r, nil)
	if b.Selected && !b.Disabled { // (the ring on the button's own edge: a chosen button lines up with its neighbours)
		StrokeRect(dst, r, Gold)
	}
	// The badge inside the button after its label, the two centred as one
	// (no pill over the button's edge), where they fit so on one line;
	// else on the top right corner, as on a phone's icons.
	var pill image.Rectangle
	inside := false
	if b.Badge != "" {
		bw, _ := Measure(b.Badge)
		lw, _ := Measure(b.Label)
		ph := LineH + 4
		if group := lw + 6 + bw + 8; b.Sub == "" && b.Icon == "" && group <= r.Dx()-12 && r.Dy() >= ph+4 {
			x0 := r.Min.X + (r.Dx()-group)/2
			y0 := r.Min.Y + (r.Dy()-ph)/2
			pill, inside = image.Rect(x0+lw+6, y0, x0+group, y0+ph), true
			r = image.Rect(x0-8, r.Min.Y, x0+lw+8, r.Max.Y) // (the label centred in its part, with a button's margins)
		} else {
			pill = image.Rect(r.Max.X-bw-8, r.Min.Y-ph/2, r.Max.X+4, r.Min.Y-ph/2+ph)
		}
	}
	if b.Sub != "" {
		b.drawTwoLines(dst, r, fg)
	} else {
		b.drawLine(dst, r, fg)
	}
	r = b.R.Add(image.Pt(0, dy))
	if st.Focused {
		sprites.NineSlice(dst, "frame_focus", r.Inset(-3), nil)
	}
	if inside {
		b.drawBadge(dst, pill)
	}
	restore()
	if b.Badge != "" && !inside {
		b.drawBadge(dst, pill)
	}
}

// drawBadge draws the button's badge on a red pill.
func (b *Button) drawBadge(dst *ebiten.Image, pill image.Rectangle) {
	bw, _ := Measure(b.Badge)
	FillRect(dst, pill, Deepen(Red))
	StrokeRect(dst, pill, Ink)
	Text(dst, b.Badge, pill.Min.X+(pill.Dx()-bw)/2, pill.Min.Y+2, Cream)
}

// drawLine draws the label (and icon) centred: on one line in the body
// face, else wrapped to two where the button is tall enough, else in the
// small face on one line or two (FitText's last resort beyond that).
func (b *Button) drawLine(dst *ebiten.Image, r image.Rectangle, fg color.Color) {
	iw, ih, scale := 0, 0, 1
	if b.Icon != "" {
		iw, ih = sprites.Size(b.Icon)
		if b.Label == "" { // an icon alone grows with its button (a phone's transport), by whole pixels
			scale = min(3, max(1, min(r.Dx(), r.Dy())*2/3/max(iw, ih)))
			iw, ih = iw*scale, ih*scale
		}
		iw += 4
	}
	room := r.Dx() - 2*Pad - iw // (the spacing unit either side of the words)
	f, lines := Body, []string{b.Label}
	if w, _ := Measure(b.Label); w > room {
		switch l := Wrap(b.Label, room); {
		case len(l) == 2 && 2*LineH <= r.Dy()-2 && widest(Body, l) <= room:
			lines = l
		default:
			f = Small
			if w, _ := MeasureIn(Small, b.Label); w > room {
				if l := WrapIn(Small, b.Label, room); len(l) == 2 && 2*SmallLineH <= r.Dy()-2 && widest(Small, l) <= room {
					lines = l
				}
			}
		}
	}
	if w, _ := Measure(b.Label); b.Big && b.Icon == "" && 2*w <= room && 2*LineH <= r.Dy() {
		TextScaled(dst, b.Label, r.Min.X+(r.Dx()-2*w)/2, r.Min.Y+(r.Dy()-2*LineH)/2+1, 2, fg)
		return
	}
	lh := f.LineHeight()
	w := widest(f, lines)
	x := max(r.Min.X+Pad, r.Min.X+(r.Dx()-w)/2) // a word wider than the button starts inside it

	if b.Icon != "" {
		x += iw / 2
		Sprite(dst, b.Icon, x-iw, r.Min.Y+(r.Dy()-ih)/2, scale)
	}
	y := r.Min.Y + (r.Dy()-len(lines)*lh)/2
	if f == Small && len(lines) == 1 { // on the body's line, shortened (and recorded) only where it must be
		fitLine(dst, b.Label, x, r.Min.Y+(r.Dy()-LineH)/2, min(w, r.Max.X-4-x), fg, false, false)
		return
	}
	for i, l := range lines {
		lw, _ := MeasureIn(f, l)
		TextIn(dst, f, l, r.Min.X+iw+(r.Dx()-iw-lw)/2, y+i*lh, fg)
	}
}

// labelW is the width a two-line button gives its label (drawTwoLines).
func (b *Button) labelW() int {
	return b.subW(b.R.Dx()) - 1
}

// drawTwoLines draws the icon on the left and the label over Sub beside
// it, each shortened to fit (the whole shows on hover or tap).
func (b *Button) drawTwoLines(dst *ebiten.Image, r image.Rectangle, fg color.Color) {
	x := r.Min.X + 6
	if b.Icon != "" { // in a slot of one width, so that a list's lines align
		slot, sc := b.iconSlot()
		iw, ih := sprites.Size(b.Icon)
		Sprite(dst, b.Icon, x+(slot-sc*iw)/2, r.Min.Y+(r.Dy()-sc*ih)/2, sc)
		x += slot + 6
	}
	sub := Butter // on the wooden face (Sand read at 3.6:1)
	if fg == Ink {
		sub = Ink // on the light face (Charcoal read at 4.2:1)
	}
	// The second line whole: in the body face, wrapped to two lines where
	// the button is tall enough for them, else the small face on one line
	// or, where the button is tall enough, more (SubH).
	w := r.Max.X - 6 - b.Trail - x
	subF, subLines := b.subLayout(w, r.Dy(), b.subSmall)
	gap := 0 // between the lines: the body's two lines keep the label's 2 px
	if subF == Body {
		gap = 2
	}
	h := LineH + gap + len(subLines)*subF.LineHeight()
	if len(subLines) == 1 {
		h = 2*LineH + 2
	}
	y := r.Min.Y + (r.Dy()-h)/2
	// The label over the second line, in its own ink (the second line's
	// is Butter on wood): a list's row reads as a title over what it says.
	// (Drawn twice a pixel apart as a bold, its letters' holes filled:
	// "Dovecotes" read as "Iovecotes".)
	if b.labelSmall && WidestIn(Small, b.Label) <= w-1 { // as its siblings' (Layer.Draw)
		TextIn(dst, Small, b.Label, x, y+(LineH-SmallLineH+1)/2, fg)
	} else {
		FitText(dst, b.Label, x, y, w-1, fg)
	}
	if len(subLines) == 1 {
		FitText(dst, subLines[0], x, y+LineH+2, w, sub)
		return
	}
	for i, l := range subLines {
		TextIn(dst, subF, l, x, y+LineH+gap+i*subF.LineHeight(), sub)
	}
}

// subLayout is how the second line is set in lines w wide in a row h
// tall: in the body face, on one line or wrapped where the row is tall
// enough, else (or where small says so) in the small face, wrapped where
// the row is tall enough for its lines, else on one line.
func (b *Button) subLayout(w, h int, small bool) (Face, []string) {
	if !small && lineW(Body, b.Sub) <= w { // (one line as Wrap has it)
		return Body, []string{b.Sub}
	}
	if l := Wrap(b.Sub, w); !small && len(l) <= subBodyLines && (len(l)+1)*LineH+2 <= h-2 && widest(Body, l) <= w {
		return Body, l
	}
	if l := WrapIn(Small, b.Sub, w); LineH+len(l)*SmallLineH <= h && widest(Small, l) <= w {
		return Small, l // (one line too: the wrapped line's spaces are the ones drawn)
	}
	return Small, []string{b.Sub}
}

// TwoLinesH is the height of a button with a Sub line.
func TwoLinesH() int { return max(ButtonH(), 2*LineH+10) }

// SubH is the height a button with a Sub line needs at a width to show
// its second line whole: TwoLinesH, or taller where the line takes more
// than two lines of the small face (a list gives its rows the tallest).
func (b *Button) SubH(width int) int {
	w := b.subW(width)
	if b.SubFits(width) {
		return TwoLinesH()
	}
	// Three lines or more: the same 5 px over and under them as two
	// lines have (TwoLinesH), so that no line touches the row's edge.
	if b.SubInBody(width) { // two lines of the body face, or three
		return max(TwoLinesH(), (len(Wrap(b.Sub, w))+1)*LineH+2+10)
	}
	return max(TwoLinesH(), LineH+len(WrapIn(Small, b.Sub, w))*SmallLineH+10)
}

// SubFits reports whether the row's second line fits on one line of the
// body face in a row width wide.
func (b *Button) SubFits(width int) bool {
	return lineW(Body, b.Sub) <= b.subW(width)
}

// subW is the width the row's lines have in a row width wide: less its
// margins, its trail and its icon's slot (drawTwoLines).
func (b *Button) subW(width int) int {
	w := width - 12 - b.Trail
	if b.Icon != "" {
		slot, _ := b.iconSlot()
		w -= slot + 6
	}
	return w
}

// SubInBody reports whether the row's second line keeps the body face in
// a row width wide (on one line or two), rather than the small face: a
// list whose rows must all read alike words a row that does not so that
// it does (the past games' seats without their levels).
func (b *Button) SubInBody(width int) bool {
	w := b.subW(width)
	l := Wrap(b.Sub, w)
	return len(l) <= subBodyLines && widest(Body, l) <= w
}

// subBodyLines is the most lines a row's second line takes in the body
// face before it takes the small face: three, so that a four-player
// game's seats keep their levels on a phone rather than shrink to a face
// that reads as a smudge.
const subBodyLines = 3

// iconSlot is the width of a row's icon's slot and the icon's scale: one
// width for every row of a list, so that their lines align.
func (b *Button) iconSlot() (slot, scale int) {
	if b.BigIcon {
		return 26, 2
	}
	return 18, 1
}

// Panel is a framed area, optionally titled.
type Panel struct {
	R     image.Rectangle
	Title string
	Style string // sprite frame; "" for frame_panel
}

func (p *Panel) Rect() image.Rectangle { return p.R }

func (p *Panel) Draw(dst *ebiten.Image, _ State) {
	style := p.Style
	if style == "" {
		style = "frame_panel"
	}
	sprites.NineSlice(dst, style, p.R, nil)
	defer Within(p.R)()
	if p.Title != "" {
		c := Butter
		if style == "frame_paper" {
			c = Ink
		}
		Text(dst, p.Title, p.R.Min.X+8, p.R.Min.Y+5, c)
	}
}

// Label is static text.
type Label struct {
	R      image.Rectangle
	Text   string
	Color  color.Color
	Center bool
	Scale  int
	Wrap   bool
}

func (l *Label) Rect() image.Rectangle { return l.R }

func (l *Label) Draw(dst *ebiten.Image, _ State) {
	c := l.Color
	if c == nil {
		c = Cream
	}
	s := max(l.Scale, 1)
	defer Within(l.R)()
	switch {
	case l.Wrap:
		Paragraph(dst, l.Text, l.R, c)
	case l.Center:
		w, _ := Measure(l.Text)
		if s == 1 && w > l.R.Dx() {
			fitLineShadow(dst, l.Text, l.R.Min.X, l.R.Min.Y, l.R.Dx(), c, true, false, true)
			return
		}
		Shadow(dst, l.Text, l.R.Min.X+(l.R.Dx()-w*s)/2, l.R.Min.Y, s, c)
	case s == 1 && l.R.Dx() > 0:
		FitText(dst, l.Text, l.R.Min.X, l.R.Min.Y, l.R.Dx(), c)
	default:
		TextScaled(dst, l.Text, l.R.Min.X, l.R.Min.Y, s, c)
	}
}

// List is a vertical list of selectable rows with scrolling.
type List struct {
	R        image.Rectangle
	Items    []string
	Selected int
	Scroll   int
	OnSelect func(i int)
	hover    int
}

const listRowH = 16

func (l *List) Rect() image.Rectangle { return l.R }
func (l *List) Enabled() bool         { return len(l.Items) > 0 }
func (l *List) Activate() {
	if l.OnSelect != nil && l.Selected >= 0 && l.Selected < len(l.Items) {
		l.OnSelect(l.Selected)
	}
}

func (l *List) visible() int { return max(1, (l.R.Dy()-4)/listRowH) }

// Pick selects the row under a point.
func (l *List) Pick(p image.Point) {
	i := l.Scroll + (p.Y-l.R.Min.Y-2)/listRowH
	if i >= 0 && i < len(l.Items) {
		l.Selected = i
		l.Activate()
	}
}

// Move changes the selection by d rows, keeping it visible.
func (l *List) Move(d int) {
	l.Selected = min(max(l.Selected+d, 0), len(l.Items)-1)
	if l.Selected < l.Scroll {
		l.Scroll = l.Selected
	}
	if l.Selected >= l.Scroll+l.visible() {
		l.Scroll = l.Selected - l.visible() + 1
	}
	l.Activate()
}

func (l *List) Draw(dst *ebiten.Image, st State) {
	sprites.NineSlice(dst, "frame_panel", l.R, nil)
	for i := 0; i < l.visible() && l.Scroll+i < len(l.Items); i++ {
		idx := l.Scroll + i
		row := image.Rect(l.R.Min.X+2, l.R.Min.Y+2+i*listRowH, l.R.Max.X-2, l.R.Min.Y+2+(i+1)*listRowH)
		c := Cream
		if idx == l.Selected {
			FillRect(dst, row, Gold)
			c = Ink
		}
		done := Within(row)
		Text(dst, l.Items[idx], row.Min.X+4, row.Min.Y+1, c)
		done()
	}
	if st.Focused {
		sprites.NineSlice(dst, "frame_focus", l.R.Inset(-3), nil)
	}
}

// Layer holds a screen's widgets and routes input to them: pointer hover and
// clicks, keyboard and gamepad focus, and tooltips.
type Layer struct {
	Widgets  []Widget
	focus    int // index into Widgets of the focused clickable, or -1
	keyboard bool
	hover    Widget
	pressed  Widget
	// pressedAt is where the pressed widget was when the layer was laid
	// out anew under a finger or a button held down (news from a server):
	// the widget in its place takes the release.
	pressedAt  image.Rectangle
	pressedTag string // its label, where it is a button
	hoverT     float64
	ptr        image.Point
}

// Add appends widgets and returns the first, for chaining convenience.
func (l *Layer) Add(w ...Widget) { l.Widgets = append(l.Widgets, w...) }

// Labels lists the labels of the layer's buttons, in order.
func (l *Layer) Labels() []string {
	var out []string
	for _, w := range l.Widgets {
		if b, ok := w.(*Button); ok {
			out = append(out, b.Label)
		}
	}
	return out
}

// labelOf is a button's label ("" for another widget).
func labelOf(w Widget) string {
	if b, ok := w.(*Button); ok {
		return b.Label
	}
	return ""
}

// Clear removes every widget.
func (l *Layer) Clear() {
	if l.pressed != nil {
		l.pressedAt, l.pressedTag = l.pressed.Rect(), labelOf(l.pressed)
	}
	l.Widgets = nil
	l.hover, l.pressed = nil, nil
}

func (l *Layer) clickables() []int {
	var idx []int
	for i, w := range l.Widgets {
		if c, ok := w.(Clickable); ok && c.Enabled() {
			idx = append(idx, i)
		}
	}
	return idx
}

// Focus moves keyboard focus to a widget.
func (l *Layer) Focus(w Widget) {
	for i, x := range l.Widgets {
		if x == w {
			l.focus = i
		}
	}
}

// Focused returns the focused widget, or nil.
func (l *Layer) Focused() Widget {
	if !l.keyboard || l.focus < 0 || l.focus >= len(l.Widgets) {
		return nil
	}
	return l.Widgets[l.focus]
}

// Update handles a frame of input. It reports whether the layer used it.
func (l *Layer) Update(f *input.Frame, dt float64) bool {
	used := false
	l.ptr = f.Pointer
	// Pointer.
	var over Widget
	if f.HasPtr {
		for i := len(l.Widgets) - 1; i >= 0; i-- {
			w := l.Widgets[i]
			if _, ok := w.(Clickable); !ok {
				if _, tip := w.(Tipped); !tip {
					continue
				}
			}
			if f.Pointer.In(w.Rect()) {
				over = w
				break
			}
		}
	}
	if f.Moved || f.Pressed {
		l.keyboard = false
	}
	if over != l.hover {
		l.hover, l.hoverT = over, 0
		if c, ok := over.(Clickable); ok && c.Enabled() && !f.Touch {
			Sound("hover")
		}
	} else {
		l.hoverT += dt
	}
	if f.Pressed && over != nil {
		l.pressed = over
		used = true
	}
	if l.pressed == nil && over != nil && !l.pressedAt.Empty() && over.Rect() == l.pressedAt && labelOf(over) == l.pressedTag {
		l.pressed = over // laid out anew while held: the same place, the same press
	}
	if f.Pressed || f.Released {
		l.pressedAt = image.Rectangle{}
	}
	if f.Released {
		if l.pressed != nil && l.pressed == over && !f.Drop {
			if c, ok := over.(Clickable); ok {
				if c.Enabled() {
					if li, ok := c.(*List); ok {
						li.Pick(f.Pointer)
					} else {
						c.Activate()
					}
					Sound("click")
				} else {
					Sound("error")
					if b, ok := c.(*Button); ok && b.Refused != nil && !b.Hidden {
						b.Refused()
					}
				}
				used = true
			}
		}
		l.pressed = nil
	}
	// Keyboard and gamepad focus.
	idx := l.clickables()
	if len(idx) > 0 {
		pos := -1
		for i, x := range idx {
			if x == l.focus {
				pos = i
			}
		}
		move := func(d int) {
			if !l.keyboard {
				l.keyboard = true
				if pos < 0 {
					pos = 0
				}
			} else {
				pos = (pos + d + len(idx)) % len(idx)
			}
			l.focus = idx[max(pos, 0)]
			Sound("hover")
			used = true
		}
		if li, ok := l.Focused().(*List); ok && (f.Is(input.Up) || f.Is(input.Down)) {
			if f.Is(input.Up) {
				li.Move(-1)
			} else {
				li.Move(1)
			}
			used = true
		} else {
			switch {
			case f.Is(input.Next) || f.Is(input.Down) || f.Is(input.Right):
				move(1)
			case f.Is(input.Prev) || f.Is(input.Up) || f.Is(input.Left):
				move(-1)
			}
		}
		if f.Is(input.Confirm) && l.keyboard && pos >= 0 {
			l.Widgets[l.focus].(Clickable).Activate()
			Sound("click")
			used = true
		}
	}
	return used
}

// Draw draws every widget and the tooltip of the hovered one.
func (l *Layer) Draw(dst *ebiten.Image) {
	// A list's rows (two-line buttons of one size) set their labels in one
	// face: the small face on every row where one row's label needs it.
	// Their second lines alike: the small face on every row where one
	// row's does not keep the body face.
	small, subSmall := map[image.Point]bool{}, map[image.Point]bool{}
	for _, w := range l.Widgets {
		if b, ok := w.(*Button); ok && b.Sub != "" && !b.Hidden {
			if lineW(Body, b.Label) > b.labelW() {
				small[b.R.Size()] = true
			}
			if f, _ := b.subLayout(b.subW(b.R.Dx()), b.R.Dy(), false); f == Small {
				subSmall[b.R.Size()] = true
			}
		}
	}
	for _, w := range l.Widgets {
		if b, ok := w.(*Button); ok && b.Sub != "" {
			b.labelSmall, b.subSmall = small[b.R.Size()], subSmall[b.R.Size()]
		}
	}
	for i, w := range l.Widgets {
		st := State{Hover: w == l.hover, Pressed: w == l.pressed && w == l.hover, Focused: l.keyboard && i == l.focus}
		w.Draw(dst, st)
	}
	if t, ok := l.hover.(Tipped); ok && t.Tip() != "" && l.hoverT > 0.45 {
		Tooltip(dst, t.Tip(), l.ptr)
	}
}

// Tooltip draws a small note near a point, kept on screen.
func Tooltip(dst *ebiten.Image, s string, at image.Point) {
	lines := Wrap(s, 200)
	w := 0
	for _, ln := range lines {
		lw, _ := Measure(ln)
		w = max(w, lw)
	}
	r := image.Rect(0, 0, w+10, len(lines)*LineH+6).Add(at.Add(image.Pt(10, 12)))
	if r.Max.X > W-2 {
		r = r.Sub(image.Pt(r.Max.X-W+2, 0))
	}
	if r.Max.Y > H-2 {
		r = r.Sub(image.Pt(0, r.Dy()+24))
	}
	defer Overlay()()
	defer Within(r)()
	sprites.NineSlice(dst, "frame_paper", r, nil)
	for i, ln := range lines {
		Text(dst, ln, r.Min.X+5, r.Min.Y+3+i*LineH, Ink)
	}
}

// Busy reports whether the layer needs frames (a tooltip is about to appear).
func (l *Layer) Busy() bool {
	if t, ok := l.hover.(Tipped); ok && t.Tip() != "" {
		return l.hoverT < 0.6
	}
	return false
}

// BodyContrast is the contrast ratio body text needs against its ground
// (WCAG 2 AA); text drawn twice the size or more needs LargeContrast.
const (
	BodyContrast  = 4.5
	LargeContrast = 3.0
)

// Readable is c lifted towards white until it reads as body text on the
// dark panels (Dusk, and Night and Ink below it): a seat's colour as text,
// so that Black, Purple or Red names stay legible and keep their hue.
func Readable(c color.RGBA) color.RGBA {
	for i := 0; i < 24 && palette.Contrast(c, Dusk) < BodyContrast; i++ {
		c = towards(c, color.RGBA{0xff, 0xff, 0xff, 0xff})
	}
	return c
}

// Lighter is c an eighth of the way (a step at least) towards white: the
// step Readable lifts by.
func Lighter(c color.RGBA) color.RGBA { return towards(c, color.RGBA{0xff, 0xff, 0xff, 0xff}) }

// Deepen is c darkened towards Ink until Cream text reads on it as body
// text: a seat's colour as the ground of a banner.
func Deepen(c color.RGBA) color.RGBA {
	for i := 0; i < 24 && palette.Contrast(Cream, c) < BodyContrast; i++ {
		c = towards(c, Ink)
	}
	return c
}

// towards moves c an eighth of the way to d (at least a step).
func towards(c, d color.RGBA) color.RGBA {
	f := func(a, b uint8) uint8 {
		step := (int(b) - int(a)) / 8
		if step == 0 && a != b {
			step = (int(b) - int(a)) / max(1, abs(int(b)-int(a)))
		}
		return uint8(int(a) + step)
	}
	return color.RGBA{f(c.R, d.R), f(c.G, d.G), f(c.B, d.B), c.A}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// InkOn is the text colour that reads on a ground: Ink on light grounds,
// Cream on dark ones (a count on a seat's badge).
func InkOn(ground color.RGBA) color.RGBA {
	if palette.Contrast(Ink, ground) >= palette.Contrast(Cream, ground) {
		return Ink
	}
	return Cream
}

// Plate draws a short label on a small Ink plate, for words over a board
// or a picture, whatever lies under them.
func Plate(dst *ebiten.Image, s string, x, y int, c color.Color) {
	w, _ := Measure(s)
	FillRect(dst, image.Rect(x-2, y, x+w+2, y+LineH+1), Ink)
	Text(dst, s, x, y, c)
}
