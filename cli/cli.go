// Package cli holds Roost's command-line tools that need no display: legal,
// perft, selfplay, train, replay, version.
//
// Ebitengine opens its windowing system when its package is initialised, which
// fails on a machine without a display. Go initialises packages in the order of
// their import paths among those whose imports are ready, and this package's
// path sorts before Ebitengine's, so its init runs first: a headless subcommand
// is carried out here and the process exits before any window code runs. The
// test TestHeadlessBinary in the main package guards this.
package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"

	_ "github.com/birdroost/roost/lang/english"   // the rules' messages in English
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
	Flags func(fs *flag.FlagSet) // registers the command's flags (for --help), or nil
}

// Commands lists the headless subcommands.
var Commands []*Command

func init() {
	Commands = []*Command{
		{"version", "roost version", "print the version", cmdVersion, nil},
		{"legal", "roost legal GAME [--variant V] [--position P] [--to-move SIDE] [--putback]", "list the legal actions of a position", cmdLegal, legalFlags},
		{"perft", "roost perft GAME [--variant V] [--position P] [--to-move SIDE] [--putback] --depth N [--divide]", "count positions by depth", cmdPerft, perftFlags},
		{"selfplay", "roost selfplay GAME [--variant V] --seats L1,L2[,...] [--games N] [--seed S] [--think MS] [--jobs N] [--weights DIR] [--falconry-lookahead]", "play computer players against each other", cmdSelfplay, selfplayFlags},
		{"train", "roost train columbiz|columba [--variant V] [--players 3,4] [--games G] [--seed S] [--jobs J] [--iterations N] [--level L] [--drop F1,F2] [--out FILE] [--checkpoint FILE]", "learn a game's position value from self-play games", cmdTrain, trainFlags},
		{"think", "roost think GAME [--variant V] --position P [--level L] [--ms T]", "show what a computer level plays in a position", cmdThink, thinkFlags},
		{"puzzles", puzzlesUsage, "make a game's puzzles from games between computers, or prove them again", cmdPuzzles, puzzlesFlags},
		{"replay", "roost replay FILE", "check a game record and print its final position", cmdReplay, nil},
		{"online", OnlineUsage, "create, join, list and play games on a Roost server", cmdOnline, onlineFlags},
	}
	if testing.Testing() {
		return // a test binary's command line is the test runner's
	}
	if code, done := Early(os.Args[1:], os.Stdout, os.Stderr, os.Getenv("DISPLAY") != ""); done {
		os.Exit(code)
	}
}

// ShotUsage is the usage of `roost shot`, which needs a display (main runs it).
const ShotUsage = `usage: roost shot --scene NAME --out FILE.png [--frames N] [--size WxH] [--dpr R] [--phone]
  --scene NAME   the screen to render (roost shot --list names them; needs a display)
  --out FILE     the PNG file to write
  --frames N     frames to run before the picture is taken (default 90)
  --size WxH     the screen in CSS pixels, portrait when taller than wide (default: the 640x360 canvas)
  --dpr R        device pixels per CSS pixel, 1-4 (a phone: 3)
  --phone        render as the phone app does: taps, no key hints, no Quit`

