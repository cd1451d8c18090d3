package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/birdroost/roost/rules/columbiz"
)

// trainOpts are train's flags.
type trainOpts struct {
	players          *string
	games, jobs, its *int
	seed             *uint64
	out, checkpoint  *string
}

func trainOptions(fs *flag.FlagSet) *trainOpts {
	return &trainOpts{
		players:    fs.String("players", "3,4", "player counts to learn, comma-separated (3, 4)"),
		games:      fs.Int("games", 0, "self-play games per player count (default: those of the committed weights, 600 for 3 players, 400 for 4)"),
		seed:       fs.Uint64("seed", 1, "seed of the self-play games"),
		jobs:       fs.Int("jobs", 1, "games played at once"),
		its:        fs.Int("iterations", columbiz.DefaultIterations, "steps of the fit"),
		out:        fs.String("out", "rules/columbiz/value.json", "the weights file to write (other player counts in it are kept)"),
		checkpoint: fs.String("checkpoint", "", "file keeping the games played so far, to resume from (default: OUT.N.ckpt)"),
	}
}

func trainFlags(fs *flag.FlagSet) { trainOptions(fs) }

// committedGames are the games of the committed weights (rules/columbiz/value.json), by player count.
var committedGames = map[int]int{3: 600, 4: 400}

func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// cmdTrain fits a game's learned value to self-play games (Columbiz).
func cmdTrain(args []string, out, errOut io.Writer) error {
	fs := newFlagSet("train")
	o := trainOptions(fs)
	d, err := parseGameArgs(fs, args)
	if err != nil {
		return err
	}
	if d.Name != "columbiz" {
		return usagef("only columbiz has a learned value so far")
	}
	if *o.games < 0 || *o.games == 0 && flagSet(fs, "games") {
		return usagef("--games must be at least 1")
	}
	if *o.jobs < 1 || *o.jobs > 64 {
		return usagef("--jobs must be between 1 and 64")
	}
	if *o.its < 1 {
		return usagef("--iterations must be at least 1")
	}
	var counts []int
	for _, p := range strings.Split(*o.players, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 3 || n > 4 {
			return usagef("--players lists player counts 3 and 4, not %q", p)
		}
		counts = append(counts, n)
	}
	// Keep the other player counts of an existing weights file.
	var v *columbiz.Value
	if data, err := os.ReadFile(*o.out); err == nil {
		if v, err = columbiz.ParseValue(data); err != nil {
			return fmt.Errorf("%s: %w; remove it or name another --out", *o.out, err)
		}
	}
	for _, n := range counts {
		games := *o.games
		if games == 0 {
			games = committedGames[n]
		}
		ck := *o.checkpoint
		if ck == "" {
			ck = fmt.Sprintf("%s.%d.ckpt", *o.out, n)
		} else if len(counts) > 1 {
			ck = fmt.Sprintf("%s.%d", ck, n)
		}
		fmt.Fprintf(out, "train columbiz, %d players, %d games, seed %d, checkpoint %s\n", n, games, *o.seed, ck)
		r, err := columbiz.Train(columbiz.TrainConfig{Players: n, Games: games, Seed: *o.seed, Jobs: *o.jobs,
			Iterations: *o.its, Checkpoint: ck}, errOut)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%d players: %d positions, loss %.4f (equal shares %.4f), %s (%d games from the checkpoint)\n",
			n, r.Positions, r.Loss, r.Loss0, r.Took.Round(1e9), r.Resumed)
		v = v.WithWeights(n, r.Weights, games, *o.seed)
		if err := os.WriteFile(*o.out, v.JSON(), 0o644); err != nil {
			return fmt.Errorf("the weights cannot be written: %w", err)
		}
		fmt.Fprintf(out, "wrote %s\n", *o.out)
	}
	return nil
}
