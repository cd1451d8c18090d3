package table

import (
	"fmt"
	"image"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/store"
)

// A review is a finished (or saved) game seen again on its own table: the
// record's actions shown one at a time with the table's own animations,
// the log in step, a bar to scrub through the game (with the Expert's
// analysis drawn on it as it comes), and "play on from here".
type review struct {
	record string   // the game's record as it was opened
	all    []string // its actions, in the record's notation
	mine   []bool   // the seats that were played at this device
	at     int      // how many of them the table shows
	note   string   // the analysis's note on the action from here ("" for none)
	auto   bool     // playing on by itself
	autoT  float64
	drag   bool // the bar is held
	bar    image.Rectangle
	seats  []int        // who made each action (game.Chance for the dice and draws)
	bs     []*ui.Button // first, back, play, next, last
	playOn *ui.Button
	export *ui.Button
	back   *ui.Button
	f      store.Finished // the game as the history keeps it
	an     *analysis      // the Expert's analysis (nil: none for this game)
	shown  analysisShown  // what the analysis had to show when last drawn
	tall   bool           // the bar's chart taller than a button (chartExtra)
	// shorter: sideways, the chart less tall than it would be, where the
	// table needs the room (chartExtra).
	shorter bool
	// top: upright, the strip's top where it sits right under the table's
	// parts, over the log and Play on and Back (stripUnderTable); 0 for
	// the foot of the canvas.
	top int
	// gain: upright, the height the strip takes from the row Play on and
	// Back had at the foot, once they join the transport's row
	// (controlsInStrip): the chart's. noGain: the canvas on which the
	// table made no band for them (the strip at the foot), where they keep
	// their row.
	gain   int
	noGain ui.Screen
	// give: upright, the height the chart gives back to the log on the
	// canvas giveOn (negative: takes), so that the log holds three
	// entries whole (logGive).
	give   int
	giveOn ui.Screen
	// ended: the whole game's log (as the replay opens), by which the
	// log's room is sized once for every step (logGive).
	ended []string
	// legend: sideways where the table needs the room (shorter), where
	// the bar's legend stands, right of the chart, a key a line
	// (legendBeside); empty where it is on a line over the bar.
	legend image.Rectangle
	// panel: sideways, the chart's panel in the band under the table
	// (chartPanel), the legend in it right of the chart; count: where
	// the count of actions shown is said there, beside Export (zero: right
	// of the bar).
	panel image.Rectangle
	count image.Point
	barH  int // sideways, the bar's height in its panel (panelBarH)
	// legendW: the width of the legend in the chart's panel, measured
	// once on the canvas legendOn in the language legendLang for a bar
	// legendBarH tall (the board's marks change with the steps: the chart
	// stays put).
	legendW    int
	legendOn   ui.Screen
	legendLang string
	legendBarH int
	legendAn   bool // (measured with the analysis's keys)
	// column: sideways, the chart, its legend and the transport in the
	// table's column (Frame.Chart), no strip under the table.
	column bool
	// columnW: the width of the legend in the column (ChartColumnNeed).
	columnW int
}

// minPlotExtra is the least chartExtra a chart keeps as it gives its
// height back to the log (logGive): a bar of 85 px, its plot some 75, its three
// marks of the scale apart.
const minPlotExtra = 41

// logGive is the height an upright replay's chart gives back to its log
// in r (negative: takes from it), so that the log holds three entries of
// the game's whole, as long as most of its entries are (sized once for
// every step, so that the chart keeps its height), and no line more:
// whole lines of the log's, as many as the chart can give down to
// minPlotExtra (a line and a bit at least, as before); at most a line
// and a bit taken.
func (k *Kit) logGive(r image.Rectangle) int {
	names := scenes.SeatColors(k.name)
	var each []int
	for _, e := range k.review.ended {
		each = append(each, len(ui.Wrap(chipNames(e, names), r.Dx()-16-logIcon)))
	}
	lines := 3
	if len(each) > 0 {
		slices.Sort(each)
		lines = 3 * max(1, each[len(each)/2])
	}
	head := 20 + 6 + 2*k.logRuleRoom(k.review.ended, r.Dx()) // the title's line, the foot (fitLog) and the rules between three entries
	most := max(ui.LineH+2, k.chartExtra()-minPlotExtra)
	lines = min(lines, (r.Dy()+most-head)/ui.LineH)
	return max(-(ui.LineH + 2), head+lines*ui.LineH-r.Dy())
}

// ReviewStep is the time a replay playing by itself gives each action.
const ReviewStep = 0.9

// Review turns the table into a replay of its match: the table shows the
// game from its start and steps through it; the match's actions are kept
// aside. mine marks the seats that were played at this device ("play on"
// keeps them for people); nil for every seat.
func (k *Kit) Review(f store.Finished) {
	r := &review{record: k.M.Record(), mine: f.Mine, f: f}
	for _, p := range k.M.History() {
		r.all = append(r.all, p.Text)
		r.seats = append(r.seats, p.Seat)
	}
	k.review, k.Unkept = r, true
	k.CancelThinking()
	icon := func(name, tip string, do func()) *ui.Button {
		return &ui.Button{Icon: name, TipKey: tip, OnClick: do}
	}
	r.bs = []*ui.Button{
		icon("icon_first", "review.first.tip", func() { k.stopAuto(); k.ReviewTo(0) }),
		icon("icon_back", "review.back.tip", func() { k.stopAuto(); k.ReviewTo(r.at - 1) }),
		icon("icon_play", "review.play.tip", k.toggleAuto),
		icon("icon_next", "review.next.tip", func() { k.stopAuto(); k.reviewStep() }),
		icon("icon_last", "review.last.tip", func() { k.stopAuto(); k.ReviewTo(len(r.all)) }),
	}
	r.playOn = &ui.Button{Key: "review.play-on", TipKey: "review.play-on.tip", OnClick: k.OfferPlayOn}
	r.back = &ui.Button{Key: "common.back", TipKey: "review.back-to-list.tip", OnClick: k.leaveReview}
	r.export = &ui.Button{Icon: "icon_export", TipKey: "records.export.tip", OnClick: func() { k.A.ExportRecord(r.f) }}
	for _, b := range r.bs {
		k.Layer.Add(b)
	}
	k.Layer.Add(r.playOn, r.export, r.back)
	k.Speaks(append([]*ui.Button{r.playOn, r.export, r.back}, r.bs...)...)
	k.Log = nil
	if n := k.M.KeepFirst(0); n > 0 {
		k.g.Undone(n)
	}
	r.at = 0
	k.over = false
	k.A.Anims.Finish()
	k.ReviewTo(len(r.all)) // the game as it ended, its whole log; a step back from there
	r.ended = slices.Clone(k.Log)
	k.startAnalysis()
	k.Relayout()
}

// leaveReview goes back to the past games, the analysis stopped.
func (k *Kit) leaveReview() {
	k.CancelAnalysis()
	k.A.Pop()
}

// Reviewing reports whether the table is a replay.
func (k *Kit) Reviewing() bool { return k.review != nil }

// ReviewAt is the number of actions the replay shows, and of the game's.
func (k *Kit) ReviewAt() (at, of int) {
	if k.review == nil {
		return len(k.M.History()), len(k.M.History())
	}
	return k.review.at, len(k.review.all)
}

// ReviewBar is where the replay's bar is on the canvas (tests).
func (k *Kit) ReviewBar() image.Rectangle { return k.review.bar }

// ReviewPlot is where the bar's chart of the chances is drawn (tests).
func (k *Kit) ReviewPlot() image.Rectangle { p, _ := chartParts(k.review.bar); return p }

// ReviewTo shows the game after its first j actions: ahead through each
// action, animated when it is one, at once and in silence when it is more
// (going back goes on again from the start).
func (k *Kit) ReviewTo(j int) {
	r := k.review
	if r == nil {
		return
	}
	j = min(max(j, 0), len(r.all))
	k.A.Anims.Finish()
	if j < r.at {
		// Back to the start, and on again to j: what a table keeps of a
		// turn in progress (Columbiz's summary) and the log come out as
		// they were at that moment, however the replay got there.
		if n := k.M.KeepFirst(0); n > 0 {
			k.g.Undone(n)
		}
		k.Log = nil
		r.at = 0
		k.A.Audio.Play("move")
	}
	many := j-r.at > 1
	if many {
		k.A.Audio.Hush(true)
		defer k.A.Audio.Hush(false)
	}
	for r.at < j {
		if !k.reviewApply() {
			break
		}
		if many {
			k.A.Anims.Finish()
		}
	}
	if many {
		k.A.ClearToast() // what the table said on the way is not news at this moment
		if t, ok := k.g.(Ticker); ok {
			t.Tick(5) // nor are its flashes and pops: they are over
		}
	}
	k.over = k.M.State.Terminal()
	k.HintOn = false
	k.hideForReview()
	k.noteMistake()
}

