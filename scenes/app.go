// Package scenes holds Roost's screens (title, menu, game setup, settings, how
// to play, pause, and one scene per game) and the App that runs them: a scene
// stack with overlays and cross-fades, whole-number pixel scaling, the input
// layer, audio and settings, and idle throttling so a still screen costs
// almost nothing.
package scenes

import (
	"errors"
	"fmt"
	"image"
	"math"
	"runtime"
	"slices"
	"sync/atomic"
	"time"

	"github.com/birdroost/roost/lang"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/audio"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/store"
)

// Scene is one screen.
type Scene interface {
	// Update handles a frame of input; dt is in seconds.
	Update(a *App, f *input.Frame, dt float64) error
	// Draw draws the scene onto the logical canvas.
	Draw(dst *ebiten.Image)
	// Busy reports whether the scene is animating or thinking and needs frames.
	Busy() bool
}

// A Worker scene may be busy with work that changes nothing on screen
// from one frame to the next (a search run a slice a frame, as a replay's
// analysis is): Changed reports whether its picture differs from the one
// last drawn. The app asks a Worker, busy or not, whether to draw it
// again, and any other scene whether it is busy: while only work goes
// on, the app goes on updating but does not draw again (the screen keeps
// the last frame), so that a page's frames go to the work and not to
// drawing the same picture.
type Worker interface{ Changed() bool }

// Named scenes report a short name (tests and the shot tool use it).
type Named interface{ Name() string }

// Opaque overlays hide the scenes below them (they are not drawn).
type Opaque interface{ Opaque() bool }

// ErrQuit ends the program from a scene.
var ErrQuit = errors.New("quit")

// App runs the scenes. It implements ebiten.Game.
type App struct {
	Settings store.Settings
	Audio    *audio.Bank
	Web      bool // running in a browser: no Quit, storage is localStorage
	// Straight: the canvas is drawn straight onto Ebitengine's final
	// screen (DrawFinalScreen) instead of through its offscreen (the
	// page, whose software renderer pays for every full-screen pass).
	Straight bool
	// Phone is set by the phone app (package mobile): no Quit (a phone app
	// never ends itself), and hints speak of taps.
	Phone bool
	Anims tween.Player
	// Porter moves records in and out (files, downloads, the share
	// sheet): the platform's own, set by NewApp.
	Porter Porter

	stack    []Scene
	in       input.Reader
	script   []input.Frame
	Scripted bool // input comes only from Feed (tests, shots)
	canvas   *ebiten.Image
	old      *ebiten.Image // previous scene's last frame, for the cross-fade
	flat     *ebiten.Image // the canvas with its sharp parts under it (Render)
	sharps   []ui.Sharp    // the parts of the last frame painted at the screen's resolution
	inkPx    *ebiten.Image // one pixel of ui.Ink: a straight frame's margins
	fade     float64
	toast    string
	toastT   float64
	idle     int
	last     time.Time
	quit     bool
	lowPower bool
	drawn    bool
	Frames   int
	Draws    int // frames drawn (the others keep the last picture)
	scale    float64
	offX     float64
	offY     float64
	outW     int
	outH     int
	screen   ui.Screen   // the canvas in use
	want     ui.Screen   // the canvas the window asks for (applied in Update)
	back     atomic.Bool // a phone's back key, waiting for the next Update
	atRoot   atomic.Bool // the title or the menu alone: back leaves the app
	nudged   atomic.Bool // news from another goroutine (Nudge)
	errands  []Errand
	started  bool            // AtStart has run
	cut      cutTip          // the whole of a shortened text, on hover or tap
	asked    map[string]bool // damaged files held, the player asked about
	langWant string          // a language on its way (a browser's fetch), spoken when it arrives
	langDone chan langFetch  // the fetches' ends
}

// langFetch is the end of a language's fetch: err where it failed.
type langFetch struct {
	tag string
	err error
}

// cutTip shows the whole of a text drawn shortened: after the mouse rests
// on it, or for a few seconds after a tap on it.
type cutTip struct {
	text  string
	at    image.Point
	rest  float64 // how long the mouse has rested on it
	shown float64 // seconds left to show it after a tap
}

