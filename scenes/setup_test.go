package scenes_test

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// The setup screen offers only real choices: a person's Level cell is no
// switched-off button (a quiet mark whose tip says why), the one player
// count is said as a fact beside its label, not a lone button, and every
// column of the seats has its heading; upright How to play on the goal's
// corner is a button that opens the rules.
func TestSetupOffersOnlyChoices(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(390, 844, 3)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "tokyodoves")) })
	var blank *scenes.Blank
	var labels, buttons []string
	for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
		switch w := w.(type) {
		case *scenes.Blank:
			blank = w
		case *ui.Label:
			labels = append(labels, w.Text)
		case *ui.Button:
			buttons = append(buttons, w.Label)
		}
	}
	assert.NotContains(t, buttons, "No level", "no switched-off Level button")
	assert.NotContains(t, buttons, "2", "no lone player count button")
	require.NotNil(t, blank, "Player 1 (a person) keeps its Level cell")
	assert.NotEmpty(t, blank.Tip(), "the cell says why it has no level")
	assert.NotContains(t, labels, "Players", "no row of players where there is nothing to choose (the card says 2 players)")
	assert.Contains(t, labels, "Player 2")
	assert.NotContains(t, labels, "Player 3")
	for _, head := range []string{"Played by", "Level", "Colour"} {
		assert.Contains(t, labels, head)
	}
	level := d.Button("Standard")
	require.NotNil(t, level, "the computer's level")
	assert.Equal(t, level.R.Min.X, blank.R.Min.X, "the Level cells in one column")
	assert.Equal(t, level.R.Dx(), blank.R.Dx())
	d.ClickButton("Rules")
	assert.Equal(t, "howto", d.TopName())
}

// Upright, the variants and the player count line up on the seats'
// columns: one grid down the panel, not rows of different widths.
func TestSetupRowsShareTheSeatsColumns(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(390, 844, 3)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "columba")) })
	person, computer := d.Button("Person"), d.Button("Computer")
	require.NotNil(t, person)
	require.NotNil(t, computer)
	two, three := d.Button("2"), d.Button("3")
	require.NotNil(t, two)
	require.NotNil(t, three)
	assert.Equal(t, person.R.Min.X, two.R.Min.X, "the first count over the first seat cell")
	assert.Equal(t, person.R.Dx(), two.R.Dx(), "a count as wide as a seat cell")
	assert.Equal(t, computer.R.Min.X, three.R.Min.X)
	junior := d.Button("Junior")
	require.NotNil(t, junior)
	level := d.Button("Standard")
	require.NotNil(t, level)
	assert.Equal(t, level.R.Min.X, junior.R.Min.X, "the second variant over the third cell")
}

// The player count's buttons keep inside the panel on the narrowest phone
// (beside their label they ran past its edge).
func TestThePlayerCountFitsTheNarrowestPhone(t *testing.T) {
	d := scenetest.New(t)
	sc := d.Screen(360, 800, 3)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "columba")) })
	four := d.Button("4")
	require.NotNil(t, four)
	assert.LessOrEqual(t, four.R.Max.X, sc.W-12-8, "the last count inside the panel (canvas %d wide)", sc.W)
	assert.GreaterOrEqual(t, four.R.Dx(), 24, "a finger wide")
}

