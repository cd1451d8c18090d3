package main

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"
)

const prSetChildSubreaper = 36 // linux/prctl.h

// run starts args as a child, adopts every process it leaves behind, waits
// for all of them and reads their processor time.
func run(args []string) (result, error) {
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); e != 0 {
		return result{}, e
	}
	// An interrupt goes to the command (same process group); this one
	// stays to reap what it leaves.
	signal.Ignore(os.Interrupt, syscall.SIGTERM)
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return result{}, err
	}
	r := result{Code: -1}
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, 0, nil)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if errors.Is(err, syscall.ECHILD) {
			break
		}
		if err != nil {
			return result{}, err
		}
		if pid == cmd.Process.Pid {
			switch {
			case ws.Exited():
				r.Code = ws.ExitStatus()
			case ws.Signaled():
				r.Code = 128 + int(ws.Signal())
			}
		}
	}
	r.Wall = time.Since(start).Seconds()
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		return result{}, err
	}
	r.User = time.Duration(ru.Utime.Nano()).Seconds()
	r.Sys = time.Duration(ru.Stime.Nano()).Seconds()
	return r, nil
}
