package scenes

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/store"
)

// SeatColors are the colours a game offers its seats, in seat order.
var SeatColors = map[string][]seatColor{
	"tokyodoves": {{"Red", ui.Red}, {"Green", ui.Leaf}},
}

type seatColor struct {
	Name string
	C    color.RGBA
}

// VariantNotes explain variants in the setup screen.
var VariantNotes = map[string]string{
	"tokyodoves/standard": "The standard game: put out and move doves.",
	"tokyodoves/putback":  "Adds the put-back rule: a dove other than the boss may return to its owner's hand.",
	"columbiz/standard":   "The rules as printed: 18 pawns each with two players, 13 with three, 10 with four (three pawns a turn at most).",
}

// participant is one player being set up.
type participant struct {
	human bool
	level int // index into Def.Levels
	color int // index into SeatColors: which seat this participant takes
}

// Setup is the new-game screen for one game.
type Setup struct {
	a       *App
	def     *game.Def
	info    GameInfo
	variant string
	n       int
	people  []participant
	layer   ui.Layer
}

// NewSetup builds the setup screen for a game.
func NewSetup(a *App, key string) *Setup {
	d, err := game.Lookup(key)
	if err != nil {
		panic(err) // only playable games reach this screen
	}
	s := &Setup{a: a, def: d, variant: d.Variants[0], n: d.MinSeats}
	for _, g := range Games {
		if g.Key == key {
			s.info = g
		}
	}
	for i := 0; i < d.MaxSeats; i++ {
		s.people = append(s.people, participant{human: i == 0, level: min(1, len(d.Levels)-1), color: i})
	}
	s.build()
	return s
}

func (s *Setup) Name() string { return "setup" }
func (s *Setup) Busy() bool   { return s.layer.Busy() }

// Players returns the chosen variant and, per seat, "human" or a level (tests).
func (s *Setup) Players() (string, []string) {
	seats := make([]string, s.n)
	for _, p := range s.people[:s.n] {
		v := "human"
		if !p.human {
			v = s.def.Levels[p.level]
		}
		seats[p.color] = v
	}
	return s.variant, seats
}

func (s *Setup) colors() []seatColor {
	if c, ok := SeatColors[s.def.Name]; ok {
		return c
	}
	return []seatColor{{"Purple", paletteC("plum")}, {"Blue", paletteC("blue")}, {"Grey", paletteC("slate")}, {"Black", paletteC("ink")}}
}

func (s *Setup) build() {
	s.layer.Clear()
	x := 246
	y := 60
	// Variants.
	s.layer.Add(&ui.Label{R: image.Rect(x, y, x+200, y+14), Text: "Variant", Color: ui.Butter})
	for i, v := range s.def.Variants {
		v := v
		s.layer.Add(&ui.Button{R: image.Rect(x+i*120, y+16, x+i*120+112, y+38), Label: variantLabel(v), Selected: v == s.variant,
			Tooltip: VariantNotes[s.def.Name+"/"+v], OnClick: func() { s.variant = v; s.build() }})
	}
	y += 52
	// Player count.
	s.layer.Add(&ui.Label{R: image.Rect(x, y, x+200, y+14), Text: "Players", Color: ui.Butter})
	allowed := []int{}
	for n := s.def.MinSeats; n <= s.def.MaxSeats; n++ {
		if s.def.CheckSeats(s.variant, n) == nil {
			allowed = append(allowed, n)
		}
	}
	for i, n := range allowed {
		n := n
		s.layer.Add(&ui.Button{R: image.Rect(x+i*44, y+16, x+i*44+38, y+38), Label: fmt.Sprint(n), Selected: n == s.n,
			OnClick: func() { s.n = n; s.fixColors(); s.build() }})
	}
	y += 52
	// Seats.
	cols := s.colors()
	for i := 0; i < s.n; i++ {
		i := i
		p := &s.people[i]
		s.layer.Add(&ui.Label{R: image.Rect(x, y+4, x+62, y+18), Text: fmt.Sprintf("Player %d", i+1), Color: ui.Cream})
		s.layer.Add(&ui.Button{R: image.Rect(x+62, y, x+132, y+22), Label: "Person", Selected: p.human, Tooltip: "Played by someone at this screen.",
			OnClick: func() { p.human = true; s.build() }})
		s.layer.Add(&ui.Button{R: image.Rect(x+136, y, x+214, y+22), Label: "Computer", Selected: !p.human, Tooltip: "Played by the computer.",
			OnClick: func() { p.human = false; s.build() }})
		lv := &ui.Button{R: image.Rect(x+218, y, x+296, y+22), Label: strings.Title(s.def.Levels[p.level]), Disabled: p.human, //nolint:staticcheck // ASCII level names
			Tooltip: "Strength of the computer player: click to change.",
			OnClick: func() { p.level = (p.level + 1) % len(s.def.Levels); s.build() }}
		s.layer.Add(lv)
		c := cols[p.color]
		s.layer.Add(&swatch{r: image.Rect(x+300, y, x+370, y+22), c: c, onClick: func() { s.cycleColor(i); s.build() }})
		y += 28
	}
	y = max(y+10, 300)
	s.layer.Add(&ui.Button{R: image.Rect(x, 316, x+110, 340), Label: "Back", OnClick: func() { s.a.Switch(NewMenu(s.a)) }})
	s.layer.Add(&ui.Button{R: image.Rect(x+266, 316, x+376, 340), Label: "Start game", OnClick: s.Start})
	if rec, ok, _ := store.LoadGame(s.def.Name); ok && rec != "" {
		s.layer.Add(&ui.Button{R: image.Rect(x+116, 316, x+260, 340), Label: "Continue saved", Tooltip: "Go back to the game you left.", OnClick: s.Continue})
	}
}

