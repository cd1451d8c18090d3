// Package puzzle holds Roost's puzzles: positions from games between the
// computer players where the side to act has a forced win, proven by its
// game's exhaustive search, kept as data (data/<game>.txt, made and checked
// by `roost puzzles`). It also plays the losing side's best defence and
// finds the refutation of a move that lets the win go.
//
// A puzzle counts the winning side's own turns: in Tokyo Doves a turn is one
// move (a win in 3 turns is a win in 5 plies), in Falconry a turn is the
// actions a player takes before the next player's turn.
package puzzle

import (
	"bufio"
	"embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// Solver proves forced wins in one game.
type Solver interface {
	// Wins reports whether seat's side wins by force within n of its own
	// turns from s, whoever is to act there (a turn in progress counts as
	// one). ctl bounds the search (nil: none); stopped says it ran out
	// before it could say, and then won is false.
	Wins(s game.State, seat, n int, ctl *search.Ctl) (won, stopped bool)
}

// An Estimator is a solver that can also rate a position for a seat as
// the game's Expert does (higher is better): the defence's choice among
// turns that hold out as long.
type Estimator interface {
	Estimate(s game.State, seat int) float64
}

// A Shaper is a solver that lays a position out as squares, for the
// generator's near-duplicate check (Distance).
type Shaper interface {
	// Squares are s's squares, rows of equal length cropped to the pieces,
	// each square's content as text ("" for an empty one), written as the
	// side to act sees them: its own pieces alike whatever its colour, so
	// that the colours' swap is one of the symmetries.
	Squares(s game.State) [][]string
}

var solvers = map[string]Solver{}

// Register makes a game's solver known (its rules package does, in init).
func Register(name string, s Solver) { solvers[name] = s }

// For is the solver of a game (nil: the game has no puzzles).
func For(name string) Solver { return solvers[name] }

// Levels are the puzzles' difficulties, easiest first.
const Levels = 3

// A Puzzle is a position to win from.
type Puzzle struct {
	ID       string // unique across games: the game's prefix and a number, e.g. "td-017"
	Game     string
	Variant  string
	Level    int  // 1 (easy) to Levels
	Turns    int  // the win takes this many of the side's turns, and no fewer
	Unique   bool // only one first action keeps the win
	Position string
	// Line is a winning line in the game's notation: the side's actions
	// and the defence's, to the win.
	Line []string
	From string // where the position came from (a game between computers)
}

// Start is the puzzle's position.
func (p Puzzle) Start() (game.State, error) {
	d, err := game.Lookup(p.Game)
	if err != nil {
		return nil, err
	}
	return d.Parse(p.Variant, p.Position)
}

// Seat is the seat that is to win.
func (p Puzzle) Seat() int {
	s, err := p.Start()
	if err != nil {
		return 0
	}
	return s.ToMove()
}

// line is a puzzle written as a line of data.
func (p Puzzle) line() string {
	u := "-"
	if p.Unique {
		u = "unique"
	}
	return strings.Join([]string{p.ID, p.Variant, strconv.Itoa(p.Level), strconv.Itoa(p.Turns), u, p.Position, strings.Join(p.Line, " "), p.From}, "|")
}

// Format writes puzzles as data, one a line, under a header of comments.
func Format(header string, ps []Puzzle) string {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimSpace(header), "\n") {
		b.WriteString("# " + l + "\n")
	}
	for _, p := range ps {
		b.WriteString(p.line() + "\n")
	}
	return b.String()
}

// NextID is the number a data file says its game's next new puzzle takes
// (a comment "next id: N" in its header; 0: it does not say). Ids are
// never used again once a puzzle is dropped, so that a player's progress
// with a dropped puzzle never passes to another.
func NextID(text string) int {
	for _, l := range strings.Split(text, "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(l), "# next id: "); ok {
			if n, err := strconv.Atoi(strings.TrimSpace(rest)); err == nil {
				return n
			}
		}
	}
	return 0
}

