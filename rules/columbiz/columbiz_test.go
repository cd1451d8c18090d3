package columbiz

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
)

// pos parses a position or fails the test.
func pos(t *testing.T, text string) *State {
	t.Helper()
	s, err := ParseState(text)
	require.NoError(t, err, text)
	return s
}

func play(t *testing.T, s *State, moves ...string) []game.Event {
	t.Helper()
	var ev []game.Event
	for _, m := range moves {
		a, err := s.ParseAction(m)
		require.NoError(t, err, m)
		require.NoError(t, s.Apply(a, &ev), "%s in %s", m, s)
	}
	return ev
}

func placements(s *State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		if k, _, _ := Decode(a); k == "place" {
			out = append(out, s.ActionString(a))
		}
	}
	sort.Strings(out)
	return out
}

const empty = "board=......;......;......;......;......;......"

// The rulebook's example: after three rolls the dice show 1-2-3-3-5-5-5-6.
func TestRulebookExample(t *testing.T) {
	s := pos(t, empty+" reserve=18,18 start=1 phase=decide rolls=3 free=12335556")
	// Row 1 of every face rolled, row 2 of the threes, rows 1-3 of the fives.
	assert.Equal(t, []string{"1/1", "2/1", "3/1", "3/2", "5/1", "5/2", "5/3", "6/1"}, placements(s))
	assert.NotContains(t, placements(s), "4/1", "no die shows four")

	// A pawn on row 2 of column 3 and one on row 3 of column 5.
	a := s.Clone().(*State)
	play(t, a, "3/2", "5/3")
	assert.Equal(t, []string{"1/1", "2/1", "6/1"}, placements(a), "the threes and fives are spent")

	// Or rows 1 and 2 of column 5 instead of row 3.
	b := s.Clone().(*State)
	play(t, b, "5/1", "5/2")
	assert.NotContains(t, placements(b), "5/3")
	assert.Contains(t, placements(b), "3/2")

	// Row 1 and row 3 of the fives would need four fives.
	c := s.Clone().(*State)
	play(t, c, "5/3")
	assert.NotContains(t, placements(c), "5/1")
	require.Error(t, c.Apply(PlaceAction(4, 0), nil))
}

func TestBoardLayoutIsData(t *testing.T) {
	for c := 0; c < Cols; c++ {
		for r := 0; r < Rows; r++ {
			assert.Equal(t, r+1, Need(c, r), "row %d of a column needs %d dice", r+1, r+1)
		}
	}
	assert.Equal(t, "5/3", SpaceName(4, 2))
	assert.Equal(t, game.M("cbz.space", "Row", 3, "Face", 5), Space(4, 2), "for people: the number on the space and its column's die")
}

// A turn's spaces are said a row at a time: "row 1 of the 1, 2 and 3
// columns and row 4 of the 5 column".
func TestSpacesGroupTheirRows(t *testing.T) {
	got := Spaces(Place{0, 0}, Place{4, 3}, Place{1, 0}, Place{2, 0})
	want := game.List(
		game.M("cbz.spaces", "Row", 1, "Faces", game.List(1, 2, 3), "Count", 3),
		game.M("cbz.spaces", "Row", 4, "Faces", 5, "Count", 1))
	assert.Equal(t, want, got)
	assert.Equal(t, game.M("cbz.spaces", "Row", 2, "Faces", 6, "Count", 1), Spaces(Place{5, 1}), "one space alone")
}

func TestCaptureTable(t *testing.T) {
	want := []int{0, 1, 2, 4, 6, 9, 12, 16, 20, 25, 30, 36, 42, 49, 56}
	for n, w := range want {
		assert.Equal(t, w, CaptureScore(n), "%d captured", n)
	}
}

