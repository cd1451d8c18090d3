package columba

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

// playBots plays a Junior game between bots and returns the final state.
func playBots(t *testing.T, levels []string, seed uint64) *State {
	return playBotsIn(t, VariantJunior, levels, seed)
}

func playBotsIn(t *testing.T, variant string, levels []string, seed uint64) *State {
	s, err := New(variant, len(levels))
	require.NoError(t, err)
	rng := game.NewRand(seed)
	bots := make([]game.Bot, len(levels))
	for i, l := range levels {
		bots[i], err = NewBot(l, seed+uint64(i))
		require.NoError(t, err)
	}
	for steps := 0; !s.Terminal(); steps++ {
		require.Less(t, steps, 1000)
		var a game.Action
		if s.ToMove() == game.Chance {
			out := s.ChanceOutcomes()
			a = out[rng.IntN(len(out))].Action
		} else {
			th := bots[s.ToMove()].Think(s.Clone())
			for !th.Step(int64(1e9)) {
			}
			a = th.Best()
		}
		require.NoError(t, s.Apply(a, nil), "%s: %s", s, s.ActionString(a))
	}
	return s
}

func TestBotsPlayWholeGames(t *testing.T) {
	for n := 2; n <= 4; n++ {
		levels := []string{"standard", "beginner", "standard", "beginner"}[:n]
		if n == 2 && !testing.Short() {
			levels[1] = "expert"
		}
		s := playBots(t, levels, uint64(n))
		assert.True(t, s.Terminal())
		built := 0
		for _, d := range s.T.Doves {
			if levels[d.Seat] != "beginner" { // the beginner may hold some back
				built++
			}
		}
		assert.Greater(t, built, 0, "the bots build dovecotes")
	}
}

// The bot does not read the pile: the same seed and position give the same
// choices however the pile's cards are numbered.
func TestBotTakesTheBigEstate(t *testing.T) {
	// Yellow holds its large dovecote; the marsh group of 4 is free.
	s := mustParse(t, "junior players=2 turn=3 to=2 phase=actions dovecotes=0+3,1+3 left=AB/CD board=@0,0:a*1L,a,c,c;b,b,c,c")
	for _, level := range Levels[1:] {
		b, err := NewBot(level, 1)
		require.NoError(t, err)
		th := b.Think(s.Clone())
		for !th.Step(int64(1e9)) {
		}
		assert.Equal(t, "L@2,0", s.ActionString(th.Best()), level)
	}
}

// In the full rules the bots complete objectives and lay their tiles.
func TestBotsPlayTheFullRules(t *testing.T) {
	done, tiles := 0, 0
	for n := 2; n <= 4; n++ {
		s := playBotsIn(t, VariantStandard, []string{"standard", "beginner", "standard", "standard"}[:n], uint64(n))
		for seat := range n {
			done += int(s.P[seat].Done)
		}
		for _, sp := range s.T.Spaces {
			if sp.Tile >= 0 {
				tiles++
			}
		}
		t.Logf("%d players: scores %v", n, s.Scores())
	}
	assert.Positive(t, done, "objectives completed")
	assert.Positive(t, tiles, "tiles laid")
}

// The Expert breeds a falcon with tiles it cannot lay while a rival's
// estate is worth cutting, and sends the adult falcon where it cuts most.
func TestExpertFlies(t *testing.T) {
	// Yellow's meadow estate of 5 (large: 10) narrows at 1,0; Red holds an
	// adult falcon.
	board := " board=@0,0:a*2L,a,a,a,a;c,d,b,b,c"
	left := " left=AB/CD,AC/CA,BB/CC,CC/DD,DD/AA"
	s := mustParse(t, "standard players=2 turn=8 to=1 phase=actions dovecotes=1+3,0+3"+left+
		" mini=AA/BB|-|-|a|1;AD/BC|-|-|-|0 supply=15,15,15,15 falcons=11"+board)
	assert.Contains(t, turnOf(t, "expert", s), "F@1,0", "the falcon cuts four spaces off (8 points)")
	// With two tiles it cannot lay and no falcon, it breeds; the Standard
	// does not.
	pos := "standard players=2 turn=8 to=1 phase=actions dovecotes=1+3,0+3" + left +
		" mini=AA/BB|-|cd|-|1;AD/BC|-|-|-|0 supply=15,15,14,14 falcons=12" + board
	assert.Contains(t, turnOf(t, "expert", mustParse(t, pos)), "breed cd")
	assert.NotContains(t, turnOf(t, "standard", mustParse(t, pos)), "breed cd")
}

// turnOf plays a level's optional actions to the end of the turn.
func turnOf(t *testing.T, level string, s *State) []string {
	b, err := NewBot(level, 1)
	require.NoError(t, err)
	var out []string
	for i := 0; i < 10 && s.Phase == PhaseActions; i++ {
		th := b.Think(s.Clone())
		for !th.Step(int64(1e9)) {
		}
		out = append(out, s.ActionString(th.Best()))
		require.NoError(t, s.Apply(th.Best(), nil))
	}
	return out
}

