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
					saidWholeInTheBodyFace(t, texts, lang.T(key))
				}
			})
		}
	}
}

// TestPuzzlesDifficultiesKeepTheBodyFace: the puzzles screen's difficulty
// tabs say their name and count ("Hard 0/24") in the body face, each like
// its siblings, in every language, in a window and on a phone (reader 33:
// 「むずかしい 0/24」 fell to the small face beside やさしい and ふつう in
// the body's).
func TestPuzzlesDifficultiesKeepTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range []size{{1280, 720, 1}, {1000, 700, 1}, {390, 844, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", l, sz.w, sz.h), func(t *testing.T) {
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				phone := sz.w < sz.h
				scenetest.OnMain(func() { d.A.Phone = phone })
				defer scenetest.OnMain(func() { d.A.Phone = false })
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "puzzles")) })
				d.Step(2)
				var labels []string
				scenetest.OnMain(func() {
					tips := map[string]bool{}
					for l := 1; l <= 3; l++ {
						tips[lang.T("puzzles.level.tip", "Level", scenes.LevelWords(l))] = true
					}
					for _, w := range d.A.Top().(interface{ Widgets() *ui.Layer }).Widgets().Widgets {
						if b, ok := w.(*ui.Button); ok && tips[b.Tooltip] {
							labels = append(labels, b.Label)
						}
					}
				})
				require.Len(t, labels, 3, "the difficulties' tabs")
				texts := d.Texts()
				for _, label := range labels {
					saidWholeInTheBodyFace(t, texts, label)
				}
			})
		}
	}
}

// saidWholeInTheBodyFace checks that label is drawn on one line of the
// frame's texts, and wherever it is, whole and in the body face.
func saidWholeInTheBodyFace(t *testing.T, texts []ui.TextDraw, label string) {
	t.Helper()
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
