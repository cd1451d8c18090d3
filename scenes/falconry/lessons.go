package falconry

import "github.com/birdroost/roost/scenes"

// The guided first game of Falconry (the Duel of Nobles: one card a turn,
// a path of five): you play Blue against the computer (Gold). Every
// position and reply is checked by the lessons' test.
func init() {
	you := []string{"human", "beginner"}
	scenes.RegisterCourse(scenes.Course{Key: "falconry", Game: "falconry", Title: "Falconry", Lessons: []scenes.Lesson{
		{Title: "Markers", Players: you, Start: "f1,f2;b2,b1 to=1", Steps: []scenes.Step{
			{Say: "Each turn you place a card from your hand or move one on the table. Place a marker: it must touch another card by an edge.",
				Do: "m@1,0", Then: []string{"m@2,1"}},
		}, Done: "Markers never move once placed: they are the stones your paths are built from."},
		{Title: "Birds claim", Players: you, Start: "m2,f1,f2;.,b2,b1 to=1", Steps: []scenes.Step{
			{Say: "Your bird may land on any marker. On Gold's marker it makes that space yours: the top card of a stack owns the space.",
				Do: "b3,2@1,1", Then: []string{"m@1,0"}},
		}, Done: "A bird can move again later, and the marker under it goes back to its owner."},
		{Title: "Falconers ambush", Players: you, Start: "f1,f2;b2,b1 to=1", Steps: []scenes.Step{
			{Say: "A falconer lands on a marker or on a rival's bird. Ambush Gold's bird: while your falconer sits on it, it cannot move.",
				Do: "f1,1@1,2", Then: []string{"m@2,0"}},
		}, Done: "Only a falconer can trap a bird, and never a bird of your own."},
		{Title: "Pinned cards", Players: you, Start: "m2,m2,m2,m2,m2b1;f1,f2,b2,.,. to=1", Steps: []scenes.Step{
			{Say: "Your bird covers the last space of Gold's line of five. Lifting it would complete Gold's path, so it may not move: it is pinned. Place a marker instead.",
				Do: "m@1,0", Then: []string{"m@2,1"}},
		}, Done: "A card that would uncover a rival's path stays where it is, even for a move to the next space."},
		{Title: "A path of five", Players: you, Start: "m1,m1,m1,m1,.;f1,f2,b2,b1,. to=1", Steps: []scenes.Step{
			{Say: "Five spaces in a straight line (a row, a column or a diagonal) whose top cards are all yours make a path, and you win at once. Finish your row.",
				Do: "m@5,1"},
		}, Done: "Other variants play two cards a turn and need a path of six; with three or four nobles, and in teams, the rules are the same."},
		{Title: "A whole game", Players: you, Free: true,
			Done: "That is all of Falconry. The other five variants and the levels from Beginner to Expert are in Play."},
	}})
}
