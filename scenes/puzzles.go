package scenes

import (
	"fmt"
	"image"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/puzzle"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/store"
)

// puzzleGames are the games with puzzles, in the menu's order.
func puzzleGames() []string {
	var out []string
	for _, key := range gameKeys() {
		if len(puzzle.All(key)) > 0 {
			out = append(out, key)
		}
	}
	return out
}

// Today is the day as the puzzles count it (tests set it).
var Today = time.Now

func day(t time.Time) string { return t.Format("2006-01-02") }

// DailyPuzzle is today's puzzle.
func DailyPuzzle() puzzle.Puzzle {
	t := Today()
	return puzzle.Daily(t.Year(), t.Month(), t.Day())
}

// loadPuzzles reads the progress, saying so when it could not.
func loadPuzzles(a *App) store.Puzzles {
	p, err := store.LoadPuzzles()
	if err != nil {
		a.Toast(lang.Err(err))
	}
	return p
}

// DailyWaits reports whether today's puzzle is still to be solved; progress
// that could not be read is set aside with a word to the player, as
// anywhere else it is read.
func DailyWaits(a *App) bool {
	p := DailyPuzzle()
	if p.ID == "" {
		return false
	}
	prog := loadPuzzles(a)
	return prog.LastDaily != day(Today())
}

// Puzzler is a table that can set a puzzle (the two-player games' tables,
// through their kit).
type Puzzler interface{ SetPuzzle(r *PuzzleRun) }

// A PuzzleRun is a puzzle on its table: which one, and what its end leads
// to.
type PuzzleRun struct {
	Puzzle puzzle.Puzzle
	Daily  bool // it is today's puzzle
	Show   bool // the table shows the solution (nothing is recorded)
	a      *App
}

// Number is the puzzle's place among its game's of its difficulty (from
// 1): the list of a difficulty numbers its puzzles from 1, and the
// puzzle's title says the same number with the difficulty.
func (r *PuzzleRun) Number() int {
	n := 0
	for _, p := range puzzle.All(r.Puzzle.Game) {
		if p.Level != r.Puzzle.Level {
			continue
		}
		n++
		if p.ID == r.Puzzle.ID {
			return n
		}
	}
	return 0
}

// Title is the puzzle's name: its number and difficulty, or today's.
func (r *PuzzleRun) Title() string {
	t := lang.T("puzzle.name", "N", r.Number(), "Level", LevelWords(r.Puzzle.Level))
	if r.Daily {
		t = lang.T("puzzle.daily-name", "Puzzle", t)
	}
	return t
}

// Goal is what the puzzle asks, for the side to win: "Red to play and
// win in 2 turns".
func (r *PuzzleRun) Goal(turns int) string {
	who := game.Colour(seatLabel(r.Puzzle.Game, r.Puzzle.Seat()))
	if turns <= 1 {
		return lang.T("puzzle.goal.now", "Who", lang.Say(who))
	}
	return lang.T("puzzle.goal", "Who", lang.Say(who), "Count", turns)
}

// LevelWords names a difficulty.
func LevelWords(level int) string {
	return lang.T([]string{"puzzle.easy", "puzzle.medium", "puzzle.hard"}[max(0, min(level, puzzle.Levels)-1)])
}

// Solved records the puzzle as solved (first: at the first try) and says
// how the runs stand.
func (r *PuzzleRun) Solved(first bool) string {
	if r.Show {
		return ""
	}
	prog := loadPuzzles(r.a)
	t := Today()
	prog.Solves(r.Puzzle.ID, day(t), first, r.Daily, day(t.AddDate(0, 0, -1)))
	if err := store.SavePuzzles(prog); err != nil {
		r.a.Toast(lang.T("puzzle.not-saved", "Why", lang.Err(err)))
	}
	words := lang.T("puzzle.solved.later")
	if first {
		words = lang.T("puzzle.solved.first", "Count", prog.Streak, "Best", prog.Best)
	}
	if r.Daily {
		words += " " + lang.T("puzzle.daily-run", "Count", prog.Daily)
	}
	return words
}

// Failed records a try that went wrong.
func (r *PuzzleRun) Failed() {
	if r.Show {
		return
	}
	prog := loadPuzzles(r.a)
	prog.Fails(r.Puzzle.ID)
	if err := store.SavePuzzles(prog); err != nil {
		r.a.Toast(lang.T("puzzle.not-saved", "Why", lang.Err(err)))
	}
}

