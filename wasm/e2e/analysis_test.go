package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserAnalysis is the browser's benchmark of the Expert's analysis
// (ROOST_BENCH=1, `make bench-browser`; not part of `make test`): for each
// game, a demonstration game replayed on the page, timed from the replay's
// first frame until every position is judged, with the page's frame rate
// (and of those frames, the ones drawn anew: a replay standing still draws
// only what its analysis has new) and its longest wait between two frames
// meanwhile. The figures are
// written to $ROOST_ARTIFACTS/metrics-analysis.txt. ROOST_BENCH_GAMES (names,
// by commas) keeps to some of the games; ROOST_TRACE=1 adds Chromium's trace of
// each game (see trace_test.go).
func TestBrowserAnalysis(t *testing.T) {
	if os.Getenv("ROOST_BENCH") == "" {
		t.Skip("a benchmark: ROOST_BENCH=1 (make bench-browser)")
	}
	b := openBrowserFor(t, 1280, 720, 50*time.Minute)
	b.do("viewport", chromedp.EmulateViewport(1280, 720))
	b.open()
	var report strings.Builder
	type game struct {
		name  string
		seats int
	}
	games := []game{{"tokyodoves", 2}, {"falconry", 2}, {"columbiz", 3}, {"columba", 3}}
	if only := os.Getenv("ROOST_BENCH_GAMES"); only != "" {
		// ROOST_BENCH_GAMES=columba,...: these games, in this order (a
		// name twice replays it twice in the same page).
		var some []game
		for _, n := range strings.Split(only, ",") {
			i := slices.IndexFunc(games, func(g game) bool { return g.name == n })
			if i < 0 {
				t.Fatalf("ROOST_BENCH_GAMES: no game %q", n)
			}
			some = append(some, games[i])
		}
		games = some
	}
	for _, g := range games {
		b.evalBool(fmt.Sprintf("window.roost.replay(%q, %d)", g.name, g.seats))
		b.waitFor(g.name+"'s replay", fmt.Sprintf("window.roost.scene === %q && window.roost.info.positions > 0", g.name), 60*time.Second)
		b.evalNum("window.roost.maxGapMs = 0")
		// The page's long tasks (over 50 ms on its main thread, where the
		// game's WebAssembly runs): a wait that is none of them was the
		// browser's drawing, not the page's code.
		b.evalNum(`(window.roostLong = [], new PerformanceObserver(l => { for (const e of l.getEntries()) window.roostLong.push(e.duration) }).observe({entryTypes: ["longtask"]}), 0)`)
		var tr *tracer
		if os.Getenv("ROOST_TRACE") != "" {
			tr = startTrace(b)
		}
		g0, _ := gpuCPU()
		f0, t0 := b.evalNum("window.roost.frames"), time.Now()
		d0 := b.evalNum("window.roost.draws || 0") // (a build before the count: 0)
		b.waitFor(g.name+"'s analysis", "window.roost.info.analysed === window.roost.info.positions", 20*time.Minute)
		took := time.Since(t0)
		g1, gok := gpuCPU()
		frames := b.evalNum("window.roost.frames") - f0
		draws := b.evalNum("window.roost.draws || 0") - d0
		line := fmt.Sprintf("%s (%d players): %s positions judged in %.1f s (%.2f s a position); %.1f frames a second (%.1f drawn anew), the longest wait between two frames %.0f ms (update %.0f ms, draw %.0f ms, %.0f collections; the page's tasks over 50 ms: %.0f, the longest %.0f ms)\n",
			g.name, g.seats, b.evalStr("window.roost.info.positions"), took.Seconds(),
			took.Seconds()/b.evalNum("window.roost.info.positions"), frames/took.Seconds(), draws/took.Seconds(), b.evalNum("window.roost.maxGapMs"),
			b.evalNum("window.roost.maxGapUpdateMs"), b.evalNum("window.roost.maxGapDrawMs"), b.evalNum("window.roost.maxGapGCs"),
			b.evalNum("window.roostLong.length"), b.evalNum("Math.max(0, ...window.roostLong)"))
		if gok {
			line += fmt.Sprintf("  the GPU process's processor time: %.1f s, %.0f ms a frame drawn anew\n", (g1 - g0).Seconds(), float64((g1-g0).Milliseconds())/max(draws, 1))
		}
		if tr != nil {
			line += "  trace: " + tr.stop(g.name) + "\n"
		}
		t.Log(line)
		report.WriteString(line)
		b.shot("analysis-" + g.name)
	}
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
	_ = os.WriteFile(filepath.Join(b.art, "metrics-analysis.txt"), []byte(report.String()), 0o644)
}
