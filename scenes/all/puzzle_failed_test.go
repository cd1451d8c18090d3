package all_test

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// TestAFailedPuzzleSaysSoBesideItsHeadline: a failed puzzle's result
// carries the seal of a game lost (a cross on slate) beside "Not this
// time", on a desktop window and on a phone, the headline laid out beside
// it, or under it where the headline then holds one line (the phone
// showed the game's emblem, read as a hamburger, and the desktop window no
// mark at all, round 15; on a desktop window the headline wrapped to two
// lines beside the seal in the narrow panel, round 22).
func TestAFailedPuzzleSaysSoBesideItsHeadline(t *testing.T) {
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d := scenetest.New(t)
			phone := sz.w < sz.h
			scenetest.OnMain(func() { d.A.Phone = phone })
			defer scenetest.OnMain(func() { d.A.Phone = false })
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzle-failed")) })
			d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
			d.Step(2)
			r := d.A.Top().(*scenes.Result)
			var mark string
			var markW int
			scenetest.OnMain(func() { mark, markW = r.Mark(), r.MarkW() })
			assert.Equal(t, table.FailedMark, mark, "the seal of a try that failed")
			panel, docked := r.Docked()
			require.True(t, docked, "docked beside the board")
			title := lang.T("puzzle.failed")
			found := false
			for _, tx := range d.Texts() {
				if tx.R.In(panel) && (tx.Text == title || len(tx.Text) < len(title) && tx.Text != "" && title[:len(tx.Text)] == tx.Text) {
					found = true
					beside, under := tx.R.Min.X >= panel.Min.X+8+markW, tx.R.Min.Y >= panel.Min.Y+8+markW-6
					assert.True(t, beside || under, "the headline %q at %v beside the mark or under it", tx.Text, tx.R)
					if !phone {
						assert.Equal(t, title, tx.Text, "the headline on one line")
					}
					assert.False(t, tx.Cut, "the headline whole")
					break
				}
			}
			assert.True(t, found, "the headline is drawn")
		})
	}
}

// TestAFailedPuzzleNamesTheHandsDoves: on a desktop window, a failed
// puzzle's hands name each dove under its place in the body face, as the
// table in play and the phone do (round 15: the names were left out once
// the try had failed).
func TestAFailedPuzzleNamesTheHandsDoves(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 1)
	scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzle-failed")) })
	d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
	d.Step(2)
	names := map[string]bool{}
	for dv := 1; dv < td.NumTypes; dv++ {
		names[lang.Say(td.Dove(dv))] = true
	}
	seen := 0
	for _, tx := range d.Texts() {
		if names[tx.Text] && tx.R.Max.X < ui.W/3 {
			seen++
			assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
			assert.False(t, tx.Cut, "%q whole", tx.Text)
		}
	}
	assert.Equal(t, 2*(td.NumTypes-1), seen, "each hand names its five doves")
}

