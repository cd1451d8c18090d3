//go:build !js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
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
		return "", fmt.Errorf("there is no folder to keep settings and saves in (%v); set ROOST_CONFIG_DIR", err)
	}
	return filepath.Join(d, "roost"), nil
}

func readKey(name string) ([]byte, bool, error) {
	d, err := Dir()
	if err != nil {
		return nil, false, err
	}
	b, err := os.ReadFile(filepath.Join(d, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	return b, err == nil, err
}

func writeKey(name string, data []byte) error {
	d, err := Dir()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		return err
	}
	tmp := filepath.Join(d, name+".tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(d, name))
}

// keepBad sets a damaged file aside as NAME.bad so nothing is lost.
func keepBad(name string, data []byte) error { return writeKey(name+".bad", data) }
