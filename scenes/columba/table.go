// Package columba is the Columba table: the territory on the table kit's
// camera, the card in hand as a ghost that snaps to the spaces and turns,
// the players' mini-boards, and the tray of the player to act (the card,
// dovecotes, tiles, the falcon).
//
// Files by concern: table.go (the scene and what the kit asks of it),
// layout.go (where everything goes, landscape and portrait), input.go (what
// a press, a drag or a key means), anim.go (how each action is shown),
// draw.go (drawing), rules.go (the How to play pages), shots.go (screens for
// `roost shot`).
package columba

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	cb "github.com/birdroost/roost/rules/columba"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// The players' colours (the dovecotes' roofs): mid, light and dark.
var (
	seatColor = [4]color.RGBA{palette.C("red"), palette.C("gold"), palette.C("lime"), palette.C("lilac")}
	seatDark  = [4]color.RGBA{palette.C("wine"), palette.C("ochre"), palette.C("forest"), palette.C("plum")}
)

func init() {
	var colors []scenes.SeatColor
	for i, n := range cb.SeatNames {
		colors = append(colors, scenes.SeatColor{Name: n, C: seatColor[i], Shades: []color.RGBA{seatDark[i]}})
	}
	scenes.RegisterTable(scenes.TableDef{
		Emblem: "cb_cote_large_0",
		Key:    "columba",
		Points: true,
		Open:   func(a *scenes.App, m *game.Match) scenes.Scene { return New(a, m) },
		Rules:  rulesPages,
		Colors: colors,
		VariantNames: map[string]string{
			cb.VariantStandard: "cb.variant.standard", cb.VariantJunior: "cb.variant.junior",
		},
		VariantNotes: map[string]string{
			cb.VariantStandard: "cb.variant.standard.note",
			cb.VariantJunior:   "cb.variant.junior.note",
		},
	})
}

// Space is a territory space in world pixels (the camera zooms it).
const Space = 16

// chip is a control of the tray: a dovecote, a tile, the falcon.
type chip int

const (
	chipNone chip = iota
	chipLarge
	chipSmall
	chipTile0 // + ground
	chipTile1
	chipTile2
	chipTile3
	chipFalcon
	numChips
)

// Table is the Columba table.
type Table struct {
	*table.Kit
	st  *cb.State
	cam *table.Camera
	lay layout

	// The card in hand: its turn, the quarter-turn still being shown, and
	// the ghost's place.
	rot      int
	turnAnim float64 // quarter-turns of the last rotation not yet shown (-1..1)
	ghostAt  cb.Pt
	ghostOn  bool
	ghostWhy string // why the ghost's spot is refused ("" if it may lie there)
	dragging bool   // the ghost (or a tray piece) follows a finger
	dragPt   image.Point

	// An optional action being chosen: a tray piece, and where it may go.
	sel     chip
	targets map[cb.Pt]game.Action
	hover   cb.Pt
	hoverOK bool
	paying  bool // the falcon's payment is being chosen

	capLit map[cb.Pt]bool // spaces a placement could capture (Captures on)
	capAt  int

	// What the position gives, worked out once each time it changes (the
	// frames read it many times): ver counts the changes.
	ver  int
	seen *seenPos

	hintAt  cb.Pt
	hintOn  bool
	hintRot int

	// Animations.
	prev    *cb.State   // the position before the action being shown
	flyFrom image.Point // where the card being laid starts from (canvas)
	fly     *cardFlight
	birds   []*bird
	drops   []*drop
	pops    []*pop
	fades   map[cb.Pt]float64
	swoop   *swoopAnim
	flash   [4]float64 // a mini-board lights up (an objective completed)
	shake   float64
	drawT   float64 // the card in hand turning face up (0..1)
	lastAt  cb.Pt
	last    bool
	// focused is the number of actions played when the close-up last
	// opened on the card's places (focusPlaces): once a turn.
	focused int
	// ovCorner is the corner of the view the board's miniature lies in
	// (placeOverview): bit 1 left, bit 2 top.
	ovCorner int
	// ovSlide is how far (canvas pixels) the miniature lies from its
	// corner along the view's edge, toward the other corner of that
	// edge (placeOverview).
	ovSlide image.Point
	// ovLess is how many canvas pixels less than its most a space of the
	// miniature takes, where only a smaller one covers no card and no dot.
	ovLess int
	// ovZoom is the zoom the miniature was placed at (placeOverview): a
	// zoom since (a tap on a phone's board zooming in) places it anew.
	ovZoom float64
	// ovHide: the miniature would cover a card or a dot wherever it lay
	// in the view (placeOverview): none is shown.
	ovHide bool
	// cardImg is a card drawn at world size, to be turned.
	cardImg *ebiten.Image

	rotL, rotR, endB, capB, newObjB, noObjB *ui.Button
	payBs                                   []*ui.Button
	payCancel                               *ui.Button
}

