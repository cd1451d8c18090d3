package match

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/heroiclabs/nakama-common/rtapi"
	"github.com/heroiclabs/nakama-common/runtime"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
)

// Limits hold each account to a rate of each kind of request (token
// buckets by account and kind), so that nobody can make games, invite or
// try join codes by the thousand, or fill the server's connections to
// PostgreSQL; the match holds its own messages (Flow, SayEvery, AskEvery).
type Limits struct {
	mu      sync.Mutex
	buckets map[string]*bucket
	pruned  time.Time
	now     func() time.Time
}

// A limit: a rate a second and a burst.
type limit struct {
	rate, burst float64
}

// The limits of each kind of request, per account.
var (
	LimitCreate    = limit{rate: 1.0 / 2, burst: 10}  // new games: 30 a minute after 10 at once
	LimitJoin      = limit{rate: 1.0 / 3, burst: 10}  // join codes tried: 20 a minute
	LimitInvite    = limit{rate: 1.0 / 10, burst: 10} // invitations sent: 6 a minute
	LimitBeAsked   = limit{rate: 1.0 / 60, burst: 10} // invitations received: 1 a minute after 10
	LimitQuick     = limit{rate: 1.0 / 3, burst: 5}   // quick match tickets
	LimitRPC       = limit{rate: 10, burst: 40}       // any request of Roost's
	LimitJoinMatch = limit{rate: 2, burst: 20}        // joins of matches (a table reconnecting)
)

// MaxOpenGames is the most unfinished games a player may have a seat in.
const MaxOpenGames = 40

// limits is the plugin's one Limits.
var limits = &Limits{now: time.Now}

// allow takes a token of a kind for an account.
func (l *Limits) allow(kind, user string, lim limit) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if l.buckets == nil {
		l.buckets = map[string]*bucket{}
	}
	if len(l.buckets) > 50000 && now.Sub(l.pruned) > time.Minute {
		// Forget the accounts whose buckets have filled up again.
		for k, b := range l.buckets {
			if now.Sub(b.at) > 10*time.Minute {
				delete(l.buckets, k)
			}
		}
		l.pruned = now
	}
	k := kind + "/" + user
	b := l.buckets[k]
	if b == nil {
		b = &bucket{}
		l.buckets[k] = b
	}
	return b.take(now, lim.rate, lim.burst)
}

// ErrSlowDown refuses a request past its account's rate.
var ErrSlowDown = game.Refuse("online.refuse.slow-down")

// check refuses the caller's request of a kind past its rate.
func (l *Limits) check(ctx context.Context, logger runtime.Logger, kind string, lim limit) error {
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if !l.allow(kind, user, lim) {
		l.note(logger, kind)
		return ErrSlowDown
	}
	return nil
}

// Refused counts the requests refused by kind (the log says which, once a
// minute at most).
var Refused = struct {
	sync.Mutex
	n    map[string]int
	told time.Time
}{n: map[string]int{}}

func (l *Limits) note(logger runtime.Logger, kind string) {
	Refused.Lock()
	defer Refused.Unlock()
	Refused.n[kind]++
	if time.Since(Refused.told) > time.Minute {
		Refused.told = time.Now()
		logger.Warn("roost: requests refused past their rate so far: %v", Refused.n)
	}
}

// Limited holds every RPC of Roost's to LimitRPC per account.
func Limited(ctx context.Context, logger runtime.Logger) error {
	return limits.check(ctx, logger, "rpc", LimitRPC)
}

// JoinHook and QuickHook are the before-hooks of joining a match and of a
// quick match ticket: held to their rates per account.
func JoinHook(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *rtapi.Envelope) (*rtapi.Envelope, error) {
	if err := limits.check(ctx, logger, "match-join", LimitJoinMatch); err != nil {
		return nil, runtime.NewError(err.Error(), 8)
	}
	return in, nil
}

// QuickHook is the before-hook of a quick match ticket: held to its rate,
// and refused unless it is the ticket online.Socket.Seek makes (the game's
// properties, the query that asks for exactly them, the player count), so
// that no ticket can be matched with another game's.
func QuickHook(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *rtapi.Envelope) (*rtapi.Envelope, error) {
	a := in.GetMatchmakerAdd()
	if a == nil {
		return in, nil
	}
	if err := limits.check(ctx, logger, "quick", LimitQuick); err != nil {
		return nil, runtime.NewError(err.Error(), 8)
	}
	props := map[string]interface{}{}
	for k, v := range a.GetStringProperties() {
		props[k] = v
	}
	q, err := online.QuickOf(props)
	if err == nil {
		err = checkQuick(q)
	}
	switch {
	case err != nil:
	case len(a.GetNumericProperties()) > 0 || len(a.GetStringProperties()) != len(q.Properties()):
		err = errors.New("a quick match ticket has only the game's properties")
	case a.GetQuery() != "+properties.quick:"+q.Key():
		err = fmt.Errorf("a quick match ticket's query is +properties.quick:%s", q.Key())
	case int(a.GetMinCount()) != q.Players || int(a.GetMaxCount()) != q.Players ||
		a.GetCountMultiple() != nil && a.GetCountMultiple().GetValue() > 1:
		err = fmt.Errorf("a quick match ticket asks for %d players", q.Players)
	}
	if err != nil {
		return nil, runtime.NewError(err.Error(), 3)
	}
	return in, nil
}

// checkQuick says whether a quick match is a game this server plays.
func checkQuick(q online.QuickReq) error {
	def, err := game.Lookup(q.Game)
	if err != nil {
		return err
	}
	v, err := def.CheckVariant(q.Variant)
	if err != nil {
		return err
	}
	if v != q.Variant {
		return fmt.Errorf("the variant is %q", v)
	}
	return def.CheckSeats(q.Variant, q.Players)
}
