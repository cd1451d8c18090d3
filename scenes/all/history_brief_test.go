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

// The past games' card under a short list on a phone says what this
// screen does (#46): a row opens its replay, the seals, Import and Delete
// games; not the replay's transport (First, Back, Play...), buttons this
// screen does not have.
func TestPastGamesBriefSaysWhatThisScreenDoes(t *testing.T) {
	d := scenetest.New(t)
	squash := func(s string) string {
		return strings.Join(strings.Fields(strings.ReplaceAll(s, "\u00a0", " ")), "")
	}
	for _, sz := range phones {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "history")) })
			d.Step(2)
			var all strings.Builder
			for _, td := range d.Texts() {
				all.WriteString(squash(td.Text))
			}
			assert.Contains(t, all.String(), squash(lang.T("history.open.tip")))
			assert.Contains(t, all.String(), squash(lang.T("history.delete-some.tip")))
			for _, key := range []string{"review.first.tip", "review.last.tip", "records.export.tip"} {
				assert.NotContains(t, all.String(), squash(lang.T(key)), key)
			}
		})
	}
}

// The past games' rows read alike (#46): every row whose computers all
// played at one level says that level once after the seats ("Blue 32 ·
// Grey 23 · computers: Standard"), sideways and upright, never one such
// row with "(Standard)" after each seat beside another with the level
// said once.
func TestPastGamesRowsSayASharedLevelOnce(t *testing.T) {
	d := scenetest.New(t)
	shared := strings.ReplaceAll(strings.SplitN(lang.T("history.computers", "Level", "\x00"), "\x00", 2)[0], " ", "\u00a0")
	for _, sz := range []size{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		d.Screen(sz.w, sz.h, sz.dpr)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "history")) })
		d.Step(2)
		many := 0
		scenetest.OnMain(func() {
			for _, w := range d.A.Top().(interface{ Widgets() *ui.Layer }).Widgets().Widgets {
				b, ok := w.(*ui.Button)
				if !ok || b.Sub == "" {
					continue
				}
				computers := 0
				for _, seat := range []string{"Blue", "Grey", "Black"} {
					if strings.Contains(b.Sub, seat+"\u00a0") {
						computers++
					}
				}
				if computers >= 2 {
					many++
					assert.Contains(t, b.Sub, shared, "%dx%d: %q", sz.w, sz.h, b.Sub)
				}
			}
		})
		assert.GreaterOrEqual(t, many, 2, "%dx%d: rows with two computers or more", sz.w, sz.h)
	}
}

// TestPastGamesBriefDrawsNoButtons: the card under a short list on a
// phone names the foot's buttons in words and never draws a plate in the
// buttons' style (a player would tap it); its rows stand the design's gap
// (two units) apart, and it is as tall as its rows, the list taking the
// rest.
func TestPastGamesBriefDrawsNoButtons(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range []struct{ w, h int }{{390, 844}, {360, 800}} {
		d.Screen(sz.w, sz.h, 3)
		scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "history")) })
		d.Step(2)
		_, _, pic := d.Frame()
		scale := pic.Bounds().Dx() / ui.W
		var card image.Rectangle
		var rows []image.Rectangle
		var foot *ui.Button
		scenetest.OnMain(func() {
			h := d.A.Top().(*scenes.HistoryScreen)
			card, rows = h.Brief()
			for _, w := range h.Widgets().Widgets {
				if b, ok := w.(*ui.Button); ok && b.Sub == "" && b.Label != "" && b.R.Min.Y > card.Max.Y {
					foot = b
				}
			}
		})
		require.False(t, card.Empty(), "%dx%d: a card under the list", sz.w, sz.h)
		require.NotNil(t, foot)
		require.Len(t, rows, 6, "%dx%d: every row of the card", sz.w, sz.h)
		for i := 1; i < len(rows); i++ {
			assert.Equal(t, 8, rows[i].Min.Y-rows[i-1].Max.Y, "%dx%d: the gap over row %d", sz.w, sz.h, i)
		}
		assert.LessOrEqual(t, card.Max.Y-rows[len(rows)-1].Max.Y, 12, "%dx%d: the card ends with its rows", sz.w, sz.h)
		// A button's face: its fill, where its words are not.
		face := pic.RGBAAt((foot.R.Min.X+6)*scale, (foot.R.Min.Y+foot.R.Dy()/2)*scale)
		const n = 6 // a block of n×n canvas px of that fill is a plate
		for y := card.Min.Y; y+n <= card.Max.Y; y++ {
			for x := card.Min.X; x+n <= card.Max.X; x++ {
				solid := true
				for dy := 0; dy < n && solid; dy++ {
					for dx := 0; dx < n && solid; dx++ {
						solid = pic.RGBAAt((x+dx)*scale+1, (y+dy)*scale+1) == face
					}
				}
				if solid {
					t.Errorf("%dx%d: a plate in the buttons' colour at (%d,%d) in the card %v", sz.w, sz.h, x, y, card)
					return
				}
			}
		}
	}
}
