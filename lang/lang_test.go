package lang

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// (A form of an argument, {{.Card.a}}, is the argument: see Forms.)
var placeholder = regexp.MustCompile(`\{\{\s*\.(\w+)(?:\.\w+)?\s*\}\}`)

func names(s string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Every key is in every language, with the plural forms its language's
// rules ask for and the same placeholders as in English.
func TestEveryKeyInEveryLanguage(t *testing.T) {
	en, err := Messages("en")
	require.NoError(t, err)
	require.NotEmpty(t, en)
	forms := map[string][]string{"en": {"one", "other"}, "fr": {"one", "other"}, "pt-PT": {"one", "other"}, "ja": {"other"}}
	for _, l := range Languages[1:] {
		m, err := Messages(l.Tag)
		require.NoError(t, err, l.Tag)
		for id, f := range en {
			g, ok := m[id]
			if !assert.True(t, ok, "%s: no %q", l.Tag, id) {
				continue
			}
			want := names(f["other"])
			for form, text := range g {
				assert.Contains(t, forms[l.Tag], form, "%s: %q has a %q form", l.Tag, id, form)
				got := names(text)
				if len(f) > 1 { // a plural form need not say its count ("one square")
					got, want = names(text+"{{.Count}}"), names(f["other"]+"{{.Count}}")
				}
				assert.Equal(t, want, got, "%s: %q's placeholders (%s)", l.Tag, id, form)
			}
			if len(f) > 1 { // a plural message has every form of its language
				for _, form := range forms[l.Tag] {
					assert.Contains(t, g, form, "%s: %q lacks its %q form", l.Tag, id, form)
				}
			}
		}
		for id := range m {
			assert.Contains(t, en, id, "%s: %q is not in English", l.Tag, id)
		}
	}
}

// Every key is used by the code, and every key the code uses has a message.
func TestEveryKeyIsUsed(t *testing.T) {
	used, named := map[string]string{}, map[string]string{}
	asks := map[string]bool{"lang.T": true, "T": true, "game.M": true, "M": true, "game.Refuse": true, "Refuse": true}
	root := ".."
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "build" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit: // a key named anywhere (a table of keys) is used
				if id, err := strconv.Unquote(n.Value); n.Kind == token.STRING && err == nil {
					named[id] = p
				}
			case *ast.CallExpr: // lang.T, game.M, game.Refuse: a key asked for
				if len(n.Args) == 0 {
					return true
				}
				var fn string
				switch f := n.Fun.(type) {
				case *ast.SelectorExpr:
					if x, ok := f.X.(*ast.Ident); ok {
						fn = x.Name + "." + f.Sel.Name
					}
				case *ast.Ident:
					fn = f.Name
				}
				if lit, ok := n.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING && asks[fn] {
					id, _ := strconv.Unquote(lit.Value)
					used[id] = p
				}
			}
			return true
		})
		return nil
	})
	require.NoError(t, err)
	en, err := Messages("en")
	require.NoError(t, err)
	for id, p := range used {
		assert.Contains(t, en, id, "%s asks for %q, which has no message", p, id)
	}
	for id := range en {
		for _, form := range Forms { // a message's form is used where the message is
			if base, ok := strings.CutSuffix(id, "."+form); ok {
				if _, ok := named[base]; ok {
					id = base
				}
			}
		}
		assert.Contains(t, named, id, "%q is used by no code", id)
	}
}

func TestMatchAndTheSystemsLanguage(t *testing.T) {
	assert.Equal(t, "fr", Match("fr-CA", "en"))
	assert.Equal(t, "pt-PT", Match("pt-BR"))
	assert.Equal(t, "ja", Match("ja-JP"))
	assert.Equal(t, "en", Match("de-DE"))
	assert.Equal(t, "en", Match())
	assert.Equal(t, "en", Match("not a tag"))
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	assert.Equal(t, []string{"fr-FR"}, FromEnv(env(map[string]string{"LANG": "fr_FR.UTF-8"})))
	assert.Equal(t, []string{"pt-PT"}, FromEnv(env(map[string]string{"LC_ALL": "pt_PT@euro", "LANG": "en_GB.UTF-8"})))
	assert.Equal(t, []string{"ja-JP"}, FromEnv(env(map[string]string{"LC_MESSAGES": "ja_JP.UTF-8", "LANG": "C"})))
	assert.Empty(t, FromEnv(env(map[string]string{"LANG": "C.UTF-8"})))
	assert.Empty(t, FromEnv(env(map[string]string{"LANG": "POSIX", "LANGUAGE": "fr"})), "gettext ignores LANGUAGE in the C locale")
	assert.Empty(t, FromEnv(env(map[string]string{"LANGUAGE": "fr"})), "nor where no locale is set")
	assert.Equal(t, []string{"pt-PT", "fr", "de-DE"}, FromEnv(env(map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "pt_PT:fr:"})))
	assert.Equal(t, "pt-PT", Match(FromEnv(env(map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "pt_PT:fr:"}))...))
	assert.Equal(t, "fr", Choose("", FromEnv(env(map[string]string{"LANG": "fr_FR.UTF-8"}))...))
	assert.Equal(t, "ja", Choose("ja", "fr-FR"), "a choice wins over the system")
	assert.Equal(t, "fr", Choose("xx", "fr-FR"), "a language Roost does not speak is no choice")
	assert.Equal(t, "en", Choose("", FromEnv(env(map[string]string{"LANG": "C"}))...))
	assert.Equal(t, "Français", Name("fr"))
}

