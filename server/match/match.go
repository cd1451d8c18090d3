// Package match runs a Roost game as a Nakama authoritative match: it turns
// the realtime socket's messages into package room's calls and the room's
// state into messages. Every rule lives in room (and rules/); this is the
// wiring, tested with fakes of nakama-common's runtime interfaces.
package match

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/server/room"
)

// Name is the match handler's registered name.
const Name = "roost"

// Op codes of the realtime messages (package online's).
const (
	OpAction  = online.OpAction
	OpState   = online.OpState
	OpRefused = online.OpRefused
	OpSync    = online.OpSync
	OpSay     = online.OpSay
	OpSaid    = online.OpSaid
	OpUndo    = online.OpUndo
	OpAsked   = online.OpAsked
	OpReply   = online.OpReply
)

// TickRate is the match loop's ticks a second; Budget is what computer seats
// may think in one tick (so that one node runs many games at once: 200 ms
// a second). A player's message does not wait for a tick: FlowHook hands it
// to the match at once (MatchSignal), so the ticks only run the clock, the
// computer seats, the leavings and the idle count, and a game waiting for a
// person costs 5 cheap ticks a second (Nakama ticks every open match).
const (
	TickRate   = 5
	Budget     = 40 * time.Millisecond
	MaxMessage = online.MaxMessage // bytes; a longer message is refused unread
	// IdleTicks is how long a game nobody is connected to stays open (a
	// minute: a player who comes back later reopens it from storage);
	// OverTicks is how long a finished game stays open (its last messages
	// are sent; a late look at it reopens it too). Every open match ticks
	// TickRate times a second, so finished games are closed soon.
	IdleTicks = 60 * TickRate
	OverTicks = 10 * TickRate
)

// The messages, as package online has them (the client's package: one
// definition for both ends).
type (
	Action  = online.Action
	Sync    = online.Sync
	State   = online.State
	Refusal = online.Refusal
)

// Handler is the runtime.Match of a Roost game.
type Handler struct{ B Backend }

// New is the function registered with Initializer.RegisterMatch.
func New(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule) (runtime.Match, error) {
	return &Handler{B: Nakama{NK: nk, DB: db}}, nil
}

type matchState struct {
	id   string // the match's id
	g    *Game
	room *room.Room
	here map[string]runtime.Presence // connected, by session
	idle int                         // ticks with the game over or nobody here
	// leaving are the words of seats given up since the last tick (a
	// signal), told with the next state.
	leaving []game.Msg
	said    map[string]int64 // the tick each user last said something
	asks    map[string]int64 // the tick each user last asked to take back a turn
	// waiting: nothing happens until a message comes or the clock runs out
	// (at deadline); over: the game is over. The match then only counts
	// its idle ticks.
	waiting  bool
	over     bool
	deadline time.Time
	// ended is the game just ended, stored and still to be rated: the
	// ratings are stored after the players are told of the end (their
	// read and writes made the last action wait).
	ended *room.View
	asked *asking // a player waiting for their rival's leave to take back their turn
	// unsaved: a seat was taken here that could not be stored (the
	// database in trouble). The room is ahead of its record, so the match
	// ends at its next tick and the game reopens from what was stored.
	unsaved bool
}

// asking is a request to take back a turn, waiting for the rival's answer.
type asking struct {
	user string
	seq  int
}

// presences are the connections of a user at the table.
func (s *matchState) presences(user string) []runtime.Presence {
	var out []runtime.Presence
	for _, p := range s.here {
		if p.GetUserId() == user {
			out = append(out, p)
		}
	}
	return out
}

