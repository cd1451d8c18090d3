package table

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/ui"
)

// Talker is a Remote whose players may say a few fixed things to each
// other (the table offers them in place of Undo).
type Talker interface {
	Phrases() []string
	Say(i int)
}

// Undoer is a Remote that takes back the player's own actions on the
// server (for the position after seq actions); the server answers with the
// whole game (Update.Undone).
type Undoer interface{ Undo(seq int) }

// Asker is a Remote where, in a game of two people, a player may ask the
// other to let them take back their turn, and answer such a request.
type Asker interface {
	AskUndo(seq int)
	Reply(seq int, yes bool)
}

// Remote is a game played on a server: the person here acts for one seat
// (or none, watching), their actions go to the server, and every action
// (theirs acknowledged, the others', the dice and draws the server made)
// comes back from it. The table knows nothing of the network: package
// lobby connects a Remote to the server.
type Remote interface {
	// Seat is the seat played here (-1: watching).
	Seat() int
	// Send sends an action of that seat, for the position after seq
	// actions (what the person saw). It must not block.
	Send(seq int, action string)
	// Poll returns what the server said since the last call (nil: nothing).
	Poll() *Update
	// Close leaves the game (the seat stays the player's).
	Close()
}

// Update is what the server says: actions from From on (the server's whole
// history from there), a refusal of this player's action, the state of the
// connection, and the clock.
type Update struct {
	From    int // -1: no state, only words (Trouble, Refused)
	Actions []string
	Refused game.Msg // why the server refused this player's action (none: no key)
	// Trouble is the connection's state in words while it is not well
	// ("Reconnecting..."); "" when it is.
	Trouble  string
	Deadline time.Time // when the seat to act runs out of time (zero: never)
	// Turn is the limit of a person's turn (zero: none): the clock the
	// seats not to act rest at.
	Turn   time.Duration
	Names  []string   // the players' names by seat ("" for an open or a computer seat)
	Here   []bool     // by seat, whether its player is connected now (nil: not said)
	Lost   int        // the seat that lost on time or left, +1 (0: none)
	Events []game.Msg // what the server says happened besides the actions (a seat handed to the computer)
	Over   bool       // the server says the game is over
	// Said is a player's quick message, said by seat SaidBy.
	Said   string
	SaidBy int
	// Undone, after an undo on the server, counts the actions taken back;
	// Actions are then the whole game (From 0).
	Undone int
	// Asked is the seat (+1) of the rival asking to take back their turn,
	// for the position after AskedAt actions (0: nobody asks).
	Asked, AskedAt int
}

// remote is the kit's side of an online game.
type remote struct {
	r        Remote
	have     int      // actions here the server has acknowledged
	queue    []string // the server's actions not yet shown, in order
	trouble  string
	deadline time.Time
	turn     time.Duration // a turn's limit (zero: none, or not said)
	toldTurn time.Duration // the limit the log has said
	names    []string
	here     []bool
	lost     int
	over     bool
}

// SetRemote makes this table a game played on a server (see Remote): no
// computer seat thinks here, no chance is drawn here, nothing is saved
// here, and only the person's own seat acts.
func (k *Kit) SetRemote(r Remote) {
	k.CancelThinking()
	k.bots = make([]game.Bot, len(k.bots))
	k.remote = &remote{r: r, have: len(k.M.History())}
	k.Status = k.turnText()
}

// undoer is the remote's undo (nil offline, for a spectator, or where the
// remote has none).
func (k *Kit) undoer() Undoer {
	if k.remote == nil || k.remote.r.Seat() < 0 {
		return nil
	}
	u, _ := k.remote.r.(Undoer)
	return u
}