// hideForReview hides what a replay has no use for: the table's own
// buttons (which the table may have shown again for the position), Undo
// and Hint, and Menu (Back takes its place: a replay has nothing to pause).
func (k *Kit) hideForReview() {
	for _, b := range append(append([]*ui.Button(nil), k.own...), k.undoB, k.hintB, k.menuB) {
		b.Hidden = true
	}
}

// reviewStep shows the next action, animated.
func (k *Kit) reviewStep() {
	if r := k.review; r.at < len(r.all) {
		k.ReviewTo(r.at + 1)
	}
}

// reviewApply shows the next action of the record; false when the record
// cannot be replayed (a rules change since: said, and the replay stops
// there).
func (k *Kit) reviewApply() bool {
	r := k.review
	text := r.all[r.at]
	if text != "" && text[0] != '*' {
		if a, err := k.M.State.ParseAction(text); err == nil {
			if p, ok := k.g.(Preparer); ok {
				p.Before(a, true)
			}
		}
	}
	ev, err := k.M.PlayRecorded(text)
	if err != nil {
		k.A.Toast(lang.T("review.broken", "Action", text, "Why", lang.Err(err)))
		r.all = r.all[:r.at]
		return false
	}
	k.g.Animate(ev)
	r.at++
	return true
}

func (k *Kit) toggleAuto() {
	r := k.review
	if r.auto {
		k.stopAuto()
		return
	}
	if r.at == len(r.all) {
		k.ReviewTo(0) // from the start again
	}
	r.auto, r.autoT = true, 0
	r.bs[2].Icon, r.bs[2].TipKey = "icon_pause", "review.pause.tip"
	ui.Respeak(r.bs[2])
}

func (k *Kit) stopAuto() {
	r := k.review
	r.auto = false
	r.bs[2].Icon, r.bs[2].TipKey = "icon_play", "review.play.tip"
	ui.Respeak(r.bs[2])
}

// reviewUpdate runs a frame of a replay: the bar, the keys, and playing by
// itself.
func (k *Kit) reviewUpdate(f *input.Frame, dt float64) {
	r := k.review
	r.bs[0].Disabled = r.at == 0
	r.bs[1].Disabled = r.at == 0
	r.bs[3].Disabled = r.at == len(r.all)
	r.bs[4].Disabled = r.at == len(r.all)
	r.playOn.Disabled = k.M.State.Terminal()
	k.analysisStep(dt)
	if f.HasPtr && f.Pressed && f.Pointer.In(r.bar.Inset(-4)) && r.an != nil && len(r.an.verdicts) > 0 {
		plot, _ := chartParts(r.bar)
		for _, mk := range k.Mistakes() { // a mistake's mark: the moment before it
			if f.Pointer.In(k.mistakeMark(mk, plot).Inset(-2)) {
				k.stopAuto()
				k.ReviewTo(mk.At)
				return
			}
		}
	}
	if f.HasPtr && f.Pressed && f.Pointer.In(r.bar) {
		r.drag = true
		k.stopAuto()
	}
	if r.drag {
		if f.Down {
			if j := k.barStep(f.Pointer.X); j != r.at {
				k.ReviewTo(j)
			}
		}
		if f.Released || f.Cancelled || !f.Down {
			r.drag = false
		}
		return
	}
	switch {
	case f.Is(input.Confirm):
		k.toggleAuto()
	case f.Is(input.Menu) || f.Is(input.Cancel):
		k.leaveReview()
		return
	}
	if r.auto && !k.A.Anims.Busy() && !k.g.Animating() {
		if r.autoT += dt * k.A.Anims.Speed; r.autoT >= ReviewStep {
			r.autoT = 0
			if r.at == len(r.all) {
				k.stopAuto()
			} else {
				k.reviewStep()
			}
		}
	}
}

// reviewKeys steps through a replay with the left and right keys (which
// then move no focus between the buttons).
func (k *Kit) reviewKeys(f *input.Frame) {
	r := k.review
	switch {
	case f.Is(input.Left):
		k.stopAuto()
		k.ReviewTo(r.at - 1)
	case f.Is(input.Right):
		k.stopAuto()
		k.reviewStep()
	default:
		return
	}
	f.Hit[input.Left], f.Hit[input.Right] = false, false
}

// barStep is the action the bar's point x stands for.
func (k *Kit) barStep(x int) int {
	r := k.review
	n := len(r.all)
	if r.bar.Dx() <= 0 || n == 0 {
		return 0
	}
	return min(max((x-r.bar.Min.X)*n+r.bar.Dx()/2, 0)/r.bar.Dx(), n)
}

// barX is where the bar draws the game after j actions.
func (k *Kit) barX(j int) int {
	r := k.review
	if len(r.all) == 0 {
		return r.bar.Min.X
	}
	return r.bar.Min.X + j*(r.bar.Dx()-1)/len(r.all)
}

// reviewStripH is the height of a replay's strip under the table: one row
// of the transport, the bar, the count and Export (on a narrow canvas the
// transport keeps Back, Play and Next: the bar's ends are the start and
// the end), or, where even that leaves the bar too short, the bar over the
// rest.
func (k *Kit) reviewStripH() int {
	if k.review.column {
		return 0
	}
	if k.chartPanel() {
		return k.panelBarH() + 22 // the panel's frame round the bar, 6 px clear of the canvas's foot
	}
	if k.reviewRows() == 1 {
		return k.legendLines()*legendLineH() + ui.ButtonH() + k.chartExtra() + 8
	}
	return k.legendLines()*legendLineH() + 2*(ui.ButtonH()+4) + k.chartExtra() + 4
}

// chartExtra is what the bar takes over a button's height, so that its
// chart of the chances reads: a plot with its scale over the track of who
// played. A sideways canvas, short, gives it less; a short canvas (the
// legend left out), or one whose table cannot be laid out in less (a
// board of fixed size), keeps its room for the table.
func (k *Kit) chartExtra() int {
	switch {
	case k.review.column:
		return k.review.barH - ui.ButtonH()
	case k.chartPanel():
		return k.panelBarH() - ui.ButtonH()
	case legendLineH() == 0 || !k.review.tall:
		return 0
	case !ui.Portrait() && k.review.shorter:
		return shorterChartExtra
	case !ui.Portrait():
		return landscapeChartExtra
	case k.legendLines() == 2:
		// A phone's legend on two lines takes the line the plot had over
		// a button (the plot a little under a button's height): the strip
		// as tall as with one line, the log under it keeps its last
		// entries.
		return 16 - legendH + k.review.gain
	}
	return 16 + k.review.gain
}

// wordsW is the width a replay's word button (Play on, Back) takes.
func wordsW(b *ui.Button) int { w, _ := ui.Measure(b.Label); return max(w+14, ui.ButtonH()) }

// controlsInStrip reports whether Play on and Back join the transport's
// row, so that a replay's controls are one bar: sideways at the row's end
// after Export where the bar keeps its room; upright beside the short
// transport (Back, Play, Next: the bar's ends are the start and the end)
// and Export, under the chart, where their words fit in half of what the
// row leaves, the row they had at the foot going to the chart.
func (k *Kit) controlsInStrip() bool {
	r := k.review
	if r == nil {
		return false
	}
	words := max(wordsW(r.playOn), wordsW(r.back))
	if r.column {
		return false
	}
	if k.chartPanel() {
		return true
	}
	if !ui.Portrait() {
		return k.reviewRows() == 1 && k.oneRow(5) && !k.legendBeside() &&
			k.transportW(5)+k.axisW()+reviewBarMin+k.countW()+10+2*words+4 <= ui.W-16
	}
	if k.reviewRows() != 2 || r.noGain == ui.Current() {
		return false
	}
	w := (ui.W - 16 - k.portraitRowW() - 4) / 2
	return w >= ui.ButtonH() && wordsFit(r.playOn.Label, w) && wordsFit(r.back.Label, w)
}

