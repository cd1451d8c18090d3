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
// time, a row of a table for each opponent (the computer's levels, people at this
// screen, online) with the games played and won, the streaks, the best
// score and the length of a game.
type StatsScreen struct {
	a     *App
	layer ui.Layer
	stats store.Stats
	game  string
	panel image.Rectangle
	table *statsTable // a row an opponent (upright, its name over it)
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
	nameY   []int          // upright, each row's name's line
	legend  image.Rectangle
	// over: upright, each opponent's name on a line over its row of
	// figures, the figures' columns across the whole width (a phone has
	// not the width for a column of names beside six of figures).
	over bool
	fig  int // the figures' size: upright twice the body's where every column holds them so, else 1
	// share: upright, the games won as a figure, and its share ("(57%)")
	// on a line of the body face under it and its bar (the whole cell at
	// twice the size did not fit a phone's width in every language, and
	// the row's figures fell to the body's size in some).
	share bool
	// legendFace is the footnote's face: the body's, or the small face
	// where the rows leave it too little height (a small phone, a long
	// language).
	legendFace ui.Face
}

// wonParts splits the games won's cell ("8 (57%)") into the count and its
// share in the language's words ("(57%)"); the share is empty where no
// game was decided.
func wonParts(t *store.Tally, cell string) (count, share string) {
	count = fmt.Sprint(t.Won)
	if t.Won+t.Drawn+t.Lost == 0 || !strings.HasPrefix(cell, count) {
		return cell, ""
	}
	return count, strings.TrimSpace(strings.TrimPrefix(cell, count))
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
// table's rows.
func (s *StatsScreen) Lines() []string {
	var out []string
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

// layTable lays the table out in r: sideways the opponent's column as
// wide as its words, the six figures sharing the rest; upright (over)
// each opponent's name over its row, the figures across the whole width.
func (s *StatsScreen) layTable(r image.Rectangle, played []string, over bool) {
	tb := &statsTable{y: r.Min.Y, over: over}
	first := 0
	for _, vs := range played {
		w, _ := ui.Measure(OpponentName(vs))
		first = max(first, w)
	}
	hw, _ := ui.Measure(lang.T("stats.col.vs"))
	first = min(max(first, hw)+10, r.Dx()*2/5)
	if over {
		first = 0
	}
	// Each column as wide as its heading on one line (or its widest
	// figure) with some air, the room over shared out alike, where that
	// fits ("Moves a game" wrapped in a column as narrow as "Won"'s);
	// else the columns alike. Upright, a heading may take two lines: its
	// longest word counts.
	avail := r.Dx() - first
	need := make([]int, len(statsCols))
	sum := 0
	tb.share = over
	measure := func(fig, air int) {
		sum = 0
		for i, k := range statsCols {
			words := []string{lang.T(k)}
			if over {
				words = strings.Fields(lang.T(k))
			}
			need[i] = ui.WidestIn(ui.Body, words...) + air
			for _, vs := range played {
				t := s.stats[s.game][vs]
				cell := tallyCells(t)[i]
				if i == 1 && tb.share {
					count, share := wonParts(t, cell)
					need[i] = max(need[i], fig*ui.WidestIn(figFace, count)+air, ui.WidestIn(ui.Body, share)+air)
					continue
				}
				need[i] = max(need[i], fig*ui.WidestIn(figFace, cell)+air)
			}
			sum += need[i]
		}
	}
	tb.fig = 1
	air := 12
	if over {
		// Upright, the figures twice their size where every column holds
		// its figures so (a phone's height is for them, not bare panel),
		// the columns closer where they need it, in every language.
		for _, a := range []int{12, 8, 6, 4} {
			if measure(2, a); sum <= avail {
				tb.fig, air = 2, a
				break
			}
		}
	}
	measure(tb.fig, air)
	if sum > avail {
		for i := range need {
			need[i] = avail / len(need)
		}
		sum = len(need) * (avail / len(need))
	}
	tb.x, tb.w = []int{r.Min.X}, []int{first}
	if over {
		tb.w[0] = r.Dx() // (the name's line, over its row)
	}
	x := r.Min.X + first
	for i := range need {
		w := need[i] + (avail-sum)/len(need)
		tb.x = append(tb.x, x)
		tb.w = append(tb.w, w)
		x += w
	}
	lines := 1
	for i, k := range append([]string{"stats.col.vs"}, statsCols...) {
		h := ui.Wrap(lang.T(k), tb.w[i]-min(6, air)) // (a word as wide as its column measured it: "対戦数" split by a narrower wrap)
		if over && i == 0 {
			h = nil // (the names say who, over their rows)
		}
		tb.head = append(tb.head, h)
		lines = max(lines, len(h))
	}
	y := r.Min.Y + lines*ui.LineH + 8
	// The rows share the height the legend leaves, up to twice as far
	// apart as they need (the table reads across more easily), the words
	// in the middle of each.
	// The bars under the games won where the rows have the room for
	// them with the legend that explains them.
	name := 0 // upright, the name's line over the figures
	if over {
		name = ui.LineH + 2
	}
	figH := tb.fig * ui.LineH
	barH := ui.LineH // the bars' room under the figures
	if tb.share {
		figH += 6 + ui.LineH // (the bar and the share under the games won)
		barH = 0
	}
	step := figH + 8 + name
	// The footnote in the body face, else (a small phone, a long
	// language: the rows leave it too little height) the small one.
	tb.legendFace = ui.Body
try:
	for _, face := range []ui.Face{ui.Body, ui.Small} {
		tb.legendFace = face
		for _, bars := range []bool{true, false} {
			tb.bars = bars
			free := r.Dy() - (lines*ui.LineH + 8) - ui.ParagraphHIn(face, statsLegend(bars), r.Dx()) - 8
			step = figH + 8 + name
			if len(played) > 0 {
				most := figH + ui.LineH + 4 + 4*name // (upright, the rows farther apart: the phone's height is theirs)
				step = min(most, max(step, free/len(played)))
			}
			if step >= figH+barH+name && free >= step*len(played) {
				break try
			}
			if !bars && free >= step*len(played) {
				break try
			}
			if !bars && face == ui.Small && len(played) > 0 {
				// Not even so: the rows closer, down to 2 px apart.
				step = max(figH+2+name, free/len(played))
			}
		}
	}
	for _, vs := range played {
		tb.tallies = append(tb.tallies, s.stats[s.game][vs])
		tb.cells = append(tb.cells, append([]string{OpponentName(vs)}, tallyCells(s.stats[s.game][vs])...))
		tb.rowTop = append(tb.rowTop, y)
		// The figures in the middle of their row; upright, the name and its
		// figures (and the bar under them) as one block in the middle.
		mid := (step - name - figH - 8) / 2
		if over {
			mid = max(0, (step-8-name-figH-min(6, barH))/2)
			tb.nameY = append(tb.nameY, y+mid)
		}
		tb.rowY = append(tb.rowY, y+name+mid)
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
			if i == 0 && tb.over {
				ui.Text(dst, c, tb.x[i], tb.nameY[r], ui.Butter)
			} else if i == 0 {
				ui.Text(dst, c, tb.x[i], y, ui.Cream)
			} else if i == 2 && tb.share {
				// The games won as a figure, its bar, and its share under it.
				count, share := wonParts(tb.tallies[r], c)
				fw, _ := ui.MeasureIn(figFace, count)
				ui.TextInScaled(dst, figFace, count, tb.x[i]+tb.w[i]/2-tb.fig*fw/2, y, tb.fig, ui.Cream)
				ui.Centered(dst, share, tb.x[i]+tb.w[i]/2, y+tb.fig*ui.LineH+6, ui.Cream)
			} else if tb.fig == 1 {
				ui.Centered(dst, c, tb.x[i]+tb.w[i]/2, y, ui.Cream)
			} else {
				fw, _ := ui.MeasureIn(figFace, c)
				ui.TextInScaled(dst, figFace, c, tb.x[i]+tb.w[i]/2-tb.fig*fw/2, y, tb.fig, ui.Cream)
			}
		}
		if tb.bars { // under the games won, the bar of won, drawn and lost
			fy := y + tb.fig*ui.LineH
			winBar(dst, image.Rect(tb.x[2]+8, fy+1, tb.x[2]+tb.w[2]-8, fy+5), tb.tallies[r])
		}
	}
	ui.ParagraphIn(dst, tb.legendFace, statsLegend(tb.bars), tb.legend, ui.Secondary)
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
	return SeatWho(vs, false)
}

func (s *StatsScreen) build() {
	s.layer.Clear()
	bh := ui.ButtonH()
	w := min(ui.W-24, 560)
	if ui.Portrait() {
		w = ui.W - 36 // (the tabs, the panel and the buttons 12 from the edges, all three)
	}
	x := (ui.W - w) / 2
	y := 48 // (clear of the title)
	y = GameTabs(&s.layer, image.Rect(x-6, y, x+w+6, y), gameKeys(), s.game, "stats.game.tip", func(key string) { s.game = key; s.build() })
	by := ui.H - bh - 10
	bw := footButtonW(w)
	foot := []image.Rectangle{image.Rect(ui.W/2-bw-4, by, ui.W/2-4, by+bh), image.Rect(ui.W/2+4, by, ui.W/2+4+bw, by+bh)}
	if ui.Portrait() {
		foot = ui.Grid(image.Rect(x-6, by, x+w+6, by+bh), 2, 1, 8)
	}
	s.layer.Add(&ui.Button{R: foot[0], Label: lang.T("history.title"),
		Tooltip: lang.T("history.tip"), OnClick: func() { s.a.Push(NewHistory(s.a, s.game)) }},
		&ui.Button{R: foot[1], Label: lang.T("common.back"),
			Tooltip: lang.T("online.back.tip"), OnClick: s.a.Pop})
	s.panel = image.Rect(x-6, y+4, x+w+6, by-8)
	s.table = nil
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
		s.layTable(s.panel.Inset(10), played, false)
		return
	}
	// Upright, the same table, each opponent's name over its row.
	s.layTable(s.panel.Inset(10), played, true)
	// The legend at the panel's foot, a footnote (the rows keep the top).
	t := s.table
	t.legend.Min.Y = max(t.legend.Min.Y, t.legend.Max.Y-ui.ParagraphHIn(t.legendFace, statsLegend(t.bars), t.legend.Dx()))
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
	if s.table == nil {
		title := s.game
		if d, err := game.Lookup(s.game); err == nil {
			title = GameTitle(d.Name)
		}
		ui.Paragraph(dst, lang.T("stats.none", "Game", title), s.panel.Inset(10), ui.Cream)
	}
	s.layer.Draw(dst)
}

// figFace is the face of a phone's statistics' figures: the body's glyphs,
// at twice the size where the cards have the room (as the title face is),
// not the tables' bold score face (heavier than the rest of the screen).
const figFace = ui.Body