// The heading is "New game" in every language and shape (the card names
// the game: no heading that repeats it, none that drops its words where
// they would run off a phone); upright in French and Portuguese, as in
// English, the seats' names head their rows beside them under "Played
// by" (in Portuguese the cells each as wide as their own column's words).
func TestSetupHeadingAndSeatsAlikeInEveryLanguage(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, c := range []struct{ tag, heading, playedBy, player string }{
		{"en", "New game", "Played by", "Player 1"}, {"fr", "Nouvelle partie", "Joué par", "Joueur 1"},
		{"pt-PT", "Novo jogo", "Jogado por", "Jogador 1"},
	} {
		scenetest.OnMain(func() { lang.Pin(c.tag) })
		d := scenetest.New(t)
		for _, sz := range [][2]int{{390, 844}, {640, 360}} {
			d.Screen(sz[0], sz[1], 3)
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "tokyodoves")) })
			texts := map[string]image.Rectangle{}
			for _, tx := range d.Texts() {
				texts[tx.Text] = tx.R
			}
			_, heading := texts[c.heading]
			assert.True(t, heading, "%s %v: the heading %q", c.tag, sz, c.heading)
			if sz[0] == 390 {
				_, played := texts[c.playedBy]
				require.True(t, played, "%s %v: the heading %q over the seats", c.tag, sz, c.playedBy)
				person := d.Button(map[string]string{"en": "Person", "fr": "Humain", "pt-PT": "Humano"}[c.tag])
				name := texts[c.player]
				assert.Less(t, name.Max.X, person.R.Min.X, "%s: the seat's name beside its row", c.tag)
				assert.Greater(t, name.Min.Y, person.R.Min.Y-ui.LineH/2, "%s: the seat's name on its row, not over it", c.tag)
			}
		}
	}
}

// Sideways, Tokyo Doves (two seats, two variants) shows the goal's page
// beside its choices, as the phone does under them, rather than leave
// the choices' panel a bare foot; in French as in English (one structure
// in every language: the goal's words short enough for the page).
func TestSetupSidewaysShowsTheGoal(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, c := range []struct{ tag, goal, level, back, howto string }{
		{"en", "The goal", "Standard", "Back", "Rules"}, {"fr", "Le but", "Moyen", "Retour", "Règles"},
	} {
		scenetest.OnMain(func() { lang.Pin(c.tag) })
		d := scenetest.New(t)
		d.Screen(1280, 720, 2)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "tokyodoves")) })
		var goal bool
		var lowest int
		for _, tx := range d.Texts() {
			goal = goal || tx.Text == c.goal
		}
		for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.Label == c.level {
				lowest = b.R.Max.Y
			}
		}
		assert.True(t, goal, "%s: the goal's page shown", c.tag)
		back := d.Button(c.back)
		assert.Less(t, back.R.Min.Y-lowest, 60, "%s: the choices reach down to the foot (no bare panel)", c.tag)
		d.ClickButton(c.howto)
		assert.Equal(t, "howto", d.TopName())
	}
}

// A person's Level cell says "No level" in words in every language and
// shape (French showed a bare dash where "Sans niveau" was wider than the
// cell), and the goal's button and the foot's say what they open in two
// different words (Rules, Lessons), neither the menu's "How to play".
func TestSetupSaysNoLevelAndNamesRulesAndLessons(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range [][3]int{{390, 844, 3}, {360, 800, 3}, {1280, 720, 2}} {
			scenetest.OnMain(func() { lang.Pin(tag) })
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "tokyodoves")) })
			var blank *scenes.Blank
			var buttons []string
			for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
				switch w := w.(type) {
				case *scenes.Blank:
					blank = w
				case *ui.Button:
					buttons = append(buttons, w.Label)
				}
			}
			require.NotNil(t, blank, "%s %v", tag, sz)
			assert.True(t, blank.Says(), "%s %v: the person's Level cell says %q in words", tag, sz, blank.Words)
			rules, lessons := lang.T("setup.rules"), lang.T("setup.learn")
			assert.NotEqual(t, rules, lessons)
			assert.Contains(t, buttons, lessons, "%s %v", tag, sz)
			if tag != "ja" || sz[0] < sz[1] { // (Japanese sideways: the goal's page under the choices has no room for its button)
				assert.Contains(t, buttons, rules, "%s %v: the goal's button", tag, sz)
			}
			assert.NotContains(t, buttons, lang.T("menu.howto"), "%s %v: the rules' button says Rules beside Lessons", tag, sz)
		}
	}
}

