// Package columbiz is the Columbiz table: the board of die faces, the dice
// tray with its shelf for dice set aside, the players' reserves, prisons and
// scores, on the table kit.
//
// Files by concern: table.go (the scene and what the kit asks of it),
// layout.go (where everything goes, landscape and portrait), dice.go (the
// eight dice on the table), input.go (what a press or a key means), anim.go
// (how each rules event is shown), draw.go (drawing), rules.go (the How to
// play pages), shots.go (screens for `roost shot`).
package columbiz

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"slices"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

func init() {
	scenes.RegisterTable(scenes.TableDef{
		Emblem: "die_6",
		Key:    "columbiz",
		Points: true,
		Open:   func(a *scenes.App, m *game.Match) scenes.Scene { return New(a, m) },
		Rules:  rulesPages,
		VariantNotes: map[string]string{
			cz.VariantStandard: "cbz.variant.standard.note",
		},
	})
}

// Table is the Columbiz table.
type Table struct {
	*table.Kit
	st    *cz.State
	lay   layout
	rollB *ui.Button
	endB  *ui.Button

	dice         [cz.NumDice]dieSprite
	drop         map[cz.Place]*float64 // pawns falling into place: height above the space
	flyers       []*flyer
	inFlight     [4]int    // captured pawns still flying to each capturer's prison
	flying       [4][4]int // of those, by whose pawns they are
	whoFree      [4][2]int // the room on a card's line of who plays, right of its words and left of the score (as drawn)
	onlineW      [4]int    // the width of a card's online mark and clock, as last drawn
	pops         []*pop
	flash        map[cz.Place]float64 // spaces of a line just scored: time left
	decided      map[cz.Place]bool    // at the end: the spaces of the winners' scoring lines
	decidedLines [][2]cz.Place        // and the lines themselves, end to end
	rolloff      [4]int               // roll-off die shown on each player's card (0: none)
	rollT        [4]float64           // roll-off die tumbling time left

	hover   cz.Place
	hoverOK bool
	mover   int        // the seat whose turn the action being shown belongs to
	turnLog []cz.Place // this turn's placements (Col -1 for pawns put aside)
	// turnPlaces are this turn's pawns as they were placed, and lastTurn
	// the last turn's: what just happened, framed on the board.
	turnPlaces, lastTurn []cz.Place
	turnCapt             int
	turnLine             int
	hintAct              game.Action
	rng                  *rand.Rand // only for looks (where dice bounce)
}

// New opens the table for a match.
func New(a *scenes.App, m *game.Match) *Table {
	s := &Table{st: m.State.(*cz.State), drop: map[cz.Place]*float64{}, flash: map[cz.Place]float64{}, rng: game.NewRand(m.Seed ^ 0xd1ce)}
	// Pressed while off, they say why (the rules', or a lesson's step).
	s.rollB = &ui.Button{Key: "cbz.roll", TipKey: "cbz.roll.tip", OnClick: s.roll, Refused: s.roll}
	s.endB = &ui.Button{Key: "table.end-turn", TipKey: "table.end-turn.tip", OnClick: s.endTurn, Refused: s.endTurn}
	s.Kit = table.New(a, m, "columbiz", s, s.rollB, s.endB)
	s.MinThink = 0.55
	for i := range s.dice {
		s.dice[i].face = 1 + i%6
	}
	s.Kit.Start()
	s.syncDice(false)
	if s.st.Start >= 0 {
		for i := 0; i < s.st.N; i++ {
			s.rolloff[i] = int(s.st.Rolloff[i])
		}
	}
	s.refreshButtons()
	return s
}

// State is the position on the table (tests).
func (s *Table) State() *cz.State { return s.st }

