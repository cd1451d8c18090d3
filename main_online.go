//go:build !js

package main

import (
	"os"

	"github.com/birdroost/roost/cli"
	"github.com/birdroost/roost/cli/onlinecmd"
)

// online runs `roost online` (checked by cli.Early; its network code could
// not run there, before the window system). The browser build has no
// command line, so it does not carry this.
func online(args []string) int {
	cli.OnlineRun = onlinecmd.Run
	return cli.Main(cli.Find("online"), args, os.Stdout, os.Stderr)
}
