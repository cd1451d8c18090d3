package all_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/tokyodoves"
)

// tdGroundScenes are the screens that show Tokyo Doves' ground.
var tdGroundScenes = []string{"tokyodoves", "tokyodoves-end", "puzzle", "puzzle-failed", "replay-tokyodoves", "lesson-tokyodoves-1", "lesson-tokyodoves-3", "online-table"}

// TestTokyoDovesCardsAreDrawnAtWholeSteps: on every screen that shows
// Tokyo Doves' ground, on phones and in windows, in every language, each
// card on the ground is drawn at a whole number of times the art's size
// (one canvas pixel an art pixel, or two...), never resampled (reader 28:
// every phone's board at 1.25, blurry, 410 colours where a crisp screen
// has 31-55; the French failed puzzle's at another size than pt/ja's); its
// square a finger wide (44 CSS px on a phone); and the cards the same
// size in every language.
func TestTokyoDovesCardsAreDrawnAtWholeSteps(t *testing.T) {
	d := scenetest.New(t)
	for _, scene := range tdGroundScenes {
		for _, sz := range []size{{390, 844, 3}, {360, 800, 3}, {1280, 720, 1}} {
			var first float64
			for i, l := range []string{"en", "fr", "pt-PT", "ja"} {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", scene, sz.w, sz.h, l), func(t *testing.T) {
					require.NoError(t, lang.Use(l))
					defer lang.Use("en")
					phone := sz.w < sz.h
					scenetest.OnMain(func() { d.A.Phone = phone })
					defer scenetest.OnMain(func() { d.A.Phone = false })
					d.Screen(sz.w, sz.h, sz.dpr)
					scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, scene)) })
					if scene == "puzzle-failed" {
						d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
					}
					d.Step(2)
					scenetest.OnMain(func() { d.A.Anims.Finish() })
					d.Step(2)
					var s *tokyodoves.Table
					stack := d.A.Stack()
					for i := len(stack) - 1; i >= 0 && s == nil; i-- {
						s, _ = stack[i].(*tokyodoves.Table)
					}
					require.NotNil(t, s, "Tokyo Doves' table")
					var cell int
					var cards []float64
					scenetest.OnMain(func() { cell, cards = s.DrawnSizes() })
					require.NotEmpty(t, cards, "doves on the ground")
					for _, c := range cards {
						if c != cards[0] || int(c)%tokyodoves.Card != 0 || c != float64(int(c)) {
							t.Errorf("cards %v wide: each a whole number of times the art's %d (squares %d)", cards, tokyodoves.Card, cell)
							break
						}
					}
					t.Logf("squares %d, cards %g", cell, cards[0])
					if phone {
						assert.GreaterOrEqual(t, cell, 44, "a square a finger wide")
					}
					if i == 0 {
						first = cards[0]
					} else {
						assert.Equal(t, first, cards[0], "the cards at the size they take in English")
					}
				})
			}
		}
	}
}
