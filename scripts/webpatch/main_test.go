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
// of the Kage compiler's parsing functions, and none of Go's regexp
// packages or go/build (edits).
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
	for _, name := range []string{"go_parser.__parser_.", "internal_shader.__compileState_.parse", "regexp_syntax.parse", "go_build.defaultContext"} {
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

// The functions the edits write in place of Ebitengine's regular
// expressions give what the expressions gave, run here with their text
// as the edits write it.
func TestEditsDoAsTheExpressions(t *testing.T) {
	var funcs strings.Builder
	for _, name := range []string{"oneBlankLine", "unitDirective", "textureVariable"} {
		found := false
		for _, e := range edits {
			for _, p := range e.pairs {
				i := strings.Index(p[1], "func "+name+"(")
				if i < 0 {
					continue
				}
				j := strings.Index(p[1][i:], "\n}\n")
				funcs.WriteString(p[1][i:i+j+3] + "\n")
				found = true
			}
		}
		if !found {
			t.Fatalf("no func %s in the edits", name)
		}
	}
	prog := `package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"
)

` + funcs.String() + `
func main() {
	bad := 0
	nls := regexp.MustCompile(` + "`\\n\\n+`" + `)
	for _, s := range []string{"", "\n", "\n\n", "\n\n\n", "a\n\n\n\nb\nc\n\n", "\n\n\na\n\n\n", "x\r\n\r\n\n"} {
		if got, want := oneBlankLine(s), nls.ReplaceAllString(s, "\n\n"); got != want {
			fmt.Printf("oneBlankLine(%q) = %q, want %q\n", s, got, want)
			bad++
		}
	}
	reUnit := regexp.MustCompile(` + "`^[ \\t\\r\\n]*//kage:unit\\s+([^ \\t\\r\\n]+)[ \\t\\r\\n]*$`" + `)
	for _, s := range []string{"//kage:unit pixels", "//kage:unit texels", " \t//kage:unit  pixels \t", "//kage:unit", "//kage:unit ", "//kage:unitpixels",
		"//kage:unit pix els", "//kage:unit\fpixels", "//kage:unit \f", "//kage:unit \f\fx", "x //kage:unit pixels", "// kage:unit pixels", "//kage:unit\tpixels\r", "//kage:unit \fpi\fxels"} {
		got, ok := unitDirective(s)
		m := reUnit.FindStringSubmatch(s)
		if ok != (m != nil) || ok && got != m[1] {
			fmt.Printf("unitDirective(%q) = %q %v, want %q\n", s, got, ok, m)
			bad++
		}
	}
	reTex := regexp.MustCompile(` + "`\\A__t(\\d+)\\z`" + `)
	for _, s := range []string{"__t0", "__t12", "__t", "__tx", "__t1x", "_t1", "a__t1", "__t١", "__t01"} {
		want := ""
		if m := reTex.FindStringSubmatch(s); m != nil {
			want = m[1]
		}
		if got := textureVariable(s); got != want {
			fmt.Printf("textureVariable(%q) = %q, want %q\n", s, got, want)
			bad++
		}
	}
	_ = strings.Cut
	if bad > 0 {
		os.Exit(1)
	}
}
`
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", "main.go")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GO111MODULE=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s\n%s", err, out, prog)
	}
}

// An edit whose old text is not in the file stops the build.
func TestEditRefusesAnotherFile(t *testing.T) {
	if _, err := Edit("internal/shader/expr.go", []byte("package shader\n")); err == nil || !strings.Contains(err.Error(), "written for") {
		t.Errorf("got %v", err)
	}
}
