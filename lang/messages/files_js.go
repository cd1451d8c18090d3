//go:build js

package messages

import (
	_ "embed"

	"github.com/birdroost/roost/wasm/page"
)

// The page's download carries English alone.
//
//go:embed en.json
var english []byte

// file is English's, or another language's from the page's folder, where
// scripts/web.sh puts every language's file but English's, under lang/.
func file(tag string) ([]byte, error) {
	if tag == "en" {
		return english, nil
	}
	return page.Fetch("lang/" + tag + ".json")
}

// embedded: English alone is in the page's download.
func embedded(tag string) bool { return tag == "en" }
