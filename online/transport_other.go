//go:build !js

package online

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

var httpClient = &http.Client{Timeout: 15 * time.Second}

// postJSON sends a JSON body with the server key and reads the answer.
func postJSON(ctx context.Context, url, key string, data []byte) (reply, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(data))
	if err != nil {
		return reply{}, err
	}
	req.SetBasicAuth(key, "")
	req.Header.Set("Content-Type", "application/json")
	resp, err := httpClient.Do(req)
	if err != nil {
		return reply{}, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return reply{}, err
	}
	return reply{status: resp.StatusCode, text: resp.Status, body: raw}, nil
}

// wsConn is a coder/websocket connection.
type wsConn struct{ c *websocket.Conn }

func dial(ctx context.Context, url string) (conn, error) {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(4 << 20)
	return wsConn{c}, nil
}

func (w wsConn) Read(ctx context.Context) ([]byte, error) {
	_, raw, err := w.c.Read(ctx)
	return raw, err
}

func (w wsConn) Write(ctx context.Context, data []byte) error {
	return w.c.Write(ctx, websocket.MessageText, data)
}

func (w wsConn) Close() error    { return w.c.Close(websocket.StatusNormalClosure, "") }
func (w wsConn) CloseNow() error { return w.c.CloseNow() }
