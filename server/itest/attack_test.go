package itest

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
)

// The attack tests count their cases and how many were refused (or held to
// a limit), and print both at the end (docs/BENCHMARKS.md quotes them).
var attacks struct {
	sync.Mutex
	cases, refused int
}

// attack records one hostile case: refused says whether the server refused
// it (or held it to its limit), as it must.
func attack(t *testing.T, what string, refused bool, got ...interface{}) {
	t.Helper()
	attacks.Lock()
	attacks.cases++
	if refused {
		attacks.refused++
	}
	attacks.Unlock()
	if !refused {
		t.Errorf("%s: not refused %v", what, got)
	}
}

// attackReport is printed by TestMain.
func attackReport() string {
	attacks.Lock()
	defer attacks.Unlock()
	if attacks.cases == 0 {
		return ""
	}
	return fmt.Sprintf("itest attack cases: %d, refused or held to a limit: %d", attacks.cases, attacks.refused)
}

// http sends a request of Nakama's HTTP API with a session token (or the
// server key when token is ""), and returns the status and body.
func rawHTTP(t *testing.T, method, path, token, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(method, srv.addr+path, strings.NewReader(body))
	if token == "" {
		req.SetBasicAuth(srv.key, "")
	} else {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// serverCollections are the collections the server owns.
var serverCollections = []string{"roost_ratings", "roost_mine", "roost_games", "roost_codes", "roost_names", "roost_anything"}

// forge tries every client write and delete of the server's collections as
// the player of token (user id uid): each must be refused.
func forge(t *testing.T, token, uid string) {
	t.Helper()
	for _, col := range serverCollections {
		for _, key := range []string{"tokyodoves", "tokyodoves/" + uid, "0123456789abcdef0123456789abcdef"} {
			obj := map[string]interface{}{"collection": col, "key": key,
				"value": `{"rating":3000,"games":250,"wins":250,"id":"0123456789abcdef0123456789abcdef"}`}
			for _, perm := range [][2]int{{2, 1}, {0, 0}, {1, 1}} {
				obj["permission_read"], obj["permission_write"] = perm[0], perm[1]
				b, _ := json.Marshal(map[string]interface{}{"objects": []interface{}{obj}})
				st, body := rawHTTP(t, http.MethodPut, "/v2/storage", token, string(b))
				attack(t, fmt.Sprintf("a client's write of %s/%s %v", col, key, perm), st != http.StatusOK, st, body)
			}
			b, _ := json.Marshal(map[string]interface{}{"object_ids": []interface{}{map[string]string{"collection": col, "key": key}}})
			st, body := rawHTTP(t, http.MethodPut, "/v2/storage/delete", token, string(b))
			attack(t, fmt.Sprintf("a client's delete of %s/%s", col, key), st != http.StatusOK, st, body)
		}
	}
	// The leaderboards are the server's too (authoritative): no client
	// writes, deletes or enters a row, as a leaderboard or as a tournament.
	board := "/v2/leaderboard/roost_rating_tokyodoves"
	for _, c := range []struct{ method, path, body string }{
		{http.MethodPost, board, `{"score":"3000","subscore":"250"}`},
		{http.MethodPut, board, `{"score":"3000","subscore":"250"}`},
		{http.MethodDelete, board, ""},
		{http.MethodPut, "/v2/tournament/roost_rating_tokyodoves", `{"score":"3000","subscore":"250"}`},
		{http.MethodPost, "/v2/tournament/roost_rating_tokyodoves/join", "{}"},
	} {
		st, body := rawHTTP(t, c.method, c.path, token, c.body)
		attack(t, fmt.Sprintf("a client's %s %s", c.method, c.path), st != http.StatusOK, st, body)
	}
}

// noReads tries every client read of the server's objects: nothing comes
// back (they are the system user's, read permission 0).
func noReads(t *testing.T, token, uid, gameID string) {
	t.Helper()
	system := "00000000-0000-0000-0000-000000000000"
	for _, col := range serverCollections {
		for _, owner := range []string{system, uid} {
			for _, key := range []string{"tokyodoves", "tokyodoves/" + uid, gameID} {
				b, _ := json.Marshal(map[string]interface{}{"object_ids": []interface{}{map[string]string{"collection": col, "key": key, "user_id": owner}}})
				st, body := rawHTTP(t, http.MethodPost, "/v2/storage", token, string(b))
				attack(t, fmt.Sprintf("a client's read of %s/%s of %s", col, key, owner), st != http.StatusOK || !strings.Contains(body, `"value"`), st, body)
			}
			st, body := rawHTTP(t, http.MethodGet, "/v2/storage/"+col+"?user_id="+owner+"&limit=100", token, "")
			attack(t, fmt.Sprintf("a client's list of %s of %s", col, owner), st != http.StatusOK || !strings.Contains(body, `"value"`), st, body)
		}
	}
}

// No client writes, deletes or reads the server's storage: the ratings, the
// players' lists, the games, the codes, the names. A forged rating written
// before the player's first rated game does not count (the game is rated
// from 1200), and a forged list entry does not show.
func TestNoClientWritesTheServersStorage(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	suffix := fmt.Sprint(time.Now().UnixNano() % 100000)
	annC, bobC := named(t, "fa"+suffix), named(t, "fb"+suffix)
	defer annC.Close()
	defer bobC.Close()
	for _, c := range []*online.Client{annC, bobC} {
		forge(t, c.Session().Token, c.Session().UserID)
	}
	gameID, _, _ := playRated(t, ctx, annC, bobC) // rated from 1200: the forged ratings were refused
	for _, c := range []*online.Client{annC, bobC} {
		// Once rated, the rating is still the server's alone.
		forge(t, c.Session().Token, c.Session().UserID)
		noReads(t, c.Session().Token, c.Session().UserID, gameID)
	}
	games, err := annC.Games(ctx)
	if err != nil || len(games) != 1 || games[0].GameID != gameID {
		t.Errorf("Ann's games: %+v (%v)", games, err)
	}
}

// signInAs signs a device in by hand with a username ("" for none): the
// status and the session's username ("" when refused).
func signInAs(t *testing.T, device, username string) (int, string, string) {
	t.Helper()
	q := "/v2/account/authenticate/device?create=true"
	if username != "" {
		q += "&username=" + url.QueryEscape(username)
	}
	st, body := rawHTTP(t, http.MethodPost, q, "", `{"id":"`+device+`"}`)
	var r struct {
		Token string `json:"token"`
	}
	if st != http.StatusOK || json.Unmarshal([]byte(body), &r) != nil {
		return st, "", ""
	}
	s, err := parseSession(r.Token)
	if err != nil {
		t.Fatal(err)
	}
	return st, s.Username, r.Token
}

// parseSession reads a token's user and name.
func parseSession(token string) (online.Session, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return online.Session{}, fmt.Errorf("a token that cannot be read")
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return online.Session{}, err
	}
	var c struct {
		UID string `json:"uid"`
		Usn string `json:"usn"`
	}
	err = json.Unmarshal(raw, &c)
	return online.Session{UserID: c.UID, Username: c.Usn}, err
}

// The server checks every name: a new account's, a rename (by sign-in and
// by the account API), an invitation; look-alikes of a name taken are
// refused; other ways of signing in are closed; an account an older build
// let take a bad name is renamed at its next sign-in.
func TestNamesTheServerChecks(t *testing.T) {
	suffix := fmt.Sprint(time.Now().UnixNano() % 100000)
	dev := func(tag string) string { return fmt.Sprintf("itest-names-%s-%d", tag, time.Now().UnixNano()) }
	for _, bad := range []string{"Robert');DROP TABLE users;--", "ann\u202E" + suffix, "an\u200Bn" + suffix, "<b>x</b>" + suffix,
		"ann " + suffix, "ann😀" + suffix, "ab", "ＡＮＮ" + suffix, "e\u0301" + suffix} {
		st, name, _ := signInAs(t, dev("bad"), bad)
		attack(t, fmt.Sprintf("a new account named %q", bad), st == http.StatusBadRequest && name == "", st, name)
	}
	base := "ann" + suffix
	if st, name, _ := signInAs(t, dev("ann"), base); st != http.StatusOK || name != base {
		t.Fatalf("%s could not sign in: %d %q", base, st, name)
	}
	for _, alike := range []string{"ANN" + suffix, "Ann" + suffix, "\u0430nn" + suffix, "аnn" + suffix} {
		st, name, _ := signInAs(t, dev("alike"), alike)
		attack(t, fmt.Sprintf("a new account named %q like %q", alike, base), st == http.StatusConflict, st, name)
	}
	// The app's client falls back to a fresh name of its own.
	c := guest(t, "alike", "Ann"+suffix)
	if got := c.Session().Username; got == "Ann"+suffix || online.CheckName(got) != nil {
		t.Errorf("a look-alike's client signed in as %q", got)
	}
	// A rename by sign-in: to a free name, to a look-alike, to a bad one.
	d := dev("renamer")
	if st, _, _ := signInAs(t, d, "bo"+suffix); st != http.StatusOK {
		t.Fatal(st)
	}
	if st, name, _ := signInAs(t, d, "bob"+suffix); st != http.StatusOK || name != "bob"+suffix {
		t.Errorf("renamed: %d %q", st, name)
	}
	if st, name, _ := signInAs(t, dev("taker"), "bo"+suffix); st != http.StatusOK || name != "bo"+suffix {
		t.Errorf("a name let go by a rename, taken: %d %q", st, name)
	}
	st, name, tok := signInAs(t, d, "ANN"+suffix)
	attack(t, "a rename to a look-alike", st == http.StatusConflict, st, name)
	st, _, _ = signInAs(t, d, "bob\u202E"+suffix)
	attack(t, "a rename to a bad name", st == http.StatusBadRequest, st)
	_, name, tok = signInAs(t, d, "")
	if name != "bob"+suffix {
		t.Errorf("after refused renames, the name is %q", name)
	}
	// The account API: the same check; the display name is not Roost's.
	for _, c := range []struct{ what, body string }{
		{"a bad username", `{"username":"bob\u202e` + suffix + `"}`},
		{"a look-alike username", `{"username":"АNN` + suffix + `"}`},
		{"a display name", `{"display_name":"ann` + suffix + `"}`},
	} {
		st, body := rawHTTP(t, http.MethodPut, "/v2/account", tok, c.body)
		attack(t, "an account update with "+c.what, st != http.StatusOK, st, body)
	}
	// Other ways in.
	for _, p := range []string{"custom", "email"} {
		st, body := rawHTTP(t, http.MethodPost, "/v2/account/authenticate/"+p+"?create=true&username=zed"+suffix,
			"", `{"id":"itest-custom-`+suffix+`-0123456789","email":"zed`+suffix+`@example.com","password":"password123"}`)
		attack(t, "a sign-in by "+p, st != http.StatusOK, st, body)
	}
	// An invitation names a player by the same check.
	m := dialRaw(t, tok)
	defer m.conn.CloseNow()
	for _, seat := range []string{"@ann\u202e" + suffix, "@<b>ann</b>", "@ann " + suffix} {
		b, _ := json.Marshal(online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, seat}})
		attack(t, "an invitation of "+seat, isError(m.call("rpc", rpc(online.RPCCreate, string(b)))))
	}
	// An account an older build let take a bad name: renamed now.
	old := dev("old")
	_, _, otok := signInAs(t, old, "")
	s, _ := parseSession(otok)
	psql(t, fmt.Sprintf("update users set username = 'old%s'||chr(8238)||'x' where id = '%s'", suffix, s.UserID))
	if _, name, _ := signInAs(t, old, ""); online.CheckName(name) != nil || !strings.HasPrefix(name, "Dove") {
		t.Errorf("an older account's bad name, at its next sign-in: %q", name)
	}
	// One that only refreshes its session: renamed at the refresh.
	st, body := rawHTTP(t, http.MethodPost, "/v2/account/authenticate/device?create=true", "", fmt.Sprintf(`{"id":"%s"}`, dev("refresher")))
	var ses struct {
		Token   string `json:"token"`
		Refresh string `json:"refresh_token"`
	}
	if err := json.Unmarshal([]byte(body), &ses); err != nil || st != http.StatusOK {
		t.Fatalf("sign-in: %d %s", st, body)
	}
	s, _ = parseSession(ses.Token)
	psql(t, fmt.Sprintf("update users set username = 'ref%s'||chr(8238)||'x' where id = '%s'", suffix, s.UserID))
	st, body = rawHTTP(t, http.MethodPost, "/v2/account/session/refresh", "", `{"token":"`+ses.Refresh+`"}`)
	if err := json.Unmarshal([]byte(body), &ses); err != nil || st != http.StatusOK {
		t.Fatalf("refresh: %d %s", st, body)
	}
	s, _ = parseSession(ses.Token)
	attack(t, "a bad name kept alive by refreshing the session", online.CheckName(s.Username) == nil && strings.HasPrefix(s.Username, "Dove"), s.Username)
}

