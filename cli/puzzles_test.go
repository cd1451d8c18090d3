package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `roost puzzles make` over the set the repository holds proves it again
// and keeps it, every puzzle with its id and its line (the set is what the
// command makes); check proves them again; a bad --jobs is refused.
func TestPuzzlesMakeRemakesTheSetBuiltIn(t *testing.T) {
	code, out, _ := runCmd("puzzles", "check", "tokyodoves")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "72 Tokyo Doves puzzles proven again")
	assert.Contains(t, out, "0 wrong")
	code, _, errOut := runCmd("puzzles", "make", "tokyodoves", "--jobs", "0")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--jobs 0")
	want, err := os.ReadFile(filepath.Join("..", "rules", "puzzle", "data", "tokyodoves.txt"))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "td.txt")
	require.NoError(t, os.WriteFile(path, want, 0o644))
	code, _, errOut = runCmd("puzzles", "make", "tokyodoves", "--out", path, "--jobs", "2")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "72 puzzles kept again (0 with a new line), 0 new, 0 dropped")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, puzzleLines(string(want)), puzzleLines(string(got)))
	assert.Contains(t, string(got), "# next id: 84\n", "the next id stays")
}

// puzzleLines are a puzzle file's lines less its comments.
func puzzleLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}
