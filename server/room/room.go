// Package room is one online game as the server runs it, without Nakama: who
// sits where, the match played through rules/ (every action checked, chance
// drawn here with a seed that never leaves the server), computer seats
// thinking in slices, and what every player may be shown. The Nakama match
// handler (package match) is a thin adapter around it, so everything here is
// tested without a server.
package room

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"

	// Every game Roost has.
	_ "github.com/birdroost/roost/lang/english" // the log's words, in English
	_ "github.com/birdroost/roost/rules/columba"
	_ "github.com/birdroost/roost/rules/columbiz"
	_ "github.com/birdroost/roost/rules/falconry"
	_ "github.com/birdroost/roost/rules/tokyodoves"
)

// Human marks a seat for a person in Config.Seats; any other value is a
// computer level of the game.
const Human = online.Human

// MaxAction is the longest action text a client may send (every game's
// notation is far shorter).
const MaxAction = 64

// Config is what a game is created with.
type Config struct {
	Game    string   // a registered game ("columba")
	Variant string   // "" for the game's default
	Seats   []string // Human or a computer level, one a seat
	Seed    uint64   // the chance seed (0: a fresh one); never shown to players
	Clock   Clock    // the time a person has for a turn (none by default)
	// Users keeps seats for people invited by account (a user id at their
	// seat, "" elsewhere; nil for none): nobody else can take them.
	Users []string
}

// Clock is the time limit of a person's turn: a live game's seconds or
// minutes, a correspondence game's days, and what happens to a seat that
// runs out of time (or leaves for good).
type Clock struct {
	Turn      time.Duration `json:"turn"`       // 0: no limit
	OnTimeout string        `json:"on_timeout"` // TimeoutComputer or TimeoutLose
}

// What a late seat becomes.
const (
	TimeoutComputer = "computer" // a computer player of TakeoverLevel plays it on
	TimeoutLose     = "lose"     // it loses, and the game ends
)

// MaxTurn is the longest turn limit (a correspondence game's 14 days).
const MaxTurn = 14 * 24 * time.Hour

// Check says what is wrong with a clock.
func (c Clock) Check() error {
	switch {
	case c.Turn < 0 || c.Turn > MaxTurn:
		return fmt.Errorf("a turn limit is between 10 seconds and 14 days, not %s", c.Turn)
	case c.Turn > 0 && c.Turn < 10*time.Second:
		return fmt.Errorf("a turn limit is between 10 seconds and 14 days, not %s", c.Turn)
	case c.Turn > 0 && c.OnTimeout != TimeoutComputer && c.OnTimeout != TimeoutLose:
		return fmt.Errorf("a seat out of time is handed to the %q or made to %q, not %q", TimeoutComputer, TimeoutLose, c.OnTimeout)
	}
	return nil
}

// Timing is what a room keeps of its clock, stored with the game so that a
// restart loses none of it.
type Timing struct {
	Clock     Clock  `json:"clock"`
	TurnSince int64  `json:"turn_since"` // Unix ms when the seat to act began its turn
	Lost      int    `json:"lost"`       // the seat that lost on time or left, +1 (0: none)
	TakenOver []bool `json:"taken_over"` // seats a computer plays since their person ran out of time
}

// Room is one game on the server.
type Room struct {
	def     *game.Def
	m       *game.Match
	users   []string // the user sitting at each seat ("" open; computer seats stay "")
	bots    []game.Bot
	think   game.Thinking
	thinker int // the seat thinking, -1 for none
	timing  Timing
	mover   int // the seat whose turn timing.TurnSince started
	now     func() time.Time
}

// TakeoverLevel is the computer level that plays on for a late seat: the
// game's middle level.
func TakeoverLevel(d *game.Def) string { return d.Levels[len(d.Levels)/2] }

func (r *Room) takeoverLevel() string { return TakeoverLevel(r.def) }

// Refusals: what a client's action or join can be refused with (wrapped with
// the details), as messages each player reads in their language; a bad
// action wraps the game's own refusal.
var (
	ErrNoSeat      = game.Refuse("online.refuse.no-seat")
	ErrNotYourTurn = game.Refuse("online.refuse.not-your-turn")
	ErrStale       = game.Refuse("online.refuse.stale")
	ErrOver        = game.Refuse("online.refuse.over")
	ErrFull        = game.Refuse("online.refuse.full")
	ErrBadAction   = errors.New("that action is not allowed")
)

// seqError is the refusal of a message for the position after seq actions
// when the game is elsewhere: stale when the sender saw an older position,
// nonsense for one that never was (a negative seq or one from the future).
func (r *Room) seqError(seq int) error {
	if seq < 0 || seq > r.Seq() {
		return game.Refuse("online.refuse.bad-seq", "Seq", seq, "At", r.Seq())
	}
	return fmt.Errorf("%w (you saw action %d, it is at %d)", ErrStale, seq, r.Seq())
}

