// Package cli holds Roost's command-line tools that need no display: legal,
// perft, selfplay, replay, version.
//
// Ebitengine opens its windowing system when its package is initialised, which
// fails on a machine without a display. Go initialises packages in the order of
// their import paths among those whose imports are ready, and this package's
// path sorts before Ebitengine's, so its init runs first: a headless subcommand
// is carried out here and the process exits before any window code runs. The
// test TestHeadlessBinary in the main package guards this.
package cli

import (
	"fmt"
	"io"
	"os"
	"strings"

	_ "github.com/birdroost/roost/rules/columba"  // registers the game
	_ "github.com/birdroost/roost/rules/columbiz" // registers the game
	_ "github.com/birdroost/roost/rules/falconry" // registers the game
	"github.com/birdroost/roost/rules/game"
	_ "github.com/birdroost/roost/rules/tokyodoves" // registers the game
)

// Version is the application version, set at build time with -ldflags -X.
var Version = "0.1.0-dev"

// Command is one headless subcommand.
type Command struct {
	Name  string
	Usage string
	Brief string
	Run   func(args []string, out, errOut io.Writer) error
}

// Commands lists the headless subcommands.
var Commands []*Command

func init() {
	Commands = []*Command{
		{"version", "roost version", "print the version", cmdVersion},
		{"legal", "roost legal GAME [--variant V] [--position P] [--to-move SIDE] [--putback]", "list the legal actions of a position", cmdLegal},
		{"perft", "roost perft GAME [--variant V] [--position P] [--to-move SIDE] [--putback] --depth N [--divide]", "count positions by depth", cmdPerft},
		{"selfplay", "roost selfplay GAME [--variant V] --seats L1,L2[,...] [--games N] [--seed S] [--think MS]", "play computer players against each other", cmdSelfplay},
		{"think", "roost think GAME [--variant V] --position P [--level L] [--ms T]", "show what a computer level plays in a position", cmdThink},
		{"replay", "roost replay FILE", "check a game record and print its final position", cmdReplay},
	}
	if len(os.Args) > 1 {
		if c := Find(os.Args[1]); c != nil {
			os.Exit(Main(c, os.Args[2:], os.Stdout, os.Stderr))
		}
	}
}

// Find returns the headless command of that name, or nil.
func Find(name string) *Command {
	for _, c := range Commands {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// UsageError is an error in the command line: the usage is printed with it.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

func usagef(f string, a ...any) error { return &UsageError{fmt.Sprintf(f, a...)} }

// Main runs a command and returns the process exit code.
func Main(c *Command, args []string, out, errOut io.Writer) int {
	err := c.Run(args, out, errOut)
	if err == nil {
		return 0
	}
	fmt.Fprintf(errOut, "roost %s: %v\n", c.Name, err)
	if _, ok := err.(*UsageError); ok {
		fmt.Fprintf(errOut, "usage: %s\n", c.Usage)
		return 2
	}
	return 1
}

// Help writes the list of commands.
func Help(w io.Writer) {
	fmt.Fprintln(w, "usage: roost [--fullscreen] [--scale N]   (play)")
	fmt.Fprintln(w, "       roost shot --scene NAME --out FILE.png")
	for _, c := range Commands {
		fmt.Fprintf(w, "       %-60s %s\n", c.Usage, c.Brief)
	}
	fmt.Fprintf(w, "games: %s\n", strings.Join(game.Names(), ", "))
}

func cmdVersion(args []string, out, _ io.Writer) error {
	if len(args) > 0 {
		return usagef("version takes no arguments")
	}
	fmt.Fprintf(out, "roost %s (rules:", Version)
	for _, n := range game.Names() {
		d, _ := game.Lookup(n)
		fmt.Fprintf(out, " %s v%d", n, d.RulesVer)
	}
	fmt.Fprintln(out, ")")
	return nil
}
