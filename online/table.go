package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// Table follows one game on the server: a copy of its match, replayed from
// the actions the server sends (random events as the server drew them), the
// player's seat, and the way back after a lost connection.
type Table struct {
	C        *Client
	GameID   string
	Spectate bool

	M          *game.Match // the game as the server has it, once the first state came
	Seat       int         // the player's seat; -1 for a spectator
	Last       State       // the newest state received
	Reconnects int         // connections made again after one was lost

	// OnTrouble, when set, is told when the connection is lost (a message:
	// reconnecting, try 2) and when it is back (no message), from the
	// goroutine calling Next.
	OnTrouble func(game.Msg)
	// OnSaid, when set, is told the quick messages of the players (from
	// Next's goroutine).
	OnSaid func(Said)
	// OnAsked, when set, is told when the rival asks to take back their
	// turn (from Next's goroutine); answer with Reply.
	OnAsked func(Asked)

	mu      sync.Mutex     // guards the three below (Act may run beside Next)
	sock    *Socket        // the client's shared connection this table is on
	data    chan MatchData // this game's messages on it
	matchID string

	quiet int // syncs sent by Next that nothing has answered yet
}

// IdleProbe is how long Next waits with nothing from the game before it
// asks the server where the game is.
const IdleProbe = 15 * time.Second

// Refused is the server's refusal of this player's message: why, in
// English and as a message to say in the player's language.
type Refused struct {
	Reason string
	Why    game.Msg
}

// Said is the refusal's message (its English words where the server sent
// no message).
func (r *Refused) Said() game.Msg {
	if r.Why.Key != "" {
		return r.Why
	}
	return game.M("error", "Text", r.Reason)
}

func (r *Refused) Error() string { return "refused: " + r.Reason }

// Backoff is the wait before each new try to reach the server: doubling
// from 200 ms to 5 s, for about 2 minutes in all.
func Backoff(try int) time.Duration {
	d := 200 * time.Millisecond << min(try, 5)
	return min(d, 5*time.Second)
}

// MaxTries is how many times a lost connection is tried again.
const MaxTries = 30

// Open opens one of the player's games (or one to watch) and waits for its
// state (tried again while the server cannot answer: Retry).
func Open(ctx context.Context, c *Client, gameID string, spectate bool) (*Table, error) {
	var t *Table
	err := Retry(ctx, func(ctx context.Context) (err error) {
		t, err = openAt(ctx, c, gameID, "", spectate)
		return err
	})
	return t, err
}

// openAt opens a game at a match already known ("": ask the server for it).
func openAt(ctx context.Context, c *Client, gameID, matchID string, spectate bool) (*Table, error) {
	t := &Table{C: c, GameID: gameID, Spectate: spectate, Seat: -1}
	if err := t.connect(ctx, matchID); err != nil {
		return nil, err
	}
	if _, err := t.Next(ctx); err != nil {
		t.Close()
		return nil, err
	}
	return t, nil
}

// connect (again) reaches the game on the client's connection: the game's
// match (started anew by the server if it restarted; matchID when known
// already), joined.
func (t *Table) connect(ctx context.Context, matchID string) error {
	if t.sock != nil {
		t.sock.unfollow(t.matchID)
	}
	k, err := t.C.Socket(ctx)
	if err != nil {
		return err
	}
	if matchID == "" {
		var o Opened
		if err := k.RPC(ctx, RPCOpen, OpenReq{GameID: t.GameID}, &o); err != nil {
			return err
		}
		matchID = o.MatchID
	}
	data := k.follow(matchID)
	if err := k.JoinMatch(ctx, matchID, t.Spectate); err != nil {
		k.unfollow(matchID)
		return err
	}
	t.mu.Lock()
	t.sock, t.data, t.matchID = k, data, matchID
	t.mu.Unlock()
	return nil
}

