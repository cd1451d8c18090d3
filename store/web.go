//go:build js

package store

import (
	"fmt"
	"syscall/js"

	"github.com/birdroost/roost/rules/game"
)

const prefix = "roost/"

// Dir names where the browser keeps the files, for messages.
func Dir() (string, error) { return webDir, nil }

// storage is the page's localStorage, or an error where the browser refuses
// it (private modes, blocked cookies).
func storage() (ls js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = game.Refuse("store.web.refused", "Why", fmt.Sprint(r))
		}
	}()
	ls = js.Global().Get("localStorage")
	if !ls.Truthy() {
		return ls, game.Refuse("store.web.none")
	}
	return ls, nil
}

func readKey(name string) (b []byte, ok bool, err error) {
	ls, err := storage()
	if err != nil {
		return nil, false, nil // nothing stored can be there
	}
	defer func() {
		if r := recover(); r != nil {
			b, ok, err = nil, false, game.Refuse("store.web.unread", "File", name, "Why", fmt.Sprint(r))
		}
	}()
	v := ls.Call("getItem", prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, false, nil
	}
	return []byte(v.String()), true, nil
}

// writeKey stores a value; a full or refused storage is an error, not a
// crash (setItem throws then).
func writeKey(name string, data []byte) (err error) {
	ls, err := storage()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = game.Refuse("store.web.unwritten", "File", name, "Why", fmt.Sprint(r))
		}
	}()
	ls.Call("setItem", prefix+name, string(data))
	return nil
}

// keepBad keeps a copy of damaged data under a dated name of its own.
func keepBad(name string, data []byte) (string, error) {
	bad := asideName("", name)
	return bad, writeKey(bad, data)
}

func exists(_, name string) bool {
	ls, err := storage()
	if err != nil {
		return false
	}
	v := ls.Call("getItem", prefix+name)
	return !v.IsNull() && !v.IsUndefined()
}
