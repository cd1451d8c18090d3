package match

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/server/room"
)

// mem is a Backend in memory; failSave makes every Save fail (a database
// that is down), down every read too.
type mem struct {
	mu       sync.Mutex
	games    map[string]Game
	codes    map[string]string
	mine     map[string]map[string]bool
	notes    []string // "user: subject game_id"
	failSave bool
	down     bool
	ratings  map[string]online.Rating // by "user game"
	names    map[string]string        // the name each rated user has
}

func newMem() *mem {
	return &mem{games: map[string]Game{}, codes: map[string]string{}, mine: map[string]map[string]bool{}}
}

func (m *mem) Ratings(_ context.Context, game string, users []string) ([]online.Rating, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]online.Rating, len(users))
	for i, u := range users {
		r, ok := m.ratings[u+" "+game]
		if !ok {
			r = online.Rating{Game: game, Rating: online.StartRating}
		}
		out[i] = r
	}
	return out, nil
}

func (m *mem) Rate(_ context.Context, game string, users, names []string, rs []online.Rating) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.ratings == nil {
		m.ratings, m.names = map[string]online.Rating{}, map[string]string{}
	}
	for i, u := range users {
		m.ratings[u+" "+game] = rs[i]
		m.names[u] = names[i]
	}
	return nil
}

func (m *mem) MyRatings(_ context.Context, user string) ([]online.Rating, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []online.Rating
	for k, r := range m.ratings {
		if strings.HasPrefix(k, user+" ") {
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Game < out[j].Game })
	return out, nil
}

func (m *mem) Leaders(_ context.Context, game, user string) (online.LeadersResp, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out online.LeadersResp
	for k, r := range m.ratings {
		if u, g, _ := strings.Cut(k, " "); g == game {
			out.Leaders = append(out.Leaders, online.Leader{Name: m.names[u], Rating: int(math.Round(r.Rating)), Games: r.Games})
		}
	}
	sort.Slice(out.Leaders, func(i, j int) bool { return out.Leaders[i].Rating > out.Leaders[j].Rating })
	for i := range out.Leaders {
		out.Leaders[i].Rank = i + 1
	}
	return out, nil
}

func (m *mem) Load(_ context.Context, id string) (*Game, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.down {
		return nil, errors.New("the database is down")
	}
	g, ok := m.games[id]
	if !ok {
		return nil, ErrNoGame
	}
	g.Users = append([]string(nil), g.Users...)
	return &g, nil
}

func (m *mem) Save(_ context.Context, g *Game) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.failSave {
		return errors.New("the database is down")
	}
	c := *g
	c.Users = append([]string(nil), g.Users...)
	m.games[g.ID] = c
	return nil
}

func (m *mem) Claim(_ context.Context, code, id string, users []string) (bool, error) {
	m.mu.Lock()
	if _, ok := m.codes[code]; ok {
		m.mu.Unlock()
		return false, nil
	}
	m.codes[code] = id
	m.mu.Unlock()
	for _, u := range users {
		if u != "" {
			_ = m.AddMine(context.Background(), u, id)
		}
	}
	return true, nil
}

func (m *mem) Lookup(_ context.Context, code string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.down {
		return "", errors.New("the database is down")
	}
	id, ok := m.codes[code]
	if !ok {
		return "", ErrNoGame
	}
	return id, nil
}

func (m *mem) AddMine(_ context.Context, user, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.mine[user] == nil {
		m.mine[user] = map[string]bool{}
	}
	m.mine[user][id] = true
	return nil
}

func (m *mem) Mine(_ context.Context, user string) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var ids []string
	for id := range m.mine[user] {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids, nil
}

func (m *mem) OpenGames(_ context.Context, user string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for id := range m.mine[user] {
		if g, ok := m.games[id]; ok && !g.Over {
			n++
		}
	}
	return n, nil
}

func (m *mem) Overdue(_ context.Context, now time.Time) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var ids []string
	for id, g := range m.games {
		if !g.Over && g.Deadline > 0 && g.Deadline <= now.UnixMilli() {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids, nil
}

func (m *mem) UserIDs(_ context.Context, names []string) (map[string]string, error) {
	ids := map[string]string{}
	for _, n := range names {
		if n != "nobody" {
			ids[n] = "id-" + n
		}
	}
	return ids, nil
}

func (m *mem) Notify(_ context.Context, user string, _ int, subject string, content map[string]interface{}) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.notes = append(m.notes, fmt.Sprintf("%s: %s %v", user, subject, content["game_id"]))
	return nil
}

// store makes a game in the backend, as roost_create does, and returns its id.
func store(t *testing.T, b *mem, cfg room.Config) string {
	t.Helper()
	r, err := room.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	v := r.View()
	g := &Game{ID: newID(), Code: newCode(), Game: v.Game, Record: r.Record(), Users: r.Users(), ToMove: v.ToMove,
		Timing: r.Timing(), Deadline: v.Deadline}
	if err := b.Save(context.Background(), g); err != nil {
		t.Fatal(err)
	}
	return g.ID
}

// Fakes of the runtime's interfaces: a logger that keeps its lines, a
// dispatcher that keeps what was sent to whom, presences and messages.

type logger struct{ lines *[]string }

func newLogger() logger { return logger{lines: new([]string)} }
func (l logger) add(level, f string, v ...interface{}) {
	*l.lines = append(*l.lines, level+": "+fmt.Sprintf(f, v...))
}
func (l logger) Debug(f string, v ...interface{})                 { l.add("debug", f, v...) }
func (l logger) Info(f string, v ...interface{})                  { l.add("info", f, v...) }
func (l logger) Warn(f string, v ...interface{})                  { l.add("warn", f, v...) }
func (l logger) Error(f string, v ...interface{})                 { l.add("error", f, v...) }
func (l logger) WithField(string, interface{}) runtime.Logger     { return l }
func (l logger) WithFields(map[string]interface{}) runtime.Logger { return l }
func (l logger) Fields() map[string]interface{}                   { return nil }

type sent struct {
	op   int64
	data string
	to   []string // user ids; nil for everyone
}

type dispatcher struct{ sent []sent }

