package match

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"

	"github.com/birdroost/roost/server/room"
)

// The RPCs a client calls, and their messages (package online's).
const (
	RPCCreate  = online.RPCCreate
	RPCJoin    = online.RPCJoin
	RPCOpen    = online.RPCOpen
	RPCGames   = online.RPCGames
	RPCLeave   = online.RPCLeave
	RPCRatings = online.RPCRatings
	RPCLeaders = online.RPCLeaders
)

type (
	CreateReq = online.CreateReq
	JoinReq   = online.JoinReq
	OpenReq   = online.OpenReq
	Opened    = online.Opened
	Listed    = online.Listed
	GamesResp = online.GamesResp
)

// Service answers the RPCs and keeps one match running for each game
// played (a game's match ends when it is idle; opening it again starts a
// new one from the stored record).
type Service struct {
	B       Backend
	Matches MatchRunner

	mu      sync.Mutex
	running map[string]string // game id -> match id
}

// MatchRunner starts matches, says whether one still runs, and signals one.
type MatchRunner interface {
	Create(ctx context.Context, gameID string) (string, error)
	Alive(ctx context.Context, matchID string) bool
	Signal(ctx context.Context, matchID, data string) (string, error)
}

// NakamaMatches is the MatchRunner of Nakama's match registry.
type NakamaMatches struct{ NK runtime.NakamaModule }

func (n NakamaMatches) Create(ctx context.Context, gameID string) (string, error) {
	return n.NK.MatchCreate(ctx, Name, map[string]interface{}{"game_id": gameID})
}

func (n NakamaMatches) Signal(ctx context.Context, matchID, data string) (string, error) {
	return n.NK.MatchSignal(ctx, matchID, data)
}

func (n NakamaMatches) Alive(ctx context.Context, matchID string) bool {
	m, err := n.NK.MatchGet(ctx, matchID)
	return err == nil && m != nil
}

// ErrBadRequest is a payload that is not the RPC's request.
var ErrBadRequest = errors.New("the request cannot be read")

// badRequest refuses a request the server cannot take (why: err) as a
// refusal, in English words (only a client of another version, or a
// hostile one, sends one): not the server's trouble, so a client does not
// try it again.
func badRequest(err error) error {
	return &game.Refusal{Msg: game.M("error", "Text", fmt.Sprintf("%v: %v", ErrBadRequest, err))}
}

func caller(ctx context.Context) (string, error) {
	u, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if u == "" {
		return "", errors.New("sign in first")
	}
	return u, nil
}

// request reads an RPC's request strictly, for a signed-in caller (whom it
// returns).
func request(ctx context.Context, payload string, req interface{}) (string, error) {
	user, err := caller(ctx)
	if err != nil {
		return "", err
	}
	if err := decode([]byte(payload), req); err != nil {
		return "", badRequest(err)
	}
	return user, nil
}

func reply(v interface{}) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}

// ensure returns the match playing a game, starting one if none runs.
func (sv *Service) ensure(ctx context.Context, id string) (string, error) {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	if sv.running == nil {
		sv.running = map[string]string{}
	}
	if m, ok := sv.running[id]; ok && sv.Matches.Alive(ctx, m) {
		return m, nil
	}
	m, err := sv.Matches.Create(ctx, id)
	if err != nil {
		return "", fmt.Errorf("the game could not be opened: %w", err)
	}
	sv.running[id] = m
	return m, nil
}

