package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

type backdropKey struct {
	kind string
	w, h int
}

var backdrops = map[backdropKey]*ebiten.Image{}

// Backdrop draws a cached full-screen background: "felt" (the game table) or
// "sky" (title and menus), made for the canvas's size.
func Backdrop(dst *ebiten.Image, kind string) {
	key := backdropKey{kind, ui.W, ui.H}
	img, ok := backdrops[key]
	if !ok {
		for k, old := range backdrops { // an old size: the canvas has changed
			if k.w != ui.W || k.h != ui.H {
				old.Deallocate()
				delete(backdrops, k)
			}
		}
		img = ebiten.NewImage(ui.W, ui.H)
		pix := make([]byte, ui.W*ui.H*4)
		for y := 0; y < ui.H; y++ {
			for x := 0; x < ui.W; x++ {
				var c color.RGBA
				switch kind {
				case "felt":
					c = ui.Felt
					// a woven pattern of lighter threads
					if (x+y)%4 == 0 && (x/2+y/2)%3 == 0 {
						c = ui.FeltLt
					}
				default:
					// dusk-to-night bands, dithered where they meet
					t := float64(y) / float64(ui.H)
					band := int(t * 4)
					cols := []color.RGBA{palette.C("night"), palette.C("dusk"), palette.C("plum"), palette.C("wine")}
					c = cols[min(band, 3)]
					if frac := t*4 - float64(band); frac > 0.8 && band < 3 && (x+y)%2 == 0 {
						c = cols[band+1]
					}
					if band == 0 && hash(x, y)%97 == 0 {
						c = ui.Butter // stars
					}
				}
				i := (y*ui.W + x) * 4
				pix[i], pix[i+1], pix[i+2], pix[i+3] = c.R, c.G, c.B, 255
			}
		}
		img.WritePixels(pix)
		backdrops[key] = img
	}
	dst.DrawImage(img, nil)
}

func hash(x, y int) int {
	h := uint32(x*374761393 + y*668265263)
	h = (h ^ (h >> 13)) * 1274126177
	return int(h >> 8)
}

// skyline draws rooftops along the bottom of the sky backdrop.
func skyline(dst *ebiten.Image) {
	for i := 0; i < ui.W/30+1; i++ {
		x := i * 30
		h := 30 + hash(i, 7)%50
		ui.FillRect(dst, image.Rect(x, ui.H-h, x+28, ui.H), ui.Ink)
		for wy := ui.H - h + 6; wy < ui.H-6; wy += 10 {
			if hash(i, wy)%3 == 0 {
				ui.FillRect(dst, image.Rect(x+6, wy, x+10, wy+4), palette.C("gold"))
			}
			if hash(wy, i)%4 == 0 {
				ui.FillRect(dst, image.Rect(x+17, wy, x+21, wy+4), palette.C("butter"))
			}
		}
	}
}

// dim darkens everything below an overlay.
func dim(dst *ebiten.Image, alpha float64) {
	ui.FillRect(dst, image.Rect(0, 0, ui.W, ui.H), color.RGBA{0x14, 0x13, 0x21, uint8(alpha * 255)})
}

// bob is a small periodic offset for idle animation.
func bob(t, speed float64, amp int) int { return int(math.Round(math.Sin(t*speed) * float64(amp))) }

// header draws a screen's title in the title face (a smaller face where
// it is too long for the screen's width).
// footButtonW is the width of each of a list screen's two buttons at the
// foot (Puzzles, Statistics, Past games) under a column w wide: across
// the column on a phone upright, in line with what is above them; 160 at
// most elsewhere.
func footButtonW(w int) int {
	if ui.Portrait() {
		return (w - 8) / 2
	}
	return min(160, (w-8)/2)
}

func header(dst *ebiten.Image, title string) {
	ui.Title(dst, title, ui.W/2, 12, ui.W-16, ui.Butter)
}

func paletteC(name string) color.RGBA { return palette.C(name) }

// SeatWho is who plays a seat, in the one wording every screen uses for
// it (the tables' seat cards and hands, their ends, the replays, past
// games, statistics, Continue's summary): a person is "Person"; a
// computer "Computer: Expert" in full, or by its level alone ("Expert")
// in the short form, for a place that names the seat beside it ("Blue
// (Expert)") or has no room for the full one. player is a seat's player
// as the match keeps it ("human", or a computer's level). A kind of place
// takes one form for every seat and on every canvas (sideways and
// upright), never "Expert" on one and "Computer: Expert" on the other.
func SeatWho(player string, short bool) string {
	switch {
	case player == "human" || player == "":
		return lang.T("setup.person")
	case short:
		return LevelName(player)
	}
	return lang.T("table.computer", "Level", LevelName(player))
}

// LevelName is a computer level's name for people ("beginner" is
// "Beginner" in English).
func LevelName(level string) string {
	switch level {
	case "beginner":
		return lang.T("level.beginner")
	case "standard":
		return lang.T("level.standard")
	case "expert":
		return lang.T("level.expert")
	}
	return level
}
