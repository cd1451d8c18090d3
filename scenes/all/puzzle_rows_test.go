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

// The puzzle list tells its rows apart (#46): each row's second line says
// the rules the puzzle is played with (Tokyo Doves' list mixes the
// put-back rule and the standard rules), and the rows of a page are alike:
// all with the day each was solved, or none.
func TestPuzzleRowsSayTheirRules(t *testing.T) {
	d := scenetest.New(t)
	list := shotsAndHowTo(t, func(name string) bool { return name == "puzzles" })[:1]
	require.Equal(t, "shot puzzles", list[0].name)
	rules := []string{scenes.VariantName("tokyodoves", "standard"), scenes.VariantName("tokyodoves", "putback")}
	first := lang.T("puzzles.solved-first.short")
	for _, sz := range append([]size{{1280, 720, 2}}, phones...) {
		texts, _, _, _ := drawn(t, d, sz, list[0], false)
		n, dated, firsts := 0, 0, 0
		for _, td := range texts {
			for _, r := range rules {
				if strings.HasPrefix(td.Text, r) {
					n++
					if strings.Contains(td.Text, first) {
						firsts++
						if strings.Contains(td.Text, first+",") {
							dated++
						}
					}
				}
			}
		}
		assert.GreaterOrEqual(t, n, 6, "at %dx%d: rows that say their rules", sz.w, sz.h)
		require.Positive(t, firsts, "at %dx%d", sz.w, sz.h)
		assert.True(t, dated == 0 || dated == firsts, "at %dx%d: %d of %d rows solved at the first try say the day", sz.w, sz.h, dated, firsts)
	}
}

// A course's page upright says what its rows' marks mean (#46): the key
// (done, next, not played yet) the landscape side card has, on a line
// under the rows, where the rows once grew to fill the height and left a
// band of bare sky over the buttons.
func TestACoursePageUprightKeysItsMarks(t *testing.T) {
	d := scenetest.New(t)
	list := shotsAndHowTo(t, func(name string) bool { return name == "course-columba" })[:1]
	require.Equal(t, "shot course-columba", list[0].name)
	for _, sz := range phones {
		texts, _, _, _ := drawn(t, d, sz, list[0], false)
		found := map[string]bool{}
		for _, td := range texts {
			found[td.Text] = true
		}
		for _, k := range []string{"course.key.done", "course.key.next", "course.key.todo"} {
			assert.True(t, found[lang.T(k)], "at %dx%d: the key says %q", sz.w, sz.h, lang.T(k))
		}
	}
}

// A course's lesson rows have room (#46): sideways, where the reader
// found the words 1-2 px from the rows' edges, every line of a row stands
// at least 5 px clear of its top and bottom; upright, the rows and their
// key lie one gap apart, the same gap all the way down, and that gap no
// wider than a list's (the rows at their height, not spread over it).
func TestCourseRowsHaveRoom(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "course-columba")) })
		d.Step(2)
		texts, _, _ := d.Frame()
		var rows []image.Rectangle
		scenetest.OnMain(func() {
			for _, w := range d.A.Top().(interface{ Widgets() *ui.Layer }).Widgets().Widgets {
				if b, ok := w.(*ui.Button); ok && b.Sub != "" {
					rows = append(rows, b.R)
				}
			}
		})
		require.Len(t, rows, 5, "at %dx%d: a row a lesson", sz.w, sz.h)
		for _, r := range rows {
			for _, td := range texts {
				if c := image.Pt((td.R.Min.X+td.R.Max.X)/2, (td.R.Min.Y+td.R.Max.Y)/2); !c.In(r) {
					continue
				}
				assert.GreaterOrEqual(t, td.R.Min.Y, r.Min.Y+5, "at %dx%d: %q crowds its row's top", sz.w, sz.h, td.Text)
				assert.LessOrEqual(t, td.R.Max.Y, r.Max.Y-5, "at %dx%d: %q crowds its row's bottom", sz.w, sz.h, td.Text)
			}
		}
		if sz.h > sz.w {
			// The list laid out, not padded to the height: the reader
			// measured 60 CSS px between the cards of a tall phone.
			assert.LessOrEqual(t, rows[1].Min.Y-rows[0].Max.Y, 12, "at %dx%d: the gap between the rows", sz.w, sz.h)
			for i := 2; i < len(rows); i++ {
				assert.Equal(t, rows[1].Min.Y-rows[0].Max.Y, rows[i].Min.Y-rows[i-1].Max.Y, "at %dx%d: the gap over row %d", sz.w, sz.h, i+1)
			}
		}
	}
}