// Create makes a new game, stores it with a fresh join code, seats the
// caller and the players invited by name (who are told), and starts its
// match.
func (sv *Service) Create(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var req CreateReq
	user, err := request(ctx, payload, &req)
	if err != nil {
		return "", err
	}
	if err := limits.check(ctx, logger, "create", LimitCreate); err != nil {
		return "", err
	}
	if req.TurnSeconds < 0 || req.TurnSeconds > int64(room.MaxTurn/time.Second) {
		// (checked before it becomes a duration, which would overflow)
		return "", game.Refuse("online.refuse.turn-seconds")
	}
	person := false
	for _, seat := range req.Seats {
		seat = strings.TrimSpace(seat)
		person = person || seat == room.Human || strings.HasPrefix(seat, online.InvitePrefix)
	}
	if !person && len(req.Seats) > 0 {
		return "", game.Refuse("online.refuse.no-person")
	}
	if n, err := sv.B.OpenGames(ctx, user); err != nil {
		return "", err
	} else if n >= MaxOpenGames {
		return "", game.Refuse("online.refuse.open-games", "Count", MaxOpenGames)
	}
	clock := room.Clock{Turn: time.Duration(req.TurnSeconds) * time.Second, OnTimeout: req.OnTimeout}
	if clock.Turn > 0 && clock.OnTimeout == "" {
		clock.OnTimeout = room.TimeoutComputer
	}
	cfg := room.Config{Game: req.Game, Variant: req.Variant, Seats: append([]string(nil), req.Seats...), Clock: clock}
	names := make([]string, len(req.Seats))
	if err := sv.invite(ctx, user, &cfg, names); err != nil {
		return "", err
	}
	r, err := room.New(cfg)
	if err != nil {
		if game.KeyOf(err) == "" { // a game, variant, seats this server does not have
			err = badRequest(err)
		}
		return "", err
	}
	if seat, err := r.Join(user); err == nil {
		names[seat] = username(ctx)
	} else if !errors.Is(err, room.ErrFull) {
		return "", err
	}
	g, m, err := sv.start(ctx, r, names)
	if err != nil {
		return "", err
	}
	for seat, u := range g.Users {
		if u != "" && u != user {
			content := map[string]interface{}{"game_id": g.ID, "game": g.Game, "code": g.Code, "by": username(ctx)}
			if err := sv.B.Notify(ctx, u, NotifyInvited, "You are invited", content); err != nil {
				logger.Warn("roost game %s: %s not told of their invitation (seat %d): %v", g.ID, u, seat+1, err)
			}
		}
	}
	logger.Info("roost game %s (%s %s, %s) created by %s", g.ID, g.Game, cfg.Variant, strings.Join(req.Seats, ","), user)
	return reply(Opened{GameID: g.ID, MatchID: m, Code: g.Code})
}

// invite turns the seats kept for players by name ("@ann") into people's
// seats with their user ids in cfg.Users (and their names in names).
func (sv *Service) invite(ctx context.Context, user string, cfg *room.Config, names []string) error {
	var asked []string
	for i, s := range cfg.Seats {
		name, ok := strings.CutPrefix(strings.TrimSpace(s), online.InvitePrefix)
		if !ok {
			continue
		}
		if err := online.CheckName(name); err != nil {
			return fmt.Errorf("seat %d: %w", i+1, err)
		}
		cfg.Seats[i], names[i] = room.Human, name
		asked = append(asked, name)
	}
	if len(asked) == 0 {
		return nil
	}
	ids, err := sv.B.UserIDs(ctx, asked)
	if err != nil {
		return err
	}
	cfg.Users = make([]string, len(cfg.Seats))
	for i, name := range names {
		if name == "" {
			continue
		}
		id, ok := ids[name]
		switch {
		case !ok:
			return game.Refuse("online.refuse.nobody", "Name", name)
		case id == user:
			return game.Refuse("online.refuse.invite-self")
		}
		cfg.Users[i] = id
		if !limits.allow("invite", user, LimitInvite) || !limits.allow("invited", id, LimitBeAsked) {
			return ErrSlowDown
		}
	}
	return nil
}

// username is the caller's name.
func username(ctx context.Context) string {
	u, _ := ctx.Value(runtime.RUNTIME_CTX_USERNAME).(string)
	return u
}

// start stores a new game with a fresh join code, puts it in the list of
// each player seated, and starts its match.
func (sv *Service) start(ctx context.Context, r *room.Room, names []string) (*Game, string, error) {
	g := &Game{ID: newID(), Names: names}
	v := r.View()
	g.Game, g.Record, g.Users, g.ToMove = v.Game, r.Record(), r.Users(), v.ToMove
	g.Timing, g.Deadline = r.Timing(), v.Deadline
	g.name(-1, "")
	for tries := 0; ; tries++ {
		g.Code = newCode()
		ok, err := sv.B.Claim(ctx, g.Code, g.ID, g.Users)
		if err != nil {
			return nil, "", err
		}
		if ok {
			break
		}
		if tries > 10 {
			return nil, "", game.Refuse("online.refuse.no-code")
		}
	}
	if err := sv.B.Save(ctx, g); err != nil {
		return nil, "", err
	}
	m, err := sv.ensure(ctx, g.ID)
	if err != nil {
		return nil, "", err
	}
	return g, m, nil
}

