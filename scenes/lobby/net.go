// Package lobby is online play in the app: the guest account of this device
// with its name, creating a game, joining one by its code, quick match, the
// player's games and watching; a game opened here is played on the game's
// own table with the server behind it (a table.Remote). The network is
// package online's; this package only shows it.
package lobby

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/table"
)

// DefaultServer and DefaultKey are the server a build plays on when the
// settings name none (set with -ldflags "-X ..."). Outside the app,
// $ROOST_SERVER and $ROOST_SERVER_KEY override them (as for the command
// line), and in the browser the page's ?server= and ?key=.
var (
	DefaultServer = "http://127.0.0.1:7350"
	DefaultKey    = "roost-dev"
)

// Net is what the lobby needs of the server: the real one is on package
// online's client; the tests use a fake.
type Net interface {
	SignIn(ctx context.Context, device, name string) (string, error)
	Create(ctx context.Context, req online.CreateReq) (*Seated, error)
	Join(ctx context.Context, code string, watch bool) (*Seated, error)
	Quick(ctx context.Context, q online.QuickReq) (*Seated, error)
	Open(ctx context.Context, gameID string) (*Seated, error)
	Games(ctx context.Context) ([]online.Listed, error)
	Ratings(ctx context.Context) ([]online.Rating, error)
	Leaders(ctx context.Context, game string) (online.LeadersResp, error)
	// Listen connects (if need be) and gives the server's notifications
	// and a channel closed when the connection ends.
	Listen(ctx context.Context) (<-chan online.Notification, <-chan struct{}, error)
	Close()
}

// Seated is a game opened on the server: its match as the server has it,
// the way to play it on, and its join code.
type Seated struct {
	M      *game.Match
	Remote table.Remote
	GameID string
	Code   string
}

// client is the Net of a real server.
type client struct{ c *online.Client }

// Dial makes the Net of a server ("" for the default).
func Dial(server string) (Net, error) {
	key := DefaultKey
	if v := param("key"); v != "" {
		key = v
	}
	if server == "" {
		server = DefaultServer
		if v := param("server"); v != "" {
			server = v
		}
	}
	c, err := online.New(server, key)
	if err != nil {
		return nil, err
	}
	return &client{c: c}, nil
}

func (n *client) SignIn(ctx context.Context, device, name string) (string, error) {
	if err := n.c.SignIn(ctx, device, name); err != nil {
		return "", err
	}
	return n.c.Session().Username, nil
}

func (n *client) Create(ctx context.Context, req online.CreateReq) (*Seated, error) {
	t, o, err := online.Create(ctx, n.c, req)
	if err != nil {
		return nil, err
	}
	return seated(t, o.Code)
}

func (n *client) Join(ctx context.Context, code string, watch bool) (*Seated, error) {
	t, o, err := online.Join(ctx, n.c, code, watch)
	if err != nil {
		return nil, err
	}
	return seated(t, o.Code)
}

func (n *client) Quick(ctx context.Context, q online.QuickReq) (*Seated, error) {
	t, err := online.QuickMatch(ctx, n.c, q)
	if err != nil {
		return nil, err
	}
	return seated(t, "")
}

func (n *client) Open(ctx context.Context, gameID string) (*Seated, error) {
	t, err := online.Open(ctx, n.c, gameID, false)
	if err != nil {
		return nil, err
	}
	return seated(t, "")
}

func (n *client) Games(ctx context.Context) ([]online.Listed, error) { return n.c.Games(ctx) }

func (n *client) Ratings(ctx context.Context) ([]online.Rating, error) {
	r, err := n.c.Ratings(ctx)
	return r.Ratings, err
}

func (n *client) Leaders(ctx context.Context, game string) (online.LeadersResp, error) {
	return n.c.Leaders(ctx, game)
}

func (n *client) Listen(ctx context.Context) (<-chan online.Notification, <-chan struct{}, error) {
	k, err := n.c.Socket(ctx)
	if err != nil {
		return nil, nil, err
	}
	return k.Notes, k.Done, nil
}

func (n *client) Close() { n.c.Close() }

// seated makes the table's copy of a game the server opened, and its
// Remote.
func seated(t *online.Table, code string) (*Seated, error) {
	m, err := game.NewMatch(t.M.Def, t.M.Variant, t.M.Players, 0, "")
	if err != nil {
		return nil, err
	}
	for _, p := range t.M.History() {
		if _, err := m.PlayRecorded(p.Text); err != nil {
			return nil, err
		}
	}
	r := newRemote(t)
	return &Seated{M: m, Remote: r, GameID: t.GameID, Code: code}, nil
}

// sent is an action to send, for the position after seq actions.
type sent struct {
	seq    int
	action string
}

