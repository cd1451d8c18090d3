package falconry

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/colorm"

	"github.com/birdroost/roost/lang"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

var kindSprite = [4]string{"", "fc_marker", "fc_bird", "fc_falconer"}

// DrawCard draws a card of kind k for seat in r: the noble's colour, the
// card's face, and the noble's symbol in the corner (so colours never need
// telling apart). dim draws it faded (a card no longer in hand).
func DrawCard(dst *ebiten.Image, r image.Rectangle, k fc.Kind, seat int, dim bool) {
	// One pixel size for the whole card: the art's, borders included.
	scale := max(1, r.Dx()/12)
	face := sprites.Get(kindSprite[k])
	fw, fh := face.Bounds().Dx()*scale, face.Bounds().Dy()*scale
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(scale), float64(scale))
	at := artRect(r, fw, fh).Min
	op.GeoM.Translate(float64(at.X), float64(at.Y))
	if dim {
		// The place of a card not in hand: its kind's face in slate on
		// night, plain to see yet plainly not a card in the noble's
		// colour, so the hand says which card is on the board.
		ui.FillRect(dst, r, ui.Night)
		ui.StrokeRectW(dst, r, scale, ui.Slate)
		op.ColorScale.ScaleWithColor(ui.Slate)
		dst.DrawImage(face, op)
		return
	}
	ui.FillRect(dst, r, seatColor[seat])
	ui.StrokeRectW(dst, r, scale, ui.Ink)
	ui.FillRect(dst, image.Rect(r.Min.X+scale, r.Min.Y+scale, r.Max.X-scale, r.Min.Y+2*scale), sheen)
	dst.DrawImage(face, op)
	if ui.Symbols {
		sr := symbolRect(r)
		ui.SeatSymbol(dst, sr.Min, seat, sr.Dx()/5, seatDark[seat])
	}
}

// outPair is how seat's hand draws its bird and falconer where both are on
// the board: one faint place round the two (the gap between them
// included), its edge, each face whole at a pixel size the place holds
// over the words (art: bird, falconer), and the words "on the board" (or
// "on board") under the faces, in the body face where they fit, else the
// small one, inside the place's edge and clear of both faces (round 14:
// a plate across the pair's foot covered the faces' lower halves).
type outPair struct {
	place image.Rectangle
	edge  int
	art   [2]image.Rectangle
	face  ui.Face
	words string
	at    image.Rectangle // the words' line
}

// outPairOf is seat's outPair; ok is false where the two are not both on
// the board, or where the place holds no face over the words.
func (s *Table) outPairOf(seat int) (p outPair, ok bool) {
	h := s.st.Hands[seat]
	if h.Has(fc.Bird) || h.Has(fc.Falconer) {
		return p, false
	}
	b, f := s.lay.handCard[seat][fc.Bird], s.lay.handCard[seat][fc.Falconer]
	if b.Empty() || b.Min.Y != f.Min.Y || b.Max.Y != f.Max.Y {
		return p, false
	}
	pair := b.Union(f)
	// A step thinner than a card's edge: faint, and a row more inside;
	// a pixel where that lets the faces keep a step larger over the words
	// in the body face.
	edges := []int{max(1, b.Dx()/12-1)}
	if edges[0] > 1 {
		edges = append(edges, 1)
	}
	// The place may take the panel's room at the pair's right, where
	// nothing else is drawn there, for the words in full: one wording on
	// every table ("on the board"; round 15 read "on board" on the Joint
	// desktop's narrower panels).
	room := 0
	if !s.progressBeside(seat) {
		room = max(0, s.lay.hand[seat].Max.X-6-pair.Max.X)
	}
	fb := sprites.Get(kindSprite[fc.Bird]).Bounds()
	if s.lay.pairLine {
		// The panel's progress line (arrange): the faces at the card's
		// own size, each in its card's column, nothing over them, and
		// the place down to the progress's line for the words under
		// them, in the body face, at the right of the short progress
		// (drawPanel).
		sc := max(1, b.Dx()/12)
		aw, ah := fb.Dx()*sc, fb.Dy()*sc
		p.edge = edges[0]
		if ah > pair.Inset(p.edge).Dy() {
			p.edge = 1
		}
		p.face, p.words = ui.Body, lang.T(s.lay.pairKey)
		tw := ui.WidestIn(ui.Body, p.words)
		p.place = pair
		p.place.Max.X = max(pair.Max.X, pair.Min.X+tw+2*p.edge+4)
		p.place.Max.Y = pair.Max.Y + 2 + ui.LineH + p.edge
		in := pair.Inset(p.edge)
		for i, r := range []image.Rectangle{b, f} {
			ax, ay := r.Min.X+(r.Dx()-aw)/2, in.Min.Y+(in.Dy()-ah)/2
			p.art[i] = image.Rect(ax, ay, ax+aw, ay+ah)
		}
		// The words' ink (descenders and kanji included) two rows clear
		// of the place's edge, up from their line where they must, and
		// two clear of the faces' foot: round 35 read the j of "en jeu"
		// on the edge, 盤上 a pixel over it.
		foot := max(pair.Max.Y, p.art[0].Max.Y, p.art[1].Max.Y)
		top, bottom := inkRows(ui.Body, p.words)
		y := min(pair.Max.Y+2, p.place.Max.Y-p.edge-2-bottom)
		y = max(y, foot+2-top)
		x := ui.Mid(p.place).X - tw/2
		p.at = image.Rect(x, y, x+tw, y+ui.LineH)
		return p, true
	}
	// The words in full before the short ones, in the body face before
	// the small one, and only then the faces as large as the place holds
	// (round 27 read the small face's "on the board" under faces a step
	// larger as a second, smaller type, and could not tell what the grey
	// faces meant).
	for _, key := range []string{"fal.hand.onboard", "fal.hand.onboard.short"} {
		for _, face := range []ui.Face{ui.Body, ui.Small} {
			for sc := max(1, b.Dx()/12); sc >= 1; sc-- {
				aw, ah := fb.Dx()*sc, fb.Dy()*sc
				lh := face.LineHeight()
				p.edge = edges[0]
				for _, e := range edges[1:] {
					if in := pair.Inset(p.edge); ah+lh > in.Dy() {
						p.edge = e
					}
				}
				in := pair.Inset(p.edge)
				if ah+lh > in.Dy() || aw > b.Dx()-2*p.edge {
					continue
				}
				w := lang.T(key)
				tw := ui.WidestIn(face, w)
				grow := max(0, tw-(in.Dx()-2))
				if grow > room {
					continue
				}
				if g := max(0, tw+4-in.Dx()); g <= room {
					grow = g // (2 px of night either side of the words, where the room is there)
				}
				p.place = pair
				p.place.Max.X += grow
				in.Max.X += grow
				// The words at the place's foot, the faces in the middle
				// of the room above them, each in its own card's column.
				p.face, p.words = face, w
				x := ui.Mid(in).X - tw/2
				p.at = image.Rect(x, in.Max.Y-lh, x+tw, in.Max.Y)
				y := in.Min.Y + (in.Dy()-lh-ah)/2
				for i, r := range []image.Rectangle{b, f} {
					ax := r.Min.X + (r.Dx()-aw)/2
					p.art[i] = image.Rect(ax, y, ax+aw, y+ah)
				}
				return p, true
			}
		}
	}
	return outPair{}, false
}

// progressBeside reports whether seat's panel says its noble's progress
// beside its cards (drawPanel), in the room at their right.
func (s *Table) progressBeside(seat int) bool {
	r := s.lay.hand[seat]
	cards := s.lay.handCard[seat][fc.Marker].Union(s.lay.handCard[seat][fc.Falconer])
	if s.lay.tight || r.Max.Y-cards.Max.Y >= ui.LineH+2 {
		return false // (on the name's line, or under the cards)
	}
	n, of := s.longest(seat), s.st.R.PathLen[seat]
	for _, key := range []string{"fal.card.line", "fal.line"} {
		if cards.Max.X+6+lineW(lang.T(key, "N", n, "Of", of)) < r.Max.X-4 {
			return true
		}
	}
	return false
}

// faintArt maps a face's colours for a place not in hand: its light parts
// slate, its ink a shade between night and slate, so the whole figure
// reads on the night of the place, at a low contrast (round 14: slate
// times the face left its ink near-black, a smear on night).
var faintArt = func() colorm.ColorM {
	var cm colorm.ColorM
	lo := [3]float64{0x3b / 255.0, 0x3c / 255.0, 0x4e / 255.0}
	sr, sg, sb, _ := ui.Slate.RGBA()
	hi := [3]float64{float64(sr) / 0xffff, float64(sg) / 0xffff, float64(sb) / 0xffff}
	cm.Scale(hi[0]-lo[0], hi[1]-lo[1], hi[2]-lo[2], 1)
	cm.Translate(lo[0], lo[1], lo[2], 0)
	return cm
}()

// drawOutPair draws p: the faint place, both faces whole, the words
// under them.
func drawOutPair(dst *ebiten.Image, p outPair) {
	ui.FillRect(dst, p.place, ui.Night)
	for i, k := range []fc.Kind{fc.Bird, fc.Falconer} {
		face := sprites.Get(kindSprite[k])
		op := &colorm.DrawImageOptions{}
		op.GeoM.Scale(float64(p.art[i].Dx()/face.Bounds().Dx()), float64(p.art[i].Dy()/face.Bounds().Dy()))
		op.GeoM.Translate(float64(p.art[i].Min.X), float64(p.art[i].Min.Y))
		colorm.DrawImage(dst, face, faintArt, op)
	}
	ui.StrokeRectW(dst, p.place, p.edge, ui.Slate)
	ui.TextIn(dst, p.face, p.words, p.at.Min.X, p.at.Min.Y, ui.Cream)
}

