package scenes

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/store"
)

// StatsScreen shows the statistics of the finished games: a game at a
// time, a block for each opponent (the computer's levels, people at this
// screen, online) with the games played and won, the streaks, the best
// score and the length of a game.
type StatsScreen struct {
	a     *App
	layer ui.Layer
	stats store.Stats
	game  string
	panel image.Rectangle
	rows  []statsRow // portrait: a card an opponent
	// legend explains the portrait's figures under its cards.
	legend  image.Rectangle
	bars    bool        // the portrait's cards show the bars of won, drawn and lost
	fig     int         // the size of the portrait's figures: 2 (twice the figures' face) or 1
	lineGap int         // the portrait's room under each line of figures (6; 2 where the bars need it)
	table   *statsTable // landscape: a row an opponent
}

// layCards lays an opponent's card a row from *ry down to bottom (the
// bar of won, drawn and lost under each title where bars is set), and
// reports whether every opponent's card fits.
func (s *StatsScreen) layCards(played []string, x, tw, cw, bottom int, ry *int, bars bool) bool {
	for _, vs := range played {
		row := statsRow{title: OpponentName(vs), cells: tallyCells(s.stats[s.game][vs]), tally: s.stats[s.game][vs]}
		y := *ry + ui.LineH + 6
		if bars {
			// Every card keeps the bar's place, drawn where games were
			// decided (none between people at this screen): the cards'
			// figures at one height under their titles.
			if t := row.tally; t.Won+t.Drawn+t.Lost > 0 {
				row.bar = image.Rect(x+6, y, x+6+tw, y+6)
			}
			y += 6 + 8
		}
		for line := 0; line < 2; line++ {
			lines := 1
			for c := 0; c < 3; c++ {
				// Each figure's name in the body face, as every label (the
				// small face read "Won" as "Hon" on a phone).
				h := ui.Wrap(lang.T(statsCols[line*3+c]), cw-6)
				row.heads = append(row.heads, h)
				lines = max(lines, len(h))
			}
			h := s.fig*ui.LineH + 2 + lines*ui.LineH
			for c := 0; c < 3; c++ {
				row.at = append(row.at, image.Rect(x+6+c*cw, y, x+6+(c+1)*cw, y+h))
			}
			y += h + s.lineGap
		}
		if y > bottom {
			return false
		}
		row.r = image.Rect(x+6, *ry, x+6+tw, y)
		s.rows = append(s.rows, row)
		*ry = y + 8 // (at least: the room left is shared out between the cards)
	}
	return true
}

// statsLegend explains the figures, and the bars where there are.
func statsLegend(bars bool) string {
	if !bars {
		return lang.T("stats.legend")
	}
	return lang.T("stats.legend") + " " + lang.T("stats.bar")
}

// winBar draws an opponent's games won, drawn and lost as one bar in r,
// each part as long as its share (nothing where no game was decided).
func winBar(dst *ebiten.Image, r image.Rectangle, t *store.Tally) {
	decided := t.Won + t.Drawn + t.Lost
	if decided == 0 || r.Dx() < 4 {
		return
	}
	ui.FillRect(dst, r.Inset(-1), ui.Ink)
	x := r.Min.X
	for i, part := range []struct {
		n int
		c color.RGBA
	}{{t.Won, ui.Leaf}, {t.Drawn, ui.DoveGrey}, {t.Lost, ui.Red}} {
		w := r.Dx() * part.n / decided
		if i == 2 {
			w = r.Max.X - x
		}
		ui.FillRect(dst, image.Rect(x, r.Min.Y, x+w, r.Max.Y), part.c)
		x += w
	}
}

// a statsTable is the landscape's table: the columns' left edges and
// widths, the headers, and a row of cells an opponent.
type statsTable struct {
	x, w    []int
	y       int // the header's top
	head    [][]string
	cells   [][]string
	tallies []*store.Tally // each row's figures (its bar)
	bars    bool           // the rows have the room for the bars
	rowY    []int          // each row's words
	rowTop  []int          // each row's top (the rule over it)
	legend  image.Rectangle
}

// a statsRow is an opponent's card in portrait, as laid out: its title,
// then its six figures in a grid of three columns, each figure over its
// name.
type statsRow struct {
	title string
	cells []string          // the figures, as the landscape table's cells
	heads [][]string        // each figure's name, wrapped to its column
	at    []image.Rectangle // each figure's place
	r     image.Rectangle
	tally *store.Tally
	bar   image.Rectangle // the bar of won, drawn and lost (empty: none decided)
}

