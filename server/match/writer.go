package match

import (
	"context"
	"database/sql"
	"sync"
)

// writer stores games for every match of this server in few transactions:
// the saves that arrive while one is being written go together in the next
// statement (one commit for many games), and each match waits for its own
// game to be stored before it tells anyone. It writes Nakama's storage table
// as StorageWrite does (same columns, the version an md5 of the value), in
// one statement instead of a transaction of three round trips; reads go
// through Nakama as before.
type writer struct {
	in    chan *pending
	write func(ctx context.Context, keys, values []string) error
}

type pending struct {
	key, value string
	done       chan error
}

// Writers is how many statements may be in flight at once; MaxBatch is the
// most games one statement stores.
const (
	Writers  = 4
	MaxBatch = 256
)

func newWriter(write func(ctx context.Context, keys, values []string) error) *writer {
	w := &writer{in: make(chan *pending, 4*MaxBatch), write: write}
	for i := 0; i < Writers; i++ {
		go w.run()
	}
	return w
}

// save stores one game's value under its key, returning when it is stored
// (or why not).
func (w *writer) save(ctx context.Context, key, value string) error {
	p := &pending{key: key, value: value, done: make(chan error, 1)}
	select {
	case w.in <- p:
	case <-ctx.Done():
		return ctx.Err()
	}
	return <-p.done // ctx is not waited on here: the write may be under way
}

func (w *writer) run() {
	for p := range w.in {
		batch := []*pending{p}
	more:
		for len(batch) < MaxBatch {
			select {
			case q := <-w.in:
				batch = append(batch, q)
			default:
				break more
			}
		}
		keys, values := dedupe(batch)
		err := w.write(context.Background(), keys, values)
		for _, p := range batch {
			p.done <- err
		}
	}
}

// dedupe keeps the newest value of each key (one statement cannot change a
// row twice), in the order the keys first came.
func dedupe(batch []*pending) (keys, values []string) {
	at := map[string]int{}
	for _, p := range batch {
		if i, ok := at[p.key]; ok {
			values[i] = p.value
			continue
		}
		at[p.key] = len(keys)
		keys, values = append(keys, p.key), append(values, p.value)
	}
	return keys, values
}

// upsert is the statement that stores games (collection colGames, owned by
// the system user, unreadable and unwritable by clients).
const upsert = `INSERT INTO storage (collection, key, user_id, value, version, read, write, create_time, update_time)
SELECT $1, k, $2, v::jsonb, md5(v), 0, 0, now(), now() FROM unnest($3::text[], $4::text[]) AS t(k, v)
ON CONFLICT (collection, key, user_id) DO UPDATE SET value = EXCLUDED.value, version = EXCLUDED.version,
read = 0, write = 0, update_time = now()`

var (
	writers   = map[*sql.DB]*writer{}
	writersMu sync.Mutex
)

// gamesWriter is the one writer of games for a database.
func gamesWriter(db *sql.DB) *writer {
	writersMu.Lock()
	defer writersMu.Unlock()
	if w := writers[db]; w != nil {
		return w
	}
	w := newWriter(func(ctx context.Context, keys, values []string) error {
		_, err := db.ExecContext(ctx, upsert, colGames, systemUser, keys, values)
		return err
	})
	writers[db] = w
	return w
}
