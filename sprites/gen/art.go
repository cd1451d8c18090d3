package main

// ASCII pixel art. Each letter is a palette key (sprites/palette); '.' is
// transparent. "Half" sprites give the left half and are mirrored.

// doveHalf is the front portrait of a dove (24x24), head up, left half.
var doveHalf = []string{
	"............",
	"........kkkk",
	"......kkGGGG",
	".....kGGGGGG",
	"....kGGGGGGG",
	"....kGGGGGGG",
	"...kGGkkkGGG",
	"...kGkoyokGG",
	"...kGkokkkGG",
	"...kGGkkkGGw",
	"...kGGGGGGGK",
	"....kGGGGGkK",
	"....kvGGGGGk",
	"...kvvvGGGGG",
	"..kvvvuuuGGG",
	".kgvvuuuuuuG",
	".kggvvuuuuGG",
	"kgggggvvGGGG",
	"kggGgggGGGGG",
	"kgGggggGGGGG",
	"kgggGgggGGGG",
	"kgggggggGGGG",
	".kkggggggGGG",
	"...kkkkkkkkk",
}

// Accessories drawn over the portrait (24 wide).
var crown = []string{
	"......y....yy....y......",
	"......yy..yyyy..yy......",
	"......yyyyyyyyyyyy......",
	"......yrryyyyyyrry......",
	"......oooooooooooo......",
}

var sunglasses = []string{
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"..kkkkkkkkkkkkkkkkkkkk..",
	"...kKKKkkk....kkkKKKk...",
	"...kkKkkk......kkkKkk...",
	"....kkkk........kkkk....",
}

var razor = []string{
	"........................",
	"........................",
	".......nnnnnn...........",
	".....nnbbbbbbnn.........",
	"....nbbbcbbbbbbn........",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"..................kk....",
	".................kwGk...",
	"................kwGk....",
	"...............kwGk.....",
	"..............kwGk......",
	".............kmmk.......",
	"............kmmk........",
	"............kkk.........",
}

var peashooter = []string{
	"........................",
	"..........kk............",
	".........klfk...........",
	"..........kk............",
	"........................",
	"........................",
	"........................",
	"........................",
	"..........kkkk..........",
	".........kffffk.........",
	".........fdkkdf.........",
	".........fdkkdf.........",
	".........kffffk.........",
	"..........kkkk..........",
}

var angry = []string{
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"...kkk............kkk...",
	"....kkkk........kkkk....",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"........rrrrrrrr........",
	".......rrRRrrRRrr.......",
	"......rrrrrrrrrrrr......",
	".......rrRRrrRRrr.......",
}

var crazy = []string{
	"........G...G...G.......",
	".......kGk.kGk.kGk......",
	"........................",
	"........................",
	"........................",
	"........................",
	"........................",
	"......PPP......PPP......",
	"......PkP......PkP......",
	"......PPk......kPP......",
	"........................",
	"........................",
	"...........ii...........",
	"...........ii...........",
}

// doveSide is a dove seen from the side (16x16), facing right.
var doveSide = []string{
	"................",
	"..........kkk...",
	".........kGGGk..",
	"........kGGkwGk.",
	"........kGGGGGkoo",
	"........kvvGGk..",
	".......kvuvvGk..",
	"..kkkkkguuvvk...",
	".kGGGGGgvvGGk...",
	"kGGgGGGGGGGGGk..",
	"kgGGgggGGGGGGk..",
	".kgGGGgggGGGGk..",
	"..kkgGGGgggGk...",
	"....kkkkkkkk....",
	"......o..o......",
	".....oo.oo......",
}

// falcon seen from the side (24x24), facing left.
var falcon = []string{
	"........................",
	"........kkkk............",
	"......kkhhhhk...........",
	".....khhwwhhhk..........",
	"....ykkhkwhhhhk.........",
	"...yykkwwhhhhhhk........",
	"...ky.kwwshhhhhhk.......",
	"......ksswhhhhhhhkk.....",
	"......kssshhmhhmhhhk....",
	".....kssshmhhmhhmhhhk...",
	".....kswshhmhhmhhmhhhk..",
	".....ksssshmhhmhhmhhhhk.",
	".....kswssshhhhhhhhhhhk.",
	"......kssssshhhhhhhhhhk.",
	"......kswsssshhhhhhhkk..",
	".......kssssssshhhkkhhk.",
	"........kkssssskkk.khhhk",
	"..........kyk.yk....khhk",
	".........kyyk.yyk....kk.",
	"..........kk...kk.......",
}

