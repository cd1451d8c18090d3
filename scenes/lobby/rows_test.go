package lobby

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/online"
	"github.com/birdroost/roost/rules/game"
	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
	"github.com/birdroost/roost/scenes/ui"
	"github.com/birdroost/roost/sprites"
	"github.com/birdroost/roost/sprites/palette"
)

// A finished game's row says who won and by how much (the server sends the
// result in the list), not only that it is over; a server too old to send
// it leaves "Over".
func TestAFinishedGameSaysWhoWon(t *testing.T) {
	scenetest.OnMain(func() {
		g := DemoGames()[2] // Columbiz: Lena (the player), Chloé, two computers
		state := func(g online.Listed) (string, string) { return (&gameRow{G: g, Me: "Lena"}).status() }
		s, score := state(g)
		assert.Equal(t, "Chloé won", s)
		assert.Empty(t, score, "every seat's score stands beside it")
		_, score = (&gameRow{G: g, Me: "Lena"}).result()
		assert.Equal(t, "38 to 31", score, "where the seats have no scores, the result says the best two")
		g.Returns = []float64{1, 0, 0, 0}
		s, _ = state(g)
		assert.Equal(t, "You won", s)
		g.Returns = []float64{0, 0, 1, 0}
		s, _ = state(g)
		assert.Equal(t, "Grey won", s, "a computer's seat by its colour")
		g.Returns = []float64{0.5, 0.5, 0, 0}
		s, _ = state(g)
		assert.Equal(t, "Draw", s)
		g.Returns, g.Lost = []float64{0, 1, 1, 1}, 1
		s, _ = state(g)
		assert.Equal(t, "You lost", s)
		g.Returns, g.Scores, g.Lost = nil, nil, 0
		s, score = state(g)
		assert.Equal(t, "Over", s)
		assert.Empty(t, score)
	})
}

// A computer's seat reads the same on every list, as the setup screens
// say it: "Computer (Standard)", never the bare level; and where the room
// holds them, a row takes the lines its seats and last move need, each
// seat whole.
func TestComputerSeatsReadTheSameEverywhere(t *testing.T) {
	scenetest.OnMain(func() {
		g := DemoGames()[2]
		for _, card := range []bool{false, true} {
			w := &gameRow{G: g, Me: "Lena", Card: card}
			assert.Equal(t, "Computer (Standard)", w.seatWho(2))
			assert.Equal(t, "Computer (Beginner)", w.seatWho(3))
		}
		narrow := &gameRow{G: g, Me: "Lena", Tall: true, R: image.Rect(0, 0, 300, 200)}
		seats, last := narrow.lines(narrow.R)
		assert.Greater(t, len(seats), 1, "four seats do not fit one line 300 wide")
		_, _, x, tw := narrow.columns(narrow.R)
		for _, line := range seats {
			used := 0
			for k, i := range line {
				w, _ := ui.Measure(narrow.seatWho(i))
				used += 12 + w
				if k > 0 {
					used += 10
				}
			}
			assert.LessOrEqual(t, used, tw, "a line of seats fits the row")
		}
		for _, l := range last {
			w, _ := ui.Measure(l)
			assert.LessOrEqual(t, w, narrow.R.Max.X-scenes.RowPlaySlot-x, "the last move's line %q fits, clear of the chevron", l)
		}
		assert.Greater(t, wholeH(g, "Lena", 300), rowH(), "the whole row is taller than a one-line row")
	})
}

// Upright, the hub's rows of games are whole (their seats and last move
// never cut with "..."): every game where they all fit, else one fewer
// (My games lists them all).
func TestTheHubsRowsAreWhole(t *testing.T) {
	for _, sz := range [][2]int{{390, 844}, {360, 800}} {
		d := &Demo{List: DemoGames()}
		dr, l := visit(t, d)
		dr.Screen(sz[0], sz[1], 3)
		dr.WaitFor("signing in", 100, func() bool { return l.Wait == "" && (l.Looked || l.Me == "") })
		dr.WaitFor("the hub's games", 100, func() bool { return len(l.list) == 3 })
		var rows []*gameRow
		scenetest.OnMain(func() {
			l.build()
			for _, w := range l.layer.Widgets {
				if r, ok := w.(*gameRow); ok {
					rows = append(rows, r)
				}
			}
		})
		assert.GreaterOrEqual(t, len(rows), len(l.list)-1, "%v: the hub's games", sz)
		for _, r := range rows {
			assert.True(t, r.Tall, "%v: %s is cut", sz, r.G.Game)
			assert.GreaterOrEqual(t, r.R.Dy(), wholeH(r.G, l.Me, r.R.Dx()), "%v: %s is shorter than its lines", sz, r.G.Game)
		}
	}
}

