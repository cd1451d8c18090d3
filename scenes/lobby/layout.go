package lobby

import (
	"image"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// titles are the message keys of the screens' headings.
var titles = map[string]string{Home: "online.title", Create: "online.create", Join: "online.join-code",
	Quick: "online.quick", Games: "online.games", Name: "online.name", Invite: "online.invite", Server: "online.server",
	Profile: "online.ratings", Board: "online.board"}

// column is the screen's column of controls under the heading and the
// status line.
func column() image.Rectangle {
	w := min(ui.W-24, 420)
	return image.Rect((ui.W-w)/2, 40+2*ui.LineH+8, (ui.W+w)/2, ui.H-8)
}

// wide is r as wide as the screen allows a list (My games, Ratings), from
// the top of the content where the status says nothing.
func (l *Lobby) wide(r image.Rectangle) image.Rectangle {
	w := min(ui.W-24, 600)
	return image.Rect((ui.W-w)/2, l.top()+4, (ui.W+w)/2, r.Max.Y) // (clear of the title)
}

// status is what the screen says under its title: what it waits for, or
// the last failure ("": nothing; who is signed in is on the player's
// card); bad is a failure.
func (l *Lobby) status() (text string, bad bool) {
	switch {
	case l.retrying() != "":
		return l.retrying(), true
	case l.Wait != "" && l.trouble != "":
		return l.trouble, true
	case l.Wait != "":
		return l.Wait, false
	case l.Err != "" && !(l.Mode == Home && l.Me == ""): // (not signed in: the panel says why)
		return l.Err, true
	}
	return "", false
}

// statusRect is where the status goes: under the title, as tall as its
// lines.
func (l *Lobby) statusRect() image.Rectangle {
	text, _ := l.status()
	w := min(ui.W-24, 600)
	if l.Mode == Join || l.Mode == Name || l.Mode == Invite || l.Mode == Server {
		w = min(ui.W-24, 420)
	}
	n := min(3, max(1, len(ui.Wrap(text, w-30))))
	return image.Rect((ui.W-w)/2, 40, (ui.W+w)/2, 40+n*ui.LineH+10)
}

// top is where a screen's content begins: under the status, where there
// is one.
func (l *Lobby) top() int {
	if text, _ := l.status(); text != "" {
		return l.statusRect().Max.Y + 6
	}
	return 44
}

// drawStatus draws the status in a panel: a failure with a mark, a wait
// with dots going round.
func (l *Lobby) drawStatus(dst *ebiten.Image) {
	text, bad := l.status()
	if text == "" {
		return
	}
	r := l.statusRect()
	sprites.NineSlice(dst, "frame_panel", r, nil)
	defer ui.Within(r)()
	mark := image.Rect(r.Min.X+8, r.Min.Y+(r.Dy()-12)/2, r.Min.X+20, r.Min.Y+(r.Dy()-12)/2+12)
	if bad {
		ui.FillRect(dst, mark, ui.Red)
		ui.StrokeRect(dst, mark, ui.Ink)
		ui.Centered(dst, "!", ui.Mid(mark).X+1, mark.Min.Y, ui.Cream)
	} else {
		for i := 0; i < 3; i++ {
			c := ui.Slate
			if int(l.t*4)%3 == i {
				c = ui.Butter
			}
			ui.FillRect(dst, image.Rect(mark.Min.X+i*4, mark.Min.Y+5, mark.Min.X+i*4+3, mark.Min.Y+8), c)
		}
	}
	ui.Paragraph(dst, text, image.Rect(mark.Max.X+8, r.Min.Y+5, r.Max.X-6, r.Max.Y-3), ui.Cream)
}

// loneBack is where a lone Back (or Cancel) goes in the foot row bottom:
// on a phone upright across the screen, as every screen's button at the
// foot is there (Settings), else w wide in the middle of the row.
func loneBack(bottom image.Rectangle, w int) image.Rectangle {
	bh := ui.ButtonH()
	if ui.Portrait() {
		return image.Rect(12, bottom.Min.Y, ui.W-12, bottom.Min.Y+bh)
	}
	return ui.Centre(bottom, min(w, bottom.Dx()), bh)
}

// row cuts a row of height h off the top of r.
func row(r *image.Rectangle, h int) image.Rectangle {
	out := image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+h)
	r.Min.Y += h + 6
	return out
}

