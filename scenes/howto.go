package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// HowTo is the rules reference: a tab per game and pages of rules.
type HowTo struct {
	a     *App
	game  string
	page  int
	layer ui.Layer
	paper image.Rectangle
}

// NewHowTo opens the rules, on a game if one is named.
func NewHowTo(a *App, gameKey string) *HowTo { return NewHowToPage(a, gameKey, 0) }

// NewHowToPage opens the rules of a game at a page.
func NewHowToPage(a *App, gameKey string, page int) *HowTo {
	if gameKey == "" {
		gameKey = Games[len(Games)-1].Key
		for _, g := range Games {
			if Playable(g.Key) {
				gameKey = g.Key
				break
			}
		}
	}
	h := &HowTo{a: a, game: gameKey, page: min(max(page, 0), len(Rules(gameKey))-1)}
	h.build()
	return h
}

func (h *HowTo) Name() string { return "howto" }
func (h *HowTo) Busy() bool   { return h.layer.Busy() }
func (h *HowTo) Opaque() bool { return true }
func (h *HowTo) Relayout()    { h.build() }

// Page returns the title of the page shown (tests).
func (h *HowTo) Page() string { return Rules(h.game)[h.page].Title }

// build arranges the screen: landscape has the game tabs in a column on the
// left and the page beside them; portrait has the tabs in two rows on top and
// the page below. Back, Prev and Next are at the bottom.
func (h *HowTo) build() {
	h.layer.Clear()
	bh := ui.ButtonH()
	r := ui.Full()
	ui.CutTop(&r, 44)
	r = r.Inset(12)
	bottom := ui.CutBottom(&r, bh)
	ui.CutBottom(&r, 8)
	var tabs []image.Rectangle
	if ui.Portrait() {
		tabs = ui.Grid(ui.CutTop(&r, 2*bh+6), 2, 2, 6)
		ui.CutTop(&r, 8)
	} else {
		col := ui.CutLeft(&r, 110)
		ui.CutLeft(&r, 14)
		for i := range Games {
			tabs = append(tabs, image.Rect(col.Min.X, col.Min.Y+i*(bh+6), col.Max.X, col.Min.Y+i*(bh+6)+bh))
		}
	}
	h.paper = r
	for i, g := range Games {
		g := g
		h.layer.Add(&ui.Button{R: tabs[i], Label: GameTitle(g.Key), Selected: g.Key == h.game,
			OnClick: func() { h.game, h.page = g.Key, 0; h.build() }})
	}
	pages := Rules(h.game)
	courses := Courses(h.game)
	b := ui.Grid(bottom, 3+min(1, len(courses)), 1, 8)
	if !ui.Portrait() {
		b[0] = image.Rect(bottom.Min.X, bottom.Min.Y, bottom.Min.X+110, bottom.Max.Y)
		b[1] = image.Rect(h.paper.Min.X, bottom.Min.Y, h.paper.Min.X+80, bottom.Max.Y)
		b[2] = image.Rect(h.paper.Max.X-80, bottom.Min.Y, h.paper.Max.X, bottom.Max.Y)
		if len(courses) > 0 { // between Prev and Next
			b[3] = ui.Centre(image.Rect(b[1].Max.X+8, bottom.Min.Y, b[2].Min.X-8, bottom.Max.Y), min(160, b[2].Min.X-b[1].Max.X-16), bh)
		}
	}
	if ui.Portrait() && len(courses) > 0 { // one order in every shape: Back, Prev, Learn, Next
		b[2], b[3] = b[3], b[2]
	}
	if len(courses) > 0 {
		key := courses[0].Key
		h.layer.Add(&ui.Button{R: b[3], Label: lang.T("setup.learn"), Tooltip: lang.T("howto.learn.tip"), Primary: true, // (the way in to playing)
			OnClick: func() { h.a.Push(NewCoursePage(h.a, key)) }})
	}
	h.layer.Add(&ui.Button{R: b[1], Label: lang.T("howto.prev"), Disabled: h.page == 0, OnClick: func() { h.page--; h.build() }})
	h.layer.Add(&ui.Button{R: b[2], Label: lang.T("howto.next"), Disabled: h.page >= len(pages)-1, OnClick: func() { h.page++; h.build() }})
	h.layer.Add(&ui.Button{R: b[0], Label: lang.T("common.back"), OnClick: h.a.Pop})
}

