// Package store keeps the player's settings (and later saved games) between
// runs: a JSON file in the user config directory on desktop, localStorage in
// the browser. A damaged file is set aside with a message, never lost.
package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"

	"github.com/birdroost/roost/rules/game"
)

// Settings are the player's preferences.
type Settings struct {
	Master     float64 `json:"master"`     // 0..1
	Music      float64 `json:"music"`      // 0..1
	Effects    float64 `json:"effects"`    // 0..1
	AnimSpeed  float64 `json:"anim_speed"` // 0.5, 1, 2 or 4
	Fullscreen bool    `json:"fullscreen"` //
	// Language is the one chosen in Settings ("fr"), or "" where none
	// was: the game then speaks the system's (package lang says which
	// it speaks). It is stored under a key of its own: the "language"
	// of earlier versions, which could hold nothing but "en", is not
	// a choice the player made.
	Language   string `json:"chosen_language,omitempty"`
	ColorBlind bool   `json:"color_blind"` // draw symbols on colours
	Threats    bool   `json:"threats"`     // Falconry: mark where a rival could complete a path
	// Online play: the server ("" for the one the build names), this
	// device's guest account (made on the first visit) and the name shown
	// to other players.
	Server string `json:"server,omitempty"`
	Device string `json:"device,omitempty"`
	Name   string `json:"name,omitempty"`
	// Guided first games: the lessons done by course, and the games whose
	// course was offered (the first time they were set up).
	Learned map[string]int  `json:"learned,omitempty"`
	Offered map[string]bool `json:"offered,omitempty"`
}

// AnimSpeeds offered in the settings screen.
var AnimSpeeds = []float64{0.5, 1, 2, 4}

// Defaults are the settings of a first run.
func Defaults() Settings {
	// Seat symbols are on: colour is never the only clue unless a player
	// turns them off.
	return Settings{Master: 0.8, Music: 0.5, Effects: 0.8, AnimSpeed: 1, ColorBlind: true}
}

// Validate clamps values into range and reports whether anything was wrong.
func (s *Settings) Validate() error {
	var bad []string
	clamp := func(name string, v *float64) {
		if math.IsNaN(*v) || *v < 0 || *v > 1 {
			bad = append(bad, name)
			*v = min(max(*v, 0), 1)
			if math.IsNaN(*v) {
				*v = 0.5
			}
		}
	}
	clamp("master", &s.Master)
	clamp("music", &s.Music)
	clamp("effects", &s.Effects)
	ok := false
	for _, a := range AnimSpeeds {
		if s.AnimSpeed == a {
			ok = true
		}
	}
	if !ok {
		bad = append(bad, "anim_speed")
		s.AnimSpeed = 1
	}
	// A language this version does not speak is kept, not reset: the game
	// says so and speaks the system's (a later version may speak it).
	if len(s.Language) > 35 { // longer than any language tag
		bad = append(bad, "chosen_language")
		s.Language = ""
	}
	if n := len(s.Device); n != 0 && (n < 10 || n > 128) {
		bad = append(bad, "device")
		s.Device = ""
	}
	if len(s.Name) > 80 {
		bad = append(bad, "name")
		s.Name = ""
	}
	if s.Server != "" && !strings.HasPrefix(s.Server, "http://") && !strings.HasPrefix(s.Server, "https://") {
		bad = append(bad, "server")
		s.Server = ""
	}
	for course, n := range s.Learned {
		if n < 0 { // no lesson is done: the course starts at its first
			bad = append(bad, "learned")
			delete(s.Learned, course)
		}
	}
	if len(bad) > 0 {
		return &Reset{Range: bad}
	}
	return nil
}

// Reset reports settings that were put back to their defaults: all of
// them (the file was not settings at all: Damaged says why), or those
// of the wrong type (Unread) or out of range (Range). Kept is the name
// the player's file was copied to first, or NotKept why it could not be.
type Reset struct {
	Damaged error
	Unread  []string
	Range   []string
	Kept    string
	NotKept error
}

