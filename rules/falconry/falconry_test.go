package falconry

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

func pos(t *testing.T, variant, text string) *State {
	t.Helper()
	s, err := ParsePosition(variant, text)
	require.NoError(t, err, text)
	return s
}

func play(t *testing.T, s *State, acts ...string) []game.Event {
	t.Helper()
	var ev []game.Event
	for _, txt := range acts {
		a, err := s.ParseAction(txt)
		require.NoError(t, err, "%s in %s", txt, s)
		require.NoError(t, s.Apply(a, &ev))
	}
	return ev
}

func TestStartingBoards(t *testing.T) {
	for v, want := range map[string]string{
		Duel: "f1,f2;b2,b1 to=1", DuelFast: "f1,f2;b2,b1 to=1", Truel: "f1,f2;f3,. to=1",
		Allied: "f3,f1;f2,. to=1", Quarrel: "f1,f2;f4,f3 to=1", Joint: "f1,f2;f4,f3 to=1",
	} {
		s, err := NewState(v)
		require.NoError(t, err)
		assert.Equal(t, want, s.String(), v)
	}
	s, _ := NewState(Allied)
	assert.Equal(t, Hand{Markers: 13, Bird: true}, s.Hands[0])
	assert.Equal(t, Hand{Markers: 18, Bird: true}, s.Hands[2])
	s, _ = NewState(Duel)
	assert.Equal(t, Hand{Markers: 18}, s.Hands[1])
}

// Perft counts from each variant's start (single actions).
func TestPerft(t *testing.T) {
	want := map[string][]uint64{
		Duel:     {21, 505, 15501},
		DuelFast: {21, 418, 11947},
		Allied:   {19, 440, 12355},
		Truel:    {19, 362, 10469},
		Quarrel:  {22, 452, 13812},
		Joint:    {22, 452, 13812},
	}
	for v, counts := range want {
		s, _ := NewState(v)
		for d, n := range counts {
			assert.Equal(t, n, s.Perft(d+1), "%s depth %d", v, d+1)
		}
	}
}

// The rulebook's example: a falconer on a marker in the middle of a rival's
// row of five may not move, not even onto the next marker of that row.
func TestUncoveringIsJudgedWithTheCardLifted(t *testing.T) {
	s := pos(t, Duel, "m1,m1,m1f2,m1,m1;.,b2,.,.,. to=2")
	_, err := s.ParseAction("f3,1@4,1")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "uncover Blue's completed path")
	_, err = s.ParseAction("f3,1@3,2")
	require.Error(t, err)
	for _, a := range s.Generate(nil) {
		assert.NotEqual(t, Pt{3, 1}, a.From(), "the pinned falconer is never listed: %s", s.Notate(a))
	}
	pinned, who := s.Pinned(Pt{3, 1})
	assert.True(t, pinned)
	assert.Equal(t, 0, who)
	// The bird on the next row may still move.
	play(t, s, "b2,2@1,2")
}

// Uncovering a partner's path wins for the side at once, even when the card
// lands back on that path.
func TestUncoveringAPartnersPathWins(t *testing.T) {
	s := pos(t, Joint, "m1,m1,m1f3,m1,m1,m1;.,f2,.,f4,.,. to=3")
	ev := play(t, s, "f3,1@1,1")
	require.True(t, s.Over)
	assert.Equal(t, []int{0, 2}, s.Res.Winners)
	assert.Equal(t, "over winner=1,3", strings.Fields(s.String())[1]+" "+strings.Fields(s.String())[2])
	assert.Equal(t, "win", ev[len(ev)-1].Kind)
	assert.Len(t, s.Res.Path, 6)
	assert.Equal(t, []float64{1, 0, 1, 0}, s.Returns())
}

func TestClaimAmbushAndRelease(t *testing.T) {
	s := pos(t, Duel, "f1,f2;b2,b1;m1,. to=2")
	// Gold's bird claims Blue's marker: the space is Gold's.
	ev := play(t, s, "b1,2@1,3")
	assert.Contains(t, ev[0].Msg.String(), "claims Blue's marker")
	assert.Equal(t, 1, s.B.Top(Pt{1, 3}).Owner())
	// Blue's falconer ambushes the bird: the space is Blue's.
	ev = play(t, s, "f1,1@1,3")
	assert.Contains(t, ev[0].Msg.String(), "ambushes Gold's bird")
	assert.Equal(t, "m1b2f1", strings.Split(s.B.String(), ";")[2][:6])
	// Gold's bird cannot move out from under the falconer; nor onto a falconer.
	_, err := s.ParseAction("b1,3@0,3")
	assert.Error(t, err)
	// Nobody moves another noble's card.
	_, err = s.ParseAction("b2,2@3,2")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Blue's")
}

