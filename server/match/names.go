package match

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"
	"github.com/mtibben/confusables"
	"golang.org/x/text/cases"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
)

// Names: the server checks every name a player takes (a new account's, a
// rename, an invitation) with online.CheckName, the one check the client
// makes too, and refuses a name that looks like another player's: each
// name holds its look-alike keys (colNames), so "ann", "Ann", "ANN",
// "аnn" (a Cyrillic а) and "ann" with a zero-width space cannot both be
// taken. Accounts made by older builds with a name the check refuses, or
// that looks like a name already held, are renamed on their next sign-in.

// colNames holds the look-alike keys of the names taken (key: lookKey;
// value: the user and the name), the system user's.
const colNames = "roost_names"

// lookAlikes are the keys a name shares with every name that looks like it:
// its Unicode confusable skeleton (UTS #39) case-folded, again until it no
// longer changes ("O0" and "oo" are alike: the digit zero's skeleton is a
// capital O, whose small letter is o).
func lookAlikes(name string) []string {
	fold := cases.Fold()
	k := name
	for i := 0; i < 4; i++ {
		next := fold.String(confusables.Skeleton(k))
		if next == k {
			break
		}
		k = next
	}
	return []string{lookKey(k)}
}

// LookAlike reports whether two names look alike (the tests' and the
// docs' word for it).
func LookAlike(x, y string) bool {
	for _, a := range lookAlikes(x) {
		for _, b := range lookAlikes(y) {
			if a == b {
				return true
			}
		}
	}
	return false
}

func lookKey(skeleton string) string {
	h := sha256.Sum256([]byte(skeleton))
	return hex.EncodeToString(h[:16])
}

type nameHeld struct {
	User    string `json:"user"`
	Name    string `json:"name"`
	version string
}

// ErrNameLookAlike refuses a name too like another player's.
func errLookAlike(name string) error {
	return game.Refuse("online.refuse.name-lookalike", "Name", name)
}

// Names checks and keeps the players' names.
type Names struct {
	NK runtime.NakamaModule
	DB *sql.DB
}

// Claim makes name the user's: refused if the check refuses it or if
// another player holds a name like it (nothing is written when the user
// holds it already).
func (n Names) Claim(ctx context.Context, user, name string) error {
	if err := online.CheckName(name); err != nil {
		return err
	}
	keys := lookAlikes(name)
	held, err := n.held(ctx, keys)
	if err != nil {
		return err
	}
	value, _ := json.Marshal(nameHeld{User: user, Name: name})
	var writes []*runtime.StorageWrite
	for _, k := range keys {
		h, ok := held[k]
		switch {
		case ok && h.User != user:
			return errLookAlike(name)
		case ok && h.Name == name:
			continue // the user's already
		}
		w := &runtime.StorageWrite{Collection: colNames, Key: k, UserID: systemUser, Value: string(value), Version: "*"}
		if ok {
			w.Version = h.version
		}
		writes = append(writes, w)
	}
	if len(writes) == 0 {
		return nil
	}
	if _, err := n.NK.StorageWrite(ctx, writes); err != nil {
		return errLookAlike(name) // taken at this very moment by someone else
	}
	return nil
}

// held reads who holds look-alike keys.
func (n Names) held(ctx context.Context, keys []string) (map[string]nameHeld, error) {
	objs, err := ownRead(ctx, n.DB, colNames, keys)
	if err != nil {
		return nil, err
	}
	out := map[string]nameHeld{}
	for k, o := range objs {
		var h nameHeld
		if json.Unmarshal([]byte(o.value), &h) == nil {
			h.version = o.version
			out[k] = h
		}
	}
	return out, nil
}

// release lets a user's former name go (its keys the user holds and the
// new name does not share).
func (n Names) release(ctx context.Context, user, old, name string) error {
	keep := map[string]bool{}
	for _, k := range lookAlikes(name) {
		keep[k] = true
	}
	keys := lookAlikes(old)
	held, err := n.held(ctx, keys)
	if err != nil {
		return err
	}
	var dels []*runtime.StorageDelete
	for _, k := range keys {
		if h, ok := held[k]; ok && h.User == user && !keep[k] {
			dels = append(dels, &runtime.StorageDelete{Collection: colNames, Key: k, UserID: systemUser, Version: h.version})
		}
	}
	if len(dels) == 0 {
		return nil
	}
	return n.NK.StorageDelete(ctx, dels)
}

