// Package online is Roost's client of its game server (Nakama with Roost's
// plugin, in server/): a guest account on this device, the realtime socket,
// and the messages of a game played there. The message types here are the
// server's too (server/ imports them), so the two never disagree; nothing
// here imports Nakama, so the browser build stays small. The same code runs
// on the desktop, in the browser (GOOS=js) and on phones.
package online

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/birdroost/roost/rules/game"
)

// Op codes of a game's realtime messages.
const (
	OpAction  = 1 // client to server: Action
	OpState   = 2 // server to clients: State, after every change and on joining
	OpRefused = 3 // server to the sender: Refusal
	OpSync    = 4 // client to server: Sync (send the actions from Seq on)
	OpSay     = 5 // client to server: Say (a quick message)
	OpSaid    = 6 // server to everyone at the game: Said
	OpUndo    = 7 // client to server: Undo (take back one's own actions)
	OpAsked   = 8 // server to the rival: Asked (a player asks to take back their turn)
	OpReply   = 9 // client to server: Reply (the rival's answer)
)

// Asked tells a player that their rival (at seat Seat) asks to take back
// their last turn, for the position after Seq actions.
type Asked struct {
	Seat int `json:"seat"`
	Seq  int `json:"seq"`
}

// Reply is the rival's answer to Asked.
type Reply struct {
	Seq int  `json:"seq"`
	Yes bool `json:"yes"`
}

// Undo asks to take back the player's own actions, for the position after
// Seq actions: their last action of the turn, or, against computer seats,
// back to their own previous turn; never past a die rolled or a card drawn.
// The server answers everyone with the whole game (State.Undone).
type Undo struct {
	Seq int `json:"seq"`
	// Ask: in a two-player game, ask the rival (at the table) to let the
	// player take back their last turn although it has passed.
	Ask bool `json:"ask,omitempty"`
}

// QuickMessages are the only things players say to each other: no free
// text. They travel by number, so each reader sees them in their own
// language.
var QuickMessages = []string{"Hello!", "Good luck!", "Well played!", "Oops!", "Thanks!", "One moment, please.", "Good game!"}

// SayEvery is how often a player may say something (seconds).
const SayEvery = 2

// Say is a player's quick message: its number in QuickMessages.
type Say struct {
	Msg int `json:"msg"`
}

// Said is a quick message as everyone at the game hears it: who said it
// (their seat) and its number.
type Said struct {
	Seat int `json:"seat"`
	Msg  int `json:"msg"`
}

// The server's RPCs (each takes and gives one JSON object).
const (
	RPCCreate  = "roost_create"  // CreateReq -> Opened: a new game, the caller seated
	RPCJoin    = "roost_join"    // JoinReq -> Opened: a game by its code
	RPCOpen    = "roost_open"    // OpenReq -> Opened: one of the caller's games again
	RPCGames   = "roost_games"   // {} -> GamesResp: the caller's games, whose turn in each
	RPCLeave   = "roost_leave"   // OpenReq -> {}: give up one's seat for good
	RPCRatings = "roost_ratings" // {} -> RatingsResp: the caller's rating in each game
	RPCLeaders = "roost_leaders" // LeadersReq -> LeadersResp: a game's best rated players
)

// Ratings: Elo, from StartRating, after every finished game whose every
// seat was a person's (live or by correspondence); games with a computer
// seat are not rated.
const (
	StartRating = 1200
	RatingK     = 32 // a two-player game moves a rating by at most this
)

// Rating is a player's rating in one game.
type Rating struct {
	Game    string    `json:"game"`
	Rating  float64   `json:"rating"`
	Games   int       `json:"games"`
	Wins    int       `json:"wins"`
	History []float64 `json:"history,omitempty"` // the rating after each rated game, the last 30
}

// RatingsResp is a player's ratings, one per game played rated.
type RatingsResp struct {
	Name    string   `json:"name"`
	Ratings []Rating `json:"ratings"`
}

// LeadersReq asks for a game's leaderboard.
type LeadersReq struct {
	Game string `json:"game"`
}

