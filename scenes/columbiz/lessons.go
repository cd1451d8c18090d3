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
	scenes.RegisterCourse(scenes.Course{Key: "columbiz", Game: "columbiz", Title: "game.columbiz", Lessons: []scenes.Lesson{
		{Title: "lesson.cbz.title.1", About: "lesson.cbz.about.1", Players: you, Before: first, Steps: []scenes.Step{
			{Say: "lesson.cbz.say.1",
				Do: "roll 55", Then: []string{"*dice 125556"}},
			{Say: "lesson.cbz.say.2",
				Do: "5/4"},
			{Say: "lesson.cbz.say.3",
				Do: "1/1"},
			{Say: "lesson.cbz.say.4",
				Do: "end", Then: []string{"*dice 22334466", "roll 66", "*dice 666123", "6/4", "end"}},
		}, Done: "lesson.cbz.done.1"},
		{Title: "lesson.cbz.title.2", About: "lesson.cbz.about.2", Players: you, Before: turn1, Steps: []scenes.Step{
			{Say: "lesson.cbz.say.5",
				Do: "6/5"},
			{Say: "lesson.cbz.say.6",
				Do: "end", Then: []string{"*dice 12233445", "roll 44", "*dice 444125", "4/4", "end"}},
		}, Done: "lesson.cbz.done.2"},
		{Title: "lesson.cbz.title.3", About: "lesson.cbz.about.3", Players: you, Before: turn2, Steps: []scenes.Step{
			{Say: "lesson.cbz.say.7",
				Do: "2/1"},
			{Say: "lesson.cbz.say.8",
				Do: "3/1"},
			{Say: "lesson.cbz.say.9",
				Do: "end"},
		}, Done: "lesson.cbz.done.3"},
		{Title: "lesson.cbz.title.4", About: "lesson.cbz.about.4", Players: you,
			Start: "board=......;......;....2.;.1....;..2..1;11.2.. reserve=1,2 aside=13,11 prison=22,- lines=0,0 turns=9,9 start=1 turn=18 phase=decide seat=1 rolls=1 kept=- free=12334556 spent=- placed=0",
			Steps: []scenes.Step{
				{Say: "lesson.cbz.say.10",
					Do: "3/1"},
				{Say: "lesson.cbz.say.11",
					Do: "end", Then: []string{"*dice 22446666", "2/2", "end"}},
			}, Done: "lesson.cbz.done.4"},
		{Title: "lesson.cbz.title.5", About: "lesson.about.whole", Players: you, Free: true,
			Done: "lesson.cbz.done.5"},
	}})
}
