//go:build !linux

package search_test

import "time"

// cpuTime is not read here: steps are timed by the clock alone.
func cpuTime() (time.Duration, bool) { return 0, false }
