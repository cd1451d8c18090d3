package columba

import (
	"testing"

	"github.com/birdroost/roost/rules/game"
)

// Every action of random games decodes to what built it.
func TestDecodeTakesActionsApart(t *testing.T) {
	for _, c := range []struct {
		a    game.Action
		want Act
	}{
		{Place(Pt{-3, 2}, 3), Act{Kind: KindPlace, At: Pt{-3, 2}, Rot: 3}},
		{Dove(Pt{1, -1}, true), Act{Kind: KindDove, At: Pt{1, -1}, Large: true}},
		{Dove(Pt{1, -1}, false), Act{Kind: KindDove, At: Pt{1, -1}}},
		{Tile(Heath, Pt{4, 0}), Act{Kind: KindTile, At: Pt{4, 0}, Ground: Heath}},
		{Breed(Meadow, Marsh), Act{Kind: KindBreed, Ground: Meadow, Pay2: Marsh}},
		{Raise(Wheat, Heath), Act{Kind: KindRaise, Ground: Wheat, Pay2: Heath}},
		{Falcon(Pt{0, 5}), Act{Kind: KindFalcon, At: Pt{0, 5}}},
		{EndTurn, Act{Kind: KindEnd}},
		{drawAction(actDraw, 17), Act{Kind: KindDraw, Card: 17}},
		{pack(actChoose, 1, Pt{}), Act{Kind: KindChoose, New: true}},
	} {
		if got := Decode(c.a); got != c.want {
			t.Errorf("Decode(%v) = %+v, want %+v", c.a, got, c.want)
		}
	}
}