// Retry sets the puzzle again from its start.
func (r *PuzzleRun) Retry() { OpenPuzzle(r.a, r.Puzzle, r.Daily, false) }

// Solution plays the puzzle's winning line on a fresh table.
func (r *PuzzleRun) Solution() { OpenPuzzle(r.a, r.Puzzle, r.Daily, true) }

// Next opens the next puzzle of the game not solved yet (after this one,
// then from the start), or the list when every one is.
func (r *PuzzleRun) Next() {
	if p, ok := nextPuzzle(r.a, r.Puzzle.Game, r.Puzzle.ID); ok {
		OpenPuzzle(r.a, p, false, false)
		return
	}
	r.Back()
}

// Back goes to the puzzles of the game.
func (r *PuzzleRun) Back() {
	r.a.Audio.StartMusic()
	r.a.Switch(NewPuzzles(r.a, r.Puzzle.Game))
}

// nextPuzzle is the first puzzle of a game after the one with id (or from
// the first, for "") that is not solved yet.
func nextPuzzle(a *App, gameKey, id string) (puzzle.Puzzle, bool) {
	return nextUnsolved(loadPuzzles(a), gameKey, id)
}

// nextUnsolved is the first puzzle of a game after the one with id (or
// from the first, for "") that prog does not have solved, going round to
// the first after the last; never the one with id itself.
func nextUnsolved(prog store.Puzzles, gameKey, id string) (puzzle.Puzzle, bool) {
	all := puzzle.All(gameKey)
	at := -1
	for i, p := range all {
		if p.ID == id {
			at = i
		}
	}
	for k := 1; k <= len(all); k++ {
		p := all[(at+k+len(all))%len(all)]
		if _, done := prog.Solved[p.ID]; !done && p.ID != id {
			return p, true
		}
	}
	return puzzle.Puzzle{}, false
}

// OpenPuzzle sets a puzzle on its game's table: the person plays the side
// to win, the computer the defence (show: the table plays the solution).
func OpenPuzzle(a *App, p puzzle.Puzzle, daily, show bool) {
	s, err := puzzleTable(a, &PuzzleRun{Puzzle: p, Daily: daily, Show: show, a: a})
	if err != nil {
		a.Toast(lang.T("puzzle.unplayable", "Why", lang.Err(err)))
		return
	}
	a.Audio.StopMusic()
	a.Switch(s)
}

func puzzleTable(a *App, r *PuzzleRun) (Scene, error) {
	p := r.Puzzle
	d, err := game.Lookup(p.Game)
	if err != nil {
		return nil, err
	}
	seat := p.Seat()
	players := []string{"human", "human"}
	players[1-seat] = d.Levels[len(d.Levels)-1]
	if r.Show {
		players[seat] = players[1-seat]
	}
	m, err := game.NewMatch(d, p.Variant, players, 1, p.Position)
	if err != nil {
		return nil, err
	}
	s, err := OpenTable(a, m)
	if err != nil {
		return nil, err
	}
	pz, ok := s.(Puzzler)
	if !ok {
		return nil, fmt.Errorf("%s has no puzzles", d.Title)
	}
	pz.SetPuzzle(r)
	return s, nil
}

// NewPuzzleTable is a puzzle's table, not shown (shots, tests).
func NewPuzzleTable(a *App, p puzzle.Puzzle, daily, show bool) (Scene, error) {
	return puzzleTable(a, &PuzzleRun{Puzzle: p, Daily: daily, Show: show, a: a})
}

// PuzzlesScreen lists a game's puzzles by difficulty, with today's puzzle
// and the player's progress and runs.
type PuzzlesScreen struct {
	a     *App
	layer ui.Layer
	game  string
	level int
	page  int
	prog  store.Puzzles
	panel image.Rectangle
	info  image.Rectangle // the progress line
	tray  image.Rectangle // under the difficulties' tabs, setting them apart from the games'
	// marks: a gold strip down each row of a puzzle not yet solved, so
	// that the ones left stand out among the solved (rows of past games
	// have the same strip in the colour of how the game ended).
	marks []rowMark
	// pics: each row's puzzle in small at its right end, drawn from its
	// position (puzzle.Picture): rows that ask the same thing ("Green to
	// play and win this turn") told apart at a glance.
	pics []pic
}

// A pic is a puzzle's picture in its row: r its place, seats the
// picture's squares (puzzle.Picture).
type pic struct {
	r     image.Rectangle
	seats [][]int
}

