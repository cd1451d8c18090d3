//go:build !js

package lobby

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// Demo is a Net with no server behind it, for `roost shot` and the tests
// where the server is not the point: it signs anyone in, lists a few games,
// and opens games on a table.FakeRemote. Quick waits until cancelled.
type Demo struct {
	List   []online.Listed
	mu     sync.Mutex          // (the lobby and the app's watch ask at once)
	Opened []*table.FakeRemote // the remotes of the games opened, in order
	Asked  []string            // what was asked, in order ("create tokyodoves", "join ABCDEF"): read with Said
	Fail   error               // when set, every call fails with it
	Down   int                 // sign-ins that find the server down before one gets through
	// Notes, when set, are the server's notifications (Listen); without
	// them Listen fails, so the app's watch asks nothing of the demo.
	Notes chan online.Notification
}

func (d *Demo) Listen(context.Context) (<-chan online.Notification, <-chan struct{}, error) {
	if d.Notes == nil {
		return nil, nil, errors.New("the demo server sends no news")
	}
	return d.Notes, nil, nil
}

func (d *Demo) note(s string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.Asked = append(d.Asked, s)
	return d.Fail
}

func (d *Demo) SignIn(_ context.Context, device, name string) (string, error) {
	if err := d.note("sign in " + name); err != nil {
		return "", err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.Down > 0 {
		d.Down--
		return "", ErrDemoDown
	}
	return name, nil
}

// Said is what was asked so far, in order.
func (d *Demo) Said() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.Asked...)
}

// Last is the last thing asked.
func (d *Demo) Last() string {
	a := d.Said()
	if len(a) == 0 {
		return ""
	}
	return a[len(a)-1]
}

func (d *Demo) seat(key, variant string, players []string, seat int) (*Seated, error) {
	def, err := game.Lookup(key)
	if err != nil {
		return nil, err
	}
	m, err := game.NewMatch(def, variant, players, 1, "")
	if err != nil {
		return nil, err
	}
	r := &table.FakeRemote{At: seat, Words: quickPhrases()}
	d.mu.Lock()
	d.Opened = append(d.Opened, r)
	d.mu.Unlock()
	return &Seated{M: m, Remote: r, GameID: "demo", Code: "K7QM2P"}, nil
}

func (d *Demo) Create(_ context.Context, req online.CreateReq) (*Seated, error) {
	if err := d.note("create " + req.Game + " " + strings.Join(req.Seats, ",")); err != nil {
		return nil, err
	}
	seats := make([]string, len(req.Seats))
	for i, s := range req.Seats {
		seats[i] = s
		if strings.HasPrefix(s, online.InvitePrefix) {
			seats[i] = online.Human // a person's seat, kept for them
		}
	}
	return d.seat(req.Game, req.Variant, seats, 0)
}

func (d *Demo) Join(_ context.Context, code string, watch bool) (*Seated, error) {
	if err := d.note("join " + code); err != nil {
		return nil, err
	}
	seat := 1
	if watch {
		seat = -1
	}
	return d.seat("tokyodoves", "", []string{online.Human, online.Human}, seat)
}

func (d *Demo) Quick(ctx context.Context, q online.QuickReq) (*Seated, error) {
	if err := d.note("quick " + q.Game); err != nil {
		return nil, err
	}
	<-ctx.Done()
	return nil, ctx.Err()
}

func (d *Demo) Open(_ context.Context, id string) (*Seated, error) {
	if err := d.note("open " + id); err != nil {
		return nil, err
	}
	return d.seat("columbiz", "", []string{online.Human, online.Human}, 0)
}

func (d *Demo) Games(context.Context) ([]online.Listed, error) {
	return d.List, d.note("games")
}

func (d *Demo) Ratings(context.Context) ([]online.Rating, error) {
	return []online.Rating{
		{Game: "falconry", Rating: 1187, Games: 3, Wins: 1, History: []float64{1216, 1201, 1187}},
		{Game: "tokyodoves", Rating: 1263.4, Games: 5, Wins: 4, History: []float64{1216, 1231, 1245, 1230, 1263.4}},
	}, d.note("ratings")
}

func (d *Demo) Leaders(_ context.Context, game string) (online.LeadersResp, error) {
	return online.LeadersResp{Leaders: []online.Leader{{Rank: 1, Name: "Kenji", Rating: 1342, Games: 12}, {Rank: 2, Name: "Lena", Rating: 1263, Games: 5},
		{Rank: 3, Name: "Mariana", Rating: 1190, Games: 2}}}, d.note("leaders " + game)
}

func (d *Demo) Close() {}

// demoMargin keeps a demo clock of whole hours saying its hours alone
// ("21 h left") while a busy machine takes up to this long to draw it,
// rather than "20 h 59 min left" once a second has passed (the shots and
// the text-fit tests read the same words on every run).
const demoMargin = 45 * time.Second

