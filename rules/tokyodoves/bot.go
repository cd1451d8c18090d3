package tokyodoves

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/rules/search"
)

// Levels of the computer opponent, weakest first.
var Levels = []string{"beginner", "standard", "expert"}

// node adapts Pos to search.Node with a make/unmake stack.
type node struct {
	stack []Pos
	acts  [MaxActions]Act
}

func newNode(p Pos) *node { return &node{stack: append(make([]Pos, 0, 80), p)} }

func (n *node) top() *Pos { return &n.stack[len(n.stack)-1] }

func (n *node) Moves(buf []game.Action) []game.Action {
	buf = buf[:0]
	for _, a := range n.top().Generate(n.acts[:0]) {
		buf = append(buf, game.Action(a))
	}
	return buf
}

func (n *node) Push(a game.Action) {
	n.stack = append(n.stack, *n.top())
	n.top().Play(Act(a))
}

func (n *node) Pop() { n.stack = n.stack[:len(n.stack)-1] }

func (n *node) Over() (bool, int) {
	p := n.top()
	switch p.Result {
	case Ongoing:
		return false, 0
	case Draw:
		return true, 0
	}
	if (p.Result == RedWins) == (p.Side == Red) {
		return true, search.Win
	}
	return true, -search.Win
}

func (n *node) Hash() uint64 { return n.top().Hash() }

func (n *node) Eval() int { return Evaluate(n.top()) }

// libValue scores a boss's open sides: fewer is worse, one is close to losing.
var libValue = [5]int{-1000, -320, -120, -35, 0}

// Evaluate estimates the position for the side to move (positive is good).
func Evaluate(p *Pos) int {
	s := int(p.Side)
	free := freeSquares(p.Occ)
	score := 0
	for side := 0; side < 2; side++ {
		boss := uint64(1) << uint(p.Sq[side][Boss])
		libs := bits.OnesCount64(orth(boss) & free)
		v := libValue[libs]
		// Doves that can still be put out or moved next to the enemy boss.
		near := bits.OnesCount64(ring(1<<uint(p.Sq[1-side][Boss])) & p.Col[side])
		v += 12 * near
		hand := 0
		for t := 1; t < NumTypes; t++ {
			if p.Sq[side][t] == inHand {
				hand++
			}
		}
		v += 6 * hand // flexibility: a dove in hand can go to many squares
		if side == s {
			score += v
		} else {
			score -= v
		}
	}
	return score + 15 // the side to move has the initiative
}

// Bot is a Tokyo Doves computer player.
type Bot struct {
	level  string
	rng    *rand.Rand
	budget time.Duration // override of the Expert's thinking time

	// spare is the searcher of the last finished search, kept for the next
	// one: its transposition table holds only facts about positions, which
	// stay true from move to move, and a new table costs the Expert its
	// 48 MB of zeroing each move. A search still running when the next
	// starts (a cancelled one) keeps its own, and the next gets a new one.
	mu    sync.Mutex
	spare *search.AlphaBeta
}

// searcher hands out the spare searcher, or a new one.
func (b *Bot) searcher(cfg search.ABConfig) *search.AlphaBeta {
	b.mu.Lock()
	defer b.mu.Unlock()
	if ab := b.spare; ab != nil {
		b.spare = nil
		ab.Configure(cfg)
		return ab
	}
	return search.NewAlphaBeta(cfg)
}

// keep takes a searcher back once its search has finished.
func (b *Bot) keep(ab *search.AlphaBeta) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.spare = ab
}

// NewBot makes a bot of a level (see Levels).
func NewBot(level string, seed uint64) (game.Bot, error) {
	l, err := game.Level(Levels, level)
	if err != nil {
		return nil, err
	}
	return &Bot{level: l, rng: game.NewRand(seed)}, nil
}

func (b *Bot) Level() string { return b.level }

