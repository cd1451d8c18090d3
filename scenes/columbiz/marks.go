package columbiz

import (
	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
)

// Marks are the board's frames drawn now that a replay's legend names
// (table.Marker): the pawns placed this turn (outlined in orange, the
// turn not yet over) and the last turn's (the last move's frame).
func (s *Table) Marks() []table.Mark {
	var out []table.Mark
	if s.Over() {
		return nil
	}
	if s.st.Placed > 0 {
		out = append(out, table.Mark{C: ui.Orange, Says: lang.T("review.legend.turn")})
	}
	if len(s.lastTurn) > 0 {
		out = append(out, table.Mark{C: table.Last, Says: lang.T("review.legend.last")})
	}
	return out
}

// AllMarks are every frame Marks may name (table.MarkLister).
func (s *Table) AllMarks() []table.Mark {
	return []table.Mark{
		{C: ui.Orange, Says: lang.T("review.legend.turn")},
		{C: table.Last, Says: lang.T("review.legend.last")},
	}
}