// inkRows is where text's letters in face f hold ink, in rows under the
// top of its line (text is drawn a pixel under it: ui's record).
func inkRows(f ui.Face, text string) (top, bottom int) {
	top, bottom = f.LineHeight(), 0
	for _, r := range text {
		if in := sprites.InkIn(f, r); !in.Empty() {
			top, bottom = min(top, in.Min.Y+1), max(bottom, in.Max.Y+1)
		}
	}
	if bottom == 0 {
		return 0, f.LineHeight()
	}
	return top, bottom
}

// handPlaces are the places seat's hand draws, each with its own edge:
// one per card, but the bird and falconer as one place where both are on
// the board (outPairOf).
func (s *Table) handPlaces(seat int) []image.Rectangle {
	c := s.lay.handCard[seat]
	if p, ok := s.outPairOf(seat); ok {
		return []image.Rectangle{c[fc.Marker], p.place}
	}
	return []image.Rectangle{c[fc.Marker], c[fc.Bird], c[fc.Falconer]}
}

// artRect is where a card drawn in r lays its face, fw by fh canvas
// pixels: a step left of the middle and a step down, so the face's foot
// stands on the card's bottom edge and a strip of the card's frame at its
// right, under the noble's symbol, is bare (where the order-of-play tags
// go: recapTag).
func artRect(r image.Rectangle, fw, fh int) image.Rectangle {
	scale := max(1, r.Dx()/12)
	at := image.Pt(r.Min.X+(r.Dx()-fw)/2-scale, r.Min.Y+(r.Dy()-fh)/2+scale)
	return image.Rectangle{Min: at, Max: at.Add(image.Pt(fw, fh))}
}

// ArtRect is where a card drawn in r lays its face (every kind's face is
// the same size).
func ArtRect(r image.Rectangle) image.Rectangle {
	scale := max(1, r.Dx()/12)
	b := sprites.Get(kindSprite[fc.Marker]).Bounds()
	return artRect(r, b.Dx()*scale, b.Dy()*scale)
}

// symbolRect is where a card drawn in r carries its noble's symbol: in its
// top right corner (a 5x5 sprite at half the card's pixel size).
func symbolRect(r image.Rectangle) image.Rectangle {
	scale := max(1, r.Dx()/12)
	ss := max(1, scale/2)
	at := image.Pt(r.Max.X-5*ss-scale, r.Min.Y+scale)
	return image.Rectangle{Min: at, Max: at.Add(image.Pt(5*ss, 5*ss))}
}

// DrawTable draws the nobles' panels and the board.
func (s *Table) DrawTable(dst *ebiten.Image) {
	for seat := 0; seat < s.st.R.Seats; seat++ {
		s.drawPanel(dst, seat)
	}
	board := s.cam.Clip(dst)
	if st := s.lay.strip; !st.Empty() {
		// The log's lines in the zoom bar's left part: the board is drawn
		// under the bar (a card moved or zoomed up there passes under it),
		// the bar's felt round the log's lines.
		v := s.cam.View
		bar := image.Rect(v.Min.X, v.Min.Y, v.Max.X, v.Min.Y+s.cam.Cap)
		ui.FillRect(dst, image.Rect(st.Max.X, bar.Min.Y, bar.Max.X, bar.Max.Y), ui.Felt)
		board = dst.SubImage(image.Rect(v.Min.X, bar.Max.Y, v.Max.X, v.Max.Y)).(*ebiten.Image)
	}
	s.drawBoard(board)
	if s.keyInLog() {
		s.drawLogKey(dst)
	}
	// Zoom, for the player's bearings.
	s.ZoomPlate(s.cam.Clip(dst), s.cam)
	if s.dragging && s.fly == nil {
		r := image.Rectangle{Max: image.Pt(s.cardSide(), s.cardSide())}
		r = r.Add(s.dragPt.Sub(r.Max.Div(2)))
		k, seat := s.selKind, s.st.To
		if s.selMove {
			k = s.cardAt(s.selFrom).Kind()
		}
		DrawCard(dst, r, k, seat, false)
	}
}

// sheen lights a card's top edge (white, a third opaque).
var sheen = color.RGBA{0x50, 0x50, 0x50, 0x50}

// cardSide is a space's side on the canvas at the camera's zoom.
func (s *Table) cardSide() int { return s.cam.Span(Space) }

// nameLine is a panel's first line: the seat, its partner in teams, who
// plays it online.
func (s *Table) nameLine(seat int) string {
	name := s.seatName(seat)
	if p := s.partner(seat); p >= 0 && !s.lay.solo { // the partner, by name ("Blue, with Red")
		name = lang.T("fal.with", "Who", name, "Partner", s.seatName(p))
	}
	if p, online := s.Player(seat); online {
		name += ": " + p
	}
	return name
}

// partner is a seat's partner in teams, or -1.
func (s *Table) partner(seat int) int {
	for x := 0; x < s.st.R.Seats; x++ {
		if x != seat && s.st.R.Partners(x, seat) {
			return x
		}
	}
	return -1
}

// nameLines are every seat's nameLine.
func (s *Table) nameLines() []string {
	var out []string
	for seat := 0; seat < s.st.R.Seats; seat++ {
		out = append(out, s.nameLine(seat))
	}
	return out
}

func (s *Table) drawPanel(dst *ebiten.Image, seat int) {
	r := s.lay.hand[seat]
	st := s.st
	sprites.NineSlice(dst, "frame_panel", r, nil)
	defer ui.Within(r)()
	if seat == st.To && !st.Over {
		s.Active(dst, r)
	}
	name := s.nameLine(seat)
	if p := s.partner(seat); p >= 0 && s.lay.solo { // the partner where the line has no room for it: on hover or tap
		ui.Explain(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+nameRow), lang.T("fal.with", "Who", s.seatName(seat), "Partner", s.seatName(p)))
	}
	_, online := s.Player(seat)
	ui.FillRect(dst, image.Rect(r.Min.X+namePad, r.Min.Y+nameTop+3, r.Min.X+namePad+8, r.Min.Y+nameTop+11), seatColor[seat])
	nw, _ := ui.Measure(name)
	ow := s.SeatOnline(dst, seat, r.Max.X-4, r.Min.Y+nameTop, r.Min.X+18+nw+6) // online: the player's mark and the clock
	// tight: the progress on the name's line, at its right (no line under the cards).
	if s.lay.tight {
		words, f := s.tightLine(seat), s.tightFace()
		w, _ := ui.MeasureIn(f, words)
		ui.TextIn(dst, f, words, r.Max.X-6-w, r.Min.Y+nameTop+(ui.LineH-f.LineHeight())/2, ui.Sand)
		ui.Explain(image.Rect(r.Max.X-6-w, r.Min.Y+nameTop, r.Max.X-6, r.Min.Y+nameTop+ui.LineH), lang.T("fal.card.line", "N", s.longest(seat), "Of", st.R.PathLen[seat]))
		ow = max(ow, s.tightLineW(seat, f)+6)
	}
	if online { // a name the player gave: shortened where it must be, whole on hover
		ui.FitName(dst, name, r.Min.X+18, r.Min.Y+nameTop, r.Dx()-20-ow, ui.Cream)
	} else {
		ui.FitText(dst, name, r.Min.X+18, r.Min.Y+nameTop, r.Dx()-20-ow, ui.Cream)
	}
	h := st.Hands[seat]
	mine := seat == st.To && s.HumanTurn()
	// Bird and falconer both on the board: one faint place round the two,
	// both faces whole and the words "on the board" under them (a bare
	// "out" on each read as "knocked out", round 12), where the place
	// holds them (outPairOf).
	pair, both := s.outPairOf(seat)
	for k := fc.Marker; k <= fc.Falconer; k++ {
		cr := s.lay.handCard[seat][k]
		has := h.Has(k)
		switch {
		case !both || k == fc.Marker:
			DrawCard(dst, cr, k, seat, !has)
		case k == fc.Bird:
			drawOutPair(dst, pair)
		}
		// The markers' count beside their card ("×13"), not over its
		// corner; the bird and the falconer are one card each, whole in
		// the hand, faint while on the board (no "0" over them). Each says
		// it in words on hover or tap.
		card := lang.Say(fc.CardName(k))
		if k == fc.Marker {
			label := markerCount(int(h.Markers))
			w, _ := ui.Measure(label)
			at := image.Rect(cr.Max.X+ui.Pad, cr.Min.Y+(cr.Dy()-ui.LineH)/2, cr.Max.X+ui.Pad+w, cr.Min.Y+(cr.Dy()+ui.LineH)/2)
			if !s.lay.beside { // no room beside it: on its corner, on ink
				label = strconv.Itoa(int(h.Markers))
				w, _ = ui.Measure(label)
				at = image.Rect(cr.Max.X-w-3, cr.Max.Y-12, cr.Max.X, cr.Max.Y)
				ui.FillRect(dst, at, ui.Ink)
				at = at.Add(image.Pt(2, -1))
			}
			ui.Text(dst, label, at.Min.X, at.Min.Y, ui.Cream)
			ui.Explain(at, lang.T("fal.hand.in", "Who", s.seatName(seat), "Card", card, "Count", int(h.Markers)))
		}
		if !has && k != fc.Marker {
			// Faint, and said: on a plate across the card's foot, "out"
			// (it is on the board; the tip says it whole).
			// Where the word does not fit the card (a long word on a small
			// window's card), the faint card alone, its tip saying it.
			// Both on the board: said under the pair's faces (drawOutPair).
			band := image.Rect(cr.Min.X+1, cr.Max.Y-1-ui.LineH, cr.Max.X-1, cr.Max.Y-1)
			if word := lang.T("fal.hand.played"); !both && ui.WidestIn(ui.Small, word) <= band.Dx()-2 {
				ui.FillRect(dst, band, ui.Ink)
				ui.FitCentered(dst, word, ui.Mid(band).X, band.Min.Y, band.Dx()-2, ui.Cream)
			}
			ui.Explain(cr, lang.T("fal.hand.out", "Who", s.seatName(seat), "Card", card))
		} else {
			n := int(h.Markers)
			if k != fc.Marker {
				n = 1
			}
			ui.Explain(cr, lang.T("fal.hand.in", "Who", s.seatName(seat), "Card", card, "Count", n))
		}
		if mine && has && s.selKind == k { // the selected piece's frame
			ui.StrokeRect(dst, cr.Inset(-1), table.Selected)
			ui.StrokeRect(dst, cr.Inset(-2), table.Selected)
		}
		if mine && has && !s.selected() && s.canPut(k) { // nothing picked: the cards that may go out, lit
			s.Ring(dst, cr.Inset(-3))
		}
	}
	// The noble's progress in words ("Longest line: 3 of 5", as the result
	// and every panel say it): beside the cards where the panel has the
	// room, else under them where it has a line for them; the short "line
	// 3/5" only where a panel has no room for the words.
	if s.lay.tight {
		return
	}
	n, of := s.longest(seat), st.R.PathLen[seat]
	words := lang.T("fal.card.line", "N", n, "Of", of)
	cards := s.lay.handCard[seat][fc.Marker].Union(s.lay.handCard[seat][fc.Falconer])
	under := r.Max.Y-cards.Max.Y >= ui.LineH+2
	if s.lay.pairLine {
		words = lang.T("fal.line", "N", n, "Of", of) // (the words under a pair on the board at the line's right: arrange)
	}
	if x := cards.Max.X + 6; !under && x+lineW(words) >= r.Max.X-4 {
		words = lang.T("fal.line", "N", n, "Of", of)
	}
	switch x := cards.Max.X + 6; {
	case x+lineW(words) < r.Max.X-4:
		ui.Text(dst, words, x, r.Min.Y+nameRow+2, ui.DoveGrey)
	case under:
		w := r.Max.X - 4 - cards.Min.X
		if lines := ui.WrapIn(ui.Body, words, ui.Balanced(ui.Body, words, w)); lineW(words) > w && len(lines) == 2 && r.Max.Y-cards.Max.Y >= 2*ui.LineH+2 {
			// Two lines under the cards where the panel has them (a
			// translation wider than the panel: arrange), as even as
			// they come.
			for i, l := range lines {
				ui.FitText(dst, l, cards.Min.X, cards.Max.Y+2+i*ui.LineH, w, ui.Sand)
			}
			return
		}
		if lineW(words) > w {
			words = lang.T("fal.line", "N", n, "Of", of)
		}
		y := cards.Max.Y + 2
		if p, both := s.outPairOf(seat); both && s.lay.pairLine {
			y = p.at.Min.Y // (on the line of the words under the pair: one line across the panel)
		}
		ui.FitText(dst, words, cards.Min.X, y, w, ui.Sand)
	}
}

