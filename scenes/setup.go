package scenes

import (
	"errors"
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

// participant is one player being set up.
type participant struct {
	human bool
	level int // index into Def.Levels
	color int // index into SeatColors: which seat this participant takes
}

// Setup is the new-game screen for one game.
type Setup struct {
	a           *App
	def         *game.Def
	info        GameInfo
	variant     string
	n           int
	people      []participant
	layer       ui.Layer
	card        image.Rectangle   // the game's card (empty on a short screen)
	note        image.Rectangle   // where the variant's note goes without the card
	panel       image.Rectangle   // the choices
	brief       image.Rectangle   // the rules' first page, upright where there is room
	end         int               // the foot of the choices, as last laid out
	smallCard   bool              // upright, the card's words in the small face (the goal's page needs the height)
	rowH        int               // the choices' rows' height (0: a button's): upright, taller where the page under them leaves room
	gap         int               // sideways, more room between the groups of choices where the rows' growth leaves the panel's foot bare
	top         int               // sideways beside the card, the room over the choices (the rest of a bare foot shared over and under them)
	briefWords  bool              // upright, the goal's words shown without their picture (the whole page has not the room)
	wordsButton bool              // and the Rules button over them (where they have the room for it)
	grid        []image.Rectangle // upright, the seats' cells across, that the variants and the count line up on (Choices.Grid)
	saved       *game.Match       // the game left unfinished, read once when the screen opens
	goalCard    bool              // sideways, the card says the goal under its cover, with the Rules button (goalCardParts): every game's setup, one design
	noteUnder   bool              // sideways beside a goal card, the chosen variant's note under the variants' buttons (s.note)
	noteSmall   bool              // and in the small face (the body's lines have not the room: French with four seats)
	squeeze     int               // sideways beside the card, the panel this much shorter over and under: as tall as its choices, in the middle beside the card (not bare bands over and under them)
	namesOver   bool              // beside a goal card, the seats' names over their rows: the card wider, its goal's words in the body face (a long goal: Columbiz's, Portuguese)
}

// NewSetup builds the setup screen for a game.
func NewSetup(a *App, key string) *Setup {
	d, err := game.Lookup(key)
	if err != nil {
		panic(err) // only playable games reach this screen
	}
	s := &Setup{a: a, def: d, variant: d.Variants[0], n: d.MinSeats, info: Info(key)}
	for i := 0; i < d.MaxSeats; i++ {
		s.people = append(s.people, participant{human: i == 0, level: min(1, len(d.Levels)-1), color: i})
	}
	s.saved = readSave(a, d)
	s.build()
	return s
}

// readSave loads the game left unfinished, if any. A save that cannot be
// read or replayed is kept aside under a dated name and the player is told
// why and where; it is never offered, and never silently replaced.
func readSave(a *App, d *game.Def) *game.Match {
	rec, ok, err := store.LoadGame(d.Name)
	if err != nil {
		a.Toast(lang.T("setup.save-unread", "Game", GameTitle(d.Name), "Why", lang.Err(err)))
		return nil
	}
	if !ok {
		return nil
	}
	m, err := game.LoadRecord(rec)
	if err == nil && m.Def.Name != d.Name {
		err = errors.New(lang.T("setup.save-other-game", "Game", GameTitle(m.Def.Name)))
	}
	if err == nil && m.State.Terminal() {
		err = errors.New(lang.T("setup.save-over"))
	}
	if err != nil {
		why := game.ClipQuoted(lang.Err(err))
		if bad, kerr := store.SetAside(d.Name, err); kerr != nil {
			a.Toast(lang.T("setup.save-bad-lost", "Game", GameTitle(d.Name), "Why", why, "Trouble", lang.Err(kerr)))
		} else {
			a.Toast(lang.T("setup.save-bad-kept", "Game", GameTitle(d.Name), "Why", why, "File", bad))
		}
		return nil
	}
	if m.Unchecked.Key != "" { // an old save: offered, with what could not be checked
		a.Toast(lang.T("setup.save-unread", "Game", d.Title, "Why", lang.Say(m.Unchecked)))
	}
	return m
}

// savedSummary says what Continue saved resumes: the rules, the players and
// how far the game went.
func savedSummary(m *game.Match) string {
	var who []string
	for _, p := range m.Players {
		who = append(who, SeatWho(p, false))
	}
	return lang.T("setup.saved", "Variant", VariantName(m.Def.Name, m.Variant), "Players", strings.Join(who, lang.T("list.sep")), "Count", len(m.History()))
}

func (s *Setup) Name() string { return "setup" }
func (s *Setup) Busy() bool   { return s.layer.Busy() }

// Players returns the chosen variant and, per seat, "human" or a level (tests).
func (s *Setup) Players() (string, []string) {
	seats := make([]string, s.n)
	for _, p := range s.people[:s.n] {
		v := "human"
		if !p.human {
			v = s.def.Levels[p.level]
		}
		seats[p.color] = v
	}
	return s.variant, seats
}

func (s *Setup) colors() []SeatColor { return SeatColors(s.def.Name) }

func (s *Setup) Relayout() { s.build() }

// Panel is where the choices' panel is drawn.
func (s *Setup) Panel() image.Rectangle { return s.panel }

// SetPlayers chooses the number of players (tests).
func (s *Setup) SetPlayers(n int) { s.n = n; s.fixColors(); s.build() }

// SetSeat makes seat i a person ("human") or a computer level (tests).
func (s *Setup) SetSeat(i int, who string) {
	p := &s.people[i]
	p.human = who == "human"
	for k, l := range s.def.Levels {
		if l == who {
			p.level = k
		}
	}
	s.build()
}

// build arranges the screen: in landscape the game's card on the left and
// the choices on the right; in portrait a short card on top and the choices
// under it. Each seat is a row: Person, Computer, its level, its colour.
// Where that does not fit (a small phone held sideways) the card gives way:
// the variants and the player count on the left, the seats on the right.
func (s *Setup) build() {
	bh := ui.ButtonH()
	r := ui.Full()
	ui.CutTop(&r, 44)
	r = r.Inset(12)
	ids := []string{"common.back"}
	if len(Courses(s.def.Name)) > 0 {
		ids = append(ids, "setup.learn")
	}
	if s.saved != nil {
		ids = append(ids, "setup.continue")
	}
	ids = append(ids, "setup.start")
	labels := make([]string, len(ids))
	for i, id := range ids {
		labels[i] = lang.T(id)
	}
	// One row of buttons, or two where their words do not fit across (a
	// phone held upright with a saved game).
	widest := 0
	for _, l := range labels {
		w, _ := ui.Measure(l)
		widest = max(widest, w+12)
	}
	cols, rows := len(labels), 1
	if widest > (r.Dx()-8*(len(labels)-1))/len(labels) { // the grid's cells are equal
		cols, rows = (len(labels)+1)/2, 2
	}
	bottom := ui.CutBottom(&r, rows*bh+(rows-1)*8)
	ui.CutBottom(&r, 10)
	s.squeeze = 0
	s.rowH, s.smallCard, s.gap, s.top, s.briefWords, s.goalCard, s.noteUnder, s.noteSmall, s.namesOver = 0, false, 0, 0, false, false, false, false, false
	fits := s.buildWithCard(r)
	if !ui.Portrait() && fits && s.brief.Empty() {
		// Sideways, every game's setup is one design: the card on the
		// left says the goal under its cover, with the Rules button, and
		// the choices fill the right, the chosen variant's note under its
		// buttons (what "Full rules" or "Junior" means), where it fits
		// (else in the variants' tips). (The goal's page beside the
		// choices and a short card over them held two seats of Tokyo
		// Doves only: Columba, Columbiz and Falconry took this one, and
		// the games' setups did not look like one screen.)
		s.goalCard, s.noteUnder = true, variantNote(s.def.Name, s.variant) != ""
		if !s.buildWithCard(r) || !s.goalCardFits() {
			s.noteSmall = true // (the kit's order: the small face before nothing)
			if !s.buildWithCard(r) || !s.goalCardFits() {
				s.noteUnder, s.noteSmall = false, false
				if !s.buildWithCard(r) || !s.goalCardFits() {
					s.goalCard = false
					s.buildWithCard(r)
				}
			}
		}
		if s.goalCard && s.goalFace() != ui.Body {
			// The goal's words in the small face: the card wider where the
			// seats' names over their rows leave the choices the room, and
			// the words then take the body face (a player reads them).
			keep := s.noteSmall
			s.namesOver = true
			if !s.buildWithCard(r) || !s.goalCardFits() || s.goalFace() != ui.Body {
				s.namesOver, s.noteSmall = false, keep
				s.buildWithCard(r)
			}
		}
	}
	lay := func() bool { return s.buildWithCard(r) }
	if ui.Portrait() && !s.brief.Empty() && !BriefFits(s.def.Name, s.brief) {
		// The goal does not show whole under the choices: the card's
		// words in the small face give it the room, else no goal.
		s.smallCard = true
		s.buildWithCard(r)
		if !s.brief.Empty() && !BriefFits(s.def.Name, s.brief) {
			// Else the goal's words without their picture, where they
			// show whole with the Rules button over them (a short phone:
			// rather than bare sky under the choices); else no goal.
			fits := func() bool {
				if s.brief.Empty() {
					return false
				}
				s.wordsButton = briefWordsFit(s.def.Name, s.brief, true)
				return s.wordsButton || briefWordsFit(s.def.Name, s.brief, false)
			}
			s.smallCard = false
			s.buildWithCard(r)
			if !fits() {
				s.smallCard = true
				s.buildWithCard(r)
				if !fits() {
					s.brief = image.Rectangle{}
				}
			}
			s.briefWords = !s.brief.Empty()
		}
	}
	if ui.Portrait() && !s.brief.Empty() && !s.briefWords {
		// Upright, the goal's page under the choices takes the room first
		// (its picture up to three times its size); what it does not need
		// goes a little to the rows (up to a third taller, one height for
		// every row), never between the groups of choices: they keep the
		// design's spacing, so the panel has no bare bands (a third of a
		// button between the variants, the count and the seats' headings
		// read as dead room).
		scale := briefArtScale(s.def.Name, s.brief)
		keeps := func() bool {
			return s.buildWithCard(r) && !s.brief.Empty() && BriefFits(s.def.Name, s.brief) && briefArtScale(s.def.Name, s.brief) >= scale
		}
		if spare := s.brief.Dy() - briefH(s.def.Name, s.brief); spare > 12 {
			s.rowH = bh + min(bh/3, (spare-16)/s.uprightRows())
			if !keeps() {
				s.rowH = 0
				s.buildWithCard(r)
			}
		}
	}
	if !ui.Portrait() && fits && s.brief.Empty() {
		// Sideways, the choices' rows taller (up to half again) where the
		// panel has the height, rather than a bare foot.
		if spare := s.panel.Max.Y - 8 - s.end; spare > 12 {
			n := 2 + s.n + (len(s.def.Variants)-1)/3
			s.rowH = bh + min(bh/2, spare/n)
			if !lay() || s.end > s.panel.Max.Y-8 {
				s.rowH = 0
				lay()
			}
		}
		// What the rows do not take goes between the groups (the variants,
		// the players, the seats), up to half a button's height each.
		// (Beside the card, a quarter: the rest over and under them, as one
		// block, rather than bands between the groups.)
		if spare := s.panel.Max.Y - 8 - s.end; spare > 12 && s.brief.Empty() {
			s.gap = min(bh/4, spare/2)
			if !lay() || s.end > s.panel.Max.Y-8 {
				s.gap = 0
				lay()
			}
		}
		// Beside the card, what neither takes goes over and under the
		// choices alike (in the middle of their panel, not over a bare
		// foot).
		if spare := s.panel.Max.Y - 8 - s.end; spare > 1 && s.brief.Empty() {
			s.top = (spare + seatRowGap + s.gap/4) / 2 // (the seats' last row's gap under it is bare too)
			if !lay() || s.end > s.panel.Max.Y-8 {
				s.top = 0
				lay()
			}
		}
		// And the panel as tall as its choices (6 px more over and under
		// them than its rim), in the middle beside the card: bands of bare
		// panel over and under them read as unfinished (Tokyo Doves' two
		// seats left 40 px each).
		if top := s.top; top > 6 && s.brief.Empty() {
			s.squeeze, s.top = top-6, 6
			if !lay() || s.end > s.panel.Max.Y-8 {
				s.squeeze, s.top = 0, top
				lay()
			}
		}
	}
	if !fits && !ui.Portrait() {
		s.buildShort(r)
	}
	if s.briefWords {
		if s.wordsButton {
			s.layer.Add(BriefWordsHowTo(s.a, s.def.Name, s.brief))
		}
	} else if !s.brief.Empty() {
		if b := BriefHowTo(s.a, s.def.Name, s.brief); b != nil {
			s.layer.Add(b)
		}
	} else if s.goalCard {
		rules, _, _, _ := goalCardParts(s.def.Name, s.card)
		s.layer.Add(howToButton(s.a, s.def.Name, rules))
	} else if !ui.Portrait() && !s.card.Empty() {
		// Sideways, How to play at the card's foot, under its words.
		if b := cardHowTo(s.def.Name, s.variant, s.card); !b.Empty() {
			s.layer.Add(howToButton(s.a, s.def.Name, b))
		}
	}
	for i, b := range ui.Grid(bottom, cols, rows, 8) {
		if i >= len(labels) {
			break
		}
		switch ids[i] {
		case "common.back":
			s.layer.Add(&ui.Button{R: b, Label: labels[i], OnClick: func() { s.a.Switch(NewMenu(s.a)) }})
		case "setup.learn":
			s.layer.Add(&ui.Button{R: b, Label: labels[i], Tooltip: lang.T("setup.learn.tip"), OnClick: func() {
				c, _ := CourseFor(s.def.Name, s.variant)
				s.a.Push(NewCoursePage(s.a, c.Key))
			}})
		case "setup.continue":
			s.layer.Add(&ui.Button{R: b, Label: labels[i], Tooltip: savedSummary(s.saved), OnClick: s.Continue})
		default:
			s.layer.Add(&ui.Button{R: b, Label: labels[i], Primary: true, OnClick: s.Start})
		}
	}
}

// uprightRows counts the choices' rows upright: the variants two a row,
// the player count where there is one to choose, and the seats.
func (s *Setup) uprightRows() int {
	n := (len(s.def.Variants)+1)/2 + s.n
	counts := 0
	for k := s.def.MinSeats; k <= s.def.MaxSeats; k++ {
		if s.def.CheckSeats(s.variant, k) == nil {
			counts++
		}
	}
	if counts > 1 {
		n++
	}
	return n
}

// buildWithCard lays the card and the choices out in r and reports whether
// everything fits.
func (s *Setup) buildWithCard(r image.Rectangle) bool {
	s.layer.Clear()
	s.note, s.brief = image.Rectangle{}, image.Rectangle{}
	bh := ui.ButtonH()
	if ui.Portrait() {
		face := ui.Body
		if s.smallCard {
			face = ui.Small
		}
		s.card = ui.CutTop(&r, GameCardHIn(face, s.def.Name, s.variant, r.Dx()))
		ui.CutTop(&r, 8)
	} else {
		// As wide as its words need (measured), where the choices keep
		// their room.
		w := min(200, max(144, r.Dx()-330))
		for w < min(260, r.Dx()-250) && !cardWordsFit(s.def.Name, s.variant, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y)) {
			w += 8
		}
		if s.goalCard {
			// The goal's words as wide as the choices leave them, where
			// the seats keep their names beside their rows.
			longW, swW, buttons := s.seatWidths()
			w = min(300, max(w, r.Dx()-14-(longW+swW+4+buttons+16)))
			if s.namesOver {
				w = max(w, r.Dx()-14-(swW+4+buttons+16))
			}
		}
		s.card = ui.CutLeft(&r, w)
		ui.CutLeft(&r, 14)
		r.Min.Y, r.Max.Y = r.Min.Y+s.squeeze, r.Max.Y-s.squeeze
	}
	s.panel = r
	r = r.Inset(8)
	x, y := r.Min.X, r.Min.Y+s.top
	s.grid = s.choiceGrid(r)
	// Variants, and the player count under them, or beside them when the
	// seats would not fit otherwise.
	seatH := bh + seatRowGap
	if r.Dx() < 250 {
		seatH += ui.LineH
	}
	beside := 2*(28+bh)+s.n*seatH > r.Dy() && len(s.def.Variants) <= 3 && len(s.def.Variants)*128 < r.Dx()/2
	perRow := len(s.def.Variants) // in one row if each fits its name, else rows of three
	if perRow > 3 && (r.Dx()-8*(perRow-1))/perRow < 84 {
		perRow = 3
	}
	vy := s.variants(x, y, r.Dx(), perRow)
	if s.noteUnder {
		// The chosen variant's note under its buttons, across the panel.
		n, f := variantNote(s.def.Name, s.variant), ui.Body
		if s.noteSmall {
			f = ui.Small
		}
		s.note = image.Rect(r.Min.X, vy, r.Max.X, vy+ui.ParagraphHIn(f, n, r.Dx()))
		vy = s.note.Max.Y + 2
		beside = false
	}
	if beside {
		x = r.Min.X + r.Dx()/2
	} else {
		y = vy + 12 + s.gap
	}
	if py := s.players(x, y, r.Max.X-x); py > y {
		y = py + 12 + s.gap
	} else { // no row of players (nothing to choose): the seats under the variants
		y = max(y, vy+12+s.gap)
	}
	y = s.seats(image.Rect(r.Min.X, y, r.Max.X, r.Max.Y))
	s.end = y
	if ui.Portrait() {
		// The panel ends with its contents; the room under it shows the
		// rules' first page (the goal) where it is worth it.
		room := s.panel.Max.Y
		s.panel.Max.Y = y + 8
		if b := image.Rect(s.panel.Min.X, s.panel.Max.Y+10, s.panel.Max.X, room); b.Dy() >= 120 {
			s.brief = b
		}
	} else {
		s.panel.Max.Y = max(s.panel.Max.Y, y+8)
		// Sideways, the goal under the choices where it shows whole in
		// the room they leave (rather than bare panel).
		if b := image.Rect(s.panel.Min.X, y+8+10, s.panel.Max.X, s.panel.Max.Y); b.Dy() >= 80 && BriefFits(s.def.Name, b) {
			s.panel.Max.Y = y + 8
			s.brief = b
		}
	}
	return y <= r.Max.Y
}

