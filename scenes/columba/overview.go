package columba

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// A phone's board in play opens where a place is a finger wide (x3 on a
// 390x844 phone): larger than its view late in a game, and with two
// players from the start. A corner of the view then shows the whole board
// in miniature (Overview), the view's part outlined, so that a player
// always sees the whole table; a tap on it brings that part into view,
// and Fit still shows everything at once.

// overviewMost is the most canvas pixels a space takes in the overview.
const overviewMost = 5

// Overview is where the board's miniature lies in the view (canvas), and
// the world rectangle it shows: empty where the board shows whole, or off
// a phone in play.
func (s *Table) Overview() (r, world image.Rectangle) {
	if !s.snug() || s.st.Junior || s.cam.View.Empty() || s.ovHide {
		return
	}
	world = s.room(1)
	v := s.boardView()
	if s.cam.Rect(world).In(v) {
		return image.Rectangle{}, image.Rectangle{}
	}
	k := s.overviewCell(world, v)
	if k == 0 {
		return image.Rectangle{}, image.Rectangle{}
	}
	w, h := world.Dx()/Space*k+6, world.Dy()/Space*k+6
	in := v.Inset(4)
	x, y := in.Max.X-w, in.Max.Y-h
	x, y = x-s.ovSlide.X, y-s.ovSlide.Y
	if s.ovCorner&1 != 0 {
		x = in.Min.X + s.ovSlide.X
	}
	if s.ovCorner&2 != 0 {
		y = in.Min.Y + s.ovSlide.Y
	}
	return image.Rect(x, y, x+w, y+h), world
}

// overviewCell is the side (canvas pixels) of a space in the miniature of
// world in a view v: as large as leaves the view three quarters of its
// width and height, up to overviewMost, a finger tall where that is so; 0 where
// not even 2 px a space fit.
func (s *Table) overviewCell(world, v image.Rectangle) int {
	cols, rows := max(1, world.Dx()/Space), max(1, world.Dy()/Space)
	k := min(overviewMost, (v.Dx()/4-6)/cols, (v.Dy()/4-6)/rows)
	if k < 2 {
		return 0
	}
	return max(2, k-s.ovLess)
}

// placeOverview picks where in the view the miniature lies: where it
// covers the least of the board (no laid card and no place's dot where
// the view has the room), of those the nearest a corner of the view
// (bottom right where they tie), kept while the turn lasts, so that it
// does not move as the player pans; none where it would cover a card or
// a dot wherever it lay.
func (s *Table) placeOverview() {
	s.ovCorner, s.ovSlide, s.ovLess, s.ovZoom, s.ovHide = 0, image.Point{}, 0, s.cam.Zoom, false
	best, at, slide, less := -1, 0, image.Point{}, 0
	// (Where every place would cover a card or a dot, none: the arrows
	// at the view's edges still say where the board runs on.)
	defer func() { s.ovCorner, s.ovSlide, s.ovLess, s.ovHide = at, slide, less, best >= 1_000_000 }()
	v := s.boardView()
	step := max(1, s.cam.Span(Space)/4)
	spots, ghost := s.spotRects(), s.ghostCover()
	r, world := s.Overview()
	if r.Empty() {
		return
	}
	most := s.overviewCell(world, v)
	for l := 0; most-l >= 2 && (best < 0 || best >= 1_000_000); l++ {
		s.ovCorner, s.ovSlide, s.ovLess = 0, image.Point{}, l
		r, _ := s.Overview()
		for _, c := range []int{0, 1, 2, 3} {
			for dx := 0; 2*dx <= v.Dx()-r.Dx()+step; dx += step {
				for dy := 0; 2*dy <= v.Dy()-r.Dy()+step; dy += step {
					s.ovCorner, s.ovSlide = c, image.Pt(dx, dy)
					r, _ := s.Overview()
					if !r.In(v) {
						continue
					}
					n, near := 0, 0
					for p := range s.st.T.Spaces {
						if s.spaceRect(p).Overlaps(r) {
							n++
						}
					}
					for _, p := range spots {
						if p.Overlaps(r) {
							n++
						} else if p.Overlaps(r.Inset(-4)) {
							near++ // (a dot right beside it)
						}
					}
					if ghost.Overlaps(r) {
						n += 2
					}
					// (Of those that cover as little, the largest, the
					// fewest dots beside it, nearest its corner.)
					n = n*1_000_000 + near*10_000 + (dx+dy)*4 + c
					if best < 0 || n < best {
						best, at, slide, less = n, c, image.Pt(dx, dy), l
					}
				}
			}
		}
	}
}

