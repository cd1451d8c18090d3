// Command webpatch prepares the browser build's changes to a dependency,
// and prints the go.mod to build it with (go build -modfile).
//
// Ebitengine writes its built-in shaders' sources with text/template when
// it first draws (internal/builtinshader's ShaderSource). text/template
// looks methods up by name, and a program that can do that keeps every
// exported method of every type it uses: about 0.5 MB of the page's
// download (gzip, docs/BENCHMARKS.md). The desktop and phone builds
// need not care; for the page, webpatch copies the Ebitengine module into
// DIR, writes the 18 sources (3 filters, 3 address modes, with and without
// a colour matrix) into its shader.go as a table, executed from
// Ebitengine's own template here, and writes DIR/go.mod: the project's,
// with the copy in place of the module. The file it changes is known by
// its SHA-256: a new Ebitengine stops the build until the change is
// looked at again.
//
// Second, Ebitengine compiles each shader's Kage source when it first
// draws with it, with a compiler built on go/parser: about 0.15 MB of the
// download (gzip). Its shaders are known before the build (its built-in
// ones and the vector package's), so webpatch compiles them here
// (kageir.go, run in the copy: it reads the module's internal packages),
// writes the programs into the copy's internal/shaderir as Go, checks that
// each gives the compiler's GLSL, and makes the browser build's
// graphics.CompileShader look the program up by its source's hash
// (compile_js.go) instead of compiling: a shader that is not there is an
// error, never a wrong picture. Other builds compile as before.
//
// Third, the edits (regexp.go): Ebitengine's regular expressions written
// by hand, and its debug build's go/build lookup left out, so that the
// page links neither Go's regexp packages nor go/build.
//
//	GOOS=js GOARCH=wasm go build -modfile "$(go run ./scripts/webpatch build/webpatch)" .
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"text/template"

	_ "embed"
)

const (
	module = "github.com/hajimehoshi/ebiten/v2"
	file   = "internal/builtinshader/shader.go"
	// known is the SHA-256 of Ebitengine v2.9.10's file, the one the
	// change below was written for.
	known = "93075a8d103c7370556795ed2b8ca4ac6068bc767e04d3880903c8a5a1a28c77"

	// The shader compiler's caller, and its SHA-256 in v2.9.10.
	graphicsFile  = "internal/graphics/shader.go"
	graphicsKnown = "5c497ea1bc6e190cb41c3b64c46073e40832b2dfa49424b065037dff5a1bf99c"
	compileCall   = "ir, err := shader.Compile(src, vert, frag, ShaderSrcImageCount)"
	precompiled   = "internal/shaderir/precompiled.go"
)

// kageir is the program that compiles the shaders, run in the copy.
//
//go:embed kageir.go
var kageir []byte

// The browser's compile and everyone else's, beside graphics/shader.go.
const compileJS = `//go:build js

package graphics

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// compile is written by Roost's scripts/webpatch: the browser build looks
// Ebitengine's shaders up, compiled before the build, instead of compiling.
func compile(src []byte, vert, frag string) (*shaderir.Program, error) {
	if p := shaderir.Precompiled(shaderir.CalcSourceHash(src)); p != nil {
		return p, nil
	}
	return nil, errors.New("graphics: this browser build has only Ebitengine's own shaders, compiled before the build (Roost's scripts/webpatch)")
}
`

const compileOther = `//go:build !js

package graphics

import (
	"github.com/hajimehoshi/ebiten/v2/internal/shader"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

func compile(src []byte, vert, frag string) (*shaderir.Program, error) {
	return shader.Compile(src, vert, frag, ShaderSrcImageCount)
}
`

const precompiledStub = `package shaderir

// Precompiled is written by Roost's scripts/webpatch (kageir.go).
func Precompiled(h SourceHash) *Program { return nil }
`

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: webpatch DIR (run in the module's root)")
		os.Exit(2)
	}
	modfile, err := prepare(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "webpatch:", err)
		os.Exit(1)
	}
	fmt.Println(modfile)
}