// undoRemote asks the server to take back the player's actions, when the
// table has nothing unconfirmed and the rule allows it here too; a turn
// that has passed to the other person is theirs to allow.
func (k *Kit) undoRemote(seat int) {
	rm := k.remote
	if len(k.M.History()) != rm.have || len(rm.queue) > 0 {
		k.Refuse(lang.T("online.undo-wait"))
		return
	}
	if k.M.CanUndo(seat) {
		k.undoer().Undo(rm.have)
		k.Say(lang.T("online.undoing"))
		return
	}
	if a, ok := k.remote.r.(Asker); ok && k.canAsk(seat) {
		a.AskUndo(rm.have)
		who, _ := k.Player(1 - seat)
		k.Say(lang.T("online.undo-asking", "Who", who))
		return
	}
	k.Refuse(lang.T("online.undo-none"))
}

// canAsk reports whether the player may ask the other person to let them
// take back their last turn: a game of two people, the turn just passed.
func (k *Kit) canAsk(seat int) bool {
	if len(k.M.Players) != 2 || k.M.IsBot(0) || k.M.IsBot(1) {
		return false
	}
	return k.M.CanTakeBack(seat) == nil
}

// undoable reports whether Undo can do something for the seat now.
func (k *Kit) undoable(seat int) bool {
	if k.remote == nil {
		return k.M.CanUndo(seat)
	}
	if k.M.CanUndo(seat) {
		return true
	}
	_, ok := k.remote.r.(Asker)
	return ok && k.canAsk(seat)
}

// askedToAllow asks the player whether the rival may take back their turn.
func (k *Kit) askedToAllow(seat, seq int) {
	a, ok := k.remote.r.(Asker)
	if !ok {
		return
	}
	who, _ := k.Player(seat)
	k.Log = append(k.Log, lang.T("online.undo-asks", "Who", who))
	k.A.Audio.Play("coo")
	k.A.Push(scenes.NewChoice(k.A, lang.T("online.undo-ask"), []string{lang.T("online.undo-ask.let", "Who", who), lang.T("online.undo-ask.no")}, func(i int) { a.Reply(seq, i == 0) }))
}

// reset takes the server's whole game after an undo there: the table keeps
// what the two share and shows the rest as the server's.
func (k *Kit) reset(actions []string) {
	rm := k.remote
	h := k.M.History()
	p := 0
	for p < len(h) && p < len(actions) && h[p].Text == actions[p] {
		p++
	}
	if n := k.M.KeepFirst(p); n > 0 {
		k.over = false
		k.g.Undone(n)
		k.A.Audio.Play("move")
	}
	rm.have, rm.queue = p, append([]string(nil), actions[p:]...)
	k.Status = k.turnText()
}

// talker is the remote's quick messages (nil offline, for a spectator, or
// where the remote has none).
func (k *Kit) talker() Talker {
	if k.remote == nil || k.remote.r.Seat() < 0 {
		return nil
	}
	if t, ok := k.remote.r.(Talker); ok && len(t.Phrases()) > 0 {
		return t
	}
	return nil
}

// saySomething offers the quick messages.
func (k *Kit) saySomething() {
	t := k.talker()
	if t == nil {
		return
	}
	k.A.Push(scenes.NewChoice(k.A, lang.T("online.say"), t.Phrases(), func(i int) { t.Say(i) }))
}

// Online reports whether the table plays on a server.
func (k *Kit) Online() bool { return k.remote != nil }

// OnlineSeat is the seat played here online (-1 offline, or watching).
func (k *Kit) OnlineSeat() int {
	if k.remote == nil {
		return -1
	}
	return k.remote.r.Seat()
}

// Names are the online players' names by seat (nil offline).
func (k *Kit) Names() []string {
	if k.remote == nil {
		return nil
	}
	return k.remote.names
}

// Trouble is the connection's trouble in words ("" when there is none, or
// offline).
func (k *Kit) Trouble() string {
	if k.remote == nil {
		return ""
	}
	return k.remote.trouble
}

// Deadline is when the seat to act runs out of time online (zero: never).
func (k *Kit) Deadline() time.Time {
	if k.remote == nil {
		return time.Time{}
	}
	return k.remote.deadline
}

// sendRemote sends the person's action just applied here (optimistically:
// the server's echo confirms it; a refusal puts the table back).
func (k *Kit) sendRemote(seq int, text string) {
	k.remote.r.Send(seq, text)
}

