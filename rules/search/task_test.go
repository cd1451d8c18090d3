package search

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
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
