package main

import (
	"os/exec"
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
	// The command returns at once; its detached child counts to 100,000
	// (about a third of a second of processor time, more on a busy machine).
	r, err := run([]string{"bash", "-c", `(setsid bash -c 'i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done' &) ; exit 3`})
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != 3 {
		t.Errorf("exit status %d, want the command's 3", r.Code)
	}
	if r.Wall < 0.3 {
		t.Errorf("wall %.2f s: the background child was not waited for", r.Wall)
	}
	if r.User+r.Sys < 0.15 {
		t.Errorf("%.2f s of processor time: the background child's was not counted", r.User+r.Sys)
	}
}
