package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCmd(name string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Main(Find(name), args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestThinkTakesTheWinAndSaysSo(t *testing.T) {
	code, out, _ := runCmd("think", "falconry", "--variant", "duel-fast", "--position", "m1,m1,.,m1,.,m1;f2,b2,.,.,.,. to=1")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "plays: m@3,1 m@5,1")
	assert.Contains(t, out, "over winner=1")
	assert.Contains(t, out, "win in 1 turn")
	code, out, _ = runCmd("think", "falconry", "--position", "m2,m2,.,m2,m2;m2,m2,.,m2,m2;f1,b1,.,.,. to=1")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "loss in 1 turn")
	// A forced win three turns away (from the rules' set of forced wins).
	code, out, _ = runCmd("think", "falconry", "--position", ".,.,m1,m1,.,.;m2,.,m1f2,b2f1,.,.;m2b1,m2,m2,.,m1,m1;m2,.,.,.,.,.;m2,.,.,.,.,. to=2")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "win in 3 turns")
	// Every position gets the level's estimate.
	code, out, _ = runCmd("think", "falconry", "--variant", "duel", "--position", "f1,f2;b2,b1 to=1")
	assert.Equal(t, 0, code)
	assert.Regexp(t, `evaluation: [+-][0-9]+\.[0-9]{2} for Blue`, out)
}

func TestFalconryCommandsRefuseBadInput(t *testing.T) {
	code, _, errOut := runCmd("think", "falconry", "--variant", "melee")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "no variant")
	code, _, errOut = runCmd("legal", "falconry", "--position", "f1,f2;b2 to=1")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "row 2 has 1 spaces")
	code, out, _ := runCmd("legal", "falconry", "--variant", "duel", "--position", "m1,m1,m1,m1,m1;f2,b2,.,.,. over winner=1")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "over winner=1")
	code, out, _ = runCmd("perft", "falconry", "--variant", "truel", "--depth", "2")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "perft 2: 362 positions")
}

// Tokyo Doves: the Expert proves a forced win in plies and shows its line,
// on one position of each length from the rules' set of forced wins (the
// variant, the plies and the position, one per line).
func TestThinkProvesTokyoDovesWins(t *testing.T) {
	data, err := os.ReadFile("../rules/tokyodoves/testdata/forced.txt")
	require.NoError(t, err)
	seen := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		parts := strings.Split(line, "|")
		if len(parts) != 3 || strings.HasPrefix(line, "#") || seen[parts[1]] {
			continue
		}
		seen[parts[1]] = true
		// The search stops once the win is proven; the long budget only
		// keeps a busy machine from cutting it short.
		code, out, errOut := runCmd("think", "tokyodoves", "--variant", parts[0], "--position", parts[2], "--ms", "20000")
		require.Equal(t, 0, code, errOut)
		unit := "plies"
		if parts[1] == "1" {
			unit = "ply"
		}
		assert.Contains(t, out, "win in "+parts[1]+" "+unit+": ", line)
		assert.Contains(t, out, "evaluation: +", line)
	}
	assert.Len(t, seen, 3)
	code, _, errOut := runCmd("think", "tokyodoves", "--position", "b;B;b red")
	assert.Equal(t, 1, code)
	assert.NotEmpty(t, errOut)
}

// Columbiz: the level's choice and its expected evaluation.
func TestThinkColumbizSaysItsEstimate(t *testing.T) {
	code, out, errOut := runCmd("think", "columbiz", "--position", "board=......;......;......;.....2;.....2;.....2 reserve=18,15 start=1 phase=decide rolls=1 free=66612345")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Purple (expert) plays: ")
	assert.Regexp(t, `evaluation: [+-][0-9]+\.[0-9]{2} for Purple`, out)
}
