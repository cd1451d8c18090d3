// Package lang is Roost's words in its four languages: English, French,
// Portuguese (European) and Japanese. Messages live in files (package
// messages: a key, its text, and its plural forms by the language's rule);
// code asks for a key with named arguments, and the player's language is
// matched from the system's preferences unless Settings chose one. A
// pseudo-language (accented and 40% longer), chosen only by the ROOST_LANG
// environment variable or a test, shows a string that will not fit before
// any translator sees it.
package lang

import (
	"fmt"
	"maps"
	"os"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/birdroost/roost/lang/english"
	"github.com/birdroost/roost/lang/messages"
	"github.com/birdroost/roost/rules/game"
)

// A Language is one Roost speaks.
type Language struct {
	Tag  string // "fr"
	Name string // in its own words: "Français"
	// Complete: every screen speaks it, and Settings offers it (one
	// that is not is chosen by ROOST_LANG while it is being written).
	Complete bool
}

// Languages are the ones Roost speaks, English (the fallback) first: the
// one list that the system's language is matched to and Settings offers.
var Languages = []Language{{"en", "English", true}, {"fr", "Français", true}, {"pt-PT", "Português", true}, {"ja", "日本語", true}}

// Pseudo is the pseudo-language's tag.
const Pseudo = "en-XA"

var (
	mu      sync.RWMutex
	loaded  = map[string]messages.Catalogue{} // the languages read, by tag
	current = "en"
)

func init() {
	if err := Load("en"); err != nil {
		panic(err) // embedded and tested: a build that cannot read it is broken
	}
	if t := os.Getenv("ROOST_LANG"); t != "" {
		Pin(t)
	}
}

// Ready reports whether Use will not wait for a language's messages:
// they are read already, or at hand in this build (a browser fetches a
// language other than English when it is first spoken).
func Ready(tag string) bool {
	if tag != Pseudo {
		tag = Match(tag)
	}
	mu.RLock()
	_, ok := loaded[tag]
	mu.RUnlock()
	return ok || tag == Pseudo || messages.Here(tag)
}

// Load reads a language's messages, once, without speaking it: in a
// browser it waits for the file's fetch (call it off the frame loop where
// the language is not Ready). The error says what could not be read.
func Load(tag string) error {
	if tag != Pseudo {
		tag = Match(tag)
	}
	mu.RLock()
	_, ok := loaded[tag]
	mu.RUnlock()
	if ok {
		return nil
	}
	var c messages.Catalogue
	var err error
	if tag == Pseudo {
		c, err = pseudo()
	} else {
		c, err = messages.Read(tag)
	}
	if err != nil {
		return err // it names the file
	}
	mu.Lock()
	defer mu.Unlock()
	loaded[tag] = c
	return nil
}

// pseudo makes the pseudo-language from English (Stretch).
func pseudo() (messages.Catalogue, error) {
	en, err := messages.Read("en")
	if err != nil {
		return nil, err
	}
	out := messages.Catalogue{}
	for id, forms := range en {
		f := messages.Forms{}
		for form, text := range forms {
			f[form] = Stretch(text)
		}
		out[id] = f
	}
	return out, nil
}

// Messages reads a language's message file: each key's plural forms
// ("other" for a plain text) (tests and the glyph baker).
func Messages(tag string) (messages.Catalogue, error) { return messages.Read(tag) }

// Stretch is English made pseudo: accented letters, and 40% longer.
func Stretch(s string) string {
	const from, to = "aeiouAEIOUcnyCNY", "áéíóúÁÉÍÓÚçñýÇÑÝ"
	tr := []rune(to)
	var b strings.Builder
	depth, n := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case strings.HasPrefix(s[i:], "{{"):
			depth++
		case strings.HasPrefix(s[i:], "}}") && depth > 0:
			depth--
			b.WriteString("}}")
			i++
			continue
		}
		if k := strings.IndexByte(from, c); k >= 0 && depth == 0 {
			b.WriteRune(tr[k])
		} else {
			b.WriteByte(c)
		}
		if depth == 0 {
			n++
		}
	}
	// The padding is words of up to five, so that it wraps as words do.
	for pad := (n*2+4)/5 - 1; pad >= 0; pad -= 6 {
		b.WriteString(" ")
		b.WriteString(strings.Repeat("~", min(pad, 5)))
	}
	return b.String()
}

// Complete reports whether a language is one of Languages that every
// screen speaks (see Language).
func Complete(tag string) bool {
	for _, l := range Languages {
		if l.Tag == tag {
			return l.Complete
		}
	}
	return false
}

// Offered are the languages Settings offers: the complete ones, and the
// one spoken.
func Offered() []Language {
	var out []Language
	for _, l := range Languages {
		if l.Complete || l.Tag == Current() {
			out = append(out, l)
		}
	}
	return out
}

// Choose is the language to speak: the one chosen in Settings, else the
// nearest to the system's preferences (see System), among the offered;
// English where neither is.
func Choose(setting string, system ...string) string {
	if Complete(setting) {
		return setting
	}
	if m := Match(system...); len(system) > 0 && Complete(m) {
		return m
	}
	return "en"
}