// Fresh is a new name for a player who has none the check accepts:
// "Dove" and four digits, not like any taken.
func (n Names) fresh(ctx context.Context, user string) (string, error) {
	for try := 0; try < 20; try++ {
		var b [2]byte
		_, _ = rand.Read(b[:])
		name := fmt.Sprintf("Dove%04d", (int(b[0])<<8|int(b[1]))%10000)
		if try >= 10 {
			name = fmt.Sprintf("Dove%x", b)
		}
		if err := n.Claim(ctx, user, name); err == nil {
			return name, nil
		}
	}
	return "", errors.New("no free name found")
}

// account is the user of a device and their name ("" if the device has no
// account yet).
func (n Names) account(ctx context.Context, device string) (string, string, error) {
	var user, name string
	err := n.DB.QueryRowContext(ctx, `SELECT u.id, u.username FROM user_device d JOIN users u ON u.id = d.user_id WHERE d.id = $1`, device).Scan(&user, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", nil
	}
	return user, name, err
}

// rename gives a user a name (claimed already), and lets their old one go.
func (n Names) rename(ctx context.Context, user, old, name string) error {
	if err := n.NK.AccountUpdateId(ctx, user, name, nil, "", "", "", "", ""); err != nil {
		if strings.Contains(err.Error(), "already in use") { // (Nakama's words for its unique username)
			return runtime.NewError(online.ErrorText(game.Refuse("online.refuse.name-lookalike", "Name", name)), 6)
		}
		// The database in trouble: not the name's fault, and the client
		// tries again (it would take a refusal for "someone has it").
		return err
	}
	return n.release(ctx, user, old, name)
}

// refuse is a name's refusal as Nakama sends it: code 3 (HTTP 400) for a
// name the check refuses, 6 (409, what the client reads as "someone else's")
// for a look-alike.
func refuse(err error) error {
	if game.KeyOf(err) == "online.refuse.name-lookalike" {
		return runtime.NewError(online.ErrorText(err), 6)
	}
	if game.KeyOf(err) != "" {
		return runtime.NewError(online.ErrorText(err), 3)
	}
	return err
}

// BeforeDevice is the before-hook of device sign-in: a new account's name
// is checked and claimed (a new account without one gets a fresh name); an
// existing account asking for another name is renamed (checked the same
// way); an existing account whose name the check refuses (made by an older
// build) or that looks like a name another holds is renamed now, so that
// the session it gets carries the new name.
func (n Names) BeforeDevice(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *api.AuthenticateDeviceRequest) (*api.AuthenticateDeviceRequest, error) {
	device := in.GetAccount().GetId()
	user, have, err := n.account(ctx, device)
	if err != nil {
		return nil, err
	}
	want := in.GetUsername()
	if user == "" { // a new account
		if want == "" {
			return in, nil // named by the after-hook
		}
		if err := online.CheckName(want); err != nil {
			return nil, refuse(err)
		}
		held, err := n.held(ctx, lookAlikes(want))
		if err != nil {
			return nil, err
		}
		if len(held) > 0 {
			return nil, refuse(errLookAlike(want))
		}
		return in, nil // claimed by the after-hook, once the account exists
	}
	if want != "" && want != have {
		if err := n.Claim(ctx, user, want); err != nil {
			return nil, refuse(err)
		}
		if err := n.rename(ctx, user, have, want); err != nil {
			return nil, err
		}
		logger.Info("roost: %s renamed %q to %q", user, have, want)
		return in, nil
	}
	if err := n.keep(ctx, logger, user, have); err != nil {
		return nil, err
	}
	return in, nil
}

// keep keeps an account's name, or renames it when the check refuses it
// or another account holds a look-alike (an account an older build made).
func (n Names) keep(ctx context.Context, logger runtime.Logger, user, have string) error {
	why := n.Claim(ctx, user, have)
	if why == nil {
		return nil
	}
	if game.KeyOf(why) == "" {
		return why
	}
	name, err := n.fresh(ctx, user)
	if err != nil {
		return err
	}
	if err := n.rename(ctx, user, have, name); err != nil {
		return err
	}
	logger.Warn("roost: %s's name %q refused (%v): renamed %q", user, have, online.ErrorText(why), name)
	return nil
}

