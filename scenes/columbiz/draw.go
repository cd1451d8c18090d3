package columbiz

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// DrawTable draws the players, the board, the dice, pawns in flight and
// score pops.
func (s *Table) DrawTable(dst *ebiten.Image) {
	s.drawPlayers(dst)
	s.drawAid(dst)
	s.drawBoard(dst)
	s.drawTray(dst)
	for _, f := range s.flyers {
		Pawn(dst, f.seat, int(f.x), int(f.y-f.lift), 2)
	}
	for _, p := range s.pops {
		c := table.Alpha(p.c, uint8(255*math.Max(0, math.Min(1, (1.4-p.t)*2))))
		ui.TextScaled(dst, p.text, int(p.x)-8, int(p.y-p.t*14)-4, 2, c)
	}
}

// levelOrPerson is the line under a seat's name at its shortest: the
// computer's level alone, or "person".
func (s *Table) levelOrPerson(seat int) string {
	return scenes.SeatWho(s.M.Players[seat], true)
}

// Pawn draws a pawn of a seat's colour (with its symbol) at a scale.
//
// A dark seat's pawn drawn small (on a card, scale 1) stands on a plate of
// the board's light sand, as its pawns stand on the board's squares: its
// dark body was lost on the dark card, and a light rim round it read as
// a hollow outline (Black's icon looked like Grey's).
func Pawn(dst *ebiten.Image, seat, x, y, scale int) {
	name := fmt.Sprintf("pawn_%d", seat)
	if scale == 1 && darkSeat(seat) {
		ui.FillRect(dst, pawnPlate(x, y), palette.C("sand"))
	}
	ui.Sprite(dst, name, x, y, scale)
}

// pawnPlate is the plate under a dark seat's pawn drawn at (x, y) at
// scale 1: a pixel out each side (clear of a count after it), one above
// and below.
func pawnPlate(x, y int) image.Rectangle {
	pw, ph := sprites.Size("pawn_0")
	return image.Rect(x-1, y-1, x+pw+1, y+ph+1)
}

// darkSeat reports whether a seat's colour is too dark to part from a
// dark card by itself (Black's).
func darkSeat(seat int) bool {
	cs := scenes.SeatColors("columbiz")
	if seat >= len(cs) {
		return false
	}
	c := cs[seat].C
	return max(c.R, c.G, c.B)-min(c.R, c.G, c.B) < 40 && palette.Contrast(c, ui.Dusk) < 2 // (a grey: a hue parts from the card by itself)
}