// canPut reports whether a card of kind k may be put out now (a move the
// table offers: a lesson offers only its own).
func (s *Table) canPut(k fc.Kind) bool {
	if s.fly != nil || s.A.Anims.Busy() {
		return false
	}
	for _, a := range s.st.Generate(nil) {
		if !a.IsMove() && a.PlaceKind() == k && s.Offered(game.Action(a)) {
			return true
		}
	}
	return false
}

// drawBoard draws the board in the camera's view.
func (s *Table) drawBoard(dst *ebiten.Image) {
	view := s.cam.View
	ui.FillRect(dst, view, ui.Felt)
	b := &s.st.B
	side := s.cardSide()
	// Faint dots where a card could go: every empty space beside a card.
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			p := fc.Pt{X: x, Y: y}
			if b.At(p).N != 0 {
				continue
			}
			r := s.spaceRect(s.abs(p))
			if !r.Overlaps(view) {
				continue
			}
			c := r.Min.Add(r.Size().Div(2))
			ui.FillRect(dst, image.Rect(c.X-1, c.Y-1, c.X+1, c.Y+1), ui.FeltLt)
		}
	}
	// The last action: where the card came from.
	if s.hasLast && s.lastMove {
		r := s.spaceRect(s.lastFrom).Inset(1)
		ui.StrokeRect(dst, r, ui.DoveGrey)
	}
	trail := s.hasLast && s.lastMove && s.fly == nil && !s.st.Over
	// The cards.
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			p := fc.Pt{X: x, Y: y}
			st := b.At(p)
			if st.N == 0 {
				continue
			}
			a := s.abs(p)
			n := int(st.N)
			if s.fly != nil && s.fly.to == a {
				n-- // the top card is still in the air
			}
			s.drawStack(dst, a, st.C[:n], side)
		}
	}
	// Where a rival could complete a path: pink frames with the rival's
	// symbol.
	for sp, seat := range s.threatMap() {
		r := s.spaceRect(sp)
		ui.StrokeRect(dst, r.Inset(1), table.Warn)
		ui.StrokeRect(dst, r.Inset(2), table.Warn)
		if side >= 24 {
			ui.SeatSymbol(dst, image.Pt(r.Min.X+3, r.Max.Y-8), seat, 1, table.Warn)
		}
	}
	// Lit targets, the hint, the last action.
	for sp := range s.targets {
		s.Outline(dst, s.spaceRect(sp), s.hoverOK && s.hover == sp)
	}
	if s.selMove {
		r := s.spaceRect(s.selFrom)
		if s.shake > 0 {
			r = r.Add(image.Pt(int(3*math.Sin(s.shake*60)), 0))
		}
		ui.StrokeRect(dst, r.Inset(-1), table.Selected)
		ui.StrokeRect(dst, r.Inset(-2), table.Selected)
	}
	if s.hintOn {
		r := s.spaceRect(s.hintTo)
		ui.StrokeRect(dst, r.Inset(-2), table.Hint)
		ui.StrokeRect(dst, r.Inset(-3), table.Hint)
	}
	if s.hasLast && s.fly == nil && !s.st.Over {
		// The last card's frame, round the whole line it is part of (the
		// log's "Line of 4" is the row so framed).
		table.LastRim(dst, s.lastLine())
	}
	if trail {
		table.Trail(dst, s.spaceRect(s.lastFrom), s.spaceRect(s.lastTo))
	}
	// The winning path, lit card by card, outlined as one shape on its
	// cards' outer edge, in their ink borders: the cards' faces stay
	// whole, and so do the cards round the path (a frame outside it lay
	// over the cards above and below a winning row).
	var lit []image.Rectangle
	for i, sp := range s.winPath {
		if float64(i) >= s.winLit {
			break
		}
		lit = append(lit, s.spaceRect(sp))
	}
	table.DecidedEdge(dst, lit, max(1, side/12))
	if s.winLit > 0 { // the stacks' badges over the win frames, which run into the spaces around (a "2" read "2n")
		for y := 0; y < b.H; y++ {
			for x := 0; x < b.W; x++ {
				p := fc.Pt{X: x, Y: y}
				if st := b.At(p); st.N > 1 {
					sr := s.spaceRect(s.abs(p))
					if r := stackBadge(dst, sr, st.C[:st.N], side); !r.Empty() {
						ui.Explain(stackTipRect(sr, r), lang.T("fal.stack.tip", "Count", int(st.N)))
					}
				}
			}
		}
	}
	// The order-of-play badges over the frames (a win frame around the
	// card beside one clipped its figure: "2" read "2n").
	s.drawRecap(dst, side)
	s.drawFlight(dst, side)
	s.drawRefutation(dst)
	// What the badges' figures count, over everything on the board.
	// What the last move's frame is, with them as one block where a
	// corner holds it, else clear of the badges' legend.
	last := s.hasLast && s.fly == nil && !s.st.Over
	s.keyAt = s.keyAt[:0]
	if side >= 24 && !s.keyInLog() && !s.legendBlock(dst, side, last) {
		taken := s.recapLegend(dst, side)
		lastAt := image.Rectangle{}
		if last {
			lastAt = s.lastLegend(dst, taken)
			taken = append(taken, lastAt)
		}
		if s.cam.Foot == 0 { // (a phone's foot keeps its lines to the others: the bars' tip and the how-to say it)
			taken = append(taken, s.stackKey(dst, taken))
			if last && lastAt.Empty() {
				// The last card's legend where the stacks' key leaves it
				// a line (under it: the Portuguese Joint window at
				// 1000x700 had none, the order's block at the bottom).
				taken = append(taken, s.lastLegend(dst, taken))
			}
		}
		if s.KeepsBar() {
			taken = append(taken, s.noteLegend(dst, taken))
		}
		s.keyAt = append(s.keyAt, taken...)
	}
}

// noteLegend says the variant ("Joint Nobility, paths of 6") in the key
// under a snug board, where the zoom bar keeps the log's last lines: at
// the key's right, on the first of its lines that the other legends
// leave (taken), in the body face, else the small.
func (s *Table) noteLegend(dst *ebiten.Image, taken []image.Rectangle) image.Rectangle {
	note := s.fullNote()
	v := s.cam.View
	for _, f := range []ui.Face{ui.Body, ui.Small} {
		w, _ := ui.MeasureIn(f, note)
		h := ui.LineH + 1
		br := image.Rect(v.Max.X-8-w-4, v.Max.Y-7-h, v.Max.X-8, v.Max.Y-7)
		for _, p := range []image.Rectangle{br, br.Add(image.Pt(0, -(h + 4)))} {
			if !s.clearFor(p, taken) {
				continue
			}
			ui.Cover(p)
			ui.FillRect(dst, p, ui.Ink)
			ui.TextIn(dst, f, note, p.Min.X+2, p.Min.Y+(ui.LineH-f.LineHeight()+1)/2, ui.DoveGrey)
			return p
		}
	}
	return image.Rectangle{}
}

// drawRecap numbers what the others did since the noble to act last
// played; a space played to twice carries both numbers in one badge, in the
// colour of the later.
func (s *Table) drawRecap(dst *ebiten.Image, side int) {
	for _, t := range s.RecapTags(side) {
		if side < 24 {
			r := s.spaceRect(t.To)
			ui.FillRect(dst, image.Rect(r.Min.X+1, r.Min.Y+1, r.Min.X+4, r.Min.Y+4), seatDark[t.Seat])
			continue
		}
		recapStrip(dst, t)
		ui.Explain(t.R, lang.T("fal.recap.tip", "N", t.Label, "Who", s.seatName(t.Seat)))
	}
}

