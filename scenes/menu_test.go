package scenes_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// Upright, the menu's buttons stand two a row across the cards' width
// (the first across both where they are odd): every row as wide as the
// cards, none lopsided, and they take the screen's foot rather than leave
// it bare skyline.
func TestMenuUprightButtonsFillTheirRows(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][2]int{{390, 844}, {360, 800}, {375, 667}} {
		d.Screen(sz[0], sz[1], 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A)) })
		m := d.Top().(*scenes.Menu)
		cards := m.Cards[0].Rect()
		if !m.Cards[0].Wide {
			continue // (a short phone: the covers two by two)
		}
		rows := map[int][]ui.Button{}
		lowest := 0
		for _, w := range m.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok {
				rows[b.R.Min.Y] = append(rows[b.R.Min.Y], *b)
				lowest = max(lowest, b.R.Max.Y)
			}
		}
		require.NotEmpty(t, rows, "%v", sz)
		for y, row := range rows {
			first, last := row[0].R, row[len(row)-1].R
			assert.Equal(t, cards.Min.X, first.Min.X, "%v: the row at %d starts with the cards", sz, y)
			assert.Equal(t, cards.Max.X, last.Max.X, "%v: the row at %d ends with the cards", sz, y)
			assert.LessOrEqual(t, len(row), 2, "%v", sz)
		}
		assert.LessOrEqual(t, lowest, sz[1]-4, "%v: on the screen", sz)
		assert.GreaterOrEqual(t, lowest, sz[1]-48, "%v: the buttons take the foot, no bare band under them", sz)
	}
}

// Upright, a wide card is about as tall as its cover and words (its
// cover 80 px filling at least 70% of it; taller, the card read ~60%
// filled), the height over going to the logo's head, not into the cards.
func TestMenuWideCardsFilledByTheirCover(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][2]int{{390, 844}, {360, 800}, {375, 667}} {
		d.Screen(sz[0], sz[1], 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A)) })
		m := d.Top().(*scenes.Menu)
		if !m.Cards[0].Wide {
			continue
		}
		for _, c := range m.Cards {
			assert.GreaterOrEqual(t, 80*10, 7*c.Rect().Dy(), "%v: the cover fills at least 70%% of the card's %d px", sz, c.Rect().Dy())
		}
	}
}

// Upright, the menu's buttons end 24 px over the screen's foot (clear of
// a phone's home bar: they ended 8 over it) and begin 12 under the last
// game's card (a band of 26 read as dead room).
func TestMenuUprightButtonsKeepTheFootsMargin(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		d := scenetest.New(t)
		sc := d.Screen(sz[0], sz[1], 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A)) })
		m, ok := d.Top().(*scenes.Menu)
		require.True(t, ok, "the menu")
		last := 0
		for _, r := range m.Spots() {
			last = max(last, r.Max.Y)
		}
		top, foot := sc.H, 0
		for _, l := range m.Buttons() {
			if b := d.Button(l); b != nil {
				top, foot = min(top, b.R.Min.Y), max(foot, b.R.Max.Y)
			}
		}
		assert.Equal(t, sc.H-24, foot, "%v: the last row 24 over the foot", sz)
		assert.Equal(t, 12, top-last, "%v: the buttons 12 under the last card", sz)
	}
}
