package all

// Online play in the app, on every platform (in the browser over the
// browser's own fetch and WebSocket: online/transport_js.go).
import _ "github.com/birdroost/roost/scenes/lobby"
