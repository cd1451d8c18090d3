package all_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// TestTheZoomHintRunsIntoTheStatusAsTheLanguageWrites: where a phone held
// sideways says the tap-zoom hint before the status line (Columba's third
// lesson, a finger on the screen), Japanese runs the two sentences
// together after its "。", with no space ("まず盤をタップして拡大します。 黄の
// 領地は…" had one), and English keeps its space after the full stop.
func TestTheZoomHintRunsIntoTheStatusAsTheLanguageWrites(t *testing.T) {
	d := scenetest.New(t)
	scenetest.OnMain(func() { d.A.Phone = true })
	defer scenetest.OnMain(func() { d.A.Phone = false; ui.Touch = false })
	for _, c := range []struct{ lang, join string }{{"ja", "。"}, {"en", ". "}} {
		t.Run(c.lang, func(t *testing.T) {
			require.NoError(t, lang.Use(c.lang))
			defer lang.Use("en")
			d.Screen(667, 375, 2)
			scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, "lesson-columba-3")); ui.Touch = true })
			d.Step(2)
			hint := lang.T("table.tap-zoom")
			said := ""
			for _, tx := range d.Texts() {
				if strings.Contains(tx.Text, hint) {
					said = tx.Text
				}
			}
			require.NotEmpty(t, said, "the hint %q is said", hint)
			require.Greater(t, len(said), len(hint), "the status line follows the hint: %q", said)
			assert.True(t, strings.HasPrefix(said[len(hint)-len(strings.TrimSpace(c.join)):], c.join), "%q: the hint and the status joined by %q", said, c.join)
			if c.lang == "ja" {
				assert.NotContains(t, said, "。 ", "no space after a Japanese full stop")
			}
		})
	}
}