// pollRemote takes in what the server said.
func (k *Kit) pollRemote() {
	rm := k.remote
	for u := rm.r.Poll(); u != nil; u = rm.r.Poll() {
		if u.Said != "" {
			who, _ := k.Player(u.SaidBy)
			line := lang.T("online.last", "Who", who, "What", u.Said)
			k.Log = append(k.Log, line)
			k.A.Toast(line)
			k.A.Audio.Play("coo")
			continue
		}
		if u.Asked > 0 {
			k.askedToAllow(u.Asked-1, u.AskedAt)
			continue
		}
		if u.Undone > 0 {
			rm.trouble, rm.over = "", false
			k.logEvents(u.Events)
			k.reset(u.Actions)
			continue
		}
		rm.trouble = u.Trouble
		if u.From >= 0 { // a state of the game (not only words)
			rm.deadline, rm.turn = u.Deadline, u.Turn
			if rm.turn > 0 && rm.turn != rm.toldTurn { // the log says the clock's rule once
				rm.toldTurn = rm.turn
				k.Note(strings.TrimSpace(lang.T("online.clock.log", "Clock", ClockFace(rm.turn), "Late", ""))) // (what a late turn brings: the clock's tip, clockRule)
			}
		}
		if u.Names != nil {
			rm.names = u.Names
			if !k.HumanTurn() {
				k.Status = k.turnText() // who is awaited, by name
			}
		}
		if u.Here != nil {
			was := rm.here
			rm.here = u.Here
			k.notePresence(was)
		}
		if u.Lost > 0 {
			rm.lost = u.Lost
		}
		rm.over = rm.over || u.Over
		k.logEvents(u.Events)
		if u.Refused.Key != "" {
			k.rollBack()
			k.Refuse(lang.T("online.refused", "Why", u.Refused))
		}
		k.takeActions(u.From, u.Actions)
	}
}

// takeActions lines the server's actions up with the table's: those the
// person made here are acknowledged, the others queued to be shown; where
// the two differ, the table is put back to the server's game.
func (k *Kit) takeActions(from int, actions []string) {
	rm := k.remote
	known := rm.have + len(rm.queue) // actions the table has from the server
	if from > known {
		return // a gap: the Remote asks for the missing ones
	}
	for i, text := range actions {
		at := from + i
		if at < known {
			continue
		}
		h := k.M.History()
		if at < len(h) && rm.have == at && len(rm.queue) == 0 {
			if h[at].Text == text {
				rm.have++ // the person's own, acknowledged
				known++
				continue
			}
			k.rollBack() // the server's game went another way
		}
		rm.queue = append(rm.queue, text)
		known++
	}
}

// rollBack takes back the actions made here that the server has not
// acknowledged.
func (k *Kit) rollBack() {
	rm := k.remote
	n := len(k.M.History()) - rm.have
	if n <= 0 {
		return
	}
	k.M.KeepFirst(rm.have)
	k.over = false
	k.g.Undone(n)
	k.Status = k.turnText()
}

// showRemote shows the next queued action of the server, when nothing
// moves.
func (k *Kit) showRemote() bool {
	rm := k.remote
	if len(rm.queue) == 0 {
		return false
	}
	text := rm.queue[0]
	rm.queue = rm.queue[1:]
	if text[0] != '*' {
		if a, err := k.M.State.ParseAction(text); err == nil {
			if p, ok := k.g.(Preparer); ok {
				p.Before(a, true)
			}
		}
	}
	ok := k.apply(func() ([]game.Event, error) { return k.M.PlayRecorded(text) })
	if !ok {
		k.A.Toast(lang.T("online.out-of-step", "Action", text))
		rm.queue = nil
		return false
	}
	rm.have++
	return true
}

// clock is the time the person to act has left online, in words ("" for
// no clock).
func (k *Kit) clock() string {
	if k.remote == nil || k.remote.deadline.IsZero() || k.over {
		return ""
	}
	return TimeLeft(time.Until(k.remote.deadline))
}

