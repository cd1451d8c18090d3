package scenes_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// The menu opens the statistics; each game shows its opponents' figures.
func TestStatisticsFromTheMenu(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	require.NoError(t, store.SaveStats(scenes.DemoStats()))
	d.ClickButton("Statistics")
	require.Equal(t, "stats", d.TopName())
	s := d.Top().(*scenes.StatsScreen)
	assert.Equal(t, "columbiz", s.Game(), "the first game played")
	assert.Equal(t, []string{
		"Computer: Beginner | 6 | 6 (100%) | +6 | 6 | 41 | 58",
		"Computer: Standard | 14 | 8 (57%) | +2 | 4 | 38 | 63",
		"Computer: Expert | 9 | 2 (22%) | -3 | 1 | 33 | 66",
		"Pass and play | 3 | - | - | - | - | 71",
		"Online | 5 | 3 (60%) | +1 | 2 | 36 | 60",
	}, s.Lines())
	d.ClickButton("Tokyo Doves")
	assert.Equal(t, "tokyodoves", s.Game())
	assert.Equal(t, []string{"Computer: Expert | 4 | 1 (25%) | -1 | 1 | - | 31"}, s.Lines())
	// Upright, the same table, each opponent's name over its row.
	d.Screen(390, 844, 3)
	assert.Equal(t, []string{"Computer: Expert | 4 | 1 (25%) | -1 | 1 | - | 31"}, s.Lines())
	// Every opponent's row on a phone (none left out for the size of
	// the figures, twice their face's where all still fit).
	d.ClickButton("Columbiz")
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		d.Screen(sz[0], sz[1], 3)
		assert.Len(t, s.Lines(), 5, "%v: every opponent's card", sz)
	}
	d.Screen(640, 360, 1)
	d.ClickButton("Falconry")
	assert.Empty(t, s.Lines(), "no game of Falconry yet")
	d.Key(input.Cancel)
	assert.Equal(t, "menu", d.TopName())
	require.NoError(t, store.SaveStats(store.Stats{}))
}

// On a phone the statistics are one table as sideways: the figures' names
// once, in one row of headings in the body face (the small face read
// "Won" as "Hon"), not under every opponent's figures (five grids of six
// read thirty labels), and every opponent's figures at one height under
// its name, whether or not it has a bar (people at this screen win no
// games). The tabs, the panel and the buttons keep one margin from the
// screen's edges.
func TestStatisticsLabelsReadOnAPhone(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "pt-PT"} {
		scenetest.OnMain(func() { lang.Pin(tag) })
		for _, sz := range [][2]int{{390, 844}, {360, 800}} {
			d := scenetest.New(t)
			sc := d.Screen(sz[0], sz[1], 3)
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewStats(d.A, scenes.DemoStats())) })
			names := map[string]int{}
			for _, vs := range []string{"beginner", "standard", "expert", store.VsPeople, store.VsOnline} {
				names[scenes.OpponentName(vs)] = -1
			}
			heads := map[string]int{}
			var played []int // each row's games played ("6", "14", "9", "3", "5"): its top
			for _, tx := range d.Texts() {
				if _, ok := names[tx.Text]; ok {
					names[tx.Text] = tx.R.Min.Y
				}
				for _, k := range []string{"stats.col.played", "stats.col.won"} {
					if strings.HasPrefix(lang.T(k), tx.Text) {
						heads[k]++
						assert.Equal(t, ui.Body, tx.Face, "%s %v: %q in the body face", tag, sz, tx.Text)
					}
				}
				if slices.Contains([]string{"6", "14", "9", "3", "5"}, tx.Text) && tx.R.Min.X < sc.W/5 {
					played = append(played, tx.R.Min.Y)
				}
			}
			assert.Equal(t, map[string]int{"stats.col.played": 1, "stats.col.won": 1}, heads, "%s %v: each figure's name once, over its column", tag, sz)
			require.Len(t, played, 5, "%s %v: every opponent's row", tag, sz)
			var tops []int
			for _, y := range names {
				require.GreaterOrEqual(t, y, 0, "%s %v: every opponent named", tag, sz)
				tops = append(tops, y)
			}
			slices.Sort(tops)
			for i := range played {
				assert.Equal(t, played[0]-tops[0], played[i]-tops[i], "%s %v: the figures at one height under every name", tag, sz)
			}
			back, past := d.Button(lang.T("common.back")), d.Button(lang.T("history.title"))
			require.NotNil(t, back)
			require.NotNil(t, past)
			assert.Equal(t, 12, past.R.Min.X, "%s %v: the buttons 12 from the left edge", tag, sz)
			assert.Equal(t, sc.W-12, back.R.Max.X, "%s %v: and from the right", tag, sz)
			columba := d.Button("Columba")
			require.NotNil(t, columba)
			assert.Equal(t, 12, columba.R.Min.X, "%s %v: the tabs as far in", tag, sz)
		}
	}
}