func (d *dispatcher) BroadcastMessage(op int64, data []byte, to []runtime.Presence, _ runtime.Presence, _ bool) error {
	s := sent{op: op, data: string(data)}
	for _, p := range to {
		s.to = append(s.to, p.GetUserId())
	}
	d.sent = append(d.sent, s)
	return nil
}
func (d *dispatcher) BroadcastMessageDeferred(op int64, data []byte, to []runtime.Presence, from runtime.Presence, r bool) error {
	return d.BroadcastMessage(op, data, to, from, r)
}
func (d *dispatcher) MatchKick([]runtime.Presence) error { return nil }
func (d *dispatcher) MatchLabelUpdate(string) error      { return nil }

type presence struct{ user string }

func (p presence) GetHidden() bool                   { return false }
func (p presence) GetPersistence() bool              { return false }
func (p presence) GetUsername() string               { return p.user }
func (p presence) GetStatus() string                 { return "" }
func (p presence) GetReason() runtime.PresenceReason { return runtime.PresenceReasonUnknown }
func (p presence) GetUserId() string                 { return p.user }
func (p presence) GetSessionId() string              { return "s-" + p.user }
func (p presence) GetNodeId() string                 { return "node" }

type data struct {
	presence
	op   int64
	body []byte
}

func (d data) GetOpCode() int64      { return d.op }
func (d data) GetData() []byte       { return d.body }
func (d data) GetReliable() bool     { return true }
func (d data) GetReceiveTime() int64 { return 0 }

// table is a match under test.
type table struct {
	t     *testing.T
	b     *mem
	id    string
	h     *Handler
	log   logger
	d     *dispatcher
	state interface{}
	tick  int64
}

func open(t *testing.T, game string, seats ...string) *table {
	b := newMem()
	return reopen(t, b, store(t, b, room.Config{Game: game, Seats: seats, Seed: 3}))
}

// reopen starts a match of a stored game (as after a server restart).
func reopen(t *testing.T, b *mem, id string) *table {
	tb := &table{t: t, b: b, id: id, h: &Handler{B: b}, log: newLogger(), d: &dispatcher{}}
	var rate int
	tb.state, rate, _ = tb.h.MatchInit(context.Background(), tb.log, nil, nil, map[string]interface{}{"game_id": id})
	if tb.state == nil || rate != TickRate {
		t.Fatalf("MatchInit(%s): %v", id, *tb.log.lines)
	}
	return tb
}

func (tb *table) join(user string, meta map[string]string) (bool, string) {
	ctx := context.Background()
	var ok bool
	var reason string
	tb.state, ok, reason = tb.h.MatchJoinAttempt(ctx, tb.log, nil, nil, tb.d, tb.tick, tb.state, presence{user}, meta)
	if ok {
		tb.state = tb.h.MatchJoin(ctx, tb.log, nil, nil, tb.d, tb.tick, tb.state, []runtime.Presence{presence{user}})
	}
	return ok, reason
}

// loop runs one tick with these messages and returns what it sent.
func (tb *table) loop(msgs ...runtime.MatchData) []sent {
	n := len(tb.d.sent)
	tb.tick++
	tb.state = tb.h.MatchLoop(context.Background(), tb.log, nil, nil, tb.d, tb.tick, tb.state, msgs)
	if tb.state == nil {
		tb.t.Fatalf("the match ended: %v", *tb.log.lines)
	}
	return tb.d.sent[n:]
}

func action(user string, seq int, text string) runtime.MatchData {
	b, _ := json.Marshal(Action{Seq: seq, Action: text})
	return data{presence{user}, OpAction, b}
}

// nextLegal is a legal action of the current position (from a replay of
// the broadcast actions).
func (tb *table) nextLegal() string {
	tb.t.Helper()
	st := tb.view()
	def, _ := game.Lookup(st.Game)
	m, err := game.NewMatch(def, st.Variant, st.Seats, 1, "")
	if err != nil {
		tb.t.Fatal(err)
	}
	for _, a := range tb.allActions() {
		if _, err := m.PlayRecorded(a); err != nil {
			tb.t.Fatal(err)
		}
	}
	return m.State.ActionString(m.State.Legal(nil)[0])
}

// allActions gathers the actions broadcast so far, in order.
func (tb *table) allActions() []string {
	var all []string
	for _, sent := range tb.d.sent {
		var st State
		if sent.op != OpState || sent.to != nil || json.Unmarshal([]byte(sent.data), &st) != nil {
			continue
		}
		all = append(all[:min(len(all), st.From)], st.Actions...)
	}
	return all
}

func (tb *table) view() State {
	tb.t.Helper()
	for i := len(tb.d.sent) - 1; i >= 0; i-- {
		if s := tb.d.sent[i]; s.op == OpState && s.to == nil {
			var st State
			if err := json.Unmarshal([]byte(s.data), &st); err != nil {
				tb.t.Fatal(err)
			}
			return st
		}
	}
	tb.t.Fatal("no state was broadcast")
	return State{}
}

func TestBadParamsCreateNoMatch(t *testing.T) {
	b := newMem()
	b.games["broken"] = Game{ID: "broken", Record: "roost-record: 2\ngame: chess\n", Users: []string{""}}
	for _, p := range []map[string]interface{}{
		{},
		{"game_id": 7},
		{"game_id": "nowhere"},
		{"game_id": "broken"},
	} {
		l := newLogger()
		if st, _, _ := (&Handler{B: b}).MatchInit(context.Background(), l, nil, nil, p); st != nil {
			t.Errorf("MatchInit(%v) made a match", p)
		}
		if len(*l.lines) == 0 || !strings.HasPrefix((*l.lines)[0], "error:") {
			t.Errorf("MatchInit(%v) logged %v", p, *l.lines)
		}
	}
}

// Joining: each player learns their seat, and those already there learn
// who sat down; a full game refuses a player and takes a spectator, who
// learns no seat.
func TestJoinTellsEachPlayerTheirSeat(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "human")
	for i, u := range []string{"ann", "bob"} {
		n := len(tb.d.sent)
		if ok, why := tb.join(u, nil); !ok {
			t.Fatalf("%s refused: %s", u, why)
		}
		var st State
		first := tb.d.sent[n]
		if err := json.Unmarshal([]byte(first.data), &st); err != nil || st.Seat == nil || *st.Seat != i || first.to[0] != u {
			t.Errorf("%s was told %s (to %v)", u, first.data, first.to)
		}
		if i == 1 {
			told := tb.d.sent[len(tb.d.sent)-1]
			if len(told.to) != 1 || told.to[0] != "ann" || !strings.Contains(told.data, `"names":["ann","bob"]`) {
				t.Errorf("ann was told %s (to %v)", told.data, told.to)
			}
		}
	}
	if ok, why := tb.join("cy", nil); ok || why == "" {
		t.Errorf("a third player was seated (%q)", why)
	}
	if ok, _ := tb.join("dee", map[string]string{"spectate": "1"}); !ok {
		t.Error("a spectator was refused")
	}
	for _, m := range tb.d.sent {
		if len(m.to) == 1 && m.to[0] == "dee" && strings.Contains(m.data, `"seat"`) {
			t.Errorf("the spectator was given a seat: %s", m.data)
		}
	}
}

