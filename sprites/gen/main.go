// Command gen draws Roost's sprite sheet from the ASCII art in art.go and a few
// procedural pieces (dice, pawns, frames, covers), packs it, and writes
// sprites/sheet.png, sprites/atlas.txt and sprites/atlas.go. Run it with `make sprites`.
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"log"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/hajimehoshi/bitmapfont/v4"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/sprites/palette"
)

// Text glyphs: the Latin part of hajimehoshi/bitmapfont, baked into the sheet
// so the game needs neither the whole CJK font nor a shaping engine at run time.
const glyphH = 14 // line height; the baseline is at glyphBase

const glyphBase = 11

var glyphRunes = func() []rune {
	var r []rune
	for c := rune(32); c < 127; c++ {
		r = append(r, c)
	}
	for c := rune(0xA0); c <= 0xFF; c++ {
		r = append(r, c)
	}
	r = append(r, []rune("…–—‘’“”•←→↑↓✓")...)
	// Every other rune the message files use (accents, kana, kanji, the
	// full-width punctuation): only those, so the sheet stays small.
	seen := map[rune]bool{}
	for _, c := range r {
		seen[c] = true
	}
	var more []rune
	for _, l := range lang.Languages {
		msgs, err := lang.Messages(l.Tag)
		if err != nil {
			log.Fatal(err)
		}
		for _, forms := range msgs {
			for _, text := range forms {
				for _, c := range text {
					if c == '\u200b' { // (sprites.WordBreak: drawn as nothing, no glyph)
						continue
					}
					if !seen[c] {
						seen[c] = true
						more = append(more, c)
					}
				}
			}
		}
	}
	slices.Sort(more)
	return append(r, more...)
}()

type glyph struct {
	r   rune
	img *image.RGBA
	adv int
}

func glyphs() []glyph {
	face := bitmapfont.Face
	var out []glyph
	for _, r := range glyphRunes {
		adv, ok := face.GlyphAdvance(r)
		if !ok {
			continue
		}
		w := max(adv.Ceil(), 1)
		img := image.NewRGBA(image.Rect(0, 0, w, glyphH))
		d := &font.Drawer{Dst: img, Src: image.White, Face: face, Dot: fixed.P(0, glyphBase)}
		d.DrawString(string(r))
		// Keep pixels crisp: any coverage becomes fully opaque white.
		for i := 3; i < len(img.Pix); i += 4 {
			if img.Pix[i] > 0x40 {
				img.Pix[i-3], img.Pix[i-2], img.Pix[i-1], img.Pix[i] = 0xff, 0xff, 0xff, 0xff
			} else {
				img.Pix[i-3], img.Pix[i-2], img.Pix[i-1], img.Pix[i] = 0, 0, 0, 0
			}
		}
		out = append(out, glyph{r, img, adv.Round()})
	}
	return out
}

type sprite struct {
	name string
	img  *image.RGBA
}

var all []sprite

func add(name string, img *image.RGBA) { all = append(all, sprite{name, img}) }

func col(k byte) color.RGBA {
	c, ok := palette.Key(k)
	if !ok && k != '.' {
		log.Fatalf("unknown palette key %q", k)
	}
	return c
}

func pc(name string) color.RGBA { return palette.C(name) }

// fromASCII renders rows of palette keys.
func fromASCII(rows []string) *image.RGBA {
	w := 0
	for _, r := range rows {
		w = max(w, len(r))
	}
	img := image.NewRGBA(image.Rect(0, 0, w, len(rows)))
	over(img, rows, 0, 0)
	return img
}

func over(img *image.RGBA, rows []string, x0, y0 int) {
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			if r[x] != '.' {
				img.SetRGBA(x0+x, y0+y, col(r[x]))
			}
		}
	}
}

func mirror(half []string) []string {
	out := make([]string, len(half))
	for i, r := range half {
		b := []byte(r)
		for j := len(r) - 1; j >= 0; j-- {
			b = append(b, r[j])
		}
		out[i] = string(b)
	}
	return out
}

func rect(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	draw.Draw(img, image.Rect(x0, y0, x1, y1), image.NewUniform(c), image.Point{}, draw.Src)
}

func blit(dst *image.RGBA, src *image.RGBA, x, y int) {
	draw.Draw(dst, src.Bounds().Add(image.Pt(x, y)), src, image.Point{}, draw.Over)
}

