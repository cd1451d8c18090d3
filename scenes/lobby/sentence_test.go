package lobby

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// A message made a sentence keeps its first character whole (a kanji, an
// accented letter) and gets no second full stop.
func TestSentenceByRune(t *testing.T) {
	for in, want := range map[string]string{
		"空いている席がありません。": "空いている席がありません。",
		"état inconnu":    "État inconnu.",
		"no seat is free": "No seat is free.",
		"vraiment ?":      "Vraiment ?",
		"Bonne chance !":  "Bonne chance !",
		"「x」はサーバーのアドレスではありません（例：y）": "「x」はサーバーのアドレスではありません（例：y）。",
		"done.": "Done.",
		"":      "",
	} {
		got := Sentence(in)
		assert.Equal(t, want, got, in)
		assert.True(t, utf8.ValidString(got), in)
	}
}
