//go:build windows

package main

import (
	"syscall"
	"unsafe"

	"github.com/birdroost/roost/lang"
)

// Windows keeps the user's language in its locale settings, not the
// environment: the game speaks the nearest until Settings chooses.
func init() {
	proc := syscall.NewLazyDLL("kernel32.dll").NewProc("GetUserDefaultLocaleName")
	if proc.Find() != nil {
		return
	}
	buf := make([]uint16, 85) // LOCALE_NAME_MAX_LENGTH
	if n, _, _ := proc.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf))); n > 0 {
		lang.SetSystem(syscall.UTF16ToString(buf))
	}
}
