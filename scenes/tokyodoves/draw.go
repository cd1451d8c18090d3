package tokyodoves

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

var (
	colRoom     = color.RGBA{0x2a, 0x63, 0x60, 0xff}
	colRoomEdge = ui.DoveGrey
	colWall     = color.RGBA{0x14, 0x13, 0x21, 0xff}
)

// DrawTable draws the ground, the hands and the doves.
func (s *Table) DrawTable(dst *ebiten.Image) {
	s.drawGround(dst)
	s.drawHands(dst)
	s.drawDoves(dst)
	if s.HintOn { // over the doves: its trail crosses those a Crazy dove jumps
		s.drawHint(dst)
	}
	s.drawEnd(dst)
	s.drawRefutation(dst)
}

// drawRefutation marks a failed puzzle's two moves on the board, each dove
// where it went: the player's (1) and the answer that refuted it (2), with
// their legend under the ground's frame at its left, else above it.
func (s *Table) drawRefutation(dst *ebiten.Image) {
	s.legend = image.Rectangle{}
	yours, theirs := s.Refutation()
	if len(theirs) == 0 {
		return
	}
	for which, acts := range [2][]game.Action{yours, theirs} {
		for _, a := range acts {
			if act := td.Act(a); act.Kind() != td.KindPutBack && act.To() >= 0 {
				card := s.cardRect(act.To())
				table.MoveMarkTagged(dst, card.Inset(-2), which, s.moveTagAt(card, which))
			}
		}
	}
	if r := s.MoveKeyInLog(); !r.Empty() { // (the log's title line says it)
		s.legend = r
		return
	}
	frame := s.groundFrame()
	// The legend on a strip of its own in the felt past the ground's ring
	// (the walls and the room to grow), under it, else over it, as wide
	// as the ring where that holds it; else on its plate beside the frame.
	cell, _ := s.ground()
	outer, sh := frame.Inset(-cell), table.MoveLegendStripH()
	w := outer.Dx()
	if w < table.MoveLegendSize().X+16 {
		w = s.lay.board.Dx()
	}
	x := (outer.Min.X + outer.Max.X - w) / 2
	for _, y := range []int{outer.Max.Y + 2, outer.Max.Y, outer.Min.Y - 2 - sh} {
		r := image.Rect(x, y, x+w, y+sh)
		if r.In(s.lay.board) && !r.Overlaps(s.NotePlace()) && !r.Overlaps(s.keyLine()) {
			s.legend = table.MoveLegendStrip(dst, r)
			return
		}
	}
	sz := table.MoveLegendSize()
	size := s.sizePlace(frame)
	for _, at := range []image.Point{{frame.Min.X, frame.Max.Y + 4}, {frame.Min.X, frame.Min.Y - 8 - sz.Y}} {
		r := image.Rectangle{Min: at, Max: at.Add(sz)}
		if r.In(s.lay.board) && !r.Inset(-legendGap).Overlaps(size) && !r.Overlaps(s.NotePlace()) && !r.Overlaps(s.keyLine()) {
			table.MoveLegend(dst, at)
			s.legend = r
			return
		}
	}
}

// moveTagAt is where a failed puzzle's move tag hangs on a card: on the
// bare strip at the card's right, between its letter and its pattern, off
// the dove's face (the frame's top left corner lay on the face).
func (s *Table) moveTagAt(card image.Rectangle, which int) image.Point {
	sz := table.SmallMoveTagSize(which)
	z := float64(card.Dx()) / Card
	x := card.Min.X + int(28*z) + (card.Max.X-card.Min.X-int(28*z)-sz.X)/2
	y := card.Min.Y + int(21.5*z) - sz.Y/2
	return image.Pt(x, y)
}

// MoveLegend is where a failed puzzle's legend lies (empty: none), and
// the ground's frame with its ring of walls and room to grow (tests).
func (s *Table) MoveLegend() (legend, ground image.Rectangle) {
	cell, _ := s.ground()
	return s.legend, s.groundFrame().Inset(-cell)
}

// legendGap keeps the failed puzzle's legend apart from the box's size
// ("4x4") on the same line: two labels, not one run of words.
const legendGap = 12

// groundFrame is the frame of the current box (the 4x4 limit), on the
// canvas.
func (s *Table) groundFrame() image.Rectangle {
	ox, oy := s.origin()
	cell, _ := s.ground()
	h, w := s.st.P.Box()
	return image.Rect(int(ox)-2, int(oy)-2, int(ox)+w*cell+2, int(oy)+h*cell+2)
}

