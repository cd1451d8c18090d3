package all_test

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	fa "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// replayer is a table seen as a replay.
type replayer interface {
	Match() *game.Match
	Reviewing() bool
	ReviewAt() (int, int)
	ReviewBar() image.Rectangle
	Logged() []string
}

// tipped finds a button of the top scene by its tooltip (the replay's
// transport has pictures, not words).
func tipped(t *testing.T, d *scenetest.Driver, key string) *ui.Button {
	b := findTipped(d, key)
	if b == nil {
		t.Fatalf("no button with the tip %q on %s", lang.T(key), d.TopName())
	}
	return b
}

// findTipped is the top scene's shown button with a tooltip, or nil.
func findTipped(d *scenetest.Driver, key string) *ui.Button {
	tip := lang.T(key)
	for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
		if b, ok := w.(*ui.Button); ok && b.Tooltip == tip && !b.Hidden {
			return b
		}
	}
	return nil
}

func press(d *scenetest.Driver, b *ui.Button) {
	d.Click(b.R.Min.Add(b.R.Size().Div(2)))
}

// Every game finished is in its game's past games; opened there, it is a
// replay that shows the game as it ended, and any moment of it, whichever
// way it gets there (a step at a time with the buttons or the keys, or a
// jump on the bar), with the log as it stood then; Play on opens a game
// from that moment, the computer keeping its seats; Back goes back to the
// list, and a game deleted there is gone. Each game, in landscape and
// upright.
func TestPastGamesReplay(t *testing.T) {
	d := scenetest.New(t)
	for i, name := range []string{"tokyodoves", "falconry", "columbiz", "columba"} {
		def, err := game.Lookup(name)
		require.NoError(t, err)
		require.NoError(t, store.ClearGame(name)) // no game in progress: the list is the game finished here
		// nor any game another test of this package finished (the monkey's)
		earlier, err := store.History(name)
		require.NoError(t, err)
		for _, f := range earlier {
			require.NoError(t, store.DeleteFinished(name, f.ID))
		}
		counts := def.SeatCounts(def.Variants[0])
		seats := counts[i%len(counts)]
		full := randomGame(t, def, def.Variants[0], seats, uint64(40+i))
		for seat := 1; seat < seats; seat++ {
			full.Players[seat] = def.Levels[0]
		}
		f := store.Finished{Game: name, Variant: full.Variant, Ended: time.Date(2026, 11, 20, 18, 30, 0, 0, time.Local).Unix(),
			Players: full.Players, Mine: make([]bool, seats), Returns: full.State.Returns(), Actions: len(full.History()), Record: full.Record()}
		f.Mine[0] = true
		require.NoError(t, store.AddFinished(f, def.Levels))
		shape := [][3]float64{{1280, 720, 1}, {390, 844, 3}}[i%2]
		d.Screen(int(shape[0]), int(shape[1]), shape[2])
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHistory(d.A, name)) })
		h := d.Top().(*scenes.HistoryScreen)
		require.Len(t, h.Rows(), 1, name)
		d.ClickButton(strings.SplitN(h.Rows()[0], " | ", 2)[0])
		require.Equal(t, name, d.TopName())
		r := d.Top().(replayer)
		require.True(t, r.Reviewing())
		n := len(full.History())
		at, of := r.ReviewAt()
		require.Equal(t, [2]int{n, n}, [2]int{at, of}, "%s opens at its end", name)
		require.Equal(t, full.State.String(), r.Match().State.String())
		end := lines(r.Logged())

		// A step at a time from the start: the log of each moment.
		if first := findTipped(d, "review.first.tip"); first != nil {
			press(d, first)
		} else { // a narrow screen: the bar's left end is the start
			d.Click(image.Pt(r.ReviewBar().Min.X, r.ReviewBar().Min.Y+r.ReviewBar().Dy()/2))
		}
		require.Empty(t, r.Logged())
		logs := [][]string{nil}
		next := tipped(t, d, "review.next.tip")
		for k := 1; k <= n; k++ {
			if k%3 == 0 {
				d.Key(input.Right)
			} else {
				press(d, next)
			}
			at, _ := r.ReviewAt()
			require.Equal(t, k, at, "%s: a step on", name)
			logs = append(logs, lines(r.Logged()))
		}
		require.Equal(t, end, logs[n], "%s: the log a step at a time is the log of the game", name)
		require.Equal(t, full.State.String(), r.Match().State.String())

		// Jumps on the bar, and steps back: the moment and its log.
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		bar := r.ReviewBar()
		for j := 0; j < 12; j++ {
			d.Click(image.Pt(bar.Min.X+rng.IntN(bar.Dx()), bar.Min.Y+bar.Dy()/2))
			if j%3 == 2 {
				press(d, tipped(t, d, "review.back.tip"))
			}
			at, _ := r.ReviewAt()
			require.Equal(t, replayTo(t, full, at).State.String(), r.Match().State.String(), "%s after %d actions", name, at)
			require.Equal(t, logs[at], lines(r.Logged()), "%s: the log after %d actions", name, at)
			d.Render()
		}

		// Play on from the middle: the same players, the person's seat
		// a person's, the computer's the computer's.
		mid := n / 2
		for full.History()[mid].Seat == game.Chance || replayTo(t, full, mid).State.Terminal() {
			mid--
		}
		// (on the track of who played, under the plot: a costly move's
		// mark on the plot jumps to its own moment)
		d.Click(image.Pt(bar.Min.X+(mid*(bar.Dx()-1)+n/2)/n, bar.Max.Y-3))
		at, _ = r.ReviewAt()
		require.Equal(t, mid, at, name)
		d.ClickButton(lang.T("review.play-on"))
		d.ClickButton(lang.T("review.play-on.same"))
		on := d.Top().(replayer)
		require.False(t, on.Reviewing(), name)
		require.Len(t, on.Match().History(), mid)
		require.Equal(t, full.Players, on.Match().Players)
		require.Equal(t, replayTo(t, full, mid).State.String(), on.Match().State.String())
		rec, ok, err := store.LoadGame(name)
		require.NoError(t, err)
		require.True(t, ok, "the game played on is saved to be continued")
		require.Contains(t, rec, fmt.Sprintf("end: %d", mid))
		require.NoError(t, store.ClearGame(name))

		// Back to the list from a replay; delete the game there.
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHistory(d.A, name)) })
		h = d.Top().(*scenes.HistoryScreen)
		assert.Nil(t, findTipped(d, "history.delete.tip"), "the bins show only once asked for")
		d.ClickButton(lang.T("history.delete-some"))
		press(d, tipped(t, d, "history.delete.tip"))
		d.ClickButton(lang.T("history.delete"))
		assert.Empty(t, h.Rows(), name)
		hist, err := store.History(name)
		require.NoError(t, err)
		assert.Empty(t, hist)
	}
}

