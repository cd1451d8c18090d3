package table

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
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
	// Magenta, a hue no seat has (Sky read as Blue's blue), named in the
	// hint's and the lessons' words ("lit in magenta").
	Hint     = palette.C("magenta")
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
	k.seen.searching = k.Thinking() || k.Hinting()
	scenes.Backdrop(dst, "felt")
	k.lit = k.lit[:0]
	k.drawTopBar(dst)
	k.moveKey = image.Rectangle{}
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
		if l.Dy() >= minNoteLogH { // no log at all rather than an entry's tail
			k.drawLog(dst, l)
		}
	default:
		k.drawLog(dst, k.frame.Log)
	}
	k.g.DrawTable(dst)
	if k.LogOpen() { // (over the table, LogOpener)
		over := ui.Overlay()
		r := k.openLog()
		ui.Cover(r)
		k.drawLog(dst, r)
		over()
	}
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
	if note != "" { // the body face as the bar's other words, else (metadata) the small face
		faces := []ui.Face{ui.Body, ui.Small}
		if _, ok := k.g.(Viewer); ok && len(k.zoomBs) > 0 && !k.zoomBs[0].Hidden || k.over {
			faces = faces[:1] // else the zoom bar carries it in the body face (ZoomPlate); at the end, the result says the game
		}
		b, ok := k.g.(BarKeeper)
		keeps := ok && b.KeepsBar() // (a legend in the zoom bar's band: the note stays off a phone's bar, the setup names it)
		for _, f := range faces {
			nw, _ := ui.MeasureIn(f, note)
			if br.Max.X+8 < ui.W-nw-8 {
				return title, banner, bc, br, note, f
			}
			// Where it would take the small face, or the zoom bar (a phone held
			// upright): the banner moves left, beside the title, if that leaves
			// the note its room in the body face, as the bar's other words (the
			// zoom bar then keeps to the zoom); never at the
			// end, where "Game over" stays centred as on every table and the
			// note goes (the result says the game).
			if left := image.Rect(tw+16, 4, tw+40+bw, 26); f == ui.Body && (len(faces) > 1 || !keeps) && !k.over && left.Max.X+8 < ui.W-nw-8 {
				// In the middle of the room between the title and the
				// note, as far from each (not against the title).
				mid := (8 + tw + ui.W - nw - 8) / 2
				if c := image.Rect(mid-bw/2-12, 4, mid+bw/2+12, 26); c.Min.X >= left.Min.X {
					left = c
				}
				return title, banner, bc, left, note, f
			}
		}
	}
	// No note on the right: where the banner, centred on the bar, would
	// sit close beside a long title with the bar's right half bare (a
	// phone's "Replay: Tokyo Doves"), it is centred in the room the title
	// leaves, as far from the title as from the bar's end.
	if left, right := br.Min.X-(8+tw), ui.W-br.Max.X; left < right/3 {
		mid := (8 + tw + ui.W) / 2
		br = image.Rect(mid-bw/2-12, 4, mid+bw/2+12, 26)
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
	if b, ok := k.g.(BarKeeper); ok && b.KeepsBar() {
		return "" // the table's legend takes the bar (the setup names the variant)
	}
	if _, _, _, _, shown, _ := k.topBar(); shown == note {
		return ""
	}
	return note
}

// StatusRect is the status line's band across the canvas's foot.
func (k *Kit) StatusRect() image.Rectangle {
	return image.Rect(0, ui.H-k.statusH(), ui.W, ui.H)
}

func (k *Kit) drawStatus(dst *ebiten.Image) {
	r := k.StatusRect()
	ui.FillRect(dst, r, ui.Ink)
	status := k.StatusLine()
	box := image.Rect(8, r.Min.Y+1, ui.W-8, r.Max.Y-1)
	if d := k.docked; d.Overlaps(r) { // in what the docked result leaves of the line, if anything
		if d.Min.X > ui.W-d.Max.X {
			box.Max.X = d.Min.X - 8
		} else {
			box.Min.X = d.Max.X + 8
		}
		if box.Dx() < 40 {
			return // (the panel says it)
		}
	}
	// Wrapped, else in the small face, centred in the bar, its lines
	// balanced (never a word or two alone on the last); on two lines,
	// broken between its parts where they balance (ui.ClauseBreak).
	if f, lines, ok := ui.LinesFit(status, box); ok {
		status = ui.ClauseBreak(f, status, box.Dx())
		box.Min.Y += (box.Dy() - len(lines)*f.LineHeight()) / 2
		box.Max.X = box.Min.X + ui.Balanced(f, status, box.Dx())
	}
	ui.Paragraph(dst, status, box, ui.Cream)
}

// StatusLine is what the status line says now: the connection's trouble
// first (what is done now may not reach the server), else the table's
// words (a live status where the game has one, the zoom's instruction
// before them). Online it carries no clock: the seat to act shows its
// own, in gold beside its player ("43 s"), one place for it.
func (k *Kit) StatusLine() string {
	if t := k.Trouble(); t != "" {
		return t
	}
	status := k.Status
	if l, ok := k.g.(LiveStatus); ok {
		if s, ok := l.LiveStatus(); ok {
			status = s
		}
	}
	if t := k.tapZoom(); t != "" && status == k.Status {
		status = lang.Sentences(t, status) // (Japanese: no space after "。")
	}
	return status
}

// tapZoom is what the status line says first where a board in a view of
// its own is too small for a finger on a touch screen, on the player's
// turn: a tap on it zooms in before it plays ("Tap the board to zoom in
// first."), said as an instruction of its own, not on the zoom's plate.
// Where the board is one step of zoom under a finger's size and its
// targets nearly a finger wide (a Joint Falconry board as wide as the
// phone at x3.5, its cards 42 CSS px for 44), it
// says why a board that fills the screen still zooms: "A first tap zooms
// in a step, to a finger's size."
func (k *Kit) tapZoom() string {
	v, ok := k.g.(Viewer)
	if !ok || !ui.Touch || !v.Camera().Small() || !k.HumanTurn() || k.over || len(k.zoomBs) == 0 || k.zoomBs[0].Hidden {
		return ""
	}
	if c := v.Camera(); c.FingerZoom()-c.Zoom <= ZoomStep && float64(c.Grain())*c.Zoom >= 0.85*float64(ui.Finger) {
		return lang.T("table.tap-zoom.step")
	}
	return lang.T("table.tap-zoom")
}