// Today's puzzle stands apart from the games' tabs (#46): it may be
// another game's, so it is never under the tab of the game shown, but
// above the tabs upright and in a column of its own sideways.
func TestTodaysPuzzleStandsApartFromTheGamesTabs(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzles")) })
		d.Step(2)
		var daily image.Rectangle
		var tabs []image.Rectangle
		scenetest.OnMain(func() {
			p := scenes.DailyPuzzle()
			today := lang.T("puzzles.daily", "Game", scenes.GameTitle(p.Game), "Level", scenes.LevelWords(p.Level))
			for _, w := range d.A.Top().(interface{ Widgets() *ui.Layer }).Widgets().Widgets {
				b, ok := w.(*ui.Button)
				if !ok {
					continue
				}
				switch b.Label {
				case today:
					daily = b.R
				case scenes.GameTitle("falconry"), scenes.GameTitle("tokyodoves"):
					tabs = append(tabs, b.R)
				}
			}
		})
		require.False(t, daily.Empty(), "at %dx%d: today's puzzle", sz.w, sz.h)
		require.Len(t, tabs, 2, "at %dx%d: the games' tabs", sz.w, sz.h)
		for _, tab := range tabs {
			apart := daily.Max.Y <= tab.Min.Y || daily.Min.X >= tab.Max.X+12
			assert.True(t, apart, "at %dx%d: today's puzzle %v beside or under the tab %v", sz.w, sz.h, daily, tab)
		}
	}
}

// A replay's banner on a phone sits in the middle of the room the title
// leaves (#46): "Green to move" was centred on the canvas, a few pixels
// after "Replay: Tokyo Doves" and far from the bar's bare right end.
func TestAReplaysBannerSitsInTheRoomTheTitleLeaves(t *testing.T) {
	d := scenetest.New(t)
	list := shotsAndHowTo(t, func(name string) bool { return name == "replay-tokyodoves" })[:1]
	for _, sz := range phones {
		texts, sc, _, _ := drawn(t, d, sz, list[0], false)
		title := lang.T("review.title", "Game", scenes.GameTitle("tokyodoves"))
		var tr, br image.Rectangle
		for _, td := range texts {
			switch {
			case td.Text == title:
				tr = td.R
			case strings.HasSuffix(td.Text, lang.T("table.to-move", "Who", "")):
				if td.R.Min.Y < 30 {
					br = td.R
				}
			}
		}
		require.False(t, tr.Empty(), "at %dx%d: the title", sz.w, sz.h)
		require.False(t, br.Empty(), "at %dx%d: the banner", sz.w, sz.h)
		left, right := br.Min.X-tr.Max.X, sc.W-br.Max.X
		assert.InDelta(t, left, right, 16, "at %dx%d: the banner %v, %d px after the title and %d before the bar's end", sz.w, sz.h, br, left, right)
	}
}

// The Columbiz replay explains its board's frames and keeps what led to
// the position (#46): the bar's legend names the pawns placed this turn
// (orange) and the last move (aqua) in the body face, and on a 390x844
// phone the log shows its title and at least the last three entries.
func TestTheColumbizReplayExplainsItsFrames(t *testing.T) {
	d := scenetest.New(t)
	list := shotsAndHowTo(t, func(name string) bool { return name == "replay" })[:1]
	for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
		texts, _, _, _ := drawn(t, d, sz, list[0], false)
		faces := map[string]ui.Face{}
		entries := 0
		for _, td := range texts {
			faces[td.Text] = td.Face
			if strings.Contains(td.Text, "(score") {
				entries++
			}
		}
		for _, k := range []string{"review.legend.turn", "review.legend.last"} {
			f, ok := faces[lang.T(k)]
			if assert.True(t, ok, "at %dx%d: the legend says %q", sz.w, sz.h, lang.T(k)) {
				assert.Equal(t, ui.Body, f, "at %dx%d: %q in the body face", sz.w, sz.h, lang.T(k))
			}
		}
		if sz.h >= 844 { // (a 360x800 phone keeps the newest entry: its board's spaces are a finger wide)
			assert.True(t, faces[lang.T("table.log")] == ui.Body, "at %dx%d: the log's title", sz.w, sz.h)
			assert.GreaterOrEqual(t, entries, 3, "at %dx%d: the log's last entries", sz.w, sz.h)
		}
	}
}

