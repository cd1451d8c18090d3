package columba

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
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

// TestAPhoneOpensWithItsPlacesAFingerApart: on 390x844 and 360x800 phones,
// with two, three and four players, the person's turn opens with the
// card's places a finger apart (44 CSS px: the places lie a space apart,
// the tenth reader measured 24 CSS px at x1.5 with four players and 40 at
// x2.5 with two), their dots a third of that, and the part of the board
// it opens on cut at no space, figure or dot: each lies wholly in the
// view or wholly out of it.
func TestAPhoneOpensWithItsPlacesAFingerApart(t *testing.T) {
	d := scenetest.New(t)
	for _, g := range phoneGames {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, sc := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				css := func(px int) float64 { return float64(px*sc.Scale) / 3 }
				var pitch, dot int
				var view image.Rectangle
				var shown, spots []image.Rectangle
				scenetest.OnMain(func() {
					pitch, dot, view = s.cam.Span(Space), s.spotSize(), s.boardView()
					spots = s.spotRects()
					for p := range s.st.T.Spaces {
						shown = append(shown, s.spaceRect(p))
					}
					shown = append(shown, s.Badges()...)
					shown = append(shown, spots...)
				})
				assert.GreaterOrEqual(t, css(pitch), float64(ui.TouchCSS), "the places %d px apart at x%g", pitch, s.cam.Zoom)
				assert.GreaterOrEqual(t, css(dot), 14.0, "a place's dot")
				require.NotEmpty(t, spots, "the card's places in view")
				for _, r := range shown {
					assert.True(t, r.In(view) || !r.Overlaps(view), "the view %v cuts %v", view, r)
				}
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPhonesOverviewShowsTheWholeBoard: where a phone's board at its
// opening zoom is larger than its view, a corner of the view shows the
// whole board in miniature, and a tap on it brings that part of the board
// into view without laying the card; where the board shows whole (Fit),
// there is none.
func TestAPhonesOverviewShowsTheWholeBoard(t *testing.T) {
	d := scenetest.New(t)
	for _, g := range phoneGames {
		t.Run(fmt.Sprintf("%dp", g.seats), func(t *testing.T) {
			s, _ := demoTable(t, d, g.seats, g.n, 390, 844)
			var ov, world, view image.Rectangle
			var whole bool
			scenetest.OnMain(func() {
				ov, world = s.Overview()
				view = s.boardView()
				whole = s.cam.Rect(s.room(1)).In(view)
			})
			require.False(t, whole, "the board at a finger a place is larger than the view")
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

// TestAPhonesLogKeepsTheRound: on both phones, four players' table in its
// close-up keeps three lines of its log or more under its title (the
// tenth reader found two: the other players' moves had scrolled out).
func TestAPhonesLogKeepsTheRound(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
		s := shotTable(t, d, "columba-4p", sz.w, sz.h, 3)
		var log image.Rectangle
		scenetest.OnMain(func() { log = s.LogRect() })
		rows := map[int]bool{}
		for _, tx := range d.Texts() {
			if tx.R.In(log) {
				rows[tx.R.Min.Y] = true
			}
		}
		assert.GreaterOrEqual(t, len(rows)-1, 3, "%dx%d: the log %v shows three lines of entries", sz.w, sz.h, log)
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
		scenetest.OnMain(func() { says, h = s.Says(), ui.H })
		for _, tx := range d.Texts() {
			if tx.R.Min.Y >= h-40 && strings.Contains(says, tx.Text) {
				lines = append(lines, tx.Text)
			}
		}
		require.Len(t, lines, 2, "%dx%d: the status %q on two lines", sz.w, sz.h, says)
		assert.True(t, strings.HasPrefix(lines[1], "Needed:"), "%dx%d: the second line %q says what the objective needs", sz.w, sz.h, lines[1])
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
			scenetest.OnMain(func() {
				require.True(t, s.Reviewing())
				v := s.boardView()
				for p := range s.st.T.Spaces {
					assert.True(t, s.spaceRect(p).In(v), "space %v whole in the view %v", p, v)
				}
			})
		})
	}
}

// TestAPhonesCloseUpShowsTheMostOfTheBoard: on both phones, with two,
// three and four players, the close-up the person's turn opens on shows
// as much of the board as a window its size can: the share of its whole
// spaces that laid cards and the card's places cover is at least what the
// best window centred on one of the places, with as many of the places
// up to three, gives (four players' opening was 70% bare felt, six laid
// spaces shown, on the board's rim), with a place in it.
func TestAPhonesCloseUpShowsTheMostOfTheBoard(t *testing.T) {
	d := scenetest.New(t)
	for _, g := range phoneGames {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, _ := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				var shown, laid, cells, best, dots, cw, ch int
				scenetest.OnMain(func() {
					under := map[cb.Pt]bool{}
					var places []cb.Pt
					for _, a := range s.now().legal {
						if dc := cb.Decode(a); dc.Kind == cb.KindPlace && dc.Rot == s.rot {
							places = append(places, dc.At)
							for _, q := range []cb.Pt{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: 1, Y: 1}} {
								under[cb.Pt{X: dc.At.X + q.X, Y: dc.At.Y + q.Y}] = true
							}
						}
					}
					for p := range s.st.T.Spaces {
						under[p] = true
					}
					view := s.boardView()
					lo, hi := s.st.T.Bounds()
					xs, ys := map[int]bool{}, map[int]bool{}
					for x := lo.X - 12; x <= hi.X+12; x++ {
						for y := lo.Y - 12; y <= hi.Y+12; y++ {
							if p := (cb.Pt{X: x, Y: y}); s.spaceRect(p).In(view) {
								cells++
								xs[x], ys[y] = true, true
								if under[p] {
									shown++
								}
								if _, ok := s.st.T.Spaces[p]; ok {
									laid++
								}
							}
						}
					}
					cw, ch = len(xs), len(ys)
					dots = len(s.spotRects())
					// The best window as large, centred on a place, kept over
					// the board and its ring of places.
					along := func(lo, hi, mid, n int) int {
						if hi-lo+1 <= n {
							return lo - (n-(hi-lo+1))/2
						}
						return max(lo, min(hi-n+1, mid-n/2))
					}
					for _, at := range places {
						x0, y0 := along(lo.X-1, hi.X+1, at.X+1, cw), along(lo.Y-1, hi.Y+1, at.Y+1, ch)
						in := func(p cb.Pt) bool { return p.X >= x0 && p.X < x0+cw && p.Y >= y0 && p.Y < y0+ch }
						n, k := 0, 0
						for p := range under {
							if in(p) {
								n++
							}
						}
						for _, q := range places {
							if in(q) && in(cb.Pt{X: q.X + 1, Y: q.Y + 1}) {
								k++
							}
						}
						if k >= min(3, dots) {
							best = max(best, n)
						}
					}
				})
				t.Logf("the view %dx%d spaces: %d covered (%.0f%%), %d laid, %d places' dots; the best window on a place %d (%.0f%%)",
					cw, ch, shown, 100*float64(shown)/float64(cells), laid, dots, best, 100*float64(best)/float64(cells))
				assert.GreaterOrEqual(t, shown, best, "the close-up shows the board")
				assert.Positive(t, dots, "a place in view")
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPhonesOverviewCoversNoCardNorDot: on both phones, with two, three
// and four players, the board's miniature in the close-up lies over no
// laid card and no place's dot (it lay over a corner of the board, next
// to a dot and over part of one).
func TestAPhonesOverviewCoversNoCardNorDot(t *testing.T) {
	d := scenetest.New(t)
	for _, g := range phoneGames {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, _ := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				var ov image.Rectangle
				var laid, dots []image.Rectangle
				scenetest.OnMain(func() {
					ov, _ = s.Overview()
					for p := range s.st.T.Spaces {
						laid = append(laid, s.spaceRect(p))
					}
					dots = s.spotRects()
				})
				require.False(t, ov.Empty(), "the overview is shown")
				for _, r := range laid {
					assert.False(t, r.Overlaps(ov), "the overview %v over the card at %v", ov, r)
				}
				for _, r := range dots {
					assert.False(t, r.Overlaps(ov), "the overview %v over the dot at %v", ov, r)
				}
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAPlacesDotLiesOffTheLaidCards: on both phones, with two, three and
// four players, no place's dot lies over a laid card (a card may cover
// laid spaces: its dot lies in the middle of the bare part it would
// cover, not on the corner its four spaces share, a laid card's corner),
// and a tap on a dot that lies off its card's middle lays the card there.
func TestAPlacesDotLiesOffTheLaidCards(t *testing.T) {
	d := scenetest.New(t)
	tapped := false
	for _, g := range phoneGames {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, _ := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				var laid, dots []image.Rectangle
				var at []cb.Pt
				var off = -1
				var rot int
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
				require.NotEmpty(t, dots)
				for _, r := range dots {
					for _, q := range laid {
						assert.False(t, r.Overlaps(q), "the dot %v over the card at %v", r, q)
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

// TestAPhonesArrowsAreControls: where a phone's close-up stops short of
// the board on a side, its arrowhead there runs 24 CSS px or more along
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
					scenetest.OnMain(func() {
						s.openView()
						d.A.Anims.Finish()
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

// TestAPhoneOpensOnTheLastCardLaid: on both phones, with two, three and
// four players, the person's turn opens with the card laid last (its
// aqua frame, named in the legend) whole in the view, where a part of the
// board the view's size holds it and a place of the card in hand, and
// covers as much of the board as the best window on a place
// (TestAPhonesCloseUpShowsTheMostOfTheBoard; the twelfth reader found the
// last card off four players' view).
func TestAPhoneOpensOnTheLastCardLaid(t *testing.T) {
	d := scenetest.New(t)
	held := 0
	for _, g := range phoneGames {
		for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%dp/%dx%d", g.seats, sz.w, sz.h), func(t *testing.T) {
				s, _ := demoTable(t, d, g.seats, g.n, sz.w, sz.h)
				var last, view image.Rectangle
				var can, laid bool
				scenetest.OnMain(func() {
					laid = s.last
					last, view = s.cardRect(s.lastAt), s.boardView()
					var places []image.Rectangle
					for _, p := range s.placesNow() {
						places = append(places, image.Rect(p.X*Space, p.Y*Space, (p.X+2)*Space, (p.Y+2)*Space))
					}
					win := s.viewWindow()
					w, h := win.Dx(), win.Dy()
					bench := s.placeBench(places, w, h)
					for x := s.lastAt.X + 2 - w/Space; x <= s.lastAt.X; x++ {
						for y := s.lastAt.Y + 2 - h/Space; y <= s.lastAt.Y; y++ {
							covered, _, dots := s.windowCover(image.Rect(x*Space, y*Space, x*Space+w, y*Space+h), places)
							can = can || dots > 0 && covered >= bench
						}
					}
				})
				require.True(t, laid, "a card was laid before the person's turn")
				if !can {
					t.Logf("no part of the board %v's size holds the last card and a place and covers the most", view)
					return
				}
				held++
				assert.True(t, last.In(view), "the last card laid %v in the view %v", last, view)
			})
		}
	}
	assert.GreaterOrEqual(t, held, 4, "most openings can hold the last card")
	require.NoError(t, store.ClearGame("columba"))
}