// The players learn who is connected: when the other comes and goes (by
// the last of their sessions), a state with no new action says so.
func TestThePlayersSeeWhoIsHere(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	tb.join("bob", nil)
	told := func(user string) State {
		t.Helper()
		for i := len(tb.d.sent) - 1; i >= 0; i-- {
			if m := tb.d.sent[i]; m.op == OpState && len(m.to) > 0 && slices.Contains(m.to, user) {
				var st State
				if err := json.Unmarshal([]byte(m.data), &st); err != nil {
					t.Fatal(err)
				}
				return st
			}
		}
		t.Fatalf("%s was told nothing", user)
		return State{}
	}
	if h := told("ann").Here; fmt.Sprint(h) != "[true true]" {
		t.Errorf("after bob came, ann was told %v", h)
	}
	leave := func(user string) {
		tb.state = tb.h.MatchLeave(context.Background(), tb.log, nil, nil, tb.d, tb.tick, tb.state, []runtime.Presence{presence{user}})
	}
	leave("bob")
	if h := told("ann").Here; fmt.Sprint(h) != "[true false]" {
		t.Errorf("after bob left, ann was told %v", h)
	}
	if st := told("ann"); st.Seq != 0 || len(st.Actions) != 0 {
		t.Errorf("a state about presence carried actions: %+v", st)
	}
	tb.join("bob", nil)
	if h := told("bob").Here; fmt.Sprint(h) != "[true true]" {
		t.Errorf("bob, back, was told %v", h)
	}
}

// Every kind of bad message is refused to its sender alone, with a reason,
// and the game goes on untouched; then a good action is applied and
// everyone is told.
func TestBadMessagesAreRefusedAndTheGameGoesOn(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	tb.join("bob", nil)
	before := len(tb.d.sent)
	for _, m := range []runtime.MatchData{
		data{presence{"ann"}, 99, []byte(`{}`)},
		data{presence{"ann"}, OpAction, []byte(`not json`)},
		data{presence{"ann"}, OpAction, []byte(`{"seq":0,"action":"Bn","extra":1}`)},
		data{presence{"ann"}, OpAction, []byte(`{"seq":0,"action":"Bn"}{"seq":0}`)},
		data{presence{"ann"}, OpAction, []byte(strings.Repeat("x", MaxMessage+1))},
		action("ann", 0, "nonsense"),
		action("ann", 5, "Bn"),
		action("bob", 0, "Bn"),
		action("eve", 0, "Bn"),
	} {
		out := tb.loop(m)
		if len(out) != 1 || out[0].op != OpRefused || len(out[0].to) != 1 || out[0].to[0] != m.GetUserId() {
			t.Errorf("%q from %s: sent %+v", m.GetData(), m.GetUserId(), out)
			continue
		}
		var r Refusal
		if err := json.Unmarshal([]byte(out[0].data), &r); err != nil || r.Reason == "" {
			t.Errorf("refusal without a reason: %s", out[0].data)
		}
	}
	if n := len(tb.d.sent) - before; n != 9 {
		t.Errorf("%d messages for 9 bad ones", n)
	}
	// The first legal action of the position, by the player to move.
	def, _ := game.Lookup("tokyodoves")
	s, _ := def.New("", 2, nil)
	legal := s.ActionString(s.Legal(nil)[0])
	out := tb.loop(action("ann", 0, legal))
	if len(out) != 1 || out[0].op != OpState || out[0].to != nil {
		t.Fatalf("the legal action %q: %+v", legal, out)
	}
	if v := tb.view(); v.Seq != 1 || v.ToMove != 1 || len(v.Events) == 0 {
		t.Errorf("after it: %+v", v)
	}
}

// A game with a computer seat: the computer answers within the match loop's
// ticks, and the state says so.
func TestTheComputerPlaysInTheLoop(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "beginner")
	tb.join("ann", nil)
	def, _ := game.Lookup("tokyodoves")
	s, _ := def.New("", 2, nil)
	tb.loop(action("ann", 0, s.ActionString(s.Legal(nil)[0])))
	for i := 0; i < 100000 && tb.view().Seq < 2; i++ { // ticks, not time: a busy machine needs more
		tb.loop()
	}
	if v := tb.view(); v.Seq != 2 || v.ToMove != 0 {
		t.Errorf("the computer did not answer: %+v", v)
	}
}

// A game nobody is in closes after IdleTicks, a finished one after
// OverTicks even with people at it, and a game being played stays open.
func TestIdleGamesClose(t *testing.T) {
	for _, c := range []struct {
		over, here bool
		ticks      int
	}{{false, false, IdleTicks}, {true, true, OverTicks - 1}, {false, true, 4 * IdleTicks}} { // (the tick that ends a game counts)
		tb := open(t, "tokyodoves", "human", "human")
		if c.here {
			tb.join("ann", nil)
			tb.join("bob", nil)
		}
		if c.over {
			s := tb.state.(*matchState)
			for !s.room.Over() {
				m, err := game.LoadRecord(s.room.Record())
				if err != nil {
					t.Fatal(err)
				}
				a := m.State.ActionString(m.State.Legal(nil)[0])
				tb.loop(action([]string{"ann", "bob"}[s.room.ToMove()], s.room.Seq(), a))
			}
		}
		for i := 0; i < c.ticks; i++ {
			if tb.loop(); tb.state == nil {
				t.Fatalf("%+v: closed after %d ticks", c, i)
			}
		}
		tb.tick++
		st := tb.h.MatchLoop(context.Background(), tb.log, nil, nil, tb.d, tb.tick, tb.state, nil)
		if open := st != nil; open != (!c.over && c.here) {
			t.Errorf("%+v: open %v after %d ticks", c, open, c.ticks)
		}
	}
}

