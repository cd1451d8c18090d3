package falconry

import (
	"fmt"
	"image"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	fc "github.com/birdroost/roost/rules/falconry"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/table"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func start(t *testing.T, variant, position string, players ...string) (*scenetest.Driver, *Table) {
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() {
		def, _ := game.Lookup("falconry")
		m, err := game.NewMatch(def, variant, players, 5, position)
		require.NoError(t, err)
		s = New(d.A, m)
		d.A.Show(s)
	})
	d.Step(2)
	return d, s
}

func centre(r image.Rectangle) image.Point { return r.Min.Add(r.Size().Div(2)) }

// firstTarget is the lit space that comes first (top row, then left).
func firstTarget(s *Table) [2]int {
	var sps [][2]int
	for sp := range s.targets {
		sps = append(sps, sp)
	}
	sort.Slice(sps, func(i, j int) bool {
		if sps[i][1] != sps[j][1] {
			return sps[i][1] < sps[j][1]
		}
		return sps[i][0] < sps[j][0]
	})
	return sps[0]
}

func TestADuelByMouseAndByTouch(t *testing.T) {
	d, s := start(t, fc.Duel, "", "human", "human")
	// Blue clicks the marker in hand, then a lit space.
	d.Click(centre(s.lay.handCard[0][fc.Marker]))
	require.NotEmpty(t, s.targets)
	assert.Contains(t, s.Status, "Blue: put the marker") // (two people at the screen: the prompt names whose turn it is)
	sp := firstTarget(s)
	d.Click(centre(s.spaceRect(sp)))
	d.Step(40)
	require.Len(t, s.M.History(), 1)
	assert.Equal(t, fc.Marker, s.cardAt(sp).Kind())
	assert.Equal(t, 1, s.st.To)
	// Gold drags a marker from the hand onto the board with a finger.
	from := centre(s.lay.handCard[1][fc.Marker])
	fs := []input.Frame{d.Sc.Touches(from)}
	scenetest.OnMain(func() {}) // the press selects; targets are lit after it
	d.Frames(fs...)
	require.NotEmpty(t, s.targets, "the press selects the card")
	to := centre(s.spaceRect(firstTarget(s)))
	fs = fs[:0]
	for i := 1; i <= 8; i++ {
		fs = append(fs, d.Sc.Touches(from.Add(to.Sub(from).Mul(i).Div(8))))
	}
	fs = append(fs, d.Sc.Touches())
	d.Frames(fs...)
	d.Step(40)
	require.Len(t, s.M.History(), 2, "the drop played the card")
	assert.Equal(t, 0, s.st.To)
	// Blue drags the falconer onto its own bird: refused, with the reason.
	f := s.abs(fc.Pt{X: 0, Y: 0})
	for i := range s.st.B.Cells {
		if c := s.st.B.Cells[i].Top(); c.Kind() == fc.Falconer && c.Owner() == 0 {
			f = s.abs(fc.Pt{X: i % s.st.B.W, Y: i / s.st.B.W})
		}
	}
	var bird [2]int
	for i := range s.st.B.Cells {
		if c := s.st.B.Cells[i].Top(); c.Kind() == fc.Bird && c.Owner() == 0 {
			bird = s.abs(fc.Pt{X: i % s.st.B.W, Y: i / s.st.B.W})
		}
	}
	d.Drag(centre(s.spaceRect(f)), centre(s.spaceRect(bird)))
	assert.Contains(t, s.Status, "never ambushes its own")
	assert.Len(t, s.M.History(), 2)
	// Undo takes back Blue's... nothing of this turn; Cancel drops a selection.
	d.Click(centre(s.lay.handCard[0][fc.Bird]))
	assert.True(t, s.selected())
	d.Key(input.Cancel)
	assert.False(t, s.selected())
}

func TestAPinnedCardSaysWhy(t *testing.T) {
	d, s := start(t, fc.Duel, "m1,m1,m1f2,m1,m1;.,b2,.,.,. to=2", "human", "human")
	var at [2]int
	for i := range s.st.B.Cells {
		if c := s.st.B.Cells[i].Top(); c.Kind() == fc.Falconer {
			at = s.abs(fc.Pt{X: i % s.st.B.W, Y: i / s.st.B.W})
		}
	}
	d.Click(centre(s.spaceRect(at)))
	assert.Contains(t, s.Status, "may not move")
	assert.Contains(t, s.Status, "Blue a path of 5")
	assert.False(t, s.selected())
}

func TestTwoCardTurnsAndTheirUndo(t *testing.T) {
	d, s := start(t, fc.DuelFast, "", "human", "standard")
	d.Click(centre(s.lay.handCard[0][fc.Marker]))
	d.Click(centre(s.spaceRect(firstTarget(s))))
	d.Step(30)
	assert.Equal(t, 0, s.st.To, "Blue plays a second card")
	assert.Contains(t, s.TurnText(), "card 2 of 2: a different card")
	txt, _, _ := s.Banner()
	assert.Contains(t, txt, "card 2 of 2")
	d.ClickButton("Undo")
	assert.Empty(t, s.M.History())
	assert.Equal(t, 0, s.st.Done)
}

// One person against three computers in Joint Nobility, played to the end
// with the person always putting out a marker (or moving one) by clicks.
func TestJointGameAgainstThreeComputers(t *testing.T) {
	d, s := start(t, fc.Joint, "", "human", "beginner", "beginner", "beginner")
	scenetest.OnMain(func() { s.MinThink = 0 })
	for turns := 0; turns < 400 && !s.st.Over; turns++ {
		if !s.HumanTurn() || s.Busy() {
			d.Step(10)
			continue
		}
		before := len(s.M.History())
		if s.st.Hands[0].Markers > 0 {
			d.Click(centre(s.lay.handCard[0][fc.Marker]))
		} else {
			for i := range s.st.B.Cells {
				c := s.st.B.Cells[i].Top()
				if c != 0 && c.Owner() == 0 && !c.Acted() {
					d.Click(centre(s.spaceRect(s.abs(fc.Pt{X: i % s.st.B.W, Y: i / s.st.B.W}))))
					if len(s.targets) > 0 {
						break
					}
				}
			}
		}
		require.NotEmpty(t, s.targets, "%s", s.st)
		d.Click(centre(s.spaceRect(firstTarget(s))))
		d.Step(25)
		require.Greater(t, len(s.M.History()), before, "the click played: %s", s.Status)
	}
	require.True(t, s.st.Over, "the game ended")
	d.Step(200)
	assert.Equal(t, "result", d.TopName())
	// Under the headline (who won), the line says what decided it: the
	// path, its length and which way it runs.
	if res := s.st.Res; len(res.Winners) > 0 {
		dir := "on a diagonal"
		switch a, b := res.Path[0], res.Path[1]; {
		case a.Y == b.Y:
			dir = "along a row"
		case a.X == b.X:
			dir = "down a column"
		}
		shared := ""
		if len(res.Winners) > 1 {
			shared = ": a win for both partners"
		}
		assert.Regexp(t, `^\w+ completed a path of\x{a0}`+fmt.Sprint(len(res.Path))+` `+dir+`, framed on the board`+shared+`\.$`, s.Reason())
	}
}

func TestTheCameraFollowsUntilThePlayerTakesIt(t *testing.T) {
	d, s := start(t, fc.Duel, "", "human", "human")
	cam := s.Cam()
	assert.True(t, cam.Framing())
	// A pinch zooms (the board is then the player's to look at).
	c := centre(cam.View)
	d.Frames(d.Sc.Touches(c.Sub(image.Pt(40, 0)), c.Add(image.Pt(40, 0))),
		d.Sc.Touches(c.Sub(image.Pt(10, 0)), c.Add(image.Pt(10, 0))), d.Sc.Touches())
	assert.False(t, cam.Framing())
	x0, y0 := cam.Centre()
	z := cam.Zoom
	d.Click(centre(s.lay.handCard[0][fc.Marker]))
	d.Click(centre(s.spaceRect(firstTarget(s))))
	d.Step(60)
	x1, y1 := cam.Centre()
	assert.Equal(t, [3]float64{x0, y0, float64(z)}, [3]float64{x1, y1, float64(cam.Zoom)}, "the view stays where the player left it")
	d.ClickButton("Fit")
	assert.True(t, cam.Framing())
}

