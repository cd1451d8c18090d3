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

// TestTokyoDovesReplayHandNamesKeepClearOfTheFrame: in a 1280x720
// window's Tokyo Doves replay, in every language, each dove's name under
// its place in a hand lies inside its hand's panel in the body face, the
// spacing unit clear of the panel's frame (its 2-px rim) and of the next
// row's places (the names of the lower row sat on the frame, the "y" of
// "Crazy" on the turn's dashed line, and "Big Brother" nearly on the
// cards under it), and the chart beside them keeps its height.
func TestTokyoDovesReplayHandNamesKeepClearOfTheFrame(t *testing.T) {
	const rim = 2 // frame_panel's edge
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
			dove := map[string]int{}
			for dv := 1; dv < td.NumTypes; dv++ {
				dove[lang.Say(td.Dove(dv))] = dv
			}
			seen := 0
			for _, tx := range d.Texts() {
				dv, ok := dove[tx.Text]
				if !ok || tx.R.Max.X >= ui.W/3 { // the hands, on the left
					continue
				}
				side := td.Green
				if tx.R.Min.Y >= s.HandRect(td.Red).Min.Y {
					side = td.Red
				}
				seen++
				p := s.HandRect(side)
				assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
				assert.True(t, tx.R.In(p), "%q at %v inside its hand %v", tx.Text, tx.R, p)
				assert.LessOrEqual(t, tx.R.Max.Y, p.Max.Y-rim-ui.Pad, "%q at %v the spacing unit clear of its panel's frame (%v)", tx.Text, tx.R, p)
				if dv == td.BigBrother || dv == td.Peashooter { // the top row: the next row's places under it
					for _, below := range []int{td.Razor, td.Attack, td.Crazy} {
						c := s.HandCard(side, below)
						require.False(t, c.Empty(), "each dove in its own place")
						if c.Min.X < tx.R.Max.X && tx.R.Min.X < c.Max.X {
							assert.LessOrEqual(t, tx.R.Max.Y+ui.Pad, c.Min.Y, "%q at %v the spacing unit clear of the card under it %v", tx.Text, tx.R, c)
						}
					}
				}
			}
			assert.Equal(t, 2*(td.NumTypes-1), seen, "each hand names its five doves")
			var plot image.Rectangle
			scenetest.OnMain(func() { plot = s.ReviewPlot() })
			assert.GreaterOrEqual(t, plot.Dy(), 40, "the chart's plot as tall as it was beside the hands")
		})
	}
}
