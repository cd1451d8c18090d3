//go:build linux

package store

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	_ "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
)

// goodFiles are a whole file of each kind, as the app writes it.
func goodFiles(t *testing.T) map[string][]byte {
	dir := t.TempDir()
	t.Setenv("ROOST_CONFIG_DIR", dir)
	s := Defaults()
	s.Learned = map[string]int{"columbiz": 2}
	require.NoError(t, SaveSettings(s))
	p := Puzzles{}
	p.Solves("td-001", "2026-11-25", true, true, "2026-11-24")
	require.NoError(t, SavePuzzles(p))
	for i := int64(1); i <= 3; i++ {
		require.NoError(t, AddFinished(finished(i, []string{"human", "expert"}, []bool{true, false}, []float64{1, 0}, []int{3, 1}), levels))
	}
	d, err := game.Lookup("columbiz")
	require.NoError(t, err)
	m, err := game.NewMatch(d, d.Variants[0], []string{"human", "expert"}, 7, "")
	require.NoError(t, err)
	var buf []game.Action
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 30 && !m.State.Terminal(); i++ {
		if m.State.ToMove() == game.Chance {
			_, err = m.ResolveChance()
		} else {
			buf = m.State.Legal(buf)
			_, err = m.Play(buf[rng.IntN(len(buf))])
		}
		require.NoError(t, err)
	}
	require.NoError(t, SaveGame("columbiz", m.Record()))
	out := map[string][]byte{"stats.json": []byte(`{"columbiz":{"expert":{"played":3,"won":2,"lost":1,"streak":1,"best_streak":1,"actions":90}}}`)}
	for _, n := range []string{"settings.json", "puzzles.json", "history-columbiz.json", "save-columbiz.roost"} {
		b, err := os.ReadFile(filepath.Join(dir, n))
		require.NoError(t, err)
		out[n] = b
	}
	return out
}

// damagedKinds are the ways a file is damaged, made from a whole one.
var damagedKinds = []struct {
	name string
	make func(name string, good []byte) []byte
}{
	{"cut in half", func(_ string, g []byte) []byte { return g[:len(g)/2] }},
	{"cut before its last byte but one", func(_ string, g []byte) []byte { return g[:len(g)-2] }},
	{"its first byte changed", func(_ string, g []byte) []byte {
		b := bytes.Clone(g)
		b[0] ^= 0x5a
		return b
	}},
	{"a line end in its middle made a NUL", func(_ string, g []byte) []byte {
		b := bytes.Clone(g)
		if i := bytes.IndexAny(b[len(b)/2:], "\n,"); i >= 0 {
			b[len(b)/2+i] = 0
		}
		return b
	}},
	{"zeros", func(_ string, g []byte) []byte { return make([]byte, len(g)) }},
	{"100 KB of random bytes", func(string, []byte) []byte {
		b := make([]byte, 100<<10)
		r := rand.New(rand.NewPCG(3, 4))
		for i := range b {
			b[i] = byte(r.IntN(256))
		}
		return b
	}},
	{"not its format", func(string, []byte) []byte { return []byte("hello, this is not it\n") }},
	{"another type", func(n string, _ []byte) []byte {
		if strings.HasSuffix(n, ".roost") {
			return []byte("{\"game\": \"columbiz\"}\n")
		}
		return []byte(`"a text"`)
	}},
	{"garbage after it", func(_ string, g []byte) []byte { return append(bytes.Clone(g), "}}x"...) }},
	{"past its limit", func(n string, g []byte) []byte {
		return append(bytes.Clone(g), bytes.Repeat([]byte(" "), int(limitOf(n)))...)
	}},
}

// readAsTheAppDoes reads a file as the app does: the JSON files through
// their loaders, a save as the setup screen judges it (a record that must
// load, be of its game and not be over, else it is set aside).
func readAsTheAppDoes(name string) error {
	switch name {
	case "settings.json":
		_, err := LoadSettings()
		return err
	case "puzzles.json":
		_, err := LoadPuzzles()
		return err
	case "history-columbiz.json":
		_, err := History("columbiz")
		return err
	case "stats.json": // the first form's, read until each history carries its own
		_, err := LoadStats()
		return err
	}
	rec, ok, err := LoadGame("columbiz")
	if err != nil || !ok {
		return err
	}
	m, err := game.LoadRecord(rec)
	if err == nil && m.State.Terminal() {
		err = errors.New("the game is over")
	}
	if err != nil {
		if _, kerr := SetAside("columbiz", err); kerr != nil {
			return kerr
		}
	}
	return err
}

// Every kind of damage to every file is refused with a message, and the
// damaged file is kept byte for byte under its dated name; the next write
// works. The counts are printed for docs/BENCHMARKS.md.
func TestDamagedKindsEveryFile(t *testing.T) {
	good := goodFiles(t)
	for _, name := range []string{"settings.json", "puzzles.json", "history-columbiz.json", "stats.json", "save-columbiz.roost"} {
		tried, refused, kept := 0, 0, 0
		for _, k := range damagedKinds {
			dir := t.TempDir()
			t.Setenv("ROOST_CONFIG_DIR", dir)
			bad := k.make(name, good[name])
			require.NoError(t, os.WriteFile(filepath.Join(dir, name), bad, 0o644))
			tried++
			err := readAsTheAppDoes(name)
			if assert.Error(t, err, "%s: %s", name, k.name) {
				refused++
			}
			if a := asideBytes(t, dir, name); len(a) == 1 && bytes.Equal(a[0], bad) {
				kept++
			} else {
				t.Errorf("%s: %s: kept %d files", name, k.name, len(a))
			}
			require.NoError(t, os.WriteFile(filepath.Join(dir, "probe"), nil, 0o644))
			assert.NoError(t, readAsTheAppDoes(name), "%s: %s: read again", name, k.name)
		}
		fmt.Printf("damaged: %-22s %d kinds tried, %d refused with a message, %d kept byte for byte\n", name, tried, refused, kept)
	}
}
