package all_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// coached is a table teaching a lesson (every game's, through its kit).
type coached interface {
	Teaching() bool
	Taught() game.Action
	Play(a game.Action) bool
	HumanTurn() bool
	Match() *game.Match
	CoachSays() string
	CoachStepOnCard() bool
	Says() string
	Gesture(a game.Action) (table.Gesture, error)
}

// gesture performs a table's gesture as a person does: a finger on a
// phone, the mouse on a desktop.
func gesture(d *scenetest.Driver, g table.Gesture, touch bool) {
	switch {
	case g.Cancel:
		d.Key(input.Cancel)
	case g.Drag && touch:
		d.TouchDrag(g.At, g.To)
	case g.Drag:
		d.Drag(g.At, g.To)
	case touch:
		d.Tap(g.At)
	default:
		d.Click(g.At)
	}
}

// perform makes an action through the table's controls, gesture by
// gesture (each after the animations), up to the one that makes it; it
// reports why it could not ("" when it was done).
func perform(d *scenetest.Driver, tb coached, a game.Action, touch bool) string {
	for range 8 {
		d.WaitFor("the animations", 300, func() bool { return !d.A.Anims.Busy() })
		var g table.Gesture
		var err error
		scenetest.OnMain(func() { g, err = tb.Gesture(a) })
		if err != nil {
			return err.Error()
		}
		gesture(d, g, touch)
		if g.Final {
			return ""
		}
	}
	return "eight gestures did not make it"
}

// Every lesson of every guided game, played through on its table by hand
// in both orientations (a finger on a phone, the mouse on a desktop,
// through the table's own controls): each step lights its move and
// accepts exactly it (another legal move, made the same way, is refused
// and changes nothing), the scripted replies follow, and the lesson ends
// recorded as done (a free lesson hands the game over to the computer to
// play out).
func TestEveryLessonPlaysThrough(t *testing.T) {
	require.NotEmpty(t, scenes.AllCourses())
	d := scenetest.New(t)
	for _, sz := range []struct {
		w, h  int
		dpr   float64
		touch bool
	}{{390, 844, 3, true}, {1280, 720, 1, false}} {
		touch := sz.touch
		for _, c := range scenes.AllCourses() {
			began, steps := time.Now(), 0
			for i, l := range c.Lessons {
				steps += len(l.Steps)
				name := fmt.Sprintf("%s lesson %d (%s) at %dx%d", c.Key, i+1, l.Title, sz.w, sz.h)
				assert.NotEmpty(t, l.About, "%s: what it teaches, for the course page", name)
				sc := d.Screen(sz.w, sz.h, sz.dpr)
				var err error
				scenetest.OnMain(func() {
					d.A = scenes.NewScriptedApp()
					d.A.SetScreen(sc)
					d.A.Update()
					err = scenes.StartLesson(d.A, c, i)
				})
				require.NoError(t, err, name)
				var tb coached
				scenetest.OnMain(func() { tb, _ = d.A.Top().(coached) })
				require.NotNil(t, tb, name)
				for s, step := range l.Steps {
					d.WaitFor(fmt.Sprintf("%s: step %d taught", name, s+1), 600, func() bool {
						return tb.Teaching() && tb.HumanTurn() && !d.A.Anims.Busy() && tb.CoachSays() == step.Say
					})
					// Another move, made the same way, is refused and changes nothing.
					var before, said string
					var want game.Action
					var others []game.Action
					scenetest.OnMain(func() {
						st := tb.Match().State
						before, want, said = st.String(), tb.Taught(), tb.Says()
						// The step's instruction is said once: on the coach's
						// card, else on the status line.
						instr := lang.T("coach.make", "N", s+1, "Of", len(l.Steps))
						if tb.CoachStepOnCard() {
							assert.NotContains(t, said, instr, "%s: step %d: the card and the status line both say it", name, s+1)
							// The status line agrees with the coach: the
							// lesson takes the lit move only (not the game's
							// usual choices: "or set dice aside and roll").
							who := lang.Say(game.Colour(tb.Match().Def.SeatLabel(st.ToMove())))
							assert.Equal(t, lang.T("coach.turn", "Who", who), said, "%s: step %d: the status line", name, s+1)
						} else {
							assert.True(t, strings.Contains(said, instr) || said == step.Say, "%s: step %d: neither the card nor the status line says %q (status: %q)", name, s+1, instr, said)
						}
						assert.Equal(t, step.Do, st.ActionString(want), name)
						for _, a := range st.Legal(nil) {
							if a != want {
								others = append(others, a)
							}
						}
					})
					tried := ""
					for i, a := range others {
						if i == 10 {
							break
						}
						if why := perform(d, tb, a, touch); why == "" {
							scenetest.OnMain(func() { tried = tb.Match().State.ActionString(a) })
							break
						}
					}
					d.Step(2)
					scenetest.OnMain(func() {
						assert.Equal(t, before, tb.Match().State.String(), "%s: step %d took %s", name, s+1, tried)
						assert.True(t, tb.Teaching() && tb.CoachSays() == step.Say, "%s: step %d moved on after %s", name, s+1, tried)
						if tried != "" {
							assert.NotEqual(t, said, tb.Says(), "%s: step %d: %s was refused without a word", name, s+1, tried)
						}
					})
					assert.True(t, tried != "" || len(others) == 0, "%s: step %d: no other move could be tried by hand", name, s+1)
					// The taught move, by hand.
					n := 0
					scenetest.OnMain(func() { n = len(tb.Match().History()) })
					require.Equal(t, "", perform(d, tb, want, touch), "%s: step %d: %s by hand", name, s+1, step.Do)
					d.WaitFor(fmt.Sprintf("%s: step %d played", name, s+1), 200, func() bool { return len(tb.Match().History()) > n })
					scenetest.OnMain(func() {
						h := tb.Match().History()
						assert.Equal(t, want, h[n].Action, "%s: step %d", name, s+1)
					})
				}
				if l.Free {
					d.WaitFor(name+": handed over", 600, func() bool { return !tb.Teaching() })
					continue
				}
				d.WaitFor(name+": its end", 2000, func() bool { return d.A.Top().(scenes.Named).Name() == "result" })
				assert.GreaterOrEqual(t, d.A.Settings.Learned[c.Key], i+1, name)
			}
			// The lessons' length, for docs/BENCHMARKS.md (not a pass/fail).
			t.Logf("%s at %dx%d: %d lessons, %d steps, played through in %v", c.Key, sz.w, sz.h, len(c.Lessons), steps, time.Since(began).Round(time.Millisecond))
		}
	}
}

