package lang

import "github.com/birdroost/roost/rules/game"

// yours are the rules' messages that narrate what a seat did, each with
// its form said to the player who did it ("You place a marker.", "あなた
// がマーカーを出しました。"; in Portuguese, whose lists name the player's
// own seat "Eu", in the first person: "Coloco uma carta (marcador)."). A
// row that lists the player as "You" and then says "Lena places a
// marker." read as someone else's move.
var yours = map[string]string{
	"cb.log.breed":           "cb.log.breed.you",
	"cb.log.draw":            "cb.log.draw.you",
	"cb.log.drew-objective":  "cb.log.drew-objective.you",
	"cb.log.end-turn":        "cb.log.end-turn.you",
	"cb.log.falcon":          "cb.log.falcon.you",
	"cb.log.large-dovecote":  "cb.log.large-dovecote.you",
	"cb.log.lay":             "cb.log.lay.you",
	"cb.log.lay-covering":    "cb.log.lay-covering.you",
	"cb.log.new-objective":   "cb.log.new-objective.you",
	"cb.log.no-objective":    "cb.log.no-objective.you",
	"cb.log.objective":       "cb.log.objective.you",
	"cb.log.raise":           "cb.log.raise.you",
	"cb.log.small-dovecote":  "cb.log.small-dovecote.you",
	"cb.log.tile":            "cb.log.tile.you",
	"cbz.log.again":          "cbz.log.again.you",
	"cbz.log.aside":          "cbz.log.aside.you",
	"cbz.log.capture":        "cbz.log.capture.you",
	"cbz.log.ending":         "cbz.log.ending.you",
	"cbz.log.keep":           "cbz.log.keep.you",
	"cbz.log.line":           "cbz.log.line.you",
	"cbz.log.place":          "cbz.log.place.you",
	"cbz.log.roll":           "cbz.log.roll.you",
	"cbz.log.starts":         "cbz.log.starts.you",
	"cbz.log.turn":           "cbz.log.turn.you",
	"fal.log.ambush":         "fal.log.ambush.you",
	"fal.log.claims":         "fal.log.claims.you",
	"fal.log.moves":          "fal.log.moves.you",
	"fal.log.moves-onto-own": "fal.log.moves-onto-own.you",
	"fal.log.pass":           "fal.log.pass.you",
	"fal.log.puts":           "fal.log.puts.you",
	"fal.log.puts-onto-own":  "fal.log.puts-onto-own.you",
	"fal.log.uncovered":      "fal.log.uncovered.you",
	"td.log.move":            "td.log.move.you",
	"td.log.put":             "td.log.put.you",
	"td.log.put-back":        "td.log.put-back.you",
}

// Actor is the seat a rules message says did something, as the rules
// name it (a colour, game.Colour: its "Who", Tokyo Doves' "Side"), nil
// where it names none.
func Actor(m game.Msg) any {
	if w := m.Arg("Who"); w != nil {
		return w
	}
	return m.Arg("Side")
}

// You is a rules message said to the player who did what it narrates
// ("You place a marker."); ok is false where it has no such form (it
// narrates no seat's action).
func You(m game.Msg) (text string, ok bool) {
	k, ok := yours[m.Key]
	if !ok {
		return "", false
	}
	return T(k, m.Args...), true
}

// SayTo is a rules message in the language spoken, said to the player
// who plays the seat you (as the rules name it, game.Colour): in the
// second person where it narrates that seat's action (You), else as Say.
// The one way a log says the player's own moves.
func SayTo(m game.Msg, you game.Msg) string {
	if a, ok := Actor(m).(game.Msg); ok && you.Key != "" && a.Key == you.Key {
		if s, ok := You(m); ok {
			return s
		}
	}
	return Say(m)
}
