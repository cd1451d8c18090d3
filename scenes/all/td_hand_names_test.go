package all_test

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// TestTokyoDovesHandsNameEveryDoveInTheBodyFace: in a 1280x720 window, on
// the table, in every language, each dove in each hand
// is named under its place whole, in the body face as the rest of the
// table's words (reader 10: "Irmão Mais Velho" in pt-PT, "マメデッポウバト"
// in ja and every name in the replay dropped to the small face, two sizes
// side by side), a name's neighbour at least a space's width away, and a
// dove that is out named in ink that reads on the panel (4.5:1). (The
// replay's hands are one row of lettered cards without names, as on a
// phone, to give its chart the column under them:
// TestTokyoDovesReplayChartInTheHandsColumn.)
func TestTokyoDovesHandsNameEveryDoveInTheBodyFace(t *testing.T) {
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, scene := range []string{"tokyodoves"} {
			t.Run(l+"/"+scene, func(t *testing.T) {
				d := scenetest.New(t)
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				d.Screen(1280, 720, 1)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, scene)) })
				d.Step(2)
				names := map[string]bool{}
				for dv := 1; dv < td.NumTypes; dv++ {
					names[lang.Say(td.Dove(dv))] = true
				}
				var seen []ui.TextDraw
				for _, tx := range d.Texts() {
					if names[tx.Text] && tx.R.Max.X < ui.W/3 { // the hands, on the left
						seen = append(seen, tx)
					}
				}
				require.Len(t, seen, 2*(td.NumTypes-1), "each hand names its five doves")
				space, _ := ui.MeasureIn(ui.Body, " ")
				for i, tx := range seen {
					assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
					assert.False(t, tx.Cut, "%q whole", tx.Text)
					assert.GreaterOrEqual(t, palette.Contrast(tx.C, ui.Dusk), ui.BodyContrast, "%q's ink on the hand's panel", tx.Text)
					for _, o := range seen[i+1:] {
						gap := space + 2 // more than a space apart; more than two where a name is of words
						if strings.Contains(tx.Text+o.Text, " ") {
							gap = 10
						}
						near := image.Rect(o.R.Min.X-gap, o.R.Min.Y, o.R.Max.X+gap, o.R.Max.Y)
						assert.False(t, near.Overlaps(tx.R), "%q at %v runs into %q at %v", tx.Text, tx.R, o.Text, o.R)
					}
				}
			})
		}
	}
}

// TestTokyoDovesHandNamesKeepAGapOnAPhone: on a phone, in every language,
// the names under a hand's doves (wrapped to two lines where they must:
// "Irmão Mais / Velho") keep more than a space's width from their
// neighbours on the row, ten pixels where a name is of words (reader 11
// read "Irmão Mais Velho" as ending near "Zarabatana").
func TestTokyoDovesHandNamesKeepAGapOnAPhone(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range []size{{390, 844, 3}, {360, 800, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", l, sz.w, sz.h), func(t *testing.T) {
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				scenetest.OnMain(func() { d.A.Phone = true })
				defer scenetest.OnMain(func() { d.A.Phone = false })
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "tokyodoves")) })
				d.Step(2)
				// A name's lines: the whole name, or a line's worth of
				// its start or its end (two characters at least: a
				// card's letter is no name).
				part := map[string]bool{}
				for dv := 1; dv < td.NumTypes; dv++ {
					name := []rune(lang.Say(td.Dove(dv)))
					for i := 2; i <= len(name); i++ {
						part[strings.TrimSpace(string(name[:i]))] = true
						part[strings.TrimSpace(string(name[len(name)-i:]))] = true
					}
				}
				var seen []ui.TextDraw
				for _, tx := range d.Texts() {
					if part[tx.Text] && tx.Face == ui.Body {
						seen = append(seen, tx)
					}
				}
				require.GreaterOrEqual(t, len(seen), 2*(td.NumTypes-1), "each hand names its five doves")
				space, _ := ui.MeasureIn(ui.Body, " ")
				for i, tx := range seen {
					for _, o := range seen[i+1:] {
						gap := space + 2
						if strings.Contains(tx.Text+o.Text, " ") {
							gap = 10
						}
						near := image.Rect(o.R.Min.X-gap, o.R.Min.Y, o.R.Max.X+gap, o.R.Max.Y)
						assert.False(t, near.Overlaps(tx.R), "%q at %v runs into %q at %v", tx.Text, tx.R, o.Text, o.R)
					}
				}
			})
		}
	}
}
