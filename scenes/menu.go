package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Menu is the main menu: the four games, how to play, settings and quit.
type Menu struct {
	a      *App
	layer  ui.Layer
	Cards  []*CoverCard
	top    int
	hint   bool            // the keyboard or touch hint has a line of its own
	dock   image.Rectangle // upright, the night ground under the buttons (no skyline's windows between them)
	online *ui.Button      // Play online, whose badge counts the games waiting
}

// CoverCard is a game's cover in the menu.
type CoverCard struct {
	Info     GameInfo
	Playable bool
	// Wide cards (a phone held upright) put the cover on the left and the
	// game's name, player count and blurb beside it.
	Wide bool
	// Blurb shows what the game is under its name on a narrow card
	// (landscape, where the screen has the height).
	Blurb   bool
	r       image.Rectangle
	onClick func()
}

func (c *CoverCard) Rect() image.Rectangle { return c.r }
func (c *CoverCard) Enabled() bool         { return true }
func (c *CoverCard) Activate()             { c.onClick() }
func (c *CoverCard) Tip() string {
	if c.Playable {
		return lang.T(c.Info.Blurb)
	}
	return lang.T("menu.not-playable", "Blurb", lang.T(c.Info.Blurb))
}

func (c *CoverCard) Draw(dst *ebiten.Image, st ui.State) {
	r := c.r
	lift := 0
	if (st.Hover || st.Focused) && c.Playable {
		lift = -3
	}
	r = r.Add(image.Pt(0, lift))
	sprites.NineSlice(dst, "frame_paper", r, nil)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X+4), float64(r.Min.Y+4))
	if !c.Playable {
		op.ColorScale.Scale(0.55, 0.55, 0.6, 1)
	}
	sub := lang.T(c.Info.Players)
	col := ui.Wood
	if !c.Playable {
		sub, col = lang.T("menu.soon"), ui.Red
	}
	if c.Wide {
		cw, chh := sprites.Size(c.Info.Cover)
		op.GeoM.Translate(0, float64((r.Dy()-8-chh)/2))
		dst.DrawImage(sprites.Get(c.Info.Cover), op)
		text := image.Rect(r.Min.X+4+cw+10, r.Min.Y+8, r.Max.X-8, r.Max.Y-6)
		// The game's name in the title face where it fits (as a box's
		// name stands out), and the words as a block in the middle of the
		// card, level with the cover.
		title := GameTitle(c.Info.Key)
		tw, _ := ui.Measure(title)
		blurbH := ui.ParagraphH(lang.T(c.Info.Blurb), text.Dx())
		big := 2*tw <= text.Dx() && 2*ui.LineH+ui.LineH+10+blurbH <= text.Dy() // (where the words keep their room)
		th := ui.LineH
		if big {
			th = 2 * ui.LineH
		}
		if h := th + ui.LineH + 10 + ui.ParagraphH(lang.T(c.Info.Blurb), text.Dx()); h < text.Dy() {
			text.Min.Y += (text.Dy() - h) / 2
		}
		if big {
			ui.TextScaled(dst, title, text.Min.X, text.Min.Y, 2, ui.Ink)
		} else {
			ui.FitText(dst, title, text.Min.X, text.Min.Y, text.Dx(), ui.Ink)
		}
		ui.FitText(dst, sub, text.Min.X, text.Min.Y+th+2, text.Dx(), col)
		text.Min.Y += th + ui.LineH + 10
		ui.Paragraph(dst, lang.T(c.Info.Blurb), text, ui.Charcoal)
	} else {
		dst.DrawImage(sprites.Get(c.Info.Cover), op)
		ui.Centered(dst, GameTitle(c.Info.Key), r.Min.X+r.Dx()/2, r.Min.Y+88, ui.Ink)
		ui.Centered(dst, sub, r.Min.X+r.Dx()/2, r.Min.Y+103, col)
		if c.Blurb {
			ui.Paragraph(dst, lang.T(c.Info.Blurb), image.Rect(r.Min.X+7, r.Min.Y+120, r.Max.X-6, r.Max.Y-4), ui.Charcoal)
		}
	}
	if !c.Playable {
		band := image.Rect(r.Min.X+4, r.Min.Y+34, r.Max.X-4, r.Min.Y+50)
		ui.FillRect(dst, band, ui.Ink)
		ui.Centered(dst, lang.T("menu.soon"), r.Min.X+r.Dx()/2, band.Min.Y+1, ui.Butter)
	}
	if st.Focused {
		sprites.NineSlice(dst, "frame_focus", r.Inset(-3), nil)
	} else if st.Hover && c.Playable {
		ui.StrokeRect(dst, r.Inset(-2), ui.Gold)
	}
}

