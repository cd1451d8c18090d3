package scenes

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/store"
)

// Reviewer is a table that can become a replay of its match (table.Kit),
// the game f of the history.
type Reviewer interface{ Review(f store.Finished) }

// HistoryScreen lists a game's finished games, the newest first (and the
// one in progress, at the top): each opens in the replay viewer, and each
// can be deleted.
type HistoryScreen struct {
	a     *App
	layer ui.Layer
	game  string
	list  []store.Finished
	now   *store.Finished // the game in progress (its record), or nil
	page  int
	panel image.Rectangle
	// brief is How to play's page on past games, under a short list on a
	// phone held upright (the room would be bare).
	brief image.Rectangle
	demo  bool // a demonstration's list (shots): nothing is read or written
	// deleting shows a bin at each finished game's row (Delete games at
	// the foot turns it on and off): the rows alone otherwise.
	deleting bool
	// marks are drawn on the rows: a strip down each finished game's left
	// edge in the colour of how it ended (gold won, slate lost, sand
	// drawn), and Play's triangle at its right end where the words leave
	// the room, saying that the row opens its replay.
	marks []rowMark
}

// A rowMark is what is drawn on a row of the list over its button.
type rowMark struct {
	r    image.Rectangle
	c    color.RGBA // the strip's colour (zero: none)
	play bool
}

// NewHistory opens the history of a game ("" for the first game that has
// one).
func NewHistory(a *App, gameKey string) *HistoryScreen {
	h := &HistoryScreen{a: a, game: gameKey}
	if h.game == "" {
		h.game = Games[0].Key
		for _, g := range Games {
			if l, _ := store.History(g.Key); len(l) > 0 {
				h.game = g.Key
				break
			}
		}
	}
	h.load()
	h.build()
	return h
}

// NewHistoryOf shows the given games as a game's history (shots, tests):
// nothing is read or written.
func NewHistoryOf(a *App, gameKey string, list []store.Finished) *HistoryScreen {
	h := &HistoryScreen{a: a, game: gameKey, list: list, demo: true}
	h.build()
	return h
}

func (h *HistoryScreen) load() {
	if h.demo {
		return
	}
	var err error
	h.list, err = store.History(h.game)
	if err != nil {
		h.a.Toast(lang.T("history.unread", "Why", lang.Err(err)))
	}
	h.now = nil
	if rec, ok, _ := store.LoadGame(h.game); ok && rec != "" {
		if m, err := game.LoadRecord(rec); err == nil && !m.State.Terminal() {
			h.now = &store.Finished{ID: "now", Game: h.game, Ended: time.Now().Unix(), Variant: m.Variant, Players: m.Players, Record: rec, Actions: PlayerActions(m)}
			for seat := range m.Players {
				h.now.Mine = append(h.now.Mine, !m.IsBot(seat))
			}
		}
	}
}

// PlayerActions counts a match's actions made by players (not the dice
// nor the draws): a game's length as the history and the statistics give it.
func PlayerActions(m *game.Match) int {
	n := 0
	for _, p := range m.History() {
		if p.Seat >= 0 {
			n++
		}
	}
	return n
}

func (h *HistoryScreen) Name() string       { return "history" }
func (h *HistoryScreen) Busy() bool         { return h.layer.Busy() }
func (h *HistoryScreen) Opaque() bool       { return true }
func (h *HistoryScreen) Relayout()          { h.build() }
func (h *HistoryScreen) Widgets() *ui.Layer { return &h.layer }

// Game is the game shown (tests).
func (h *HistoryScreen) Game() string { return h.game }

// Rows are the games listed, in words, a line each (tests).
func (h *HistoryScreen) Rows() []string {
	var out []string
	for _, f := range h.rows() {
		out = append(out, h.line(f)+" | "+h.sub(f))
	}
	return out
}

// rows are the games listed: the one in progress, then the finished ones.
func (h *HistoryScreen) rows() []store.Finished {
	if h.now == nil {
		return h.list
	}
	return append([]store.Finished{*h.now}, h.list...)
}