func (e *Reset) Error() string {
	var msg string
	switch {
	case e.Damaged != nil:
		msg = fmt.Sprintf("settings are damaged (%v); using the defaults", e.Damaged)
	case len(e.Unread) > 0:
		msg = fmt.Sprintf("settings that could not be read were reset: %v", e.Unread)
		if len(e.Range) > 0 {
			msg += fmt.Sprintf("; settings out of range were reset: %v", e.Range)
		}
	default:
		msg = fmt.Sprintf("settings out of range were reset: %v", e.Range)
	}
	if e.Kept != "" {
		msg += fmt.Sprintf(" (your file was kept as %s)", e.Kept)
	}
	return msg
}

// settingNames are the settings' names on the Settings screen (message
// keys), by their names in the file.
var settingNames = map[string]string{
	"master": "settings.master", "music": "settings.music", "effects": "settings.effects",
	"anim_speed": "settings.speed", "fullscreen": "settings.fullscreen", "color_blind": "settings.colourblind",
	"threats": "settings.threats", "chosen_language": "settings.language", "server": "online.server",
	"name": "online.name",
}

// Said is the report for people: what was reset, in the words of the
// Settings screen, and where the file was kept.
func (e *Reset) Said() game.Msg {
	kept := game.M("settings.kept", "File", e.Kept)
	if e.NotKept != nil {
		kept = game.M("settings.not-kept", "Why", e.NotKept)
	}
	if e.Damaged != nil {
		return game.M("settings.damaged", "Kept", kept)
	}
	var names []any
	for _, n := range append(append([]string(nil), e.Unread...), e.Range...) {
		if k, ok := settingNames[n]; ok {
			names = append(names, game.M(k))
		} else {
			names = append(names, n)
		}
	}
	return game.M("settings.reset", "Which", game.List(names...), "Kept", kept)
}

// Decode reads settings JSON field by field: a missing field keeps its
// default, a field of the wrong type or out of range falls back to its
// default alone (every other value is kept) and is named in the error; data
// that is not a JSON object gives the defaults and an error.
func Decode(data []byte) (Settings, error) {
	s := Defaults()
	var fields map[string]json.RawMessage
	data = bytes.TrimPrefix(data, bom) // an editor's byte order mark; CRLF is JSON's white space
	if err := json.Unmarshal(data, &fields); err != nil || fields == nil {
		if err == nil {
			err = errors.New("not an object")
		}
		return Defaults(), &Reset{Damaged: err}
	}
	var bad []string
	v := reflect.ValueOf(&s).Elem()
	def := reflect.ValueOf(Defaults())
	for i := 0; i < v.NumField(); i++ {
		tag, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
		raw, ok := fields[tag]
		if !ok {
			continue
		}
		p := reflect.New(v.Field(i).Type())
		p.Elem().Set(def.Field(i))
		if err := json.Unmarshal(raw, p.Interface()); err != nil {
			bad = append(bad, tag)
			continue
		}
		v.Field(i).Set(p.Elem())
	}
	err := s.Validate()
	if len(bad) > 0 {
		r := &Reset{Unread: bad}
		if err != nil {
			r.Range = err.(*Reset).Range
		}
		return s, r
	}
	if err != nil {
		return s, err
	}
	return s, nil
}

// Encode writes settings as JSON.
func Encode(s Settings) []byte {
	b, _ := json.MarshalIndent(s, "", "  ")
	return b
}

// LoadSettings reads the stored settings. The error, if any, is a message for
// the player; the returned settings are always usable. Whenever a value had
// to be reset, the player's file is first set aside under a dated name, so
// the next change of settings loses nothing (where it cannot be, nothing is
// written over it).
func LoadSettings() (Settings, error) {
	data, ok, err := readKey("settings.json")
	if err != nil {
		return Defaults(), err
	}
	if !ok {
		return Defaults(), nil
	}
	s, err := Decode(data)
	if r, ok := err.(*Reset); ok {
		a := setAside("settings.json", r)
		if a.Err != nil {
			return s, a // held: it stays, and nothing is written over it
		}
		r.Kept = a.As
		// The values kept, written back: the next start has them.
		if werr := SaveSettings(s); werr != nil {
			r.Kept, r.NotKept = "", werr
		}
	}
	return s, err
}

// SaveSettings stores the settings.
func SaveSettings(s Settings) error { return writeKey("settings.json", Encode(s)) }