// picCell is the side of a square of a row's picture h tall showing
// seats: up to most px, the picture 10 px under the row's height.
func picCell(seats [][]int, h, most int) int {
	if len(seats) == 0 || len(seats[0]) == 0 {
		return 0
	}
	return min(most, (h-10)/len(seats))
}

// drawPic draws a puzzle's picture: its squares on the night, each piece
// a square in its seat's colour on an ink edge, an empty square a dim one.
func (s *PuzzlesScreen) drawPic(dst *ebiten.Image, p pic) {
	cols := SeatColors(s.game)
	ui.FillRect(dst, p.r.Inset(-2), ui.Night)
	ui.StrokeRect(dst, p.r.Inset(-2), ui.Charcoal)
	c := p.r.Dy() / len(p.seats)
	for y, row := range p.seats {
		for x, seat := range row {
			sq := image.Rect(p.r.Min.X+x*c, p.r.Min.Y+y*c, p.r.Min.X+(x+1)*c, p.r.Min.Y+(y+1)*c)
			if seat < 0 || seat >= len(cols) {
				ui.FillRect(dst, sq.Inset(1), ui.Charcoal)
				continue
			}
			ui.FillRect(dst, sq, ui.Ink)
			ui.FillRect(dst, sq.Inset(1), cols[seat].C)
		}
	}
}

// NewPuzzles opens the puzzles of a game ("" for the first with puzzles),
// at its first difficulty not all solved.
func NewPuzzles(a *App, gameKey string) *PuzzlesScreen {
	games := puzzleGames()
	if gameKey == "" && len(games) > 0 {
		gameKey = games[0]
	}
	s := &PuzzlesScreen{a: a, game: gameKey, level: 1, prog: loadPuzzles(a)}
	s.level = s.firstOpenLevel()
	s.build()
	return s
}

// NewPuzzlesOf shows a game's puzzles with the given progress (shots,
// tests): nothing is read.
func NewPuzzlesOf(a *App, gameKey string, prog store.Puzzles) *PuzzlesScreen {
	s := &PuzzlesScreen{a: a, game: gameKey, prog: prog}
	s.level = s.firstOpenLevel()
	s.build()
	return s
}

// DemoPuzzles is a player's progress after a few weeks of puzzles (shots):
// the easy Tokyo Doves puzzles solved but two, some of the others, a run.
func DemoPuzzles() store.Puzzles {
	p := store.Puzzles{Solved: map[string]store.Solved{}, Tried: map[string]bool{}, Streak: 3, Best: 11, Daily: 4, BestDaily: 9}
	t := Today()
	p.LastDaily = day(t.AddDate(0, 0, -1))
	for i, z := range puzzle.All("tokyodoves") {
		switch {
		case z.Level == 1 && i%12 != 5:
			p.Solved[z.ID] = store.Solved{First: i%4 != 1, Day: day(t.AddDate(0, 0, -30+i))}
		case z.Level == 2 && i%3 == 0:
			p.Solved[z.ID] = store.Solved{First: true, Day: day(t.AddDate(0, 0, -10+i%9))}
		case z.Level == 2 && i%5 == 1:
			p.Tried[z.ID] = true
		}
	}
	return p
}

func init() {
	RegisterShot("puzzles", ShotDef{Prep: func(a *App) {
		a.Show(NewMenu(a), NewPuzzlesOf(a, "tokyodoves", DemoPuzzles()))
	}})
	for _, sh := range []struct {
		name, game string
		level      int
		wrong      bool // a wrong first move, refuted, and the result
	}{{"puzzle", "tokyodoves", 2, false}, {"puzzle-falconry", "falconry", 3, false}, {"puzzle-failed", "tokyodoves", 2, true}} {
		RegisterShot(sh.name, ShotDef{Prep: func(a *App) {
			var p puzzle.Puzzle
			for _, z := range puzzle.All(sh.game) {
				if z.Level == sh.level {
					p = z
					break
				}
			}
			s, err := NewPuzzleTable(a, p, false, false)
			if err != nil {
				panic(err)
			}
			a.Show(s)
			if sh.wrong {
				s.(interface{ DemoWrongMove() }).DemoWrongMove()
			}
		}})
	}
}

func (s *PuzzlesScreen) firstOpenLevel() int {
	for l := 1; l <= puzzle.Levels; l++ {
		if solved, of := s.count(l); solved < of {
			return l
		}
	}
	return 1
}

