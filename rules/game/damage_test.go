package game_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	_ "github.com/birdroost/roost/rules/columba"
	_ "github.com/birdroost/roost/rules/columbiz"
	_ "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	_ "github.com/birdroost/roost/rules/tokyodoves"
)

// randomRecords are records of games of every game played at random from
// fixed seeds: some finished, some stopped midway (as a save is).
func randomRecords(t testing.TB, perGame int) []string {
	var out []string
	for _, name := range []string{"tokyodoves", "columbiz", "columba", "falconry"} {
		d, err := game.Lookup(name)
		require.NoError(t, err)
		for i := 0; i < perGame; i++ {
			rng := rand.New(rand.NewPCG(uint64(i), 44))
			v := d.Variants[i%len(d.Variants)]
			seats := d.MinSeats
			if d.SeatsFor != nil {
				seats = d.SeatsFor(v)[0]
			}
			players := make([]string, seats)
			for s := range players {
				players[s] = "human"
			}
			m, err := game.NewMatch(d, v, players, uint64(1000+i), "")
			require.NoError(t, err)
			stop := 400
			if i%2 == 1 {
				stop = 20 + rng.IntN(60) // a save midway
			}
			var buf []game.Action
			for n := 0; n < stop && !m.State.Terminal(); n++ {
				if m.State.ToMove() == game.Chance {
					_, err = m.ResolveChance()
				} else {
					buf = m.State.Legal(buf)
					_, err = m.Play(buf[rng.IntN(len(buf))])
				}
				require.NoError(t, err)
			}
			out = append(out, m.Record())
		}
	}
	return out
}

// outcome of loading a damaged record: refused, the same game, another
// game with a word that it could not be checked, or another game silently.
type outcome int

const (
	refused outcome = iota
	same
	otherWithWord
	otherSilently
)

func load(whole, text string) outcome {
	m, err := game.LoadRecord(text)
	switch {
	case err != nil:
		return refused
	case m.Record() == whole:
		return same
	case m.Unchecked.Key != "":
		return otherWithWord
	}
	return otherSilently
}

// damage changes a record once: a byte changed, deleted or added, a line
// deleted, doubled, or swapped with another.
func damage(rng *rand.Rand, rec string) string {
	switch rng.IntN(7) {
	case 0:
		i := rng.IntN(len(rec))
		b := []byte(rec)
		b[i] = byte(rng.IntN(256))
		return string(b)
	case 1:
		i := rng.IntN(len(rec))
		return rec[:i] + rec[i+1:]
	case 2:
		i := rng.IntN(len(rec) + 1)
		return rec[:i] + string(rune("0123456789abcdefghijklmnopqrstuvwxyz*+-/ :\n"[rng.IntN(43)])) + rec[i:]
	}
	lines := strings.SplitAfter(rec, "\n")
	i, j := rng.IntN(len(lines)), rng.IntN(len(lines))
	switch rng.IntN(3) {
	case 0:
		lines = append(lines[:i], lines[i+1:]...)
	case 1:
		lines = append(lines[:i+1], lines[i:]...)
	default:
		lines[i], lines[j] = lines[j], lines[i]
	}
	return strings.Join(lines, "")
}

// Records vouch for their content: of random one-byte and one-line
// damages of records of every game, none loads as another game (the goal
// is 0, and the count is printed for docs/BENCHMARKS.md).
func TestDamagedRecordsNeverLoadAsAnotherGame(t *testing.T) {
	per, tries := 4, 200
	if testing.Short() {
		per, tries = 2, 60
	}
	recs := randomRecords(t, per)
	rng := rand.New(rand.NewPCG(44, 2))
	var n [4]int
	for _, rec := range recs {
		for k := 0; k < tries; k++ {
			d := damage(rng, rec)
			if d == rec {
				continue
			}
			o := load(rec, d)
			n[o]++
			if o >= otherWithWord {
				t.Errorf("a damaged record loads as another game:\n%s", d)
			}
		}
	}
	t.Logf("format 3: %d records, %d random damages: %d refused, %d the same game, %d another game", len(recs), n[0]+n[1]+n[2]+n[3], n[refused], n[same], n[otherWithWord]+n[otherSilently])

	// The same damages to the records in format 2 (no checksum), for
	// comparison: those that load as another game say so (Unchecked).
	rng = rand.New(rand.NewPCG(44, 2))
	var n2 [4]int
	for _, rec := range recs {
		i := strings.LastIndex(rec, " crc32:")
		v2 := strings.Replace(rec[:i], "roost-record: 3", "roost-record: 2", 1) + "\n"
		whole, err := game.LoadRecord(v2)
		require.NoError(t, err)
		for k := 0; k < tries; k++ {
			d := damage(rng, v2)
			if d == v2 {
				continue
			}
			o := load(whole.Record(), d)
			n2[o]++
			assert.NotEqual(t, otherSilently, o, "format 2 loads as another game without a word:\n%s", d)
		}
	}
	t.Logf("format 2: %d random damages: %d refused, %d another game (each with the word that its content was not checked)", n2[0]+n2[1]+n2[2]+n2[3], n2[refused], n2[otherWithWord]+n2[otherSilently])
}