// TestAFailedPuzzlesSealSharesItsHeadlinesLine: on a desktop window, in
// every language, a failed puzzle's seal stands beside its headline on one
// line (as French had it), and the headline keeps the panel's padding
// (8, docs/DESIGN.md, as on its left) from its right edge (round 24: in English "Not this time" took
// the panel's width, its seal alone on a line above it like a close
// button, the words 6 px from the frame; in pt-PT its reason was left
// out).
func TestAFailedPuzzlesSealSharesItsHeadlinesLine(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer lang.Use("en")
			d.Screen(1280, 720, 1)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzle-failed")) })
			d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
			d.Step(2)
			r := d.A.Top().(*scenes.Result)
			panel, docked := r.Docked()
			require.True(t, docked, "docked beside the board")
			title := lang.T("puzzle.failed")
			found := false
			for _, tx := range d.Texts() {
				if !tx.R.In(panel) || tx.Text == "" || !strings.HasPrefix(title, tx.Text) {
					continue
				}
				found = true
				var mark image.Rectangle
				scenetest.OnMain(func() { mark = r.MarkRect() })
				require.False(t, mark.Empty(), "the seal is drawn")
				assert.Equal(t, title, tx.Text, "the headline on one line")
				assert.GreaterOrEqual(t, tx.R.Min.X, mark.Max.X, "the headline %v beside the seal %v", tx.R, mark)
				assert.Less(t, tx.R.Min.Y, mark.Max.Y, "the headline %v on the seal's %v line", tx.R, mark)
				assert.Greater(t, tx.R.Max.Y, mark.Min.Y, "the headline %v on the seal's %v line", tx.R, mark)
				assert.LessOrEqual(t, tx.R.Max.X, panel.Max.X-8, "the headline %v keeps the padding to the panel's %v right edge", tx.R, panel)
				assert.False(t, tx.Cut, "the headline whole")
				t.Logf("%s: panel %v mark %v headline %v", l, panel, mark, tx.R)
				break
			}
			assert.True(t, found, "the headline is drawn")
			// The panel keeps to the log's column: grown toward the board
			// it lay over the board's right-hand rail (round 25).
			// (The log's panel above it: the title gives its line up
			// where the side's move and the answer need it.)
			stack := d.A.Stack()
			log := stack[len(stack)-2].(interface{ EndLog() image.Rectangle }).EndLog()
			require.False(t, log.Empty(), "the log above the panel")
			assert.Less(t, log.Max.Y, panel.Min.Y, "the log %v above the panel %v", log, panel)
			assert.GreaterOrEqual(t, panel.Min.X, log.Min.X-4, "the panel %v keeps to the log's column %v", panel, log)
			// What went wrong is said under it (pt-PT's three rows of
			// buttons, one more than the panel was measured for, left
			// it out, round 24).
			said := false
			for _, tx := range d.Texts() {
				if tx.R.In(panel) && tx.Text != "" && strings.HasPrefix(r.Reason(), tx.Text) {
					said = true
				}
			}
			assert.True(t, said, "the panel says %q", r.Reason())
		})
	}
}

// TestResultButtonsAreAFingersSizeOverTheHomeBar: on a phone held upright
// (390x844 and 360x800), in every language, every button of a failed
// puzzle's result and of a game's end shows a face a finger's size
// (44 CSS px) high, and ends ui.HomeBar over the screen's foot, clear of
// the home bar (round 26: faces of 42, read as 40, 8 CSS px over the foot).
func TestResultButtonsAreAFingersSizeOverTheHomeBar(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range []size{{390, 844, 3}, {360, 800, 3}} {
			for _, shot := range []string{"puzzle-failed", "tokyodoves-end", "columba-end"} {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", l, sz.w, sz.h, shot), func(t *testing.T) {
					require.NoError(t, lang.Use(l))
					defer lang.Use("en")
					sc := d.Screen(sz.w, sz.h, sz.dpr)
					scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, shot)) })
					d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
					d.Step(2)
					r := d.A.Top().(*scenes.Result)
					panel, _ := r.Docked()
					n := 0
					for _, w := range r.Widgets().Widgets {
						b, ok := w.(*ui.Button)
						if !ok || b.Hidden {
							continue
						}
						n++
						face := b.R.Inset(ui.ButtonEdge)
						css := func(px int) float64 { return float64(px) * float64(ui.TouchCSS) / float64(sc.Finger) }
						assert.GreaterOrEqual(t, face.Dy(), sc.Finger, "%q's face %.0f CSS px high", b.Label, css(face.Dy()))
						if panel.Max.Y == sc.H {
							assert.LessOrEqual(t, b.R.Max.Y, sc.H-ui.HomeBar, "%q ends %.0f CSS px over the foot", b.Label, css(sc.H-b.R.Max.Y))
						}
						assert.True(t, b.R.In(panel), "%q %v in the panel %v", b.Label, b.R, panel)
					}
					assert.GreaterOrEqual(t, n, 2, "the result's buttons")
				})
			}
		}
	}
}

