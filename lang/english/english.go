// Package english says the rules' messages in English with the standard
// library alone, for the command line: its tools run in package cli's init,
// before the packages of the game (Ebitengine's window, and package lang)
// are initialised. Importing it sets game.Words. The game's own screens
// speak through package lang.
package english

import (
	"fmt"
	"sync"

	"github.com/birdroost/roost/lang/messages"
	"github.com/birdroost/roost/rules/game"
)

// catalogue is English's messages (read when first needed: the game's
// start waits for nothing it may not say).
var catalogue = sync.OnceValue(func() messages.Catalogue {
	c, err := messages.Read("en")
	if err != nil {
		panic(fmt.Sprintf("english: %v", err)) // embedded and tested: a build that cannot read it is broken
	}
	return c
})

func init() { game.Words = Say }

// Say is a message in English: its key's text with the arguments filled
// in, "one" or "other" by the argument named Count (English's plural rule:
// 1 is one). A key with no message is said as the key.
func Say(m game.Msg) string {
	data := map[string]any{}
	var count any
	counted := false
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
		if name == "Count" {
			count, counted = v, true
		}
	}
	text, ok := catalogue().Text("en", m.Key, count, counted)
	if !ok {
		return m.Key
	}
	return messages.Fill(text, data)
}
