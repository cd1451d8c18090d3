package falconry

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAJointWindowsLogShowsEveryPlayItHasRoomFor: at 1280x720 in every
// language the Joint window's buttons take one row (their words hold it:
// Japanese took two, round 35) and the log folds no numbered play while
// the panel has the room for it (a Japanese log showed two plays over a
// bare band, its entries wrapped beside the button of the older ones).
func TestAJointWindowsLogShowsEveryPlayItHasRoomFor(t *testing.T) {
	for _, tag := range languages {
		_, s := shotIn(t, tag, "falconry-joint", 1280, 720, 1)
		assert.Less(t, 3*s.threatsB.R.Dx(), s.LogRect().Dx(), "%s: the buttons four to a row (%v)", tag, s.threatsB.R)
		lr := s.LogRect()
		shown := len(s.LogTagsShown())
		_, all := s.TagsShownIn(lr)
		if shown < all {
			// One play more needs more height than the panel has,
			// even at its full width.
			more := lr
			for more.Dy() < 400 {
				if n, _ := s.TagsShownIn(more); n > shown {
					break
				}
				more.Max.Y++
			}
			assert.Greater(t, more.Dy(), lr.Dy(), "%s: %d of %d plays shown in a log %v that holds one more", tag, shown, all, lr)
		}
	}
}

// TestJointSeatTitlesKeepTheirPadding: a Joint window's seat titles end
// as far from the panel's right edge as the seat's chip lies from its
// left (the Portuguese "Dourado, com Verde" ended 2 px off it, round 35).
func TestJointSeatTitlesKeepTheirPadding(t *testing.T) {
	for _, tag := range languages {
		for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
			d, s := shotIn(t, tag, "falconry-joint", sz[0], sz[1], 1)
			for seat := 0; seat < s.st.R.Seats; seat++ {
				p, name := s.lay.hand[seat], s.nameLine(seat)
				found := false
				for _, tx := range d.Texts() {
					if strings.TrimSpace(tx.Text) == "" || !strings.HasPrefix(name, strings.TrimSpace(tx.Text)) || !tx.R.In(p) || tx.R.Min.Y > p.Min.Y+nameRow {
						continue
					}
					found = true
					assert.GreaterOrEqual(t, p.Max.X-tx.R.Max.X, namePad, "%s %v: %q at %v in %v", tag, sz, tx.Text, tx.R, p)
				}
				assert.True(t, found, "%s %v: %q drawn", tag, sz, name)
			}
		}
	}
}

// TestTheOnTheBoardWordsKeepClearOfTheirPlacesEdge: on a Joint window's
// panels the words under a pair on the board ("on the board", "en jeu",
// 盤上) keep two rows of felt between their ink, descenders included, and
// the place's edge under them, and as many from the faces over them
// (round 35 read the j of "en jeu" on the edge, 盤上 a pixel over it).
func TestTheOnTheBoardWordsKeepClearOfTheirPlacesEdge(t *testing.T) {
	for _, tag := range languages {
		for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
			d, s := shotIn(t, tag, "falconry-joint", sz[0], sz[1], 1)
			checked := 0
			for seat := 0; seat < s.st.R.Seats; seat++ {
				p, ok := s.outPairOf(seat)
				if !ok {
					continue
				}
				foot := max(p.art[0].Max.Y, p.art[1].Max.Y)
				for _, tx := range d.Texts() {
					if strings.TrimSpace(tx.Text) == "" || !strings.Contains(p.words, strings.TrimSpace(tx.Text)) || !tx.R.In(p.place) {
						continue
					}
					checked++
					assert.GreaterOrEqual(t, p.place.Max.Y-p.edge-tx.R.Max.Y, 2, "%s %v: %q at %v over its place's edge %v", tag, sz, tx.Text, tx.R, p.place)
					assert.GreaterOrEqual(t, tx.R.Min.Y-foot, 2, "%s %v: %q at %v under the faces' foot %d", tag, sz, tx.Text, tx.R, foot)
				}
			}
			assert.NotZero(t, checked, "%s %v: the words under a pair on the board", tag, sz)
		}
	}
}