// lines copies a log (nil when empty).
func lines(log []string) []string {
	if len(log) == 0 {
		return nil
	}
	return append([]string(nil), log...)
}

// BenchmarkReplayStepBack times a replay's step back from the end of a long
// game (Columba, four players, random actions): the table goes back to the
// start and on again, in silence, to the action before.
func BenchmarkReplayStepBack(b *testing.B) {
	d := scenetest.New(b)
	def, _ := game.Lookup("columba")
	full := randomGame(b, def, def.Variants[0], 4, 9)
	f := store.Finished{Game: "columba", Variant: full.Variant, Players: full.Players, Mine: make([]bool, 4),
		Returns: full.State.Returns(), Record: full.Record()}
	var r interface {
		ReviewTo(int)
		ReviewAt() (int, int)
	}
	scenetest.OnMain(func() {
		h := scenes.NewHistoryOf(d.A, "columba", []store.Finished{f})
		d.A.Show(scenes.NewMenu(d.A), h)
		h.Open(f)
		r = d.A.Top().(interface {
			ReviewTo(int)
			ReviewAt() (int, int)
		})
	})
	_, n := r.ReviewAt()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		scenetest.OnMain(func() {
			r.ReviewTo(n - 1)
			r.ReviewTo(n) // on again: one action, animated
		})
	}
	b.ReportMetric(float64(n), "actions")
}

// analysed is a replay with its analysis.
type analysed interface {
	replayer
	Analysed() (int, int)
	Mistakes() []table.Mistake
	ReviewTo(int)
	AnalysisNote() string
	NotePlace() image.Rectangle
	Widgets() *ui.Layer
}

