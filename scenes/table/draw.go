package table

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// Highlights: the colours every table lights the board with, one meaning
// each, and none of them a seat's colour in any game (Highlights lists them
// for the test that keeps them apart).
var (
	// Target outlines where the selected piece can go and TargetTint
	// tints it; TargetFill fills the one under the pointer.
	Target     = palette.C("cream")
	TargetTint = Alpha(Target, 0x38)
	TargetFill = Alpha(Target, 0x60)
	// Selected frames the piece picked up.
	Selected = palette.C("cream")
	// Hint frames the hint's piece and space; HintFill fills the space.
	Hint     = palette.C("sky")
	HintFill = Alpha(Hint, 0x90)
	// Last frames what the last action moved or laid.
	Last = palette.C("aqua")
	// Warn frames what is refused or in danger: a rival's threat, a card
	// that may not lie there, a tile that keeps the turn from ending.
	Warn = palette.C("pink")
	// Decisive frames what decided a finished game (the squares around a
	// surrounded boss, a completed path, a scoring line): the game is
	// over, so it shares the target's cream, framed twice on ink.
	Decisive = palette.C("cream")
	// OnTurn marks the panel of the player to act: cream dashes marching
	// round it on an ink ring. It has no hue, so it reads as no seat (sand
	// and gold read as the Yellow and Gold seats); it shares the target's
	// colour, told apart by its treatment and its place (a panel, never
	// the board).
	OnTurn = palette.C("cream")
)

// Highlights are the highlight colours by meaning.
func Highlights() map[string]color.RGBA {
	return map[string]color.RGBA{"target": Target, "selected": Selected, "hint": Hint, "last": Last, "warn": Warn, "decisive": Decisive, "on turn": OnTurn}
}

// Alpha is c (opaque) at opacity a, premultiplied as color.RGBA must be: a
// space tinted, its digits and pieces still showing through
// (unpremultiplied, a fill drew lighter than its colour and flat over what
// lay beneath: Sky at 44% came out nearly white, the replay's lit square a
// flat cyan). Every translucent colour a table draws is made here.
func Alpha(c color.RGBA, a uint8) color.RGBA {
	f := func(v uint8) uint8 { return uint8(int(v) * int(a) / 255) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), a}
}

// Draw draws the table: the felt, the top bar, the log, the table's own
// parts, the status line and the buttons.
func (k *Kit) Draw(dst *ebiten.Image) {
	scenes.Backdrop(dst, "felt")
	k.drawTopBar(dst)
	switch {
	case k.coach != nil && !k.coachCard.Empty():
		k.drawCoach(dst, k.coachCard)
		if !k.frame.Log.Empty() {
			k.drawLog(dst, k.frame.Log)
		}
	case k.frame.Log.Empty():
	case !k.EndLog().Empty(): // the last moves above the docked result
		k.drawLog(dst, k.EndLog())
	case k.coach != nil:
		k.drawCoach(dst, k.frame.Log)
	case k.AnalysisNote() != "" && k.NotePlace().Min.Y == k.frame.Log.Min.Y && k.NotePlace().Min.X == k.frame.Log.Min.X:
		// The analysis's note has the top of the log's place.
		l := k.frame.Log
		l.Min.Y = k.NotePlace().Max.Y + 4
		if l.Dy() >= 26+2*ui.LineH { // no log at all rather than an entry's tail
			k.drawLog(dst, l)
		}
	default:
		k.drawLog(dst, k.frame.Log)
	}
	k.g.DrawTable(dst)
	if k.review != nil {
		k.drawReview(dst)
		k.drawNote(dst)
	} else {
		k.drawStatus(dst)
	}
	k.Layer.Draw(dst)
	if k.HintOn && k.hintCtl != nil {
		if r := k.hintCtl(); !r.Empty() {
			ui.StrokeRect(dst, r.Inset(-2), Hint)
			ui.StrokeRect(dst, r.Inset(-3), Hint)
		}
	}
}