var system []string

// SetSystem gives the system's language preferences, best first, where the
// platform knows them otherwise than by the environment: the browser's
// navigator.languages, the locale a phone's host app passes.
func SetSystem(prefs ...string) {
	mu.Lock()
	defer mu.Unlock()
	system = prefs
}

// System is the system's language preferences, best first: those given to
// SetSystem, else the desktop's locale variables (FromEnv); none where
// nothing is known.
func System() []string {
	mu.RLock()
	defer mu.RUnlock()
	if len(system) > 0 {
		return system
	}
	return FromEnv(os.Getenv)
}

// Use makes a language the one spoken ("en", "fr", "pt-PT", "ja" or the
// pseudo-language); any other tag is matched to the nearest Roost speaks.
// Where its messages could not be read (a browser's fetch that failed),
// the language spoken stays and the error says why.
func Use(tag string) error {
	if tag != Pseudo {
		tag = Match(tag)
	}
	if err := Load(tag); err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	current = tag
	return nil
}

var pinned bool

// Pin makes a language the one spoken whatever Settings or the system say
// (the ROOST_LANG environment variable, a test); Pin("") lets them choose
// again.
func Pin(tag string) {
	mu.Lock()
	pinned = tag != ""
	mu.Unlock()
	if tag != "" {
		Use(tag)
	}
}

// Pinned reports whether a language is pinned (see Pin).
func Pinned() bool {
	mu.RLock()
	defer mu.RUnlock()
	return pinned
}

// Current is the language spoken.
func Current() string {
	mu.RLock()
	defer mu.RUnlock()
	return current
}

// Match is the language Roost speaks nearest the preferences given (BCP 47
// tags, best first, as a browser or a system lists them): the first whose
// language is one Roost speaks, whatever its region or script ("fr-CA" is
// French, "pt-BR" Portuguese); English where none is.
func Match(prefs ...string) string {
	for _, p := range prefs {
		base, _, _ := strings.Cut(strings.ReplaceAll(p, "_", "-"), "-")
		base = strings.ToLower(base)
		for _, l := range Languages {
			if b, _, _ := strings.Cut(l.Tag, "-"); b == base {
				return l.Tag
			}
		}
	}
	return "en"
}

// FromEnv is the system's languages on a desktop, best first, from the
// POSIX locale variables as gettext reads them: the locale is LC_ALL, else
// LC_MESSAGES, else LANG ("fr_FR.UTF-8" is "fr-FR"); where it is set and
// is not C or POSIX, the list in LANGUAGE ("pt_PT:fr") comes before it.
// None where no locale is set, or it is C or POSIX (English).
func FromEnv(getenv func(string) string) []string {
	tag := func(v string) string {
		v, _, _ = strings.Cut(v, ".")
		v, _, _ = strings.Cut(v, "@")
		if v == "C" || v == "POSIX" {
			return ""
		}
		return strings.ReplaceAll(v, "_", "-")
	}
	locale := ""
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			if locale = tag(v); locale == "" {
				return nil
			}
			break
		}
	}
	if locale == "" {
		return nil
	}
	var out []string
	for _, v := range strings.Split(getenv("LANGUAGE"), ":") {
		if t := tag(v); t != "" {
			out = append(out, t)
		}
	}
	return append(out, locale)
}

// Name is a language's name in its own words ("Français"), or the tag
// itself for a language Roost does not speak.
func Name(tag string) string {
	for _, l := range Languages {
		if l.Tag == tag {
			return l.Name
		}
	}
	return tag
}

// T is a message in the language spoken: its key, then its arguments as
// name, value pairs ("Count", 3); an argument named Count also chooses the
// plural form, and an argument that is a rules message (game.Msg) is said
// first. A key with no message is shown as the key itself (the tests keep
// every key in every language).
func T(id string, args ...any) string {
	mu.RLock()
	tag, c := current, loaded[current]
	mu.RUnlock()
	return say(tag, c, id, args)
}

// Day is a date in the language spoken, as a person writes it ("Nov 24,
// 2026", "24 nov. 2026", "2026年11月24日"): the catalogue's month names
// ("date.months", twelve joined by "|") in its order ("date.day").
func Day(t time.Time) string {
	months := strings.Split(T("date.months"), "|")
	month := fmt.Sprint(int(t.Month()))
	if len(months) == 12 {
		month = months[t.Month()-1]
	}
	return T("date.day", "Day", t.Day(), "Month", month, "Year", t.Year())
}

// Percent is a share in the language spoken, as a person writes it ("80%",
// French "80\u00a0%" with its no-break space): the one way every screen
// writes a percentage (the replay's chart, the settings' meters).
func Percent(v int) string { return T("review.chart.percent", "Percent", v) }

// When is a moment in the language spoken: its Day and its time of day on
// a 24-hour clock ("Nov 24, 2026, 21:40").
func When(t time.Time) string {
	return T("date.when", "Date", Day(t), "Time", t.Format("15:04"))
}

