package search_test

import (
	"syscall"
	"time"
)

// cpuTime is the process's processor time so far (user and system): a
// step's length in it does not grow when other work shares the machine.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
