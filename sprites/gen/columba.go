package main

import (
	"fmt"
	"image"
	"image/color"
)

// Columba's art: the four grounds (colour, texture and a symbol, so they
// are told apart without colour), domesticated pigeon tiles, dovecotes in
// the players' colours, the eyas and the falcon, the estates' fill patterns.

// cbGround are the grounds' base, texture and symbol colours: meadow,
// wheat field, marsh, heath.
var cbGround = [4][3]string{
	{"grass", "leaf", "cream"},
	{"sand", "tan", "orange"},
	{"water", "sky", "navy"},
	{"lilac", "plum", "pink"},
}

// cbSymbols are the grounds' symbols (7x7): a flower, an ear of wheat,
// waves, a sprig of heather. 'y' is the symbol's colour, 'k' its outline.
var cbSymbols = [4][]string{
	{
		"..kyk..",
		".kyyyk.",
		"kyykyyk",
		".kyyyk.",
		"..kyk..",
		"...k...",
		"..kkk..",
	},
	{
		".y.y.y.",
		"..yyy..",
		".yykyy.",
		"..yky..",
		".yykyy.",
		"...k...",
		"...k...",
	},
	{
		".......",
		".yy..yy",
		"y..yy..",
		".......",
		".yy..yy",
		"y..yy..",
		".......",
	},
	{
		"..yyy..",
		".yyyyy.",
		"yyykyyy",
		".y.k.y.",
		"...k...",
		"..k.k..",
		".k...k.",
	},
}

// cbPigeon is a small wild pigeon, side on (8x7).
var cbPigeon = []string{
	".....kk.",
	"....kGwk",
	"....kGGko",
	".kkkvGk.",
	"kGGGGGk.",
	".kgGGk..",
	"..k.k...",
}

// cbEyas is a falcon chick (9x9).
var cbEyas = []string{
	"..kkkk...",
	".kwwwwk..",
	"kwkwwwwk.",
	"kwwwwwwky",
	".kwwwwkyy",
	".kwswwsk.",
	"..kwwwwk.",
	"...kyky..",
	"...kk.kk.",
}

// cbFalcon is an adult falcon from the front, wings half open (14x12).
var cbFalcon = []string{
	".....kkkk.....",
	"....khhhhk....",
	"....kwkkwk....",
	"....khyyhk....",
	"kk..kswwsk..kk",
	"khk.kswwsk.khk",
	"khhkkssssk.hhk",
	".khhhsmmshhhk.",
	"..khhsmmshhk..",
	"...kkssssk....",
	".....kyyk.....",
	"....kk..kk....",
}

// cbCote is a dovecote: a tower, the roof in the owner's colours ('r' mid,
// 'R' dark), holes for the pigeons. The large one is 14x16, the small 10x11.
var cbCoteLarge = []string{
	"......kk......",
	".....kRrk.....",
	"....kRrrrk....",
	"...kRrrrrrk...",
	"..kRrrrrrrrk..",
	".kRRRRRRRRRRk.",
	"kkkkkkkkkkkkkk",
	".kwswsswswswk.",
	".ksskksskksk..",
	".ksskzksskzk..",
	".kssssssssssk.",
	".kstsskksstsk.",
	".ksssskzksssk.",
	".kstsskzksstk.",
	".ksssskzksssk.",
	".kkkkkkkkkkkk.",
}

var cbCoteSmall = []string{
	"....kk....",
	"...kRrk...",
	"..kRrrrk..",
	".kRRRRRRk.",
	"kkkkkkkkkk",
	".kwswswsk.",
	".kskkskzk.",
	".kskzsssk.",
	".ksssskk..",
	".kstsskzk.",
	".kkkkkkkk.",
}

// cbSeatRoof are the roof colours (mid, dark) of the four players: red,
// yellow, green, purple.
var cbSeatRoof = [4][2]string{{"red", "wine"}, {"gold", "ochre"}, {"lime", "forest"}, {"lilac", "plum"}}

func cbSymbol(g int, c color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 7, 7))
	for y, row := range cbSymbols[g] {
		for x := 0; x < len(row); x++ {
			switch row[x] {
			case 'y':
				img.Set(x, y, c)
			case 'k':
				img.Set(x, y, pc("ink"))
			}
		}
	}
	return img
}

