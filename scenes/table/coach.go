package table

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// coach is the kit's side of a guided game: the step being taught, and
// the scripted replies still to play.
type coach struct {
	c      *scenes.Coaching
	step   int      // the step taught (len(Steps): the steps are over)
	queue  []string // the scripted record lines still to play
	waitT  float64
	taught game.Action
	done   bool // the lesson's end has been shown
}

// Coach makes the table teach a lesson (scenes.Coachable): it lights the
// taught move, takes only it, and plays the scripted replies.
func (k *Kit) Coach(c *scenes.Coaching) {
	k.coach = &coach{c: c}
	k.Log = []string{lang.T("coach.lesson", "N", c.Index+1, "Of", len(c.Course.Lessons), "Title", c.Lesson.Title)}
	k.Relayout() // the status line's second line
	k.teach()
}

// Teaching reports whether the table is teaching a step now (the person's
// move is the taught one).
func (k *Kit) Teaching() bool { return k.coach != nil && k.coach.step < len(k.coach.c.Lesson.Steps) }

// Coached is the lesson taught (nil in a real game).
func (k *Kit) Coached() *scenes.Coaching {
	if k.coach == nil {
		return nil
	}
	return k.coach.c
}

// Offered reports whether the table should offer a legal action as a
// target: every one in a real game, only the taught one while a lesson
// teaches a step.
func (k *Kit) Offered(a game.Action) bool { return !k.Teaching() || a == k.coach.taught }

// Taught is the move the step teaches (valid while Teaching).
func (k *Kit) Taught() game.Action { return k.coach.taught }

// CoachSays is the coach's words now ("" for none).
func (k *Kit) CoachSays() string {
	if !k.Teaching() {
		return ""
	}
	return k.coach.c.Lesson.Steps[k.coach.step].Say
}

// teach sets the current step up: its move lit as a hint, the coach's
// words said; after the last step, the lesson is played out or ends.
func (k *Kit) teach() {
	co := k.coach
	steps := co.c.Lesson.Steps
	if co.step >= len(steps) {
		switch {
		case k.M.State.Terminal():
			// finish shows the end.
		case co.c.Lesson.Free:
			k.Log = append(k.Log, lang.T("coach.play-out"))
			k.Status = k.turnText()
		default:
			k.endLesson(lang.T("coach.done"), "")
		}
		return
	}
	a, err := k.M.State.ParseAction(steps[co.step].Do)
	if err != nil { // the lesson's data is wrong (the lessons' test catches it)
		k.Refuse(fmt.Sprintf("This lesson cannot go on: %q: %v", steps[co.step].Do, err))
		co.step = len(steps)
		return
	}
	co.taught = a
	k.showHint(a)
	k.HintOn = true
	k.Status = k.coachStatus()
}

func (k *Kit) coachStatus() string {
	if k.coachLow && !k.coachFits() {
		return k.CoachSays() // the card has no room for the words: the status line says them
	}
	if !k.coachLow && !k.coachNoStep {
		// The card holds the words and the step's line (coachNeed makes
		// room for it): the status line says the turn, not the step again,
		// and not the game's usual choices either (roll, or set dice
		// aside): the lesson takes only the lit move (turnText).
		return k.turnText()
	}
	return k.coachStep()
}

// coachTurn is the status line's turn in a lesson's step: whose turn,
// and that the lesson takes only the move lit ("Purple: the lesson takes
// only the lit move."); "" while another seat plays.
func (k *Kit) coachTurn() string {
	if !k.Teaching() || !k.HumanTurn() || k.over {
		return ""
	}
	return lang.T("coach.turn", "Who", lang.Say(game.Colour(k.M.Def.SeatLabel(k.M.State.ToMove()))))
}

// CoachStepOnCard reports whether the coach's card shows the step's
// instruction (then the status line does not say it again).
func (k *Kit) CoachStepOnCard() bool { return k.Teaching() && !k.coachLow && !k.coachNoStep }

// coachStep is the step's instruction ("Make the move lit in blue (step 1
// of 2).").
func (k *Kit) coachStep() string {
	return lang.T("coach.make", "N", k.coach.step+1, "Of", len(k.coach.c.Lesson.Steps))
}

// coachSampleW is the width the step's line gives the sample of the
// hint's light and the gap after it.
const coachSampleW = 14 + 6

// coachFits reports whether the log's place holds the coach's card whole.
func (k *Kit) coachFits() bool {
	r := k.frame.Log
	return !r.Empty() && k.coachNeed(r.Dx()) <= r.Dy()
}

// coachRefuses says why a move other than the taught one is not taken
// ("" when it is the taught one).
func (k *Kit) coachRefuses(a game.Action) string {
	if !k.Teaching() || a == k.coach.taught {
		return ""
	}
	if err := k.M.State.Clone().Apply(a, nil); err != nil {
		return lang.T("coach.not-allowed", "Why", lang.Err(err))
	}
	return lang.T("coach.another")
}