// firstLegal is the first legal action of a game's opening position.
func firstLegal(t *testing.T, name string) string {
	def, _ := game.Lookup(name)
	s, err := def.New("", 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s.ActionString(s.Legal(nil)[0])
}

// Every change is stored before anyone is told of it: with the database
// down, the action is never acknowledged and the match stops, so the game
// reopens from its last stored action; a new seat is not given either.
func TestNothingIsToldBeforeItIsStored(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	if g, _ := tb.b.Load(context.Background(), tb.id); g.Users[0] != "ann" {
		t.Fatalf("ann's seat was not stored: %v", g.Users)
	}
	if ids, _ := tb.b.Mine(context.Background(), "ann"); len(ids) != 1 || ids[0] != tb.id {
		t.Errorf("ann's list: %v", ids)
	}
	tb.b.failSave = true
	if ok, _ := tb.join("bob", nil); ok {
		t.Error("bob was seated with the database down")
	}
	// The room had seated Bob before the store failed: the match is ahead
	// of its record, so it lets nobody in and ends, and the game reopens
	// from what was stored (Bob is seated there, and listed, once the
	// database is back).
	tb.b.failSave = false
	if ok, _ := tb.join("bob", nil); ok {
		t.Error("bob was let in to a seat never stored")
	}
	if st := tb.h.MatchLoop(context.Background(), tb.log, nil, nil, tb.d, 1, tb.state, nil); st != nil {
		t.Error("the match went on with a seat it could not store")
	}
	again := reopen(t, tb.b, tb.id)
	if ok, why := again.join("bob", nil); !ok {
		t.Fatalf("bob could not sit once the database was back: %s", why)
	}
	if ids, _ := tb.b.Mine(context.Background(), "bob"); len(ids) != 1 || ids[0] != tb.id {
		t.Errorf("bob's list: %v", ids)
	}
	tb = again
	tb.b.failSave = true
	n := len(tb.d.sent)
	if st := tb.h.MatchLoop(context.Background(), tb.log, nil, nil, tb.d, 1, tb.state, []runtime.MatchData{action("ann", 0, firstLegal(t, "tokyodoves"))}); st != nil {
		t.Error("the match went on without storing the action")
	}
	for _, s := range tb.d.sent[n:] {
		if s.op == OpState {
			t.Errorf("an action not stored was acknowledged: %s", s.data)
		}
	}
	if g, _ := tb.b.Load(context.Background(), tb.id); strings.Contains(g.Record, "end: 1") {
		t.Error("the record has the action")
	}
}

// After a restart the game's match is opened again from its record: the
// same position and seats; a player who comes back is sent every action,
// and one who missed some asks for them from where it stopped.
func TestAGameReopensWhereItWas(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "beginner")
	tb.join("ann", nil)
	tb.loop(action("ann", 0, firstLegal(t, "tokyodoves")))
	for i := 0; i < 100000 && tb.view().Seq < 2; i++ { // ticks, not time: a busy machine needs more
		tb.loop()
	}
	before := tb.view()
	if before.From+len(before.Actions) != 2 {
		t.Errorf("the view at 2 actions sent %d actions from %d", len(before.Actions), before.From)
	}
	if g := tb.b.games[tb.id]; !strings.Contains(g.Last.String(), "Green") || g.LastSeat != 1 {
		t.Errorf("the stored last move: %q by %d, want the computer's (seat 1)", g.Last, g.LastSeat)
	}
	again := reopen(t, tb.b, tb.id)
	if ok, why := again.join("ann", nil); !ok {
		t.Fatalf("ann could not come back: %s", why)
	}
	var st State
	last := again.d.sent[len(again.d.sent)-1]
	if err := json.Unmarshal([]byte(last.data), &st); err != nil {
		t.Fatal(err)
	}
	if st.Seat == nil || *st.Seat != 0 || st.Seq != 2 || st.From != 0 || len(st.Actions) != 2 || st.Position != before.Position {
		t.Errorf("ann came back to %s", last.data)
	}
	out := again.loop(data{presence{"ann"}, OpSync, []byte(`{"seq":1}`)})
	if len(out) != 1 || out[0].op != OpState || !strings.Contains(out[0].data, `"from":1`) {
		t.Errorf("sync from 1: %+v", out)
	}
	for _, bad := range []string{`{"seq":9}`, `{"seq":-1}`, `{"from":1}`, `[]`} {
		out := again.loop(data{presence{"ann"}, OpSync, []byte(bad)})
		if len(out) != 1 || out[0].op != OpRefused {
			t.Errorf("sync %s: %+v", bad, out)
		}
	}
}

// "Your turn" goes to the person whose turn it becomes, when they are away.
func TestYourTurnIsNotified(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	tb.join("bob", nil)
	tb.state = tb.h.MatchLeave(context.Background(), tb.log, nil, nil, tb.d, tb.tick, tb.state, []runtime.Presence{presence{"bob"}})
	tb.loop(action("ann", 0, firstLegal(t, "tokyodoves")))
	if len(tb.b.notes) != 1 || tb.b.notes[0] != "bob: Your turn "+tb.id {
		t.Errorf("notifications: %v", tb.b.notes)
	}
	// Bob is back and plays: ann is at the game, and is told by the state.
	tb.join("bob", nil)
	tb.loop(action("bob", 1, tb.nextLegal()))
	if len(tb.b.notes) != 1 {
		t.Errorf("a notification to someone at the game: %v", tb.b.notes)
	}
}

