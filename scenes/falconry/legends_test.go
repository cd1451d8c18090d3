package falconry

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

// languages are the catalogue's languages, the tests' order.
var languages = []string{"en", "fr", "pt-PT", "ja"}

// shotIn is a shot's table in a language (the catalogue's tag) on a
// screen of w x h CSS pixels at dpr; the language goes back to English
// when the test ends.
func shotIn(t *testing.T, tag, shot string, w, h int, dpr float64) (*scenetest.Driver, *Table) {
	t.Helper()
	d := scenetest.New(t)
	// Pinned after the app is made (which speaks its settings' language):
	// the table is dealt and its log said in the language chosen.
	scenetest.OnMain(func() { lang.Pin(tag) })
	t.Cleanup(func() { scenetest.OnMain(func() { lang.Pin(""); _ = lang.Use("en") }) })
	return shotOn(t, d, shot, w, h, dpr)
}

// TestTheLastCardsLegendKeepsTheBodyFace: on the desktop canvas the last
// card's legend ("last card and its line") is in the body face in every
// language, whole, on one line or two beside the zoom bar's buttons (the
// French "dernière carte et sa ligne" was set in the small face beside
// "Tout voir", the English in the body face).
func TestTheLastCardsLegendKeepsTheBodyFace(t *testing.T) {
	for _, tag := range languages {
		d, s := shotIn(t, tag, "falconry", 1280, 720, 1)
		want := lang.T("fal.legend.last")
		var got []string
		for _, tx := range d.Texts() {
			if len(strings.TrimSpace(tx.Text)) < 2 || !strings.Contains(want, strings.TrimSpace(tx.Text)) || !tx.R.In(s.cam.View) {
				continue
			}
			got = append(got, strings.TrimSpace(tx.Text))
			assert.Equal(t, ui.Body, tx.Face, "%s: %q", tag, tx.Text)
			assert.False(t, tx.Cut, "%s: %q", tag, tx.Text)
		}
		sep := " "
		if tag == "ja" {
			sep = ""
		}
		assert.Equal(t, want, strings.Join(got, sep), "%s: the legend whole", tag)
	}
}

// TestTheWindowsKeyNamesTheStacksBars: a Joint game in a window, whose
// board has stacks, says in its key what the thin coloured bars at a
// stack's foot are ("cards under the top one"), whole, in the body face,
// in every language, with a stack's badge beside the words (round 24 saw
// the bars under the cards and no word of them in the key); the bars'
// tip says it in full.
func TestTheWindowsKeyNamesTheStacksBars(t *testing.T) {
	for _, tag := range languages {
		t.Run(tag, func(t *testing.T) {
			d := scenetest.New(t)
			scenetest.OnMain(func() { lang.Pin(tag) })
			t.Cleanup(func() { scenetest.OnMain(func() { lang.Pin(""); _ = lang.Use("en") }) })
			d.Screen(1280, 720, 1)
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
			d.Step(2)
			require.NotNil(t, s.stackSample(), "the board has a stack")
			want := lang.T("fal.legend.stack")
			found := false
			for _, tx := range d.Texts() {
				if tx.Text != want {
					continue
				}
				found = true
				assert.True(t, tx.R.In(s.cam.View), "%q at %v on the board's view", tx.Text, tx.R)
				assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
				assert.False(t, tx.Cut, "%q whole", tx.Text)
			}
			assert.True(t, found, "the key says what the stacks' bars are: %q", want)
		})
	}
}

// TestADuelWindowsKeyNamesTheStacksBars: a duel in a window, its end and
// a Joint game, at 1280x720 and 1000x700, say in the board's key what the
// bars at a stack's foot are ("cards under the top one"), whole, in the
// body face, in every language, as the phone's does (round 27 read the
// bars under two falconers with no word of them on the 1280x720 duel and
// its end; at 1000x700 the Joint window in English and French, and the
// French duel, had no corner left for it).
func TestADuelWindowsKeyNamesTheStacksBars(t *testing.T) {
	for _, shot := range []string{"falconry", "falconry-end", "falconry-joint"} {
		for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
			for _, tag := range languages {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", shot, sz[0], sz[1], tag), func(t *testing.T) {
					d, s := shotIn(t, tag, shot, sz[0], sz[1], 1)
					require.NotNil(t, s.stackSample(), "the board has a stack")
					assertKeySays(t, d, s, tag, "fal.legend.stack")
				})
			}
		}
	}
}