// Forms are the forms a message given as an argument may take in a
// language whose words agree with it: its key with ".a" is the noun with
// an indefinite article, with ".the" a definite one ("fal.card.bird.a":
// Portuguese "uma ave", "fal.card.marker.a": "um marcador"), said as
// {{.Card.a}} where the argument Card is that message (Portuguese's
// "Vermelho põe um marcador", not "uma carta (marcador)": reader 28).
// A message whose key has no such form in the catalogue has none.
var Forms = []string{"a", "the"}

// Say is a rules message in the language spoken.
func Say(m game.Msg) string { return T(m.Key, m.Args...) }

// English is a rules message in English: the command line's words, and
// what a refusal's Error says (package english).
func English(m game.Msg) string { return english.Say(m) }

// Err is an error in the language spoken: its message where it has one
// (game.Reason: a refusal, a file that could not be read), or its own
// (English) words.
func Err(err error) string { return Say(game.Reason(err)) }

// The arguments' recorder (tests): the words put into messages' places.
var argRec struct {
	sync.Mutex
	words map[string]bool
}

// RecordArgs starts (or stops) recording the words of the arguments that
// messages are given (a player's name, a move): a test that holds every
// drawn word to the catalogue excepts them. The text of an error that has
// no message of its own (the message "error") is not recorded.
func RecordArgs(on bool) {
	argRec.Lock()
	defer argRec.Unlock()
	argRec.words = nil
	if on {
		argRec.words = map[string]bool{}
	}
}

// RecordedArgs are the words recorded since RecordArgs(true).
func RecordedArgs() map[string]bool {
	argRec.Lock()
	defer argRec.Unlock()
	return maps.Clone(argRec.words)
}

func recordArg(id string, v any) {
	argRec.Lock()
	defer argRec.Unlock()
	if argRec.words == nil || id == "error" {
		return
	}
	for _, w := range strings.FieldsFunc(fmt.Sprint(v), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		argRec.words[w] = true
	}
}

func say(tag string, c messages.Catalogue, id string, args []any) string {
	var data map[string]any
	var count any
	counted := false
	if len(args) > 0 {
		data = map[string]any{}
		for i := 0; i+1 < len(args); i += 2 {
			name, _ := args[i].(string)
			v := args[i+1]
			if e, ok := v.(error); ok {
				v = game.Reason(e)
			}
			if m, ok := v.(game.Msg); ok {
				v = say(tag, c, m.Key, m.Args)
				for _, form := range Forms {
					if _, ok := c.Text(tag, m.Key+"."+form, nil, false); ok {
						data[name+"."+form] = say(tag, c, m.Key+"."+form, m.Args)
					}
				}
			} else {
				recordArg(id, v)
			}
			data[name] = v
			if name == "Count" {
				count, counted = v, true
			}
		}
	}
	text, ok := c.Text(tag, id, count, counted)
	if !ok && tag != "en" { // a key this language lacks is said in English
		mu.RLock()
		en := loaded["en"]
		mu.RUnlock()
		text, ok = en.Text("en", id, count, counted)
	}
	if !ok {
		return id
	}
	if tag == "fr" {
		text = elide(text, data)
	}
	return messages.Fill(text, data)
}

// elide writes French's "de" before a value that opens on a vowel as
// "d'" ("le fauconnier d'Or", "la carte d'Alice"): a sentence's own words
// are written elided where they are, but a seat's colour or a player's
// name is only known once filled in.
func elide(text string, data map[string]any) string {
	for _, de := range []string{"de ", "De "} {
		for from := 0; ; {
			i := strings.Index(text[from:], de+"{{.")
			if i < 0 {
				break
			}
			i += from
			from = i + len(de)
			if i > 0 {
				if r, _ := utf8.DecodeLastRuneInString(text[:i]); unicode.IsLetter(r) {
					continue // (a word ending in "de": "monde {{.X}}")
				}
			}
			j := strings.Index(text[i:], "}}")
			if j < 0 {
				break
			}
			v, ok := data[strings.TrimSpace(text[i+len(de)+3:i+j])]
			if !ok {
				continue
			}
			if r, _ := utf8.DecodeRuneInString(fmt.Sprint(v)); strings.ContainsRune("AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû", r) {
				text = text[:i] + de[:1] + "'" + text[i+len(de):]
				from = i + 2
			}
		}
	}
	return text
}

// Sentences joins sentences as the language writes them one after
// another: a space between them, but none after a sentence that ends on
// a wide mark ("。", "！", "？", "」"), as Japanese runs its sentences
// together. Empty parts are left out.
func Sentences(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		if p == "" {
			continue
		}
		if b.Len() > 0 {
			if last, _ := utf8.DecodeLastRuneInString(b.String()); !strings.ContainsRune("。！？」』）", last) {
				b.WriteByte(' ')
			}
		}
		b.WriteString(p)
	}
	return b.String()
}

// And joins words as a sentence lists them: "Red", "Red and Green", "Red,
// Gold and Green" (in the language spoken).
func And(words ...string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return T("list.and", "Most", strings.Join(words[:len(words)-1], T("list.sep")), "Last", words[len(words)-1])
}
