package all_test

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	cb "github.com/birdroost/roost/rules/columba"
	cz "github.com/birdroost/roost/rules/columbiz"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/columba"
	"github.com/birdroost/roost/scenes/columbiz"
	"github.com/birdroost/roost/scenes/falconry"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/tokyodoves"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
	"github.com/birdroost/roost/store"
)

// litTables are a table of every game with its targets lit for a person:
// show opens it, pick (where the table lights nothing before a piece is
// picked) picks one the way a player does.
var litTables = []struct {
	name string
	show func(a *scenes.App)
	pick func(d *scenetest.Driver)
}{
	// Nothing picked: the doves that may act are lit.
	{"tokyodoves", func(a *scenes.App) { tokyodoves.Demo(a, 12) }, nil},
	// A dove picked: the squares it may go to.
	{"tokyodoves-picked", func(a *scenes.App) { tokyodoves.Demo(a, 12) }, func(d *scenetest.Driver) {
		s := d.Top().(*tokyodoves.Table)
		side := s.State().ToMove()
		for t := 1; t < 6; t++ {
			if s.State().P.Sq[side][t] < 0 { // a dove in hand
				scenetest.OnMain(func() { s.SelectDove(side, t) })
				return
			}
		}
	}},
	{"tokyodoves-opening", func(a *scenes.App) { tokyodoves.Demo(a, 0) }, nil},
	{"columbiz", func(a *scenes.App) { columbiz.Demo(a, 2, 40) }, nil},
	{"columbiz-4", func(a *scenes.App) { columbiz.Demo(a, 4, 60) }, nil},
	{"falconry-duel", func(a *scenes.App) { falconry.Demo(a, fc.Duel, 14) }, nil},
	{"falconry-joint", func(a *scenes.App) { falconry.Demo(a, fc.Joint, 20) }, nil},
	// A card in hand: the places it may lie, turned as it is.
	{"columba", func(a *scenes.App) { columba.Demo(a, cb.VariantStandard, 2, 30) }, nil},
	{"columba-4", func(a *scenes.App) { columba.Demo(a, cb.VariantStandard, 4, 80) }, nil},
	// A dovecote picked from the tray: the spaces it may be built on.
	{"columba-actions", func(a *scenes.App) { columba.DemoActions(a, cb.VariantStandard, 4, 8) }, func(d *scenetest.Driver) {
		s := d.Top().(*columba.Table)
		for i, name := range []string{"large-dovecote", "small-dovecote"} {
			if s.State().DovesLeft[s.State().Seat][i] > 0 {
				chip := s.Spots()[name]
				d.Tap(chip.Min.Add(chip.Size().Div(2)))
				d.Step(40)
				return
			}
		}
	}},
}

// kitOf is the table kit of a game's table.
func kitOf(sc scenes.Scene) *table.Kit {
	switch s := sc.(type) {
	case *tokyodoves.Table:
		return s.Kit
	case *columbiz.Table:
		return s.Kit
	case *falconry.Table:
		return s.Kit
	case *columba.Table:
		return s.Kit
	}
	return nil
}

// TestLitTargetsStandOutFromWhatTheyLieOn draws every game's table with
// its targets lit, on a desktop window and a phone, at the faintest of
// the outline's breath, and measures each lit target's frame against
// what lies round it (the commonest colour just outside it, other lit
// targets left out): its outline, or the ink line inside it where the
// target lies on a light square, must reach 3:1 (WCAG 2's contrast for
// the parts of a control a player must see). A target drawn in the felt's
// own tones (the ground's room to grow was taken for targets at 1.3:1)
// fails.
func TestLitTargetsStandOutFromWhatTheyLieOn(t *testing.T) {
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		for _, v := range litTables {
			t.Run(fmt.Sprintf("%s/%dx%d", v.name, sz.w, sz.h), func(t *testing.T) {
				for _, g := range []string{"tokyodoves", "columbiz", "falconry", "columba"} {
					require.NoError(t, store.ClearGame(g))
				}
				d := scenetest.New(t)
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { v.show(d.A); d.A.Anims.Finish() })
				d.Step(2)
				settle(d)
				if v.pick != nil {
					v.pick(d)
					scenetest.OnMain(func() { d.A.Anims.Finish() })
					d.Step(2)
				}
				k := kitOf(d.Top())
				require.NotNil(t, k, "a game's table is on top (%s)", d.TopName())
				// The faintest breath: the pulse's sine at its trough.
				scenetest.OnMain(func() { k.T = 3 * math.Pi / 2 / table.TargetBreath })
				_, _, pic := d.Frame()
				var lit []image.Rectangle
				scenetest.OnMain(func() { lit = append(lit, k.Lit()...) })
				require.NotEmpty(t, lit, "the table lights its targets (status %q)", k.Status)
				for _, r := range lit {
					ground := commonest(pic, band(r.Inset(-2), r), lit)
					outline := commonest(pic, band(r, r.Inset(2)), nil)
					ink := commonest(pic, band(r.Inset(2), r.Inset(3)), nil)
					best := max(palette.Contrast(outline, ground), palette.Contrast(ink, ground))
					assert.GreaterOrEqual(t, best, 3.0, "the lit target %v: its outline %s and ink line %s on %s", r, hex(outline), hex(ink), hex(ground))
				}
				t.Logf("%d lit targets", len(lit))
			})
		}
	}
	for _, g := range []string{"tokyodoves", "columbiz", "falconry", "columba"} {
		require.NoError(t, store.ClearGame(g))
	}
}

