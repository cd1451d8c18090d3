package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A module whose shared code uses a Unix-only name and whose Android-only
// file names something that does not exist: both must fail exactly on the
// platforms they break, though the host (Linux) builds it.
func TestPlatformOnlyMistakesFail(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	write("go.mod", "module example.com/tc\n\ngo 1.22\n")
	write("shared.go", "package tc\n\nimport \"syscall\"\n\nvar Sig = syscall.SIGUSR1\n")
	write("phone_android.go", "package tc\n\nvar _ = notThere\n")

	_, err := check(dir, "windows/amd64")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "shared.go")
	assert.Contains(t, err.Error(), "SIGUSR1")

	_, err = check(dir, "android/arm64")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "phone_android.go")
	assert.NotContains(t, err.Error(), "shared.go")

	n, err := check(dir, "ios/arm64")
	require.NoError(t, err)
	assert.Equal(t, 1, n)

	_, err = check(dir, "android")
	assert.ErrorContains(t, err, "GOOS/GOARCH")
}
