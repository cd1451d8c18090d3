package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// phone emulates a 390x844 CSS px phone at three device pixels each, with
// touch events only (no mouse, no keyboard), upright or sideways.
func (b *browser) phone(landscape bool) {
	b.t.Helper()
	w, h, turn := int64(390), int64(844), chromedp.EmulatePortrait
	if landscape {
		w, h, turn = 844, 390, chromedp.EmulateLandscape
	}
	b.do("phone", chromedp.EmulateViewport(w, h, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch, turn),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
			return err
		}))
}

// tapSpot taps a named place of the game (a button by its label, a cover,
// a dove, a die), waiting up to limit for it to be there.
func (b *browser) tapSpot(name string, limit time.Duration) {
	b.t.Helper()
	x, y := b.spot(name, limit)
	b.tap(x, y)
}

// tapTo taps a named place once and waits until cond holds: every tap is
// taken, as a person expects (no second try).
func (b *browser) tapTo(name, cond string) {
	b.t.Helper()
	b.tapSpot(name, 10*time.Second)
	b.waitFor(cond, cond, 10*time.Second)
}

// TestBrowserPhone plays the browser build as a phone: open the menu by a
// tap, play Tokyo Doves against the computer by taps and by a drag, turn
// the phone in the middle of the game (the game and the selection stay),
// pinch on the board (the page does not zoom), then a Columbiz turn by
// taps (roll, set a die aside, roll again, place, end the turn) and a
// Columba turn by taps (the card turned and laid, a dovecote, the end).
func TestBrowserPhone(t *testing.T) {
	b := openBrowser(t, 390, 844)
	old, _ := filepath.Glob(filepath.Join(b.art, "phone-*.png"))
	for _, f := range old {
		_ = os.Remove(f)
	}
	b.phone(false)
	b.open()

	// The page: no scrolling, no page zoom, the canvas fills the screen.
	b.waitFor("the page to settle", `window.roost.frames > 5`, 10*time.Second)
	if !b.evalBool(`document.querySelector('meta[name=viewport]').content.includes('user-scalable=no')`) {
		t.Error("the page can be zoomed")
	}
	for _, el := range []string{"document.body", "document.querySelector('canvas')"} {
		if ta := b.evalStr("getComputedStyle(" + el + ").touchAction"); ta != "none" {
			t.Errorf("%s: touch-action %q, want none (a double tap or pinch would zoom the page)", el, ta)
		}
	}
	noScroll := `document.scrollingElement.scrollHeight <= window.innerHeight && document.scrollingElement.scrollWidth <= window.innerWidth`
	if !b.evalBool(noScroll) {
		t.Error("the page scrolls")
	}
	fills := `(function(){const r=document.querySelector('canvas').getBoundingClientRect();` +
		`return Math.abs(r.width-window.innerWidth)<1 && Math.abs(r.height-window.innerHeight)<1 && r.left===0 && r.top===0;})()`
	if !b.evalBool(fills) {
		t.Errorf("the canvas does not fill the screen: %s", b.evalStr(`JSON.stringify(document.querySelector('canvas').getBoundingClientRect())`))
	}
	// Nothing of the page lies over the game once it shows (the loader's
	// full-screen button over the corner took the taps meant for Start game).
	over := `(function(){const out=[];for(const [x,y] of [[8,8],[innerWidth-8,8],[innerWidth/2,innerHeight/2],[8,innerHeight-8],[innerWidth-8,innerHeight-8],[innerWidth-40,innerHeight-30]]){` +
		`const e=document.elementFromPoint(x,y);if(!e||e.tagName!=='CANVAS'){out.push(x+','+y+': '+(e?e.tagName+'#'+e.id:'nothing'))}}return out.join('; ')})()`
	if s := b.evalStr(over); s != "" {
		t.Errorf("the page covers the game: %s", s)
	}
	if b.evalBool(`window.matchMedia('(pointer: fine)').matches`) {
		t.Error("the emulated phone has a mouse")
	}
	b.shot("phone-1-title")

	b.tap(195, 500)
	b.waitFor("the menu", `window.roost.scene === "menu"`, 10*time.Second)
	b.frames(20)
	b.shot("phone-2-menu")
	if b.evalBool(`window.roost.spots["Quit"]`) {
		t.Error("the browser offers Quit")
	}

	// Tokyo Doves against the computer.
	b.tapTo("cover:tokyodoves", `window.roost.scene === "setup"`)
	b.frames(10)
	b.shot("phone-3-setup")
	b.tapTo("Start game", `window.roost.scene === "tokyodoves"`)
	b.frames(30)
	coverUp, smallUp := b.layoutFigures()
	b.shot("phone-4-table")

	// A move by taps: a dove from the hand, then its square.
	fx, fy := b.spot("put-from", 5*time.Second)
	tx, ty := b.spot("put-to", 5*time.Second)
	b.tap(fx, fy)
	b.waitFor("the dove to be selected", `window.roost.spots.selected`, 5*time.Second)
	b.tap(tx, ty)
	b.waitFor("the tapped move", `window.roost.plies === 1`, 10*time.Second)
	b.waitFor("the computer's answer", `window.roost.plies === 2`, 90*time.Second)
	b.frames(30)
	b.shot("phone-5-tapped")

	// A move by a drag: a dove on the board to a square it may go to.
	b.waitFor("the person's turn", `!window.roost.thinking && window.roost.spots["move-from"]`, 30*time.Second)
	b.frames(20)
	fx, fy = b.spot("move-from", 5*time.Second)
	tx, ty = b.spot("move-to", 5*time.Second)
	b.drag(fx, fy, tx, ty)
	b.waitFor("the dragged move", `window.roost.plies === 3`, 10*time.Second)
	b.waitFor("the computer's second answer", `window.roost.plies === 4`, 90*time.Second)
	b.frames(30)
	b.shot("phone-6-dragged")

	// Turn the phone with a dove selected: the game and the selection stay.
	b.waitFor("the person's turn again", `!window.roost.thinking && window.roost.spots["put-from"]`, 30*time.Second)
	b.tapSpot("put-from", 5*time.Second)
	b.waitFor("a selection", `window.roost.spots.selected`, 5*time.Second)
	b.phone(true)
	b.waitFor("the game to lay itself out sideways", `window.roost.w > window.roost.h`, 10*time.Second)
	b.frames(30)
	if !b.evalBool(`window.roost.scene === "tokyodoves" && window.roost.plies === 4`) {
		t.Errorf("turning the phone lost the game: %s", b.evalStr("JSON.stringify(window.roost)"))
	}
	if !b.evalBool(`window.roost.spots.selected`) {
		t.Error("turning the phone lost the selected dove")
	}
	coverSide, smallSide := b.layoutFigures()
	b.shot("phone-7-sideways")

	// A pinch on the board: the page itself does not zoom.
	x, y := b.spot("put-to", 5*time.Second)
	b.pinch(x, y, 60, 180)
	b.frames(10)
	if z := b.evalNum("window.visualViewport.scale"); z != 1 {
		t.Errorf("a pinch zoomed the page to %.2f", z)
	}
	if !b.evalBool(`window.roost.scene === "tokyodoves"`) {
		t.Error("the pinch left the game")
	}
	b.shot("phone-8-pinched")

	// Columbiz upright: a fresh page, the menu, a game against the computer.
	b.phone(false)
	b.open()
	b.tap(195, 500)
	b.waitFor("the menu again", `window.roost.scene === "menu"`, 10*time.Second)
	b.frames(20)
	b.tapTo("cover:columbiz", `window.roost.scene === "setup"`)
	b.frames(10)
	b.tapTo("Start game", `window.roost.scene === "columbiz"`)
	// Roll until it is the person's turn to choose (the roll-off first,
	// and the computer's turn if it starts).
	deadline := time.Now().Add(2 * time.Minute)
	for !b.evalBool(`window.roost.spots.place`) {
		if time.Now().After(deadline) {
			b.shot("failed-phone-columbiz")
			t.Fatalf("never the person's turn to place: %s", b.evalStr("JSON.stringify(window.roost)"))
		}
		if b.evalBool(`window.roost.spots["Roll"]`) {
			rolled := b.evalNum("window.roost.plies")
			b.tapSpot("Roll", time.Second)
			b.waitFor("the roll", fmt.Sprintf("window.roost.plies > %v", rolled), 10*time.Second)
			// A person looks at the dice before rolling again: once a
			// space can take a pawn, the turn's choice is theirs (a
			// second tap on a busy machine spent the turn's rolls).
			for end := time.Now().Add(5 * time.Second); time.Now().Before(end) && !b.evalBool(`window.roost.spots.place`); {
				b.frames(10)
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	b.frames(20)
	b.shot("phone-9-rolled")
	plies := b.evalNum("window.roost.plies")
	b.tapSpot("die0", 5*time.Second)
	b.tapSpot("Roll", 5*time.Second)
	b.waitFor("the second roll", fmt.Sprintf("window.roost.plies > %v", plies), 10*time.Second)
	b.waitFor("a space to place on", `window.roost.spots.place || window.roost.spots["Put aside"]`, 20*time.Second)
	b.frames(20)
	b.shot("phone-10-set-aside")
	plies = b.evalNum("window.roost.plies")
	if b.evalBool(`window.roost.spots.place`) {
		b.tapSpot("place", time.Second)
		b.waitFor("the pawn placed", fmt.Sprintf("window.roost.plies > %v", plies), 10*time.Second)
		b.frames(30)
		b.shot("phone-11-placed")
		b.tapSpot("End turn", 5*time.Second)
	} else {
		b.tapSpot("Put aside", time.Second)
	}
	b.waitFor("the turn to pass", `window.roost.thinking || !window.roost.spots["End turn"]`, 10*time.Second)
	b.frames(30)
	b.shot("phone-12-turn-ended")

	// Columba upright: turn the card with the on-screen button, lay it by a
	// tap, build a dovecote from the tray, end the turn.
	b.open()
	b.tap(195, 500)
	b.waitFor("the menu again", `window.roost.scene === "menu"`, 10*time.Second)
	b.frames(20)
	b.tapTo("cover:columba", `window.roost.scene === "setup"`)
	b.frames(10)
	b.tapTo("Start game", `window.roost.scene === "columba"`)
	b.waitFor("the card in hand", `!!window.roost.spots.place`, time.Minute)
	b.frames(20)
	b.tapSpot("Turn right", 5*time.Second)
	b.frames(20)
	b.shot("phone-13-columba-turned")
	plies = b.evalNum("window.roost.plies")
	b.tapSpot("place", 5*time.Second)
	b.waitFor("the card laid", fmt.Sprintf("window.roost.plies > %v", plies), 10*time.Second)
	b.waitFor("the tray", `!!window.roost.spots["small-dovecote"]`, 10*time.Second)
	b.frames(40)
	b.tapSpot("small-dovecote", 5*time.Second)
	b.waitFor("the lit spaces", `!!window.roost.spots.target`, 5*time.Second)
	b.frames(10)
	b.shot("phone-14-columba-dovecote")
	plies = b.evalNum("window.roost.plies")
	b.tapSpot("target", 5*time.Second)
	b.waitFor("the dovecote built", fmt.Sprintf("window.roost.plies > %v", plies), 10*time.Second)
	b.frames(40)
	b.tapSpot("End turn", 5*time.Second)
	b.waitFor("the turn to pass", `window.roost.thinking || !window.roost.spots["End turn"]`, 10*time.Second)
	b.frames(30)
	b.shot("phone-15-columba-turn-ended")

	if errs := b.consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
	report := fmt.Sprintf("phone 390x844 CSS px at 3x, upright: the game covers %.1f%% of the screen; smallest control %.0f CSS px\n"+
		"phone 844x390 CSS px at 3x, sideways: the game covers %.1f%% of the screen; smallest control %.0f CSS px\n",
		100*coverUp, smallUp, 100*coverSide, smallSide)
	t.Log(report)
	_ = os.WriteFile(filepath.Join(b.art, "phone-metrics.txt"), []byte(report), 0o644)
	if smallUp < 44 || smallSide < 44 {
		t.Errorf("a control is smaller than a finger (44 CSS px): %.0f upright, %.0f sideways", smallUp, smallSide)
	}
}
