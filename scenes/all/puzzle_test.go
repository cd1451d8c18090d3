package all_test

import (
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// puzzleTable is a table that sets a puzzle.
type puzzleTable interface {
	Match() *game.Match
	Puzzle() *scenes.PuzzleRun
	Logged() []string
	Says() string
	Play(a game.Action) bool
	HumanTurn() bool
}

// onTable waits for a puzzle's table, still, and checks it is the one.
func onTable(t *testing.T, d *scenetest.Driver, want string) puzzleTable {
	d.WaitFor("the puzzle's table", 600, func() bool { _, ok := d.A.Top().(puzzleTable); return ok && !d.A.Anims.Busy() })
	pt := d.Top().(puzzleTable)
	require.Equal(t, want, pt.Puzzle().Puzzle.ID)
	return pt
}

// A puzzle of each game, in landscape and upright, from the Puzzles
// screen: a right first move is answered by the defence that holds out
// longest and the puzzle is solved with the next winning move, at the
// first try (the progress and the run are kept); a wrong first move is
// refuted at once (the side no longer wins in the turns left) and the
// result offers another try, which sets the puzzle again, and the
// solution, which plays the winning line to the win and records nothing.
func TestPuzzlesPlayThrough(t *testing.T) {
	d := scenetest.New(t)
	require.NoError(t, store.SavePuzzles(store.Puzzles{}))
	for i, name := range []string{"tokyodoves", "falconry"} {
		shape := [][3]float64{{1280, 720, 1}, {390, 844, 3}}[i%2]
		d.Screen(int(shape[0]), int(shape[1]), shape[2])
		var p puzzle.Puzzle
		for _, z := range puzzle.All(name) {
			if z.Turns == 2 {
				p = z
				break
			}
		}
		require.NotEmpty(t, p.ID, name)
		sv := puzzle.For(name)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewPuzzles(d.A, name)) })
		require.Equal(t, "puzzles", d.TopName())
		d.ClickButton(lang.T("puzzles.level", "Level", lang.T("puzzle.medium"), "Solved", 0, "Of", len(levelOf(name, 2))))
		s := d.Top().(*scenes.PuzzlesScreen)
		require.Equal(t, 2, s.Level())
		d.Button(lineOf(p)) // the first medium puzzle is listed
		d.ClickButton(lineOf(p))
		pt := onTable(t, d, p.ID)
		seat := pt.Match().State.ToMove()
		assert.Contains(t, pt.Says(), (&scenes.PuzzleRun{Puzzle: p}).Goal(2))

		// Right: the line's first move, the defence, the win.
		solve(t, d, pt, p)
		d.WaitFor("the result", 600, func() bool { return resultUp(d) })
		r := d.Top().(*scenes.Result)
		assert.Equal(t, lang.T("puzzle.solved"), r.Title())
		prog, err := store.LoadPuzzles()
		require.NoError(t, err)
		assert.True(t, prog.Solved[p.ID].First, p.ID)
		assert.Equal(t, 1, prog.Streak, "a run of first tries (the last game's wrong move ended the one before)")
		// Next puzzle: the next one not solved.
		d.ClickButton(lang.T("puzzle.next"))
		q := puzzle.All(name)[indexOf(name, p.ID)+1]
		pt = onTable(t, d, q.ID)
		// With a hint: solved, but not at the first try.
		d.ClickButton(lang.T("table.hint"))
		d.WaitFor("the hint", 1200, func() bool { return !pt.(interface{ Hinting() bool }).Hinting() })
		solve(t, d, pt, q)
		d.WaitFor("the result", 600, func() bool { return resultUp(d) })
		prog, _ = store.LoadPuzzles()
		assert.False(t, prog.Solved[q.ID].First, "%s: solved with a hint", q.ID)
		assert.Zero(t, prog.Streak, "a hint ends the run")
		assert.Equal(t, lang.T("puzzle.solved"), d.Top().(*scenes.Result).Title())

		// Wrong: a first move that lets the win go is refuted.
		scenetest.OnMain(func() { scenes.OpenPuzzle(d.A, p, false, false) })
		pt = onTable(t, d, p.ID)
		var wrong game.Action
		var buf [256]game.Action
		for _, a := range pt.Match().State.Legal(buf[:0]) {
			c := pt.Match().State.Clone()
			require.NoError(t, c.Apply(a, nil))
			if c.Terminal() || c.ToMove() == seat {
				continue
			}
			if keeps, _ := sv.Wins(c, seat, 1, nil); !keeps {
				wrong = a
				break
			}
		}
		scenetest.OnMain(func() { require.True(t, pt.Play(wrong)) })
		d.WaitFor("the refutation's result", 1200, func() bool { return resultUp(d) })
		st := pt.Match().State
		if !st.Terminal() {
			still, _ := sv.Wins(st, seat, 1, nil)
			assert.False(t, still, "%s: after the refutation, no win in the turn left", p.ID)
		}
		assert.False(t, puzzle.SideWon(st, seat))
		assert.Equal(t, lang.T("puzzle.failed"), d.Top().(*scenes.Result).Title())
		assert.Contains(t, pt.Logged()[len(pt.Logged())-1], lang.T("puzzle.refuted", "Who", lang.Say(game.Colour(pt.Match().Def.SeatLabel(1-seat))), "Count", 2))
		prog, _ = store.LoadPuzzles()
		assert.Zero(t, prog.Streak, "a wrong move ends the run")
		assert.True(t, prog.Solved[p.ID].First, "a solved puzzle keeps its first result")

		// Try again: the puzzle from its start.
		d.ClickButton(lang.T("puzzle.again"))
		pt = onTable(t, d, p.ID)
		assert.Empty(t, pt.Match().History())

		// The solution: played to the win, nothing recorded.
		before, _ := store.LoadPuzzles()
		scenetest.OnMain(func() { scenes.OpenPuzzle(d.A, p, false, true) })
		pt = onTable(t, d, p.ID)
		d.WaitFor("the solution's end", 3000, func() bool { return resultUp(d) })
		assert.True(t, puzzle.SideWon(pt.Match().State, seat))
		assert.Equal(t, lang.T("puzzle.shown"), d.Top().(*scenes.Result).Title())
		after, _ := store.LoadPuzzles()
		assert.Equal(t, before, after)
		d.ClickButton(lang.T("puzzles.title"))
		require.Equal(t, "puzzles", d.TopName())
	}
}

