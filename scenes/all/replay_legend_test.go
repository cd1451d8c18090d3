package all_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
)

// The coloured track of who played under a sideways replay's chart is in
// its legend, as a phone's legend has it (#46, reader 14: Columbiz's
// landscape legend left it out); and the whole legend is there in every
// language (reader 28: the Portuguese window dropped it, its words too
// wide for the room beside the chart); in the pseudo-language, whose
// words do not all fit, what fits of it.
func TestASidewaysReplaysLegendSaysWhoPlayed(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja", lang.Pseudo} {
		for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", l, sz.w, sz.h), func(t *testing.T) {
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay")) })
				d.Step(2)
				r := d.Top().(interface{ ReviewLegend() []string })
				var says []string
				scenetest.OnMain(func() { says = r.ReviewLegend() })
				t.Logf("%q", says)
				if l == lang.Pseudo { // words 40% longer: the legend keeps what fits, the chances' words and lines at least
					assert.Contains(t, says, lang.T("review.legend.chance"))
					return
				}
				assert.Contains(t, says, lang.T("review.legend.moves"))
				if sz.w > sz.h { // the window's chart has the whole legend beside it
					for _, key := range []string{"review.legend.turn", "review.legend.last", "review.legend.chance"} {
						assert.Contains(t, says, lang.T(key))
					}
				}
			})
		}
	}
}
