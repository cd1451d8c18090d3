package livetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/birdroost/roost/online/servertest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/lobby"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/tokyodoves"
)

// The desktop app plays the browser build: a person in the app (a scene
// test) creates a Tokyo Doves game, a player in headless Chromium opens
// its join link, and they play it to the end through the server, the two
// speaking through different transports (Go's websocket library, the
// browser's WebSocket). Both end at the same position.
func TestTheAppPlaysTheBrowser(t *testing.T) {
	web := os.Getenv("ROOST_WEB_DIR")
	if servertest.Chromium() == "" || web == "" {
		if os.Getenv("ROOST_E2E") != "" {
			t.Fatal("Chromium and the web build (ROOST_WEB_DIR) are needed")
		}
		t.Skip("needs Chromium and the web build: make server-test runs it")
	}
	require.FileExists(t, filepath.Join(web, "game.wasm"))

	d := scenetest.New(t)
	d.Key(input.Confirm)
	d.ClickButton("Play online")
	l := d.Top().(*lobby.Lobby)
	d.WaitFor("signing in", 600, func() bool { return l.Me != "" || l.Err != "" })
	require.Empty(t, l.Err)
	d.ClickButton("Create a game")
	d.ClickButton("Tokyo Doves")
	d.ClickButton("Create")
	d.WaitFor("the table", 600, top(d, "tokyodoves"))
	s := d.Top().(*tokyodoves.Table)
	code := s.Info()["code"]
	require.Len(t, code, 6)

	// The browser's player.
	files := httptest.NewServer(http.FileServer(http.Dir(web)))
	defer files.Close()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(servertest.Chromium()),
		chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"), chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 720))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	link := files.URL + "/index.html?join=" + code + "&server=" + url.QueryEscape(srv.Addr) + "&key=" + url.QueryEscape(srv.Key)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(link)))
	done := make(chan error, 1)
	go func() {
		rng := rand.New(rand.NewPCG(3, 4))
		for {
			st, err := chromedp.Run(ctx, chromedp.Evaluate[page](`(function(){const r=window.roost||{};`+
				`return {Scene: r.scene||"", Over: !!r.over, Legal: r.ready ? Array.from(r.legal) : []};})()`))
			switch {
			case err != nil:
				done <- err
				return
			case st.Scene == "tokyodoves" && st.Over:
				done <- nil
				return
			case st.Scene == "tokyodoves" && len(st.Legal) > 0:
				act := st.Legal[rng.IntN(len(st.Legal))]
				if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`window.roost.act(%q), true`, act))); err != nil {
					done <- err
					return
				}
			}
			time.Sleep(50 * time.Millisecond)
		}
	}()

	// The app's person plays the first legal action on their turns.
	d.WaitFor("the browser's player at the table", 1200, func() bool { return len(s.Names()) == 2 && s.Names()[1] != "" })
	deadline := time.Now().Add(4 * time.Minute)
	for !s.Over() && time.Now().Before(deadline) {
		scenetest.OnMain(func() {
			if s.Ready() {
				s.Play(s.M.State.Legal(nil)[0])
			}
		})
		d.Step(2)
	}
	require.True(t, s.Over(), "the game ended in the app")
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(time.Minute):
		t.Fatal("the browser's game did not end")
	}
	plies, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.roost.plies`))
	require.NoError(t, err)
	assert.Equal(t, len(s.M.History()), plies, "the app and the browser end with the same actions")
}

// page is what the test reads of the browser's game.
type page struct {
	Scene string
	Over  bool
	Legal []string
}
