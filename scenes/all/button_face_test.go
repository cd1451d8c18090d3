package all_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// TestReplayAndPuzzleButtonsSayTheirWordsInTheBodyFace: a replay's Play on
// beside Back (a window), and a failed puzzle's Solution (a phone), say
// their labels whole on one line in the body face, in every language
// (reader 28: 「続きを遊ぶ」 in the small face beside 「戻る」 in the body's;
// the terse 「正解」 became 「正解を見る」, which must fit as well).
func TestReplayAndPuzzleButtonsSayTheirWordsInTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, c := range []struct {
			scene string
			sz    size
			keys  []string
		}{
			{"replay", size{1280, 720, 1}, []string{"review.play-on", "common.back"}},
			{"puzzle-failed", size{390, 844, 3}, []string{"puzzle.solution"}},
		} {
			t.Run(fmt.Sprintf("%s/%s/%dx%d", l, c.scene, c.sz.w, c.sz.h), func(t *testing.T) {
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				phone := c.sz.w < c.sz.h
				scenetest.OnMain(func() { d.A.Phone = phone })
				defer scenetest.OnMain(func() { d.A.Phone = false })
				d.Screen(c.sz.w, c.sz.h, c.sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, c.scene)) })
				if c.scene == "puzzle-failed" {
					d.WaitFor("the result", 900, func() bool { _, ok := d.A.Top().(*scenes.Result); return ok })
				}
				d.Step(2)
				texts := d.Texts()
				for _, key := range c.keys {
					label := lang.T(key)
					found := false
					for _, tx := range texts {
						if tx.Text == label {
							found = true
							assert.Equal(t, ui.Body, tx.Face, "%q in the body face", label)
							assert.False(t, tx.Cut, "%q whole", label)
						}
					}
					assert.True(t, found, "%q drawn whole on one line", label)
				}
			})
		}
	}
}
