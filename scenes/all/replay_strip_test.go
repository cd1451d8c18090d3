package all_test

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// A replay's controls are one bar (#46): Play on and Back on the
// transport's row, level with Next, sideways (they sat between the log
// and the dice, away from the transport), or in the block of controls
// under the transport beside the chart's panel, or where the chart's legend
// takes the row's end, right over it at the bar's end and upright (their row at the
// foot goes to the chart); and a phone's chart of the chances is a chart
// to read, not a 35-px strip: its bar 85 px tall or more.
func TestAReplaysControlsAreOneBar(t *testing.T) {
	d := scenetest.New(t)
	for _, name := range []string{"replay", "replay-tokyodoves"} {
		for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", name, sz.w, sz.h), func(t *testing.T) {
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, name)) })
				d.Step(2)
				next := findTipped(d, "review.next.tip")
				require.NotNil(t, next)
				bar := d.Top().(replayer).ReviewBar()
				for _, key := range []string{"review.play-on", "common.back"} {
					b := d.Button(lang.T(key))
					require.NotNil(t, b, key)
					if sz.w > sz.h && b.R.Min.Y > next.R.Max.Y && b.R.Max.X <= bar.Min.X {
						// The chart a panel beside the controls (a board
						// that gives it the room): Play on and Back in
						// their block under the transport, left of the
						// chart, level with it.
						assert.GreaterOrEqual(t, b.R.Min.Y, bar.Min.Y-4, "%s level with the chart", key)
						assert.LessOrEqual(t, b.R.Max.Y, bar.Max.Y+4, "%s level with the chart", key)
						assert.LessOrEqual(t, b.R.Min.Y-next.R.Max.Y, 2*ui.ButtonH(), "%s under the transport", key)
						continue
					}
					if b.R.Min.Y != next.R.Min.Y && sz.w > sz.h {
						// Where the chart's legend takes the row's end
						// (Tokyo Doves sideways), right over the bar, at
						// its end.
						assert.LessOrEqual(t, b.R.Max.Y, bar.Min.Y, "%s over the bar", key)
						assert.LessOrEqual(t, bar.Min.Y-b.R.Max.Y, 12, "%s right over the bar", key)
						assert.Greater(t, b.R.Min.X, bar.Min.X+bar.Dx()/2, "%s at the bar's end", key)
						continue
					}
					assert.Equal(t, next.R.Min.Y, b.R.Min.Y, "%s level with Next", key)
					assert.Greater(t, b.R.Min.X, next.R.Max.X, "%s after Next", key)
				}
				if sz.w < sz.h {
					assert.GreaterOrEqual(t, bar.Dy(), 85, "the chart's height")
				}
			})
		}
	}
}

// A replay's chart stays put as the analysis ends (a phone's Falconry
// replay: the missed wins' key, new, took the legend to a second line and
// the plot's top 20 px lower, so that a tap at the chart's top made
// before fell on the legend).
func TestAReplaysChartStaysPutAsItsAnalysisEnds(t *testing.T) {
	d := scenetest.New(t)
	const name = "falconry"
	def, err := game.Lookup(name)
	require.NoError(t, err)
	require.NoError(t, store.ClearGame(name))
	earlier, err := store.History(name)
	require.NoError(t, err)
	for _, f := range earlier {
		require.NoError(t, store.DeleteFinished(name, f.ID))
	}
	seats := def.SeatCounts(def.Variants[0])[1%len(def.SeatCounts(def.Variants[0]))]
	full := randomGame(t, def, def.Variants[0], seats, 41)
	for seat := 1; seat < seats; seat++ {
		full.Players[seat] = def.Levels[0]
	}
	f := store.Finished{Game: name, Variant: full.Variant, Ended: time.Date(2026, 11, 20, 18, 30, 0, 0, time.Local).Unix(),
		Players: full.Players, Mine: make([]bool, seats), Returns: full.State.Returns(), Actions: len(full.History()), Record: full.Record()}
	f.Mine[0] = true
	require.NoError(t, store.AddFinished(f, def.Levels))
	d.Screen(390, 844, 3)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHistory(d.A, name)) })
	h := d.Top().(*scenes.HistoryScreen)
	d.ClickButton(strings.SplitN(h.Rows()[0], " | ", 2)[0])
	r := d.Top().(replayer)
	before := r.ReviewBar()
	an := d.Top().(interface{ Analysed() (int, int) })
	d.WaitFor("the analysis", 20000, func() bool { done, of := an.Analysed(); return of > 0 && done == of })
	n := len(full.History())
	rv := d.Top().(interface{ ReviewTo(int) })
	for j := 0; j <= n; j += 7 {
		scenetest.OnMain(func() { rv.ReviewTo(j) })
		d.Step(2)
		require.Equal(t, before, r.ReviewBar(), "after %d actions", j)
	}
}

