package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// A Course is a game's guided first game: short lessons, each a scripted
// game on the game's own table that teaches one rule by letting the player
// make the move.
type Course struct {
	Key     string // "tokyodoves" (the game's key), or "columba-junior"
	Game    string // the game's registry key
	Title   string // its catalogue key: "game.tokyodoves", "course.cb-junior"
	Lessons []Lesson
	Then    string // the course that follows on (Columba's full rules after the Junior's)
}

// A Lesson is a game set up from a chosen position, then steps: the coach
// says why, the player makes the taught move (the table lights it; any
// other is refused with the reason, and the player tries again), and the
// scripted replies follow. Free lessons are then played out against the
// computer.
type Lesson struct {
	Title   string
	About   string   // what it teaches, in a sentence (the course page says it under the title)
	Variant string   // "" for the game's first
	Players []string // by seat: "human" or a computer level
	Start   string   // the position, in the game's notation ("" the standard setup)
	Seed    uint64
	Before  []string // record lines played before the lesson opens
	Steps   []Step
	Free    bool   // played out to the end after the steps
	Done    string // said when the lesson is over
}

// A Step is one thing taught.
type Step struct {
	Say  string   // the coach's words: one or two short sentences
	Do   string   // the player's move, in notation
	Then []string // the record lines that follow: the computer's moves, "*" outcomes of rolls and draws
}

var courses []Course

// RegisterCourse adds a guided first game (a game's scene package does,
// at init).
// Each gets shots: its page ("course-KEY", one lesson done) and each
// lesson's first step ("lesson-KEY-N", N from 1).
func RegisterCourse(c Course) {
	courses = append(courses, c)
	RegisterShot("course-"+c.Key, ShotDef{Prep: func(a *App) {
		a.Settings.Learned = map[string]int{c.Key: 1}
		a.Show(NewMenu(a), NewCoursePage(a, c.Key))
	}})
	for i := range c.Lessons {
		RegisterShot(fmt.Sprintf("lesson-%s-%d", c.Key, i+1), ShotDef{Prep: func(a *App) {
			if err := StartLesson(a, c, i); err != nil {
				panic(err)
			}
		}})
	}
}

// Courses are the guided games of a game (its own and its variants' rule
// sets).
func Courses(game string) []Course {
	var out []Course
	for _, c := range courses {
		if c.Game == game {
			out = append(out, c.said())
		}
	}
	return out
}

// said is the course in the language spoken: its lessons' titles, steps
// and last words are message keys (a course's title is the game's name).
func (c Course) said() Course {
	c.Title = lang.T(c.Title)
	ls := make([]Lesson, len(c.Lessons))
	for i, l := range c.Lessons {
		l.Title, l.Done, l.About = lang.T(l.Title), lang.T(l.Done), lang.T(l.About)
		steps := make([]Step, len(l.Steps))
		for j, st := range l.Steps {
			st.Say = lang.T(st.Say)
			steps[j] = st
		}
		l.Steps = steps
		ls[i] = l
	}
	c.Lessons = ls
	return c
}

// CourseFor is the course that teaches a game's variant: the one whose
// first lesson is played on it (Columba's Junior rules and full rules are
// two), else the game's first.
func CourseFor(game, variant string) (Course, bool) {
	cs := Courses(game)
	for _, c := range cs {
		if len(c.Lessons) > 0 && c.Lessons[0].Variant == variant {
			return c, true
		}
	}
	if len(cs) == 0 {
		return Course{}, false
	}
	return cs[0], true
}

// AllCourses are every guided game (tests).
func AllCourses() []Course {
	out := make([]Course, len(courses))
	for i, c := range courses {
		out[i] = c.said()
	}
	return out
}

// CourseByKey finds a course.
func CourseByKey(key string) (Course, bool) {
	for _, c := range courses {
		if c.Key == key {
			return c.said(), true
		}
	}
	return Course{}, false
}

// Coaching is what a table is given to teach a lesson.
type Coaching struct {
	Course Course
	Index  int // the lesson
	Lesson *Lesson
	// Next opens the lesson after this one, or the course's page after the
	// last; Passed records the lesson as done.
	Next   func()
	Passed func()
}

