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
	"github.com/birdroost/roost/scenes"
	_ "github.com/birdroost/roost/scenes/all"
	"github.com/birdroost/roost/scenes/columba"
	"github.com/birdroost/roost/scenes/columbiz"
	"github.com/birdroost/roost/scenes/falconry"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/tokyodoves"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// screens are the sizes every screen is laid out for: a phone held upright
// and sideways (CSS pixels, three device pixels each), a small phone (iPhone
// SE, two device pixels each) both ways, and desktop windows.
type size struct {
	w, h int
	dpr  float64
}

var screens = []size{{390, 844, 3}, {844, 390, 3}, {1280, 720, 1}, {1920, 1080, 1}, {360, 800, 3}, {1000, 700, 1}, {667, 375, 2}, {375, 667, 2}}

// views set up each screen of the app on a scripted app.
var views = []struct {
	name string
	show func(a *scenes.App)
}{
	{"title", func(a *scenes.App) { a.Show(scenes.NewTitle()) }},
	{"menu", func(a *scenes.App) { a.Show(scenes.NewMenu(a)) }},
	{"setup-tokyodoves", func(a *scenes.App) { a.Show(scenes.NewSetup(a, "tokyodoves")) }},
	{"setup-columbiz-4", func(a *scenes.App) {
		s := scenes.NewSetup(a, "columbiz")
		a.Show(s)
		s.SetPlayers(4)
	}},
	{"settings", func(a *scenes.App) { a.Show(scenes.NewMenu(a), scenes.NewSettings(a)) }},
	{"howto-tokyodoves", func(a *scenes.App) { a.Show(scenes.NewMenu(a), scenes.NewHowToPage(a, "tokyodoves", 3)) }},
	{"howto-columbiz", func(a *scenes.App) { a.Show(scenes.NewMenu(a), scenes.NewHowToPage(a, "columbiz", 3)) }},
	{"pause", func(a *scenes.App) { tokyodoves.Demo(a, 4); a.Push(scenes.NewPause(a, "tokyodoves", nil)) }},
	{"result", func(a *scenes.App) { columbiz.Demo(a, 4, 100000); a.Anims.Finish() }},
	{"tokyodoves", func(a *scenes.App) { tokyodoves.Demo(a, 12) }},
	{"columbiz-2", func(a *scenes.App) { columbiz.Demo(a, 2, 40) }},
	{"columbiz-4", func(a *scenes.App) { columbiz.Demo(a, 4, 60) }},
	{"falconry-duel", func(a *scenes.App) { falconry.Demo(a, fc.Duel, 14) }},
	{"falconry-joint", func(a *scenes.App) { falconry.Demo(a, fc.Joint, 20) }},
	{"setup-falconry", func(a *scenes.App) { a.Show(scenes.NewSetup(a, "falconry")) }},
	{"columba-2", func(a *scenes.App) { columba.Demo(a, cb.VariantStandard, 2, 30) }},
	{"columba-4-actions", func(a *scenes.App) { columba.DemoActions(a, cb.VariantStandard, 4, 8) }},
	{"columba-junior-3", func(a *scenes.App) { columba.Demo(a, cb.VariantJunior, 3, 20) }},
	{"howto-columba", func(a *scenes.App) { a.Show(scenes.NewMenu(a), scenes.NewHowToPage(a, "columba", 2)) }},
	{"history", func(a *scenes.App) { _ = scenes.PrepShot(a, "history") }},
	{"replay-columbiz", func(a *scenes.App) { _ = scenes.PrepShot(a, "replay") }},
	{"replay-tokyodoves", func(a *scenes.App) { _ = scenes.PrepShot(a, "replay-tokyodoves") }},
}