// choiceGrid is the seats' columns across r for the variants and the
// player count to line up on (one table down the panel, rather than rows
// of their own widths that leave its right bare): upright always, and
// sideways where the seats' names are beside their rows.
func (s *Setup) choiceGrid(r image.Rectangle) []image.Rectangle {
	g := s.seatGrid(r)
	if !ui.Portrait() && g.nameW == 0 {
		return nil
	}
	var grid []image.Rectangle
	for k := 0; k < 3; k++ {
		grid = append(grid, image.Rect(g.cellX(k), 0, g.cellX(k)+g.cellW(k), 0))
	}
	return append(grid, image.Rect(g.cellX(3), 0, g.cellX(3)+g.swW, 0))
}

// buildShort lays the choices out in two columns without the card: the
// variants (two a row) and the player count on the left, with the chosen
// variant's note where there is room, and the seats on the right.
func (s *Setup) buildShort(r image.Rectangle) {
	s.layer.Clear()
	s.card, s.grid = image.Rectangle{}, nil
	s.panel = r
	r = r.Inset(8)
	lw := min(264, r.Dx()*2/5)
	y := s.variants(r.Min.X, r.Min.Y, lw, 2) + 8
	y = s.players(r.Min.X, y, lw) + 8
	left := image.Rect(r.Min.X, y, r.Min.X+lw, r.Max.Y)
	sy := s.seats(image.Rect(r.Min.X+lw+12, r.Min.Y, r.Max.X, r.Max.Y))
	right := image.Rect(r.Min.X+lw+12, sy+8, r.Max.X, r.Max.Y)
	s.note = left
	if right.Dy() > left.Dy() {
		s.note = right
	}
}