// Coachable is a table that can teach (every game's, through its kit).
type Coachable interface{ Coach(c *Coaching) }

// NewLessonMatch sets a lesson's game up: its position, then the lines
// played before it opens.
func NewLessonMatch(c Course, l *Lesson) (*game.Match, error) {
	d, err := game.Lookup(c.Game)
	if err != nil {
		return nil, err
	}
	v := l.Variant
	if v == "" {
		v = d.Variants[0]
	}
	m, err := game.NewMatch(d, v, l.Players, l.Seed, l.Start)
	if err != nil {
		return nil, err
	}
	for _, line := range l.Before {
		if _, err := m.PlayRecorded(line); err != nil {
			return nil, fmt.Errorf("lesson %q: %q: %w", l.Title, line, err)
		}
	}
	return m, nil
}

// StartLesson opens lesson i of a course on its table.
func StartLesson(a *App, c Course, i int) error {
	c = c.said() // a course registered, or one already said (said again, it stays)
	if i < 0 || i >= len(c.Lessons) {
		return fmt.Errorf("%s has no lesson %d", c.Title, i+1)
	}
	l := &c.Lessons[i]
	m, err := NewLessonMatch(c, l)
	if err != nil {
		return err
	}
	t, err := OpenTable(a, m)
	if err != nil {
		return err
	}
	co, ok := t.(Coachable)
	if !ok {
		return fmt.Errorf("the %s table cannot teach", c.Title)
	}
	co.Coach(&Coaching{Course: c, Index: i, Lesson: l,
		Passed: func() { a.Learned(c.Key, i+1) },
		Next: func() {
			if i+1 < len(c.Lessons) {
				if err := StartLesson(a, c, i+1); err != nil {
					a.Toast(lang.Err(err))
				}
				return
			}
			a.Switch(NewMenu(a))
			if c.Then != "" {
				if next, ok := CourseByKey(c.Then); ok {
					a.Push(NewCoursePage(a, next.Key))
					a.Toast(lang.T("course.finished.next", "Course", c.Title, "Next", next.Title))
					return
				}
			}
			a.Push(NewCoursePage(a, c.Key))
			a.Toast(lang.T("course.finished", "Course", c.Title))
		}})
	a.Switch(t)
	return nil
}

// Learned records that the first n lessons of a course are done (it never
// forgets one).
func (a *App) Learned(course string, n int) {
	if a.Settings.Learned == nil {
		a.Settings.Learned = map[string]int{}
	}
	if n > a.Settings.Learned[course] {
		a.Settings.Learned[course] = n
		a.ApplySettings()
	}
}

// OfferCourse points, the first time a game with a guided game is set up,
// to its Learn button; it reports whether it did.
func OfferCourse(a *App, game string) bool {
	cs := Courses(game)
	if len(cs) == 0 || a.Settings.Offered[game] || a.Settings.Learned[cs[0].Key] > 0 {
		return false
	}
	if a.Settings.Offered == nil {
		a.Settings.Offered = map[string]bool{}
	}
	a.Settings.Offered[game] = true
	a.ApplySettings()
	a.Toast(lang.T("course.offer", "Game", cs[0].Title, "Count", len(cs[0].Lessons)))
	return true
}

// CoursePage lists a course's lessons, the done ones ticked; Continue
// opens the first not done. Leaving a lesson comes back to it here.
type CoursePage struct {
	a     *App
	c     Course
	layer ui.Layer
	note  image.Rectangle
	// abouts say under each lesson's button what it teaches (a phone held
	// upright, where the height is there for it), each lesson on a card
	// of its own, under a head with the game's cover and the progress.
	abouts []about
	cards  []image.Rectangle
	head   image.Rectangle
	side   image.Rectangle // landscape: the game's card on the left
	// rows: sideways, each lesson's button is a row of the list, its title
	// over what it teaches (the side card then names the next lesson
	// without saying it again).
	rows     bool
	bigMarks bool // the rows' marks at twice their size
	bigHead  bool // upright, the head's cover at twice its size over the progress
	// marks: a green strip down each lesson done, beside its seal.
	marks []rowMark
	// keys: upright, under the rows, what their marks say (done, next,
	// not yet), where the height holds it.
	keys image.Rectangle
	// list: upright, the panel the rows and their key lie on.
	list image.Rectangle
}

