package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
	"github.com/birdroost/roost/store"
)

// GameInfo describes one of the four games in the menus.
type GameInfo struct {
	Key     string // registry name
	Title   string
	Players string
	Blurb   string
	Cover   string
}

// Games are the four games, in menu order.
var Games = []GameInfo{
	{"columba", "Columba", "2-4 players", "Tame wild pigeons, build dovecotes and grow your estates.", "cover_columba"},
	{"columbiz", "Columbiz", "2-4 players", "Roll eight dice, claim the board, capture and make lines.", "cover_columbiz"},
	{"falconry", "Falconry", "2-4 players", "Place and move your cards to complete a falconer's path.", "cover_falconry"},
	{"tokyodoves", "Tokyo Doves", "2 players", "Surround the rival boss on a floating 4x4 feeding ground.", "cover_tokyodoves"},
}

// gameScenes maps a game to the constructor of its scene. A game without an
// entry has no playable scene yet, and the menus say so.
var gameScenes = map[string]func(a *App, m *game.Match) Scene{}

// Playable reports whether a game has both its rules and its scene.
func Playable(key string) bool {
	_, err := game.Lookup(key)
	return err == nil && gameScenes[key] != nil
}

var backdrops = map[string]*ebiten.Image{}

// backdrop draws a cached full-screen background: "felt" (the game table) or
// "sky" (title and menus).
func backdrop(dst *ebiten.Image, kind string) {
	img, ok := backdrops[kind]
	if !ok {
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
					t := float64(y) / ui.H
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
		backdrops[kind] = img
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
	for i := 0; i < 22; i++ {
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

// header draws a screen title in large shadowed text.
func header(dst *ebiten.Image, title string) {
	ui.CenteredShadow(dst, title, ui.W/2, 12, 2, ui.Butter)
}

func paletteC(name string) color.RGBA { return palette.C(name) }

// seatBots makes the computer player of every computer seat of a match (nil
// for people); a level that cannot be made is reported in a toast.
func seatBots(a *App, m *game.Match) []game.Bot {
	bots := make([]game.Bot, m.State.Seats())
	for seat := range bots {
		if m.IsBot(seat) {
			b, err := m.Def.NewBot(m.Players[seat], m.Seed+uint64(seat)+1)
			if err != nil {
				a.Toast(err.Error())
				continue
			}
			bots[seat] = b
		}
	}
	return bots
}

// autosaveMatch keeps the record of a game in progress (cleared when it
// ends), so closing the window or the tab loses nothing.
func autosaveMatch(a *App, m *game.Match) {
	var err error
	if m.State.Terminal() {
		err = store.ClearGame(m.Def.Name)
	} else {
		err = store.SaveGame(m.Def.Name, m.Record())
	}
	if err != nil {
		a.Toast("The game could not be saved: " + err.Error())
	}
}

// cancelSearches stops searches in progress and forgets them.
func cancelSearches(ts ...*game.Thinking) {
	for _, t := range ts {
		if *t != nil {
			(*t).Cancel()
			*t = nil
		}
	}
}

// drawGameLog draws the game log panel: the latest lines, the newest brightest,
// and "Thinking..." while the computer chooses.
func drawGameLog(dst *ebiten.Image, r image.Rectangle, log []string, thinking bool, t float64) {
	sprites.NineSlice(dst, "frame_panel", r, nil)
	ui.Text(dst, "Game log", r.Min.X+8, r.Min.Y+5, ui.Butter)
	var lines []string
	for _, l := range log {
		lines = append(lines, ui.Wrap(l, r.Dx()-16)...)
	}
	maxLines := (r.Dy() - 28) / ui.LineH
	if len(lines) > maxLines {
		lines = lines[len(lines)-maxLines:]
	}
	for i, l := range lines {
		c := ui.DoveGrey
		if i == len(lines)-1 {
			c = ui.Cream
		}
		ui.Text(dst, l, r.Min.X+8, r.Min.Y+22+i*ui.LineH, c)
	}
	if thinking {
		dots := int(t*3) % 4
		ui.Text(dst, "Thinking"+"..."[:dots], r.Max.X-70, r.Min.Y+5, ui.Gold)
	}
}
