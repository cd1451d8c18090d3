package lobby

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"image"
	"math"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

func init() {
	scenes.Online = func(a *scenes.App) scenes.Scene { return New(a, nil) }
}

// The lobby's screens.
const (
	Home    = "home"    // signed in: what to do
	Create  = "create"  // a new game's settings
	Join    = "join"    // a code to type
	Quick   = "quick"   // a quick match's settings, then searching
	Games   = "games"   // the player's games
	Name    = "name"    // the player's name
	Invite  = "invite"  // the name of a player to invite to a seat
	Server  = "server"  // the server's address
	Profile = "profile" // the player's ratings, a game each
	Board   = "board"   // one game: the player's rating history and the leaderboard
)

// Lobby is the Play online screen.
type Lobby struct {
	a      *scenes.App
	net    Net
	layer  ui.Layer
	Mode   string
	Me     string // the name signed in as ("": not yet)
	Wait   string // what is being waited for, in words ("": nothing)
	Err    string // the last failure, in words
	cancel context.CancelFunc
	done   chan func()
	// retryAt is when a sign-in that could not reach the server is tried
	// again (zero: none waits), after tries tries; lastErr says why.
	retryAt time.Time
	tries   int
	lastErr string
	// trouble is what a request tried again says while it waits
	// (online.Retry: "Connection lost: reconnecting (try 2)..."; "": none).
	trouble string

	// Create and Quick.
	Game, Variant string
	Players       int
	Seats         []string // seat 1 on: online.Human (open) or a computer level
	Clock         int      // index in clocks
	// Join: the code typed; Name: the name typed.
	Code, Typed string
	list        []online.Listed
	page        int // My games: the page of the list shown
	// gen is the watch's count of lists when the list shown was taken,
	// and listedT when the lobby last asked for it (My games asks again
	// every refreshEvery while it is shown).
	gen     int
	listedT float64
	foot    bool // My games: A new game's buttons are on the foot row, beside Back
	// listPanel is My games' panel round its rows (empty: none, the
	// games shown as cards).
	listPanel image.Rectangle
	inviting  int // Invite: the seat (in Seats)
	// ToPlay counts the player's games where it is their turn (looked up
	// after signing in, and with My games); Looked says the first look is
	// done.
	ToPlay int
	Looked bool
	// Profile and Board: the player's ratings, the game shown on Board and
	// its leaderboard.
	ratings []online.Rating
	board   string
	leaders online.LeadersResp
	// card, panel and below are where Create a game and Quick match put
	// the game's card, the panel of choices, and the note under them.
	card, panel, below, brief image.Rectangle
	bare                      bool              // the card bare: its cover, title and player count (scenes.DrawBareCard; upright, or sideways under the left column)
	leftEnd, rightEnd         int               // the y under the choices' left column and under their right one (choiceRows)
	words                     image.Rectangle   // sideways, the bare card under the left column: the card's words (what the game is, the variant's note) in the right column, under the note (setupWords)
	rowH                      int               // Create a game upright with no goal under it: its rows' buttons' height (0: a button's; tallerRows)
	room                      int               // the y the setup's panel may reach (buildSetupIn)
	briefWords, wordsButton   bool              // upright, the goal's words under the panel without their picture (the whole page has not the room), and the Rules button over them
	groups                    []image.Rectangle // Create a game upright: its groups of choices, each on a band (group)
	cardBtn                   bool              // the first screen: Profile at the foot of the player's card
	shortNote                 bool              // Create a game upright: the clock's note only what comes of a player out of time (the goal under the panel needs the line)
	// chips are Create a game's seats' colour chips, by seat (a seat's
	// colour online is its place's).
	chips []image.Rectangle
	// tips: A new game's buttons say what they do under them (the first
	// screen upright, where the height is there for it); notes are those
	// words where they are drawn.
	tips  bool
	newH  int // A new game's buttons' height on My games upright (0: newGame's own)
	notes []tipNote
	// t counts the seconds the lobby has been open; searchT is when the
	// quick match now searching began.
	t, searchT float64
	// lower: the name keypad types small letters.
	lower bool
	// then runs once signed in (a join link's game to open).
	then func()
	// alerts is the browser's permission for notifications ("" outside
	// the browser; the shots stand in for a browser with it).
	alerts func() string
}

