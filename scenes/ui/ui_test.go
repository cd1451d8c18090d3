package ui

import (
	"image"
	"image/color"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/lang/messages"
	"github.com/birdroost/roost/scenes/input"
	"github.com/birdroost/roost/sprites"
)

// These tests exercise widget logic only (no drawing); the package links
// ebiten, so they run under Xvfb with the scene tests.

func TestListPickAndKeys(t *testing.T) {
	var chosen []int
	l := &List{R: image.Rect(0, 0, 100, 4+3*listRowH), Items: []string{"a", "b", "c", "d", "e"}, OnSelect: func(i int) { chosen = append(chosen, i) }}
	l.Pick(image.Pt(10, 2+listRowH+3))
	assert.Equal(t, 1, l.Selected)
	l.Move(3) // to "e": scrolls so it stays visible
	assert.Equal(t, 4, l.Selected)
	assert.Equal(t, 2, l.Scroll)
	l.Move(-10)
	assert.Equal(t, 0, l.Selected)
	assert.Equal(t, 0, l.Scroll)
	assert.Equal(t, []int{1, 4, 0}, chosen)
}

func TestLayerFocusSkipsDisabledAndConfirms(t *testing.T) {
	var got []string
	a := &Button{R: image.Rect(0, 0, 10, 10), Label: "a", OnClick: func() { got = append(got, "a") }}
	b := &Button{R: image.Rect(20, 0, 30, 10), Label: "b", Disabled: true, OnClick: func() { got = append(got, "b") }}
	c := &Button{R: image.Rect(40, 0, 50, 10), Label: "c", OnClick: func() { got = append(got, "c") }}
	var l Layer
	l.Add(a, b, c)
	var s input.Script
	key := func(i input.Intent) { f := s.Frame(image.Pt(-9, -9), false, i); l.Update(&f, 1.0/60) }
	key(input.Next) // first press shows focus on the first button
	key(input.Next) // skips the disabled one
	key(input.Confirm)
	assert.Equal(t, []string{"c"}, got)
	// A click on the disabled button does nothing.
	for _, down := range []bool{false, true, false} {
		f := s.Frame(image.Pt(25, 5), down)
		l.Update(&f, 1.0/60)
	}
	assert.Equal(t, []string{"c"}, got)
	assert.Equal(t, "ab...", Fit("abcdefghij", 30))
}

func TestReadableLiftsDarkColoursOnly(t *testing.T) {
	gold := color.RGBA{0xf7, 0xd1, 0x54, 0xff}
	assert.Equal(t, gold, Readable(gold), "a light colour is kept")
	ink := color.RGBA{0x1b, 0x1a, 0x2b, 0xff}
	r := Readable(ink)
	assert.NotEqual(t, ink, r)
	assert.Greater(t, int(r.B), int(r.R), "the hue is kept")
}

// A line that breaks at a separator drops it: no line ends or begins with a
// lone "·" (a result card's "large dovecote 20×2 ·").
func TestWrapDropsASeparatorAtABreak(t *testing.T) {
	s := "large dovecote 20×2 · small 3 + 4 + 7 · objective met"
	for w := 40; w < 400; w += 7 {
		lines := Wrap(s, w)
		for i, l := range lines {
			assert.False(t, strings.HasSuffix(l, "·") || strings.HasPrefix(l, "·"), "width %d line %d: %q", w, i, l)
		}
		assert.Equal(t, strings.Join(strings.Fields(strings.ReplaceAll(s, " · ", " ")), " "),
			strings.Join(strings.Fields(strings.ReplaceAll(strings.Join(lines, " "), " · ", " ")), " "), "width %d: every word kept", w)
	}
}

