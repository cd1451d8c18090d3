package lobby

import (
	"fmt"
	"image"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
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

// row cuts a row of height h off the top of r.
func row(r *image.Rectangle, h int) image.Rectangle {
	out := image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+h)
	r.Min.Y += h + 6
	return out
}

// buttons puts a row of buttons (toggles where one is selected) across r.
func (l *Lobby) buttons(r image.Rectangle, labels []string, selected string, pick func(i int)) {
	cells := ui.Grid(r, len(labels), 1, 4)
	for i, lab := range labels {
		i := i
		l.layer.Add(&ui.Button{R: cells[i], Label: lab, Selected: lab == selected, OnClick: func() { pick(i); l.build() }})
	}
}

// build lays the screen out.
func (l *Lobby) build() {
	l.layer.Clear()
	bh := ui.ButtonH()
	col := column()
	bottom := image.Rect(col.Min.X, ui.H-8-bh, col.Max.X, ui.H-8)
	back := &ui.Button{Label: lang.T("common.back"), Tooltip: lang.T("online.back.tip"), OnClick: l.back}
	if l.Wait != "" {
		back.Label = lang.T("common.cancel")
		l.layer.Add(back)
		back.R = ui.Centre(bottom, min(160, bottom.Dx()), bh)
		return
	}
	switch l.Mode {
	case Home:
		labels := []string{lang.T("online.create"), lang.T("online.join-code"), lang.T("online.quick"), lang.T("online.games"), lang.T("online.profile"), lang.T("online.server")}
		tips := []string{lang.T("online.create.tip"), lang.T("online.join-code.tip"), lang.T("online.quick.tip"),
			lang.T("online.games.tip"), lang.T("online.profile.tip"), lang.T("online.server.tip")}
		modes := []string{Create, Join, Quick, Games, Profile, Server}
		if l.alerts() == "default" { // in the browser, notifications not asked for yet
			labels = append(labels, lang.T("online.alerts"))
			tips = append(tips, lang.T("online.alerts.tip"))
			modes = append(modes, "alerts")
		}
		if l.Me == "" { // not signed in: the server could not be reached
			labels, tips, modes = []string{lang.T("online.try-again"), lang.T("online.server")}, []string{lang.T("online.try-again.tip"), lang.T("online.server.tip")}, []string{"", Server}
		}
		cols, rows := 1, len(labels)
		if bottom.Min.Y-8-col.Min.Y < rows*(bh+8) { // a short screen (a phone held sideways): two columns
			cols, rows = 2, (len(labels)+1)/2
		}
		cells := ui.Grid(image.Rect(col.Min.X, col.Min.Y, col.Max.X, min(bottom.Min.Y-8, col.Min.Y+rows*(bh+8))), cols, rows, 8)
		for i, lab := range labels {
			b := &ui.Button{R: ui.Centre(cells[i], min(260, cells[i].Dx()), bh), Label: lab, Tooltip: tips[i]}
			if modes[i] == "" {
				b.Primary, b.OnClick = true, func() { l.signIn(l.a.Settings.Name) }
			} else {
				m := modes[i]
				b.OnClick = func() { l.show(m) }
				if m == "alerts" {
					b.OnClick = func() { askAlerts(); l.build() }
				}
				if m == Games && l.ToPlay > 0 {
					b.Badge = fmt.Sprint(l.ToPlay) // games waiting for the player
				}
			}
			l.layer.Add(b)
		}
	case Create, Quick:
		// The choices take a wider column than the rest where the screen
		// has room: a seat's words ("Computer: Beginner") three a row.
		w := max(col.Dx(), min(ui.W-16, 560))
		l.setup(image.Rect((ui.W-w)/2, col.Min.Y, (ui.W+w)/2, col.Max.Y), bottom.Min.Y-6)
		act := &ui.Button{Label: lang.T("online.do-create"), Primary: true, OnClick: l.CreateGame, Tooltip: lang.T("online.do-create.tip")}
		if l.Mode == Quick {
			act = &ui.Button{Label: lang.T("online.find"), Primary: true, OnClick: l.QuickMatch, Tooltip: lang.T("online.find.tip", "Count", online.QuickTurn/60)}
		}
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R, act.R = cells[0], cells[1]
		l.layer.Add(back, act)
		return
	case Join:
		keys := image.Rect(col.Min.X, col.Min.Y+bh+10, col.Max.X, bottom.Min.Y-8)
		cols := 8
		if ui.W < 460 {
			cols = 6
		}
		l.keypad(keys, codeKeys, cols)
		cells := ui.Grid(bottom, 3, 1, 8)
		back.R = cells[0]
		l.layer.Add(back,
			&ui.Button{R: cells[1], Label: lang.T("online.watch"), OnClick: func() { l.JoinGame(true) }, Tooltip: lang.T("online.watch.tip")},
			&ui.Button{R: cells[2], Label: lang.T("online.do-join"), Primary: true, OnClick: func() { l.JoinGame(false) }, Tooltip: lang.T("online.do-join.tip")})
		return
	case Profile:
		r := image.Rect(col.Min.X, col.Min.Y, col.Max.X, bottom.Min.Y-8)
		for _, key := range game.Names() {
			d, _ := game.Lookup(key)
			label := lang.T("online.unrated", "Game", scenes.GameTitle(d.Name))
			if rt := l.rating(key); rt != nil {
				label = lang.T("online.rated", "Game", scenes.GameTitle(d.Name), "Rating", int(math.Round(rt.Rating)), "Won", rt.Wins, "Count", rt.Games)
			}
			key := key
			l.layer.Add(&ui.Button{R: row(&r, bh), Label: label, Tooltip: lang.T("online.rated.tip"), OnClick: func() { l.ShowBoard(key) }})
		}
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: lang.T("online.rename"), OnClick: func() { l.show(Name) }, Tooltip: lang.T("online.rename.tip")})
		return
	case Games:
		l.gameList(image.Rect(col.Min.X, col.Min.Y, col.Max.X, bottom.Min.Y-8))
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: lang.T("online.refresh"), Tooltip: lang.T("online.refresh.tip"), OnClick: l.refresh})
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
	back.R = ui.Centre(bottom, min(160, bottom.Dx()), bh)
	l.layer.Add(back)
}