// count is how many of a difficulty's puzzles are solved, of how many.
func (s *PuzzlesScreen) count(level int) (solved, of int) {
	for _, p := range puzzle.All(s.game) {
		if p.Level != level {
			continue
		}
		of++
		if _, ok := s.prog.Solved[p.ID]; ok {
			solved++
		}
	}
	return
}

func (s *PuzzlesScreen) Name() string       { return "puzzles" }
func (s *PuzzlesScreen) Busy() bool         { return s.layer.Busy() }
func (s *PuzzlesScreen) Opaque() bool       { return true }
func (s *PuzzlesScreen) Relayout()          { s.build() }
func (s *PuzzlesScreen) Widgets() *ui.Layer { return &s.layer }

// Game is the game shown, and Level the difficulty (tests).
func (s *PuzzlesScreen) Game() string { return s.game }
func (s *PuzzlesScreen) Level() int   { return s.level }

// shown are the puzzles of the game and difficulty shown.
func (s *PuzzlesScreen) shown() []puzzle.Puzzle {
	var out []puzzle.Puzzle
	for _, p := range puzzle.All(s.game) {
		if p.Level == s.level {
			out = append(out, p)
		}
	}
	return out
}

// NextUnsolved is the puzzle "Next unsolved" opens: the first not solved
// from the difficulty shown on, going round the game's puzzles.
func (s *PuzzlesScreen) NextUnsolved() (puzzle.Puzzle, bool) {
	before := "" // the puzzle before the difficulty shown
	for _, p := range puzzle.All(s.game) {
		if p.Level >= s.level {
			break
		}
		before = p.ID
	}
	return nextUnsolved(s.prog, s.game, before)
}

