package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

// TestADemoPlayedAgainChoosesAsItsBotsWould: a demo played again, longer,
// takes its bots' first choices from the tape and the rest from the bots
// that made it, and ends where fresh bots playing it all would; a match
// that leaves the tape's line gets its own bots' choices and leaves the
// tape as it was.
func TestADemoPlayedAgainChoosesAsItsBotsWould(t *testing.T) {
	d, err := game.Lookup("tokyodoves")
	require.NoError(t, err)
	bots := func() []game.Bot {
		var b []game.Bot
		for i := 0; i < 2; i++ {
			bot, err := d.NewBot("standard", uint64(40+i))
			require.NoError(t, err)
			b = append(b, bot)
		}
		return b
	}
	match := func() *game.Match {
		m, err := game.NewMatch(d, "", []string{"human", "standard"}, 9, "")
		require.NoError(t, err)
		return m
	}
	play := func(m *game.Match, n int, choose func() game.Action) {
		for i := 0; i < n && !m.State.Terminal(); i++ {
			if m.State.ToMove() == game.Chance {
				_, err := m.ResolveChance()
				require.NoError(t, err)
				continue
			}
			_, err := m.Play(choose())
			require.NoError(t, err)
		}
	}
	who := t.Name()
	fresh, fb := match(), bots()
	play(fresh, 12, func() game.Action { return think(fb, fresh.State) })

	short, sb := match(), bots()
	play(short, 5, func() game.Action { return demoChoice(short, who, sb) })
	long, lb := match(), bots()
	play(long, 12, func() game.Action { return demoChoice(long, who, lb) })
	assert.Equal(t, fresh.Record(), long.Record(), "the demo played again, longer, as fresh bots play it")
	tape := func() *demoTape {
		for k, v := range demoTapes.m {
			if len(k) > len(who) && k[:len(who)+1] == who+"|" {
				return v
			}
		}
		return nil
	}()
	require.NotNil(t, tape)
	require.Len(t, tape.acts, 12)

	off, ob := match(), bots()
	play(off, 3, func() game.Action { return demoChoice(off, who, ob) })
	var other game.Action
	for _, a := range off.State.Legal(nil) {
		if a != tape.acts[3] {
			other = a
		}
	}
	_, err = off.Play(other)
	require.NoError(t, err)
	play(off, 3, func() game.Action { return demoChoice(off, who, ob) })
	assert.Len(t, tape.acts, 12, "a match off the tape's line leaves the tape as it was")
	assert.Equal(t, fresh.Record(), func() string {
		again, ab := match(), bots()
		play(again, 12, func() game.Action { return demoChoice(again, who, ab) })
		return again.Record()
	}(), "and the tape still plays the demo")
}