// sizePlace is where the box's size is named, under the frame at its
// right (under the frame's corner it hung off the ground's edge, across
// a wall's stripes and the felt); empty where the box is full both ways
// (walls all round: they show it).
func (s *Table) sizePlace(frame image.Rectangle) image.Rectangle {
	h, w := s.st.P.Box()
	sw, _ := ui.Measure(lang.T("td.box", "W", w, "H", h))
	if v, hz := s.st.P.Walls(); v && hz {
		return image.Rectangle{} // (the walls all round say it)
	}
	// On the line under the ground's ring (else over it), right-aligned
	// with the frame it names, beside the key to the room to grow: off the
	// ring's dashed squares (under the frame's corner it lay across their
	// lines).
	// Where that leaves the key no room in the body face (a box narrower
	// than the key and the size's words), further right on the line, as
	// far as its end.
	if k := s.keyLine(); !k.Empty() {
		x := frame.Max.X - sw - 2
		ww, _ := ui.Measure(lang.T("td.room"))
		if least := k.Min.X + (ui.LineH - 2) + 6 + ww + 4 + legendGap; x < least {
			x = max(x, min(least, k.Max.X-sw-2))
		}
		return image.Rect(x, k.Min.Y, x+sw+4, k.Min.Y+ui.LineH+1)
	}
	// Else in the square under the frame's last column, clear of its dashed lines.
	return image.Rect(frame.Max.X-sw-8, frame.Max.Y+4, frame.Max.X-4, frame.Max.Y+4+ui.LineH+1)
}

// keyH is the height of the line the ground's key takes under its ring.
const keyH = ui.LineH + 3

// keyLine is the line under the ground's ring of room, else over it,
// where the key to its dashed squares ("room to grow") and the box's size
// are written, in the felt off the ring; empty where the ground's place
// leaves no line there, or no dashed square is left (walls both ways).
func (s *Table) keyLine() image.Rectangle {
	if v, hz := s.st.P.Walls(); v && hz {
		return image.Rectangle{}
	}
	cell, _ := s.ground()
	outer := s.groundFrame().Inset(2 - cell)
	for _, y := range []int{outer.Max.Y + 3, outer.Min.Y - 3 - keyH} {
		r := image.Rect(outer.Min.X, y, outer.Max.X, y+keyH)
		if r.In(s.lay.board) && !r.Overlaps(s.NotePlace()) {
			return r
		}
	}
	return image.Rectangle{}
}

// RoomKey is where the key to the ring's dashed squares is written (empty:
// none; tests).
func (s *Table) RoomKey() image.Rectangle { return s.roomKey }

// drawRoomKey writes what the ring's dashed squares are, a dashed square
// beside the words, at the left of the key's line, where it holds them
// clear of the box's size.
func (s *Table) drawRoomKey(dst *ebiten.Image, size image.Rectangle) {
	s.roomKey = image.Rectangle{}
	k := s.keyLine()
	if k.Empty() {
		return
	}
	words := lang.T("td.room")
	f := ui.Body
	ww, _ := ui.MeasureIn(f, words)
	sw := ui.LineH - 2
	// In the body face, reaching left past the ring into the felt where
	// the ring is too narrow for it; else in the small face.
	if x := size.Min.X - legendGap - (sw + 6 + ww + 4); x < k.Min.X && x >= s.lay.board.Min.X+2 {
		k.Min.X = x
	}
	if k.Min.X+sw+6+ww+legendGap > size.Min.X {
		f = ui.Small
		if ww, _ = ui.MeasureIn(f, words); k.Min.X+sw+6+ww+legendGap > size.Min.X {
			return
		}
	}
	y := k.Min.Y + 1
	ui.FillRect(dst, image.Rect(k.Min.X, k.Min.Y, k.Min.X+sw+6+ww+4, k.Min.Y+ui.LineH+2), ui.Ink)
	sq := image.Rect(k.Min.X+2, y+1, k.Min.X+2+sw-2, y+sw-1)
	ui.DashRect(dst, sq, 1, 4, 3, 0, colRoomEdge)
	ty := y
	if f == ui.Small {
		ty = y + (ui.LineH-ui.SmallLineH)/2
	}
	ui.TextIn(dst, f, words, sq.Max.X+6, ty, ui.Cream)
	s.roomKey = image.Rect(k.Min.X, y, sq.Max.X+6+ww, y+ui.LineH)
}