// courseKeys are the marks of a course's rows and what each says.
var courseKeys = []struct{ icon, key string }{{"icon_done", "course.key.done"}, {"icon_lesson_next", "course.key.next"}, {"icon_lesson_todo", "course.key.todo"}}

// courseKeysW is the width of the marks' key on one line, its marks at
// twice their size with big (as the rows' are).
func courseKeysW(big bool) int {
	w := 0
	for _, k := range courseKeys {
		tw, _ := ui.Measure(lang.T(k.key))
		w += keyMark(big) + 6 + tw + 16
	}
	return w - 16
}

// courseKeyH is the height of the marks' key's line.
func courseKeyH(big bool) int { return max(ui.LineH, keyMark(big)) + 12 }

// keyMark is the side of a mark in the key.
func keyMark(big bool) int {
	if big {
		return 22
	}
	return 11
}

// drawKeys draws the marks' key on its line under the rows.
func (p *CoursePage) drawKeys(dst *ebiten.Image) {
	r := p.keys
	if p.list.Empty() {
		sprites.NineSlice(dst, "frame_panel", r, nil)
	} else { // at the foot of the rows' panel, under a rule
		ui.FillRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+1), ui.Slate)
	}
	x := r.Min.X + (r.Dx()-courseKeysW(p.bigMarks))/2
	m, sc := keyMark(p.bigMarks), 1
	if p.bigMarks {
		sc = 2
	}
	for _, k := range courseKeys {
		ui.Sprite(dst, k.icon, x, r.Min.Y+(r.Dy()-m)/2, sc)
		x += m + 6
		ui.Text(dst, lang.T(k.key), x, r.Min.Y+(r.Dy()-ui.LineH)/2, ui.Cream)
		tw, _ := ui.Measure(lang.T(k.key))
		x += tw + 16
	}
}

// an about is a lesson's first words under its button.
type about struct {
	text string
	r    image.Rectangle
}

// lessonAbout is what a lesson teaches, in a sentence (its About).
func lessonAbout(l Lesson) string { return l.About }

// NewCoursePage shows a course (from setup and How to play).
func NewCoursePage(a *App, key string) *CoursePage {
	c, _ := CourseByKey(key)
	p := &CoursePage{a: a, c: c}
	p.build()
	return p
}

// List is the panel the lesson rows lie on (empty: none).
func (p *CoursePage) List() image.Rectangle {
	if !p.head.Empty() && !p.list.Empty() {
		return p.head.Union(p.list)
	}
	return p.list
}

func (p *CoursePage) Name() string       { return "course" }
func (p *CoursePage) Busy() bool         { return p.layer.Busy() }
func (p *CoursePage) Opaque() bool       { return true }
func (p *CoursePage) Relayout()          { p.build() }
func (p *CoursePage) Widgets() *ui.Layer { return &p.layer }
func (p *CoursePage) Buttons() []string  { return p.layer.Labels() }
func (p *CoursePage) done() int          { return min(p.a.Settings.Learned[p.c.Key], len(p.c.Lessons)) }

func (p *CoursePage) open(i int) {
	if err := StartLesson(p.a, p.c, i); err != nil {
		p.a.Toast(lang.Err(err))
	}
}

// doneIcon is the room a done lesson's seal takes beside its title.
const doneIcon = 15

