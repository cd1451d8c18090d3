package store

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// Aside reports a file that could not be read and was moved out of the way
// under a dated name (As), so that nothing written later replaces it. When
// the move itself failed, As is empty and Err says why.
type Aside struct {
	Name string // the file's own name, e.g. settings.json
	Dir  string // the folder it is in
	As   string // the name it was moved to, or ""
	Why  error  // why it could not be read
	Err  error  // why it could not be moved, or nil
}

func (e *Aside) Error() string {
	if e.As == "" {
		return fmt.Sprintf("%s in %s could not be read (%v) nor moved aside (%v)", e.Name, e.Dir, e.Why, e.Err)
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

// readJSON reads a JSON file of the data folder into v (nothing there:
// v as it is). A file that cannot be read as JSON is kept aside and
// emptied, so that what it held starts again; the error (an *Aside) says
// where it went.
func readJSON(name string, v any) error {
	b, ok, err := readKey(name)
	if err != nil || !ok || len(b) == 0 {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		d, _ := Dir()
		bad, kerr := keepBad(name, b)
		if kerr == nil {
			kerr = writeKey(name, nil) // kept: it starts again
		}
		return &Aside{Name: name, Dir: d, As: bad, Why: err, Err: kerr}
	}
	return nil
}
