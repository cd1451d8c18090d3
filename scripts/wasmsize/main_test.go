package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestGroup(t *testing.T) {
	for _, c := range []struct{ name, by, want string }{
		{"github.com_hajimehoshi_ebiten_v2_internal_ui.__UserInterface_.Update", "package", "github.com/hajimehoshi/ebiten/v2/internal/ui"},
		{"github.com_hajimehoshi_ebiten_v2_internal_ui.__UserInterface_.Update", "module", "github.com/hajimehoshi/ebiten/v2"},
		{"golang.org_x_text_language.Parse", "module", "golang.org/x/text"},
		{"fmt.__pp_.doPrintf", "package", "fmt"},
		{"fmt.__pp_.doPrintf", "module", "std"},
		{"slices.pdqsortCmpFunc_go.shape.int_", "package", "slices"},
		{"internal_abi.__RegArgs_.Dump", "package", "internal/abi"},
		{"runtime.main", "module", "std"},
	} {
		if got := Group(c.name, c.by); got != c.want {
			t.Errorf("Group(%q, %s) = %q, want %q", c.name, c.by, got, c.want)
		}
	}
}

// tiny builds a module with one imported function and two defined ones,
// named in a name section, so that names must be matched past the import.
func tiny() []byte {
	vec := func(id byte, body ...byte) []byte { return append([]byte{id, byte(len(body))}, body...) }
	str := func(s string) []byte { return append([]byte{byte(len(s))}, s...) }
	var b []byte
	b = append(b, "\x00asm\x01\x00\x00\x00"...)
	b = append(b, vec(1, 1, 0x60, 0, 0)...) // one type: () -> ()
	imp := []byte{1}
	imp = append(imp, str("go")...)
	imp = append(imp, str("debug")...)
	imp = append(imp, 0, 0) // a function of type 0
	b = append(b, vec(2, imp...)...)
	b = append(b, vec(3, 2, 0, 0)...)
	b = append(b, vec(10, 2, 2, 0, 0x0b, 4, 0, 0x01, 0x01, 0x0b)...) // bodies of 3 and 5 bytes
	names := []byte{2}
	names = append(names, 1)
	names = append(names, str("github.com_a_b.F")...)
	names = append(names, 2)
	names = append(names, str("fmt.Println")...)
	sub := append([]byte{1, byte(len(names))}, names...)
	custom := append(str("name"), sub...)
	b = append(b, vec(0, custom...)...)
	return b
}

func TestParseAndReport(t *testing.T) {
	m, err := parse(tiny())
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Funcs) != 2 || m.Funcs[0].Name != "github.com_a_b.F" || len(m.Funcs[0].Body) != 2 || m.Funcs[1].Name != "fmt.Println" || len(m.Funcs[1].Body) != 4 {
		t.Fatalf("functions: %+v", m.Funcs)
	}
	var out bytes.Buffer
	if err := report(&out, m, "module", 10); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"github.com/a/b", "std", "2 groups, 2 functions, 6 bytes"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestRefusesDamage(t *testing.T) {
	b := tiny()
	if _, err := parse(b[:len(b)-3]); err == nil {
		t.Error("a cut file parsed")
	}
	if _, err := parse([]byte("not wasm at all")); err == nil {
		t.Error("a text file parsed")
	}
}