func TestWrapBreaksJapaneseBetweenPhrases(t *testing.T) {
	// Every width from a few characters up: nothing is lost, no line is
	// wider than it may be (but a phrase alone), and no line breaks a
	// word, a number from its counter, or the rules of kinsoku.
	for _, s := range []string{
		"相手が次の手番で道を完成できるマスに印をつけます。",                          // settings.threats.tip
		"赤がビッグブラザーを上に動かしました。",                                // td.log.move
		"鷹匠はマーカーか相手の鳥の上に降ります。金の鳥を捕まえましょう：鷹匠が乗っている間、鳥は動けません。", // lesson.fal.say.3
		"勝ち3、最高得点41、1ゲーム平均58手",                               // stats.best-score, stats.length
		"CPU：上級「Tokyo Doves」（2人）で遊びます。",
		"赤が引いたカード：牧草地2、麦畑1、湿地1。", // cb.log.draw
		"黄が手番を終えました。",            // cb.log.end-turn
		"黄が小さい鳩舎を建てました：1マスの領地。",  // cb.log.small-dovecote
	} {
		widest := 0 // the widest phrase: narrower, a line may break inside one
		for _, p := range breaks(s) {
			widest = max(widest, func() int { w, _ := Measure(p.s); return w }())
		}
		for w := 30; w <= 300; w += 7 {
			lines := Wrap(s, w)
			require.Equal(t, strings.ReplaceAll(s, " ", ""), strings.ReplaceAll(strings.Join(lines, ""), " ", ""), "nothing is lost or added")
			for i, l := range lines {
				if lw := inkW(Body, l); lw > w {
					parts := breaks(l)
					require.Len(t, parts, 1, "%q is wider than %d", l, w)
				}
				first, _ := utf8.DecodeRuneInString(l)
				last, _ := utf8.DecodeLastRuneInString(l)
				assert.NotContains(t, "。、」）ーっゃゅょァィゥェォッャュョ：", string(first), "%q begins a line", l)
				assert.NotContains(t, "「（", string(last), "%q ends a line", l)
				if i > 0 && w >= widest {
					joint := lines[i-1] + "|" + l
					for _, word := range []string{"動かしました", "1ゲーム", "41、", "58手", "捕まえましょう", "ビッグブラザー", "マーカー", "牧草地2、", "麦畑1、", "湿地1。", "小さい鳩舎", "引いたカード"} {
						assert.NotRegexp(t, splitBy(word), joint, "%q breaks %q", joint, word)
					}
				}
			}
		}
	}
	// The review's cases: "動 / かしました", "41、1 / ゲーム".
	w, _ := Measure("赤がビッグブラザーを上に動")
	assert.Equal(t, []string{"赤がビッグブラザーを上に", "動かしました。"}, Wrap("赤がビッグブラザーを上に動かしました。", w))
	// An object stays with the verb after it where the line breaks after a
	// longer start (the fourth reader's "手番を / 終えました"), but a short
	// subject is never left alone on its line: the line takes the object
	// with it (the eighth reader's "黄が" alone).
	w, _ = Measure("黄が手番を終えまし")
	assert.Equal(t, []string{"黄が手番を", "終えました。"}, Wrap("黄が手番を終えました。", w))
	w, _ = Measure("赤がビッグブラザーを上に動かしまし")
	assert.Equal(t, []string{"赤がビッグブラザーを上に", "動かしました。"}, Wrap("赤がビッグブラザーを上に動かしました。", w), "a subject with more after it keeps the old break")
	// A katakana noun after を starts a new phrase: the line breaks
	// there rather than leave the subject alone on its line (the My
	// games card's "赤が / マメデッポウバトをボスから上へ").
	w, _ = Measure("赤がマメデッポウバトをボスから")
	assert.Equal(t, []string{"赤がマメデッポウバトを", "ボスから上へ2マス、左へ3マスに", "出しました。"}, Wrap("赤がマメデッポウバトをボスから上へ2マス、左へ3マスに出しました。", w))
	// An adjective stays with its noun (the seventh reader's "黄が小さい /
	// 鳩舎を建てました："), and the subject with its object, not alone on
	// its line (the eighth reader's "黄が / 小さい鳩舎を建てました："): the
	// line breaks after the object (two lines where there were three).
	w, _ = Measure("小さい鳩舎を建てました：")
	assert.Equal(t, []string{"黄が小さい鳩舎を", "建てました：1マスの領地。"}, Wrap("黄が小さい鳩舎を建てました：1マスの領地。", w))
	// A line no longer half empty where a break after the object keeps
	// as many lines (round 35's log entry "緑の鷹匠が赤の / マーカーを取りま
	// した。3枚の列。", its first line half bare).
	w, _ = Measure("緑の鷹匠が赤のマーカーを取りました")
	assert.Equal(t, []string{"緑の鷹匠が赤のマーカーを", "取りました。3枚の列。"}, Wrap("緑の鷹匠が赤のマーカーを取りました。3枚の列。", w))
	// A short end is not left alone on its line where the line before can
	// give it room (columba11's log: "建てました：1マスの / 領地。"): the
	// phrase before it goes down with it, in as many lines.
	w, _ = Measure("建てました：1マスの")
	assert.Equal(t, []string{"黄が小さい鳩舎を", "建てました：", "1マスの領地。"}, Wrap("黄が小さい鳩舎を建てました：1マスの領地。", w))
	for _, w := range []int{60, 80, 100, 120, 140} {
		for _, s := range []string{"黄が小さい鳩舎を建てました：1マスの領地。", "赤がマメデッポウバトをボスから上へ2マス、左へ3マスに出しました。"} {
			lines := Wrap(s, w)
			assert.Equal(t, s, strings.Join(lines, ""), "%q in %d px: nothing lost", s, w)
			for _, l := range lines {
				if lw, _ := Measure(l); lw > w {
					assert.LessOrEqual(t, inkW(Body, l), w, "%q in %d px: %q within the width", s, w, l)
				}
			}
		}
	}
	// A line breaks only where the width forces it: the sixth reader's
	// "黄が / 手番を終えました。" in the landscape log's 130 px, 2 px short
	// of the line's advance, whose "。" ends in 7 px of blank. A closing
	// mark's blank half hangs past the width, its ink within it.
	assert.Equal(t, []string{"黄が手番を終えました。"}, Wrap("黄が手番を終えました。", 130))
	for _, f := range []Face{Body, Small} {
		for _, s := range []string{"黄が手番を終えました。", "赤が引いたカード：", "黄がカードを置きました。", "上級（CPU）"} {
			last, _ := utf8.DecodeLastRuneInString(s)
			adv, _ := MeasureIn(f, s)
			w := adv - sprites.AdvanceIn(f, last)/2
			assert.Equal(t, []string{s}, WrapIn(f, s, w), "%q (%d px wide) in %d px", s, adv, w)
			assert.LessOrEqual(t, inkW(f, s), w, "%q: its ink stays in the line", s)
			assert.Len(t, WrapIn(f, s, w-1), 2, "%q in a px less", s)
		}
	}
	// Words in other scripts keep their spaces and break only at them.
	require.Equal(t, []string{"Falconryで、", "two words"}, Wrap("Falconryで、 two words", 80))
	require.Equal(t, []string{"one two", "three"}, Wrap("one two three", 60))
	require.Equal(t, []string{"Colour-", "blind"}, Wrap("Colour-blind", 40))
	require.Equal(t, []string{"a", "", "b"}, Wrap("a\n\nb", 40))
}

