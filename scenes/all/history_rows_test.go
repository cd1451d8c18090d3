package all_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
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