func (s *PuzzlesScreen) build() {
	s.layer.Clear()
	s.marks, s.pics = nil, nil
	bh := ui.ButtonH()
	wide := ui.W > ui.H && ui.W >= 560
	w := min(ui.W-24, 560)
	if wide {
		w = min(ui.W-24, 760)
	}
	x := (ui.W - w) / 2
	pickGame := func(key string) {
		s.game, s.page = key, 0
		s.level = s.firstOpenLevel()
		s.build()
	}
	// Today's puzzle and the player's figures stand apart from the games'
	// tabs (today's may be another game's): upright above them, sideways
	// in a column of their own on the right, the games over their
	// difficulties on the left (where to look, then what is there).
	games := puzzleGames()
	daily := DailyPuzzle()
	var levels, dr image.Rectangle
	y := 44 // under the title, apart from it
	if wide {
		// The left column as wide as its tabs need (the difficulties'
		// words, the games' names beside their emblems), the figures the
		// rest, in the body face where that holds them.
		half := (w - 16) / 2
		need := 0
		for l := 1; l <= puzzle.Levels; l++ {
			solved, of := s.count(l)
			lw, _ := ui.Measure(lang.T("puzzles.level", "Level", LevelWords(l), "Solved", solved, "Of", of))
			need = max(need, lw+16)
		}
		need = need*puzzle.Levels + 6*(puzzle.Levels-1)
		for _, g := range games {
			gw, _ := ui.Measure(GameTitle(g))
			need = max(need, len(games)*(gw+16+28)+6*(len(games)-1))
		}
		half = max(min(half, need), (w-16)*2/5)
		rx := x + half + 16
		gy := GameTabs(&s.layer, image.Rect(x, y, x+half, y), games, s.game, "puzzles.game.tip", pickGame)
		levels = image.Rect(x, gy+4, x+half, gy+4+bh)
		dr = image.Rect(rx, y, x+w, y+bh)
		s.info = image.Rect(rx, levels.Min.Y-4, x+w, levels.Max.Y+4)
		if daily.ID == "" {
			dr, s.info = image.Rectangle{}, image.Rect(rx, y, x+w, levels.Max.Y+4)
		}
		y = levels.Max.Y + 10
	} else {
		if daily.ID != "" {
			dr = image.Rect(x, y, x+w, y+bh)
			y += bh + 4
		}
		s.info = image.Rect(x, y, x+w, y+s.statsH(w))
		y = s.info.Max.Y + 10
		y = GameTabs(&s.layer, image.Rect(x, y, x+w, y), games, s.game, "puzzles.game.tip", pickGame)
		y += 4
		levels = image.Rect(x, y, x+w, y+bh)
		y += bh + 10
	}
	// The difficulties are a group of their own: their tabs sit in a tray
	// of the game's colours' night, apart from the games' tabs.
	s.tray = levels.Inset(-4)
	cells := ui.Grid(levels, puzzle.Levels, 1, 6)
	for l := 1; l <= puzzle.Levels; l++ {
		solved, of := s.count(l)
		s.layer.Add(&ui.Button{R: cells[l-1], Label: lang.T("puzzles.level", "Level", LevelWords(l), "Solved", solved, "Of", of),
			Selected: l == s.level, Tooltip: lang.T("puzzles.level.tip", "Level", LevelWords(l)), OnClick: func() {
				s.level, s.page = l, 0
				s.build()
			}})
	}
	// Today's puzzle a button of the list's kind, not the screen's main
	// action among the tabs: the gold strip of a puzzle not yet solved
	// until it is, then the seal of one solved. Next unsolved is the
	// primary button.
	nextPrimary := true
	if daily.ID != "" {
		label := lang.T("puzzles.daily", "Game", GameTitle(daily.Game), "Level", LevelWords(daily.Level))
		done := s.prog.LastDaily == day(Today())
		icon := Emblem(daily.Game)
		if done {
			icon = "icon_done"
		} else {
			s.marks = append(s.marks, rowMark{r: dr, c: ui.Gold})
		}
		// Not yet solved, it says "New" on the red pill the menu's
		// Puzzles button has: a banner, not one more row of the list.
		badge := ""
		if !done {
			badge = lang.T("menu.puzzles.new")
		}
		s.layer.Add(&ui.Button{R: dr, Label: label, Icon: icon, Badge: badge,
			Tooltip: lang.T("puzzles.daily.tip"), OnClick: func() { OpenPuzzle(s.a, daily, true, false) }})
	}
	by := ui.H - bh - 10
	bw := footButtonW(w)
	s.layer.Add(&ui.Button{R: image.Rect(ui.W/2-bw-4, by, ui.W/2-4, by+bh), Label: lang.T("puzzles.next"), Primary: nextPrimary,
		Tooltip: lang.T("puzzles.next.tip"), OnClick: func() {
			if p, ok := s.NextUnsolved(); ok {
				OpenPuzzle(s.a, p, false, false)
			} else {
				s.a.Toast(lang.T("puzzles.all-solved", "Game", GameTitle(s.game)))
			}
		}},
		&ui.Button{R: image.Rect(ui.W/2+4, by, ui.W/2+4+bw, by+bh), Label: lang.T("common.back"),
			Tooltip: lang.T("online.back.tip"), OnClick: s.leave})
	s.panel = image.Rect(x-6, y, x+w+6, by-8)
	list := s.shown()
	// As many rows as the panel holds: two columns where it is wide
	// enough for two of the lines side by side.
	cols := 1
	if wide {
		cols = 2
	}
	// The rows share the panel's height (no dead band over the pager):
	// as many as it holds, each as tall as that leaves them, up to half
	// again a row's height.
	// Each row's face a finger's size: the frame's ink edge, a pixel
	// each side, reads as the panel it lies on. The gap between rows
	// narrows (to 3) only where that keeps a row on the page.
	in, rh := s.panel.Inset(8), max(ui.TwoLinesH(), ui.Finger+2)
	avail := in.Dy()
	paged := func(gap int) bool { return len(list) > max(1, (avail+gap)/(rh+gap))*cols }
	down := func(gap int) int {
		if paged(gap) {
			return max(1, (avail-bh)/(rh+gap))
		}
		return max(1, (avail+gap)/(rh+gap))
	}
	gap := 6
	for gap > 3 && down(gap) < down(3) {
		gap--
	}
	if paged(gap) {
		avail -= bh // the pager's row
		if down := max(1, avail/(rh+gap)); avail/down-gap > rh {
			rh = min(rh*3/2, avail/down-gap)
		}
	} else if down := (len(list) + cols - 1) / cols; down > 0 && (avail+gap)/down-gap > rh {
		rh = min(rh*3/2, (avail+gap)/down-gap)
	}
	rs, first := ui.PageGridGap(&s.layer, in, rh, gap, cols, len(list), &s.page, s.build)
	// The rules and the day each was solved where every row of the page
	// has room for them on its line, else the rules without the day, else
	// how it stands alone (rows alike: one face, the same words for each).
	// The pictures' squares up to 8 px where every row's title and its
	// rules and how it stands still fit beside them, else up to 6, then 4;
	// else the titles whole beside the pictures (the second line shorter);
	// else no pictures: the titles are never cut for them.
	pics := make([][][]int, len(rs))
	for i := range rs {
		pics[i] = list[first+i].Picture()
	}
	trailFor := func(most int) int { // the room the widest picture keeps at the rows' right end
		trail := 0
		for i, r := range rs {
			if c := picCell(pics[i], r.Dy(), most); c > 0 {
				trail = max(trail, c*len(pics[i][0])+8)
			}
		}
		return trail
	}
	fitsBeside := func(trail int, sub bool) bool {
		for i, r := range rs {
			p := list[first+i]
			solved, ok := s.prog.Solved[p.ID]
			// (the title as a second line one character longer: the
			// label keeps a pixel more than the line under it)
			b := ui.Button{Sub: s.line(p) + ".", Icon: "icon_done", BigIcon: true, Trail: trail}
			if !b.SubFits(r.Dx()) {
				return false
			}
			b.Sub = s.sub(p, solved, ok, subRulesNoDay)
			if sub && !b.SubFits(r.Dx()) {
				return false
			}
		}
		return true
	}
	most, trail := 0, 0
	for _, sub := range []bool{true, false} {
		for _, m := range []int{8, 6, 4} {
			if t := trailFor(m); fitsBeside(t, sub) {
				most, trail = m, t
				break
			}
		}
		if most > 0 {
			break
		}
	}
	detail := subRules
	for ; detail < subStatus; detail++ {
		fits := true
		for i, r := range rs {
			p := list[first+i]
			solved, ok := s.prog.Solved[p.ID]
			b := ui.Button{Sub: s.sub(p, solved, ok, detail), Icon: "icon_done", BigIcon: true, Trail: trail}
			fits = fits && b.SubFits(r.Dx())
		}
		if fits {
			break
		}
	}
	for i, r := range rs {
		p := list[first+i]
		solved, ok := s.prog.Solved[p.ID]
		// A solved puzzle has the green seal a lesson done has, one not
		// yet solved the open ring of a lesson not yet played (and the
		// gold strip), both at twice their size (the selected style is a
		// toggle's choice).
		icon := "icon_lesson_todo"
		if ok {
			icon = "icon_done"
		}
		s.layer.Add(&ui.Button{R: r, Label: s.line(p), Sub: s.sub(p, solved, ok, detail), Icon: icon, BigIcon: true, Trail: trail,
			Tooltip: lang.T("puzzles.open.tip"), OnClick: func() { OpenPuzzle(s.a, p, false, false) }})
		if c := picCell(pics[i], r.Dy(), most); c > 0 && most > 0 {
			pw, ph := c*len(pics[i][0]), c*len(pics[i])
			x := r.Max.X - 8 - (trail-8+pw)/2 // (the pictures centred on one line down the rows)
			y := r.Min.Y + (r.Dy()-ph)/2
			s.pics = append(s.pics, pic{image.Rect(x, y, x+pw, y+ph), pics[i]})
		}
		if !ok {
			s.marks = append(s.marks, rowMark{r: r, c: ui.Gold})
		}
	}
}