// TurnText says whose turn it is and what can be done.
func (s *Table) TurnText() string {
	st := s.st
	if st.Terminal() {
		return s.reason() // (the status line: the result says why the lines are gone)
	}
	if st.Phase == cz.PhaseRolloff {
		return lang.T("cbz.rolloff")
	}
	who := seatName(int(st.Seat))
	if s.M.IsBot(int(st.Seat)) {
		return lang.T("table.bot-playing", "Who", who, "Level", scenes.LevelName(s.M.Players[st.Seat]))
	}
	switch st.Phase {
	case cz.PhaseRoll:
		if st.Rolls == 0 {
			return lang.T("cbz.turn.roll", "Who", who, "Key", ui.KeyHint("Space"))
		}
		return lang.T("cbz.rolls", "Who", who)
	case cz.PhaseDecide:
		left := cz.MaxRolls - int(st.Rolls)
		if !s.anyLit() {
			if left > 0 {
				return lang.T("cbz.turn.nothing-yet", "Who", who, "Count", left)
			}
			return lang.T("cbz.turn.aside", "Who", who, "Count", min(cz.AsideCount, int(st.Reserve[st.Seat])))
		}
		if left > 0 {
			return lang.T("cbz.turn.decide", "Who", who, "Click", ui.ClickWord(), "Count", left)
		}
		return lang.T("cbz.turn.place", "Who", who, "Click", ui.ClickWord())
	case cz.PhasePlace:
		if s.anyLit() {
			return lang.T("cbz.turn.another", "Who", who, "N", st.Placed, "Of", cz.MaxPlace(st.N))
		}
		return lang.T("cbz.turn.end", "Who", who, "Key", ui.KeyHint("Enter"))
	}
	return ""
}

// LiveStatus: while the dice tumble, the status line says who rolls.
func (s *Table) LiveStatus() (string, bool) {
	if s.tumbling() {
		return lang.T("cbz.rolls", "Who", seatName(int(s.st.Seat))), true
	}
	return "", false
}

// Banner is the whose-turn banner.
func (s *Table) Banner() (string, color.RGBA, string) {
	note := lang.T("cbz.players", "Count", s.st.N)
	switch {
	case s.st.Phase == cz.PhaseRolloff:
		return lang.T("cbz.rolling-first"), ui.Slate, note
	case s.st.Terminal():
		return lang.T("table.game-over"), ui.Slate, note
	}
	seat := int(s.st.Seat)
	b := lang.T("table.to-move", "Who", seatName(seat))
	if s.st.Ending {
		b = lang.T("cbz.last-round", "Turn", b)
	}
	return b, seatColor(seat), note
}

// Reason says what decided the game (the headline above it names the
// winners): the score against the runner-up's and whether the lines or the
// captures made the difference.
func (s *Table) Reason() string {
	why := s.reason()
	if why == "" {
		return ""
	}
	// Lines score as they are made, and a capture may break one later: the
	// board frames the winners' lines that stand, and the others' lines
	// that captures broke are said, so that "lines 27" beside a board with
	// none of the seat's lines reads.
	ret := s.st.Returns()
	best := slices.Max(ret)
	for seat, n := range s.brokenLines() {
		if n > 0 && ret[seat] < best {
			why += " " + lang.T("cbz.result.broken", "Count", n, "Who", seatName(seat))
		}
	}
	return why
}

// brokenLines counts, for each seat, the lines it scored (the match's
// history) that a capture has broken since.
func (s *Table) brokenLines() []int {
	out := make([]int, s.st.N)
	for i := range s.M.History() {
		for _, e := range s.M.EventsOf(i) {
			if e.Kind == "line" && e.Seat >= 0 && e.Seat < s.st.N && !s.lineStands(e.Seat, e.From, e.To) {
				out[e.Seat]++
			}
		}
	}
	return out
}

// reason says who won and what made the difference.
func (s *Table) reason() string {
	st := s.st
	sc, ret := st.Scores(), st.Returns()
	w, r := -1, -1
	for i, v := range sc {
		switch {
		case ret[i] > 0:
			if w < 0 {
				w = i
			}
		case r < 0 || v > sc[r]:
			r = i
		}
	}
	if w < 0 { // the game goes on
		return ""
	}
	if r < 0 || ret[w] < 1 { // a shared win
		return lang.T("cbz.result.level", "Count", sc[w])
	}
	caps := func(i int) int { return cz.CaptureScore(st.Captured(i)) }
	key, mine, theirs := "cbz.result.captures", caps(w), caps(r)
	if int(st.Lines[w])-int(st.Lines[r]) > mine-theirs {
		key, mine, theirs = "cbz.result.lines", int(st.Lines[w]), int(st.Lines[r])
	}
	return lang.T(key, "Count", sc[w], "Next", sc[r], "Mine", mine, "Theirs", theirs)
}