// LogTag is the figure of the order-of-play badge (RecapTags) of the play
// the log's entry i says, where the board numbers it: the entry carries
// it, in the badge's own plate, so each badge on the board is matched to
// its words at a glance (round 22 read six badges and four entries). A
// board zoomed out past its badges (dots in their place), or one play
// since the player's turn, has no figures, and nor has the log.
func (s *Table) LogTag(i int) string {
	if s.cardSide() < 24 {
		return "" // (the board marks the plays with dots, no figures: drawRecap)
	}
	rc := s.recap()
	if len(rc) <= 1 {
		return ""
	}
	for n, p := range rc {
		if e, ok := s.actLog[p.at]; ok && e == i {
			return fmt.Sprint(n + 1)
		}
	}
	return ""
}

// logTagForm is the form of a log entry's tag in a line h pixels high:
// the board's badge's, padded where the line holds it.
func logTagForm(label string, h int) tagForm {
	for _, f := range tagForms {
		if f.stacked || f.tight || f.bare || f.split {
			continue
		}
		if tagSize(f, label).Y <= h {
			return f
		}
	}
	return tagForms[len(tagForms)-1]
}

// LogTagSize is the size of a log entry's tag's plate in a line h high.
func (s *Table) LogTagSize(label string, h int) image.Point {
	return tagSize(logTagForm(label, h), label)
}

// DrawLogTag draws a log entry's tag in r, as the board's badge is drawn.
func (s *Table) DrawLogTag(dst *ebiten.Image, label string, r image.Rectangle) {
	f := logTagForm(label, r.Dy())
	recapStrip(dst, RecapTag{Label: label, R: r, Face: f.face, padded: f.padded})
}

// RecapTag is an order-of-play tag: the space it numbers (fixed table
// coordinates), its figures ("3,5"), the seat that played there last, and
// where the tag lies on the canvas.
type RecapTag struct {
	To    [2]int
	Label string
	Seat  int
	R     image.Rectangle
	Face  ui.Face // its figures' face

	stacked, padded, tight, bare bool // its form (tagForm)
	split                        bool // each figure on a plate of its own (tagForm)
}

// Plates are where a tag's plates lie: one, or a figure's each where two
// plays on one space are numbered side by side ("3" and "5").
func (t RecapTag) Plates() []image.Rectangle {
	if !t.split {
		return []image.Rectangle{t.R}
	}
	var out []image.Rectangle
	x := t.R.Min.X
	for _, fig := range strings.Split(t.Label, ",") {
		w := tagSize(tagForm{face: t.Face, padded: t.padded, bare: t.bare}, fig).X
		out = append(out, image.Rect(x, t.R.Min.Y, x+w, t.R.Max.Y))
		x += w + splitGap
	}
	return out
}

// RecapTags are the order-of-play tags on cards side canvas pixels wide, in
// the order played. Every tag lies in the same place: inside its own card,
// in the card's bottom right corner (the art's bare corner: the stack's
// bars are at the bottom left, the owner's mark at the top right), rimmed
// in the card's colour, so each reads as its card's and none lies on a
// neighbour or on an empty space (tags hung from the cards' edges, on
// whichever side was free, read as figures on the spaces beside them). A
// card played and moved on leaves no tag on its bare space. The legend
// (drawn in the same tags) and each tag's words say what they count.
func (s *Table) RecapTags(side int) []RecapTag {
	rc := s.recap()
	if len(rc) <= 1 {
		return nil
	}
	var out []RecapTag
	at := map[[2]int]int{}
	for i, p := range rc {
		if j, seen := at[p.to]; seen {
			out[j].Label += "," + fmt.Sprint(i+1)
			out[j].Seat = p.seat
			continue
		}
		at[p.to] = len(out)
		out = append(out, RecapTag{To: p.to, Label: fmt.Sprint(i + 1), Seat: p.seat})
	}
	// A card played and then moved on leaves its space bare: the tag of a
	// bare space is not drawn (its move's tag is where the card went).
	kept := out[:0]
	for _, t := range out {
		if s.cardAt(t.To) != 0 {
			kept = append(kept, t)
		}
	}
	out = kept
	for i := range out {
		var f tagForm
		out[i].R, f = recapTag(s.spaceRect(out[i].To), out[i].Label)
		out[i].Face, out[i].stacked, out[i].padded, out[i].tight, out[i].bare, out[i].split = f.face, f.stacked, f.padded, f.tight, f.bare, f.split
	}
	return out
}

// artReach is, for each of the ten rows of the cards' faces (fc_marker,
// fc_bird, fc_falconer: sprites/gen/art.go), the rightmost column any of
// the three paints in: a tag's plate must lie right of it, so it covers
// no falconer's arm, bird's wing or flag whatever the card (a tag in the
// same place on every card). The plates' test reads the art itself.
var artReach = [10]int{5, 6, 9, 9, 9, 8, 7, 6, 6, 6}

// artCovered counts the canvas pixels of the rectangle p that lie on a
// column of a card's face that some kind paints in its row (artReach), on
// the card drawn in r.
func artCovered(r, p image.Rectangle) int {
	art := ArtRect(r)
	sc := max(1, r.Dx()/12)
	n := 0
	for row, reach := range artReach {
		band := image.Rect(art.Min.X, art.Min.Y+row*sc, art.Min.X+(reach+1)*sc, art.Min.Y+(row+1)*sc)
		n += area(band.Intersect(p))
	}
	return n
}

func area(r image.Rectangle) int { return r.Dx() * r.Dy() }

// tagForm is one way to set an order-of-play tag's figures on its plate:
// the face, the figures side by side or one over the other, each but the
// last with its comma ("3,5", as the legend writes it: round 14 read the
// rule that stood for the comma as no separator, "35"), and whether the
// plate keeps a pixel of ink over and under the figures.
type tagForm struct {
	face    ui.Face
	stacked bool
	padded  bool
	tight   bool // the comma in the blank columns either side of it
	// bare: no pixel of ink either side of the line, its first and last
	// figures against the rim (as an unpadded plate's caps are over and
	// under), so a pair keeps its blank column either side of the comma
	// where the plate has no room for both (round 22 read the tight "3,5"
	// on a 1280x720 window's cards as the 3, the comma and the 5 run
	// together).
	bare bool
	// split: two plays on one space as two plates side by side, a figure
	// on each ("3" and "5", as the log's entries carry them), a pixel of
	// the card between them: no comma to run into the figures (rounds 22
	// and 24 read the "3,5" as "35" or "3.5"), and the figures' face
	// where one plate holding both and a comma left it only the small.
	split bool
}

// splitGap is the room between the plates of a split tag.
const splitGap = 1

// tagForms are the forms a tag tries, in order: the figures' face first
// (bold; the small face's figures were some 5 CSS pixels tall on a phone),
// two plays on one space on plates side by side first.
var tagForms = []tagForm{
	{face: ui.Figures, padded: true, split: true}, {face: ui.Figures, split: true},
	{ui.Figures, false, true, false, false, false}, {ui.Figures, false, false, false, false, false},
	{ui.Figures, false, false, false, true, false}, {ui.Figures, false, false, true, false, false},
	{ui.Figures, true, true, false, false, false}, {ui.Figures, true, false, false, false, false},
	{face: ui.Small, padded: true, split: true}, {face: ui.Small, split: true}, {face: ui.Small, split: true, bare: true},
	{ui.Small, false, true, false, false, false}, {ui.Small, false, false, false, false, false},
	{ui.Small, false, false, false, true, false}, {ui.Small, false, false, true, false, false},
	{ui.Small, true, true, false, false, false}, {ui.Small, true, false, false, false, false},
}

// tagLines are a tag's lines in form f: its label whole ("3,5"), or one
// figure a line, each but the last keeping its comma ("3," over "5").
func tagLines(f tagForm, label string) []string {
	if !f.stacked {
		return []string{label}
	}
	figs := strings.Split(label, ",")
	for i := range figs[:len(figs)-1] {
		figs[i] += ","
	}
	return figs
}

// tagPiece is a figure or a comma of a tag's line, where it is drawn
// from the line's left and top.
type tagPiece struct {
	text string
	at   image.Point
}

// tagPieces lays out a tag's line in face f: each figure at its advance,
// a comma a pixel after the figure before it and a pixel before the next,
// raised by its tail (so the tail stays on the plate however snug, and a
// comma takes half a figure's room: round 14 read the thin rule that
// stood for it as no separator at all, "35"); tight, in the figure's
// blank column before it and none after (its corners touch the figures'
// at most); and the line's width.
func tagPieces(f ui.Face, line string, tight bool) ([]tagPiece, int) {
	var out []tagPiece
	x := 0
	gap := 1
	if tight {
		gap = 0
	}
	for _, r := range line {
		if r == ',' {
			g, _ := sprites.GlyphIn(f, ',')
			lo, hi, _, foot := inkOf(g)
			_, base := figureInk(f)
			x += gap - 1 // (a figure's advance ends in a blank column)
			out = append(out, tagPiece{",", image.Pt(x-lo, base-foot)})
			x += hi - lo + gap
			continue
		}
		out = append(out, tagPiece{string(r), image.Pt(x, 0)})
		w, _ := ui.MeasureIn(f, string(r))
		x += w
	}
	return out, x
}

// inkOf is a glyph's first and last inked columns (the last one past
// it), and its first inked row and the row under its foot.
func inkOf(g *ebiten.Image) (lo, hi, top, foot int) {
	b := g.Bounds()
	lo, hi, top = b.Dx(), 0, b.Dy()
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			if _, _, _, a := g.At(b.Min.X+x, b.Min.Y+y).RGBA(); a > 0 {
				lo, hi, top, foot = min(lo, x), max(hi, x+1), min(top, y), y+1
			}
		}
	}
	return lo, hi, top, foot
}

