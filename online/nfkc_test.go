package online

import "testing"

// Both builds (Go's tables natively, the browser's String.normalize in
// WebAssembly) give a name the same one form.
func TestNFKC(t *testing.T) {
	for in, want := range map[string]string{"Jose\u0301": "José", "ﬁsh": "fish", "Ｌｅｎａ": "Lena", "Lena": "Lena"} {
		if got := nfkc(in); got != want {
			t.Errorf("nfkc(%q) = %q, want %q", in, got, want)
		}
	}
	if err := CheckName("Jose\u0301"); err == nil {
		t.Error("a name not in NFKC passed the check")
	}
}