// band is the pixels of outer that are not in inner.
func band(outer, inner image.Rectangle) []image.Point {
	var ps []image.Point
	for y := outer.Min.Y; y < outer.Max.Y; y++ {
		for x := outer.Min.X; x < outer.Max.X; x++ {
			if p := image.Pt(x, y); !p.In(inner) {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

// commonest is the commonest colour of the picture at ps, leaving out the
// points that lie in any of skip.
func commonest(pic *image.RGBA, ps []image.Point, skip []image.Rectangle) color.RGBA {
	count := map[color.RGBA]int{}
	for _, p := range ps {
		if !p.In(pic.Bounds()) || inAny(image.Rectangle{Min: p, Max: p.Add(image.Pt(1, 1))}, skip) {
			continue
		}
		count[pic.RGBAAt(p.X, p.Y)]++
	}
	var best color.RGBA
	n := 0
	for c, m := range count {
		if m > n || m == n && hex(c) < hex(best) {
			best, n = c, m
		}
	}
	return best
}

// TestAFailedPuzzleMarksBothMoves fails a puzzle (the shot's refuted
// try) on a desktop window and a phone, and checks that the board marks
// the player's move and the answer that refuted it, each dove where it
// went framed in its mark's colour, with the marks' legend in words: the
// sheet's sentences are not the only place that says which move was
// which.
func TestAFailedPuzzleMarksBothMoves(t *testing.T) {
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzle-failed")) })
			d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
			d.Step(2)
			stack := d.A.Stack()
			s, ok := stack[len(stack)-2].(*tokyodoves.Table)
			require.True(t, ok, "Tokyo Doves' table under the result")
			var yours, theirs []game.Action
			scenetest.OnMain(func() { yours, theirs = s.Refutation() })
			require.NotEmpty(t, yours, "the player's move")
			require.NotEmpty(t, theirs, "the answer")
			texts, _, pic := d.Frame()
			words := map[string]bool{}
			for _, line := range texts {
				words[line.Text] = true
			}
			for _, w := range []string{lang.T("puzzle.mark.yours"), lang.T("puzzle.mark.answer")} {
				assert.True(t, words[w], "the legend says %q", w)
			}
			// The legend stands apart from the box's size ("4x4") where
			// both are on one line: two labels, not one run of words.
			var legend, box image.Rectangle
			for _, line := range texts {
				switch line.Text {
				case lang.T("puzzle.mark.answer"):
					legend = line.R
				case lang.T("td.box", "W", 4, "H", 4):
					box = line.R
				}
			}
			// The box is full both ways: its walls all round say so, with
			// no "4x4" tag in the ring's corner (the ninth reader: a tag
			// left beside the board, unexplained).
			assert.True(t, box.Empty(), "no size tag beside a full box: %v", box)
			// The legend on a strip or a panel of its own, clear of the
			// ground and its ring of walls (the round-8 reader found it
			// drawn over the walls' stripes above the board).
			var key, ground image.Rectangle
			scenetest.OnMain(func() { key, ground = s.MoveLegend() })
			require.False(t, key.Empty(), "the legend is drawn")
			// The sheet says what the answer left on the board, not only
			// that the win is gone (round 8: "does not say what the answer
			// changed"): here Green threatens to close in Red's Boss.
			var reason string
			scenetest.OnMain(func() { reason = d.A.Top().(*scenes.Result).Reason() })
			assert.Contains(t, reason, lang.T("puzzle.answer.threat", "Who", lang.Say(game.Colour("Green"))), "the sheet says what the answer left")
			assert.False(t, key.Overlaps(ground), "the legend %v lies on the ground or its walls %v", key, ground)
			if legend.Min.Y < box.Max.Y && box.Min.Y < legend.Max.Y {
				assert.GreaterOrEqual(t, box.Min.X-legend.Max.X, 10, "the legend %v runs into the box's size %v", legend, box)
			}
			for which, acts := range [2][]game.Action{yours, theirs} {
				want := []color.RGBA{table.Selected, table.Last}[which]
				card := s.CardRect(td.Act(acts[len(acts)-1]).To())
				// The frame's top edge, beside its tag: the mark's colour
				// (round the card at the size the ground draws it).
				y := card.Min.Y - 2
				x := card.Min.X + card.Dx()/2
				assert.Equal(t, hex(want), hex(pic.RGBAAt(x, y)), "move %d's frame at %d,%d", which+1, x, y)
			}
		})
	}
}

// TestColumbasDecidingEstatesAreOutlined ends the Columba shot's game
// (level on points, the largest estate deciding it) on a desktop window
// and a phone, and checks that the board outlines the two estates the
// result's sentence names, each as its owner's: every outer edge of their
// spaces is drawn in the decisive frame's cream with a band in the
// owner's colour outside it (the sixth reader saw two like white outlines
// and could not tell whose was whose), all inside the estate's edge, none
// of it crossing into the felt or the spaces round it; and that the two
// owners' colours differ.
func TestColumbasDecidingEstatesAreOutlined(t *testing.T) {
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "columba-end")) })
			d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
			d.Step(2)
			stack := d.A.Stack()
			s, ok := stack[len(stack)-2].(*columba.Table)
			require.True(t, ok, "Columba's table under the result")
			var spaces []image.Rectangle
			var sides []int
			var owners []color.RGBA
			scenetest.OnMain(func() { spaces, sides, owners = s.DecidingEdges() })
			require.NotEmpty(t, spaces, "the deciding estates (%q)", s.Reason())
			colours := map[color.RGBA]bool{}
			for _, c := range owners {
				colours[c] = true
			}
			assert.Len(t, colours, 2, "two estates, each in its owner's colour")
			_, _, pic := d.Frame()
			var view image.Rectangle
			var badges []image.Rectangle
			scenetest.OnMain(func() { view, badges = s.Camera().View, s.Badges() })
			// near: a point within a frame's reach of another owner's space.
			near := func(p image.Point, owner color.RGBA) bool {
				for j, r := range spaces {
					if owners[j] != owner && p.In(r.Inset(-7)) {
						return true
					}
				}
				return false
			}
			seen := 0
			for i, r := range spaces {
				mid := ui.Mid(r)
				// The frame lies inside the estate's edge
				// (table.DecidedRimOf): the owner's band on the edge
				// (its first two pixels), the cream inside it (the
				// third); nothing of it past the ink hairline outside, so
				// the two estates' frames never cross (the seventh reader's
				// tangle): three pixels out is neither.
				in := [4]image.Point{{mid.X, r.Min.Y + 1}, {mid.X, r.Max.Y - 2}, {r.Min.X + 1, mid.Y}, {r.Max.X - 2, mid.Y}}[sides[i]]
				cream := [4]image.Point{{mid.X, r.Min.Y + 2}, {mid.X, r.Max.Y - 3}, {r.Min.X + 2, mid.Y}, {r.Max.X - 3, mid.Y}}[sides[i]]
				out := [4]image.Point{{mid.X, r.Min.Y - 3}, {mid.X, r.Max.Y + 2}, {r.Min.X - 3, mid.Y}, {r.Max.X + 2, mid.Y}}[sides[i]]
				if !out.In(view) || !out.In(pic.Bounds()) || near(out, owners[i]) {
					continue // off the view (the result covers it, or a drag away), or by the other's frame
				}
				if slices.ContainsFunc(badges, func(b image.Rectangle) bool { return in.In(b.Inset(-1)) || cream.In(b.Inset(-1)) }) {
					continue // an estate's figure drawn over the rim, whole (the eighth reader's "34" read as "54")
				}
				seen++
				assert.Equal(t, hex(owners[i]), hex(pic.RGBAAt(in.X, in.Y)), "the owner's band at the edge of %v at %v", r, in)
				assert.Equal(t, hex(table.Decisive), hex(pic.RGBAAt(cream.X, cream.Y)), "the cream inside the edge of %v at %v", r, cream)
				assert.NotEqual(t, hex(table.Decisive), hex(pic.RGBAAt(out.X, out.Y)), "no cream reaches 3 px outside the edge of %v at %v", r, out)
			}
			assert.Greater(t, seen, 0, "the estates are in view")
		})
	}
	require.NoError(t, store.ClearGame("columba"))
}

