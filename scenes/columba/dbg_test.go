package columba

import (
	"fmt"
	"testing"

	"github.com/birdroost/roost/scenes/scenetest"
)

func TestDbgWin(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][2]int{{1280, 720}, {1000, 700}, {1920, 1080}} {
		s := shotTable(t, d, "columba-4p", sz[0], sz[1], 1)
		scenetest.OnMain(func() {
			fmt.Println(sz, "view", s.cam.View, "clear", s.cam.Clear(), "lit", s.lit(), "fitzoom", s.cam.FitZoom(s.lit()), "fits1", s.cam.Fits(s.lit(), 1), "zoom", s.cam.Zoom, "closeZ", s.closeZ(), "cap", s.cam.Cap, "canvas", s.cam.View.Max)
		})
	}
}
