package lobby

import (
	"context"
	"fmt"
	"image"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"

	// The tables (scenes/all would import this package).
	_ "github.com/birdroost/roost/scenes/columba"
	"github.com/birdroost/roost/scenes/columbiz"
	_ "github.com/birdroost/roost/scenes/falconry"
	"github.com/birdroost/roost/scenes/tokyodoves"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// open goes from the menu to Play online on a Demo server.
func open(t *testing.T, d *Demo) (*scenetest.Driver, *Lobby) {
	dr, l := visit(t, d)
	dr.WaitFor("signing in", 100, func() bool { return l.Wait == "" && (l.Looked || l.Me == "") })
	return dr, l
}

// visit opens Play online on a Demo server, and waits for nothing.
func visit(t *testing.T, d *Demo) (*scenetest.Driver, *Lobby) {
	dr := scenetest.New(t)
	dr.Key(input.Confirm)
	require.Contains(t, dr.Top().(*scenes.Menu).Buttons(), "Play online")
	var l *Lobby
	scenetest.OnMain(func() {
		dr.A.Settings.Name = ""
		l = New(dr.A, d)
		dr.A.Show(l)
	})
	return dr, l
}

// labelsOf are the screen's labels (the words beside its buttons).
func labelsOf(l *Lobby) []string {
	var out []string
	for _, w := range l.layer.Widgets {
		if lb, ok := w.(*ui.Label); ok {
			out = append(out, lb.Text)
		}
	}
	return out
}

// clickRow clicks the row of the screen (a game, a game's rating) with
// these words.
func clickRow(dr *scenetest.Driver, l *Lobby, label string) {
	dr.T.Helper()
	var at image.Rectangle
	scenetest.OnMain(func() {
		for _, w := range l.layer.Widgets {
			if r, ok := w.(interface{ Label() string }); ok && r.Label() == label {
				at = w.Rect()
			}
		}
	})
	require.False(dr.T, at.Empty(), "no row %q in %q", label, l.Buttons())
	dr.Click(ui.Mid(at))
}

// waitTop runs frames until the named scene is on top.
func waitTop(dr *scenetest.Driver, name string) {
	dr.WaitFor(name, 100, func() bool {
		n, ok := dr.A.Top().(scenes.Named)
		return ok && n.Name() == name
	})
}

// A first visit signs in as a guest of this device, with a name made up
// and kept; the name can be changed (and a bad one is refused).
func TestSignInAndName(t *testing.T) {
	d := &Demo{}
	dr, l := open(t, d)
	require.NotEmpty(t, l.Me)
	assert.Equal(t, l.Me, dr.A.Settings.Name)
	assert.Len(t, dr.A.Settings.Device, len("roost-")+24)
	device := dr.A.Settings.Device
	dr.ClickButton("Profile")
	dr.WaitFor("the ratings", 100, func() bool { return l.Wait == "" })
	dr.ClickButton("Change name")
	require.Equal(t, Name, l.Mode)
	scenetest.OnMain(func() { l.SetName("a b") })
	assert.Contains(t, l.Err, "cannot be used")
	// (The sign-in looks the games up again after it: its answer lays the
	// screen out anew, so the next click waits for it.)
	scenetest.OnMain(func() { l.Looked = false; l.SetName("Lena_B") })
	dr.WaitFor("the new name", 100, func() bool { return l.Wait == "" && l.Looked })
	assert.Equal(t, "Lena_B", l.Me)
	assert.Equal(t, "Lena_B", dr.A.Settings.Name)
	assert.Equal(t, device, dr.A.Settings.Device, "the same account")
	assert.Contains(t, d.Said(), "sign in Lena_B")

	// On a phone the name is typed on the screen's keys: capitals, then
	// small letters after the shift key, and the delete key.
	dr.ClickButton("Profile")
	dr.WaitFor("the ratings", 100, func() bool { return l.Wait == "" })
	dr.ClickButton("Change name")
	for _, k := range []string{"←", "←", "←", "←", "←", "←", "K", "abc", "e", "n", "x", "←", "j", "ABC", "_", "2"} {
		dr.ClickButton(k)
	}
	assert.Equal(t, "Kenj_2", l.Typed)
	dr.ClickButton("Save")
	dr.WaitFor("the new name", 100, func() bool { return l.Wait == "" })
	assert.Equal(t, "Kenj_2", l.Me)
}

// Create a game is the offline setup screen with the clock: Columbiz with
// three players, one a computer, on a minute's clock; the table opens
// online, with the join code in its log.
func TestCreateAGame(t *testing.T) {
	d := &Demo{}
	dr, l := open(t, d)
	dr.ClickButton("Create a game")
	dr.ClickButton("Columbiz")
	for _, label := range []string{"Game", "Players", "Player 1", "Player 2", "Turn clock"} {
		assert.Contains(t, labelsOf(l), label, "a labelled row")
	}
	dr.ClickButton("3")
	// The player's own seat is a row as the others are, who plays it in
	// words in the column of who plays each seat: nothing to choose, so
	// no button (a chosen one that cannot change read as one to press).
	assert.NotContains(t, l.Buttons(), l.Me+" (you)", "no button for the player's own seat")
	var own *scenes.Blank
	scenetest.OnMain(func() {
		for _, w := range l.layer.Widgets {
			if b, ok := w.(*scenes.Blank); ok && b.Words == l.Me+" (you)" {
				own = b
			}
		}
	})
	require.NotNil(t, own, "the player's seat in the row of who plays")
	open := dr.Button("Open seat").R
	assert.Equal(t, open.Min.X, own.R.Min.X, "in the column of who plays each seat")
	dr.ClickButton("Computer") // the second seat
	assert.Equal(t, []string{"standard", online.Human}, l.Seats)
	dr.ClickButton("Standard") // its level goes round
	assert.Equal(t, []string{"expert", online.Human}, l.Seats)
	dr.ClickButton("1 min")
	assert.Equal(t, 1, l.Clock)
	dr.ClickButton("Create")
	waitTop(dr, "columbiz")
	tb := dr.Top().(interface{ Online() bool })
	assert.True(t, tb.Online())
	assert.Equal(t, 0, d.Opened[0].At)
	assert.Equal(t, "create columbiz human,expert,human", d.Last())
}

// Join with a code typed on the screen's keys; Join and Watch wait for the
// whole code (a short one is refused before anything is asked); Watch
// opens a game without a seat.
func TestJoinByCode(t *testing.T) {
	d := &Demo{}
	dr, l := open(t, d)
	dr.ClickButton("Join with a code")
	for _, k := range []string{"K", "7", "Q"} {
		dr.ClickButton(k)
	}
	assert.Equal(t, "K7Q", l.Code)
	assert.True(t, dr.Button("Join").Disabled, "Join waits for the whole code")
	assert.True(t, dr.Button("Watch").Disabled)
	scenetest.OnMain(func() { l.JoinGame(false) }) // (a keyboard's Enter)
	assert.Contains(t, l.Err, "6 letters")
	for _, k := range []string{"M", "2", "P"} {
		dr.ClickButton(k)
	}
	dr.ClickButton("←")
	dr.ClickButton("P")
	assert.Equal(t, "K7QM2P", l.Code)
	dr.ClickButton("Watch")
	waitTop(dr, "tokyodoves")
	assert.Equal(t, "join K7QM2P", d.Last())
	assert.Equal(t, -1, d.Opened[0].At)
}

// Quick match searches until cancelled, and says so meanwhile.
func TestQuickMatchCanBeCancelled(t *testing.T) {
	d := &Demo{}
	dr, l := open(t, d)
	dr.ClickButton("Quick match")
	dr.ClickButton("Find players")
	assert.Contains(t, l.Wait, "Looking for 2 players for Tokyo Doves")
	assert.Equal(t, []string{"Cancel"}, l.Buttons())
	dr.ClickButton("Cancel")
	dr.Step(5)
	assert.Empty(t, l.Wait)
	assert.Empty(t, l.Err)
	assert.Equal(t, Quick, l.Mode)
}

// My games: the player's turn first, then those being played, then the
// finished; one opens on its table.
func TestMyGames(t *testing.T) {
	d := &Demo{List: DemoGames()}
	dr, l := open(t, d)
	l.Me = "Lena"
	dr.WaitFor("the count of games to play", 100, func() bool { return l.ToPlay == 1 })
	dr.ClickButton("My games")
	dr.WaitFor("the list", 100, func() bool { return l.Wait == "" })
	require.Len(t, l.list, 3)
	assert.Equal(t, []string{"g2", "g1", "g3"}, []string{l.list[0].GameID, l.list[1].GameID, l.list[2].GameID})
	first := l.Buttons()[0]
	assert.Contains(t, first, "Tokyo Doves with Mariana: your turn")
	clickRow(dr, l, first)
	waitTop(dr, "columbiz")
	assert.Equal(t, "open g2", d.Last())
}

// Each row of My games shows the game's picture and its last move; a long
// list comes a page at a time, and every game is on one page.
func TestMyGamesRowsAndPages(t *testing.T) {
	d := &Demo{}
	for i := 0; i < 23; i++ {
		g := DemoGames()[i%3]
		g.GameID = fmt.Sprintf("g%02d", i)
		g.Updated -= int64(i)
		d.List = append(d.List, g)
	}
	dr, l := open(t, d)
	dr.ClickButton("My games")
	dr.WaitFor("the list", 100, func() bool { return l.Wait == "" })
	rows, pages := 0, 0
	for {
		pages++
		var next *ui.Button
		scenetest.OnMain(func() {
			for _, w := range l.layer.Widgets {
				if r, ok := w.(*gameRow); ok {
					assert.NotEmpty(t, scenes.Info(r.G.Game).Cover, "a row has its game's picture")
					rows++
				}
				if b, ok := w.(*ui.Button); ok && b.Label == "Next" {
					next = b
				}
			}
		})
		require.NotNil(t, next, "a list longer than the screen has Next")
		if next.Disabled {
			break
		}
		dr.ClickButton("Next")
		require.Less(t, pages, 30)
	}
	assert.Equal(t, 23, rows, "every game on one page")
	assert.Greater(t, pages, 1)
	// The last move in the log's words, who made it by the name the row
	// lists them by ("Mariana places...", not "Red places..." beside
	// a row of names), not put before the colour ("Mariana: Red...").
	td := DemoGames()[1]
	assert.True(t, strings.HasPrefix(lastLine(td), "Mariana places the "), lastLine(td))
	assert.NotContains(t, lastLine(td), "Red")
	assert.True(t, strings.HasPrefix(lang.Say(td.Last), "Red places the "), "the log itself says the colour")
	assert.Equal(t, "Blue places a marker.", lastLine(online.Listed{Game: "falconry", Last: DemoGames()[0].Last, LastSeat: 0, Seat: 1, Names: []string{"", "Kenji"}}),
		"an open seat's move: its colour")
	assert.Equal(t, "No move yet.", lastLine(online.Listed{}))
	assert.Equal(t, "x", lastLine(online.Listed{Last: game.M("error", "Text", "x"), LastSeat: 2, Names: []string{"a", "b", ""}}))
	dr.ClickButton("Previous")
	assert.Equal(t, pages-2, l.page)
}

// A row that lists the player as "You" says their own last move to them
// ("You place a marker.", not "Lena places a marker." beside "You"),
// in every language, on the first screen and in My games; another
// player's move by their name.
func TestYourOwnMoveIsSaidToYou(t *testing.T) {
	d := &Demo{List: DemoGames()}
	dr, l := open(t, d)
	dr.Screen(390, 844, 3)
	defer scenetest.OnMain(func() { lang.Use("en") })
	for _, c := range []struct{ tag, mine, theirs, not string }{
		{"en", "You place a marker.", "Mariana places", "Lena places"},
		{"ja", "あなたがマーカーを出しました。", "Marianaが", "Lenaが"},
		{"fr", "Vous posez un marqueur.", "Mariana pose la colombe", "Lena pose"},
		{"pt-PT", "Ponho um marcador.", "Mariana coloca a pomba", "Lena coloca"},
	} {
		for _, mode := range []string{Home, Games} {
			scenetest.OnMain(func() { lang.Use(c.tag); l.show(mode) })
			dr.WaitFor("the list", 100, func() bool { return l.Mode == mode && l.Wait == "" })
			scenetest.OnMain(func() { l.build() })
			var mine, theirs bool
			for _, td := range dr.Texts() {
				mine = mine || strings.Contains(td.Text, c.mine)
				theirs = theirs || strings.HasPrefix(td.Text, c.theirs)
				assert.NotContains(t, td.Text, c.not, "%s %s: the player's own move by their name", c.tag, mode)
			}
			assert.True(t, mine, "%s %s: %q on the Falconry row", c.tag, mode, c.mine)
			assert.True(t, theirs, "%s %s: another player's move by their name", c.tag, mode)
		}
	}
	scenetest.OnMain(func() { lang.Use("en") })
	// Columbiz's last pawn, the log's summary said to the player.
	cbz := DemoGames()[2]
	cbz.LastSeat, cbz.Last = 0, game.M("cbz.log.place", "Who", game.Colour("Purple"), "Space", "C3")
	assert.Equal(t, "You place a pawn.", lastLine(cbz))
	// A watcher (no seat) has no "You".
	fal := DemoGames()[0]
	fal.Seat = -1
	assert.Equal(t, "Lena places a marker.", lastLine(fal))
}

// The online table's log says the player's own moves to them ("You place
// the Peashooter dove ... of your Boss.") and the rival's by its
// colour, as the panels name the seats.
func TestTheTablesLogSaysYourMovesToYou(t *testing.T) {
	d := &Demo{}
	dr, _ := open(t, d)
	dr.ClickButton("Create a game")
	dr.ClickButton("Create")
	waitTop(dr, "tokyodoves")
	r := d.Opened[0]
	s := dr.Top().(*tokyodoves.Table)
	def, _ := game.Lookup("tokyodoves")
	srv, err := game.NewMatch(def, "standard", []string{"human", "human"}, 1, "")
	require.NoError(t, err)
	var ok bool
	scenetest.OnMain(func() { ok = s.Play(s.M.State.Legal(nil)[0]) })
	require.True(t, ok)
	require.Len(t, r.Sent, 1)
	_, err = srv.PlayText(r.Sent[0])
	require.NoError(t, err)
	rival := srv.State.ActionString(srv.State.Legal(nil)[0])
	_, err = srv.PlayText(rival)
	require.NoError(t, err)
	r.Push(&table.Update{From: 0, Actions: []string{r.Sent[0], rival}, Names: []string{"Lena", "Kenji"}})
	dr.WaitFor("the rival's move", 300, func() bool { return len(s.M.History()) == 2 })
	dr.WaitFor("both moves in the log", 300, func() bool {
		n := 0
		for _, line := range s.Log {
			if strings.HasPrefix(line, "You place the ") || strings.HasPrefix(line, "Green ") {
				n++
			}
		}
		return n == 2
	})
	scenetest.OnMain(func() {
		for _, line := range s.Log {
			assert.False(t, strings.HasPrefix(line, "Red "), "the player's own move by their colour: %q", line)
		}
	})
}

// Columbiz online: the log sums up the player's own turn to them ("You
// place 2 pawns (score 4)."), as it says their rolls ("You roll ...").
func TestColumbizSumsUpYourTurnToYou(t *testing.T) {
	d := &Demo{List: DemoGames()}
	dr, l := open(t, d)
	scenetest.OnMain(func() { l.OpenGame("g1") })
	waitTop(dr, "columbiz")
	r := d.Opened[0]
	s := dr.Top().(*columbiz.Table)
	def, _ := game.Lookup("columbiz")
	srv, err := game.NewMatch(def, "", []string{online.Human, online.Human}, 1, "")
	require.NoError(t, err)
	summed := func() bool {
		for _, line := range s.Log {
			if strings.HasPrefix(line, "You place ") || strings.HasPrefix(line, "You put pawns aside") {
				return true
			}
		}
		return false
	}
	for i := 0; i < 200 && srv.State.ToMove() != 1; i++ {
		var done bool
		scenetest.OnMain(func() { done = summed() })
		if done {
			break
		}
		if srv.State.ToMove() == game.Chance {
			_, err := srv.ResolveChance()
			require.NoError(t, err)
			var all []string
			for _, p := range srv.History() {
				all = append(all, p.Text)
			}
			r.Push(&table.Update{From: 0, Actions: all})
			n := len(srv.History())
			dr.WaitFor("the server's roll", 300, func() bool { return len(s.M.History()) == n })
			continue
		}
		dr.WaitFor("the table ready", 600, func() bool { return s.Ready() })
		sent := len(r.Sent)
		var ok bool
		scenetest.OnMain(func() { ok = s.Play(s.M.State.Legal(nil)[0]) })
		require.True(t, ok)
		require.Len(t, r.Sent, sent+1)
		_, err := srv.PlayText(r.Sent[sent])
		require.NoError(t, err)
	}
	dr.WaitFor("the turn summed up", 600, func() bool { return summed() && !dr.A.Anims.Busy() })
	scenetest.OnMain(func() {
		for _, line := range s.Log {
			assert.False(t, strings.HasPrefix(line, "Purple "), "the player's own turn by their colour: %q", line)
		}
	})
}

// A server that cannot be reached: a clear message, a way to try again,
// and the rest of the app untouched.
func TestServerDown(t *testing.T) {
	d := &Demo{Fail: ErrDemoDown}
	dr, l := visit(t, d)
	// The sign-in is tried again by itself, the lobby saying when; Cancel
	// stops the tries.
	dr.WaitFor("a second try", 100, func() bool { return strings.Contains(l.retrying(), "Trying again in") })
	assert.Contains(t, dr.Texts()[1].Text+dr.Texts()[2].Text, "cannot be reached")
	dr.ClickButton("Cancel")
	assert.Empty(t, l.Me)
	assert.Contains(t, l.Err, "cannot be reached just now")
	assert.Contains(t, l.Buttons(), "Try again")
	// Which server was tried, under why (Server, over it, changes it).
	said := ""
	for _, td := range dr.Texts() {
		said += td.Text + " "
	}
	assert.Contains(t, said, "Server: 127.0.0.1:7350")
	assert.Contains(t, l.Buttons(), "Server")
	dr.Key(input.Cancel)
	assert.Equal(t, "menu", dr.TopName())
}

// A first sign-in that finds the server down (starting, or the device
// just woke) is tried again by itself, waiting longer each time, until it
// gets through.
func TestFirstSignInTriesAgain(t *testing.T) {
	defer func(w func(int) time.Duration) { SignInWait = w }(SignInWait)
	var waits []time.Duration
	SignInWait = func(try int) time.Duration {
		waits = append(waits, 20*time.Millisecond<<try)
		return 20 * time.Millisecond << try
	}
	d := &Demo{Down: 3}
	dr, l := open(t, d)
	assert.NotEmpty(t, l.Me)
	assert.Empty(t, l.Err)
	signIns := 0
	for _, a := range d.Said() {
		if strings.HasPrefix(a, "sign in") {
			signIns++
		}
	}
	assert.GreaterOrEqual(t, signIns, 4, "%q", d.Said()) // (and the app's watch signs in too)
	assert.Equal(t, []time.Duration{40 * time.Millisecond, 80 * time.Millisecond, 160 * time.Millisecond}, waits)
	assert.Contains(t, l.Buttons(), "Create a game")
	assert.Equal(t, time.Second, signInBackoff(1))
	assert.Equal(t, 30*time.Second, signInBackoff(9))
	_ = dr
}

// An online game ends back in the lobby (its rematch).
func TestAnOnlineGameEndsInTheLobby(t *testing.T) {
	d := &Demo{}
	dr, _ := open(t, d)
	dr.ClickButton("Create a game")
	dr.ClickButton("Create")
	waitTop(dr, "tokyodoves")
	d.Opened[0].Push(&table.Update{Lost: 2, Over: true, Events: []game.Msg{online.Dropped(game.Colour("Blue"), true, true, "")}})
	waitTop(dr, "result")
	dr.ClickButton("Play online")
	waitTop(dr, "lobby")
	assert.True(t, d.Opened[0].Closed, "the game was left")
}

// A seat kept for a player invited by name: the seat's button goes round to
// Invite, which asks for the name (oneself and bad names refused), and the
// game is created with the seat "@name".
func TestInviteByName(t *testing.T) {
	d := &Demo{}
	dr, l := open(t, d)
	dr.ClickButton("Create a game")
	dr.ClickButton("Invite")
	require.Equal(t, Invite, l.Mode)
	scenetest.OnMain(func() { l.InviteName(l.Me) })
	assert.Contains(t, l.Err, "invite someone else")
	scenetest.OnMain(func() { l.InviteName("x") })
	assert.Contains(t, l.Err, "not a player's name")
	for _, r := range "Kenji" {
		scenetest.OnMain(func() { l.key(r) })
	}
	dr.ClickButton("Invite")
	require.Equal(t, Create, l.Mode)
	assert.Contains(t, l.Buttons(), "Kenji") // the seat's Invite says whom
	dr.ClickButton("Create")
	waitTop(dr, "tokyodoves")
	assert.Equal(t, "create tokyodoves human,@Kenji", d.Last())
}

// Leaving an online table from its pause menu goes back to online play,
// and leaves the game's match (the seat stays the player's).
func TestLeavingAnOnlineTable(t *testing.T) {
	d := &Demo{}
	dr, _ := open(t, d)
	dr.ClickButton("Create a game")
	dr.ClickButton("Create")
	waitTop(dr, "tokyodoves")
	dr.ClickButton("Menu")
	require.Equal(t, "pause", dr.TopName())
	dr.ClickButton("Leave game")
	waitTop(dr, "lobby")
	assert.True(t, d.Opened[0].Closed)
}

// The app's watch: after a visit to Play online it keeps listening. The
// games waiting for the player are counted on My games and on the menu's
// Play online, and when the server says a game needs them a toast says so
// wherever they are (here: the menu), and the count follows.
func TestYourTurnAnywhere(t *testing.T) {
	d := &Demo{List: DemoGames(), Notes: make(chan online.Notification, 4)}
	dr, l := open(t, d)
	dr.WaitFor("the count", 100, func() bool { return l.ToPlay == 1 })
	assert.Empty(t, dr.Button("My games").Badge, "the game waiting is listed, its row saying \"Your turn\": said once")
	dr.ClickButton("Back")
	waitTop(dr, "menu")
	pb := dr.Button("Play online")
	dr.WaitFor("the menu's badge", 100, func() bool { return pb.Badge == "1" })

	// Kenji moved in g1: it is the player's turn there too.
	d.List[0].YourTurn = true
	d.Notes <- online.Notification{Code: online.NotifyYourTurn, Content: map[string]interface{}{"game_id": "g1", "game": "falconry"}}
	dr.WaitFor("the toast", 200, func() bool { return dr.A.CurrentToast() != "" })
	assert.Equal(t, "Your turn in Falconry online.", dr.A.CurrentToast())
	dr.WaitFor("the count", 100, func() bool { return pb.Badge == "2" })

	// Back in Play online, the same connection: no second sign-in.
	signIns := 0
	for _, a := range d.Said() {
		if strings.HasPrefix(a, "sign in") {
			signIns++
		}
	}
	dr.ClickButton("Play online")
	waitTop(dr, "lobby")
	l2 := dr.Top().(*Lobby)
	assert.Equal(t, l.Me, l2.Me)
	n := 0
	for _, a := range d.Said() {
		if strings.HasPrefix(a, "sign in") {
			n++
		}
	}
	assert.Equal(t, signIns, n, "signed in again: %q", d.Said())
}

// Quick messages: online, the pause menu has Say..., which offers the fixed
// messages; the one chosen is sent, and what the players say shows in the
// log and as a toast, with their names.
func TestQuickMessagesAtTheTable(t *testing.T) {
	d := &Demo{}
	dr, _ := open(t, d)
	dr.ClickButton("Create a game")
	dr.ClickButton("Create")
	waitTop(dr, "tokyodoves")
	r := d.Opened[0]
	r.Push(&table.Update{From: 0, Names: []string{"Lena", "Kenji"}})
	dr.ClickButton("Menu")
	dr.ClickButton("Say...")
	require.Equal(t, "choice", dr.TopName())
	dr.ClickButton("Well played!")
	waitTop(dr, "tokyodoves")
	assert.Equal(t, []int{2}, r.Said)

	r.Push(&table.Update{Said: "Hello!", SaidBy: 1, From: -1})
	dr.WaitFor("the toast", 100, func() bool { return dr.A.CurrentToast() == "Kenji: Hello!" })
	s := dr.Top().(*tokyodoves.Table)
	assert.Equal(t, "Kenji: Hello!", s.Log[len(s.Log)-1])
}

// The server is a setting: Server shows the address played on; a bad one
// is refused with the reason and changes nothing; another one is kept in
// the settings and the player signs in there (here a port where nothing
// listens: the lobby says so, and offers Try again and Server).
func TestChangingTheServer(t *testing.T) {
	d := &Demo{}
	dr, l := open(t, d)
	dr.ClickButton("Profile")
	dr.WaitFor("the ratings", 100, func() bool { return l.Wait == "" })
	dr.ClickButton("Server")
	require.Equal(t, Server, l.Mode)
	assert.Equal(t, DefaultServer, l.Typed)
	scenetest.OnMain(func() { l.SetServer("nonsense") })
	assert.Contains(t, l.Err, "not a server address")
	assert.Equal(t, "", dr.A.Settings.Server)
	for range DefaultServer {
		dr.ClickButton("←")
	}
	scenetest.OnMain(func() {
		for _, r := range "http://127.0.0.1:1" {
			l.key(r)
		}
	})
	dr.ClickButton("Use")
	assert.Equal(t, "http://127.0.0.1:1", dr.A.Settings.Server)
	dr.WaitFor("the answer", 3000, func() bool { return l.retrying() != "" })
	dr.ClickButton("Cancel")
	assert.Contains(t, l.Err, "cannot be reached")
	assert.Contains(t, l.Buttons(), "Try again")
	assert.Contains(t, l.Buttons(), "Server")
	said := ""
	for _, td := range dr.Texts() {
		said += td.Text + " "
	}
	assert.Contains(t, said, "Server: 127.0.0.1:1", "the screen says which server it tried")
}

// Profile: the player's rating in each game (or "not rated yet"); a game
// opens its page, with the leaderboard; Back returns to Profile.
func TestProfileAndLeaderboard(t *testing.T) {
	d := &Demo{}
	dr, l := open(t, d)
	dr.ClickButton("Profile")
	dr.WaitFor("the ratings", 100, func() bool { return l.Wait == "" })
	assert.Contains(t, l.Buttons(), "Tokyo Doves: 1263, 4 of 5 won")
	assert.Contains(t, l.Buttons(), "Columba: not rated yet")
	clickRow(dr, l, "Tokyo Doves: 1263, 4 of 5 won")
	dr.WaitFor("the leaderboard", 100, func() bool { return l.Wait == "" })
	assert.Equal(t, Board, l.Mode)
	assert.Equal(t, "leaders tokyodoves", d.Last())
	require.Len(t, l.leaders.Leaders, 3)
	// Upright as sideways, the best players' panel holds its rows and,
	// under them, how ratings work (dropped upright, the chart taking
	// the height).
	for _, sz := range [][3]int{{1280, 720, 2}, {390, 844, 3}, {360, 800, 3}, {375, 667, 2}} {
		dr.Screen(sz[0], sz[1], float64(sz[2]))
		scenetest.OnMain(func() {
			_, best, _, rowH := l.boardAreas()
			about := ui.ParagraphH(lang.T("online.board.about", "Start", online.StartRating), best.Dx()-16)
			need := 8 + ui.LineH + 6 + len(l.boardRows())*rowH + 8 + about + 8
			assert.LessOrEqual(t, need, best.Dy(), "%v: the best players and how ratings work", sz)
			if sz[1] > sz[0] { // upright, dense rows (finger-high bands were mostly empty bar)
				assert.LessOrEqual(t, rowH, ui.LineH+12, "%v: a best player's row a line and a margin high", sz)
			}
		})
	}
	dr.Screen(640, 360, 1)
	// Another game's ladder, from the page itself.
	dr.ClickButton("Falconry")
	dr.WaitFor("the other leaderboard", 100, func() bool { return l.Wait == "" })
	assert.Equal(t, Board, l.Mode)
	assert.Equal(t, "falconry", l.board)
	assert.Equal(t, "leaders falconry", d.Last())
	dr.ClickButton("Back")
	assert.Equal(t, Profile, l.Mode)
	dr.ClickButton("Change name")
	assert.Equal(t, Name, l.Mode)
}

// Undo online, against a computer seat: the player's action and the
// computer's answer are taken back by the server; the table asks it (at the
// position it has) and, when the whole game comes back, goes back to it.
func TestUndoOnlineAgainstTheComputer(t *testing.T) {
	d := &Demo{}
	dr, _ := open(t, d)
	dr.ClickButton("Create a game")
	dr.ClickButton("Computer") // the other seat
	dr.ClickButton("Create")
	waitTop(dr, "tokyodoves")
	r := d.Opened[0]
	s := dr.Top().(*tokyodoves.Table)
	r.Push(&table.Update{From: 0, Names: []string{"Lena", ""}})
	dr.WaitFor("the person's turn", 200, s.Ready)
	var mine, answer string
	scenetest.OnMain(func() {
		st := s.M.State
		mine = st.ActionString(st.Legal(nil)[0])
		s.Play(st.Legal(nil)[0])
		after := s.M.State
		answer = after.ActionString(after.Legal(nil)[0])
	})
	r.Push(&table.Update{From: 0, Actions: []string{mine, answer}})
	dr.WaitFor("the computer's answer shown", 400, func() bool { return len(s.M.History()) == 2 && s.Ready() })
	dr.ClickButton("Undo")
	assert.Equal(t, []int{2}, r.Undos)
	r.Push(&table.Update{From: 0, Actions: []string{}, Undone: 2, Events: []game.Msg{online.Undone("Lena", 2)}})
	dr.WaitFor("the game taken back", 200, func() bool { return len(s.M.History()) == 0 })
	assert.Contains(t, s.Log, "Lena took back 2 actions.")
	assert.True(t, s.HumanTurn())
}

// Between two people, a turn that has passed is the other's to give back:
// Undo asks them; and when the other asks, the table asks the player.
func TestTakeBackByConsentAtTheTable(t *testing.T) {
	d := &Demo{}
	dr, _ := open(t, d)
	dr.ClickButton("Create a game")
	dr.ClickButton("Create")
	waitTop(dr, "tokyodoves")
	r := d.Opened[0]
	s := dr.Top().(*tokyodoves.Table)
	r.Push(&table.Update{From: 0, Names: []string{"Lena", "Kenji"}})
	dr.WaitFor("the person's turn", 200, s.Ready)
	var mine string
	scenetest.OnMain(func() {
		st := s.M.State
		mine = st.ActionString(st.Legal(nil)[0])
		s.Play(st.Legal(nil)[0])
	})
	ub := dr.Button("Undo")
	r.Push(&table.Update{From: 0, Actions: []string{mine}})
	dr.Step(10) // the server's echo confirms it
	dr.WaitFor("the move shown", 300, func() bool { return !ub.Disabled })
	dr.ClickButton("Undo")
	assert.Equal(t, []int{1}, r.Asks)
	assert.Contains(t, s.Status, "Asking Kenji")

	r.Push(&table.Update{From: -1, Asked: 2, AskedAt: 1})
	dr.WaitFor("the question", 200, func() bool {
		n, ok := dr.A.Top().(scenes.Named)
		return ok && n.Name() == "choice"
	})
	dr.ClickButton("Let Kenji take it back")
	assert.Equal(t, []bool{true}, r.Replies)
}

// My games keeps itself up to date: no button to refresh it, and a game
// that changed on the server shows while the list is open, without the
// player asking. Columbiz's last pawn reads in its log's words, not as
// the row and column of the space.
func TestMyGamesKeepsItselfUpToDate(t *testing.T) {
	d := &Demo{List: DemoGames()}
	dr, l := open(t, d)
	dr.ClickButton("My games")
	dr.WaitFor("the list", 100, func() bool { return l.Wait == "" && len(l.list) == 3 })
	assert.NotContains(t, l.Buttons(), "Refresh", "no Refresh button")
	for _, b := range []string{"Back", "Create a game", "Join with a code", "Quick match"} {
		assert.Contains(t, l.Buttons(), b)
	}
	// The opponent moved in the Falconry game: it is the player's turn.
	changed := DemoGames()
	changed[0].YourTurn, changed[0].ToMove = true, changed[0].Seat
	d.mu.Lock()
	d.List = changed
	d.mu.Unlock()
	scenetest.OnMain(func() { l.listedT = l.t - refreshEvery })
	dr.WaitFor("the list asked again", 200, func() bool { return l.ToPlay == 2 })
	assert.Contains(t, l.Buttons()[0]+l.Buttons()[1], "Falconry", "the game now waiting for the player is at the top")
	cbz := DemoGames()[2]
	// A finished game's row says its result, and every seat's score
	// beside who played it (not prose under them: "Standard 22 and
	// Beginner 17" named computers by a word that reads as a rule).
	row := &gameRow{G: cbz}
	var scores []string
	for i := range row.seats() {
		scores = append(scores, row.seatWho(i)+" "+row.seatScore(i))
	}
	assert.Equal(t, []string{"You 31", "Chloé 38", "Computer (Standard) 22", "Computer (Beginner) 17"}, scores)
	assert.Equal(t, "Computer (Beginner) places a pawn.", lastLine(cbz), "the last move, as a game on says it, by who made it")
	state, score := (&gameRow{G: cbz}).result()
	assert.Equal(t, "Chloé won", state)
	assert.Equal(t, "38 to 31", score)
	state, score = row.status()
	assert.Equal(t, "Chloé won", state)
	assert.Empty(t, score, "the seats say the scores: not again under the result")
	cbz.Over = false
	assert.Empty(t, (&gameRow{G: cbz}).seatScore(1), "a game on has no scores")
}

// Play online's first screen says nothing of the server (a raw
// "Server: 127.0.0.1:7350" with Change beside Back was a developer's
// detail on a player's screen): its foot row is Back and My games. The
// server is changed from Profile, beside Change name, and Back there
// returns to Profile.
func TestTheServerIsOnProfile(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 2}, {390, 844, 3}} {
		d := &Demo{List: DemoGames()}
		dr, l := open(t, d)
		dr.Screen(sz[0], sz[1], float64(sz[2]))
		dr.WaitFor("the first screen", 100, func() bool { return l.Mode == Home && l.Me != "" && l.Wait == "" })
		scenetest.OnMain(func() { l.build() })
		for _, td := range dr.Texts() {
			assert.NotContains(t, td.Text, "127.0.0.1", "%v: no server on Play online", sz)
			assert.NotContains(t, td.Text, "Server", "%v: no server on Play online", sz)
		}
		assert.NotContains(t, l.Buttons(), "Change", "%v", sz)
		back, games := dr.Button("Back"), dr.Button("My games")
		assert.Equal(t, back.R.Min.Y, games.R.Min.Y, "%v: My games on Back's row", sz)
		assert.Equal(t, back.R.Dx(), games.R.Dx(), "%v: My games as wide as Back", sz)
		assert.Equal(t, back.R.Min.X, ui.W-games.R.Max.X, "%v: My games at the row's right end", sz)
		dr.ClickButton("Profile")
		dr.WaitFor("the ratings", 100, func() bool { return l.Wait == "" })
		server := dr.Button("Server")
		assert.Contains(t, server.Tooltip, "Server: "+l.hostWords(), "%v: the address in its tip", sz)
		assert.Equal(t, dr.Button("Change name").R.Dy(), server.R.Dy(), "%v", sz)
		dr.ClickButton("Server")
		require.Equal(t, Server, l.Mode)
		assert.Equal(t, l.host(), l.Typed)
		dr.ClickButton("Back")
		assert.Equal(t, Profile, l.Mode, "%v: Back returns to Profile", sz)
		dr.ClickButton("Back")
		assert.Equal(t, Home, l.Mode, "%v", sz)
	}
}

