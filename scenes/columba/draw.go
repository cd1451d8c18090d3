package columba

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// drawIn draws a sprite stretched over r (whole pixels: a space of the
// board, a cell of a card in a panel).
func drawIn(dst *ebiten.Image, name string, r image.Rectangle, alpha float32) {
	f := ebiten.FilterNearest
	if w, h := sprites.Size(name); r.Dx()%w != 0 || r.Dy()%h != 0 { // a half step of zoom (table.Camera)
		f = ebiten.FilterPixelated
	}
	stretch(dst, name, r, alpha, f)
}

// artIn draws a sprite stretched over r on the board's ground (g's
// pixels): as drawIn on the canvas, pixel for pixel at the screen's
// resolution (table.Ground).
func artIn(g table.Ground, name string, r image.Rectangle, alpha float32) {
	if g.K == 1 {
		drawIn(g.Img, name, r, alpha)
		return
	}
	stretch(g.Img, name, r, alpha, g.Filter())
}

// stretch draws a sprite stretched over r with filter f.
func stretch(dst *ebiten.Image, name string, r image.Rectangle, alpha float32, f ebiten.Filter) {
	img := sprites.Get(name)
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: f}
	op.GeoM.Scale(float64(r.Dx())/float64(b.Dx()), float64(r.Dy())/float64(b.Dy()))
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(alpha)
	}
	dst.DrawImage(img, op)
}

// drawCentred draws a sprite at scale (a half step of the camera's zoom
// keeps its art pixels square: pixelated), its middle at c.
func drawCentred(dst *ebiten.Image, name string, c image.Point, scale float64) {
	f := ebiten.FilterNearest
	if scale != math.Trunc(scale) {
		f = ebiten.FilterPixelated
	}
	centred(dst, name, c, scale, f)
}

// artCentred draws a sprite on the board's ground (g's pixels) at scale
// canvas pixels an art pixel, its middle at c: as drawCentred on the
// canvas, pixel for pixel at the screen's resolution (table.Ground).
func artCentred(g table.Ground, name string, c image.Point, scale float64) {
	if g.K == 1 {
		drawCentred(g.Img, name, c, scale)
		return
	}
	centred(g.Img, name, c, scale*float64(g.K), g.Filter())
}

// centred draws a sprite at scale with filter f, its middle at c.
func centred(dst *ebiten.Image, name string, c image.Point, scale float64, f ebiten.Filter) {
	w, h := sprites.Size(name)
	op := &ebiten.DrawImageOptions{Filter: f}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(math.Round(float64(c.X)-float64(w)*scale/2), math.Round(float64(c.Y)-float64(h)*scale/2))
	dst.DrawImage(sprites.Get(name), op)
}

// DrawCard draws a card's four grounds in r (square).
func DrawCard(dst *ebiten.Image, r image.Rectangle, c cb.Card) {
	cell := r.Dx() / 2
	for i, off := range cb.Corner {
		cr := image.Rect(r.Min.X+off.X*cell, r.Min.Y+off.Y*cell, r.Min.X+(off.X+1)*cell, r.Min.Y+(off.Y+1)*cell)
		drawIn(dst, fmt.Sprintf("cb_ground_%d", c[i]), cr, 1)
	}
	ui.StrokeRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Min.X+2*cell, r.Min.Y+2*cell), ui.Ink)
}

// DrawTable draws the mini-boards, the tray and the territory.
func (s *Table) DrawTable(dst *ebiten.Image) {
	s.drawTeams(dst)
	for seat := 0; seat < s.st.N; seat++ {
		s.drawPanel(dst, seat)
	}
	s.drawSideLegend(dst)
	s.drawTray(dst)
	s.drawBoard(dst.SubImage(s.boardView()).(*ebiten.Image), s.cam.Clip(dst), s.cam.Ground(dst, s.boardView()))
	if s.lay.logKey {
		s.drawLogKey(dst)
	}
	for _, b := range s.birds {
		t := b.t
		p := image.Pt(int(float64(b.from.X)+float64(b.to.X-b.from.X)*t), int(float64(b.from.Y)+float64(b.to.Y-b.from.Y)*t-30*math.Sin(math.Pi*t)))
		ui.Sprite(dst, "cb_pigeon", p.X, p.Y, 2)
	}
	if sw := s.swoop; sw != nil {
		to := s.spaceRect(sw.to).Min
		p := image.Pt(int(float64(sw.from.X)+float64(to.X-sw.from.X)*sw.t), int(float64(sw.from.Y)+float64(to.Y-sw.from.Y)*sw.t))
		ui.Sprite(dst, "cb_falcon", p.X, p.Y, max(2, int(s.cam.Zoom)))
	}
	if s.dragging && s.sel != chipNone {
		name := s.chipSprite(s.sel)
		drawCentred(dst, name, s.dragPt, max(1, s.cam.Zoom))
	}
	for _, p := range s.pops { // an open objective's -4, over its panel
		if p.panel != (image.Point{}) {
			ui.CenteredShadow(dst, p.text, p.panel.X, p.panel.Y-8-int(14*p.t), 1, ui.Red)
		}
	}
}

// objSlot is the canvas rectangle of a cell of a seat's objective card in
// its mini-board (the whole card for corner -1).
func (s *Table) objSlot(seat, corner int) image.Rectangle {
	r := s.lay.panel[seat]
	cell := objCell()
	top := 18
	if s.lay.compact {
		top = (r.Dy() - 2*cell) / 2 // (left of both rows)
	}
	card := image.Rect(r.Min.X+6, r.Min.Y+top, r.Min.X+6+2*cell, r.Min.Y+top+2*cell)
	if corner < 0 {
		return card
	}
	off := cb.Corner[corner]
	return image.Rect(card.Min.X+off.X*cell, card.Min.Y+off.Y*cell, card.Min.X+(off.X+1)*cell, card.Min.Y+(off.Y+1)*cell)
}

// filledCorners are the corners of a seat's objective that are filled, and
// those the ghost would fill.
func (s *Table) filledCorners(seat int) (filled, coming [4]bool) {
	st := s.st
	p := st.P[seat]
	if p.Objective < 0 {
		return
	}
	obj := cb.CardOf(int(p.Objective))
	var more [cb.NumGrounds]int
	if seat == int(st.Seat) && st.Phase == cb.PhasePlace && s.ghostOn && s.ghostWhy == "" && s.HumanTurn() {
		for _, q := range st.Covered(s.ghostAt, s.rot) {
			more[st.T.Spaces[q].Ground]++
		}
	}
	var seen [cb.NumGrounds]int
	for i, g := range obj {
		seen[g]++
		switch {
		case seen[g] <= int(p.Filled[g]):
			filled[i] = true
		case seen[g] <= int(p.Filled[g])+more[g]:
			coming[i] = true
		}
	}
	return
}

// nameLine is the first line of a seat's mini-board: the seat, its
// computer's level, who plays it online.
func (s *Table) nameLine(seat int) string {
	name := s.seatName(seat)
	if s.M.IsBot(seat) {
		name += " (" + scenes.SeatWho(s.M.Players[seat], true) + ")"
	}
	if who, online := s.Player(seat); online {
		name += ": " + who
	}
	return name
}

// nameFace is the face of the panels' first lines (the seat, its
// computer's level): the body face where every panel's holds its line
// beside its score, else the small face on every panel.
func (s *Table) nameFace() ui.Face {
	for seat := 0; seat < s.st.N; seat++ {
		if _, online := s.Player(seat); online {
			continue
		}
		sw, _ := ui.MeasureIn(ui.Figures, fmt.Sprint(s.now().points[seat]))
		if ui.WidestIn(ui.Body, s.nameLine(seat)) > s.lay.panel[seat].Dx()-sw-30-s.nameDX() {
			return ui.Small
		}
	}
	return ui.Body
}

// teamLine is the last line of a seat's panel in a game of four, and its
// face: the same form and face on every panel ("team with Purple: 46 pts"
// in the body face where every panel holds that, else in the small face,
// else the short form "with Purple: 46 pts", in the body face where every
// panel holds it, else the small): one type size for the role.
func (s *Table) teamLine(seat int) (string, ui.Face) {
	line := func(seat int, key string) string {
		return lang.T(key, "Count", s.now().scores[seat], "Who", s.seatName(seat), "Partner", s.seatName((seat+2)%4))
	}
	for _, key := range []string{"cb.team", "cb.team.short"} {
		for _, f := range []ui.Face{ui.Body, ui.Small} {
			all := true
			for o := 0; o < s.st.N && all; o++ {
				all = ui.WidestIn(f, line(o, key)) <= s.lay.panel[o].Dx()-12
			}
			if all {
				return line(seat, key), f
			}
		}
	}
	return line(seat, "cb.team.short"), ui.Small
}

// drawTeams draws a phone's partnership sums under its compact panels
// (layout.teams): each column's pair, "Red + Green = 46 pts", in the face
// and the colour of a window's panels' team line, in a footer band framed
// as the panels are, sharing the lower panel's bottom rim. (Drawn before
// the panels: an on-turn frame round the lower panel lies over the band's
// top.)
func (s *Table) drawTeams(dst *ebiten.Image) {
	for seat, r := range s.lay.teams {
		if r.Empty() {
			continue
		}
		sprites.NineSlice(dst, "frame_panel", r, nil)
		team, f := s.teamLine(seat)
		dy := 0
		if f == ui.Small {
			dy = (ui.LineH - ui.SmallLineH + 1) / 2
		}
		ui.TextIn(dst, f, team, r.Min.X+6, r.Min.Y+2+dy, ui.Secondary)
	}
}

// nameDX is how far right of a panel's left edge its first line starts
// past the standard panel's: in a compact panel (layout.compact) the
// objective card takes the panel's left, beside both rows.
func (s *Table) nameDX() int {
	if s.lay.compact {
		return 2*objCell() + 6 - 1
	}
	return 0
}

// compactPanelH is the height of a phone's compact panel (layout.compact):
// its two rows, the name and score over what the seat holds (its tiles
// each 16 px, its dovecotes, its falcon), the objective card of 16-px
// cells beside both.
const compactPanelH = 4 + ui.LineH + 4 + 16 + 2