// clocks are the turn limits offered.
var clocks = []clock{{0}, {60}, {300}, {86400}, {3 * 86400}}

// A clock is a turn limit: minutes for a live game, days by
// correspondence (0: none).
type clock struct{ secs int64 }

// say is the limit in words.
func (c clock) say() string {
	switch {
	case c.secs == 0:
		return lang.T("online.clock.none")
	case c.secs < 86400:
		return lang.T("online.clock.live", "Count", int(c.secs/60))
	}
	return lang.T("online.clock.post", "Count", int(c.secs/86400))
}

// New opens online play; net is the server (nil: the one the settings or
// the build name).
func New(a *scenes.App, net Net) *Lobby {
	l := &Lobby{a: a, net: net, Mode: Home, done: make(chan func(), 8), Game: "tokyodoves", Players: 2, alerts: alerts}
	l.pickGame(l.Game)
	w := watchOf(a)
	if l.net == nil && w != nil {
		l.net = w.current() // the app's one connection
	}
	if l.net == nil {
		n, err := Dial(a.Settings.Server)
		if err != nil {
			l.Err = say(err)
		}
		l.net = n
	}
	switch {
	case l.net == nil:
	case w != nil && w.current() == l.net && w.Me() != "":
		l.Me = w.Me() // signed in already
		// The screen's buttons wait for the player's games, as after a
		// sign-in (they would move as the games came).
		l.run(lang.T("online.looking.games"), listWait, func(ctx context.Context) (func(), error) {
			listed := l.fetchLists(ctx)
			return func() {
				if !listed() {
					l.lookUp()
				}
			}, nil
		})
	default:
		l.signIn(a.Settings.Name)
	}
	l.build()
	return l
}

func (l *Lobby) Name() string       { return "lobby" }
func (l *Lobby) Busy() bool         { return l.Wait != "" } // (answers nudge the app)
func (l *Lobby) Opaque() bool       { return true }
func (l *Lobby) Relayout()          { l.build() }
func (l *Lobby) Widgets() *ui.Layer { return &l.layer }

// Buttons lists the screen's buttons and rows (a game, a game's rating)
// by their words, in order (tests).
func (l *Lobby) Buttons() []string {
	var out []string
	for _, w := range l.layer.Widgets {
		switch w := w.(type) {
		case *ui.Button:
			out = append(out, w.Label)
		case interface{ Label() string }:
			out = append(out, w.Label())
		}
	}
	return out
}

// run does f away from the frame loop; its result (a function) runs on the
// next frame. Only one thing is waited for at a time.
func (l *Lobby) run(what string, timeout time.Duration, f func(ctx context.Context) (func(), error)) {
	if l.cancel != nil {
		l.cancel()
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	l.cancel, l.Wait, l.Err, l.trouble = cancel, what, "", ""
	// A server or database restarting is waited out (package online tries
	// again), the status saying so meanwhile.
	told := online.Telling(ctx, func(m game.Msg) {
		trouble := ""
		if m.Key != "" {
			trouble = lang.Say(m)
		}
		select {
		case l.done <- func() {
			if l.Wait == what {
				l.trouble = trouble
			}
		}:
			l.a.Nudge()
		case <-ctx.Done():
		}
	})
	go func() {
		then, err := f(told)
		gaveUp := ctx.Err() == context.Canceled // the player gave up waiting
		defer l.a.Nudge()
		l.done <- func() {
			cancel()
			if l.Wait == what {
				l.Wait, l.cancel = "", nil
			}
			if l.lastErr != "" && gaveUp { // the player stopped the tries: why they were made
				l.Err = l.lastErr
			}
			l.retryAt, l.tries, l.lastErr, l.trouble = time.Time{}, 0, "", ""
			switch {
			case err != nil && !gaveUp:
				l.Err = say(err)
				l.a.Audio.Play("error")
			case err == nil && then != nil:
				then()
			}
			l.build()
		}
	}()
	l.build()
}

// patience is how long the lobby waits for what the player asked (a game
// made, joined, opened, a list) while the server cannot answer (package
// online tries again for about two minutes); Cancel stops it sooner.
const patience = 3 * time.Minute

// say is a failure in words for the player: the server's refusal in the
// player's language, or the error's own words.
func say(err error) string {
	if errors.Is(err, online.ErrUnreachable) {
		return lang.T("online.unreachable")
	}
	msg := lang.Err(err)
	if msg == "" {
		return lang.T("online.went-wrong")
	}
	return Sentence(msg)
}

// Sentence makes a message a sentence: its first letter a capital (by
// rune, so a kanji or an accented capital stays whole) and a full stop
// at its end ("。" in Japanese), unless it ends as a sentence already
// ("。", "!", "?", "…").
func Sentence(msg string) string {
	r, n := utf8.DecodeRuneInString(msg)
	if r == utf8.RuneError {
		return msg
	}
	msg = string(unicode.ToUpper(r)) + msg[n:]
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(msg, ")）」』\"'»"))
	if strings.ContainsRune(".。!！?？…", last) {
		return msg
	}
	if strings.IndexFunc(msg, func(r rune) bool { return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) }) >= 0 {
		return msg + "。"
	}
	return msg + "."
}