// Leader is a row of a leaderboard.
type Leader struct {
	Rank   int    `json:"rank"`
	Name   string `json:"name"`
	Rating int    `json:"rating"`
	Games  int    `json:"games"`
}

// LeadersResp is a game's leaderboard (the best 20), and the caller's row
// if they are rated but not among them.
type LeadersResp struct {
	Leaders []Leader `json:"leaders"`
	Me      *Leader  `json:"me,omitempty"`
}

// Elo gives each seat's new rating after a game: every pair of players is
// a duel (the better result wins it, equal results draw), each worth
// RatingK/(players-1), so that a two-player game is plain Elo.
func Elo(ratings, returns []float64) []float64 {
	n := len(ratings)
	out := append([]float64(nil), ratings...)
	if n < 2 || len(returns) != n {
		return out
	}
	k := RatingK / float64(n-1)
	for i := range ratings {
		for j := range ratings {
			if i == j {
				continue
			}
			score := 0.5
			if returns[i] > returns[j] {
				score = 1
			} else if returns[i] < returns[j] {
				score = 0
			}
			expect := 1 / (1 + math.Pow(10, (ratings[j]-ratings[i])/400))
			out[i] += k * (score - expect)
		}
	}
	return out
}

// Notification codes: "your turn" (content: game_id, game, seq) and "you
// are invited" (content: game_id, game, code, by).
const (
	NotifyYourTurn = 101
	NotifyInvited  = 102
)

// InvitePrefix marks a seat kept for a player invited by name, in
// CreateReq.Seats: "@ann".
const InvitePrefix = "@"

// Names are 3 to 20 letters (of any script, with their accents and vowel
// signs), digits, '_', '-' or '.'.
const (
	MinName = 3
	MaxName = 20
)

// CheckName says what is wrong with a display name (nil for nothing). It is
// the one check of names: the client's before it asks, the server's on
// every sign-in, rename and invitation. A name is in Unicode's NFKC form
// (one way of writing each letter: no compatibility forms such as
// full-width letters or ligatures), and has no controls, formatting or
// bidirectional characters, spaces or symbols; a combining mark (an
// accent, a vowel sign) follows a letter, at most two in a row.
func CheckName(name string) error {
	n := utf8.RuneCountInString(name)
	if n < MinName || n > MaxName {
		return game.Refuse("online.refuse.name-length", "Min", MinName, "Max", MaxName, "Count", n)
	}
	marks := -1 // marks in a row after a letter; -1 where none may come
	for _, r := range name {
		switch {
		case unicode.IsLetter(r):
			marks = 0
			continue
		case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r):
			if marks >= 0 && marks < 2 {
				marks++
				continue
			}
		case unicode.IsDigit(r) || r == '_' || r == '-' || r == '.':
			marks = -1
			continue
		}
		return game.Refuse("online.refuse.name-char", "Char", string(r))
	}
	if nfkc(name) != name {
		for _, r := range name {
			if s := string(r); nfkc(s) != s || r >= 0x300 && r < 0x370 {
				return game.Refuse("online.refuse.name-char", "Char", s)
			}
		}
		return game.Refuse("online.refuse.name-char", "Char", name)
	}
	return nil
}

// QuickReq asks for a quick match: strangers who want the same game,
// variant and player count are seated together by the server's matchmaker.
type QuickReq struct {
	Game    string
	Variant string // the variant's own name (Def.CheckVariant's)
	Players int
}

// QuickTurn is a quick match's clock: strangers wait at most this long for
// each other's turns, then the computer plays on for the one who is late.
const QuickTurn = 2 * 60 // seconds

// Key is the one matchmaker property players must share: letters and
// digits only, so that it needs no quoting in the matchmaker's query.
func (q QuickReq) Key() string {
	return strings.ReplaceAll(fmt.Sprintf("%s%s%d", q.Game, q.Variant, q.Players), "-", "")
}