// Continue resumes the saved game. A save that does not load is set aside
// (kept as a .bad file) with a message saying why.
func (s *Setup) Continue() {
	rec, ok, err := store.LoadGame(s.def.Name)
	if err != nil || !ok || rec == "" {
		s.a.Toast("There is no saved game to continue.")
		s.build()
		return
	}
	m, err := game.LoadRecord(rec)
	if err == nil && m.Def.Name != s.def.Name {
		err = fmt.Errorf("it is a game of %s", m.Def.Title)
	}
	if err != nil {
		_ = store.SetAside(s.def.Name, rec)
		s.a.Toast("The saved game could not be loaded (" + err.Error() + "); it was kept aside as a .bad file.")
		s.build()
		return
	}
	s.a.Audio.Play("confirm")
	s.a.Audio.StopMusic()
	s.a.Switch(gameScenes[s.def.Name](s.a, m))
}

func variantLabel(v string) string {
	switch v {
	case "putback":
		return "Put-back rule"
	case "standard":
		return "Standard rules"
	}
	return strings.Title(v) //nolint:staticcheck // ASCII variant names
}

// cycleColor gives participant i the next colour, swapping with whoever had it.
func (s *Setup) cycleColor(i int) {
	n := len(s.colors())
	next := (s.people[i].color + 1) % n
	for j := 0; j < s.n; j++ {
		if j != i && s.people[j].color == next {
			s.people[j].color = s.people[i].color
		}
	}
	s.people[i].color = next
	s.fixColors()
}

// fixColors keeps each participant's colour a seat that exists.
func (s *Setup) fixColors() {
	used := map[int]bool{}
	for i := 0; i < s.n; i++ {
		if s.people[i].color >= s.n || used[s.people[i].color] {
			for c := 0; c < s.n; c++ {
				if !used[c] {
					s.people[i].color = c
					break
				}
			}
		}
		used[s.people[i].color] = true
	}
}

// Start begins the game.
func (s *Setup) Start() {
	variant, seats := s.Players()
	m, err := game.NewMatch(s.def, variant, seats, game.NewSeed(), "")
	if err != nil {
		s.a.Toast(err.Error())
		return
	}
	s.a.Audio.Play("confirm")
	s.a.Audio.StopMusic()
	s.a.Switch(gameScenes[s.def.Name](s.a, m))
}

func (s *Setup) Update(a *App, f *input.Frame, dt float64) error {
	s.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Switch(NewMenu(a))
	}
	return nil
}

func (s *Setup) Draw(dst *ebiten.Image) {
	backdrop(dst, "sky")
	header(dst, "New game: "+s.def.Title)
	left := image.Rect(24, 52, 224, 340)
	sprites.NineSlice(dst, "frame_paper", left, nil)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(left.Min.X+36), float64(left.Min.Y+10))
	dst.DrawImage(sprites.Get(s.info.Cover), op)
	ui.Centered(dst, s.def.Title, left.Min.X+left.Dx()/2, left.Min.Y+96, ui.Ink)
	ui.Centered(dst, s.info.Players, left.Min.X+left.Dx()/2, left.Min.Y+110, ui.Wood)
	ui.Paragraph(dst, s.info.Blurb, image.Rect(left.Min.X+10, left.Min.Y+132, left.Max.X-10, left.Max.Y), ui.Ink)
	if n := VariantNotes[s.def.Name+"/"+s.variant]; n != "" {
		ui.Paragraph(dst, n, image.Rect(left.Min.X+10, left.Min.Y+190, left.Max.X-10, left.Max.Y), ui.Wood)
	}
	panel := image.Rect(238, 50, 626, 306)
	sprites.NineSlice(dst, "frame_panel", panel, nil)
	s.layer.Draw(dst)
}

// swatch is a colour button.
type swatch struct {
	r       image.Rectangle
	c       seatColor
	onClick func()
}

func (w *swatch) Rect() image.Rectangle { return w.r }
func (w *swatch) Enabled() bool         { return true }
func (w *swatch) Activate()             { w.onClick() }
func (w *swatch) Tip() string           { return "Colour (and seat order): click to change." }
func (w *swatch) Draw(dst *ebiten.Image, st ui.State) {
	sprites.NineSlice(dst, "frame_button", w.r, nil)
	ui.FillRect(dst, image.Rect(w.r.Min.X+4, w.r.Min.Y+5, w.r.Min.X+16, w.r.Max.Y-5), ui.Ink)
	ui.FillRect(dst, image.Rect(w.r.Min.X+5, w.r.Min.Y+6, w.r.Min.X+15, w.r.Max.Y-6), w.c.C)
	ui.Text(dst, w.c.Name, w.r.Min.X+20, w.r.Min.Y+4, ui.Cream)
	if st.Focused {
		sprites.NineSlice(dst, "frame_focus", w.r.Inset(-3), nil)
	} else if st.Hover {
		ui.StrokeRect(dst, w.r.Inset(-1), ui.Gold)
	}
}