func (s *Table) drawPlayers(dst *ebiten.Image) {
	sc := s.st.Scores()
	// Who plays each seat, under its name (beside it on a compact card):
	// the same form and face on every card. Computers are "Computer:
	// Expert" where every computer's card holds that beside its score on
	// every canvas (fullWho: sideways and upright alike), else their
	// level alone (beside the name on a compact card, in
	// brackets as Columba's panels have it: "Blue (Standard)", since
	// "Blue Standard" read as a colour's name); the body face where every
	// card's line fits, else the small face on every card. A name the
	// player typed is set in the body face, shortened where it must be
	// (the whole on hover).
	whoX := func(seat int) int {
		if s.lay.compact {
			nw, _ := ui.Measure(seatName(seat))
			return s.lay.cards[seat].Min.X + 24 + nw + 6
		}
		return s.lay.cards[seat].Min.X + s.lay.indent
	}
	whoEnd := func(seat int) int {
		w, _ := ui.MeasureIn(ui.Figures, fmt.Sprint(sc[seat]))
		return s.lay.cards[seat].Max.X - 10 - 2*w - whoGap
	}
	brackets := s.lay.compact
	whoFor := func(seat int, full bool) (string, bool) {
		if p, named := s.Player(seat); named {
			return p, true
		}
		if s.M.IsBot(seat) && full {
			return scenes.SeatWho(s.M.Players[seat], false), false
		}
		if brackets {
			return "(" + s.levelOrPerson(seat) + ")", false
		}
		return s.levelOrPerson(seat), false
	}
	fitsAll := func(full bool, f ui.Face) bool {
		for seat := 0; seat < s.st.N; seat++ {
			if who, named := whoFor(seat, full); !named && ui.WidestIn(f, who) > whoEnd(seat)-whoX(seat) {
				return false
			}
		}
		return true
	}
	full := s.fullWho() && fitsAll(true, ui.Body)
	whoFace := ui.Body
	switch {
	case full:
	case fitsAll(false, ui.Body):
		// The level alone ("(Standard)" beside a compact card's name):
		// the body face, never the small one (7 px high on a phone).
	case s.lay.compact && s.fullWho() && fitsAll(true, ui.Small):
		full, whoFace = true, ui.Small
	default:
		whoFace = ui.Small
		brackets = brackets && fitsAll(false, ui.Small) // (the pseudo-language's long words: the level bare)
	}
	// The room right of who plays on every card, before any card is laid
	// out (the pawns' groups may go there: one choice for every card).
	for seat := 0; seat < s.st.N; seat++ {
		who, _ := whoFor(seat, full)
		ww, _ := ui.MeasureIn(whoFace, who)
		s.whoFree[seat] = [2]int{whoX(seat) + ww + 8, whoEnd(seat) - s.onlineW[seat] - 2}
	}
	for seat := 0; seat < s.st.N; seat++ {
		r := s.lay.cards[seat]
		active := s.st.ToMove() == seat || (s.st.Phase == cz.PhaseRoll && int(s.st.Seat) == seat)
		sprites.NineSlice(dst, "frame_panel", r, nil)
		done := ui.Within(r)
		ui.FillRect(dst, image.Rect(r.Min.X+3, r.Min.Y+3, r.Min.X+6, r.Max.Y-3), seatColor(seat))
		Pawn(dst, seat, r.Min.X+9, r.Min.Y+5, 1)
		ui.Text(dst, seatName(seat), r.Min.X+24, r.Min.Y+3, ui.Butter)
		// The score, at twice the size, and what it is on hover or tap
		// (the line under the reserve says what made it).
		txt := fmt.Sprint(sc[seat])
		w, _ := ui.MeasureIn(ui.Figures, txt)
		ui.TextInScaled(dst, ui.Figures, txt, r.Max.X-10-2*w, r.Min.Y+5, 2, ui.Cream)
		ui.Explain(image.Rect(r.Max.X-10-2*w, r.Min.Y+5, r.Max.X-10, r.Min.Y+5+2*ui.LineH), lang.T("cbz.n-pts", "Count", sc[seat]))
		// Who plays (online: the player's mark and the clock at its right).
		who, named := whoFor(seat, full)
		x, y := whoX(seat), r.Min.Y+17
		if s.lay.compact {
			y = r.Min.Y + 3
		}
		ww, _ := ui.MeasureIn(whoFace, who)
		ow := s.SeatOnline(dst, seat, whoEnd(seat)-2, y, x+ww+6)
		s.onlineW[seat] = ow // (the room beside who plays, next frame)
		if named {
			ui.CutLine(dst, who, x, y, whoEnd(seat)-x-ow, ui.DoveGrey)
		} else {
			dy := 0
			if whoFace == ui.Small {
				dy = (ui.LineH - ui.SmallLineH + 1) / 2
			}
			ui.TextIn(dst, whoFace, who, x, y+dy, ui.DoveGrey)
		}
		// The reserve (and pawns set aside): a line, else two of the small
		// face.
		pr := s.prison(seat)
		if pr.small == ui.Small { // narrow cards: the reserve and the counts in the small face on every card
			ui.ParagraphIn(dst, ui.Small, pr.reserve, s.reserveRect(seat).Add(image.Pt(0, (ui.LineH-ui.SmallLineH+1)/2)), ui.Cream)
		} else {
			ui.Paragraph(dst, pr.reserve, s.reserveRect(seat), ui.Cream)
		}
		// The captured pawns, in groups by colour, and what the captures
		// score.
		for _, g := range pr.groups {
			n := g.count - s.flying[seat][g.owner]
			if n <= 0 {
				continue // its pawns are still on their way
			}
			x := g.at.X
			Pawn(dst, g.owner, x, g.at.Y, 1)
			pw, ph := sprites.Size("pawn_0")
			cy := g.at.Y + ph - ui.LineH + 1
			if pr.small == ui.Small {
				cy += (ui.LineH - ui.SmallLineH + 1) / 2
			}
			ui.TextIn(dst, pr.small, lang.T("cbz.prison.count", "Count", n), x+pw+1, cy, ui.Cream)
		}
		c := ui.Butter
		if s.st.Captured(seat) == 0 {
			c = ui.DoveGrey
		}
		dy := 0
		if pr.face == ui.Small {
			dy = (ui.LineH - ui.SmallLineH + 1) / 2
		}
		var said image.Rectangle
		for i, l := range pr.lines {
			lw, _ := ui.MeasureIn(pr.face, l)
			ui.TextIn(dst, pr.face, l, r.Max.X-6-lw, pr.labelY+dy+i*pr.face.LineHeight(), c)
			said = said.Union(image.Rect(r.Max.X-6-lw, pr.labelY, r.Max.X-6, pr.labelY+(i+1)*pr.face.LineHeight()+dy))
		}
		// What lines and captures score, on hover or tap (the scoring
		// table, where the screen has no room for it: a phone's).
		ui.Explain(said.Inset(-2), aidTip())
		// Roll-off die.
		if v := s.rolloff[seat]; v > 0 && (s.st.TurnNo == 0 && s.st.Rolls == 0 || s.st.Phase == cz.PhaseRolloff) {
			face := v
			if s.rollT[seat] > 0 {
				face = 1 + int(s.T*20+float64(seat))%6
			}
			bounce := int(math.Round(math.Sin(s.rollT[seat]*10) * 6 * s.rollT[seat]))
			ui.Sprite(dst, fmt.Sprintf("die_%d", face), r.Max.X-60, r.Min.Y+6-bounce, 1)
		}
		done()
		if active {
			s.Active(dst, r) // the on-turn frame says whose turn it is (no caret cut at the edge)
		}
	}
}

