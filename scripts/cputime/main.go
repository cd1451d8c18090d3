// Command cputime runs a command and prints its wall time and the processor
// time of everything it started, including what it left running in the
// background and what outlived it (a test's Nakama and PostgreSQL, started
// detached by scripts/server.sh, and the guard that stops them): it is their
// subreaper and waits until the last of them has ended. /usr/bin/time counts
// only the processes its command waited for.
//
//	go run ./scripts/cputime make e2e
//
// It prints, on standard error, one line:
//
//	cputime: 373.2 s wall, 267.6 s user, 23.7 s sys (0.78 cores on average): make e2e
//
// The command's exit status is its own. Linux only (prctl's child subreaper).
package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: cputime COMMAND [ARG...]")
		os.Exit(2)
	}
	r, err := run(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "cputime:", err)
		os.Exit(2)
	}
	fmt.Fprintf(os.Stderr, "cputime: %s: %s\n", r, strings.Join(os.Args[1:], " "))
	os.Exit(r.Code)
}

// result is what run measured.
type result struct {
	Wall, User, Sys float64 // seconds
	Code            int     // the command's exit status (128+signal if killed)
}

func (r result) String() string {
	cores := 0.0
	if r.Wall > 0 {
		cores = (r.User + r.Sys) / r.Wall
	}
	return fmt.Sprintf("%.1f s wall, %.1f s user, %.1f s sys (%.2f cores on average)", r.Wall, r.User, r.Sys, cores)
}