// prepare makes DIR/ebiten-VERSION (once) and DIR/go.mod, and returns the
// go.mod's absolute path.
func prepare(dir string) (string, error) {
	goCmd := os.Getenv("GO") // as scripts/web.sh
	if goCmd == "" {
		goCmd = "go"
	}
	out, err := exec.Command(goCmd, "list", "-m", "-json", module).Output()
	if err != nil {
		return "", fmt.Errorf("go list -m %s: %v", module, err)
	}
	var m struct{ Dir, Version string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		return "", fmt.Errorf("go list -m %s: no folder (%v); run `go mod download` first", module, err)
	}
	dir, err = filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	dst := filepath.Join(dir, "ebiten-"+m.Version)
	src, err := os.ReadFile(filepath.Join(m.Dir, file))
	if err != nil {
		return "", err
	}
	patched, err := Patch(src)
	if err != nil {
		return "", fmt.Errorf("%s@%s: %s: %v", module, m.Version, file, err)
	}
	if _, err := os.Stat(dst); err != nil { // the copy, once a version
		tmp := dst + ".tmp"
		if err := os.RemoveAll(tmp); err != nil {
			return "", err
		}
		if err := copyTree(m.Dir, tmp); err != nil {
			return "", err
		}
		if err := os.Rename(tmp, dst); err != nil {
			return "", err
		}
	}
	// The changed file, written again whenever this program writes it
	// otherwise.
	if old, err := os.ReadFile(filepath.Join(dst, file)); err != nil || !bytes.Equal(old, patched) {
		if err := os.WriteFile(filepath.Join(dst, file), patched, 0o644); err != nil {
			return "", err
		}
	}
	if err := edit(m.Dir, dst); err != nil {
		return "", err
	}
	if err := precompile(dst, goCmd); err != nil {
		return "", err
	}
	gomod, err := os.ReadFile("go.mod")
	if err != nil {
		return "", fmt.Errorf("run in the module's root: %v", err)
	}
	gosum, err := os.ReadFile("go.sum")
	if err != nil {
		return "", err
	}
	gomod = append(gomod, fmt.Sprintf("\n// The page's build (scripts/webpatch).\nreplace %s => %s\n", module, dst)...)
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), gomod, 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), gosum, 0o644); err != nil {
		return "", err
	}
	return filepath.Join(dir, "go.mod"), nil
}

// writeIfChanged writes b to path unless it holds b already, and says
// whether it wrote.
func writeIfChanged(path string, b []byte) (bool, error) {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, b) {
		return false, nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return false, err
	}
	return true, os.WriteFile(path, b, 0o644)
}

// precompile makes the copy's browser build use shaders compiled here
// (see the package's comment). The programs are written again when kageir
// or the copy's shaders change, and checked whenever they are written.
func precompile(dst, goCmd string) error {
	g, err := os.ReadFile(filepath.Join(dst, graphicsFile))
	if err != nil {
		return err
	}
	if sum := sha256.Sum256(g); hex.EncodeToString(sum[:]) != graphicsKnown {
		if !bytes.Contains(g, []byte("ir, err := compile(src, vert, frag)")) {
			return fmt.Errorf("%s: not the file scripts/webpatch was written for (Ebitengine v2.9.10): check CompileShader, then update graphicsKnown", graphicsFile)
		}
	} else {
		if bytes.Count(g, []byte(compileCall)) != 1 {
			return fmt.Errorf("%s: %q not found", graphicsFile, compileCall)
		}
		g = bytes.Replace(g, []byte(compileCall), []byte("ir, err := compile(src, vert, frag)"), 1)
		if err := os.WriteFile(filepath.Join(dst, graphicsFile), g, 0o644); err != nil {
			return err
		}
	}
	for name, text := range map[string]string{"compile_js.go": compileJS, "compile_other.go": compileOther} {
		if _, err := writeIfChanged(filepath.Join(dst, "internal/graphics", name), []byte(text)); err != nil {
			return err
		}
	}
	newGen, err := writeIfChanged(filepath.Join(dst, "internal/roostkageir/kageir.go"), kageir)
	if err != nil {
		return err
	}
	pre := filepath.Join(dst, precompiled)
	if _, err := os.Stat(pre); err != nil || newGen {
		if err := os.WriteFile(pre, []byte(precompiledStub), 0o644); err != nil {
			return err
		}
	}
	before, _ := os.ReadFile(pre)
	gen := func(args ...string) error {
		cmd := exec.Command(goCmd, append([]string{"run", "./internal/roostkageir/kageir.go"}, args...)...)
		cmd.Dir = dst
		cmd.Env = append(os.Environ(), "GOOS="+runtime.GOOS, "GOARCH="+runtime.GOARCH, "GOFLAGS=-mod=mod", "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("kageir %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return nil
	}
	if err := gen("-write", precompiled); err != nil {
		return err
	}
	if after, _ := os.ReadFile(pre); bytes.Equal(before, after) {
		return nil
	}
	if err := gen("-check"); err != nil {
		os.WriteFile(pre, []byte(precompiledStub), 0o644) // never a program that failed its check
		return err
	}
	return nil
}

// copyTree copies the module, less its examples, writable.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			if rel == "examples" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
}