// figureInk is the rows the figures' caps take in face f: the first, and
// the one under their feet (the baseline).
func figureInk(f ui.Face) (top, foot int) {
	g, _ := sprites.GlyphIn(f, '0')
	_, _, top, foot = inkOf(g)
	return top, foot
}

// tagSize is the size of a tag's plate in form f: a 1-pixel rim round
// ink, a pixel of ink either side of its lines (and over and under each
// where padded).
func tagSize(f tagForm, label string) image.Point {
	if f.split {
		var w, h int
		for i, fig := range strings.Split(label, ",") {
			sz := tagSize(tagForm{face: f.face, padded: f.padded, bare: f.bare}, fig)
			if i > 0 {
				w += splitGap
			}
			w, h = w+sz.X, max(h, sz.Y)
		}
		return image.Pt(w, h)
	}
	lines := tagLines(f, label)
	pitch := recapPitch(f.face)
	if !f.padded {
		pitch -= 2
	}
	cw := 0
	for _, l := range lines {
		_, lw := tagPieces(f.face, l, f.tight)
		if f.bare {
			lw -= 2 // (the last figure's blank column, and none before the first)
		}
		cw = max(cw, lw+1)
	}
	return image.Pt(cw+2, len(lines)*pitch+2)
}

// recapTag is where the order-of-play tag of the card drawn in r goes, and
// its form: a plate of its own in the card's bottom right corner, inside
// the card's edge (round 14 read a plate on the edge as hanging over the
// card's corner) or as far in as it clears the art, on the strip of the
// card's frame at its right, over none of the card's art (artReach: the
// stacked "3" over "5" in the frame's strip ran into the falconer's arm),
// in the first form that clears the art (the figures' face first), else
// in the form that covers the least.
func recapTag(r image.Rectangle, label string) (image.Rectangle, tagForm) {
	var best image.Rectangle
	var bestF tagForm
	least := -1
	e := max(1, r.Dx()/12) // the card's edge, as DrawCard strokes it
	for _, f := range tagForms {
		if (f.tight || f.bare || f.split) && !strings.Contains(label, ",") {
			continue
		}
		sz := tagSize(f, label)
		for in := e; in >= 0; in-- {
			at := r.Max.Sub(image.Pt(in, in))
			p := image.Rectangle{Min: at.Sub(sz), Max: at}
			if !p.In(r) || p.Overlaps(symbolRect(r)) {
				continue
			}
			if n := artCovered(r, p); least < 0 || n < least {
				best, bestF, least = p, f, n
				if n == 0 {
					return best, bestF
				}
			}
		}
	}
	return best, bestF
}

// recapPitch is the height of one figure in an order-of-play tag in face
// f (the figures' caps and a pixel either side).
func recapPitch(f ui.Face) int {
	if f == ui.Small {
		return 8
	}
	return 11
}

// recapStrip draws an order-of-play tag (RecapTags) on its plate: cream
// figures on the panels' ink in a 1-pixel light rim, so it reads as a tag
// laid on the card, not as paint on its art; two plays on one space share
// the plate, the earlier first, a comma between ("3,5", or "3," over "5").
func recapStrip(dst *ebiten.Image, t RecapTag) {
	if t.split {
		for i, fig := range strings.Split(t.Label, ",") {
			recapStrip(dst, RecapTag{Label: fig, R: t.Plates()[i], Face: t.Face, padded: t.padded, bare: t.bare})
		}
		return
	}
	ui.FillRect(dst, t.R, ui.Ink)
	ui.StrokeRect(dst, t.R, ui.DoveGrey)
	f := t.Face
	pitch, pad := recapPitch(f), 1
	if !t.padded {
		pitch, pad = pitch-2, 0
	}
	// Each line's caps from the pixel under the rim (and its pad) down,
	// their feet on the pitch's last row: the text is drawn a pixel under
	// y (ui.TextIn), its caps from the glyph's row top.
	top, _ := figureInk(f)
	y := t.R.Min.Y + 1 + pad - 1 - top
	for _, l := range tagLines(tagForm{f, t.stacked, t.padded, t.tight, t.bare, false}, t.Label) {
		ps, lw := tagPieces(f, l, t.tight)
		x := t.R.Min.X + 1 + (t.R.Dx()-2-lw+1)/2
		if t.bare {
			x = t.R.Min.X + 1
		}
		for _, p := range ps {
			ui.TextIn(dst, f, p.text, x+p.at.X, y+p.at.Y, ui.Cream)
		}
		y += pitch
	}
}

// RefutationMarks are where drawRefutation frames a failed puzzle's two
// moves on the canvas: the player's, then the answer's (tests).
func (s *Table) RefutationMarks() (yours, theirs []image.Rectangle) {
	ys, ts := s.RefutationPlies()
	played := s.actions()
	for _, i := range ys {
		if i < len(played) && played[i].placed {
			yours = append(yours, s.spaceRect(played[i].to))
		}
	}
	for _, i := range ts {
		if i < len(played) && played[i].placed {
			theirs = append(theirs, s.spaceRect(played[i].to))
		}
	}
	return yours, theirs
}

// drawRefutation marks a failed puzzle's two moves on the board, each card
// where it went: the player's (1) and the answer that refuted it (2), with
// their legend on a corner of the board's view that no card lies under.
func (s *Table) drawRefutation(dst *ebiten.Image) {
	ys, ts := s.RefutationMarks()
	if len(ts) == 0 {
		return
	}
	for which, rs := range [2][]image.Rectangle{ys, ts} {
		for _, r := range rs {
			table.MoveMark(dst, r, which)
		}
	}
	if !s.MoveKeyInLog().Empty() { // (the log's title line says it)
		return
	}
	v, zc := s.cam.View, s.ZoomControl()
	sz := table.MoveLegendSize()
	for _, at := range []image.Point{{v.Min.X + 6, v.Max.Y - 8 - sz.Y}, {v.Min.X + 6, zc.Min.Y - 8 - sz.Y}, {v.Min.X + 6, v.Min.Y + 4}} {
		r := image.Rectangle{Min: at, Max: at.Add(sz)}
		if r.In(v) && !r.Overlaps(zc) && s.clearOfCards(r) {
			table.MoveLegend(dst, at)
			return
		}
	}
}

// recapFace is the order-of-play badges' face on cards side pixels wide:
// the body's where the card is large enough (the small face's figures were
// some 5 CSS pixels tall on a phone), else the small, less of the card's
// art covered.
func recapFace(side int) ui.Face {
	if side >= 3*Space {
		return ui.Figures // (bold, as the tags on the cards: recapStripFace)
	}
	return ui.Small
}

// recapLegend says what the numbered tags mean, on plates in corners of
// the board's view that no card lies under (legendSpots): the first and
// the last figure drawn as the tags are ("[1]-[6]: played since your turn,
// in order", or "[1] [2]" where there are two), and, where a space was
// played twice, its tag ("[3,5]: two plays on one space"); in the small
// face where the body's has no room in any corner; not at all where no
// corner is free (each tag still says it on hover or tap). It returns
// where the plates lie.
func (s *Table) recapLegend(dst *ebiten.Image, side int) []image.Rectangle {
	figs, twice := s.recapFigs(side)
	if figs == nil {
		return nil
	}
	key := s.orderKey()
	order := s.legendPlate(nil, side, key, figs, nil, nil)
	if order.Empty() {
		return nil
	}
	if short := s.legendPlate(nil, side, key+".short", figs, nil, nil); key == "fal.recap.legend" && short.Dy() == ui.Body.LineHeight()+1 && short.Dy() < order.Dy() {
		// The words in short where in full they wrap under each other
		// (a translation beside the zoom bar's buttons): a line, not four.
		key, order = key+".short", short
	}
	if twice == nil {
		return []image.Rectangle{s.legendPlate(dst, side, key, figs, nil, &order.Min)}
	}
	pair := s.legendPlate(nil, side, "fal.recap.twice", twice, []image.Rectangle{order}, nil)
	if !pair.Empty() && pair.Min.X == order.Min.X && pair.Min.Y < order.Min.Y {
		// One over the other: the order's legend first, as it is read.
		top, low := pair.Min, image.Pt(order.Min.X, pair.Min.Y+order.Dy()+4)
		o := s.legendPlate(nil, side, key, figs, nil, &top)
		if p := s.legendPlate(nil, side, "fal.recap.twice", twice, []image.Rectangle{o}, &low); !o.Empty() && !p.Empty() {
			order, pair = o, p
		}
	}
	out := []image.Rectangle{s.legendPlate(dst, side, key, figs, nil, &order.Min)}
	if !pair.Empty() {
		out = append(out, s.legendPlate(dst, side, "fal.recap.twice", twice, out, &pair.Min))
	}
	return out
}

// recapFigs are the figures the order's legend shows ("1", "–", "6"; nil
// where no tag is drawn) and the tag of a space played twice as the board
// draws it ("3" and "5" on plates of their own, or "3,5"; nil where none
// was).
func (s *Table) recapFigs(side int) (figs []string, twice []string) {
	tags := s.RecapTags(side)
	if len(tags) == 0 {
		return nil, nil
	}
	last := 0
	for _, t := range tags {
		for _, f := range strings.Split(t.Label, ",") {
			var n int
			fmt.Sscan(f, &n)
			last = max(last, n)
		}
		if twice == nil && strings.Contains(t.Label, ",") {
			twice = []string{t.Label}
			if t.split { // (the legend's tags as the board's: side by side)
				twice = strings.Split(t.Label, ",")
			}
		}
	}
	figs = []string{"1", "2"}
	if last > 2 {
		figs = []string{"1", "\u2013", fmt.Sprint(last)} // the dash in words, between two tags
	}
	return figs, twice
}

