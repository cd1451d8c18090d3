// Package e2e tests the browser build in headless Chromium: the page loads
// without console errors, the title appears, a click reaches the menu, a Tokyo
// Doves game against the computer starts, a move is made with real pointer
// events, and the computer answers; then a Falconry duel starts on a fresh
// page, the person puts out a marker by clicks, and the computer answers.
// Screenshots of each step and the measured figures are kept in
// $ROOST_ARTIFACTS (default build/e2e).
package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

func chromium() string {
	for _, p := range []string{os.Getenv("ROOST_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"} {
		if p != "" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	return ""
}

func webDir(t *testing.T) string {
	if d := os.Getenv("ROOST_WEB_DIR"); d != "" {
		return d
	}
	d := t.TempDir()
	cmd := exec.Command("bash", "scripts/web.sh", d)
	cmd.Dir = "../.."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("web build: %v\n%s", err, out)
	}
	return d
}

func TestBrowserGame(t *testing.T) {
	bin := chromium()
	if bin == "" {
		if os.Getenv("ROOST_E2E") != "" {
			t.Fatal("Chromium is not installed (make test installs it)")
		}
		t.Skip("Chromium is not installed; `make test` installs it and runs this test")
	}
	art := os.Getenv("ROOST_ARTIFACTS")
	if art == "" {
		art = "../../build/e2e"
	}
	if err := os.MkdirAll(art, 0o755); err != nil {
		t.Fatal(err)
	}
	old, _ := filepath.Glob(filepath.Join(art, "*.png"))
	for _, f := range old {
		_ = os.Remove(f)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(webDir(t))))
	defer srv.Close()

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(bin),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("autoplay-policy", "no-user-gesture-required"),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 720),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 4*time.Minute)
	defer cancel()

	var mu sync.Mutex
	var consoleErrors []string
	err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError {
				var parts []string
				for _, a := range e.Args {
					parts = append(parts, string(a.Value))
				}
				consoleErrors = append(consoleErrors, strings.Join(parts, " "))
			}
		case *runtime.EventExceptionThrown:
			consoleErrors = append(consoleErrors, e.ExceptionDetails.Text)
		}
	})
	if err != nil {
		t.Fatalf("listen: %v", err)
	}

	shot := func(name string) {
		buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(art, name+".png"), buf, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	evalBool := func(expr string) bool {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("Boolean("+expr+")"))
		if err != nil {
			t.Fatalf("evaluate %s: %v", expr, err)
		}
		return v
	}
	evalNum := func(expr string) float64 {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[float64]("Number("+expr+")"))
		if err != nil {
			t.Fatalf("evaluate %s: %v", expr, err)
		}
		return v
	}
	evalStr := func(expr string) string {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[string]("String("+expr+")"))
		if err != nil {
			t.Fatalf("evaluate %s: %v", expr, err)
		}
		return v
	}
	waitFor := func(what, expr string, limit time.Duration) {
		deadline := time.Now().Add(limit)
		for {
			if evalBool(expr) {
				return
			}
			if time.Now().After(deadline) {
				state := evalStr("JSON.stringify(window.roost || null)")
				shot("failed-" + strings.ReplaceAll(what, " ", "-"))
				t.Fatalf("timed out waiting for %s (state %s)", what, state)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	// The game draws 640x360 scaled by 2 into the 1280x720 window. A click
	// holds the button for a few frames, as a person's does (the game samples
	// the button once a frame).
	click := func(x, y float64) {
		left := func(p *input.DispatchMouseEventParams) {
			p.Button, p.ClickCount = input.MouseButtonLeft, 1
		}
		err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, 2*x, 2*y))
		if err == nil {
			time.Sleep(60 * time.Millisecond)
			err = chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MousePressed, 2*x, 2*y, left))
		}
		if err == nil {
			time.Sleep(120 * time.Millisecond)
			err = chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseReleased, 2*x, 2*y, left))
		}
		if err != nil {
			t.Fatalf("click: %v", err)
		}
		time.Sleep(60 * time.Millisecond)
	}

	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 720), chromedp.Navigate(srv.URL+"/index.html")); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	waitFor("the title", `window.roost && window.roost.scene === "title"`, 90*time.Second)
	firstFrame := evalNum("window.roost.firstFrameMs")
	time.Sleep(300 * time.Millisecond)
	shot("1-title")

	click(320, 200)
	waitFor("the menu", `window.roost.scene === "menu"`, 10*time.Second)
	time.Sleep(400 * time.Millisecond)
	shot("2-menu")

	click(545, 152) // the Tokyo Doves cover
	waitFor("the setup", `window.roost.scene === "setup"`, 10*time.Second)
	click(503, 203) // player 2's level: Standard -> Expert
	time.Sleep(200 * time.Millisecond)
	shot("3-setup")
	click(567, 328) // Start game
	waitFor("the table", `window.roost.scene === "tokyodoves"`, 10*time.Second)
	time.Sleep(500 * time.Millisecond)
	shot("4-table")

	click(42, 248)  // Red's first dove in hand (Big Brother)
	click(320, 252) // the square below Red's boss
	waitFor("the human move", `window.roost.plies === 1`, 10*time.Second)
	waitFor("the computer to think", `window.roost.thinking || window.roost.plies === 2`, 10*time.Second)
	f0 := int(evalNum("window.roost.frames"))
	t0 := time.Now()
	time.Sleep(300 * time.Millisecond)
	shot("5-thinking")
	waitFor("the computer's answer", `window.roost.plies === 2`, 90*time.Second)
	f1 := int(evalNum("window.roost.frames"))
	think := time.Since(t0)
	fps := float64(f1-f0) / think.Seconds()
	time.Sleep(600 * time.Millisecond)
	shot("6-answered")

	// Falconry: a fresh page, the menu, a duel against the Standard
	// computer, a marker put out by the person, and the computer's answer.
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/index.html")); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	waitFor("the title again", `window.roost && window.roost.scene === "title"`, 90*time.Second)
	click(320, 200)
	waitFor("the menu again", `window.roost.scene === "menu"`, 10*time.Second)
	time.Sleep(400 * time.Millisecond)
	click(395, 152) // the Falconry cover
	waitFor("Falconry's setup", `window.roost.scene === "setup"`, 10*time.Second)
	click(567, 328) // Start game (a duel, a person against the Standard computer)
	waitFor("the Falconry table", `window.roost.scene === "falconry"`, 10*time.Second)
	time.Sleep(800 * time.Millisecond) // the view frames the board
	click(23, 63)                      // Blue's marker in hand
	click(272, 112)                    // the space above Blue's falconer
	waitFor("the person's marker", `window.roost.plies === 1`, 10*time.Second)
	waitFor("the computer's card", `window.roost.plies === 2`, 90*time.Second)
	time.Sleep(600 * time.Millisecond)
	shot("7-falconry")

	mu.Lock()
	errs := append([]string(nil), consoleErrors...)
	mu.Unlock()
	if len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
	report := fmt.Sprintf("first frame after navigation: %.0f ms\nframes per second while the Expert thought: %.1f (%d frames in %.2f s)\n",
		firstFrame, fps, f1-f0, think.Seconds())
	t.Log(report)
	_ = os.WriteFile(filepath.Join(art, "metrics.txt"), []byte(report), 0o644)
	if fps < 5 {
		t.Errorf("the page nearly froze while the computer thought: %.1f frames per second", fps)
	}
}
