package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

func init() {
	gameScenes["tokyodoves"] = func(a *App, m *game.Match) Scene { return NewTokyoDoves(a, m) }
}

// Layout of the Tokyo Doves table.
const (
	tdCell = 44 // a square of the feeding ground
	tdCard = 40 // a dove card
	tdCX   = 320
	tdCY   = 186
)

// hand panels: Green at the top left, Red at the bottom left.
var tdHandRect = [2]image.Rectangle{
	td.Red:   image.Rect(8, 196, 192, 330),
	td.Green: image.Rect(8, 40, 192, 174),
}

// doveSprite is where a dove is drawn now (animated between layouts).
type doveSprite struct {
	x, y    float64
	lift    float64 // height above the table while hopping
	onBoard bool
}

// TokyoDoves is the Tokyo Doves table.
type TokyoDoves struct {
	a     *App
	m     *game.Match
	st    *td.State
	doves [2][td.NumTypes]doveSprite
	layer ui.Layer
	undoB *ui.Button
	hintB *ui.Button
	backB *ui.Button

	sel      int            // selected dove: side*NumTypes+type, or -1
	targets  map[int]td.Act // target square -> action for the selection
	dragging bool
	dragPt   image.Point
	hoverSq  int

	last     td.Act // last action, for highlighting
	lastSide int
	lastFrom int // square (current layout) the last moved dove came from, or -1
	lastTo   int // square it went to in the current layout (-1 if none)

	status string
	log    []string

	bot     game.Thinking
	bots    []game.Bot
	thinkT  float64
	hint    game.Thinking
	hintAct td.Act
	hintOn  bool
	t       float64
	over    bool
	overT   float64
	shake   float64
}

// NewTokyoDoves opens the table for a match.
func NewTokyoDoves(a *App, m *game.Match) *TokyoDoves {
	s := &TokyoDoves{a: a, m: m, sel: -1, hoverSq: -1, lastFrom: -1, lastTo: -1}
	s.st = m.State.(*td.State)
	s.bots = seatBots(a, m)
	x := 458
	s.undoB = &ui.Button{R: image.Rect(x, 274, x+82, 298), Label: "Undo", Tooltip: "Take back your last move (U).", OnClick: s.undo}
	s.hintB = &ui.Button{R: image.Rect(x+90, 274, x+172, 298), Label: "Hint", Tooltip: "Ask the Expert for a move (H).", OnClick: s.askHint}
	s.backB = &ui.Button{R: image.Rect(x, 304, x+172, 328), Label: "Menu", Tooltip: "Pause: rules, settings, leave (Esc).", OnClick: s.pause}
	s.layer.Add(s.undoB, s.hintB, s.backB)
	s.snap()
	s.status = s.turnText()
	return s
}

func (s *TokyoDoves) Name() string { return "tokyodoves" }

// Match returns the match being played (tests and shots).
func (s *TokyoDoves) Match() *game.Match { return s.m }

// Thinking reports whether the computer is choosing a move.
func (s *TokyoDoves) Thinking() bool { return s.bot != nil }

// Over reports whether the game has ended.
func (s *TokyoDoves) Over() bool { return s.over }

func (s *TokyoDoves) Busy() bool {
	return s.a.Anims.Busy() || s.bot != nil || s.hint != nil || s.dragging || (s.over && s.overT < 2) || s.layer.Busy() || s.hintOn
}

func (s *TokyoDoves) pause() {
	s.a.Push(NewPause(s.a, "tokyodoves", func() { s.cancelThinking() }))
}

func (s *TokyoDoves) cancelThinking() { cancelSearches(&s.bot, &s.hint) }

// --- geometry ---

func (s *TokyoDoves) origin() (float64, float64) {
	h, w := s.st.P.Box()
	return float64(tdCX - w*tdCell/2), float64(tdCY - h*tdCell/2)
}