func (h *HowTo) Update(a *App, f *input.Frame, dt float64) error {
	h.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Pop()
	}
	return nil
}

func (h *HowTo) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	header(dst, lang.T("menu.howto"))
	note := fmt.Sprintf("%d / %d", h.page+1, len(Rules(h.game)))
	// Upright, a page that leaves the paper's foot bare shows the game's
	// cover there, twice its size where that fits; where the cover has
	// not the room, the page's picture sits in the middle of the room
	// under its words rather than leave a bare foot (Columbiz's dice
	// and board, twice their size, left a fifth of the paper bare).
	cover := func(end int) (image.Rectangle, int) {
		room := image.Rect(h.paper.Min.X+12, end+16, h.paper.Max.X-12, h.paper.Max.Y-12)
		cw, ch := sprites.Size(Info(h.game).Cover)
		for scale := 2; scale >= 1; scale-- {
			if sprites.Get(Info(h.game).Cover) != nil && scale*cw <= room.Dx() && scale*ch <= room.Dy() {
				return ui.Centre(room, scale*cw, scale*ch), scale
			}
		}
		return image.Rectangle{}, 0
	}
	_, scale := cover(h.paper.Min.Y + rulesPageH(h.game, h.page, h.paper) - 10)
	end := drawRulesPageIn(dst, h.game, h.page, h.paper, note, ui.Portrait() && scale == 0)
	if ui.Portrait() {
		if at, scale := cover(end); scale > 0 {
			ui.Sprite(dst, Info(h.game).Cover, at.Min.X, at.Min.Y, scale)
			ui.StrokeRect(dst, at.Inset(-1), ui.Ink)
		}
	}
	h.layer.Draw(dst)
}

// drawRulesPageIn draws a game's rules page on paper in r: its title, a note
// at the right of the title line (the page count), its words, and its
// picture where there is room (How to play, and the setup screen's first
// page on a phone held upright). It returns the foot of what it drew.
// Upright, a picture of its own size follows the words (the game's cover
// under it), or sits in the middle of the room under them where middle is
// set (a page whose foot the cover cannot fill).
func drawRulesPageIn(dst *ebiten.Image, game string, page int, r image.Rectangle, note string, middle bool) int {
	cw, _ := ui.Measure(note)
	sprites.NineSlice(dst, "frame_paper", r, nil)
	ui.Text(dst, note, r.Max.X-12-cw, r.Min.Y+8, ui.Charcoal)
	return drawPageIn(dst, game, page, r, r.Min.Y+8, cw, middle)
}

// drawBrief draws a setup's brief, the rules' first page, in r: with a
// head that holds the How to play button (BriefHowTo) on the right, a
// finger tall, the title level with it, where the page fits under that
// head; else under a head of a line, without the button.
func drawBrief(dst *ebiten.Image, game string, r image.Rectangle) {
	sprites.NineSlice(dst, "frame_paper", r, nil)
	if !briefButton(game, r) {
		drawPageIn(dst, game, 0, r, r.Min.Y+8, 0, true)
		return
	}
	bw, _ := ui.Measure(lang.T("setup.rules"))
	drawPageIn(dst, game, 0, briefContent(r), r.Min.Y+4+(ui.Finger-ui.LineH)/2, bw, true)
}

