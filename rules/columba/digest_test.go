package columba

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"math/rand/v2"
	"testing"

	"github.com/birdroost/roost/rules/game"
	"github.com/stretchr/testify/require"
)

// legalDigest plays seeded random games of every variant and seat count and
// hashes, at every step, the listed actions in their order and the answer of
// WhyPlace for every space and turn of the card around the territory (the
// refusals' words too). The move finder is tuned for speed (estates flooded
// once, only the touched estates found again for a tile): this pins that
// every such change lists and refuses exactly what the rules did before.
func legalDigest(t *testing.T, games int) (string, int) {
	h := sha256.New()
	steps := 0
	var buf []game.Action
	for _, variant := range []string{VariantJunior, VariantStandard} {
		for seats := 2; seats <= 4; seats++ {
			for g := range games {
				rng := rand.New(rand.NewPCG(uint64(g), uint64(seats*10+len(variant))))
				s, err := New(variant, seats)
				require.NoError(t, err)
				for n := 0; !s.Terminal(); n++ {
					require.Less(t, n, 2000, "the game ends")
					buf = s.Legal(buf)
					require.NotEmpty(t, buf)
					fmt.Fprintf(h, "%d:", len(buf))
					for _, a := range buf {
						fmt.Fprintf(h, "%s;", s.ActionString(a))
					}
					if s.Phase == PhaseActions || n%3 == 0 {
						whys(h, s)
					}
					steps++
					a := buf[rng.IntN(len(buf))]
					require.NoError(t, s.Apply(a, nil))
				}
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16], steps
}

// whys writes WhyPlace's answer for every space one beyond the territory's
// bounds and every turn of the card.
func whys(h hash.Hash, s *State) {
	lo, hi := s.T.Bounds()
	for y := lo.Y - 2; y <= hi.Y+2; y++ {
		for x := lo.X - 2; x <= hi.X+2; x++ {
			for r := range 4 {
				if err := s.WhyPlace(Pt{x, y}, r); err != nil {
					fmt.Fprintf(h, "%d,%d,%d=%s|", x, y, r, err)
				} else {
					fmt.Fprintf(h, "%d,%d,%d|", x, y, r)
				}
			}
		}
	}
}

func TestTheMoveFinderListsWhatTheRulesDid(t *testing.T) {
	if testing.Short() {
		t.Skip("the unit step runs it natively; -short is the WebAssembly step's")
	}
	d, steps := legalDigest(t, 4)
	t.Logf("%d positions", steps)
	// Worked out on the code before the speed-ups (f49477f). A change of the
	// rules on purpose changes it: say so in the commit and set the new one.
	require.Equal(t, "e4d3b17bfbee2057", d, "the listed actions or the refusals changed")
}
