package lobby

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Play online's first screen, as the setup screens are laid out: the
// player's card (who they are signed in as, their ratings, the server) on
// paper, and a panel of what to do in labelled groups: a new game (create,
// join with a code, quick match), and the player's own (My games with the
// count waiting, Ratings); under them, the games waiting for the player,
// as My games shows them.

// homeAreas are the player's card and the panel, over the bottom row,
// from the top y; upright, the card is as tall as its lines (rated
// games, one a line), and Profile at its foot where profile.
func homeAreas(top, rated int, profile bool) (card, panel, bottom image.Rectangle) {
	bh := ui.ButtonH()
	r := ui.Full()
	ui.CutTop(&r, top)
	r = r.Inset(12)
	bottom = ui.CutBottom(&r, bh)
	ui.CutBottom(&r, 10)
	switch {
	case ui.Portrait():
		h := max(84, 16+(2+rated)*ui.LineH+4)
		if profile {
			h += bh + 10 // (Profile at its foot)
		}
		card = ui.CutTop(&r, h)
		ui.CutTop(&r, 8)
	case r.Dx() >= 480:
		card = ui.CutLeft(&r, min(200, max(150, r.Dx()-420)))
		ui.CutLeft(&r, 14)
	}
	return card, r, bottom
}

// buildHome lays out the first screen.
func (l *Lobby) buildHome(back *ui.Button) {
	rated := len(l.ratings)
	if l.Me != "" {
		rated = len(game.Names()) // every game a line: its rating or "-"
	}
	card, panel, bottom := homeAreas(l.top(), rated, l.Me != "")
	if ui.Portrait() {
		// Upright, A new game's buttons say what they do where that still
		// leaves room for every game waiting, each row whole (its seats and
		// last move); else the rows are made whole without the words; else
		// the words stay, over whole rows of one game fewer where that is
		// what fits (My games lists them all), or over every game.
		first := true
		build := func(tips bool) (all, whole bool) {
			if !first {
				l.layer.Clear()
				l.notes = nil
			}
			first = false
			l.tips = tips
			ok := l.buildHomeIn(back, card, panel, bottom)
			l.tips = false
			all, whole = ok && l.listed() == min(len(l.list), homeGames), true
			for _, w := range l.layer.Widgets {
				if r, ok := w.(*gameRow); ok && !r.Tall && !r.Card {
					whole = false
				}
			}
			return all, whole
		}
		all, whole := build(true)
		if all && whole {
			return
		}
		if all2, whole2 := build(false); all2 && whole2 {
			return
		}
		if whole || all { // (whole rows, one game fewer, with the words; else every game with the words)
			build(true)
			return
		}
		l.layer.Clear()
		l.notes = nil
	}
	if !l.buildHomeIn(back, card, panel, bottom) && !card.Empty() && !ui.Portrait() {
		// Too short for the card beside the panel (a phone held sideways,
		// long words): the panel takes the whole width.
		l.layer.Clear()
		l.buildHomeIn(back, image.Rectangle{}, image.Rect(card.Min.X, panel.Min.Y, panel.Max.X, panel.Max.Y), bottom)
	}
}

