package falconry

import "github.com/birdroost/roost/scenes"

// The guided first game of Falconry (the Duel of Nobles: one card a turn,
// a path of five): you play Blue against the computer (Gold). Every
// position and reply is checked by the lessons' test.
func init() {
	you := []string{"human", "beginner"}
	scenes.RegisterCourse(scenes.Course{Key: "falconry", Game: "falconry", Title: "game.falconry", Lessons: []scenes.Lesson{
		{Title: "lesson.fal.title.1", About: "lesson.fal.about.1", Players: you, Start: "f1,f2;b2,b1 to=1", Steps: []scenes.Step{
			{Say: "lesson.fal.say.1",
				Do: "m@1,0", Then: []string{"m@2,1"}},
		}, Done: "lesson.fal.done.1"},
		{Title: "lesson.fal.title.2", About: "lesson.fal.about.2", Players: you, Start: "m2,f1,f2;.,b2,b1 to=1", Steps: []scenes.Step{
			{Say: "lesson.fal.say.2",
				Do: "b3,2@1,1", Then: []string{"m@1,0"}},
		}, Done: "lesson.fal.done.2"},
		{Title: "lesson.fal.title.3", About: "lesson.fal.about.3", Players: you, Start: "f1,f2;b2,b1 to=1", Steps: []scenes.Step{
			{Say: "lesson.fal.say.3",
				Do: "f1,1@1,2", Then: []string{"m@2,0"}},
		}, Done: "lesson.fal.done.3"},
		{Title: "lesson.fal.title.4", About: "lesson.fal.about.4", Players: you, Start: "m2,m2,m2,m2,m2b1;f1,f2,b2,.,. to=1", Steps: []scenes.Step{
			{Say: "lesson.fal.say.4",
				Do: "m@1,0", Then: []string{"m@2,1"}},
		}, Done: "lesson.fal.done.4"},
		{Title: "lesson.fal.title.5", About: "lesson.fal.about.5", Players: you, Start: "m1,m1,m1,m1,.;f1,f2,b2,b1,. to=1", Steps: []scenes.Step{
			{Say: "lesson.fal.say.5",
				Do: "m@5,1"},
		}, Done: "lesson.fal.done.5"},
		{Title: "lesson.fal.title.6", About: "lesson.fal.about.6", Variant: "duel-fast", Players: you, Start: "f1,f2;b2,b1 to=1", Steps: []scenes.Step{
			{Say: "lesson.fal.say.6",
				Do: "m@1,0"},
			{Say: "lesson.fal.say.7",
				Do: "b2,3@1,1", Then: []string{"f2,2@1,1", "m@2,2"}},
		}, Done: "lesson.fal.done.6"},
		{Title: "lesson.fal.title.7", About: "lesson.fal.about.7", Variant: "joint", Players: []string{"human", "beginner", "beginner", "beginner"},
			Start: "m3,m3,m3,m3,m3,m3b1;f1,f2,.,.,.,.;f4,f3,.,.,.,. to=1",
			Steps: []scenes.Step{
				{Say: "lesson.fal.say.8",
					Do: "b6,1@6,2"},
			}, Done: "lesson.fal.done.7"},
		{Title: "lesson.fal.title.8", About: "lesson.about.whole", Players: you, Free: true,
			Done: "lesson.fal.done.8"},
	}})
}
