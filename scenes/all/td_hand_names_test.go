package all_test

import (
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
// the table and in its replay, in every language, each dove in each hand
// is named under its place whole, in the body face as the rest of the
// table's words (reader 10: "Irmão Mais Velho" in pt-PT, "マメデッポウバト"
// in ja and every name in the replay dropped to the small face, two sizes
// side by side), a name's neighbour at least a space's width away, and a
// dove that is out named in ink that reads on the panel (4.5:1).
func TestTokyoDovesHandsNameEveryDoveInTheBodyFace(t *testing.T) {
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, scene := range []string{"tokyodoves", "replay-tokyodoves"} {
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