// drawEnd marks what decided a finished game, over the doves (under them
// only the frames' outer pixels showed): every side that closes the
// surrounded Boss in the decisive double frame, a side closed by the 4x4
// limit named "wall" (and why, on hover or tap), and the Boss itself in a
// thick warning frame on ink.
func (s *Table) drawEnd(dst *ebiten.Image) {
	if !s.Over() || s.shake != 0 {
		return
	}
	card := s.cardRect
	for side := range 2 {
		if s.st.P.Liberties(side) != 0 {
			continue
		}
		boss := int(s.st.P.Sq[side][td.Boss])
		r, c := td.Square(boss)
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			sq := td.SquareAt(r+d[0], c+d[1])
			if sq < 0 {
				continue
			}
			q := card(sq)
			table.Decided(dst, q.Inset(-3))         // on the ground round the card (its own border is cream)
			if _, _, dove := s.st.P.At(sq); !dove { // the box's edge closes this side
				// In the body face, its plate as wide as the card at most
				// (the frame round the card is ink inside: "parede" fills
				// the card edge to edge; in the small face it read as a
				// smudge, reader 36); else the small face.
				wall := lang.T("td.wall")
				if w, _ := ui.Measure(wall); w+4 <= q.Dx() {
					ui.Plate(dst, wall, q.Min.X+(q.Dx()-w)/2, q.Min.Y+(q.Dy()-ui.LineH)/2, ui.Cream)
				} else if w, _ := ui.MeasureIn(ui.Small, wall); w+8 <= q.Dx() {
					x, y := q.Min.X+(q.Dx()-w)/2, q.Min.Y+(q.Dy()-ui.SmallLineH)/2
					ui.FillRect(dst, image.Rect(x-2, y, x+w+2, y+ui.SmallLineH+1), ui.Ink)
					ui.TextIn(dst, ui.Small, wall, x, y, ui.Cream)
				}
				ui.Explain(q, lang.T("td.wall.tip"))
			}
		}
		b := card(boss) // the boss that was surrounded
		ui.StrokeRect(dst, b.Inset(-4), ui.Ink)
		for i := -3; i <= 0; i++ {
			ui.StrokeRect(dst, b.Inset(i), table.Warn)
		}
		ui.StrokeRect(dst, b.Inset(1), ui.Ink)
	}
}

func (s *Table) drawGround(dst *ebiten.Image) {
	ox, oy := s.origin()
	cell, _ := s.ground()
	h, w := s.st.P.Box()
	wallV, wallH := s.st.P.Walls()
	shake := 0.0
	if s.shake > 0 {
		shake = math.Sin(s.T*60) * 3 * s.shake
	}
	for r := -1; r <= h; r++ {
		for c := -1; c <= w; c++ {
			x := int(ox) + c*cell + int(shake)
			y := int(oy) + r*cell
			sq := image.Rect(x+1, y+1, x+cell-1, y+cell-1)
			outR, outC := r < 0 || r >= h, c < 0 || c >= w
			switch {
			case outR && outC && (wallV || wallH):
				continue // a corner past a wall is never reachable
			case outR && outC:
				// A corner is room too: a dove put or moved beside a
				// corner dove diagonally grows the box both ways.
				ui.DashRect(dst, sq, 1, 4, 3, 0, colRoomEdge)
			case (outR && wallV) || (outC && wallH):
				ui.FillRect(dst, sq, colWall)
				for k := 0; k < cell; k += 6 { // hatching
					ui.FillRect(dst, image.Rect(sq.Min.X+k%sq.Dx(), sq.Min.Y, sq.Min.X+k%sq.Dx()+2, sq.Max.Y), ui.Charcoal)
				}
				ui.Explain(sq, lang.T("td.wall.tip")) // (the 4x4 limit: the box's size is the walls' to say)
			case outR || outC:
				// Room to grow: dashed, in a grey that reads on the felt
				// (4.3:1; the felt's own tone read as nothing at 1.2:1),
				// steady, so it is the ground's edge and no lit target.
				ui.DashRect(dst, sq, 1, 4, 3, 0, colRoomEdge)
			default:
				ui.FillRect(dst, sq, colRoom)
				ui.StrokeRect(dst, sq, ui.Felt)
			}
		}
	}
	// The 4x4 limit: the frame of the current box.
	frame := s.groundFrame()
	ui.StrokeRect(dst, frame, ui.Sand)
	// Its size under it, on the key's line beside "room to grow", unless
	// a replay's analysis note or the square a hint lights has that
	// place. A box full both ways has no size of its own to say: its
	// walls all round show the 4x4 limit reached (each says so on hover
	// or tap), where a "4x4" in the ring's corner read as a tag left
	// beside the board.
	if at := s.sizePlace(frame); !at.Empty() && !at.Overlaps(s.NotePlace()) && !at.Overlaps(s.hintSquare()) {
		ui.Plate(dst, lang.T("td.box", "W", w, "H", h), at.Min.X+2, at.Min.Y, ui.Sand)
	}
	s.drawRoomKey(dst, s.sizePlace(frame))
	// Last action: where it came from.
	if s.lastFrom >= 0 {
		ui.StrokeRect(dst, s.cardRect(s.lastFrom).Inset(-1), table.Last)
		if s.lastTo >= 0 && !s.Over() {
			table.Trail(dst, s.squareRect(s.lastFrom), s.squareRect(s.lastTo))
		}
	}
	// Targets of the selection.
	for sq := range s.targets {
		s.Outline(dst, s.cardRect(sq), sq == s.hoverSq)
	}
	// Nothing picked on the player's turn: where a dove from the hand may
	// be put, a dot in each square (its doves ringed in the hand), so
	// the opening's two Bosses stand in a ground that shows where play
	// goes.
	for _, sq := range s.putPlaces() {
		c := s.cardRect(sq)
		s.Dot(dst, c.Min.Add(c.Size().Div(2)), min(cell/4, putDot))
	}
	// The Crazy dove's jump path for the hovered target.
	if side, t, ok := s.selected(); ok && t == td.Crazy && s.st.P.Sq[side][t] >= 0 {
		if _, ok := s.targets[s.hoverSq]; ok {
			from := int(s.st.P.Sq[side][t])
			for _, sq := range td.JumpPath(from, s.hoverSq) {
				c := s.cardRect(sq)
				mid := c.Min.Add(c.Size().Div(2))
				ui.FillRect(dst, image.Rect(mid.X-3, mid.Y-3, mid.X+3, mid.Y+3), table.Target)
			}
		}
	}
}

