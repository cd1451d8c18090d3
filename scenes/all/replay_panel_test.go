package all_test

import (
	"fmt"
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// A sideways replay's chart of the chances is a panel to read, not a
// strip at the window's foot (#46: Columbiz's plot was some 88 window px
// tall, its 33% and 0% 28 px apart, its track of who played 8 px over the
// window's edge): where the board can give the room (Columba's and
// Falconry's, which zoom), the plot is 180 window px tall or more at
// 1280x720 and 140 at 1000x700, 400 wide or more; a board of fixed size
// (Columbiz's) keeps its squares and the plot takes what they leave, more
// than before (130 px at 1280x720); at 1280x720 the scale's figures stand
// 40 window px apart or more; and in every game the bar with the mark of
// where the replay stands ends 12 window px or more over the window's
// foot, the transport, Play on and Back 12 px or more from its edges; the
// chart stays put as the replay steps. (Tokyo Doves' ground of fixed size
// leaves no room for the panel: its replay keeps the strip.) The scale's
// figures stand clear of their ticks.
func TestASidewaysReplaysChartIsAPanel(t *testing.T) {
	d := scenetest.New(t)
	for _, tc := range []struct {
		scene     string
		fixed     bool // a board of fixed size
		tall, low int  // the plot's least height in window px at 1280x720 and at 1000x700
	}{
		{"replay-columba", false, 180, 140},
		{"replay-falconry", false, 180, 140},
		{"replay", true, 130, 72},
	} {
		for _, sz := range []size{{1280, 720, 1}, {1000, 700, 1}} {
			t.Run(fmt.Sprintf("%s/%dx%d", tc.scene, sz.w, sz.h), func(t *testing.T) {
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, tc.scene)) })
				d.Step(2)
				r := d.Top().(interface {
					ReviewPlot() image.Rectangle
					ReviewBar() image.Rectangle
				})
				var plot, bar image.Rectangle
				var s int
				scenetest.OnMain(func() { plot, bar, s = r.ReviewPlot(), r.ReviewBar(), sz.w/ui.W })
				least := tc.tall
				if sz.w == 1000 {
					least = tc.low
				}
				assert.GreaterOrEqual(t, plot.Dy()*s, least, "the plot's height in window px: %v", plot)
				if !tc.fixed {
					assert.GreaterOrEqual(t, plot.Dx()*s, 400, "the plot's width in window px: %v", plot)
				}
				// The bar (and the mark of where the replay stands, 2 px over
				// its ends) 12 window px or more from the window's foot.
				assert.LessOrEqual(t, (bar.Max.Y+2)*s, sz.h-12, "the bar %v by the window's foot", bar)
				for _, key := range []string{"review.play-on", "common.back"} {
					b := d.Button(lang.T(key))
					require.NotNil(t, b, key)
					assert.GreaterOrEqual(t, b.R.Min.X*s, 12, "%s by the window's left edge", key)
					assert.LessOrEqual(t, b.R.Max.X*s, sz.w-12, "%s by the window's right edge", key)
					assert.LessOrEqual(t, b.R.Max.Y*s, sz.h-12, "%s by the window's foot", key)
				}
				first := findTipped(d, "review.first.tip")
				if first != nil && !first.Hidden {
					assert.GreaterOrEqual(t, first.R.Min.X*s, 12, "the transport by the window's left edge")
				}
				// The chart stays put as the replay steps (the board's marks
				// in its legend change with the steps).
				for _, tip := range []string{"review.first.tip", "review.next.tip", "review.next.tip", "review.last.tip"} {
					if b := findTipped(d, tip); b != nil && !b.Hidden && !b.Disabled {
						press(d, b)
						var now image.Rectangle
						scenetest.OnMain(func() { now = r.ReviewBar() })
						assert.Equal(t, bar, now, "the bar after %s", tip)
					}
				}
				// The scale's figures, each level with its rule, 40 window px
				// apart where the plot is tall enough for it.
				texts, _, _ := d.Frame()
				var ys []int
				for _, tx := range texts {
					if tx.R.Max.X <= plot.Min.X && tx.R.Min.Y >= bar.Min.Y-ui.LineH && tx.R.Max.Y <= bar.Max.Y+ui.LineH {
						for _, v := range []int{0, 33, 50, 100} {
							if tx.Text == lang.T("review.chart.percent", "Percent", v) {
								ys = append(ys, (tx.R.Min.Y+tx.R.Max.Y)/2)
								// Clear of its tick (3 px left of the bar), not
								// "100%-" (reader 28).
								assert.GreaterOrEqual(t, bar.Min.X-tx.R.Max.X, 6, "the figure %q at %v by its tick (the bar %v)", tx.Text, tx.R, bar)
							}
						}
					}
				}
				require.GreaterOrEqual(t, len(ys), 2, "the scale's figures")
				if sz.w == 1280 && plot.Dy()*s >= 130 {
					for i := range ys {
						for j := i + 1; j < len(ys); j++ {
							gap := ys[i] - ys[j]
							assert.GreaterOrEqual(t, max(gap, -gap)*s, 40, "the scale's figures at %d and %d", ys[i], ys[j])
						}
					}
				}
			})
		}
	}
}
