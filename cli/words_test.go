package cli

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
)

// notation is what the game log must not show: board coordinates ("-4,-3"),
// Columba's cards in notation ("AA/CB") and Tokyo Doves' actions in
// parentheses ("(+Tne2)"). The log speaks in plain words; notation stays in
// records and on the command line.
var notation = regexp.MustCompile(`-?\d+,-?\d+|\b[A-D]{2}/[A-D]{2}\b|\([+-]?[A-Za-z][nsew0-9]*\)`)

// TestTheLogSpeaksInPlainWords plays random games of every game, variant
// and player count and reads every event's message in every language.
func TestTheLogSpeaksInPlainWords(t *testing.T) {
	tags := []string{lang.Pseudo}
	for _, l := range lang.Languages {
		tags = append(tags, l.Tag)
	}
	defer lang.Use("en")
	for _, old := range []string{"Red moves the Razor dove (Yn).", "Green puts out the Crazy dove (+hs2w).", "Red draws AA/CB.", "Red lays CC/AD at -4,-3."} {
		require.True(t, notation.MatchString(old), "the pattern catches %q", old)
	}
	for _, name := range game.Names() {
		d, err := game.Lookup(name)
		require.NoError(t, err)
		for _, v := range d.Variants {
			counts := d.SeatCounts(v)
			for _, seats := range counts {
				rng := rand.New(rand.NewPCG(uint64(seats), 11))
				s, err := d.New(v, seats, rng)
				require.NoError(t, err)
				var buf []game.Action
				texts := 0
				for step := 0; !s.Terminal() && step < 3000; step++ {
					buf = s.Legal(buf[:0])
					require.NotEmpty(t, buf)
					var ev []game.Event
					require.NoError(t, s.Apply(buf[rng.IntN(len(buf))], &ev))
					for _, e := range ev {
						if e.Msg.Key == "" {
							continue
						}
						texts++
						for _, tag := range tags {
							lang.Use(tag)
							said := lang.Say(e.Msg)
							require.False(t, notation.MatchString(said), "%s %s in %s: %q shows notation", name, v, tag, said)
							require.NotContains(t, said, "<no value>", "%s %s in %s: %q misses an argument", name, v, tag, e.Msg)
							require.NotContains(t, said, e.Msg.Key, "%s %s in %s: %q has no words (%#v)", name, v, tag, said, e.Msg)
						}
					}
				}
				require.Positive(t, texts, "%s %s with %d: the log says something", name, v, seats)
			}
		}
	}
}
