package tokyodoves

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
)

// An online table: the person's action is shown at once and sent; the
// server's echo confirms it; the rival's action arrives and is shown; a
// refused action is taken back; the rival's seat never thinks here; a
// loss on time ends the game.
func TestAnOnlineTable(t *testing.T) {
	d, s := start(t, "human", "human")
	f := &table.FakeRemote{At: 0}
	scenetest.OnMain(func() { s.SetRemote(f) })
	// The server's copy of the game, to make the rival's actions.
	def, _ := game.Lookup("tokyodoves")
	srv, err := game.NewMatch(def, "standard", []string{"human", "human"}, 1, "")
	require.NoError(t, err)
	legal := func() string { return srv.State.ActionString(srv.State.Legal(nil)[0]) }

	require.True(t, s.HumanTurn())
	mine := s.M.State.Legal(nil)[0]
	var ok bool
	scenetest.OnMain(func() { ok = s.Play(mine) })
	require.True(t, ok)
	require.Len(t, f.Sent, 1)
	assert.Equal(t, 1, len(s.M.History()), "shown at once")
	assert.False(t, s.HumanTurn(), "the rival's turn now")
	_, err = srv.PlayText(f.Sent[0])
	require.NoError(t, err)
	rival := legal()
	_, err = srv.PlayText(rival)
	require.NoError(t, err)
	f.Push(&table.Update{From: 0, Actions: []string{f.Sent[0], rival}, Names: []string{"ann", "bob"}})
	d.WaitFor("the rival's action", 300, func() bool { return len(s.M.History()) == 2 })
	assert.Equal(t, srv.State.String(), s.M.State.String())
	assert.Equal(t, []string{"ann", "bob"}, s.Names())
	assert.True(t, s.HumanTurn())
	// The rival's connection drops, then comes back: their panel says so.
	who := func() string { p, _ := s.Player(1); return p } // on the main thread (WaitFor's cond)
	d.WaitFor("bob", 1, func() bool { return who() == "bob" })
	f.Push(&table.Update{From: 2, Here: []bool{true, false}})
	d.WaitFor("bob away", 300, func() bool { return s.Presence(1) == "bob is away (not connected)" })
	f.Push(&table.Update{From: 2, Here: []bool{true, true}})
	d.WaitFor("bob back", 300, func() bool { return s.Presence(1) == "bob is at the table" })
	assert.Equal(t, "bob", who(), "the name is whole: the mark beside it says where bob is")
	assert.Equal(t, 2, len(s.M.History()), "presence is no move")
	scenetest.OnMain(func() {
		n := len(s.Log)
		require.GreaterOrEqual(t, n, 2)
		assert.Equal(t, []string{"bob is away (not connected).", "bob is at the table."}, s.Log[n-2:],
			"the log says in words what the mark says: the same on every screen")
	})
	// The seat to act shows its clock, running; a waiting seat none (a
	// turn's whole limit, the same for every seat, is the log's: beside
	// "away" it read as how long the player was away, and a landscape
	// panel dropped it where a phone's kept it). The player's own seat is
	// named as every other is (its mark says "you").
	f.Push(&table.Update{From: 2, Deadline: time.Now().Add(40 * time.Second), Turn: time.Minute})
	d.WaitFor("the clock's rule in the log", 300, func() bool {
		return slices.Contains(s.Log, "Turn clock: 1\u00a0min.")
	})
	d.WaitFor("the running clock", 300, func() bool { return s.SeatClock(0) != "" })
	scenetest.OnMain(func() {
		assert.Regexp(t, "^[34]\\d\u00a0s$", s.SeatClock(0), "the clock of the seat to act runs")
		// One place for the clock: the seat's, never the status line too
		// ("43 s" in the panel beside "(43 s left)" below read as two).
		assert.NotContains(t, s.StatusLine(), "\u00a0s", "the status line says no clock (%q)", s.StatusLine())
		assert.Equal(t, s.Status, s.StatusLine())
		assert.Empty(t, s.SeatClock(1), "a waiting seat shows no clock")
		p, _ := s.Player(0)
		assert.Equal(t, "ann", p, "one form on every screen")
	})

	// A refused action is taken back.
	scenetest.OnMain(func() { ok = s.Play(s.M.State.Legal(nil)[0]) })
	require.True(t, ok)
	require.Equal(t, 3, len(s.M.History()))
	f.Push(&table.Update{Refused: game.M("online.refuse.stale")})
	d.WaitFor("the refusal", 300, func() bool { return len(s.M.History()) == 2 })
	assert.Contains(t, s.Status, "refused")
	assert.Equal(t, srv.State.String(), s.M.State.String())
	assert.False(t, s.Thinking(), "no seat thinks here")

	// The rival ran out of time: the server ends the game.
	f.Push(&table.Update{Lost: 2, Over: true, Events: []game.Msg{online.Dropped(game.Colour("Blue"), false, true, "")}})
	d.WaitFor("the end", 300, func() bool { return s.Over() })
	d.WaitFor("the result", 600, func() bool {
		n, ok := d.A.Top().(scenes.Named)
		return ok && n.Name() == "result"
	})
}

// A spectator's table: nothing can be played, the server's actions are
// shown as they come.
func TestWatchingOnline(t *testing.T) {
	d, s := start(t, "human", "beginner")
	f := &table.FakeRemote{At: -1}
	scenetest.OnMain(func() { s.SetRemote(f) })
	assert.False(t, s.HumanTurn())
	m := s.M.State.Legal(nil)[0]
	var ok bool
	scenetest.OnMain(func() { ok = s.Play(m) })
	assert.False(t, ok)
	text := s.M.State.ActionString(m)
	f.Push(&table.Update{From: 0, Actions: []string{text}})
	d.WaitFor("the action", 300, func() bool { return len(s.M.History()) == 1 })
	d.Step(30)
	assert.False(t, s.Thinking(), "the computer seat plays on the server")
	assert.Equal(t, 1, len(s.M.History()))
}
