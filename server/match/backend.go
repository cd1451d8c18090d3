package match

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/server/room"
)

// Game is one online game as stored in PostgreSQL (Nakama's storage,
// collection "roost_games", owned by the system and unreadable by clients:
// the record holds the chance seed). It is written after every change and
// before any player is told of it.
type Game struct {
	ID      string   `json:"id"`
	Code    string   `json:"code"`    // the short code friends join by
	Game    string   `json:"game"`    // which game ("columba")
	Record  string   `json:"record"`  // rules/game's record
	Users   []string `json:"users"`   // the user at each seat ("" open or computer)
	Names   []string `json:"names"`   // their display names, by seat
	Over    bool     `json:"over"`    // finished
	ToMove  int      `json:"to_move"` // the seat to act, -1 for none
	Updated int64    `json:"updated"` // Unix seconds

	Timing   room.Timing `json:"timing"`   // the clock
	Deadline int64       `json:"deadline"` // Unix ms when the seat to act runs out of time (0: never)

	Last     game.Msg `json:"last"`      // the last player's action (older records: its English words)
	LastSeat int      `json:"last_seat"` // the seat that made it

	// Scores and Returns are a finished game's result by seat (as the
	// room's View has them); none while it is played, nor in a game
	// stored before they were (Games reads those from the record).
	Scores  []int     `json:"scores,omitempty"`
	Returns []float64 `json:"returns,omitempty"`
}

// Backend is what a match needs of the server: the games kept, the codes,
// each player's list of games, and "your turn" notifications. The Nakama
// one is below; the tests use one in memory.
type Backend interface {
	Load(ctx context.Context, id string) (*Game, error)
	Save(ctx context.Context, g *Game) error
	// Claim reserves a join code for a new game and puts the game in its
	// players' lists, together; false (and nothing done) if the code is
	// taken.
	Claim(ctx context.Context, code, id string, users []string) (bool, error)
	Lookup(ctx context.Context, code string) (string, error) // a code's game id
	AddMine(ctx context.Context, user, id string) error      // a game in a user's list
	Mine(ctx context.Context, user string) ([]string, error)
	// OpenGames counts the unfinished games a user has a seat in.
	OpenGames(ctx context.Context, user string) (int, error)
	Notify(ctx context.Context, user string, code int, subject string, content map[string]interface{}) error
	// UserIDs finds players by name (those found: name -> user id).
	UserIDs(ctx context.Context, names []string) (map[string]string, error)
	// Overdue lists the unfinished games whose seat to act ran out of time
	// by now (their match may not be running: a correspondence game).
	Overdue(ctx context.Context, now time.Time) ([]string, error)
	// Ratings reads players' ratings in a game (StartRating for a player
	// never rated in it).
	Ratings(ctx context.Context, game string, users []string) ([]online.Rating, error)
	// Rate stores players' new ratings in a game, and their leaderboard
	// rows under their names.
	Rate(ctx context.Context, game string, users, names []string, rs []online.Rating) error
	// MyRatings lists a player's ratings, one per game.
	MyRatings(ctx context.Context, user string) ([]online.Rating, error)
	// Leaders reads a game's leaderboard: the best 20, and the player's row.
	Leaders(ctx context.Context, game, user string) (online.LeadersResp, error)
}

// ErrNoGame is a game id or code that names no game.
var ErrNoGame = game.Refuse("online.refuse.no-code-game")

// Storage collections.
const (
	colGames = "roost_games"
	colCodes = "roost_codes"
	colMine  = "roost_mine"
	// colRatings holds the players' ratings, one object per player and
	// game (key: ratingKey), owned by the system user and unreadable by
	// clients (they ask roost_ratings and the leaderboards).
	colRatings = "roost_ratings"
)

// Board is the Nakama leaderboard of a game's ratings.
func Board(game string) string { return "roost_rating_" + game }

// The notifications' codes.
const (
	NotifyYourTurn = online.NotifyYourTurn
	NotifyInvited  = online.NotifyInvited
)

// Nakama is the Backend on Nakama's storage and notifications (and its
// database, to find overdue games).
type Nakama struct {
	NK runtime.NakamaModule
	DB *sql.DB
}

// systemUser owns the games (Nakama's system user).
const systemUser = "00000000-0000-0000-0000-000000000000"

