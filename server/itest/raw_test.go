package itest

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
)

// raw is a client written against Nakama's wire protocol by hand, not with
// package online: what a hostile or broken client could send.
type raw struct {
	t    *testing.T
	conn *websocket.Conn
	cid  int
	msgs chan []byte // what a count's reader read (see count)
}

func rawSignIn(t *testing.T) string {
	body := fmt.Sprintf(`{"id":"itest-raw-%d"}`, time.Now().UnixNano())
	req, _ := http.NewRequest(http.MethodPost, srv.addr+"/v2/account/authenticate/device?create=true", strings.NewReader(body))
	req.SetBasicAuth(srv.key, "")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r struct {
		Token string `json:"token"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil || r.Token == "" {
		t.Fatalf("raw sign-in: %v", err)
	}
	return r.Token
}

func dialRaw(t *testing.T, token string) *raw {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.addr, "http")+"/ws?format=json&token="+token, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(1 << 22)
	return &raw{t: t, conn: c}
}

// send writes a text message as it is.
func (r *raw) send(msg string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return r.conn.Write(ctx, websocket.MessageText, []byte(msg))
}

// read returns the next message with an "error", a "cid" reply or match
// data (presence events are skipped); "" when the connection is closed or
// nothing comes in time.
func (r *raw) read(wait time.Duration) map[string]json.RawMessage {
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	for {
		_, data, err := r.conn.Read(ctx)
		if err != nil {
			return nil
		}
		var m map[string]json.RawMessage
		if json.Unmarshal(data, &m) != nil {
			continue
		}
		if _, ok := m["match_presence_event"]; ok {
			continue
		}
		return m
	}
}

// call sends a request with a cid and returns its reply (or error).
func (r *raw) call(kind string, body interface{}) map[string]json.RawMessage {
	r.cid++
	b, _ := json.Marshal(map[string]interface{}{"cid": fmt.Sprint(r.cid), kind: body})
	if err := r.send(string(b)); err != nil {
		return nil
	}
	for {
		m := r.read(10 * time.Second)
		if m == nil || string(m["cid"]) == fmt.Sprintf(`"%d"`, r.cid) {
			return m
		}
	}
}

func rpc(id string, payload string) map[string]string {
	return map[string]string{"id": id, "payload": payload}
}

// matchData sends a game's message to a match.
func (r *raw) matchData(matchID string, op int, data []byte) {
	b, _ := json.Marshal(map[string]interface{}{"match_data_send": map[string]interface{}{
		"match_id": matchID, "op_code": fmt.Sprint(op), "data": base64.StdEncoding.EncodeToString(data)}})
	_ = r.send(string(b))
}

// refusal waits for the match's answer to a bad message: a Refusal.
func (r *raw) refusal(what string) string {
	r.t.Helper()
	for {
		m := r.read(10 * time.Second)
		if m == nil {
			r.t.Errorf("%s: no answer", what)
			return ""
		}
		if e, ok := m["error"]; ok { // refused before the match (a hook)
			var d struct {
				Message string `json:"message"`
			}
			_ = json.Unmarshal(e, &d)
			if d.Message == "" {
				r.t.Errorf("%s: answered %s", what, e)
			}
			return d.Message
		}
		md, ok := m["match_data"]
		if !ok {
			continue
		}
		var d struct {
			Op   string `json:"op_code"`
			Data []byte `json:"data"`
		}
		_ = json.Unmarshal(md, &d)
		if d.Op == fmt.Sprint(online.OpState) {
			continue // a state (on joining, or the others' game going on)
		}
		var ref online.Refusal
		if d.Op != fmt.Sprint(online.OpRefused) || json.Unmarshal(d.Data, &ref) != nil || ref.Reason == "" {
			r.t.Errorf("%s: answered %s", what, md)
		}
		return ref.Reason
	}
}

func isError(m map[string]json.RawMessage) bool {
	_, ok := m["error"]
	return ok
}

// Every kind of bad input, from a client written by hand, is refused with a
// reason and changes nothing; the other players' game goes on to its end.
func TestBadInputIsRefusedAndTheGameGoesOn(t *testing.T) {
	// Ann and Bob's game, played by their bots while Eve misbehaves.
	var wg sync.WaitGroup
	var final online.State
	var gameID string
	ready := make(chan struct{})
	var annT *online.Table
	wg.Add(1)
	go func() {
		defer wg.Done()
		// (gameID is set once, before ready: the main goroutine reads it
		// while the game may already be over)
		final, annT, _ = playBoth(t, config{"tokyodoves", "", []string{online.Human, online.Human}}, func(ann, bob *online.Table) {
			gameID = ann.GameID
			close(ready)
		})
	}()
	<-ready
	eve := dialRaw(t, rawSignIn(t))
	defer eve.conn.CloseNow()

	// Requests the server cannot read or must refuse.
	for _, c := range []struct {
		what string
		body map[string]string
	}{
		{"an unknown game", rpc(online.RPCCreate, `{"game":"chess","seats":["human","human"]}`)},
		{"an unknown variant", rpc(online.RPCCreate, `{"game":"falconry","variant":"triple","seats":["human","human"]}`)},
		{"too many seats", rpc(online.RPCCreate, `{"game":"tokyodoves","seats":["human","human","human"]}`)},
		{"an unknown level", rpc(online.RPCCreate, `{"game":"tokyodoves","seats":["human","grandmaster"]}`)},
		{"a payload that is not JSON", rpc(online.RPCCreate, `{"game":`)},
		{"an oversized payload", rpc(online.RPCCreate, `{"game":"`+strings.Repeat("x", 4000)+`"}`)},
		{"a wrong code", rpc(online.RPCJoin, `{"code":"ZZZZZZ"}`)},
		{"a malformed code", rpc(online.RPCJoin, `{"code":"no!"}`)},
		{"an unknown game id", rpc(online.RPCOpen, `{"game_id":"nowhere"}`)},
		{"an unknown function", rpc("roost_cheat", `{}`)},
	} {
		if m := eve.call("rpc", c.body); !isError(m) {
			t.Errorf("%s: answered %v", c.what, m)
		}
	}
	// The others' game, by its id: full, so Eve may only watch it.
	var opened online.Opened
	m := eve.call("rpc", rpc(online.RPCOpen, `{"game_id":"`+gameID+`"}`))
	if err := json.Unmarshal(rpcPayload(m), &opened); err != nil || opened.MatchID == "" {
		t.Fatalf("open %s: %v", gameID, m)
	}
	if m := eve.call("match_join", map[string]string{"match_id": opened.MatchID}); !isError(m) {
		t.Errorf("a full game seated Eve: %v", m)
	}
	if m := eve.call("match_join", map[string]interface{}{"match_id": opened.MatchID, "metadata": map[string]string{"spectate": "1"}}); isError(m) {
		t.Fatalf("Eve could not watch: %v", m)
	}
	for _, c := range []struct {
		what string
		op   int
		data string
	}{
		{"an action from a spectator", online.OpAction, `{"seq":0,"action":"Bn"}`},
		{"a message that is not JSON", online.OpAction, `{"seq":`},
		{"an unknown field", online.OpAction, `{"seq":0,"action":"Bn","cheat":true}`},
		{"two messages in one", online.OpAction, `{"seq":0,"action":"Bn"}{"seq":0,"action":"Bn"}`},
		{"an oversized message", online.OpAction, strings.Repeat(" ", online.MaxMessage+1)},
		{"an unknown op code", 77, `{}`},
		{"a sync from the future", online.OpSync, `{"seq":100000}`},
	} {
		eve.matchData(opened.MatchID, c.op, []byte(c.data))
		eve.refusal(c.what)
	}
	// Eve's own game with Ann: out of turn, stale, illegal, for another seat.
	m = eve.call("rpc", rpc(online.RPCCreate, `{"game":"tokyodoves","seats":["human","human"]}`))
	var mine online.Opened
	if err := json.Unmarshal(rpcPayload(m), &mine); err != nil || mine.Code == "" {
		t.Fatalf("Eve's game: %v", m)
	}
	if m := eve.call("match_join", map[string]string{"match_id": mine.MatchID}); isError(m) {
		t.Fatalf("Eve could not sit at her own game: %v", m)
	}
	def, _ := game.Lookup("tokyodoves")
	s, _ := def.New("", 2, nil)
	legal := s.ActionString(s.Legal(nil)[0])
	for _, c := range []struct{ what, data, says string }{
		{"an illegal action", `{"seq":0,"action":"nonsense"}`, ""},
		{"an action for a future position", `{"seq":3,"action":"` + legal + `"}`, "no position after 3 actions"},
		{"an action for a negative position", `{"seq":-2,"action":"` + legal + `"}`, "no position after -2 actions"},
		{"an over-long action", `{"seq":0,"action":"` + strings.Repeat("B", 200) + `"}`, ""},
	} {
		eve.matchData(mine.MatchID, online.OpAction, []byte(c.data))
		if why := eve.refusal(c.what); !strings.Contains(why, c.says) {
			t.Errorf("%s: refused with %q", c.what, why)
		}
	}
	eve.matchData(mine.MatchID, online.OpAction, []byte(`{"seq":0,"action":"`+legal+`"}`))
	eve.matchData(mine.MatchID, online.OpAction, []byte(`{"seq":1,"action":"`+legal+`"}`))
	if why := eve.refusal("a second action, on the other seat's turn"); !strings.Contains(why, "not your turn") {
		t.Errorf("out of turn: %q", why)
	}

	wg.Wait()
	if !final.Over {
		t.Fatal("Ann and Bob's game did not finish")
	}
	checkStored(t, final, annT, gameID)
	// A finished game takes no new player (a new connection: Nakama
	// answers a second join of the same one from its own list).
	late := dialRaw(t, rawSignIn(t))
	defer late.conn.CloseNow()
	if m := late.call("match_join", map[string]string{"match_id": opened.MatchID}); !isError(m) {
		t.Errorf("a finished game seated Eve: %v", m)
	}
}

// rpcPayload is an RPC reply's payload.
func rpcPayload(m map[string]json.RawMessage) []byte {
	var r struct {
		Payload string `json:"payload"`
	}
	_ = json.Unmarshal(m["rpc"], &r)
	return []byte(r.Payload)
}