func (p *CoursePage) build() {
	p.layer.Clear()
	bh := ui.ButtonH()
	r := ui.Full()
	ui.CutTop(&r, 44)
	r = r.Inset(12)
	col := ui.Centre(r, min(r.Dx(), 420), r.Dy())
	bottom := ui.CutBottom(&col, bh)
	ui.CutBottom(&col, 8)
	p.side = image.Rectangle{}
	if !ui.Portrait() && r.Dx() >= 560 {
		// Landscape with the width: the game's card on the left (its
		// cover and the progress), as the setup screen has it, and the
		// lessons on the right.
		// Back and Continue under the card, so that the lessons' rows
		// have the whole height (room over and under their lines) and
		// the card no bare foot.
		p.side = ui.CutLeft(&r, 190)
		ui.CutLeft(&r, 14)
		bottom = ui.CutBottom(&p.side, bh)
		ui.CutBottom(&p.side, 8)
		col = r
	} else {
		p.note = ui.CutTop(&col, 2*ui.LineH+4)
		ui.CutTop(&col, 6)
	}
	n := len(p.c.Lessons)
	done := p.done()
	labels, says := make([]string, n), make([]string, n)
	for i, l := range p.c.Lessons {
		labels[i] = lang.T("course.numbered", "N", i+1, "Lesson", l.Title)
		says[i] = labels[i]
		if i < done { // a seal before the title (and the words said and hovered: "... ✓")
			says[i] = lang.T("course.done", "Lesson", labels[i])
		}
	}
	// The titles whole: a button two lines high where a title is wider
	// than its cell (the button wraps it), in two columns on a short
	// screen; where even that does not fit, the buttons take the small
	// face.
	lessonH := func(cols int) int {
		cw := (col.Dx() - (cols-1)*6) / cols
		if ui.WidestIn(ui.Body, labels...)+doneIcon > cw-8 {
			return max(bh, 2*ui.LineH+6)
		}
		return bh
	}
	cols, rows, h := 1, n, lessonH(1)
	if col.Dy() < n*(h+6) { // a short screen: two columns
		cols, rows = 2, (n+1)/2
		h = lessonH(2)
	}
	if rows*(h+6) > col.Dy()+6 {
		h = bh
	}
	cells := ui.Grid(image.Rect(col.Min.X, col.Min.Y, col.Max.X, min(col.Max.Y, col.Min.Y+rows*(h+6))), cols, rows, 6)
	// Upright, where the height holds them: the game's cover and the
	// progress at the head, then each lesson on a card, its button with
	// what it teaches under it, the cards sharing the height.
	p.abouts, p.cards, p.head, p.rows, p.marks, p.keys, p.list = nil, nil, image.Rectangle{}, false, nil, image.Rectangle{}, image.Rectangle{}
	// rowsIn makes each lesson a row of the list in area, its title over
	// what it teaches, in one column, else two where most allows (a long
	// course), where the height holds them all (the rows share what is
	// left as gaps).
	rowsIn := func(area image.Rectangle, most int) bool {
		// The rows on a panel of their own (upright down to Back,
		// sideways as tall as the side card and its buttons): no row
		// floats on the skyline.
		list := area
		area = area.Inset(8)
		if !p.side.Empty() { // (sideways the height is short: the panel's edge and 4 px)
			area = image.Rect(list.Min.X+6, list.Min.Y+4, list.Max.X-6, list.Max.Y-4)
		}
		minGap := 4
		if !p.side.Empty() {
			minGap = 2 // (on their panel the rows' own edges part them)
		}
		for c := 1; c <= most; c++ {
			// The marks at twice their size where the rows still fit,
			// else at their own size, else the rows' margins over and
			// under their lines 2 px rather than 5, before a second column.
			for try := 0; try < 3; try++ {
				big := try == 0
				cw, rn, rowH := (area.Dx()-(c-1)*6)/c, (n+c-1)/c, 0
				if ui.WidestIn(ui.Small, labels...) > cw-44 {
					continue // a title would not fit its row even in the small face (beside its mark)
				}
				for i, l := range p.c.Lessons {
					h := (&ui.Button{Label: labels[i], Sub: lessonAbout(l), Icon: "icon_done", BigIcon: big}).SubH(cw)
					if try == 2 && h > ui.TwoLinesH() {
						h -= 6
					}
					rowH = max(rowH, h)
				}
				if rn*rowH+(rn-1)*minGap > area.Dy() {
					continue
				}
				grow, most := bh, 24 // taller rows for the thumb, and the gaps between them
				p.keys, p.list = image.Rectangle{}, image.Rectangle{}
				gap := 0
				if p.side.Empty() {
					// Upright, on their panel: what the marks say in a
					// line at its foot where the height holds it (sideways
					// the side card says it), the rows and the key one
					// gap apart, the same gap all the way down: no band
					// of bare sky, no row adrift.
					kh := courseKeyH(big)
					if c > 1 || rn*rowH+rn*6+kh > area.Dy() || courseKeysW(big) > area.Dx()-16 {
						kh = 0
					}
					// The rows at their own height (a third of a button
					// more for the thumb) a gap apart: the list laid out,
					// not padded to the height; the panel as tall as they
					// are (the head above takes what they leave).
					rowH += min(bh/3, (area.Dy()-rn*rowH-kh-rn*6)/(2*rn))
					slots := rn - 1
					if kh > 0 {
						slots = rn
					}
					gap = min(courseRowGap, (area.Dy()-rn*rowH-kh)/max(1, slots))
					used := rn*rowH + slots*gap + kh
					if kh > 0 {
						p.keys = image.Rect(area.Min.X, area.Min.Y+used-kh, area.Max.X, area.Min.Y+used)
					}
					list.Max.Y = area.Min.Y + used + (area.Min.Y - list.Min.Y)
					p.list = list
				} else {
					rowH += min(grow, (area.Dy()-rn*rowH-(rn-1)*minGap)/(2*rn))
					gap = min(most, (area.Dy()-rn*rowH)/max(1, rn-1))
					p.list = list // the panel down to the side card's buttons
				}
				top := area.Min.Y
				for i := range cells {
					x, y := area.Min.X+(i/rn)*(cw+6), top+(i%rn)*(rowH+gap)
					cells[i] = image.Rect(x, y, x+cw, y+rowH)
				}
				cols, h, p.rows, p.bigMarks = c, rowH, true, big
				return true
			}
		}
		return false
	}
	if !p.side.Empty() { // sideways beside the game's card
		rowsIn(col, 2)
	}
	if (ui.Portrait() || !p.side.Empty()) && cols == 1 && !p.rows {
		coverH, pad := 80, 6
		full := image.Rect(col.Min.X, p.note.Min.Y, col.Max.X, col.Max.Y)
		if !p.side.Empty() { // (the cover is on the side card)
			coverH, full = -2*pad-8, col
		}
		next := min(done, n-1)
		// Upright, each lesson one row of the list under the head, its
		// title over what it teaches beside its mark, where the height
		// holds them (rather than a button and a strip of words apart).
		if p.side.Empty() {
			// The head shows the game's cover at twice its size over the
			// progress where the rows keep their room under it, else at
			// its size beside it.
			for _, big := range []bool{true, false} {
				head := image.Rect(full.Min.X, full.Min.Y, full.Max.X, full.Min.Y+p.headH(big, full.Dx()))
				if cw, _ := sprites.Size(Info(p.c.Game).Cover); big && 2*cw > head.Dx()-16 {
					continue
				}
				if rowsIn(image.Rect(col.Min.X, head.Max.Y+8, col.Max.X, col.Max.Y), 1) {
					if big && (p.keys.Empty() || !p.bigMarks) {
						continue // the big cover never costs the rows their key or their marks' size
					}
					p.head, p.bigHead = head, big
					// The height left under the list goes to its rows
					// (taller for the thumb, up to half a button more),
					// then the head and the list together in the middle
					// of the height between the title and the buttons: no
					// band of bare sky over Back.
					if g := min(bh/2, (col.Max.Y-p.list.Max.Y)/max(1, n)); g > 0 {
						for i := range cells {
							cells[i] = image.Rect(cells[i].Min.X, cells[i].Min.Y+i*g, cells[i].Max.X, cells[i].Max.Y+(i+1)*g)
						}
						h += g
						p.list.Max.Y += n * g
						if !p.keys.Empty() {
							p.keys = p.keys.Add(image.Pt(0, n*g))
						}
					}
					if d := (col.Max.Y - p.list.Max.Y) / 2; d > 0 {
						p.head, p.list = p.head.Add(image.Pt(0, d)), p.list.Add(image.Pt(0, d))
						if !p.keys.Empty() {
							p.keys = p.keys.Add(image.Pt(0, d))
						}
						for i := range cells {
							cells[i] = cells[i].Add(image.Pt(0, d))
						}
					}
					break
				}
			}
		}
		// Else what each lesson teaches under its button: every lesson's
		// where they all fit, else the next lesson's alone.
		lines := make([]int, n)
		need := 0
		for _, all := range []bool{true, false} {
			if p.rows {
				break
			}
			if !all && p.side.Empty() {
				// Not all of them on cards: the lessons as rows of a
				// list under the head, where the height holds them.
				head := image.Rect(full.Min.X, full.Min.Y, full.Max.X, full.Min.Y+coverH+2*pad)
				if rowsIn(image.Rect(col.Min.X, head.Max.Y+8, col.Max.X, col.Max.Y), 1) {
					p.head = head
					break
				}
			}
			need = coverH + 2*pad + 8
			for i, l := range p.c.Lessons {
				lines[i] = 0
				if (all || i == next) && p.side.Empty() { // (sideways, the side card says the next one's)
					lines[i] = len(ui.Wrap(lessonAbout(l), col.Dx()-2*pad-12))
				}
				need += pad + h + pad + 8
				if lines[i] > 0 {
					need += 4 + lines[i]*ui.LineH
				}
			}
			if need <= full.Dy() {
				break
			}
		}
		if need <= full.Dy() && !p.rows {
			spare := full.Dy() - need
			grow := min(bh/3, spare/(2*n)) // taller buttons for the thumb
			spare -= grow * n
			gap := min(12, spare/n)
			y := full.Min.Y
			if p.side.Empty() {
				p.head = image.Rect(full.Min.X, full.Min.Y, full.Max.X, full.Min.Y+coverH+2*pad)
				y = p.head.Max.Y + 8 + gap
			}
			for i, l := range p.c.Lessons {
				bh := h + grow
				card := image.Rect(col.Min.X, y, col.Max.X, y+pad+bh+pad)
				cells[i] = image.Rect(card.Min.X+pad, y+pad, card.Max.X-pad, y+pad+bh)
				if lines[i] > 0 {
					r := image.Rect(card.Min.X+pad+6, cells[i].Max.Y+4, card.Max.X-pad-6, cells[i].Max.Y+4+lines[i]*ui.LineH)
					p.abouts = append(p.abouts, about{lessonAbout(l), r})
					card.Max.Y = r.Max.Y + pad
				}
				p.cards = append(p.cards, card)
				y = card.Max.Y + 8 + gap
			}
			h += grow
		}
	}
	for i, label := range labels {
		i := i
		b := &ui.Button{R: ui.Centre(cells[i], cells[i].Dx(), min(h, cells[i].Dy())), Label: label, Selected: i == min(done, n-1),
			Tooltip: says[i] + " " + lang.T("course.play.tip"), OnClick: func() { p.open(i) }}
		if i < done {
			b.Icon = "icon_done"
			p.marks = append(p.marks, rowMark{r: b.R, c: ui.Leaf})
		}
		if p.rows {
			// Each row's mark says where the lesson stands, at twice its
			// size: done (a tick), the next (a play sign), not yet (an
			// open ring).
			b.Sub, b.BigIcon = lessonAbout(p.c.Lessons[i]), p.bigMarks
			// On their panel, each a card of its dark (the next one's the
			// selected face): what a lesson teaches in Butter on Dusk,
			// not on the buttons' wood.
			b.Quiet = true
			switch {
			case i == done:
				b.Icon = "icon_lesson_next"
			case i > done:
				b.Icon = "icon_lesson_todo"
			}
		}
		p.layer.Add(b)
	}
	b := ui.Grid(bottom, 2, 1, 8)
	p.layer.Add(&ui.Button{R: b[0], Label: lang.T("common.back"), Tooltip: lang.T("course.back.tip"), OnClick: p.a.Pop})
	next := lang.T("course.start")
	switch {
	case done >= n:
		next = lang.T("course.again")
	case done > 0:
		next = lang.T("course.continue")
	}
	p.layer.Add(&ui.Button{R: b[1], Label: next, Primary: true, Tooltip: lang.T("course.next.tip"),
		OnClick: func() {
			if done >= n {
				done = 0
			}
			p.open(done)
		}})
}

