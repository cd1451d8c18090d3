package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// Aside reports a file that could not be read. It was moved out of the way
// under a dated name (As), so that nothing written later replaces it; or,
// where the move failed (Err), it stays where it is and nothing is written
// over it until it can be moved (or the player removes it to start again).
type Aside struct {
	Name string // the file's own name, e.g. settings.json
	Dir  string // the folder it is in
	As   string // the name it was moved to, or ""
	Why  error  // why it could not be read
	Err  error  // why it could not be moved, or nil
}

func (e *Aside) Error() string {
	if e.Err != nil || e.As == "" {
		return fmt.Sprintf("%s in %s could not be read (%v) and could not be set aside (%v); it stays as it is and nothing will be written over it until it can be set aside (make room on the disk) or you choose to start again", e.Name, e.Dir, e.Why, e.Err)
	}
	return fmt.Sprintf("%s could not be read (%v); it was kept as %s in %s", e.Name, e.Why, e.As, e.Dir)
}

func (e *Aside) Unwrap() error { return e.Why }

// webDir is the browser's storage named as a folder (Dir).
const webDir = "this browser's storage"

// Said is the report for people, in their language.
func (e *Aside) Said() game.Msg {
	var dir any = e.Dir
	if e.Dir == webDir {
		dir = game.M("store.web.dir")
	}
	if e.As == "" {
		return game.M("store.not-aside", "File", e.Name, "Dir", dir, "Why", e.Why, "Trouble", e.Err)
	}
	return game.M("store.aside", "File", e.Name, "As", e.As, "Dir", dir, "Why", e.Why)
}

// NotA is why something that is not a plain file cannot be read as one.
type NotA struct{ Kind string }

func (e *NotA) Error() string { return fmt.Sprintf("it is a %s, not a file", e.Kind) }

// Said names what is there instead.
func (e *NotA) Said() game.Msg { return game.M("store.not-a-file", "Kind", game.M(kindKeys[e.Kind])) }

// kindKeys name the kinds of things that are not files (see kindOf).
var kindKeys = map[string]string{
	"folder": "store.kind.folder", "named pipe": "store.kind.named-pipe", "socket": "store.kind.socket",
	"device": "store.kind.device", "special file": "store.kind.special-file",
}

// now is the clock that dates the names of files set aside (tests set it).
var now = time.Now

// asideName is a name for setting NAME aside that nothing has yet:
// NAME.2026-11-23T224600.bad, then NAME.2026-11-23T224600-2.bad and so on.
func asideName(dir, name string) string {
	stamp := now().Format("2006-01-02T150405")
	for i := 1; ; i++ {
		n := name + "." + stamp + ".bad"
		if i > 1 {
			n = fmt.Sprintf("%s.%s-%d.bad", name, stamp, i)
		}
		if !exists(dir, n) {
			return n
		}
	}
}

// held are the damaged files that could not be set aside, by folder and
// name: nothing writes over them until they are (each write tries again)
// or they are gone (the player removed them to start again).
var held struct {
	sync.Mutex
	why map[[2]string]error
}

// setAside moves a file that cannot be read out of the way (moveAside);
// where that fails the file is held, and the *Aside says so.
func setAside(name string, why error) *Aside {
	d, _ := Dir()
	as, err := moveAside(name)
	held.Lock()
	defer held.Unlock()
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		if held.why == nil {
			held.why = map[[2]string]error{}
		}
		held.why[[2]string{d, name}] = why
		return &Aside{Name: name, Dir: d, Why: why, Err: err}
	}
	delete(held.why, [2]string{d, name})
	return &Aside{Name: name, Dir: d, As: as, Why: why}
}

// unheld tries again to set a held file aside before it is written: the
// error (an *Aside) says it still could not be, and nothing is written.
func unheld(name string) error {
	d, _ := Dir()
	held.Lock()
	why, ok := held.why[[2]string{d, name}]
	held.Unlock()
	if !ok {
		return nil
	}
	if a := setAside(name, why); a.Err != nil {
		return a
	}
	return nil
}

// Held are the damaged files of the data folder that could not be set
// aside, by name: nothing is written over them until they can be, or the
// player chooses to start again (StartAgain).
func Held() []string {
	d, _ := Dir()
	held.Lock()
	defer held.Unlock()
	var out []string
	for k := range held.why {
		if k[0] == d {
			out = append(out, k[1])
		}
	}
	sort.Strings(out)
	return out
}

// StartAgain removes a held damaged file at the player's word: what it
// held starts again, and writing it works again.
func StartAgain(name string) error {
	d, _ := Dir()
	held.Lock()
	_, ok := held.why[[2]string{d, name}]
	held.Unlock()
	if !ok {
		return nil
	}
	if err := removeKey(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	release(name)
	return nil
}

// release forgets a held file that is no longer there.
func release(name string) {
	d, _ := Dir()
	held.Lock()
	delete(held.why, [2]string{d, name})
	held.Unlock()
}

// readJSON reads a JSON file of the data folder into v (nothing there:
// v as it is). A file that cannot be read as JSON is set aside (setAside),
// so that what it held starts again; the error (an *Aside) says where it
// went, or that it could not be moved and stays as it is.
func readJSON(name string, v any) error {
	b, ok, err := readKey(name)
	if err != nil || !ok {
		return err
	}
	b = bytes.TrimPrefix(b, bom)
	if len(bytes.TrimSpace(b)) == 0 {
		return nil // an empty file: what was cleared, or never written
	}
	if err := json.Unmarshal(b, v); err != nil {
		return setAside(name, err)
	}
	return nil
}

// bom is the UTF-8 byte order mark some editors put first in a file.
var bom = []byte("\ufeff")