// litSpaces are the spaces lit for the person to play: those a pawn may
// be placed on now (none while the dice tumble or another plays).
func (s *Table) litSpaces() map[cz.Place]bool {
	lit := map[cz.Place]bool{}
	if s.HumanTurn() && (s.st.Phase == cz.PhaseDecide || s.st.Phase == cz.PhasePlace) && !s.tumbling() {
		for _, a := range s.st.Legal(nil) {
			if k, _, p := cz.Decode(a); k == "place" && s.Offered(a) {
				lit[p] = true
			}
		}
	}
	return lit
}

func (s *Table) drawBoard(dst *ebiten.Image) {
	cell := s.lay.cell
	b := s.lay.board
	frame := b.Inset(-4)
	frame.Min.Y -= headH
	ui.FillRect(dst, frame, palette.C("bark"))
	ui.StrokeRect(dst, frame, ui.Ink)
	// Column heads: the die face of each column.
	for c := 0; c < cz.Cols; c++ {
		x, _ := s.spaceXY(c, 0)
		ui.Sprite(dst, fmt.Sprintf("die_%d", cz.Face(c)), x+cell/2-8, b.Min.Y-20, 1)
	}
	lit := s.litSpaces()
	hk, _, hp := cz.Decode(s.hintAct)
	for c := 0; c < cz.Cols; c++ {
		for r := 0; r < cz.Rows; r++ {
			x, y := s.spaceXY(c, r)
			sq := image.Rect(x+1, y+1, x+cell-1, y+cell-1)
			bg := palette.C("sand")
			if (c+r)%2 == 0 {
				bg = palette.C("tan")
			}
			ui.FillRect(dst, sq, bg)
			p := cz.Place{Col: int8(c), Row: int8(r)}
			hinted := s.HintOn && hk == "place" && hp == p
			if s.st.Board[c][r] == cz.Empty && !hinted && !lit[p] { // (a hinted space's over its fill, below)
				ui.Centered(dst, fmt.Sprint(cz.Need(c, r)), x+cell/2, y+cell/2-5, ui.Ink)
			}
			if lit[p] {
				s.Outline(dst, sq, s.hoverOK && s.hover == p)
				if !hinted {
					needDice(dst, sq, c, r) // (over the lit space's fill)
				}
			}
			if s.decided[p] && s.Over() {
				table.Decided(dst, sq.Inset(1))
				ui.Explain(sq, lang.T("cbz.decided.tip"))
			}
			if t, ok := s.flash[p]; ok && int(t*8)%2 == 0 {
				ui.FillRect(dst, sq, table.Alpha(ui.Gold, 0x90))
			}
			if hinted {
				ui.StrokeRectW(dst, sq.Inset(-1), 2, table.Hint)
				ui.FillRect(dst, sq.Inset(2), table.HintFill)
				switch {
				case lit[p]:
					// The dice it takes over the fill, as on every lit
					// space (a lesson's target showed its row's number
					// alone under the legend's "the dice it takes",
					// reader 29; on a desktop, the column head's die
					// under a plate with its count covered the die's
					// lower right and the corner bracket: reader 34).
					needDice(dst, sq, c, r)
				case s.st.Board[c][r] == cz.Empty: // the space's number over the fill, in ink as on the bare space
					ui.Centered(dst, fmt.Sprint(cz.Need(c, r)), x+cell/2, y+cell/2-5, ui.Ink)
				}
			}
		}
	}
	// The winners' scoring lines, struck from pawn to pawn under them:
	// what the framed spaces are reads at a glance, and every pawn of the
	// line stays whole over it.
	if s.Over() {
		for _, l := range s.decidedLines {
			if l[0] != l[1] {
				table.Strike(dst, cell/8, s.SpaceCentre(l[0]), s.SpaceCentre(l[1]))
			}
		}
	}
	// This turn's pawns are outlined; the last turn's, what just
	// happened, have the last move's frame.
	mine := map[cz.Place]bool{}
	for i := 0; i < int(s.st.Placed); i++ {
		mine[s.st.Last[i]] = true
	}
	last := map[cz.Place]bool{}
	if !s.Over() {
		for _, p := range s.lastTurn {
			last[p] = true
		}
	}
	// The last turn's pawns, what just happened: their spaces ringed
	// together as one shape in the last move's aqua on ink, round their
	// outer edge (table.LastRim, as Falconry's last line), nothing over
	// the pawns (an aqua fill under them read as "selected").
	var lastCells []image.Rectangle
	for _, p := range s.lastTurn {
		if last[p] && !mine[p] && s.st.Board[p.Col][p.Row] != cz.Empty {
			x, y := s.spaceXY(int(p.Col), int(p.Row))
			lastCells = append(lastCells, image.Rect(x, y, x+cell, y+cell))
		}
	}
	table.LastRim(dst, lastCells)
	// This turn's pawns, the turn not over: their spaces framed together
	// in orange on ink, inside their edge (table.TurnRim).
	var turnCells []image.Rectangle
	for p := range mine {
		if s.st.Board[p.Col][p.Row] != cz.Empty {
			x, y := s.spaceXY(int(p.Col), int(p.Row))
			turnCells = append(turnCells, image.Rect(x, y, x+cell, y+cell))
		}
	}
	table.TurnRim(dst, turnCells)
	for c := 0; c < cz.Cols; c++ {
		for r := 0; r < cz.Rows; r++ {
			v := s.st.Board[c][r]
			if v == cz.Empty {
				continue
			}
			x, y := s.spaceXY(c, r)
			p := cz.Place{Col: int8(c), Row: int8(r)}
			lift := 0.0
			if h, ok := s.drop[p]; ok {
				lift = *h
			}
			if !mine[p] && last[p] { // what the rim means, on hover or tap
				ui.Explain(image.Rect(x, y, x+cell, y+cell), lang.T("cbz.last.tip", "Who", seatName(int(v))))
			}
			Pawn(dst, int(v), x+cell/2-12, y+cell/2-14-int(lift), 2)
		}
	}
}

