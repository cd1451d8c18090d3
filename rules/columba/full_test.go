package columba

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The full rules' mini-boards at the start of a two-player game: each
// starting objective, nothing captured, no stock, no falcon.
const fresh = "AB/DC|-|-|-|0;AD/BC|-|-|-|0"

func TestStartOfTheFullGame(t *testing.T) {
	s, err := New(VariantStandard, 3)
	require.NoError(t, err)
	assert.Equal(t, "standard players=3 turn=0 to=1 phase=start dovecotes=1+2,1+2,1+2 left="+leftAll()+" mini=AB/DC|-|-|-|0;AD/BC|-|-|-|0;AC/DB|-|-|-|0 supply=15,15,15,15 falcons=12", s.String())
	back := mustParse(t, s.String())
	assert.Equal(t, s.String(), back.String())
}

func leftAll() string {
	out := ""
	for i, c := range Deck {
		if i > 0 {
			out += ","
		}
		out += c.String()
	}
	return out
}

// Illustration 1 of the rulebook: a card may not cover a rival's estate,
// nor capture pigeons the objective does not need.
func TestCapturesAreWhatTheObjectiveNeeds(t *testing.T) {
	// Yellow's estate is the two meadows on the left; Red needs one meadow
	// (it has captured nothing yet) and has AA/CB in hand.
	s := mustParse(t, "standard players=2 turn=2 to=1 phase=place card=AA/CB dovecotes=1+3,0+3 left=AB/CD mini="+fresh+
		" supply=15,15,15,15 falcons=12 board=@0,0:a*2L,a,b,a,a;c,d,b,b,c")
	err := s.Why(Place(Pt{0, 0}, 0))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "dovecote")
	err = s.Why(Place(Pt{1, -1}, 0)) // its bottom row covers 1,0 (Yellow's) and 2,0
	require.Error(t, err)
	assert.Contains(t, err.Error(), "It would cover Yellow's estate")
	err = s.Why(Place(Pt{3, -1}, 0)) // covers the meadows 3,0 and 4,0: Red needs one
	require.Error(t, err)
	assert.Contains(t, err.Error(), "You don't need a second meadow")
	err = s.Why(Place(Pt{2, 0}, 0)) // covers 2,0 (wheat), 3,0 (meadow), 2,1 and 3,1 (wheat)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "You don't need a second wheat field")
	assert.NoError(t, s.Why(Place(Pt{4, -1}, 0)), "one meadow (4,0) is what Red needs")
	act(t, s, "AA/CB@4,-1")
	assert.Equal(t, [NumGrounds]int8{1, 0, 0, 0}, s.P[0].Filled)
	assert.Equal(t, int8(14), s.Supply[Meadow], "the captured pigeon is a tile from the supply")
	assert.Equal(t, PhaseActions, s.Phase)
	mustParse(t, s.String())
}

// The rulebook's turn example: the last pigeon completes the objective,
// its four tiles go to the stock, a new objective is drawn, the completed
// card is laid turned and covering nothing, and a dovecote and a tile make
// an estate.
func TestTheObjectiveChain(t *testing.T) {
	// Red needs a marsh for AB/DC (it has a, b and d); CC/AD covers the
	// marsh at 1,1 with its top-left space.
	s := mustParse(t, "standard players=2 turn=4 to=1 phase=place card=CC/AD dovecotes=1+3,1+3 left=AA/BB,BB/CC mini=AB/DC|abd|-|-|0;AD/BC|-|-|-|0"+
		" supply=14,14,15,14 falcons=12 board=@0,0:b,b;d,c")
	act(t, s, "CC/AD@1,1")
	assert.Equal(t, PhaseChoose, s.Phase, "the objective is complete")
	assert.Equal(t, [NumGrounds]int8{1, 1, 1, 1}, s.P[0].Stock, "its four tiles go to the stock")
	assert.Equal(t, int8(1), s.P[0].Done)
	assert.Equal(t, "AB/DC", s.Card().String(), "the completed card is to be laid")
	act(t, s, "new objective")
	require.Equal(t, PhaseObjective, s.Phase)
	act(t, s, "objective AA/BB")
	assert.Equal(t, "AA/BB", CardOf(int(s.P[0].Objective)).String())
	require.Equal(t, PhasePlace, s.Phase)
	// The old objective, turned three times, beside the territory.
	act(t, s, "BC/AD@-2,0")
	require.Equal(t, PhaseActions, s.Phase)
	// The tile first, as the rulebook's own turn plays it: it lies outside
	// any estate until the dovecote takes it in, and the turn may not end
	// before.
	other := s.Clone().(*State)
	act(t, s, "+b@2,0")
	assert.ErrorContains(t, s.Why(EndTurn), "The tile you laid at 2,0 is outside your estates: build a dovecote")
	assert.NotContains(t, s.Legal(nil), EndTurn)
	act(t, s, "S@0,0")
	assert.Equal(t, 3, len(s.T.Estate(0)), "the wheat estate: two spaces and the tile")
	act(t, s, "end")
	assert.Equal(t, []int{3, 0}, s.Points())
	mustParse(t, s.String())
	// The dovecote first reaches the same estate.
	act(t, other, "S@0,0")
	act(t, other, "+b@2,0")
	assert.ElementsMatch(t, s.T.Estate(0), other.T.Estate(0))
	act(t, other, "end")
	assert.Equal(t, s.String(), other.String())
}

