package falconry

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

var regen = flag.Bool("regen", false, "generate testdata/forced.txt again (minutes)")

// forcedFile holds positions with a forced win, one a line:
// variant|turns|position, where turns is the fewest turns of the side to act
// the win takes, proven by the exhaustive search.
const forcedFile = "testdata/forced.txt"

// maxTurns is the longest forced win the set holds, by variant.
var maxTurns = map[string]int{Duel: 3, DuelFast: 2}

// TestGenerateForcedWins plays games between weak bots and keeps positions
// where the exhaustive search proves a forced win in 1, 2 or 3 turns (and
// none shorter), a few of each: go test ./rules/falconry -run
// TestGenerateForcedWins -regen.
func TestGenerateForcedWins(t *testing.T) {
	if !*regen {
		t.Skip("run with -regen to generate " + forcedFile)
	}
	const want = 8
	var lines []string
	for _, variant := range []string{Duel, DuelFast} {
		found := map[int]int{}
		rng := game.NewRand(11)
		for g := 0; g < 400 && len(found) < maxTurns[variant] || !enough(found, maxTurns[variant], want); g++ {
			s, _ := NewState(variant)
			bots := [2]game.Bot{}
			for i := range bots {
				bots[i], _ = NewBot([]string{"beginner", "standard"}[rng.IntN(2)], rng.Uint64())
			}
			took := map[int]bool{} // one position of each length a game
			for !s.Over {
				if s.Done == 0 && s.TurnNo > 6 && rng.IntN(3) == 0 {
					v := &Solver{All: true}
					start := time.Now()
					turn, n, stopped := v.ForcedWin(s, maxTurns[variant], search.Limit(20*time.Second))
					line := fmt.Sprintf("%s|%d|%s", variant, n, s)
					if turn != nil && found[n] < want && !took[n] && !slices.Contains(lines, line) {
						found[n]++
						took[n] = true
						lines = append(lines, line)
						t.Logf("%s win in %d (%v, %d nodes): %s", variant, n, time.Since(start), v.Nodes, s)
					} else if stopped {
						t.Logf("%s: gave up after %v", variant, time.Since(start))
					}
				}
				th := bots[s.To].Think(s.Copy())
				th.Step(1e9)
				for !th.Step(1e9) {
				}
				s.Play(Act(th.Best()), nil)
			}
			if enough(found, maxTurns[variant], want) {
				break
			}
		}
	}
	require.NoError(t, os.MkdirAll("testdata", 0o755))
	require.NoError(t, os.WriteFile(forcedFile, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
}

func enough(found map[int]int, max, want int) bool {
	for n := 1; n <= max; n++ {
		if found[n] < want {
			return false
		}
	}
	return true
}

type forced struct {
	variant string
	turns   int
	pos     string
}

func loadForced(t testing.TB) []forced {
	f, err := os.Open(forcedFile)
	require.NoError(t, err)
	defer f.Close()
	var out []forced
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), "|", 3)
		require.Len(t, parts, 3)
		n, err := strconv.Atoi(parts[1])
		require.NoError(t, err)
		out = append(out, forced{parts[0], n, parts[2]})
	}
	return out
}

// The expert finds every forced win of the set, and the turn it chooses is
// proven by the exhaustive search to keep the win in hand; "roost think"'s
// proof says how many turns it takes. (How long it takes is measured by
// BenchmarkForcedWins, with the bot's own budget.)
func TestExpertFindsForcedWins(t *testing.T) {
	all := loadForced(t)
	byTurns := map[string]int{}
	for i, f := range all {
		if testing.Short() && i%3 != 0 {
			continue
		}
		s := pos(t, f.variant, f.pos)
		name := fmt.Sprintf("%s win in %d: %s", f.variant, f.turns, f.pos)
		assert.Equal(t, fmt.Sprintf("win in %d turn%s", f.turns, map[bool]string{true: "s"}[f.turns > 1]), s.Proven(), name)
		b, err := NewBot("expert", 1)
		require.NoError(t, err)
		// The search stops as soon as it has the win: a long budget only
		// keeps a slow machine (or the race detector) from cutting it short.
		b.(*Bot).SetBudget(time.Minute)
		acts := thinkWith(t, b, s)
		c := s.Copy()
		for _, a := range acts {
			c.Play(a, nil)
		}
		if f.turns == 1 {
			assert.True(t, c.Over && s.R.Partners(c.Res.Winners[0], s.To), name)
		} else {
			v := &Solver{All: true}
			won, _ := v.Wins(c, s.To, f.turns-1, nil)
			assert.True(t, won, "%s: the expert played %v, which lets the win go", name, acts)
		}
		byTurns[fmt.Sprintf("%s/%d", f.variant, f.turns)]++
	}
	for v, max := range maxTurns {
		for n := 1; n <= max; n++ {
			assert.Positive(t, byTurns[fmt.Sprintf("%s/%d", v, n)], "%s win in %d", v, n)
		}
	}
}

