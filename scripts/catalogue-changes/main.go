// Command catalogue-changes counts, for each message catalogue
// (lang/messages/LANG.json), its strings (a key's text, or each of its
// plural forms) and how many of them differ from a commit's:
//
//	go run ./scripts/catalogue-changes f5c1a4c
//
// A string is changed when its key and form are in both and its text
// differs; keys that came or went are counted apart.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// flatten reads a catalogue: "key" or "key/form" -> text.
func flatten(b []byte) (map[string]string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, err
	}
	out := map[string]string{}
	for k, v := range raw {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[k] = s
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			return nil, fmt.Errorf("%s: %v", k, err)
		}
		for f, s := range forms {
			out[k+"/"+f] = s
		}
	}
	return out, nil
}

func keys(m map[string]string) map[string]bool {
	out := map[string]bool{}
	for k := range m {
		key, _, _ := strings.Cut(k, "/")
		out[key] = true
	}
	return out
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/catalogue-changes COMMIT")
		os.Exit(2)
	}
	rev := os.Args[1]
	files, _ := filepath.Glob(filepath.Join("lang", "messages", "*.json"))
	if len(files) == 0 {
		fmt.Fprintln(os.Stderr, "catalogue-changes: run it from the repository's root (no lang/messages/*.json here)")
		os.Exit(2)
	}
	sort.Strings(files)
	fmt.Printf("%-6s %8s %8s %10s %12s\n", "lang", "strings", "changed", "keys added", "keys removed")
	for _, f := range files {
		nowB, err := os.ReadFile(f)
		check(err)
		thenB, err := exec.Command("git", "show", rev+":"+filepath.ToSlash(f)).Output()
		check(err)
		now, err := flatten(nowB)
		check(err)
		then, err := flatten(thenB)
		check(err)
		changed := 0
		for k, s := range now {
			if old, ok := then[k]; ok && old != s {
				changed++
			}
		}
		nk, tk := keys(now), keys(then)
		added, removed := 0, 0
		for k := range nk {
			if !tk[k] {
				added++
			}
		}
		for k := range tk {
			if !nk[k] {
				removed++
			}
		}
		tag := filepath.Base(f)
		tag = tag[:len(tag)-len(".json")]
		fmt.Printf("%-6s %8d %8d %10d %12d\n", tag, len(now), changed, added, removed)
	}
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "catalogue-changes:", err)
		os.Exit(1)
	}
}