// Play online is one design held either way: the same groups under the
// same headings, the same games listed, the waiting game said once (its
// row's "Your turn", no count on My games as well), and held sideways
// the panel's height used (as much room over the first group as under
// the last, none of it a band a row high).
func TestPlayOnlineIsOneDesign(t *testing.T) {
	type seen struct {
		heads, games []string
		badge        string
	}
	var got []seen
	for _, sz := range [][3]int{{1280, 720, 2}, {390, 844, 3}} {
		d := &Demo{List: DemoGames()}
		dr, l := open(t, d)
		dr.Screen(sz[0], sz[1], float64(sz[2]))
		dr.WaitFor("the first screen", 100, func() bool { return l.Mode == Home && l.Me != "" && l.Wait == "" && l.ToPlay == 1 })
		var s seen
		var first, last image.Rectangle
		scenetest.OnMain(func() {
			l.build()
			for _, w := range l.layer.Widgets {
				switch w := w.(type) {
				case *ui.Label:
					if w.Color == ui.Butter {
						s.heads = append(s.heads, w.Text)
					}
					if first.Empty() && w.R.In(l.panel) {
						first = w.R
					}
				case *gameRow:
					s.games = append(s.games, w.G.GameID)
					last = w.R
				case *ui.Button:
					if w.Label == "My games" {
						s.badge = w.Badge
					}
				}
			}
		})
		require.NotEmpty(t, s.games, "%v: games listed", sz)
		assert.Contains(t, labelsOf(l), fmt.Sprintf("%d more in My games", len(DemoGames())-len(s.games)), "%v: where the rest are", sz)
		assert.Contains(t, s.games, "g2", "%v: the game waiting listed", sz)
		assert.Empty(t, s.badge, "%v: the waiting game said once, on its row", sz)
		if sz[0] > sz[1] {
			assert.InDelta(t, first.Min.Y-l.panel.Min.Y, l.panel.Max.Y-last.Max.Y, 2, "%v: the room over the first group and under the last", sz)
			assert.Less(t, l.panel.Max.Y-last.Max.Y, ui.ButtonH(), "%v: no bare band under the games", sz)
		}
		got = append(got, s)
	}
	assert.Equal(t, got[0].heads, got[1].heads, "the same headings held either way")
	assert.Equal(t, got[0].games, got[1].games, "the same games held either way")
}

