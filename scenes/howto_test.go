package scenes_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
)

// How to play keeps one order of its buttons at the foot in every shape:
// Back, Prev, Learn, Next.
func TestHowToButtonsInOneOrder(t *testing.T) {
	d := scenetest.New(t)
	for _, sz := range [][2]int{{640, 360}, {390, 844}, {360, 800}} {
		d.Screen(sz[0], sz[1], 3)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHowToPage(d.A, "tokyodoves", 3)) })
		var foot []*ui.Button
		for _, w := range d.Top().(scenes.Layered).Widgets().Widgets {
			if b, ok := w.(*ui.Button); ok && b.R.Max.Y > sz[1]-60 {
				foot = append(foot, b)
			}
		}
		sort.Slice(foot, func(i, j int) bool { return foot[i].R.Min.X < foot[j].R.Min.X })
		var labels []string
		for _, b := range foot {
			labels = append(labels, b.Label)
		}
		assert.Equal(t, []string{"Back", "< Prev", "Lessons", "Next >"}, labels, "%v", sz)
	}
}

// Upright, a page whose picture leaves more room than the game's cover
// needs has no bare foot: Columbiz's dice and board sit in the middle of
// the room under the words (they sat right under them over a fifth of
// the paper bare).
func TestHowToPageLeavesNoBareFoot(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(390, 844, 3)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHowToPage(d.A, "columbiz", 3)) })
	texts, _, pic := d.Frame()
	scale := pic.Bounds().Dx() / 390
	back := d.Button("Back")
	wordsEnd := 0
	for _, tx := range texts {
		if tx.R.Max.Y < back.R.Min.Y-40 && tx.R.Min.Y > 150 {
			wordsEnd = max(wordsEnd, tx.R.Max.Y)
		}
	}
	paper := pic.At(20*scale, (wordsEnd+4)*scale)
	bare := func(y int) bool {
		for x := 30 * scale; x < 360*scale; x++ {
			if pic.At(x, y*scale) != paper {
				return false
			}
		}
		return true
	}
	above := 0
	for y := wordsEnd + 2; bare(y); y++ {
		above++
	}
	y := back.R.Min.Y - 1
	for ; y > wordsEnd && !bare(y); y-- {
	}
	below := 0
	for ; y > wordsEnd && bare(y); y-- {
		below++
	}
	assert.Greater(t, above, 0)
	assert.Less(t, below, above*3/2+12, "the paper's foot under the picture (%d bare) no larger than over it (%d)", below, above)
}

// Sideways, Columba's picture of an estate says what it shows in the body
// face, on two lines where the page's column is narrower than the caption
// (it took the small face on one line in every language).
func TestHowToColumbaEstateCaptionInTheBodyFace(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Pin(""); lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		scenetest.OnMain(func() { lang.Pin(tag) })
		d := scenetest.New(t)
		d.Screen(1280, 720, 2)
		scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewHowToPage(d.A, "columba", 2)) })
		caption := lang.T("rules.cb.art.large")
		seen := ""
		for _, tx := range d.Texts() {
			if strings.Contains(caption, tx.Text) && len(tx.Text) > 3 && tx.R.Min.X > 640/2 {
				seen += tx.Text
				assert.Equal(t, ui.Body, tx.Face, "%s: %q in the body face", tag, tx.Text)
			}
		}
		assert.NotEmpty(t, seen, "%s: the caption shown", tag)
	}
}