// Matched starts the game of players the matchmaker put together (a quick
// match): every seat a person's, in a random order, with QuickTurn's clock;
// they are sent the match to join.
func (sv *Service) Matched(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, entries []runtime.MatchmakerEntry) (string, error) {
	if len(entries) == 0 {
		return "", errors.New("no players matched")
	}
	q, err := online.QuickOf(entries[0].GetProperties())
	if err != nil {
		return "", err
	}
	if len(entries) != q.Players {
		return "", fmt.Errorf("%d players matched for a game of %d", len(entries), q.Players)
	}
	order := mrand.Perm(len(entries)) // the seats in a random order
	users, names := make([]string, len(entries)), make([]string, len(entries))
	seats := make([]string, len(entries))
	for i, e := range entries {
		if p, err := online.QuickOf(e.GetProperties()); err != nil || p != q {
			return "", fmt.Errorf("players matched for different games: %v and %v", q, p)
		}
		users[order[i]], names[order[i]] = e.GetPresence().GetUserId(), e.GetPresence().GetUsername()
		seats[i] = room.Human
	}
	r, err := room.New(room.Config{Game: q.Game, Variant: q.Variant, Seats: seats, Users: users,
		Clock: room.Clock{Turn: online.QuickTurn * time.Second, OnTimeout: room.TimeoutComputer}})
	if err != nil {
		return "", err
	}
	g, m, err := sv.start(ctx, r, names)
	if err != nil {
		return "", err
	}
	logger.Info("roost game %s (%s %s) quick match of %s", g.ID, q.Game, q.Variant, strings.Join(names, ", "))
	return m, nil
}

// Join finds a game by its code and opens it; the seat is taken when the
// caller joins the match.
func (sv *Service) Join(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var req JoinReq
	_, err := request(ctx, payload, &req)
	if err != nil {
		return "", err
	}
	if err := limits.check(ctx, logger, "join", LimitJoin); err != nil {
		return "", err
	}
	code := strings.ToUpper(strings.Join(strings.Fields(req.Code), "")) // any case, spaces anywhere
	if len(code) != CodeLen || strings.Trim(code, codeLetters) != "" {
		return "", game.Refuse("online.refuse.not-code", "Code", req.Code, "Count", CodeLen)
	}
	id, err := sv.B.Lookup(ctx, code)
	if err != nil {
		return "", unstored(err, ErrNoGame)
	}
	g, err := sv.B.Load(ctx, id)
	if err != nil {
		return "", unstored(err, ErrNoGame)
	}
	m, err := sv.ensure(ctx, id)
	if err != nil {
		return "", err
	}
	return reply(Opened{GameID: id, MatchID: m, Code: g.Code})
}

// unstored is the answer to a failure to read the games: none means the
// refusal none (nothing has that id or code); anything else is the
// database in trouble (restarting), which is not the player's fault and
// passes, so it is said as the server's trouble (no message of the
// player's: clients try again) and never as "no such game", which they
// would believe.
func unstored(err, none error) error {
	if none != nil && errors.Is(err, ErrNoGame) {
		return none
	}
	return fmt.Errorf("the server cannot read its games just now: %v", err)
}

// Open reopens one of the caller's games (after a restart or a dropped
// connection).
func (sv *Service) Open(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var req OpenReq
	_, err := request(ctx, payload, &req)
	if err != nil {
		return "", err
	}
	g, err := sv.B.Load(ctx, req.GameID)
	if err != nil {
		return "", unstored(err, game.Refuse("online.refuse.no-game"))
	}
	m, err := sv.ensure(ctx, g.ID)
	if err != nil {
		return "", err
	}
	return reply(Opened{GameID: g.ID, MatchID: m, Code: g.Code})
}

// Leave gives up the caller's seat in a game for good: a computer plays on
// for them, or they lose, as the game was set up.
func (sv *Service) Leave(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var req OpenReq
	user, err := request(ctx, payload, &req)
	if err != nil {
		return "", err
	}
	if _, err := sv.B.Load(ctx, req.GameID); err != nil {
		return "", unstored(err, game.Refuse("online.refuse.no-game"))
	}
	m, err := sv.ensure(ctx, req.GameID)
	if err != nil {
		return "", err
	}
	why, err := sv.Matches.Signal(ctx, m, user)
	if err != nil {
		return "", err
	}
	if why != "" {
		text, m := online.ReadError(why)
		if m.Key != "" {
			return "", &game.Refusal{Msg: m}
		}
		return "", errors.New(text)
	}
	return "{}", nil
}

