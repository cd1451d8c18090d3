package main

import (
	"bufio"
	"compress/gzip"
	"embed"
	"image"
	"log"
	"strconv"
	"strings"

	"golang.org/x/text/encoding/japanese"
)

// The faces of the type scale besides the body (docs/DESIGN.md): the small
// face, for metadata and for text that does not fit the body face, and the
// figures, for scores. They come from bitmap fonts in BDF (fonts/, with
// their licences in fonts/README.md) and are baked into the sheet like the
// body's glyphs, only the runes the game draws.
//
//go:embed fonts/*.bdf.gz
var fontFiles embed.FS

// A bdfGlyph is one character of a BDF font: its bitmap rows, box and
// advance.
type bdfGlyph struct {
	w, h, x, y int // BBX: the box, its offset from the origin (y up)
	adv        int
	rows       []uint64 // each row's bits, the leftmost pixel highest
	bits       int      // how many bits a row holds (whole bytes)
}

// readBDF reads a gzipped BDF font. Its encodings are Unicode code points,
// or JIS X 0208 codes where jis is set (then they are read as EUC-JP).
func readBDF(name string, jis bool) map[rune]bdfGlyph {
	f, err := fontFiles.Open("fonts/" + name)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		log.Fatalf("%s: %v", name, err)
	}
	out := map[rune]bdfGlyph{}
	sc := bufio.NewScanner(zr)
	var g bdfGlyph
	enc, inBitmap := -1, false
	line := 0
	atoi := func(s string) int {
		n, err := strconv.Atoi(s)
		if err != nil {
			log.Fatalf("%s line %d: %v", name, line, err)
		}
		return n
	}
	for sc.Scan() {
		line++
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch {
		case f[0] == "STARTCHAR":
			g, enc, inBitmap = bdfGlyph{}, -1, false
		case f[0] == "ENCODING" && len(f) >= 2:
			enc = atoi(f[1])
		case f[0] == "DWIDTH" && len(f) >= 2:
			g.adv = atoi(f[1])
		case f[0] == "BBX" && len(f) == 5:
			g.w, g.h, g.x, g.y = atoi(f[1]), atoi(f[2]), atoi(f[3]), atoi(f[4])
		case f[0] == "BITMAP":
			inBitmap = true
		case f[0] == "ENDCHAR":
			inBitmap = false
			if enc < 0 {
				continue
			}
			r := rune(enc)
			if jis {
				if r = jisRune(enc); r < 0 {
					continue
				}
			}
			out[r] = g
		case inBitmap:
			v, err := strconv.ParseUint(f[0], 16, 64)
			if err != nil {
				log.Fatalf("%s line %d: %v", name, line, err)
			}
			g.rows = append(g.rows, v)
			g.bits = 4 * len(f[0])
		}
	}
	if err := sc.Err(); err != nil {
		log.Fatalf("%s: %v", name, err)
	}
	return out
}

// jisRune is the rune of a JIS X 0208 code (row and cell in two bytes), or
// -1.
func jisRune(code int) rune {
	b := []byte{byte(code>>8) | 0x80, byte(code) | 0x80}
	s, err := japanese.EUCJP.NewDecoder().Bytes(b)
	if err != nil {
		return -1
	}
	rs := []rune(string(s))
	if len(rs) != 1 || rs[0] == '\uFFFD' {
		return -1
	}
	return rs[0]
}

// bake draws a BDF glyph white on a line lineH high with its baseline at
// base.
func (g bdfGlyph) bake(lineH, base int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, max(g.adv, 1), lineH))
	top := base - g.y - g.h
	for j, row := range g.rows {
		for i := 0; i < g.w; i++ {
			if row>>(g.bits-1-i)&1 == 0 {
				continue
			}
			x, y := g.x+i, top+j
			if image.Pt(x, y).In(img.Bounds()) {
				img.Pix[img.PixOffset(x, y)+0] = 0xff
				img.Pix[img.PixOffset(x, y)+1] = 0xff
				img.Pix[img.PixOffset(x, y)+2] = 0xff
				img.Pix[img.PixOffset(x, y)+3] = 0xff
			}
		}
	}
	return img
}

// The small face: X11's misc-fixed 5x8 for Latin (public domain) and M+
// BITMAP FONTS' 10-dot Japanese (M+ j10r); a line of it is smallH high,
// the baseline at smallBase. Against the body face (6 px Latin, 12 px
// kanji, 14 px lines) it is a sixth narrower and a line is 3 px lower.
const (
	smallH    = 11
	smallBase = 8
)

// The figures: M+ BITMAP FONTS' bold 12-dot Latin (M+ f12b), only the
// characters scores are written with, on the body's line.
const figureRunes = "0123456789+-/:.,()%× "

// smallGlyphs bakes the small face for every rune of the body face. A rune
// neither font has (✓) is the body's glyph, moved up to the small line.
func smallGlyphs(body []glyph) []glyph {
	latin := readBDF("5x8.bdf.gz", false)
	kanji := readBDF("mplus_j10r.bdf.gz", true)
	var out []glyph
	for _, b := range body {
		g, ok := latin[b.r]
		if !ok {
			g, ok = kanji[b.r]
		}
		if !ok {
			img := image.NewRGBA(image.Rect(0, 0, b.img.Bounds().Dx(), smallH))
			for y := 0; y < smallH; y++ {
				sy := y + (glyphBase - smallBase)
				if sy >= 0 && sy < b.img.Bounds().Dy() {
					copy(img.Pix[img.PixOffset(0, y):img.PixOffset(img.Bounds().Dx(), y)], b.img.Pix[b.img.PixOffset(0, sy):b.img.PixOffset(b.img.Bounds().Dx(), sy)])
				}
			}
			out = append(out, glyph{b.r, img, b.adv})
			continue
		}
		out = append(out, glyph{b.r, g.bake(smallH, smallBase), g.adv})
	}
	return out
}

// figureGlyphs bakes the figures.
func figureGlyphs() []glyph {
	bold := readBDF("mplus_f12b.bdf.gz", false)
	var out []glyph
	for _, r := range figureRunes {
		g, ok := bold[r]
		if !ok {
			log.Fatalf("mplus_f12b has no %q", r)
		}
		if r == '0' {
			g = hollowZero(g)
		}
		out = append(out, glyph{r, g.bake(glyphH, glyphBase), g.adv})
	}
	return out
}

// hollowZero opens the bar across M+'s zero: at the size of a seat's big
// score the barred 0 reads as an 8, and the figures have no letter O to
// tell it from. A row fuller than the rows either side of it takes their
// pixels.
func hollowZero(g bdfGlyph) bdfGlyph {
	rows := append([]uint64(nil), g.rows...)
	for j := 1; j+1 < len(rows); j++ {
		if a, b := g.rows[j-1], g.rows[j+1]; a == b && a != 0 && g.rows[j]&a == a && g.rows[j] != a {
			rows[j] = a
		}
	}
	g.rows = rows
	return g
}
