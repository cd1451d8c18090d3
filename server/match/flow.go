package match

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/heroiclabs/nakama-common/rtapi"
	"github.com/heroiclabs/nakama-common/runtime"
)

// Flow keeps one sender from crowding out the others, before anything
// reaches a match's input queue (Nakama's, 128 messages a tick: what comes
// when it is full is dropped, whoever sent it). The match data a client
// sends goes through FlowHook: a spectator (a user with no seat in the
// game) may only ask for a sync, and each user's messages to a match are
// held to a rate (a bucket of tokens per user and match). Sockets that keep
// sending far past their rate are closed. The matches say who is seated
// (seat) and forget a game when its match ends (forget).
type Flow struct {
	mu      sync.Mutex
	matches map[string]*matchFlow // by match id
	now     func() time.Time
}

type matchFlow struct {
	seated  map[string]bool    // users with a seat
	buckets map[string]*bucket // by user
}

// bucket is a token bucket: tokens refill at a rate up to a burst.
type bucket struct {
	tokens  float64
	at      time.Time
	dropped int // messages dropped in a row
}

func (b *bucket) take(now time.Time, rate, burst float64) bool {
	if b.at.IsZero() {
		b.tokens = burst
	} else {
		b.tokens = min(burst, b.tokens+rate*now.Sub(b.at).Seconds())
	}
	b.at = now
	if b.tokens < 1 {
		b.dropped++
		return false
	}
	b.tokens--
	b.dropped = 0
	return true
}

// The rates: a seated player may send PlayerRate messages a second to a
// game (PlayerBurst at once: a Columbiz turn's placements, a quick message,
// an undo); a spectator SpectatorRate syncs a second. A socket whose
// messages are dropped CloseAfter times in a row is closed.
const (
	PlayerRate     = 8
	PlayerBurst    = 16
	SpectatorRate  = 1
	SpectatorBurst = 3
	CloseAfter     = 200
)

// flow is the plugin's one Flow (the matches and the hook share it).
var flow = &Flow{now: time.Now}

func (f *Flow) match(id string) *matchFlow {
	if f.matches == nil {
		f.matches = map[string]*matchFlow{}
	}
	m := f.matches[id]
	if m == nil {
		m = &matchFlow{seated: map[string]bool{}, buckets: map[string]*bucket{}}
		f.matches[id] = m
	}
	return m
}

// seat says that users have a seat in a match.
func (f *Flow) seat(matchID string, users ...string) {
	if matchID == "" {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	m := f.match(matchID)
	for _, u := range users {
		if u != "" {
			m.seated[u] = true
		}
	}
}

func (f *Flow) seated(matchID, user string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	m := f.matches[matchID]
	return m != nil && m.seated[user]
}

// forget drops a match that ended.
func (f *Flow) forget(matchID string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.matches, matchID)
}

// Verdicts of allow.
const (
	pass      = iota // on to the match
	drop             // not sent (the sender is told)
	shut             // the socket is closed
	elsewhere        // not a match of this server's games: left to Nakama
)

// allow decides on one message of a user to a match.
func (f *Flow) allow(matchID, user string, op int64) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	m := f.matches[matchID]
	if m == nil {
		return elsewhere // not a game's match of this server (Nakama drops it)
	}
	b := m.buckets[user]
	if b == nil {
		b = &bucket{}
		m.buckets[user] = b
	}
	rate, burst := float64(PlayerRate), float64(PlayerBurst)
	if !m.seated[user] {
		if op != OpSync {
			b.dropped++
			return f.verdict(b)
		}
		rate, burst = SpectatorRate, SpectatorBurst
	}
	if b.take(f.now(), rate, burst) {
		return pass
	}
	return f.verdict(b)
}

func (f *Flow) verdict(b *bucket) int {
	if b.dropped >= CloseAfter {
		return shut
	}
	return drop
}

// errTooFast and errWatching are what a sender is told of a message not
// passed on.
var (
	errTooFast  = runtime.NewError("too many messages: slow down", 8) // 8: resource exhausted
	errWatching = runtime.NewError("a spectator may only ask for a sync", 7)
)

