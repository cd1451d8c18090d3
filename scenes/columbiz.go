package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

func init() {
	gameScenes["columbiz"] = func(a *App, m *game.Match) Scene { return NewColumbiz(a, m) }
}

// Layout of the Columbiz table.
const (
	czCell   = 32  // a board space
	czBX     = 196 // board left
	czBY     = 58  // board top (row 6)
	czSlotX  = 270 // first die slot in the tray
	czSlotDX = 36  // distance between die slots
	czShelfY = 262 // top of a die set aside
	czTrayY  = 298 // top of a die in the tray
	czDie    = 32  // a die drawn at 2x
)

var (
	czCardR  = func(seat int) image.Rectangle { return image.Rect(6, 36+seat*74, 182, 104+seat*74) }
	czTrayR  = image.Rect(190, 254, 634, 336)
	czLogR   = image.Rect(398, 36, 634, 214)
	czBoardR = image.Rect(czBX, czBY, czBX+cz.Cols*czCell, czBY+cz.Rows*czCell)
)

// czDieSprite is one of the eight dice on the table.
type czDieSprite struct {
	face     int
	x, y     float64
	lift     float64 // bounce height while tumbling
	tumbling bool
	kept     bool // set aside (in the rules)
	marked   bool // chosen to be set aside with the next roll
	spent    bool
}

// czFlyer is a pawn in flight: captured pawns going to a prison.
type czFlyer struct {
	seat       int // pawn colour
	x, y, lift float64
}

// czPop is a score popping up over the board.
type czPop struct {
	text string
	x, y float64
	t    float64
	c    color.RGBA
}

// Columbiz is the Columbiz table.
type Columbiz struct {
	a     *App
	m     *game.Match
	st    *cz.State
	layer ui.Layer
	rollB *ui.Button
	endB  *ui.Button
	undoB *ui.Button
	hintB *ui.Button
	menuB *ui.Button

	dice     [cz.NumDice]czDieSprite
	drop     map[cz.Place]*float64 // pawns falling into place: height above the space
	flyers   []*czFlyer
	inFlight [4]int // captured pawns still flying to each capturer's prison
	capBase  [4]int // prison places taken before the action being shown
	pops     []*czPop
	flash    map[cz.Place]float64 // spaces of a line just scored: time left
	rolloff  [4]int               // roll-off die shown on each player's card (0: none)
	rollT    [4]float64           // roll-off die tumbling time left

	hover    cz.Place
	hoverOK  bool
	status   string
	log      []string
	turnLog  []string // this turn's placements and captures, for the summary
	turnCapt int
	turnLine int

	bots    []game.Bot
	bot     game.Thinking
	thinkT  float64
	hint    game.Thinking
	hintAct game.Action
	hintOn  bool
	waitT   float64 // pause before an automatic roll
	t       float64
	over    bool
	overT   float64
	rng     *rand.Rand // only for looks (where dice bounce)
}

// NewColumbiz opens the table for a match.
func NewColumbiz(a *App, m *game.Match) *Columbiz {
	s := &Columbiz{a: a, m: m, drop: map[cz.Place]*float64{}, flash: map[cz.Place]float64{}, rng: game.NewRand(m.Seed ^ 0xd1ce)}
	s.st = m.State.(*cz.State)
	s.bots = seatBots(a, m)
	bx := czTrayR.Max.X - 72
	s.rollB = &ui.Button{R: image.Rect(bx, czShelfY, bx+66, czShelfY+30), Label: "Roll", Tooltip: "Roll the dice that are not set aside (Space).", OnClick: s.roll}
	s.endB = &ui.Button{R: image.Rect(bx, czTrayY, bx+66, czTrayY+30), Label: "End turn", Tooltip: "Finish your turn (Enter).", OnClick: s.endTurn}
	s.undoB = &ui.Button{R: image.Rect(398, 220, 472, 246), Label: "Undo", Tooltip: "Take back a pawn placed this turn (U). Rolls cannot be taken back.", OnClick: s.undo}
	s.hintB = &ui.Button{R: image.Rect(478, 220, 552, 246), Label: "Hint", Tooltip: "Ask the Expert what to do (H).", OnClick: s.askHint}
	s.menuB = &ui.Button{R: image.Rect(558, 220, 634, 246), Label: "Menu", Tooltip: "Pause: rules, settings, leave (Esc).", OnClick: s.pause}
	s.layer.Add(s.rollB, s.endB, s.undoB, s.hintB, s.menuB)
	for i := range s.dice {
		s.dice[i].face = 1 + i%6
	}
	if len(m.History()) > 0 {
		s.log = append(s.log, "Game resumed.")
	}
	s.syncDice(false)
	if s.st.Start >= 0 {
		for i := 0; i < s.st.N; i++ {
			s.rolloff[i] = int(s.st.Rolloff[i])
		}
	}
	s.status = s.turnText()
	return s
}

func (s *Columbiz) Name() string { return "columbiz" }

// Match returns the match being played (tests and shots).
func (s *Columbiz) Match() *game.Match { return s.m }

// Thinking reports whether the computer is choosing an action.
func (s *Columbiz) Thinking() bool { return s.bot != nil }

// Over reports whether the game has ended.
func (s *Columbiz) Over() bool { return s.over }

func (s *Columbiz) Busy() bool {
	autoRoll := s.st.ToMove() == game.Chance && !s.humanSeatRolling() || s.humanSeatRolling() && s.st.Rolls > 0
	return s.a.Anims.Busy() || s.bot != nil || s.hint != nil || len(s.pops) > 0 || len(s.flash) > 0 ||
		autoRoll || (s.over && s.overT < 2) || s.layer.Busy()
}