func TestCaptureTakesEveryLowerRivalPawn(t *testing.T) {
	// Column 6 holds, from the bottom: Blue, Purple, Grey, empty.
	s := pos(t, "board=......;......;......;.....3;.....1;.....2 reserve=12,12,12 prison=-,-,- start=1 phase=decide rolls=3 free=66665555")
	s.Reserve = [4]int8{12, 12, 12}
	ev := play(t, s, "6/4")
	assert.Equal(t, int8(0), s.Board[5][3])
	assert.Equal(t, int8(Empty), s.Board[5][0], "Blue's pawn captured")
	assert.Equal(t, int8(0), s.Board[5][1], "own pawn stays")
	assert.Equal(t, int8(Empty), s.Board[5][2], "Grey's pawn captured")
	assert.Equal(t, int8(1), s.Prison[0][1])
	assert.Equal(t, int8(1), s.Prison[0][2])
	assert.Equal(t, 2, s.Captured(0))
	assert.Equal(t, 2, s.Scores()[0])
	n := 0
	for _, e := range ev {
		if e.Kind == "capture" {
			n++
		}
	}
	assert.Equal(t, 2, n)
	// A pawn on the bottom row captures nothing.
	assert.Contains(t, placements(s), "5/1")
}

func TestLinesScoreAtOnceAndWhenExtended(t *testing.T) {
	// Purple has 1/1 and 2/1; 3/1 makes a line of 3 (1 point), 4/1 extends it to 4 (2 more).
	s := pos(t, "board=......;......;......;......;......;11.... reserve=16,18 start=1 phase=decide rolls=3 free=34112222")
	play(t, s, "3/1")
	assert.Equal(t, int16(1), s.Lines[0])
	play(t, s, "4/1")
	assert.Equal(t, int16(3), s.Lines[0])
	// A diagonal: 1/1, 2/2, 3/3 with a pawn in the middle last.
	d := pos(t, "board=......;......;......;..1...;......;1..... reserve=16,18 start=1 phase=decide rolls=3 free=22111111")
	ev := play(t, d, "2/2")
	assert.Equal(t, int16(1), d.Lines[0])
	var line *game.Event
	for i := range ev {
		if ev[i].Kind == "line" {
			line = &ev[i]
		}
	}
	require.NotNil(t, line)
	assert.Equal(t, [2]int{0, 0}, line.From)
	assert.Equal(t, [2]int{2, 2}, line.To)
	// Two directions at once both score.
	x := pos(t, "board=......;......;......;1.....;1.....;.11... reserve=14,18 start=1 phase=decide rolls=3 free=11111111")
	play(t, x, "1/1")
	assert.Equal(t, int16(2), x.Lines[0], "a vertical and a horizontal line of 3")
}

func TestTurnLimitsAndEnd(t *testing.T) {
	s := pos(t, empty+" reserve=10,10,10,10 start=1 phase=decide rolls=3 free=11111111")
	play(t, s, "1/1", "1/2", "1/3")
	assert.Empty(t, placements(s), "no dice left")
	s = pos(t, empty+" reserve=10,10,10,10 start=1 phase=decide rolls=3 free=12345666")
	play(t, s, "1/1", "2/1", "3/1")
	assert.Empty(t, placements(s), "three pawns a turn with four players")
	assert.Equal(t, []game.Action{ActEnd}, s.Legal(nil))
	s = pos(t, empty+" reserve=18,18 start=1 phase=decide rolls=3 free=12345666")
	play(t, s, "1/1", "2/1", "3/1", "4/1")
	assert.Empty(t, placements(s), "four pawns a turn with two or three players")
	play(t, s, "end")
	assert.Equal(t, game.Chance, s.ToMove())
	assert.Equal(t, int8(1), s.Seat, "Blue rolls next")
}

func TestMustPlaceAtLeastOne(t *testing.T) {
	s := pos(t, empty+" reserve=18,18 start=1 phase=decide rolls=3 free=12345666")
	err := s.Apply(ActEnd, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "at least one")
	err = s.Apply(ActAside, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "must place")
}

