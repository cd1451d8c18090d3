//go:build js

package store

import (
	"fmt"
	"io/fs"
	"strings"
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

// readKey reads a value, no longer than its kind's limit (a longer one is
// set aside).
func readKey(name string) ([]byte, bool, error) {
	b, ok, err := getItem(name)
	if err != nil {
		return nil, false, err
	}
	if !ok {
		release(name) // gone: nothing is held any more
		return nil, false, nil
	}
	if int64(len(b)) > limitOf(name) {
		return nil, false, setAside(name, fmt.Errorf("%w (%d bytes; at most %d are read)", ErrTooLong, len(b), limitOf(name)))
	}
	return b, true, nil
}

func getItem(name string) (b []byte, ok bool, err error) {
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

// setItem stores a value; a full or refused storage is an error, not a
// crash (setItem throws then).
func setItem(name string, data []byte) (err error) {
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

// writeKey stores a value; a full or refused storage is an error, not a
// crash (setItem throws then). A damaged value that could not be set aside
// is not written over (held).
func writeKey(name string, data []byte) error {
	if err := unheld(name); err != nil {
		return err
	}
	return setItem(name, data)
}

// moveAside keeps a value under a dated name of its own and removes it
// from its own (the browser has no rename: where the copy does not fit,
// the value stays where it is).
func moveAside(name string) (as string, err error) {
	defer func() {
		if r := recover(); r != nil {
			as, err = "", fmt.Errorf("the browser's storage refused: %v", r)
		}
	}()
	b, ok, err := getItem(name)
	if err != nil {
		return "", fmt.Errorf("it could not be read again: %v", err)
	}
	if !ok {
		return "", fs.ErrNotExist // gone: nothing to set aside
	}
	bad := asideName("", name)
	if err := setItem(bad, b); err != nil {
		return "", err
	}
	ls, err := storage()
	if err != nil {
		return "", err
	}
	ls.Call("removeItem", prefix+name)
	return bad, nil
}

// removeKey removes a value.
func removeKey(name string) (err error) {
	ls, err := storage()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's storage refused to remove %s: %v", name, r)
		}
	}()
	ls.Call("removeItem", prefix+name)
	return nil
}

func exists(_, name string) bool {
	ls, err := storage()
	if err != nil {
		return false
	}
	v := ls.Call("getItem", prefix+name)
	return !v.IsNull() && !v.IsUndefined()
}

// listKeys are the names of the values stored that begin with prefix and
// end with suffix.
func listKeys(pre, suf string) (out []string, err error) {
	ls, err := storage()
	if err != nil {
		return nil, nil
	}
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("the browser's storage could not be listed: %v", r)
		}
	}()
	for i := 0; i < ls.Get("length").Int(); i++ {
		k := ls.Call("key", i)
		if k.IsNull() {
			continue
		}
		n, ok := strings.CutPrefix(k.String(), prefix+pre)
		if ok && strings.HasSuffix(n, suf) && len(n) > len(suf) {
			out = append(out, pre+n)
		}
	}
	return out, nil
}
