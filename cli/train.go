package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/learn"
	"github.com/birdroost/roost/rules/search"
)

// learnable is a game with a learned value (rules/learn).
type learnable struct {
	names  []string       // its feature names
	file   string         // the committed weights, in the repository
	value  **learn.Value  // the value its bots use
	games  map[string]int // the games of the committed weights, by table
	key    func(variant string, players int) string
	config func(variant, level string, players, games int, seed uint64, jobs, its int, ck string) (learn.Config, learn.Game)
}

// learnables are the games with a learned value, by name.
var learnables = map[string]*learnable{
	"columbiz": {
		names: columbiz.FeatureNames, file: "rules/columbiz/value.json", value: &columbiz.Learned,
		key: func(_ string, n int) string { return strconv.Itoa(n) },
		config: func(_, level string, n, games int, seed uint64, jobs, its int, ck string) (learn.Config, learn.Game) {
			tr := columbiz.Trainer{Players: n, Level: level}
			return tr.TrainConfig(games, seed, jobs, its, ck), tr
		},
	},
	"columba": {
		names: columba.FeatureNames, file: "rules/columba/value.json", value: &columba.Learned,
		key: func(v string, n int) string { return columba.ValueKey(v == columba.VariantJunior, n) },
		config: func(v, level string, n, games int, seed uint64, jobs, its int, ck string) (learn.Config, learn.Game) {
			tr := columba.Trainer{Junior: v == columba.VariantJunior, Players: n, Level: level}
			return tr.TrainConfig(games, seed, jobs, its, ck), tr
		},
	},
}

