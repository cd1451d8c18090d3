package all_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
)

// monkeyStart opens an episode's first screen: the title, the menu,
// settings, How to play, or a game's setup, most often going on to a table
// with a random mix of people and computer levels (a saved game from an
// earlier episode makes Continue saved appear).
func monkeyStart(a *scenes.App, rng *rand.Rand) string {
	names := game.Names()
	g := names[rng.IntN(len(names))]
	switch x := rng.IntN(10); {
	case x == 0:
		a.Show(scenes.NewTitle())
		return "title"
	case x == 1:
		a.Show(scenes.NewMenu(a))
		return "menu"
	case x == 2:
		a.Show(scenes.NewMenu(a), scenes.NewSettings(a))
		return "settings"
	case x == 3:
		a.Show(scenes.NewMenu(a), scenes.NewHowTo(a, g))
		return "how to play " + g
	case x == 4:
		a.Show(scenes.NewSetup(a, g))
		return "setup " + g
	}
	d, _ := game.Lookup(g)
	s := scenes.NewSetup(a, g)
	a.Show(s)
	n := d.MinSeats + rng.IntN(d.MaxSeats-d.MinSeats+1)
	s.SetPlayers(n)
	who := ""
	for i := 0; i < n; i++ {
		seat := "human"
		if rng.IntN(2) == 0 {
			seat = d.Levels[rng.IntN(len(d.Levels))]
		}
		s.SetSeat(i, seat)
		who += " " + seat
	}
	s.Start()
	v, _ := s.Players()
	return g + " " + v + ":" + who
}

// envInt reads a whole number from the environment, or def.
func envInt(t *testing.T, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		t.Fatalf("%s=%q: give a whole number", name, v)
	}
	return n
}

// Random play through every screen: seeded random input over the title,
// menu, setup, settings, How to play and every table (people and computers,
// phones turned), each episode a fresh app that must find its way back to
// the menu. It fails on a panic, on a screen with no way back, and on a heap
// that keeps growing from episode to episode; a failure prints the seed,
// the episode and its last inputs. make test runs 40 episodes of 300 frames;
// make soak runs for ROOST_MONKEY_MINUTES (or ROOST_MONKEY_EPISODES of
// ROOST_MONKEY_FRAMES). ROOST_MONKEY_SEED and
// ROOST_MONKEY_EPISODE replay one episode (the computer players think
// against the clock, so a replay is close, not always exact).
func TestMonkey(t *testing.T) {
	seed := uint64(envInt(t, "ROOST_MONKEY_SEED", 1))
	episodes := envInt(t, "ROOST_MONKEY_EPISODES", 40)
	frames := envInt(t, "ROOST_MONKEY_FRAMES", 300)
	first := 0
	if os.Getenv("ROOST_MONKEY_EPISODE") != "" {
		first = envInt(t, "ROOST_MONKEY_EPISODE", 0)
		episodes = 1
	}
	var deadline time.Time
	if mins := envInt(t, "ROOST_MONKEY_MINUTES", 0); mins > 0 {
		deadline, episodes = time.Now().Add(time.Duration(mins)*time.Minute), 1<<30
	}
	m := &scenetest.Monkey{Seed: seed, Start: monkeyStart}
	var heaps []uint64
	var routines []int
	for k := first; k < first+episodes && (deadline.IsZero() || time.Now().Before(deadline)); k++ {
		if err := m.Episode(k, frames); err != nil {
			var f *scenetest.Failure
			if errors.As(err, &f) {
				t.Fatalf("random play failed: %v", f)
			}
			t.Fatal(err)
		}
		h, g := scenetest.HeapAfterGC()
		heaps, routines = append(heaps, h), append(routines, g)
	}
	t.Logf("random play: %d episodes, %d frames, %d ended by Quit; heap after the first episodes %v, after the last %v; goroutines %v",
		len(heaps), m.Frames, m.Quits, mib(heaps[:min(3, len(heaps))]), mib(heaps[max(0, len(heaps)-3):]), routines[max(0, len(routines)-3):])
	if msg := growth(heaps, routines); msg != "" {
		t.Fatal(msg)
	}
}

func mib(hs []uint64) []string {
	var out []string
	for _, h := range hs {
		out = append(out, strconv.FormatFloat(float64(h)/(1<<20), 'f', 1, 64)+" MiB")
	}
	return out
}

// growth says whether the heap or the goroutines grew across episodes: the
// smallest of the last quarter against the largest of the first quarter
// (after a warm-up episode), with room for caches that fill once.
func growth(heaps []uint64, routines []int) string {
	n := len(heaps)
	if n < 8 {
		return ""
	}
	q := n / 4
	var early uint64
	earlyG := 0
	for i := 1; i <= q; i++ {
		early, earlyG = max(early, heaps[i]), max(earlyG, routines[i])
	}
	late, lateG := heaps[n-q], routines[n-q]
	for i := n - q; i < n; i++ {
		late, lateG = min(late, heaps[i]), min(lateG, routines[i])
	}
	if late > early+early/2+32<<20 {
		return "the heap grows across episodes: " + strconv.FormatFloat(float64(early)/(1<<20), 'f', 1, 64) +
			" MiB early, at least " + strconv.FormatFloat(float64(late)/(1<<20), 'f', 1, 64) + " MiB at the end"
	}
	if lateG > earlyG+8 {
		return "goroutines pile up across episodes: " + strconv.Itoa(earlyG) + " early, " + strconv.Itoa(lateG) + " at the end"
	}
	return ""
}