// The RPCs: create seats the caller and gives a code; join finds the game by
// its code in any case; open reopens by id; the list says whose turn it is.
// Bad requests are refused with a reason.
func TestTheServiceCreatesJoinsAndLists(t *testing.T) {
	b := newMem()
	runner := &fakeRunner{}
	sv := &Service{B: b, Matches: runner}
	l := newLogger()
	out, err := sv.Create(as("ann"), l, nil, nil, `{"game":"columbiz","seats":["human","human","expert"]}`)
	if err != nil {
		t.Fatal(err)
	}
	var o Opened
	if err := json.Unmarshal([]byte(out), &o); err != nil || o.GameID == "" || o.MatchID == "" || len(o.Code) != CodeLen {
		t.Fatalf("created: %s", out)
	}
	out, err = sv.Join(as("bob"), l, nil, nil, `{"code":" `+strings.ToLower(o.Code)+`"}`)
	var j Opened
	if err != nil || json.Unmarshal([]byte(out), &j) != nil || j != o {
		t.Errorf("joined %s (%v), created %+v", out, err, o)
	}
	if len(runner.created) != 1 {
		t.Errorf("%d matches for one game", len(runner.created))
	}
	runner.dead = true // the server restarted: the match is gone
	out, err = sv.Open(as("ann"), l, nil, nil, `{"game_id":"`+o.GameID+`"}`)
	if err != nil || !strings.Contains(out, o.GameID) || len(runner.created) != 2 {
		t.Errorf("reopened: %s %v (%d matches)", out, err, len(runner.created))
	}
	out, err = sv.Games(as("ann"), l, nil, nil, `{}`)
	var list GamesResp
	if err != nil || json.Unmarshal([]byte(out), &list) != nil || len(list.Games) != 1 {
		t.Fatalf("ann's games: %s %v", out, err)
	}
	if g := list.Games[0]; g.Game != "columbiz" || g.Seat != 0 || g.Over {
		t.Errorf("ann's game: %+v", g)
	}
	// Who plays each seat, the variant and the clock, for the list's rows.
	if g := list.Games[0]; g.Variant != "standard" || strings.Join(g.Players, ",") != "human,human,expert" || g.TurnSeconds != 0 {
		t.Errorf("ann's game's seats: %+v", g)
	}
	out, _ = sv.Create(as("ann"), l, nil, nil, `{"game":"falconry","variant":"truel","seats":["human","human","beginner"],"turn_seconds":86400}`)
	_ = json.Unmarshal([]byte(out), &o)
	b.mu.Lock()
	fg := b.games[o.GameID]
	fg.Timing.TakenOver = []bool{false, true, false} // the second seat's player ran out of time
	// ...then the first seat's left for good, and lost: a game stored as
	// over without its result (as before results were stored), which the
	// list reads from the record.
	fg.Timing.Lost, fg.Over, fg.ToMove = 1, true, -1
	b.games[o.GameID] = fg
	b.mu.Unlock()
	out, _ = sv.Games(as("ann"), l, nil, nil, `{}`)
	list = GamesResp{}
	_ = json.Unmarshal([]byte(out), &list)
	found := false
	for _, g := range list.Games {
		if g.GameID == o.GameID {
			found = true
			if g.Variant != "truel" || strings.Join(g.Players, ",") != "human,standard,beginner" || g.TurnSeconds != 86400 {
				t.Errorf("a game with a seat taken over: %+v", g)
			}
			if !g.Over || fmt.Sprint(g.Returns) != "[0 1 1]" || g.Lost != 1 {
				t.Errorf("a game lost by leaving, listed: over %v, returns %v, lost %d", g.Over, g.Returns, g.Lost)
			}
		}
	}
	if !found {
		t.Errorf("the falconry game is not listed: %s", out)
	}
	for _, c := range []struct {
		call func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule, string) (string, error)
		user string
		body string
	}{
		{sv.Create, "", `{"game":"columbiz","seats":["human","human"]}`},
		{sv.Create, "ann", `{"game":"chess","seats":["human","human"]}`},
		{sv.Create, "ann", `{"game":"columbiz","seats":["human"]}`},
		{sv.Create, "ann", `{"game":"columbiz","seats":["human","grandmaster"]}`},
		{sv.Create, "ann", `{"game":"columbiz","variant":"huge","seats":["human","human"]}`},
		{sv.Create, "ann", `not json`},
		{sv.Create, "ann", `{"game":"columbiz","seats":["human","human"],"x":1}`},
		{sv.Join, "bob", `{"code":"ZZZZZZ"}`},
		{sv.Join, "bob", `{"code":"O0O0O0"}`},
		{sv.Join, "bob", `{"code":"` + strings.Repeat("A", 2000) + `"}`},
		{sv.Join, "bob", `{}`},
		{sv.Open, "bob", `{"game_id":"nowhere"}`},
		{sv.Games, "", `{}`},
	} {
		ctx := context.Background()
		if c.user != "" {
			ctx = as(c.user)
		}
		out, err := c.call(ctx, l, nil, nil, c.body)
		if err == nil || err.Error() == "" {
			t.Errorf("%.60s by %q: %s, no error", c.body, c.user, out)
		} else if c.user != "" && game.KeyOf(err) == "" {
			// A refusal, which clients do not try again (the server's
			// trouble has no message: they do).
			t.Errorf("%.60s by %q: %v is not a refusal", c.body, c.user, err)
		}
	}
	if _, err := sv.Leaders(as("ann"), l, nil, nil, `{"game":"chess"}`); game.KeyOf(err) == "" {
		t.Errorf("the leaderboard of chess: %v is not a refusal", err)
	}
}

type fakeRunner struct {
	created []string
	signals []string
	dead    bool
}

func (f *fakeRunner) Create(_ context.Context, id string) (string, error) {
	f.created = append(f.created, id)
	f.dead = false
	return fmt.Sprintf("match-%d.node", len(f.created)), nil
}
func (f *fakeRunner) Alive(context.Context, string) bool { return !f.dead }
func (f *fakeRunner) Signal(_ context.Context, _, data string) (string, error) {
	f.signals = append(f.signals, data)
	return "", nil
}

// A seat out of time loses (as this game was set up): the loop stores and
// tells it; leaving for good (a signal from roost_leave) hands a seat to
// the computer; a correspondence game that ran out of time while closed is
// opened by the sweep.
func TestTheClockAndLeavingInTheMatch(t *testing.T) {
	b := newMem()
	id := store(t, b, room.Config{Game: "tokyodoves", Seats: []string{"human", "human"}, Seed: 3,
		Clock: room.Clock{Turn: 10 * time.Second, OnTimeout: room.TimeoutLose}})
	g, _ := b.Load(context.Background(), id)
	g.Timing.TurnSince = time.Now().Add(-time.Minute).UnixMilli() // long ago
	g.Deadline = time.Now().Add(-50 * time.Second).UnixMilli()
	_ = b.Save(context.Background(), g)
	runner := &fakeRunner{}
	sv := &Service{B: b, Matches: runner}
	sv.Sweep(context.Background(), newLogger())
	if len(runner.created) != 1 || runner.created[0] != id {
		t.Errorf("the sweep opened %v", runner.created)
	}
	tb := reopen(t, b, id)
	tb.join("ann", nil)
	tb.loop()
	v := tb.view()
	if !v.Over || v.Lost != 1 || len(v.Notes) != 1 || !strings.Contains(v.Notes[0].String(), "loses") {
		t.Errorf("after the deadline: %+v", v)
	}
	if g, _ := b.Load(context.Background(), id); !g.Over || g.Timing.Lost != 1 {
		t.Errorf("stored: %+v", g)
	}

	tb = open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	tb.join("bob", nil)
	var why string
	tb.state, why = tb.h.MatchSignal(context.Background(), tb.log, nil, nil, tb.d, tb.tick, tb.state, "bob")
	if why != "" {
		t.Fatal(why)
	}
	if _, why = tb.h.MatchSignal(context.Background(), tb.log, nil, nil, tb.d, tb.tick, tb.state, "eve"); why == "" {
		t.Error("eve, who has no seat, left")
	}
	tb.loop()
	if v := tb.view(); v.Seats[1] == "human" || !strings.Contains(fmt.Sprint(v.Notes), "left the game") {
		t.Errorf("after bob left: %+v", v)
	}
	if g, _ := b.Load(context.Background(), tb.id); g != nil && !g.Timing.TakenOver[1] {
		t.Error("the takeover was not stored")
	}
}

