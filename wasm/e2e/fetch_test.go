package e2e

import (
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/birdroost/roost/lang"
)

// A language other than English is not in the page's download: chosen in
// Settings, it is fetched from the page's folder (lang/fr.json) while the
// game goes on, the language button saying it is loading, and the screen
// then speaks it. Where the folder lacks it, a toast says so in the
// language spoken and the game goes on in English; the choice is tried
// again at the next change.
func TestBrowserFetchesALanguage(t *testing.T) {
	fr, err := lang.Messages("fr")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		missing bool
	}{{"served", false}, {"missing", true}} {
		t.Run(c.name, func(t *testing.T) {
			files := http.FileServer(http.Dir(webDir(t)))
			var mu sync.Mutex
			var asked []string
			seen := func() []string { mu.Lock(); defer mu.Unlock(); return slices.Clone(asked) }
			site := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if strings.HasPrefix(r.URL.Path, "/lang/") {
					mu.Lock()
					asked = append(asked, r.URL.Path)
					mu.Unlock()
					if c.missing {
						http.NotFound(w, r)
						return
					}
				}
				files.ServeHTTP(w, r)
			})
			b := openBrowserOn(t, 1280, 720, 5*time.Minute, site)
			b.open()
			if a := seen(); len(a) > 0 {
				t.Errorf("an English page asked for %q", a)
			}
			b.click(640, 400) // the title: to the menu
			b.waitFor("the menu", `window.roost.scene === "menu"`, 10*time.Second)
			b.click(b.spot("Settings", 10*time.Second))
			b.waitFor("Settings", `window.roost.scene === "settings"`, 10*time.Second)
			// The language button: the system's (English), English, Français.
			b.click(b.spot("As the system: English", 10*time.Second))
			b.click(b.spot("English", 10*time.Second))
			if c.missing {
				b.waitFor("the toast", `(window.roost.toast || "").includes("Français")`, 30*time.Second)
				toast := b.evalStr("window.roost.toast")
				if !strings.Contains(toast, "could not be loaded") || !strings.Contains(toast, "(lang/fr.json: 404 Not Found)") {
					t.Errorf("the toast says %q", toast)
				}
				b.spot("Back", 10*time.Second) // the game goes on in English
				b.spot("Français", 10*time.Second)
				b.shot("lang-fetch-failed")
			} else {
				b.spot(fr["common.back"]["other"], 30*time.Second) // Retour
				b.shot("lang-fetched-fr")
			}
			if a := seen(); len(a) != 1 || a[0] != "/lang/fr.json" {
				t.Errorf("the page asked for %q", a)
			}
			if errs := b.consoleErrors(); len(errs) > 0 && !c.missing {
				t.Errorf("console errors: %q", errs)
			}
		})
	}
}
