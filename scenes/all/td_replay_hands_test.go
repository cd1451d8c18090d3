package all_test

import (
	"fmt"
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	td "github.com/birdroost/roost/rules/tokyodoves"
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
// on and Back across the window's foot. In a 1000x700 window too (it kept
// the old strip under the board: the column was 8 px narrower than the
// check on the transport's row asked, though the row fits it as drawn,
// and 2 px shorter than the chart needed): there the analysis's note,
// Play on and Back share a band at the foot right of the column, the note
// over neither the ground nor a button, Play on and Back in the body face.
func TestTokyoDovesReplayChartInTheHandsColumn(t *testing.T) {
	for _, sz := range []size{{1280, 720, 1}, {1000, 700, 1}} {
		for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
			t.Run(fmt.Sprintf("%s/%dx%d", l, sz.w, sz.h), func(t *testing.T) {
				tdReplayColumn(t, l, sz)
			})
		}
	}
}

func tdReplayColumn(t *testing.T, l string, sz size) {
	d := scenetest.New(t)
	require.NoError(t, lang.Use(l))
	defer lang.Use("en")
	shotAt(t, d, "replay-tokyodoves", sz)
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
	var note, ground image.Rectangle
	scenetest.OnMain(func() { note, ground = s.NotePlace(), s.Board() })
	require.False(t, note.Empty(), "the shot's step has the analysis's note")
	var of int
	scenetest.OnMain(func() { _, of = s.ReviewAt() })
	for j := 0; j <= of; j++ { // (every step's note: over no button, the ground or the chart)
		scenetest.OnMain(func() { s.ReviewTo(j); d.A.Anims.Finish() })
		d.Step(2)
		scenetest.OnMain(func() { note, ground = s.NotePlace(), s.Board() })
		assert.False(t, note.Overlaps(ground), "step %d: the note %v over the ground %v", j, note, ground)
		assert.False(t, note.Overlaps(plot), "step %d: the note %v over the chart %v", j, note, plot)
		for _, w := range s.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && !b.Hidden {
				assert.False(t, note.Overlaps(b.R), "step %d: the note %v over %q %v", j, note, b.Label, b.R)
			}
		}
	}
	for _, w := range s.Widgets().Widgets {
		b, ok := w.(*ui.Button)
		if !ok || b.Hidden || b.Label == "" {
			continue
		}
		seen := false
		for _, tx := range d.Texts() {
			if tx.Text == b.Label && tx.R.Overlaps(b.R) {
				seen = true
				assert.Equal(t, ui.Body, tx.Face, "%q in the body face", b.Label)
			}
		}
		assert.True(t, seen, "%q drawn on its button", b.Label)
	}

}
