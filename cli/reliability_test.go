//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `roost help help` is the list; a thinking time past what a
// time.Duration holds is refused with a message, not wrapped to nothing.
func TestHelpHelpAndLongTimes(t *testing.T) {
	code, done, out, errOut := early([]string{"help", "help"}, false)
	assert.True(t, done)
	assert.Equal(t, 0, code)
	assert.Empty(t, errOut)
	assert.Contains(t, out, "  replay ")
	for _, c := range [][]string{
		{"think", "tokyodoves", "--ms", "9223372036855"},
		{"think", "tokyodoves", "--ms", "99999999999999999"},
		{"selfplay", "tokyodoves", "--seats", "beginner,beginner", "--think", "9223372036855"},
	} {
		code, _, errOut := runCmd(c[0], c[1:]...)
		assert.Equal(t, 2, code, "%v", c)
		assert.Contains(t, errOut, "is past the longest time this program can wait", "%v", c)
	}
}

// `roost replay` of a pipe, a link to /dev/zero, a folder or a file too
// long for a record answers with a message: no wait, no reading without end.
func TestReplayOfSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	pipe, zero, long := filepath.Join(dir, "pipe.roost"), filepath.Join(dir, "zero.roost"), filepath.Join(dir, "long.roost")
	require.NoError(t, syscall.Mkfifo(pipe, 0o644))
	require.NoError(t, os.Symlink("/dev/zero", zero))
	require.NoError(t, os.WriteFile(long, make([]byte, 5<<20), 0o644))
	for path, want := range map[string]string{pipe: "it is a named pipe, not a file", zero: "it is a device, not a file", dir: "it is a folder, not a file", long: "the file is too long"} {
		code, _, errOut := runCmd("replay", path)
		assert.Equal(t, 1, code, path)
		assert.Contains(t, errOut, want, path)
	}
}
