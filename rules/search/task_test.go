package search

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/birdroost/roost/rules/game"
)

// A phase set by Until ends the search's phase without touching its budget.
func TestUntilEndsAPhase(t *testing.T) {
	c := Limit(0)
	assert.False(t, c.Stopped(), "no budget, no phase")
	c.Until(time.Hour)
	assert.False(t, c.Stopped(), "the phase has time left")
	time.Sleep(time.Millisecond)
	c.Until(time.Nanosecond)
	assert.True(t, c.Stopped(), "the phase is over")
	c.Until(0)
	assert.False(t, c.Stopped(), "back to the budget alone")

	c = Limit(time.Nanosecond)
	time.Sleep(time.Millisecond)
	c.Until(time.Hour)
	assert.True(t, c.Stopped(), "the budget still ends the search")
}

// A sliced search hands the frame loop its turn when its slice is used up
// even past its budget: work it finishes whatever the clock says (a round it
// always completes) must not hold a browser's frame to its end.
func TestASlicedSearchYieldsPastItsBudget(t *testing.T) {
	old := Sliced
	Sliced = true
	defer func() { Sliced = old }()
	const work = 40
	done := 0
	task := NewTask(time.Millisecond, func(ctl *Ctl) game.Action {
		for range work {
			ctl.Check() // past the budget it says stop; this search goes on
			for t0 := time.Now(); time.Since(t0) < time.Millisecond; {
			}
			done++
		}
		return 1
	})
	steps := 1
	for !task.Step(int64(2 * time.Millisecond)) {
		steps++
	}
	assert.Equal(t, work, done)
	assert.Greater(t, steps, work/4, "a step holds a few milliseconds of work, not the whole search")
	assert.Equal(t, game.Action(1), task.Best())
}

// Yield never stops a search for its budget, only when it is cancelled; a
// nil Ctl never yields.
func TestYieldIgnoresTheBudget(t *testing.T) {
	c := Limit(time.Nanosecond)
	time.Sleep(time.Millisecond)
	assert.False(t, c.Check(), "past the budget")
	assert.True(t, c.Yield(), "Yield goes on")
	c.cancelled.Store(true)
	assert.False(t, c.Yield(), "cancelled")
	var none *Ctl
	assert.True(t, none.Yield())
}
