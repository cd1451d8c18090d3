// Package servertest starts a private Roost server for integration tests:
// PostgreSQL and Nakama with the plugin, on free loopback ports, through
// scripts/server.sh, and stops them by their pids whatever ends the test
// process (a guard outlives it).
package servertest

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Server is a started server.
type Server struct {
	Dir  string            // its folder (data, logs, env)
	Env  map[string]string // what scripts/server.sh wrote to Dir/env
	Addr string            // http://127.0.0.1:PORT
	Key  string            // the server key
}

// MatchmakerRound is the seconds between the matchmaker's rounds on the
// servers the tests start: scripts/server.sh's setting for operators
// (ROOST_MATCHMAKER_INTERVAL, 2 by default), shorter here since every quick
// match waits for a round.
const MatchmakerRound = 1

// script runs scripts/server.sh (found from this file, wherever the test
// runs).
func script(args ...string) (string, error) {
	_, here, _, _ := runtime.Caller(0)
	cmd := exec.Command(filepath.Join(filepath.Dir(here), "..", "..", "scripts", "server.sh"), args...)
	cmd.Env = append(os.Environ(), fmt.Sprintf("ROOST_MATCHMAKER_INTERVAL=%d", MatchmakerRound))
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// Start starts a fresh server; its output is printed.
func Start() (*Server, error) {
	dir, err := os.MkdirTemp("", "roost-itest")
	if err != nil {
		return nil, err
	}
	s := &Server{Dir: dir}
	// A guard outlives this process: whatever ends it (a test timeout
	// panics past TestMain's end), the server it started is stopped.
	_, here, _, _ := runtime.Caller(0)
	sh := filepath.Join(filepath.Dir(here), "..", "..", "scripts", "server.sh")
	guard := exec.Command("bash", "-c", fmt.Sprintf("while kill -0 %d 2>/dev/null; do sleep 1; done; %s wipe %s >/dev/null 2>&1; rm -rf %s", os.Getpid(), sh, dir, dir))
	detach(guard)
	if err := guard.Start(); err != nil {
		return nil, err
	}
	return s, s.Restart()
}

// Restart starts the server again on the same ports (after it was
// killed), and reads where it is.
func (s *Server) Restart() error {
	out, err := script("start", s.Dir)
	fmt.Print(out)
	if err != nil {
		return fmt.Errorf("the server did not start: %v", err)
	}
	raw, err := os.ReadFile(filepath.Join(s.Dir, "env"))
	if err != nil {
		return err
	}
	s.Env = map[string]string{}
	for _, l := range strings.Split(string(raw), "\n") {
		if k, v, ok := strings.Cut(l, "="); ok {
			s.Env[k] = v
		}
	}
	s.Addr, s.Key = s.Env["ROOST_SERVER"], s.Env["ROOST_SERVER_KEY"]
	return nil
}

// Kill kills Nakama without warning (kill -9), as a crash does, and waits
// until it is gone; PostgreSQL keeps running. Restart brings it back.
func (s *Server) Kill() error {
	pid, err := strconv.Atoi(s.Env["NAKAMA_PID"])
	if err != nil {
		return fmt.Errorf("no Nakama pid in %s/env", s.Dir)
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return err
	}
	if err := p.Kill(); err != nil {
		return fmt.Errorf("kill -9 %d: %v", pid, err)
	}
	for i := 0; i < 100 && p.Signal(syscall.Signal(0)) == nil; i++ {
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond)
	return nil
}

// KillDB kills PostgreSQL without warning (kill -9 of the postmaster and
// then of its processes, by their pids), as a crash does; Nakama keeps
// running. StartDB brings it back.
func (s *Server) KillDB() error {
	raw, err := os.ReadFile(filepath.Join(s.Env["PGDATA"], "postmaster.pid"))
	if err != nil {
		return err
	}
	pid, err := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(raw), "\n", 2)[0]))
	if err != nil {
		return err
	}
	children, _ := exec.Command("pgrep", "-P", strconv.Itoa(pid)).Output()
	pids := []int{pid}
	for _, f := range strings.Fields(string(children)) {
		if c, err := strconv.Atoi(f); err == nil {
			pids = append(pids, c)
		}
	}
	for _, p := range pids {
		if pr, err := os.FindProcess(p); err == nil {
			_ = pr.Kill() // SIGKILL
		}
	}
	for _, p := range pids {
		pr, err := os.FindProcess(p)
		for i := 0; err == nil && i < 100 && pr.Signal(syscall.Signal(0)) == nil; i++ {
			time.Sleep(50 * time.Millisecond)
		}
	}
	return nil
}

// StartDB starts PostgreSQL again after KillDB, on its port.
func (s *Server) StartDB() error {
	out, err := script("dbstart", s.Dir)
	if err != nil {
		return fmt.Errorf("PostgreSQL did not start again: %v %s", err, out)
	}
	return nil
}

// LogTail is the server's last log lines.
func (s *Server) LogTail(n int) string {
	log, err := os.ReadFile(filepath.Join(s.Dir, "nakama.log"))
	if err != nil {
		return ""
	}
	lines := strings.Split(string(log), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// LogSize is the length of the server's log now: a mark for WaitLog.
func (s *Server) LogSize() int64 {
	fi, err := os.Stat(filepath.Join(s.Dir, "nakama.log"))
	if err != nil {
		return 0
	}
	return fi.Size()
}

// WaitLog waits until the server's log past mark (LogSize) holds what,
// for at most d: a test waits for what it waits for (a match that could
// not store an action while PostgreSQL was down), not a fixed while.
func (s *Server) WaitLog(mark int64, what string, d time.Duration) error {
	for end := time.Now().Add(d); ; time.Sleep(20 * time.Millisecond) {
		if f, err := os.Open(filepath.Join(s.Dir, "nakama.log")); err == nil {
			if fi, err := f.Stat(); err == nil && fi.Size() < mark {
				mark = 0 // rotated by a start since
			}
			raw, _ := io.ReadAll(io.NewSectionReader(f, mark, 1<<40))
			f.Close()
			if strings.Contains(string(raw), what) {
				return nil
			}
		}
		if time.Now().After(end) {
			return fmt.Errorf("the server's log did not say %q in %s", what, d)
		}
	}
}

// Stop stops the server and deletes its data (the guard removes the
// folder).
func (s *Server) Stop() {
	out, _ := script("wipe", s.Dir)
	fmt.Print(out)
}

// Chromium is the path of the browser the browser tests drive ($ROOST_CHROMIUM,
// or Debian's chromium), "" where none is installed.
func Chromium() string {
	for _, p := range []string{os.Getenv("ROOST_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"} {
		if p != "" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	return ""
}