// hintSquare is the square the hint lights as the move's end, if any.
func (s *Table) hintSquare() image.Rectangle {
	if !s.HintOn || s.hintAct.Kind() == td.KindPutBack {
		return image.Rectangle{}
	}
	return s.cardRect(s.hintAct.To())
}

func (s *Table) drawHint(dst *ebiten.Image) {
	p := &s.st.P
	side := int(p.Side)
	var dove image.Rectangle
	if sq := int(p.Sq[side][s.hintAct.Type()]); sq >= 0 {
		dove = s.cardRect(sq)
	} else {
		x, y := s.handXY(side, s.hintAct.Type())
		dove = image.Rect(int(x), int(y), int(x)+Card, int(y)+Card)
	}
	// One treatment at both ends: the dove and the square it goes to
	// framed alike (a fill on the square beside a frame on the dove read
	// as two marks), a trail in the hint's colour between them.
	if r := s.hintSquare(); !r.Empty() {
		if p.Sq[side][s.hintAct.Type()] >= 0 { // a move on the ground (from the hand, the frames say it)
			// The trail left out over the cards it passes (it crossed a
			// Boss's face), so that it reads as the dove's path alone.
			var covers []image.Rectangle
			for sd := range p.Sq {
				for _, sq := range p.Sq[sd] {
					if sq < 0 {
						continue // (in the hand)
					}
					if c := s.cardRect(int(sq)); c != r { // (the dove's own face too: the trail leaves its edge)
						covers = append(covers, c.Inset(-1))
					}
				}
			}
			table.TrailAround(dst, dove, r, table.Hint, covers)
		}
		hintFrame(dst, r)
	}
	hintFrame(dst, dove)
}

// hintFrame frames a card's place in the hint's colour: two pixels on an
// ink edge, just outside it.
func hintFrame(dst *ebiten.Image, r image.Rectangle) {
	ui.StrokeRect(dst, r.Inset(-4), ui.Ink)
	ui.StrokeRect(dst, r.Inset(-3), table.Hint)
	ui.StrokeRect(dst, r.Inset(-2), table.Hint)
	ui.StrokeRect(dst, r.Inset(-1), ui.Ink)
}

// handLineW is the width a hand's first line needs, the widest side's: the
// side's name, who plays it and "on turn" (where the layout cannot give it,
// a computer is named by its level alone, then the small face is used).
func (s *Table) handLineW() int {
	w := 0
	for side := 0; side < 2; side++ {
		nw := ui.WidestIn(ui.Body, lang.Say(td.Side(0)), lang.Say(td.Side(1)))
		who := scenes.SeatWho(s.M.Players[side], false)
		if p, ok := s.Player(side); ok {
			who = p
		}
		pill := 0 // "on turn" on its pill, while the game is on (a replay's banner and frame say it: its room goes to the log)
		if !s.Stopped() && !s.Reviewing() {
			tw, _ := ui.Measure(lang.T("table.on-turn"))
			pill = 14 + tw
		}
		w = max(w, 20+nw+10+ui.WidestIn(ui.Body, who)+pill+10)
	}
	return w
}

// whoGap is the room between a side's name and who plays it, the rule
// between them in its middle.
const whoGap = 15

// heldGap is the room between who plays a side and, in a replay, what its
// hand holds.
const heldGap = 10

// held is what side's hand holds, in words: "1 in hand", "all out".
func (s *Table) held(side int) string {
	if n := len(s.st.P.Hand(side)); n > 0 {
		return lang.T("td.hand.count", "Count", n)
	}
	return lang.T("td.hand.none")
}

