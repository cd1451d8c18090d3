package match

import (
	"strings"
	"testing"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// A player has at most MaxOpenGames games under way; past its rate, a
// create is refused, and allowed again once the bucket has filled.
func TestOpenGamesAndTheCreateRate(t *testing.T) {
	now := time.Unix(5000, 0)
	old := limits
	limits = &Limits{now: func() time.Time { return now }}
	defer func() { limits = old }()
	sv := &Service{B: newMem(), Matches: &fakeRunner{}}
	l := newLogger()
	body := `{"game":"tokyodoves","seats":["human","human"]}`
	made := 0
	for ; made < int(LimitCreate.burst)+5; made++ {
		if _, err := sv.Create(as("ann"), l, nil, nil, body); err != nil {
			if game.KeyOf(err) != "online.refuse.slow-down" {
				t.Fatalf("create %d: %v", made, err)
			}
			break
		}
	}
	if made != int(LimitCreate.burst) {
		t.Errorf("%d made before the rate held", made)
	}
	for ; made < MaxOpenGames; made++ {
		now = now.Add(time.Minute)
		if _, err := sv.Create(as("ann"), l, nil, nil, body); err != nil {
			t.Fatalf("create %d, a minute later: %v", made, err)
		}
	}
	now = now.Add(time.Minute)
	_, err := sv.Create(as("ann"), l, nil, nil, body)
	if game.KeyOf(err) != "online.refuse.open-games" || !strings.Contains(err.Error(), "40") {
		t.Errorf("game %d: %v", MaxOpenGames+1, err)
	}
	if _, err := sv.Create(as("ann"), l, nil, nil, `{"game":"tokyodoves","seats":["expert","expert"]}`); game.KeyOf(err) != "online.refuse.no-person" {
		t.Errorf("computers only: %v", err)
	}
	if _, err := sv.Create(as("bob"), l, nil, nil, `{"game":"tokyodoves","seats":["human","human"],"turn_seconds":4611686018427387904}`); game.KeyOf(err) != "online.refuse.turn-seconds" {
		t.Errorf("2^62 s: %v", err)
	}
}
