package store

import "os"

// ReadFile is the one way a player's file is read (settings, saves,
// histories, statistics, puzzles, imported records, `roost replay`): it
// refuses anything but a plain file before opening it (a pipe would block,
// /dev/zero never ends), opens without waiting (a pipe that came in its
// place meanwhile is refused too, not waited on) and reads at most limit
// bytes, the length checked before the reading.
func ReadFile(path string, limit int64) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := plain(fi, limit); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNoBlock, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpened(f, limit)
}