func (s *Table) drawPanel(dst *ebiten.Image, seat int) {
	st := s.st
	r := s.lay.panel[seat]
	compact := s.lay.compact
	dx := s.nameDX()
	sprites.NineSlice(dst, "frame_panel", r, nil)
	defer ui.Within(r)()
	if seat == int(st.Seat) && !st.Terminal() {
		ring := r
		if seat >= 2 && !s.lay.teams[seat-2].Empty() {
			// (The lower panel of a phone's pair: the on-turn frame runs
			// round its partnership's band under it too, clear of the
			// band's line.)
			ring = r.Union(s.lay.teams[seat-2])
		}
		s.Active(dst, ring)
	}
	if f := s.flash[seat]; f > 0 {
		ui.FillRect(dst, r.Inset(2), table.Alpha(ui.Gold, uint8(110*min(1, f))))
	}
	// The colour and the roof: who this is, without telling colours apart.
	// The chip carries the seat's estate pattern, drawn pixel for pixel
	// as on the board at x1: the key to whose land each hatch on the
	// board marks (with four players, two of them read alike in colour).
	chipR := image.Rect(r.Min.X+5+dx, r.Min.Y+4, r.Min.X+15+dx, r.Min.Y+14)
	ui.FillRect(dst, chipR, seatColor[seat])
	if !st.Junior {
		in := chipR.Inset(1)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(in.Min.X), float64(in.Min.Y))
		op.ColorScale.ScaleAlpha(0.7)
		pat := sprites.Get(fmt.Sprintf("cb_estate_%d", seat))
		b := pat.Bounds()
		dst.DrawImage(pat.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+in.Dx(), b.Min.Y+in.Dy())).(*ebiten.Image), op)
		ui.Explain(chipR, lang.T("cb.seat.estates", "Who", s.seatName(seat)))
	}
	ui.StrokeRect(dst, chipR, ui.Ink)
	name := s.nameLine(seat)
	_, online := s.Player(seat)
	pts := s.now().points[seat]
	score := fmt.Sprint(pts)
	sw, _ := ui.MeasureIn(ui.Figures, score)
	nw, _ := ui.Measure(name)
	ow := s.SeatOnline(dst, seat, r.Max.X-sw-12, r.Min.Y+2, r.Min.X+19+dx+nw+6) // online: the player's mark and the clock
	if f := s.nameFace(); online || ui.WidestIn(f, name) > r.Dx()-sw-30-ow-dx { // a name the player gave: shortened where it must be, whole on hover
		ui.FitName(dst, name, r.Min.X+19+dx, r.Min.Y+2, r.Dx()-sw-30-ow-dx, ui.Cream)
	} else { // the same face on every panel
		dy := 0
		if f == ui.Small {
			dy = (ui.LineH - ui.SmallLineH + 1) / 2
		}
		ui.TextIn(dst, f, name, r.Min.X+19+dx, r.Min.Y+2+dy, ui.Cream)
	}
	ui.TextIn(dst, ui.Figures, score, r.Max.X-sw-6, r.Min.Y+2, ui.Butter)
	if ui.Portrait() && !s.lay.tally && !st.Junior {
		// (A phone's close-up took the tally's line for its rows of
		// places: the figure says its terms on a tap; a compact panel's,
		// the team's sum and the objectives done with them.)
		terms := s.estateTerms(seat)
		if compact {
			if st.N == 4 {
				team, _ := s.teamLine(seat)
				terms = append(terms, team)
			}
			terms = append(terms, lang.T("cb.objectives-done", "Count", int(st.P[seat].Done)))
		}
		ui.Explain(image.Rect(r.Max.X-sw-8, r.Min.Y, r.Max.X, r.Min.Y+ui.LineH+2), strings.Join(terms, lang.T("list.sep")))
	}
	// Dovecotes still to build (a compact panel's after its tiles).
	x := r.Min.X + 6
	y := r.Min.Y + 18
	if !st.Junior {
		x = r.Min.X + 6 + 2*objCell() + 6
	}
	if !compact {
		s.drawCotes(dst, seat, x, y, r.Max.X-6)
	}
	// The foot line (objectives done, or the team's sum) follows the rows
	// above at their own spacing, clear of the panel's bottom edge.
	foot := r.Max.Y - 16
	if !st.Junior && !compact {
		// (6 px above the bottom edge where four panels share
		// the column: 2 px read as touching the turn's frame)
		foot = min(r.Min.Y+53, r.Max.Y-6-ui.LineH)
	}
	if st.N == 4 && !compact {
		team, f := s.teamLine(seat)
		dy := 0
		if f == ui.Small {
			dy = (ui.LineH - ui.SmallLineH + 1) / 2
		}
		ui.TextIn(dst, f, team, r.Min.X+6, foot+dy, ui.Secondary)
	}
	if st.Junior {
		return
	}
	// The objective card, its filled corners marked with a pigeon.
	p := st.P[seat]
	card := s.objSlot(seat, -1)
	if p.Objective >= 0 {
		obj := cb.CardOf(int(p.Objective))
		DrawCard(dst, card, obj)
		if need := needText(st.Needs(seat)); need != "" { // what the small card asks, in words
			ui.Explain(card, lang.T("cb.seat.needs", "Need", need))
		}
		filled, coming := s.filledCorners(seat)
		for i := range 4 {
			c := s.objSlot(seat, i)
			switch {
			case filled[i]:
				ui.FillRect(dst, c.Inset(1), table.Alpha(ui.Ink, 0x90))
				pw, ph := sprites.Size("cb_pigeon")
				ui.Sprite(dst, "cb_pigeon", c.Min.X+(c.Dx()-pw)/2, c.Min.Y+(c.Dy()-ph)/2+1, 1)
			case coming[i]:
				ui.StrokeRect(dst, c, s.Pulse(table.Target, 8, 120, 255))
			}
		}
	} else { // no objective card: its place says so in words
		drawNoObjective(dst, card)
	}
	// The stock of tiles, named where the row has the room, each a tile
	// of the board in small (its ground's colour and symbol) with its
	// count; the whole in words on hover or tap. Then the falcon.
	y = r.Min.Y + 37
	if compact {
		y = r.Min.Y + 4 + ui.LineH + 4 + 2 // (the tile 16 px from y-2)
		if !s.lay.teams[0].Empty() {
			// (Four players' panels gave their foot to the partnership's
			// band under them: the row 4 px under the name's letters, 6
			// over the panel's bottom edge.)
			y -= 2
		}
	}
	x = r.Min.X + 6 + 2*objCell() + 6
	row := image.Rect(x, y, r.Max.X-6, y+ui.LineH)
	word := lang.T("cb.tiles")
	ww, _ := ui.Measure(word)
	falconW := 0 // the eyas or falcon after the counts
	if p.Falcon > 0 {
		falconW = 16
	}
	// On a phone, each tile at twice the size (16 px, its symbol 14: at
	// 9 px, 8 CSS px, the sixth reader found them too small to read), as
	// the objective card's cells (objCell).
	k := 1
	if ui.Portrait() {
		k = 2
	}
	step := stockW(k)
	if s.stockNamed(seat) {
		ui.Text(dst, word, x, y, ui.Secondary)
		x += ww + 4
	}
	for g := range cb.NumGrounds {
		n := int(p.Stock[g])
		c := ui.Cream
		if n == 0 {
			c = ui.Secondary
		}
		t := drawMiniTile(dst, cb.Ground(g), x, y+2-(k-1)*3, k)
		ui.Text(dst, fmt.Sprint(n), t.Max.X+2, y, c)
		x += step
	}
	ui.Explain(image.Rect(row.Min.X, row.Min.Y, x, row.Max.Y), lang.T("cb.seat.tiles", "Tiles", lang.Say(cb.CountMsg(stockOf(p)))))
	switch p.Falcon {
	case 1:
		ui.Sprite(dst, "cb_eyas", x+2, y+1, 1)
	case 2:
		ui.Sprite(dst, "cb_falcon", x, y, 1)
	}
	if compact {
		s.drawCotes(dst, seat, x+falconW+2, y-2, r.Max.X-6)
		return
	}
	done := lang.T("cb.objectives-done", "Count", int(p.Done))
	if st.N != 4 {
		ui.FitText(dst, done, r.Min.X+6, foot, r.Dx()-12, ui.Secondary)
	}
	// On a phone where the panel has grown by a line (two players):
	// what the figure is made of, the large estate's worth and the
	// small ones' ("large 10 + small 7"), the terms on hover or tap.
	if ui.Portrait() && s.lay.tally {
		// (Its rule right under the rows above, so that the line ends
		// 6 px over the panel's bottom edge: at its foot it touched the
		// edge and the turn's frame, the ninth reader.)
		y := r.Min.Y + s.panelH() - 4
		ui.FillRect(dst, image.Rect(r.Min.X+6, y, r.Max.X-6, y+1), ui.Charcoal)
		ui.FitText(dst, s.tallyLine(seat), r.Min.X+6, y+3, r.Dx()-12, ui.Cream)
		ui.Explain(image.Rect(r.Min.X, y, r.Max.X, r.Max.Y), strings.Join(s.estateTerms(seat), lang.T("list.sep")))
		return
	}
	// Where the panel has grown by its tally (landscape, two players):
	// what the figure at the top right is made of, term by term,
	// under a faint rule.
	if r.Dy() >= s.panelH()+s.tallyH() {
		// (the rule right under the rows above: the last line 6 px over
		// the panel's bottom edge, where 2 read as touching the turn's
		// frame, the ninth reader)
		y := r.Min.Y + s.panelH() - 4
		ui.FillRect(dst, image.Rect(r.Min.X+6, y, r.Max.X-6, y+1), ui.Charcoal)
		y += 3
		// One face for every panel's tally (ui.MixedFaces), and one form:
		// the body face of the panel's lines above, the terms with their
		// words where all of them fit, else without the word estate
		// ('large 5×2 = 10'; the seventh reader found the tally in the small
		// face under the body's lines); only where not even those fit, the
		// small face, with the words where they fit.
		// A short form's line takes its words back where they fit it
		// alone in that face: the large estate's line names the estate
		// ("grand domaine 5×2 = 10"), and the small ones' under it reads
		// as its ellipsis ("petits 4 + 1 + 2 = 7"), not two bare
		// adjectives (reader 30: "grand 5×2 = 10 / petits..." had no
		// noun); the whole terms on hover or tap.
		f, dy, short := s.tallyForm(r.Dx() - 12)
		top, full := y, s.termsOf(seat, false)
		for i, t := range s.termsOf(seat, short) {
			if w, _ := ui.MeasureIn(f, full[i]); w <= r.Dx()-12 {
				t = full[i]
			}
			if w, _ := ui.MeasureIn(f, t); w <= r.Dx()-12 {
				ui.TextIn(dst, f, t, r.Min.X+6, y+dy, ui.Cream)
			} else {
				ui.FitText(dst, t, r.Min.X+6, y, r.Dx()-12, ui.Cream) // (recorded as cut)
			}
			y += ui.LineH
		}
		if short {
			ui.Explain(image.Rect(r.Min.X, top, r.Max.X, y), strings.Join(full, lang.T("list.sep")))
		}
	}
}

// builtW is the room a dovecote's picture takes before "all built"
// (drawCotes): the large one's 15 px, else the small one's 11 where the
// large does not fit with the words, and a gap.
func builtW(large bool) int {
	if large {
		return 15 + 4
	}
	return 11 + 4
}

// drawCotes draws the dovecotes seat has still to build from x, y (their
// row's top) to right: each its picture where they all fit, else one of
// each size with its count ("x2"); where none is left, a dovecote's
// picture and "all built" after it, so that the row says what is built
// as it says what is left, by the dovecotes' pictures (the 34th reader
// found "all built" alone did not say what): the large dovecote, else the
// small one, where it fits with the words (builtW).
func (s *Table) drawCotes(dst *ebiten.Image, seat, x, y, right int) {
	l, sm := int(s.st.DovesLeft[seat][0]), int(s.st.DovesLeft[seat][1])
	if l+sm == 0 {
		word := lang.T("cb.no-dovecotes")
		w, _ := ui.Measure(word)
		for _, large := range []bool{true, false} {
			if pw := builtW(large); x+pw+w <= right {
				ui.Sprite(dst, coteSprite(large, seat), x, y+map[bool]int{true: 0, false: 5}[large], 1)
				ui.Explain(image.Rect(x, y, x+pw, y+16), word)
				x += pw
				break
			}
		}
		// (In a compact panel's row after the tiles, where the words do
		// not fit, none: the panel's hover or tap says it, never cut.)
		if w, _ := ui.Measure(word); !s.lay.compact || x+w <= right {
			ui.FitText(dst, word, x, y+2, right-x, ui.Secondary)
		} else if w, _ := ui.MeasureIn(ui.Small, word); x+w <= right {
			ui.TextIn(dst, ui.Small, word, x, y+2+(ui.LineH-ui.SmallLineH+1)/2, ui.Secondary)
		} else {
			ui.Explain(image.Rect(x, y, right, y+16), word)
		}
		return
	}
	if x+15*l+11*sm <= right {
		for i := 0; i < l; i++ {
			ui.Sprite(dst, coteSprite(true, seat), x, y, 1)
			x += 15
		}
		for i := 0; i < sm; i++ {
			ui.Sprite(dst, coteSprite(false, seat), x, y+5, 1)
			x += 11
		}
		return
	}
	for _, k := range []struct {
		large bool
		n, w  int
	}{{true, l, 15}, {false, sm, 11}} {
		if k.n == 0 {
			continue
		}
		dy := 0
		if !k.large {
			dy = 5
		}
		ui.Sprite(dst, coteSprite(k.large, seat), x, y+dy, 1)
		x += k.w
		if k.n > 1 {
			t := fmt.Sprint(k.n)
			ui.Text(dst, t, x, y+2, ui.Cream)
			tw, _ := ui.Measure(t)
			x += tw + 4
		}
	}
}

// tallyLine is a seat's points by kind of estate, for a phone's panel:
// "large 10 + small 7", "small 3", or "no estate".
func (s *Table) tallyLine(seat int) string {
	large, small, nl, ns := 0, 0, 0, 0
	for i, d := range s.st.T.Doves {
		if d.Seat != seat {
			continue
		}
		n := s.now().sizes[i]
		if d.Large {
			large += worth(n, true)
			nl++
		} else {
			small += worth(n, false)
			ns++
		}
	}
	var parts []string
	if nl > 0 {
		parts = append(parts, lang.T("cb.tally.large", "Worth", large))
	}
	if ns > 0 {
		parts = append(parts, lang.T("cb.tally.small", "Worth", small))
	}
	if len(parts) == 0 {
		return lang.T("cb.score.no-estate")
	}
	return strings.Join(parts, lang.T("cb.score.plus"))
}