// heldFits reports whether each hand's first line holds what it holds
// (held) at its right, in the body face, beside its side's name and who
// plays it (a computer as "Computer: Expert", the words the live table
// and the phone's replay use; never shortened to its level for the
// count's sake): both hands say it, or neither (then on hover).
func (s *Table) heldFits() bool {
	for side := 0; side < 2; side++ {
		r := s.lay.hand[side]
		nw, _ := ui.Measure(lang.Say(td.Side(side)))
		whoW := r.Max.X - 8 - (r.Min.X + 20 + nw + whoGap)
		least := scenes.SeatWho(s.M.Players[side], false)
		if p, ok := s.Player(side); ok {
			least = p
		}
		if named := s.Names(); side == s.OnlineSeat() && side < len(named) && named[side] != "" {
			return false // (online: the seat's mark and clock take the line's right)
		}
		hw, _ := ui.Measure(s.held(side))
		if ui.WidestIn(ui.Body, least) > whoW-hw-heldGap {
			return false
		}
	}
	return true
}

func (s *Table) drawHands(dst *ebiten.Image) {
	for side := 0; side < 2; side++ {
		r := s.lay.hand[side]
		sprites.NineSlice(dst, "frame_panel", r, nil)
		done := ui.Within(r)
		who := scenes.SeatWho(s.M.Players[side], false)
		if p, ok := s.Player(side); ok {
			who = p
		}
		ui.FillRect(dst, image.Rect(r.Min.X+6, r.Min.Y+7, r.Min.X+16, r.Min.Y+17), sideColor(side))
		name := lang.Say(td.Side(side))
		ui.Text(dst, name, r.Min.X+20, r.Min.Y+5, ui.Butter)
		// Who plays it, after the side's name (measured), and "on turn" at
		// the right when it is. Where both do not fit, a computer is named
		// by its level alone, and only then is the text shortened (whole
		// on hover).
		nw, _ := ui.Measure(name)
		whoX := r.Min.X + 20 + nw + whoGap
		whoW := r.Max.X - 8 - whoX
		// A rule between the side's name and who plays it, as far from
		// each: two names that read apart ("Vermelho | Pessoa", not
		// "Vermelho Pessoa"), with no gap of a longer name's width.
		sx := whoX - whoGap/2
		ui.FillRect(dst, image.Rect(sx, r.Min.Y+8, sx+1, r.Min.Y+17), ui.Slate)
		// Online: the player's mark (connected or not) and the clock of
		// the seat to act, which then stands for "on turn".
		if named := s.Names(); side == s.OnlineSeat() && side < len(named) && named[side] != "" {
			if ww, _ := ui.Measure(who); ww > whoW-50 {
				who = named[side] // "Lena" rather than "Lena (you)" cut (the log says whose seat it is)
			}
		}
		ww, _ := ui.Measure(who)
		ow := s.SeatOnline(dst, side, r.Max.X-8, r.Min.Y+5, whoX+ww+6)
		if ow > 0 {
			whoW -= ow + 4
		}
		if s.st.ToMove() == side && !s.Stopped() {
			s.Active(dst, r.Inset(-1))
			// "On turn" where who plays the side (by its level alone, in
			// the small face at the least) keeps its room beside it; else
			// the on-turn frame and the banner above the table say it.
			// Online, the seat's clock stands for it.
			tw, _ := ui.Measure(lang.T("table.on-turn"))
			least := who
			if _, named := s.Player(side); !named && s.M.IsBot(side) {
				least = scenes.SeatWho(s.M.Players[side], true)
			}
			// It stands on a pill of the on-turn colour, apart from who
			// plays (it ran on from "Computer: Expert" in one line).
			if s.SeatClock(side) == "" && !s.Reviewing() && ui.WidestIn(ui.Body, least) <= whoW-tw-16 { // (who plays stays in the body face, as the other side's)
				x := r.Max.X - 11 - ow - tw
				ui.FillRect(dst, image.Rect(x-5, r.Min.Y+4, x+tw+5, r.Min.Y+7+ui.LineH), table.OnTurn) // (room round its descenders)
				ui.Text(dst, lang.T("table.on-turn"), x, r.Min.Y+5, ui.Ink)
				whoW -= tw + 16
			}
		}
		if s.Reviewing() && !s.playedOut() {
			// A replay's hand says at the line's right how many of its
			// doves are still in it, in the body face: its faint places
			// are the doves out on the ground (five faint places read as
			// nothing in particular). Where either hand's line leaves no
			// room for it, both say it on hover.
			held := s.held(side)
			if s.heldFits() {
				hw, _ := ui.Measure(held)
				ui.Text(dst, held, r.Max.X-8-ow-hw, r.Min.Y+5, ui.Sand)
				whoW -= hw + heldGap
			} else {
				ui.Explain(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+20), held)
			}
		}
		if ww, _ := ui.Measure(who); ww > whoW && s.M.IsBot(side) {
			if _, named := s.Player(side); !named {
				who = scenes.SeatWho(s.M.Players[side], true)
			}
		}
		if _, named := s.Player(side); named { // a name the player gave
			ui.FitName(dst, who, whoX, r.Min.Y+5, whoW, ui.DoveGrey)
		} else {
			ui.FitText(dst, who, whoX, r.Min.Y+5, whoW, ui.DoveGrey)
		}
		switch {
		case s.lay.slots:
			s.drawSlots(dst, side)
		case s.playedOut(): // its two lines
			// At the end, how its Boss stands beside it, at the line's
			// right (where the result's cards are far from the hand): the
			// line said "All doves are out." alone over a bare panel.
			// Its left edge under the side's chip, the panel's first
			// column (as Falconry's panels line their words up).
			all := lang.T("td.all-out")
			if s.Over() {
				boss, ink := lang.T("td.card.surrounded"), table.Warn
				if n := s.st.P.Liberties(side); n > 0 {
					boss, ink = lang.T("td.card.free", "Count", n), ui.Cream
				}
				aw, _ := ui.Measure(all)
				bw, _ := ui.Measure(boss)
				if r.Min.X+6+aw+16+bw <= r.Max.X-8 {
					ui.Text(dst, all, r.Min.X+6, r.Min.Y+26, ui.Sand)
					ui.Text(dst, boss, r.Max.X-8-bw, r.Min.Y+26, ink)
				} else {
					ui.FitText(dst, boss, r.Min.X+6, r.Min.Y+26, r.Dx()-14, ink)
					ui.Explain(r, all)
				}
				break
			}
			ui.FitText(dst, all, r.Min.X+6, r.Min.Y+26, r.Dx()-14, ui.Sand)
		default: // each dove out of the hand faint in its place
			for t := 1; t < td.NumTypes; t++ {
				x, y := s.handXY(side, t)
				out := s.st.P.Sq[side][t] >= 0
				if p := s.handPlace(side, t); !p.Empty() && !out {
					// A phone's place, card and name, is what a finger
					// presses: drawn as a well in the panel, a finger
					// wide (the card alone read as the target).
					ui.FillRect(dst, p, ui.Ink)
				}
				if out {
					s.drawOut(dst, side, t, image.Rect(int(x), int(y), int(x)+Card, int(y)+Card))
				}
				if f := s.lay.nameFace; s.lay.named { // its name under it, dimmed when it is out
					ink := ui.Cream
					if out {
						ink = ui.Secondary
					}
					ny := int(y) + Card + 3
					names, _ := spreadNames(f, (s.lay.hand[side].Dx()-12)/s.lay.cols)
					for _, ln := range names[t] {
						nw, _ := ui.MeasureIn(f, ln)
						ui.TextIn(dst, f, ln, int(x)+(Card-nw)/2, ny, ink)
						ny += f.LineHeight()
					}
				}
			}
			if len(s.st.P.Hand(side)) == 0 {
				// Under the first line (a replay's says on hover what
				// the hand holds there).
				ui.Explain(image.Rect(r.Min.X, r.Min.Y+20, r.Max.X, r.Max.Y), lang.T("td.all-out"))
			}
		}
		done()
	}
}