// build lays the screen out.
func (l *Lobby) build() {
	l.layer.Clear()
	l.notes = nil
	bh := ui.ButtonH()
	col := column()
	bottom := image.Rect(col.Min.X, ui.H-8-bh, col.Max.X, ui.H-8)
	back := &ui.Button{Label: lang.T("common.back"), Tooltip: lang.T("online.back.tip"), OnClick: l.back}
	if l.Wait != "" {
		back.Label = lang.T("common.cancel")
	}
	if l.Mode == Create || l.Mode == Quick {
		l.buildSetup(back)
		return
	}
	if l.Mode == Home && l.Wait == "" {
		l.buildHome(back)
		return
	}
	if l.Mode == Home { // signing in: the card and a panel with the flock going round
		var bottom image.Rectangle
		l.card, l.panel, bottom = homeAreas(l.top(), 0, false)
		back.R = loneBack(bottom, 220)
		l.layer.Add(back)
		return
	}
	if l.Wait != "" {
		l.layer.Add(back)
		back.R = loneBack(bottom, 160)
		return
	}
	switch l.Mode {
	case Join:
		keys := image.Rect(col.Min.X, col.Min.Y+codeH()+10, col.Max.X, bottom.Min.Y-8)
		if ui.Portrait() { // under the panel of the field and its words
			keys.Min.Y += 3*ui.LineH + 6
		}
		cols := 8
		if ui.W < 460 {
			cols = 6
		}
		l.keypad(keys, codeKeys, cols)
		cells := ui.Grid(bottom, 3, 1, 8)
		back.R = cells[0]
		l.layer.Add(back,
			// (Both wait for the whole code.)
			&ui.Button{R: cells[1], Label: lang.T("online.watch"), OnClick: func() { l.JoinGame(true) }, Tooltip: lang.T("online.watch.tip"), Disabled: len(l.Code) != 6},
			&ui.Button{R: cells[2], Label: lang.T("online.do-join"), Primary: true, OnClick: func() { l.JoinGame(false) }, Tooltip: lang.T("online.do-join.tip"), Disabled: len(l.Code) != 6})
		return
	case Profile:
		r := image.Rect(col.Min.X, col.Min.Y, col.Max.X, bottom.Min.Y-8)
		l.buildProfile(l.wide(r))
		// The account's settings beside Back: the name played under, and
		// the server played on (a developer's detail, off Play online's
		// first screen), its address in its tip.
		cells := ui.Grid(bottom, 3, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: lang.T("online.rename"), OnClick: func() { l.show(Name) }, Tooltip: lang.T("online.rename.tip")},
			&ui.Button{R: cells[2], Label: lang.T("online.server"), OnClick: func() { l.show(Server) },
				Tooltip: lang.T("online.server.tip") + " " + lang.T("online.on-server", "Address", l.hostWords())})
		return
	case Board:
		l.buildBoard()
	case Games:
		// The list keeps itself up to date (keepListed): no button to
		// refresh it. Where the foot row holds them, A new game's buttons
		// go beside Back, as wide as the list, and the list takes the
		// height above.
		list := l.wide(image.Rect(col.Min.X, col.Min.Y, col.Max.X, bottom.Min.Y-8))
		foot := image.Rect(list.Min.X, bottom.Min.Y, list.Max.X, bottom.Max.Y)
		l.foot = !ui.Portrait() && len(l.list) > 0 && widestOf(l.newLabels()...)+16 <= (foot.Dx()-3*8)/4
		l.gameList(list)
		if !l.foot {
			back.R = loneBack(bottom, 220)
			l.layer.Add(back)
			return
		}
		cells := ui.Grid(foot, 4, 1, 8)
		back.R = cells[0]
		l.layer.Add(back)
		l.newGameRow(cells[1:], false)
		return
	case Name, Invite, Server:
		// Letters as keys, for phones (a keyboard types too).
		cols := 10
		if ui.W < 460 {
			cols = 8
		}
		keys := nameKeys
		if l.Mode == Server {
			keys = serverKeys
		}
		area, _ := keyArea(col, bottom, len(keys)+1, cols)
		l.keypad(area, keys, cols)
	}
	switch l.Mode {
	case Server:
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: lang.T("online.use"), Primary: true, OnClick: func() { l.SetServer(l.Typed) },
			Tooltip: lang.T("online.use.tip")})
		return
	case Name:
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: lang.T("online.save"), Primary: true, OnClick: func() { l.SetName(l.Typed) }, Tooltip: lang.T("online.save.tip")})
		return
	case Invite:
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: lang.T("online.do-invite"), Primary: true, OnClick: func() { l.InviteName(l.Typed) }, Tooltip: lang.T("online.do-invite.tip")})
		return
	}
	back.R = loneBack(bottom, 160)
	l.layer.Add(back)
}

