//go:build unix

package store

import "syscall"

// openNoBlock opens a pipe without waiting for its other end.
const openNoBlock = syscall.O_NONBLOCK