// touchDrag drags with one finger from a to b, held for a few frames.
func touchDrag(d *scenetest.Driver, a, b image.Point) {
	fs := []input.Frame{d.Sc.Touches(a), d.Sc.Touches(a)}
	for i := 1; i <= 8; i++ {
		fs = append(fs, d.Sc.Touches(a.Add(b.Sub(a).Mul(i).Div(8))))
	}
	fs = append(fs, d.Sc.Touches(b), d.Sc.Touches())
	d.Frames(fs...)
}

// A whole duel between two people on one phone, every card put or moved by
// a finger dragging it: each puts out markers in a row of its own until one
// completes a path.
func TestAWholeDuelByTouchDrags(t *testing.T) {
	d, s := start(t, fc.Duel, "", "human", "human")
	d.Screen(390, 844, 3)
	for turn := 0; turn < 80 && !s.st.Over; turn++ {
		for s.Busy() {
			d.Step(5)
		}
		seat := s.st.To
		before := len(s.M.History())
		from := centre(s.lay.handCard[seat][fc.Marker])
		// Pick the target that extends this noble's longest line, as a
		// player racing for a path would; the drag selects, so targets
		// are worked out from the rules here.
		best, bestN := [2]int{}, -1
		for _, a := range s.st.Generate(nil) {
			if a.IsMove() || a.PlaceKind() != fc.Marker {
				continue
			}
			sp := s.abs(a.To())
			if !s.spaceRect(sp).In(s.cam.View) {
				continue
			}
			if n, _ := s.st.B.Longest(a.To(), seat); n > bestN {
				best, bestN = sp, n
			}
		}
		require.GreaterOrEqual(t, bestN, 0, "a target in view: %s", s.st)
		touchDrag(d, from, centre(s.spaceRect(best)))
		require.Greater(t, len(s.M.History()), before, "the drag played (%s)", s.Status)
	}
	require.True(t, s.st.Over)
	d.Step(200)
	assert.Equal(t, "result", d.TopName())
}

// The threat display marks where a rival could win next turn (T or the
// Threats button, kept as a setting), and with four nobles the others'
// actions since one's last turn are numbered on the board.
func TestThreatsAndRecap(t *testing.T) {
	d, s := start(t, fc.Quarrel, "m2,m2,m2,m2,m2;f1,f3,f4,.,. to=1", "human", "human", "human", "human")
	d.A.Settings.Threats = false
	d.Step(1)
	assert.Empty(t, s.threatMap())
	d.Key(input.Threats)
	d.Step(1)
	require.True(t, d.A.Settings.Threats)
	th := s.threatMap()
	// Both ends of Gold's row of five (and nothing of anyone else's).
	left, right := s.abs(fc.Pt{X: 0, Y: 1}), s.abs(fc.Pt{X: 6, Y: 1})
	assert.Equal(t, 1, th[left])
	assert.Equal(t, 1, th[right])
	for _, seat := range th {
		assert.Equal(t, 1, seat)
	}
	assert.Contains(t, s.TurnText(), "Gold could win there")
	d.ClickButton("Threats")
	assert.False(t, d.A.Settings.Threats)
	assert.Empty(t, s.threatMap())

	// Blue blocks one end and plays a second card; then every other noble
	// plays two cards without winning.
	scenetest.OnMain(func() {
		for len(s.M.History()) < 8 {
			st := s.st
			var pick fc.Act
			for _, a := range st.Generate(nil) {
				if c := st.Copy(); !fc.Wins(c, a) {
					pick = a
					break
				}
			}
			require.True(t, s.Play(game.Action(pick)))
		}
	})
	d.Step(60)
	require.Equal(t, 0, s.st.To)
	rc := s.recap()
	var seats []int
	for _, p := range rc {
		seats = append(seats, p.seat)
	}
	assert.Equal(t, []int{1, 1, 2, 2, 3, 3}, seats, "what Gold, Red and Green did, in order")
}

// A table open when the language changes in Settings says its buttons and
// its status line in the new language.
func TestTheTableSpeaksTheLanguageChosen(t *testing.T) {
	d, s := start(t, "duel", "", "human", "human")
	labels := func() []string {
		var out []string
		scenetest.OnMain(func() { out = s.Layer.Labels() })
		return out
	}
	require.Contains(t, labels(), "Threats")
	require.Contains(t, labels(), "Undo")
	choose := func(tag string) {
		scenetest.OnMain(func() {
			d.A.Settings.Language = tag
			d.A.ApplySettings()
		})
		d.Step(2)
	}
	defer choose("")
	choose("fr")
	assert.Contains(t, labels(), "Menaces")
	assert.Contains(t, labels(), "Annuler")
	assert.NotContains(t, labels(), "Threats")
	var status string
	scenetest.OnMain(func() { status = s.Status })
	assert.Contains(t, status, "posez une carte", "the status line in French")
	choose("en")
	assert.Contains(t, labels(), "Threats")
}

// TestTheEndKeepsEveryStacksFigureWhole ends a duel and reads the pixels:
// the badge of every stack (its height, "2") lies over the winning path's
// frames, which run into the spaces round it (its figure read "2n"), so no
// frame's cream crosses a badge.
func TestTheEndKeepsEveryStacksFigureWhole(t *testing.T) {
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Duel, 300) })
	require.True(t, s.st.Over)
	d.WaitFor("the winning path lit", 1200, func() bool { return !s.Animating() && !s.A.Anims.Busy() })
	_, _, pic := d.Frame()
	side := s.cardSide()
	b := &s.st.B
	near, badges := 0, 0
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			p := fc.Pt{X: x, Y: y}
			st := b.At(p)
			if st.N < 2 {
				continue
			}
			r := s.spaceRect(s.abs(p))
			h := max(4, min(12, side/3))
			badge := image.Rect(r.Min.X, r.Max.Y-h, r.Min.X+4, r.Max.Y) // its left end: ink, and the first bar
			for _, sp := range s.winPath {
				if s.spaceRect(sp).Inset(-3).Overlaps(badge) {
					near++
				}
			}
			badges++
			for py := badge.Min.Y; py < badge.Max.Y; py++ {
				assert.NotEqual(t, table.Decisive, pic.RGBAAt(badge.Min.X, py), "a win frame crosses the badge of the stack at %v (y %d)", p, py)
			}
		}
	}
	require.Positive(t, badges, "the finished duel has stacks")
	t.Logf("%d stacks, %d beside the winning path", badges, near)
}

// TestACardOutOfTheHandIsPlainToSee ends a duel (every falconer and bird
// on the board) and reads the hand's pixels: the face of a card not in hand
// is drawn in slate, plain on the panel's night (it was charcoal, near
// black), and labelled in words, "out", in cream on a plate across its foot
// (a bare "0" over its corner said nothing of what it was).
func TestACardOutOfTheHandIsPlainToSee(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(390, 844, 3) // (the hands stay on a phone's table at the end)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Duel, 300) })
	require.True(t, s.st.Over)
	texts, _, pic := d.Frame()
	checked := 0
	for seat := 0; seat < s.st.R.Seats; seat++ {
		for k := fc.Bird; k <= fc.Falconer; k++ {
			if s.st.Hands[seat].Has(k) {
				continue
			}
			cr := s.lay.handCard[seat][k]
			face := 0
			for y := cr.Min.Y; y < cr.Max.Y; y++ {
				for x := cr.Min.X; x < cr.Max.X; x++ {
					if pic.RGBAAt(x, y) == ui.Slate {
						face++
					}
				}
			}
			assert.Greater(t, face, cr.Dx()*cr.Dy()/10, "seat %d's %v out of the hand shows its face in slate", seat, k)
			for _, tx := range texts {
				assert.False(t, tx.Text == "0" && tx.R.Overlaps(cr), "no bare 0 over the card")
				pair := s.lay.handCard[seat][fc.Bird].Union(s.lay.handCard[seat][fc.Falconer])
				onBoard := (tx.Text == lang.T("fal.hand.onboard") || tx.Text == lang.T("fal.hand.onboard.short")) && tx.R.In(pair) && tx.R.Overlaps(cr)
				if (tx.Text == lang.T("fal.hand.played") && tx.R.In(cr)) || onBoard {
					assert.Equal(t, ui.Cream, tx.C, "its label")
					checked++
				}
			}
		}
	}
	require.Positive(t, checked, "a card out of the hand was read")
}