// psql runs a statement on the server's database.
func psql(t *testing.T, q string) string {
	t.Helper()
	out, err := exec.Command(filepath.Join(srv.env["PGBIN"], "psql"), "-h", "127.0.0.1", "-p", srv.env["PGPORT"], "-U", "nakama",
		"-d", "nakama", "-At", "-c", q).CombinedOutput()
	if err != nil {
		t.Fatalf("psql %s: %v %s", q, err, out)
	}
	return string(out)
}

// No player is stalled by another: while Ann and Bob play, Eve watches and
// floods the game with actions and syncs, Mal joins and leaves five times a
// second, and a third floods a game where she has a seat. Nothing of theirs
// crowds out Ann's and Bob's actions (Nakama drops nothing of theirs), the
// clients act once for each position, and the game ends.
func TestNoPlayerStalledByAnother(t *testing.T) {
	var wg sync.WaitGroup
	var final online.State
	var annT *online.Table
	ready := make(chan string, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		final, annT, _ = playBoth(t, config{"tokyodoves", "", []string{online.Human, online.Human}}, func(ann, bob *online.Table) {
			ready <- ann.GameID
		})
	}()
	gameID := <-ready
	done := make(chan struct{})
	eve := dialRaw(t, rawSignIn(t))
	defer eve.conn.CloseNow()
	var opened online.Opened
	if err := json.Unmarshal(rpcPayload(eve.call("rpc", rpc(online.RPCOpen, `{"game_id":"`+gameID+`"}`))), &opened); err != nil {
		t.Fatal(err)
	}
	if m := eve.call("match_join", map[string]interface{}{"match_id": opened.MatchID, "metadata": map[string]string{"spectate": "1"}}); isError(m) {
		t.Fatalf("Eve could not watch: %v", m)
	}
	// Mal comes and goes.
	var mwg sync.WaitGroup
	mwg.Add(1)
	go func() {
		defer mwg.Done()
		mal := dialRaw(t, rawSignIn(t))
		defer mal.conn.CloseNow()
		for {
			select {
			case <-done:
				return
			case <-time.After(200 * time.Millisecond):
			}
			mal.call("match_join", map[string]interface{}{"match_id": opened.MatchID, "metadata": map[string]string{"spectate": "1"}})
			mal.call("match_leave", map[string]string{"match_id": opened.MatchID})
		}
	}()
	// Eve's floods: 600 actions, then 600 syncs, as fast as they go.
	closed := false
	for i := 0; i < 1200 && !closed; i++ {
		op, data := online.OpAction, `{"seq":0,"action":"Bn"}`
		if i >= 600 {
			op, data = online.OpSync, `{"seq":0}`
		}
		b, _ := json.Marshal(map[string]interface{}{"match_data_send": map[string]interface{}{
			"match_id": opened.MatchID, "op_code": fmt.Sprint(op), "data": base64.StdEncoding.EncodeToString([]byte(data))}})
		closed = eve.send(string(b)) != nil
	}
	wg.Wait()
	close(done)
	mwg.Wait()
	attack(t, "a spectator's flood of 1,200 messages, and one joining and leaving five times a second", final.Over)
	if final.Over {
		checkStored(t, final, annT, gameID)
	}
	// Nakama dropped none of the players' messages.
	log, _ := os.ReadFile(filepath.Join(srv.dir, "nakama.log"))
	for _, u := range []string{annT.C.Session().UserID} {
		for _, l := range strings.Split(string(log), "\n") {
			if strings.Contains(l, "dropping data message") && strings.Contains(l, u) {
				t.Errorf("a player's message was dropped: %s", l)
				break
			}
		}
	}
	attack(t, "the match's queue kept clear", !strings.Contains(string(log), "dropping data message"))
}