// ask passes a player's request to take back their turn to their rival,
// who must be at the table.
func (s *matchState) ask(logger runtime.Logger, d runtime.MatchDispatcher, m runtime.MatchData, seq int, tick int64) error {
	if _, err := s.room.TakeBack(m.GetUserId(), seq, true); err != nil {
		return err
	}
	if last, ok := s.asks[m.GetUserId()]; ok && tick-last < AskEvery*TickRate {
		return game.Refuse("online.refuse.ask-wait", "Count", AskEvery)
	}
	if s.asks == nil {
		s.asks = map[string]int64{}
	}
	s.asks[m.GetUserId()] = tick
	seat := s.room.SeatOf(m.GetUserId())
	rival := s.room.Users()[1-seat]
	to := s.presences(rival)
	if len(to) == 0 {
		return game.Refuse("online.refuse.not-there")
	}
	s.asked = &asking{user: m.GetUserId(), seq: seq}
	send(logger, d, OpAsked, online.Asked{Seat: seat, Seq: seq}, to)
	return nil
}

// reply takes the rival's answer: yes takes the turn back (it returns the
// asker and how many actions), no tells the asker.
func (s *matchState) reply(logger runtime.Logger, d runtime.MatchDispatcher, m runtime.MatchData) (string, int, error) {
	var q online.Reply
	if err := decode(m.GetData(), &q); err != nil {
		return "", 0, err
	}
	a := s.asked
	if a == nil || a.seq != q.Seq || a.user == m.GetUserId() || s.room.SeatOf(m.GetUserId()) < 0 {
		return "", 0, game.Refuse("online.refuse.not-asked")
	}
	s.asked = nil
	if !q.Yes {
		why := game.M("online.refuse.play-on.other")
		if seat := s.room.SeatOf(m.GetUserId()); seat < len(s.g.Names) && s.g.Names[seat] != "" {
			why = game.M("online.refuse.play-on", "Who", s.g.Names[seat])
		}
		send(logger, d, OpRefused, refusal(&game.Refusal{Msg: why}), s.presences(a.user))
		return "", 0, nil
	}
	n, err := s.room.TakeBack(a.user, a.seq, false)
	return a.user, n, err
}

// say checks a quick message: a seated player's, one of the fixed ones,
// not sooner than SayEvery seconds after their last.
func (s *matchState) say(m runtime.MatchData, tick int64) (online.Said, error) {
	var q online.Say
	if err := decode(m.GetData(), &q); err != nil {
		return online.Said{}, err
	}
	seat := s.room.SeatOf(m.GetUserId())
	switch {
	case seat < 0:
		return online.Said{}, game.Refuse("online.refuse.say-seated")
	case q.Msg < 0 || q.Msg >= len(online.QuickMessages):
		return online.Said{}, fmt.Errorf("there is no quick message %d", q.Msg)
	}
	if last, ok := s.said[m.GetUserId()]; ok && tick-last < online.SayEvery*TickRate {
		return online.Said{}, game.Refuse("online.refuse.say-wait", "Count", online.SayEvery)
	}
	if s.said == nil {
		s.said = map[string]int64{}
	}
	s.said[m.GetUserId()] = tick
	return online.Said{Seat: seat, Msg: q.Msg}, nil
}

// view is the state message from action from on.
func (s *matchState) view(from int, events []game.Msg) State {
	return s.viewOf(s.room.View(), from, events, nil)
}

func (s *matchState) viewOf(v room.View, from int, events, notes []game.Msg) State {
	return State{View: v, GameID: s.g.ID, From: from, Actions: s.room.Actions(from), Events: events, Notes: notes,
		Names: s.g.Names, Here: s.present()}
}

// present says by seat whether its player is connected now (by any of
// their sessions).
func (s *matchState) present() []bool {
	users := s.room.Users()
	out := make([]bool, len(users))
	for seat, u := range users {
		for _, p := range s.here {
			if u != "" && p.GetUserId() == u {
				out[seat] = true
			}
		}
	}
	return out
}

// tellOthers sends everyone connected but the session skip the game as it
// is, with no new action: who sits where and who is here.
func (s *matchState) tellOthers(logger runtime.Logger, dispatcher runtime.MatchDispatcher, skip string) {
	var others []runtime.Presence
	for id, o := range s.here {
		if id != skip {
			others = append(others, o)
		}
	}
	if len(others) > 0 {
		send(logger, dispatcher, OpState, s.view(s.room.Seq(), nil), others)
	}
}

