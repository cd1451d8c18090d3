//go:build js

// Package page is what the Go program asks of the browser page it runs
// in: a promise awaited, a file fetched from the page's folder. (Go's
// net/http would add about 1.75 MB (gzip) to the download,
// docs/BENCHMARKS.md.)
package page

import (
	"context"
	"errors"
	"fmt"
	"syscall/js"
)

// Await waits for a promise: its value, or why it failed. Only the
// goroutine that calls it waits: the page and the game's frames go on.
func Await(ctx context.Context, p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{v: args[0]}
		return nil
	})
	bad := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		done <- result{err: errors.New(msg)}
		return nil
	})
	defer ok.Release()
	defer bad.Release()
	p.Call("then", ok, bad)
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		return js.Undefined(), ctx.Err()
	}
}

// Fetch reads a file from the page's folder (a path relative to the
// page, "lang/fr.json"): its bytes, or an error that names the file and
// what went wrong (the network, or the server's status).
func Fetch(path string) ([]byte, error) {
	ctx := context.Background()
	resp, err := Await(ctx, js.Global().Call("fetch", path))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if !resp.Get("ok").Bool() {
		return nil, fmt.Errorf("%s: %d %s", path, resp.Get("status").Int(), resp.Get("statusText").String())
	}
	buf, err := Await(ctx, resp.Call("arrayBuffer"))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	arr := js.Global().Get("Uint8Array").New(buf)
	b := make([]byte, arr.Get("length").Int())
	js.CopyBytesToGo(b, arr)
	return b, nil
}
