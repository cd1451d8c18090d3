package lobby

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Create a game and Quick match are the offline setup screen (the game's
// card, then the choices in a panel, each row under its label: the game,
// the variant, the players, the seats) with what online play adds: the
// turn clock, seats for a friend with the code, an invited player or a
// computer; and for Quick match, the search.

// setupAreas are where a setup screen's parts go: the game's card (empty
// where there is no room for it), the panel of choices, and the row of
// buttons at the bottom.
func setupAreas(key, variant string, small bool) (card, panel, bottom image.Rectangle) {
	bh := ui.ButtonH()
	r := ui.Full()
	ui.CutTop(&r, 44)
	r = r.Inset(12)
	bottom = ui.CutBottom(&r, bh)
	ui.CutBottom(&r, 10)
	switch {
	case ui.Portrait():
		h := scenes.GameCardH(key, variant, r.Dx())
		if small { // (the goal's page under the panel needs the height: the card bare)
			h = scenes.BareCardH
		}
		card = ui.CutTop(&r, h)
		ui.CutTop(&r, 8)
	case r.Dx() >= 520:
		card = ui.CutLeft(&r, min(200, max(144, r.Dx()-400)))
		ui.CutLeft(&r, 14)
	}
	return card, r, bottom
}

// choices are the setup screen's shared rows on the lobby's game.
func (l *Lobby) choices() scenes.Choices {
	d, _ := game.Lookup(l.Game)
	return scenes.Choices{Layer: &l.layer, Def: d, Variant: l.Variant, N: l.Players, H: l.rowH,
		PickVariant: func(v string) { l.pickVariant(v); l.build() },
		PickPlayers: func(n int) { l.pickPlayers(n); l.build() }}
}

// buildSetup lays out Create a game or Quick match (or, while a quick
// match searches, the search).
func (l *Lobby) buildSetup(back *ui.Button) {
	l.shortNote, l.briefWords, l.wordsButton, l.rowH = false, false, false, 0
	l.buildSetupIn(back, false)
	if ui.Portrait() && !l.brief.Empty() && !scenes.BriefFits(l.Game, l.brief) {
		// The goal does not show whole: the card bare (its cover, title
		// and player count; the goal says what the game is) gives it the
		// room, then the clock's note on one line (what comes of a
		// player out of time: its buttons say the limit), else no goal,
		// and the card with its words.
		fits := false
		for _, short := range []bool{false, true} {
			l.layer.Clear()
			l.shortNote = short
			l.buildSetupIn(back, true)
			if fits = !l.brief.Empty() && scenes.BriefFits(l.Game, l.brief); fits {
				break
			}
		}
		if !fits {
			// Else the goal's words without their picture, under the card
			// with its words, else the bare card (as the offline setup:
			// rather than a band of bare sky over the buttons, a quarter
			// of a phone in Portuguese); else no goal.
			for _, small := range []bool{false, true} {
				l.layer.Clear()
				l.shortNote = false
				l.buildSetupIn(back, small)
				if fits = !l.brief.Empty() && scenes.BriefWordsFit(l.Game, l.brief, false); fits {
					l.briefWords, l.wordsButton = true, scenes.BriefWordsFit(l.Game, l.brief, true)
					break
				}
			}
			if !fits {
				l.layer.Clear()
				l.buildSetupIn(back, false)
				l.brief = image.Rectangle{}
				l.tallerRows(back)
			}
		}
	}
	switch {
	case l.briefWords && l.wordsButton:
		l.layer.Add(scenes.BriefWordsHowTo(l.a, l.Game, l.brief))
	case !l.brief.Empty() && !l.briefWords:
		if b := scenes.BriefHowTo(l.a, l.Game, l.brief); b != nil {
			l.layer.Add(b)
		}
	}
}

// buildSetupIn lays Create a game or Quick match out, the card's words
// bare where small is set (the goal under the choices needs the room).
func (l *Lobby) buildSetupIn(back *ui.Button, small bool) {
	card, panel, bottom := setupAreas(l.Game, l.Variant, small)
	l.bare = small && ui.Portrait()
	l.card, l.panel, l.brief, l.room, l.words = card, panel, image.Rectangle{}, panel.Max.Y, image.Rectangle{}
	if card.Empty() && !ui.Portrait() { // (no room for the card: the panel takes its place)
		l.panel.Min.X = bottom.Min.X
	}
	if l.Wait != "" { // Cancel (a quick match's search, the game's creation)
		back.R = loneBack(bottom, 220)
		l.layer.Add(back)
		return
	}
	r := panel.Inset(8)
	y := l.choiceRows(r, r)
	if y > r.Max.Y && !ui.Portrait() {
		// A short screen (a phone held sideways): the card gives way, the
		// game and its variant on the left, the seats and the clock on
		// the right.
		l.layer.Clear()
		l.card, l.panel = image.Rectangle{}, image.Rect(card.Min.X, panel.Min.Y, panel.Max.X, panel.Max.Y)
		r = l.panel.Inset(8)
		lw := r.Dx() * 2 / 5
		y = l.choiceRows(image.Rect(r.Min.X, r.Min.Y, r.Min.X+lw, r.Max.Y), image.Rect(r.Min.X+lw+12, r.Min.Y, r.Max.X, r.Max.Y))
		// Under the left column, the card bare (its cover, title and
		// count) where it keeps the note its room: Japanese's game names
		// on two rows each of two at 1280x720 took the card away, and
		// left a third of the panel bare.
		c := image.Rect(r.Min.X, l.leftEnd+2, r.Min.X+lw, l.leftEnd+2+scenes.BareCardH)
		// The note under the clock in the right column, and under it
		// what the game is (the card's words, which the bare card has not
		// the room for) where they fit: Japanese's right column ended
		// over a bare block of a quarter of the panel (reader 36).
		right := image.Rect(r.Min.X+lw+12, l.rightEnd+6, r.Max.X, r.Max.Y)
		if words, ok := setupWords(l.Game, l.Variant, right, l.noteH(right.Dx())); lw >= 144+40 && c.Max.Y <= r.Max.Y && ok {
			l.card, l.bare, l.words = c, true, words
			l.below = right
			l.setupButtons(back, bottom)
			return
		}
		if lw >= 144+40 && c.Max.Y+6+l.noteH(r.Dx()) <= r.Max.Y {
			l.card, l.bare = c, true
			y = max(y, c.Max.Y)
		}
	}
	l.below = image.Rect(r.Min.X, y+6, r.Max.X, r.Max.Y)
	if ui.Portrait() { // the panel ends with its contents
		l.panel.Max.Y = min(panel.Max.Y, y+6+l.noteH(r.Dx())+8)
		if b := image.Rect(panel.Min.X, l.panel.Max.Y+10, panel.Max.X, panel.Max.Y); b.Dy() >= 120 {
			l.brief = b // the room under it shows the rules' first page, as offline
		}
	}
	l.setupButtons(back, bottom)
}

// setupButtons adds Back and the setup's action (Create, Find) side by
// side in bottom.
func (l *Lobby) setupButtons(back *ui.Button, bottom image.Rectangle) {
	act := &ui.Button{Label: lang.T("online.do-create"), Primary: true, OnClick: l.CreateGame, Tooltip: lang.T("online.do-create.tip")}
	if l.Mode == Quick {
		act = &ui.Button{Label: lang.T("online.find"), Primary: true, OnClick: l.QuickMatch, Tooltip: lang.T("online.find.tip", "Count", online.QuickTurn/60)}
	}
	cells := ui.Grid(bottom, 2, 1, 8)
	back.R, act.R = cells[0], cells[1]
	l.layer.Add(back, act)
}

// tallerRows lays Create a game upright out again with its rows of
// buttons taller (up to a third, as the offline setup's), where no goal
// fits under the panel: the room the goal would have had goes to the
// rows rather than to a band of bare sky over the buttons (Portuguese
// and Japanese on a 360x800 phone).
func (l *Lobby) tallerRows(back *ui.Button) {
	room := l.room - l.panel.Max.Y
	rows := map[int]bool{}
	for _, w := range l.layer.Widgets {
		if b, ok := w.(*ui.Button); ok && b.R.In(l.panel) {
			rows[b.R.Min.Y] = true
		}
	}
	if room <= 12 || len(rows) == 0 {
		return
	}
	bh := ui.ButtonH()
	l.rowH = bh + min(bh/3, (room-12)/len(rows))
	l.layer.Clear()
	l.buildSetupIn(back, false)
	if l.panel.Max.Y > l.room {
		l.rowH = 0
		l.layer.Clear()
		l.buildSetupIn(back, false)
	}
	l.brief = image.Rectangle{}
}

// choiceRows adds the choices' labelled rows: the game, its variant and
// the player count from the top of left; the seats and the clock under
// them, or from the top of right where right is another column. It
// returns the y under the last row.
func (l *Lobby) choiceRows(left, right image.Rectangle) int {
	c := l.choices()

	x, y := left.Min.X, left.Min.Y
	keys := game.Names()
	var names []string
	sel := 0
	for i, k := range keys {
		d, _ := game.Lookup(k)
		names = append(names, scenes.GameTitle(d.Name))
		if k == l.Game {
			sel = i
		}
	}
	l.groups = l.groups[:0]
	top := y
	y = c.Labelled(x, y, left.Dx(), lang.T("online.game"), names, nil, sel, func(i int) { l.pickGame(keys[i]); l.build() }) + 8
	l.group(left, top, y-8)
	top = y
	d, _ := game.Lookup(l.Game)
	counts := d.SeatCounts(l.Variant)
	switch {
	case len(d.Variants) > 1 && len(counts) > 1 && len(d.Variants) <= 2 && left.Dx() >= 360:
		// The variants and the player count side by side.
		vy := c.Variants(x, y, left.Dx()*3/5, len(d.Variants))
		py := c.Players(x+left.Dx()*3/5+8, y+16, left.Dx()*2/5-8) // (level with the variants' buttons, under their label)
		y = max(vy, py+4) + 4
	case len(d.Variants) > 1:
		perRow := len(d.Variants)
		if perRow > 3 && (left.Dx()-8*(perRow-1))/perRow < 84 {
			perRow = 3
		}
		y = c.Variants(x, y, left.Dx(), perRow) + 4
		if len(counts) > 1 {
			y = c.Players(x, y, left.Dx()) + 8
		}
	default:
		y = c.Players(x, y, left.Dx()) + 8
	}
	end := y
	l.leftEnd, l.rightEnd = end, end
	l.group(left, top, y-8)
	if right != left {
		x, y = right.Min.X, right.Min.Y
	}
	if l.Mode == Create {
		top = y
		y = l.seatRows(image.Rect(x, y, right.Max.X, right.Max.Y)) + 4
		l.group(right, top, y-4-seatGap)
		top = y
		labels := make([]string, len(clocks))
		tips := make([]string, len(clocks))
		for i, k := range clocks {
			labels[i], tips[i] = k.short(), k.say()
		}
		y = c.Labelled(x, y, right.Max.X-x, lang.T("online.clock"), labels, tips, l.Clock, func(i int) { l.Clock = i; l.build() })
		l.group(right, top, y)
	}
	if right != left {
		l.rightEnd = y
	}
	return max(end, y)
}

// setupWords lays out the card's words (what the game is, then the
// variant's note) in r under a note noteH high, in the body face: their
// box, and whether they fit there whole.
func setupWords(key, variant string, r image.Rectangle, noteH int) (image.Rectangle, bool) {
	box := image.Rect(r.Min.X, r.Min.Y+noteH+10, r.Max.X, r.Max.Y-6)
	return box, ui.ParagraphH(setupWordsText(key, variant), box.Dx()) <= box.Dy()
}

// setupWordsText is the card's words: what the game is, and the
// variant's note where it has one.
func setupWordsText(key, variant string) string {
	s := lang.T(scenes.Info(key).Blurb)
	if n := scenes.VariantNote(key, variant); n != "" {
		s += "\n\n" + n
	}
	return s
}

// group notes a group of the choices (the game, the players, the seats,
// the clock) from top to bottom in r: upright, each is drawn on a band of
// its own (drawGroups), so that the page reads as four groups, not as one
// run of buttons.
func (l *Lobby) group(r image.Rectangle, top, bottom int) {
	if ui.Portrait() && bottom > top {
		l.groups = append(l.groups, image.Rect(r.Min.X-4, top-4, r.Max.X+4, bottom+3))
	}
}

// drawGroups draws the choices' groups' bands (group).
func (l *Lobby) drawGroups(dst *ebiten.Image) {
	for _, g := range l.groups {
		ui.FillRect(dst, g, ui.Night)
		ui.StrokeRect(dst, g, ui.Charcoal)
	}
}

// note is what the panel says under its choices in r: the clock's rule
// (only the limit where the rest does not fit), or how quick match plays.
func (l *Lobby) note(r image.Rectangle) string {
	if l.Mode == Quick {
		return lang.T("online.find.tip", "Count", online.QuickTurn/60)
	}
	c := clocks[l.Clock]
	late := lang.T("online.clock.late")
	var s string
	switch {
	case c.secs == 0:
		s = lang.T("online.clock.note.none")
	case c.secs < 86400:
		s = lang.T("online.clock.note.live", "Clock", c.say(), "Late", late)
	default:
		s = lang.T("online.clock.note.post", "Clock", c.say(), "Late", late)
	}
	if len(ui.Wrap(s, r.Dx()))*ui.LineH <= r.Dy() && !(l.shortNote && c.secs > 0) {
		return s
	}
	// Where the whole does not fit, what the clock's buttons do not say:
	// what comes of a player out of time (the limit alone, "1 day a
	// move.", hung under the buttons that say it).
	if s = lang.T("online.clock.late"); clocks[l.Clock].secs > 0 && len(ui.Wrap(s, r.Dx()))*ui.LineH <= r.Dy() {
		return s
	}
	return ""
}

// noteH is the height the note takes at width w (the failure too, where
// there is one).
func (l *Lobby) noteH(w int) int {
	h := len(ui.Wrap(l.note(image.Rect(0, 0, w, 1<<20)), w)) * ui.LineH
	if l.Err != "" {
		h += len(ui.Wrap(l.Err, w))*ui.LineH + 6
	}
	return h
}

// seatRows adds a row a seat from the top of r, as the offline setup
// does: the seat's name, then its choices (the player's own seat says
// who they are). It returns the y under the last row.
func (l *Lobby) seatRows(r image.Rectangle) int {
	bh := max(l.rowH, ui.ButtonH())
	d, _ := game.Lookup(l.Game)
	var levels []string
	for _, lv := range d.Levels {
		levels = append(levels, scenes.LevelName(lv))
	}
	// Each seat's name after a chip of its colour (online, a seat's
	// colour is its place's: nothing to choose).
	nameW := widestOf(lang.T("setup.player", "N", l.Players)) + 8 + chipRoom
	// The name beside the buttons, else above them.
	beside := l.seatsBeside(r)
	x0, y := r.Min.X, r.Min.Y
	x := x0 + chipRoom
	nameW -= chipRoom
	l.chips = l.chips[:0]
	for i := 0; i < l.Players; i++ {
		name := lang.T("setup.player", "N", i+1)
		chipY := y + (ui.LineH-ui.SeatChipSide)/2
		if i > 0 && beside {
			chipY = y + (bh-ui.LineH)/2 + (ui.LineH-ui.SeatChipSide)/2
		}
		you := lang.T("online.you")
		if l.Me != "" {
			you = lang.T("online.player.you", "Name", l.Me)
		}
		if i == 0 && beside {
			// The player's own seat, a row as the others are, under the
			// headings of their columns: who plays it, in words on the
			// row (nothing to choose: a chosen button that cannot change
			// read as one to press).
			cells := ui.Grid(image.Rect(x0+nameW+12, y, r.Max.X, y+bh), 4, 1, 4)
			l.layer.Add(&ui.Label{R: image.Rect(cells[0].Min.X, y, cells[2].Max.X, y+14), Text: lang.T("setup.played-by"), Color: ui.Butter},
				&ui.Label{R: image.Rect(cells[3].Min.X, y, cells[3].Max.X, y+14), Text: lang.T("setup.level"), Color: ui.Butter})
			y += 16
			mid := y + (bh-ui.LineH)/2
			l.chips = append(l.chips, image.Rect(x0, mid+(ui.LineH-ui.SeatChipSide)/2, x0+ui.SeatChipSide, mid+(ui.LineH+ui.SeatChipSide)/2))
			l.layer.Add(&ui.Label{R: image.Rect(x, mid, x+nameW, mid+14), Text: name, Color: ui.Cream},
				youCell(image.Rect(cells[0].Min.X, y, cells[2].Max.X, y+bh), you),
				l.levelButton(image.Rect(cells[3].Min.X, y, cells[3].Max.X, y+bh), false, "", nil))
			y += bh + 4
			continue
		}
		if i == 0 { // the player's own seat: its name, then who they are and the level's cell on the seats' grid
			// The other seats stacked, each its name over its buttons,
			// with no headings (on a seat's name line, "Level" read as
			// part of it): a computer's level says what it is, and a
			// person's seat says it has none, as beside.
			// (Nothing here is pressed: the row is a line and a margin
			// high, not a finger's, so that the goal under the panel
			// keeps its room.)
			rh := ui.LineH + 4
			cells := ui.Grid(image.Rect(x0, y, r.Max.X, y+rh), 4, 1, 4)
			nx := x + widestOf(name) + 8
			if nx+widestOf(you)+12 > cells[2].Max.X { // (long words: the name over the row)
				l.chips = append(l.chips, image.Rect(x0, chipY, x0+ui.SeatChipSide, chipY+ui.SeatChipSide))
				l.layer.Add(&ui.Label{R: image.Rect(x, y, x+r.Dx(), y+14), Text: name, Color: ui.Cream})
				y += ui.LineH + 1
				cells, nx = ui.Grid(image.Rect(x0, y, r.Max.X, y+rh), 4, 1, 4), x0
			} else {
				mid := y + (rh-ui.LineH)/2
				l.chips = append(l.chips, image.Rect(x0, mid+(ui.LineH-ui.SeatChipSide)/2, x0+ui.SeatChipSide, mid+(ui.LineH+ui.SeatChipSide)/2))
				l.layer.Add(&ui.Label{R: image.Rect(x, mid, nx, mid+14), Text: name, Color: ui.Cream})
			}
			l.layer.Add(youCell(image.Rect(nx, y, cells[2].Max.X, y+rh), you), l.levelButton(cells[3], false, "", nil))
			y += rh + seatGap
			continue
		}
		l.chips = append(l.chips, image.Rect(x0, chipY, x0+ui.SeatChipSide, chipY+ui.SeatChipSide))
		row := image.Rect(x0, y, r.Max.X, y+bh)
		if beside {
			l.layer.Add(&ui.Label{R: image.Rect(x, y+(bh-ui.LineH)/2, x+nameW, y+(bh-ui.LineH)/2+14), Text: name, Color: ui.Cream})
			row.Min.X += nameW + 12
		} else {
			l.layer.Add(&ui.Label{R: image.Rect(x, y, x+r.Dx(), y+14), Text: name, Color: ui.Cream})
			y += ui.LineH + 1 // (its buttons under it, the gap over it: a group)
			row = image.Rect(x0, y, r.Max.X, y+bh)
		}
		j := i - 1
		seat := l.Seats[j]
		invited := strings.TrimPrefix(seat, online.InvitePrefix)
		isInvite := invited != seat
		isBot := seat != online.Human && !isInvite
		cells := ui.Grid(row, 4, 1, 4)
		invite, inviteTip := lang.T("online.seat.invite"), lang.T("online.seat.invite.tip")
		if isInvite { // the name typed, shortened where it must be (whole in the tip)
			invite, inviteTip = ui.Fit(invited, cells[1].Dx()-12), lang.T("online.invited", "Name", invited)
		}
		level := 0
		for k, lv := range d.Levels {
			if lv == seat {
				level = k
			}
		}
		l.layer.Add(
			&ui.Button{R: cells[0], Label: lang.T("online.open-seat"), Selected: seat == online.Human, Tooltip: lang.T("online.open-seat.tip"),
				OnClick: func() { l.Seats[j] = online.Human; l.build() }},
			&ui.Button{R: cells[1], Label: invite, Selected: isInvite, Tooltip: inviteTip,
				OnClick: func() { l.inviting, l.Typed, l.Mode, l.Err = j, "", Invite, ""; l.build() }},
			&ui.Button{R: cells[2], Label: lang.T("setup.computer"), Selected: isBot, Tooltip: lang.T("setup.computer.tip"),
				OnClick: func() {
					if !isBot {
						l.Seats[j] = d.Levels[min(1, len(d.Levels)-1)]
					}
					l.build()
				}},
		)
		// A person's seat says it has no level, stacked as beside.
		l.layer.Add(l.levelButton(cells[3], isBot, levels[level], func() { l.Seats[j] = d.Levels[(level+1)%len(d.Levels)]; l.build() }))
		if beside {
			y += bh + 4
		} else {
			y += bh + seatGap // (each seat's name and its buttons a group, apart from the next)
		}
	}
	return y
}

// seatGap is the room between two seats stacked (each its name over its
// buttons), and under the player's own line.
const seatGap = 6 // (the seats kept within the height the goal under the panel leaves)

// seatsBeside reports whether the seats' names go beside their buttons
// in r (else over them).
func (l *Lobby) seatsBeside(r image.Rectangle) bool {
	d, _ := game.Lookup(l.Game)
	kinds := []string{lang.T("online.open-seat"), lang.T("online.seat.invite"), lang.T("setup.computer")}
	var levels []string
	for _, lv := range d.Levels {
		levels = append(levels, scenes.LevelName(lv))
	}
	cellW := max(widestOf(kinds...), widestOf(levels...), widestOf(lang.T("setup.level.none"))) + 14
	nameW := widestOf(lang.T("setup.player", "N", l.Players)) + 8 + chipRoom
	return nameW+4*cellW+3*4 <= r.Dx()
}

// levelButton is a seat's level: the computer's, to change, or for a
// person's seat a quiet mark saying it has none (as offline).
func (l *Lobby) levelButton(r image.Rectangle, bot bool, level string, next func()) ui.Widget {
	if !bot {
		return &scenes.Blank{R: r, Tooltip: lang.T("setup.level.none.tip"), Words: lang.T("setup.level.none")}
	}
	return &ui.Button{R: r, Label: level, Tooltip: lang.T("setup.level.tip"), OnClick: next}
}

// youCell is the player's own seat's "played by": who they are, in a
// cell of the seats' grid, framed, set (nothing to choose: a chosen
// button that cannot change read as one to press; the words alone sat
// off the grid).
func youCell(r image.Rectangle, you string) ui.Widget {
	return &scenes.Blank{R: r, Words: you, Color: ui.Butter, Tooltip: lang.T("online.you.tip")}
}

// chipRoom is a seat's chip and the gap after it, before its name.
const chipRoom = ui.SeatChipSide + 5

// drawChips draws Create a game's seats' colour chips.
func (l *Lobby) drawChips(dst *ebiten.Image) {
	cols := scenes.SeatColors(l.Game)
	for i, c := range l.chips {
		if i < len(cols) {
			// The setup's chip, where the row laid it.
			ui.SeatChip(dst, c.Min, i, cols[i].C)
		}
	}
}

// widestOf is the width of the widest of these texts.
func widestOf(ss ...string) int {
	n := 0
	for _, s := range ss {
		w, _ := ui.Measure(s)
		n = max(n, w)
	}
	return n
}

// short is the limit in a button's few words.
func (c clock) short() string {
	switch {
	case c.secs == 0:
		return lang.T("online.clock.short.none")
	case c.secs < 86400:
		return lang.T("online.clock.short.min", "Count", int(c.secs/60))
	}
	return lang.T("online.clock.short.day", "Count", int(c.secs/86400))
}

// searching reports whether a quick match is looking for players.
func (l *Lobby) searching() bool { return l.Mode == Quick && l.Wait != "" }

// drawSetup draws Create a game or Quick match around its widgets: the
// card, the panel, and under the choices the note; while searching, the
// search.
func (l *Lobby) drawSetup(dst *ebiten.Image) {
	in := l.card.In(l.panel) // (sideways, the bare card under the left column: on the panel)
	card := func() {
		if l.bare {
			scenes.DrawBareCard(dst, l.Game, l.card)
		} else {
			scenes.DrawGameCard(dst, l.Game, l.Variant, l.card)
		}
	}
	if !in {
		card()
	}
	sprites.NineSlice(dst, "frame_panel", l.panel, nil)
	if l.Wait == "" {
		l.drawGroups(dst)
	}
	if in {
		card()
	}
	switch {
	case l.briefWords:
		scenes.DrawBriefWords(dst, l.Game, l.brief, l.wordsButton)
	case !l.brief.Empty():
		scenes.DrawBrief(dst, l.Game, l.brief)
	}
	if l.Mode == Create && l.Wait == "" {
		l.drawChips(dst)
	}
	if l.searching() {
		l.drawSearch(dst, l.panel.Inset(8))
		return
	}
	if l.Wait != "" {
		ui.Paragraph(dst, l.Wait, l.panel.Inset(8), ui.Cream)
		return
	}
	r := l.below
	r.Max.Y = l.panel.Max.Y - 6
	if r.Dy() < ui.LineH {
		return
	}
	if l.Err != "" {
		used := ui.Paragraph(dst, l.Err, r, ui.Butter)
		r.Min.Y += used + 6
	}
	used := ui.Paragraph(dst, l.note(r), r, ui.Sand)
	if !l.words.Empty() && l.Wait == "" {
		w := l.words
		w.Min.Y = max(w.Min.Y, r.Min.Y+used+10)
		ui.Paragraph(dst, setupWordsText(l.Game, l.Variant), w, ui.Cream)
	}
}

// drawSearch shows a quick match looking for players: what it looks for,
// a flock circling while it looks, and for how long it has looked.
func (l *Lobby) drawSearch(dst *ebiten.Image, r image.Rectangle) {
	used := ui.Paragraph(dst, l.Wait, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+3*ui.LineH), ui.Cream)
	secs := l.t - l.searchT
	r.Min.Y += used
	mid, below := l.drawFlock(dst, r)
	ui.Centered(dst, lang.T("online.searched", "Time", clockFace(int(secs))), mid.X, below, ui.Sand)
}

