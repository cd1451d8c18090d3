package scenes

import (
	"fmt"
	"image"
	"slices"

	"github.com/birdroost/roost/lang"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/store"
)

// Settings is the settings screen, opened over the menu or a paused game.
type Settings struct {
	a     *App
	layer ui.Layer
	panel image.Rectangle
	// notes are what a toggle or the language does, under it, where an
	// upright screen has the room (a phone has no hover for the tips).
	notes []note
	// tight: the screen is too short for the toggles' words and a button
	// a language (the layout's last resort).
	tight bool
}

// note is a text drawn in its box.
type note struct {
	r    image.Rectangle
	text string
}

// NewSettings builds the settings screen.
func NewSettings(a *App) *Settings {
	s := &Settings{a: a}
	s.build()
	return s
}

func (s *Settings) Name() string    { return "settings" }
func (s *Settings) Busy() bool      { return s.layer.Busy() }
func (s *Settings) Opaque() bool    { return true }
func (s *Settings) change(f func()) { f(); s.a.ApplySettings(); s.build() }

// Rows lists the setting names shown (tests).
func (s *Settings) Rows() []string {
	var out []string
	for _, w := range s.layer.Widgets {
		if l, ok := w.(*ui.Label); ok {
			out = append(out, l.Text)
		}
	}
	return out
}

func (s *Settings) Relayout() { s.build() }

// Panel is where the settings' panel is (tests).
func (s *Settings) Panel() image.Rectangle { return s.panel }

// build lays the rows out: in landscape a name and its controls side by
// side; in portrait (or a narrow canvas) the name above its controls.
func (s *Settings) build() {
	// Upright, a second pass spreads the rows over the height the first
	// left under them (no dead band over Back).
	s.tight = false
	gap, n := s.lay(0)
	if gap < 0 { // taller than the screen: without what the toggles do, the languages on one button
		s.tight = true
		gap, n = s.lay(0)
	}
	if gap > 4 && n > 0 {
		s.lay(gap / n)
	}
}