// setup lays out a game's choices: game, variant, players, and for Create
// the other seats and the clock.
func (l *Lobby) setup(r image.Rectangle, limit int) {
	bh := ui.ButtonH()
	keys := game.Names()
	var names []string
	sel := ""
	for _, k := range keys {
		d, _ := game.Lookup(k)
		names = append(names, scenes.GameTitle(d.Name))
		if k == l.Game {
			sel = scenes.GameTitle(d.Name)
		}
	}
	if ui.W < 460 {
		r1 := row(&r, bh)
		r2 := row(&r, bh)
		l.buttons(r1, names[:2], sel, func(i int) { l.pickGame(keys[i]) })
		l.buttons(r2, names[2:], sel, func(i int) { l.pickGame(keys[2+i]) })
	} else {
		l.buttons(row(&r, bh), names, sel, func(i int) { l.pickGame(keys[i]) })
	}
	d, _ := game.Lookup(l.Game)
	if len(d.Variants) > 1 {
		vs := d.Variants
		perRow := len(vs)
		if ui.W < 460 && perRow > 3 {
			perRow = 3
		}
		for i := 0; i < len(vs); i += perRow {
			part := vs[i:min(len(vs), i+perRow)]
			labels := make([]string, len(part))
			for j, v := range part {
				labels[j] = scenes.VariantName(l.Game, v)
			}
			l.buttons(row(&r, bh), labels, scenes.VariantName(l.Game, l.Variant), func(j int) { l.pickVariant(part[j]) })
		}
	}
	counts := d.SeatCounts(l.Variant)
	if len(counts) > 1 {
		labels := make([]string, len(counts))
		for i, c := range counts {
			labels[i] = lang.T("online.players", "Count", c)
		}
		l.buttons(row(&r, bh), labels, lang.T("online.players", "Count", l.Players), func(i int) { l.pickPlayers(counts[i]) })
	}
	if l.Mode != Create {
		return
	}
	seats := []string{lang.T("online.you")}
	for _, s := range l.Seats {
		switch {
		case s == online.Human:
			seats = append(seats, lang.T("online.open-seat"))
		case strings.HasPrefix(s, online.InvitePrefix):
			seats = append(seats, lang.T("online.invited", "Name", strings.TrimPrefix(s, online.InvitePrefix)))
		default:
			seats = append(seats, lang.T("table.computer", "Level", scenes.LevelName(s)))
		}
	}
	// As many seats a row as their words fit.
	per := len(seats)
	widest := 0
	for _, lab := range seats {
		w, _ := ui.Measure(lab)
		widest = max(widest, w)
	}
	for per > 1 && (r.Dx()-(per-1)*4)/per < widest+16 {
		per--
	}
	for i := 0; i < len(seats); i += per {
		rr := row(&r, bh)
		if rr.Max.Y > limit {
			return
		}
		cells := ui.Grid(rr, per, 1, 4)
		for j := i; j < min(len(seats), i+per); j++ {
			j := j
			b := &ui.Button{R: cells[j-i], Label: seats[j], Disabled: j == 0,
				Tooltip: lang.T("online.seat.tip")}
			if j > 0 {
				b.OnClick = func() { l.cycleSeat(j - 1); l.build() }
			}
			l.layer.Add(b)
		}
	}
	if rr := row(&r, bh); rr.Max.Y <= limit {
		l.layer.Add(&ui.Button{R: rr, Label: clocks[l.Clock].say(), Tooltip: lang.T("online.clock.tip"),
			OnClick: func() { l.Clock = (l.Clock + 1) % len(clocks); l.build() }})
	}
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
	rows := (len(keys) + cols - 1) / cols
	side := min(ui.ButtonH()+8, (r.Dx()-(cols-1)*4)/cols, (r.Dy()-(rows-1)*4)/rows)
	side = max(side, ui.ButtonH())
	w := cols*side + (cols-1)*4
	x0, y := r.Min.X+(r.Dx()-w)/2, r.Min.Y
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
		l.layer.Add(&ui.Button{R: image.Rect(x, yy, x+side, yy+side), Label: lab, Tooltip: tip, Selected: k == shiftKey && l.lower,
			OnClick: func() { l.press(k); l.build() }})
	}
}

