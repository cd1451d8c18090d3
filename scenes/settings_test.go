package scenes_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// Upright, the settings keep their sections' headings (Sound, Display) as
// sideways; every choice made shows one way (a chosen button, no tick on
// some and not others); Back runs across the foot as the other screens'
// buttons there do.
func TestSettingsUprightKeepItsSectionsAndOneChosenLook(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][2]int{{390, 844}, {360, 800}, {640, 360}} {
		d.Screen(sz[0], sz[1], 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSettings(d.A)) })
		s := d.Top().(*scenes.Settings)
		rows := s.Rows()
		assert.Contains(t, rows, "Sound", "%v", sz)
		assert.Contains(t, rows, "Display", "%v", sz)
		chosen := 0
		for _, w := range s.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok {
				assert.False(t, strings.ContainsAny(b.Label, "✓√"), "%v: %q: the chosen look is the button's, no tick", sz, b.Label)
				if b.Selected {
					chosen++
				}
			}
		}
		assert.GreaterOrEqual(t, chosen, 4, "%v: the speed, each toggle and the language chosen", sz)
		if sz[0] < sz[1] {
			back := d.Button("Back")
			require.NotNil(t, back)
			assert.Equal(t, sz[0]-24, back.R.Dx(), "%v: Back across the foot", sz)
		}
	}
}
