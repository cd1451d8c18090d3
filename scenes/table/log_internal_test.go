package table

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

func TestTheLogColoursSeatNames(t *testing.T) {
	red, gold := color.RGBA{0xd8, 0x49, 0x4b, 0xff}, color.RGBA{0xf7, 0xd1, 0x54, 0xff}
	seats := []scenes.SeatColor{{Name: "Red", C: red}, {Name: "Yellow", C: gold}}
	got := namedSegments("Red's falcon swoops on Yellow's estate; Redwood is no one.", seats, ui.Cream)
	assert.Equal(t, []segment{
		{"Red", ui.Readable(red)}, {"'s falcon swoops on ", ui.Cream}, {"Yellow", gold},
		{"'s estate; Redwood is no one.", ui.Cream},
	}, got)
	assert.Equal(t, []segment{{"The pile is empty.", ui.Cream}}, namedSegments("The pile is empty.", seats, ui.Cream))
}

func TestTheLogKnowsWhoseTurnAnEntryIs(t *testing.T) {
	seats := []scenes.SeatColor{{Name: "Red"}, {Name: "Grey"}}
	assert.Equal(t, 0, leadingSeat("Red moves the Razor dove one square north.", seats))
	assert.Equal(t, 1, leadingSeat("Grey: pawns on 2/3.", seats))
	assert.Equal(t, 0, leadingSeat("Red's falcon swoops.", seats))
	assert.Equal(t, -1, leadingSeat("Redwood is no seat.", seats))
	assert.Equal(t, -1, leadingSeat("The pile is empty.", seats))
}

// In another language the log names the seats in its words, and those are
// the words it colours and knows a turn by ("赤が...", not "Red").
func TestTheLogColoursSeatNamesInThePlayersLanguage(t *testing.T) {
	was := lang.Current()
	require.NoError(t, lang.Use("ja"))
	defer func() { _ = lang.Use(was) }()
	red, gold := color.RGBA{0xd8, 0x49, 0x4b, 0xff}, color.RGBA{0xf7, 0xd1, 0x54, 0xff}
	seats := []scenes.SeatColor{{Name: "Red", C: red}, {Name: "Yellow", C: gold}}
	aka, ki := lang.Say(game.Colour("Red")), lang.Say(game.Colour("Yellow"))
	require.NotEqual(t, "Red", aka)
	got := namedSegments(ki+"が手番を終えました。"+aka+"の番です。", seats, ui.Cream)
	assert.Equal(t, []segment{
		{ki, gold}, {"が手番を終えました。", ui.Cream}, {aka, ui.Readable(red)}, {"の番です。", ui.Cream},
	}, got)
	assert.Equal(t, 1, leadingSeat(ki+"が手番を終えました。", seats))
}

// Every game's seats' names in the log read on the panel (body text's
// contrast) and stand apart from each other: Columbiz's Grey and Black,
// both greys once lifted to read, were one colour (alike tells them so).
func TestTheLogTellsEverySeatsNameApart(t *testing.T) {
	require.True(t, alike(ui.Readable(palette.C("slate")), ui.Readable(palette.C("charcoal"))), "Grey and Black lifted alike are one grey")
	for _, key := range []string{"columba", "columbiz", "falconry", "tokyodoves"} {
		seats := scenes.SeatColors(key)
		cs := nameColours(seats)
		for i := range cs {
			assert.GreaterOrEqual(t, palette.Contrast(cs[i], ui.Dusk), ui.BodyContrast, "%s: %s", key, seats[i].Name)
			for j := 0; j < i; j++ {
				assert.False(t, alike(cs[i], cs[j]), "%s: %s and %s read as one colour: %v, %v", key, seats[j].Name, seats[i].Name, cs[j], cs[i])
			}
		}
	}
}

// A replay's log says what just happened, whole: a panel too short for the
// newest entry under its title gives the title's line up rather than show
// the entry cut mid-sentence ("Red puts out the Razor dove one").
func TestTheLogShowsTheNewestEntryWhole(t *testing.T) {
	seats := []scenes.SeatColor{{Name: "Red"}, {Name: "Green"}}
	newest := "Red puts out the Razor dove one square south and 2 squares east of its Boss."
	log := []string{"Green moves the Crazy dove one square north.", newest}
	// A width where the entry, under the title, fits in neither face, but
	// fits without it.
	w, h := 0, 0
	for x := 100; x <= 400 && w == 0; x += 2 {
		n := len(ui.Wrap(newest, x-16-logIcon))
		small := len(ui.WrapIn(ui.Small, newest, x-16-logIcon))
		if y := 6 + 6 + n*ui.LineH; n > 1 && y < 20+6+n*ui.LineH && y < 20+4+small*ui.SmallLineH {
			w, h = x, y
		}
	}
	require.NotZero(t, w, "no width to test at")
	n := len(ui.Wrap(newest, w-16-logIcon))
	r := image.Rect(0, 0, w, h)
	f := fitLog(log, r, seats)
	require.True(t, f.whole, "the newest entry is cut in a panel %dx%d", w, h)
	assert.False(t, f.title, "the title keeps its line over the entry")
	var got []string
	for _, l := range f.lines {
		if l.newest {
			got = append(got, l.text)
		}
	}
	assert.Equal(t, strings.Join(ui.WrapIn(f.face, newest, w-16-logIcon), "|"), strings.Join(got, "|"))
	assert.LessOrEqual(t, f.top+len(f.lines)*f.lineH, h, "the lines run past the panel")
	// Where there is room, the title stays and the older entry shows too.
	tall := fitLog(log, image.Rect(0, 0, w, 20+6+(n+4)*ui.LineH), seats)
	assert.True(t, tall.title && tall.whole)
	assert.True(t, strings.HasPrefix(log[0], tall.lines[0].text), "the older entry leads the panel: %q", tall.lines[0].text)
}

