package table

import (
	"image"

	"github.com/birdroost/roost/rules/game"
)

// A Gesture is one thing a person does at a table: a tap (or a click) at
// At; with Drag, a press at At dragged to To and dropped; with Cancel, the
// Cancel key (Esc, or a phone's back). Final is the gesture that makes the
// action; the ones before it select, turn or mark.
type Gesture struct {
	At, To image.Point
	Drag   bool
	Cancel bool
	Final  bool
}

// Tap is a tap at p; FinalTap is the tap that makes the action.
func Tap(p image.Point) Gesture      { return Gesture{At: p} }
func FinalTap(p image.Point) Gesture { return Gesture{At: p, Final: true} }

// Gestured is a table that says how a person makes an action with its
// controls: the next gesture towards it from what the table shows now
// (a selection, the card's turn, the dice marked). Every game's table is
// one; the lessons' test plays each step through it, as a person would,
// so the lessons stay right when a table's controls change. An action
// that cannot be reached from the screen now (its target out of view, a
// control hidden) is an error saying why.
type Gestured interface {
	Gesture(a game.Action) (Gesture, error)
}