// wordsFit reports whether a button w wide (a finger high) holds label
// as the kit draws it (ui.Button), the spacing unit clear of its edges:
// on one line of the body face, on two, or on one of the small face
// ("Reprendre" beside the whole transport on a 360-wide phone).
func wordsFit(label string, w int) bool {
	room := w - 2*ui.Pad
	if lw, _ := ui.Measure(label); lw <= room {
		return true
	}
	if l := ui.Wrap(label, room); len(l) == 2 && 2*ui.LineH <= ui.ButtonH()-2 && ui.WidestIn(ui.Body, l...) <= room {
		return true
	}
	sw, _ := ui.MeasureIn(ui.Small, label)
	return sw <= room
}

// portraitRowW is the width an upright strip's row takes before Play on
// and Back: the whole transport (first, back, play, next, last, a finger
// wide each, as sideways) and a gap; Export goes beside the chart, under
// the count (reviewLayout).
func (k *Kit) portraitRowW() int { bh := ui.ButtonH(); return 5*(bh+4) - 4 + 8 }

// landscapeChartExtra is the chart's height over a button's on a sideways
// canvas: its three lines (a seat each) apart enough to follow, not a
// tangle 20 px high.
const landscapeChartExtra = 34

// shorterChartExtra is the sideways chart's height over a button's where
// the table needs part of the room (a Tokyo Doves ground of fixed size):
// the legend's line over the bar goes beside the chart (legendBeside), and
// the chart takes its height: a plot of 40 px (the full chart's 44), its
// scale in the body face, in the strip's height as it was with the legend
// over a plot of 20 px.
const shorterChartExtra = 10 + legendH

// MinPlotH is the least height of the plot of a replay's chart of the
// chances where the replay shows its legend (a desktop window's canvas
// and a phone's): its lines can be followed, and 0%, a seat's fair share
// and 100% stand apart in the body face.
const MinPlotH = 36

// legendBeside reports whether the bar's legend stands right of the
// chart, a key a line, rather than on a line over it: sideways where the
// table needs part of the room (shorter), so that the chart keeps its
// height.
func (k *Kit) legendBeside() bool {
	r := k.review
	return r != nil && r.tall && r.shorter && !ui.Portrait() && legendLineH() > 0
}

// legendBesideW is the width of the legend beside the chart: its widest
// key in the body face (those the analysis will draw), or the costly
// moves' key and a missed win's on one line where that is wider (the
// bar's height holds three lines: the missed wins' key, once found, joins
// the costly moves' line rather than push the players' colours out), no
// wider than the row leaves the bar (reviewBarMin).
func (k *Kit) legendBesideW() int {
	keys := k.barKeys(true)
	w := 0
	for _, kk := range keys {
		if kk.group > 1 { // the chances' words, then each seat's line on a line of its own
			continue
		}
		w = max(w, keyW(ui.Body, kk))
	}
	if last := keys[len(keys)-1]; last.says == lang.T("review.legend.mistake") {
		w = max(w, keyW(ui.Body, last)+keyGap+keyW(ui.Body, barKey{draw: last.draw, says: lang.T("review.legend.missed")}))
	}
	room := ui.W - 16 - k.transportW(5) - 6 - k.axisW() - reviewBarMin - k.countW() - 10
	return max(0, min(w, room))
}

// legendH is the height of the bar's legend, a line over the bar.
const legendH = ui.LineH + 6

// shortCanvasH is the height under which an upright canvas (a small phone,
// 375x667) keeps its room for the table, and shortWideH a sideways one (a
// 1000x700 window's 500x350 canvas): the bar's legend is left out there
// (the replay's help says what the marks are), so that a table's dice,
// hands and buttons still fit.
const shortCanvasH, shortWideH = 700, 360

// legendLineH is the room the legend takes over the bar: none on a short
// canvas.
func legendLineH() int {
	if ui.Portrait() && ui.H < shortCanvasH || !ui.Portrait() && ui.H < shortWideH {
		return 0
	}
	return legendH
}

// A barKey is one of the bar's marks in its legend: a sample of it and
// what it means.
type barKey struct {
	draw func(dst *ebiten.Image, r image.Rectangle) // the sample, in r (nil: words alone)
	says string
	// group: the keys (this one included) kept together on a line (the
	// chances' words and each seat's line); tight: parted from the key
	// before it by a narrow gap (a seat's line after the words).
	group int
	tight bool
	wide  bool // a line's sample: long enough to show its dashes
	// brk: the key begins a line (in the chart's panel, the chances'
	// words and the key after the seats' lines).
	brk bool
	// cont: the rest of the key before's words, on a line of its own
	// under them, level with them (a key wider than a column's chart:
	// columnW).
	cont bool
}

// barKeys are the bar's marks drawn now, each with what it means: the
// actions in their players' colours, the Expert's line of the chance of
// winning, the costly moves and the missed wins; all: those the analysis
// will draw too, once it has judged (the legend's room, laid out once).
func (k *Kit) barKeys(all bool) []barKey {
	r := k.review
	colors := scenes.SeatColors(k.name)
	dash := func(dst *ebiten.Image, b image.Rectangle) {
		mid := b.Min.Y + b.Dy()/2
		for i := 0; i < 3; i++ {
			x0 := b.Min.X + i*b.Dx()/3
			ui.FillRect(dst, image.Rect(x0, mid-2, b.Min.X+(i+1)*b.Dx()/3, mid+2), colors[i%min(2, len(colors))].C)
		}
	}
	keys := []barKey{{draw: dash, says: lang.T("review.legend.moves")}}
	// The board's frames the table draws now, each a frame of its colour
	// on ink, as on the board.
	if m, ok := k.g.(Marker); ok {
		marks := m.Marks()
		if l, ok := k.g.(MarkLister); ok && all {
			marks = l.AllMarks()
		}
		for _, mk := range marks {
			c := mk.C
			keys = append(keys, barKey{draw: func(dst *ebiten.Image, b image.Rectangle) {
				sq := ui.Centre(b, min(b.Dx(), b.Dy()), min(b.Dx(), b.Dy()))
				ui.FillRect(dst, sq, ui.Ink)
				ui.StrokeRect(dst, sq.Inset(1), c)
				ui.StrokeRect(dst, sq.Inset(2), c)
			}, says: mk.Says})
		}
	}
	if r.an != nil && (all || len(r.an.verdicts) > 0) {
		line := func(seat int) func(dst *ebiten.Image, b image.Rectangle) {
			return func(dst *ebiten.Image, b image.Rectangle) {
				y := float32(b.Min.Y+b.Dy()/2) + .5
				pts := []float32{float32(b.Min.X), y, float32(b.Max.X), y} // level: its form reads plainly
				strokeDashed(dst, pts, 4, ui.Ink, nil)
				strokeDashed(dst, pts, 2, ChartInk(colors[seat%len(colors)].C), SeatDash(seat))
			}
		}
		if n := k.M.State.Seats(); n <= 2 { // one line: whose
			keys = append(keys, barKey{draw: line(0), says: lang.T("review.legend.chance-of", "Who", lang.Say(game.Colour(k.M.Def.SeatLabel(0))))})
		} else { // a line a seat: the words, then each seat's line and name
			keys = append(keys, barKey{says: lang.T("review.legend.chance"), group: n})
			for seat := 0; seat < n; seat++ {
				keys = append(keys, barKey{draw: line(seat), says: lang.Say(game.Colour(k.M.Def.SeatLabel(seat))), tight: true, wide: true})
			}
		}
	}
	costly, missed := false, false
	for _, mk := range k.Mistakes() {
		if mk.MissedWin > 0 {
			missed = true
		} else {
			costly = true
		}
	}
	mark := func(c color.RGBA) func(dst *ebiten.Image, b image.Rectangle) {
		return func(dst *ebiten.Image, b image.Rectangle) {
			x, y := b.Min.X+b.Dx()/2, b.Min.Y+b.Dy()/2 // (as the chart draws it: mistakeMark)
			ui.FillRect(dst, image.Rect(x-3, y-3, x+4, y+4), c)
			ui.StrokeRect(dst, image.Rect(x-4, y-4, x+5, y+5), ui.Ink)
		}
	}
	if costly || all && r.an != nil {
		keys = append(keys, barKey{draw: mark(Warn), says: lang.T("review.legend.mistake")})
	}
	// The missed wins' key is no part of the legend's room (all): the
	// lines are laid out once, so that the chart never moves as the
	// analysis finds one; where it has no room, the legend leaves out its
	// first keys (drawLegend).
	if missed && !all {
		keys = append(keys, barKey{draw: mark(ui.Gold), says: lang.T("review.legend.missed")})
	}
	if w := r.columnW; r.column && w > 0 {
		// In a column, a key wider than the column goes on two lines,
		// its words on the second level with those on the first.
		var split []barKey
		for _, kk := range keys {
			if kk.group > 1 || keyW(ui.Body, kk) <= w {
				split = append(split, kk)
				continue
			}
			in := 0
			if kk.draw != nil {
				in = sampleW(kk) + keySampleGap
			}
			for i, line := range ui.Wrap(kk.says, w-in) {
				if i == 0 {
					kk.says = line
					split = append(split, kk)
					continue
				}
				split = append(split, barKey{says: line, brk: true, cont: kk.draw != nil, wide: kk.wide})
			}
		}
		keys = split
	}
	if k.chartPanel() {
		// In the chart's panel, a key a line: the chances' words on a line
		// of their own, the seats' lines under them, the marks after.
		for i := 0; i < len(keys); i++ {
			if g := keys[i].group; g > 1 {
				keys[i].group, keys[i].brk = 0, true
				if i+1 < len(keys) {
					keys[i+1].brk = true
				}
				if i+g < len(keys) {
					keys[i+g].brk = true
				}
			}
		}
	}
	return keys
}

