package room

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/birdroost/roost/rules/game"
)

func mustNew(t *testing.T, cfg Config) *Room {
	t.Helper()
	r, err := New(cfg)
	if err != nil {
		t.Fatalf("New(%+v): %v", cfg, err)
	}
	return r
}

// A game is created only as the registry allows it.
func TestNewChecksTheGame(t *testing.T) {
	for _, cfg := range []Config{
		{Game: "chess", Seats: []string{Human, Human}},
		{Game: "tokyodoves", Variant: "nonsense", Seats: []string{Human, Human}},
		{Game: "tokyodoves", Seats: []string{Human, Human, Human}},
		{Game: "columba", Seats: []string{Human}},
		{Game: "falconry", Seats: []string{Human, "grandmaster"}},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) was accepted", cfg)
		}
	}
}

// People sit in the open seats in order, come back to their own seat, and
// are refused once every seat is taken.
func TestJoin(t *testing.T) {
	r := mustNew(t, Config{Game: "columbiz", Seats: []string{Human, "beginner", Human}, Seed: 3})
	for _, c := range []struct {
		user string
		seat int
		err  error
	}{{"ann", 0, nil}, {"bob", 2, nil}, {"ann", 0, nil}, {"cy", -1, ErrFull}, {"", -1, ErrNoSeat}} {
		seat, err := r.Join(c.user)
		if seat != c.seat || !errors.Is(err, c.err) {
			t.Errorf("Join(%q) = %d, %v; want %d, %v", c.user, seat, err, c.seat, c.err)
		}
	}
	v := r.View()
	if fmt.Sprint(v.Taken) != "[true false true]" {
		t.Errorf("taken seats %v", v.Taken)
	}
}

// A seat kept for an invited player is theirs alone: others sit elsewhere or
// are refused, and computers' seats cannot be kept.
func TestInvitedSeats(t *testing.T) {
	r := mustNew(t, Config{Game: "columba", Seats: []string{Human, Human, Human}, Seed: 4, Users: []string{"", "bob", ""}})
	for _, c := range []struct {
		user string
		seat int
		err  error
	}{{"ann", 0, nil}, {"cy", 2, nil}, {"dee", -1, ErrFull}, {"bob", 1, nil}} {
		seat, err := r.Join(c.user)
		if seat != c.seat || !errors.Is(err, c.err) {
			t.Errorf("Join(%q) = %d, %v; want %d, %v", c.user, seat, err, c.seat, c.err)
		}
	}
	for _, cfg := range []Config{
		{Game: "columba", Seats: []string{Human, "beginner"}, Users: []string{"", "bob"}},
		{Game: "columba", Seats: []string{Human, Human}, Users: []string{"bob", "bob"}},
		{Game: "columba", Seats: []string{Human, Human}, Users: []string{"bob"}},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) was accepted", cfg)
		}
	}
}

// Every bad action is refused with its reason and changes nothing.
func TestBadActionsChangeNothing(t *testing.T) {
	r := mustNew(t, Config{Game: "tokyodoves", Seats: []string{Human, Human}, Seed: 5})
	mustJoin := func(u string) {
		if _, err := r.Join(u); err != nil {
			t.Fatal(err)
		}
	}
	mustJoin("red")
	mustJoin("green")
	legal := r.m.State.ActionString(r.m.State.Legal(nil)[0])
	before := r.View()
	long := make([]byte, MaxAction+1)
	for i := range long {
		long[i] = 'x'
	}
	for _, c := range []struct {
		user, text string
		seq        int
		want       error
	}{
		{"eve", legal, 0, ErrNoSeat},
		{"green", legal, 0, ErrNotYourTurn},
		{"red", legal, 7, nil}, // a position from the future: online.refuse.bad-seq
		{"red", legal, -1, nil},
		{"red", "", 0, ErrBadAction},
		{"red", "Zq9", 0, ErrBadAction},
		{"red", "\x00\xff garbage", 0, ErrBadAction},
		{"red", string(long), 0, ErrBadAction},
	} {
		_, err := r.Act(c.user, c.seq, c.text)
		if c.want == nil && game.KeyOf(err) != "online.refuse.bad-seq" || c.want != nil && !errors.Is(err, c.want) {
			t.Errorf("Act(%q, %d, %q) = %v; want %v", c.user, c.seq, c.text, err, c.want)
		}
		if after := r.View(); fmt.Sprint(after) != fmt.Sprint(before) {
			t.Fatalf("a refused action changed the game: %+v -> %+v", before, after)
		}
	}
	if _, err := r.Act("red", 0, legal); err != nil {
		t.Fatalf("the legal action %q: %v", legal, err)
	}
	// Two clients racing the same turn: the second sees a stale position.
	if _, err := r.Act("red", 0, legal); !errors.Is(err, ErrStale) {
		t.Errorf("a second action for the same position: %v", err)
	}
}