// Every opponent is named in one wording in every shape and language: the
// table's first column sideways says what the cards' titles say upright
// (no "Against the computer: Beginner" on a phone for "Computer:
// Beginner" sideways).
func TestStatisticsOpponentsWordedAlikeInEveryShape(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		scenetest.OnMain(func() { lang.Pin(tag) })
		d := scenetest.New(t)
		var names []string
		for _, vs := range []string{"beginner", "standard", "expert", store.VsPeople, store.VsOnline} {
			names = append(names, scenes.OpponentName(vs))
		}
		for _, sz := range [][2]int{{1280, 720}, {390, 844}, {360, 800}} {
			d.Screen(sz[0], sz[1], 3)
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewStats(d.A, scenes.DemoStats())) })
			var shown []string
			for _, tx := range d.Texts() {
				if slices.Contains(names, tx.Text) && !slices.Contains(shown, tx.Text) {
					shown = append(shown, tx.Text)
				}
			}
			assert.ElementsMatch(t, names, shown, "%s %v: every opponent in the one wording", tag, sz)
		}
	}
}

// Sideways, each column of the table is as wide as its heading on one line
// where the table has the room ("Moves per game" wrapped in a column as
// narrow as "Won"'s), and on a phone the figures are in the body's face
// as the rest of the screen (not the tables' bold score face).
func TestStatisticsHeadingsOnOneLineAndFiguresInTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 2)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewStats(d.A, scenes.DemoStats())) })
	heads := map[string]bool{}
	for _, tx := range d.Texts() {
		heads[tx.Text] = true
	}
	for _, h := range []string{"Opponent", "Played", "Won", "Run now", "Best run", "Best score", "Moves per game"} {
		assert.True(t, heads[h], "%q on one line", h)
	}
	d.Screen(390, 844, 3)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewStats(d.A, scenes.DemoStats())) })
	figures := 0
	for _, tx := range d.Texts() {
		if tx.Text == "6 (100%)" || tx.Text == "14" || tx.Text == "+2" {
			figures++
			assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
		}
	}
	assert.Positive(t, figures)
}

// On a phone every opponent's figures are twice the body's size in every
// language, at both phones' widths (Portuguese's headings left the games
// won "6 (100%)" no room at that size, and the whole row fell to the body's
// size, a small line in a tall row): the games won a figure as the others,
// its share in the body face under its bar.
func TestStatisticsFiguresKeepTheirSizeInEveryLanguage(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		scenetest.OnMain(func() { lang.Pin(tag) })
		for _, sz := range [][2]int{{390, 844}, {360, 800}} {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], 3)
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewStats(d.A, scenes.DemoStats())) })
			figures, shares := map[string]int{}, 0
			for _, tx := range d.Texts() {
				switch tx.Text {
				case "14", "+2", "38", "63": // Computer: Standard's row
					figures[tx.Text] = tx.R.Dy()
				}
				if strings.Contains(tx.Text, "57") && strings.Contains(tx.Text, "%") {
					shares++
					assert.Equal(t, ui.Body, tx.Face, "%s %v: the share %q in the body face", tag, sz, tx.Text)
				}
			}
			require.Len(t, figures, 4, "%s %v: the row's figures", tag, sz)
			for f, h := range figures {
				assert.GreaterOrEqual(t, h, 16, "%s %v: %q twice the body's size (its digits 9 px high)", tag, sz, f)
			}
			assert.Equal(t, 1, shares, "%s %v: the games won's share once", tag, sz)
		}
	}
}
