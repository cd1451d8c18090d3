//go:build !js

package scenes

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/birdroost/roost/store"
)

// FolderPorter is the desktop's: records are files in a folder the player
// can see (Documents/Roost, or Roost in the home folder), written there on
// export and offered from there on import (a file dropped on the window is
// imported too).
type FolderPorter struct{ Dir string }

func platformPorter() Porter { return FolderPorter{} }

// scriptedPorter keeps a scripted app's records (tests, shots) with its
// data, never in the player's folders.
func scriptedPorter() Porter {
	d, err := store.Dir()
	if err != nil {
		return nil
	}
	return FolderPorter{Dir: filepath.Join(d, "records")}
}

// dir is the records folder.
func (p FolderPorter) dir() (string, error) {
	if p.Dir != "" {
		return p.Dir, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	if st, err := os.Stat(filepath.Join(home, "Documents")); err == nil && st.IsDir() {
		return filepath.Join(home, "Documents", "Roost"), nil
	}
	return filepath.Join(home, "Roost"), nil
}

// Export writes the record as a new file (never over another).
func (p FolderPorter) Export(name, record string) (string, error) {
	d, err := p.dir()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		return "", err
	}
	base, ext := strings.TrimSuffix(name, filepath.Ext(name)), filepath.Ext(name)
	for i := 1; ; i++ {
		path := filepath.Join(d, name)
		if i > 1 {
			path = filepath.Join(d, fmt.Sprintf("%s-%d%s", base, i, ext))
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, werr := f.WriteString(record)
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			_ = os.Remove(path)
			return "", werr
		}
		return path, nil
	}
}

// Pick offers the folder's record files, the newest first.
func (p FolderPorter) Pick(func(name, text string)) ([]Offered, error) {
	d, err := p.dir()
	if err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(d)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	type file struct {
		name string
		mod  int64
	}
	var fs []file
	for _, e := range ents {
		ext := strings.ToLower(filepath.Ext(e.Name()))
		if e.IsDir() || (ext != ".roost" && ext != ".txt") {
			continue
		}
		if info, err := e.Info(); err == nil {
			fs = append(fs, file{e.Name(), info.ModTime().UnixNano()})
		}
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].mod > fs[j].mod })
	out := []Offered{}
	for _, f := range fs {
		path := filepath.Join(d, f.name)
		out = append(out, Offered{Name: f.name, Read: func() (string, error) {
			b, err := store.ReadFile(path, MaxRecordBytes)
			return string(b), err
		}})
	}
	return out, nil
}

// RecordsFolder is where the desktop's records are (for the words that
// say where to put one).
func RecordsFolder(p Porter) string {
	if fp, ok := p.(FolderPorter); ok {
		if d, err := fp.dir(); err == nil {
			return d
		}
	}
	return ""
}