// A replay's analysis note is a panel as the log is, not framed in the
// hint's magenta (#46: magenta is the best move lit on the board; a frame
// of it round the words read as one colour with two meanings beside the
// costly moves' pink).
func TestAReplaysNoteIsNoHint(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-tokyodoves")) })
		d.Step(2)
		r := d.Top().(interface{ NotePlace() image.Rectangle })
		var note image.Rectangle
		scenetest.OnMain(func() { note = r.NotePlace() })
		require.False(t, note.Empty(), "%dx%d: the shot shows its note", sz.w, sz.h)
		_, _, pic := d.Frame()
		scale := float64(pic.Bounds().Dx()) / float64(ui.W)
		for _, p := range []image.Point{{note.Min.X + note.Dx()/2, note.Min.Y}, {note.Min.X, note.Min.Y + note.Dy()/2}} {
			for off := 0; off < 3; off++ {
				at := image.Pt(int(float64(p.X+off)*scale), int(float64(p.Y+off)*scale))
				assert.NotEqual(t, table.Hint, pic.RGBAAt(at.X, at.Y), "%dx%d: the note's edge at %v", sz.w, sz.h, p)
			}
		}
	}
}

// A phone's replay has the whole transport the sideways one has (reader
// 11: it dropped First and Last): First, Back, Play, Next and Last, a
// finger wide and high each, on one row with Play on and Back, Export
// beside the chart; none of them on another.
func TestAPhoneReplayHasTheWholeTransport(t *testing.T) {
	d := scenetest.New(t)
	keys := []string{"review.first.tip", "review.back.tip", "review.play.tip", "review.next.tip", "review.last.tip"}
	for _, l := range []string{"en", "fr"} {
		for _, name := range []string{"replay", "replay-tokyodoves"} {
			for _, sz := range []size{{390, 844, 3}, {360, 800, 3}} {
				t.Run(fmt.Sprintf("%s/%s/%dx%d", l, name, sz.w, sz.h), func(t *testing.T) {
					require.NoError(t, lang.Use(l))
					defer lang.Use("en")
					d.Screen(sz.w, sz.h, sz.dpr)
					scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, name)) })
					d.Step(2)
					var shown []*ui.Button
					for _, key := range keys {
						b := findTipped(d, key)
						if !assert.NotNil(t, b, "%s shown", key) {
							continue
						}
						assert.GreaterOrEqual(t, b.R.Dx(), ui.Finger, "%s a finger wide", key)
						assert.GreaterOrEqual(t, b.R.Dy(), ui.Finger, "%s a finger high", key)
						assert.Equal(t, shown0Y(shown, b), b.R.Min.Y, "%s on the transport's row", key)
						shown = append(shown, b)
					}
					export := findTipped(d, "records.export.tip")
					require.NotNil(t, export)
					shown = append(shown, export, d.Button(lang.T("review.play-on")), d.Button(lang.T("common.back")))
					for i, a := range shown {
						assert.True(t, a.R.In(image.Rect(0, 0, ui.W, ui.H)), "%v on the screen", a.R)
						for _, b := range shown[i+1:] {
							assert.False(t, a.R.Overlaps(b.R), "%v and %v apart", a.R, b.R)
						}
					}
				})
			}
		}
	}
}

