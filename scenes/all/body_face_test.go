package all_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	td "github.com/birdroost/roost/rules/tokyodoves"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/tokyodoves"
	"github.com/birdroost/roost/scenes/ui"
)

// TestTokyoDovesPhoneStatusKeepsTheBodyFace: on both phones held upright,
// in every language, the status line that says how a dove picked on the
// board moves ("Attack dove: ... Pick a lit square.") keeps the body face
// over its two lines, for each of the six doves (reader 28: French's
// "Colombe Attaque : autant de cases qu'elle veut en ligne droite, jusqu'à
// la première colombe. Choisissez une case éclairée." took three lines and
// fell to the small face, 7 CSS px glyphs, where pt-PT and ja kept the
// body face).
func TestTokyoDovesPhoneStatusKeepsTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range phones {
			t.Run(fmt.Sprintf("%s/%dx%d", l, sz.w, sz.h), func(t *testing.T) {
				tokyoDovesStatusKeepsTheBodyFace(t, d, l, sz, true, 2*ui.LineH+6) // the status band upright
			})
		}
	}
}

// TestTokyoDovesWindowStatusKeepsTheBodyFace: the same in a 1280x720
// window, its status one line (reader 37: the Portuguese Attack dove's rule
// "..., parando antes da primeira pomba. Escolha uma casa iluminada." ran
// past the line and took the small face, 14 window px glyphs beside 22-24).
func TestTokyoDovesWindowStatusKeepsTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			tokyoDovesStatusKeepsTheBodyFace(t, d, l, size{1280, 720, 1}, false, ui.LineH+6)
		})
	}
}

// tokyoDovesStatusKeepsTheBodyFace picks each of the six doves on the
// board, in games as the demonstration leaves them, and checks that the
// status line saying how it moves (the texts in the band at the canvas's
// foot) is whole and in the body face.
func tokyoDovesStatusKeepsTheBodyFace(t *testing.T, d *scenetest.Driver, l string, sz size, phone bool, band int) {
	require.NoError(t, lang.Use(l))
	defer lang.Use("en")
	scenetest.OnMain(func() { d.A.Phone = phone })
	defer scenetest.OnMain(func() { d.A.Phone = false })
	d.Screen(sz.w, sz.h, sz.dpr)
	seen := map[int]bool{}
	// Games as the demonstration leaves them, until the side to move has
	// had each of the six doves on the board.
	for plies := 10; plies <= 60 && len(seen) < td.NumTypes; plies += 2 {
		var s *tokyodoves.Table
		scenetest.OnMain(func() { s = tokyodoves.Demo(d.A, plies) })
		st := s.State()
		if st.Terminal() {
			break
		}
		side := st.ToMove()
		for dv := 0; dv < td.NumTypes; dv++ {
			if seen[dv] || st.P.Sq[side][dv] < 0 {
				continue
			}
			scenetest.OnMain(func() { s.SelectDove(side, dv) })
			if len(s.TargetSquares()) == 0 {
				continue // (it says it has nowhere to go)
			}
			seen[dv] = true
			d.Step(2)
			var lines []ui.TextDraw
			for _, tx := range d.Texts() {
				if tx.R.Min.Y >= ui.H-band && tx.Text != "" {
					lines = append(lines, tx)
				}
			}
			require.NotEmpty(t, lines, "the %s dove's rule is said", lang.Say(td.Dove(dv)))
			for _, tx := range lines {
				assert.Equal(t, ui.Body, tx.Face, "after %d plies, the %s dove's status line %q in the body face", plies, lang.Say(td.Dove(dv)), tx.Text)
				assert.False(t, tx.Cut, "%q whole", tx.Text)
			}
		}
	}
	assert.Len(t, seen, td.NumTypes, "each dove picked on the board")
}