// Patch is shader.go with its sources written out: the template is
// executed here for every filter, address mode and colour matrix, the
// table takes the template's place, and ShaderSource reads the table.
func Patch(src []byte) ([]byte, error) {
	sum := sha256.Sum256(src)
	if hex.EncodeToString(sum[:]) != known {
		return nil, errors.New("not the file scripts/webpatch was written for (Ebitengine v2.9.10): check that its template and ShaderSource are as before, then update known")
	}
	text, err := templateText(src)
	if err != nil {
		return nil, err
	}
	tmpl, err := template.New("tmpl").Parse(text)
	if err != nil {
		return nil, err
	}
	// The constants as the file declares them (iota, in this order).
	const filters, addresses = 3, 3
	var table strings.Builder
	table.WriteString("var sources = [FilterCount][AddressCount][2]string{\n")
	for f := 0; f < filters; f++ {
		table.WriteString("\t{\n")
		for a := 0; a < addresses; a++ {
			table.WriteString("\t\t{")
			for c := 0; c < 2; c++ {
				var buf bytes.Buffer
				err := tmpl.Execute(&buf, map[string]any{
					"Filter": f, "FilterNearest": 0, "FilterLinear": 1, "FilterPixelated": 2,
					"Address": a, "AddressUnsafe": 0, "AddressClampToZero": 1, "AddressRepeat": 2,
					"UseColorM": c == 1,
				})
				if err != nil {
					return nil, err
				}
				table.WriteString(strconv.Quote(buf.String()) + ", ")
			}
			table.WriteString("},\n")
		}
		table.WriteString("\t},\n")
	}
	table.WriteString("}\n")

	s := string(src)
	cuts := []struct{ from, to, with string }{
		{"\t\"bytes\"\n\t\"fmt\"\n\t\"sync\"\n\t\"text/template\"\n", "", "\t\"sync\"\n"},
		{"var tmpl = template.Must(", "`))\n", "// sources are ShaderSource's texts, written by Roost's scripts/webpatch\n// from the template that was here.\n" + table.String()},
		{"\tvar buf bytes.Buffer\n", "\tb := buf.Bytes()\n", "\tb := []byte(sources[filter][address][c])\n"},
	}
	for _, c := range cuts {
		i := strings.Index(s, c.from)
		j := strings.Index(s[max(i, 0):], c.to)
		if i < 0 || j < 0 || (c.to == "" && strings.Count(s, c.from) != 1) {
			return nil, fmt.Errorf("%q not found", c.from)
		}
		end := i + j + len(c.to)
		if c.to == "" {
			end = i + len(c.from)
		}
		s = s[:i] + c.with + s[end:]
	}
	return format.Source([]byte(s))
}

// templateText is the string given to the template's Parse.
func templateText(src []byte) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), file, src, 0)
	if err != nil {
		return "", err
	}
	var text string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Parse" {
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				text, _ = strconv.Unquote(lit.Value)
			}
		}
		return true
	})
	if text == "" {
		return "", errors.New("no template")
	}
	return text, nil
}