func (b Nakama) Overdue(ctx context.Context, now time.Time) ([]string, error) {
	rows, err := b.DB.QueryContext(ctx, `SELECT key FROM storage WHERE collection = $1 AND user_id = $2
		AND (value->>'over')::boolean IS NOT TRUE AND (value->>'deadline')::bigint BETWEEN 1 AND $3 LIMIT 1000`,
		colGames, systemUser, now.UnixMilli())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// ownRead reads objects of one of the server's collections by key (the
// system user's, with read permission 0): their value and version by key.
// It reads Nakama's storage table itself, as the writer writes it, one key
// at a time, in a statement PostgreSQL can only plan as a look-up of the
// key in the primary key (collection, key, user_id): the user is compared
// as text, which no index has. Nakama's StorageRead compares the user as
// it is, and PostgreSQL often planned it with another index of the table,
// on (collection, user_id, read, key) or on user_id alone, walking every
// object of the system user in the collection (every game, code, rating,
// name) to find one: without statistics (a young database: autovacuum had
// not yet looked at the table) every index looks as good, and in the
// generic plan of a prepared statement "user_id = $3" looks like one
// player's few objects. Under load that made a read take 5 ms and most of
// PostgreSQL's time (docs/BENCHMARKS.md, #45 scale).
func ownRead(ctx context.Context, db *sql.DB, col string, keys []string) (map[string]stored, error) {
	out := map[string]stored{}
	for _, k := range keys {
		var o stored
		var read int
		err := db.QueryRowContext(ctx, ownReadSQL, col, k).Scan(&o.value, &o.version, &read)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if read == 0 { // (the server's objects are unreadable by clients)
			out[k] = o
		}
	}
	return out, nil
}

const ownReadSQL = `SELECT value, version, read FROM storage WHERE collection = $1 AND key = $2 AND user_id::text = '` + systemUser + `'`

// stored is an object's value and version.
type stored struct{ value, version string }

// read reads one of the server's objects (ErrNoGame if there is none).
func (b Nakama) read(ctx context.Context, col, key string, v interface{}) error {
	objs, err := ownRead(ctx, b.DB, col, []string{key})
	if err != nil {
		return err
	}
	o, ok := objs[key]
	if !ok {
		return ErrNoGame
	}
	return json.Unmarshal([]byte(o.value), v)
}

func (b Nakama) write(ctx context.Context, col, key, user, version string, v interface{}) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = b.NK.StorageWrite(ctx, []*runtime.StorageWrite{{Collection: col, Key: key, UserID: user, Value: string(data),
		Version: version, PermissionRead: 0, PermissionWrite: 0}})
	return err
}

func (b Nakama) Load(ctx context.Context, id string) (*Game, error) {
	var g Game
	if err := b.read(ctx, colGames, id, &g); err != nil {
		return nil, err
	}
	return &g, nil
}

func (b Nakama) Save(ctx context.Context, g *Game) error {
	g.Updated = time.Now().Unix()
	data, err := json.Marshal(g)
	if err != nil {
		return err
	}
	return gamesWriter(b.DB).save(ctx, g.ID, string(data))
}

func (b Nakama) Claim(ctx context.Context, code, id string, users []string) (bool, error) {
	// One transaction: the code (version "*": only if no object has that
	// key yet) and each player's entry.
	code1, _ := json.Marshal(map[string]string{"id": id})
	mine, _ := json.Marshal(map[string]string{"id": id})
	writes := []*runtime.StorageWrite{{Collection: colCodes, Key: code, Value: string(code1), Version: "*"}}
	for _, u := range users {
		if u != "" {
			writes = append(writes, &runtime.StorageWrite{Collection: colMine, Key: id, UserID: u, Value: string(mine)})
		}
	}
	if _, err := b.NK.StorageWrite(ctx, writes); err != nil {
		var prev map[string]string
		if b.read(ctx, colCodes, code, &prev) == nil {
			return false, nil // taken
		}
		return false, err
	}
	return true, nil
}

func (b Nakama) Lookup(ctx context.Context, code string) (string, error) {
	var v map[string]string
	if err := b.read(ctx, colCodes, code, &v); err != nil {
		return "", err
	}
	return v["id"], nil
}

func (b Nakama) AddMine(ctx context.Context, user, id string) error {
	return b.write(ctx, colMine, id, user, "", map[string]string{"id": id})
}

func (b Nakama) Mine(ctx context.Context, user string) ([]string, error) {
	var ids []string
	cursor := ""
	for {
		objs, next, err := b.NK.StorageList(ctx, "", user, colMine, 100, cursor)
		if err != nil {
			return nil, err
		}
		for _, o := range objs {
			ids = append(ids, o.GetKey())
		}
		if next == "" || len(objs) == 0 {
			break
		}
		cursor = next
	}
	sort.Strings(ids)
	return ids, nil
}

func (b Nakama) OpenGames(ctx context.Context, user string) (int, error) {
	// Two index lookups (the user's list, then those of its games not
	// over), not a join the planner may start from every game.
	rows, err := b.DB.QueryContext(ctx, `SELECT key FROM storage WHERE collection = $1 AND user_id = $2 AND read = 0`, colMine, user)
	if err != nil {
		return 0, err
	}
	var keys []string
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			rows.Close()
			return 0, err
		}
		keys = append(keys, k)
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(keys) == 0 {
		return 0, err
	}
	var n int
	// (the user compared as text, so that the keys are looked up in the
	// primary key: see ownRead)
	err = b.DB.QueryRowContext(ctx, `SELECT count(*) FROM storage WHERE collection = $1 AND key = ANY($2::text[])
		AND user_id::text = '`+systemUser+`' AND (value->>'over')::boolean IS NOT TRUE`, colGames, keys).Scan(&n)
	return n, err
}