// coachPlayed moves the lesson on after the person's taught move.
func (k *Kit) coachPlayed() {
	co := k.coach
	co.queue = append([]string(nil), co.c.Lesson.Steps[co.step].Then...)
	co.step++
	co.waitT = 0
	if len(co.queue) == 0 {
		k.teach()
	}
}

// coachTick plays the scripted replies, one at a time, after the
// animations; it reports whether the coach acted this frame.
func (k *Kit) coachTick(dt float64) bool {
	co := k.coach
	if co == nil || len(co.queue) == 0 || k.over {
		return false
	}
	if co.waitT += dt; co.waitT < k.MinThink/k.A.Anims.Speed {
		return true
	}
	co.waitT = 0
	line := co.queue[0]
	co.queue = co.queue[1:]
	ok := false
	if len(line) > 0 && line[0] == '*' {
		ok = k.apply(func() ([]game.Event, error) { return k.M.PlayRecorded(line) })
	} else if a, err := k.M.State.ParseAction(line); err == nil {
		ok = k.play(a, true)
	}
	if !ok {
		k.Refuse(fmt.Sprintf("This lesson cannot go on: the reply %q does not fit the game.", line))
		co.queue, co.step = nil, len(co.c.Lesson.Steps)
		return true
	}
	if len(co.queue) == 0 && !k.over {
		k.teach()
	}
	return true
}

// endLesson records the lesson as done and shows its end, with the next
// lesson to go on to.
func (k *Kit) endLesson(title, reason string) {
	co := k.coach
	if co.done {
		return
	}
	co.done = true
	k.A.Anims.Add(tween.Seq(tween.Wait(0.6), tween.Do(func() {
		r := k.lessonResult(title, reason)
		k.dockResult(r, nil)
		k.pushResult(r)
	})))
}

// lessonResult is a lesson's end: the result overlay, whose button goes on
// to the next lesson; the lesson is recorded as done.
func (k *Kit) lessonResult(title, reason string) *scenes.Result {
	co := k.coach
	co.done = true
	co.c.Passed()
	if co.c.Lesson.Done != "" {
		reason = lang.Sentences(co.c.Lesson.Done, reason)
	}
	r := scenes.NewResult(k.A, title, reason, co.c.Next)
	r.SetEmblem(scenes.Emblem(k.M.Def.Name))
	if co.c.Index+1 >= len(co.c.Course.Lessons) {
		r.SetAgain(lang.T("coach.finish"))
	} else {
		r.SetAgain(lang.T("coach.next"))
	}
	return r
}

// coachHead is the coach's card's heading: the lesson and its title.
func (k *Kit) coachHead() string {
	co := k.coach
	return lang.T("coach.head", "N", co.c.Index+1, "Of", len(co.c.Course.Lessons), "Title", co.c.Lesson.Title)
}

// CoachNeed is the height the coach's card needs w wide (0 with no
// lesson): a game that lays something else in the log's place (a strip)
// leaves the log at least this tall, so that the card stays there.
func (k *Kit) CoachNeed(w int) int {
	if k.coach == nil {
		return 0
	}
	return k.coachNeed(w)
}

// coachNeed is the height the coach's card needs w wide to hold its
// heading and the longest of the lesson's words, wrapped whole.
func (k *Kit) coachNeed(w int) int {
	co := k.coach
	// The step's line at the card's foot, under a rule (drawCoachStep):
	// the longest, that of the last step.
	last := lang.T("coach.make", "N", len(co.c.Lesson.Steps), "Of", len(co.c.Lesson.Steps))
	step := max(ui.ParagraphH(last, w-16-coachSampleW), 14)
	return k.coachWordsNeed(w) + 2 + 8 + step + 1
}

// statusHoldsCoach reports whether the status line of a table with no room
// for the coach's card (two lines, three in the small face) holds what the
// coach says now whole.
func (k *Kit) statusHoldsCoach() bool {
	room := max(2*ui.LineH+6, 3*ui.SmallLineH+2) - 2
	_, _, ok := ui.LinesFit(k.CoachSays(), image.Rect(8, 0, ui.W-8, room))
	return ok
}

// coachWordsNeed is coachNeed without the step's line: the heading and the
// longest of the lesson's words.
func (k *Kit) coachWordsNeed(w int) int {
	co := k.coach
	most := 0
	says := []string{co.c.Lesson.Done, lang.T("coach.answers"), lang.T("coach.play-on")}
	for _, st := range co.c.Lesson.Steps {
		says = append(says, st.Say)
	}
	for _, say := range says {
		most = max(most, len(ui.Wrap(say, w-16)))
	}
	return 6 + (len(ui.Wrap(k.coachHead(), w-16))+most)*ui.LineH + 6
}