// squareXY is the top-left of a square's card in the current layout.
func (s *TokyoDoves) squareXY(sq int) (float64, float64) {
	ox, oy := s.origin()
	r, c := td.Square(sq)
	return ox + float64(c*tdCell) + (tdCell-tdCard)/2, oy + float64(r*tdCell) + (tdCell-tdCard)/2
}

// squareAt finds the internal square under a point (-1 if none).
func (s *TokyoDoves) squareAt(p image.Point) int {
	ox, oy := s.origin()
	fx, fy := (float64(p.X)-ox)/tdCell, (float64(p.Y)-oy)/tdCell
	if fx < -1 || fy < -1 || fx >= 5 || fy >= 5 {
		return -1
	}
	return td.SquareAt(int(math.Floor(fy)), int(math.Floor(fx)))
}

// handXY is where a dove in a hand is drawn: the doves in hand are packed
// in type order, three to a row.
func (s *TokyoDoves) handXY(side, t int) (float64, float64) {
	r := tdHandRect[side]
	i := 0
	for _, h := range s.st.P.Hand(side) {
		if h < t {
			i++
		}
	}
	col, row := i%3, i/3
	return float64(r.Min.X + 14 + col*(tdCard+16)), float64(r.Min.Y + 32 + row*(tdCard+8))
}

// snap puts every dove where the position says, without animation.
func (s *TokyoDoves) snap() {
	for side := 0; side < 2; side++ {
		for t := 0; t < td.NumTypes; t++ {
			d := &s.doves[side][t]
			if sq := int(s.st.P.Sq[side][t]); sq >= 0 {
				d.x, d.y = s.squareXY(sq)
				d.onBoard = true
			} else {
				d.x, d.y = s.handXY(side, t)
				d.onBoard = false
			}
			d.lift = 0
		}
	}
}

// --- playing ---

func (s *TokyoDoves) turnText() string {
	if s.st.Terminal() {
		return s.st.Reason()
	}
	side := s.st.ToMove()
	who := td.SideName(side)
	if s.m.IsBot(side) {
		return fmt.Sprintf("%s (computer, %s) is thinking...", who, s.m.Players[side])
	}
	if s.st.P.PutBack {
		return who + ": put out a dove, move one, or put one back."
	}
	return who + ": put out a dove from your hand, or move one of yours."
}

// play applies an action and animates it.
func (s *TokyoDoves) play(a td.Act) {
	side := int(s.st.P.Side)
	t := a.Type()
	from := int(s.st.P.Sq[side][t])
	// Where every dove is drawn now, before the layout changes.
	before := s.doves
	oppBoss := int(s.st.P.Sq[1-side][td.Boss]) // it never moves this turn: it measures the re-anchoring
	ev, err := s.m.Play(game.Action(a))
	if err != nil {
		s.say(err.Error())
		s.a.Audio.Play("error")
		return
	}
	s.clearSel()
	s.hintOn = false
	s.last, s.lastSide = a, side
	for _, e := range ev {
		if e.Text != "" {
			s.log = append(s.log, e.Text)
		}
	}
	// New layout.
	s.snap()
	after := s.doves
	s.doves = before
	s.lastTo = -1
	if sq := int(s.st.P.Sq[side][t]); sq >= 0 {
		s.lastTo = sq
	}
	s.lastFrom = -1
	if a.Kind() == td.KindMove {
		s.lastFrom = from + int(s.st.P.Sq[1-side][td.Boss]) - oppBoss
	}
	dur := 0.28
	for sd := 0; sd < 2; sd++ {
		for ty := 0; ty < td.NumTypes; ty++ {
			d := &s.doves[sd][ty]
			target := after[sd][ty]
			if sd == side && ty == t {
				continue
			}
			d.onBoard = target.onBoard
			s.a.Anims.Add(tween.Par(tween.To(&d.x, target.x, dur, tween.OutCubic), tween.To(&d.y, target.y, dur, tween.OutCubic)))
		}
	}
	d := &s.doves[side][t]
	target := after[side][t]
	sx, sy := d.x, d.y
	switch a.Kind() {
	case td.KindPut, td.KindPutBack:
		// The card glides between the hand and the ground, lifted on the way.
		ease, snd := tween.OutCubic, "put"
		if a.Kind() == td.KindPutBack {
			ease, snd = tween.InOutQuad, "move"
		}
		s.a.Audio.Play(snd)
		d.onBoard = a.Kind() == td.KindPut
		s.a.Anims.Add(tween.Over(0.35, ease, func(p float64) {
			d.x, d.y = tween.Lerp(sx, target.x, p), tween.Lerp(sy, target.y, p)
			d.lift = math.Sin(p*math.Pi) * 10
		}))
	default:
		dist := math.Hypot(target.x-sx, target.y-sy) / tdCell
		height := 6.0 + 4*dist
		dur := 0.22 + 0.08*dist
		snd := "move"
		if t == td.Crazy {
			height, dur, snd = 30, 0.5, "jump"
		}
		s.a.Audio.Play(snd)
		hops := 1
		if t == td.Attack && dist > 1.5 {
			hops = int(dist + 0.5)
		}
		s.a.Anims.Add(tween.Over(dur, tween.InOutSine, func(p float64) {
			d.x, d.y = tween.Lerp(sx, target.x, p), tween.Lerp(sy, target.y, p)
			hp := p * float64(hops)
			d.lift = math.Abs(math.Sin(hp*math.Pi)) * height / float64(hops)
		}))
	}
	s.status = s.turnText()
	s.autosave()
	if s.st.Terminal() {
		s.finish()
	}
}