// TestEveryScreenFitsEveryShape lays every screen out at every size and
// checks, from the screens' own lists of hit targets, that no control is
// smaller than a finger, none overlaps another and none leaves the canvas,
// and that the canvas covers most of the screen.
func TestEveryScreenFitsEveryShape(t *testing.T) {
	require.NoError(t, store.ClearGame("tokyodoves"))
	for _, sz := range screens {
		for _, v := range views {
			t.Run(fmt.Sprintf("%s/%dx%d", v.name, sz.w, sz.h), func(t *testing.T) {
				d := scenetest.New(t)
				sc := d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { v.show(d.A); d.A.Anims.Finish() })
				d.Step(2)
				dw, dh := float64(sz.w)*sz.dpr, float64(sz.h)*sz.dpr
				cover := float64(sc.W*sc.Scale*sc.H*sc.Scale) / (dw * dh)
				assert.GreaterOrEqual(t, cover, 0.65, "the game covers %.0f%% of the screen", cover*100)
				if sz.dpr == 3 {
					assert.GreaterOrEqual(t, float64(sc.Finger*sc.Scale)/sz.dpr, float64(ui.TouchCSS), "a finger's size is 44 CSS px")
				}
				targets := d.A.HitTargets()
				var probe scenes.Probe
				scenetest.OnMain(func() { probe = d.A.Probe() }) // what the browser page reads each frame
				assert.Equal(t, sc.W, probe.W)
				if v.name != "title" {
					require.NotEmpty(t, targets)
				}
				canvas := image.Rect(0, 0, sc.W, sc.H)
				for i, r := range targets {
					assert.GreaterOrEqual(t, min(r.Dx(), r.Dy()), sc.Finger, "control %v is smaller than a finger (%d)", r, sc.Finger)
					assert.True(t, r.In(canvas), "control %v leaves the %dx%d canvas", r, sc.W, sc.H)
					for _, o := range targets[i+1:] {
						assert.False(t, r.Overlaps(o), "controls %v and %v overlap", r, o)
					}
				}
				if tb, ok := d.Top().(boarded); ok {
					checkBoard(t, d, v.name, sz.w, sz.h, tb)
				}
				assert.Greater(t, d.Colours(), 8, "the screen draws")
				texts := d.Texts()
				for _, msg := range append(textProblems(texts, canvas), cuts(texts)...) {
					t.Error(msg)
				}
			})
		}
	}
	require.NoError(t, store.ClearGame("tokyodoves"))
	require.NoError(t, store.ClearGame("columbiz"))
	require.NoError(t, store.ClearGame("columba"))
}

// boarded is a game table, as the layout test sees it.
type boarded interface {
	BoardRect() image.Rectangle
	PlayArea() image.Rectangle
}

// boardShare is the least share of the play area (the canvas less the top
// bar and the status line) that each table's board must have, by table: the
// board itself where it has a fixed size, the camera's view where it has a
// camera (the board is then fitted to the view at the largest whole zoom,
// which the test checks too). The figures are the least that each table
// gets over the eight screens today, less a little: a layout that takes
// room from the board fails.
var boardShare = map[string]float64{
	"tokyodoves":        0.22,
	"columbiz-2":        0.18,
	"columbiz-4":        0.18,
	"falconry-duel":     0.45,
	"falconry-joint":    0.45,
	"columba-2":         0.35,
	"columba-4-actions": 0.35,
	"columba-junior-3":  0.35,
	// A replay's strip is taller than the status line: the tables' own
	// least shares hold all the same.
	"replay-columbiz":   0.18,
	"replay-tokyodoves": 0.22,
}

// checkBoard checks that a table's board has its share of the play area,
// and that a camera opens fitted: the largest whole zoom that shows the
// whole board (where it opens on a part, Camera.Focused, a zoom larger
// than that, and Fit then frames it so).
func checkBoard(t *testing.T, d *scenetest.Driver, name string, w, h int, tb boarded) {
	v, viewer := tb.(table.Viewer)
	for i := 0; viewer && i < 120; i++ { // let a glide end
		var moving bool
		scenetest.OnMain(func() { moving = v.Camera().Moving() })
		if !moving {
			break
		}
		d.Step(1)
	}
	var board, play image.Rectangle
	scenetest.OnMain(func() {
		board, play = tb.BoardRect(), tb.PlayArea()
		if viewer {
			board = v.Camera().View
		}
	})
	area := func(r image.Rectangle) float64 { return float64(r.Dx() * r.Dy()) }
	share := area(board.Intersect(play)) / area(play)
	t.Logf("board share %s %dx%d: %.3f (board %v, play area %v)", name, w, h, share, board, play)
	if least, ok := boardShare[name]; !ok {
		t.Errorf("no least board share for table %s", name)
	} else {
		assert.GreaterOrEqual(t, share, least, "the board has %.0f%% of the play area", share*100)
	}
	if viewer {
		var zoom, fit, least float64
		var shows, close bool
		scenetest.OnMain(func() {
			cam := v.Camera()
			zoom, fit, least = cam.Zoom, cam.FitZoom(v.Content()), cam.MinZoom
			shows = cam.Rect(v.Content()).In(cam.View)
			if cu, ok := v.(interface{ CloseUp() bool }); ok {
				close = cu.CloseUp() // (a close-up on a part: TestNoBoardIsCutAtItsOpeningZoom)
			}
		})
		if close {
			return
		}
		assert.Equal(t, fit, zoom, "the camera opens at the largest zoom that shows the board")
		assert.True(t, shows || zoom == least, "the camera opens showing the whole board")
	}
}

