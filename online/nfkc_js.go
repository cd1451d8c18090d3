//go:build js

package online

import "syscall/js"

// nfkc is a name in Unicode's compatibility composed form (NFKC), from the
// browser's own String.prototype.normalize: Go's tables would add 63 KB
// (gzip) to the page for the same answer.
func nfkc(s string) string { return js.ValueOf(s).Call("normalize", "NFKC").String() }
