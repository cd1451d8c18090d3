package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func early(args []string, display bool) (int, bool, string, string) {
	var out, errOut bytes.Buffer
	code, done := Early(args, &out, &errOut, display)
	return code, done, out.String(), errOut.String()
}

// Help in every spelling works before any window code (no display needed),
// lists every command a line each, and a command's --help lists its flags.
func TestHelpEverywhere(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}, {"-help"}} {
		code, done, out, _ := early(args, false)
		assert.True(t, done, "%v", args)
		assert.Equal(t, 0, code, "%v", args)
		for _, c := range Commands {
			assert.Contains(t, out, "  "+c.Name+" ", "%v lists %s", args, c.Name)
		}
		assert.Contains(t, out, "  shot ")
	}
	for _, args := range [][]string{{"legal", "--help"}, {"help", "legal"}, {"legal", "tokyodoves", "-h"}} {
		code, done, out, _ := early(args, false)
		assert.True(t, done)
		assert.Equal(t, 0, code, "%v", args)
		assert.Contains(t, out, "usage: roost legal GAME")
		assert.Contains(t, out, "-position string", "%v lists the flags", args)
	}
	for _, c := range Commands {
		code, _, out, errOut := early([]string{c.Name, "--help"}, false)
		assert.Equal(t, 0, code, c.Name)
		assert.Empty(t, errOut, c.Name)
		assert.Contains(t, out, c.Usage, c.Name)
		if c.Flags != nil {
			assert.Contains(t, out, "flags:", c.Name)
		}
	}
	code, _, out, _ := early([]string{"shot", "--help"}, false)
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "--scene NAME")
	code, _, _, errOut := early([]string{"help", "nope"}, false)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `no command "nope"`)
}

// Without a display, playing and shots say so in words; with one, they go on
// to the window code.
func TestWithoutADisplay(t *testing.T) {
	code, done, _, errOut := early(nil, false)
	assert.True(t, done)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "no display")
	code, _, _, errOut = early([]string{"shot", "--scene", "menu", "--out", "x.png"}, false)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "xvfb-run")
	_, done, _, _ = early(nil, true)
	assert.False(t, done, "with a display the game opens")
	_, done, _, _ = early([]string{"--scale", "3"}, true)
	assert.False(t, done)
	code, _, _, errOut = early([]string{"--scale", "30"}, true)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--scale must be between 1 and 8")
	code, _, _, errOut = early([]string{"bogus"}, true)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown command "bogus"`)
}

// An unknown level is named as such, before the position is looked at.
func TestThinkNamesABadLevel(t *testing.T) {
	code, _, _, errOut := early([]string{"think", "columbiz", "--level", "bogus"}, false)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown level "bogus"`)
}

// A huge input is not echoed back whole.
func TestErrorsDoNotEchoHugeInput(t *testing.T) {
	code, _, _, errOut := early([]string{"legal", "tokyodoves", "--position", strings.Repeat("x", 100000)}, false)
	assert.Equal(t, 1, code)
	assert.Less(t, len(errOut), 400, errOut)
	assert.Contains(t, errOut, "(100000 characters)")
}

// A long command says it is still at work; a short one says nothing.
func TestProgress(t *testing.T) {
	a, e := progressAfter, progressEvery
	progressAfter, progressEvery = 20*time.Millisecond, 20*time.Millisecond
	t.Cleanup(func() { progressAfter, progressEvery = a, e })
	var w bytes.Buffer
	stop := Progress(&w, "thinking", 90*time.Second)
	time.Sleep(70 * time.Millisecond)
	stop()
	assert.Contains(t, w.String(), "thinking: 0 s of 90 s\n")
	n := w.Len()
	time.Sleep(50 * time.Millisecond)
	assert.Equal(t, n, w.Len(), "nothing after stop")
	var quiet bytes.Buffer
	Progress(&quiet, "perft", 0)()
	assert.Empty(t, quiet.String())
}
