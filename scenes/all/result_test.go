package all_test

import (
	"fmt"
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// TestTheResultLeavesTheBoardInView ends every game (and fails a puzzle) on
// a desktop window and a phone held upright, and checks that the result is
// docked beside the final position: at least 90% of the board stays
// uncovered, the panel stays on the canvas, and every player has a card
// with the winners marked.
func TestTheResultLeavesTheBoardInView(t *testing.T) {
	ends := []struct {
		shot      string
		players   int
		endLog    map[int]bool // the canvas widths where the log keeps the last moves above the result
		besideLog map[int]bool // the canvas widths where the log keeps them in a column of the table's own (under the seats' panels)
	}{
		{"tokyodoves-end", 2, map[int]bool{390: true}, map[int]bool{1280: true}},
		{"columbiz-end", 2, map[int]bool{390: true}, map[int]bool{1280: true}},
		{"falconry-end", 2, map[int]bool{1280: true, 390: true}, nil},
		{"columba-end", 2, nil, nil},
		{"columba-end-4p", 4, nil, nil},
		{"puzzle-failed", 0, map[int]bool{1280: true, 390: true}, nil},
	}
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		for _, e := range ends {
			t.Run(fmt.Sprintf("%s/%dx%d", e.shot, sz.w, sz.h), func(t *testing.T) {
				d := scenetest.New(t)
				sc := d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, e.shot)) })
				d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
				d.Step(2)
				r := d.Top().(*scenes.Result)
				panel, docked := r.Docked()
				require.True(t, docked, "the result is docked")
				stack := d.A.Stack()
				tb, ok := stack[len(stack)-2].(boarded)
				require.True(t, ok, "a table under the result")
				board := tb.BoardRect()
				require.False(t, board.Empty())
				hidden := board.Intersect(panel)
				share := 1 - float64(hidden.Dx()*hidden.Dy())/float64(board.Dx()*board.Dy())
				assert.GreaterOrEqual(t, share, 0.9, "the board %v is %.0f%% in view beside the result %v", board, share*100, panel)
				assert.True(t, panel.In(image.Rect(0, 0, sc.W, sc.H)), "the result %v leaves the canvas", panel)
				// Upright, one sheet across the screen's foot; beside the
				// board, the table's margin from the window's edges, as the
				// panels above it keep (flush, it read as cut off, round
				// 25); and a column beside the board is the whole column
				// (no piece of a panel it covers shows above it).
				m := table.DockMargin
				if sc.H > sc.W {
					m = 0
				}
				assert.Equal(t, sc.H-m, panel.Max.Y, "the result %v %d px over the bottom edge", panel, m)
				assert.True(t, panel.Min.X == m || panel.Max.X == sc.W-m, "the result %v %d px from a side edge", panel, m)
				// As tall as it needs where the log's place has the room
				// for the game's last moves above it (then right above the
				// panel, the table's panels above it whole), else the whole
				// column: never a panel with empty bands between its cards
				// beside a log that could have had the height.
				area := tb.(interface{ PlayArea() image.Rectangle }).PlayArea()
				log := tb.(interface{ EndLog() image.Rectangle }).EndLog()
				need := scenes.DockNeedBeside(panel.Dx(), r.MarkW(), r.Title(), r.Reason(), r.Cards(), r.Buttons())
				if e.endLog[sz.w] {
					require.False(t, log.Empty(), "the log keeps the last moves above the result %v", panel)
				}
				if e.besideLog[sz.w] {
					// The table's own column for it, beside the board: the
					// result then takes its whole column.
					require.False(t, log.Empty(), "the log keeps the last moves beside the board")
					assert.False(t, log.Overlaps(panel), "the log %v clear of the result %v", log, panel)
					assert.False(t, log.Overlaps(board), "the log %v clear of the board %v", log, board)
					assert.True(t, log.In(area), "the log %v in the play area %v", log, area)
					assert.GreaterOrEqual(t, log.Dy(), table.MinLogH(), "the log %v holds two lines", log)
					assert.Equal(t, area.Min.Y, panel.Min.Y, "the result %v takes its whole column", panel)
				} else if !log.Empty() {
					// (Its players' cards at the body's size where their
					// large figures would take the log's last two lines;
					// then the log as tall as the whole entries it shows,
					// the panel taking what is left: under two lines.)
					plain := scenes.DockNeedPlain(panel.Dx(), r.MarkW(), r.Title(), r.Reason(), r.Cards(), r.Buttons())
					if panel.Dy() != need {
						assert.True(t, panel.Dy() >= plain && panel.Dy() < plain+2*ui.LineH, "the result %v is as tall as it needs (%d, or %d with its cards at the body's size)", panel, need, plain)
					}
					assert.Equal(t, panel.Min.Y-table.DockGap, log.Max.Y, "the log %v right above the result %v, apart", log, panel)
					assert.GreaterOrEqual(t, table.DockGap, 8, "two panels apart, not frame against frame")
					assert.GreaterOrEqual(t, log.Dy(), table.MinLogH(), "the log %v holds two lines", log)
					assert.GreaterOrEqual(t, log.Min.Y, area.Min.Y)
				} else if panel.Dx() < sc.W {
					assert.Equal(t, area.Min.Y, panel.Min.Y, "the result %v beside the board takes its whole column (play area %v)", panel, area)
				}
				for _, b := range r.Widgets().Widgets {
					assert.True(t, b.Rect().In(panel), "the button %v is outside the panel %v", b.Rect(), panel)
				}
				require.Len(t, r.Cards(), e.players)
				if e.shot == "falconry-end" { // what decided it, never the cards left in hand
					assert.Equal(t, lang.T("fal.card.path", "Of", 5), r.Cards()[0].Detail)
					assert.Regexp(t, `^Longest line: [0-4] of 5$`, r.Cards()[1].Detail)
				}
				if e.players > 0 {
					assert.True(t, r.Cards()[0].Winner, "the first card is the winner's")
					assert.Equal(t, 1, r.Cards()[0].Place)
					assert.False(t, r.Cards()[len(r.Cards())-1].Winner)
				}
			})
		}
	}
}

// TestALeftTableShowsNoResult ends a game and leaves the table (to the
// menu, as Back or Menu does) before its finale is over: the result of the
// game left behind must not open over the menu or the next game.
func TestALeftTableShowsNoResult(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 1)
	scenetest.OnMain(func() { require.NoError(t, scenes.OpenComputersGame(d.A, "tokyodoves", "beginner", 2)) })
	d.WaitFor("the game's end", 20000, func() bool { return d.A.Probe().Over })
	_, shown := d.A.Top().(*scenes.Result)
	require.False(t, shown, "the finale runs before the result opens")
	menu := scenes.NewMenu(d.A)
	d.A.Show(menu)
	d.Step(400)
	assert.True(t, d.A.Top() == scenes.Scene(menu), "the menu stays on top, %s over it", d.TopName())
}