// Config gives the searcher settings and the thinking time of each level.
func (b *Bot) Config() (search.ABConfig, time.Duration) {
	switch b.level {
	case "beginner":
		// Sees its own immediate wins and losses, misjudges everything else.
		return search.ABConfig{MaxDepth: 2, Noise: 140, Rand: b.rng, TTBits: 14}, 0
	case "standard":
		return search.ABConfig{MaxDepth: 4, Noise: 35, Rand: b.rng, TTBits: 18}, 0
	default:
		budget := 1500 * time.Millisecond
		if b.budget > 0 {
			budget = b.budget
		}
		return search.ABConfig{MaxDepth: 64, TTBits: 21}, budget
	}
}

// Think starts a search of s.
func (b *Bot) Think(s game.State) game.Thinking {
	st := s.(*State)
	cfg, budget := b.Config()
	return b.think(st.P, cfg, budget)
}

func (b *Bot) think(p Pos, cfg search.ABConfig, budget time.Duration) *search.Task {
	var t *search.Task
	t = search.NewTask(budget, func(ctl *search.Ctl) game.Action {
		ab := b.searcher(cfg)
		defer b.keep(ab)
		n := newNode(p)
		a := ab.Search(n, ctl)
		st := search.Stats{Nodes: ab.Nodes, Depth: ab.Depth, Score: ab.Score}
		if a != 0 {
			st.Line = ab.Line(n, a, max(ab.Depth, 1))
		}
		t.SetStats(st)
		return a
	})
	return t
}

func init() {
	game.Register(&game.Def{
		Name:     "tokyodoves",
		Title:    "Tokyo Doves",
		Variants: []string{VariantStandard, VariantPutBack},
		MinSeats: 2, MaxSeats: 2,
		RulesVer: 1,
		New: func(variant string, seats int, _ *rand.Rand) (game.State, error) {
			return NewState(Start(variant == VariantPutBack)), nil
		},
		Parse: func(variant string, position string) (game.State, error) {
			p, err := ParsePosition(position, variant == VariantPutBack)
			if err != nil {
				return nil, err
			}
			return NewState(p), nil
		},
		Levels:      Levels,
		NewBot:      NewBot,
		Judge:       NewJudge,
		JudgeStep:   75 * time.Microsecond, // 256 nodes of its alpha-beta search
		SeatName:    SideName,
		Description: "Two flocks on a floating 4x4 feeding ground: surround the rival boss.",
	})
}

// SetBudget overrides the thinking time of the time-limited level (Expert).
func (b *Bot) SetBudget(d time.Duration) { b.budget = d }

// JudgeTime is the Expert's time on each position of an analysis.
var JudgeTime = 300 * time.Millisecond

// judgeScale is how many of Evaluate's units make a side about 73% (e to 1)
// sure of winning: a boss with one open side less than the other's.
const judgeScale = 200.0

// NewJudge makes the Expert's judge of positions (game.Def.Judge): its
// searches share one transposition table, position after position.
func NewJudge() game.Judge { return &Bot{level: "expert", rng: game.NewRand(1)} }

// Judge starts the Expert's search of s for an analysis.
func (b *Bot) Judge(s game.State) game.Judging {
	st := s.(*State)
	return &judging{Task: b.think(st.P, search.ABConfig{MaxDepth: 64, TTBits: 21}, JudgeTime), seat: int(st.P.Side)}
}

type judging struct {
	*search.Task
	seat int
}

// Verdict reads the search: a proven win or loss from its mate score, else
// a chance from its estimate.
func (j *judging) Verdict() game.Verdict {
	st := j.Stats()
	v := game.Verdict{Seat: j.seat, Best: j.Best(), Chance: make([]float64, 2)}
	c := 1 / (1 + math.Exp(-float64(st.Score)/judgeScale))
	// A mate score counts plies; a verdict counts the winner's own moves.
	switch {
	case st.Score > search.Win/2:
		v.Proven, c = (search.Win-st.Score+1)/2, 1
	case st.Score < -search.Win/2:
		v.Proven, c = -(search.Win+st.Score)/2, 0
	}
	v.Chance[j.seat], v.Chance[1-j.seat] = c, 1-c
	return v
}
