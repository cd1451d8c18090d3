package scenes

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"time"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/store"
)

// Records move games in and out of Roost as their records (rules/game's
// text format): out as a file on the desktop, a download in the browser,
// the share sheet's text on a phone; in from a file (the records folder,
// or one dropped on the window), the browser's file picker, or the text
// shared to the phone app. A Porter is the platform's way.
type Porter interface {
	// Export hands a record over under a file name; it says where it went
	// ("" when the platform shows that itself).
	Export(name, record string) (string, error)
	// Pick asks for records to import: they come to Arrive (later, from
	// the browser's picker), or as offered files (the desktop's folder),
	// which the app lists for the player to choose from.
	Pick(arrive func(name, text string)) ([]Offered, error)
}

// Offered is a record file the player may import.
type Offered struct {
	Name string
	Read func() (string, error)
}

// SharePorter is a phone's: export goes to the host app's share sheet
// (set by package mobile); nothing is picked (records come in shared).
type SharePorter struct{ Share func(name, text string) }

func (p SharePorter) Export(name, record string) (string, error) {
	if p.Share == nil {
		return "", errors.New("this phone app cannot share")
	}
	p.Share(name, record)
	return "", nil
}

func (SharePorter) Pick(func(name, text string)) ([]Offered, error) {
	return nil, errors.New(lang.T("records.share-to-import"))
}

// incoming are records that arrived from outside the frame loop (the
// browser's picker, a phone's share): the app imports them on its next
// frame.
var incoming struct {
	sync.Mutex
	texts [][2]string
}

// Arrive queues a record to import on the next frame (any goroutine).
func Arrive(name, text string) {
	incoming.Lock()
	incoming.texts = append(incoming.texts, [2]string{name, text})
	incoming.Unlock()
}

// takeArrived imports what has arrived, and the files dropped on the
// window.
func (a *App) takeArrived(dropped fs.FS) {
	incoming.Lock()
	in := incoming.texts
	incoming.texts = nil
	incoming.Unlock()
	for _, t := range in {
		a.ImportRecord(t[0], t[1])
	}
	if dropped == nil {
		return
	}
	_ = fs.WalkDir(dropped, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, err := store.ReadEntry(dropped, path, d, MaxRecordBytes)
		if err != nil {
			a.Toast(lang.T("records.unreadable", "Name", d.Name(), "Why", lang.Err(err)))
			return nil
		}
		a.ImportRecord(d.Name(), string(b))
		return nil
	})
}

// MaxRecordBytes is the largest record imported (a long game is a few
// kilobytes), as the largest save.
const MaxRecordBytes = store.MaxRecordBytes

// RecordName is the file name a finished game is exported under.
func RecordName(f store.Finished) string {
	return fmt.Sprintf("%s-%s.roost", f.Game, time.Unix(f.Ended, 0).Local().Format("2006-01-02-1504"))
}

// ExportRecord hands a game's record over, saying where it went.
func (a *App) ExportRecord(f store.Finished) {
	if a.Porter == nil {
		a.Toast(lang.T("records.no-export"))
		return
	}
	where, err := a.Porter.Export(RecordName(f), f.Record)
	switch {
	case err != nil:
		a.Toast(lang.T("records.not-exported", "Why", lang.Err(err)))
	case where != "":
		a.Toast(lang.T("records.exported", "Where", where))
	}
}

// ImportRecord reads a record and keeps its game in its history (not in
// the statistics: it was not played here). A record that cannot be read
// is refused with its line and the reason; nothing of it is kept.
func (a *App) ImportRecord(name, text string) bool {
	if len(text) > MaxRecordBytes {
		a.Toast(lang.T("records.refused", "Name", name, "Why", lang.T("records.too-long")))
		return false
	}
	m, err := game.LoadRecord(text)
	if err != nil {
		a.Toast(lang.T("records.refused", "Name", name, "Why", lang.Err(err)))
		return false
	}
	if !m.State.Terminal() {
		a.Toast(lang.T("records.refused", "Name", name, "Why", lang.T("records.unfinished")))
		return false
	}
	f := store.Finished{Game: m.Def.Name, Variant: m.Variant, Ended: time.Now().Unix(), Players: m.Players,
		Mine: make([]bool, len(m.Players)), Returns: m.State.Returns(), Record: m.Record(), Actions: PlayerActions(m)}
	if Scored(m.Def.Name) {
		f.Scores = m.State.Scores()
	}
	if err := store.AddImported(f); err != nil {
		var aside *store.Aside
		if !errors.As(err, &aside) || aside.Err != nil {
			a.Toast(lang.T("records.not-kept", "Why", lang.Err(err)))
			return false
		}
		a.Toast(lang.Err(err)) // kept; the damaged history before it was set aside
	}
	if m.Unchecked.Key != "" {
		a.Toast(lang.T("records.imported-unchecked", "Game", GameTitle(m.Def.Name), "Why", lang.Say(m.Unchecked)))
	} else {
		a.Toast(lang.T("records.imported", "Game", GameTitle(m.Def.Name)))
	}
	for _, s := range a.stack {
		if h, ok := s.(*HistoryScreen); ok {
			h.game, h.page = m.Def.Name, 0
			h.load()
			h.build()
		}
	}
	return true
}

// offerImport asks for records to import: the platform's picker, or the
// files of the records folder to choose from.
func (a *App) offerImport() {
	if a.Porter == nil {
		a.Toast(lang.T("records.no-import"))
		return
	}
	files, err := a.Porter.Pick(Arrive)
	if err != nil {
		a.Toast(lang.Err(err))
		return
	}
	if files == nil {
		return // the platform's picker is open
	}
	if len(files) == 0 {
		a.Toast(lang.T("records.none", "Folder", RecordsFolder(a.Porter)))
		return
	}
	if len(files) > 8 {
		files = files[:8]
	}
	names := make([]string, len(files))
	for i, f := range files {
		names[i] = strings.TrimSuffix(f.Name, ".roost")
	}
	a.Push(NewChoice(a, lang.T("records.pick"), names, func(i int) {
		text, err := files[i].Read()
		if err != nil {
			a.Toast(lang.T("records.unreadable", "Name", files[i].Name, "Why", lang.Err(err)))
			return
		}
		a.ImportRecord(files[i].Name, text)
	}))
}
