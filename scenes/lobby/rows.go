package lobby

import (
	"image"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// gameRow is one of the player's games in My games: the game's picture,
// its title and variant, who plays each seat in their colour (the seat to
// act marked), the last move, and on the right whether it is the player's
// turn, with the clock of the seat to act.
type gameRow struct {
	R  image.Rectangle
	G  online.Listed
	Me string
	// Tall gives the row the lines it needs (wholeH; where the list has
	// room): the seats over more lines where one does not hold them, the
	// last move whole.
	Tall bool
	// tab is where the row last drew its chevron's slot (a touch
	// screen's sign that it opens: openSlot); empty where it drew none.
	tab image.Rectangle
	// Card lays the row out as a card (a phone upright, where the list
	// has the room): a larger picture, one seat a line, the last move
	// whole on up to three lines.
	Card bool
	// Foot gives a card a foot across its bottom edge (cardFootH): a
	// rule over the game's turn clock in words (cardFoot).
	Foot bool
	// Wide gives the row the game's whole cover (a list with the height
	// for it: rows at least wideH tall), the words beside it.
	Wide bool
	// Wrap sets a title that one line of the body face does not hold on
	// two lines of it rather than in the small face (whose kanji, ten
	// pixels high, read cramped), where the list has the height for it.
	Wrap bool
	// SmallTitle sets the title in the small face: a list's titles take
	// one face together (shareTitleFace), the small where one needs it.
	SmallTitle bool
	// Brief leaves the turn clock in words out of a tall row's right
	// column (kindShown): a list whose room holds its rows whole, but not
	// with that third line a padding clear of their feet.
	Brief bool
	// Open opens the game.
	Open func()
}

// shareTitleFace sets the titles of the game rows among ws in one face:
// the small face on every row where one row's title does not hold a line
// in the body face (a reader sees one type size for the role).
func shareTitleFace(ws []ui.Widget) {
	small := false
	var rows []*gameRow
	for _, w := range ws {
		if row, ok := w.(*gameRow); ok {
			rows = append(rows, row)
			title, extra := row.titleExtra(row.R)
			if _, _, _, tw := row.columns(row.R); extra == 0 && ui.WidestIn(ui.Body, title) > tw {
				small = true
			}
		}
	}
	for _, row := range rows {
		row.SmallTitle = small
	}
}

// rowH is a game row's height: three lines beside the picture.
func rowH() int { return max(ui.TwoLinesH(), 3*ui.LineH+12) }

// wholeH is the height of g's tall row w wide: its seats and its last
// move whole (the title's extra height included).
func wholeH(g online.Listed, me string, w int) int {
	return (&gameRow{G: g, Me: me}).wholeH(w)
}

// wholeH is the height of the row w wide (its Wide as set) with its seats
// and last move whole: at least wideH where it is Wide.
func (w *gameRow) wholeH(width int) int {
	row := &gameRow{G: w.G, Me: w.Me, Tall: true, Wide: w.Wide, Wrap: w.Wrap, Brief: w.Brief, R: image.Rect(0, 0, width, rowH())}
	_, extra := row.titleExtra(row.R)
	seats, last := row.lines(row.R)
	h := rowH() + extra + (len(seats)+len(last)-2)*(ui.LineH+2)
	if row.kindShown() { // the right column's three lines, a padding over and under them
		h = max(h, row.rightH(extra)+2*rowPad)
	}
	if w.Wide {
		h = max(h, wideH)
	}
	return h
}

// rowPad is the room a row keeps over and under its lines.
const rowPad = 6

// rightH is the height of the row's right column, its title extra high:
// the state over the time left, and the turn clock in words under them
// where it is shown (kindShown).
func (w *gameRow) rightH(extra int) int {
	h := 2*ui.LineH + 4 + extra
	if w.kindShown() {
		h += ui.LineH + 2
	}
	return h
}

// wideH is the least height of a Wide row: the cover whole and a margin.
const wideH = cardArtH + 10

// wideRows are the heights of games' rows w wide, Wide, where they all
// fit room (their gaps of 6 included); nil where they do not.
func wideRows(gs []online.Listed, me string, w, room int) []int {
	hs, sum := make([]int, len(gs)), 0
	for i, g := range gs {
		row := &gameRow{G: g, Me: me, Wide: true, R: image.Rect(0, 0, w, wideH)}
		title, _ := row.titleExtra(row.R)
		if _, _, _, tw := row.columns(row.R); ui.WidestIn(ui.Body, title) > tw {
			return nil // (the title in the small face beside the cover: the small picture rather)
		}
		hs[i] = row.wholeH(w)
		sum += hs[i] + 6
	}
	if sum > room+6 {
		return nil
	}
	return hs
}

// lines are a tall row's seats, a line at a time, and its last move's
// lines in r.
func (w *gameRow) lines(r image.Rectangle) (seats [][]int, last []string) {
	_, _, _, tw := w.columns(r)
	var line []int
	used := 0
	for i := 0; i < w.seats(); i++ {
		sw, _ := ui.Measure(w.seatWho(i))
		sw += seatChipW
		if sc := w.seatScore(i); sc != "" {
			scw, _ := ui.Measure(sc)
			sw += scoreGap + scw
		}
		if len(line) > 0 && used+10+sw > tw {
			seats, line, used = append(seats, line), nil, 0
		}
		if len(line) > 0 {
			used += 10
		}
		line, used = append(line, i), used+sw
	}
	seats = append(seats, line)
	seats = evenSeats(w, seats, tw)
	last = ui.Wrap(lastLine(w.G), w.lastW(r)) // (whole: a row is as tall as they are, or not tall)
	return seats, last
}

// kindShown says whether the row's right column ends with the game's turn
// clock in words ("1 minute a turn", "3 days a turn"): a tall row held
// sideways, which has the width (a phone's cards say it on their foot;
// a phone's rows have no room for it, and a short row's last move on one
// line would be cut by it).
func (w *gameRow) kindShown() bool { return w.Tall && !w.Card && !w.Brief && !ui.Portrait() }

// lastW is how wide the last move's lines are in r: to Play's triangle,
// or to the right column where it goes down three lines (kindShown).
func (w *gameRow) lastW(r image.Rectangle) int {
	_, _, x, tw := w.columns(r)
	if w.kindShown() {
		return tw
	}
	return wordsEnd(r) - x
}

// evenSeats shares a row's seats evenly among the lines they take where
// that fits tw ("You, Chloé / Standard, Beginner", not three seats over
// a lone fourth).
func evenSeats(w *gameRow, seats [][]int, tw int) [][]int {
	n := w.seats()
	if len(seats) < 2 || n == 0 {
		return seats
	}
	per := (n + len(seats) - 1) / len(seats)
	var out [][]int
	for from := 0; from < n; from += per {
		var line []int
		used := 0
		for i := from; i < min(n, from+per); i++ {
			sw, _ := ui.Measure(w.seatWho(i))
			sw += seatChipW
			if sc := w.seatScore(i); sc != "" {
				scw, _ := ui.Measure(sc)
				sw += scoreGap + scw
			}
			if len(line) > 0 {
				used += 10
			}
			line, used = append(line, i), used+sw
		}
		if used > tw {
			return seats
		}
		out = append(out, line)
	}
	if len(out) != len(seats) {
		return seats
	}
	return out
}

// pillPad is the room each side of "Your turn" on its chip.
const pillPad = 7

// wordsEnd is where a row's lines of words end (its last move): clear of
// Play's triangle by as much as the words are of the row's left edge
// (they ran into it).
func wordsEnd(r image.Rectangle) int { return r.Max.X - openSlot() - 6 }

// openSlot is the room a row's sign that it opens takes at its right end:
// on a touch screen a chevron, large, in a slot as wide as the wood tab
// it replaces (the whole card is the target, and lights when pressed:
// rowFrame; a tab 22 px wide read as a button of its own, too narrow for
// a finger, reader 36), else Play's triangle as the offline lists have it.
func openSlot() int {
	if ui.Touch {
		return tabW + 8
	}
	return scenes.RowPlaySlot
}

// tabW is the width of the chevron's slot at a row's right end on a touch
// screen (openSlot).
const tabW = 22

// drawChevron draws the chevron in the slot at a row's right end
// (openSlot): gold, butter while the row is pressed. It returns the
// slot.
func drawChevron(dst *ebiten.Image, r image.Rectangle, pressed bool) image.Rectangle {
	slot := image.Rect(r.Max.X-4-tabW, r.Min.Y+4, r.Max.X-4, r.Max.Y-4)
	const h, stroke = 15, 3 // its height and its arms' width
	c := ui.Gold
	if pressed {
		c = ui.Butter
	}
	x, y := slot.Min.X+(slot.Dx()-h/2-stroke)/2, slot.Min.Y+(slot.Dy()-h)/2
	for i := range h {
		d := min(i, h-1-i)
		ui.FillRect(dst, image.Rect(x+d, y+i, x+d+stroke, y+i+1), c)
	}
	return slot
}

// seatChipW is a seat's chip and the gap after it, before its name: clear
// of the frame round the chip of the seat to act (they touched).
const seatChipW = ui.SeatChipSide + 6

// cardArtW and cardArtH are the size of a card's picture: the game's
// whole cover.
const cardArtW, cardArtH = 128, 80

// cardLast is the last move's lines on a card w wide, across the card
// under the picture.
func cardLast(g online.Listed, w int) []string {
	ls := ui.Wrap(lastLine(g), wordsEnd(image.Rect(0, 0, w, 0))-10)
	if len(ls) > 3 {
		ls = append(ls[:2], strings.Join(ls[2:], " "))
	}
	return ls
}

// cardH is the height of a game's card w wide: the title across, the
// picture with one line a seat beside it, the last move across.
func cardH(g online.Listed, w int) int {
	n := max(len(g.Names), len(g.Players))
	_, extra := (&gameRow{G: g, Card: true}).titleExtra(image.Rect(0, 0, w, cardArtH+10))
	if ls, beside := cardBeside(g, w); beside {
		return 8 + ui.LineH + extra + 6 + max(cardArtH, n*ui.LineH+4+len(ls)*ui.LineH) + 8
	}
	return 8 + ui.LineH + extra + 6 + max(cardArtH, n*ui.LineH) + 8 + len(cardLast(g, w))*ui.LineH + 8
}

// cardFootH is the height of a card's foot: a rule, then the game's turn
// clock in words ("1 day a turn", "No clock": live or by correspondence,
// as a lobby's table says its speed), where the list has the height.
func cardFootH() int { return ui.LineH + 10 }

// cardFoot is a card's foot in words: the game's turn clock.
func cardFoot(g online.Listed) string { return clock{g.TurnSeconds}.say() }

// cardBeside is the last move's lines beside a card's picture, under its
// seats, and whether they go there: where they take no more than the
// picture's height and two lines (the card then that much taller), so
// that the card's right half carries them, not a bare band.
func cardBeside(g online.Listed, w int) ([]string, bool) {
	n := max(len(g.Names), len(g.Players))
	x := 10 + cardArtW + 8
	ls := ui.Wrap(lastLine(g), wordsEnd(image.Rect(0, 0, w, 0))-x)
	return ls, n*ui.LineH+4+len(ls)*ui.LineH <= cardArtH+2*ui.LineH
}

func (w *gameRow) Rect() image.Rectangle { return w.R }
func (w *gameRow) Enabled() bool         { return true }
func (w *gameRow) Activate()             { w.Open() }
func (w *gameRow) Tip() string           { return Sentence(w.Label()) + " " + lang.T("online.open.tip") }

// Label is the row in words (its tip, and the tests' name for it).
func (w *gameRow) Label() string { return gameLine(w.G, w.Me) }

// seatWho is who plays a seat of the game, for its row.
func (w *gameRow) seatWho(i int) string {
	g := w.G
	name := ""
	if i < len(g.Names) {
		name = g.Names[i]
	}
	switch {
	case i == g.Seat:
		return lang.T("online.you")
	case i < len(g.Players) && g.Players[i] != online.Human: // as the setup screens say it
		return lang.T("setup.computer-level", "Level", scenes.LevelName(g.Players[i]))
	case name != "":
		return lang.T("online.row.name", "Name", name) // (as typed)
	case g.Over:
		return lang.T("online.computer")
	}
	return lang.T("online.open-seat")
}

// seats is how many seats the game has.
func (w *gameRow) seats() int { return max(len(w.G.Names), len(w.G.Players)) }

// status is the row's right column: whose turn, and the clock.
func (w *gameRow) status() (state, clock string) {
	g := w.G
	switch {
	case g.Over:
		state, score := w.result()
		if w.seatScore(0) != "" {
			score = "" // every seat's score stands beside it
		}
		return state, score
	case g.YourTurn:
		state = lang.T("online.row.yours")
	default:
		state = lang.T("online.row.waiting")
	}
	if g.Deadline > 0 {
		clock = table.TimeLeft(time.Until(time.UnixMilli(g.Deadline)))
	}
	return state, clock
}

// result is a finished game's right column: who won (or lost on time
// or by leaving, or a draw), over the winner's score against the next
// best; only "Over" where the server sent no result (an older server).
func (w *gameRow) result() (state, score string) {
	g := w.G
	if len(g.Returns) == 0 {
		return lang.T("online.row.over"), ""
	}
	if g.Lost > 0 && g.Lost <= len(g.Returns) {
		if g.Lost-1 == g.Seat {
			return lang.T("online.row.you-lost"), ""
		}
		return lang.T("online.row.lost-by", "Who", w.seatName(g.Lost-1)), ""
	}
	best, winners := g.Returns[0], []int{}
	for _, r := range g.Returns {
		best = max(best, r)
	}
	for i, r := range g.Returns {
		if r == best {
			winners = append(winners, i)
		}
	}
	switch {
	case len(winners) != 1:
		state = lang.T("online.row.draw")
	case winners[0] == g.Seat:
		state = lang.T("online.row.you-won")
	default:
		state = lang.T("online.row.won-by", "Who", w.seatName(winners[0]))
	}
	if len(g.Scores) == len(g.Returns) && len(winners) >= 1 {
		won, next, found := g.Scores[winners[0]], 0, false
		for i, s := range g.Scores {
			if i != winners[0] && (!found || s > next) {
				next, found = s, true
			}
		}
		if found {
			score = lang.T("online.row.score", "Won", won, "Next", next)
		}
	}
	return state, score
}

// seatName is who played seat i, in a few words: the name a player gave,
// else the seat's colour (a computer's, an open seat's).
func (w *gameRow) seatName(i int) string {
	if i < len(w.G.Names) && w.G.Names[i] != "" && (i >= len(w.G.Players) || w.G.Players[i] == online.Human) {
		return w.G.Names[i]
	}
	if cols := scenes.SeatColors(w.G.Game); i < len(cols) {
		return lang.Say(game.Colour(cols[i].Name))
	}
	return lang.T("online.computer")
}

func (w *gameRow) Draw(dst *ebiten.Image, st ui.State) {
	g, r := w.G, w.R
	if st.Pressed { // (down a pixel, as a button goes)
		r = r.Add(image.Pt(0, 1))
	}
	fg, sub := rowFrame(dst, r, st)
	// As the offline lists: Play's triangle at the row's right end (the
	// row opens the game; on a touch screen a chevron), and a gold
	// strip down the left edge of a game waiting for the player.
	defer scenes.DrawRowMark(dst, r, w.strip(), !ui.Touch)
	w.tab = image.Rectangle{}
	if ui.Touch {
		defer func() { w.tab = drawChevron(dst, r, st.Pressed) }()
	}
	defer ui.Within(r)()
	state, clock := w.status()
	if w.Card && w.Foot { // the foot: a rule, the time left beside the turn clock in words
		fy := r.Max.Y - cardFootH()
		ui.FillRect(dst, image.Rect(r.Min.X+10, fy, r.Max.X-10, fy+1), ui.Slate)
		fx := r.Min.X + 10
		if clock != "" && !g.Over { // (a finished game's column says its score)
			cw, _ := ui.Measure(clock)
			ui.Text(dst, clock, fx, fy+5, fg)
			fx += cw + 6
			ui.FillRect(dst, image.Rect(fx, fy+5+ui.LineH/2-1, fx+2, fy+5+ui.LineH/2+1), ui.Slate) // a dot between the two
			fx += 8
			clock = ""
		}
		ui.FitText(dst, cardFoot(g), fx, fy+5, wordsEnd(r)-fx, sub)
		r.Max.Y = r.Min.Y + cardH(g, r.Dx())
	}
	art, right, x, tw := w.columns(r)
	title, extra := w.titleExtra(r)
	if w.Card { // the picture under the title
		art = art.Add(image.Pt(0, ui.LineH+extra+6))
	}
	w.drawCover(dst, art)
	// The right column: the state over the clock, both against the
	// row's right edge.
	lines := 3
	seatLines, lastLines := w.lines(r)
	if w.Tall {
		lines = len(seatLines) + len(lastLines) + 1
	}
	y := r.Min.Y + (r.Dy()-max(lines*ui.LineH+(lines-1)*2+extra, w.rightH(extra)))/2 // (the taller column in the middle)
	if w.Card {
		y = r.Min.Y + 8
	}
	sw, _ := ui.Measure(state)
	clockY := y + ui.LineH + 4 + extra
	if g.YourTurn && !g.Over {
		// A chip as the tables' "on turn" is, roomy: the row's call to act.
		pill := image.Rect(right.Max.X-sw-2*pillPad, y-2, right.Max.X, y+ui.LineH+2)
		ui.FillRect(dst, pill, ui.Gold)
		ui.StrokeRect(dst, pill, ui.Ink)
		ui.StrokeRect(dst, pill.Inset(1), ui.Butter)
		ui.Centered(dst, state, ui.Mid(pill).X, y, ui.Ink)
	} else {
		ui.Text(dst, state, right.Max.X-4-sw, y, sub)
	}
	if clock != "" {
		cw, _ := ui.Measure(clock)
		ui.Text(dst, clock, right.Max.X-4-cw, clockY, fg)
		clockY += ui.LineH + 2
	}
	if w.kindShown() { // the game's turn clock in words ("1 minute a turn"), as the phone's cards say it
		kind := cardFoot(g)
		kw, _ := ui.Measure(kind)
		ui.Text(dst, kind, right.Max.X-4-kw, clockY, ui.Secondary)
	}
	// The words: the title and variant (on two lines of the small face
	// where one does not hold them), the seats, the last move.
	// The title in the headings' butter, the last move in cream: the
	// row's longest words in its brightest colour on the wood (the move
	// in butter read fainter than the title over it).
	if extra == 0 && w.SmallTitle {
		ui.TextIn(dst, ui.Small, title, x, y+(ui.LineH-ui.Small.LineHeight()+1)/2, sub)
	} else if extra == 0 {
		ui.FitText(dst, title, x, y, tw, sub)
	} else if extra == ui.LineH && w.Wrap { // two lines of the body face
		for i, line := range titleLines(g.Game, title, tw) {
			ui.FitText(dst, line, x, y+i*ui.LineH, tw, sub)
		}
	} else {
		ui.Paragraph(dst, title, image.Rect(x, y, x+tw, y+ui.LineH+extra), sub)
	}
	y += extra
	if w.Card { // beside the picture one seat a line, then the last move across
		y = art.Min.Y
		if cl := art.Min.Y + ui.LineH + 4; clock != "" && w.seats()*ui.LineH > art.Dy()-ui.LineH-4 {
			y = cl // (under the clock where the seats need the height)
		}
		x := art.Max.X + 8
		// A finished game's scores in a column after the longest name.
		scoreX := 0
		for i := 0; i < w.seats(); i++ {
			nw, _ := ui.Measure(w.seatWho(i))
			scoreX = max(scoreX, x+seatChipW+nw+scoreGap)
		}
		for i := 0; i < w.seats(); i++ {
			end := r.Max.X - openSlot()
			if y < art.Min.Y+ui.LineH+4 && clock != "" {
				end = right.Min.X - 8 // beside the clock
			}
			w.drawSeatAt(dst, i, x, y, end, fg, scoreX)
			y += ui.LineH
		}
		last, beside := cardBeside(g, r.Dx())
		if beside { // under the seats, beside the picture
			y += 4
		} else {
			y, last = max(y, art.Max.Y)+8, cardLast(g, r.Dx())
		}
		for _, line := range last {
			lx := r.Min.X + 10
			if beside {
				lx = x
			}
			ui.FitName(dst, line, lx, y, wordsEnd(r)-lx, fg) // (wrapped to fit: a name is cut only where one word is longer than the row)
			y += ui.LineH
		}
		return
	}
	// The last move, under the clock too. It begins with the name of who
	// made it (a name a player gave): where it is longer than the row, it
	// is shortened, whole on hover or tap.
	last, lw := lastLine(g), w.lastW(r)
	if !w.Tall { // one line of seats, one of the last move
		w.drawSeats(dst, x, y+ui.LineH+2, x+tw, fg)
		ui.CutLine(dst, last, x, y+2*ui.LineH+4, lw, fg)
		return
	}
	// A tall row: the seats on as many lines as they take, the last move
	// on up to three.
	y += ui.LineH + 2
	for _, line := range seatLines {
		xx := x
		for _, i := range line {
			xx = w.drawSeat(dst, i, xx, y, x+tw, fg) + 10
		}
		y += ui.LineH + 2
	}
	for _, l := range lastLines {
		ui.CutLine(dst, l, x, y, lw, fg)
		y += ui.LineH + 2
	}
}

// strip is the colour of the row's left strip: gold where it is the
// player's turn, none otherwise.
func (w *gameRow) strip() color.RGBA {
	if w.G.YourTurn && !w.G.Over {
		return ui.Gold
	}
	return color.RGBA{}
}

// drawCover draws the game's cover in art: whole on a card (its size),
// else its half-size picture (the cover reduced a 2x2 block a pixel in
// its own colours, baked into the sheet: halfCover) at the largest whole
// scale art holds, in its middle on ink; the half's middle where even
// that is too big.
func (w *gameRow) drawCover(dst *ebiten.Image, art image.Rectangle) {
	cover := sprites.Get(scenes.Info(w.G.Game).Cover)
	if cover == nil {
		return
	}
	b := cover.Bounds()
	op := &ebiten.DrawImageOptions{}
	if art.Dx() >= b.Dx() && art.Dy() >= b.Dy() {
		op.GeoM.Translate(float64(art.Min.X+(art.Dx()-b.Dx())/2), float64(art.Min.Y+(art.Dy()-b.Dy())/2))
	} else if small := sprites.Get(halfCover(w.G.Game)); small != nil {
		// (Pixel art shrunk with smoothing is a blur of 53 to 67 colours
		// where the cover has 10 to 19; shrunk without, it drops every
		// other line of its pixels; the cover's middle cut the birds.)
		ui.FillRect(dst, art, ui.Ink)
		cover, b = small, small.Bounds()
		scale := max(1, min(art.Dx()/b.Dx(), art.Dy()/b.Dy()))
		if cw, ch := min(art.Dx(), b.Dx()), min(art.Dy(), b.Dy()); cw < b.Dx() || ch < b.Dy() {
			at := image.Pt(b.Min.X+(b.Dx()-cw)/2, b.Min.Y+(b.Dy()-ch)/2)
			cover, b = cover.SubImage(image.Rectangle{at, at.Add(image.Pt(cw, ch))}).(*ebiten.Image), image.Rect(0, 0, cw, ch)
		}
		op.GeoM.Scale(float64(scale), float64(scale))
		op.GeoM.Translate(float64(art.Min.X+(art.Dx()-scale*b.Dx())/2), float64(art.Min.Y+(art.Dy()-scale*b.Dy())/2)) // (a sub-image draws from its corner)
	}
	done := ui.Within(art)
	dst.DrawImage(cover, op)
	done()
	ui.StrokeRect(dst, art.Inset(-1), ui.Ink)
}

// halfCover is the name of a game's cover at half its size in the sheet
// (sprites/gen: half).
func halfCover(game string) string { return scenes.Info(game).Cover + "_half" }

// titlesExtra is how much taller rows w wide are made for a list of
// games: what the longest title takes beyond a line (titleExtra).
func titlesExtra(list []online.Listed, me string, w int) int {
	extra := 0
	for _, g := range list {
		_, e := (&gameRow{G: g, Me: me}).titleExtra(image.Rect(0, 0, w, rowH()))
		extra = max(extra, e)
	}
	return extra
}

// columns are a row's parts across, laid out in r: the picture, the
// right column (the state over the clock), and the words' start and
// width between them.
func (w *gameRow) columns(r image.Rectangle) (art, right image.Rectangle, x, tw int) {
	// (Clear of the strip on the left and of Play's triangle on the
	// right.)
	// The cover at half its size, as tall as itself in the middle of the
	// row's height (a box the row's height letterboxed it in ink).
	ay := r.Min.Y + (r.Dy()-cardArtH/2)/2
	art = image.Rect(r.Min.X+8, ay, r.Min.X+8+cardArtW/2, ay+cardArtH/2)
	if w.Wide { // the whole cover, in the middle of the row's height
		y := r.Min.Y + (r.Dy()-cardArtH)/2
		art = image.Rect(r.Min.X+8, y, r.Min.X+8+cardArtW, y+cardArtH)
	}
	state, clock := w.status()
	rw := max(widestOf(state)+2*pillPad-8, widestOf(clock)) + 8 // (the pill of "Your turn" is its words and its pads)
	// The turn clock in words under them, as a card's foot says it.
	if w.kindShown() {
		rw = max(rw, widestOf(cardFoot(w.G))+8)
	}
	end := r.Max.X - openSlot()
	right = image.Rect(end-rw, r.Min.Y+6, end, r.Max.Y-6)
	if w.Card { // the title across the card, the picture under it (Draw moves it down)
		art = image.Rect(r.Min.X+10, r.Min.Y+8, r.Min.X+10+cardArtW, r.Min.Y+8+cardArtH)
		x = r.Min.X + 10
		return art, right, x, right.Min.X - 8 - x
	}
	x = art.Max.X + 8
	return art, right, x, right.Min.X - 8 - x
}

// titleExtra is the row's title (the game, and its variant where it has
// several) and the height it takes in r beyond a line: none where a line
// of the body face holds it; a line more where the row wraps it (Wrap) on
// two lines of the body face; else none where a line of the small face
// holds it, else two lines of the small face (the list makes its rows
// that much taller: rowExtra).
func (w *gameRow) titleExtra(r image.Rectangle) (string, int) {
	g := w.G
	title := g.Game
	if d, err := game.Lookup(g.Game); err == nil {
		title = scenes.GameTitle(d.Name)
		if len(d.Variants) > 1 && g.Variant != "" {
			title = lang.T("online.row.title", "Game", title, "Variant", scenes.VariantName(g.Game, g.Variant))
		}
	}
	_, _, _, tw := w.columns(r)
	if w.Wrap && ui.WidestIn(ui.Body, title) > tw && len(titleLines(g.Game, title, tw)) == 2 {
		return title, ui.LineH
	}
	if ui.WidestIn(ui.Small, title) <= tw {
		return title, 0
	}
	return title, 2*ui.SmallLineH - ui.LineH
}

// titleLines are a row's title on lines of the body face tw wide: the
// game's name over its variant where each holds a line ("トウキョウのハト" /
// "（標準ルール）": the variant whole, not broken in its middle), else as
// the text wraps.
func titleLines(key, title string, tw int) []string {
	if d, err := game.Lookup(key); err == nil {
		name := scenes.GameTitle(d.Name)
		if rest := strings.TrimSpace(strings.TrimPrefix(title, name)); rest != title && rest != "" &&
			ui.WidestIn(ui.Body, name) <= tw && ui.WidestIn(ui.Body, rest) <= tw {
			return []string{name, rest}
		}
	}
	return ui.Wrap(title, tw)
}

// drawSeats draws who plays each seat from (x, y) to maxX, each after a
// chip of its colour; the seat to act has a frame round its chip. A name
// that does not fit is shortened (whole on hover or tap).
func (w *gameRow) drawSeats(dst *ebiten.Image, x, y, maxX int, fg color.Color) {
	n := w.seats()
	for i := 0; i < n && x < maxX-12; i++ {
		room := maxX - x
		if i < n-1 {
			room -= 20 // the next seat's chip, at least
		}
		x = w.drawSeat(dst, i, x, y, x+room, fg) + 10
	}
}

// seatScore is a finished game's score for seat i, in its row beside who
// played it ("" for a game on, or without scores).
func (w *gameRow) seatScore(i int) string {
	g := w.G
	if !g.Over || len(g.Scores) != w.seats() || i >= len(g.Scores) {
		return ""
	}
	return lang.T("online.row.points", "Score", g.Scores[i])
}

// scoreGap is the room between who played a seat and their score.
const scoreGap = 8

// drawSeat draws who plays seat i at (x, y), after a chip of its colour
// (framed where the seat is to act), shortened to maxX where it is a name
// too long (whole on hover or tap), then the seat's score in a finished
// game; it returns the x after the words.
func (w *gameRow) drawSeat(dst *ebiten.Image, i, x, y, maxX int, fg color.Color) int {
	return w.drawSeatAt(dst, i, x, y, maxX, fg, 0)
}

// drawSeatAt is drawSeat with the score at scoreX where that is set and
// the score fits there (a card's seats, one a line: the scores in a
// column).
func (w *gameRow) drawSeatAt(dst *ebiten.Image, i, x, y, maxX int, fg color.Color, scoreX int) int {
	score, scw := w.seatScore(i), 0
	if score != "" {
		scw, _ = ui.Measure(score)
		maxX -= scw + scoreGap
	}
	cols := scenes.SeatColors(w.G.Game)
	c := ui.Slate
	if i < len(cols) {
		c = cols[i].C
	}
	// The seat's token as every screen draws it (ui.SeatChip): filled,
	// lit along its top, so that Black reads as a colour, not as an
	// empty box.
	at := image.Pt(x, y+(ui.LineH-ui.SeatChipSide)/2)
	chip := image.Rectangle{at, at.Add(image.Pt(ui.SeatChipSide, ui.SeatChipSide))}
	if i == w.G.ToMove && !w.G.Over {
		ui.StrokeRectW(dst, chip.Inset(-2), 1, ui.Butter)
	}
	ui.SeatChip(dst, at, i, c)
	x += seatChipW
	who := w.seatWho(i)
	room := maxX - x
	if ww, _ := ui.Measure(who); ww > room && i != w.G.Seat && i < len(w.G.Players) && w.G.Players[i] != online.Human {
		who = scenes.LevelName(w.G.Players[i]) // a computer by its level alone where "Computer (Beginner)" does not fit
	}
	// Every seat's name in the body face, shortened where it must be
	// (whole on hover or tap): one face for the seats of every row ("You"
	// beside "Computer (Beginner)" in the small face read as two kinds).
	ww, _ := ui.Measure(who)
	ui.CutLine(dst, who, x, y, room, fg)
	x += min(ww, room)
	if score != "" {
		sx := x + scoreGap
		if scoreX >= sx && scoreX+scw <= maxX+scoreGap+scw {
			sx = scoreX
		}
		ui.Text(dst, score, sx, y, ui.Butter)
		x = sx + scw
	}
	return x
}

// rowFrame draws a list row's face: a panel, as lists are (the buttons'
// wood made each game's card read as one giant button), its edge lit in
// Cream while under the pointer or pressed, ringed while focused; its
// words Cream, the second line in Butter.
func rowFrame(dst *ebiten.Image, r image.Rectangle, st ui.State) (fg, sub color.RGBA) {
	sprites.NineSlice(dst, "frame_panel", r, nil)
	if st.Pressed { // the whole card lit: it is the target (no pointer lights it on a phone)
		ui.FillRect(dst, r.Inset(2), ui.Charcoal)
	}
	if st.Hover || st.Pressed {
		ui.StrokeRect(dst, r, ui.Cream)
		ui.StrokeRect(dst, r.Inset(1), ui.Cream)
	}
	if st.Focused {
		sprites.NineSlice(dst, "frame_focus", r.Inset(-3), nil)
	}
	return ui.Cream, ui.Butter
}
