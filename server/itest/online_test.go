// Package itest plays Roost through a real server: Nakama with Roost's
// plugin on a private PostgreSQL cluster, started by scripts/server.sh on
// free loopback ports for these tests and stopped by its pids at the end.
package itest

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/birdroost/roost/cli"
	"github.com/birdroost/roost/cli/onlinecmd"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/online/servertest"
	"github.com/birdroost/roost/rules/game"

	// Every game Roost has.
	_ "github.com/birdroost/roost/rules/columba"
	_ "github.com/birdroost/roost/rules/columbiz"
	_ "github.com/birdroost/roost/rules/falconry"
	_ "github.com/birdroost/roost/rules/tokyodoves"
)

// srv is the server these tests started.
var srv struct {
	*servertest.Server
	addr, key string
	env       map[string]string
	dir       string
}

func TestMain(m *testing.M) {
	flag.Parse()
	if testing.Short() {
		fmt.Println("itest: skipped with -short (it starts PostgreSQL and Nakama)")
		os.Exit(0)
	}
	s, err := servertest.Start()
	code := 1
	if err == nil {
		srv.Server = s
		readEnv()
		code = m.Run()
		if r := attackReport(); r != "" {
			fmt.Println(r)
		}
	} else {
		fmt.Println(err)
	}
	if code != 0 && s != nil {
		fmt.Println("the server's last log lines:\n" + s.LogTail(30))
	}
	if s != nil {
		s.Stop()
	}
	os.Exit(code)
}

// readEnv copies where the server is.
func readEnv() {
	srv.addr, srv.key, srv.env, srv.dir = srv.Addr, srv.Key, srv.Env, srv.Dir
}

// player signs in a new guest.
func player(t *testing.T, name string) *online.Client {
	t.Helper()
	return guest(t, name, "")
}

// guest signs in a new guest (tag names its device), with a display name
// or none.
func guest(t *testing.T, tag, display string) *online.Client {
	t.Helper()
	c, err := online.New(srv.addr, srv.key)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := c.SignIn(ctx, fmt.Sprintf("itest-%s-%d", tag, time.Now().UnixNano()), display); err != nil {
		t.Fatal(err)
	}
	return c
}

// stored is a game's record as PostgreSQL holds it.
func stored(t *testing.T, id string) string {
	t.Helper()
	q := fmt.Sprintf("select value from storage where collection='roost_games' and key='%s'", id)
	out, err := exec.Command(filepath.Join(srv.env["PGBIN"], "psql"), "-h", "127.0.0.1", "-p", srv.env["PGPORT"], "-U", "nakama",
		"-d", "nakama", "-At", "-c", q).Output()
	if err != nil {
		t.Fatalf("psql: %v", err)
	}
	var g struct {
		Record string `json:"record"`
	}
	if err := json.Unmarshal(out, &g); err != nil {
		t.Fatalf("the stored game %q: %v", out, err)
	}
	return g.Record
}

// config is a game to play: two people (bot clients) and computer seats.
type config struct {
	game, variant string
	seats         []string
}

func configs() []config {
	var out []config
	for _, name := range game.Names() {
		def, _ := game.Lookup(name)
		for _, v := range def.Variants {
			counts := def.SeatCounts(v)
			for _, n := range counts {
				seats := []string{online.Human, online.Human}
				for len(seats) < n {
					seats = append(seats, def.Levels[0])
				}
				out = append(out, config{name, v, seats})
			}
		}
	}
	return out
}

