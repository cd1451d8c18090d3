package search

import (
	"math"
	"math/rand/v2"

	"github.com/birdroost/roost/rules/game"
)

// MCTSConfig tunes the Monte Carlo tree searcher.
type MCTSConfig struct {
	Iterations int     // stop after this many iterations (0: only the time budget)
	C          float64 // exploration constant (default 0.7 on [0,1] returns)
	RolloutCap int     // plies of random play before Evaluate is used (default 200)
	// Rollout chooses playout actions; nil plays uniformly at random among the
	// legal actions. Games give it a cheap heuristic for stronger playouts.
	Rollout func(s game.State, legal []game.Action, rng *rand.Rand) game.Action
	Rand    *rand.Rand
}

// mctsNode is open-loop: a node is a sequence of actions from the root, and the
// actions available are recomputed from each iteration's sampled state. This
// handles chance (outcomes are sampled, then followed) and determinization (each
// iteration starts from a fresh sample of what the searching seat cannot see).
type mctsNode struct {
	action   game.Action
	mover    int // seat that chose action (game.Chance for an outcome)
	visits   float64
	value    float64 // sum of mover's returns
	avail    float64 // times this node was available for selection
	children []*mctsNode
}

func (n *mctsNode) child(a game.Action) *mctsNode {
	for _, c := range n.children {
		if c.action == a {
			return c
		}
	}
	return nil
}

// MCTS searches s for the seat to move and returns the most visited action.
// The caller's state is not modified.
func MCTS(s game.State, cfg MCTSConfig, ctl *Ctl) (game.Action, int) {
	if cfg.C == 0 {
		cfg.C = 0.7
	}
	if cfg.RolloutCap == 0 {
		cfg.RolloutCap = 200
	}
	rng := cfg.Rand
	me := s.ToMove()
	root := &mctsNode{mover: -1}
	legal := s.Legal(nil)
	if len(legal) == 1 {
		return legal[0], 0
	}
	buf := make([]game.Action, 0, 256)
	path := make([]*mctsNode, 0, 64)
	iters := 0
	for cfg.Iterations == 0 || iters < cfg.Iterations {
		if !ctl.Tick() {
			break
		}
		iters++
		var st game.State
		if v, ok := s.(game.Viewer); ok {
			st = v.View(me, rng)
		} else {
			st = s.Clone()
		}
		node := root
		path = append(path[:0], root)
		expanded := false
		// Selection and expansion.
		for !st.Terminal() {
			mover := st.ToMove()
			buf = st.Legal(buf[:0])
			var a game.Action
			if mover == game.Chance {
				a = sampleOutcome(st, rng)
			} else {
				// Expand an untried action first.
				var untried []game.Action
				for _, x := range buf {
					c := node.child(x)
					if c == nil {
						untried = append(untried, x)
					} else {
						c.avail++
					}
				}
				if len(untried) > 0 && !expanded {
					a = untried[rng.IntN(len(untried))]
				} else if len(untried) > 0 {
					break
				} else {
					a = uctPick(node, buf, cfg.C)
				}
			}
			c := node.child(a)
			if c == nil {
				if expanded {
					break
				}
				c = &mctsNode{action: a, mover: mover, avail: 1}
				node.children = append(node.children, c)
				expanded = true
			}
			if err := st.Apply(a, nil); err != nil {
				break // cannot happen for a listed action; stop the descent safely
			}
			node = c
			path = append(path, node)
		}
		// Playout.
		ret := playout(st, cfg, rng, &buf)
		for _, n := range path {
			n.visits++
			if n.mover >= 0 && n.mover < len(ret) {
				n.value += ret[n.mover]
			}
		}
	}
	best, bestV := legal[0], -1.0
	for _, c := range root.children {
		if c.visits > bestV {
			best, bestV = c.action, c.visits
		}
	}
	return best, iters
}

func uctPick(n *mctsNode, legal []game.Action, C float64) game.Action {
	best, bestU := legal[0], math.Inf(-1)
	for _, a := range legal {
		c := n.child(a)
		u := c.value/c.visits + C*math.Sqrt(math.Log(c.avail+1)/c.visits)
		if u > bestU {
			best, bestU = a, u
		}
	}
	return best
}

func sampleOutcome(st game.State, rng *rand.Rand) game.Action {
	return game.SampleChance(st, rng)
}

func playout(st game.State, cfg MCTSConfig, rng *rand.Rand, buf *[]game.Action) []float64 {
	ret, _ := playOn(st, cfg.RolloutCap, rng, buf, nil, cfg.Rollout)
	return ret
}