// gameList lays out the player's games, one a row (its picture, the
// players and whose turn, the last move), a page at a time.
func (l *Lobby) gameList(r image.Rectangle) {
	rows, first := ui.PageRows(&l.layer, r, ui.TwoLinesH(), len(l.list), &l.page, l.build)
	for i, rr := range rows {
		g := l.list[first+i]
		l.layer.Add(&ui.Button{R: rr, Label: gameLine(g, l.Me), Sub: lastLine(g), Icon: scenes.Emblem(g.Game),
			Selected: g.YourTurn, Tooltip: lang.T("online.open.tip"), OnClick: func() { l.OpenGame(g.GameID) }})
	}
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
			state = lang.T("online.state.left", "State", state, "Left", short(left))
		}
	}
	if len(others) > 0 {
		return lang.T("online.line.with", "Game", title, "Others", lang.And(others...), "State", state)
	}
	return lang.T("online.line", "Game", title, "State", state)
}

// lastLine is a game's last move: who made it and what it was.
func lastLine(g online.Listed) string {
	if g.Last.Key == "" {
		return lang.T("online.no-move")
	}
	who := lang.T("online.computer")
	switch {
	case g.LastSeat == g.Seat:
		who = lang.T("online.you")
	case g.LastSeat >= 0 && g.LastSeat < len(g.Names) && g.Names[g.LastSeat] != "":
		who = g.Names[g.LastSeat]
	}
	return lang.T("online.last", "Who", who, "What", g.Last)
}

// short is a duration in a few characters.
func short(d time.Duration) string {
	switch {
	case d < time.Minute:
		return lang.T("online.short.s", "N", int(d.Seconds()))
	case d < time.Hour:
		return lang.T("online.short.m", "N", int(d.Minutes()))
	case d < 48*time.Hour:
		return lang.T("online.short.h", "N", int(d.Hours()))
	}
	return lang.T("online.short.d", "N", int(d.Hours())/24)
}