// variants adds the variant buttons under a label at (x, y), perRow to a
// row across width, and returns the y under them.
func (s *Setup) variants(x, y, width, perRow int) int {
	return s.choices().Variants(x, y, width, perRow)
}

// players adds the player count's buttons under a label at (x, y) and
// returns the y under them.
func (s *Setup) players(x, y, width int) int { return s.choices().Players(x, y, width) }

func (s *Setup) choices() Choices {
	return Choices{Layer: &s.layer, Def: s.def, Variant: s.variant, N: s.n, H: s.rowH, Grid: s.grid, Fill: s.namesOver && !ui.Portrait(), PickVariant: s.pickVariant,
		PickPlayers: func(n int) { s.n = n; s.fixColors(); s.build() }}
}

// Choices are the choices every new-game screen shares (this one, and
// online play's Create a game and Quick match): the variant and the
// player count, each a labelled row of buttons.
type Choices struct {
	Layer   *ui.Layer
	Def     *game.Def
	Variant string
	N       int // the player count chosen
	H       int // the buttons' height (0: a button's)
	// Grid, where set, lines the rows up on the seats' columns (a phone
	// upright): the cells across (only their x counts), the label in the
	// column before them where it fits; each count takes a cell, each
	// variant two.
	Grid []image.Rectangle
	// Fill, where set and there is no Grid, has the counts share their
	// row's whole width (beside a goal card with the seats' names over
	// their rows: three counts a finger wide left the row's right half bare).
	Fill bool
	// PickVariant and PickPlayers choose (and lay the screen out again).
	PickVariant func(v string)
	PickPlayers func(n int)
}

// Variants adds the variant buttons under a label at (x, y), perRow to a
// row across width, and returns the y under them.
func (c Choices) Variants(x, y, width, perRow int) int {
	bh := c.h()
	if len(c.Grid) == 4 {
		return c.gridVariants(x, y, bh)
	}
	c.Layer.Add(&ui.Label{R: image.Rect(x, y, x+200, y+14), Text: lang.T("setup.variant"), Color: ui.Butter})
	y += 16
	// Fewer to a row where their names are wider than the buttons.
	var names []string
	for _, v := range c.Def.Variants {
		names = append(names, VariantName(c.Def.Name, v))
	}
	for perRow > 1 && widest(names...)+14 > min(120, (width-8*(perRow-1))/perRow) {
		perRow--
	}
	vRows := (len(c.Def.Variants) + perRow - 1) / perRow
	vw := min(max(120, widest(names...)+14), (width-8*(perRow-1))/perRow)
	for i, v := range c.Def.Variants {
		v := v
		vx, vy := x+(i%perRow)*(vw+8), y+(i/perRow)*(bh+4)
		c.Layer.Add(&ui.Button{R: image.Rect(vx, vy, vx+vw, vy+bh), Label: VariantName(c.Def.Name, v), Selected: v == c.Variant,
			Tooltip: variantNote(c.Def.Name, v), OnClick: func() { c.PickVariant(v) }})
	}
	return y + vRows*(bh+4)
}