// drawPageIn draws a page of the rules in r (on paper already drawn): its
// title at titleY, clear of noteW on the right, and the page under the
// head (its picture in the middle of the room under the words where
// middle is set, a brief's, else right under them); it returns the y where
// what it drew ends.
func drawPageIn(dst *ebiten.Image, game string, page int, r image.Rectangle, titleY, noteW int, middle bool) int {
	p := Rules(game)[page]
	ui.FitText(dst, p.Title, r.Min.X+12, titleY, r.Dx()-36-noteW, ui.Wood)
	body := image.Rect(r.Min.X+12, r.Min.Y+28, r.Max.X-12, r.Max.Y-8)
	size := artSize(game, page, p)
	textR, art := pageLayout(p, body, size)
	end := body.Min.Y
	if p.Text != "" {
		ui.Paragraph(dst, p.Text, textR, ui.Ink)
		end = textR.Min.Y + min(textR.Dy(), ui.ParagraphH(p.Text, textR.Dx()))
	}
	if p.Art == nil || art.Empty() {
		return end
	}
	if p.Fill || size.X == 0 || size.Y == 0 {
		done := ui.Within(art)
		p.Art(dst, art)
		done()
		return r.Max.Y
	}
	// A picture of its own size sits in the middle of its room, two or
	// three times its size where the room holds that (a phone held
	// upright): the page's height is the picture's, not bare paper.
	scale := artScale(size, art)
	at := ui.Centre(art, scale*size.X, scale*size.Y)
	if ui.Portrait() && art.Min.Y > body.Min.Y && !middle { // under the words, after a gap where there is room for one
		at = at.Add(image.Pt(0, art.Min.Y+min(6, art.Dy()-at.Dy())-at.Min.Y))
	} // (a setup's brief keeps it in the middle of the room under the words: no bare foot)
	if scale == 1 { // (its room from there on: a caption may measure its width)
		room := image.Rectangle{at.Min, art.Max}
		done := ui.Within(room)
		p.Art(dst, room)
		done()
		return at.Max.Y
	}
	img := artCanvas(size)
	done := ui.Offscreen()
	p.Art(img, image.Rect(0, 0, size.X, size.Y))
	done()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(scale), float64(scale))
	op.GeoM.Translate(float64(at.Min.X), float64(at.Min.Y))
	dst.DrawImage(img, op)
	return at.Max.Y
}

// briefWordsTop is where a brief's words begin under its head: its
// title beside the Rules button a finger tall where button is set, else
// its title alone (as a page of How to play).
func briefWordsTop(button bool) int {
	if button {
		return 4 + ui.Finger + 8
	}
	return 28
}

// briefWordsFit reports whether the goal's words (the rules' first page
// without its picture) show whole in r under their head (with the Rules
// button where button is set).
func briefWordsFit(game string, r image.Rectangle, button bool) bool {
	p := Rules(game)[0]
	return p.Text != "" && briefWordsTop(button)+ui.ParagraphH(p.Text, r.Dx()-24)+8 <= r.Dy()
}

// BriefWordsFit reports whether the goal's words without their picture
// show whole in r, with the Rules button over them where button is set (a
// setup screen upright where the whole page has not the room).
func BriefWordsFit(game string, r image.Rectangle, button bool) bool {
	return briefWordsFit(game, r, button)
}

// DrawBriefWords draws the goal's words without their picture in r (where
// BriefWordsFit holds), under their title beside the Rules button where
// button is set (BriefWordsHowTo).
func DrawBriefWords(dst *ebiten.Image, game string, r image.Rectangle, button bool) {
	drawBriefWords(dst, game, r, button)
}

// BriefWordsHowTo is the Rules button on the top right corner of the
// goal's words drawn in r (DrawBriefWords with its button).
func BriefWordsHowTo(a *App, game string, r image.Rectangle) *ui.Button {
	w, _ := ui.Measure(lang.T("setup.rules"))
	return howToButton(a, game, image.Rect(r.Max.X-8-w-20, r.Min.Y+4, r.Max.X-8, r.Min.Y+4+ui.Finger))
}

// drawBriefWords draws the goal's words without their picture in r (a
// brief where the whole page has not the room: briefWordsFit), under its
// title (level with the Rules button on the right where button is set).
func drawBriefWords(dst *ebiten.Image, game string, r image.Rectangle, button bool) {
	sprites.NineSlice(dst, "frame_paper", r, nil)
	p := Rules(game)[0]
	if button {
		bw, _ := ui.Measure(lang.T("setup.rules"))
		ui.FitText(dst, p.Title, r.Min.X+12, r.Min.Y+4+(ui.Finger-ui.LineH)/2, r.Dx()-36-bw, ui.Wood)
	} else {
		ui.FitText(dst, p.Title, r.Min.X+12, r.Min.Y+8, r.Dx()-24, ui.Wood)
	}
	top := r.Min.Y + briefWordsTop(button)
	ui.Paragraph(dst, p.Text, image.Rect(r.Min.X+12, top, r.Max.X-12, r.Max.Y-8), ui.Ink)
}

