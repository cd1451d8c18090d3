package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestHeadlessBinary builds the real roost binary (which links Ebitengine) and
// runs a tool command with no display: it must work, because this package's
// init runs before Ebitengine's (see the package comment).
func TestHeadlessBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole game")
	}
	bin := filepath.Join(t.TempDir(), "roost")
	build := exec.Command("go", "build", "-o", bin, "github.com/birdroost/roost")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") {
			env = append(env, e)
		}
	}
	run := exec.Command(bin, "perft", "tokyodoves", "--depth", "3")
	run.Env = env
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("roost perft without a display: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "perft 3: 26266 positions") {
		t.Fatalf("unexpected output:\n%s", out)
	}
	// Help, and the game or a shot without a display: words, no panic.
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}, {}, {"shot", "--help"}, {"legal", "--help"}} {
		c := exec.Command(bin, args...)
		c.Env = env
		out, err := c.CombinedOutput()
		if strings.Contains(string(out), "panic") || strings.Contains(string(out), "goroutine") {
			t.Fatalf("roost %v without a display: %v\n%s", args, err, out)
		}
		if len(args) > 0 && err != nil {
			t.Fatalf("roost %v: %v\n%s", args, err, out)
		}
		if len(args) == 0 && !strings.Contains(string(out), "no display") {
			t.Fatalf("roost without a display should say so:\n%s", out)
		}
	}
	bad := exec.Command(bin, "perft", "nosuchgame", "--depth", "2")
	bad.Env = env
	out, err = bad.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "unknown game") || !strings.Contains(string(out), "usage:") {
		t.Fatalf("a bad game name should fail with usage, got %v:\n%s", err, out)
	}
}
