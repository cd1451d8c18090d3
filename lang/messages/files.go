//go:build !js

package messages

import (
	"embed"
	"fmt"
)

// files are every language's message file: en.json, fr.json, pt-PT.json,
// ja.json.
//
//go:embed *.json
var files embed.FS

func file(tag string) ([]byte, error) {
	b, err := files.ReadFile(tag + ".json")
	if err != nil {
		return nil, fmt.Errorf("no messages for %q", tag)
	}
	return b, nil
}

// embedded: every language's file is in these builds.
func embedded(string) bool { return true }
