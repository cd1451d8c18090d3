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
			logTitle := false
			for _, tx := range d.Texts() {
				if tx.Text == lang.T("table.log") {
					logTitle = true
					assert.GreaterOrEqual(t, panel.Min.X, tx.R.Min.X-12, "the panel %v keeps to the log's column (its title at %v)", panel, tx.R)
				}
			}
			assert.True(t, logTitle, "the log's title is drawn above the panel")
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
