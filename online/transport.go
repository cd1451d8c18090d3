package online

import "context"

// conn is the realtime connection under a Socket: Go's websocket library
// on desktops and phones (transport_other.go), the browser's own WebSocket
// in the browser build (transport_js.go), which must not carry Go's
// net/http.
type conn interface {
	// Read waits for the next text message.
	Read(ctx context.Context) ([]byte, error)
	// Write sends a text message.
	Write(ctx context.Context, data []byte) error
	// Close says goodbye and closes.
	Close() error
	// CloseNow closes without a goodbye, as a lost network does.
	CloseNow() error
}

// reply is an HTTP answer: its status and body.
type reply struct {
	status int
	text   string // "409 Conflict"
	body   []byte
}
