package lobby

import (
	"fmt"
	"image"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
)

// titles are the screens' headings.
var titles = map[string]string{Home: "Play online", Create: "Create a game", Join: "Join with a code",
	Quick: "Quick match", Games: "My games", Name: "Your name", Invite: "Invite a player", Server: "Server",
	Profile: "Your ratings", Board: "Ratings"}

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
	back := &ui.Button{Label: "Back", Tooltip: "Back (Esc).", OnClick: l.back}
	if l.Wait != "" {
		back.Label = "Cancel"
		l.layer.Add(back)
		back.R = ui.Centre(bottom, min(160, bottom.Dx()), bh)
		return
	}
	switch l.Mode {
	case Home:
		labels := []string{"Create a game", "Join with a code", "Quick match", "My games", "Profile", "Server"}
		tips := []string{"A game for friends, or against the computer, with a code to share.",
			"Type the code a friend gave you, to play or to watch.",
			"Play strangers who want the same game.",
			"Your games: live and by correspondence, yours to play first.",
			"Your name, your ratings and the leaderboards.",
			"The address of the Roost server to play on."}
		modes := []string{Create, Join, Quick, Games, Profile, Server}
		if l.alerts() == "default" { // in the browser, notifications not asked for yet
			labels = append(labels, "Turn on alerts")
			tips = append(tips, "A notification from your browser when a game needs you and this tab is hidden.")
			modes = append(modes, "alerts")
		}
		if l.Me == "" { // not signed in: the server could not be reached
			labels, tips, modes = []string{"Try again", "Server"}, []string{"Sign in to the server again.", "The address of the Roost server to play on."}, []string{"", Server}
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
		l.setup(col, bottom.Min.Y-6)
		act := &ui.Button{Label: "Create", Primary: true, OnClick: l.CreateGame, Tooltip: "Create the game and show its join code."}
		if l.Mode == Quick {
			act = &ui.Button{Label: "Find players", Primary: true, OnClick: l.QuickMatch, Tooltip: "Look for players who want this game (a 2-minute clock a turn)."}
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
			&ui.Button{R: cells[1], Label: "Watch", OnClick: func() { l.JoinGame(true) }, Tooltip: "Watch the game without a seat."},
			&ui.Button{R: cells[2], Label: "Join", Primary: true, OnClick: func() { l.JoinGame(false) }, Tooltip: "Take a seat in the game."})
		return
	case Profile:
		r := image.Rect(col.Min.X, col.Min.Y, col.Max.X, bottom.Min.Y-8)
		for _, key := range game.Names() {
			d, _ := game.Lookup(key)
			label := d.Title + ": not rated yet"
			if rt := l.rating(key); rt != nil {
				label = fmt.Sprintf("%s: %d, %d of %d won", d.Title, int(math.Round(rt.Rating)), rt.Wins, rt.Games)
			}
			key := key
			l.layer.Add(&ui.Button{R: row(&r, bh), Label: label, Tooltip: "Your rating history and the best players.", OnClick: func() { l.ShowBoard(key) }})
		}
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: "Change name", OnClick: func() { l.show(Name) }, Tooltip: "The name other players see."})
		return
	case Games:
		l.gameList(image.Rect(col.Min.X, col.Min.Y, col.Max.X, bottom.Min.Y-8))
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: "Refresh", OnClick: l.refresh})
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
		l.layer.Add(back, &ui.Button{R: cells[1], Label: "Use", Primary: true, OnClick: func() { l.SetServer(l.Typed) },
			Tooltip: "Play on this server from now on."})
		return
	case Name:
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: "Save", Primary: true, OnClick: func() { l.SetName(l.Typed) }})
		return
	case Invite:
		cells := ui.Grid(bottom, 2, 1, 8)
		back.R = cells[0]
		l.layer.Add(back, &ui.Button{R: cells[1], Label: "Invite", Primary: true, OnClick: func() { l.InviteName(l.Typed) }})
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
		names = append(names, d.Title)
		if k == l.Game {
			sel = d.Title
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
				labels[j] = variantName(v)
			}
			l.buttons(row(&r, bh), labels, variantName(l.Variant), func(j int) { l.pickVariant(part[j]) })
		}
	}
	counts := d.SeatCounts(l.Variant)
	if len(counts) > 1 {
		labels := make([]string, len(counts))
		for i, c := range counts {
			labels[i] = fmt.Sprintf("%d players", c)
		}
		l.buttons(row(&r, bh), labels, fmt.Sprintf("%d players", l.Players), func(i int) { l.pickPlayers(counts[i]) })
	}
	if l.Mode != Create {
		return
	}
	seats := []string{"You"}
	for _, s := range l.Seats {
		switch {
		case s == online.Human:
			seats = append(seats, "Open seat")
		case strings.HasPrefix(s, online.InvitePrefix):
			seats = append(seats, "Invited: "+strings.TrimPrefix(s, online.InvitePrefix))
		default:
			seats = append(seats, "Computer: "+strings.ToUpper(s[:1])+s[1:])
		}
	}
	per := len(seats)
	if ui.W < 460 && per > 2 {
		per = 2
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
				Tooltip: "Open for a friend with the code, a computer player, or a player invited by name: click to change."}
			if j > 0 {
				b.OnClick = func() { l.cycleSeat(j - 1); l.build() }
			}
			l.layer.Add(b)
		}
	}
	if rr := row(&r, bh); rr.Max.Y <= limit {
		l.layer.Add(&ui.Button{R: rr, Label: clocks[l.Clock].label, Tooltip: "A live game's clock, or days a move by correspondence: click to change. A late seat is played on by the computer.",
			OnClick: func() { l.Clock = (l.Clock + 1) % len(clocks); l.build() }})
	}
}

