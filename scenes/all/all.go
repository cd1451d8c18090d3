// Package all registers every game table with the app shell; the program
// imports it once, so that the shell, the menu and the setup screen never
// name a game.
package all

import (
	_ "github.com/birdroost/roost/scenes/columba"
	_ "github.com/birdroost/roost/scenes/columbiz"
	_ "github.com/birdroost/roost/scenes/falconry"
	_ "github.com/birdroost/roost/scenes/tokyodoves"
)
