package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// gpuCPU is the processor time that the GPU processes of the browsers this
// test binary started have used so far, and whether it could be read
// (Linux's /proc). Where Chromium draws with its software renderer
// (SwiftShader), this is what the page's drawing costs, however busy the
// machine is otherwise: a wait between frames grows with the machine's
// load, the work does not.
func gpuCPU() (time.Duration, bool) {
	dirs, err := os.ReadDir("/proc")
	if err != nil {
		return 0, false
	}
	type proc struct {
		ppid  int
		ticks int64
		gpu   bool
	}
	procs := map[int]proc{}
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", d.Name(), "stat"))
		if err != nil {
			continue
		}
		// After the command's name in parentheses: state, ppid, ... with
		// utime and stime the 12th and 13th fields from there.
		s := string(stat)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) < 13 {
			continue
		}
		ppid, _ := strconv.Atoi(f[1])
		ut, _ := strconv.ParseInt(f[11], 10, 64)
		st, _ := strconv.ParseInt(f[12], 10, 64)
		cmd, _ := os.ReadFile(filepath.Join("/proc", d.Name(), "cmdline"))
		procs[pid] = proc{ppid: ppid, ticks: ut + st, gpu: strings.Contains(string(cmd), "--type=gpu-process")}
	}
	me := os.Getpid()
	var ticks int64
	found := false
	for _, p := range procs {
		if !p.gpu {
			continue
		}
		for up, n := p.ppid, 0; up > 1 && n < 16; up, n = procs[up].ppid, n+1 {
			if up == me {
				ticks += p.ticks
				found = true
				break
			}
		}
	}
	// Linux counts in USER_HZ, 100 a second on every platform it runs on.
	return time.Duration(ticks) * 10 * time.Millisecond, found
}