// TestAFailedFalconryPuzzleMarksBothMoves does as the Tokyo Doves test
// above on a Falconry puzzle, its first move a wrong one: the player's
// card and the answer's framed in their marks' colours, the legend in
// words.
func TestAFailedFalconryPuzzleMarksBothMoves(t *testing.T) {
	var p puzzle.Puzzle
	for _, z := range puzzle.All("falconry") {
		if z.Level == 3 {
			p = z
			break
		}
	}
	require.NotEmpty(t, p.ID, "a hard Falconry puzzle")
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() {
				s, err := scenes.NewPuzzleTable(d.A, p, false, false)
				require.NoError(t, err)
				d.A.Show(s)
				s.(interface{ DemoWrongMove() }).DemoWrongMove()
			})
			d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
			d.Step(2)
			stack := d.A.Stack()
			s, ok := stack[len(stack)-2].(*falconry.Table)
			require.True(t, ok, "Falconry's table under the result")
			var marks [2][]image.Rectangle
			scenetest.OnMain(func() { marks[0], marks[1] = s.RefutationMarks() })
			require.NotEmpty(t, marks[0], "the player's move")
			require.NotEmpty(t, marks[1], "the answer")
			texts, _, pic := d.Frame()
			words := map[string]bool{}
			for _, line := range texts {
				words[line.Text] = true
			}
			for _, w := range []string{lang.T("puzzle.mark.yours"), lang.T("puzzle.mark.answer")} {
				assert.True(t, words[w], "the legend says %q", w)
			}
			for which, rs := range marks {
				want := []color.RGBA{table.Selected, table.Last}[which]
				r := rs[len(rs)-1]
				at := image.Pt(r.Min.X+r.Dx()/2, r.Max.Y-1) // the frame's bottom edge
				assert.Equal(t, hex(want), hex(pic.RGBAAt(at.X, at.Y)), "move %d's frame at %v", which+1, at)
			}
		})
	}
	require.NoError(t, store.ClearGame("falconry"))
}

