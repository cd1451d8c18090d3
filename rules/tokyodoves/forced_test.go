package tokyodoves

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/rules/search"
)

var regen = flag.Bool("regen", false, "generate testdata/forced.txt again")

const forcedFile = "testdata/forced.txt"

// forcedPos is a position with a forced win for the side to move in N plies
// and no fewer.
type forcedPos struct {
	N    int
	Text string // variant|N|position
	P    Pos
}

// positionText is p as `roost think` takes it: the board and the side to move.
func positionText(p Pos) string {
	return p.BoardString() + " " + strings.ToLower(SideName(int(p.Side)))
}

func readForced(t testing.TB) []forcedPos {
	f, err := os.Open(forcedFile)
	require.NoError(t, err)
	defer f.Close()
	var out []forcedPos
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "|")
		require.Len(t, parts, 3, line)
		n, err := strconv.Atoi(parts[1])
		require.NoError(t, err, line)
		p, err := ParsePosition(parts[2], parts[0] == VariantPutBack)
		require.NoError(t, err, line)
		out = append(out, forcedPos{N: n, Text: line, P: p})
	}
	require.NoError(t, sc.Err())
	return out
}

// TestGenerateForcedWins writes testdata/forced.txt: positions from random
// play with a forced win in 1, 3 and 5 plies and no fewer, each proven by
// the exhaustive search winsWithin. Run it with
//
//	go test ./rules/tokyodoves -run TestGenerateForcedWins -regen
func TestGenerateForcedWins(t *testing.T) {
	if !*regen {
		t.Skip("run with -regen to generate " + forcedFile)
	}
	const each = 8
	found := map[int]int{}
	var lines []string
	for _, p := range randomPositions(21, 6000) {
		n := 0
		for _, k := range []int{1, 3, 5} {
			if WinsWithin(p, k, nil) {
				n = k
				break
			}
		}
		if n == 0 || found[n] >= each {
			continue
		}
		found[n]++
		v := VariantStandard
		if p.PutBack {
			v = VariantPutBack
		}
		lines = append(lines, fmt.Sprintf("%s|%d|%s", v, n, positionText(p)))
		if len(lines) == 3*each {
			break
		}
	}
	require.Len(t, lines, 3*each, "found %v", found)
	head := "# Tokyo Doves positions with a forced win for the side to move in N plies and no fewer\n" +
		"# (variant|N|position), proven by exhaustive search; made by TestGenerateForcedWins -regen.\n"
	require.NoError(t, os.WriteFile(forcedFile, []byte(head+strings.Join(lines, "\n")+"\n"), 0o644))
}

// The data holds what it says: a forced win in N plies and none sooner.
func TestForcedWinsAreProven(t *testing.T) {
	ps := readForced(t)
	require.Len(t, ps, 24)
	for _, f := range ps {
		assert.True(t, WinsWithin(f.P, f.N, nil), "no win in %d: %s", f.N, f.Text)
		assert.False(t, f.N > 1 && WinsWithin(f.P, f.N-2, nil), "a quicker win: %s", f.Text)
	}
}

// The Expert, with its own settings, chooses a first move that keeps the
// win (proven by the exhaustive search after it) and proves the win in the
// right number of plies, with its expected line. Its search stops once the
// win is proven, so the test gives it no clock (the time it takes is in
// BenchmarkForcedWins).
func TestExpertFindsForcedWins(t *testing.T) {
	for _, f := range readForced(t) {
		bot := &Bot{level: "expert"}
		cfg, _ := bot.Config()
		th := bot.think(f.P, cfg, 0)
		a := Act(th.Wait())
		q := f.P
		q.Play(a)
		assert.True(t, q.Result == winFor(int(f.P.Side)) || LostWithin(q, f.N-1, nil), "the expert lets the win go in %s (plays %s)", f.Text, f.P.ActString(a))
		st := th.Stats()
		want := fmt.Sprintf("win in %d plies", f.N)
		if f.N == 1 {
			want = "win in 1 ply"
		}
		assert.Equal(t, want, search.Proof(st.Score), f.Text)
		assert.Len(t, st.Line, f.N, "the expected line of %s", f.Text)
	}
}

// BenchmarkForcedWins times the Expert with its own thinking time on the
// positions of testdata/forced.txt: the slowest position, and how many wins
// it kept.
func BenchmarkForcedWins(b *testing.B) {
	ps := readForced(b)
	var slowest time.Duration
	kept := 0
	for i := 0; i < b.N; i++ {
		kept = 0
		for _, f := range ps {
			bot := &Bot{level: "expert"}
			cfg, budget := bot.Config()
			start := time.Now()
			th := bot.think(f.P, cfg, budget)
			a := Act(th.Wait())
			slowest = max(slowest, time.Since(start))
			q := f.P
			q.Play(a)
			if q.Result == winFor(int(f.P.Side)) || LostWithin(q, f.N-1, nil) {
				kept++
			}
		}
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms/position")
	b.ReportMetric(float64(len(ps)), "positions")
	b.ReportMetric(float64(kept), "wins-kept")
}
