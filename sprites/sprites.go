// Package sprites loads Roost's embedded sprite sheet (made by sprites/gen) and
// hands out sub-images by name, with 9-slice drawing for frames.
package sprites

import (
	"bytes"
	_ "embed"
	"fmt"
	"image"
	"image/png"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

//go:embed sheet.png
var sheetPNG []byte

// atlas.txt places every sprite and glyph on the sheet (sprites/gen).
//
//go:embed atlas.txt
var atlasTxt string

// A Face is one face of the type scale (docs/DESIGN.md): the body, the
// small face (metadata, and text that does not fit the body), and the
// figures (scores; digits and signs only, other characters are the body's).
type Face int

const (
	Body Face = iota
	Small
	Figures
	nFaces
)

// faceWord is each face's word in atlas.txt.
var faceWord = [nFaces]string{"glyph", "small", "figure"}

// atlas maps a sprite's name to its place on the sheet; faces map a rune to
// its glyph in each face, glyphs the body's.
var atlas, faces = parseAtlas(atlasTxt)
var glyphs = faces[Body]

func parseAtlas(txt string) (map[string]image.Rectangle, [nFaces]map[rune]Glyph) {
	a := map[string]image.Rectangle{}
	var g [nFaces]map[rune]Glyph
	for i := range g {
		g[i] = map[rune]Glyph{}
	}
	face, h := -1, 0
	var last image.Rectangle
	var prev rune
	for n, line := range strings.Split(txt, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		bad := func() {
			panic(fmt.Sprintf("sprites: atlas.txt line %d is not a sprite, a face or a glyph: %q", n+1, line))
		}
		nums := func(from int) []int {
			var v []int
			for _, x := range f[from:] {
				i, err := strconv.Atoi(x)
				if err != nil {
					bad()
				}
				v = append(v, i)
			}
			return v
		}
		switch {
		case f[0] == "sprite" && len(f) == 6:
			v := nums(2)
			a[f[1]] = image.Rect(v[0], v[1], v[2], v[3])
		case f[0] == "face" && len(f) == 3:
			face, h, prev = slices.Index(faceWord[:], f[1]), nums(2)[0], 0
			if face < 0 {
				bad()
			}
		case face >= 0 && (len(f) == 3 || len(f) == 5):
			v := nums(0)
			at := image.Pt(last.Max.X+1, last.Min.Y) // next to the last glyph
			if len(v) == 5 {
				at = image.Pt(v[3], v[4])
			}
			prev += rune(v[0])
			last = image.Rectangle{at, at.Add(image.Pt(v[1], h))}
			g[face][prev] = Glyph{last, v[2]}
		default:
			bad()
		}
	}
	return a, g
}

var (
	once  sync.Once
	sheet *ebiten.Image
	// sheetPix is the sheet as decoded, read where a glyph is redrawn
	// (Smooth2x).
	sheetPix image.Image
	cache    = map[string]*ebiten.Image{}
	loadMu   sync.Mutex
)

func load() {
	img, err := png.Decode(bytes.NewReader(sheetPNG))
	if err != nil {
		panic("sprites: embedded sheet is not a PNG: " + err.Error())
	}
	sheet = ebiten.NewImageFromImage(img)
	sheetPix = img
}

// Has reports whether a sprite exists.
func Has(name string) bool { _, ok := atlas[name]; return ok }

// Get returns a sprite by name. An unknown name is a programming error.
func Get(name string) *ebiten.Image {
	once.Do(load)
	loadMu.Lock()
	defer loadMu.Unlock()
	if im, ok := cache[name]; ok {
		return im
	}
	r, ok := atlas[name]
	if !ok {
		panic(fmt.Sprintf("sprites: no sprite %q", name))
	}
	im := sheet.SubImage(r).(*ebiten.Image)
	cache[name] = im
	return im
}

// Size returns a sprite's size without loading the sheet.
func Size(name string) (int, int) {
	r := atlas[name]
	return r.Dx(), r.Dy()
}

// Names lists every sprite.
func Names() []string {
	n := make([]string, 0, len(atlas))
	for k := range atlas {
		n = append(n, k)
	}
	return n
}

// NineSlice draws a frame sprite (4px corners) stretched over r.
func NineSlice(dst *ebiten.Image, name string, r image.Rectangle, cs *ebiten.ColorScale) {
	src := Get(name)
	b := src.Bounds()
	const c = 4
	xs := [4]int{b.Min.X, b.Min.X + c, b.Max.X - c, b.Max.X}
	ys := [4]int{b.Min.Y, b.Min.Y + c, b.Max.Y - c, b.Max.Y}
	dx := [4]int{r.Min.X, r.Min.X + c, r.Max.X - c, r.Max.X}
	dy := [4]int{r.Min.Y, r.Min.Y + c, r.Max.Y - c, r.Max.Y}
	for j := 0; j < 3; j++ {
		for i := 0; i < 3; i++ {
			sw, sh := xs[i+1]-xs[i], ys[j+1]-ys[j]
			dw, dh := dx[i+1]-dx[i], dy[j+1]-dy[j]
			if sw <= 0 || sh <= 0 || dw <= 0 || dh <= 0 {
				continue
			}
			sub := src.SubImage(image.Rect(xs[i], ys[j], xs[i+1], ys[j+1])).(*ebiten.Image)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(float64(dw)/float64(sw), float64(dh)/float64(sh))
			op.GeoM.Translate(float64(dx[i]), float64(dy[j]))
			if cs != nil {
				op.ColorScale = *cs
			}
			dst.DrawImage(sub, op)
		}
	}
}

// Glyph is one character of the pixel font in the sheet.
type Glyph struct {
	R   image.Rectangle
	Adv int
}

var glyphCache [nFaces]map[rune]*ebiten.Image

// GlyphOf returns a character's glyph image and advance in the body face;
// unknown characters give '?'. The image is white: colour it with a
// ColorScale.
func GlyphOf(r rune) (*ebiten.Image, int) { return GlyphIn(Body, r) }

// WordBreak (U+200B, a zero-width space) marks where a line may break
// inside a word written without spaces: a Japanese compound name
// ("マメデッポウ\u200bバト" breaks there or not at all, never "マメデッ /
// ポウバト"). It has no glyph: it is never drawn and takes no width.
const WordBreak = '\u200b'

// glyphIn is a character's glyph in a face: the figures have only digits and
// signs (the rest is the body's); unknown characters give '?'; a WordBreak
// is nothing, no width.
func glyphIn(f Face, r rune) (Face, rune, Glyph) {
	if r == WordBreak {
		return f, r, Glyph{}
	}
	if _, ok := faces[f][r]; !ok && f == Figures {
		f = Body
	}
	g, ok := faces[f][r]
	if !ok {
		r = '?'
		g = faces[f][r]
	}
	return f, r, g
}

// GlyphIn returns a character's glyph image and advance in a face.
func GlyphIn(f Face, r rune) (*ebiten.Image, int) {
	once.Do(load)
	f, r, g := glyphIn(f, r)
	loadMu.Lock()
	defer loadMu.Unlock()
	if glyphCache[f] == nil {
		glyphCache[f] = map[rune]*ebiten.Image{}
	}
	im, ok := glyphCache[f][r]
	if !ok {
		im = sheet.SubImage(g.R).(*ebiten.Image)
		glyphCache[f][r] = im
	}
	return im, g.Adv
}

var smoothCache = map[rune]*ebiten.Image{}

// Smooth2x is a body glyph drawn at twice its size with its steps
// smoothed (Scale2x: each pixel becomes four, a corner taking its two
// neighbours' ink where they agree and the others differ), and its
// advance at that size: a kanji's diagonal strokes and curves at a
// title's size drawn as strokes, not as doubled stairs. Nothing is added
// to the sheet: it is made from the body's glyph when first drawn.
func Smooth2x(r rune) (*ebiten.Image, int) {
	once.Do(load)
	_, r, g := glyphIn(Body, r)
	loadMu.Lock()
	defer loadMu.Unlock()
	if im, ok := smoothCache[r]; ok {
		return im, 2 * g.Adv
	}
	out := scale2x(g.R.Dx(), g.R.Dy(), func(x, y int) bool {
		_, _, _, a := sheetPix.At(g.R.Min.X+x, g.R.Min.Y+y).RGBA()
		return a >= 0x8000
	})
	im := ebiten.NewImageFromImage(out)
	smoothCache[r] = im
	return im, 2 * g.Adv
}

// scale2x draws a w x h bitmap (ink says which pixels hold ink) twice its
// size, white, by Scale2x: each pixel becomes four, and a corner of the
// four takes the ink of the two neighbours beside it where they agree
// and the other two differ, so a step of a diagonal becomes a slope.
func scale2x(w, h int, ink func(x, y int) bool) *image.RGBA {
	at := func(x, y int) bool { return x >= 0 && y >= 0 && x < w && y < h && ink(x, y) }
	out := image.NewRGBA(image.Rect(0, 0, 2*w, 2*h))
	set := func(x, y int, on bool) {
		if on {
			i := out.PixOffset(x, y)
			copy(out.Pix[i:i+4], []byte{0xff, 0xff, 0xff, 0xff})
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p, a, b, c, d := at(x, y), at(x, y-1), at(x+1, y), at(x-1, y), at(x, y+1)
			e0, e1, e2, e3 := p, p, p, p
			if c == a && c != d && a != b {
				e0 = a
			}
			if a == b && a != c && b != d {
				e1 = b
			}
			if d == c && d != b && c != a {
				e2 = c
			}
			if b == d && b != a && d != c {
				e3 = d
			}
			set(2*x, 2*y, e0)
			set(2*x+1, 2*y, e1)
			set(2*x, 2*y+1, e2)
			set(2*x+1, 2*y+1, e3)
		}
	}
	return out
}

// Advance returns a character's width in the body face without loading the
// sheet.
func Advance(r rune) int { return AdvanceIn(Body, r) }

// AdvanceIn returns a character's width in a face.
func AdvanceIn(f Face, r rune) int {
	_, _, g := glyphIn(f, r)
	return g.Adv
}

// Has reports whether a face has its own glyph for a character.
func (f Face) Has(r rune) bool { _, ok := faces[f][r]; return ok }

// LineHeight is the height of a line of text in a face.
func (f Face) LineHeight() int {
	if f == Small {
		return SmallHeight
	}
	return GlyphHeight
}

var (
	inkOnce sync.Once
	inks    [nFaces]map[rune]image.Rectangle
)

// Ink is the part of a character's glyph that holds ink, in the glyph's own
// pixels (a line is 14 high; the advance is the glyph's width); empty for a
// space. It is read from the embedded sheet: the text-fit test measures
// lines by their ink, not by their advance and line height.
func Ink(r rune) image.Rectangle { return InkIn(Body, r) }

// InkIn is Ink in a face.
func InkIn(f Face, r rune) image.Rectangle {
	inkOnce.Do(func() {
		img, err := png.Decode(bytes.NewReader(sheetPNG))
		if err != nil {
			panic("sprites: embedded sheet is not a PNG: " + err.Error())
		}
		for i, m := range faces {
			inks[i] = make(map[rune]image.Rectangle, len(m))
			for ch, g := range m {
				var ink image.Rectangle
				for y := g.R.Min.Y; y < g.R.Max.Y; y++ {
					for x := g.R.Min.X; x < g.R.Max.X; x++ {
						if _, _, _, a := img.At(x, y).RGBA(); a > 0 {
							ink = ink.Union(image.Rect(x, y, x+1, y+1).Sub(g.R.Min))
						}
					}
				}
				inks[i][ch] = ink
			}
		}
	})
	f, r, _ = glyphIn(f, r)
	return inks[f][r]
}