// The Columbiz replay's pawns placed this turn stand out from their
// squares (reader 12: a one-pixel orange frame at 1.5:1 on the tan): each
// such space is framed in orange two pixels wide, on an ink line each
// side that reaches 3:1 on the square it lies on, in a window and on a
// phone.
func TestPawnsPlacedThisTurnStandOut(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "replay")) })
			d.Step(2)
			s, ok := d.Top().(*columbiz.Table)
			require.True(t, ok, "the Columbiz replay's table is on top (%s)", d.TopName())
			_, _, pic := d.Frame()
			st := s.State()
			require.Positive(t, st.Placed, "the shot shows a turn under way")
			origin := s.SpaceCentre(cz.Place{})
			cell := s.SpaceCentre(cz.Place{Col: 1}).X - origin.X
			for _, p := range st.Last[:st.Placed] {
				c := s.SpaceCentre(p)
				r := image.Rect(c.X-cell/2, c.Y-cell/2, c.X-cell/2+cell, c.Y-cell/2+cell)
				square := commonest(pic, band(r.Inset(4), r.Inset(8)), nil)
				ring := band(r.Inset(1), r.Inset(3))
				n := 0
				for _, q := range ring {
					if pic.RGBAAt(q.X, q.Y) == ui.Orange {
						n++
					}
				}
				assert.GreaterOrEqual(t, n, len(ring)*3/4, "the space %v framed in orange two pixels wide (%d of %d)", r, n, len(ring))
				for _, edge := range [][]image.Point{band(r, r.Inset(1)), band(r.Inset(3), r.Inset(4))} {
					e := commonest(pic, edge, nil)
					assert.GreaterOrEqual(t, max(palette.Contrast(e, square), palette.Contrast(ui.Orange, square)), 3.0,
						"the frame's edge %s on the square %s", hex(e), hex(square))
					assert.GreaterOrEqual(t, palette.Contrast(e, ui.Orange), 3.0, "the edge %s apart from the orange", hex(e))
				}
			}
		})
	}
}
