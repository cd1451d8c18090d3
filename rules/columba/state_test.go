package columba

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

func mustParse(t *testing.T, pos string) *State {
	t.Helper()
	s, err := Parse(pos)
	require.NoError(t, err, pos)
	return s
}

func act(t *testing.T, s *State, text string) {
	t.Helper()
	a, err := s.ParseAction(text)
	require.NoError(t, err, text)
	require.NoError(t, s.Apply(a, nil), text)
}

// playRandom plays a whole Junior game with random legal actions, checking
// at every step that the notation reads back, that every listed action is
// accepted, that actions outside the list are refused, and that no estates
// join; it returns the final state.
func playRandom(t *testing.T, variant string, seats int, seed uint64) *State {
	return playRandomStock(t, variant, seats, seed, false)
}

// playRandomStock is playRandom; with rich, every turn's player first takes
// tiles from the supply into its stock (a position the rules can reach, made
// common), so that tiles are laid often, before their dovecote too.
func playRandomStock(t *testing.T, variant string, seats int, seed uint64, rich bool) *State {
	rng := rand.New(rand.NewPCG(seed, 7))
	s, err := New(variant, seats)
	require.NoError(t, err)
	var buf []game.Action
	draws := 0
	for steps := 0; !s.Terminal(); steps++ {
		if rich && s.Phase == PhaseActions && len(s.Laid) == 0 && !s.DoveDone {
			for g := range NumGrounds {
				if s.Supply[g] > 2 && s.P[s.Seat].Stock[g] < 2 {
					s.Supply[g]--
					s.P[s.Seat].Stock[g]++
				}
			}
		}
		require.Less(t, steps, 2000, "the game ends")
		text := s.String()
		back, err := Parse(text)
		require.NoError(t, err, text)
		require.Equal(t, text, back.String())
		buf = s.Legal(buf)
		require.NotEmpty(t, buf, text)
		for i, a := range buf {
			require.NoError(t, s.Why(a), "%s: listed %s", text, s.ActionString(a))
			if kind, r, p := unpack(a); kind == actPlace && i%17 == 0 {
				c := s.T.Clone() // the listed placement, checked the slow way
				c.Lay(s.Card(), p, r)
				require.False(t, c.Merged(), "%s: listed %s joins estates", text, s.ActionString(a))
			}
			b, err := s.ParseAction(s.ActionString(a))
			require.NoError(t, err)
			require.Equal(t, a, b, "%s reads back", s.ActionString(a))
		}
		if s.Phase == PhaseActions {
			// Every turn can end: at once, or (tiles laid before the
			// dovecote that takes them in) by a listed dovecote.
			require.True(t, s.canEnd(), text)
			if s.whyEnd() != nil {
				ends := false
				for _, a := range buf {
					if kind, _, _ := unpack(a); kind == actDove {
						c := s.Clone().(*State)
						require.NoError(t, c.Apply(a, nil))
						ends = ends || c.whyEnd() == nil
					}
				}
				require.True(t, ends, "%s: a listed dovecote ends the turn", text)
				strays++
			}
		}
		if s.Phase == PhasePlace || s.Phase == PhaseActions {
			// A sample of actions nobody listed is refused, and refusing
			// changes nothing.
			lo, hi := s.T.Bounds()
			for range 20 {
				p := Pt{lo.X - 3 + rng.IntN(hi.X-lo.X+6), lo.Y - 3 + rng.IntN(hi.Y-lo.Y+6)}
				cands := []game.Action{Place(p, rng.IntN(4)), Dove(p, rng.IntN(2) == 0)}
				for _, a := range cands {
					if !slices.Contains(buf, a) && !(s.Phase == PhasePlace && equivalentPlace(s, a, buf)) {
						before := s.String()
						err := s.Apply(a, nil)
						assert.Error(t, err, "%s: %s is not listed", text, s.ActionString(a))
						assert.Equal(t, before, s.String())
						if kind, r, p := unpack(a); kind == actPlace && err != nil && strings.Contains(err.Error(), "join two estates") {
							c := s.T.Clone()
							c.Lay(s.Card(), p, r)
							assert.True(t, c.Merged(), "%s: %s joins no estates", text, s.ActionString(a))
						}
					}
				}
			}
		}
		var a game.Action
		if s.ToMove() == game.Chance {
			out := s.ChanceOutcomes()
			sum := 0.0
			for _, o := range out {
				sum += o.Prob
			}
			require.InDelta(t, 1, sum, 1e-9)
			a = out[rng.IntN(len(out))].Action
			draws++
		} else {
			a = buf[rng.IntN(len(buf))]
			if s.Phase == PhaseActions && len(buf) > 1 && rng.IntN(3) > 0 {
				a = buf[rng.IntN(len(buf)-1)] // build more often than not
				var tiles []game.Action
				for _, b := range buf {
					if kind, _, _ := unpack(b); kind == actTile {
						tiles = append(tiles, b)
					}
				}
				if len(tiles) > 0 && rng.IntN(2) == 0 {
					a = tiles[rng.IntN(len(tiles))] // and lay tiles, before the dovecote too
				}
			}
		}
		var ev []game.Event
		require.NoError(t, s.Apply(a, &ev))
		require.NotEmpty(t, ev)
		for _, e := range ev {
			seenEvents[e.Kind]++
		}
		require.False(t, s.T.Merged(), "estates never join")
	}
	if s.Junior {
		assert.Equal(t, len(Deck), draws, "every card is turned up or drawn once")
	}
	assert.Equal(t, uint32(0), s.Left)
	return s
}

