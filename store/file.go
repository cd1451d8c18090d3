//go:build !js

package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// Dir is where files are kept: $ROOST_CONFIG_DIR, or roost/ in the user config dir.
func Dir() (string, error) {
	if d := os.Getenv("ROOST_CONFIG_DIR"); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", err
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