// drawLog draws the game log panel: the latest lines, the newest brightest,
// and "Thinking..." while the computer chooses.
func (k *Kit) drawLog(dst *ebiten.Image, r image.Rectangle) {
	if r.Dy() < 20+ui.LineH || r.Dx() < 60 {
		return // no room for a line of it
	}
	sprites.NineSlice(dst, "frame_panel", r, nil)
	defer ui.Within(r)()
	names := scenes.SeatColors(k.name)
	fit := k.fitFrameLog(r)
	// The title, and "Thinking..." at the right while the computer
	// chooses: in its place where both do not fit. A panel whose newest
	// entry needs the title's line has no title (the frame and the seats'
	// chips still say what it is).
	tw, _ := ui.Measure(lang.T("table.thinking") + "...")
	gw, _ := ui.Measure(lang.T("table.log"))
	thinking := k.bot != nil
	if fit.title && (!thinking || r.Dx()-16-tw-8 >= gw) {
		ui.Text(dst, lang.T("table.log"), r.Min.X+8, r.Min.Y+5, ui.Butter)
		// A failed puzzle's legend of its two marks at the title line's
		// right, where it holds them: off the board, on a panel of its
		// own, beside the moves it names.
		if _, theirs := k.RefutationPlies(); len(theirs) > 0 && !thinking && !k.docked.Overlaps(r) { // (a log the docked result covers says nothing)
			sz := MoveLegendSize()
			if r.Dx()-16-gw-12 >= sz.X {
				at := image.Pt(r.Max.X-8-sz.X, r.Min.Y+3)
				moveLegend(dst, at, false)
				k.moveKey = image.Rectangle{Min: at, Max: at.Add(sz)}
			}
		}
	}
	const icon = logIcon
	lines, face, lineH := fit.lines, fit.face, fit.lineH
	ends := make([]int, len(fit.lines)) // where each line's words end
	right := r.Max.X - 8                // where the lines end
	if !fit.olderBtn.Empty() {
		right = fit.olderBtn.Min.X - olderGap
	}
	for i, l := range lines {
		if l.group && i > 0 { // turns apart: a faint rule between them, midway between their letters' ink
			y := r.Min.Y + fit.ruleY(i)
			ui.FillRect(dst, image.Rect(r.Min.X+8, y, right, y+1), ui.Charcoal)
		}
		c := ui.DoveGrey
		if l.newest {
			c = ui.Cream
		}
		x, y := r.Min.X+8, r.Min.Y+fit.lineY(i)
		if l.note { // a note (who is here, the clock's rule): a small diamond, not a seat's chip
			cy := y + lineH/2
			for i, w := range [...]int{1, 3, 5, 3, 1} {
				ui.FillRect(dst, image.Rect(x+4-w/2, cy-2+i, x+5+w/2, cy-1+i), ui.Sand)
			}
		}
		if l.seat >= 0 {
			logChip(dst, image.Rect(x, y+(lineH-9)/2, x+9, y+(lineH-9)/2+9), l.seat, names)
		}
		x += icon
		if tg, ok := k.g.(LogTagger); ok && fit.tagW > 0 {
			// The entry's tag after its seat's chip (the board's badge of
			// the play it says), its lines' words in line after it.
			if l.tag != "" {
				sz := tg.LogTagSize(l.tag, lineH)
				at := image.Pt(x, y+(lineH-sz.Y)/2)
				tg.DrawLogTag(dst, l.tag, image.Rectangle{Min: at, Max: at.Add(sz)})
			}
			x += fit.tagW
		}
		prev := ""
		for _, sg := range namedSegments(l.text, names, c) {
			// A name inside the line has its chip too, in the room the
			// wrap kept for it before the name (chipRoom).
			if seat := seatNamed(sg.text, names); seat >= 0 && strings.HasSuffix(prev, chipRoom) {
				rw, _ := ui.MeasureIn(face, chipRoom)
				side := min(9, rw-2, lineH-4)
				cx := x - rw + (rw-side)/2 - 1
				logChip(dst, image.Rect(cx, y+(lineH-side)/2, cx+side, y+(lineH-side)/2+side), seat, names)
			}
			ui.TextIn(dst, face, sg.text, x, y, sg.c)
			w, _ := ui.MeasureIn(face, sg.text)
			x += w
			prev = sg.text
		}
		ends[i] = x
	}
	if n := len(lines); fit.back > 0 && n > 0 {
		// Scrolled back (scrollLog): an arrow down at the last line's
		// end says newer entries lie under it, a tap on; at the title's
		// line's end where the last line has no room.
		x, cy := right-7, r.Min.Y+fit.lineY(n-1)+lineH/2
		if x < ends[n-1]+8 && fit.title && !thinking && k.moveKey.Empty() {
			cy = r.Min.Y + 5 + ui.LineH/2
		}
		if x >= ends[n-1]+8 || fit.title && !thinking && k.moveKey.Empty() {
			for j, cw := range [...]int{7, 5, 3, 1} {
				ui.FillRect(dst, image.Rect(x+3-cw/2, cy-2+j, x+4+cw/2, cy-1+j), ui.DoveGrey)
			}
		}
	}
	if b := fit.olderBtn; !b.Empty() && b != r { // (a strip that is the control itself draws its entry alone)
		// The numbered plays older than those in view: a button a
		// finger's size, their figures ("1-3") under an arrow up; a tap
		// on it, as on the log, shows them (scrollLog).
		sprites.NineSlice(dst, "frame_button", b, nil)
		label := olderLabel(fit.olderTags)
		lw, _ := ui.Measure(label)
		h := 5 + 2 + ui.LineH
		x, y := b.Min.X+b.Dx()/2, b.Min.Y+(b.Dy()-h)/2
		for j, cw := range [...]int{1, 3, 5, 7, 9} { // the arrow up
			ui.FillRect(dst, image.Rect(x-cw/2, y+j, x+1+cw/2, y+1+j), ui.Cream)
		}
		ui.Text(dst, label, b.Min.X+(b.Dx()-lw)/2, y+7, ui.Cream)
		ui.Explain(b, lang.T("table.log.older"))
	}
	if thinking && fit.title {
		dots := thinkDots(k.T)
		k.seen.dots, k.seen.dotsAt = dots, k.drawing()
		ui.Text(dst, lang.T("table.thinking")+"..."[:dots], r.Max.X-8-tw, r.Min.Y+5, ui.Gold)
	}
}

// Pulse is the colour c breathing over time (lit targets, the player to act).
func (k *Kit) Pulse(c color.RGBA, speed float64, lo, hi uint8) color.RGBA {
	k.seen.pulse = k.drawing()
	p := 0.5 + 0.5*math.Sin(k.T*speed)
	return Alpha(c, lo+uint8(float64(hi-lo)*p))
}

// Trail draws the path of the last move: a dotted line in the last-move
// colour from the middle of where the piece was to the edge of where it
// went, ending in an arrowhead, so what just happened reads at a glance.
func Trail(dst *ebiten.Image, from, to image.Rectangle) { TrailIn(dst, from, to, Last) }

// TrailIn draws a move's path as Trail does, in the colour c (a hint's
// move, in the hint's colour).
func TrailIn(dst *ebiten.Image, from, to image.Rectangle, c color.RGBA) {
	TrailAround(dst, from, to, c, nil)
}

// TrailAround draws a move's path as TrailIn does, its dots left out where
// they would lie over one of the pieces in covers (the pieces it passes:
// a trail over a card's face read as part of its art, or as a move of
// that card).
func TrailAround(dst *ebiten.Image, from, to image.Rectangle, c color.RGBA, covers []image.Rectangle) {
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
		dot := image.Rect(int(x)-1, int(y)-1, int(x)+2, int(y)+2)
		if overAny(dot, covers) {
			continue
		}
		ui.FillRect(dst, dot, c)
	}
	if stop < 4 {
		return
	}
	tip := [2]float64{float64(a.X) + ux*stop, float64(a.Y) + uy*stop}
	for i := 0; i < 6; i++ { // the head: two short strokes back from the tip
		for _, side := range []float64{-1, 1} {
			x := tip[0] - ux*float64(i) + side*uy*float64(i)*0.8
			y := tip[1] - uy*float64(i) - side*ux*float64(i)*0.8
			ui.FillRect(dst, image.Rect(int(x)-1, int(y)-1, int(x)+1, int(y)+1), c)
		}
	}
}

// overAny reports whether r overlaps one of rs.
func overAny(r image.Rectangle, rs []image.Rectangle) bool {
	for _, o := range rs {
		if r.Overlaps(o) {
			return true
		}
	}
	return false
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
	k.Ring(dst, r)
	Brackets(dst, r.Inset(3), Target)
}

// Ring draws a lit target's frame alone: the breathing outline on its ink
// line, nothing over what it frames. A piece the player may pick up (a
// dove in hand or on the ground, before one is picked) is lit so, round
// its card, its art and letter left clear; a space is lit by Outline.
func (k *Kit) Ring(dst *ebiten.Image, r image.Rectangle) {
	c := k.Pulse(Target, TargetBreath, TargetLow, 255)
	ui.StrokeRect(dst, r, c)
	ui.StrokeRect(dst, r.Inset(1), c)
	ui.StrokeRect(dst, r.Inset(2), ui.Ink)
	k.lit = append(k.lit, r)
}

