package search

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/birdroost/roost/rules/game"
)

// Node is a two-player perfect-information position searched by make/unmake.
// Scores are from the point of view of the side to move.
type Node interface {
	// Moves appends the legal actions to buf[:0].
	Moves(buf []game.Action) []game.Action
	// Push plays a legal action; Pop takes back the last one pushed.
	Push(a game.Action)
	Pop()
	// Over reports whether the game has ended; if so, score is the result for the
	// side to move (Win, -Win or 0), not yet adjusted for distance.
	Over() (over bool, score int)
	// Eval is a static estimate for the side to move, well inside (-Win, Win).
	Eval() int
	// Hash identifies the position including the side to move.
	Hash() uint64
}

// Win is the score of a won game; a win in n plies scores Win-n.
const Win = 1_000_000

// ABConfig tunes the alpha-beta searcher.
type ABConfig struct {
	MaxDepth int        // deepest iteration
	Noise    int        // random amount added to each root move's score (weaker play)
	Rand     *rand.Rand // source of noise; required when Noise > 0
	TTBits   int        // transposition table size: 1<<TTBits entries (default 20)
}

type ttEntry struct {
	key   uint64
	move  game.Action
	score int32
	depth int8
	flag  int8
}

const (
	ttExact = iota + 1
	ttLower
	ttUpper
)

// AlphaBeta is an iterative-deepening negamax searcher with a transposition table.
type AlphaBeta struct {
	cfg   ABConfig
	tt    []ttEntry
	mask  uint64
	ctl   *Ctl
	nodes int64
	bufs  [][]game.Action
	abort bool
	// Results of the last search.
	Depth int
	Score int
	Nodes int64
}

// NewAlphaBeta makes a searcher.
func NewAlphaBeta(cfg ABConfig) *AlphaBeta {
	s := &AlphaBeta{}
	s.Configure(cfg)
	return s
}

// Configure sets the searcher's settings for its next search. Its
// transposition table stays (its entries are facts about positions, true in
// any later search) unless the new settings ask for another size.
func (s *AlphaBeta) Configure(cfg ABConfig) {
	if cfg.TTBits == 0 {
		cfg.TTBits = 20
	}
	if cfg.MaxDepth == 0 {
		cfg.MaxDepth = 64
	}
	if n := 1 << cfg.TTBits; len(s.tt) != n {
		s.tt, s.mask = make([]ttEntry, n), uint64(n-1)
	}
	s.cfg = cfg
}

func (s *AlphaBeta) buf(ply int) []game.Action {
	for len(s.bufs) <= ply {
		s.bufs = append(s.bufs, make([]game.Action, 0, 256))
	}
	return s.bufs[ply]
}

// Search returns the best action of n found within ctl's limits. The root must
// have at least one legal action.
func (s *AlphaBeta) Search(n Node, ctl *Ctl) game.Action {
	s.ctl, s.nodes, s.abort = ctl, 0, false
	root := append([]game.Action(nil), n.Moves(s.buf(0))...)
	if len(root) == 0 {
		return 0
	}
	best := root[0]
	noise := make([]int, len(root))
	if s.cfg.Noise > 0 {
		for i := range noise {
			noise[i] = s.cfg.Rand.IntN(2*s.cfg.Noise+1) - s.cfg.Noise
		}
	}
	scores := make([]int, len(root))
	for depth := 1; depth <= s.cfg.MaxDepth; depth++ {
		// Search the previous best first.
		for i, a := range root {
			if a == best {
				root[0], root[i] = root[i], root[0]
				noise[0], noise[i] = noise[i], noise[0]
				break
			}
		}
		alpha := -Win - 1
		iterBest, iterScore := root[0], -Win-1
		complete := true
		for i, a := range root {
			n.Push(a)
			sc := -s.negamax(n, depth-1, 1, -Win-1, -alpha+s.cfg.Noise*2+1)
			n.Pop()
			if s.abort {
				complete = false
				break
			}
			scores[i] = sc
			v := sc
			if sc > -Win/2 && sc < Win/2 { // never blur forced results
				v += noise[i]
			}
			if v > iterScore {
				iterScore, iterBest = v, a
			}
			if v > alpha {
				alpha = v
			}
		}
		if complete || iterScore > -Win-1 {
			best = iterBest
		}
		if !complete {
			break
		}
		s.Depth, s.Score = depth, iterScore
		if iterScore >= Win-depth || iterScore <= -Win+depth {
			break // a forced result: deeper search cannot change it
		}
	}
	s.Nodes = s.nodes
	return best
}

