package table

import (
	"slices"
	"strings"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/tween"
)

// puzzling is the kit's side of a puzzle: the person plays the side to
// win against the defence's best answers, which the puzzle's solver finds;
// a move that lets the win go is answered with its refutation.
type puzzling struct {
	run    *scenes.PuzzleRun
	sv     puzzle.Solver
	seat   int  // the side to win
	helped bool // a hint or a take-back: not solved at the first try
	ended  bool // solved or failed: the result is on its way
	failed bool // not solved: the top bar says so, not whose turn it is
	def    *defender
	line   []string // the solution still to play (Show)
	waitT  float64
	// turnLog is where in the log the side's last turn begins (its first
	// action's entry), lastMover the seat of the last action played (-1:
	// none yet); verdict is the entry that says the try failed (-1:
	// none): a failed try's log keeps the side's move in view under the
	// result (Kit.failedLog).
	turnLog, lastMover, verdict int
}

// SetPuzzle makes the table a puzzle (scenes.Puzzler).
func (k *Kit) SetPuzzle(r *scenes.PuzzleRun) {
	pz := &puzzling{run: r, sv: puzzle.For(k.M.Def.Name), seat: k.M.State.ToMove(), lastMover: -1, verdict: -1}
	k.puz, k.Unkept = pz, true
	if r.Show {
		pz.line = append([]string(nil), r.Puzzle.Line...)
		pz.helped = true
		k.bots = make([]game.Bot, len(k.bots)) // the solution plays both sides
	} else {
		pz.def = &defender{k: k}
		k.bots[1-pz.seat] = pz.def
	}
	k.undoB.Key, k.undoB.TipKey = "puzzle.retry", "puzzle.retry.tip"
	k.undoB.Label, k.undoB.Tooltip = lang.T(k.undoB.Key), lang.T(k.undoB.TipKey)
	k.undoB.OnClick = k.retryPuzzle
	k.Log = []string{k.puzzleStatement()}
	k.Relayout()
	k.Status = k.turnText()
}

// puzzleStatement is what the puzzle asks ("Puzzle 1 (Medium): Red to
// play and win in 2 turns."): the log's first entry, and a failed try's
// status line once its result docks.
func (k *Kit) puzzleStatement() string {
	r := k.puz.run
	return lang.T("puzzle.log", "Puzzle", r.Title(), "Goal", r.Goal(r.Puzzle.Turns))
}

// Puzzle is the puzzle set (nil: none).
func (k *Kit) Puzzle() *scenes.PuzzleRun {
	if k.puz == nil {
		return nil
	}
	return k.puz.run
}

// turnsLeft are the side's turns left to win in, the one in progress
// counted: the puzzle's, less the side's turns already over.
func (pz *puzzling) turnsLeft(m *game.Match) int {
	done := map[int]bool{}
	now := m.State.Turn()
	for _, p := range m.History() {
		if p.Seat == pz.seat && p.Turn < now {
			done[p.Turn] = true
		}
	}
	return pz.run.Puzzle.Turns - len(done)
}

// puzzleStatus is the status line of a puzzle while it goes on.
func (k *Kit) puzzleStatus() string {
	pz := k.puz
	switch {
	case pz.ended:
		return k.Status
	case pz.run.Show:
		return lang.T("puzzle.showing")
	case k.M.State.ToMove() == pz.seat:
		return pz.run.Goal(pz.turnsLeft(k.M))
	}
	return lang.T("puzzle.defending", "Who", lang.Say(game.Colour(k.M.Def.SeatLabel(1-pz.seat))))
}

// puzzlePlayed notes, once an action of mover's is played, where in the
// log the side's turn begins (at, the log's length before the action):
// the failed try's log shows it from there.
func (k *Kit) puzzlePlayed(mover, at int) {
	pz := k.puz
	if pz == nil || pz.ended {
		return
	}
	if mover == pz.seat && pz.lastMover != pz.seat {
		pz.turnLog = at
	}
	pz.lastMover = mover
}

// failedLog is, once a puzzle's try has failed on the defence's answer
// and the result says so under the log, where in the log the side's
// failed turn begins and the entry that says it failed (the result's
// sheet says it again); ok is false otherwise.
func (k *Kit) failedLog() (from, verdict int, ok bool) {
	pz := k.puz
	if pz == nil || !pz.failed || pz.verdict < 0 || pz.verdict != len(k.Log)-1 || k.docked.Empty() || pz.lastMover < 0 {
		return 0, 0, false
	}
	return pz.turnLog, pz.verdict, pz.turnLog < pz.verdict
}

