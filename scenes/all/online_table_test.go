package all_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// TestTheOnlineTableSaysEachThingOnce opens the online table's shot (a
// Tokyo Doves opening, Kenji away, Red's clock running) in every
// language on a desktop window and two phones, and reads what it draws:
// each player's presence in words right after the name (Kenji "away",
// Lena "you"), in the name's column (a mark alone at the panel's far
// end read as a speck); the clock in one place (the seat's, never the
// status line as well); and a log of the game's events, its goal in one
// line, not the rules' first paragraph.
func TestTheOnlineTableSaysEachThingOnce(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", tag, sz.w, sz.h), func(t *testing.T) {
				scenetest.OnMain(func() { lang.Pin(tag) })
				d := scenetest.New(t)
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "online-table")) })
				d.Step(2)
				texts := d.Texts()
				// Kenji "away", Lena (the player) "you": each word on
				// its name's line, right after it.
				for _, who := range [][2]string{{"Kenji", lang.T("online.away")}, {"Lena", lang.T("online.seat.you")}} {
					var name, word *int
					for i, td := range texts {
						switch td.Text {
						case who[0]:
							name = &i
						case who[1]:
							word = &i
						}
					}
					require.NotNil(t, name, "%s's name on the panel", who[0])
					require.NotNil(t, word, "%q in words on %s's panel", who[1], who[0])
					n, a := texts[*name].R, texts[*word].R
					assert.InDelta(t, (n.Min.Y+n.Max.Y)/2, (a.Min.Y+a.Max.Y)/2, 4, "on the name's line: %v and %v", n, a) // (a name's face sits its own way on the line)
					assert.Greater(t, a.Min.X, n.Max.X, "after the name")
					assert.LessOrEqual(t, a.Min.X-n.Max.X, 28, "right after the name (its mark between): %v then %v", n, a)
				}

				// The clock once: the running seat's.
				var clocks []string
				for _, td := range texts {
					for s := 30; s <= 46; s++ {
						if strings.Contains(td.Text, table.ClockFace(time.Duration(s)*time.Second)) {
							clocks = append(clocks, td.Text)
							break
						}
					}
				}
				if assert.Len(t, clocks, 1, "the clock in one place: %q", clocks) {
					short := false
					for s := 30; s <= 46; s++ {
						short = short || clocks[0] == table.ClockFace(time.Duration(s)*time.Second)
					}
					assert.True(t, short, "one form on every screen: the seat's clock alone (%q; \"43 s left\" where a phone's line held it read as another clock)", clocks[0])
				}

				// The log: events, the game's goal in its one line.
				k := kitOf(d.Top())
				require.NotNil(t, k)
				var log []string
				scenetest.OnMain(func() { log = slices.Clone(k.Log) })
				rules := strings.SplitN(scenes.Rules("tokyodoves")[0].Text, "\n\n", 2)[0]
				assert.NotContains(t, log, rules, "the rules' paragraph is How to play's")
				assert.Contains(t, log, lang.T("td.blurb"), "the game's goal in one line")
				assert.LessOrEqual(t, len(log), 5, "the opening's events: %q", log)
			})
		}
	}
}

// TestTheOnlineOpeningsLogIsAsTallAsWhatItHolds: on a phone held upright
// the online table's opening (four events in its log: the goal, the
// seat, the clock, who is away) draws its log box as tall as those
// lines, at most a line spare: the ground takes the rest (the ninth
// reader: "the log box is half empty", four lines in a box of nine).
func TestTheOnlineOpeningsLogIsAsTallAsWhatItHolds(t *testing.T) {
	for _, sz := range []size{{390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "online-table")) })
			d.Step(2)
			k := kitOf(d.Top())
			require.NotNil(t, k)
			r := k.LogRect()
			require.False(t, r.Empty(), "the log in view")
			var mids []int // each line's words, a seat's name in its own face among them
			for _, tx := range d.Texts() {
				if tx.R.In(r) && tx.Text != lang.T("table.log") {
					mids = append(mids, (tx.R.Min.Y+tx.R.Max.Y)/2)
				}
			}
			slices.Sort(mids)
			var ys []int
			for _, y := range mids {
				if len(ys) == 0 || y-ys[len(ys)-1] > ui.LineH/2 {
					ys = append(ys, y)
				}
			}
			room := (r.Dy() - 26) / ui.LineH // its lines under the title (fitLog)
			assert.GreaterOrEqual(t, len(ys), 4, "the opening's four events in view")
			assert.LessOrEqual(t, room-len(ys), 1, "the box (%d lines) as tall as what it shows (%d lines)", room, len(ys))
		})
	}
}
