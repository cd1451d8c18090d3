package match

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"
)

// A spectator may only ask for syncs, at its rate; a player's burst passes
// and then only the rate; a flood past CloseAfter closes the socket; a
// match the flow does not know is left to Nakama.
func TestTheFlowOfMessages(t *testing.T) {
	now := time.Unix(1000, 0)
	f := &Flow{now: func() time.Time { return now }}
	f.seat("m", "ann", "bob")
	if v := f.allow("m", "eve", OpAction); v != drop {
		t.Errorf("a spectator's action: %d", v)
	}
	for i := 0; i < SpectatorBurst; i++ {
		if v := f.allow("m", "eve", OpSync); v != pass {
			t.Fatalf("a spectator's sync %d: %d", i, v)
		}
	}
	if v := f.allow("m", "eve", OpSync); v != drop {
		t.Errorf("a spectator's sync past the burst: %d", v)
	}
	for i := 0; i < PlayerBurst; i++ {
		if v := f.allow("m", "ann", OpAction); v != pass {
			t.Fatalf("Ann's message %d: %d", i, v)
		}
	}
	if v := f.allow("m", "ann", OpAction); v != drop {
		t.Errorf("Ann past her burst: %d", v)
	}
	if v := f.allow("m", "bob", OpAction); v != pass {
		t.Errorf("Bob, held back by Ann: %d", v)
	}
	now = now.Add(time.Second)
	for i := 0; i < PlayerRate; i++ {
		if v := f.allow("m", "ann", OpAction); v != pass {
			t.Fatalf("Ann's message %d a second later: %d", i, v)
		}
	}
	v := drop
	for i := 0; i < CloseAfter && v == drop; i++ {
		v = f.allow("m", "ann", OpAction)
	}
	if v != shut {
		t.Errorf("a flood: %d", v)
	}
	if v := f.allow("nowhere", "eve", OpAction); v != elsewhere {
		t.Errorf("an unknown match: %d", v)
	}
	f.forget("m")
	if len(f.matches) != 0 {
		t.Errorf("a match forgotten is kept: %v", f.matches)
	}
}

type msgFrom struct {
	runtime.MatchData
	user string
	n    int
}

func (s msgFrom) GetUserId() string { return s.user }

// A match reads at most PerSenderTick messages of each sender a tick.
func TestFairShares(t *testing.T) {
	var in []runtime.MatchData
	for i := 0; i < 20; i++ {
		in = append(in, msgFrom{user: "eve", n: i})
		if i%5 == 0 {
			in = append(in, msgFrom{user: "ann", n: i})
		}
	}
	out := fair(in)
	count := map[string]int{}
	for _, m := range out {
		count[m.GetUserId()]++
	}
	if count["eve"] != PerSenderTick || count["ann"] != 4 {
		t.Errorf("read %v", count)
	}
	if out[0].(msgFrom).n != 0 || out[1].(msgFrom).user != "ann" {
		t.Errorf("not in order: %v", out[:2])
	}
}

// A message FlowHook hands to the match as a signal is played at once (no
// tick), its queued copy is dropped, and a signal naming a session that is
// not at the table, or another user than the session's, does nothing and
// is answered notHere (the message then goes through the queue).
func TestMessagesPassedOnAtOnce(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "human")
	for _, u := range []string{"ann", "bob"} {
		if ok, why := tb.join(u, nil); !ok {
			t.Fatalf("%s refused: %s", u, why)
		}
	}
	var why string
	signal := func(s string) []sent {
		n := len(tb.d.sent)
		tb.state, why = tb.h.MatchSignal(context.Background(), tb.log, nil, nil, tb.d, tb.tick, tb.state, s)
		if tb.state == nil {
			t.Fatalf("the signal ended the match: %v", *tb.log.lines)
		}
		return tb.d.sent[n:]
	}
	act := firstLegal(t, "tokyodoves")
	body, _ := json.Marshal(Action{Seq: 0, Action: act})
	for _, bad := range []string{
		passOn("s-eve", "eve", OpAction, body), // not at the table
		passOn("s-ann", "bob", OpAction, body), // not the session's user
		passOn("s-ann", "ann", OpAction, body)[:12],
	} {
		if out := signal(bad); len(out) != 0 || why != notHere {
			t.Fatalf("signal %q sent %v, answered %q", bad, out, why)
		}
	}
	out := signal(passOn("s-ann", "ann", OpAction, body))
	if len(out) != 1 || out[0].op != OpState || why != "" {
		t.Fatalf("the action passed on sent %v, answered %q", out, why)
	}
	if st := tb.view(); st.Seq != 1 || st.Actions[len(st.Actions)-1] != act {
		t.Fatalf("after the action passed on: %+v", st)
	}
	// Its copy in the queue is dropped (no refusal, nothing played).
	if out := tb.loop(data{presence{"ann"}, opPassed, nil}); len(out) != 0 {
		t.Fatalf("the queued copy sent %v", out)
	}
	// A refusal goes back to the sender's session.
	out = signal(passOn("s-ann", "ann", OpAction, body))
	if len(out) != 1 || out[0].op != OpRefused || out[0].to[0] != "ann" {
		t.Fatalf("a stale action passed on sent %v", out)
	}
}