// playBoth plays a game with two clients, ann (who creates it) and bob (who
// joins by its code), each a beginner bot, to its end. cut, when set, is
// called once while the game is under way.
func playBoth(t *testing.T, cfg config, cut func(ann, bob *online.Table)) (online.State, *online.Table, string) {
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	def, _ := game.Lookup(cfg.game)
	annC, bobC := player(t, "ann"), player(t, "bob")
	ann, opened, err := online.Create(ctx, annC, online.CreateReq{Game: cfg.game, Variant: cfg.variant, Seats: cfg.seats})
	if err != nil {
		t.Fatalf("create: %v", err)
	}
	defer ann.Close()
	bob, _, err := online.Join(ctx, bobC, opened.Code, false)
	if err != nil {
		t.Fatalf("join %s: %v", opened.Code, err)
	}
	defer bob.Close()
	if ann.Seat != 0 || bob.Seat != 1 {
		t.Fatalf("seats: ann %d, bob %d", ann.Seat, bob.Seat)
	}
	var wg sync.WaitGroup
	var once sync.Once
	finals := make([]online.State, 2)
	errs := make([]error, 2)
	for i, tb := range []*online.Table{ann, bob} {
		choose, err := online.BotChooser(def, def.Levels[0], uint64(i+1), 10*time.Millisecond)
		if err != nil {
			t.Fatal(err)
		}
		wrapped := choose
		if cut != nil && i == 0 {
			moves := 0
			wrapped = func(m *game.Match) (string, error) {
				if moves++; moves == 3 {
					once.Do(func() { cut(ann, bob) })
				}
				return choose(m)
			}
		}
		wg.Add(1)
		go func(i int, tb *online.Table) {
			defer wg.Done()
			finals[i], errs[i] = tb.Play(ctx, wrapped)
			if errs[i] != nil {
				t.Logf("player %d stopped: %v", i, errs[i])
				cancel() // the other would wait for them for good
			}
		}(i, tb)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("player %d: %v", i, err)
		}
	}
	if finals[0].Position != finals[1].Position || !finals[0].Over {
		t.Fatalf("the players ended apart:\n%s\n%s", finals[0].Position, finals[1].Position)
	}
	return finals[0], ann, opened.GameID
}

// checkStored compares the end of a game with a replay of its stored record.
func checkStored(t *testing.T, final online.State, tb *online.Table, id string) {
	t.Helper()
	rec := stored(t, id)
	m, err := game.LoadRecord(rec)
	if err != nil {
		t.Fatalf("the stored record does not load: %v\n%s", err, rec)
	}
	if got := m.State.String(); got != final.Position || got != tb.M.State.String() {
		t.Errorf("the stored record replays to\n%s\nthe server said\n%s\nthe client has\n%s", got, final.Position, tb.M.State.String())
	}
	if !m.State.Terminal() || len(m.History()) != final.Seq {
		t.Errorf("the stored record has %d actions (over: %v), the game %d", len(m.History()), m.State.Terminal(), final.Seq)
	}
}

// Every game, variant and player count, two people and computer seats, to
// the end through the server; each end is what the stored record replays to.
func TestEveryGameThroughTheServer(t *testing.T) {
	for _, cfg := range configs() {
		t.Run(fmt.Sprintf("%s/%s/%d", cfg.game, cfg.variant, len(cfg.seats)), func(t *testing.T) {
			t.Parallel()
			final, tb, id := playBoth(t, cfg, nil)
			checkStored(t, final, tb, id)
		})
	}
}

// A connection cut in the middle of a game: the client connects again with
// back-off, catches up, and the game finishes.
func TestACutConnectionComesBack(t *testing.T) {
	final, tb, id := playBoth(t, config{"columbiz", "", []string{online.Human, online.Human}}, func(ann, bob *online.Table) {
		bob.Socket().Drop()
	})
	checkStored(t, final, tb, id)
}

// kill -9 of Nakama in the middle of ten games, and a restart: the games
// resume from PostgreSQL and finish; no acknowledged action is lost (each
// client's copy, built only from what the server acknowledged, must still
// follow the server's game after the restart, or the client fails).
func TestKillNineLosesNothing(t *testing.T) {
	var wg sync.WaitGroup
	games := []config{{"tokyodoves", "", []string{online.Human, online.Human}}, {"columbiz", "", []string{online.Human, online.Human, "beginner"}}}
	for len(games) < 10 { // ten games at once, as many clients as the server must take back
		games = append(games, games[len(games)%2])
	}
	// Every game waits at its third move until all are under way; then
	// Nakama is killed and started again, and they all play on.
	var arrived sync.WaitGroup
	arrived.Add(len(games))
	for _, cfg := range games {
		wg.Add(1)
		go func(cfg config) {
			defer wg.Done()
			final, tb, id := playBoth(t, cfg, func(ann, bob *online.Table) {
				arrived.Done()
				all := make(chan struct{})
				go func() { arrived.Wait(); close(all) }()
				select {
				case <-all:
				case <-time.After(2 * time.Minute): // a game that never got going: the kill comes anyway
				}
				killAndRestart(t)
			})
			checkStored(t, final, tb, id)
			if tb.Reconnects == 0 {
				t.Errorf("%s: the client never had to come back", cfg.game)
			}
		}(cfg)
	}
	wg.Wait()
}