// legendBlock draws the board's legends (the order's, the tag of a space
// played twice, the last move's frame) as one block, one under the other in
// the order they are read, in the first of legendSpots that holds them all
// (in the body face: else each legend apart), and reports whether it did: one
// legend in one place, not the order's at the top left and the others at
// the bottom right. A phone's foot under a snug board, a band of its own,
// keeps its lines (recapLegend, lastLegend), and so does a board that
// leaves no corner for the block.
func (s *Table) legendBlock(dst *ebiten.Image, side int, last bool) bool {
	if s.cam.Foot > 0 {
		return false
	}
	figs, twice := s.recapFigs(side)
	type plate struct {
		key  string
		figs []string
	}
	var ps []plate
	if figs != nil {
		ps = append(ps, plate{"fal.recap.legend", figs})
	}
	if twice != nil {
		ps = append(ps, plate{"fal.recap.twice", twice})
	}
	stack := s.stackSample()
	n := len(ps)
	if last {
		n++
	}
	if n < 2 {
		return false // one legend: the first corner free
	}
	// The block only where it keeps the spacing unit from the board (a
	// block on the felt beside a row of cards read as crowding it, round
	// 27); else each legend in a corner of its own.
	s.keyStrict = true
	defer func() { s.keyStrict = false }()
	// Each form of the plates (plateForms) with the order's words in full,
	// then in short where the full words take a line more: a block of
	// one line a legend rather than the order's words wrapped under each
	// other (round 14 read the block over a third of a Joint board's
	// view). A stack on the board adds what its bars are, last, where the
	// block holds it, else in a corner of its own in the same face (the
	// block's face kept before the small one: round 27 read the small
	// face as a second type); none where no corner holds it (the bars'
	// tip says it).
	// The block and the stacks' key in a corner of its own (apart) must
	// both find their places before the block is drawn without the key
	// (alone: the bars' tip says it).
	type try struct {
		fw               plateForm
		withStack, apart bool
	}
	// The block in the body face only: where it has no room so, each
	// legend apart keeps the body face where a spot holds it (keySpots;
	// the Japanese Joint window at 1000x700 set its block in the small
	// face).
	var forms []plateForm
	for _, fw := range s.plateForms() {
		if fw.f != ui.Small {
			forms = append(forms, fw)
		}
	}
	var tries []try
	for _, fw := range forms {
		if stack != nil {
			tries = append(tries, try{fw: fw, withStack: true}, try{fw: fw, apart: true})
		} else {
			tries = append(tries, try{fw: fw})
		}
	}
	if stack != nil {
		for _, fw := range forms {
			tries = append(tries, try{fw: fw})
		}
	}
	for _, tr := range tries {
		fw, withStack := tr.fw, tr.withStack
		f, wrap := fw.f, fw.wrap
		for _, order := range []string{"fal.recap.legend", "fal.recap.legend.short"} {
			if figs != nil {
				ps[0].key = order
			}
			w, h := 0, -4
			for _, p := range ps {
				pw, ph := plateSize(side, f, p.key, p.figs, wrap)
				w, h = max(w, pw), h+ph+4
			}
			if last {
				lw, lh := lastSize(f)
				w, h = max(w, lw), h+lh+4
			}
			if withStack {
				sw, sh := stackKeySize(f, nil)
				w, h = max(w, sw), h+sh+4
			}
			at, ok := s.legendSpot(w, h, nil, false)
			if !ok {
				continue
			}
			if tr.apart && s.stackKeyApart(nil, f, at).Empty() {
				continue // (the stacks' key in no corner beside the block: the next form)
			}
			y := at.Min.Y
			for _, p := range ps {
				y = drawPlate(dst, side, f, p.key, p.figs, image.Pt(at.Min.X, y), wrap).Max.Y + 4
			}
			if last {
				_, lh := lastSize(f)
				drawLast(dst, f, image.Pt(at.Min.X, y))
				y += lh + 4
			}
			if withStack {
				drawStackKey(dst, f, image.Pt(at.Min.X, y), stack, nil)
			} else if tr.apart {
				s.keyAt = append(s.keyAt, s.stackKeyApart(dst, f, at)) // (a corner of its own: the block leaves it no line)
			}
			s.keyAt = append(s.keyAt, at)
			return true
		}
	}
	return false
}

// stackKeyApart draws the stacks' key in face f apart from the key's
// block at at: in a corner of the board's view, else under or over the
// block (keySpots), and returns where (empty where none holds it). With
// no dst it only measures.
func (s *Table) stackKeyApart(dst *ebiten.Image, f ui.Face, at image.Rectangle) image.Rectangle {
	defer func() { s.keyMore = false }()
	for _, more := range []bool{false, true} {
		s.keyMore = more
		if p := s.stackKeyIn(dst, f, []image.Rectangle{at}); !p.Empty() {
			return p
		}
	}
	return image.Rectangle{}
}

// stackKey draws the stacks' key, where the board has a stack, at the
// first of legendSpots clear of the legends drawn (taken), in the body
// face, else the small (none where no corner is free: the bars' tip says
// it), and returns where.
func (s *Table) stackKey(dst *ebiten.Image, taken []image.Rectangle) image.Rectangle {
	defer func() { s.keyMore = false }()
	for _, f := range []ui.Face{ui.Body, ui.Small} {
		for _, more := range []bool{false, true} { // (the corners first, then keySpots, in the face)
			s.keyMore = more
			if p := s.stackKeyIn(dst, f, taken); !p.Empty() {
				return p
			}
		}
	}
	return image.Rectangle{}
}

// stackKeyIn draws the stacks' key in face f at the first of legendSpots
// clear of taken: its words on one line, else on two as even as they
// come (the end's board, as tall as its view, leaves a corner narrower
// than the line: round 27 read its bars with no key), and returns where
// (empty where no corner holds it, or the board has no stack). With no
// dst it only measures.
func (s *Table) stackKeyIn(dst *ebiten.Image, f ui.Face, taken []image.Rectangle) image.Rectangle {
	stack := s.stackSample()
	if stack == nil {
		return image.Rectangle{}
	}
	forms := [][]string{nil}
	if two := twoLines(f, lang.T("fal.legend.stack")); two != nil {
		forms = append(forms, two)
	}
	// Each form the spacing unit clear of the board first, then touching
	// no card: two lines clear of the cards rather than one against a
	// card's frame (reader 33: the French "cartes sous celle du dessus"
	// ran into the end's bottom card on a phone).
	strict := s.keyStrict
	defer func() { s.keyStrict = strict }()
	for _, s.keyStrict = range []bool{true, strict} {
		for _, lines := range forms {
			w, h := stackKeySize(f, lines)
			if p, ok := s.legendSpot(w, h, taken, false); ok {
				if dst != nil {
					drawStackKey(dst, f, p.Min, stack, lines)
				}
				return p
			}
		}
	}
	return image.Rectangle{}
}

// stackSample is the cards of the tallest stack on the board (the first
// of them; nil where no space holds two or more): the stacks' key draws
// its bars as that stack's badge (stackBadge) shows them.
func (s *Table) stackSample() []fc.Card {
	b := &s.st.B
	var out []fc.Card
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			if st := b.At(fc.Pt{X: x, Y: y}); st.N > 1 && int(st.N) > len(out) {
				out = append([]fc.Card(nil), st.C[:st.N]...)
			}
		}
	}
	return out
}

// stackKeySize is the size of the stacks' key (drawStackKey) in face f,
// its words on lines (nil: one line).
func stackKeySize(f ui.Face, lines []string) (int, int) {
	if lines == nil {
		lines = []string{lang.T("fal.legend.stack")}
	}
	return 4 + 10 + 5 + ui.WidestIn(f, lines...) + 4, len(lines)*f.LineHeight() + 1
}

// drawStackKey draws the stacks' key in face f at at, its words on lines
// (nil: one line): a stack's badge, its bars in the colours of the cards
// under the top one (the stack's, cards), drawn as on the board, and what
// they are (round 24 saw the thin bars under the cards and no word of
// them).
func drawStackKey(dst *ebiten.Image, f ui.Face, at image.Point, cards []fc.Card, lines []string) {
	if lines == nil {
		lines = []string{lang.T("fal.legend.stack")}
	}
	w, h := stackKeySize(f, lines)
	p := image.Rectangle{Min: at, Max: at.Add(image.Pt(w, h))}
	ui.FillRect(dst, p, ui.Ink)
	lh := f.LineHeight()
	sw := image.Rect(p.Min.X+4, p.Min.Y+(lh+1-10)/2, p.Min.X+14, p.Min.Y+(lh+1-10)/2+10)
	ui.FillRect(dst, sw, seatColor[cards[len(cards)-1].Owner()]) // (the top card the bars lie on, as on the board)
	stackBadge(dst, sw, cards, 24)
	for i, l := range lines {
		ui.TextIn(dst, f, l, sw.Max.X+5, p.Min.Y+i*lh, ui.Cream)
	}
}

// plateSize is the size of a tags' legend (legendPlate) in face f, its
// words wrapped to wrap pixels (0: on one line).
func plateSize(side int, f ui.Face, key string, figs []string, wrap int) (int, int) {
	lead, lines := plateLines(side, f, key, figs, wrap)
	w := 0
	for _, l := range lines {
		lw, _ := ui.MeasureIn(f, l)
		w = max(w, lw)
	}
	return lead + w + 4, len(lines)*f.LineHeight() + 1
}

// plateLines are a tags' legend's figures' width (the words before them,
// the tags and the dash: lead) and its words after them, one a line,
// wrapped under each other to wrap pixels (0: one line).
func plateLines(side int, f ui.Face, key string, figs []string, wrap int) (int, []string) {
	pre, post := plateParts(key)
	bf := recapFace(side) // the tags as the board's (in the small face where the words are)
	if f == ui.Small {
		bf = ui.Small
	}
	lead, _ := ui.MeasureIn(f, pre)
	for _, g := range figs {
		gf := bf
		if g[0] < '0' || g[0] > '9' {
			gf = f // (a dash: words, in the plate's face)
		}
		gw, _ := ui.MeasureIn(gf, g)
		lead += gw + 4 + 2
	}
	if wrap <= 0 {
		return lead, []string{post}
	}
	return lead, ui.WrapIn(f, post, max(40, wrap-lead-4))
}