// The Expert's analysis of a replayed game of Tokyo Doves and of a Duel of
// Falconry runs in the background to its end; every action that let a win
// at once go by, with no win within two turns after it, is marked as a
// missed win in one turn, with a winning action preferred; stepping to the
// moment before it lights that action and says so. Every missed win marked
// of one turn is confirmed by the solver without bound: no win within the
// turns the mark says after the action (the judge is given 20 ms a position
// here, so that many of its proofs fail: a failed proof is never a mark).
func TestReplayAnalysisFindsMissedWins(t *testing.T) {
	oldTD, oldFA := td.JudgeTime, fa.JudgeTime
	td.JudgeTime, fa.JudgeTime = 20*time.Millisecond, 20*time.Millisecond
	defer func() { td.JudgeTime, fa.JudgeTime = oldTD, oldFA }()
	d := scenetest.New(t)
	for _, g := range []struct {
		name, variant string
		seed          uint64
	}{{"tokyodoves", "standard", 12}, {"falconry", "duel", 3}} {
		r, f := missedWins(t, d, g.name, g.variant, g.seed)
		if g.name != "tokyodoves" {
			continue
		}
		// A note on a costly move speaks of the chance the chart plots:
		// with two players, the first seat's (its legend's words), whoever
		// moved; after the second seat's move it says where the first
		// seat's chance went (what the move played names the mover), never
		// the second seat's own chances.
		checked := 0
		chart := lang.T("review.legend.chance-of", "Who", lang.Say(game.Colour(r.Match().Def.SeatLabel(0))))
		for _, mk := range r.Mistakes() {
			if mk.MissedWin > 0 {
				continue
			}
			scenetest.OnMain(func() { r.ReviewTo(mk.At) })
			d.Step(2)
			who := lang.Say(game.Colour(r.Match().Def.SeatLabel(mk.Seat)))
			note := r.AnalysisNote()
			first := strings.SplitN(note, "\n", 2)[0]
			assert.Contains(t, first, chart, "the note at %d speaks of the chance the chart plots", mk.At)
			assert.Contains(t, note, who, "the note at %d names the mover", mk.At)
			// The board shows the position the move was played from (the
			// Expert's best lit on it), so the note says the move as the
			// one played next from here, in every language (the 27th reader
			// read "Played: Green puts out..." against "Green to move").
			var next error
			scenetest.OnMain(func() { next = r.Match().State.Clone().Apply(mk.Played, nil) })
			assert.NoError(t, next, "the board at %d shows the position before the move", mk.At)
			for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
				scenetest.OnMain(func() { require.NoError(t, lang.Use(l)); r.ReviewTo(mk.At) })
				ps := strings.Split(r.AnalysisNote(), "\n")
				require.Len(t, ps, 3, "%s: what it cost, the move played, the best", l)
				label := strings.TrimSpace(lang.T("review.played-next", "Played", ""))
				assert.True(t, strings.HasPrefix(ps[1], label), "%s: %q says the move played next (%q)", l, ps[1], label)
				assert.True(t, strings.HasPrefix(ps[2], strings.TrimSpace(lang.T("review.best-lit", "Best", ""))), "%s: %q the best move, lit", l, ps[2])
			}
			scenetest.OnMain(func() { require.NoError(t, lang.Use("en")); r.ReviewTo(mk.At) })
			if mk.Seat == 0 {
				continue
			}
			assert.NotContains(t, first, lang.T("review.legend.chance-of", "Who", who), "the note at %d does not speak of the second seat's chance", mk.At)
			assert.Greater(t, mk.From, mk.To, "the mover's chances fell at %d", mk.At)
			checked++
		}
		assert.Positive(t, checked, "the game has a costly move by the second seat")
		// Opened again, the game is not judged again: its analysis is kept.
		scenetest.OnMain(func() {
			h := scenes.NewHistoryOf(d.A, "tokyodoves", []store.Finished{f})
			d.A.Show(scenes.NewMenu(d.A), h)
			h.Open(f)
		})
		again := d.Top().(analysed)
		require.NotSame(t, r, again)
		done, of := again.Analysed()
		assert.Equal(t, of, done, "the analysis kept from the first time")
		assert.Equal(t, r.Mistakes(), again.Mistakes())
	}
}