// TestColumbasWindowKeepsTheBodyFace: in a 1280x720 window, in every
// language, Columba's table as the shot shows it (a card to lay) says its
// status line, the board's key (where it can go, your card, last card
// laid), the panel's key and its End turn and Show captures buttons in the
// body face (reader 28: French set all four in the small face, 14 window
// px glyphs beside the buttons' 24).
func TestColumbasWindowKeepsTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer lang.Use("en")
			shotAt(t, d, "columba", size{1280, 720, 1})
			keys := []string{"cb.legend.spot", "cb.legend.ghost", "cb.legend.last", "table.end-turn", "cb.captures", "cb.legend.objective", "cb.legend.tiles", "cb.legend.worth"}
			found := map[string]bool{}
			status := 0
			for _, tx := range d.Texts() {
				if tx.Text == "" {
					continue
				}
				if tx.R.Min.Y >= ui.H-(ui.LineH+8) { // the status bar
					status++
					assert.Equal(t, ui.Body, tx.Face, "the status line %q in the body face", tx.Text)
					continue
				}
				for _, k := range keys {
					// (A key's words may wrap: a line of them is a part.)
					if w := lang.T(k); w == tx.Text || len([]rune(tx.Text)) >= 6 && strings.Contains(w, tx.Text) {
						found[k] = true
						assert.Equal(t, ui.Body, tx.Face, "%s: %q in the body face", k, tx.Text)
					}
				}
			}
			assert.Positive(t, status, "the status bar says what to do")
			for _, k := range keys {
				assert.True(t, found[k], "%s (%q) is drawn", k, lang.T(k))
			}
		})
	}
}

// TestColumbasWindowLogShowsTheTurnBefore: in a 1280x720 window, in every
// language, Columba's log as the shot shows it (Red has drawn a card)
// holds what Yellow did on its turn besides ending it: three entries at
// least (reader 28: French showed "Jaune finit son tour." and Red's draw
// alone, over 85 window px bare, where pt-PT and ja showed Yellow's
// dovecote).
func TestColumbasWindowLogShowsTheTurnBefore(t *testing.T) {
	d := scenetest.New(t)
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer lang.Use("en")
			shotAt(t, d, "columba", size{1280, 720, 1})
			tb, ok := d.Top().(interface {
				logged
				LogShown() (int, int)
			})
			require.True(t, ok, "a table with a log")
			var log []string
			var shown, bare int
			scenetest.OnMain(func() { log = tb.Logged(); shown, bare = tb.LogShown() })
			require.GreaterOrEqual(t, len(log), 3)
			t.Logf("%d of %d entries, %d px bare", shown, len(log), bare)
			assert.GreaterOrEqual(t, shown, 3, "the log shows Yellow's turn before its end (%q)", log[len(log)-3])
		})
	}
}

// TestLessonsAndCoursesKeepTheBodyFace: in a 1280x720 window and on both
// phones, in every language, every course page's rows (each lesson's
// title and what it teaches) and the coach's and status lines at the foot
// of the lessons and of Columba's turn of actions keep the body face
// (French's course rows all took the small face where "3. Les
// fauconniers piègent" wrapped, and five coach and status lines did where
// they ran to a third line; pt-PT's and ja's did too).
func TestLessonsAndCoursesKeepTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	feet := map[string]bool{"columba-actions": true, "columba-tiles-first": true, "lesson-columba-junior-3": true, "lesson-columbiz-1": true, "lesson-columbiz-2": true}
	var shots []string
	for _, name := range scenes.ShotNames() {
		if strings.HasPrefix(name, "course-") || feet[name] {
			shots = append(shots, name)
		}
	}
	require.GreaterOrEqual(t, len(shots), 4+len(feet), "the course pages and the lessons")
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range append([]size{{1280, 720, 1}}, phones...) {
			t.Run(fmt.Sprintf("%s/%dx%d", l, sz.w, sz.h), func(t *testing.T) {
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				msgs, err := lang.Messages(l)
				require.NoError(t, err)
				var rows []string // each lesson's title and what it teaches
				for id, forms := range msgs {
					if strings.HasPrefix(id, "lesson.") && (strings.Contains(id, ".about.") || strings.Contains(id, ".title.")) {
						rows = append(rows, forms["other"])
					}
				}
				d.Screen(sz.w, sz.h, sz.dpr)
				for _, name := range shots {
					if l == "pt-PT" && name == "lesson-columbiz-2" && sz.w == 360 {
						// (Not yet: on a 360x800 phone pt-PT's tray names its
						// lanes above the dice where French names them beside
						// ("Postos de parte"), and its seat cards take a line
						// more: the coach's card loses the room for its words,
						// which go to the status line, three lines in the
						// small face. The Columbiz tray's to fix.)
						continue
					}
					scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, name)) })
					d.Step(2)
					seen := 0
					for _, tx := range d.Texts() {
						if len([]rune(tx.Text)) < 6 {
							continue
						}
						ours := feet[name] && tx.R.Min.Y >= ui.H-(2*ui.LineH+8) // the coach's or status line
						for _, r := range rows {
							ours = ours || !feet[name] && (strings.Contains(r, tx.Text) || strings.Contains(tx.Text, r))
						}
						if ours {
							seen++
							assert.Equal(t, ui.Body, tx.Face, "%s: %q in the body face", name, tx.Text)
						}
					}
					assert.Positive(t, seen, "%s: its words are drawn", name)
				}
			})
		}
	}
}