// lay lays the screen out, the rows extra pixels apart beyond what it
// spreads them by itself, and returns the height left empty over Back and
// how many rows there are to spread (none where it does not spread).
func (s *Settings) lay(extra int) (gap, rows int) {
	s.layer.Clear()
	st := &s.a.Settings
	bh := ui.ButtonH()
	// The names' column is as wide as the widest name (in the language
	// spoken), beside controls 200 pixels wide.
	names := widest(lang.T("settings.master"), lang.T("settings.music"), lang.T("settings.effects"), lang.T("settings.speed"),
		lang.T("settings.fullscreen"), lang.T("settings.colourblind"), lang.T("settings.threats"), lang.T("settings.language")) + 10
	// The languages: the system's (nothing chosen), then each one offered
	// by its name, every one a button (the chosen one selected), as many
	// a row as their names fit.
	system := lang.T("settings.language.system", "Name", lang.Name(lang.Choose("", lang.System()...)))
	tags, labels := []string{""}, []string{system}
	for _, l := range lang.Offered() { // each in its own name, in every language
		tags, labels = append(tags, l.Tag), append(labels, lang.T("settings.language.own", "Name", l.Name))
	}
	// The system's on a row of its own across (so that "As the system:
	// English" does not sit beside "English" like the same choice twice),
	// then the languages, as many a row as their names fit.
	langRows := func(width int) (per, rows int) {
		named := labels[1:]
		per = len(named)
		for per > 1 && widest(named...)+16 > (width-4*(per-1))/per {
			per--
		}
		rows = (len(named) + per - 1) / per
		return (len(named) + rows - 1) / rows, rows + 1
	}
	stacked := ui.Portrait() || ui.W < 400 || max(160, names)+200 > ui.W-32
	w := min(max(360, max(160, names)+200), ui.W-32)
	if stacked {
		w = min(w, ui.W-56) // the panel, 20 wider each side, inside the canvas
	}
	x, y := (ui.W-w)/2, 56
	cx := x + max(160, names) // controls start
	if stacked {
		cx = x
	}
	rowH := bh + 6
	if stacked {
		rowH += ui.LineH + 2
	}
	// The rows' height in all: seven of them and the languages' (as many
	// rows of buttons as their names take).
	_, lr := langRows(200)
	if stacked {
		_, lr = langRows(w)
	}
	total := 8*rowH + (lr-1)*(bh+4)
	if s.a.Phone {
		total -= rowH // (no Fullscreen)
	}
	// Upright, the toggles beside their names where every toggle's name
	// leaves them a finger and their words' width each: one column for the
	// On/Off pairs, rather than a long name over a pair with bare panel
	// right of the name.
	toggleNames := []string{lang.T("settings.colourblind"), lang.T("settings.threats")}
	if !s.a.Phone {
		toggleNames = append(toggleNames, lang.T("settings.fullscreen"))
	}
	besideX := x + widest(toggleNames...) + 12
	besideW := (x + w - besideX - 4) / 2
	beside := stacked && besideW >= max(ui.Finger, widest(lang.T("settings.on"), lang.T("settings.off"))+24, 64)
	if beside { // (their names' lines not counted)
		total -= len(toggleNames) * (ui.LineH + 2)
	}
	const headH = 20             // a section's heading (Sound, Display), a few pixels clear of its first row
	heads := stacked && !s.tight // upright, the sections' headings (not on a screen too short for them)
	if heads {
		// (The first one as clear of the panel's top as the second is of
		// the row over it.)
		total += 2*headH + 6
		y += 6
	}
	// A short canvas puts the rows in two columns: 340 pixels each where
	// there is room, narrower on a small phone held sideways (a shorter
	// name column and a shorter volume meter).
	labelW, labelW2, meterW := max(160, names), max(160, names), 100
	twoCols := !stacked && 56+total+bh+24 > ui.H && ui.W >= 2*300+40
	if twoCols {
		// (The sound and the language on the left, the display on the
		// right, each under its heading.)
		labelW = widest(lang.T("settings.master"), lang.T("settings.music"), lang.T("settings.effects"), lang.T("settings.language")) + 10
		labelW2 = widest(lang.T("settings.fullscreen"), lang.T("settings.colourblind"), lang.T("settings.threats"), lang.T("settings.speed")) + 10
		// The panel 20 clear of the canvas's sides, where the speeds keep
		// a finger's width beside their name (else nearer the sides).
		w = min(340, (ui.W-100)/2)
		if need := labelW + 12 + len(store.AnimSpeeds)*ui.Finger; w < need {
			w = min(340, max(w, min((ui.W-60)/2, need)))
		}
		x = (ui.W - 2*w - 20) / 2
		meterW = w - labelW - 2*max(24, bh) - 12 - meterPct() // (the + at the column's right, as its other rows end)
		cx = x + labelW
	}
	// Upright with height to spare, the rows spread out rather than leave
	// the bottom of the screen empty, and the controls take the panel's
	// width rather than leave its right bare.
	spread := 0
	speedW, toggleW, langW := max(46, max(24, bh)), 56, 0
	s.notes = nil
	tips := []string{lang.T("settings.colourblind.tip"), lang.T("settings.threats.tip"), lang.T("settings.language.tip")}
	if !s.a.Phone {
		tips = append(tips, lang.T("settings.fullscreen.tip"))
	}
	described := false
	if stacked {
		spare := ui.H - 56 - total - 8 - bh - 40
		need := 0
		for _, t := range tips {
			need += ui.ParagraphH(t, w) + 4
		}
		if described = need <= spare; described {
			spare -= need
		}
		n := 8
		if s.a.Phone {
			n = 7
		}
		spread = max(0, min(bh, spare/n)) + extra
		rows = n
		meterW = max(meterW, w-2*max(24, bh)-12-meterPct()) // (the + at the panel's right, as the other rows end)
		speedW = max(speedW, (w-3*4)/len(store.AnimSpeeds))
		toggleW = max(toggleW, (w-4)/2)
		langW = w
	}
	if twoCols { // sideways, the left column's rows spread too, rather than a bare band over Back
		spread, rows = extra, 4
	}
	s.panel = image.Rect(x-20, 46, x+w+20, 56+total+8*spread+8)
	// Two columns: the sound, the speed and the language on the left, the
	// toggles on the right, each with what it does under it where the
	// column holds that.
	leftEnd := 0
	second := func() {
		leftEnd = y
		x += w + 20
		cx, labelW = x+labelW2, labelW2
		y = 56
	}
	limit := ui.H - bh - 24 - 4 // the panel's bottom, over Back
	// Where the languages go: sideways in two columns, under the sound
	// where they fit there, else under the toggles (without what the
	// toggles do, where that is what it takes); on a screen too short for
	// a button a language, one button that goes to the next (compact).
	langH := func(width int) int {
		_, n := langRows(width)
		return (bh-ui.LineH)/2 + ui.LineH + 4 + n*(bh+4) + 2
	}
	langRight, compact := false, false
	// some: sideways in two columns, where not every toggle's words fit
	// under it, those that do (the colour-blind symbols' first, then the
	// threats', then full screen's); the others say it in their tips.
	var some map[string]bool
	// speedUnder: sideways in two columns, the speeds under their name
	// where they are not a finger wide (and their words whole) beside it.
	nSpeeds := len(store.AnimSpeeds)
	leastSpeed := max(ui.Finger, widest("0.5x")+8)
	speedUnder := twoCols && (w-labelW2-(nSpeeds-1)*4)/nSpeeds < leastSpeed
	if twoCols {
		// Each column under its heading: the right one's the display's
		// (the speed, then the toggles).
		need, toggles := 56+headH+bh+6, 0
		if speedUnder {
			need += ui.LineH + 2
		}
		for _, t := range tips {
			if t != lang.T("settings.language.tip") {
				need += bh + 6 + ui.ParagraphH(t, w) + 4
				toggles++
			}
		}
		described = need <= limit
		switch {
		case 56+headH+3*(bh+6)+langH(w) <= limit:
			if !described {
				some = map[string]bool{}
				used := 56 + headH + (toggles+1)*(bh+6)
				if speedUnder {
					used += ui.LineH + 2
				}
				for _, t := range []string{lang.T("settings.colourblind.tip"), lang.T("settings.threats.tip"), lang.T("settings.fullscreen.tip")} {
					if h := ui.ParagraphH(t, w) + 4; slices.Contains(tips, t) && used+h <= limit {
						some[t], used = true, used+h
					}
				}
			}
		case described && need+langH(w) <= limit:
			langRight = true
		case 56+headH+(toggles+1)*(bh+6)+langH(w) <= limit && !speedUnder:
			langRight, described = true, false
		default:
			compact = true
		}
	} else if 56+total+bh+24 > ui.H {
		compact = true
	}
	if s.tight {
		described, compact, langRight, some = false, true, false, nil
	}
	if compact {
		total -= (lr - 1) * (bh + 4)
	}
	row := func(name string) {
		s.layer.Add(&ui.Label{R: image.Rect(x, y+(bh-ui.LineH)/2, x+labelW-4, y+(bh-ui.LineH)/2+14), Text: name, Color: ui.Cream})
		if stacked {
			s.layer.Widgets[len(s.layer.Widgets)-1].(*ui.Label).R = image.Rect(x, y, x+w, y+14)
			y += ui.LineH + 2
		}
	}
	sq := max(24, bh)
	volume := func(name string, v *float64) {
		row(name)
		s.layer.Add(&ui.Button{R: image.Rect(cx, y, cx+sq, y+bh), Label: "-", Big: true, Tooltip: lang.T("settings.quieter"), Disabled: *v <= 0,
			OnClick: func() { s.change(func() { *v = max(0, float64(int(*v*10+0.5)-1)/10) }) }})
		// The bar and its percentage between - and + (the value inside the
		// control's group, not past its end).
		mw := meterW + meterPct()
		s.layer.Add(&meter{r: image.Rect(cx+sq+6, y+bh/2-7, cx+sq+6+mw, y+bh/2+7), v: *v})
		s.layer.Add(&ui.Button{R: image.Rect(cx+sq+mw+12, y, cx+2*sq+mw+12, y+bh), Label: "+", Big: true, Tooltip: lang.T("settings.louder"), Disabled: *v >= 1,
			OnClick: func() { s.change(func() { *v = min(1, float64(int(*v*10+0.5)+1)/10) }) }})
		y += bh + 6 + spread
	}
	// heading puts a section's name over its rows (Sound, Display), in
	// two columns sideways or one upright; the one column of a wide
	// screen has its rows' names as its headings.
	heading := func(name string) {
		s.layer.Add(&ui.Label{R: image.Rect(x, y, x+w, y+14), Text: name, Color: ui.Butter})
		y += headH
	}
	if twoCols || heads {
		heading(lang.T("settings.sound"))
	}
	volume(lang.T("settings.master"), &st.Master)
	volume(lang.T("settings.music"), &st.Music)
	volume(lang.T("settings.effects"), &st.Effects)
	speed := func() {
		sx, n := cx, nSpeeds
		if speedUnder { // the name over them
			s.layer.Add(&ui.Label{R: image.Rect(x, y, x+w, y+14), Text: lang.T("settings.speed"), Color: ui.Cream})
			y += ui.LineH + 2
		} else {
			row(lang.T("settings.speed"))
		}
		switch {
		case speedUnder: // under its name, across the column
			sx = x
		case !stacked && (x+w-sx-3*4)/n < leastSpeed: // (nearer its name where the column's names are long)
			sx = max(x+widest(lang.T("settings.speed"))+10, x+w-n*leastSpeed-(n-1)*4)
		}
		bw := min(max(speedW, leastSpeed), (x+w-sx-3*4)/n) // (within its column)
		for i, sp := range store.AnimSpeeds {
			sp := sp
			label := fmt.Sprintf("%gx", sp)
			b := image.Rect(sx+i*(bw+4), y, sx+i*(bw+4)+bw, y+bh)
			if i == n-1 && stacked && x+w-b.Max.X < 8 { // (the last ends where the rows under it end)
				b.Max.X = x + w
			}
			s.layer.Add(&ui.Button{R: b, Label: label, Selected: st.AnimSpeed == sp,
				OnClick: func() { s.change(func() { st.AnimSpeed = sp }) }})
		}
		y += bh + 6 + spread
	}
	if !twoCols {
		if heads {
			heading(lang.T("settings.display"))
		}
		speed()
	}
	// describe puts what a control does under it.
	describe := func(tip string) {
		h := ui.ParagraphH(tip, w)
		langTip := tip == lang.T("settings.language.tip")
		if (described || some[tip]) && !(twoCols && langTip) || twoCols && !s.tight && langTip && y+h+4 <= limit {
			s.notes = append(s.notes, note{image.Rect(x, y-2, x+w, y-2+h), tip})
			y += h + 4
		}
	}
	language := func() {
		row(lang.T("settings.language"))
		here := max(0, slices.Index(tags, st.Language))
		if compact {
			label := labels[here]
			if f := s.a.Fetching(); f != "" { // a browser fetches the language chosen
				label = lang.T("settings.language.loading", "Name", lang.Name(f))
			}
			bw := max(langW, min(200, max(116, widest(append(labels, label)...)+16)))
			if twoCols { // (to the column's end, as the volumes' rows over it end)
				bw = x + w - cx
			}
			s.layer.Add(&ui.Button{R: image.Rect(cx, y, cx+bw, y+bh), Label: label,
				Tooltip: lang.T("settings.language.tip"),
				OnClick: func() {
					next := tags[(here+1)%len(tags)]
					s.change(func() { st.Language = next })
				}})
			y += bh + 6 + spread
			return
		}
		lx, lw := cx, 200
		if stacked {
			lw = max(langW, w)
		}
		per, lrows := langRows(lw)
		if twoCols { // under its name, across the column
			y += (bh-ui.LineH)/2 + ui.LineH + 4 // (under the name, which sits in a button's height)
			lx, lw = x, w
			per, lrows = langRows(w)
		}
		cells := append([]image.Rectangle{image.Rect(lx, y, lx+lw, y+bh)}, ui.Grid(image.Rect(lx, y+bh+4, lx+lw, y+lrows*(bh+4)-4), per, lrows-1, 4)...)
		for i, tag := range tags {
			tag, label := tag, labels[i]
			if f := s.a.Fetching(); f != "" && f == tag { // a browser fetches the language chosen
				label = lang.T("settings.language.loading", "Name", lang.Name(f))
			}
			s.layer.Add(&ui.Button{R: cells[i], Label: label, Selected: i == here, Tooltip: lang.T("settings.language.tip"),
				OnClick: func() { s.change(func() { st.Language = tag }) }})
		}
		y += lrows*(bh+4) + 2
		describe(lang.T("settings.language.tip"))
		y += spread
	}
	if twoCols {
		if !langRight {
			language()
		}
		second()
		heading(lang.T("settings.display"))
		speed()
	}
	toggle := func(name string, v *bool, tip string) {
		tx, tw := cx, toggleW
		if beside {
			s.layer.Add(&ui.Label{R: image.Rect(x, y+(bh-ui.LineH)/2, besideX-4, y+(bh-ui.LineH)/2+14), Text: name, Color: ui.Cream})
			tx, tw = besideX, besideW
		} else {
			row(name)
		}
		// The choice made is a chosen button (its ring and face), as the
		// speed's and the language's are: one look for every choice.
		s.layer.Add(&ui.Button{R: image.Rect(tx, y, tx+tw, y+bh), Label: lang.T("settings.on"), Selected: *v, Tooltip: tip, OnClick: func() { s.change(func() { *v = true }) }})
		off := image.Rect(tx+tw+4, y, tx+2*tw+4, y+bh)
		if beside {
			off.Max.X = x + w // (to the column's end, whatever the rounding)
		}
		s.layer.Add(&ui.Button{R: off, Label: lang.T("settings.off"), Selected: !*v, Tooltip: tip, OnClick: func() { s.change(func() { *v = false }) }})
		y += bh + 6
		describe(tip)
		y += spread
	}
	if !s.a.Phone { // a phone app is always full screen
		toggle(lang.T("settings.fullscreen"), &st.Fullscreen, lang.T("settings.fullscreen.tip"))
	}
	toggle(lang.T("settings.colourblind"), &st.ColorBlind, lang.T("settings.colourblind.tip"))
	toggle(lang.T("settings.threats"), &st.Threats, lang.T("settings.threats.tip"))
	if !twoCols || langRight {
		language()
	}
	if twoCols {
		y = max(y, leftEnd)
		s.panel = image.Rect(s.panel.Min.X, 46, x+w+20, y+4)
	}
	s.panel.Max.Y = y + 4 // (as tall as its rows)
	by := max(y+14, ui.H-bh-14)
	backW := max(120, widest(lang.T("common.back"))+24)
	if ui.Portrait() { // across the screen, as the other screens' buttons at the foot upright
		backW = ui.W - 24
	}
	s.layer.Add(&ui.Button{R: image.Rect(ui.W/2-backW/2, by, ui.W/2+backW/2, by+bh), Label: lang.T("common.back"), OnClick: s.a.Pop})
	return (ui.H - bh - 14) - (s.panel.Max.Y + 10), rows
}

