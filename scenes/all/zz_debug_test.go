package all_test

import (
	"fmt"
	"testing"

	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
)

func TestZZDebugViews(t *testing.T) {
	for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
		for _, v := range phoneTables {
			d := scenetest.New(t)
			d.Screen(sz.w, sz.h, sz.dpr)
			scenetest.OnMain(func() { v.show(d.A); d.A.Anims.Finish() })
			d.Step(2)
			tb, ok := d.Top().(table.Viewer)
			if !ok {
				continue
			}
			settle(d)
			scenetest.OnMain(func() {
				c := tb.Camera()
				fmt.Printf("DBG %s %dx%d view=%v clear=%v content=%v (%dx%d) zoom=%v\n", v.name, sz.w, sz.h, c.View, c.Clear(), tb.Content(), tb.Content().Dx(), tb.Content().Dy(), c.Zoom)
			})
		}
	}
}