// keyArea is where a keypad of n keys goes under a typed field: below the
// field's three lines of explanation where the keys fit there at a
// finger's size (note), else right under the field across the whole
// screen (a phone held sideways).
func keyArea(col, bottom image.Rectangle, n, cols int) (image.Rectangle, bool) {
	bh := ui.ButtonH()
	r := image.Rect(col.Min.X, col.Min.Y+bh+12+3*ui.LineH, col.Max.X, bottom.Min.Y-8)
	per := max(cols, r.Dx()/(bh+4))
	if ((n+per-1)/per)*(bh+4)-4 <= r.Dy() {
		return r, true
	}
	return image.Rect(8, col.Min.Y+bh+8, ui.W-8, bottom.Min.Y-8), false
}

// nameKeys are the keys of a name's keypad (shiftKey turns the letters
// small or capital).
const nameKeys = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-." + string(shiftKey)

// serverKeys are the keys of an address's keypad.
const serverKeys = "abcdefghijklmnopqrstuvwxyz0123456789.:/-"

// shiftKey is the keypad's key between capital and small letters.
const shiftKey = '\x0e'

// keypad lays out a set of keys (for fingers; a keyboard types
// them too), under the code typed so far.
func (l *Lobby) keypad(r image.Rectangle, set string, cols int) {
	keys := []rune(set + "\b")
	// On a short screen, wider rows: as many columns as it takes for the
	// keys to fit the height at a finger's size.
	fit := func(n int) bool { return ((len(keys)+n-1)/n)*(ui.ButtonH()+4)-4 <= r.Dy() }
	for cols < len(keys) && !fit(cols) && (cols+1)*(ui.ButtonH()+4)-4 <= r.Dx() {
		cols++
	}
	most := ui.ButtonH() + 8
	sideOf := func(cols int) int {
		rows := (len(keys) + cols - 1) / cols
		return min(most, (r.Dx()-(cols-1)*4)/cols, (r.Dy()-(rows-1)*4)/rows)
	}
	if ui.Portrait() { // a phone upright: keys for the thumb, as few a row as makes them largest
		most = ui.ButtonH() * 8 / 5
		for n := cols - 1; n >= 5 && sideOf(n) > sideOf(cols); n-- {
			cols = n
		}
	}
	side := sideOf(cols)
	side = max(side, ui.ButtonH())
	w := cols*side + (cols-1)*4
	x0, y := r.Min.X+(r.Dx()-w)/2, r.Min.Y
	if ui.Portrait() { // upright, at the bottom as a phone's keyboard is: under the thumb
		rows := (len(keys) + cols - 1) / cols
		y = max(r.Min.Y, r.Max.Y-rows*(side+4)+4)
	}
	for i, k := range keys {
		k := k
		x := x0 + (i%cols)*(side+4)
		yy := y + (i/cols)*(side+4)
		lab := string(k)
		tip := ""
		switch {
		case k == '\b':
			lab, tip = lang.T("online.key.del"), lang.T("online.key.del.tip")
		case k == shiftKey && l.lower: // the letters it switches to, as the keys type them
			lab, tip = lang.T("online.key.case", "Letters", "ABC"), lang.T("online.key.capitals")
		case k == shiftKey:
			lab, tip = lang.T("online.key.case", "Letters", "abc"), lang.T("online.key.small")
		case l.lower:
			lab = strings.ToLower(lab)
		}
		kr := image.Rect(x, yy, x+side, yy+side)
		if k == '\b' { // the last key takes the rest of its row: no key stands alone
			kr.Max.X = x0 + w
		}
		l.layer.Add(&ui.Button{R: kr, Label: lab, Tooltip: tip, Selected: k == shiftKey && l.lower,
			OnClick: func() { l.press(k); l.build() }})
	}
}

