// Command roost is the Roost game: four bird board games in one pixel-art app.
// Without arguments it opens the game window; the subcommands are tools.
package main

import (
	"fmt"
	"os"

	"github.com/birdroost/roost/cli"
)

func main() {
	if len(os.Args) > 1 && (os.Args[1] == "help" || os.Args[1] == "-h" || os.Args[1] == "--help") {
		cli.Help(os.Stdout)
		return
	}
	fmt.Println("roost: the game window is not built yet")
}