// topBar is what the top bar shows: the game's title, the banner (its
// words, colour and box) and the note on the right with its face (""
// where there is none, or none that fits). An online game with a join code, and no
// note of its own, has the code there ("Code K7QM2P"), where it stays in
// view and covers nothing.
func (k *Kit) topBar() (title, banner string, bc color.RGBA, br image.Rectangle, note string, face ui.Face) {
	banner, bc, note = k.g.Banner()
	switch {
	case k.puz != nil && k.puz.failed: // which puzzle (the result says how it went)
		banner, bc = k.puz.run.Title(), ui.Slate
	case k.over:
		banner, bc = lang.T("table.game-over"), ui.Slate
	}
	if note == "" && !k.over {
		note = k.codeNote()
	}
	bw, _ := ui.Measure(banner)
	cx := ui.W / 2
	title = scenes.GameTitle(k.M.Def.Name)
	if k.review != nil { // a replay says so: "Blue to move" is then, not now
		title = lang.T("review.title", "Game", title)
	}
	tw, _ := ui.Measure(title)
	if ui.W-bw < 2*tw+48 { // narrow: the banner moves right of the title
		cx = max(tw+24+bw/2, ui.W-bw/2-18)
		note = ""
	}
	br = image.Rect(cx-bw/2-12, 4, cx+bw/2+12, 26)
	// The note in the body face as the bar's other words; where it has no
	// room so, the board's view carries it (barNote) rather than the bar
	// in a second, smaller type size.
	if nw, _ := ui.Measure(note); note != "" && br.Max.X+8 < ui.W-nw-8 {
		return title, banner, bc, br, note, ui.Body
	}
	return title, banner, bc, br, "", ui.Body
}

func (k *Kit) drawTopBar(dst *ebiten.Image) {
	ui.FillRect(dst, image.Rect(0, 0, ui.W, TopBarH), ui.Ink)
	title, banner, bc, br, note, f := k.topBar()
	ui.Shadow(dst, title, 8, 8, 1, ui.Butter)
	ui.FillRect(dst, br, ui.Deepen(bc))
	ui.StrokeRect(dst, br, ui.Cream)
	ui.Text(dst, banner, br.Min.X+12, br.Min.Y+4, ui.Cream)
	if note != "" {
		nw, _ := ui.MeasureIn(f, note)
		c := ui.DoveGrey
		if note == k.codeNote() { // the join code, to share: as bright as the bar's title
			c = ui.Butter
		}
		ui.TextIn(dst, f, note, ui.W-nw-8, 8+(ui.LineH-f.LineHeight()+1)/2, c)
	}
}

// barNote is the table's note (the variant, the player count) where the top
// bar has no room for it (a phone held upright): the board's view then
// carries it (ZoomPlate). Empty where the bar shows it.
func (k *Kit) barNote() string {
	_, _, note := k.g.Banner()
	if note == "" || k.over || (k.puz != nil && k.puz.failed) {
		return ""
	}
	if _, _, _, _, shown, _ := k.topBar(); shown == note {
		return ""
	}
	return note
}

func (k *Kit) drawStatus(dst *ebiten.Image) {
	h := k.statusH()
	r := image.Rect(0, ui.H-h, ui.W, ui.H)
	ui.FillRect(dst, r, ui.Ink)
	status := k.Status
	if l, ok := k.g.(LiveStatus); ok {
		if s, ok := l.LiveStatus(); ok {
			status = s
		}
	}
	if c := k.clock(); c != "" {
		status += " (" + c + ")"
	}
	if t := k.Trouble(); t != "" {
		status = t // the connection first: what is done now may not reach the server
	}
	// Wrapped, else in the small face, centred in the bar.
	box := image.Rect(8, r.Min.Y+1, ui.W-8, r.Max.Y-1)
	if f, lines, ok := ui.LinesFit(status, box); ok {
		box.Min.Y += (box.Dy() - len(lines)*f.LineHeight()) / 2
	}
	ui.Paragraph(dst, status, box, ui.Cream)
}