func flipH(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	d := image.NewRGBA(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			d.Set(b.Dx()-1-x, y, src.At(x, y))
		}
	}
	return d
}

// roundBox fills a box with a 1px outline and cut corners.
func roundBox(img *image.RGBA, x0, y0, w, h int, outline, fill color.RGBA) {
	rect(img, x0+1, y0, x0+w-1, y0+h, outline)
	rect(img, x0, y0+1, x0+w, y0+h-1, outline)
	rect(img, x0+1, y0+1, x0+w-1, y0+h-1, fill)
}

var pips = map[int][][2]int{
	1: {{1, 1}},
	2: {{0, 0}, {2, 2}},
	3: {{0, 0}, {1, 1}, {2, 2}},
	4: {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
	5: {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
	6: {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
}

// die draws a 16x16 die face.
func die(v int, body, pip, shade color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 16, 16))
	roundBox(img, 0, 0, 16, 16, pc("ink"), body)
	rect(img, 1, 13, 15, 15, shade)
	for _, p := range pips[v] {
		x, y := 3+p[0]*4, 2+p[1]*4
		rect(img, x, y, x+2, y+2, pip)
		if v == 1 {
			rect(img, x-1, y, x+3, y+2, pip)
			rect(img, x, y-1, x+2, y+3, pip)
		}
	}
	return img
}

// dieSmall draws a 12x12 die face (a Columbiz lit space's die, where
// the space is too small for the tray's): cream in an ink rim, its pips
// two pixels square on a grid of three, a pixel of cream between them and
// between the outer pips and the rim on every side (at 11 px the right
// and bottom pips touched the rim, so a 4 read as a 2: reader 34).
func dieSmall(v int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 12, 12))
	rect(img, 0, 0, 12, 12, pc("ink"))
	rect(img, 1, 1, 11, 11, pc("cream"))
	for _, p := range pips[v] {
		x, y := 2+3*p[0], 2+3*p[1]
		rect(img, x, y, x+2, y+2, pc("ink"))
	}
	return img
}

// dieTumble draws a die caught mid-roll (a diamond) for the tumble animation.
func dieTumble(frame int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 16, 16))
	c := 7.5
	for y := 0; y < 16; y++ {
		for x := 0; x < 16; x++ {
			dx, dy := float64(x)-c, float64(y)-c
			if frame == 1 {
				dx, dy = dx*0.8+dy*0.45, dy*0.8-dx*0.45
			}
			d := abs(dx) + abs(dy)
			switch {
			case d <= 8:
				img.SetRGBA(x, y, pc("cream"))
				if dy > 3 {
					img.SetRGBA(x, y, pc("sand"))
				}
			case d <= 9:
				img.SetRGBA(x, y, pc("ink"))
			}
		}
	}
	for _, p := range [][2]int{{6, 4}, {9, 7}, {6, 10}} {
		rect(img, p[0], p[1], p[0]+2, p[1]+2, pc("ink"))
	}
	return img
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

// pawn draws a 12x14 player pawn with its colour-blind symbol.
func pawn(dark, mid, light, outline color.RGBA, symbol int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 12, 14))
	rows := []string{
		"....kkkk....",
		"...k1111k...",
		"..k111112k..",
		"..k111122k..",
		"...k1122k...",
		"....k22k....",
		"...k1122k...",
		"..k1111122k.",
		".k111111122k",
		".k111111122k",
		"k1111111122k",
		"k1111111222k",
		"k3333333333k",
		".kkkkkkkkkk.",
	}
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			switch r[x] {
			case 'k':
				img.SetRGBA(x, y, outline)
			case '1':
				img.SetRGBA(x, y, mid)
			case '2':
				img.SetRGBA(x, y, dark)
			case '3':
				img.SetRGBA(x, y, dark)
			}
		}
	}
	// Symbol on the body, in the light colour.
	sym := [][]string{
		{".ll.", "l..l", "l..l", ".ll."},
		{"llll", "l..l", "l..l", "llll"},
		{"..l.", ".l.l", "l...", "llll"},
		{".l..", "l.l.", ".l.l", "..l."},
	}[symbol]
	if symbol == 2 {
		sym = []string{"..l..", ".l.l.", "l...l", "lllll"}
	}
	if symbol == 3 {
		sym = []string{"..l..", ".l.l.", "l...l", ".l.l.", "..l.."}
	}
	for y, r := range sym {
		for x := 0; x < len(r); x++ {
			if r[x] == 'l' {
				img.SetRGBA(4+x-len(r)/2+1, 7+y, light)
			}
		}
	}
	return img
}

