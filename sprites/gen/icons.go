package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"

	"github.com/birdroost/roost/sprites/palette"
)

// Icon is Roost's app icon at size x size pixels: the side-on dove of the
// sprite sheet, scaled by a whole number so its pixels stay square, on a
// dusk tile with a gold rim, over a night-blue rounded square.
func icon(size int) *image.NRGBA {
	dove := fromASCII(doveSide)
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	night, dusk, gold := palette.C("night"), palette.C("dusk"), palette.C("gold")
	r := size / 6 // corner radius
	rim := max(1, size/32)
	inside := func(x, y, inset, rad int) bool {
		lo, hi := inset, size-1-inset
		if x < lo || x > hi || y < lo || y > hi {
			return false
		}
		cx := min(max(x, lo+rad), hi-rad)
		cy := min(max(y, lo+rad), hi-rad)
		dx, dy := x-cx, y-cy
		return dx*dx+dy*dy <= rad*rad
	}
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			switch {
			case inside(x, y, rim*2, r-rim*2):
				img.Set(x, y, dusk)
			case inside(x, y, rim, r-rim):
				img.Set(x, y, gold)
			case inside(x, y, 0, r):
				img.Set(x, y, night)
			}
		}
	}
	b := dove.Bounds()
	s := max(1, size*5/8/max(b.Dx(), b.Dy()))
	ox, oy := (size-b.Dx()*s)/2, (size-b.Dy()*s)/2
	for y := 0; y < b.Dy()*s; y++ {
		for x := 0; x < b.Dx()*s; x++ {
			c := dove.RGBAAt(b.Min.X+x/s, b.Min.Y+y/s)
			if c.A > 0 {
				img.Set(ox+x, oy+y, color.NRGBA{c.R, c.G, c.B, 0xff})
			}
		}
	}
	return img
}

// icons are where the app icon goes: the Android host's launcher icons by
// density, and the browser page's icon (also its "add to home screen" one).
var icons = []struct {
	path string
	size int
}{
	{"mobile/android/app/src/main/res/mipmap-mdpi/ic_launcher.png", 48},
	{"mobile/android/app/src/main/res/mipmap-hdpi/ic_launcher.png", 72},
	{"mobile/android/app/src/main/res/mipmap-xhdpi/ic_launcher.png", 96},
	{"mobile/android/app/src/main/res/mipmap-xxhdpi/ic_launcher.png", 144},
	{"mobile/android/app/src/main/res/mipmap-xxxhdpi/ic_launcher.png", 192},
	{"wasm/icon.png", 192},
}

// writeIcons writes every icon under root (the repository).
func writeIcons(root string) error {
	for _, ic := range icons {
		var buf bytes.Buffer
		if err := png.Encode(&buf, icon(ic.size)); err != nil {
			return err
		}
		p := filepath.Join(root, ic.path)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	// The logo for the web page's loader, drawn in the game's own letters.
	var buf bytes.Buffer
	if err := png.Encode(&buf, logo()); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(root, "wasm", "logo.png"), buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %d icons and the logo\n", len(icons))
	return nil
}