// reconnect tries to reach the game again, waiting longer after each try.
func (t *Table) reconnect(ctx context.Context, why error) error {
	var err error = why
	for try := 0; try < MaxTries; try++ {
		if t.OnTrouble != nil {
			t.OnTrouble(game.M("online.reconnecting", "Count", try+1))
		}
		select {
		case <-time.After(Backoff(try)):
		case <-ctx.Done():
			return ctx.Err()
		}
		if err = t.connect(ctx, ""); err == nil {
			t.Reconnects++
			t.quiet = 0
			if t.OnTrouble != nil {
				t.OnTrouble(game.Msg{})
			}
			return nil
		} else if !Transient(err) && try > 3 {
			// The server answered and refused: trying again will not help,
			// unless the match was gone in between (it is opened anew).
			return err
		}
	}
	return fmt.Errorf("gave up after %d tries: %w", MaxTries, err)
}

// Transient reports whether an error may pass when tried again: the server
// not reached, or in trouble (its database restarting: "Error finding user
// account."), as against a refusal, which says why in words of its own.
func Transient(err error) bool {
	if errors.Is(err, ErrUnreachable) {
		return true
	}
	var se *ServerError
	if errors.As(err, &se) {
		return se.Why.Key == "" && (se.Status == 0 || se.Status >= 500)
	}
	return false
}