// sub is a puzzle's second line: the rules it is played with (a list
// mixes them: Tokyo Doves' put-back rule or not), and how it stands for
// the player, the day it was solved where the line has room for it.
func (s *PuzzlesScreen) sub(p puzzle.Puzzle, solved store.Solved, ok bool, detail int) string {
	if detail == subStatus {
		return s.status(p, solved, ok, false)
	}
	return lang.T("puzzles.sub", "Variant", VariantName(p.Game, p.Variant), "Status", s.status(p, solved, ok, detail == subRules))
}

// How much a puzzle's row says on its second line: the rules and the day
// it was solved, the rules, or how it stands alone.
const (
	subRules = iota
	subRulesNoDay
	subStatus
)

// line is a puzzle's first line: its number and what it asks.
func (s *PuzzlesScreen) line(p puzzle.Puzzle) string {
	r := &PuzzleRun{Puzzle: p}
	return lang.T("puzzles.line", "N", r.Number(), "Goal", r.Goal(p.Turns))
}

// status is how a puzzle stands for the player (the day it was solved
// with day).
func (s *PuzzlesScreen) status(p puzzle.Puzzle, solved store.Solved, ok, day bool) string {
	when := solved.Day // the day kept, in words where it reads as one
	if t, err := time.Parse("2006-01-02", solved.Day); err == nil {
		when = lang.Day(t)
	}
	switch {
	case ok && solved.First && !day:
		return lang.T("puzzles.solved-first.short")
	case ok && !day:
		return lang.T("puzzles.solved.short")
	case ok && solved.First:
		return lang.T("puzzles.solved-first", "Day", when)
	case ok:
		return lang.T("puzzles.solved", "Day", when)
	case s.prog.Tried[p.ID]:
		return lang.T("puzzles.tried")
	}
	return lang.T("puzzles.new")
}

