// Command plugin is Roost's Nakama runtime module: built with
// -buildmode=plugin next to the Nakama binary of the same module (same
// toolchain, same dependencies), it registers the match handler that runs
// every Roost game and the RPCs that create, join, reopen and list them.
package main

import (
	"context"
	"database/sql"
	"time"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/server/match"
)

// InitModule is called by Nakama when it loads the plugin.
func InitModule(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, initializer runtime.Initializer) error {
	if err := initializer.RegisterMatch(match.Name, match.New); err != nil {
		return err
	}
	sv := &match.Service{B: match.Nakama{NK: nk, DB: db}, Matches: match.NakamaMatches{NK: nk}}
	for id, fn := range map[string]rpc{
		match.RPCCreate:  sv.Create,
		match.RPCJoin:    sv.Join,
		match.RPCOpen:    sv.Open,
		match.RPCGames:   sv.Games,
		match.RPCLeave:   sv.Leave,
		match.RPCRatings: sv.Ratings,
		match.RPCLeaders: sv.Leaders,
	} {
		if err := initializer.RegisterRpc(id, said(fn)); err != nil {
			return err
		}
	}
	// The server's collections: no client writes or deletes them.
	if err := initializer.RegisterBeforeWriteStorageObjects(match.NoClientWrites); err != nil {
		return err
	}
	if err := initializer.RegisterBeforeDeleteStorageObjects(match.NoClientDeletes); err != nil {
		return err
	}
	if err := match.MigrateRatings(ctx, db); err != nil {
		return err
	}
	// No sender crowds out the others: spectators only sync, every user's
	// messages to a game held to a rate, before the match's queue.
	if err := initializer.RegisterBeforeRt("MatchDataSend", match.FlowHook); err != nil {
		return err
	}
	// Per-account rates of joining matches and of quick match tickets (and
	// only tickets that cannot match another game's).
	if err := initializer.RegisterBeforeRt("MatchJoin", match.JoinHook); err != nil {
		return err
	}
	if err := initializer.RegisterBeforeRt("MatchmakerAdd", match.QuickHook); err != nil {
		return err
	}
	// What Roost does not use is closed (relayed matches, chat, parties,
	// statuses; friends' requests and groups, which reach any player by
	// name, or carry names nobody checks).
	for _, id := range match.Unused {
		if err := initializer.RegisterBeforeRt(id, match.Closed); err != nil {
			return err
		}
	}
	if err := initializer.RegisterBeforeAddFriends(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AddFriendsRequest) (*api.AddFriendsRequest, error) {
		return nil, match.ErrUnused
	}); err != nil {
		return err
	}
	if err := initializer.RegisterBeforeCreateGroup(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.CreateGroupRequest) (*api.CreateGroupRequest, error) {
		return nil, match.ErrUnused
	}); err != nil {
		return err
	}
	// Names: the one check on every sign-in, rename and invitation, and
	// no look-alikes; devices are the only way in.
	names := match.Names{NK: nk, DB: db}
	if err := names.Register(ctx, logger); err != nil {
		return err
	}
	for _, err := range []error{
		initializer.RegisterBeforeAuthenticateDevice(names.BeforeDevice),
		initializer.RegisterAfterAuthenticateDevice(names.AfterDevice),
		initializer.RegisterBeforeUpdateAccount(names.BeforeUpdate),
		initializer.RegisterBeforeSessionRefresh(names.BeforeRefresh),
		initializer.RegisterBeforeAuthenticateApple(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AuthenticateAppleRequest) (*api.AuthenticateAppleRequest, error) {
			return nil, match.OnlyDevices(ctx)
		}),
		initializer.RegisterBeforeAuthenticateCustom(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AuthenticateCustomRequest) (*api.AuthenticateCustomRequest, error) {
			return nil, match.OnlyDevices(ctx)
		}),
		initializer.RegisterBeforeAuthenticateEmail(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AuthenticateEmailRequest) (*api.AuthenticateEmailRequest, error) {
			return nil, match.OnlyDevices(ctx)
		}),
		initializer.RegisterBeforeAuthenticateFacebook(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AuthenticateFacebookRequest) (*api.AuthenticateFacebookRequest, error) {
			return nil, match.OnlyDevices(ctx)
		}),
		initializer.RegisterBeforeAuthenticateFacebookInstantGame(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AuthenticateFacebookInstantGameRequest) (*api.AuthenticateFacebookInstantGameRequest, error) {
			return nil, match.OnlyDevices(ctx)
		}),
		initializer.RegisterBeforeAuthenticateGameCenter(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AuthenticateGameCenterRequest) (*api.AuthenticateGameCenterRequest, error) {
			return nil, match.OnlyDevices(ctx)
		}),
		initializer.RegisterBeforeAuthenticateGoogle(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AuthenticateGoogleRequest) (*api.AuthenticateGoogleRequest, error) {
			return nil, match.OnlyDevices(ctx)
		}),
		initializer.RegisterBeforeAuthenticateSteam(func(ctx context.Context, _ runtime.Logger, _ *sql.DB, _ runtime.NakamaModule, in *api.AuthenticateSteamRequest) (*api.AuthenticateSteamRequest, error) {
			return nil, match.OnlyDevices(ctx)
		}),
	} {
		if err != nil {
			return err
		}
	}
	// A leaderboard of ratings per game (Nakama keeps them; "set": a
	// player's row is their rating now).
	for _, g := range game.Names() {
		if err := nk.LeaderboardCreate(ctx, match.Board(g), true, "desc", "set", "", nil, true); err != nil {
			return err
		}
	}
	// Quick matches: the players the matchmaker puts together get a game.
	if err := initializer.RegisterMatchmakerMatched(sv.Matched); err != nil {
		return err
	}
	// Correspondence games whose clock ran out while nobody had them open.
	go func() {
		for range time.Tick(match.SweepEvery) {
			sv.Sweep(context.Background(), logger)
		}
	}()
	logger.Info("roost module loaded")
	return nil
}

// said holds an RPC to its account's rate, and makes its refusals (game.Refuse) travel as messages, for each
// player to read in their own language (online.ErrorText); Nakama sends a
// plain error's words as they are.
func said(fn rpc) rpc {
	return func(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
		out, err := "", match.Limited(ctx, logger) // every RPC held to a rate per account
		if err == nil {
			out, err = fn(ctx, logger, db, nk, payload)
		}
		if err != nil && game.KeyOf(err) != "" {
			return out, runtime.NewError(online.ErrorText(err), 13) // 13: as Nakama codes a plain error
		}
		return out, err
	}
}

type rpc = func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule, string) (string, error)

// main is never run: Nakama loads this package as a plugin. It lets the
// module build and vet as a whole (go build ./...).
func main() {}