func (b Nakama) Notify(ctx context.Context, user string, code int, subject string, content map[string]interface{}) error {
	return b.NK.NotificationSend(ctx, user, subject, content, code, "", true)
}

func (b Nakama) UserIDs(ctx context.Context, names []string) (map[string]string, error) {
	users, err := b.NK.UsersGetUsername(ctx, names)
	if err != nil {
		return nil, err
	}
	ids := map[string]string{}
	for _, u := range users {
		ids[u.GetUsername()] = u.GetId()
	}
	return ids, nil
}

// name sets the display name at a seat.
func (g *Game) name(seat int, name string) {
	for len(g.Names) < len(g.Users) {
		g.Names = append(g.Names, "")
	}
	if seat >= 0 && seat < len(g.Names) {
		g.Names[seat] = name
	}
}

// codeLetters are the letters of a join code: no 0/O, 1/I/L to mistake.
const codeLetters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// CodeLen is a join code's length: 31^6, about 887 million codes.
const CodeLen = 6

// newCode is a fresh random join code.
func newCode() string {
	var b [CodeLen]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	for i := range b {
		b[i] = codeLetters[int(b[i])%len(codeLetters)]
	}
	return string(b[:])
}

// newID is a fresh game id (128 random bits, hex).
func newID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return fmt.Sprintf("%x", b)
}

// ratingKey is the key of a player's rating in a game: every rating is the
// system user's (a client cannot write one, and the server reads back only
// what it wrote).
func ratingKey(game, user string) string { return game + "/" + user }

func (b Nakama) Ratings(ctx context.Context, game string, users []string) ([]online.Rating, error) {
	keys := make([]string, len(users))
	for i, u := range users {
		keys[i] = ratingKey(game, u)
	}
	objs, err := ownRead(ctx, b.DB, colRatings, keys)
	if err != nil {
		return nil, err
	}
	out := make([]online.Rating, len(users))
	for i := range out {
		out[i] = online.Rating{Game: game, Rating: online.StartRating}
		if o, ok := objs[keys[i]]; ok {
			if err := json.Unmarshal([]byte(o.value), &out[i]); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

func (b Nakama) Rate(ctx context.Context, game string, users, names []string, rs []online.Rating) error {
	var writes []*runtime.StorageWrite
	for i, u := range users {
		data, err := json.Marshal(rs[i])
		if err != nil {
			return err
		}
		writes = append(writes, &runtime.StorageWrite{Collection: colRatings, Key: ratingKey(game, u), UserID: systemUser,
			Value: string(data), PermissionRead: 0, PermissionWrite: 0})
	}
	if _, err := b.NK.StorageWrite(ctx, writes); err != nil {
		return err
	}
	for i, u := range users {
		name := ""
		if i < len(names) {
			name = names[i]
		}
		if _, err := b.NK.LeaderboardRecordWrite(ctx, Board(game), u, name, int64(math.Round(rs[i].Rating)), int64(rs[i].Games), nil, nil); err != nil {
			return err
		}
	}
	return nil
}

func (b Nakama) MyRatings(ctx context.Context, user string) ([]online.Rating, error) {
	var keys []string
	for _, g := range game.Names() {
		keys = append(keys, ratingKey(g, user))
	}
	objs, err := ownRead(ctx, b.DB, colRatings, keys)
	if err != nil {
		return nil, err
	}
	var out []online.Rating
	for k, o := range objs {
		g, _, _ := strings.Cut(k, "/")
		var r online.Rating
		if json.Unmarshal([]byte(o.value), &r) == nil {
			r.Game = g
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Game < out[j].Game })
	return out, nil
}

func (b Nakama) Leaders(ctx context.Context, game, user string) (online.LeadersResp, error) {
	recs, mine, _, _, err := b.NK.LeaderboardRecordsList(ctx, Board(game), []string{user}, 20, "", 0)
	if err != nil {
		return online.LeadersResp{}, err
	}
	row := func(r *api.LeaderboardRecord) online.Leader {
		return online.Leader{Rank: int(r.GetRank()), Name: r.GetUsername().GetValue(), Rating: int(r.GetScore()), Games: int(r.GetSubscore())}
	}
	var out online.LeadersResp
	for _, r := range recs {
		out.Leaders = append(out.Leaders, row(r))
	}
	for _, r := range mine {
		if r.GetRank() > int64(len(recs)) {
			l := row(r)
			out.Me = &l
		}
	}
	return out, nil
}
