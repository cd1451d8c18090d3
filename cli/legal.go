package cli

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/tokyodoves"
)

func legalFlags(fs *flag.FlagSet) { new(posFlags).register(fs) }

func cmdLegal(args []string, out, _ io.Writer) error {
	var pf posFlags
	fs := newFlagSet("legal")
	pf.register(fs)
	d, err := parseGameArgs(fs, args)
	if err != nil {
		return err
	}
	s, err := pf.state(d)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "position: %s\n", s)
	if s.Terminal() {
		fmt.Fprintln(out, "the game is over: no legal actions")
		return nil
	}
	acts := s.Legal(nil)
	fmt.Fprintf(out, "%d legal actions for %s:\n", len(acts), seatName(d, s.ToMove()))
	for _, a := range acts {
		c := s.Clone()
		if err := c.Apply(a, nil); err != nil {
			return fmt.Errorf("internal error: listed action %s refused: %v", s.ActionString(a), err)
		}
		line := fmt.Sprintf("%-8s -> %s", s.ActionString(a), c)
		if c.Terminal() {
			if t, ok := c.(interface{ Reason() game.Msg }); ok {
				line += "  (" + t.Reason().String() + ")"
			} else {
				line += "  (game over)"
			}
		}
		fmt.Fprintln(out, line)
	}
	return nil
}

func seatName(d *game.Def, seat int) string {
	switch seat {
	case game.Chance:
		return "chance"
	case game.Nobody:
		return "nobody"
	}
	return d.SeatLabel(seat)
}

// perftOpts are perft's flags.
type perftOpts struct {
	pf     posFlags
	depth  *int
	divide *bool
}

func perftOptions(fs *flag.FlagSet) *perftOpts {
	o := &perftOpts{}
	o.pf.register(fs)
	o.depth = fs.Int("depth", 0, "how many actions deep to count, 1-12 (required)")
	o.divide = fs.Bool("divide", false, "print the count below each root action")
	return o
}

func perftFlags(fs *flag.FlagSet) { perftOptions(fs) }

func cmdPerft(args []string, out, errOut io.Writer) error {
	fs := newFlagSet("perft")
	o := perftOptions(fs)
	pf, depth, divide := &o.pf, o.depth, o.divide
	d, err := parseGameArgs(fs, args)
	if err != nil {
		return err
	}
	if *depth < 1 || *depth > 12 {
		return usagef("--depth must be between 1 and 12")
	}
	s, err := pf.state(d)
	if err != nil {
		return err
	}
	start := time.Now()
	defer Progress(errOut, fmt.Sprintf("perft %d: counting", *depth), 0)()
	var total uint64
	if *divide {
		for _, a := range s.Legal(nil) {
			c := s.Clone()
			_ = c.Apply(a, nil)
			n := uint64(1)
			if *depth > 1 {
				n = Perft(c, *depth-1)
			}
			fmt.Fprintf(out, "%-8s %d\n", s.ActionString(a), n)
			total += n
		}
	} else {
		total = Perft(s, *depth)
	}
	el := time.Since(start)
	fmt.Fprintf(out, "perft %d: %d positions in %.3f s (%.1f M/s)\n", *depth, total, el.Seconds(), float64(total)/el.Seconds()/1e6)
	return nil
}

// Perft counts the positions reached after exactly depth actions, through a
// game's fast path where it has one. A finished game is not expanded.
func Perft(s game.State, depth int) uint64 {
	if t, ok := s.(*tokyodoves.State); ok && !t.Terminal() {
		return t.P.PerftParallel(depth, runtime.NumCPU())
	}
	if f, ok := s.(*falconry.State); ok {
		return f.Perft(depth)
	}
	return GenericPerft(s, depth)
}

// GenericPerft counts through the game.State interface (Clone and Apply).
func GenericPerft(s game.State, depth int) uint64 {
	if s.Terminal() {
		return 0
	}
	acts := s.Legal(nil)
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		c := s.Clone()
		_ = c.Apply(a, nil)
		n += GenericPerft(c, depth-1)
	}
	return n
}