func (s *Settings) Update(a *App, f *input.Frame, dt float64) error {
	s.layer.Update(f, dt)
	if f.Is(input.Cancel) {
		a.Pop()
	}
	return nil
}

func (s *Settings) Draw(dst *ebiten.Image) {
	Backdrop(dst, "sky")
	header(dst, lang.T("settings.title"))
	sprites.NineSlice(dst, "frame_panel", s.panel, nil)
	for _, n := range s.notes {
		ui.Paragraph(dst, n.text, n.r, ui.Secondary)
	}
	s.layer.Draw(dst)
}

// meter shows a level from 0 to 1 as ten notches.
type meter struct {
	r image.Rectangle
	v float64
}

func (m *meter) Rect() image.Rectangle { return m.r }

// meterPct is the room at a meter's right end for its percentage, between
// the bar and the + button: the value inside the control's group.
func meterPct() int { w, _ := ui.Measure(lang.Percent(100)); return w + 8 }

func (m *meter) Draw(dst *ebiten.Image, _ ui.State) {
	bar := image.Rect(m.r.Min.X, m.r.Min.Y, m.r.Max.X-meterPct(), m.r.Max.Y)
	ui.FillRect(dst, bar, ui.Ink)
	n := int(m.v*10 + 0.5)
	w := (bar.Dx() - 2) / 10
	for i := 0; i < 10; i++ {
		c := ui.Charcoal
		if i < n {
			c = ui.Gold
		}
		ui.FillRect(dst, image.Rect(bar.Min.X+1+i*w, bar.Min.Y+1, bar.Min.X+i*w+w, bar.Max.Y-1), c)
	}
	pct := lang.Percent(n * 10)
	pw, _ := ui.Measure(pct)
	ui.Text(dst, pct, m.r.Max.X-pw, m.r.Min.Y+(m.r.Dy()-ui.LineH)/2, ui.Cream)
}

// widest is the width of the longest of these lines of text.
func widest(lines ...string) int { return ui.WidestIn(ui.Body, lines...) }
