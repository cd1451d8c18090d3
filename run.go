//go:build !(linux && !cgo)

package main

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes"
	_ "github.com/birdroost/roost/scenes/all" // every game table
	"github.com/birdroost/roost/scenes/ui"
)

// run opens the game's window (or the page's canvas) and plays until it
// closes.
func run(full bool, scale int) {
	ebiten.SetWindowTitle("Roost")
	ebiten.SetWindowSize(ui.W*scale, ui.H*scale)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	app := scenes.NewApp()
	if full {
		app.Settings.Fullscreen = true
		ebiten.SetFullscreen(true)
	}
	if err := ebiten.RunGameWithOptions(gameFor(app), gameOptions()); err != nil {
		fmt.Fprintln(os.Stderr, "roost:", err)
		os.Exit(1)
	}
}