// FlowHook is the before-hook of the realtime match data message.
func FlowHook(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *rtapi.Envelope) (*rtapi.Envelope, error) {
	d := in.GetMatchDataSend()
	if d == nil {
		return in, nil
	}
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	switch flow.allow(d.GetMatchId(), user, d.GetOpCode()) {
	case elsewhere:
		return in, nil
	case pass:
		// Handed to the match at once: a message does not wait in the
		// match's queue for its next tick (the match ticks only for the
		// clock, the computer seats and the idle count; see TickRate). The
		// copy Nakama still queues is marked as passed on, and the match
		// drops it. When the match cannot take the signal (busy, ending),
		// the message goes the slow way, through the queue; a signal
		// still waiting when its time is up is called off (its context
		// ends), so that no message is played twice.
		session, _ := ctx.Value(runtime.RUNTIME_CTX_SESSION_ID).(string)
		sctx, cancel := context.WithTimeout(ctx, PassWait)
		res, err := nk.MatchSignal(sctx, d.GetMatchId(), passOn(session, user, d.GetOpCode(), d.GetData()))
		cancel()
		if err == nil && res != notHere {
			d.OpCode, d.Data = opPassed, nil
		}
		return in, nil
	case shut:
		logger.Warn("roost: %s sent match %s too much: the socket is closed", user, d.GetMatchId())
		return nil, nil // Nakama closes a socket whose message a hook drops
	}
	if !flow.seated(d.GetMatchId(), user) {
		return nil, errWatching
	}
	return nil, errTooFast
}

// matchID is the id of the match a match handler's call is for.
func matchID(ctx context.Context) string {
	id, _ := ctx.Value(runtime.RUNTIME_CTX_MATCH_ID).(string)
	return id
}

// PerSenderTick is the most messages a match reads from one sender in one
// tick; the rest of theirs are dropped (the flow hook keeps a legitimate
// client far below it).
const PerSenderTick = 4

// fair keeps at most PerSenderTick messages of each sender, in order.
func fair(messages []runtime.MatchData) []runtime.MatchData {
	if len(messages) <= PerSenderTick {
		return messages
	}
	count := map[string]int{}
	out := messages[:0:0]
	for _, m := range messages {
		k := m.GetUserId()
		if count[k] < PerSenderTick {
			out = append(out, m)
		}
		count[k]++
	}
	return out
}

// PassWait is how long FlowHook waits for a match to take a message (it
// is busy with an earlier one: a computer's thinking, a slow write).
const PassWait = 5 * time.Second

// opPassed marks the queued copy of a message that FlowHook handed to its
// match at once (a signal): the match drops it. A client's own message
// with this op is refused like any unknown one when it comes as a signal,
// and dropped when it comes through the queue.
const opPassed = -1

// sigMessage starts a signal that carries a client's message to a match.
const sigMessage = "\x00message\x00"

// passOn is the signal of a client's message: who sent it (their session
// and user, as Nakama told the hook) and what.
func passOn(session, user string, op int64, data []byte) string {
	return sigMessage + session + "\x00" + user + "\x00" + strconv.FormatInt(op, 10) + "\x00" + string(data)
}

// notHere is a match's answer to a message passed on from a session it
// does not have at the table yet (Nakama let it join, and its join is
// still in the match's queue): the message goes through the queue, after
// the join.
const notHere = "not here"

// passed reads a signal of passOn: the message (from the sender's
// presence at the table), or ok false when the signal is not a message.
// A message from nobody at the table is nil.
func (s *matchState) passed(signal string) (runtime.MatchData, bool) {
	rest, ok := strings.CutPrefix(signal, sigMessage)
	if !ok {
		return nil, false
	}
	f := strings.SplitN(rest, "\x00", 4)
	if len(f) != 4 {
		return nil, true
	}
	op, err := strconv.ParseInt(f[2], 10, 64)
	p, here := s.here[f[0]]
	if err != nil || !here || p.GetUserId() != f[1] {
		return nil, true
	}
	return message{Presence: p, op: op, data: []byte(f[3])}, true
}

// message is a client's message that came as a signal.
type message struct {
	runtime.Presence
	op   int64
	data []byte
}

func (m message) GetOpCode() int64      { return m.op }
func (m message) GetData() []byte       { return m.data }
func (m message) GetReliable() bool     { return true }
func (m message) GetReceiveTime() int64 { return time.Now().UnixMilli() }

// queued leaves out the copies of messages passed on as signals.
func queued(messages []runtime.MatchData) []runtime.MatchData {
	for i, m := range messages {
		if m.GetOpCode() == opPassed {
			out := append([]runtime.MatchData(nil), messages[:i]...)
			for _, m := range messages[i+1:] {
				if m.GetOpCode() != opPassed {
					out = append(out, m)
				}
			}
			return out
		}
	}
	return messages
}