// Every account is held to a rate of each kind of request, and to a number
// of games under way; a game needs a seat for a person; a turn limit past
// 14 days is refused before it could overflow; a join code is read in any
// case with spaces anywhere; quick match tickets are only the client's own.
func TestLimitsPerAccount(t *testing.T) {
	tok := rawSignIn(t)
	m := dialRaw(t, tok)
	defer m.conn.CloseNow()
	refusedWith := func(reply map[string]json.RawMessage, key string) bool {
		return isError(reply) && strings.Contains(string(reply["error"]), key)
	}
	create := func(body string) map[string]json.RawMessage { return m.call("rpc", rpc(online.RPCCreate, body)) }
	// Smaller things first (each costs a create).
	for _, c := range []struct{ what, body, key string }{
		{"a turn limit of 2^62 seconds", `{"game":"tokyodoves","seats":["human","human"],"turn_seconds":4611686018427387904}`, "online.refuse.turn-seconds"},
		{"a negative turn limit", `{"game":"tokyodoves","seats":["human","human"],"turn_seconds":-5}`, "online.refuse.turn-seconds"},
		{"a game of computers only", `{"game":"tokyodoves","seats":["expert","expert"]}`, "online.refuse.no-person"},
	} {
		attack(t, c.what, refusedWith(create(c.body), c.key), c.body)
	}
	var o online.Opened
	if err := json.Unmarshal(rpcPayload(create(`{"game":"tokyodoves","seats":["human","human"]}`)), &o); err != nil || o.Code == "" {
		t.Fatalf("a game: %v", err)
	}
	// A code in small letters with spaces is the code.
	j := dialRaw(t, rawSignIn(t))
	defer j.conn.CloseNow()
	spaced := "  " + strings.ToLower(o.Code[:3]) + " " + strings.ToLower(o.Code[3:]) + " "
	b, _ := json.Marshal(online.JoinReq{Code: spaced})
	var jo online.Opened
	if err := json.Unmarshal(rpcPayload(j.call("rpc", rpc(online.RPCJoin, string(b)))), &jo); err != nil || jo.GameID != o.GameID {
		t.Errorf("the code %q: %v %+v", spaced, err, jo)
	}
	// Creates: a burst, then refused.
	made, refused := 1, false
	for i := 0; i < 20 && !refused; i++ {
		r := create(`{"game":"tokyodoves","seats":["human","human"]}`)
		refused = refusedWith(r, "online.refuse.slow-down")
		if !refused && isError(r) {
			t.Fatalf("create %d: %v", i, r)
		}
		if !refused {
			made++
		}
	}
	attack(t, fmt.Sprintf("creates in a row (%d made)", made), refused && made <= 11)
	// Join codes tried in a row.
	refused = false
	tries := 0
	for ; tries < 50 && !refused; tries++ {
		refused = refusedWith(j.call("rpc", rpc(online.RPCJoin, `{"code":"ZZZZZZ"}`)), "online.refuse.slow-down")
	}
	attack(t, fmt.Sprintf("join codes tried in a row (%d)", tries), refused && tries <= 12)
	// Any request: a burst past LimitRPC.
	refused = false
	for tries = 0; tries < 200 && !refused; tries++ {
		refused = refusedWith(m.call("rpc", rpc(online.RPCGames, `{}`)), "online.refuse.slow-down")
	}
	attack(t, fmt.Sprintf("requests in a row (%d)", tries), refused)
	// Invitations: one player invited again and again, from one account
	// and from several.
	suffix := fmt.Sprint(time.Now().UnixNano() % 100000)
	victim := named(t, "vic"+suffix)
	defer victim.Close()
	inviters := make([]*raw, 3)
	for i := range inviters {
		inviters[i] = dialRaw(t, rawSignIn(t))
		defer inviters[i].conn.CloseNow()
	}
	sentOK, refused := 0, false
	for i := 0; i < 40 && !refused; i++ {
		b, _ := json.Marshal(online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, "@vic" + suffix}})
		r := inviters[i%len(inviters)].call("rpc", rpc(online.RPCCreate, string(b)))
		refused = refusedWith(r, "online.refuse.slow-down")
		if !refused && isError(r) {
			t.Fatalf("invitation %d: %v", i, r)
		}
		if !refused {
			sentOK++
		}
	}
	attack(t, fmt.Sprintf("invitations to one player in a row (%d sent)", sentOK), refused && sentOK <= 10)
	// Quick match tickets that could match another game's.
	for _, c := range []struct {
		what string
		add  map[string]interface{}
	}{
		{"a ticket asking for anything", map[string]interface{}{"min_count": 2, "max_count": 2, "query": "*",
			"string_properties": online.QuickReq{Game: "tokyodoves", Variant: "standard", Players: 2}.Properties()}},
		{"a ticket with another game's query", map[string]interface{}{"min_count": 2, "max_count": 2, "query": "+properties.quick:columbastandard2",
			"string_properties": online.QuickReq{Game: "tokyodoves", Variant: "standard", Players: 2}.Properties()}},
		{"a ticket for more players", map[string]interface{}{"min_count": 2, "max_count": 4, "query": "+properties.quick:tokyodovesstandard2",
			"string_properties": online.QuickReq{Game: "tokyodoves", Variant: "standard", Players: 2}.Properties()}},
		{"a ticket for a game there is not", map[string]interface{}{"min_count": 2, "max_count": 2, "query": "+properties.quick:chessstandard2",
			"string_properties": map[string]string{"game": "chess", "variant": "standard", "players": "2", "quick": "chessstandard2"}}},
	} {
		q := dialRaw(t, rawSignIn(t))
		attack(t, c.what, isError(q.call("matchmaker_add", c.add)))
		q.conn.CloseNow()
	}
}