// plateParts splits a tags' legend into the words before its figures and
// after them.
func plateParts(key string) (pre, post string) {
	const mark = "\x00"
	pre, post, _ = strings.Cut(lang.T(key, "Figures", mark), mark)
	return pre, post
}

// drawPlate draws a tags' legend (legendPlate) in face f at p, its words
// wrapped to wrap pixels (0: one line), and returns where.
func drawPlate(dst *ebiten.Image, side int, f ui.Face, key string, figs []string, at image.Point, wrap int) image.Rectangle {
	pre, _ := plateParts(key)
	bf := recapFace(side)
	if f == ui.Small {
		bf = ui.Small
	}
	w, h := plateSize(side, f, key, figs, wrap)
	p := image.Rectangle{Min: at, Max: at.Add(image.Pt(w, h))}
	ui.FillRect(dst, p, ui.Charcoal)
	lh := f.LineHeight()
	pw, _ := ui.MeasureIn(f, pre)
	x := p.Min.X + 2
	ui.TextIn(dst, f, pre, x, p.Min.Y, ui.Sand)
	x += pw
	for _, g := range figs {
		if g[0] < '0' || g[0] > '9' {
			gw, _ := ui.MeasureIn(f, g)
			ui.TextIn(dst, f, g, x+2, p.Min.Y, ui.Sand)
			x += gw + 4 + 2
			continue
		}
		var rim color.Color
		if key == "fal.recap.twice" && len(figs) > 1 {
			rim = ui.DoveGrey // (two plates side by side, rimmed as the board's: "3" and "5", not "35")
		}
		x += recapBadge(dst, bf, image.Pt(x, p.Min.Y+(lh-1-bf.LineHeight())/2+1), g, rim) + 2
	}
	lead, lines := plateLines(side, f, key, figs, wrap)
	for i, l := range lines {
		ui.TextIn(dst, f, l, p.Min.X+2+lead, p.Min.Y+i*lh, ui.Sand)
	}
	return p
}

// lastSize is the size of the last move's legend (lastLegend) in face f,
// on one line.
func lastSize(f ui.Face) (int, int) { return lastSizeIn(f, nil) }

// lastSizeIn is the size of the last move's legend in face f, its words
// on lines (nil: one line).
func lastSizeIn(f ui.Face, lines []string) (int, int) {
	if lines == nil {
		lines = []string{lang.T("fal.legend.last")}
	}
	tw := ui.WidestIn(f, lines...)
	return 4 + 10 + 5 + tw + 4, len(lines)*f.LineHeight() + 1
}

// lastTwoLines are the last move's legend's words on two lines as even
// as they come (ui.Balanced), in face f: the form a translation longer
// than the English takes in the zoom bar, so that it keeps the body face
// beside the bar's buttons (nil where the words take one line or more
// than two).
func lastTwoLines(f ui.Face) []string { return twoLines(f, lang.T("fal.legend.last")) }

// twoLines are a legend's words on two lines as even as they come
// (ui.Balanced) in face f (nil where they take one line or more than
// two).
func twoLines(f ui.Face, words string) []string {
	one, _ := ui.MeasureIn(f, words)
	lines := ui.WrapIn(f, words, ui.Balanced(f, words, one-1))
	if len(lines) != 2 {
		return nil
	}
	return lines
}

// drawLast draws the last move's legend (lastLegend) in face f at at.
func drawLast(dst *ebiten.Image, f ui.Face, at image.Point) { drawLastIn(dst, f, at, nil) }

// drawLastIn draws the last move's legend in face f at at, its words on
// lines (nil: one line), the swatch beside the first.
func drawLastIn(dst *ebiten.Image, f ui.Face, at image.Point, lines []string) {
	if lines == nil {
		lines = []string{lang.T("fal.legend.last")}
	}
	w, h := lastSizeIn(f, lines)
	p := image.Rectangle{Min: at, Max: at.Add(image.Pt(w, h))}
	ui.FillRect(dst, p, ui.Ink)
	lh := f.LineHeight()
	sw := image.Rect(p.Min.X+4, p.Min.Y+(lh+1-10)/2, p.Min.X+14, p.Min.Y+(lh+1-10)/2+10)
	ui.StrokeRect(dst, sw, table.Last)
	ui.StrokeRect(dst, sw.Inset(1), table.Last)
	for i, l := range lines {
		ui.TextIn(dst, f, l, sw.Max.X+5, p.Min.Y+i*lh, ui.Cream)
	}
}

// legendPlate draws one of the tags' legends (key, its figures drawn as
// tags where they are figures, else as words: a dash) on a plate at the
// first of legendSpots clear of taken (or at at, where it is clear), in
// the body face, else the small; it returns where (empty where no corner
// was free). With no dst it only measures.
func (s *Table) legendPlate(dst *ebiten.Image, side int, key string, figs []string, taken []image.Rectangle, at *image.Point) image.Rectangle {
	for _, fw := range s.plateForms() {
		f, wrap := fw.f, fw.wrap
		w, h := plateSize(side, f, key, figs, wrap)
		p, ok := s.legendSpot(w, h, taken, false)
		if at != nil {
			p = image.Rectangle{Min: *at, Max: at.Add(image.Pt(w, h))}
			ok = s.clearFor(p, taken)
		}
		if !ok {
			continue
		}
		if dst == nil {
			return p
		}
		return drawPlate(dst, side, f, key, figs, p.Min, wrap)
	}
	return image.Rectangle{}
}

// plateForm is a form a tags' legend may take: its face and the width
// its words wrap to (0: one line).
type plateForm struct {
	f    ui.Face
	wrap int
}

// plateForms are the forms a tags' legend tries, in order: the body face
// on one line, then its words wrapped under each other to the width left
// of the zoom bar's buttons (a legend's words in full read better than a
// terse one), then the small face so.
func (s *Table) plateForms() []plateForm {
	v := s.cam.View
	left := s.ZoomControl().Min.X
	if zp := s.ZoomPlates(s.cam); !zp.Empty() {
		left = min(left, zp.Min.X)
	}
	w := left - 8 - (v.Min.X + 6)
	if w < 120 {
		w = v.Dx() - 14
	}
	return []plateForm{{ui.Body, 0}, {ui.Body, w}, {ui.Small, 0}, {ui.Small, w}}
}

// legendSpots are where the board's legends may go, w by h: at the bottom
// left of the board's view, at the left of the zoom bar (clear of its
// buttons and plates), at the bottom right, then a line above the bottom
// left and the bottom right (a second legend over the first); where a
// snug phone's foot holds two lines, its top line first. The last
// move's legend (bar first) tries the bar before the bottom left.
func (s *Table) legendSpots(w, h int, bar1st bool) []image.Rectangle {
	v := s.cam.View
	bar := v.Min.Y + max(2, (s.cam.Cap-h+1)/2)
	bl := image.Rect(v.Min.X+6, v.Max.Y-7-h, v.Min.X+6+w, v.Max.Y-7)
	br := image.Rect(v.Max.X-8-w, v.Max.Y-7-h, v.Max.X-8, v.Max.Y-7)
	tb := image.Rect(v.Min.X+6, bar, v.Min.X+6+w, bar+h)
	up := image.Pt(0, -(h + 4))
	out := []image.Rectangle{bl, tb}
	if bar1st {
		out = []image.Rectangle{tb, bl}
	}
	if s.cam.Foot >= 2*h { // a foot of two lines: its top line first, read first
		return append([]image.Rectangle{bl.Add(up)}, append(out, br.Add(up), br)...)
	}
	return append(out, br, bl.Add(up), br.Add(up))
}

// legendSpot is the first of legendSpots inside the board's view, clear of
// the zoom bar, of every card and lit space, and of the legends drawn
// (taken).
//
// A spot the spacing unit clear of the board first; where none is, and
// not in legendBlock's block (keyStrict), the first that touches no card
// (a board as tall as its view: its legends kept, if close).
func (s *Table) legendSpot(w, h int, taken []image.Rectangle, bar1st bool) (image.Rectangle, bool) {
	spots := s.legendSpots(w, h, bar1st)
	for _, p := range spots {
		if s.legendClear(p, taken) {
			return p, true
		}
	}
	for _, p := range spots {
		if s.clearFor(p, taken) {
			return p, true
		}
	}
	if !s.keyMore {
		return image.Rectangle{}, false
	}
	for _, p := range s.keySpots(w, h, taken) {
		if s.legendClear(p, taken) {
			return p, true
		}
	}
	return image.Rectangle{}, false
}

// keySpots are where a legend, w by h, may go once legendSpots' corners
// are full (outside legendBlock's block, the spacing unit clear of the
// board): under each legend drawn (taken), then over it, at its left
// (the key one column, read down), then under the zoom bar's band at the
// view's left and its right (the felt a board framed under the band
// leaves above its top row). A 1000x700 window's Joint board, and the
// French duel's, whose corners hold two legends, had no line left for the
// stacks' key (or the Portuguese Joint's for the last card's).
func (s *Table) keySpots(w, h int, taken []image.Rectangle) []image.Rectangle {
	var out []image.Rectangle
	for _, t := range taken {
		if t.Empty() {
			continue
		}
		out = append(out, image.Rect(t.Min.X, t.Max.Y+4, t.Min.X+w, t.Max.Y+4+h), image.Rect(t.Min.X, t.Min.Y-4-h, t.Min.X+w, t.Min.Y-4))
	}
	v := s.cam.View
	top := v.Min.Y + s.cam.Cap + ui.Pad
	return append(out, image.Rect(v.Min.X+6, top, v.Min.X+6+w, top+h), image.Rect(v.Max.X-8-w, top, v.Max.X-8, top+h))
}

// clearFor reports whether a legend may lie at p (legendClear), or,
// where that is not so and not in legendBlock's block (keyStrict), at
// least touches no card nor lit space (keyTight).
func (s *Table) clearFor(p image.Rectangle, taken []image.Rectangle) bool {
	if s.legendClear(p, taken) {
		return true
	}
	if s.keyStrict {
		return false
	}
	s.keyTight = true
	defer func() { s.keyTight = false }()
	return s.legendClear(p, taken)
}

