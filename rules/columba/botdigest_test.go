package columba

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
	"github.com/stretchr/testify/require"
)

// botDigest plays seeded random games of both variants and two to four
// seats and, every few positions, asks a fresh bot of each level (the
// Expert more rarely) what it would play, its time counted in steps
// (search.Counted, as in a replay's analysis) so that the Expert's lookahead
// runs alike on every machine; it hashes every chosen action with the value
// the bot gave it. The bots' judging is tuned for speed (scratch space
// reused): this pins that every such change plays exactly as before.
func botDigest(t *testing.T, games, every, expertEvery int) (string, int) {
	def, err := game.Lookup("columba")
	require.NoError(t, err)
	defer search.Counted(search.Counted(def.JudgeStep))
	h := sha256.New()
	asked := 0
	var buf []game.Action
	for _, variant := range []string{VariantJunior, VariantStandard} {
		for seats := 2; seats <= 4; seats++ {
			for g := range games {
				seed := uint64(100*seats + 10*g + len(variant))
				rng := rand.New(rand.NewPCG(seed, 7))
				s, err := New(variant, seats)
				require.NoError(t, err)
				for n := 0; !s.Terminal(); n++ {
					require.Less(t, n, 2000, "the game ends")
					if s.ToMove() != game.Chance && n%every == 0 {
						for _, l := range Levels {
							if l == "expert" && n%expertEvery != 0 {
								continue
							}
							b, err := NewBot(l, seed+uint64(n))
							require.NoError(t, err)
							th := b.Think(s.Clone())
							for !th.Step(int64(1e9)) {
							}
							a := th.Best()
							st := th.(*search.Task).Stats()
							fmt.Fprintf(h, "%d:%s:%s=%v,%v;", n, l, s.ActionString(a), st.Valued, st.Value)
							asked++
						}
					}
					buf = s.Legal(buf)
					require.NotEmpty(t, buf)
					require.NoError(t, s.Apply(buf[rng.IntN(len(buf))], nil))
				}
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16], asked
}

func TestTheBotsPlayWhatTheyDid(t *testing.T) {
	if testing.Short() {
		t.Skip("the unit step runs it natively; -short is the WebAssembly step's")
	}
	d, asked := botDigest(t, 1, 3, 12)
	t.Logf("%d decisions", asked)
	// Worked out on the code before the bots' judging was sped up
	// (ba1b36f). A change of the bots on purpose changes it: say so in the
	// commit and set the new one.
	require.Equal(t, "ef6be5d1d8e59df0", d, "a bot chose another action or value")
}