// inkW is how wide a line's ink is: its advance, less the blank after the
// last glyph's ink (read from the sprite sheet, as the text-fit test does).
func inkW(f Face, s string) int {
	w, _ := MeasureIn(f, s)
	last, _ := utf8.DecodeLastRuneInString(s)
	return w - sprites.AdvanceIn(f, last) + sprites.InkIn(f, last).Max.X
}

// A line that Wrap keeps whole, its closing mark hanging, is one line to
// every other measure of the kit too: FaceFor keeps the body face, FitIn
// does not shorten it, a row's second line fits (a course's row once took
// the small face for the 2 px of its "。", beside rows in the body).
func TestALineWrapKeepsWholeFitsEverywhere(t *testing.T) {
	s := "最大3回振り、ダイスを取っておき、コマを置きます。"
	adv, _ := Measure(s)
	w := adv - 6
	require.Equal(t, []string{s}, Wrap(s, w))
	assert.Equal(t, Body, FaceFor(s, w))
	assert.Equal(t, s, FitIn(Body, s, w))
	b := &Button{Label: "3", Sub: s}
	assert.True(t, b.SubFits(w+12), "the row's second line fits (a row w+12 wide: its margins)")
	assert.Equal(t, Small, FaceFor(s, w-1), "a pixel less: the small face")
}

// Every hanging mark's ink lies in the part of its cell that stays within
// the line: hanging never puts ink past a box's edge.
func TestHangingMarksKeepTheirInkInTheLine(t *testing.T) {
	for _, f := range []Face{Body, Small} {
		for _, r := range hanging {
			require.True(t, f.Has(r), "face %d draws %q", f, r)
			adv := sprites.AdvanceIn(f, r)
			assert.LessOrEqual(t, sprites.InkIn(f, r).Max.X, adv-adv/2, "%q in face %d", r, f)
		}
	}
}