// cbGroundTile is a 16x16 space of ground g: its colour, a texture, and
// its symbol in the middle.
func cbGroundTile(g int) *image.RGBA {
	base, tex := pc(cbGround[g][0]), pc(cbGround[g][1])
	img := image.NewRGBA(image.Rect(0, 0, 16, 16))
	rect(img, 0, 0, 16, 16, base)
	for y := 0; y < 16; y++ {
		for x := 0; x < 16; x++ {
			on := false
			switch g {
			case 0: // meadow: tufts of grass
				on = (x+3*(y/4))%6 == 0 && y%4 == 1 || (x+3*(y/4))%6 == 1 && y%4 == 0 || (x+3*(y/4))%6 == 2 && y%4 == 1
			case 1: // wheat: rows of stalks
				on = (x+y)%5 == 0 && y%2 == 0
			case 2: // marsh: ripples
				on = y%5 == 2 && (x+y)%8 < 3
			case 3: // heath: clumps of heather
				on = (x*3+y*5)%11 == 0 || (x*3+y*5)%11 == 1 && y%2 == 0
			}
			if on && (x < 4 || x > 11 || y < 4 || y > 11) {
				img.Set(x, y, tex)
			}
		}
	}
	blit(img, cbSymbol(g, pc(cbGround[g][2])), 4, 4)
	return img
}

// cbTile is a domesticated pigeon tile of ground g: the ground framed and
// raised, a tame pigeon on it.
func cbTile(g int) *image.RGBA {
	base := pc(cbGround[g][0])
	img := image.NewRGBA(image.Rect(0, 0, 16, 16))
	rect(img, 0, 0, 16, 16, pc("ink"))
	rect(img, 1, 1, 15, 15, pc("cream"))
	rect(img, 2, 2, 15, 15, pc("slate"))
	rect(img, 2, 2, 14, 14, base)
	blit(img, cbSymbol(g, pc(cbGround[g][2])), 2, 2)
	blit(img, fromASCII(cbPigeon), 6, 7)
	return img
}

// cbEstate is a player's fill pattern (16x16, the rest transparent):
// Red stripes one way, Yellow the other, Green dots, Purple level rows.
func cbEstate(seat int) *image.RGBA {
	c := pc(cbSeatRoof[seat][1])
	img := image.NewRGBA(image.Rect(0, 0, 16, 16))
	for y := 0; y < 16; y++ {
		for x := 0; x < 16; x++ {
			on := false
			switch seat {
			case 0:
				on = (x+y)%6 == 0
			case 1:
				on = (x-y+16)%6 == 0
			case 2:
				on = x%4 == 1 && y%4 == 1
			case 3: // level rows: a grid of lines in both ways read as noise on the marsh
				on = y%5 == 2
			}
			if on {
				img.Set(x, y, c)
			}
		}
	}
	return img
}

// cbCote paints a dovecote's roof in a seat's colours.
func cbCote(rows []string, seat int) *image.RGBA {
	img := fromASCII(rows)
	mid, dark := pc(cbSeatRoof[seat][0]), pc(cbSeatRoof[seat][1])
	red, wine := pc("red"), pc("wine")
	b := img.Bounds()
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			switch img.RGBAAt(x, y) {
			case red:
				img.Set(x, y, mid)
			case wine:
				img.Set(x, y, dark)
			}
		}
	}
	return img
}

func buildColumba() {
	for g := 0; g < 4; g++ {
		add(fmt.Sprintf("cb_ground_%d", g), cbGroundTile(g))
		add(fmt.Sprintf("cb_tile_%d", g), cbTile(g))
		add(fmt.Sprintf("cb_symbol_%d", g), cbSymbol(g, pc("cream")))
	}
	for seat := 0; seat < 4; seat++ {
		add(fmt.Sprintf("cb_cote_large_%d", seat), cbCote(cbCoteLarge, seat))
		add(fmt.Sprintf("cb_cote_small_%d", seat), cbCote(cbCoteSmall, seat))
		add(fmt.Sprintf("cb_estate_%d", seat), cbEstate(seat))
	}
	for g1 := 0; g1 < 4; g1++ {
		for g2 := g1; g2 < 4; g2++ {
			img := image.NewRGBA(image.Rect(0, 0, 16, 7))
			blit(img, cbSymbol(g1, pc(cbGround[g1][0])), 0, 0)
			blit(img, cbSymbol(g2, pc(cbGround[g2][0])), 9, 0)
			add(fmt.Sprintf("cb_pair_%d_%d", g1, g2), img)
		}
	}
	add("cb_pigeon", fromASCII(cbPigeon))
	add("cb_eyas", fromASCII(cbEyas))
	add("cb_falcon", fromASCII(cbFalcon))
}
