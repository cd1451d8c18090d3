package cli

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// progressAfter is how long a command runs before it starts saying that it
// is still at work, and progressEvery how often it says so then.
var progressAfter, progressEvery = 2 * time.Second, 5 * time.Second

// Progress prints "LABEL: 12 s" (and "of 60 s" when the planned time is
// known) to w while a long command runs, from the time it has run for
// progressAfter; the returned function stops it. Short runs print nothing.
func Progress(w io.Writer, label string, planned time.Duration) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	start := time.Now()
	go func() {
		defer wg.Done()
		wait := progressAfter
		for {
			select {
			case <-done:
				return
			case <-time.After(wait):
			}
			wait = progressEvery
			line := fmt.Sprintf("%s: %.0f s", label, time.Since(start).Seconds())
			if planned > 0 {
				line += fmt.Sprintf(" of %.0f s", planned.Seconds())
			}
			fmt.Fprintln(w, line)
		}
	}()
	return func() { close(done); wg.Wait() }
}