// assertKeySays checks that the board's key says a legend's words (key)
// whole, in the body face, on one line or more, inside the board's view.
func assertKeySays(t *testing.T, d *scenetest.Driver, s *Table, tag, key string) {
	t.Helper()
	want := lang.T(key)
	var got []string
	for _, tx := range d.Texts() {
		w := strings.TrimSpace(tx.Text)
		if len([]rune(w)) < 2 || !strings.Contains(want, w) || !tx.R.In(s.cam.View) {
			continue
		}
		got = append(got, w)
		assert.Equal(t, ui.Body, tx.Face, "%q in the body face", w)
		assert.False(t, tx.Cut, "%q whole", w)
	}
	sep := " "
	if tag == "ja" {
		sep = ""
	}
	assert.Equal(t, want, strings.Join(got, sep), "the key says %q", want)
}

// TestAWindowsKeyNamesTheLastCard: a duel and a Joint game in a window,
// at 1280x720 and 1000x700, in every language, say in the board's key
// what the last card's frame is ("last card and its line"), whole, in the
// body face (the Portuguese and French Joint windows at 1000x700 had no
// line left for it under the order's block).
func TestAWindowsKeyNamesTheLastCard(t *testing.T) {
	for _, shot := range []string{"falconry", "falconry-joint"} {
		for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
			for _, tag := range languages {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", shot, sz[0], sz[1], tag), func(t *testing.T) {
					d, s := shotIn(t, tag, shot, sz[0], sz[1], 1)
					assertKeySays(t, d, s, tag, "fal.legend.last")
				})
			}
		}
	}
}

// TestAJointWindowsKeyKeepsTheUnitFromTheBoard: on a Joint window, at
// 1280x720 and 1000x700, in every language, every line of the board's
// key (the order, the space played twice, the last card, the stacks'
// bars) that runs down the felt under the zoom bar's band keeps the
// spacing unit (ui.Pad) from every card and lit space (round 27 read the
// key's four lines ending 2 px over the board's second row).
func TestAJointWindowsKeyKeepsTheUnitFromTheBoard(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
		for _, tag := range languages {
			t.Run(fmt.Sprintf("%dx%d/%s", sz[0], sz[1], tag), func(t *testing.T) {
				d, s := shotIn(t, tag, "falconry-joint", sz[0], sz[1], 1)
				v := s.cam.View
				last, stack := lang.T("fal.legend.last"), lang.T("fal.legend.stack")
				n := 0
				for _, tx := range d.Texts() {
					w := strings.TrimSpace(tx.Text)
					key := legendLine(w, "fal.recap.legend") || legendLine(w, "fal.recap.twice") ||
						len([]rune(w)) >= 2 && (strings.Contains(last, w) || strings.Contains(stack, w))
					if !key || !tx.R.In(v) {
						continue
					}
					n++
					if tx.R.Max.Y <= v.Min.Y+s.cam.Cap+table.FeltMargin {
						continue // (in the zoom bar's band: the board is framed under it)
					}
					for _, sp := range spacesNear(s, tx.R.Inset(-ui.Pad)) {
						t.Errorf("%q at %v lies within %d px of the space at %v", w, tx.R, ui.Pad, sp)
					}
				}
				assert.Positive(t, n, "the key is drawn")
			})
		}
	}
}

// spacesNear are the board's cards and lit spaces that r overlaps.
func spacesNear(s *Table, r image.Rectangle) []image.Rectangle {
	var out []image.Rectangle
	b := &s.st.B
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			if sp := s.spaceRect(s.abs(fc.Pt{X: x, Y: y})); b.At(fc.Pt{X: x, Y: y}).N != 0 && sp.Overlaps(r) {
				out = append(out, sp)
			}
		}
	}
	for a := range s.targets {
		if sp := s.spaceRect(a); sp.Overlaps(r) {
			out = append(out, sp)
		}
	}
	return out
}