var restart sync.Once

func killAndRestart(t *testing.T) {
	restart.Do(func() {
		if err := srv.Kill(); err != nil {
			t.Error(err)
			return
		}
		if err := srv.Restart(); err != nil {
			t.Errorf("restart: %v", err)
			return
		}
		readEnv()
	})
}

// A live game's clock through the server: nobody acts, and the seat to act
// loses when its 10 s are up (the game was set up so); in another game a
// player leaves for good and the computer plays on for them to the end.
func TestTheClockAndLeavingThroughTheServer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	ann, bob := player(t, "ann"), player(t, "bob")
	a, o, err := online.Create(ctx, ann, online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, online.Human},
		TurnSeconds: 10, OnTimeout: "lose"})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if a.Last.Deadline == 0 {
		t.Error("no deadline shown")
	}
	start := time.Now()
	for !a.Last.Over {
		if _, err := a.Next(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if waited := time.Since(start); waited < 8*time.Second || a.Last.Lost != 1 || a.Last.Returns[1] != 1 {
		t.Errorf("after %s: %+v", waited, a.Last.View)
	}
	_ = o

	a, o, err = online.Create(ctx, ann, online.CreateReq{Game: "columbiz", Seats: []string{online.Human, online.Human}, TurnSeconds: 3600})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, _, err := online.Join(ctx, bob, o.Code, false)
	if err != nil {
		t.Fatal(err)
	}
	k, err := bob.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var ok struct{}
	if err := k.RPC(ctx, online.RPCLeave, online.OpenReq{GameID: o.GameID}, &ok); err != nil {
		t.Fatal(err)
	}
	k.Close()
	b.Close()
	def, _ := game.Lookup("columbiz")
	choose, _ := online.BotChooser(def, "beginner", 1, 10*time.Millisecond)
	final, err := a.Play(ctx, choose)
	if err != nil {
		t.Fatal(err)
	}
	if final.Seats[1] == online.Human || !final.Over {
		t.Errorf("after bob left: %+v", final.View)
	}
	checkStored(t, final, a, o.GameID)
	// Ann's list says who played each seat (bob's seat the computer's since
	// he left), the variant and the clock: My games' rows.
	games, err := ann.Games(ctx)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, g := range games {
		if g.GameID == o.GameID {
			found = true
			if g.Variant != "standard" || len(g.Players) != 2 || g.Players[0] != online.Human || g.Players[1] != final.Seats[1] || g.TurnSeconds != 3600 {
				t.Errorf("ann's listed game: %+v (seats %v)", g, final.Seats)
			}
			// ...and, over, its result as the end told it (My games says
			// who won and the score).
			if !g.Over || len(g.Returns) != 2 || fmt.Sprint(g.Returns) != fmt.Sprint(final.Returns) || fmt.Sprint(g.Scores) != fmt.Sprint(final.Scores) {
				t.Errorf("ann's finished game listed with result %v %v, the end said %v %v", g.Returns, g.Scores, final.Returns, final.Scores)
			}
		}
	}
	if !found {
		t.Errorf("the game is not in ann's list: %+v", games)
	}
}

// `roost online load`, briefly: a few games, every action answered, the
// figures printed.
func TestTheLoadDriver(t *testing.T) {
	def, _ := game.Lookup("tokyodoves")
	var out strings.Builder
	o := cli.Online{Sub: "load", Server: srv.addr, Key: srv.key, Def: def, Games: 3, Rate: 200 * time.Millisecond,
		Warmup: time.Second, Duration: 3 * time.Second, ServerPID: atoi(srv.env["NAKAMA_PID"])}
	if err := onlinecmd.Run(o, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.Contains(got, "games 3,") || !strings.Contains(got, " 0 games failed") || strings.Contains(got, ": 0 actions") || !strings.Contains(got, "server: CPU") {
		t.Errorf("the load said:\n%s", got)
	}
}

func atoi(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}

// named signs in a new guest with a display name of its own.
func named(t *testing.T, name string) *online.Client {
	t.Helper()
	c := guest(t, name, name)
	if got := c.Session().Username; got != name {
		t.Fatalf("signed in as %q, not %q", got, name)
	}
	return c
}

// playTo plays both tables to the end with beginners and checks the end
// against the stored record.
// playRated has two new players play a Tokyo Doves game to its end, and
// checks that each is rated once, from 1200: the winner 1216, the loser
// 1184. It returns the game's id, the winner and the loser.
func playRated(t *testing.T, ctx context.Context, annC, bobC *online.Client) (string, *online.Client, *online.Client) {
	t.Helper()
	ann, bob, closeBoth := openDuel(t, ctx, annC, bobC)
	defer closeBoth()
	playTo(t, ctx, ann, bob)
	winner, loser := annC, bobC
	if ann.Last.Returns[1] > ann.Last.Returns[0] {
		winner, loser = bobC, annC
	}
	for c, want := range map[*online.Client]float64{winner: 1216, loser: 1184} {
		var r online.RatingsResp
		var err error
		for i := 0; i < 50; i++ { // (stored with the game's last state)
			if r, err = c.Ratings(ctx); err == nil && len(r.Ratings) == 1 {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		if err != nil || len(r.Ratings) != 1 || r.Ratings[0].Rating != want || r.Ratings[0].Games != 1 || r.Ratings[0].Game != "tokyodoves" {
			t.Errorf("%s's ratings: %+v (%v), want %v from 1200", c.Session().Username, r, err, want)
		}
	}
	return ann.GameID, winner, loser
}

func playTo(t *testing.T, ctx context.Context, a, b *online.Table) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, tb := range []*online.Table{a, b} {
		choose, err := online.BotChooser(tb.M.Def, tb.M.Def.Levels[0], uint64(i+7), 10*time.Millisecond)
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func(i int, tb *online.Table) {
			defer wg.Done()
			_, errs[i] = tb.Play(ctx, choose)
		}(i, tb)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("player %d: %v", i, err)
		}
	}
	checkStored(t, a.Last, a, a.GameID)
}

// A player invited by name is told, finds the game in their list with
// their seat kept, and plays it; a third player cannot take that seat.
func TestInvitedByName(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	tag := fmt.Sprint(time.Now().UnixNano() % 100000)
	annC, bobC, cyC := named(t, "ann"+tag), named(t, "bob"+tag), named(t, "cy"+tag)
	k, err := bobC.Connect(ctx) // bob is online, and is told at once
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	ann, o, err := online.Create(ctx, annC, online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, "@bob" + tag}})
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	select {
	case n := <-k.Notes:
		if n.Code != online.NotifyInvited || n.Content["game_id"] != o.GameID || n.Content["by"] != "ann"+tag {
			t.Errorf("bob was told %+v", n)
		}
	case <-time.After(10 * time.Second):
		t.Error("bob was not told of the invitation")
	}
	if _, _, err := online.Join(ctx, cyC, o.Code, false); err == nil {
		t.Error("cy took bob's seat")
	}
	var l online.GamesResp
	if err := k.RPC(ctx, online.RPCGames, struct{}{}, &l); err != nil || len(l.Games) != 1 || l.Games[0].Seat != 1 {
		t.Fatalf("bob's games: %+v %v", l, err)
	}
	if got := strings.Join(l.Games[0].Names, ","); got != "ann"+tag+",bob"+tag {
		t.Errorf("the players listed: %q", got)
	}
	bob, err := online.Open(ctx, bobC, o.GameID, false)
	if err != nil {
		t.Fatal(err)
	}
	defer bob.Close()
	if bob.Seat != 1 || strings.Join(bob.Last.Names, ",") != "ann"+tag+",bob"+tag {
		t.Errorf("bob sits at %d; names %q", bob.Seat, bob.Last.Names)
	}
	playTo(t, ctx, ann, bob)
}

