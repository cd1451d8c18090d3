package game

import (
	"bufio"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	mrand "math/rand/v2"
	"strconv"
	"strings"
)

// RecordVersion is the version of the record text format. Format 3 ends with
// the line "end: N crc32:XXXXXXXX": N the number of actions, so a record cut
// short is refused instead of read as a shorter game, and the CRC-32 (IEEE,
// eight hexadecimal digits) of every byte before the end line, so a record
// changed or damaged anywhere is refused instead of read as another game.
// The checksum reads the text as LoadRecord does: without a leading UTF-8
// byte order mark, each line ending in LF (a CRLF counts as LF). Format 2
// (the end line without the checksum) loads with a word that its content
// could not be checked (Match.Unchecked); format 1 (no end line) loads when
// it ends with a line end, and, unless its game is over, with a word that
// its end could not be checked.
const RecordVersion = 3

// MaxRecordLine is the longest line a record may have.
const MaxRecordLine = 1 << 20

// Played is one action in a match's history.
type Played struct {
	Seat   int    // who acted (Chance for random events)
	Turn   int    // the state's Turn() before the action
	Action Action // the action
	Text   string // the action in notation, as written in the record
}

// Match is a game being played: the state, the seeded generator that decides
// chance events, the history that makes the record, and undo.
type Match struct {
	Def     *Def
	Variant string
	Players []string // per seat: "human" or a bot level
	Seed    uint64
	Start   string // custom starting position, or "" for the standard setup
	State   State

	// Unchecked is the word a loaded record needs, having no checksum
	// (format 2) or no end line (format 1, a game not over): what of it
	// could not be checked. Empty for a record of this format, or a match
	// made here.
	Unchecked Msg

	rng     *mrand.Rand
	history []Played
	snaps   []State // snaps[i] is the state before history[i]
}

// NewSeed returns a seed from the operating system's random source.
func NewSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return binary.LittleEndian.Uint64(b[:])
}

