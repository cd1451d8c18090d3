package main

import (
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"strings"
)

// edits are the page's third change to the copy. Ebitengine linked Go's
// regexp packages into the page (about 60 KB of the download, gzip) in
// four places: three regular expressions, for the GLSL writer's blank
// lines, the //kage:unit directive (both run in the page) and the
// compiler's texture names (a package variable, built at start even where
// the compiler never runs), each written here by hand doing what the
// expression did; and go/build (go/doc's expressions), which its debug
// build uses to find its own sources, which a page never has.
// Every old text must be in the module's file exactly once: a new
// Ebitengine stops the build until the edits are looked at again.
var edits = []struct {
	file  string
	pairs [][2]string
}{
	{"internal/shaderir/glsl/glsl.go", [][2]string{
		{"\t\"regexp\"\n", ""},
		{"\tnls := regexp.MustCompile(`\\n\\n+`)\n\tvs = nls.ReplaceAllString(vs, \"\\n\\n\")\n\tfs = nls.ReplaceAllString(fs, \"\\n\\n\")\n",
			"\tvs = oneBlankLine(vs)\n\tfs = oneBlankLine(fs)\n"},
		{"\nfunc (c *compileContext) typ(", `
// oneBlankLine is s with each run of two or more line feeds made two
// (written by Roost's scripts/webpatch in place of a regular expression).
func oneBlankLine(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		b.WriteByte(s[i])
		if s[i] == '\n' && i+1 < len(s) && s[i+1] == '\n' {
			b.WriteByte('\n')
			for i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
		}
	}
	return b.String()
}

func (c *compileContext) typ(`},
	}},
	{"internal/shader/shader.go", [][2]string{
		{"\t\"regexp\"\n", ""},
		{"\treUnit := regexp.MustCompile(`^[ \\t\\r\\n]*//kage:unit\\s+([^ \\t\\r\\n]+)[ \\t\\r\\n]*$`)\n", ""},
		{"\t\tm := reUnit.FindStringSubmatch(s.Text())\n\t\tif m == nil {\n\t\t\tcontinue\n\t\t}\n",
			"\t\tm, ok := unitDirective(s.Text())\n\t\tif !ok {\n\t\t\tcontinue\n\t\t}\n"},
		{"\t\tswitch m[1] {\n", "\t\tswitch m {\n"},
		{"\t\t\treturn 0, fmt.Errorf(\"shader: invalid value for //kage:unit: %s\", m[1])\n",
			"\t\t\treturn 0, fmt.Errorf(\"shader: invalid value for //kage:unit: %s\", m)\n"},
		{"\nfunc (s *compileState) addError(", `
// unitDirective is the value of a line "//kage:unit VALUE" (Go's
// whitespace around it; at least one of \t \n \f \r or a space after
// the directive's name), as the regular expression that was here read
// it (written by Roost's scripts/webpatch).
func unitDirective(line string) (string, bool) {
	const goSpace, reSpace = " \t\r\n", " \t\n\f\r"
	rest, ok := strings.CutPrefix(strings.TrimLeft(line, goSpace), "//kage:unit")
	if !ok || rest == "" || !strings.ContainsRune(reSpace, rune(rest[0])) {
		return "", false
	}
	v := strings.TrimRight(rest, goSpace)
	// \s+ takes as much as it can but leaves the value one character.
	for len(v) > 1 && strings.ContainsRune(reSpace, rune(v[0])) {
		v = v[1:]
	}
	if len(v) == len(rest) || v == "" || strings.ContainsAny(v, goSpace) {
		return "", false
	}
	return v, true
}

func (s *compileState) addError(`},
	}},
	{"internal/debug/caller.go", [][2]string{
		{"\t\"go/build\"\n", ""},
		{"\t\tpkg, err := build.Default.Import(\"github.com/hajimehoshi/ebiten/v2\", \"\", build.FindOnly)\n\t\tif err != nil {\n\t\t\treturn\n\t\t}\n\t\tebitengineFileDir = filepath.ToSlash(pkg.Dir)\n",
			"\t\t// The page has no Go sources to find Ebitengine's in: no caller\n\t\t// (Roost's scripts/webpatch; go/build linked go/doc's regular\n\t\t// expressions into the page).\n"},
	}},
	{"internal/shader/expr.go", [][2]string{
		{"\t\"regexp\"\n", ""},
		{"var textureVariableRe = regexp.MustCompile(`\\A__t(\\d+)\\z`)\n", `// textureVariable is the number in a name "__tN" (ASCII digits), or ""
// (written by Roost's scripts/webpatch in place of a regular expression).
func textureVariable(name string) string {
	n, ok := strings.CutPrefix(name, "__t")
	if !ok || n == "" || strings.Trim(n, "0123456789") != "" {
		return ""
	}
	return n
}
`},
		{"\t\tif m := textureVariableRe.FindStringSubmatch(e.Name); m != nil {\n\t\t\ti, _ := strconv.Atoi(m[1])\n",
			"\t\tif m := textureVariable(e.Name); m != \"\" {\n\t\t\ti, _ := strconv.Atoi(m)\n"},
	}},
}

// Edit is the module's file with the edits for it made, formatted.
func Edit(file string, src []byte) ([]byte, error) {
	s := string(src)
	for _, e := range edits {
		if e.file != file {
			continue
		}
		for _, p := range e.pairs {
			if n := strings.Count(s, p[0]); n != 1 {
				return nil, fmt.Errorf("%s: %q found %d times, not once: not the file scripts/webpatch was written for (Ebitengine v2.9.10)", file, p[0], n)
			}
			s = strings.Replace(s, p[0], p[1], 1)
		}
	}
	return format.Source([]byte(s))
}

// edit writes the edited files into the copy dst, from the module's own
// in moduleDir.
func edit(moduleDir, dst string) error {
	for _, e := range edits {
		src, err := os.ReadFile(filepath.Join(moduleDir, e.file))
		if err != nil {
			return err
		}
		b, err := Edit(e.file, src)
		if err != nil {
			return err
		}
		if _, err := writeIfChanged(filepath.Join(dst, e.file), b); err != nil {
			return err
		}
	}
	return nil
}