// tallyForm is the face and form every panel's tally takes in w: the body
// face with the terms' words, else the body face without the word estate,
// else the small face with the words, else without (dy: the small face's
// drop to sit on the body's line).
func (s *Table) tallyForm(w int) (f ui.Face, dy int, short bool) {
	terms := func(short bool) []string {
		var all []string
		for o := range s.st.N {
			all = append(all, s.termsOf(o, short)...)
		}
		return all
	}
	for _, f := range []ui.Face{ui.Body, ui.Small} {
		if f == ui.Small {
			dy = (ui.LineH - ui.SmallLineH + 1) / 2
		}
		for _, short := range []bool{false, true} {
			if ui.WidestIn(f, terms(short)...) <= w {
				return f, dy, short
			}
		}
	}
	return ui.Small, dy, true
}

// drawNoObjective fills the place of a seat's objective card where it
// holds none (it declined a new one): a faint frame with "none" in it, in
// the body face where the word fits the place and the gaps beside it, else
// the small face (the fifth reader found an empty slot struck through
// meant nothing). The whole in words on hover or tap.
//
// Where the place holds them, the words "no card" in one or two lines
// (the 22nd reader: a box that said "none" said nothing of what it
// lacked), in the body face, else the small one; else "none".
func drawNoObjective(dst *ebiten.Image, card image.Rectangle) {
	if f, lines, ok := noCardLines(card); ok {
		ui.StrokeRect(dst, card, ui.Slate)
		lh := ui.LineH
		if f == ui.Small {
			lh = ui.SmallLineH
		}
		y := card.Min.Y + (card.Dy()-len(lines)*lh)/2
		for _, l := range lines {
			w, _ := ui.MeasureIn(f, l)
			ui.TextIn(dst, f, l, card.Min.X+(card.Dx()-w)/2, y, ui.Secondary)
			y += lh
		}
		ui.Explain(card, lang.T("cb.seat.no-objective"))
		return
	}
	word := lang.T("cb.seat.none-held")
	f := ui.Body
	if w, _ := ui.MeasureIn(f, word); w > card.Dx() {
		f = ui.Small
	}
	w, h := ui.MeasureIn(f, word)
	if w > card.Dx()-4 {
		// The word in the body face as wide as the slot (a window's 24
		// px: "none" in the small face read as tiny type in a box, the
		// eighth reader): the slot marked by its corners alone, the word
		// across its middle.
		n := 4
		for _, c := range []image.Point{card.Min, {card.Max.X - n, card.Min.Y}, {card.Min.X, card.Max.Y - 1}, {card.Max.X - n, card.Max.Y - 1}} {
			ui.FillRect(dst, image.Rect(c.X, c.Y, c.X+n, c.Y+1), ui.Slate)
		}
		for _, c := range []image.Point{card.Min, {card.Max.X - 1, card.Min.Y}, {card.Min.X, card.Max.Y - n}, {card.Max.X - 1, card.Max.Y - n}} {
			ui.FillRect(dst, image.Rect(c.X, c.Y, c.X+1, c.Y+n), ui.Slate)
		}
	} else {
		ui.StrokeRect(dst, card, ui.Slate)
	}
	ui.TextIn(dst, f, word, card.Min.X+(card.Dx()-w)/2, card.Min.Y+(card.Dy()-h)/2, ui.Secondary)
	ui.Explain(card, lang.T("cb.seat.no-objective"))
}

// noCardLines are the lines "no card" takes in the empty place of an
// objective card (drawNoObjective), and their face: at most two, each
// clear of the frame by 2 px, in the body face where they fit, else the
// small; false where neither fits.
func noCardLines(card image.Rectangle) (ui.Face, []string, bool) {
	text := lang.T("cb.seat.none-card")
	for _, f := range []ui.Face{ui.Body, ui.Small} {
		lh := ui.LineH
		if f == ui.Small {
			lh = ui.SmallLineH
		}
		lines := ui.WrapIn(f, text, card.Dx()-4)
		ok := len(lines) <= 2 && len(lines)*lh <= card.Dy()-2
		for _, l := range lines {
			if w, _ := ui.MeasureIn(f, l); w > card.Dx()-4 {
				ok = false
			}
		}
		if ok {
			return f, lines, true
		}
	}
	return ui.Body, nil, false
}

// objCell is the side of a cell of a panel's objective card: 16 px, the
// card 32 (on a phone 32 CSS px, its captured pigeons legible), as the
// board's spaces at x1; "none" fits the empty place inside its frame (at
// 12 px, the card 24, the ninth reader found the word run into the
// place's corners).
func objCell() int { return 16 }

// stockW is the width of a count in a panel's stock of tiles, its tiles
// drawn k times the size: the tile, its digit and a gap.
func stockW(k int) int {
	if k > 1 {
		return 7*k + 2 + 2 + 6 + 2
	}
	return 11 + 6 + 5
}

// groundColor are the grounds' colours on the board: meadow, wheat field,
// marsh, heath (sprites/gen's cbGround).
var groundColor = [cb.NumGrounds]color.RGBA{palette.C("grass"), palette.C("sand"), palette.C("water"), palette.C("lilac")}

// symbolInk are the colours of the grounds' symbols on the board.
var symbolInk = [cb.NumGrounds]color.RGBA{palette.C("cream"), palette.C("orange"), palette.C("navy"), palette.C("pink")}

// drawMiniTile draws a tile of ground g in small (9x9 at x, y, its symbol
// 7 px; k times the symbol's size) and returns where: the board's ground
// colour and symbol in an ink frame.
func drawMiniTile(dst *ebiten.Image, g cb.Ground, x, y, k int) image.Rectangle {
	r := image.Rect(x, y, x+7*k+2, y+7*k+2)
	ui.FillRect(dst, r, groundColor[g])
	ui.StrokeRect(dst, r, ui.Ink)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(k), float64(k))
	op.GeoM.Translate(float64(x+1), float64(y+1))
	op.ColorScale.ScaleWithColor(symbolInk[g])
	dst.DrawImage(sprites.Get(fmt.Sprintf("cb_symbol_%d", g)), op)
	return r
}

// stockNamed reports whether seat's panel has the room to name its stock
// of tiles in words before the counts (cb.tiles): not a phone's compact
// panel, nor four players' in a window, where the key names them
// (stockKey).
func (s *Table) stockNamed(seat int) bool {
	if s.st.Junior || s.lay.compact {
		return false
	}
	r := s.lay.panel[seat]
	ww, _ := ui.Measure(lang.T("cb.tiles"))
	falconW := 0
	if s.st.P[seat].Falcon > 0 {
		falconW = 16
	}
	k := 1
	if ui.Portrait() {
		k = 2
	}
	return r.Min.X+6+2*objCell()+6+ww+4+int(cb.NumGrounds)*stockW(k)+falconW <= r.Max.X-6
}

// stockKey is the key to the panels' stock of tiles while a card is to be
// laid: the word the panels have no room for ("tiles"), its swatch a tile
// as the counts', beside the card held's key (withPrev), where a panel
// shows its counts without the word (stockNamed) and no legend beside the
// board names the panels' pictures (four players: a player who did not
// hover could not tell what the panels' figures counted).
func (s *Table) stockKey() []legendKey {
	if s.st.Junior || !s.lay.legend.Empty() || s.Over() && !s.Reviewing() {
		return nil
	}
	for seat := 0; seat < s.st.N; seat++ {
		if !s.stockNamed(seat) {
			return []legendKey{{text: lang.T("cb.tiles"), tile: true, withPrev: true}}
		}
	}
	return nil
}

// withStock is keys with the stock's key (stockKey) after the card
// held's, where keys are the board's marks while a card is to be laid.
func (s *Table) withStock(keys []legendKey) []legendKey {
	st := s.stockKey()
	if len(st) == 0 || len(keys) < 2 || keys[0].dot == false {
		return keys
	}
	out := append(append([]legendKey{}, keys[:2]...), st...)
	return append(out, keys[2:]...)
}

// stockOf is a player's tiles in stock, counted per ground.
func stockOf(p cb.Player) [cb.NumGrounds]int {
	var n [cb.NumGrounds]int
	for g := range n {
		n[g] = int(p.Stock[g])
	}
	return n
}

// chipSprite is the picture of a tray control.
func (s *Table) chipSprite(c chip) string {
	seat := int(s.st.Seat)
	switch {
	case c == chipLarge:
		return coteSprite(true, seat)
	case c == chipSmall:
		return coteSprite(false, seat)
	case c == chipFalcon:
		if s.st.P[seat].Falcon == 1 {
			return "cb_eyas"
		}
		return "cb_falcon"
	}
	return fmt.Sprintf("cb_tile_%d", c-chipTile0)
}

// drawTray draws the tray of the player to act: the card in hand and the
// pile, or the optional actions' controls.
func (s *Table) drawTray(dst *ebiten.Image) {
	st := s.st
	r := s.lay.tray
	if r.Empty() {
		return
	}
	sprites.NineSlice(dst, "frame_panel", r, nil)
	defer ui.Within(r)()
	seat := int(st.Seat)
	pile := lang.T("cb.pile", "Count", st.PileLeft())
	// The pile's count, in the title's face on its line (the type scale:
	// no small face beside the body in one row). Once the pile is empty
	// the title says it.
	pw, _ := ui.Measure(pile)
	if st.Terminal() {
		pw = -8
	} else {
		ui.Text(dst, pile, r.Max.X-pw-8, r.Min.Y+3, ui.Secondary)
	}
	title := ""
	switch {
	case st.Terminal():
		title = lang.T("cb.pile-empty")
	case st.ToMove() < 0:
		title = lang.T("cb.drawing")
	case st.Phase == cb.PhasePlace:
		title = lang.T("cb.card-of", "Who", s.seatName(seat))
	case st.Phase == cb.PhaseChoose:
		title = lang.T("cb.objective-complete")
	case s.paying:
		title = lang.T("cb.pay-two")
	case st.Phase == cb.PhaseActions:
		title = lang.T("cb.tray-of", "Who", s.seatName(seat))
	}
	// On its line, or on two where the tray's band has them (trayTop).
	ui.Paragraph(dst, title, image.Rect(r.Min.X+8, r.Min.Y+3, r.Max.X-pw-12, r.Min.Y+6+s.trayTop(r.Dx())), ui.Butter)
	if (st.Phase == cb.PhasePlace || st.Phase == cb.PhaseChoose) && st.Drawn >= 0 && s.fly == nil {
		c := s.lay.card
		card := st.Card()
		if st.Phase == cb.PhasePlace {
			card = card.Turn(s.rot)
		}
		// The card turns face up as it is drawn.
		w := int(float64(c.Dx()) * math.Abs(math.Cos(math.Pi*(1-s.drawT)/2)))
		cr := image.Rect(c.Min.X+(c.Dx()-w)/2, c.Min.Y, c.Min.X+(c.Dx()+w)/2, c.Max.Y)
		if s.drawT < 0.5 {
			ui.FillRect(dst, cr, ui.Wood)
			ui.StrokeRect(dst, cr, ui.Ink)
		} else if w > 2 {
			s.drawTurning(dst, card, c, 0)
		}
	}
	if st.Phase != cb.PhaseActions || s.paying || st.Terminal() {
		return
	}
	mine := s.HumanTurn()
	for c := chipLarge; c < numChips; c++ {
		if !s.chipShown(c) {
			continue
		}
		cr := s.lay.chips[c]
		count, ok := s.chipCount(c)
		frame := "frame_button"
		if !ok || !mine {
			frame = "frame_button_off"
		}
		sprites.NineSlice(dst, frame, cr, nil)
		if s.sel == c {
			ui.StrokeRect(dst, cr.Inset(-1), table.Selected)
			ui.StrokeRect(dst, cr.Inset(-2), table.Selected)
		}
		name := s.chipSprite(c)
		if c == chipFalcon && st.P[seat].Falcon == 0 {
			name = "cb_eyas"
		}
		sc := max(1, (cr.Dy()-6)/18)
		iw, _ := sprites.Size(name)
		label := count
		lw, _ := ui.Measure(label)
		x := cr.Min.X + (cr.Dx()-iw*sc-lw-3)/2
		drawCentred(dst, name, image.Pt(x+iw*sc/2, cr.Min.Y+cr.Dy()/2), float64(sc))
		col := ui.Cream
		if !ok {
			col = ui.Secondary // (Dove grey on navy read faint)
		}
		ui.Text(dst, label, x+iw*sc+3, cr.Min.Y+(cr.Dy()-ui.LineH)/2, col)
	}
}

// chipCount is a tray control's label, and whether it can be used now.
func (s *Table) chipCount(c chip) (string, bool) {
	st := s.st
	seat := int(st.Seat)
	me := st.P[seat]
	switch {
	case c == chipLarge || c == chipSmall:
		n := int(st.DovesLeft[seat][c-chipLarge])
		return fmt.Sprintf("x%d", n), n > 0 && !st.DoveDone
	case c == chipFalcon:
		switch me.Falcon {
		case 0:
			return lang.T("cb.breed"), len(s.pairs()) > 0
		case 1:
			return lang.T("cb.raise"), len(s.pairs()) > 0
		}
		return lang.T("cb.fly"), true
	}
	n := int(me.Stock[c-chipTile0])
	return fmt.Sprintf("x%d", n), n > 0
}