// missedWins replays a random game of a game's two-player variant and
// checks its analysis: every moment a win at once was there and another
// action was played after which the seat has no win within two turns is
// marked as a missed win in one turn, with the Expert's winning action,
// and its note says so; every missed win marked is confirmed.
func missedWins(t *testing.T, d *scenetest.Driver, name, variant string, seed uint64) (analysed, store.Finished) {
	def, _ := game.Lookup(name)
	full := randomGame(t, def, variant, 2, seed)
	// The moments a win at once was there and another action was played.
	// The exhaustive search's answers are kept: the marks' confirmation
	// below asks again about the same positions (the same search, the same
	// answer, so it is searched once).
	var missed []int
	type asked struct{ at, seat, within int }
	proofs := map[asked]bool{}
	wins := func(at, seat, within int) bool {
		k := asked{at, seat, within}
		if won, ok := proofs[k]; ok {
			return won
		}
		won, _ := puzzle.For(name).Wins(replayTo(t, full, at+1).State, seat, within, nil)
		proofs[k] = won
		return won
	}
	for i, p := range full.History() {
		st := replayTo(t, full, i).State
		if st.Terminal() {
			break
		}
		winning := false
		for _, a := range st.Legal(nil) {
			c := st.Clone()
			if c.Apply(a, nil) == nil && c.Terminal() && c.Returns()[st.ToMove()] == 1 {
				winning = true
			}
		}
		after := replayTo(t, full, i+1).State
		if winning && !after.Terminal() {
			if !wins(i, p.Seat, puzzle.Horizon(1)) {
				missed = append(missed, i)
			}
		} else if winning && after.Returns()[p.Seat] != 1 {
			missed = append(missed, i)
		}
	}
	require.NotEmpty(t, missed, "a random game of %s lets wins go by", name)
	f := store.Finished{Game: name, Variant: full.Variant, Players: full.Players, Mine: []bool{true, false},
		Returns: full.State.Returns(), Record: full.Record()}
	scenetest.OnMain(func() {
		h := scenes.NewHistoryOf(d.A, name, []store.Finished{f})
		d.A.Show(scenes.NewMenu(d.A), h)
		h.Open(f)
	})
	r := d.Top().(analysed)
	busy := r.(interface{ Busy() bool })
	assert.True(t, busy.Busy(), "the analysis keeps the frames coming (an idle app sleeps)")
	d.WaitFor("the analysis", 20000, func() bool { done, of := r.Analysed(); return of > 0 && done == of })
	byAt := map[int]table.Mistake{}
	for _, mk := range r.Mistakes() {
		byAt[mk.At] = mk
	}
	for _, mk := range r.Mistakes() {
		if mk.MissedWin != 1 {
			continue // longer wins: rules/puzzle's TestMissedWinMarksAreConfirmed
		}
		after := replayTo(t, full, mk.At+1).State
		if after.Terminal() {
			assert.NotEqual(t, 1.0, after.Returns()[mk.Seat], "%s: action %d marked, and it wins", name, mk.At)
			continue
		}
		within := mk.Within
		if within == 0 {
			within = puzzle.Horizon(mk.MissedWin) // the rival's proven win: none at all
		}
		still := wins(mk.At, mk.Seat, within)
		assert.False(t, still, "%s: action %d is marked a missed win, yet the seat still wins within %d turns", name, mk.At, within)
	}
	for _, i := range missed {
		mk, ok := byAt[i]
		require.True(t, ok, "%s: action %d let a win in one go by", name, i)
		assert.Equal(t, 1, mk.MissedWin)
		st := replayTo(t, full, i).State.Clone()
		require.NoError(t, st.Apply(mk.Best, nil))
		assert.True(t, st.Terminal(), "the Expert's action at %d wins at once", i)
	}
	scenetest.OnMain(func() { r.ReviewTo(missed[0]) })
	assert.Contains(t, r.AnalysisNote(), "A win in 1 turn was there")
	assert.Empty(t, d.A.CurrentToast(), "the note is no toast")
	for _, w := range r.Widgets().Widgets {
		if b, ok := w.(*ui.Button); ok && !b.Hidden {
			assert.False(t, b.Rect().Overlaps(r.NotePlace()), "the note %v covers the control %v", r.NotePlace(), b.Rect())
		}
	}
	// The bar's legend says what its marks are: the players' colours, the
	// Expert's line and the missed wins, over the bar on the canvas (or,
	// where the table needs the height, right of it, level with it).
	bar := r.ReviewBar()
	said := map[string]image.Rectangle{}
	for _, td := range d.Texts() {
		said[td.Text] = td.R
	}
	// (With two players the line is the first player's, and says so.)
	first := lang.Say(game.Colour(r.Match().Def.SeatLabel(0)))
	for _, key := range []string{lang.T("review.legend.moves"), lang.T("review.legend.chance-of", "Who", first), lang.T("review.legend.missed")} {
		at, ok := said[key]
		if assert.True(t, ok, "%s: the bar's legend says %q", name, key) {
			beside := at.Min.X >= bar.Max.X && at.Min.Y >= bar.Min.Y && at.Max.Y <= bar.Max.Y
			assert.True(t, at.Max.Y <= bar.Min.Y-4 || beside, "%s: %q (%v) is over the bar and its marks %v, or beside it", name, key, at, bar)
			assert.True(t, at.In(image.Rect(0, 0, ui.W, ui.H)), "%s: %q on the canvas", name, key)
		}
	}
	// The chart has its scale left of the bar, level with it: 0%, 100%
	// and the fair share of two players, 50%, the 0% lowest.
	var ys []int
	for _, v := range []int{100, 50, 0} {
		s := lang.T("review.chart.percent", "Percent", v)
		at, ok := said[s]
		if assert.True(t, ok, "%s: the chart's scale says %q", name, s) {
			assert.LessOrEqual(t, at.Max.X, bar.Min.X, "%s: %q left of the bar %v", name, s, bar)
			assert.GreaterOrEqual(t, at.Min.X, 0, "%s: %q on the canvas", name, s)
			mid := (at.Min.Y + at.Max.Y) / 2
			assert.True(t, mid > bar.Min.Y && mid < bar.Max.Y, "%s: %q (%v) level with the bar %v", name, s, at, bar)
			ys = append(ys, mid)
		}
	}
	assert.IsIncreasing(t, ys, "%s: the scale runs from 100%% at the top to 0%% at the bottom", name)
	return r, f
}