// textProblems lists every line of text drawn outside its box (or the
// canvas), and every two lines of one layer that cover each other.
func textProblems(texts []ui.TextDraw, canvas image.Rectangle) []string {
	var out []string
	for i, a := range texts {
		box := a.Box
		if box.Empty() {
			box = canvas
		}
		if !a.R.In(box) || !a.R.In(canvas) {
			out = append(out, fmt.Sprintf("text %q at %v leaves its box %v", a.Text, a.R, box.Intersect(canvas)))
		}
		for _, b := range texts[i+1:] {
			if a.Layer == b.Layer && a.R.Overlaps(b.R) {
				out = append(out, fmt.Sprintf("texts %q at %v and %q at %v overlap", a.Text, a.R, b.Text, b.R))
			}
		}
	}
	return out
}

// cuts lists every line of the game's words shortened with "..." for want
// of room (a name a player typed may be: ui.FitName).
func cuts(texts []ui.TextDraw) []string {
	var out []string
	for _, a := range texts {
		if a.Cut {
			out = append(out, fmt.Sprintf("text %q at %v is cut: lay it out (wrap, the small face, a wider or taller panel)", a.Text, a.R))
		}
	}
	return out
}

// TestTheJoinCodeLeavesTheGroundInView opens an online Tokyo Doves game on
// a desktop window and two phones and checks that the join code covers
// nothing: in the top bar where it has the room (and then no toast floats
// over the felt), else in a toast whose place lies clear of the ground
// (the flock and the ring of squares a dove may move to).
func TestTheJoinCodeLeavesTheGroundInView(t *testing.T) {
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "online-table")) })
			d.Step(2)
			// Where the top bar has the room, the code is there, in view
			// for good and over nothing, and no toast covers the felt.
			var shows bool
			bar, ok := d.Top().(interface{ ShowsCode() bool })
			require.True(t, ok, "an online table says whether its bar shows the code")
			scenetest.OnMain(func() { shows = bar.ShowsCode() })
			if shows {
				assert.Empty(t, d.A.CurrentToast(), "a toast over the table as well as the code in the bar")
				found := false
				for _, td := range d.Texts() {
					if strings.Contains(td.Text, "K7QM2P") && td.R.Max.Y <= table.TopBarH {
						found = true
					}
				}
				assert.True(t, found, "the join code in the top bar")
				return
			}
			require.Contains(t, d.A.CurrentToast(), "Join code")
			tb, ok := d.Top().(interface {
				scenes.ToastPlacer
				Board() image.Rectangle
			})
			require.True(t, ok, "a table with a ground on top")
			var area, ground image.Rectangle
			scenetest.OnMain(func() { area, ground = tb.ToastArea(), tb.Board() })
			toast := image.Rect(area.Min.X, area.Min.Y+4, area.Max.X, area.Min.Y+4+ui.LineH+8) // one line (App.Render)
			assert.False(t, toast.Overlaps(ground), "the toast %v covers the ground %v", toast, ground)
		})
	}
}

// TestAToastsWordsStayInItsBox: a toast placed by its table (Falconry's
// first-time note, over the board's view) keeps its lines inside its frame
// (they were centred on the canvas, not on the frame, and ran over the
// seat panels).
func TestAToastsWordsStayInItsBox(t *testing.T) {
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "falconry")) })
			msg := "New to Falconry? Learn teaches it by playing, in 8 short lessons."
			scenetest.OnMain(func() { d.A.Toast(msg) })
			var draws []ui.TextDraw
			scenetest.OnMain(func() {
				ui.RecordText(true)
				d.A.Render()
				draws = ui.TextDraws()
				ui.RecordText(false)
			})
			found := 0
			for _, l := range draws {
				if !strings.Contains(msg, l.Text) || !strings.Contains(l.Text, " ") { // the toast's lines, not the top bar's "Falconry"
					continue
				}
				found++
				assert.False(t, l.Box.Empty(), "the toast's line %q has its box", l.Text)
				assert.True(t, l.R.In(l.Box), "the toast's line %q at %v runs out of its box %v", l.Text, l.R, l.Box)
			}
			assert.NotZero(t, found, "the toast is drawn")
		})
	}
}