func TestAsideWhenNothingFits(t *testing.T) {
	// Every row-1 space of the faces rolled is taken, and pairs are missing.
	s := pos(t, "board=......;......;......;......;......;111111 reserve=12,18 start=1 phase=decide rolls=1 free=12345612")
	s.Board[0][0], s.Board[1][0] = 1, 1
	s.Reserve = [4]int8{14, 16}
	require.NoError(t, s.check())
	assert.Contains(t, placements(s), "1/2")
	s = pos(t, "board=......;......;......;......;222222;222222 reserve=18,6 start=1 phase=decide rolls=3 free=12345612")
	assert.Empty(t, placements(s))
	legal := s.Legal(nil)
	assert.Equal(t, []game.Action{ActAside}, legal)
	ev := play(t, s, "aside")
	assert.Equal(t, int8(15), s.Reserve[0])
	assert.Equal(t, int8(3), s.Aside[0])
	assert.Equal(t, "aside", ev[0].Kind)
	// With rolls left, stopping early to put pawns aside is allowed too.
	s = pos(t, "board=......;......;......;......;222222;222222 reserve=18,6 start=1 phase=decide rolls=1 free=12345612")
	assert.Contains(t, s.Legal(nil), ActAside)
	// Fewer than three pawns left: all go aside.
	s = pos(t, "board=......;......;......;......;222222;222222 reserve=2,6 aside=16,0 start=1 phase=decide rolls=3 free=12345612")
	play(t, s, "aside")
	assert.Equal(t, int8(0), s.Reserve[0])
	assert.True(t, s.Ending)
}

func TestRollingKeepsDiceAside(t *testing.T) {
	s := pos(t, empty+" reserve=18,18 start=1 phase=decide rolls=1 free=12335556")
	play(t, s, "roll 555")
	assert.Equal(t, "555", s.Kept.String())
	assert.Equal(t, game.Chance, s.ToMove())
	out := s.ChanceOutcomes()
	assert.Len(t, out, 252, "5 dice fall in C(10,5) ways")
	sum := 0.0
	for _, o := range out {
		sum += o.Prob
	}
	assert.InDelta(t, 1, sum, 1e-12)
	play(t, s, "dice 11156")
	assert.Equal(t, "11156", s.Free.String())
	require.Error(t, s.Apply(RollAction(Dice{4: 1}), nil), "only dice of the last roll can be set aside")
	play(t, s, "roll 1")
	play(t, s, "dice 6666")
	assert.Equal(t, 3, int(s.Rolls))
	err := s.Apply(RollAction(Dice{}), nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "3 times")
	assert.Equal(t, "15556666", s.Avail().String())
	// Every die set aside leaves nothing to roll.
	s = pos(t, empty+" reserve=18,18 start=1 phase=decide rolls=1 kept=555 free=11234")
	require.Error(t, s.Apply(RollAction(Dice{1: 2, 2: 1, 3: 1, 4: 1}), nil))
	// Once a pawn is placed, the dice stay.
	s = pos(t, empty+" reserve=18,18 start=1 phase=decide rolls=1 free=12335556")
	play(t, s, "5/3")
	err = s.Apply(RollAction(Dice{}), nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "once a pawn is placed")
}

func TestRolloffTiesRollAgain(t *testing.T) {
	s := New(3)
	assert.Equal(t, game.Chance, s.ToMove())
	assert.Len(t, s.ChanceOutcomes(), 216)
	ev := play(t, s, "start 5-6-6")
	assert.Contains(t, ev[0].Msg.String(), "tie")
	assert.Len(t, s.ChanceOutcomes(), 36, "only Blue and Grey roll again")
	ev = play(t, s, "start 2-4")
	assert.Equal(t, int8(2), s.Start)
	assert.Equal(t, int8(2), s.Seat)
	assert.Equal(t, "rolloff", ev[0].Kind)
	assert.Equal(t, PhaseRoll, s.Phase)
	require.Error(t, s.Apply(game.Action(kindRolloff<<32|1), nil))
}

// The last round is finished so that everyone plays as often; players without
// pawns skip.
func TestEndOfRound(t *testing.T) {
	// Three players, Blue started. Grey places its last pawn; Purple still plays, then the game ends.
	s := pos(t, "board=......;......;......;......;......;...... reserve=5,6,1 aside=8,7,12 start=2 turn=10 phase=decide seat=3 rolls=3 free=12345666")
	play(t, s, "6/2")
	assert.Empty(t, placements(s), "no pawn left")
	ev := play(t, s, "end")
	assert.True(t, s.Ending)
	assert.Equal(t, int8(0), s.Seat, "Purple finishes the round")
	assert.Equal(t, "ending", ev[0].Kind)
	play(t, s, "dice 11111111", "1/1", "end")
	assert.True(t, s.Terminal())
	assert.Equal(t, game.Nobody, s.ToMove())

	// Four players, Grey started; Purple empties its reserve; Blue has none and skips.
	s = pos(t, "board=......;......;......;......;......;...... reserve=3,0,4,4 aside=7,10,6,6 start=3 phase=decide seat=1 rolls=3 free=11122333")
	play(t, s, "1/3", "2/2", "3/3", "end")
	assert.True(t, s.Terminal(), "Blue has no pawns, and Grey started the round")
}