// gameList lays out the player's games, one a row (its picture, the
// players and whose turn, the last move), a page at a time. A phone
// upright with room for every game shows each as a card (a larger
// picture, one seat a line, the last move whole), and A new game's
// buttons at the foot of the screen, under the thumb.
func (l *Lobby) gameList(r image.Rectangle) {
	l.below, l.listPanel = image.Rectangle{}, image.Rectangle{}
	if ui.Portrait() && l.gameCards(r) {
		return
	}
	if len(l.list) > 0 { // on a panel, as the offline lists are
		l.listPanel = r
		r = r.Inset(6)
	}
	// The rows' height: a title on two lines makes them all taller.
	extra := titlesExtra(l.list, l.Me, r.Dx())
	h, whole := rowH()+extra, 0
	for _, g := range l.list {
		whole = max(whole, wholeH(g, l.Me, r.Dx()))
	}
	tall := len(l.list)*(max(h, whole)+6) <= r.Dy()+6 // every game on one page, whole
	if tall {
		h = max(h, whole)
	}
	wide := false
	if tall && l.foot && len(l.list) > 0 { // a few games share the panel's height: no bare band under them
		if hs := wideRows(l.list, l.Me, r.Dx(), r.Dy()); hs != nil { // with their whole covers, where they fit
			wide, h = true, slices.Max(hs)
		}
		h = max(h, min(h*3/2, (r.Dy()+6)/len(l.list)-6))
	}
	if tall && !l.foot && ui.Portrait() && len(l.list) > 0 { // upright, A new game at the foot: the rows take the height over it
		need := newHeadH() + 3*(ui.ButtonH()+6) + 24 + 10
		h = max(h, min(h*3/2, (r.Dy()-need+6)/len(l.list)-6))
	}
	rows, first := ui.PageRows(&l.layer, r, h, len(l.list), &l.page, l.build)
	y := r.Min.Y
	for i, rr := range rows {
		g := l.list[first+i]
		l.layer.Add(&gameRow{R: rr, G: g, Me: l.Me, Tall: tall, Wide: wide, Open: func() { l.OpenGame(g.GameID) }})
		y = rr.Max.Y + 6
	}
	shareTitleFace(l.layer.Widgets)
	// A short list leaves room for a new game, as the first screen has it.
	need := newHeadH() + 3*(ui.ButtonH()+6) + 24 // one a row
	if !ui.Portrait() && widestOf(lang.T("online.create"), lang.T("online.join-code"), lang.T("online.quick"))+16 <= (r.Dx()-16-8)/3 {
		need = newHeadH() + (ui.ButtonH() + 6) + 24 // three across
	}
	if tall && !l.foot && r.Max.Y-y >= need {
		// Its own panel under the list's, which ends with the rows.
		base := r
		if !l.listPanel.Empty() {
			base, l.listPanel.Max.Y = l.listPanel, y
		}
		in := base.Inset(8)
		n0, notes := len(l.layer.Widgets), len(l.notes)
		end := l.newGame(in, y+18, r.Max.Y-y > 8*ui.ButtonH(), len(l.list) == 0)
		l.below = image.Rect(base.Min.X, y+10, base.Max.X, end+4)          // its panel
		if down := base.Max.Y - l.below.Max.Y; ui.Portrait() && down > 0 { // upright, at the foot: under the thumb
			l.below = l.below.Add(image.Pt(0, down))
			for _, w := range l.layer.Widgets[n0:] {
				switch w := w.(type) {
				case *ui.Label:
					w.R = w.R.Add(image.Pt(0, down))
				case *ui.Button:
					w.R = w.R.Add(image.Pt(0, down))
				}
			}
			for i := notes; i < len(l.notes); i++ {
				l.notes[i].r = l.notes[i].r.Add(image.Pt(0, down))
			}
		}
	}
}

// cardGap is the gap between two of a list's cards or rows: the design's
// gap between cards (the height a list has over never goes between them:
// spread apart, they read as an unfinished layout).
const cardGap = 6