// drawTurning draws a card in r turned by a fraction of a quarter-turn
// (the card in hand turning, a card on its way).
func (s *Table) drawTurning(dst *ebiten.Image, c cb.Card, r image.Rectangle, quarter float64) {
	if quarter == 0 {
		DrawCard(dst, r, c)
		return
	}
	img := s.cardImage(c)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-Space, -Space)
	op.GeoM.Rotate(quarter * math.Pi / 2)
	op.GeoM.Scale(float64(r.Dx())/(2*Space), float64(r.Dy())/(2*Space))
	op.GeoM.Translate(float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2))
	dst.DrawImage(img, op)
}

// cardImage is a card drawn at world size (two spaces a side), for turning.
func (s *Table) cardImage(c cb.Card) *ebiten.Image {
	if s.cardImg == nil {
		s.cardImg = ebiten.NewImage(2*Space, 2*Space)
	}
	s.cardImg.Clear()
	DrawCard(s.cardImg, image.Rect(0, 0, 2*Space, 2*Space), c)
	return s.cardImg
}

// rimW is how wide an estate's outline is at zoom z: a world pixel, and
// two canvas pixels at the least (at x1 one pixel was hard to follow, the
// eighth reader).
func rimW(z float64) int { return max(2, int(z)) }

// estateAlpha is how strongly an estate's pattern in its owner's colour
// lies over its spaces: the owner's mark, under the border that outlines
// the estate, quiet enough that the ground's art reads through (0.7 read
// as a second layer of stripes over the art).
const estateAlpha = 0.5

// drawBoard draws the territory in the camera's view (dst, clipped to
// boardView), the legend and the zoom bar's plates over it (over, the
// whole view): its felt, spaces, estates and dovecotes on the ground
// (g: at the screen's resolution where the zoom puts art pixels between
// canvas pixels), its marks and figures over them on the canvas.
func (s *Table) drawBoard(dst, over *ebiten.Image, g table.Ground) {
	st := s.st
	view := s.cam.View
	ui.FillRect(g.View, g.Canvas(view), ui.Felt)
	z := s.cam.Zoom
	k := g.K
	at := func(p cb.Pt) image.Rectangle { // a space on the ground
		return g.Rect(image.Rect(p.X*Space, p.Y*Space, (p.X+1)*Space, (p.Y+1)*Space))
	}
	flying := s.fly != nil && !s.fly.flipping
	var hidden map[cb.Pt]bool
	if flying { // the card on its way is not laid yet
		hidden = map[cb.Pt]bool{}
		for _, off := range cb.Corner {
			hidden[s.fly.to.Add(off)] = true
		}
	}
	old := s.prev
	for p, sp := range st.T.Spaces {
		r := s.spaceRect(p)
		if !r.Overlaps(view) {
			continue
		}
		if hidden[p] {
			if old != nil {
				if o, ok := old.T.Spaces[p]; ok {
					s.drawSpace(g, at(p), o)
				}
			}
			continue
		}
		s.drawSpace(g, at(p), sp)
	}
	// Estates: each owner's pattern, outline and dovecote, and its worth.
	owners := s.now().owners
	for p, i := range owners {
		d := st.T.Doves[i]
		if !s.spaceRect(p).Overlaps(view) {
			continue
		}
		r := at(p)
		artIn(g, fmt.Sprintf("cb_estate_%d", d.Seat), r, estateAlpha)
		w := rimW(z) * k
		for k, dir := range cb.Sides {
			if j, ok := owners[p.Add(dir)]; ok && j == i {
				continue
			}
			var e image.Rectangle
			switch k {
			case 0:
				e = image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y)
			case 1:
				e = image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y)
			case 2:
				e = image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y)
			case 3:
				e = image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w)
			}
			ui.FillRect(g.Img, e, seatDark[d.Seat])
		}
	}
	for q, f := range s.fades {
		ui.FillRect(g.Img, at(q), table.Alpha(ui.Red, uint8(160*f)))
	}
	dropping := map[cb.Pt]bool{}
	for _, d := range s.drops {
		dropping[d.at] = true
	}
	for _, d := range st.T.Doves {
		if dropping[d.At] {
			continue
		}
		r := at(d.At)
		artCentred(g, coteSprite(d.Large, d.Seat), r.Min.Add(r.Size().Div(2)), z)
	}
	for _, d := range s.drops {
		r := at(d.at)
		c := r.Min.Add(r.Size().Div(2))
		h := int(d.h * z * float64(k))
		c.Y -= h
		if d.sprite[:7] == "cb_tile" {
			artIn(g, d.sprite, r.Add(image.Pt(0, -h)), 1)
			continue
		}
		artCentred(g, d.sprite, c, z)
	}
	// The last card laid, the lit spaces, the hint.
	// (Not a card past a close-up's edge: its frame's edge alone read as a
	// stray line along the cut.)
	if r := s.cardRect(s.lastAt); s.lastShown() {
		// Two pixels on an ink edge, just outside the card: one pixel was
		// lost against an estate's border (the sixth reader). Under the
		// card held: where the two meet, the frame stops at the held
		// card's shadowed edge, so the frames never cross (the eighth
		// reader saw the held card's frame cross it).
		for _, e := range s.lastFrame() {
			ui.FillRect(dst, e.r, e.c)
		}
		ui.Explain(r, lang.T("cb.last.tip"))
	}
	for p := range s.captures() {
		r := s.spaceRect(p)
		ui.FillRect(dst, r.Inset(1), table.TargetFill)
		ui.StrokeRect(dst, r.Inset(2), table.Target)
	}
	for p := range s.targets {
		s.Outline(dst, s.spaceRect(p), s.hoverOK && s.hover == p)
	}
	// Tiles laid this turn that no estate holds yet: the turn waits on them.
	if st.Phase == cb.PhaseActions && !st.Terminal() {
		for _, p := range st.Strays() {
			r := s.spaceRect(p)
			c := s.Pulse(table.Warn, 5, 140, 255)
			ui.StrokeRect(dst, r.Inset(-1), c)
			ui.StrokeRect(dst, r, c)
			b := image.Rect(r.Min.X-2, r.Min.Y-2, r.Min.X+6, r.Min.Y+ui.LineH)
			ui.FillRect(dst, b, table.Warn)
			ui.Text(dst, "!", b.Min.X+2, b.Min.Y, ui.Ink)
		}
	}
	if s.hintOn && s.st.Phase != cb.PhasePlace {
		r := s.spaceRect(s.hintAt)
		ui.FillRect(dst, r, table.HintFill)
		ui.StrokeRect(dst, r.Inset(-1), table.Hint)
	}
	s.drawDeciding(dst)
	// The figures over every mark on the board: the last card's frame,
	// the lit spaces, the hint, the deciding estates' rims (a rim across
	// a badge read "34" as "54", the eighth reader; the last card's frame
	// hid the "14" under it, the 24th). They keep off those marks where
	// they can (badges); where they can't, they read whole over them.
	s.drawBadges(dst, dropping)
	s.drawGhost(dst)
	legend := s.frameLegend(over)
	s.drawSpots(dst, legend)
	if f := s.fly; f != nil {
		to := s.cardRect(f.to)
		t := f.t
		x := float64(f.from.X) + float64(to.Min.X-f.from.X)*t
		y := float64(f.from.Y) + float64(to.Min.Y-f.from.Y)*t - float64(to.Dy())*0.3*math.Sin(math.Pi*t)
		r := image.Rect(int(x), int(y), int(x)+to.Dx(), int(y)+to.Dy())
		ui.FillRect(dst, r.Add(image.Pt(3, 4)), color.RGBA{0, 0, 0, 80})
		rot := f.rotFrom + (float64(f.rotTo)-f.rotFrom)*t
		whole := int(math.Floor(rot))
		s.drawTurning(dst, f.card.Turn((whole%4+4)%4), r, rot-float64(whole))
	}
	// The estate being counted, lit in its owner's colour as its worth
	// rises.
	for _, p := range s.pops {
		if p.estate < 0 {
			continue
		}
		seat := st.T.Doves[p.estate].Seat
		c := table.Alpha(seatColor[seat], 110)
		for q, i := range s.now().owners {
			if i == p.estate {
				ui.FillRect(dst, s.spaceRect(q), scaleAlpha(c, 1-p.t))
			}
		}
	}
	for _, p := range s.pops {
		if p.panel != (image.Point{}) {
			continue
		}
		r := s.spaceRect(p.at)
		c := ui.Butter
		if !p.good {
			c = ui.Red
		}
		ui.CenteredShadow(dst, p.text, r.Min.X+r.Dx()/2, r.Min.Y-12-int(18*p.t), 1, c)
	}
	s.drawMore(over)
	s.drawOverview(over)
	s.ZoomPlate(over, s.cam)
}

// bandBar is the zoom bar's band the legend may take: left of the plates
// where they lie in the bar's row (withPlate), else left of the zoom
// control, as tall as the camera's cap (BandH: the zoom's plate stays
// in the bar's row beside the control, the band's rows left of it).
func (s *Table) bandBar(withPlate bool) image.Rectangle {
	v := s.cam.View
	right := s.ZoomControl().Min.X - 4
	if p := s.ZoomPlates(s.cam); withPlate && !p.Empty() && p.Max.X <= right && !s.bandTall() {
		right = p.Min.X - bandGap // (a key's gap: 4 px read as one cluster, the 27th reader)
	}
	return image.Rect(v.Min.X+6, v.Min.Y+1, right, v.Min.Y+max(table.ZoomBarH(), s.cam.Cap)-1)
}

// BandH is the band a window's close-up (windowCloseZ) keeps for the
// board's key (a table.BandKeeper): where the keys of a card to lay (where it can go,
// your card, last card laid) take three rows of the body face in the band,
// three rows' height, so they keep the body face (the ninth reader found
// the key in the small face, the one smaller text on the table) where the
// close-up's board leaves no felt under the bar for them to run on down.
func (s *Table) BandH() int {
	if !s.lay.band || ui.Touch || ui.Portrait() || s.cam.Zoom != s.windowCloseZ() {
		return 0 // (at Fit, the key runs on down the felt the board leaves)
	}
	// The first row left of the plate the close-up's zoom shows ("x1.5")
	// beside the control, the rows under it on to the control; with the
	// estates' figures where those rows hold them too.
	bar := s.bandBar(false)
	narrow := bar.Dx() - plateRoom(s.cam)
	keys := []legendKey{{text: lang.T("cb.legend.spot"), dot: true}, {text: lang.T("cb.legend.ghost")}, {text: lang.T("cb.legend.last")}}
	with := append(append([]legendKey{}, keys...), s.worthKey()...)
	for _, ks := range [][]legendKey{with, keys} {
		if bandFits(bandRows(ks, narrow, ui.Body), narrow, ui.Body, (table.ZoomBarH()-2)/ui.LineH) {
			return 0 // (the bar's own lines hold them, left of the plate)
		}
		if rows := bandRowsIn(ks, narrow, bar.Dx(), ui.Body); bandFitsIn(rows, narrow, bar.Dx(), ui.Body, 3) {
			return len(rows)*ui.LineH + 4
		}
	}
	return 0
}

// bandInBody reports whether the band's keys lie in bar in the body face:
// in the bar's own lines, or running on down the felt off the board.
func (s *Table) bandInBody(bar image.Rectangle) bool {
	keys := s.bandKeys(bar.Dx(), bar.Dy())
	if len(keys) == 0 {
		return false
	}
	first := s.bandFirst(bar.Dx())
	rows := bandRowsIn(keys, first, bar.Dx(), ui.Body)
	return bandFitsIn(rows, first, bar.Dx(), ui.Body, bar.Dy()/ui.LineH) ||
		bandFitsIn(rows, first, bar.Dx(), ui.Body, bandRowsMost) && s.offBoard(bandRect(rows, bar, ui.Body))
}

// drawMore marks each side of a close-up where the board runs on past the
// view (cutView): a Dove-grey arrowhead on an ink edge in the middle of
// the felt between the board's last whole spaces and the view's edge,
// pointing the way the rest lies (moreMarks), a control: a tap on it
// moves the view a step that way (moreTap), as a drag does.
func (s *Table) drawMore(dst *ebiten.Image) {
	marks, _ := s.moreMarks()
	for k, m := range marks {
		if m.Empty() {
			continue
		}
		arrowhead(dst, m.Inset(-1), k, ui.Ink)
		arrowhead(dst, m, k, ui.DoveGrey)
	}
}

