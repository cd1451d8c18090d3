// Package game is the model every Roost rules engine implements: whose decision it
// is (a seat, or chance), the legal actions, applying an action with events or a
// readable error, the end of the game and its results, and cheap cloning for search.
//
// The package knows nothing of pixels (it never imports ebiten) and nothing of
// any one game: games register a Def in their init function.
package game

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Action is one atomic decision, encoded by its game. The encoding is opaque to
// everything outside the game package; the text form is ActionString.
type Action uint64

// Special values of State.ToMove.
const (
	// Chance means the next action is a random event (a roll, a draw).
	Chance = -1
	// Nobody means the game is over.
	Nobody = -2
)

// Outcome is one possible result of a chance event with its probability.
type Outcome struct {
	Action Action
	Prob   float64
}

// Event reports one thing that happened while an action was applied. Scenes
// animate events and the in-game log prints them.
type Event struct {
	Kind string // short machine-readable kind, e.g. "put", "move", "capture", "roll", "win"
	Seat int    // the seat concerned, or -1
	Msg  Msg    // what happened, for the log, in no language
	// Optional details a scene may use; meaning depends on Kind and game.
	From, To [2]int
	Piece    int
	Value    int
	Values   []int
}

// State is a position of one game. Implementations must be deep-copied by Clone.
type State interface {
	// Game is the registered name of the game.
	Game() string
	// Variant is the variant name (one of the Def's Variants).
	Variant() string
	// Seats is the number of seats (2-4).
	Seats() int
	// ToMove is the seat whose decision it is, Chance, or Nobody when the game is over.
	ToMove() int
	// Turn counts turns from 0; it increases when a turn passes to the next seat.
	// A compound turn (several actions by one seat) keeps one Turn value.
	Turn() int
	// Legal appends the legal actions to buf[:0] and returns it. For a chance node
	// it lists the possible outcomes (see ChanceOutcomes for the probabilities).
	Legal(buf []Action) []Action
	// Apply applies a, appending events to ev when ev is non-nil. An illegal
	// action returns an error that says why and leaves the state untouched.
	Apply(a Action, ev *[]Event) error
	// ChanceOutcomes lists the outcomes of the pending chance event with their
	// probabilities. It is only called when ToMove() == Chance.
	ChanceOutcomes() []Outcome
	// Terminal reports whether the game is over.
	Terminal() bool
	// Returns gives each seat's result when the game is over: 1 for a win,
	// 0 for a loss, shared values for draws and shared victories.
	Returns() []float64
	// Scores gives each seat's score (points, or 0/1 for games without points).
	Scores() []int
	// Clone returns a deep copy.
	Clone() State
	// ActionString writes a in the game's notation (for the current position).
	ActionString(a Action) string
	// ParseAction reads the game's notation for the current position.
	ParseAction(s string) (Action, error)
	// String is the position in the game's notation.
	String() string
}

// Teamed is implemented by states whose variant has teams.
type Teamed interface {
	// Team gives the team index of a seat.
	Team(seat int) int
}

// Viewer is implemented by states that hide information from some seats.
type Viewer interface {
	// View returns a copy of the state in which what seat cannot see is hidden
	// or re-sampled with rng.
	View(seat int, rng *rand.Rand) State
}

// Evaluator is implemented by states that can estimate each seat's chances
// without playing to the end (used by search cut-offs and weak bots).
type Evaluator interface {
	// Evaluate returns, for each seat, an estimate in [0,1] of its result.
	Evaluate() []float64
}

// Def describes a registered game.
type Def struct {
	Name        string   // registry key and record name, e.g. "tokyodoves"
	Title       string   // display name, e.g. "Tokyo Doves"
	Variants    []string // variant names; the first is the default
	MinSeats    int
	MaxSeats    int
	RulesVer    int // bumped when a rules change would alter replays
	SeatsFor    func(variant string) []int
	New         func(variant string, seats int, rng *rand.Rand) (State, error)
	Parse       func(variant string, position string) (State, error)
	Levels      []string // bot strength names, weakest first
	NewBot      func(level string, seed uint64) (Bot, error)
	SeatName    func(seat int) string // e.g. "Red"; nil for "Seat N"
	Description string
	// Judge makes the Expert's judge of positions, for the analysis of a
	// finished game (nil: the game has no analysis yet).
	Judge func() Judge
	// JudgeStep is about what a step of Judge's searches (a search.Ctl's
	// Tick or Check) takes on a desktop: a finished analysis (shots, tests)
	// counts their time in such steps instead of by the clock
	// (search.Counted), so that it says the same on every run and machine.
	JudgeStep time.Duration
}

// Judge judges positions for a game's analysis (one judge a game: it may
// keep what it learns from one position for the next).
type Judge interface {
	// Judge starts judging s (a copy the judge owns), which is neither over
	// nor a chance event.
	Judge(s State) Judging
}

// Judging is a judgement in progress, advanced in slices like a Thinking;
// its Verdict is ready once it has finished.
type Judging interface {
	Thinking
	Verdict() Verdict
}