// A replay whose analysis runs keeps the frames coming (the app is busy)
// but draws a frame anew only when the analysis has something new to show
// (a position judged, a missed win checked, a note): a page's frames go to
// the analysis rather than to drawing the same picture again.
func TestAnalysisDrawsOnlyWhatChanges(t *testing.T) {
	old := cz.JudgeTime
	cz.JudgeTime = 30 * time.Millisecond
	defer func() { cz.JudgeTime = old }()
	d := scenetest.New(t)
	d.Screen(1280, 720, 1)
	scenetest.OnMain(func() { scenes.OpenDemoReplay(d.A, "columbiz", 2) })
	r := d.Top().(analysed)
	var screen *ebiten.Image
	scenetest.OnMain(func() { screen = ebiten.NewImage(1280, 720) })
	frame := func() {
		scenetest.OnMain(func() {
			d.A.Feed(d.Sc.Frame(image.Pt(-50, -50), false))
			require.NoError(t, d.A.Update())
			d.A.Draw(screen)
		})
	}
	for range 160 {
		frame() // the replay's first pictures: the ended game's flourish
	}
	frames, shown, draws := 0, 0, d.A.Draws
	for ; frames < 5000; frames++ {
		done, of := r.Analysed()
		if done == of {
			break
		}
		var busy bool
		scenetest.OnMain(func() { busy = d.A.Busy() })
		require.True(t, busy, "the analysis keeps the frames coming")
		frame()
		if now, _ := r.Analysed(); now != done {
			shown++
		}
	}
	done, of := r.Analysed()
	require.Equal(t, of, done, "the analysis ends")
	require.Greater(t, frames, 2*shown, "the analysis takes frames between its verdicts")
	drawn := d.A.Draws - draws
	assert.GreaterOrEqual(t, drawn, shown, "every position judged is drawn")
	assert.LessOrEqual(t, drawn, shown+8, "%d frames drawn of %d while the analysis judged %d positions", drawn, frames, shown)
}