// Quick match: two strangers asking for the same game are seated together
// by the matchmaker and play it through; one who gives up waiting is let go.
func TestQuickMatch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	q := online.QuickReq{Game: "columbiz", Players: 2}
	tables := make([]*online.Table, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i := range tables {
		c := player(t, fmt.Sprint("quick", i))
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			tables[i], errs[i] = online.QuickMatch(ctx, c, q)
		}(i)
	}
	// Someone else wants a three-player game nobody else wants: they wait
	// through three of the matchmaker's rounds, then give up.
	lone := player(t, "lone")
	round := time.Duration(atoi(srv.env["ROOST_MATCHMAKER_INTERVAL"])) * time.Second
	if round <= 0 {
		t.Fatalf("the server's env says no matchmaker round: %v", srv.env)
	}
	lctx, lcancel := context.WithTimeout(ctx, 3*round)
	if _, err := online.QuickMatch(lctx, lone, online.QuickReq{Game: "columbiz", Players: 3}); err == nil || lctx.Err() == nil {
		t.Errorf("a lone quick match ended with %v", err)
	}
	lcancel()
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("player %d: %v", i, err)
		}
	}
	a, b := tables[0], tables[1]
	defer a.Close()
	defer b.Close()
	for a.Last.Deadline == 0 && a.Last.ToMove < 0 && !a.Last.Over { // the dice are rolled first
		if _, err := a.Next(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if a.GameID == "" || a.GameID != b.GameID || a.Seat+b.Seat != 1 || a.Last.Deadline == 0 {
		t.Fatalf("matched: %q seat %d and %q seat %d, deadline %d", a.GameID, a.Seat, b.GameID, b.Seat, a.Last.Deadline)
	}
	playTo(t, ctx, a, b)
}

// `roost online quick`, twice at once: the two are matched, play their
// seats with a computer level to the end, and say so.
func TestQuickFromTheCommandLine(t *testing.T) {
	def, _ := game.Lookup("tokyodoves")
	outs := make([]strings.Builder, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i := range outs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			o := cli.Online{Sub: "quick", Arg: "tokyodoves", Server: srv.addr, Key: srv.key, Def: def, Variant: "putback",
				Players: 2, Play: "beginner", Think: 10 * time.Millisecond, Name: fmt.Sprintf("cli%d_%d", i, time.Now().UnixNano()%100000)}
			errs[i] = onlinecmd.Run(o, &outs[i], io.Discard)
		}(i)
	}
	wg.Wait()
	for i := range outs {
		if errs[i] != nil || !strings.Contains(outs[i].String(), "game over after") {
			t.Errorf("player %d: %v\n%s", i, errs[i], outs[i].String())
		}
	}
}

