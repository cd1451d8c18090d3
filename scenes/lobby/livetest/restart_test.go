package livetest

import (
	"context"
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/lobby"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/tokyodoves"
)

// waitLong runs frames until cond holds, failing after d (a server
// restarting takes seconds: more than WaitFor's least wait).
func waitLong(t *testing.T, dr *scenetest.Driver, what string, d time.Duration, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(d); time.Now().Before(end); {
		ok := false
		scenetest.OnMain(func() { ok = cond() })
		if ok {
			return
		}
		dr.Step(1)
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("gave up waiting for %s (top: %s)", what, dr.TopName())
}

// signedIn opens Play online in a fresh app and waits for its sign-in.
func signedIn(t *testing.T) (*scenetest.Driver, *lobby.Lobby) {
	dr := scenetest.New(t)
	dr.Key(input.Confirm)
	dr.ClickButton("Play online")
	require.Equal(t, "lobby", dr.TopName())
	l := dr.Top().(*lobby.Lobby)
	dr.WaitFor("signing in", 600, func() bool { return l.Me != "" || l.Err != "" })
	require.Empty(t, l.Err)
	// The hub shows its buttons with the player's games and ratings,
	// which come with the sign-in; a list the app's watch brings later
	// may still lay it out anew: a person taps what stays put, so the
	// test clicks once its buttons have stood still for 30 frames (on a
	// busy machine a click read before the last layout missed Create a
	// game).
	var was image.Rectangle
	for still, i := 0, 0; still < 30; i++ {
		require.Less(t, i, 1200, "the hub never stood still")
		r := dr.Button("Create a game").R
		if r == was {
			still++
		} else {
			was, still = r, 0
		}
		dr.Step(1)
	}
	return dr, l
}

// friendOf signs in a friend (a client of package online).
func friendOf(t *testing.T, ctx context.Context, name string) *online.Client {
	c, err := online.New(srv.Addr, srv.Key)
	require.NoError(t, err)
	require.NoError(t, c.SignIn(ctx, fmt.Sprintf("livetest-%s-%d", strings.ToLower(name), time.Now().UnixNano()), name))
	return c
}

// reconnecting waits until the lobby says, while it waits for the server,
// that it is reconnecting.
func reconnecting(t *testing.T, dr *scenetest.Driver, l *lobby.Lobby) {
	t.Helper()
	waitLong(t, dr, "the lobby saying it reconnects", time.Minute, func() bool {
		return strings.Contains(l.Info()["trouble"], "reconnecting")
	})
	assert.Empty(t, l.Info()["err"], "no failure is shown while it tries again")
}

// playThroughKills plays the app's table against the friend's client (a
// computer level) to the end: after two actions Nakama is killed (kill
// -9) and started again once the app's table has said the connection is
// lost; after six, as the person acts, PostgreSQL is, and started again
// once the server has logged that the action could not be stored (its
// match stops without a word). Both ends carry on and end at the same position.
func playThroughKills(t *testing.T, ctx context.Context, dr *scenetest.Driver, s *tokyodoves.Table, ft *online.Table) {
	choose, err := online.BotChooser(ft.M.Def, "beginner", 5, 10*time.Millisecond)
	require.NoError(t, err)
	played := make(chan error, 1)
	go func() {
		_, err := ft.Play(ctx, choose)
		played <- err
	}()
	killed, dbKilled, troubled := false, false, false
	restarted := make(chan error, 1)
	deadline := time.Now().Add(5 * time.Minute)
	for !s.Over() && time.Now().Before(deadline) {
		var n int
		var ready bool
		scenetest.OnMain(func() {
			n = len(s.M.History())
			troubled = troubled || s.Trouble() != ""
			ready = s.HumanTurn() && !dr.A.Anims.Busy() && s.Trouble() == ""
		})
		switch {
		case n >= 2 && !killed:
			// Nakama comes back once the app's table has said it lost
			// the connection: the test waits for what it tests, not a
			// fixed while.
			killed = true
			require.NoError(t, srv.Kill())
			waitLong(t, dr, "the app's table saying the connection is lost", time.Minute, func() bool { return s.Trouble() != "" })
			require.NoError(t, srv.Restart())
		case n >= 6 && !dbKilled && ready:
			// The person's action goes out with the database down: its
			// match cannot store it, and stops without a word.
			// PostgreSQL comes back once the server has failed to store
			// the action (its log says so), not after a fixed while.
			dbKilled = true
			mark := srv.LogSize()
			require.NoError(t, srv.KillDB())
			go func() {
				if err := srv.WaitLog(mark, "not stored, the match stops", 2*time.Minute); err != nil {
					restarted <- err
					return
				}
				restarted <- srv.StartDB()
			}()
		}
		if ready {
			scenetest.OnMain(func() { s.Play(s.M.State.Legal(nil)[0]) })
		}
		dr.Step(2)
	}
	require.True(t, s.Over(), "the game ended in the app")
	require.True(t, killed && dbKilled, "the game was over before both were killed")
	require.NoError(t, <-restarted)
	select {
	case err := <-played:
		require.NoError(t, err)
	case <-ctx.Done():
		t.Fatal("the friend's game did not end")
	}
	assert.True(t, troubled, "the app's table said the connection was lost")
	assert.Equal(t, ft.Last.Position, s.M.State.String(), "the app and the friend ended at the same position")
	assert.Equal(t, ft.Last.Seq, len(s.M.History()))
}

// The app's lobby rides out a Nakama restart: the person creates a game
// while Nakama is down (kill -9); the lobby says it is reconnecting,
// tries again, and opens the table once the server is back. Then the game
// rides out kill -9 of Nakama and of PostgreSQL on both ends, to its end.
func TestTheAppCreatesThroughARestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	dr, l := signedIn(t)
	dr.ClickButton("Create a game")
	dr.ClickButton("Tokyo Doves")
	require.NoError(t, srv.Kill())
	dr.ClickButton("Create")
	reconnecting(t, dr, l)
	require.NoError(t, srv.Restart())
	waitLong(t, dr, "the table", time.Minute, top(dr, "tokyodoves"))
	s := dr.Top().(*tokyodoves.Table)
	code := s.Info()["code"]
	require.Len(t, code, 6)

	friend := friendOf(t, ctx, "Kenji")
	defer friend.Close()
	ft, _, err := online.Join(ctx, friend, code, false)
	require.NoError(t, err)
	playThroughKills(t, ctx, dr, s, ft)
}