// stop gives up what is being waited for.
func (l *Lobby) stop() {
	if l.cancel != nil {
		l.cancel()
		l.cancel, l.Wait, l.trouble = nil, "", ""
	}
	if l.lastErr != "" { // a sign-in's tries stopped: why they were made
		l.Err = l.lastErr
	}
	l.build()
}

// signIn signs in the guest account of this device (made now on a first
// visit), with a name.
func (l *Lobby) signIn(name string) {
	st := &l.a.Settings
	if st.Device == "" {
		var b [12]byte
		_, _ = rand.Read(b[:])
		st.Device = fmt.Sprintf("roost-%x", b)
		l.save()
	}
	if name == "" {
		var b [2]byte
		_, _ = rand.Read(b[:])
		name = fmt.Sprintf("Dove%04d", (int(b[0])<<8|int(b[1]))%10000)
	}
	device := st.Device
	l.run(lang.T("online.signing-in"), 30*time.Minute, func(ctx context.Context) (func(), error) {
		me, err := l.signInTries(ctx, device, name)
		// The player's games and ratings come before the screen shows
		// its buttons: where they came after, the screen laid itself out
		// anew under a finger on its way to a button (Join with a code
		// became a game's row, which opened that game).
		listed := func() bool { return false }
		if err == nil {
			c, cancel := context.WithTimeout(ctx, listWait)
			listed = l.fetchLists(c)
			cancel()
		}
		return func() {
			l.Me = me
			if me != name && st.Name != "" && name == st.Name {
				l.Err = lang.T("online.name-taken", "Name", name, "Me", me)
			}
			st.Name = me
			l.save()
			if w := watchOf(l.a); w != nil && w.current() == l.net {
				w.signedIn(me)
			} else {
				startWatch(l.a, l.net) // (a watch on another server stops mattering)
			}
			if !listed() {
				l.lookUp() // (asked again, without holding the screen)
			}
			if f := l.then; f != nil {
				l.then = nil
				f()
			}
		}, err
	})
}

// SignInWait is the wait before the next try of a first sign-in that could
// not reach the server (tests shorten it).
var SignInWait = signInBackoff

// signInBackoff doubles from a second to half a minute.
func signInBackoff(try int) time.Duration { return min(time.Second<<min(try-1, 5), 30*time.Second) }

// signInTries signs in, trying again while the server cannot be reached
// or is in trouble (it may be starting, its database restarting, or the
// device just woke) until the player cancels; meanwhile the lobby says
// when the next try is.
func (l *Lobby) signInTries(ctx context.Context, device, name string) (string, error) {
	for try := 1; ; try++ {
		c, cancel := context.WithTimeout(ctx, 20*time.Second)
		me, err := l.net.SignIn(c, device, name)
		cancel()
		if err == nil || !online.Transient(err) || ctx.Err() != nil {
			return me, err
		}
		at := time.Now().Add(SignInWait(try))
		select {
		case l.done <- func() { l.retryAt, l.tries, l.lastErr = at, try, say(err) }:
			l.a.Nudge()
		case <-ctx.Done():
			return "", err
		}
		select {
		case <-time.After(time.Until(at)):
		case <-ctx.Done():
			return "", err
		}
	}
}