// A stat is one of the player's figures: a number in the figures face
// and what it counts.
type stat struct{ fig, says string }

// stats are the player's figures for the game's puzzles: solved of all,
// the run (and the best) and today's puzzles' run, as Summary says them.
func (s *PuzzlesScreen) stats() []stat {
	solved, of := 0, 0
	for l := 1; l <= puzzle.Levels; l++ {
		n, m := s.count(l)
		solved, of = solved+n, of+m
	}
	t := Today()
	run := lang.T("puzzles.stat.run", "Best", s.prog.Best)
	if i := strings.Index(run, "("); i > 0 { // the best whole on a line: "(best 11)", never "11)" alone
		run = run[:i] + strings.ReplaceAll(run[i:], " ", "\u00a0")
	}
	return []stat{
		{fmt.Sprintf("%d/%d", solved, of), lang.T("puzzles.stat.solved")},
		{fmt.Sprint(s.prog.Streak), run},
		{fmt.Sprint(s.prog.DailyRun(day(t), day(t.AddDate(0, 0, -1)))), lang.T("puzzles.stat.daily")},
	}
}

// Pictures are where the rows' pictures of their puzzles lie, in the
// rows' order, and each picture's squares (tests).
func (s *PuzzlesScreen) Pictures() ([]image.Rectangle, [][][]int) {
	var rs []image.Rectangle
	var seats [][][]int
	for _, p := range s.pics {
		rs, seats = append(rs, p.r), append(seats, p.seats)
	}
	return rs, seats
}

// Stats are the player's figures and what each counts, as drawn (tests).
func (s *PuzzlesScreen) Stats() (figs, says []string) {
	for _, t := range s.stats() {
		figs, says = append(figs, t.fig), append(says, t.says)
	}
	return figs, says
}

// statsH is the height of the figures' strip stacked in w: each figure
// at twice its size over what it counts (on up to two lines), a column
// each.
func (s *PuzzlesScreen) statsH(w int) int {
	lines := 1
	for _, t := range s.stats() {
		lines = max(lines, len(ui.Wrap(t.says, (w-16)/3-8)))
	}
	return 6 + 2*ui.LineH + 2 + min(2, lines)*ui.LineH + 6
}