func (s *Columbiz) pause() {
	s.a.Push(NewPause(s.a, "columbiz", func() { s.cancelThinking() }))
}

func (s *Columbiz) cancelThinking() { cancelSearches(&s.bot, &s.hint) }

// --- geometry ---

// spaceXY is the top-left of a board space.
func spaceXY(col, row int) (int, int) {
	return czBX + col*czCell, czBY + (cz.Rows-1-row)*czCell
}

func spaceAt(p image.Point) (cz.Place, bool) {
	if !p.In(czBoardR) {
		return cz.Place{}, false
	}
	col := (p.X - czBX) / czCell
	row := cz.Rows - 1 - (p.Y-czBY)/czCell
	return cz.Place{Col: int8(col), Row: int8(row)}, true
}

func slotX(i int) float64 { return float64(czSlotX + i*czSlotDX) }

// prisonXY is where the next captured pawn lands on a player's card.
func prisonXY(seat, n int) (float64, float64) {
	r := czCardR(seat)
	return float64(r.Min.X + 8 + (n%20)*7), float64(r.Min.Y + 48)
}

// --- the dice on the table ---

// syncDice makes the eight dice show the rules' dice (kept, free, spent),
// moving as few as possible, and slides them to their lanes.
func (s *Columbiz) syncDice(animate bool) {
	st := s.st
	if st.Phase == cz.PhaseRolloff || st.Phase == cz.PhaseOver {
		return
	}
	kept, free := st.Kept, st.Free
	rolling := st.Phase == cz.PhaseRoll
	assigned := [cz.NumDice]int{} // 0 unassigned, 1 kept, 2 free
	// Dice already set aside first, then dice just chosen to be set aside.
	for pass := 0; pass < 2; pass++ {
		for i := range s.dice {
			d := &s.dice[i]
			if assigned[i] == 0 && (pass == 0 && d.kept || pass == 1 && d.marked) && kept[d.face] > 0 {
				kept[d.face]--
				assigned[i] = 1
			}
		}
	}
	for i := range s.dice {
		d := &s.dice[i]
		if assigned[i] == 0 && !rolling && free[d.face] > 0 {
			free[d.face]--
			assigned[i] = 2
		}
	}
	for i := range s.dice {
		if assigned[i] != 0 {
			continue
		}
		d := &s.dice[i]
		if f := firstFace(kept); f > 0 {
			d.face = f
			kept[f]--
			assigned[i] = 1
		} else if f := firstFace(free); f > 0 && !rolling {
			d.face = f
			free[f]--
			assigned[i] = 2
		} else {
			assigned[i] = 2 // about to roll (or the turn has not rolled yet)
		}
	}
	// Spent dice: keep those already spent, then take free dice before kept ones.
	spent := st.Spent
	for i := range s.dice {
		d := &s.dice[i]
		d.kept = assigned[i] == 1
		if d.spent && spent[d.face] > 0 {
			spent[d.face]--
		} else {
			d.spent = false
		}
	}
	for pass := 0; pass < 2; pass++ {
		for i := range s.dice {
			d := &s.dice[i]
			if !d.spent && spent[d.face] > 0 && d.kept == (pass == 1) {
				d.spent = true
				spent[d.face]--
			}
		}
	}
	for i := range s.dice {
		d := &s.dice[i]
		if d.kept || d.spent || st.Phase != cz.PhaseDecide {
			d.marked = false
		}
		s.placeDie(i, animate)
	}
}

func firstFace(d cz.Dice) int {
	for f := 1; f <= 6; f++ {
		if d[f] > 0 {
			return f
		}
	}
	return 0
}

// placeDie moves a die to its lane.
func (s *Columbiz) placeDie(i int, animate bool) {
	d := &s.dice[i]
	x, y := slotX(i), float64(czTrayY)
	if d.kept || d.marked {
		y = czShelfY
	}
	if !animate {
		d.x, d.y = x, y
		return
	}
	if d.x != x || d.y != y {
		s.a.Anims.Add(tween.Par(tween.To(&d.x, x, 0.2, tween.OutCubic), tween.To(&d.y, y, 0.2, tween.OutCubic)))
	}
}

// tumble animates a roll: the rolling dice bounce, flicker through faces and
// settle one after another on the faces rolled (sorted, to read them easily).
func (s *Columbiz) tumble(faces []int) {
	k := 0
	for i := range s.dice {
		d := &s.dice[i]
		if d.kept {
			continue
		}
		if k < len(faces) {
			final := faces[k]
			d.tumbling = true
			d.spent, d.marked = false, false
			dur := 0.55 + 0.09*float64(k)
			x0 := slotX(i)
			d.y = czTrayY
			jit := (s.rng.Float64() - 0.5) * 10
			bounces := 2 + s.rng.Float64()
			last := 0
			first := k == 0
			s.a.Anims.Add(tween.Seq(tween.Over(dur, tween.Linear, func(p float64) {
				d.lift = math.Abs(math.Sin(p*math.Pi*bounces)) * 22 * (1 - p) * (1 - p)
				d.x = x0 + jit*math.Sin(p*math.Pi*3)*(1-p)
				if step := int(p * 14); step != last {
					last = step
					d.face = 1 + s.rng.IntN(6)
				}
			}), tween.Do(func() {
				d.tumbling, d.lift, d.x, d.face = false, 0, x0, final
				if first {
					s.a.Audio.Play("dice")
				}
			})))
			k++
		}
	}
}

// --- playing ---

