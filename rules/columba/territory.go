package columba

// Pt is a space of the territory: X to the right, Y downwards. The first
// card lies with its top-left space at (0, 0).
type Pt struct{ X, Y int }

// Add is p moved by q.
func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

// Sides are the four edge neighbours' offsets.
var Sides = [4]Pt{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}
