// Command wasmsize reports what a Go WebAssembly binary is made of: each
// package's share of the code (function bodies, named by the binary's own
// name section), the data section, and each section's size, raw and
// compressed with gzip -9 on its own.
//
//	go run ./scripts/wasmsize build/web/game.wasm          # by package, the 40 largest
//	go run ./scripts/wasmsize -by module -top 20 FILE     # by module (github.com/x/y, std)
//	go run ./scripts/wasmsize -by function -top 60 FILE   # the largest functions
//
// A package's gzip figure is its code compressed alone: the figures show
// proportions, they do not add up to the whole file's gzip size exactly.
// Build the binary without -s so that it keeps its name section
// (`make wasm-size` does).
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"
)

func main() {
	by := flag.String("by", "package", "group the code by package, module or function")
	top := flag.Int("top", 40, "how many groups to list")
	flag.Parse()
	if flag.NArg() != 1 || (*by != "package" && *by != "module" && *by != "function") {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-by package|module|function] [-top N] FILE.wasm")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	m, err := parse(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", flag.Arg(0)+":", err)
		os.Exit(1)
	}
	if err := report(os.Stdout, m, *by, *top); err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

// Module is what the report needs of a wasm binary.
type Module struct {
	Size     int
	Sections []Section
	Funcs    []Func // defined functions, in code-section order
}

// Section is one section of the file: its id, its name (custom sections'
// own name, or the standard one) and its payload.
type Section struct {
	ID   byte
	Name string
	Body []byte
}

// Func is one defined function's name and body.
type Func struct {
	Name string
	Body []byte
}

var sectionNames = map[byte]string{1: "type", 2: "import", 3: "function", 4: "table", 5: "memory",
	6: "global", 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}

var errShort = errors.New("the file ends inside a section")

func uleb(b []byte, i int) (uint64, int, error) {
	var v uint64
	for s := uint(0); ; s += 7 {
		if i >= len(b) || s > 63 {
			return 0, 0, errShort
		}
		c := b[i]
		i++
		v |= uint64(c&0x7f) << s
		if c < 0x80 {
			return v, i, nil
		}
	}
}

func parse(b []byte) (*Module, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly binary")
	}
	m := &Module{Size: len(b)}
	imported := 0
	names := map[uint64]string{}
	var code []byte
	for i := 8; i < len(b); {
		id := b[i]
		n, j, err := uleb(b, i+1)
		if err != nil || j+int(n) > len(b) {
			return nil, errShort
		}
		s := Section{ID: id, Name: sectionNames[id], Body: b[j : j+int(n)]}
		i = j + int(n)
		switch id {
		case 0:
			l, k, err := uleb(s.Body, 0)
			if err != nil || k+int(l) > len(s.Body) {
				return nil, errShort
			}
			s.Name = string(s.Body[k : k+int(l)])
			if s.Name == "name" {
				if err := funcNames(s.Body[k+int(l):], names); err != nil {
					return nil, fmt.Errorf("name section: %w", err)
				}
			}
		case 2:
			if imported, err = countFuncImports(s.Body); err != nil {
				return nil, fmt.Errorf("import section: %w", err)
			}
		case 10:
			code = s.Body
		}
		m.Sections = append(m.Sections, s)
	}
	if code != nil {
		n, i, err := uleb(code, 0)
		if err != nil {
			return nil, err
		}
		for f := uint64(0); f < n; f++ {
			l, j, err := uleb(code, i)
			if err != nil || j+int(l) > len(code) {
				return nil, fmt.Errorf("code section: %w", errShort)
			}
			name := names[uint64(imported)+f]
			if name == "" {
				name = "?"
			}
			m.Funcs = append(m.Funcs, Func{Name: name, Body: code[j : j+int(l)]})
			i = j + int(l)
		}
	}
	return m, nil
}

// funcNames reads the function-names subsection (id 1) of a name section.
func funcNames(b []byte, out map[uint64]string) error {
	for i := 0; i < len(b); {
		id := b[i]
		n, j, err := uleb(b, i+1)
		if err != nil || j+int(n) > len(b) {
			return errShort
		}
		sub := b[j : j+int(n)]
		i = j + int(n)
		if id != 1 {
			continue
		}
		cnt, k, err := uleb(sub, 0)
		if err != nil {
			return err
		}
		for e := uint64(0); e < cnt; e++ {
			idx, k2, err := uleb(sub, k)
			if err != nil {
				return err
			}
			l, k3, err := uleb(sub, k2)
			if err != nil || k3+int(l) > len(sub) {
				return errShort
			}
			out[idx] = string(sub[k3 : k3+int(l)])
			k = k3 + int(l)
		}
	}
	return nil
}