// seenEvents counts the kinds of event random play has met, and strays the
// positions with tiles laid before their dovecote.
var (
	seenEvents = map[string]int{}
	strays     int
)

// equivalentPlace: a rotation that gives the same card as a listed one.
func equivalentPlace(s *State, a game.Action, listed []game.Action) bool {
	kind, r, p := unpack(a)
	if kind != actPlace {
		return false
	}
	for r2 := range 4 {
		if s.Card().Turn(r2) == s.Card().Turn(r) && slices.Contains(listed, Place(p, r2)) {
			return true
		}
	}
	return false
}

func TestRandomJuniorGames(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		games := uint64(3)
		if testing.Short() {
			games = 1
		}
		for seed := range games {
			s := playRandom(t, VariantJunior, seats, seed+uint64(seats)*10)
			ret := s.Returns()
			sum := 0.0
			for _, r := range ret {
				sum += r
			}
			if seats == 4 {
				assert.Equal(t, ret[0], ret[2], "partners share")
				assert.Equal(t, ret[1], ret[3])
				assert.InDelta(t, 2, sum, 1e-9)
			} else {
				assert.InDelta(t, 1, sum, 1e-9)
			}
		}
	}
}

func TestPlacementRules(t *testing.T) {
	// Red's estate of meadow (a) at 0,0-1,0; Yellow to lay AB/DC.
	s := mustParse(t, "junior players=2 turn=1 to=2 phase=place card=AB/DC dovecotes=0+3,1+3 left=AB/CD board=@0,0:a*1L,a;c,d")
	err := s.Why(Place(Pt{0, -1}, 0)) // covers nothing? no: its bottom row covers 0,0 and 1,0
	require.Error(t, err)
	assert.Contains(t, err.Error(), "dovecote")
	err = s.Why(Place(Pt{1, -1}, 0)) // its bottom-left covers 1,0: Red's estate
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Red's estate")
	err = s.Why(Place(Pt{5, 5}, 0))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "touch")
	assert.NoError(t, s.Why(Place(Pt{0, 1}, 0)), "covering the marsh and heath below is allowed")
	assert.NoError(t, s.Why(Place(Pt{2, 0}, 0)), "touching the side covers nothing")
	// Red may cover its own estate.
	r := mustParse(t, "junior players=2 turn=2 to=1 phase=place card=AB/DC dovecotes=0+3,1+3 left=AB/CD board=@0,0:a*1L,a;c,d")
	assert.NoError(t, r.Why(Place(Pt{1, -1}, 0)))
}