// Scores is the end-of-game table: lines, captures, capture points, total.
func (s *Table) Scores() [][]string {
	rows := [][]string{{"", lang.T("cbz.score.lines"), lang.T("cbz.score.captured"), lang.T("cbz.score.capture-pts"), lang.T("cbz.score.total")}}
	sc := s.st.Scores()
	for i := 0; i < s.st.N; i++ {
		n := s.st.Captured(i)
		rows = append(rows, []string{seatName(i), fmt.Sprint(s.st.Lines[i]), fmt.Sprint(n), fmt.Sprint(cz.CaptureScore(n)), fmt.Sprint(sc[i])})
	}
	return rows
}

// ChanceWait: the roll-off and every roll but a person's first of the turn
// happen by themselves; a person's first roll waits for the Roll button.
func (s *Table) ChanceWait() (float64, bool) {
	st := s.st
	switch {
	case st.Phase == cz.PhaseRolloff:
		return 0.6, true
	case s.M.IsBot(int(st.Seat)) || st.Rolls > 0:
		return 0.35, true
	}
	return 0, false
}

// Animating reports the table's own animations.
func (s *Table) Animating() bool { return len(s.pops) > 0 || len(s.flash) > 0 }

// Tick runs the table's timers and fits the buttons to the moment.
func (s *Table) Tick(dt float64) {
	for i := range s.rollT {
		s.rollT[i] = max(0, s.rollT[i]-dt*s.A.Anims.Speed)
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
}

// refreshButtons enables the buttons that fit the moment.
func (s *Table) refreshButtons() {
	st := s.st
	human := s.HumanTurn()
	s.rollB.Disabled = !(human && st.Phase == cz.PhaseDecide && int(st.Rolls) < cz.MaxRolls) && !(s.humanSeatRolling() && st.Rolls == 0)
	s.rollB.Label = lang.T("cbz.roll") // the status line says which roll
	// The next step in gold (the kit's primary button): Roll while the
	// dice may be rolled, else End turn (or Put aside) where it is the
	// one left; never two at once.
	s.rollB.Primary = true
	s.endB.Label, s.endB.Tooltip = lang.T("table.end-turn"), lang.T("table.end-turn.tip")
	canAside := false
	if human && st.Phase == cz.PhaseDecide && !s.anyLit() {
		canAside = true
		s.endB.Label, s.endB.Tooltip = lang.T("cbz.put-aside"), lang.T("cbz.put-aside.tip")
	}
	s.endB.Disabled = !(human && st.Phase == cz.PhasePlace) && !canAside
	if s.Teaching() && st.Phase != cz.PhaseRoll { // a lesson's step: only the taught move's button is live
		k, _, _ := cz.Decode(s.Taught())
		s.rollB.Disabled = s.rollB.Disabled || k != "roll"
		s.endB.Disabled = s.endB.Disabled || k != "end" && k != "aside"
	}
	s.endB.Primary = s.rollB.Disabled && !s.endB.Disabled
}

// HumanReady reports whether a person must act and nothing moves (tests).
func (s *Table) HumanReady() bool {
	return !s.A.Anims.Busy() && (s.HumanTurn() || s.humanSeatRolling() && s.st.Rolls == 0)
}

func (s *Table) humanSeatRolling() bool {
	return s.st.Phase == cz.PhaseRoll && !s.M.IsBot(int(s.st.Seat)) && !s.Over()
}

func (s *Table) anyLit() bool {
	for _, a := range s.st.Legal(nil) {
		if k, _, _ := cz.Decode(a); k == "place" {
			return true
		}
	}
	return false
}

// FirstLit is a space the person to act could place on now.
func (s *Table) FirstLit() (cz.Place, bool) {
	for _, a := range s.st.Legal(nil) {
		if k, _, p := cz.Decode(a); k == "place" {
			return p, true
		}
	}
	return cz.Place{}, false
}

// seatColor is a seat's colour.
func seatColor(seat int) color.RGBA {
	return [...]color.RGBA{palette.C("plum"), palette.C("blue"), palette.C("slate"), palette.C("charcoal")}[seat]
}

// seatName is a seat's colour for people.
func seatName(seat int) string { return lang.Say(game.Colour(cz.SeatName(seat))) }

// SeatCard is a player's line on the result: the points, and their parts
// as the player's card on the table says them ("lines 4 + captures 42"),
// then how many pawns were taken.
func (s *Table) SeatCard(seat int) (color.RGBA, string, string) {
	n := s.st.Captured(seat)
	return seatColor(seat), fmt.Sprint(s.st.Scores()[seat]),
		lang.T("cbz.score.card", "Lines", int(s.st.Lines[seat]), "Points", cz.CaptureScore(n), "Count", n)
}
