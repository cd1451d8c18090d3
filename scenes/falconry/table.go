// Package falconry is the Falconry table: the nobles' hands and the board
// without edges, on the table kit and its camera.
//
// Files by concern: table.go (the scene and what the kit asks of it),
// layout.go (where everything goes, landscape and portrait), input.go (what
// a press, a drag or a key means), anim.go (how each action moves a card),
// draw.go (drawing), rules.go (the How to play pages), shots.go (screens for
// `roost shot`).
package falconry

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/birdroost/roost/lang"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// Noble colours, by seat, with the light shade for edges and the dark one
// for borders.
var (
	seatColor = [4]color.RGBA{palette.C("blue"), palette.C("gold"), palette.C("red"), palette.C("leaf")}
	seatDark  = [4]color.RGBA{palette.C("navy"), palette.C("ochre"), palette.C("wine"), palette.C("forest")}
)

// variantNames are the variants' names for people (message keys).
var variantNames = map[string]string{
	fc.Duel: "fal.variant.duel", fc.DuelFast: "fal.variant.duel-fast", fc.Allied: "fal.variant.allied",
	fc.Truel: "fal.variant.truel", fc.Quarrel: "fal.variant.quarrel", fc.Joint: "fal.variant.joint",
}

// variantLong are the variants' whole names, for the top bar ("Joint
// Nobility" where the setup's button says "Joint (4)").
var variantLong = map[string]string{
	fc.Duel: "fal.variant.duel.long", fc.DuelFast: "fal.variant.duel-fast.long", fc.Allied: "fal.variant.allied.long",
	fc.Truel: "fal.variant.truel.long", fc.Quarrel: "fal.variant.quarrel.long", fc.Joint: "fal.variant.joint.long",
}

func init() {
	var colors []scenes.SeatColor
	for i, n := range fc.SeatNames {
		colors = append(colors, scenes.SeatColor{Name: n, C: seatColor[i], Shades: []color.RGBA{seatDark[i]}})
	}
	scenes.RegisterTable(scenes.TableDef{
		Emblem:       "fc_emblem",
		Key:          "falconry",
		Open:         func(a *scenes.App, m *game.Match) scenes.Scene { return New(a, m) },
		Rules:        rulesPages,
		Colors:       colors,
		VariantNames: variantNames,
		VariantNotes: map[string]string{
			fc.Duel:     "fal.variant.duel.note",
			fc.DuelFast: "fal.variant.duel-fast.note",
			fc.Allied:   "fal.variant.allied.note",
			fc.Truel:    "fal.variant.truel.note",
			fc.Quarrel:  "fal.variant.quarrel.note",
			fc.Joint:    "fal.variant.joint.note",
		},
	})
}

// Space is a board space in world pixels (the camera zooms it).
const Space = 12

// Table is the Falconry table.
type Table struct {
	*table.Kit
	st  *fc.State
	cam *table.Camera
	lay layout
	// keyAt is where the board's legends lay as last drawn (drawBoard;
	// empty rectangles where one found no corner).
	keyAt []image.Rectangle
	// keyStrict: the legends' spots keep the spacing unit from the board
	// (legendBlock); keyTight: they need only touch none of it (clearFor).
	keyStrict, keyTight bool
	// keyMore: the legends' spots take in keySpots too (a legend that no
	// corner holds in its face, in any of its forms).
	keyMore bool

	// The selection: a kind from the hand (selKind) or the card on selFrom
	// (fixed table coordinates), with the legal actions by target space.
	selKind  fc.Kind
	selFrom  [2]int
	selMove  bool
	targets  map[[2]int]fc.Act
	dragging bool
	dragPt   image.Point
	hover    [2]int
	hoverOK  bool

	lastFrom, lastTo  [2]int
	lastMove, hasLast bool

	fly     *flight // the card in the air
	shake   float64 // a refused move shakes the selection
	hintTo  [2]int
	hintOn  bool
	winLit  float64 // how many cards of the winning path are lit
	winPath [][2]int

	played   []playedAct // every action of the match, oldest first (see actions)
	actLog   map[int]int // the log's entry that says each action (its place in the history), the newest (LogTag)
	threatsB *ui.Button
	threats  map[[2]int]int // where rivals could complete a path (see threatMap)
	threatAt int            // the number of actions played when they were worked out

	// turned: the board is drawn a quarter turn clockwise (each space
	// (x, y) at (-y, x): the desktop's left edge at the top, its top edge
	// at the right), where a phone held upright shows the board at a
	// finger's size so and not as it lies (Arrange, turnBoard). A
	// Falconry line runs as well across as down, so the position is the
	// same one, and the phone turned a quarter to the left shows the
	// desktop's picture (a mirror, rows as columns, showed another).
	turned  bool
	footKey bool // a turned board's key under it, not at the log's top (no room for both: Arrange)
}

