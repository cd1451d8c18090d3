package falconry

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryLanguagesLogLeadsWithTheSeat: in every language, as in
// English, every entry of a duel's log opens on the noble who played (its
// chip leads it): "Or piège l'oiseau de Bleu avec son fauconnier", where
// the French "Le fauconnier d'Or piège..." opened on a note's mark, unlike
// the entries round it.
func TestEveryLanguagesLogLeadsWithTheSeat(t *testing.T) {
	for _, tag := range languages {
		_, s := shotIn(t, tag, "falconry", 1280, 720, 1)
		require.NotEmpty(t, s.Log)
		for _, e := range s.Log {
			lead := false
			for seat := 0; seat < s.st.R.Seats; seat++ {
				lead = lead || strings.HasPrefix(e, s.seatName(seat))
			}
			assert.True(t, lead, "%s: %q opens on a seat's name", tag, e)
		}
	}
}
