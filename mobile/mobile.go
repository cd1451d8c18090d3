// Package mobile is Roost as a phone app: `make mobile` binds it with
// ebitenmobile into an Android library (an .aar) or an iOS framework, and
// the host app in mobile/android (or an Xcode project) shows it in an
// EbitenView.
//
// The host app calls, from Java or Kotlin (package go.mobile... as bound):
//
//	Mobile.setDataDir(getFilesDir().getAbsolutePath()) // before the view starts
//	Mobile.back()                                      // the back key; false: leave the app
//	Mobile.setSharer(sharer)                           // the share sheet, for records exported
//	Mobile.receive(name, text)                         // a record shared to the app
//
// and wires its onPause/onResume to the EbitenView's suspendGame/resumeGame,
// which stop the game loop and the sound while the app is in the background.
// The game saves after every action, so nothing is lost if the phone ends
// the app while it is away.
package mobile

import (
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	_ "github.com/birdroost/roost/scenes/all" // every game table
	"github.com/birdroost/roost/store"
)

// Dummy is there so that the host app can name something in this package
// (ebitenmobile's convention); it does nothing.
func Dummy() {}

// SetDataDir hands over the app's own files directory for settings and
// saves (a phone has no home directory). Call it before the game starts.
func SetDataDir(dir string) { store.SetDataDir(dir) }

// SetLocales hands over the phone's language preferences, best first, as
// BCP 47 tags joined by commas ("fr-FR,en-GB": Android's
// LocaleList.toLanguageTags): the game speaks the nearest until Settings
// chooses. Call it before the game starts.
func SetLocales(tags string) {
	var prefs []string
	for _, t := range strings.Split(tags, ",") {
		if t = strings.TrimSpace(t); t != "" {
			prefs = append(prefs, t)
		}
	}
	lang.SetSystem(prefs...)
}

// Sharer is the host app's share sheet: a record exported from the game
// (a past game) is handed to it as text, with a file name for its subject.
type Sharer interface {
	Share(name, text string)
}

var sharer struct {
	sync.Mutex
	s Sharer
}

// SetSharer hands over the host app's share sheet. Call it before the game
// starts.
func SetSharer(s Sharer) {
	sharer.Lock()
	sharer.s = s
	sharer.Unlock()
}

func share(name, text string) {
	sharer.Lock()
	s := sharer.s
	sharer.Unlock()
	if s != nil {
		s.Share(name, text)
	}
}

// Receive hands the game a record shared to the app from another (the
// text of a file, a message): it goes into its game's past games on the
// next frame, or is refused with the line and the reason.
func Receive(name, text string) { scenes.Arrive(name, text) }

// Back is the phone's back key. It reports false where the game has nothing
// to close (the title or the menu): the host app then goes to the
// background. Otherwise the game closes the open screen or pauses, as
// Escape does on a keyboard.
func Back() bool {
	a := phone.app()
	return a != nil && a.Back()
}

// game is what ebitenmobile runs. The app is made on the first frame, not
// at init, so that the host has set the data directory by then.
type game struct {
	mu sync.Mutex
	a  *scenes.App
}

var phone = &game{}

// app returns the app once it exists (nil before the first frame).
func (g *game) app() *scenes.App {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.a
}

func (g *game) ensure() *scenes.App {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.a == nil {
		ebiten.SetScreenClearedEveryFrame(false)
		g.a = scenes.NewApp()
		g.a.Phone = true
		g.a.Porter = scenes.SharePorter{Share: share}
	}
	return g.a
}

func (g *game) Update() error              { return g.ensure().Update() }
func (g *game) Draw(screen *ebiten.Image)  { g.ensure().Draw(screen) }
func (g *game) Layout(w, h int) (int, int) { return g.ensure().Layout(w, h) }
