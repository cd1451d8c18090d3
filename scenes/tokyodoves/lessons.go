package tokyodoves

import "github.com/birdroost/roost/scenes"

// The guided first game of Tokyo Doves: you play Red against the computer.
// Every position and reply is checked by the lessons' test.
func init() {
	you := []string{"human", "beginner"}
	scenes.RegisterCourse(scenes.Course{Key: "tokyodoves", Game: "tokyodoves", Title: "Tokyo Doves", Lessons: []scenes.Lesson{
		{Title: "Putting out doves", Players: you, Start: "b;B red", Steps: []scenes.Step{
			{Say: "Your doves start in your hand. Put your Big Brother out below your Boss: a new dove must touch one of yours, by a side or a corner.",
				Do: "+As", Then: []string{"+an"}},
			{Say: "The feeding ground is never more than 4 by 4. It is 4 tall now, so nothing more fits above or below. Put your Razor to the right of your Boss.",
				Do: "+Ye", Then: []string{"+ye"}},
			{Say: "A dove may never go out right beside the rival's Boss (above, below, left or right of it). Put the Peashooter at your Boss's lower-left corner.",
				Do: "+Msw", Then: []string{"+hne"}},
		}, Done: "Put out a dove, move one, or (with the put-back rule) take one back: one of these each turn."},
		{Title: "Moving doves", Players: you, Start: ".ah;.by;.BY;MA. red", Steps: []scenes.Step{
			{Say: "The Boss moves one square in any of the eight directions. Move yours up and to the left.",
				Do: "Bnw", Then: []string{"+mne2"}},
			{Say: "The Big Brother moves like the Boss. After a move, every dove must still touch the flock: one group, by sides or corners.",
				Do: "Anw", Then: []string{"+te2"}},
			{Say: "The Razor moves one square straight: up, down, left or right. Move it to the right: it still touches the flock.",
				Do: "Ye", Then: []string{"bs"}},
		}, Done: "The Peashooter steps one square diagonally, the Attack slides straight until a dove stops it, and the Crazy jumps like a knight, over anything."},
		{Title: "Surrounding the Boss", Players: you, Start: ".a.;.by;YB. red", Steps: []scenes.Step{
			{Say: "A Boss with a dove (of either colour) on all four sides is surrounded, and its side loses. Green's Boss has one side open: close it with your Razor.",
				Do: "Yn"},
		}, Done: "Watch your own Boss too: your own doves can close it in. On a 4-wide or 4-tall ground the edges count as walls."},
		{Title: "Putting doves back", Variant: "putback", Players: you, Start: ".ah;.by;.BY;MA. red", Steps: []scenes.Step{
			{Say: "With the put-back rule, chosen at setup, a turn may take one of your doves (never the Boss) back to your hand. Take your Peashooter back.",
				Do: "-M", Then: []string{"ye"}},
		}, Done: "A dove taken back may be put out again on a later turn; the flock must still be one group."},
		{Title: "A whole game", Players: you, Free: true,
			Done: "That is all of Tokyo Doves. The levels from Beginner to Expert await you in Play."},
	}})
}