func (s *TokyoDoves) autosave() { autosaveMatch(s.a, s.m) }

func (s *TokyoDoves) say(msg string) { s.status = msg }

func (s *TokyoDoves) finish() {
	s.over = true
	s.overT = 0
	s.cancelThinking()
	w := -1
	ret := s.st.Returns()
	if ret[0] > ret[1] {
		w = 0
	} else if ret[1] > ret[0] {
		w = 1
	}
	humanLost := w >= 0 && s.m.IsBot(w) && (!s.m.IsBot(0) || !s.m.IsBot(1))
	s.a.Anims.Add(tween.Seq(tween.Wait(0.5), tween.Do(func() {
		if humanLost {
			s.a.Audio.Play("lose")
		} else {
			s.a.Audio.Play("win")
		}
		s.shake = 1
	}), tween.To(&s.shake, 0, 0.8, tween.Linear), tween.Wait(0.6), tween.Do(func() {
		s.a.Push(NewResult(s.a, s.resultTitle(w), s.st.Reason(), func() {
			m, err := game.NewMatch(s.m.Def, s.m.Variant, s.m.Players, game.NewSeed(), "")
			if err != nil {
				s.a.Toast(err.Error())
				return
			}
			s.a.Switch(NewTokyoDoves(s.a, m))
		}))
	})))
}

func (s *TokyoDoves) resultTitle(w int) string {
	if w < 0 {
		return "A draw"
	}
	if s.m.IsBot(w) && (!s.m.IsBot(0) || !s.m.IsBot(1)) {
		return "The computer wins"
	}
	if !s.m.IsBot(0) && !s.m.IsBot(1) {
		return td.SideName(w) + " wins!"
	}
	return "You win!"
}

func (s *TokyoDoves) humanTurn() bool {
	side := s.st.ToMove()
	return side >= 0 && !s.m.IsBot(side) && !s.over
}

// undoSeat is the human seat an undo is for.
func (s *TokyoDoves) undoSeat() int {
	side := s.st.ToMove()
	if side >= 0 && !s.m.IsBot(side) {
		return side
	}
	for seat := 0; seat < 2; seat++ {
		if !s.m.IsBot(seat) {
			return seat
		}
	}
	return -1
}

