// Command roost is Roost: four bird board games in one pixel-art app.
// Without arguments it opens the game; the subcommands are tools
// (see `roost help`). The headless ones live in package cli.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/cli"
	"github.com/birdroost/roost/scenes"
	_ "github.com/birdroost/roost/scenes/all" // every game table
	"github.com/birdroost/roost/scenes/ui"
)

func main() {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "help", "-h", "--help":
			cli.Help(os.Stdout)
			return
		case "shot":
			os.Exit(shot(os.Args[2:]))
		}
	}
	fs := flag.NewFlagSet("roost", flag.ContinueOnError)
	full := fs.Bool("fullscreen", false, "start in fullscreen")
	scale := fs.Int("scale", 2, "window size as a multiple of 640x360")
	if err := fs.Parse(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "roost: try `roost help`")
		os.Exit(2)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "roost: unknown command %q; try `roost help`\n", fs.Arg(0))
		os.Exit(2)
	}
	if *scale < 1 || *scale > 8 {
		fmt.Fprintln(os.Stderr, "roost: --scale must be between 1 and 8")
		os.Exit(2)
	}
	run(*full, *scale)
}

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
	if err := ebiten.RunGame(gameFor(app)); err != nil {
		fmt.Fprintln(os.Stderr, "roost:", err)
		os.Exit(1)
	}
}

func shot(args []string) int {
	fs := flag.NewFlagSet("shot", flag.ContinueOnError)
	name := fs.String("scene", "", "scene to render")
	out := fs.String("out", "", "PNG file to write")
	frames := fs.Int("frames", 90, "frames to run before the picture is taken")
	size := fs.String("size", "", "screen size in CSS pixels, WIDTHxHEIGHT (portrait when taller than wide); default: the 640x360 canvas")
	dpr := fs.Float64("dpr", 1, "device pixels per CSS pixel (a phone: 3)")
	usage := func(why string) int {
		if why != "" {
			fmt.Fprintln(os.Stderr, "roost shot:", why)
		}
		fmt.Fprintln(os.Stderr, "usage: roost shot --scene NAME --out FILE.png [--frames N] [--size WxH] [--dpr R]")
		fmt.Fprintln(os.Stderr, "scenes:", scenes.ShotNames())
		return 2
	}
	if err := fs.Parse(args); err != nil || *name == "" || *out == "" || fs.NArg() > 0 || *frames < 1 {
		return usage("")
	}
	o := scenes.ShotOptions{DPR: *dpr, Frames: *frames}
	if *size != "" {
		if _, err := fmt.Sscanf(*size, "%dx%d", &o.W, &o.H); err != nil || o.W < 200 || o.H < 200 || o.W > 4000 || o.H > 4000 {
			return usage(fmt.Sprintf("--size %q: give WIDTHxHEIGHT in CSS pixels, each 200-4000 (for example 390x844)", *size))
		}
	}
	if *dpr < 1 || *dpr > 4 {
		return usage("--dpr must be between 1 and 4")
	}
	if err := scenes.Shot(*name, *out, o); err != nil {
		fmt.Fprintln(os.Stderr, "roost shot:", err)
		return 1
	}
	return 0
}
