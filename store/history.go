package store

import (
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

// History is a game's finished games, the newest first. A history that
// cannot be read is moved aside (the error says where, *Aside) and starts
// again empty.
func History(game string) ([]Finished, error) {
	var out []Finished
	if err := readJSON(historyKey(game), &out); err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Ended > out[j].Ended })
	return out, nil
}

// AddFinished keeps a finished game in its game's history (the newest
// KeepFinished) and counts it in the statistics; levels ranks the game's
// computer levels, weakest first (Opponent).
func AddFinished(f Finished, levels []string) error {
	err, werr := keep(f)
	if werr != nil {
		return werr
	}
	st, serr := LoadStats()
	st.Add(f, levels)
	if werr := SaveStats(st); werr != nil {
		return werr
	}
	if serr != nil {
		return serr
	}
	return err
}

// AddImported keeps a game in its game's history (the newest
// KeepFinished), not in the statistics: a game brought in from a record
// was not played here. A history that could not be read starts again (the
// error says where it was kept, *Aside).
func AddImported(f Finished) error {
	err, werr := keep(f)
	if werr != nil {
		return werr
	}
	return err
}

// keep puts a game at the head of its game's history: the error reading
// the history (it then starts again), and the error writing it.
func keep(f Finished) (rerr, werr error) {
	h, err := History(f.Game)
	if f.ID == "" {
		f.ID = fmt.Sprintf("%d-%d", f.Ended, len(h))
	}
	for i := 0; i < len(h); i++ {
		if h[i].ID == f.ID { // taken: another name, and look again
			f.ID += "+"
			i = -1
		}
	}
	h = append([]Finished{f}, h...)
	if len(h) > KeepFinished {
		h = h[:KeepFinished]
	}
	return err, writeHistory(f.Game, h)
}

// DeleteFinished removes a game from its game's history (the statistics
// keep it: they count every game played).
func DeleteFinished(game, id string) error {
	h, err := History(game)
	if err != nil {
		return err
	}
	for i := range h {
		if h[i].ID == id {
			return writeHistory(game, append(h[:i:i], h[i+1:]...))
		}
	}
	return fmt.Errorf("no game %s in the history of %s", id, game)
}

func writeHistory(game string, h []Finished) error {
	b, err := json.Marshal(h)
	if err != nil {
		return err
	}
	return writeKey(historyKey(game), b)
}