// buildHomeIn lays the first screen out in these areas and reports
// whether its buttons fit the panel.
func (l *Lobby) buildHomeIn(back *ui.Button, card, panel, bottom image.Rectangle) bool {
	bh := ui.ButtonH()
	l.card, l.panel, l.cardBtn = card, panel, false
	r := panel.Inset(8)
	c := scenes.Choices{Layer: &l.layer}
	if l.Me == "" { // not signed in: the server could not be reached
		back.R = loneBack(bottom, 220)
		l.layer.Add(back)
		y := c.Labelled(r.Min.X, r.Min.Y, r.Dx(), lang.T("online.not-signed-in"),
			[]string{lang.T("online.try-again"), lang.T("online.server")}, []string{lang.T("online.try-again.tip"), lang.T("online.server.tip")}, -1,
			func(i int) {
				if i == 0 {
					l.signIn(l.a.Settings.Name)
				} else {
					l.show(Server)
				}
			})
		l.below = image.Rect(r.Min.X, y+8, r.Max.X, r.Max.Y)
		return y <= r.Max.Y
	}
	// The foot row: Back where a screen's way back is, on the left (held
	// sideways as wide as the player's card over it), and My games (every
	// game, the count waiting for the player) at the right end. The
	// server played on is no part of this screen (a developer's detail
	// beside Back, it is on Profile, with Change name; the screen not
	// signed in says it).
	games := &ui.Button{Label: lang.T("online.games"), Tooltip: lang.T("online.games.tip"), OnClick: func() { l.show(Games) }}
	if cells := ui.Grid(bottom, 2, 1, 8); card.Empty() || ui.Portrait() {
		back.R, games.R = cells[0], cells[1]
	} else {
		back.R = image.Rect(card.Min.X, bottom.Min.Y, card.Max.X, bottom.Min.Y+bh)
		games.R = image.Rect(bottom.Max.X-card.Dx(), bottom.Min.Y, bottom.Max.X, bottom.Min.Y+bh)
	}
	l.layer.Add(back, games)
	// Profile is at the foot of the player's card, under their ratings
	// (the card is the profile's summary), in either orientation; only
	// where there is no card (a phone held sideways) is it in the panel.
	l.cardBtn = !card.Empty()
	profile := &ui.Button{Label: lang.T("online.profile"), Tooltip: lang.T("online.profile.tip"), OnClick: func() { l.show(Profile) }}
	if l.cardBtn {
		profile.R = image.Rect(card.Min.X+10, card.Max.Y-10-bh, card.Max.X-10, card.Max.Y-10)
		l.layer.Add(profile)
	}
	marks := []int{len(l.layer.Widgets)} // (where each group begins: spread)
	y := l.newGame(r, r.Min.Y, r.Dy() > 12*bh, l.ToPlay == 0) + 6
	// Your games, one group in either orientation: the player's latest
	// games (those waiting for them first, as My games sorts them), up to
	// homeGames of them, and how many more My games holds on the
	// heading's line.
	marks = append(marks, len(l.layer.Widgets))
	heading := lang.T("online.yours.games")
	l.layer.Add(&ui.Label{R: image.Rect(r.Min.X, y, r.Max.X, y+14), Text: heading, Color: ui.Butter})
	top := y
	y += 16
	// Under them, Profile where the card is not, and in the browser Turn
	// on alerts where not asked yet.
	var mine []*ui.Button
	if !l.cardBtn {
		mine = append(mine, profile)
	}
	if l.alerts() == "default" {
		mine = append(mine, &ui.Button{Label: lang.T("online.alerts"), Tooltip: lang.T("online.alerts.tip"), OnClick: func() { askAlerts(); l.build() }})
	}
	per, rows, mineH := 1, 0, 0
	if len(mine) > 0 {
		var words []string
		for _, b := range mine {
			words = append(words, b.Label)
		}
		per = len(mine)
		for per > 1 && widestOf(words...)+16 > (r.Dx()-6*(per-1))/per {
			per--
		}
		rows = (len(mine) + per - 1) / per
		per = (len(mine) + rows - 1) / rows
		mineH = rows * (bh + 6)
	}
	// The games, as many as there is room for.
	extra := titlesExtra(l.list, l.Me, r.Dx()) // (a title on two lines: taller rows)
	rh := rowH() + extra
	room := r.Max.Y - y - mineH + 6
	fit := max(0, min(len(l.list), homeGames, room/(rh+6)))
	// Where the room holds them, each row takes the lines it needs: its
	// seats and its last move whole.
	// Where they do not all fit whole, one game fewer, whole, rather than
	// every row cut (My games lists them all); else the rows as they fit.
	var heights []int
	tall, wrap, wide, cards, feet, brief := false, false, false, false, false, false
	if fit > 0 {
		if ui.Portrait() { // upright, a long title on two lines of the body face where every row still fits whole
			hs, sum := make([]int, fit), 0
			for i, g := range l.list[:fit] {
				hs[i] = max(rh, (&gameRow{G: g, Me: l.Me, Wrap: true}).wholeH(r.Dx()))
				sum += hs[i] + 6
			}
			heights, tall, wrap = hs, sum <= room, sum <= room
		}
		// (Each count first with the turn clock in words on the rows'
		// right, then without it: brief.)
		for k := fit; k >= max(1, fit-1) && !tall; k-- {
			for _, b := range []bool{false, true} {
				heights, tall, brief = make([]int, k), true, b
				sum := 0
				for i, g := range l.list[:k] {
					heights[i] = max(rh, (&gameRow{G: g, Me: l.Me, Brief: b}).wholeH(r.Dx()))
					sum += heights[i] + 6
				}
				if tall = sum <= room; tall {
					break
				}
			}
		}
		if !tall {
			heights = make([]int, fit)
			for i := range heights {
				heights[i] = rh
			}
		}
		fit = len(heights)
		// Where they also fit with the games' whole covers, so are they.
		if hs := wideRows(l.list[:fit], l.Me, r.Dx(), room); tall && hs != nil {
			heights, wide, wrap = hs, true, false
		}
		// Upright, where the room holds them, as My games shows them on
		// a phone: cards (the cover whole, a seat a line), with a foot
		// saying the turn clock where they all have room for one.
		for _, foot := range []bool{true, false} {
			if !ui.Portrait() || cards {
				break
			}
			hs, sum := make([]int, fit), 0
			for i, g := range l.list[:fit] {
				hs[i] = cardH(g, r.Dx())
				if foot {
					hs[i] += cardFootH()
				}
				sum += hs[i] + 6
			}
			if sum <= room { // (a card's title as My games lays it, as cardH measured it: not Wrap's)
				heights, cards, feet, wrap = hs, true, foot, false
			}
		}
	}
	// The games not shown, on the heading's line at its right: where the
	// rest are.
	if more := len(l.list) - fit; more > 0 {
		note := lang.T("online.more-games", "Count", more)
		lw, _ := ui.Measure(heading)
		if nw, _ := ui.Measure(note); r.Min.X+lw+16+nw <= r.Max.X {
			l.layer.Add(&ui.Label{R: image.Rect(r.Max.X-nw, top, r.Max.X, top+14), Text: note, Color: ui.Secondary})
		}
	}
	waiting := l.ToPlay // (those waiting for the player not listed: a listed one says "Your turn" itself)
	for i, g := range l.list[:fit] {
		g := g
		if g.YourTurn && !g.Over {
			waiting--
		}
		l.layer.Add(&gameRow{R: image.Rect(r.Min.X, y, r.Max.X, y+heights[i]), G: g, Me: l.Me, Tall: tall, Wide: wide, Wrap: wrap, Card: cards, Foot: feet, Brief: brief, Open: func() { l.OpenGame(g.GameID) }})
		y += heights[i] + 6
	}
	shareTitleFace(l.layer.Widgets)
	// The count on My games says what it counts ("1 awaits you") where
	// the button holds the words beside its label.
	if waiting > 0 {
		games.Badge = awaitsBadge(games, waiting)
	}
	if len(mine) > 0 {
		marks = append(marks, len(l.layer.Widgets))
		for i, cell := range ui.Grid(image.Rect(r.Min.X, y, r.Max.X, y+mineH-6), per, rows, 6) {
			if i < len(mine) {
				mine[i].R = cell
				l.layer.Add(mine[i])
			}
		}
		y += mineH
	}
	l.below = image.Rect(r.Min.X, y, r.Max.X, r.Max.Y)
	if y-6 > r.Max.Y {
		return false
	}
	if !ui.Portrait() { // the groups spread down the panel: no bare band at its foot
		l.spread(marks, r.Max.Y-(y-6))
	}
	return true
}

