package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The page's build: Ebitengine's built-in shaders come from the table, the
// patched package builds for the browser, and nothing in the page links
// text/template (whose method lookups by name keep every exported method
// in the download) or reflect's other method lookups.
func TestThePageLinksNoTemplate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the page's packages")
	}
	modfile := preparePage(t)
	dir := filepath.Dir(modfile)
	patched, err := filepath.Glob(filepath.Join(dir, "ebiten-*", file))
	if err != nil || len(patched) != 1 {
		t.Fatalf("no patched file: %v %v", patched, err)
	}
	src, err := os.ReadFile(patched[0])
	if err != nil {
		t.Fatal(err)
	}
	if s := string(src); strings.Contains(s, "text/template") || strings.Count(s, `"//kage:unit pixels`) != 18 {
		t.Errorf("the patched file still uses the template, or has not the 18 sources:\n%s", s)
	}
	cmd := exec.Command("go", "list", "-modfile", modfile, "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "text/template" || p == "html/template" || strings.HasPrefix(p, "github.com/nicksnyder/go-i18n") {
			t.Errorf("the page links %s", p)
		}
	}
	cmd = exec.Command("go", "build", "-modfile", modfile, "-o", os.DevNull, "github.com/hajimehoshi/ebiten/v2/internal/builtinshader")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the patched package does not build: %v\n%s", err, out)
	}
}

// The page keeps no shader compiler: Ebitengine's shaders are compiled
// before the build (prepare checks that each gives the compiler's GLSL),
// and the page, built with its function names, has none of go/parser's or
// of the Kage compiler's parsing functions.
func TestThePageHasNoShaderCompiler(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the page")
	}
	modfile := preparePage(t)
	wasm := filepath.Join(t.TempDir(), "game.wasm")
	cmd := exec.Command("go", "build", "-modfile", modfile, "-trimpath", "-o", wasm, ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the page does not build: %v\n%s", err, out)
	}
	b, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte("internal_shaderir.Precompiled")) {
		t.Fatal("the page has no precompiled shaders (or its names are gone: this test reads them)")
	}
	for _, name := range []string{"go_parser.__parser_.", "internal_shader.__compileState_.parse"} {
		if bytes.Contains(b, []byte(name)) {
			t.Errorf("the page links %s...", name)
		}
	}
}

// preparePage runs webpatch for the page's build, from the module's root,
// into a folder of the test's, and returns the go.mod to build with.
func preparePage(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(root)
	modfile, err := prepare(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return modfile
}

// A file that is not the one the patch was written for is refused.
func TestPatchRefusesAnotherFile(t *testing.T) {
	if _, err := Patch([]byte("package builtinshader\n")); err == nil || !strings.Contains(err.Error(), "update known") {
		t.Errorf("got %v", err)
	}
}
