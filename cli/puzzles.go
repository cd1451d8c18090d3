package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"
	"github.com/birdroost/roost/store"
)

const puzzlesUsage = "roost puzzles make GAME [--seed S] [--out FILE] | roost puzzles check GAME [--file FILE]"

type puzzlesOpts struct {
	seed *uint64
	out  *string
	file *string
}

func puzzlesOptions(fs *flag.FlagSet) *puzzlesOpts {
	return &puzzlesOpts{
		seed: fs.Uint64("seed", 1, "make: the seed of the games the positions come from"),
		out:  fs.String("out", "", "make: the file to write (default: standard output)"),
		file: fs.String("file", "", "check: a puzzle file (default: the puzzles built in)"),
	}
}

func puzzlesFlags(fs *flag.FlagSet) { puzzlesOptions(fs) }

// cmdPuzzles makes a game's puzzles from games between computer players,
// or proves a set of them again.
func cmdPuzzles(args []string, out, errOut io.Writer) error {
	if wantsHelp(args) {
		fs := newFlagSet("puzzles")
		puzzlesFlags(fs)
		return helpAsked{fs}
	}
	if len(args) == 0 || (args[0] != "make" && args[0] != "check") {
		return usagef("say make or check first (%s)", puzzlesUsage)
	}
	verb := args[0]
	fs := newFlagSet("puzzles " + verb)
	o := puzzlesOptions(fs)
	d, err := parseGameArgs(fs, args[1:])
	if err != nil {
		return err
	}
	pl, ok := puzzle.Plans[d.Name]
	if !ok {
		return usagef("%s has no puzzles (games with puzzles: %s)", d.Title, strings.Join(puzzle.Games(), ", "))
	}
	if verb == "make" {
		return makePuzzles(d, pl, *o.seed, *o.out, out, errOut)
	}
	return checkPuzzles(d, *o.file, out)
}

func makePuzzles(d *game.Def, pl puzzle.Plan, seed uint64, path string, out, errOut io.Writer) error {
	ps, y, err := puzzle.Make(pl, seed, errOut)
	if err != nil {
		return err
	}
	header := fmt.Sprintf("%s puzzles: id|variant|level|turns|unique or -|position|winning line|where from.\n"+
		"Made by `roost puzzles make %s --seed %d` from %d games between computer players: %d positions\n"+
		"tried, %d kept, each proven by the exhaustive search; `roost puzzles check %s` proves them again.",
		d.Title, d.Name, seed, y.Games, y.Tried, len(ps), d.Name)
	text := puzzle.Format(header, ps)
	fmt.Fprintf(errOut, "%d games, %d positions tried, %d puzzles kept, in %.1f s\n", y.Games, y.Tried, len(ps), y.Took.Seconds())
	if path == "" {
		_, err := io.WriteString(out, text)
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}

func checkPuzzles(d *game.Def, path string, out io.Writer) error {
	ps := puzzle.All(d.Name)
	if path != "" {
		b, err := store.ReadFile(path, store.MaxFileBytes)
		if err != nil {
			return fmt.Errorf("%s cannot be read: %w", path, err)
		}
		if ps, err = puzzle.Parse(d.Name, string(b)); err != nil {
			return err
		}
	}
	start := time.Now()
	bad := 0
	for _, p := range ps {
		if err := puzzle.Check(p, search.Limit(time.Minute)); err != nil {
			fmt.Fprintf(out, "%s: %v\n", p.ID, err)
			bad++
		}
	}
	fmt.Fprintf(out, "%d %s puzzles proven again in %.1f s, %d wrong\n", len(ps)-bad, d.Title, time.Since(start).Seconds(), bad)
	if bad > 0 {
		return fmt.Errorf("%d of %d puzzles are wrong", bad, len(ps))
	}
	return nil
}