// splitBy matches a word broken across two lines ("動|かしました").
func splitBy(word string) string {
	r := []rune(word)
	var alts []string
	for i := 1; i < len(r); i++ {
		alts = append(alts, regexp.QuoteMeta(string(r[:i]))+`\|`+regexp.QuoteMeta(string(r[i:])))
	}
	return strings.Join(alts, "|")
}

// A layer laid out anew while a button is held (an answer from a server
// arrived between the press and the release) still takes the click on the
// button in the same place; elsewhere, nothing.
func TestAClickSurvivesALayoutUnderTheFinger(t *testing.T) {
	var got []string
	var l Layer
	build := func(at image.Rectangle, label string) {
		l.Clear()
		l.Add(&Button{R: at, Label: label, OnClick: func() { got = append(got, label) }})
	}
	var s input.Script
	at := func(p image.Point, down bool) { f := s.Frame(p, down); l.Update(&f, 1.0/60) }
	build(image.Rect(0, 0, 40, 20), "first")
	at(image.Pt(10, 10), false)
	at(image.Pt(10, 10), true)
	build(image.Rect(0, 0, 40, 20), "first") // the same button, anew
	at(image.Pt(10, 10), false)
	assert.Equal(t, []string{"first"}, got)

	at(image.Pt(10, 10), true)
	build(image.Rect(0, 0, 40, 20), "other") // another button in its place
	at(image.Pt(10, 10), false)
	assert.Equal(t, []string{"first"}, got, "not a click on another button")

	at(image.Pt(10, 10), true)
	build(image.Rect(50, 0, 90, 20), "moved") // the button went away
	at(image.Pt(10, 10), false)
	at(image.Pt(60, 10), true)
	at(image.Pt(60, 10), false)
	assert.Equal(t, []string{"first", "moved"}, got, "only a press and a release on it")
}

// BenchmarkWrap wraps a paragraph of How to play in Japanese and in French
// to a phone's column: the first time (wrap) and again, as Paragraph does
// each frame it draws the same text (Wrap).
func BenchmarkWrap(b *testing.B) {
	for _, s := range []string{
		"それぞれ6羽のハトの群れを率います。相手のボスを囲めば勝ち：上下左右の4マスすべてが、どちらの色のハトか壁でふさがればよいのです。赤が先手。2羽のボスがくちばしを向かい合わせてゲームが始まります。",
		"Chacun mène une volée de six colombes. Encerclez le Chef adverse\u00a0: ses quatre côtés pris par des colombes, quelle que soit leur couleur, ou par le bord. Rouge commence\u00a0; les deux Chefs se font face.",
	} {
		b.Run(string([]rune(s)[:4])+"/first", func(b *testing.B) {
			for b.Loop() {
				wrap(Body, s, 170)
			}
		})
		b.Run(string([]rune(s)[:4])+"/again", func(b *testing.B) {
			for b.Loop() {
				Wrap(s, 170)
			}
		})
	}
}

// The kit's order for a text too big for its place: wrapped in the body
// face, then in the small face, and only then told it does not fit.
func TestTextTakesTheSmallFaceBeforeItIsCut(t *testing.T) {
	s := "The quick brown fox jumps over the lazy dog"
	bw, _ := Measure(s)
	sw, _ := MeasureIn(Small, s)
	require.Less(t, sw, bw, "the small face is narrower")
	// One line of the body's height, as wide as the small face's line.
	box := image.Rect(0, 0, sw, LineH)
	f, lines, ok := LinesFit(s, box)
	assert.True(t, ok)
	assert.Equal(t, Small, f)
	assert.Equal(t, []string{s}, lines)
	assert.Equal(t, Small, FaceFor(s, sw))
	assert.Equal(t, Body, FaceFor(s, bw))
	// Wide enough for the body: the body.
	f, _, ok = LinesFit(s, image.Rect(0, 0, bw, LineH))
	assert.True(t, ok)
	assert.Equal(t, Body, f)
	// Three body lines' height but two lines' width of the body: wrapped.
	f, lines, ok = LinesFit(s, image.Rect(0, 0, bw/2+12, 3*LineH))
	assert.True(t, ok)
	assert.Equal(t, Body, f)
	assert.Len(t, lines, 2)
	// No room even in the small face: said, not hidden.
	assert.False(t, Fits(s, image.Rect(0, 0, sw/3, SmallLineH)))
	assert.Equal(t, 2*LineH, ParagraphH(s, bw/2+12))
	assert.Equal(t, sw, WidestIn(Small, "x", s))
}

