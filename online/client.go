package online

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// Client is a player's account on a Roost server: a guest account tied to
// this device, signed in with a display name, its session refreshed before
// it runs out.
type Client struct {
	Server string // "http://127.0.0.1:7350"
	Key    string // the server key (Nakama's socket.server_key)

	mu      sync.Mutex
	session Session

	sockMu sync.Mutex
	sock   *Socket // the realtime connection every game of this client shares
}

// Session is a signed-in session.
type Session struct {
	Token    string
	Refresh  string
	UserID   string
	Username string
	Expires  time.Time
}

// ErrUnreachable wraps every failure to reach the server at all.
var ErrUnreachable = errors.New("the server cannot be reached")

// Unreadable is an answer of the server's that the client cannot read (a
// server of another version, a proxy that broke it).
type Unreadable struct {
	What string // "a session", "a reply", "a state"
	Why  error  // the decoder's words, where it has some
}

func (e *Unreadable) Error() string {
	if e.Why != nil {
		return fmt.Sprintf("the server sent %s that cannot be read: %v", e.What, e.Why)
	}
	return fmt.Sprintf("the server sent %s that cannot be read", e.What)
}

// Said is the report for people.
func (e *Unreadable) Said() game.Msg { return game.M("online.unreadable") }

// ServerError is the server's refusal of a request, with its reason.
type ServerError struct {
	Status  int // HTTP status, or 0 on the socket
	Code    int // the server's error code
	Message string
	// Why is the reason as a message, to say in the player's language
	// (none where the server sent only words).
	Why game.Msg
}

// serverError reads the server's error message (see ErrorText).
func serverError(status, code int, message string) *ServerError {
	text, why := ReadError(message)
	return &ServerError{Status: status, Code: code, Message: text, Why: why}
}

func (e *ServerError) Error() string { return e.Message }

// Unwrap is the refusal the server gave, as a message (nil where it gave
// only words): lang says it in the player's language.
func (e *ServerError) Unwrap() error {
	if e.Why.Key == "" {
		return nil
	}
	return &game.Refusal{Msg: e.Why}
}

// New makes a client of a server. The address is checked here, so a bad
// flag is a clear error before anything is tried.
func New(server, key string) (*Client, error) {
	u, err := url.Parse(server)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, game.Refuse("online.not-a-server", "Address", server)
	}
	return &Client{Server: strings.TrimRight(server, "/"), Key: key}, nil
}

// Session is the current session (empty before SignIn).
func (c *Client) Session() Session {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.session
}

// post sends a JSON request with the server key and reads a JSON reply.
func (c *Client) post(ctx context.Context, path string, body, out interface{}) error {
	data, err := json.Marshal(body)
	if err != nil {
		return err
	}
	r, err := postJSON(ctx, c.Server+path, c.Key, data)
	for try := 0; err != nil && try < 3 && ctx.Err() == nil; try++ {
		// Sign-in and refresh may be sent again: a busy server that drops
		// a kept-alive connection is tried on a new one.
		time.Sleep(Backoff(try))
		r, err = postJSON(ctx, c.Server+path, c.Key, data)
	}
	if err != nil {
		return fmt.Errorf("%w (%s): %v", ErrUnreachable, c.Server, err)
	}
	if r.status != statusOK {
		var e struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		}
		_ = json.Unmarshal(r.body, &e)
		if e.Message == "" {
			e.Message = fmt.Sprintf("the server answered %s", r.text)
		}
		return serverError(r.status, e.Code, e.Message)
	}
	return json.Unmarshal(r.body, out)
}

// HTTP statuses the client reads.
const (
	statusOK       = 200
	statusConflict = 409
)

type authReply struct {
	Token   string `json:"token"`
	Refresh string `json:"refresh_token"`
}