// Sideways, the variants and the player count line up on the seats'
// columns (the variants across the row, as the seats' rows run: no bare
// right third), and the seats' rows never touch.
func TestSetupSidewaysRowsShareTheSeatsColumns(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 2)
	for _, key := range []string{"columba", "tokyodoves"} {
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, key)) })
		var persons, variants, twos []image.Rectangle
		widgets := d.Top().(scenes.Layered).Widgets().Widgets
		for _, w := range widgets {
			if b, ok := w.(*ui.Button); ok {
				switch b.Label {
				case "Person":
					persons = append(persons, b.R)
				case "Full rules", "Junior", "Standard rules", "Put-back rule":
					variants = append(variants, b.R)
				case "2":
					twos = append(twos, b.R)
				}
			}
		}
		require.Len(t, persons, 2, key)
		require.Len(t, variants, 2, key)
		right := 0 // where the first seat's row ends (its colour)
		for _, w := range widgets {
			if r := w.Rect(); r.Min.Y == persons[0].Min.Y {
				right = max(right, r.Max.X)
			}
		}
		assert.Equal(t, persons[0].Min.X, variants[0].Min.X, "%s: the first variant over the first seat cell", key)
		for _, two := range twos {
			assert.Equal(t, persons[0].Min.X, two.Min.X, "%s: the first count over the first seat cell", key)
		}
		assert.Equal(t, right, variants[1].Max.X, "%s: the variants run across the row as the seats' rows do", key)
		assert.GreaterOrEqual(t, persons[1].Min.Y-persons[0].Max.Y, 6, "%s: the seats' rows apart", key)
	}
}

// On a short phone where the goal's whole page has not the room under the
// choices, its words show without their picture (French Columba at
// 375x667 left bare sky between the choices and the foot).
func TestSetupShortPhoneKeepsTheGoalsWords(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr"} {
		scenetest.OnMain(func() { lang.Pin(tag) })
		d := scenetest.New(t)
		d.Screen(375, 667, 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "columba")) })
		goal, lowest := false, 0
		for _, tx := range d.Texts() {
			goal = goal || tx.Text == lang.T("rules.cb.1.title")
			if tx.R.Max.Y < 667-60 {
				lowest = max(lowest, tx.R.Max.Y)
			}
		}
		assert.True(t, goal, "%s: the goal's page", tag)
		assert.Greater(t, lowest, 667-120, "%s: words down to the foot's buttons, no bare sky", tag)
	}
}

// Upright the seats' table reaches the panel's right edge in every
// language: Japanese, whose words are short, left a bare tenth of the
// phone at the right of its Colour column.
func TestSetupSeatsReachThePanelsEdge(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, c := range []struct{ tag, colour string }{{"en", "Green"}, {"fr", "Vert"}, {"pt-PT", "Verde"}, {"ja", "緑"}} {
		scenetest.OnMain(func() { lang.Pin(c.tag) })
		d := scenetest.New(t)
		for _, sz := range [][2]int{{390, 844}, {360, 800}} {
			sc := d.Screen(sz[0], sz[1], 3)
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "tokyodoves")) })
			var green image.Rectangle // the colour's button (its tip names it)
			for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
				if w, ok := w.(interface {
					Rect() image.Rectangle
					Tip() string
				}); ok && strings.Contains(w.Tip(), c.colour) {
					green = w.Rect()
				}
			}
			require.False(t, green.Empty(), "%s %v: the colour %q", c.tag, sz, c.colour)
			assert.GreaterOrEqual(t, green.Max.X, sc.W-12-8-2, "%s %v: the Colour column reaches the panel's edge (canvas %d wide)", c.tag, sz, sc.W)
			assert.LessOrEqual(t, green.Max.X, sc.W-12-8, "%s %v: inside the panel", c.tag, sz)
		}
	}
}