// Retry runs f until it succeeds, fails with a refusal, or MaxTries pass,
// waiting Backoff between tries and telling the trouble of ctx (Telling)
// each time in words ("online.reconnecting", the try). Create, Join, Open,
// QuickMatch and the client's lists go through it: a server or a database
// restarting is waited out.
func Retry(ctx context.Context, f func(ctx context.Context) error) error {
	trouble, _ := ctx.Value(troubleKey{}).(func(game.Msg))
	var err error
	for try := 0; try < MaxTries; try++ {
		if err = f(ctx); err == nil || !Transient(err) || ctx.Err() != nil {
			if try > 0 && trouble != nil {
				trouble(game.Msg{}) // through, or given up: nothing to tell now
			}
			return err
		}
		if trouble != nil {
			trouble(game.M("online.reconnecting", "Count", try+1))
		}
		select {
		case <-time.After(Backoff(try)):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return err
}

type troubleKey struct{}

// Telling has the tries made under ctx (Retry) tell trouble in words while
// they wait (a message: reconnecting, try 2), and when they are over (no
// message).
func Telling(ctx context.Context, trouble func(game.Msg)) context.Context {
	return context.WithValue(ctx, troubleKey{}, trouble)
}

// Reopen opens the game again, as after a lost connection: the server
// starts its match anew from what was stored if it stopped (its database
// failed it), and the state it sends comes through Next. A client whose
// action goes unanswered again and again calls it (Play does).
func (t *Table) Reopen(ctx context.Context) error {
	return t.reconnect(ctx, errors.New("the game stopped answering"))
}

// Close leaves the game's match (the connection stays the client's).
func (t *Table) Close() {
	if t.sock != nil && t.sock.Err() == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = t.sock.LeaveMatch(ctx, t.matchID)
	}
}

// Socket is the connection in use (tests cut it).
func (t *Table) Socket() *Socket { return t.sock }

// Next waits for the next state of the game and brings the copy up to it;
// a refusal of this player's message comes back as *Refused. A lost
// connection is made again, and the state it brings is the next one.
func (t *Table) Next(ctx context.Context) (State, error) {
	probe := time.NewTimer(IdleProbe)
	defer probe.Stop()
	for {
		var d MatchData
		select {
		case d = <-t.data:
			t.quiet = 0
		case <-probe.C:
			// Nothing for a while: is the game's match still there? (One
			// that stopped, its database gone, tells nobody.) A sync asks;
			// a sync unanswered reopens the game, which starts its match
			// again from what was stored.
			if t.quiet > 0 {
				t.quiet = 0
				if err := t.reconnect(ctx, errors.New("the game stopped answering")); err != nil {
					return t.Last, err
				}
				probe.Reset(IdleProbe)
				continue
			}
			t.quiet++
			if t.M != nil {
				_ = t.Resync(ctx)
			}
			probe.Reset(AckTimeout)
			continue
		case <-t.sock.Done:
			// Anything read before the end still counts.
			select {
			case d = <-t.data:
			default:
				if err := t.reconnect(ctx, t.sock.Err()); err != nil {
					return t.Last, err
				}
				continue
			}
		case <-ctx.Done():
			return t.Last, ctx.Err()
		}
		if d.MatchID != t.matchID {
			continue // a message of a match left behind
		}
		switch d.Op {
		case OpRefused:
			var r Refused
			if err := json.Unmarshal(d.Data, &r); err != nil {
				r.Reason = "(a refusal that cannot be read)"
			}
			return t.Last, &r
		case OpAsked:
			var q Asked
			if err := json.Unmarshal(d.Data, &q); err == nil && t.OnAsked != nil {
				t.OnAsked(q)
			}
		case OpSaid:
			var q Said
			if err := json.Unmarshal(d.Data, &q); err == nil && q.Msg >= 0 && q.Msg < len(QuickMessages) && t.OnSaid != nil {
				t.OnSaid(q)
			}
		case OpState:
			var st State
			if err := json.Unmarshal(d.Data, &st); err != nil {
				return t.Last, &Unreadable{What: "a state", Why: err}
			}
			ok, err := t.apply(ctx, st)
			if err != nil {
				return t.Last, err
			}
			if ok {
				return st, nil
			}
		}
	}
}

// apply brings the copy up to a state: the actions it has not yet seen are
// played; a gap (missed messages) is filled by asking for what is missing.
// It reports whether the copy is now at the state.
func (t *Table) apply(ctx context.Context, st State) (bool, error) {
	if st.Seat != nil {
		t.Seat = *st.Seat
	}
	if t.GameID == "" {
		t.GameID = st.GameID // a quick match: known from its first state
	}
	if t.M == nil || t.M.Def.Name != st.Game {
		def, err := game.Lookup(st.Game)
		if err != nil {
			return false, fmt.Errorf("the server plays a game this build does not have: %v", err)
		}
		if t.M, err = game.NewMatch(def, st.Variant, st.Seats, 0, ""); err != nil {
			return false, fmt.Errorf("the server's game cannot be set up here: %v", err)
		}
	}
	if st.Undone > 0 && st.From == 0 { // taken back on the server: start again
		def := t.M.Def
		m, err := game.NewMatch(def, st.Variant, st.Seats, 0, "")
		if err != nil {
			return false, fmt.Errorf("the server's game cannot be set up here: %v", err)
		}
		t.M = m
	}
	have := len(t.M.History())
	if st.From > have {
		return false, t.sock.Send(ctx, t.matchID, OpSync, Sync{Seq: have})
	}
	for i := have - st.From; i < len(st.Actions); i++ {
		if _, err := t.M.PlayRecorded(st.Actions[i]); err != nil {
			return false, fmt.Errorf("the server's action %d (%q) does not follow here: %v", st.From+i+1, st.Actions[i], err)
		}
	}
	if len(t.M.History()) != st.Seq || t.M.State.String() != st.Position {
		return false, fmt.Errorf("the game here (%d actions) is not the server's (%d)", len(t.M.History()), st.Seq)
	}
	t.Last = st
	return true, nil
}

// Say sends one of the quick messages (its number in QuickMessages).
func (t *Table) Say(ctx context.Context, msg int) error {
	t.mu.Lock()
	k, id := t.sock, t.matchID
	t.mu.Unlock()
	return k.Send(ctx, id, OpSay, Say{Msg: msg})
}

// Undo asks the server to take back the player's own actions (see
// online.Undo); everyone then gets the whole game again.
func (t *Table) Undo(ctx context.Context, seq int) error {
	t.mu.Lock()
	k, id := t.sock, t.matchID
	t.mu.Unlock()
	return k.Send(ctx, id, OpUndo, Undo{Seq: seq})
}

// AskUndo asks the rival to let the player take back their last turn,
// for the position after seq actions.
func (t *Table) AskUndo(ctx context.Context, seq int) error {
	t.mu.Lock()
	k, id := t.sock, t.matchID
	t.mu.Unlock()
	return k.Send(ctx, id, OpUndo, Undo{Seq: seq, Ask: true})
}

// Reply answers the rival's ask.
func (t *Table) Reply(ctx context.Context, seq int, yes bool) error {
	t.mu.Lock()
	k, id := t.sock, t.matchID
	t.mu.Unlock()
	return k.Send(ctx, id, OpReply, Reply{Seq: seq, Yes: yes})
}

// MyTurn reports whether the player is to act.
func (t *Table) MyTurn() bool {
	return t.M != nil && !t.Last.Over && t.Seat >= 0 && t.Last.ToMove == t.Seat
}

// Act sends an action for the position the player sees.
func (t *Table) Act(ctx context.Context, text string) error {
	return t.ActAt(ctx, len(t.M.History()), text)
}

// ActAt sends an action for the position after seq actions (a player who
// has made several actions of a turn before the server answered). It may
// be called beside Next.
func (t *Table) ActAt(ctx context.Context, seq int, text string) error {
	t.mu.Lock()
	k, id := t.sock, t.matchID
	t.mu.Unlock()
	return k.Send(ctx, id, OpAction, Action{Seq: seq, Action: text})
}

// AckTimeout is how long Play waits for the server to answer an action
// before it asks where the game is (a sync) and sends the action again:
// the server refuses it as stale if the first one was applied after all.
const AckTimeout = 5 * time.Second

// Play plays the player's seat to the end of the game: choose picks an
// action (in notation) for the position. It returns the final state. It
// acts once for each position: a state that changes nothing (someone came
// or went) does not make it act again while its action is unanswered. A
// refusal because the game moved on (or a position that never was) asks
// the server where the game is and goes on from there; an action not
// answered in AckTimeout is sent again with a sync.
func (t *Table) Play(ctx context.Context, choose func(m *game.Match) (string, error)) (State, error) {
	refused := 0
	sent, action, tries := -1, "", 0 // the position acted on, the action, its sends
	for !t.Last.Over {
		have := len(t.M.History())
		if t.MyTurn() && sent != have {
			a, err := choose(t.M)
			if err != nil {
				return t.Last, err
			}
			sent, action, tries = have, a, 1
			if err := t.Act(ctx, a); err != nil {
				if err := t.reconnect(ctx, err); err != nil {
					return t.Last, err
				}
				sent = -1
				continue // the state after reconnecting says whose turn it is
			}
		}
		wctx, cancel := ctx, context.CancelFunc(func() {})
		waiting := t.MyTurn() && sent == have
		if waiting {
			wctx, cancel = context.WithTimeout(ctx, AckTimeout)
		}
		_, err := t.Next(wctx)
		cancel()
		if err == nil {
			refused = 0
			continue
		}
		var r *Refused
		switch {
		case waiting && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded):
			// No answer: the action may have been dropped. Send it again
			// (stale, and refused, if it was applied) and ask for the game.
			if tries++; tries > MaxTries {
				return t.Last, fmt.Errorf("the server has not answered an action %d times", MaxTries)
			}
			if tries%3 == 0 { // the match may be gone: open the game again
				if err := t.Reopen(ctx); err != nil {
					return t.Last, err
				}
				sent = -1
				continue
			}
			if err := t.ActAt(ctx, sent, action); err != nil {
				if err := t.reconnect(ctx, err); err != nil {
					return t.Last, err
				}
				sent = -1
				continue
			}
			if err := t.Resync(ctx); err != nil {
				if err := t.reconnect(ctx, err); err != nil {
					return t.Last, err
				}
				sent = -1
			}
		case errors.As(err, &r) && (r.Why.Key == "online.refuse.stale" || r.Why.Key == "online.refuse.bad-seq"):
			// The game moved on since the action was chosen: where is it?
			// (An action of its own at the position it has is still
			// awaited: the answer to the sync moves the position on.)
			if err := t.Resync(ctx); err != nil {
				if err := t.reconnect(ctx, err); err != nil {
					return t.Last, err
				}
				sent = -1
			}
		case errors.As(err, &r) && refused < 3:
			refused++
			sent = -1
		default:
			return t.Last, err
		}
	}
	return t.Last, nil
}

