//go:build !js && !(linux && !cgo)

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes"
)

// gameFor is the app itself on the desktop.
func gameFor(a *scenes.App) ebiten.Game { return a }

// gameOptions are Ebitengine's defaults on the desktop.
func gameOptions() *ebiten.RunGameOptions { return nil }