// A course's lessons lie on a panel down to the foot's buttons (#46): the
// round-8 reader found them floating on the skyline sideways (the phone had
// a panel), a band of bare sky over Back upright, and what each lesson
// teaches in Butter on the buttons' wood; the rows are cards of the panel's
// dark now (the next lesson's the selected face).
func TestCourseListLiesOnAPanelDownToItsButtons(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "course-columba")) })
		d.Step(2)
		var panel, back image.Rectangle
		var rows []*ui.Button
		scenetest.OnMain(func() {
			page := d.A.Top().(*scenes.CoursePage)
			panel = page.List()
			for _, w := range page.Widgets().Widgets {
				if b, ok := w.(*ui.Button); ok && b.Sub != "" {
					rows = append(rows, b)
				} else if ok && b.Label == lang.T("common.back") {
					back = b.R
				}
			}
		})
		require.False(t, panel.Empty(), "at %dx%d: the rows' panel", sz.w, sz.h)
		require.Len(t, rows, 5, "at %dx%d", sz.w, sz.h)
		for i, b := range rows {
			assert.True(t, b.R.In(panel), "at %dx%d: row %d on the panel", sz.w, sz.h, i+1)
			assert.True(t, b.Quiet || b.Selected, "at %dx%d: row %d a card of the panel's dark", sz.w, sz.h, i+1)
		}
		if sz.h > sz.w {
			assert.LessOrEqual(t, back.Min.Y-panel.Max.Y, 16, "at %dx%d: bare sky between the list and Back", sz.w, sz.h)
		} else {
			assert.Equal(t, back.Max.Y, panel.Max.Y, "at %dx%d: the panel's foot level with Back's", sz.w, sz.h)
		}
	}
}

// The puzzle list tells its puzzles apart at a glance (#46): the round-8
// reader found every row's title the same ("Green to play and win this
// turn"); each row now shows its puzzle's position in small at its right
// end, drawn from the puzzle's own data, clear of the row's words, no two
// of a page alike. Today's puzzle, not yet solved, says "New" on a badge
// (the reader took it for one more unsolved row).
func TestPuzzleRowsShowTheirPositions(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzles")) })
		d.Step(2)
		texts, _, _ := d.Frame()
		var pics []image.Rectangle
		var seats [][][]int
		var rows []image.Rectangle
		badge := ""
		scenetest.OnMain(func() {
			s := d.A.Top().(*scenes.PuzzlesScreen)
			pics, seats = s.Pictures()
			p := scenes.DailyPuzzle()
			today := lang.T("puzzles.daily", "Game", scenes.GameTitle(p.Game), "Level", scenes.LevelWords(p.Level))
			for _, w := range s.Widgets().Widgets {
				if b, ok := w.(*ui.Button); ok && b.Sub != "" {
					rows = append(rows, b.R)
				} else if ok && b.Label == today {
					badge = b.Badge
				}
			}
		})
		assert.Equal(t, lang.T("menu.puzzles.new"), badge, "at %dx%d: today's puzzle's badge", sz.w, sz.h)
		require.Len(t, pics, len(rows), "at %dx%d: a picture a row", sz.w, sz.h)
		seen := map[string]bool{}
		for i, r := range rows {
			assert.True(t, pics[i].In(r), "at %dx%d: row %d's picture in its row", sz.w, sz.h, i+1)
			assert.GreaterOrEqual(t, pics[i].Dy(), 16, "at %dx%d: row %d's picture reads", sz.w, sz.h, i+1)
			for _, td := range texts {
				assert.False(t, td.R.Overlaps(pics[i]), "at %dx%d: %q under row %d's picture", sz.w, sz.h, td.Text, i+1)
			}
			seen[fmt.Sprint(seats[i])] = true
		}
		assert.Len(t, seen, len(rows), "at %dx%d: every row's picture its own", sz.w, sz.h)
	}
}
