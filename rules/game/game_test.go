package game_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
	_ "github.com/birdroost/roost/rules/tokyodoves"
)

// pig is a tiny dice game used to test the model with chance events: on your
// turn roll (a die: 1 loses the turn total, else it is added) or hold (bank
// the turn total). First to reach the target wins.
type pig struct {
	target  int
	banked  [2]int
	turnTot int
	seat    int
	rolling bool // a roll is pending (chance)
	turn    int
}

const (
	actRoll game.Action = 100
	actHold game.Action = 101
)

func (p *pig) Game() string    { return "testpig" }
func (p *pig) Variant() string { return "standard" }
func (p *pig) Seats() int      { return 2 }
func (p *pig) Turn() int       { return p.turn }
func (p *pig) ToMove() int {
	switch {
	case p.Terminal():
		return game.Nobody
	case p.rolling:
		return game.Chance
	}
	return p.seat
}
func (p *pig) Terminal() bool { return p.banked[0] >= p.target || p.banked[1] >= p.target }
func (p *pig) Legal(buf []game.Action) []game.Action {
	buf = buf[:0]
	if p.Terminal() {
		return buf
	}
	if p.rolling {
		for v := 1; v <= 6; v++ {
			buf = append(buf, game.Action(v))
		}
		return buf
	}
	return append(buf, actRoll, actHold)
}
func (p *pig) Apply(a game.Action, ev *[]game.Event) error {
	if !game.IsLegal(p, a) {
		return fmt.Errorf("%s is not allowed now", p.ActionString(a))
	}
	switch {
	case p.rolling:
		p.rolling = false
		if a == 1 {
			p.turnTot = 0
			p.seat, p.turn = 1-p.seat, p.turn+1
		} else {
			p.turnTot += int(a)
		}
	case a == actRoll:
		p.rolling = true
	case a == actHold:
		p.banked[p.seat] += p.turnTot
		p.turnTot = 0
		if !p.Terminal() {
			p.seat, p.turn = 1-p.seat, p.turn+1
		}
	}
	if ev != nil {
		*ev = append(*ev, game.Event{Kind: "pig", Msg: game.M("error", "Text", p.ActionString(a))})
	}
	return nil
}
func (p *pig) ChanceOutcomes() []game.Outcome {
	var o []game.Outcome
	for v := 1; v <= 6; v++ {
		o = append(o, game.Outcome{Action: game.Action(v), Prob: 1.0 / 6})
	}
	return o
}
func (p *pig) Returns() []float64 {
	if p.banked[0] >= p.target {
		return []float64{1, 0}
	}
	if p.banked[1] >= p.target {
		return []float64{0, 1}
	}
	return []float64{0, 0}
}
func (p *pig) Scores() []int     { return []int{p.banked[0], p.banked[1]} }
func (p *pig) Clone() game.State { c := *p; return &c }
func (p *pig) String() string {
	return fmt.Sprintf("%d %d %d %d", p.banked[0], p.banked[1], p.turnTot, p.seat)
}
func (p *pig) ActionString(a game.Action) string {
	switch a {
	case actRoll:
		return "roll"
	case actHold:
		return "hold"
	}
	return strconv.Itoa(int(a))
}
func (p *pig) ParseAction(s string) (game.Action, error) {
	switch s {
	case "roll":
		return actRoll, nil
	case "hold":
		return actHold, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 || v > 6 {
		return 0, fmt.Errorf("%q is not roll, hold or a die face", s)
	}
	return game.Action(v), nil
}

type pigBot struct{}

func (pigBot) Level() string { return "mcts" }
func (pigBot) Think(s game.State) game.Thinking {
	return search.NewTask(0, func(c *search.Ctl) game.Action {
		a, _ := search.MCTS(s, search.MCTSConfig{Iterations: 3000, Rand: rand.New(rand.NewPCG(1, 2))}, c)
		return a
	})
}

func init() {
	game.Register(&game.Def{
		Name: "testpig", Title: "Pig", Variants: []string{"standard"}, MinSeats: 2, MaxSeats: 2, RulesVer: 1,
		New: func(string, int, *rand.Rand) (game.State, error) { return &pig{target: 30}, nil },
		Parse: func(_ string, s string) (game.State, error) {
			var p pig
			p.target = 30
			_, err := fmt.Sscanf(s, "%d %d %d %d", &p.banked[0], &p.banked[1], &p.turnTot, &p.seat)
			return &p, err
		},
		Levels: []string{"mcts"},
		NewBot: func(string, uint64) (game.Bot, error) { return pigBot{}, nil },
	})
}

func pigDef(t *testing.T) *game.Def {
	d, err := game.Lookup("testpig")
	require.NoError(t, err)
	return d
}

// playPig plays a scripted policy: roll until the turn total reaches 8, then hold.
func playPig(t *testing.T, m *game.Match, maxActions int) {
	for i := 0; i < maxActions && !m.State.Terminal(); i++ {
		p := m.State.(*pig)
		var err error
		switch {
		case m.State.ToMove() == game.Chance:
			_, err = m.ResolveChance()
		case p.turnTot >= 8:
			_, err = m.Play(actHold)
		default:
			_, err = m.Play(actRoll)
		}
		require.NoError(t, err)
	}
}

func TestRecordReplaysExactly(t *testing.T) {
	m, err := game.NewMatch(pigDef(t), "", []string{"human", "human"}, 12345, "")
	require.NoError(t, err)
	playPig(t, m, 1000)
	require.True(t, m.State.Terminal())
	rec := m.Record()
	assert.Contains(t, rec, "*") // chance outcomes are in the record
	r, err := game.LoadRecord(rec)
	require.NoError(t, err)
	assert.Equal(t, m.State.String(), r.State.String())
	assert.Equal(t, rec, r.Record())
	// The same seed gives the same dice.
	m2, _ := game.NewMatch(pigDef(t), "", []string{"human", "human"}, 12345, "")
	playPig(t, m2, 1000)
	assert.Equal(t, rec, m2.Record())
}

func TestAClientReplaysWhatTheServerDrew(t *testing.T) {
	m, err := game.NewMatch(pigDef(t), "", []string{"human", "human"}, 777, "")
	require.NoError(t, err)
	playPig(t, m, 1000)
	// Another seed: the random events are taken as they came, not drawn.
	c, err := game.NewMatch(pigDef(t), "", []string{"human", "human"}, 1, "")
	require.NoError(t, err)
	for _, h := range m.History() {
		_, err := c.PlayRecorded(h.Text)
		require.NoError(t, err, h.Text)
	}
	assert.Equal(t, m.State.String(), c.State.String())
	// A line of the wrong kind is refused and changes nothing.
	c, _ = game.NewMatch(pigDef(t), "", []string{"human", "human"}, 1, "")
	_, err = c.PlayRecorded("*" + m.History()[0].Text)
	assert.ErrorContains(t, err, "a player is to act")
	_, err = c.PlayRecorded("roll")
	require.NoError(t, err)
	_, err = c.PlayRecorded("roll")
	assert.ErrorContains(t, err, "a random event is due")
	assert.Len(t, c.History(), 1)
}

func TestBadRecordsSayWhichLineAndWhy(t *testing.T) {
	m, _ := game.NewMatch(pigDef(t), "", []string{"human", "human"}, 7, "")
	playPig(t, m, 12)
	good := m.Record()
	lines := strings.Split(good, "\n")
	cases := map[string]struct {
		text string
		want string
	}{
		"unknown game":   {strings.Replace(good, "game: testpig", "game: chess", 1), "line 2: unknown game"},
		"no seed":        {strings.Replace(good, "seed: 7\n", "", 1), "no \"seed\" line"},
		"bad seed":       {strings.Replace(good, "seed: 7", "seed: seven", 1), "line 6: seed \"seven\""},
		"bad action":     {strings.Replace(good, "end:", "jump\nend:", 1), "not roll, hold"},
		"illegal action": {strings.Join(lines[:8], "\n") + "\n*3\n", "line 9"},
		"forged dice":    {strings.Replace(good, lines[8], "*"+flip(lines[8][1:]), 1), "does not follow from the seed"},
		"not a record":   {"hello", "line 1: expected \"key: value\""},
		"wrong players":  {strings.Replace(good, "players: human,human", "players: human,wizard", 1), "neither human nor a level"},
	}
	for name, c := range cases {
		_, err := game.LoadRecord(c.text)
		if assert.Error(t, err, name) {
			assert.Contains(t, err.Error(), c.want, name)
		}
	}
}

// A record knows where it ends: one cut anywhere, even inside its last
// action (where "roll 113" cut to "roll" is itself an action), is refused and
// never read as a shorter or another game; a line over the limit is refused
// with its number; a record of format 1 (no end line) still loads.
func TestRecordsKnowTheyAreWhole(t *testing.T) {
	m, _ := game.NewMatch(pigDef(t), "", []string{"human", "human"}, 7, "")
	playPig(t, m, 12)
	good := m.Record()
	require.Regexp(t, `\nend: 12 crc32:[0-9a-f]{8}\n$`, good)
	r, err := game.LoadRecord(good)
	require.NoError(t, err)
	assert.Len(t, r.History(), 12)
	assert.Empty(t, r.Unchecked)
	body := strings.TrimSuffix(good, "\n")
	endAt := strings.Index(body, "\nend: ") + 1
	for cut := endAt; cut < len(body)-1; cut++ {
		// Every cut before the end line's last digit is refused.
		_, err := game.LoadRecord(body[:cut])
		assert.Error(t, err, "cut at %d: %q", cut, body[max(0, cut-12):cut])
	}
	actions := strings.Index(good, "actions:\n") + len("actions:\n")
	for cut := actions; cut < endAt; cut++ {
		_, err := game.LoadRecord(good[:cut])
		if assert.Error(t, err, "cut at %d", cut) {
			assert.True(t, strings.Contains(err.Error(), "cut short") || strings.Contains(err.Error(), "record line"), err.Error())
		}
	}
	_, err = game.LoadRecord(body) // only the final newline missing: whole
	assert.NoError(t, err)
	_, err = game.LoadRecord(strings.Replace(good, "end: 12", "end: 11", 1))
	assert.ErrorContains(t, err, "says it has 11 actions, but 12 were read")
	_, err = game.LoadRecord(good + "roll\n")
	assert.ErrorContains(t, err, "after the record's end line")
	_, err = game.LoadRecord(good + "# a note\n\n")
	assert.NoError(t, err, "comments and blank lines may follow")

	old := strings.Replace(good[:endAt], "roost-record: 3", "roost-record: 1", 1)
	r, err = game.LoadRecord(old)
	require.NoError(t, err, "format 1 has no end line")
	assert.Len(t, r.History(), 12)
	assert.Equal(t, "record.unchecked-end", r.Unchecked.Key, "a game not over: its end could not be checked")
	_, err = game.LoadRecord(strings.TrimSuffix(old, "\n"))
	assert.ErrorContains(t, err, "ends inside a line", "format 1 cut inside its last line")
	_, err = game.LoadRecord(strings.Replace(good, "roost-record: 3", "roost-record: 4", 1))
	assert.ErrorContains(t, err, "formats 1 to 3")

	// A 2 MB comment line between actions: refused at that line, not read
	// as the actions before it.
	lines := strings.SplitAfter(good, "\n")
	long := strings.Join(lines[:12], "") + "# " + strings.Repeat("x", 2<<20) + "\n" + strings.Join(lines[12:], "")
	_, err = game.LoadRecord(long)
	assert.ErrorContains(t, err, "record line 13: the line is longer than")
	assert.Less(t, len(err.Error()), 200)
}

func TestClipQuoted(t *testing.T) {
	long := strings.Repeat("ab", 50000)
	msg := game.ClipQuoted(fmt.Sprintf("board %q: the doves are not one flock", long))
	assert.Equal(t, `board "abababababababababababababababababababab…" (100000 characters): the doves are not one flock`, msg)
	short := `"+Ys" is not legal`
	assert.Equal(t, short, game.ClipQuoted(short))
	assert.Equal(t, `an "unclosed quote of a sort that is quite long indeed, more than enough`, game.ClipQuoted(`an "unclosed quote of a sort that is quite long indeed, more than enough`))
}

func flip(face string) string {
	if face == "2" {
		return "3"
	}
	return "2"
}

func TestUndoRules(t *testing.T) {
	d := pigDef(t)
	m, _ := game.NewMatch(d, "", []string{"human", "mcts"}, 3, "")
	// Own action in the current turn: taken back.
	_, err := m.Play(actRoll)
	require.NoError(t, err)
	n, err := m.Undo(0)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	// Never across a revealed roll.
	_, _ = m.Play(actRoll)
	_, _ = m.ResolveChance()
	_, err = m.Undo(0)
	assert.ErrorContains(t, err, "random event")
	// Hotseat: another person's action cannot be taken back by this seat.
	h, _ := game.NewMatch(d, "", []string{"human", "human"}, 3, "")
	_, _ = h.Play(actHold) // seat 0 holds 0: turn passes
	_, err = h.Undo(0)
	assert.Error(t, err)
	assert.False(t, h.CanUndo(0))
	// Against a computer: back to the start of our previous turn.
	c, _ := game.NewMatch(d, "", []string{"human", "mcts"}, 3, "")
	_, _ = c.Play(actHold) // ours; turn passes to the bot
	_, _ = c.Play(actHold) // the bot's
	require.Equal(t, 0, c.State.ToMove())
	n, err = c.Undo(0)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	assert.Equal(t, 0, len(c.History()))
}

// TakeBack: a seat's last turn, while it is the last thing that happened
// (what an online rival may allow), never a revealed roll.
func TestTakeBack(t *testing.T) {
	d := pigDef(t)
	h, _ := game.NewMatch(d, "", []string{"human", "human"}, 3, "")
	assert.Error(t, h.CanTakeBack(0), "nothing at the start")
	_, _ = h.Play(actHold) // seat 0 holds: turn passes
	assert.Error(t, h.CanTakeBack(1), "another seat's turn")
	n, err := h.TakeBack(0)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, 0, h.State.ToMove())
	_, _ = h.Play(actRoll)
	_, _ = h.ResolveChance()
	_, err = h.TakeBack(0)
	assert.ErrorContains(t, err, "random event")
}

