package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// Result is the end-of-game overlay: who won, why, rematch or menu.
type Result struct {
	a             *App
	title, reason string
	emblem        string     // the game's own sprite, or ""
	table         [][]string // optional score table: a header row, then a row a player
	rematch       func()
	again         string // the rematch button's words ("Rematch")
	layer         ui.Layer
	t             float64
	panel         image.Rectangle
	aside         bool         // the panel stepped aside to a bar: the final board shows
	extras        []*ui.Button // buttons of its own, before the last
	leave         *ui.Button   // the last button (default: the menu)
}

// AddButton adds a button of the result's own, before the last one.
func (r *Result) AddButton(label, tip string, do func()) {
	r.extras = append(r.extras, &ui.Button{Label: label, Tooltip: tip, OnClick: do})
	r.build()
}

// SetLeave makes the last button go elsewhere than the menu (a puzzle's
// result goes back to the puzzles).
func (r *Result) SetLeave(label string, do func()) {
	r.leave = &ui.Button{Label: label, OnClick: do}
	r.build()
}

// SetAgain names the rematch button (an online game's goes back to online
// play).
func (r *Result) SetAgain(label string) { r.again = label; r.build() }

// NewResult builds the overlay; rematch starts a new game with the same seats.
func NewResult(a *App, title, reason string, rematch func()) *Result {
	r := &Result{a: a, title: title, reason: reason, rematch: rematch, again: lang.T("result.rematch")}
	r.build()
	return r
}

// SetEmblem shows a game's own sprite under the headline.
func (r *Result) SetEmblem(name string) { r.emblem = name; r.build() }

// Aside reports whether the result stands aside for the board (tests).
func (r *Result) Aside() bool { return r.aside }

// ShowBoard puts the result aside, as its Board button does.
func (r *Result) ShowBoard() {
	if !r.aside {
		r.toggle()
	}
}

// toggle moves the result aside to show the board, or back.
func (r *Result) toggle() { r.aside = !r.aside; r.build() }

func (r *Result) Relayout() { r.build() }

// build sizes the panel to its contents and the canvas, centred.
func (r *Result) build() {
	r.layer.Clear()
	bh := ui.ButtonH()
	menu := func() {
		r.a.Audio.StartMusic()
		r.a.Switch(NewMenu(r.a))
	}
	leave := r.leave
	if leave == nil {
		leave = &ui.Button{Label: lang.T("result.main-menu"), OnClick: menu}
		if r.aside {
			leave.Label = lang.T("result.menu")
		}
	}
	again := &ui.Button{Label: r.again, Primary: true, OnClick: r.rematch}
	if r.aside {
		// A bar across the top: the headline, and the way back to the
		// result, a rematch or the menu; the board shows whole below.
		r.panel = image.Rect(0, 0, ui.W, bh+8)
		bs := append(append([]*ui.Button{{Label: lang.T("result.result"), Tooltip: lang.T("result.result.tip"), OnClick: r.toggle}, again}, r.extras...), leave)
		bw := min(96, (ui.W-16)/(len(bs)+1))
		row := image.Rect(ui.W-4-len(bs)*bw-(len(bs)-1)*4, 4, ui.W-4, 4+bh)
		for i, c := range ui.Grid(row, len(bs), 1, 4) {
			bs[i].R = c
			r.layer.Add(bs[i])
		}
		return
	}
	w := 340
	if len(r.table) > 0 {
		w = 400
	}
	w = min(w, ui.W-16)
	bs := append(append([]*ui.Button{{Label: lang.T("result.board"), Tooltip: lang.T("result.board.tip"), OnClick: r.toggle}, again}, r.extras...), leave)
	// The buttons in a row, or two rows where they do not fit across.
	cols, rows := len(bs), 1
	for _, b := range bs {
		if tw, _ := ui.Measure(b.Label); tw+16 > (w-32-8*(cols-1))/cols {
			cols, rows = (len(bs)+1)/2, 2
			break
		}
	}
	lines := len(ui.Wrap(r.reason, w-24))
	bsH := rows*bh + (rows-1)*8
	h := 14 + 32 + 32 + lines*ui.LineH + 12 + 16*len(r.table) + 8 + bsH + 16
	r.panel = ui.Centre(ui.Full(), w, h)
	row := image.Rect(r.panel.Min.X+16, r.panel.Max.Y-16-bsH, r.panel.Max.X-16, r.panel.Max.Y-16)
	for i, c := range ui.Grid(row, cols, rows, 8) {
		if i < len(bs) {
			bs[i].R = c
			r.layer.Add(bs[i])
		}
	}
}