// New opens the table for a match.
func New(a *scenes.App, m *game.Match) *Table {
	s := &Table{st: m.State.(*cb.State), cam: table.NewCamera(1, 4), drawT: 1}
	s.cam.Grain = s.grain
	s.rotL = &ui.Button{Key: "cb.turn-left", TipKey: "cb.turn-left.tip", OnClick: func() { s.turn(-1) }}
	s.rotR = &ui.Button{Key: "cb.turn-right", TipKey: "cb.turn-right.tip", OnClick: func() { s.turn(1) }}
	s.endB = &ui.Button{Key: "table.end-turn", TipKey: "table.end-turn.tip", OnClick: s.endTurn}
	s.capB = &ui.Button{Key: "cb.captures", TipKey: "cb.captures.tip", OnClick: s.toggleCaptures}
	s.newObjB = &ui.Button{Key: "cb.new-objective", TipKey: "cb.new-objective.tip", OnClick: func() { s.Play(chooseAction(s.st, true)) }}
	s.noObjB = &ui.Button{Key: "cb.no-objective", TipKey: "cb.no-objective.tip", OnClick: func() { s.Play(chooseAction(s.st, false)) }}
	s.payCancel = &ui.Button{Key: "common.back", TipKey: "cb.keep-tiles", OnClick: func() { s.paying = false; s.Say(s.TurnText()) }}
	for i := 0; i < 10; i++ {
		s.payBs = append(s.payBs, &ui.Button{})
	}
	s.Kit = table.New(a, m, "columba", s, s.endB, s.capB)
	s.Speaks(s.rotL, s.rotR, s.newObjB, s.noObjB, s.payCancel)
	s.Kit.Layer.Add(s.rotL, s.rotR, s.newObjB, s.noObjB, s.payCancel)
	for _, b := range s.payBs {
		s.Kit.Layer.Add(b)
	}
	s.capB.Selected = false
	s.Kit.Start()
	s.updateControls()
	return s
}

// chooseAction is the legal answer to "draw a new objective?".
func chooseAction(st *cb.State, draw bool) game.Action {
	for _, a := range st.Legal(nil) {
		if d := cb.Decode(a); d.Kind == cb.KindChoose && d.New == draw {
			return a
		}
	}
	return game.Action(0)
}

// seenPos is what the drawing and the controls read of the position.
type seenPos struct {
	ver    int
	taught string        // the lesson's move the legal ones are cut to ("": none)
	legal  []game.Action // the legal actions the table offers
	points []int
	scores []int
	owners map[cb.Pt]int
	sizes  []int // each dovecote's estate's size
}

// now is the position's facts, worked out again only after it changed.
func (s *Table) now() *seenPos {
	taught := ""
	if s.Teaching() {
		taught = s.st.ActionString(s.Taught())
	}
	if s.seen != nil && s.seen.ver == s.ver && s.seen.taught == taught {
		return s.seen
	}
	st := s.st
	v := &seenPos{ver: s.ver, taught: taught, points: st.Points(), scores: st.Scores(), owners: st.T.Owners()}
	if st.ToMove() >= 0 {
		for _, a := range st.Legal(nil) {
			if s.Offered(a) { // all of them, but in a lesson's step
				v.legal = append(v.legal, a)
			}
		}
	}
	for i := range st.T.Doves {
		v.sizes = append(v.sizes, len(st.T.Estate(i)))
	}
	s.seen = v
	return v
}

