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
	code, out, _ := runCmd("legal", "columba", "--position", pos)
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "legal actions for Yellow")
	assert.Contains(t, out, "AB/DC@2,0 -> junior players=2 turn=1 to=2 phase=actions")
	assert.NotContains(t, out, "AB/DC@1,-1 ", "Red's estate may not be covered")

	code, _, errOut := runCmd("legal", "columba", "--position", "junior players=2 turn=0 to=1 phase=draw dovecotes=0+3,0+3 left=AB/DC board=@0,0:a*1L,a*2L;c,d")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "two estates of one ground touch")

	code, out, _ = runCmd("think", "columba", "--position", "junior players=2 turn=3 to=2 phase=actions dovecotes=0+3,1+3 left=AB/CD board=@0,0:a*1L,a,c,c;b,b,c,c")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "plays: L@2,0")

	code, out, _ = runCmd("perft", "columba", "--position", pos, "--depth", "2")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "perft 2:")
}
