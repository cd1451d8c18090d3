package tokyodoves

import "github.com/birdroost/roost/scenes"

// The guided first game of Tokyo Doves: you play Red against the computer.
// Every position and reply is checked by the lessons' test.
func init() {
	you := []string{"human", "beginner"}
	scenes.RegisterCourse(scenes.Course{Key: "tokyodoves", Game: "tokyodoves", Title: "game.tokyodoves", Lessons: []scenes.Lesson{
		{Title: "lesson.td.title.1", About: "lesson.td.about.1", Players: you, Start: "b;B red", Steps: []scenes.Step{
			{Say: "lesson.td.say.1",
				Do: "+As", Then: []string{"+an"}},
			{Say: "lesson.td.say.2",
				Do: "+Ye", Then: []string{"+ye"}},
			{Say: "lesson.td.say.3",
				Do: "+Msw", Then: []string{"+hne"}},
		}, Done: "lesson.td.done.1"},
		{Title: "lesson.td.title.2", About: "lesson.td.about.2", Players: you, Start: ".ah;.by;.BY;MA. red", Steps: []scenes.Step{
			{Say: "lesson.td.say.4",
				Do: "Bnw", Then: []string{"+mne2"}},
			{Say: "lesson.td.say.5",
				Do: "Anw", Then: []string{"+te2"}},
			{Say: "lesson.td.say.6",
				Do: "Ye", Then: []string{"bs"}},
		}, Done: "lesson.td.done.2"},
		{Title: "lesson.td.title.3", About: "lesson.td.about.3", Players: you, Start: ".a.;.by;YB. red", Steps: []scenes.Step{
			{Say: "lesson.td.say.7",
				Do: "Yn"},
		}, Done: "lesson.td.done.3"},
		{Title: "lesson.td.title.4", About: "lesson.td.about.4", Variant: "putback", Players: you, Start: ".ah;.by;.BY;MA. red", Steps: []scenes.Step{
			{Say: "lesson.td.say.8",
				Do: "-M", Then: []string{"ye"}},
		}, Done: "lesson.td.done.4"},
		{Title: "lesson.td.title.5", About: "lesson.about.whole", Players: you, Free: true,
			Done: "lesson.td.done.5"},
	}})
}