// variantName is a variant's name as a button says it.
func variantName(v string) string {
	v = strings.ReplaceAll(v, "-", " ")
	return strings.ToUpper(v[:1]) + v[1:]
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
			lab, tip = "Del", "Take back a letter (Backspace)."
		case k == shiftKey && l.lower:
			lab, tip = "ABC", "Capital letters."
		case k == shiftKey:
			lab, tip = "abc", "Small letters."
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
	rh := ui.TwoLinesH()
	per := max(1, (r.Dy()+6)/(rh+6))
	pages := 1
	if len(l.list) > per {
		per = max(1, (r.Dy()-ui.ButtonH())/(rh+6))
		pages = (len(l.list) + per - 1) / per
	}
	l.page = min(max(l.page, 0), pages-1)
	first := l.page * per
	for _, g := range l.list[first:min(len(l.list), first+per)] {
		g := g
		l.layer.Add(&ui.Button{R: row(&r, rh), Label: gameLine(g, l.Me), Sub: lastLine(g), Icon: scenes.Emblem(g.Game),
			Selected: g.YourTurn, Tooltip: "Open this game.", OnClick: func() { l.OpenGame(g.GameID) }})
	}
	if pages > 1 {
		bar := image.Rect(r.Min.X, r.Max.Y-ui.ButtonH(), r.Max.X, r.Max.Y)
		cells := ui.Grid(bar, 3, 1, 4)
		l.layer.Add(
			&ui.Button{R: cells[0], Label: "Previous", Disabled: l.page == 0, Tooltip: "The games before these.", OnClick: func() { l.page--; l.build() }},
			&ui.Label{R: cells[1].Add(image.Pt(0, (ui.ButtonH()-ui.LineH)/2)), Text: fmt.Sprintf("%d / %d", l.page+1, pages), Center: true},
			&ui.Button{R: cells[2], Label: "Next", Disabled: l.page == pages-1, Tooltip: "The games after these.", OnClick: func() { l.page++; l.build() }})
	}
}