func (r *Result) Name() string { return "result" }
func (r *Result) Busy() bool   { return r.t < 0.5 || r.layer.Busy() }

// SetTable adds a score table (a header row, then one row a player) and makes
// room for it.
func (r *Result) SetTable(rows [][]string) {
	r.table = rows
	r.build()
}

// Table is the score table (tests).
func (r *Result) Table() [][]string { return r.table }

// Title is the headline (tests).
func (r *Result) Title() string { return r.title }

func (r *Result) Update(a *App, f *input.Frame, dt float64) error {
	r.t += dt
	if r.layer.Update(f, dt) {
		return nil
	}
	if f.Is(input.Cancel) && r.aside {
		r.toggle()
	}
	return nil
}

func (r *Result) Draw(dst *ebiten.Image) {
	if r.aside {
		p := r.panel
		sprites.NineSlice(dst, "frame_panel", p, nil)
		done := ui.Within(p)
		ui.FitText(dst, r.title, 8, (p.Dy()-ui.LineH)/2, r.layer.Widgets[0].Rect().Min.X-16, ui.Butter)
		done()
		r.layer.Draw(dst)
		return
	}
	dim(dst, min(r.t*2, 1)*0.6)
	p := r.panel
	sprites.NineSlice(dst, "frame_panel", p, nil)
	defer ui.Within(p)()
	cx := (p.Min.X + p.Max.X) / 2
	top := p.Min.Y + 14
	ui.CenteredShadow(dst, r.title, cx, top, 2, ui.Butter)
	if r.emblem != "" {
		w, h := sprites.Size(r.emblem)
		s := max(1, min(2, 28/max(1, h)))
		ui.Sprite(dst, r.emblem, cx-w*s/2, top+30+(28-h*s)/2, s)
	}
	y := top + 62
	for _, l := range ui.Wrap(r.reason, p.Dx()-24) {
		ui.Centered(dst, l, cx, y, ui.Cream)
		y += ui.LineH
	}
	y += 6
	// The table: the first column left-aligned, the others centred, each
	// column as wide as its widest cell where the panel allows, and all of
	// them narrowed alike where it does not (a cut cell shows whole on hover
	// or tap).
	if len(r.table) > 0 {
		cols := len(r.table[0])
		need := make([]int, cols)
		for _, row := range r.table {
			for j, cell := range row {
				w, _ := ui.Measure(cell)
				need[j] = max(need[j], w+10)
			}
		}
		avail := p.Dx() - 32
		sum := 0
		for _, n := range need {
			sum += n
		}
		widths := make([]int, cols)
		for j, n := range need {
			widths[j] = n * avail / max(sum, 1)
		}
		for i, row := range r.table {
			ry := y + i*16
			c := ui.Cream
			if i == 0 {
				c = ui.Butter
				ui.FillRect(dst, image.Rect(p.Min.X+10, ry+12, p.Max.X-10, ry+13), ui.Slate)
			}
			x := p.Min.X + 16
			for j, cell := range row {
				if j == 0 {
					ui.FitText(dst, cell, x, ry, widths[0]-4, c)
				} else {
					ui.FitCentered(dst, cell, x+widths[j]/2, ry, widths[j]-4, c)
				}
				x += widths[j]
			}
		}
	}
	r.layer.Draw(dst)
}
