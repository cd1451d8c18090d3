package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
)

// A Msg is something the rules say to players, in no language: the key of
// a message in Roost's message files (lang holds the words, in every
// language) and its arguments as name, value pairs. A value may be a Msg
// itself (a seat's colour, a ground), said in the same language; a value
// named Count also chooses the plural form ("1 space", "2 spaces").
type Msg struct {
	Key  string
	Args []any
}

// M is the message key with its arguments ("Who", Colour(seat), ...).
func M(key string, args ...any) Msg { return Msg{Key: key, Args: args} }

// Arg is the value of the argument named name (nil where there is none).
func (m Msg) Arg(name string) any {
	for i := 0; i+1 < len(m.Args); i += 2 {
		if m.Args[i] == name {
			return m.Args[i+1]
		}
	}
	return nil
}

// Words says a message in English for text that no screen shows (an
// error's Error, logs): the package with the words sets it. Without it a
// message is written as its key and arguments.
var Words func(Msg) string

// String is the message in English (see Words).
func (m Msg) String() string {
	if Words != nil {
		return Words(m)
	}
	var b strings.Builder
	b.WriteString(m.Key)
	for i := 0; i+1 < len(m.Args); i += 2 {
		fmt.Fprintf(&b, " %v=%v", m.Args[i], m.Args[i+1])
	}
	return b.String()
}

// A Refusal is why an action is illegal, as a message: the error that
// Apply and the games' Why return for an action a player might try.
type Refusal struct{ Msg Msg }

func (r *Refusal) Error() string { return r.Msg.String() }

// Said is the refusal's message (see Said).
func (r *Refusal) Said() Msg { return r.Msg }

// A Said error says itself to people as a message, in any language: a
// refusal, a file that could not be read (package store), a server that
// cannot be reached. Its Error stays English, for logs and the command
// line. A message's argument may be an error: it is said by its Reason.
type Said interface {
	error
	Said() Msg
}

// Refuse is a refusal with the message key and its arguments.
func Refuse(key string, args ...any) error { return &Refusal{M(key, args...)} }

// Reason is an error's message: a refusal's own, or for any other error a
// message that carries its (English) text.
//
// The system's errors about files (a folder that may not be written, a
// full disk) and data that is not JSON are said as messages too; any
// other error's text is the argument of the message "error".
func Reason(err error) Msg {
	var s Said
	if errors.As(err, &s) {
		return s.Said()
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return M("error.file", "File", filepath.Base(pe.Path), "Why", Reason(pe.Err))
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return M("error.file", "File", filepath.Base(le.New), "Why", Reason(le.Err))
	}
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn), errors.As(err, &typ):
		return M("error.format")
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return M("error.permission")
	case errors.Is(err, fs.ErrNotExist):
		return M("error.not-found")
	case errors.Is(err, syscall.ENOSPC):
		return M("error.disk-full")
	}
	return M("error", "Text", err.Error())
}

// KeyOf is a refusal's message key ("" for nil or another error).
func KeyOf(err error) string {
	var r *Refusal
	if errors.As(err, &r) {
		return r.Msg.Key
	}
	return ""
}

// colours are the message keys of the seats' colours, by their English
// names (the games' SeatName, which the command line prints).
var colours = map[string]string{
	"Red": "colour.red", "Green": "colour.green", "Blue": "colour.blue", "Gold": "colour.gold",
	"Yellow": "colour.yellow", "Purple": "colour.purple", "Grey": "colour.grey", "Black": "colour.black",
	"White": "colour.white", "Orange": "colour.orange",
}

// Colour is a seat's colour for people, from its English name.
func Colour(name string) Msg {
	if k, ok := colours[name]; ok {
		return M(k)
	}
	return M("error", "Text", name)
}

// Colours is a list of colours for people: "Red and Blue", "Red, Gold
// and Green".
func Colours(names ...string) Msg {
	items := make([]any, len(names))
	for i, n := range names {
		items[i] = Colour(n)
	}
	return List(items...)
}

// List says things as a sentence lists them ("A, B and C"): each a Msg
// or a word said as it is.
func List(items ...any) Msg {
	switch len(items) {
	case 0:
		return M("error", "Text", "")
	case 1:
		if m, ok := items[0].(Msg); ok {
			return m
		}
		return M("error", "Text", items[0])
	}
	m := M("list.and", "Most", items[0], "Last", items[len(items)-1])
	for _, n := range items[1 : len(items)-1] {
		m = M("list.and", "Most", M("list.comma", "Most", m.Arg("Most"), "Next", n), "Last", m.Arg("Last"))
	}
	return m
}

// MarshalJSON writes a message as {"key": KEY, "args": {NAME: VALUE}}, a
// value being a string, a number or a message (what the server sends, for
// each reader to say in their own language); no message is null.
func (m Msg) MarshalJSON() ([]byte, error) {
	if m.Key == "" && len(m.Args) == 0 {
		return []byte("null"), nil
	}
	out := struct {
		Key  string         `json:"key"`
		Args map[string]any `json:"args,omitempty"`
	}{Key: m.Key}
	for i := 0; i+1 < len(m.Args); i += 2 {
		name, ok := m.Args[i].(string)
		if !ok {
			return nil, fmt.Errorf("message %s: argument %d has no name", m.Key, i/2)
		}
		if out.Args == nil {
			out.Args = map[string]any{}
		}
		out.Args[name] = m.Args[i+1]
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON writes; a plain string (as older
// servers sent) is read as that text, said as it is.
func (m *Msg) UnmarshalJSON(b []byte) error {
	var s string
	switch {
	case string(b) == "null":
		*m = Msg{}
		return nil
	case json.Unmarshal(b, &s) == nil && s == "":
		*m = Msg{}
		return nil
	case json.Unmarshal(b, &s) == nil:
		*m = M("error", "Text", s)
		return nil
	}
	var in struct {
		Key  string                     `json:"key"`
		Args map[string]json.RawMessage `json:"args"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	if in.Key == "" {
		return errors.New("a message with no key")
	}
	names := make([]string, 0, len(in.Args))
	for name := range in.Args {
		names = append(names, name)
	}
	sort.Strings(names)
	out := Msg{Key: in.Key}
	for _, name := range names {
		raw := in.Args[name]
		var v any
		var str string
		var num json.Number
		var sub Msg
		switch {
		case json.Unmarshal(raw, &str) == nil:
			v = str
		case json.Unmarshal(raw, &num) == nil:
			if n, err := num.Int64(); err == nil {
				v = int(n)
			} else if f, err := num.Float64(); err == nil {
				v = f
			} else {
				return fmt.Errorf("message %s: argument %s: %v", in.Key, name, err)
			}
		case sub.UnmarshalJSON(raw) == nil:
			v = sub
		default:
			return fmt.Errorf("message %s: argument %s is not a text, a number or a message", in.Key, name)
		}
		out.Args = append(out.Args, name, v)
	}
	*m = out
	return nil
}
