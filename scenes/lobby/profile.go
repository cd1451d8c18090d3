package lobby

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Ratings (the player's profile) and a game's page of ratings, in the
// panels every other screen uses: a row a game (its picture, the rating in
// the scores' large figures, games won, the history in small), and a
// game's page with the history as a chart (an axis of ratings, the games
// along the bottom, a legend) beside the leaderboard.

// ratingRow is a game's line on the Ratings screen; it opens the game's
// page.
type ratingRow struct {
	R    image.Rectangle
	Game string
	Rt   *online.Rating // nil: not rated yet
	Open func()
	// Card (a phone upright): the picture whole, and the history across
	// the card under it, as tall as the row leaves.
	Card bool
}

// cardTop is the height of a rating card's top: the cover's height.
const cardTop = 80 + 12

// charted says whether a rating has a history to draw.
func charted(rt *online.Rating) bool { return rt != nil && len(rt.History) > 1 }

func (w *ratingRow) Rect() image.Rectangle { return w.R }
func (w *ratingRow) Enabled() bool         { return true }
func (w *ratingRow) Activate()             { w.Open() }
func (w *ratingRow) Tip() string           { return lang.T("online.rated.tip") }

// Label is the row in words (tests, and what a screen reader would say).
func (w *ratingRow) Label() string {
	title := scenes.GameTitle(w.Game)
	if w.Rt == nil {
		return lang.T("online.unrated", "Game", title)
	}
	return lang.T("online.rated", "Game", title, "Rating", int(math.Round(w.Rt.Rating)), "Won", w.Rt.Wins, "Count", w.Rt.Games)
}

func (w *ratingRow) Draw(dst *ebiten.Image, st ui.State) {
	r := w.R
	fg, sub := rowFrame(dst, r, st)
	defer ui.Within(r)()
	art := coverCrop(dst, w.Game, image.Rect(r.Min.X+5, r.Min.Y+5, r.Min.X+5+min(cardArtW/2, (r.Dy()-10)*cardArtW/cardArtH), r.Max.Y-5))
	top := r
	if w.Card {
		art = coverCrop(dst, w.Game, image.Rect(r.Min.X+6, r.Min.Y+6, r.Min.X+6+80, r.Min.Y+6+80))
		top.Max.Y = r.Min.Y + cardTop
		if charted(w.Rt) { // the history under the picture, across the card
			drawHistory(dst, w.Rt.History, image.Rect(r.Min.X+8+widestOf("0000")+6, top.Max.Y+4, r.Max.X-8, r.Max.Y-8-ui.LineH-2), 32, sub)
		}
		r = top
	}
	x := art.Max.X + 8
	// The figure on the right; the history before it.
	fig := "-"
	if w.Rt != nil {
		fig = fmt.Sprint(int(math.Round(w.Rt.Rating)))
	}
	fw, _ := ui.Measure(fig)
	ui.TextScaled(dst, fig, r.Max.X-10-2*fw, r.Min.Y+(r.Dy()-2*ui.LineH)/2+2, 2, fg)
	end := r.Max.X - 18 - 2*fw
	if !w.Card && charted(w.Rt) && end-x > 200 {
		spark := image.Rect(end-90, r.Min.Y+8, end-6, r.Max.Y-8)
		drawHistory(dst, w.Rt.History, spark, 0, sub)
		end = spark.Min.X - 8
	}
	// The title, and under it the games won, wrapped (then in the small
	// face) where the history leaves it too little room: the two centred
	// in the row.
	line := lang.T("online.row.unrated")
	if w.Rt != nil {
		line = lang.T("online.row.won", "Won", w.Rt.Wins, "Count", w.Rt.Games)
	}
	f, lines, _ := ui.LinesFit(line, image.Rect(x, 0, end, r.Dy()-10-ui.LineH-2))
	lh := len(lines) * f.LineHeight()
	y := r.Min.Y + (r.Dy()-ui.LineH-2-lh)/2
	ui.FitText(dst, scenes.GameTitle(w.Game), x, y, end-x, fg)
	ui.Paragraph(dst, line, image.Rect(x, y+ui.LineH+2, end, y+ui.LineH+2+lh), sub)
}

// coverCrop draws the middle of a game's cover in r (its picture in a
// list) and returns r: of the cover at half its size (halfCover) where r
// is no taller than that (a row's small picture, whole where r holds it),
// else of the cover (a phone's card).
func coverCrop(dst *ebiten.Image, key string, r image.Rectangle) image.Rectangle {
	cover := sprites.Get(scenes.Info(key).Cover)
	if small := sprites.Get(halfCover(key)); small != nil && r.Dy() <= small.Bounds().Dy() {
		cover = small
	}
	if cover == nil {
		return r
	}
	b := cover.Bounds()
	w, h := min(r.Dx(), b.Dx()), min(r.Dy(), b.Dy())
	cx, cy := b.Min.X+(b.Dx()-w)/2, b.Min.Y+(b.Dy()-h)/2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(cover.SubImage(image.Rect(cx, cy, cx+w, cy+h)).(*ebiten.Image), op)
	ui.StrokeRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Min.Y+h).Inset(-1), ui.Ink)
	return image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Min.Y+h)
}