// kill -9 of PostgreSQL during ten games, and a restart once a match has
// failed to store a move: the matches that could not store an action stop
// without telling anyone, and the clients find out (an action unanswered, or a sync), open
// their games again (started anew from what was stored), and finish every
// game; nothing acknowledged is lost. It is killed once every game is
// under way (the last to get there, at its third move, makes that move
// while PostgreSQL is down: a move waits for no tick, and the first games
// may be over by then), so at least one match cannot store.
func TestDatabaseKillNine(t *testing.T) {
	var wg, restart sync.WaitGroup
	var under atomic.Int32
	var back atomic.Int32
	// Each game's end, checked against what was stored once PostgreSQL is
	// back (a game may end while it is down: the first games may be over
	// before the last gets under way, and the rest after the kill).
	type ended struct {
		final online.State
		tb    *online.Table
		id    string
	}
	var ends [10]ended
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			final, tb, id := playBoth(t, config{"tokyodoves", "", []string{online.Human, online.Human}}, func(ann, bob *online.Table) {
				if under.Add(1) == 10 {
					mark := srv.LogSize()
					if err := srv.KillDB(); err != nil {
						t.Error(err)
						return
					}
					restart.Add(1)
					go func() {
						defer restart.Done()
						// Back once a match has failed to store a move.
						if err := srv.WaitLog(mark, "not stored, the match stops", time.Minute); err != nil {
							t.Error(err)
						}
						if err := srv.StartDB(); err != nil {
							t.Error(err)
						}
					}()
				}
			})
			ends[i] = ended{final, tb, id}
			if tb.Reconnects > 0 {
				back.Add(1)
			}
		}()
	}
	wg.Wait()
	restart.Wait()
	for _, e := range ends {
		if e.tb != nil {
			checkStored(t, e.final, e.tb, e.id)
		}
	}
	if back.Load() == 0 {
		t.Error("no game had to be opened again: PostgreSQL's death went unnoticed")
	}
	t.Logf("%d of 10 games opened again", back.Load())
	attack(t, "kill -9 of PostgreSQL during 10 games", !t.Failed())
}

