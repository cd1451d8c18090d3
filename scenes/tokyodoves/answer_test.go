package tokyodoves

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	td "github.com/birdroost/roost/rules/tokyodoves"
)

// A failed puzzle's sheet says a threat only where there is one: in the
// position the demonstration's answer leaves (Red to act), Green could
// close in Red's Boss with one action were it its turn; Red has no such
// action against Green's Boss.
func TestThreatensFindsAWinInOneAction(t *testing.T) {
	d, err := game.Lookup("tokyodoves")
	require.NoError(t, err)
	s, err := d.Parse("putback", "atMH;h.Bb;.Ym.;A.T. red")
	require.NoError(t, err)
	p := s.(*td.State).P
	assert.True(t, threatens(p, td.Green), "Green can close in Red's Boss")
	assert.False(t, threatens(p, td.Red), "Red cannot close in Green's Boss at once")
	assert.Equal(t, td.Red, int(p.Side), "the position is not changed")
}