// homeGames is how many of the player's games Play online lists (My
// games lists them all), in either orientation.
const homeGames = 2

// awaitsBadge is My games' badge for n games waiting for the player: in
// words ("1 awaits you") where they fit the button b beside its label
// (as ui.Button puts a badge inside), else the count.
func awaitsBadge(b *ui.Button, n int) string {
	words := lang.T("online.awaits", "Count", n)
	lw, _ := ui.Measure(b.Label)
	if ww, _ := ui.Measure(words); lw+6+ww+8 <= b.R.Dx()-12 {
		return words
	}
	return fmt.Sprint(n)
}

// badgeW is how far a button's count reaches in from its right edge.
func badgeW(badge string) int {
	if badge == "" {
		return 0
	}
	w, _ := ui.Measure(badge)
	return w + 8
}

// spread spaces the panel's groups (each begins at an index in marks)
// down its height: one gap between every two (room shared, at most 4
// each), what is left above the first and under the last alike.
func (l *Lobby) spread(marks []int, room int) {
	if room <= 0 || len(marks) < 2 {
		return
	}
	gap := min(4, room/len(marks))
	edge := (room - gap*(len(marks)-1)) / 2
	for i, from := range marks {
		move := gap
		if i == 0 {
			move = edge
		}
		for _, w := range l.layer.Widgets[from:] {
			switch w := w.(type) {
			case *ui.Label:
				w.R = w.R.Add(image.Pt(0, move))
			case *ui.Button:
				w.R = w.R.Add(image.Pt(0, move))
			case *gameRow:
				w.R = w.R.Add(image.Pt(0, move))
			}
		}
	}
}