// TestCardsOnTheBoardSaySo: a seat whose bird and falconer are both on
// the board says so in words across the two faint cards of its hand, "on
// the board" (or "on board" where the pair is narrow), on a desktop window
// and on a phone, in every language; no bare "out" on each (round 12 read
// the eight "out" as the pieces knocked out of the game); the words lie
// inside one place, the pair drawn as one, crossing no edge (round 13).
func TestCardsOnTheBoardSaySo(t *testing.T) {
	for _, code := range []string{"en", "fr", "ja", "pt-PT"} {
		for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", code, sz[0], sz[1]), func(t *testing.T) {
				d := scenetest.New(t)
				lang1 := func(tag string) {
					scenetest.OnMain(func() { d.A.Settings.Language = tag; d.A.ApplySettings() })
				}
				lang1(code)
				t.Cleanup(func() { lang1("en") })
				d.Screen(sz[0], sz[1], float64(sz[2]))
				var s *Table
				scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
				d.Step(2)
				texts, _, pic := d.Frame()
				said := 0
				for seat := 0; seat < s.st.R.Seats; seat++ {
					h := s.st.Hands[seat]
					if h.Has(fc.Bird) || h.Has(fc.Falconer) {
						continue
					}
					op, ok := s.outPairOf(seat)
					require.True(t, ok)
					pair := op.place // (the pair's two places, and the panel's room at their right the words may take)
					found := false
					for _, tx := range texts {
						if (tx.Text == lang.T("fal.hand.onboard") || tx.Text == lang.T("fal.hand.onboard.short")) && tx.R.In(pair) {
							found = true
							// One wording on every table: the words in
							// full (round 15 read "on board" on the Joint
							// desktop, "on the board" on the others).
							// (a Joint window's panels: the words
							// arrange chose for every panel, the short
							// ones where the full would cost the board
							// its width, TestTheWordsUnderThePairOnTheBoardKeepTheBodyFace)
							want := lang.T("fal.hand.onboard")
							if s.lay.pairLine {
								want = lang.T(s.lay.pairKey)
							}
							assert.Equal(t, want, tx.Text, "seat %d", seat)
							// It lies inside one place, crossing no place's
							// edge (round 13: it ran across two faint cards'
							// borders).
							e := op.edge
							for _, pl := range s.handPlaces(seat) {
								assert.True(t, !tx.R.Overlaps(pl) || tx.R.In(pl.Inset(e)), "seat %d: %q at %v crosses the edge of the place %v", seat, tx.Text, tx.R, pl)
							}
							// Both faces whole inside the place, and the
							// words over none of their painted pixels
							// (round 14: a plate across the pair's foot
							// cut both to their top halves).
							for i, k := range []fc.Kind{fc.Bird, fc.Falconer} {
								art := op.art[i]
								assert.True(t, art.In(pair.Inset(e)), "seat %d: the %v's face %v lies whole inside the place %v", seat, k, art, pair)
								face := sprites.Get(kindSprite[k])
								fb := face.Bounds()
								sc := art.Dx() / fb.Dx()
								require.Positive(t, sc)
								covered := 0
								for y := 0; y < fb.Dy(); y++ {
									for x := 0; x < fb.Dx(); x++ {
										if _, _, _, a := face.At(fb.Min.X+x, fb.Min.Y+y).RGBA(); a > 0 {
											px := image.Rect(art.Min.X+x*sc, art.Min.Y+y*sc, art.Min.X+(x+1)*sc, art.Min.Y+(y+1)*sc)
											covered += area(px.Intersect(tx.R))
										}
									}
								}
								assert.Zero(t, covered, "seat %d: %q at %v covers %d pixels of the %v's face %v", seat, tx.Text, tx.R, covered, k, art)
							}
						}
						assert.False(t, tx.Text == lang.T("fal.hand.played") && tx.R.Overlaps(pair), "seat %d: a bare %q on a card on the board", seat, tx.Text)
					}
					assert.True(t, found, "seat %d: its bird and falconer say in words that they are on the board", seat)
					// The pair drawn as one place: no edge down the middle,
					// where the bird's right and the falconer's left were.
					b, f := s.lay.handCard[seat][fc.Bird], s.lay.handCard[seat][fc.Falconer]
					for y := b.Min.Y + b.Dy()/12; y < b.Min.Y+b.Dy()/4; y++ {
						for _, x := range []int{b.Max.X - 1, f.Min.X} {
							assert.NotEqual(t, ui.Slate, pic.RGBAAt(x, y), "seat %d: an edge at %d,%d between its bird and falconer", seat, x, y)
						}
					}
					said++
				}
				require.Positive(t, said, "the demo has a seat with both on the board")
			})
		}
	}
}

// TestTheOrderTagsKeepTheirComma: a space played twice has one tag, its
// two figures on plates of their own side by side ("3" and "5": rounds 22
// and 24 read the comma run into the figures, "35" or "3.5"), on a phone
// in the figures' face (a desktop window's cards, 36 canvas px at the
// opening zoom, hold two such plates only over their art: the small
// face there); where a card has no room even for that, its figures with
// a comma between ("3,5"), the comma drawn whole on the plate inside its
// rim (round 14 read the thin rule that stood for it as nothing, "35",
// and an unpadded plate's rim took the comma's tail); the tag inside its
// card; on a desktop window and on both phones.
func TestTheOrderTagsKeepTheirComma(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
			d.Step(2)
			texts := d.Texts()
			pairs := 0
			scenetest.OnMain(func() {
				for _, tg := range s.RecapTags(s.cardSide()) {
					assert.True(t, tg.R.In(s.spaceRect(tg.To)), "the tag %q at %v lies inside its card", tg.Label, tg.R)
					if !strings.Contains(tg.Label, ",") {
						continue
					}
					pairs++
					require.True(t, tg.split, "the tag %q: a plate a figure", tg.Label)
					if tg.split {
						figs := strings.Split(tg.Label, ",")
						require.Len(t, tg.Plates(), len(figs))
						for i, p := range tg.Plates() {
							assert.True(t, p.In(tg.R), "the plate %v lies in the tag %v", p, tg.R)
							for _, o := range tg.Plates()[:i] {
								assert.False(t, p.Overlaps(o), "the plates %v and %v apart", p, o)
							}
							said := ""
							for _, tx := range texts {
								if tx.R.Min.X >= p.Min.X && tx.R.Min.X < p.Max.X && tx.R.Overlaps(p) {
									said += tx.Text
									assert.Equal(t, tg.Face, tx.Face, "%q on its plate in the tag's face", tx.Text)
									if sz[2] != 1 {
										assert.Equal(t, ui.Figures, tx.Face, "%q on its plate in the figures' face", tx.Text)
									}
								}
							}
							assert.Equal(t, figs[i], said, "the plate %d of the tag %q", i, tg.Label)
						}
						continue
					}
					// What is drawn on the plate, read left to right and
					// line by line, is the label, comma and all.
					var on []ui.TextDraw
					for _, tx := range texts {
						if tx.R.Overlaps(tg.R) && tx.R.Min.X >= tg.R.Min.X && tx.R.Min.X < tg.R.Max.X {
							on = append(on, tx)
						}
					}
					sort.Slice(on, func(i, j int) bool { // (a line's ink stands on its baseline)
						if on[i].R.Max.Y != on[j].R.Max.Y {
							return on[i].R.Max.Y < on[j].R.Max.Y
						}
						return on[i].R.Min.X < on[j].R.Min.X
					})
					said := ""
					for _, tx := range on {
						said += tx.Text
						if tx.Text != "," {
							continue
						}
						// The comma's ink (R) inside the plate's rim.
						assert.True(t, tx.R.In(tg.R.Inset(1)), "the comma's ink %v lies inside the plate %v's rim", tx.R, tg.R)
					}
					assert.Equal(t, tg.Label, said, "the tag %q as drawn", tg.Label)
				}
			})
			require.Positive(t, pairs, "the demo has a space played twice")
		})
	}
}

