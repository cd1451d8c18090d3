// Package livetest plays online from the app against a real server:
// Nakama with Roost's plugin on a private PostgreSQL, started for the test
// (online/servertest) and stopped by its guard when the test process ends.
// It runs with the server tests (make server-test), under a display.
package livetest

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/online/servertest"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/lobby"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/tokyodoves"

	_ "github.com/birdroost/roost/scenes/all"
)

var srv *servertest.Server

func TestMain(m *testing.M) {
	flag.Parse()
	if testing.Short() {
		fmt.Println("livetest: skipped with -short (it starts PostgreSQL and Nakama)")
		os.Exit(0)
	}
	s, err := servertest.Start()
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	srv = s
	os.Setenv("ROOST_SERVER", s.Addr)
	os.Setenv("ROOST_SERVER_KEY", s.Key)
	scenetest.Main(m) // exits; the guard stops the server
}

func top(d *scenetest.Driver, name string) func() bool {
	return func() bool {
		n, ok := d.A.Top().(scenes.Named)
		return ok && n.Name() == name
	}
}

// A person in the app creates a Tokyo Doves game from Play online, a
// friend (a client of package online, played by a computer level) joins
// with the code the table shows, and they play it to the end through the
// server: the app's table and the friend's copy end at the same position,
// and the app shows the result.
func TestTheAppPlaysAFriendThroughTheServer(t *testing.T) {
	d := scenetest.New(t)
	d.Key(input.Confirm)
	d.ClickButton("Play online")
	require.Equal(t, "lobby", d.TopName())
	l := d.Top().(*lobby.Lobby)
	d.WaitFor("signing in", 600, func() bool { return l.Me != "" || l.Err != "" })
	require.Empty(t, l.Err)
	d.ClickButton("Create a game")
	d.ClickButton("Tokyo Doves")
	d.ClickButton("Create")
	d.WaitFor("the table", 600, top(d, "tokyodoves"))
	s := d.Top().(*tokyodoves.Table)
	// The code as the table shows it: on its top bar ("Code K7QM2P"),
	// else in its log.
	code := ""
	for _, td := range d.Texts() {
		if c, ok := strings.CutPrefix(td.Text, "Code "); ok && len(c) >= 6 {
			code = c[:6]
		}
	}
	for _, line := range s.Log {
		if c, ok := strings.CutPrefix(line, "Join code "); ok && code == "" {
			code = c[:6]
		}
	}
	require.Len(t, code, 6, "the top bar or the log: %q", s.Log)

	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	friend, err := online.New(srv.Addr, srv.Key)
	require.NoError(t, err)
	require.NoError(t, friend.SignIn(ctx, fmt.Sprintf("livetest-friend-%d", time.Now().UnixNano()), "Kenji"))
	ft, _, err := online.Join(ctx, friend, code, false)
	require.NoError(t, err)
	defer friend.Close()
	choose, err := online.BotChooser(ft.M.Def, "beginner", 3, 10*time.Millisecond)
	require.NoError(t, err)
	played := make(chan error, 1)
	go func() {
		_, err := ft.Play(ctx, choose)
		played <- err
	}()

	// The person plays the first legal action whenever it is their turn.
	d.WaitFor("the friend's name", 600, func() bool { return len(s.Names()) == 2 && s.Names()[1] == "Kenji" })

	// The friend says "Well played!" through the server: the app's table
	// shows it with the friend's name.
	require.NoError(t, ft.Say(ctx, 2))
	said := func() bool {
		for _, l := range s.Log {
			if l == "Kenji: Well played!" {
				return true
			}
		}
		return false
	}
	d.WaitFor("the friend's message", 600, said)
	deadline := time.Now().Add(3 * time.Minute)
	for !s.Over() && time.Now().Before(deadline) {
		var mine bool
		scenetest.OnMain(func() {
			if mine = s.HumanTurn() && !d.A.Anims.Busy(); mine {
				s.Play(s.M.State.Legal(nil)[0])
			}
		})
		d.Step(2)
	}
	require.True(t, s.Over(), "the game ended in the app")
	select {
	case err := <-played:
		require.NoError(t, err)
	case <-ctx.Done():
		t.Fatal("the friend's game did not end")
	}
	assert.Equal(t, ft.Last.Position, s.M.State.String(), "the app and the friend ended at the same position")
	assert.Equal(t, ft.Last.Seq, len(s.M.History()))
	d.WaitFor("the result", 600, top(d, "result"))
}
