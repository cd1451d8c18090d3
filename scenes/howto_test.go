package scenes_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// How to play keeps one order of its buttons at the foot in every shape:
// Back, Prev, Learn, Next.
func TestHowToButtonsInOneOrder(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][2]int{{640, 360}, {390, 844}, {360, 800}} {
		d.Screen(sz[0], sz[1], 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHowToPage(d.A, "tokyodoves", 3)) })
		var foot []*ui.Button
		for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.R.Max.Y > sz[1]-60 {
				foot = append(foot, b)
			}
		}
		sort.Slice(foot, func(i, j int) bool { return foot[i].R.Min.X < foot[j].R.Min.X })
		var labels []string
		for _, b := range foot {
			labels = append(labels, b.Label)
		}
		assert.Equal(t, []string{"Back", "< Prev", "Lessons", "Next >"}, labels, "%v", sz)
	}
}
