package lobby

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
)

func init() {
	// A player who has been online before is signed in quietly when the
	// app starts, so that the menu can say which games wait for them.
	scenes.AtStart = append(scenes.AtStart, func(a *scenes.App) {
		if a.Settings.Device != "" && !a.Scripted {
			if n, err := Dial(a.Settings.Server); err == nil {
				startWatch(a, n)
			}
		}
	})
	scenes.OnlineBadge = func(a *scenes.App) string {
		if w := watchOf(a); w != nil {
			if n := w.ToPlay(); n > 0 {
				return strconv.Itoa(n)
			}
		}
		return ""
	}
}

// watch is the app's link to the server across all its screens: signed in
// as the player, it keeps the count of games waiting for them, and when
// the server says a game needs them it shows a toast wherever they are (and
// in a hidden browser tab, a system notification if they allowed them).
// After a dropped connection (a phone back from the background, a server
// restart) it connects again. The lobby and its tables share its Net.
type watch struct {
	net    Net
	device string
	name   string

	mu     sync.Mutex
	me     string
	toPlay int
	news   []online.Notification
	// games is the newest list of the player's games the watch or the
	// lobby fetched, and gen counts the lists: the lobby shows a newer one
	// by itself (My games needs no button to refresh).
	games []online.Listed
	gen   int
}

// watchOf is the app's watch (nil before the player's first visit online).
func watchOf(a *scenes.App) *watch {
	for _, e := range a.Errands() {
		if w, ok := e.(*watch); ok {
			return w
		}
	}
	return nil
}

// startWatch keeps a watch on net for the rest of the app's life.
func startWatch(a *scenes.App, net Net) *watch {
	w := &watch{net: net, device: a.Settings.Device, name: a.Settings.Name}
	a.AddErrand(w)
	go w.run(a)
	return w
}

// use moves the watch to another server's Net (the player changed
// servers): it signs in there at its next try.
func (w *watch) use(n Net) {
	w.mu.Lock()
	w.net, w.me, w.toPlay = n, "", 0
	w.mu.Unlock()
}

// current is the Net the watch listens on.
func (w *watch) current() Net {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.net
}

// Me is the name signed in as ("" until signed in).
func (w *watch) Me() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.me
}

// signedIn notes that the lobby signed in (with a name of its choosing).
func (w *watch) signedIn(me string) {
	w.mu.Lock()
	w.me = me
	w.mu.Unlock()
}

// ToPlay counts the games where it is the player's turn.
func (w *watch) ToPlay() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.toPlay
}

// setGames takes the player's list of games (the lobby's or its own).
func (w *watch) setGames(gs []online.Listed) {
	n := 0
	for _, g := range gs {
		if g.YourTurn {
			n++
		}
	}
	w.mu.Lock()
	w.toPlay = n
	w.games = gs
	w.gen++
	w.mu.Unlock()
}

// latest is the newest list of the player's games and its count (gen).
func (w *watch) latest() (gen int, gs []online.Listed) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.gen, w.games
}

// run signs in, listens, and connects again whenever the connection ends,
// waiting longer after each failure (at most a minute).
func (w *watch) run(a *scenes.App) {
	ctx := context.Background()
	for try := 0; ; try++ {
		if try > 0 {
			time.Sleep(min(time.Second<<min(try-1, 6), time.Minute))
		}
		if w.Me() == "" {
			c, cancel := context.WithTimeout(ctx, 20*time.Second)
			me, err := w.current().SignIn(c, w.device, w.name)
			cancel()
			if err != nil {
				continue
			}
			w.signedIn(me)
		}
		c, cancel := context.WithTimeout(ctx, 20*time.Second)
		notes, done, err := w.current().Listen(c)
		cancel()
		if err != nil {
			continue
		}
		w.look(ctx)
		a.Nudge()
		try = 0
		for open := true; open; {
			select {
			case n := <-notes:
				if n.Code == online.NotifyYourTurn || n.Code == online.NotifyInvited {
					w.mu.Lock()
					w.news = append(w.news, n)
					w.mu.Unlock()
					w.look(ctx)
					a.Nudge()
				}
			case <-done:
				open = false
			}
		}
	}
}

// look counts the games waiting for the player.
func (w *watch) look(ctx context.Context) {
	c, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if gs, err := w.current().Games(c); err == nil {
		w.setGames(gs)
	}
}

// Tick shows what the server said, on the frame loop.
func (w *watch) Tick(a *scenes.App) {
	w.mu.Lock()
	news := w.news
	w.news = nil
	w.mu.Unlock()
	for _, n := range news {
		msg := newsText(n)
		a.Toast(msg)
		a.Audio.Play("turn")
		notify("Roost", msg)
	}
}

// newsText is a notification in words.
func newsText(n online.Notification) string {
	s := func(k string) string { v, _ := n.Content[k].(string); return v }
	title := s("game")
	if d, err := game.Lookup(title); err == nil {
		title = scenes.GameTitle(d.Name)
	}
	if n.Code == online.NotifyInvited {
		if by := s("by"); by != "" {
			return lang.T("online.news.invited-by", "Who", by, "Game", title)
		}
		return lang.T("online.news.invited", "Game", title)
	}
	return lang.T("online.news.turn", "Game", title)
}
