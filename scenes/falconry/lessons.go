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
		}, Done: "The other variants change how many cards a turn and how long a path; the next two lessons show them."},
		{Title: "Two cards a turn", Variant: "duel-fast", Players: you, Start: "f1,f2;b2,b1 to=1", Steps: []scenes.Step{
			{Say: "In the Fast Duel a turn is two actions, each with a different card, and a path needs six spaces. First, a marker above your falconer.",
				Do: "m@1,0"},
			{Say: "Second action: the marker you just placed can't act again this turn, but another card can land on it. Move your bird onto it.",
				Do: "b2,3@1,1", Then: []string{"f2,2@1,1", "m@2,2"}},
		}, Done: "Truel and Quarrel of Nobles, for three and four, play the same way: two cards a turn, paths of six."},
		{Title: "Partners", Variant: "joint", Players: []string{"human", "beginner", "beginner", "beginner"},
			Start: "m3,m3,m3,m3,m3,m3b1;f1,f2,.,.,.,.;f4,f3,.,.,.,. to=1",
			Steps: []scenes.Step{
				{Say: "In Joint Nobility you and Red, across the table, are partners. Your bird covers the end of Red's row of six. Lift it: Red's path is complete, and it wins for you both.",
					Do: "b6,1@6,2"},
			}, Done: "Partners never pool their cards: a path is one noble's. Uncovering a partner's path is allowed, a rival's never. In Allied Nobility two allies face a lone noble who plays two cards a turn."},
		{Title: "A whole game", Players: you, Free: true,
			Done: "That is all of Falconry. The six variants and the levels from Beginner to Expert are in Play."},
	}})
}