// countFuncImports counts the imported functions, which come before the
// defined ones in the function index space.
func countFuncImports(b []byte) (int, error) {
	n, i, err := uleb(b, 0)
	if err != nil {
		return 0, err
	}
	funcs := 0
	for e := uint64(0); e < n; e++ {
		for f := 0; f < 2; f++ { // module and field names
			l, j, err := uleb(b, i)
			if err != nil || j+int(l) > len(b) {
				return 0, errShort
			}
			i = j + int(l)
		}
		if i >= len(b) {
			return 0, errShort
		}
		kind := b[i]
		i++
		switch kind {
		case 0: // function: a type index
			funcs++
			if _, i, err = uleb(b, i); err != nil {
				return 0, err
			}
		case 1: // table: element type, limits
			i++
			if i, err = skipLimits(b, i); err != nil {
				return 0, err
			}
		case 2: // memory: limits
			if i, err = skipLimits(b, i); err != nil {
				return 0, err
			}
		case 3: // global: value type, mutability
			i += 2
		default:
			return 0, fmt.Errorf("unknown import kind %d", kind)
		}
	}
	return funcs, nil
}

func skipLimits(b []byte, i int) (int, error) {
	if i >= len(b) {
		return 0, errShort
	}
	flag := b[i]
	_, i, err := uleb(b, i+1)
	if err == nil && flag&1 != 0 {
		_, i, err = uleb(b, i)
	}
	return i, err
}

// Group returns the package (or module) a function belongs to. The Go
// linker writes names with "/", "(", "*" and ")" turned into "_", so
// "github.com/a/b/c.(*T).M" is "github.com_a_b_c.__T_.M": the package is
// what comes before the first "." after the host name (for a path with a
// host) and is given back with "/" again (a package whose own name holds
// "_" comes out with "/" there too). A standard-library package's module is
// "std".
var hostRE = regexp.MustCompile(`^[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|org|net|io|dev|in|me|co|app|xyz)$`)

func Group(name, by string) string {
	if by == "function" {
		return name
	}
	start := 0
	if u := strings.Index(name, "_"); u >= 0 && hostRE.MatchString(name[:u]) {
		start = u
	}
	pkg := name
	if dot := strings.Index(name[start:], "."); dot >= 0 {
		pkg = name[:start+dot]
	}
	pkg = strings.ReplaceAll(pkg, "_", "/")
	if by != "module" {
		return pkg
	}
	parts := strings.Split(pkg, "/")
	if !strings.Contains(parts[0], ".") {
		return "std"
	}
	n := 3
	if len(parts) > n && len(parts[n]) > 1 && parts[n][0] == 'v' && parts[n][1] >= '0' && parts[n][1] <= '9' {
		n++
	}
	if len(parts) < n {
		n = len(parts)
	}
	return strings.Join(parts[:n], "/")
}

func gz(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

func report(w io.Writer, m *Module, by string, top int) error {
	var all []byte
	for _, s := range m.Sections {
		all = append(all, s.Body...)
	}
	fmt.Fprintf(w, "file: %d bytes\n\nsection        raw bytes   gzip alone\n", m.Size)
	for _, s := range m.Sections {
		if len(s.Body) < 1024 {
			continue
		}
		fmt.Fprintf(w, "%-12s %11d %12d\n", s.Name, len(s.Body), gz(s.Body))
	}
	type group struct {
		name  string
		funcs int
		body  []byte
	}
	groups := map[string]*group{}
	for _, f := range m.Funcs {
		k := Group(f.Name, by)
		g := groups[k]
		if g == nil {
			g = &group{name: k}
			groups[k] = g
		}
		g.funcs++
		g.body = append(g.body, f.Body...)
	}
	list := make([]*group, 0, len(groups))
	total := 0
	for _, g := range groups {
		list = append(list, g)
		total += len(g.body)
	}
	sort.Slice(list, func(i, j int) bool {
		if len(list[i].body) != len(list[j].body) {
			return len(list[i].body) > len(list[j].body)
		}
		return list[i].name < list[j].name
	})
	fmt.Fprintf(w, "\ncode by %s (%d groups, %d functions, %d bytes)\n", by, len(list), len(m.Funcs), total)
	fmt.Fprintf(w, "%11s %6s %10s %5s  %s\n", "raw bytes", "share", "gzip alone", "funcs", by)
	for i, g := range list {
		if i == top {
			rest, n := 0, 0
			for _, r := range list[i:] {
				rest += len(r.body)
				n += r.funcs
			}
			fmt.Fprintf(w, "%11d %5.1f%% %10s %5d  (%d others)\n", rest, 100*float64(rest)/float64(total), "", n, len(list)-i)
			break
		}
		fmt.Fprintf(w, "%11d %5.1f%% %10d %5d  %s\n", len(g.body), 100*float64(len(g.body))/float64(total), gz(g.body), g.funcs, g.name)
	}
	return nil
}
