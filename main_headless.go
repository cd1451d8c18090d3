//go:build linux && !cgo

// Without cgo (CGO_ENABLED=0) a Linux build has no window system: the
// binary carries only the headless tools, for machines with no Go and no
// display (`CGO_ENABLED=0 go build -o build/roost-train .` for
// scripts/train-and-measure.sh). Package cli's init has run every tool
// before main; what reaches main is the game itself, or `online`.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "online" {
		os.Exit(online(os.Args[2:]))
	}
	fmt.Fprintln(os.Stderr, "roost: this build has no window (built without cgo): only the tools run here; try `roost help`")
	os.Exit(2)
}