// Legend's measures: a sample's width, the gap after it, the gap between
// keys, and the narrow gap before a seat's line after the chances' words.
const keySW, keySampleGap, keyGap, keyTightGap = 14, 4, 14, 8

// lineSW is the width of a seat's line in the legend: two of its dashes.
const lineSW = 22

// sampleW is the width of kk's sample.
func sampleW(kk barKey) int {
	if kk.wide {
		return lineSW
	}
	return keySW
}

// keyW is the width of the key kk in the face f.
func keyW(f ui.Face, kk barKey) int {
	tw, _ := ui.MeasureIn(f, kk.says)
	if kk.draw != nil || kk.cont {
		tw += sampleW(kk) + keySampleGap
	}
	return tw
}

// legendRows lays the keys out on lines w wide in the face f: each key
// after the one before on its line, a group of keys (the chances' words
// and the seats' lines) together on one; ok false where a key (or group)
// is wider than a line, or more than n lines are needed.
func legendRows(f ui.Face, keys []barKey, w, n int) (rows [][]barKey, ok bool) {
	x := 0
	for i := 0; i < len(keys); i++ {
		gw, g := 0, max(1, keys[i].group)
		for j := i; j < i+g && j < len(keys); j++ {
			if j > i {
				gw += gapBefore(keys[j])
			}
			gw += keyW(f, keys[j])
		}
		if gw > w {
			return nil, false
		}
		gap := gapBefore(keys[i])
		if len(rows) == 0 || x+gap+gw > w || keys[i].brk {
			rows, x, gap = append(rows, nil), 0, 0
		}
		x += gap + gw
		for j := i; j < i+g && j < len(keys); j++ {
			rows[len(rows)-1] = append(rows[len(rows)-1], keys[j])
		}
		i += g - 1
	}
	return rows, len(rows) <= n
}

// gapBefore is the gap before the key kk on its line.
func gapBefore(kk barKey) int {
	if kk.tight {
		return keyTightGap
	}
	return keyGap
}

// legendLines is how many lines the bar's legend takes: none on a short
// canvas; two where its keys (the seats' lines, the marks) do not fit on
// one in the body face, and the canvas is tall enough to give a second
// line (a phone held upright, or a sideways chart at its full height);
// else one (its first keys left out where they do not fit).
func (k *Kit) legendLines() int {
	if legendLineH() == 0 || k.chartPanel() || k.review.column {
		return 0
	}
	r := k.review
	if k.legendBeside() {
		return 0
	}
	if r == nil || !r.tall || r.shorter {
		return 1
	}
	keys := k.barKeys(true)
	w := ui.W - 16
	if k.reviewRows() == 1 {
		w -= k.transportW(5)
	}
	if _, ok := legendRows(ui.Body, keys, w, 1); ok {
		return 1
	}
	return 2
}

// drawLegend draws the bar's legend on its lines in r: each mark drawn now
// beside what it means, in the body face, as many as fit, the last ones
// kept (the players' colours say the least that the bar does not show
// by itself).
func (k *Kit) drawLegend(dst *ebiten.Image, r image.Rectangle, n int) {
	rows, f := k.legendShown(r, n)
	defer ui.Within(r)()
	lh := ui.LineH
	if f == ui.Small {
		lh = ui.SmallLineH
	}
	rowH := r.Dy() / max(1, n)
	for i, row := range rows {
		top := r.Min.Y + i*rowH
		x, y := r.Min.X, top+(rowH-lh)/2
		for j, kk := range row {
			if j > 0 {
				x += gapBefore(kk)
			}
			if kk.draw != nil {
				kk.draw(dst, image.Rect(x, top+2, x+sampleW(kk), top+rowH-2))
			}
			if kk.draw != nil || kk.cont {
				x += sampleW(kk) + keySampleGap
			}
			c := ui.DoveGrey
			if kk.tight { // a seat's name: in its line's ink
				c = ui.Cream
			}
			ui.TextIn(dst, f, kk.says, x, y, c)
			tw, _ := ui.MeasureIn(f, kk.says)
			x += tw
		}
	}
}

// legendAt is where the bar's legend is drawn and on how many lines (0:
// none): over the bar on its lines, or beside the chart a key a line, as
// many lines as the bar's height holds (in the chart's panel, the lines
// its keys take).
func (k *Kit) legendAt() (image.Rectangle, int) {
	r := k.review
	if n := k.legendLines(); n > 0 {
		b, top := r.bar, k.stripTop()
		return image.Rect(b.Min.X-k.axisW(), top+3, ui.W-8, top+3+n*legendH-4), n
	}
	l := r.legend
	if l.Empty() {
		return image.Rectangle{}, 0
	}
	if r.column {
		return l, max(1, l.Dy()/(ui.LineH+2))
	}
	n := max(1, min(len(k.barKeys(false)), l.Dy()/(ui.LineH+2)))
	if !r.panel.Empty() {
		if rows, ok := legendRows(ui.Body, k.barKeys(false), l.Dx(), n); ok {
			n = max(1, len(rows))
		}
	}
	h := n * (ui.LineH + 2)
	return image.Rect(l.Min.X, l.Min.Y+(l.Dy()-h)/2, l.Max.X, l.Min.Y+(l.Dy()-h)/2+h), n
}

// ReviewLegend is the words of the keys the bar's legend shows now, in
// their order (none where it has no room).
func (k *Kit) ReviewLegend() []string {
	if k.review == nil {
		return nil
	}
	l, n := k.legendAt()
	if n == 0 {
		return nil
	}
	rows, _ := k.legendShown(l, n)
	var says []string
	for _, row := range rows {
		for _, kk := range row {
			says = append(says, kk.says)
		}
	}
	return says
}

// legendShown is the legend's keys that drawLegend draws in r on n lines,
// a line's keys a row, and their face: the body face, as many keys as
// fit (the marks drawn least plainly kept longest: the players' colours go
// first), the small face only for a last key that the body does not hold:
// the legend's words are never a smudge beside a full-size chart.
func (k *Kit) legendShown(r image.Rectangle, n int) ([][]barKey, ui.Face) {
	keys := k.barKeys(false)
	f := ui.Body
	rows, ok := legendRows(f, keys, r.Dx(), n)
	for !ok && len(keys) > 1 && keys[0].group == 0 {
		keys = keys[1:]
		rows, ok = legendRows(f, keys, r.Dx(), n)
	}
	if !ok {
		f = ui.Small
		rows, _ = legendRows(f, keys, r.Dx(), n)
	}
	return rows, f
}

// reviewBarMin is the narrowest the bar may be beside the transport.
const reviewBarMin = 110

// transport is the transport's buttons shown: all five where they fit
// (beside the bar on one row, or on a row of their own under it, or
// upright beside Play on and Back, Export beside the chart: a phone's
// replay has the first and the last as sideways), else Back, Play and
// Next.
func (k *Kit) transport() []*ui.Button {
	r := k.review
	if k.chartPanel() {
		return r.bs
	}
	if ui.Portrait() && r.gain > 0 {
		return r.bs
	}
	if k.reviewRows() == 1 && k.oneRow(5) || k.reviewRows() == 2 && k.transportW(5) <= ui.W-16 {
		return r.bs
	}
	return r.bs[1:4]
}