// dovecote is a tower with a pointed roof (24x32).
var dovecote = []string{
	"...........kk...........",
	"..........kRRk..........",
	".........kRrrRk.........",
	"........kRrrrrRk........",
	".......kRrrrrrrRk.......",
	"......kRrrrrrrrrRk......",
	".....kRrrrrrrrrrrRk.....",
	"....kRRRRRRRRRRRRRRk....",
	"...kkkkkkkkkkkkkkkkkk...",
	".....kswsswsswsswsk.....",
	".....ksssssssssssssk....",
	".....kssskkksskkksssk...",
	".....ksskzzzkkzzzkssk...",
	".....ksskzzzkkzzzkssk...",
	".....kssskkkkkkkkkssk...",
	".....kstsssstsssssssk...",
	".....ksssssssssstsssk...",
	".....ksssskkksssssssk...",
	".....kssskzzzksssstsk...",
	".....kssskzzzkssssssk...",
	".....kstskkkkksssssk....",
	".....kssssssssstsssk....",
	".....ksssssssssssssk....",
	".....kstsssskkkkksssk...",
	".....ksssssskzzzzksssk..",
	".....ksssssskzzzzksssk..",
	".....ksssssskzzzzksssk..",
	"....kkkkkkkkkkkkkkkkkkk.",
	"...kmmmmmmmmmmmmmmmmmmmk",
	"...khhhhhhhhhhhhhhhhhhhk",
	"....kkkkkkkkkkkkkkkkkkk.",
	"........................",
}

// burger is the feeding ground's prize (16x12).
var burger = []string{
	"....kkkkkkkk....",
	"..kkttttttttkk..",
	".kttswttswtttk..",
	"kttttttsttwtttk.",
	"kkkkkkkkkkkkkkk.",
	"kllflllfllflllk.",
	"kyyyyyyyyyyyyyk.",
	"khhhhhhhhhhhhhk.",
	"krrrrRrrrrRrrrk.",
	"kttttttttttttttk",
	".kttttttttttttk.",
	"..kkkkkkkkkkkk..",
}

// Falconry card faces (10x10, drawn on a card of the noble's colour).
var fcMarker = []string{
	".kk.......",
	".kwkk.....",
	".kwwwkk...",
	".kwwwwwkk.",
	".kwwwwkk..",
	".kwwkk....",
	".kkk......",
	".k........",
	".k........",
	"kkk.......",
}

var fcBird = []string{
	"....kk....",
	"...kwwk...",
	"k..kwwk..k",
	"wk.kwwk.kw",
	"wwkwwwwkww",
	".wwwwwwww.",
	"..kwwwwk..",
	"...kwwk...",
	"...kwwk...",
	"....kk....",
}

var fcFalconer = []string{
	"..kkkk....",
	".kkkkkk...",
	"..kwwk...k",
	"..kwwk..kw",
	"..kkkkkkwk",
	".kwwwwwwk.",
	".kwwwwkk..",
	"..kwwwk...",
	"..kwkwk...",
	"..kk.kk...",
}

// fcEmblem is Falconry's emblem on tabs and lists (16x14): the head of
// the cover's hawk in profile, hooked gold beak, dark eye, sand cheek, so
// that it reads at a button's icon size as the falconer's silhouette did
// not.
var fcEmblem = []string{
	".....kkkkkk.....",
	"...kkhhhhhhkk...",
	"..khhhhhhhhhhk..",
	".khhhwwwhhhhhhk.",
	".khhwkkwhhmhhhk.",
	"kkkhwkkwhhhhmhhk",
	"yyykhwwhhmhhhhhk",
	"yyyykssshhhhmhhk",
	"kyyk.ksssshmhhhk",
	".kk..kssssshhhhk",
	".....ksswssshhk.",
	"......ksssssshk.",
	".......ksswsskk.",
	"........kkkkk...",
}

// The seats' symbols (5x5), so no one needs to tell the colours apart:
// Falconry's nobles, Tokyo Doves' two sides.
var seatSymbols = [4][]string{
	{"..w..", ".www.", ".www.", "wwwww", "wwwww"}, // triangle
	{".www.", "wwwww", "wwwww", "wwwww", ".www."}, // disc
	{"..w..", ".www.", "wwwww", ".www.", "..w.."}, // diamond
	{"wwwww", "w...w", "w.w.w", "w...w", "wwwww"}, // square
}

