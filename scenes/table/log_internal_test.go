package table

import (
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

func TestTheLogColoursSeatNames(t *testing.T) {
	red, gold := color.RGBA{0xd8, 0x49, 0x4b, 0xff}, color.RGBA{0xf7, 0xd1, 0x54, 0xff}
	seats := []scenes.SeatColor{{Name: "Red", C: red}, {Name: "Yellow", C: gold}}
	got := namedSegments("Red's falcon swoops on Yellow's estate; Redwood is no one.", seats, ui.Cream)
	assert.Equal(t, []segment{
		{"Red", ui.Readable(red)}, {"'s falcon swoops on ", ui.Cream}, {"Yellow", gold},
		{"'s estate; Redwood is no one.", ui.Cream},
	}, got)
	assert.Equal(t, []segment{{"The pile is empty.", ui.Cream}}, namedSegments("The pile is empty.", seats, ui.Cream))
}

func TestTheLogKnowsWhoseTurnAnEntryIs(t *testing.T) {
	seats := []scenes.SeatColor{{Name: "Red"}, {Name: "Grey"}}
	assert.Equal(t, 0, leadingSeat("Red moves the Razor dove one square north.", seats))
	assert.Equal(t, 1, leadingSeat("Grey: pawns on 2/3.", seats))
	assert.Equal(t, 0, leadingSeat("Red's falcon swoops.", seats))
	assert.Equal(t, -1, leadingSeat("Redwood is no seat.", seats))
	assert.Equal(t, -1, leadingSeat("The pile is empty.", seats))
}

// In another language the log names the seats in its words, and those are
// the words it colours and knows a turn by ("赤が...", not "Red").
func TestTheLogColoursSeatNamesInThePlayersLanguage(t *testing.T) {
	was := lang.Current()
	require.NoError(t, lang.Use("ja"))
	defer func() { _ = lang.Use(was) }()
	red, gold := color.RGBA{0xd8, 0x49, 0x4b, 0xff}, color.RGBA{0xf7, 0xd1, 0x54, 0xff}
	seats := []scenes.SeatColor{{Name: "Red", C: red}, {Name: "Yellow", C: gold}}
	aka, ki := lang.Say(game.Colour("Red")), lang.Say(game.Colour("Yellow"))
	require.NotEqual(t, "Red", aka)
	got := namedSegments(ki+"が手番を終えました。"+aka+"の番です。", seats, ui.Cream)
	assert.Equal(t, []segment{
		{ki, gold}, {"が手番を終えました。", ui.Cream}, {aka, ui.Readable(red)}, {"の番です。", ui.Cream},
	}, got)
	assert.Equal(t, 1, leadingSeat(ki+"が手番を終えました。", seats))
}

// Every game's seats' names in the log read on the panel (body text's
// contrast) and stand apart from each other: Columbiz's Grey and Black,
// both greys once lifted to read, were one colour (alike tells them so).
func TestTheLogTellsEverySeatsNameApart(t *testing.T) {
	require.True(t, alike(ui.Readable(palette.C("slate")), ui.Readable(palette.C("charcoal"))), "Grey and Black lifted alike are one grey")
	for _, key := range []string{"columba", "columbiz", "falconry", "tokyodoves"} {
		seats := scenes.SeatColors(key)
		cs := nameColours(seats)
		for i := range cs {
			assert.GreaterOrEqual(t, palette.Contrast(cs[i], ui.Dusk), ui.BodyContrast, "%s: %s", key, seats[i].Name)
			for j := 0; j < i; j++ {
				assert.False(t, alike(cs[i], cs[j]), "%s: %s and %s read as one colour: %v, %v", key, seats[j].Name, seats[i].Name, cs[j], cs[i])
			}
		}
	}
}
