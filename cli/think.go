package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// Prover is a position that can say what its game's search proves about
// it for the side to act ("win in 1 turn"), or "".
type Prover interface{ Proven() string }

// thinkOpts are think's flags.
type thinkOpts struct {
	pf    posFlags
	level *string
	ms    *int
}

func thinkOptions(fs *flag.FlagSet) *thinkOpts {
	o := &thinkOpts{}
	o.pf.register(fs)
	o.level = fs.String("level", "", "the computer level (default: the strongest)")
	o.ms = fs.Int("ms", 0, "thinking time of time-limited levels (milliseconds)")
	return o
}

func thinkFlags(fs *flag.FlagSet) { thinkOptions(fs) }

func cmdThink(args []string, out, errOut io.Writer) error {
	fs := newFlagSet("think")
	o := thinkOptions(fs)
	pf, level, ms := &o.pf, o.level, o.ms
	d, err := parseGameArgs(fs, args)
	if err != nil {
		return err
	}
	if err := millis("--ms", *ms); err != nil {
		return err
	}
	lv := *level
	if lv == "" {
		lv = d.Levels[len(d.Levels)-1]
	}
	b, err := d.NewBot(lv, 1)
	if err != nil {
		return &UsageError{err.Error()}
	}
	s, err := pf.state(d)
	if err != nil {
		return err
	}
	if s.Terminal() {
		return fmt.Errorf("the game is over (%s): nothing to think about", s)
	}
	if s.ToMove() == game.Chance {
		return fmt.Errorf("chance is to act (a roll or a draw), not a player")
	}
	if bb, ok := b.(Budgeted); ok && *ms > 0 {
		bb.SetBudget(time.Duration(*ms) * time.Millisecond)
	}
	fmt.Fprintf(out, "position: %s\n", s)
	proof := ""
	if p, ok := s.(Prover); ok {
		proof = p.Proven()
	}
	seat := s.ToMove()
	start := time.Now()
	defer Progress(errOut, "thinking", time.Duration(*ms)*time.Millisecond)()
	var acts []string
	var stats *search.Stats
	c := s.Clone()
	for len(acts) < 8 && !c.Terminal() && c.ToMove() == seat {
		th := b.Think(c.Clone())
		for !th.Step(int64(time.Second)) {
		}
		if t, ok := th.(interface{ Stats() search.Stats }); ok && stats == nil {
			st := t.Stats()
			stats = &st
		}
		a := th.Best()
		acts = append(acts, c.ActionString(a))
		if err := c.Apply(a, nil); err != nil {
			return fmt.Errorf("internal error: the %s level chose %s, which is refused: %v", lv, acts[len(acts)-1], err)
		}
	}
	fmt.Fprintf(out, "%s (%s) plays: %s\n", seatName(d, seat), lv, strings.Join(acts, " "))
	fmt.Fprintf(out, "after: %s\n", c)
	if proof != "" {
		fmt.Fprintln(out, proof)
	}
	if stats != nil && stats.Valued {
		positions := ""
		if stats.Nodes > 0 {
			positions = fmt.Sprintf(", %d positions", stats.Nodes)
		}
		fmt.Fprintf(out, "evaluation: %+.2f for %s (the level's own estimate%s)\n", stats.Value, seatName(d, seat), positions)
	}
	if stats != nil && stats.Depth > 0 {
		fmt.Fprintf(out, "evaluation: %+d for %s (depth %d, %d positions)\n", stats.Score, seatName(d, seat), stats.Depth, stats.Nodes)
		if p := search.Proof(stats.Score); p != "" {
			line, err := lineString(s, stats.Line)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "%s: %s\n", p, line)
		}
	}
	fmt.Fprintf(out, "thought for %.0f ms\n", float64(time.Since(start).Microseconds())/1000)
	return nil
}

// lineString writes a line of actions from s in the game's notation.
func lineString(s game.State, line []game.Action) (string, error) {
	c := s.Clone()
	var out []string
	for _, a := range line {
		out = append(out, c.ActionString(a))
		if err := c.Apply(a, nil); err != nil {
			return "", fmt.Errorf("internal error: the expected line has %s, which is refused: %v", out[len(out)-1], err)
		}
	}
	return strings.Join(out, " "), nil
}