// The replay's transport: to the start, back one, play, pause, on one, to
// the end (cream on the buttons' wood, outlined in ink).
var (
	iconFirst = []string{
		"kkk.....kk.",
		"kwk....kwk.",
		"kwk...kwwk.",
		"kwk..kwwwk.",
		"kwk.kwwwwk.",
		"kwkkwwwwwk.",
		"kwk.kwwwwk.",
		"kwk..kwwwk.",
		"kwk...kwwk.",
		"kwk....kwk.",
		"kkk.....kk.",
	}
	// A step is a chevron, an outline with no fill; Play is the large
	// filled gold triangle, so the two never look alike side by side (a
	// phone shows back, play, next).
	iconBack = []string{
		"...........",
		"......kk...",
		".....kwwk..",
		"....kwwk...",
		"...kwwk....",
		"..kwwk.....",
		"...kwwk....",
		"....kwwk...",
		".....kwwk..",
		"......kk...",
		"...........",
	}
	iconPlay = []string{
		".kk........",
		".kyk.......",
		".kyyk......",
		".kyyyk.....",
		".kyyyyk....",
		".kyyyyyk...",
		".kyyyyyyk..",
		".kyyyyyk...",
		".kyyyyk....",
		".kyyyk.....",
		".kyyk......",
		".kyk.......",
		".kk........",
	}
	iconPause = []string{
		".kkkk.kkkk.",
		".kwwk.kwwk.",
		".kwwk.kwwk.",
		".kwwk.kwwk.",
		".kwwk.kwwk.",
		".kwwk.kwwk.",
		".kwwk.kwwk.",
		".kwwk.kwwk.",
		".kwwk.kwwk.",
		".kwwk.kwwk.",
		".kkkk.kkkk.",
	}
)

// iconBin is a waste bin: delete (a game from the history).
var iconBin = []string{
	"...kkkkk...",
	"kkkkwwwkkkk",
	"kwwwwwwwwwk",
	"kkkkkkkkkkk",
	".kwwkwkwwk.",
	".kwwkwkwwk.",
	".kwwkwkwwk.",
	".kwwkwkwwk.",
	".kwwkwkwwk.",
	".kwwwwwwwk.",
	".kkkkkkkkk.",
}

// iconDone is a lesson done: a cream tick on a green seal.
var iconDone = []string{
	"..kkkkkkk..",
	".kfffffffk.",
	"kfffffffwfk",
	"kffffffwwfk",
	"kfwffffwffk",
	"kfwwffwwffk",
	"kffwwwwfffk",
	"kfffwwffffk",
	"kfffffffffk",
	".kfffffffk.",
	"..kkkkkkk..",
}

// iconNextLesson and iconTodo mark a course's lessons beside iconDone: the
// lesson to play next (a play sign on a gold seal) and one not played yet
// (an open ring, the seal's place empty).
var iconNextLesson = []string{
	"..kkkkkkk..",
	".kyyyyyyyk.",
	"kyyykyyyyyk",
	"kyyykkyyyyk",
	"kyyykkkyyyk",
	"kyyykkkkyyk",
	"kyyykkkyyyk",
	"kyyykkyyyyk",
	"kyyykyyyyyk",
	".kyyyyyyyk.",
	"..kkkkkkk..",
}

var iconTodo = []string{
	"..kkkkkkk..",
	".kGGGGGGGk.",
	"kGGkkkkkGGk",
	"kGkk...kkGk",
	"kGk.....kGk",
	"kGk.....kGk",
	"kGk.....kGk",
	"kGkk...kkGk",
	"kGGkkkkkGGk",
	".kGGGGGGGk.",
	"..kkkkkkk..",
}

// iconWon, iconLost and iconDrawn are a past game's result for the
// player: a tick on a gold seal, a cross on a slate one, an equals sign on
// a sand one.
var iconWon = []string{
	"..kkkkkkk..",
	".kyyyyyyyk.",
	"kyyyyyyykyk",
	"kyyyyyykkyk",
	"kykyyyykyyk",
	"kykkyykkyyk",
	"kyykkkkyyyk",
	"kyyykkyyyyk",
	"kyyyyyyyyyk",
	".kyyyyyyyk.",
	"..kkkkkkk..",
}

var iconLost = []string{
	"..kkkkkkk..",
	".kgggggggk.",
	"kgggggggggk",
	"kggwgggwggk",
	"kgggwgwgggk",
	"kggggwggggk",
	"kgggwgwgggk",
	"kggwgggwggk",
	"kgggggggggk",
	".kgggggggk.",
	"..kkkkkkk..",
}

var iconDrawn = []string{
	"..kkkkkkk..",
	".ksssssssk.",
	"ksssssssssk",
	"ksssssssssk",
	"ksskkkkkssk",
	"ksssssssssk",
	"ksskkkkkssk",
	"ksssssssssk",
	"ksssssssssk",
	".ksssssssk.",
	"..kkkkkkk..",
}

// iconExport is an arrow going down into a tray: a record saved out.
var iconExport = []string{
	"....kkk....",
	"....kwk....",
	"....kwk....",
	"..kkkwkkk..",
	"..kwwwwwk..",
	"...kwwwk...",
	"kk..kwk..kk",
	"kwk..k..kwk",
	"kwkkkkkkkwk",
	"kwwwwwwwwwk",
	"kkkkkkkkkkk",
}
