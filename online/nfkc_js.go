//go:build js

package online

import "syscall/js"

// nfkc is a name in Unicode's compatibility composed form (NFKC), from the
// browser's own String.prototype.normalize: Go's tables would add 63 KB
// (gzip) to the page for the same answer.
func nfkc(s string) string {
	// (A Go string becomes a JavaScript primitive, which has no methods to
	// call from Go: the prototype's function is called on it.)
	return normalize.Call("call", s, "NFKC").String()
}

var normalize = js.Global().Get("String").Get("prototype").Get("normalize")