// drawStats draws the player's figures on their strip r: stacked (each
// figure at twice its size over its words, a column each) where r is
// tall enough, else on one line, each figure before its words; the
// words in one face, the body's where they all fit.
func (s *PuzzlesScreen) drawStats(dst *ebiten.Image, r image.Rectangle) {
	if r.Empty() {
		return
	}
	sprites.NineSlice(dst, "frame_panel", r, nil)
	st := s.stats()
	in := r.Inset(8)
	if r.Dy() >= 2*ui.LineH+ui.LineH+12 {
		// Each column as wide as its words on one line need, the rest
		// shared: "in a row (best 11)" never touches the rules either
		// side (else the columns alike, the words wrapped).
		ws, need := make([]int, len(st)), 0
		for i, t := range st {
			fw, _ := ui.MeasureIn(ui.Figures, t.fig)
			lw, _ := ui.Measure(t.says)
			ws[i] = max(2*fw, lw) + 16
			need += ws[i]
		}
		for i := range ws {
			if need <= in.Dx() {
				ws[i] += (in.Dx() - need) / len(st)
			} else {
				ws[i] = in.Dx() / len(st)
			}
		}
		x := in.Min.X
		for i, t := range st {
			c := image.Rect(x, r.Min.Y, x+ws[i], r.Max.Y)
			x += ws[i]
			if i > 0 { // a rule between the columns
				ui.FillRect(dst, image.Rect(c.Min.X, r.Min.Y+8, c.Min.X+1, r.Max.Y-8), ui.Slate)
			}
			fw, _ := ui.MeasureIn(ui.Figures, t.fig)
			y := r.Min.Y + 6
			ui.TextInScaled(dst, ui.Figures, t.fig, c.Min.X+(c.Dx()-2*fw)/2, y, 2, ui.Butter)
			y += 2*ui.LineH + 2
			for _, l := range ui.Wrap(t.says, c.Dx()-8) {
				ui.FitCentered(dst, l, c.Min.X+c.Dx()/2, y, c.Dx()-8, ui.Secondary)
				y += ui.LineH
			}
		}
		return
	}
	// One line: the figures and their words side by side, a gap apart,
	// centred; where the body's words do not fit across, the run without
	// its best (said whole on hover or tap), then the small face for all
	// of them, then the last figures left out.
	const gap = 18
	f := ui.Body
	width := func(f ui.Face) int {
		total := 0
		for _, t := range st {
			fw, _ := ui.MeasureIn(ui.Figures, t.fig)
			lw, _ := ui.MeasureIn(f, t.says)
			total += fw + 5 + lw + gap
		}
		return total - gap
	}
	if width(f) > in.Dx() {
		whole := make([]string, len(st))
		for i, t := range st {
			whole[i] = t.fig + " " + t.says
		}
		ui.Explain(r, strings.Join(whole, lang.T("history.sep"))) // (on hover or tap, with the best)
		st[1].says = lang.T("puzzles.stat.run.short")
	}
	if width(f) > in.Dx() {
		f = ui.Small
	}
	for len(st) > 1 && width(f) > in.Dx() {
		st = st[:len(st)-1] // (today's puzzles' run, then the run: said whole on hover or tap)
	}
	x := in.Min.X + max(0, (in.Dx()-width(f))/2)
	y := r.Min.Y + (r.Dy()-ui.LineH)/2
	for i, t := range st {
		if i > 0 {
			ui.FillRect(dst, image.Rect(x-gap/2, r.Min.Y+6, x-gap/2+1, r.Max.Y-6), ui.Slate)
		}
		fw, _ := ui.MeasureIn(ui.Figures, t.fig)
		ui.TextIn(dst, ui.Figures, t.fig, x, y, ui.Butter)
		x += fw + 5
		dy := 0
		if f == ui.Small {
			dy = (ui.LineH - ui.SmallLineH + 1) / 2
		}
		ui.TextIn(dst, f, t.says, x, y+dy, ui.Secondary)
		lw, _ := ui.MeasureIn(f, t.says)
		x += lw + gap
	}
}

func (s *PuzzlesScreen) leave() {
	if len(s.a.Stack()) > 1 {
		s.a.Pop()
		return
	}
	s.a.Switch(NewMenu(s.a))
}

func (s *PuzzlesScreen) Update(a *App, f *input.Frame, dt float64) error {
	s.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		s.leave()
	}
	return nil
}

func (s *PuzzlesScreen) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	header(dst, lang.T("puzzles.title"))
	ui.FillRect(dst, s.tray, ui.Night)
	ui.StrokeRect(dst, s.tray, ui.Charcoal)
	s.drawStats(dst, s.info)
	sprites.NineSlice(dst, "frame_panel", s.panel, nil)
	s.layer.Draw(dst)
	for _, p := range s.pics {
		s.drawPic(dst, p)
	}
	drawRowMarks(dst, s.marks)
}

// puzzlesPage is How to play's page on a game's puzzles, pictured with the
// three difficulties as the Puzzles screen shows them: one, two and three
// of the game's own pieces.
func puzzlesPage(key string) RulesPage {
	return RulesPage{Title: lang.T("howto.puzzles.title"), Text: lang.T("howto.puzzles"), Art: func(dst *ebiten.Image, r image.Rectangle) {
		// Each difficulty on a plate as wide as its pieces, its name
		// under it (a picture on paper: nothing to press).
		const scale = 2
		e := Emblem(key)
		ew, eh := sprites.Size(e)
		ew, eh = ew*scale, eh*scale
		x := r.Min.X
		for l := 1; l <= puzzle.Levels; l++ {
			w := l*ew + (l-1)*2 + 12
			name := LevelWords(l)
			nw, _ := ui.Measure(name)
			cell := max(w, nw)
			b := image.Rect(x+(cell-w)/2, r.Min.Y, x+(cell-w)/2+w, r.Min.Y+eh+12)
			ui.FillRect(dst, b, ui.Sand)
			ui.StrokeRect(dst, b, ui.Ink)
			for i := 0; i < l; i++ {
				ui.Sprite(dst, e, b.Min.X+6+i*(ew+2), b.Min.Y+6, scale)
			}
			ui.Centered(dst, name, x+cell/2, b.Max.Y+3, ui.Ink)
			x += cell + 10
		}
	}}
}