// gameLine is one of the player's games in words.
func gameLine(g online.Listed, me string) string {
	title := g.Game
	if d, err := game.Lookup(g.Game); err == nil {
		title = d.Title
	}
	var others []string
	for i, n := range g.Names {
		if i != g.Seat && n != "" && n != me {
			others = append(others, n)
		}
	}
	with := ""
	if len(others) > 0 {
		with = " with " + strings.Join(others, ", ")
	}
	state := "waiting"
	switch {
	case g.Over:
		state = "over"
	case g.YourTurn:
		state = "your turn"
	}
	if g.Deadline > 0 && !g.Over {
		if left := time.Until(time.UnixMilli(g.Deadline)); left > 0 {
			state += ", " + short(left) + " left"
		}
	}
	return fmt.Sprintf("%s%s: %s", title, with, state)
}

// lastLine is a game's last move: who made it and what it was.
func lastLine(g online.Listed) string {
	if g.Last == "" {
		return "No move yet."
	}
	who := "Computer"
	switch {
	case g.LastSeat == g.Seat:
		who = "You"
	case g.LastSeat >= 0 && g.LastSeat < len(g.Names) && g.Names[g.LastSeat] != "":
		who = g.Names[g.LastSeat]
	}
	return who + ": " + g.Last
}

// short is a duration in a few characters.
func short(d time.Duration) string {
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d.Hours()))
	}
	return fmt.Sprintf("%dd", int(d.Hours())/24)
}

func (l *Lobby) Draw(dst *ebiten.Image) {
	scenes.Backdrop(dst, "sky")
	ui.CenteredShadow(dst, titles[l.Mode], ui.W/2, 12, 2, ui.Butter)
	col := column()
	status := ""
	switch {
	case l.Wait != "":
		status = l.Wait
	case l.Err != "":
		status = l.Err
	case l.Me != "":
		status = "Signed in as " + l.Me + "."
		if l.Mode == Games && len(l.list) == 0 {
			status = "No games yet: create one, join one, or find a quick match."
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
		ui.Paragraph(dst, "Games between people are rated (Elo, from 1200); games with a computer seat are not. Tap a game for its best players.",
			image.Rect(col.Min.X, y, col.Max.X, y+3*ui.LineH), ui.Cream)
	case Board:
		l.drawBoard(dst, col)
	case Name, Invite, Server:
		r := image.Rect(col.Min.X, col.Min.Y, col.Max.X, col.Min.Y+ui.ButtonH())
		field(dst, r, l.Typed+"_")
		say := fmt.Sprintf("Type a name of %d to %d letters or digits (and _ - .), then Save.", online.MinName, online.MaxName)
		if l.Mode == Server {
			say = "The Roost server's address, like " + DefaultServer + ". Use it, and you sign in there as a guest with your name."
		}
		if l.Mode == Invite {
			say = "Type the name of the player to invite, as they see it in Play online. They find the game in My games, and nobody else can take their seat."
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
	ui.Text(dst, d.Title, col.Min.X, y, ui.Butter)
	y += ui.LineH + 6
	rt := l.rating(l.board)
	if rt == nil {
		ui.Text(dst, "You are not rated in this game yet.", col.Min.X, y, ui.Cream)
		y += ui.LineH + 8
	} else {
		ui.Text(dst, fmt.Sprintf("You: %d, %d of %d won", int(math.Round(rt.Rating)), rt.Wins, rt.Games), col.Min.X, y, ui.Cream)
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
	ui.Text(dst, "Best players", col.Min.X, y, ui.Butter)
	y += ui.LineH + 4
	rows := l.leaders.Leaders
	if l.leaders.Me != nil {
		rows = append(append([]online.Leader(nil), rows...), *l.leaders.Me)
	}
	if len(rows) == 0 && l.Wait == "" {
		ui.Text(dst, "Nobody is rated yet.", col.Min.X, y, ui.Cream)
	}
	for _, r := range rows {
		if y+ui.LineH > ui.H-8-ui.ButtonH()-8 {
			break
		}
		c := ui.Cream
		if r.Name == l.Me {
			c = ui.Gold
		}
		ui.Text(dst, fmt.Sprintf("%d. %s", r.Rank, r.Name), col.Min.X, y, c)
		s := fmt.Sprintf("%d (%d games)", r.Rating, r.Games)
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