// TestTheMarkersCountKeepsTheGap: the markers' count beside their card
// ("×13") keeps the kit's gap (ui.Pad) from the card's frame and from the
// next card (round 14 read it jammed against the frame, 2 px off), on a
// desktop window and a phone, in a duel and a Joint game.
func TestTheMarkersCountKeepsTheGap(t *testing.T) {
	for _, v := range []string{fc.Duel, fc.Joint} {
		for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}} {
			t.Run(fmt.Sprintf("%s/%dx%d", v, sz[0], sz[1]), func(t *testing.T) {
				d := scenetest.New(t)
				d.Screen(sz[0], sz[1], float64(sz[2]))
				var s *Table
				scenetest.OnMain(func() { s = Demo(d.A, v, 14) })
				d.Step(2)
				require.True(t, s.lay.beside, "the count stands beside its card")
				texts := d.Texts()
				for seat := 0; seat < s.st.R.Seats; seat++ {
					m, b := s.lay.handCard[seat][fc.Marker], s.lay.handCard[seat][fc.Bird]
					found := false
					for _, tx := range texts {
						if tx.Text != markerCount(int(s.st.Hands[seat].Markers)) || tx.R.Min.Y >= m.Max.Y || tx.R.Max.Y <= m.Min.Y || tx.R.Min.X < m.Max.X || tx.R.Max.X > b.Min.X {
							continue
						}
						found = true
						assert.GreaterOrEqual(t, tx.R.Min.X-m.Max.X, ui.Pad, "seat %d: %q at %v keeps the gap from its card %v", seat, tx.Text, tx.R, m)
						assert.GreaterOrEqual(t, b.Min.X-tx.R.Max.X, ui.Pad, "seat %d: %q at %v keeps the gap from the next card %v", seat, tx.Text, tx.R, b)
					}
					assert.True(t, found, "seat %d: its markers' count beside its card", seat)
				}
			})
		}
	}
}

// TestTheRecapLegendCoversNoPlace: the legend of the order-of-play badges
// sits on bare felt, clear of every card and every lit space, on a desktop
// window and on both phones (a Joint board, a marker picked: its lit
// spaces reach the view's bottom corner on a desktop, so the legend moves
// to the zoom bar).
func TestTheRecapLegendCoversNoPlace(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22); s.selectKind(fc.Marker) })
			d.Step(2)
			var places []image.Rectangle
			scenetest.OnMain(func() {
				require.NotEmpty(t, s.targets, "a marker picked lights spaces")
				for sp := range s.targets {
					places = append(places, s.spaceRect(sp))
				}
				places = append(places, s.Drawn()...)
			})
			// Every tag drawn is explained: the order's legend names the
			// last figure, and a space played twice ("3,5") has its own.
			var twice bool
			last := ""
			scenetest.OnMain(func() {
				for _, tg := range s.RecapTags(s.cardSide()) {
					twice = twice || strings.Contains(tg.Label, ",")
					fs := strings.Split(tg.Label, ",")
					if f := fs[len(fs)-1]; len(f) > len(last) || (len(f) == len(last) && f > last) {
						last = f
					}
				}
			})
			require.True(t, twice, "the demo has a space played twice")
			texts := d.Texts()
			for _, key := range []string{"fal.recap.legend", "fal.recap.twice"} {
				_, post, _ := strings.Cut(lang.T(key, "Figures", "\x00"), "\x00")
				post = strings.TrimSpace(post)
				found := false
				for _, l := range texts {
					if !legendLine(l.Text, key) {
						continue
					}
					found = true
					for _, p := range places {
						assert.False(t, l.R.Overlaps(p), "the legend %v covers the place %v", l.R, p)
					}
				}
				assert.True(t, found, "the legend %q is shown", post)
			}
			shown := false
			for _, l := range texts {
				if !legendLine(l.Text, "fal.recap.legend") {
					continue
				}
				for _, f := range texts { // the figure on the legend's line, before its words
					dy := f.R.Min.Y - l.R.Min.Y
					shown = shown || (f.Text == last && dy*dy <= 9 && f.R.Max.X <= l.R.Min.X+2 && l.R.Min.X-f.R.Max.X < 20)
				}
			}
			assert.True(t, shown, "the legend names the last figure %q", last)
		})
	}
}

// TestTheWinningPathLeavesItsCardsWhole ends a duel and reads the pixels:
// the winning path is outlined on its cards' outer edge (the decisive
// cream on the outer pixel of each open side's ink border), every card of
// it keeps its art as drawn without the highlight (a cream bar struck
// through their middles hid them), and every other card on the board is
// drawn as it would be without it (a frame outside the path lay over the
// cards above and below the winning row, a stack's badge on its edge).
func TestTheWinningPathLeavesItsCardsWhole(t *testing.T) {
	for _, sz := range []struct {
		w, h int
		dpr  float64
	}{{1280, 720, 1}, {390, 844, 3}} {
		d, s := shotTable(t, "falconry-end", sz.w, sz.h, sz.dpr)
		require.True(t, s.st.Over)
		d.WaitFor("the winning path lit", 1200, func() bool { return !s.Animating() && !s.A.Anims.Busy() })
		require.NotEmpty(t, s.winPath)
		_, _, lit := d.Frame()
		path := s.winPath
		in := map[[2]int]bool{}
		for _, sp := range path {
			in[sp] = true
		}
		edge := max(1, s.cardSide()/12) // a card's ink border
		for _, sp := range path {
			r := s.spaceRect(sp)
			if !in[[2]int{sp[0], sp[1] - 1}] { // an open top: the rim's cream on its outer pixel
				assert.Equal(t, table.Decisive, lit.RGBAAt(ui.Mid(r).X, r.Min.Y), "%dx%d: the rim on top of the path's card at %v", sz.w, sz.h, sp)
			}
			if !in[[2]int{sp[0] - 1, sp[1]}] {
				assert.Equal(t, table.Decisive, lit.RGBAAt(r.Min.X, ui.Mid(r).Y), "%dx%d: the rim left of the path's card at %v", sz.w, sz.h, sp)
			}
		}
		scenetest.OnMain(func() { s.winPath = nil })
		_, _, bare := d.Frame()
		b := &s.st.B
		for y := 0; y < b.H; y++ {
			for x := 0; x < b.W; x++ {
				p := fc.Pt{X: x, Y: y}
				if b.At(p).N == 0 {
					continue
				}
				a := s.abs(p)
				r := s.spaceRect(a)
				what := "a card beside the path"
				if in[a] {
					r, what = r.Inset(edge), "the path's card's art"
				}
				for py := r.Min.Y; py < r.Max.Y; py++ {
					for px := r.Min.X; px < r.Max.X; px++ {
						if lit.RGBAAt(px, py) != bare.RGBAAt(px, py) {
							t.Fatalf("%dx%d: the win's frame covers %s at %v (pixel %d,%d)", sz.w, sz.h, what, a, px, py)
						}
					}
				}
			}
		}
	}
}

