package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
)

// Limits on what is read: a save or an imported record (a long game is a
// few kilobytes), a history (a hundred records), and any other file.
const (
	MaxRecordBytes  = 4 << 20
	MaxHistoryBytes = 64 << 20
	MaxFileBytes    = 4 << 20
)

// limitOf is the longest a file of the data folder may be.
func limitOf(name string) int64 {
	if strings.HasPrefix(name, "history-") {
		return MaxHistoryBytes
	}
	return MaxFileBytes
}

// ErrTooLong is the error of a file longer than its limit.
var ErrTooLong = errors.New("the file is too long")

// notAFile is the error of something that is not a plain file.
func notAFile(m fs.FileMode) error { return fmt.Errorf("it is a %s, not a file", kindOf(m)) }

// kindOf names what is at a path that is not a plain file.
func kindOf(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "folder"
	case m&fs.ModeNamedPipe != 0:
		return "named pipe"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeSymlink != 0:
		return "link"
	case m&fs.ModeDevice != 0 || m&fs.ModeCharDevice != 0:
		return "device"
	}
	return "special file"
}

// ReadEntry reads the entry d at name in fsys (as fs.WalkDir finds it) as
// ReadFile reads a path: the files dropped on the window come this way. A
// plain file only, of at most limit bytes; what the entry says it is is
// checked before it is opened (a pipe would block the opening).
func ReadEntry(fsys fs.FS, name string, d fs.DirEntry, limit int64) ([]byte, error) {
	if fi, err := d.Info(); err != nil {
		return nil, err
	} else if err := plain(fi, limit); err != nil {
		return nil, err
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpened(f, limit)
}

// plain checks that what a path holds may be read: a plain file (not a
// folder, a pipe, a device or a socket, which could block or never end) no
// longer than limit.
func plain(fi fs.FileInfo, limit int64) error {
	if !fi.Mode().IsRegular() {
		return notAFile(fi.Mode())
	}
	if fi.Size() > limit {
		return fmt.Errorf("%w (%d bytes; at most %d are read)", ErrTooLong, fi.Size(), limit)
	}
	return nil
}

// readOpened reads an opened file, checked again once open (something
// else may have come in its place), never past limit bytes.
func readOpened(f fs.File, limit int64) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := plain(fi, limit); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("%w (it grew past %d bytes while read)", ErrTooLong, limit)
	}
	return b, nil
}