// SignIn signs in the guest account of this device (made on first use),
// with a display name.
func (c *Client) SignIn(ctx context.Context, device, name string) error {
	if n := len(device); n < 10 || n > 128 {
		return fmt.Errorf("a device id has 10 to 128 characters, not %d", n)
	}
	if name != "" {
		name = nfkc(name) // one way of writing each letter, as the server asks
		if err := CheckName(name); err != nil {
			return err
		}
	}
	q := url.Values{"create": {"true"}}
	if name != "" {
		q.Set("username", name)
	}
	var r authReply
	err := c.post(ctx, "/v2/account/authenticate/device?"+q.Encode(), map[string]string{"id": device}, &r)
	var se *ServerError
	if errors.As(err, &se) && se.Status == statusConflict && name != "" {
		// The name is someone else's: sign in with the account's own.
		err = c.post(ctx, "/v2/account/authenticate/device?create=true", map[string]string{"id": device}, &r)
	}
	if err != nil {
		return err
	}
	return c.use(r)
}

// use takes a session from the server's reply.
func (c *Client) use(r authReply) error {
	s, err := parseToken(r.Token)
	if err != nil {
		return err
	}
	s.Refresh = r.Refresh
	c.mu.Lock()
	c.session = s
	c.mu.Unlock()
	return nil
}

// Fresh returns a session valid for at least a minute, refreshing it first
// if needed.
func (c *Client) Fresh(ctx context.Context) (Session, error) {
	s := c.Session()
	if s.Token == "" {
		return s, errors.New("sign in first")
	}
	if time.Until(s.Expires) > time.Minute {
		return s, nil
	}
	var r authReply
	if err := c.post(ctx, "/v2/account/session/refresh", map[string]string{"token": s.Refresh}, &r); err != nil {
		return s, err
	}
	if r.Refresh == "" {
		r.Refresh = s.Refresh
	}
	if err := c.use(r); err != nil {
		return s, err
	}
	return c.Session(), nil
}

// parseToken reads a session token's user, name and expiry (its middle
// part; the server checks the signature).
func parseToken(tok string) (Session, error) {
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		return Session{}, &Unreadable{What: "a session"}
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return Session{}, &Unreadable{What: "a session"}
	}
	var claims struct {
		UID string `json:"uid"`
		Usn string `json:"usn"`
		Exp int64  `json:"exp"`
	}
	if err := json.Unmarshal(raw, &claims); err != nil || claims.UID == "" {
		return Session{}, &Unreadable{What: "a session"}
	}
	return Session{Token: tok, UserID: claims.UID, Username: claims.Usn, Expires: time.Unix(claims.Exp, 0)}, nil
}

// Games lists the player's games, whose turn in each.
func (c *Client) Games(ctx context.Context) ([]Listed, error) {
	var l GamesResp
	err := c.rpc(ctx, RPCGames, struct{}{}, &l)
	return l.Games, err
}

// Ratings are the player's ratings, one per game played rated.
func (c *Client) Ratings(ctx context.Context) (RatingsResp, error) {
	var r RatingsResp
	err := c.rpc(ctx, RPCRatings, struct{}{}, &r)
	return r, err
}

// Leaders is a game's leaderboard.
func (c *Client) Leaders(ctx context.Context, game string) (LeadersResp, error) {
	var r LeadersResp
	err := c.rpc(ctx, RPCLeaders, LeadersReq{Game: game}, &r)
	return r, err
}

// rpc calls one of the server's functions that only reads, on the
// client's connection, tried again while the server cannot answer (Retry).
func (c *Client) rpc(ctx context.Context, id string, req, reply interface{}) error {
	return Retry(ctx, func(ctx context.Context) error {
		k, err := c.Socket(ctx)
		if err != nil {
			return err
		}
		return k.RPC(ctx, id, req, reply)
	})
}

// Socket is the client's realtime connection, shared by all its games: the
// open one, or a new one if there is none or it was lost.
func (c *Client) Socket(ctx context.Context) (*Socket, error) {
	c.sockMu.Lock()
	defer c.sockMu.Unlock()
	if c.sock != nil && c.sock.Err() == nil {
		return c.sock, nil
	}
	k, err := c.Connect(ctx)
	if err != nil {
		return nil, err
	}
	c.sock = k
	return k, nil
}

// Close ends the client's realtime connection (its games stay on the
// server).
func (c *Client) Close() {
	c.sockMu.Lock()
	defer c.sockMu.Unlock()
	if c.sock != nil {
		_ = c.sock.Close()
		c.sock = nil
	}
}
