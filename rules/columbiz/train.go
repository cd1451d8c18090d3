package columbiz

import (
	"fmt"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/learn"
)

// Trainer is what a training run of Columbiz's learned value plays and
// learns from (learn.Train): games between players of one level (Standard
// unless said) at a table of Players seats, every seat's features at the
// start of every turn.
type Trainer struct {
	Players int
	Level   string // the level of every player ("": standard)
}

func (tr Trainer) level() string {
	if tr.Level == "" {
		return "standard"
	}
	return tr.Level
}

// TrainConfig is a training run of the learned value for a player count.
func TrainConfig(players, games int, seed uint64, jobs, iterations int, checkpoint string) learn.Config {
	return Trainer{Players: players}.TrainConfig(games, seed, jobs, iterations, checkpoint)
}

// TrainConfig is a training run of the learned value for the trainer's table.
func (tr Trainer) TrainConfig(games int, seed uint64, jobs, iterations int, checkpoint string) learn.Config {
	name := fmt.Sprintf("%d players", tr.Players)
	if tr.level() != "standard" {
		name += ", " + tr.level() + " games"
	}
	return learn.Config{Table: name, Features: NumFeatures, Games: games, Seed: seed,
		Jobs: jobs, Iterations: iterations, Checkpoint: checkpoint}
}

// Play plays game g of a training run and returns its actions.
func (tr Trainer) Play(seed uint64, g int) ([]uint64, error) {
	gs := seed*0x9e3779b97f4a7c15 + uint64(g)*7919 + 1
	rng := game.NewRand(gs)
	bots := make([]*Bot, tr.Players)
	for i := range bots {
		b, err := NewBot(tr.level(), gs^uint64(i+1)*0xbf58476d1ce4e5b9)
		if err != nil {
			return nil, err
		}
		bots[i] = b.(*Bot)
	}
	s := New(tr.Players)
	var rec []uint64
	for !s.Terminal() {
		var a game.Action
		if s.ToMove() == game.Chance {
			a = game.SampleChance(s, rng)
		} else {
			a = bots[s.ToMove()].Decide(s)
		}
		if err := s.Apply(a, nil); err != nil {
			return nil, fmt.Errorf("training game %d: %v", g+1, err)
		}
		rec = append(rec, uint64(a))
	}
	return rec, nil
}

// Positions replays a game and gathers the features of every seat at the
// start of every turn, with the seats' final shares.
func (tr Trainer) Positions(rec []uint64) (xs [][][]float64, shares []float64, err error) {
	s := New(tr.Players)
	for _, a := range rec {
		if s.Terminal() {
			return nil, nil, fmt.Errorf("it goes on after its end")
		}
		if err := s.Apply(game.Action(a), nil); err != nil {
			return nil, nil, err
		}
		if s.Phase == PhaseRoll && s.Rolls == 0 && s.Start >= 0 {
			var f [4][]float64
			for x := 0; x < tr.Players; x++ {
				f[x] = make([]float64, NumFeatures)
			}
			features(s, &f)
			xs = append(xs, f[:tr.Players])
		}
	}
	if !s.Terminal() {
		return nil, nil, fmt.Errorf("it is not finished")
	}
	return xs, s.Returns(), nil
}