// count reads a raw client's messages for a while and counts the match
// data of an op and the errors (a hook's refusals); closed says the server
// closed the connection. (A read that runs out of time would close the
// connection: one goroutine reads, for good, from the first count on.)
func (r *raw) count(wait time.Duration, op int) (n, errs int, closed bool) {
	if r.msgs == nil {
		r.msgs = make(chan []byte, 4096)
		go func() {
			defer close(r.msgs)
			for {
				_, data, err := r.conn.Read(context.Background())
				if err != nil {
					return
				}
				r.msgs <- data
			}
		}()
	}
	end := time.After(wait)
	for {
		var data []byte
		var ok bool
		select {
		case data, ok = <-r.msgs:
			if !ok {
				return n, errs, true
			}
		case <-end:
			return n, errs, false
		}
		var m struct {
			Error     json.RawMessage `json:"error"`
			MatchData *struct {
				Op string `json:"op_code"`
			} `json:"match_data"`
		}
		if json.Unmarshal(data, &m) != nil {
			continue
		}
		if m.Error != nil {
			errs++
		}
		if m.MatchData != nil && m.MatchData.Op == fmt.Sprint(op) {
			n++
		}
	}
}

// Inside a game, each kind of message is held to its rate per account: 50
// asks to take back a turn in a burst reach the rival once, 50 quick
// messages at most twice, and a seated player's flood of actions is
// refused past its rate and then has its connection closed, with nothing
// of it reaching the match's queue. A player's open games are capped.
func TestFloodsInAGameAreHeld(t *testing.T) {
	ann, bob := dialRaw(t, rawSignIn(t)), dialRaw(t, rawSignIn(t))
	defer ann.conn.CloseNow()
	defer bob.conn.CloseNow()
	var o online.Opened
	if err := json.Unmarshal(rpcPayload(ann.call("rpc", rpc(online.RPCCreate, `{"game":"tokyodoves","seats":["human","human"]}`))), &o); err != nil || o.Code == "" {
		t.Fatalf("a game: %v", err)
	}
	if m := ann.call("match_join", map[string]string{"match_id": o.MatchID}); isError(m) {
		t.Fatalf("Ann could not sit: %v", m)
	}
	if m := bob.call("match_join", map[string]string{"match_id": o.MatchID}); isError(m) {
		t.Fatalf("Bob could not sit: %v", m)
	}
	def, _ := game.Lookup("tokyodoves")
	s, _ := def.New("", 2, nil)
	ann.matchData(o.MatchID, online.OpAction, []byte(`{"seq":0,"action":"`+s.ActionString(s.Legal(nil)[0])+`"}`))
	if n, _, _ := bob.count(2*time.Second, online.OpState); n == 0 {
		t.Fatal("Bob never saw Ann's action")
	}
	// Ann asks 50 times to take back her turn.
	for i := 0; i < 50; i++ {
		ann.matchData(o.MatchID, online.OpUndo, []byte(`{"seq":1,"ask":true}`))
	}
	asked, _, _ := bob.count(3*time.Second, online.OpAsked)
	attack(t, fmt.Sprintf("50 asks to take back a turn in a burst (%d reached the rival)", asked), asked == 1)
	// Ann says "Hello!" 50 times.
	for i := 0; i < 50; i++ {
		ann.matchData(o.MatchID, online.OpSay, []byte(`{"msg":0}`))
	}
	heard, _, _ := bob.count(3*time.Second, online.OpSaid)
	attack(t, fmt.Sprintf("50 quick messages in a burst (%d reached the rival)", heard), heard >= 1 && heard <= 2)
	// Ann floods her own game with actions.
	for i := 0; i < 1000; i++ {
		if ann.send(fmt.Sprintf(`{"match_data_send":{"match_id":%q,"op_code":"1","data":%q}}`, o.MatchID,
			base64.StdEncoding.EncodeToString([]byte(`{"seq":0,"action":"Bn"}`)))) != nil {
			break
		}
	}
	_, slowed, closed := ann.count(5*time.Second, online.OpState)
	attack(t, fmt.Sprintf("a seated player's flood of 1,000 actions (%d told to slow down, closed %v)", slowed, closed), slowed > 0 && closed)
	log, _ := os.ReadFile(filepath.Join(srv.dir, "nakama.log"))
	attack(t, "the match's queue kept clear of a seated player's flood", !strings.Contains(string(log), "dropping data message"))
	// Bob's game goes on: he acts, and is answered.
	st, _ := def.New("", 2, nil)
	if err := st.Apply(st.Legal(nil)[0], nil); err != nil {
		t.Fatal(err)
	}
	bob.matchData(o.MatchID, online.OpAction, []byte(`{"seq":1,"action":"`+st.ActionString(st.Legal(nil)[0])+`"}`))
	if n, _, _ := bob.count(3*time.Second, online.OpState); n == 0 {
		t.Error("Bob's action after Ann's flood was not answered")
	}

	// The cap on open games: a player with MaxOpenGames unfinished games
	// (made here in the database, as many creates would take minutes at
	// their rate) is refused another, and may make one once one is over.
	var me struct {
		User struct {
			ID string `json:"id"`
		} `json:"user"`
	}
	tok := rawSignIn(t)
	cy := dialRaw(t, tok)
	defer cy.conn.CloseNow()
	_, body := rawHTTP(t, http.MethodGet, "/v2/account", tok, "")
	if err := json.Unmarshal([]byte(body), &me); err != nil || me.User.ID == "" {
		t.Fatalf("the account: %v %s", err, body)
	}
	tag := fmt.Sprint(time.Now().UnixNano())
	psql(t, fmt.Sprintf(`INSERT INTO storage (collection, key, user_id, value, version, read, write)
		SELECT 'roost_games', 'cap%[1]s-' || g, '00000000-0000-0000-0000-000000000000', '{"over":false}', md5(random()::text), 0, 0 FROM generate_series(1, 40) g;
		INSERT INTO storage (collection, key, user_id, value, version, read, write)
		SELECT 'roost_mine', 'cap%[1]s-' || g, '%[2]s', '{"id":"cap%[1]s"}', md5(random()::text), 0, 0 FROM generate_series(1, 40) g`, tag, me.User.ID))
	defer psql(t, fmt.Sprintf(`DELETE FROM storage WHERE key LIKE 'cap%s-%%'`, tag))
	r := cy.call("rpc", rpc(online.RPCCreate, `{"game":"tokyodoves","seats":["human","human"]}`))
	attack(t, "a game past the cap on open games", isError(r) && strings.Contains(string(r["error"]), "online.refuse.open-games"), r)
	psql(t, fmt.Sprintf(`UPDATE storage SET value = '{"over":true}' WHERE collection = 'roost_games' AND key = 'cap%s-1'`, tag))
	if r := cy.call("rpc", rpc(online.RPCCreate, `{"game":"tokyodoves","seats":["human","human"]}`)); isError(r) {
		t.Errorf("a game under the cap: %v", r)
	}
}

