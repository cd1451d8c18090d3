package ui

import (
	"fmt"
	"image"

	"github.com/birdroost/roost/lang"
)

// PageRows lays n rows, each rh tall, down r a page at a time (a game
// list): it returns the rows of the page shown and the index of its first.
// Where the rows need more than one page, the bottom of r holds Previous,
// "page / pages" and Next, which turn *page and call rebuild.
func PageRows(l *Layer, r image.Rectangle, rh, n int, page *int, rebuild func()) (rows []image.Rectangle, first int) {
	return PageGrid(l, r, rh, 1, n, page, rebuild)
}

// PageGrid is PageRows in cols columns side by side: the rows fill the
// first column down, then the next.
func PageGrid(l *Layer, r image.Rectangle, rh, cols, n int, page *int, rebuild func()) (rows []image.Rectangle, first int) {
	return PageGridGap(l, r, rh, 6, cols, n, page, rebuild)
}

// PageGridGap is PageGrid with gap px between the rows and the columns
// (PageGrid's is 6).
func PageGridGap(l *Layer, r image.Rectangle, rh, gap, cols, n int, page *int, rebuild func()) (rows []image.Rectangle, first int) {
	cols = max(1, cols)
	cw := (r.Dx() - (cols-1)*gap) / cols
	down := max(1, (r.Dy()+gap)/(rh+gap))
	per := down * cols
	pages := 1
	if n > per {
		down = max(1, (r.Dy()-ButtonH())/(rh+gap))
		per = down * cols
		pages = (n + per - 1) / per
	}
	*page = min(max(*page, 0), pages-1)
	first = *page * per
	for i := first; i < min(n, first+per); i++ {
		c, k := (i-first)/down, (i-first)%down
		x, y := r.Min.X+c*(cw+gap), r.Min.Y+k*(rh+gap)
		rows = append(rows, image.Rect(x, y, x+cw, y+rh))
	}
	if pages > 1 {
		bar := image.Rect(r.Min.X, r.Max.Y-ButtonH(), r.Max.X, r.Max.Y)
		cells := Grid(bar, 3, 1, 4)
		p := *page
		l.Add(
			&Button{R: cells[0], Label: lang.T("list.previous"), Disabled: p == 0, Tooltip: lang.T("list.previous.tip"), OnClick: func() { *page = p - 1; rebuild() }},
			&Label{R: cells[1].Add(image.Pt(0, (ButtonH()-LineH)/2)), Text: fmt.Sprintf("%d / %d", p+1, pages), Center: true},
			&Button{R: cells[2], Label: lang.T("list.next"), Disabled: p == pages-1, Tooltip: lang.T("list.next.tip"), OnClick: func() { *page = p + 1; rebuild() }})
	}
	return rows, first
}