// drawOverview draws the miniature (Overview): each space a square of its
// ground, a dovecote's in its seat's colour, on the panels' dusk in an ink
// rim, and the part of the board the view shows outlined in cream.
func (s *Table) drawOverview(dst *ebiten.Image) {
	r, world := s.Overview()
	if r.Empty() {
		return
	}
	k := (r.Dx() - 6) / max(1, world.Dx()/Space)
	ui.FillRect(dst, r, ui.Ink)
	ui.FillRect(dst, r.Inset(1), ui.Dusk)
	o := r.Min.Add(image.Pt(3, 3))
	cell := func(x, y int) image.Rectangle {
		px, py := o.X+(x*Space-world.Min.X)/Space*k, o.Y+(y*Space-world.Min.Y)/Space*k
		return image.Rect(px, py, px+k, py+k)
	}
	for p, sp := range s.st.T.Spaces {
		ui.FillRect(dst, cell(p.X, p.Y), groundColor[sp.Ground])
	}
	for _, d := range s.st.T.Doves {
		ui.FillRect(dst, cell(d.At.X, d.At.Y), seatColor[d.Seat])
	}
	// The card's places (as turned) as the board lights them: a dot
	// each, where their four spaces meet.
	shown := map[cb.Pt]bool{}
	for _, r := range s.placesNow() {
		if shown[r] {
			continue
		}
		shown[r] = true
		c := cell(r.X+1, r.Y+1).Min
		ui.FillRect(dst, image.Rect(c.X-1, c.Y-1, c.X+1, c.Y+1), table.Target)
	}
	// The view's part of the board.
	x0, y0 := s.cam.ToWorld(s.boardView().Min)
	x1, y1 := s.cam.ToWorld(s.boardView().Max)
	f := func(w, lo float64, at int) int { return at + int((w-lo)/Space*float64(k)) }
	part := image.Rect(f(x0, float64(world.Min.X), o.X), f(y0, float64(world.Min.Y), o.Y), f(x1, float64(world.Min.X), o.X), f(y1, float64(world.Min.Y), o.Y))
	part = part.Intersect(r.Inset(1))
	ui.StrokeRect(dst, part.Inset(-1).Intersect(r), ui.Ink)
	ui.StrokeRect(dst, part, ui.Cream)
}

// overviewTap moves the view to where a tap on the miniature points (its
// middle there, at the zoom it has) and reports whether the tap was the
// miniature's.
func (s *Table) overviewTap(f *input.Frame) bool {
	r, world := s.Overview()
	if r.Empty() || !f.HasPtr || !f.Pointer.In(r) {
		return false
	}
	if !f.Tap {
		return true // (a press or a drag on it pans nothing and lays nothing)
	}
	k := float64(r.Dx()-6) / float64(max(1, world.Dx()/Space))
	wx := float64(world.Min.X) + float64(f.Pointer.X-r.Min.X-3)/k*Space
	wy := float64(world.Min.Y) + float64(f.Pointer.Y-r.Min.Y-3)/k*Space
	cx, cy := s.cam.Centre()
	s.cam.PanBy((cx-wx)*s.cam.Zoom, (cy-wy)*s.cam.Zoom)
	return true
}

// placesNow are where the card in hand may lie as it is turned now (its
// top left spaces), while the person is to lay it; none otherwise.
func (s *Table) placesNow() []cb.Pt {
	st := s.st
	if st.Phase != cb.PhasePlace || !s.HumanTurn() || st.Drawn < 0 || st.Terminal() {
		return nil
	}
	var out []cb.Pt
	for _, a := range s.now().legal {
		if d := cb.Decode(a); d.Kind == cb.KindPlace && d.Rot == s.rot {
			out = append(out, d.At)
		}
	}
	return out
}