// TestAFailedPuzzlesLogShowsTheMoveAndTheAnswer: under a failed puzzle's
// result, on a desktop window and a phone, in every language, the log
// shows the side's own move that failed as well as the answer that
// refuted it (round 26: in English and Portuguese only the answer and
// the line that the try failed, which the result says again, were left).
func TestAFailedPuzzlesLogShowsTheMoveAndTheAnswer(t *testing.T) {
	eachFailedPuzzle(t, func(t *testing.T, d *scenetest.Driver) {
		stack := d.A.Stack()
		tb := stack[len(stack)-2]
		log := tb.(interface{ Logged() []string }).Logged()
		box := tb.(interface{ EndLog() image.Rectangle }).EndLog()
		require.False(t, box.Empty(), "the log above the result")
		red, green := lang.Say(td.Side(td.Red)), lang.Say(td.Side(td.Green))
		seen := map[string]int{}
		for _, tx := range d.Texts() {
			if tx.R.In(box) {
				seen[tx.Text]++
			}
		}
		// Each entry's seat in its colour on its first line: the
		// side's move (Red's) and the answer (Green's).
		assert.GreaterOrEqual(t, seen[red], 1, "the side's move in the log %v: %q", box, log)
		assert.GreaterOrEqual(t, seen[green], 1, "the answer in the log %v: %q", box, log)
	})
}

// TestThePutBackChipSaysTheRuleIsOn: the top bar's note of a table with
// the put-back rule says that the rule is on, not only its name, in every
// language, whole, on a desktop window and a phone (round 26: pt-PT
// "Regra de devolver", the variant's name, where English says "Put-back
// rule on"; "Regra de devolver ativa" left a 360-px phone's bar).
func TestThePutBackChipSaysTheRuleIsOn(t *testing.T) {
	eachFailedPuzzle(t, func(t *testing.T, d *scenetest.Driver) {
		note, name := lang.T("td.putback-on"), lang.T("variant.putback")
		assert.NotEqual(t, name, note, "the note says more than the rule's name")
		found := false
		for _, tx := range d.Texts() {
			if tx.Text == note {
				found = true
				assert.False(t, tx.Cut, "%q whole", note)
				assert.LessOrEqual(t, tx.R.Max.Y, table.TopBarH, "%q on the top bar", note)
			}
		}
		assert.True(t, found, "the top bar says %q", note)
	})
}

// eachFailedPuzzle runs check on the failed puzzle's result, in every
// language, on a desktop window and both phones, as the shot opens it.
func eachFailedPuzzle(t *testing.T, check func(t *testing.T, d *scenetest.Driver)) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", l, sz.w, sz.h), func(t *testing.T) {
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzle-failed")) })
				d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
				d.Step(2)
				check(t, d)
			})
		}
	}
}

// TestAFailedPuzzlesVerdictLeavesNoWordAlone: a failed puzzle's verdict
// ("After Green's answer, there is no win in 2 turns.") ends on a line
// of two words or more in a desktop window and on both phones, in every
// language written with spaces (reader 28: French's "... plus de victoire
// possible en 2 / tours." left "tours." alone on a phone; English's and
// pt-PT's "turns." / "turnos." stood alone in the 1280x720 window's
// panel).
func TestAFailedPuzzlesVerdictLeavesNoWordAlone(t *testing.T) {
	eachFailedPuzzle(t, func(t *testing.T, d *scenetest.Driver) {
		if lang.Current() == "ja" {
			return // (ja: no spaces, its lines break between characters)
		}
		r := d.A.Top().(*scenes.Result)
		var verdict string
		scenetest.OnMain(func() { verdict = strings.SplitN(r.Reason(), "\n", 2)[0] })
		require.NotEmpty(t, verdict)
		panel, _ := r.Docked()
		last := ""
		for _, tx := range d.Texts() {
			if tx.Text != "" && tx.R.Overlaps(panel) && strings.HasSuffix(verdict, strings.TrimSpace(tx.Text)) {
				last = strings.TrimSpace(tx.Text)
			}
		}
		require.NotEmpty(t, last, "the verdict %q is drawn", verdict)
		assert.GreaterOrEqual(t, len(strings.Fields(last)), 2, "the verdict %q ends on the line %q", verdict, last)
	})
}