// TestAJointDesktopsKeyTakesALineALegend: on a Joint desktop the board's
// key (the order of the plays, the space played twice, the last card) is a
// block of one line a legend, in the body face, the order's words in short
// where in full they would wrap under each other (round 14 read its lines
// over a third of the board's view).
func TestAJointDesktopsKeyTakesALineALegend(t *testing.T) {
	for _, tag := range languages {
		d, s := shotIn(t, tag, "falconry-joint", 1280, 720, 1)
		order, twice := 0, 0
		var block image.Rectangle
		for _, tx := range d.Texts() {
			if !tx.R.In(s.cam.View) {
				continue
			}
			switch {
			case legendLine(tx.Text, "fal.recap.legend"):
				order++
			case legendLine(tx.Text, "fal.recap.twice"):
				twice++
			default:
				continue
			}
			block = block.Union(tx.R)
			assert.Equal(t, ui.Body, tx.Face, "%s: %q", tag, tx.Text)
		}
		assert.Equal(t, 1, order, "%s: the order's words on one line", tag)
		assert.Equal(t, 1, twice, "%s: the twice-played space's words on one line", tag)
		assert.LessOrEqual(t, block.Dy(), 3*ui.LineH, "%s: the key's first two legends at %v", tag, block)
	}
}

// TestADuelsPanelsSayTheLineInFull: on the desktop canvas each duel
// panel says its noble's progress in the words every other table uses
// ("Longest line: 3 of 5"), in the body face, on two lines under the
// cards where a translation is wider than the panel (the French said
// "ligne 3/5" there, "Plus longue ligne : 3 sur 5" on the phone).
func TestADuelsPanelsSayTheLineInFull(t *testing.T) {
	for _, tag := range languages {
		d, s := shotIn(t, tag, "falconry", 1280, 720, 1)
		texts := d.Texts()
		for seat := 0; seat < s.st.R.Seats; seat++ {
			n, of := s.longest(seat), s.st.R.PathLen[seat]
			cards := s.lay.handCard[seat][fc.Marker].Union(s.lay.handCard[seat][fc.Falconer])
			var got []string
			for _, tx := range texts {
				if tx.R.In(s.lay.hand[seat]) && tx.R.Min.Y >= cards.Max.Y {
					got = append(got, tx.Text)
					assert.Equal(t, ui.Body, tx.Face, "%s: %q", tag, tx.Text)
				}
				assert.NotEqual(t, lang.T("fal.line", "N", n, "Of", of), tx.Text, "%s: the short form", tag)
			}
			sep := " "
			if tag == "ja" {
				sep = ""
			}
			assert.Equal(t, lang.T("fal.card.line", "N", n, "Of", of), strings.Join(got, sep), "%s: seat %d's panel", tag, seat)
		}
	}
}

// TestAJointWindowsLogNumbersEveryPlay: on a 1280x720 window, in English,
// French and Portuguese (round 35 read three of six), every figure of the board's order-of-play badges ("1" to
// "6", "3,5") has its entry in the log's view, the entry headed by a
// plate with that figure in the badges' face (round 22 read six badges
// over a log of four entries: plays 1 and 2 matched no words).
func TestAJointWindowsLogNumbersEveryPlay(t *testing.T) {
	for _, tag := range []string{"en", "fr", "pt-PT"} {
		t.Run(tag, func(t *testing.T) {
			d, s := shotIn(t, tag, "falconry-joint", 1280, 720, 1)
			texts := d.Texts()
			scenetest.OnMain(func() {
				if tag == "fr" {
					require.Contains(t, strings.Join(s.Log, " "), "marqueur", "the log said in French")
				}
				lr := s.LogRect()
				shown := map[string]bool{}
				for _, l := range s.LogTagsShown() {
					shown[l] = true
				}
				drawn := map[string]bool{}
				for _, tx := range texts {
					if tx.R.In(lr) && tx.Face == ui.Figures {
						drawn[strings.TrimSpace(tx.Text)] = true
					}
				}
				tags := s.RecapTags(s.cardSide())
				require.NotEmpty(t, tags)
				n := 0
				for _, tg := range tags {
					for _, f := range strings.Split(tg.Label, ",") {
						n++
						assert.True(t, shown[f], "the play %s (badge %q) has its entry in the log's view %v", f, tg.Label, s.LogTagsShown())
						assert.True(t, drawn[f], "the figure %s is drawn in the log %v", f, lr)
					}
				}
				assert.GreaterOrEqual(t, n, 6, "the demo numbers six plays")
			})
		})
	}
}

