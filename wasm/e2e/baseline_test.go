package e2e

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// baselinePage is the least a WebGL game can do: each animation frame it
// spends busyMs of script time (a game's update), then fills its 1280x720
// canvas with a new colour (so every frame is drawn anew and swapped). It
// records the longest wait between two animation frames. With ?half=1 its
// canvas has 640x360 pixels, shown at 1280x720 by the browser's compositor
// (image-rendering: pixelated), as pixel art could be.
const baselinePage = `<!doctype html><html><body style="margin:0;background:#000">
<canvas id="c" width="1280" height="720" style="width:1280px;height:720px;image-rendering:pixelated"></canvas>
<script>
const q = new URLSearchParams(location.search);
const c = document.getElementById("c");
if (q.get("half")) { c.width = 640; c.height = 360; }
const gl = c.getContext("webgl2");
const busy = Number(q.get("busy") || 0);
window.base = {frames: 0, maxGap: 0, last: 0};
function frame(t) {
  const b = window.base;
  if (b.last > 0) b.maxGap = Math.max(b.maxGap, t - b.last);
  b.last = t;
  b.frames++;
  const end = performance.now() + busy;
  let x = 0;
  while (performance.now() < end) x++;
  gl.clearColor((b.frames % 60) / 60, 0.3, 0.5, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>`

// TestBrowserBaseline measures, in the same headless Chromium as the other
// browser benchmarks (ROOST_BENCH=1, `make bench-browser`), a page that does
// nothing but a fixed amount of script work and one WebGL fill a frame: the
// longest wait between frames this browser and machine give any page. The
// game's own waits (TestBrowserAnalysis) read against it. With ROOST_TRACE=1
// it traces each stretch too.
func TestBrowserBaseline(t *testing.T) {
	if os.Getenv("ROOST_BENCH") == "" {
		t.Skip("a benchmark: ROOST_BENCH=1 (make bench-browser)")
	}
	site := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte(baselinePage))
	})
	var report strings.Builder
	for _, v := range []struct{ busy, half int }{{0, 0}, {15, 0}, {0, 1}, {15, 1}} {
		// Each page in its own browser, closed before the next (a page
		// left open would go on drawing beside it).
		t.Run(fmt.Sprintf("busy%d-half%d", v.busy, v.half), func(t *testing.T) {
			busy := v.busy
			b := openBrowserOn(t, 1280, 720, 5*time.Minute, site)
			b.do("viewport", chromedp.EmulateViewport(1280, 720))
			b.do("navigate", chromedp.Navigate(b.url+fmt.Sprintf("?busy=%d&half=%d", busy, v.half)))
			b.waitFor("the page's frames", "window.base && window.base.frames > 30", time.Minute)
			var tr *tracer
			if os.Getenv("ROOST_TRACE") != "" {
				tr = startTrace(b)
			}
			b.evalNum("(window.base.maxGap = 0, window.base.last = 0, 0)")
			g0, _ := gpuCPU()
			f0, t0 := b.evalNum("window.base.frames"), time.Now()
			time.Sleep(20 * time.Second)
			frames, took := b.evalNum("window.base.frames")-f0, time.Since(t0)
			g1, gok := gpuCPU()
			size := "1280x720"
			if v.half == 1 {
				size = "640x360 shown at 1280x720"
			}
			line := fmt.Sprintf("baseline page (%s), %d ms of script a frame: %.1f frames a second over %.0f s, the longest wait between two frames %.0f ms\n",
				size, busy, frames/took.Seconds(), took.Seconds(), b.evalNum("window.base.maxGap"))
			if gok {
				line += fmt.Sprintf("  the GPU process's processor time: %.1f s, %.1f ms a frame\n", (g1 - g0).Seconds(), float64((g1-g0).Milliseconds())/max(frames, 1))
			}
			if tr != nil {
				line += "  trace: " + tr.stop(fmt.Sprintf("baseline-%d-%d", busy, v.half)) + "\n"
			}
			t.Log(line)
			report.WriteString(line)
		})
	}
	_ = os.WriteFile(filepath.Join(artifacts(t), "metrics-baseline.txt"), []byte(report.String()), 0o644)
}