// Properties are the matchmaker ticket's string properties.
func (q QuickReq) Properties() map[string]string {
	return map[string]string{"game": q.Game, "variant": q.Variant, "players": strconv.Itoa(q.Players), "quick": q.Key()}
}

// QuickOf reads a ticket's properties back (the server's side).
func QuickOf(p map[string]interface{}) (QuickReq, error) {
	s := func(k string) string { v, _ := p[k].(string); return v }
	n, err := strconv.Atoi(s("players"))
	q := QuickReq{Game: s("game"), Variant: s("variant"), Players: n}
	if err != nil || q.Game == "" || q.Variant == "" || s("quick") != q.Key() {
		return q, fmt.Errorf("a quick match ticket without its game, variant and players: %v", p)
	}
	return q, nil
}

// Human marks a seat for a person; any other seat is a computer level.
const Human = "human"

// MaxMessage is the longest message, in bytes, the server reads.
const MaxMessage = 1024

// Action is a player's action: its notation, for the position after Seq
// actions (what the player saw).
type Action struct {
	Seq    int    `json:"seq"`
	Action string `json:"action"`
}

// Sync asks for the actions from Seq on (a client that missed some).
type Sync struct {
	Seq int `json:"seq"`
}

// Refusal says why a message changed nothing.
type Refusal struct {
	Reason string   `json:"reason"` // in English (logs, older clients)
	Why    game.Msg `json:"why"`    // the same, for each reader's language
}

// View is what every player and spectator may see of a game: never the
// chance seed or the accounts.
type View struct {
	Game     string    `json:"game"`
	Variant  string    `json:"variant"`
	Seq      int       `json:"seq"`      // actions applied
	Position string    `json:"position"` // the game's notation
	ToMove   int       `json:"to_move"`  // a seat, or -1 for nobody
	Seats    []string  `json:"seats"`    // Human or a computer level
	Taken    []bool    `json:"taken"`    // a person sits there
	Over     bool      `json:"over"`
	Scores   []int     `json:"scores,omitempty"`
	Returns  []float64 `json:"returns,omitempty"`
	Deadline int64     `json:"deadline,omitempty"` // Unix ms when the person to act runs out of time
	Lost     int       `json:"lost,omitempty"`     // with Over: the seat that lost on time or left, +1 (0: none)
	// Turn is the limit of a person's turn in seconds (0: none; an older
	// server sends none): the clock of each seat not to act rests at it.
	Turn int64 `json:"turn,omitempty"`
}

// State is a game as the server holds it: the actions from From on (all of
// them on joining), the events of the newest, the server's notes, and, to a
// player on joining, their seat.
type State struct {
	View
	GameID  string     `json:"game_id"`
	From    int        `json:"from"`
	Actions []string   `json:"actions"`
	Events  []game.Msg `json:"events,omitempty"` // what the newest actions made the log say
	// Notes are what the server says besides: a seat handed to the
	// computer, a player gone, actions taken back.
	Notes []game.Msg `json:"notes,omitempty"`
	Seat  *int       `json:"seat,omitempty"`
	// Names are the players' display names by seat ("" for an open or a
	// computer seat).
	Names []string `json:"names,omitempty"`
	// Here says by seat whether its player is connected to the game now
	// (false for an open or a computer seat).
	Here []bool `json:"here,omitempty"`
	// Undone, after an undo, counts the actions taken back; the state then
	// has all the actions from 0 (a copy starts again from them).
	Undone int `json:"undone,omitempty"`
}

// CreateReq creates a game: the caller takes the first open seat for a
// person.
type CreateReq struct {
	Game    string `json:"game"`
	Variant string `json:"variant,omitempty"`
	// Seats: Human (an open seat), a computer level, or InvitePrefix and a
	// player's name (a seat kept for them; they are told).
	Seats []string `json:"seats"`
	// TurnSeconds limits a person's turn (0: no limit): seconds or minutes
	// for a live game, days for a correspondence one (at most 14 days).
	TurnSeconds int64 `json:"turn_seconds,omitempty"`
	// OnTimeout is what a seat out of time (or left for good) becomes:
	// "computer" (the default) or "lose".
	OnTimeout string `json:"on_timeout,omitempty"`
}