func (h *HistoryScreen) build() {
	h.layer.Clear()
	h.marks = nil
	bh := ui.ButtonH()
	w := min(ui.W-24, 640) // (sideways, the whole width: a game of four's line whole)
	x := (ui.W - w) / 2
	y := GameTabs(&h.layer, image.Rect(x, 44, x+w, 44), gameKeys(), h.game, "history.game.tip", func(key string) {
		h.game, h.page = key, 0
		h.load()
		h.build()
	})
	by := ui.H - bh - 10
	// At the foot: Import, Delete games (where there are finished games:
	// it shows a bin at each row, and Done hides them), Back.
	foot := []*ui.Button{{Label: lang.T("records.import"), Tooltip: h.importTip(), OnClick: h.a.offerImport}}
	if len(h.list) > 0 {
		del := &ui.Button{Label: lang.T("history.delete-some"), Tooltip: lang.T("history.delete-some.tip"), Selected: h.deleting,
			OnClick: func() { h.deleting = !h.deleting; h.build() }}
		if h.deleting {
			del.Label = lang.T("history.delete-done")
		}
		foot = append(foot, del)
	}
	foot = append(foot, &ui.Button{Label: lang.T("common.back"), Tooltip: lang.T("online.back.tip"), OnClick: h.a.Pop})
	fw := min(ui.W-24, len(foot)*(footButtonW(w)+8)-8)
	for i, r := range ui.Grid(image.Rect((ui.W-fw)/2, by, (ui.W+fw)/2, by+bh), len(foot), 1, 8) {
		foot[i].R = r
		h.layer.Add(foot[i])
	}
	h.panel = image.Rect(x-6, y+4, x+w+6, by-8)
	h.brief = image.Rectangle{}
	rows := h.rows()
	// The rows' height: two lines, or the most a row's second line takes.
	rh := ui.TwoLinesH()
	rowW := w - 4 // a row: the panel less its margins, less the bin where they show
	if h.deleting {
		rowW -= bh + 6
	}
	// The seals at twice their size (won or lost read at a glance) where
	// that lays no row's words out otherwise (on more lines, or in the
	// small face).
	big := true
	for _, f := range rows {
		b := ui.Button{Label: h.line(f), Sub: h.subIn(f, rowW, false), Icon: resultIcon(f), Trail: playSlot}
		small := b.SubH(rowW)
		rh = max(rh, small)
		b.BigIcon = true
		b.Sub = h.subIn(f, rowW, true)
		big = big && b.SubH(rowW) == small
	}
	// Upright, a list shorter than the screen ends with its rows, and How
	// to play's page on past games (replays, playing on from any moment,
	// records) takes the room under it, where it is worth it.
	if ui.Portrait() {
		end := h.panel.Min.Y + 8 + 3*ui.LineH
		if n := len(rows); n > 0 {
			end = h.panel.Min.Y + 8 + n*(rh+6) - 6
		}
		// The card as tall as its rows, at the foot over the buttons;
		// the list takes the rest.
		if room := image.Rect(h.panel.Min.X, end+18, h.panel.Max.X, h.panel.Max.Y); room.Dy() >= 120 {
			if _, _, ch := h.briefLayout(room); ch > 0 {
				h.brief = image.Rect(room.Min.X, room.Max.Y-ch, room.Max.X, room.Max.Y)
				h.panel.Max.Y = h.brief.Min.Y - 10
			}
		}
	}
	if len(rows) == 0 {
		return
	}
	rs, first := ui.PageRows(&h.layer, h.panel.Inset(8), rh, len(rows), &h.page, h.build)
	for i, r := range rs {
		f := rows[first+i]
		open := r
		if f.ID != "now" && h.deleting { // a finished game can be deleted: a bin at the row's end
			open.Max.X -= bh + 6
			del := image.Rect(open.Max.X+6, r.Min.Y+(r.Dy()-bh)/2, r.Max.X, r.Min.Y+(r.Dy()+bh)/2)
			h.layer.Add(&ui.Button{R: del, Icon: "icon_bin", Tooltip: lang.T("history.delete.tip"), OnClick: func() { h.askDelete(f) }})
		}
		b := &ui.Button{R: open, Label: h.line(f), Sub: h.subIn(f, open.Dx(), big), Icon: resultIcon(f), BigIcon: big, Trail: playSlot,
			Selected: f.ID == "now", Tooltip: lang.T("history.open.tip"), OnClick: func() { h.Open(f) }}
		h.layer.Add(b)
		// Play's triangle at every row's end, in the room its words keep
		// for it (Trail): the row opens its replay.
		h.marks = append(h.marks, rowMark{r: open, c: resultColour(f), play: true})
	}
}

// resultColour is the colour of a row's strip: how the game ended for the
// player here, as its seal says (none for the game in progress).
func resultColour(f store.Finished) color.RGBA {
	switch resultIcon(f) {
	case "icon_won":
		return ui.Gold
	case "icon_lost":
		return ui.Slate
	case "icon_drawn":
		return ui.Sand
	}
	return color.RGBA{}
}