func (p *CoursePage) Update(a *App, f *input.Frame, dt float64) error {
	if p.layer.Update(f, dt) {
		return nil
	}
	if f.Is(input.Cancel) {
		a.Pop()
	}
	return nil
}

func (p *CoursePage) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	header(dst, lang.T("course.title", "Game", p.c.Title))
	say := lang.T("course.progress", "N", p.done(), "Count", len(p.c.Lessons))
	if !p.side.Empty() {
		p.drawSide(dst, say)
	} else if !p.head.Empty() {
		if !p.list.Empty() {
			// Upright, the head and the rows on one panel: the progress
			// right over the lessons it counts.
			sprites.NineSlice(dst, "frame_panel", p.head.Union(p.list), nil)
		}
		p.drawHead(dst, say)
	} else {
		ui.FillRect(dst, p.note, ui.Night)
		ui.Paragraph(dst, say, p.note.Inset(2), ui.Cream)
	}
	if !p.list.Empty() && p.head.Empty() {
		sprites.NineSlice(dst, "frame_panel", p.list, nil)
	}
	for _, c := range p.cards {
		sprites.NineSlice(dst, "frame_panel", c, nil)
	}
	if !p.keys.Empty() {
		p.drawKeys(dst)
	}
	for _, ab := range p.abouts {
		if len(p.cards) == 0 {
			ui.FillRect(dst, ab.r.Inset(-3), ui.Night)
		}
		ui.Paragraph(dst, ab.text, ab.r, ui.Cream)
	}
	p.layer.Draw(dst)
	drawRowMarks(dst, p.marks)
}