// drawLog draws the game log panel: the latest lines, the newest brightest,
// and "Thinking..." while the computer chooses.
func (k *Kit) drawLog(dst *ebiten.Image, r image.Rectangle) {
	if r.Dy() < 20+ui.LineH || r.Dx() < 60 {
		return // no room for a line of it
	}
	sprites.NineSlice(dst, "frame_panel", r, nil)
	defer ui.Within(r)()
	// The title, and "Thinking..." at the right while the computer
	// chooses: in its place where both do not fit.
	tw, _ := ui.Measure(lang.T("table.thinking") + "...")
	gw, _ := ui.Measure(lang.T("table.log"))
	thinking := k.bot != nil
	if !thinking || r.Dx()-16-tw-8 >= gw {
		ui.Text(dst, lang.T("table.log"), r.Min.X+8, r.Min.Y+5, ui.Butter)
	}
	// Whole entries, the newest last and bright: as many as fit, never
	// the tail of one cut off at the top. The newest, longer than the
	// panel, takes the small face (the kit's order: wrap, then the small
	// face); only where even that does not hold it is it cut, its
	// beginning showing who did what.
	type line struct {
		text   string
		newest bool
		group  bool // the first line of a turn: a seat other than the last's
		seat   int  // the seat an entry begins with, on its first line (else -1)
	}
	// Each entry that begins with a seat's name has that seat's mark at
	// its left: a chip of its colour, with its symbol when symbols are on.
	const icon = 12
	names := scenes.SeatColors(k.name)
	maxLines := max(0, (r.Dy()-26)/ui.LineH)
	face, lineH := ui.Body, ui.LineH
	var lines []line
	for i := len(k.Log) - 1; i >= 0; i-- {
		entry := ui.Wrap(k.Log[i], r.Dx()-16-icon)
		if len(lines)+len(entry) > maxLines {
			if len(lines) > 0 {
				break
			}
			small := ui.WrapIn(ui.Small, k.Log[i], r.Dx()-16-icon)
			if n := (r.Dy() - 24) / ui.SmallLineH; len(small) <= n {
				entry, face, lineH = small, ui.Small, ui.SmallLineH
			} else {
				entry = entry[:maxLines]
			}
		}
		if len(entry) == 0 {
			break // a panel with room for its title alone
		}
		block := make([]line, len(entry))
		for j, t := range entry {
			block[j] = line{t, i == len(k.Log)-1, false, -1}
		}
		seat := leadingSeat(k.Log[i], names)
		block[0].seat = seat // the first line is always in view
		if i > 0 {
			if a := leadingSeat(k.Log[i-1], names); a >= 0 && seat >= 0 && a != seat {
				block[0].group = true
			}
		}
		lines = append(block, lines...)
	}
	for i, l := range lines {
		if l.group && i > 0 { // turns apart: a faint rule between them
			y := r.Min.Y + 20 + i*lineH
			ui.FillRect(dst, image.Rect(r.Min.X+8, y, r.Max.X-8, y+1), ui.Charcoal)
		}
		c := ui.DoveGrey
		if l.newest {
			c = ui.Cream
		}
		x, y := r.Min.X+8, r.Min.Y+20+i*lineH
		if l.seat >= 0 {
			chip := image.Rect(x, y+(lineH-9)/2, x+9, y+(lineH-9)/2+9)
			ui.FillRect(dst, chip, ui.Ink)
			ui.FillRect(dst, chip.Inset(1), nameColours(names)[l.seat]) // as the name beside it: Black's reads on the panel
			if ui.Symbols {
				ui.SeatSymbol(dst, chip.Min.Add(image.Pt(2, 2)), l.seat, 1, ui.Ink)
			}
		}
		x += icon
		for _, sg := range namedSegments(l.text, names, c) {
			ui.TextIn(dst, face, sg.text, x, y, sg.c)
			w, _ := ui.MeasureIn(face, sg.text)
			x += w
		}
	}
	if thinking {
		dots := int(k.T*3) % 4
		ui.Text(dst, lang.T("table.thinking")+"..."[:dots], r.Max.X-8-tw, r.Min.Y+5, ui.Gold)
	}
}