// buildProfile lays out Ratings: a row a game, then the word on how
// ratings are made.
func (l *Lobby) buildProfile(r image.Rectangle) {
	h := max(ui.TwoLinesH(), 2*ui.LineH+20)
	keys := game.Names()
	heights := make([]int, len(keys))
	for i := range keys {
		heights[i] = h
	}
	card := false
	if ui.Portrait() {
		// Cards where they fit with the word on ratings under them: the
		// cover whole, and a rated game's history under it, the charts
		// sharing the height left (up to 80 each).
		note := ui.ParagraphH(lang.T("online.rated.about", "From", online.StartRating), r.Dx()) + 8
		charts := 0
		for _, key := range keys {
			if charted(l.rating(key)) {
				charts++
			}
		}
		left := r.Dy() - note - len(keys)*(cardTop+6)
		if card = left >= 0; card {
			ch := 0
			if charts > 0 {
				ch = min(120, left/charts)
			}
			for i, key := range keys {
				heights[i] = cardTop
				if charted(l.rating(key)) && ch >= 3*ui.LineH {
					heights[i] += ch
				}
			}
		}
	}
	y := r.Min.Y
	for i, key := range keys {
		key := key
		l.layer.Add(&ratingRow{R: image.Rect(r.Min.X, y, r.Max.X, y+heights[i]), Game: key, Rt: l.rating(key), Card: card, Open: func() { l.ShowBoard(key) }})
		y += heights[i] + 6
	}
	l.below = image.Rect(r.Min.X, y+4, r.Max.X, r.Max.Y)
}

// drawProfile draws the word on ratings under the rows.
func (l *Lobby) drawProfile(dst *ebiten.Image) {
	if l.Wait == "" {
		ui.Paragraph(dst, lang.T("online.rated.about", "From", online.StartRating), l.below, ui.Cream)
	}
}

