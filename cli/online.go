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
const OnlineUsage = "roost online create GAME --seats S1,S2[,...] [--variant V] [--turn D [--on-timeout computer|lose]] [--play LEVEL] | quick GAME [--variant V] [--players N] [--play LEVEL] | leave GAME-ID | join CODE [--play LEVEL | --watch] | games | play GAME-ID --play LEVEL | load [--games N] [--game G] [--rate D] [--duration D] [--server-pid P] [--db-pid P]   [--server URL] [--key K] [--name N] [--device ID]"

// Online is a checked `roost online` command line.
type Online struct {
	Sub           string // create, quick, join, games, play, leave, load
	Arg           string // the game (create, quick), the code (join), the game id (play)
	Server, Key   string
	Name, Device  string
	Seats         []string
	Variant, Play string
	Watch         bool
	Think         time.Duration
	Def           *game.Def     // create, quick: the game; load: the game played
	Players       int           // quick: the player count
	Turn          time.Duration // create: a person's time for a turn (0: none)
	OnTimeout     string        // create: what a seat out of time becomes

	// load: concurrent games of two seats, each seat acting every Rate,
	// measured for Duration after Warmup; the server's and the database's
	// processes, when given, are measured too.
	Games                  int
	Rate, Duration, Warmup time.Duration
	ServerPID, DBPID       int
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
	games                     *int
	game                      *string
	rate, duration, warmup    *time.Duration
	serverPID, dbPID          *int
	turn                      *time.Duration
	onTimeout                 *string
	players                   *int
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
		server:    fs.String("server", env("ROOST_SERVER", "http://127.0.0.1:7350"), "the server's address (or $ROOST_SERVER)"),
		key:       fs.String("key", env("ROOST_SERVER_KEY", "roost-dev"), "the server key (or $ROOST_SERVER_KEY)"),
		name:      fs.String("name", "", "your display name"),
		device:    fs.String("device", "", "this device's id: the guest account it signs in as (default: a new one)"),
		seats:     fs.String("seats", "", "create: a seat each: human (open), a computer level, or @name to invite a player (you take the first open one)"),
		players:   fs.Int("players", 2, "quick: the player count"),
		variant:   fs.String("variant", "", "create: the variant"),
		play:      fs.String("play", "", "play your seat to the end with this computer level"),
		watch:     fs.Bool("watch", false, "join: watch, without a seat"),
		think:     fs.Duration("think", 20*time.Millisecond, "with --play: the computer's thinking slice"),
		games:     fs.Int("games", 100, "load: concurrent games (two seats each)"),
		game:      fs.String("game", "tokyodoves", "load: the game played"),
		rate:      fs.Duration("rate", 2*time.Second, "load: each seat acts once in this time, on its turn"),
		duration:  fs.Duration("duration", 60*time.Second, "load: how long the round trips are measured"),
		warmup:    fs.Duration("warmup", 10*time.Second, "load: play before measuring"),
		serverPID: fs.Int("server-pid", 0, "load: Nakama's pid, to measure its CPU and memory"),
		dbPID:     fs.Int("db-pid", 0, "load: PostgreSQL's postmaster pid, to measure it and its children"),
		turn:      fs.Duration("turn", 0, "create: a person's time for a turn, 10s to 336h (a live game: 1m; correspondence: 48h)"),
		onTimeout: fs.String("on-timeout", "computer", "create: a seat out of time (or left) is played by the computer, or loses: computer or lose"),
	}
}

// ParseOnline checks a `roost online` command line (before any network or
// window code: a bad one is refused even without a display).
func ParseOnline(args []string) (Online, error) {
	var o Online
	fs := newFlagSet("online")
	v := onlineOptions(fs)
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return o, usagef("name what to do: create, quick, join, games, play, leave or load")
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
	want := map[string]int{"create": 1, "quick": 1, "join": 1, "games": 0, "play": 1, "leave": 1, "load": 0}
	n, ok := want[sub]
	if !ok {
		return o, usagef("unknown online command %q (create, quick, join, games, play, leave, load)", sub)
	}
	if len(pos) != n {
		return o, usagef("online %s takes %d argument(s), not %d", sub, n, len(pos))
	}
	o = Online{Sub: sub, Server: *v.server, Key: *v.key, Name: *v.name, Device: *v.device, Variant: *v.variant,
		Play: strings.ToLower(*v.play), Watch: *v.watch, Think: *v.think,
		Turn: *v.turn, OnTimeout: strings.ToLower(*v.onTimeout), Players: *v.players,
		Games: *v.games, Rate: *v.rate, Duration: *v.duration, Warmup: *v.warmup, ServerPID: *v.serverPID, DBPID: *v.dbPID}
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
	case o.Turn != 0 && (o.Turn < 10*time.Second || o.Turn > 14*24*time.Hour):
		return o, usagef("--turn must be between 10s and 336h (14 days)")
	case o.OnTimeout != "computer" && o.OnTimeout != "lose":
		return o, usagef("--on-timeout is computer or lose, not %q", o.OnTimeout)
	case !strings.HasPrefix(o.Server, "http://") && !strings.HasPrefix(o.Server, "https://"):
		return o, usagef("--server %q is not a server address (like http://127.0.0.1:7350)", o.Server)
	}
	if sub == "load" {
		switch {
		case o.Games < 1 || o.Games > 5000:
			return o, usagef("--games must be between 1 and 5000")
		case o.Rate <= 0 || o.Duration <= 0 || o.Warmup < 0:
			return o, usagef("--rate and --duration must be positive, --warmup not negative")
		case o.ServerPID < 0 || o.DBPID < 0:
			return o, usagef("a pid is a positive number")
		}
		d, err := game.Lookup(*v.game)
		if err != nil {
			return o, &UsageError{err.Error()}
		}
		o.Def = d
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
			s = strings.TrimSpace(s)
			if !strings.HasPrefix(s, "@") { // names keep their case
				s = strings.ToLower(s)
			}
			o.Seats = append(o.Seats, s)
		}
	}
	if sub == "quick" {
		d, err := game.Lookup(o.Arg)
		if err != nil {
			return o, &UsageError{err.Error()}
		}
		o.Def = d
		if o.Variant, err = d.CheckVariant(o.Variant); err != nil {
			return o, &UsageError{err.Error()}
		}
		if err := d.CheckSeats(o.Variant, o.Players); err != nil {
			return o, &UsageError{err.Error()}
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
