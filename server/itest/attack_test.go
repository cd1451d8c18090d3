package itest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/birdroost/roost/online"
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
	ann, opened, err := online.Create(ctx, annC, online.CreateReq{Game: "tokyodoves", Seats: []string{online.Human, online.Human}})
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	bob, _, err := online.Join(ctx, bobC, opened.Code, false)
	if err != nil {
		t.Fatal(err)
	}
	defer bob.Close()
	playTo(t, ctx, ann, bob)
	winner, loser := annC, bobC
	if ann.Last.Returns[1] > ann.Last.Returns[0] {
		winner, loser = bobC, annC
	}
	for c, want := range map[*online.Client]float64{winner: 1216, loser: 1184} {
		var r online.RatingsResp
		for i := 0; i < 50; i++ {
			if r, err = c.Ratings(ctx); err == nil && len(r.Ratings) == 1 {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		if err != nil || len(r.Ratings) != 1 || r.Ratings[0].Rating != want || r.Ratings[0].Games != 1 {
			t.Errorf("%s's ratings after a forged one: %+v (%v), want %v from 1200", c.Session().Username, r, err, want)
		}
		// Once rated, the rating is still the server's alone.
		forge(t, c.Session().Token, c.Session().UserID)
		noReads(t, c.Session().Token, c.Session().UserID, ann.GameID)
	}
	games, err := annC.Games(ctx)
	if err != nil || len(games) != 1 || games[0].GameID != ann.GameID {
		t.Errorf("Ann's games: %+v (%v)", games, err)
	}
}