// drawHistory draws a rating history in r as a line, a point a game
// rated, on a scale from below the lowest rating to above the highest
// (labelled, so that a change reads at its size): each step green where
// the rating went up, red where it went down. With an axis (axis > 0),
// the ratings' scale on the left and the games' numbers along the bottom
// are drawn too, outside r, the words in label.
func drawHistory(dst *ebiten.Image, hist []float64, r image.Rectangle, axis int, label color.RGBA) {
	if len(hist) == 0 {
		return
	}
	lo, hi := hist[0], hist[0]
	for _, v := range hist {
		lo, hi = min(lo, v), max(hi, v)
	}
	// Round the scale out to tens, with a margin.
	lo = math.Floor((lo-5)/10) * 10
	hi = math.Ceil((hi+5)/10) * 10
	yOf := func(v float64) int { return r.Max.Y - int(float64(r.Dy())*(v-lo)/max(1, hi-lo)) }
	n := len(hist)
	pad := 3 // the first and last points clear of the axes
	if axis > 0 {
		pad = 10
	}
	xOf := func(i int) int {
		if n == 1 {
			return r.Min.X + r.Dx()/2
		}
		return r.Min.X + pad + i*(r.Dx()-2*pad)/(n-1)
	}
	if axis > 0 {
		// The axes two pixels thick (one read as a hairline beside the
		// chart's line).
		ui.FillRect(dst, image.Rect(r.Min.X-2, r.Min.Y, r.Min.X, r.Max.Y+2), label)
		ui.FillRect(dst, image.Rect(r.Min.X-2, r.Max.Y, r.Max.X, r.Max.Y+2), label)
		for _, v := range []float64{lo, (lo + hi) / 2, hi} {
			s := fmt.Sprint(int(v))
			w, _ := ui.Measure(s)
			y := yOf(v)
			ui.FillRect(dst, image.Rect(r.Min.X-5, y, r.Min.X-2, y+1), label)
			if y < r.Max.Y {
				ui.FillRect(dst, image.Rect(r.Min.X, y, r.Max.X, y+1), ui.Charcoal)
			}
			ui.Text(dst, s, r.Min.X-6-w, y-ui.LineH/2, label)
		}
		// The games' numbers: every game where they fit, else every
		// k-th, the last always.
		step := 1
		for step < n && (r.Dx()-2*pad)*step/max(1, n-1) < widestOf(fmt.Sprint(n))+6 {
			step++
		}
		for i := 0; i < n; i++ {
			if show := i == n-1 || i%step == 0 && n-1-i >= step; !show {
				continue
			}
			s := fmt.Sprint(i + 1)
			w, _ := ui.Measure(s)
			x := xOf(i)
			ui.FillRect(dst, image.Rect(x, r.Max.Y+2, x+1, r.Max.Y+5), label)
			ui.Text(dst, s, x-w/2, r.Max.Y+4, label)
		}
	}
	width := float32(1)
	if axis > 0 { // (a chart with its axes: a line that reads at arm's length)
		width = 3
	}
	for i := 1; i < n; i++ {
		c := ui.Leaf
		if hist[i] < hist[i-1] {
			c = ui.Red
		}
		vector.StrokeLine(dst, float32(xOf(i-1))+.5, float32(yOf(hist[i-1]))+.5, float32(xOf(i))+.5, float32(yOf(hist[i]))+.5, width, c, false)
	}
	if axis > 0 { // a point a game, in its step's colour
		for i, v := range hist {
			c := ui.Cream
			switch {
			case i > 0 && v > hist[i-1]:
				c = ui.Leaf
			case i > 0 && v < hist[i-1]:
				c = ui.Red
			}
			p := image.Rect(xOf(i)-3, yOf(v)-3, xOf(i)+4, yOf(v)+4)
			if i == 0 { // the first game larger: where the line begins
				p = p.Inset(-1)
			}
			ui.FillRect(dst, p, c)
			ui.StrokeRect(dst, p.Inset(-1), ui.Ink)
		}
	}
}

// drawBoard draws a game's page: the player's rating and its history as a
// chart, with its axis and legend, and the leaderboard; side by side in
// landscape, one over the other upright.
// boardTabsH is the height of the game tabs r wide (GameTabs, laid out
// on a scratch layer).
func boardTabsH(r image.Rectangle) int {
	var scratch ui.Layer
	return scenes.GameTabs(&scratch, image.Rect(r.Min.X, 0, r.Max.X, 0), game.Names(), "", "online.board.game.tip", func(string) {})
}