// drawFlock draws doves going round the roost in r, one after another
// (a wait: a quick match's search, a sign-in), and returns the middle of
// the flight and the y under it.
func (l *Lobby) drawFlock(dst *ebiten.Image, r image.Rectangle) (image.Point, int) {
	secs := l.t
	// Twice the size where there is room, three times in a phone's tall
	// panel.
	area := image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Max.Y-ui.LineH-4)
	sc := 1
	switch {
	case area.Dx() >= 340 && area.Dy() >= 420:
		sc = 3
	case area.Dx() >= 260 && area.Dy() >= 200:
		sc = 2
	}
	mid := ui.Mid(area)
	rad := float64(min(area.Dx()/2-20*sc, area.Dy()/2-14*sc, 60*sc))
	ry := rad * 0.6 // the round's height: flat, or in a tall panel taller than wide
	if area.Dy() > area.Dx() {
		ry = min(float64(area.Dy()/2-14*sc-ui.LineH), rad*1.5)
	}
	w, h := sprites.Size("dovecote")
	ui.Sprite(dst, "dovecote", mid.X-w*sc/2, mid.Y-h*sc/2, sc)
	dw, dh := sprites.Size("dove_side")
	for i := 0; i < 4; i++ {
		a := secs*1.6 - float64(i)*math.Pi/2 // a quarter of the round apart
		x := mid.X + int(rad*math.Cos(a)) - dw*sc/2
		y := mid.Y + int(ry*math.Sin(a)) - dh*sc/2 - int(2*float64(sc)*math.Abs(math.Sin(secs*8+float64(i))))
		ui.Sprite(dst, "dove_side", x, y, sc)
	}
	return mid, min(r.Max.Y-ui.LineH, mid.Y+int(ry)+dh*sc+8)
}

// clockFace is seconds as m:ss.
func clockFace(secs int) string { return fmt.Sprintf("%d:%02d", secs/60, secs%60) }