func TestSharedVictory(t *testing.T) {
	s := pos(t, "board=......;......;......;......;......;...... reserve=0,0 aside=18,18 prison=-,- lines=3,3 start=1 phase=over")
	assert.Equal(t, []float64{0.5, 0.5}, s.Returns())
	s.Lines[1] = 4
	assert.Equal(t, []float64{0, 1}, s.Returns())
}

func TestNotationRoundTrip(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		m, err := game.NewMatch(Def, "", make4("human", seats), uint64(seats), "")
		require.NoError(t, err)
		rng := game.NewRand(uint64(seats) + 100)
		for !m.State.Terminal() {
			s := m.State.(*State)
			text := s.String()
			back, err := ParseState(text)
			require.NoError(t, err, text)
			assert.Equal(t, text, back.String())
			back.Last, back.Rolloff = s.Last, s.Rolloff
			assert.Equal(t, *s, *back, text)
			for _, a := range s.Legal(nil) {
				str := s.ActionString(a)
				b, err := s.ParseAction(str)
				require.NoError(t, err, str)
				require.Equal(t, a, b, str)
			}
			if s.ToMove() == game.Chance {
				_, err = m.ResolveChance()
			} else {
				legal := s.Legal(nil)
				_, err = m.Play(legal[rng.IntN(len(legal))])
			}
			require.NoError(t, err)
		}
		// The record replays to the same position.
		again, err := game.LoadRecord(m.Record())
		require.NoError(t, err)
		assert.Equal(t, m.State.String(), again.State.String())
	}
}

func make4(p string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = p
	}
	return out
}

func TestBadPositionsAreRefused(t *testing.T) {
	for _, text := range []string{
		"",
		"board=......",
		empty,
		empty + " reserve=18",
		empty + " reserve=18,18,18,18,18",
		empty + " reserve=17,18", // a pawn is missing
		empty + " reserve=18,18 start=1 phase=decide",   // no dice
		empty + " reserve=18,18 start=1 phase=sleeping", // no such phase
		empty + " reserve=18,18 start=3",
		empty + " reserve=18,18 start=1 phase=decide rolls=1 free=1234566",
		empty + " reserve=18,18 start=1 phase=decide rolls=1 free=123456789",
		"board=......;......;......;......;......;5..... reserve=18,18",
		empty + " reserve=18,18 start=1 phase=decide rolls=1 free=12345666 spent=11",
		empty + " reserve=18,18 prison=1,- ",
		empty + " reserve=x,18",
	} {
		_, err := ParseState(text)
		assert.Error(t, err, text)
	}
}

func TestIllegalActionsChangeNothing(t *testing.T) {
	s := pos(t, empty+" reserve=18,18 start=1 phase=decide rolls=1 free=12335556")
	before := *s
	for _, a := range []game.Action{0, ActEnd, ActAside, PlaceAction(3, 0), PlaceAction(4, 3), PlaceAction(7, 0),
		RollAction(Dice{4: 1}), RolledAction(Dice{1: 8}), game.Action(kindRolloff<<32 | 9), 1 << 60} {
		err := s.Apply(a, nil)
		require.Error(t, err, "%x", uint64(a))
		assert.NotEmpty(t, err.Error())
		assert.Equal(t, before, *s)
	}
	for _, text := range []string{"7/1", "5/9", "roll 7", "dice", "start 7", "hop", "1/"} {
		_, err := s.ParseAction(text)
		assert.Error(t, err, text)
	}
	err := s.Apply(PlaceAction(3, 0), nil)
	assert.True(t, strings.Contains(err.Error(), "needs 1 die showing 4"), err.Error())
}
