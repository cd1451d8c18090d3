package store

import (
	"encoding/json"
)

// Puzzles is the player's progress with the puzzles.
type Puzzles struct {
	// Solved are the puzzles solved, by id: whether at the first try (no
	// wrong move, no solution shown) and the day (YYYY-MM-DD, local).
	Solved map[string]Solved `json:"solved,omitempty"`
	// Tried are the puzzles tried and not solved yet, by id.
	Tried map[string]bool `json:"tried,omitempty"`
	// Streak counts puzzles solved at the first try in a row; Best is the
	// longest such run.
	Streak int `json:"streak"`
	Best   int `json:"best"`
	// Daily counts the days in a row whose daily puzzle was solved, the
	// last of them LastDaily; BestDaily is the longest run.
	Daily     int    `json:"daily"`
	BestDaily int    `json:"bestDaily"`
	LastDaily string `json:"lastDaily,omitempty"`
}

// Solved is a solved puzzle.
type Solved struct {
	First bool   `json:"first"`
	Day   string `json:"day"`
}

// Fails records an attempt at a puzzle that failed (a wrong move, or the
// solution shown): the run of first-try solutions ends.
func (p *Puzzles) Fails(id string) {
	if _, done := p.Solved[id]; !done {
		if p.Tried == nil {
			p.Tried = map[string]bool{}
		}
		p.Tried[id] = true
	}
	p.Streak = 0
}

// Solves records a puzzle solved on day (YYYY-MM-DD) with first saying at
// the first try; daily says it is the day's puzzle and yesterday the day
// before day. A puzzle solved again keeps its first result but counts in
// the runs.
func (p *Puzzles) Solves(id, day string, first, daily bool, yesterday string) {
	if p.Solved == nil {
		p.Solved = map[string]Solved{}
	}
	if old, done := p.Solved[id]; !done || first && !old.First {
		p.Solved[id] = Solved{First: first, Day: day}
	}
	delete(p.Tried, id)
	if len(p.Tried) == 0 {
		p.Tried = nil // as it reads back
	}
	if first {
		p.Streak++
		p.Best = max(p.Best, p.Streak)
	} else {
		p.Streak = 0
	}
	if daily && p.LastDaily != day {
		if p.LastDaily == yesterday {
			p.Daily++
		} else {
			p.Daily = 1
		}
		p.LastDaily = day
		p.BestDaily = max(p.BestDaily, p.Daily)
	}
}

// DailyRun is the run of daily puzzles as it stands on day: nothing when
// neither day nor yesterday's puzzle was solved.
func (p *Puzzles) DailyRun(day, yesterday string) int {
	if p.LastDaily == day || p.LastDaily == yesterday {
		return p.Daily
	}
	return 0
}

// LoadPuzzles reads the progress with the puzzles; progress that cannot
// be read is moved aside (the error says where) and starts again.
func LoadPuzzles() (Puzzles, error) {
	var p Puzzles
	if err := readJSON("puzzles.json", &p); err != nil {
		return Puzzles{}, err
	}
	return p, nil
}

// SavePuzzles stores the progress with the puzzles.
func SavePuzzles(p Puzzles) error {
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return writeKey("puzzles.json", b)
}
