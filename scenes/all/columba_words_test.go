package all_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/scenetest"
)

// TestColumbasWindowTallyNamesTheEstate: in a 1280x720 window, in every
// language, each seat's tally under its panel names what its first line
// counts, the large dovecote's estate ("grand domaine 5×2 = 10", "large
// estate", "domínio grande", 大鳩舎の領地), where a line of the small
// ones' without the word fits (reader 30: French and Portuguese read
// "grand 5×2 = 10 / petits 4 + 1 + 2 = 7", no noun, where Japanese said
// 大鳩舎の領地).
func TestColumbasWindowTallyNamesTheEstate(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer lang.Use("en")
			shotAt(t, d, "columba", size{1280, 720, 1})
			full := map[string]bool{}
			for k := 1; k <= 60; k++ {
				full[lang.T("cb.score.large", "Count", k, "Worth", 2*k)] = true
			}
			named := 0
			for _, tx := range d.Texts() {
				if full[tx.Text] && !tx.Cut {
					named++
				}
			}
			assert.Equal(t, 2, named, "each seat's tally names its large estate")
		})
	}
}