// tipNote is a button's words on what it does, drawn under it.
type tipNote struct {
	r    image.Rectangle
	text string
}

// listed is how many games the screen lists.
func (l *Lobby) listed() int {
	n := 0
	for _, w := range l.layer.Widgets {
		if _, ok := w.(*gameRow); ok {
			n++
		}
	}
	return n
}

// newGame adds the group A new game (Create a game, Join with a code,
// Quick match) from y in r: three a row where their words fit, else one
// a row, and one a row for the thumb where roomy; primary lights Create.
// It returns the y under it.
func (l *Lobby) newGame(r image.Rectangle, y int, roomy, primary bool) int {
	bh := ui.ButtonH()
	labels := l.newLabels()
	tips := []string{lang.T("online.create.tip"), lang.T("online.join-code.tip"), lang.T("online.quick.tip")}
	modes := []string{Create, Join, Quick}
	l.layer.Add(&ui.Label{R: image.Rect(r.Min.X, y, r.Max.X, y+ui.LineH), Text: lang.T("online.new-game"), Color: ui.Butter})
	y += newHeadH()
	per, h := 3, bh
	if widestOf(labels...)+16 > (r.Dx()-8)/3 {
		per = 1
	}
	if ui.Portrait() && roomy { // a phone upright: one a row, for the thumb (a finger high, as the others)
		per, h = 1, bh
		if l.newH > 0 { // (My games: as tall as its room)
			h = l.newH
		}
	}
	if l.tips && per == 1 { // each with what it does under it
		for i := range labels {
			m := modes[i]
			l.layer.Add(&ui.Button{R: image.Rect(r.Min.X, y, r.Max.X, y+h), Label: labels[i], Tooltip: tips[i], Primary: i == 0 && primary,
				OnClick: func() { l.show(m) }})
			th := ui.ParagraphH(tips[i], r.Dx()-8)
			l.notes = append(l.notes, tipNote{image.Rect(r.Min.X+4, y+h+3, r.Max.X-4, y+h+3+th), tips[i]})
			y += h + 3 + th + 8
		}
		return y
	}
	rows := (len(labels) + per - 1) / per
	l.newGameRow(ui.Grid(image.Rect(r.Min.X, y, r.Max.X, y+rows*(h+6)-6), per, rows, 6), primary)
	return y + rows*(h+6)
}