// TestTheEndsTopBarKeepsTheBodyFace ends a duel on a phone held upright:
// the zoom bar that carried the variant is gone, and the top bar says
// "Game over" centred, as every table's bar does (it was pushed beside the
// title to leave the variant room), with every word in the body face,
// never in a smaller face of its own: the variant goes (the result says
// the game).
func TestTheEndsTopBarKeepsTheBodyFace(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(390, 844, 3)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Duel, 300) })
	require.True(t, s.st.Over)
	d.WaitFor("the winning path lit", 1200, func() bool { return !s.Animating() && !s.A.Anims.Busy() })
	texts, _, _ := d.Frame()
	found := false
	for _, td := range texts {
		if td.R.Max.Y <= table.TopBarH {
			assert.Equal(t, ui.Body, td.Face, "the top bar's %q", td.Text)
			if td.Text == lang.T("table.game-over") {
				found = true
				assert.InDelta(t, ui.W/2, (td.R.Min.X+td.R.Max.X)/2, 2, "%q is centred on the bar", td.Text)
			}
		}
	}
	assert.True(t, found, "the top bar says the game is over")
}

// TestTheLastCardsLineIsFramed plays a duel on and reads the pixels: the
// last card played is framed, in the last move's colour just outside it,
// with the rest of the line of its noble's cards it is part of (the log's
// "Line of 4" is the row so framed), and the frame covers none of them.
func TestTheLastCardsLineIsFramed(t *testing.T) {
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Duel, 14) }) // (as the "falconry" shot: Gold's last marker made a line of 4)
	d.Step(2)
	require.True(t, s.hasLast && !s.lastMove, "the last action put a card out")
	g := s.grid(s.lastTo)
	seat := s.st.B.Top(g).Owner()
	n, _ := s.st.B.Longest(g, seat)
	line := s.st.B.Path(g, seat)
	require.Len(t, line, n, "the line through the last card is its longest")
	require.Greater(t, n, 1, "the demo's last card is part of a line")
	_, _, lit := d.Frame()
	in := map[[2]int]bool{}
	for _, p := range line {
		in[s.abs(p)] = true
	}
	for a := range in {
		r := s.spaceRect(a)
		if !in[[2]int{a[0], a[1] - 1}] {
			assert.Equal(t, table.Last, lit.RGBAAt(ui.Mid(r).X, r.Min.Y-1), "the frame above the line's card at %v", a)
		}
		if !in[[2]int{a[0] + 1, a[1]}] {
			assert.Equal(t, table.Last, lit.RGBAAt(r.Max.X, ui.Mid(r).Y), "the frame right of the line's card at %v", a)
		}
	}
	scenetest.OnMain(func() { s.hasLast = false })
	_, _, bare := d.Frame()
	for a := range in {
		r := s.spaceRect(a)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if lit.RGBAAt(x, y) != bare.RGBAAt(x, y) {
					t.Fatalf("the frame covers the line's card at %v (pixel %d,%d)", a, x, y)
				}
			}
		}
	}
}

// TestTheEndsStatusLineSaysTheResult ends a duel on the desktop canvas,
// where the docked result leaves the status line's left part in view: the
// line says the result ("Game over: Gold wins"), drawn whole, clear of the
// panel (it was an empty strip).
func TestTheEndsStatusLineSaysTheResult(t *testing.T) {
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Duel, 300) })
	require.True(t, s.st.Over)
	d.WaitFor("the result docked", 1200, func() bool { return !table.ResultPlace(d.A).Empty() })
	panel := table.ResultPlace(d.A)
	r, ok := d.A.Top().(*scenes.Result)
	require.True(t, ok)
	want := lang.T("table.over-status", "Result", r.Title())
	assert.Equal(t, want, s.Says())
	texts, _, _ := d.Frame()
	found := false
	for _, td := range texts {
		if td.Text == want {
			found = true
			assert.False(t, td.R.Overlaps(panel), "%q at %v lies clear of the result at %v", td.Text, td.R, panel)
			assert.GreaterOrEqual(t, td.R.Min.Y, panel.Max.Y-40, "%q is on the status line", td.Text)
		}
	}
	assert.True(t, found, "the status line says %q", want)
}

// TestTheLastMovesFrameHasALegend plays a duel on: the last card's frame
// (in the last move's colour, round its line) is named in words on the
// felt, clear of every card ("last card and its line": the aqua frames had
// no legend).
func TestTheLastMovesFrameHasALegend(t *testing.T) {
	d := scenetest.New(t)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Duel, 14) })
	d.Step(2)
	require.True(t, s.hasLast)
	texts, _, _ := d.Frame()
	want := lang.T("fal.legend.last")
	found := false
	for _, td := range texts {
		if td.Text != want {
			continue
		}
		found = true
		assert.True(t, td.R.In(s.cam.View), "%q at %v lies in the board's view", want, td.R)
		assert.True(t, s.clearOfCards(td.R), "%q at %v covers no card", want, td.R)
	}
	assert.True(t, found, "the board says what its aqua frame is")
}

// TestAJointBoardOnAPhoneLeavesNoBandOfFelt: on a phone held upright, a
// Joint board fills its view's height: under the zoom bar no more felt
// than the frame's margin and a step of zoom, and under it only the
// legends' line; the log takes the rest (the board's view was square, some
// 80 canvas pixels of felt above and below the board), eight entries or
// more where the board lies as it is, what the board leaves where it is
// turned down the phone's height (the felt then the board's where the
// rest holds no two entries). After more cards are played the table is
// laid out anew to the board's new height, and it still fits whole.
func TestAJointBoardOnAPhoneLeavesNoBandOfFelt(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} { // (a 375x667 phone has no room for the log: the board keeps it)
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], 3)
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
			d.Step(2)
			check := func(when string) {
				scenetest.OnMain(func() {
					b := s.cam.Rect(s.Content())
					v := s.cam.View
					require.True(t, b.In(v), "%s: the board %v is whole in its view %v", when, b, v)
					slack := s.cam.Span(Space) / 2
					above := b.Min.Y - (v.Min.Y + s.cam.Cap)
					below := v.Max.Y - s.cam.Foot - b.Max.Y
					if s.keyInLog() {
						assert.Positive(t, s.logKeyH(), "%s: the legends head the log under the board", when)
					} else {
						assert.Positive(t, s.cam.Foot, "%s: the legends' line under the board", when)
					}
					if s.turned && !s.lay.strip.Empty() {
						// The log's last lines in the zoom bar's left part,
						// beside the zoom (the board takes the height).
						assert.Equal(t, s.lay.strip, s.LogRect(), "%s: the log in the zoom bar", when)
						assert.GreaterOrEqual(t, s.LogRect().Dy(), 2*ui.LineH+12, "%s: two lines of log", when)
						assert.False(t, s.LogRect().Overlaps(s.ZoomControl()), "%s: the log clear of the zoom's buttons", when)
					}
					if s.turned && (s.LogRect().Empty() || !s.lay.strip.Empty()) {
						assert.Less(t, above+below, 2*ui.LineH+26+4+2*table.FeltMargin+slack,
							"%s: felt above (%d) and below (%d) the turned board: room for the log's two entries", when, above, below)
						return
					}
					assert.LessOrEqual(t, above+below, 2*table.FeltMargin+slack,
						"%s: felt above (%d) and below (%d) the board", when, above, below)
					least := 8*ui.LineH + 26
					if s.turned {
						least = 2*ui.LineH + 26
					}
					assert.GreaterOrEqual(t, s.LogRect().Dy(), least, "%s: the log takes the room", when)
				})
			}
			check("as it opens")
			scenetest.OnMain(func() {
				var bots []game.Bot
				for i := 0; i < s.st.R.Seats; i++ {
					b, _ := fc.NewBot("standard", uint64(31+i))
					bots = append(bots, b)
				}
				for i := 0; i < 12 && !s.st.Over; i++ {
					s.PlayOn("standard 31", bots)
					s.fly = nil
				}
			})
			d.Step(90) // (the camera glides to the new board)
			if !s.st.Over {
				check("twelve cards on")
			}
		})
	}
}