func (s *Columbiz) turnText() string {
	st := s.st
	if st.Terminal() {
		return s.resultLine()
	}
	switch st.Phase {
	case cz.PhaseRolloff:
		return "Everyone rolls a die: the highest starts."
	}
	who := cz.SeatName(int(st.Seat))
	if s.m.IsBot(int(st.Seat)) {
		return fmt.Sprintf("%s (computer, %s) is playing...", who, s.m.Players[st.Seat])
	}
	switch st.Phase {
	case cz.PhaseRoll:
		if st.Rolls == 0 {
			return who + ": roll the dice (Space)."
		}
		return who + " rolls..."
	case cz.PhaseDecide:
		left := cz.MaxRolls - int(st.Rolls)
		if !s.anyLit() {
			if left > 0 {
				return fmt.Sprintf("%s: nothing fits yet. Set dice aside and roll again (%d left).", who, left)
			}
			return fmt.Sprintf("%s: no pawn can be placed. Put %d pawns aside.", who, min(cz.AsideCount, int(st.Reserve[st.Seat])))
		}
		if left > 0 {
			return fmt.Sprintf("%s: click a lit space to place a pawn, or click dice to set aside and roll (%d left).", who, left)
		}
		return who + ": click a lit space to place a pawn."
	case cz.PhasePlace:
		if s.anyLit() {
			return fmt.Sprintf("%s: place another pawn (%d of %d) or end your turn.", who, st.Placed, cz.MaxPlace(st.N))
		}
		return who + ": end your turn (Enter)."
	}
	return ""
}

func (s *Columbiz) anyLit() bool {
	for _, a := range s.st.Legal(nil) {
		if k, _, _ := cz.Decode(a); k == "place" {
			return true
		}
	}
	return false
}

func (s *Columbiz) humanTurn() bool {
	seat := s.st.ToMove()
	return seat >= 0 && !s.m.IsBot(seat) && !s.over
}

// play applies an action of the player to act, or a roll, and animates it.
func (s *Columbiz) play(a game.Action) {
	s.playWith(func() ([]game.Event, error) { return s.m.Play(a) })
}

func (s *Columbiz) playWith(do func() ([]game.Event, error)) {
	mover := int(s.st.Seat)
	ev, err := do()
	if err != nil {
		s.status = err.Error()
		s.a.Audio.Play("error")
		return
	}
	s.st = s.m.State.(*cz.State)
	s.hintOn = false
	dice := false
	// Captured pawns land one after another in the capturer's prison.
	var capN [4]int
	for _, e := range ev {
		if e.Kind == "capture" {
			capN[e.Seat]++
		}
	}
	for i := range s.capBase {
		s.capBase[i] = s.st.Captured(i) - capN[i] - s.inFlight[i]
	}
	for _, e := range ev {
		s.animate(e, mover)
		if e.Kind == "roll" {
			dice = true
		}
	}
	if !dice {
		s.syncDice(true)
	}
	s.status = s.turnText()
	s.refreshButtons()
	s.autosave()
	if s.st.Terminal() {
		s.finish()
	}
}

