package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sharp is part of a frame drawn at the screen's own resolution rather
// than the canvas's: a board's art at a zoom that puts its pixels between
// whole logical pixels (x4/3 on a phone of three device pixels a logical
// one: four device pixels an art pixel), where the canvas scaled up would
// blend or stretch them. The app shows it under the canvas, which the
// scene leaves clear over it; what the scene draws over it on the canvas
// (the board's marks, a panel, a dialog) lies over it on the screen.
type Sharp struct {
	Img   *ebiten.Image // Scale of its pixels a logical pixel
	At    image.Point   // where its top left lies on the canvas
	Scale int
}

var sharps []Sharp

// AddSharp shows s under the canvas this frame.
func AddSharp(s Sharp) { sharps = append(sharps, s) }

// Sharps are the frame's parts drawn at the screen's resolution, in the
// order they were added.
func Sharps() []Sharp { return sharps }

// ClearSharps starts a frame with none (the app, before its scenes draw).
func ClearSharps() { sharps = nil }