func TestTheLanguageSpoken(t *testing.T) {
	defer Use(Current())
	Use("fr-BE")
	assert.Equal(t, "fr", Current())
	assert.Equal(t, "Réglages", T("settings.title"))
	Use("ja")
	assert.Equal(t, "設定", T("settings.title"))
	Use("xx")
	assert.Equal(t, "Settings", T("settings.title"))
	assert.Equal(t, "no.such.key", T("no.such.key"))
	Use(Pseudo)
	s := T("settings.title")
	assert.NotEqual(t, "Settings", s)
	assert.GreaterOrEqual(t, len([]rune(s)), 11, "40%% longer: %q", s)
}

func TestStretch(t *testing.T) {
	assert.Equal(t, "Séttíñgs ~~~", Stretch("Settings"))
	assert.Equal(t, "{{.Count}} páwñs ~~", Stretch("{{.Count}} pawns"))
}

// The command line's English (package english, read at its first word,
// before the game's packages start) says every message as the game's
// English does, with one and with many, and fills every slot.
func TestTheCommandLineSpeaksTheSameEnglish(t *testing.T) {
	en, err := Messages("en")
	require.NoError(t, err)
	Use("en")
	for id, forms := range en {
		for _, count := range []int{1, 2} {
			var args []any
			for _, n := range names(forms["other"]) {
				v := any("x" + n)
				if n == "Count" {
					v = count
				}
				args = append(args, n, v)
			}
			m := game.M(id, args...)
			assert.Equal(t, Say(m), English(m), "%s with %d", id, count)
			assert.NotContains(t, Say(m), "<no value>", id)
		}
	}
	// A message with one form for every count takes a Count of 1 too.
	assert.Equal(t, "Red's largest estate:\u00a01", Say(game.M("cb.legend.largest", "Who", game.Colour("Red"), "Count", 1)))
}

// The web page's loader (wasm/index.html, before the game runs) has its
// few words in every language the game speaks.
func TestThePageSpeaksEveryLanguage(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "wasm", "index.html"))
	require.NoError(t, err)
	m := regexp.MustCompile(`(?s)<script id="words" type="application/json">(.*?)</script>`).FindSubmatch(b)
	require.NotNil(t, m, "the page keeps its words in a script#words")
	var page map[string]map[string]string
	require.NoError(t, json.Unmarshal(m[1], &page))
	for _, l := range Languages {
		base, _, _ := strings.Cut(l.Tag, "-")
		words, ok := page[base]
		if !assert.True(t, ok, "the page has no %s", base) {
			continue
		}
		for k := range page["en"] {
			assert.NotEmpty(t, words[k], "%s: %s", base, k)
		}
	}
}

// The errors a player may meet outside a game (settings reset, a file that
// could not be read, a folder that may not be written) are said in the
// language spoken, with the file and the reason as arguments.
func TestErrorsInTheLanguageSpoken(t *testing.T) {
	defer Use(Current())
	_, reset := store.Decode([]byte(`{"master": 7, "anim_speed": "x"}`))
	require.Error(t, reset)
	reset.(*store.Reset).Kept = "settings.json.2026-11-27T062000.bad"
	_, damaged := store.Decode([]byte(`{not json`))
	denied := &fs.PathError{Op: "open", Path: "/home/p/.config/roost/stats.json", Err: syscall.EACCES}
	aside := &store.Aside{Name: "stats.json", Dir: "/home/p/.config/roost", As: "stats.json.2026-11-27T062000.bad", Why: &json.SyntaxError{}}
	Use("fr")
	assert.Equal(t, "Certains réglages étaient inutilisables et ont été remis par défaut (Animations et Volume général)\u00a0; votre fichier a été gardé sous le nom settings.json.2026-11-27T062000.bad.", Err(reset))
	assert.Contains(t, Err(damaged), "Vos réglages n'ont pas pu être lus")
	assert.Equal(t, "stats.json\u00a0: Roost n'a pas le droit de le lire ou de l'écrire", Err(denied))
	assert.Equal(t, "stats.json n'a pas pu être lu (son format n'est pas celui attendu)\u00a0; il a été gardé sous le nom stats.json.2026-11-27T062000.bad dans /home/p/.config/roost", Err(aside))
	assert.True(t, strings.HasSuffix(T("settings.not-saved", "Why", denied), "stats.json\u00a0: Roost n'a pas le droit de le lire ou de l'écrire"), "an error in a message's slot")
	Use("ja")
	assert.Equal(t, "stats.json：読み書きの権限がありません", Err(denied))
	Use("en")
	assert.Equal(t, reset.Error()[:len("settings that could not be read")], "settings that could not be read", "Error stays English for logs")
	assert.Equal(t, "Some settings could not be used and were reset (Animation speed and Master volume); your file was kept as settings.json.2026-11-27T062000.bad.", Err(reset))
}