// Sideways, the four games' setups are one screen: the game's card on the
// left (its cover, name and count, the Rules button, the goal's title and
// words under them), the choices on the right with the chosen variant's
// note under its buttons, over the seats (Tokyo Doves had the goal's page
// on the left and the card over the choices, the others the card and the
// goal on the left with no word of what "Full rules" or "Junior" means);
// with four seats too, and in French and Portuguese.
func TestSetupsSidewaysAreOneDesign(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT"} {
		scenetest.OnMain(func() { lang.Pin(tag) })
		for _, c := range []struct {
			key, variant string
			seats        int
		}{{"tokyodoves", "standard", 2}, {"columba", "standard", 2}, {"columbiz", "standard", 2}, {"falconry", "duel", 2}, {"columba", "standard", 4}, {"falconry", "joint", 4}} {
			d := scenetest.New(t)
			sc := d.Screen(1280, 720, 2)
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, c.key)) })
			if c.variant != "standard" && c.variant != "duel" {
				d.ClickButton(scenes.VariantName(c.key, c.variant))
			} else if c.seats != 2 {
				d.ClickButton(fmt.Sprint(c.seats))
			}
			name := fmt.Sprintf("%s %s %d seats", tag, c.key, c.seats)
			rules := d.Button(lang.T("setup.rules"))
			require.NotNil(t, rules, name)
			var title, goal, variant, seat image.Rectangle
			for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
				if b, ok := w.(*ui.Button); ok {
					switch b.Label {
					case scenes.VariantName(c.key, c.variant):
						variant = b.R
					case lang.T("setup.person"):
						if seat.Empty() {
							seat = b.R
						}
					}
				}
			}
			require.False(t, variant.Empty(), name)
			require.False(t, seat.Empty(), name)
			note := strings.Fields(scenes.VariantNote(c.key, c.variant))
			require.NotEmpty(t, note, name)
			var noteAt image.Rectangle
			words := strings.Fields(scenes.Rules(c.key)[0].Text)
			for _, tx := range d.Texts() {
				switch {
				case strings.HasPrefix(tx.Text, words[0]+" "+words[1]+" "+words[2]):
					// The goal's words in the body face (a player reads
					// them) where the card, widened as the seats' names
					// over their rows leave it, holds them: in English,
					// and Tokyo Doves' in every language (Columbiz's and
					// Portuguese were in the small face).
					if tag == "en" && c.seats == 2 || c.key == "tokyodoves" {
						assert.Equal(t, ui.Body, tx.Face, "%s: the goal's words %q in the body face", name, tx.Text)
					}
				case tx.Text == scenes.GameTitle(c.key):
					title = tx.R
				case tx.Text == scenes.Rules(c.key)[0].Title:
					goal = tx.R
				case strings.HasPrefix(tx.Text, note[0]+" "+note[1]) && noteAt.Empty():
					noteAt = tx.R
					if c.seats == 2 {
						assert.Equal(t, ui.Body, tx.Face, "%s: the note in the body face", name)
					}
				}
			}
			left := func(what string, r image.Rectangle) {
				assert.False(t, r.Empty(), "%s: %s shown", name, what)
				assert.Less(t, r.Max.X, variant.Min.X, "%s: %s on the card, left of the choices", name, what)
			}
			left("the game's name", title)
			left("the Rules button", rules.R)
			left("the goal's title", goal)
			assert.Less(t, title.Max.Y, rules.R.Min.Y, "%s: the name over the Rules button", name)
			assert.Less(t, rules.R.Max.Y, goal.Min.Y, "%s: the goal under them", name)
			if tag == "en" && c.key != "columba" { // (Columba's words need the room)
				assert.GreaterOrEqual(t, goal.Min.Y-rules.R.Max.Y, 10, "%s: the goal's title clear of the cover", name)
			}
			assert.Greater(t, variant.Min.X, sc.W/2-40, "%s: the choices on the right", name)
			require.False(t, noteAt.Empty(), "%s: the variant's note shown", name)
			assert.Greater(t, noteAt.Min.X, max(goal.Max.X, rules.R.Max.X), "%s: the note in the choices' panel", name)
			assert.Greater(t, noteAt.Min.Y, variant.Max.Y, "%s: the note under the variants", name)
			assert.Less(t, noteAt.Max.Y, seat.Min.Y, "%s: and over the seats", name)
		}
	}
}