func learnableNames() string {
	var out []string
	for name := range learnables {
		out = append(out, name)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// loadWeights replaces the learned values the bots use by those in dir
// (DIR/GAME.json, as `roost train GAME --out DIR/GAME.json` writes them);
// a game without a file there keeps its committed weights. It is called
// before any game starts.
func loadWeights(dir string, out io.Writer) error {
	if _, err := os.Stat(dir); err != nil {
		return usagef("--weights: %v", err)
	}
	names := make([]string, 0, len(learnables))
	for name := range learnables {
		names = append(names, name)
	}
	sort.Strings(names)
	found := false
	for _, name := range names {
		l := learnables[name]
		v, ok, err := learn.Load(dir, name, l.names)
		if err != nil {
			return err
		}
		if ok {
			*l.value = v
			found = true
			var keys []string
			for k := range v.Tables {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			tables := "no tables: the bots' hand-tuned evaluation"
			if len(keys) > 0 {
				tables = "tables " + strings.Join(keys, ", ")
			}
			fmt.Fprintf(out, "weights: %s from %s/%s.json (%s)\n", name, dir, name, tables)
		}
	}
	if !found {
		return usagef("--weights: %s holds no weights file (%s: GAME.json)", dir, learnableNames())
	}
	return nil
}

// trainOpts are train's flags.
type trainOpts struct {
	games, jobs, its *int
	seed             *uint64
	out, checkpoint  *string
	drop, level      *string
	weights          *string
	playersFlag      *string
	variantFlag      *string
}

func trainOptions(fs *flag.FlagSet) *trainOpts {
	return &trainOpts{
		playersFlag: fs.String("players", "3,4", "player counts to learn, comma-separated (3, 4)"),
		variantFlag: fs.String("variant", "", "the variant (Columba: standard or junior)"),
		games:       fs.Int("games", 0, "self-play games per player count (default: those of the committed weights, or 1000)"),
		seed:        fs.Uint64("seed", 1, "seed of the self-play games"),
		jobs:        fs.Int("jobs", 1, "games played at once"),
		its:         fs.Int("iterations", learn.DefaultIterations, "steps of the fit"),
		out:         fs.String("out", "", "the weights file to write, other tables in it kept (default: the committed one, rules/GAME/value.json)"),
		checkpoint:  fs.String("checkpoint", "", "file keeping the games played so far, to resume from (default: OUT.N.ckpt)"),
		level:       fs.String("level", "", "the level of the players of the self-play games (default: those of the committed weights, or standard)"),
		drop:        fs.String("drop", "", "features left out of the fit (their weights 0), comma-separated names (default: those the committed weights left out)"),
		weights:     fs.String("weights", "", "a folder of learned values (GAME.json) for the self-play games' players to play with instead of the built-in ones (a fit on Expert games stays reproducible after the committed file changes)"),
	}
}

func trainFlags(fs *flag.FlagSet) { trainOptions(fs) }

func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// cmdTrain fits a game's learned value to self-play games.
func cmdTrain(args []string, out, errOut io.Writer) error {
	fs := newFlagSet("train")
	o := trainOptions(fs)
	d, err := parseGameArgs(fs, args)
	if err != nil {
		return err
	}
	l := learnables[d.Name]
	if l == nil {
		return usagef("%s has no learned value (%s have)", d.Name, learnableNames())
	}
	variant, err := d.CheckVariant(*o.variantFlag)
	if err != nil {
		return &UsageError{err.Error()}
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
	if *o.level != "" {
		l, err := game.Level(d.Levels, *o.level)
		if err != nil {
			return usagef("--level: %v", err)
		}
		*o.level = l
	}
	// The levels that think against the clock play the same games from a
	// seed when their time is counted in steps.
	defer search.Counted(search.Counted(d.JudgeStep))
	var dropNames []string
	for _, name := range strings.Split(*o.drop, ",") {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		if !slices.Contains(l.names, name) {
			return usagef("--drop: %s has no feature %q (%s)", d.Name, name, strings.Join(l.names, ", "))
		}
		dropNames = append(dropNames, name)
	}
	var counts []int
	for _, p := range strings.Split(*o.playersFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 3 || n > 4 {
			return usagef("--players lists player counts 3 and 4, not %q", p)
		}
		counts = append(counts, n)
	}
	file := *o.out
	if file == "" {
		file = l.file
	}
	// The defaults (games, drop, level) are the committed weights'; the
	// players of the self-play games use --weights where it is given.
	committedV := *l.value
	if *o.weights != "" {
		kept := map[string]*learn.Value{}
		for name, g := range learnables {
			kept[name] = *g.value
		}
		defer func() {
			for name, g := range learnables {
				*g.value = kept[name]
			}
		}()
		if err := loadWeights(*o.weights, out); err != nil {
			return err
		}
	}
	// Keep the other tables of an existing weights file.
	var v *learn.Value
	if data, err := os.ReadFile(file); err == nil {
		if v, err = learn.Parse(data, l.names); err != nil {
			return fmt.Errorf("%s: %w; remove it or name another --out", file, err)
		}
	}
	for _, n := range counts {
		key := l.key(variant, n)
		// Without --games or --drop, those of the committed weights.
		games, drop := *o.games, dropNames
		committed := committedV.Tables[key]
		if games == 0 {
			games = 1000
			if committed != nil {
				games = committed.Games
			}
		}
		if !flagSet(fs, "drop") && committed != nil {
			drop = committed.Drop
		}
		level := *o.level
		if level == "" && committed != nil {
			level = committed.Level
		}
		if level == "" {
			level = "standard"
		}
		var dropAt []int
		for _, name := range drop {
			if i := slices.Index(l.names, name); i >= 0 {
				dropAt = append(dropAt, i)
			}
		}
		ck := *o.checkpoint
		if ck == "" {
			ck = fmt.Sprintf("%s.%s.ckpt", file, key)
		} else if len(counts) > 1 {
			ck = fmt.Sprintf("%s.%d", ck, n)
		}
		cfg, gm := l.config(variant, level, n, games, *o.seed, *o.jobs, *o.its, ck)
		cfg.Drop = dropAt
		if len(drop) > 0 {
			fmt.Fprintf(out, "left out of the fit: %s\n", strings.Join(drop, ", "))
		}
		fmt.Fprintf(out, "train %s (%s), %d players, %d games between %s players, seed %d, checkpoint %s\n", d.Name, variant, n, games, level, *o.seed, ck)
		r, err := learn.Train(cfg, gm, errOut)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%s: %d positions, loss %.4f (equal shares %.4f), %s (%d games from the checkpoint)\n",
			cfg.Table, r.Positions, r.Loss, r.Loss0, r.Took.Round(1e9), r.Resumed)
		v = v.WithWeights(l.names, key, r.Weights, games, *o.seed)
		v.Tables[key].Drop = drop
		if level != "standard" {
			v.Tables[key].Level = level
		}
		if err := os.WriteFile(file, v.JSON(), 0o644); err != nil {
			return fmt.Errorf("the weights cannot be written: %w", err)
		}
		fmt.Fprintf(out, "wrote %s\n", file)
	}
	return nil
}
