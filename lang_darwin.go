//go:build darwin && !ios

package main

import (
	"os"
	"os/exec"
	"strings"

	"github.com/birdroost/roost/lang"
)

// A Mac app started from the Finder has no LANG: its languages are the
// user's AppleLanguages preference, best first ("fr-FR", "en").
func init() {
	if len(lang.FromEnv(os.Getenv)) > 0 { // started from a terminal
		return
	}
	out, err := exec.Command("defaults", "read", "-g", "AppleLanguages").Output()
	if err != nil {
		return
	}
	var prefs []string
	for _, f := range strings.FieldsFunc(string(out), func(r rune) bool { return strings.ContainsRune("()\",\n\t ", r) }) {
		prefs = append(prefs, f)
	}
	lang.SetSystem(prefs...)
}