// drawSide draws the game's card beside the lessons in landscape: its
// cover, the progress in words and a notch a lesson.
func (p *CoursePage) drawSide(dst *ebiten.Image, say string) {
	c := p.side
	sprites.NineSlice(dst, "frame_paper", c, nil)
	defer ui.Within(c)()
	cover := Info(p.c.Game).Cover
	cw, ch := sprites.Size(cover)
	art := image.Rect(c.Min.X+(c.Dx()-cw)/2, c.Min.Y+10, c.Min.X+(c.Dx()-cw)/2+cw, c.Min.Y+10+ch)
	ui.Sprite(dst, cover, art.Min.X, art.Min.Y, 1)
	ui.StrokeRect(dst, art.Inset(-1), ui.Ink)
	in := image.Rect(c.Min.X+10, art.Max.Y+10, c.Max.X-10, c.Max.Y-10)
	p.drawNotches(dst, image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+10))
	y := in.Min.Y + 18
	y += ui.Paragraph(dst, say, image.Rect(in.Min.X, y, in.Max.X, in.Max.Y), ui.Ink)
	// Beside the lessons' rows (their marks, and the next one's style,
	// say which comes next), what the marks say, under a rule: done, next,
	// not yet, where the card has the room.
	// The marks at the rows' size, as many a line as fit (done and next
	// on one, not yet under them), else a mark a line at their own size.
	if p.rows {
		for _, big := range []bool{p.bigMarks, false} {
			m, sc := keyMark(big), 1
			if big {
				sc = 2
			}
			keyH := max(ui.LineH, m) + 4
			type at struct{ x, line int }
			var place []at
			x, line := 0, 0
			for _, k := range courseKeys {
				tw, _ := ui.Measure(lang.T(k.key))
				w := m + 6 + tw
				if x > 0 && x+12+w > in.Dx() || !big {
					if x > 0 {
						line++
					}
					x = 0
				} else if x > 0 {
					x += 12
				}
				place = append(place, at{x, line})
				x += w
			}
			if x > in.Dx() || y+9+(line+1)*keyH > in.Max.Y {
				continue
			}
			ui.FillRect(dst, image.Rect(in.Min.X, y+4, in.Max.X, y+5), ui.Sand)
			y += 9
			for i, k := range courseKeys {
				kx, ky := in.Min.X+place[i].x, y+place[i].line*keyH
				ui.Sprite(dst, k.icon, kx, ky+(keyH-m)/2, sc)
				ui.FitText(dst, lang.T(k.key), kx+m+6, ky+(keyH-ui.LineH)/2, in.Max.X-kx-m-6, ui.Ink)
			}
			return
		}
	}
	// Else the next lesson and what it teaches, under a rule, where the
	// card has the room.
	if done := p.done(); done < len(p.c.Lessons) {
		l := p.c.Lessons[done]
		head := lang.T("course.next-lesson", "Lesson", lang.T("course.numbered", "N", done+1, "Lesson", l.Title))
		w := in.Dx()
		about := lessonAbout(l)
		if p.rows {
			about = "" // its row in the list says it
		}
		for _, f := range []ui.Face{ui.Body, ui.Small} { // the small face where the body's lines do not fit
			hh, ah := ui.ParagraphHIn(f, head, w), ui.ParagraphHIn(f, about, w)
			if y+9+hh+2+ah > in.Max.Y {
				continue
			}
			ui.FillRect(dst, image.Rect(in.Min.X, y+4, in.Max.X, y+5), ui.Sand)
			y += 9
			ui.Paragraph(dst, head, image.Rect(in.Min.X, y, in.Max.X, y+hh), ui.Ink)
			ui.Paragraph(dst, about, image.Rect(in.Min.X, y+hh+2, in.Max.X, y+hh+2+ah), ui.Charcoal)
			break
		}
	}
}