// Ratings through the server: a Tokyo Doves game between two new players,
// played to its end, rates them (1216 and 1184), puts them on the game's
// Nakama leaderboard, and a Falconry game against the computer rates
// nobody.
func TestRatingsAndLeaderboard(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	suffix := fmt.Sprint(time.Now().UnixNano() % 100000)
	annC, bobC := named(t, "ann"+suffix), named(t, "bob"+suffix)
	defer annC.Close()
	defer bobC.Close()
	_, winner, loser := playRated(t, ctx, annC, bobC)
	// Each player's row: among the best 20, or their own below them (other
	// tests rate players in this game too).
	for c, want := range map[*online.Client]int{winner: 1216, loser: 1184} {
		lb, err := c.Leaders(ctx, "tokyodoves")
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		for _, l := range lb.Leaders {
			if l.Name == c.Session().Username {
				got = l.Rating
			}
		}
		if lb.Me != nil && lb.Me.Name == c.Session().Username {
			got = lb.Me.Rating
		}
		if got != want {
			t.Errorf("%s on the leaderboard: %d, want %d (%+v)", c.Session().Username, got, want, lb)
		}
	}
	if _, err := annC.Leaders(ctx, "chess"); err == nil {
		t.Error("a leaderboard of a game Roost does not have")
	}

	// Against the computer: not rated.
	cyC := named(t, "cy"+suffix)
	defer cyC.Close()
	cy, _, err := online.Create(ctx, cyC, online.CreateReq{Game: "falconry", Seats: []string{online.Human, "beginner"}})
	if err != nil {
		t.Fatal(err)
	}
	defer cy.Close()
	choose, _ := online.BotChooser(cy.M.Def, "beginner", 5, 10*time.Millisecond)
	if _, err := cy.Play(ctx, choose); err != nil {
		t.Fatal(err)
	}
	if r, err := cyC.Ratings(ctx); err != nil || len(r.Ratings) != 0 {
		t.Errorf("a game against the computer was rated: %+v (%v)", r, err)
	}
}