// The forcing (threat-space) search proves nothing false: in games between
// bots, every win of two or more turns it finds the exhaustive search
// confirms.
func TestForcingSearchIsSound(t *testing.T) {
	rng := game.NewRand(5)
	checked, want := 0, 8
	if testing.Short() {
		want = 2
	}
	for g := 0; g < 30 && checked < want; g++ {
		variant := []string{Duel, DuelFast}[g%2]
		s, _ := NewState(variant)
		var bots [2]game.Bot
		for i := range bots {
			bots[i], _ = NewBot("beginner", rng.Uint64())
		}
		for !s.Over && checked < want {
			if s.Done == 0 && s.TurnNo > 6 {
				v := &Solver{MaxNodes: 30000}
				if turn, n, _ := v.ForcedWin(s, maxTurns[variant], nil); turn != nil && n > 1 {
					c := s.Copy()
					for _, a := range turn {
						c.Play(a, nil)
					}
					won, stopped := (&Solver{All: true, MaxNodes: 3000000}).Wins(c, s.To, n-1, nil)
					assert.True(t, won || stopped, "%s: %v does not win in %d", s, turn, n)
					if won {
						checked++
					}
				}
			}
			th := bots[s.To].Think(s.Copy())
			for !th.Step(1e9) {
			}
			s.Play(Act(th.Best()), nil)
		}
	}
	assert.Equal(t, want, checked, "forced wins found and confirmed")
}

// BenchmarkForcedWins times the expert, with its own budget, on every
// position of the set, and counts the wins it keeps (proven afterwards by
// the exhaustive search, outside the timing).
func BenchmarkForcedWins(b *testing.B) {
	all := loadForced(b)
	var worst time.Duration
	found := 0
	for i := 0; i < b.N; i++ {
		found = 0
		for _, f := range all {
			s, _ := ParsePosition(f.variant, f.pos)
			bot, _ := NewBot("expert", 1)
			c := s.Copy()
			start := time.Now()
			for !c.Over && c.To == s.To {
				th := bot.Think(c.Copy())
				for !th.Step(1e9) {
				}
				c.Play(Act(th.Best()), nil)
			}
			worst = max(worst, time.Since(start))
			b.StopTimer()
			if c.Over {
				if len(c.Res.Winners) > 0 && s.R.Partners(c.Res.Winners[0], s.To) {
					found++
				}
			} else if won, _ := (&Solver{All: true}).Wins(c, s.To, f.turns-1, nil); won {
				found++
			} else {
				b.Logf("missed: %s|%d|%s", f.variant, f.turns, f.pos)
			}
			b.StartTimer()
		}
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms/turn")
	b.ReportMetric(float64(found), "wins-kept")
	b.ReportMetric(float64(len(all)), "positions")
}

// nearlyFull reads each line once and slides its windows; it counts what
// counting every window space by space counts.
func TestNearlyFullSlidesExactly(t *testing.T) {
	slow := func(v *Solver, s *State, spaces [][2]int, a, b int) (near, far int) {
		for _, w := range spaces {
			p := Pt{w[0] - s.B.OX, w[1] - s.B.OY}
			for x := 0; x < s.R.Seats; x++ {
				if !s.R.Partners(x, v.side) {
					continue
				}
				l := s.R.PathLen[x]
				for _, d := range Dirs {
					for k := 0; k < l; k++ {
						own, _ := count(&s.B, Pt{p.X - d.X*k, p.Y - d.Y*k}, d, l, x)
						if l-own <= a {
							near++
						}
						if l-own <= b {
							far++
						}
					}
				}
			}
		}
		return near, far
	}
	rapid.Check(t, func(t *rapid.T) {
		s, err := NewState(rapid.SampledFrom(Variants).Draw(t, "variant"))
		require.NoError(t, err)
		var buf [MaxActions]Act
		for i := rapid.IntRange(0, 60).Draw(t, "actions"); i > 0 && !s.Over; i-- {
			legal := s.Generate(buf[:0])
			s.Play(legal[rapid.IntRange(0, len(legal)-1).Draw(t, "choice")], nil)
		}
		v := &Solver{side: rapid.IntRange(0, s.R.Seats-1).Draw(t, "side")}
		var spaces [][2]int
		for y := -1; y <= s.B.H; y++ {
			for x := -1; x <= s.B.W; x++ {
				spaces = append(spaces, [2]int{x + s.B.OX, y + s.B.OY})
			}
		}
		a, b := rapid.IntRange(0, 6).Draw(t, "a"), rapid.IntRange(0, 6).Draw(t, "b")
		n1, f1 := v.nearlyFull(s, spaces, a, b)
		n2, f2 := slow(v, s, spaces, a, b)
		if n1 != n2 || f1 != f2 {
			t.Fatalf("%s: nearlyFull %d,%d, space by space %d,%d", s, n1, f1, n2, f2)
		}
	})
}