// playSlot is the room Play's triangle takes at a row's right end.
const playSlot = 18

// importTip says where records come from on this platform.
func (h *HistoryScreen) importTip() string {
	if d := RecordsFolder(h.a.Porter); d != "" {
		return lang.T("records.import.tip-folder", "Folder", d)
	}
	return lang.T("records.import.tip")
}

// GameTabs puts a button for each of the games keys across the top of r
// (one row, or two on a narrow screen or where r is too narrow for their
// names across), the one shown selected; it returns the y under them.
func GameTabs(l *ui.Layer, r image.Rectangle, keys []string, shown, tipKey string, pick func(key string)) int {
	bh := ui.ButtonH()
	per := len(keys)
	widest := 0 // (in the small face, a button's last resort before it wraps)
	for _, key := range keys {
		w, _ := ui.MeasureIn(ui.Small, GameTitle(key))
		widest = max(widest, w)
	}
	if ui.W < 460 || per > 2 && (r.Dx()-6*(per-1))/per < widest+28 { // (the emblem and the margins beside the name)
		per = 2
	}
	y := r.Min.Y
	for i := 0; i < len(keys); i += per {
		cells := ui.Grid(image.Rect(r.Min.X, y, r.Max.X, y+bh), per, 1, 6)
		for j, key := range keys[i:min(len(keys), i+per)] {
			g := Info(key)
			l.Add(&ui.Button{R: cells[j], Label: GameTitle(g.Key), Icon: Emblem(key), Selected: key == shown,
				Tooltip: lang.T(tipKey, "Game", GameTitle(g.Key)), OnClick: func() { pick(key) }})
		}
		y += bh + 6
	}
	return y
}

// line is a game's first line: how it ended and when.
func (h *HistoryScreen) line(f store.Finished) string {
	if f.ID == "now" {
		return lang.T("history.in-progress")
	}
	return lang.T("history.line", "When", lang.When(time.Unix(f.Ended, 0).Local()), "Result", resultWords(f))
}

// resultIcon is a row's mark: the game's emblem for the game in progress,
// else how it ended for the player here (a gold seal won, a slate one
// lost, a sand one shared or drawn, or watched).
func resultIcon(f store.Finished) string {
	if f.ID == "now" {
		return Emblem(f.Game)
	}
	if seat := f.Seat(); seat >= 0 {
		switch f.Outcome(seat) {
		case 1:
			return "icon_won"
		case 0:
			return "icon_drawn"
		}
		return "icon_lost"
	}
	return "icon_drawn"
}

// resultWords is how a finished game ended, for the player at this device
// where there is one.
func resultWords(f store.Finished) string {
	if seat := f.Seat(); seat >= 0 {
		switch f.Outcome(seat) {
		case 1:
			return lang.T("history.won")
		case 0:
			return lang.T("history.shared")
		}
		return lang.T("history.lost")
	}
	var winners []string
	best := -1.0
	for _, r := range f.Returns {
		best = max(best, r)
	}
	for seat, r := range f.Returns {
		if r == best {
			winners = append(winners, seatLabel(f.Game, seat))
		}
	}
	if len(winners) == 0 || len(winners) == len(f.Returns) {
		return lang.T("history.draw")
	}
	return lang.T("history.wins", "Who", lang.Say(game.Colours(winners...)))
}

func seatLabel(gameKey string, seat int) string {
	if d, err := game.Lookup(gameKey); err == nil {
		return d.SeatLabel(seat)
	}
	return fmt.Sprint(seat + 1)
}

// sub is a game's second line: who played each seat, its length and its
// scores.
func (h *HistoryScreen) sub(f store.Finished) string { return h.subWith(f, true, "") }

// subIn is a game's second line for a row w wide: where the computers
// all play at one level, that level said once after the seats ("Blue 12
// · Grey 21 · computers: Beginner", on every row with two computers or
// more, so that such rows read alike: one with "(Standard)" after each
// seat beside one with the level once read as two formats), where it
// keeps the body face there on two lines; else whole; else without the
// computers' levels (a four-player game on a phone: "Blue 12", not a line
// in the small face).
func (h *HistoryScreen) subIn(f store.Finished, w int, big bool) string {
	b := ui.Button{Label: h.line(f), Sub: h.sub(f), Icon: resultIcon(f), BigIcon: big, Trail: playSlot}
	twoLines := func(b ui.Button) bool { return b.SubInBody(w) && b.SubH(w) <= max(ui.TwoLinesH(), 3*ui.LineH+12) }
	if lv := sharedLevel(f); lv != "" {
		one := b
		one.Sub = h.subWith(f, false, lv)
		if twoLines(one) {
			return one.Sub
		}
	}
	if twoLines(b) {
		return b.Sub
	}
	if b.SubInBody(w) {
		return b.Sub
	}
	return h.subWith(f, false, "")
}