// update follows the pointer over the texts shortened in the last frame.
func (c *cutTip) update(f *input.Frame, dt float64) {
	if f.Tap && f.Touch {
		if t, ok := ui.CutAt(f.Pointer); ok {
			c.text, c.at, c.shown = t, f.Pointer, 4
		} else {
			c.shown = 0
		}
		return
	}
	if c.shown > 0 {
		c.shown -= dt
		return
	}
	t, ok := "", false
	if f.HasPtr && !f.Touch && !f.Down {
		t, ok = ui.CutAt(f.Pointer)
	}
	switch {
	case !ok:
		c.text, c.rest = "", 0
	case t != c.text || f.Moved:
		c.text, c.at, c.rest = t, f.Pointer, 0
	default:
		c.rest += dt
	}
}

// visible reports whether the whole text is to be drawn now.
func (c *cutTip) visible() bool { return c.text != "" && (c.shown > 0 || c.rest > 0.45) }

// Relayouter scenes arrange themselves again when the canvas changes shape
// (a window resized, a phone turned). They keep everything else: the game,
// a selection, a drag in progress.
type Relayouter interface{ Relayout() }

// NewApp makes the app with the stored settings and shows the title.
func NewApp() *App { return newApp(audio.New()) }

func newApp(bank *audio.Bank) *App {
	a := &App{Web: runtime.GOOS == "js"}
	a.screen = ui.Screen{Scale: 2, W: ui.BaseW, H: ui.BaseH, Finger: 24}
	a.want = a.screen
	ui.Use(a.screen)
	ui.Touch = false
	a.canvas = ebiten.NewImage(ui.W, ui.H)
	s, err := store.LoadSettings()
	// A language this version does not speak is no choice: the game
	// speaks the system's and says so (the file is the player's and
	// stays as it is until they change a setting).
	unknown := s.Language
	if lang.Complete(unknown) {
		unknown = ""
	} else {
		s.Language = ""
	}
	a.Settings = s
	a.Audio = bank
	a.applySettings()
	ui.Sound = a.Audio.Play
	switch {
	case err != nil:
		a.Toast(lang.Err(err))
	case unknown != "":
		a.Toast(lang.T("settings.language.unknown", "Tag", unknown))
	}
	a.stack = []Scene{NewTitle()}
	a.Porter = platformPorter()
	return a
}

// ApplySettings makes settings take effect and stores them.
func (a *App) ApplySettings() {
	a.applySettings()
	if err := store.SaveSettings(a.Settings); err != nil {
		a.Toast(lang.T("settings.not-saved", "Why", lang.Err(err)))
	}
}

func (a *App) applySettings() {
	s := a.Settings
	a.Audio.SetVolumes(s.Master, s.Music, s.Effects)
	a.Anims.Speed = s.AnimSpeed
	ui.Symbols = s.ColorBlind
	if !lang.Pinned() { // a developer's or a test's choice wins
		a.speak(lang.Choose(s.Language, lang.System()...))
	}
	if !a.Scripted && ebiten.IsFullscreen() != s.Fullscreen {
		ebiten.SetFullscreen(s.Fullscreen)
	}
}

// speak makes a language the one spoken. A language whose messages are
// not at hand (in a browser, every one but English until it is first
// fetched from the page's folder) is fetched off the frame loop: the game
// goes on in the language it speaks, Settings says the new one is
// loading, and the app speaks it when it arrives, or says why it could
// not. Before the first frame the app waits for it (the page's loader
// shows until then): a first visit speaks the browser's language from
// its first frame.
func (a *App) speak(tag string) {
	if tag == lang.Current() {
		a.langWant = ""
		return
	}
	if a.started && !lang.Ready(tag) {
		if a.langWant != tag {
			a.langWant = tag
			if a.langDone == nil {
				a.langDone = make(chan langFetch, 4)
			}
			go func() {
				a.langDone <- langFetch{tag, lang.Load(tag)}
				a.Nudge()
			}()
		}
		return
	}
	a.langWant = ""
	if err := lang.Use(tag); err != nil {
		a.langFailed(tag, err)
		return
	}
	a.relayout() // every scene says its words again
}