// remote is a table.Remote on package online's Table: one goroutine reads
// the server, another sends, and the table polls what they found.
type remote struct {
	t      *online.Table
	ctx    context.Context
	cancel context.CancelFunc
	sends  chan sent

	mu      sync.Mutex
	updates []*table.Update
	news    func() // called when an update arrives
	// unacked are the actions sent that the server has not yet echoed, in
	// order; resent is when they were last sent again.
	unacked []sent
	resent  time.Time
	seat    int // the player's seat (the table's, read on the frame loop)
	// wake ends the reader's wait when an action is sent, so that its
	// answer is waited for at most AckTimeout from then; unanswered counts
	// the times in a row the unanswered actions were sent again.
	wake       context.CancelFunc
	unanswered int
}

// OnNews has f called (from another goroutine) whenever an update arrives.
func (r *remote) OnNews(f func()) {
	r.mu.Lock()
	r.news = f
	r.mu.Unlock()
	f()
}

func newRemote(t *online.Table) *remote {
	ctx, cancel := context.WithCancel(context.Background())
	r := &remote{t: t, ctx: ctx, cancel: cancel, sends: make(chan sent, 64), seat: t.Seat}
	t.OnTrouble = func(m game.Msg) {
		trouble := ""
		if m.Key != "" {
			trouble = lang.Say(m)
		}
		r.push(&table.Update{Trouble: trouble, From: -1})
	}
	t.OnAsked = func(q online.Asked) {
		r.push(&table.Update{Asked: q.Seat + 1, AskedAt: q.Seq, From: -1})
	}
	t.OnSaid = func(q online.Said) {
		r.push(&table.Update{Said: lang.T(quickKeys[q.Msg]), SaidBy: q.Seat, From: -1})
	}
	r.push(r.update(t.Last))
	go r.read()
	go r.send()
	return r
}

func (r *remote) update(st online.State) *table.Update {
	u := &table.Update{From: st.From, Actions: st.Actions, Names: st.Names, Here: st.Here, Lost: st.Lost, Over: st.Over, Events: st.Notes, Undone: st.Undone}
	if st.Deadline > 0 {
		u.Deadline = time.UnixMilli(st.Deadline)
	}
	u.Turn = time.Duration(st.Turn) * time.Second
	return u
}

func (r *remote) push(u *table.Update) {
	r.mu.Lock()
	r.updates = append(r.updates, u)
	news := r.news
	r.mu.Unlock()
	if news != nil {
		news()
	}
}

// waiting reports whether an action sent is still unanswered.
func (r *remote) waiting() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.unacked) > 0
}

// acked drops the actions a state of seq actions has applied (all of them
// with forget: the table went back to the server's game).
func (r *remote) acked(seq int, forget bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for len(r.unacked) > 0 && (forget || r.unacked[0].seq < seq) {
		r.unacked = r.unacked[1:]
	}
}

// resend sends the unanswered actions again, in order, and asks where the
// game is: an action the server dropped is applied now, one it applied is
// refused as stale (and that refusal is not the player's to see).
func (r *remote) resend() {
	r.mu.Lock()
	again := append([]sent(nil), r.unacked...)
	r.resent = time.Now()
	r.mu.Unlock()
	for _, s := range again {
		if err := r.t.ActAt(r.ctx, s.seq, s.action); err != nil {
			return // the connection is down: Next makes it again
		}
	}
	_ = r.t.Resync(r.ctx)
}

// stale reports whether a refusal says the game moved on (or that the
// position sent never was).
func stale(ref *online.Refused) bool {
	return ref.Why.Key == "online.refuse.stale" || ref.Why.Key == "online.refuse.bad-seq"
}

