package columbiz

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/birdroost/roost/lang"
	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/tween"
	"github.com/birdroost/roost/scenes/ui"
)

// flyer is a pawn in flight: captured pawns going to a prison.
type flyer struct {
	seat       int // pawn colour
	x, y, lift float64
}

// pop is a score popping up over the board.
type pop struct {
	text string
	x, y float64
	t    float64
	c    color.RGBA
}

// Before notes whose turn the action belongs to; a computer's choice of dice
// to set aside is lifted to the shelf first.
func (s *Table) Before(a game.Action, bot bool) {
	s.mover = int(s.st.Seat)
	if kind, d, _ := cz.Decode(a); bot && kind == "roll" {
		s.mark(d)
	}
}

// Animate shows the events of an action, one by one.
func (s *Table) Animate(ev []game.Event) {
	s.st = s.M.State.(*cz.State)
	if h := s.M.History(); h[len(h)-1].Seat == game.Chance {
		s.mover = int(s.st.Seat) // a roll never changes whose turn it is
	}
	dice := false
	for _, e := range ev {
		s.animate(e)
		if e.Kind == "roll" {
			dice = true
		}
	}
	if !dice {
		s.syncDice(true)
	}
	s.refreshButtons()
}

func (s *Table) animate(e game.Event) {
	switch e.Kind {
	case "rolloff":
		for seat, v := range e.Values {
			if v > 0 {
				s.rolloff[seat] = v
				s.rollT[seat] = 0.7 + 0.12*float64(seat)
			}
		}
		s.A.Audio.Play("dice")
		s.Log = append(s.Log, s.Narrate(e.Msg))
	case "turn":
		s.summarize(s.mover)
		s.turnLog, s.turnCapt, s.turnLine = nil, 0, 0
		s.lastTurn, s.turnPlaces = s.turnPlaces, nil
		for i := range s.dice {
			s.dice[i].kept, s.dice[i].marked, s.dice[i].spent = false, false, false
		}
		s.placeDice(true)
	case "roll":
		s.syncDiceForRoll()
		s.tumble(e.Values)
	case "keep":
		s.A.Audio.Play("click")
	case "place":
		p := cz.Place{Col: int8(e.To[0]), Row: int8(e.To[1])}
		h := 60.0
		s.drop[p] = &h
		s.A.Anims.Add(tween.Seq(tween.To(&h, 0, 0.32, tween.OutBounce), tween.Do(func() { delete(s.drop, p) })))
		s.A.Audio.Play("put")
		s.turnLog = append(s.turnLog, p)
		s.turnPlaces = append(s.turnPlaces, p)
	case "capture":
		s.turnCapt++
		s.fly(e)
	case "line":
		s.turnLine += e.Value
		s.flashLine(e.From, e.To, e.Value)
	case "aside":
		s.A.Audio.Play("error")
		s.Log = append(s.Log, s.Narrate(e.Msg))
		s.turnLog = append(s.turnLog, cz.Place{Col: -1}) // pawns put aside
	case "ending":
		s.summarize(s.mover)
		s.Log = append(s.Log, s.Narrate(e.Msg))
		s.A.Toast(lang.Say(e.Msg))
	case "end":
		s.summarize(s.mover)
		s.Log = append(s.Log, s.Narrate(e.Msg))
	}
}

