package all_test

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// Every seat's line on a replay's chart of the chances can be followed
// where the lines cross: in every game, each line reads on the chart's
// ground (ChartContrast on Night, as body text), every two seats' lines
// are at least 20 apart in CIELAB (ΔE*76; Columbiz's Purple, Blue and Grey
// lifted towards white were 15 to 25 apart, three pale lavenders), and
// every two seats' lines differ in form too (whole, dashes, dots), so that
// they are told apart where their colours meet and by a reader who cannot
// tell the colours apart.
func TestReplayChartLinesStandApart(t *testing.T) {
	for _, g := range scenes.Games {
		if !scenes.Playable(g.Key) {
			continue
		}
		seats := scenes.SeatColors(g.Key)
		for i, a := range seats {
			ia := table.ChartInk(a.C)
			assert.GreaterOrEqual(t, palette.Contrast(ia, ui.Night), table.ChartContrast, "%s: %s's line on the chart's ground", g.Key, a.Name)
			for j := i + 1; j < len(seats); j++ {
				b := seats[j]
				assert.GreaterOrEqual(t, deltaE(ia, table.ChartInk(b.C)), 20.0, "%s: the lines of %s and %s look alike", g.Key, a.Name, b.Name)
				assert.NotEqual(t, table.SeatDash(i), table.SeatDash(j), "%s: the lines of %s and %s have one form", g.Key, a.Name, b.Name)
			}
		}
	}
}

// BenchmarkReplayFrame times drawing a replay's frame whole (Columbiz,
// three players, at 1280x720, its analysis done: the chart's three lines
// of 91 actions in their dashes), read back as the shots read it.
func BenchmarkReplayFrame(b *testing.B) {
	d := scenetest.New(b)
	d.Screen(1280, 720, 1)
	scenetest.OnMain(func() { require.NoError(b, scenes.PrepShot(d.A, "replay")) })
	d.Step(2)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Frame()
	}
}

// An upright replay's strip (the chart and the transport) lies right
// under the table's parts, the log and Play on and Back under it (#46:
// they split the board from the chart), and it stays where it is as the
// analysis's notes come and go: stepping on, the transport never moves
// under the finger.
func TestReplayStripStaysUnderTheTable(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range phones {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-tokyodoves")) })
		d.Step(2)
		type at struct {
			bar, next, playOn image.Rectangle
			note              string
		}
		r := d.Top().(interface {
			ReviewBar() image.Rectangle
			ReviewAt() (int, int)
			ReviewTo(int)
			AnalysisNote() string
		})
		look := func() at {
			var a at
			scenetest.OnMain(func() { a.bar, a.note = r.ReviewBar(), r.AnalysisNote() })
			if b := findTipped(d, "review.next.tip"); b != nil {
				a.next = b.R
			}
			if b := d.Button(lang.T("review.play-on")); b != nil {
				a.playOn = b.R
			}
			return a
		}
		first := look()
		require.NotEmpty(t, first.note, "at %dx%d: the shot shows a note", sz.w, sz.h)
		assert.Greater(t, first.playOn.Min.Y, first.bar.Max.Y, "at %dx%d: Play on under the chart", sz.w, sz.h)
		_, of := r.ReviewAt()
		notes := 0
		for j := 0; j <= of; j++ {
			scenetest.OnMain(func() { r.ReviewTo(j) })
			d.Step(2)
			a := look()
			if a.note != "" {
				notes++
			}
			assert.Equal(t, first.bar, a.bar, "at %dx%d after %d actions: the chart moved", sz.w, sz.h, j)
			assert.Equal(t, first.next, a.next, "at %dx%d after %d actions: Next moved", sz.w, sz.h, j)
		}
		assert.Less(t, notes, of+1, "at %dx%d: positions without a note too", sz.w, sz.h)
	}
}

