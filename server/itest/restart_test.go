package itest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/birdroost/roost/cli"
	"github.com/birdroost/roost/cli/onlinecmd"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
)

// said is what a `roost online` run printed so far (it prints from its own
// goroutine).
type said struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *said) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *said) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitSaid waits until a run printed what matches re, and returns it.
func waitSaid(t *testing.T, out *said, re string, d time.Duration) []string {
	t.Helper()
	r := regexp.MustCompile(re)
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if m := r.FindStringSubmatch(out.String()); m != nil {
			return m
		}
	}
	t.Fatalf("`roost online` never printed %q:\n%s", re, out.String())
	return nil
}

// runCLI starts `roost online` (its Run, as the command runs it) and
// returns what it prints and its end.
func runCLI(o cli.Online) (*said, chan error) {
	out := &said{}
	done := make(chan error, 1)
	o.Server, o.Key = srv.addr, srv.key
	if o.Play != "" {
		o.Think = 10 * time.Millisecond
	}
	go func() { done <- onlinecmd.Run(o, out, out) }()
	return out, done
}

// slowFriend plays a table with a computer level, a moment for each
// action (so that the game lasts through the kills); moves counts them,
// tries the tries it made to reach the server again.
func slowFriend(t *testing.T, ctx context.Context, tb *online.Table, moves, tries *atomic.Int32) chan error {
	choose, err := online.BotChooser(tb.M.Def, "beginner", 7, 10*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	tb.OnTrouble = func(m game.Msg) {
		if m.Key == "online.reconnecting" {
			tries.Add(1)
		}
	}
	done := make(chan error, 1)
	go func() {
		_, err := tb.Play(ctx, func(m *game.Match) (string, error) {
			time.Sleep(150 * time.Millisecond)
			moves.Add(1)
			return choose(m)
		})
		done <- err
	}()
	return done
}

// killsDuring kills Nakama (kill -9) once the friend has made 3 moves, and
// starts it again once both ends have tried to reach it and failed (each
// was told "reconnecting (try 2)"); then it kills PostgreSQL once the
// friend has made 6, and starts it again once the server has failed to
// store a move (its match stopped).
func killsDuring(t *testing.T, out *said, moves, tries *atomic.Int32) {
	t.Helper()
	waitMoves := func(at int32) {
		for end := time.Now().Add(2 * time.Minute); moves.Load() < at && time.Now().Before(end); {
			time.Sleep(20 * time.Millisecond)
		}
		if moves.Load() < at {
			t.Fatalf("the friend made %d moves", moves.Load())
		}
	}
	waitMoves(3)
	again := regexp.MustCompile(`reconnecting \(try [2-9]`)
	saidBefore, triedBefore := len(again.FindAllString(out.String(), -1)), tries.Load()
	if err := srv.Kill(); err != nil {
		t.Fatal(err)
	}
	for end := time.Now().Add(time.Minute); len(again.FindAllString(out.String(), -1)) == saidBefore || tries.Load() < triedBefore+2; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("with Nakama down, the friend tried %d times to reach it again; roost online said:\n%s", tries.Load()-triedBefore, out.String())
		}
	}
	if err := srv.Restart(); err != nil {
		t.Fatal(err)
	}
	readEnv()
	waitMoves(6)
	mark := srv.LogSize()
	if err := srv.KillDB(); err != nil {
		t.Fatal(err)
	}
	if err := srv.WaitLog(mark, "not stored, the match stops", time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := srv.StartDB(); err != nil {
		t.Fatal(err)
	}
}

// finish waits for both ends of a game through the kills.
func finish(t *testing.T, out *said, done, friend chan error) {
	t.Helper()
	for _, c := range []struct {
		what string
		ch   chan error
	}{{"roost online", done}, {"the friend", friend}} {
		select {
		case err := <-c.ch:
			if err != nil {
				t.Errorf("%s: %v\n%s", c.what, err, out.String())
			}
		case <-time.After(5 * time.Minute):
			t.Fatalf("%s did not finish:\n%s", c.what, out.String())
		}
	}
	if !strings.Contains(out.String(), "game over after") {
		t.Errorf("roost online did not play to the end:\n%s", out.String())
	}
}