func (s *TokyoDoves) undo() {
	seat := s.undoSeat()
	if seat < 0 {
		return
	}
	s.cancelThinking()
	n, err := s.m.Undo(seat)
	if err != nil {
		s.say("Cannot undo: " + err.Error())
		s.a.Audio.Play("error")
		return
	}
	s.st = s.m.State.(*td.State)
	s.over = false
	s.log = append(s.log, fmt.Sprintf("%d action(s) taken back.", n))
	s.clearSel()
	s.lastTo, s.lastFrom = -1, -1
	before := s.doves
	s.snap()
	after := s.doves
	s.doves = before
	for sd := 0; sd < 2; sd++ {
		for ty := 0; ty < td.NumTypes; ty++ {
			d := &s.doves[sd][ty]
			d.onBoard = after[sd][ty].onBoard
			s.a.Anims.Add(tween.Par(tween.To(&d.x, after[sd][ty].x, 0.3, tween.OutCubic), tween.To(&d.y, after[sd][ty].y, 0.3, tween.OutCubic)))
		}
	}
	s.status = s.turnText()
	s.autosave()
}

func (s *TokyoDoves) askHint() {
	if !s.humanTurn() || s.hint != nil {
		return
	}
	b, _ := td.NewBot("expert", uint64(len(s.m.History())))
	b.(*td.Bot).SetBudget(700 * time.Millisecond)
	s.hint = b.Think(s.st.Clone())
	s.say("The Expert is looking for a move...")
}

// --- selection ---

func (s *TokyoDoves) clearSel() {
	s.sel = -1
	s.targets = nil
	s.dragging = false
}

func (s *TokyoDoves) selectDove(side, t int) {
	s.sel = side*td.NumTypes + t
	s.targets = map[int]td.Act{}
	var buf [td.MaxActions]td.Act
	for _, a := range s.st.P.Generate(buf[:0]) {
		if a.Type() != t || a.Kind() == td.KindPutBack {
			continue
		}
		onBoard := s.st.P.Sq[side][t] >= 0
		if (a.Kind() == td.KindMove) == onBoard {
			s.targets[a.To()] = a
		}
	}
	name := td.TypeNames[t]
	switch {
	case len(s.targets) == 0 && s.st.P.Sq[side][t] >= 0:
		s.say(fmt.Sprintf("The %s dove has nowhere to go right now.", name))
	case len(s.targets) == 0:
		s.say(fmt.Sprintf("There is no square to put the %s dove.", name))
	case s.st.P.Sq[side][t] >= 0:
		s.say(fmt.Sprintf("%s dove: %s. Pick a lit square.", name, td.MoveRule[t]))
	default:
		s.say(fmt.Sprintf("Put the %s dove on a lit square.", name))
	}
}

func (s *TokyoDoves) selected() (side, t int, ok bool) {
	if s.sel < 0 {
		return 0, 0, false
	}
	return s.sel / td.NumTypes, s.sel % td.NumTypes, true
}

// doveAt finds the dove card under a point: on the board or in a hand.
func (s *TokyoDoves) doveAt(p image.Point) (side, t int, ok bool) {
	for sd := 0; sd < 2; sd++ {
		for ty := 0; ty < td.NumTypes; ty++ {
			d := s.doves[sd][ty]
			if sd == td.Red && ty == td.Boss && !d.onBoard {
				continue
			}
			r := image.Rect(int(d.x), int(d.y), int(d.x)+tdCard, int(d.y)+tdCard)
			if p.In(r) {
				return sd, ty, true
			}
		}
	}
	return 0, 0, false
}

// tryAt attempts the selected dove's action at a square, explaining failure.
func (s *TokyoDoves) tryAt(sq int) {
	side, t, ok := s.selected()
	if !ok {
		return
	}
	if a, ok := s.targets[sq]; ok {
		s.play(a)
		return
	}
	kind := td.KindPut
	if s.st.P.Sq[side][t] >= 0 {
		kind = td.KindMove
	}
	if sq < 0 {
		s.say("That is off the feeding ground.")
	} else {
		act := td.Act(kind<<10 | t<<6 | sq)
		if err := s.st.P.Why(act); err != nil {
			s.say("Not there: " + err.Error() + ".")
		}
	}
	s.a.Audio.Play("error")
}

