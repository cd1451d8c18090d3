package falconry

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/birdroost/roost/rules/game"
)

func think(t *testing.T, level string, s *State) []Act {
	t.Helper()
	b, err := NewBot(level, 7)
	require.NoError(t, err)
	return thinkWith(t, b, s)
}

// thinkWith is the whole turn b plays from s.
func thinkWith(t *testing.T, b game.Bot, s *State) []Act {
	t.Helper()
	var acts []Act
	seat := s.To
	c := s.Copy()
	for !c.Over && c.To == seat {
		th := b.Think(c.Copy())
		for !th.Step(1e9) {
		}
		a := Act(th.Best())
		require.NoError(t, c.Check(a), "bot chose an illegal action")
		acts = append(acts, a)
		c.Play(a, nil)
	}
	return acts
}

// Every level takes a win on the spot, including one that needs both
// actions of a two-card turn.
func TestBotsTakeWins(t *testing.T) {
	for _, level := range Levels {
		s := pos(t, Duel, "m1,m1,.,m1,m1;f2,b2,.,.,. to=1")
		acts := think(t, level, s)
		require.Len(t, acts, 1)
		assert.Equal(t, "m@3,1", s.Notate(acts[0]), level)

		s = pos(t, DuelFast, "m1,m1,.,m1,.,m1;f2,b2,.,.,.,. to=1")
		acts = think(t, level, s)
		require.Len(t, acts, 2, level)
		c := s.Copy()
		for _, a := range acts {
			c.Play(a, nil)
		}
		assert.True(t, c.Over, level)
		assert.Equal(t, []int{0}, c.Res.Winners, level)
	}
}

// The board has no edges: a path may run past the grid, and a two-action
// win that needs two spaces beyond the cards is found.
func TestWinsReachPastTheGrid(t *testing.T) {
	s := pos(t, DuelFast, "m1,.;m1,.;m1,.;m1,.;m2,f2 to=1")
	w := WinningTurn(s)
	require.Len(t, w, 2)
	c := s.Copy()
	for _, a := range w {
		c.Play(a, nil)
	}
	assert.True(t, c.Over)
	assert.Equal(t, []int{0}, c.Res.Winners)
	assert.Equal(t, "win in 1 turn", s.Proven())
}

// The standard and expert levels block a rival's win on the next turn.
func TestBotsBlockTheNextRival(t *testing.T) {
	for _, level := range []string{"standard", "expert"} {
		s := pos(t, Duel, "m2,m2,m2,.,m2;f1,b1,.,.,. to=1")
		acts := think(t, level, s)
		c := s.Copy()
		for _, a := range acts {
			c.Play(a, nil)
		}
		assert.False(t, RivalWins(c, 0), "%s left Gold a win: %s", level, c)
	}
}

// The quick pruning of two-action wins finds exactly what trying every pair
// finds.
func TestWinningTurnPruningIsExact(t *testing.T) {
	skipUnderRace(t)
	rng := game.NewRand(3)
	checked, wins := 0, 0
	games := 40
	if testing.Short() {
		games = 16
	}
	for g := 0; g < games; g++ {
		s, _ := NewState([]string{DuelFast, Quarrel, Joint, Truel}[g%4])
		for i := 0; i < 60 && !s.Over; i++ {
			if s.R.Cards[s.To]-s.Done == 2 && i > 12 && i%3 == 0 {
				brute := false
				for _, a := range s.Generate(nil) {
					c := s.Copy()
					c.Play(a, nil)
					if c.Over && len(c.Res.Winners) > 0 && s.R.Partners(c.Res.Winners[0], s.To) {
						brute = true
						break
					}
					if c.Over || c.To != s.To {
						continue
					}
					for _, b := range c.Generate(nil) {
						if Wins(c, b) {
							brute = true
							break
						}
					}
					if brute {
						break
					}
				}
				assert.Equal(t, brute, WinningTurn(s) != nil, "%s", s)
				checked++
				if brute {
					wins++
				}
			}
			// Random play, leaning towards the seat's own lines so that
			// positions with wins come up.
			acts := s.Generate(nil)
			a := acts[rng.IntN(len(acts))]
			if rng.IntN(2) == 0 {
				best := -1
				for _, x := range acts {
					if n, _ := s.B.Longest(x.To(), s.To); n > best && !Wins(s, x) {
						best, a = n, x
					}
				}
			}
			s.Play(a, nil)
		}
	}
	assert.Greater(t, checked, games)
	assert.Greater(t, wins, games/8, "some of the positions have a win in two")
}

// Threats mark where a rival would complete a path: the gap of a single
// action's win, and both spaces of a two-action win.
func TestThreats(t *testing.T) {
	s := pos(t, Duel, "m2,m2,.,m2,m2;f1,b1,.,.,. to=1")
	th := Threats(s, 0)
	gap := s.abs(Pt{3, 1}) // the space between Gold's markers
	assert.Equal(t, map[[2]int]int{gap: 1}, th)
	assert.Empty(t, Threats(s, 1), "Blue threatens nothing")

	s = pos(t, DuelFast, "m1,.;m1,.;m1,.;m1,.;m2,f2 to=2")
	th = Threats(s, 1)
	// Two spaces above Blue's column, or a bird claiming Gold's marker
	// under it and one more space below.
	assert.Len(t, th, 4, "%v", th)
	for sp, seat := range th {
		assert.Equal(t, 0, seat)
		assert.Equal(t, s.abs(Pt{1, 0})[0], sp[0], "in Blue's column")
	}
}