// gridVariants adds the variant buttons on the seats' columns (Grid), two
// cells each, two to a row, their label before them where it fits (else
// over them), and returns the y under them.
func (c Choices) gridVariants(x, y, bh int) int {
	label := lang.T("setup.variant")
	lw, _ := ui.Measure(label)
	if x+lw+8 <= c.Grid[0].Min.X {
		c.Layer.Add(&ui.Label{R: image.Rect(x, y+(bh-ui.LineH)/2, c.Grid[0].Min.X-4, y+(bh-ui.LineH)/2+14), Text: label, Color: ui.Butter})
	} else {
		c.Layer.Add(&ui.Label{R: image.Rect(x, y, c.Grid[3].Max.X, y+14), Text: label, Color: ui.Butter})
		y += 16
	}
	// Two to a row, each over two cells; sideways, more than four (Falconry's
	// six) three to a row where their names fit a third of the row (5 px either side,
	// as the seats' buttons may keep): two rows
	// rather than three leave the chosen one's note and four seats the room.
	cells := func(i int) (x0, x1 int) { return c.Grid[2*(i%2)].Min.X, c.Grid[2*(i%2)+1].Max.X }
	perRow := 2
	var names []string
	for _, v := range c.Def.Variants {
		names = append(names, VariantName(c.Def.Name, v))
	}
	span := image.Rect(c.Grid[0].Min.X, 0, c.Grid[3].Max.X, 1)
	if thirds := ui.Grid(span, 3, 1, 4); !ui.Portrait() && len(c.Def.Variants) > 4 && widest(names...)+10 <= thirds[0].Dx() {
		perRow = 3
		cells = func(i int) (x0, x1 int) { return thirds[i%3].Min.X, thirds[i%3].Max.X }
	}
	for i, v := range c.Def.Variants {
		v := v
		x0, x1 := cells(i)
		vy := y + (i/perRow)*(bh+4)
		c.Layer.Add(&ui.Button{R: image.Rect(x0, vy, x1, vy+bh), Label: VariantName(c.Def.Name, v), Selected: v == c.Variant,
			Tooltip: variantNote(c.Def.Name, v), OnClick: func() { c.PickVariant(v) }})
	}
	return y + (len(c.Def.Variants)+perRow-1)/perRow*(bh+4)
}

// Players adds the player count's buttons beside their label at (x, y),
// within width, and returns the y under them.
func (c Choices) Players(x, y, width int) int {
	bh := c.h()
	allowed := []int{}
	for n := c.Def.MinSeats; n <= c.Def.MaxSeats; n++ {
		if c.Def.CheckSeats(c.Variant, n) == nil {
			allowed = append(allowed, n)
		}
	}
	// The label, then the counts beside it on the same row as buttons a
	// little wider than a finger (never squares as tall as the row): one
	// count alone is a chosen button too, like a lone variant.
	// Where they do not fit beside it a finger wide (a narrow column, long
	// words), the label over them.
	label := lang.T("setup.players")
	lw, _ := ui.Measure(label)
	end, n := x+width, len(allowed)
	if n == 1 {
		// Nothing to choose: no row (the game's card says the count, and
		// the seats' rows show it; a line of prose among the controls,
		// "2 players, as the rules set", read as one that did nothing).
		return y
	}
	if len(c.Grid) >= n && n > 1 { // on the seats' columns: the label before them where it fits, else over them
		if x+lw+8 <= c.Grid[0].Min.X {
			c.Layer.Add(&ui.Label{R: image.Rect(x, y+(bh-ui.LineH)/2, c.Grid[0].Min.X-4, y+(bh-ui.LineH)/2+14), Text: label, Color: ui.Butter})
		} else {
			c.Layer.Add(&ui.Label{R: image.Rect(x, y, end, y+14), Text: label, Color: ui.Butter})
			y += 16
		}
	} else if x+lw+12+n*ui.Finger+(n-1)*6 <= end {
		c.Layer.Add(&ui.Label{R: image.Rect(x, y+(bh-ui.LineH)/2, x+lw+2, y+(bh-ui.LineH)/2+14), Text: label, Color: ui.Butter})
		x += lw + 12
	} else {
		c.Layer.Add(&ui.Label{R: image.Rect(x, y, end, y+14), Text: label, Color: ui.Butter})
		y += 16
	}
	if len(c.Grid) >= n { // each count a cell of the seats' columns
		cells := c.Grid
		if !ui.Portrait() && n < len(c.Grid) {
			// Sideways, the counts share the columns' whole width (three
			// counts on four columns left the row's right third bare).
			cells = ui.Grid(image.Rect(c.Grid[0].Min.X, 0, c.Grid[len(c.Grid)-1].Max.X, 1), n, 1, 4)
		}
		for i, k := range allowed {
			k := k
			g := cells[i]
			c.Layer.Add(&ui.Button{R: image.Rect(g.Min.X, y, g.Max.X, y+bh), Label: fmt.Sprint(k), Selected: k == c.N,
				OnClick: func() { c.PickPlayers(k) }})
		}
		return y + bh
	}
	nw := max(48, bh*3/2)
	if c.Fill {
		nw = max(nw, (end-x-(n-1)*6)/n)
	}
	if x+n*nw+(n-1)*6 > end { // (narrower where the row has not the room)
		nw = max(ui.Finger, (end-x-(n-1)*6)/n)
	}
	for i, n := range allowed {
		n := n
		b := &ui.Button{R: image.Rect(x+i*(nw+6), y, x+i*(nw+6)+nw, y+bh), Label: fmt.Sprint(n), Selected: n == c.N,
			OnClick: func() { c.PickPlayers(n) }}
		if len(allowed) == 1 {
			b.Tooltip = lang.T("setup.players.only", "N", n)
		}
		c.Layer.Add(b)
	}
	return y + bh
}

// h is the buttons' height.
func (c Choices) h() int {
	if c.H > 0 {
		return c.H
	}
	return ui.ButtonH()
}

// Labelled adds a label at (x, y) and a row of toggle buttons under it
// across width (the one at sel chosen; tips may be nil), and returns the
// y under them: the game of Create a game, its clock.
func (c Choices) Labelled(x, y, width int, label string, labels, tips []string, sel int, pick func(i int)) int {
	bh := c.h()
	c.Layer.Add(&ui.Label{R: image.Rect(x, y, x+width, y+14), Text: label, Color: ui.Butter})
	y += 16
	// Fewer to a row where their words do not fit.
	perRow := len(labels)
	for perRow > 1 && widest(labels...)+12 > (width-6*(perRow-1))/perRow {
		perRow--
	}
	rows := (len(labels) + perRow - 1) / perRow
	perRow = (len(labels) + rows - 1) / rows // rows as even as they can be
	cells := ui.Grid(image.Rect(x, y, x+width, y+rows*bh+(rows-1)*4), perRow, rows, 4)
	for i := range labels {
		i := i
		b := &ui.Button{R: cells[i], Label: labels[i], Selected: i == sel, OnClick: func() { pick(i) }}
		if tips != nil {
			b.Tooltip = tips[i]
		}
		c.Layer.Add(b)
	}
	return y + rows*bh + (rows-1)*4
}

// A seatGrid is the seats' columns across a width: the seat's name
// (nameW; 0: the name over its row), three cells from cellX(0), cellW(k)
// wide (who plays it, twice, and its level) and the colour's, swW wide, at
// cellX(3). Upright, the variants and the player count line up on it.
type seatGrid struct {
	nameW, swW int
	cellW      func(k int) int
	cellX      func(k int) int
}