// Whole games of every game, variant and player count with computer seats
// only: chance is drawn and the computers play by themselves, a slice at a
// time, to the end; the stored record replays to the same final position.
func TestComputersPlayEveryGameToTheEnd(t *testing.T) {
	for _, name := range game.Names() {
		def, _ := game.Lookup(name)
		for _, variant := range def.Variants {
			counts := def.SeatCounts(variant)
			for _, n := range counts {
				seats := make([]string, n)
				for i := range seats {
					seats[i] = def.Levels[0]
				}
				t.Run(fmt.Sprintf("%s/%s/%d", name, variant, n), func(t *testing.T) {
					r := mustNew(t, Config{Game: name, Variant: variant, Seats: seats, Seed: uint64(n) * 17})
					for steps := 0; !r.Over(); steps++ {
						if steps > 100000 {
							t.Fatal("the game never ends")
						}
						if _, err := r.Step(5 * time.Millisecond); err != nil {
							t.Fatal(err)
						}
					}
					back, err := game.LoadRecord(r.Record())
					if err != nil {
						t.Fatal(err)
					}
					if got, want := back.State.String(), r.View().Position; got != want {
						t.Errorf("the record replays to\n%s\nnot\n%s", got, want)
					}
					v := r.View()
					if !v.Over || len(v.Scores) != n || v.ToMove != -1 {
						t.Errorf("the final view: %+v", v)
					}
				})
			}
		}
	}
}

// A person's turn waits for the person: Step does nothing then, and the
// computer answers after the person's action.
func TestStepWaitsForPeople(t *testing.T) {
	r := mustNew(t, Config{Game: "tokyodoves", Seats: []string{Human, "beginner"}, Seed: 9})
	if _, err := r.Join("ann"); err != nil {
		t.Fatal(err)
	}
	if ev, _ := r.Step(10 * time.Millisecond); len(ev) != 0 || r.Seq() != 0 {
		t.Fatalf("Step played for the person: %v", ev)
	}
	a := r.m.State.ActionString(r.m.State.Legal(nil)[0])
	if _, err := r.Act("ann", 0, a); err != nil {
		t.Fatal(err)
	}
	for i := 0; r.Seq() < 2 && i < 100000; i++ { // steps, not time: a busy machine needs more
		if _, err := r.Step(5 * time.Millisecond); err != nil {
			t.Fatal(err)
		}
	}
	if r.Seq() != 2 || r.View().ToMove != 0 {
		t.Errorf("after the computer's answer: %+v", r.View())
	}
}

