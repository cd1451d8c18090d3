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
		}, Done: "Covering your own estate is allowed, so a card can also grow an estate from inside."},
		{Title: "Estates never touch", Variant: "junior", Players: you,
			Start: "junior players=2 turn=14 to=1 phase=place card=AA/BB dovecotes=0+3,0+3 left=- board=@0,0:a*1L,a,b,c;.,.,d,c;.,.,c,d;a*2L,a,b,b",
			Steps: []scenes.Step{
				{Say: "Two estates of one ground may never touch. Turned with its meadows down one side, this card would join your estate to Yellow's, so it cannot go there. Lay it as drawn, meadows against yours.",
					Do: "AA/BB@0,1"},
				{Say: "That was the last card: the game ends with this turn. End it, and the estates are scored.",
					Do: "end"},
			}, Done: "An estate scores 2 points a space with the large dovecote, 1 with a small one. The most points win; on a tie, the largest estate."},
		{Title: "A whole game", Variant: "junior", Players: you, Free: true,
			Done: "That is Columba on the Junior rules. The full rules add objectives, tiles and falcons: their course follows."},
	}, Then: "columba"})

	// The full rules. Lessons 1 and 2 are one turn; 3 and 4 start from
	// positions later in a game.
	full1 := then(first, []string{"AB/CD@0,0", "new objective", "*objective AA/BB", "AB/DC@0,-1"})
	scenes.RegisterCourse(scenes.Course{Key: "columba", Game: "columba", Title: "Columba", Lessons: []scenes.Lesson{
		{Title: "Objectives and captures", Variant: "standard", Players: you, Before: first, Steps: []scenes.Step{
			{Say: "Your objective card, in your panel, asks for one pigeon of each ground. A card laid over spaces captures their wild pigeons for it: cover all four spaces of the first card.",
				Do: "AB/CD@0,0"},
			{Say: "Objective complete: its four pigeons become tiles in your stock. Draw a new objective.",
				Do: "new objective", Then: []string{"*objective AA/BB"}},
			{Say: "Now lay the completed card, as if drawn. A card may capture only what your objective still needs: cover the top row, a meadow and a wheat field.",
				Do: "AB/DC@0,-1"},
		}, Done: "A card that would capture a pigeon your objective does not need cannot go there. A completed card may complete the next objective too: the chain goes on."},
		{Title: "Dovecotes and tiles", Variant: "standard", Players: you, Before: full1, Steps: []scenes.Step{
			{Say: "After laying you may build one dovecote, as in the Junior rules. Build your large dovecote on the meadow at the top.",
				Do: "L@0,-1"},
			{Say: "A tile from your stock goes on a wild pigeon or beside the territory, and must end the turn in your estate. Lay the meadow tile on the wheat field beside your dovecote.",
				Do: "+a@1,-1"},
			{Say: "The space is a meadow of your estate now. Tiles you keep stay in your stock for later turns. End your turn.",
				Do: "end"},
		}, Done: "Rivals cannot cover your estate. Your own tiles, laid a full round before, may be covered and captured again for a new objective."},
		{Title: "Falcons", Variant: "standard", Players: you,
			Start: "standard players=2 turn=4 to=1 phase=actions dovecotes=0+3,0+3 left=AB/CD,AC/DB,AC/DB,AC/BD,AC/BD,AD/CB,AD/CB,AD/BC,AD/BC,AA/CB,AA/BD,AC/DA,BB/DC,BA/CB,CC/AD,CC/BA,CB/DC,DD/BA,DD/CB,DC/AD mini=CC/DD|c|abccdd|-|1;BB/AD|b|-|-|1 supply=14,13,12,13 falcons=12 board=@0,0:a*2L,a,a,a,a,d;c,b,d,d,b*1L,b;d,c,b,a,b,c",
			Steps: []scenes.Step{
				{Say: "Yellow's estate is a row of five meadows: 10 points. Two tiles from your stock buy an eyas, a young falcon. Pay with your two marshes.",
					Do: "breed cc"},
				{Say: "An eyas grows on your next turn. End this one.",
					Do: "end", Then: []string{"*draw AD/CB", "AD/CB@-1,2", "end", "*draw AC/DB"}},
				{Say: "Lay the card over the heath at the end of Yellow's row: its pigeon goes on your objective.",
					Do: "AC/DB@5,-1"},
				{Say: "Two more tiles raise the eyas into a falcon, ready to hunt. Pay with your two heaths.",
					Do: "raise dd"},
				{Say: "A falcon lands in a rival's estate, never on its dovecote, and the spaces it cuts off leave the estate. Land it beside Yellow's dovecote.",
					Do: "F@1,0"},
				{Say: "Yellow's estate is 1 meadow now. A falcon never moves and scores nothing itself. End your turn.",
					Do: "end"},
			}, Done: "Tiles cut off by a falcon turn wild again: anyone whose objective needs them may capture them."},
		{Title: "The end", Variant: "standard", Players: you,
			Start:  "standard players=2 turn=20 to=1 phase=draw dovecotes=0+3,0+3 left=BB/DC mini=CC/DD|cdd|ab|-|1;BB/AD|bd|-|-|1 supply=14,13,14,12 falcons=11 board=@-1,-1:.,.,.,.,.,.,a,c;.,a*2L,a!,a,a,a,d,b;.,c,b,d,d,b*1L,b,.;a,d,c,b,a,b,c,.;c,b,.,.,.,.,.,.",
			Before: []string{"*draw BB/DC"},
			Steps: []scenes.Step{
				{Say: "You drew the last card: the game ends with this turn. An objective still open at the end costs 4 points. Complete yours: cover the marsh at the top right.",
					Do: "BB/DC@6,-2"},
				{Say: "The pile is empty, so there is no new objective to draw.",
					Do: "no objective"},
				{Say: "Lay the completed card. With no objective it captures nothing, so it goes beside the territory: lay it on the right.",
					Do: "CC/DD@6,1"},
				{Say: "Build a small dovecote on the new marshes: a small dovecote's estate scores 1 point a space.",
					Do: "S@6,1"},
				{Say: "End your turn: the game ends. Yellow's objective is still open: -4.",
					Do: "end"},
			}, Done: "Large dovecote: 2 points a space of its estate; small: 1; an open objective: -4. With four players, partners add their points."},
		{Title: "A whole game", Variant: "standard", Players: you, Free: true,
			Done: "That is all of Columba. Three and four players, and the levels from Beginner to Expert, are in Play."},
	}})
}