// oneRow reports whether n transport buttons leave the bar room beside
// them on one row.
func (k *Kit) oneRow(n int) bool { return k.transportW(n)+reviewBarMin+k.countW() <= ui.W-16 }

// axisW is the room left of the bar for the scale of its chart of the
// chances ("100%"), its figures scaleGap clear of their ticks; none where
// the game has no analysis.
func (k *Kit) axisW() int {
	if k.review.an == nil {
		return 0
	}
	f, _ := k.scaleFace()
	w, _ := ui.MeasureIn(f, percent(100))
	return w + scaleGap + 2
}

// scaleGap is the room from the bar's edge to the figures of its scale:
// its ticks, 3 px long, and a gap after them, so that a figure does not
// read as "100%-" (reader 28).
const scaleGap = 6

// scaleFace is the face of the chart's figures, and its line's height:
// the body face where the plot is tall enough for 0%, a seat's fair share
// and 100% to stand apart in it (a phone's chart), else the small one.
func (k *Kit) scaleFace() (sprites.Face, int) {
	seats := 2
	if r := k.review; r.an != nil && len(r.an.verdicts) > 0 {
		seats = max(2, len(r.an.verdicts[0].Chance))
	}
	plot, _ := chartParts(image.Rect(0, 0, 1, ui.ButtonH()+k.chartExtra()))
	if (plot.Dy()-1)*(100/seats)/100 >= ui.LineH-2 {
		return ui.Body, ui.LineH
	}
	return ui.Small, ui.SmallLineH
}

// percent is a share in the player's language ("33%", "33 %").
func percent(v int) string { return lang.Percent(v) }

// chartParts splits the bar b: the plot of the chances over the track of
// who played, a rule between them.
func chartParts(b image.Rectangle) (plot, track image.Rectangle) {
	track = image.Rect(b.Min.X+1, b.Max.Y-6, b.Max.X-1, b.Max.Y-2)
	plot = image.Rect(b.Min.X+1, b.Min.Y+4, b.Max.X-1, track.Min.Y-4)
	return plot, track
}

// reviewRows is the strip's rows: one where all five buttons leave the
// bar room beside them (or the short transport does, except on a tall
// phone held upright), else two: the bar over the whole width, the
// transport under it (a tall phone has the height for it, and its bar the
// width; a shorter one keeps the row for the table).
func (k *Kit) reviewRows() int {
	tall := ui.Portrait() && ui.H*10 >= ui.W*19
	if k.oneRow(5) || k.oneRow(3) && !tall {
		return 1
	}
	return 2
}

// transportW is the width of n transport buttons and, after a gap, Export.
func (k *Kit) transportW(n int) int { return (n+1)*ui.ButtonH() + (n-1)*4 + 10 }

// countW is the room the count ("56/81") takes right of the bar.
func (k *Kit) countW() int {
	n := len(k.review.all)
	w, _ := ui.Measure(fmt.Sprintf("%d/%d", n, n))
	return w + 12
}

// reviewFrame gives the log a replay's spare room: Play on and Back take
// one row where the table keeps two for its own buttons, and the log
// right above them takes the other (a landscape column whose log held
// a line of an entry holds the entry whole).
func (k *Kit) reviewFrame(fr Frame) Frame {
	r := k.review
	if r == nil {
		return fr
	}
	b, l, bh := fr.Buttons, fr.Log, ui.ButtonH()
	need := func(b *ui.Button) int { w, _ := ui.Measure(b.Label); return w + 14 }
	oneRow := need(r.playOn)+need(r.back)+4 <= b.Dx()
	above := !l.Empty() && l.Max.Y <= b.Min.Y && b.Min.Y-l.Max.Y <= 12 && l.Min.X < b.Max.X && b.Min.X < l.Max.X
	if above && !ui.Portrait() && k.controlsInStrip() {
		// Sideways, Play on and Back in the strip's row: the log takes
		// their place too.
		fr.Log.Max.Y = b.Max.Y
		return fr
	}
	if oneRow && above && b.Dy() >= 2*bh+4 {
		spare := b.Dy() - bh
		fr.Buttons.Min.Y += spare
		fr.Log.Max.Y += spare
	}
	return fr
}

// stripTop is the top of the replay's strip: at the foot of the canvas,
// or right under the table's parts (review.top).
func (k *Kit) stripTop() int {
	if t := k.review.top; t > 0 {
		return t
	}
	return ui.H - k.reviewStripH()
}

// stripUnderTable puts an upright replay's strip (the chart and the
// transport) right under the table's parts (and the analysis's note on
// them, noteAboveStrip), where the log and Play on and Back end them (a
// band across the bottom of the table): the replay's controls by the
// position they step through, the log and the buttons under them (not
// between the board and the chart).
func (k *Kit) stripUnderTable() bool {
	r, fr := k.review, &k.frame
	r.top = 0
	top, ok := k.bandTop(*fr, k.Area)
	if !ok {
		return r.gain == 0
	}
	// The strip where the band began, the band under it a gap lower: the
	// log gives the gap (the buttons keep the foot), else the strip
	// meets the table's parts. Where Play on and Back go in the strip's
	// row (gain), the log ends where their row ended.
	h := k.reviewStripH()
	r.top = top
	if fr.Log.Empty() {
		r.top = top - 4
	}
	foot := fr.Buttons.Max.Y + h - r.gain
	fr.Buttons = fr.Buttons.Add(image.Pt(0, h))
	if !fr.Log.Empty() {
		fr.Log.Min.Y += h + 4
		fr.Log.Max.Y += h
		if r.gain > 0 {
			fr.Log.Max.Y = foot
		}
	}
	if n := k.noteStrip; !n.Empty() && n.Min.Y >= top { // a note under the buttons goes down with them
		k.noteStrip = n.Add(image.Pt(0, h))
	}
	return true
}

// bandTop is the top of the band the log and Play on and Back make
// across the bottom of an upright replay's table in fr (laid out in
// area), under the board;
// ok false where they make none (sideways, the log beside the buttons).
func (k *Kit) bandTop(fr Frame, area image.Rectangle) (top int, ok bool) {
	if k.review == nil || !ui.Portrait() || fr.Buttons.Empty() || fr.Buttons.Max.Y < area.Max.Y-8 {
		return 0, false
	}
	top = fr.Buttons.Min.Y
	if !fr.Log.Empty() {
		if fr.Log.Max.Y > fr.Buttons.Min.Y || fr.Log.Min.X > fr.Buttons.Min.X+8 {
			return 0, false // the log beside the buttons: no band of its own
		}
		top = min(top, fr.Log.Min.Y)
	}
	if b := k.BoardRect(); b.Empty() || b.Max.Y > top {
		return 0, false
	}
	return top, true
}

// noteAboveStrip places an upright replay's note (h tall) between the
// table's parts and the strip, where the strip goes under the table
// (stripUnderTable): the table is laid out in less height, so that its
// parts end over the note, while the strip, the log and Play on and Back
// stay where they are without the note (stepping on, the transport never
// moves under the finger as notes come and go). False where the table
// cannot be laid out so (the note then goes where it went before).
func (k *Kit) noteAboveStrip(h int) bool {
	fr0 := k.frame
	bt0, ok := k.bandTop(fr0, k.Area)
	if !ok {
		return false
	}
	cut := h + 8
	for try := 0; try < 6 && cut < k.Area.Dy()/2; try++ {
		above := k.Area
		above.Max.Y -= cut
		fr := k.reviewFrame(k.g.Arrange(above))
		k.frame = fr // (arrangedIn's)
		bt1, ok := k.bandTop(fr, above)
		if !ok || !k.arrangedIn(above) {
			break
		}
		if bt1+h+4 <= bt0 {
			fr.Log, fr.Buttons, fr.Cols = fr0.Log, fr0.Buttons, fr0.Cols
			k.frame = fr
			k.noteStrip = image.Rect(k.Area.Min.X, bt1, k.Area.Max.X, bt0-4)
			return true
		}
		cut += max(bt1+h+4-bt0, 2*ui.LineH) // (a log that takes the table's spare gives it back a little at a time)
	}
	k.frame = fr0
	k.g.Arrange(k.Area) // (the table's own layout as it was)
	return false
}