// State is the position on the table (tests).
func (s *Table) State() *cb.State { return s.st }

// Cam is the table's camera (tests).
func (s *Table) Cam() *table.Camera { return s.cam }

// Camera, Content and Grabs make the table a table.Viewer.
func (s *Table) Camera() *table.Camera { return s.cam }

// Content is the territory with room around it: two spaces, the whole of
// a card laid on the rim, where the view shows that at the same zoom as
// one space; else one space (a card laid on the rim shows at least its
// inner half when the board is fitted: fitting to the territory rather than
// to every place a card could go lets a phone show the cards at twice the
// size, a finger wide, for much longer). Once the game is over, the
// territory alone.
func (s *Table) Content() image.Rectangle {
	if s.Over() || s.Reviewing() { // nowhere left to lay a card, or a replay (no places shown): the territory alone
		return s.room(0)
	}
	near := s.lit()
	if s.cam.View.Empty() {
		return near
	}
	z := s.cam.FitZoom(near)
	if wide := s.room(2); s.cam.FitZoom(wide) == z && s.cam.Fits(wide, z) {
		return wide
	}
	// Where two spaces cost a step, the card held over the rim is still
	// shown whole where the view has the room at that zoom.
	if st := s.st; st.Phase == cb.PhasePlace && s.ghostOn && s.HumanTurn() {
		at := s.ghostAt
		if held := near.Union(image.Rect(at.X*Space, at.Y*Space, (at.X+2)*Space, (at.Y+2)*Space)); s.cam.FitZoom(held) == z && s.cam.Fits(held, z) {
			return held
		}
	}
	return near
}

// lit is the territory with a space of room round it and the room for the
// dots of the places on its rim, whose middles lie on that space's outer
// edge (drawSpots: a quarter of a space wide, half of it outside): what the board shows at the
// least while a card may be laid (a dot cut in half by the view's edge
// read as a board running off the screen). A phone's dots are larger
// (spotSize: at most 4 world pixels round their middle with their rim).
func (s *Table) lit() image.Rectangle {
	if ui.Portrait() {
		return s.room(1).Inset(-Space / 4)
	}
	return s.room(1).Inset(-Space / 8)
}

// room is the territory with n spaces of room round it (world pixels).
func (s *Table) room(n int) image.Rectangle {
	lo, hi := s.st.T.Bounds()
	if len(s.st.T.Spaces) == 0 {
		lo, hi = cb.Pt{X: -1, Y: -1}, cb.Pt{X: 2, Y: 2}
	}
	return image.Rect((lo.X-n)*Space, (lo.Y-n)*Space, (hi.X+1+n)*Space, (hi.Y+1+n)*Space)
}

// Grabs reports whether a press lands on the table's own things: the ghost
// a finger drags, a lit space. Elsewhere a drag pans the board, and a
// click or a tap still reaches the table.
func (s *Table) Grabs(p image.Point) bool {
	if r, _ := s.Overview(); p.In(r) {
		return true // (a tap on the board's miniature moves the view)
	}
	if _, hits := s.moreMarks(); slices.ContainsFunc(hits[:], func(r image.Rectangle) bool { return p.In(r) }) {
		return true // (a tap on an arrowhead moves the view)
	}
	sp := s.spaceAt(p)
	if _, ok := s.targets[sp]; ok {
		return true
	}
	return ui.Touch && s.st.Phase == cb.PhasePlace && s.ghostOn && p.In(s.ghostRect())
}

// seatName names a seat, with "(you)" where one person plays computers.
func (s *Table) seatName(seat int) string { return lang.Say(game.Colour(cb.SeatName(seat))) }