// Pulse is the colour c breathing over time (lit targets, the player to act).
func (k *Kit) Pulse(c color.RGBA, speed float64, lo, hi uint8) color.RGBA {
	p := 0.5 + 0.5*math.Sin(k.T*speed)
	return Alpha(c, lo+uint8(float64(hi-lo)*p))
}

// Trail draws the path of the last move: a dotted line in the last-move
// colour from the middle of where the piece was to the edge of where it
// went, ending in an arrowhead, so what just happened reads at a glance.
func Trail(dst *ebiten.Image, from, to image.Rectangle) {
	a := from.Min.Add(from.Size().Div(2))
	b := to.Min.Add(to.Size().Div(2))
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	d := math.Hypot(dx, dy)
	if d < 1 {
		return
	}
	ux, uy := dx/d, dy/d
	// Stop where the line meets the destination's edge (a little short).
	stop := d - float64(min(to.Dx(), to.Dy()))/2 - 3
	for t := 4.0; t < stop; t += 5 {
		x, y := float64(a.X)+ux*t, float64(a.Y)+uy*t
		ui.FillRect(dst, image.Rect(int(x)-1, int(y)-1, int(x)+2, int(y)+2), Last)
	}
	if stop < 4 {
		return
	}
	tip := [2]float64{float64(a.X) + ux*stop, float64(a.Y) + uy*stop}
	for i := 0; i < 6; i++ { // the head: two short strokes back from the tip
		for _, side := range []float64{-1, 1} {
			x := tip[0] - ux*float64(i) + side*uy*float64(i)*0.8
			y := tip[1] - uy*float64(i) - side*ux*float64(i)*0.8
			ui.FillRect(dst, image.Rect(int(x)-1, int(y)-1, int(x)+1, int(y)+1), Last)
		}
	}
}

// Outline draws a lit target: its space tinted, a breathing two-pixel
// outline with an ink line inside it (so it reads on a light square as on
// the felt), and at its corners steady brackets, cream on ink, that catch
// the eye on a light square as on a dark one; filled when the pointer is
// over it.
func (k *Kit) Outline(dst *ebiten.Image, r image.Rectangle, hover bool) {
	fill := TargetTint
	if hover {
		fill = TargetFill
	}
	ui.FillRect(dst, r.Inset(3), fill)
	c := k.Pulse(Target, 6, 170, 255)
	ui.StrokeRect(dst, r, c)
	ui.StrokeRect(dst, r.Inset(1), c)
	ui.StrokeRect(dst, r.Inset(2), ui.Ink)
	Brackets(dst, r.Inset(3), Target)
}

// Brackets draws a corner bracket of colour c at each corner inside r, two
// pixels thick on an ink edge, a quarter of r's side long: a target's mark
// that leaves the middle of its space (a digit, a tile's art) clear.
func Brackets(dst *ebiten.Image, r image.Rectangle, c color.RGBA) {
	n := max(3, min(r.Dx(), r.Dy())/4)
	for _, o := range []image.Point{r.Min, {r.Max.X - n, r.Min.Y}, {r.Min.X, r.Max.Y - n}, {r.Max.X - n, r.Max.Y - n}} {
		h := image.Rect(o.X, o.Y, o.X+n, o.Y+2) // the bracket's arms, on the square's edges
		if o.Y > r.Min.Y {
			h = h.Add(image.Pt(0, n-2))
		}
		v := image.Rect(o.X, o.Y, o.X+2, o.Y+n)
		if o.X > r.Min.X {
			v = v.Add(image.Pt(n-2, 0))
		}
		ui.FillRect(dst, h.Inset(-1).Intersect(r), ui.Ink)
		ui.FillRect(dst, v.Inset(-1).Intersect(r), ui.Ink)
	}
	for _, o := range []image.Point{r.Min, {r.Max.X - n, r.Min.Y}, {r.Min.X, r.Max.Y - n}, {r.Max.X - n, r.Max.Y - n}} {
		h := image.Rect(o.X, o.Y, o.X+n, o.Y+2)
		if o.Y > r.Min.Y {
			h = h.Add(image.Pt(0, n-2))
		}
		v := image.Rect(o.X, o.Y, o.X+2, o.Y+n)
		if o.X > r.Min.X {
			v = v.Add(image.Pt(n-2, 0))
		}
		ui.FillRect(dst, h, c)
		ui.FillRect(dst, v, c)
	}
}

