package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Socket is the realtime connection: requests with replies (RPCs, joining a
// match), a game's messages and notifications as they come.
type Socket struct {
	conn conn

	mu    sync.Mutex
	next  int
	waits map[string]chan envelope
	subs  map[string]chan MatchData // each open game's messages, by match
	err   error                     // why the socket closed

	Data    chan MatchData    // messages of games nobody follows here
	Notes   chan Notification // notifications ("your turn")
	Matched chan Matched      // quick matches found
	Done    chan struct{}     // closed when the connection ends
}

// Matched is the matchmaker's answer to a ticket: the match of the game
// made for the players it put together ("" if the server made none).
type Matched struct {
	Ticket  string
	MatchID string
}

// MatchData is one message of a game.
type MatchData struct {
	MatchID string
	Op      int
	Data    []byte
}

// Notification is a notification from the server.
type Notification struct {
	Subject string
	Code    int
	Content map[string]interface{}
}

// int64s is a number as Nakama's JSON writes 64-bit ones: a string.
type int64s int64

func (n *int64s) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return err
	}
	*n = int64s(v)
	return nil
}

func (n int64s) MarshalJSON() ([]byte, error) {
	return []byte(`"` + strconv.FormatInt(int64(n), 10) + `"`), nil
}

// envelope is Nakama's realtime message: one field set.
type envelope struct {
	Cid   string `json:"cid,omitempty"`
	Error *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
	Rpc *struct {
		ID      string `json:"id"`
		Payload string `json:"payload,omitempty"`
	} `json:"rpc,omitempty"`
	MatchJoin *struct {
		MatchID  string            `json:"match_id"`
		Metadata map[string]string `json:"metadata,omitempty"`
	} `json:"match_join,omitempty"`
	MatchLeave *struct {
		MatchID string `json:"match_id"`
	} `json:"match_leave,omitempty"`
	Match *struct {
		MatchID string `json:"match_id"`
	} `json:"match,omitempty"`
	MatchDataSend *struct {
		MatchID  string `json:"match_id"`
		OpCode   int64s `json:"op_code"`
		Data     []byte `json:"data,omitempty"`
		Reliable bool   `json:"reliable"`
	} `json:"match_data_send,omitempty"`
	MatchData *struct {
		MatchID string `json:"match_id"`
		OpCode  int64s `json:"op_code"`
		Data    []byte `json:"data,omitempty"`
	} `json:"match_data,omitempty"`
	MatchmakerAdd *struct {
		MinCount         int               `json:"min_count"`
		MaxCount         int               `json:"max_count"`
		Query            string            `json:"query"`
		StringProperties map[string]string `json:"string_properties"`
	} `json:"matchmaker_add,omitempty"`
	MatchmakerTicket *struct {
		Ticket string `json:"ticket"`
	} `json:"matchmaker_ticket,omitempty"`
	MatchmakerRemove *struct {
		Ticket string `json:"ticket"`
	} `json:"matchmaker_remove,omitempty"`
	MatchmakerMatched *struct {
		Ticket  string `json:"ticket"`
		MatchID string `json:"match_id"`
	} `json:"matchmaker_matched,omitempty"`
	Notifications *struct {
		Notifications []struct {
			Subject string `json:"subject"`
			Content string `json:"content"`
			Code    int    `json:"code"`
		} `json:"notifications"`
	} `json:"notifications,omitempty"`
}

// Connect opens the realtime socket with a fresh session.
func (c *Client) Connect(ctx context.Context) (*Socket, error) {
	s, err := c.Fresh(ctx)
	if err != nil {
		return nil, err
	}
	u := "ws" + strings.TrimPrefix(c.Server, "http") + "/ws?format=json&status=false&token=" + s.Token
	dctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	conn, err := dial(dctx, u)
	if err != nil {
		return nil, fmt.Errorf("%w (%s): %v", ErrUnreachable, c.Server, err)
	}
	k := &Socket{conn: conn, waits: map[string]chan envelope{}, subs: map[string]chan MatchData{}, Data: make(chan MatchData, 256),
		Notes: make(chan Notification, 64), Matched: make(chan Matched, 4), Done: make(chan struct{})}
	go k.read()
	return k, nil
}

// read dispatches what comes until the connection ends.
func (k *Socket) read() {
	defer close(k.Done)
	for {
		raw, err := k.conn.Read(context.Background())
		if err != nil {
			k.fail(fmt.Errorf("%w: the connection closed: %v", ErrUnreachable, err))
			return
		}
		var e envelope
		if err := json.Unmarshal(raw, &e); err != nil {
			continue // not ours to read (a newer server's message)
		}
		switch {
		case e.Cid != "":
			k.mu.Lock()
			w := k.waits[e.Cid]
			delete(k.waits, e.Cid)
			k.mu.Unlock()
			if w != nil {
				w <- e
			}
		case e.MatchData != nil:
			d := MatchData{MatchID: e.MatchData.MatchID, Op: int(e.MatchData.OpCode), Data: e.MatchData.Data}
			k.mu.Lock()
			sub := k.subs[d.MatchID]
			k.mu.Unlock()
			if sub == nil {
				select {
				case k.Data <- d:
				default: // nobody follows that game here any more
				}
				continue
			}
			select {
			case sub <- d:
			case <-time.After(30 * time.Second):
				k.fail(errors.New("the game's messages were not read"))
				_ = k.conn.CloseNow()
				return
			}
		case e.MatchmakerMatched != nil:
			select {
			case k.Matched <- Matched{Ticket: e.MatchmakerMatched.Ticket, MatchID: e.MatchmakerMatched.MatchID}:
			default:
			}
		case e.Notifications != nil:
			for _, n := range e.Notifications.Notifications {
				note := Notification{Subject: n.Subject, Code: n.Code}
				_ = json.Unmarshal([]byte(n.Content), &note.Content)
				select {
				case k.Notes <- note:
				default: // nobody reads them: the list has them anyway
				}
			}
		}
	}
}