// My games held sideways says each game's turn clock in words, as the
// phone's cards do ("1 minute a turn"), and shares a row's seats evenly
// among its lines (two and two, not three over a lone fourth).
func TestSidewaysRowsSayTheClockAndShareTheSeats(t *testing.T) {
	dr, l := open(t, &Demo{List: DemoGames()})
	dr.Screen(1280, 720, 2)
	scenetest.OnMain(func() { l.show(Games) })
	dr.WaitFor("the list", 100, func() bool { return l.Mode == Games && l.Wait == "" && len(l.list) == 3 })
	scenetest.OnMain(func() { l.build() })
	said := map[string]bool{}
	for _, td := range dr.Texts() {
		said[td.Text] = true
	}
	for _, kind := range []string{"1 minute a turn", "3 days a turn", "No clock"} {
		assert.True(t, said[kind], "%q on its row", kind)
	}
	scenetest.OnMain(func() {
		for _, w := range l.layer.Widgets {
			if r, ok := w.(*gameRow); ok && r.G.Game == "columbiz" {
				seats, _ := r.lines(r.R)
				var per []int
				for _, line := range seats {
					per = append(per, len(line))
				}
				assert.Equal(t, []int{2, 2}, per, "Columbiz's four seats on two lines")
			}
		}
	})
}

// Play online's first screen held sideways: Profile at the foot of the
// player's card, under their ratings (the card's foot was a bare band),
// and My games counts no game the screen lists waiting already.
func TestTheHubsCardEndsWithProfile(t *testing.T) {
	dr, l := open(t, &Demo{List: DemoGames()})
	dr.Screen(1280, 720, 2)
	dr.WaitFor("the first screen", 100, func() bool { return l.Mode == Home && l.Me != "" && l.Wait == "" })
	scenetest.OnMain(func() { l.build() })
	profile := dr.Button("Profile")
	assert.True(t, profile.R.In(l.card), "Profile %v on the player's card %v", profile.R, l.card)
	assert.LessOrEqual(t, l.card.Max.Y-profile.R.Max.Y, 12, "no bare band at the card's foot")
	assert.Empty(t, dr.Button("My games").Badge)
	// The groups close together, the room over shared above the first
	// and under the last (wide gaps between them read as three screens).
	var yours image.Rectangle
	scenetest.OnMain(func() {
		for _, w := range l.layer.Widgets {
			if lb, ok := w.(*ui.Label); ok && lb.Text == "Your games" {
				yours = lb.R
			}
		}
	})
	gap := yours.Min.Y - dr.Button("Create a game").R.Max.Y
	assert.LessOrEqual(t, gap, 16, "A new game's buttons %d px over Your games", gap)
}