// puzzleAfter judges the puzzle after each action: solved, no turns left,
// or refuted.
func (k *Kit) puzzleAfter() {
	pz := k.puz
	if pz == nil || pz.ended {
		return
	}
	st := k.M.State
	rival := lang.Say(game.Colour(k.M.Def.SeatLabel(1 - pz.seat)))
	switch {
	case st.Terminal():
		// finish shows the end.
	case pz.run.Show:
	case st.ToMove() != pz.seat && pz.turnsLeft(k.M) <= 0:
		k.puzzleFails(lang.T("puzzle.no-win"), "")
	case st.ToMove() == pz.seat && pz.def.refuted:
		short := lang.T("puzzle.refuted", "Who", rival, "Count", pz.run.Puzzle.Turns)
		// The sheet says what the answer leaves and what to do now; the
		// log above it has the moves in its own words (the sheet does not
		// say them again).
		why := lang.T("puzzle.refuted-sheet", "Who", rival, "Count", pz.run.Puzzle.Turns)
		// What the answer left on the board, where the table can say it,
		// under the sheet's first line ("there is no win in 2 turns" alone
		// left the player to guess why), in place of what to do now (the
		// buttons under it say that: Try again, Solution), so that the
		// sheet takes no more lines from the log above it.
		if say := k.tellAnswer(); say != "" {
			first, _, _ := strings.Cut(why, "\n")
			why = first + "\n" + say
		}
		k.puzzleFails(why, short)
	}
}

// An AnswerTeller is a table that can say what a failed puzzle's answer
// changed on its board, from before the answer to after it, for the side
// that was to win: a sentence of facts the board shows ("Green's Boss now
// has 3 free sides, where it had 1."), "" where it has nothing to say.
type AnswerTeller interface {
	TellAnswer(before, after game.State, seat int) string
}

// tellAnswer is what the table says the defence's answer changed ("" for
// nothing): the position before the answer is the puzzle's own with the
// actions before it played again.
func (k *Kit) tellAnswer() string {
	t, ok := k.g.(AnswerTeller)
	if !ok {
		return ""
	}
	before, err := k.puz.run.Puzzle.Start()
	if err != nil {
		return ""
	}
	_, i := k.lastTurnsAt()
	for _, p := range k.M.History()[:i] {
		if before.Apply(p.Action, nil) != nil {
			return ""
		}
	}
	return t.TellAnswer(before, k.M.State, k.puz.seat)
}

// lastTurnsAt is where in the history the side's last turn starts (j) and
// the defence's answer to it starts (i).
func (k *Kit) lastTurnsAt() (j, i int) {
	h := k.M.History()
	i = len(h)
	for i > 0 && h[i-1].Seat != k.puz.seat {
		i--
	}
	j = i
	for j > 0 && h[j-1].Seat == k.puz.seat {
		j--
	}
	return j, i
}

// Refutation is, once a puzzle's try has failed on the defence's answer,
// the actions of the side's last turn and of that answer, for the board
// to mark ("your move", "the answer"); none otherwise.
func (k *Kit) Refutation() (yours, theirs []game.Action) {
	ys, ts := k.RefutationPlies()
	h := k.M.History()
	for _, n := range ys {
		yours = append(yours, h[n].Action)
	}
	for _, n := range ts {
		theirs = append(theirs, h[n].Action)
	}
	return yours, theirs
}

// RefutationPlies are Refutation's actions as places in the match's
// history (a table that keeps where each action went marks those).
func (k *Kit) RefutationPlies() (yours, theirs []int) {
	pz := k.puz
	if pz == nil || !pz.failed || pz.def == nil || !pz.def.refuted {
		return nil, nil
	}
	j, i := k.lastTurnsAt()
	for n := j; n < len(k.M.History()); n++ {
		if n < i {
			yours = append(yours, n)
		} else {
			theirs = append(theirs, n)
		}
	}
	return yours, theirs
}

// FailedMark is the sprite beside a failed puzzle's headline ("Not this
// time"): the seal a lost game has in the lists (a cross on slate), on
// every canvas, not the game's emblem, which says nothing about the try.
const FailedMark = "icon_lost"

// puzzleFails ends a try: what went wrong is said (the log, whose lines
// above have the moves, says it short where short is given), the
// refutation stays on the board a moment, then the result offers another
// try or the solution.
func (k *Kit) puzzleFails(why, short string) {
	pz := k.puz
	pz.ended, pz.failed = true, true
	k.CancelThinking()
	if short == "" {
		short = why
	}
	k.Status = short // (the result's card says it whole)
	k.Log = append(k.Log, short)
	pz.verdict = len(k.Log) - 1
	pz.run.Failed()
	k.A.Audio.Play("error")
	k.A.Anims.Add(tween.Seq(tween.Wait(1.6), tween.Do(func() {
		r := scenes.NewResult(k.A, lang.T("puzzle.failed"), why, pz.run.Retry)
		r.SetAgain(lang.T("puzzle.again"))
		r.SetMark(FailedMark)
		r.AddButton(lang.T("puzzle.solution"), lang.T("puzzle.solution.tip"), pz.run.Solution)
		r.SetLeave(lang.T("puzzles.title"), pz.run.Back)
		k.dockResult(r, nil)
		k.pushResult(r)
	})))
}