// shown0Y is the row's top: the first button's, else b's own.
func shown0Y(shown []*ui.Button, b *ui.Button) int {
	if len(shown) > 0 {
		return shown[0].R.Min.Y
	}
	return b.R.Min.Y
}

// A phone's replay with no log under its controls (Columba's) leaves no
// felt under them: the chart takes it (reader 11: some 67 px bare under
// Play on and Back).
func TestAPhoneReplayLeavesNoFeltUnderItsControls(t *testing.T) {
	d := scenetest.New(t)
	scenetest.OnMain(func() { d.A.Phone = true })
	defer scenetest.OnMain(func() { d.A.Phone = false })
	d.Screen(390, 844, 3)
	scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-columba")) })
	d.Step(2)
	next := findTipped(d, "review.next.tip")
	require.NotNil(t, next)
	assert.GreaterOrEqual(t, next.R.Max.Y, ui.H-8, "the transport at the foot (felt under it from %d to %d)", next.R.Max.Y, ui.H)
	assert.GreaterOrEqual(t, d.Top().(replayer).ReviewBar().Dy(), 85, "the chart's height")
}

// A phone replay's buttons show a face a finger wide and high (reader 12:
// the transport and Export measured 42x42 CSS px): on the strip's ink
// ground the ink edge of a button's frame reads as nothing, so the face
// inside it, not the rectangle, must be 44 CSS px.
func TestAPhoneReplaysButtonsShowAFingersFace(t *testing.T) {
	d := scenetest.New(t)
	scenetest.OnMain(func() { d.A.Phone = true })
	defer scenetest.OnMain(func() { d.A.Phone = false })
	keys := []string{"review.first.tip", "review.back.tip", "review.play.tip", "review.next.tip", "review.last.tip", "records.export.tip"}
	for _, name := range []string{"replay", "replay-tokyodoves", "replay-columba", "replay-falconry"} {
		for _, sz := range phones {
			t.Run(fmt.Sprintf("%s/%dx%d", name, sz.w, sz.h), func(t *testing.T) {
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, name)) })
				d.Step(2)
				next := findTipped(d, "review.next.tip")
				require.NotNil(t, next)
				var bs []*ui.Button
				for _, key := range keys {
					b := findTipped(d, key)
					if assert.NotNil(t, b, "%s shown", key) {
						bs = append(bs, b)
					}
				}
				for _, key := range []string{"review.play-on", "common.back"} {
					if b := d.Button(lang.T(key)); b != nil && b.R.Overlaps(image.Rect(0, next.R.Min.Y, ui.W, next.R.Max.Y)) {
						bs = append(bs, b) // on the transport's row, on the strip's ink
					}
				}
				for _, b := range bs {
					face := b.R.Inset(ui.ButtonEdge)
					css := func(px int) float64 { return float64(px) * float64(ui.TouchCSS) / float64(ui.Finger) }
					assert.GreaterOrEqual(t, face.Dx(), ui.Finger, "%q's face %.0f CSS px wide", b.Tooltip+b.Label, css(face.Dx()))
					assert.GreaterOrEqual(t, face.Dy(), ui.Finger, "%q's face %.0f CSS px high", b.Tooltip+b.Label, css(face.Dy()))
				}
				for i, a := range bs {
					assert.True(t, a.R.In(image.Rect(0, 0, ui.W, ui.H)), "%v on the screen", a.R)
					for _, b := range bs[i+1:] {
						assert.False(t, a.R.Overlaps(b.R), "%v and %v apart", a.R, b.R)
					}
				}
			})
		}
	}
}