// New creates a game: the configuration is checked against the registry
// (game, variant, player count, computer levels).
func New(cfg Config) (*Room, error) {
	def, err := game.Lookup(cfg.Game)
	if err != nil {
		return nil, err
	}
	variant, err := def.CheckVariant(cfg.Variant)
	if err != nil {
		return nil, err
	}
	players := make([]string, len(cfg.Seats))
	for i, s := range cfg.Seats {
		players[i] = strings.ToLower(strings.TrimSpace(s))
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = game.NewSeed()
	}
	if err := cfg.Clock.Check(); err != nil {
		return nil, err
	}
	m, err := game.NewMatch(def, variant, players, seed, "")
	if err != nil {
		return nil, err
	}
	users := make([]string, len(players))
	if cfg.Users != nil {
		if len(cfg.Users) != len(players) {
			return nil, fmt.Errorf("%d seats, but %d invited players given", len(players), len(cfg.Users))
		}
		for i, u := range cfg.Users {
			if u == "" {
				continue
			}
			if players[i] != Human {
				return nil, fmt.Errorf("seat %d is a computer's: nobody can be invited to it", i+1)
			}
			for _, v := range users[:i] {
				if v == u {
					return nil, errors.New("a player is invited to two seats")
				}
			}
			users[i] = u
		}
	}
	r, err := seat(m, users, Timing{Clock: cfg.Clock})
	if err != nil {
		return nil, err
	}
	r.timing.TurnSince = r.now().UnixMilli()
	return r, nil
}

// seat makes the room of a match with its users, the computer seats'
// players made from the match's seed.
func seat(m *game.Match, users []string, t Timing) (*Room, error) {
	r := &Room{def: m.Def, m: m, users: users, bots: make([]game.Bot, len(users)), thinker: -1, timing: t, now: time.Now}
	if len(r.timing.TakenOver) != len(users) {
		r.timing.TakenOver = make([]bool, len(users))
	}
	for seat, p := range m.Players {
		if r.timing.TakenOver[seat] {
			p = r.takeoverLevel()
		}
		if p == Human {
			continue
		}
		var err error
		if r.bots[seat], err = m.Def.NewBot(p, m.Seed+uint64(seat)+1); err != nil {
			return nil, err
		}
	}
	r.mover = m.State.ToMove()
	return r, nil
}

// Load rebuilds a room from its stored record and the users at its seats
// (after a server restart): the record replays exactly, the chance to come
// follows from its seed, and the computer seats think as before.
func Load(record string, users []string, t Timing) (*Room, error) {
	m, err := game.LoadRecord(record)
	if err != nil {
		return nil, err
	}
	if len(users) != len(m.Players) {
		return nil, fmt.Errorf("the record has %d seats, but %d users were stored", len(m.Players), len(users))
	}
	if err := t.Clock.Check(); err != nil {
		return nil, err
	}
	return seat(m, append([]string(nil), users...), t)
}

// Timing is the clock's state, to store.
func (r *Room) Timing() Timing {
	t := r.timing
	t.TakenOver = append([]bool(nil), t.TakenOver...)
	return t
}

// Now is the room's clock.
func (r *Room) Now() time.Time { return r.now() }

// Waiting reports whether nothing happens in the game until a person acts
// or their clock runs out (deadline, zero for none): it is over, or a
// person is to act. A match need not step a waiting room.
func (r *Room) Waiting() (bool, time.Time) {
	if r.Over() {
		return true, time.Time{}
	}
	to := r.m.State.ToMove()
	if to < 0 || r.bots[to] != nil || r.think != nil {
		return false, time.Time{}
	}
	return true, r.Deadline()
}

// SetNow replaces the clock (tests).
func (r *Room) SetNow(now func() time.Time) { r.now = now }

// Deadline is when the seat to act runs out of time (zero: never).
func (r *Room) Deadline() time.Time {
	to := r.m.State.ToMove()
	if r.timing.Clock.Turn <= 0 || r.Over() || to < 0 || r.bots[to] != nil {
		return time.Time{}
	}
	return time.UnixMilli(r.timing.TurnSince).Add(r.timing.Clock.Turn)
}

// turnMoved restarts the turn's clock when another seat is to act.
func (r *Room) turnMoved() {
	if to := r.m.State.ToMove(); to != r.mover {
		r.mover = to
		r.timing.TurnSince = r.now().UnixMilli()
	}
}

