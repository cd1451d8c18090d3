//go:build !unix

package servertest

import "os/exec"

// detach does nothing where process groups are not Unix's (the server
// script runs on Unix only).
func detach(*exec.Cmd) {}