// TestTheOrderTagsLieInsideTheirCards: the order-of-play tags ("3,5", "6")
// of a Joint game lie in one place on every card, on a desktop window and
// on phones: wholly inside their own card, in the strip of its frame at its
// right, up from its bottom edge, over none of its art (a "3,5" laid over
// the art's corner covered a falconer's lower half), in the figures' face
// on a phone (digits 9 px high, not the small face's 6), over no other
// card nor space, and none over
// another (tags hung from whichever of a card's edges was free straddled
// the edges in four places, one over an empty lit space, and read as
// another card's or a space's). On a desktop window the legends (the
// order's, the tag played twice, the last card's frame) are one block, one
// under the other (the order's sat at the top left, the others at the
// bottom right).
func TestTheOrderTagsLieInsideTheirCards(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
			d.Step(2)
			scenetest.OnMain(func() {
				side := s.cardSide()
				require.GreaterOrEqual(t, side, 24, "the tags are drawn")
				tags := s.RecapTags(side)
				require.Greater(t, len(tags), 2)
				for i, tg := range tags {
					require.NotZero(t, s.cardAt(tg.To), "the tag %q numbers a card, not a bare space", tg.Label)
					own := s.spaceRect(tg.To)
					assert.True(t, tg.R.In(own), "the tag %q at %v lies inside its card %v", tg.Label, tg.R, own)
					// In its card's bottom right corner, on the corner or
					// as far in on the diagonal as the card's edge.
					in := own.Max.Sub(tg.R.Max)
					assert.True(t, in.X == in.Y && in.X >= 0 && in.X <= max(1, own.Dx()/12), "the tag %q at %v sits in its card's bottom right corner %v", tg.Label, tg.R, own.Max)
					if sz[2] != 1 {
						assert.Equal(t, ui.Figures, tg.Face, "the tag %q on a phone is in the figures' face", tg.Label)
					}
					c := s.Content()
					for y := c.Min.Y / Space; y < c.Max.Y/Space; y++ {
						for x := c.Min.X / Space; x < c.Max.X/Space; x++ {
							if r := s.cam.Rect(image.Rect(x*Space, y*Space, (x+1)*Space, (y+1)*Space)); r != own {
								assert.False(t, tg.R.Overlaps(r), "the tag %q at %v lies on the space %v", tg.Label, tg.R, r)
							}
						}
					}
					for _, o := range tags[:i] {
						assert.False(t, tg.R.Overlaps(o.R), "the tags %q and %q overlap", tg.Label, o.Label)
					}
				}
			})
			if sz[2] != 1 {
				return
			}
			var ys []int
			for _, key := range []string{"fal.recap.legend", "fal.recap.twice", "fal.legend.last"} {
				post := lang.T(key, "Figures", "\x00")
				if _, after, ok := strings.Cut(post, "\x00"); ok {
					post = strings.TrimSpace(after)
				}
				for _, l := range d.Texts() {
					if strings.Contains(l.Text, post) || legendLine(l.Text, key) {
						ys = append(ys, l.R.Min.Y)
						break
					}
				}
			}
			require.Len(t, ys, 3, "the three legends are shown")
			for i := 1; i < 3; i++ {
				dy := ys[i] - ys[i-1]
				assert.True(t, dy > 0 && dy <= 3*ui.LineH, "the legends lie one under the other, in the order read (a legend's words on two lines at most): %v", ys)
			}
		})
	}
}

// TestTheOrderTagsArePlatesOffTheArt: each order-of-play tag ("6", "3,5")
// is a plate of its own, read as a tag laid on the card, not paint on its
// art (round 12 read the stacked "3" over "5", cream on the card's ink
// edge, as running into the green falconer's white arm): inside its card,
// over none of its art's painted pixels (the card's own kind's face, read
// from the sprite), rimmed all round in a light pixel, not the card's ink;
// two plays on one space on one plate; in the figures' face on a phone.
func TestTheOrderTagsArePlatesOffTheArt(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
			d.Step(2)
			_, _, pic := d.Frame()
			scenetest.OnMain(func() {
				tags := s.RecapTags(s.cardSide())
				require.Greater(t, len(tags), 2)
				pair := 0
				for _, tg := range tags {
					own := s.spaceRect(tg.To)
					assert.True(t, tg.R.In(own), "the tag %q at %v lies inside its card %v", tg.Label, tg.R, own)
					if strings.Contains(tg.Label, ",") {
						pair++
					}
					// The art's painted pixels under the plate.
					face := sprites.Get(kindSprite[s.cardAt(tg.To).Kind()])
					art, sc := ArtRect(own), max(1, own.Dx()/12)
					covered := 0
					for y := 0; y < face.Bounds().Dy(); y++ {
						for x := 0; x < face.Bounds().Dx(); x++ {
							if _, _, _, a := face.At(face.Bounds().Min.X+x, face.Bounds().Min.Y+y).RGBA(); a == 0 {
								continue
							}
							px := image.Rect(art.Min.X+x*sc, art.Min.Y+y*sc, art.Min.X+(x+1)*sc, art.Min.Y+(y+1)*sc)
							covered += area(px.Intersect(tg.R))
						}
					}
					assert.Zero(t, covered, "the tag %q at %v covers %d pixels of its card's art", tg.Label, tg.R, covered)
					// A light rim all round each plate: every pixel of its edge far from ink.
					dark := 0
					for _, p := range tg.Plates() {
						for x := p.Min.X; x < p.Max.X; x++ {
							for _, y := range []int{p.Min.Y, p.Max.Y - 1} {
								if c := pic.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) < 3*110 {
									dark++
								}
							}
						}
						for y := p.Min.Y; y < p.Max.Y; y++ {
							for _, x := range []int{p.Min.X, p.Max.X - 1} {
								if c := pic.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) < 3*110 {
									dark++
								}
							}
						}
					}
					assert.Zero(t, dark, "the tag %q at %v has a light rim all round (%d dark pixels on its edge)", tg.Label, tg.R, dark)
					if sz[2] != 1 {
						assert.Equal(t, ui.Figures, tg.Face, "the tag %q on a phone is in the figures' face", tg.Label)
					}
				}
				assert.Positive(t, pair, "a space played twice: its two figures on one tag")
			})
		})
	}
}

// TestTheZoomHintSaysWhyABoardThatFillsThePhoneZooms: a Joint board
// wider than a phone held upright at a finger's size (9 spaces across,
// 7 down) is turned down the phone's height, where the height lets it
// show larger so: on a 412x915, a 390x844 or a 360x800 phone its spaces
// open a finger wide (x4, 48 CSS px), no hint of a zoom is said, and one
// tap on a lit space puts the marker there (it opened at x3, 36 CSS px, and
// said "Tap the board to zoom in first."; a 360x800 phone opened it at
// x3.5 and said a first tap zooms in a step, until its panels put each
// noble's progress on the name's line, "line 2/6", giving the board the
// line under their cards). On each, the framed board keeps 8 px of felt
// from the screen's left and right edges (Camera.Side).
func TestTheZoomHintSaysWhyABoardThatFillsThePhoneZooms(t *testing.T) {
	for _, c := range []struct {
		w, h int
		key  string
	}{{412, 915, ""}, {390, 844, ""}, {360, 800, ""}} {
		t.Run(fmt.Sprintf("%dx%d", c.w, c.h), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(c.w, c.h, 3)
			scenetest.OnMain(func() { ui.Touch = true })
			defer scenetest.OnMain(func() { ui.Touch = false })
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
			d.Step(2)
			var zoom, finger float64
			var board image.Rectangle
			var turned bool
			scenetest.OnMain(func() {
				zoom, finger, board, turned = s.cam.Zoom, s.cam.FingerZoom(), s.cam.Rect(s.Content()), s.turned
			})
			assert.True(t, turned, "the board lies down the phone's height")
			assert.GreaterOrEqual(t, board.Min.X, 8, "the board's left edge %v at x%g", board, zoom)
			assert.LessOrEqual(t, board.Max.X, ui.W-8, "the board's right edge %v at x%g", board, zoom)
			var all []string
			for _, tx := range d.Texts() {
				all = append(all, tx.Text)
			}
			said := strings.Join(all, " ")
			for _, key := range []string{"table.tap-zoom", "table.tap-zoom.step"} {
				if key == c.key {
					assert.Contains(t, said, lang.T(key), "at x%g (a finger's size at x%g)", zoom, finger)
				} else {
					assert.NotContains(t, said, lang.T(key), "at x%g (a finger's size at x%g)", zoom, finger)
				}
			}
			if c.key != "" {
				require.Less(t, zoom, finger, "the cards are under a finger's size")
				return
			}
			require.GreaterOrEqual(t, zoom, finger, "the cards open a finger wide")
			var from, to image.Rectangle
			var plies int
			scenetest.OnMain(func() { from, plies = s.Spots()["put-from"], len(s.Match().History()) })
			require.False(t, from.Empty(), "a card in hand to put out")
			d.Tap(ui.Mid(from))
			d.Step(2)
			scenetest.OnMain(func() { to = s.Spots()["put-to"] })
			require.False(t, to.Empty(), "a lit space in view")
			assert.GreaterOrEqual(t, min(to.Dx(), to.Dy()), ui.Finger, "the lit space %v", to)
			d.Tap(ui.Mid(to))
			d.Step(2)
			assert.Equal(t, plies+1, len(s.Match().History()), "the card picked, one tap on a lit space plays")
		})
	}
}

