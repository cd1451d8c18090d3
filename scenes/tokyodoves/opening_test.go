package tokyodoves

import (
	"image"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites/palette"
)

// TestTheOpeningShowsWhereToPlay renders a game's opening (the two
// Bosses alone, what an online table shows first) and reads its pixels:
// the ring of room to grow round the box is outlined in a colour that
// reads on the felt (its own tone read as nothing, 1.2:1), and, nothing
// picked on the player's turn, each square a dove from the hand may be
// put on carries a lit dot; once a dove is picked its squares light
// instead, and the dots go.
func TestTheOpeningShowsWhereToPlay(t *testing.T) {
	d, s := start(t, "human", "human")
	scenetest.OnMain(func() { d.A.Anims.Finish() })
	d.Step(2)
	_, _, pic := d.Frame()
	assert.GreaterOrEqual(t, palette.Contrast(colRoomEdge, ui.Felt), 3.0, "the room's outline on the felt")

	// The room to grow: every square of the ring outside the box is
	// outlined, its top edge dashed in the outline's colour.
	var places []int
	scenetest.OnMain(func() { places = s.putPlaces() })
	ox, oy := s.origin()
	cell, _ := s.ground()
	h, w := s.st.P.Box()
	rooms := 0
	for r := -1; r <= h; r++ {
		for c := -1; c <= w; c++ {
			outR, outC := r < 0 || r >= h, c < 0 || c >= w
			if outR == outC {
				continue // inside the box, or a corner beyond it
			}
			// Its outer edge, away from the box's frame.
			x, y := int(ox)+c*cell, int(oy)+r*cell
			lit := 0
			for k := 1; k < cell-1; k++ {
				p := image.Pt(x+k, y+1) // above the box: the top edge
				switch {
				case r >= h:
					p = image.Pt(x+k, y+cell-2)
				case c < 0:
					p = image.Pt(x+1, y+k)
				case c >= w:
					p = image.Pt(x+cell-2, y+k)
				}
				if pic.RGBAAt(p.X, p.Y) == colRoomEdge {
					lit++
				}
			}
			assert.GreaterOrEqual(t, lit, (cell-2)/4, "the room at row %d, column %d is outlined (%d of %d pixels)", r, c, lit, cell-2)
			rooms++
		}
	}
	assert.Equal(t, 2*(h+w), rooms)

	// The places a dove from the hand may go: the legal puts, each
	// with a lit dot at its middle.
	var want []int
	var buf [td.MaxActions]td.Act
	for _, a := range s.st.P.Generate(buf[:0]) {
		if a.Kind() == td.KindPut && !slices.Contains(want, a.To()) {
			want = append(want, a.To())
		}
	}
	require.NotEmpty(t, want)
	assert.ElementsMatch(t, want, places)
	for _, sq := range places {
		c := s.cardRect(sq)
		mid := c.Min.Add(c.Size().Div(2))
		assert.Equal(t, table.Target, pic.RGBAAt(mid.X, mid.Y), "the dot on %d", sq)
	}

	// A dove picked: its squares light, the dots go.
	side := s.st.ToMove()
	scenetest.OnMain(func() { s.SelectDove(side, td.Razor) })
	scenetest.OnMain(func() { places = s.putPlaces() })
	assert.Empty(t, places, "no dots once a dove is picked")
	assert.NotEmpty(t, s.TargetSquares())
}