// sharedLevel is the level every computer of the game played at, where
// there are two computers or more and they all played at one ("" else).
func sharedLevel(f store.Finished) string {
	level, n := "", 0
	for seat, p := range f.Players {
		if p == "human" || seat < len(f.Mine) && f.Mine[seat] {
			continue
		}
		if level != "" && p != level {
			return ""
		}
		level, n = p, n+1
	}
	if n < 2 {
		return ""
	}
	return level
}

// subWith is a game's second line, each seat's player named (levels) or
// only the player here; level, where given, said once after the seats
// (the level all the computers played at).
func (h *HistoryScreen) subWith(f store.Finished, levels bool, level string) string {
	var who []string
	for seat, p := range f.Players {
		name := lang.T("history.person")
		switch {
		case seat < len(f.Mine) && f.Mine[seat]:
			name = lang.T("history.you")
		case p != "human":
			name = SeatWho(p, true) // (beside the seat: "Blue (Expert)")
		}
		seatWords := lang.T("history.seat", "Seat", lang.Say(game.Colour(seatLabel(f.Game, seat))), "Who", name)
		if !levels && (seat >= len(f.Mine) || !f.Mine[seat]) && (p != "human" || level == "") {
			seatWords = lang.Say(game.Colour(seatLabel(f.Game, seat)))
		}
		if seat < len(f.Scores) { // each seat's score beside it
			seatWords = lang.T("history.seat-score", "Seat", seatWords, "Score", f.Scores[seat])
		}
		// A seat, its player and its score are not parted by a line's
		// end: the lines break between the seats.
		seatWords = strings.ReplaceAll(seatWords, " ", "\u00a0")
		who = append(who, seatWords)
	}
	if level != "" {
		who = append(who, strings.ReplaceAll(lang.T("history.computers", "Level", LevelName(level)), " ", "\u00a0"))
	}
	s := lang.T("history.sub", "Players", strings.Join(who, lang.T("history.sep")), "Count", f.Actions)
	// The length goes with the last seat: never a line of its own.
	if n := len(who); n > 0 {
		if i := strings.LastIndex(s, who[n-1]); i >= 0 {
			s = s[:i] + strings.ReplaceAll(s[i:], " ", "\u00a0")
		}
	}
	return s
}

// Open shows a game in the replay viewer.
func (h *HistoryScreen) Open(f store.Finished) {
	m, err := game.LoadRecord(f.Record)
	if err != nil {
		h.a.Toast(lang.T("history.unplayable", "Why", lang.Err(err)))
		return
	}
	s, err := OpenTable(h.a, m)
	if err != nil {
		h.a.Toast(lang.Err(err))
		return
	}
	r, ok := s.(Reviewer)
	if !ok {
		h.a.Toast(lang.T("history.unplayable", "Why", GameTitle(m.Def.Name)))
		return
	}
	r.Review(f)
	h.a.Push(s)
}

// askDelete asks before a game leaves the history.
func (h *HistoryScreen) askDelete(f store.Finished) {
	h.a.Push(NewChoice(h.a, lang.T("history.delete.ask"), []string{lang.T("history.delete")}, func(int) {
		if h.demo {
			return
		}
		if err := store.DeleteFinished(f.Game, f.ID); err != nil {
			h.a.Toast(lang.T("history.not-deleted", "Why", lang.Err(err)))
		}
		h.load()
		h.build()
	}))
}

func (h *HistoryScreen) Update(a *App, f *input.Frame, dt float64) error {
	h.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Pop()
	}
	return nil
}

func (h *HistoryScreen) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	header(dst, lang.T("history.title"))
	sprites.NineSlice(dst, "frame_panel", h.panel, nil)
	if len(h.rows()) == 0 {
		ui.Paragraph(dst, lang.T("history.none", "Game", GameTitle(h.game)), h.panel.Inset(10), ui.Cream)
	}
	if !h.brief.Empty() {
		h.drawBrief(dst, h.brief)
	}
	h.layer.Draw(dst)
	drawRowMarks(dst, h.marks)
}