// Play online's latest games on a Japanese phone: a title one line does
// not hold goes on two lines of the body face, the game over its variant
// whole ("トウキョウのハト" / "（標準ルール）"), not on one line of the small
// face, whose ten-pixel kanji read cramped; every title in the body face.
func TestTheHubsTitlesKeepTheBodyFace(t *testing.T) {
	d := &Demo{List: DemoGames()}
	dr, l := open(t, d)
	dr.Screen(390, 844, 3)
	defer scenetest.OnMain(func() { lang.Use("en") })
	scenetest.OnMain(func() { lang.Use("ja"); l.show(Home) })
	dr.WaitFor("the first screen", 100, func() bool { return l.Mode == Home && l.Me != "" && l.Wait == "" })
	scenetest.OnMain(func() { l.build() })
	var rows []*gameRow
	scenetest.OnMain(func() {
		for _, w := range l.layer.Widgets {
			if r, ok := w.(*gameRow); ok {
				rows = append(rows, r)
			}
		}
	})
	require.Len(t, rows, homeGames, "the latest games on the first screen")
	texts := dr.Texts()
	for _, r := range rows {
		var title string
		tw := 0
		scenetest.OnMain(func() { title, _ = r.titleExtra(r.R); _, _, _, tw = r.columns(r.R) })
		want := []string{title}
		if d, err := game.Lookup(r.G.Game); err == nil && title != scenes.GameTitle(d.Name) && r.G.Game == "tokyodoves" && ui.WidestIn(ui.Body, title) > tw {
			want = []string{scenes.GameTitle(d.Name), strings.TrimPrefix(title, scenes.GameTitle(d.Name))}
		}
		for _, line := range want {
			found := false
			for _, td := range texts {
				if td.Text == line && td.R.In(r.R) {
					found = true
					assert.Equal(t, ui.Body, td.Face, "%s: %q in the body face", r.G.Game, line)
				}
			}
			assert.True(t, found, "%s: the title's line %q on its row", r.G.Game, line)
		}
	}
}

// On a phone a game's card is one target and looks it: the whole card,
// a finger (44 px) high and wide and more, opens the game and lights
// when pressed (its face, not only its edge), a gold chevron at its
// right end, not a wood tab 22 px wide that read as a narrow button of
// its own (reader 36); its words clear of the chevron's slot.
func TestAPhonesGameCardsOpenWhole(t *testing.T) {
	d := &Demo{List: DemoGames()}
	dr, l := open(t, d)
	dr.Screen(390, 844, 3)
	scenetest.OnMain(func() { ui.Touch = true })
	defer scenetest.OnMain(func() { ui.Touch = false })
	wood := map[color.RGBA]bool{palette.C("wood"): true, palette.C("tan"): true, palette.C("bark"): true}
	for _, mode := range []string{Home, Games} {
		scenetest.OnMain(func() { l.show(mode) })
		dr.WaitFor("the games", 100, func() bool { return l.Wait == "" && l.listed() > 0 })
		texts := dr.Texts()
		var rows []*gameRow
		scenetest.OnMain(func() {
			for _, w := range l.layer.Widgets {
				if r, ok := w.(*gameRow); ok {
					rows = append(rows, r)
				}
			}
		})
		require.NotEmpty(t, rows, mode)
		for _, r := range rows {
			assert.Equal(t, r.R, r.Rect(), "%s %s: the whole card is the target", mode, r.G.GameID)
			assert.GreaterOrEqual(t, r.R.Dy(), 44, "%s %s: a finger high", mode, r.G.GameID)
			assert.GreaterOrEqual(t, r.R.Dx(), 44, "%s %s: a finger wide", mode, r.G.GameID)
			assert.True(t, r.tab.In(r.R), "%s %s: the chevron on the card", mode, r.G.GameID)
			for _, td := range texts {
				if td.R.Overlaps(r.R) {
					assert.False(t, td.R.Overlaps(r.tab), "%s %s: %q clear of the chevron", mode, r.G.GameID, td.Text)
				}
			}
			scenetest.OnMain(func() {
				at := r.R
				pics := [2]*image.RGBA{}
				for i, st := range []ui.State{{}, {Pressed: true}} {
					dst := ebiten.NewImage(at.Max.X+2, at.Max.Y+2)
					r.Draw(dst, st)
					pics[i] = image.NewRGBA(dst.Bounds())
					dst.ReadPixels(pics[i].Pix)
					dst.Deallocate()
				}
				woody, gold, lit := 0, 0, 0
				for y := r.tab.Min.Y; y < r.tab.Max.Y; y++ {
					for x := r.tab.Min.X; x < r.tab.Max.X; x++ {
						c := pics[0].RGBAAt(x, y)
						if wood[c] {
							woody++
						}
						if c == ui.Gold {
							gold++
						}
					}
				}
				for y := at.Min.Y; y < at.Max.Y; y++ {
					for x := at.Min.X; x < at.Max.X; x++ {
						if pics[0].RGBAAt(x, y) != pics[1].RGBAAt(x, y) {
							lit++
						}
					}
				}
				assert.Zero(t, woody, "%s %s: no wood tab at the card's end", mode, r.G.GameID)
				assert.GreaterOrEqual(t, gold, 30, "%s %s: the chevron", mode, r.G.GameID)
				assert.Greater(t, 2*lit, at.Dx()*at.Dy(), "%s %s: pressed, the card's face lights (%d of %d pixels change)", mode, r.G.GameID, lit, at.Dx()*at.Dy())
			})
		}
	}
}

