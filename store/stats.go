package store

import (
	"strings"
)

// Stats count every finished game: by game, then by opponent (Opponent).
type Stats map[string]map[string]*Tally

// A Tally is the games against one opponent: how many, how they ended for
// the player at this device, the streaks, the best score and the length.
type Tally struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	Drawn  int `json:"drawn"` // the first place shared
	Lost   int `json:"lost"`
	// Streak is the current run: wins in a row (above 0) or games without
	// a win (below 0). BestStreak is the longest run of wins.
	Streak     int  `json:"streak"`
	BestStreak int  `json:"best_streak"`
	BestScore  int  `json:"best_score"`
	Scored     bool `json:"scored"`  // BestScore is one (the game has scores)
	Actions    int  `json:"actions"` // in all the games, for their average length
}

// Opponents, besides the computer's levels: people at this device, and
// online.
const (
	VsPeople = "people"
	VsOnline = "online"
)

// Opponent is who a finished game was against: "online", the strongest
// computer level among the seats (levels are ranked by the order given,
// weakest first), or "people" (everyone at this device).
func Opponent(f Finished, levels []string) string {
	if f.Online {
		return VsOnline
	}
	best := -1
	for _, p := range f.Players {
		for i, l := range levels {
			if p == l && i > best {
				best = i
			}
		}
	}
	if best < 0 {
		return VsPeople
	}
	return levels[best]
}

// Seat is the one seat played at this device (-1 where several are, or
// none: a game between people at one screen is nobody's win).
func (f Finished) Seat() int {
	seat := -1
	for i, m := range f.Mine {
		if m {
			if seat >= 0 {
				return -1
			}
			seat = i
		}
	}
	return seat
}

// Outcome is how the game ended for a seat: 1 won, 0 shared the first
// place, -1 lost.
func (f Finished) Outcome(seat int) int {
	if seat < 0 || seat >= len(f.Returns) {
		return -1
	}
	best, n := f.Returns[0], 0
	for _, r := range f.Returns {
		best = max(best, r)
	}
	for _, r := range f.Returns {
		if r == best {
			n++
		}
	}
	switch {
	case f.Returns[seat] < best:
		return -1
	case n > 1:
		return 0
	}
	return 1
}

// Add counts a finished game; levels ranks the game's computer levels
// (Opponent). A game with no seat of its own at this device counts as
// played, neither won nor lost. Statistics read as nothing (a file holding
// null) start as a new table, never written into as nil.
func (s *Stats) Add(f Finished, levels []string) {
	if *s == nil {
		*s = Stats{}
	}
	(*s).add(f, levels)
}

func (s Stats) add(f Finished, levels []string) {
	if s[f.Game] == nil {
		s[f.Game] = map[string]*Tally{}
	}
	vs := Opponent(f, levels)
	t := s[f.Game][vs]
	if t == nil {
		t = &Tally{}
		s[f.Game][vs] = t
	}
	t.Played++
	t.Actions += f.Actions
	seat := f.Seat()
	if seat < 0 {
		return
	}
	switch f.Outcome(seat) {
	case 1:
		t.Won++
		t.Streak = max(t.Streak, 0) + 1
		t.BestStreak = max(t.BestStreak, t.Streak)
	case 0:
		t.Drawn++
		t.Streak = min(t.Streak, 0) - 1
	default:
		t.Lost++
		t.Streak = min(t.Streak, 0) - 1
	}
	if seat < len(f.Scores) && (!t.Scored || f.Scores[seat] > t.BestScore) {
		t.BestScore, t.Scored = f.Scores[seat], true
	}
}

// LoadStats reads the statistics of every game (each kept with its
// history, or still in stats.json, the first form); ones that cannot be
// read are moved aside (the error says where) and start again at nothing.
func LoadStats() (Stats, error) {
	s := Stats{}
	games, err := statsGames()
	for g := range games {
		h, herr := loadHistory(g)
		if err == nil {
			err = herr
		}
		if len(h.Tallies) > 0 {
			s[g] = h.Tallies
		}
	}
	return s, err
}

// statsGames are the games with statistics: a history file, or figures in
// stats.json.
func statsGames() (map[string]bool, error) {
	old, err := legacyStats()
	games := map[string]bool{}
	for g := range old {
		games[g] = true
	}
	names, lerr := listKeys("history-", ".json")
	if err == nil {
		err = lerr
	}
	for _, n := range names {
		games[strings.TrimSuffix(strings.TrimPrefix(n, "history-"), ".json")] = true
	}
	return games, err
}

// legacyStats reads stats.json, where the statistics were kept before each
// game's history carried its own (it is never written again).
func legacyStats() (Stats, error) {
	s := Stats{}
	if err := readJSON("stats.json", &s); err != nil {
		return Stats{}, err
	}
	if s == nil { // null
		s = Stats{}
	}
	for g, byVs := range s {
		for vs, t := range byVs {
			if t == nil {
				delete(byVs, vs)
			}
		}
		if len(byVs) == 0 {
			delete(s, g)
		}
	}
	return s, nil
}

// SaveStats replaces the statistics (a new device's figures, the shots'
// demo, a test's clean slate): each game's go with its history, and a game
// left out has none.
func SaveStats(s Stats) error {
	games, _ := statsGames()
	for g := range s {
		games[g] = true
	}
	for g := range games {
		h, _ := loadHistory(g)
		h.Tallies = s[g]
		if err := writeHistory(g, h); err != nil {
			return err
		}
	}
	return nil
}
