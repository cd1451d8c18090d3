package columba

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/store"
)

// demoTable shows a game of seats players, n actions in, on a w x h phone
// (CSS px, three device pixels each), as the person is to lay a card.
func demoTable(t *testing.T, d *scenetest.Driver, seats, n, w, h int) (*Table, ui.Screen) {
	sc := d.Screen(w, h, 3)
	var s *Table
	scenetest.OnMain(func() {
		d.A = scenes.NewScriptedApp()
		d.A.SetScreen(sc)
		d.A.Update()
		s = Demo(d.A, cb.VariantStandard, seats, n)
		s.openView()
		d.A.Anims.Finish()
	})
	d.Step(2)
	return s, sc
}

// phoneGames are the games a phone's tests open: two, three and four
// players, early and late.
var phoneGames = []struct{ seats, n int }{{2, 30}, {3, 50}, {4, 80}}

// zoomIn taps the place nearest the middle of the board's view, as a
// finger asks a phone's board whose places are drawn under a finger's
// size to come closer.
func zoomIn(d *scenetest.Driver, s *Table) {
	var at image.Point
	scenetest.OnMain(func() {
		// (On the place nearest the middle: the middle of a late board
		// is laid cards, no place in reach.)
		at = ui.Mid(s.boardView())
		best := -1
		for _, r := range s.spotRects() {
			dd := ui.Mid(r).Sub(ui.Mid(s.boardView()))
			if n := dd.X*dd.X + dd.Y*dd.Y; best < 0 || n < best {
				at, best = ui.Mid(r), n
			}
		}
	})
	d.Tap(at)
	d.Step(2)
}