// Upright, the groups of choices keep the design's spacing (12 px and a
// heading's line between the variants, the count and the seats' rows):
// the room the goal leaves goes to the rows, never to bare bands between
// the groups (a third of a button between them read as dead room). And a
// seat's buttons keep their words 8 px clear of their edges ("Ordinateur"
// filled a French phone's cell edge to edge; 6 px on the narrowest).
func TestSetupUprightHasNoBareBands(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT"} {
		scenetest.OnMain(func() { lang.Pin(tag) })
		for _, sz := range [][2]int{{390, 844}, {360, 800}} {
			for _, key := range []string{"tokyodoves", "columba", "falconry"} {
				d := scenetest.New(t)
				d.Screen(sz[0], sz[1], 3)
				scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, key)) })
				var rows []image.Rectangle // each row of buttons in the panel, top to bottom
				var blank *scenes.Blank
				for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
					switch w := w.(type) {
					case *scenes.Blank:
						blank = w
					case *ui.Button:
						if w.Label == lang.T("setup.rules") || w.R.Min.Y > sz[1]-100 {
							continue // (the goal's and the foot's buttons)
						}
						if len(rows) == 0 || w.R.Min.Y > rows[len(rows)-1].Max.Y {
							rows = append(rows, w.R)
						}
						if w.Label == lang.T("setup.person") || w.Label == lang.T("setup.computer") || w.Label == "Standard" {
							tw, _ := ui.Measure(w.Label)
							pad := map[int]int{390: 8, 360: 6}[sz[0]] // (the narrowest phone has 30 px less for four cells)
							assert.GreaterOrEqual(t, w.R.Dx()-tw, 2*pad, "%s %s %v: %q keeps %d px either side in its %d-px cell", tag, key, sz, w.Label, pad, w.R.Dx())
						}
					}
				}
				require.GreaterOrEqual(t, len(rows), 3, "%s %s %v", tag, key, sz)
				for i := 1; i < len(rows); i++ {
					assert.LessOrEqual(t, rows[i].Min.Y-rows[i-1].Max.Y, 16+16, "%s %s %v: row %d is %d px under the one above", tag, key, sz, i, rows[i].Min.Y-rows[i-1].Max.Y)
				}
				require.NotNil(t, blank)
				assert.True(t, blank.Says(), "%s %s %v: the person's Level cell says %q", tag, key, sz, blank.Words)
				// The person's Level cell is a slot sunk into the panel (Ink,
				// with a rim), not words bare on it as a lost button.
				_, _, pic := d.Frame()
				at := image.Pt(blank.R.Min.X+3, blank.R.Max.Y-3)
				assert.Equal(t, palette.C("ink"), pic.RGBAAt(at.X, at.Y), "%s %s %v: the Level cell's slot at %v", tag, key, sz, at)
			}
		}
	}
}