// puzzleEnd is the result of a puzzle whose game ended: solved, or lost
// (a move that lost at once).
func (k *Kit) puzzleEnd() *scenes.Result {
	pz := k.puz
	pz.ended = true
	if !puzzle.SideWon(k.M.State, pz.seat) {
		pz.failed = true
		why := lang.T("puzzle.lost")
		pz.run.Failed()
		r := scenes.NewResult(k.A, lang.T("puzzle.failed"), why, pz.run.Retry)
		r.SetAgain(lang.T("puzzle.again"))
		r.AddButton(lang.T("puzzle.solution"), lang.T("puzzle.solution.tip"), pz.run.Solution)
		r.SetLeave(lang.T("puzzles.title"), pz.run.Back)
		r.SetMark(FailedMark)
		k.dockResult(r, nil)
		return r
	}
	title, words := lang.T("puzzle.solved"), ""
	if pz.run.Show {
		title = lang.T("puzzle.shown")
	} else {
		words = pz.run.Solved(!pz.helped)
	}
	r := scenes.NewResult(k.A, title, words, pz.run.Next)
	r.SetAgain(lang.T("puzzle.next"))
	if pz.run.Show {
		r.AddButton(lang.T("puzzle.again"), lang.T("puzzle.again.tip"), pz.run.Retry)
	}
	r.SetLeave(lang.T("puzzles.title"), pz.run.Back)
	r.SetEmblem(scenes.Emblem(k.M.Def.Name))
	k.dockResult(r, nil)
	return r
}

// retryPuzzle sets the puzzle again from its start (the Undo button's
// place): no longer a first try.
func (k *Kit) retryPuzzle() {
	k.CancelThinking()
	if !k.puz.ended && len(k.M.History()) > 0 && !k.puz.run.Show {
		k.puz.run.Failed()
	}
	k.puz.run.Retry()
}

// puzzleTick plays the solution, an action at a time; it reports whether
// it acted this frame.
func (k *Kit) puzzleTick(dt float64) bool {
	pz := k.puz
	if pz == nil || !pz.run.Show || len(pz.line) == 0 || k.over {
		return false
	}
	if pz.waitT += dt; pz.waitT < 2*k.MinThink/k.A.Anims.Speed {
		return true
	}
	pz.waitT = 0
	a, err := k.M.State.ParseAction(pz.line[0])
	pz.line = pz.line[1:]
	if err != nil || !k.play(a, true) {
		k.Refuse(lang.T("puzzle.unplayable", "Why", pz.run.Puzzle.ID))
		pz.line = nil
	}
	return true
}

// A defender is the computer's side of a puzzle: each of its turns is the
// solver's answer to the side's turn (puzzle.Answer), kept for the turn's
// later actions. It notes whether its answer refuted the side's move.
type defender struct {
	k       *Kit
	plan    []game.Action
	expect  string // the position the plan's next action is for
	refuted bool
}

func (d *defender) Level() string { return "expert" }

func (d *defender) Think(s game.State) game.Thinking {
	pz := d.k.puz
	n := pz.turnsLeft(d.k.M)
	return search.NewTask(0, func(ctl *search.Ctl) game.Action {
		if len(d.plan) > 0 && d.expect == s.String() {
			a := d.plan[0]
			d.advance(s, a)
			return a
		}
		line, refutes, stopped := puzzle.Answer(pz.sv, s, pz.seat, n, ctl)
		if stopped || len(line) == 0 {
			var buf [64]game.Action
			return s.Legal(buf[:0])[0]
		}
		d.refuted = refutes
		d.plan = line
		d.advance(s, line[0])
		return line[0]
	})
}

// advance moves the plan past a, played in s.
func (d *defender) advance(s game.State, a game.Action) {
	d.plan = d.plan[1:]
	c := s.Clone()
	if c.Apply(a, nil) == nil {
		d.expect = c.String()
	}
}

// DemoWrongMove makes the first legal move that lets the win go, and the
// defence's refutation, at once (shots): the try's result follows.
func (k *Kit) DemoWrongMove() {
	pz := k.puz
	ws, _ := puzzle.Winners(pz.sv, k.M.State, pz.run.Puzzle.Turns, nil)
	var buf [256]game.Action
	for _, a := range k.M.State.Legal(buf[:0]) {
		if !slices.Contains(ws, a) {
			k.Play(a)
			break
		}
	}
	k.A.Anims.Finish()
	for !pz.ended && !k.over && k.M.State.ToMove() != pz.seat {
		th := k.bots[k.M.State.ToMove()].Think(k.M.State.Clone())
		for !th.Step(int64(Slice)) {
		}
		k.play(th.Best(), true)
		k.A.Anims.Finish()
	}
}

// puzzleHint is the hint's search in a puzzle: the first action that
// keeps the win in the turns left (the line's first at the start), or,
// where none does, the first legal one.
func (k *Kit) puzzleHint() game.Thinking {
	pz := k.puz
	s := k.M.State.Clone()
	n := pz.turnsLeft(k.M)
	start := len(k.M.History()) == 0
	return search.NewTask(0, func(ctl *search.Ctl) game.Action {
		if start {
			if a, err := s.ParseAction(pz.run.Puzzle.Line[0]); err == nil {
				return a
			}
		}
		if a, ok, _ := puzzle.Winning(pz.sv, s, n, ctl); ok {
			return a
		}
		var buf [256]game.Action
		return s.Legal(buf[:0])[0]
	})
}
