package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// A browser trace of a benchmark's measured stretch (ROOST_TRACE=1 with
// ROOST_BENCH=1): Chromium's own timeline of every thread, written to the
// artifacts as trace-NAME.json (it opens in chrome://tracing or Perfetto),
// and read back here to say what each thread did during the page's longest
// wait between two animation frames.

// traceEvent is one event of Chromium's trace format.
type traceEvent struct {
	Name string          `json:"name"`
	Cat  string          `json:"cat"`
	Ph   string          `json:"ph"`
	Ts   float64         `json:"ts"`  // µs
	Dur  float64         `json:"dur"` // µs, for "X" events
	Pid  int             `json:"pid"`
	Tid  int             `json:"tid"`
	Args json.RawMessage `json:"args"`
}

// tracer collects one trace.
type tracer struct {
	b    *browser
	mu   sync.Mutex
	raw  []json.RawMessage
	done chan struct{}
}

// startTrace starts Chromium's tracing of every thread.
func startTrace(b *browser) *tracer {
	tr := &tracer{b: b, done: make(chan struct{})}
	var once sync.Once
	if err := chromedp.Listen(b.ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			tr.mu.Lock()
			for _, v := range e.Value {
				tr.raw = append(tr.raw, json.RawMessage(append([]byte(nil), v...)))
			}
			tr.mu.Unlock()
		case *tracing.EventTracingComplete:
			once.Do(func() { close(tr.done) })
		}
	}); err != nil {
		b.t.Fatalf("listen to the trace: %v", err)
	}
	b.do("start tracing", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, tracing.Start, tracing.StartParams{
			TransferMode: tracing.StartTransferModeReportEvents,
			TraceConfig: &tracing.TraceConfig{IncludedCategories: []string{
				"toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline",
				"disabled-by-default-devtools.timeline.frame", "blink", "gpu", "viz", "cc", "v8",
			}},
		})
		return err
	}))
	return tr
}

// stop ends the trace, writes it as trace-NAME.json and returns what each
// thread did during the longest wait between two animation frames of the
// page.
func (tr *tracer) stop(name string) string {
	b := tr.b
	b.do("end tracing", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, tracing.End, cdp.Empty{})
		return err
	}))
	select {
	case <-tr.done:
	case <-time.After(2 * time.Minute):
		b.t.Fatalf("the trace did not complete")
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	all, _ := json.Marshal(map[string]any{"traceEvents": tr.raw})
	_ = os.WriteFile(filepath.Join(b.art, "trace-"+name+".json"), all, 0o644)
	var evs []traceEvent
	for _, r := range tr.raw {
		var e traceEvent
		if json.Unmarshal(r, &e) == nil {
			evs = append(evs, e)
		}
	}
	return longestWait(evs)
}

// longestWait finds the longest stretch between two animation frames of
// the page's main thread and sums, per thread, the time its top-level
// tasks took within it, with the busiest thread's longest events named.
func longestWait(evs []traceEvent) string {
	type thread struct{ pid, tid int }
	names := map[thread]string{}
	for _, e := range evs {
		if e.Ph == "M" && e.Name == "thread_name" {
			var a struct{ Name string }
			_ = json.Unmarshal(e.Args, &a)
			names[thread{e.Pid, e.Tid}] = a.Name
		}
	}
	var frames []float64
	for _, e := range evs {
		if e.Name == "FireAnimationFrame" && names[thread{e.Pid, e.Tid}] == "CrRendererMain" {
			frames = append(frames, e.Ts)
		}
	}
	sort.Float64s(frames)
	if len(frames) < 2 {
		return fmt.Sprintf("the trace holds %d animation frames", len(frames))
	}
	var t0, t1 float64
	for i := 1; i < len(frames); i++ {
		if frames[i]-frames[i-1] > t1-t0 {
			t0, t1 = frames[i-1], frames[i]
		}
	}
	// Each thread's busy time in [t0, t1]: the union of its complete events.
	type span struct{ a, b float64 }
	spans := map[thread][]span{}
	longest := map[thread]map[string]float64{}
	for _, e := range evs {
		if e.Ph != "X" || e.Dur <= 0 {
			continue
		}
		a, z := max(e.Ts, t0), min(e.Ts+e.Dur, t1)
		if z <= a {
			continue
		}
		th := thread{e.Pid, e.Tid}
		spans[th] = append(spans[th], span{a, z})
		if longest[th] == nil {
			longest[th] = map[string]float64{}
		}
		longest[th][e.Name] = max(longest[th][e.Name], z-a)
	}
	type busy struct {
		th thread
		us float64
	}
	var all []busy
	for th, ss := range spans {
		sort.Slice(ss, func(i, j int) bool { return ss[i].a < ss[j].a })
		var sum, end float64
		for _, s := range ss {
			if s.a > end {
				sum += s.b - s.a
				end = s.b
			} else if s.b > end {
				sum += s.b - end
				end = s.b
			}
		}
		all = append(all, busy{th, sum})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].us > all[j].us })
	var out strings.Builder
	fmt.Fprintf(&out, "longest wait between animation frames %.0f ms, %.1f s after the first of %d frames traced; threads busy in it:", (t1-t0)/1000, (t0-frames[0])/1e6, len(frames))
	for i, x := range all {
		if i == 4 {
			break
		}
		n := names[x.th]
		if n == "" {
			n = fmt.Sprintf("thread %d", x.th.tid)
		}
		type ev struct {
			n string
			d float64
		}
		var top []ev
		for k, d := range longest[x.th] {
			top = append(top, ev{k, d})
		}
		sort.Slice(top, func(i, j int) bool { return top[i].d > top[j].d || top[i].d == top[j].d && top[i].n < top[j].n })
		var parts []string
		for j, t := range top {
			if j == 4 {
				break
			}
			parts = append(parts, fmt.Sprintf("%s %.0f", t.n, t.d/1000))
		}
		if i > 0 {
			out.WriteString(";")
		}
		fmt.Fprintf(&out, " %s %.0f ms (%s)", n, x.us/1000, strings.Join(parts, ", "))
	}
	// The GPU process's buffer swaps (where a software renderer waits for
	// its drawing to finish): how many, and how many took over 50 ms.
	var swaps []float64
	for _, e := range evs {
		if e.Ph == "X" && e.Name == "SkiaOutputSurfaceImplOnGpu::SwapBuffers" {
			swaps = append(swaps, e.Dur/1000)
		}
	}
	sort.Float64s(swaps)
	long := 0
	for _, d := range swaps {
		if d > 50 {
			long++
		}
	}
	if n := len(swaps); n > 0 {
		fmt.Fprintf(&out, "; the GPU's buffer swaps: %d, median %.1f ms, 95th percentile %.1f ms, longest %.0f ms, %d over 50 ms", n, swaps[n/2], swaps[n*95/100], swaps[n-1], long)
	}
	gaps := 0
	for i := 1; i < len(frames); i++ {
		if frames[i]-frames[i-1] > 50000 {
			gaps++
		}
	}
	fmt.Fprintf(&out, "; waits between frames over 50 ms: %d", gaps)
	return out.String()
}