// NewMatch sets up a new match. players has one entry per seat: "human" or a
// bot level of the game. start may name a custom position in the game's notation.
func NewMatch(d *Def, variant string, players []string, seed uint64, start string) (*Match, error) {
	v, err := d.CheckVariant(variant)
	if err != nil {
		return nil, err
	}
	if err := d.CheckSeats(v, len(players)); err != nil {
		return nil, err
	}
	for i, p := range players {
		if p == "human" {
			continue
		}
		if !containsFold(d.Levels, p) {
			return nil, fmt.Errorf("seat %d: %q is neither human nor a level (%s)", i+1, p, strings.Join(d.Levels, ", "))
		}
	}
	m := &Match{Def: d, Variant: v, Players: append([]string(nil), players...), Seed: seed, Start: start, rng: NewRand(seed)}
	if start != "" {
		m.State, err = d.Parse(v, start)
		if err != nil {
			return nil, fmt.Errorf("start position: %w", err)
		}
		if m.State.Seats() != len(players) {
			return nil, fmt.Errorf("start position has %d seats, but %d players were given", m.State.Seats(), len(players))
		}
	} else {
		m.State, err = d.New(v, len(players), NewRand(seed^0x5eed))
		if err != nil {
			return nil, err
		}
	}
	return m, nil
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// IsBot reports whether a seat is played by the computer.
func (m *Match) IsBot(seat int) bool {
	return seat >= 0 && seat < len(m.Players) && m.Players[seat] != "human"
}

// History returns the actions played so far (do not modify).
func (m *Match) History() []Played { return m.history }

// Play applies a decision of the seat to move.
func (m *Match) Play(a Action) ([]Event, error) {
	s := m.State
	if s.Terminal() {
		return nil, ErrGameOver
	}
	seat := s.ToMove()
	text := s.ActionString(a)
	before := s.Clone()
	var ev []Event
	if err := s.Apply(a, &ev); err != nil {
		return nil, err
	}
	if seat == Chance {
		text = "*" + text
	}
	m.snaps = append(m.snaps, before)
	m.history = append(m.history, Played{Seat: seat, Turn: before.Turn(), Action: a, Text: text})
	return ev, nil
}

// PlayText parses an action in notation and plays it.
func (m *Match) PlayText(text string) ([]Event, error) {
	a, err := m.State.ParseAction(text)
	if err != nil {
		return nil, err
	}
	return m.Play(a)
}

// PlayRecorded plays one line of a record's actions as it was played
// elsewhere: a random event ("*" and its outcome) is taken as given, not
// drawn, so a client that never sees the seed replays the game the server
// holds. The line must match who is to act: a random event only when one is
// due, a player's action only when a player is to act.
func (m *Match) PlayRecorded(text string) ([]Event, error) {
	chance := strings.HasPrefix(text, "*")
	if chance != (m.State.ToMove() == Chance) {
		if chance {
			return nil, fmt.Errorf("%q is a random event, but a player is to act", text)
		}
		return nil, fmt.Errorf("%q is a player's action, but a random event is due", text)
	}
	return m.PlayText(strings.TrimPrefix(text, "*"))
}

// ResolveChance decides a pending chance event with the match's generator.
func (m *Match) ResolveChance() ([]Event, error) {
	if m.State.ToMove() != Chance {
		return nil, errors.New("no chance event is pending")
	}
	return m.Play(SampleChance(m.State, m.rng))
}

// ErrNoUndo explains why nothing was taken back.
var ErrNoUndo = errors.New("nothing to take back")

// Undo takes back actions for the seat that asks: its own last action of the
// current turn; or, when only computer seats have acted since, everything back to
// the start of its previous turn. It never crosses a chance event (a roll, a
// draw). It returns how many actions were taken back.
func (m *Match) Undo(seat int) (int, error) {
	n := len(m.history)
	if n == 0 {
		return 0, ErrNoUndo
	}
	last := m.history[n-1]
	if last.Seat == Chance {
		return 0, errors.New("a random event was revealed: it cannot be taken back")
	}
	// (A pending chance event, e.g. dice not yet rolled, reveals nothing.)
	if to := m.State.ToMove(); last.Seat == seat && last.Turn == m.State.Turn() && (to == seat || to == Chance) {
		m.truncate(n - 1)
		return 1, nil
	}
	// Walk back over computer actions to the start of seat's previous turn;
	// only against computers: another person now to act keeps their turn.
	if to := m.State.ToMove(); to >= 0 && to != seat && !m.IsBot(to) {
		return 0, fmt.Errorf("it is %s's turn: only your own actions can be taken back", m.Def.SeatLabel(to))
	}
	i := n - 1
	for i >= 0 && m.history[i].Seat != seat {
		h := m.history[i]
		if h.Seat == Chance {
			return 0, errors.New("a random event was revealed since your last turn: it cannot be taken back")
		}
		if !m.IsBot(h.Seat) {
			return 0, fmt.Errorf("%s has played since: only your own actions can be taken back", m.Def.SeatLabel(h.Seat))
		}
		i--
	}
	if i < 0 {
		return 0, ErrNoUndo
	}
	turn := m.history[i].Turn
	for i >= 0 && m.history[i].Seat == seat && m.history[i].Turn == turn {
		i--
	}
	k := n - (i + 1)
	m.truncate(i + 1)
	return k, nil
}

// TakeBack takes back seat's last turn when it is the last thing that
// happened (the next player has not acted yet, nothing was rolled or drawn
// since): what another player may allow (an online rival's consent). It
// returns how many actions it took back.
func (m *Match) TakeBack(seat int) (int, error) {
	n := len(m.history)
	i := n - 1
	for i >= 0 && m.history[i].Seat == seat && m.history[i].Turn == m.history[n-1].Turn {
		i--
	}
	switch {
	case n == 0 || m.history[n-1].Seat == Chance:
		return 0, errors.New("a random event was revealed: it cannot be taken back")
	case m.history[n-1].Seat != seat:
		return 0, fmt.Errorf("%s has played since: only your own last turn can be taken back", m.Def.SeatLabel(m.history[n-1].Seat))
	}
	k := n - (i + 1)
	m.truncate(i + 1)
	return k, nil
}

// CanTakeBack says why TakeBack(seat) would take nothing back (nil: it
// would).
func (m *Match) CanTakeBack(seat int) error {
	_, err := m.clone().TakeBack(seat)
	return err
}

// KeepFirst takes back every action after the first n, whoever made them
// (an online table whose actions the server did not take goes back to the
// server's game). It reports how many it took back.
func (m *Match) KeepFirst(n int) int {
	if n < 0 || n >= len(m.history) {
		return 0
	}
	k := len(m.history) - n
	m.truncate(n)
	return k
}

// CanUndo reports whether Undo(seat) would take anything back.
func (m *Match) CanUndo(seat int) bool {
	c := m.clone()
	_, err := c.Undo(seat)
	return err == nil
}

func (m *Match) clone() *Match {
	c := *m
	c.history = append([]Played(nil), m.history...)
	c.snaps = append([]State(nil), m.snaps...)
	c.State = m.State.Clone()
	return &c
}

func (m *Match) truncate(k int) {
	m.State = m.snaps[k].Clone()
	m.history = m.history[:k]
	m.snaps = m.snaps[:k]
	// Chance decisions come from the generator in order; re-derive its position
	// so that a replay of the record stays exact.
	m.rng = NewRand(m.Seed)
	for _, h := range m.history {
		if h.Seat == Chance {
			_ = m.rng.Float64()
		}
	}
}

// Record writes the match as text.
func (m *Match) Record() string {
	var b strings.Builder
	fmt.Fprintf(&b, "roost-record: %d\n", RecordVersion)
	fmt.Fprintf(&b, "game: %s\n", m.Def.Name)
	fmt.Fprintf(&b, "rules: %d\n", m.Def.RulesVer)
	fmt.Fprintf(&b, "variant: %s\n", m.Variant)
	fmt.Fprintf(&b, "players: %s\n", strings.Join(m.Players, ","))
	fmt.Fprintf(&b, "seed: %d\n", m.Seed)
	if m.Start != "" {
		fmt.Fprintf(&b, "start: %s\n", m.Start)
	}
	b.WriteString("actions:\n")
	for _, h := range m.history {
		b.WriteString(h.Text)
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "end: %d crc32:%08x\n", len(m.history), crc32.ChecksumIEEE([]byte(b.String())))
	return b.String()
}

// EventsOf returns the events of the i-th action of the history, applied
// again to the position before it: a table that opens a resumed game learns
// what happened before it was opened this way.
func (m *Match) EventsOf(i int) []Event {
	if i < 0 || i >= len(m.history) {
		return nil
	}
	var ev []Event
	if err := m.snaps[i].Clone().Apply(m.history[i].Action, &ev); err != nil {
		return nil // cannot happen: the action was applied to this position before
	}
	return ev
}

// RecordError says which line of a record is wrong and why.
type RecordError struct {
	Line int
	Msg  string
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("record line %d: %s", e.Line, ClipQuoted(e.Msg))
}

// LoadRecord parses a record and replays it. Any problem is reported with the
// line and the reason; nothing is half-loaded.
func LoadRecord(text string) (*Match, error) {
	text = strings.TrimPrefix(text, "\ufeff") // an editor's byte order mark
	sum := crc32.NewIEEE()                    // of every line before the end line, each with LF
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 64*1024), MaxRecordLine)
	hdr := map[string]string{}
	hdrLine := map[string]int{}
	line := 0
	inActions := false
	format := 0
	ended := -1 // the line of "end: N", once read
	var m *Match
	start := func() error {
		for _, k := range []string{"roost-record", "game", "variant", "players", "seed"} {
			if _, ok := hdr[k]; !ok {
				return &RecordError{line, fmt.Sprintf("the header has no %q line", k)}
			}
		}
		v, err := strconv.Atoi(hdr["roost-record"])
		if err != nil || v < 1 || v > RecordVersion {
			return &RecordError{hdrLine["roost-record"], fmt.Sprintf("record format %q is not supported (this build reads formats 1 to %d)", hdr["roost-record"], RecordVersion)}
		}
		format = v
		d, err := Lookup(hdr["game"])
		if err != nil {
			return &RecordError{hdrLine["game"], err.Error()}
		}
		if r, ok := hdr["rules"]; ok && r != strconv.Itoa(d.RulesVer) {
			return &RecordError{hdrLine["rules"], fmt.Sprintf("made with rules version %s of %s; this build has version %d", r, d.Title, d.RulesVer)}
		}
		seed, err := strconv.ParseUint(hdr["seed"], 10, 64)
		if err != nil {
			return &RecordError{hdrLine["seed"], fmt.Sprintf("seed %q is not a whole number", hdr["seed"])}
		}
		players := strings.Split(hdr["players"], ",")
		for i := range players {
			players[i] = strings.TrimSpace(players[i])
		}
		m, err = NewMatch(d, hdr["variant"], players, seed, hdr["start"])
		if err != nil {
			return &RecordError{hdrLine["variant"], err.Error()}
		}
		return nil
	}
	for sc.Scan() {
		line++
		raw := strings.TrimSpace(sc.Text())
		if ended < 0 && !(inActions && strings.HasPrefix(raw, "end:")) {
			sum.Write(sc.Bytes())
			sum.Write([]byte{'\n'})
		}
		if raw == "" || strings.HasPrefix(raw, "#") {
			continue
		}
		if !inActions {
			if raw == "actions:" {
				if err := start(); err != nil {
					return nil, err
				}
				inActions = true
				continue
			}
			k, v, ok := strings.Cut(raw, ":")
			if !ok {
				return nil, &RecordError{line, fmt.Sprintf("expected \"key: value\" in the header, got %q", raw)}
			}
			k = strings.TrimSpace(k)
			if _, dup := hdr[k]; dup {
				return nil, &RecordError{line, fmt.Sprintf("%q is given twice", k)}
			}
			hdr[k] = strings.TrimSpace(v)
			hdrLine[k] = line
			continue
		}
		if ended >= 0 {
			return nil, &RecordError{line, fmt.Sprintf("%q comes after the record's end line (line %d)", raw, ended)}
		}
		if n, ok := strings.CutPrefix(raw, "end:"); ok {
			f := strings.Fields(n)
			want := -1
			if len(f) > 0 {
				if w, err := strconv.Atoi(f[0]); err == nil && w >= 0 {
					want = w
				}
			}
			if want < 0 || len(f) > 2 || len(f) == 2 && format < 3 {
				return nil, &RecordError{line, fmt.Sprintf("the end line %q does not give the number of actions", raw)}
			}
			if got := len(m.history); got != want {
				return nil, &RecordError{line, fmt.Sprintf("the record says it has %d actions, but %d were read", want, got)}
			}
			if format >= 3 {
				var written uint32
				hex, ok := strings.CutPrefix(strings.Join(f[1:], ""), "crc32:")
				if _, err := fmt.Sscanf(hex, "%08x", &written); !ok || len(hex) != 8 || err != nil {
					return nil, &RecordError{line, fmt.Sprintf("the end line %q has no checksum (crc32:XXXXXXXX)", raw)}
				}
				if read := sum.Sum32(); read != written {
					return nil, &RecordError{line, fmt.Sprintf("the record was changed or damaged: its checksum is crc32:%08x, the end line says crc32:%08x", read, written)}
				}
			}
			ended = line
			continue
		}
		if m.State.Terminal() {
			return nil, &RecordError{line, fmt.Sprintf("action %q comes after the end of the game", raw)}
		}
		chance := strings.HasPrefix(raw, "*")
		if chance != (m.State.ToMove() == Chance) {
			if chance {
				return nil, &RecordError{line, fmt.Sprintf("%q is a random event, but a player is to act", raw)}
			}
			return nil, &RecordError{line, fmt.Sprintf("%q is a player's action, but a random event is due", raw)}
		}
		a, err := m.State.ParseAction(strings.TrimPrefix(raw, "*"))
		if err != nil {
			return nil, &RecordError{line, err.Error()}
		}
		if chance {
			want := SampleChance(m.State, m.rng)
			if want != a {
				return nil, &RecordError{line, fmt.Sprintf("random event %q does not follow from the seed (expected %s)", raw, m.State.ActionString(want))}
			}
		}
		if _, err := m.Play(a); err != nil {
			return nil, &RecordError{line, fmt.Sprintf("%q: %v", raw, err)}
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &RecordError{line + 1, fmt.Sprintf("the line is longer than %d bytes: this is not a game record", MaxRecordLine)}
		}
		return nil, &RecordError{line + 1, fmt.Sprintf("could not be read: %v", err)}
	}
	if !inActions {
		if err := start(); err != nil {
			return nil, err
		}
	}
	if format >= 2 && ended < 0 {
		return nil, &RecordError{line, fmt.Sprintf("the record is cut short: it has no end line (%d actions were read)", len(m.history))}
	}
	switch {
	case format == 1 && text != "" && !strings.HasSuffix(text, "\n"):
		return nil, &RecordError{line, "the record ends inside a line: it is cut short (a record of format 1 has no end line to tell)"}
	case format == 1 && !m.State.Terminal():
		m.Unchecked = M("record.unchecked-end", "Count", len(m.history))
	case format == 2:
		m.Unchecked = M("record.unchecked-content")
	}
	return m, nil
}