// TestAPhoneOpensOnTheWholeBoard: on 390x844 and 360x800 phones, with
// two, three and four players, the person's turn opens on the whole
// board: every laid card and every place the card in hand may take lies
// wholly in the view (four players opened at x3 on five spaces by five:
// three readers found "only a fragment of the board"), each place's dot
// 6 CSS px or more (its rim too: 8). Where its places lie under a finger's width apart, a
// first tap on a place's dot lays no card but zooms in around it to a
// finger a place (44 CSS px), the dot 20 CSS px; a second tap on it lays
// the card there.
func TestAPhoneOpensOnTheWholeBoard(t *testing.T) {
	d := scenetest.New(t)
	// (With a game's first moves: places a finger apart at the opening.)
	for _, g := range append([]struct{ seats, n int }{{2, 2}}, phoneGames...) {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp-%d/%dx%d", g.seats, g.n, sz.w, sz.h), func(t *testing.T) {
				s, sc := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				css := func(px int) float64 { return float64(px*sc.Scale) / 3 }
				var pitch, dot int
				var view image.Rectangle
				var shown, spots []image.Rectangle
				var at []cb.Pt
				var rot, places int
				scenetest.OnMain(func() {
					pitch, dot, view = s.cam.Span(Space), s.spotSize(), s.boardView()
					at, spots = s.spots()
					distinct := map[cb.Pt]bool{}
					for _, p := range s.placesNow() {
						distinct[p] = !s.ghostOn || p != s.ghostAt
					}
					for _, on := range distinct {
						if on {
							places++
						}
					}
					rot = s.rot
					for p := range s.st.T.Spaces {
						shown = append(shown, s.spaceRect(p))
					}
					shown = append(shown, spots...)
				})
				require.NotEmpty(t, spots, "the card's places marked")
				require.Len(t, spots, places, "every place of the card marked")
				for _, r := range shown {
					assert.True(t, r.In(view), "%v whole in the view %v (x%g)", r, view, s.cam.Zoom)
				}
				assert.GreaterOrEqual(t, css(dot), 6.0, "a place's dot at x%g", s.cam.Zoom)
				// The place nearest the view's middle.
				k, best := 0, -1
				for i, r := range spots {
					dd := ui.Mid(r).Sub(ui.Mid(view))
					if n := dd.X*dd.X + dd.Y*dd.Y; best < 0 || n < best {
						k, best = i, n
					}
				}
				plies := len(s.M.History())
				d.Tap(ui.Mid(spots[k]))
				d.Step(2)
				if css(pitch) >= float64(ui.TouchCSS) {
					// Places a finger apart as the turn opens: one tap lays.
					h := s.M.History()
					require.Greater(t, len(h), plies, "one tap on a place a finger wide (x%g) lays the card", s.cam.Zoom)
					assert.Equal(t, cb.Place(at[k], rot), h[plies].Action, "the card lies where the place was tapped")
					return
				}
				require.Equal(t, plies, len(s.M.History()), "a first tap on a place under a finger's size lays no card")
				var again image.Rectangle
				scenetest.OnMain(func() {
					pitch, dot = s.cam.Span(Space), s.spotSize()
					ps, rs := s.spots()
					for i, p := range ps {
						if p == at[k] {
							again = rs[i]
						}
					}
					if s.ghostOn && s.ghostAt == at[k] {
						again = s.ghostRect() // (the card held there, in the dot's stead)
					}
					view = s.boardView()
				})
				assert.GreaterOrEqual(t, css(pitch), float64(ui.TouchCSS), "the tap zooms in to a finger a place (x%g)", s.cam.Zoom)
				assert.GreaterOrEqual(t, css(dot), 20.0, "a place's dot at x%g", s.cam.Zoom)
				require.False(t, again.Empty(), "the place tapped still marked, or the card held there")
				assert.True(t, ui.Mid(again).In(view), "the place tapped %v in the view %v", again, view)
				d.Tap(ui.Mid(again))
				d.Step(2)
				h := s.M.History()
				require.Greater(t, len(h), plies, "the second tap lays the card")
				assert.Equal(t, cb.Place(at[k], rot), h[plies].Action, "the card lies where the place was tapped")
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPhonesOverviewShowsTheWholeBoard: where a phone's board, zoomed in
// by a tap, is larger than its view, a corner of the view shows the
// whole board in miniature, and a tap on it brings that part of the board
// into view without laying the card; where the board shows whole (Fit,
// as the turn opens), there is none.
func TestAPhonesOverviewShowsTheWholeBoard(t *testing.T) {
	d := scenetest.New(t)
	for _, g := range phoneGames {
		t.Run(fmt.Sprintf("%dp", g.seats), func(t *testing.T) {
			s, _ := demoTable(t, d, g.seats, g.n, 390, 844)
			var ov, world, view image.Rectangle
			var whole bool
			scenetest.OnMain(func() { ov, _ = s.Overview() })
			require.True(t, ov.Empty(), "no overview as the turn opens on the whole board")
			zoomIn(d, s)
			scenetest.OnMain(func() {
				ov, world = s.Overview()
				view = s.boardView()
				whole = s.cam.Rect(s.room(1)).In(view)
			})
			require.False(t, whole, "the board zoomed in to a finger a place is larger than the view")
			require.False(t, ov.Empty(), "the overview is shown")
			assert.True(t, ov.In(view), "the overview %v lies in the view %v", ov, view)
			assert.LessOrEqual(t, ov.Dx()*ov.Dy()*6, view.Dx()*view.Dy(), "the overview %v takes a small part of the view %v", ov, view)
			// A tap on the miniature's far corner from where the view is.
			var cx, cy float64
			var at image.Point
			scenetest.OnMain(func() {
				cx, cy = s.cam.Centre()
				mid := ui.Mid(world)
				at = image.Pt(ov.Min.X+4, ov.Min.Y+4)
				if cx < float64(mid.X) {
					at.X = ov.Max.X - 4
				}
				if cy < float64(mid.Y) {
					at.Y = ov.Max.Y - 4
				}
			})
			plies := len(s.M.History())
			d.Tap(at)
			d.Step(2)
			var nx, ny float64
			scenetest.OnMain(func() { nx, ny = s.cam.Centre() })
			assert.Equal(t, plies, len(s.M.History()), "a tap on the overview lays no card")
			assert.Greater(t, (nx-cx)*(nx-cx)+(ny-cy)*(ny-cy), float64(Space*Space), "a tap on the overview moves the view (%g,%g to %g,%g)", cx, cy, nx, ny)
			// At Fit the whole board shows: no overview.
			scenetest.OnMain(func() { s.cam.Fit(s.Content(), false) })
			d.Step(1)
			scenetest.OnMain(func() { ov, _ = s.Overview(); whole = s.cam.Rect(s.room(1)).In(s.boardView()) })
			assert.True(t, whole, "Fit shows the whole board")
			assert.True(t, ov.Empty(), "no overview where the board shows whole")
		})
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPhonesLogKeepsTheRound: four players' table late in a game keeps
// its whole board in view on both phones, and its log what is left: on
// a 390x844 phone two lines of it or more under its title (three where
// the board keeps its zoom with them: the tenth reader found two, the
// other players' moves scrolled out); a 360x800 phone gives the log's
// strip to the board (its last rows were cut at x1 with it).
func TestAPhonesLogKeepsTheRound(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
		s := shotTable(t, d, "columba-4p", sz.w, sz.h, 3)
		var log, view image.Rectangle
		var laid []image.Rectangle
		scenetest.OnMain(func() {
			log, view = s.LogRect(), s.boardView()
			for p := range s.st.T.Spaces {
				laid = append(laid, s.spaceRect(p))
			}
		})
		for _, r := range laid {
			require.True(t, r.In(view), "%dx%d: the card at %v in the view %v", sz.w, sz.h, r, view)
		}
		if sz.w < 390 {
			continue
		}
		rows := map[int]bool{}
		for _, tx := range d.Texts() {
			if tx.R.In(log) && tx.Text != lang.T("table.log") { // (a strip under compact panels has no title)
				rows[tx.R.Min.Y] = true
			}
		}
		assert.GreaterOrEqual(t, len(rows), 2, "%dx%d: the log %v shows two lines of entries", sz.w, sz.h, log)
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPhonesStatusBreaksBetweenItsSentences: on both phones, the status
// line of the person about to lay a card, whose words and what the
// objective needs take two lines, breaks between the two sentences,
// never leaving a word or two of the second alone on a line (the tenth
// reader's "1 heath.").
func TestAPhonesStatusBreaksBetweenItsSentences(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
		sc := d.Screen(sz.w, sz.h, 3)
		var s *Table
		scenetest.OnMain(func() {
			d.A = scenes.NewScriptedApp()
			d.A.SetScreen(sc)
			d.A.Phone, ui.Touch = true, true // as the phone app: fingers
			d.A.Update()
			require.NoError(t, scenes.PrepShot(d.A, "columba"))
			s, _ = d.A.Top().(*Table)
		})
		require.NotNil(t, s)
		d.Step(2)
		var lines []string
		var says string
		var h int
		scenetest.OnMain(func() {
			says, h = s.Says(), ui.H
			if live, ok := s.LiveStatus(); ok {
				says = live // (the whole board opens, its places a tap away from a finger's size)
			}
		})
		for _, tx := range d.Texts() {
			if tx.R.Min.Y >= h-40 && strings.Contains(says, tx.Text) {
				lines = append(lines, tx.Text)
			}
		}
		require.Len(t, lines, 2, "%dx%d: the status %q on two lines", sz.w, sz.h, says)
		needs := strings.TrimSpace(strings.SplitN(lang.T("cb.turn.needed", "Turn", "", "Need", "\x00"), "\x00", 2)[0]) // ("Objective needs:")
		assert.True(t, strings.HasPrefix(lines[1], needs), "%dx%d: the second line %q says what the objective needs", sz.w, sz.h, lines[1])
	}
	scenetest.OnMain(func() { ui.Touch = false })
	require.NoError(t, store.ClearGame("columba"))
}

// TestAReplayShowsItsWholeTerritory: a replay shows no places, so its view
// frames the cards laid alone; the Columba replay sideways showed its
// territory's last two rows under an arrowhead, the view framed on the
// places' ring round it.
func TestAReplayShowsItsWholeTerritory(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay-columba")) })
			d.Step(90) // (the view glides to the position shown)
			s, ok := d.Top().(*Table)
			require.True(t, ok, "the replay's table")
			check := func(at string) {
				scenetest.OnMain(func() {
					require.True(t, s.Reviewing())
					v := s.boardView()
					out := 0
					for p := range s.st.T.Spaces {
						if !s.spaceRect(p).In(v) {
							out++
						}
					}
					assert.Zero(t, out, "%s: %d of %d spaces out of the view %v (x%g)", at, out, len(s.st.T.Spaces), v, s.cam.Zoom)
				})
			}
			check("as shot")
			// The game's last position, as a replay opens.
			scenetest.OnMain(func() { _, of := s.ReviewAt(); s.ReviewTo(of) })
			d.Step(90)
			check("the last position")
		})
	}
}

// TestAPhonesOverviewCoversNoCardNorDot: on both phones, with two, three
// and four players, the board's miniature in the close-up a tap on the
// board zooms in to lies over no laid card and no place's dot (it lay
// over a corner of the board, next to a dot and over part of one); where
// it would wherever it lay, none is shown (most close-ups show one).
func TestAPhonesOverviewCoversNoCardNorDot(t *testing.T) {
	d := scenetest.New(t)
	shown := 0
	for _, g := range phoneGames {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, _ := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				zoomIn(d, s)
				var ov image.Rectangle
				var laid, dots []image.Rectangle
				scenetest.OnMain(func() {
					ov, _ = s.Overview()
					for p := range s.st.T.Spaces {
						laid = append(laid, s.spaceRect(p))
					}
					dots = s.spotRects()
				})
				if ov.Empty() {
					return
				}
				shown++
				for _, r := range laid {
					assert.False(t, r.Overlaps(ov), "the overview %v over the card at %v", ov, r)
				}
				for _, r := range dots {
					assert.False(t, r.Overlaps(ov), "the overview %v over the dot at %v", ov, r)
				}
			})
		}
	}
	assert.GreaterOrEqual(t, shown, 4, "most close-ups show the overview")
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPlacesDotLiesOffTheLaidCards: on both phones, with two, three and
// four players, no place's dot lies over a laid card (a card may cover
// laid spaces: its dot lies in the middle of the bare part it would
// cover, not on the corner its four spaces share, a laid card's corner),
// on the whole board as the turn opens and zoomed in by a tap, and there
// a tap on a dot that lies off its card's middle lays the card there.
func TestAPlacesDotLiesOffTheLaidCards(t *testing.T) {
	d := scenetest.New(t)
	tapped := false
	for _, g := range phoneGames {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, _ := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				var laid, dots []image.Rectangle
				var at []cb.Pt
				var off int
				var rot int
				// As the turn opens (the whole board), then zoomed in by a tap.
				for _, zoomed := range []bool{false, true} {
					if zoomed {
						zoomIn(d, s)
					}
					laid, off = nil, -1
					scenetest.OnMain(func() {
						for p := range s.st.T.Spaces {
							laid = append(laid, s.spaceRect(p))
						}
						at, dots = s.spots()
						rot = s.rot
						for i, r := range dots {
							if ui.Mid(r) != ui.Mid(s.cardRect(at[i])) {
								off = i
							}
						}
					})
					if !zoomed {
						require.NotEmpty(t, dots) // (zoomed in, the card held may hide the only ones near)
					}
					for _, r := range dots {
						for _, q := range laid {
							assert.False(t, r.Overlaps(q), "the dot %v over the card at %v (x%g)", r, q, s.cam.Zoom)
						}
					}
				}
				if off < 0 || tapped {
					return
				}
				tapped = true
				plies := len(s.M.History())
				d.Tap(ui.Mid(dots[off]))
				d.Step(2)
				h := s.M.History()
				require.Greater(t, len(h), plies, "the tap laid the card")
				assert.Equal(t, cb.Place(at[off], rot), h[plies].Action, "the card lies where the dot was")
			})
		}
	}
	assert.True(t, tapped, "a dot off its card's middle was tapped")
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPhonesArrowsAreControls: where a phone's close-up (a tap on the
// board zoomed in to it) stops short of the board on a side, its arrowhead there runs 24 CSS px or more along
// the edge (the twelfth reader measured 6x11), and a tap on it moves the
// view that way, laying no card.
func TestAPhonesArrowsAreControls(t *testing.T) {
	d := scenetest.New(t)
	for _, g := range phoneGames {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, sc := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				css := func(px int) float64 { return float64(px*sc.Scale) / 3 }
				var marks, hits [4]image.Rectangle
				scenetest.OnMain(func() { marks, hits = s.moreMarks() })
				for k := range marks {
					assert.True(t, marks[k].Empty(), "side %d: no arrowhead on the whole board as the turn opens", k)
				}
				// The close-up a tap on the board's middle zooms in to (the
				// same each time: the card held put down, its place's dot
				// back, as the turn opened).
				closeUp := func() {
					scenetest.OnMain(func() { s.ghostOn = false; s.cam.Fit(s.Content(), false) })
					d.Step(1)
					zoomIn(d, s)
				}
				closeUp()
				scenetest.OnMain(func() { marks, hits = s.moreMarks() })
				some := false
				for k := range marks {
					if marks[k].Empty() {
						continue
					}
					some = true
					along := marks[k].Dy()
					if k == 1 || k == 3 {
						along = marks[k].Dx()
					}
					assert.GreaterOrEqual(t, css(along), 24.0, "side %d: the arrowhead %v along the edge", k, marks[k])
					assert.True(t, marks[k].In(hits[k]), "side %d: the arrowhead %v in what a tap takes %v", k, marks[k], hits[k])
					var cx, cy float64
					var view image.Rectangle
					closeUp()
					scenetest.OnMain(func() {
						cx, cy = s.cam.Centre()
						view = s.boardView()
					})
					plies := len(s.M.History())
					d.Tap(ui.Mid(marks[k]))
					d.Step(2)
					var nx, ny float64
					scenetest.OnMain(func() { nx, ny = s.cam.Centre() })
					assert.Equal(t, plies, len(s.M.History()), "side %d: a tap on the arrowhead lays no card", k)
					dir := cb.Sides[k]
					moved := (nx-cx)*float64(dir.X) + (ny-cy)*float64(dir.Y)
					assert.GreaterOrEqual(t, moved, float64(Space), "side %d: a tap on the arrowhead moves the view %v that way (%g,%g to %g,%g)", k, view, cx, cy, nx, ny)
				}
				assert.True(t, some, "a close-up stops short of the board on a side")
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAFourPlayerPhonesBoardTakesTheHeight: on 390x844 and 360x800
// phones, three and four players' panels in play are two rows each (the
// name and score over the seat's tiles), so the board's view takes 45%
// of the phone's height or more (four full panels and the log left it 38%,
// the fourteenth reader: "about 250 CSS px"), each panel still naming its
// seat, its score and its tiles in hand.
func TestAFourPlayerPhonesBoardTakesTheHeight(t *testing.T) {
	d := scenetest.New(t)
	for _, g := range phoneGames[1:] {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, _ := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				var view image.Rectangle
				var panels [4]image.Rectangle
				var names, scores []string
				scenetest.OnMain(func() {
					view, panels = s.cam.View, s.lay.panel
					for seat := range g.seats {
						names = append(names, s.seatName(seat))
						scores = append(scores, fmt.Sprint(s.now().points[seat]))
					}
				})
				share := float64(view.Dy()) / float64(sz.h)
				least := 0.45
				if sz.h == 844 { // (four players' sums under their panels took none of it)
					least = 0.48
				}
				assert.GreaterOrEqual(t, share, least, "the board's view %v of the phone's %d px height", view, sz.h)
				texts := d.Texts()
				for seat := range g.seats {
					var name, score bool
					counts := 0
					for _, l := range texts {
						if !l.R.In(panels[seat]) {
							continue
						}
						name = name || strings.HasPrefix(l.Text, names[seat])
						score = score || l.Text == scores[seat]
						if len(l.Text) == 1 && l.Text[0] >= '0' && l.Text[0] <= '9' {
							counts++
						}
					}
					assert.True(t, name, "seat %d's panel %v names it", seat, panels[seat])
					assert.True(t, score, "seat %d's panel says its score %s", seat, scores[seat])
					assert.GreaterOrEqual(t, counts, int(cb.NumGrounds), "seat %d's panel counts its tiles of each ground", seat)
				}
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAFourPlayerPhonesBoardFillsItsView: on a phone four players' board
// opens at the largest zoom that shows it whole, between the half steps
// where x1.5 runs past the view, not rounded down to x1 (the 22nd
// reader: the board 277x262 CSS px in a 390x365 view, about 55 px of
// felt on every side, its dots 6 px on a 16-px pitch): its drawn extent
// fills at least 90% of the view's width or height, and the places' dots
// are five twelfths of their pitch at that zoom.
func TestAFourPlayerPhonesBoardFillsItsView(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct{ w, h int }{{390, 844}} {
		s := shotTable(t, d, "columba-4p", sz.w, sz.h, 3)
		scenetest.OnMain(func() {
			b, v := s.cam.Rect(s.lit()), s.cam.View
			require.True(t, b.In(v), "%dx%d: the whole board %v shows in its view %v", sz.w, sz.h, b, v)
			assert.True(t, 10*b.Dx() >= 9*v.Dx() || 10*b.Dy() >= 9*v.Dy(),
				"%dx%d: the board %dx%d at x%v fills 90%% of its view %dx%d across or down", sz.w, sz.h, b.Dx(), b.Dy(), s.cam.Zoom, v.Dx(), v.Dy())
			pitch := s.cam.Span(Space)
			dev := float64(Space) * s.cam.Zoom * float64(ui.Scale)
			assert.Equal(t, math.Round(dev), dev, "a space a whole number of device pixels")
			assert.GreaterOrEqual(t, s.spotSize(), pitch*5/12&^1, "a place's dot on a pitch of %d", pitch)
		})
	}
}

// TestAFourPlayerPhoneShowsEachTeamsSum: on a phone, four players'
// compact panels keep each partnership's sum in sight, as a window's
// panels do: "Red + Green = 46 pts" whole, in the body face, on a line
// under the column of its pair, clear of the tray under it (two readers
// found the sums that decide the game only behind a tap on a score); the
// line in a footer band framed as the panels are (its rim and fill drawn
// in the panel frame's colours), as wide as its pair's column and
// touching its lower panel, the line inside its rims (the 25th reader
// found the sums floating unframed where every other block was framed).
func TestAFourPlayerPhoneShowsEachTeamsSum(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			s := shotTable(t, d, "columba-4p", sz.w, sz.h, 3)
			var panels [4]image.Rectangle
			var bands [2]image.Rectangle
			var tray image.Rectangle
			var teams []string
			var rim, fill color.RGBA
			scenetest.OnMain(func() {
				panels, tray, bands = s.lay.panel, s.lay.tray, s.lay.teams
				for seat := range 2 {
					teams = append(teams, lang.T("cb.team", "Count", s.now().scores[seat], "Who", s.seatName(seat), "Partner", s.seatName(seat+2)))
				}
				fr := sprites.Get("frame_panel")
				b := fr.Bounds()
				rim = color.RGBAModel.Convert(fr.At(b.Min.X, b.Min.Y+b.Dy()/2)).(color.RGBA)
				fill = color.RGBAModel.Convert(fr.At(b.Min.X+b.Dx()/2, b.Min.Y+b.Dy()/2)).(color.RGBA)
			})
			texts, _, pic := d.Frame()
			for seat, team := range teams {
				found := false
				for _, l := range texts {
					if l.Text != team {
						continue
					}
					found = true
					assert.Equal(t, ui.Body, l.Face, "%q in the body face", team)
					assert.False(t, l.Cut, "%q whole", team)
					assert.GreaterOrEqual(t, l.R.Min.Y, panels[seat+2].Max.Y, "%q %v under its pair's panels %v", team, l.R, panels[seat+2])
					assert.LessOrEqual(t, l.R.Max.Y, tray.Min.Y, "%q %v over the tray %v", team, l.R, tray)
					assert.True(t, l.R.Min.X >= panels[seat].Min.X && l.R.Max.X <= panels[seat].Max.X, "%q %v under its pair's column %v", team, l.R, panels[seat])
					// Its band: framed, its pair's column wide, touching
					// the pair's lower panel, clear of the tray.
					band := bands[seat]
					assert.True(t, l.R.In(band.Inset(2)), "%q %v inside its band's rims %v", team, l.R, band)
					assert.True(t, band.Min.X == panels[seat].Min.X && band.Max.X == panels[seat].Max.X, "%q's band %v as wide as its pair's column %v", team, band, panels[seat])
					assert.LessOrEqual(t, band.Min.Y, panels[seat+2].Max.Y, "%q's band %v touches its pair's lower panel %v", team, band, panels[seat+2])
					assert.LessOrEqual(t, band.Max.Y, tray.Min.Y, "%q's band %v over the tray %v", team, band, tray)
					mid := (l.R.Min.Y + l.R.Max.Y) / 2
					for _, p := range []image.Point{{band.Min.X, mid}, {band.Max.X - 1, mid}, {(band.Min.X + l.R.Min.X) / 2, band.Max.Y - 1}} {
						assert.Equal(t, rim, pic.RGBAAt(p.X, p.Y), "%q's band %v: its frame's rim at %v", team, band, p)
					}
					assert.Equal(t, fill, pic.RGBAAt(band.Min.X+3, mid), "%q's band %v: the frame's fill beside the line", team, band)
				}
				assert.True(t, found, "the phone shows %q", team)
			}
		})
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPhonesKeyNamesTheCardOnlyWhereItIsDrawn: the board's key names
// "your card" only while the card in hand is drawn on the board. A
// phone's turn opens with the card in its tray, none over the board (a
// finger lays it where it taps: holdCard), so its key names the places
// and the last card alone (the 27th reader found "your card" in the key
// and no card on the board to match it); once the card lies over the
// board (a refused tap, a drag), the key names it. A window holds it over
// the board from the start (the pointer's), and names it.
func TestAPhonesKeyNamesTheCardOnlyWhereItIsDrawn(t *testing.T) {
	defer scenetest.OnMain(func() { ui.Touch = false })
	for _, shot := range []string{"columba", "columba-4p"} {
		for _, phone := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/phone=%v", shot, phone), func(t *testing.T) {
				d := scenetest.New(t)
				w, h, dpr := 1280, 720, 1.0
				if phone {
					w, h, dpr = 390, 844, 3
				}
				sc := d.Screen(w, h, dpr)
				var s *Table
				scenetest.OnMain(func() {
					d.A = scenes.NewScriptedApp()
					d.A.SetScreen(sc)
					d.A.Phone, ui.Touch = phone, phone
					d.A.Update()
					require.NoError(t, scenes.PrepShot(d.A, shot))
					s, _ = d.A.Top().(*Table)
					d.A.Anims.Finish()
				})
				require.NotNil(t, s)
				d.Step(2)
				named := func() bool { return countText(d, lang.T("cb.legend.ghost")) > 0 }
				var shown bool
				scenetest.OnMain(func() { shown = s.ghostShown() })
				assert.Equal(t, !phone, shown, "a window holds the card over the board; a phone, in its tray")
				assert.Equal(t, shown, named(), "the key names the card where it is drawn")
				assert.Equal(t, 1, countText(d, lang.T("cb.legend.spot")), "the places named")
				if phone {
					// The card over the board (where a refused tap or a
					// drag leaves it): named.
					scenetest.OnMain(func() { s.ghostAtFirstLegal() })
					d.Step(2)
					scenetest.OnMain(func() { shown = s.ghostShown() })
					require.True(t, shown)
					assert.True(t, named(), "the card over the board named")
				}
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPhonesKeyKeepsItsGapFromTheZoomPlate: on 390x844 and 360x800
// phones, in every language, for two, three and four players, the board's
// key in the zoom bar's band ends a key's gap (bandGap: two spacing units)
// before the zoom's plate ("x2"), as its keys keep from one another (the
// 27th reader found the plate about 5 CSS px after "estate's points", key
// and zoom read as one crowded cluster).
func TestAPhonesKeyKeepsItsGapFromTheZoomPlate(t *testing.T) {
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range [][2]int{{390, 844}, {360, 800}} {
			for _, g := range phoneGames {
				t.Run(fmt.Sprintf("%s/%dx%d/%d", l, sz[0], sz[1], g.seats), func(t *testing.T) {
					d := scenetest.New(t)
					scenetest.OnMain(func() { lang.Pin(l) })
					defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
					s, _ := demoTable(t, d, g.seats, g.n, sz[0], sz[1])
					var plate image.Rectangle
					scenetest.OnMain(func() { plate = s.ZoomPlates(s.cam) })
					require.False(t, plate.Empty(), "the zoom's plate is shown")
					beside := 0
					for _, tx := range d.Texts() {
						if tx.Text == "" || tx.R.Max.X > plate.Min.X || tx.R.Max.Y <= plate.Min.Y || tx.R.Min.Y >= plate.Max.Y {
							continue // (not on the plate's rows, left of it)
						}
						beside++
						assert.GreaterOrEqual(t, plate.Min.X-tx.R.Max.X, bandGap, "%q ends at %d, the plate %v", tx.Text, tx.R.Max.X, plate)
					}
					assert.Positive(t, beside, "a key beside the plate")
				})
			}
		}
	}
}

// TestAPhonesBoardIsDrawnCrisp: on 390x844 and 360x800 phones of three
// device pixels a CSS pixel, two and four players' boards open at a
// zoom whose art pixels the screen shows each as one block of whole
// device pixels of one colour, never a blend of two (the 31st reader
// found four players' board at x1.3 blurred: 147 colours in a tile's
// block, the art pixels of uneven widths with blended edges): in the
// picture as the screen shows it, every art pixel of every space in
// view (its rim, where the space's outline and an estate's border lie,
// and the spaces under a mark, a figure, a dot or a dovecote left out)
// is one colour. Four players' board keeps its size: at 390x844 x4/3,
// four device pixels an art pixel (x1.3125 before); at 360x800 no less
// than before (x1.125).
func TestAPhonesBoardIsDrawnCrisp(t *testing.T) {
	d := scenetest.New(t)
	for _, c := range []struct {
		scene string
		w, h  int
		least float64
	}{{"columba-4p", 390, 844, 4.0 / 3}, {"columba-4p", 360, 800, 1.125}, {"columba", 390, 844, 2}, {"columba", 360, 800, 2}} {
		t.Run(fmt.Sprintf("%s/%dx%d", c.scene, c.w, c.h), func(t *testing.T) {
			s := shotTable(t, d, c.scene, c.w, c.h, 3)
			var pic *image.RGBA
			var spaces []image.Rectangle // device pixels
			scenetest.OnMain(func() {
				assert.GreaterOrEqual(t, s.cam.Zoom, c.least, "the board's zoom")
				img := d.A.Shoot(3*c.w, 3*c.h)
				pic = image.NewRGBA(img.Bounds())
				img.ReadPixels(pic.Pix)
				var over []image.Rectangle
				over = append(over, s.marks()...)
				over = append(over, s.Badges()...)
				over = append(over, s.spotRects()...)
				if s.lastShown() {
					for _, e := range s.lastFrame() {
						over = append(over, e.r)
					}
				}
				if s.ghostShown() {
					over = append(over, s.ghostRect().Inset(-4))
				}
				for p := range s.captures() {
					over = append(over, s.spaceRect(p))
				}
				view := s.boardView()
			spaces:
				for p, sp := range s.st.T.Spaces {
					r := s.spaceRect(p)
					if !r.Inset(-1).In(view) || sp.Falcon || s.st.T.DoveAt(p) >= 0 {
						continue
					}
					for _, o := range over {
						if o.Overlaps(r.Inset(-1)) {
							continue spaces
						}
					}
					// The space on the screen, to the device pixel.
					spaces = append(spaces, s.cam.OnDevice(image.Rect(p.X*Space, p.Y*Space, (p.X+1)*Space, (p.Y+1)*Space), 3))
				}
			})
			require.NotEmpty(t, spaces, "spaces in view with nothing over them")
			blocks, mixed := 0, 0
			for _, r := range spaces {
				// Each device pixel shows the art pixel under its middle
				// (as nearest sampling takes it): 16 a side. (A middle on
				// the line between two art pixels may take either.)
				art := func(x, lo, n int) (int, bool) {
					u := (float64(x-lo) + 0.5) * Space / float64(n)
					return int(u), math.Abs(u-math.Round(u)) > 1e-9
				}
				seen := map[image.Point]color.RGBA{}
				bad := map[image.Point]bool{}
				for y := r.Min.Y; y < r.Max.Y; y++ {
					for x := r.Min.X; x < r.Max.X; x++ {
						ax, okx := art(x, r.Min.X, r.Dx())
						ay, oky := art(y, r.Min.Y, r.Dy())
						if !okx || !oky {
							continue
						}
						a := image.Pt(ax, ay)
						if a.X < 2 || a.Y < 2 || a.X >= Space-2 || a.Y >= Space-2 || a.X >= 11 && a.Y <= 4 {
							continue // the rim; a tile's owner's mark in its corner
						}
						col := pic.RGBAAt(x, y)
						if was, ok := seen[a]; !ok {
							seen[a] = col
						} else if was != col {
							bad[a] = true
						}
					}
				}
				blocks += len(seen)
				mixed += len(bad)
			}
			assert.Zero(t, mixed, "of %d art pixels in %d spaces, %d are drawn in more than one colour (blended or stretched) at x%v", blocks, len(spaces), mixed, s.cam.Zoom)
		})
	}
}

// TestWhatLiesOverACrispBoardShowsOverIt: where the board's art is drawn
// at the screen's resolution under the canvas (four players' board at
// x4/3 on a 390x844 phone), what the canvas draws over the board lies
// over it on the screen as in the canvas's own picture: a place's dot,
// an estate's figure, and with the pause menu open over the table its
// dimming over the whole board and its buttons whole over it.
func TestWhatLiesOverACrispBoardShowsOverIt(t *testing.T) {
	d := scenetest.New(t)
	s := shotTable(t, d, "columba-4p", 390, 844, 3)
	// at is the screen's pixel at the middle of canvas point p.
	at := func(pic *image.RGBA, p image.Point) color.RGBA { return pic.RGBAAt(3*p.X+1, 3*p.Y+1) }
	shoot := func() (screen, canvas *image.RGBA) {
		scenetest.OnMain(func() {
			img := d.A.Shoot(3*390, 3*844)
			screen = image.NewRGBA(img.Bounds())
			img.ReadPixels(screen.Pix)
			c := d.A.Render()
			canvas = image.NewRGBA(c.Bounds())
			c.ReadPixels(canvas.Pix)
		})
		return screen, canvas
	}
	var view image.Rectangle
	var marks []image.Rectangle
	scenetest.OnMain(func() {
		require.True(t, s.cam.Sharp(), "the board's art at the screen's resolution (x%v)", s.cam.Zoom)
		view = s.boardView()
		marks = append(s.spotRects(), s.Badges()...)
	})
	require.NotEmpty(t, marks)
	before, canvas := shoot()
	for _, m := range marks {
		p := ui.Mid(m)
		assert.Equal(t, canvas.RGBAAt(p.X, p.Y), at(before, p), "the mark at %v over the board", m)
	}
	var buttons []image.Rectangle
	scenetest.OnMain(func() {
		p := scenes.NewPause(d.A, "columba", nil)
		d.A.Push(p)
		for _, w := range p.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.R.Overlaps(view) {
				buttons = append(buttons, b.R)
			}
		}
	})
	d.Step(2)
	require.NotEmpty(t, buttons, "the pause menu's buttons lie over the board's view %v", view)
	after, canvas := shoot()
	for _, b := range buttons {
		p := ui.Mid(b)
		assert.Equal(t, canvas.RGBAAt(p.X, p.Y), at(after, p), "the pause menu's button at %v over the board", b)
	}
	dimmed, lit := 0, 0
	for y := view.Min.Y; y < view.Max.Y; y += 7 {
		for x := view.Min.X; x < view.Max.X; x += 7 {
			p := image.Pt(x, y)
			a, b := at(before, p), at(after, p)
			if int(b.R)+int(b.G)+int(b.B) < int(a.R)+int(a.G)+int(a.B) {
				dimmed++
			} else if a != b {
				lit++
			}
		}
	}
	assert.Positive(t, dimmed)
	assert.LessOrEqual(t, lit, dimmed/4, "the board's view under the pause menu: %d points dimmed, %d not", dimmed, lit)
	require.NoError(t, store.ClearGame("columba"))
}

// TestAFourPlayerPhonesLogOpensOnATap: on a phone, four players' log is
// a strip of two lines where the board takes the height (its floors:
// TestAFourPlayerPhonesBoardTakesTheHeight); a tap on it opens it over
// the board, the last round's entries whole (at least three of them,
// under its title), the board's view and zoom as they were, and the next
// tap closes it (the 34th reader found the log cut to two lines).
func TestAFourPlayerPhonesLogOpensOnATap(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			s, _ := demoTable(t, d, 4, 80, sz.w, sz.h)
			var strip, open, view image.Rectangle
			var zoom float64
			var names []string
			scenetest.OnMain(func() {
				strip, open, view, zoom = s.LogRect(), s.OpenLog(), s.cam.View, s.cam.Zoom
				for seat := range 4 {
					names = append(names, s.seatName(seat))
				}
			})
			require.False(t, open.Empty(), "the strip %v opens", strip)
			entries := func(r image.Rectangle) int {
				n := 0
				for _, tx := range d.Texts() {
					if tx.R.In(r) && tx.R.Min.X < r.Min.X+30 && slices.Contains(names, tx.Text) {
						n++
					}
				}
				return n
			}
			assert.Less(t, entries(strip), 3, "the strip shows fewer than three entries")
			d.Tap(ui.Mid(strip))
			d.Step(1)
			var isOpen bool
			scenetest.OnMain(func() { isOpen = s.LogOpen() })
			require.True(t, isOpen, "a tap on the strip opens the log")
			assert.GreaterOrEqual(t, entries(open), 3, "the opened log %v shows the last round's entries", open)
			assert.Greater(t, open.Dy(), strip.Dy())
			scenetest.OnMain(func() {
				assert.Equal(t, view, s.cam.View, "the board's view as it was")
				assert.Equal(t, zoom, s.cam.Zoom, "the board's zoom as it was")
			})
			d.Tap(ui.Mid(view))
			d.Step(1)
			scenetest.OnMain(func() { isOpen = s.LogOpen() })
			assert.False(t, isOpen, "the next tap closes it")
		})
	}
	require.NoError(t, store.ClearGame("columba"))
}