// seatGrid lays the seats' columns out across r.
func (s *Setup) seatGrid(r image.Rectangle) seatGrid {
	bh := s.choices().h()
	x, y := r.Min.X, r.Min.Y
	longW, swW, buttons := s.seatWidths()
	// The swatch with its name in the body face where that fits, else in
	// the small face.
	layout := func(swW int) (nameW int, ok bool) {
		need := swW + 4 + buttons
		if longW+need <= r.Dx() {
			return longW, true
		}
		return 0, need <= r.Dx()
	}
	swW = max(bh, swW)
	nameW, ok := layout(swW)
	if !ok {
		swW = max(bh, s.smallSwatchW())
		nameW, _ = layout(swW)
	}
	// The buttons as wide as their words with some air, the colour right
	// after the level (not pinned at the row's far end), and over the
	// level's and the colour's columns what they are.
	row := image.Rect(x+nameW, y, r.Max.X, y+bh)
	w := min((row.Dx()-swW-4-8)/3, widest(s.seatLabels()...)+30)
	widths := [3]int{w, w, w}
	// Cells of one width where the widest word keeps its air in them (a
	// button's words 8 px clear of its edges at least: "Ordinateur" filled
	// a French phone's cell edge to edge), else each column as wide as
	// its own words.
	tight := w-widest(s.seatLabels()...) < 2*minButtonPad
	if cols := s.seatColumns(); (nameW == 0 || tight) && longW+swW+4+cols[0]+cols[1]+cols[2]+12 <= r.Dx() {
		// The names beside their rows where the cells, each as wide as
		// its own column's words ("Pessoa" narrower than
		// "Computador"), leave them the room: one table in every
		// language, rather than the names over their rows. The room
		// over is shared out alike.
		nameW, row.Min.X = longW, x+longW
		spare := (row.Dx() - swW - 4 - 8 - cols[0] - cols[1] - cols[2]) / 3
		for k := range widths {
			widths[k] = cols[k] + min(spare, 16)
		}
	}
	cellW := func(k int) int { return widths[k] }
	cellX := func(k int) int {
		x := row.Min.X
		for i := 0; i < k; i++ {
			x += widths[i] + 4
		}
		return x
	}
	swW = max(swW, min(row.Max.X-cellX(3), swW+widths[2]/2))
	// What the row still has over (short words: Japanese left a bare
	// tenth of a phone at the right) shared out alike by its four cells,
	// so that the table reaches the panel's right edge.
	if over := row.Max.X - cellX(3) - swW; over > 0 {
		for k := range widths {
			widths[k] += over / 4
		}
		swW += over - 3*(over/4)
	}
	return seatGrid{nameW: nameW, cellW: cellW, swW: swW, cellX: cellX}
}

// seatColumns are the widths of a seat's three cells, each as wide as its
// own column's words with 5 px either side: who plays it (a person, the
// computer) and its level (the levels, and a person's "No level").
func (s *Setup) seatColumns() [3]int {
	// (A person's "No level" in its well may take two lines, a word each:
	// "Sans / niveau".)
	levels := strings.Fields(lang.T("setup.level.none"))
	for _, lv := range s.def.Levels {
		levels = append(levels, LevelName(lv))
	}
	return [3]int{widest(lang.T("setup.person")) + 10, widest(lang.T("setup.computer")) + 10, widest(levels...) + 12}
}

// seatLabels are the words of a seat's buttons: who plays it and the
// levels. (A person's level is a quiet mark, no words: Blank.)
func (s *Setup) seatLabels() []string {
	labels := []string{lang.T("setup.person"), lang.T("setup.computer")}
	for _, lv := range s.def.Levels {
		labels = append(labels, LevelName(lv))
	}
	return labels
}

// seatColourNames are the seats' colours in the language spoken.
func (s *Setup) seatColourNames() []string {
	var colours []string
	for _, c := range s.colors() {
		colours = append(colours, lang.Say(game.Colour(c.Name)))
	}
	return colours
}

// smallSwatchW is a colour's swatch as wide as its name in the small face.
func (s *Setup) smallSwatchW() int { return 25 + ui.WidestIn(ui.Small, s.seatColourNames()...) + 6 }

// seatWidths measures a seat's row: the longest seat's name with its
// air (longW), the colour's swatch as wide as its name in the body face
// (swW) and the three buttons as wide as their words (buttons).
func (s *Setup) seatWidths() (longW, swW, buttons int) {
	// The seat's name ("Player 1", a word in every language) beside the
	// buttons where it fits, else above them. Beside the name, the buttons
	// may keep as little as 5 px either side of their words: the seat's
	// name in its own column, with the table's headings over it, rather
	// than over its row (one layout, in every language that leaves the
	// room). The colour's swatch is as wide as its name: measured, never a
	// fixed width.
	buttons = 3 * (widest(s.seatLabels()...) + 10 + 4)
	longW = widest(lang.T("setup.player", "N", s.n)) + 8
	return longW, 25 + widest(s.seatColourNames()...) + 6, buttons
}

// seats adds one row a seat from the top of r: a name, then four buttons
// sharing the rest of the row. It returns the y under the last row.
func (s *Setup) seats(r image.Rectangle) int {
	bh := s.choices().h()
	x, y := r.Min.X, r.Min.Y
	cols := s.colors()
	g := s.seatGrid(r)
	nameW, cellW, swW, cellX := g.nameW, g.cellW, g.swW, g.cellX
	// A heading over every column, as a table has: who plays the seat
	// (over its two buttons), its level, its colour. Where each seat's
	// name is over its row, the names head the rows: the level's and the
	// colour's headings go on the first name's line where it leaves them
	// the room.
	s.layer.Add(&ui.Label{R: image.Rect(cellX(2), y, cellX(2)+cellW(2), y+14), Text: lang.T("setup.level"), Color: ui.Butter},
		&ui.Label{R: image.Rect(cellX(3), y, cellX(3)+swW, y+14), Text: lang.T("setup.colour"), Color: ui.Butter})
	if nameW > 0 {
		s.layer.Add(&ui.Label{R: image.Rect(cellX(0), y, cellX(1)+cellW(1), y+14), Text: lang.T("setup.played-by"), Color: ui.Butter})
	}
	if nameW > 0 || widest(lang.T("setup.player", "N", 1))+8 > cellX(2)-x {
		y += 16
	}
	for i := 0; i < s.n; i++ {
		i := i
		p := &s.people[i]
		name := lang.T("setup.player", "N", i+1)
		if nameW == 0 {
			s.layer.Add(&ui.Label{R: image.Rect(x, y, min(r.Max.X, cellX(2)-4), y+14), Text: name, Color: ui.Cream})
			y += ui.LineH
		} else {
			s.layer.Add(&ui.Label{R: image.Rect(x, y+(bh-ui.LineH)/2, x+nameW, y+(bh-ui.LineH)/2+14), Text: name, Color: ui.Cream})
		}
		var cells []image.Rectangle
		for k := 0; k < 3; k++ {
			cells = append(cells, image.Rect(cellX(k), y, cellX(k)+cellW(k), y+bh))
		}
		cells = append(cells, image.Rect(cellX(3), y, cellX(3)+swW, y+bh))
		s.layer.Add(&ui.Button{R: cells[0], Label: lang.T("setup.person"), Selected: p.human, Tooltip: lang.T("setup.person.tip"),
			OnClick: func() { p.human = true; s.build() }})
		s.layer.Add(&ui.Button{R: cells[1], Label: lang.T("setup.computer"), Selected: !p.human, Tooltip: lang.T("setup.computer.tip"),
			OnClick: func() { p.human = false; s.build() }})
		// A person has no level: the cell says so, switched off.
		lv := &ui.Button{R: cells[2], Label: LevelName(s.def.Levels[p.level]), Tooltip: lang.T("setup.level.tip"),
			OnClick: func() { p.level = (p.level + 1) % len(s.def.Levels); s.build() }}
		if p.human {
			s.layer.Add(&Blank{R: cells[2], Tooltip: lang.T("setup.level.none.tip"), Words: lang.T("setup.level.none")})
		} else {
			s.layer.Add(lv)
		}
		c := cols[p.color]
		s.layer.Add(&swatch{r: cells[3], c: c, seat: p.color, onClick: func() { s.cycleColor(i); s.build() }})
		// The seats' rows a table's (closer than the groups are apart),
		// with a share of the room the groups get, so they never touch.
		y += bh + seatRowGap + s.gap/4
	}
	return y
}

// minButtonPad is the least room a seat's button keeps either side of its
// words where the row has the width.
const minButtonPad = 8

// seatRowGap is the least room between two seats' rows: a table's rows,
// closer than the groups of choices, yet clear of each other (4 read as
// rows touching).
const seatRowGap = 6

// Continue resumes the saved game (read and checked when the screen opened).
func (s *Setup) Continue() {
	if s.saved == nil {
		s.a.Toast(lang.T("setup.no-save"))
		s.build()
		return
	}
	m := s.saved
	s.saved = nil
	s.open(m)
}

// open switches to the game's table.
func (s *Setup) open(m *game.Match) {
	t, err := OpenTable(s.a, m)
	if err != nil {
		s.a.Toast(lang.Err(err))
		return
	}
	s.a.Audio.Play("confirm")
	s.a.Audio.StopMusic()
	s.a.Switch(t)
}

