package e2e

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/birdroost/roost/online/servertest"
)

// TestBrowserOnline plays online in the browser build: a desktop page and
// a phone-emulated page, each a guest of its own, play a whole Tokyo Doves
// game and a whole Columbiz game against each other through a server
// started for the test. The desktop creates each game from Play online; the
// phone opens the join link (?join=CODE). In the middle of each game the
// phone reloads its page (the link brings it back to its seat), later
// the server is killed (kill -9) and started again, and then PostgreSQL
// is killed as a move is made and started again once the server has
// failed to store that move: both pages catch up and the game goes on to
// its end, both pages showing the same position.
//
// The first move of each page is made with real input (a click, a tap on
// the lobby's buttons); the game's moves after that are chosen at random
// from what the page lists as legal and played through window.roost.act,
// the table's own path for a person's action.
//
// Figures (time from Create to both players at the table, from a move to
// the other page showing it) are written to $ROOST_ARTIFACTS/online.txt.
func TestBrowserOnline(t *testing.T) {
	if servertest.Chromium() == "" && os.Getenv("ROOST_E2E") == "" {
		t.Skip("Chromium is not installed; `make server-test` installs it and runs this test")
	}
	if testing.Short() {
		t.Skip("starts PostgreSQL and Nakama")
	}
	srv, err := servertest.Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	q := "server=" + url.QueryEscape(srv.Addr) + "&key=" + url.QueryEscape(srv.Key)

	desk := openBrowserFor(t, 1280, 720, 20*time.Minute)
	desk.url += "?" + q
	phone := openBrowserFor(t, 390, 844, 20*time.Minute)
	phone.phone(false)
	old, _ := filepath.Glob(filepath.Join(desk.art, "online-*.png"))
	for _, f := range old {
		_ = os.Remove(f)
	}

	// Tokyo Doves at the animations' own speed (its figures are the ones
	// quoted); a random game can end before the reload and the restart,
	// and then another is played.
	report := ""
	for try := 0; ; try++ {
		r, whole := playOnline(t, srv, desk, phone, q, "tokyodoves", "Tokyo Doves")
		report += r
		if whole {
			break
		}
		if try == 3 {
			t.Fatal("four Tokyo Doves games ended before the reload and the restarts")
		}
	}
	// Columbiz, a long game of dice, with the animations at 4x, chosen by
	// each player in Settings. The desktop goes Back to the menu and on to
	// Play online on the same page (one load, not two); the phone's page
	// loads again with the join link, the setting kept.
	phone.url = phone.url[:len(phone.url)-len(urlTail(phone.url))] + "?" + q
	for _, b := range []*browser{desk, phone} {
		b.open()
		b.press(b == desk, "", 0)
		b.waitFor("the menu", `window.roost.scene === "menu"`, 10*time.Second)
		b.press(b == desk, "Settings", 5*time.Second)
		b.press(b == desk, "4x", 5*time.Second)
		b.frames(5)
	}
	desk.press(true, "Back", 5*time.Second)
	desk.waitFor("the menu after Settings", `window.roost.scene === "menu"`, 10*time.Second)
	r, whole := playOnline(t, srv, desk, phone, q, "columbiz", "Columbiz")
	report += r + "(Columbiz with the animations at 4x)\n"
	if !whole {
		t.Error("Columbiz ended before the reload and the restarts")
	}
	for _, b := range []*browser{desk, phone} {
		if errs := b.consoleErrors(); len(errs) > 0 {
			t.Errorf("console errors: %q", errs)
		}
	}
	t.Log("\n" + report)
	_ = os.WriteFile(filepath.Join(desk.art, "online.txt"), []byte(report), 0o644)
}

// press clicks (desktop) or taps (phone) a named spot; "" is the middle of
// the screen.
func (b *browser) press(mouse bool, name string, limit time.Duration) {
	b.t.Helper()
	x, y := b.evalNum(`window.innerWidth/2`), b.evalNum(`window.innerHeight/2`)
	if name != "" {
		x, y = b.spot(name, limit)
	}
	if mouse {
		b.click(x, y)
	} else {
		b.tap(x, y)
	}
}