// frame draws a 9-slice source (12x12, 4px corners).
func frame(outline, edge, light, fill, shadow color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 12, 12))
	roundBox(img, 0, 0, 12, 12, outline, edge)
	rect(img, 2, 2, 10, 10, fill)
	rect(img, 1, 1, 11, 2, light)
	rect(img, 1, 10, 11, 11, shadow)
	return img
}

// portrait composes a Tokyo Doves face with its accessory.
func portrait(acc []string) *image.RGBA {
	img := fromASCII(mirror(doveHalf))
	if acc != nil {
		over(img, acc, 0, 0)
	}
	return img
}

var logoLetters = map[byte][]string{
	'R': {"######.", "##...##", "##...##", "######.", "##.##..", "##..##.", "##...##"},
	'O': {".#####.", "##...##", "##...##", "##...##", "##...##", "##...##", ".#####."},
	'S': {".######", "##.....", "##.....", ".#####.", ".....##", ".....##", "######."},
	'T': {"#######", "#######", "..###..", "..###..", "..###..", "..###..", "..###.."},
}

// logo writes ROOST in block letters with an outline and a shadow.
func logo() *image.RGBA {
	word := "ROOST"
	w := len(word)*8 + 3
	img := image.NewRGBA(image.Rect(0, 0, w, 11))
	grad := []color.RGBA{pc("butter"), pc("gold"), pc("gold"), pc("orange"), pc("orange"), pc("red"), pc("wine")}
	mask := image.NewRGBA(img.Bounds())
	for i := 0; i < len(word); i++ {
		g := logoLetters[word[i]]
		for y, r := range g {
			for x := 0; x < len(r); x++ {
				if r[x] == '#' {
					mask.SetRGBA(1+i*8+x, 1+y, grad[y])
				}
			}
		}
	}
	// shadow, outline, letters
	for y := 0; y < 11; y++ {
		for x := 0; x < w; x++ {
			if mask.RGBAAt(x-2, y-2).A != 0 {
				img.SetRGBA(x, y, pc("night"))
			}
		}
	}
	for y := 0; y < 11; y++ {
		for x := 0; x < w; x++ {
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {1, -1}, {-1, 1}} {
				if mask.RGBAAt(x+d[0], y+d[1]).A != 0 {
					img.SetRGBA(x, y, pc("ink"))
				}
			}
		}
	}
	draw.Draw(img, img.Bounds(), mask, image.Point{}, draw.Over)
	return img
}

// Cover art: 128x80 scenes for the main menu.
func coverBase(sky, ground color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 128, 80))
	rect(img, 0, 0, 128, 80, sky)
	rect(img, 0, 52, 128, 80, ground)
	return img
}

func coverColumba() *image.RGBA {
	img := coverBase(pc("sky"), pc("grass"))
	grounds := []color.RGBA{pc("grass"), pc("sand"), pc("water"), pc("leaf")}
	for y := 0; y < 4; y++ {
		for x := 0; x < 16; x++ {
			c := grounds[(x*7+y*3+x*y)%4]
			rect(img, x*8, 48+y*8, x*8+8, 48+y*8+8, c)
			rect(img, x*8, 48+y*8, x*8+8, 48+y*8+1, pc("forest"))
			rect(img, x*8, 48+y*8, x*8+1, 48+y*8+8, pc("forest"))
		}
	}
	blit(img, fromASCII(dovecote), 52, 18)
	d := fromASCII(doveSide)
	blit(img, d, 18, 10)
	blit(img, flipH(d), 92, 22)
	blit(img, d, 80, 4)
	return img
}

