package store

// Saved games are game records (rules/game's text format), one per game,
// written after every action so that a closed window loses nothing.

func saveKey(game string) string { return "save-" + game + ".roost" }

// SaveGame stores the record of the game in progress.
func SaveGame(game, record string) error { return writeKey(saveKey(game), []byte(record)) }

// LoadGame returns the saved record of a game, and whether there is one. A
// save that cannot be read is moved aside and the error says where (*Aside).
func LoadGame(game string) (string, bool, error) {
	b, ok, err := readKey(saveKey(game))
	return string(b), ok && len(b) > 0, err
}

// ClearGame forgets the saved game (it finished, or the player started anew).
func ClearGame(game string) error { return writeKey(saveKey(game), nil) }

// SetAside keeps a save that could not be loaded under a dated name of its
// own (never over an earlier one), which clears it. It returns where it is
// kept; where it could not be moved, the error says so and the save is not
// written over until it can be.
func SetAside(game string, why error) (string, error) {
	a := setAside(saveKey(game), why)
	if a.Err != nil {
		return "", a // it says itself: held where it is, nothing written over it
	}
	return a.As, nil
}