// TurnText says whose turn it is and what can be done.
func (s *Table) TurnText() string {
	st := s.st
	if st.Terminal() {
		return s.Reason()
	}
	seat := st.ToMove()
	if seat < 0 {
		return lang.T("cb.drawing-next")
	}
	who := s.seatName(seat)
	if s.M.IsBot(seat) {
		return lang.T("table.bot-thinking", "Who", who, "Level", scenes.LevelName(s.M.Players[seat]))
	}
	switch st.Phase {
	case cb.PhasePlace:
		return s.placeText(seat, lang.T("cb.turn.place", "Who", who, "Click", ui.ClickWord(), "Key", ui.KeyHint(lang.T("cb.turn-keys"))))
	case cb.PhaseChoose:
		return lang.T("cb.turn.choose", "Who", who)
	case cb.PhaseActions:
		if err := st.WhyEnd(); err != nil {
			return lang.T("cb.end-waits", "Why", endReason(st, err))
		}
		if st.Junior {
			if st.DoveDone || st.DovesLeft[seat] == [2]int8{} {
				return lang.T("cb.turn.end", "Who", who)
			}
			return lang.T("cb.turn.junior-actions", "Who", who)
		}
		return lang.T("cb.turn.actions", "Who", who)
	}
	return ""
}

// placeText is what the status line says to the seat about to lay its
// card (turn: how to lay it), with what its objective still needs.
func (s *Table) placeText(seat int, turn string) string {
	st := s.st
	if !st.Junior {
		if need := needText(st.Needs(seat)); need != "" {
			// (Upright, where it takes two lines, the status bar breaks it
			// between the sentences where they balance: ui.ClauseBreak.)
			return lang.T("cb.turn.needed", "Turn", turn, "Need", need)
		} else if st.P[seat].Objective < 0 {
			return lang.T("cb.turn.no-objective", "Turn", turn)
		}
	}
	return turn
}

// endReason says why the turn may not end, in the table's words: a tile
// outside the estates is marked on the board, so it is named by that mark
// rather than its coordinates.
func endReason(st *cb.State, err error) string {
	if n := len(st.Strays()); n > 0 {
		if !st.DoveDone {
			return lang.T("cb.strays-build", "Count", n)
		}
		return lang.T("cb.strays-join", "Count", n)
	}
	return lang.Err(err)
}

// needText says what an objective still needs ("" for nothing).
func needText(n [cb.NumGrounds]int) string {
	if n == [cb.NumGrounds]int{} {
		return ""
	}
	return lang.Say(cb.CountMsg(n))
}

// Banner is the whose-turn banner.
func (s *Table) Banner() (string, color.RGBA, string) {
	st := s.st
	seat := int(st.Seat)
	note := lang.T("cb.banner.full", "Count", st.N)
	if st.Junior {
		note = lang.T("cb.banner.junior", "Count", st.N)
	}
	// (With four, the panels' team lines say who plays with whom: "in
	// teams" made the note too long for a phone's top bar, and it fell
	// into the board's area.)
	return lang.T("table.to-move", "Who", s.seatName(seat)), seatDark[seat], note
}

// ShowHint shows the Expert's action.
func (s *Table) ShowHint(a game.Action) string {
	d := cb.Decode(a)
	s.hintOn, s.hintAt = true, d.At
	switch d.Kind {
	case cb.KindPlace:
		s.rot, s.hintRot = d.Rot, d.Rot
		s.ghostAt, s.ghostOn = d.At, true
		s.checkGhost()
		return lang.T("cb.hint.lay")
	case cb.KindDove:
		s.selectChip(map[bool]chip{true: chipLarge, false: chipSmall}[d.Large])
		return lang.T(map[bool]string{true: "cb.hint.large", false: "cb.hint.small"}[d.Large])
	case cb.KindTile:
		s.selectChip(chipTile0 + chip(d.Ground))
		return lang.T("cb.hint.tile", "Ground", lang.Say(cb.GroundName(d.Ground)))
	case cb.KindFalcon:
		s.selectChip(chipFalcon)
		return lang.T("cb.hint.falcon")
	case cb.KindBreed, cb.KindRaise:
		s.hintOn = false
		s.LightControl(func() image.Rectangle { return s.payControl(a) })
		if d.Kind == cb.KindRaise {
			return lang.T("cb.hint.raise", "A", lang.Say(cb.GroundName(d.Ground)), "B", lang.Say(cb.GroundName(d.Pay2)))
		}
		return lang.T("cb.hint.breed", "A", lang.Say(cb.GroundName(d.Ground)), "B", lang.Say(cb.GroundName(d.Pay2)))
	case cb.KindChoose:
		s.hintOn = false
		b := s.noObjB
		if d.New {
			b = s.newObjB
		}
		s.LightControl(func() image.Rectangle { return table.Shown(b) })
		if d.New {
			return lang.T("cb.hint.new")
		}
		return lang.T("cb.hint.none")
	}
	s.hintOn = false
	s.LightControl(func() image.Rectangle { return table.Shown(s.endB) })
	return lang.T("cbz.hint.end")
}

