package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Columba's Junior rules from the command line: the legal placements with
// the positions they lead to, a bad position refused with the reason, and
// the computer's choice.
func TestColumbaCommands(t *testing.T) {
	pos := "junior players=2 turn=1 to=2 phase=place card=AB/DC dovecotes=0+3,1+3 left=AB/CD board=@0,0:a*1L,a;c,d"
	code, out, _ := runCmd("legal", "columba", "--variant", "junior", "--position", pos)
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "legal actions for Yellow")
	assert.Contains(t, out, "AB/DC@2,0 -> junior players=2 turn=1 to=2 phase=actions")
	assert.NotContains(t, out, "AB/DC@1,-1 ", "Red's estate may not be covered")

	code, _, errOut := runCmd("legal", "columba", "--variant", "junior", "--position", "junior players=2 turn=0 to=1 phase=draw dovecotes=0+3,0+3 left=AB/DC board=@0,0:a*1L,a*2L;c,d")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "two estates of one ground touch")

	code, out, _ = runCmd("think", "columba", "--variant", "junior", "--position", "junior players=2 turn=3 to=2 phase=actions dovecotes=0+3,1+3 left=AB/CD board=@0,0:a*1L,a,c,c;b,b,c,c")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "plays: L@2,0")

	code, out, _ = runCmd("perft", "columba", "--variant", "junior", "--position", pos, "--depth", "2")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "perft 2:")
}

// The full rules: a placement that captures what the objective needs, and
// the reason a junior position is refused as a standard one.
func TestColumbaFullRulesCommands(t *testing.T) {
	pos := "standard players=2 turn=2 to=1 phase=place card=AA/CB dovecotes=1+3,0+3 left=AB/CD mini=AB/DC|-|-|-|0;AD/BC|-|-|-|0 supply=15,15,15,15 falcons=12 board=@0,0:a*2L,a,b,a,a;c,d,b,b,c"
	code, out, _ := runCmd("legal", "columba", "--position", pos)
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "AA/CB@4,-1 -> standard players=2 turn=2 to=1 phase=actions")
	assert.Contains(t, out, "mini=AB/DC|a|-|-|0;")
	code, _, errOut := runCmd("legal", "columba", "--position", "junior players=2 turn=0 to=1 phase=draw dovecotes=1+3,1+3 left=AB/DC board=@0,0:a,b;c,d")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "junior rules, not standard")
}