// `roost online create` started while Nakama is down (kill -9) says it is
// reconnecting and tries again; once Nakama is back it makes the game, and
// plays it to the end through kill -9 of Nakama and then of PostgreSQL.
func TestTheCommandLineCreatesThroughARestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	def, _ := game.Lookup("tokyodoves")
	if err := srv.Kill(); err != nil {
		t.Fatal(err)
	}
	out, done := runCLI(cli.Online{Sub: "create", Arg: "tokyodoves", Def: def, Seats: []string{online.Human, online.Human}, Play: "beginner"})
	waitSaid(t, out, `Connection lost: reconnecting \(try 2\)`, time.Minute)
	if err := srv.Restart(); err != nil {
		t.Fatal(err)
	}
	readEnv()
	// The log of the server killed is kept (appended to, not truncated).
	// (Nakama's API answers a moment before it logs "Startup done".)
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if log, _ := os.ReadFile(filepath.Join(srv.dir, "nakama.log")); strings.Count(string(log), "Startup done") >= 2 {
			break
		}
		if time.Now().After(end) {
			t.Error("the log lost the lines of the server killed")
			break
		}
	}
	code := waitSaid(t, out, `join code ([A-Z0-9]{6})`, 2*time.Minute)[1]
	friendC := player(t, "friend")
	defer friendC.Close()
	ft, _, err := online.Join(ctx, friendC, code, false)
	if err != nil {
		t.Fatal(err)
	}
	defer ft.Close()
	var moves, tries atomic.Int32
	friend := slowFriend(t, ctx, ft, &moves, &tries)
	killsDuring(t, out, &moves, &tries)
	finish(t, out, done, friend)
	if n := strings.Count(out.String(), "join code"); n != 1 {
		t.Errorf("%d games made", n)
	}
}

// `roost online join CODE` while PostgreSQL is down (kill -9) is not told
// "no game has that code": it says it is reconnecting, tries again, takes
// its seat once the database is back, and plays to the end through kill
// -9 of Nakama and then of PostgreSQL.
func TestTheCommandLineJoinsThroughADatabaseRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	friendC := player(t, "friend")
	defer friendC.Close()
	ft, o, err := online.Create(ctx, friendC, online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, online.Human}})
	if err != nil {
		t.Fatal(err)
	}
	defer ft.Close()
	other := player(t, "other")
	defer other.Close()
	k, err := other.Socket(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.KillDB(); err != nil {
		t.Fatal(err)
	}
	// Asked on a connection made before, the code is not "no such game"
	// but the server's trouble, which passes.
	var op online.Opened
	if err := k.RPC(ctx, online.RPCJoin, online.JoinReq{Code: o.Code}, &op); err == nil || !online.Transient(err) {
		t.Errorf("a join with the database down: %v (a refusal, or none)", err)
	}
	out, done := runCLI(cli.Online{Sub: "join", Arg: strings.ToLower(o.Code), Play: "beginner", Name: fmt.Sprintf("joiner%d", time.Now().UnixNano()%100000)})
	waitSaid(t, out, `Connection lost: reconnecting \(try 2\)`, time.Minute)
	time.Sleep(2 * time.Second)
	if err := srv.StartDB(); err != nil {
		t.Fatal(err)
	}
	waitSaid(t, out, `your seat: `, 2*time.Minute)
	var moves, tries atomic.Int32
	friend := slowFriend(t, ctx, ft, &moves, &tries)
	killsDuring(t, out, &moves, &tries)
	finish(t, out, done, friend)
}

// Quick match while PostgreSQL is down: the matchmaker puts the two
// players together but the game cannot be stored; each is told it is
// reconnecting, asks again, and once the database is back both are seated
// in one game.
func TestQuickMatchThroughADatabaseRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	q := online.QuickReq{Game: "tokyodoves", Variant: "standard", Players: 2}
	var told atomic.Int32
	tctx := online.Telling(ctx, func(m game.Msg) {
		if m.Key == "online.reconnecting" {
			told.Add(1)
		}
	})
	cs := []*online.Client{player(t, "quick1"), player(t, "quick2")}
	for _, c := range cs {
		defer c.Close()
		if _, err := c.Socket(ctx); err != nil { // (connected before the database goes)
			t.Fatal(err)
		}
	}
	if err := srv.KillDB(); err != nil {
		t.Fatal(err)
	}
	tables := make([]*online.Table, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tables[i], errs[i] = online.QuickMatch(tctx, c, q)
		}()
	}
	for end := time.Now().Add(time.Minute); told.Load() < 2 && time.Now().Before(end); {
		time.Sleep(50 * time.Millisecond)
	}
	if told.Load() < 2 {
		t.Errorf("the players were told %d times that it reconnects", told.Load())
	}
	if err := srv.StartDB(); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("player %d: %v", i+1, err)
		}
		defer tables[i].Close()
	}
	if tables[0].GameID == "" || tables[0].GameID != tables[1].GameID || tables[0].Seat == tables[1].Seat {
		t.Errorf("the quick match seated them in %q (seat %d) and %q (seat %d)", tables[0].GameID, tables[0].Seat, tables[1].GameID, tables[1].Seat)
	}
}