// The rulebook's turn example ends "laying 2 domesticated pigeons and placing
// his dovecote, which enables him to take control of the 9-space estate":
// two meadow tiles on marsh pigeons join two meadow groups (4 and 3 spaces)
// into one of 9, and the dovecote then takes it. Played in that order, and in
// the other (the dovecote first, then the tiles), the estate is the same 9
// spaces and the positions are the same.
func TestTheRulebooksTurnInEitherOrder(t *testing.T) {
	pos := "standard players=2 turn=6 to=1 phase=actions dovecotes=1+3,1+3 left=AB/CD mini=AA/BB|-|aa|-|1;AD/BC|-|-|-|0" +
		" supply=13,15,15,15 falcons=12 board=@0,0:a,a,a,c,a,a;b,b,a,c,a,d;b,b,d,d,d,d"
	printed := mustParse(t, pos)
	act(t, printed, "+a@3,0")
	act(t, printed, "+a@3,1")
	assert.ErrorContains(t, printed.Why(EndTurn), "outside your estates")
	act(t, printed, "L@0,0")
	require.Len(t, printed.T.Estate(0), 9)
	act(t, printed, "end")

	other := mustParse(t, pos)
	act(t, other, "L@0,0")
	assert.Len(t, other.T.Estate(0), 4)
	act(t, other, "+a@3,0")
	act(t, other, "+a@3,1")
	require.Len(t, other.T.Estate(0), 9)
	act(t, other, "end")
	assert.Equal(t, printed.String(), other.String())
	assert.Equal(t, printed.Points(), other.Points())
}

// A tile may not cover another tile, a dovecote or a rival's estate, and
// a tile laid this turn outside one's estates keeps the turn from ending.
func TestTiles(t *testing.T) {
	s := mustParse(t, "standard players=2 turn=6 to=1 phase=actions dovecotes=1+2,0+3 left=AB/CD mini=AA/BB|-|abcd|-|1;AD/BC|-|-|-|0"+
		" supply=14,13,14,14 falcons=12 board=@0,0:b*1S,B1.2,a*2L,a;c,d,c,c")
	assert.ErrorContains(t, s.Why(Tile(Meadow, Pt{1, 0})), "another tile")
	assert.ErrorContains(t, s.Why(Tile(Meadow, Pt{0, 0})), "dovecote")
	assert.ErrorContains(t, s.Why(Tile(Meadow, Pt{3, 0})), "Yellow's estate")
	assert.ErrorContains(t, s.Why(Tile(Wheat, Pt{5, 5})), "beside it")
	assert.NoError(t, s.Why(Tile(Marsh, Pt{2, 2})), "outside any estate, but a dovecote can still take it in")
	assert.ErrorContains(t, s.Why(Tile(Meadow, Pt{4, 0})), "could not become part of your estate this turn", "it would join Yellow's estate")
	assert.NoError(t, s.Why(Tile(Wheat, Pt{0, 1})), "a wheat tile on the marsh below the dovecote joins the estate")
	done := mustParse(t, strings.Replace(s.String(), "phase=actions", "phase=actions dove=done", 1))
	assert.ErrorContains(t, done.Why(Tile(Marsh, Pt{2, 2})), "could not become part of your estate this turn", "no dovecote this turn any more")

	stuck := mustParse(t, "standard players=2 turn=6 to=1 phase=actions laid=2,2 dovecotes=1+2,0+3 left=AB/CD mini=AA/BB|-|abd|-|1;AD/BC|-|-|-|0"+
		" supply=14,13,14,14 falcons=12 board=@0,0:b*1S,B1.2,a*2L,a;c,d,c,c;.,.,C1.6,.")
	assert.ErrorContains(t, stuck.Why(EndTurn), "outside your estates")
	assert.NotContains(t, stuck.Legal(nil), EndTurn)
}