// gameCards lays the games out as cards in one list panel that takes the
// height of r (the cards apart over the sky's bands read as floating
// tiles), packed at its top, a cardGap apart, and A new game at its foot,
// under the thumb, in the richest form the height leaves room for: each
// button a row with what it does under it (as the first screen says it),
// else one a row, else compact in two rows (its three buttons one a row,
// a third taller than a button, took a third of the screen). Each card
// has a foot with its turn clock where all have room for one. It does
// this where they all fit (false, and nothing laid out, where they do
// not).
func (l *Lobby) gameCards(r image.Rectangle) bool {
	in := r.Inset(6)
	bh := ui.ButtonH()
	labels := l.newLabels()
	cards := 0
	for _, g := range l.list {
		cards += cardH(g, in.Dx()) + cardGap
	}
	if len(l.list) == 0 {
		return false
	}
	feet := len(l.list) * cardFootH()
	room := in.Dy() - cards - 6 // (the cards, and a margin over A new game)
	// A new game's forms, richest first, and the height of each.
	type form struct {
		tips bool
		per  int
		h    int
	}
	forms := []form{{tips: true, per: 1, h: newHeadH() + l.tipsH(in.Dx(), bh)}, {per: 1, h: newHeadH() + 3*(bh+6)}}
	if widestOf(labels[:2]...)+16 <= (in.Dx()-6)/2 {
		forms = append(forms, form{per: 2, h: newHeadH() + 2*(bh+6)})
	}
	pick, foot := -1, false
	for i, f := range forms { // with the cards' feet first, else without
		if f.h+feet <= room {
			pick, foot = i, true
			break
		}
	}
	if pick < 0 {
		for i, f := range forms {
			if f.h <= room {
				pick = i
				break
			}
		}
	}
	if pick < 0 {
		return false
	}
	f := forms[pick]
	// The height still over makes A new game's buttons taller, a third
	// at most (as a setup's rows take the room its goal leaves), where
	// they are one a row; what is left of it parts the list from them.
	left := room - f.h
	if foot {
		left -= feet
	}
	if f.per == 1 && left > 0 {
		grow := min(left/3, bh/3)
		bh += grow
		f.h += 3 * grow
	}
	l.listPanel = r
	y := in.Min.Y
	for _, g := range l.list {
		h := cardH(g, in.Dx())
		if foot {
			h += cardFootH()
		}
		l.layer.Add(&gameRow{R: image.Rect(in.Min.X, y, in.Max.X, y+h), G: g, Me: l.Me, Card: true, Foot: foot, Open: func() { l.OpenGame(g.GameID) }})
		y += h + cardGap
	}
	shareTitleFace(l.layer.Widgets)
	// A new game at the panel's foot.
	top := in.Max.Y - f.h + 6
	if f.tips {
		l.tips, l.newH = true, bh
		l.newGame(in, top, true, false)
		l.tips, l.newH = false, 0
		return true
	}
	l.layer.Add(&ui.Label{R: image.Rect(in.Min.X+2, top, in.Max.X, top+ui.LineH), Text: lang.T("online.new-game"), Color: ui.Butter})
	cy := top + newHeadH()
	var cells []image.Rectangle
	if f.per == 2 {
		cells = append(ui.Grid(image.Rect(in.Min.X, cy, in.Max.X, cy+bh), 2, 1, 6), image.Rect(in.Min.X, cy+bh+6, in.Max.X, cy+2*bh+6))
	} else {
		cells = ui.Grid(image.Rect(in.Min.X, cy, in.Max.X, cy+3*(bh+6)-6), 1, 3, 6)
	}
	l.newGameRow(cells, false)
	return true
}

// gameLine is one of the player's games in words.
func gameLine(g online.Listed, me string) string {
	title := g.Game
	if d, err := game.Lookup(g.Game); err == nil {
		title = scenes.GameTitle(d.Name)
	}
	var others []string
	for i, n := range g.Names {
		if i != g.Seat && n != "" && n != me {
			others = append(others, n)
		}
	}
	state := lang.T("online.state.waiting")
	switch {
	case g.Over:
		state = lang.T("online.state.over")
	case g.YourTurn:
		state = lang.T("online.state.yours")
	}
	if g.Deadline > 0 && !g.Over {
		if left := time.Until(time.UnixMilli(g.Deadline)); left > 0 {
			state = lang.T("online.state.left", "State", state, "Left", table.ClockFace(left))
		}
	}
	if len(others) > 0 {
		return lang.T("online.line.with", "Game", title, "Others", lang.And(others...), "State", state)
	}
	return lang.T("online.line", "Game", title, "State", state)
}