func (s *AlphaBeta) negamax(n Node, depth, ply int, alpha, beta int) int {
	s.nodes++
	if s.nodes&255 == 0 && !s.ctl.Tick() {
		s.abort = true
		return 0
	}
	if over, sc := n.Over(); over {
		if sc > 0 {
			return sc - ply
		} else if sc < 0 {
			return sc + ply
		}
		return 0
	}
	if depth <= 0 {
		return n.Eval()
	}
	key := n.Hash()
	e := &s.tt[key&s.mask]
	var ttMove game.Action
	hasTT := false
	if e.key == key {
		ttMove, hasTT = e.move, true
		if int(e.depth) >= depth {
			sc := fromTT(int(e.score), ply)
			switch {
			case e.flag == ttExact:
				return sc
			case e.flag == ttLower && sc >= beta:
				return sc
			case e.flag == ttUpper && sc <= alpha:
				return sc
			}
		}
	}
	moves := n.Moves(s.buf(ply))
	s.bufs[ply] = moves
	if len(moves) == 0 {
		return -Win + ply // no action: the side to move loses
	}
	if hasTT {
		for i, a := range moves {
			if a == ttMove {
				moves[0], moves[i] = moves[i], moves[0]
				break
			}
		}
	}
	origAlpha := alpha
	best, bestMove := -Win-1, moves[0]
	for i := 0; i < len(moves); i++ {
		a := moves[i]
		n.Push(a)
		sc := -s.negamax(n, depth-1, ply+1, -beta, -alpha)
		n.Pop()
		if s.abort {
			return 0
		}
		if sc > best {
			best, bestMove = sc, a
		}
		if sc > alpha {
			alpha = sc
		}
		if alpha >= beta {
			break
		}
	}
	flag := int8(ttExact)
	if best <= origAlpha {
		flag = ttUpper
	} else if best >= beta {
		flag = ttLower
	}
	*e = ttEntry{key: key, move: bestMove, score: int32(toTT(best, ply)), depth: int8(depth), flag: flag}
	return best
}

// Line is the line the last search expects from n after its best action
// first: first, then the transposition table's best action in each position
// that follows, as long as the table holds one that is legal there (at most
// max actions, and none past the end of the game). n is left as it was.
func (s *AlphaBeta) Line(n Node, first game.Action, max int) []game.Action {
	line := []game.Action{first}
	n.Push(first)
	pushed := 1
	for len(line) < max {
		if over, _ := n.Over(); over {
			break
		}
		e := &s.tt[n.Hash()&s.mask]
		if e.key != n.Hash() || !slices.Contains(n.Moves(s.buf(0)), e.move) {
			break
		}
		line = append(line, e.move)
		n.Push(e.move)
		pushed++
	}
	for ; pushed > 0; pushed-- {
		n.Pop()
	}
	return line
}

// Proof says what a search score proves: a win or a loss in so many plies
// for the side to move ("win in 3 plies"), or "" for an estimate.
func Proof(score int) string {
	plies, word := 0, ""
	switch {
	case score > Win/2:
		plies, word = Win-score, "win"
	case score < -Win/2:
		plies, word = Win+score, "loss"
	default:
		return ""
	}
	unit := "plies"
	if plies == 1 {
		unit = "ply"
	}
	return fmt.Sprintf("%s in %d %s", word, plies, unit)
}

// Mate scores are stored relative to the node, not the root.
func toTT(sc, ply int) int {
	if sc > Win/2 {
		return sc + ply
	} else if sc < -Win/2 {
		return sc - ply
	}
	return sc
}

func fromTT(sc, ply int) int {
	if sc > Win/2 {
		return sc - ply
	} else if sc < -Win/2 {
		return sc + ply
	}
	return sc
}