// Early handles what must be answered before any window code runs (it is
// called from this package's init): the headless commands, help in all its
// spellings, and a clear word where the game or `roost shot` would need a
// display that is not there. It reports whether it handled the command line.
func Early(args []string, out, errOut io.Writer, display bool) (int, bool) {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") && !wantsHelp(args[:1]) {
		if _, err := ParsePlay(args); err != nil {
			fmt.Fprintf(errOut, "roost: %v; try `roost help`\n", err)
			return 2, true
		}
		if needsDisplay(display) {
			fmt.Fprintln(errOut, "roost: there is no display to open the game's window on (DISPLAY is not set).")
			fmt.Fprintln(errOut, "The tools need none: see `roost help`.")
			return 1, true
		}
		return 0, false
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 && args[1] != "help" { // help help: this list
			if c := Find(args[1]); c != nil {
				return Main(c, []string{"--help"}, out, errOut), true
			}
			if args[1] != "shot" {
				fmt.Fprintf(errOut, "roost help: no command %q\n", args[1])
				Help(errOut)
				return 2, true
			}
			fmt.Fprintln(out, ShotUsage)
			return 0, true
		}
		Help(out)
		return 0, true
	case "shot":
		if wantsHelp(args[1:]) {
			fmt.Fprintln(out, ShotUsage)
			return 0, true
		}
		if needsDisplay(display) {
			fmt.Fprintln(errOut, "roost shot: there is no display to draw on (DISPLAY is not set); run it under xvfb-run -a.")
			return 1, true
		}
		return 0, false
	}
	if args[0] == "online" && !wantsHelp(args[1:]) {
		// Its network code starts after the window system (see OnlineRun):
		// the command line is checked here, and it runs in main.
		if _, err := ParseOnline(args[1:]); err != nil {
			return Main(Find("online"), args[1:], out, errOut), true
		}
		if needsDisplay(display) {
			fmt.Fprintln(errOut, "roost online: there is no display (DISPLAY is not set), and this binary's window system starts before its network code; run it under xvfb-run -a.")
			return 1, true
		}
		return 0, false
	}
	if c := Find(args[0]); c != nil {
		return Main(c, args[1:], out, errOut), true
	}
	fmt.Fprintf(errOut, "roost: unknown command %q; try `roost help`\n", args[0])
	return 2, true
}

// Play is how the game's window opens.
type Play struct {
	Fullscreen bool
	Scale      int // the window as a multiple of 640x360
}

// ParsePlay reads the command line of `roost [--fullscreen] [--scale N]`.
func ParsePlay(args []string) (Play, error) {
	p := Play{}
	fs := newFlagSet("roost")
	fs.BoolVar(&p.Fullscreen, "fullscreen", false, "start in fullscreen")
	fs.IntVar(&p.Scale, "scale", 2, "window size as a multiple of 640x360")
	if err := fs.Parse(args); err != nil {
		return p, err
	}
	if fs.NArg() > 0 {
		return p, fmt.Errorf("unknown command %q", fs.Arg(0))
	}
	if p.Scale < 1 || p.Scale > 8 {
		return p, fmt.Errorf("--scale must be between 1 and 8")
	}
	return p, nil
}

// needsDisplay reports whether the windowing code would fail here: on Linux
// and the BSDs Ebitengine needs an X display.
func needsDisplay(display bool) bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return !display
	}
	return false
}

// wantsHelp reports whether a command line asks for help.
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "-h", "-help", "--help":
			return true
		case "--":
			return false
		}
	}
	return false
}

// helpAsked is returned by a command asked for --help: Main prints the
// command's usage and flags and exits 0.
type helpAsked struct{ fs *flag.FlagSet }

func (helpAsked) Error() string { return "help requested" }

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
	var err error
	if wantsHelp(args) {
		err = helpAsked{}
		if c.Flags != nil {
			fs := newFlagSet(c.Name)
			c.Flags(fs)
			err = helpAsked{fs}
		}
	} else {
		err = c.Run(args, out, errOut)
	}
	if err == nil {
		return 0
	}
	if h, ok := err.(helpAsked); ok {
		fmt.Fprintf(out, "usage: %s\n%s.\n", c.Usage, strings.ToUpper(c.Brief[:1])+c.Brief[1:])
		if h.fs != nil {
			fmt.Fprintln(out, "flags:")
			h.fs.SetOutput(out)
			h.fs.PrintDefaults()
		}
		return 0
	}
	fmt.Fprintf(errOut, "roost %s: %s\n", c.Name, game.ClipQuoted(err.Error()))
	if _, ok := err.(*UsageError); ok {
		fmt.Fprintf(errOut, "usage: %s\n", c.Usage)
		return 2
	}
	return 1
}

// Help writes the list of commands, a line each.
func Help(w io.Writer) {
	fmt.Fprintln(w, "usage: roost [--fullscreen] [--scale N]   play (needs a display)")
	fmt.Fprintln(w, "       roost COMMAND [flags]               a tool (roost COMMAND --help lists its flags)")
	fmt.Fprintln(w, "commands:")
	fmt.Fprintf(w, "  %-10s %s\n", "help", "this list; roost help COMMAND for one command")
	for _, c := range Commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.Name, c.Brief)
	}
	fmt.Fprintf(w, "  %-10s %s\n", "shot", "render a screen to a PNG file (needs a display or Xvfb)")
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