// winnerAndRunnerUp are, at the end, the first winning seat and the best
// of the others (by points, then by largest estate); -1 where none.
func (s *Table) winnerAndRunnerUp() (w, r int) {
	st := s.st
	sc, big, ret := st.Scores(), st.Largest(), st.Returns()
	w, r = -1, -1
	for seat := range st.N {
		switch {
		case ret[seat] > 0:
			if w < 0 {
				w = seat
			}
		case r < 0 || sc[seat] > sc[r] || sc[seat] == sc[r] && big[seat] > big[r]:
			r = seat
		}
	}
	return w, r
}

// Reason says what decided the game (the headline above it names the
// winners): the score against the runner-up's, or on a tie the largest
// estates that decide it.
func (s *Table) Reason() string {
	st := s.st
	sc, big, ret := st.Scores(), st.Largest(), st.Returns()
	w, r := s.winnerAndRunnerUp()
	switch {
	case w < 0: // the game goes on
		return ""
	case r < 0 || ret[w] < 1: // a shared win: level on both
		return lang.T("cb.result.level", "Count", sc[w], "Size", big[w])
	case sc[r] == sc[w]:
		return lang.T("cb.result.tie", "Count", sc[w], "Size", big[w], "Other", big[r])
	}
	return lang.T("cb.result.ahead", "Count", sc[w], "Next", sc[r])
}

// Scores is the result table: each estate, the penalty, the total (and the
// team's total with four players).
func (s *Table) Scores() [][]string {
	st := s.st
	head := []string{lang.T("cb.score.player"), lang.T("cb.score.estates"), lang.T("cb.score.open"), lang.T("cb.score.points")}
	if st.N == 4 {
		head = append(head, lang.T("cb.score.team"))
	}
	rows := [][]string{head}
	pts, sc := st.Points(), st.Scores()
	for seat := range st.N {
		var est []string
		for i, d := range st.T.Doves {
			if d.Seat != seat {
				continue
			}
			n := len(st.T.Estate(i))
			if d.Large {
				est = append(est, fmt.Sprintf("%dx2", n))
			} else {
				est = append(est, fmt.Sprint(n))
			}
		}
		if len(est) == 0 {
			est = []string{lang.T("cb.score.none")}
		}
		pen := "-"
		if !st.Junior && st.P[seat].Objective >= 0 {
			pen = "-4"
		}
		row := []string{s.seatName(seat), strings.Join(est, " + "), pen, fmt.Sprint(pts[seat])}
		if st.N == 4 {
			row = append(row, fmt.Sprint(sc[seat]))
		}
		rows = append(rows, row)
	}
	return rows
}

// Animating reports the table's own animations.
func (s *Table) Animating() bool {
	return s.fly != nil || len(s.birds) > 0 || len(s.drops) > 0 || len(s.pops) > 0 || len(s.fades) > 0 ||
		s.swoop != nil || s.shake > 0 || s.turnAnim != 0 || s.drawT < 1 || s.flashing()
}

func (s *Table) flashing() bool {
	for _, f := range s.flash {
		if f > 0 {
			return true
		}
	}
	return false
}