// A note too long for the room the newer entries leave (an online game's
// goal in a narrow panel) does not end the log there: the shorter notes
// before it fill the panel. A seat's move still ends it (the turns stay
// in order, none missing between two shown).
func TestALongNoteLeavesRoomToTheNotesBeforeIt(t *testing.T) {
	seats := []scenes.SeatColor{{Name: "Red"}, {Name: "Green"}}
	long := strings.Repeat("Win by shutting in the rival Boss on all four sides. ", 6)
	log := []string{"Join code K7QM2P.", "Online: you play Red.", long, "Kenji is away."}
	w := 300
	n := len(ui.Wrap(long, w-16-logIcon))
	r := image.Rect(0, 0, w, 20+6+(n-1)*ui.LineH) // room for all but the long note
	f := fitLog(log, r, seats)
	var text []string
	for _, l := range f.lines {
		text = append(text, strings.ReplaceAll(l.text, chipRoom, "")) // (the words; a name's chip is drawn in its room)
	}
	joined := strings.Join(text, "|")
	assert.Contains(t, joined, "Kenji is away.")
	assert.Contains(t, joined, "Online: you play Red.", "the shorter notes before the long one")
	assert.Contains(t, joined, "Join code K7QM2P.")
	assert.NotContains(t, joined, "Win by", "the long note that does not fit")
	// A move too long ends the log: what came before it is not shown.
	move := "Red " + long
	f = fitLog([]string{"Join code K7QM2P.", move, "Kenji is away."}, r, seats)
	for _, l := range f.lines {
		assert.NotEqual(t, "Join code K7QM2P.", l.text, "a note older than a move that does not fit")
	}
}

// A grey seat's name (Columbiz's Grey and Black) is said in the line's own
// ink, its chip at the line's start saying whose: lifted to read, Black's
// was the dimmest name of all, a mid-grey on the panel. Seats with a hue
// keep their colour.
func TestTheLogSaysGreySeatsNamesInItsInk(t *testing.T) {
	seats := scenes.SeatColors("columbiz")
	var greys int
	for i, sc := range seats {
		got := namedSegments(sc.Name+" places a pawn.", seats, ui.Cream)
		require.NotEmpty(t, got)
		if hueless(sc.C) {
			greys++
			assert.Equal(t, segment{sc.Name, ui.Cream}, got[0], "%s's name in the line's ink", sc.Name)
			assert.Equal(t, i, leadingSeat(sc.Name+" places a pawn.", seats), "%s's chip leads the line", sc.Name)
		} else {
			assert.Equal(t, segment{sc.Name, nameColours(seats)[i]}, got[0], "%s's name in its colour", sc.Name)
		}
	}
	assert.Equal(t, 2, greys, "Grey and Black have no hue")
}

// Every seat's name in a log line has its chip before it: the line's own
// at its start, and room kept (two spaces that do not break) for a chip
// before every other name, so that "Green's falconer claims Red's marker"
// shows whose marker by colour too, Black's and Grey's as Red's.
func TestEveryNameInTheLogHasItsChip(t *testing.T) {
	seats := scenes.SeatColors("columbiz")
	purple, black := logName(seats[0]), logName(seats[3])
	got := chipNames(purple+" captures "+black+"'s pawn; "+black+"wood is no one.", seats)
	assert.Equal(t, purple+" captures "+chipRoom+black+"'s pawn; "+black+"wood is no one.", got)
	assert.Equal(t, "The pile is empty.", chipNames("The pile is empty.", seats))
	// The chip's own colour, on a rim that parts it from the panel: Black's
	// black on a light rim (its lifted grey read as one more grey).
	for _, sc := range seats {
		fill, rim, _ := chipColours(sc.C)
		assert.Equal(t, sc.C, fill, "%s's chip in its own colour", sc.Name)
		assert.True(t, palette.Contrast(rim, ui.Dusk) >= 3 || palette.Contrast(fill, ui.Dusk) >= 2, "%s's chip parts from the panel", sc.Name)
	}
	_, rim, _ := chipColours(seats[3].C)
	assert.GreaterOrEqual(t, palette.Contrast(rim, ui.Dusk), 3.0, "Black's chip has a light rim")
}

// Entries no seat begins (a note, or a sentence in French that opens on
// "Le fauconnier d'Or") are ruled off from the entries round them, as a
// new turn is: a fresh reader could not see where such an entry ended
// once it wrapped.
func TestTheLogRulesOffEntriesNoSeatBegins(t *testing.T) {
	seats := []scenes.SeatColor{{Name: "Bleu"}, {Name: "Or"}}
	log := []string{"Bleu pose un marqueur.", "Le fauconnier d'Or piège l'oiseau de Bleu.", "Le marqueur de Bleu est découvert.", "Or pose un marqueur.", "Or lâche son oiseau."}
	f := fitLog(log, image.Rect(0, 0, 600, 400), seats)
	var firsts []logLine
	for _, l := range f.lines {
		if l.seat >= 0 || l.note {
			firsts = append(firsts, l)
		}
	}
	require.Len(t, firsts, 5)
	assert.False(t, firsts[0].group, "the first entry shown")
	assert.True(t, firsts[1].group, "a note after a seat's entry")
	assert.True(t, firsts[2].group, "a note after a note")
	assert.True(t, firsts[3].group, "a seat's entry after a note")
	assert.False(t, firsts[4].group, "the same seat's turn goes on")
}