// Decided frames what decided the game: a steady double cream frame on an
// ink edge, so it reads on any tile or card.
func Decided(dst *ebiten.Image, r image.Rectangle) {
	ui.StrokeRect(dst, r.Inset(-1), ui.Ink)
	ui.StrokeRect(dst, r, Decisive)
	ui.StrokeRect(dst, r.Inset(1), Decisive)
	ui.StrokeRect(dst, r.Inset(2), ui.Ink)
}

// Active marks the panel of the player to act: cream dashes marching
// round it on an ink ring, two pixels wide (none once play has stopped: a
// puzzle's try over).
func (k *Kit) Active(dst *ebiten.Image, r image.Rectangle) {
	if k.Stopped() {
		return
	}
	ring := r.Inset(-3)
	ui.StrokeRectW(dst, ring, 3, ui.Ink)
	ui.DashRect(dst, ring.Inset(1), 2, OnTurnDash, OnTurnGap, int(k.T*OnTurnMarch), OnTurn)
}

// The on-turn dashes: their length and the gap between them (canvas
// pixels), and how fast they march (pixels a second).
const (
	OnTurnDash  = 6
	OnTurnGap   = 3
	OnTurnMarch = 10
)

// segment is a run of a log line in one colour.
type segment struct {
	text string
	c    color.RGBA
}

// logName is a seat's name as the log says it, in the player's language
// ("赤" for Red in Japanese).
func logName(sc scenes.SeatColor) string {
	if m := game.Colour(sc.Name); m.Key != "error" {
		return lang.Say(m)
	}
	return sc.Name
}

// nameDistinct is how far apart in lightness (contrast) two seats' names
// of one hue in the log stand at the least: Grey's and Black's, both
// lifted to read on the panel, would otherwise be one grey.
const nameDistinct = 1.6

// nameColours are the colours of the seats' names in the log: each seat's
// colour made light enough to read on the panel (ui.Readable), and where
// two come out too alike (Columbiz's Grey and Black), the lighter seat's
// lifted further until they stand apart.
func nameColours(seats []scenes.SeatColor) []color.RGBA {
	out := make([]color.RGBA, len(seats))
	for i, sc := range seats {
		out[i] = ui.Readable(sc.C)
	}
	for i := range out {
		for j := 0; j < i; j++ {
			k := i // the lighter of the two seats' own colours goes lighter
			if palette.Contrast(seats[j].C, ui.Dusk) > palette.Contrast(seats[i].C, ui.Dusk) {
				k = j
			}
			for n := 0; n < 32 && alike(out[i], out[j]); n++ {
				out[k] = ui.Lighter(out[k])
			}
		}
	}
	return out
}

// alike reports whether two names' colours would read as one: both greys
// (no hue: no channel 40 apart from another), close in lightness (under
// nameDistinct apart). Colours with a hue tell apart by it.
func alike(a, b color.RGBA) bool {
	grey := func(c color.RGBA) bool {
		return max(c.R, c.G, c.B)-min(c.R, c.G, c.B) < 40
	}
	return grey(a) && grey(b) && palette.Contrast(a, b) < nameDistinct
}

