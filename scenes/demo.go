package scenes

// The demonstration games: the shots of past games and the replay, and the
// browser's benchmark of the analysis (OpenDemoReplay) play them.

import (
	"fmt"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/store"
)

// DemoFinished is a game the computer plays against itself to its end (at
// its first level), as the history keeps it, the first seat played here:
// for the shots of the past games and the replay.
func DemoFinished(gameKey string, seats int, seed uint64, opponent string, ended time.Time) store.Finished {
	key := fmt.Sprint(gameKey, seats, seed, opponent, ended.Unix())
	demoMu.Lock()
	defer demoMu.Unlock()
	if f, ok := demoGames[key]; ok {
		return f // played once: the shots lay the same game out at many sizes
	}
	f := demoFinished(gameKey, seats, seed, opponent, ended)
	demoGames[key] = f
	return f
}

var (
	demoMu    sync.Mutex
	demoGames = map[string]store.Finished{}
)

func demoFinished(gameKey string, seats int, seed uint64, opponent string, ended time.Time) store.Finished {
	d, err := game.Lookup(gameKey)
	if err != nil {
		panic(err)
	}
	players := make([]string, seats)
	players[0] = "human"
	for i := 1; i < seats; i++ {
		players[i] = opponent
	}
	m, err := game.NewMatch(d, d.Variants[0], players, seed, "")
	if err != nil {
		panic(err)
	}
	bots := make([]game.Bot, seats)
	for i := range bots {
		if bots[i], err = d.NewBot(d.Levels[0], seed+uint64(i)); err != nil {
			panic(err)
		}
	}
	for !m.State.Terminal() {
		if m.State.ToMove() == game.Chance {
			_, err = m.ResolveChance()
		} else {
			th := bots[m.State.ToMove()].Think(m.State.Clone())
			for !th.Step(int64(time.Second)) {
			}
			_, err = m.Play(th.Best())
		}
		if err != nil {
			panic(err)
		}
	}
	f := store.Finished{ID: fmt.Sprint(seed), Game: gameKey, Variant: m.Variant, Ended: ended.Unix(), Players: players,
		Mine: make([]bool, seats), Returns: m.State.Returns(), Record: m.Record()}
	f.Mine[0] = true
	if Scored(gameKey) {
		f.Scores = m.State.Scores()
	}
	f.Actions = PlayerActions(m)
	return f
}