// Two cards alike (boxes of one size), each with a line of one role at the
// same place in it: set one by what fits and the long one comes out in the
// small face beside the short one in the body's, which MixedFaces tells;
// set together in their shared face, they are alike and it tells nothing.
func TestMixedFacesTellsARoleInTwoSizes(t *testing.T) {
	dst := ebiten.NewImage(W, H)
	short, long := "Computer: Medium", "Computer: Advanced"
	w, _ := Measure(short)
	cards := []image.Rectangle{image.Rect(10, 10, 20+w, 60), image.Rect(10, 70, 20+w, 120)}
	draw := func(shared bool) []TextDraw {
		RecordText(true)
		defer RecordText(false)
		texts := []string{short, long}
		var boxes []image.Rectangle
		for _, c := range cards {
			boxes = append(boxes, image.Rect(c.Min.X+5, c.Min.Y+4, c.Max.X-5, c.Min.Y+4+LineH))
		}
		f := SharedFace(texts, boxes)
		for i, c := range cards {
			done := Within(c)
			if shared {
				ParagraphIn(dst, f, texts[i], boxes[i], Cream)
			} else {
				FitText(dst, texts[i], boxes[i].Min.X, boxes[i].Min.Y, boxes[i].Dx(), Cream)
			}
			done()
		}
		return TextDraws()
	}
	mixed := MixedFaces(draw(false))
	require.Len(t, mixed, 1)
	assert.Equal(t, [2]string{short, long}, [2]string{mixed[0][0].Text, mixed[0][1].Text})
	assert.NotEqual(t, mixed[0][0].Face, mixed[0][1].Face)
	assert.Empty(t, MixedFaces(draw(true)))
	// A line in another colour, or at another place in its card, plays
	// another role.
	RecordText(true)
	for i, c := range cards {
		done := Within(c)
		FitText(dst, []string{short, long}[i], c.Min.X+5, c.Min.Y+4+i, w, Cream)
		done()
	}
	assert.Empty(t, MixedFaces(TextDraws()))
	RecordText(false)
}

// A button's badge sits inside it after its label, the two in the body
// face and on one line (a pill over the button's top edge read as laid on
// it by mistake); where they do not fit, the badge goes on the corner.
func TestAButtonsBadgeSitsInsideAfterItsLabel(t *testing.T) {
	dst := ebiten.NewImage(W, H)
	b := &Button{R: image.Rect(20, 40, 120, 64), Label: "Puzzles", Badge: "New"}
	RecordText(true)
	b.Draw(dst, State{})
	draws := TextDraws()
	RecordText(false)
	var label, badge TextDraw
	for _, d := range draws {
		switch d.Text {
		case "Puzzles":
			label = d
		case "New":
			badge = d
		}
	}
	require.Equal(t, "Puzzles", label.Text)
	require.Equal(t, "New", badge.Text)
	assert.True(t, badge.R.In(b.R), "the badge %v inside the button %v", badge.R, b.R)
	assert.Equal(t, Body, label.Face, "the label keeps the body face")
	assert.Less(t, label.R.Max.X, badge.R.Min.X, "the badge after the label")
	assert.Equal(t, label.R.Min.Y, badge.R.Min.Y, "on one line")
	mid := (label.R.Min.X + badge.R.Max.X) / 2
	assert.InDelta(t, b.R.Min.X+b.R.Dx()/2, mid, 6, "the two centred as one")
	// A button too narrow for both: the badge on its corner.
	nb := &Button{R: image.Rect(20, 80, 70, 104), Label: "Puzzles", Badge: "New"}
	RecordText(true)
	nb.Draw(dst, State{})
	draws = TextDraws()
	RecordText(false)
	for _, d := range draws {
		if d.Text == "New" {
			assert.Less(t, d.R.Min.Y, nb.R.Min.Y, "on the corner, over the top edge")
		}
	}
}

