package cli

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `roost online` is checked before any window or network code: a bad
// command line is refused with exit code 2 and a reason, display or not;
// a good one without a display asks for one (its network code starts
// after the window system); with a display it is left to main.
func TestOnlineCommandLines(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"online"}, "name what to do"},
		{[]string{"online", "fly"}, "unknown online command"},
		{[]string{"online", "create"}, "takes 1 argument"},
		{[]string{"online", "create", "chess", "--seats", "human,human"}, "unknown game"},
		{[]string{"online", "create", "columba"}, "needs --seats"},
		{[]string{"online", "create", "columba", "--seats", "human,human", "--play", "grandmaster"}, "unknown level"},
		{[]string{"online", "join", "ABCDEF", "--play", "expert", "--watch"}, "do not go together"},
		{[]string{"online", "play", "some-id"}, "needs --play"},
		{[]string{"online", "games", "--server", "ftp://x"}, "not a server address"},
		{[]string{"online", "games", "--device", "short"}, "10 to 128"},
		{[]string{"online", "games", "--think", "0s"}, "must be positive"},
		{[]string{"online", "games", "--bogus"}, "not defined"},
		{[]string{"online", "games", "extra"}, "takes 0 argument"},
		{[]string{"online", "create", "columba", "--seats", "human,human", "--turn", "5s"}, "between 10s and 336h"},
		{[]string{"online", "create", "columba", "--seats", "human,human", "--turn", "1m", "--on-timeout", "shrug"}, "computer or lose"},
		{[]string{"online", "leave"}, "takes 1 argument"},
		{[]string{"online", "load", "--games", "0"}, "between 1 and 5000"},
		{[]string{"online", "load", "--game", "chess"}, "unknown game"},
		{[]string{"online", "quick"}, "takes 1 argument"},
		{[]string{"online", "quick", "chess"}, "unknown game"},
		{[]string{"online", "quick", "tokyodoves", "--players", "3"}, "players"},
		{[]string{"online", "quick", "falconry", "--variant", "quadrille"}, "no variant"},
	} {
		for _, display := range []bool{false, true} {
			code, done, _, errOut := early(c.args, display)
			assert.True(t, done, "%v", c.args)
			assert.Equal(t, 2, code, "%v", c.args)
			assert.Contains(t, errOut, c.want, "%v", c.args)
		}
	}
	good := []string{"online", "create", "columbiz", "--seats", "human, Human ,expert", "--play", "Beginner", "--think", "5ms"}
	code, done, _, errOut := early(good, false)
	assert.True(t, done)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "xvfb-run")
	_, done, _, _ = early(good, true)
	assert.False(t, done, "with a display, main runs it")
	o, err := ParseOnline(good[1:])
	require.NoError(t, err)
	assert.Equal(t, []string{"human", "human", "expert"}, o.Seats)
	assert.Equal(t, "beginner", o.Play)
	assert.Equal(t, 5*time.Millisecond, o.Think)
	assert.Equal(t, "columbiz", o.Def.Name)
	assert.True(t, strings.HasPrefix(o.Server, "http"))
	o, err = ParseOnline([]string{"create", "columba", "--seats", "Human,@AnnB, expert"})
	require.NoError(t, err)
	assert.Equal(t, []string{"human", "@AnnB", "expert"}, o.Seats, "an invited name keeps its case")
	o, err = ParseOnline([]string{"quick", "falconry", "--variant", "Truel", "--players", "3"})
	require.NoError(t, err)
	assert.Equal(t, "truel", o.Variant)
	assert.Equal(t, 3, o.Players)
}