// namesApart is how far apart two doves' names side by side in a hand
// read as two names, not one (three of the body face's spaces): nearer,
// a rule stands midway between them, as between the side's name and who
// plays it ("Irmão Mais Velho | Zarabatana": 12 px apart, the words of
// one name 6, they read as one phrase, reader 34).
const namesApart = 18

// drawSlots names each dove under its place in a landscape hand; a dove out
// on the ground leaves its place as a thin outline on the panel (no dark
// hole), its name dimmed.
func (s *Table) drawSlots(dst *ebiten.Image, side int) {
	prevEnd, prevRow := 0, -1
	for i, t := range slotOrder {
		c := s.slotCell(side, t)
		ink := ui.Cream
		if s.st.P.Sq[side][t] >= 0 {
			pad := (s.lay.hcell - Card) / 2
			s.drawOut(dst, side, t, image.Rect(c.Min.X+pad, c.Min.Y+pad, c.Min.X+pad+Card, c.Min.Y+pad+Card))
			ink = ui.Secondary // quieter than Cream, 10:1 on the panel (Dove grey read faint)
		}
		name := lang.Say(td.Dove(t))
		f := s.lay.slotFace
		nw, _ := ui.MeasureIn(f, name) // it fits its place (namesFit, slotWidths)
		x := (c.Min.X + c.Max.X - nw) / 2
		ui.TextIn(dst, f, name, x, c.Max.Y, ink)
		if row := min(i/2, 1); row == prevRow && x-prevEnd < namesApart {
			rx, lh := (prevEnd+x)/2, f.LineHeight()
			ui.FillRect(dst, image.Rect(rx, c.Max.Y+lh/4, rx+1, c.Max.Y+lh-lh/4+1), ui.Slate)
		}
		prevEnd, prevRow = x+nw, min(i/2, 1)
	}
}