// TestFrenchTakesTheSmallFaceNoMoreThanEnglish: the setup (Columba's, two
// players and four, whose grid's wider buttons narrow the rules' box, in a
// 1280x720 window; Falconry's Joint Nobility on a 360x800 phone), the
// puzzles' page, Falconry's Joint table on a 390x844 phone and its threats
// on that phone and in a 1000x700 window set no more lines in the small
// face in French than in English (the Columba setup's rules and the Joint
// note took it for a line or two too many, the puzzles' "du jour
// d'affilée" for its width: every line of their role went small; the Joint
// table's key under its board, whose "deux coups sur une même case" and
// "dernière carte et sa ligne" held no row of the log's panel side by
// side; the threats' status, two lines too long on the phone and 2 px too
// wide for the window's one line). Each shot in an app of its own, a
// phone's as `roost shot --phone` makes it.
func TestFrenchTakesTheSmallFaceNoMoreThanEnglish(t *testing.T) {
	for _, c := range []struct {
		shot  string
		sz    size
		phone bool // (as `roost shot --phone`: a phone's hints, such as the tap to zoom)
	}{{"columba-setup", size{1280, 720, 1}, false}, {"columba-setup-4p", size{1280, 720, 1}, false}, {"puzzles", size{1280, 720, 1}, false}, {"falconry-setup-4p", size{360, 800, 3}, false}, {"falconry-joint", size{390, 844, 3}, true}, {"falconry-threats", size{390, 844, 3}, true}, {"falconry-threats", size{1000, 700, 1}, false}} {
		t.Run(fmt.Sprintf("%s/%dx%d", c.shot, c.sz.w, c.sz.h), func(t *testing.T) {
			d := scenetest.New(t) // (an app of its own: a phone's touch stays with its app)
			scenetest.OnMain(func() { d.A.Phone = c.phone })
			defer scenetest.OnMain(func() { d.A.Phone = false })
			small := map[string][]string{}
			for _, l := range []string{"en", "fr"} {
				require.NoError(t, lang.Use(l))
				shotAt(t, d, c.shot, c.sz)
				for _, tx := range d.Texts() {
					if tx.Face == ui.Small && len([]rune(tx.Text)) > 3 { // (a badge's figure is small everywhere)
						small[l] = append(small[l], tx.Text)
					}
				}
			}
			require.NoError(t, lang.Use("en"))
			assert.LessOrEqual(t, len(small["fr"]), len(small["en"]), "French's lines in the small face: %q (English's: %q)", small["fr"], small["en"])
		})
	}
}

// TestColumbizLogSaysWhatATurnCaptured: in French, a Columbiz turn's
// entry in the log says the pawns it captured as a verb and its object,
// "Violet pose 4 pions, capture 1 pion, +2 points de lignes (score 8).",
// on a phone as the shot shows it (reader 28 found "en capture 1"
// telegraphic).
func TestColumbizLogSaysWhatATurnCaptured(t *testing.T) {
	d := scenetest.New(t)
	require.NoError(t, lang.Use("fr"))
	defer lang.Use("en")
	scenetest.OnMain(func() { d.A.Phone = true })
	defer scenetest.OnMain(func() { d.A.Phone = false })
	shotAt(t, d, "columbiz", size{390, 844, 3})
	tb, ok := d.Top().(logged)
	require.True(t, ok, "a table with a log")
	var log []string
	scenetest.OnMain(func() { log = tb.Logged() })
	said := regexp.MustCompile(`, capture \d+\x{a0}pions?[,. ]`)
	captures := 0
	for _, e := range log {
		assert.NotContains(t, e, "en capture", "%q", e)
		if said.MatchString(e) {
			captures++
		}
	}
	assert.Positive(t, captures, "a turn's captures are said: %q", log)
}