func (s *TokyoDoves) tryPutBack() {
	side, t, ok := s.selected()
	if !ok || s.st.P.Sq[side][t] < 0 {
		return
	}
	a := td.Act(td.KindPutBack<<10 | t<<6)
	if err := s.st.P.Why(a); err != nil {
		s.say("Cannot put it back: " + err.Error() + ".")
		s.a.Audio.Play("error")
		return
	}
	s.play(a)
}

// --- frame loop ---

func (s *TokyoDoves) Update(a *App, f *input.Frame, dt float64) error {
	s.t += dt
	if s.over {
		s.overT += dt
	}
	s.undoB.Disabled = s.undoSeat() < 0 || !s.m.CanUndo(s.undoSeat()) || a.Anims.Busy()
	s.hintB.Disabled = !s.humanTurn() || s.hint != nil
	if s.layer.Update(f, dt) {
		return nil
	}
	if f.Is(input.Menu) {
		s.pause()
		return nil
	}
	if f.Is(input.Undo) {
		s.undo()
	}
	if f.Is(input.Hint) {
		s.askHint()
	}
	// Hint search.
	if s.hint != nil && s.hint.Step(int64(6*time.Millisecond)) {
		s.hintAct = td.Act(s.hint.Best())
		s.hint = nil
		s.hintOn = true
		s.say("Hint: " + s.st.P.ActString(s.hintAct) + " (shown in gold).")
	}
	if a.Anims.Busy() {
		return nil
	}
	if s.over {
		return nil
	}
	// Computer turn.
	side := s.st.ToMove()
	if side >= 0 && s.m.IsBot(side) && s.bots[side] != nil {
		if s.bot == nil {
			s.bot = s.bots[side].Think(s.st.Clone())
			s.thinkT = 0
		}
		s.thinkT += dt
		if s.bot.Step(int64(6*time.Millisecond)) && s.thinkT > 0.45 {
			act := td.Act(s.bot.Best())
			s.bot = nil
			s.play(act)
		}
		return nil
	}
	if !s.humanTurn() {
		return nil
	}
	s.hoverSq = s.squareAt(f.Pointer)
	// Pointer: press on a dove of the side to move selects it (and may drag it).
	if f.Pressed {
		if sd, t, ok := s.doveAt(f.Pointer); ok && sd == side {
			s.selectDove(sd, t)
			s.dragPt = f.Pointer
		} else if _, _, ok := s.selected(); ok && !f.Pointer.In(tdHandRect[side]) {
			s.tryAt(s.squareAt(f.Pointer))
		} else if sd, _, ok := s.doveAt(f.Pointer); ok && sd != side {
			s.say("Those are " + td.SideName(sd) + "'s doves: it is " + td.SideName(side) + "'s turn.")
		}
	}
	if f.Dragging && s.sel >= 0 {
		s.dragging = true
		s.dragPt = f.Pointer
	}
	if f.Drop && s.dragging {
		s.dragging = false
		if sd, t, ok := s.selected(); ok {
			if f.Pointer.In(tdHandRect[sd]) && s.st.P.Sq[sd][t] >= 0 {
				s.tryPutBack()
			} else if !f.Pointer.In(tdHandRect[sd]) {
				s.tryAt(s.squareAt(f.Pointer))
			}
		}
	}
	if f.Is(input.Cancel) && s.sel >= 0 {
		s.clearSel()
		s.status = s.turnText()
	}
	return nil
}

// --- drawing ---

var (
	colRoom   = color.RGBA{0x2a, 0x63, 0x60, 0xff}
	colWall   = color.RGBA{0x14, 0x13, 0x21, 0xff}
	colTarget = color.RGBA{0x96, 0xd3, 0x6b, 0xff}
)

