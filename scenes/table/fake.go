package table

import "sync"

// FakeRemote is a Remote without a server, for tests: it keeps what the
// table sends and hands the table the updates a test pushes.
type FakeRemote struct {
	mu      sync.Mutex
	At      int      // the seat played here (-1: watching)
	Sent    []string // the actions sent, in order
	Seqs    []int    // the position each was sent for
	updates []*Update
	Closed  bool
	Said    []int    // the quick messages said, by number
	Words   []string // the quick messages offered (none: no Say)
	Undos   []int    // the undo requests, by the position they were asked at
	Asks    []int    // the asks to the rival to take back a turn, by position
	Replies []bool   // the answers to the rival's asks
}

func (f *FakeRemote) AskUndo(seq int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.Asks = append(f.Asks, seq)
}

func (f *FakeRemote) Reply(seq int, yes bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.Replies = append(f.Replies, yes)
}

func (f *FakeRemote) Undo(seq int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.Undos = append(f.Undos, seq)
}

func (f *FakeRemote) Phrases() []string { return f.Words }

func (f *FakeRemote) Say(i int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.Said = append(f.Said, i)
}

func (f *FakeRemote) Seat() int { return f.At }

func (f *FakeRemote) Send(seq int, a string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.Sent, f.Seqs = append(f.Sent, a), append(f.Seqs, seq)
}

func (f *FakeRemote) Poll() *Update {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.updates) == 0 {
		return nil
	}
	u := f.updates[0]
	f.updates = f.updates[1:]
	return u
}

func (f *FakeRemote) Close() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.Closed = true
}

// Push queues what the server says next.
func (f *FakeRemote) Push(u *Update) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.updates = append(f.updates, u)
}