func TestCoveringRules(t *testing.T) {
	s := pos(t, Joint, "f1,f2;f4,f3;m1,m2 to=1")
	_, err := s.ParseAction("b@1,1") // a bird on a falconer
	assert.ErrorContains(t, err, "Nothing goes on top of a falconer")
	_, err = s.ParseAction("m@1,3") // a marker on a marker
	assert.ErrorContains(t, err, "only on an empty space")
	play(t, s, "b@2,3") // a bird may claim any marker
	s = pos(t, Joint, "f1,f2;f4,f3;b3,b2 to=1")
	_, err = s.ParseAction("f1,1@1,3") // a partner's bird
	assert.ErrorContains(t, err, "partner")
	play(t, s, "f1,1@2,3")
	_, err = s.ParseAction("m@9,9")
	assert.Error(t, err)
	_, err = s.ParseAction("m@4,4") // corner to corner only
	assert.ErrorContains(t, err, "next to another card")
}

func TestTwoCardTurnsUseTwoCards(t *testing.T) {
	s := pos(t, DuelFast, "f1,f2;b2,b1 to=1")
	play(t, s, "f1,1@2,0")
	assert.Equal(t, ".,F1;.,f2;b2,b1 to=1", s.String(), "the falconer moved this turn is upper case")
	_, err := s.ParseAction("f2,1@3,1")
	assert.ErrorContains(t, err, "has been played this turn already")
	play(t, s, "m@3,1")
	assert.Equal(t, 1, s.To)
	assert.NotContains(t, s.String(), "F", "a new turn clears the marks")
	// A position in the middle of a turn reads back the same.
	s = pos(t, DuelFast, ".,F1;.,f2;b2,b1 to=1")
	assert.Equal(t, 1, s.Done)
	_, err = ParsePosition(DuelFast, ".,F1;.,f2;b2,b1 to=2")
	assert.ErrorContains(t, err, "belongs to seat 1")
	_, err = ParsePosition(Duel, ".,F1;.,f2;b2,b1 to=1")
	assert.ErrorContains(t, err, "1 card(s) a turn")
}

func TestAlliedTurnOrderAndPathLengths(t *testing.T) {
	s, _ := NewState(Allied)
	play(t, s, "m@2,0")
	assert.Equal(t, 1, s.To, "each ally plays one card")
	play(t, s, "m@0,2")
	assert.Equal(t, 2, s.To)
	assert.Equal(t, ".,.,m1;m2,f3,f1;.,f2,. to=3", s.String())
	play(t, s, "m@4,2")
	assert.Equal(t, 2, s.To, "the lone noble plays two")
	play(t, s, "b@3,1")
	assert.Equal(t, 0, s.To)
	// An ally wins with five, the lone noble needs six.
	s = pos(t, Allied, "m1,m1,m1,m1,.;m3,m3,m3,m3,m3;f1,f2,f3,.,. to=1")
	play(t, s, "m@5,1")
	assert.True(t, s.Over)
	assert.Equal(t, []int{0, 1}, s.Res.Winners)
	_, err := ParsePosition(Allied, "m1,m1,m1,m1,m1;f2,f3,.,.,. to=3")
	assert.ErrorContains(t, err, "already has a path of 5")
	s = pos(t, Allied, "m3,m3,m3,m3,m3,.;f1,f2,f3,.,.,. to=3")
	assert.False(t, s.Over, "five is not enough for the lone noble")
}

func TestWinsAreCheckedAfterEveryAction(t *testing.T) {
	s := pos(t, DuelFast, "m1,m1,m1,m1,m1,.;f2,b2,.,.,.,. to=1")
	play(t, s, "m@6,1")
	assert.True(t, s.Over, "the first action of the turn already wins")
	assert.Equal(t, "m1,m1,m1,m1,m1,m1;f2,b2,.,.,.,. over winner=1", s.String())
}

func TestNotationRoundTrip(t *testing.T) {
	for _, txt := range []string{
		"f1,f2;b2,b1 to=1", "m1b2f1,.;f2,m2 to=2", "m1,m1,m1f2,m1,m1;.,b2,.,.,. over winner=1",
		"f1,f2;f4,f3 over draw", ".,F1;.,f2;b2,b1 to=1", "m1b2,.,.;.,f1,f2 to=1",
	} {
		v := DuelFast
		if strings.Contains(txt, "f4") {
			v = Quarrel
		}
		s := pos(t, v, txt)
		assert.Equal(t, txt, s.String())
	}
	// Padding is cropped.
	s := pos(t, Duel, ".,.,.;.,f1,f2;.,b2,b1 to=1")
	assert.Equal(t, "f1,f2;b2,b1 to=1", s.String())
}

