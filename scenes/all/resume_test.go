package all_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/store"
)

// rulesSets are every game, variant and player count Roost has.
func rulesSets() []struct {
	def     *game.Def
	variant string
	seats   int
} {
	var out []struct {
		def     *game.Def
		variant string
		seats   int
	}
	for _, name := range game.Names() {
		d, _ := game.Lookup(name)
		for _, v := range d.Variants {
			for n := d.MinSeats; n <= d.MaxSeats; n++ {
				if d.CheckSeats(v, n) == nil {
					out = append(out, struct {
						def     *game.Def
						variant string
						seats   int
					}{d, v, n})
				}
			}
		}
	}
	return out
}

// randomGame plays a seeded random game to its end and returns the match.
func randomGame(t testing.TB, d *game.Def, variant string, seats int, seed uint64) *game.Match {
	players := make([]string, seats)
	for i := range players {
		players[i] = "human"
	}
	m, err := game.NewMatch(d, variant, players, seed, "")
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 7))
	var buf []game.Action
	for !m.State.Terminal() && len(m.History()) < 2000 {
		if m.State.ToMove() == game.Chance {
			_, err = m.ResolveChance()
		} else {
			buf = m.State.Legal(buf[:0])
			_, err = m.Play(buf[rng.IntN(len(buf))])
		}
		require.NoError(t, err)
	}
	return m
}

// A game saved after any action, mid-turn included (Falconry's second card,
// Columbiz between rolls, Columba's optional actions), is resumed through
// the real Continue saved of its setup screen and drawn in landscape and in
// portrait: it opens on the same position and nothing panics. Every rules
// set of every game is played at random; 16 of its actions, picked at random,
// are tried (every action of several games with ROOST_SOAK=1, as make soak
// does).
func TestResumeAnywhere(t *testing.T) {
	d := scenetest.New(t)
	games, per := 1, 16
	if os.Getenv("ROOST_SOAK") != "" {
		games, per = 4, 1<<30
	}
	tried := map[string]int{}
	for _, rs := range rulesSets() {
		for g := 0; g < games; g++ {
			name := fmt.Sprintf("%s-%s-%d", rs.def.Name, rs.variant, rs.seats)
			full := randomGame(t, rs.def, rs.variant, rs.seats, uint64(len(name)+100*g))
			for _, k := range resumePoints(len(full.History()), per, uint64(g)) {
				resumeAt(t, d, full, k, name)
				tried[rs.def.Name]++
			}
		}
	}
	t.Logf("resume points tried: %v", tried)
}

// resumePoints picks up to per of the actions 1..n-1, in order.
func resumePoints(n, per int, seed uint64) []int {
	var ks []int
	for k := 1; k < n; k++ {
		ks = append(ks, k)
	}
	if len(ks) > per {
		rand.New(rand.NewPCG(seed, 11)).Shuffle(len(ks), func(i, j int) { ks[i], ks[j] = ks[j], ks[i] })
		ks = ks[:per]
		sort.Ints(ks)
	}
	return ks
}

// resumeAt saves the game after its first k actions and continues it from
// the setup screen, in landscape, then turns the phone upright.
func resumeAt(t *testing.T, d *scenetest.Driver, full *game.Match, k int, name string) {
	m := replayTo(t, full, k)
	require.NoError(t, store.SaveGame(full.Def.Name, m.Record()))
	d.Screen(1280, 720, 1)
	scenetest.OnMain(func() { d.A.Show(scenes.NewSetup(d.A, full.Def.Name)) })
	d.ClickButton("Continue saved")
	require.Equal(t, full.Def.Name, d.TopName(), "%s resumed after %d actions", name, k)
	got := d.Top().(interface{ Match() *game.Match }).Match()
	require.Equal(t, m.State.String(), got.State.String(), "%s resumed after %d actions", name, k)
	require.Len(t, got.History(), k)
	d.Step(2)
	d.Render()
	d.Screen(390, 844, 3)
	d.Step(2)
	d.Render()
}

// replayTo is the match after its first k actions, made by replaying them.
func replayTo(t *testing.T, full *game.Match, k int) *game.Match {
	m, err := game.NewMatch(full.Def, full.Variant, full.Players, full.Seed, full.Start)
	require.NoError(t, err)
	for _, h := range full.History()[:k] {
		_, err := m.Play(h.Action)
		require.NoError(t, err)
	}
	return m
}
