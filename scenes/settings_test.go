package scenes_test

import (
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

// Upright, the settings keep their sections' headings (Sound, Display) as
// sideways; every choice made shows one way (a chosen button, no tick on
// some and not others); Back runs across the foot as the other screens'
// buttons there do.
func TestSettingsUprightKeepItsSectionsAndOneChosenLook(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][2]int{{390, 844}, {360, 800}, {640, 360}} {
		d.Screen(sz[0], sz[1], 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSettings(d.A)) })
		s := d.Top().(*scenes.Settings)
		rows := s.Rows()
		assert.Contains(t, rows, "Sound", "%v", sz)
		assert.Contains(t, rows, "Display", "%v", sz)
		chosen := 0
		for _, w := range s.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok {
				assert.False(t, strings.ContainsAny(b.Label, "✓√"), "%v: %q: the chosen look is the button's, no tick", sz, b.Label)
				if b.Selected {
					chosen++
				}
			}
		}
		assert.GreaterOrEqual(t, chosen, 4, "%v: the speed, each toggle and the language chosen", sz)
		if sz[0] < sz[1] {
			back := d.Button("Back")
			require.NotNil(t, back)
			assert.Equal(t, sz[0]-24, back.R.Dx(), "%v: Back across the foot", sz)
		}
	}
}

// Each volume's percentage sits inside its control's group, between its -
// and + (past the + it floated outside the group, right-aligned with
// nothing), and the + ends where the language's row under them ends;
// upright the Sound heading is as clear of the panel's top as of its
// first row.
func TestSettingsPercentagesBetweenTheirButtons(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][3]int{{390, 844, 3}, {360, 800, 3}, {1280, 720, 2}, {640, 360, 1}} {
		d.Screen(sz[0], sz[1], float64(sz[2]))
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSettings(d.A)) })
		s := d.Top().(*scenes.Settings)
		var minus, plus []image.Rectangle
		var system image.Rectangle
		var sound image.Rectangle
		for _, w := range s.Widgets().Widgets {
			switch w := w.(type) {
			case *ui.Button:
				switch {
				case w.Label == "-":
					minus = append(minus, w.R)
				case w.Label == "+":
					plus = append(plus, w.R)
				case strings.HasPrefix(w.Label, "As the system"):
					system = w.R
				}
			case *ui.Label:
				if w.Text == "Sound" {
					sound = w.R
				}
			}
		}
		require.Len(t, minus, 3, "%v", sz)
		require.Len(t, plus, 3, "%v", sz)
		if !system.Empty() {
			for _, p := range plus {
				assert.Equal(t, system.Max.X, p.Max.X, "%v: the + ends where the language's row ends", sz)
			}
		}
		pcts := 0
		for _, tx := range d.Texts() {
			if !strings.HasSuffix(tx.Text, "%") {
				continue
			}
			pcts++
			in := false
			for i := range minus {
				if tx.R.Min.Y >= minus[i].Min.Y && tx.R.Max.Y <= minus[i].Max.Y {
					in = true
					assert.Greater(t, tx.R.Min.X, minus[i].Max.X, "%v: %s after -", sz, tx.Text)
					assert.Less(t, tx.R.Max.X, plus[i].Min.X, "%v: %s before +", sz, tx.Text)
				}
			}
			assert.True(t, in, "%v: %s on its row", sz, tx.Text)
		}
		assert.Equal(t, 3, pcts, "%v: one percentage a volume", sz)
		if sz[0] < sz[1] {
			require.False(t, sound.Empty(), "%v", sz)
			assert.GreaterOrEqual(t, sound.Min.Y-s.Panel().Min.Y, 14, "%v: Sound clear of the panel's top", sz)
		}
	}
}

// The volumes' percentages are written as the language writes a share,
// as Stats and the replay's chart write theirs (lang.Percent): French
// "80\u00a0%" with its no-break space (reader 33 read "80%" on the
// settings beside Stats' "100 %"), each clear of its + on a phone and in
// a window.
func TestSettingsPercentagesAsTheLanguageWritesThem(t *testing.T) {
	d := scenetest.New(t)
	defer lang.Use("en")
	for _, tag := range []string{"en", "fr"} {
		require.NoError(t, lang.Use(tag))
		shares := map[string]bool{}
		for v := 0; v <= 100; v += 10 {
			shares[lang.Percent(v)] = true
		}
		for _, sz := range [][3]int{{390, 844, 3}, {1280, 720, 2}} {
			d.Screen(sz[0], sz[1], float64(sz[2]))
			scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSettings(d.A)) })
			var plus []image.Rectangle
			for _, w := range d.Top().(*scenes.Settings).Widgets().Widgets {
				if b, ok := w.(*ui.Button); ok && b.Label == "+" {
					plus = append(plus, b.R)
				}
			}
			require.Len(t, plus, 3, "%s %v", tag, sz)
			pcts := 0
			for _, tx := range d.Texts() {
				if !strings.HasSuffix(tx.Text, "%") {
					continue
				}
				pcts++
				assert.True(t, shares[tx.Text], "%s %v: %q is a share as the language writes it", tag, sz, tx.Text)
				if tag == "fr" {
					assert.Contains(t, tx.Text, "\u00a0%", "%s %v: %q", tag, sz, tx.Text)
				}
				for _, p := range plus {
					if tx.R.Min.Y >= p.Min.Y && tx.R.Max.Y <= p.Max.Y {
						assert.Less(t, tx.R.Max.X, p.Min.X, "%s %v: %q before its +", tag, sz, tx.Text)
					}
				}
			}
			assert.Equal(t, 3, pcts, "%s %v: one percentage a volume", tag, sz)
		}
	}
}

// Upright, each toggle's On/Off pair stands beside its name where every
// toggle's name leaves the pair the room (a long name over its pair left
// the panel bare right of it), the pairs in one column.
func TestSettingsUprightTogglesBesideTheirNames(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		d.Screen(sz[0], sz[1], 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSettings(d.A)) })
		s := d.Top().(*scenes.Settings)
		var names []image.Rectangle
		var ons []image.Rectangle
		for _, w := range s.Widgets().Widgets {
			switch w := w.(type) {
			case *ui.Label:
				if w.Text == "Fullscreen" || w.Text == "Colour-blind symbols" || w.Text == "Falconry threats" {
					names = append(names, w.R)
				}
			case *ui.Button:
				if w.Label == "On" {
					ons = append(ons, w.R)
				}
			}
		}
		require.GreaterOrEqual(t, len(names), 2, "%v", sz)
		require.Len(t, ons, len(names), "%v", sz)
		for i := range names {
			assert.True(t, names[i].Min.Y >= ons[i].Min.Y && names[i].Max.Y <= ons[i].Max.Y, "%v: the name %v beside its pair %v", sz, names[i], ons[i])
			assert.Less(t, names[i].Max.X, ons[i].Min.X+1, "%v", sz)
		}
		for _, on := range ons {
			assert.Equal(t, ons[0].Min.X, on.Min.X, "%v: the pairs in one column", sz)
		}
	}
}