// A date in each language as its readers write it, from the catalogue's
// month names and order; the time of day on a 24-hour clock.
func TestDaysInTheLanguageSpoken(t *testing.T) {
	defer Use(Current())
	at := time.Date(2026, 11, 24, 21, 40, 0, 0, time.UTC)
	for tag, want := range map[string]string{
		"en":    "Nov 24, 2026, 21:40",
		"fr":    "24 nov. 2026, 21:40",
		"pt-PT": "24 nov. 2026, 21:40",
		"ja":    "2026年11月24日 21:40",
	} {
		require.NoError(t, Use(tag))
		assert.Equal(t, want, When(at), tag)
	}
	require.NoError(t, Use("en"))
	assert.Equal(t, "Jan 2, 2027", Day(time.Date(2027, 1, 2, 0, 0, 0, 0, time.UTC)))
}

// French elides "de" before a colour or a name that opens on a vowel: a
// fresh reader found "Le fauconnier de Or" in Falconry's log.
func TestFrenchElidesDeBeforeAVowel(t *testing.T) {
	defer Use(Current())
	Use("fr")
	assert.Equal(t, "Rouge piège l'oiseau d'Or avec son fauconnier.", T("fal.log.ambush", "Who", game.Msg{Key: "colour.red"}, "Owner", game.Msg{Key: "colour.gold"}))
	assert.Equal(t, "Or piège l'oiseau de Bleu avec son fauconnier.", T("fal.log.ambush", "Who", game.Msg{Key: "colour.gold"}, "Owner", game.Msg{Key: "colour.blue"}))
	assert.Equal(t, "Rouge prend le marqueur d'Alice avec son oiseau.", T("fal.log.claims", "Who", game.Msg{Key: "colour.red"}, "Owner", "Alice", "Card", "oiseau"))
	Use("en")
	assert.Equal(t, "Gold's falconer ambushes Alice's bird.", T("fal.log.ambush", "Who", game.Msg{Key: "colour.gold"}, "Owner", "Alice"))
}

// A message given as an argument is said in the form the sentence asks
// for ({{.Card.a}}, {{.Card.the}}: Forms), so that Portuguese's log names
// the card with an article that agrees with it (reader 28: "Vermelho
// coloca uma carta (marcador)." read as a note on types); a message with
// no such form has none.
func TestAnArgumentsFormAgreesWithIt(t *testing.T) {
	defer Use("en")
	red, green := game.Colour("Red"), game.Colour("Green")
	require.NoError(t, Use("pt-PT"))
	assert.Equal(t, "Vermelho põe um marcador.", Say(game.M("fal.log.puts", "Who", red, "Card", game.M("fal.card.marker"))))
	assert.Equal(t, "Vermelho põe uma ave.", Say(game.M("fal.log.puts", "Who", red, "Card", game.M("fal.card.bird"))))
	assert.Equal(t, "Verde usa o falcoeiro para tomar o marcador de Vermelho.",
		Say(game.M("fal.log.claims", "Who", green, "Card", game.M("fal.card.falconer"), "Owner", red)))
	assert.Equal(t, "Vermelho move a ave para o seu próprio marcador.", Say(game.M("fal.log.moves-onto-own", "Who", red, "Card", game.M("fal.card.bird"))))
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		require.NoError(t, Use(tag))
		for _, k := range []string{"fal.log.puts", "fal.log.moves", "fal.log.claims", "fal.log.puts-onto-own", "fal.log.moves-onto-own"} {
			for _, card := range []string{"fal.card.marker", "fal.card.bird", "fal.card.falconer"} {
				s := Say(game.M(k, "Who", red, "Card", game.M(card), "Owner", green))
				assert.NotContains(t, s, "<no value>", "%s %s %s", tag, k, card)
				assert.NotContains(t, s, "(", "%s %s %s: the card named in brackets", tag, k, card)
			}
		}
	}
}

// TestSentencesRunAsTheLanguageWrites: sentences follow one another after
// a space, but none after a Japanese full stop, and an empty one adds
// nothing.
func TestSentencesRunAsTheLanguageWrites(t *testing.T) {
	assert.Equal(t, "Tap the board. Red plays.", Sentences("Tap the board.", "Red plays."))
	assert.Equal(t, "盤をタップします。赤の番です。", Sentences("盤をタップします。", "赤の番です。"))
	assert.Equal(t, "Red plays.", Sentences("", "Red plays.", ""))
}