// Breeding: two tiles buy an eyas, two more raise it on a later turn, one
// step a turn; the adult falcon cuts a rival's estate, and the tiles it
// cuts off turn wild.
func TestFalcons(t *testing.T) {
	mini := "AA/BB|-|abcdd|-|1;AD/BC|-|-|-|0"
	s := mustParse(t, "standard players=2 turn=8 to=1 phase=actions dovecotes=1+3,0+3 left=AB/CD mini="+mini+
		" supply=13,14,14,13 falcons=12 board=@0,0:a*2L,a,A2.3,a;c,d,b,b")
	act(t, s, "breed ab")
	assert.Equal(t, int8(1), s.P[0].Falcon)
	assert.ErrorContains(t, s.Why(Raise(Marsh, Heath)), "One breeding step a turn")
	act(t, s, "end")
	s.Seat, s.TurnNo, s.Phase = 0, 10, PhaseActions // Red's next turn
	act(t, s, "raise cd")
	assert.Equal(t, int8(2), s.P[0].Falcon)
	assert.ErrorContains(t, s.Why(Falcon(Pt{0, 0})), "dovecote")
	assert.ErrorContains(t, s.Why(Falcon(Pt{0, 1})), "rival's estate")
	act(t, s, "F@1,0")
	assert.Len(t, s.T.Estate(0), 1, "Yellow's estate is cut down to its dovecote's space")
	assert.Equal(t, int8(WildTile), s.T.Spaces[Pt{2, 0}].Tile, "the tile cut off is wild again")
	assert.Equal(t, int8(0), s.P[0].Falcon)
	mustParse(t, s.String())
}

// At the end an objective not completed costs 4.
func TestUnfinishedObjectiveCosts4(t *testing.T) {
	s := mustParse(t, "standard players=2 turn=40 to=2 phase=actions dovecotes=1+3,0+3 left=- mini=AA/BB|a|-|-|2;-|-|-|-|3"+
		" supply=14,15,15,15 falcons=12 board=@0,0:b*2L,b;c,d")
	act(t, s, "end")
	require.True(t, s.Terminal())
	assert.Equal(t, []int{-4, 4}, s.Scores())
	assert.Equal(t, []float64{0, 1}, s.Returns())
}

// A tile may cut off a tile laid earlier in the same turn only while a
// dovecote can still take the cut-off tile in: the turn must always be able
// to end.
func TestATileMayNotStrandAnother(t *testing.T) {
	// Red's wheat estate runs 0,0-1,0-2,0, and the wheat tile laid this turn
	// at 3,0 hangs on 2,0, a wild wheat pigeon; Red's marsh estate is the
	// single space 2,1 below it. A marsh tile on 2,0 would join the marsh
	// estate, and cut the new tile off: allowed while Red may still build a
	// dovecote on it, refused once the turn's dovecote is built.
	pos := "standard players=2 turn=6 to=1 phase=actions laid=3,0 dovecotes=0+2,1+3 left=AB/CD mini=AA/BB|-|c|-|1;AD/BC|-|-|-|0" +
		" supply=15,14,14,15 falcons=12 board=@0,0:b*1S,b,b,B1.6;c,d,c*1L,a"
	s := mustParse(t, pos)
	require.NoError(t, s.Why(Tile(Marsh, Pt{2, 0})))
	c := s.Clone().(*State)
	act(t, c, "+c@2,0")
	assert.ErrorContains(t, c.Why(EndTurn), "The tile you laid at 3,0 is outside your estates")
	assert.ErrorContains(t, c.Why(Dove(Pt{1, 1}, false)), "The tile you laid at 3,0 could then never join your estate this turn")
	act(t, c, "S@3,0")
	assert.NoError(t, c.Why(EndTurn))

	done := mustParse(t, strings.Replace(pos, "phase=actions", "phase=actions dove=done", 1))
	err := done.Why(Tile(Marsh, Pt{2, 0}))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "could not become part of your estate this turn")
	assert.NoError(t, s.Why(EndTurn))
	for _, st := range []*State{s, done} {
		for _, a := range st.Legal(nil) {
			c := st.Clone().(*State)
			require.NoError(t, c.Apply(a, nil))
			if c.Phase == PhaseActions {
				assert.True(t, c.canEnd(), "after %s the turn can still end", st.ActionString(a))
			}
		}
	}
}