func TestBadPositionsAreExplained(t *testing.T) {
	for txt, want := range map[string]string{
		"":                          "a position is",
		"f1,f2;b2 to=1":             "row 2 has 1 spaces",
		"f1,x2;b2,b1 to=1":          "not a card",
		"f1,f5;b2,b1 to=1":          "not a seat",
		"f1,f2;b2,b1 to=3":          "seat to act",
		"f1,f1;b2,b1 to=1":          "2 falconers",
		"b1f1,f2 to=1":              "own side's bird",
		"f1m1,f2 to=1":              "bottom of a stack",
		"f1,f2;b2,b1 over winner=5": "not a seat",
		"f1,f2;b2,b1 over":          "over winner=S",
		".,. to=1":                  "no cards",
		"f1,f2;b2,b1 to=1 x":        "unexpected",
	} {
		_, err := ParsePosition(Duel, txt)
		if assert.Error(t, err, txt) {
			assert.Contains(t, err.Error(), want, txt)
		}
	}
	_, err := ParsePosition("melee", "f1 to=1")
	assert.ErrorContains(t, err, "no variant")
}

func TestBadActionsAreExplained(t *testing.T) {
	s, _ := NewState(Duel)
	before := s.String()
	for txt, want := range map[string]string{
		"x@1,1":    "not an action",
		"m1,1":     "not an action",
		"m@a,b":    "not a space",
		"b1,1@0,1": "is a falconer, not a bird",
		"f1,1@1,1": "there already",
		"m0,0@1,0": "no card on 0,0",
		"b@1,0":    "on the board already",
	} {
		_, err := s.ParseAction(txt)
		if assert.Error(t, err, txt) {
			assert.Contains(t, err.Error(), want, txt)
		}
	}
	assert.Equal(t, before, s.String())
}

func TestRepetitionIsADraw(t *testing.T) {
	// Two nobles shuffle their birds back and forth.
	s := pos(t, Duel, "m1,m2,m1,m2;b1,.,.,b2 to=1")
	for i := 0; i < 2 && !s.Over; i++ {
		play(t, s, "b1,2@2,2", "b4,2@3,2", "b2,2@1,2", "b3,2@4,2")
	}
	require.True(t, s.Over)
	assert.Empty(t, s.Res.Winners)
	assert.Contains(t, s.Reason().String(), "third time")
	assert.Equal(t, []float64{0.5, 0.5}, s.Returns())
}

func TestNoLegalActionPassesTheTurn(t *testing.T) {
	// Gold holds nothing and every Gold card is covered or pinned.
	s := pos(t, Duel, "m2f1,m1 to=1")
	s.Hands[1] = Hand{}
	s.Hands[0] = Hand{Markers: 5}
	var ev []game.Event
	require.NoError(t, s.Apply(game.Action(Place(Marker, Pt{3, 1})), &ev))
	assert.Equal(t, 0, s.To, "Gold had nothing to play: Blue again")
	assert.Equal(t, "skip", ev[len(ev)-1].Kind)
}

func TestBoardKeepsFixedCoordinates(t *testing.T) {
	s, _ := NewState(Duel)
	var ev []game.Event
	a, _ := s.ParseAction("m@0,1") // left of the box: the grid is re-cut
	require.NoError(t, s.Apply(a, &ev))
	assert.Equal(t, [2]int{0, 1}, ev[0].To)
	a, _ = s.ParseAction("m@0,1") // "0,1" now names a space one further left
	require.NoError(t, s.Apply(a, &ev))
	assert.Equal(t, [2]int{-1, 1}, ev[1].To, "events use fixed table coordinates")
	assert.Equal(t, "m2,m1,f1,f2;.,.,b2,b1 to=1", s.String())
}

// The log says the line each card put out or moved now lies in ("Gold puts
// out a marker. Line of 3."), where its owner has two or more in a row
// there: six "puts out a marker" lines in a row say nothing apart.
func TestTheLogSaysTheLineACardMakes(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 46))
	lined := 0
	for range 4 {
		s, err := NewState(Duel)
		require.NoError(t, err)
		for n := 0; !s.Over && n < 80; n++ {
			acts := s.Generate(nil)
			if len(acts) == 0 {
				break
			}
			seat := s.To
			var ev []game.Event
			a := acts[rng.IntN(len(acts))]
			require.NoError(t, s.Apply(game.Action(a), &ev))
			for _, e := range ev {
				if e.Kind != "place" && e.Kind != "move" {
					continue
				}
				to := Pt{X: e.To[0] - s.B.OX, Y: e.To[1] - s.B.OY}
				want, _ := s.B.Longest(to, seat)
				if s.Over || want < 2 { // (a win re-cuts nothing; a lone card says no line)
					if want < 2 {
						assert.NotEqual(t, "fal.log.line", e.Msg.Key, "%s", e.Msg)
					}
					continue
				}
				require.Equal(t, "fal.log.line", e.Msg.Key, "%s", e.Msg)
				assert.Equal(t, want, e.Msg.Arg("N"))
				assert.True(t, strings.HasSuffix(e.Msg.String(), fmt.Sprintf(". Line of\u00a0%d.", want)), "%q", e.Msg.String())
				lined++
			}
		}
	}
	assert.Greater(t, lined, 10, "cards made lines")
}