// TestTheClockHasOneWording: a live clock and a clock by correspondence
// are worded alike in every language, the unit alone differing ("1 minute
// a turn" beside "3 days a move" in one list, round 22).
func TestTheClockHasOneWording(t *testing.T) {
	defer scenetest.OnMain(func() { lang.Use("en") })
	for _, tag := range []string{"en", "fr", "pt-PT", "ja"} {
		var live, post string
		scenetest.OnMain(func() {
			lang.Use(tag)
			live, post = clock{120}.say(), clock{2 * 86400}.say()
		})
		a, b := []rune(live), []rune(post)
		pre := 0
		for pre < min(len(a), len(b)) && a[pre] == b[pre] {
			pre++
		}
		suf := 0
		for suf < min(len(a), len(b))-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
			suf++
		}
		for _, unit := range []string{string(a[pre : len(a)-suf]), string(b[pre : len(b)-suf])} {
			assert.NotContains(t, strings.TrimSpace(unit), " ", "%s: %q and %q differ in more than the unit", tag, live, post)
		}
	}
}

// A row's picture smaller than the game's cover shows the cover's own
// pixels (none blended: reader 33 counted 53 to 67 colours in My games'
// pictures at 1280x720, the cover halved with smoothing, where the
// phone's whole covers have 10 to 19): every colour in it is the cover's,
// or the ink it stands on, for every game at the row's half size and
// sizes between that and the whole cover.
func TestRowPicturesKeepTheCoversPixels(t *testing.T) {
	scenetest.OnMain(func() {
		for _, g := range game.Names() {
			cover := sprites.Get(scenes.Info(g).Cover)
			if !assert.NotNil(t, cover, g) {
				continue
			}
			b := cover.Bounds()
			own := map[color.RGBA]bool{ui.Ink: true}
			src := image.NewRGBA(b)
			cover.ReadPixels(src.Pix)
			for i := 0; i < len(src.Pix); i += 4 {
				if src.Pix[i+3] == 0xff {
					own[color.RGBA{src.Pix[i], src.Pix[i+1], src.Pix[i+2], 0xff}] = true
				}
			}
			for _, sz := range []image.Point{{cardArtW / 2, cardArtH / 2}, {100, 70}, {cardArtW - 1, cardArtH}} {
				dst := ebiten.NewImage(sz.X+8, sz.Y+8)
				art := image.Rect(4, 4, 4+sz.X, 4+sz.Y)
				(&gameRow{G: online.Listed{Game: g}}).drawCover(dst, art)
				pic := image.NewRGBA(dst.Bounds())
				dst.ReadPixels(pic.Pix)
				odd := 0
				for y := art.Min.Y; y < art.Max.Y; y++ {
					for x := art.Min.X; x < art.Max.X; x++ {
						if !own[pic.RGBAAt(x, y)] {
							odd++
						}
					}
				}
				assert.Zero(t, odd, "%s at %v: pixels in colours the cover has not (blended)", g, sz)
				dst.Deallocate()
			}
		}
	})
}