// What Roost does not use is closed to clients: a match of their own
// (relayed, past every limit of the games'), chat to any player, parties,
// statuses. The socket stays open for the game.
func TestWhatRoostDoesNotUseIsClosed(t *testing.T) {
	victim := rawSignIn(t)
	v, _ := parseSession(victim)
	m := dialRaw(t, rawSignIn(t))
	defer m.conn.CloseNow()
	for _, c := range []struct {
		kind string
		body interface{}
	}{
		{"match_create", map[string]string{}},
		{"match_create", map[string]string{"name": "roost"}},
		{"channel_join", map[string]interface{}{"target": v.UserID, "type": 2}},
		{"channel_join", map[string]interface{}{"target": "lobby", "type": 1}},
		{"channel_message_send", map[string]string{"channel_id": "2..." + v.UserID, "content": `{"text":"hello"}`}},
		{"party_create", map[string]interface{}{"open": true, "max_size": 4}},
		{"status_update", map[string]string{"status": "Robert');DROP TABLE users;--"}},
		{"status_follow", map[string]interface{}{"user_ids": []string{v.UserID}}},
	} {
		r := m.call(c.kind, c.body)
		attack(t, "a client's "+c.kind, isError(r), r)
	}
	if r := m.call("rpc", rpc(online.RPCGames, `{}`)); isError(r) || r == nil {
		t.Errorf("the socket after the refusals: %v", r)
	}
	// Friends' requests to any player, groups of any name.
	tok := rawSignIn(t)
	for _, c := range []struct{ method, path string }{
		{http.MethodPost, "/v2/friend?ids=" + v.UserID},
		{http.MethodPost, "/v2/group"},
	} {
		st, body := rawHTTP(t, c.method, c.path, tok, `{"name":"Robert');DROP TABLE users;--","open":true}`)
		attack(t, fmt.Sprintf("a client's %s %s", c.method, c.path), st != http.StatusOK, st, body)
	}
}

