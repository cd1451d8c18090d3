package match

import (
	"context"
	"database/sql"
	"strings"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/rtapi"
	"github.com/heroiclabs/nakama-common/runtime"
)

// ServerOwned reports whether a storage collection is the server's: every
// collection whose name starts with "roost_" (games, codes, players' lists,
// ratings, names). Only the plugin writes them; a client's write or delete
// of one is refused before Nakama stores anything (NoClientWrites,
// NoClientDeletes), whatever the permissions a client asks for.
func ServerOwned(collection string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(collection)), "roost_")
}

// errServerOwned refuses a client's write to a server collection (Nakama's
// code 7, permission denied: HTTP 403).
var errServerOwned = runtime.NewError("this collection is the server's: clients may not write it", 7)

// NoClientWrites is the before-hook of the storage write API.
func NoClientWrites(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *api.WriteStorageObjectsRequest) (*api.WriteStorageObjectsRequest, error) {
	for _, o := range in.GetObjects() {
		if ServerOwned(o.GetCollection()) {
			u, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
			logger.Warn("roost: a client's write to %s/%s refused (user %s)", o.GetCollection(), o.GetKey(), u)
			return nil, errServerOwned
		}
	}
	return in, nil
}

// NoClientDeletes is the before-hook of the storage delete API.
func NoClientDeletes(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *api.DeleteStorageObjectsRequest) (*api.DeleteStorageObjectsRequest, error) {
	for _, o := range in.GetObjectIds() {
		if ServerOwned(o.GetCollection()) {
			return nil, errServerOwned
		}
	}
	return in, nil
}

// Unused are the realtime messages of Nakama's that Roost does not use:
// matches a client makes itself (relayed: no Roost game, and past every
// limit of the games' own), chat and parties (messages to any player by
// id, outside the names' check and the games' limits), and statuses. A
// client's is refused (Closed).
var Unused = []string{"MatchCreate", "ChannelJoin", "ChannelMessageSend", "ChannelMessageUpdate", "ChannelMessageRemove",
	"PartyCreate", "PartyJoin", "PartyDataSend", "PartyMatchmakerAdd", "StatusFollow", "StatusUpdate"}

// ErrUnused refuses one, and the friends' and groups' APIs (Nakama's
// code 7, permission denied).
var ErrUnused = runtime.NewError("Roost's server does not offer this", 7)

// Closed is the before-hook of each of Unused.
func Closed(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *rtapi.Envelope) (*rtapi.Envelope, error) {
	return nil, ErrUnused
}

// migrateRatings moves ratings that older versions kept under each
// player's own account (where a client could write the first one) to the
// system user, keeping only those the server's leaderboard confirms (the
// leaderboard row, which only the server writes, has the same rating and
// games), and deletes the rest.
const migrateRatings = `
INSERT INTO storage (collection, key, user_id, value, version, read, write, create_time, update_time)
SELECT s.collection, s.key || '/' || s.user_id::text, $2, s.value, s.version, 0, 0, s.create_time, s.update_time
FROM storage s JOIN leaderboard_record l ON l.leaderboard_id = 'roost_rating_' || s.key AND l.owner_id = s.user_id
WHERE s.collection = $1 AND s.user_id <> $2 AND s.write = 0
  AND l.score = round((s.value->>'rating')::numeric) AND l.subscore = (s.value->>'games')::bigint
ON CONFLICT (collection, key, user_id) DO NOTHING;
DELETE FROM storage WHERE collection = $1 AND user_id <> $2`

// MigrateRatings runs migrateRatings once at start (nothing to do after
// the first time).
func MigrateRatings(ctx context.Context, db *sql.DB) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range strings.Split(migrateRatings, ";") {
		if _, err := tx.ExecContext(ctx, q, colRatings, systemUser); err != nil {
			return err
		}
	}
	return tx.Commit()
}