// Sideways, Columba's setup says the goal and has its Rules button as
// Tokyo Doves' does (its card said the variant's note its button already
// says, and no goal), and its player counts share the seats' columns'
// whole width (three counts on four columns left the row's right third
// bare).
func TestColumbaSidewaysSaysTheGoal(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT"} {
		scenetest.OnMain(func() { lang.Pin(tag) })
		d := scenetest.New(t)
		sc := d.Screen(1280, 720, 2)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "columba")) })
		texts := map[string]bool{}
		for _, tx := range d.Texts() {
			texts[tx.Text] = true
		}
		assert.True(t, texts[lang.T("rules.cb.1.title")], "%s: the goal's title", tag)
		rules := d.Button(lang.T("setup.rules"))
		require.NotNil(t, rules, "%s: the Rules button", tag)
		assert.Less(t, rules.R.Max.X, sc.W/2, "%s: on the card", tag)
		four := d.Button("4")
		require.NotNil(t, four)
		assert.GreaterOrEqual(t, four.R.Max.X, sc.W-12-8-4, "%s: the last count at the panel's right edge", tag)
		// With four seats too: the goal stays on the card, every seat's row
		// inside the panel.
		d.ClickButton("4")
		require.NotNil(t, d.Button(lang.T("setup.rules")), "%s: four seats, the Rules button", tag)
		foot := 0
		for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.R.Min.X > sc.W/2 && b.R.Max.Y < sc.H-40 {
				foot = max(foot, b.R.Max.Y)
			}
		}
		assert.LessOrEqual(t, foot, sc.H-12-ui.ButtonH()-10-8, "%s: the fourth seat's row inside the panel", tag)
		d.ClickButton(lang.T("setup.rules"))
		assert.Equal(t, "howto", d.TopName(), tag)
	}
}

// Sideways, a goal card whose words leave the room for the goal's picture
// at its own size shows it under them (Falconry's line of five cards),
// rather than a bare foot of paper.
func TestSetupGoalCardShowsThePictureWhereItFits(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 2)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "falconry")) })
	texts, _, pic := d.Frame()
	scale := pic.Bounds().Dx() / 640
	rules := d.Button("Rules")
	require.NotNil(t, rules)
	foot := d.Button("Back").R.Min.Y - 10 - 8 // the card's paper ends over the foot's buttons
	wordsEnd, left := 0, 0
	for _, tx := range texts {
		if tx.Text == "The goal" {
			left = tx.R.Min.X
		}
	}
	for _, tx := range texts {
		if tx.R.Min.X >= left && tx.R.Max.X < 300 && tx.R.Min.Y > rules.R.Max.Y && tx.R.Max.Y < foot {
			wordsEnd = max(wordsEnd, tx.R.Max.Y)
		}
	}
	require.Positive(t, wordsEnd)
	paper := pic.At((left+2)*scale, (wordsEnd+4)*scale)
	drawn := 0
	for y := wordsEnd + 4; y < foot-4; y++ {
		for x := left; x < 280; x++ {
			if pic.At(x*scale, y*scale) != paper {
				drawn++
			}
		}
	}
	assert.Greater(t, drawn, 1000, "the goal's picture under its words (%d px drawn)", drawn)
}

// Tokyo Doves' goal card sideways shows the goal's picture (the red Boss
// shut in), in the cover's place where its words leave no room under them
// (the one design had dropped it: Tokyo Doves' setup lost the picture that
// said its goal at a glance), in English and Portuguese.
func TestSetupGoalCardShowsTokyoDovesPicture(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, l := range []string{"en", "pt-PT"} {
		t.Run(l, func(t *testing.T) {
			scenetest.OnMain(func() { lang.Pin(l) })
			d := scenetest.New(t)
			d.Screen(1280, 720, 2)
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "tokyodoves")) })
			_, _, pic := d.Frame()
			scale := pic.Bounds().Dx() / 640
			// The goal's picture alone, at its own size.
			var art *image.RGBA
			scenetest.OnMain(func() {
				img := ebiten.NewImage(640, 480)
				defer img.Deallocate()
				done := ui.Offscreen()
				scenes.Rules("tokyodoves")[0].Art(img, image.Rect(0, 0, 640, 480))
				done()
				art = image.NewRGBA(img.Bounds())
				img.ReadPixels(art.Pix)
			})
			var ink []image.Point
			for y := 0; y < 480; y++ {
				for x := 0; x < 640; x++ {
					if art.RGBAAt(x, y).A == 255 {
						ink = append(ink, image.Pt(x, y))
					}
				}
			}
			require.Greater(t, len(ink), 1000)
			back := d.Button(lang.T("common.back"))
			require.NotNil(t, back)
			best := 0
			for oy := 44; oy < back.R.Min.Y; oy++ {
				for ox := 0; ox < 320; ox++ {
					same := 0
					for i, p := range ink {
						if pic.RGBAAt((ox+p.X)*scale, (oy+p.Y)*scale) == art.RGBAAt(p.X, p.Y) {
							same++
						} else if i < 40 && same < i/2 {
							break
						}
					}
					best = max(best, same)
				}
			}
			assert.Greater(t, best, len(ink)*9/10, "the goal's picture on the card (%d of its %d px at best)", best, len(ink))
		})
	}
}