// TestAFailedPuzzlesWindowLogIsWhole: beside a desktop window's board, in
// every language, a failed puzzle's screen says as much as a phone's: the
// puzzle's statement (the log's first entry: in the log, or in the status
// line under the board where the log keeps its room for the moves), the
// side's move and the answer (reader 29: the window's log left the
// statement out, which the phone shows; reader 31: in the small face to
// hold it all, two faces in one panel).
func TestAFailedPuzzlesWindowLogIsWhole(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer lang.Use("en")
			log, box := failedWindowLog(t, d)
			red, green := lang.Say(td.Side(td.Red)), lang.Say(td.Side(td.Green))
			statement := string([]rune(log[0])[:4]) // (its first words: "Puzzle 1", "パズル1")
			said, seen := false, map[string]int{}
			for _, tx := range d.Texts() {
				if tx.Text == "" {
					continue
				}
				said = said || strings.HasPrefix(strings.TrimSpace(tx.Text), statement) && !tx.Cut
				if !tx.R.In(box) {
					continue
				}
				seen[tx.Text]++
				assert.False(t, tx.Cut, "%q whole", tx.Text)
			}
			assert.True(t, said, "the puzzle's statement %q on the screen (the log %v or the status)", log[0], box)
			assert.GreaterOrEqual(t, seen[red], 1, "the side's move in the log %v: %q", box, log)
			assert.GreaterOrEqual(t, seen[green], 1, "the answer in the log %v: %q", box, log)
		})
	}
}

// TestAFailedPuzzlesWindowLogIsInTheBodyFace: beside a desktop window's
// board, in every language, a failed puzzle's log draws every line in the
// body face, as every other table's log does, the side's move and the
// answer in view, whole (reader 31: its entries in the small face under a
// title in the body face, two faces in one panel; older entries scroll
// back, as any log's do).
func TestAFailedPuzzlesWindowLogIsInTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer lang.Use("en")
			log, box := failedWindowLog(t, d)
			red, green := lang.Say(td.Side(td.Red)), lang.Say(td.Side(td.Green))
			var lines []string
			for _, tx := range d.Texts() {
				if !tx.R.In(box) || strings.TrimSpace(tx.Text) == "" {
					continue
				}
				lines = append(lines, tx.Text)
				assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
				assert.False(t, tx.Cut, "%q whole", tx.Text)
			}
			// The side's move and the answer (the last two entries before
			// the verdict), every word of each in view.
			in := strings.Join(strings.Fields(strings.Join(lines, " ")), "")
			for _, e := range log[len(log)-3 : len(log)-1] {
				for _, seat := range []string{red, green} {
					e = strings.Replace(e, seat, "", 1)
				}
				e = strings.Join(strings.Fields(e), "")
				assert.Contains(t, in, e, "the entry %q in the log %v: %q", e, box, lines)
			}
		})
	}
}

// failedWindowLog is a failed Tokyo Doves puzzle's log in a 1280x720
// window (its entries) and where it is drawn above the result.
func failedWindowLog(t *testing.T, d *scenetest.Driver) ([]string, image.Rectangle) {
	d.Screen(1280, 720, 1)
	scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzle-failed")) })
	d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
	d.Step(2)
	stack := d.A.Stack()
	tb := stack[len(stack)-2]
	var log []string
	var box image.Rectangle
	scenetest.OnMain(func() {
		log = tb.(interface{ Logged() []string }).Logged()
		box = tb.(interface{ EndLog() image.Rectangle }).EndLog()
	})
	require.False(t, box.Empty(), "the log above the result")
	require.GreaterOrEqual(t, len(log), 3)
	return log, box
}

// TestAFailedPuzzlesWindowLogScrollsBackToItsStatement: the log above a
// failed puzzle's result scrolls back, as any log does, a wheel's notch
// an entry at a time, to the puzzle's statement, in the body face (reader
// 31: "let the log scroll or fold older entries"; the docked result took
// every frame, and the log above it stayed on its newest entries).
func TestAFailedPuzzlesWindowLogScrollsBackToItsStatement(t *testing.T) {
	d := scenetest.New(t)
	log, box := failedWindowLog(t, d)
	statement := string([]rune(log[0])[:4])
	said := func() bool {
		for _, tx := range d.Texts() {
			if tx.R.In(box) && strings.HasPrefix(strings.TrimSpace(tx.Text), statement) {
				assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
				return true
			}
		}
		return false
	}
	require.False(t, said(), "the statement scrolled out of the log %v at first (else nothing to test)", box)
	mid := image.Pt((box.Min.X+box.Max.X)/2, (box.Min.Y+box.Max.Y)/2)
	for range 3 {
		d.Frames(d.Sc.Wheel(mid, 1))
		d.Step(1)
	}
	assert.True(t, said(), "the statement %q in the log %v scrolled back", log[0], box)
}