// resign signs a token's header and claims again with another key (HS256,
// as Nakama signs its sessions).
func resign(token, key string) string {
	parts := strings.Split(token, ".")
	mac := hmac.New(sha256.New, []byte(key))
	mac.Write([]byte(parts[0] + "." + parts[1]))
	return parts[0] + "." + parts[1] + "." + base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// The server started as `make server` starts it is secure by default: its
// secrets are its own (made at its first start, random, readable by its
// user only), so a player's session signed again with Nakama's public
// default key is refused (signed with the server's own key it passes: the
// forgery is right), and the console's default login is refused.
func TestSecureByDefault(t *testing.T) {
	path := filepath.Join(srv.dir, "keys.yml")
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("keys.yml is mode %v", st.Mode().Perm())
	}
	raw, _ := os.ReadFile(path)
	keys := map[string]string{}
	section := ""
	for _, l := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(l, "#") || strings.TrimSpace(l) == "" {
			continue
		}
		k, v, _ := strings.Cut(strings.TrimSpace(l), ":")
		if !strings.HasPrefix(l, " ") {
			section = k
			continue
		}
		keys[section+"."+k] = strings.Trim(strings.TrimSpace(v), `"`)
	}
	for _, k := range []string{"session.encryption_key", "session.refresh_encryption_key", "runtime.http_key", "console.password", "console.signing_key"} {
		if v := keys[k]; len(v) != 64 || strings.Trim(v, "0123456789abcdef") != "" {
			t.Errorf("%s is %q, not 32 random bytes", k, v)
		}
	}
	victim := rawSignIn(t)
	forged := resign(victim, "defaultencryptionkey")
	st2, body := rawHTTP(t, http.MethodGet, "/v2/account", forged, "")
	attack(t, "a session signed with Nakama's default key", st2 == http.StatusUnauthorized, st2, body)
	if st, body := rawHTTP(t, http.MethodGet, "/v2/account", resign(victim, keys["session.encryption_key"]), ""); st != http.StatusOK {
		t.Errorf("the session signed again with the server's own key: %d %s (the forgery is wrong)", st, body)
	}
	console := func(user, password string) int {
		b, _ := json.Marshal(map[string]string{"username": user, "password": password})
		resp, err := http.Post(srv.env["ROOST_CONSOLE"]+"/v2/console/authenticate", "application/json", strings.NewReader(string(b)))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	attack(t, "the console's default login", console("admin", "password") != http.StatusOK)
	if st := console(keys["console.username"], keys["console.password"]); st != http.StatusOK {
		t.Errorf("the console's own login: %d", st)
	}
}