// TestAJointPhonesLogPointsToEveryPlay: on a 390x844 phone, whose log
// under the board holds three or so entries, the newest plays' entries
// carry their badges' figures, and the older plays' figures stand at the
// end of a line under an arrow up (round 22 counted three entries for six
// badges, plays 1 to 3 matching no words); a tap on the log shows the
// older plays' entries, and taps past the oldest bring the newest back.
func TestAJointPhonesLogPointsToEveryPlay(t *testing.T) {
	for _, tag := range []string{"en", "fr"} {
		t.Run(tag, func(t *testing.T) {
			d, s := shotIn(t, tag, "falconry-joint", 390, 844, 3)
			texts := d.Texts()
			var lr image.Rectangle
			var figs []string
			scenetest.OnMain(func() {
				lr = s.LogRect()
				for _, tg := range s.RecapTags(s.cardSide()) {
					figs = append(figs, strings.Split(tg.Label, ",")...)
				}
				shown := s.LogTagsShown()
				require.NotEmpty(t, shown, "the log's entries carry their figures")
				assert.Equal(t, fmt.Sprint(len(figs)), shown[len(shown)-1], "the newest play's entry in view, its figure with it")
			})
			require.GreaterOrEqual(t, len(figs), 6)
			// Each play's figure on its entry's plate, or in the range
			// the button of the older plays says ("1-4").
			var btn image.Rectangle
			scenetest.OnMain(func() { btn = s.LogOlderButton() })
			drawn := map[string]bool{}
			for _, tx := range texts {
				if tx.R.In(lr) && tx.Face == ui.Figures {
					drawn[strings.TrimSpace(tx.Text)] = true
				}
				if tx.R.In(btn) {
					var a, b int
					if n, _ := fmt.Sscanf(strings.TrimSpace(tx.Text), "%d-%d", &a, &b); n == 2 {
						for i := a; i <= b; i++ {
							drawn[fmt.Sprint(i)] = true
						}
					}
				}
			}
			for _, f := range figs {
				assert.True(t, drawn[f], "the play %s's figure is in the log %v", f, lr)
			}
			// A tap on the log: the plays before those in view.
			d.Tap(lr.Min.Add(lr.Size().Div(2)))
			d.Step(2)
			scenetest.OnMain(func() {
				assert.Positive(t, s.LogBack(), "the log scrolled back")
				assert.Contains(t, s.LogTagsShown(), "3", "the older plays' entries in view")
			})
			for i := 0; i < 30; i++ {
				var back int
				scenetest.OnMain(func() { back = s.LogBack() })
				if back == 0 {
					break
				}
				d.Tap(lr.Min.Add(lr.Size().Div(2)))
				d.Step(2)
			}
			scenetest.OnMain(func() {
				assert.Zero(t, s.LogBack(), "past the oldest, the newest again")
				shown := s.LogTagsShown()
				require.NotEmpty(t, shown)
				assert.Equal(t, fmt.Sprint(len(figs)), shown[len(shown)-1])
			})
		})
	}
}