// Parse reads a game's puzzle data: one puzzle a line,
// id|variant|level|turns|unique or -|position|line|from, with # comments.
// A bad line is an error that names it; nothing is returned then.
func Parse(gameName, text string) ([]Puzzle, error) {
	d, err := game.Lookup(gameName)
	if err != nil {
		return nil, err
	}
	var out []Puzzle
	seen := map[string]bool{}
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := parseLine(d, line)
		if err == nil && seen[p.ID] {
			err = fmt.Errorf("puzzle %s is there twice", p.ID)
		}
		if err != nil {
			return nil, fmt.Errorf("%s puzzles, line %d: %w", d.Title, n, err)
		}
		seen[p.ID] = true
		out = append(out, p)
	}
	return out, sc.Err()
}

func parseLine(d *game.Def, line string) (Puzzle, error) {
	f := strings.Split(line, "|")
	if len(f) != 8 {
		return Puzzle{}, fmt.Errorf("%d fields, not 8 (id|variant|level|turns|unique|position|line|from)", len(f))
	}
	p := Puzzle{ID: f[0], Game: d.Name, Position: f[5], Line: strings.Fields(f[6]), From: f[7]}
	var err error
	if p.Variant, err = d.CheckVariant(f[1]); err != nil {
		return p, err
	}
	if p.Level, err = strconv.Atoi(f[2]); err != nil || p.Level < 1 || p.Level > Levels {
		return p, fmt.Errorf("level %q is not 1 to %d", f[2], Levels)
	}
	if p.Turns, err = strconv.Atoi(f[3]); err != nil || p.Turns < 1 {
		return p, fmt.Errorf("turns %q is not a positive number", f[3])
	}
	switch f[4] {
	case "unique":
		p.Unique = true
	case "-":
	default:
		return p, fmt.Errorf("%q is neither unique nor -", f[4])
	}
	if p.ID == "" {
		return p, fmt.Errorf("no id")
	}
	s, err := d.Parse(p.Variant, p.Position)
	if err != nil {
		return p, fmt.Errorf("position: %w", err)
	}
	if s.Terminal() || s.ToMove() < 0 {
		return p, fmt.Errorf("nobody is to play in the position")
	}
	if len(p.Line) == 0 {
		return p, fmt.Errorf("no winning line")
	}
	return p, nil
}

//go:embed data/*.txt
var data embed.FS

// All are a game's puzzles, easiest first as the data lists them (none for
// a game without puzzles, or one this program does not have). The data is checked by the tests: an error here
// is a broken build.
func All(gameName string) []Puzzle {
	parsed.Lock()
	defer parsed.Unlock()
	ps, ok := parsed.by[gameName]
	if !ok {
		var known bool
		if ps, known = parse(gameName); known {
			parsed.by[gameName] = ps
		}
	}
	return slices.Clone(ps)
}

// parsed keeps each game's puzzles as parsed the first time they are asked
// for: screens ask every frame (the setup's rules page says whether a game
// has puzzles), and the data is embedded, so it never changes.
var parsed = struct {
	sync.Mutex
	by map[string][]Puzzle
}{by: map[string][]Puzzle{}}

func parse(gameName string) (ps []Puzzle, known bool) {
	b, err := data.ReadFile("data/" + gameName + ".txt")
	if err != nil {
		return nil, true
	}
	if _, err := game.Lookup(gameName); err != nil {
		return nil, false // a program without the game (a test of another game's table)
	}
	ps, err = Parse(gameName, string(b))
	if err != nil {
		panic(err)
	}
	return ps, true
}

// Games are the games that have puzzles, in the menu's order.
func Games() []string {
	var out []string
	for _, name := range game.Names() {
		if len(All(name)) > 0 {
			out = append(out, name)
		}
	}
	return out
}

// Find is the puzzle with an id.
func Find(id string) (Puzzle, bool) {
	for _, g := range Games() {
		for _, p := range All(g) {
			if p.ID == id {
				return p, true
			}
		}
	}
	return Puzzle{}, false
}

// Daily is the puzzle of a day (a date in the player's own time zone, as
// year, month and day): every puzzle of every game in turn, in an order
// fixed once and mixed so that games and difficulties take turns.
func Daily(year int, month time.Month, day int) Puzzle {
	var all []Puzzle
	for _, g := range Games() {
		all = append(all, All(g)...)
	}
	if len(all) == 0 {
		return Puzzle{}
	}
	order := game.NewRand(2026).Perm(len(all))
	n := int(time.Date(year, month, day, 12, 0, 0, 0, time.UTC).Sub(time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)).Hours() / 24)
	n %= len(all)
	if n < 0 {
		n += len(all)
	}
	return all[order[n]]
}