// arrowhead fills a triangle in r pointing to side k (right, bottom,
// left, top, as cb.Sides): its base along r's far side from the tip.
func arrowhead(dst *ebiten.Image, r image.Rectangle, k int, c color.RGBA) {
	along, deep := r.Dy(), r.Dx()
	if k == 1 || k == 3 {
		along, deep = r.Dx(), r.Dy()
	}
	for i := 0; i < deep; i++ { // i from the base
		half := along * (deep - i) / (2 * deep)
		lo, hi := along/2-half, along-along/2+half
		var l image.Rectangle
		switch k {
		case 0:
			l = image.Rect(r.Min.X+i, r.Min.Y+lo, r.Min.X+i+1, r.Min.Y+hi)
		case 2:
			l = image.Rect(r.Max.X-i-1, r.Min.Y+lo, r.Max.X-i, r.Min.Y+hi)
		case 1:
			l = image.Rect(r.Min.X+lo, r.Min.Y+i, r.Min.X+hi, r.Min.Y+i+1)
		case 3:
			l = image.Rect(r.Min.X+lo, r.Max.Y-i-1, r.Min.X+hi, r.Max.Y-i)
		}
		ui.FillRect(dst, l, c)
	}
}

// moreAlong is how long (canvas px) a side's arrowhead runs along the
// view's edge (the twelfth reader found 11 px too small to see or tap),
// and moreHit how long the strip a tap on it takes.
const (
	moreAlong = 25
	moreHit   = 48
)

// moreMarks are, for each side where the board runs on past a close-up's
// view (cutView; right, bottom, left, top), the arrowhead's rectangle in
// the middle of the felt left there, moreAlong along the edge and as deep
// as the felt allows (up to half its length), and the part of that felt
// a tap on it takes; empty for the other sides.
func (s *Table) moreMarks() (marks, hits [4]image.Rectangle) {
	v, cut := s.cutView()
	view := s.cam.View
	view.Min.Y += min(s.cam.Cap, view.Dy()/3) // (under the zoom bar's band)
	for k, on := range cut {
		if !on {
			continue
		}
		var strip image.Rectangle
		switch k {
		case 0:
			strip = image.Rect(v.Max.X, v.Min.Y, view.Max.X, v.Max.Y)
		case 1:
			strip = image.Rect(v.Min.X, v.Max.Y, v.Max.X, view.Max.Y)
		case 2:
			strip = image.Rect(view.Min.X, v.Min.Y, v.Min.X, v.Max.Y)
		case 3:
			strip = image.Rect(v.Min.X, view.Min.Y, v.Max.X, v.Min.Y)
		}
		c := ui.Mid(strip)
		gap := strip.Dx()
		if k == 1 || k == 3 {
			gap = strip.Dy()
		}
		deep := max(4, min(moreAlong/2+1, gap-4))
		if k == 1 || k == 3 {
			marks[k] = image.Rect(c.X-moreAlong/2, c.Y-deep/2, c.X-moreAlong/2+moreAlong, c.Y-deep/2+deep)
			hits[k] = image.Rect(c.X-moreHit/2, strip.Min.Y, c.X+moreHit/2, strip.Max.Y).Intersect(strip)
		} else {
			marks[k] = image.Rect(c.X-deep/2, c.Y-moreAlong/2, c.X-deep/2+deep, c.Y-moreAlong/2+moreAlong)
			hits[k] = image.Rect(strip.Min.X, c.Y-moreHit/2, strip.Max.X, c.Y+moreHit/2).Intersect(strip)
		}
	}
	return marks, hits
}

// frameEdge is a piece of a frame: its rectangle and colour.
type frameEdge struct {
	r image.Rectangle
	c color.RGBA
}

// lastFrame is the last card's frame as drawn (drawBoard): two pixels of
// the last move's aqua on an ink edge round the card, less what the card
// held covers (ghostCover).
func (s *Table) lastFrame() []frameEdge {
	r := s.cardRect(s.lastAt)
	var out []frameEdge
	for i, c := range []color.RGBA{ui.Ink, table.Last, table.Last} {
		for _, e := range edges(r.Inset(i - 3)) {
			for _, piece := range minus(e, s.ghostCover()) {
				out = append(out, frameEdge{piece, c})
			}
		}
	}
	return out
}

// lastShown is whether the last card laid is framed on the board: not
// while a card flies, nor at the game's end, nor past a close-up's edge
// (its frame's edge alone read as a stray line along the cut).
func (s *Table) lastShown() bool {
	return s.last && s.fly == nil && !s.st.Terminal() && s.cardRect(s.lastAt).Overlaps(s.boardView())
}

// marks are the lines and plates the board draws over its spaces, as
// drawn (drawBoard, drawGhost), a pixel round: the last card's frame, the
// frames and "!" plates of the tiles the turn waits on, the hint's frame.
// The estates' figures keep off them (badges): the last card's frame ran
// through a figure on its rim (the 24th reader).
func (s *Table) marks() []image.Rectangle {
	st := s.st
	var out []image.Rectangle
	ring := func(r image.Rectangle, w int) {
		for _, e := range edges(r.Inset(-w)) {
			out = append(out, e.Inset(-w))
		}
	}
	if s.lastShown() {
		for _, e := range s.lastFrame() {
			out = append(out, e.r.Inset(-1))
		}
	}
	if st.Phase == cb.PhaseActions && !st.Terminal() {
		for _, p := range st.Strays() {
			r := s.spaceRect(p)
			ring(r, 1)
			out = append(out, image.Rect(r.Min.X-3, r.Min.Y-3, r.Min.X+7, r.Min.Y+ui.LineH+1))
		}
	}
	if s.hintOn {
		if st.Phase != cb.PhasePlace {
			ring(s.spaceRect(s.hintAt), 1)
		} else if st.Drawn >= 0 && s.fly == nil && (!s.ghostOn || !s.HumanTurn()) {
			ring(s.cardRect(s.hintAt), 2)
		}
	}
	return out
}

// ghostShown reports whether the card in hand is drawn on the board
// (drawGhost): while a person lays it, once it is held there (a pointer's
// over the board; a finger's only after a refused tap or while dragged:
// holdCard).
func (s *Table) ghostShown() bool {
	st := s.st
	return st.Phase == cb.PhasePlace && s.ghostOn && s.fly == nil && s.HumanTurn() && st.Drawn >= 0
}

// ghostCover is what the card held covers on the canvas: the card, its
// shadow and a pixel of felt round it; empty where none is held.
func (s *Table) ghostCover() image.Rectangle {
	if !s.ghostShown() {
		return image.Rectangle{}
	}
	return heldCover(s.ghostRect())
}

// heldCover is what a card held at r covers on the canvas: the card, its
// shadow down and to the right (drawGhost) and a pixel of felt round it.
func heldCover(r image.Rectangle) image.Rectangle {
	d := max(2, r.Dx()/16)
	return image.Rect(r.Min.X-1, r.Min.Y-1, r.Max.X+d+1, r.Max.Y+d+1)
}

// edges are the four one-pixel sides of r.
func edges(r image.Rectangle) []image.Rectangle {
	return []image.Rectangle{
		image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+1),
		image.Rect(r.Min.X, r.Max.Y-1, r.Max.X, r.Max.Y),
		image.Rect(r.Min.X, r.Min.Y+1, r.Min.X+1, r.Max.Y-1),
		image.Rect(r.Max.X-1, r.Min.Y+1, r.Max.X, r.Max.Y-1),
	}
}

// minus is r less g: up to four rectangles.
func minus(r, g image.Rectangle) []image.Rectangle {
	g = g.Intersect(r)
	if g.Empty() {
		return []image.Rectangle{r}
	}
	var out []image.Rectangle
	for _, p := range []image.Rectangle{
		image.Rect(r.Min.X, r.Min.Y, r.Max.X, g.Min.Y),
		image.Rect(r.Min.X, g.Max.Y, r.Max.X, r.Max.Y),
		image.Rect(r.Min.X, g.Min.Y, g.Min.X, g.Max.Y),
		image.Rect(g.Max.X, g.Min.Y, r.Max.X, g.Max.Y),
	} {
		if !p.Empty() {
			out = append(out, p)
		}
	}
	return out
}

// drawSpots lights where the card in hand may go, turned as it is now:
// the middle of each place it may lie (where the pointer or the finger
// puts the card's middle), a small lit target on the corner its four
// spaces share. Turning the card lights its own places.
func (s *Table) drawSpots(dst *ebiten.Image, legend image.Rectangle) {
	st := s.st
	if st.Phase != cb.PhasePlace || !s.HumanTurn() || st.Drawn < 0 || s.fly != nil || st.Terminal() || s.turnAnim != 0 {
		return
	}
	// A soft dot a quarter of a space wide (4 px at x1, 10 at x2.5): the
	// places overlap one another, and 25 to 60 frames round the board
	// read as noise, not as where to aim; at x1 a larger dot ringed the
	// board in white (the sixth reader's "clutter").
	n := s.spotSize()
	ov, _ := s.Overview()
	for _, r := range s.spotRects() {
		if !r.Overlaps(legend) && !r.Overlaps(ov.Inset(-1)) {
			s.Dot(dst, ui.Mid(r), n) // (not under the legend, nor half under the board's miniature)
		}
	}
}

// spotRects are the lit places' dots on the canvas (drawSpots), each with
// its ink rim, where they are drawn now: in the board's view, not under
// the zoom control nor the card held; none while no place is lit. The
// estates' figures keep clear of them (badges).
func (s *Table) spotRects() []image.Rectangle {
	_, out := s.spots()
	return out
}

// spots are spotRects and the place each dot stands for.
func (s *Table) spots() ([]cb.Pt, []image.Rectangle) {
	st := s.st
	if st.Phase != cb.PhasePlace || !s.HumanTurn() || st.Drawn < 0 || s.fly != nil || st.Terminal() || s.turnAnim != 0 {
		return nil, nil
	}
	n := s.spotSize()
	shown := map[cb.Pt]bool{}
	taken := map[image.Point]bool{}
	var at []cb.Pt
	var out []image.Rectangle
	for _, a := range s.now().legal {
		if d := cb.Decode(a); d.Kind == cb.KindPlace && d.Rot == s.rot && !shown[d.At] {
			if s.ghostOn && d.At == s.ghostAt {
				continue // the card itself lies there
			}
			c := s.spotAt(d.At)
			if taken[c] {
				c = ui.Mid(s.cardRect(d.At)) // (another place's dot lies there)
			}
			r := image.Rect(c.X-n/2-1, c.Y-n/2-1, c.X-n/2+n+1, c.Y-n/2+n+1)
			if r.In(s.boardView()) && !r.Overlaps(s.ZoomControl()) && !(s.ghostOn && r.Overlaps(s.ghostRect())) {
				shown[d.At], taken[c] = true, true // (not under a panel, the zoom control or the card held)
				at = append(at, d.At)
				out = append(out, r)
			}
		}
	}
	return at, out
}

// spotAt is where the dot of the place at (a card's top left space) lies
// on the canvas: the card's middle, where the finger or the pointer puts
// it; where the card would cover laid spaces and bare felt both, the
// middle of its bare part (a card may cover laid spaces, and a dot on the
// corner its four spaces share lay over a laid card's corner, as if
// that card were the target).
func (s *Table) spotAt(at cb.Pt) image.Point {
	var bare []cb.Pt
	for _, q := range []cb.Pt{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: 1, Y: 1}} {
		p := cb.Pt{X: at.X + q.X, Y: at.Y + q.Y}
		if _, laid := s.st.T.Spaces[p]; !laid {
			bare = append(bare, p)
		}
	}
	mid := func(ps ...cb.Pt) image.Point {
		var r image.Rectangle
		for _, p := range ps {
			r = r.Union(s.spaceRect(p))
		}
		return ui.Mid(r)
	}
	switch len(bare) {
	case 1:
		return mid(bare[0])
	case 2:
		if bare[0].X == bare[1].X || bare[0].Y == bare[1].Y {
			return mid(bare...)
		}
		return mid(bare[0])
	case 3:
		// The bare space across from the laid one.
		for _, p := range bare {
			o := cb.Pt{X: 2*at.X + 1 - p.X, Y: 2*at.Y + 1 - p.Y} // (the space across the card from p)
			if _, laid := s.st.T.Spaces[o]; laid {
				return mid(p)
			}
		}
	}
	return ui.Mid(s.cardRect(at))
}