// save writes the game as it is now: nobody is told of a change before it
// is stored.
func (h *Handler) save(ctx context.Context, s *matchState) error {
	return h.saveView(ctx, s, s.room.View())
}

func (h *Handler) saveView(ctx context.Context, s *matchState, v room.View) error {
	ended := v.Over && !s.g.Over
	s.g.Record, s.g.Users, s.g.Over, s.g.ToMove = s.room.Record(), s.room.Users(), v.Over, v.ToMove
	s.g.Timing, s.g.Deadline = s.room.Timing(), v.Deadline
	s.g.Last, s.g.LastSeat = s.room.Last()
	s.g.Scores, s.g.Returns = v.Scores, v.Returns
	if err := h.B.Save(ctx, s.g); err != nil {
		return err
	}
	if ended {
		s.ended = &v
	}
	return nil
}

// rateEnded stores the ratings of the game that just ended, if any: after
// its end is stored and told. Ratings not stored are logged (the game's
// record has its end whatever comes of them).
func (h *Handler) rateEnded(ctx context.Context, logger runtime.Logger, s *matchState) {
	if s.ended == nil {
		return
	}
	v := *s.ended
	s.ended = nil
	if err := h.rate(ctx, s.g, v); err != nil {
		logger.Error("roost game %s: ratings not stored: %v", s.g.ID, err)
	}
}

// rate updates the players' ratings after a game that just ended, when
// every seat was a different person's (a game with a computer seat, or an
// open one, is not rated).
func (h *Handler) rate(ctx context.Context, g *Game, v room.View) error {
	users := g.Users
	seen := map[string]bool{}
	for _, u := range users {
		if u == "" || seen[u] { // (a seat the computer took over from a late person still counts)
			return nil
		}
		seen[u] = true
	}
	if len(users) < 2 || len(v.Returns) != len(users) {
		return nil
	}
	rs, err := h.B.Ratings(ctx, g.Game, users)
	if err != nil {
		return err
	}
	old := make([]float64, len(rs))
	for i, r := range rs {
		old[i] = r.Rating
	}
	best := 0.0
	for _, x := range v.Returns {
		best = max(best, x)
	}
	for i, r := range online.Elo(old, v.Returns) {
		rs[i].Game, rs[i].Rating = g.Game, r
		rs[i].Games++
		if v.Returns[i] == best && best > 0 {
			rs[i].Wins++
		}
		rs[i].History = append(rs[i].History, r)
		if n := len(rs[i].History); n > 30 {
			rs[i].History = rs[i].History[n-30:]
		}
	}
	return h.B.Rate(ctx, g.Game, users, g.Names, rs)
}

// Config reads a game's configuration from the match's parameters: "game",
// "variant", "seats" (a list, or a comma-separated string, of "human" and
// computer levels).
func Config(params map[string]interface{}) (room.Config, error) {
	var cfg room.Config
	str := func(k string) string { s, _ := params[k].(string); return s }
	cfg.Game, cfg.Variant = str("game"), str("variant")
	switch s := params["seats"].(type) {
	case string:
		cfg.Seats = strings.Split(s, ",")
	case []interface{}:
		for _, x := range s {
			v, ok := x.(string)
			if !ok {
				return cfg, fmt.Errorf("seats: %v is not a player", x)
			}
			cfg.Seats = append(cfg.Seats, v)
		}
	case []string:
		cfg.Seats = s
	default:
		return cfg, fmt.Errorf("seats: none given")
	}
	return cfg, nil
}

func (h *Handler) MatchInit(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, params map[string]interface{}) (interface{}, int, string) {
	id, _ := params["game_id"].(string)
	g, err := h.B.Load(ctx, id)
	if err == nil {
		var r *room.Room
		if r, err = room.Load(g.Record, g.Users, g.Timing); err == nil {
			g.name(-1, "") // a name for every seat
			// No label: nothing looks matches up by label (the service
			// keeps its own map), and Nakama indexes every label it is
			// given, which costs a tenth of the server's time under load.
			id := matchID(ctx)
			flow.seat(id, g.Users...)
			return &matchState{id: id, g: g, room: r, here: map[string]runtime.Presence{}}, TickRate, ""
		}
	}
	logger.Error("roost game %q not opened: %v", id, err)
	return nil, 0, ""
}

