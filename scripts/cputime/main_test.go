package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// A process the command leaves running in the background is waited for and
// its processor time counted, as /usr/bin/time does not.
func TestCountsWhatOutlivesTheCommand(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("Linux only")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	// The command returns at once; its detached child counts to 200,000
	// (about half a second of processor time on this project's machines),
	// then leaves a mark: the mark is there when run returns only if the
	// child was waited for (a wall time's floor failed where the count ran
	// faster than it assumed).
	mark := filepath.Join(t.TempDir(), "done")
	r, err := run([]string{"bash", "-c", `(setsid bash -c 'i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; : > "$0"' "` + mark + `" &) ; exit 3`})
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != 3 {
		t.Errorf("exit status %d, want the command's 3", r.Code)
	}
	if _, err := os.Stat(mark); err != nil {
		t.Errorf("the background child was not waited for (wall %.2f s): %v", r.Wall, err)
	}
	if r.User+r.Sys < 0.15 {
		t.Errorf("%.2f s of processor time: the background child's was not counted", r.User+r.Sys)
	}
}