// clockRule is the turn clock's rule in words ("Turn clock: 1 min. A
// player out of time is played on by the computer."): the running
// clock's tip; the time left where the server has not said the rule.
func (k *Kit) clockRule() string {
	if k.remote == nil || k.remote.turn <= 0 {
		return k.clock()
	}
	return lang.T("online.clock.log", "Clock", ClockFace(k.remote.turn), "Late", lang.T("online.clock.late"))
}

// TimeLeft is the time a player has left, in words: "43 s left", "4
// min 12 s left", "1 d 2 h left" (ClockFace; the tables' status line and
// clocks' tips, the lobby's list of games).
func TimeLeft(left time.Duration) string {
	if left.Round(time.Second) <= 0 {
		return lang.T("online.clock.up")
	}
	return lang.T("online.clock.left", "Time", ClockFace(left))
}

// ClockFace is a length of time as every online clock says it, in its two
// largest units, the second left out where it is nought: "43 s", "1
// min", "4 min 12 s", "5 h 30 min", "1 d 2 h", "3 d". One form for the
// seats' clocks, the status line and My games (a "0:48" beside a
// "25:59:58" read as minutes beside hours).
func ClockFace(d time.Duration) string {
	s := int(max(0, d.Round(time.Second)).Seconds())
	units := []struct {
		key  string
		size int
	}{{"online.short.d", 86400}, {"online.short.h", 3600}, {"online.short.m", 60}, {"online.short.s", 1}}
	for i, u := range units[:len(units)-1] {
		if s < u.size {
			continue
		}
		big := lang.T(u.key, "N", s/u.size)
		next := units[i+1]
		if rest := s % u.size / next.size; rest > 0 {
			return lang.T("online.short.pair", "Big", big, "Small", lang.T(next.key, "N", rest))
		}
		return big
	}
	return lang.T("online.short.s", "N", s)
}

// logEvents adds what the server says happened to the game log.
func (k *Kit) logEvents(ev []game.Msg) {
	for _, m := range ev {
		k.Log = append(k.Log, lang.Say(m))
	}
}

// notePresence says in the log who came to the table or left it since
// the server said was (by seat; nil: nothing yet, when only those away
// are said): the seats' marks in words, the same on every screen.
func (k *Kit) notePresence(was []bool) {
	for seat := range k.remote.here {
		here, known := k.Here(seat)
		if !known || seat == k.remote.r.Seat() {
			continue
		}
		if before := seat < len(was) && was[seat]; (was == nil && !here) || (was != nil && before != here) {
			name, _ := k.Player(seat)
			if here {
				k.Note(lang.T("online.log.here", "Name", name))
			} else {
				k.Note(lang.T("online.log.away", "Name", name))
			}
		}
	}
}

// Note adds a line to the game log.
func (k *Kit) Note(s string) { k.Log = append(k.Log, s) }

// Narrate is a rules message as the game log says it: online, the moves
// of the seat played at this device said to its player ("You place a
// marker.", lang.SayTo: the seat panel names them "you"); offline, and
// to a watcher, every seat by its colour, as the rules say it.
func (k *Kit) Narrate(m game.Msg) string {
	if k.remote == nil || k.remote.r.Seat() < 0 {
		return lang.Say(m)
	}
	return lang.SayTo(m, game.Colour(k.M.Def.SeatLabel(k.remote.r.Seat())))
}

// Here reports whether a seat's player is connected to the game now, as
// the server says (the seat played here always is); known is false
// offline, for a computer seat and an open one.
func (k *Kit) Here(seat int) (here, known bool) {
	if k.remote == nil || k.M.IsBot(seat) {
		return false, false
	}
	if seat == k.remote.r.Seat() {
		return true, true
	}
	if seat >= len(k.remote.names) || k.remote.names[seat] == "" {
		return false, false
	}
	return seat < len(k.remote.here) && k.remote.here[seat], true
}

