package match

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"github.com/birdroost/roost/online"
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
	Notify(ctx context.Context, user string, code int, subject string, content map[string]interface{}) error
	// UserIDs finds players by name (those found: name -> user id).
	UserIDs(ctx context.Context, names []string) (map[string]string, error)
	// Overdue lists the unfinished games whose seat to act ran out of time
	// by now (their match may not be running: a correspondence game).
	Overdue(ctx context.Context, now time.Time) ([]string, error)
}

// ErrNoGame is a game id or code that names no game.
var ErrNoGame = errors.New("no game has that code")

// Storage collections.
const (
	colGames = "roost_games"
	colCodes = "roost_codes"
	colMine  = "roost_mine"
)

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

func (b Nakama) read(ctx context.Context, col, key, user string, v interface{}) error {
	objs, err := b.NK.StorageRead(ctx, []*runtime.StorageRead{{Collection: col, Key: key, UserID: user}})
	if err != nil {
		return err
	}
	if len(objs) == 0 {
		return ErrNoGame
	}
	return json.Unmarshal([]byte(objs[0].GetValue()), v)
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
	if err := b.read(ctx, colGames, id, "", &g); err != nil {
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
		if b.read(ctx, colCodes, code, "", &prev) == nil {
			return false, nil // taken
		}
		return false, err
	}
	return true, nil
}

func (b Nakama) Lookup(ctx context.Context, code string) (string, error) {
	var v map[string]string
	if err := b.read(ctx, colCodes, code, "", &v); err != nil {
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
