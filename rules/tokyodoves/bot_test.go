package tokyodoves

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// randomPositions plays random games and collects ongoing positions.
func randomPositions(seed uint64, n int) []Pos {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []Pos
	var buf [MaxActions]Act
	for len(out) < n {
		p := Start(rng.IntN(2) == 0)
		for ply := 0; ply < 60 && p.Result == Ongoing; ply++ {
			acts := p.Generate(buf[:0])
			p.Play(acts[rng.IntN(len(acts))])
			if p.Result == Ongoing && ply > 6 && rng.IntN(5) == 0 {
				out = append(out, p)
			}
		}
	}
	return out[:n]
}

func bestAt(t *testing.T, level string, p Pos) Act {
	b, err := NewBot(level, 5)
	require.NoError(t, err)
	bot := b.(*Bot)
	cfg, _ := bot.Config()
	if level == "expert" {
		cfg.MaxDepth = 5 // a fixed depth: correctness, not speed (see the benchmarks)
	}
	return Act(bot.think(p, cfg, 0).Wait())
}

func TestBotsTakeOneMoveWinsAndDodgeOneMoveLosses(t *testing.T) {
	positions := randomPositions(3, 150)
	checked := 0
	for _, p := range positions {
		me := int(p.Side)
		canWin := WinsWithin(p, 1, nil)
		for _, level := range Levels {
			a := bestAt(t, level, p)
			require.True(t, p.Legal(a))
			q := p
			q.Play(a)
			if canWin {
				assert.Equal(t, winFor(me), q.Result, "%s missed a one-move win in %s", level, p.BoardString())
				continue
			}
			// If some action avoids an immediate loss, the bot must take one.
			if q.Result == Ongoing && WinsWithin(q, 1, nil) && safeExists(p) {
				t.Errorf("%s walked into a one-move loss in %s (%s)", level, p.BoardString(), p.ActString(a))
			}
			checked++
		}
	}
	assert.Greater(t, checked, 100)
}

func safeExists(p Pos) bool {
	var buf [MaxActions]Act
	for _, a := range p.Generate(buf[:0]) {
		q := p
		q.Play(a)
		if q.Result == winFor(int(p.Side)) || (q.Result == Ongoing && !WinsWithin(q, 1, nil)) {
			return true
		}
	}
	return false
}

func TestExpertFindsForcedWinsWithinFivePlies(t *testing.T) {
	found := 0
	for _, p := range randomPositions(11, 400) {
		if found >= 6 {
			break
		}
		if !WinsWithin(p, 5, nil) || WinsWithin(p, 3, nil) {
			continue
		}
		found++
		a := bestAt(t, "expert", p)
		q := p
		q.Play(a)
		// After the expert's move the opponent is lost within 4 more plies.
		assert.True(t, q.Result == winFor(int(p.Side)) || LostWithin(q, 4, nil), "expert missed the forced win in %s (played %s)", p.BoardString(), p.ActString(a))
	}
	assert.Greater(t, found, 0, "no forced-win positions were generated")
}

func TestBotIsDeterministicForASeed(t *testing.T) {
	for _, p := range randomPositions(5, 10) {
		assert.Equal(t, bestAt(t, "standard", p), bestAt(t, "standard", p))
	}
}

func TestSlicedThinkingGivesTheSameMove(t *testing.T) {
	p := randomPositions(9, 1)[0]
	free := bestAt(t, "expert", p)
	old := search.Sliced
	search.Sliced = true
	defer func() { search.Sliced = old }()
	b, _ := NewBot("expert", 5)
	cfg, _ := b.(*Bot).Config()
	cfg.MaxDepth = 5
	th := b.(*Bot).think(p, cfg, 0)
	steps := 0
	for !th.Step(50_000) { // 0.05 ms slices
		steps++
	}
	assert.Equal(t, free, Act(th.Best()))
	assert.Greater(t, steps, 1, "the search yielded between slices")
}

func TestCancelStopsThinking(t *testing.T) {
	b, _ := NewBot("expert", 1)
	th := b.Think(NewState(Start(false)))
	th.Step(1_000_000)
	th.Cancel()
	for !th.Step(1_000_000) {
	}
	start := Start(false)
	assert.True(t, start.Legal(Act(th.Best())) || th.Best() == 0)
}

func TestSelfplayPlaysLegalGamesToTheEnd(t *testing.T) {
	d := mustDef()
	m, err := game.NewMatch(d, "putback", []string{"beginner", "standard"}, 3, "")
	require.NoError(t, err)
	bots := []game.Bot{}
	for i := 0; i < 2; i++ {
		b, _ := NewBot(m.Players[i], uint64(i))
		bots = append(bots, b)
	}
	for !m.State.Terminal() {
		th := bots[m.State.ToMove()].Think(m.State.Clone())
		_, err := m.Play(th.(*search.Task).Wait())
		require.NoError(t, err)
	}
	assert.LessOrEqual(t, len(m.History()), MaxPlies)
}

// The Expert keeps its searcher (and its transposition table) from one
// search to the next; a search still running keeps its own, so two searches
// never share a table.
func TestBotKeepsItsSearcher(t *testing.T) {
	bot := &Bot{level: "expert"}
	cfg, _ := bot.Config()
	cfg.TTBits = 12
	quick := cfg
	quick.MaxDepth = 2
	spare := func() *search.AlphaBeta {
		bot.mu.Lock()
		defer bot.mu.Unlock()
		return bot.spare
	}

	first := bot.think(Start(false), quick, 0)
	first.Wait()
	kept := spare()
	require.NotNil(t, kept, "a finished search hands its searcher back")

	long := bot.think(Start(false), cfg, time.Minute) // runs until cancelled
	for deadline := time.Now().Add(10 * time.Second); spare() != nil; {
		long.Step(int64(time.Millisecond))
		require.True(t, time.Now().Before(deadline), "the long search never took the kept searcher")
	}
	short := bot.think(Start(false), quick, 0)
	short.Wait()
	alongside := spare()
	require.NotNil(t, alongside)
	assert.NotSame(t, kept, alongside, "the search that ran alongside had its own table")

	long.Cancel()
	long.Wait()
	assert.Same(t, kept, spare(), "the long search hands its searcher back when it ends")

	again := bot.think(Start(false), quick, 0)
	again.Wait()
	assert.Same(t, kept, spare(), "the next search reuses the kept searcher, with its own settings")
	assert.NotZero(t, again.Best())
}