// TestAJointPhonesOlderPlaysAreAButton: on a phone (390x844, 360x800) the
// log's pointer to the plays older than those in view is one button a
// finger's size (44 CSS px or more each way) saying their figures, and a
// tap on it shows their entries (round 24 read its "▲ 1 2 3", three boxes
// about 9x11 CSS px, as a page selector of tiny targets).
func TestAJointPhonesOlderPlaysAreAButton(t *testing.T) {
	for _, sz := range []image.Point{{390, 844}, {360, 800}} {
		t.Run(fmt.Sprintf("%dx%d", sz.X, sz.Y), func(t *testing.T) {
			d, s := shotIn(t, "en", "falconry-joint", sz.X, sz.Y, 3)
			scale := ui.FitScreen(sz.X*3, sz.Y*3, 3).Scale
			var btn, lr image.Rectangle
			var before []string
			scenetest.OnMain(func() {
				btn, lr, before = s.LogOlderButton(), s.LogRect(), s.LogTagsShown()
			})
			require.False(t, btn.Empty(), "no button for the older plays")
			require.NotEmpty(t, before)
			assert.True(t, btn.In(lr), "the button %v in the log %v", btn, lr)
			css := func(px int) float64 { return float64(px*scale) / 3 }
			assert.GreaterOrEqual(t, css(btn.Dx()), float64(ui.TouchCSS), "its width %v", btn)
			assert.GreaterOrEqual(t, css(btn.Dy()), float64(ui.TouchCSS), "its height %v", btn)
			var label []string
			for _, tx := range d.Texts() {
				if tx.R.In(btn) {
					label = append(label, tx.Text)
					assert.False(t, tx.Cut, "%q", tx.Text)
				}
			}
			first := before[0]
			if btn != lr { // (a log in the zoom bar's strip, one entry, is the control itself)
				assert.Equal(t, []string{fmt.Sprintf("1-%d", atoi(t, first)-1)}, label, "the button says the plays before %s", first)
			} else {
				assert.Less(t, lr.Dy()-6, ui.Finger, "a log panel of its own has its button")
			}
			d.Tap(ui.Mid(btn))
			d.Step(2)
			scenetest.OnMain(func() {
				assert.Positive(t, s.LogBack(), "the log scrolled back")
				after := s.LogTagsShown()
				require.NotEmpty(t, after, "the older plays' entries in view")
				for _, f := range after {
					assert.Less(t, atoi(t, f), atoi(t, first), "an older play's entry: %v", after)
				}
			})
		})
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	_, err := fmt.Sscanf(s, "%d", &n)
	require.NoError(t, err, "%q", s)
	return n
}

// TestThePhonesTopBarNamesTheVariant: on a phone held upright, a Joint
// game's variant is said where the other games say theirs, in the top bar
// beside the banner, whole, in the body face, in every language (its
// name: the paths' length is on every noble's panel, "line 2/6"), and no
// words of it lie on the board's view (round 24 read "Joint Nobility,
// paths of 6" as a tag squeezed against the zoom's buttons, the only
// words on the board).
func TestThePhonesTopBarNamesTheVariant(t *testing.T) {
	for _, tag := range languages {
		for _, sz := range [][2]int{{390, 844}, {360, 800}} {
			t.Run(fmt.Sprintf("%s/%dx%d", tag, sz[0], sz[1]), func(t *testing.T) {
				d := scenetest.New(t)
				scenetest.OnMain(func() { lang.Pin(tag); d.A.Phone = true })
				t.Cleanup(func() { scenetest.OnMain(func() { lang.Pin(""); _ = lang.Use("en"); d.A.Phone = false }) })
				d.Screen(sz[0], sz[1], 3)
				var s *Table
				scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
				d.Step(2)
				name := lang.T(variantLong[fc.Joint])
				inBar := false
				for _, tx := range d.Texts() {
					if !strings.Contains(tx.Text, name) {
						continue
					}
					assert.False(t, tx.R.Overlaps(s.cam.View), "%q at %v lies on the board's view %v", tx.Text, tx.R, s.cam.View)
					if tx.R.Max.Y <= table.TopBarH {
						inBar = true
						assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
						assert.False(t, tx.Cut, "%q whole", tx.Text)
						assert.LessOrEqual(t, tx.R.Max.X, ui.W, "%q on the bar", tx.Text)
					}
				}
				assert.True(t, inBar, "the top bar names the variant %q", name)
			})
		}
	}
}

// TestAPhoneTapSaysWhatAStacksBarsAre: on a phone, whose key under the
// board has no line for the stacks' bars, a tap on a stack's card's bottom
// left quarter (a finger's size; the bars alone are a few pixels high)
// shows what the bars are.
func TestAPhoneTapSaysWhatAStacksBarsAre(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(390, 844, 3)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
	d.Step(2)
	d.Frame()
	stacks := 0
	scenetest.OnMain(func() {
		ui.BeginFrame() // (the frame drawn: its tips are the pointer's)
		b := &s.st.B
		for y := 0; y < b.H; y++ {
			for x := 0; x < b.W; x++ {
				st := b.At(fc.Pt{X: x, Y: y})
				if st.N < 2 {
					continue
				}
				stacks++
				r := s.spaceRect(s.abs(fc.Pt{X: x, Y: y}))
				at := image.Pt(r.Min.X+r.Dx()/4, r.Max.Y-r.Dy()/3) // (over the bars, clear of them)
				tip, _ := ui.CutAt(at)
				assert.Equal(t, lang.T("fal.stack.tip", "Count", int(st.N)), tip, "a tap at %v on the stack %v", at, r)
			}
		}
	})
	require.Positive(t, stacks, "the board has a stack")
}

// TestAPromptNamesWhoseTurnItIsWhereSeveralPlay: where two people share
// the screen, the status line's prompt for a card picked from the hand
// or on the board is headed by the noble to act ("Blue: put the marker
// ..."), as Columba's and Columbiz's are (round 27 read Falconry's with
// no name), whole on a phone and a window, in every language; one person
// against a computer, the prompt alone.
func TestAPromptNamesWhoseTurnItIsWhereSeveralPlay(t *testing.T) {
	for _, tag := range languages {
		for _, sz := range [][3]int{{360, 800, 3}, {1280, 720, 1}} {
			t.Run(fmt.Sprintf("%s/%dx%d", tag, sz[0], sz[1]), func(t *testing.T) {
				d := scenetest.New(t)
				scenetest.OnMain(func() { lang.Pin(tag) })
				t.Cleanup(func() { scenetest.OnMain(func() { lang.Pin(""); _ = lang.Use("en") }) })
				d.Screen(sz[0], sz[1], float64(sz[2]))
				for _, players := range [][]string{{"human", "human"}, {"human", "standard"}} {
					var s *Table
					scenetest.OnMain(func() {
						def, _ := game.Lookup("falconry")
						m, err := game.NewMatch(def, fc.Duel, players, 5, "")
						require.NoError(t, err)
						s = New(d.A, m)
						d.A.Show(s)
					})
					d.Step(2)
					for k, key := range map[fc.Kind]string{fc.Marker: "fal.put.marker", fc.Bird: "fal.put.bird", fc.Falconer: "fal.put.falconer"} {
						scenetest.OnMain(func() { s.selectKind(k) })
						d.Step(2)
						want := lang.T(key)
						if players[1] == "human" {
							want = lang.T(key+".who", "Who", s.seatName(0))
							assert.NotEqual(t, lang.T(key), want)
						}
						assert.Equal(t, want, s.Status, "%v", players)
						for _, tx := range d.Texts() {
							assert.False(t, tx.Cut, "%q cut", tx.Text)
						}
					}
				}
			})
		}
	}
}

// TestTheWordsUnderThePairOnTheBoardKeepTheBodyFace: in a window, duel,
// Joint and end, at 1280x720 and 1000x700, in every language, each panel
// whose bird and falconer are both on the board says so under their faint
// faces ("on the board") in the body face, whole, inside the place (round
// 27 read the small face there as a second type, and the grey faces as
// maybe "not available").
func TestTheWordsUnderThePairOnTheBoardKeepTheBodyFace(t *testing.T) {
	for _, shot := range []string{"falconry", "falconry-joint", "falconry-end"} {
		for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
			for _, tag := range languages {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", shot, sz[0], sz[1], tag), func(t *testing.T) {
					d, s := shotIn(t, tag, shot, sz[0], sz[1], 1)
					want, short := lang.T("fal.hand.onboard"), lang.T("fal.hand.onboard.short")
					if s.lay.pairLine {
						want = lang.T(s.lay.pairKey) // (a panel that keeps the board's width says the short words: arrange)
					}
					pairs := 0
					for seat := 0; seat < s.st.R.Seats; seat++ {
						if h := s.st.Hands[seat]; !h.Has(fc.Bird) && !h.Has(fc.Falconer) {
							pairs++
						}
					}
					require.Positive(t, pairs, "a noble has both on the board")
					n := 0
					for _, tx := range d.Texts() {
						if tx.Text != want {
							assert.NotEqual(t, short, tx.Text, "%q where the panel holds %q", tx.Text, want)
							continue
						}
						n++
						assert.Equal(t, ui.Body, tx.Face, "%q at %v in the body face", tx.Text, tx.R)
						assert.False(t, tx.Cut, "%q whole", tx.Text)
					}
					assert.Equal(t, pairs, n, "each pair says %q", want)
				})
			}
		}
	}
}