func coverColumbiz() *image.RGBA {
	img := coverBase(pc("dusk"), pc("felt"))
	for i := 0; i < 6; i++ {
		rect(img, 8+i*12, 8, 8+i*12+11, 8+6*10, pc("feltlight"))
		for j := 0; j < 6; j++ {
			rect(img, 9+i*12, 9+j*10, 9+i*12+9, 9+j*10+8, pc("felt"))
		}
	}
	blit(img, pawn(pc("plum"), pc("lilac"), pc("cream"), pc("ink"), 0), 20, 38)
	blit(img, pawn(pc("navy"), pc("blue"), pc("cream"), pc("ink"), 1), 44, 18)
	blit(img, die(5, pc("cream"), pc("ink"), pc("sand")), 84, 20)
	blit(img, die(3, pc("cream"), pc("ink"), pc("sand")), 102, 34)
	blit(img, dieTumble(1), 86, 48)
	blit(img, die(6, pc("cream"), pc("red"), pc("sand")), 106, 58)
	return img
}

func coverFalconry() *image.RGBA {
	// The game's own cards: a path of Blue's and Gold's marker cards
	// (the table's flags, its seats' colours) climbing the field, a
	// falconer's card in it, the falcon above (the cover showed tiles of
	// no card in the game).
	img := coverBase(pc("sky"), pc("grass"))
	card := func(x, y int, fill color.RGBA, face []string) {
		roundBox(img, x, y, 14, 14, pc("ink"), fill)
		rect(img, x+2, y+1, x+12, y+2, pc("cream")) // the sheen of the top edge
		over(img, face, x+2, y+2)
	}
	blue, gold := pc("blue"), pc("gold")
	for _, c := range []struct {
		x, y int
		fill color.RGBA
		face []string
	}{
		{0, 2, blue, fcMarker}, {1, 2, gold, fcMarker}, {2, 2, blue, fcMarker}, {2, 1, gold, fcMarker},
		{3, 1, blue, fcFalconer}, {4, 1, gold, fcMarker}, {4, 0, blue, fcMarker}, {5, 0, gold, fcMarker},
		{3, 2, gold, fcMarker},
	} {
		card(6+c.x*15, 36+c.y*14-c.x, c.fill, c.face)
	}
	blit(img, fromASCII(falcon), 96, 24)
	return img
}

func coverTokyo() *image.RGBA {
	img := coverBase(pc("night"), pc("dusk"))
	for i := 0; i < 8; i++ { // city lights
		x := 4 + i*16
		h := 14 + (i*37)%20
		rect(img, x, 52-h, x+12, 52, pc("charcoal"))
		for wy := 52 - h + 3; wy < 50; wy += 4 {
			rect(img, x+3, wy, x+5, wy+2, pc("butter"))
			rect(img, x+8, wy, x+10, wy+2, pc("gold"))
		}
	}
	card := func(face *image.RGBA, x, y int, team color.RGBA, flip bool) {
		roundBox(img, x, y, 30, 30, pc("ink"), team)
		rect(img, x+2, y+2, x+28, y+28, pc("cream"))
		f := face
		if flip {
			f = rotate180(face)
		}
		blit(img, f, x+3, y+3)
	}
	card(portrait(crown), 26, 44, pc("red"), false)
	card(portrait(sunglasses), 72, 44, pc("leaf"), true)
	blit(img, fromASCII(burger), 56, 30)
	return img
}

func rotate180(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	d := image.NewRGBA(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			d.Set(b.Dx()-1-x, b.Dy()-1-y, src.At(x, y))
		}
	}
	return d
}