// Verdict is the Expert's judgement of a position.
type Verdict struct {
	Seat   int       // the seat to act
	Best   Action    // the action the Expert prefers there
	Chance []float64 // each seat's estimated chance of winning, in [0,1]
	// Proven is a forced result for the seat to act: n > 0 it wins within
	// n of its own turns (this one included) whatever the others do, n < 0
	// it loses, the winner taking -n of its turns; 0: not proven.
	Proven int
}

// Bot chooses actions for a seat. Implementations are in the games' packages and
// are built on rules/search.
type Bot interface {
	// Think starts thinking about s (a copy owned by the bot) and returns a
	// Thinking that is advanced in slices.
	Think(s State) Thinking
	// Level is the strength name.
	Level() string
}

// Thinking is a search in progress. Step runs it for about budget nanoseconds
// and reports whether it has finished; Best is the chosen action once done.
type Thinking interface {
	Step(budgetNanos int64) bool
	Best() Action
	Cancel()
}

var registry = map[string]*Def{}

// Register adds a game. It panics on a duplicate name (a programming error).
func Register(d *Def) {
	if _, dup := registry[d.Name]; dup {
		panic("game: duplicate registration of " + d.Name)
	}
	registry[d.Name] = d
}

// Lookup finds a registered game by name.
func Lookup(name string) (*Def, error) {
	d, ok := registry[strings.ToLower(name)]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	return d, nil
}

// Names lists the registered games, sorted.
func Names() []string {
	var n []string
	for k := range registry {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// CheckVariant returns the variant name to use ("" means the default) or an error.
func (d *Def) CheckVariant(v string) (string, error) {
	if v == "" {
		return d.Variants[0], nil
	}
	for _, x := range d.Variants {
		if strings.EqualFold(x, v) {
			return x, nil
		}
	}
	return "", fmt.Errorf("%s has no variant %q (variants: %s)", d.Title, v, strings.Join(d.Variants, ", "))
}

// SeatCounts lists the player counts a variant is played with.
func (d *Def) SeatCounts(variant string) []int {
	if d.SeatsFor != nil {
		return d.SeatsFor(variant)
	}
	var counts []int
	for i := d.MinSeats; i <= d.MaxSeats; i++ {
		counts = append(counts, i)
	}
	return counts
}

// CheckSeats validates a seat count for a variant.
func (d *Def) CheckSeats(variant string, n int) error {
	allowed := d.SeatCounts(variant)
	for _, a := range allowed {
		if a == n {
			return nil
		}
	}
	return fmt.Errorf("%s (%s) is for %s players, not %d", d.Title, variant, joinInts(allowed), n)
}

// SeatLabel names a seat for people.
func (d *Def) SeatLabel(seat int) string {
	if d.SeatName != nil {
		return d.SeatName(seat)
	}
	return fmt.Sprintf("Player %d", seat+1)
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, " or ")
}

// ErrGameOver is returned when an action is applied to a finished game.
var ErrGameOver = Refuse("refuse.game-over")

// SampleChance picks a chance outcome of s with rng, weighted by probability.
func SampleChance(s State, rng *rand.Rand) Action {
	out := s.ChanceOutcomes()
	r := rng.Float64()
	acc := 0.0
	for _, o := range out {
		acc += o.Prob
		if r < acc {
			return o.Action
		}
	}
	return out[len(out)-1].Action
}

// NewRand returns the project's seeded generator (PCG) for a seed.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// Level finds a computer level by name (any case) among a game's levels.
func Level(levels []string, name string) (string, error) {
	for _, l := range levels {
		if strings.EqualFold(l, name) {
			return l, nil
		}
	}
	return "", fmt.Errorf("unknown level %q (levels: %s)", name, strings.Join(levels, ", "))
}

// IsLegal reports whether a is among s's legal actions.
func IsLegal(s State, a Action) bool {
	for _, x := range s.Legal(nil) {
		if x == a {
			return true
		}
	}
	return false
}

// KeyValues reads the key=value fields of a position's notation, refusing
// a field without '=' and a key given twice.
func KeyValues(fields []string) (map[string]string, error) {
	kv := make(map[string]string, len(fields))
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("%q: fields are written key=value", f)
		}
		if _, dup := kv[k]; dup {
			return nil, fmt.Errorf("%q is given twice", k)
		}
		kv[k] = v
	}
	return kv, nil
}

// ClipQuoted shortens every Go-quoted string in a message that is longer than
// 48 characters to its beginning, an ellipsis and its length, so that an error
// never echoes a huge input back (a 100 KB position, a garbage line).
func ClipQuoted(msg string) string {
	const keep = 40
	if len(msg) < 48 {
		return msg
	}
	var b strings.Builder
	for i := 0; i < len(msg); {
		if msg[i] != '"' {
			b.WriteByte(msg[i])
			i++
			continue
		}
		q, err := strconv.QuotedPrefix(msg[i:])
		if err != nil {
			b.WriteByte(msg[i])
			i++
			continue
		}
		i += len(q)
		u, _ := strconv.Unquote(q)
		r := []rune(u)
		if len(r) <= 48 {
			b.WriteString(q)
			continue
		}
		head := strconv.Quote(string(r[:keep]))
		fmt.Fprintf(&b, "%s…\" (%d characters)", head[:len(head)-1], len(r))
	}
	return b.String()
}