func (s *TokyoDoves) Draw(dst *ebiten.Image) {
	backdrop(dst, "felt")
	// Title bar and whose turn it is.
	ui.FillRect(dst, image.Rect(0, 0, ui.W, 30), ui.Ink)
	ui.Shadow(dst, "Tokyo Doves", 8, 8, 1, ui.Butter)
	turn := s.st.ToMove()
	banner := "Game over"
	bc := ui.Slate
	if turn >= 0 {
		banner = td.SideName(turn) + " to move"
		bc = sideColor(turn)
	}
	bw, _ := ui.Measure(banner)
	br := image.Rect(tdCX-bw/2-12, 4, tdCX+bw/2+12, 26)
	ui.FillRect(dst, br, bc)
	ui.StrokeRect(dst, br, ui.Cream)
	ui.Text(dst, banner, br.Min.X+12, br.Min.Y+4, ui.Cream)
	if s.m.Variant == td.VariantPutBack {
		ui.Text(dst, "put-back rule on", 530, 8, ui.DoveGrey)
	}
	s.drawGround(dst)
	s.drawHands(dst)
	s.drawDoves(dst)
	s.drawSide(dst)
	// Status line: what can be done, or why an attempt failed.
	ui.FillRect(dst, image.Rect(0, 338, ui.W, ui.H), ui.Ink)
	ui.Text(dst, ui.Fit(s.status, ui.W-16), 8, 341, ui.Cream)
	s.layer.Draw(dst)
}

func sideColor(side int) color.RGBA {
	if side == td.Red {
		return ui.Red
	}
	return paletteC("forest")
}

func (s *TokyoDoves) drawGround(dst *ebiten.Image) {
	ox, oy := s.origin()
	h, w := s.st.P.Box()
	wallV, wallH := s.st.P.Walls()
	shake := 0.0
	if s.shake > 0 {
		shake = math.Sin(s.t*60) * 3 * s.shake
	}
	for r := -1; r <= h; r++ {
		for c := -1; c <= w; c++ {
			x := int(ox) + c*tdCell + int(shake)
			y := int(oy) + r*tdCell
			cell := image.Rect(x+1, y+1, x+tdCell-1, y+tdCell-1)
			outR, outC := r < 0 || r >= h, c < 0 || c >= w
			switch {
			case outR && outC:
				continue // corners beyond the box are never reachable
			case (outR && wallV) || (outC && wallH):
				ui.FillRect(dst, cell, colWall)
				for k := 0; k < tdCell; k += 6 { // hatching
					ui.FillRect(dst, image.Rect(cell.Min.X+k%cell.Dx(), cell.Min.Y, cell.Min.X+k%cell.Dx()+2, cell.Max.Y), ui.Charcoal)
				}
			case outR || outC:
				ui.StrokeRect(dst, cell, colRoom) // room to grow
			default:
				ui.FillRect(dst, cell, colRoom)
				ui.StrokeRect(dst, cell, ui.Felt)
			}
		}
	}
	// The 4x4 limit: the frame of the current box.
	frame := image.Rect(int(ox)-2, int(oy)-2, int(ox)+w*tdCell+2, int(oy)+h*tdCell+2)
	ui.StrokeRect(dst, frame, ui.Sand)
	ui.Text(dst, fmt.Sprintf("%dx%d", w, h), frame.Max.X-22, frame.Max.Y+4, ui.Sand)
	// Last action: where it came from.
	if s.lastFrom >= 0 {
		fx, fy := s.squareXY(s.lastFrom)
		ui.StrokeRect(dst, image.Rect(int(fx)-1, int(fy)-1, int(fx)+tdCard+1, int(fy)+tdCard+1), ui.Orange)
	}
	// Targets of the selection.
	for sq := range s.targets {
		x, y := s.squareXY(sq)
		r := image.Rect(int(x), int(y), int(x)+tdCard, int(y)+tdCard)
		pulse := 0.6 + 0.4*math.Sin(s.t*6)
		c := colTarget
		c.A = uint8(120 + 100*pulse)
		ui.StrokeRect(dst, r, c)
		ui.StrokeRect(dst, r.Inset(1), c)
		if sq == s.hoverSq {
			ui.FillRect(dst, r.Inset(2), color.RGBA{0x96, 0xd3, 0x6b, 0x60})
		}
	}
	// The Crazy dove's jump path for the hovered target.
	if side, t, ok := s.selected(); ok && t == td.Crazy && s.st.P.Sq[side][t] >= 0 {
		if _, ok := s.targets[s.hoverSq]; ok {
			from := int(s.st.P.Sq[side][t])
			for _, sq := range td.JumpPath(from, s.hoverSq) {
				x, y := s.squareXY(sq)
				ui.FillRect(dst, image.Rect(int(x)+tdCard/2-3, int(y)+tdCard/2-3, int(x)+tdCard/2+3, int(y)+tdCard/2+3), ui.Gold)
			}
		}
	}
	// Hint.
	if s.hintOn {
		p := &s.st.P
		side := int(p.Side)
		if sq := int(p.Sq[side][s.hintAct.Type()]); sq >= 0 {
			x, y := s.squareXY(sq)
			ui.StrokeRect(dst, image.Rect(int(x)-3, int(y)-3, int(x)+tdCard+3, int(y)+tdCard+3), ui.Gold)
		} else {
			x, y := s.handXY(side, s.hintAct.Type())
			ui.StrokeRect(dst, image.Rect(int(x)-3, int(y)-3, int(x)+tdCard+3, int(y)+tdCard+3), ui.Gold)
		}
		if s.hintAct.Kind() != td.KindPutBack {
			x, y := s.squareXY(s.hintAct.To())
			r := image.Rect(int(x), int(y), int(x)+tdCard, int(y)+tdCard)
			ui.FillRect(dst, r, color.RGBA{0xf7, 0xd1, 0x54, 0x70})
			ui.StrokeRect(dst, r, ui.Gold)
		}
	}
}

