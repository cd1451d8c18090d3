package all_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// visible is a line as the player sees it: without its WordBreaks.
func visible(s string) string { return strings.ReplaceAll(s, string(sprites.WordBreak), "") }

// TestAPhonesHandsNameEachDoveOnOneLine: on a phone, in every language, on
// the table and in a failed puzzle, each hand names each dove whose name is
// one word (no space) on one line, whole, as a card's caption (reader 30:
// "マメデッポウ / バト" under the third place in both hands, where the
// other names keep one line; a name of words, "Irmão Mais / Velho", may
// wrap between them).
func TestAPhonesHandsNameEachDoveOnOneLine(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, scene := range []string{"tokyodoves", "puzzle-failed"} {
			for _, sz := range []size{{390, 844, 3}, {360, 800, 3}} {
				t.Run(fmt.Sprintf("%s/%s/%dx%d", l, scene, sz.w, sz.h), func(t *testing.T) {
					require.NoError(t, lang.Use(l))
					defer lang.Use("en")
					scenetest.OnMain(func() { d.A.Phone = true })
					defer scenetest.OnMain(func() { d.A.Phone = false })
					d.Screen(sz.w, sz.h, sz.dpr)
					scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, scene)) })
					if scene == "puzzle-failed" {
						d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
					}
					d.Step(2)
					whole := map[string]int{}
					for _, tx := range d.Texts() {
						if tx.Face == ui.Body {
							whole[visible(tx.Text)]++
						}
					}
					for dv := 1; dv < td.NumTypes; dv++ {
						name := visible(lang.Say(td.Dove(dv)))
						if strings.Contains(name, " ") {
							continue
						}
						assert.GreaterOrEqual(t, whole[name], 2, "each hand names %q on one line", name)
					}
				})
			}
		}
	}
}

// A WordBreak is never drawn: a line with one is drawn as the line
// without it, pixel for pixel (no '?' and no box).
func TestAWordBreakIsNeverDrawn(t *testing.T) {
	scenetest.New(t)
	for _, f := range []ui.Face{ui.Body, ui.Small} {
		var with, without []byte
		scenetest.OnMain(func() {
			for i, s := range []string{"マメデッポウ\u200bバト", "マメデッポウバト"} {
				img := ebiten.NewImage(140, 20)
				ui.TextIn(img, f, s, 2, 2, ui.Cream)
				px := make([]byte, 4*140*20)
				img.ReadPixels(px)
				if i == 0 {
					with = px
				} else {
					without = px
				}
			}
		})
		assert.Equal(t, without, with, "face %d: the line drawn as without its break", f)
	}
}