// Resync asks the server for the game from the position the copy has (op
// 4); its answer comes through Next.
func (t *Table) Resync(ctx context.Context) error {
	t.mu.Lock()
	k, id := t.sock, t.matchID
	t.mu.Unlock()
	return k.Send(ctx, id, OpSync, Sync{Seq: len(t.M.History())})
}

// BotChooser chooses with a computer player of the game at a level, thinking
// in slices of budget until it has chosen.
func BotChooser(def *game.Def, level string, seed uint64, budget time.Duration) (func(m *game.Match) (string, error), error) {
	bot, err := def.NewBot(level, seed)
	if err != nil {
		return nil, err
	}
	return func(m *game.Match) (string, error) {
		th := bot.Think(m.State.Clone())
		for !th.Step(int64(budget)) {
		}
		return m.State.ActionString(th.Best()), nil
	}, nil
}

// QuickMatch asks the server's matchmaker for strangers who want the same
// game, variant and player count, and opens the game it makes for them.
// It waits until then: cancelling ctx withdraws the request (the error is
// ctx's).
func QuickMatch(ctx context.Context, c *Client, q QuickReq) (*Table, error) {
	def, err := game.Lookup(q.Game)
	if err != nil {
		return nil, err
	}
	if q.Variant, err = def.CheckVariant(q.Variant); err != nil {
		return nil, err
	}
	if err := def.CheckSeats(q.Variant, q.Players); err != nil {
		return nil, err
	}
	var t *Table
	err = Retry(ctx, func(ctx context.Context) (err error) {
		t, err = seek(ctx, c, q)
		return err
	})
	return t, err
}