// Dot draws a lit place as a soft dot d pixels wide centred on c: a cream
// disc (its corners cut) on an ink rim, steady. Where a table lights many
// places at once that overlap one another (Columba's places for the card
// held, one on the corner each place's four spaces share), dots read as
// where to aim rather than a ring of frames round the board (Ring,
// Outline).
func (k *Kit) Dot(dst *ebiten.Image, c image.Point, d int) {
	k.lit = append(k.lit, DrawDot(dst, c, d))
}

// DrawDot draws a target's dot of d pixels (at least 2) centred on c, as
// Kit.Dot does, and returns it: for a legend's key, which is no target.
// Dots of 2 and 3 px are squares on their ink rim (a board's many places
// drawn small: Columba's at x1).
func DrawDot(dst *ebiten.Image, c image.Point, d int) image.Rectangle {
	d = max(2, d)
	r := image.Rect(c.X-d/2, c.Y-d/2, c.X-d/2+d, c.Y-d/2+d)
	disc := func(r image.Rectangle, col color.RGBA) {
		cut := 2 // the corners cut: round at 6 px and more, one pixel under (a 2-px dot's rim too), none on a 2-px dot
		switch {
		case r.Dx() < 4:
			cut = 0
		case d < 6:
			cut = 1
		}
		ui.FillRect(dst, r.Inset(1), col)
		ui.FillRect(dst, image.Rect(r.Min.X+cut, r.Min.Y, r.Max.X-cut, r.Max.Y), col)
		ui.FillRect(dst, image.Rect(r.Min.X, r.Min.Y+cut, r.Max.X, r.Max.Y-cut), col)
	}
	disc(r.Inset(-1), ui.Ink)
	disc(r, Target)
	return r
}

// A lit target's outline breathes at TargetBreath (radians a second)
// between TargetLow and full opacity.
const (
	TargetBreath = 6
	TargetLow    = 170
)

// Lit lists the lit targets (Outline, Ring) the last frame drew, on the
// canvas: what the contrast test measures against what lies round them.
func (k *Kit) Lit() []image.Rectangle { return k.lit }

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

// DecidedRim outlines what decided the game as one shape: the decisive
// frame (cream on an ink edge, as Decided's) round the outer edge of the
// cells taken together (spaces as drawn, side by side on a grid), never
// between two of them nor over what lies on them: a winning path reads as
// one row and its pieces stay whole.
func DecidedRim(dst *ebiten.Image, cells []image.Rectangle) {
	rim(dst, cells, rimBand{ui.Ink, 4, 1}, rimBand{Decisive, 3, -1})
}

// DecidedEdge outlines what decided the game as one shape, as DecidedRim
// does, but on the pieces' own edges (cards that lie side by side with no
// gap, each in an ink border edge pixels wide): the decisive cream on the
// outer part of the border round the cells taken together, the border's
// inner pixel left ink against the art, a hairline of ink outside where
// nothing lies. It covers no neighbouring piece (a frame outside the cells
// lay over the cards above and below a winning row) and none of the
// pieces' art.
func DecidedEdge(dst *ebiten.Image, cells []image.Rectangle, edge int) {
	cream := max(1, min(2, edge-1))
	rim(dst, cells, rimBand{ui.Ink, 1, max(edge, cream)}, rimBand{Decisive, 0, cream})
}

// DecidedRimOf outlines what decided the game and whose it was, inside
// the outer edge of the cells taken together: a band in the owner's colour
// c on the edge, the decisive cream inside it, on an ink line each side
// (Columba's estates that broke a tie, one each side's: the colour tells
// whose is whose). Nothing reaches past the ink hairline outside the
// cells, so two estates side by side keep each its own frame (outside
// halos crossed into a tangle where two estates wound round each other).
func DecidedRimOf(dst *ebiten.Image, cells []image.Rectangle, c color.RGBA) {
	rim(dst, cells, rimBand{ui.Ink, 1, 4}, rimBand{c, 0, 2}, rimBand{Decisive, -2, 3})
}

// LastRim outlines the row the last move made (Falconry's "Line of 4") as
// one shape in the last move's colour (Last), two pixels wide on an ink
// edge just outside its cards, over none of them.
func LastRim(dst *ebiten.Image, cells []image.Rectangle) {
	rim(dst, cells, rimBand{ui.Ink, 3, 0}, rimBand{Last, 2, 0})
}

// TurnRim frames the pieces placed this turn, the turn not over
// (Columbiz's pawns), as one shape in Orange two pixels wide on an ink
// line each side, inside the cells' outer edge, over none of the pieces:
// a one-pixel orange frame on a tan square (1.5:1) read as nothing.
func TurnRim(dst *ebiten.Image, cells []image.Rectangle) {
	rim(dst, cells, rimBand{ui.Ink, 0, 4}, rimBand{ui.Orange, -1, 3})
}

// rimBand is one band of a rim: its colour, its reach outside the cells'
// edge and inside it (canvas pixels).
type rimBand struct {
	c       color.RGBA
	out, in int
}

// rim draws the bands, in order, round the outer edge of the cells taken
// together: along each open side, a band runs on past the corners where
// the side beside is open too (a corner of the shape).
func rim(dst *ebiten.Image, cells []image.Rectangle, bands ...rimBand) {
	has := func(r image.Rectangle, dx, dy int) bool {
		for _, c := range cells {
			if c.Min.X == r.Min.X+dx*r.Dx() && c.Min.Y == r.Min.Y+dy*r.Dy() && c.Size() == r.Size() {
				return true
			}
		}
		return false
	}
	for _, band := range bands {
		for _, r := range cells {
			l, t, rt, b := !has(r, -1, 0), !has(r, 0, -1), !has(r, 1, 0), !has(r, 0, 1)
			// A corner's reach: round it where both its sides are open and
			// no cell of the shape lies across it (a diagonal row's next
			// cell, whose own frame meets this one there).
			ext := func(open bool, dx, dy int) int {
				if open && !has(r, dx, dy) {
					return band.out
				}
				return 0
			}
			if t {
				ui.FillRect(dst, image.Rect(r.Min.X-ext(l, -1, -1), r.Min.Y-band.out, r.Max.X+ext(rt, 1, -1), r.Min.Y+band.in), band.c)
			}
			if b {
				ui.FillRect(dst, image.Rect(r.Min.X-ext(l, -1, 1), r.Max.Y-band.in, r.Max.X+ext(rt, 1, 1), r.Max.Y+band.out), band.c)
			}
			if l {
				ui.FillRect(dst, image.Rect(r.Min.X-band.out, r.Min.Y-ext(t, -1, -1), r.Min.X+band.in, r.Max.Y+ext(b, -1, 1)), band.c)
			}
			if rt {
				ui.FillRect(dst, image.Rect(r.Max.X-band.in, r.Min.Y-ext(t, 1, -1), r.Max.X+band.out, r.Max.Y+ext(b, 1, 1)), band.c)
			}
		}
	}
}