// A Japanese line never breaks inside a verb, between its stem and its
// ending, even where that would save a line (readers 31 and 32 read the
// Columba log's "黄が小さい鳩舎を建て / ました：1マスの領地。" at once): the
// break goes after the object's を, and after the "：" where the rest does
// not fit; where a break after を saves a line, the line breaks there.
func TestJapaneseNeverBreaksInsideAVerb(t *testing.T) {
	const s = "黄が小さい鳩舎を建てました：1マスの領地。"
	w := lineW(Body, "黄がカードを置きました。") // (the log of a table at 1280x720: table.LogW)
	for _, w := range []int{w, w + 2, w + 5} {
		assert.Equal(t, []string{"黄が小さい鳩舎を", "建てました：", "1マスの領地。"}, Wrap(s, w), "%d px", w)
	}
	assert.Equal(t, []string{"黄が小さい鳩舎を", "建てました：1マスの領地。"}, Wrap(s, lineW(Body, "建てました：1マスの領地。")))
	// The catalogue says it so that the log holds it on two lines, the
	// verb whole: "黄が1マスの領地に / 小さい鳩舎を建てました。".
	c, err := lang.Messages("ja")
	require.NoError(t, err)
	for _, key := range []string{"cb.log.small-dovecote", "cb.log.large-dovecote"} {
		entry := messages.Fill(c[key]["other"], map[string]any{"Who": "黄", "Count": 1})
		lines := Wrap(entry, w)
		assert.Len(t, lines, 2, "%s: %q", key, lines)
		assert.Equal(t, "黄が1マスの領地に", lines[0], key)
	}
	assert.Equal(t, []string{"黄がカードを置きました。"}, Wrap("黄がカードを置きました。", w))
	w, _ = Measure("赤がビッグブラザーを上に動")
	assert.Equal(t, []string{"赤がビッグブラザーを上に", "動かしました。"}, Wrap("赤がビッグブラザーを上に動かしました。", w))
	// A break after を where it saves a line: "この手番を / 終えてください。"
	// in three lines, not "この / 手番を終えてくださ / い。" in four.
	w = 120
	assert.Equal(t, []string{"ひな鷹は次の手番に", "育ちます。この手番を", "終えてください。"}, Wrap("ひな鷹は次の手番に育ちます。この手番を終えてください。", w)) // lesson.cb.say.15
}

// No line of the Japanese catalogue begins with a verb's ending where the
// line before ends with its stem ("建て / ました", "動かし / ます"), in
// either face at any width where each phrase fits a line.
func TestJapaneseCatalogueKeepsVerbsWhole(t *testing.T) {
	c, err := lang.Messages("ja")
	require.NoError(t, err)
	holes := regexp.MustCompile(`\{\{[^}]*\}\}`)
	endings := []string{"ました", "ます", "ません", "ましょう", "でした", "です", "ている", "て", "た"}
	n := 0
	for key, forms := range c {
		for _, text := range forms {
			text = holes.ReplaceAllString(text, "黄")
			for _, f := range []Face{Body, Small} {
				// (an aside wider than a line breaks between its
				// phrases: reader 33's "記号があり / ます）。")
				widest := 0
				for _, p := range breaks(text) {
					for _, ph := range phrases(p.parts) {
						pw, _ := MeasureIn(f, ph.s)
						widest = max(widest, pw)
					}
				}
				for w := max(widest, 60); w <= 320; w += 3 {
					lines := WrapIn(f, text, w)
					for i := 1; i < len(lines); i++ {
						before, _ := utf8.DecodeLastRuneInString(lines[i-1])
						if !japanese(before) {
							continue
						}
						if prefixed(lines[i-1]) {
							n++
							assert.Fail(t, "a prefix split from its word", "%s, face %d, %d px: %q | %q", key, f, w, lines[i-1], lines[i])
						}
						for _, e := range endings {
							if strings.HasPrefix(lines[i], e) {
								n++
								assert.Fail(t, "a verb broken", "%s, face %d, %d px: %q | %q", key, f, w, lines[i-1], lines[i])
								break
							}
						}
					}
				}
			}
		}
	}
	assert.Zero(t, n)
}

// Reader 33's three breaks inside a word, at every width where the
// phrase around them fits a line: a verb in an aside wider than a line
// ("記号があり / ます）。", the colour-blind note on a phone's settings), a
// prefix and its word ("各 / レッスン", the course's progress) and 何 and
// its counter ("何 / マスでも", Tokyo Doves' how-to). A word that ends in
// a prefix's kanji is no prefix: "完全ルール" may break as before.
func TestJapaneseKeepsPrefixesAndAsidesVerbsWhole(t *testing.T) {
	cases := []struct{ s, whole, split string }{
		{"ファルコンリーとトウキョウのハトのカードに各陣営の記号を描き、色だけに頼らないようにします（コロンビズのコマとコロンバの土地には常に記号があります）。", "記号があります）。", "ます）。"},
		{"5レッスン中1完了。各レッスンで1つのルールを学びます。", "各レッスンで", "レッスンで"},
		{"縦か横にまっすぐ何マスでも（最初のハトの手前まで）", "何マスでも", "マスでも"},
	}
	for _, c := range cases {
		for _, f := range []Face{Body, Small} {
			from, _ := MeasureIn(f, c.whole)
			to, _ := MeasureIn(f, c.s)
			for w := from; w <= to; w++ {
				lines := WrapIn(f, c.s, w)
				for _, l := range lines[1:] {
					assert.False(t, strings.HasPrefix(l, c.split), "face %d, %d px: %q", f, w, lines)
				}
			}
		}
	}
	assert.False(t, prefixed("完全"), "完全 ends a word")
	assert.True(t, prefixed("まっすぐ何"))
	assert.True(t, prefixed("各"))
}