// needDice draws, on a lit space sq (column c, row r), the dice that
// reach it: its number, a times sign and its column's die face ("3×⚂":
// three dice showing three), so that the lit spaces read against the
// dice on the tray; on a space too small for the tray's die (a
// desktop's), the same words under a small die of the column's face
// (die_N_small): one form on every screen.
func needDice(dst *ebiten.Image, sq image.Rectangle, c, r int) {
	n, die, f := needLabel(sq.Dx(), c, r)
	dw, dh := sprites.Size(die)
	tw, _ := ui.MeasureIn(f, n)
	if f == ui.Small {
		// A desktop's small space: the die whole in the middle, a pixel
		// of the lit tint between its rim and the top corner brackets'
		// inner line (level with it, it read as shaded on top: reader
		// 34), and its count under it, a pixel clear of its foot,
		// centred by its ink between the bottom brackets, a pixel clear
		// of them (side by side they ran into the brackets). The figure
		// and the times sign stand a pixel closer than the face sets
		// them (its two blank columns between them made the count 9 px
		// of ink, a pixel more than the bottom brackets leave).
		y := sq.Min.Y + litEdge + bracketDepth + 1
		ui.Sprite(dst, die, sq.Min.X+(sq.Dx()-dw)/2, y, 1)
		fig, times := strings.TrimSuffix(n, "×"), "×"
		fi, ti := inkBox(f, fig), inkBox(f, times)
		w := fi.Dx() + 1 + ti.Dx()
		x := sq.Min.X + (sq.Dx()-w+1)/2
		ty := y + dh + 1 - fi.Min.Y
		ui.TextIn(dst, f, fig, x-fi.Min.X, ty, ui.Ink)
		ui.TextIn(dst, f, times, x+fi.Dx()+1-ti.Min.X, ty, ui.Ink)
		return
	}
	x := sq.Min.X + (sq.Dx()-tw-2-dw)/2
	ui.Text(dst, n, x, sq.Min.Y+sq.Dy()/2-5, ui.Ink)
	ui.Sprite(dst, die, x+tw+2, sq.Min.Y+(sq.Dy()-dh)/2, 1)
}

// A lit space's marks (table.Outline): its ring litEdge deep (two pixels
// of outline, one of ink) and, inside it, the corner brackets' arms
// bracketDepth deep (two pixels on one of ink).
const (
	litEdge      = 3
	bracketDepth = 3
)

// inkBox is where a line of face f holds ink, from the point it is drawn
// at (a glyph is drawn a pixel under it).
func inkBox(f ui.Face, s string) image.Rectangle {
	var ink image.Rectangle
	x := 0
	for _, ch := range s {
		if g := sprites.InkIn(f, ch); !g.Empty() {
			ink = ink.Union(g.Add(image.Pt(x, 1)))
		}
		x += sprites.AdvanceIn(f, ch)
	}
	return ink
}