func (h *Handler) MatchJoinAttempt(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, presence runtime.Presence, metadata map[string]string) (interface{}, bool, string) {
	s := state.(*matchState)
	if metadata["spectate"] == "1" {
		if s.spectators() >= MaxSpectators {
			return s, false, online.ErrorText(game.Refuse("online.refuse.spectators", "Count", MaxSpectators))
		}
		return s, true, ""
	}
	if s.unsaved {
		return s, false, "the server could not store your seat: try again"
	}
	user := presence.GetUserId()
	had := s.room.SeatOf(user)
	if _, err := s.room.Join(user); err != nil {
		return s, false, online.ErrorText(err) // (a refusal: the client says it, and does not try again)
	}
	flow.seat(s.id, user)
	s.waiting = false
	if had < 0 { // a new seat: stored before the player sits
		s.g.name(s.room.SeatOf(user), presence.GetUsername())
		if err := h.save(ctx, s); err != nil {
			logger.Error("roost game %s: seat not stored, the match stops: %v", s.g.ID, err)
			s.unsaved = true
			return s, false, "the server could not store your seat: try again"
		}
		if err := h.B.AddMine(ctx, user, s.g.ID); err != nil {
			logger.Warn("roost game %s not added to %s's list: %v", s.g.ID, user, err)
		}
	}
	return s, true, ""
}

func (h *Handler) MatchJoin(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, presences []runtime.Presence) interface{} {
	s := state.(*matchState)
	for _, p := range presences {
		s.here[p.GetSessionId()] = p
		msg := s.view(0, nil)
		if seat := s.room.SeatOf(p.GetUserId()); seat >= 0 {
			msg.Seat = &seat
		}
		send(logger, dispatcher, OpState, msg, []runtime.Presence{p})
		// The others learn who sat down (their name) and who is here: the
		// state with no new action (a spectator's coming changes neither).
		if s.room.SeatOf(p.GetUserId()) >= 0 {
			s.tellOthers(logger, dispatcher, p.GetSessionId())
		}
	}
	return s
}

// AskEvery is how often a player may ask the other to take back a turn
// (seconds).
const AskEvery = 10

// MaxSpectators is the most spectators a game takes at once.
const MaxSpectators = 16

// spectators counts the connections at the table without a seat.
func (s *matchState) spectators() int {
	n := 0
	for _, p := range s.here {
		if s.room.SeatOf(p.GetUserId()) < 0 {
			n++
		}
	}
	return n
}

func (h *Handler) MatchLeave(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, presences []runtime.Presence) interface{} {
	s := state.(*matchState)
	seated := false
	for _, p := range presences {
		delete(s.here, p.GetSessionId()) // the seat stays theirs: they may come back
		seated = seated || s.room.SeatOf(p.GetUserId()) >= 0
	}
	if seated {
		s.tellOthers(logger, dispatcher, "") // who is still here
	}
	return s
}

func (h *Handler) MatchLoop(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, messages []runtime.MatchData) interface{} {
	s := state.(*matchState)
	if next := h.loop(ctx, logger, dispatcher, tick, s, fair(queued(messages)), true); next != nil {
		return next
	}
	flow.forget(s.id)
	return nil
}