// statsCols are the names of the figures (the landscape table's headers).
var statsCols = []string{"stats.col.played", "stats.col.won", "stats.col.now", "stats.col.best-run", "stats.col.best-score", "stats.col.length"}

// NewStats opens the statistics (those stored, or the ones given: shots).
func NewStats(a *App, st store.Stats) *StatsScreen {
	if st == nil {
		var err error
		st, err = store.LoadStats()
		if err != nil {
			a.Toast(lang.T("stats.unread", "Why", lang.Err(err)))
		}
	}
	s := &StatsScreen{a: a, stats: st, game: Games[0].Key}
	for _, g := range Games { // the first game played, in the menu's order
		if len(st[g.Key]) > 0 {
			s.game = g.Key
			break
		}
	}
	s.build()
	return s
}

func (s *StatsScreen) Name() string       { return "stats" }
func (s *StatsScreen) Busy() bool         { return s.layer.Busy() }
func (s *StatsScreen) Opaque() bool       { return true }
func (s *StatsScreen) Relayout()          { s.build() }
func (s *StatsScreen) Widgets() *ui.Layer { return &s.layer }

// Game is the game shown (tests).
func (s *StatsScreen) Game() string { return s.game }

// Lines are the opponents' figures in words, a line each (tests): the
// portrait's blocks, or the landscape table's rows.
func (s *StatsScreen) Lines() []string {
	var out []string
	for _, r := range s.rows {
		out = append(out, r.title+": "+strings.Join(r.cells, " | "))
	}
	if s.table != nil {
		for _, row := range s.table.cells {
			out = append(out, strings.Join(row, " | "))
		}
	}
	return out
}

// tallyCells are an opponent's figures as the table's cells: played, won,
// the run now, the best run, the best score, the length ("-" for none).
func tallyCells(t *store.Tally) []string {
	none := "-"
	won, now, best, score := none, none, none, none
	if decided := t.Won + t.Drawn + t.Lost; decided > 0 {
		won = lang.T("stats.cell.won", "Count", t.Won, "Percent", (100*t.Won+decided/2)/decided)
		now = fmt.Sprintf("%+d", t.Streak)
		if t.Streak == 0 {
			now = "0"
		}
		best = fmt.Sprint(t.BestStreak)
	}
	if t.Scored {
		score = fmt.Sprint(t.BestScore)
	}
	return []string{fmt.Sprint(t.Played), won, now, best, score, fmt.Sprint((t.Actions + t.Played/2) / max(1, t.Played))}
}

// layTable lays the landscape's table out in r: the opponent's column as
// wide as its words, the six figures sharing the rest.
func (s *StatsScreen) layTable(r image.Rectangle, played []string) {
	tb := &statsTable{y: r.Min.Y}
	first := 0
	for _, vs := range played {
		w, _ := ui.Measure(OpponentName(vs))
		first = max(first, w)
	}
	hw, _ := ui.Measure(lang.T("stats.col.vs"))
	first = min(max(first, hw)+10, r.Dx()*2/5)
	// Each column as wide as its heading on one line (or its widest
	// figure) with some air, the room over shared out alike, where that
	// fits ("Moves a game" wrapped in a column as narrow as "Won"'s);
	// else the columns alike.
	avail := r.Dx() - first
	need := make([]int, len(statsCols))
	sum := 0
	for i, k := range statsCols {
		need[i] = ui.WidestIn(ui.Body, lang.T(k)) + 12
		for _, vs := range played {
			need[i] = max(need[i], ui.WidestIn(ui.Body, tallyCells(s.stats[s.game][vs])[i])+12)
		}
		sum += need[i]
	}
	if sum > avail {
		for i := range need {
			need[i] = avail / len(need)
		}
		sum = len(need) * (avail / len(need))
	}
	tb.x, tb.w = []int{r.Min.X}, []int{first}
	x := r.Min.X + first
	for i := range need {
		w := need[i] + (avail-sum)/len(need)
		tb.x = append(tb.x, x)
		tb.w = append(tb.w, w)
		x += w
	}
	lines := 1
	for i, k := range append([]string{"stats.col.vs"}, statsCols...) {
		h := ui.Wrap(lang.T(k), tb.w[i]-6)
		tb.head = append(tb.head, h)
		lines = max(lines, len(h))
	}
	y := r.Min.Y + lines*ui.LineH + 8
	// The rows share the height the legend leaves, up to twice as far
	// apart as they need (the table reads across more easily), the words
	// in the middle of each.
	// The bars under the games won where the rows have the room for
	// them with the legend that explains them.
	step := ui.LineH + 8
	for _, bars := range []bool{true, false} {
		tb.bars = bars
		free := r.Dy() - (lines*ui.LineH + 8) - ui.ParagraphH(statsLegend(bars), r.Dx()) - 8
		step = ui.LineH + 8
		if len(played) > 0 {
			step = min(2*ui.LineH+4, max(step, free/len(played)))
		}
		if !bars || step >= 2*ui.LineH && free >= step*len(played) {
			break
		}
	}
	for _, vs := range played {
		tb.tallies = append(tb.tallies, s.stats[s.game][vs])
		tb.cells = append(tb.cells, append([]string{OpponentName(vs)}, tallyCells(s.stats[s.game][vs])...))
		tb.rowTop = append(tb.rowTop, y)
		tb.rowY = append(tb.rowY, y+(step-ui.LineH-8)/2)
		y += step
	}
	tb.legend = image.Rect(r.Min.X, y+4, r.Max.X, r.Max.Y)
	s.table = tb
}

