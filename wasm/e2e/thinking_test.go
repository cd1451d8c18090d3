package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserThinking is the browser's benchmark of the computers'
// thinking (ROOST_BENCH=1, `make bench-browser`; not part of `make test`):
// for each game, a game between Standard computers on the page, watched
// for 20 seconds, most of which one of them thinks: the page's frame rate
// (and of those frames, the ones drawn anew), its longest wait between two
// frames, and the processor time Chromium's GPU process spent drawing. The
// figures are written to $ROOST_ARTIFACTS/metrics-thinking.txt;
// ROOST_BENCH_GAMES keeps to some of the games, ROOST_BENCH_DPR sets the
// device pixel ratio (1 unless told).
func TestBrowserThinking(t *testing.T) {
	if os.Getenv("ROOST_BENCH") == "" {
		t.Skip("a benchmark: ROOST_BENCH=1 (make bench-browser)")
	}
	b := openBrowserFor(t, 1280, 720, 20*time.Minute)
	// ROOST_BENCH_DPR=2: a screen of two device pixels to a CSS pixel (a
	// laptop's sharp screen).
	dpr, _ := strconv.ParseFloat(os.Getenv("ROOST_BENCH_DPR"), 64)
	dpr = max(dpr, 1)
	b.do("viewport", chromedp.EmulateViewport(1280, 720, chromedp.EmulateScale(dpr)))
	b.open()
	games := []struct {
		name  string
		seats int
	}{{"tokyodoves", 2}, {"falconry", 2}, {"columbiz", 3}, {"columba", 3}}
	var report strings.Builder
	for _, g := range games {
		if only := os.Getenv("ROOST_BENCH_GAMES"); only != "" && !slices.Contains(strings.Split(only, ","), g.name) {
			continue
		}
		b.evalBool(fmt.Sprintf("window.roost.watch(%q, \"standard\", %d)", g.name, g.seats))
		b.waitFor(g.name+"'s table", fmt.Sprintf("window.roost.scene === %q && window.roost.thinking", g.name), 60*time.Second)
		b.evalNum("window.roost.maxGapMs = 0")
		// The page's long tasks (over 50 ms on its main thread): a long wait
		// with none of them was the browser's drawing, not the page's code.
		b.evalNum(`(window.roostLong = [], new PerformanceObserver(l => { for (const e of l.getEntries()) window.roostLong.push(e.duration) }).observe({entryTypes: ["longtask"]}), 0)`)
		// How many of the frames a computer was thinking in.
		b.evalNum(`(window.roostThink = {frames: 0, thinking: 0, on: true}, (function count() { if (!window.roostThink.on) return; window.roostThink.frames++; if (window.roost.thinking) window.roostThink.thinking++; requestAnimationFrame(count) })(), 0)`)
		g0, _ := gpuCPU()
		f0, d0, p0, t0 := b.evalNum("window.roost.frames"), b.evalNum("window.roost.draws"), b.evalNum("window.roost.plies"), time.Now()
		time.Sleep(20 * time.Second)
		took := time.Since(t0)
		g1, gok := gpuCPU()
		frames, draws, plies := b.evalNum("window.roost.frames")-f0, b.evalNum("window.roost.draws")-d0, b.evalNum("window.roost.plies")-p0
		share := b.evalNum("(window.roostThink.on = false, window.roostThink.thinking / Math.max(1, window.roostThink.frames))")
		line := fmt.Sprintf("%s (%d Standard computers, %gx): %.0f actions in %.0f s, a computer thinking in %.0f%% of the frames; %.1f frames a second (%.1f drawn anew), the longest wait between two frames %.0f ms (update %.0f ms, draw %.0f ms, %.0f collections; the page's tasks over 50 ms: %.0f, the longest %.0f ms)\n",
			g.name, g.seats, dpr, plies, took.Seconds(), 100*share, frames/took.Seconds(), draws/took.Seconds(),
			b.evalNum("window.roost.maxGapMs"), b.evalNum("window.roost.maxGapUpdateMs"), b.evalNum("window.roost.maxGapDrawMs"), b.evalNum("window.roost.maxGapGCs"),
			b.evalNum("window.roostLong.length"), b.evalNum("Math.max(0, ...window.roostLong)"))
		if gok {
			line += fmt.Sprintf("  the GPU process's processor time: %.1f s (%.0f%% of one core), %.0f ms a frame\n", (g1 - g0).Seconds(), 100*(g1-g0).Seconds()/took.Seconds(), float64((g1-g0).Milliseconds())/max(frames, 1))
		}
		t.Log(line)
		report.WriteString(line)
		b.shot("thinking-" + g.name)
	}
	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
	_ = os.WriteFile(filepath.Join(b.art, "metrics-thinking.txt"), []byte(report.String()), 0o644)
}