// langFailed says why a language could not be read; the game goes on in
// the one it speaks (Settings stops saying the other is loading).
func (a *App) langFailed(tag string, err error) {
	a.Toast(lang.T("settings.language.failed", "Name", lang.Name(tag), "Why", err, "Current", lang.Name(lang.Current())))
	a.relayout()
}

// relayout lays every scene out again.
func (a *App) relayout() {
	for _, sc := range a.stack {
		if r, ok := sc.(Relayouter); ok {
			r.Relayout()
		}
	}
}

// Fetching is the language on its way, "" when none is (Settings says it
// is loading).
func (a *App) Fetching() string { return a.langWant }

// arrived speaks a fetched language that is still the one wanted, or
// says why it could not be fetched.
func (a *App) arrived() {
	for {
		select {
		case f := <-a.langDone:
			if f.tag != a.langWant {
				continue // the player chose another meanwhile
			}
			if f.err != nil {
				a.langWant = ""
				a.langFailed(f.tag, f.err)
				continue
			}
			a.speak(f.tag)
		default:
			return
		}
	}
}

// SetScreen asks for a canvas (tests and shots; the window does this by
// itself through Layout). It takes effect at the next Update.
func (a *App) SetScreen(sc ui.Screen) { a.want = sc; a.wake() }

// Screen is the canvas in use.
func (a *App) Screen() ui.Screen { return a.screen }

// useScreen makes the wanted canvas current and lays every scene out again.
func (a *App) useScreen() {
	ui.Use(a.want)
	if a.want == a.screen && a.canvas.Bounds().Dx() == ui.W && a.canvas.Bounds().Dy() == ui.H {
		return
	}
	a.screen = a.want
	a.canvas.Deallocate()
	a.canvas = ebiten.NewImage(ui.W, ui.H)
	if a.old != nil {
		a.old.Deallocate()
		a.old, a.fade = nil, 0
	}
	a.relayout()
	a.drawn = false
	a.wake()
}

// Top returns the scene on top of the stack.
func (a *App) Top() Scene { return a.stack[len(a.stack)-1] }

// Stack returns the scenes, bottom first (do not modify).
func (a *App) Stack() []Scene { return a.stack }

// Switch replaces every scene with s, cross-fading from the current frame.
func (a *App) Switch(s Scene) {
	if a.old == nil {
		a.old = ebiten.NewImage(ui.W, ui.H)
	}
	a.old.Clear()
	a.old.DrawImage(a.picture(), nil)
	a.fade = 1
	a.stack = []Scene{s}
	a.wake()
}

// Show puts scenes on the stack at once, bottom first, without a cross-fade
// (tests and shots).
func (a *App) Show(s ...Scene) { a.stack = s; a.wake() }

// Push opens an overlay (pause menu, dialogs) above the current scene.
func (a *App) Push(s Scene) { a.stack = append(a.stack, s); a.wake() }

// Pop closes the top overlay.
func (a *App) Pop() {
	if len(a.stack) > 1 {
		a.stack = a.stack[:len(a.stack)-1]
	}
	a.wake()
}

// Toast shows a short message at the bottom of the screen.
func (a *App) Toast(msg string) { a.toast, a.toastT = msg, 3.5; a.wake() }

// ClearToast takes the message off the screen (a game that ends leaves no
// stale word over its result).
func (a *App) ClearToast() { a.toast, a.toastT = "", 0 }

// CurrentToast returns the message on screen, if any.
func (a *App) CurrentToast() string {
	if a.toastT > 0 {
		return a.toast
	}
	return ""
}

// Quit asks the app to end (desktop only).
func (a *App) Quit() { a.quit = true }