// retrying is what the lobby says while a sign-in waits to try again ("":
// it is not waiting).
func (l *Lobby) retrying() string {
	if l.Wait == "" || l.retryAt.IsZero() {
		return ""
	}
	secs := int(math.Ceil(time.Until(l.retryAt).Seconds()))
	if secs <= 0 {
		return lang.T("online.retry-now", "Try", l.tries+1)
	}
	return lang.T("online.retry-in", "Count", secs, "Try", l.tries+1)
}

func (l *Lobby) save() {
	if err := store.SaveSettings(l.a.Settings); err != nil {
		l.a.Toast(lang.T("settings.not-saved", "Why", lang.Err(err)))
	}
}

// show switches screens.
func (l *Lobby) show(mode string) {
	l.Mode, l.Err = mode, ""
	if mode == Games {
		l.refresh()
	}
	if mode == Profile {
		l.run(lang.T("online.looking.ratings"), patience, func(ctx context.Context) (func(), error) {
			rs, err := l.net.Ratings(ctx)
			return func() { l.ratings = rs }, err
		})
	}
	if mode == Name {
		l.Typed = l.Me
	}
	if mode == Server {
		l.Typed = l.host()
	}
	l.build()
}

func (l *Lobby) refresh() {
	l.run(lang.T("online.looking.games"), patience, func(ctx context.Context) (func(), error) {
		games, err := l.net.Games(ctx)
		return func() { l.setList(games) }, err
	})
}

// lookUp fetches the player's games without waiting on them (the count of
// those to play shows on My games).
func (l *Lobby) lookUp() {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		apply := l.fetchLists(ctx)
		defer l.a.Nudge()
		l.done <- func() {
			apply()
			l.build()
		}
	}()
}

// listWait is how long a sign-in waits for the player's games and
// ratings before the screen shows without them (lookUp asks again).
const listWait = 8 * time.Second

// fetchLists asks for the player's games and ratings (away from the
// frame loop); what it returns puts them on the screen (on it), saying
// whether the games came.
func (l *Lobby) fetchLists(ctx context.Context) func() bool {
	games, err := l.net.Games(ctx)
	rs, rerr := l.net.Ratings(ctx) // (the player's card shows them)
	return func() bool {
		l.Looked = true
		if rerr == nil {
			l.ratings = rs
		}
		if err == nil { // (else My games asks again, and says why)
			l.setList(games)
		}
		return err == nil
	}
}

func (l *Lobby) setList(games []online.Listed) {
	l.listedT = l.t
	if w := watchOf(l.a); w != nil && w.current() == l.net {
		w.setGames(games)
		l.gen, _ = w.latest()
	}
	l.list = sortGames(games)
	l.page = 0
	l.ToPlay = 0
	for _, g := range games {
		if g.YourTurn {
			l.ToPlay++
		}
	}
}

// refreshEvery is how often My games asks the server for the list while
// it is shown (a game that needs the player comes sooner: the watch's
// notification brings the list with it).
const refreshEvery = 20.0

// keepListed keeps My games' list up to date by itself: a newer list the
// watch fetched (the server said a game needs the player) shows at once,
// and while the list is shown it is asked for again every refreshEvery,
// quietly (the list stays as it is where the server does not answer).
func (l *Lobby) keepListed() {
	if l.Mode != Games && l.Mode != Home || l.Wait != "" || l.Me == "" {
		return
	}
	if w := watchOf(l.a); w != nil && w.current() == l.net {
		if gen, gs := w.latest(); gen != l.gen && gs != nil {
			l.gen = gen
			l.list = sortGames(gs)
			l.ToPlay = w.ToPlay()
			l.build()
			return
		}
	}
	if l.Mode == Games && l.t-l.listedT >= refreshEvery {
		l.listedT = l.t
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), patience)
			defer cancel()
			games, err := l.net.Games(ctx)
			if err != nil {
				return
			}
			defer l.a.Nudge()
			l.done <- func() {
				if l.Mode == Games && l.Wait == "" {
					page := l.page // (the page the player turned to stays)
					l.setList(games)
					l.page = page
					l.build()
				}
			}
		}()
	}
}