// A replay's analysis note never lies over the board, sideways or
// upright, on a short canvas whose board cannot shrink (Tokyo Doves at
// 1000x700) too: there the note gives up its paragraphs (the move played,
// then the best move, lit on the board) and takes the column beside the
// board (its one line across the foot lay 8 px over the ground's empty
// ring).
func TestReplayNoteNeverCoversTheBoard(t *testing.T) {
	d := scenetest.New(t)
	// (1000x700: a short canvas whose board, of fixed size, reaches down
	// into the note's strip across the foot: the note takes the column
	// beside the board.)
	for _, sz := range append([]size{{1280, 720, 1}, {1000, 700, 1}}, phones...) {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-tokyodoves")) })
		d.Step(2)
		r := d.Top().(interface {
			NotePlace() image.Rectangle
			BoardRect() image.Rectangle
			AnalysisNote() string
		})
		var note, board image.Rectangle
		scenetest.OnMain(func() { note, board = r.NotePlace(), r.BoardRect() })
		require.False(t, note.Empty(), "at %dx%d: the shot shows its note", sz.w, sz.h)
		assert.False(t, note.Overlaps(board), "at %dx%d: the note %v over the board %v", sz.w, sz.h, note, board)
	}
}

// A Columbiz replay's shelf says what its faded dice are: on the shelf's
// name's line, in every language, on a desktop window and a phone, the
// count of the dice spent on pawns ("2 used for pawns") stands apart from
// the name ("Aside  2 used for pawns" read as one cramped phrase), with a
// faded die drawn just before the words as the spent ones on the shelf
// are, its legend.
func TestReplayShelfExplainsItsFadedDice(t *testing.T) {
	d := scenetest.New(t)
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		require.NoError(t, lang.Use(tag))
		for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay")) })
			d.Step(2)
			texts, _, pic := d.Frame()
			var name, count image.Rectangle
			for _, tx := range texts {
				if tx.Text == lang.T("cbz.aside") {
					name = tx.R
				}
			}
			require.False(t, name.Empty(), "%s at %dx%d: the shelf is named", tag, sz.w, sz.h)
			for _, tx := range texts {
				for n := 1; n <= 8; n++ {
					if tx.Text == lang.T("cbz.aside.spent", "Count", n) && tx.R.Min.Y < name.Max.Y && tx.R.Max.Y > name.Min.Y {
						count = tx.R
					}
				}
			}
			require.False(t, count.Empty(), "%s at %dx%d: the spent dice are counted on the shelf's line", tag, sz.w, sz.h)
			assert.GreaterOrEqual(t, count.Min.X-name.Max.X, 40, "%s at %dx%d: the count %v apart from the name %v, room for its die", tag, sz.w, sz.h, count, name)
			// The legend's die: the ground just left of the words is not bare.
			seen := map[[4]uint8]bool{}
			for x := count.Min.X - 22; x < count.Min.X-2; x++ {
				for y := count.Min.Y; y < count.Max.Y; y++ {
					c := pic.RGBAAt(x, y)
					seen[[4]uint8{c.R, c.G, c.B, c.A}] = true
				}
			}
			assert.GreaterOrEqual(t, len(seen), 3, "%s at %dx%d: a faded die drawn before the count", tag, sz.w, sz.h)
		}
	}
	require.NoError(t, lang.Use("en"))
}

// Every replay's chart of the chances has one design (#46: Tokyo Doves'
// sideways plot was 27 px tall, its scale in the small face, beside
// Columbiz's full-size one): on a desktop window and on phones, its plot
// is MinPlotH tall or more, and its scale (100%, 0%) is in the body face.
func TestEveryReplaysChartReadsAlike(t *testing.T) {
	d := scenetest.New(t)
	for _, scene := range []string{"replay", "replay-tokyodoves"} {
		for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, scene)) })
			d.Step(2)
			r := d.Top().(interface{ ReviewPlot() image.Rectangle })
			var plot image.Rectangle
			scenetest.OnMain(func() { plot = r.ReviewPlot() })
			assert.GreaterOrEqual(t, plot.Dy(), table.MinPlotH, "%s at %dx%d: the chart's plot %v", scene, sz.w, sz.h, plot)
			texts, _, _ := d.Frame()
			for _, v := range []int{100, 0} {
				s := lang.T("review.chart.percent", "Percent", v)
				found := false
				for _, tx := range texts {
					if tx.Text == s && tx.R.Max.X <= plot.Min.X {
						found = true
						assert.Equal(t, ui.Body, tx.Face, "%s at %dx%d: the scale's %q in the body face", scene, sz.w, sz.h, s)
					}
				}
				assert.True(t, found, "%s at %dx%d: the scale says %q", scene, sz.w, sz.h, s)
			}
		}
	}
}

