package columba

import "github.com/birdroost/roost/scenes"

// The guided first game of Columba, on the Junior rules (no objectives,
// tiles or falcons): you play Red against the computer (Yellow). The cards
// drawn are set by the lesson; every line is checked by the lessons' test.
func init() {
	you := []string{"human", "beginner"}
	first := []string{"*start AB/DC", "*draw AB/CD"}
	turn1 := append(append([]string(nil), first...), "AB/CD@2,0", "L@2,0", "end",
		"*draw AC/DB", "AC/DB@-2,0", "end", "*draw AA/BB")
	scenes.RegisterCourse(scenes.Course{Key: "columba-junior", Game: "columba", Title: "Columba (Junior rules)", Lessons: []scenes.Lesson{
		{Title: "Laying cards", Variant: "junior", Players: you, Before: first, Steps: []scenes.Step{
			{Say: "Each turn you lay the card you drew. Laid beside the territory, it must touch it edge to edge. Lay it to the right.",
				Do: "AB/CD@2,0"},
			{Say: "Build your large dovecote on the meadow you just laid. The meadows joined to it, edge to edge, are your estate: 2 points a space at the end.",
				Do: "L@2,0"},
			{Say: "One dovecote a turn at most. End your turn.",
				Do: "end", Then: []string{"*draw AC/DB", "AC/DB@-2,0", "end"}},
		}, Done: "You also have three small dovecotes: their estates score 1 point a space."},
		{Title: "Covering spaces", Variant: "junior", Players: you, Before: turn1, Steps: []scenes.Step{
			{Say: "A card may also lie over 1 to 4 spaces, never over a dovecote or the rival's estate. Cover the two spaces right of your dovecote: two meadows join your estate.",
				Do: "AA/BB@3,0"},
			{Say: "Your estate is 3 meadows now. End your turn.",
				Do: "end"},
		}, Done: "Two estates of one ground may never touch: a card that would join them cannot be laid there. The game ends when the pile is empty; the most points win."},
		{Title: "A whole game", Variant: "junior", Players: you, Free: true,
			Done: "That is Columba on the Junior rules. The full rules add objectives, tiles and falcons."},
	}})
}