// StripRoom is the height that a sideways replay's strip gives a column
// w wide at the canvas's left (Frame.Low) under the table's area, where the
// strip is the shorter one beside a ground of fixed size (legendBeside,
// one row) and the transport and Export fit on a row under the column: the
// strip's height less that row and a gap over it. 0 elsewhere.
func (k *Kit) StripRoom(w int) int {
	if k.review == nil || k.review.column || ui.Portrait() || k.reviewRows() != 1 || !k.legendBeside() || k.transportW(5) > w {
		return 0
	}
	return k.reviewStripH() + 4 - (ui.ButtonH() + 4 + 8) // (the area's 4-px inset; the row 4 px clear of the foot, 8 under the column)
}

// lowColumn is the table's column down into the strip (Frame.Low), where
// the transport fits under it; else empty.
func (k *Kit) lowColumn() image.Rectangle {
	low := k.frame.Low
	if low.Empty() || k.StripRoom(low.Dx()) == 0 {
		return image.Rectangle{}
	}
	return low
}

// reviewLayout places the transport, the bar and Export in the strip under
// the table, and Play on and Back where the table's buttons go.
func (k *Kit) reviewLayout() {
	r := k.review
	r.panel, r.count = image.Rectangle{}, image.Point{}
	if r.column {
		k.columnLayout()
		k.hideForReview()
		return
	}
	if k.chartPanel() {
		k.panelLayout()
		k.hideForReview()
		return
	}
	h := k.reviewStripH()
	top := k.stripTop()
	strip := image.Rect(8, top+4+k.legendLines()*legendLineH(), ui.W-8, top+h) // under the bar's legend
	bh := ui.ButtonH()
	shown := k.transport()
	for _, b := range r.bs {
		b.Hidden = true
	}
	row := image.Rect(strip.Min.X, strip.Max.Y-4-bh, strip.Max.X, strip.Max.Y-4)
	end := row.Max.X
	low := k.lowColumn()
	if !low.Empty() { // the transport and Export on a row under the table's low column
		row = image.Rect(low.Min.X, strip.Max.Y-4-bh, low.Max.X, strip.Max.Y-4)
	} else if k.reviewRows() == 1 { // the buttons level with the middle of the bar
		row = row.Sub(image.Pt(0, k.chartExtra()/2))
	}
	x := row.Min.X
	if k.reviewRows() == 2 && r.gain == 0 { // the buttons centred under the bar
		x += (row.Dx() - k.transportW(len(shown))) / 2
	}
	for _, b := range shown {
		b.Hidden = false
		b.R = image.Rect(x, row.Min.Y, x+bh, row.Max.Y)
		x += bh + 4
	}
	x += 6
	// Play on and Back go where the table's buttons go; where their words
	// are wider than that place (a narrow column beside a board), they end
	// the strip's row instead.
	need := func(b *ui.Button) int { w, _ := ui.Measure(b.Label); return w + 14 }
	fr := k.frame.Buttons
	inStrip := max(need(r.playOn), need(r.back)) > fr.Dx() && k.reviewRows() == 1 || k.controlsInStrip()
	if inStrip && ui.Portrait() && r.gain > 0 {
		// Upright, Play on and Back share what the row leaves after
		// the transport (Export beside the chart, under the count).
		x0 := x - 4 - 6 + 8
		w := (row.Max.X - x0 - 4) / 2
		r.playOn.R = image.Rect(x0, row.Min.Y, x0+w, row.Max.Y)
		r.back.R = image.Rect(row.Max.X-w, row.Min.Y, row.Max.X, row.Max.Y)
	} else if inStrip {
		wb, wp := wordsW(r.back), wordsW(r.playOn) // a finger wide at least
		r.back.R = image.Rect(end-wb, row.Min.Y, end, row.Max.Y)
		r.playOn.R = image.Rect(end-wb-4-wp, row.Min.Y, end-wb-4, row.Max.Y)
		end = r.playOn.R.Min.X - 10
	}
	r.legend = image.Rectangle{}
	if k.reviewRows() == 1 && k.legendBeside() {
		// The transport and Export, the bar and the count, the legend
		// right of them, a key a line, level with the bar.
		r.export.R = image.Rect(x, row.Min.Y, x+bh, row.Max.Y)
		x += bh + 10
		if !low.Empty() {
			x = low.Max.X + 8
		}
		lw := k.legendBesideW()
		r.bar = image.Rect(x+k.axisW(), strip.Min.Y, end-lw-12-k.countW(), strip.Max.Y-4)
		r.legend = image.Rect(end-lw, r.bar.Min.Y, end, r.bar.Max.Y)
	} else if k.reviewRows() == 1 { // the bar and the count between the transport and Export
		r.bar = image.Rect(x+k.axisW(), strip.Min.Y, end-bh-10-k.countW(), strip.Max.Y-4)
		r.export.R = image.Rect(end-bh, row.Min.Y, end, row.Max.Y)
	} else if inStrip && ui.Portrait() && r.gain > 0 {
		// Upright, the row holds the whole transport and Play on and
		// Back: Export at the chart's right, under the count.
		col := max(k.countW(), bh+4)
		r.bar = image.Rect(strip.Min.X+k.axisW(), strip.Min.Y, strip.Max.X-col, strip.Min.Y+bh+k.chartExtra())
		r.export.R = image.Rect(strip.Max.X-bh, r.bar.Max.Y-bh, strip.Max.X, r.bar.Max.Y)
		cw, _ := ui.Measure(fmt.Sprintf("%d/%d", len(r.all), len(r.all)))
		r.count = image.Pt(strip.Max.X-bh/2-cw/2, r.bar.Min.Y+(r.export.R.Min.Y-r.bar.Min.Y-ui.LineH)/2)
	} else {
		r.bar = image.Rect(strip.Min.X+k.axisW(), strip.Min.Y, strip.Max.X-k.countW(), strip.Min.Y+bh+k.chartExtra())
		r.export.R = image.Rect(x, row.Min.Y, x+bh, row.Max.Y)
	}
	// Play on and Back side by side, or one over the other where their
	// words need it and the room is there.
	cols := 2
	if need(r.playOn)+need(r.back)+4 > fr.Dx() && fr.Dy() >= 2*bh+4 {
		cols = 1
	}
	if !inStrip {
		PlaceButtons(fr, cols, []*ui.Button{r.playOn, r.back})
	}
	ours := append([]*ui.Button{r.export}, r.bs...)
	if inStrip {
		ours = append(ours, r.playOn, r.back)
	}
	fingerFaces(ours)
	k.hideForReview()
}

// fingerFaces grows the strip's buttons by their frame's ink edge where
// they are a finger's size (a phone): on the strip's ink ground that edge
// reads as nothing, and a 44-px button showed a 42-px face. Their pitch
// stays; the gap between two faces is still 4 px.
func fingerFaces(bs []*ui.Button) {
	if ui.Finger <= 24 {
		return
	}
	for _, b := range bs {
		if !b.Hidden && b.R.Dx() >= ui.Finger && b.R.Dy() >= ui.Finger {
			b.R = b.R.Inset(-ui.ButtonEdge)
		}
	}
}