// sortGames puts the games where it is the player's turn first, then the
// others being played, then the finished ones, the newest first in each.
func sortGames(gs []online.Listed) []online.Listed {
	rank := func(g online.Listed) int {
		switch {
		case g.YourTurn:
			return 0
		case !g.Over:
			return 1
		}
		return 2
	}
	out := append([]online.Listed(nil), gs...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		return rank(a) < rank(b) || (rank(a) == rank(b) && a.Updated > b.Updated)
	})
	return out
}

// pickGame chooses the game of Create and Quick, with its first variant and
// the smallest player count.
func (l *Lobby) pickGame(key string) {
	d, err := game.Lookup(key)
	if err != nil {
		return
	}
	l.Game, l.Variant = key, d.Variants[0]
	l.pickPlayers(d.SeatCounts(l.Variant)[0])
}

func (l *Lobby) pickVariant(v string) {
	d, _ := game.Lookup(l.Game)
	l.Variant = v
	counts := d.SeatCounts(v)
	n := counts[0]
	for _, c := range counts {
		if c == l.Players {
			n = c
		}
	}
	l.pickPlayers(n)
}

func (l *Lobby) pickPlayers(n int) {
	l.Players = n
	for len(l.Seats) < n-1 {
		l.Seats = append(l.Seats, online.Human)
	}
	l.Seats = l.Seats[:n-1]
}

// InviteName keeps the seat being chosen for the player of that name (the
// server tells them; it refuses a name nobody has).
func (l *Lobby) InviteName(name string) {
	if err := online.CheckName(name); err != nil {
		l.Err = lang.T("online.not-a-name", "Why", lang.Err(err))
		l.a.Audio.Play("error")
		l.build()
		return
	}
	if name == l.Me {
		l.Err = lang.T("online.invite-self")
		l.a.Audio.Play("error")
		l.build()
		return
	}
	l.Seats[l.inviting] = online.InvitePrefix + name
	l.Mode, l.Err = Create, ""
	l.build()
}

// CreateGame creates the game set up on the Create screen and opens it.
func (l *Lobby) CreateGame() {
	req := online.CreateReq{Game: l.Game, Variant: l.Variant, Seats: append([]string{online.Human}, l.Seats...),
		TurnSeconds: clocks[l.Clock].secs}
	l.run(lang.T("online.creating"), patience, func(ctx context.Context) (func(), error) {
		s, err := l.net.Create(ctx, req)
		return func() { l.open(s) }, err
	})
}

// JoinGame joins the game of the code typed (or watches it).
func (l *Lobby) JoinGame(watch bool) {
	code := l.Code
	if len(code) != 6 {
		l.Err = lang.T("online.code-length", "Count", 6)
		l.a.Audio.Play("error")
		l.build()
		return
	}
	what := lang.T("online.joining", "Code", code)
	if watch {
		what = lang.T("online.watching", "Code", code)
	}
	l.run(what, patience, func(ctx context.Context) (func(), error) {
		s, err := l.net.Join(ctx, code, watch)
		return func() { l.open(s) }, err
	})
}

// QuickMatch looks for strangers who want the game set up on the Quick
// screen, until found or cancelled.
func (l *Lobby) QuickMatch() {
	q := online.QuickReq{Game: l.Game, Variant: l.Variant, Players: l.Players}
	d, _ := game.Lookup(l.Game)
	l.searchT = l.t
	l.run(lang.T("online.looking.players", "Count", l.Players, "Game", scenes.GameTitle(d.Name)), 30*time.Minute, func(ctx context.Context) (func(), error) {
		s, err := l.net.Quick(ctx, q)
		return func() { l.open(s) }, err
	})
}

// OpenGame opens one of the player's games.
func (l *Lobby) OpenGame(id string) {
	l.run(lang.T("online.opening"), patience, func(ctx context.Context) (func(), error) {
		s, err := l.net.Open(ctx, id)
		return func() { l.open(s) }, err
	})
}