// Undo through the server: against the computer, the player's action and
// the computer's answer are taken back; the client's copy starts again
// from the whole game.
func TestUndoThroughTheServer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c := player(t, "undo")
	defer c.Close()
	tb, _, err := online.Create(ctx, c, online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, "beginner"}})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	first := tb.M.State.ActionString(tb.M.State.Legal(nil)[0])
	if err := tb.Act(ctx, first); err != nil {
		t.Fatal(err)
	}
	for tb.Last.Seq < 2 {
		if _, err := tb.Next(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if err := tb.Undo(ctx, 2); err != nil {
		t.Fatal(err)
	}
	st, err := tb.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Undone != 2 || st.Seq != 0 || len(tb.M.History()) != 0 || !tb.MyTurn() {
		t.Errorf("after the undo: %+v, %d actions here", st.View, len(tb.M.History()))
	}
	// The game goes on from there.
	if err := tb.Act(ctx, first); err != nil {
		t.Fatal(err)
	}
	if st, err := tb.Next(ctx); err != nil || st.Seq < 1 {
		t.Errorf("after acting again: %+v (%v)", st.View, err)
	}
}

// Taking back a turn by the rival's leave, through the server: ann moves,
// asks; bob's client is asked and says yes; both copies start again from
// the whole game.
func TestTakeBackByConsentThroughTheServer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	annC, bobC := player(t, "ann"), player(t, "bob")
	defer annC.Close()
	defer bobC.Close()
	ann, bob, closeBoth := openDuel(t, ctx, annC, bobC)
	defer closeBoth()
	asked := make(chan online.Asked, 1)
	bob.OnAsked = func(q online.Asked) { asked <- q }
	bobDone := make(chan error, 1)
	go func() {
		for {
			st, err := bob.Next(ctx)
			if err != nil || st.Undone > 0 {
				bobDone <- err
				return
			}
		}
	}()
	if err := ann.Act(ctx, ann.M.State.ActionString(ann.M.State.Legal(nil)[0])); err != nil {
		t.Fatal(err)
	}
	for ann.Last.Seq < 1 {
		if _, err := ann.Next(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if err := ann.AskUndo(ctx, 1); err != nil {
		t.Fatal(err)
	}
	select {
	case q := <-asked:
		if q.Seat != 0 || q.Seq != 1 {
			t.Errorf("bob was asked %+v", q)
		}
		if err := bob.Reply(ctx, q.Seq, true); err != nil {
			t.Fatal(err)
		}
	case <-ctx.Done():
		t.Fatal("bob was never asked")
	}
	st, err := ann.Next(ctx)
	if err != nil || st.Undone != 1 || len(ann.M.History()) != 0 || !ann.MyTurn() {
		t.Errorf("ann after bob's yes: %+v (%v), %d actions", st.View, err, len(ann.M.History()))
	}
	if err := <-bobDone; err != nil || len(bob.M.History()) != 0 {
		t.Errorf("bob after his yes: %v, %d actions", err, len(bob.M.History()))
	}
}

// openDuel has ann open a Tokyo Doves game for two people and bob join it
// by its code; closeBoth closes both tables.
func openDuel(t *testing.T, ctx context.Context, annC, bobC *online.Client) (ann, bob *online.Table, closeBoth func()) {
	t.Helper()
	ann, opened, err := online.Create(ctx, annC, online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, online.Human}})
	if err != nil {
		t.Fatal(err)
	}
	bob, _, err = online.Join(ctx, bobC, opened.Code, false)
	if err != nil {
		ann.Close()
		t.Fatal(err)
	}
	return ann, bob, func() { bob.Close(); ann.Close() }
}
