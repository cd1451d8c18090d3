package scenes

import (
	"image"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Result is the end-of-game overlay: who won, why, rematch or menu.
type Result struct {
	a             *App
	title, reason string
	emblem        string // the game's own sprite, or ""
	rematch       func()
	again         string // the rematch button's words ("Rematch")
	layer         ui.Layer
	t             float64
	panel         image.Rectangle
	extras        []*ui.Button // buttons of its own, before the last
	leave         *ui.Button   // the last button (default: the menu)
	out           *ui.Button   // the way out Escape takes (the last button)
	// A docked result sits where the table's log and buttons were (the
	// game is over: they are no longer needed) and leaves the final board
	// in view; dock says where that is now (nil: a centred dialog).
	dock func() image.Rectangle
	// under is what the table under a docked result does with a frame
	// the panel did not take (the log above it scrolls back): nil, none.
	under func(f *input.Frame) bool
	cards []Card
	// The reason's lines, balanced, for the width they were laid out in.
	reasonW   int
	reasonLns []string
	// mark: a sprite that says how it went (a failed puzzle's seal), in
	// the emblem's place, kept beside the headline wherever the panel is
	// (the headline wraps beside it, on two lines at twice the size); "":
	// the emblem where the headline leaves it room.
	mark string
	// markR is where the mark was last drawn (tests).
	markR image.Rectangle
}

// Card is a player's line on a docked result: the place, the name, the
// score and what scored it; the winners are marked.
type Card struct {
	Place  int    // 1 for the winners
	Name   string // the seat, as the table names it
	Colour color.RGBA
	Score  string // the points ("" in a game without)
	Detail string // what scored them ("" for nothing to add)
	Winner bool
}

// Dock makes the result a panel in the place where (asked again at each
// relayout) instead of a dialog over the board, with a card a player. A
// docked result has no Board button: the board is in view.
func (r *Result) Dock(where func() image.Rectangle, cards []Card) {
	r.dock, r.cards = where, cards
	r.build()
}

// SetUnder gives a docked result's table the frames its panel does not
// take (a wheel, a tap or a drag on the log above it scrolls it back).
func (r *Result) SetUnder(do func(f *input.Frame) bool) { r.under = do }

// Docked reports whether the result is docked, and where (tests).
func (r *Result) Docked() (image.Rectangle, bool) { return r.panel, r.dock != nil }

// Cards are the players' cards of a docked result (tests).
func (r *Result) Cards() []Card { return r.cards }

// AddButton adds a button of the result's own, before the last one.
func (r *Result) AddButton(label, tip string, do func()) {
	r.extras = append(r.extras, &ui.Button{Label: label, Tooltip: tip, OnClick: do})
	r.build()
}

// SetLeave makes the last button go elsewhere than the menu (a puzzle's
// result goes back to the puzzles).
func (r *Result) SetLeave(label string, do func()) {
	r.leave = &ui.Button{Label: label, OnClick: do}
	r.build()
}

// SetAgain names the rematch button (an online game's goes back to online
// play).
func (r *Result) SetAgain(label string) { r.again = label; r.build() }

// NewResult builds the overlay; rematch starts a new game with the same seats.
func NewResult(a *App, title, reason string, rematch func()) *Result {
	r := &Result{a: a, title: title, reason: reason, rematch: rematch, again: lang.T("result.rematch")}
	r.build()
	return r
}

// SetEmblem shows a game's own sprite under the headline.
func (r *Result) SetEmblem(name string) { r.emblem = name; r.build() }

// SetMark shows a sprite that says how it went beside the headline, in
// place of the emblem, on every canvas (a failed puzzle's lost seal).
func (r *Result) SetMark(name string) { r.mark = name; r.build() }

// Mark is the sprite set by SetMark ("": none).
func (r *Result) Mark() string { return r.mark }

// MarkRect is where the mark was last drawn (tests; empty: none).
func (r *Result) MarkRect() image.Rectangle { return r.markR }

// MarkW is the width the mark takes beside the headline (its sprite at
// twice the size and a gap); 0 without one.
func (r *Result) MarkW() int { return markW(r.mark) }

func markW(name string) int {
	if name == "" {
		return 0
	}
	w, _ := sprites.Size(name)
	return 2*w + 6
}

func (r *Result) Relayout() { r.build() }

// build places the panel and its buttons.
func (r *Result) build() {
	r.layer.Clear()
	r.reasonLns = nil // (the language may have changed)
	bh := resultBH()
	menu := func() {
		r.a.Audio.StartMusic()
		r.a.Switch(NewMenu(r.a))
	}
	leave := r.leave
	if leave == nil {
		leave = &ui.Button{Label: lang.T("result.menu"), OnClick: menu}
	}
	r.out = leave
	again := &ui.Button{Label: r.again, Primary: true, OnClick: r.rematch}
	r.panel = r.place()
	bs := append(append([]*ui.Button{again}, r.extras...), leave)
	rows := r.dockRows(len(bs))
	cols := (len(bs) + rows - 1) / rows
	p := r.panel.Inset(6)
	p.Max.Y -= r.foot()
	bsH := rows*bh + (rows-1)*4
	row := image.Rect(p.Min.X, p.Max.Y-bsH, p.Max.X, p.Max.Y)
	// Where the rows are not full, the first (the rematch's) holds fewer,
	// each wider: no button alone on the last row.
	first := len(bs) - (rows-1)*cols
	cells := ui.Grid(image.Rect(row.Min.X, row.Min.Y, row.Max.X, row.Min.Y+bh), first, 1, 4)
	if rows > 1 {
		cells = append(cells, ui.Grid(image.Rect(row.Min.X, row.Min.Y+bh+4, row.Max.X, row.Max.Y), cols, rows-1, 4)...)
	}
	for i, b := range bs {
		b.R = cells[i]
		r.layer.Add(b)
	}
}

// place is the panel's place: where it docks, or (nothing to dock to) a
// panel centred on the canvas, as tall as it needs.
func (r *Result) place() image.Rectangle {
	if r.dock != nil {
		return r.dock()
	}
	w := min(340, ui.W-16)
	return ui.Centre(ui.Full(), w, min(ui.H-16, DockNeedBeside(w, r.MarkW(), r.title, r.reason, r.cards, len(r.extras))-homeFoot()))
}

// dockRows is how many rows n buttons take across a docked panel: as few
// as leave each room for its words, and where the panel has the height for
// it, as few as leave each its words with a comfortable margin (a label
// that nearly fills its button looks squeezed: the rematch then has a row
// of its own).
func (r *Result) dockRows(n int) int {
	rows := r.rowsWith(n, tightPad)
	if roomy := r.rowsWith(n, roomyPad); roomy > rows && r.dock != nil &&
		dockH(r.panel.Dx(), r.MarkW(), r.title, r.reason, r.cards, roomy, 0) <= r.panel.Dy() {
		return roomy
	}
	return rows
}

// tightPad and roomyPad are the least room beside a result button's words,
// both sides together: the least there is, and the margin a button has
// where the panel has the height for more rows.
const (
	tightPad = 14
	roomyPad = 28
)

// rowsWith is how many rows n buttons take where each needs pad beside its
// words.
func (r *Result) rowsWith(n, pad int) int {
	labels := []string{lang.T("result.menu")}
	for _, b := range r.extras {
		labels = append(labels, b.Label)
	}
	if r.leave != nil {
		labels = append(labels, r.leave.Label)
	}
	for cols := n; cols > 1; cols-- {
		w := (r.panel.Dx() - 12 - 4*(cols-1)) / cols
		fit := w >= ui.Finger
		for _, l := range labels {
			if tw, _ := ui.Measure(l); tw+pad > w {
				fit = false
			}
		}
		// The rematch has the first row's width: where the rows are not
		// full, that row holds fewer buttons, each wider (build).
		rows := (n + cols - 1) / cols
		first := n - (rows-1)*cols
		if tw, _ := ui.Measure(r.again); tw+pad > (r.panel.Dx()-12-4*(first-1))/first {
			fit = false
		}
		if fit {
			return (n + cols - 1) / cols
		}
	}
	return n
}

// DockNeed is the height a docked result needs at width w with its cards
// and n buttons besides the rematch and the menu: the table's kit makes
// its place at least this tall where it can.
func DockNeed(w int, title, reason string, cards []Card, buttons int) int {
	return DockNeedBeside(w, 0, title, reason, cards, buttons)
}

// DockNeedBeside is DockNeed with a mark ex wide beside the headline
// (Result.MarkW).
func DockNeedBeside(w, ex int, title, reason string, cards []Card, buttons int) int {
	h := DockNeedPlain(w, ex, title, reason, cards, buttons)
	// The large figures where the panel then still leaves the board three
	// fifths of the screen (a game of two; of four, where the panel has
	// the room anyway).
	if big := h + len(cards)*(bigExtra+4); bigCards(w, cards) && big <= ui.H*2/5 {
		h = big
	}
	return h
}

// DockNeedPlain is DockNeedBeside without the large figures: the
// players' cards at the body's size (where the large figures would leave
// the log above the panel too little room for two lines of the last
// moves).
func DockNeedPlain(w, ex int, title, reason string, cards []Card, buttons int) int {
	rows := 1
	if n := buttons + 2; (w-12-4*(n-1))/n < max(ui.Finger, 64) {
		rows = 2
	}
	return dockH(w, ex, title, reason, cards, rows, 0)
}

// bigExtra is how much taller a player's card is drawn with its place and
// score at twice the size.
const bigExtra = 2 * ui.LineH

// bigCards reports whether the players' cards of a panel w wide are drawn
// with the place and the score at twice the size: on a phone upright (one
// design for every game's result there), where what scored each wraps to
// at most one line more beside the large figures than the card was
// measured for (the taller card holds it).
func bigCards(w int, cards []Card) bool {
	return ui.Portrait() && bigFits(w, cards)
}

// bigFits reports whether the players' cards of a panel w wide hold the
// large figures (what scored each wraps to at most one line more beside
// them): on a phone upright always drawn so, and beside a board wherever
// the docked panel has the height for them (the height is the cards',
// not empty bands between them).
func bigFits(w int, cards []Card) bool {
	if len(cards) == 0 {
		return false
	}
	for _, c := range cards {
		if len(detailLines(c.Detail, bigDetailW(w-12, c))) > len(detailLines(c.Detail, w-12-22))+1 {
			return false
		}
	}
	return true
}

// dockH is the height of a docked result at a level of detail: 0 all of
// it, 1 the cards without what scored them, 2 without the reason too.
func dockH(w, ex int, title, reason string, cards []Card, rows, level int) int {
	h := 8 + headH(w, title, ex) + 6 // the headline
	if level < 2 {
		h += len(ui.Wrap(reason, w-16)) * ui.LineH
	}
	h += cardsGap // the cards stand clear of the words above them
	for _, c := range cards {
		if level > 0 {
			c.Detail = ""
		}
		h += cardH(w-12, c) + 3
	}
	return h + 6 + rows*resultBH() + (rows-1)*4 + 10 + homeFoot()
}

// resultBH is the height of a result's button: on a phone (a finger's
// size) grown by the ink edge round its face, so that the face itself is
// a finger's size (44 CSS px; the 44-px button showed a 42-px face, read
// as 40); elsewhere ui.ButtonH.
func resultBH() int { return ui.FaceButtonH() }

// homeFoot is the room a result keeps under its buttons, past its own
// padding, on a phone held upright, where it docks at the screen's foot:
// its buttons end ui.HomeBar over the foot, clear of the home bar
// (they ended 8 CSS px over it); 0 elsewhere.
func homeFoot() int {
	if ui.Portrait() && ui.Finger > 24 {
		return ui.HomeBar - 6
	}
	return 0
}

// foot is the room the panel keeps under its buttons past its padding:
// homeFoot where it reaches the screen's foot.
func (r *Result) foot() int {
	if r.panel.Max.Y >= ui.H {
		return homeFoot()
	}
	return 0
}

// reasonLines lays out what decided the game in lines w wide, as many as
// the words need: on two lines broken between its phrases where they come
// out balanced (ui.ClauseBreak: "... along a row," / "framed on the
// board.", not "... a path of 5 along" / "a row, framed...", which left
// two thirds of a window's panel empty beside it, reader 34); else each
// about as long as the others (no word left alone on the last: the
// narrowest width that keeps the count of lines). Words of
// several paragraphs (a failed puzzle's move, answer and what it leaves)
// take the whole width: narrowed, they would leave a ragged block a
// quarter short of the sheet's edge.
func (r *Result) reasonLines(w int) []string {
	if r.reasonW == w && r.reasonLns != nil {
		return r.reasonLns
	}
	if two := ui.ClauseBreak(ui.Body, r.reason, w); two != r.reason {
		r.reasonW, r.reasonLns = w, strings.Split(two, "\n")
		return r.reasonLns
	}
	lines := ui.Wrap(r.reason, w)
	for nw := w - 6; len(lines) > 1 && nw >= w/2 && !strings.Contains(r.reason, "\n"); nw -= 6 {
		l := ui.Wrap(r.reason, nw)
		if len(l) != len(lines) {
			break
		}
		lines = l
	}
	r.reasonW, r.reasonLns = w, lines
	return lines
}

// detailLines lays what scored a card out in lines w wide: on one line
// where it fits, else broken first between its parts (" · "), each part
// whole on its line where it fits one (no "12)" or "+ 7" left alone on
// the next), and inside a part only where it is wider than a line. The
// separator stands only between two parts on one line: a line never ends
// or begins with it (as ui.Wrap drops it at a break).
func detailLines(d string, w int) []string {
	if lines := ui.Wrap(d, w); len(lines) <= 1 {
		return lines
	}
	var out []string
	line := ""
	for _, p := range strings.Split(d, " · ") {
		if line != "" {
			if tw, _ := ui.Measure(line + " · " + p); tw <= w {
				line += " · " + p
				continue
			}
			out, line = append(out, line), ""
		}
		if tw, _ := ui.Measure(p); tw <= w {
			line = p
			continue
		}
		ls := ui.Wrap(p, w)
		out, line = append(out, ls[:len(ls)-1]...), ls[len(ls)-1]
	}
	return append(out, line)
}

// cardsGap is the room between what decided the game and the players'
// cards.
const cardsGap = 4

// bigDetailW is the width of what scored a card w wide beside the place
// and the score at twice the size.
func bigDetailW(w int, c Card) int {
	pw, _ := ui.Measure(strconv.Itoa(c.Place))
	sw, _ := ui.Measure(c.Score)
	return w - (16 + 2*pw) - 6 - 2*sw - 8
}

// cardH is the height of a player's card w wide: the name's line, and
// what scored it where there is something to say.
func cardH(w int, c Card) int {
	if c.Detail == "" {
		return 6 + ui.LineH
	}
	return 6 + ui.LineH + len(detailLines(c.Detail, w-22))*ui.LineH
}

// headlineAbove lays the headline out beside a mark ex wide
// (headlineBeside), and says whether the mark stands above it instead:
// where the headline at twice the size holds one line only without the
// mark beside it (a headline is one line where it can be).
func headlineAbove(w int, title string, ex int) (lines []string, scale int, above bool) {
	tw, _ := ui.Measure(title)
	if ex > 0 && tw*2+ex > w-16 && tw*2 <= w-16 {
		return []string{title}, 2, true
	}
	lines, scale = headlineBeside(w, title, ex)
	return lines, scale, false
}

// headH is the height of the headline (with the mark ex wide where it
// stands above it: the sprite at twice its size, as tall as it is wide).
func headH(w int, title string, ex int) int {
	lines, scale, above := headlineAbove(w, title, ex)
	if above {
		return ex - 6 + markGap + scale*ui.LineH
	}
	return max(2, len(lines)*scale) * ui.LineH
}

// markGap is the room between a mark and the headline under it.
const markGap = 4

// HeadlineNeed is the width a panel needs for its headline at twice the
// size on one line beside a mark ex wide, with the panel's padding either
// side (the docked result's column grows to it where it can).
func HeadlineNeed(title string, ex int) int {
	tw, _ := ui.Measure(title)
	return 8 + ex + 2*tw + 8
}

// headlineBeside lays the result's headline out in a panel w wide beside an
// emblem ex wide: at twice the size (the title style) on one line, or on
// two; else in the body face, on up to two lines.
func headlineBeside(w int, title string, ex int) (lines []string, scale int) {
	if tw, _ := ui.Measure(title); tw*2+ex <= w-16 {
		return []string{title}, 2
	}
	if l := ui.Wrap(title, (w-16-ex)/2); len(l) <= 2 && ui.WidestIn(ui.Body, l...) <= (w-16-ex)/2 {
		return l, 2
	}
	return ui.Wrap(title, w-16-ex), 1
}

// level is how much a docked result leaves out to fit its place.
func (r *Result) level() int {
	for l := 0; l < 2; l++ {
		if dockH(r.panel.Dx(), r.MarkW(), r.title, r.reason, r.cards, r.dockRows(len(r.extras)+2), l) <= r.panel.Dy() {
			return l
		}
	}
	return 2
}

// drawDocked draws the docked panel: the headline, what decided it, the
// players' cards, and the buttons.
func (r *Result) drawDocked(dst *ebiten.Image) {
	p := r.panel
	sprites.NineSlice(dst, "frame_panel", p, nil)
	defer ui.Within(p)()
	x, y := p.Min.X+8, p.Min.Y+8
	tw, _ := ui.Measure(r.title)
	ex := 0
	r.markR = image.Rectangle{}
	if r.mark != "" {
		w, h := sprites.Size(r.mark)
		ex = r.MarkW()
		my := y + (2*ui.LineH-2*h)/2
		if _, _, above := headlineAbove(p.Dx(), r.title, ex); above {
			my = y
		}
		ui.Sprite(dst, r.mark, x, my, 2)
		r.markR = image.Rect(x, my, x+2*w, my+2*h)
	} else if r.emblem != "" && tw*2+40 < p.Dx() {
		w, h := sprites.Size(r.emblem)
		s := max(1, min(2, 2*ui.LineH/max(1, h)))
		ui.Sprite(dst, r.emblem, x, y+(2*ui.LineH-h*s)/2, s)
		ex = w*s + 6
	}
	lines, scale, above := headlineAbove(p.Dx(), r.title, ex)
	if r.mark == "" { // an emblem stays beside
		lines, scale = headlineBeside(p.Dx(), r.title, ex)
		above = false
	}
	ty, tx := y, x+ex
	if above { // the mark over the headline, which then has the width
		ty, tx = y+ex-6+markGap, x
	}
	if scale == 1 && len(lines) == 1 {
		ty += ui.LineH / 2
	}
	for _, l := range lines {
		ui.Shadow(dst, l, tx, ty, scale, ui.Butter)
		ty += scale * ui.LineH
	}
	if above {
		y += ex - 6 + markGap + scale*ui.LineH + 6
	} else {
		y += max(2, len(lines)*scale)*ui.LineH + 6
	}
	level := r.level()
	if level < 2 {
		for _, l := range r.reasonLines(p.Dx() - 16) {
			ui.Text(dst, l, x, y, ui.Cream)
			y += ui.LineH
		}
	}
	y += cardsGap
	// Where the panel has the height on a phone upright, the cards take it:
	// the place and the score at twice the size, beside the name and what
	// scored it.
	extra := 0
	if level == 0 && (bigCards(p.Dx(), r.cards) || r.dock != nil && bigFits(p.Dx(), r.cards)) {
		spare := p.Dy() - dockH(p.Dx(), r.MarkW(), r.title, r.reason, r.cards, r.dockRows(len(r.extras)+2), 0)
		if spare >= len(r.cards)*(ui.LineH+4) {
			extra = min(bigExtra, spare/len(r.cards)-4)
		}
	}
	// The height the cards leave above the buttons is spread evenly
	// around them (a panel taller than it needs, where the log and the
	// buttons were, shows no empty band at its foot).
	rows := r.dockRows(len(r.extras) + 2)
	top := p.Max.Y - 6 - r.foot() - rows*resultBH() - (rows-1)*4 - 6
	used := 0
	for _, c := range r.cards {
		if level > 0 {
			c.Detail = ""
		}
		used += cardH(p.Dx()-12, c) + extra + 3
		if extra > 0 {
			used += 4
		}
	}
	gap := 0
	if n := len(r.cards); n > 0 && level == 0 {
		gap = max(0, min(3*ui.LineH, (top-y-used)/(n+1)))
	}
	for _, c := range r.cards {
		if level > 0 {
			c.Detail = ""
		}
		h := cardH(p.Dx()-12, c) + extra
		if extra > 0 {
			y += 4
		}
		y += gap
		cr := image.Rect(p.Min.X+6, y, p.Max.X-6, y+h)
		ui.FillRect(dst, cr, ui.Ink)
		edge := ui.Slate
		if c.Winner {
			edge = ui.Butter
		}
		ui.StrokeRect(dst, cr, edge)
		place := strconv.Itoa(c.Place)
		pc := ui.Cream
		if c.Winner {
			pc = ui.Butter
		}
		ty := cr.Min.Y + extra/2 // the name and what scored it, in the middle of the card
		dw := cr.Dx() - 22
		left, sw := 16, 0
		if extra > 0 {
			dw = bigDetailW(cr.Dx(), c)
			ty = cr.Min.Y + (h-6-(1+len(detailLines(c.Detail, dw)))*ui.LineH)/2
			pw, _ := ui.Measure(place)
			ui.TextScaled(dst, place, cr.Min.X+8, cr.Min.Y+(h-2*ui.LineH)/2+1, 2, pc)
			left = 16 + 2*pw
			if c.Score != "" {
				sw, _ = ui.Measure(c.Score)
				sw *= 2
				ui.TextScaled(dst, c.Score, cr.Max.X-8-sw, cr.Min.Y+(h-2*ui.LineH)/2+1, 2, pc)
			}
		} else {
			ui.Text(dst, place, cr.Min.X+5, cr.Min.Y+3, pc)
			if c.Score != "" {
				sw, _ = ui.MeasureIn(ui.Figures, c.Score)
				ui.TextIn(dst, ui.Figures, c.Score, cr.Max.X-5-sw, cr.Min.Y+3, pc)
			}
		}
		x0 := cr.Min.X + left
		ui.FillRect(dst, image.Rect(x0, ty+5, x0+6, ty+11), c.Colour)
		ui.FitText(dst, c.Name, x0+10, ty+3, cr.Max.X-x0-20-sw, ui.Cream)
		for i, l := range detailLines(c.Detail, dw) {
			ui.Text(dst, l, x0, ty+3+(i+1)*ui.LineH, ui.DoveGrey)
		}
		y += h + 3
	}
	r.layer.Draw(dst)
}

func (r *Result) Name() string { return "result" }
func (r *Result) Busy() bool   { return r.t < 0.5 || r.layer.Busy() }

// Reason is what the result says under its headline.
func (r *Result) Reason() string { return r.reason }

// Buttons is how many buttons the result has besides the rematch and the
// way out.
func (r *Result) Buttons() int { return len(r.extras) }

// Title is the headline (tests).
func (r *Result) Title() string { return r.title }

func (r *Result) Update(a *App, f *input.Frame, dt float64) error {
	r.t += dt
	if r.layer.Update(f, dt) {
		return nil
	}
	// Escape (a phone's back) takes the screen's way out: the menu, or
	// where the game came from (a puzzle's list, an online lobby).
	if f.Is(input.Cancel) && r.out != nil && r.out.OnClick != nil {
		r.out.OnClick()
	}
	if r.dock != nil && r.under != nil {
		r.under(f)
	}
	return nil
}

func (r *Result) Draw(dst *ebiten.Image) {
	if r.dock == nil {
		dim(dst, min(r.t*2, 1)*0.6)
	}
	r.drawDocked(dst)
}
