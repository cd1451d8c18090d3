package tokyodoves

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
)

func TestPlainOffset(t *testing.T) {
	for _, c := range []struct {
		dr, dc int
		want   string
	}{
		{-1, 0, "one square north"},
		{0, 3, "3 squares east"},
		{1, -1, "one square south-west"},
		{-2, 2, "2 squares north-east"},
		{-2, 1, "2 squares north and one square east"},
		{1, -2, "one square south and 2 squares west"},
	} {
		assert.Equal(t, c.want, plainOffset(c.dr, c.dc).String(), "%d,%d", c.dr, c.dc)
	}
}

// TestMovesAndPutsAreSaidInEachLanguagesWords: the log says where a dove
// moves in the words each language moves it by ("td.steps", "way.*"),
// apart from where one is put beside its Boss ("td.squares", "dir.*"):
// French moves a dove "d'une case vers le bas" (reader 28 found "déplace
// la colombe Grand Frère : une case en dessous") and puts one "une case
// au-dessus et 2 cases à droite de son Chef".
func TestMovesAndPutsAreSaidInEachLanguagesWords(t *testing.T) {
	if runtime.GOOS == "js" {
		// The browser fetches a language's words from the page's folder
		// when it is chosen (lang/messages/files_js.go): there is no page
		// under Node. The browser tests speak French there.
		t.Skip("no page to fetch lang/fr.json from under Node")
	}
	defer lang.Use("en")
	require.NoError(t, lang.Use("fr"))
	assert.Equal(t, "d'une case vers le bas", lang.Say(plainSteps(1, 0)))
	assert.Equal(t, "de 3 cases vers la droite", lang.Say(plainSteps(0, 3)))
	assert.Equal(t, "de 2 cases vers le haut et d'une case vers la droite", lang.Say(plainSteps(-2, 1)))
	assert.Equal(t, "d'une case vers le bas à gauche", lang.Say(plainSteps(1, -1)))
	assert.Equal(t, "une case au-dessus et 2 cases à droite", lang.Say(plainOffset(-1, 2)))

	p, err := ParseBoard("bB;.A", false)
	require.NoError(t, err)
	s := NewState(p)
	r, c := Square(int(p.Sq[Red][BigBrother]))
	move := mkAct(KindMove, BigBrother, SquareAt(r, c-1))
	require.NoError(t, p.Why(move))
	assert.Equal(t, "Rouge déplace la colombe Grand Frère d'une case vers la gauche.", lang.Say(s.describe(move)))
	require.NoError(t, lang.Use("en"))
	assert.Equal(t, "Red moves the Big Brother dove one square west.", lang.Say(s.describe(move)))
}
