package all_test

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// A replay says what just happened (#46): the log shows the newest entry
// up to the move shown, whole, on every shape: Columbiz's replay at 50/91
// had an empty log panel sideways and none on a phone, and Tokyo Doves'
// cut its entry mid-sentence under the analysis's note.
func TestAReplaySaysWhatJustHappened(t *testing.T) {
	d := scenetest.New(t)
	for _, name := range []string{"replay", "replay-tokyodoves"} {
		for _, sz := range []size{{1280, 720, 2}, {390, 844, 3}, {360, 800, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", name, sz.w, sz.h), func(t *testing.T) {
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, name)) })
				d.Step(2)
				r, ok := d.A.Top().(replayer)
				require.True(t, ok, "a replay on top: %s", d.TopName())
				log := r.Logged()
				require.NotEmpty(t, log)
				newest := strings.Join(strings.Fields(log[len(log)-1]), "")
				var all strings.Builder
				for _, td := range d.Texts() {
					all.WriteString(strings.Join(strings.Fields(strings.ReplaceAll(td.Text, "\u00a0", " ")), ""))
				}
				assert.Contains(t, all.String(), newest, "the newest entry whole")
			})
		}
	}
}

// Tokyo Doves' replay sideways (#46): its log keeps its title and the body
// face under the analysis's note, the newest entry whole (it fell to the
// small face with no title beside hands as wide as an "on turn" pill the
// replay's banner already says), and the Expert's seat says
// "Computer: Expert" as the table's does.
func TestTokyoDovesReplayLogInTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 2)
	scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-tokyodoves")) })
	d.Step(2)
	r, ok := d.A.Top().(replayer)
	require.True(t, ok, "a replay on top: %s", d.TopName())
	log := r.Logged()
	require.NotEmpty(t, log)
	first := strings.Fields(log[len(log)-1])
	require.Greater(t, len(first), 2)
	title, computer := false, false
	for _, td := range d.Texts() {
		switch {
		case td.Text == lang.T("table.log"):
			title = true
		case strings.Contains(td.Text, lang.T("table.computer", "Level", "")):
			computer = true
		case td.Text == lang.T("level.expert"):
			computer = true // (the level alone where the hand's line says its count, as "Person" the other's)
		case strings.Contains(td.Text, first[1]+" "+first[2]):
			assert.Equal(t, ui.Body, td.Face, "the newest entry in the body face: %q", td.Text)
		}
	}
	assert.True(t, title, "the log's title")
	assert.True(t, computer, "the Expert's seat says it is the computer")
	// (Each hand a row of its cards, each showing its letter, the chart
	// under them: TestTokyoDovesReplayChartInTheHandsColumn.)
}

// A Tokyo Doves replay on a 1000x700 window (a 500x350 canvas, the note's
// strip under the table) keeps each hand's doves in its panel: too short
// for two rows and too narrow for five whole cards, Green's hand laid its
// second row over Red's panel and Red's under the screen. Its cards now
// overlap in one row, as a hand of cards held.
func TestATokyoDovesReplaysHandsStayInTheirPanels(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1000, 700, 1)
	scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-tokyodoves")) })
	d.Step(2)
	sp, ok := d.A.Top().(scenes.Spotted)
	require.True(t, ok, "a replay on top: %s", d.TopName())
	card, ok := sp.Spots()["put-from"] // a dove in the hand of the side to play (Green)
	require.True(t, ok, "a dove in Green's hand")
	redTop := -1
	for _, td := range d.Texts() {
		if td.Text == "Red" && (redTop < 0 || td.R.Min.Y < redTop) {
			redTop = td.R.Min.Y
		}
	}
	require.GreaterOrEqual(t, redTop, 0, "Red's seat named")
	assert.Less(t, card.Max.Y, redTop, "Green's dove %v above Red's panel (its name at y %d)", card, redTop)
	assert.GreaterOrEqual(t, card.Min.X, 0)
}

// A replay on a phone (#46) keeps its log's newest entries whole under
// the chart, the chart giving back what the log needs down to a plot of
// some 75 px, or taking what it has to spare: Tokyo Doves' hands go
// without their dove's names (each card shows its letter) and its log
// shows three entries of two lines where it showed one (a 360x800 phone
// keeps its newest, the chart its plot); Columbiz's shows three (it
// showed four) and its plot grows from 74 px to some 90.
func TestAReplayOnAPhoneKeepsThreeEntries(t *testing.T) {
	d := scenetest.New(t)
	for _, c := range []struct {
		name    string
		sz      size
		entries int
		plot    int // the least height of the chart's plot (its bar less the track)
	}{
		{"replay-tokyodoves", size{390, 844, 3}, 3, 80},
		{"replay-tokyodoves", size{360, 800, 3}, 1, 75},
		{"replay", size{390, 844, 3}, 3, 86},
	} {
		t.Run(fmt.Sprintf("%s/%dx%d", c.name, c.sz.w, c.sz.h), func(t *testing.T) {
			d.Screen(c.sz.w, c.sz.h, c.sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, c.name)) })
			d.Step(2)
			r, ok := d.A.Top().(replayer)
			require.True(t, ok, "a replay on top: %s", d.TopName())
			log := r.Logged()
			require.GreaterOrEqual(t, len(log), c.entries)
			var all strings.Builder
			for _, td := range d.Texts() {
				all.WriteString(strings.Join(strings.Fields(strings.ReplaceAll(td.Text, "\u00a0", " ")), ""))
			}
			for _, e := range log[len(log)-c.entries:] {
				assert.Contains(t, all.String(), strings.Join(strings.Fields(e), ""), "one of the newest %d entries whole", c.entries)
			}
			var bar image.Rectangle
			rb := d.Top().(interface{ ReviewBar() image.Rectangle })
			scenetest.OnMain(func() { bar = rb.ReviewBar() })
			assert.GreaterOrEqual(t, bar.Dy()-10, c.plot, "the chart's plot (bar %v)", bar)
		})
	}
}