// as is the context of an RPC from a signed-in user: user "id-ann" is
// called "ann", as mem.UserIDs has it.
func as(user string) context.Context {
	ctx := context.WithValue(context.Background(), runtime.RUNTIME_CTX_USER_ID, user)            //nolint:staticcheck // Nakama's own key
	return context.WithValue(ctx, runtime.RUNTIME_CTX_USERNAME, strings.TrimPrefix(user, "id-")) //nolint:staticcheck // Nakama's own key
}

// Players invited by name get their seat kept, the game in their list and a
// notification; nobody else can take the seat; unknown names, bad names and
// oneself are refused.
func TestInvitedPlayers(t *testing.T) {
	b := newMem()
	sv := &Service{B: b, Matches: &fakeRunner{}}
	l := newLogger()
	out, err := sv.Create(as("id-ann"), l, nil, nil, `{"game":"columba","seats":["@bob","human","beginner"]}`)
	if err != nil {
		t.Fatal(err)
	}
	var o Opened
	_ = json.Unmarshal([]byte(out), &o)
	g, _ := b.Load(context.Background(), o.GameID)
	if fmt.Sprint(g.Users) != "[id-bob id-ann ]" || fmt.Sprint(g.Names) != "[bob ann ]" {
		t.Errorf("seats %q, names %q", g.Users, g.Names)
	}
	if ids, _ := b.Mine(context.Background(), "id-bob"); len(ids) != 1 || ids[0] != o.GameID {
		t.Errorf("bob's list: %v", ids)
	}
	if len(b.notes) != 1 || b.notes[0] != "id-bob: You are invited "+o.GameID {
		t.Errorf("notifications: %v", b.notes)
	}
	tb := reopen(t, b, o.GameID)
	if ok, why := tb.join("cy", nil); ok {
		t.Error("cy took bob's seat")
	} else if why == "" {
		t.Error("cy was refused without a reason")
	}
	if ok, _ := tb.join("id-bob", nil); !ok {
		t.Error("bob could not sit")
	}
	for _, body := range []string{
		`{"game":"columba","seats":["human","@nobody"]}`,
		`{"game":"columba","seats":["human","@ann"]}`,
		`{"game":"columba","seats":["human","@a b"]}`,
		`{"game":"columba","seats":["human","@x"]}`,
		`{"game":"columba","seats":["@bob","@bob"]}`,
	} {
		if _, err := sv.Create(as("id-ann"), l, nil, nil, body); err == nil {
			t.Errorf("%s was accepted", body)
		}
	}
}

type entry struct {
	user  string
	props map[string]interface{}
}

func (e entry) GetPresence() runtime.Presence         { return presence{e.user} }
func (e entry) GetTicket() string                     { return "t-" + e.user }
func (e entry) GetProperties() map[string]interface{} { return e.props }
func (e entry) GetPartyId() string                    { return "" }
func (e entry) GetCreateTime() int64                  { return 0 }

func quickEntry(user string, q online.QuickReq) entry {
	p := map[string]interface{}{}
	for k, v := range q.Properties() {
		p[k] = v
	}
	return entry{user, p}
}

// The matchmaker's players get a game of what they asked for, every seat
// theirs, with the quick clock; mismatched or short tickets start nothing.
func TestQuickMatch(t *testing.T) {
	b := newMem()
	runner := &fakeRunner{}
	sv := &Service{B: b, Matches: runner}
	q := online.QuickReq{Game: "falconry", Variant: "duel-fast", Players: 2}
	m, err := sv.Matched(context.Background(), newLogger(), nil, nil, []runtime.MatchmakerEntry{quickEntry("ann", q), quickEntry("bob", q)})
	if err != nil || m == "" {
		t.Fatalf("matched: %q %v", m, err)
	}
	ids, _ := b.Mine(context.Background(), "ann")
	if len(ids) != 1 {
		t.Fatalf("ann's list: %v", ids)
	}
	g, _ := b.Load(context.Background(), ids[0])
	got := append([]string(nil), g.Users...)
	sort.Strings(got)
	if fmt.Sprint(got) != "[ann bob]" || g.Timing.Clock.Turn != online.QuickTurn*time.Second {
		t.Errorf("game: %+v", g)
	}
	if mt, _ := game.LoadRecord(g.Record); mt.Variant != "duel-fast" || fmt.Sprint(mt.Players) != "[human human]" {
		t.Errorf("record: %s", g.Record)
	}
	three := online.QuickReq{Game: "columba", Variant: "standard", Players: 3}
	other := online.QuickReq{Game: "columba", Variant: "junior", Players: 2}
	bad := entry{"cy", map[string]interface{}{"game": "columba"}}
	for _, es := range [][]runtime.MatchmakerEntry{
		nil,
		{quickEntry("ann", three), quickEntry("bob", three)},
		{quickEntry("ann", other), quickEntry("bob", three)},
		{bad, bad},
		{quickEntry("ann", online.QuickReq{Game: "chess", Variant: "x", Players: 2}), quickEntry("bob", online.QuickReq{Game: "chess", Variant: "x", Players: 2})},
	} {
		if _, err := sv.Matched(context.Background(), newLogger(), nil, nil, es); err == nil {
			t.Errorf("matched %v", es)
		}
	}
	if len(runner.created) != 1 {
		t.Errorf("%d matches started", len(runner.created))
	}
}

