package all_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
)

// seatLabels are the words naming who plays a seat among what a screen
// drew ("Computer: Expert", "Expert", "Person", "(Expert)", the end of
// "Blue (Expert)"), in the order drawn.
func seatLabels(d *scenetest.Driver) []string {
	forms := map[string]bool{}
	for _, p := range []string{"human", "beginner", "standard", "expert"} {
		forms[scenes.SeatWho(p, false)] = true
		forms[scenes.SeatWho(p, true)] = true
	}
	var got []string
	for _, tx := range d.Texts() {
		s := strings.TrimSpace(tx.Text)
		if forms[s] {
			got = append(got, s)
			continue
		}
		if i := strings.LastIndex(s, " ("); i >= 0 && strings.HasSuffix(s, ")") && forms[s[i+2:len(s)-1]] {
			got = append(got, s[i+1:])
		}
	}
	return got
}

// TestSeatLabelsReadAlikeInEveryShape: a seat's player is named in the
// same words sideways and on a phone, at every game's end and in every
// replay (reader 11: Columbiz's end said "Standard" sideways and
// "Computer: Standard" on a phone; its replay's cards said "Expert" where
// the table said "Computer: Expert").
func TestSeatLabelsReadAlikeInEveryShape(t *testing.T) {
	d := scenetest.New(t)
	scenesNamed := []string{"columbiz-end", "columba-end", "falconry-end", "tokyodoves-end",
		"replay", "replay-columba", "replay-falconry", "replay-tokyodoves", "columbiz", "tokyodoves"}
	for _, l := range []string{"en", "fr"} {
		for _, name := range scenesNamed {
			t.Run(l+"/"+name, func(t *testing.T) {
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				var seen [2][]string
				for i, sz := range []size{{1280, 720, 1}, {390, 844, 3}} {
					scenetest.OnMain(func() { d.A.Phone = sz.w < sz.h })
					d.Screen(sz.w, sz.h, sz.dpr)
					scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, name)) })
					d.Step(2)
					seen[i] = seatLabels(d)
					slices.Sort(seen[i])
					seen[i] = slices.Compact(seen[i])
				}
				scenetest.OnMain(func() { d.A.Phone = false })
				if strings.HasPrefix(name, "columbiz") || strings.Contains(name, "tokyodoves") || name == "replay" {
					assert.NotEmpty(t, seen[0], "the seats' players named")
				}
				assert.Equal(t, seen[0], seen[1], "the same words sideways (first) and on a phone (second)")
			})
		}
	}
}
