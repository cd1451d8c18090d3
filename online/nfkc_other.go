//go:build !js

package online

import "golang.org/x/text/unicode/norm"

// nfkc is a name in Unicode's compatibility composed form (NFKC).
func nfkc(s string) string { return norm.NFKC.String(s) }