// animate shows one event.
func (s *Columbiz) animate(e game.Event, mover int) {
	switch e.Kind {
	case "rolloff":
		for seat, v := range e.Values {
			if v > 0 {
				s.rolloff[seat] = v
				s.rollT[seat] = 0.7 + 0.12*float64(seat)
			}
		}
		s.a.Audio.Play("dice")
		s.log = append(s.log, e.Text)
	case "turn":
		s.summarize(mover)
		s.turnLog, s.turnCapt, s.turnLine = nil, 0, 0
		for i := range s.dice {
			s.dice[i].kept, s.dice[i].marked, s.dice[i].spent = false, false, false
			s.placeDie(i, true)
		}
	case "roll":
		s.syncDiceForRoll()
		s.tumble(e.Values)
	case "keep":
		s.a.Audio.Play("click")
	case "place":
		p := cz.Place{Col: int8(e.To[0]), Row: int8(e.To[1])}
		h := 60.0
		s.drop[p] = &h
		s.a.Anims.Add(tween.Seq(tween.To(&h, 0, 0.32, tween.OutBounce), tween.Do(func() { delete(s.drop, p) })))
		s.a.Audio.Play("put")
		s.turnLog = append(s.turnLog, cz.SpaceName(e.To[0], e.To[1]))
	case "capture":
		s.turnCapt++
		x0, y0 := spaceXY(e.From[0], e.From[1])
		seat := e.Seat
		tx, ty := prisonXY(seat, s.capBase[seat]+s.inFlight[seat])
		f := &czFlyer{seat: e.Piece, x: float64(x0 + 4), y: float64(y0 + 2)}
		s.flyers = append(s.flyers, f)
		s.inFlight[seat]++
		sx, sy := f.x, f.y
		s.a.Anims.Add(tween.Seq(tween.Wait(0.3+0.12*float64(s.inFlight[seat]-1)), tween.Do(func() { s.a.Audio.Play("capture") }),
			tween.Over(0.6, tween.InOutSine, func(p float64) {
				f.x, f.y = tween.Lerp(sx, tx, p), tween.Lerp(sy, ty, p)
				f.lift = math.Sin(p*math.Pi) * 30
			}), tween.Do(func() {
				s.inFlight[seat]--
				for i, g := range s.flyers {
					if g == f {
						s.flyers = append(s.flyers[:i], s.flyers[i+1:]...)
						break
					}
				}
			})))
	case "line":
		s.turnLine += e.Value
		x0, y0 := spaceXY(e.From[0], e.From[1])
		x1, y1 := spaceXY(e.To[0], e.To[1])
		s.pops = append(s.pops, &czPop{text: fmt.Sprintf("+%d", e.Value), x: float64(x0+x1)/2 + czCell/2, y: float64(y0+y1) / 2, c: ui.Gold})
		dc, dr := sign(e.To[0]-e.From[0]), sign(e.To[1]-e.From[1])
		for c, r := e.From[0], e.From[1]; ; c, r = c+dc, r+dr {
			s.flash[cz.Place{Col: int8(c), Row: int8(r)}] = 1.2
			if c == e.To[0] && r == e.To[1] {
				break
			}
		}
		s.a.Audio.Play("win")
	case "aside":
		s.a.Audio.Play("error")
		s.log = append(s.log, e.Text)
		s.turnLog = append(s.turnLog, "")
	case "ending":
		s.summarize(mover)
		s.log = append(s.log, e.Text)
		s.a.Toast(e.Text)
	case "end":
		s.summarize(mover)
		s.log = append(s.log, e.Text)
	}
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// syncDiceForRoll gets the dice ready for a roll: the kept ones on the shelf.
func (s *Columbiz) syncDiceForRoll() {
	kept := s.st.Kept
	for i := range s.dice {
		d := &s.dice[i]
		if (d.kept || d.marked) && kept[d.face] > 0 {
			kept[d.face]--
			d.kept, d.marked = true, false
		} else {
			d.kept, d.marked = false, false
		}
		d.spent = false
	}
	// Anything the rules keep that no die shows yet (a resumed game).
	for i := range s.dice {
		if f := firstFace(kept); f > 0 && !s.dice[i].kept {
			s.dice[i].face, s.dice[i].kept = f, true
			kept[f]--
		}
	}
	for i := range s.dice {
		s.placeDie(i, true)
	}
}

// summarize writes the turn that just ended into the log.
func (s *Columbiz) summarize(seat int) {
	if seat < 0 || len(s.turnLog) == 0 {
		return
	}
	var b strings.Builder
	b.WriteString(cz.SeatName(seat) + ": ")
	var placed []string
	for _, p := range s.turnLog {
		if p != "" {
			placed = append(placed, p)
		}
	}
	if len(placed) == 0 {
		b.WriteString(fmt.Sprintf("put pawns aside (%d left).", s.st.Reserve[seat]))
	} else {
		b.WriteString(fmt.Sprintf("pawn%s on %s", plural(len(placed)), strings.Join(placed, ", ")))
		if s.turnCapt > 0 {
			b.WriteString(fmt.Sprintf(", captured %d", s.turnCapt))
		}
		if s.turnLine > 0 {
			b.WriteString(fmt.Sprintf(", lines +%d", s.turnLine))
		}
		b.WriteString(fmt.Sprintf(" (score %d).", s.st.Scores()[seat]))
	}
	s.log = append(s.log, b.String())
	s.turnLog = nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (s *Columbiz) autosave() { autosaveMatch(s.a, s.m) }

func (s *Columbiz) resultLine() string {
	sc := s.st.Scores()
	best := 0
	for _, v := range sc {
		best = max(best, v)
	}
	var w []string
	for i, v := range sc {
		if v == best {
			w = append(w, cz.SeatName(i))
		}
	}
	if len(w) > 1 {
		return fmt.Sprintf("%s share the victory with %d points.", strings.Join(w, " and "), best)
	}
	return fmt.Sprintf("%s wins with %d points.", w[0], best)
}

func (s *Columbiz) finish() {
	s.over = true
	s.overT = 0
	s.cancelThinking()
	ret := s.st.Returns()
	humanWon, humans := false, 0
	for i, r := range ret {
		if !s.m.IsBot(i) {
			humans++
			if r > 0 {
				humanWon = true
			}
		}
	}
	title := "The computer wins"
	switch {
	case humans == 0 || humans > 1:
		title = "Game over"
	case humanWon:
		title = "You win!"
	}
	if humans > 0 && humans < s.st.N && !humanWon {
		s.a.Anims.Add(tween.Seq(tween.Wait(0.8), tween.Do(func() { s.a.Audio.Play("lose") })))
	} else {
		s.a.Anims.Add(tween.Seq(tween.Wait(0.8), tween.Do(func() { s.a.Audio.Play("win") })))
	}
	s.a.Anims.Add(tween.Seq(tween.Wait(1.6), tween.Do(func() {
		r := NewResult(s.a, title, s.resultLine(), func() {
			m, err := game.NewMatch(s.m.Def, s.m.Variant, s.m.Players, game.NewSeed(), "")
			if err != nil {
				s.a.Toast(err.Error())
				return
			}
			s.a.Switch(NewColumbiz(s.a, m))
		})
		r.SetTable(s.scoreTable())
		s.a.Push(r)
	})))
}

// scoreTable is the end-of-game table: lines, captures, capture points, total.
func (s *Columbiz) scoreTable() [][]string {
	rows := [][]string{{"", "Lines", "Captured", "Capture pts", "Total"}}
	sc := s.st.Scores()
	for i := 0; i < s.st.N; i++ {
		n := s.st.Captured(i)
		rows = append(rows, []string{cz.SeatName(i), fmt.Sprint(s.st.Lines[i]), fmt.Sprint(n), fmt.Sprint(cz.CaptureScore(n)), fmt.Sprint(sc[i])})
	}
	return rows
}

// undoSeat is the person an undo is for.
func (s *Columbiz) undoSeat() int {
	seat := s.st.ToMove()
	if seat >= 0 && !s.m.IsBot(seat) {
		return seat
	}
	return -1
}

func (s *Columbiz) undo() {
	seat := s.undoSeat()
	if seat < 0 {
		return
	}
	n, err := s.m.Undo(seat)
	if err != nil {
		s.status = "Cannot undo: " + err.Error()
		s.a.Audio.Play("error")
		return
	}
	s.st = s.m.State.(*cz.State)
	if len(s.turnLog) > 0 {
		s.turnLog = s.turnLog[:len(s.turnLog)-min(n, len(s.turnLog))]
	}
	// Recount this turn's captures and lines from the rules.
	s.turnCapt, s.turnLine = 0, 0
	s.hintOn = false
	s.syncDice(true)
	s.a.Audio.Play("move")
	s.status = s.turnText()
	s.refreshButtons()
	s.autosave()
}

func (s *Columbiz) askHint() {
	if !s.humanTurn() || s.hint != nil || s.st.ToMove() == game.Chance {
		return
	}
	b, _ := cz.NewBot("expert", uint64(len(s.m.History())))
	s.hint = b.Think(s.st.Clone())
	s.status = "The Expert is thinking..."
}

func (s *Columbiz) showHint(a game.Action) {
	s.hintAct, s.hintOn = a, true
	kind, d, p := cz.Decode(a)
	switch kind {
	case "roll":
		// Mark the dice the Expert would set aside.
		for i := range s.dice {
			s.dice[i].marked = false
		}
		for i := range s.dice {
			dd := &s.dice[i]
			if !dd.kept && d[dd.face] > 0 {
				d[dd.face]--
				dd.marked = true
			}
		}
		for i := range s.dice {
			s.placeDie(i, true)
		}
		if s.markedDice().Total() > 0 {
			s.status = fmt.Sprintf("Hint: set aside %s and roll again (they are marked).", s.markedDice())
		} else {
			s.status = "Hint: roll all the dice again."
		}
	case "place":
		s.status = fmt.Sprintf("Hint: a pawn on %s (shown in gold).", cz.SpaceName(int(p.Col), int(p.Row)))
	case "end":
		s.status = "Hint: end your turn."
	case "aside":
		s.status = "Hint: put your pawns aside; nothing fits."
	}
}

// markedDice are the dice a person chose to set aside.
func (s *Columbiz) markedDice() cz.Dice {
	var d cz.Dice
	for _, x := range s.dice {
		if x.marked && !x.kept {
			d[x.face]++
		}
	}
	return d
}

// roll is the Roll button: the first roll, or setting the marked dice aside
// and rolling the rest.
func (s *Columbiz) roll() {
	if !s.humanTurn() && !(s.st.ToMove() == game.Chance && s.humanSeatRolling()) {
		return
	}
	st := s.st
	if st.Phase == cz.PhaseRoll {
		s.resolveRoll()
		return
	}
	if st.Phase != cz.PhaseDecide || int(st.Rolls) >= cz.MaxRolls {
		s.status = "No more rolls this turn."
		s.a.Audio.Play("error")
		return
	}
	s.play(cz.RollAction(s.markedDice()))
}

func (s *Columbiz) humanSeatRolling() bool {
	return s.st.Phase == cz.PhaseRoll && !s.m.IsBot(int(s.st.Seat)) && !s.over
}

func (s *Columbiz) resolveRoll() {
	s.playWith(s.m.ResolveChance)
}

func (s *Columbiz) endTurn() {
	if !s.humanTurn() {
		return
	}
	if s.st.Phase == cz.PhasePlace {
		s.play(cz.ActEnd)
	} else {
		s.play(cz.ActAside)
	}
}

// spendPreview marks the dice a space would use.
func (s *Columbiz) spendPreview(p cz.Place) map[int]bool {
	out := map[int]bool{}
	need, face := cz.Need(int(p.Col), int(p.Row)), cz.Face(int(p.Col))
	for pass := 0; pass < 2 && need > 0; pass++ {
		for i, d := range s.dice {
			if need > 0 && !d.spent && d.face == face && !out[i] && (pass == 1 || !d.kept && !d.marked) {
				out[i] = true
				need--
			}
		}
	}
	return out
}

// clickDie toggles a die of the last roll for setting aside.
func (s *Columbiz) clickDie(i int) {
	d := &s.dice[i]
	st := s.st
	switch {
	case st.Phase == cz.PhasePlace:
		s.status = "Dice are not rolled again once a pawn is placed."
	case d.kept:
		s.status = "Dice set aside stay aside for the rest of the turn."
	case int(st.Rolls) >= cz.MaxRolls:
		s.status = "That was the last roll: place pawns with these dice."
	default:
		d.marked = !d.marked
		s.a.Audio.Play("click")
		s.placeDie(i, true)
		if m := s.markedDice(); m.Total() > 0 {
			s.status = fmt.Sprintf("Setting aside %s. Press Roll to roll the other %d.", m, cz.NumDice-st.Kept.Total()-m.Total())
		} else {
			s.status = s.turnText()
		}
		return
	}
	s.a.Audio.Play("error")
}

func (s *Columbiz) dieAt(p image.Point) int {
	for i, d := range s.dice {
		r := image.Rect(int(d.x), int(d.y-d.lift), int(d.x)+czDie, int(d.y-d.lift)+czDie)
		if p.In(r) {
			return i
		}
	}
	return -1
}

func (s *Columbiz) clickSpace(p cz.Place) {
	a := cz.PlaceAction(int(p.Col), int(p.Row))
	if err := s.st.CanPlace(int(p.Col), int(p.Row)); err != nil {
		s.status = "Not there: " + err.Error() + "."
		s.a.Audio.Play("error")
		return
	}
	s.play(a)
}

// --- frame loop ---

func (s *Columbiz) Update(a *App, f *input.Frame, dt float64) error {
	s.t += dt
	if s.over {
		s.overT += dt
	}
	for i := range s.rollT {
		s.rollT[i] = max(0, s.rollT[i]-dt*a.Anims.Speed)
	}
	for p, v := range s.flash {
		if v -= dt; v <= 0 {
			delete(s.flash, p)
		} else {
			s.flash[p] = v
		}
	}
	pops := s.pops[:0]
	for _, p := range s.pops {
		if p.t += dt; p.t < 1.4 {
			pops = append(pops, p)
		}
	}
	s.pops = pops
	s.refreshButtons()
	if s.layer.Update(f, dt) {
		return nil
	}
	st := s.st
	human := s.humanTurn()
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
	if s.hint != nil && s.hint.Step(int64(6*time.Millisecond)) {
		act := s.hint.Best()
		s.hint = nil
		s.showHint(act)
	}
	if a.Anims.Busy() || s.over {
		return nil
	}
	switch {
	case st.Phase == cz.PhaseRolloff:
		s.waitT += dt
		if s.waitT > 0.6 {
			s.waitT = 0
			s.resolveRoll()
		}
		return nil
	case st.ToMove() == game.Chance:
		if s.m.IsBot(int(st.Seat)) || st.Rolls > 0 {
			s.waitT += dt
			if s.waitT > 0.35 {
				s.waitT = 0
				s.resolveRoll()
			}
		} else if f.Is(input.Confirm) {
			s.resolveRoll()
		}
		return nil
	}
	// Computer turn.
	if who := st.ToMove(); who >= 0 && s.m.IsBot(who) && s.bots[who] != nil {
		if s.bot == nil {
			s.bot = s.bots[who].Think(st.Clone())
			s.thinkT = 0
		}
		s.thinkT += dt
		if s.bot.Step(int64(6*time.Millisecond)) && s.thinkT > 0.55/a.Anims.Speed {
			act := s.bot.Best()
			s.bot = nil
			if kind, d, _ := cz.Decode(act); kind == "roll" {
				s.markForBot(d)
			}
			s.play(act)
		}
		return nil
	}
	if !human {
		return nil
	}
	s.hover, s.hoverOK = spaceAt(f.Pointer)
	if f.Pressed {
		if i := s.dieAt(f.Pointer); i >= 0 {
			s.clickDie(i)
		} else if p, ok := spaceAt(f.Pointer); ok {
			s.clickSpace(p)
		}
	}
	if f.Is(input.Confirm) {
		switch {
		case st.Phase == cz.PhasePlace || (st.Phase == cz.PhaseDecide && !s.anyLit() && int(st.Rolls) >= cz.MaxRolls):
			s.endTurn()
		case st.Phase == cz.PhaseDecide && int(st.Rolls) < cz.MaxRolls:
			s.roll()
		}
	}
	if f.Is(input.Cancel) {
		for i := range s.dice {
			if s.dice[i].marked {
				s.dice[i].marked = false
				s.placeDie(i, true)
			}
		}
		s.status = s.turnText()
	}
	return nil
}

// refreshButtons enables the buttons that fit the moment.
func (s *Columbiz) refreshButtons() {
	st := s.st
	human := s.humanTurn()
	s.rollB.Disabled = !(human && st.Phase == cz.PhaseDecide && int(st.Rolls) < cz.MaxRolls) && !(s.humanSeatRolling() && st.Rolls == 0)
	s.rollB.Label = "Roll"
	if st.Rolls > 0 {
		s.rollB.Label = "Roll again"
	}
	s.endB.Label, s.endB.Tooltip = "End turn", "Finish your turn (Enter)."
	canAside := false
	if human && st.Phase == cz.PhaseDecide && !s.anyLit() {
		canAside = true
		s.endB.Label, s.endB.Tooltip = "Put aside", "No pawn fits: put pawns from your reserve aside and end the turn."
	}
	s.endB.Disabled = !(human && st.Phase == cz.PhasePlace) && !canAside
	seat := s.undoSeat()
	s.undoB.Disabled = seat < 0 || !s.m.CanUndo(seat) || s.a.Anims.Busy()
	s.hintB.Disabled = !human || s.hint != nil || st.Phase == cz.PhaseRoll
}

// markForBot lifts the dice a computer player sets aside.
func (s *Columbiz) markForBot(d cz.Dice) {
	for i := range s.dice {
		x := &s.dice[i]
		if !x.kept && d[x.face] > 0 {
			d[x.face]--
			x.marked = true
		}
	}
}

// --- drawing ---

func (s *Columbiz) Draw(dst *ebiten.Image) {
	backdrop(dst, "felt")
	ui.FillRect(dst, image.Rect(0, 0, ui.W, 30), ui.Ink)
	ui.Shadow(dst, "Columbiz", 8, 8, 1, ui.Butter)
	banner, bc := "Game over", ui.Slate
	switch {
	case s.st.Phase == cz.PhaseRolloff:
		banner = "Rolling for the first player"
	case !s.st.Terminal():
		seat := int(s.st.Seat)
		banner = fmt.Sprintf("%s's turn", cz.SeatName(seat))
		if s.st.Ending {
			banner += " (last round)"
		}
		bc = czColor(seat)
	}
	bw, _ := ui.Measure(banner)
	br := image.Rect(ui.W/2-bw/2-12, 4, ui.W/2+bw/2+12, 26)
	ui.FillRect(dst, br, bc)
	ui.StrokeRect(dst, br, ui.Cream)
	ui.Text(dst, banner, br.Min.X+12, br.Min.Y+4, ui.Cream)
	ui.Text(dst, fmt.Sprintf("%d players", s.st.N), 570, 8, ui.DoveGrey)
	s.drawPlayers(dst)
	s.drawBoard(dst)
	s.drawTray(dst)
	s.drawLog(dst)
	for _, f := range s.flyers {
		czPawn(dst, f.seat, int(f.x), int(f.y-f.lift), 2)
	}
	for _, p := range s.pops {
		c := p.c
		c.A = uint8(255 * math.Min(1, (1.4-p.t)*2))
		ui.TextScaled(dst, p.text, int(p.x)-8, int(p.y-p.t*14)-4, 2, c)
	}
	ui.FillRect(dst, image.Rect(0, 338, ui.W, ui.H), ui.Ink)
	status := s.status
	if s.tumbling() {
		status = cz.SeatName(int(s.st.Seat)) + " rolls..."
	}
	ui.Text(dst, ui.Fit(status, ui.W-16), 8, 341, ui.Cream)
	s.layer.Draw(dst)
}

// tumbling reports whether dice are still rolling on the table.
func (s *Columbiz) tumbling() bool {
	for _, d := range s.dice {
		if d.tumbling {
			return true
		}
	}
	return false
}

// czColor is a seat's colour.
func czColor(seat int) color.RGBA {
	return [...]color.RGBA{paletteC("plum"), paletteC("blue"), paletteC("slate"), paletteC("charcoal")}[seat]
}

// czPawn draws a pawn of a seat's colour (with its symbol) at a scale.
func czPawn(dst *ebiten.Image, seat, x, y, scale int) {
	ui.Sprite(dst, fmt.Sprintf("pawn_%d", seat), x, y, scale)
}

func (s *Columbiz) drawPlayers(dst *ebiten.Image) {
	sc := s.st.Scores()
	for seat := 0; seat < s.st.N; seat++ {
		r := czCardR(seat)
		active := s.st.ToMove() == seat || (s.st.Phase == cz.PhaseRoll && int(s.st.Seat) == seat)
		sprites.NineSlice(dst, "frame_panel", r, nil)
		ui.FillRect(dst, image.Rect(r.Min.X+3, r.Min.Y+3, r.Min.X+6, r.Max.Y-3), czColor(seat))
		czPawn(dst, seat, r.Min.X+9, r.Min.Y+5, 1)
		name := cz.SeatName(seat)
		ui.Text(dst, name, r.Min.X+24, r.Min.Y+4, ui.Butter)
		who := "Person"
		if s.m.IsBot(seat) {
			who = "Computer, " + s.m.Players[seat]
		}
		ui.Text(dst, who, r.Min.X+24, r.Min.Y+16, ui.DoveGrey)
		// Score.
		txt := fmt.Sprint(sc[seat])
		w, _ := ui.Measure(txt)
		ui.TextScaled(dst, txt, r.Max.X-10-2*w, r.Min.Y+5, 2, ui.Cream)
		ui.Text(dst, "pts", r.Max.X-26, r.Min.Y+28, ui.DoveGrey)
		// Reserve and pawns aside.
		res := fmt.Sprintf("%d in reserve", s.st.Reserve[seat])
		if s.st.Aside[seat] > 0 {
			res += fmt.Sprintf(", %d aside", s.st.Aside[seat])
		}
		ui.Text(dst, res, r.Min.X+10, r.Min.Y+30, ui.Cream)
		// Prison: captured pawns in their owners' colours.
		n := 0
		shown := s.st.Captured(seat) - s.inFlight[seat]
		for o := 0; o < s.st.N && n < shown; o++ {
			for k := 0; k < int(s.st.Prison[seat][o]) && n < shown; k++ {
				x, y := prisonXY(seat, n)
				czPawn(dst, o, int(x), int(y)-(n/20)*4, 1)
				n++
			}
		}
		if s.st.Captured(seat) == 0 {
			ui.Text(dst, "no captures", r.Min.X+10, r.Min.Y+48, ui.Slate)
		} else {
			lbl := fmt.Sprintf("=%d", cz.CaptureScore(s.st.Captured(seat)))
			ui.Text(dst, lbl, r.Max.X-30, r.Min.Y+50, ui.Butter)
		}
		// Roll-off die.
		if v := s.rolloff[seat]; v > 0 && (s.st.TurnNo == 0 && s.st.Rolls == 0 || s.st.Phase == cz.PhaseRolloff) {
			face := v
			if s.rollT[seat] > 0 {
				face = 1 + int(s.t*20+float64(seat))%6
			}
			ui.Sprite(dst, fmt.Sprintf("die_%d", face), r.Max.X-60, r.Min.Y+6-bob(s.rollT[seat]*10, 1, int(6*s.rollT[seat])), 1)
		}
		if active {
			c := ui.Gold
			c.A = uint8(180 + 70*math.Sin(s.t*4))
			ui.StrokeRect(dst, r.Inset(-1), c)
			ui.StrokeRect(dst, r.Inset(-2), c)
			ui.Text(dst, ">", r.Min.X-5, r.Min.Y+4, ui.Gold)
		}
	}
}

func (s *Columbiz) drawBoard(dst *ebiten.Image) {
	frame := czBoardR.Inset(-4)
	frame.Min.Y -= 22
	ui.FillRect(dst, frame, paletteC("bark"))
	ui.StrokeRect(dst, frame, ui.Ink)
	// Column heads: the die face of each column.
	for c := 0; c < cz.Cols; c++ {
		x, _ := spaceXY(c, 0)
		ui.Sprite(dst, fmt.Sprintf("die_%d", cz.Face(c)), x+8, czBY-20, 1)
	}
	lit := map[cz.Place]bool{}
	if s.humanTurn() && (s.st.Phase == cz.PhaseDecide || s.st.Phase == cz.PhasePlace) && !s.tumbling() {
		for _, a := range s.st.Legal(nil) {
			if k, _, p := cz.Decode(a); k == "place" {
				lit[p] = true
			}
		}
	}
	for c := 0; c < cz.Cols; c++ {
		for r := 0; r < cz.Rows; r++ {
			x, y := spaceXY(c, r)
			cell := image.Rect(x+1, y+1, x+czCell-1, y+czCell-1)
			bg := paletteC("sand")
			if (c+r)%2 == 0 {
				bg = paletteC("tan")
			}
			ui.FillRect(dst, cell, bg)
			p := cz.Place{Col: int8(c), Row: int8(r)}
			if s.st.Board[c][r] == cz.Empty {
				need := fmt.Sprint(cz.Need(c, r))
				ui.Centered(dst, need, x+czCell/2, y+czCell/2-5, paletteC("wood"))
			}
			if lit[p] {
				pulse := 0.6 + 0.4*math.Sin(s.t*6)
				g := colTarget
				g.A = uint8(120 + 100*pulse)
				ui.StrokeRect(dst, cell, g)
				ui.StrokeRect(dst, cell.Inset(1), g)
				if s.hoverOK && s.hover == p {
					ui.FillRect(dst, cell.Inset(2), color.RGBA{0x96, 0xd3, 0x6b, 0x70})
				}
			}
			if t, ok := s.flash[p]; ok && int(t*8)%2 == 0 {
				ui.FillRect(dst, cell, color.RGBA{0xf7, 0xd1, 0x54, 0x90})
			}
			if s.hintOn {
				if k, _, hp := cz.Decode(s.hintAct); k == "place" && hp == p {
					ui.StrokeRect(dst, cell.Inset(-1), ui.Gold)
					ui.FillRect(dst, cell.Inset(2), color.RGBA{0xf7, 0xd1, 0x54, 0x60})
				}
			}
		}
	}
	// This turn's pawns are outlined.
	mine := map[cz.Place]bool{}
	for i := 0; i < int(s.st.Placed); i++ {
		mine[s.st.Last[i]] = true
	}
	for c := 0; c < cz.Cols; c++ {
		for r := 0; r < cz.Rows; r++ {
			v := s.st.Board[c][r]
			if v == cz.Empty {
				continue
			}
			x, y := spaceXY(c, r)
			p := cz.Place{Col: int8(c), Row: int8(r)}
			lift := 0.0
			if h, ok := s.drop[p]; ok {
				lift = *h
			}
			if mine[p] {
				ui.StrokeRect(dst, image.Rect(x+1, y+1, x+czCell-1, y+czCell-1), ui.Orange)
			}
			czPawn(dst, int(v), x+4, y+2-int(lift), 2)
		}
	}
}

func (s *Columbiz) drawTray(dst *ebiten.Image) {
	r := czTrayR
	sprites.NineSlice(dst, "frame_panel", r, nil)
	shelf := image.Rect(czSlotX-4, czShelfY-2, czSlotX+7*czSlotDX+czDie+4, czShelfY+czDie+2)
	tray := image.Rect(czSlotX-4, czTrayY-2, czSlotX+7*czSlotDX+czDie+4, czTrayY+czDie+2)
	ui.FillRect(dst, shelf, paletteC("wood"))
	ui.FillRect(dst, tray, ui.Felt)
	ui.StrokeRect(dst, tray, ui.Ink)
	ui.Text(dst, "Aside", r.Min.X+10, czShelfY+10, ui.Butter)
	ui.Text(dst, "Tray", r.Min.X+10, czTrayY+2, ui.Butter)
	// Rolls made: three pips.
	for i := 0; i < cz.MaxRolls; i++ {
		c := ui.Charcoal
		if i < int(s.st.Rolls) {
			c = ui.Gold
		}
		ui.FillRect(dst, image.Rect(r.Min.X+10+i*12, czTrayY+18, r.Min.X+18+i*12, czTrayY+26), c)
	}
	if s.st.Phase == cz.PhaseRolloff || s.st.Phase == cz.PhaseOver {
		return
	}
	preview := map[int]bool{}
	if s.hoverOK && s.humanTurn() && s.st.CanPlace(int(s.hover.Col), int(s.hover.Row)) == nil {
		preview = s.spendPreview(s.hover)
	}
	noDice := s.st.Phase == cz.PhaseRoll && s.st.Rolls == 0 && !s.dice[0].tumbling
	for i := range s.dice {
		d := &s.dice[i]
		x, y := int(d.x), int(d.y-d.lift)
		name := fmt.Sprintf("die_%d", d.face)
		switch {
		case d.tumbling && int(s.t*12+float64(i))%3 == 0:
			name = fmt.Sprintf("die_tumble_%d", (int(s.t*12)+i)%2)
		case d.kept || d.marked:
			name += "_kept"
		}
		if d.lift > 0 {
			ui.FillRect(dst, image.Rect(int(d.x)+4, int(d.y)+czDie-4, int(d.x)+czDie-4, int(d.y)+czDie), color.RGBA{0, 0, 0, 0x60})
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(2, 2)
		op.GeoM.Translate(float64(x), float64(y))
		if d.spent || noDice {
			op.ColorScale.ScaleAlpha(0.3)
		}
		dst.DrawImage(sprites.Get(name), op)
		if d.marked && !d.kept {
			c := ui.Gold
			c.A = uint8(170 + 80*math.Sin(s.t*5))
			ui.StrokeRect(dst, image.Rect(x-2, y-2, x+czDie+2, y+czDie+2), c)
		}
		if preview[i] {
			ui.StrokeRect(dst, image.Rect(x-2, y-2, x+czDie+2, y+czDie+2), colTarget)
			ui.StrokeRect(dst, image.Rect(x-1, y-1, x+czDie+1, y+czDie+1), colTarget)
		}
	}
	if noDice && s.humanSeatRolling() {
		ui.Centered(dst, "Press Roll to throw the dice", (shelf.Min.X+shelf.Max.X)/2, czTrayY+12, ui.Cream)
	}
}

func (s *Columbiz) drawLog(dst *ebiten.Image) {
	drawGameLog(dst, czLogR, s.log, s.bot != nil, s.t)
}