func (tb *statsTable) draw(dst *ebiten.Image) {
	for i, h := range tb.head {
		for j, line := range h {
			if i == 0 {
				ui.Text(dst, line, tb.x[i], tb.y+j*ui.LineH, ui.Butter)
			} else {
				ui.Centered(dst, line, tb.x[i]+tb.w[i]/2, tb.y+j*ui.LineH, ui.Butter)
			}
		}
	}
	for r, row := range tb.cells {
		y := tb.rowY[r]
		ui.FillRect(dst, image.Rect(tb.x[0]-4, tb.rowTop[r]-4, tb.x[6]+tb.w[6]+4, tb.rowTop[r]-3), ui.Charcoal)
		for i, c := range row {
			if i == 0 {
				ui.Text(dst, c, tb.x[i], y, ui.Cream)
			} else {
				ui.Centered(dst, c, tb.x[i]+tb.w[i]/2, y, ui.Cream)
			}
		}
		if tb.bars { // under the games won, the bar of won, drawn and lost
			winBar(dst, image.Rect(tb.x[2]+8, y+ui.LineH+1, tb.x[2]+tb.w[2]-8, y+ui.LineH+5), tb.tallies[r])
		}
	}
	ui.Paragraph(dst, statsLegend(tb.bars), tb.legend, ui.Secondary)
}

// opponents are the game's opponents in order: its levels, weakest first,
// then people at this screen, then online.
func opponents(g string) []string {
	d, err := game.Lookup(g)
	if err != nil {
		return []string{store.VsPeople, store.VsOnline}
	}
	return append(append([]string(nil), d.Levels...), store.VsPeople, store.VsOnline)
}

// OpponentName is who the games were against, in the same words in
// every shape: the table's first column sideways, a card's title upright,
// and a computer named as its seat is at the table ("Computer: Expert").
func OpponentName(vs string) string {
	switch vs {
	case store.VsPeople:
		return lang.T("stats.vs-people")
	case store.VsOnline:
		return lang.T("stats.vs-online")
	}
	return lang.T("table.computer", "Level", LevelName(vs))
}

