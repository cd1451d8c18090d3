//go:build !js

package all

// Online play in the app (the browser build has it not yet: its network
// code must not carry Go's net/http, see docs/ONLINE.md).
import _ "github.com/birdroost/roost/scenes/lobby"
