package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserFirstFrame is the browser's benchmark of the first frame
// (ROOST_BENCH=1, `make bench-firstframe`; not part of `make test`): a
// fresh Chromium with an empty profile (a first visit: nothing cached)
// opens the page ROOST_FIRST_RUNS times (default 5), and each run's first
// frame after navigation and the page's own timeline of it are printed,
// then their median. The figures are written to
// $ROOST_ARTIFACTS/metrics-firstframe.txt.
func TestBrowserFirstFrame(t *testing.T) {
	if os.Getenv("ROOST_BENCH") == "" {
		t.Skip("a benchmark: ROOST_BENCH=1 (make bench-firstframe)")
	}
	runs := 5
	if n := os.Getenv("ROOST_FIRST_RUNS"); n != "" {
		if _, err := fmt.Sscan(n, &runs); err != nil || runs < 1 {
			t.Fatalf("ROOST_FIRST_RUNS=%q: want a count of at least 1", n)
		}
	}
	var report strings.Builder
	var firsts []float64
	for i := range runs {
		var first float64
		var line string
		t.Run(fmt.Sprintf("run%d", i+1), func(t *testing.T) {
			b := openBrowser(t, 1280, 720)
			b.do("viewport", chromedp.EmulateViewport(1280, 720))
			b.open()
			mark := func(name string) float64 {
				return b.evalNum(`(performance.getEntriesByName("` + name + `")[0] || {startTime: -1}).startTime`)
			}
			first = b.evalNum("window.roost.firstFrameMs")
			line = fmt.Sprintf("run %d: first frame %.0f ms (game.wasm requested %.0f ms, downloaded %.0f ms, compiled %.0f ms, Go's init done %.0f ms)\n",
				i+1, first, b.evalNum(`(performance.getEntriesByName(new URL("game.wasm", location.href).href)[0] || {startTime: -1}).startTime`),
				mark("roost-downloaded"), mark("roost-compiled"), mark("roost-main"))
			if errs := b.consoleErrors(); len(errs) > 0 {
				t.Errorf("console errors: %q", errs)
			}
		})
		if first <= 0 {
			t.Fatalf("run %d: the page gave no first frame", i+1)
		}
		t.Log(line)
		report.WriteString(line)
		firsts = append(firsts, first)
	}
	slices.Sort(firsts)
	med := firsts[len(firsts)/2]
	if len(firsts)%2 == 0 {
		med = (firsts[len(firsts)/2-1] + firsts[len(firsts)/2]) / 2
	}
	sum := fmt.Sprintf("first frame after navigation, median of %d fresh visits: %.0f ms (min %.0f, max %.0f)\n",
		len(firsts), med, firsts[0], firsts[len(firsts)-1])
	t.Log(sum)
	report.WriteString(sum)
	_ = os.WriteFile(filepath.Join(artifacts(t), "metrics-firstframe.txt"), []byte(report.String()), 0o644)
}
