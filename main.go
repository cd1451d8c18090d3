//go:build !js && !(linux && !cgo)

// Command roost is Roost: four bird board games in one pixel-art app.
// Without arguments it opens the game; the subcommands are tools
// (see `roost help`). The headless ones live in package cli.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/birdroost/roost/cli"
	"github.com/birdroost/roost/scenes"
)

func main() {
	// Help and the tools were handled by package cli's init, before any
	// window code ran (see cli.Early).
	if len(os.Args) > 1 && os.Args[1] == "shot" {
		os.Exit(shot(os.Args[2:]))
	}
	if len(os.Args) > 1 && os.Args[1] == "online" {
		os.Exit(online(os.Args[2:]))
	}
	p, err := cli.ParsePlay(os.Args[1:])
	if err != nil { // (cli.Early has refused it already)
		fmt.Fprintf(os.Stderr, "roost: %v; try `roost help`\n", err)
		os.Exit(2)
	}
	run(p.Fullscreen, p.Scale)
}

func shot(args []string) int {
	fs := flag.NewFlagSet("shot", flag.ContinueOnError)
	name := fs.String("scene", "", "scene to render")
	out := fs.String("out", "", "PNG file to write")
	frames := fs.Int("frames", 90, "frames to run before the picture is taken")
	size := fs.String("size", "", "screen size in CSS pixels, WIDTHxHEIGHT (portrait when taller than wide); default: the 640x360 canvas")
	dpr := fs.Float64("dpr", 1, "device pixels per CSS pixel (a phone: 3)")
	phone := fs.Bool("phone", false, "render as the phone app does: fingers, not keys (tap, no key hints, no Quit)")
	list := fs.Bool("list", false, "list the scenes")
	fs.SetOutput(io.Discard)
	usage := func(why string) int {
		if why != "" {
			fmt.Fprintln(os.Stderr, "roost shot:", why)
		}
		fmt.Fprintln(os.Stderr, cli.ShotUsage)
		fmt.Fprintln(os.Stderr, "scenes:", scenes.ShotNames())
		return 2
	}
	err := fs.Parse(args)
	if err == nil && *list {
		fmt.Println(strings.Join(scenes.ShotNames(), "\n"))
		return 0
	}
	if err != nil {
		return usage(err.Error())
	}
	if *name == "" || *out == "" || fs.NArg() > 0 || *frames < 1 {
		return usage("")
	}
	o := scenes.ShotOptions{DPR: *dpr, Frames: *frames, Phone: *phone}
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
