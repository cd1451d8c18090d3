package cli

import (
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/tokyodoves"
)

// posFlags are the flags shared by legal and perft.
type posFlags struct {
	variant  string
	position string
	toMove   string
	putback  bool
}

func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

func (p *posFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&p.variant, "variant", "", "variant name")
	fs.StringVar(&p.position, "position", "", "position in the game's notation")
	fs.StringVar(&p.toMove, "to-move", "", "side to move (games that have sides)")
	fs.BoolVar(&p.putback, "putback", false, "Tokyo Doves: allow putting doves back (the putback variant)")
}

// parseGameArgs reads "GAME [flags]".
func parseGameArgs(fs *flag.FlagSet, args []string) (*game.Def, error) {
	if wantsHelp(args) {
		return nil, helpAsked{fs}
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return nil, usagef("name a game first (%s)", strings.Join(game.Names(), ", "))
	}
	d, err := game.Lookup(args[0])
	if err != nil {
		return nil, &UsageError{err.Error()}
	}
	if err := fs.Parse(args[1:]); err != nil {
		return nil, &UsageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return nil, usagef("unexpected argument %q", fs.Arg(0))
	}
	return d, nil
}

// state builds the position the flags describe.
func (p *posFlags) state(d *game.Def) (game.State, error) {
	variant := p.variant
	if p.putback {
		if d.Name != "tokyodoves" {
			return nil, usagef("--putback is a Tokyo Doves option")
		}
		if variant != "" && variant != tokyodoves.VariantPutBack {
			return nil, usagef("--putback contradicts --variant %s", variant)
		}
		variant = tokyodoves.VariantPutBack
	}
	v, err := d.CheckVariant(variant)
	if err != nil {
		return nil, &UsageError{err.Error()}
	}
	pos := p.position
	if p.toMove != "" {
		if pos == "" {
			return nil, usagef("--to-move needs --position")
		}
		pos += " " + p.toMove
	}
	if pos == "" {
		seats := d.MinSeats
		if d.SeatsFor != nil {
			seats = d.SeatsFor(v)[0]
		}
		return d.New(v, seats, game.NewRand(1))
	}
	s, err := d.Parse(v, pos)
	if err != nil {
		return nil, fmt.Errorf("position: %w", err)
	}
	return s, nil
}

// millis checks a flag given in milliseconds: not negative, and within what
// a time.Duration holds (about 292 years), which a larger number would
// wrap past (and be taken as no time at all).
func millis(flag string, ms int) error {
	if ms < 0 {
		return usagef("%s must not be negative", flag)
	}
	if int64(ms) > math.MaxInt64/int64(time.Millisecond) {
		return usagef("%s %d is past the longest time this program can wait (%d ms)", flag, ms, math.MaxInt64/int64(time.Millisecond))
	}
	return nil
}
