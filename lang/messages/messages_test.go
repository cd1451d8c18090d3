package messages

import (
	"runtime"
	"strings"
	"testing"
)

// Each language's plural rule (CLDR's, for the counts Roost says): English
// and Portuguese (Portugal) say "one" of 1 alone, French of 0 and 1,
// Japanese never.
func TestForm(t *testing.T) {
	for _, c := range []struct {
		tag   string
		count any
		want  string
	}{
		{"en", 1, "one"}, {"en", 0, "other"}, {"en", 2, "other"}, {"en", 11, "other"}, {"en", 21, "other"},
		{"en", -1, "one"}, {"en", "1", "one"}, {"en", "1.0", "other"}, {"en", 1.5, "other"}, {"en", int64(1), "one"},
		{"en-XA", 1, "one"}, {"en-XA", 3, "other"},
		{"fr", 0, "one"}, {"fr", 1, "one"}, {"fr", 1.5, "one"}, {"fr", 2, "other"}, {"fr", 10, "other"},
		{"pt-PT", 0, "other"}, {"pt-PT", 1, "one"}, {"pt-PT", 2, "other"}, {"pt-PT", "1.0", "other"},
		{"ja", 0, "other"}, {"ja", 1, "other"}, {"ja", 2, "other"},
		{"en", "many", "other"}, {"fr", "", "other"}, {"en", nil, "other"},
	} {
		if got := Form(c.tag, c.count); got != c.want {
			t.Errorf("Form(%q, %#v) = %q, want %q", c.tag, c.count, got, c.want)
		}
	}
}

func TestFill(t *testing.T) {
	data := map[string]any{"Who": "Red", "Count": 3}
	if got := Fill("{{.Who}} builds {{.Count}} nests{{.Key}}.", data); got != "Red builds 3 nests<no value>." {
		t.Errorf("got %q", got)
	}
	if got := Fill("no slots {{ and }} a brace", nil); got != "no slots {{ and }} a brace" {
		t.Errorf("got %q", got)
	}
	if got := Fill("an open {{.Slot", data); got != "an open {{.Slot" {
		t.Errorf("got %q", got)
	}
}

func TestTextAndParse(t *testing.T) {
	c, err := Parse("x.json", []byte(`{"plain": "Hello", "n": {"description": "a count", "one": "{{.Count}} nest", "other": "{{.Count}} nests"}, "all": {"other": "{{.Count}} of them"}}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []struct {
		id      string
		count   any
		counted bool
		want    string
	}{{"plain", nil, false, "Hello"}, {"plain", 1, true, "Hello"}, {"n", 1, true, "{{.Count}} nest"}, {"n", 2, true, "{{.Count}} nests"}, {"n", nil, false, "{{.Count}} nests"}, {"all", 1, true, "{{.Count}} of them"}} {
		if got, ok := c.Text("en", k.id, k.count, k.counted); !ok || got != k.want {
			t.Errorf("%s with %v: %q, %v", k.id, k.count, got, ok)
		}
	}
	if _, ok := c.Text("en", "none", nil, false); ok {
		t.Error("a key the catalogue lacks is found")
	}
	if _, ok := c["n"]["description"]; ok {
		t.Error("the description is kept as a form")
	}
	for _, bad := range []string{`{"a": 1}`, `{"a": {"one": "x"}}`, `{"a"`, `[]`} {
		if _, err := Parse("bad.json", []byte(bad)); err == nil || !strings.Contains(err.Error(), "bad.json") {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// Every language's file is read (the desktop and phone builds embed them
// all; the page's fetch is wasm/e2e's TestBrowserFetchesALanguage).
func TestRead(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("the page fetches every language but English from its folder")
	}
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		c, err := Read(tag)
		if err != nil || len(c) < 100 || !Here(tag) {
			t.Errorf("%s: %d messages, %v", tag, len(c), err)
		}
	}
	if _, err := Read("de"); err == nil {
		t.Error("German is read")
	}
}