// My games on a phone upright: the cards packed at the top of one panel
// and A new game at its foot (no bare band of sky between them, no gaps
// spread between the cards), each card with a foot saying its turn
// clock, and Back goes across the screen as every phone screen's lone
// button at the foot (Settings).
func TestMyGamesOnAPhoneUsesTheHeight(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		d := &Demo{List: DemoGames()[:3]}
		dr, l := open(t, d)
		dr.Screen(sz[0], sz[1], 3)
		dr.WaitFor("the first screen", 100, func() bool { return l.Mode == Home && l.Me != "" && l.Wait == "" })
		dr.ClickButton("My games")
		dr.WaitFor("the list", 100, func() bool { return l.Mode == Games && l.Wait == "" && len(l.list) == 3 })
		scenetest.OnMain(func() { l.build() })
		var cards []*gameRow
		scenetest.OnMain(func() {
			for _, w := range l.layer.Widgets {
				if r, ok := w.(*gameRow); ok {
					cards = append(cards, r)
				}
			}
		})
		require.Len(t, cards, 3, "%v: mode %s, %d listed, %d widgets, %dx%d", sz, l.Mode, len(l.list), len(l.layer.Widgets), ui.W, ui.H)
		require.False(t, l.listPanel.Empty(), "%v: the cards on one list panel (apart, they floated over the sky)", sz)
		for _, c := range cards {
			assert.True(t, c.R.In(l.listPanel), "%v: %s's card %v inside the list's panel %v", sz, c.G.Game, c.R, l.listPanel)
			assert.True(t, c.Card && c.Foot, "%v: %s is a card with its foot", sz, c.G.Game)
			// Its words and its foot together: the height over goes
			// between the cards, never a band inside one.
			assert.Equal(t, cardH(c.G, c.R.Dx())+cardFootH(), c.R.Dy(), "%v: %s's card is its words and its foot", sz, c.G.Game)
		}
		// The time left beside the turn clock, on the card's foot (the
		// clock's rule at the foot, its time at the top, read apart).
		var left, rule image.Rectangle
		for _, td := range dr.Texts() {
			switch {
			case strings.HasSuffix(td.Text, " left") && td.R.In(cards[0].R):
				left = td.R
			case td.Text == "1 minute a turn":
				rule = td.R
			}
		}
		require.False(t, left.Empty(), "%v: the time left on the first card", sz)
		assert.Equal(t, rule.Min.Y, left.Min.Y, "%v: the time left %v on the turn clock's line %v", sz, left, rule)
		assert.Less(t, left.Max.X, rule.Min.X, "%v: the time left first", sz)
		// A new game's heading clear of its first button.
		var head image.Rectangle
		first := image.Rectangle{}
		scenetest.OnMain(func() {
			for _, w := range l.layer.Widgets {
				if lb, ok := w.(*ui.Label); ok && lb.Text == "A new game" {
					head = lb.R
				}
				if b, ok := w.(*ui.Button); ok && b.Label == "Create a game" {
					first = b.R
				}
			}
		})
		require.False(t, head.Empty(), "%v: A new game's heading", sz)
		assert.GreaterOrEqual(t, first.Min.Y-head.Max.Y, 4, "%v: the heading %v clear of its first button %v", sz, head, first)
		// The cards packed at the top, the design's gap apart (spread
		// down the screen, they read as an unfinished layout), and A new
		// game at the panel's foot, under the thumb, saying what each of
		// its buttons does where the height is there.
		for i := 1; i < len(cards); i++ {
			assert.Equal(t, cardGap, cards[i].R.Min.Y-cards[i-1].R.Max.Y, "%v: the gap over %s's card", sz, cards[i].G.Game)
		}
		var lowest int
		scenetest.OnMain(func() {
			for _, w := range l.layer.Widgets {
				if b, ok := w.(*ui.Button); ok && b.R.In(l.listPanel) {
					lowest = max(lowest, b.R.Max.Y)
				}
			}
			for _, n := range l.notes {
				lowest = max(lowest, n.r.Max.Y)
			}
		})
		if sz[0] == 390 {
			assert.Len(t, l.notes, 3, "%v: A new game's buttons say what they do", sz)
		}
		assert.Less(t, cards[2].R.Max.Y, head.Min.Y, "%v: the list stops over A new game", sz)
		assert.LessOrEqual(t, l.listPanel.Max.Y-lowest, 12, "%v: A new game at the panel's foot", sz)
		assert.LessOrEqual(t, head.Min.Y-cards[2].R.Max.Y, ui.H/10, "%v: no wide band between the list and A new game", sz)
		back := dr.Button("Back")
		assert.Equal(t, ui.W-24, back.R.Dx(), "%v: Back across the screen", sz)
		assert.InDelta(t, ui.W/2, (back.R.Min.X+back.R.Max.X)/2, 1, "%v: Back in the middle", sz)
	}
	assert.Equal(t, "1 minute a turn", cardFoot(online.Listed{TurnSeconds: 60}))
	assert.Equal(t, "3 days a turn", cardFoot(online.Listed{TurnSeconds: 3 * 86400}))
	assert.Equal(t, "No clock", cardFoot(online.Listed{}))
}