// Quick messages: a seated player's fixed message goes to everyone with
// their seat; a spectator's, an unknown one and one too soon after the
// last are refused to the sender alone.
func TestQuickMessages(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	tb.join("bob", nil)
	tb.join("dee", map[string]string{"spectate": "1"})
	say := func(user string, msg int) runtime.MatchData {
		b, _ := json.Marshal(online.Say{Msg: msg})
		return data{presence{user}, OpSay, b}
	}
	out := tb.loop(say("bob", 2))
	if len(out) != 1 || out[0].op != OpSaid || out[0].to != nil || out[0].data != `{"seat":1,"msg":2}` {
		t.Fatalf("bob's message: %+v", out)
	}
	for _, m := range []runtime.MatchData{say("bob", 0), say("ann", len(online.QuickMessages)), say("ann", -1), say("dee", 0),
		data{presence{"ann"}, OpSay, []byte(`{"msg":"hi"}`)}} {
		out := tb.loop(m)
		if len(out) != 1 || out[0].op != OpRefused || len(out[0].to) != 1 || out[0].to[0] != m.GetUserId() {
			t.Errorf("%s from %s: %+v", m.GetData(), m.GetUserId(), out)
		}
	}
	for i := 0; i < online.SayEvery*TickRate; i++ {
		tb.loop()
	}
	if out := tb.loop(say("bob", 6)); len(out) != 1 || out[0].op != OpSaid {
		t.Errorf("bob, later: %+v", out)
	}
	if n := tb.state.(*matchState).room.Seq(); n != 0 {
		t.Errorf("messages changed the game: %d actions", n)
	}
}

// Ratings: a game between two people, played to its end, moves their
// ratings by Elo (+16 and -16 between newcomers) and counts the win; a
// game against a computer seat is not rated.
func TestAFinishedGameBetweenPeopleIsRated(t *testing.T) {
	tb := open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	tb.join("bob", nil)
	users := []string{"ann", "bob"}
	for i := 0; i < 400; i++ {
		v := tb.state.(*matchState).room.View()
		if v.Over {
			break
		}
		tb.loop(action(users[v.ToMove], v.Seq, legalNow(t, tb)))
	}
	v := tb.state.(*matchState).room.View()
	if !v.Over {
		t.Fatal("the game did not end")
	}
	b := tb.b
	if rs, _ := b.MyRatings(context.Background(), "ann"); len(rs) != 1 {
		t.Fatalf("ann's ratings: %+v", rs)
	}
	winner := 0
	if v.Returns[1] > v.Returns[0] {
		winner = 1
	}
	got := map[string]online.Rating{}
	for _, u := range users {
		r, _ := b.MyRatings(context.Background(), u)
		got[u] = r[0]
	}
	w, l := got[users[winner]], got[users[1-winner]]
	if w.Rating != 1216 || l.Rating != 1184 || w.Wins != 1 || l.Wins != 0 || w.Games != 1 || fmt.Sprint(w.History) != "[1216]" {
		t.Errorf("after the game: winner %+v, loser %+v", w, l)
	}
	if lb, _ := b.Leaders(context.Background(), "tokyodoves", "ann"); len(lb.Leaders) != 2 || lb.Leaders[0].Name != users[winner] {
		t.Errorf("the leaderboard: %+v", lb)
	}
	// The players' lists say who won, as the end told it.
	if err := b.AddMine(context.Background(), "ann", tb.id); err != nil {
		t.Fatal(err)
	}
	sv := &Service{B: b, Matches: &fakeRunner{}}
	out, err := sv.Games(as("ann"), tb.log, nil, nil, `{}`)
	var list GamesResp
	if err != nil || json.Unmarshal([]byte(out), &list) != nil || len(list.Games) != 1 {
		t.Fatalf("ann's games: %s %v", out, err)
	}
	if g := list.Games[0]; !g.Over || fmt.Sprint(g.Returns) != fmt.Sprint(v.Returns) || fmt.Sprint(g.Scores) != fmt.Sprint(v.Scores) || len(g.Returns) != 2 {
		t.Errorf("the finished game listed: %+v, ended with %v %v", g, v.Returns, v.Scores)
	}

	// Against the computer: no rating.
	tc := open(t, "tokyodoves", "human", "beginner")
	tc.join("cy", nil)
	for i := 0; i < 400; i++ {
		v := tc.state.(*matchState).room.View()
		if v.Over {
			break
		}
		if v.ToMove == 0 {
			tc.loop(action("cy", v.Seq, legalNow(t, tc)))
		} else {
			tc.loop()
		}
	}
	if !tc.state.(*matchState).room.View().Over {
		t.Fatal("the game against the computer did not end")
	}
	if rs, _ := tc.b.MyRatings(context.Background(), "cy"); len(rs) != 0 {
		t.Errorf("a game against the computer was rated: %+v", rs)
	}
}

