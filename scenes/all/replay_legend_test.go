package all_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
)

// The coloured track of who played under a sideways replay's chart is in
// its legend, as a phone's legend has it (#46, reader 14: Columbiz's
// landscape legend left it out).
func TestASidewaysReplaysLegendSaysWhoPlayed(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay")) })
		d.Step(2)
		r := d.Top().(interface{ ReviewLegend() []string })
		var says []string
		scenetest.OnMain(func() { says = r.ReviewLegend() })
		t.Logf("%dx%d: %q", sz.w, sz.h, says)
		assert.Contains(t, says, lang.T("review.legend.moves"), "%dx%d", sz.w, sz.h)
	}
}