func (s *StatsScreen) build() {
	s.layer.Clear()
	bh := ui.ButtonH()
	w := min(ui.W-24, 560)
	x := (ui.W - w) / 2
	y := 48 // (clear of the title)
	y = GameTabs(&s.layer, image.Rect(x-6, y, x+w+6, y), gameKeys(), s.game, "stats.game.tip", func(key string) { s.game = key; s.build() })
	by := ui.H - bh - 10
	bw := footButtonW(w)
	s.layer.Add(&ui.Button{R: image.Rect(ui.W/2-bw-4, by, ui.W/2-4, by+bh), Label: lang.T("history.title"),
		Tooltip: lang.T("history.tip"), OnClick: func() { s.a.Push(NewHistory(s.a, s.game)) }},
		&ui.Button{R: image.Rect(ui.W/2+4, by, ui.W/2+4+bw, by+bh), Label: lang.T("common.back"),
			Tooltip: lang.T("online.back.tip"), OnClick: s.a.Pop})
	s.panel = image.Rect(x-6, y+4, x+w+6, by-8)
	s.rows, s.table = nil, nil
	var played []string
	for _, vs := range opponents(s.game) {
		if t := s.stats[s.game][vs]; t != nil && t.Played > 0 {
			played = append(played, vs)
		}
	}
	if len(played) == 0 {
		return
	}
	// Landscape: a table, a row an opponent.
	if !ui.Portrait() && w >= 440 {
		s.layTable(s.panel.Inset(10), played)
		return
	}
	// Portrait: a card an opponent, its figures in a grid of three
	// columns; the cards share the panel's height, the legend under them.
	tw := w - 12
	cw := tw / 3
	legend := ui.Wrap(statsLegend(true), tw)
	bottom := s.panel.Max.Y - 8 - len(legend)*ui.LineH - 6
	// The bars of won, drawn and lost where every card still fits with
	// them, else none.
	// The figures twice their face's size where every card still fits
	// (and each figure its column), else at their size.
	ry := s.panel.Min.Y + 8
	widest := 0
	for _, vs := range played {
		for _, c := range tallyCells(s.stats[s.game][vs]) {
			widest = max(widest, ui.WidestIn(figFace, c))
		}
	}
	// (The bars before the figures' size, and the lines of figures closer
	// together before the bars go.)
	tries := []struct {
		fig, gap int
		bars     bool
	}{{2, 6, true}, {1, 6, true}, {1, 2, true}, {2, 6, false}, {1, 6, false}}
	for i, try := range tries {
		if try.fig*widest > cw-6 && i < len(tries)-1 {
			continue
		}
		ry, s.rows, s.fig, s.bars, s.lineGap = s.panel.Min.Y+8, nil, try.fig, try.bars, try.gap
		if s.layCards(played, x, tw, cw, bottom, &ry, try.bars) {
			break
		}
	}
	// The room left is shared out between the cards (up to a line each).
	if n := len(s.rows); n > 1 {
		gap := min(ui.LineH*2, (bottom-ry)/(n-1))
		for i := range s.rows {
			d := image.Pt(0, i*gap)
			s.rows[i].r = s.rows[i].r.Add(d)
			if !s.rows[i].bar.Empty() {
				s.rows[i].bar = s.rows[i].bar.Add(d)
			}
			for j := range s.rows[i].at {
				s.rows[i].at[j] = s.rows[i].at[j].Add(d)
			}
		}
		ry += (n - 1) * gap
	}
	s.legend = image.Rect(x+6, ry, x+6+tw, ry+len(legend)*ui.LineH)
	s.panel.Max.Y = min(s.panel.Max.Y, s.legend.Max.Y+12) // as tall as its cards, the legend clear of its foot
}

func (s *StatsScreen) Update(a *App, f *input.Frame, dt float64) error {
	s.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Pop()
	}
	return nil
}

func (s *StatsScreen) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	header(dst, lang.T("stats.title"))
	sprites.NineSlice(dst, "frame_panel", s.panel, nil)
	if s.table != nil {
		s.table.draw(dst)
	}
	if len(s.rows) == 0 && s.table == nil {
		title := s.game
		if d, err := game.Lookup(s.game); err == nil {
			title = GameTitle(d.Name)
		}
		ui.Paragraph(dst, lang.T("stats.none", "Game", title), s.panel.Inset(10), ui.Cream)
	}
	for i, r := range s.rows {
		if i > 0 {
			ui.FillRect(dst, image.Rect(r.r.Min.X, r.r.Min.Y-5, r.r.Max.X, r.r.Min.Y-4), ui.Charcoal) // (between the cards, a little nearer the title under it)
		}
		ui.Text(dst, r.title, r.r.Min.X, r.r.Min.Y, ui.Butter)
		if !r.bar.Empty() {
			winBar(dst, r.bar, r.tally)
		}
		// Each figure large, its name quiet under it: a block of
		// figures, not a grid of words.
		for j, at := range r.at {
			mid := at.Min.X + at.Dx()/2
			fw, _ := ui.MeasureIn(figFace, r.cells[j])
			ui.TextInScaled(dst, figFace, r.cells[j], mid-s.fig*fw/2, at.Min.Y, s.fig, ui.Cream)
			for k, line := range r.heads[j] {
				ui.Centered(dst, line, mid, at.Min.Y+s.fig*ui.LineH+2+k*ui.LineH, ui.Secondary)
			}
		}
	}
	if len(s.rows) > 0 {
		ui.Paragraph(dst, statsLegend(s.bars), s.legend, ui.Secondary)
	}
	s.layer.Draw(dst)
}

// figFace is the face of a phone's statistics' figures: the body's glyphs,
// at twice the size where the cards have the room (as the title face is),
// not the tables' bold score face (heavier than the rest of the screen).
const figFace = ui.Body