// legendClear reports whether a legend may lie at p: inside the board's
// view, clear of the zoom bar, of every card and lit space, the spacing
// unit (ui.Pad) clear of them where it runs down the felt under the
// zoom bar's band (round 27 read a Joint window's key 2 px over the
// board's second row as crowding it; the camera frames the board under
// the band), and clear of the legends drawn (taken).
func (s *Table) legendClear(p image.Rectangle, taken []image.Rectangle) bool {
	v := s.cam.View
	if p.Max.X > v.Max.X-8 || p.Min.X < v.Min.X+6 || p.Min.Y < v.Min.Y || p.Max.Y > v.Max.Y || p.Overlaps(s.ZoomControl().Inset(-4)) || p.Overlaps(s.lay.strip.Inset(-4)) || !s.clearOfCards(p) || !s.keyTight && p.Max.Y > v.Min.Y+s.cam.Cap+table.FeltMargin && !s.clearOfSpaces(p.Inset(-ui.Pad)) {
		return false
	}
	for _, t := range taken {
		if p.Overlaps(t.Inset(-4)) {
			return false
		}
	}
	return true
}

// lastLegend says what the last move's frame is ("last card and its
// line"), its swatch drawn as the frame is, on a plate at the first of
// legendSpots (the zoom bar's first) that the tags' legends leave (taken):
// in the body face on one line, else on two (a translation longer than
// the English beside the bar's buttons kept the body face: round 14 read
// the French in a smaller face than the English), in the small face only
// where neither has room; not at all where no corner is free (the log
// says each move).
func (s *Table) lastLegend(dst *ebiten.Image, taken []image.Rectangle) image.Rectangle {
	forms := [][]string{nil} // the body face on one line
	if two := lastTwoLines(ui.Body); two != nil {
		forms = append(forms, two) // then on two lines (a longer translation), in the body face still
	}
	defer func() { s.keyMore = false }()
	type try struct {
		f     ui.Face
		lines []string
		more  bool
	}
	var tries []try
	for _, more := range []bool{false, true} { // (the corners first, then keySpots, in the body face)
		for _, lines := range forms {
			tries = append(tries, try{ui.Body, lines, more})
		}
	}
	tries = append(tries, try{ui.Small, nil, false}, try{ui.Small, nil, true}) // the small face where the body's has no room
	for _, tr := range tries {
		s.keyMore = tr.more
		w, h := lastSizeIn(tr.f, tr.lines)
		if p, ok := s.legendSpot(w, h, taken, true); ok {
			drawLastIn(dst, tr.f, p.Min, tr.lines)
			return p
		}
	}
	return image.Rectangle{}
}

// recapBadge draws an order-of-play tag at p in face f: the figures in
// cream on an ink plate, rimmed in rim (the colour of the card it hangs
// from, so that it reads as that card's; nil: none, as in the legend). It
// returns the tag's width.
func recapBadge(dst *ebiten.Image, f ui.Face, p image.Point, label string, rim color.Color) int {
	lw, _ := ui.MeasureIn(f, label)
	h := f.LineHeight() - 2
	b := image.Rect(p.X, p.Y, p.X+lw+4, p.Y+h)
	ui.FillRect(dst, b, ui.Ink)
	if rim != nil {
		ui.StrokeRect(dst, b, rim)
	}
	ui.TextIn(dst, f, label, b.Min.X+2, b.Min.Y-1, ui.Cream)
	return b.Dx()
}

// clearOfCards reports whether no card on the board lies under r (canvas
// pixels), nor a lit space, nor a plate of the zoom bar.
func (s *Table) clearOfCards(r image.Rectangle) bool {
	return s.clearOfSpaces(r) && !r.Overlaps(s.ZoomPlates(s.cam).Inset(-4))
}

// clearOfSpaces reports whether no card on the board lies under r, nor
// a lit space.
func (s *Table) clearOfSpaces(r image.Rectangle) bool {
	b := &s.st.B
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			p := fc.Pt{X: x, Y: y}
			if b.At(p).N != 0 && s.spaceRect(s.abs(p)).Overlaps(r) {
				return false
			}
		}
	}
	for sp := range s.targets {
		if s.spaceRect(sp).Overlaps(r) {
			return false
		}
	}
	return true
}

// drawStack draws a stack inside its own space: the top card whole, and a
// badge in its bottom left corner with a bar in its owner's colour for every
// card beneath (bottom first) and the stack's height.
func (s *Table) drawStack(dst *ebiten.Image, a [2]int, cards []fc.Card, side int) {
	n := len(cards)
	if n == 0 {
		return
	}
	r := s.spaceRect(a)
	top := cards[n-1]
	DrawCard(dst, r, top.Kind(), top.Owner(), false)
	px := max(1, side/Space)
	markX := r.Min.X + 2*px
	if s.winLit == 0 { // (once the winning path lights up, the badges are drawn over its frames)
		if b := stackBadge(dst, r, cards, side); !b.Empty() {
			markX = b.Max.X + px
			ui.Explain(stackTipRect(r, b), lang.T("fal.stack.tip", "Count", n)) // what its bars are, and the height
		}
	}
	if top.Acted() && !s.st.Over {
		ui.FillRect(dst, image.Rect(markX, r.Max.Y-2*px-2, markX+2*px, r.Max.Y-2), ui.Butter)
	}
	if s.HumanTurn() && top.Owner() == s.st.To {
		if pinned, _ := s.st.Pinned(s.grid(a)); pinned {
			s.drawPin(dst, r)
		}
	}
}

// stackTipRect is where a stack's tip (what its bars are) answers the
// pointer on its card r, its badge at b: the card's bottom left quarter at
// the least, a finger's tap on a phone, where the bars alone are a few
// pixels high (the key under a phone's board has no line for them: the
// tip and the window's key say it).
func stackTipRect(r, b image.Rectangle) image.Rectangle {
	return b.Union(image.Rect(r.Min.X, r.Max.Y-r.Dy()/2, r.Min.X+r.Dx()/2, r.Max.Y))
}

// stackBadge draws a stack's badge in the bottom left corner of its space
// r, drawn as the stack is: a bar across an ink plate for every card
// beneath the top, in its owner's colour, one over the other (the bottom
// card lowest), so it reads as the cards under this one and carries no
// figure beside the order-of-play badges' (its height in words on hover
// or tap). It returns where the badge lies (empty for a single card).
func stackBadge(dst *ebiten.Image, r image.Rectangle, cards []fc.Card, side int) image.Rectangle {
	n := len(cards)
	if n < 2 {
		return image.Rectangle{}
	}
	px := max(1, side/Space)
	bar := max(2, px)
	w := max(6, side/3)
	h := (n-1)*(bar+1) + 1
	b := image.Rect(r.Min.X, r.Max.Y-h-1, r.Min.X+w+2, r.Max.Y)
	ui.FillRect(dst, b, ui.Ink)
	for i, c := range cards[:n-1] {
		y := b.Max.Y - 1 - (i+1)*(bar+1) + 1
		ui.FillRect(dst, image.Rect(b.Min.X+1, y, b.Max.X-1, y+bar), seatColor[c.Owner()])
	}
	return b
}

// drawPin marks a card that may not move: a red bar across its corner.
func (s *Table) drawPin(dst *ebiten.Image, r image.Rectangle) {
	w := max(3, r.Dx()/4)
	ui.FillRect(dst, image.Rect(r.Max.X-w, r.Max.Y-w, r.Max.X, r.Max.Y), table.Warn)
	ui.StrokeRect(dst, image.Rect(r.Max.X-w, r.Max.Y-w, r.Max.X, r.Max.Y), ui.Ink)
}

func (s *Table) drawFlight(dst *ebiten.Image, side int) {
	f := s.fly
	if f == nil {
		return
	}
	w := s.world(f.to)
	tx, ty := float64(w.Min.X), float64(w.Min.Y)
	wx := f.fx + (tx-f.fx)*f.t
	wy := f.fy + (ty-f.fy)*f.t
	p := s.cam.ToCanvas(wx, wy)
	if f.hop {
		p.Y -= int(float64(side) * 0.5 * math.Sin(math.Pi*f.t))
	}
	r := image.Rect(p.X, p.Y, p.X+side, p.Y+side)
	if f.flip && f.t > 0.7 { // the card turns over as it lands
		w := int(float64(side) * math.Abs(math.Cos((f.t-0.7)/0.3*math.Pi)))
		r = image.Rect(p.X+(side-w)/2, p.Y, p.X+(side+w)/2, p.Y+side)
		if w < 4 {
			return
		}
	}
	// The shadow, then the card.
	ui.FillRect(dst, r.Add(image.Pt(2, 3)), color.RGBA{0, 0, 0, 90})
	DrawCard(dst, r, f.card.Kind(), f.card.Owner(), false)
}

func lineW(s string) int { w, _ := ui.Measure(s); return w }

// lastLine is where the last card played lies on the canvas, with the
// rest of the line of its noble's cards it is part of (its longest, as the
// log counts it), in order.
func (s *Table) lastLine() []image.Rectangle {
	g := s.grid(s.lastTo)
	c := s.st.B.Top(g)
	if c == 0 {
		return []image.Rectangle{s.spaceRect(s.lastTo)}
	}
	var out []image.Rectangle
	for _, p := range s.st.B.Path(g, c.Owner()) {
		out = append(out, s.spaceRect(s.abs(p)))
	}
	return out
}

// orderKey is the catalogue key of the order's legend: its words in full
// ("the order of the plays since your last turn"), or, in the line under
// a phone's board (its foot: three or four nobles, a 360x800 phone's
// turned board), its short form, which leaves the last card's legend and
// the variant's note their room on the foot's lines.
func (s *Table) orderKey() string {
	if s.cam.Foot > 0 && !s.keyInLog() {
		return "fal.recap.legend.short"
	}
	return "fal.recap.legend"
}
