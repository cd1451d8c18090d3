package e2e

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/birdroost/roost/online/servertest"
)

// browser is one headless Chromium with the web build open, and the means
// to look at it and to play it: mouse clicks for the desktop, held touches,
// drags and pinches for a phone.
type browser struct {
	t   *testing.T
	ctx context.Context
	art string // where screenshots go
	url string

	mu   sync.Mutex
	errs []string
	log  []string // every console line (the Go program's output lands there)
}

// artifacts is the folder for screenshots and figures.
func artifacts(t *testing.T) string {
	art := os.Getenv("ROOST_ARTIFACTS")
	if art == "" {
		art = "../../build/e2e"
	}
	if err := os.MkdirAll(art, 0o755); err != nil {
		t.Fatal(err)
	}
	return art
}

// openBrowser starts Chromium on the web build (skipping where Chromium is
// missing, unless ROOST_E2E insists). The browser ends with the test.
func openBrowser(t *testing.T, w, h int) *browser { return openBrowserFor(t, w, h, 5*time.Minute) }

// openBrowserFor is openBrowser for a test that may take up to limit.
func openBrowserFor(t *testing.T, w, h int, limit time.Duration) *browser {
	return openBrowserOn(t, w, h, limit, http.FileServer(http.Dir(webDir(t))))
}

// openBrowserOn is openBrowserFor with the page served by site.
func openBrowserOn(t *testing.T, w, h int, limit time.Duration, site http.Handler) *browser {
	bin := servertest.Chromium()
	if bin == "" {
		if os.Getenv("ROOST_E2E") != "" {
			t.Fatal("Chromium is not installed (make test installs it)")
		}
		t.Skip("Chromium is not installed; `make test` installs it and runs this test")
	}
	srv := httptest.NewServer(site)
	t.Cleanup(srv.Close)
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
		chromedp.WindowSize(w, h),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, limit)
	t.Cleanup(cancel)
	b := &browser{t: t, ctx: ctx, art: artifacts(t), url: srv.URL + "/index.html"}
	err := chromedp.Listen(ctx, func(ev any) {
		b.mu.Lock()
		defer b.mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, string(a.Value))
			}
			line := strings.Join(parts, " ")
			b.log = append(b.log, line)
			if e.Type == runtime.ConsoleAPICalledTypeError {
				b.errs = append(b.errs, line)
			}
		case *runtime.EventExceptionThrown:
			msg := e.ExceptionDetails.Text
			if x := e.ExceptionDetails.Exception; x != nil && x.Description != "" {
				msg += " " + x.Description
			}
			b.errs = append(b.errs, msg)
		}
	})
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	return b
}

func (b *browser) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// open loads the page and waits for the title.
func (b *browser) open() {
	b.t.Helper()
	b.do("navigate", chromedp.Navigate(b.url))
	b.waitFor("the title", `window.roost && window.roost.scene === "title"`, 90*time.Second)
}

func (b *browser) shot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(b.art, name+".png"), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

func (b *browser) evalBool(expr string) bool {
	b.t.Helper()
	return evaluate[bool](b, "Boolean("+expr+")")
}

func (b *browser) evalNum(expr string) float64 {
	b.t.Helper()
	return evaluate[float64](b, "Number("+expr+")")
}

func (b *browser) evalStr(expr string) string {
	b.t.Helper()
	return evaluate[string](b, "String("+expr+")")
}