// boardAreas are a game's page's parts: the player's panel (rating and
// chart), the best players' panel, and the tabs to see another game's
// (on top, across).
func (l *Lobby) boardAreas() (mine, best, tabs image.Rectangle, rowH int) {
	area := l.wide(image.Rect(0, 0, 0, ui.H-8-ui.ButtonH()-8))
	rows := l.boardRows()
	rowH = ui.LineH + 4
	if ui.Portrait() || area.Dx() < 460 {
		th := boardTabsH(area)
		tabs = image.Rect(area.Min.X, area.Min.Y, area.Max.X, area.Min.Y+th)
		area.Min.Y += th + 2
		mine = image.Rect(area.Min.X, area.Min.Y, area.Max.X, area.Min.Y+max(area.Dy()/2, min(area.Dy()-6*ui.LineH, 9*ui.LineH+40)))
		if ui.Portrait() && len(rows) > 0 {
			// Upright, the best players a row each, a line and a margin
			// high (drawn, not buttons: finger-high bands were mostly
			// empty bar), their panel as tall as they are; the chart
			// takes the rest.
			rowH = ui.LineH + 12
			need := 8 + ui.LineH + 6 + len(rows)*rowH + 4
			// And under them how ratings work, as sideways (it was
			// dropped upright, the chart stretched to 40% of the screen).
			need += 8 + ui.ParagraphH(lang.T("online.board.about", "Start", online.StartRating), area.Dx()-16) + 4
			mine.Max.Y = max(mine.Max.Y, area.Max.Y-8-need)
		}
		best = image.Rect(area.Min.X, mine.Max.Y+8, area.Max.X, area.Max.Y)
		if ui.Portrait() {
			// Where the chart keeps its half, the rows (drawn, not
			// buttons) give up height to how ratings work, down to a line
			// and a margin each.
			about := ui.ParagraphH(lang.T("online.board.about", "Start", online.StartRating), area.Dx()-16)
			for rowH > ui.LineH+10 && 8+ui.LineH+6+len(rows)*rowH+8+about+8 > best.Dy() {
				rowH--
			}
		}
		return mine, best, tabs, rowH
	}
	// Sideways, the tabs across the top over both panels, as the other
	// pages of games have them.
	th := boardTabsH(area)
	tabs = image.Rect(area.Min.X, area.Min.Y, area.Max.X, area.Min.Y+th)
	area.Min.Y += th + 2
	mine = image.Rect(area.Min.X, area.Min.Y, area.Min.X+area.Dx()*11/20, area.Max.Y)
	best = image.Rect(mine.Max.X+8, area.Min.Y, area.Max.X, area.Max.Y)
	if len(rows) > 0 { // a few players: rows in bands, a finger high
		rowH = max(rowH, min(ui.ButtonH()+4, (best.Dy()-16-ui.LineH-6)/len(rows)))
	}
	return mine, best, tabs, rowH
}

// boardRows are the best players' rows: the leaders, then the player
// where not among them.
func (l *Lobby) boardRows() []online.Leader {
	rows := l.leaders.Leaders
	if l.leaders.Me != nil {
		rows = append(append([]online.Leader(nil), rows...), *l.leaders.Me)
	}
	return rows
}

// buildBoard lays out the tabs to see another game's ratings.
func (l *Lobby) buildBoard() {
	_, _, tabs, _ := l.boardAreas()
	scenes.GameTabs(&l.layer, image.Rect(tabs.Min.X, tabs.Min.Y, tabs.Max.X, tabs.Min.Y), game.Names(), l.board, "online.board.game.tip", func(key string) {
		if key != l.board {
			l.ShowBoard(key)
		}
	})
}