// KeepFirst takes back whatever came after the first n actions, chance
// included, and the replay goes on exactly as the record would.
func TestKeepFirst(t *testing.T) {
	d := pigDef(t)
	m, _ := game.NewMatch(d, "", []string{"human", "human"}, 3, "")
	_, _ = m.Play(actRoll)
	_, _ = m.ResolveChance()
	before := m.State.String()
	_, _ = m.Play(actRoll)
	_, _ = m.ResolveChance()
	assert.Equal(t, 0, m.KeepFirst(4))
	assert.Equal(t, 0, m.KeepFirst(-1))
	assert.Equal(t, 2, m.KeepFirst(2))
	assert.Equal(t, before, m.State.String())
	_, _ = m.Play(actRoll)
	_, _ = m.ResolveChance()
	again, err := game.LoadRecord(m.Record())
	require.NoError(t, err)
	assert.Equal(t, m.State.String(), again.State.String())
}

func TestIllegalActionLeavesStateAlone(t *testing.T) {
	m, _ := game.NewMatch(pigDef(t), "", []string{"human", "human"}, 3, "")
	before := m.State.String()
	_, err := m.Play(game.Action(4)) // a die face while a player is to act
	assert.Error(t, err)
	assert.Equal(t, before, m.State.String())
	assert.Empty(t, m.History())
}