// briefArtScale is how many times its size the goal's picture is drawn
// in a brief in r (DrawBrief); 0 where it has none of its own size.
func briefArtScale(game string, r image.Rectangle) int {
	if briefButton(game, r) {
		r = briefContent(r)
	}
	p := Rules(game)[0]
	body := image.Rect(r.Min.X+12, r.Min.Y+28, r.Max.X-12, r.Max.Y-8)
	size := artSize(game, 0, p)
	_, art := pageLayout(p, body, size)
	if p.Art == nil || p.Fill || art.Empty() || size.X == 0 || size.Y == 0 {
		return 0
	}
	return artScale(size, art)
}

// artScale is how many times its size a page's picture of its own size
// is drawn in its room: the most, up to three, the room holds.
func artScale(size image.Point, art image.Rectangle) int {
	scale := 1
	for scale < 3 && (scale+1)*size.X <= art.Dx() && (scale+1)*size.Y <= art.Dy() {
		scale++
	}
	return scale
}

// briefContent is where a brief (a setup's goal) in r lays its page out:
// as a page of How to play, under a head that holds the How to play
// button a finger tall.
func briefContent(r image.Rectangle) image.Rectangle {
	return image.Rect(r.Min.X, r.Min.Y+max(0, ui.Finger+10-28), r.Max.X, r.Max.Y)
}

// rulesPageH is the height a page of the rules takes drawn in r
// (drawRulesPageIn's layout): its title, its words and its picture, or all
// of r where its picture fills what it gets. A screen that shows a page
// in the room it has left gives the rest to its other parts.
func rulesPageH(game string, page int, r image.Rectangle) int {
	p := Rules(game)[page]
	body := image.Rect(r.Min.X+12, r.Min.Y+28, r.Max.X-12, r.Max.Y-8)
	size := artSize(game, page, p)
	textR, art := pageLayout(p, body, size)
	end := body.Min.Y
	if p.Text != "" {
		end = textR.Min.Y + min(textR.Dy(), ui.ParagraphH(p.Text, textR.Dx()))
	}
	if p.Art == nil || art.Empty() {
		return end + 8 - r.Min.Y
	}
	if p.Fill || size.X == 0 || size.Y == 0 {
		return r.Dy()
	}
	scale := artScale(size, art)
	at := ui.Centre(art, scale*size.X, scale*size.Y)
	if ui.Portrait() && art.Min.Y > body.Min.Y {
		at = at.Add(image.Pt(0, art.Min.Y+min(6, art.Dy()-at.Dy())-at.Min.Y))
	} else {
		return r.Dy() // (centred in its room: the room is the page)
	}
	return max(end, at.Max.Y) + 10 - r.Min.Y
}

// rulesPageFits reports whether a page of the rules shows whole in r:
// its words within their place, and its picture (where it has one of its
// own size) within the room the words leave it.
func rulesPageFits(game string, page int, r image.Rectangle) bool {
	p := Rules(game)[page]
	body := image.Rect(r.Min.X+12, r.Min.Y+28, r.Max.X-12, r.Max.Y-8)
	size := artSize(game, page, p)
	textR, art := pageLayout(p, body, size)
	if p.Text != "" && (textR.Empty() || ui.ParagraphH(p.Text, textR.Dx()) > textR.Dy()) {
		return false
	}
	if p.Art == nil {
		return true
	}
	if p.Fill || art.Empty() {
		return false // (a picture that fills its room needs more than is left; none: cut)
	}
	return size.X <= art.Dx() && size.Y <= art.Dy()
}

// artImg is the picture drawn at its own size before it is drawn twice
// as large (one image, grown when a larger picture needs it).
var artImg *ebiten.Image