// fly sends a captured pawn from its space to the capturer's prison.
func (s *Table) fly(e game.Event) {
	x0, y0 := s.spaceXY(e.From[0], e.From[1])
	seat := e.Seat
	tx, ty := s.prisonXY(seat, e.Piece)
	f := &flyer{seat: e.Piece, x: float64(x0 + 4), y: float64(y0 + 2)}
	s.flyers = append(s.flyers, f)
	s.inFlight[seat]++
	s.flying[seat][e.Piece]++ // its group counts it when it lands
	sx, sy := f.x, f.y
	s.A.Anims.Add(tween.Seq(tween.Wait(0.3+0.12*float64(s.inFlight[seat]-1)), tween.Do(func() { s.A.Audio.Play("capture") }),
		tween.Over(0.6, tween.InOutSine, func(p float64) {
			f.x, f.y = tween.Lerp(sx, tx, p), tween.Lerp(sy, ty, p)
			f.lift = math.Sin(p*math.Pi) * 30
		}), tween.Do(func() {
			s.inFlight[seat]--
			s.flying[seat][f.seat]--
			for i, g := range s.flyers {
				if g == f {
					s.flyers = append(s.flyers[:i], s.flyers[i+1:]...)
					break
				}
			}
		})))
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// summarize writes the turn that just ended into the log.
func (s *Table) summarize(seat int) {
	if seat < 0 || len(s.turnLog) == 0 {
		return
	}
	var placed []cz.Place
	for _, p := range s.turnLog {
		if p.Col >= 0 {
			placed = append(placed, p)
		}
	}
	who := seatName(seat)
	// Online, the player's own turn is said to them, as its moves are
	// (Narrate): "You place 2 pawns, capture 1 (score 17)."
	keys := [4]string{"cbz.summary.aside", "cbz.summary.pawns", "cbz.summary.captured", "cbz.summary"}
	if seat == s.OnlineSeat() {
		keys = [4]string{"cbz.summary.aside.you", "cbz.summary.pawns.you", "cbz.summary.captured.you", "cbz.summary.you"}
	}
	var said string
	if len(placed) == 0 {
		said = lang.T(keys[0], "Who", who, "Count", int(s.st.Reserve[seat]))
	} else {
		parts := []string{lang.T(keys[1], "Count", len(placed))}
		if s.turnCapt > 0 {
			parts = append(parts, lang.T(keys[2], "Count", s.turnCapt))
		}
		if s.turnLine > 0 {
			parts = append(parts, lang.T("cbz.summary.lines", "Count", s.turnLine))
		}
		said = lang.T(keys[3], "Who", who, "What", strings.Join(parts, lang.T("list.sep")), "Score", s.st.Scores()[seat])
	}
	s.Log = append(s.Log, said)
	s.turnLog = nil
}

// Undone lets the dice and the turn's summary follow the rules again.
func (s *Table) Undone(n int) {
	s.st = s.M.State.(*cz.State)
	s.decided, s.decidedLines = nil, nil
	if len(s.turnLog) > 0 {
		s.turnLog = s.turnLog[:len(s.turnLog)-min(n, len(s.turnLog))]
	}
	s.turnCapt, s.turnLine = 0, 0
	if n > len(s.turnPlaces) { // back past this turn (a replay, a resync): the last turn is another
		s.lastTurn = nil
	}
	s.turnPlaces = append([]cz.Place(nil), s.st.Last[:s.st.Placed]...)
	s.syncDice(true)
	s.refreshButtons()
}

// lineStands reports whether every space from one end of a line to the
// other still holds seat's pawn (a line scores when it is made; a capture
// may break it later).
func (s *Table) lineStands(seat int, from, to [2]int) bool {
	dc, dr := sign(to[0]-from[0]), sign(to[1]-from[1])
	for c, r := from[0], from[1]; ; c, r = c+dc, r+dr {
		if int(s.st.Board[c][r]) != seat {
			return false
		}
		if c == to[0] && r == to[1] {
			return true
		}
	}
}

// Finale shows where every seat's points came from, seat by seat: each of
// its lines flashes with its points (read from the match's history), then
// what its captures score rises from its card. It returns how long that
// takes (the result waits for it).
func (s *Table) Finale() float64 {
	type line struct {
		from, to [2]int
		pts      int
	}
	lines := make([][]line, s.st.N)
	for i := range s.M.History() {
		for _, e := range s.M.EventsOf(i) {
			if e.Kind == "line" && e.Seat >= 0 && e.Seat < s.st.N {
				lines[e.Seat] = append(lines[e.Seat], line{e.From, e.To, e.Value})
			}
		}
	}
	// The winners' lines stay framed while the result shows: what won.
	s.decided = map[cz.Place]bool{}
	ret := s.st.Returns()
	best := slices.Max(ret)
	for seat, ls := range lines {
		if ret[seat] != best || slices.Min(ret) == best {
			continue
		}
		for _, l := range ls {
			if !s.lineStands(seat, l.from, l.to) {
				continue // a capture broke it since: it scored, but the board no longer shows it
			}
			s.decidedLines = append(s.decidedLines, [2]cz.Place{{Col: int8(l.from[0]), Row: int8(l.from[1])}, {Col: int8(l.to[0]), Row: int8(l.to[1])}})
			dc, dr := sign(l.to[0]-l.from[0]), sign(l.to[1]-l.from[1])
			for c, r := l.from[0], l.from[1]; ; c, r = c+dc, r+dr {
				s.decided[cz.Place{Col: int8(c), Row: int8(r)}] = true
				if c == l.to[0] && r == l.to[1] {
					break
				}
			}
		}
	}
	const first, step = 0.5, 0.35
	at := first
	for seat := range s.st.N {
		for _, l := range lines[seat] {
			l := l
			s.A.Anims.Add(tween.Seq(tween.Wait(at), tween.Do(func() { s.flashLine(l.from, l.to, l.pts) })))
			at += step
		}
		if n := s.st.Captured(seat); n > 0 {
			seat := seat
			s.A.Anims.Add(tween.Seq(tween.Wait(at), tween.Do(func() {
				r := s.lay.cards[seat]
				s.pops = append(s.pops, &pop{text: fmt.Sprintf("+%d", cz.CaptureScore(n)), x: float64(r.Max.X - 24), y: float64(r.Min.Y + 30), c: ui.Gold})
				s.A.Audio.Play("capture")
			})))
			at += step
		}
	}
	return at - first + 1
}

// flashLine flashes the spaces of a line from one end to the other, its
// points rising over its middle.
func (s *Table) flashLine(from, to [2]int, pts int) {
	x0, y0 := s.spaceXY(from[0], from[1])
	x1, y1 := s.spaceXY(to[0], to[1])
	s.pops = append(s.pops, &pop{text: fmt.Sprintf("+%d", pts), x: float64(x0+x1)/2 + float64(s.lay.cell)/2, y: float64(y0+y1) / 2, c: ui.Gold})
	dc, dr := sign(to[0]-from[0]), sign(to[1]-from[1])
	for c, r := from[0], from[1]; ; c, r = c+dc, r+dr {
		s.flash[cz.Place{Col: int8(c), Row: int8(r)}] = 1.2
		if c == to[0] && r == to[1] {
			break
		}
	}
	s.A.Audio.Play("win")
}