// loop is one tick of the match (ticked), or one message passed on at once
// (FlowHook): its state after, or nil when it ends. A game waiting for a
// person costs almost nothing a tick: nothing is stepped until a message
// comes, someone joins or leaves for good, or the clock runs out.
func (h *Handler) loop(ctx context.Context, logger runtime.Logger, dispatcher runtime.MatchDispatcher, tick int64, s *matchState, messages []runtime.MatchData, ticked bool) *matchState {
	if s.unsaved {
		return nil // (see unsaved)
	}
	if len(messages) == 0 && s.waiting && s.leaving == nil && (s.deadline.IsZero() || s.room.Now().Before(s.deadline)) {
		return s.idled(s.over)
	}
	defer func() {
		s.waiting, s.deadline = s.room.Waiting()
		s.over = s.room.Over()
	}()
	from, mover := s.room.Seq(), s.room.ToMove()
	var events, notes []game.Msg
	undone, undoer := 0, "" // actions taken back this tick, and by whom ("" someone unnamed)
	for _, m := range messages {
		if m.GetOpCode() == OpSync {
			var q Sync
			if err := decode(m.GetData(), &q); err != nil || q.Seq < 0 || q.Seq > from {
				send(logger, dispatcher, OpRefused, Refusal{Reason: fmt.Sprintf("cannot send the actions from %d on", q.Seq)}, []runtime.Presence{m})
				continue
			}
			send(logger, dispatcher, OpState, s.view(q.Seq, nil), []runtime.Presence{m})
			continue
		}
		if m.GetOpCode() == OpSay {
			said, err := s.say(m, tick)
			if err != nil {
				send(logger, dispatcher, OpRefused, refusal(err), []runtime.Presence{m})
				continue
			}
			send(logger, dispatcher, OpSaid, said, nil)
			continue
		}
		if m.GetOpCode() == OpUndo || m.GetOpCode() == OpReply {
			var n int
			var err error
			var asker string
			if m.GetOpCode() == OpReply {
				asker, n, err = s.reply(logger, dispatcher, m)
			} else {
				var q online.Undo
				if err = decode(m.GetData(), &q); err == nil && q.Ask {
					err = s.ask(logger, dispatcher, m, q.Seq, tick)
					if err == nil {
						continue
					}
				} else if err == nil {
					n, err = s.room.Undo(m.GetUserId(), q.Seq)
				}
				asker = m.GetUserId()
			}
			if err != nil {
				send(logger, dispatcher, OpRefused, refusal(err), []runtime.Presence{m})
				continue
			}
			if n == 0 {
				continue
			}
			undone += n
			if seat := s.room.SeatOf(asker); seat >= 0 && seat < len(s.g.Names) && s.g.Names[seat] != "" {
				undoer = s.g.Names[seat]
			}
			continue
		}
		ev, err := s.act(m)
		if err != nil {
			logger.WithField("user", m.GetUserId()).Warn("roost action refused: %v", err)
			send(logger, dispatcher, OpRefused, refusal(err), []runtime.Presence{m})
			continue
		}
		events = append(events, ev...)
	}
	changed := false
	if msg := s.room.Expire(); msg.Key != "" {
		notes, changed = append(notes, msg), true
	}
	ev, err := s.room.Step(Budget)
	events = append(events, msgs(ev)...)
	if err != nil {
		logger.Error("roost game %s stopped: %v", s.g.ID, err)
		return nil
	}
	if s.leaving != nil {
		notes, changed = append(notes, s.leaving...), true
		s.leaving = nil
	}
	if changed || s.room.Seq() != from || undone > 0 {
		v := s.room.View()
		if err := h.saveView(ctx, s, v); err != nil {
			// Nothing is acknowledged that is not stored: the match ends,
			// and the game reopens from its last stored action.
			logger.Error("roost game %s not stored, the match stops: %v", s.g.ID, err)
			return nil
		}
		st := s.viewOf(v, min(from, s.room.Seq()), events, notes)
		if undone > 0 { // everyone starts again from the whole game
			st = s.viewOf(v, 0, events, append([]game.Msg{online.Undone(undoer, undone)}, notes...))
			st.Undone = undone
		}
		send(logger, dispatcher, OpState, st, nil)
		h.notify(ctx, logger, s, v, mover)
		h.rateEnded(ctx, logger, s)
	}
	if !ticked {
		return s
	}
	return s.idled(s.room.Over())
}

// idled counts the ticks with the game over or nobody here: the match ends
// after IdleTicks of them (OverTicks when the game is over).
func (s *matchState) idled(over bool) *matchState {
	if over || len(s.here) == 0 {
		s.idle++
		if s.idle > IdleTicks || (over && s.idle > OverTicks) {
			return nil
		}
	} else {
		s.idle = 0
	}
	return s
}

