package puzzle

import (
	"math"

	"github.com/birdroost/roost/rules/game"
)

// Near is how many squares apart two puzzles may be and still count as
// the same: the generator refuses a position within Near squares of one
// it has kept.
const Near = 3

// Distance is how many squares two positions' boards differ by at their
// best match: the squares (Shaper) of b turned by each of the eight
// rotations and reflections of the square, and laid over a's at every
// offset, the fewest squares whose contents differ (a square off one
// board is empty), both seen from the side to act. The colours' swap is
// one of the symmetries too, since each side's pieces are written as the
// side to act's or the other's. -1: the game lays out no squares.
func Distance(sv Solver, a, b game.State) int {
	return DistanceUpTo(sv, a, b, math.MaxInt-1)
}

// DistanceUpTo is Distance where it is at most most, else most+1 (a
// quicker answer to "within most squares?").
func DistanceUpTo(sv Solver, a, b game.State, most int) int {
	sh, ok := sv.(Shaper)
	if !ok {
		return -1
	}
	return squaresApart(sh.Squares(a), sh.Squares(b), most)
}

// squaresApart is DistanceUpTo on two boards' squares.
func squaresApart(a, b [][]string, most int) int {
	// However laid, a square accounts for at most two of the contents
	// one board has more of than the other.
	count := map[string]int{}
	for _, row := range a {
		for _, c := range row {
			count[c]++
		}
	}
	for _, row := range b {
		for _, c := range row {
			count[c]--
		}
	}
	apart := 0
	for c, n := range count {
		if c != "" {
			apart += max(n, -n)
		}
	}
	if (apart+1)/2 > most {
		return most + 1
	}
	best := most + 1
	for t := 0; t < 8; t++ {
		c := turn(b, t)
		ha, wa := dims(a)
		hc, wc := dims(c)
		for dy := -hc; dy <= ha; dy++ {
			for dx := -wc; dx <= wa; dx++ {
				d := 0
				for y := min(0, dy); y < max(ha, dy+hc) && d < best; y++ {
					for x := min(0, dx); x < max(wa, dx+wc) && d < best; x++ {
						if at(a, y, x) != at(c, y-dy, x-dx) {
							d++
						}
					}
				}
				best = min(best, d)
			}
		}
	}
	return best
}

func dims(g [][]string) (h, w int) {
	if len(g) == 0 {
		return 0, 0
	}
	return len(g), len(g[0])
}

func at(g [][]string, y, x int) string {
	if y < 0 || y >= len(g) || x < 0 || x >= len(g[y]) {
		return ""
	}
	return g[y][x]
}

// turn is g under the t-th symmetry of the square (0: itself; 1-3: turned
// a quarter at a time; 4-7: those mirrored).
func turn(g [][]string, t int) [][]string {
	h, w := dims(g)
	for i := 0; i < t%4; i++ {
		r := make([][]string, w)
		for y := range r {
			r[y] = make([]string, h)
			for x := range r[y] {
				r[y][x] = g[h-1-x][y]
			}
		}
		g, h, w = r, w, h
	}
	if t >= 4 {
		r := make([][]string, h)
		for y := range r {
			r[y] = make([]string, w)
			for x := range r[y] {
				r[y][x] = g[y][w-1-x]
			}
		}
		g = r
	}
	return g
}

// Picture is a puzzle's position as its list shows it in small: the
// board's squares cropped to the pieces (Shaper), each the seat whose
// piece lies on top of it, -1 for an empty square; nil where the game
// does not lay its positions out as squares.
func (p Puzzle) Picture() [][]int {
	sh, ok := For(p.Game).(Shaper)
	if !ok {
		return nil
	}
	s, err := p.Start()
	if err != nil {
		return nil
	}
	me, seats := s.ToMove(), s.Seats()
	other := (me + 1) % seats
	var out [][]int
	for _, row := range sh.Squares(s) {
		line := make([]int, len(row))
		for i, sq := range row {
			line[i] = -1
			if sq == "" {
				continue
			}
			// Squares writes the side to act's pieces as seat 1's (a
			// stack's top last) or in upper case, the other side's as
			// seat 2's or in lower case; with more seats, the seats as
			// they are.
			top := rune(sq[len(sq)-1])
			switch {
			case top >= '1' && top <= '9' && seats > 2:
				line[i] = int(top - '1')
			case top == '1', top >= 'A' && top <= 'Z':
				line[i] = me
			default:
				line[i] = other
			}
		}
		out = append(out, line)
	}
	return out
}