// playedAct is an action seen on the table, for the recap.
type playedAct struct {
	seat   int
	to     [2]int
	placed bool // a card went to the space to (not a pass)
	at     int  // its place in the match's history
}

// New opens the table for a match.
func New(a *scenes.App, m *game.Match) *Table {
	s := &Table{st: m.State.(*fc.State), cam: table.NewCamera(1, 5)}
	s.cam.Grain = func() int { return Space } // a space holds a card
	s.threatsB = &ui.Button{Key: "fal.threats", TipKey: "fal.threats.tip",
		OnClick: s.toggleThreats}
	s.Kit = table.New(a, m, "falconry", s, s.threatsB)
	s.threatsB.Selected = a.Settings.Threats
	s.Kit.Start()
	return s
}

// State is the position on the table (tests).
func (s *Table) State() *fc.State { return s.st }

// Cam is the table's camera (tests).
func (s *Table) Cam() *table.Camera { return s.cam }

// Camera, Content and Grabs make the table a table.Viewer.
func (s *Table) Camera() *table.Camera { return s.cam }

// Content is every card with a space of room around them to play into,
// and the spaces the threat display frames (a path two cards finish may end
// two spaces out): the board is never cut by the screen at the zoom it opens
// at. Where that draws the spaces under a finger's size (a Joint board on a
// phone), a tap on the board zooms in around the finger (Camera.Small).
// Once the game is over, the cards alone.
func (s *Table) Content() image.Rectangle {
	b := &s.st.B
	cards := s.worldOf(image.Rect(b.OX+1, b.OY+1, b.OX+b.W-1, b.OY+b.H-1))
	if s.st.Over && !s.Reviewing() {
		return cards
	}
	r := cards.Inset(-Space)
	for sp := range s.threatMap() {
		r = r.Union(s.world(sp))
	}
	return r
}

// Grabs reports whether a press lands on a card or a lit target.
func (s *Table) Grabs(p image.Point) bool {
	sp := s.spaceAt(p)
	if _, ok := s.targets[sp]; ok {
		return true
	}
	return s.cardAt(sp) != 0
}

func (s *Table) seatName(seat int) string { return lang.Say(game.Colour(fc.SeatName(seat))) }

// TurnText says whose turn it is, which action of the turn, and what can
// be done.
func (s *Table) TurnText() string {
	st := s.st
	if st.Over {
		return s.Reason()
	}
	seat := st.To
	who := s.seatName(seat)
	if s.M.IsBot(seat) {
		return lang.T("table.bot-thinking", "Who", who, "Level", scenes.LevelName(s.M.Players[seat]))
	}
	text := lang.T("fal.turn", "Who", who)
	if n := st.R.Cards[seat]; n > 1 {
		text = lang.T("fal.turn.card", "Who", who, "N", st.Done+1, "Of", n)
		if st.Done > 0 {
			text = lang.T("fal.turn.another", "Who", who, "N", st.Done+1, "Of", n)
		}
	}
	if th := s.threatMap(); len(th) > 0 {
		text = lang.T("fal.turn.threats", "Who", who, "Rivals", s.threatNames(th))
		if n := st.R.Cards[seat]; n > 1 {
			text = lang.T("fal.turn.card-threats", "Who", who, "N", st.Done+1, "Of", n, "Rivals", s.threatNames(th))
		}
	}
	return text
}

// toggleThreats turns the threat display on or off (a setting, kept).
func (s *Table) toggleThreats() {
	s.A.Settings.Threats = !s.A.Settings.Threats
	s.threatsB.Selected = s.A.Settings.Threats
	s.A.ApplySettings()
	s.cam.Settle(s.Content()) // the frames come into view, or leave it
	s.snugLaid()
	s.Say(s.TurnText())
	if s.A.Settings.Threats && len(s.threatMap()) == 0 && s.HumanTurn() {
		s.Say(lang.T("fal.no-threats"))
	}
}