// A costly move's mark on a replay's chart sits on the point of the line
// the move led to, inside the plot, not on the chart's top edge over the
// 100% line, apart from its point (#46): on a desktop window and on phones,
// each mark is centred on the line's point at its move, and where the
// replay stands on that point, the point shows in the mark.
func TestReplayMistakeMarksSitOnTheirPoints(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-tokyodoves")) })
		d.Step(2)
		r := d.Top().(interface {
			MistakeMarks() ([]image.Rectangle, image.Rectangle)
			Mistakes() []table.Mistake
			Verdict(at int) []float64
		})
		var marks []image.Rectangle
		var plot image.Rectangle
		var mks []table.Mistake
		scenetest.OnMain(func() { marks, plot = r.MistakeMarks(); mks = r.Mistakes() })
		require.NotEmpty(t, marks, "at %dx%d: the shot's game has costly moves", sz.w, sz.h)
		inside := 0
		for i, m := range marks {
			c := image.Pt((m.Min.X+m.Max.X)/2, (m.Min.Y+m.Max.Y)/2)
			assert.True(t, c.In(plot), "at %dx%d: the mark %v centred in the plot %v", sz.w, sz.h, m, plot)
			// The line's point: the first seat's chance (two players)
			// after the move, up the plot from its foot.
			want := plot.Min.Y + int(float64(plot.Dy()-1)*(1-r.Verdict(mks[i].At + 1)[0]))
			assert.InDelta(t, want, c.Y, 1, "at %dx%d: the mark of the move at %d on its point", sz.w, sz.h, mks[i].At)
			if c.Y > plot.Min.Y+4 {
				inside++
			}
		}
		assert.Positive(t, inside, "at %dx%d: a mark under the 100%% line", sz.w, sz.h)
	}
}

// A Tokyo Doves replay's hands say how many of their doves are still in
// them, in the body face on the hand's first line, so that its faint
// places read as doves out on the ground (#46: five faint silhouettes
// said nothing of themselves): in every language, on a desktop window and
// a phone; where the line leaves it no room beside who plays the side in
// the live table's words ("Computer: Expert", never "Expert" alone on a
// desktop and "Computer: Expert" on a phone), on hover, the hand's places
// then named under each dove.
func TestReplayHandsSayWhatTheyHold(t *testing.T) {
	d := scenetest.New(t)
	defer func() { require.NoError(t, lang.Use("en")) }()
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		require.NoError(t, lang.Use(tag))
		for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-tokyodoves")) })
			d.Step(2)
			texts, _, _ := d.Frame()
			who := lang.T("table.computer", "Level", scenes.LevelName("expert"))
			said := false
			for _, tx := range texts {
				said = said || tx.Text == who && !tx.Cut
			}
			if tag == "en" || tag == "ja" { // (French's and Portuguese's words take more than the line beside the side's name: the level alone)
				assert.True(t, said, "%s at %dx%d: Green's hand says %q", tag, sz.w, sz.h, who)
			}
			// The shot: Green holds one dove, Red none.
			for _, want := range []string{lang.T("td.hand.count", "Count", 1), lang.T("td.hand.none")} {
				found := false
				for _, tx := range texts {
					if tx.Text == want {
						found = true
						assert.Equal(t, ui.Body, tx.Face, "%s at %dx%d: %q in the body face", tag, sz.w, sz.h, want)
						assert.False(t, tx.Cut, "%s at %dx%d: %q whole", tag, sz.w, sz.h, want)
					}
				}
				if !found {
					d.Render()
					d.Render() // (the frame's cut texts are the pointer's after the next frame begins)
					scenetest.OnMain(func() {
						for y := 0; y < ui.H && !found; y += 4 {
							for x := 0; x < ui.W/2 && !found; x += 4 {
								s, ok := ui.CutAt(image.Pt(x, y))
								found = ok && s == want
							}
						}
					})
				}
				assert.True(t, found, "%s at %dx%d: a hand says %q", tag, sz.w, sz.h, want)
			}
		}
	}
}