// TestTheJointPanelsKeepTheFacesWholeAndTheCountBeside: a Joint window's
// panels, at 1280x720 and 1000x700, in every language: where a noble's
// bird and falconer are both on the board, their faint faces are drawn at
// their card's own size with no text over them, the words saying so under
// them in the body face (round 29 read "on the board" over the faces' lower
// halves, the faces at half their card's size), and the markers' count
// stands beside its card, off its art, as in a duel (round 29 read "14"
// over the card).
func TestTheJointPanelsKeepTheFacesWholeAndTheCountBeside(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
		for _, tag := range languages {
			t.Run(fmt.Sprintf("%dx%d/%s", sz[0], sz[1], tag), func(t *testing.T) {
				d, s := shotIn(t, tag, "falconry-joint", sz[0], sz[1], 1)
				fb := sprites.Get(kindSprite[fc.Bird]).Bounds()
				texts := d.Texts()
				pairs := 0
				for seat := 0; seat < s.st.R.Seats; seat++ {
					card := s.lay.handCard[seat][fc.Marker]
					count := 0
					for _, tx := range texts {
						if tx.Text == markerCount(int(s.st.Hands[seat].Markers)) || tx.Text == fmt.Sprint(s.st.Hands[seat].Markers) {
							if tx.R.Overlaps(s.lay.hand[seat]) {
								count++
								assert.False(t, tx.R.Overlaps(card), "seat %d: the count %q at %v over its card %v", seat, tx.Text, tx.R, card)
							}
						}
					}
					assert.Equal(t, 1, count, "seat %d: one markers' count", seat)
					p, ok := s.outPairOf(seat)
					if !ok {
						continue
					}
					pairs++
					sc := max(1, s.lay.card/12)
					for i := range p.art {
						assert.Equal(t, fb.Dx()*sc, p.art[i].Dx(), "seat %d: a face at its card's size", seat)
					}
					faces := p.art[0].Union(p.art[1])
					for _, tx := range texts {
						if !tx.R.Overlaps(p.place) {
							continue
						}
						assert.Equal(t, p.words, tx.Text, "seat %d: only the pair's words in its place", seat)
						assert.GreaterOrEqual(t, tx.R.Min.Y, faces.Max.Y, "seat %d: %q at %v under the faces %v, not over them", seat, tx.Text, tx.R, faces)
						assert.True(t, tx.R.In(p.place), "seat %d: %q at %v inside the place %v", seat, tx.Text, tx.R, p.place)
						assert.Equal(t, ui.Body, tx.Face, "seat %d: %q in the body face", seat, tx.Text)
					}
				}
				require.Positive(t, pairs, "a noble has both on the board")
			})
		}
	}
}

