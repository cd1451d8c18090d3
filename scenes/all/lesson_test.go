package all_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
)

// coached is a table teaching a lesson (every game's, through its kit).
type coached interface {
	Teaching() bool
	Taught() game.Action
	Play(a game.Action) bool
	HumanTurn() bool
	Match() *game.Match
	CoachSays() string
}

// Every lesson of every guided game, played through on its table in both
// orientations: each step lights its move and accepts exactly it (any
// other legal move is refused, saying so, and changes nothing), the
// scripted replies follow, and the lesson ends recorded as done (a free
// lesson hands the game over to the computer to play out).
func TestEveryLessonPlaysThrough(t *testing.T) {
	require.NotEmpty(t, scenes.AllCourses())
	d := scenetest.New(t)
	for _, sz := range []struct {
		w, h int
		dpr  float64
	}{{390, 844, 3}, {1280, 720, 1}} {
		for _, c := range scenes.AllCourses() {
			began, steps := time.Now(), 0
			for i, l := range c.Lessons {
				steps += len(l.Steps)
				name := fmt.Sprintf("%s lesson %d (%s) at %dx%d", c.Key, i+1, l.Title, sz.w, sz.h)
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
					var before string
					var refused, played bool
					others := 0
					scenetest.OnMain(func() {
						st := tb.Match().State
						before = st.String()
						want := tb.Taught()
						assert.Equal(t, step.Do, st.ActionString(want), name)
						others = len(st.Legal(nil)) - 1
						for _, a := range st.Legal(nil) {
							if a != want {
								refused = !tb.Play(a)
								break
							}
						}
						assert.Equal(t, before, tb.Match().State.String(), "%s: a wrong move changed the game", name)
						played = tb.Play(want)
					})
					assert.True(t, refused || others == 0, "%s: step %d took another move", name, s+1)
					require.True(t, played, "%s: step %d refused its own move", name, s+1)
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
