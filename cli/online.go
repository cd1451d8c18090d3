package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// OnlineUsage is the usage of `roost online`.
const OnlineUsage = "roost online create GAME --seats S1,S2[,...] [--variant V] [--play LEVEL] | join CODE [--play LEVEL | --watch] | games | play GAME-ID --play LEVEL   [--server URL] [--key K] [--name N] [--device ID]"

// Online is a checked `roost online` command line.
type Online struct {
	Sub           string // create, join, games, play
	Arg           string // the game (create), the code (join), the game id (play)
	Server, Key   string
	Name, Device  string
	Seats         []string
	Variant, Play string
	Watch         bool
	Think         time.Duration
	Def           *game.Def // create: the game
}

// OnlineRun carries out a checked `roost online`: set by the main package
// (package onlinecmd). The network code is not in this package: it would
// start after the window system and need a display (see Early).
var OnlineRun func(o Online, out, errOut io.Writer) error

type onlineFlagVals struct {
	server, key, name, device *string
	seats, variant, play      *string
	watch                     *bool
	think                     *time.Duration
}

func onlineFlags(fs *flag.FlagSet) { onlineOptions(fs) }

func onlineOptions(fs *flag.FlagSet) onlineFlagVals {
	env := func(k, def string) string {
		if v := os.Getenv(k); v != "" {
			return v
		}
		return def
	}
	return onlineFlagVals{
		server:  fs.String("server", env("ROOST_SERVER", "http://127.0.0.1:7350"), "the server's address (or $ROOST_SERVER)"),
		key:     fs.String("key", env("ROOST_SERVER_KEY", "roost-dev"), "the server key (or $ROOST_SERVER_KEY)"),
		name:    fs.String("name", "", "your display name"),
		device:  fs.String("device", "", "this device's id: the guest account it signs in as (default: a new one)"),
		seats:   fs.String("seats", "", "create: a seat each, human or a computer level (you take the first human one)"),
		variant: fs.String("variant", "", "create: the variant"),
		play:    fs.String("play", "", "play your seat to the end with this computer level"),
		watch:   fs.Bool("watch", false, "join: watch, without a seat"),
		think:   fs.Duration("think", 20*time.Millisecond, "with --play: the computer's thinking slice"),
	}
}

// ParseOnline checks a `roost online` command line (before any network or
// window code: a bad one is refused even without a display).
func ParseOnline(args []string) (Online, error) {
	var o Online
	fs := newFlagSet("online")
	v := onlineOptions(fs)
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return o, usagef("name what to do: create, join, games or play")
	}
	sub, rest := args[0], args[1:]
	var pos []string
	for len(rest) > 0 && !strings.HasPrefix(rest[0], "-") { // the words before the flags
		pos, rest = append(pos, rest[0]), rest[1:]
	}
	if err := fs.Parse(rest); err != nil {
		return o, &UsageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return o, usagef("unexpected argument %q", fs.Arg(0))
	}
	want := map[string]int{"create": 1, "join": 1, "games": 0, "play": 1}
	n, ok := want[sub]
	if !ok {
		return o, usagef("unknown online command %q (create, join, games, play)", sub)
	}
	if len(pos) != n {
		return o, usagef("online %s takes %d argument(s), not %d", sub, n, len(pos))
	}
	o = Online{Sub: sub, Server: *v.server, Key: *v.key, Name: *v.name, Device: *v.device, Variant: *v.variant,
		Play: strings.ToLower(*v.play), Watch: *v.watch, Think: *v.think}
	if n == 1 {
		o.Arg = pos[0]
	}
	switch {
	case sub == "play" && o.Play == "":
		return o, usagef("online play needs --play LEVEL")
	case o.Watch && o.Play != "":
		return o, usagef("--watch and --play do not go together")
	case o.Think <= 0:
		return o, usagef("--think must be positive")
	case o.Device != "" && (len(o.Device) < 10 || len(o.Device) > 128):
		return o, usagef("--device must have 10 to 128 characters")
	case !strings.HasPrefix(o.Server, "http://") && !strings.HasPrefix(o.Server, "https://"):
		return o, usagef("--server %q is not a server address (like http://127.0.0.1:7350)", o.Server)
	}
	if sub == "create" {
		d, err := game.Lookup(o.Arg)
		if err != nil {
			return o, &UsageError{err.Error()}
		}
		o.Def = d
		if *v.seats == "" {
			return o, usagef("online create needs --seats, e.g. --seats human,human,%s", d.Levels[0])
		}
		for _, s := range strings.Split(*v.seats, ",") {
			o.Seats = append(o.Seats, strings.ToLower(strings.TrimSpace(s)))
		}
	}
	if o.Play != "" && o.Def != nil {
		if _, err := game.Level(o.Def.Levels, o.Play); err != nil {
			return o, &UsageError{err.Error()}
		}
	}
	return o, nil
}

func cmdOnline(args []string, out, errOut io.Writer) error {
	o, err := ParseOnline(args)
	if err != nil {
		return err
	}
	if OnlineRun == nil {
		return fmt.Errorf("this build has no online play")
	}
	return OnlineRun(o, out, errOut)
}