// SeatClock is the running clock of the seat to act online, as every
// clock says it (ClockFace: "43 s", "1 d 2 h"), where the game has one and
// a person plays the seat; "" for every other seat: a waiting seat's
// clock would only say a turn's whole limit, the same for all (the log
// says it), and beside "away" it read as how long the player had been
// away.
func (k *Kit) SeatClock(seat int) string {
	rm := k.remote
	if rm == nil || k.over || k.M.IsBot(seat) || k.M.State.ToMove() != seat || rm.deadline.IsZero() {
		return ""
	}
	return ClockFace(time.Until(rm.deadline).Round(time.Second))
}

// SeatOnline draws what a seat panel shows online beside its player, on
// the line at y: whether they are at the table, in the name's column
// right after the name (from minX: a mark and its word, "here", "away",
// or "you" for the seat played here, so "Kenji  away" reads as one
// phrase), then, right-aligned to x, the seat to act's clock running in
// gold (SeatClock). Where the word does not fit between the name and the
// clock, the mark stands alone, right of the name where it fits, else
// beside the clock. It returns the width it takes from the line's right
// (from where the mark starts to x; 0 offline and for a computer seat).
func (k *Kit) SeatOnline(dst *ebiten.Image, seat, x, y, minX int) int {
	c := k.SeatClock(seat)
	cw := 0
	if c != "" {
		cw, _ = ui.Measure(c)
		cw += 6 // ("43 s" on every screen: "43 s left" where a phone's line held it read as another clock than a desktop's)
	}
	isHere, known := k.Here(seat)
	word, ww := "", 0
	const mark = markW + 4 // the mark and its gap
	at := x - cw - mark    // where the mark starts: beside the clock
	if known {
		word = lang.T("online.here")
		switch {
		case seat == k.remote.r.Seat():
			word = lang.T("online.seat.you")
		case !isHere:
			word = lang.T("online.away")
		}
		ww, _ = ui.Measure(word) // (the clock's own gap keeps it clear of the clock)
		switch {
		case minX+mark+ww <= x-cw:
			at = minX
		case minX+mark <= x-cw:
			word, ww, at = "", 0, minX // the mark alone, after the name
		default:
			word, ww = "", 0 // the mark alone, beside the clock
		}
	}
	w := 0
	if c != "" {
		col, tip := ui.Gold, k.clockRule()
		if left := time.Until(k.remote.deadline); left < 10*time.Second {
			col = k.Pulse(Warn, 4, 140, 255)
		}
		ui.Text(dst, c, x-cw+6, y, col)
		ui.Explain(image.Rect(x-cw+6, y, x, y+ui.LineH), tip)
		w = cw
	}
	if !known {
		return w
	}
	// Signal bars, a shape no seat's chip has, in colours no seat has
	// (PresenceColors): three lit bars where the player is here; where
	// they are away, one lit and the other two hollow, so the mark keeps
	// its shape and reads as the signal gone.
	m := image.Rect(at, y+1, at+markW, y+13)
	ui.FillRect(dst, m, ui.Ink)
	here, away := PresenceColors()
	for i := 0; i < 3; i++ {
		bar := image.Rect(m.Min.X+1+4*i, m.Max.Y-1-3*(i+1)-1, m.Min.X+4+4*i, m.Max.Y-1)
		switch {
		case isHere:
			ui.FillRect(dst, bar, here)
		case i == 0:
			ui.FillRect(dst, bar, away)
		default:
			ui.StrokeRect(dst, bar, away)
		}
	}
	ui.Explain(m.Inset(-3), k.Presence(seat))
	if word != "" {
		col := ui.Cream
		if !isHere {
			col = ui.Secondary
		}
		ui.Text(dst, word, at+mark, y, col)
		ui.Explain(image.Rect(at+mark, y, at+mark+ww, y+ui.LineH), k.Presence(seat))
	}
	return x - at
}

// markW is the width of a seat's presence mark online: three bars.
const markW = 13