func build() {
	add("logo", logo())
	add("dove_side", fromASCII(doveSide))
	add("falcon", fromASCII(falcon))
	add("dovecote", fromASCII(dovecote))
	add("burger", fromASCII(burger))
	for i, acc := range [][]string{crown, sunglasses, razor, peashooter, angry, crazy} {
		add(fmt.Sprintf("td_face_%d", i), portrait(acc))
	}
	for v := 1; v <= 6; v++ {
		add(fmt.Sprintf("die_%d", v), die(v, pc("cream"), pc("ink"), pc("sand")))
		add(fmt.Sprintf("die_%d_kept", v), die(v, pc("butter"), pc("wine"), pc("gold")))
		add(fmt.Sprintf("die_%d_small", v), dieSmall(v))
	}
	add("fc_marker", fromASCII(fcMarker))
	add("fc_bird", fromASCII(fcBird))
	add("fc_falconer", fromASCII(fcFalconer))
	add("fc_emblem", fromASCII(fcEmblem))
	for i, sym := range seatSymbols {
		add(fmt.Sprintf("seat_symbol_%d", i), fromASCII(sym))
	}
	add("die_tumble_0", dieTumble(0))
	add("die_tumble_1", dieTumble(1))
	// Dark, mid, light (the symbol) and the outline: Black's outline is
	// Cream, so its pawn reads on the dark squares and the dark panels
	// (in Dove its seat's pawn all but vanished on the navy panel);
	// Grey's body is the lightest (dove and cream), so Grey and Black
	// differ by their whole body at a glance, not only by the symbol.
	pawnCols := [][4]string{{"plum", "lilac", "cream", "ink"}, {"navy", "blue", "cream", "ink"}, {"dove", "cream", "ink", "ink"}, {"ink", "charcoal", "cream", "cream"}}
	for i, c := range pawnCols {
		add(fmt.Sprintf("pawn_%d", i), pawn(pc(c[0]), pc(c[1]), pc(c[2]), pc(c[3]), i))
	}
	add("frame_panel", frame(pc("ink"), pc("charcoal"), pc("slate"), pc("dusk"), pc("night")))
	add("frame_button", frame(pc("ink"), pc("wood"), pc("tan"), pc("wood"), pc("bark")))
	add("frame_button_hover", frame(pc("ink"), pc("tan"), pc("sand"), pc("tan"), pc("wood")))
	add("frame_button_down", frame(pc("ink"), pc("bark"), pc("bark"), pc("wood"), pc("wood")))
	add("frame_button_off", frame(pc("ink"), pc("charcoal"), pc("slate"), pc("charcoal"), pc("night")))
	add("frame_button_primary", frame(pc("ink"), pc("orange"), pc("butter"), pc("gold"), pc("orange")))
	add("frame_focus", frame(pc("gold"), pc("butter"), pc("butter"), color.RGBA{}, pc("gold")))
	add("frame_card_red", frame(pc("ink"), pc("red"), pc("pink"), pc("cream"), pc("wine")))
	add("frame_card_green", frame(pc("ink"), pc("leaf"), pc("lime"), pc("cream"), pc("forest")))
	add("frame_paper", frame(pc("ink"), pc("sand"), pc("cream"), pc("cream"), pc("tan")))
	for _, c := range []struct {
		key string
		img *image.RGBA
	}{{"columba", coverColumba()}, {"columbiz", coverColumbiz()}, {"falconry", coverFalconry()}, {"tokyodoves", coverTokyo()}} {
		add("cover_"+c.key, c.img)
		add("cover_"+c.key+"_half", half(c.img)) // (the online rows' small pictures)
	}
	add("icon_first", fromASCII(iconFirst))
	add("icon_back", fromASCII(iconBack))
	add("icon_play", fromASCII(iconPlay))
	add("icon_pause", fromASCII(iconPause))
	add("icon_next", flipH(fromASCII(iconBack)))
	add("icon_last", flipH(fromASCII(iconFirst)))
	add("icon_bin", fromASCII(iconBin))
	add("icon_export", fromASCII(iconExport))
	add("icon_done", fromASCII(iconDone))
	add("icon_lesson_next", fromASCII(iconNextLesson))
	add("icon_lesson_todo", fromASCII(iconTodo))
	add("icon_won", fromASCII(iconWon))
	add("icon_lost", fromASCII(iconLost))
	add("icon_drawn", fromASCII(iconDrawn))
	buildColumba()
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "icons" {
		root := "."
		if len(os.Args) > 2 {
			root = os.Args[2]
		}
		if err := writeIcons(root); err != nil {
			log.Fatal(err)
		}
		return
	}
	out := "sprites"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	build()
	gl := glyphs()
	for _, g := range gl {
		add(fmt.Sprintf("glyph_%d", g.r), g.img)
	}
	faces := []struct {
		name string
		gl   []glyph
	}{{"glyph", gl}, {"small", smallGlyphs(gl)}, {"figure", figureGlyphs()}}
	for _, f := range faces[1:] {
		for _, g := range f.gl {
			add(fmt.Sprintf("%s_%d", f.name, g.r), g.img)
		}
	}
	// Shelf packing, tallest first, 1px gutter.
	sort.SliceStable(all, func(i, j int) bool { return all[i].img.Bounds().Dy() > all[j].img.Bounds().Dy() })
	const W = 512
	x, y, shelf := 0, 0, 0
	rects := map[string]image.Rectangle{}
	for _, s := range all {
		b := s.img.Bounds()
		if x+b.Dx() > W {
			x, y, shelf = 0, y+shelf+1, 0
		}
		rects[s.name] = image.Rect(x, y, x+b.Dx(), y+b.Dy())
		x += b.Dx() + 1
		shelf = max(shelf, b.Dy())
	}
	H := y + shelf
	sheet := image.NewNRGBA(image.Rect(0, 0, W, H))
	for _, s := range all {
		draw.Draw(sheet, rects[s.name], s.img, image.Point{}, draw.Over)
	}
	// Written with a palette where the sheet has 256 colours or fewer (it
	// is one palette's art and glyphs), at the best compression: the
	// browser downloads it inside the game, already deflated.
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, paletted(sheet)); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "sheet.png"), buf.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
	names := make([]string, 0, len(rects))
	for n := range rects {
		if !strings.HasPrefix(n, "small_") && !strings.HasPrefix(n, "figure_") { // glyphs of their own
			names = append(names, n)
		}
	}
	sort.Strings(names)
	// The rectangles are data, not code: a map literal of some 1,600 entries
	// compiled to half a megabyte of WebAssembly (the browser's download).
	var tab strings.Builder
	// The glyphs are written short (the browser downloads this file): a
	// face's line height once, then each glyph as the step from the last
	// one's rune, its width and its advance, and its corner only where it
	// does not follow the last glyph on the same row of the sheet.
	tab.WriteString("# Code generated by sprites/gen; DO NOT EDIT.\n# sprite NAME X0 Y0 X1 Y1 | face glyph|small|figure HEIGHT, then its glyphs: RUNE-STEP WIDTH ADVANCE [X0 Y0]\n")
	for _, n := range names {
		r := rects[n]
		fmt.Fprintf(&tab, "sprite %s %d %d %d %d\n", n, r.Min.X, r.Min.Y, r.Max.X, r.Max.Y)
	}
	for _, f := range faces {
		var last image.Rectangle
		prev := rune(0)
		for i, g := range f.gl {
			r := rects[fmt.Sprintf("%s_%d", f.name, g.r)]
			if i == 0 {
				fmt.Fprintf(&tab, "face %s %d\n", f.name, r.Dy())
			} else if r.Dy() != last.Dy() {
				log.Fatalf("face %s: glyph %d is %d high, not %d", f.name, g.r, r.Dy(), last.Dy())
			}
			fmt.Fprintf(&tab, "%d %d %d", g.r-prev, r.Dx(), g.adv)
			if i == 0 || r.Min != image.Pt(last.Max.X+1, last.Min.Y) {
				fmt.Fprintf(&tab, " %d %d", r.Min.X, r.Min.Y)
			}
			tab.WriteString("\n")
			last, prev = r, g.r
		}
	}
	if err := os.WriteFile(filepath.Join(out, "atlas.txt"), []byte(tab.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	src := fmt.Sprintf("// Code generated by sprites/gen; DO NOT EDIT.\n\npackage sprites\n\n// GlyphHeight is the height of a line of text in the body face (and the\n// figures); SmallHeight, in the small face.\nconst (\n\tGlyphHeight = %d\n\tSmallHeight = %d\n)\n", glyphH, smallH)
	formatted, err := format.Source([]byte(src))
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "atlas.go"), formatted, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote %d sprites into a %dx%d sheet\n", len(all), W, H)
}

// paletted is img with its colours as a palette, where there are 256 or
// fewer of them (else img as it is).
func paletted(img *image.NRGBA) image.Image {
	index := map[color.NRGBA]uint8{}
	var pal color.Palette
	b := img.Bounds()
	out := image.NewPaletted(b, nil)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.NRGBAAt(x, y)
			if c.A == 0 {
				c = color.NRGBA{}
			}
			i, ok := index[c]
			if !ok {
				if len(pal) == 256 {
					return img
				}
				i = uint8(len(pal))
				index[c] = i
				pal = append(pal, c)
			}
			out.Pix[out.PixOffset(x, y)] = i
		}
	}
	out.Palette = pal
	return out
}