// Back is a phone's back key (or gesture), from any goroutine. At the title
// or the menu it reports false: the host app then goes to the background, as
// phone apps do. Anywhere else it reports true and the next frame carries
// the Cancel intent (Escape on a keyboard): it closes the open screen or
// pauses the game.
func (a *App) Back() bool {
	if a.atRoot.Load() {
		return false
	}
	a.back.Store(true)
	a.Nudge()
	return true
}

// Errand is work an App keeps up across its screens (online play's watch
// for the player's turn): Tick runs on the frame loop before the top scene.
type Errand interface{ Tick(a *App) }

// AtStart runs once, at the app's first frame (packages that keep errands
// start them here; a scripted app is known as such by then).
var AtStart []func(a *App)

// AddErrand keeps e ticking for the rest of the app's life.
func (a *App) AddErrand(e Errand) { a.errands = append(a.errands, e) }

// Errands are the app's errands.
func (a *App) Errands() []Errand { return a.errands }

// Nudge wakes the app from any goroutine (the network's news, the browser
// test's hand): a sleeping loop runs the next frame.
func (a *App) Nudge() {
	a.nudged.Store(true)
	//lint:ignore SA1019 see wake.
	ebiten.ScheduleFrame()
}

// CanQuit reports whether the app may end itself: not in a browser tab, and
// never on a phone.
func (a *App) CanQuit() bool { return !a.Web && !a.Phone }

// noteFingers follows whether the player uses fingers or a mouse and keys,
// for the hints (ui.Touch): a finger's press or gesture turns touch hints
// on; a mouse press or a key turns them off. A phone app keeps them on.
func (a *App) noteFingers(f *input.Frame) {
	switch {
	case a.Phone:
		ui.Touch = true
	case f.Touch && (f.Pressed || f.Gesture):
		ui.Touch = true
	case !f.Touch && f.Pressed:
		ui.Touch = false
	case !f.Touch && slices.Contains(f.Hit[:], true):
		ui.Touch = false
	}
}

// rootShown reports whether the title or the menu is all there is.
func (a *App) rootShown() bool {
	if len(a.stack) != 1 {
		return false
	}
	switch a.stack[0].(type) {
	case *Title, *Menu:
		return true
	}
	return false
}

// Feed queues a scripted input frame (tests and shots).
func (a *App) Feed(f input.Frame) { a.script = append(a.script, f) }

func (a *App) wake() {
	a.idle = 0
	if a.lowPower {
		a.lowPower = false
		//lint:ignore SA1019 FPSModeVsyncOffMinimum is the documented way to sleep between inputs.
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	}
}

// Busy reports whether anything needs frames.
func (a *App) Busy() bool { return a.needsFrames(false) }

// moving reports whether the picture changes: anything busy, a Worker
// only where it has changed.
func (a *App) moving() bool { return a.needsFrames(true) }

func (a *App) needsFrames(drawing bool) bool {
	if a.fade > 0 || a.toastT > 0 || a.Anims.Busy() {
		return true
	}
	if a.cut.text != "" && (a.cut.rest < 0.6 || a.cut.shown > 0) {
		return true // the whole of a shortened text is about to show, or shows
	}
	for _, s := range a.stack {
		if w, ok := s.(Worker); drawing && ok {
			if w.Changed() {
				return true
			}
			continue // busy or not, nothing new to show
		}
		if s.Busy() {
			return true
		}
	}
	return false
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	a.useScreen()
	a.takeArrived(ebiten.DroppedFiles())
	a.askHeld()
	now := time.Now()
	dt := 1.0 / 60
	if !a.last.IsZero() && !a.Scripted {
		dt = min(now.Sub(a.last).Seconds(), 0.1)
	}
	a.last = now
	var f input.Frame
	if a.Scripted {
		if len(a.script) > 0 {
			f = a.script[0]
			a.script = a.script[1:]
		}
	} else {
		a.in.T = input.Transform{Scale: a.scale, OffX: a.offX, OffY: a.offY}
		f = a.in.Read()
	}
	if a.back.Swap(false) {
		f.Hit[input.Cancel], f.Any = true, true
	}
	if a.nudged.Swap(false) {
		a.wake()
	}
	a.arrived()
	if !a.started {
		a.started = true
		for _, f := range AtStart {
			f(a)
		}
	}
	for _, e := range a.errands {
		e.Tick(a)
	}
	if f.Any {
		a.wake()
	}
	a.noteFingers(&f)
	a.cut.update(&f, dt)
	a.Anims.Update(dt)
	if a.fade > 0 {
		a.fade = max(0, a.fade-dt*4)
	}
	if a.toastT > 0 {
		a.toastT -= dt
	}
	top := a.Top()
	if err := top.Update(a, &f, dt); err != nil {
		if errors.Is(err, ErrQuit) {
			return ebiten.Termination
		}
		return err
	}
	if a.quit {
		return ebiten.Termination
	}
	a.atRoot.Store(a.rootShown())
	a.Frames++
	// Idle: once nothing has moved for a second, stop redrawing and let the
	// loop sleep until input arrives.
	if a.moving() {
		a.drawn = false
	}
	if a.Busy() || f.Any {
		a.wake()
	} else if a.idle++; a.idle > 60 && !a.lowPower && !a.Scripted {
		a.lowPower = true
		//lint:ignore SA1019 see wake.
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	}
	if f.Any {
		a.drawn = false
	}
	return nil
}