// TestAPhoneNamesTheVariantInTheTopBar: on a phone upright the variant
// ("Duel of Nobles, paths of 5") sits at the top bar's right, as on a
// desktop, the banner beside the title, not in the zoom row over the
// board (where it crowded the zoom's plate and the buttons).
func TestAPhoneNamesTheVariantInTheTopBar(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(390, 844, 3)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Duel, 14) })
	d.Step(2)
	var note string
	scenetest.OnMain(func() { _, _, note = s.Banner() })
	found := false
	for _, tx := range d.Texts() {
		if tx.Text == note {
			found = true
			assert.LessOrEqual(t, tx.R.Max.Y, table.TopBarH, "the variant %q at %v", note, tx.R)
			assert.LessOrEqual(t, tx.R.Max.X, ui.W-8+1, "the variant %q at %v", note, tx.R)
		}
	}
	assert.True(t, found, "the variant %q is named", note)
}

// TestADuelsBoardLeavesNoBandOfFelt: on a desktop a duel's board, taller
// than wide, is framed at the zoom its height allows, and the column at
// the right takes the felt it leaves beside it (a band of 50 px was bare at
// each side at 1280x720): at most 40 px of felt each side.
func TestADuelsBoardLeavesNoBandOfFelt(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 2)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Duel, 14) })
	d.Step(2)
	var board, view image.Rectangle
	scenetest.OnMain(func() { board, view = s.cam.Rect(s.Content()), s.cam.View })
	require.True(t, board.In(view), "the board %v whole in its view %v", board, view)
	assert.LessOrEqual(t, board.Min.X-view.Min.X, 40, "felt left of the board %v in %v", board, view)
	assert.LessOrEqual(t, view.Max.X-board.Max.X, 40, "felt right of the board %v in %v", board, view)
}

// TestTheOrderTagsLeaveTheSymbolsClear: no order-of-play tag ("3,5")
// covers its card's noble symbol (the top right corner; the tags take the
// bottom right), on a desktop and on both phones.
func TestTheOrderTagsLeaveTheSymbolsClear(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 20) })
			d.Step(2)
			scenetest.OnMain(func() {
				tags := s.RecapTags(s.cardSide())
				require.NotEmpty(t, tags)
				for _, tg := range tags {
					sym := symbolRect(s.spaceRect(tg.To))
					assert.False(t, tg.R.Overlaps(sym), "the tag %q at %v covers the symbol %v", tg.Label, tg.R, sym)
				}
			})
		})
	}
}

// TestATurnedBoardIsTheDesktopsTurnedAQuarter: a Joint board turned down
// a phone's height is the desktop's picture turned a quarter clockwise
// (the desktop's left at the top, its top at the right), so the phone
// turned a quarter to the left shows the desktop's picture: it was the
// desktop's mirrored across its diagonal (rows as columns), another
// picture.
func TestATurnedBoardIsTheDesktopsTurnedAQuarter(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(1280, 720, 1)
	var s *Table
	scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 20) })
	d.Step(2)
	at := func() map[[2]int]image.Point {
		out := map[[2]int]image.Point{}
		scenetest.OnMain(func() {
			b := &s.st.B
			for y := b.OY; y < b.OY+b.H; y++ {
				for x := b.OX; x < b.OX+b.W; x++ {
					if s.cardAt([2]int{x, y}) != 0 {
						out[[2]int{x, y}] = ui.Mid(s.spaceRect([2]int{x, y}))
					}
				}
			}
		})
		return out
	}
	desk := at()
	require.False(t, s.turned)
	d.Screen(390, 844, 3)
	d.Step(2)
	phone := at()
	require.True(t, s.turned, "the board lies down the phone's height")
	sign := func(v int) int { return min(1, max(-1, v)) }
	for a, da := range desk {
		for b, db := range desk {
			pa, pb := phone[a], phone[b]
			// (dx, dy) on the desktop is (-dy, dx) on the phone.
			assert.Equal(t, [2]int{-sign(db.Y - da.Y), sign(db.X - da.X)}, [2]int{sign(pb.X - pa.X), sign(pb.Y - pa.Y)},
				"the cards %v and %v", a, b)
		}
	}
	// A tap on a space's place on the phone is that space.
	scenetest.OnMain(func() {
		for a, p := range phone {
			assert.Equal(t, a, s.spaceAt(p), "the space under %v", p)
		}
	})
}

// TestAJointPhoneKeepsOneKey: on a phone where a Joint board takes the
// height, the board's legends are one key: on a 390x844 phone at the top
// of the log's panel under the board, over the plays they explain; on a
// 360x800 phone, which has no room for the key over the log's entries,
// under the board, not in the zoom bar beside the buttons (two keys, 500
// px apart), where the log's newest entry is, in the body face. On both
// the variant ("Joint Nobility") is in the top bar, as the other games'
// (round 24 read it in the zoom bar as a tag squeezed against the zoom's
// buttons).
func TestAJointPhoneKeepsOneKey(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], 3)
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 20) })
			d.Step(2)
			var note string
			var board, bar, log image.Rectangle
			var inLog bool
			scenetest.OnMain(func() {
				_, _, note = s.Banner()
				board = s.cam.Rect(s.Content())
				v := s.cam.View
				bar = image.Rect(v.Min.X, v.Min.Y, v.Max.X, v.Min.Y+s.cam.Cap)
				log = s.LogRect()
				inLog = s.keyInLog()
			})
			require.True(t, s.turned)
			require.Equal(t, sz[0] == 390, inLog, "the key heads the log on a 390x844 phone alone")
			if !inLog {
				require.True(t, log.In(bar), "the log %v in the zoom bar %v", log, bar)
			}
			found := false
			legend := lang.T("fal.legend.last")
			var legendR, orderR image.Rectangle
			for _, tx := range d.Texts() {
				if tx.Text == legend {
					legendR = tx.R
				}
				if legendLine(tx.Text, "fal.recap.legend") {
					orderR = tx.R
				}
				if tx.R.In(log) && !inLog && tx.Face != ui.Figures { // (an entry's order-of-play tag: LogTag)
					assert.Equal(t, ui.Body, tx.Face, "the log's %q", tx.Text)
				}
				if tx.Text != note {
					continue
				}
				found = true
				assert.LessOrEqual(t, tx.R.Max.Y, table.TopBarH, "the variant %v in the top bar", tx.R)
			}
			assert.True(t, found, "the variant %q is said", note)
			assert.Greater(t, legendR.Min.Y, board.Max.Y, "the last card's legend under the board")
			assert.Greater(t, orderR.Min.Y, board.Max.Y, "the order's legend under the board")
			if inLog {
				assert.True(t, legendR.In(log) && orderR.In(log), "the legends %v %v head the log %v", orderR, legendR, log)
			}
		})
	}
}