// Setup's Learn opens the course of the rules chosen (Columba's Junior
// rules and full rules are two courses), and the Junior course leads on to
// the full one when its last lesson is done.
func TestLearnOpensTheCourseOfTheRulesChosen(t *testing.T) {
	d := scenetest.New(t)
	scenetest.OnMain(func() {
		d.A = scenes.NewScriptedApp()
		d.A.Settings.Learned = nil // no lesson done yet (the tests share a settings store)
	})
	d.Screen(1280, 720, 1)
	for _, v := range []struct{ label, first string }{{"Junior", "1. Laying cards"}, {"Full rules", "1. Objectives and captures"}} {
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "columba")) })
		d.Step(2)
		d.ClickButton(v.label)
		d.ClickButton("Lessons")
		require.Equal(t, "course", d.TopName())
		d.Button(v.first) // the course's first lesson is listed
	}
	junior, _ := scenes.CourseByKey("columba-junior")
	last := len(junior.Lessons) - 1
	scenetest.OnMain(func() { require.NoError(t, scenes.StartLesson(d.A, junior, last)) })
	var co *scenes.Coaching
	scenetest.OnMain(func() { co = d.A.Top().(interface{ Coached() *scenes.Coaching }).Coached() })
	scenetest.OnMain(co.Next)
	d.Step(2)
	require.Equal(t, "course", d.TopName())
	d.Button("1. Objectives and captures")
}

// Every course page says what each of its lessons teaches, in landscape as
// upright on a phone: the list is not a column of bare titles with only the
// next lesson explained.
func TestCoursePageSaysEveryLesson(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct {
		w, h int
		dpr  float64
	}{{1280, 720, 1}, {390, 844, 3}} {
		d.Screen(sz.w, sz.h, sz.dpr)
		for _, c := range scenes.AllCourses() {
			scenetest.OnMain(func() {
				d.A = scenes.NewScriptedApp()
				d.A.Settings.Learned = map[string]int{c.Key: 1}
				d.A.Show(scenes.NewMenu(d.A), scenes.NewCoursePage(d.A, c.Key))
			})
			d.Step(2)
			var lines []string
			for _, td := range d.Texts() {
				lines = append(lines, td.Text)
			}
			page := strings.Join(lines, " ")
			for i, l := range c.Lessons {
				assert.Contains(t, page, l.About, "%s at %dx%d: lesson %d's words", c.Key, sz.w, sz.h, i+1)
			}
			// Each lesson one row (its title over what it teaches), its
			// mark saying where it stands: the first done, the second
			// next, the others not yet (three marks, not one for all).
			want := func(i int) string {
				switch {
				case i < 1:
					return "icon_done"
				case i == 1:
					return "icon_lesson_next"
				}
				return "icon_lesson_todo"
			}
			rows := 0
			scenetest.OnMain(func() {
				for _, w := range d.A.Top().(interface{ Widgets() *ui.Layer }).Widgets().Widgets {
					b, ok := w.(*ui.Button)
					if !ok || b.Sub == "" {
						continue
					}
					for i, l := range c.Lessons {
						if b.Sub == l.About || b.Sub == lang.T(l.About) || strings.HasPrefix(b.Label, lang.T("course.numbered", "N", i+1, "Lesson", lang.T(l.Title))) {
							assert.Equal(t, want(i), b.Icon, "%s at %dx%d: lesson %d's mark", c.Key, sz.w, sz.h, i+1)
							rows++
							break
						}
					}
				}
			})
			assert.Equal(t, len(c.Lessons), rows, "%s at %dx%d: a row a lesson, each with what it teaches", c.Key, sz.w, sz.h)
		}
	}
}