// Render draws the scenes and overlays and returns the frame at the
// logical canvas's size: the canvas, over any part drawn at the screen's
// resolution (ui.Sharp) taken back to the canvas's (tests, a shot of the
// canvas itself). The screen shows those parts at its own (Compose).
func (a *App) Render() *ebiten.Image {
	a.paint()
	return a.picture()
}

// picture is the last frame painted at the canvas's size: the canvas
// itself, or where parts of it were drawn at the screen's resolution,
// the canvas over them.
func (a *App) picture() *ebiten.Image {
	if len(a.sharps) == 0 {
		return a.canvas
	}
	if a.flat == nil || a.flat.Bounds() != a.canvas.Bounds() {
		if a.flat != nil {
			a.flat.Deallocate()
		}
		a.flat = ebiten.NewImage(ui.W, ui.H)
	}
	a.flat.Clear()
	a.Compose(a.flat, 1, 0, 0, ebiten.GeoM{})
	return a.flat
}

// Compose draws the last frame painted onto dst: its parts drawn at the
// screen's resolution (ui.Sharp), then the canvas over them, scaled by s
// and placed at (x, y), then by geoM (the offscreen's place on a final
// screen). Nearest pixels: a sharp part at its own scale is drawn pixel
// for pixel.
func (a *App) Compose(dst interface {
	DrawImage(*ebiten.Image, *ebiten.DrawImageOptions)
}, s, x, y float64, geoM ebiten.GeoM) {
	for _, sh := range a.sharps {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
		k := s / float64(sh.Scale)
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(x+float64(sh.At.X)*s, y+float64(sh.At.Y)*s)
		op.GeoM.Concat(geoM)
		dst.DrawImage(sh.Img, op)
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x, y)
	op.GeoM.Concat(geoM)
	dst.DrawImage(a.canvas, op)
}

// Shoot renders the frame as a screen of w x h device pixels shows it
// (a shot, a test of what a player sees): the canvas scaled by the
// screen's whole number and centred, over its parts drawn at the
// screen's resolution (Compose), Ink round it.
func (a *App) Shoot(w, h int) *ebiten.Image {
	a.paint()
	img := ebiten.NewImage(w, h)
	img.Fill(ui.Ink)
	s := float64(a.screen.Scale)
	a.Compose(img, s, (float64(w)-float64(ui.W)*s)/2, (float64(h)-float64(ui.H)*s)/2, ebiten.GeoM{})
	return img
}