// Today's puzzle is on the menu (a badge) until it is solved; solving it
// on two days in a row makes a daily run of two, and a day missed starts
// it again.
func TestDailyPuzzle(t *testing.T) {
	d := scenetest.New(t)
	require.NoError(t, store.SavePuzzles(store.Puzzles{}))
	defer func() { scenes.Today = time.Now }()
	// Two days in a row whose puzzles are wins this turn (quick to solve
	// here), and a day two days later likewise.
	var days []time.Time
	wins := func(t0 time.Time) bool { return puzzle.Daily(t0.Year(), t0.Month(), t0.Day()).Turns == 1 }
	for t0 := time.Date(2027, 1, 1, 10, 0, 0, 0, time.Local); days == nil; t0 = t0.AddDate(0, 0, 1) {
		if wins(t0) && wins(t0.AddDate(0, 0, 1)) && wins(t0.AddDate(0, 0, 3)) {
			days = []time.Time{t0, t0.AddDate(0, 0, 1), t0.AddDate(0, 0, 3)}
		}
	}
	wantRun, wantBest := []int{1, 2, 1}, []int{1, 2, 2}
	for k, today := range days {
		scenes.Today = func() time.Time { return today }
		p := scenes.DailyPuzzle()
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A)) })
		b := d.Button(lang.T("menu.puzzles"))
		assert.Equal(t, "New", b.Badge, "today's puzzle waits, said in a word")
		d.ClickButton(lang.T("menu.puzzles"))
		require.Equal(t, "puzzles", d.TopName())
		d.ClickButton(lang.T("puzzles.daily", "Game", scenes.GameTitle(p.Game), "Level", scenes.LevelWords(p.Level)))
		pt := onTable(t, d, p.ID)
		require.True(t, pt.Puzzle().Daily)
		sv := puzzle.For(p.Game)
		for !pt.Match().State.Terminal() {
			w, err := puzzle.Winners(sv, pt.Match().State, 1, nil)
			require.NoError(t, err)
			require.NotEmpty(t, w, p.ID)
			scenetest.OnMain(func() { require.True(t, pt.Play(w[0])) })
		}
		d.WaitFor("the result", 600, func() bool { return resultUp(d) })
		prog, err := store.LoadPuzzles()
		require.NoError(t, err)
		assert.Equal(t, wantRun[k], prog.Daily, "the daily run on day %d", k+1)
		assert.Equal(t, wantBest[k], prog.BestDaily, "the best daily run on day %d", k+1)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A)) })
		assert.Empty(t, d.Button(lang.T("menu.puzzles")).Badge, "solved today")
	}
}

