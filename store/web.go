//go:build js

package store

import "syscall/js"

const prefix = "roost/"

func storage() js.Value { return js.Global().Get("localStorage") }

func readKey(name string) ([]byte, bool, error) {
	ls := storage()
	if !ls.Truthy() {
		return nil, false, nil
	}
	v := ls.Call("getItem", prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, false, nil
	}
	return []byte(v.String()), true, nil
}

func writeKey(name string, data []byte) error {
	if ls := storage(); ls.Truthy() {
		ls.Call("setItem", prefix+name, string(data))
	}
	return nil
}

func keepBad(name string, data []byte) error { return writeKey(name+".bad", data) }
