package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `roost puzzles make` writes over a set with the set the repository
// holds, to the byte (the same seed makes the same puzzles, whatever
// --jobs, and a puzzle kept again keeps its id); check proves them again;
// a bad --jobs is refused.
func TestPuzzlesMakeRemakesTheSetBuiltIn(t *testing.T) {
	code, out, _ := runCmd("puzzles", "check", "tokyodoves")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "72 Tokyo Doves puzzles proven again")
	assert.Contains(t, out, "0 wrong")
	code, _, errOut := runCmd("puzzles", "make", "tokyodoves", "--jobs", "0")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--jobs 0")
	if testing.Short() {
		t.Skip("the whole set is made again only in the full suite")
	}
	want, err := os.ReadFile(filepath.Join("..", "rules", "puzzle", "data", "tokyodoves.txt"))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "td.txt")
	require.NoError(t, os.WriteFile(path, want, 0o644))
	code, _, errOut = runCmd("puzzles", "make", "tokyodoves", "--out", path, "--jobs", "2")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "72 puzzles kept again (0 with a new line), 0 new, 0 dropped")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
}
