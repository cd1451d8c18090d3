package all_test

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	cb "github.com/birdroost/roost/rules/columba"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/columba"
	"github.com/birdroost/roost/scenes/columbiz"
	"github.com/birdroost/roost/scenes/falconry"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/tokyodoves"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// phones are the two phones held upright that every table's board is
// measured on (CSS pixels, three device pixels each).
var phones = []size{{390, 844, 3}, {360, 800, 3}}

// phoneTables are the tables as a game leaves them: in the middle of a
// game, with a person to play.
// opening: the table's targets are a finger wide at the zoom it opens at,
// with no tap on the board first.
var phoneTables = []struct {
	name    string
	show    func(a *scenes.App)
	opening bool
}{
	{"tokyodoves", func(a *scenes.App) { tokyodoves.Demo(a, 12) }, true},
	{"columbiz-2", func(a *scenes.App) { columbiz.Demo(a, 2, 40) }, true},
	{"columbiz-4", func(a *scenes.App) { columbiz.Demo(a, 4, 60) }, true},
	{"falconry-duel", func(a *scenes.App) { falconry.Demo(a, fc.Duel, 14) }, true},
	// A Joint board wider than the phone at a finger's size lies down its
	// height: whole at x4 on a 390x844 phone (48 CSS px a space), at x3.5
	// on a 360x800 one (42 CSS px), never cut by the screen
	// (TestNoBoardIsCutAtItsOpeningZoom); there a tap zooms in a step.
	{"falconry-joint", func(a *scenes.App) { falconry.Demo(a, fc.Joint, 20) }, false},
	// Columba's places lie a space apart (a card's half): a phone's turn
	// opens on the whole board, its places marked (three readers scored a
	// close-up on five spaces by five "only a fragment of the board"),
	// and where they lie under a finger apart a tap near one zooms in to
	// a finger a place (x3) around it; a tap on its dot then lays the card.
	{"columba-2", func(a *scenes.App) { columba.Demo(a, cb.VariantStandard, 2, 30) }, false},
	{"columba-3", func(a *scenes.App) { columba.Demo(a, cb.VariantStandard, 3, 50) }, false},
	{"columba-2-actions", func(a *scenes.App) { columba.DemoActions(a, cb.VariantStandard, 2, 30) }, false},
	{"columba-3-actions", func(a *scenes.App) { columba.DemoActions(a, cb.VariantStandard, 3, 6) }, false},
	// Late in a game of four likewise, the whole board at x1.
	{"columba-4", func(a *scenes.App) { columba.Demo(a, cb.VariantStandard, 4, 80) }, false},
	{"columba-4-actions", func(a *scenes.App) { columba.DemoActions(a, cb.VariantStandard, 4, 8) }, false},
	{"columba-junior-3", func(a *scenes.App) { columba.Demo(a, cb.VariantJunior, 3, 40) }, false},
	{"columba-junior-4", func(a *scenes.App) { columba.DemoActions(a, cb.VariantJunior, 4, 30) }, false},
}

// targeted is a game table, as the phone test measures it.
type targeted interface {
	BoardTargets() []image.Rectangle
	HitTargets() []image.Rectangle
	Match() *game.Match
}