// grain is how wide (world pixels) the smallest place on the board the
// player may press now is: a card's place while a card is laid, a space
// while the tray's pieces are (0: the board takes no press).
func (s *Table) grain() int {
	switch s.st.Phase {
	case cb.PhasePlace:
		if ui.Portrait() && s.lay.closeZ > 0 {
			// A phone's close-up makes a place a finger wide: the places
			// lie a space apart, and a tap between two dots a card's
			// width each was two guesses (the tenth reader: 24 CSS px
			// apart at x1.5). At Fit a tap zooms in to it.
			return Space
		}
		return 2 * Space
	case cb.PhaseActions:
		return Space
	}
	return 0
}

// Drawn is every space of the territory, as drawn, in view or not, and,
// while the card is to be laid, the dot of every place it may lie as it is
// turned (drawSpots), for the test that no board is cut by the screen at
// the zoom it opens at: nothing played or lit (a place on the rim shows
// its dot and at least its inner half, Content).
func (s *Table) Drawn() []image.Rectangle {
	var out []image.Rectangle
	for p := range s.st.T.Spaces {
		out = append(out, s.spaceRect(p))
	}
	if st := s.st; st.Phase == cb.PhasePlace && s.HumanTurn() && st.Drawn >= 0 && !st.Terminal() {
		n := s.spotSize()
		for _, a := range s.now().legal {
			if d := cb.Decode(a); d.Kind == cb.KindPlace && d.Rot == s.rot {
				c := ui.Mid(s.cardRect(d.At))
				out = append(out, image.Rect(c.X-n/2, c.Y-n/2, c.X-n/2+n, c.Y-n/2+n))
			}
		}
	}
	return out
}

// Spaces are the board's places in view that the player may press now, as
// drawn (for the layout test): where the card in hand may lie as it is
// turned, or the lit spaces of the piece picked from the tray, or with
// none picked every space of the territory.
func (s *Table) Spaces() []image.Rectangle {
	var out []image.Rectangle
	add := func(r image.Rectangle) {
		if c := r.Min.Add(r.Size().Div(2)); c.In(s.boardView()) && !c.In(s.ZoomControl()) { // a finger there presses the zoom
			out = append(out, r)
		}
	}
	switch s.st.Phase {
	case cb.PhasePlace:
		for _, a := range s.now().legal {
			if d := cb.Decode(a); d.Kind == cb.KindPlace && d.Rot == s.rot {
				add(s.cardRect(d.At))
			}
		}
	case cb.PhaseActions:
		if len(s.targets) > 0 {
			for p := range s.targets {
				add(s.spaceRect(p))
			}
			break
		}
		for p := range s.st.T.Spaces {
			add(s.spaceRect(p))
		}
	}
	return out
}

// spaceAt is the space under a canvas point.
func (s *Table) spaceAt(p image.Point) cb.Pt {
	wx, wy := s.cam.ToWorld(p)
	return cb.Pt{X: int(math.Floor(wx / Space)), Y: int(math.Floor(wy / Space))}
}

// spaceRect is where a space is on the canvas.
func (s *Table) spaceRect(p cb.Pt) image.Rectangle {
	return s.cam.Rect(image.Rect(p.X*Space, p.Y*Space, (p.X+1)*Space, (p.Y+1)*Space))
}

// ghostRect is where the ghost card lies on the canvas.
func (s *Table) ghostRect() image.Rectangle { return s.cardRect(s.ghostAt) }

// cardRect is where a card with its top-left space on p lies on the canvas.
func (s *Table) cardRect(p cb.Pt) image.Rectangle {
	return s.cam.Rect(image.Rect(p.X*Space, p.Y*Space, (p.X+2)*Space, (p.Y+2)*Space))
}

