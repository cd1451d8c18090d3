// Package messages holds Roost's message files, one a language: a key and
// its text, or its plural forms ("one", "other") by the language's rule,
// with {{.Name}} slots for the arguments (go-i18n's JSON format, which the
// translators' tools read). It reads them, chooses a plural form and fills
// the slots, with the standard library alone, for package lang and the
// English of package english.
//
// English is always embedded. The other languages are embedded in the
// desktop and phone builds; the browser's download carries English alone
// and fetches another language's file from the page's folder
// (lang/TAG.json, scripts/web.sh puts them there) when it is first spoken.
package messages

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
)

// Forms are one key's texts by plural form: "other", and "one" for a
// message that has a plural.
type Forms = map[string]string

// Catalogue is one language's messages by key.
type Catalogue map[string]Forms

// Read is a language's catalogue ("en", "fr", "pt-PT", "ja"), read once
// and then shared (a catalogue is never changed). In the browser a
// language other than English is fetched the first time: the call waits
// for it (see Here), and a fetch that failed is tried again at the next
// call.
func Read(tag string) (Catalogue, error) {
	readMu.Lock()
	c, ok := read[tag]
	readMu.Unlock()
	if ok {
		return c, nil
	}
	b, err := file(tag)
	if err != nil {
		return nil, err
	}
	if c, err = Parse(tag+".json", b); err != nil {
		return nil, err
	}
	readMu.Lock()
	defer readMu.Unlock()
	read[tag] = c
	return c, nil
}

var (
	readMu sync.Mutex
	read   = map[string]Catalogue{}
)

// Parse reads a message file: each key's text (a string) or its forms (an
// object of "one", "other" and an optional "description", which is
// dropped).
func Parse(name string, b []byte) (Catalogue, error) {
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("messages/%s: %v", name, err)
	}
	out := make(Catalogue, len(raw))
	for id, v := range raw {
		switch v := v.(type) {
		case string:
			out[id] = Forms{"other": v}
			continue
		case map[string]any:
			forms := make(Forms, len(v))
			for form, text := range v {
				t, ok := text.(string)
				if !ok {
					return nil, fmt.Errorf("messages/%s: %s: its %q is not a text", name, id, form)
				}
				if form != "description" {
					forms[form] = t
				}
			}
			if forms["other"] == "" {
				return nil, fmt.Errorf("messages/%s: %s has no \"other\" form", name, id)
			}
			out[id] = forms
		default:
			return nil, fmt.Errorf("messages/%s: %s is neither a text nor its forms", name, id)
		}
	}
	return out, nil
}

// Form is the plural form a count takes in a language, by CLDR's rules as
// far as Roost's languages need them: English and Portuguese (Portugal)
// say "one" of 1 alone (not of 1.0), French of 0 and 1 (and 1.5: its
// integer part), Japanese has no plural. The count is an integer or a
// decimal number (any value whose fmt form is one); anything else is
// "other".
func Form(tag string, count any) string {
	s := strings.TrimPrefix(fmt.Sprint(count), "-")
	i, frac, _ := strings.Cut(s, ".")
	if i == "" || strings.Trim(i, "0123456789") != "" || strings.Trim(frac, "0123456789") != "" {
		return "other"
	}
	i = strings.TrimLeft(i, "0")
	base, _, _ := strings.Cut(tag, "-")
	switch {
	case base == "fr" && (i == "" || i == "1"):
		return "one"
	case (base == "en" || tag == "pt-PT") && i == "1" && !strings.Contains(s, "."):
		return "one"
	}
	return "other"
}

// Text is a message's text for the arguments' count: the form the count
// takes where the message has it, else "other". ok is false for a key the
// catalogue lacks.
func (c Catalogue) Text(tag, id string, count any, counted bool) (text string, ok bool) {
	f, ok := c[id]
	if !ok {
		return "", false
	}
	if counted {
		if t, ok := f[Form(tag, count)]; ok {
			return t, true
		}
	}
	return f["other"], true
}

// Fill puts the arguments into a message's {{.Name}} slots (the only
// template the message files use: the catalogue tests hold them to it), as
// fmt prints them; a slot with no argument says "<no value>".
func Fill(text string, data map[string]any) string {
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
		if v, ok := data[strings.TrimSpace(text[i+3:i+j])]; ok {
			fmt.Fprint(&b, v)
		} else {
			b.WriteString("<no value>")
		}
		text = text[i+j+2:]
	}
}

// Here reports whether Read will not wait for a language's file: it is
// embedded in this build, or was read already.
func Here(tag string) bool {
	readMu.Lock()
	_, ok := read[tag]
	readMu.Unlock()
	return ok || embedded(tag)
}