// notify tells the person now to act that it is their turn, when they are
// not at the game (the state tells those who are): kept for them until
// they come back.
func (h *Handler) notify(ctx context.Context, logger runtime.Logger, s *matchState, v room.View, before int) {
	if v.Over || v.ToMove < 0 || v.ToMove == before {
		return
	}
	user := s.room.Users()[v.ToMove]
	if user == "" {
		return
	}
	for _, p := range s.here {
		if p.GetUserId() == user {
			return
		}
	}
	content := map[string]interface{}{"game_id": s.g.ID, "game": v.Game, "seq": v.Seq}
	if err := h.B.Notify(ctx, user, NotifyYourTurn, "Your turn", content); err != nil {
		logger.Warn("roost game %s: no notification to %s: %v", s.g.ID, user, err)
	}
}

// decode reads one JSON message strictly: known fields only, one value,
// MaxMessage bytes at most.
func decode(data []byte, v interface{}) error {
	if len(data) > MaxMessage {
		return fmt.Errorf("the message is %d bytes long (at most %d)", len(data), MaxMessage)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("the message cannot be read: %v", err)
	}
	if dec.More() {
		return fmt.Errorf("the message has more than one value")
	}
	return nil
}

// act applies one message from a client, or says why not.
func (s *matchState) act(m runtime.MatchData) ([]game.Msg, error) {
	if m.GetOpCode() != OpAction {
		return nil, fmt.Errorf("unknown message %d", m.GetOpCode())
	}
	var a Action
	if err := decode(m.GetData(), &a); err != nil {
		return nil, err
	}
	ev, err := s.room.Act(m.GetUserId(), a.Seq, a.Action)
	if err != nil {
		return nil, err
	}
	return msgs(ev), nil
}

func (h *Handler) MatchTerminate(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, graceSeconds int) interface{} {
	if s, ok := state.(*matchState); ok {
		flow.forget(s.id)
	}
	return state
}

// MatchSignal takes a player's message passed on by FlowHook (passOn), or
// a player's leaving for good (data: the user id), from the roost_leave
// RPC; the reply is "" or why not.
func (h *Handler) MatchSignal(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, dispatcher runtime.MatchDispatcher, tick int64, state interface{}, data string) (interface{}, string) {
	s := state.(*matchState)
	if m, ok := s.passed(data); ok { // a player's message (FlowHook)
		if m == nil {
			return s, notHere
		}
		if next := h.loop(ctx, logger, dispatcher, tick, s, []runtime.MatchData{m}, false); next != nil {
			return next, ""
		}
		flow.forget(s.id)
		return nil, ""
	}
	s.waiting = false
	msg, err := s.room.Leave(data)
	if err != nil {
		return s, online.ErrorText(err)
	}
	if err := h.save(ctx, s); err != nil {
		logger.Error("roost game %s: a leaving not stored, the match stops: %v", s.g.ID, err)
		return nil, "the server could not store it: try again"
	}
	s.leaving = append(s.leaving, msg)
	return s, ""
}

// send encodes and sends a message (to presences, or to everyone for nil).
func send(logger runtime.Logger, d runtime.MatchDispatcher, op int64, msg interface{}, to []runtime.Presence) {
	data, err := json.Marshal(msg)
	if err == nil {
		err = d.BroadcastMessage(op, data, to, nil, true)
	}
	if err != nil {
		logger.Error("roost message %d not sent: %v", op, err)
	}
}

// msgs are the events' messages.
func msgs(ev []game.Event) []game.Msg {
	var out []game.Msg
	for _, e := range ev {
		if e.Msg.Key != "" {
			out = append(out, e.Msg)
		}
	}
	return out
}

// refusal is an error as a client is told it: its English words, and a
// refusal's message for each player to read in their own language.
func refusal(err error) Refusal {
	r := Refusal{Reason: err.Error()}
	if game.KeyOf(err) != "" {
		r.Why = game.Reason(err)
	}
	return r
}
