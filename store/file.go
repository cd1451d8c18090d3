//go:build !js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/birdroost/roost/rules/game"
)

var (
	dataMu  sync.Mutex
	dataDir string
)

// SetDataDir makes dir the place for settings and saves. A phone app hands
// over its own files directory this way (Android has no $HOME, so the user
// config directory does not exist there). An empty dir goes back to the
// default.
func SetDataDir(dir string) {
	dataMu.Lock()
	defer dataMu.Unlock()
	dataDir = dir
}

// Dir is where files are kept: the directory given to SetDataDir, else
// $ROOST_CONFIG_DIR, else roost/ in the user config directory.
func Dir() (string, error) {
	dataMu.Lock()
	d := dataDir
	dataMu.Unlock()
	if d != "" {
		return d, nil
	}
	if d := os.Getenv("ROOST_CONFIG_DIR"); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", &NoFolder{Why: err}
	}
	return filepath.Join(d, "roost"), nil
}

// NoFolder is a system with no folder for the player's files.
type NoFolder struct{ Why error }

func (e *NoFolder) Error() string {
	return fmt.Sprintf("there is no folder to keep settings and saves in (%v); set ROOST_CONFIG_DIR", e.Why)
}

func (e *NoFolder) Unwrap() error { return e.Why }

// Said is the report for people.
func (e *NoFolder) Said() game.Msg { return game.M("store.no-folder", "Why", e.Why) }

// readKey reads a file of the data folder through ReadFile (a plain file,
// no longer than its kind's limit). A file that is there but cannot be read
// (no permission, too long, a folder or a pipe in its place) is set aside
// under a dated name, so that nothing written later replaces it, and
// reported as *Aside.
func readKey(name string) ([]byte, bool, error) {
	d, err := Dir()
	if err != nil {
		return nil, false, err
	}
	b, err := ReadFile(filepath.Join(d, name), limitOf(name))
	if errors.Is(err, fs.ErrNotExist) {
		release(name) // gone: nothing is held any more
		return nil, false, nil
	}
	if err != nil {
		return nil, false, setAside(name, err)
	}
	return b, true, nil
}

// moveAside renames a file to a dated name beside it, and returns that
// name; the rename needs no room for the file's content, so it works on a
// full disk.
func moveAside(name string) (string, error) {
	d, err := Dir()
	if err != nil {
		return "", err
	}
	aside := asideName(d, name)
	if err := disk.Rename(filepath.Join(d, name), filepath.Join(d, aside)); err != nil {
		return "", err
	}
	syncDir(d)
	return aside, nil
}

// writeKey replaces a file atomically and durably: the data goes to a
// temporary file that is flushed to the disk before it is renamed over the
// old one, so a crash leaves the old file or the new one, never half of one.
// Something there that cannot be read is set aside first, never replaced;
// a damaged file that could not be set aside is not written over (held).
func writeKey(name string, data []byte) error {
	d, err := Dir()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		return err
	}
	if err := unheld(name); err != nil {
		return err
	}
	p := filepath.Join(d, name)
	if fi, err := os.Stat(p); err == nil {
		if !fi.Mode().IsRegular() {
			if a := setAside(name, notAFile(fi.Mode())); a.Err != nil {
				return a
			}
		} else if f, err := os.OpenFile(p, os.O_RDONLY|openNoBlock, 0); err != nil {
			if a := setAside(name, err); a.Err != nil {
				return a
			}
		} else {
			f.Close()
		}
	}
	tmp := p + ".tmp"
	// A temporary file left by a crash is replaced; anything else in its
	// way (a pipe, a folder, a link) is not touched, and nothing is written.
	if fi, err := os.Lstat(tmp); err == nil {
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("%s cannot be written: %s.tmp in %s is a %s, not a file; remove it", name, name, d, kindOf(fi.Mode()))
		}
		_ = os.Remove(tmp)
	}
	if err := disk.WriteNew(tmp, data); err != nil {
		_ = os.Remove(tmp)
		if errors.Is(err, fs.ErrExist) { // something came in the way meanwhile
			return fmt.Errorf("%s cannot be written: something is in the way at %s.tmp in %s", name, name, d)
		}
		return err
	}
	if err := disk.Rename(tmp, p); err != nil {
		_ = os.Remove(tmp)
		return err
	}
	syncDir(d)
	return nil
}

// A fileSystem makes the two steps of a write that need room on the disk
// (tests put a full disk in its place).
type fileSystem interface {
	// WriteNew creates a file that must not exist yet (a link or a pipe
	// there is never followed nor opened), writes data and flushes it to
	// the disk.
	WriteNew(path string, data []byte) error
	Rename(from, to string) error
}

type osDisk struct{}

func (osDisk) WriteNew(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|openNoBlock, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

func (osDisk) Rename(from, to string) error { return os.Rename(from, to) }

var disk fileSystem = osDisk{}

// syncDir makes a rename in d durable (where the system allows opening a
// folder for that; elsewhere the rename is as durable as the system makes it).
func syncDir(d string) {
	if f, err := os.Open(d); err == nil {
		_ = f.Sync()
		f.Close()
	}
}

// removeKey removes a file of the data folder.
func removeKey(name string) error {
	d, err := Dir()
	if err != nil {
		return err
	}
	if err := os.Remove(filepath.Join(d, name)); err != nil {
		return err
	}
	syncDir(d)
	return nil
}

// exists reports whether something is at name in d (for asideName).
func exists(d, name string) bool {
	_, err := os.Lstat(filepath.Join(d, name))
	return !errors.Is(err, fs.ErrNotExist)
}

// listKeys are the names of the data folder's files that begin with
// prefix and end with suffix.
func listKeys(prefix, suffix string) ([]string, error) {
	d, err := Dir()
	if err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(d)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	var out []string
	for _, e := range ents {
		if n := e.Name(); len(n) > len(prefix)+len(suffix) && n[:len(prefix)] == prefix && n[len(n)-len(suffix):] == suffix {
			out = append(out, n)
		}
	}
	return out, err
}