func TestEstatesMayNotJoin(t *testing.T) {
	// Two meadow estates two spaces apart; a card whose meadow would join them.
	s := mustParse(t, "junior players=2 turn=3 to=1 phase=place card=AA/BB dovecotes=0+3,0+3 left=AB/CD board=@0,0:a*1L,b,b,a*2L;c,d,c,d")
	err := s.Why(Place(Pt{1, -1}, 2)) // turned twice: BB/AA; its bottom row AA covers 1,0 and 2,0
	require.Error(t, err)
	assert.Contains(t, err.Error(), "join two estates")
	// A dovecote may not join a free group to another estate either.
	d := mustParse(t, "junior players=2 turn=3 to=2 phase=actions dovecotes=0+3,1+3 left=AB/CD board=@0,0:a*1L,a,b;c,d,d")
	err = d.Why(Dove(Pt{1, 0}, true))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Red's estate")
	assert.NoError(t, d.Why(Dove(Pt{1, 1}, true)), "the heath pair is free")
	act(t, d, "L@1,1")
	err = d.Why(Dove(Pt{2, 0}, false))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "One dovecote a turn")
	act(t, d, "end")
	assert.Equal(t, PhaseDraw, d.Phase)
	assert.Equal(t, []int{4, 4}, d.Points(), "a large dovecote doubles: 2 meadows and 2 heaths")
}

func TestScoringAndTies(t *testing.T) {
	// The game is over: Red 2 spaces large (4), Yellow 4 spaces small (4):
	// a tie on points goes to the largest estate.
	s := mustParse(t, "junior players=2 turn=30 to=1 phase=over dovecotes=0+3,1+2 left=- board=@0,0:a*1L,a,b*2S,b;c,d,b,b")
	s.Left = 0
	assert.Equal(t, []int{4, 4}, s.Scores())
	assert.Equal(t, []float64{0, 1}, s.Returns())
}

func TestNotationRefusesImpossiblePositions(t *testing.T) {
	for _, bad := range []string{
		"",
		"standard players=2 turn=0 to=1 phase=start dovecotes=1+3,1+3 left=AB/DC",
		"junior players=5 turn=0 to=1 phase=start left=AB/DC",
		"junior players=2 turn=0 to=3 phase=start left=AB/DC",
		"junior players=2 turn=0 to=1 phase=nap left=AB/DC",
		"junior players=2 turn=0 to=1 phase=start left=AB/DC,AB/DC,AB/DC",
		"junior players=2 turn=0 to=1 phase=draw left=AB/DC board=@0,0:a,b;x,d",
		"junior players=2 turn=0 to=1 phase=draw dovecotes=1+3,1+3 left=AB/DC board=@0,0:a*1L,b;c,d",
		"junior players=2 turn=0 to=1 phase=draw dovecotes=0+3,0+3 left=AB/DC board=@0,0:a*1L,a*2L;c,d",
		"junior players=2 turn=0 to=1 phase=draw left=AB/DC board=@0,0:a,b;c,d extra=1",
	} {
		_, err := Parse(bad)
		assert.Error(t, err, bad)
	}
}

// Random games whose players hold tiles every turn: tiles laid before their
// dovecote, stranded and taken in, with every listed action accepted, every
// refusal explained, and every turn able to end.
func TestTilesBeforeTheDovecote(t *testing.T) {
	strays = 0
	games := uint64(2)
	if testing.Short() {
		games = 1
	}
	for seats := 2; seats <= 4; seats++ {
		for seed := range games {
			assert.True(t, playRandomStock(t, VariantStandard, seats, seed+uint64(seats)*1000, true).Terminal())
		}
	}
	t.Logf("positions with tiles waiting for their dovecote: %d", strays)
	assert.Positive(t, strays, "random play lays tiles before their dovecote")
}

func TestRandomFullGames(t *testing.T) {
	games := uint64(3)
	if testing.Short() {
		games = 1
	}
	for seats := 2; seats <= 4; seats++ {
		for seed := range games {
			s := playRandom(t, VariantStandard, seats, seed+uint64(seats)*100)
			assert.True(t, s.Terminal())
		}
	}
	t.Logf("events met: %v", seenEvents)
	for _, k := range []string{"objective", "new-objective", "tile", "breed", "dovecote"} {
		assert.Positive(t, seenEvents[k], "random play meets %q", k)
	}
}