// threatMap is where the rivals of the noble to act could complete a path
// on their next turn, when the display is on and a person is to act.
func (s *Table) threatMap() map[[2]int]int {
	if !s.A.Settings.Threats || s.st.Over || !s.HumanTurn() {
		return nil
	}
	if n := len(s.M.History()); s.threatAt != n || s.threats == nil {
		s.threats = fc.Threats(s.st, s.st.To)
		s.threatAt = n
	}
	return s.threats
}

// threatNames names the rivals with a threat.
func (s *Table) threatNames(th map[[2]int]int) string {
	var names []string
	for seat := 0; seat < s.st.R.Seats; seat++ {
		for _, r := range th {
			if r == seat {
				names = append(names, s.seatName(seat))
				break
			}
		}
	}
	if len(names) == 1 {
		return names[0]
	}
	return lang.T("list.or", "Most", strings.Join(names[:len(names)-1], lang.T("list.sep")), "Last", names[len(names)-1])
}

// recap is what the other nobles did since the noble to act last played,
// oldest first (empty on a computer's turn, and at the first turn).
func (s *Table) recap() []playedAct {
	if s.st.Over || !s.HumanTurn() {
		return nil
	}
	seat := s.st.To
	played := s.actions()
	i := max(0, len(played)-s.st.Done) // this turn's own actions come last
	j := i
	for j > 0 && played[j-1].seat != seat {
		j--
	}
	var rc []playedAct
	for _, p := range played[j:i] {
		if p.placed {
			rc = append(rc, p)
		}
	}
	return rc
}

// actions is where every action of the match went, kept in step with the
// match's history: a resumed game, an undo or a new action all show in its
// length, and what is missing is worked out again from the history.
func (s *Table) actions() []playedAct {
	h := s.M.History()
	if len(s.played) > len(h) {
		s.played = s.played[:0]
	}
	for i := len(s.played); i < len(h); i++ {
		p := playedAct{seat: h[i].Seat, at: i}
		for _, e := range s.M.EventsOf(i) {
			if e.Kind == "place" || e.Kind == "move" {
				p.to, p.placed = e.To, true
			}
		}
		s.played = append(s.played, p)
	}
	return s.played
}

// Banner is the whose-turn banner, and the variant the top bar says
// beside it (barFit; in full where the bar has no room: the kit then puts
// it on the zoom bar, or the key under the board says it).
func (s *Table) Banner() (string, color.RGBA, string) {
	text := s.bannerText()
	note := s.barFit(text)
	if note == "" {
		note = s.fullNote()
	}
	return text, seatDark[s.st.To], note
}

// bannerText is the whose-turn banner's words: whose turn, and which of
// the turn's cards where it has more than one.
func (s *Table) bannerText() string {
	st := s.st
	seat := st.To
	if n := st.R.Cards[seat]; n > 1 { // which of the turn's cards: in words
		return lang.T("fal.banner.card", "Who", s.seatName(seat), "N", st.Done+1, "Of", n)
	}
	return lang.T("table.to-move", "Who", s.seatName(seat))
}

// fullNote is the variant as the top bar says it where it has the room:
// its name and its paths' length ("Joint Nobility, paths of 6").
func (s *Table) fullNote() string {
	st := s.st
	return lang.T("fal.banner.note", "Variant", lang.T(variantLong[st.R.Name]), "Len", st.R.PathLen[st.To])
}

// barFit is the note the top bar holds beside the banner (moved beside
// the title where it must be): the variant in full, else, where only its
// name leaves the banner and the title their room (a phone held upright:
// "Falconry", "Blue: card 1 of 2 this turn"), its name alone ("Joint
// Nobility"), whole in the body face on the bar as the other games say
// theirs (round 24 read it as a tag squeezed against the zoom's buttons,
// the only words on the board); the paths' length is on every noble's
// panel ("line 2/6"). "" where not even the name fits.
func (s *Table) barFit(banner string) string {
	title := scenes.GameTitle("falconry")
	if s.Kit != nil && s.Reviewing() {
		title = lang.T("review.title", "Game", title)
	}
	tw, _ := ui.Measure(title)
	bw, _ := ui.Measure(banner)
	if ui.W-bw < 2*tw+48 {
		return "" // (the kit's top bar: a banner this wide leaves no note)
	}
	holds := func(note string) bool { // (the kit's top bar: the banner beside the title at the most)
		nw, _ := ui.Measure(note)
		return tw+40+bw+8 < ui.W-nw-8
	}
	for _, note := range []string{s.fullNote(), lang.T(variantLong[s.st.R.Name])} {
		if holds(note) {
			return note
		}
	}
	return ""
}