func (l *Lobby) drawBoard(dst *ebiten.Image) {
	rows := l.boardRows()
	mine, best, tabs, rowH := l.boardAreas()
	d, _ := game.Lookup(l.board)
	// The player's.
	sprites.NineSlice(dst, "frame_panel", mine, nil)
	done := ui.Within(mine)
	r := mine.Inset(8)
	// The game's cover whole: at its size upright with the height, else
	// at half its size (never cropped through the birds).
	art := image.Rect(r.Min.X, r.Min.Y, r.Min.X+cardArtW/2, r.Min.Y+cardArtH/2)
	if ui.Portrait() && r.Dy() > 360 {
		art = image.Rect(r.Min.X, r.Min.Y, r.Min.X+cardArtW, r.Min.Y+cardArtH)
	}
	(&gameRow{G: online.Listed{Game: l.board}}).drawCover(dst, art)
	x := art.Max.X + 8
	ui.FitText(dst, scenes.GameTitle(d.Name), x, r.Min.Y, r.Max.X-x, ui.Butter)
	rt := l.rating(l.board)
	if rt == nil {
		ui.Paragraph(dst, lang.T("online.board.unrated"), image.Rect(x, r.Min.Y+ui.LineH+2, r.Max.X, r.Max.Y), ui.Cream)
	} else {
		ui.FitText(dst, lang.T("online.board.you", "Rating", int(math.Round(rt.Rating)), "Won", rt.Wins, "Count", rt.Games), x, r.Min.Y+ui.LineH+2, r.Max.X-x, ui.Cream)
		// The chart: its legend at the bottom (its two keys side by side,
		// or one over the other where they do not fit across), the games'
		// numbers above that, the ratings' scale on the left.
		keys := []struct {
			key string
			c   color.RGBA
		}{{"online.board.first", ui.Cream}, {"online.board.up", ui.Leaf}, {"online.board.down", ui.Red}}
		across := 0
		for _, k := range keys {
			across += 12 + widestOf(lang.T(k.key)) + 14
		}
		rows := 1
		if across-14 > r.Dx() {
			rows = len(keys)
		}
		legend := r.Max.Y - rows*ui.LineH
		chart := image.Rect(r.Min.X+widestOf("0000")+10, art.Max.Y+10, r.Max.X-8, legend-2*ui.LineH-8)
		if chart.Dy() >= 3*ui.LineH {
			drawHistory(dst, rt.History, chart, 48, ui.Sand)
			ui.Centered(dst, lang.T("online.board.games"), chart.Min.X+chart.Dx()/2, chart.Max.Y+3+ui.LineH, ui.Sand)
			lx, ly := r.Min.X, legend
			for _, k := range keys {
				ui.FillRect(dst, image.Rect(lx, ly+2, lx+8, ly+10), k.c)
				ui.StrokeRect(dst, image.Rect(lx-1, ly+1, lx+9, ly+11), ui.Ink)
				ui.FitText(dst, lang.T(k.key), lx+12, ly, r.Max.X-lx-12, ui.Cream)
				if rows > 1 {
					ly += ui.LineH
				} else {
					lx += 12 + widestOf(lang.T(k.key)) + 14
				}
			}
		}
	}
	done()
	// The best players.
	sprites.NineSlice(dst, "frame_panel", best, nil)
	defer ui.Within(best)()
	r = best.Inset(8)
	if tabs.Min.Y > best.Min.Y { // the tabs at the panel's foot
		r.Max.Y = tabs.Min.Y - 6
	}
	ui.Text(dst, lang.T("online.board.best"), r.Min.X, r.Min.Y, ui.Butter)
	y := r.Min.Y + ui.LineH + 6
	if len(rows) == 0 && l.Wait == "" {
		ui.Paragraph(dst, lang.T("online.board.nobody"), image.Rect(r.Min.X, y, r.Max.X, r.Max.Y), ui.Cream)
	}
	shown := 0
	// Each row's band a bar as long as its rating against the best's
	// (from a little under the lowest shown), so that the list reads as
	// a chart of who leads by how much.
	lo, hi := 0, 0
	for i, row := range rows {
		if i == 0 || row.Rating < lo {
			lo = row.Rating
		}
		hi = max(hi, row.Rating)
	}
	lo -= max(20, (hi-lo)/3)
	for _, row := range rows {
		if y+rowH-4 > r.Max.Y {
			break
		}
		shown++
		c := ui.Cream
		line := image.Rect(r.Min.X-3, y-2, r.Max.X+3, y+rowH-3)
		if rowH > ui.LineH+4 { // tall rows each a band, a gap between, to follow across (every other band left the rows floating where the player's took the one band)
			line.Max.Y -= 2
			bar := line
			bar.Max.X = line.Min.X + max(8, line.Dx()*(row.Rating-lo)/max(1, hi-lo))
			ui.StrokeRect(dst, line, ui.Charcoal)
			ui.FillRect(dst, bar, ui.Charcoal)
		}
		if row.Name == l.Me {
			ui.StrokeRect(dst, line, ui.Gold)
			c = ui.Gold
		}
		ty := y + (rowH-4-ui.LineH)/2
		s := lang.T("online.board.row", "Rating", row.Rating, "Count", row.Games)
		w, _ := ui.Measure(s)
		in := line.Inset(7) // (the words clear of a row's frame)
		ui.Text(dst, s, in.Max.X-w, ty, c)
		ui.FitText(dst, lang.T("online.board.rank", "N", row.Rank, "Name", row.Name), in.Min.X, ty, in.Max.X-w-8-in.Min.X, c)
		y += rowH
	}
	// Under a short list, how the ratings move, where it shows whole (in
	// the small face where the body's does not fit: the kit's order).
	about := lang.T("online.board.about", "Start", online.StartRating)
	if f, lines, ok := ui.LinesFit(about, image.Rect(r.Min.X, y+8, r.Max.X, r.Max.Y)); shown == len(rows) && ok {
		h := len(lines) * f.LineHeight()
		ui.Paragraph(dst, about, image.Rect(r.Min.X, r.Max.Y-h, r.Max.X, r.Max.Y), ui.Secondary)
	}
}