// The app's lobby rides out a PostgreSQL restart: a friend's game is
// joined by its code while PostgreSQL is down (kill -9); the lobby says it
// is reconnecting instead of "no game has that code", tries again, and
// seats the person once the database is back; the game goes on to its
// end through both kills.
func TestTheAppJoinsThroughADatabaseRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	dr, l := signedIn(t)
	friend := friendOf(t, ctx, "Mariana")
	defer friend.Close()
	ft, o, err := online.Create(ctx, friend, online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, online.Human}})
	require.NoError(t, err)

	dr.ClickButton("Join with a code")
	require.NoError(t, srv.KillDB())
	scenetest.OnMain(func() {
		l.Code = o.Code
		l.JoinGame(false)
	})
	reconnecting(t, dr, l)
	require.NoError(t, srv.StartDB())
	waitLong(t, dr, "the table", 2*time.Minute, top(dr, "tokyodoves"))
	s := dr.Top().(*tokyodoves.Table)
	assert.Equal(t, "1", s.Info()["seat"], "the person sat in the open seat")
	playThroughKills(t, ctx, dr, s, ft)
}

// The app's first sign-in while PostgreSQL is down (kill -9): the lobby
// says when it tries again ("Error finding user account." is the server's
// trouble, not a refusal), and signs in once the database is back.
func TestTheAppSignsInThroughADatabaseRestart(t *testing.T) {
	lobby.SignInWait = func(int) time.Duration { return time.Second }
	defer func() { lobby.SignInWait = lobbySignInWait }()
	require.NoError(t, srv.KillDB())
	dr := scenetest.New(t)
	dr.Key(input.Confirm)
	dr.ClickButton("Play online")
	require.Equal(t, "lobby", dr.TopName())
	l := dr.Top().(*lobby.Lobby)
	waitLong(t, dr, "the lobby saying when it tries again", time.Minute, func() bool {
		return strings.Contains(l.Info()["retry"], "Trying again")
	})
	assert.Empty(t, l.Info()["me"], "signed in with the database down")
	require.NoError(t, srv.StartDB())
	waitLong(t, dr, "the sign-in", time.Minute, func() bool { return l.Me != "" || l.Err != "" })
	assert.Empty(t, l.Err)
}

var lobbySignInWait = lobby.SignInWait