// DemoGames are the games the shots list.
func DemoGames() []online.Listed {
	now := time.Now()
	return []online.Listed{
		{GameID: "g1", Game: "falconry", Variant: "duel", Names: []string{"Lena", "Kenji"}, Players: []string{online.Human, online.Human},
			Seat: 0, ToMove: 1, Updated: now.Unix() - 600, TurnSeconds: 3 * 86400,
			Deadline: now.Add(21*time.Hour + demoMargin).UnixMilli(), Last: demoLast("falconry", 0, 3), LastSeat: 0},
		{GameID: "g2", Game: "tokyodoves", Variant: "standard", Names: []string{"Mariana", "Lena"}, Players: []string{online.Human, online.Human},
			Seat: 1, ToMove: 1, YourTurn: true, Updated: now.Unix() - 60, TurnSeconds: 60,
			Deadline: now.Add(50 * time.Second).UnixMilli(), Last: demoLast("tokyodoves", 0, 5), LastSeat: 0},
		{GameID: "g3", Game: "columbiz", Variant: "standard", Names: []string{"Lena", "Chloé", "", ""},
			Players: []string{online.Human, online.Human, "standard", "beginner"}, Seat: 0, Over: true, Updated: now.Unix() - 86400,
			Last: demoLast("columbiz", 3, 40), LastSeat: 3, Scores: []int{31, 38, 22, 17}, Returns: []float64{0, 1, 0, 0}},
	}
}

// demoLast is what a game's log says of the last action of a seat after
// some actions played from a fixed start (as the server's list says it).
func demoLast(name string, seat, actions int) game.Msg {
	d, err := game.Lookup(name)
	if err != nil {
		return game.Msg{}
	}
	players := make([]string, d.SeatCounts(d.Variants[0])[len(d.SeatCounts(d.Variants[0]))-1])
	for i := range players {
		players[i] = online.Human
	}
	m, err := game.NewMatch(d, d.Variants[0], players, 7, "")
	if err != nil {
		return game.Msg{}
	}
	var last game.Msg
	for i := 0; i < actions*10 && !m.State.Terminal(); i++ {
		mover := m.State.ToMove()
		var ev []game.Event
		if mover < 0 {
			ev, err = m.ResolveChance()
		} else {
			ev, err = m.Play(m.State.Legal(nil)[0])
		}
		if err != nil {
			return last
		}
		for _, e := range ev {
			if mover == seat && e.Seat == seat && e.Msg.Key != "" && e.Kind != "turn" {
				last = e.Msg
				break
			}
		}
		if i >= actions && last.Key != "" {
			break
		}
	}
	return last
}

// Settle runs what the lobby waits for to its end (shots and tests, with
// a Demo).
func (l *Lobby) Settle() {
	for l.Wait != "" {
		select {
		case fn := <-l.done:
			fn()
		case <-time.After(5 * time.Second):
			l.Err = "no answer"
			l.Wait = ""
			return
		}
	}
}

// settleLookUp waits for the look-up of the player's games and ratings
// that signing in starts (shots: the screen as it is once they are in,
// whatever the clock).
func (l *Lobby) settleLookUp() {
	for l.Me != "" && !l.Looked {
		select {
		case fn := <-l.done:
			fn()
		case <-time.After(5 * time.Second):
			return
		}
	}
}

// ErrDemoDown is the demo's server being down (a shot of that screen).
var ErrDemoDown = fmt.Errorf("%w (http://127.0.0.1:7350): connection refused", online.ErrUnreachable)