func (r *remote) read() {
	for r.ctx.Err() == nil {
		var ctx context.Context
		var cancel context.CancelFunc
		if r.waiting() {
			ctx, cancel = context.WithTimeout(r.ctx, online.AckTimeout)
		} else {
			ctx, cancel = context.WithCancel(r.ctx)
			r.mu.Lock()
			r.wake = cancel
			r.mu.Unlock()
			if r.waiting() { // (sent in between)
				cancel()
			}
		}
		st, err := r.t.Next(ctx)
		cancel()
		r.mu.Lock()
		r.wake = nil
		r.mu.Unlock()
		var ref *online.Refused
		switch {
		case err != nil && r.ctx.Err() == nil && errors.Is(err, context.Canceled):
			// An action was sent: its answer is awaited from now.
		case err != nil && r.ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded):
			// No answer to an action in AckTimeout: sent again with a sync;
			// the third time, the game is opened again (its match may have
			// stopped, its database gone, without a word) and then sent.
			r.mu.Lock()
			r.unanswered++
			again := r.unanswered%3 == 0
			r.mu.Unlock()
			if again {
				if err := r.t.Reopen(r.ctx); err != nil {
					if !r.gaveUp(err) {
						return
					}
					continue
				}
			}
			r.resend()
		case errors.As(err, &ref):
			if stale(ref) {
				// Where is the game? Its answer brings the table up to it.
				_ = r.t.Resync(r.ctx)
				r.mu.Lock()
				again := time.Since(r.resent) < 2*online.AckTimeout
				r.mu.Unlock()
				if again {
					continue // an action sent again that had been applied
				}
			}
			r.acked(0, true)
			r.push(&table.Update{Refused: ref.Said(), From: -1})
			r.mu.Lock()
			r.unanswered = 0
			r.mu.Unlock()
		case err != nil:
			if !r.gaveUp(err) {
				return
			}
		default:
			r.acked(st.Seq, st.Undone > 0)
			r.mu.Lock()
			r.seat = r.t.Seat // (Next's goroutine is this one)
			r.unanswered = 0
			r.mu.Unlock()
			r.push(r.update(st))
		}
	}
}

// gaveUp meets the table's giving up (err): a server down for minutes, a
// phone long in the background, are tried again in a while, and again,
// until the game is left; anything else ends the game here, saying why.
// It reports whether to go on.
func (r *remote) gaveUp(err error) bool {
	if r.ctx.Err() != nil {
		return false
	}
	if !online.Transient(err) {
		r.push(&table.Update{Trouble: lang.T("online.cannot-go-on", "Why", say(err)), From: -1})
		return false
	}
	r.push(&table.Update{Trouble: lang.T("online.retrying"), From: -1})
	select {
	case <-time.After(15 * time.Second):
		return true
	case <-r.ctx.Done():
		return false
	}
}

func (r *remote) send() {
	for {
		select {
		case s := <-r.sends:
			r.mu.Lock()
			r.unacked = append(r.unacked, s)
			if r.wake != nil {
				r.wake() // the reader starts the clock of its answer
			}
			r.mu.Unlock()
			if err := r.t.ActAt(r.ctx, s.seq, s.action); err != nil && r.ctx.Err() == nil {
				r.push(&table.Update{Trouble: lang.T("online.not-sent", "Why", say(err)), From: -1})
			}
		case <-r.ctx.Done():
			return
		}
	}
}

func (r *remote) Seat() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.seat
}

// Undo asks the server to take back the player's own actions.
func (r *remote) Undo(seq int) {
	r.later("online.not-undone", func(ctx context.Context) error { return r.t.Undo(ctx, seq) })
}

// AskUndo asks the rival to let the player take back their last turn.
func (r *remote) AskUndo(seq int) {
	r.later("online.not-asked", func(ctx context.Context) error { return r.t.AskUndo(ctx, seq) })
}

// Reply answers the rival's ask.
func (r *remote) Reply(seq int, yes bool) {
	r.later("online.not-answered", func(ctx context.Context) error { return r.t.Reply(ctx, seq, yes) })
}

// later sends something away from the frame loop, saying why if it fails
// (what: the key of the words that say it was not done).
func (r *remote) later(what string, f func(ctx context.Context) error) {
	go func() {
		ctx, cancel := context.WithTimeout(r.ctx, 10*time.Second)
		defer cancel()
		if err := f(ctx); err != nil && r.ctx.Err() == nil {
			r.push(&table.Update{Trouble: lang.T(what, "Why", say(err)), From: -1})
		}
	}()
}

// Phrases are the quick messages players may say, in the player's
// language.
func (r *remote) Phrases() []string { return quickPhrases() }

// quickKeys are the message keys of online.QuickMessages, in its order.
var quickKeys = []string{"online.quick.hello", "online.quick.luck", "online.quick.well-played", "online.quick.oops",
	"online.quick.thanks", "online.quick.moment", "online.quick.good-game"}

func quickPhrases() []string {
	out := make([]string, len(quickKeys))
	for i, k := range quickKeys {
		out[i] = lang.T(k)
	}
	return out
}

// Say says one of them (it comes back to everyone at the table, this
// player too).
func (r *remote) Say(i int) {
	r.later("online.not-said", func(ctx context.Context) error { return r.t.Say(ctx, i) })
}

func (r *remote) Send(seq int, action string) {
	select {
	case r.sends <- sent{seq, action}:
	default:
		r.push(&table.Update{Refused: game.M("online.too-many"), From: -1})
	}
}

func (r *remote) Poll() *table.Update {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.updates) == 0 {
		return nil
	}
	u := r.updates[0]
	r.updates = r.updates[1:]
	return u
}

func (r *remote) Close() {
	r.cancel()
	r.t.Close()
}
