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
// face (readers 29 and 30 marked the screen 3.5: "lines 0 + captures 6"
// in the small face under names in the body face; "capt." keeps the body
// face on the cards, narrow beside the dice's two rows of eight), at the
// replay's opening step and at its start, the board's squares and the
// dice as large as they were (32 and 34 px apart). (Late in the game,
// where two colours' captured pawns find no room beside the words, the
// cards still take the small face: 68 of 92 steps keep the body face in
// en and fr, 59 in pt-PT, against 11 before.)
func TestColumbizReplayCardsInTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer func() { require.NoError(t, lang.Use("en")) }()
			shotAt(t, d, "replay", size{1280, 720, 1})
			s, ok := d.Top().(*columbiz.Table)
			require.True(t, ok, "the replay's table is on top")
			for _, at := range []string{"", "review.first.tip"} {
				if at != "" {
					b := findTipped(d, at)
					require.NotNil(t, b, at)
					press(d, b)
					d.Step(2)
				}
				var cards []image.Rectangle
				var board image.Rectangle
				var pitch int
				scenetest.OnMain(func() {
					cards, board = s.SeatCards(), s.Board()
					pitch = s.DieCentre(1).X - s.DieCentre(0).X
				})
				assert.GreaterOrEqual(t, board.Dx()/6, 32, "%s: the board's squares", at)
				assert.GreaterOrEqual(t, pitch, 34, "%s: the dice's pitch", at)
				seen := 0
				for _, tx := range d.Texts() {
					for i, c := range cards {
						if tx.R.In(c) { // (the records' screen under the replay draws its own words too)
							seen++
							assert.NotEqual(t, ui.Small, tx.Face, "%s: %q on seat %d's card in the body face", at, tx.Text, i)
						}
					}
				}
				assert.GreaterOrEqual(t, seen, 3*len(cards), "%s: each card's name, who plays and reserve", at)
			}
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
			shotAt(t, d, "replay", size{1280, 720, 1})
			s, ok := d.Top().(*columbiz.Table)
			require.True(t, ok, "the replay's table is on top")
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