// TestAJointPhoneLogShowsThePlays: on a 390x844 phone a Joint table (the
// shot's scene, its board turned down the height) shows the plays since
// the player's turn in its log, three whole entries at the least (it
// showed one, on two lines in the zoom bar), its board's spaces still a
// finger's size, and every noble's panel whole.
// TestAJointPhoneKeyIsRuledOffTheLog: on a 390x844 phone, where the key
// heads the log's panel, a light rule across the panel parts the key's
// rows from the plays under it (round 12 read the two key rows as mixed
// in with the log's lines), and the log keeps three whole entries.
func TestAJointPhoneKeyIsRuledOffTheLog(t *testing.T) {
	d, s := jointPhone(t)
	texts, _, pic := d.Frame()
	scenetest.OnMain(func() {
		require.True(t, s.keyInLog(), "the key heads the log's panel")
		lr, rule := s.LogRect(), s.lay.keyRule
		require.False(t, rule.Empty(), "a rule under the key")
		assert.True(t, rule.In(lr), "the rule %v lies in the log's panel %v", rule, lr)
		assert.GreaterOrEqual(t, rule.Dx(), lr.Dx()*9/10, "the rule runs across the panel")
		for x := rule.Min.X; x < rule.Max.X; x++ {
			require.Equal(t, ui.DoveGrey, pic.RGBAAt(x, rule.Min.Y), "the rule is drawn (x %d)", x)
		}
		key, entries := 0, 0
		for _, l := range texts {
			if !l.R.Overlaps(lr) {
				continue
			}
			switch {
			case legendLine(l.Text, "fal.recap.legend") || legendLine(l.Text, "fal.recap.twice"):
				key++
				assert.LessOrEqual(t, l.R.Max.Y, rule.Min.Y, "the key's line %q lies over the rule", l.Text)
			case strings.Contains(l.Text, "marker"):
				entries++
				assert.GreaterOrEqual(t, l.R.Min.Y, rule.Max.Y, "the log's line %q lies under the rule", l.Text)
			}
		}
		assert.Equal(t, 2, key, "the key's two legends in words")
		assert.Positive(t, entries)
		shown, _ := s.LogShown()
		assert.GreaterOrEqual(t, shown, min(3, len(s.Log)), "the log's whole entries")
	})
}

func TestAJointPhoneLogShowsThePlays(t *testing.T) {
	_, s := jointPhone(t)
	scenetest.OnMain(func() {
		require.True(t, s.turned, "the board turned down the phone's height")
		entries, _ := s.LogShown()
		assert.GreaterOrEqual(t, entries, min(3, len(s.Log)), "the log's whole entries")
		assert.GreaterOrEqual(t, s.cardSide(), ui.Finger, "a space is a finger's size")
		for seat := 0; seat < s.st.R.Seats; seat++ {
			assert.True(t, s.lay.hand[seat].In(s.Kit.Area), "the panel %d is whole", seat)
		}
	})
}

// TestTheEndsPanelsSayTheirLinesInTheBodyFace: at the end of a duel in a
// window, each panel says its noble's longest line on its name's line
// ("line 3/5") in the body face, as the names beside it (it was the
// small face, the table's only small words).
func TestTheEndsPanelsSayTheirLinesInTheBodyFace(t *testing.T) {
	d, s := shotTable(t, "falconry-end", 1280, 720, 1)
	require.True(t, s.lay.tight, "the panels say the lines on their names' lines")
	n := 0
	for _, tx := range d.Texts() {
		for seat := 0; seat < s.st.R.Seats; seat++ {
			if tx.Text == s.tightLine(seat) {
				n++
				assert.Equal(t, ui.Body, tx.Face, "%q", tx.Text)
			}
		}
	}
	assert.Equal(t, s.st.R.Seats, n, "every panel says its line")
}

// legendLine reports whether a line drawn is the first line of the
// legend key says (its words after the figures), in full or in its short
// form (key.short, where the catalogue has one), one line or wrapped.
func legendLine(text, key string) bool {
	t := strings.TrimSpace(text)
	if len(t) < 6 {
		return false
	}
	for _, k := range []string{key, key + ".short"} {
		if lang.T(k, "Figures", "\x00") == k {
			continue // (no such key)
		}
		_, post, _ := strings.Cut(lang.T(k, "Figures", "\x00"), "\x00")
		post = strings.TrimSpace(post)
		if post == "" {
			continue
		}
		if strings.Contains(t, post) || strings.HasPrefix(post, t) {
			return true
		}
	}
	return false
}

// jointPhone is the falconry-joint shot's table on a 390x844 phone.
func jointPhone(t *testing.T) (*scenetest.Driver, *Table) {
	t.Helper()
	return shotTable(t, "falconry-joint", 390, 844, 3)
}

// shotTable is a shot's Falconry table on a screen w by h at dpr.
func shotTable(t *testing.T, shot string, w, h int, dpr float64) (*scenetest.Driver, *Table) {
	t.Helper()
	return shotOn(t, scenetest.New(t), shot, w, h, dpr)
}

// shotOn is a shot's Falconry table on the driver d's screen, w by h at dpr.
func shotOn(t *testing.T, d *scenetest.Driver, shot string, w, h int, dpr float64) (*scenetest.Driver, *Table) {
	t.Helper()
	d.Screen(w, h, dpr)
	scenetest.OnMain(func() { require.NoError(t, scenes.PrepShot(d.A, shot)) })
	d.Step(30)
	var s *Table
	for _, sc := range d.A.Stack() {
		if tb, ok := sc.(*Table); ok {
			s = tb
		}
	}
	require.NotNil(t, s)
	return d, s
}

// TestTheOrderTagsKeepTheirGlyphsApart: on each order-of-play tag, the
// figures and the comma between them ("3,5") are drawn with a blank column
// between each and the next, inside the plate's rim: round 22 read the
// tight "3,5" on a 1280x720 window's cards as the 3, the comma and the 5
// run together (the comma's ink touched the 3's); on a desktop window and
// on both phones.
func TestTheOrderTagsKeepTheirGlyphsApart(t *testing.T) {
	for _, sz := range [][3]int{{1280, 720, 1}, {390, 844, 3}, {360, 800, 3}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			d := scenetest.New(t)
			d.Screen(sz[0], sz[1], float64(sz[2]))
			var s *Table
			scenetest.OnMain(func() { s = Demo(d.A, fc.Joint, 22) })
			d.Step(2)
			_, _, pic := d.Frame()
			pairs := 0
			scenetest.OnMain(func() {
				for _, tg := range s.RecapTags(s.cardSide()) {
					if tg.stacked {
						continue
					}
					// The runs of columns with the figures' light ink, inside each plate's rim.
					runs := 0
					for _, p := range tg.Plates() {
						in, on := p.Inset(1), false
						for x := in.Min.X; x < in.Max.X; x++ {
							lit := false
							for y := in.Min.Y; y < in.Max.Y; y++ {
								if c := pic.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) > 3*160 {
									lit = true
								}
							}
							if lit && !on {
								runs++
							}
							on = lit
						}
					}
					want := len([]rune(tg.Label)) // (each figure and comma apart)
					if tg.split {
						want = len(tg.Plates()) // (a figure a plate)
					}
					if strings.Contains(tg.Label, ",") {
						pairs++
					}
					assert.Equal(t, want, runs, "the tag %q at %v: its %d glyphs each apart (%d runs of ink)", tg.Label, tg.R, want, runs)
				}
			})
			require.Positive(t, pairs, "the demo has a space played twice")
		})
	}
}