func levelOf(name string, level int) []puzzle.Puzzle {
	var out []puzzle.Puzzle
	for _, p := range puzzle.All(name) {
		if p.Level == level {
			out = append(out, p)
		}
	}
	return out
}

func indexOf(name, id string) int {
	for i, p := range puzzle.All(name) {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// lineOf is a puzzle's row on the Puzzles screen.
func lineOf(p puzzle.Puzzle) string {
	r := &scenes.PuzzleRun{Puzzle: p}
	return lang.T("puzzles.line", "N", r.Number(), "Goal", r.Goal(p.Turns))
}

// resultUp reports whether a result is on top (inside WaitFor's check, on
// the main thread).
func resultUp(d *scenetest.Driver) bool {
	_, ok := d.A.Top().(*scenes.Result)
	return ok
}

// solve plays a puzzle to its win: the line's first action, then, after
// each answer of the defence (which must leave the win in the turns left),
// the first action that keeps the win.
func solve(t *testing.T, d *scenetest.Driver, pt puzzleTable, p puzzle.Puzzle) {
	t.Helper()
	sv := puzzle.For(p.Game)
	seat := pt.Match().State.ToMove()
	first, err := pt.Match().State.ParseAction(p.Line[0])
	require.NoError(t, err)
	scenetest.OnMain(func() { require.True(t, pt.Play(first)) })
	for left := p.Turns; !pt.Match().State.Terminal(); {
		if pt.Match().State.ToMove() != seat {
			left--
			d.WaitFor("the defence", 1200, func() bool { return pt.HumanTurn() && !d.A.Anims.Busy() || pt.Match().State.Terminal() })
			require.False(t, pt.Match().State.Terminal(), "%s: the defence holds out", p.ID)
			won, _ := sv.Wins(pt.Match().State, seat, left, nil)
			require.True(t, won, "%s: the defence leaves the win in %d turns", p.ID, left)
			if left > 1 {
				sooner, _ := sv.Wins(pt.Match().State, seat, left-1, nil)
				require.False(t, sooner, "%s: the defence holds out longest", p.ID)
			}
		}
		a, ok, err := puzzle.Winning(sv, pt.Match().State, left, nil)
		require.NoError(t, err)
		require.True(t, ok, p.ID)
		scenetest.OnMain(func() { require.True(t, pt.Play(a)) })
	}
}

// "Next unsolved" on the Puzzles screen opens the first puzzle not solved
// from the difficulty shown on (going round to the first), from a fresh
// start, with some solved, and says so when every one is.
func TestNextUnsolved(t *testing.T) {
	d := scenetest.New(t)
	defer func() { require.NoError(t, store.SavePuzzles(store.Puzzles{})) }()
	all := puzzle.All("tokyodoves")
	easy, medium := levelOf("tokyodoves", 1), levelOf("tokyodoves", 2)
	solved := func(ps ...puzzle.Puzzle) store.Puzzles {
		prog := store.Puzzles{Solved: map[string]store.Solved{}}
		for _, p := range ps {
			prog.Solved[p.ID] = store.Solved{First: true, Day: "2026-11-01"}
		}
		return prog
	}
	open := func(level int) {
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewPuzzles(d.A, "tokyodoves")) })
		require.Equal(t, "puzzles", d.TopName())
		if level != 0 {
			s := d.Top().(*scenes.PuzzlesScreen)
			n := 0
			prog, _ := store.LoadPuzzles()
			for _, p := range levelOf("tokyodoves", level) {
				if _, ok := prog.Solved[p.ID]; ok {
					n++
				}
			}
			d.ClickButton(lang.T("puzzles.level", "Level", scenes.LevelWords(level), "Solved", n, "Of", len(levelOf("tokyodoves", level))))
			require.Equal(t, level, s.Level())
		}
	}
	for _, shape := range [][3]float64{{1280, 720, 1}, {390, 844, 3}} {
		d.Screen(int(shape[0]), int(shape[1]), shape[2])

		// A fresh start: the first easy puzzle.
		require.NoError(t, store.SavePuzzles(store.Puzzles{}))
		open(0)
		d.ClickButton(lang.T("puzzles.next"))
		onTable(t, d, all[0].ID)

		// The easy ones solved but the sixth: the screen opens on Easy,
		// and the sixth is next.
		rest := append(append([]puzzle.Puzzle{}, easy[:5]...), easy[6:]...)
		require.NoError(t, store.SavePuzzles(solved(rest...)))
		open(0)
		require.Equal(t, 1, d.Top().(*scenes.PuzzlesScreen).Level())
		d.ClickButton(lang.T("puzzles.next"))
		onTable(t, d, easy[5].ID)

		// On Medium with its first two solved: the third medium one, not
		// the easy one still open.
		require.NoError(t, store.SavePuzzles(solved(append(rest, medium[:2]...)...)))
		open(2)
		d.ClickButton(lang.T("puzzles.next"))
		onTable(t, d, medium[2].ID)

		// On Hard with every hard and medium one solved: round to the
		// easy one.
		hard := levelOf("tokyodoves", 3)
		require.NoError(t, store.SavePuzzles(solved(append(append(rest, medium...), hard...)...)))
		open(3)
		d.ClickButton(lang.T("puzzles.next"))
		onTable(t, d, easy[5].ID)

		// Every one solved: the button says so and stays on the screen.
		require.NoError(t, store.SavePuzzles(solved(all...)))
		open(0)
		d.ClickButton(lang.T("puzzles.next"))
		assert.Equal(t, "puzzles", d.TopName())
		assert.Equal(t, lang.T("puzzles.all-solved", "Game", scenes.GameTitle("tokyodoves")), d.A.CurrentToast())
	}
}