// PresenceColors are the colours of the mark of a player here and of one
// away: Cream and Sand, like no seat's colour in any game (a green
// dot beside Red's clock read as the Green seat's).
func PresenceColors() (here, away color.RGBA) { return ui.Cream, ui.Sand }

// Player is who plays a seat online, for the seat's panel: the player's
// name (the seat played here too), or "Open seat"; ok is
// false offline and for computer seats (the table says those as before).
// Whether the player is connected is SeatOnline's mark, and the tip of
// the name's place (Presence).
func (k *Kit) Player(seat int) (string, bool) {
	if k.remote == nil || k.M.IsBot(seat) {
		return "", false
	}
	name := ""
	if seat < len(k.remote.names) {
		name = k.remote.names[seat]
	}
	switch {
	case seat == k.remote.r.Seat() && name != "":
		return name, true // (the same on every screen: "you" is the word of its mark, SeatOnline)
	case seat == k.remote.r.Seat():
		return lang.T("online.you"), true
	case name == "":
		return lang.T("online.open-seat"), true
	}
	return name, true
}

// Presence is a seat's player and whether they are connected, in words
// ("Kenji is here", "Kenji is away"; "" where SeatOnline draws no mark).
func (k *Kit) Presence(seat int) string {
	here, known := k.Here(seat)
	if !known {
		return ""
	}
	name, _ := k.Player(seat)
	if here {
		return lang.T("online.player.here", "Name", name)
	}
	return lang.T("online.player.away", "Name", name)
}

// turnText is the status line when nothing else is said: the table's own
// words, or online, while another seat is to act, who is awaited.
func (k *Kit) turnText() string {
	to := k.M.State.ToMove()
	if k.puz != nil && !k.over {
		return k.puzzleStatus()
	}
	if t := k.coachTurn(); t != "" {
		return t // a lesson's step: only its lit move is taken
	}
	if k.remote == nil || k.over || to == k.remote.r.Seat() {
		return k.g.TurnText()
	}
	if to == game.Chance {
		return lang.T("online.wait-chance")
	}
	if to < 0 {
		return k.g.TurnText()
	}
	who := lang.Say(game.Colour(k.M.Def.SeatLabel(to)))
	if p, ok := k.Player(to); ok && to < len(k.remote.names) && k.remote.names[to] != "" {
		who = lang.T("online.player.seat", "Player", p, "Seat", who)
	} else if k.M.IsBot(to) {
		who = lang.T("online.seat.server-bot", "Seat", who)
	}
	return lang.T("online.waiting-for", "Who", who)
}

// Ready reports whether the person at this device may act now: their
// turn, and nothing moving on the table.
func (k *Kit) Ready() bool {
	return k.HumanTurn() && !k.A.Anims.Busy() && !k.g.Animating() && k.bot == nil
}

// codeNote is the top bar's note of an online game's join code ("" for
// none: offline, or a game without a code).
func (k *Kit) codeNote() string {
	if k.remote == nil {
		return ""
	}
	if c, ok := k.remote.r.(interface{ Code() string }); ok && c.Code() != "" {
		return lang.T("online.bar.code", "Code", c.Code())
	}
	return ""
}

// ShowsCode reports whether the top bar shows the game's join code (where
// it does, the lobby toasts it over the table no more).
func (k *Kit) ShowsCode() bool {
	_, _, _, _, note, _ := k.topBar()
	return note != "" && note == k.codeNote()
}

// Info tells what an online table shows of its game: the join code, the
// seat, and any connection trouble; for a replay, how many of its
// positions the analysis has judged.
func (k *Kit) Info() map[string]string {
	if k.review != nil { // a replay: how far its analysis has come
		done, of := k.Analysed()
		return map[string]string{"analysed": fmt.Sprint(done), "positions": fmt.Sprint(of)}
	}
	if k.remote == nil {
		return nil
	}
	out := map[string]string{"seat": fmt.Sprint(k.remote.r.Seat()), "trouble": k.Trouble(), "status": k.Status}
	if c, ok := k.remote.r.(interface{ Code() string }); ok {
		out["code"] = c.Code()
	}
	return out
}
