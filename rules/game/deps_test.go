package game_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestRulesNeverImportEbiten keeps the rules core free of the engine: its
// tests run without a display and in wasm.
func TestRulesNeverImportEbiten(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/birdroost/roost/rules/...").CombinedOutput()
	if err != nil {
		t.Skipf("go list unavailable: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(p, "hajimehoshi/ebiten") {
			t.Fatalf("rules/ depends on %s", p)
		}
	}
}
