package table

import (
	"crypto/sha256"
	"fmt"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
)

// PlayOn plays a demo's next action (shots, layout tests): a chance event
// resolved, or the choice of the bot of the seat to act, with the
// animations finished at once. who names the bots (their level and seeds,
// e.g. "standard 21"): the same bots on the same match from its start
// choose the same actions every time, so a demo laid out again (the shots
// at every size and language) takes their choices from the tape the first
// one left, and the bots that made it choose where it ends. Bots given for
// a match not played from its start by them alone think afresh.
func (k *Kit) PlayOn(who string, bots []game.Bot) {
	defer k.A.Anims.Finish()
	if k.M.State.ToMove() == game.Chance {
		k.ResolveChance()
		return
	}
	k.Play(demoChoice(k.M, who, bots))
}

// demoTape is what a demo's bots chose, in order, and the bots themselves,
// ready for the choice after the last (their generators where it left
// them).
type demoTape struct {
	bots []game.Bot
	acts []game.Action
	at   []int               // the history's length at each choice
	sums [][sha256.Size]byte // and what it held
}

var demoTapes = struct {
	sync.Mutex
	m map[string]*demoTape
}{m: map[string]*demoTape{}}

// demoChoice is the choice of the bot of the seat to act in m: from the
// tape of who's bots on this match where it has it, else thought.
func demoChoice(m *game.Match, who string, bots []game.Bot) game.Action {
	key := fmt.Sprintf("%s|%s|%s|%v|%d|%q", who, m.Def.Name, m.Variant, m.Players, m.Seed, m.Start)
	h := m.History()
	n := 0 // the bots' choices so far
	for _, p := range h {
		if p.Seat != game.Chance {
			n++
		}
	}
	demoTapes.Lock()
	defer demoTapes.Unlock()
	t := demoTapes.m[key]
	if t == nil && n == 0 {
		t = &demoTape{bots: bots}
		demoTapes.m[key] = t
	}
	switch {
	case t == nil:
	case n < len(t.acts):
		if t.at[n] == len(h) && t.sums[n] == historySum(h) {
			return t.acts[n]
		}
	case n == len(t.acts):
		if n == 0 || len(h) > t.at[n-1] && h[t.at[n-1]].Action == t.acts[n-1] && historySum(h[:t.at[n-1]]) == t.sums[n-1] {
			a := think(t.bots, m.State)
			t.acts, t.at, t.sums = append(t.acts, a), append(t.at, len(h)), append(t.sums, historySum(h))
			return a
		}
	}
	return think(bots, m.State) // (a match the tape does not follow)
}

func think(bots []game.Bot, st game.State) game.Action {
	th := bots[st.ToMove()].Think(st.Clone())
	for !th.Step(int64(time.Second)) {
	}
	return th.Best()
}

// historySum identifies what was played.
func historySum(h []game.Played) [sha256.Size]byte {
	s := sha256.New()
	for _, p := range h {
		fmt.Fprintf(s, "%d %d %s\n", p.Seat, p.Action, p.Text)
	}
	var sum [sha256.Size]byte
	s.Sum(sum[:0])
	return sum
}
