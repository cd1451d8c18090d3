// Package table is the kit every game table is built on. A Kit owns what all
// tables do the same way: the match and its record, computer seats thinking
// in slices (never stalling a frame), hint, undo, autosave, the game log
// panel, the whose-turn banner, the status line, the buttons that every table
// has (Undo, Hint, Menu), pause, the result overlay with its score table and
// rematch, and the sounds of those moments. A game table supplies only what is
// its own through the Game interface: how the board is arranged and drawn,
// what a pointer or key means on it, and how each rules event is animated.
package table

import (
	"errors"
	"image"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// Game is what a game table supplies to its Kit.
type Game interface {
	// Arrange lays out the table's own parts inside area (the canvas less the
	// kit's top bar and status line) and says where the kit's game log and
	// buttons go. It is called whenever the canvas changes shape.
	Arrange(area image.Rectangle) Frame
	// DrawTable draws the board, the pieces and the table's own panels.
	DrawTable(dst *ebiten.Image)
	// Pointer handles a frame of input when a person is to act and nothing
	// moves: presses, drags, drops and keys on the board.
	Pointer(f *input.Frame)
	// Animate shows what an action did (its events); it is called after the
	// match has applied it.
	Animate(ev []game.Event)
	// Undone resets the table's view after n actions were taken back.
	Undone(n int)
	// TurnText is the status line when nothing else is being said: whose
	// turn it is and what can be done.
	TurnText() string
	// Banner is the whose-turn banner (text and colour) and a short note for
	// the right of the top bar (a variant, the player count).
	Banner() (text string, c color.RGBA, note string)
	// ShowHint marks the hint on the table and returns what the status line
	// says about it.
	ShowHint(a game.Action) string
	// Reason is the result's explanation, and Scores its score table (a
	// header row, then a row a seat; nil for none).
	Reason() string
	Scores() [][]string
	// Animating reports the table's own animations (pops, flashes).
	Animating() bool
}

// Frame is where the kit's parts go, as Arrange decides.
type Frame struct {
	Log     image.Rectangle // the game log panel (may be empty)
	Buttons image.Rectangle // the buttons: the table's own first, then Undo, Hint, Menu
	Cols    int             // buttons a row (0: as many as fit)
	OwnRow  bool            // the table's own buttons on a row, the kit's on the next
	// GroupGap is the room between the table's row and the kit's (OwnRow;
	// 0: the 4 px between any two rows): the groups read apart.
	GroupGap int
	// Cramped: the table's own parts did not all get the room they need
	// (a tray cut short); the kit then does not lay it out in less.
	Cramped bool
	// EndLog is where the game log goes once the result docks, where the
	// table has a place for it clear of the log's column (Tokyo Doves' hands
	// column, its hands played out): the result then takes its whole
	// column. Empty: the log keeps the room above the result (dockSplit).
	EndLog image.Rectangle
	// LogKey is the height (canvas pixels, its padding included) the
	// table's key takes at the top of the log's panel, drawn by the table
	// (DrawTable), in place of the log's title: the entries follow under
	// it. 0: none, the title.
	LogKey int
	// Low is a column at the canvas's left that the table takes down into
	// a sideways replay's strip where the strip gives it the room
	// (StripRoom: Tokyo Doves' hands, their names clear of the panels'
	// frames): the transport and Export go on a row under it, the chart,
	// the count and the legend right of it. Empty: the strip spans the
	// canvas.
	Low image.Rectangle
	// Chart is a sideways replay's place for its chart of the chances,
	// its legend and its transport, in a column of the table's (Tokyo
	// Doves': under its hands), where the kit asks for one (ChartColumn)
	// and the table has ChartColumnNeed's height there: the table then
	// takes the canvas's whole height, no strip under its board. Empty:
	// the strip.
	Chart image.Rectangle
	// Note is a band at the foot beside the chart's column (Chart) where
	// the table has no log to hold a sideways replay's note: the note and
	// Play on and Back go there (noteBand), the table's board over it.
	Note image.Rectangle
}

// Optional hooks.
type (
	// Preparer is told about an action just before the match applies it
	// (bot is true when a computer seat chose it).
	Preparer interface{ Before(a game.Action, bot bool) }
	// Ticker is called at the start of every frame.
	Ticker interface{ Tick(dt float64) }
	// Chancer decides when a chance event (a roll, a draw) is resolved: after
	// delay seconds, or, when auto is false, when a person asks (Confirm or a
	// button calling Kit.ResolveChance).
	Chancer interface {
		ChanceWait() (delay float64, auto bool)
	}
	// Finale plays the table's own ending (a boss shaking, the estates
	// counted up) when the game ends, and says how many seconds it takes:
	// the result waits for it.
	Finale interface{ Finale() float64 }
	// LiveStatus overrides the status line while it returns true.
	LiveStatus interface{ LiveStatus() (string, bool) }
	// BarKeeper is a Viewer whose legend lies in the zoom bar's band, left
	// of the zoom's plate, while KeepsBar reports true: the top bar's note,
	// where the top bar has no room for it, is not put on the zoom bar.
	BarKeeper interface{ KeepsBar() bool }
	// BandKeeper is a BarKeeper whose legend needs a taller band than the
	// zoom bar now (BandH, canvas pixels; 0: the bar's; asked each frame):
	// the board is framed that much lower.
	BandKeeper interface{ BandH() int }
	// HintBotter makes the hint's searcher (default: the strongest level).
	HintBotter interface{ HintBot() game.Bot }
	// Boarder says where a table without a camera draws its board on the
	// canvas (for the layout test, which measures the board's share of the
	// play area; a Viewer's board is its camera's).
	Boarder interface{ Board() image.Rectangle }
	// Targets lists a table's own hit targets (squares, cards, dice), for
	// the layout test: each must be finger-sized and on the canvas.
	Targets interface{ Targets() []image.Rectangle }
	// Spacer lists a Viewer's board places that the player may press now,
	// as drawn in its camera's view (they follow the zoom), for the test
	// that measures them against a finger.
	Spacer interface{ Spaces() []image.Rectangle }
	// Marker lists the frames a table draws on its board now that the
	// highlight vocabulary has no word for by itself (Columbiz's pawns
	// placed this turn beside the last move's): a replay's legend names
	// them beside the bar's marks.
	Marker interface{ Marks() []Mark }
	// MarkLister lists every frame a Marker may draw in a replay: the
	// legend's room beside a sideways replay's chart is laid out once for
	// them all, so that none is left out when it shows (Columbiz's "who
	// played" key went where both frames showed).
	MarkLister interface{ AllMarks() []Mark }
)

// A Mark is a frame a table draws on its board and what it means.
type Mark struct {
	C    color.RGBA
	Says string
}

// Slice is the time a search may use in one frame.
const Slice = 6 * time.Millisecond

// Kit is the machinery of a game table. A game table embeds *Kit, which makes
// it a scenes.Scene.
type Kit struct {
	// speaking are the buttons said again when the language changes, and
	// spoken the language they speak.
	speaking []*ui.Button
	spoken   string
	kept     bool // the finished game is in the history
	// Unkept tables (demonstrations: shots, tests) keep no history.
	Unkept bool

	A     *scenes.App
	M     *game.Match
	Layer ui.Layer
	Log   []string
	// Status is the status line: what can be done, or why an attempt failed.
	Status string
	T      float64 // seconds since the table opened
	Area   image.Rectangle
	frame  Frame

	g        Game
	name     string
	own      []*ui.Button
	undoB    *ui.Button
	hintB    *ui.Button
	menuB    *ui.Button
	zoomBs   []*ui.Button
	zoomCap  int // the zoom bar's height (placeZoom), the camera's Cap but for a BandKeeper's band
	bots     []game.Bot
	bot      game.Thinking
	thinkT   float64
	seen     clockSeen // what the last drawing showed of T (Changed)
	hint     game.Thinking
	HintOn   bool
	hintCtl  func() image.Rectangle // the control the hint lights (see LightControl)
	lit      []image.Rectangle      // the lit targets the last frame drew (Lit)
	waitT    float64
	over     bool
	endLog   image.Rectangle // the log's place above the docked result (see dockSplit)
	docked   image.Rectangle // the docked result's panel (the status line says the result beside it)
	overT    float64
	MinThink float64 // seconds a computer seat seems to think at least
	screen   ui.Screen

	// ending is the result docking on the table and its players' cards
	// (ResultNeed), from the layout before it docks on.
	ending   *scenes.Result
	endCards []scenes.Card
	remote   *remote   // a game played on a server (nil: here)
	coach    *coach    // a guided game's lesson (nil: a real game)
	review   *review   // a replay of a game (nil: a game being played)
	puz      *puzzling // a puzzle (nil: a game)
	// coachCard is the coach's card where it has a place of its own (the
	// log's is too small for the lesson's words); empty: the log's place.
	coachCard image.Rectangle
	// noteStrip is the replay's analysis note's own strip, where the log's
	// place has no room for it (empty: none, or the log's place).
	noteStrip image.Rectangle
	noteParas int // the note's paragraphs shown (0: all; noteShown)
	// coachLow: the table could not make room for the coach's card; the
	// status line says the coach's words.
	coachLow bool
	// coachNoStep: the coach's card has the room for the words but not for
	// the step's line under them; the status line says the step.
	coachNoStep bool

	// moveKey: where this frame's log drew a failed puzzle's legend on
	// its title's line (MoveKeyInLog); empty where it did not.
	moveKey image.Rectangle

	// logBack: the log's entries scrolled back from the newest (a tap, the
	// wheel or a drag on its panel), and the entries it had then: a new
	// entry brings the newest back into view.
	logBack, logBackOf int
	// logOpen: the log's strip opened over the table by a tap on it
	// (LogOpener), until the next tap.
	logOpen bool
}

// LogOpener is a table whose log is a strip of a few lines (a phone's
// four players, where the board takes the height): a tap on it opens it
// over the table to the rectangle OpenLog gives, its last entries whole,
// and the next tap anywhere closes it; an empty rectangle, it does not
// open (the tap pages back through older entries, scrollLog).
type LogOpener interface{ OpenLog() image.Rectangle }

// openLog is where the log opens over the table (LogOpener); empty where
// it does not.
func (k *Kit) openLog() image.Rectangle {
	if o, ok := k.g.(LogOpener); ok && k.review == nil && k.coach == nil && !k.over {
		return o.OpenLog()
	}
	return image.Rectangle{}
}

// LogOpen reports whether the log is opened over the table (LogOpener).
func (k *Kit) LogOpen() bool { return k.logOpen && !k.openLog().Empty() }

// arrangedIn reports whether the table's parts keep inside r: the log,
// the buttons' place and the board.
func (k *Kit) arrangedIn(r image.Rectangle) bool {
	if k.frame.Cramped && (k.coach == nil || k.statusHoldsCoach()) {
		return false // (a lesson's words the status line cannot hold keep their card)
	}
	r = r.Inset(-1)
	r.Max.Y += ui.LineH - 1 // a mark under the board (its size) may sit below
	for _, p := range []image.Rectangle{k.frame.Log, k.frame.Buttons, k.BoardRect()} {
		if !p.Empty() && !p.In(r) {
			return false
		}
	}
	return true
}

// inset is the table's area in area (the canvas less the top bar and the
// status line or a replay's strip): 4 px in, and a sideways replay's
// over its chart's panel (chartPanel) 6 px from the window's sides, as
// the panel and the controls are.
func (k *Kit) inset(area image.Rectangle) image.Rectangle {
	a := area.Inset(4)
	if ui.Portrait() && ui.Finger > 24 && k.review == nil {
		// A phone held upright: the buttons at the table's foot stand
		// on the status line's ink with the felt their place keeps
		// round them (2 px), the room their faces grew by (ui.FaceButtonH).
		a.Max.Y += 4
	}
	if k.chartPanel() {
		a.Min.X, a.Max.X = a.Min.X+2, a.Max.X-2
	}
	return a
}

// panelFits reports whether a sideways replay's table is laid out over
// its chart's panel (chartPanel): as arrangedIn, and its board (of fixed
// size: Columbiz's) and its frame clear of the panel's band, not cut by
// it.
func (k *Kit) panelFits() bool {
	if _, ok := k.g.(Viewer); ok {
		return k.arrangedIn(k.Area) // (its view is in the area: the board zooms)
	}
	b := k.BoardRect()
	return k.arrangedIn(k.Area) && (b.Empty() || b.Max.Y+2 <= k.Area.Max.Y) // (the board's frame whole)
}

// New makes the kit of a table named name (the scene name, also the game's
// registry key) for match m; g is the table itself. Buttons are the table's
// own buttons, placed before the kit's.
func New(a *scenes.App, m *game.Match, name string, g Game, buttons ...*ui.Button) *Kit {
	k := &Kit{A: a, M: m, g: g, name: name, own: buttons, MinThink: 0.45}
	k.bots = k.seatBots()
	k.undoB = &ui.Button{Key: "table.undo", TipKey: "table.undo.tip", OnClick: k.Undo}
	k.hintB = &ui.Button{Key: "table.hint", TipKey: "table.hint.tip", OnClick: k.AskHint}
	k.menuB = &ui.Button{Key: "result.menu", TipKey: "table.menu.tip", OnClick: k.Pause}
	for _, b := range buttons {
		k.Layer.Add(b)
	}
	k.Layer.Add(k.undoB, k.hintB, k.menuB)
	if v, ok := g.(Viewer); ok {
		cam := v.Camera()
		k.zoomBs = []*ui.Button{
			{Label: "+", TipKey: "table.zoom-in.tip", OnClick: func() { cam.ZoomBy(1) }},
			{Label: "-", TipKey: "table.zoom-out.tip", OnClick: func() { cam.ZoomBy(-1) }},
			{Key: "table.fit", TipKey: "table.fit.tip", OnClick: func() { cam.Fit(v.Content(), true) }},
		}
		for _, b := range k.zoomBs {
			b.Over = true // over the board
			k.Layer.Add(b)
		}
	}
	k.Speaks(append(append([]*ui.Button{k.undoB, k.hintB, k.menuB}, buttons...), k.zoomBs...)...)
	if len(m.History()) > 0 {
		k.Log = append(k.Log, lang.T("table.resumed"))
	}
	return k
}

// Speaks keeps buttons whose words are message keys (ui.Button's Key and
// TipKey) in the language spoken: said now, and again when the language
// changes (Relayout).
func (k *Kit) Speaks(bs ...*ui.Button) {
	k.speaking = append(k.speaking, bs...)
	ui.Respeak(bs...)
	k.spoken = lang.Current()
}

// Start lays the table out and writes the first status line; a table calls it
// at the end of its constructor.
func (k *Kit) Start() {
	k.Relayout()
	k.Status = k.turnText()
}

// Name is the scene's name.
func (k *Kit) Name() string { return k.name }

// Match returns the match being played.
func (k *Kit) Match() *game.Match { return k.M }

// Thinking reports whether a computer seat is choosing an action.
func (k *Kit) Thinking() bool { return k.bot != nil }

// Over reports whether the game has ended.
func (k *Kit) Over() bool { return k.over }

// Stopped reports whether play has stopped: the game over, or a puzzle's
// try ended (solved or failed). Nobody is on turn then.
func (k *Kit) Stopped() bool { return k.over || k.puz != nil && k.puz.ended }

// Hinting reports whether the hint is being searched.
func (k *Kit) Hinting() bool { return k.hint != nil }

// Layer returns the table's widgets (tests find buttons by label).
func (k *Kit) Widgets() *ui.Layer { return &k.Layer }

// Busy reports whether the table needs frames.
func (k *Kit) Busy() bool {
	if k.moving() {
		return true
	}
	if k.review != nil { // playing by itself, held, or its analysis running (frames drive it)
		done, of := k.Analysed()
		return k.review.auto || k.review.drag || done < of
	}
	if k.remote != nil && !k.over && (!k.remote.deadline.IsZero() || len(k.remote.queue) > 0) {
		return true // a clock runs, or the server's actions wait to be shown
	}
	if k.M.State.ToMove() == game.Chance && !k.over {
		if c, ok := k.g.(Chancer); ok {
			_, auto := c.ChanceWait()
			return auto
		}
		return true
	}
	return false
}

// moving reports whether the table's picture changes from frame to frame
// (a camera, an animation, the computer's "Thinking...").
func (k *Kit) moving() bool { return k.animating() || k.Thinking() || k.Hinting() }

// animating reports whether anything but a computer's search moves the
// table's picture.
func (k *Kit) animating() bool {
	if v, ok := k.g.(Viewer); ok && v.Camera().Moving() {
		return true
	}
	return k.A.Anims.Busy() || (k.over && k.overT < 2.5) || k.Layer.Busy() || k.g.Animating()
}

// clockSeen is what the last drawing showed of the table's clock (k.T):
// the "Thinking..." dots, the on-turn dashes' step, whether a colour
// breathed (Pulse), each kept with the number of the drawing that showed
// it (scenes.App.Draws); and whether a search ran then.
type clockSeen struct {
	dots, march            int
	dotsAt, marchAt, pulse int
	searching              bool // a computer's search ran (Kit.Draw)
}

// drawing is the number of the app's drawing under way (none: 0).
func (k *Kit) drawing() int {
	if k.A == nil {
		return 0
	}
	return k.A.Draws
}

// clockMoved reports whether the clock has moved anything the last
// drawing showed: the dots or the dashes by a step, or any breathing
// colour (which changes every frame).
func (k *Kit) clockMoved() bool {
	c, n := &k.seen, k.drawing()
	return c.pulse == n || (c.dotsAt == n && c.dots != thinkDots(k.T)) || (c.marchAt == n && c.march != int(k.T*OnTurnMarch))
}

// Changed reports whether the table looks other than when last drawn
// (scenes.Worker): a table is drawn again whenever it is busy, but a
// replay whose analysis runs only when the analysis has something new to
// show; meanwhile the page gives its frames to the analysis.
func (k *Kit) Changed() bool {
	r := k.review
	if r == nil || r.an == nil {
		if (k.Thinking() || k.Hinting()) && !k.animating() && k.remote == nil {
			// Only a search runs: the picture changes where the
			// clock moves what it shows, some 13 times a second
			// (the dots and the dashes) instead of every frame.
			return k.clockMoved()
		}
		// A picture drawn while a search ran shows it ("Thinking..."):
		// drawn again when it has ended, moving or not.
		return k.Busy() || k.seen.searching
	}
	return k.moving() || r.auto || r.drag || r.shown != k.analysisShown()
}

func (k *Kit) seatBots() []game.Bot {
	m := k.M
	bots := make([]game.Bot, m.State.Seats())
	for seat := range bots {
		if m.IsBot(seat) {
			b, err := m.Def.NewBot(m.Players[seat], m.Seed+uint64(seat)+1)
			if err != nil {
				k.A.Toast(lang.Err(err))
				continue
			}
			bots[seat] = b
		}
	}
	return bots
}

// HumanTurn reports whether a person is to act now.
func (k *Kit) HumanTurn() bool {
	seat := k.M.State.ToMove()
	if k.remote != nil {
		return seat >= 0 && seat == k.remote.r.Seat() && !k.over && len(k.remote.queue) == 0
	}
	return seat >= 0 && !k.M.IsBot(seat) && !k.over
}

// Say puts a message on the status line.
func (k *Kit) Say(msg string) { k.Status = msg }

// showHint has the table show a hint (or a lesson's move).
func (k *Kit) showHint(a game.Action) string {
	k.hintCtl = nil
	return k.g.ShowHint(a)
}

// LightControl frames a control (a button, the tray's piece) in the hint's
// colour while the hint shows: for a hint that no space on the board can
// show (End turn, a roll, a payment). where gives its place now (empty
// while it is hidden).
func (k *Kit) LightControl(where func() image.Rectangle) { k.hintCtl = where }

// Shown is a button's place, or nothing while it is hidden.
func Shown(b *ui.Button) image.Rectangle {
	if b.Hidden {
		return image.Rectangle{}
	}
	return b.R
}

// Logged is the game log's lines (tests).
func (k *Kit) Logged() []string { return k.Log }

// Says is what the status line says now (tests).
func (k *Kit) Says() string { return k.Status }

// Refuse says why an attempt failed, with the error sound.
func (k *Kit) Refuse(msg string) {
	k.Status = msg
	k.A.Audio.Play("error")
}

// Play applies an action of the seat to act and animates it. It reports
// whether the action was legal.
func (k *Kit) Play(a game.Action) bool { return k.play(a, false) }

func (k *Kit) play(a game.Action, bot bool) bool {
	if k.remote != nil && !k.HumanTurn() {
		return false
	}
	taught := false
	if !bot && k.Teaching() {
		if msg := k.coachRefuses(a); msg != "" {
			k.Refuse(msg)
			return false
		}
		taught = true
	}
	if p, ok := k.g.(Preparer); ok {
		p.Before(a, bot)
	}
	if k.remote == nil {
		ok := k.apply(func() ([]game.Event, error) { return k.M.Play(a) })
		if ok && taught {
			k.coachPlayed()
		}
		return ok
	}
	seq := len(k.M.History())
	ok := k.apply(func() ([]game.Event, error) { return k.M.Play(a) })
	if ok {
		k.sendRemote(seq, k.M.History()[seq].Text)
	}
	return ok
}

// ResolveChance rolls or draws the pending chance event with the match's
// seeded generator and animates it.
func (k *Kit) ResolveChance() bool {
	if k.M.State.ToMove() != game.Chance || k.over {
		return false
	}
	k.waitT = 0
	if k.remote != nil { // the server draws: its outcome is shown when it comes
		return k.showRemote()
	}
	return k.apply(k.M.ResolveChance)
}

func (k *Kit) apply(do func() ([]game.Event, error)) bool {
	logAt, mover := len(k.Log), k.M.State.ToMove()
	ev, err := do()
	if err != nil {
		k.Refuse(lang.Err(err))
		return false
	}
	k.HintOn = false
	k.g.Animate(ev)
	k.puzzlePlayed(mover, logAt)
	k.Status = k.turnText()
	k.autosave()
	k.puzzleAfter()
	if k.M.State.Terminal() {
		k.finish()
	}
	return true
}

// autosave keeps the record of a game in progress (cleared when it ends), so
// closing the window or the tab loses nothing.
func (k *Kit) autosave() {
	if k.remote != nil || k.coach != nil || k.puz != nil {
		return // the server keeps it; a lesson or a puzzle is not a game to continue
	}
	if err := scenes.Autosave(k.M); err != nil {
		k.A.Toast(lang.T("table.not-saved", "Why", lang.Err(err)))
	}
}

// CancelThinking stops the searches in progress.
func (k *Kit) CancelThinking() {
	for _, t := range []*game.Thinking{&k.bot, &k.hint} {
		if *t != nil {
			(*t).Cancel()
			*t = nil
		}
	}
}

// Pause opens the pause overlay (rules, settings, leave).
func (k *Kit) Pause() {
	p := scenes.NewPause(k.A, k.name, k.leave)
	if k.puz != nil {
		p.LeaveTo = k.puz.run.Back
	}
	if k.remote != nil {
		if ag, ok := k.remote.r.(Againer); ok {
			p.LeaveTo = ag.Again // back to online play; the seat stays the player's
		}
		if k.talker() != nil {
			p.AddExtra(lang.T("table.say"), lang.T("table.say.tip"), func() { k.A.Pop(); k.saySomething() })
		}
	}
	k.A.Push(p)
}

// leave is the person leaving the table: searches stop, an online game is
// left (the seat stays theirs).
func (k *Kit) leave() {
	k.CancelThinking()
	if k.remote != nil {
		k.remote.r.Close()
	}
}

// UndoSeat is the person an undo is for: the one to act, or else the first
// person at the table.
func (k *Kit) UndoSeat() int {
	if k.remote != nil {
		if k.undoer() == nil {
			return -1
		}
		return k.remote.r.Seat() // online, the server takes it back
	}
	seat := k.M.State.ToMove()
	if seat >= 0 && !k.M.IsBot(seat) {
		return seat
	}
	for s := range k.M.Players {
		if !k.M.IsBot(s) {
			return s
		}
	}
	return -1
}

// Undo takes back the person's last action (see game.Match.Undo).
func (k *Kit) Undo() {
	if k.puz != nil { // a puzzle starts again instead (the U key too)
		k.retryPuzzle()
		return
	}
	seat := k.UndoSeat()
	if seat < 0 {
		return
	}
	if k.remote != nil {
		k.undoRemote(seat)
		return
	}
	k.CancelThinking()
	n, err := k.M.Undo(seat)
	if err != nil {
		k.Refuse(lang.T("table.no-undo", "Why", lang.Err(err)))
		return
	}
	k.over, k.HintOn, k.docked = false, false, image.Rectangle{}
	k.Log = append(k.Log, lang.T("table.taken-back", "Count", n))
	k.A.Audio.Play("move")
	k.g.Undone(n)
	k.Status = k.turnText()
	k.autosave()
}

// AskHint starts the Expert's search for the person to act.
func (k *Kit) AskHint() {
	if !k.HumanTurn() || k.hint != nil || k.M.State.ToMove() == game.Chance {
		return
	}
	if k.puz != nil {
		k.puz.helped = true // no longer at the first try
	}
	if k.Teaching() { // the step's own move
		k.showHint(k.coach.taught)
		k.HintOn = true
		k.Status = lang.T("coach.lit")
		return
	}
	if k.puz != nil {
		k.hint = k.puzzleHint()
		k.Status = lang.T("table.expert-thinking")
		return
	}
	var b game.Bot
	if h, ok := k.g.(HintBotter); ok {
		b = h.HintBot()
	} else {
		levels := k.M.Def.Levels
		var err error
		if b, err = k.M.Def.NewBot(levels[len(levels)-1], uint64(len(k.M.History()))); err != nil {
			k.Refuse(lang.Err(err))
			return
		}
	}
	k.hint = b.Think(k.M.State.Clone())
	k.Status = lang.T("table.expert-thinking")
}

// finish ends the game: the table's finale, a sound, then the result overlay.
func (k *Kit) finish() {
	k.over, k.overT = true, 0
	k.CancelThinking()
	k.A.ClearToast()
	k.keep()
	title, lost := k.resultTitle()
	finale := 0.0
	if f, ok := k.g.(Finale); ok {
		finale = f.Finale()
	}
	k.A.Anims.Add(tween.Seq(tween.Wait(0.5+finale), tween.Do(func() {
		if !k.shown() {
			return
		}
		if lost {
			k.A.Audio.Play("lose")
		} else {
			k.A.Audio.Play("win")
		}
	}), tween.Wait(1.4), tween.Do(func() {
		// A puzzle's or lesson's end is recorded even where the player
		// left the table during the finale; the overlay only where the
		// table is still there.
		if k.puz != nil {
			k.pushResult(k.puzzleEnd())
			return
		}
		if k.coach != nil {
			r := k.lessonResult(title, k.g.Reason())
			k.dockResult(r, k.cards())
			k.pushResult(r)
			return
		}
		r := scenes.NewResult(k.A, title, k.g.Reason(), k.rematch)
		r.SetEmblem(scenes.Emblem(k.M.Def.Name))
		if k.remote != nil {
			r.SetAgain(lang.T("menu.online"))
		}
		r.AddButton(lang.T("result.replay"), lang.T("result.replay.tip"), k.replay)
		k.dockResult(r, k.cards())
		k.pushResult(r)
	})))
}

// pushResult opens a result over the table, unless the player has left it.
func (k *Kit) pushResult(r *scenes.Result) {
	if k.shown() {
		k.A.Push(r)
	}
}

// shown reports whether the table is still on the app's stack (under an
// overlay or not): a table the player has left starts no sound and opens
// no result over whatever came next.
func (k *Kit) shown() bool {
	for _, s := range k.A.Stack() {
		if s == scenes.Scene(k) || any(s) == any(k.g) {
			return true
		}
	}
	return false
}

// Againer is a Remote that offers a new game at the end (a rematch
// online).
type Againer interface{ Again() }

func (k *Kit) rematch() {
	if k.remote != nil {
		k.remote.r.Close()
		if ag, ok := k.remote.r.(Againer); ok {
			ag.Again()
		} else {
			k.A.Switch(scenes.NewMenu(k.A))
		}
		return
	}
	m, err := game.NewMatch(k.M.Def, k.M.Variant, k.M.Players, game.NewSeed(), "")
	if err != nil {
		k.A.Toast(lang.Err(err))
		return
	}
	s, err := scenes.OpenTable(k.A, m)
	if err != nil {
		k.A.Toast(lang.Err(err))
		return
	}
	k.A.Switch(s)
}

// returns is how the game ended by seat: 1 won, 0 lost, between for a
// share.
func (k *Kit) returns() []float64 {
	ret := k.M.State.Returns()
	if k.remote != nil && k.remote.lost > 0 {
		// Lost on time or left: last, and everyone else shares the win.
		ret = make([]float64, len(k.M.Players))
		for i := range ret {
			ret[i] = 1
		}
		ret[k.remote.lost-1] = 0
	}
	return ret
}

// keep puts the finished game in the history and counts it in the
// statistics, once (a lesson and a watched game are not kept).
func (k *Kit) keep() {
	if k.kept || k.Unkept || k.coach != nil || (k.remote != nil && k.remote.r.Seat() < 0) {
		return
	}
	k.kept = true
	f := k.finished()
	if err := store.AddFinished(f, k.M.Def.Levels); err != nil {
		var aside *store.Aside
		if errors.As(err, &aside) && aside.Err == nil {
			k.A.Toast(lang.Err(err)) // kept; the damaged history before it was set aside
		} else {
			k.A.Toast(lang.T("table.not-kept", "Why", lang.Err(err)))
		}
	}
}

// finished is the ended game as the history keeps it.
func (k *Kit) finished() store.Finished {
	f := store.Finished{Game: k.M.Def.Name, Variant: k.M.Variant, Ended: time.Now().Unix(),
		Players: append([]string(nil), k.M.Players...), Returns: k.returns(), Online: k.remote != nil,
		Record: k.M.Record()}
	for seat := range k.M.Players {
		f.Mine = append(f.Mine, k.here(seat))
	}
	if k.g.Scores() != nil { // a game of points
		f.Scores = k.M.State.Scores()
	}
	f.Actions = scenes.PlayerActions(k.M)
	return f
}

// replay opens the ended game in the replay viewer, over the result (its
// Back comes back here).
func (k *Kit) replay() {
	m, err := game.LoadRecord(k.M.Record())
	if err != nil {
		k.A.Toast(lang.T("history.unplayable", "Why", lang.Err(err)))
		return
	}
	s, err := scenes.OpenTable(k.A, m)
	if err != nil {
		k.A.Toast(lang.Err(err))
		return
	}
	r, ok := s.(scenes.Reviewer)
	if !ok {
		return
	}
	r.Review(k.finished())
	k.A.Push(s)
}

// resultTitle is the result's headline, and whether the one person at the
// table lost to the computer.
func (k *Kit) resultTitle() (string, bool) {
	ret := k.returns()
	best, worst := ret[0], ret[0]
	for _, r := range ret {
		best, worst = max(best, r), min(worst, r)
	}
	var winners, humans []int
	humanWon := false
	for seat, r := range ret {
		if r == best {
			winners = append(winners, seat)
		}
		if k.here(seat) {
			humans = append(humans, seat)
			humanWon = humanWon || r == best
		}
	}
	names := make([]string, len(winners))
	for i, w := range winners {
		names[i] = k.M.Def.SeatLabel(w)
	}
	switch {
	case best == worst:
		return lang.T("result.draw"), false
	case len(humans) == 1 && humanWon && len(winners) > 1:
		return lang.T("result.you-share"), false
	case len(humans) == 1 && humanWon:
		return lang.T("result.you-win"), false
	case len(winners) == 1:
		return lang.T("result.wins", "Who", lang.Say(game.Colour(names[0]))), len(humans) == 1
	}
	return lang.T("result.win", "Who", lang.Say(game.Colours(names...))), len(humans) == 1
}

// here reports whether a seat is played by a person at this screen.
func (k *Kit) here(seat int) bool {
	if k.remote != nil {
		return seat == k.remote.r.Seat()
	}
	return !k.M.IsBot(seat)
}

// keepBand gives a BandKeeper's legend the band it needs now (the
// camera's Cap), while the zoom bar shows.
func (k *Kit) keepBand() {
	v, ok := k.g.(Viewer)
	b, keeps := k.g.(BandKeeper)
	if !ok || !keeps || k.zoomCap == 0 {
		return
	}
	cam := v.Camera()
	if c := max(k.zoomCap, b.BandH()); c != cam.Cap {
		cam.Cap = c
		cam.Settle(v.Content()) // (a framed board framed anew under it)
	}
}

// Update runs a frame: timers, buttons, keys, the hint, chance, the computer
// seats, and a person's input on the board.
func (k *Kit) Update(a *scenes.App, f *input.Frame, dt float64) error {
	if sc := ui.Current(); sc != k.screen {
		k.Relayout()
	}
	k.keepBand()
	k.T += dt
	if k.over {
		k.overT += dt
	}
	if t, ok := k.g.(Ticker); ok {
		t.Tick(dt)
	}
	seat := k.UndoSeat()
	k.undoB.Disabled = seat < 0 || !k.undoable(seat) || a.Anims.Busy() || k.Teaching() || (k.coach != nil && len(k.coach.queue) > 0)
	k.hintB.Disabled = !k.HumanTurn() || k.hint != nil || k.M.State.ToMove() == game.Chance
	if k.puz != nil { // Retry: once a move is made
		k.undoB.Disabled = len(k.M.History()) == 0 && !k.puz.ended || a.Anims.Busy() && !k.puz.ended
		k.hintB.Disabled = k.hintB.Disabled || k.puz.ended || k.puz.run.Show
	}
	if k.review != nil {
		k.reviewKeys(f) // before the buttons, which would take the arrows to move between them
	}
	if k.Layer.Update(f, dt) {
		return nil
	}
	if k.logOpen {
		r := k.openLog()
		switch {
		case r.Empty():
			k.logOpen = false
		case f.Tap:
			k.logOpen = false // (the tap closes it, wherever it falls)
			return nil
		}
	}
	if k.review == nil && k.coach == nil && !k.over && k.AnalysisNote() == "" && k.scrollLog(f) { // (the log drawn as itself: drawLog's default)
		return nil
	}
	toTable := true
	if k.review != nil {
		f.Steer[0] = 0 // left and right step through a replay
	}
	if v, ok := k.g.(Viewer); ok {
		cam := v.Camera()
		k.zoomBs[0].Disabled = cam.Zoom >= cam.MaxZoom
		k.zoomBs[1].Disabled = cam.Zoom <= cam.MinZoom
		cam.Tick(dt)
		toTable = cam.Input(f, dt, v.Grabs)
	}
	if k.review != nil {
		k.reviewUpdate(f, dt)
		return nil
	}
	if f.Is(input.Menu) {
		k.Pause()
		return nil
	}
	if f.Is(input.Undo) {
		k.Undo()
	}
	if f.Is(input.Hint) {
		k.AskHint()
	}
	if k.hint != nil && k.hint.Step(int64(Slice)) {
		act := k.hint.Best()
		k.hint = nil
		k.HintOn = true
		k.Status = k.showHint(act)
	}
	if k.remote != nil {
		k.pollRemote()
		if !k.over && k.remote.lost > 0 {
			k.finish() // lost on time, or left: the server ended it
			return nil
		}
	}
	if a.Anims.Busy() || k.over {
		return nil
	}
	if k.remote != nil && k.showRemote() {
		return nil
	}
	if k.coachTick(dt) || k.puzzleTick(dt) || k.puz != nil && k.puz.ended {
		return nil
	}
	st := k.M.State
	if st.ToMove() == game.Chance && k.remote != nil {
		return nil // the server's roll or draw comes with its next message
	}
	if st.ToMove() == game.Chance {
		delay, auto := 0.35, true
		if c, ok := k.g.(Chancer); ok {
			delay, auto = c.ChanceWait()
		}
		if auto {
			if k.waitT += dt; k.waitT > delay {
				k.ResolveChance()
			}
		} else if f.Is(input.Confirm) {
			k.ResolveChance()
		}
		return nil
	}
	if who := st.ToMove(); who >= 0 && k.M.IsBot(who) && k.bots[who] != nil {
		if k.bot == nil {
			k.bot = k.bots[who].Think(st.Clone())
			k.thinkT = 0
		}
		k.thinkT += dt
		if k.bot.Step(int64(Slice)) && k.thinkT > k.MinThink/a.Anims.Speed {
			act := k.bot.Best()
			k.bot = nil
			k.play(act, true)
		}
		return nil
	}
	if k.HumanTurn() && toTable {
		k.g.Pointer(f)
	}
	return nil
}

// Relayout arranges the table for the canvas in use: the kit's bars, then
// the table's parts, then the buttons where the table put them.
func (k *Kit) Relayout() {
	k.screen = ui.Current()
	k.coachLow, k.coachNoStep = false, false
	if r := k.review; r != nil {
		r.tall, r.shorter = true, false // (given back below where the table needs it)
		r.barH = maxPanelBarH()
		r.gain = 0
		if ui.Portrait() && k.controlsInStrip() {
			// Play on and Back's row, which the table leaves at its foot,
			// and a line of the log's where it keeps a title and three
			// lines (below): the chart's, a plot of some 90 px.
			r.gain = ui.ButtonH() + 4 + ui.LineH + 2
			if r.giveOn == ui.Current() {
				r.gain -= r.give // (what the log needs back: logGive)
			}
		}
	}
	if r := k.review; r != nil && !ui.Portrait() {
		// Sideways, the chart in a column of the table's where it gives
		// one (columnFits), else in the strip under it.
		r.column = true
		area := ui.Full()
		ui.CutTop(&area, TopBarH)
		k.Area = k.inset(area)
		k.frame = k.reviewFrame(k.g.Arrange(k.Area))
		r.column = k.columnFits()
	}
	area := ui.Full()
	ui.CutTop(&area, TopBarH)
	ui.CutBottom(&area, k.statusH())
	k.Area = k.inset(area)
	k.frame = k.reviewFrame(k.g.Arrange(k.Area))
	for r := k.review; r != nil && r.tall && !k.panelFits() && !ui.Portrait() && r.barH > minPanelBarH(); {
		// Sideways, a replay's chart panel gives the table the height
		// its board needs (a board of fixed size), a little at a time.
		r.barH = max(minPanelBarH(), r.barH-4)
		area := ui.Full()
		ui.CutTop(&area, TopBarH)
		ui.CutBottom(&area, k.statusH())
		k.Area = k.inset(area)
		k.frame = k.reviewFrame(k.g.Arrange(k.Area))
	}
	if r := k.review; r != nil && r.tall && !k.arrangedIn(k.Area) && !ui.Portrait() {
		// Sideways, a replay's chart gives part of its height back first.
		r.shorter = true
		area := ui.Full()
		ui.CutTop(&area, TopBarH)
		ui.CutBottom(&area, k.statusH())
		k.Area = k.inset(area)
		k.frame = k.reviewFrame(k.g.Arrange(k.Area))
	}
	if r := k.review; r != nil && r.tall && !k.arrangedIn(k.Area) {
		// A replay's chart gives its height back where the table cannot
		// be laid out in what it leaves (a board of fixed size).
		r.tall, r.shorter = false, false
		area := ui.Full()
		ui.CutTop(&area, TopBarH)
		ui.CutBottom(&area, k.statusH())
		k.Area = k.inset(area)
		k.frame = k.reviewFrame(k.g.Arrange(k.Area))
	}
	k.coachCard, k.noteStrip, k.noteParas = image.Rectangle{}, image.Rectangle{}, 0
	if k.AnalysisNote() != "" && !k.noteFits() && !k.noteBesideColumn() && !k.noteAboveStrip(k.noteH(k.Area.Dx())) {
		// A strip over the replay's: the note whole where the table is
		// laid out above it, else (a board of fixed size on a short
		// canvas) what it cost and the best move (lit on the board), else
		// what it cost alone, never the strip over the board.
		var above image.Rectangle
		for _, n := range []int{0, 2, 1} {
			k.noteParas = n
			h := k.noteH(k.Area.Dx())
			above = k.Area
			above.Max.Y -= h + ui.LineH // a table's marks under its board (a size) keep their line
			k.frame = k.reviewFrame(k.g.Arrange(above))
			k.noteStrip = image.Rect(k.Area.Min.X, above.Max.Y+ui.LineH, k.Area.Max.X, k.Area.Max.Y)
			if k.arrangedIn(above) || n == 1 || strings.Count(k.AnalysisNote(), "\n") < 2 {
				k.noteNextToTable(h)
				break
			}
		}
		k.noteBesideBoard(above)
	}
	if k.coach != nil && k.review == nil {
		// The coach's card holds the lesson's words whole: where the log's
		// place is too small for them, the card is a strip of its own
		// across the bottom, as tall as the longest step needs, and the
		// table is laid out above it.
		if r := k.frame.Log; r.Empty() || k.coachNeed(r.Dx()) > r.Dy() {
			h := k.coachNeed(k.Area.Dx())
			if w := k.coachWordsNeed(k.Area.Dx()); h > k.Area.Dy()/5 && w <= k.Area.Dy()/5 && !k.statusHoldsCoach() {
				h, k.coachNoStep = w, true // the words whole, the step on the status line
			}
			above := k.Area
			above.Max.Y -= h + ui.LineH // a table's marks under its board keep their line
			k.frame = k.g.Arrange(above)
			k.coachCard = image.Rect(k.Area.Min.X, above.Max.Y+ui.LineH, k.Area.Max.X, k.Area.Max.Y)
			if h > k.Area.Dy()/5 || !k.arrangedIn(above) {
				// The strip would take more than a fifth of the table, or
				// the table cannot be laid out in less (a board of fixed
				// size on a small canvas): the card keeps the log's place
				// and the status line, on two lines, says the words whole.
				k.coachCard, k.coachLow = image.Rectangle{}, true
				area := ui.Full()
				ui.CutTop(&area, TopBarH)
				ui.CutBottom(&area, k.statusH())
				k.Area = area.Inset(4)
				k.frame = k.g.Arrange(k.Area)
			}
		}
	}
	if v, ok := k.g.(Viewer); ok {
		cam := v.Camera()
		// The zoom bar: a strip across the top of the felt with the
		// buttons at its right and the plates (ZoomPlate) at its left;
		// the board is framed below it. Under the result, where the board
		// is only looked at, none.
		cam.Cap = 0
		if len(k.zoomBs) > 0 && !k.zoomBs[0].Hidden {
			cam.Cap = placeZoom(cam.View, k.zoomBs)
		}
		k.zoomCap = cam.Cap
		k.keepBand()
		cam.Settle(v.Content())
	}
	if k.spoken != lang.Current() { // the language changed (Settings, from the pause)
		ui.Respeak(k.speaking...)
		k.spoken = lang.Current()
		k.Status = k.turnText()
	}
	if k.review != nil {
		if !k.stripUnderTable() {
			// No band at the foot for the log (the strip there): Play on
			// and Back keep their row where the table put them.
			k.review.noGain = ui.Current()
			k.Relayout()
			return
		}
		if r := k.review; r.gain > ui.ButtonH()+4 && r.giveOn != ui.Current() {
			// The log keeps its lines (the chart gives them back), sized
			// once on this canvas.
			r.giveOn, r.give = ui.Current(), k.logGive(k.frame.Log)
			if k.frame.Log.Empty() {
				// No log under the strip (Columba's): the chart takes
				// the felt the band leaves under it (some 65 px on a
				// phone), rather than leaving it bare.
				r.give = -max(0, ui.H-(k.stripTop()+k.reviewStripH()))
			}
			if r.give != 0 {
				k.Relayout()
				return
			}
		}
		k.reviewLayout()
		return
	}
	kits := []*ui.Button{k.undoB, k.hintB, k.menuB}
	own := k.own
	if r := k.frame.Buttons; k.frame.OwnRow && len(own) > 0 {
		h, gap := ui.FaceButtonH(), max(4, k.frame.GroupGap)
		// 2 px of felt under the rows, as PlaceButtons' centring leaves
		// (the rows a little closer for it where their place is short).
		gap = max(4, min(gap, r.Dy()-2*h-2))
		foot := r.Max.Y - max(0, min(2, r.Dy()-2*h-gap))
		top := image.Rect(r.Min.X, foot-2*h-gap, r.Max.X, foot-h-gap)
		PlaceButtons(top, len(own), own)
		PlaceButtons(image.Rect(r.Min.X, foot-h, r.Max.X, foot), len(kits), kits)
		return
	}
	PlaceButtons(k.frame.Buttons, k.frame.Cols, append(append([]*ui.Button(nil), own...), kits...))
}

// ButtonsFitRow reports whether the table's buttons (its own, then Undo,
// Hint, Menu) hold one row w pixels wide, each label whole in the body
// face in an equal cell (PlaceButtons): a table that needs the height a
// second row takes (a log's lines) puts them in one.
func (k *Kit) ButtonsFitRow(w int) bool {
	bs := append(append([]*ui.Button(nil), k.own...), k.undoB, k.hintB, k.menuB)
	cell := (w - 4*(len(bs)-1)) / len(bs)
	for _, b := range bs {
		label := b.Label
		if b.Key != "" {
			label = lang.T(b.Key)
		}
		if lw, _ := ui.Measure(label); max(lw+14, ui.Finger) > cell {
			return false
		}
	}
	return true
}

// PlayArea is the canvas less the top bar and the status line: what the
// table lays out.
func (k *Kit) PlayArea() image.Rectangle { return k.Area }

// LogRect is where the table's log panel is (tests); empty where it has none.
func (k *Kit) LogRect() image.Rectangle { return k.frame.Log }

// noteNextToTable moves an upright replay's note (h tall) next to the
// position it speaks of, where the log and Play on and Back end the table's
// parts (a band across the bottom of the table): the note right under the
// table's parts, the log and the buttons under it, by the replay's own
// strip (not the log and the buttons between the board and the note).
func (k *Kit) noteNextToTable(h int) {
	fr := &k.frame
	if !ui.Portrait() || fr.Buttons.Empty() || fr.Buttons.Max.Y < k.noteStrip.Min.Y-ui.LineH-8 {
		return
	}
	top := fr.Buttons.Min.Y
	if !fr.Log.Empty() {
		if fr.Log.Max.Y > fr.Buttons.Min.Y || fr.Log.Min.X > fr.Buttons.Min.X+8 {
			return // the log beside the buttons: no band of its own
		}
		top = fr.Log.Min.Y
	}
	if b := k.BoardRect(); !b.Empty() && b.Max.Y > top {
		return
	}
	k.noteStrip = image.Rect(k.Area.Min.X, top, k.Area.Max.X, top+h)
	fr.Buttons = fr.Buttons.Add(image.Pt(0, h+ui.LineH))
	if !fr.Log.Empty() {
		fr.Log.Min.Y += h + 4
		fr.Log.Max.Y += h + ui.LineH
	}
}

// noteBesideBoard moves a sideways replay's note strip to the column left
// of the board where the board (of fixed size on a short canvas: Tokyo
// Doves at 1000x700) reaches down into the strip: the table is laid out
// again above the note's lines at that column's width (the seat panels
// give up their height, the board keeps its size), and the note takes the
// column's foot, clear of the board's bottom ring, rather than lie over
// it. Where the column is too narrow or the board would still reach the
// note, the table stays laid out in above, the strip as it is.
func (k *Kit) noteBesideBoard(above image.Rectangle) {
	b := k.BoardRect()
	if ui.Portrait() || k.noteStrip.Empty() || b.Empty() || !b.Overlaps(k.noteStrip) {
		return
	}
	w := b.Min.X - 4 - k.Area.Min.X
	if w < 120 {
		return
	}
	h := k.noteH(w)
	if h > k.Area.Dy()/3 {
		return
	}
	a := k.Area
	a.Max.Y -= h + ui.LineH
	k.frame = k.reviewFrame(k.g.Arrange(a))
	b = k.BoardRect()
	side := image.Rect(k.Area.Min.X, k.Area.Max.Y-h, b.Min.X-4, k.Area.Max.Y)
	if b.Empty() || b.Overlaps(side) || side.Dx() < w || k.noteH(side.Dx()) > side.Dy() {
		k.frame = k.reviewFrame(k.g.Arrange(above))
		return
	}
	k.noteStrip = side
}

// noteBesideColumn places a sideways replay's note, where its chart is in
// the table's column (ChartColumn) and the table has no log to hold the
// note but a band at the foot beside the column for it (Frame.Note: a
// 1000x700 window's Tokyo Doves), in that band left of Play on and Back
// (noteBand): whole where it fits the band's height, else what the move
// cost and the best move (lit on the board), else what it cost alone
// (taller than the band where even that needs more). False where the
// table gives no band.
func (k *Kit) noteBesideColumn() bool {
	if !k.ChartColumn() || k.frame.Chart.Empty() || k.frame.Note.Empty() {
		return false
	}
	band, _ := k.noteBand()
	for _, n := range []int{0, 2, 1} {
		k.noteParas = n
		if k.noteH(band.Dx()) <= band.Dy() {
			break
		}
	}
	band.Min.Y = min(band.Min.Y, band.Max.Y-k.noteH(band.Dx()))
	k.noteStrip = band
	return true
}

// noteBand parts a sideways replay's band beside its chart's column
// (Frame.Note): the note's place at its left, and Play on and Back at its
// right, on the foot's row (level with the transport under the chart), in
// cells as wide as the wider's words.
func (k *Kit) noteBand() (note, buttons image.Rectangle) {
	r, band := k.review, k.frame.Note
	cell := max(wordsW(r.playOn), wordsW(r.back))
	buttons = image.Rect(band.Max.X-2*cell-4, band.Max.Y-ui.ButtonH(), band.Max.X, band.Max.Y)
	note = image.Rect(band.Min.X, band.Min.Y, buttons.Min.X-8, band.Max.Y)
	return note, buttons
}

// ColumnNoteH is the height of the band a table gives a sideways replay's
// note beside the chart's column where it has no log to hold it
// (Frame.Note): a note's card of two lines.
func ColumnNoteH() int { return 2*ui.LineH + 10 }

// BoardRect is where the board is drawn on the canvas now: a Viewer's
// content as its camera shows it, else what the table says (empty if it
// says nothing).
func (k *Kit) BoardRect() image.Rectangle {
	if v, ok := k.g.(Viewer); ok {
		cam := v.Camera()
		return cam.Rect(v.Content()).Intersect(cam.View)
	}
	if b, ok := k.g.(Boarder); ok {
		return b.Board()
	}
	return image.Rectangle{}
}

// ToastArea is where a toast goes on a table: the top of the board's view,
// below the top bar and clear of the seat panels, the log and the status
// line.
func (k *Kit) ToastArea() image.Rectangle {
	if v, ok := k.g.(Viewer); ok {
		return v.Camera().View
	}
	if b, ok := k.g.(Boarder); ok {
		if r := b.Board(); !r.Empty() {
			return r
		}
	}
	return k.Area
}

// PlaceButtons spreads buttons over r in rows of cols (0: all in one row if
// each can be a finger wide, else rows of three), each a finger tall.
func PlaceButtons(r image.Rectangle, cols int, bs []*ui.Button) {
	n := len(bs)
	if n == 0 {
		return
	}
	const gap = 4
	// What a button needs: its words and some room, and a finger's width;
	// where a row's words do not fit so, their width in the small face
	// and the least room a button's label has (ui.Button draws it so).
	small := false
	need := func(b *ui.Button) int {
		if small {
			w, _ := ui.MeasureIn(ui.Small, b.Label)
			return max(w+8, ui.Finger)
		}
		w, _ := ui.Measure(b.Label)
		return max(w+14, ui.Finger)
	}
	rowFits := func(row []*ui.Button) bool {
		total := gap * (len(row) - 1)
		for _, b := range row {
			total += need(b)
		}
		return total <= r.Dx()
	}
	if cols <= 0 {
		cols = n
		if (r.Dx()-gap*(n-1))/n < max(ui.Finger, 52) {
			cols = 3
		}
	}
	rows := (n + cols - 1) / cols
	bh := ui.FaceButtonH()
	y := r.Min.Y + max(0, (r.Dy()-rows*bh-(rows-1)*gap)/2)
	for row := 0; row < rows; row++ {
		inRow := bs[row*cols : min(n, row*cols+cols)]
		small = false
		cells := ui.Grid(image.Rect(r.Min.X, y, r.Max.X, y+bh), len(inRow), 1, gap)
		// Equal cells where every word fits them; else each as wide as
		// its words, sharing what is left.
		equal := true
		for i, b := range inRow {
			equal = equal && need(b) <= cells[i].Dx()
		}
		if !equal && !rowFits(inRow) {
			small = true
		}
		if !equal && rowFits(inRow) {
			left := r.Dx() - gap*(len(inRow)-1)
			for _, b := range inRow {
				left -= need(b)
			}
			x := r.Min.X
			for i, b := range inRow {
				w := need(b) + left/len(inRow)
				if i == len(inRow)-1 {
					w = r.Max.X - x
				}
				cells[i] = image.Rect(x, y, x+w, y+bh)
				x += w + gap
			}
		}
		for i, b := range inRow {
			b.R = cells[i]
		}
		y += bh + gap
	}
}

// placeZoom puts the zoom buttons (+, -, Fit) at the top right of a board's
// view, in a row of finger-sized squares: the zoom bar, a strip of the felt
// of its own that a framed board lies below, so the buttons never cover it.
// It returns the strip's height.
func placeZoom(view image.Rectangle, bs []*ui.Button) int {
	side := zoomSide()
	const gap, margin = 2, zoomMargin
	// Square buttons, or as wide as their words (Fit, in another language).
	w := make([]int, len(bs))
	total := (len(bs) - 1) * gap
	for i, b := range bs {
		lw, _ := ui.Measure(b.Label)
		w[i] = max(side, lw+10)
		total += w[i]
	}
	x := view.Max.X - margin - total
	y := view.Min.Y + margin
	for i, b := range bs {
		b.R = image.Rect(x, y, x+w[i], y+side)
		x += w[i] + gap
	}
	return ZoomBarH()
}

// ZoomControlW is the width placeZoom gives the zoom control (+, - and
// Fit, in the player's language) at the right of the zoom bar, for a table
// that lays something of its own in the bar's left part.
func ZoomControlW() int {
	const gap, margin = 2, zoomMargin
	w := 2*gap + margin
	for _, l := range []string{"+", "-", lang.T("table.fit")} {
		lw, _ := ui.Measure(l)
		w += max(zoomSide(), lw+10)
	}
	return w
}

// zoomSide is the side of a zoom button (placeZoom): a finger (ButtonH)
// and 2 px, so that the face drawn inside the button's ink rim, a pixel
// each side, is a finger wide and tall (the thirteenth reader measured
// 43x42 CSS px on a phone).
func zoomSide() int { return ui.ButtonH() + 2 }

// zoomMargin is the felt (canvas pixels) above and below the zoom
// buttons in the zoom bar, and right of them.
const zoomMargin = 2

// ZoomBarH is the height of the zoom bar across the top of a board's view
// (placeZoom): a table sizing its view to its board counts it.
func ZoomBarH() int { return zoomSide() + 2*zoomMargin } // (the buttons' side and margin)

// ButtonsHeight is the height rows of buttons need (PlaceButtons: on a
// phone each a finger's face inside its ink edge).
func ButtonsHeight(rows int) int { return rows*ui.FaceButtonH() + (rows-1)*4 }

// TopBarH is the height of the top bar (title and whose-turn banner).
const TopBarH = 30

// statusH is the height of the status line: two lines in portrait (three
// in the small face), one sideways (two in the small face).
func (k *Kit) statusH() int {
	if k.review != nil {
		return k.reviewStripH() - k.review.gain // (the gain: the table's own row for Play on and Back)
	}
	if ui.Portrait() || k.coachLow {
		return max(2*ui.LineH+6, 3*ui.SmallLineH+2)
	}
	return max(ui.LineH+8, 2*ui.SmallLineH+2)
}

// BoardTargets lists the board's own targets as drawn now: a Viewer's
// places in view (Spacer), else the table's hit targets (squares, cards,
// dice). The test of phone layouts measures them.
func (k *Kit) BoardTargets() []image.Rectangle {
	if sp, ok := k.g.(Spacer); ok {
		return sp.Spaces()
	}
	return k.HitTargets()
}

// HitTargets lists what a finger can press on the table besides its
// buttons (for the layout test).
func (k *Kit) HitTargets() []image.Rectangle {
	if t, ok := k.g.(Targets); ok {
		return t.Targets()
	}
	return nil
}
