package all_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// The past games' rows keep the body face on a phone (#46): a four-player
// game's second line named every computer's level and fell back to the
// small face (~7 CSS px) on a 390 px phone, unlike every other row; it
// names the seats without the levels there instead.
func TestPastGamesRowsKeepTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	list := shotsAndHowTo(t, func(name string) bool { return name == "history" })
	list = list[:1] // (the howto pages follow)
	require.Equal(t, "shot history", list[0].name)
	actions := strings.SplitN(lang.T("history.sub", "Players", "", "Count", 81), "81", 2)[1]
	require.NotEmpty(t, strings.TrimSpace(actions))
	for _, sz := range append([]size{{1280, 720, 2}}, phones...) {
		texts, _, _, _ := drawn(t, d, sz, list[0], false)
		seen := 0
		for _, td := range texts {
			if !strings.Contains(td.Text, strings.TrimSpace(actions)) {
				continue
			}
			seen++
			require.Equal(t, ui.Body, td.Face, "at %dx%d the row's line %q is in the small face", sz.w, sz.h, td.Text)
		}
		require.GreaterOrEqual(t, seen, 4, "at %dx%d: the rows' counts of actions", sz.w, sz.h)
	}
}

// The past games' rows take two lines under their heading at most on a
// phone (#46): a four-player game against three computers at one level
// named that level after each seat and wrapped to three lines; the level
// is said once after the seats there ("computers: Beginner").
func TestPastGamesRowsTakeTwoLines(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range phones {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "history")) })
		d.Step(2)
		rows := 0
		scenetest.OnMain(func() {
			for _, w := range d.A.Top().(interface{ Widgets() *ui.Layer }).Widgets().Widgets {
				b, ok := w.(*ui.Button)
				if !ok || b.Sub == "" || b.Hidden {
					continue
				}
				rows++
				require.True(t, b.SubInBody(b.R.Dx()), "at %dx%d: %q in the body face", sz.w, sz.h, b.Sub)
				require.LessOrEqual(t, b.SubH(b.R.Dx()), max(ui.TwoLinesH(), 3*ui.LineH+12), "at %dx%d: %q takes more than two lines", sz.w, sz.h, b.Sub)
			}
		})
		require.GreaterOrEqual(t, rows, 4, "at %dx%d: the rows", sz.w, sz.h)
	}
}