// needLabel is what a lit space w wide of column c, row r says: the
// number of dice with a times sign ("3×"), the sprite of the die beside it
// (the tray's, or a small one on a space too small for it) and the face of
// the words (the small face where the body face leaves the die no room
// beside them clear of the space's corner brackets: the die then over
// the words).
func needLabel(w, c, r int) (string, string, ui.Face) {
	n := fmt.Sprintf("%d×", cz.Need(c, r))
	die := fmt.Sprintf("die_%d", cz.Face(c))
	if w < 40 {
		die += "_small"
	}
	dw, _ := sprites.Size(die)
	if tw, _ := ui.MeasureIn(ui.Body, n); tw+2+dw > w-10 {
		return n, die, ui.Small
	}
	return n, die, ui.Body
}

// asideLegendGap is the least room between the shelf's name and a
// replay's legend of its spent dice (spentLegend).
const asideLegendGap = 24

// spentLegend draws, in a replay, the legend of the shelf's faded dice on
// its name's line, right-aligned on the lane: a die drawn faded as the
// spent ones are (in its socket, with the face of the first of them),
// then the words say (w wide) counting them, "2 used for pawns", so that
// the faded dice under it read as the ones that paid for pawns. It draws
// nothing and answers false where the line has not the room right of
// from.
func (s *Table) spentLegend(dst *ebiten.Image, say string, w, from int) bool {
	l := &s.lay
	face := 1
	for i := range s.dice {
		if d := s.dice[i]; d.spent && (d.kept || d.marked) {
			face = d.face
			break
		}
	}
	name := fmt.Sprintf("die_%d_kept", face)
	dw, dh := sprites.Size(name)
	pad := 1 // the socket round the die
	if room := l.shelf.r.Min.Y - 2 - (l.shelf.label.Y - 2); dh+2 > room {
		// a header with no gap over the lane (a short phone): the small
		// die, its own rim its socket's
		name = fmt.Sprintf("die_%d_small", face)
		dw, dh = sprites.Size(name)
		pad = 0
	}
	tx := l.shelf.r.Max.X - 2 - w
	dx := tx - 6 - dw
	if dx < from {
		return false
	}
	dy := l.shelf.label.Y + (ui.LineH-dh)/2
	if rim := l.shelf.r.Min.Y - 2; dy+dh+pad+1 > rim {
		dy = rim - 1 - pad - dh // clear of the lane's rim
	}
	socket := image.Rect(dx-pad, dy-pad, dx+dw+pad, dy+dh+pad)
	ui.FillRect(dst, socket, ui.Felt) // the shelf's felt, for the die to fade as those on it do
	ui.FillRect(dst, socket, table.Alpha(ui.Ink, 0x50))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(dx), float64(dy))
	op.ColorScale.ScaleAlpha(0.3)
	dst.DrawImage(sprites.Get(name), op)
	ui.Text(dst, say, tx, l.shelf.label.Y, ui.Secondary)
	return true
}

