//go:build unix

package servertest

import (
	"os/exec"
	"syscall"
)

// detach puts the guard in a process group of its own, so that a signal to
// the test's group does not end it before it has stopped the server.
func detach(c *exec.Cmd) { c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }
