package all_test

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/tokyodoves"
	"github.com/birdroost/roost/scenes/ui"
)

// TestTokyoDovesReplayChartInTheHandsColumn: in a 1280x720 window's
// Tokyo Doves replay, in every language, the chart of the chances stands
// in the hands' column under them (reader 27: squeezed into the bottom
// 110 px under the board, its plot 40 canvas px, while the hands spent
// twice 140 px on ten silhouettes): each hand a row of its five cards
// inside its panel (each card shows its letter; nothing in a replay's hand
// is picked up), the chart's plot 60 px or more (some 120 on the window)
// under the hands, its legend and the count in the body face, the ground's
// squares as large as they were (44 px), and the transport level with Play
// on and Back across the window's foot.
func TestTokyoDovesReplayChartInTheHandsColumn(t *testing.T) {
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			d := scenetest.New(t)
			require.NoError(t, lang.Use(l))
			defer lang.Use("en")
			d.Screen(1280, 720, 1)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-tokyodoves")) })
			d.Step(2)
			s, ok := d.Top().(*tokyodoves.Table)
			require.True(t, ok, "the replay's table is on top")
			var plot image.Rectangle
			var legend []string
			scenetest.OnMain(func() { plot, legend = s.ReviewPlot(), s.ReviewLegend() })
			assert.GreaterOrEqual(t, plot.Dy(), 60, "the chart's plot (%v) a chart to read", plot)
			for side := 0; side < 2; side++ {
				h := s.HandRect(side)
				assert.LessOrEqual(t, h.Max.X, plot.Min.X+plot.Dx()+40, "the chart in the hands' column")
				assert.LessOrEqual(t, h.Max.Y, plot.Min.Y, "the chart under hand %d", side)
				for dv := 1; dv < td.NumTypes; dv++ {
					c := s.HandCard(side, dv)
					require.False(t, c.Empty(), "each dove in its place")
					assert.True(t, c.In(h), "dove %d at %v inside its hand %v", dv, c, h)
				}
			}
			cell, _ := s.DrawnSizes()
			assert.GreaterOrEqual(t, cell, 44, "the ground's squares as large as beside the strip")
			assert.NotEmpty(t, legend, "the chart's legend")
			for _, tx := range d.Texts() {
				for _, k := range legend {
					if tx.Text == k {
						assert.Equal(t, ui.Body, tx.Face, "%q in the body face", k)
					}
				}
			}
			next := findTipped(d, "review.next.tip")
			require.NotNil(t, next)
			back := d.Button(lang.T("common.back"))
			require.NotNil(t, back)
			assert.Equal(t, next.R.Min.Y, back.R.Min.Y, "the transport level with Back")
			assert.LessOrEqual(t, next.R.Max.X, plot.Max.X, "the transport under the chart")
		})
	}
}