// newHeadH is the height of A new game's heading and the gap under it,
// before its first button: a heading's gap (two pixels read as the
// words touching the button, most in Japanese).
func newHeadH() int { return ui.LineH + 6 }

// newLabels are A new game's buttons' words.
func (l *Lobby) newLabels() []string {
	return []string{lang.T("online.create"), lang.T("online.join-code"), lang.T("online.quick")}
}

// newGameRow lays A new game's buttons out in cells (three: My games'
// foot row, beside Back, or newGame's grid).
// (Create a game is gold where it is the screen's main action: no games
// yet.)
func (l *Lobby) newGameRow(cells []image.Rectangle, primary bool) {
	tips := []string{lang.T("online.create.tip"), lang.T("online.join-code.tip"), lang.T("online.quick.tip")}
	for i, lab := range l.newLabels() {
		m := []string{Create, Join, Quick}[i]
		l.layer.Add(&ui.Button{R: cells[i], Label: lab, Tooltip: tips[i], Primary: i == 0 && primary, OnClick: func() { l.show(m) }})
	}
}

// tipsH is the height A new game's buttons take one a row w wide, each
// with what it does under it, the buttons h high (newGame with tips).
func (l *Lobby) tipsH(w, h int) int {
	n := 0
	for _, k := range []string{"online.create.tip", "online.join-code.tip", "online.quick.tip"} {
		n += h + 3 + ui.ParagraphH(lang.T(k), w-8) + 8
	}
	return n
}