// BeforeRefresh is the before-hook of a session's refresh, which takes the
// account's name from the database: an account that only refreshes its
// session (never signing in again) has its name checked and kept, or
// renamed, as at sign-in, so that no session carries a bad name for long.
// The refresh token is read unchecked here for its user (Nakama checks it
// after the hook): a forged one makes the server look at a name, which it
// changes only if the check refuses it anyway.
func (n Names) BeforeRefresh(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *api.SessionRefreshRequest) (*api.SessionRefreshRequest, error) {
	user := tokenUser(in.GetToken())
	if user == "" {
		return in, nil // (Nakama refuses it)
	}
	var have string
	err := n.DB.QueryRowContext(ctx, `SELECT username FROM users WHERE id = $1`, user).Scan(&have)
	if errors.Is(err, sql.ErrNoRows) {
		return in, nil
	}
	if err != nil {
		return nil, err
	}
	if err := n.keep(ctx, logger, user, have); err != nil {
		return nil, err
	}
	return in, nil
}

// tokenUser is the user id a session or refresh token names, unchecked
// ("" when it names none).
func tokenUser(token string) string {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return ""
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return ""
	}
	var c struct {
		UID string `json:"uid"`
	}
	if json.Unmarshal(raw, &c) != nil || !isUUID(c.UID) {
		return ""
	}
	return c.UID
}

// isUUID says whether s is a UUID as Nakama writes user ids.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i, r := range s {
		switch {
		case i == 8 || i == 13 || i == 18 || i == 23:
			if r != '-' {
				return false
			}
		case !strings.ContainsRune("0123456789abcdef", r):
			return false
		}
	}
	return true
}

// AfterDevice claims a new account's name (or gives it a fresh one when a
// look-alike was taken in between: the session names the account by its
// first name until it is refreshed).
func (n Names) AfterDevice(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, out *api.Session, in *api.AuthenticateDeviceRequest) error {
	if !out.GetCreated() {
		return nil
	}
	user, have, err := n.account(ctx, in.GetAccount().GetId())
	if err != nil || user == "" {
		return err
	}
	if n.Claim(ctx, user, have) == nil { // (Nakama's made-up name, when none was asked)
		return nil
	}
	name, err := n.fresh(ctx, user)
	if err != nil {
		return err
	}
	return n.rename(ctx, user, have, name)
}

// BeforeUpdate is the before-hook of the account update API: a new
// username is checked and claimed like a sign-in's; the display name is
// not Roost's (the username is what players see) and may not be set.
func (n Names) BeforeUpdate(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, in *api.UpdateAccountRequest) (*api.UpdateAccountRequest, error) {
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if user == "" {
		return nil, runtime.NewError("sign in first", 16)
	}
	if in.GetDisplayName() != nil {
		return nil, runtime.NewError("the display name is not used: change the username", 3)
	}
	if u := in.GetUsername(); u != nil {
		if err := n.Claim(ctx, user, u.GetValue()); err != nil {
			return nil, refuse(err)
		}
		var old string
		if err := n.DB.QueryRowContext(ctx, `SELECT username FROM users WHERE id = $1`, user).Scan(&old); err != nil {
			return nil, err
		}
		if err := n.release(ctx, user, old, u.GetValue()); err != nil {
			return nil, err
		}
	}
	return in, nil
}

// Register keeps the names of the accounts made before names were kept
// (once: when no name is kept yet), the oldest account first: one that
// looks like an older one's, or that the check refuses, is renamed on its
// next sign-in.
func (n Names) Register(ctx context.Context, logger runtime.Logger) error {
	var kept int
	if err := n.DB.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM storage WHERE collection = $1 LIMIT 1) t`, colNames).Scan(&kept); err != nil || kept > 0 {
		return err
	}
	rows, err := n.DB.QueryContext(ctx, `SELECT id, username FROM users WHERE id <> $1 ORDER BY create_time, id`, systemUser)
	if err != nil {
		return err
	}
	type account struct{ id, name string }
	var all []account
	for rows.Next() {
		var a account
		if err := rows.Scan(&a.id, &a.name); err != nil {
			rows.Close()
			return err
		}
		all = append(all, a)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	refused := 0
	for _, a := range all {
		if err := n.Claim(ctx, a.id, a.name); err != nil {
			if game.KeyOf(err) == "" {
				return err
			}
			refused++
		}
	}
	if len(all) > 0 {
		logger.Info("roost: %d names kept, %d to be renamed at their next sign-in", len(all)-refused, refused)
	}
	return nil
}

// OnlyDevices refuses every other way of signing in (each would take a
// name the device hook does not see).
func OnlyDevices(ctx context.Context) error {
	return runtime.NewError("sign in with a device", 12) // 12: unimplemented
}