// TestEveryBoardTargetIsAFingerWideOnAPhone measures every table's board
// targets (squares, cards, dice, tray pieces, a board's spaces) on the two
// phones: each is at least 44 CSS px at the zoom the table opens at (for
// the tables marked opening, always), or,
// where a board without edges is fitted smaller, after one tap on the
// board, which zooms in around the finger without playing there. Where a
// piece picked from the tray lights spaces smaller than a finger, the
// board comes to a finger's size by itself.
func TestEveryBoardTargetIsAFingerWideOnAPhone(t *testing.T) {
	for _, sz := range phones {
		for _, v := range phoneTables {
			t.Run(fmt.Sprintf("%s/%dx%d", v.name, sz.w, sz.h), func(t *testing.T) {
				d := scenetest.New(t)
				sc := d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { v.show(d.A); d.A.Anims.Finish() })
				d.Step(2)
				settle(d)
				css := func(px int) float64 { return float64(px*sc.Scale) / sz.dpr }
				tb := d.Top().(targeted)
				measure := func() (board, own []image.Rectangle) {
					scenetest.OnMain(func() { board, own = tb.BoardTargets(), tb.HitTargets() })
					return
				}
				smallest := func(rs []image.Rectangle) (image.Rectangle, float64) {
					var at image.Rectangle
					least := 0.0
					for _, r := range rs {
						if s := css(min(r.Dx(), r.Dy())); at.Empty() || s < least {
							at, least = r, s
						}
					}
					return at, least
				}
				board, own := measure()
				require.NotEmpty(t, board, "the board has targets")
				p, ok := tb.(interface{ PlacePitch() int })
				require.Equal(t, strings.HasPrefix(v.name, "columba"), ok, "a table of overlapping places measures their pitch")
				if ok && v.opening {
					// Places a card may take that overlap (Columba's, a
					// space apart): a finger from one to the next, so
					// that a tap between two dots is no guess.
					var pitch int
					scenetest.OnMain(func() { pitch = p.PlacePitch() })
					if pitch > 0 {
						assert.GreaterOrEqual(t, css(pitch), float64(ui.TouchCSS), "the places lie %.0f CSS px apart", css(pitch))
					}
				}
				for _, r := range own {
					assert.GreaterOrEqual(t, css(min(r.Dx(), r.Dy())), float64(ui.TouchCSS), "the table's own target %v", r)
				}
				at, least := smallest(board)
				t.Logf("%s %dx%d: smallest board target %.0f CSS px", v.name, sz.w, sz.h, least)
				if least >= ui.TouchCSS {
					return
				}
				require.False(t, v.opening, "the table opens with its board targets a finger wide")
				view, ok := tb.(table.Viewer)
				require.True(t, ok, "a board of fixed size draws its targets %.0f CSS px wide: under a finger", least)
				cam := view.Camera()
				var zoom float64
				var small bool
				scenetest.OnMain(func() { zoom, small = cam.Zoom, cam.Small() })
				require.True(t, small, "a board drawn under a finger's size says so (Tap to zoom in)")
				plies := len(tb.Match().History())
				centre := at.Min.Add(at.Size().Div(2))
				var wx, wy float64
				scenetest.OnMain(func() { wx, wy = cam.ToWorld(centre) })
				d.Tap(centre)
				d.Step(2)
				assert.Equal(t, plies, len(tb.Match().History()), "a tap on a board too small for a finger plays nothing")
				var now image.Point
				scenetest.OnMain(func() { now = cam.ToCanvas(wx, wy) })
				assert.True(t, now.In(cam.View), "the place tapped stays in view (at %v)", now)
				board, _ = measure()
				require.NotEmpty(t, board)
				_, least = smallest(board)
				t.Logf("%s %dx%d: after a tap on the board (zoom %g to %g): %.0f CSS px", v.name, sz.w, sz.h, zoom, cam.Zoom, least)
				assert.GreaterOrEqual(t, least, float64(ui.TouchCSS), "the tap on the board brings its targets to a finger's size")
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestPickingFromTheTrayBringsItsSpacesToAFinger: on a phone, a Columba
// board as it opens (its cards a finger wide) draws its spaces under a
// finger's size; picking a
// dovecote from the tray (4 players, a 360x800 phone) zooms in on the lit spaces, and one of them
// is then played by a tap.
func TestPickingFromTheTrayBringsItsSpacesToAFinger(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(360, 800, 3)
	var s *columba.Table
	scenetest.OnMain(func() { s = columba.DemoActions(d.A, cb.VariantStandard, 4, 8); d.A.Anims.Finish() })
	d.Step(2)
	cam := s.Camera()
	require.True(t, cam.Small(), "the 4-player board is fitted under a finger's size (zoom %d)", cam.Zoom)
	var chip image.Rectangle
	for _, name := range []string{"small-dovecote", "large-dovecote"} {
		if i := map[string]int{"small-dovecote": 1, "large-dovecote": 0}[name]; s.State().DovesLeft[0][i] > 0 {
			chip = s.Spots()[name]
		}
	}
	require.False(t, chip.Empty(), "a dovecote left to build")
	d.Tap(chip.Min.Add(chip.Size().Div(2)))
	d.Step(40) // the glide
	assert.False(t, cam.Small(), "zoom %d; status %q", cam.Zoom, s.Status)
	spaces := s.Spaces()
	require.NotEmpty(t, spaces, "lit spaces in view")
	for _, r := range spaces {
		assert.GreaterOrEqual(t, min(r.Dx(), r.Dy()), ui.TouchCSS)
	}
	target := s.Spots()["target"]
	require.False(t, target.Empty())
	plies := len(s.Match().History())
	d.Tap(target.Min.Add(target.Size().Div(2)))
	d.Step(2)
	assert.Equal(t, plies+1, len(s.Match().History()), "the dovecote is built by one tap")
	require.NoError(t, store.ClearGame("columba"))
}

// TestNoBoardIsCutAtItsOpeningZoom opens every table with a camera on the
// two phones and a desktop window, and fails where the screen cuts the
// board at the zoom it opens at: every card and every lit space (Drawn)
// lies wholly in the board's view, clear of the zoom control (+, -, Fit)
// and of the plates at the view's top; and where the board, framed a step
// larger (table.ZoomStep), would still fit that free felt: the board opens
// as large as the room it has allows. No table opens on a part of its
// board (the sixth reader took Columba's four-player board, opened on
// where the card could go, for a board running off the screen) but where
// the whole would draw its places under a finger's width: Columba's
// close-up on a phone (the eighth reader's two taps a card at x1), a place
// a finger wide.
func TestNoBoardIsCutAtItsOpeningZoom(t *testing.T) {
	for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
		for _, v := range phoneTables {
			t.Run(fmt.Sprintf("%s/%dx%d", v.name, sz.w, sz.h), func(t *testing.T) {
				d := scenetest.New(t)
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { v.show(d.A); d.A.Anims.Finish() })
				d.Step(2)
				tb, ok := d.Top().(interface {
					table.Viewer
					Drawn() []image.Rectangle
					ZoomControl() image.Rectangle
				})
				if !ok {
					return // a board of fixed size: TestEveryScreenFitsEveryShape keeps it on the canvas
				}
				cam := tb.Camera()
				settle(d)
				if cu, ok := d.Top().(interface{ CloseUp() bool }); ok {
					var close bool
					var zoom, finger float64
					var view, clear, content image.Rectangle
					scenetest.OnMain(func() {
						close, zoom, finger = cu.CloseUp(), cam.Zoom, cam.FingerZoom()
						view, clear, content = cam.View, cam.Clear(), tb.Content()
					})
					if close {
						// A close-up (Columba with four players late in a
						// game): a part of the board, at a finger's width
						// a place (a phone) or x1.5 (a window), because the
						// whole would draw them under it (or its spaces at
						// x1); the felt shows board across its width or
						// its height.
						assert.GreaterOrEqual(t, zoom, finger, "a close-up opens at a finger's width a place")
						assert.True(t, float64(content.Dx())*zoom > float64(clear.Dx()) || float64(content.Dy())*zoom > float64(clear.Dy()), "a close-up is opened only where the whole board at its zoom is larger than the felt %v", view)
						// Where it stops short of the board's rim, its
						// edge falls between spaces: no space, figure or
						// dot is cut in two (the ninth reader found house
						// icons, a figure and a column cut).
						bv, ok := d.Top().(interface {
							BoardView() image.Rectangle
							Shown() []image.Rectangle
						})
						require.True(t, ok)
						var shown image.Rectangle
						var drawn []image.Rectangle
						scenetest.OnMain(func() { shown, drawn = bv.BoardView(), bv.Shown() })
						require.True(t, shown.In(view))
						for _, r := range drawn {
							assert.True(t, r.In(shown), "the close-up's edge %v cuts the board's %v (x%g)", shown, r, zoom)
						}
						// (A quarter of its spaces or more: at a finger a
						// place, x3 on a phone, it shows seven spaces by
						// five or fewer.)
						cells := float64(shown.Dx()*shown.Dy()) / (16 * 16 * zoom * zoom)
						assert.GreaterOrEqual(t, float64(len(drawn)), cells/4, "the close-up %v shows the board", shown)
						return
					}
				}
				var drawn []image.Rectangle
				var view, free, zc, content image.Rectangle
				var zoom, most float64
				scenetest.OnMain(func() {
					drawn, view, free, zoom, most = tb.Drawn(), cam.View, cam.Clear(), cam.Zoom, cam.MaxZoom
					zc, content = tb.ZoomControl(), tb.Content()
				})
				require.NotEmpty(t, drawn, "the board has cards")
				require.False(t, zc.Empty(), "the table has a zoom control")
				assert.False(t, zc.Overlaps(free), "the zoom control %v lies outside the felt the board is framed in %v", zc, free)
				for _, r := range drawn {
					assert.True(t, r.In(view), "the screen cuts the board at the zoom it opens at (x%g): %v is not wholly in the view %v", zoom, r, view)
					assert.False(t, r.Overlaps(zc), "the zoom control %v covers the board's %v at the zoom it opens at (x%g)", zc, r, zoom)
					assert.True(t, r.In(free), "the board's %v runs under the plates or the zoom control: outside %v (x%g)", r, free, zoom)
				}
				if zoom < most {
					next := zoom + table.ZoomStep
					w, h := float64(content.Dx())*next, float64(content.Dy())*next
					assert.True(t, w > float64(free.Dx()) || h > float64(free.Dy()),
						"the board opens at x%g, but at x%g (%.0fx%.0f) it would still fit the free felt %v: it uses less than it could", zoom, next, w, h, free)
				}
			})
		}
	}
	require.NoError(t, store.ClearGame("columba"))
}

// settle lets the camera of the table on top (if it has one) end its glide
// to where the table opens: the view measured is where it comes to rest.
func settle(d *scenetest.Driver) {
	v, ok := d.Top().(table.Viewer)
	for i := 0; ok && i < 120; i++ {
		var moving bool
		scenetest.OnMain(func() { moving = v.Camera().Moving() })
		if !moving {
			return
		}
		d.Step(1)
	}
}
