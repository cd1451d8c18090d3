package lang

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A banned word is one a glossary page (docs/glossary/LANG.md) lists in
// its Never column: an old choice, or a word that means something else on
// the same screen.
type banned struct {
	Word    string // as the page writes it, in backquotes
	Concept string // the row's English
}

var backquoted = regexp.MustCompile("`([^`]+)`")

// bannedWords reads a glossary page's tables: every row's Never column.
func bannedWords(page string) ([]banned, error) {
	var out []banned
	never := -1
	for i, line := range strings.Split(page, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") {
			never = -1 // a table ends
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		if j := slices.Index(cells, "Never"); j >= 0 { // a table's head
			never = j
			continue
		}
		if never < 0 || strings.HasPrefix(cells[0], "---") {
			continue
		}
		if len(cells) <= never {
			return nil, fmt.Errorf("line %d has no Never column: %s", i+1, line)
		}
		for _, m := range backquoted.FindAllStringSubmatch(cells[never], -1) {
			out = append(out, banned{m[1], cells[0]})
		}
	}
	return out, nil
}

// usesBanned lists the messages that use a banned word (as written: the
// page lists a capitalised form where one is banned too), as "key: word
// (concept) in text".
func usesBanned(msgs map[string]map[string]string, words []banned) []string {
	var out []string
	for id, forms := range msgs {
		for _, text := range forms {
			for _, w := range words {
				if strings.Contains(text, w.Word) {
					out = append(out, fmt.Sprintf("%s: %q (%s) in %q", id, w.Word, w.Concept, text))
				}
			}
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// Each language's messages keep to its glossary: no message uses a word
// the glossary's Never column bans (colombier for pigeonnier, "por vez" for
// a counted turn, エキスパート beside 上級, English "puts out a marker" in
// the log...).
func TestMessagesKeepToTheGlossary(t *testing.T) {
	for _, l := range Languages {
		page, err := os.ReadFile(filepath.Join("..", "docs", "glossary", l.Tag+".md"))
		require.NoError(t, err, l.Tag)
		words, err := bannedWords(string(page))
		require.NoError(t, err, l.Tag)
		require.NotEmpty(t, words, "%s: the glossary bans no word", l.Tag)
		msgs, err := Messages(l.Tag)
		require.NoError(t, err)
		assert.Empty(t, usesBanned(msgs, words), "%s: words its glossary bans (docs/glossary/%s.md)", l.Tag, l.Tag)

		// The check finds a banned word where one is put back.
		for _, w := range words {
			planted := map[string]map[string]string{"x": {"other": "Ab " + w.Word + " cd"}}
			assert.NotEmpty(t, usesBanned(planted, []banned{w}), "%s: %q", l.Tag, w.Word)
		}
	}
}

// badSpace finds an ordinary space where French typography wants a
// no-break one: before : ; ! ? % » and after «.
var badSpace = regexp.MustCompile(`[ \t\n][:;!?»%]|«[ \t\n]`)

func frenchSpaces(msgs map[string]map[string]string) []string {
	var out []string
	for id, forms := range msgs {
		for form, text := range forms {
			for _, at := range badSpace.FindAllStringIndex(text, -1) {
				out = append(out, fmt.Sprintf("%s (%s): %q", id, form, text[max(0, at[0]-20):at[1]]))
			}
		}
	}
	sort.Strings(out)
	return out
}

// No French message has an ordinary space before : ; ! ? (the text wraps
// at ordinary spaces, so a line would start with the mark): a no-break
// space (U+00A0) stands there, as it does inside « ». The web page's
// loader says its French the same way.
func TestFrenchHasNoBreakSpacesBeforePunctuation(t *testing.T) {
	fr, err := Messages("fr")
	require.NoError(t, err)
	assert.Empty(t, frenchSpaces(fr), "ordinary spaces where a no-break space (\\u00a0) belongs")

	page, err := os.ReadFile(filepath.Join("..", "wasm", "index.html"))
	require.NoError(t, err)
	m := regexp.MustCompile(`(?s)<script id="words" type="application/json">(.*?)</script>`).FindSubmatch(page)
	require.NotNil(t, m, "the page keeps its words in a script#words")
	var words map[string]map[string]string
	require.NoError(t, json.Unmarshal(m[1], &words))
	require.NotEmpty(t, words["fr"])
	assert.Empty(t, frenchSpaces(map[string]map[string]string{"index.html": words["fr"]}))

	// The check finds each mark after an ordinary space, and passes the
	// no-break ones.
	for _, s := range []string{"Rouge : a", "a ; b", "Bravo !", "Qui ?", "« a»", "«a »", "50 %"} {
		assert.NotEmpty(t, frenchSpaces(map[string]map[string]string{"x": {"other": s}}), s)
	}
	assert.Empty(t, frenchSpaces(map[string]map[string]string{"x": {"other": "Rouge\u00a0: «\u00a0a\u00a0»\u00a0! http://x:1"}}))
}

// plainVerb finds a Japanese tooltip that ends in a plain verb ("遊ぶ。"),
// where the glossary asks for a noun phrase or a polite sentence.
var plainVerb = regexp.MustCompile(`[るうくすつぬむぶぐ]$`)

func plainTooltips(msgs map[string]map[string]string) []string {
	var out []string
	for id, forms := range msgs {
		if !strings.HasSuffix(id, ".tip") {
			continue
		}
		for _, text := range forms {
			bare := strings.TrimRight(regexp.MustCompile(`（[^）]*）`).ReplaceAllString(text, ""), "。")
			polite := strings.HasSuffix(bare, "ます") || strings.HasSuffix(bare, "です") || strings.HasSuffix(bare, "ましょう")
			if plainVerb.MatchString(bare) && !polite {
				out = append(out, id+": "+text)
			}
		}
	}
	sort.Strings(out)
	return out
}

// Japanese tooltips keep one register (docs/glossary/ja.md): a noun phrase
// or a polite sentence, never a plain verb.
func TestJapaneseTooltipsArePolite(t *testing.T) {
	ja, err := Messages("ja")
	require.NoError(t, err)
	assert.Empty(t, plainTooltips(ja))
	assert.NotEmpty(t, plainTooltips(map[string]map[string]string{"x.tip": {"other": "このレッスンを遊ぶ。"}}))
	assert.NotEmpty(t, plainTooltips(map[string]map[string]string{"x.tip": {"other": "戻る（Esc）。"}}))
	for _, ok := range []string{"戻ります（Esc）。", "局面です。見つけましょう。", "各ゲームのルールを図解で。"} {
		assert.Empty(t, plainTooltips(map[string]map[string]string{"x.tip": {"other": ok}}), ok)
	}
}

// Portuguese seat colours are the players' names on the table and take no
// article (docs/glossary/README.md): "Vez de Vermelho", "o domínio de
// Amarelo", never "o Vermelho", "do Amarelo" (reader 28 found "O Vermelho
// começa" beside the tables' "Vez de Vermelho").
func TestPortugueseSeatColoursTakeNoArticle(t *testing.T) {
	pt, err := Messages("pt-PT")
	require.NoError(t, err)
	article := regexp.MustCompile(`(^|[^\pL])(?:[OoAa]|[dn][oa]|ao|pelo)s? (Vermelho|Verde|Azul|Dourado|Amarelo|Roxo|Cinzento|Preto)([^\pL]|$)`)
	var found []string
	for id, forms := range pt {
		for _, text := range forms {
			if m := article.FindString(text); m != "" {
				found = append(found, fmt.Sprintf("%s: %q", id, strings.TrimSpace(m)))
			}
		}
	}
	sort.Strings(found)
	assert.Empty(t, found)
	assert.NotEmpty(t, article.FindString("O Vermelho começa."))
	assert.Empty(t, article.FindString("Vez de Vermelho; o verde do prado."))
}

// A plural agrees with the number it counts, not with another one of the
// message: a player's wins out of games ("1 gagnées sur 5" was the bug),
// lessons done out of lessons, the dice still to roll.
func TestPluralsAgreeWithTheirNumber(t *testing.T) {
	defer Use(Current())
	oneThenPlural := regexp.MustCompile(`(^|[^\d])1[ \x{a0}]+\p{L}+s\b`)
	for _, l := range []string{"fr", "pt-PT"} {
		Use(l)
		for _, s := range []string{
			T("online.board.you", "Rating", 1500, "Won", 1, "Count", 5),
			T("online.rated", "Game", "Columba", "Rating", 1500, "Won", 1, "Count", 5),
			T("course.progress", "N", 1, "Count", 5),
			T("cbz.setting-aside", "Dice", "6", "Count", 1),
			T("cbz.turn.decide", "Who", "X", "Click", "x", "Count", 1),
			T("online.refuse.say-wait", "Count", 1),
		} {
			assert.NotRegexp(t, oneThenPlural, s, l)
		}
	}
	assert.Regexp(t, oneThenPlural, "Vous : 1500, 1 gagnées sur 5")
}

// A map key's line in Japanese names the thing it marks: a noun phrase (or
// a polite sentence), never a clause that stops on its verb (reader 30:
// "3 5：同じマスに2回出された", played twice on one space, and no "カード").
func TestJapaneseKeysNameTheirThing(t *testing.T) {
	ja, err := Messages("ja")
	require.NoError(t, err)
	clause := regexp.MustCompile(`[たるうくすつぬむぶぐ]$`)
	var found []string
	for id, forms := range ja {
		if !strings.Contains(id, ".legend") && !strings.Contains(id, ".recap.") || strings.HasSuffix(id, ".tip") || id == "stats.legend" {
			continue
		}
		for _, text := range forms {
			bare := strings.TrimRight(text, "。")
			if clause.MatchString(bare) && !strings.HasSuffix(bare, "ます") {
				found = append(found, id+": "+text)
			}
		}
	}
	sort.Strings(found)
	assert.Empty(t, found)
}

// Columba's key of the objective card says, in Japanese, that the small
// quartered picture is a card whose corners the captured pigeons fill
// (reader 32: "目標：捕まえた鳩が角を1つ埋めます" named no card, and a
// corner of what?).
func TestJapaneseObjectiveKeyNamesTheCard(t *testing.T) {
	ja, err := Messages("ja")
	require.NoError(t, err)
	for _, text := range ja["cb.legend.objective"] {
		assert.Contains(t, text, "カードの角")
		assert.Contains(t, text, "捕まえた鳩")
	}
}

// The Tokyo Doves chip of a table with the put-back rule says it is a
// rule and what it does, a dove back to the hand, in French and
// Portuguese (reader 32: "Retour en main activé" a little cryptic,
// "Devolução ativa" opaque).
func TestThePutBackChipNamesTheRuleAndTheHand(t *testing.T) {
	for tag, words := range map[string][]string{"fr": {"Règle", "main"}, "pt-PT": {"Regra", "mão"}} {
		msgs, err := Messages(tag)
		require.NoError(t, err)
		for _, w := range words {
			assert.Contains(t, msgs["td.putback-on"]["other"], w, tag)
		}
	}
}

// The Columba card's Turn buttons say which way they turn in words, where
// the language's words fit the button in the body face (reader 32: "< 回す"
// and "回す >" left it to the arrows); French's "Tourner à gauche" and
// Portuguese's "Rodar à esquerda" (96 px) do not fit the label of a
// window's button (French's: 90 px less its padding) and keep their
// arrows.
func TestTheTurnButtonsSayTheirSide(t *testing.T) {
	for tag, sides := range map[string][2]string{"en": {"left", "right"}, "ja": {"左", "右"}} {
		msgs, err := Messages(tag)
		require.NoError(t, err)
		assert.Contains(t, msgs["cb.turn-left"]["other"], sides[0], tag)
		assert.Contains(t, msgs["cb.turn-right"]["other"], sides[1], tag)
	}
}

// A puzzle's line in the log names the puzzle and its goal with one colon
// at most, in every language (reader 30: "パズル1（ふつう）：赤の番：2手番で
// 勝つ。", two colons in one sentence).
func TestAPuzzlesLogLineHasOneColon(t *testing.T) {
	defer Use(Current())
	for _, l := range Languages {
		require.NoError(t, Use(l.Tag))
		name := T("puzzle.name", "N", 1, "Level", T("puzzle.medium"))
		for _, goal := range []string{T("puzzle.goal", "Who", "X", "Count", 2), T("puzzle.goal.now", "Who", "X")} {
			line := T("puzzle.log", "Puzzle", name, "Goal", goal)
			assert.LessOrEqual(t, strings.Count(line, ":")+strings.Count(line, "："), 1, "%s: %q", l.Tag, line)
		}
	}
}

// Falconry's key of the order of play says "since your last turn" in its
// short form (a window's key beside the zoom bar) as in full (the phone's
// foot), not "since your turn", which reads as the turn now (reader 29:
// the window said "order since your turn", the phone "since your last
// turn"). (French's short form, "ordre depuis votre tour", is left: with
// "dernier" it no longer holds its line beside a window's zoom bar.)
func TestTheOrderKeySaysSinceTheLastTurnInShort(t *testing.T) {
	for tag, words := range map[string]string{"en": "since your last turn", "pt-PT": "último turno"} {
		msgs, err := Messages(tag)
		require.NoError(t, err)
		for _, id := range []string{"fal.recap.legend", "fal.recap.legend.short"} {
			require.NotEmpty(t, msgs[id], "%s %s", tag, id)
			for _, text := range msgs[id] {
				assert.Contains(t, text, words, "%s %s", tag, id)
			}
		}
	}
}

// The puzzles' daily run says what its figure counts, days, right after
// it ("4 jours de suite", "4 dias seguidos", "4 日連続"): reader 33 read
// "4 do dia seguidos" (no sense) and "4 毎日の問題の連続" (awkward).
func TestTheDailyRunCountsDays(t *testing.T) {
	for tag, days := range map[string]string{"fr": "jours", "pt-PT": "dias", "ja": "日"} {
		msgs, err := Messages(tag)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(msgs["puzzles.stat.daily"]["other"], days), "%s: %q", tag, msgs["puzzles.stat.daily"]["other"])
	}
}

// A Columba panel's row of dovecotes left says, where none is left, that
// they are all built ("all built", "tous bâtis", "todos construídos"), not
// a name that reads as the label of the stock's counts under it (reader
// 33: French "pigeonniers bâtis" over "0 0 0 1" read as "dovecotes built:
// 0 0 0 1").
func TestNoDovecoteLeftSaysAllBuilt(t *testing.T) {
	for tag, all := range map[string]string{"en": "all", "fr": "tous", "pt-PT": "todos"} {
		msgs, err := Messages(tag)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(msgs["cb.no-dovecotes"]["other"], all), "%s: %q", tag, msgs["cb.no-dovecotes"]["other"])
	}
}
