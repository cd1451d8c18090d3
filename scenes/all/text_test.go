package all_test

import (
	"fmt"
	"image"
	"maps"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// Every registered screen (every `roost shot` scene) and every page of How
// to play, in every language and the pseudo-language: no text of the
// game's is cut with "..." (only a name the player typed may be, see
// ui.FitName), no line of text leaves its box
// (a button, a label, a panel that says where its words go, the canvas), and
// no two lines of one layer cover each other. The UI kit records where it
// draws each line (ui.RecordText), so this reads the layout, not pixels.
// Every line drawn is valid UTF-8, and in the pseudo-language every word
// drawn came through the catalogue (see foreign).
type screen struct {
	name string
	show func(a *scenes.App)
}

func TestEveryTextFits(t *testing.T) {
	all := everyScreen(t)
	// The pseudo-language (accented and 40% longer: what does not fit it
	// would not fit a translation) at every size of the layout test; the
	// languages at the narrowest phone upright, the shortest held sideways
	// and a small desktop window (English and Japanese, its own font, at a
	// 1280x720 window too), each language and size a subtest of its own
	// (-run 'TestEveryTextFits/fr/360x800'). Sizes that give the same
	// canvas (the same layout) are drawn once. English's frames are also
	// read for contrast (see contrasts).
	tags := []string{lang.Pseudo, "en", "fr", "pt-PT", "ja"}
	few := []size{{360, 800, 3}, {667, 375, 2}, {1000, 700, 1}}
	sizes := map[string][]size{lang.Pseudo: screens, "en": append(few, size{1280, 720, 1}), "fr": few, "pt-PT": few, "ja": append(few, size{1280, 720, 1})}
	for _, l := range lang.Languages {
		require.Contains(t, tags, l.Tag, "a language the test does not cover")
	}
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range tags {
		t.Run(tag, func(t *testing.T) {
			scenetest.OnMain(func() { lang.Pin(tag) })
			found := map[string][]string{} // a word not from the catalogue: where
			seen := map[ui.Screen]string{}
			var dim *contrasts
			if tag == "en" {
				dim = &contrasts{}
			}
			for _, sz := range sizes[tag] {
				name := fmt.Sprintf("%dx%d", sz.w, sz.h)
				t.Run(name, func(t *testing.T) {
					d := scenetest.New(t)
					sc := d.Screen(sz.w, sz.h, sz.dpr)
					if same, ok := seen[sc]; ok {
						t.Skipf("the canvas of %s", same)
					}
					seen[sc] = name
					fits(t, d, tag, sz, all, found, dim)
				})
			}
			if dim != nil {
				dim.report(t)
			}
			words := slices.Sorted(maps.Keys(found))
			for _, w := range words {
				t.Errorf("%q is drawn but not from the catalogue (%d times), e.g. %s", w, len(found[w]), found[w][0])
			}
		})
	}
}

// shotsAndHowTo is every registered screen (`roost shot`) that keep
// takes by name, and every page of How to play.
func shotsAndHowTo(t *testing.T, keep func(name string) bool) []screen {
	var list []screen
	for _, name := range scenes.ShotNames() {
		if !keep(name) {
			continue
		}
		list = append(list, screen{"shot " + name, func(a *scenes.App) { require.NoError(t, scenes.PrepShot(a, name)) }})
	}
	for _, g := range scenes.Games {
		if !scenes.Playable(g.Key) {
			continue
		}
		for i := range scenes.Rules(g.Key) {
			key, i := g.Key, i
			list = append(list, screen{fmt.Sprintf("howto %s %d", key, i+1), func(a *scenes.App) {
				a.Show(scenes.NewMenu(a), scenes.NewHowToPage(a, key, i))
			}})
		}
	}
	return list
}

// everyScreen is every registered screen (every `roost shot` scene, its
// lessons and online screens on the demo server among them), every page
// of How to play, every game's table with a computer on turn, and a
// replay's Play on.
func everyScreen(t *testing.T) []screen {
	all := shotsAndHowTo(t, func(string) bool { return true })
	// Every game's table with a computer on turn, at the most seats.
	for _, name := range game.Names() {
		def, _ := game.Lookup(name)
		seats := def.MaxSeats
		for def.CheckSeats(def.Variants[len(def.Variants)-1], seats) != nil {
			seats--
		}
		players := make([]string, seats)
		for i := range players {
			players[i] = def.Levels[i%len(def.Levels)]
		}
		players[seats-1] = "human"
		variant := def.Variants[len(def.Variants)-1]
		all = append(all, screen{"computer on turn " + name, func(a *scenes.App) {
			m, err := game.NewMatch(def, variant, players, 3, "")
			require.NoError(t, err)
			tb, err := scenes.OpenTable(a, m)
			require.NoError(t, err)
			a.Show(tb)
		}})
	}
	// A replay's Play on, and its choice of players.
	all = append(all, screen{"replay play on", func(a *scenes.App) {
		require.NoError(t, scenes.PrepShot(a, "replay"))
		a.Top().(interface{ OfferPlayOn() }).OfferPlayOn()
	}})
	// The layout test's screens (a result with four seats among them).
	for _, v := range views {
		all = append(all, screen{"view " + v.name, v.show})
	}
	return all
}

// fits draws every screen at a size in a language and checks its text:
// no line leaves its box or covers another (textProblems), none is cut,
// each is valid UTF-8, and in the pseudo-language every word drawn came
// through the catalogue (noted in found).
func fits(t *testing.T, d *scenetest.Driver, tag string, sz size, all []screen, found map[string][]string, dim *contrasts) {
	lines := 0
	for _, v := range all {
		lang.RecordArgs(tag == lang.Pseudo)
		texts, sc, pic, covers := drawn(t, d, sz, v, dim != nil)
		args := lang.RecordedArgs()
		lang.RecordArgs(false)
		for _, msg := range textProblems(texts, image.Rect(0, 0, sc.W, sc.H)) {
			t.Errorf("%s at %dx%d in %s: %s", v.name, sz.w, sz.h, tag, msg)
		}
		// A cut text of the game's fails, in every language and the
		// pseudo-language.
		for _, msg := range cuts(texts) {
			t.Errorf("%s at %dx%d in %s: %s", v.name, sz.w, sz.h, tag, msg)
		}
		// Lines of one role (alike boxes, one colour, one place in
		// them) in two faces fail: one type size for a role.
		for _, p := range ui.MixedFaces(texts) {
			t.Errorf("%s at %dx%d in %s: %q (%s) and %q (%s) play one role in two faces", v.name, sz.w, sz.h, tag, p[0].Text, faceName(p[0].Face), p[1].Text, faceName(p[1].Face))
		}
		if pic != nil {
			dim.check(d, v.name, texts, pic, covers)
		}
		for _, td := range texts {
			lines++
			if !utf8.ValidString(td.Text) {
				t.Errorf("%s at %dx%d in %s: %q is not valid UTF-8", v.name, sz.w, sz.h, tag, td.Text)
			}
			if tag != lang.Pseudo {
				continue
			}
			line := td.Text
			if td.Named && strings.HasSuffix(line, "...") { // a name shortened: its last word is part of one
				line = line[:strings.LastIndexAny(line, " :")+1]
			}
			for _, w := range foreign(line, args) {
				found[w] = append(found[w], fmt.Sprintf("%s at %dx%d: %q", v.name, sz.w, sz.h, td.Text))
			}
		}
	}
	t.Logf("%s: %d lines of text checked on %d screens at %dx%d", tag, lines, len(all), sz.w, sz.h)
}

func faceName(f ui.Face) string {
	if f == ui.Small {
		return "small"
	}
	return "body"
}

// drawn shows a screen on a fresh app at a size and returns the lines of
// text its frame draws (and the frame's pixels, when asked).
func drawn(t *testing.T, d *scenetest.Driver, sz size, v screen, pixels bool) ([]ui.TextDraw, ui.Screen, *image.RGBA, []ui.TextDraw) {
	for _, g := range []string{"tokyodoves", "columbiz", "falconry", "columba"} {
		require.NoError(t, store.ClearGame(g))
	}
	sc := d.Screen(sz.w, sz.h, sz.dpr)
	scenetest.OnMain(func() {
		d.A = scenes.NewScriptedApp()
		d.A.SetScreen(sc)
		d.A.Update()
		v.show(d.A)
	})
	d.Step(2)
	if pixels {
		texts, covers, pic := d.Frame()
		return texts, sc, pic, covers
	}
	return d.Texts(), sc, nil, nil
}
