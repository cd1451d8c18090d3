package all_test

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/columbiz"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// TestColumbizReplayCardsInTheBodyFace: in a 1280x720 window's Columbiz
// replay, in every language, every word on the seats' cards is in the body
// face at every step of the shot's game, walked from its start to its end
// (readers 29 and 30 marked the screen 3.5: "lines 0 + captures 6" in the
// small face under names in the body face; late in the game, where two
// colours' captured pawns found no room beside the words, the cards still
// fell to the small face: 68 of 92 steps kept the body face in en and fr,
// 59 in pt-PT), the board's squares and the dice as large as they were
// (32 and 34 px apart), the chart's plot as tall as it was (some 68 px),
// and the analysis's note over none of the replay's controls.
func TestColumbizReplayCardsInTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer func() { require.NoError(t, lang.Use("en")) }()
			s := columbizReplayAt1280(t, d)
			var of int
			scenetest.OnMain(func() { _, of = s.ReviewAt() })
			require.Greater(t, of, 80, "the shot's game, played to its end")
			var small []int
			for j := 0; j <= of; j++ {
				scenetest.OnMain(func() { s.ReviewTo(j); d.A.Anims.Finish() })
				d.Step(2)
				var cards []image.Rectangle
				var board, plot, note image.Rectangle
				var pitch int
				scenetest.OnMain(func() {
					cards, board, plot, note = s.SeatCards(), s.Board(), s.ReviewPlot(), s.NotePlace()
					pitch = s.DieCentre(1).X - s.DieCentre(0).X
				})
				assert.GreaterOrEqual(t, board.Dx()/6, 32, "step %d: the board's squares", j)
				if pitch != 0 { // (both dice in one place: none rolled yet this turn)
					assert.GreaterOrEqual(t, pitch, 34, "step %d: the dice's pitch", j)
				}
				assert.GreaterOrEqual(t, plot.Dy(), 68, "step %d: the chart's plot (%v)", j, plot)
				for _, w := range s.Widgets().Widgets {
					if b, ok := w.(*ui.Button); ok && !note.Empty() && !b.Hidden {
						assert.False(t, b.R.Overlaps(note), "step %d: the note %v over %q %v", j, note, b.Label, b.R)
					}
				}
				seen, bad := 0, false
				for _, tx := range d.Texts() {
					for _, c := range cards {
						if tx.R.In(c) { // (the records' screen under the replay draws its own words too)
							seen++
							bad = bad || tx.Face == ui.Small
						}
					}
				}
				assert.GreaterOrEqual(t, seen, 3*len(cards), "step %d: each card's name, who plays and reserve", j)
				if bad {
					small = append(small, j)
				}
			}
			assert.Empty(t, small, "the steps (of %d) whose cards fall to the small face", of)
		})
	}
}

// TestColumbizReplayTrayNamesKeepThePadding: in a 1280x720 window's
// Columbiz replay, in every language, the names over the tray's two lanes
// ("Aside", "Tray") keep the padding inside a panel from the tray panel's
// edge (reader 31: some 2 px from it, where the lanes fill the tray's
// width).
func TestColumbizReplayTrayNamesKeepThePadding(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer func() { require.NoError(t, lang.Use("en")) }()
			s := columbizReplayAt1280(t, d)
			var panel image.Rectangle
			scenetest.OnMain(func() { panel, _, _ = s.TrayLabels() })
			for _, k := range []string{"cbz.aside", "cbz.tray"} {
				seen := false
				for _, tx := range d.Texts() {
					if tx.Text == lang.T(k) && tx.R.Overlaps(panel) {
						seen = true
						assert.GreaterOrEqual(t, tx.R.Min.X-panel.Min.X, columbiz.TrayPad, "%q at %v in the tray %v", tx.Text, tx.R, panel)
					}
				}
				assert.True(t, seen, "%s drawn in the tray", k)
			}
		})
	}
}

// columbizReplayAt1280 opens the registered Columbiz replay shot in a
// 1280x720 window and returns its table.
func columbizReplayAt1280(t *testing.T, d *scenetest.Driver) *columbiz.Table {
	t.Helper()
	shotAt(t, d, "replay", size{1280, 720, 1})
	s, ok := d.Top().(*columbiz.Table)
	require.True(t, ok, "the replay's table is on top")
	return s
}