// A WordBreak (U+200B) in a Japanese compound is where its lines may
// break, and nowhere else where a line holds either part: "マメデッポウ
// / バト" or the whole, never "マメデッ / ポウバト" (reader 28, a dove's
// name under its place in a phone's hand); it takes no width.
func TestAWordBreakIsTheOnlyBreakInItsCompound(t *testing.T) {
	const name = "マメデッポウ\u200bバト"
	whole := strings.ReplaceAll(name, "\u200b", "")
	for _, f := range []Face{Body, Small} {
		ww, _ := MeasureIn(f, whole)
		w, _ := MeasureIn(f, name)
		assert.Equal(t, ww, w, "face %d: the break takes no width", f)
		head, _ := MeasureIn(f, "マメデッポウ")
		for width := head; width <= ww+10; width++ {
			var got []string
			for _, l := range WrapIn(f, name, width) {
				got = append(got, strings.ReplaceAll(l, "\u200b", ""))
			}
			if width >= ww {
				assert.Equal(t, []string{whole}, got, "face %d, %d px: whole", f, width)
			} else {
				assert.Equal(t, []string{"マメデッポウ", "バト"}, got, "face %d, %d px: at the word's boundary", f, width)
			}
		}
	}
	// In a sentence, the same (where a line holds the name's head).
	s := "緑がマメデッポウ\u200bバトをボスから左上へ1マスに出しました。"
	head, _ := Measure("マメデッポウ")
	for width := head; width <= 320; width++ {
		for _, l := range Wrap(s, width) {
			l = strings.ReplaceAll(l, "\u200b", "")
			assert.False(t, strings.HasSuffix(l, "マメデッ") || strings.HasSuffix(l, "マメデッポ") || strings.HasSuffix(l, "マメ"), "%d px: %q breaks inside the name", width, l)
		}
	}
}

// A Japanese aside in full-width brackets is kept on one line where it
// fits one: the line breaks before it, not inside it (reader 28: a
// phone's status line read "…何マスでも（最初の / ハトの手前まで）。…"),
// at every width, and as the status line sets it (Balanced).
func TestAJapaneseAsideKeepsToOneLine(t *testing.T) {
	const s = "トツハト：縦か横にまっすぐ何マスでも（最初のハトの手前まで）。光るマスを選んでください。"
	aside, _ := Measure("（最初のハトの手前まで）。")
	whole, _ := Measure(s)
	for width := aside; width <= whole+10; width++ {
		for _, w := range []int{width, Balanced(Body, s, width)} {
			for _, l := range WrapIn(Body, s, w) {
				open, shut := strings.Count(l, "（"), strings.Count(l, "）")
				assert.Equal(t, open, shut, "%d px (set at %d): %q breaks inside the aside", width, w, l)
			}
		}
	}
}

// TestAKeyHintTakesTheLanguagesBrackets: a key's hint after a status's
// words is set in the language's brackets: Japanese's full-width pair
// (reader 31: 「回す」（R、右クリック)で回転, a full-width bracket opened and
// an ASCII one closing it), others' " (R)"; nothing while fingers play.
func TestAKeyHintTakesTheLanguagesBrackets(t *testing.T) {
	defer lang.Use(lang.Current())
	touch := Touch
	defer func() { Touch = touch }()
	Touch = false
	for tag, want := range map[string]string{"en": " (R)", "fr": " (R)", "pt-PT": " (R)", "ja": "（R）"} {
		require.NoError(t, lang.Use(tag))
		assert.Equal(t, want, KeyHint("R"), tag)
	}
	Touch = true
	assert.Empty(t, KeyHint("R"), "no keys while fingers play")
}