// Create a game: a person's seat says in words that it has no level, as
// the offline setup does (no bare rule for a reader to guess at).
func TestCreateSaysAPersonHasNoLevel(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 2}, {390, 844, 3}} {
		dr, l := open(t, &Demo{})
		dr.Screen(sz[0], sz[1], float64(sz[2]))
		scenetest.OnMain(func() { l.show(Create); l.pickGame("columbiz"); l.pickPlayers(3); l.build() })
		n := 0
		var you, level, computer image.Rectangle
		scenetest.OnMain(func() {
			for _, w := range l.layer.Widgets {
				if b, ok := w.(*scenes.Blank); ok {
					switch b.Words {
					case "No level":
						n++
						assert.Zero(t, b.Color.A, "%v: the level's cell an empty slot, a cell of the grid", sz)
						if level.Empty() {
							level = b.R
						}
					default: // the player's own: "Name (you)"
						assert.True(t, strings.HasSuffix(b.Words, "(you)"), "%v: a cell says %q", sz, b.Words)
						you = b.R
						assert.NotZero(t, b.Color.A, "%v: the player's own cell framed as a named cell", sz)
					}
				}
				if b, ok := w.(*ui.Button); ok && b.Label == "Computer" && computer.Empty() {
					computer = b.R
				}
			}
		})
		// The player's own seat, a row of the grid as the others are: who
		// they are across the seat's kinds' columns, and its level's cell.
		assert.Equal(t, 3, n, "%v: the player's seat and the two open seats say they have no level", sz)
		require.False(t, you.Empty(), "%v: the player's own seat in a cell of the grid (it was words off the grid)", sz)
		assert.Equal(t, computer.Max.X, you.Max.X, "%v: the player's cell ends with the kinds' columns", sz)
		assert.Equal(t, level.Min.Y, you.Min.Y, "%v: its level's cell on its row", sz)
		// Upright, the choices in four groups, each on a band of its own
		// (the game, the players, the seats, the clock), apart.
		scenetest.OnMain(func() {
			if sz[1] < sz[0] {
				assert.Empty(t, l.groups, "%v: sideways, the rows as they are", sz)
				return
			}
			require.Len(t, l.groups, 4, "%v: the game, the players, the seats, the clock", sz)
			for i := 1; i < len(l.groups); i++ {
				assert.Less(t, l.groups[i-1].Max.Y, l.groups[i].Min.Y, "%v: group %d apart from the one over it", sz, i)
			}
			for _, g := range l.groups {
				assert.True(t, g.In(l.panel), "%v: the group %v in the panel %v", sz, g, l.panel)
			}
		})
	}
}