func init() {
	open := func(a *scenes.App, mode string, prep func(l *Lobby)) *Lobby {
		a.Settings.Name = "Lena"
		l := New(a, &Demo{List: DemoGames()})
		l.Settle()
		if prep != nil {
			prep(l)
		}
		l.show(mode)
		l.Settle()
		l.settleLookUp()
		a.Show(l)
		return l
	}
	scenes.RegisterShot("online", scenes.ShotDef{Prep: func(a *scenes.App) { open(a, Home, nil) }})
	scenes.RegisterShot("online-alerts", scenes.ShotDef{Prep: func(a *scenes.App) {
		// As in a browser that has not been asked for notifications yet:
		// Turn on alerts is a seventh button.
		open(a, Home, func(l *Lobby) { l.alerts = func() string { return "default" } })
	}})
	scenes.RegisterShot("online-create", scenes.ShotDef{Prep: func(a *scenes.App) {
		open(a, Create, func(l *Lobby) { l.pickGame("columbiz"); l.pickPlayers(3); l.Seats[1] = "beginner"; l.Clock = 3 })
	}})
	scenes.RegisterShot("online-join", scenes.ShotDef{Prep: func(a *scenes.App) {
		l := open(a, Join, nil)
		l.Code = "K7Q"
		l.build()
	}})
	scenes.RegisterShot("online-invite", scenes.ShotDef{Prep: func(a *scenes.App) {
		l := open(a, Create, nil)
		l.inviting, l.Typed, l.Mode = 0, "Kenj", Invite
		l.build()
	}})
	scenes.RegisterShot("online-server", scenes.ShotDef{Prep: func(a *scenes.App) {
		l := open(a, Server, nil)
		l.Typed = "https://roost.example.org"
		l.build()
	}})
	scenes.RegisterShot("online-profile", scenes.ShotDef{Prep: func(a *scenes.App) { open(a, Profile, nil) }})
	scenes.RegisterShot("online-board", scenes.ShotDef{Prep: func(a *scenes.App) {
		l := open(a, Profile, nil)
		l.ShowBoard("tokyodoves")
		l.Settle()
	}})
	scenes.RegisterShot("online-games", scenes.ShotDef{Prep: func(a *scenes.App) { open(a, Games, nil) }})
	scenes.RegisterShot("online-quick", scenes.ShotDef{Prep: func(a *scenes.App) {
		l := open(a, Quick, func(l *Lobby) { l.pickGame("falconry"); l.pickVariant("truel") })
		l.QuickMatch()
	}})
	scenes.RegisterShot("online-down", scenes.ShotDef{Prep: func(a *scenes.App) {
		a.Settings.Name = "Lena"
		// The first sign-in found the server down: the lobby tries again
		// by itself and says when.
		l := New(a, &Demo{Fail: ErrDemoDown})
		for l.retryAt.IsZero() {
			select {
			case fn := <-l.done:
				fn()
			case <-time.After(5 * time.Second):
				l.Err = "no answer"
				a.Show(l)
				return
			}
		}
		a.Show(l)
	}})
	scenes.RegisterShot("online-reconnecting", scenes.ShotDef{Prep: func(a *scenes.App) {
		// Joining with a code while the server restarts: the lobby tries
		// again by itself (package online) and says so meanwhile.
		l := open(a, Join, nil)
		l.Code = "K7QM2P"
		l.Wait = lang.T("online.joining", "Code", l.Code)
		l.trouble = lang.T("online.reconnecting", "Count", 3)
		l.build()
	}})
	scenes.RegisterShot("online-turn", scenes.ShotDef{Prep: func(a *scenes.App) {
		// The menu after a visit online: the count of games waiting on
		// Play online, and the toast of a game that needs the player.
		a.Settings.Name = "Lena"
		w := startWatch(a, &Demo{})
		w.signedIn("Lena")
		gs := DemoGames()
		gs[0].YourTurn = true
		w.setGames(gs)
		a.Show(scenes.NewMenu(a))
		w.news = append(w.news, online.Notification{Code: online.NotifyYourTurn, Content: map[string]interface{}{"game": "falconry"}})
		for i := 0; i < 3; i++ {
			_ = a.Update()
		}
	}})
	scenes.RegisterShot("online-say", scenes.ShotDef{Prep: func(a *scenes.App) {
		// An online table: Kenji said "Good luck!", and Say is open.
		demoTable(a, &table.Update{From: 0, Names: []string{"Lena", "Kenji"}}, &table.Update{From: -1, Said: lang.T("online.quick.luck"), SaidBy: 1})
		if t, ok := a.Top().(interface{ Pause() }); ok {
			t.Pause()
			press(a, lang.T("table.say"))
		}
		_ = a.Update()
	}})
	scenes.RegisterShot("online-table-3p", scenes.ShotDef{Prep: func(a *scenes.App) {
		// Columbiz with three people: each seat's panel says whether its
		// player is connected (Chloé is not), and the seat to act has its
		// clock.
		demoGame(a, "columbiz", 3, &table.Update{From: 0, Names: []string{"Lena", "Kenji", "Chloé"}, Here: []bool{true, true, false},
			Deadline: time.Now().Add(23*time.Hour + demoMargin), Turn: 24 * time.Hour})
	}})
	scenes.RegisterShot("online-table", scenes.ShotDef{Prep: func(a *scenes.App) {
		// Kenji has lost his connection for now: his panel says so.
		demoTable(a, &table.Update{From: 0, Names: []string{"Lena", "Kenji"}, Here: []bool{true, false}, Deadline: time.Now().Add(45 * time.Second), Turn: time.Minute})
	}})
}

// demoTable opens a new Tokyo Doves game of the demo server on its table,
// the server saying ups first (shots).
func demoTable(a *scenes.App, ups ...*table.Update) { demoGame(a, "tokyodoves", 2, ups...) }

// demoGame opens a new game of the demo server with n players on its
// table, the server saying ups first (shots).
func demoGame(a *scenes.App, key string, n int, ups ...*table.Update) {
	a.Settings.Name = "Lena"
	d := &Demo{}
	l := New(a, d)
	l.Settle()
	l.show(Create)
	l.pickGame(key)
	l.pickPlayers(n)
	l.CreateGame()
	l.Settle()
	if len(d.Opened) == 1 {
		for _, u := range ups {
			d.Opened[0].Push(u)
		}
	}
	for i := 0; i < 3; i++ {
		_ = a.Update()
	}
}

// press presses a button of the top scene by its label (shots).
func press(a *scenes.App, label string) {
	if ly, ok := a.Top().(scenes.Layered); ok {
		for _, w := range ly.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.Label == label {
				b.Activate()
				return
			}
		}
	}
}