// Play online's first screen and My games held sideways, in a window's
// two sizes: each row's right column (its state, the time left, the turn
// clock in words: "3 days a turn") stays a row's padding (6 px, as its
// top) clear of the row's foot; the last line sat on the card's bottom
// border (reader 34).
func TestTheRowsRightColumnKeepsItsPadding(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {1000, 700}} {
		for _, mode := range []string{Home, Games} {
			dr, l := open(t, &Demo{List: DemoGames()})
			dr.Screen(sz[0], sz[1], 2)
			scenetest.OnMain(func() { l.show(mode) })
			dr.WaitFor("the list", 100, func() bool { return l.Mode == mode && l.Me != "" && l.Wait == "" && len(l.list) == 3 })
			scenetest.OnMain(func() { l.build() })
			var rows []*gameRow
			scenetest.OnMain(func() {
				for _, w := range l.layer.Widgets {
					if r, ok := w.(*gameRow); ok {
						rows = append(rows, r)
					}
				}
			})
			require.NotEmpty(t, rows, "%v %v: rows", sz, mode)
			texts := dr.Texts()
			for _, r := range rows {
				_, right, _, _ := r.columns(r.R)
				seen := 0
				for _, td := range texts {
					if td.R.Min.X >= right.Min.X-8 && td.R.Max.X <= r.R.Max.X && td.R.Min.Y >= r.R.Min.Y && td.R.Min.Y < r.R.Max.Y {
						seen++
						assert.LessOrEqual(t, td.R.Max.Y, r.R.Max.Y-6, "%v %v: %s's %q %d px from the row's foot", sz, mode, r.G.Game, td.Text, r.R.Max.Y-td.R.Max.Y)
					}
				}
				assert.Positive(t, seen, "%v %v: %s's right column", sz, mode, r.G.Game)
			}
		}
	}
}

// A row's small picture in a window (My games, Play online's games, the
// ratings) is the game's whole cover at half its size, in its middle:
// each of its pixels is a colour of the cover's 2x2 block it stands for
// (the cover's middle cropped at its size cut Tokyo Doves' cards, Falconry's
// hawk and Columbiz's pawn and dice, reader 34), and a palette colour.
func TestRowPicturesAreTheWholeCover(t *testing.T) {
	pal := map[color.RGBA]bool{}
	for _, p := range palette.Palette {
		pal[p.C] = true
	}
	scenetest.OnMain(func() {
		for _, g := range game.Names() {
			cover := sprites.Get(scenes.Info(g).Cover)
			if !assert.NotNil(t, cover, g) {
				continue
			}
			b := cover.Bounds()
			src := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
			cover.ReadPixels(src.Pix)
			for _, sz := range []image.Point{{cardArtW / 2, cardArtH / 2}, {cardArtW/2 + 6, cardArtH/2 + 6}} {
				dst := ebiten.NewImage(sz.X+8, sz.Y+8)
				art := image.Rect(4, 4, 4+sz.X, 4+sz.Y)
				for _, draw := range []struct {
					name string
					fn   func()
				}{
					{"a game's row", func() { (&gameRow{G: online.Listed{Game: g}}).drawCover(dst, art) }},
					{"a rating's row", func() { coverCrop(dst, g, art) }},
				} {
					if draw.name == "a rating's row" && sz.Y > cardArtH/2 {
						continue // (taller: a phone's card, the cover's middle at its size)
					}
					dst.Clear()
					draw.fn()
					pic := image.NewRGBA(dst.Bounds())
					dst.ReadPixels(pic.Pix)
					at := art.Min
					if draw.name == "a game's row" {
						at = at.Add(image.Pt((sz.X-b.Dx()/2)/2, (sz.Y-b.Dy()/2)/2))
					}
					other, odd := 0, 0
					for y := 0; y < b.Dy()/2; y++ {
						for x := 0; x < b.Dx()/2; x++ {
							c := pic.RGBAAt(at.X+x, at.Y+y)
							if !pal[c] {
								odd++
							}
							if c != src.RGBAAt(2*x, 2*y) && c != src.RGBAAt(2*x+1, 2*y) && c != src.RGBAAt(2*x, 2*y+1) && c != src.RGBAAt(2*x+1, 2*y+1) {
								other++
							}
						}
					}
					assert.Zero(t, other, "%s, %s at %v: pixels not of the cover's 2x2 block they stand for (not the whole cover)", g, draw.name, sz)
					assert.Zero(t, odd, "%s, %s at %v: pixels of no palette colour", g, draw.name, sz)
				}
				dst.Deallocate()
			}
		}
	})
}
