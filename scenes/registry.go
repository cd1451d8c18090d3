package scenes

import (
	"fmt"
	"github.com/birdroost/roost/rules/puzzle"
	"image"
	"image/color"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/store"
)

// GameInfo describes one of the four games in the menus.
type GameInfo struct {
	Key     string // registry name
	Title   string // a message key (see GameTitle)
	Players string // a message key ("2-4 players")
	Blurb   string // a message key
	Cover   string
}

// Games are the four games, in menu order: the catalogue the menus show,
// whether or not a game has its table yet.
var Games = []GameInfo{
	{"columba", "game.columba", "menu.players.2-4", "cb.blurb", "cover_columba"},
	{"columbiz", "game.columbiz", "menu.players.2-4", "cbz.blurb", "cover_columbiz"},
	{"falconry", "game.falconry", "menu.players.2-4", "fal.blurb", "cover_falconry"},
	{"tokyodoves", "game.tokyodoves", "menu.players.2", "td.blurb", "cover_tokyodoves"},
}

// GameTitle is a game's title in the language spoken (as its edition in that
// language names it), by its registry name; the rules' Def.Title is the
// command line's.
func GameTitle(key string) string { return lang.T(Info(key).Title) }

// Info finds a game in the catalogue.
func Info(key string) GameInfo {
	for _, g := range Games {
		if g.Key == key {
			return g
		}
	}
	return GameInfo{Key: key, Title: key}
}

// RulesPage is one page of a game's rules: text, and an optional picture
// drawn into the part of the page it is given.
type RulesPage struct {
	Title string
	Text  string
	Art   func(dst *ebiten.Image, r image.Rectangle)
	// Fill marks a picture that arranges itself in whatever space it is
	// given (a table of the pieces); any other is drawn at its own size,
	// which How to play measures.
	Fill bool
}

// SeatColor is a colour a game offers its seats.
type SeatColor struct {
	Name string
	C    color.RGBA
	// Shades are the seat's other colours on the board (an estate's
	// outline, a badge): no highlight may look like them either.
	Shades []color.RGBA
}

// TableDef is what a game table registers: how to open it on a match, and
// what the shell shows of it (rules pages, seat colours, variant notes).
type TableDef struct {
	Key          string // the game's registry name (rules/game)
	Open         func(a *App, m *game.Match) Scene
	Rules        []RulesPage       // titles and words are message keys
	Colors       []SeatColor       // in seat order; nil for the default four
	VariantNotes map[string]string // variant -> a sentence for the setup screen (a message key)
	// VariantNames are the variants' names on the setup screen (default:
	// the variant's key, capitalised).
	VariantNames map[string]string
	// Emblem is the game's own sprite on its result.
	Emblem string
	// Points marks a game of points (its scores are kept and shown).
	Points bool
}

// Scored reports whether a game counts points.
func Scored(key string) bool {
	d := tables[key]
	return d != nil && d.Points
}

// Emblem is the sprite a game's result shows ("" for none).
func Emblem(key string) string {
	if d := tables[key]; d != nil {
		return d.Emblem
	}
	return ""
}

var tables = map[string]*TableDef{}

// RegisterTable adds a game table (from its package's init). It panics on a
// duplicate (a programming error).
func RegisterTable(d TableDef) {
	if _, dup := tables[d.Key]; dup {
		panic("scenes: duplicate table " + d.Key)
	}
	tables[d.Key] = &d
}

// Playable reports whether a game has both its rules and its table.
func Playable(key string) bool {
	_, err := game.Lookup(key)
	return err == nil && tables[key] != nil
}

// OpenTable makes the table scene for a match.
func OpenTable(a *App, m *game.Match) (Scene, error) {
	d := tables[m.Def.Name]
	if d == nil {
		return nil, fmt.Errorf("%s has no table yet", m.Def.Title)
	}
	return d.Open(a, m), nil
}

// Rules are a game's rules pages: its table's, and last the page on its
// past games (replays, exports); or a page saying what the game is and
// that it is not playable yet.
func Rules(key string) []RulesPage {
	if d := tables[key]; d != nil && len(d.Rules) > 0 {
		pages := make([]RulesPage, len(d.Rules))
		for i, p := range d.Rules { // a page's title and words are message keys
			p.Title = lang.T(p.Title)
			if p.Text != "" {
				p.Text = lang.T(p.Text)
			}
			pages[i] = p
		}
		pages = append(pages, pastGamesPage(key))
		if len(puzzle.All(key)) > 0 {
			pages = append(pages, puzzlesPage(key))
		}
		return pages
	}
	g := Info(key)
	return []RulesPage{{Title: g.Title, Text: lang.T("menu.not-playable", "Blurb", lang.T(g.Blurb))}}
}

// defaultColors are the seat colours of games that do not name their own.
var defaultColors = []SeatColor{{"Purple", paletteC("plum"), nil}, {"Blue", paletteC("blue"), nil}, {"Grey", paletteC("slate"), nil}, {"Black", paletteC("ink"), nil}}

// SeatColors are a game's seat colours.
func SeatColors(key string) []SeatColor {
	if d := tables[key]; d != nil && d.Colors != nil {
		return d.Colors
	}
	return defaultColors
}

// variantNote explains a variant in the setup screen.
func variantNote(key, variant string) string {
	if d := tables[key]; d != nil {
		if k := d.VariantNotes[variant]; k != "" {
			return lang.T(k)
		}
	}
	return ""
}

// Autosave keeps the record of a game in progress (cleared when it ends), so
// closing the window or the tab loses nothing.
func Autosave(m *game.Match) error {
	if m.State.Terminal() {
		return store.ClearGame(m.Def.Name)
	}
	return store.SaveGame(m.Def.Name, m.Record())
}

// ShotDef prepares a scripted app to show a screen for `roost shot`; Then, when
// set, starts an animation after the scene is ready, so that the picture
// catches it in motion.
type ShotDef struct {
	Prep func(a *App)
	Then func(a *App)
}

var shots = map[string]ShotDef{}

// RegisterShot adds a screen the shot tool can render.
func RegisterShot(name string, s ShotDef) {
	if _, dup := shots[name]; dup {
		panic("scenes: duplicate shot " + name)
	}
	shots[name] = s
}

// ShotNames lists the screens the shot tool can render.
func ShotNames() []string {
	var n []string
	for k := range shots {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

func shotList() string { return strings.Join(ShotNames(), ", ") }