// drawCoach draws the coach's card: the lesson, and what the coach says,
// both wrapped whole (the card is made as tall as they need).
func (k *Kit) drawCoach(dst *ebiten.Image, r image.Rectangle) {
	if r.Dy() < 20+ui.LineH || r.Dx() < 60 {
		return
	}
	sprites.NineSlice(dst, "frame_panel", r, nil)
	defer ui.Within(r)()
	co := k.coach
	say := k.CoachSays()
	y := r.Min.Y + 5
	step := k.coachStep()
	if low := k.coachLow && !k.coachFits(); low {
		// No room for the card whole (the status line has the words): the
		// heading and the step's line, both in the body face where they
		// fit, else the small face, else the step's line as its number
		// alone (the move is lit in blue, the status line says it).
		head, w := k.coachHead(), r.Dx()-16
		f := ui.Body
		if ui.ParagraphH(head, w)+2+ui.ParagraphH(step, w) > r.Max.Y-2-y {
			f = ui.Small
			if ui.ParagraphHIn(f, head, w)+2+ui.ParagraphHIn(f, step, w) > r.Max.Y-2-y {
				step = lang.T("coach.step", "N", co.step+1, "Of", len(co.c.Lesson.Steps))
			}
		}
		h := ui.ParagraphHIn(f, head, w)
		y += ui.Paragraph(dst, head, image.Rect(r.Min.X+8, y, r.Max.X-8, y+h), ui.Butter)
	}
	switch {
	case say != "" && k.coachLow && !k.coachFits():
		say = step // the words are on the status line
	case say != "":
	case len(co.queue) > 0:
		say = lang.T("coach.answers")
	case k.over:
		say = co.c.Lesson.Done
	default:
		say = lang.T("coach.play-on")
	}
	foot := r.Max.Y // where the step's line ends
	if !(k.coachLow && !k.coachFits()) {
		// A card taller than its words and its step's line need keeps its
		// heading at its top, as every panel's title (the game log's), the
		// words and the step's line right under it: the spare room under
		// them all, not a blank band over the heading nor dead lines
		// between the words and the step.
		if spare := r.Dy() - k.coachNeed(r.Dx()); spare > 0 && k.Teaching() {
			foot -= spare
		}
		// The heading in the body face, or in the small face where that
		// leaves the coach's words the room to show whole (a short card in a
		// long language).
		head, w := k.coachHead(), r.Dx()-16
		f := ui.Body
		if room := r.Max.Y - 2 - y - 4; ui.ParagraphH(head, w)+ui.ParagraphHIn(ui.Small, say, w) > room &&
			ui.ParagraphHIn(ui.Small, head, w)+ui.ParagraphHIn(ui.Small, say, w) <= room {
			f = ui.Small
		}
		h := ui.ParagraphHIn(f, head, w)
		y += ui.Paragraph(dst, head, image.Rect(r.Min.X+8, y, r.Max.X-8, y+h), ui.Butter)
	}
	if box := image.Rect(r.Min.X+8, y+2, r.Max.X-8, r.Max.Y-2); !k.Teaching() && ui.ParagraphHIn(ui.Small, say, box.Dx()) > box.Dy() {
		// Between the steps or after them (answers, play on, done), words
		// the card cannot hold whole even in the small face are left to
		// the lesson's page: the card keeps its heading, the status line
		// the turn.
		return
	}
	y += 2 + ui.Paragraph(dst, say, image.Rect(r.Min.X+8, y+2, r.Max.X-8, r.Max.Y-2), ui.Cream)
	if k.Teaching() && say != step {
		k.drawCoachStep(dst, image.Rect(r.Min.X, r.Min.Y, r.Max.X, foot), y, step)
	}
}

// drawCoachStep puts the step's instruction at the foot of the coach's
// card, where the card has the room under the coach's words: beside a
// sample of the hint's light (the Sky frame and fill the table lights the
// move with), so that "the move lit in blue" shows what it means.
func (k *Kit) drawCoachStep(dst *ebiten.Image, r image.Rectangle, top int, step string) {
	const sw = 14 // the sample's side
	w := r.Dx() - 16 - coachSampleW
	h := max(ui.ParagraphH(step, w), sw)
	y := r.Max.Y - 6 - h
	if w < 60 || y < top+8 {
		return // no room: the status line says it
	}
	ui.FillRect(dst, image.Rect(r.Min.X+8, y-5, r.Max.X-8, y-4), ui.Charcoal)
	sample := image.Rect(r.Min.X+8, y+(h-sw)/2, r.Min.X+8+sw, y+(h-sw)/2+sw)
	ui.FillRect(dst, sample, palette.C("tan"))
	ui.FillRect(dst, sample.Inset(2), HintFill)
	ui.StrokeRectW(dst, sample, 2, Hint)
	ui.Paragraph(dst, step, image.Rect(sample.Max.X+6, y+(h-ui.ParagraphH(step, w))/2, r.Max.X-8, r.Max.Y-4), ui.Cream)
}