// pickVariant chooses a variant, and a player count it allows.
func (s *Setup) pickVariant(v string) {
	s.variant = v
	if s.def.CheckSeats(v, s.n) != nil {
		for n := s.def.MinSeats; n <= s.def.MaxSeats; n++ {
			if s.def.CheckSeats(v, n) == nil {
				s.n = n
				s.fixColors()
				break
			}
		}
	}
	s.build()
}

// VariantNote is what a game's variant means, in a line or two (its
// button's tip, the setup's words under the variants).
func VariantNote(key, variant string) string { return variantNote(key, variant) }

// VariantName is a game's variant as the screens name it.
func VariantName(key, v string) string {
	if d := tables[key]; d != nil && d.VariantNames[v] != "" {
		return lang.T(d.VariantNames[v])
	}
	switch v {
	case "putback":
		return lang.T("variant.putback")
	case "standard":
		return lang.T("variant.standard")
	}
	return v
}

// cycleColor gives participant i the next colour, swapping with whoever had it.
func (s *Setup) cycleColor(i int) {
	n := len(s.colors())
	next := (s.people[i].color + 1) % n
	for j := 0; j < s.n; j++ {
		if j != i && s.people[j].color == next {
			s.people[j].color = s.people[i].color
		}
	}
	s.people[i].color = next
	s.fixColors()
}

// fixColors keeps each participant's colour a seat that exists.
func (s *Setup) fixColors() {
	used := map[int]bool{}
	for i := 0; i < s.n; i++ {
		if s.people[i].color >= s.n || used[s.people[i].color] {
			for c := 0; c < s.n; c++ {
				if !used[c] {
					s.people[i].color = c
					break
				}
			}
		}
		used[s.people[i].color] = true
	}
}

// Start begins the game.
func (s *Setup) Start() {
	variant, seats := s.Players()
	m, err := game.NewMatch(s.def, variant, seats, game.NewSeed(), "")
	if err != nil {
		s.a.Toast(lang.Err(err))
		return
	}
	s.open(m)
}

func (s *Setup) Update(a *App, f *input.Frame, dt float64) error {
	s.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Switch(NewMenu(a))
	}
	return nil
}

// title is the screen's heading, "New game", in every shape and
// language alike: the game's card under it (beside it sideways) names the
// game, so the heading neither repeats the card nor loses words where
// "New game: <game>" would run past a phone's edges.
func (s *Setup) title() string { return lang.T("setup.title") }

func (s *Setup) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	header(dst, s.title())
	if s.goalCard {
		drawGoalCard(dst, s.def.Name, s.card)
	} else {
		DrawGameCard(dst, s.def.Name, s.variant, s.card)
	}
	sprites.NineSlice(dst, "frame_panel", s.panel, nil)
	if s.briefWords {
		drawBriefWords(dst, s.def.Name, s.brief, s.wordsButton)
	} else if !s.brief.Empty() {
		DrawBrief(dst, s.def.Name, s.brief)
	}
	if n := variantNote(s.def.Name, s.variant); n != "" && s.note.Dy() >= min(2*ui.LineH, ui.ParagraphHIn(ui.Small, n, s.note.Dx())) {
		ui.Paragraph(dst, n, s.note, ui.Sand)
	}
	s.layer.Draw(dst)
}

// DrawGameCard draws a game's card in c (nothing where c is empty): its
// cover, title, player counts and what it is, and the variant's note; in
// portrait a short card, the words beside the cover.
func DrawGameCard(dst *ebiten.Image, key, variant string, c image.Rectangle) {
	if c.Empty() {
		return
	}
	if ui.Portrait() {
		drawShortCard(dst, key, variant, c)
		return
	}
	info := Info(key)
	op := &ebiten.DrawImageOptions{}
	sprites.NineSlice(dst, "frame_paper", c, nil)
	op.GeoM.Translate(float64(c.Min.X+(c.Dx()-128)/2), float64(c.Min.Y+10))
	dst.DrawImage(sprites.Get(info.Cover), op)
	ui.Centered(dst, GameTitle(key), c.Min.X+c.Dx()/2, c.Min.Y+96, ui.Ink)
	ui.Centered(dst, lang.T(info.Players), c.Min.X+c.Dx()/2, c.Min.Y+110, ui.Wood)
	// The blurb and the variant's note, both in the body face where they
	// fit, else both in the small face.
	blurb, n, f := lang.T(info.Blurb), variantNote(key, variant), cardFace(key, variant, c)
	box := cardWords(c)
	used := ui.Paragraph(dst, blurb, image.Rect(box.Min.X, box.Min.Y, box.Max.X, box.Min.Y+ui.ParagraphHIn(f, blurb, box.Dx())), ui.Ink)
	if n != "" {
		// The note in the paper's secondary text colour (Charcoal, 9.8:1):
		// quieter than the blurb, not the orange of the metadata (low on
		// cream for a paragraph).
		ui.Paragraph(dst, n, image.Rect(box.Min.X, box.Min.Y+10+used, box.Max.X, box.Max.Y), ui.Charcoal)
	}
}

// drawShortCard draws a game's short card in c (GameCardH tall): the
// cover on the left, its title, player counts and the variant's note (else
// what it is) beside it.
func drawShortCard(dst *ebiten.Image, key, variant string, c image.Rectangle) {
	info := Info(key)
	sprites.NineSlice(dst, "frame_paper", c, nil)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(c.Min.X+8), float64(c.Min.Y+8))
	dst.DrawImage(sprites.Get(info.Cover), op)
	text := image.Rect(c.Min.X+144, c.Min.Y+8, c.Max.X-8, c.Max.Y)
	ui.Text(dst, GameTitle(key), text.Min.X, text.Min.Y, ui.Ink)
	ui.Text(dst, lang.T(info.Players), text.Min.X, text.Min.Y+14, ui.Wood)
	note := variantNote(key, variant)
	if note == "" {
		note = lang.T(info.Blurb)
	}
	ui.Paragraph(dst, note, image.Rect(text.Min.X, text.Min.Y+30, text.Max.X, c.Max.Y-4), ui.Ink)
}

// DrawBareCard draws a game's card upright with its cover, title, player
// count and, where the body face holds it beside the cover, what the game
// is in a line or two, the cover's height (BareCardH): for a screen whose
// page of the rules under its choices says what the game is, where the
// card's words would need the small face.
func DrawBareCard(dst *ebiten.Image, key string, c image.Rectangle) {
	if c.Empty() {
		return
	}
	info := Info(key)
	sprites.NineSlice(dst, "frame_paper", c, nil)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(c.Min.X+8), float64(c.Min.Y+8))
	dst.DrawImage(sprites.Get(info.Cover), op)
	x := c.Min.X + 144
	ui.Text(dst, GameTitle(key), x, c.Min.Y+8, ui.Ink)
	ui.Text(dst, lang.T(info.Players), x, c.Min.Y+22, ui.Wood)
	// What the game is in a line or two, where the body face holds it.
	words := image.Rect(x, c.Min.Y+38, c.Max.X-8, c.Max.Y-4)
	if blurb := lang.T(info.Blurb); ui.ParagraphH(blurb, words.Dx()) <= words.Dy() {
		ui.Paragraph(dst, blurb, words, ui.Ink)
	}
}

// BareCardH is the height of a bare card (DrawBareCard): the cover's.
const BareCardH = 96

// GameCardH is the height of a game's card held upright, w wide: the
// cover's, or taller where the words beside it (the variant's note, else
// the blurb) need more lines of the body face (the small face is for
// metadata: the card grows rather than shrink its words).
func GameCardH(key, variant string, w int) int { return GameCardHIn(ui.Body, key, variant, w) }

