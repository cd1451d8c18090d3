package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/rules/search"
	"github.com/birdroost/roost/store"
)

const puzzlesUsage = "roost puzzles make GAME [--seed S] [--out FILE] [--jobs N] [--fresh] | roost puzzles check GAME [--file FILE]"

type puzzlesOpts struct {
	seed  *uint64
	out   *string
	file  *string
	jobs  *int
	fresh *bool
}

func puzzlesOptions(fs *flag.FlagSet) *puzzlesOpts {
	return &puzzlesOpts{
		seed:  fs.Uint64("seed", 1, "make: the seed of the games the positions come from"),
		out:   fs.String("out", "", "make: the file to write (default: standard output); the puzzles it holds keep their ids"),
		file:  fs.String("file", "", "check: a puzzle file (default: the puzzles built in)"),
		jobs:  fs.Int("jobs", 1, "make: proofs run at once (the puzzles are the same whatever it is)"),
		fresh: fs.Bool("fresh", false, "make: a new set from the games, not the set before proven again and filled up"),
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
		if *o.jobs < 1 || *o.jobs > 256 {
			return usagef("--jobs %d: say 1 to 256 proofs at once", *o.jobs)
		}
		return makePuzzles(d, pl, *o.seed, *o.out, *o.jobs, *o.fresh, out, errOut)
	}
	return checkPuzzles(d, *o.file, out)
}

func makePuzzles(d *game.Def, pl puzzle.Plan, seed uint64, path string, jobs int, fresh bool, out, errOut io.Writer) error {
	// The set replaced: the file written over, else the one built in.
	old, next := puzzle.All(d.Name), 0
	if path != "" {
		b, err := os.ReadFile(path)
		switch {
		case err == nil:
			if old, err = puzzle.Parse(d.Name, string(b)); err != nil {
				return fmt.Errorf("%s: %w (move it aside to make a new set)", path, err)
			}
			next = puzzle.NextID(string(b))
		case !errors.Is(err, fs.ErrNotExist):
			return err
		}
	}
	ps, y, err := puzzle.Make(pl, seed, puzzle.Options{Jobs: jobs, Old: old, Fresh: fresh, Next: next, Progress: errOut})
	if err != nil {
		return err
	}
	header := fmt.Sprintf("%s puzzles: id|variant|level|turns|unique or -|position|winning line|where from.\n"+
		"Made by `roost puzzles make %s --seed %d --out FILE`: %d puzzles of the set before proven again and\n"+
		"kept, %d new from %d games between computer players (%d positions tried, %d refused as within %d\n"+
		"squares of one kept or on its line), each proven by the exhaustive search; `roost puzzles check\n"+
		"%s` proves them again. A puzzle kept keeps its id; a new one takes the next, and the id of a\n"+
		"puzzle dropped is never used again.\n"+
		"next id: %d",
		d.Title, d.Name, seed, y.Again, len(ps)-y.Again, y.Games, y.Tried, y.Refused, puzzle.Near, d.Name, y.Next)
	text := puzzle.Format(header, ps)
	was := map[string]puzzle.Puzzle{}
	for _, p := range old {
		was[p.ID] = p
	}
	same, lines := 0, 0
	for _, p := range ps {
		if q, ok := was[p.ID]; ok {
			same++
			if strings.Join(q.Line, " ") != strings.Join(p.Line, " ") {
				lines++
			}
		}
	}
	fmt.Fprintf(errOut, "%d games, %d positions tried, %d puzzles kept, %d refused as alike, in %.1f s\n", y.Games, y.Tried, len(ps), y.Refused, y.Took.Seconds())
	fmt.Fprintf(errOut, "%d puzzles kept again (%d with a new line), %d new, %d dropped\n", same, lines, len(ps)-same, len(old)-same)
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