// playOnline plays one whole game between the two pages and reports the
// figures, and whether the reload and the restarts (of Nakama, then of
// PostgreSQL) all happened in it.
func playOnline(t *testing.T, srv *servertest.Server, desk, phone *browser, q, key, title string) (string, bool) {
	// The desktop: the title, the menu (a page already at the menu stays),
	// Play online, Create.
	if !desk.evalBool(`window.roost && window.roost.scene === "menu"`) {
		desk.open()
		desk.press(true, "", 0)
		desk.waitFor("the menu", `window.roost.scene === "menu"`, 10*time.Second)
	}
	desk.click(desk.spot("Play online", 10*time.Second))
	desk.waitFor("signing in", `window.roost.scene === "lobby" && window.roost.info.me !== ""`, 30*time.Second)
	desk.frames(5)
	desk.shot("online-" + key + "-0-lobby")
	desk.click(desk.spot("Create a game", 5*time.Second))
	desk.click(desk.spot(title, 5*time.Second))
	desk.frames(5)
	desk.shot("online-" + key + "-1-create")
	x, y := desk.spot("Create", 5*time.Second)
	created := time.Now()
	desk.click(x, y)
	desk.waitFor("the table", `window.roost.scene === "`+key+`"`, 30*time.Second)
	deskAt := time.Since(created)
	code := desk.evalStr(`window.roost.info.code`)
	if len(code) != 6 {
		t.Fatalf("the table shows no join code: %q", code)
	}

	// The phone opens the join link.
	phone.url = phone.url[:len(phone.url)-len(urlTail(phone.url))] + "?join=" + code + "&" + q
	opened := time.Now()
	phone.do("navigate", chromedp.Navigate(phone.url))
	phone.waitFor("the phone at the table", `window.roost && window.roost.scene === "`+key+`"`, 90*time.Second)
	phoneAt := time.Since(opened)
	bothAt := time.Since(created)
	phone.frames(20)
	phone.shot("online-" + key + "-2-phone-joined")

	start := time.Now()
	rng := rand.New(rand.NewPCG(7, uint64(len(key))))
	pages := []*browser{desk, phone}
	var lags []float64
	reloaded, restarted, dbKilled := false, false, false
	dbBack := make(chan error, 1)
	var skip []int // plies whose timing a reload or a restart spoiled
	for moves := 0; ; moves++ {
		if moves > 600 {
			t.Fatalf("%s: no end after 600 moves", title)
		}
		// Wait for a page where a person may act, or the end.
		var actor, other *browser
		var legal []string
		deadline := time.Now().Add(60 * time.Second)
		for actor == nil {
			if desk.evalBool(`window.roost.over`) && phone.evalBool(`window.roost.over`) {
				break
			}
			for i, b := range pages {
				if l := evaluate[[]string](b, `window.roost.ready ? Array.from(window.roost.legal) : []`); len(l) > 0 {
					actor, other, legal = b, pages[1-i], l
				}
			}
			if actor == nil {
				if time.Now().After(deadline) {
					desk.shot("online-" + key + "-stuck-desk")
					phone.shot("online-" + key + "-stuck-phone")
					t.Fatalf("%s: nobody can act for 60 s (desk %s, phone %s)\nserver log:\n%s", title,
						desk.evalStr(`JSON.stringify(window.roost.info)+" plies "+window.roost.plies`),
						phone.evalStr(`JSON.stringify(window.roost.info)+" plies "+window.roost.plies`), srv.LogTail(30))
				}
				time.Sleep(20 * time.Millisecond)
			}
		}
		if actor == nil {
			break
		}
		plies := int(actor.evalNum(`window.roost.plies`))
		slices.Sort(legal)
		act := legal[rng.IntN(len(legal))]
		actor.evalBool(fmt.Sprintf(`window.roost.act(%q), true`, act))
		// The other page shows it.
		n := strconv.Itoa(plies + 1)
		for t0 := time.Now(); !other.evalBool(`window.roost.plies > ` + strconv.Itoa(plies)); time.Sleep(10 * time.Millisecond) {
			if time.Since(t0) > 60*time.Second {
				t.Fatalf("%s: %s at %d actions never reached the other page (%s)\nacting page: %s\nother: %s\nserver log:\n%s", title, act, plies,
					map[*browser]string{desk: "the desktop acted", phone: "the phone acted"}[actor],
					actor.evalStr(`JSON.stringify(window.roost.info)+" plies "+window.roost.plies+" ready "+window.roost.ready+" frames "+window.roost.frames+" err "+window.roost.actError`),
					other.evalStr(`JSON.stringify(window.roost.info)+" plies "+window.roost.plies+" ready "+window.roost.ready`), srv.LogTail(40))
			}
		}
		if !slices.Contains(skip, plies+1) {
			a, b := actor.evalNum(`window.roost.plyAt[`+n+`] || 0`), other.evalNum(`window.roost.plyAt[`+n+`] || 0`)
			if a > 0 && b > 0 {
				lags = append(lags, b-a)
			}
		}
		switch {
		case !reloaded && plies >= 4:
			// The phone reloads: its link brings it back to its seat.
			reloaded = true
			phone.shot("online-" + key + "-3-before-reload")
			phone.do("reload", chromedp.Reload())
			phone.waitFor("the phone back at the table", `window.roost && window.roost.scene === "`+key+`" && window.roost.plies >= `+n, 90*time.Second)
			skip = append(skip, plies+2)
		case !restarted && plies >= 8:
			// The server dies and comes back; both pages reconnect.
			restarted = true
			if err := srv.Kill(); err != nil {
				t.Fatal(err)
			}
			desk.waitFor("the desktop to see the trouble", `window.roost.info.trouble !== ""`, 30*time.Second)
			desk.shot("online-" + key + "-4-server-down")
			if err := srv.Restart(); err != nil {
				t.Fatal(err)
			}
			for _, b := range pages {
				b.waitFor("reconnected", `window.roost.info.trouble === ""`, 60*time.Second)
			}
			skip = append(skip, plies+2)
		case restarted && !dbKilled && plies >= 12:
			// PostgreSQL dies (kill -9) and the next move is made while it
			// is down: its match cannot store it and stops without a word;
			// the pages find out, open the game again once the database is
			// back (as soon as the server has failed to store the move),
			// and the move is played.
			dbKilled = true
			mark := srv.LogSize()
			if err := srv.KillDB(); err != nil {
				t.Fatal(err)
			}
			go func() {
				if err := srv.WaitLog(mark, "not stored, the match stops", 2*time.Minute); err != nil {
					dbBack <- err
					return
				}
				dbBack <- srv.StartDB()
			}()
			skip = append(skip, plies+2, plies+3)
		}
	}
	if dbKilled {
		if err := <-dbBack; err != nil {
			t.Fatal(err)
		}
	}
	desk.frames(30)
	phone.frames(30)
	desk.shot("online-" + key + "-5-desk-end")
	phone.shot("online-" + key + "-5-phone-end")
	dp, pp := desk.evalNum(`window.roost.plies`), phone.evalNum(`window.roost.plies`)
	if dp != pp {
		t.Errorf("%s: the pages end at different positions: %v and %v actions", title, dp, pp)
	}
	p50, p99 := quantile(lags, 0.5), quantile(lags, 0.99)
	return fmt.Sprintf("%s: %v actions in %.0f s; Create to the desktop at the table %d ms; join link to the phone at the table %d ms "+
		"(page load included); Create to both at the table %d ms; a move to the other page showing it: p50 %.0f ms, p99 %.0f ms "+
		"(%d moves)\n", title, dp, time.Since(start).Seconds(), deskAt.Milliseconds(), phoneAt.Milliseconds(), bothAt.Milliseconds(), p50, p99, len(lags)), reloaded && restarted && dbKilled
}

// urlTail is the query of an address ("" for none).
func urlTail(u string) string {
	for i := range u {
		if u[i] == '?' {
			return u[i:]
		}
	}
	return ""
}

// quantile is the q-quantile of xs (nearest rank).
func quantile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[max(0, min(len(s)-1, i))]
}