// GameCardHIn is GameCardH with the words in a face: the small one where
// a screen needs the height under the card (the goal's page whole).
func GameCardHIn(f ui.Face, key, variant string, w int) int {
	const h = 96
	note := variantNote(key, variant)
	if note == "" {
		note = lang.T(Info(key).Blurb)
	}
	tw := w - 144 - 8 // the words' column (DrawGameCard)
	if ui.ParagraphHIn(f, note, tw) <= h-30-12 {
		return h
	}
	return max(h, 30+16+ui.ParagraphHIn(f, note, tw)) // (the words clear of the card's foot)
}

// DrawBrief draws the first page of a game's rules (the goal) in r, where a
// setup screen held upright has room under its choices.
func DrawBrief(dst *ebiten.Image, key string, r image.Rectangle) { drawBrief(dst, key, r) }

// BriefHowTo is the button on the brief's top right corner (drawn in r)
// that opens How to play at the game's rules, the brief's first page; nil
// where the brief has not the room for it (DrawBrief then draws none).
func BriefHowTo(a *App, key string, r image.Rectangle) *ui.Button {
	if !briefButton(key, r) {
		return nil
	}
	w, _ := ui.Measure(lang.T("setup.rules"))
	return howToButton(a, key, image.Rect(r.Max.X-8-w-20, r.Min.Y+4, r.Max.X-8, r.Min.Y+4+ui.Finger))
}

// howToButton is a button in r that opens How to play at the game's rules.
func howToButton(a *App, key string, r image.Rectangle) *ui.Button {
	return &ui.Button{R: r, Label: lang.T("setup.rules"), Tooltip: lang.T("setup.howto.tip"), OnClick: func() { a.Push(NewHowTo(a, key)) }}
}

// cardHowTo is where the game's card held sideways has How to play at its
// foot: under its words where they keep the body face above it (else
// nothing: the card's words come first).
func cardHowTo(key, variant string, c image.Rectangle) image.Rectangle {
	bh := ui.ButtonH()
	b := image.Rect(c.Min.X+10, c.Max.Y-10-bh, c.Max.X-10, c.Max.Y-10)
	box := cardWords(image.Rect(c.Min.X, c.Min.Y, c.Max.X, b.Min.Y-6))
	blurb, n := lang.T(Info(key).Blurb), variantNote(key, variant)
	h := ui.ParagraphHIn(ui.Body, blurb, box.Dx())
	if n != "" {
		h += 10 + ui.ParagraphHIn(ui.Body, n, box.Dx())
	}
	if cardFace(key, variant, c) != ui.Body || h > box.Dy() {
		return image.Rectangle{}
	}
	return b
}

// BriefFits reports whether the first page of a game's rules shows
// whole in r (where a setup screen held upright has room for it).
func BriefFits(key string, r image.Rectangle) bool {
	return briefButton(key, r) || rulesPageFits(key, 0, r)
}

// briefButton reports whether the brief in r has the room for its How to
// play button (a finger tall over its page).
func briefButton(key string, r image.Rectangle) bool { return rulesPageFits(key, 0, briefContent(r)) }

// briefH is the height the brief takes drawn in r.
func briefH(key string, r image.Rectangle) int {
	if !briefButton(key, r) {
		return rulesPageH(key, 0, r)
	}
	c := briefContent(r)
	return rulesPageH(key, 0, c) + c.Min.Y - r.Min.Y
}

// Header draws a screen's title as every screen does.
func Header(dst *ebiten.Image, title string) { header(dst, title) }

// cardWords is where the blurb and the variant's note go on the card held
// sideways.
func cardWords(c image.Rectangle) image.Rectangle {
	return image.Rect(c.Min.X+10, c.Min.Y+132, c.Max.X-10, c.Max.Y-2)
}

// cardFace is the face the card's words take sideways: the body's where
// the blurb and the note fit it, else the small face.
func cardFace(key, variant string, c image.Rectangle) ui.Face {
	box := cardWords(c)
	blurb, n := lang.T(Info(key).Blurb), variantNote(key, variant)
	h := func(f ui.Face) int {
		h := ui.ParagraphHIn(f, blurb, box.Dx())
		if n != "" {
			h += 10 + ui.ParagraphHIn(f, n, box.Dx())
		}
		return h
	}
	if h(ui.Body) <= box.Dy() || h(ui.Small) > box.Dy() {
		return ui.Body
	}
	return ui.Small
}

// cardWordsFit reports whether the card's words fit a card c sideways.
func cardWordsFit(key, variant string, c image.Rectangle) bool {
	box := cardWords(c)
	blurb, n := lang.T(Info(key).Blurb), variantNote(key, variant)
	f := cardFace(key, variant, c)
	h := ui.ParagraphHIn(f, blurb, box.Dx())
	if n != "" {
		h += 10 + ui.ParagraphHIn(f, n, box.Dx())
	}
	return h <= box.Dy() && ui.WidestIn(f, ui.WrapIn(f, blurb+" "+n, box.Dx())...) <= box.Dx()
}

// goalCardFits reports whether the card sideways says the goal whole
// (goalCardParts) with the seats' names beside their rows.
func (s *Setup) goalCardFits() bool {
	_, _, _, ok := goalCardParts(s.def.Name, s.card)
	return ok && (s.namesOver || s.seatGrid(s.panel.Inset(8)).nameW > 0)
}

// goalFace is the face of the goal card's words.
func (s *Setup) goalFace() ui.Face {
	_, _, f, _ := goalCardParts(s.def.Name, s.card)
	return f
}

// goalCardParts lays a card sideways that says the goal out in c: the
// cover on top with the game's name, its count and the Rules button beside
// it (rules), then the goal's title and its words under it (words, under
// the title's line), in the body face where they fit, else the small face;
// ok is false where neither holds them.
func goalCardParts(key string, c image.Rectangle) (rules, words image.Rectangle, f ui.Face, ok bool) {
	// The goal's title 10 px under the cover where its words keep the
	// body face so (4 crowded the cover), else 4.
	if rules, words, f, ok = goalCardPartsAt(key, c, 98); ok && f == ui.Body {
		return rules, words, f, ok
	}
	return goalCardPartsAt(key, c, 92)
}

// goalCardPartsAt is goalCardParts with the goal's title top px under the
// card's top (words is under it).
func goalCardPartsAt(key string, c image.Rectangle, top int) (rules, words image.Rectangle, f ui.Face, ok bool) {
	w, _ := ui.Measure(lang.T("setup.rules"))
	rules = image.Rect(c.Min.X+144, c.Min.Y+88-ui.Finger, min(c.Max.X-8, c.Min.X+144+max(w+20, 96)), c.Min.Y+88)
	words = image.Rect(c.Min.X+12, c.Min.Y+top+ui.LineH+2, c.Max.X-12, c.Max.Y-8)
	text := Rules(key)[0].Text
	// Beside the cover, the game's name on a line and its count on one or
	// two ("2 a 4 / jogadores"), over the Rules button.
	nw, _ := ui.Measure(GameTitle(key))
	cf, _, cok := ui.LinesFit(lang.T(Info(key).Players), goalCardCount(c))
	fits := rules.Dx() >= w+12 && nw <= goalCardCount(c).Dx() && cok && cf == ui.Body
	for _, f := range []ui.Face{ui.Body, ui.Small} {
		if fits && ui.ParagraphHIn(f, text, words.Dx()) <= words.Dy() && ui.WidestIn(f, ui.WrapIn(f, text, words.Dx())...) <= words.Dx() {
			return rules, words, f, true
		}
	}
	return rules, words, ui.Small, false
}

// goalCardCount is where a goal card says the game's player count:
// beside the cover, under its name, over the Rules button.
func goalCardCount(c image.Rectangle) image.Rectangle {
	return image.Rect(c.Min.X+144, c.Min.Y+22, c.Max.X-8, c.Min.Y+88-ui.Finger-2)
}