// lastLine is a game's last move in the words of the game's log, who
// made it by the name the row lists them by (lastWho; the player's own
// move said to them, "You place a marker.", lang.You): "Mariana
// places...", not "Red places..." beside a row of names (a reader had to
// match colours to names). Columbiz's log
// tells a turn by its pawns, not by the rows and columns of each: its last
// pawn reads as the log's summary does (its "score 17" read as a result
// beside "Chloé won 38 to 31").
func lastLine(g online.Listed) string {
	if g.Last.Key == "" {
		return lang.T("online.no-move")
	}
	last := g.Last
	if g.LastSeat == g.Seat && g.Seat >= 0 { // the player's own move, said to them (the row lists them as "You")
		if last.Key == "cbz.log.place" {
			return lang.T("online.last.placed.you", "Count", 1)
		}
		if s, ok := lang.You(last); ok {
			return s
		}
	}
	if name := lastWho(g); name != "" {
		// The mover's colour (its first colour: "Who", Tokyo Doves'
		// "Side") gives way to the name.
		mover := ""
		if cols := scenes.SeatColors(g.Game); g.LastSeat < len(cols) {
			mover = game.Colour(cols[g.LastSeat].Name).Key
		}
		args := slices.Clone(last.Args)
		for i := 1; i < len(args); i += 2 {
			if m, ok := args[i].(game.Msg); ok && strings.HasPrefix(m.Key, "colour.") && (mover == "" || m.Key == mover) {
				args[i] = name
				break
			}
		}
		last = game.Msg{Key: last.Key, Args: args}
	}
	if last.Key == "cbz.log.place" {
		who, what := last.Arg("Who"), lang.T("cbz.summary.pawns", "Count", 1)
		return lang.T("online.last.did", "Who", who, "What", what)
	}
	return lang.Say(last)
}

// lastWho is who made a game's last move by name: the name a person plays
// under (the player's own move is said to them: lastLine), a computer
// by its level as the row lists it; "" for a seat with neither (the
// colour then says who).
func lastWho(g online.Listed) string {
	i := g.LastSeat
	switch {
	case i < len(g.Players) && g.Players[i] != "" && g.Players[i] != online.Human:
		return lang.T("setup.computer-level", "Level", scenes.LevelName(g.Players[i]))
	case i >= 0 && i < len(g.Names) && g.Names[i] != "":
		return g.Names[i]
	}
	return ""
}

