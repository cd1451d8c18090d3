//go:build js

package online

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"syscall/js"

	"github.com/birdroost/roost/wasm/page"
)

// The browser's fetch and WebSocket: Go's net/http would add about
// 1.75 MB (gzip) to the page (docs/BENCHMARKS.md).

func postJSON(ctx context.Context, url, key string, data []byte) (reply, error) {
	abort := js.Global().Get("AbortController").New()
	stop := context.AfterFunc(ctx, func() { abort.Call("abort") })
	defer stop()
	headers := js.Global().Get("Object").New()
	headers.Set("Content-Type", "application/json")
	headers.Set("Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte(key+":")))
	opts := js.Global().Get("Object").New()
	opts.Set("method", "POST")
	opts.Set("headers", headers)
	opts.Set("body", string(data))
	opts.Set("signal", abort.Get("signal"))
	resp, err := page.Await(ctx, js.Global().Call("fetch", url, opts))
	if err != nil {
		return reply{}, err
	}
	text, err := page.Await(ctx, resp.Call("text"))
	if err != nil {
		return reply{}, err
	}
	status := resp.Get("status").Int()
	return reply{status: status, text: strconv.Itoa(status) + " " + resp.Get("statusText").String(), body: []byte(text.String())}, nil
}

// jsConn is the browser's WebSocket. Its events arrive on the page's event
// loop, which must never wait: they are queued here for Read.
type jsConn struct {
	ws    js.Value
	funcs []js.Func

	mu     sync.Mutex
	queue  [][]byte
	closed error
	wake   chan struct{} // a message or the end arrived
}

func dial(ctx context.Context, url string) (conn, error) {
	c := &jsConn{ws: js.Global().Get("WebSocket").New(url), wake: make(chan struct{}, 1)}
	opened := make(chan struct{}, 1)
	on := func(event string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		c.funcs = append(c.funcs, fn)
		c.ws.Set(event, fn)
	}
	on("onopen", func(js.Value) {
		select {
		case opened <- struct{}{}:
		default:
		}
	})
	on("onmessage", func(e js.Value) {
		c.mu.Lock()
		c.queue = append(c.queue, []byte(e.Get("data").String()))
		c.mu.Unlock()
		c.signal()
	})
	on("onerror", func(js.Value) { c.end(errors.New("the connection failed")) })
	on("onclose", func(e js.Value) {
		c.end(fmt.Errorf("closed (%d)", e.Get("code").Int()))
	})
	select {
	case <-opened:
		return c, nil
	case <-c.wake:
		_ = c.CloseNow()
		c.mu.Lock()
		defer c.mu.Unlock()
		return nil, c.closed
	case <-ctx.Done():
		_ = c.CloseNow()
		return nil, ctx.Err()
	}
}

func (c *jsConn) signal() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

func (c *jsConn) end(err error) {
	c.mu.Lock()
	if c.closed == nil {
		c.closed = err
	}
	c.mu.Unlock()
	c.signal()
}

func (c *jsConn) Read(ctx context.Context) ([]byte, error) {
	for {
		c.mu.Lock()
		if len(c.queue) > 0 {
			m := c.queue[0]
			c.queue = c.queue[1:]
			c.mu.Unlock()
			return m, nil
		}
		err := c.closed
		c.mu.Unlock()
		if err != nil {
			return nil, err
		}
		select {
		case <-c.wake:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

func (c *jsConn) Write(ctx context.Context, data []byte) error {
	c.mu.Lock()
	err := c.closed
	c.mu.Unlock()
	if err != nil {
		return err
	}
	if c.ws.Get("readyState").Int() != 1 {
		return errors.New("the connection is not open")
	}
	c.ws.Call("send", string(data))
	return nil
}

func (c *jsConn) Close() error {
	c.ws.Call("close", 1000)
	c.end(errors.New("closed"))
	return nil
}

func (c *jsConn) CloseNow() error { return c.Close() }