func evaluate[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// waitFor polls a condition, failing with a screenshot after limit.
func (b *browser) waitFor(what, expr string, limit time.Duration) {
	b.t.Helper()
	deadline := time.Now().Add(limit)
	for !b.evalBool(expr) {
		if time.Now().After(deadline) {
			state := b.evalStr("JSON.stringify(window.roost || null)")
			b.shot("failed-" + strings.ReplaceAll(what, " ", "-"))
			b.mu.Lock()
			tail := b.log[max(0, len(b.log)-20):]
			b.mu.Unlock()
			b.t.Fatalf("timed out waiting for %s (state %s)\nconsole errors: %q\nlast console lines:\n%s", what, state, b.consoleErrors(), strings.Join(tail, "\n"))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// frames waits until the game has drawn n more frames (or 10 s pass).
func (b *browser) frames(n int) {
	b.t.Helper()
	f0 := b.evalNum("window.roost.frames")
	// A page on a busy machine may draw a few frames a second: wait for
	// the frames, not for a time.
	deadline := time.Now().Add(10 * time.Second)
	for b.evalNum("window.roost.frames") < f0+float64(n) && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
}

// spot is the centre of a named place on the screen (CSS pixels), waiting
// up to limit for it to appear.
func (b *browser) spot(name string, limit time.Duration) (float64, float64) {
	b.t.Helper()
	key := fmt.Sprintf("window.roost.spots && window.roost.spots[%q]", name)
	b.waitFor(name, key, limit)
	return b.evalNum(key + ".x"), b.evalNum(key + ".y")
}

// click is a mouse click at CSS pixel (x, y), held a few frames as a
// person's is (the game samples the button once a frame).
func (b *browser) click(x, y float64) {
	b.t.Helper()
	left := func(p *input.DispatchMouseEventParams) { p.Button, p.ClickCount = input.MouseButtonLeft, 1 }
	b.do("move", chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	b.frames(2)
	b.do("press", chromedp.MouseEvent(chromedp.MousePressed, x, y, left))
	b.frames(4)
	b.do("release", chromedp.MouseEvent(chromedp.MouseReleased, x, y, left))
	b.frames(2)
}

func (b *browser) touch(kind input.DispatchTouchEventType, pts ...[2]float64) {
	b.t.Helper()
	tp := []*input.TouchPoint{}
	for i, p := range pts {
		id, r := float64(i+1), 4.0
		tp = append(tp, &input.TouchPoint{X: p[0], Y: p[1], ID: &id, RadiusX: &r, RadiusY: &r})
	}
	b.do("touch", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: tp})
		return err
	}))
}

// tap is a finger held still for a few frames.
func (b *browser) tap(x, y float64) {
	b.t.Helper()
	b.touch(input.DispatchTouchEventTypeTouchStart, [2]float64{x, y})
	b.frames(4)
	b.touch(input.DispatchTouchEventTypeTouchEnd)
	b.frames(3)
}

// drag is a finger put down, moved in steps over a few frames each, and
// lifted.
func (b *browser) drag(x0, y0, x1, y1 float64) {
	b.t.Helper()
	b.touch(input.DispatchTouchEventTypeTouchStart, [2]float64{x0, y0})
	b.frames(3)
	for i := 1; i <= 8; i++ {
		f := float64(i) / 8
		b.touch(input.DispatchTouchEventTypeTouchMove, [2]float64{x0 + (x1-x0)*f, y0 + (y1-y0)*f})
		b.frames(1)
	}
	b.frames(3)
	b.touch(input.DispatchTouchEventTypeTouchEnd)
	b.frames(3)
}

// pinch spreads two fingers around (x, y) from distance d0 to d1.
func (b *browser) pinch(x, y, d0, d1 float64) {
	b.t.Helper()
	at := func(d float64) [][2]float64 { return [][2]float64{{x - d/2, y}, {x + d/2, y}} }
	b.touch(input.DispatchTouchEventTypeTouchStart, at(d0)...)
	b.frames(3)
	for i := 1; i <= 8; i++ {
		b.touch(input.DispatchTouchEventTypeTouchMove, at(d0+(d1-d0)*float64(i)/8)...)
		b.frames(1)
	}
	b.frames(2)
	b.touch(input.DispatchTouchEventTypeTouchEnd)
	b.frames(3)
}

func (b *browser) consoleErrors() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.errs...)
}

// layoutFigures describes how the game uses the screen: the share of the
// screen the game's canvas covers, and its smallest control in CSS pixels.
func (b *browser) layoutFigures() (cover, smallest float64) {
	b.t.Helper()
	w, h := b.evalNum("window.roost.w"), b.evalNum("window.roost.h")
	s, dpr := b.evalNum("window.roost.scale"), b.evalNum("window.roost.dpr")
	ow, oh := b.evalNum("window.roost.outW"), b.evalNum("window.roost.outH")
	vw, vh := b.evalNum("window.innerWidth"), b.evalNum("window.innerHeight")
	cover = (w * s * h * s) / (vw * dpr * vh * dpr)
	if ow*oh > 0 {
		cover = math.Min(cover, 1)
	}
	return cover, b.evalNum("window.roost.smallest") * s / dpr
}