func (s *TokyoDoves) drawHands(dst *ebiten.Image) {
	for side := 0; side < 2; side++ {
		r := tdHandRect[side]
		sprites.NineSlice(dst, "frame_panel", r, nil)
		who := "Person"
		if s.m.IsBot(side) {
			who = "Computer: " + s.m.Players[side]
		}
		ui.FillRect(dst, image.Rect(r.Min.X+6, r.Min.Y+7, r.Min.X+16, r.Min.Y+17), sideColor(side))
		ui.Text(dst, td.SideName(side), r.Min.X+20, r.Min.Y+5, ui.Butter)
		ui.Text(dst, who, r.Min.X+70, r.Min.Y+5, ui.DoveGrey)
		if s.st.ToMove() == side {
			pulse := uint8(180 + 70*math.Sin(s.t*4))
			c := ui.Gold
			c.A = pulse
			ui.StrokeRect(dst, r.Inset(-2), c)
			ui.StrokeRect(dst, r.Inset(-3), c)
			ui.Text(dst, "on turn", r.Max.X-50, r.Max.Y-18, ui.Gold)
		}
		if len(s.st.P.Hand(side)) == 0 {
			ui.Text(dst, "All doves are out.", r.Min.X+14, r.Min.Y+60, ui.Slate)
		}
	}
}

func (s *TokyoDoves) drawDoves(dst *ebiten.Image) {
	selSide, selT, selOK := s.selected()
	type item struct{ side, t int }
	var top []item
	for side := 0; side < 2; side++ {
		for t := 0; t < td.NumTypes; t++ {
			d := s.doves[side][t]
			if !d.onBoard && t == td.Boss {
				continue
			}
			if d.lift > 0 || (selOK && selSide == side && selT == t) {
				top = append(top, item{side, t})
				continue
			}
			s.drawDove(dst, side, t)
		}
	}
	for _, it := range top {
		s.drawDove(dst, it.side, it.t)
	}
}