// wideCardH is the most a wide card is tall: its cover (80) and the
// frame's margins, with air over and under the words beside it.
const wideCardH = 110

// Online opens online play (set by package lobby where the build has it; nil
// in the browser for now).
var Online func(a *App) Scene

// OnlineBadge counts the player's online games waiting for them (set with
// Online; "" when there are none or it is not known).
var OnlineBadge func(a *App) string

// NewMenu builds the main menu.
func NewMenu(a *App) *Menu {
	m := &Menu{a: a}
	for _, g := range Games {
		g := g
		c := &CoverCard{Info: g, Playable: Playable(g.Key)}
		c.onClick = func() {
			if c.Playable {
				a.Switch(NewSetup(a, g.Key))
				OfferCourse(a, g.Key)
			} else {
				a.Audio.Play("error")
				a.Toast(lang.T("menu.not-playable-toast", "Game", GameTitle(g.Key)))
			}
		}
		m.Cards = append(m.Cards, c)
	}
	m.build()
	return m
}

func (m *Menu) Relayout() { m.build() }

// build arranges the covers in a row (landscape) or two by two (portrait),
// with the buttons under them.
func (m *Menu) build() {
	a := m.a
	m.layer.Clear()
	m.online = nil
	cw, ch, gap := 136, 120, 14
	cols := 4
	if ui.Portrait() || ui.W < 4*cw+5*gap {
		cols = 2
	}
	// Upright, with the height for it: one wide card a game, as tall as
	// the screen allows (up to 132), the blurb beside the cover.
	labels := []string{"menu.stats", "menu.howto", "menu.settings"}
	if len(puzzleGames()) > 0 {
		labels = append([]string{"menu.puzzles"}, labels...)
	}
	if Online != nil {
		labels = append([]string{"menu.online"}, labels...)
	}
	if a.CanQuit() {
		labels = append(labels, "menu.quit")
	}
	bh := ui.ButtonH()
	// Upright, the buttons two a row across the cards' width, the first
	// across both where they are odd (Play online over the others'
	// pairs): no lopsided row, and they take the foot of the screen.
	pairs := (len(labels) + 1) / 2
	pairsH := pairs*bh + (pairs-1)*12
	// (A wide card at the least as tall as its cover and the frame's
	// margins, 88.)
	// Upright, the buttons 12 under the last card (the design's margin:
	// more read as a dead band) and 24 over the screen's foot (clear of a
	// phone's home bar).
	const dockGap, foot = 12, ui.HomeBar
	wide := ui.Portrait() && ui.W >= 300 && ui.H >= 92+4*(88+10)-10+dockGap+pairsH+foot
	if wide {
		cols, gap = 1, 10
		cw = min(ui.W-24, 420)
		// As tall as their cover and words need with a margin (taller
		// left the cover and words filling ~60% of the card), the height
		// over going to the logo's head.
		ch = min(wideCardH, (ui.H-92-dockGap-pairsH-foot+gap)/len(m.Cards)-gap)
	}
	for _, c := range m.Cards {
		c.Wide, c.Blurb = wide, false
	}
	// In a row of four where the screen has the height, each card says
	// what its game is under its name, as the wide cards do.
	if cols == 4 {
		lines := 0
		for _, c := range m.Cards {
			lines = max(lines, len(ui.Wrap(lang.T(c.Info.Blurb), cw-13)))
		}
		// The blurb clear of the card's foot by its frame and a margin
		// where the height allows (the longest one ran to the edge).
		for _, pad := range []int{10, 4} {
			if tall := 120 + lines*ui.LineH + pad; 92+tall+gap+16+ui.ButtonH()+8+ui.LineH <= ui.H {
				ch = tall
				for _, c := range m.Cards {
					c.Blurb = true
				}
				break
			}
		}
	}
	rows := len(m.Cards) / cols
	// The covers sit under the logo where there is room; on a short canvas
	// they move up and the logo stays out.
	need := rows*(ch+gap) + 16 + ui.ButtonH() + 8 + ui.LineH
	m.top = max(36, min(92, ui.H-need))
	if ui.Portrait() {
		m.top = max(92, (ui.H-rows*(ch+gap)-3*ui.ButtonH())/3)
	}
	if wide { // the buttons at the foot, the room over the cards the head's
		m.top = max(92, ui.H-foot-pairsH-dockGap-rows*(ch+gap)+gap)
	}
	x0 := (ui.W - cols*cw - (cols-1)*gap) / 2
	for i, c := range m.Cards {
		col, row := i%cols, i/cols
		x, y := x0+col*(cw+gap), m.top+row*(ch+gap)
		c.r = image.Rect(x, y, x+cw, y+ch)
		m.layer.Add(c)
	}
	y := m.top + rows*(ch+gap) + 16
	m.dock = image.Rectangle{}
	if wide {
		y = m.top + rows*(ch+gap) - gap + dockGap
		m.dock = image.Rect(0, y-dockGap/2, ui.W, ui.H)
	}
	// One row of buttons, or two where their words do not fit across.
	across, lines := len(labels), 1
	width := min(ui.W-24, len(labels)*132-12)
	for _, l := range labels {
		if w, _ := ui.Measure(lang.T(l)); w+12 > (width-12*(across-1))/across {
			across, lines = (len(labels)+1)/2, 2
			width = min(ui.W-24, across*132-12)
			break
		}
	}
	row := ui.Centre(image.Rect(0, y, ui.W, y+lines*bh+(lines-1)*12), width, lines*bh+(lines-1)*12)
	cells := ui.Grid(row, across, lines, 12)
	// Too tall for the screen (a short landscape window, the covers two by
	// two): the covers move left and the buttons stand in a column beside
	// them.
	bw := 0
	for _, l := range labels {
		w, _ := ui.Measure(lang.T(l))
		bw = max(bw, w+24)
	}
	if side := cols*cw + (cols-1)*gap + 24 + bw; row.Max.Y > ui.H-4 && !wide && side <= ui.W-16 {
		m.top = max(36, (ui.H-rows*(ch+gap)+gap)/2)
		x0 = (ui.W - side) / 2
		for i, c := range m.Cards {
			col, r := i%cols, i/cols
			c.r = image.Rect(x0+col*(cw+gap), m.top+r*(ch+gap), x0+col*(cw+gap)+cw, m.top+r*(ch+gap)+ch)
		}
		span := len(labels)*bh + (len(labels)-1)*10
		bx, by := x0+cols*cw+(cols-1)*gap+24, m.top+(rows*(ch+gap)-gap-span)/2
		row = image.Rect(bx, by, bx+bw, by+span)
		cells = ui.Grid(row, 1, len(labels), 10)
		across, lines = 1, len(labels)
	}
	if wide { // two a row across the cards, the first across both where they are odd
		row = image.Rect(x0, y, x0+cw, y+pairsH)
		cells = ui.Grid(row, 2, pairs, 12)
		for i := 1; i < len(cells); i += 2 { // (the right column to the cards' edge, whatever the rounding)
			cells[i].Max.X = row.Max.X
		}
		if len(labels)%2 == 1 {
			cells = append([]image.Rectangle{image.Rect(cells[0].Min.X, cells[0].Min.Y, cells[1].Max.X, cells[1].Max.Y)}, cells[2:]...)
		}
	} else if short := across*lines - len(labels); short > 0 && lines > 1 { // the last row centred
		shift := short * (cells[1].Min.X - cells[0].Min.X) / 2
		for i := across * (lines - 1); i < len(labels); i++ {
			cells[i] = cells[i].Add(image.Pt(shift, 0))
		}
	}
	for i, r := range cells {
		if i >= len(labels) {
			break
		}
		l := labels[i]
		b := &ui.Button{R: r, Label: lang.T(l)}
		switch l {
		case "menu.online":
			m.online = b
			b.OnClick = func() { a.Switch(Online(a)) }
			if OnlineBadge != nil {
				b.Badge = OnlineBadge(a)
			}
			b.Tooltip = lang.T("menu.online.tip")
		case "menu.puzzles":
			// Today's puzzle, waiting: a badge, and the tip names it.
			b.OnClick = func() { a.Push(NewPuzzles(a, "")) }
			b.Tooltip = lang.T("menu.puzzles.tip")
			if DailyWaits(a) {
				d := DailyPuzzle()
				b.Badge = lang.T("menu.puzzles.new") // (a word, not a bare count: what is new is today's puzzle)
				b.Tooltip = lang.T("menu.puzzles.daily.tip", "Game", GameTitle(d.Game), "Level", LevelWords(d.Level))
			}
		case "menu.stats":
			b.OnClick = func() { a.Push(NewStats(a, nil)) }
			b.Tooltip = lang.T("menu.stats.tip")
		case "menu.howto":
			b.OnClick = func() { a.Push(NewHowTo(a, "")) }
			b.Tooltip = lang.T("menu.howto.tip")
		case "menu.settings":
			b.OnClick = func() { a.Push(NewSettings(a)) }
			b.Tooltip = lang.T("menu.settings.tip")
		case "menu.quit":
			b.OnClick = a.Quit
		}
		m.layer.Add(b)
	}
	// The hint's line under the buttons, where there is room for it.
	m.hint = row.Max.Y+2 <= ui.H-19 && !wide // (upright, the screen's foot is the home bar's margin)
}