// legalNow is a legal action of the room's position now.
func legalNow(t *testing.T, tb *table) string {
	t.Helper()
	r := tb.state.(*matchState).room
	v := r.View()
	def, _ := game.Lookup(v.Game)
	m, err := game.NewMatch(def, v.Variant, v.Seats, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range r.Actions(0) {
		if _, err := m.PlayRecorded(a); err != nil {
			t.Fatal(err)
		}
	}
	return m.State.ActionString(m.State.Legal(nil)[0])
}

// Undo: against the computer, a player takes back their action and the
// computer's answer (everyone gets the whole game again, with Undone);
// between two people the turn that passed cannot be taken back, and a
// stale or bad request is refused to its sender.
func TestUndoOnline(t *testing.T) {
	undo := func(user string, seq int) runtime.MatchData {
		b, _ := json.Marshal(online.Undo{Seq: seq})
		return data{presence{user}, OpUndo, b}
	}
	tc := open(t, "tokyodoves", "human", "beginner")
	tc.join("cy", nil)
	tc.loop(action("cy", 0, legalNow(t, tc)))
	for i := 0; i < 200 && tc.state.(*matchState).room.Seq() < 2; i++ {
		tc.loop()
	}
	if n := tc.state.(*matchState).room.Seq(); n != 2 {
		t.Fatalf("the computer did not answer: %d actions", n)
	}
	if out := tc.loop(undo("cy", 1)); len(out) != 1 || out[0].op != OpRefused {
		t.Errorf("a stale undo: %+v", out)
	}
	out := tc.loop(undo("cy", 2))
	var st State
	if len(out) != 1 || out[0].op != OpState || json.Unmarshal([]byte(out[0].data), &st) != nil {
		t.Fatalf("the undo: %+v", out)
	}
	if st.Undone != 2 || st.Seq != 0 || st.From != 0 || len(st.Actions) != 0 || st.ToMove != 0 {
		t.Errorf("after the undo: %+v", st)
	}
	if g, _ := tc.b.Load(context.Background(), tc.id); g == nil || g.ToMove != 0 {
		t.Errorf("the stored game after the undo: %+v", g)
	}

	tb := open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	tb.join("bob", nil)
	tb.loop(action("ann", 0, legalNow(t, tb)))
	if out := tb.loop(undo("ann", 1)); len(out) != 1 || out[0].op != OpRefused || !strings.Contains(out[0].data, "turn") {
		t.Errorf("ann's undo on bob's turn: %+v", out)
	}
	if out := tb.loop(undo("eve", 1)); len(out) != 1 || out[0].op != OpRefused {
		t.Errorf("a stranger's undo: %+v", out)
	}
	if n := tb.state.(*matchState).room.Seq(); n != 1 {
		t.Errorf("refused undos changed the game: %d actions", n)
	}
}

// Taking back a turn that passed, by the rival's leave: the rival is asked
// (alone); "no" is told to the asker and changes nothing; "yes" takes the
// turn back for everyone. Nobody else can answer, and a stale or unasked
// answer is refused.
func TestTakeBackByConsent(t *testing.T) {
	ask := func(user string, seq int) runtime.MatchData {
		b, _ := json.Marshal(online.Undo{Seq: seq, Ask: true})
		return data{presence{user}, OpUndo, b}
	}
	reply := func(user string, seq int, yes bool) runtime.MatchData {
		b, _ := json.Marshal(online.Reply{Seq: seq, Yes: yes})
		return data{presence{user}, OpReply, b}
	}
	tb := open(t, "tokyodoves", "human", "human")
	tb.join("ann", nil)
	tb.join("bob", nil)
	tb.loop(action("ann", 0, legalNow(t, tb)))
	if out := tb.loop(reply("bob", 1, true)); len(out) != 1 || out[0].op != OpRefused {
		t.Errorf("an answer nobody asked for: %+v", out)
	}
	out := tb.loop(ask("ann", 1))
	if len(out) != 1 || out[0].op != OpAsked || len(out[0].to) != 1 || out[0].to[0] != "bob" || out[0].data != `{"seat":0,"seq":1}` {
		t.Fatalf("the ask: %+v", out)
	}
	out = tb.loop(reply("bob", 1, false))
	if len(out) != 1 || out[0].op != OpRefused || out[0].to[0] != "ann" || !strings.Contains(out[0].data, "rather play on") {
		t.Errorf("bob's no: %+v", out)
	}
	if out := tb.loop(ask("ann", 1)); len(out) != 1 || out[0].op != OpRefused || !strings.Contains(out[0].data, "ask-wait") {
		t.Errorf("an ask again at once: %+v", out)
	}
	tb.tick += AskEvery * TickRate
	tb.loop(ask("ann", 1))
	if out := tb.loop(reply("ann", 1, true)); len(out) != 1 || out[0].op != OpRefused {
		t.Errorf("ann answered her own ask: %+v", out)
	}
	out = tb.loop(reply("bob", 1, true))
	var st State
	if len(out) != 1 || out[0].op != OpState || out[0].to != nil || json.Unmarshal([]byte(out[0].data), &st) != nil || st.Undone != 1 || st.Seq != 0 || st.ToMove != 0 {
		t.Errorf("bob's yes: %+v", out)
	}

	// Against the computer there is nobody to ask.
	tc := open(t, "tokyodoves", "human", "beginner")
	tc.join("cy", nil)
	if out := tc.loop(ask("cy", 0)); len(out) != 1 || out[0].op != OpRefused {
		t.Errorf("asking the computer: %+v", out)
	}
}

// With the database down (restarting), a code or a game id is not "no such
// game": the RPCs answer with the server's trouble, which is no refusal of
// the player's (no message: clients try again), and once it is back they
// find the game. A code or id that names nothing is still refused.
func TestADatabaseDownIsNotNoSuchGame(t *testing.T) {
	b := newMem()
	sv := &Service{B: b, Matches: &fakeRunner{}}
	l := newLogger()
	out, err := sv.Create(as("ann"), l, nil, nil, `{"game":"tokyodoves","seats":["human","human"]}`)
	if err != nil {
		t.Fatal(err)
	}
	var o Opened
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatal(err)
	}
	calls := []struct {
		what string
		call func() (string, error)
	}{
		{"join", func() (string, error) { return sv.Join(as("bob"), l, nil, nil, `{"code":"`+o.Code+`"}`) }},
		{"open", func() (string, error) { return sv.Open(as("ann"), l, nil, nil, `{"game_id":"`+o.GameID+`"}`) }},
		{"games", func() (string, error) { return sv.Games(as("ann"), l, nil, nil, `{}`) }},
		{"leave", func() (string, error) { return sv.Leave(as("ann"), l, nil, nil, `{"game_id":"`+o.GameID+`"}`) }},
	}
	b.down = true
	for _, c := range calls {
		if _, err := c.call(); err == nil || game.KeyOf(err) != "" {
			t.Errorf("%s with the database down: %v (a refusal, or none)", c.what, err)
		}
	}
	b.down = false
	for _, c := range calls[:3] {
		if out, err := c.call(); err != nil || !strings.Contains(out, o.GameID) {
			t.Errorf("%s with the database back: %s %v", c.what, out, err)
		}
	}
	for _, c := range []struct{ what, key string }{
		{`{"code":"ZZZZZZ"}`, "online.refuse.no-code-game"},
	} {
		if _, err := sv.Join(as("bob"), l, nil, nil, c.what); game.KeyOf(err) != c.key {
			t.Errorf("join %s: %v", c.what, err)
		}
	}
	if _, err := sv.Open(as("ann"), l, nil, nil, `{"game_id":"nothing"}`); game.KeyOf(err) != "online.refuse.no-game" {
		t.Errorf("open of nothing: %v", err)
	}
}