// Sideways, the choices' panel beside the goal card has no band of bare
// panel over or under its choices wider than 15 px (30 on a 1280x720
// screen) inside its rim, in every game and in English and Portuguese: it is as tall as
// what it holds, in the middle beside the card (Tokyo Doves' two seats
// left 40 px over and 47 under them, Columba's
// and Falconry's 24 under them).
func TestSetupSidewaysPanelHoldsItsChoicesWithoutBareBands(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, l := range []string{"en", "pt-PT"} {
		for _, g := range []struct {
			key string
			n   int
		}{{"tokyodoves", 2}, {"columba", 2}, {"columbiz", 2}, {"falconry", 2}, {"falconry", 4}} {
			t.Run(fmt.Sprint(l, "/", g.key, g.n), func(t *testing.T) {
				scenetest.OnMain(func() { lang.Pin(l) })
				d := scenetest.New(t)
				d.Screen(1280, 720, 2)
				var s *scenes.Setup
				scenetest.OnMain(func() {
					s = scenes.NewSetup(d.A, g.key)
					s.SetPlayers(g.n)
					d.A.Show(scenes.NewMenu(d.A), s)
				})
				_, _, pic := d.Frame()
				scale := pic.Bounds().Dx() / 640
				panel := s.Panel()
				in := panel.Inset(5) // inside the panel's rim
				fill := pic.At(in.Min.X*scale, in.Min.Y*scale)
				bare := func(y int) bool {
					for x := in.Min.X; x < in.Max.X; x++ {
						if pic.At(x*scale, y*scale) != fill {
							return false
						}
					}
					return true
				}
				top, end := in.Min.Y, in.Max.Y
				for top < end && bare(top) {
					top++
				}
				for end > top && bare(end-1) {
					end--
				}
				require.Less(t, top, end)
				assert.LessOrEqual(t, top-in.Min.Y, 15, "bare panel over the choices (%v in %v)", top, panel)
				assert.LessOrEqual(t, in.Max.Y-end, 15, "bare panel under the choices (%v in %v)", end, panel)
			})
		}
	}
}

// Sideways (1280x720), in every language, a game of two variants (Tokyo
// Doves, Columba) sets both buttons on one row with the label before them,
// as the seats' rows keep their names beside them (reader 30: Portuguese
// stacked "Regras normais" over "Regra da devolução", its goal's words too
// long for the card's width beside the seats' table, a dead block of
// 370x180 window px beside the buttons).
func TestSetupSidewaysVariantsShareARow(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, key := range []string{"tokyodoves", "columba"} {
			t.Run(l+"/"+key, func(t *testing.T) {
				scenetest.OnMain(func() { lang.Pin(l) })
				d := scenetest.New(t)
				d.Screen(1280, 720, 2)
				scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, key)) })
				def, _ := game.Lookup(key)
				var rows []image.Rectangle
				for _, v := range def.Variants {
					b := d.Button(scenes.VariantName(key, v))
					require.NotNil(t, b, "%s's button", v)
					rows = append(rows, b.R)
				}
				require.Len(t, rows, 2)
				assert.Equal(t, rows[0].Min.Y, rows[1].Min.Y, "the variants on one row: %v", rows)
			})
		}
	}
}