// The evaluation after an action, counted again only through the spaces
// the action touched, equals the whole evaluation, for every seat, in
// every variant, along random games.
func TestEvaluateAfterAgreesWithEvaluate(t *testing.T) {
	skipUnderRace(t)
	rapid.Check(t, func(t *rapid.T) {
		s, err := NewState(rapid.SampledFrom(Variants).Draw(t, "variant"))
		require.NoError(t, err)
		steps := rapid.IntRange(0, 70).Draw(t, "actions")
		var buf [MaxActions]Act
		for i := 0; i <= steps && !s.Over; i++ {
			side := sideValues(s)
			legal := s.Generate(buf[:0])
			for _, a := range legal {
				if i < steps && i%8 != 7 {
					break // every action of every eighth position and the last
				}
				c := s.Copy()
				c.Play(a, nil)
				for seat := 0; seat < s.R.Seats; seat++ {
					want, got := Evaluate(c, seat), evaluateAfter(s, side, a, c, seat)
					if math.Abs(want-got) > 1e-9*max(1, math.Abs(want)) {
						t.Fatalf("%s, %s, seat %d: evaluateAfter %v, Evaluate %v", s, s.Notate(a), seat, got, want)
					}
				}
			}
			s.Play(legal[rapid.IntRange(0, len(legal)-1).Draw(t, "choice")], nil)
		}
	})
}

// BenchmarkTurns lists the candidate two-card turns (beam 8, as the
// Standard does) of positions 40 actions into random four-noble games.
func BenchmarkTurns(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	var ps []*State
	var buf [MaxActions]Act
	for len(ps) < 8 {
		s, _ := NewState(Quarrel)
		for i := 0; i < 40 && !s.Over; i++ {
			legal := s.Generate(buf[:0])
			s.Play(legal[rng.IntN(len(legal))], nil)
		}
		if !s.Over {
			ps = append(ps, s)
		}
	}
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		s := ps[i%len(ps)]
		n += len(Turns(s, s.R.Cards[s.To]-s.Done, 8))
	}
	b.ReportMetric(float64(n)/float64(b.N), "turns/op")
}

// With three nobles the Expert plays the round out to its next turn: here
// the next rival has no win, but the rival after next (seat 2) has more
// than the next rival can stop alone (three rows of five with a gap, and a
// falconer and a bird to claim back a marker put in a gap), so a turn that
// leaves the rows alone is scored a loss, which the next rival's check
// (RivalWins) cannot see.
func TestRoundValuePlaysTheRoundOut(t *testing.T) {
	skipUnderRace(t)
	s := pos(t, Truel, "m3,m3,m3,.,m3,m3;m1,m2,m1,m2,m1,m2;m3,m3,m3,.,m3,m3;m2,m1,m2,m1,m2,m1;m3,m3,m3,.,m3,m3;f1,f2,f3,.,.,. to=1")
	require.False(t, RivalWins(s, 0), "the next rival has no win")
	quiet := s.Copy()
	for _, a := range []string{"m@1,7", "m@2,7"} { // below the falconers
		play(t, quiet, a)
	}
	require.Equal(t, 1, quiet.To)
	require.False(t, RivalWins(quiet, 0))
	v, done := roundValue(quiet, 0, nil)
	assert.True(t, done)
	assert.LessOrEqual(t, v, -1e6, "seat 2 wins the round")

	// Without the rows seat 2 has nothing, and the round is no loss.
	calm := pos(t, Truel, "m3,m3,.,.,.,.;m1,m2,m1,m2,m1,m2;.,.,.,.,.,.;m2,m1,m2,m1,m2,m1;.,.,.,.,.,.;f1,f2,f3,.,.,. to=2")
	v, done = roundValue(calm, 0, nil)
	assert.True(t, done)
	assert.Greater(t, v, -1e5)
	assert.Less(t, v, 1e5)

	// The other way round: seat 0's own three rows are more than the two
	// rivals stop (the next one does not try: only the noble before seat 0
	// blocks it), and a win waits for seat 0 when its turn comes back.
	mine := pos(t, Truel, "m1,m1,m1,.,m1,m1;m2,m3,m2,m3,m2,m3;m1,m1,m1,.,m1,m1;m3,m2,m3,m2,m3,m2;m1,m1,m1,.,m1,m1;f1,f2,f3,.,.,. to=1")
	play(t, mine, "m@1,7")
	play(t, mine, "m@2,7")
	v, done = roundValue(mine, 0, nil)
	assert.True(t, done)
	assert.GreaterOrEqual(t, v, 1e5)
}

// skipUnderRace skips a test under the race detector: one that calls only
// code which starts no goroutine (see race_on_test.go).
func skipUnderRace(t *testing.T) {
	t.Helper()
	if raceDetector {
		t.Skip("one goroutine: nothing for the race detector; make unit runs it")
	}
}