// spotPlace is the place whose dot p lies on, if any.
func (s *Table) spotPlace(p image.Point) (cb.Pt, bool) {
	at, rs := s.spots()
	for i, r := range rs {
		if p.In(r.Inset(-2)) {
			return at[i], true
		}
	}
	return cb.Pt{}, false
}

// Shown is every space and figure the board's view shows, wholly or in
// part, as drawn (tests: a close-up cuts none; a dot is drawn only where
// it shows whole, drawSpots).
func (s *Table) Shown() []image.Rectangle {
	v := s.boardView()
	var out []image.Rectangle
	for p := range s.st.T.Spaces {
		if r := s.spaceRect(p); r.Overlaps(v) {
			out = append(out, r)
		}
	}
	for _, r := range s.Badges() {
		if r.Overlaps(v) {
			out = append(out, r)
		}
	}
	return out
}

// spotSize is how wide a lit place's dot is at the zoom now (drawSpots),
// the legend's key drawn alike.
//
// At x1 (a 16-pixel space, places 16 px apart: 60 of them round a board
// of four) the dot is a quarter of the pitch, 4 px on its ink rim (8
// window px at 1280x720): 2 px barely showed on the felt (the 22nd
// reader), and a quarter keeps clear of the estates' shapes the eighth
// reader found hidden under larger dots (6 px and a white ring). From x1.5 up a
// quarter of the places' pitch, in a window at least 8 px: a third of
// the pitch at x1.5, where 6 px on a 24-px pitch read as a speck rather
// than as where to aim (the tenth reader).
func (s *Table) spotSize() int {
	if ui.Portrait() {
		// A phone's places: the dot five twelfths of the pitch (20 CSS px
		// at x3, a finger a place; 6 at x1, the whole board of four
		// players), read as the target it is (the thirteenth reader found
		// 16 CSS px dots small; the tenth 10 px dots on a 40 px pitch),
		// the felt between two dots wider than either; with its rim at
		// most 4 world pixels round its middle (lit).
		return max(6, s.cam.Span(Space)*5/12) &^ 1
	}
	if s.cam.Span(Space) < 20 {
		return s.cam.Span(Space) / 4 &^ 1
	}
	return max(8, s.cam.Span(Space)/4) &^ 1
}