// drawRowMarks draws the marks on a list's rows (over their buttons).
func drawRowMarks(dst *ebiten.Image, marks []rowMark) {
	for _, m := range marks {
		if m.c.A != 0 {
			ui.FillRect(dst, image.Rect(m.r.Min.X+2, m.r.Min.Y+2, m.r.Min.X+7, m.r.Max.Y-2), m.c)
		}
		if m.play {
			iw, ih := sprites.Size("icon_play")
			slot := playSlot - 6 // its width, less the button's own margin
			ui.Sprite(dst, "icon_play", m.r.Max.X-6-slot+(slot-iw)/2, m.r.Min.Y+(m.r.Dy()-ih)/2, 1)
		}
	}
}

// briefGap is the room between the brief's rows: the design's gap
// between cards (two units).
const briefGap = 8

// briefLayout lays the brief out in a card whose top is at r.Min.Y and
// whose bottom is no lower than r.Max.Y: each item's row (its mark or
// word at the left, what it does beside it), as many as fit, the rows
// briefGap apart; and the card's height, as tall as those rows hold.
func (h *HistoryScreen) briefLayout(r image.Rectangle) (rows, marks []image.Rectangle, height int) {
	const side = 22
	x, y := r.Min.X+12, r.Min.Y+28
	for _, it := range h.briefItems() {
		lw := side
		switch {
		case it.label != "":
			lw, _ = ui.Measure(it.label)
		case it.icon == "row":
			lw = 2 * side
		}
		th := max(side, ui.ParagraphH(it.says, r.Max.X-12-(x+lw+8)))
		if y+th+10 > r.Max.Y {
			break
		}
		rows = append(rows, image.Rect(x, y, r.Max.X-12, y+th))
		marks = append(marks, image.Rect(x, y+(th-side)/2, x+lw, y+(th-side)/2+side))
		y += th + briefGap
	}
	if len(rows) == 0 {
		return nil, nil, 0
	}
	return rows, marks, rows[len(rows)-1].Max.Y + 10 - r.Min.Y
}

// Brief is the card under a short list on a phone held upright that says
// what this screen does (empty where there is none), and its rows.
func (h *HistoryScreen) Brief() (card image.Rectangle, rows []image.Rectangle) {
	if h.brief.Empty() {
		return h.brief, nil
	}
	rows, _, _ = h.briefLayout(h.brief)
	return h.brief, rows
}

// drawBrief is what this screen does, under a short list on a phone held
// upright: a row opens its game's replay (Play's triangle, as each row
// ends with it), the seals say how each game ended, and the buttons at
// the foot import a record and delete games, named in words (never drawn
// as buttons: a player would tap them) with what they do beside them; as
// many as the card holds, in that order. (The replay's own controls are
// explained on the replay, by their tips, and in How to play: here they
// were a key to buttons this screen does not have.)
func (h *HistoryScreen) drawBrief(dst *ebiten.Image, r image.Rectangle) {
	sprites.NineSlice(dst, "frame_paper", r, nil)
	defer ui.Within(r)()
	ui.Text(dst, lang.T("howto.past.title"), r.Min.X+12, r.Min.Y+8, ui.Wood)
	items := h.briefItems()
	rows, marks, _ := h.briefLayout(r)
	for i, row := range rows {
		it, b := items[i], marks[i]
		switch {
		case strings.HasPrefix(it.icon, "seal:"): // a result's seal, as the rows draw it
			icon := strings.TrimPrefix(it.icon, "seal:")
			iw, ih := sprites.Size(icon)
			ui.Sprite(dst, icon, b.Min.X+(b.Dx()-2*iw)/2, b.Min.Y+(b.Dy()-2*ih)/2, 2)
		case it.icon == "row": // a row of the list opens its replay: the triangle its end shows
			iw, ih := sprites.Size("icon_play")
			ui.Sprite(dst, "icon_play", b.Min.X+(b.Dx()-2*iw)/2, b.Min.Y+(b.Dy()-2*ih)/2, 2)
		case it.label != "": // a foot button, by its name
			ui.Text(dst, it.label, b.Min.X, row.Min.Y, ui.Wood)
		}
		tx := b.Max.X + 8
		th := ui.ParagraphH(it.says, row.Max.X-tx)
		top := row.Min.Y + (row.Dy()-th)/2
		if it.label != "" { // beside its name, on its line
			top = row.Min.Y
		}
		ui.Paragraph(dst, it.says, image.Rect(tx, top, row.Max.X, row.Max.Y), ui.Ink)
	}
}

