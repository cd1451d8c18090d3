package all_test

import (
	"image"
	"strings"
	"testing"

	"github.com/birdroost/roost/scenes/scenetest"
)

// Upright, the screens outside the tables use the height (#46): on a
// 390x844 and a 360x800 phone no band of 30% or more of the screen is
// empty: bare sky, or a panel or page with nothing on it. Every `roost
// shot` screen that is not a game's table is drawn (the menus, setups,
// settings, statistics, past games, puzzles, courses, the online screens),
// and every page of How to play.
func TestPhoneScreensUseTheHeight(t *testing.T) {
	d := scenetest.New(t)
	list := shotsAndHowTo(t, uprightScreen)
	t.Logf("%d screens at %d sizes", len(list), len(phones))
	for _, sz := range phones {
		for _, v := range list {
			_, sc, pic, _ := drawn(t, d, sz, v, true)
			if y, n := emptiest(pic); 10*n >= 3*sc.H {
				t.Errorf("%s at %dx%d: rows %d to %d of %d (%d%%) are empty", v.name, sz.w, sz.h, y, y+n, sc.H, 100*n/sc.H)
			}
		}
	}
}

// uprightScreen says whether a shot is a screen of the shell or the lobby
// (not a game's table, a lesson, a puzzle or a replay on one).
func uprightScreen(name string) bool {
	for _, p := range []string{"menu", "title", "setup", "settings", "stats", "history", "puzzles", "howto", "course-", "online"} {
		if strings.HasPrefix(name, p) || strings.HasSuffix(name, "-"+p) {
			return !strings.HasPrefix(name, "online-table") && name != "online-turn" && name != "online-say"
		}
	}
	return false
}

// emptiest finds the longest run of empty rows in a picture: rows that
// hardly change along their length. Each pixel is compared with the one
// two to its left, so that a band dithered between two colours (the sky's
// bands) is as even as a plain one; a row where no more than one pixel in
// forty differs (a star, a panel's two edges) is empty.
func emptiest(pic *image.RGBA) (at, n int) {
	b := pic.Bounds()
	run := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		changes := 0
		for x := b.Min.X + 2; x < b.Max.X; x++ {
			i, j := pic.PixOffset(x, y), pic.PixOffset(x-2, y)
			if pic.Pix[i] != pic.Pix[j] || pic.Pix[i+1] != pic.Pix[j+1] || pic.Pix[i+2] != pic.Pix[j+2] {
				changes++
			}
		}
		if 40*changes > b.Dx() {
			run = 0
			continue
		}
		if run++; run > n {
			at, n = y-run+1, run
		}
	}
	return at, n
}