// paint draws the scenes and overlays onto the logical canvas (and any
// part at the screen's resolution, ui.Sharp).
func (a *App) paint() {
	c := a.canvas
	ui.BeginFrame()
	ui.ClearSharps()
	c.Fill(ui.Night)
	first := 0
	for i, s := range a.stack {
		if o, ok := s.(Opaque); ok && o.Opaque() {
			first = i
		}
	}
	for _, s := range a.stack[first:] {
		ui.Above() // each scene may cover the ones under it
		s.Draw(c)
	}
	if a.fade > 0 && a.old != nil {
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleAlpha(float32(tween.InOutQuad(a.fade)))
		c.DrawImage(a.old, op)
	}
	if a.toastT > 0 && a.toast != "" {
		ui.Above()
		// The toast goes where the scene on top says text is not (a
		// table: the top of its board's view, clear of the status line and
		// the panels); elsewhere, near the bottom of the canvas.
		area, top := image.Rect(8, 0, ui.W-8, ui.H-10), false
		if tp, ok := a.Top().(ToastPlacer); ok {
			if r := tp.ToastArea(); !r.Empty() {
				area, top = r, true
			}
		}
		tw := min(440, area.Dx())
		lines := ui.Wrap(a.toast, tw-20)
		h := len(lines)*ui.LineH + 8
		cx := (area.Min.X + area.Max.X) / 2
		r := image.Rect(cx-tw/2, area.Max.Y-h, cx+tw/2, area.Max.Y)
		if top {
			r = image.Rect(cx-tw/2, area.Min.Y+4, cx+tw/2, area.Min.Y+4+h)
		}
		ui.FillRect(c, r, ui.Ink)
		ui.StrokeRect(c, r, ui.Gold)
		done := ui.Within(r)
		for i, l := range lines {
			ui.Centered(c, l, cx, r.Min.Y+4+i*ui.LineH, ui.Cream)
		}
		done()
	}
	if a.cut.visible() {
		ui.Tooltip(c, a.cut.text, a.cut.at)
	}
	a.sharps = ui.Sharps()
}

// Draw implements ebiten.Game: the canvas, whose size follows the screen's
// shape, is scaled by a whole number (see ui.FitScreen) and centred.
func (a *App) Draw(screen *ebiten.Image) {
	sw, sh := screen.Bounds().Dx(), screen.Bounds().Dy()
	if a.drawn && sw == a.outW && sh == a.outH {
		return // nothing changed: the screen keeps the last frame
	}
	a.outW, a.outH = sw, sh
	a.Draws++
	a.paint()
	c := a.canvas
	cw, ch := c.Bounds().Dx(), c.Bounds().Dy()
	s := min(float64(sw)/float64(cw), float64(sh)/float64(ch))
	if s >= 1 {
		s = float64(int(s))
	}
	a.scale = s
	a.offX = (float64(sw) - float64(cw)*s) / 2
	a.offY = (float64(sh) - float64(ch)*s) / 2
	if a.Straight {
		// Ebitengine shows a new frame where its offscreen changed: one
		// pixel of it says so, and DrawFinalScreen draws the canvas.
		screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).Clear()
	} else {
		screen.Fill(ui.Ink)
		a.Compose(screen, a.scale, a.offX, a.offY, ebiten.GeoM{})
	}
	a.drawn = !a.moving()
}

// DrawFinalScreen implements ebiten.FinalScreenDrawer. A Straight app draws
// its last canvas onto the final screen itself, with Ink only in the margins
// the canvas leaves (Ebitengine has cleared the screen): a redraw costs the
// renderer two full-screen passes fewer than the offscreen's fill and copy
// followed by Ebitengine's copy. Otherwise Ebitengine's own copy.
func (a *App) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	if !a.Straight || a.scale == 0 {
		ebiten.DefaultDrawFinalScreen(screen, offscreen, geoM)
		return
	}
	if a.inkPx == nil {
		a.inkPx = ebiten.NewImage(1, 1)
		a.inkPx.Fill(ui.Ink)
	}
	cw, ch := a.canvas.Bounds().Dx(), a.canvas.Bounds().Dy()
	x0, y0 := math.Ceil(a.offX), math.Ceil(a.offY)
	x1, y1 := math.Floor(a.offX+float64(cw)*a.scale), math.Floor(a.offY+float64(ch)*a.scale)
	w, h := float64(a.outW), float64(a.outH)
	for _, m := range [4][4]float64{{0, 0, w, y0}, {0, y1, w, h}, {0, y0, x0, y1}, {x1, y0, w, y1}} {
		if m[2] <= m[0] || m[3] <= m[1] {
			continue // the canvas reaches this edge
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(m[2]-m[0], m[3]-m[1])
		op.GeoM.Translate(m[0], m[1])
		op.GeoM.Concat(geoM)
		screen.DrawImage(a.inkPx, op)
	}
	a.Compose(screen, a.scale, a.offX, a.offY, geoM)
}