// Play online's latest games on the narrowest phone, in the
// pseudo-language (40% longer), with a clock in its long form ("20 h 59
// min left", as a list fetched a second after the hour reads): every
// line stays inside its row, nothing cut, the clock whole.
func TestTheLongClockFitsThePhonesRows(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	gs := DemoGames()
	gs[0].Deadline = time.Now().Add(20*time.Hour + 59*time.Minute + 40*time.Second).UnixMilli()
	dr, l := open(t, &Demo{List: gs})
	dr.Screen(360, 800, 3)
	dr.WaitFor("the first screen", 100, func() bool { return l.Mode == Home && l.Me != "" && l.Wait == "" })
	scenetest.OnMain(func() { lang.Pin(lang.Pseudo); l.build() })
	clock := table.TimeLeft(time.Until(time.UnixMilli(gs[0].Deadline)))
	require.Contains(t, clock, "59", "the long form")
	whole := false
	texts := dr.Texts()
	for i, td := range texts {
		if td.Text == clock {
			whole = true
		}
		assert.False(t, td.Cut, "%q cut", td.Text)
		if !td.Box.Empty() {
			assert.True(t, td.R.In(td.Box), "%q at %v outside its box %v", td.Text, td.R, td.Box)
		}
		for _, o := range texts[i+1:] {
			assert.False(t, o.Layer == td.Layer && o.R.Overlaps(td.R), "%q at %v and %q at %v overlap", td.Text, td.R, o.Text, o.R)
		}
	}
	assert.True(t, whole, "the clock %q whole", clock)
}