// ShowHint lights the Expert's action.
func (s *Table) ShowHint(a game.Action) string {
	act := fc.Act(a)
	if act.IsMove() {
		s.selectCard(s.abs(act.From()))
	} else {
		s.selectKind(act.PlaceKind())
	}
	s.hintOn = true // after selecting, which clears it
	s.hintTo = s.abs(act.To())
	return lang.T("fal.hint", "What", s.describe(act))
}

// describe says an action in words.
func (s *Table) describe(a fc.Act) string {
	if a.IsMove() {
		k := s.st.B.Top(a.From()).Kind()
		return lang.T("fal.hint.move", "Card", lang.Say(fc.CardName(k)))
	}
	return lang.T("fal.hint.put", "Card", lang.Say(fc.CardName(a.PlaceKind())))
}

// Reason says what decided the game (the headline above it names the
// winners): whose path of how many, and which way it runs on the board,
// where it is framed. A draw says why.
func (s *Table) Reason() string {
	res := s.st.Res
	who, ok := s.st.Reason().Arg("Who").(game.Msg)
	if len(res.Winners) == 0 || len(res.Path) < 2 || !ok {
		return lang.Say(s.st.Reason())
	}
	dir := "fal.dir.diagonal"
	switch a, b := res.Path[0], res.Path[1]; {
	case a.Y == b.Y:
		dir = "fal.dir.row"
	case a.X == b.X:
		dir = "fal.dir.column"
	}
	key := "fal.result.path"
	if len(res.Winners) > 1 {
		key = "fal.result.path-shared"
	}
	return lang.T(key, "Who", who, "Count", len(res.Path), "Dir", game.M(dir))
}

// Scores is the result table: each noble's longest line and cards left.
func (s *Table) Scores() [][]string {
	rows := [][]string{{lang.T("fal.score.noble"), lang.T("fal.score.line"), lang.T("fal.score.hand")}}
	for seat := 0; seat < s.st.R.Seats; seat++ {
		n := s.st.Hands[seat].Count()
		name := s.seatName(seat)
		for _, w := range s.st.Res.Winners {
			if w == seat {
				name = lang.T("fal.score.won", "Who", name)
			}
		}
		rows = append(rows, []string{name, fmt.Sprint(s.longest(seat)), fmt.Sprint(n)})
	}
	return rows
}

// longest is the seat's longest straight line of top cards.
func (s *Table) longest(seat int) int {
	b := &s.st.B
	best := 0
	for i := range b.Cells {
		if c := b.Cells[i].Top(); c != 0 && c.Owner() == seat {
			n, _ := b.Longest(fc.Pt{X: i % b.W, Y: i / b.W}, seat)
			best = max(best, n)
		}
	}
	return best
}

// Animating reports the table's own animations.
func (s *Table) Animating() bool {
	// The winning path lights once its finale has begun (a replay shown
	// at its end does not light it, and waits for nothing).
	return s.fly != nil || s.shake > 0 || (s.st.Over && s.winLit > 0 && int(s.winLit) < len(s.winPath))
}

// Tick advances the table's own timers.
func (s *Table) Tick(dt float64) {
	if s.shake > 0 {
		s.shake = max(0, s.shake-dt)
	}

}

// Finale lights the winning path card by card.
func (s *Table) Finale() float64 {
	if len(s.winPath) > 0 {
		// On the app's tweens, which run on while the result is on top.
		s.winLit = 0.01
		s.A.Anims.Add(tween.To(&s.winLit, float64(len(s.winPath)), float64(len(s.winPath))/8, tween.Linear))
	}
	return float64(len(s.winPath)) / 8 // lit at 8 cards a second
}

// Targets lists the hand cards a finger can press (the board's spaces
// follow the camera's zoom).
func (s *Table) Targets() []image.Rectangle {
	var out []image.Rectangle
	seat := s.st.To
	for k := fc.Marker; k <= fc.Falconer; k++ {
		if r := s.lay.handCard[seat][k]; !r.Empty() {
			out = append(out, r)
		}
	}
	return out
}

