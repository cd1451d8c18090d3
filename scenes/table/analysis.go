package table

import (
	"image"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// An analysis is the Expert judging every position of a replayed game, in
// the background (a slice a frame, never stalling one): each seat's chance
// of winning after every action, drawn as a graph on the replay's bar, and
// the actions that lost the most, or missed a forced win, marked there.
type analysis struct {
	judge    game.Judge
	m        *game.Match // the game replayed as far as judged
	cur      game.Judging
	verdicts []game.Verdict // by position: after the first i actions
	// letGo are the exhaustive searches' findings after the actions whose
	// seat had a proven win that the judge no longer proves after them
	// (puzzle.CheckLetGo), by action; checking is the one under way.
	letGo    map[int]puzzle.LetGo
	checking *search.Task
	checkAt  int
	checked  *puzzle.LetGo // its finding, read once it has finished
}

// A Mistake is an action the Expert would not have made: the chance it
// cost its seat, the action preferred, and the forced win it missed (the
// seat's turns; 0 for none). A missed win is marked only where a search
// proves it gone: the rival's proven win after the action, or the game
// lost (Within 0), or the exhaustive search's proof that the seat has no
// win within Within of its turns after it (a longer one not ruled out).
// An action after which the win is still there, later, or that no search
// settled within its bound, is not marked.
type Mistake struct {
	At           int // the action's index: the position before it is At
	Seat         int
	Played, Best game.Action
	From, To     float64 // the seat's chance before and after
	MissedWin    int
	Within       int
}

// MistakeLoss is how much of its chance of winning an action must cost its
// seat to be marked as a mistake.
const MistakeLoss = 0.2

// startAnalysis begins the Expert's analysis of the replay's game, where
// the game has a judge.
func (k *Kit) startAnalysis() {
	r := k.review
	if k.M.Def.Judge == nil {
		return
	}
	m, err := game.LoadRecord(r.record)
	if err != nil {
		return
	}
	if a, ok := analysed.get(r.record); ok { // judged before, this session
		r.an = &analysis{m: m, verdicts: a.verdicts, letGo: a.letGo}
		return
	}
	m.KeepFirst(0)
	r.an = &analysis{judge: k.M.Def.Judge(), m: m, letGo: map[int]puzzle.LetGo{}}
}

// analysed keeps the analyses finished this session, by record, so that a
// game opened again (or laid out again at another size) is not judged
// again.
var analysed = &analyses{byRecord: map[string]judged{}}

type analyses struct {
	byRecord map[string]judged
	order    []string
}

// judged is a finished analysis.
type judged struct {
	verdicts []game.Verdict
	letGo    map[int]puzzle.LetGo
}

// keepAnalyses is how many finished analyses a session keeps.
const keepAnalyses = 16

func (a *analyses) get(record string) (judged, bool) {
	v, ok := a.byRecord[record]
	return v, ok
}

func (a *analyses) put(record string, v judged) {
	if _, ok := a.byRecord[record]; !ok {
		a.order = append(a.order, record)
	}
	a.byRecord[record] = v
	if len(a.order) > keepAnalyses {
		delete(a.byRecord, a.order[0])
		a.order = a.order[1:]
	}
}

// analysisShown is what a replay's analysis has to show: while it stays
// the same, the replay's picture does too (Kit.Still).
type analysisShown struct {
	judged, checked int
	note            string
}

func (k *Kit) analysisShown() analysisShown {
	r := k.review
	if r.an == nil {
		return analysisShown{note: r.note}
	}
	return analysisShown{len(r.an.verdicts), len(r.an.letGo), r.note}
}

// CancelAnalysis stops the analysis (leaving the replay).
func (k *Kit) CancelAnalysis() {
	if r := k.review; r != nil && r.an != nil && r.an.cur != nil {
		r.an.cur.Cancel()
		r.an.cur = nil
	}
	if r := k.review; r != nil && r.an != nil && r.an.checking != nil {
		r.an.checking.Cancel()
		r.an.checking = nil
	}
}

// Analysed reports how many of the replay's positions the analysis has
// judged, of how many (0 of 0: the game has no analysis).
func (k *Kit) Analysed() (done, of int) {
	r := k.review
	if r == nil || r.an == nil {
		return 0, 0
	}
	return len(r.an.verdicts), len(r.all) + 1
}

// MaxSlice is the most of a frame that a replay's analysis takes while
// the replay draws nothing new: half the time between the page's frames,
// at least Slice. Where frames come slowly (a slow machine, a browser
// drawing in software) the page's own drawing takes the rest of the frame
// anyway, and the analysis gets more of each.
const MaxSlice = 30 * time.Millisecond

// analysisSlice is the analysis's share of a frame dt seconds after the
// last: Slice while the replay's picture changes, else half of dt (at
// least Slice, at most MaxSlice).
func (k *Kit) analysisSlice(dt float64) time.Duration {
	if k.Changed() {
		return Slice
	}
	return min(MaxSlice, max(Slice, time.Duration(dt*float64(time.Second)/2)))
}

// analysisStep advances the analysis by a slice of the frame that came dt
// seconds after the last: the position being judged, or the next one (an
// ended game and a chance event are judged at once).
func (k *Kit) analysisStep(dt float64) {
	slice := int64(k.analysisSlice(dt))
	r := k.review
	if r == nil || r.an == nil || len(r.an.verdicts) > len(r.all) && r.an.checking == nil {
		return
	}
	an := r.an
	if an.checking != nil {
		if !an.checking.Step(slice) {
			return
		}
		an.checking = nil
		if an.checked != nil {
			an.letGo[an.checkAt] = *an.checked
			an.checked = nil
		}
		if len(an.verdicts) == r.at+2 {
			k.noteMistake()
		}
		if len(an.verdicts) > len(r.all) {
			analysed.put(r.record, judged{an.verdicts, an.letGo})
		}
		return
	}
	for an.cur == nil && len(an.verdicts) <= len(r.all) {
		i := len(an.verdicts)
		if i > 0 && len(an.m.History()) < i {
			if _, err := an.m.PlayRecorded(r.all[i-1]); err != nil {
				r.an = nil // a record the rules no longer take: no analysis
				return
			}
		}
		st := an.m.State
		switch {
		case st.Terminal():
			an.verdicts = append(an.verdicts, game.Verdict{Seat: game.Nobody, Chance: st.Returns()})
		case st.ToMove() == game.Chance:
			prev := game.Verdict{Seat: game.Chance, Chance: make([]float64, st.Seats())}
			if i > 0 {
				copy(prev.Chance, an.verdicts[i-1].Chance)
			} else { // the opening roll or draw: every seat its fair share
				for s := range prev.Chance {
					prev.Chance[s] = 1 / float64(len(prev.Chance))
				}
			}
			an.verdicts = append(an.verdicts, prev)
		default:
			an.cur = an.judge.Judge(st.Clone())
		}
	}
	if an.cur != nil && an.cur.Step(slice) {
		an.verdicts = append(an.verdicts, an.cur.Verdict())
		an.cur = nil
		k.checkLetGo()
		if an.checking != nil {
			return // the action's mark waits for the check
		}
		if len(an.verdicts) == r.at+2 {
			k.noteMistake() // the action after the position shown is judged now
		}
	}
	if len(an.verdicts) > len(r.all) {
		analysed.put(r.record, judged{an.verdicts, an.letGo})
	}
}

// checkLetGo starts the exhaustive search after the action just judged
// when its seat had a proven win before it that the judge does not prove
// after it (nor the rival's win): the search, bounded by a count of
// positions and not by the clock, says whether the win is still there.
func (k *Kit) checkLetGo() {
	r := k.review
	an := r.an
	j := len(an.verdicts) - 1 // the position after action j-1
	i := j - 1
	if i < 0 || i >= len(r.seats) {
		return
	}
	seat := r.seats[i]
	v := an.verdicts
	if seat < 0 || !puzzle.NeedsLetGo(v[i], v[j], seat) {
		return
	}
	sv := puzzle.For(k.M.Def.Name)
	if sv == nil || an.m.History()[i].Action == v[i].Best {
		return
	}
	after, n := an.m.State.Clone(), v[i].Proven
	an.checkAt, an.checked = i, nil
	an.checking = search.NewTask(0, func(ctl *search.Ctl) game.Action {
		lg := puzzle.CheckLetGo(sv, after, seat, n, ctl.Cap(puzzle.LetGoNodes))
		if lg.Kept || lg.Within > 0 {
			an.checked = &lg // unsettled: nothing, and no mark
		}
		return 0
	})
}

// Mistakes are the actions marked so far: those that cost their seat at
// least MistakeLoss of its chance, or a forced win.
func (k *Kit) Mistakes() []Mistake {
	r := k.review
	if r == nil || r.an == nil {
		return nil
	}
	var out []Mistake
	v := r.an.verdicts
	for i := 0; i+1 < len(v); i++ {
		seat := r.seats[i]
		if seat < 0 || v[i].Seat != seat {
			continue
		}
		played := r.an.m.History()[i].Action // judged after it: the replay has it
		if played == v[i].Best {
			continue
		}
		mk := Mistake{At: i, Seat: seat, Played: played, Best: v[i].Best, From: v[i].Chance[seat], To: v[i+1].Chance[seat]}
		if v[i].Proven > 0 && !puzzle.ProvenWin(v[i+1], seat) {
			// A win proven before: marked only where its loss is proven.
			mk.MissedWin, mk.Within = puzzle.Missed(v[i], v[i+1], seat, r.an.letGo[i])
			if mk.MissedWin == 0 {
				continue // still won, later, or not settled: no mark
			}
		}
		if mk.MissedWin > 0 || mk.From-mk.To >= MistakeLoss {
			out = append(out, mk)
		}
	}
	return out
}

// noteMistake shows, at the position before a marked action, the
// Expert's action lit on the board and what the action cost, in words.
func (k *Kit) noteMistake() {
	r := k.review
	was := r.note
	defer func() {
		if r.note != was {
			k.Relayout() // the note's place, where the log has no room for it
		}
	}()
	r.note = ""
	for _, mk := range k.Mistakes() {
		if mk.At != r.at {
			continue
		}
		who := lang.Say(game.Colour(k.M.Def.SeatLabel(mk.Seat)))
		played, best := k.says(mk.Played), k.says(mk.Best)
		msg := lang.T("review.mistake", "Who", who,
			"From", int(math.Round(100*mk.From)), "To", int(math.Round(100*mk.To)))
		if v := r.an.verdicts; len(v[mk.At].Chance) == 2 && mk.Seat != 0 && mk.At+1 < len(v) {
			// With two players the chart plots the first seat's chance
			// alone: the note speaks of the chance the chart shows.
			msg = lang.T("review.mistake-chart", "Who", who,
				"Chart", lang.Say(game.Colour(k.M.Def.SeatLabel(0))),
				"From", int(math.Round(100*v[mk.At].Chance[0])), "To", int(math.Round(100*v[mk.At+1].Chance[0])))
		}
		switch {
		case mk.Within > 0:
			msg = lang.T("review.missed-win-within", "Who", who, "Count", mk.MissedWin, "Within", mk.Within)
		case mk.MissedWin > 0:
			msg = lang.T("review.missed-win", "Who", who, "Count", mk.MissedWin)
		}
		// The board shows the position before the move (the Expert's
		// lit on it): the move played is said as the one played next
		// from here, not as one the board shows played (the 27th reader read
		// "Played: Green puts out..." against "Green to move").
		msg += "\n" + lang.T("review.played-next", "Played", played) + "\n" + lang.T("review.best-lit", "Best", best)
		k.showHint(mk.Best)
		k.HintOn = true
		r.note = msg
		return
	}
	if an := r.an; an != nil && r.at < len(r.all) && len(an.verdicts) < r.at+2 {
		r.note = lang.T("review.judging") // said again once the action is judged
	}
}

// drawAnalysis draws the analysis on the bar b: in its plot, the first
// seat's chance of winning as a line (a line a seat where there are more
// than two), as far as judged, in the seat's colour, a point on each line
// where the replay is; over the bar, a mark over each mistake.
func (k *Kit) drawAnalysis(dst *ebiten.Image, b, plot image.Rectangle) {
	r := k.review
	if r == nil || r.an == nil || len(r.an.verdicts) == 0 {
		return
	}
	colors := scenes.SeatColors(k.name)
	v := r.an.verdicts
	seats := len(v[0].Chance)
	lines := seats
	if seats == 2 {
		lines = 1
	}
	top, h := float32(plot.Min.Y), float32(plot.Dy()-1)
	yOf := func(i, seat int) float32 { return top + h*float32(1-v[i].Chance[seat]) }
	pts := make([]float32, 0, 2*len(v))
	for pass, w := range []float32{4, 2} { // an outline in ink, then the seat's ink in its form
		for seat := 0; seat < lines; seat++ {
			pts = pts[:0]
			for i := range v {
				pts = append(pts, float32(k.barX(i))+.5, yOf(i, seat))
			}
			if pass == 0 {
				strokeDashed(dst, pts, w, ui.Ink, nil)
				continue
			}
			strokeDashed(dst, pts, w, ChartInk(colors[seat%len(colors)].C), SeatDash(seat))
		}
	}
	if r.at < len(v) { // where the replay is: a point on each line
		x := k.barX(r.at)
		for seat := 0; seat < lines; seat++ {
			y := int(yOf(r.at, seat))
			p := image.Rect(x-2, y-2, x+3, y+3)
			ui.FillRect(dst, p, ChartInk(colors[seat%len(colors)].C))
			ui.StrokeRect(dst, p.Inset(-1), ui.Ink)
		}
	}
	// On the line, at the point each mistake led to, its mark; where the
	// replay stands on that point, the point a dot in the mark's middle.
	for _, mk := range k.Mistakes() {
		c := Warn
		if mk.MissedWin > 0 {
			c = ui.Gold
		}
		m := k.mistakeMark(mk, plot)
		ui.FillRect(dst, m.Inset(1), c)
		ui.StrokeRect(dst, m, ui.Ink)
		if mk.At+1 == r.at && m.Dx() > 7 {
			seat := 0
			if lines > 1 {
				seat = mk.Seat
			}
			p := ui.Centre(m, 3, 3)
			ui.FillRect(dst, p, ChartInk(colors[seat%len(colors)].C))
			ui.StrokeRect(dst, p.Inset(-1), ui.Ink)
		}
	}
}

// mistakeMark is where the chart in plot marks the mistake mk: a square
// (its ink edge included) centred on the point of the line that the
// action led to (the line of the seat that made it, where each seat has
// its own; the first seat's with two), so that it says which point it is
// (marks along the bar's top edge sat on the 100% line, apart from theirs).
func (k *Kit) mistakeMark(mk Mistake, plot image.Rectangle) image.Rectangle {
	v := k.review.an.verdicts
	i := min(mk.At+1, len(v)-1)
	seat := 0
	if len(v[i].Chance) > 2 {
		seat = mk.Seat
	}
	x := k.barX(mk.At + 1)
	y := plot.Min.Y + int(float32(plot.Dy()-1)*float32(1-v[i].Chance[seat]))
	if plot.Dy() < MinPlotH { // (a short canvas's plot, no legend: a size smaller)
		return image.Rect(x-3, y-3, x+4, y+4)
	}
	return image.Rect(x-4, y-4, x+5, y+5) // (a size over the point where the replay is, which shows in it)
}

// Verdict is each seat's chance of winning after the first at actions,
// as the chart draws it; nil where not judged yet (tests).
func (k *Kit) Verdict(at int) []float64 {
	if r := k.review; r != nil && r.an != nil && at >= 0 && at < len(r.an.verdicts) {
		return r.an.verdicts[at].Chance
	}
	return nil
}

// MistakeMarks are the chart's marks of the mistakes, and its plot
// (tests).
func (k *Kit) MistakeMarks() (marks []image.Rectangle, plot image.Rectangle) {
	r := k.review
	if r == nil || r.an == nil || len(r.an.verdicts) == 0 {
		return nil, image.Rectangle{}
	}
	plot, _ = chartParts(r.bar)
	for _, mk := range k.Mistakes() {
		marks = append(marks, k.mistakeMark(mk, plot))
	}
	return marks, plot
}

// FinishAnalysis judges every position now, however long it takes (shots
// and tests; a player's replay judges in the background), with the
// searches' time counted in the game's steps (game.Def.JudgeStep,
// search.Counted), so that the analysis is the same on every run and
// machine: the landscape and phone shots of a move say the same.
func (k *Kit) FinishAnalysis() {
	defer search.Counted(search.Counted(k.M.Def.JudgeStep))
	for {
		done, of := k.Analysed()
		if done == of {
			return
		}
		if r := k.review; r.an.cur != nil {
			for !r.an.cur.Step(int64(time.Second)) {
			}
		}
		k.analysisStep(1.0 / 60)
	}
}

// says is an action of the position shown in words, as the game log would
// say it ("Red puts out the Attack dove one square north of its Boss."),
// or in the game's notation where the log has no words for it.
func (k *Kit) says(a game.Action) string {
	var ev []game.Event
	c := k.M.State.Clone()
	if c.Apply(a, &ev) == nil {
		if w := wordsOf(ev); w != "" {
			return w
		}
	}
	return k.M.State.ActionString(a)
}

// wordsOf is what events say, as the game log says them ("" for nothing).
func wordsOf(ev []game.Event) string {
	var words []string
	for _, e := range ev {
		if e.Msg.Key != "" {
			words = append(words, lang.Say(e.Msg))
		}
	}
	return strings.Join(words, " ")
}

// AnalysisNote is the analysis's note on the position shown ("" for none).
func (k *Kit) AnalysisNote() string {
	if k.review == nil {
		return ""
	}
	return k.review.note
}

// noteShown is the note as its card shows it: whole, or where the card
// has room for fewer of its paragraphs (noteParas), what the move cost
// first, then the best move (lit on the board), then the move played.
func (k *Kit) noteShown() string {
	note := k.AnalysisNote()
	ps := strings.Split(note, "\n")
	if k.noteParas == 0 || len(ps) != 3 || k.noteParas >= 3 {
		return note
	}
	if k.noteParas == 1 {
		return ps[0]
	}
	return ps[0] + "\n" + ps[2]
}

// NotePlace is where the analysis's note shows: its own card at the top of
// the log's place (the log keeps the rest), or, where the log's place is
// too small for it, a strip of its own over the replay's strip (the table
// laid out above it): never over the board, the transport, Play on or
// Back.
func (k *Kit) NotePlace() image.Rectangle {
	note := k.AnalysisNote()
	if note == "" {
		return image.Rectangle{}
	}
	if !k.noteStrip.Empty() {
		return k.noteStrip
	}
	return k.frame.Log.Intersect(image.Rect(0, 0, ui.W, k.frame.Log.Min.Y+k.noteH(k.frame.Log.Dx())))
}

// noteH is the height of the note's card w wide.
func (k *Kit) noteH(w int) int {
	note := k.noteShown()
	return len(ui.Wrap(note, w-16))*ui.LineH + 10 + strings.Count(note, "\n")*noteGap
}

// noteGap parts the note's paragraphs (what it cost, the move played, the
// best move): three blocks rather than one wall of lines.
const noteGap = 4

// noteFits reports whether the log's place holds the note and, under it,
// two lines of the log (a replay says what just happened as well as what
// the Expert thinks of it).
func (k *Kit) noteFits() bool {
	l := k.frame.Log
	return !l.Empty() && l.Dx() >= 120 && l.Dy() >= k.noteH(l.Dx())+4+minNoteLogH
}

// minNoteLogH is the least room the log keeps under the analysis's note.
const minNoteLogH = 26 + 2*ui.LineH

// drawNote draws the analysis's note on its card.
func (k *Kit) drawNote(dst *ebiten.Image) {
	p := k.NotePlace()
	if p.Empty() {
		return
	}
	// On a panel as the log's: the hint's magenta is the best move's on
	// the board, and a frame of it round the words read as a third
	// meaning beside the costly moves' pink.
	sprites.NineSlice(dst, "frame_panel", p, nil)
	// Its first line (what the move cost) in the heading's colour, then
	// the move played and the Expert's, each on a line of its own.
	in := p.Inset(5).Add(image.Pt(3, 0))
	for i, para := range strings.Split(k.noteShown(), "\n") {
		c := ui.Cream
		if i == 0 {
			c = ui.Butter
		}
		in.Min.Y += ui.Paragraph(dst, para, in, c) + noteGap
	}
}