// gatedGames is a demo server whose list of the player's games comes only
// once its gate is opened (a server slower to list them than to sign in).
type gatedGames struct {
	*Demo
	mu   sync.Mutex
	gate chan struct{}
}

func (g *gatedGames) Games(ctx context.Context) ([]online.Listed, error) {
	g.mu.Lock()
	gate := g.gate
	g.mu.Unlock()
	select {
	case <-gate:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return g.Demo.Games(ctx)
}

// shut closes the gate again (open lets the list through).
func (g *gatedGames) shut() { g.mu.Lock(); g.gate = make(chan struct{}); g.mu.Unlock() }
func (g *gatedGames) open() { g.mu.Lock(); close(g.gate); g.mu.Unlock() }

// Play online's buttons stay where a finger finds them: the player's
// games coming a moment after the sign-in (or after Play online opens
// signed in already) do not move A new game's buttons (Join with a code
// became a game's row, which a tap aimed at Join with a code opened);
// the screen shows its buttons once the games are known, with them.
func TestTheButtonsStayPutAsTheGamesArrive(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 2}, {390, 844, 3}} {
		g := &gatedGames{Demo: &Demo{List: DemoGames()}}
		dr := scenetest.New(t)
		dr.Screen(sz[0], sz[1], float64(sz[2]))
		dr.Key(input.Confirm)
		for _, visit := range []string{"signing in", "signed in already"} {
			g.shut()
			var l *Lobby
			scenetest.OnMain(func() {
				dr.A.Settings.Name = ""
				if visit == "signing in" {
					l = New(dr.A, g)
				} else {
					l = New(dr.A, nil) // (the app's connection, signed in)
				}
				dr.A.Show(l)
			})
			var seen []image.Rectangle
			join := func() {
				scenetest.OnMain(func() {
					for _, w := range l.layer.Widgets {
						if b, ok := w.(*ui.Button); ok && b.Label == "Join with a code" {
							if len(seen) == 0 || seen[len(seen)-1] != b.R {
								seen = append(seen, b.R)
							}
						}
					}
				})
			}
			for i := 0; i < 30; i++ { // the games not come yet
				dr.Step(1)
				join()
			}
			g.open()
			dr.WaitFor("the games", 100, func() bool { return l.Looked && l.Wait == "" })
			dr.Step(2)
			join()
			require.NotEmpty(t, seen, "%v %s", sz, visit)
			assert.Len(t, seen, 1, "%v %s: Join with a code where it was first shown: %v", sz, visit, seen)
			assert.Equal(t, 3, len(l.list), "%v %s", sz, visit)
			assert.Positive(t, l.listed(), "%v %s: the games listed", sz, visit)
		}
	}
}