// Every byte prefix of a record (format 3) is refused but the whole (with
// or without its last line end); every prefix of the same record in format
// 1 (no end line) is refused or loads with the word that its end could not
// be checked, never silently as a shorter game.
func TestEveryPrefixOfARecord(t *testing.T) {
	per := 2
	if testing.Short() {
		per = 1
	}
	var n3, n1 [4]int
	for _, rec := range randomRecords(t, per) {
		for cut := 0; cut < len(rec)-1; cut++ {
			o := load(rec, rec[:cut])
			n3[o]++
			assert.Equal(t, refused, o, "cut at %d of\n%s", cut, rec)
		}
		assert.Equal(t, same, load(rec, rec[:len(rec)-1]))
		end := strings.LastIndex(rec[:len(rec)-1], "\n") + 1
		old := strings.Replace(rec[:end], "roost-record: 3", "roost-record: 1", 1)
		whole, err := game.LoadRecord(old)
		require.NoError(t, err)
		for cut := 0; cut <= len(old); cut++ {
			o := load(whole.Record(), old[:cut])
			n1[o]++
			if o == otherSilently {
				t.Errorf("format 1 cut at %d loads silently as a shorter game:\n%s", cut, old[:cut])
			}
		}
	}
	t.Logf("format 3: %d prefixes: %d refused, %d another game", n3[0]+n3[1]+n3[2]+n3[3], n3[refused], n3[otherWithWord]+n3[otherSilently])
	t.Logf("format 1: %d prefixes: %d refused, %d the whole game, %d a shorter game with the word, %d silently", n1[0]+n1[1]+n1[2]+n1[3], n1[refused], n1[same], n1[otherWithWord], n1[otherSilently])
}

// A record vouches for its content: a changed action is refused at the end
// line with the reason; a byte order mark and CRLF line ends are read as
// the same record; format 2 (no checksum) loads with its word.
func TestRecordChecksum(t *testing.T) {
	m, _ := game.NewMatch(pigDef(t), "", []string{"human", "human"}, 7, "")
	playPig(t, m, 12)
	good := m.Record()
	lines := strings.Split(good, "\n")
	// Two holds swapped with the rolls around them would replay; the
	// checksum tells.
	changed := strings.Replace(good, "seed: 7\n", "seed: 7 \n", 1)
	_, err := game.LoadRecord(changed)
	assert.ErrorContains(t, err, "record line 20: the record was changed or damaged: its checksum is crc32:")

	crlf := "\ufeff" + strings.ReplaceAll(good, "\n", "\r\n")
	r, err := game.LoadRecord(crlf)
	require.NoError(t, err, "a byte order mark and CRLF")
	assert.Equal(t, good, r.Record())

	end := lines[len(lines)-2]
	v2 := strings.Replace(strings.Replace(good, end, strings.Fields(end)[0]+" "+strings.Fields(end)[1], 1), "roost-record: 3", "roost-record: 2", 1)
	r, err = game.LoadRecord(v2)
	require.NoError(t, err)
	assert.Equal(t, "record.unchecked-content", r.Unchecked.Key)
	_, err = game.LoadRecord(strings.Replace(good, end, strings.Fields(end)[0]+" "+strings.Fields(end)[1], 1))
	assert.ErrorContains(t, err, "has no checksum")
}
