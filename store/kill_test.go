//go:build linux

package store

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// killKinds are the files a kill -9 is tried on: each writes its n-th
// value, and reads back which value it holds (an error where it is lost
// or damaged). A finished game holds the games in the history and the
// count in the statistics: they must agree.
var killKinds = map[string]struct {
	write func(n int) error
	read  func() (int, error)
}{
	"settings.json": {
		func(n int) error { s := Defaults(); s.Name = fmt.Sprint(n); return SaveSettings(s) },
		func() (int, error) {
			s, err := LoadSettings()
			if err != nil || s.Name == "" {
				return 0, err
			}
			return strconv.Atoi(s.Name)
		},
	},
	"save-columbiz.roost": {
		func(n int) error {
			return SaveGame("columbiz", fmt.Sprintf("roost-record: 3\n%s%d\n", strings.Repeat("#\n", n%50), n))
		},
		func() (int, error) {
			rec, ok, err := LoadGame("columbiz")
			if err != nil || !ok {
				return 0, err
			}
			lines := strings.Split(strings.TrimSuffix(rec, "\n"), "\n")
			n, err := strconv.Atoi(lines[len(lines)-1])
			if err == nil && len(lines) != 2+n%50 {
				err = fmt.Errorf("a save of %d lines holds %d", 2+n%50, len(lines))
			}
			return n, err
		},
	},
	"puzzles.json": {
		func(n int) error { return SavePuzzles(Puzzles{Streak: n, Best: n}) },
		func() (int, error) { p, err := LoadPuzzles(); return p.Streak, err },
	},
	"history-columbiz.json": {
		func(int) error {
			return AddFinished(finished(time.Now().UnixNano(), []string{"human", "expert"}, []bool{true, false}, []float64{1, 0}, []int{3, 1}), levels)
		},
		func() (int, error) {
			h, err := History("columbiz")
			if err != nil {
				return 0, err
			}
			st, err := LoadStats()
			if err != nil {
				return 0, err
			}
			played := 0
			if t := st["columbiz"]["expert"]; t != nil {
				played = t.Played
			}
			if min(played, KeepFinished) != len(h) {
				return 0, fmt.Errorf("%d games in the history, %d counted", len(h), played)
			}
			return played, nil
		},
	},
}

// TestKillNineChild is the writer a kill -9 stops: it writes one kind's
// values one after another, saying each that was written.
func TestKillNineChild(t *testing.T) {
	kind := os.Getenv("ROOST_KILL9_KIND")
	if kind == "" {
		t.Skip("the writer of TestKillNine")
	}
	k := killKinds[kind]
	from, _ := strconv.Atoi(os.Getenv("ROOST_KILL9_FROM"))
	fmt.Println("ready")
	for n := from + 1; ; n++ {
		if err := k.write(n); err != nil {
			fmt.Println("error", err)
			return
		}
		fmt.Println("wrote", n)
	}
}

// TestKillNine kills a writer of each file kill -9 at random moments,
// ROOST_KILL9 times a file, and counts the losses: a file that no longer
// reads, or holds less than the last value written (the goal is none).
// It takes about a second a hundred runs a file:
//
//	ROOST_KILL9=200 go test -count=1 -run TestKillNine -v ./store/
func TestKillNine(t *testing.T) {
	runs, _ := strconv.Atoi(os.Getenv("ROOST_KILL9"))
	if runs <= 0 {
		t.Skip("set ROOST_KILL9 to the number of kills a file")
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 9))
	for _, kind := range []string{"settings.json", "save-columbiz.roost", "puzzles.json", "history-columbiz.json"} {
		dir := t.TempDir()
		t.Setenv("ROOST_CONFIG_DIR", dir)
		k := killKinds[kind]
		losses, writes, killedMidway := 0, 0, 0
		last := 0
		for run := 0; run < runs; run++ {
			cmd := exec.Command(os.Args[0], "-test.run=^TestKillNineChild$", "-test.count=1")
			cmd.Env = append(os.Environ(), "ROOST_KILL9_KIND="+kind, "ROOST_KILL9_FROM="+fmt.Sprint(last), "ROOST_CONFIG_DIR="+dir, "ROOST_KILL9=")
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(out)
			if !sc.Scan() || sc.Text() != "ready" {
				t.Fatalf("the writer did not start: %q", sc.Text())
			}
			acked := make(chan int, 1)
			go func() {
				n := last
				for sc.Scan() {
					if v, ok := strings.CutPrefix(sc.Text(), "wrote "); ok {
						n, _ = strconv.Atoi(v)
					} else {
						t.Errorf("%s: %s", kind, sc.Text())
					}
				}
				acked <- n
			}()
			time.Sleep(time.Duration(rng.IntN(20000)) * time.Microsecond)
			_ = cmd.Process.Signal(syscall.SIGKILL)
			_ = cmd.Wait()
			n := <-acked
			got, err := k.read()
			switch {
			case err != nil:
				losses++
				t.Errorf("%s after kill %d: %v", kind, run, err)
			case got < n || got > n+1:
				losses++
				t.Errorf("%s after kill %d: holds %d, the last written was %d", kind, run, got, n)
			}
			if got != n {
				killedMidway++
			}
			writes += n - last
			last = max(got, n)
		}
		// The line docs/BENCHMARKS.md quotes.
		fmt.Printf("kill -9: %-22s %d kills, %d writes, %d kills after a write's data went out and before it was acknowledged, %d losses\n", kind, runs, writes, killedMidway, losses)
	}
}