// artCanvas is artImg cleared, at least size large, as a sub-image of
// exactly size.
func artCanvas(size image.Point) *ebiten.Image {
	if b := artImg; b == nil || b.Bounds().Dx() < size.X || b.Bounds().Dy() < size.Y {
		if b != nil {
			b.Deallocate()
		}
		w, h := size.X, size.Y
		if b != nil {
			w, h = max(w, b.Bounds().Dx()), max(h, b.Bounds().Dy())
		}
		artImg = ebiten.NewImage(w, h)
	}
	artImg.Clear()
	return artImg.SubImage(image.Rect(0, 0, size.X, size.Y)).(*ebiten.Image)
}

// pageLayout places a page's words and picture in body: side by side where
// both fit (the words 300 wide where there is room), else the picture under
// the words, else the words alone (the picture needs more room than a small
// screen has). A picture that fills what it gets takes what the words leave.
func pageLayout(p RulesPage, body image.Rectangle, size image.Point) (text, art image.Rectangle) {
	if p.Art == nil {
		return body, image.Rectangle{}
	}
	if p.Text == "" {
		return image.Rectangle{}, body
	}
	height := func(w int) int { return len(ui.Wrap(p.Text, w)) * ui.LineH }
	if p.Fill {
		if body.Dx() >= 440 {
			return image.Rect(body.Min.X, body.Min.Y, body.Min.X+300, body.Max.Y), image.Rect(body.Min.X+318, body.Min.Y, body.Max.X, body.Max.Y)
		}
		used := height(body.Dx())
		return body, image.Rect(body.Min.X, body.Min.Y+used+10, body.Max.X, body.Max.Y)
	}
	// Under, first on a page taller than wide or a phone held upright: the
	// picture then has the height the words leave.
	under := func() (image.Rectangle, image.Rectangle, bool) {
		if used := height(body.Dx()); size.X <= body.Dx() && used+10+size.Y <= body.Dy() {
			return body, image.Rect(body.Min.X, body.Min.Y+used+10, body.Max.X, body.Max.Y), true
		}
		return image.Rectangle{}, image.Rectangle{}, false
	}
	if body.Dy() > body.Dx() || ui.Portrait() {
		if t, a, ok := under(); ok {
			return t, a
		}
	}
	// Beside: the words as wide as 300 where the picture leaves room, and
	// never narrower than 180.
	if tw := min(300, body.Dx()-18-size.X); tw >= 180 && height(tw) <= body.Dy() && size.Y <= body.Dy() {
		// Upright, the words narrower where that lets the picture beside
		// them be drawn twice its size (a short phone's goal: a small pair
		// of cards by a block of words over bare paper).
		if tw2 := body.Dx() - 18 - 2*size.X; ui.Portrait() && tw2 < tw && tw2 >= 180 && height(tw2) <= body.Dy() && 2*size.Y <= body.Dy() {
			tw = tw2
		}
		return image.Rect(body.Min.X, body.Min.Y, body.Min.X+tw, body.Max.Y),
			image.Rect(body.Min.X+tw+18, body.Min.Y, body.Max.X, body.Max.Y)
	}
	if t, a, ok := under(); ok {
		return t, a
	}
	return body, image.Rectangle{}
}

// artSizes are the sizes of the pictures of How to play, measured once.
var artSizes = map[string]image.Point{}

// artSize is the size of a page's picture: how far it draws right and down
// from the corner of the space it is given (measured by drawing it once off
// screen). A picture that fills its space has no size of its own.
func artSize(game string, page int, p RulesPage) image.Point {
	if p.Art == nil || p.Fill {
		return image.Point{}
	}
	key := fmt.Sprint(game, "/", page, "/", lang.Current()) // its words are in the language spoken
	if sz, ok := artSizes[key]; ok {
		return sz
	}
	const w, h = 640, 480
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	done := ui.Offscreen()
	p.Art(img, image.Rect(0, 0, w, h))
	done()
	pix := make([]byte, 4*w*h)
	img.ReadPixels(pix)
	var sz image.Point
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if pix[4*(y*w+x)+3] != 0 {
				sz.X, sz.Y = max(sz.X, x+1), max(sz.Y, y+1)
			}
		}
	}
	artSizes[key] = sz
	return sz
}