// The past games' rows tell a game won from a game lost by more than their
// small seal (a strip down the row's edge: gold won, slate lost), and a
// row's second line never parts a seat from its score at a line's end.
func TestPastGamesRowsShowTheResult(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct {
		w, h int
		dpr  float64
	}{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		sc := d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "history")) })
		d.Step(2)
		texts, _, pic := d.Frame()
		scale := float64(pic.Bounds().Dx()) / float64(ui.W)
		strip := map[string]color.RGBA{}
		var rows []image.Rectangle
		scenetest.OnMain(func() {
			for _, w := range d.A.Top().(interface{ Widgets() *ui.Layer }).Widgets().Widgets {
				b, ok := w.(*ui.Button)
				if !ok || b.Sub == "" {
					continue
				}
				at := image.Pt(int(float64(b.R.Min.X+4)*scale), int(float64(b.R.Min.Y+b.R.Dy()/2)*scale))
				strip[b.Icon] = pic.RGBAAt(at.X, at.Y)
				rows = append(rows, b.R)
				// A won row is marked by its seal and strip, never by the
				// selected style's gold frame round the whole row.
				top := image.Pt(int(float64(b.R.Min.X+b.R.Dx()/2)*scale), int(float64(b.R.Min.Y+1)*scale))
				assert.NotEqual(t, ui.Gold, pic.RGBAAt(top.X, top.Y), "%dx%d: the row %q has a gold frame", sz.w, sz.h, b.Label)
				// Every seat of the computer keeps its level, on a phone
				// as sideways ("Blue (Beginner) 12", never "Blue 12"
				// alone), or, where every computer played at one level,
				// that level said once after the seats ("Blue 12 · Grey
				// 21 · computers: Beginner").
				shared := strings.SplitN(lang.T("history.computers", "Level", "\x00"), "\x00", 2)[0]
				shared = strings.ReplaceAll(shared, " ", "\u00a0")
				for _, seat := range []string{"Blue", "Grey", "Black"} {
					if strings.Contains(b.Sub, seat+"\u00a0") && !strings.Contains(b.Sub, shared) {
						assert.Contains(t, b.Sub, seat+"\u00a0(", "%dx%d: %s's level in %q", sz.w, sz.h, seat, b.Sub)
					}
				}
			}
		})
		// Every row ends with Play's chevron (gold, in the middle of the
		// row's right end), its words clear of it, and no line of them
		// touches the row's top or bottom edge.
		require.NotEmpty(t, rows)
		for _, r := range rows {
			at := image.Pt(int(float64(r.Max.X-18+3)*scale), int(float64(r.Min.Y+(r.Dy()-13)/2+6)*scale))
			assert.Equal(t, ui.Gold, pic.RGBAAt(at.X, at.Y), "%dx%d: the row %v ends with its chevron", sz.w, sz.h, r)
			for _, td := range texts {
				if c := image.Pt((td.R.Min.X+td.R.Max.X)/2, (td.R.Min.Y+td.R.Max.Y)/2); !c.In(r) {
					continue
				}
				assert.LessOrEqual(t, td.R.Max.X, r.Max.X-18, "%dx%d: %q runs into the row's chevron", sz.w, sz.h, td.Text)
				assert.GreaterOrEqual(t, td.R.Min.Y, r.Min.Y+3, "%dx%d: %q touches the row's top", sz.w, sz.h, td.Text)
				assert.LessOrEqual(t, td.R.Max.Y, r.Max.Y-3, "%dx%d: %q touches the row's bottom", sz.w, sz.h, td.Text)
			}
		}
		require.Contains(t, strip, "icon_won", "%v: a game won is listed", sc)
		require.Contains(t, strip, "icon_lost", "%v: a game lost is listed", sc)
		assert.Equal(t, ui.Gold, strip["icon_won"], "%dx%d: a won row's strip", sz.w, sz.h)
		assert.Equal(t, ui.Slate, strip["icon_lost"], "%dx%d: a lost row's strip", sz.w, sz.h)
		for _, td := range texts {
			inRow := false // (the rows' lines: the card under them says what Import opens, "(a file saved with Export)")
			for _, r := range rows {
				inRow = inRow || image.Pt((td.R.Min.X+td.R.Max.X)/2, (td.R.Min.Y+td.R.Max.Y)/2).In(r)
			}
			if !inRow {
				continue
			}
			assert.False(t, strings.HasSuffix(td.Text, ")"), "%dx%d: %q ends with a player, its score on the next line", sz.w, sz.h, td.Text)
			assert.NotRegexp(t, `^\d+ actions$`, td.Text, "%dx%d: a game's length on a line of its own", sz.w, sz.h)
		}
	}
}