func (s *Table) drawTray(dst *ebiten.Image) {
	l := &s.lay
	if s.Over() && !s.Reviewing() {
		return // the dice are done with (and the result may dock over the tray's place)
	}
	sprites.NineSlice(dst, "frame_panel", l.tray, nil)
	defer ui.Within(l.tray)()
	// The shelf: a lane of the tray as the tray's own is (felt in an ink
	// rim), with a socket sunk in it for each die it may hold, so that it
	// reads as the place the dice set aside go (what it is for is the
	// status line's and its tip's: a sentence in the shelf read as a slab
	// of words). Where the lanes are named above, the dice already spent
	// on pawns this turn (the faded ones) are counted beside its name.
	ui.FillRect(dst, l.shelf.r.Inset(-2), ui.Felt)
	ui.StrokeRect(dst, l.shelf.r.Inset(-2), ui.Ink)
	spent := 0
	for i := range s.dice {
		if s.dice[i].spent && (s.dice[i].kept || s.dice[i].marked) {
			spent++
		}
	}
	// An empty shelf, while the person plays, holds the table's key
	// instead of its sockets (shelfLegend).
	if !s.drawShelfLegend(dst) {
		for i := range s.dice {
			// A dashed outline on the felt, no fill: an empty shelf reads as
			// places to fill, not as a band of eight dark slots. Each as
			// large as a die's cell on the tray (a finger wide on a phone).
			socket := l.dieCell(l.shelf, i)
			if !l.cellsShown() || s.Reviewing() {
				socket = socket.Inset(2 + l.cellPad()) // (inside the die where a cell is hardly larger, a mouse's, or no die is pressed)
			}
			ui.DashRect(dst, socket, 1, 4, 3, 0, table.Alpha(ui.Ink, 0x90))
		}
	}
	if m := s.trayMode(l.tray.Dx()); spent > 0 && m != rowsNamedLeft && m != blocksNamedSide {
		aw, _ := ui.Measure(lang.T("cbz.aside"))
		say := lang.T("cbz.aside.spent", "Count", spent)
		w, _ := ui.Measure(say)
		// A replay's header: the name, then at the lane's right a faded
		// die as the spent ones are drawn, and their count.
		legend := s.Reviewing() && s.spentLegend(dst, say, w, l.shelf.label.X+aw+asideLegendGap)
		if !legend && l.shelf.label.X+aw+10+w <= l.shelf.r.Max.X {
			ui.Text(dst, say, l.shelf.label.X+aw+10, l.shelf.label.Y, ui.Secondary)
		}
	}
	ui.FillRect(dst, l.trayL.r.Inset(-2), ui.Felt)
	ui.StrokeRect(dst, l.trayL.r.Inset(-2), ui.Ink)
	// Each die's cell on the tray, in the felt's light: what a tap on the
	// die takes in (a finger wide on a phone), seen as the die's.
	if !s.Reviewing() && l.cellsShown() {
		for i := range s.dice {
			ui.FillRect(dst, l.dieCell(l.trayL, i), palette.C("feltlight"))
		}
	}
	ui.Text(dst, lang.T("cbz.aside"), l.shelf.label.X, l.shelf.label.Y, ui.Butter)
	ui.Text(dst, lang.T("cbz.tray"), l.trayL.label.X, l.trayL.label.Y, ui.Butter)
	// What the dice's looks mean, on hover or tap: gold set aside, faded
	// spent, an empty place; the tray's the last roll. (Where the dice
	// are the person's to tap, a tap marks a die and shows no tip.)
	if s.Reviewing() || !s.HumanTurn() {
		ui.Explain(l.shelf.r.Inset(-2), lang.T("cbz.aside.tip"))
		ui.Explain(l.trayL.r.Inset(-2), lang.T("cbz.tray.tip"))
	}
	// Rolls left: three pips, a gold one for each roll still to make (as
	// the status line counts them, "2 left"), named "Rolls left", and in
	// words on hover or tap.
	left := cz.MaxRolls - int(s.st.Rolls)
	for i := 0; i < cz.MaxRolls; i++ {
		c := ui.Charcoal
		if i < left {
			c = ui.Gold
		}
		ui.FillRect(dst, image.Rect(l.pips.X+i*12, l.pips.Y, l.pips.X+8+i*12, l.pips.Y+8), c)
	}
	ui.Explain(image.Rect(l.pips.X-2, l.pips.Y-2, l.pips.X+12*cz.MaxRolls, l.pips.Y+10), lang.T("cbz.rolls.tip", "N", left, "Of", cz.MaxRolls))
	// The pips' name at their left, on the tray's line where it has room
	// clear of the tray's name (the lanes named above them).
	if l.rollsAt != (image.Point{}) {
		lw := ui.WidestIn(ui.Body, l.rollsLines...)
		for i, line := range l.rollsLines {
			w, _ := ui.Measure(line)
			ui.Text(dst, line, l.rollsAt.X+(lw-w)/2, l.rollsAt.Y+i*ui.LineH, ui.Secondary)
		}
	} else if s.trayMode(l.tray.Dx()) != rowsNamedLeft || l.pips.X > l.trayL.r.Max.X {
		rw, _ := ui.Measure(lang.T("cbz.rolls.label"))
		tw, _ := ui.Measure(lang.T("cbz.tray"))
		if x := l.pips.X - 6 - rw; x >= l.trayL.label.X+tw+12 {
			ui.Text(dst, lang.T("cbz.rolls.label"), x, l.pips.Y-3, ui.Secondary)
		}
	}
	if s.st.Phase == cz.PhaseRolloff || s.st.Phase == cz.PhaseOver {
		return
	}
	preview := map[int]bool{}
	if s.hoverOK && s.HumanTurn() && s.st.CanPlace(int(s.hover.Col), int(s.hover.Row)) == nil {
		preview = s.spendPreview(s.hover)
	}
	hinted := map[int]bool{} // the dice the hint's (a lesson's) placing spends, framed as its space is
	if hk, _, hp := cz.Decode(s.hintAct); s.HintOn && hk == "place" && s.st.CanPlace(int(hp.Col), int(hp.Row)) == nil {
		hinted = s.spendPreview(hp)
	}
	noDice := s.st.Phase == cz.PhaseRoll && s.st.Rolls == 0 && !s.dice[0].tumbling
	for i := range s.dice {
		d := &s.dice[i]
		x, y := int(d.x), int(d.y-d.lift)
		name := fmt.Sprintf("die_%d", d.face)
		switch {
		case d.tumbling && int(s.T*12+float64(i))%3 == 0:
			name = fmt.Sprintf("die_tumble_%d", (int(s.T*12)+i)%2)
		case d.kept || d.marked:
			name += "_kept"
		}
		if d.lift > 0 {
			ui.FillRect(dst, image.Rect(int(d.x)+4, int(d.y)+Die-4, int(d.x)+Die-4, int(d.y)+Die), color.RGBA{0, 0, 0, 0x60})
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(2, 2)
		op.GeoM.Translate(float64(x), float64(y))
		if d.spent || noDice {
			op.ColorScale.ScaleAlpha(0.3)
		}
		dst.DrawImage(sprites.Get(name), op)
		if d.marked && !d.kept {
			ui.StrokeRect(dst, image.Rect(x-2, y-2, x+Die+2, y+Die+2), s.Pulse(table.Selected, 5, 90, 250))
		}
		if hinted[i] && !preview[i] {
			ui.StrokeRectW(dst, image.Rect(x-2, y-2, x+Die+2, y+Die+2), 2, table.Hint)
		}
		if preview[i] {
			ui.StrokeRect(dst, image.Rect(x-2, y-2, x+Die+2, y+Die+2), table.Target)
			ui.StrokeRect(dst, image.Rect(x-1, y-1, x+Die+1, y+Die+1), table.Target)
		}
	}
	if noDice && s.humanSeatRolling() {
		c := l.trayL.r
		roll := lang.T("cbz.roll")
		msg := lang.T("cbz.roll.press", "Roll", roll)
		if w, _ := ui.Measure(msg); w > c.Dx() {
			msg = lang.T("cbz.roll.press-short", "Roll", roll)
		}
		ui.Centered(dst, msg, (c.Min.X+c.Max.X)/2, (c.Min.Y+c.Max.Y)/2-6, ui.Cream)
	}
}

// aidRows are the scoring table's rows: a line's length and its points,
// how many pawns were captured and their points.
func aidRows(cols int) [4][]string {
	var out [4][]string
	out[0] = []string{lang.T("cbz.aid.line")}
	out[1] = []string{lang.T("cbz.aid.points")}
	for n := 3; n <= cz.Rows; n++ {
		out[0] = append(out[0], fmt.Sprint(n))
		out[1] = append(out[1], fmt.Sprint(cz.LineScore(n)))
	}
	out[2] = []string{lang.T("cbz.score.captured")}
	out[3] = []string{lang.T("cbz.aid.points")}
	for n := 1; n <= cols; n++ {
		out[2] = append(out[2], fmt.Sprint(n))
		out[3] = append(out[3], fmt.Sprint(cz.CaptureScore(n)))
	}
	return out
}

// aidTip is the scoring table in words: what a line of 3 to 6 pawns
// scores, and what 1 to 8 captured pawns score.
func aidTip() string {
	rows := aidRows(8)
	return lang.T("cbz.aid.tip", "Lines", strings.Join(rows[0][1:], "/"), "LinePts", strings.Join(rows[1][1:], "/"),
		"Caps", strings.Join(rows[2][1:], "/"), "CapPts", strings.Join(rows[3][1:], "/"))
}

// aidCell is the width of a figure's column in the scoring table.
func aidCell() int { w, _ := ui.Measure("16"); return w + 4 }

// aidLabelW is the width of the scoring table's names.
func aidLabelW() int {
	return ui.WidestIn(ui.Body, lang.T("cbz.aid.line"), lang.T("cbz.aid.points"), lang.T("cbz.score.captured")) + 8
}

// aidCaps is how many captures the scoring table counts, on every screen
// that shows it: one key, the same facts, sideways and upright (a
// phone's strip counted seven where landscape's card held six). Six is
// what a landscape card holds; the tip on the cards' sums says up to
// eight (aidTip).
const aidCaps = 6

// aidW is how many captures the scoring table counts in a panel w wide:
// aidCaps where it holds them, else 0 (the table is not drawn).
func aidW(w int) int {
	if (w-16-aidLabelW())/aidCell() < aidCaps {
		return 0
	}
	return aidCaps
}

// aidH is the height the scoring table needs: its title and two pairs of
// rows (a rule between the pairs).
func aidH() int { return 3 + 5*ui.LineH + 3 }

// drawAid draws the scoring table (layout.aid): what a line of 3 to 6
// scores, and what 1 to aidCaps captured pawns score, in a panel as the log's:
// its title at the top as the log's is, the two pairs of rows spread over
// the room under it (a little apart, a rule between the pairs), so that
// the card reads full, not a small table afloat in a tall panel.
func (s *Table) drawAid(dst *ebiten.Image) {
	r := s.lay.aid
	if r.Empty() {
		return
	}
	if r.Dy() < aidH() {
		s.drawAidStrip(dst, r)
		return
	}
	cols := aidW(r.Dx())
	sprites.NineSlice(dst, "frame_panel", r, nil)
	rows := aidRows(cols)
	ui.Text(dst, lang.T("cbz.aid"), r.Min.X+8, r.Min.Y+3, ui.Butter)
	top, bottom := r.Min.Y+3+ui.LineH, r.Max.Y-3 // (aidH: the room at the least)
	// Four rows and the rule's gap between the pairs: the rows up to 8 px
	// apart, the gap up to a line and a half, the block centred under the
	// title.
	pitch := min(ui.LineH+8, max(ui.LineH, (bottom-top-8)/4))
	gap := min(ui.LineH+6, max(0, bottom-top-4*pitch))
	y := top + (bottom-top-4*pitch-gap)/2
	lw, cw := aidLabelW(), aidCell()
	for i, row := range rows {
		if i == 2 {
			ui.FillRect(dst, image.Rect(r.Min.X+8, y+gap/2, r.Max.X-8, y+gap/2+1), ui.Charcoal)
			y += gap
		}
		c := ui.Sand
		if i%2 == 1 {
			c = ui.Gold
		}
		ty := y + (pitch-ui.LineH)/2
		ui.Text(dst, row[0], r.Min.X+8, ty, ui.Secondary)
		for j, f := range row[1:] {
			w, _ := ui.Measure(f)
			ui.Text(dst, f, r.Min.X+8+lw+j*cw+(cw-w)/2, ty, c)
		}
		y += pitch
	}
}

// aidStripH is the height of the scoring table as a strip (a phone
// upright): two rows, a length or a count over its points.
func aidStripH() int { return 2*ui.LineH + 10 }

// aidTitleW is the width of the strip's title column ("Scoring").
func aidTitleW() int { w, _ := ui.Measure(lang.T("cbz.aid")); return w + 12 }

// aidPairW is the width of the names of the strip's pair of rows pair
// (0: the lines' "Line" and "Points", 1: the captures' "Captured" and
// "Points"): each pair's names as wide as its own need, so that a long
// word for the captures ("Capturadas") does not push the lines' figures
// too (reader 28: the Portuguese phone left the strip out).
func aidPairW(pair int) int {
	first := lang.T("cbz.aid.line")
	if pair == 1 {
		first = lang.T("cbz.score.captured")
	}
	return ui.WidestIn(ui.Body, first, lang.T("cbz.aid.points")) + 8
}

// aidStripCols is how many captures the strip counts w wide: aidCaps
// where it holds them beside its title and the lines' four columns, as
// landscape's card does (0 where it does not: no strip).
func aidStripCols(w int) int {
	cw := aidCell()
	if (w-8-aidTitleW()-(aidPairW(0)+4*cw)-12-aidPairW(1)-8)/cw < aidCaps {
		return 0
	}
	return aidCaps
}

// drawAidStrip draws the scoring table in a strip two rows tall: its
// title at the left, what a line of 3 to 6 scores, a rule, and what 1 to
// aidCaps captured pawns score, the same figures as landscape's card.
func (s *Table) drawAidStrip(dst *ebiten.Image, r image.Rectangle) {
	cols := aidStripCols(r.Dx())
	if cols == 0 {
		return
	}
	sprites.NineSlice(dst, "frame_panel", r, nil)
	rows := aidRows(cols)
	cw, tw := aidCell(), aidTitleW()
	lw := [2]int{aidPairW(0), aidPairW(1)}
	// The figures' columns a little apart where the strip has room ("12"
	// and "16" side by side read as one number at a finger's distance).
	cw += min(3, max(0, r.Dx()-16-tw-lw[0]-lw[1]-12-(4+cols)*cw)/(4+cols))
	pitch := (r.Dy() - 6) / 2
	top := r.Min.Y + 3
	ui.Text(dst, lang.T("cbz.aid"), r.Min.X+8, top+(r.Dy()-6-ui.LineH)/2, ui.Butter)
	x := r.Min.X + 8 + tw
	ui.FillRect(dst, image.Rect(x-6, r.Min.Y+4, x-5, r.Max.Y-4), ui.Charcoal)
	for pair := 0; pair < 2; pair++ {
		for i := 0; i < 2; i++ {
			row := rows[2*pair+i]
			c := ui.Sand
			if i == 1 {
				c = ui.Gold
			}
			ty := top + i*pitch + (pitch-ui.LineH)/2
			ui.Text(dst, row[0], x, ty, ui.Secondary)
			for j, f := range row[1:] {
				w, _ := ui.Measure(f)
				ui.Text(dst, f, x+lw[pair]+j*cw+(cw-w)/2, ty, c)
			}
		}
		x += lw[pair] + 4*cw + 12
		if pair == 0 {
			ui.FillRect(dst, image.Rect(x-6, r.Min.Y+4, x-5, r.Max.Y-4), ui.Charcoal)
		}
	}
}
