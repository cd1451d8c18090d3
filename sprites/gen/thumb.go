package main

import (
	"image"
	"image/color"
)

// half is src at half its size for a list's small picture (the online
// screens' rows): each 2x2 block of its pixels becomes the colour most
// of the block has, a tie going to the one nearest the block's mean.
// So the picture stays whole and in the cover's own colours, a pixel a
// pixel: shrunk with smoothing it was a blur of 53 to 67 colours, and the
// mean snapped to the nearest palette colour speckles the scene with
// colours it has not (the Falconry cards' wood and tan edges).
func half(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx()/2, b.Dy()/2))
	for y := 0; y < b.Dy()/2; y++ {
		for x := 0; x < b.Dx()/2; x++ {
			var px [4]color.RGBA
			var mean [4]int
			for i := range px {
				px[i] = src.RGBAAt(b.Min.X+2*x+i%2, b.Min.Y+2*y+i/2)
				mean[0] += int(px[i].R)
				mean[1] += int(px[i].G)
				mean[2] += int(px[i].B)
				mean[3] += int(px[i].A)
			}
			far := func(c color.RGBA) int {
				d := 0
				for k, v := range []uint8{c.R, c.G, c.B, c.A} {
					e := 4*int(v) - mean[k]
					d += e * e
				}
				return d
			}
			best, most := px[0], 0
			for _, c := range px {
				n := 0
				for _, o := range px {
					if o == c {
						n++
					}
				}
				if n > most || n == most && far(c) < far(best) {
					best, most = c, n
				}
			}
			dst.SetRGBA(x, y, best)
		}
	}
	return dst
}