// After a restart a room is rebuilt from its record and users: the same
// position, the same people at the same seats, the chance to come from the
// same seed; a client replaying the actions it was sent reaches the same
// position without the seed.
func TestARoomComesBackFromItsRecord(t *testing.T) {
	r := mustNew(t, Config{Game: "columbiz", Seats: []string{Human, "beginner", "beginner"}, Seed: 5})
	if _, err := r.Join("ann"); err != nil {
		t.Fatal(err)
	}
	// Steps, not time: a busy machine needs more slices for the computers.
	play := func(r *Room, steps int) {
		for i := 0; i < steps && !r.Over(); i++ {
			if r.View().ToMove == 0 {
				a := r.m.State.ActionString(r.m.State.Legal(nil)[0])
				if _, err := r.Act("ann", r.Seq(), a); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := r.Step(5 * time.Millisecond); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(r, 200)
	back, err := Load(r.Record(), r.Users(), r.Timing())
	if err != nil {
		t.Fatal(err)
	}
	if back.View().Position != r.View().Position || back.SeatOf("ann") != 0 || back.Seq() != r.Seq() {
		t.Fatalf("rebuilt as %+v, not %+v", back.View(), r.View())
	}
	if _, err := Load(r.Record(), []string{"ann"}, r.Timing()); err == nil {
		t.Error("a record with three seats loaded with one user")
	}
	if _, err := Load("roost-record: 2\ngame: columbiz\n", r.Users(), r.Timing()); err == nil {
		t.Error("a damaged record loaded")
	}
	// A client replays what it was sent, in two parts.
	def, _ := game.Lookup("columbiz")
	c, err := game.NewMatch(def, "", r.View().Seats, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	half := r.Seq() / 2
	for _, part := range [][]string{r.Actions(0)[:half], r.Actions(half)} {
		for _, a := range part {
			if _, err := c.PlayRecorded(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if c.State.String() != r.View().Position {
		t.Errorf("the client's replay is at\n%s\nnot\n%s", c.State.String(), r.View().Position)
	}
	if r.Actions(r.Seq()+1) != nil || len(r.Actions(r.Seq())) != 0 {
		t.Error("actions beyond the history")
	}
	play(back, 1<<20)
	if !back.Over() {
		t.Error("the rebuilt game did not go on to its end")
	}
}

// The clock: a person past their turn's limit is handed to a computer, or
// loses, as the game was set up; the turn's clock restarts when another
// seat is to act; the timing survives a restart; bad clocks are refused.
func TestTheClock(t *testing.T) {
	now := time.Unix(1000, 0)
	clock := func() time.Time { return now }
	open := func(on string) *Room {
		r := mustNew(t, Config{Game: "tokyodoves", Seats: []string{Human, Human}, Seed: 4, Clock: Clock{Turn: 30 * time.Second, OnTimeout: on}})
		r.SetNow(clock)
		r.timing.TurnSince = now.UnixMilli()
		for _, u := range []string{"ann", "bob"} {
			if _, err := r.Join(u); err != nil {
				t.Fatal(err)
			}
		}
		return r
	}
	r := open(TimeoutComputer)
	if d := r.Deadline(); !d.Equal(now.Add(30 * time.Second)) {
		t.Fatalf("deadline %v", d)
	}
	if v := r.View(); v.Turn != 30 { // the clock the seat not to act rests at
		t.Errorf("the view's turn limit is %d s, want 30", v.Turn)
	}
	now = now.Add(20 * time.Second)
	a := r.m.State.ActionString(r.m.State.Legal(nil)[0])
	if _, err := r.Act("ann", 0, a); err != nil {
		t.Fatal(err)
	}
	if d := r.Deadline(); !d.Equal(now.Add(30 * time.Second)) {
		t.Errorf("bob's turn should have its own 30 s, deadline %v", d)
	}
	now = now.Add(29 * time.Second)
	if msg := r.Expire(); msg.Key != "" {
		t.Errorf("expired early: %s", msg)
	}
	now = now.Add(2 * time.Second)
	msg := r.Expire().String()
	if !strings.Contains(msg, "ran out of time") || !strings.Contains(msg, "plays on") {
		t.Fatalf("expired: %q", msg)
	}
	if !r.Deadline().IsZero() {
		t.Error("a computer's turn has a deadline")
	}
	for i := 0; r.Seq() < 2 && i < 100000; i++ { // steps, not time: a busy machine needs more
		if _, err := r.Step(5 * time.Millisecond); err != nil {
			t.Fatal(err)
		}
	}
	if r.Seq() != 2 || r.View().Seats[1] == Human {
		t.Errorf("the computer did not play on for bob: %+v", r.View())
	}
	back, err := Load(r.Record(), r.Users(), r.Timing())
	if err != nil {
		t.Fatal(err)
	}
	if !back.timing.TakenOver[1] || back.bots[1] == nil || back.timing.Clock != r.timing.Clock {
		t.Errorf("the timing was lost in a restart: %+v", back.Timing())
	}

	r = open(TimeoutLose)
	now = now.Add(31 * time.Second)
	if msg := r.Expire().String(); !strings.Contains(msg, "loses") {
		t.Fatalf("expired: %q", msg)
	}
	v := r.View()
	if !r.Over() || !v.Over || v.Lost != 1 || v.Returns[0] != 0 || v.Returns[1] != 1 || v.ToMove != -1 {
		t.Errorf("after losing on time: %+v", v)
	}
	if _, err := r.Act("ann", 0, a); err == nil {
		t.Error("an action after the end")
	}
	// Leaving for good is the same as running out of time.
	r = open(TimeoutComputer)
	if msg, err := r.Leave("bob"); err != nil || !strings.Contains(msg.String(), "left the game") {
		t.Errorf("bob left: %q %v", msg, err)
	}
	if _, err := r.Leave("eve"); err == nil {
		t.Error("someone without a seat left")
	}
	for _, c := range []Clock{{Turn: time.Second, OnTimeout: TimeoutLose}, {Turn: 15 * 24 * time.Hour, OnTimeout: TimeoutLose},
		{Turn: time.Minute, OnTimeout: "shrug"}, {Turn: -time.Minute}} {
		if _, err := New(Config{Game: "tokyodoves", Seats: []string{Human, Human}, Clock: c}); err == nil {
			t.Errorf("clock %+v accepted", c)
		}
	}
}

// The last move, for a player's list of games: nothing before anyone acted,
// then the sentence the person's action made the log say, with their seat;
// a roll (chance) is never the last move, the roll's player's choice is.
func TestTheLastMoveInWords(t *testing.T) {
	r := mustNew(t, Config{Game: "tokyodoves", Seats: []string{Human, Human}, Seed: 5})
	for _, u := range []string{"red", "green"} {
		if _, err := r.Join(u); err != nil {
			t.Fatal(err)
		}
	}
	if text, seat := r.Last(); text.Key != "" || seat != -1 {
		t.Errorf("before any move: %q by %d", text, seat)
	}
	var ev []game.Event
	a := r.m.State.Legal(nil)[0]
	if err := r.m.State.Clone().Apply(a, &ev); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Act("red", 0, r.m.State.ActionString(a)); err != nil {
		t.Fatal(err)
	}
	if text, seat := r.Last(); text.String() != ev[0].Msg.String() || seat != 0 || text.Key == "" {
		t.Errorf("after red's move: %q by %d, want %q by 0", text, seat, ev[0].Msg.String())
	}

	d := mustNew(t, Config{Game: "columbiz", Seats: []string{Human, Human}, Seed: 3})
	for _, u := range []string{"ann", "bob"} {
		if _, err := d.Join(u); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 200 && d.m.State.ToMove() < 0; i++ { // who starts: rolled
		if _, err := d.m.ResolveChance(); err != nil {
			t.Fatal(err)
		}
	}
	if text, _ := d.Last(); text.Key != "" {
		t.Errorf("rolls are nobody's move: %q", text)
	}
}