// briefItem is one line of the past games' brief: a control or mark as
// it looks (icon, or a button's label) and what it does.
type briefItem struct{ icon, label, says string }

// briefItems are the brief's lines: what this screen's rows, seals and
// foot buttons do.
func (h *HistoryScreen) briefItems() []briefItem {
	return []briefItem{
		{icon: "row", says: lang.T("history.open.tip")}, // a row of the list opens its game's replay
		{icon: "seal:icon_won", says: lang.T("history.won")},
		{icon: "seal:icon_lost", says: lang.T("history.lost")},
		{icon: "seal:icon_drawn", says: lang.T("history.shared")},
		{label: lang.T("records.import"), says: lang.T("records.import.tip")},
		{label: lang.T("history.delete-some"), says: lang.T("history.delete-some.tip")},
	}
}

// pastGamesPage is How to play's last page for every game: its past
// games, replayed, played on from any moment, exported and imported;
// pictured with the replay's own controls and bar in the game's colours.
func pastGamesPage(key string) RulesPage {
	text := lang.T("howto.past")
	if d, err := game.Lookup(key); err == nil && d.Judge != nil {
		text += " " + lang.T("howto.analysis")
	}
	return RulesPage{Title: lang.T("howto.past.title"), Text: text, Art: func(dst *ebiten.Image, r image.Rectangle) {
		const side, gap = 24, 4
		x, y := r.Min.X, r.Min.Y
		for _, icon := range []string{"icon_first", "icon_back", "icon_play", "icon_next", "icon_last"} {
			b := image.Rect(x, y, x+side, y+side)
			sprites.NineSlice(dst, "frame_button", b, nil)
			iw, ih := sprites.Size(icon)
			ui.Sprite(dst, icon, b.Min.X+(side-iw)/2, b.Min.Y+(side-ih)/2, 1)
			x += side + gap
		}
		bar := image.Rect(r.Min.X, y+side+8, x-gap, y+2*side+8)
		ui.FillRect(dst, bar, ui.Night)
		ui.StrokeRect(dst, bar, ui.Charcoal)
		colors := SeatColors(key)
		n := 24
		for i := 0; i < n; i++ {
			x0 := bar.Min.X + 2 + i*(bar.Dx()-4)/n
			x1 := bar.Min.X + 2 + (i+1)*(bar.Dx()-4)/n
			ui.FillRect(dst, image.Rect(x0, bar.Min.Y+bar.Dy()/2-2, x1, bar.Min.Y+bar.Dy()/2+2), colors[i%2].C)
		}
		at := bar.Min.X + bar.Dx()*5/8
		ui.FillRect(dst, image.Rect(bar.Min.X+1, bar.Max.Y-4, at, bar.Max.Y-2), ui.Gold)
		ui.FillRect(dst, image.Rect(at-1, bar.Min.Y-2, at+2, bar.Max.Y+2), ui.Gold)
		if e := Emblem(key); e != "" { // the game's own piece beside the controls
			_, eh := sprites.Size(e)
			ui.Sprite(dst, e, x+6, y+(side-eh)/2, 1)
		}
	}}
}

// gameKeys are the four games' keys, in the menu's order.
func gameKeys() []string {
	keys := make([]string, len(Games))
	for i, g := range Games {
		keys[i] = g.Key
	}
	return keys
}

// OpenDemoReplay shows a demonstration game (seats players, played by the
// Beginner level: DemoFinished) as a replay, its analysis left to run (the
// browser's benchmark of the analysis, window.roost.replay).
func OpenDemoReplay(a *App, gameKey string, seats int) {
	f := DemoFinished(gameKey, seats, 5, "standard", time.Date(2026, 11, 25, 9, 15, 0, 0, time.Local))
	h := NewHistoryOf(a, gameKey, []store.Finished{f})
	a.Show(NewMenu(a), h)
	h.Open(f)
}

// OpenComputersGame opens a game between computers of one level, over the
// menu as Setup opens a table (the browser's benchmark of their thinking,
// window.roost.watch).
func OpenComputersGame(a *App, gameKey, level string, seats int) error {
	d, err := game.Lookup(gameKey)
	if err != nil {
		return err
	}
	players := make([]string, seats)
	for i := range players {
		players[i] = level
	}
	m, err := game.NewMatch(d, d.Variants[0], players, 7, "")
	if err != nil {
		return err
	}
	t, err := OpenTable(a, m)
	if err != nil {
		return err
	}
	a.Show(NewMenu(a), t)
	return nil
}