// drawOut draws the place of a dove out of its hand, in the card's place
// there: a thin outline on the panel (no dark hole) and the dove's face,
// faint, as a hand shows a card that is out (Falconry's hands): which dove
// left its place.
func (s *Table) drawOut(dst *ebiten.Image, side, t int, card image.Rectangle) {
	ui.StrokeRect(dst, card.Inset(2), ui.Slate)
	op := &ebiten.DrawImageOptions{}
	if side == td.Green { // heads face the opponent, as on the card
		op.GeoM.Rotate(math.Pi)
		op.GeoM.Translate(24, 24)
	}
	op.GeoM.Translate(float64(card.Min.X+(Card-24)/2), float64(card.Min.Y+(Card-24)/2))
	op.ColorScale.ScaleWithColor(ui.Charcoal)
	dst.DrawImage(sprites.Get(fmt.Sprintf("td_face_%d", t)), op)
}

func (s *Table) drawDoves(dst *ebiten.Image) {
	selSide, selT, selOK := s.selected()
	type item struct{ side, t int }
	var top []item
	for side := 0; side < 2; side++ {
		for i := 0; i < td.NumTypes; i++ {
			t := i
			if s.lay.fan { // right to left: each card's letter, at its right, shows
				t = td.NumTypes - 1 - i
			}
			d := s.doves[side][t]
			if !d.onBoard && t == td.Boss {
				continue
			}
			if d.lift > 0 || (selOK && selSide == side && selT == t) {
				top = append(top, item{side, t})
				continue
			}
			s.drawDove(dst, side, t)
		}
	}
	for _, it := range top {
		s.drawDove(dst, it.side, it.t)
	}
	// Nothing picked yet on the player's turn: the doves that may act are
	// the first tap's targets, lit as a target is (the squares light once
	// one is picked).
	for _, t := range s.pickable() {
		d := s.doves[s.st.ToMove()][t]
		s.Ring(dst, image.Rect(int(d.x)-2, int(d.y)-2, int(d.x+d.size)+2, int(d.y+d.size)+2))
	}
}

