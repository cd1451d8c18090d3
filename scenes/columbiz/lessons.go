package columbiz

import "github.com/birdroost/roost/scenes"

// The guided first game of Columbiz: you play Purple against the computer
// (Blue). The dice are set by the lesson; every line is checked by the
// lessons' test.
func init() {
	you := []string{"human", "beginner"}
	first := []string{"*start 5-2", "*dice 11335566"}
	turn1 := append(append([]string(nil), first...), "roll 55", "*dice 125556", "5/4", "1/1", "end",
		"*dice 22334466", "roll 66", "*dice 666123", "6/4", "end", "*dice 66666112")
	turn2 := append(append([]string(nil), turn1...), "6/5", "end",
		"*dice 12233445", "roll 44", "*dice 444125", "4/4", "end", "*dice 12334566")
	scenes.RegisterCourse(scenes.Course{Key: "columbiz", Game: "columbiz", Title: "Columbiz", Lessons: []scenes.Lesson{
		{Title: "Rolling and placing", Players: you, Before: first, Steps: []scenes.Step{
			{Say: "You rolled all eight dice. Set the two 5s aside and roll the other six: you may do so after your first and your second roll.",
				Do: "roll 55", Then: []string{"*dice 125556"}},
			{Say: "Four 5s now. A space needs as many dice of its column's face as its row number: row 4 of the 5 column takes four 5s.",
				Do: "5/4"},
			{Say: "Dice once used are spent. A single 1 still fills row 1 of the 1 column: place a second pawn there.",
				Do: "1/1"},
			{Say: "One to four pawns a turn. End your turn now.",
				Do: "end", Then: []string{"*dice 22334466", "roll 66", "*dice 666123", "6/4", "end"}},
		}, Done: "A turn that cannot place a single pawn puts three pawns from the reserve aside instead."},
		{Title: "Captures from above", Players: you, Before: turn1, Steps: []scenes.Step{
			{Say: "A pawn captures every rival pawn below it in its column. Blue sits in row 4 of the 6 column: your five 6s go in row 5, above it.",
				Do: "6/5"},
			{Say: "Captured pawns leave the board and score for you at the end, more for each one. End your turn.",
				Do: "end", Then: []string{"*dice 12233445", "roll 44", "*dice 444125", "4/4", "end"}},
		}, Done: "A high pawn is safe from captures in its column, but it costs many dice."},
		{Title: "Lines", Players: you, Before: turn2, Steps: []scenes.Step{
			{Say: "Your pawns in a line score: across, up or diagonally. Put a pawn on row 1 of the 2 column, beside yours on the 1.",
				Do: "2/1"},
			{Say: "Now the 3 column, row 1: three in a line score 1 point at once (four score 2, five 3, six 4).",
				Do: "3/1"},
			{Say: "Lengthening a line later scores the difference. End your turn.",
				Do: "end"},
		}, Done: "Lines are scored the moment they are made, and a pawn captured later keeps the points its lines made."},
		{Title: "The end", Players: you,
			Start: "board=......;......;....2.;.1....;..2..1;11.2.. reserve=1,2 aside=13,11 prison=22,- lines=0,0 turns=9,9 start=1 turn=18 phase=decide seat=1 rolls=1 kept=- free=12334556 spent=- placed=0",
			Steps: []scenes.Step{
				{Say: "One pawn left in your reserve. Put it on row 1 of the 3 column: a line of three along the bottom, 1 point.",
					Do: "3/1"},
				{Say: "Your reserve is empty, so this round is the last: Blue still plays its turn, then the game is scored. End your turn.",
					Do: "end", Then: []string{"*dice 22446666", "2/2", "end"}},
			}, Done: "Each player's score is their line points plus their captures: 1 capture is worth 1, 2 are worth 2, 3 are 4, 4 are 6, more for each one."},
		{Title: "A whole game", Players: you, Free: true,
			Done: "That is all of Columbiz. Try the levels from Beginner to Expert, and three or four players, in Play."},
	}})
}
