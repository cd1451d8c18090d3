package lang

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

// A log's move said to the player who made it: in the second person
// ("You place a marker."; Portuguese, whose lists name the player "Eu",
// in the first), in every language; another seat's move as the rules say
// it, by its colour. Every form names no seat: it says "you".
func TestYourOwnMoveIsSaidToYou(t *testing.T) {
	defer Use("en")
	red, blue := game.Colour("Red"), game.Colour("Blue")
	put := game.M("fal.log.puts", "Who", red, "Card", game.M("fal.card.marker"))
	dove := game.M("td.log.put-back", "Side", blue, "Dove", "Peashooter")
	for _, c := range []struct{ tag, mine, theirs string }{
		{"en", "You place a marker.", "Red places a marker."},
		{"ja", "あなたがマーカーを出しました。", "赤がマーカーを出しました。"},
		{"fr", "Vous posez un marqueur.", "Rouge pose un marqueur."},
		{"pt-PT", "Ponho um marcador.", "Vermelho põe um marcador."},
	} {
		require.NoError(t, Use(c.tag))
		assert.Equal(t, c.mine, SayTo(put, red), c.tag)
		assert.Equal(t, c.theirs, SayTo(put, blue), c.tag)
		assert.Equal(t, Say(put), SayTo(put, game.Msg{}), "%s: no seat of one's own (a watcher)", c.tag)
		assert.NotEqual(t, Say(dove), SayTo(dove, blue), "%s: Tokyo Doves' side is who moved", c.tag)
	}
	require.NoError(t, Use("en"))
	assert.Equal(t, "You put the Peashooter dove back in hand.", SayTo(dove, blue))
	assert.Equal(t, "Blue puts the Peashooter dove back in hand.", SayTo(dove, red))
	_, ok := You(game.M("cb.log.end", "Scores", "x"))
	assert.False(t, ok, "a message that narrates no seat's action has no second person")
	// Every form is in every catalogue, names no seat and keeps the
	// other words' places.
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		c, err := Messages(tag)
		require.NoError(t, err)
		for key, you := range yours {
			require.Contains(t, c, you, "%s: %s", tag, you)
			for form, text := range c[you] {
				assert.NotContains(t, text, "{{.Who}}", "%s %s %s", tag, you, form)
				assert.NotContains(t, text, "{{.Side}}", "%s %s %s", tag, you, form)
				for _, arg := range []string{"{{.Card}}", "{{.Count}}", "{{.Dove}}", "{{.Where}}", "{{.Owner}}", "{{.Space}}", "{{.Dice}}", "{{.A}}", "{{.B}}", "{{.Ground}}", "{{.Victim}}", "{{.Whose}}", "{{.Best}}", "{{.Len}}", "{{.Roll}}", "{{.Rolls}}"} {
					// (Form by form: a count of one may be spelt out,
					// "un domaine d'une case", where the third
					// person's form spells it too.)
					third, ok := c[key][form]
					if !ok {
						third = c[key]["other"]
					}
					if strings.Contains(third, arg) {
						assert.Contains(t, text, arg, "%s %s %s", tag, you, form)
					}
				}
			}
		}
	}
}