// Layout implements ebiten.Game: the screen has the window's device pixels,
// and the canvas is chosen from its shape (applied at the next Update).
func (a *App) Layout(w, h int) (int, int) {
	f := ebiten.Monitor().DeviceScaleFactor()
	dw, dh := int(float64(w)*f), int(float64(h)*f)
	if !a.Scripted {
		a.want = ui.FitScreen(dw, dh, f)
	}
	return dw, dh
}

// ToastPlacer scenes say where a toast may go: a rectangle with no text in
// it (the toast sits at its top).
type ToastPlacer interface{ ToastArea() image.Rectangle }

// Layered scenes expose their widgets (tests find buttons by label, and the
// layout test checks every control's size and place).
type Layered interface{ Widgets() *ui.Layer }

func (m *Menu) Widgets() *ui.Layer     { return &m.layer }
func (s *Setup) Widgets() *ui.Layer    { return &s.layer }
func (s *Settings) Widgets() *ui.Layer { return &s.layer }
func (p *Pause) Widgets() *ui.Layer    { return &p.layer }
func (h *HowTo) Widgets() *ui.Layer    { return &h.layer }
func (r *Result) Widgets() *ui.Layer   { return &r.layer }
func (c *Choice) Widgets() *ui.Layer   { return &c.layer }

// Spotted scenes name some of their places in canvas pixels (the start
// and end of a legal move, each die): the browser test plays by them.
type Spotted interface {
	Spots() map[string]image.Rectangle
}

// Targeted scenes have hit targets besides their widgets (a board's squares).
type Targeted interface{ HitTargets() []image.Rectangle }

// GameScene is a scene where a match is played.
type GameScene interface {
	Match() *game.Match
	Thinking() bool // the computer is choosing an action
	Over() bool     // the game has ended
}

// Probe describes the app for outside observers (the browser test reads it
// from window.roost): the top scene, frames run, and for a game the number of
// actions played and whether the computer is thinking.
type Probe struct {
	Scene    string
	Frames   int
	Draws    int // of the frames, those drawn anew
	Plies    int
	Thinking bool
	Over     bool
	// The canvas in logical pixels, its whole-number scale to device
	// pixels, and the screen it is drawn on (device pixels).
	W, H       int
	Scale      float64
	OutW, OutH int
	// Smallest is the smallest side of any control on the top scene, in
	// logical pixels (0: none).
	Smallest int
	// Spots are the top scene's enabled buttons (by label) and its named
	// places (Spotted), in screen (device) pixels.
	Spots map[string]image.Rectangle
	// Ready: a person at this device may act on the top table now (their
	// turn, nothing moving); Legal lists what they may do.
	Ready bool
	// Info is what the top scene tells of itself (Informer).
	Info map[string]string
	// Toast is the message shown over the screens now ("" when none).
	Toast string
}

// Informer scenes tell outside observers facts the screen shows (an online
// table's join code, the lobby's screen).
type Informer interface{ Info() map[string]string }

// Actor is a table where a person at this device may act: Ready when it is
// their turn and nothing is moving, Play as if they had clicked the action.
type Actor interface {
	Ready() bool
	Play(a game.Action) bool
}

// Legal lists the actions the person at the top table may take now, in
// the game's notation (none when it is not Ready).
func (a *App) Legal() []string {
	t, ok := a.Top().(Actor)
	g, ok2 := a.Top().(GameScene)
	if !ok || !ok2 || !t.Ready() {
		return nil
	}
	st := g.Match().State
	var out []string
	for _, act := range st.Legal(nil) {
		out = append(out, st.ActionString(act))
	}
	return out
}