// Strike draws what decided the game as a line through it, through the
// middles of its pieces in order (a completed path, a scoring line): a
// cream stroke w pixels wide on an ink one two wider, so the row reads as
// one at a glance, on any card or square, over the pieces' own frames
// (Decided). w grows with the board's zoom (a third of a space's eighth
// is lost on a phone).
func Strike(dst *ebiten.Image, w int, pts ...image.Point) {
	w = max(3, w)
	for _, pass := range []struct {
		c    color.RGBA
		half int
	}{{ui.Ink, w/2 + 1}, {Decisive, w / 2}} {
		for j := 1; j < len(pts); j++ {
			from, d := pts[j-1], pts[j].Sub(pts[j-1])
			n := max(abs(d.X), abs(d.Y), 1)
			for i := 0; i <= n; i++ {
				p := from.Add(image.Pt(d.X*i/n, d.Y*i/n))
				ui.FillRect(dst, image.Rect(p.X-pass.half, p.Y-pass.half, p.X+pass.half+w%2, p.Y+pass.half+w%2), pass.c)
			}
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// A failed puzzle's two moves, each framed on the board with its figure
// on a tag at the frame's top left and named in a legend: the player's
// move in the selected piece's cream (1), the answer that refuted it in
// the last move's aqua (2).
var refutationMarks = [2]struct {
	c   color.RGBA
	key string
}{{Selected, "puzzle.mark.yours"}, {Last, "puzzle.mark.answer"}}

// MoveMark frames r as a failed puzzle's move (which: 0 the player's, 1
// the answer): a two-pixel frame of its colour on ink round r, and its
// figure on a tag hung inside the frame's top left corner (over the
// corner, it straddled the board's frame and the next card's edge).
func MoveMark(dst *ebiten.Image, r image.Rectangle, which int) {
	m := refutationMarks[which]
	ui.StrokeRect(dst, r.Inset(-1), ui.Ink)
	ui.StrokeRect(dst, r, m.c)
	ui.StrokeRect(dst, r.Inset(1), m.c)
	ui.StrokeRect(dst, r.Inset(2), ui.Ink)
	moveTag(dst, r.Min, which)
}

// MoveMarkTagged frames r as MoveMark does, its figure on a tag in the
// small face at tag instead (top left): where the frame's corner lies on a
// card's art (Tokyo Doves' cards, their faces at the top left), the table
// hangs the tag on a bare strip of the card. It returns the tag's box.
func MoveMarkTagged(dst *ebiten.Image, r image.Rectangle, which int, tag image.Point) image.Rectangle {
	m := refutationMarks[which]
	ui.StrokeRect(dst, r.Inset(-1), ui.Ink)
	ui.StrokeRect(dst, r, m.c)
	ui.StrokeRect(dst, r.Inset(1), m.c)
	ui.StrokeRect(dst, r.Inset(2), ui.Ink)
	b := image.Rectangle{Min: tag, Max: tag.Add(SmallMoveTagSize(which))}
	ui.FillRect(dst, b, ui.Ink)
	ui.StrokeRect(dst, b, m.c)
	ui.TextIn(dst, ui.Small, fmt.Sprint(which+1), b.Min.X+2, b.Min.Y+1, m.c)
	return b
}

// SmallMoveTagSize is the size of MoveMarkTagged's tag.
func SmallMoveTagSize(which int) image.Point {
	w, _ := ui.MeasureIn(ui.Small, fmt.Sprint(which+1))
	return image.Pt(w+4, ui.SmallLineH+1)
}

// MoveTagAt is where MoveMark hangs the tag of a mark round r (tests).
func MoveTagAt(r image.Rectangle) image.Rectangle {
	w, _ := ui.Measure("1")
	return image.Rect(r.Min.X, r.Min.Y, r.Min.X+w+5, r.Min.Y+ui.LineH)
}

// moveTag draws a move's figure on its tag at p, returning the tag's box.
func moveTag(dst *ebiten.Image, p image.Point, which int) image.Rectangle {
	label := fmt.Sprint(which + 1)
	w, _ := ui.Measure(label)
	b := image.Rect(p.X, p.Y, p.X+w+5, p.Y+ui.LineH)
	ui.FillRect(dst, b, ui.Ink)
	ui.StrokeRect(dst, b, refutationMarks[which].c)
	ui.Text(dst, label, b.Min.X+3, b.Min.Y, refutationMarks[which].c)
	return b
}

// MoveLegendSize is the size of the legend of a failed puzzle's marks.
func MoveLegendSize() image.Point {
	w := 4
	for i, m := range refutationMarks {
		lw, _ := ui.Measure(fmt.Sprint(i + 1))
		tw, _ := ui.Measure(lang.T(m.key))
		w += lw + 5 + 4 + tw + 8
	}
	return image.Pt(w-4, ui.LineH+4)
}

// MoveKeyInLog is where the game log drew a failed puzzle's legend this
// frame, on its title's line; empty where it did not (the table then
// draws it by the board).
func (k *Kit) MoveKeyInLog() image.Rectangle { return k.moveKey }

// MoveLegendStripH is the height of a strip that holds the legend of a
// failed puzzle's marks on a panel of its own (MoveLegendStrip).
func MoveLegendStripH() int { return MoveLegendSize().Y + 4 }

// MoveLegendStrip draws the legend of a failed puzzle's marks centred on
// a panel of its own across r (a strip of the table's, over none of the
// board's art), and reports where the legend lies.
func MoveLegendStrip(dst *ebiten.Image, r image.Rectangle) image.Rectangle {
	sprites.NineSlice(dst, "frame_panel", r, nil)
	sz := MoveLegendSize()
	at := image.Pt(r.Min.X+(r.Dx()-sz.X)/2, r.Min.Y+(r.Dy()-sz.Y)/2)
	moveLegend(dst, at, false)
	return image.Rectangle{Min: at, Max: at.Add(sz)}
}

// MoveLegend draws the legend of a failed puzzle's marks on an ink plate
// at p: each mark's tag and its words ("1 your move  2 the answer").
func MoveLegend(dst *ebiten.Image, p image.Point) { moveLegend(dst, p, true) }

// moveLegend draws the legend at p, on its ink plate with plate (else on
// the panel under it).
func moveLegend(dst *ebiten.Image, p image.Point, plate bool) {
	sz := MoveLegendSize()
	if plate {
		ui.FillRect(dst, image.Rectangle{Min: p, Max: p.Add(sz)}, ui.Ink)
	}
	x := p.X + 2
	for i, m := range refutationMarks {
		b := moveTag(dst, image.Pt(x, p.Y+2), i)
		words := lang.T(m.key)
		ui.Text(dst, words, b.Max.X+4, p.Y+2, ui.Cream)
		tw, _ := ui.Measure(words)
		x = b.Max.X + 4 + tw + 8
	}
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
	march := int(k.T * OnTurnMarch)
	k.seen.march, k.seen.marchAt = march, k.drawing()
	ui.DashRect(dst, ring.Inset(1), 2, OnTurnDash, OnTurnGap, march, OnTurn)
}

// thinkDots is how many of "Thinking..."'s dots show at the table's time t.
func thinkDots(t float64) int { return int(t*3) % 4 }

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

// hueless reports whether a seat's colour is a grey (no channel 40 apart
// from another): Grey's and Black's. Lifted to read on the panel, such a
// name is one more grey beside the log's own (Black's the dimmest name of
// all): the log says it in the line's ink, the seat's chip at the line's
// start saying whose, as every line's chip does.
func hueless(c color.RGBA) bool { return max(c.R, c.G, c.B)-min(c.R, c.G, c.B) < 40 }

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
// colour, made light enough to read on the panel (a grey seat's in c: see
// hueless), and the rest in c.
func namedSegments(line string, seats []scenes.SeatColor, c color.RGBA) []segment {
	var out []segment
	rest := line
	for rest != "" {
		at, seat := firstName(rest, seats)
		if seat < 0 {
			out = append(out, segment{rest, c})
			break
		}
		if at > 0 {
			out = append(out, segment{rest[:at], c})
		}
		name := logName(seats[seat])
		nc := nameColours(seats)[seat]
		if hueless(seats[seat].C) {
			nc = c // a grey seat's name in the line's ink (its chip says whose)
		}
		out = append(out, segment{name, nc})
		rest = rest[at+len(name):]
	}
	return out
}

// logChip draws a seat's chip in the log, r square: the seat's own colour
// (Black's black, not lifted to a grey) on a rim that parts it from the
// panel (ink round a light colour, sand round a dark one), and its symbol
// where symbols are on.
func logChip(dst *ebiten.Image, r image.Rectangle, seat int, names []scenes.SeatColor) {
	c, rim, mark := chipColours(names[seat].C)
	ui.FillRect(dst, r, rim)
	ui.FillRect(dst, r.Inset(1), c)
	if ui.Symbols && r.Dx() >= 9 {
		ui.SeatSymbol(dst, r.Min.Add(image.Pt(2, 2)), seat, 1, mark)
	}
}

// chipColours are a log chip's colours for a seat's colour c: c itself,
// the rim (ink round a light colour, sand round one too dark to part from
// the panel) and the symbol's ink.
func chipColours(c color.RGBA) (fill, rim, mark color.RGBA) {
	if palette.Contrast(c, ui.Dusk) < 2 {
		return c, ui.Sand, ui.Cream
	}
	return c, ui.Ink, ui.Ink
}

// chipRoom is what the log keeps before a seat's name inside a line for
// its chip: two spaces that do not break, so that the chip stays with
// the name on the line the wrap gives it.
const chipRoom = "\u00a0\u00a0"

// chipNames is a log entry with room kept for a chip before every seat's
// name (a whole word) but the one that begins it (the line's own chip,
// drawn at its start, is that one's).
func chipNames(entry string, seats []scenes.SeatColor) string {
	var b strings.Builder
	rest := entry
	first := true
	for rest != "" {
		at, seat := firstName(rest, seats)
		if seat < 0 {
			b.WriteString(rest)
			break
		}
		n := len(logName(seats[seat]))
		b.WriteString(rest[:at])
		if !(first && at == 0 && b.Len() == 0) {
			b.WriteString(chipRoom)
		}
		b.WriteString(rest[at : at+n])
		rest = rest[at+n:]
		first = false
	}
	return b.String()
}

// firstName is where the first seat's name in text begins (a whole word:
// "Red", "Red's", not "Redwood"), and whose it is; -1 where none is.
func firstName(text string, seats []scenes.SeatColor) (at, seat int) {
	at, seat = len(text), -1
	for i, sc := range seats {
		name := logName(sc)
		for from := 0; from < len(text); {
			j := strings.Index(text[from:], name)
			if j < 0 {
				break
			}
			j += from
			end := j + len(name)
			if (j == 0 || !isLetter(text[j-1])) && (end == len(text) || !isLetter(text[end])) {
				if j < at {
					at, seat = j, i
				}
				break
			}
			from = j + 1
		}
	}
	return at, seat
}

// seatNamed is the seat whose name (as the log says it) text is, or -1.
func seatNamed(text string, seats []scenes.SeatColor) int {
	for i, sc := range seats {
		if logName(sc) == text {
			return i
		}
	}
	return -1
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

// ZoomPlate fills the zoom bar (the strip at the top of a camera's view
// that the zoom control ends) while the control is shown (not under the
// result, where the board is only looked at): the zoom ("x2.5"), for the
// player's bearings, or where a finger's tap on the board zooms in rather
// than plays (Camera.Small), that it does; and the table's note (the
// variant), where the top bar has no room for it (see zoomPlates).
func (k *Kit) ZoomPlate(dst *ebiten.Image, cam *Camera) {
	// Plates on the felt hide what the board drew under them.
	done := ui.Overlay()
	defer done()
	for _, p := range k.zoomPlates(cam) {
		k.plate(dst, p.text, p.at.X, p.at.Y, p.face, p.colour)
	}
}

// ZoomPlates is where the zoom bar's plates lie (ZoomPlate), so a table's
// own plates on the felt (a legend) keep clear of them.
func (k *Kit) ZoomPlates(cam *Camera) image.Rectangle {
	var r image.Rectangle
	for _, p := range k.zoomPlates(cam) {
		w, _ := ui.MeasureIn(p.face, p.text)
		r = r.Union(image.Rect(p.at.X-2, p.at.Y, p.at.X+w+2, p.at.Y+ui.LineH+1))
	}
	return r
}

// zoomPlate is one plate of the zoom bar: its words, face, colour and top
// left.
type zoomPlate struct {
	text   string
	face   ui.Face
	colour color.Color
	at     image.Point
}

// zoomPlates lays out the zoom bar's plates: right against the zoom
// control, side by side where one line holds them, else one above the
// other, each in the body face where it fits and else the small one; the
// note is left out where the bar has no second line for it.
func (k *Kit) zoomPlates(cam *Camera) []zoomPlate {
	if len(k.zoomBs) == 0 || k.zoomBs[0].Hidden {
		return nil
	}
	zoom := cam.Label() // (the zoom alone: what a tap does the status line says, tapZoom)
	if k.zoomCap > 0 && cam.Cap >= k.zoomCap+ui.LineH+1 {
		// A BandKeeper's band taller than the bar: the zoom beside the
		// control, level with the band's first row, which stops short of
		// it (the tenth reader missed the zoom once laid under the
		// control).
		c := k.ZoomControl()
		w, _ := ui.Measure(zoom)
		return []zoomPlate{{zoom, ui.Body, ui.Sand, image.Pt(c.Min.X-6-w, cam.View.Min.Y+1)}}
	}
	bar := image.Rect(cam.View.Min.X+6, cam.View.Min.Y, k.ZoomControl().Min.X-6, cam.View.Min.Y+cam.Cap)
	mid := (bar.Min.Y + bar.Max.Y - ui.LineH) / 2
	lines := []string{zoom}
	if note := k.barNote(); note != "" {
		zw, _ := ui.Measure(zoom)
		nw, _ := ui.Measure(note)
		switch {
		case nw+12+zw <= bar.Dx():
			return []zoomPlate{
				{note, ui.Body, ui.DoveGrey, image.Pt(bar.Max.X-zw-12-nw, mid)},
				{zoom, ui.Body, ui.Sand, image.Pt(bar.Max.X-zw, mid)},
			}
		case 2*(ui.LineH+1)+2 <= bar.Dy():
			lines = []string{note, zoom}
		}
	}
	// A line the small face cannot hold either: the zoom says its step
	// alone, and a note is left out (the setup and the result name it).
	fits := func(l string) bool { w, _ := ui.MeasureIn(ui.Small, l); return w <= bar.Dx() }
	if !fits(lines[len(lines)-1]) {
		lines[len(lines)-1] = cam.Label()
	}
	if len(lines) > 1 && !fits(lines[0]) {
		lines = lines[1:]
	}
	var out []zoomPlate
	y := (bar.Min.Y + bar.Max.Y - len(lines)*(ui.LineH+1) - (len(lines)-1)*2) / 2
	for i, l := range lines {
		f := ui.Body
		if w, _ := ui.MeasureIn(f, l); w > bar.Dx() {
			f = ui.Small
		}
		c := ui.Sand
		if len(lines) > 1 && i == 0 {
			c = ui.DoveGrey // the note
		}
		w, _ := ui.MeasureIn(f, l)
		out = append(out, zoomPlate{l, f, c, image.Pt(bar.Max.X-w, y)})
		y += ui.LineH + 3
	}
	return out
}

// plate draws words on an ink plate in the zoom bar, its top left at x, y.
func (k *Kit) plate(dst *ebiten.Image, s string, x, y int, f ui.Face, c color.Color) {
	w, _ := ui.MeasureIn(f, s)
	r := image.Rect(x-2, y, x+w+2, y+ui.LineH+1)
	ui.Cover(r)
	ui.FillRect(dst, r, ui.Ink)
	ui.TextIn(dst, f, s, x, y+(ui.LineH-f.LineHeight()+1)/2, c)
}

// logIcon is the room a log entry's seat chip takes at its left.
const logIcon = 12

// LogW is how wide a log panel must be to hold each of lines on one line
// of its own (a table's short entries, in the player's language).
func LogW(lines ...string) int { return ui.WidestIn(ui.Body, lines...) + 16 + logIcon }

// LogTagW is the room a log entry's tag of size sz (LogTagger's
// LogTagSize) takes before its words, its gap to them counted in.
func LogTagW(sz image.Point) int { return sz.X + 3 }

// LogNeed is the height a log panel w wide takes to show every entry of
// the log whole in the body face under its title (as fitLog lays it out):
// a table whose log holds little yet (a game's opening) sizes its panel
// by it, not a box half empty.
func (k *Kit) LogNeed(w int) int {
	names := scenes.SeatColors(k.name)
	lines, rules := 0, 0
	for _, r := range k.logRules(k.Log, w) {
		rules += r
	}
	tw := k.tags().w
	for _, e := range k.Log {
		lines += len(ui.Wrap(chipNames(e, names), w-16-logIcon-tw))
	}
	return 20 + lines*ui.LineH + rules + 6
}

// LogShown says what the log panel shows now: how many whole entries,
// and how many pixels of it lie bare under its last line (its padding
// left out), so that a layout can be checked for a log that shows one
// entry in a box with room for more.
func (k *Kit) LogShown() (entries, bare int) {
	r := k.frame.Log
	if r.Dy() < 20+ui.LineH || r.Dx() < 60 {
		return 0, 0
	}
	f := k.fitFrameLog(r)
	for _, l := range f.lines {
		if l.seat >= 0 || l.note {
			entries++
		}
	}
	return entries, r.Dy() - 6 - f.height()
}

// LogTagger is a table whose log entries carry a tag of figures before
// their words (Falconry's order-of-play figures, drawn as the board's
// badges, so the entry of each numbered play says its number), drawn by
// the table itself (the badges' one look).
type LogTagger interface {
	// LogTag is the figures of the tag of the log's entry i ("": none).
	LogTag(i int) string
	// LogTagSize is the size of a tag's plate in a line h pixels high.
	LogTagSize(label string, h int) image.Point
	// DrawLogTag draws a tag's plate in r.
	DrawLogTag(dst *ebiten.Image, label string, r image.Rectangle)
}

// logTags are the log's entries' tags (LogTagger), one an entry ("":
// none), and the room the widest takes before the words of a line of the
// body face (0 where no entry has one).
type logTags struct {
	labels []string
	w      int
	h      int // the tallest tag's height, in a body line
}

// tags are the log's tags where the table tags its entries.
func (k *Kit) tags() logTags {
	tg, ok := k.g.(LogTagger)
	if !ok {
		return logTags{}
	}
	var t logTags
	for i := range k.Log {
		l := tg.LogTag(i)
		if l == "" {
			continue
		}
		if t.labels == nil {
			t.labels = make([]string, len(k.Log))
		}
		t.labels[i] = l
		sz := tg.LogTagSize(l, ui.LineH)
		t.w, t.h = max(t.w, LogTagW(sz)), max(t.h, sz.Y)
	}
	return t
}

// TagsShownIn says how many of the log's tagged entries (LogTagger) a log
// panel r shows whole, and how many there are: a table lays its log out
// so that every play its board numbers has its entry in view.
func (k *Kit) TagsShownIn(r image.Rectangle) (shown, all int) {
	t := k.tags()
	for _, l := range t.labels {
		if l != "" {
			all++
		}
	}
	if all == 0 || r.Dy() < 20+ui.LineH || r.Dx() < 60 {
		return 0, all
	}
	names := scenes.SeatColors(k.name)
	var f logFit
	if key := k.frame.LogKey; key > 0 && r == k.frame.Log {
		f = fitLogAs(k.Log, r, names, false, key, t)
	} else {
		f = fitLogTagged(k.Log, r, names, t)
	}
	for _, l := range f.lines {
		if l.tag != "" {
			shown++
		}
	}
	return shown, all
}

// LogTagsShown are the tags of the entries the log panel shows now, in
// order (tests).
func (k *Kit) LogTagsShown() []string {
	var out []string
	r := k.frame.Log
	if r.Dy() < 20+ui.LineH || r.Dx() < 60 {
		return nil
	}
	for _, l := range k.fitFrameLog(r).lines {
		if l.tag != "" {
			out = append(out, l.tag)
		}
	}
	return out
}

// scrollLog scrolls the log's panel back through older entries and on
// to the newest: a tap or click on it shows the entries before those in
// view (past the oldest, the newest again), the wheel and a drag along it
// an entry at a time. It reports whether the frame's pointer was the
// log's.
func (k *Kit) scrollLog(f *input.Frame) bool {
	return k.scrollLogIn(f, k.frame.Log)
}

// scrollLogIn scrolls the log drawn in r as scrollLog does (r: the log's
// panel, or its place above a docked result, EndLog).
func (k *Kit) scrollLogIn(f *input.Frame, r image.Rectangle) bool {
	if r.Empty() || !f.HasPtr {
		return false
	}
	back := k.logBackNow()
	switch {
	case f.Wheel != 0 && f.Pointer.In(r):
		if f.Wheel > 0 {
			back++
		} else {
			back--
		}
	case f.Tap && f.Pointer.In(r) && r == k.frame.Log && !k.logOpen && !k.openLog().Empty():
		k.logOpen, back = true, 0 // (opened over the table, its newest entries: LogOpener)
	case f.Tap && f.Pointer.In(r):
		fit := k.fitFrameLog(r)
		if !fit.older {
			back = 0
		} else {
			back += max(1, fit.entries)
		}
	case f.Drop && f.DragFrom.In(r):
		back += (f.Pointer.Y - f.DragFrom.Y) / max(1, ui.LineH)
	case f.Dragging && f.DragFrom.In(r):
		return true // (the drag is the log's, not the board's)
	default:
		return false
	}
	k.logBack, k.logBackOf = min(max(0, back), max(0, len(k.Log)-1)), len(k.Log)
	return true
}

// logBackNow is how far the log is scrolled back now: none once an entry
// came after the scroll.
func (k *Kit) logBackNow() int {
	if k.logBackOf != len(k.Log) {
		return 0
	}
	return min(k.logBack, max(0, len(k.Log)-1))
}

// LogBack says how many of the log's newest entries are scrolled out of
// its view (tests).
func (k *Kit) LogBack() int { return k.logBackNow() }

// logLine is a line of the log panel.
type logLine struct {
	tag    string // the entry's tag, on its first line (LogTagger)
	entry  int    // the log's entry the line is part of
	text   string
	newest bool
	group  bool // the first line of a turn (a seat other than the last's) or of a note or after one
	seat   int  // the seat an entry begins with, on its first line (else -1)
	note   bool // the first line of an entry no seat begins (a note): its mark
	gap    int  // on a group's line, the room its rule adds over it (inkRoom)
}

// logFit is what a log panel shows: its lines, in which face, from how far
// below the panel's top, and whether its title has a line.
type logFit struct {
	lines        []logLine
	face         sprites.Face
	lineH, top   int
	title, whole bool // whole: the newest entry is shown whole
	tagW         int  // the room the entries' tags take after their chips
	tagH         int  // the tallest tag's height (logTags.h)
	// older: entries older than those shown (the panel scrolls back to
	// them), and the tags of those that have one; entries: how many are
	// shown; back: how many newer are scrolled out of view.
	older     bool
	olderTags []string
	entries   int
	back      int
	// olderBtn: the button that says which numbered plays lie before
	// those in view (a tap shows them); empty where there are none.
	olderBtn image.Rectangle
}

// ruleClear is the ground a log's rule between two turns keeps from the
// letters' ink above it and below it: 2 px by Japanese, whose glyphs fill
// the line (their ink lay 0 and 1 px from the rule, reader 31), 1 px by
// Latin letters, which keep their own room over their capitals and
// under the x-height (a descender touched the rule under it: now 1 px,
// 2 over a line without one), at no cost to the lines' pitch.
func ruleClear(japanese bool) int {
	if japanese {
		return 2
	}
	return 1
}

// japaneseLine reports whether a log line holds kana or kanji.
func japaneseLine(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			return true
		}
	}
	return false
}

// inkRoom is the room the rule between two lines in face f adds to their
// pitch, the ink of the line above ending end px under its top and the
// ink of the line below starting start px under its own: what the ink
// leaves short of ruleClear each side of a pixel's rule (none for Latin
// lines; 3 or 4 px for Japanese).
func inkRoom(f sprites.Face, end, start int, japanese bool) int {
	free := lineHOf(f) - end + start // (the rows between the two lines' ink at their pitch)
	return max(0, 2*ruleClear(japanese)+1-free)
}

// inkOf is where line l's ink lies in its line (lineInk), a name's chip
// inside it too and, on a Japanese line, its tag (LogTagger, tagH high),
// each centred on the line (a Latin line's tag, the board's badge, keeps
// the rule a pixel off as its letters do).
func inkOf(f sprites.Face, l logLine, tagH int) (top, bottom int) {
	top, bottom = lineInk(f, l.text)
	if strings.Contains(l.text, chipRoom) { // a name's chip inside the line (drawLog)
		t := (lineHOf(f) - 9) / 2
		top, bottom = min(top, t), max(bottom, t+9)
	}
	if l.tag != "" && tagH > 0 && japaneseLine(l.text) {
		t := (lineHOf(f) - tagH) / 2
		top, bottom = min(top, t), max(bottom, t+tagH)
	}
	return top, bottom
}

// lineHOf is a face's line height.
func lineHOf(f sprites.Face) int {
	if f == ui.Small {
		return ui.SmallLineH
	}
	return ui.LineH
}

// lineY is how far line i of the log lies under the panel's top: its
// lines' pitch, and the room each rule above it adds (inkRoom).
func (f logFit) lineY(i int) int {
	y := f.top + i*f.lineH
	for j := 1; j <= i && j < len(f.lines); j++ {
		if f.lines[j].group {
			y += f.lines[j].gap
		}
	}
	return y
}

// height is how far under the panel's top the log's last line ends.
func (f logFit) height() int { return f.lineY(len(f.lines)) }

// ruleY is where the rule over line i lies under the panel's top: midway
// between the ink of the line above and of line i's letters.
func (f logFit) ruleY(i int) int {
	_, above := inkOf(f.face, f.lines[i-1], f.tagH)
	below, _ := inkOf(f.face, f.lines[i], f.tagH)
	a, b := f.lineY(i-1)+above, f.lineY(i)+below // (the ink ends at a, starts at b)
	return (a + b - 1) / 2
}

// lineInk is where a line's letters hold ink, from how far under the
// line's top to where they end (text is drawn a pixel under it).
func lineInk(face sprites.Face, text string) (top, bottom int) {
	top, bottom = lineHOf(face), 0
	for _, r := range text {
		if in := sprites.InkIn(face, r); !in.Empty() {
			top, bottom = min(top, in.Min.Y+1), max(bottom, in.Max.Y+1)
		}
	}
	if bottom == 0 {
		return 1, lineHOf(face) - 1
	}
	return top, bottom
}

// logRuleRoom is the most room a rule between two of the log's entries
// takes (inkRoom), in a panel w wide: what a log sized for a few entries
// keeps for each rule between them.
func (k *Kit) logRuleRoom(log []string, w int) int {
	most := 0
	for _, r := range k.logRules(log, w) {
		most = max(most, r)
	}
	return most
}

// logRules is the room each rule between two of log's entries takes in a
// panel w wide, in the body face (inkRoom, as fitLogAs lays them out).
func (k *Kit) logRules(log []string, w int) []int {
	names := scenes.SeatColors(k.name)
	tags := k.tags()
	var out []int
	var last logLine
	for i, e := range log {
		wrapped := ui.Wrap(chipNames(e, names), w-16-logIcon-tags.w)
		if len(wrapped) == 0 {
			continue
		}
		first := logLine{text: wrapped[0]}
		if i < len(tags.labels) && log[i] == k.logAt(i) {
			first.tag = tags.labels[i]
		}
		if i > 0 && startsGroup(log[i-1], e, names) {
			_, end := inkOf(ui.Body, last, tags.h)
			start, _ := inkOf(ui.Body, first, tags.h)
			out = append(out, inkRoom(ui.Body, end, start, japaneseLine(last.text+first.text)))
		}
		last = logLine{text: wrapped[len(wrapped)-1]}
		if len(wrapped) == 1 {
			last.tag = first.tag
		}
	}
	return out
}

// logAt is the log's entry i, or "" past its end.
func (k *Kit) logAt(i int) string {
	if i < len(k.Log) {
		return k.Log[i]
	}
	return ""
}

// startsGroup reports whether the log's entry e after prev begins a turn
// of its own (another seat's, or a note): a rule goes between them.
func startsGroup(prev, e string, names []scenes.SeatColor) bool {
	a, seat := leadingSeat(prev, names), leadingSeat(e, names)
	return a != seat || seat < 0
}

// olderGap is the room between a log line's words and the button of its
// older plays (logFit.olderBtn).
const olderGap = 3

// LogOlderRoom is the width the log's button of its older plays takes
// from its lines, where it shows (LogTagger): a table that sizes its log
// by its entries (LogW) adds it where plays may lie folded behind it.
func LogOlderRoom() int {
	return olderButtonW() + olderGap + 2 - 8 // (the words end olderGap short of it; the panel's margin is 8, the button's 2)
}

// olderButtonW is the width of the log's button of its older plays: a
// finger's size.
func olderButtonW() int { return ui.Finger }

// olderLabel is what the log's button of its older plays says of them:
// the first and the last figures ("1-3"), or the one.
func olderLabel(tags []string) string {
	first, last := tags[0], tags[len(tags)-1]
	if i := strings.IndexByte(first, ','); i >= 0 {
		first = first[:i]
	}
	if i := strings.LastIndexByte(last, ','); i >= 0 {
		last = last[i+1:]
	}
	if first == last {
		return first
	}
	return first + "-" + last
}

// LogOlderButton is where the log's button of its older plays is (tests);
// empty where it has none.
func (k *Kit) LogOlderButton() image.Rectangle {
	r := k.frame.Log
	if r.Dy() < 20+ui.LineH || r.Dx() < 60 {
		return image.Rectangle{}
	}
	return k.fitFrameLog(r).olderBtn
}

// fitLog fits the log into the panel r: whole entries, the newest last,
// as many as fit, never the tail of one cut off at the top. The newest,
// longer than the panel, takes the small face (the kit's order: wrap,
// then the small face); where even that does not hold it under the
// title, the title gives its line up, so that the panel always says what
// just happened, whole. Only where nothing holds it is it cut, its
// beginning showing who did what.
func fitLog(log []string, r image.Rectangle, names []scenes.SeatColor) logFit {
	return fitLogTagged(log, r, names, logTags{})
}

// fitLogTagged fits the log as fitLog does, its entries' tags (tags)
// before their words.
func fitLogTagged(log []string, r image.Rectangle, names []scenes.SeatColor, tags logTags) logFit {
	var best logFit
	for _, title := range []bool{true, false} {
		top := 20
		if !title {
			top = 6
		}
		f := fitLogAs(log, r, names, title, top, tags)
		if title {
			best = f
		}
		// A strip too short for its title over two lines (a phone's
		// board that takes the height: the log's last lines in its zoom
		// bar): the title gives its line up where that keeps the newest
		// entry in the body face, not the small one under the title.
		strip := r.Dy() < 2*ui.LineH+26
		if strip && title && f.face == ui.Small {
			continue
		}
		if strip && !title && f.face == ui.Small && best.whole && len(best.lines) > 0 {
			return best
		}
		if f.whole && (len(f.lines) > 0 || len(log) == 0) {
			return f
		}
	}
	return best
}

// fitLogAs fits the log into the panel r as fitLog does, its lines from
// top pixels under the panel's top, with its title or without.
func fitLogAs(log []string, r image.Rectangle, names []scenes.SeatColor, title bool, top int, tags logTags) logFit {
	{
		f := logFit{face: ui.Body, lineH: ui.LineH, top: top, title: title, whole: true, tagW: tags.w, tagH: tags.h}
		room := max(0, r.Dy()-top-6)
		maxLines := room / ui.LineH
		for i := len(log) - 1; i >= 0; i-- {
			text := chipNames(log[i], names)
			entry := ui.Wrap(text, r.Dx()-16-logIcon-tags.w)
			rule := 0 // the rule between this entry and the one after it, where that begins a turn
			if len(f.lines) > 0 && f.lines[0].group && len(entry) > 0 {
				above := logLine{text: entry[len(entry)-1]}
				if len(entry) == 1 && i < len(tags.labels) {
					above.tag = tags.labels[i]
				}
				_, end := inkOf(f.face, above, f.tagH)
				start, _ := inkOf(f.face, f.lines[0], f.tagH)
				rule = inkRoom(f.face, end, start, japaneseLine(above.text+f.lines[0].text))
			}
			if f.height()-top+rule+len(entry)*ui.LineH > room {
				if len(f.lines) > 0 && leadingSeat(log[i], names) < 0 {
					// A note (the code, the goal: no seat's move) too
					// long for the room left gives its place to the
					// shorter notes before it, not a bare half panel.
					continue
				}
				if len(f.lines) > 0 {
					break
				}
				small := ui.WrapIn(ui.Small, text, r.Dx()-16-logIcon-tags.w)
				if n := (r.Dy() - top - 4) / ui.SmallLineH; len(small) <= n {
					entry, f.face, f.lineH = small, ui.Small, ui.SmallLineH
				} else {
					entry, f.whole = entry[:maxLines], false
				}
			}
			if len(entry) == 0 {
				break // a panel with room for its title alone
			}
			block := make([]logLine, len(entry))
			for j, t := range entry {
				block[j] = logLine{text: t, newest: i == len(log)-1, seat: -1, entry: i}
			}
			seat := leadingSeat(log[i], names)
			block[0].seat = seat // the first line is always in view
			if i < len(tags.labels) {
				block[0].tag = tags.labels[i]
			}
			block[0].note = seat < 0
			// A rule between turns, and round an entry no seat begins
			// (French's "Le fauconnier d'Or piège..."): where one event
			// ends is seen even where its lines wrap.
			if i > 0 && startsGroup(log[i-1], log[i], names) {
				block[0].group = true
			}
			if len(f.lines) > 0 && f.lines[0].group {
				_, end := inkOf(f.face, block[len(block)-1], f.tagH)
				start, _ := inkOf(f.face, f.lines[0], f.tagH)
				f.lines[0].gap = inkRoom(f.face, end, start, japaneseLine(block[len(block)-1].text+f.lines[0].text))
			}
			f.lines = append(block, f.lines...)
		}
		return f
	}
}

// firstEntry is the oldest of the log's entries f shows (a large number
// where it shows none).
func firstEntry(f logFit) int {
	first := int(^uint(0) >> 1)
	for _, l := range f.lines {
		first = min(first, l.entry)
	}
	return first
}

// fitFrameLog fits the log into its panel r: as fitLog does, or, where
// the table keeps its key at the panel's top (Frame.LogKey), under the
// key, with no title.
func (k *Kit) fitFrameLog(r image.Rectangle) logFit {
	names := scenes.SeatColors(k.name)
	tags := k.tags()
	log, back := k.Log, 0
	if r == k.frame.Log || r == k.endLog {
		// Scrolled back: the entries up to the one in view last, none
		// of them the newest.
		back = k.logBackNow()
		log = log[:len(log)-back]
		if len(tags.labels) > len(log) {
			tags.labels = tags.labels[:len(log)]
		}
	}
	keyed := k.frame.LogKey > 0 && r == k.frame.Log
	fitOf := func(log []string, r image.Rectangle) logFit {
		if keyed {
			return fitLogAs(log, r, names, false, k.frame.LogKey, tags)
		}
		return fitLogTagged(log, r, names, tags)
	}
	fitIn := func(r image.Rectangle) logFit {
		f := fitOf(log, r)
		// A failed puzzle's try under its result: what just happened is
		// the side's move and the answer that refuted it, both in view.
		// Where the panel does not hold them with the entry that says the
		// try failed (the result's sheet under it says that again), that
		// entry gives its lines up, then the title its line.
		if from, verdict, ok := k.failedLog(); ok && back == 0 && firstEntry(f) > from {
			moves := log[:verdict]
			g := fitOf(moves, r)
			// (The title keeps its line where it holds the marks' legend:
			// without it the legend went over the board's art.)
			gw, _ := ui.Measure(lang.T("table.log"))
			if firstEntry(g) > from && !keyed && r.Dx()-16-gw-12 < MoveLegendSize().X {
				g = fitLogAs(moves, r, names, false, 6, tags)
			}
			if firstEntry(g) > from && !keyed {
				// Still short of the side's move (a 360x800 phone, the
				// rules' room between turns): the title gives its line
				// up too, the legend going to the table's strip.
				g = fitLogAs(moves, r, names, false, 6, tags)
			}
			if firstEntry(g) <= from && g.whole {
				f = g
			}
		}
		f.back = back
		first := len(log)
		for i := range f.lines {
			if back > 0 {
				f.lines[i].newest = false
			}
			if f.lines[i].seat >= 0 || f.lines[i].note {
				f.entries++
			}
			first = min(first, f.lines[i].entry)
		}
		f.older = first > 0 && len(f.lines) > 0
		if f.older {
			for _, l := range tags.labels[:min(first, len(tags.labels))] {
				if l != "" {
					f.olderTags = append(f.olderTags, l)
				}
			}
		}
		return f
	}
	f := fitIn(r)
	if _, ok := k.g.(LogTagger); !ok || !f.older || len(f.olderTags) == 0 {
		return f
	}
	// Numbered plays older than those in view (a phone's log of three
	// entries under a board that numbers six): a button a finger's size
	// at the lines' right says which ("1-3" under an arrow up), and a tap
	// on it (on the log) shows them; the entries wrap in the width it
	// leaves them.
	if r.Dy()-6 < ui.Finger {
		// A strip hardly a finger high (the log in a phone's zoom bar,
		// one entry in it): the strip itself is the control, a finger's
		// size, its entry's words left whole in the body face.
		f.olderBtn = r
		return f
	}
	narrow := r
	narrow.Max.X -= LogOlderRoom()
	f = fitIn(narrow)
	if !f.older || len(f.olderTags) == 0 {
		return f
	}
	// A finger high, from the first entry's line down (the title's line
	// keeps "Thinking..." at its right), up over it where the panel ends
	// sooner.
	top := min(r.Min.Y+f.top, r.Max.Y-3-ui.Finger)
	f.olderBtn = image.Rect(r.Max.X-2-olderButtonW(), top, r.Max.X-2, top+ui.Finger)
	return f
}
