// Package tokyodoves is the Tokyo Doves table: the feeding ground, the two
// hands, and the doves hopping between them, on the table kit.
//
// Files by concern: table.go (the scene and what the kit asks of it),
// layout.go (where everything goes, landscape and portrait), input.go (what
// a press, a drag or a key means), anim.go (how each action moves the doves),
// draw.go (drawing), rules.go (the How to play pages), shots.go (screens for
// `roost shot`).
package tokyodoves

import (
	"image"
	"image/color"
	"time"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

func init() {
	scenes.RegisterTable(scenes.TableDef{
		Emblem: "burger",
		Key:    "tokyodoves",
		Open:   func(a *scenes.App, m *game.Match) scenes.Scene { return New(a, m) },
		Rules:  rulesPages,
		Colors: []scenes.SeatColor{{Name: "Red", C: ui.Red}, {Name: "Green", C: ui.Leaf}},
		VariantNotes: map[string]string{
			td.VariantStandard: "td.variant.standard.note",
			td.VariantPutBack:  "td.variant.putback.note",
		},
	})
}

// Card is the side of a dove card; a square of the ground is a finger wide.
const Card = 40

// doveSprite is where a dove is drawn now (animated between layouts).
type doveSprite struct {
	x, y    float64
	lift    float64 // height above the table while hopping
	size    float64 // the card's side as drawn (larger on a small flock's ground: ground)
	onBoard bool
}

// Table is the Tokyo Doves table.
type Table struct {
	*table.Kit
	st    *td.State
	doves [2][td.NumTypes]doveSprite
	lay   layout
	// legend: where a failed puzzle's legend was drawn last (tests).
	legend image.Rectangle
	// roomKey: where the key to the ring's dashed squares was written last (tests).
	roomKey image.Rectangle

	sel      int            // selected dove: side*NumTypes+type, or -1
	targets  map[int]td.Act // target square -> action for the selection
	dragging bool
	dragPt   image.Point
	hoverSq  int

	last     td.Act // last action, for highlighting
	lastSide int
	lastFrom int // square (current layout) the last moved dove came from, or -1
	lastTo   int // square it went to in the current layout (-1 if none)

	// Before an action: the mover, where its dove was, and the rival boss
	// (which never moves in that turn: it measures the re-anchoring).
	pre struct{ side, from, oppBoss int }

	hintAct td.Act
	shake   float64
}

// New opens the table for a match.
func New(a *scenes.App, m *game.Match) *Table {
	s := &Table{st: m.State.(*td.State), sel: -1, hoverSq: -1, lastFrom: -1, lastTo: -1}
	s.Kit = table.New(a, m, "tokyodoves", s)
	s.Kit.Start()
	s.snap()
	return s
}

// Update runs a frame on the kit; at a phone's opening, an entry more in
// the log (a player back, a note from the server) lays the table out anew,
// the log as tall as what it holds.
func (s *Table) Update(a *scenes.App, f *input.Frame, dt float64) error {
	if s.lay.opening && len(s.Log) != s.lay.logged {
		s.Relayout()
	}
	return s.Kit.Update(a, f, dt)
}

// State is the position on the table (tests).
func (s *Table) State() *td.State { return s.st }

// TurnText says whose turn it is and what can be done.
func (s *Table) TurnText() string {
	if s.st.Terminal() {
		return s.Reason()
	}
	side := s.st.ToMove()
	who := lang.Say(td.Side(side))
	if s.M.IsBot(side) {
		return lang.T("table.bot-thinking", "Who", who, "Level", scenes.LevelName(s.M.Players[side]))
	}
	if s.st.P.PutBack {
		return lang.T("td.turn.putback", "Who", who)
	}
	return lang.T("td.turn", "Who", who)
}

// Banner is the whose-turn banner.
func (s *Table) Banner() (string, color.RGBA, string) {
	note := ""
	if s.M.Variant == td.VariantPutBack {
		note = lang.T("td.putback-on")
	}
	turn := s.st.ToMove()
	if turn < 0 {
		return lang.T("table.game-over"), ui.Slate, note
	}
	return lang.T("table.to-move", "Who", lang.Say(td.Side(turn))), sideColor(turn), note
}

// Reason says what decided the game (the headline above it names the
// winner): the loser's Boss without a free side beside the winner's free
// sides, or both Bosses closed by the loser's own action. A stuck side or
// a draw says why.
func (s *Table) Reason() string {
	p := &s.st.P
	winner := -1
	switch p.Result {
	case td.RedWins:
		winner = td.Red
	case td.GreenWin:
		winner = td.Green
	}
	loser := 1 - winner
	if winner < 0 || p.Liberties(loser) > 0 {
		return lang.Say(s.st.Reason())
	}
	if n := p.Liberties(winner); n > 0 {
		return lang.T("td.result.surrounded", "Loser", td.Side(loser), "Winner", td.Side(winner), "Count", n)
	}
	return lang.T("td.result.both", "Who", td.Side(loser))
}

// Scores: Tokyo Doves has no score table.
func (s *Table) Scores() [][]string { return nil }

// HintBot is the Expert with a short budget.
func (s *Table) HintBot() game.Bot {
	b, _ := td.NewBot("expert", uint64(len(s.M.History())))
	b.(*td.Bot).SetBudget(700 * time.Millisecond)
	return b
}

// ShowHint marks the Expert's move in blue.
func (s *Table) ShowHint(a game.Action) string {
	s.hintAct = td.Act(a)
	return lang.T("table.hint-shown", "Move", s.st.P.ActString(s.hintAct))
}

// Animating: the doves' moves run on the app's tweens.
func (s *Table) Animating() bool { return s.dragging || s.HintOn }

// Finale shakes the surrounded boss.
func (s *Table) Finale() float64 {
	s.shake = 1
	s.A.Anims.Add(tween.Seq(tween.Wait(0.5), tween.To(&s.shake, 0, 0.8, tween.Linear)))
	return 0
}

func sideColor(side int) color.RGBA {
	if side == td.Red {
		return ui.Red
	}
	return palette.C("forest")
}

// SeatCard is a player's line on the result: the side's colour, and how
// its Boss stood at the end (surrounded, or its free sides) with how many
// of its doves were out.
func (s *Table) SeatCard(seat int) (color.RGBA, string, string) {
	p := &s.st.P
	out := 0
	for t := range td.NumTypes {
		if p.Sq[seat][t] >= 0 {
			out++
		}
	}
	boss := lang.T("td.card.surrounded")
	if n := p.Liberties(seat); n > 0 {
		boss = lang.T("td.card.free", "Count", n)
	}
	// Its parts as the result's card breaks them, each whole on a line
	// where the card is narrow (no "out" left alone on the next).
	return sideColor(seat), "", boss + " · " + lang.T("td.card.out", "Count", out, "All", td.NumTypes)
}