// Act plays an action, written in the game's notation, for the person at
// the top table (the browser test's hand, window.roost.act).
func (a *App) Act(text string) error {
	t, ok := a.Top().(Actor)
	g, ok2 := a.Top().(GameScene)
	if !ok || !ok2 || !t.Ready() {
		return fmt.Errorf("no table waits for an action")
	}
	act, err := g.Match().State.ParseAction(text)
	if err != nil {
		return err
	}
	if !t.Play(act) {
		return fmt.Errorf("%s was not accepted", text)
	}
	return nil
}

// HitTargets are what a finger can press on the top scene: its clickable
// widgets and its own targets (a board's squares).
func (a *App) HitTargets() []image.Rectangle {
	var out []image.Rectangle
	top := a.Top()
	if l, ok := top.(Layered); ok {
		for _, w := range l.Widgets().Widgets {
			if _, ok := w.(ui.Clickable); ok && !w.Rect().Empty() {
				out = append(out, w.Rect()) // (a hidden button has none)
			}
		}
	}
	if t, ok := top.(Targeted); ok {
		out = append(out, t.HitTargets()...)
	}
	return out
}

// Probe reports the app's state.
func (a *App) Probe() Probe {
	p := Probe{Frames: a.Frames, Draws: a.Draws, W: a.screen.W, H: a.screen.H, Scale: a.scale, OutW: a.outW, OutH: a.outH}
	for _, r := range a.HitTargets() {
		if s := min(r.Dx(), r.Dy()); p.Smallest == 0 || s < p.Smallest {
			p.Smallest = s
		}
	}
	p.Spots = map[string]image.Rectangle{}
	toScreen := func(r image.Rectangle) image.Rectangle {
		f := func(v int, off float64) int { return int(float64(v)*a.scale + off) }
		return image.Rect(f(r.Min.X, a.offX), f(r.Min.Y, a.offY), f(r.Max.X, a.offX), f(r.Max.Y, a.offY))
	}
	if l, ok := a.Top().(Layered); ok {
		for _, w := range l.Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.Label != "" && !b.Disabled {
				p.Spots[b.Label] = toScreen(b.R)
			}
		}
	}
	if sp, ok := a.Top().(Spotted); ok {
		for name, r := range sp.Spots() {
			p.Spots[name] = toScreen(r)
		}
	}
	if n, ok := a.Top().(Named); ok {
		p.Scene = n.Name()
	}
	if a.toastT > 0 {
		p.Toast = a.toast
	}
	if in, ok := a.Top().(Informer); ok {
		p.Info = in.Info()
	}
	if t, ok := a.Top().(Actor); ok {
		p.Ready = t.Ready()
	}
	for _, s := range a.stack {
		if g, ok := s.(GameScene); ok {
			p.Plies = len(g.Match().History())
			p.Thinking = g.Thinking()
			p.Over = g.Over()
		}
	}
	return p
}

// askHeld asks, once for each, about the damaged files that could not be
// set aside (a full disk): keep it as it is (nothing is written over it
// until it can be set aside), or start again (it is removed).
func (a *App) askHeld() {
	held := store.Held()
	for name := range a.asked {
		if !slices.Contains(held, name) {
			delete(a.asked, name)
		}
	}
	for _, name := range held {
		if a.asked[name] {
			continue
		}
		if a.asked == nil {
			a.asked = map[string]bool{}
		}
		a.asked[name] = true
		a.Push(NewChoice(a, lang.T("store.held.title"),
			[]string{lang.T("store.held.keep", "File", name), lang.T("store.held.start-again")}, func(i int) {
				if i != 1 {
					return
				}
				if err := store.StartAgain(name); err != nil {
					a.Toast(err.Error())
				} else {
					a.Toast(lang.T("store.held.started-again", "File", name))
				}
			}))
	}
}
