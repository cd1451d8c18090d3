package all_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// TestAWrappedStatusLineIsBalanced: on both phones held upright, a table's
// status line that takes two lines shares its words out between them (the
// last line a third of the first's width or more: the tenth reader saw "1
// heath." and "card." alone under a full line), and the band keeps the
// spacing unit (4 px) under its last line's letters in the body face.
func TestAWrappedStatusLineIsBalanced(t *testing.T) {
	two := 0
	for _, sz := range phones {
		for _, v := range phoneTables {
			t.Run(fmt.Sprintf("%s/%dx%d", v.name, sz.w, sz.h), func(t *testing.T) {
				d := scenetest.New(t)
				scenetest.OnMain(func() { d.A.Phone = true }) // (fingers: "tap")
				d.Screen(sz.w, sz.h, sz.dpr)
				scenetest.OnMain(func() { v.show(d.A); d.A.Anims.Finish() })
				d.Step(2)
				settle(d)
				band := 2*ui.LineH + 6 // the status band upright (one line of the body face: more)
				var lines []ui.TextDraw
				for _, tx := range d.Texts() {
					if tx.R.Min.Y >= ui.H-band && tx.Text != "" {
						lines = append(lines, tx)
					}
				}
				require.NotEmpty(t, lines, "the table says what to do")
				sort.Slice(lines, func(i, j int) bool { return lines[i].R.Min.Y < lines[j].R.Min.Y })
				last := lines[len(lines)-1]
				if last.Face == ui.Body { // (three lines of the small face fill the band: Columba's close-up on a 360x800 phone)
					assert.LessOrEqual(t, last.R.Max.Y, ui.H-4, "%q keeps the unit under its letters", last.Text)
				}
				if len(lines) == 2 && lines[0].Face == ui.Body {
					two++
					first := lines[0]
					assert.GreaterOrEqual(t, 3*last.R.Dx(), first.R.Dx(), "%q under %q: the lines balanced", last.Text, first.Text)
				}
			})
		}
	}
	assert.Positive(t, two, "some status lines take two lines")
}

// TestATwoLineStatusBreaksBetweenItsParts: on both phones held upright, in
// every language, a Columba table's status line that takes two lines in
// the body face breaks where one of its parts ends (a sentence, a clause,
// a phrase, before a list), never between a word and its object (the 27th reader found
// "tap near a dot to zoom, then on" / "it; Turn turns it." and 160 CSS px
// of the bar bare).
func TestATwoLineStatusBreaksBetweenItsParts(t *testing.T) {
	two := 0
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range phones {
			for _, v := range phoneTables {
				if !strings.HasPrefix(v.name, "columba") {
					continue
				}
				t.Run(fmt.Sprintf("%s/%s/%dx%d", l, v.name, sz.w, sz.h), func(t *testing.T) {
					d := scenetest.New(t)
					require.NoError(t, lang.Use(l))
					defer lang.Use("en")
					scenetest.OnMain(func() { d.A.Phone = true })
					d.Screen(sz.w, sz.h, sz.dpr)
					scenetest.OnMain(func() { v.show(d.A); d.A.Anims.Finish() })
					d.Step(2)
					settle(d)
					band := 2*ui.LineH + 6
					var lines []ui.TextDraw
					for _, tx := range d.Texts() {
						if tx.R.Min.Y >= ui.H-band && tx.Text != "" {
							lines = append(lines, tx)
						}
					}
					sort.Slice(lines, func(i, j int) bool { return lines[i].R.Min.Y < lines[j].R.Min.Y })
					if len(lines) != 2 || lines[0].Face != ui.Body {
						return
					}
					two++
					end, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(lines[0].Text))
					assert.Contains(t, ".!?;:,。！？；：、", string(end), "%q / %q: the first line ends a part", lines[0].Text, lines[1].Text)
				})
			}
		}
	}
	assert.Positive(t, two, "some status lines take two lines")
}
