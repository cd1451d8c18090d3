package match

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"github.com/birdroost/roost/online"

	"github.com/birdroost/roost/server/room"
)

// The RPCs a client calls, and their messages (package online's).
const (
	RPCCreate = online.RPCCreate
	RPCJoin   = online.RPCJoin
	RPCOpen   = online.RPCOpen
	RPCGames  = online.RPCGames
	RPCLeave  = online.RPCLeave
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

func caller(ctx context.Context) (string, error) {
	u, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if u == "" {
		return "", errors.New("sign in first")
	}
	return u, nil
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
// caller, and starts its match.
func (sv *Service) Create(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	user, err := caller(ctx)
	if err != nil {
		return "", err
	}
	var req CreateReq
	if err := decode([]byte(payload), &req); err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	clock := room.Clock{Turn: time.Duration(req.TurnSeconds) * time.Second, OnTimeout: req.OnTimeout}
	if clock.Turn > 0 && clock.OnTimeout == "" {
		clock.OnTimeout = room.TimeoutComputer
	}
	r, err := room.New(room.Config{Game: req.Game, Variant: req.Variant, Seats: req.Seats, Clock: clock})
	if err != nil {
		return "", err
	}
	g := &Game{ID: newID()}
	for tries := 0; ; tries++ {
		g.Code = newCode()
		ok, err := sv.B.Claim(ctx, g.Code, g.ID)
		if err != nil {
			return "", err
		}
		if ok {
			break
		}
		if tries > 10 {
			return "", errors.New("no free join code: try again")
		}
	}
	if _, err := r.Join(user); err != nil && !errors.Is(err, room.ErrFull) {
		return "", err
	}
	v := r.View()
	g.Game, g.Record, g.Users, g.ToMove = v.Game, r.Record(), r.Users(), v.ToMove
	g.Timing, g.Deadline = r.Timing(), v.Deadline
	if err := sv.B.Save(ctx, g); err != nil {
		return "", err
	}
	if r.SeatOf(user) >= 0 {
		if err := sv.B.AddMine(ctx, user, g.ID); err != nil {
			return "", err
		}
	}
	m, err := sv.ensure(ctx, g.ID)
	if err != nil {
		return "", err
	}
	logger.Info("roost game %s (%s %s, %s) created by %s", g.ID, v.Game, v.Variant, strings.Join(v.Seats, ","), user)
	return reply(Opened{GameID: g.ID, MatchID: m, Code: g.Code})
}

// Join finds a game by its code and opens it; the seat is taken when the
// caller joins the match.
func (sv *Service) Join(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	if _, err := caller(ctx); err != nil {
		return "", err
	}
	var req JoinReq
	if err := decode([]byte(payload), &req); err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	code := strings.ToUpper(strings.TrimSpace(req.Code))
	if len(code) != CodeLen || strings.Trim(code, codeLetters) != "" {
		return "", fmt.Errorf("%q is not a join code (%d letters and digits)", req.Code, CodeLen)
	}
	id, err := sv.B.Lookup(ctx, code)
	if err != nil {
		return "", ErrNoGame
	}
	g, err := sv.B.Load(ctx, id)
	if err != nil {
		return "", ErrNoGame
	}
	m, err := sv.ensure(ctx, id)
	if err != nil {
		return "", err
	}
	return reply(Opened{GameID: id, MatchID: m, Code: g.Code})
}

// Open reopens one of the caller's games (after a restart or a dropped
// connection).
func (sv *Service) Open(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	if _, err := caller(ctx); err != nil {
		return "", err
	}
	var req OpenReq
	if err := decode([]byte(payload), &req); err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	g, err := sv.B.Load(ctx, req.GameID)
	if err != nil {
		return "", errors.New("no game has that id")
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
	user, err := caller(ctx)
	if err != nil {
		return "", err
	}
	var req OpenReq
	if err := decode([]byte(payload), &req); err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	if _, err := sv.B.Load(ctx, req.GameID); err != nil {
		return "", errors.New("no game has that id")
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
		return "", errors.New(why)
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
		if err != nil {
			continue
		}
		seat := -1
		for i, u := range g.Users {
			if u == user {
				seat = i
			}
		}
		out.Games = append(out.Games, Listed{GameID: g.ID, Code: g.Code, Game: g.Game, Seat: seat, ToMove: g.ToMove,
			YourTurn: !g.Over && seat >= 0 && g.ToMove == seat, Over: g.Over, Updated: g.Updated, Deadline: g.Deadline})
	}
	return reply(out)
}