// Create a game in a 1280x720 window keeps the game's card in every
// language (reader 33: Japanese's game names, two rows of two, ran the
// choices past the panel's foot beside the card, so the card gave way and
// a third of the panel was bare, where French showed it), on the screen
// and clear of the choices and the note.
func TestCreateKeepsTheCardInEveryLanguage(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	dr, l := open(t, &Demo{})
	dr.Screen(1280, 720, 2)
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		scenetest.OnMain(func() {
			lang.Pin(tag)
			l.show(Create)
			l.pickGame("columbiz")
			l.pickPlayers(3)
			l.build()
			if !assert.False(t, l.card.Empty(), "%s: the game's card", tag) {
				return
			}
			assert.True(t, l.card.In(ui.Full()), "%s: the card %v on the screen", tag, l.card)
			for _, w := range l.layer.Widgets {
				assert.False(t, w.Rect().Overlaps(l.card), "%s: a choice at %v on the card %v", tag, w.Rect(), l.card)
			}
			if l.card.In(l.panel) && l.below.Min.X < l.card.Max.X { // (on the panel, under the choices' left column; the note across)
				assert.LessOrEqual(t, l.card.Max.Y, l.below.Min.Y, "%s: the card over the note", tag)
			}
		})
	}
}

// Create a game held sideways says what the game is in every language,
// as French's card does (its blurb, and the variant's note): Japanese's
// bare card under the left column said only コロンビズ 2〜4人, over a bare
// block of a quarter of the panel (reader 36); there the words go in the
// right column, under the clock's note, clear of the choices.
func TestCreateSaysWhatTheGameIsInEveryLanguage(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	dr, l := open(t, &Demo{})
	dr.Screen(1280, 720, 2)
	flat := func(s string) string {
		return strings.NewReplacer(" ", "", "\n", "", "\u200b", "").Replace(s)
	}
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		var blurb string
		scenetest.OnMain(func() {
			lang.Pin(tag)
			l.show(Create)
			l.pickGame("columbiz")
			l.pickPlayers(3)
			l.build()
			blurb = flat(lang.T(scenes.Info("columbiz").Blurb))
		})
		var drawn strings.Builder
		for _, td := range dr.Texts() {
			drawn.WriteString(td.Text)
		}
		assert.Contains(t, flat(drawn.String()), blurb, "%s: what the game is, on the screen", tag)
		scenetest.OnMain(func() {
			if l.words.Empty() {
				return
			}
			assert.True(t, l.words.In(l.panel), "%s: the words %v on the panel", tag, l.words)
			assert.GreaterOrEqual(t, l.words.Min.Y, l.rightEnd, "%s: the words under the clock", tag)
			for _, w := range l.layer.Widgets {
				assert.False(t, w.Rect().Overlaps(l.words), "%s: a choice at %v on the words %v", tag, w.Rect(), l.words)
			}
		})
	}
}