// drawReview draws the strip: the bar (the chart of the chances, over the
// track of who made each action in the seats' colours, the actions still
// to come dimmed; where the replay is) and the count of actions shown.
func (k *Kit) drawReview(dst *ebiten.Image) {
	r := k.review
	r.shown = k.analysisShown()
	h, top := k.reviewStripH(), k.stripTop()
	if low := k.lowColumn(); !low.Empty() {
		// The strip round the table's low column: right of it, and
		// under it for the transport's row.
		ui.FillRect(dst, image.Rect(low.Max.X+4, top, ui.W, top+h), ui.Ink)
		ui.FillRect(dst, image.Rect(0, low.Max.Y+4, low.Max.X+4, top+h), ui.Ink)
	} else {
		ui.FillRect(dst, image.Rect(0, top, ui.W, top+h), ui.Ink)
	}
	if !r.panel.Empty() {
		sprites.NineSlice(dst, "frame_panel", r.panel, nil)
	}
	b := r.bar
	ui.FillRect(dst, b, ui.Night)
	ui.StrokeRect(dst, b, ui.Charcoal)
	k.drawScale(dst, b)
	plot, track := chartParts(b)
	ui.FillRect(dst, image.Rect(b.Min.X+1, track.Min.Y-2, b.Max.X-1, track.Min.Y-1), ui.Charcoal)
	colors := scenes.SeatColors(k.name)
	x := k.barX(r.at)
	for i, seat := range r.seats[:len(r.all)] {
		if seat < 0 || seat >= len(colors) {
			continue // the dice and the draws: the bar's own colour
		}
		x0, x1 := k.barX(i), max(k.barX(i+1), k.barX(i)+1)
		ui.FillRect(dst, image.Rect(x0, track.Min.Y, x1, track.Max.Y), colors[seat].C)
	}
	if x < track.Max.X { // the actions still to come, dimmed
		n := ui.Night
		const a = 170
		ui.FillRect(dst, image.Rect(max(x, track.Min.X), track.Min.Y, track.Max.X, track.Max.Y),
			color.RGBA{uint8(int(n.R) * a / 255), uint8(int(n.G) * a / 255), uint8(int(n.B) * a / 255), a})
	}
	ui.FillRect(dst, image.Rect(x-1, b.Min.Y-2, x+2, b.Max.Y+2), ui.Gold)
	k.drawAnalysis(dst, b, plot)
	if l, n := k.legendAt(); n > 0 {
		k.drawLegend(dst, l, n)
	}
	if c := r.count; c != (image.Point{}) {
		ui.Text(dst, fmt.Sprintf("%d/%d", r.at, len(r.all)), c.X, c.Y, ui.Cream)
		return
	}
	ui.Text(dst, fmt.Sprintf("%d/%d", r.at, len(r.all)), b.Max.X+8, b.Min.Y+(b.Dy()-ui.LineH)/2, ui.Cream)
}

// drawScale draws the scale of the chart of the chances left of the bar
// b: 0% and 100% with their rules across the plot, and a dashed rule at a
// seat's fair share (50% with two players, 33% with three), its figure
// too where it leaves the others room. None before the analysis.
func (k *Kit) drawScale(dst *ebiten.Image, b image.Rectangle) {
	r := k.review
	if r.an == nil || len(r.an.verdicts) == 0 {
		return
	}
	plot, _ := chartParts(b)
	seats := len(r.an.verdicts[0].Chance)
	fair := 100 / max(1, seats)
	yOf := func(v int) int { return plot.Max.Y - 1 - v*(plot.Dy()-1)/100 }
	face, faceH := k.scaleFace()
	label := func(v int) {
		s := percent(v)
		w, _ := ui.MeasureIn(face, s)
		y := yOf(v)
		ui.FillRect(dst, image.Rect(b.Min.X-3, y, b.Min.X, y+1), ui.DoveGrey)
		ui.TextIn(dst, face, s, b.Min.X-scaleGap-w, y-faceH/2, ui.DoveGrey)
	}
	for _, v := range []int{0, 100} {
		ui.FillRect(dst, image.Rect(plot.Min.X, yOf(v), plot.Max.X, yOf(v)+1), ui.Charcoal)
		label(v)
	}
	y := yOf(fair)
	for x := plot.Min.X; x < plot.Max.X; x += 6 {
		ui.FillRect(dst, image.Rect(x, y, min(x+3, plot.Max.X), y+1), ui.Slate)
	}
	if room := faceH - 3; yOf(0)-y >= room && y-yOf(100) >= room { // (the figures' ink 8 px high at most)
		label(fair)
	}
}

// OfferPlayOn asks who plays on from the position shown: the same players
// (the computer keeps its seats), or everyone at this screen.
func (k *Kit) OfferPlayOn() {
	k.stopAuto()
	k.A.Push(scenes.NewChoice(k.A, lang.T("review.play-on.title"),
		[]string{lang.T("review.play-on.same"), lang.T("review.play-on.friends")}, func(i int) { k.PlayOnFrom(i == 1) }))
}

// PlayOnFrom opens a new game from the position the replay shows: the
// record's first actions, the same seed (what was still to be drawn comes
// as it would have), and its players, or people at every seat (friends).
// The seats that were people stay people either way.
func (k *Kit) PlayOnFrom(friends bool) {
	r := k.review
	m, err := game.LoadRecord(r.record)
	if err != nil {
		k.A.Toast(lang.T("review.broken-record", "Why", lang.Err(err)))
		return
	}
	m.KeepFirst(r.at)
	for seat := range m.Players {
		if friends || (seat < len(r.mine) && r.mine[seat]) {
			m.Players[seat] = "human"
		}
	}
	if !friends && !hasHuman(m) { // a game watched: the first seat is the player's
		m.Players[0] = "human"
	}
	s, err := scenes.OpenTable(k.A, m)
	if err != nil {
		k.A.Toast(lang.Err(err))
		return
	}
	k.CancelAnalysis()
	k.A.Switch(s)
	if err := scenes.Autosave(m); err != nil {
		k.A.Toast(lang.T("table.not-saved", "Why", lang.Err(err)))
	}
}

func hasHuman(m *game.Match) bool {
	for seat := range m.Players {
		if !m.IsBot(seat) {
			return true
		}
	}
	return false
}

// panelBarH is the height of a sideways replay's bar in its chart's
// panel (chartPanel): at most a plot of 92 px (its scale's figures in the
// body face, 0%, a seat's fair share and 100% some 30 px apart), 72 on a
// short canvas (a 1000x700 window's), which keeps the rest for the table;
// less where the table cannot be laid out over it (a board of fixed
// size: Relayout gives the table the height it needs, down to
// minPanelBarH).
func (k *Kit) panelBarH() int { return k.review.barH }

// maxPanelBarH is the tallest a sideways replay's bar is in its panel.
func maxPanelBarH() int {
	if ui.H < shortWideH {
		return 86
	}
	return 106
}

// minPanelBarH is the least height of the bar in its panel: the
// controls' two rows beside it (panelLayout), its plot MinPlotH tall.
func minPanelBarH() int { return 2*ui.ButtonH() + 4 }

// chartPanel reports a sideways replay whose chart of the chances is a
// panel of its own in the band under the table: the transport, Export and
// the count, Play on and Back in a block at the band's left, the chart
// beside them as wide as the band leaves, its legend right of it, a key
// (or the seats' lines) a line. A table that cannot be laid out over it
// (a ground of fixed size: Tokyo Doves) has the shorter strip instead.
func (k *Kit) chartPanel() bool {
	r := k.review
	return r != nil && !ui.Portrait() && r.tall && !r.shorter && !r.column
}

// minPanelPlotW is the least width of the chart's plot in its panel: the
// legend beside it is left out where it would leave less.
const minPanelPlotW = 200

// panelRows is the rows of the block of a sideways replay's controls
// left of its chart's panel: three where the bar's height holds them (the
// five buttons of the transport; Export and the count; Play on and Back),
// else two (the transport and Export; the count, Play on and Back).
func (k *Kit) panelRows() int {
	if k.panelBarH() >= 3*ui.ButtonH()+8 {
		return 3
	}
	return 2
}

// panelControlsW is the width of the block of a sideways replay's
// controls (panelRows).
func (k *Kit) panelControlsW() int {
	r := k.review
	if k.panelRows() == 2 {
		return max(k.transportW(5), k.countW()+wordsW(r.playOn)+4+wordsW(r.back))
	}
	return max(k.transportW(5)-ui.ButtonH()-10, wordsW(r.playOn)+4+wordsW(r.back), ui.ButtonH()+8+k.countW())
}

// panelLegendW is the width of the chart's legend in its panel, in lines
// n lines: the least in which its keys (those the analysis will draw too)
// fit in the body face, no more than room; where they need more, the
// least in which the keys the legend keeps fit, its first keys left out
// as legendShown leaves them out (the board's marks before the chances'
// words and the seats' lines: long words lost the whole legend, reader
// 28's Portuguese); 0 where even those need more.
func (k *Kit) panelLegendW(n, room int) int {
	keys := k.barKeys(true)
	for len(keys) > 0 {
		w := 0
		for _, kk := range keys {
			w = max(w, keyW(ui.Body, kk))
		}
		for ; w <= room; w += 4 {
			if _, ok := legendRows(ui.Body, keys, w, n); ok {
				return w
			}
		}
		if len(keys) == 1 || keys[0].group != 0 {
			break
		}
		keys = keys[1:]
	}
	// The groups (the chances' words and the seats' lines) on a line each.
	return 0
}