// SetName changes the player's name.
func (l *Lobby) SetName(name string) {
	if err := online.CheckName(name); err != nil {
		l.Err = lang.T("online.bad-name", "Why", lang.Err(err))
		l.a.Audio.Play("error")
		l.build()
		return
	}
	l.Mode = Home
	l.signIn(name)
}

// ShowBoard shows a game's ratings: the player's history and the
// leaderboard.
func (l *Lobby) ShowBoard(key string) {
	l.board, l.leaders = key, online.LeadersResp{}
	l.show(Board)
	l.run(lang.T("online.looking.board"), patience, func(ctx context.Context) (func(), error) {
		lb, err := l.net.Leaders(ctx, key)
		return func() { l.leaders = lb }, err
	})
}

// rating is the player's rating in a game (nil: not rated yet).
func (l *Lobby) rating(key string) *online.Rating {
	for i := range l.ratings {
		if l.ratings[i].Game == key {
			return &l.ratings[i]
		}
	}
	return nil
}

// SetServer plays on another server from now on ("" for the build's):
// the app's connection moves there and the player signs in again.
func (l *Lobby) SetServer(addr string) {
	addr = strings.TrimSpace(addr)
	if addr == DefaultServer || addr == param("server") {
		addr = ""
	}
	n, err := Dial(addr)
	if err != nil {
		l.Err = say(err)
		l.a.Audio.Play("error")
		l.build()
		return
	}
	l.a.Settings.Server = addr
	l.save()
	if w := watchOf(l.a); w != nil {
		w.use(n)
	}
	if l.net != nil {
		l.net.Close()
	}
	l.net, l.Me, l.Mode, l.ToPlay, l.list = n, "", Home, 0, nil
	l.signIn(l.a.Settings.Name)
}

// serverOf is the address the app plays on when the settings name none.
func serverOf() string {
	if v := param("server"); v != "" {
		return v
	}
	return DefaultServer
}

// open puts a game opened on the server on its table.
func (l *Lobby) open(s *Seated) {
	sc, err := scenes.OpenTable(l.a, s.M)
	if err != nil {
		s.Remote.Close()
		l.Err = say(err)
		return
	}
	t, ok := sc.(interface {
		SetRemote(table.Remote)
		Note(string)
	})
	if !ok {
		s.Remote.Close()
		l.Err = lang.T("online.not-online", "Game", scenes.GameTitle(s.M.Def.Name))
		return
	}
	if r, ok := s.Remote.(interface{ OnNews(func()) }); ok {
		r.OnNews(l.a.Nudge) // the table sleeps until the server says something
	}
	t.SetRemote(againer{s.Remote, func() { l.a.Switch(New(l.a, l.net)) }, s.Code})
	d := s.M.Def
	// The log holds the game's events: what the game asks in one line
	// (its blurb: the rules' first paragraph was nine lines of a phone's
	// log before a move), the seat taken, then the clock's rule, joins
	// and moves as they come. The join code is the top bar's where it
	// has the room; else it comes as a toast and stays in the log.
	if b := scenes.Info(d.Name).Blurb; b != "" {
		t.Note(lang.T(b))
	}
	if s.Code != "" {
		if sh, ok := sc.(interface{ ShowsCode() bool }); !ok || !sh.ShowsCode() {
			t.Note(lang.T("online.note.code", "Code", s.Code))
			l.a.Toast(lang.T("online.toast.code", "Code", s.Code))
		}
		if link := JoinLink(s.Code); link != "" {
			t.Note(lang.T("online.note.link", "Link", link))
		}
	}
	if seat := s.Remote.Seat(); seat >= 0 {
		t.Note(lang.T("online.note.seat", "Seat", game.Colour(d.SeatLabel(seat))))
	} else {
		t.Note(lang.T("online.note.watching"))
	}
	l.a.Audio.StopMusic()
	l.a.Switch(sc)
}

// againer goes back to the lobby at the end of an online game, and knows
// the game's join code.
type againer struct {
	table.Remote
	again func()
	code  string
}

func (g againer) Again() { g.again() }

