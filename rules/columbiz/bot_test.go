package columbiz

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

func TestBotsPlayLegalGames(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		if testing.Short() && seats != 3 {
			continue // one game is enough for the WebAssembly run
		}
		levels := []string{"beginner", "standard", "expert", "standard"}[:seats]
		m, err := game.NewMatch(Def, "", levels, uint64(40+seats), "")
		require.NoError(t, err)
		bots := make([]game.Bot, seats)
		for i, l := range levels {
			bots[i], err = NewBot(l, uint64(i))
			require.NoError(t, err)
		}
		for !m.State.Terminal() {
			if m.State.ToMove() == game.Chance {
				_, err = m.ResolveChance()
				require.NoError(t, err)
				continue
			}
			a := bots[m.State.ToMove()].(*Bot).Decide(m.State.(*State))
			require.True(t, game.IsLegal(m.State, a), "%s chose %x in %s", levels[m.State.ToMove()], uint64(a), m.State)
			_, err = m.Play(a)
			require.NoError(t, err)
		}
	}
}

func TestBotTakesTheBigCapture(t *testing.T) {
	// Column 6 holds three Blue pawns; Purple has four sixes and 6/4 is free.
	for _, l := range Levels[1:] {
		s := pos(t, "board=......;......;......;.....2;.....2;.....2 reserve=18,15 start=1 phase=decide rolls=3 free=66661234")
		b, _ := NewBot(l, 1)
		var played []string
		for s.ToMove() == 0 {
			a := b.(*Bot).Decide(s)
			played = append(played, s.ActionString(a))
			require.NoError(t, s.Apply(a, nil))
		}
		assert.Contains(t, played, "6/4", l)
		assert.Equal(t, 3, s.Captured(0), l)
	}
}

func TestBotKeepsWhatItNeeds(t *testing.T) {
	// Three Blue pawns wait under 6/4: the bots set their sixes aside.
	for _, l := range Levels[1:] {
		s := pos(t, "board=......;......;......;.....2;.....2;.....2 reserve=18,15 start=1 phase=decide rolls=1 free=66612345")
		b, _ := NewBot(l, 1)
		a := b.(*Bot).Decide(s)
		kind, d, _ := Decode(a)
		require.Equal(t, "roll", kind, s.ActionString(a))
		assert.Equal(t, 3, int(d[6]), s.ActionString(a))
	}
}

func TestExpectationIsExact(t *testing.T) {
	s := pos(t, empty+" reserve=18,18 start=1 phase=decide rolls=2 free=12335556")
	p := newPlanner(s, LevelWeights["standard"], game.NewRand(1), &search.Ctl{})
	kept := Dice{0, 1, 0, 2, 0, 3, 1} // seven dice kept, one rolls
	want := 0.0
	for f := 1; f <= 6; f++ {
		d := kept
		d[f]++
		v, _ := p.place(d)
		want += v / 6
	}
	assert.InDelta(t, want, p.rollOnce(kept), 1e-9)
	v, _ := p.rollTwice(Dice{6: 6})
	assert.False(t, math.IsNaN(v))
}