func (l *Lobby) Draw(dst *ebiten.Image) {
	scenes.Backdrop(dst, "sky")
	scenes.Header(dst, lang.T(titles[l.Mode]))
	if l.Mode == Create || l.Mode == Quick {
		l.drawSetup(dst)
		l.layer.Draw(dst)
		return
	}
	col := column()
	l.drawStatus(dst)
	if l.Mode == Home {
		l.drawHome(dst)
	}
	if l.Mode == Games && !l.listPanel.Empty() && l.Wait == "" {
		sprites.NineSlice(dst, "frame_panel", l.listPanel, nil)
	}
	if l.Mode == Games && !l.below.Empty() && l.Wait == "" {
		sprites.NineSlice(dst, "frame_panel", l.below, nil)
	}
	for _, n := range l.notes {
		ui.Paragraph(dst, n.text, n.r, ui.Secondary)
	}
	if l.Mode == Games && len(l.list) == 0 && l.Wait == "" && l.Err == "" {
		ui.Centered(dst, lang.T("online.no-games"), ui.W/2, l.top()+8, ui.Cream)
	}
	switch l.Mode {
	case Join:
		r := image.Rect(col.Min.X, col.Min.Y, col.Max.X, col.Min.Y+codeH())
		if ui.Portrait() { // the field and what to type in it, on a panel, over the keys
			sprites.NineSlice(dst, "frame_panel", image.Rect(r.Min.X-6, r.Min.Y-6, r.Max.X+6, r.Max.Y+10+3*ui.LineH), nil)
			ui.Paragraph(dst, lang.T("online.join-code.tip"), image.Rect(r.Min.X, r.Max.Y+6, r.Max.X, r.Max.Y+6+3*ui.LineH), ui.Cream)
			codeBoxes(dst, r, l.Code, 6)
			if l.Wait != "" { // joining (and trying again while the server is away): what it waits for, and the flock
				w := image.Rect(r.Min.X-6, r.Max.Y+10+3*ui.LineH+10, r.Max.X+6, ui.H-8-ui.ButtonH()-8)
				if w.Dy() >= 8*ui.LineH {
					sprites.NineSlice(dst, "frame_panel", w, nil)
					in := w.Inset(8)
					used := ui.Paragraph(dst, l.Wait, image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+3*ui.LineH), ui.Cream)
					in.Min.Y += used
					l.drawFlock(dst, in)
				}
			}
			break
		}
		field(dst, r, spaced(l.Code, 6))
	case Profile:
		l.drawProfile(dst)
	case Board:
		l.drawBoard(dst)
	case Name, Invite, Server:
		r := image.Rect(col.Min.X, col.Min.Y, col.Max.X, col.Min.Y+ui.ButtonH())
		if _, note := keyArea(col, image.Rect(col.Min.X, ui.H-8-ui.ButtonH(), col.Max.X, ui.H-8), len(nameKeys)+1, 10); note {
			// The field and what to type in it, on a panel.
			sprites.NineSlice(dst, "frame_panel", image.Rect(r.Min.X-6, r.Min.Y-6, r.Max.X+6, r.Max.Y+10+3*ui.LineH), nil)
		}
		field(dst, r, lang.T("online.typed", "Text", l.Typed))
		say := lang.T("online.name.about", "Min", online.MinName, "Max", online.MaxName)
		if l.Mode == Server {
			say = lang.T("online.server.about", "Address", DefaultServer)
		}
		if l.Mode == Invite {
			say = lang.T("online.invite.about")
		}
		if _, note := keyArea(col, image.Rect(col.Min.X, ui.H-8-ui.ButtonH(), col.Max.X, ui.H-8), len(nameKeys)+1, 10); note {
			ui.Paragraph(dst, say, image.Rect(col.Min.X, r.Max.Y+6, col.Max.X, r.Max.Y+6+3*ui.LineH), ui.Cream)
		}
	}
	l.layer.Draw(dst)
}

// field draws a typed text in its box.
func field(dst *ebiten.Image, r image.Rectangle, s string) {
	ui.FillRect(dst, r, ui.Cream)
	ui.StrokeRect(dst, r, ui.Ink)
	defer ui.Within(r)()
	w, _ := ui.Measure(s)
	ui.Text(dst, s, r.Min.X+max(6, (r.Dx()-w)/2), r.Min.Y+(r.Dy()-ui.LineH)/2+1, ui.Ink)
}

// codeH is the height of the code's field: upright, a box a letter at
// three times the size, else a field a button high.
func codeH() int {
	if ui.Portrait() {
		return max(ui.ButtonH(), 3*ui.LineH+16)
	}
	return ui.ButtonH()
}

// codeBoxes draws a code as typed so far in r, a box a letter at three
// times the size, a mark in each box still to fill.
func codeBoxes(dst *ebiten.Image, r image.Rectangle, code string, n int) {
	for i, b := range ui.Grid(r, n, 1, 6) {
		ui.FillRect(dst, b, ui.Cream)
		ui.StrokeRect(dst, b, ui.Ink)
		if i >= len(code) {
			ui.FillRect(dst, image.Rect(b.Min.X+b.Dx()/4, b.Max.Y-10, b.Max.X-b.Dx()/4, b.Max.Y-8), ui.Charcoal)
			continue
		}
		done := ui.Within(b)
		w, _ := ui.Measure(code[i : i+1])
		ui.TextScaled(dst, code[i:i+1], b.Min.X+(b.Dx()-3*w)/2, b.Min.Y+(b.Dy()-3*ui.LineH)/2+3, 3, ui.Ink)
		done()
	}
}

// spaced is a code as typed so far, with a mark for each letter to come:
// "K7Q _ _ _" reads aloud easily.
func spaced(code string, n int) string {
	var parts []string
	for i := 0; i < n; i++ {
		if i < len(code) {
			parts = append(parts, code[i:i+1])
		} else {
			parts = append(parts, "_")
		}
	}
	return strings.Join(parts, " ")
}
