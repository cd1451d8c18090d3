package columba

import "github.com/birdroost/roost/scenes"

// The guided first games of Columba: the Junior rules, then the full rules
// on top of them (objectives and captures, tiles, falcons, the end). You
// play Red against the computer (Yellow). The cards drawn are set by the
// lesson; every line is checked by the lessons' test.
func init() {
	you := []string{"human", "beginner"}
	then := func(lines ...[]string) []string {
		var out []string
		for _, l := range lines {
			out = append(out, l...)
		}
		return out
	}

	first := []string{"*start AB/DC", "*draw AB/CD"}
	turn1 := then(first, []string{"AB/CD@2,0", "L@2,0", "end", "*draw AC/DB", "AC/DB@-2,0", "end", "*draw AA/BB"})
	scenes.RegisterCourse(scenes.Course{Key: "columba-junior", Game: "columba", Title: "course.cb-junior", Lessons: []scenes.Lesson{
		{Title: "lesson.cb.title.1", About: "lesson.cb.about.1", Variant: "junior", Players: you, Before: first, Steps: []scenes.Step{
			{Say: "lesson.cb.say.1",
				Do: "AB/CD@2,0"},
			{Say: "lesson.cb.say.2",
				Do: "L@2,0"},
			{Say: "lesson.cb.say.3",
				Do: "end", Then: []string{"*draw AC/DB", "AC/DB@-2,0", "end"}},
		}, Done: "lesson.cb.done.1"},
		{Title: "lesson.cb.title.2", About: "lesson.cb.about.2", Variant: "junior", Players: you, Before: turn1, Steps: []scenes.Step{
			{Say: "lesson.cb.say.4",
				Do: "AA/BB@3,0"},
			{Say: "lesson.cb.say.5",
				Do: "end"},
		}, Done: "lesson.cb.done.2"},
		{Title: "lesson.cb.title.3", About: "lesson.cb.about.3", Variant: "junior", Players: you,
			Start: "junior players=2 turn=14 to=1 phase=place card=AA/BB dovecotes=0+3,0+3 left=- board=@0,0:a*1L,a,b,c;.,.,d,c;.,.,c,d;a*2L,a,b,b",
			Steps: []scenes.Step{
				{Say: "lesson.cb.say.6",
					Do: "AA/BB@0,1"},
				{Say: "lesson.cb.say.7",
					Do: "end"},
			}, Done: "lesson.cb.done.3"},
		{Title: "lesson.cb.title.4", About: "lesson.about.whole", Variant: "junior", Players: you, Free: true,
			Done: "lesson.cb.done.4"},
	}, Then: "columba"})

	// The full rules. Lessons 1 and 2 are one turn; 3 and 4 start from
	// positions later in a game.
	full1 := then(first, []string{"AB/CD@0,0", "new objective", "*objective AA/BB", "AB/DC@0,-1"})
	scenes.RegisterCourse(scenes.Course{Key: "columba", Game: "columba", Title: "game.columba", Lessons: []scenes.Lesson{
		{Title: "lesson.cb.title.5", About: "lesson.cb.about.5", Variant: "standard", Players: you, Before: first, Steps: []scenes.Step{
			{Say: "lesson.cb.say.8",
				Do: "AB/CD@0,0"},
			{Say: "lesson.cb.say.9",
				Do: "new objective", Then: []string{"*objective AA/BB"}},
			{Say: "lesson.cb.say.10",
				Do: "AB/DC@0,-1"},
		}, Done: "lesson.cb.done.5"},
		{Title: "lesson.cb.title.6", About: "lesson.cb.about.6", Variant: "standard", Players: you, Before: full1, Steps: []scenes.Step{
			{Say: "lesson.cb.say.11",
				Do: "L@0,-1"},
			{Say: "lesson.cb.say.12",
				Do: "+a@1,-1"},
			{Say: "lesson.cb.say.13",
				Do: "end"},
		}, Done: "lesson.cb.done.6"},
		{Title: "lesson.cb.title.7", About: "lesson.cb.about.7", Variant: "standard", Players: you,
			Start: "standard players=2 turn=4 to=1 phase=actions dovecotes=0+3,0+3 left=AB/CD,AC/DB,AC/DB,AC/BD,AC/BD,AD/CB,AD/CB,AD/BC,AD/BC,AA/CB,AA/BD,AC/DA,BB/DC,BA/CB,CC/AD,CC/BA,CB/DC,DD/BA,DD/CB,DC/AD mini=CC/DD|c|abccdd|-|1;BB/AD|b|-|-|1 supply=14,13,12,13 falcons=12 board=@0,0:a*2L,a,a,a,a,d;c,b,d,d,b*1L,b;d,c,b,a,b,c",
			Steps: []scenes.Step{
				{Say: "lesson.cb.say.14",
					Do: "breed cc"},
				{Say: "lesson.cb.say.15",
					Do: "end", Then: []string{"*draw AD/CB", "AD/CB@-1,2", "end", "*draw AC/DB"}},
				{Say: "lesson.cb.say.16",
					Do: "AC/DB@5,-1"},
				{Say: "lesson.cb.say.17",
					Do: "raise dd"},
				{Say: "lesson.cb.say.18",
					Do: "F@1,0"},
				{Say: "lesson.cb.say.19",
					Do: "end"},
			}, Done: "lesson.cb.done.7"},
		{Title: "lesson.cb.title.8", About: "lesson.cb.about.8", Variant: "standard", Players: you,
			Start:  "standard players=2 turn=20 to=1 phase=draw dovecotes=0+3,0+3 left=BB/DC mini=CC/DD|cdd|ab|-|1;BB/AD|bd|-|-|1 supply=14,13,14,12 falcons=11 board=@-1,-1:.,.,.,.,.,.,a,c;.,a*2L,a!,a,a,a,d,b;.,c,b,d,d,b*1L,b,.;a,d,c,b,a,b,c,.;c,b,.,.,.,.,.,.",
			Before: []string{"*draw BB/DC"},
			Steps: []scenes.Step{
				{Say: "lesson.cb.say.20",
					Do: "BB/DC@6,-2"},
				{Say: "lesson.cb.say.21",
					Do: "no objective"},
				{Say: "lesson.cb.say.22",
					Do: "CC/DD@6,1"},
				{Say: "lesson.cb.say.23",
					Do: "S@6,1"},
				{Say: "lesson.cb.say.24",
					Do: "end"},
			}, Done: "lesson.cb.done.8"},
		{Title: "lesson.cb.title.9", About: "lesson.about.whole", Variant: "standard", Players: you, Free: true,
			Done: "lesson.cb.done.9"},
	}})
}