// drawHome draws the player's card and the panel (the widgets go over
// them).
func (l *Lobby) drawHome(dst *ebiten.Image) {
	sprites.NineSlice(dst, "frame_panel", l.panel, nil)
	if l.Wait != "" {
		l.drawFlock(dst, l.panel.Inset(8))
	}
	if l.Me == "" && l.Wait == "" && l.Err != "" {
		ui.Paragraph(dst, l.Err, l.below, ui.Cream)
	}
	c := l.card
	if c.Empty() {
		return
	}
	sprites.NineSlice(dst, "frame_paper", c, nil)
	defer ui.Within(c)()
	name, about := lang.T("online.row.name", "Name", l.Me), lang.T("online.signed-in.short")
	if l.Me == "" {
		name, about = lang.T("online.guest"), lang.T("online.not-signed-in")
		if n := l.a.Settings.Name; n != "" { // the name this device signs in with
			name = lang.T("online.row.name", "Name", n)
		}
	}
	dw, dh := sprites.Size("dove_side")
	var lines image.Rectangle
	if l.cardBtn { // (Profile at the card's foot)
		c.Max.Y -= 10 + ui.ButtonH()
	}
	if ui.Portrait() {
		// The dove on the left, the words beside it.
		ui.Sprite(dst, "dove_side", c.Min.X+10, c.Min.Y+(c.Dy()-dh*3)/2, 3)
		x := c.Min.X + 20 + dw*3
		lines = image.Rect(x, c.Min.Y+12+2*ui.LineH, c.Max.X-8, c.Max.Y-4)
		aw, _ := ui.Measure(about)
		if nw, _ := ui.Measure(name); l.Me != "" && nw+16+aw <= c.Max.X-8-x {
			// Signed in on the name's line, at its right: the line under
			// it is the ratings' heading (four game names alone read as a
			// menu).
			ui.Text(dst, name, x, c.Min.Y+8, ui.Ink)
			ui.Text(dst, about, c.Max.X-8-aw, c.Min.Y+8, ui.Wood)
			ui.FitText(dst, lang.T("online.ratings"), x, c.Min.Y+8+ui.LineH, c.Max.X-8-x, ui.Wood)
		} else {
			ui.FitText(dst, name, x, c.Min.Y+8, c.Max.X-8-x, ui.Ink)
			ui.Text(dst, about, x, c.Min.Y+8+ui.LineH, ui.Wood)
			if l.Me == "" { // which server was tried (Server, on the panel, changes it)
				ui.Paragraph(dst, l.serverWords(), image.Rect(x, c.Min.Y+8+2*ui.LineH+4, c.Max.X-8, c.Max.Y-4), ui.Ink)
			}
		}
	} else {
		ui.Sprite(dst, "dove_side", c.Min.X+(c.Dx()-dw*4)/2, c.Min.Y+12, 4)
		y := c.Min.Y + 20 + dh*4
		ui.FitCentered(dst, name, c.Min.X+c.Dx()/2, y, c.Dx()-16, ui.Ink)
		ui.Centered(dst, about, c.Min.X+c.Dx()/2, y+ui.LineH, ui.Wood)
		if l.Me == "" { // which server was tried (Server, on the panel, changes it), centred as the lines over it
			if sw, _ := ui.Measure(l.serverWords()); sw <= c.Dx()-20 {
				ui.Centered(dst, l.serverWords(), c.Min.X+c.Dx()/2, y+2*ui.LineH+10, ui.Ink)
			} else {
				ui.Paragraph(dst, l.serverWords(), image.Rect(c.Min.X+10, y+2*ui.LineH+10, c.Max.X-10, c.Max.Y-6), ui.Ink)
			}
		}
		lines = image.Rect(c.Min.X+10, y+2*ui.LineH+10, c.Max.X-10, c.Max.Y-6)
		if l.Me != "" && lines.Dy() >= ui.LineH+4+len(game.Names())*(ui.LineH+2) { // the ratings under their heading
			ui.FitText(dst, lang.T("online.ratings"), lines.Min.X, lines.Min.Y, lines.Dx(), ui.Wood)
			lines.Min.Y += ui.LineH + 4
		}
	}
	// The ratings known, a game a line.
	serverLine := 0
	// Signed in, every game has its line, "-" where not rated yet; held
	// sideways the lines share the card's height (a game's emblem beside
	// each), up to a finger apart.
	y, step := lines.Min.Y, ui.LineH
	if !ui.Portrait() {
		step = max(ui.LineH, min(ui.ButtonH(), (lines.Dy()-serverLine)/len(game.Names())))
	}
	for _, key := range game.Names() {
		rt := l.rating(key)
		every := l.Me != ""
		if rt == nil && !every || y+ui.LineH > lines.Max.Y-serverLine {
			continue
		}
		d, _ := game.Lookup(key)
		ui.FitText(dst, scenes.GameTitle(d.Name), lines.Min.X, y, lines.Dx()-40, ui.Ink)
		v, c := "-", ui.Charcoal
		if rt != nil {
			v, c = fmt.Sprint(int(math.Round(rt.Rating))), ui.Wood
		}
		w, _ := ui.Measure(v)
		ui.Text(dst, v, lines.Max.X-w, y, c)
		if step > ui.LineH && y+step <= lines.Max.Y-serverLine { // a rule between the games
			ui.FillRect(dst, image.Rect(lines.Min.X, y+(step+ui.LineH)/2, lines.Max.X, y+(step+ui.LineH)/2+1), ui.Sand)
		}
		y += step
	}
}

// hostWords is the server played on as a player reads it: its address
// without the scheme ("127.0.0.1:7350").
func (l *Lobby) hostWords() string {
	h := l.host()
	for _, scheme := range []string{"https://", "http://"} {
		h = strings.TrimPrefix(h, scheme)
	}
	return strings.TrimSuffix(h, "/")
}

// serverWords say which server the lobby plays on: "Server:
// 127.0.0.1:7350".
func (l *Lobby) serverWords() string {
	return lang.T("online.on-server", "Address", l.hostWords())
}

// host is the address of the server the lobby plays on.
func (l *Lobby) host() string {
	if h := l.a.Settings.Server; h != "" {
		return h
	}
	return serverOf()
}