// drawNotches draws a notch a lesson across r, lit for those done.
func (p *CoursePage) drawNotches(dst *ebiten.Image, bar image.Rectangle) {
	n := len(p.c.Lessons)
	w := (bar.Dx() - (n-1)*3) / max(1, n)
	for i := 0; i < n; i++ {
		c := ui.Charcoal
		if i < p.done() {
			c = ui.Gold
		}
		notch := image.Rect(bar.Min.X+i*(w+3), bar.Min.Y, bar.Min.X+i*(w+3)+w, bar.Max.Y)
		ui.FillRect(dst, notch, c)
		ui.StrokeRect(dst, notch, ui.Ink)
	}
}

// courseRowGap is the gap between the rows of a course's list upright.
const courseRowGap = 8

// headH is the height of the upright head w wide: the cover at twice its
// size over the progress in words and the notches (big), else the cover
// beside them.
func (p *CoursePage) headH(big bool, w int) int {
	if !big {
		return 80 + 2*6
	}
	_, ch := sprites.Size(Info(p.c.Game).Cover)
	say := lang.T("course.progress", "N", p.done(), "Count", len(p.c.Lessons))
	return 8 + 2*ch + 8 + ui.ParagraphH(say, w-16) + 6 + 10 + 8
}

// drawHead draws the course's head on a phone upright: the game's cover,
// the progress in words, and a notch a lesson, lit for those done.
func (p *CoursePage) drawHead(dst *ebiten.Image, say string) {
	if p.list.Empty() { // (else one panel with the rows: Draw)
		sprites.NineSlice(dst, "frame_panel", p.head, nil)
	}
	if p.bigHead {
		in := p.head.Inset(8)
		cover := Info(p.c.Game).Cover
		cw, ch := sprites.Size(cover)
		art := image.Rect(in.Min.X+(in.Dx()-2*cw)/2, in.Min.Y, in.Min.X+(in.Dx()-2*cw)/2+2*cw, in.Min.Y+2*ch)
		ui.Sprite(dst, cover, art.Min.X, art.Min.Y, 2)
		ui.StrokeRect(dst, art.Inset(-1), ui.Ink)
		y := art.Max.Y + 8
		y += ui.Paragraph(dst, say, image.Rect(in.Min.X, y, in.Max.X, in.Max.Y), ui.Cream) + 6
		p.drawNotches(dst, image.Rect(in.Min.X, y, in.Max.X, y+10))
		return
	}
	in := p.head.Inset(6)
	cover := Info(p.c.Game).Cover
	cw, ch := sprites.Size(cover)
	art := image.Rect(in.Min.X, in.Min.Y, in.Min.X+min(cw, in.Dx()/2), in.Min.Y+min(ch, in.Dy()))
	ui.Sprite(dst, cover, art.Min.X-(cw-art.Dx())/2, art.Min.Y, 1) // (a cover wider than half the head shows its middle)
	ui.StrokeRect(dst, art.Inset(-1), ui.Ink)
	text := image.Rect(art.Max.X+10, in.Min.Y, in.Max.X, in.Max.Y-16)
	ui.Paragraph(dst, say, text, ui.Cream)
	p.drawNotches(dst, image.Rect(text.Min.X, in.Max.Y-10, in.Max.X, in.Max.Y))
}