// drawGoalCard draws a game's card sideways that says the goal (the
// rules' first page, its words without their picture) under the cover,
// its name and its count (goalCardParts).
func drawGoalCard(dst *ebiten.Image, key string, c image.Rectangle) {
	info := Info(key)
	sprites.NineSlice(dst, "frame_paper", c, nil)
	_, words, f, _ := goalCardParts(key, c)
	p := Rules(key)[0]
	if at, ok := goalCardArtTop(key, c); ok {
		// The goal's picture in the cover's place (Tokyo Doves' Boss shut
		// in), where the words leave it no room under them.
		drawGoalArt(dst, key, at)
	} else {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(c.Min.X+8), float64(c.Min.Y+8))
		dst.DrawImage(sprites.Get(info.Cover), op)
	}
	ui.FitText(dst, GameTitle(key), c.Min.X+144, c.Min.Y+8, c.Max.X-8-c.Min.X-144, ui.Ink)
	ui.Paragraph(dst, lang.T(info.Players), goalCardCount(c), ui.Wood)
	foot, art := goalCardArtFoot(key, c)
	if !art {
		// The words lower by half the card's bare foot (up to 12 px),
		// between what is over them and the foot alike.
		words.Min.Y += min(12, max(0, (words.Dy()-ui.ParagraphHIn(f, p.Text, words.Dx()))/2))
	}
	ui.FitText(dst, p.Title, words.Min.X, words.Min.Y-ui.LineH-2, words.Dx(), ui.Wood)
	ui.ParagraphIn(dst, f, p.Text, words, ui.Ink)
	// The goal's picture at its own size in the middle of the room the
	// words leave, where it holds it (Falconry's line of cards), as the
	// goal's page shows it (rather than a bare foot).
	if art {
		drawGoalArt(dst, key, foot)
	}
}

// goalCardArtFoot is the room under a goal card's words, where the goal's
// picture fits it at its own size.
func goalCardArtFoot(key string, c image.Rectangle) (image.Rectangle, bool) {
	_, words, f, _ := goalCardParts(key, c)
	p := Rules(key)[0]
	room := image.Rect(words.Min.X, words.Min.Y+ui.ParagraphHIn(f, p.Text, words.Dx())+6, words.Max.X, c.Max.Y-8)
	size := artSize(key, 0, p)
	return room, p.Art != nil && !p.Fill && size.X > 0 && size.X <= room.Dx() && size.Y <= room.Dy()
}

// goalCardArtTop is the cover's place on a goal card (128 by 80, and the
// 10 px over the goal's title), where the goal's picture fits it at its
// own size and not under the words: the card shows the goal rather than
// the cover (the name beside it says the game).
func goalCardArtTop(key string, c image.Rectangle) (image.Rectangle, bool) {
	if _, ok := goalCardArtFoot(key, c); ok {
		return image.Rectangle{}, false
	}
	p := Rules(key)[0]
	_, words, _, _ := goalCardParts(key, c)
	room := image.Rect(c.Min.X+8, c.Min.Y+6, c.Min.X+136, words.Min.Y-ui.LineH-4)
	size := artSize(key, 0, p)
	return room, p.Art != nil && !p.Fill && size.X > 0 && size.X <= room.Dx() && size.Y <= room.Dy()
}

// drawGoalArt draws the goal's page picture at its own size in the middle
// of room.
func drawGoalArt(dst *ebiten.Image, key string, room image.Rectangle) {
	p := Rules(key)[0]
	size := artSize(key, 0, p)
	at := ui.Centre(room, size.X, size.Y)
	art := image.Rectangle{at.Min, room.Max}
	done := ui.Within(art)
	p.Art(dst, art)
	done()
}

// swatch is a colour button: the seat's chip and its colour's name.
type swatch struct {
	r       image.Rectangle
	c       SeatColor
	seat    int // the seat the colour is (its symbol)
	onClick func()
}

func (w *swatch) Rect() image.Rectangle { return w.r }
func (w *swatch) Enabled() bool         { return true }
func (w *swatch) Activate()             { w.onClick() }
func (w *swatch) Tip() string {
	return lang.T("setup.colour.named", "Colour", w.name(), "Tip", lang.T("setup.colour.tip"))
}

// name is the colour's name in the language spoken.
func (w *swatch) name() string { return lang.Say(game.Colour(w.c.Name)) }
func (w *swatch) Draw(dst *ebiten.Image, st ui.State) {
	sprites.NineSlice(dst, "frame_button", w.r, nil)
	// The seat's chip (the colour as a token, with its symbol), then its
	// name beside it (the button is laid out as wide as both); the tip
	// says it too.
	ui.SeatChip(dst, image.Pt(w.r.Min.X+6, w.r.Min.Y+(w.r.Dy()-ui.SeatChipSide)/2), w.seat, w.c.C)
	ui.FitText(dst, w.name(), w.r.Min.X+23, w.r.Min.Y+(w.r.Dy()-ui.LineH)/2, w.r.Dx()-25, ui.Cream)
	if st.Focused {
		sprites.NineSlice(dst, "frame_focus", w.r.Inset(-3), nil)
	} else if st.Hover {
		ui.StrokeRect(dst, w.r.Inset(-1), ui.Gold)
	}
}

// Blank is a seat's cell with nothing to choose (a person's level): no
// control, only a quiet line in the cell's place, so that the column
// stays whole without a switched-off button; its tip says why.
type Blank struct {
	R       image.Rectangle
	Tooltip string
	// Words, where set, say it in the cell, quiet and without a button's
	// face ("No level"), in place of the rule.
	Words string
	// Color is the Words' colour where set (Secondary where not); a cell
	// with a colour names someone (Create a game's own seat: "Lena
	// (you)") and is framed whole, where one without is an empty slot.
	Color color.RGBA
}

func (b *Blank) Rect() image.Rectangle { return b.R }

// lines are the Words as the cell shows them: on one line, else on two
// ("Sans / niveau" in a narrow French cell), in the body face either way
// (one form in every language), the spacing unit (ui.Pad) clear of the
// well's rim either side ("Sans niveau" on one line touched it); nil
// where they fit neither way.
func (b *Blank) lines() []string {
	if b.Words == "" {
		return nil
	}
	room := b.Well().Dx() - 2*ui.Pad
	if w, _ := ui.Measure(b.Words); w <= room {
		return []string{b.Words}
	}
	lines := ui.WrapIn(ui.Body, b.Words, room)
	if len(lines) > 2 || len(lines)*ui.LineH > b.R.Dy()-2 || ui.WidestIn(ui.Body, lines...) > room {
		return nil
	}
	return lines
}

// Says reports whether the cell says its Words (rather than the bare
// rule it falls back to where they do not fit).
func (b *Blank) Says() bool  { return b.lines() != nil }
func (b *Blank) Tip() string { return b.Tooltip }
func (b *Blank) Draw(dst *ebiten.Image, _ ui.State) {
	// An empty slot in the cell's frame: sunk into the panel (Ink, darker
	// than it) with a dashed rim, so that the column of buttons reads as
	// one with a place left empty on purpose, not a button gone missing
	// (words bare on the panel read as a lost button). A cell that names
	// someone (Color set: the online seat that is yours) is framed whole
	// instead: it is not empty.
	if b.Color.A != 0 {
		ui.StrokeRect(dst, b.R, ui.Slate)
	} else {
		well := b.Well()
		ui.FillRect(dst, well, ui.Ink)
		ui.DashRect(dst, well, 1, 3, 2, 0, ui.Slate)
	}
	if lines := b.lines(); lines != nil {
		y := b.R.Min.Y + (b.R.Dy()-len(lines)*ui.LineH)/2
		c := ui.Secondary
		if b.Color.A != 0 {
			c = b.Color
		}
		for _, l := range lines {
			w, _ := ui.Measure(l)
			ui.Text(dst, l, b.R.Min.X+(b.R.Dx()-w)/2, y, c)
			y += ui.LineH
		}
		return
	}
	// A short rule where the level's words would be: the column reads
	// "none here" without a button's face.
	m := ui.Mid(b.R)
	w := min(b.R.Dx()/3, 24)
	ui.FillRect(dst, image.Rect(m.X-w/2, m.Y, m.X-w/2+w, m.Y+2), ui.Slate)
}

// Well is the slot the cell draws: its frame, a pixel inside the cell
// (the buttons beside it fill theirs to the edge).
func (b *Blank) Well() image.Rectangle { return b.R.Inset(1) }
