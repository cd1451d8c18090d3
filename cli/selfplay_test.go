package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
)

// Games played at once come out as they do one by one: each game has its
// own seeds (the weaker Tokyo Doves levels think without a clock).
func TestSelfplayJobsAgree(t *testing.T) {
	d, err := game.Lookup("tokyodoves")
	require.NoError(t, err)
	levels := []string{"beginner", "standard"}
	one, err := Selfplay(d, "", levels, 4, 4, 0, 1, nil)
	require.NoError(t, err)
	two, err := Selfplay(d, "", levels, 4, 4, 0, 2, nil)
	require.NoError(t, err)
	assert.Equal(t, 4, two.Games)
	assert.Equal(t, one.Points, two.Points)
	assert.Equal(t, one.Wins, two.Wins)
	assert.Equal(t, one.Plies, two.Plies)
	assert.Equal(t, one.Decisions, two.Decisions)
	assert.Equal(t, one.PlayerDecisions, two.PlayerDecisions)
	assert.Equal(t, two.Decisions, two.PlayerDecisions[0]+two.PlayerDecisions[1], "each decision is someone's")
	assert.Positive(t, two.PlayerDecisions[0])
	assert.LessOrEqual(t, two.PlayerThinkMax[1], two.ThinkMax)

	code, _, errOut := runCmd("selfplay", "columbiz", "--seats", "beginner,standard", "--jobs", "0")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--jobs")
}

// --falconry-lookahead selects the Falconry Expert's old weighing at three
// and four nobles for that run only.
func TestSelfplayFalconryLookahead(t *testing.T) {
	defer func() { falconry.PlainLookahead = false }()
	code, out, _ := runCmd("selfplay", "tokyodoves", "--seats", "beginner,beginner", "--games", "1", "--quiet", "--falconry-lookahead")
	require.Equal(t, 0, code, out)
	assert.True(t, falconry.PlainLookahead)
	code, out, _ = runCmd("selfplay", "tokyodoves", "--seats", "beginner,beginner", "--games", "1", "--quiet")
	require.Equal(t, 0, code, out)
	assert.False(t, falconry.PlainLookahead)
}