// namedSegments splits a line of the log so that every seat's name (a whole
// word: "Red", "Red's"; in the player's language) is drawn in its seat's
// colour, made light enough to read on the panel, and the rest in c.
func namedSegments(line string, seats []scenes.SeatColor, c color.RGBA) []segment {
	var out []segment
	rest := line
	for rest != "" {
		at, seat := len(rest), -1
		for i, sc := range seats {
			name := logName(sc)
			for from := 0; from < len(rest); {
				j := strings.Index(rest[from:], name)
				if j < 0 {
					break
				}
				j += from
				end := j + len(name)
				if (j == 0 || !isLetter(rest[j-1])) && (end == len(rest) || !isLetter(rest[end])) {
					if j < at {
						at, seat = j, i
					}
					break
				}
				from = j + 1
			}
		}
		if seat < 0 {
			out = append(out, segment{rest, c})
			break
		}
		if at > 0 {
			out = append(out, segment{rest[:at], c})
		}
		name := logName(seats[seat])
		out = append(out, segment{name, nameColours(seats)[seat]})
		rest = rest[at+len(name):]
	}
	return out
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// leadingSeat is the seat whose name begins a log entry ("Red moves...",
// "Grey: pawns on..."), or -1.
func leadingSeat(entry string, seats []scenes.SeatColor) int {
	for i, sc := range seats {
		name := logName(sc)
		if strings.HasPrefix(entry, name) && (len(entry) == len(name) || !isLetter(entry[len(name)])) {
			return i
		}
	}
	return -1
}

// ZoomControl is where the camera's +, - and Fit lie over the board's
// view: empty where the table has none or they are hidden (under the
// result), so words a table lays on its board keep clear of them.
func (k *Kit) ZoomControl() image.Rectangle {
	var r image.Rectangle
	for _, b := range k.zoomBs {
		if !b.Hidden {
			r = r.Union(b.R)
		}
	}
	return r
}

// ZoomPlate says a camera's zoom ("x3") at the top right of its view, for
// the player's bearings, while the zoom control beside it is shown (not
// under the result, where the board is only looked at). Where a finger's
// tap on the board zooms in rather than plays (Camera.Small), it says so.
func (k *Kit) ZoomPlate(dst *ebiten.Image, cam *Camera) {
	if len(k.zoomBs) > 0 && k.zoomBs[0].Hidden {
		return
	}
	// Plates over the board hide what it drew under them.
	done := ui.Overlay()
	defer done()
	s := fmt.Sprintf("x%d", cam.Zoom)
	switch {
	case ui.Touch && cam.Small() && k.HumanTurn() && !k.over:
		s = lang.T("table.tap-zoom") + " · " + s
	case cam.Focused(): // the table opened on where play is: the rest is a drag away
		s = lang.T("table.drag-more") + " · " + s
	}
	w, _ := ui.Measure(s)
	x := cam.View.Max.X - 10 - w
	ui.Cover(image.Rect(x-2, cam.View.Min.Y+2, x+w+2, cam.View.Min.Y+2+ui.LineH+1))
	ui.Plate(dst, s, x, cam.View.Min.Y+2, ui.Sand)
	// The variant, where the top bar has no room for it: at the top left,
	// beside the zoom (in the small face where the body's does not fit),
	// else under it.
	if note := k.barNote(); note != "" {
		f, y := ui.Body, cam.View.Min.Y+2
		if nw, _ := ui.MeasureIn(f, note); cam.View.Min.X+10+nw+8 > x {
			f = ui.Small
			if nw, _ := ui.MeasureIn(f, note); cam.View.Min.X+10+nw+8 > x {
				f, y = ui.Body, y+ui.LineH+4
			}
		}
		nw, _ := ui.MeasureIn(f, note)
		nx := cam.View.Min.X + 10
		ui.Cover(image.Rect(nx-2, y, nx+nw+2, y+ui.LineH+1))
		ui.FillRect(dst, image.Rect(nx-2, y, nx+nw+2, y+ui.LineH+1), ui.Ink)
		ui.TextIn(dst, f, note, nx, y+(ui.LineH-f.LineHeight()+1)/2, ui.DoveGrey)
	}
}