// Phrases and Say pass the quick messages through (none where the remote
// has none).
func (g againer) Phrases() []string {
	if t, ok := g.Remote.(table.Talker); ok {
		return t.Phrases()
	}
	return nil
}

func (g againer) Undo(seq int) {
	if u, ok := g.Remote.(table.Undoer); ok {
		u.Undo(seq)
	}
}

func (g againer) AskUndo(seq int) {
	if u, ok := g.Remote.(table.Asker); ok {
		u.AskUndo(seq)
	}
}

func (g againer) Reply(seq int, yes bool) {
	if u, ok := g.Remote.(table.Asker); ok {
		u.Reply(seq, yes)
	}
}

func (g againer) Say(i int) {
	if t, ok := g.Remote.(table.Talker); ok {
		t.Say(i)
	}
}
func (g againer) Code() string { return g.code }

// Info tells which screen of Play online is up and what it waits for.
func (l *Lobby) Info() map[string]string {
	return map[string]string{"mode": l.Mode, "me": l.Me, "wait": l.Wait, "err": l.Err, "code": l.Code, "trouble": l.trouble,
		"retry": l.retrying()}
}

// Joining opens Play online to join the game of a code at once (the
// browser's ?join=CODE link).
func Joining(a *scenes.App, code string) *Lobby {
	l := New(a, nil)
	l.Mode, l.Code = Join, strings.ToUpper(code)
	l.then = func() { l.JoinGame(false) }
	l.build()
	return l
}

func (l *Lobby) back() {
	switch {
	case l.Wait != "" && l.cancel != nil:
		l.stop()
	case l.Mode == Invite:
		l.show(Create)
	case l.Mode == Board, (l.Mode == Name || l.Mode == Server) && l.Me != "":
		l.Mode, l.Err = Profile, "" // (the ratings are known; the name and the server are changed from Profile)
		l.build()
	case l.Mode != Home:
		l.show(Home)
	default:
		l.stop() // (the connection stays: the app's watch listens on it)
		l.a.Switch(scenes.NewMenu(l.a))
	}
}

func (l *Lobby) Update(a *scenes.App, f *input.Frame, dt float64) error {
	l.t += dt
	for more := true; more; {
		select {
		case fn := <-l.done:
			fn()
		default:
			more = false
		}
	}
	if l.Mode == Join || l.Mode == Name || l.Mode == Invite || l.Mode == Server {
		l.typing()
	}
	l.keepListed()
	if l.layer.Update(f, dt) {
		return nil
	}
	if f.Is(input.Cancel) {
		l.back()
	}
	return nil
}

// typing takes the keys typed on a keyboard (the screen's keys do the
// same).
func (l *Lobby) typing() {
	var typed []rune
	typed = ebiten.AppendInputChars(typed)
	changed := false
	for _, r := range typed {
		changed = l.key(r) || changed
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) {
		changed = l.key('\b') || changed
	}
	if changed {
		l.build()
	}
}

// press is a key of the screen's keypad: the shift key turns the letters
// small or capital, any other types.
func (l *Lobby) press(r rune) {
	switch {
	case r == shiftKey:
		l.lower = !l.lower
	case l.lower:
		l.key(unicode.ToLower(r))
	default:
		l.key(r)
	}
}

// key types one character (or '\b' to take one back) into the code or the
// name.
func (l *Lobby) key(r rune) bool {
	p := &l.Code
	limit := 6
	if l.Mode == Name || l.Mode == Invite {
		p, limit = &l.Typed, online.MaxName
	}
	if l.Mode == Server {
		p, limit = &l.Typed, 120
	}
	if r == '\b' {
		if rs := []rune(*p); len(rs) > 0 {
			*p = string(rs[:len(rs)-1])
			return true
		}
		return false
	}
	if l.Mode == Join {
		r = []rune(strings.ToUpper(string(r)))[0]
		if !strings.ContainsRune(codeKeys, r) {
			return false
		}
	}
	if len([]rune(*p)) >= limit {
		return false
	}
	*p += string(r)
	return true
}

// codeKeys are a join code's letters and digits (no 0/O, 1/I/L).
const codeKeys = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