// panelLayout lays a sideways replay's band out (chartPanel): the
// controls' block at its left, level with the middle of the chart, and
// the chart's panel beside it to the canvas's right, 8 px in, its frame 6
// px clear of the foot.
func (k *Kit) panelLayout() {
	r := k.review
	bh := ui.ButtonH()
	top := k.stripTop()
	barH := k.panelBarH()
	cw := k.panelControlsW()
	rows := k.panelRows()
	gap := min(6, max(4, (barH-rows*bh)/(rows-1)-4))
	x0 := 8
	by := top + 10
	y0 := by + (barH-rows*bh-(rows-1)*gap)/2
	x := x0
	for _, b := range r.bs {
		b.Hidden = false
		b.R = image.Rect(x, y0, x+bh, y0+bh)
		x += bh + 4
	}
	y1 := y0 + bh + gap
	if rows == 2 {
		// Export at the transport's end; the count, Play on and Back
		// under it.
		r.export.R = image.Rect(x0+cw-bh, y0, x0+cw, y0+bh)
		r.count = image.Pt(x0, y1+(bh-ui.LineH)/2)
		wb, wp := wordsW(r.back), wordsW(r.playOn)
		r.back.R = image.Rect(x0+cw-wb, y1, x0+cw, y1+bh)
		r.playOn.R = image.Rect(r.back.R.Min.X-4-wp, y1, r.back.R.Min.X-4, y1+bh)
	} else {
		r.export.R = image.Rect(x0, y1, x0+bh, y1+bh)
		r.count = image.Pt(x0+bh+8, y1+(bh-ui.LineH)/2)
		y2 := y1 + bh + gap
		w := (cw - 4) / 2
		r.playOn.R = image.Rect(x0, y2, x0+w, y2+bh)
		r.back.R = image.Rect(x0+cw-w, y2, x0+cw, y2+bh)
	}
	r.panel = image.Rect(x0+cw+10, top+4, ui.W-8, by+barH+6)
	in := r.panel.Inset(6)
	left := in.Min.X + k.axisW()
	r.legend = image.Rectangle{}
	end := in.Max.X
	if r.legendOn != ui.Current() || r.legendLang != lang.Current() || r.legendBarH != barH || r.legendAn != (r.an != nil) {
		r.legendOn, r.legendLang, r.legendBarH, r.legendAn = ui.Current(), lang.Current(), barH, r.an != nil
		r.legendW = k.panelLegendW(barH/(ui.LineH+2), end-left-minPanelPlotW-12)
	}
	if lw := r.legendW; lw > 0 {
		r.legend = image.Rect(end-lw, by, end, by+barH)
		end -= lw + 12
	}
	r.bar = image.Rect(left, by, end, by+barH)
}

// ChartColumn reports whether the kit asks the table for a column's place
// for a sideways replay's chart (Frame.Chart): the table lays its parts
// out in the canvas's whole height then, and gives the place where it has
// ChartColumnNeed's height for it.
func (k *Kit) ChartColumn() bool { return k.review != nil && k.review.column }

// columnPad is the room inside the chart's panel in a column, round the
// chart, its legend and the transport.
const columnPad = 6

// minColumnPlotH is the least height of the chart's plot in a column: some
// 120 px on a 1280x720 window, its lines apart enough to follow (the
// strip under a board of fixed size gave it 40).
const minColumnPlotH = 60

// ChartColumnNeed is the height of the chart's place in a column w wide
// (Frame.Chart): its legend's lines in the body face over a plot of
// minColumnPlotH, the transport and Export under it (from 2 px in, as
// columnLayout draws them), the count at the legend's first line's end;
// 0 where the row does not fit w. (Where the column has more, the row
// rises level with Play on and Back: columnLayout.)
func (k *Kit) ChartColumnNeed(w int) int {
	in := w - 2*columnPad
	if 2+k.transportW(5) > w {
		return 0
	}
	k.review.columnW = in
	n, _ := k.columnLegend(in)
	return 2*columnPad + columnLegendH(n) + columnLegendGap + minColumnPlotH + 14 + 4 + ui.ButtonH()
}

// columnLegendH is the height of n lines of the legend over a column's
// chart, each line 2 px under the last.
func columnLegendH(n int) int { return n * (ui.LineH + 2) }

// columnLegendGap is the room between a column's legend and its plot: 2 px
// over the 2 px under its last line.
const columnLegendGap = 2

// columnLegend is the lines the legend and the count take over a column's
// chart w wide, and whether the count ends the legend's first line (else
// it has a line of its own under the legend's).
func (k *Kit) columnLegend(w int) (lines int, countBeside bool) {
	n, rows, f := k.columnLegendLines(w)
	if len(rows) == 0 {
		return n + 1, false
	}
	x := 0
	for j, kk := range rows[0] {
		if j > 0 {
			x += gapBefore(kk)
		}
		x += keyW(f, kk)
	}
	if x+keyGap+k.countW()-12 <= w {
		return n, true
	}
	return n + 1, false
}

// columnLegendLines is the lines the legend takes in a column's chart in
// w, and their face: its keys (those the analysis will draw too) in the
// body face, else (a key wider than the column) as legendShown draws them
// there, in the small face.
func (k *Kit) columnLegendLines(w int) (n int, rows [][]barKey, f ui.Face) {
	keys := k.barKeys(true)
	for n := 1; n <= len(keys); n++ {
		if rows, ok := legendRows(ui.Body, keys, w, n); ok {
			return n, rows, ui.Body
		}
	}
	rows, _ = legendRows(ui.Small, keys, w, len(keys))
	return max(1, len(rows)), rows, ui.Small
}

// columnFits reports whether the table gave the chart its column's place
// (Frame.Chart, ChartColumnNeed's height) and its parts are laid out in
// the canvas's height.
func (k *Kit) columnFits() bool {
	c := k.frame.Chart
	return !c.Empty() && c.Dy() >= k.ChartColumnNeed(c.Dx()) && k.ChartColumnNeed(c.Dx()) > 0 && k.arrangedIn(k.Area)
}

// columnLayout lays a sideways replay's chart out in the table's column
// (Frame.Chart): a panel, the legend's lines at its top (the count at the
// first line's end), the chart under them as tall as the panel leaves,
// and under the panel the transport and Export on a row level with Play
// on and Back at the foot of the log's column: the replay's controls one
// bar across the window's foot.
func (k *Kit) columnLayout() {
	r := k.review
	bh := ui.ButtonH()
	need := func(b *ui.Button) int { w, _ := ui.Measure(b.Label); return w + 14 }
	cols, fr := 2, k.frame.Buttons
	if !k.frame.Note.Empty() {
		_, fr = k.noteBand() // (beside the note, in the band the table gives it)
	}
	if need(r.playOn)+need(r.back)+4 > fr.Dx() && fr.Dy() >= 2*bh+4 {
		cols = 1
	}
	PlaceButtons(fr, cols, []*ui.Button{r.playOn, r.back})
	c := k.frame.Chart
	row := c.Max.Y - bh
	if y := r.back.R.Min.Y; cols == 2 && y <= row && y >= row-8 && c.Dy()-(row-y) >= k.ChartColumnNeed(c.Dx()) {
		row = y // (level with Play on and Back where the plot keeps its least height)
	}
	r.panel = image.Rect(c.Min.X, c.Min.Y, c.Max.X, row-4)
	in := r.panel.Inset(columnPad)
	r.columnW = in.Dx()
	n, beside := k.columnLegend(in.Dx())
	r.legend = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+columnLegendH(n))
	cw, _ := ui.Measure(fmt.Sprintf("%d/%d", len(r.all), len(r.all)))
	r.count = image.Pt(in.Max.X-cw, in.Min.Y+1)
	if !beside {
		r.legend.Max.Y -= ui.LineH + 2
		r.count.Y = r.legend.Max.Y + 1
	}
	top := in.Min.Y + columnLegendH(n) + columnLegendGap
	r.barH = in.Max.Y - top
	r.bar = image.Rect(in.Min.X+k.axisW(), top, in.Max.X, in.Max.Y)
	x := c.Min.X + 2
	for _, b := range r.bs {
		b.Hidden = false
		b.R = image.Rect(x, row, x+bh, row+bh)
		x += bh + 4
	}
	x += 6
	r.export.R = image.Rect(x, row, x+bh, row+bh)
	fingerFaces(append([]*ui.Button{r.export}, r.bs...))
}