// Spaces are the board's spaces in view, as drawn: each card and each
// empty space a card could go to (for the layout test: a finger's size at
// the opening zoom, or after the zoom a tap on the board brings).
func (s *Table) Spaces() []image.Rectangle {
	var out []image.Rectangle
	c := s.Content()
	for y := c.Min.Y / Space; y < c.Max.Y/Space; y++ {
		for x := c.Min.X / Space; x < c.Max.X/Space; x++ {
			a := [2]int{x, y}
			if s.turned {
				a = [2]int{y, -x - 1}
			}
			if r := s.spaceRect(a); s.onBoard(ui.Mid(r)) && !ui.Mid(r).In(s.ZoomControl()) { // a finger there presses the zoom
				out = append(out, r)
			}
		}
	}
	return out
}

// Drawn is every card of the board and every space a card may be put out
// to now, as drawn, in view or not (for the test that no board is cut by
// the screen at the zoom it opens at).
func (s *Table) Drawn() []image.Rectangle {
	var out []image.Rectangle
	b := &s.st.B
	for y := b.OY; y < b.OY+b.H; y++ {
		for x := b.OX; x < b.OX+b.W; x++ {
			if s.cardAt([2]int{x, y}) != 0 {
				out = append(out, s.spaceRect([2]int{x, y}))
			}
		}
	}
	for _, a := range s.st.Generate(nil) {
		if !a.IsMove() {
			out = append(out, s.spaceRect(s.abs(a.To())))
		}
	}
	return out
}

// abs turns a grid space into fixed table coordinates.
func (s *Table) abs(p fc.Pt) [2]int { return [2]int{p.X + s.st.B.OX, p.Y + s.st.B.OY} }

// grid turns fixed table coordinates into a grid space of the position.
func (s *Table) grid(a [2]int) fc.Pt { return fc.Pt{X: a[0] - s.st.B.OX, Y: a[1] - s.st.B.OY} }

// cardAt is the top card on a space (fixed coordinates).
func (s *Table) cardAt(a [2]int) fc.Card { return s.st.B.Top(s.grid(a)) }

// spaceAt is the space under a canvas point.
func (s *Table) spaceAt(p image.Point) [2]int {
	wx, wy := s.cam.ToWorld(p)
	if s.turned {
		return [2]int{floorDiv(wy), -floorDiv(wx) - 1}
	}
	return [2]int{floorDiv(wx), floorDiv(wy)}
}

// world is a space's square in world pixels (fixed table coordinates),
// turned where the board is (turned).
func (s *Table) world(a [2]int) image.Rectangle {
	return s.worldOf(image.Rect(a[0], a[1], a[0]+1, a[1]+1))
}

// worldOf is a rectangle of spaces (fixed table coordinates) in world
// pixels, turned where the board is (turned).
func (s *Table) worldOf(r image.Rectangle) image.Rectangle {
	if s.turned { // a quarter turn clockwise: (x, y) at (-y, x)
		r = image.Rect(-r.Max.Y, r.Min.X, -r.Min.Y, r.Max.X)
	}
	return image.Rect(r.Min.X*Space, r.Min.Y*Space, r.Max.X*Space, r.Max.Y*Space)
}

func floorDiv(w float64) int { return int(math.Floor(w / Space)) }

// spaceRect is where a space is on the canvas.
func (s *Table) spaceRect(a [2]int) image.Rectangle {
	return s.cam.Rect(s.world(a))
}

// Undone resets the view after actions were taken back.
func (s *Table) Undone(n int) {
	s.threats = nil
	s.st = s.M.State.(*fc.State)
	s.clearSel()
	s.hasLast = false
	s.fly = nil
	s.winPath, s.winLit = nil, 0
	s.cam.Settle(s.Content())
	s.snugLaid()
}

// HintBot is the Expert, limited so the hint comes quickly.
func (s *Table) HintBot() game.Bot {
	b, _ := fc.NewBot("expert", uint64(len(s.M.History())))
	b.(*fc.Bot).SetBudget(600 * time.Millisecond)
	return b
}

var _ table.Viewer = (*Table)(nil)

// SeatCard is a player's line on the result: the path a winner made, else
// the longest line of the player's cards against the path the seat needed
// (never the cards left in hand, which decided nothing).
func (s *Table) SeatCard(seat int) (color.RGBA, string, string) {
	for _, w := range s.st.Res.Winners {
		if p := s.st.Res.Path; w == seat && len(p) > 0 && s.st.B.At(p[0]).Top().Owner() == seat { // (a partner's path: the partner made it)
			return seatColor[seat], "", lang.T("fal.card.path", "Of", len(s.st.Res.Path))
		}
	}
	return seatColor[seat], "", lang.T("fal.card.line", "N", s.longest(seat), "Of", s.st.R.PathLen[seat])
}
