// Package onlinecmd carries out `roost online` (checked by package cli):
// it signs in, creates, joins, lists and plays games on a Roost server.
package onlinecmd

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/birdroost/roost/cli"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
)

// Run carries out a checked command line.
func Run(o cli.Online, out, _ io.Writer) error {
	c, err := online.New(o.Server, o.Key)
	if err != nil {
		return &cli.UsageError{Msg: err.Error()}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if o.Sub == "load" {
		return load(ctx, o, out)
	}
	if o.Name != "" {
		if err := online.CheckName(o.Name); err != nil {
			return &cli.UsageError{Msg: "--name: " + err.Error()}
		}
	}
	device := o.Device
	if device == "" {
		var b [12]byte
		_, _ = rand.Read(b[:])
		device = fmt.Sprintf("roost-cli-%x", b)
	}
	// Everything is tried again while the server cannot answer (a restart
	// of Nakama or of its database), saying so.
	trouble := func(m game.Msg) {
		if m.Key != "" {
			fmt.Fprintln(out, m.String())
		}
	}
	ctx = online.Telling(ctx, trouble)
	sctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	defer c.Close()
	if err := online.Retry(ctx, func(ctx context.Context) error {
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		return c.SignIn(ctx, device, o.Name)
	}); err != nil {
		return err
	}
	fmt.Fprintf(out, "signed in as %s (device %s)\n", c.Session().Username, device)
	switch o.Sub {
	case "games":
		return list(ctx, c, out)
	case "leave":
		k, err := c.Socket(sctx)
		if err != nil {
			return err
		}
		var ok struct{}
		if err := k.RPC(sctx, online.RPCLeave, online.OpenReq{GameID: o.Arg}, &ok); err != nil {
			return err
		}
		fmt.Fprintln(out, "you left the game")
		return nil
	}
	var t *online.Table
	var opened online.Opened
	switch o.Sub {
	case "create":
		t, opened, err = online.Create(ctx, c, online.CreateReq{Game: o.Def.Name, Variant: o.Variant, Seats: o.Seats,
			TurnSeconds: int64(o.Turn / time.Second), OnTimeout: o.OnTimeout})
	case "join":
		t, opened, err = online.Join(ctx, c, o.Arg, o.Watch)
	case "quick":
		fmt.Fprintf(out, "looking for %d players for %s (%s)...\n", o.Players, o.Def.Title, o.Variant)
		t, err = online.QuickMatch(ctx, c, online.QuickReq{Game: o.Def.Name, Variant: o.Variant, Players: o.Players})
		if err == nil {
			opened.GameID = t.GameID
		}
	case "play":
		t, err = online.Open(ctx, c, o.Arg, false)
		opened.GameID = o.Arg
	}
	if err != nil {
		return err
	}
	defer t.Close()
	t.OnTrouble = trouble // a lost connection, said while it is made again
	def := t.M.Def
	seat := "none (watching)"
	if t.Seat >= 0 {
		seat = def.SeatLabel(t.Seat)
	}
	code := ""
	if opened.Code != "" {
		code = ", join code " + opened.Code
	}
	fmt.Fprintf(out, "game %s: %s%s, your seat: %s\n", opened.GameID, def.Title, code, seat)
	switch {
	case o.Play != "":
		if t.Seat < 0 {
			return errors.New("you have no seat in this game to play")
		}
		choose, err := online.BotChooser(def, o.Play, uint64(time.Now().UnixNano()), o.Think)
		if err != nil {
			return &cli.UsageError{Msg: err.Error()}
		}
		final, err := t.Play(ctx, choose)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "game over after %d actions: %s\n", final.Seq, result(def, final))
	case o.Watch:
		for !t.Last.Over {
			st, err := t.Next(ctx)
			if err != nil {
				return err
			}
			for _, e := range append(st.Events, st.Notes...) {
				fmt.Fprintln(out, e)
			}
		}
		fmt.Fprintf(out, "game over: %s\n", result(def, t.Last))
	}
	return nil
}

// result is the scores by seat, in words.
func result(def *game.Def, st online.State) string {
	s := ""
	for i, sc := range st.Scores {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s %d", def.SeatLabel(i), sc)
	}
	return s
}

// list prints the player's games, whose turn in each.
func list(ctx context.Context, c *online.Client, out io.Writer) error {
	games, err := c.Games(ctx)
	if err != nil {
		return err
	}
	if len(games) == 0 {
		fmt.Fprintln(out, "no games yet")
	}
	for _, g := range games {
		state := fmt.Sprintf("seat %d to act", g.ToMove+1)
		switch {
		case g.Over:
			state = "over"
		case g.YourTurn:
			state = "your turn"
		}
		fmt.Fprintf(out, "%s  %-10s code %s  your seat %d  %s\n", g.GameID, g.Game, g.Code, g.Seat+1, state)
	}
	return nil
}
