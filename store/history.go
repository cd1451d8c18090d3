package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
)

// A Finished game as the history keeps it: who played it, how it ended, and
// its record (rules/game's text format), to be seen again.
type Finished struct {
	ID      string    `json:"id"` // unique in the game's history
	Game    string    `json:"game"`
	Variant string    `json:"variant"`
	Ended   int64     `json:"ended"`   // Unix seconds
	Players []string  `json:"players"` // by seat: "human" or a computer level
	Mine    []bool    `json:"mine"`    // by seat: played at this device
	Returns []float64 `json:"returns"` // by seat: 1 won, 0 lost, between for a share
	Scores  []int     `json:"scores,omitempty"`
	Actions int       `json:"actions"` // the players' actions (not the dice nor the draws)
	Online  bool      `json:"online,omitempty"`
	Record  string    `json:"record"`
}

// KeepFinished is how many finished games the history keeps a game.
const KeepFinished = 100

func historyKey(game string) string { return "history-" + game + ".json" }

// A historyFile is a game's history and its statistics, in one file so
// that one write keeps a finished game in both: a kill before the write
// loses neither, after it neither (version 2). Version 0 is the first form,
// the games alone (a JSON list) with the statistics in stats.json, which
// are taken over by the first write.
type historyFile struct {
	Version int               `json:"version"`
	Games   []Finished        `json:"games"`
	Tallies map[string]*Tally `json:"tallies"` // by opponent (Opponent)
}

func (h *historyFile) UnmarshalJSON(b []byte) error {
	if b = bytes.TrimSpace(b); len(b) > 0 && b[0] == '[' {
		return json.Unmarshal(b, &h.Games)
	}
	type plainFile historyFile
	return json.Unmarshal(b, (*plainFile)(h))
}

// loadHistory reads a game's file: the error reading it (it then starts
// again, or from stats.json's figures where it was in the first form).
func loadHistory(game string) (historyFile, error) { return readHistory(game, true) }

// readHistory reads a game's file; with tallies, those of a file in the
// first form come from stats.json (whose error is then the error too).
func readHistory(game string, tallies bool) (historyFile, error) {
	var h historyFile
	err := readJSON(historyKey(game), &h)
	if err != nil {
		h = historyFile{}
	}
	games := h.Games[:0]
	for _, f := range h.Games {
		if f.Record != "" { // null, or nothing to see again
			games = append(games, f)
		}
	}
	h.Games = games
	if h.Version < 2 && tallies {
		old, lerr := legacyStats()
		if err == nil {
			err = lerr
		}
		h.Version, h.Tallies = 2, old[game]
	}
	if h.Tallies == nil {
		h.Tallies = map[string]*Tally{}
	}
	for vs, t := range h.Tallies {
		if t == nil {
			delete(h.Tallies, vs)
		}
	}
	sort.SliceStable(h.Games, func(i, j int) bool { return h.Games[i].Ended > h.Games[j].Ended })
	return h, err
}

// History is a game's finished games, the newest first. A history that
// cannot be read is moved aside (the error says where, *Aside) and starts
// again empty.
func History(game string) ([]Finished, error) {
	h, err := readHistory(game, false)
	if err != nil {
		return nil, err
	}
	return h.Games, nil
}

// AddFinished keeps a finished game in its game's history (the newest
// KeepFinished) and counts it in the statistics, in one write; levels
// ranks the game's computer levels, weakest first (Opponent).
func AddFinished(f Finished, levels []string) error {
	return keep(f, levels)
}

// AddImported keeps a game in its game's history (the newest
// KeepFinished), not in the statistics: a game brought in from a record
// was not played here. A history that could not be read starts again (the
// error says where it was kept, *Aside).
func AddImported(f Finished) error { return keep(f, nil) }

// keep puts a game at the head of its game's history, counted in its
// statistics where levels are given: the error writing it, else the error
// reading the history (it then started again).
func keep(f Finished, levels []string) error {
	h, err := loadHistory(f.Game)
	if f.ID == "" {
		f.ID = fmt.Sprintf("%d-%d", f.Ended, len(h.Games))
	}
	for i := 0; i < len(h.Games); i++ {
		if h.Games[i].ID == f.ID { // taken: another name, and look again
			f.ID += "+"
			i = -1
		}
	}
	h.Games = append([]Finished{f}, h.Games...)
	if len(h.Games) > KeepFinished {
		h.Games = h.Games[:KeepFinished]
	}
	if levels != nil {
		st := Stats{f.Game: h.Tallies}
		st.Add(f, levels)
		h.Tallies = st[f.Game]
	}
	if werr := writeHistory(f.Game, h); werr != nil {
		return werr
	}
	return err
}

// DeleteFinished removes a game from its game's history (the statistics
// keep it: they count every game played).
func DeleteFinished(game, id string) error {
	h, err := loadHistory(game)
	if err != nil {
		return err
	}
	for i := range h.Games {
		if h.Games[i].ID == id {
			h.Games = append(h.Games[:i:i], h.Games[i+1:]...)
			return writeHistory(game, h)
		}
	}
	return fmt.Errorf("no game %s in the history of %s", id, game)
}

// writeHistory writes a game's file, the oldest games dropped where it
// would be longer than a history is read.
func writeHistory(game string, h historyFile) error {
	h.Version = 2
	for {
		b, err := json.Marshal(h)
		if err != nil {
			return err
		}
		if len(b) <= MaxHistoryBytes || len(h.Games) == 0 {
			return writeKey(historyKey(game), b)
		}
		h.Games = h.Games[:len(h.Games)-1]
	}
}
