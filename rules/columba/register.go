package columba

import (
	"math/rand/v2"
	"time"

	"github.com/birdroost/roost/rules/game"
)

func init() {
	game.Register(&game.Def{
		Name:     "columba",
		Variants: []string{VariantStandard, VariantJunior},
		Title:    "Columba",
		MinSeats: 2, MaxSeats: 4,
		RulesVer: 1,
		New: func(variant string, seats int, _ *rand.Rand) (game.State, error) {
			return New(variant, seats)
		},
		Parse: func(variant string, position string) (game.State, error) {
			s, err := Parse(position)
			if err != nil {
				return nil, err
			}
			if s.Variant() != variant {
				return nil, errVariant(variant, s.Variant())
			}
			return s, nil
		},
		Levels:      Levels,
		NewBot:      NewBot,
		Judge:       NewJudge,
		JudgeStep:   250 * time.Microsecond, // an action of a random game
		SeatName:    SeatName,
		Description: "Lay cards of four grounds, build dovecotes and grow your estates.",
	})
}