// Undone resets the view after actions were taken back.
func (s *Table) Undone(n int) {
	s.st = s.M.State.(*cb.State)
	s.ver++
	s.clearSel()
	s.fly, s.swoop, s.birds, s.drops, s.pops, s.fades = nil, nil, nil, nil, nil, nil
	s.last, s.hintOn, s.paying = false, false, false
	s.capLit = nil
	s.checkGhost()
	s.cam.Settle(s.Content())
	s.snugLaid()
	s.updateControls()
}

var _ table.Viewer = (*Table)(nil)

// payControl is what a person presses next to pay for the falcon with a:
// the tray's falcon, then the pair's button.
func (s *Table) payControl(a game.Action) image.Rectangle {
	if !s.paying {
		if s.chipShown(chipFalcon) {
			return s.lay.chips[chipFalcon]
		}
		return image.Rectangle{}
	}
	d := cb.Decode(a)
	icon := fmt.Sprintf("cb_pair_%d_%d", d.Ground, d.Pay2)
	for _, b := range s.payBs {
		if !b.Hidden && b.Icon == icon {
			return b.R
		}
	}
	return image.Rectangle{}
}

// estateTerms are the terms of a seat's points from its estates, each with
// its worth: the large dovecote's estate counted twice, the small
// dovecotes' estates added ("large 20×2 = 40", "small 3 + 4 + 7 = 14"),
// or that it has none yet.
func (s *Table) estateTerms(seat int) []string { return s.termsOf(seat, false) }

// termsOf is estateTerms with their words ("large estate 20×2 = 40"), or
// short without the word estate ("large 20×2 = 40": a panel too narrow for
// the words in the small face).
func (s *Table) termsOf(seat int, short bool) []string {
	large, several, one := "cb.score.large", "cb.score.small", "cb.score.small-one"
	if short {
		large, several, one = "cb.score.large.short", "cb.score.small.short", "cb.score.small-one.short"
	}
	st := s.st
	var parts, small []string
	smallSum := 0
	for i, d := range st.T.Doves {
		if d.Seat != seat {
			continue
		}
		n := s.now().sizes[i]
		if d.Large {
			parts = append(parts, lang.T(large, "Count", n, "Worth", worth(n, true)))
			continue
		}
		small = append(small, fmt.Sprint(n))
		smallSum += n
	}
	switch len(small) {
	case 0:
	case 1:
		parts = append(parts, lang.T(one, "List", small[0]))
	default:
		parts = append(parts, lang.T(several, "List", strings.Join(small, lang.T("cb.score.plus")), "Worth", smallSum))
	}
	if len(parts) == 0 {
		parts = append(parts, lang.T("cb.score.no-estate"))
	}
	return parts
}

// SeatCard is a player's line on the result: the points (the team's with
// four players), and what made them as a tally whose terms sum to the
// seat's points: the large dovecote's estate counted twice, the small
// dovecotes' estates, an objective not met taken off ("large dovecote
// 20×2 = 40 · small 3 + 4 + 7 = 14 · objective not met -4": 50).
func (s *Table) SeatCard(seat int) (color.RGBA, string, string) {
	st := s.st
	score := fmt.Sprint(st.Scores()[seat])
	parts := s.estateTerms(seat)
	if !st.Junior && st.P[seat].Objective >= 0 {
		parts = append(parts, lang.T("cb.score.missed"))
	}
	if st.N == 4 { // the card's figure is the team's: say so
		parts = append(parts, lang.T("cb.team", "Count", st.Scores()[seat], "Who", s.seatName(seat), "Partner", s.seatName((seat+2)%4)))
	}
	// Level with another at the end: the largest estate decided it, on
	// each of the tied cards (the sentence above says it too), upright
	// and sideways alike (the eighth reader found the line on a phone's
	// cards and not on a window's).
	if st.Terminal() {
		sc, big := st.Scores(), st.Largest()
		for o := range st.N {
			partner := st.N == 4 && o == (seat+2)%4
			if o != seat && !partner && sc[o] == sc[seat] && big[o] != big[seat] {
				parts = append(parts, lang.T("cb.score.tiebreak", "Count", big[seat]))
				break
			}
		}
	}
	detail := strings.Join(parts, " · ")
	return seatColor[seat], score, detail
}