// pickable lists the doves the player to act may pick up now (one with a
// move, a square to be put on or a way back to the hand that the table
// offers), while nothing is picked: none on a computer's or a rival's
// turn, in a replay, while the hint shows or a dove is on its way.
func (s *Table) pickable() []int {
	if s.sel >= 0 || !s.HumanTurn() || s.Stopped() || s.Reviewing() || s.HintOn || s.A.Anims.Busy() {
		return nil
	}
	side := s.st.ToMove()
	var buf [td.MaxActions]td.Act
	seen := [td.NumTypes]bool{}
	var out []int
	for _, a := range s.st.P.Generate(buf[:0]) {
		if t := a.Type(); !seen[t] && s.Offered(game.Action(a)) {
			if d := s.doves[side][t]; d.lift == 0 && (d.onBoard || t != td.Boss) {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// putDot is the widest a put place's dot is drawn: a quarter of a square
// up to it (a square drawn at 2.5x made its dot read as a blank card).
const putDot = 14

// putPlaces are the squares a dove from the hand may be put on, lit while
// the doves that may act are (nothing picked on the player's turn; none
// when no dove in hand can be put out).
func (s *Table) putPlaces() []int {
	hand := false
	for _, t := range s.pickable() {
		hand = hand || s.st.P.Sq[s.st.ToMove()][t] < 0
	}
	if !hand {
		return nil
	}
	var buf [td.MaxActions]td.Act
	seen := map[int]bool{}
	var out []int
	for _, a := range s.st.P.Generate(buf[:0]) {
		if a.Kind() == td.KindPut && !seen[a.To()] && s.Offered(game.Action(a)) {
			seen[a.To()] = true
			out = append(out, a.To())
		}
	}
	return out
}

func (s *Table) drawDove(dst *ebiten.Image, side, t int) {
	d := s.doves[side][t]
	x, y := d.x, d.y-d.lift
	n := int(d.size)
	selSide, selT, selOK := s.selected()
	isSel := selOK && selSide == side && selT == t
	if isSel && s.dragging {
		x, y = float64(s.dragPt.X-n/2), float64(s.dragPt.Y-n/2)
	}
	if d.lift > 0 || (isSel && s.dragging) {
		ui.FillRect(dst, image.Rect(int(d.x)+4, int(d.y)+6, int(d.x)+n+2, int(d.y)+n+4), color.RGBA{0, 0, 0, 0x50})
	}
	// A surrounded boss shakes at the end.
	if s.Over() && t == td.Boss && s.shake > 0 && s.st.P.Liberties(side) == 0 {
		x += math.Sin(s.T*50) * 2 * s.shake
	}
	drawCardSized(dst, int(x), int(y), n, side, t)
	c := image.Rect(int(x), int(y), int(x)+n, int(y)+n)
	if isSel {
		ui.StrokeRect(dst, c.Inset(-2), table.Selected)
		ui.StrokeRect(dst, c.Inset(-3), table.Selected)
	}
	if s.lastTo >= 0 && side == s.lastSide && t == s.last.Type() && d.onBoard && !isSel {
		ui.StrokeRect(dst, c.Inset(-2), table.Last)
	}
}

// drawCardSized draws a dove card n pixels wide: at its own size, or
// drawn so and then scaled (a small flock's ground: ground, always a whole
// step, each art pixel a square of whole canvas pixels); between steps,
// while a card grows or shrinks, each art pixel a hard-edged square.
func drawCardSized(dst *ebiten.Image, x, y, n, side, t int) {
	if n == Card {
		DrawCard(dst, x, y, side, t)
		return
	}
	img := cardCanvas()
	done := ui.Offscreen()
	DrawCard(img, 0, 0, side, t)
	done()
	op := &ebiten.DrawImageOptions{}
	z := float64(n) / Card
	op.GeoM.Scale(z, z)
	op.GeoM.Translate(float64(x), float64(y))
	if z != math.Trunc(z) {
		op.Filter = ebiten.FilterPixelated
	}
	dst.DrawImage(img, op)
}

// DrawCard draws a dove card: its face (head towards the opponent), its
// mark (Mark) and movement pattern.
func DrawCard(dst *ebiten.Image, x, y, side, t int) {
	frame := "frame_card_red"
	if side == td.Green {
		frame = "frame_card_green"
	}
	sprites.NineSlice(dst, frame, image.Rect(x, y, x+Card, y+Card), nil)
	op := &ebiten.DrawImageOptions{}
	if side == td.Green { // heads face the opponent
		op.GeoM.Rotate(math.Pi)
		op.GeoM.Translate(24, 24)
	}
	op.GeoM.Translate(float64(x+3), float64(y+3))
	dst.DrawImage(sprites.Get(fmt.Sprintf("td_face_%d", t)), op)
	drawMark(dst, x, y, t)
	drawPattern(dst, t, x+28, y+28, 2)
	// The side's symbol (a triangle for Red, a disc for Green), so a card's
	// owner never rests on telling red from green.
	if !ui.Symbols {
		return
	}
	ui.SeatSymbol(dst, image.Pt(x+4, y+Card-9), side, 1, symbolInk[side])
}

// Mark is the letter a dove's card carries: the first letter of the
// dove's name in the player's language (R for the Razor in English, N for
// the Navalha in Portuguese, ヤ for the ヤイバト), so the card, the hand's
// names, the log and How to play say one thing. The Boss, whose English
// and French initials are another dove's, wears a crown instead ("").
func Mark(t int) string {
	if t == td.Boss {
		return ""
	}
	for _, r := range lang.Say(td.Dove(t)) {
		if unicode.IsLetter(r) {
			return string(unicode.ToUpper(r))
		}
	}
	return ""
}

// crown is the Boss's mark, in the ink of the other cards' letters.
var crown = []string{
	"x..x..x",
	"xx.x.xx",
	"xxxxxxx",
	"xxxxxxx",
	".......",
	"xxxxxxx",
}

// drawMark draws a card's mark in its top right corner, beside the face:
// the letter in the body face, or the small where the body's is wider
// than the corner (a kana), or the Boss's crown.
func drawMark(dst *ebiten.Image, x, y, t int) {
	m := Mark(t)
	if m == "" {
		for j, row := range crown {
			for i, c := range row {
				if c == 'x' {
					ui.FillRect(dst, image.Rect(x+30+i, y+5+j, x+31+i, y+6+j), ui.Ink)
				}
			}
		}
		return
	}
	if w, _ := ui.MeasureIn(ui.Body, m); w <= 9 {
		ui.Text(dst, m, x+29, y+1, ui.Ink)
		return
	}
	ui.TextIn(dst, ui.Small, m, x+28, y+3, ui.Ink)
}

// symbolInk colours each side's symbol on its cards.
var symbolInk = [2]color.RGBA{palette.C("wine"), palette.C("forest")}

// drawPattern draws a dove's movement pattern as a 5x5 grid of cells.
func drawPattern(dst *ebiten.Image, t, x, y, cell int) {
	reach := func(dr, dc int) bool {
		switch t {
		case td.Boss, td.BigBrother:
			return max(abs(dr), abs(dc)) == 1
		case td.Razor:
			return abs(dr)+abs(dc) == 1
		case td.Peashooter:
			return abs(dr) == 1 && abs(dc) == 1
		case td.Attack:
			return (dr == 0) != (dc == 0)
		default:
			return abs(dr)*abs(dc) == 2
		}
	}
	ui.FillRect(dst, image.Rect(x, y, x+5*cell, y+5*cell), ui.Sand)
	for r := -2; r <= 2; r++ {
		for c := -2; c <= 2; c++ {
			cx, cy := x+(c+2)*cell, y+(r+2)*cell
			switch {
			case r == 0 && c == 0:
				ui.FillRect(dst, image.Rect(cx, cy, cx+cell, cy+cell), ui.Ink)
			case reach(r, c):
				ui.FillRect(dst, image.Rect(cx, cy, cx+cell, cy+cell), palette.C("blue"))
			}
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