func (s *TokyoDoves) drawDove(dst *ebiten.Image, side, t int) {
	d := s.doves[side][t]
	x, y := d.x, d.y-d.lift
	selSide, selT, selOK := s.selected()
	isSel := selOK && selSide == side && selT == t
	if isSel && s.dragging {
		x, y = float64(s.dragPt.X-tdCard/2), float64(s.dragPt.Y-tdCard/2)
	}
	if d.lift > 0 || (isSel && s.dragging) {
		ui.FillRect(dst, image.Rect(int(d.x)+4, int(d.y)+6, int(d.x)+tdCard+2, int(d.y)+tdCard+4), color.RGBA{0, 0, 0, 0x50})
	}
	// A surrounded boss shakes at the end.
	if s.over && t == td.Boss && s.shake > 0 && s.st.P.Liberties(side) == 0 {
		x += math.Sin(s.t*50) * 2 * s.shake
	}
	drawCard(dst, int(x), int(y), side, t)
	if isSel {
		ui.StrokeRect(dst, image.Rect(int(x)-2, int(y)-2, int(x)+tdCard+2, int(y)+tdCard+2), ui.Gold)
	}
	if s.lastTo >= 0 && side == s.lastSide && t == s.last.Type() && d.onBoard && !isSel {
		ui.StrokeRect(dst, image.Rect(int(x)-2, int(y)-2, int(x)+tdCard+2, int(y)+tdCard+2), ui.Orange)
	}
}

// drawCard draws a dove card: its face (head towards the opponent), letter and
// movement pattern.
func drawCard(dst *ebiten.Image, x, y, side, t int) {
	frame := "frame_card_red"
	if side == td.Green {
		frame = "frame_card_green"
	}
	sprites.NineSlice(dst, frame, image.Rect(x, y, x+tdCard, y+tdCard), nil)
	op := &ebiten.DrawImageOptions{}
	if side == td.Green { // heads face the opponent
		op.GeoM.Rotate(math.Pi)
		op.GeoM.Translate(24, 24)
	}
	op.GeoM.Translate(float64(x+3), float64(y+3))
	dst.DrawImage(sprites.Get(fmt.Sprintf("td_face_%d", t)), op)
	letter := string("BAYMTH"[t])
	if side == td.Green {
		letter = string("baymth"[t])
	}
	ui.Text(dst, letter, x+29, y+1, ui.Ink)
	drawPattern(dst, t, x+28, y+28, 2)
}

// drawPattern draws a dove's movement pattern as a 5x5 grid of cells.
func drawPattern(dst *ebiten.Image, t, x, y, cell int) {
	reach := func(dr, dc int) bool {
		switch t {
		case td.Boss, td.BigBrother:
			return max(abs(dr), abs(dc)) == 1
		case td.Razor:
			return abs(dr)+abs(dc) == 1
		case td.Peashooter:
			return abs(dr) == 1 && abs(dc) == 1
		case td.Attack:
			return (dr == 0) != (dc == 0)
		default:
			return abs(dr)*abs(dc) == 2
		}
	}
	ui.FillRect(dst, image.Rect(x, y, x+5*cell, y+5*cell), ui.Sand)
	for r := -2; r <= 2; r++ {
		for c := -2; c <= 2; c++ {
			cx, cy := x+(c+2)*cell, y+(r+2)*cell
			switch {
			case r == 0 && c == 0:
				ui.FillRect(dst, image.Rect(cx, cy, cx+cell, cy+cell), ui.Ink)
			case reach(r, c):
				ui.FillRect(dst, image.Rect(cx, cy, cx+cell, cy+cell), paletteC("blue"))
			}
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func (s *TokyoDoves) drawSide(dst *ebiten.Image) {
	r := image.Rect(450, 40, 632, 268)
	drawGameLog(dst, r, s.log, s.bot != nil, s.t)
}