// decidingEstates are, at the end of a game level on points that the
// largest estate decided, the estate (its dovecote's index) that is the
// largest of the winner's side and of the runner-up's: what the result's
// sentence names ("20 to 17"); none otherwise.
func (s *Table) decidingEstates() []int {
	st := s.st
	if !st.Terminal() {
		return nil
	}
	sc, big, ret := st.Scores(), st.Largest(), st.Returns()
	w, r := s.winnerAndRunnerUp()
	if w < 0 || r < 0 || ret[w] < 1 || sc[r] != sc[w] {
		return nil
	}
	var out []int
	for _, seat := range []int{w, r} {
		for i, d := range st.T.Doves {
			if !st.Rival(seat, d.Seat) && len(st.T.Estate(i)) == big[seat] {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// DecidingEdges are the outer edges of the deciding estates' spaces on the
// canvas, each a space's rectangle, the side where the estate ends (0 top,
// 1 bottom, 2 left, 3 right) and the colour of the estate's owner, for the
// tests.
func (s *Table) DecidingEdges() (spaces []image.Rectangle, sides []int, owners []color.RGBA) {
	for _, i := range s.decidingEstates() {
		in := map[cb.Pt]bool{}
		for _, p := range s.st.T.Estate(i) {
			in[p] = true
		}
		for p := range in {
			for side, n := range []cb.Pt{{X: p.X, Y: p.Y - 1}, {X: p.X, Y: p.Y + 1}, {X: p.X - 1, Y: p.Y}, {X: p.X + 1, Y: p.Y}} {
				if !in[n] {
					spaces, sides = append(spaces, s.spaceRect(p)), append(sides, side)
					owners = append(owners, seatColor[s.st.T.Doves[i].Seat])
				}
			}
		}
	}
	return spaces, sides, owners
}

// drawBadges draws each estate's worth on its plate (badges).
func (s *Table) drawBadges(dst *ebiten.Image, dropping map[cb.Pt]bool) {
	for _, b := range s.badges(dropping) {
		ui.FillRect(dst, b.r, seatDark[b.seat])
		ui.StrokeRect(dst, b.r, ui.Ink)
		ui.TextIn(dst, b.face, b.label, b.r.Min.X+2, b.r.Min.Y-1, ui.InkOn(seatDark[b.seat]))
		// What the figure counts, on hover or tap (where no legend says it).
		ui.Explain(b.r, s.estateLine(b.dove, b.size))
	}
}

// Badges are the estates' figures' plates on the canvas (tests).
func (s *Table) Badges() []image.Rectangle {
	var out []image.Rectangle
	for _, b := range s.badges(nil) {
		out = append(out, b.r)
	}
	return out
}

// drawDeciding outlines the estates that decided a game level on points
// in the decisive frame round each estate's outer edge, a band in its
// owner's colour inside the cream (table.DecidedRimOf): the winner's
// largest and the runner-up's, told apart by colour and named in the
// legend (frameLegend).
func (s *Table) drawDeciding(dst *ebiten.Image) {
	for _, i := range s.decidingEstates() {
		var cells []image.Rectangle
		for _, p := range s.st.T.Estate(i) {
			cells = append(cells, s.spaceRect(p))
		}
		table.DecidedRimOf(dst, cells, seatColor[s.st.T.Doves[i].Seat])
	}
}

// legendKey is one mark in a legend: a swatch and its words. The swatch is
// a frame in c, or the lit places' dot (drawSpots), or a deciding estate's
// rim in its owner's colour c, or a panel's objective card or stock tile.
type legendKey struct {
	c         color.RGBA
	text      string
	dot, rim  bool
	obj, tile bool
	// worth: the figure on an estate (badges), a dark plate with a figure.
	worth bool
	// withPrev: a short key that lies on the line of the key before it
	// where the line has the room (logKeyRows).
	withPrev bool
	// short: its shorter words, where text leaves the body face (a
	// French phone's end: "domaine de Jaune : 20", not "plus grand domaine
	// de Jaune : 20" in the small face; the status line says the largest
	// estates decide).
	short string
}

// shortKeys is keys in their shorter words, nil where none has them.
func shortKeys(keys []legendKey) []legendKey {
	var out []legendKey
	for i, k := range keys {
		if k.short != "" {
			if out == nil {
				out = slices.Clone(keys)
			}
			out[i].text = k.short
		}
	}
	return out
}

// worthKey names the figures on the estates (badges): each estate's
// points (the seventh reader found the flags '10', '14', '28'
// unexplained); none while no estate shows one.
func (s *Table) worthKey() []legendKey {
	if len(s.badges(nil)) == 0 {
		return nil
	}
	return []legendKey{{text: lang.T("cb.legend.worth"), worth: true}}
}

// boardKeys are the board's marks to name now: while a person lays a card,
// the lit places' dot and each frame's colour ("where it can go", "your
// card" where it is held over the board, "last card laid"); at the end of a game that the largest estates
// decided, the two outlined estates, each by its rim in its owner's colour
// (drawDeciding): "Yellow's largest estate: 20"; else none.
func (s *Table) boardKeys() []legendKey {
	st := s.st
	if deciding := s.decidingEstates(); len(deciding) > 0 {
		var keys []legendKey
		for _, i := range deciding {
			seat := st.T.Doves[i].Seat
			n := len(st.T.Estate(i))
			keys = append(keys, legendKey{c: seatColor[seat], text: lang.T("cb.legend.largest", "Who", s.seatName(seat), "Count", n),
				short: lang.T("cb.legend.largest.short", "Who", s.seatName(seat), "Count", n), rim: true})
		}
		return keys
	}
	if st.Phase != cb.PhasePlace || !s.HumanTurn() || st.Drawn < 0 || s.fly != nil || st.Terminal() {
		return nil
	}
	keys := []legendKey{{c: table.Target, text: lang.T("cb.legend.spot"), dot: true}}
	if s.ghostShown() {
		// (Named only where it is drawn: a phone's turn opens with the
		// card in its tray, none on the board, and the 27th reader found
		// "your card" in the key with nothing on the board to match it.)
		keys = append(keys, legendKey{c: table.Target, text: lang.T("cb.legend.ghost")})
	}
	if s.last {
		keys = append(keys, legendKey{c: table.Last, text: lang.T("cb.legend.last")})
	}
	return keys
}

// panelKeys name the panels' pictures: the objective card, whose corners
// the pigeons captured fill, and the stock's tiles (none in Junior).
func (s *Table) panelKeys() []legendKey {
	if s.st.Junior {
		return nil
	}
	return []legendKey{{text: lang.T("cb.legend.objective"), obj: true}, {text: lang.T("cb.legend.tiles"), tile: true}}
}

// drawSwatch draws a legend key's swatch in sw (8 px wide).
func (s *Table) drawSwatch(dst *ebiten.Image, k legendKey, sw image.Rectangle) {
	switch {
	case k.dot:
		table.DrawDot(dst, ui.Mid(sw), min(6, s.spotSize()))
	case k.rim: // the owner's colour round the decisive cream, as on the board
		ui.StrokeRect(dst, sw.Inset(-1), ui.Ink)
		ui.StrokeRect(dst, sw, k.c)
		ui.StrokeRect(dst, sw.Inset(1), k.c)
		ui.StrokeRect(dst, sw.Inset(2), table.Decisive)
	case k.obj: // a card of four grounds, a pigeon in one corner
		c := image.Rect(sw.Min.X-1, sw.Min.Y-1, sw.Min.X+9, sw.Min.Y+9)
		DrawCard(dst, c, cb.Card{cb.Meadow, cb.Wheat, cb.Marsh, cb.Heath})
		ui.FillRect(dst, image.Rect(c.Min.X+1, c.Min.Y+1, c.Min.X+5, c.Min.Y+5), ui.Ink)
	case k.tile:
		drawMiniTile(dst, cb.Meadow, sw.Min.X-1, sw.Min.Y-1, 1)
	case k.worth: // a badge as on the board: its figure on the seat's dark plate
		seat := s.st.ToMove()
		if seat < 0 || seat >= s.st.N {
			seat = 0
		}
		b := sw.Inset(-1)
		ui.FillRect(dst, b, seatDark[seat])
		ui.StrokeRect(dst, b, ui.Ink)
		tw, _ := ui.MeasureIn(ui.Small, "5")
		ui.TextIn(dst, ui.Small, "5", b.Min.X+(b.Dx()-tw+1)/2, b.Min.Y+(b.Dy()-ui.SmallLineH)/2, ui.InkOn(seatDark[seat]))
	default:
		ui.StrokeRect(dst, sw, k.c)
		ui.StrokeRect(dst, sw.Inset(1), k.c)
	}
}

// sideLegendH is the height of the legend beside the board (drawSideLegend)
// w wide holding keys.
func sideLegendH(keys []legendKey, w int) int { return sideLegendHIn(ui.Small, keys, w) }

// faceLineH is a line's height in face f.
func faceLineH(f ui.Face) int {
	if f == ui.Small {
		return ui.SmallLineH
	}
	return ui.LineH
}

// sideLegendHIn is sideLegendH with the keys' words in face f.
func sideLegendHIn(f ui.Face, keys []legendKey, w int) int {
	h := 8
	for _, k := range keys {
		h += max(faceLineH(f)+2, ui.ParagraphHIn(f, k.text, w-8-16)) + 2
	}
	return h
}

// worthBeside reports whether the legend beside the board, holding keys,
// has the room to name the estates' figures too (worthKey); the zoom bar's
// band then leaves them out (one place says each key).
func (s *Table) worthBeside(keys []legendKey) bool {
	r := s.lay.legend
	w := s.worthKey()
	return !r.Empty() && len(keys) > 0 && len(w) > 0 && sideLegendH(append(append([]legendKey{}, keys...), w...), r.Dx()) <= r.Dy()
}

// sideKeys are the keys the legend beside the board holds, before the
// estates' figures: the panels' pictures and, where it has the room
// (legendAll), the board's marks.
func (s *Table) sideKeys() []legendKey {
	keys := s.panelKeys()
	if s.lay.legendAll {
		keys = append(keys, s.boardKeys()...)
	}
	return keys
}

// drawSideLegend draws, in a landscape window whose column of panels has
// the room under them (two or three players), the legend on a panel of its
// own there: the panels' pictures (the sixth reader found the objective
// card unexplained and the column's foot bare) and, where it has the room,
// the board's marks, so that no plate lies on the board's felt.
func (s *Table) drawSideLegend(dst *ebiten.Image) {
	r := s.lay.legend
	if r.Empty() {
		return
	}
	keys := s.sideKeys()
	// The estates' figures, where the column has the room for them too.
	if s.worthBeside(keys) {
		keys = append(keys, s.worthKey()...)
	}
	if len(keys) == 0 {
		return
	}
	// In the body face where the column holds every key so (the eighth
	// reader found the keys in the small face hard to read), else the
	// small one.
	f := ui.Body
	if sideLegendHIn(f, keys, r.Dx()) > r.Dy() {
		f = ui.Small
	}
	r.Max.Y = r.Min.Y + sideLegendHIn(f, keys, r.Dx())
	sprites.NineSlice(dst, "frame_panel", r, nil)
	y := r.Min.Y + 4
	lh := faceLineH(f)
	for _, k := range keys {
		top := y + (lh+2-8)/2
		s.drawSwatch(dst, k, image.Rect(r.Min.X+7, top, r.Min.X+15, top+8))
		y += max(lh+2, ui.ParagraphIn(dst, f, k.text, image.Rect(r.Min.X+20, y+1, r.Max.X-6, r.Max.Y), ui.Cream)) + 2
	}
}

// frameLegend draws the board's keys (boardKeys) where the legend beside
// the board does not hold them (drawSideLegend), and returns its plate: on a plate in
// the top left corner of the board's view where it lies off the board
// (clear of the territory's bounds and of the card held), else the bottom
// left, else the bottom right (on one line, else its keys one over the
// other); not at all where none is free (each frame still says it on hover
// or tap).
func (s *Table) frameLegend(dst *ebiten.Image) image.Rectangle {
	if s.lay.band {
		return s.drawBandLegend(dst)
	}
	st := s.st
	keys := s.boardKeys()
	if len(keys) == 0 && s.Over() && !s.Reviewing() && !s.worthBeside(s.sideKeys()) {
		// At the end, with no estate to name, the estates' figures where
		// no legend beside the board names them (four panels, a phone):
		// the ninth reader's four-player end had none.
		keys = s.worthKey()
	}
	if len(keys) == 0 || s.lay.legendAll || s.lay.logKey {
		return image.Rectangle{}
	}
	// On one line, else the keys one over the other (a language whose
	// words make the line too wide for a free corner).
	v := s.cam.View
	clear := func(p image.Rectangle) bool {
		if p.Min.X < v.Min.X+6 || p.Max.X > v.Max.X-8 || p.Overlaps(s.ZoomControl()) {
			// (Within the view: a line wider than a narrow view, 1000x700,
			// lay in its bottom right corner cut by the panels, "here it
			// can go".)
			return false
		}
		if p.Overlaps(s.ZoomPlates(s.cam).Inset(-2)) {
			return false
		}
		if s.ghostOn && s.ghostRect().Inset(-2).Overlaps(p) {
			return false // (the card held, which the legend names, stays whole)
		}
		// Off the board: clear of the territory's bounds, not in a bay
		// between its cards (the sixth reader read a legend there as
		// drawn on the board).
		lo, hi := st.T.Bounds()
		return !s.cam.Rect(image.Rect(lo.X*Space, lo.Y*Space, (hi.X+1)*Space, (hi.Y+1)*Space)).Inset(-2).Overlaps(p)
	}
	// In the body face where a free corner holds it so (the eighth reader
	// found a phone's end strip in the small face, its caps 5 CSS px), in
	// its shorter words if need be, else the small one.
	type try struct {
		f    ui.Face
		keys []legendKey
	}
	tries := []try{{ui.Body, keys}}
	if short := shortKeys(keys); short != nil {
		tries = append(tries, try{ui.Body, short})
	}
	tries = append(tries, try{ui.Small, keys})
	for _, t := range tries {
		f, keys := t.f, t.keys
		w, ws := 4, 0
		for _, k := range keys {
			tw, _ := ui.MeasureIn(f, k.text)
			w += 12 + tw + 8
			ws = max(ws, 4+12+tw+4)
		}
		lh := faceLineH(f) + 2
		for _, size := range []image.Point{{w, lh}, {ws, len(keys) * lh}} {
			w, h := size.X, size.Y
			for _, p := range []image.Rectangle{
				image.Rect(v.Min.X+6, v.Min.Y+4, v.Min.X+6+w, v.Min.Y+4+h),
				image.Rect(v.Min.X+6, v.Max.Y-6-h, v.Min.X+6+w, v.Max.Y-6),
				image.Rect(v.Max.X-8-w, v.Max.Y-6-h, v.Max.X-8, v.Max.Y-6),
			} {
				if !clear(p) {
					continue
				}
				ui.FillRect(dst, p, ui.Ink)
				x, y := p.Min.X+4, p.Min.Y
				for _, k := range keys {
					top := y + (lh-8)/2
					s.drawSwatch(dst, k, image.Rect(x, top, x+8, top+8))
					ui.TextIn(dst, f, k.text, x+12, y+1, ui.Cream)
					if h > lh { // one over the other
						y += lh
						continue
					}
					tw, _ := ui.MeasureIn(f, k.text)
					x += 12 + tw + 8
				}
				return p
			}
		}
	}
	return image.Rectangle{}
}

// drawLogKey draws the board's key at the head of the log's panel
// (layout.logKey): each key on a line of the body face, its swatch as on
// the board, a rule under them.
func (s *Table) drawLogKey(dst *ebiten.Image) {
	lr := s.LogRect()
	h := s.lay.logKeyH
	if h == 0 || s.logKeyNow(lr.Dx()) != h {
		return // (none, or laid out anew this frame: Tick)
	}
	y := lr.Min.Y + 4
	for _, row := range logKeyRows(s.logKeys(), lr.Dx()) {
		top := y + (ui.LineH-8)/2
		if len(row) > 1 { // (short keys on one line, each its swatch and word)
			x := lr.Min.X + 9
			for _, k := range row {
				s.drawSwatch(dst, k, image.Rect(x, top, x+8, top+8))
				ui.Text(dst, k.text, x+13, y, ui.Cream)
				x += bandKeyW(k, ui.Body) + bandGap
			}
			y += ui.LineH
			continue
		}
		k := row[0]
		s.drawSwatch(dst, k, image.Rect(lr.Min.X+9, top, lr.Min.X+17, top+8))
		y += ui.ParagraphIn(dst, ui.Body, k.text, image.Rect(lr.Min.X+22, y, lr.Max.X-6, lr.Min.Y+h), ui.Cream)
	}
	ry := lr.Min.Y + h - 2
	ui.FillRect(dst, image.Rect(lr.Min.X+6, ry, lr.Max.X-6, ry+1), ui.Charcoal)
}

// drawBandLegend draws the legend in the zoom bar's band, left of its
// plates (a phone upright in play, a window whose column of panels has no
// room for the board's marks): the keys bandKeys says, in the body face
// on the felt, one row under the other in the bar's whole height; where
// they take more rows than it holds, the rows running on down the felt
// under the bar where that lies off the board (clear of the territory and
// the card held), the estates' figures named there too; it returns the
// part of the band they take. Only where not even so, in the small face
// (the ninth reader found a window's key in it, the one smaller text on
// the table); where not even that fits, none.
func (s *Table) drawBandLegend(dst *ebiten.Image) image.Rectangle {
	v := s.cam.View
	bar := s.bandBar(true)
	right := bar.Max.X
	lines := bar.Dy() / ui.LineH
	keys := s.bandKeys(bar.Dx(), bar.Dy())
	// Each row's keys within the band's width (bandFits): a key wider than
	// it alone makes a row that does not fit. (The first beside the zoom's
	// plate where the band is taller than the bar, bandFirst.)
	first := s.bandFirst(bar.Dx())
	rows := bandRowsIn(keys, first, bar.Dx(), ui.Body)
	f, lh, y := ui.Body, ui.LineH, 0
	switch {
	case bandFitsIn(rows, first, bar.Dx(), f, lines):
		y = bar.Min.Y + (bar.Dy()-len(rows)*lh)/2
	case len(keys) > 0 && bandFitsIn(rows, first, bar.Dx(), f, bandRowsMost) && s.offBoard(bandRect(rows, bar, f)):
		// On down the felt, with the figures' key where it fits too.
		if with := append(append([]legendKey{}, keys...), s.worthKey()...); !s.worthBeside(s.sideKeys()) && len(with) > len(keys) {
			if r := bandRowsIn(with, first, bar.Dx(), f); bandFitsIn(r, first, bar.Dx(), f, bandRowsMost) && s.offBoard(bandRect(r, bar, f)) {
				rows = r
			}
		}
		y = bar.Min.Y
	default: // (two lines of the small face in the bar)
		band := image.Rect(v.Min.X+6, v.Min.Y+2, right, v.Min.Y+table.ZoomBarH()-2)
		f, lh = ui.Small, ui.SmallLineH
		rows = bandRows(s.bandKeys(band.Dx(), band.Dy()), band.Dx(), f)
		if !bandFits(rows, band.Dx(), f, band.Dy()/lh) {
			return image.Rectangle{} // (each mark says it on hover)
		}
		y = band.Min.Y + (band.Dy()-len(rows)*lh)/2
	}
	used := image.Rectangle{}
	for _, row := range rows {
		x := bar.Min.X
		for _, k := range row {
			s.drawSwatch(dst, k, image.Rect(x, y+(lh-8)/2, x+8, y+(lh-8)/2+8))
			ui.TextIn(dst, f, k.text, x+13, y, ui.Cream)
			tw, _ := ui.MeasureIn(f, k.text)
			used = used.Union(image.Rect(x, y, x+13+tw, y+lh))
			x += 13 + tw + bandGap
		}
		y += lh
	}
	return used
}

// bandRowsMost is the most rows the band's legend takes, running on down
// the felt under the zoom bar (drawBandLegend).
const bandRowsMost = 4

// bandRect is where rows of keys in face f lie from the band's top left.
func bandRect(rows [][]legendKey, bar image.Rectangle, f ui.Face) image.Rectangle {
	w := 0
	for _, row := range rows {
		rw := -bandGap
		for _, k := range row {
			rw += bandGap + bandKeyW(k, f)
		}
		w = max(w, rw)
	}
	return image.Rect(bar.Min.X, bar.Min.Y, bar.Min.X+w, bar.Min.Y+len(rows)*faceLineH(f))
}

// offBoard reports whether p on the canvas lies off the board: clear of
// the territory's bounds (not in a bay between its cards, which reads as
// drawn on the board), of the card held and of the lit places' dots,
// inside the board's view.
func (s *Table) offBoard(p image.Rectangle) bool {
	if !p.In(s.cam.View) || s.ghostOn && s.ghostRect().Inset(-2).Overlaps(p) {
		return false
	}
	for _, r := range s.spotRects() {
		if r.Inset(-2).Overlaps(p) {
			return false // (a lit place's dot stays in view)
		}
	}
	lo, hi := s.st.T.Bounds()
	return !s.cam.Rect(image.Rect(lo.X*Space, lo.Y*Space, (hi.X+1)*Space, (hi.Y+1)*Space)).Inset(-2).Overlaps(p)
}

// drawSpace draws one space on the board's ground (r in g's pixels): its
// ground, a tile, a falcon.
func (s *Table) drawSpace(g table.Ground, r image.Rectangle, sp cb.Space) {
	k := g.K
	dst := g.Img
	switch {
	case sp.Tile >= 0:
		artIn(g, fmt.Sprintf("cb_tile_%d", sp.Ground), r, 1)
		w := max(3, r.Dx()/k/5) * k
		m := image.Rect(r.Max.X-w-k, r.Min.Y+k, r.Max.X-k, r.Min.Y+k+w)
		ui.FillRect(dst, m, seatColor[sp.Tile])
		ui.StrokeRectW(dst, m, k, ui.Ink)
	case sp.Tile == cb.WildTile:
		artIn(g, fmt.Sprintf("cb_tile_%d", sp.Ground), r, 1)
		ui.FillRect(dst, r.Inset(2*k), table.Alpha(ui.Slate, 0x70))
	default:
		artIn(g, fmt.Sprintf("cb_ground_%d", sp.Ground), r, 1)
	}
	ui.StrokeRectW(dst, r, k, table.Alpha(ui.Ink, 0x40))
	if sp.Falcon {
		artCentred(g, "cb_falcon", r.Min.Add(r.Size().Div(2)), float64(max(1, r.Dx()/k/Space)))
	}
}

// drawGhost draws the card in hand where it would lie: green-framed with
// the captures marked where it may lie, red-framed with the reason where
// it may not.
func (s *Table) drawGhost(dst *ebiten.Image) {
	st := s.st
	if !s.ghostShown() {
		if s.hintOn && st.Phase == cb.PhasePlace && st.Drawn >= 0 && s.fly == nil {
			r := s.cardRect(s.hintAt)
			ui.StrokeRect(dst, r.Inset(-2), table.Hint)
		}
		return
	}
	r := s.ghostRect()
	if s.shake > 0 {
		r = r.Add(image.Pt(int(3*math.Sin(s.shake*60)), 0))
	}
	img := s.cardImage(st.Card().Turn(s.rot))
	if s.turnAnim == 0 {
		// Held over the board: its shadow on what lies under it, down and
		// to the right, so that the card in hand reads as lifted, not as
		// laid (the seventh reader could not tell it from the last card
		// laid, framed beside it).
		d := max(2, r.Dx()/16)
		ui.FillRect(dst, image.Rect(r.Max.X, r.Min.Y+d, r.Max.X+d, r.Max.Y+d), table.Alpha(ui.Ink, 0xb0))
		ui.FillRect(dst, image.Rect(r.Min.X+d, r.Max.Y, r.Max.X, r.Max.Y+d), table.Alpha(ui.Ink, 0xb0))
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-Space, -Space)
	op.GeoM.Rotate(s.turnAnim * math.Pi / 2)
	op.GeoM.Scale(float64(r.Dx())/(2*Space), float64(r.Dy())/(2*Space))
	op.GeoM.Translate(float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2))
	op.ColorScale.ScaleAlpha(0.82)
	dst.DrawImage(img, op)
	over := ui.Overlay() // the card held over the board hides what is under it
	ui.Cover(r.Inset(-2))
	over()
	if s.turnAnim != 0 {
		return
	}
	if s.ghostWhy != "" {
		ui.StrokeRect(dst, r, table.Warn)
		ui.StrokeRect(dst, r.Inset(1), table.Warn)
		// The reason, above the card.
		lines := ui.Wrap(s.ghostWhy, 150)
		h := len(lines)*ui.LineH + 4
		w := 0
		for _, l := range lines {
			lw, _ := ui.Measure(l)
			w = max(w, lw)
		}
		b := image.Rect(r.Min.X+r.Dx()/2-w/2-4, r.Min.Y-h-4, r.Min.X+r.Dx()/2+w/2+4, r.Min.Y-4)
		if b.Min.Y < s.cam.View.Min.Y {
			b = b.Add(image.Pt(0, r.Dy()+h+8))
		}
		done := ui.Overlay() // a note over the board, not part of it
		ui.FillRect(dst, b, ui.Ink)
		ui.StrokeRect(dst, b, table.Warn)
		for i, l := range lines {
			ui.Text(dst, l, b.Min.X+4, b.Min.Y+1+i*ui.LineH, ui.Cream)
		}
		done()
		return
	}
	c := s.Pulse(table.Target, 6, 150, 255)
	ui.StrokeRect(dst, r, c)
	ui.StrokeRect(dst, r.Inset(1), c)
	if s.hintOn && s.ghostAt == s.hintAt && s.rot == s.hintRot {
		ui.StrokeRect(dst, r.Inset(-2), table.Hint)
	}
	if st.Junior {
		return
	}
	// Captures: a pigeon on each covered space.
	for _, p := range st.Covered(s.ghostAt, s.rot) {
		sr := s.spaceRect(p)
		b := image.Rect(sr.Min.X+1, sr.Max.Y-10, sr.Min.X+11, sr.Max.Y-1)
		ui.FillRect(dst, b, ui.Ink)
		ui.Sprite(dst, "cb_pigeon", b.Min.X+1, b.Min.Y+1, 1)
	}
}

// badge is an estate's worth, placed on the board.
type badge struct {
	r     image.Rectangle
	label string
	seat  int
	face  ui.Face
	// dove is the estate's dovecote (st.T.Doves), size its spaces.
	dove, size int
}

// badges places every estate's worth where it covers no other badge and no
// dovecote: in the corner of one of the estate's own spaces, the nearest to
// its dovecote first; only where none is free, straddling the dovecote's
// corner as before (an estate of one space). An estate of one or two
// spaces shows no badge at any zoom (its dovecote is nearly all of it; its
// worth is the panel's business: the seventh reader found the flags on
// every estate one more layer on a busy board); at x1 and x2
// the figures take the small face: a badge on a 16- or 32-pixel space
// covers less of its art, and the badges of estates side by side jam less.
func (s *Table) badges(dropping map[cb.Pt]bool) []badge {
	st := s.st
	z := s.cam.Zoom
	now := s.now()
	var cotes []image.Rectangle
	for _, d := range st.T.Doves {
		w, h := sprites.Size(coteSprite(d.Large, d.Seat))
		c := s.spaceRect(d.At)
		zw, zh := int(math.Round(float64(w)*z)), int(math.Round(float64(h)*z))
		c = image.Rect(0, 0, zw, zh).Add(c.Min.Add(c.Size().Div(2)).Sub(image.Pt(zw/2, zh/2)))
		cotes = append(cotes, c)
	}
	if g := s.ghostCover(); !g.Empty() {
		cotes = append(cotes, g) // (the card held covers a figure under it: no figure there)
	}
	// The lit places' dots, a pixel round: a dot over a figure hid its
	// digits (the ninth reader's "10" read "1(").
	for _, r := range s.spotRects() {
		cotes = append(cotes, r.Inset(-1))
	}
	cotes = append(cotes, s.marks()...)
	estate := make([][]cb.Pt, len(st.T.Doves))
	for p, i := range now.owners {
		estate[i] = append(estate[i], p)
	}
	var out []badge
	free := func(b image.Rectangle) bool {
		for _, o := range out {
			if o.r.Overlaps(b) {
				return false
			}
		}
		for _, c := range cotes {
			if c.Overlaps(b) {
				return false
			}
		}
		return true
	}
	for i, d := range st.T.Doves {
		n := now.sizes[i]
		if dropping[d.At] || n < 3 {
			continue
		}
		label := fmt.Sprint(worth(n, d.Large))
		face, bh := ui.Body, 13
		// On 16- and 32-pixel spaces in a window, the small figures: less
		// of the art covered. On a phone, the body face at every zoom (the
		// small face's figures were 6 CSS px tall at x1, the fourteenth
		// reader: unreadable at arm's length).
		if z < 3 && !ui.Portrait() {
			face, bh = ui.Small, ui.SmallLineH-1
		}
		lw, _ := ui.MeasureIn(face, label)
		bw := lw + 5
		sp := estate[i]
		// First on a corner where the estate's spaces meet, the plate
		// centred on the grout between them: a quarter of it on each
		// space's corner, clear of the art in their middles (a figure in
		// a space's corner covered half its wheat, its house, its waves:
		// the 23rd reader): cornerBadge.
		if at := s.cornerBadge(sp, d.At, bw, bh, free); !at.Empty() {
			out = append(out, badge{r: at, label: label, seat: d.Seat, face: face, dove: i, size: n})
			continue
		}
		sort.Slice(sp, func(a, b int) bool {
			if ta, tb := s.badgeTier(sp[a]), s.badgeTier(sp[b]); ta != tb {
				return ta < tb
			}
			da, db := dist(sp[a], d.At), dist(sp[b], d.At)
			if da != db {
				return da < db
			}
			if sp[a].Y != sp[b].Y {
				return sp[a].Y < sp[b].Y
			}
			return sp[a].X < sp[b].X
		})
		var at image.Rectangle
		for _, p := range sp {
			r := s.spaceRect(p)
			for _, b := range []image.Rectangle{
				image.Rect(r.Max.X-bw, r.Min.Y, r.Max.X, r.Min.Y+bh),
				image.Rect(r.Min.X, r.Min.Y, r.Min.X+bw, r.Min.Y+bh),
				image.Rect(r.Max.X-bw, r.Max.Y-bh, r.Max.X, r.Max.Y),
				image.Rect(r.Min.X, r.Max.Y-bh, r.Min.X+bw, r.Max.Y),
			} {
				if free(b) {
					at = b
					break
				}
			}
			if !at.Empty() {
				break
			}
		}
		if at.Empty() {
			r := s.spaceRect(d.At)
			for _, c := range []image.Point{{r.Max.X, r.Min.Y}, {r.Min.X, r.Min.Y}, {r.Max.X, r.Max.Y}, {r.Min.X, r.Max.Y}} {
				b := image.Rect(c.X-bw/2, c.Y-bh/2, c.X-bw/2+bw, c.Y-bh/2+bh)
				at = b
				if free(b) {
					break
				}
			}
		}
		out = append(out, badge{r: at, label: label, seat: d.Seat, face: face, dove: i, size: n})
	}
	return out
}

// cornerBadge is the plate bw by bh for the figure of an estate of the
// spaces sp whose dovecote is at dove, centred on a corner where two or
// more of its spaces meet, no dovecote's space about it, free (badges)
// and whole in a close-up: first those with no space of art of its own
// about them (badgeTier: a tile, a falcon), within the estate (three or
// four of its spaces about the corner) before its rim (two), then the
// nearest to the dovecote; empty where none is (the figure then takes a
// plain space's corner, as before).
func (s *Table) cornerBadge(sp []cb.Pt, dove cb.Pt, bw, bh int, free func(image.Rectangle) bool) image.Rectangle {
	in := map[cb.Pt]bool{}
	for _, p := range sp {
		in[p] = true
	}
	type corner struct {
		c                cb.Pt // the space whose top left corner it is
		own, busy, steps int
		cote             bool // a dovecote's space about it
	}
	seen := map[cb.Pt]bool{}
	var cs []corner
	for _, p := range sp {
		for _, c := range []cb.Pt{p, {X: p.X + 1, Y: p.Y}, {X: p.X, Y: p.Y + 1}, {X: p.X + 1, Y: p.Y + 1}} {
			if seen[c] {
				continue
			}
			seen[c] = true
			k := corner{c: c, steps: dist(c, dove)}
			for _, q := range []cb.Pt{c, {X: c.X - 1, Y: c.Y}, {X: c.X, Y: c.Y - 1}, {X: c.X - 1, Y: c.Y - 1}} {
				if in[q] {
					k.own++
				}
				if _, laid := s.st.T.Spaces[q]; laid && s.badgeTier(q) == 2 {
					k.busy++
				}
				k.cote = k.cote || s.st.T.DoveAt(q) >= 0
			}
			if k.own >= 2 {
				cs = append(cs, k)
			}
		}
	}
	sort.Slice(cs, func(a, b int) bool {
		x, y := cs[a], cs[b]
		switch {
		case (x.busy > 0) != (y.busy > 0):
			return x.busy == 0
		case (x.own >= 3) != (y.own >= 3): // (within the estate before its rim)
			return x.own >= 3
		case x.own != y.own:
			return x.own > y.own
		case x.steps != y.steps:
			return x.steps < y.steps
		case x.c.Y != y.c.Y:
			return x.c.Y < y.c.Y
		}
		return x.c.X < y.c.X
	})
	shown, _ := s.cutView() // (a close-up's edge cuts between spaces: not through a figure)
	for _, k := range cs {
		if k.cote {
			continue
		}
		at := s.spaceRect(k.c).Min
		b := image.Rect(at.X-bw/2, at.Y-bh/2, at.X-bw/2+bw, at.Y-bh/2+bh)
		if free(b) && b.In(shown) {
			return b
		}
	}
	return image.Rectangle{}
}

// badgeTier ranks an estate's space as a place for its figure (badges):
// 0, a plain space of the card's ground, no dovecote on it nor beside it
// (across, down or on the slant); 1, a plain space beside a dovecote; 2, a
// space with art of its own, a dovecote, a tile of captured pigeons or a
// falcon (the eighth reader found the figures on dovecotes and tiles), or
// one lit (a capture shown, a target), whose fill lies over the figure.
func (s *Table) badgeTier(p cb.Pt) int {
	st := s.st
	sp := st.T.Spaces[p]
	if sp.Tile != -1 || sp.Falcon || st.T.DoveAt(p) >= 0 || s.captures()[p] {
		return 2 // (a space lit for a capture is filled over its figure)
	}
	if _, lit := s.targets[p]; lit {
		return 2
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if st.T.DoveAt(p.Add(cb.Pt{X: dx, Y: dy})) >= 0 {
				return 1
			}
		}
	}
	return 0
}

// dist is the number of steps between two spaces, across and down.
func dist(a, b cb.Pt) int {
	return abs(a.X-b.X) + abs(a.Y-b.Y)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// scaleAlpha fades a premultiplied colour by f (0-1).
func scaleAlpha(c color.RGBA, f float64) color.RGBA {
	f = max(0, min(1, f))
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), uint8(float64(c.A) * f)}
}