// Sweep opens the match of every game whose seat to act ran out of time
// while nobody had it open (a correspondence game), so that the clock is
// applied; the plugin runs it every SweepEvery.
func (sv *Service) Sweep(ctx context.Context, logger runtime.Logger) {
	ids, err := sv.B.Overdue(ctx, time.Now())
	if err != nil {
		logger.Warn("roost sweep: %v", err)
		return
	}
	for _, id := range ids {
		if _, err := sv.ensure(ctx, id); err != nil {
			logger.Warn("roost sweep: game %s: %v", id, err)
		}
	}
}

// SweepEvery is how often overdue games are looked for.
const SweepEvery = 30 * time.Second

// Games lists the caller's games, whose turn in each.
func (sv *Service) Games(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	user, err := caller(ctx)
	if err != nil {
		return "", err
	}
	ids, err := sv.B.Mine(ctx, user)
	if err != nil {
		return "", err
	}
	out := GamesResp{Games: []Listed{}}
	for _, id := range ids {
		g, err := sv.B.Load(ctx, id)
		if errors.Is(err, ErrNoGame) {
			continue // (an entry the server did not write)
		}
		if err != nil {
			return "", unstored(err, nil)
		}
		seat := -1
		for i, u := range g.Users {
			if u == user {
				seat = i
			}
		}
		if seat < 0 {
			// Not the caller's: a list entry the server did not write
			// (an older version let clients write their lists). The game's
			// own record, which only the server writes, decides.
			continue
		}
		variant, players := recordHeader(g.Record)
		if d, err := game.Lookup(g.Game); err == nil && len(d.Levels) > 0 {
			for i := range players {
				if i < len(g.Timing.TakenOver) && g.Timing.TakenOver[i] {
					players[i] = room.TakeoverLevel(d) // a late seat the computer plays on
				}
			}
		}
		l := Listed{GameID: g.ID, Code: g.Code, Game: g.Game, Seat: seat, ToMove: g.ToMove,
			YourTurn: !g.Over && seat >= 0 && g.ToMove == seat, Over: g.Over, Updated: g.Updated, Deadline: g.Deadline,
			Names: g.Names, Last: g.Last, LastSeat: g.LastSeat,
			Variant: variant, Players: players, TurnSeconds: int64(g.Timing.Clock.Turn / time.Second)}
		if g.Over {
			l.Scores, l.Returns, l.Lost = result(g)
		}
		out.Games = append(out.Games, l)
	}
	return reply(out)
}

// result is a finished game's result by seat: as stored, or for a game
// stored before results were, as its record replays (none where it does
// not: the list then says only that it is over).
func result(g *Game) (scores []int, returns []float64, lost int) {
	if len(g.Returns) > 0 {
		return g.Scores, g.Returns, g.Timing.Lost
	}
	r, err := room.Load(g.Record, g.Users, g.Timing)
	if err != nil {
		return nil, nil, 0
	}
	v := r.View()
	return v.Scores, v.Returns, v.Lost
}

// recordHeader reads a stored record's variant and its players by seat
// ("human" or a computer level) from its header, without replaying it.
func recordHeader(record string) (variant string, players []string) {
	for _, line := range strings.Split(record, "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok {
			if strings.TrimSpace(line) == "actions:" {
				break
			}
			continue
		}
		switch strings.TrimSpace(k) {
		case "variant":
			variant = strings.TrimSpace(v)
		case "players":
			for _, p := range strings.Split(v, ",") {
				players = append(players, strings.TrimSpace(p))
			}
		case "actions":
			return variant, players
		}
	}
	return variant, players
}

// Ratings lists the caller's rating in each game they played rated.
func (sv *Service) Ratings(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	user, err := caller(ctx)
	if err != nil {
		return "", err
	}
	rs, err := sv.B.MyRatings(ctx, user)
	if err != nil {
		return "", err
	}
	if rs == nil {
		rs = []online.Rating{}
	}
	name, _ := ctx.Value(runtime.RUNTIME_CTX_USERNAME).(string)
	return reply(online.RatingsResp{Name: name, Ratings: rs})
}

// Leaders is a game's leaderboard: the best 20 ratings, and the caller's.
func (sv *Service) Leaders(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var req online.LeadersReq
	user, err := request(ctx, payload, &req)
	if err != nil {
		return "", err
	}
	if _, err := game.Lookup(req.Game); err != nil {
		return "", badRequest(err)
	}
	out, err := sv.B.Leaders(ctx, req.Game, user)
	if err != nil {
		return "", err
	}
	if out.Leaders == nil {
		out.Leaders = []online.Leader{}
	}
	return reply(out)
}