// Expire applies the clock: a person past their turn's limit is handed to
// a computer or loses, as the game was set up. It returns what it did (no
// message for nothing).
func (r *Room) Expire() game.Msg {
	d := r.Deadline()
	if d.IsZero() || r.now().Before(d) {
		return game.Msg{}
	}
	return r.drop(r.m.State.ToMove(), false)
}

// Leave is a person leaving the game for good: their seat is handed to a
// computer or loses, as for running out of time.
func (r *Room) Leave(user string) (game.Msg, error) {
	seat := r.SeatOf(user)
	switch {
	case seat < 0:
		return game.Msg{}, ErrNoSeat
	case r.Over():
		return game.Msg{}, ErrOver
	}
	return r.drop(seat, true), nil
}

// drop hands a seat whose person ran out of time (or left) to a computer,
// or makes it lose; it says which.
func (r *Room) drop(seat int, left bool) game.Msg {
	name := game.Colour(r.def.SeatLabel(seat))
	if r.timing.Clock.OnTimeout == TimeoutLose {
		r.timing.Lost = seat + 1
		r.think, r.thinker = nil, -1
		return online.Dropped(name, left, true, "")
	}
	level := r.takeoverLevel()
	bot, err := r.def.NewBot(level, r.m.Seed+uint64(seat)+101)
	if err != nil {
		return game.Msg{} // cannot happen: the level is the game's own
	}
	r.bots[seat] = bot
	r.timing.TakenOver[seat] = true
	r.timing.TurnSince = r.now().UnixMilli()
	return online.Dropped(name, left, false, level)
}

// Users is the user at each seat ("" for open and computer seats).
func (r *Room) Users() []string { return append([]string(nil), r.users...) }

// Actions is the history in notation from the i-th action on: what a
// client replays (random events as drawn, with their "*").
func (r *Room) Actions(from int) []string {
	h := r.m.History()
	if from < 0 || from > len(h) {
		return nil
	}
	out := make([]string, 0, len(h)-from)
	for _, p := range h[from:] {
		out = append(out, p.Text)
	}
	return out
}

// Join seats a user: at their own seat again if they have one, else at the
// first open seat for a person. It returns the seat.
func (r *Room) Join(user string) (int, error) {
	if user == "" {
		return -1, fmt.Errorf("%w: no user", ErrNoSeat)
	}
	if seat := r.SeatOf(user); seat >= 0 {
		return seat, nil
	}
	if r.Over() {
		return -1, ErrOver
	}
	for seat, u := range r.users {
		if u == "" && r.bots[seat] == nil {
			r.users[seat] = user
			return seat, nil
		}
	}
	return -1, ErrFull
}

// SeatOf is a user's seat, or -1.
func (r *Room) SeatOf(user string) int {
	for seat, u := range r.users {
		if u != "" && u == user {
			return seat
		}
	}
	return -1
}

// Act applies a person's action: from a user with a seat, on their turn,
// for the position they saw (seq: the number of actions applied when they
// chose), legal by the rules. A refused action changes nothing.
func (r *Room) Act(user string, seq int, text string) ([]game.Event, error) {
	seat := r.SeatOf(user)
	switch {
	case seat < 0:
		return nil, ErrNoSeat
	case r.Over():
		return nil, ErrOver
	case seq != r.Seq():
		return nil, r.seqError(seq)
	case r.m.State.ToMove() != seat:
		return nil, ErrNotYourTurn
	case len(text) > MaxAction:
		return nil, fmt.Errorf("%w: the action is %d characters long", ErrBadAction, len(text))
	}
	ev, err := r.m.PlayText(text)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadAction, err)
	}
	r.turnMoved()
	return ev, nil
}

// Undo takes back the asking player's actions, by game.Match.Undo's rule
// (their own last action of the turn, or back over computer seats to their
// own previous turn; never past a chance event, which was revealed), for
// the position after seq actions. It returns how many were taken back.
func (r *Room) Undo(user string, seq int) (int, error) {
	seat := r.SeatOf(user)
	switch {
	case seat < 0:
		return 0, ErrNoSeat
	case r.Over():
		return 0, ErrOver
	case seq != r.Seq():
		return 0, r.seqError(seq)
	}
	n, err := r.m.Undo(seat)
	if err != nil {
		return 0, err
	}
	r.think, r.thinker = nil, -1 // a computer's thoughts on the old position
	r.turnMoved()
	return n, nil
}