// seek is one try of QuickMatch: a ticket on the client's connection (a
// connection lost takes its ticket with it: the next try asks again).
func seek(ctx context.Context, c *Client, q QuickReq) (*Table, error) {
	k, err := c.Socket(ctx)
	if err != nil {
		return nil, err
	}
	ticket, err := k.Seek(ctx, q)
	if err != nil {
		return nil, err
	}
	for {
		select {
		case m := <-k.Matched:
			if m.Ticket != ticket {
				continue
			}
			if m.MatchID == "" {
				// (its database in trouble: the server's, so Retry asks again)
				return nil, serverError(0, 0, "the server found players but could not start the game: try again")
			}
			return openAt(ctx, c, "", m.MatchID, false)
		case <-k.Done:
			return nil, k.Err()
		case <-ctx.Done():
			sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			_ = k.StopSeeking(sctx, ticket)
			cancel()
			return nil, ctx.Err()
		}
	}
}

// Create makes a game on the server and opens it, the caller seated. A
// server that cannot answer is tried again (Retry); a game made is opened,
// again if need be, but never made twice: once made, a failure says so and
// is not tried again by a caller's Retry either.
func Create(ctx context.Context, c *Client, req CreateReq) (*Table, Opened, error) {
	var o Opened
	err := Retry(ctx, func(ctx context.Context) error {
		k, err := c.Socket(ctx)
		if err != nil {
			return err
		}
		return k.RPC(ctx, RPCCreate, req, &o)
	})
	if err != nil {
		return nil, o, err
	}
	match := o.MatchID // (then: whichever match the server has for it now)
	var t *Table
	err = Retry(ctx, func(ctx context.Context) (err error) {
		t, err = openAt(ctx, c, o.GameID, match, false)
		match = ""
		return err
	})
	if err != nil && Transient(err) {
		return nil, o, fmt.Errorf("the game %s was made (code %s) but cannot be opened now: %s", o.GameID, o.Code, err)
	}
	return t, o, err
}

// Join finds a game by its code and takes a seat (or watches), tried again
// while the server cannot answer (Retry).
func Join(ctx context.Context, c *Client, code string, spectate bool) (*Table, Opened, error) {
	var o Opened
	var t *Table
	err := Retry(ctx, func(ctx context.Context) error {
		k, err := c.Socket(ctx)
		if err != nil {
			return err
		}
		if err := k.RPC(ctx, RPCJoin, JoinReq{Code: code}, &o); err != nil {
			return err
		}
		t, err = openAt(ctx, c, o.GameID, o.MatchID, spectate)
		return err
	})
	return t, o, err
}