// TestColumbasPhoneEndNamesTheDecidingEstatesInTheBodyFace: at the end of
// a game of Columba decided by the largest estates, on both phones held
// upright, in every language, the key over the board that names each
// seat's deciding estate ("Yellow's largest estate: 20") keeps the body
// face: by its shorter words ("domaine de Jaune : 20") where the long ones
// leave it (French set "plus grand domaine de Jaune : 20" in the small
// face on a 390x844 phone). (Not yet: pt-PT's words, short ones too, on a
// 360x800 phone, in the small face; and no key at all, for want of a free
// corner over the board, for pt-PT on a 390x844 phone and French on a
// 360x800 one.)
func TestColumbasPhoneEndNamesTheDecidingEstatesInTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	notYet := map[string]bool{"pt-PT/360x800": true, "pt-PT/390x844": true, "fr/360x800": true}
	for _, l := range []string{"en", "fr", "pt-PT", "ja"} {
		for _, sz := range phones {
			name := fmt.Sprintf("%s/%dx%d", l, sz.w, sz.h)
			t.Run(name, func(t *testing.T) {
				if notYet[name] {
					t.Skip("not yet (see above)")
				}
				require.NoError(t, lang.Use(l))
				defer lang.Use("en")
				scenetest.OnMain(func() { d.A.Phone = true })
				defer scenetest.OnMain(func() { d.A.Phone = false })
				shotAt(t, d, "columba-end", sz)
				var forms []*regexp.Regexp
				for _, k := range []string{"cb.legend.largest", "cb.legend.largest.short"} {
					pat := regexp.QuoteMeta(lang.T(k, "Who", "\x01", "Count", 7))
					pat = strings.Replace(strings.Replace(pat, "\x01", ".+", 1), "7", `\d+`, 1)
					forms = append(forms, regexp.MustCompile("^"+pat+"$"))
				}
				found := 0
				for _, tx := range d.Texts() {
					for _, re := range forms {
						if re.MatchString(tx.Text) {
							found++
							assert.Equal(t, ui.Body, tx.Face, "%q in the body face", tx.Text)
							assert.False(t, tx.Cut, "%q whole", tx.Text)
							break // (ja's short form matches its long one too)
						}
					}
				}
				assert.Equal(t, 2, found, "the two deciding estates named")
			})
		}
	}
}

// TestColumbasWindowStatusSaysWhatItNeedsFor: in a 1280x720 window, in
// every language, Columba's status line as the shot shows it (a card to
// lay) says that what it lists is what the objective needs, on one line
// in the body face (reader 29: "Needed: 1 meadow, 1 heath." said not for
// what).
func TestColumbasWindowStatusSaysWhatItNeedsFor(t *testing.T) {
	d := scenetest.New(t)
	for l, word := range map[string]string{"en": "Objective", "fr": "Objectif", "pt-PT": "Objetivo", "ja": "目標"} {
		t.Run(l, func(t *testing.T) {
			require.NoError(t, lang.Use(l))
			defer lang.Use("en")
			shotAt(t, d, "columba", size{1280, 720, 1})
			var status []ui.TextDraw
			for _, tx := range d.Texts() {
				if tx.Text != "" && tx.R.Min.Y >= ui.H-(ui.LineH+8) {
					status = append(status, tx)
				}
			}
			require.Len(t, status, 1, "the status line on one line")
			assert.Equal(t, ui.Body, status[0].Face, "%q in the body face", status[0].Text)
			assert.Contains(t, status[0].Text, word, "the status line says the list is the objective's")
			assert.False(t, status[0].Cut, "%q whole", status[0].Text)
		})
	}
}

// TestPortugueseThreatsStatusTakesTheSmallFaceNoMoreThanEnglish: in a
// 1000x700 window, the Falconry threats' status ("Azul, carta 1 de 2.
// Molduras rosa: ...") sets no more lines in the small face in
// Portuguese than in English (round 29 read it in the small face on two
// lines, the English one body line).
func TestPortugueseThreatsStatusTakesTheSmallFaceNoMoreThanEnglish(t *testing.T) {
	d := scenetest.New(t)
	small := map[string][]string{}
	for _, l := range []string{"en", "pt-PT"} {
		require.NoError(t, lang.Use(l))
		shotAt(t, d, "falconry-threats", size{1000, 700, 1})
		for _, tx := range d.Texts() {
			if tx.Face == ui.Small && len([]rune(tx.Text)) > 3 { // (a badge's figure is small everywhere)
				small[l] = append(small[l], tx.Text)
			}
		}
	}
	require.NoError(t, lang.Use("en"))
	assert.LessOrEqual(t, len(small["pt-PT"]), len(small["en"]), "Portuguese's lines in the small face: %q (English's: %q)", small["pt-PT"], small["en"])
}

// shotAt opens the registered shot name (`roost shot`'s) on a screen of sz
// in the language spoken now, as the app draws it two frames on.
func shotAt(t *testing.T, d *scenetest.Driver, name string, sz size) {
	d.Screen(sz.w, sz.h, sz.dpr)
	scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, name)) })
	d.Step(2)
}