// TestThePhonesEndKeyKeepsTheUnitFromTheBoard: at a game's end on both
// phones held upright, in every language, the stacks' key ("cards under
// the top one") keeps the spacing unit (ui.Pad) from every card: on two
// lines where one runs into a card (reader 33: the French "cartes sous
// celle du dessus" ran into the bottom card's frame).
func TestThePhonesEndKeyKeepsTheUnitFromTheBoard(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		for _, tag := range languages {
			t.Run(fmt.Sprintf("%dx%d/%s", sz[0], sz[1], tag), func(t *testing.T) {
				d := scenetest.New(t)
				scenetest.OnMain(func() { lang.Pin(tag); d.A.Phone, ui.Touch = true, true })
				t.Cleanup(func() {
					scenetest.OnMain(func() { lang.Pin(""); _ = lang.Use("en"); d.A.Phone, ui.Touch = false, false })
				})
				d, s := shotOn(t, d, "falconry-end", sz[0], sz[1], 3)
				require.NotNil(t, s.stackSample(), "the board has a stack")
				stack := lang.T("fal.legend.stack")
				n := 0
				for _, tx := range d.Texts() {
					w := strings.TrimSpace(tx.Text)
					if len([]rune(w)) < 2 || !strings.Contains(stack, w) || !tx.R.In(s.cam.View) {
						continue
					}
					n++
					chip := tx.R
					for _, k := range s.keyAt { // (the key's plate: its badge and pads round the words)
						if tx.R.In(k) {
							chip = k
						}
					}
					for _, sp := range spacesNear(s, chip.Inset(-ui.Pad)) {
						t.Errorf("%q's plate at %v lies within %d px of the card at %v", w, chip, ui.Pad, sp)
					}
				}
				assert.Positive(t, n, "the key is drawn")
			})
		}
	}
}