func TestMCTSBanksTheWinningTotal(t *testing.T) {
	// Seat 0 has 22 banked and 8 on the table: holding wins at once.
	p := &pig{target: 30, banked: [2]int{22, 25}, turnTot: 8}
	th := pigBot{}.Think(p)
	assert.Equal(t, actHold, th.(*search.Task).Wait())
	// With nothing on the table, holding only gives the turn away: roll.
	q := &pig{target: 30, banked: [2]int{10, 25}}
	assert.Equal(t, actRoll, pigBot{}.Think(q).(*search.Task).Wait())
}

func TestLookupAndVariants(t *testing.T) {
	_, err := game.Lookup("nope")
	assert.ErrorContains(t, err, "unknown game")
	d, err := game.Lookup("tokyodoves")
	require.NoError(t, err)
	v, err := d.CheckVariant("")
	require.NoError(t, err)
	assert.Equal(t, "standard", v)
	_, err = d.CheckVariant("bogus")
	assert.ErrorContains(t, err, "no variant")
	assert.ErrorContains(t, d.CheckSeats("standard", 3), "for 2 players")
}

func FuzzLoadRecord(f *testing.F) {
	m, _ := game.NewMatch(pigDefF(), "", []string{"human", "human"}, 9, "")
	for i := 0; i < 6; i++ {
		if m.State.ToMove() == game.Chance {
			_, _ = m.ResolveChance()
		} else {
			_, _ = m.Play(actRoll)
		}
	}
	f.Add(m.Record())
	f.Add(m.Record()[:len(m.Record())/2])
	f.Add("roost-record: 1\ngame: tokyodoves\nrules: 1\nvariant: standard\nplayers: human,expert\nseed: 1\nactions:\n+Ys\nbs\n")
	f.Add("game: x\n")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := game.LoadRecord(text)
		if err != nil {
			if _, ok := err.(*game.RecordError); !ok && !strings.Contains(err.Error(), "record") {
				t.Fatalf("error without a line: %v", err)
			}
			return
		}
		// What loads, saves and loads again to the same game.
		r2, err := game.LoadRecord(r.Record())
		if err != nil || r2.State.String() != r.State.String() {
			t.Fatalf("a loaded record does not reload: %v", err)
		}
	})
}

func pigDefF() *game.Def { d, _ := game.Lookup("testpig"); return d }

func TestKeyValues(t *testing.T) {
	kv, err := game.KeyValues([]string{"a=1", "b=", "c=x=y"})
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"a": "1", "b": "", "c": "x=y"}, kv)
	_, err = game.KeyValues([]string{"a=1", "a=2"})
	assert.ErrorContains(t, err, `"a" is given twice`)
	_, err = game.KeyValues([]string{"a"})
	assert.ErrorContains(t, err, "key=value")
}