// TakeBack takes back a player's last turn, which their rival allowed
// (game.Match.TakeBack: it must be the last thing that happened), for the
// position after seq actions; check only asks whether it could.
func (r *Room) TakeBack(user string, seq int, check bool) (int, error) {
	seat := r.SeatOf(user)
	switch {
	case seat < 0:
		return 0, ErrNoSeat
	case r.Over():
		return 0, ErrOver
	case seq != r.Seq():
		return 0, r.seqError(seq)
	case len(r.users) != 2:
		return 0, errors.New("only in a game of two players can the other let you take back your turn")
	}
	for i, u := range r.users {
		if u == "" || r.m.IsBot(i) {
			return 0, errors.New("only another person can let you take back your turn")
		}
	}
	if check {
		return 0, r.m.CanTakeBack(seat)
	}
	n, err := r.m.TakeBack(seat)
	if err != nil {
		return 0, err
	}
	r.think, r.thinker = nil, -1
	r.turnMoved()
	return n, nil
}

// Step moves the game on by itself for at most budget: chance is drawn, and
// a computer seat thinks (a slice at a time, so no game stalls the others)
// and plays. It returns the events of what it applied.
func (r *Room) Step(budget time.Duration) ([]game.Event, error) {
	var out []game.Event
	deadline := time.Now().Add(budget)
	defer r.turnMoved()
	for !r.Over() {
		to := r.m.State.ToMove()
		if to == game.Chance {
			ev, err := r.m.ResolveChance()
			if err != nil {
				return out, err
			}
			out = append(out, ev...)
			continue
		}
		if to < 0 || r.bots[to] == nil {
			return out, nil
		}
		if r.think == nil || r.thinker != to {
			r.think, r.thinker = r.bots[to].Think(r.m.State.Clone()), to
		}
		left := time.Until(deadline)
		if left <= 0 {
			return out, nil
		}
		if !r.think.Step(int64(left)) {
			return out, nil
		}
		a := r.think.Best()
		r.think, r.thinker = nil, -1
		ev, err := r.m.Play(a)
		if err != nil {
			return out, fmt.Errorf("a computer seat chose an illegal action: %w", err)
		}
		out = append(out, ev...)
	}
	return out, nil
}

// ToMove is the seat to act (-1 for nobody: chance, or the game is over).
func (r *Room) ToMove() int {
	if r.Over() {
		return -1
	}
	return max(-1, r.m.State.ToMove())
}

// Seq is the number of actions applied so far (chance included).
func (r *Room) Seq() int { return len(r.m.History()) }

// Over reports whether the game has ended.
func (r *Room) Over() bool { return r.m.State.Terminal() || r.timing.Lost > 0 }

// View is what every player and spectator may see of the game (package
// online's message).
type View = online.View

// View is the game as anyone may see it: never the seed or the user ids.
func (r *Room) View() View {
	st := r.m.State
	v := View{Game: r.def.Name, Variant: r.m.Variant, Seq: r.Seq(), Position: st.String(), ToMove: st.ToMove(),
		Seats: append([]string(nil), r.m.Players...), Over: r.Over()}
	if v.ToMove < 0 || v.Over {
		v.ToMove = -1
	}
	for seat, u := range r.users {
		v.Taken = append(v.Taken, u != "")
		if r.timing.TakenOver[seat] {
			v.Seats[seat] = r.takeoverLevel()
		}
	}
	if d := r.Deadline(); !d.IsZero() {
		v.Deadline = d.UnixMilli()
	}
	if r.timing.Clock.Turn > 0 && !v.Over {
		v.Turn = int64(r.timing.Clock.Turn / time.Second)
	}
	switch {
	case r.timing.Lost > 0:
		// Lost on time (or left): last, and everyone else shares the win.
		v.Scores = st.Scores()
		v.Returns = make([]float64, len(r.users))
		for i := range v.Returns {
			v.Returns[i] = 1
		}
		v.Returns[r.timing.Lost-1] = 0
		v.Lost = r.timing.Lost
	case v.Over:
		v.Scores, v.Returns = st.Scores(), st.Returns()
	}
	return v
}

// Record is the game's record in rules/game's format, for storage (it holds
// the seed: it is never sent to a player).
func (r *Room) Record() string { return r.m.Record() }

// Last is the last player's action (the first message it made the log
// say) and the seat that made it; none and -1 before anyone acted.
func (r *Room) Last() (game.Msg, int) {
	h := r.m.History()
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Seat < 0 {
			continue
		}
		ev := r.m.EventsOf(i)
		for _, e := range ev {
			if e.Seat == h[i].Seat && e.Msg.Key != "" && e.Kind != "turn" {
				return e.Msg, h[i].Seat
			}
		}
		for _, e := range ev {
			if e.Msg.Key != "" {
				return e.Msg, h[i].Seat
			}
		}
		return game.M("error", "Text", h[i].Text), h[i].Seat
	}
	return game.Msg{}, -1
}
