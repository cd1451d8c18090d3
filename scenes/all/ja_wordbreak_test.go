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

// TestAPhonesHandsSplitTheirNamesOnlyBetweenWords: in Japanese, on a
// phone, the hands name マメデッポウバト under its place whole or as
// "マメデッポウ / バト", its two words, never "マメデッ / ポウバト" (reader
// 28: a small ッ ending a line inside the word), on the table and in a
// failed puzzle.
func TestAPhonesHandsSplitTheirNamesOnlyBetweenWords(t *testing.T) {
	d := scenetest.New(t)
	for _, scene := range []string{"tokyodoves", "puzzle-failed"} {
		for _, sz := range []size{{390, 844, 3}, {360, 800, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", scene, sz.w, sz.h), func(t *testing.T) {
				require.NoError(t, lang.Use("ja"))
				defer lang.Use("en")
				scenetest.OnMain(func() { d.A.Phone = true })
				defer scenetest.OnMain(func() { d.A.Phone = false })
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, scene)) })
				if scene == "puzzle-failed" {
					d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
				}
				d.Step(2)
				name := visible(lang.Say(td.Dove(td.Peashooter)))
				require.Equal(t, "マメデッポウバト", name)
				heads := 0
				for _, tx := range d.Texts() {
					l := []rune(visible(tx.Text))
					if len(l) < 2 || string(l) == name {
						heads += map[bool]int{true: 1}[string(l) == name]
						continue
					}
					if strings.HasPrefix(name, string(l)) {
						assert.Equal(t, "マメデッポウ", string(l), "a line of the name ends between its words at %v", tx.R)
						heads++
					}
					if strings.HasSuffix(name, string(l)) {
						assert.Equal(t, "バト", string(l), "a line of the name starts between its words at %v", tx.R)
					}
				}
				assert.GreaterOrEqual(t, heads, 2, "each hand names the dove")
			})
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