// JoinReq names a game by its join code.
type JoinReq struct {
	Code string `json:"code"`
}

// OpenReq names a game by its id.
type OpenReq struct {
	GameID string `json:"game_id"`
}

// Opened is where a game is played: the match to join on the socket.
type Opened struct {
	GameID  string `json:"game_id"`
	MatchID string `json:"match_id"`
	Code    string `json:"code"`
}

// Listed is one of a player's games.
type Listed struct {
	GameID   string `json:"game_id"`
	Code     string `json:"code"`
	Game     string `json:"game"`
	Seat     int    `json:"seat"`
	ToMove   int    `json:"to_move"`
	YourTurn bool   `json:"your_turn"`
	Over     bool   `json:"over"`
	Updated  int64  `json:"updated"`
	Deadline int64  `json:"deadline,omitempty"` // Unix ms when the seat to act runs out of time
	// Names are the players' display names by seat ("" for an open or a
	// computer seat).
	Names []string `json:"names,omitempty"`
	// Last is the last player's action (none before anyone acted), and
	// LastSeat the seat that made it.
	Last     game.Msg `json:"last"`
	LastSeat int      `json:"last_seat,omitempty"`
	// Variant is the game's variant, Players who plays each seat (Human
	// for a person's, open or taken, or a computer level, also for a seat
	// the computer took over from a late player), and TurnSeconds the
	// turn's clock (0: none).
	Variant     string   `json:"variant,omitempty"`
	Players     []string `json:"players,omitempty"`
	TurnSeconds int64    `json:"turn_seconds,omitempty"`
	// With Over, the result by seat as View has it: Scores (none in a
	// game without points), Returns (1 for a winner, 0 for a loser, a
	// share for a draw) and Lost (the seat that lost on time or left,
	// +1). Added fields, all optional: a server older than them sends
	// none, and the row then says only that the game is over.
	Scores  []int     `json:"scores,omitempty"`
	Returns []float64 `json:"returns,omitempty"`
	Lost    int       `json:"lost,omitempty"`
}

// GamesResp is a player's list of games.
type GamesResp struct {
	Games []Listed `json:"games"`
}

// Dropped is what the server says of a seat whose person ran out of time
// (or left the game for good, left): the computer plays on for them at a
// level, or (loses) they lose.
func Dropped(seat game.Msg, left, loses bool, level string) game.Msg {
	switch {
	case left && loses:
		return game.M("online.left.loses", "Who", seat)
	case left:
		return game.M("online.left.computer", "Who", seat, "Level", game.M("level."+level))
	case loses:
		return game.M("online.timeout.loses", "Who", seat)
	}
	return game.M("online.timeout.computer", "Who", seat, "Level", game.M("level."+level))
}

// Undone is what the server says when a player (by name, "" for one
// unnamed) took back n actions.
func Undone(who string, n int) game.Msg {
	if who == "" {
		return game.M("online.undone.someone", "Count", n)
	}
	return game.M("online.undone", "Who", who, "Count", n)
}

// ErrorText is an error as the server writes it for a client: a refusal
// (game.Refuse) as JSON, its English words and its message, so that each
// player reads it in their own language; any other error as its words.
func ErrorText(err error) string {
	if game.KeyOf(err) == "" {
		return err.Error()
	}
	b, jerr := json.Marshal(wireError{Text: err.Error(), Why: game.Reason(err)})
	if jerr != nil {
		return err.Error()
	}
	return string(b)
}

// ReadError reads what ErrorText writes: the English words and the message
// (none where the server wrote only words).
func ReadError(s string) (string, game.Msg) {
	var w wireError
	if strings.HasPrefix(s, "{") && json.Unmarshal([]byte(s), &w) == nil && w.Why.Key != "" {
		return w.Text, w.Why
	}
	return s, game.Msg{}
}

type wireError struct {
	Text string   `json:"text"`
	Why  game.Msg `json:"why"`
}