// A difficulty's puzzles are numbered from 1 in its list, and a puzzle's
// title says the number its row says: the first Medium puzzle is
// "Puzzle 1 (Medium)", not its place among all the game's puzzles.
func TestPuzzlesAreNumberedPerDifficulty(t *testing.T) {
	for _, g := range []string{"tokyodoves", "falconry"} {
		next := map[int]int{}
		for _, p := range puzzle.All(g) {
			next[p.Level]++
			r := &scenes.PuzzleRun{Puzzle: p}
			require.Equal(t, next[p.Level], r.Number(), "%s puzzle %s (level %d)", g, p.ID, p.Level)
			assert.Contains(t, r.Title(), lang.T("puzzle.name", "N", next[p.Level], "Level", scenes.LevelWords(p.Level)))
		}
		assert.Greater(t, len(next), 1, "%s has puzzles of more than one difficulty", g)
	}
}

// The puzzles' list uses its panel's height: on a phone upright, under the
// last row, no band taller than the gap between two rows is left above
// the pager (or the panel's foot).
func TestPuzzlesListFillsItsPanel(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct {
		w, h int
		dpr  float64
	}{{390, 844, 3}, {360, 800, 3}, {1280, 720, 1}} {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewPuzzles(d.A, "tokyodoves")) })
		d.Step(2)
		var rows []image.Rectangle
		var pager image.Rectangle
		_, _, pic := d.Frame()
		scale := float64(pic.Bounds().Dx()) / float64(ui.W)
		strips := map[bool][]color.RGBA{} // by solved
		scenetest.OnMain(func() {
			for _, w := range d.A.Top().(interface{ Widgets() *ui.Layer }).Widgets().Widgets {
				b, ok := w.(*ui.Button)
				if !ok {
					continue
				}
				switch {
				case b.Sub != "":
					rows = append(rows, b.R)
					at := image.Pt(int(float64(b.R.Min.X+4)*scale), int(float64(b.R.Min.Y+b.R.Dy()/2)*scale))
					strips[b.Icon == "icon_done"] = append(strips[b.Icon == "icon_done"], pic.RGBAAt(at.X, at.Y))
				case b.Label == lang.T("list.next"):
					pager = b.R
				}
			}
		})
		require.NotEmpty(t, rows)
		require.False(t, pager.Empty(), "%dx%d: the list has pages", sz.w, sz.h)
		// Each row's face a finger's target (44 CSS px on a phone; round
		// 22: 42), the frame's ink edge, a pixel each side, left out (it
		// reads as the panel); the page keeps its rows (nine, at
		// least seven).
		var finger int
		scenetest.OnMain(func() { finger = ui.Finger })
		for _, r := range rows {
			assert.GreaterOrEqual(t, r.Dy()-2, finger, "%dx%d: a row's face %d px tall, a finger needs %d", sz.w, sz.h, r.Dy()-2, finger)
		}
		if want := map[int]int{390: 9, 360: 7}[sz.w]; want > 0 {
			assert.GreaterOrEqual(t, len(rows), want, "%dx%d: the rows a page", sz.w, sz.h)
		}
		last := 0
		for _, r := range rows {
			last = max(last, r.Max.Y)
		}
		assert.LessOrEqual(t, pager.Min.Y-last, 16, "%dx%d: a dead band of %d px over the pager", sz.w, sz.h, pager.Min.Y-last)
		// A puzzle not solved stands out among the solved: a gold strip
		// down its row, which a solved row has not.
		require.NotEmpty(t, strips[false], "%dx%d: an unsolved puzzle on the first page", sz.w, sz.h)
		for _, c := range strips[false] {
			assert.Equal(t, ui.Gold, c, "%dx%d: an unsolved row's strip", sz.w, sz.h)
		}
		for _, c := range strips[true] {
			assert.NotEqual(t, ui.Gold, c, "%dx%d: a solved row has no strip", sz.w, sz.h)
		}
		// The player's figures: each number in the figures face, and
		// what it counts whole beside or under it (on up to two lines,
		// broken between words, never shortened).
		var figs, says []string
		scenetest.OnMain(func() { figs, says = d.A.Top().(*scenes.PuzzlesScreen).Stats() })
		require.Len(t, figs, 3)
		texts := d.Texts()
		for i := range figs {
			var fig image.Rectangle
			same := 0 // the earlier figures alike ("0" and "0"): drawn in order
			for _, f := range figs[:i] {
				if f == figs[i] {
					same++
				}
			}
			for _, td := range texts {
				if td.Text == figs[i] && td.Face == ui.Figures && fig.Empty() {
					if same == 0 {
						fig = td.R
					}
					same--
				}
			}
			if !assert.False(t, fig.Empty(), "%dx%d: the figure %q is drawn in the figures face", sz.w, sz.h, figs[i]) {
				continue
			}
			// Its words: right after it on its line, or centred under it.
			var words []string
			for _, td := range texts {
				if td.Face == ui.Figures || td.Text == "" || !strings.Contains(says[i], td.Text) {
					continue
				}
				after := absInt(td.R.Min.Y-fig.Min.Y) <= 3 && td.R.Min.X >= fig.Max.X && td.R.Min.X <= fig.Max.X+8
				under := td.R.Min.Y >= fig.Max.Y && td.R.Min.Y <= fig.Max.Y+2*ui.LineH+8 &&
					absInt((td.R.Min.X+td.R.Max.X)-(fig.Min.X+fig.Max.X)) <= 8
				if after || under {
					assert.False(t, td.Cut, "%dx%d: %q shortened", sz.w, sz.h, td.Text)
					words = append(words, td.Text)
				}
			}
			assert.Equal(t, says[i], strings.Join(words, " "), "%dx%d: what %q counts, whole", sz.w, sz.h, figs[i])
		}
	}
}

// A puzzle solved and left at once (Back to the menu during the table's
// finale) is still recorded as solved, and its result does not open over
// the menu.
func TestAPuzzleLeftDuringItsFinaleIsKept(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 1)
	require.NoError(t, store.SavePuzzles(store.Puzzles{}))
	var p puzzle.Puzzle
	for _, z := range puzzle.All("tokyodoves") {
		if z.Turns == 1 {
			p = z
			break
		}
	}
	require.NotEmpty(t, p.ID)
	scenetest.OnMain(func() { scenes.OpenPuzzle(d.A, p, false, false) })
	pt := onTable(t, d, p.ID)
	solve(t, d, pt, p)
	menu := scenes.NewMenu(d.A)
	scenetest.OnMain(func() { d.A.Show(menu) })
	d.Step(400)
	assert.True(t, d.A.Top() == scenes.Scene(menu), "the menu stays on top, %s over it", d.TopName())
	prog, err := store.LoadPuzzles()
	require.NoError(t, err)
	assert.True(t, prog.Solved[p.ID].First, "%s is recorded as solved", p.ID)
}

// absInt is |x|.
func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
