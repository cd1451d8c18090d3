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

// readKey reads a file. A file that is there but cannot be read (no
// permission, a folder or a pipe in its place) is moved aside under a dated
// name, so that nothing written later replaces it, and reported as *Aside.
func readKey(name string) ([]byte, bool, error) {
	d, err := Dir()
	if err != nil {
		return nil, false, err
	}
	p := filepath.Join(d, name)
	fi, err := os.Stat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err == nil && !fi.Mode().IsRegular() {
		err = &NotA{kindOf(fi.Mode())}
	}
	var b []byte
	if err == nil {
		b, err = os.ReadFile(p)
		if err == nil {
			return b, true, nil
		}
	}
	return nil, false, moveAside(d, name, err)
}

// kindOf names what is at a path that is not a plain file.
func kindOf(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "folder"
	case m&fs.ModeNamedPipe != 0:
		return "named pipe"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeDevice != 0:
		return "device"
	}
	return "special file"
}

// moveAside renames a file that cannot be read to a dated name beside it.
func moveAside(d, name string, why error) error {
	aside := asideName(d, name)
	if err := os.Rename(filepath.Join(d, name), filepath.Join(d, aside)); err != nil {
		return &Aside{Name: name, Dir: d, Why: why, Err: err}
	}
	return &Aside{Name: name, Dir: d, As: aside, Why: why}
}

// writeKey replaces a file atomically and durably: the data goes to a
// temporary file that is flushed to the disk before it is renamed over the
// old one, so a crash leaves the old file or the new one, never half of one.
// Something there that cannot be read is moved aside first, never replaced.
func writeKey(name string, data []byte) error {
	d, err := Dir()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		return err
	}
	p := filepath.Join(d, name)
	if fi, err := os.Stat(p); err == nil {
		if !fi.Mode().IsRegular() {
			if err := moveAside(d, name, &NotA{kindOf(fi.Mode())}); err.(*Aside).As == "" {
				return err
			}
		} else if f, err := os.Open(p); err != nil {
			if err := moveAside(d, name, err); err.(*Aside).As == "" {
				return err
			}
		} else {
			f.Close()
		}
	}
	tmp := p + ".tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
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
	if err == nil {
		err = os.Rename(tmp, p)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	syncDir(d)
	return nil
}

// syncDir makes a rename in d durable (where the system allows opening a
// folder for that; elsewhere the rename is as durable as the system makes it).
func syncDir(d string) {
	if f, err := os.Open(d); err == nil {
		_ = f.Sync()
		f.Close()
	}
}

// keepBad keeps a copy of damaged data under a dated name of its own
// (NAME.DATE.bad), never over an earlier one, and returns that name.
func keepBad(name string, data []byte) (string, error) {
	d, err := Dir()
	if err != nil {
		return "", err
	}
	bad := asideName(d, name)
	return bad, writeKey(bad, data)
}

// exists reports whether something is at name in d (for asideName).
func exists(d, name string) bool {
	_, err := os.Lstat(filepath.Join(d, name))
	return !errors.Is(err, fs.ErrNotExist)
}