func (k *Socket) fail(err error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.err == nil {
		k.err = err
	}
	for id, w := range k.waits {
		close(w)
		delete(k.waits, id)
	}
}

// Err is why the socket closed (nil while it is open).
func (k *Socket) Err() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.err
}

// follow routes a match's messages to a channel of their own (in order).
func (k *Socket) follow(matchID string) chan MatchData {
	c := make(chan MatchData, 256)
	k.mu.Lock()
	k.subs[matchID] = c
	k.mu.Unlock()
	return c
}

// unfollow stops routing a match's messages.
func (k *Socket) unfollow(matchID string) {
	k.mu.Lock()
	delete(k.subs, matchID)
	k.mu.Unlock()
}

// LeaveMatch leaves a game's match (the seat stays the player's).
func (k *Socket) LeaveMatch(ctx context.Context, matchID string) error {
	k.unfollow(matchID)
	e := envelope{}
	e.MatchLeave = &struct {
		MatchID string `json:"match_id"`
	}{MatchID: matchID}
	_, err := k.request(ctx, e)
	return err
}

// Close ends the connection.
func (k *Socket) Close() error {
	return k.conn.Close()
}

// Drop cuts the connection without a goodbye, as a lost network does
// (tests).
func (k *Socket) Drop() { _ = k.conn.CloseNow() }

// request sends a message that has a reply and waits for it.
func (k *Socket) request(ctx context.Context, e envelope) (envelope, error) {
	k.mu.Lock()
	if k.err != nil {
		k.mu.Unlock()
		return envelope{}, k.err
	}
	k.next++
	e.Cid = strconv.Itoa(k.next)
	w := make(chan envelope, 1)
	k.waits[e.Cid] = w
	k.mu.Unlock()
	if err := k.write(ctx, e); err != nil {
		return envelope{}, err
	}
	select {
	case r, ok := <-w:
		if !ok {
			return envelope{}, k.Err()
		}
		if r.Error != nil {
			return r, serverError(0, r.Error.Code, r.Error.Message)
		}
		return r, nil
	case <-ctx.Done():
		k.mu.Lock()
		delete(k.waits, e.Cid)
		k.mu.Unlock()
		return envelope{}, ctx.Err()
	}
}

func (k *Socket) write(ctx context.Context, e envelope) error {
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if err := k.conn.Write(ctx, data); err != nil {
		return fmt.Errorf("%w: %v", ErrUnreachable, err)
	}
	return nil
}

// RPC calls one of the server's functions: req is sent as JSON, the reply
// read into reply.
func (k *Socket) RPC(ctx context.Context, id string, req, reply interface{}) error {
	payload, err := json.Marshal(req)
	if err != nil {
		return err
	}
	e := envelope{}
	e.Rpc = &struct {
		ID      string `json:"id"`
		Payload string `json:"payload,omitempty"`
	}{ID: id, Payload: string(payload)}
	r, err := k.request(ctx, e)
	if err != nil {
		return err
	}
	if r.Rpc == nil {
		return &Unreadable{What: "a reply"}
	}
	return json.Unmarshal([]byte(r.Rpc.Payload), reply)
}

// JoinMatch joins a game's match, as a player or a spectator.
func (k *Socket) JoinMatch(ctx context.Context, matchID string, spectate bool) error {
	e := envelope{}
	e.MatchJoin = &struct {
		MatchID  string            `json:"match_id"`
		Metadata map[string]string `json:"metadata,omitempty"`
	}{MatchID: matchID}
	if spectate {
		e.MatchJoin.Metadata = map[string]string{"spectate": "1"}
	}
	_, err := k.request(ctx, e)
	return err
}

// Send sends a game's message (as JSON).
func (k *Socket) Send(ctx context.Context, matchID string, op int, v interface{}) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return k.SendRaw(ctx, matchID, op, data)
}

// SendRaw sends a game's message as it is.
func (k *Socket) SendRaw(ctx context.Context, matchID string, op int, data []byte) error {
	e := envelope{}
	e.MatchDataSend = &struct {
		MatchID  string `json:"match_id"`
		OpCode   int64s `json:"op_code"`
		Data     []byte `json:"data,omitempty"`
		Reliable bool   `json:"reliable"`
	}{MatchID: matchID, OpCode: int64s(op), Data: data, Reliable: true}
	return k.write(ctx, e)
}

// Seek asks the matchmaker for strangers who want the same game; the
// answer comes on Matched with the ticket returned.
func (k *Socket) Seek(ctx context.Context, q QuickReq) (string, error) {
	e := envelope{}
	e.MatchmakerAdd = &struct {
		MinCount         int               `json:"min_count"`
		MaxCount         int               `json:"max_count"`
		Query            string            `json:"query"`
		StringProperties map[string]string `json:"string_properties"`
	}{MinCount: q.Players, MaxCount: q.Players, Query: "+properties.quick:" + q.Key(), StringProperties: q.Properties()}
	r, err := k.request(ctx, e)
	if err != nil {
		return "", err
	}
	if r.MatchmakerTicket == nil || r.MatchmakerTicket.Ticket == "" {
		return "", &Unreadable{What: "a reply"}
	}
	return r.MatchmakerTicket.Ticket, nil
}

// StopSeeking withdraws a ticket.
func (k *Socket) StopSeeking(ctx context.Context, ticket string) error {
	e := envelope{}
	e.MatchmakerRemove = &struct {
		Ticket string `json:"ticket"`
	}{Ticket: ticket}
	_, err := k.request(ctx, e)
	return err
}
