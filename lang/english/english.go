// Package english says the rules' messages in English with the standard
// library alone, for the command line: its tools run in package cli's init,
// before the packages of the game (Ebitengine's window, and go-i18n, whose
// import paths sort after it) are initialised. Importing it sets
// game.Words. The game's own screens speak through package lang.
package english

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/birdroost/roost/lang/messages"
	"github.com/birdroost/roost/rules/game"
)

// forms are each key's English forms: "other", and "one" for a plural
// (read when first needed: the game's start waits for nothing it may
// not say).
var forms = sync.OnceValue(func() map[string]map[string]string {
	b, err := messages.Files.ReadFile("en.json")
	if err != nil {
		panic(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		panic(fmt.Sprintf("en.json: %v", err))
	}
	out := map[string]map[string]string{}
	for id, v := range raw {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[id] = map[string]string{"other": s}
			continue
		}
		var f map[string]string
		if err := json.Unmarshal(v, &f); err != nil {
			panic(fmt.Sprintf("en.json: %s: %v", id, err))
		}
		out[id] = f
	}
	return out
})

func init() { game.Words = Say }

// Say is a message in English: its key's text with the arguments filled
// in, "one" or "other" by the argument named Count (English's plural rule:
// 1 is one). A key with no message is said as the key.
func Say(m game.Msg) string {
	f, ok := forms()[m.Key]
	if !ok {
		return m.Key
	}
	data := map[string]any{}
	text := f["other"]
	for i := 0; i+1 < len(m.Args); i += 2 {
		name, _ := m.Args[i].(string)
		v := m.Args[i+1]
		if e, ok := v.(error); ok {
			v = game.Reason(e)
		}
		if sub, ok := v.(game.Msg); ok {
			v = Say(sub)
		}
		data[name] = v
		if name == "Count" && fmt.Sprint(v) == "1" && f["one"] != "" {
			text = f["one"]
		}
	}
	return fill(text, data)
}

// fill puts the arguments into a message's {{.Name}} places (the only
// template the message files use; lang's test holds it to go-i18n's).
func fill(text string, data map[string]any) string {
	var b strings.Builder
	for {
		i := strings.Index(text, "{{.")
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		j := strings.Index(text[i:], "}}")
		if j < 0 {
			b.WriteString(text)
			return b.String()
		}
		b.WriteString(text[:i])
		if v, ok := data[text[i+3:i+j]]; ok {
			fmt.Fprint(&b, v)
		} else {
			b.WriteString("<no value>")
		}
		text = text[i+j+2:]
	}
}