// groups on its dense grid finds what flooding the territory space by
// space finds, in random games of both variants.
func TestGroupsMatchTheTerritory(t *testing.T) {
	for _, v := range []string{VariantJunior, VariantStandard} {
		rng := game.NewRand(4)
		s, _ := New(v, 3)
		var buf []game.Action
		for !s.Terminal() {
			buf = s.Legal(buf)
			require.NoError(t, s.Apply(buf[rng.IntN(len(buf))], nil))
			got := groups(&s.T)
			seen := map[Pt]bool{}
			n := 0
			for _, g := range got {
				sp := s.T.Spaces[g.at]
				want := s.T.group(g.at, sp.Ground)
				require.Len(t, want, g.size, "%s: the group at %v", s.String(), g.at)
				dove := -1
				for _, q := range want {
					require.False(t, seen[q])
					seen[q] = true
					if i := s.T.DoveAt(q); i >= 0 {
						dove = i
					}
					require.False(t, q.Y < g.at.Y || q.Y == g.at.Y && q.X < g.at.X, "the group's first space")
				}
				require.Equal(t, dove, g.dove)
				n += g.size
			}
			falcons := 0
			for _, sp := range s.T.Spaces {
				if sp.Falcon {
					falcons++
				}
			}
			require.Equal(t, len(s.T.Spaces)-falcons, n, "every space is in one group")
		}
	}
}

// A dovecote in hand counts for the Expert only while its owner has a turn
// left to build it.
func TestDovecotesNeedTurnsLeft(t *testing.T) {
	s := mustParse(t, "junior players=2 turn=3 to=2 phase=actions dovecotes=1+3,1+3 left=AB/CD board=@0,0:a,a,c,c;b,b,d,d")
	me := int(s.Seat)
	s.Left = 0b11111 // five cards: the rival draws three, the player to act two
	assert.Equal(t, 2, turnsLeft(s, me))
	assert.Equal(t, 3, turnsLeft(s, 1-me))
	s.Phase = PhaseDraw // before the player to act draws: three for it, two for the rival
	assert.Equal(t, 3, turnsLeft(s, me))
	assert.Equal(t, 2, turnsLeft(s, 1-me))
	s.Phase = PhaseActions

	value := func(w weights) float64 {
		j := &judge{weights: w, s: s, gs: groups(&s.T), me: me}
		return j.value(-1, false)
	}
	plenty := weights{hold: 0.6, horizon: true}
	// Four free groups, four dovecotes in hand each (one large, three
	// small), turns for all of them: the horizon changes nothing.
	s.Left = 0xff
	assert.InDelta(t, value(weights{hold: 0.6}), value(plenty), 1e-9)
	// One card left, which the rival draws: the player to act's
	// dovecotes are worth nothing more, the rival's one only.
	s.Left = 1
	assert.Less(t, value(plenty), value(weights{hold: 0.6}))
	assert.InDelta(t, -0.0, value(weights{hold: 0.6, rivals: 0, horizon: true}), 1e-9, "no rival weight, no turn left: nothing")
}

// The Standard and the Expert lay a tile before the dovecote where that
// makes the better estate: a meadow tile on the marsh pigeon joins two
// groups of 3 into one of 7, which the large dovecote then takes, rather
// than the large dovecote on the group of 5 and the tile beside it (6).
func TestBotsLayTilesBeforeTheDovecote(t *testing.T) {
	pos := "standard players=2 turn=6 to=1 phase=actions dovecotes=1+3,1+3 left=AB/CD,CC/DD mini=AA/BB|-|a|-|1;AD/BC|-|-|-|0" +
		" supply=14,15,15,15 falcons=12 board=@0,0:a,a,a,a,a,b,d,a,a,a;b,d,b,d,b,d,b,c,d,b;d,b,d,b,d,b,d,a,a,a"
	for _, level := range []string{"standard", "expert"} {
		s := mustParse(t, pos)
		b, err := NewBot(level, 1)
		require.NoError(t, err)
		b.(*Bot).rounds = 1
		var played []string
		for s.ToMove() == 0 {
			th := b.Think(s.Clone())
			for !th.Step(int64(time.Second)) {
			}
			a := th.Best()
			played = append(played, s.ActionString(a))
			require.NoError(t, s.Apply(a, nil), "%s: %v", level, played)
		}
		require.GreaterOrEqual(t, len(played), 3, level)
		assert.Equal(t, "+a@7,1", played[0], "%s lays the tile first: %v", level, played)
		assert.True(t, strings.HasPrefix(played[1], "L@"), "%s: then the large dovecote: %v", level, played)
		assert.Len(t, s.T.Estate(0), 7, "%s: it takes the 7 spaces: %v", level, played)
	}
}