func (l *Lobby) Draw(dst *ebiten.Image) {
	scenes.Backdrop(dst, "sky")
	ui.Title(dst, lang.T(titles[l.Mode]), ui.W/2, 12, ui.W-16, ui.Butter)
	col := column()
	status := ""
	switch {
	case l.Wait != "":
		status = l.Wait
	case l.Err != "":
		status = l.Err
	case l.Me != "":
		status = lang.T("online.signed-in", "Name", l.Me)
		if l.Mode == Games && len(l.list) == 0 {
			status = lang.T("online.no-games")
		}
	}
	sr := image.Rect(col.Min.X, 40, col.Max.X, 40+2*ui.LineH+4)
	ui.FillRect(dst, sr, ui.Night)
	c := ui.Cream
	if l.Err != "" && l.Wait == "" {
		c = ui.Butter
	}
	ui.Paragraph(dst, status, sr.Inset(2), c)
	switch l.Mode {
	case Join:
		field(dst, image.Rect(col.Min.X, col.Min.Y, col.Max.X, col.Min.Y+ui.ButtonH()), spaced(l.Code, 6))
	case Profile:
		y := col.Min.Y + len(game.Names())*(ui.ButtonH()+6) + 4
		ui.Paragraph(dst, lang.T("online.rated.about", "From", 1200),
			image.Rect(col.Min.X, y, col.Max.X, y+3*ui.LineH), ui.Cream)
	case Board:
		l.drawBoard(dst, col)
	case Name, Invite, Server:
		r := image.Rect(col.Min.X, col.Min.Y, col.Max.X, col.Min.Y+ui.ButtonH())
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

// drawBoard draws a game's ratings: the player's (with its history as
// bars, one a game) and the leaderboard.
func (l *Lobby) drawBoard(dst *ebiten.Image, col image.Rectangle) {
	d, _ := game.Lookup(l.board)
	ui.FillRect(dst, image.Rect(col.Min.X-6, col.Min.Y-4, col.Max.X+6, ui.H-8-ui.ButtonH()-6), ui.Night)
	y := col.Min.Y
	ui.Text(dst, scenes.GameTitle(d.Name), col.Min.X, y, ui.Butter)
	y += ui.LineH + 6
	rt := l.rating(l.board)
	if rt == nil {
		ui.Text(dst, lang.T("online.board.unrated"), col.Min.X, y, ui.Cream)
		y += ui.LineH + 8
	} else {
		ui.Text(dst, lang.T("online.board.you", "Rating", int(math.Round(rt.Rating)), "Won", rt.Wins, "Count", rt.Games), col.Min.X, y, ui.Cream)
		y += ui.LineH + 4
		// The history: a bar a game, from the lowest rating to the highest.
		h := 3 * ui.LineH
		lo, hi := rt.History[0], rt.History[0]
		for _, v := range rt.History {
			lo, hi = min(lo, v), max(hi, v)
		}
		lo -= 10
		bw := max(2, min(12, col.Dx()/max(1, len(rt.History))-2))
		for i, v := range rt.History {
			bh := int(float64(h) * (v - lo) / max(1, hi-lo))
			x := col.Min.X + i*(bw+2)
			c := ui.Leaf
			if i > 0 && v < rt.History[i-1] {
				c = ui.Red
			}
			ui.FillRect(dst, image.Rect(x, y+h-bh, x+bw, y+h), c)
		}
		y += h + 8
	}
	ui.Text(dst, lang.T("online.board.best"), col.Min.X, y, ui.Butter)
	y += ui.LineH + 4
	rows := l.leaders.Leaders
	if l.leaders.Me != nil {
		rows = append(append([]online.Leader(nil), rows...), *l.leaders.Me)
	}
	if len(rows) == 0 && l.Wait == "" {
		ui.Text(dst, lang.T("online.board.nobody"), col.Min.X, y, ui.Cream)
	}
	for _, r := range rows {
		if y+ui.LineH > ui.H-8-ui.ButtonH()-8 {
			break
		}
		c := ui.Cream
		if r.Name == l.Me {
			c = ui.Gold
		}
		ui.Text(dst, lang.T("online.board.rank", "N", r.Rank, "Name", r.Name), col.Min.X, y, c)
		s := lang.T("online.board.row", "Rating", r.Rating, "Count", r.Games)
		w, _ := ui.Measure(s)
		ui.Text(dst, s, col.Max.X-w, y, c)
		y += ui.LineH + 3
	}
}

// field draws a typed text in its box.
func field(dst *ebiten.Image, r image.Rectangle, s string) {
	ui.FillRect(dst, r, ui.Cream)
	ui.StrokeRect(dst, r, ui.Ink)
	defer ui.Within(r)()
	w, _ := ui.Measure(s)
	ui.Text(dst, s, r.Min.X+max(6, (r.Dx()-w)/2), r.Min.Y+(r.Dy()-ui.LineH)/2+1, ui.Ink)
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