func (m *Menu) Name() string { return "menu" }
func (m *Menu) Busy() bool   { return m.layer.Busy() }

// Spots names each game's cover ("cover:tokyodoves"): the browser test
// opens games by them.
func (m *Menu) Spots() map[string]image.Rectangle {
	out := map[string]image.Rectangle{}
	for _, c := range m.Cards {
		out["cover:"+c.Info.Key] = c.r
	}
	return out
}

// Buttons returns the labels of the menu's buttons (tests).
func (m *Menu) Buttons() []string { return m.layer.Labels() }

func (m *Menu) Update(a *App, f *input.Frame, dt float64) error {
	if OnlineBadge != nil && m.online != nil { // the count changes as the server tells
		m.online.Badge = OnlineBadge(a)
	}
	m.layer.Update(f, dt)
	return nil
}

func (m *Menu) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	skyline(dst)
	if m.top >= 92 {
		// The logo and its line in the middle of the head over the cards.
		y := m.top - 74 - (m.top-92)/2
		ui.Sprite(dst, "logo", ui.W/2-43*2, y, 4)
		ui.CenteredShadow(dst, lang.T("menu.choose"), ui.W/2, y+50, 1, ui.Sand)
	}
	if !m.dock.Empty() {
		// Upright, the buttons on a ground of night under a rule, across
		// the screen's foot, as the hint's footer (the skyline's lit
		// windows between and under them read as noise).
		ui.FillRect(dst, m.dock, ui.Night)
		ui.FillRect(dst, image.Rect(0, m.dock.Min.Y, ui.W, m.dock.Min.Y+1), ui.Charcoal)
	}
	m.layer.Draw(dst)
	if !m.hint {
		return
	}
	hint := lang.T("menu.hint.keys")
	if ui.Touch {
		hint = lang.T("menu.hint.touch")
	}
	// Under the buttons, in the middle of a footer of night across the
	// screen's foot under a rule (a status line, as a desktop app's), so
	// the skyline's lit windows never read as marks in the words and the
	// line reads as placed, not as a plate left on the roofs.
	w, _ := ui.Measure(hint)
	foot := image.Rect(0, ui.H-18, ui.W, ui.H)
	ui.FillRect(dst, foot, ui.Night)
	ui.FillRect(dst, image.Rect(0, foot.Min.Y, ui.W, foot.Min.Y+1), ui.Charcoal)
	ui.Text(dst, hint, ui.W/2-w/2, foot.Min.Y+(foot.Dy()-ui.LineH)/2+1, ui.Secondary)
}
