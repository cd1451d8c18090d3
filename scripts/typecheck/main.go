// Command typecheck type-checks every package of Roost for other platforms
// (phones, macOS, Windows) without building them, so that a platform-only
// API used in shared code fails the tests on this machine.
//
//	go run ./scripts/typecheck                 # android/arm64, ios/arm64, darwin/arm64, windows/amd64
//	go run ./scripts/typecheck android/arm64   # one platform
//
// It loads the packages with golang.org/x/tools/go/packages for each target
// (cgo on, as the real builds have it) and type-checks them from source. No
// C is compiled (this machine has no Android NDK, no Xcode): the files of
// dependencies that import "C" cannot be checked here and their errors are
// left out. Every error in this module's own packages counts.
package main

import (
	"fmt"
	"os"
	"strings"

	"golang.org/x/tools/go/packages"
)

var targets = []string{"android/arm64", "ios/arm64", "darwin/arm64", "windows/amd64"}

func main() {
	ts := targets
	if len(os.Args) > 1 {
		ts = os.Args[1:]
	}
	bad := 0
	for _, t := range ts {
		n, err := check(".", t)
		if err != nil {
			fmt.Fprintf(os.Stderr, "typecheck %s: %v\n", t, err)
			bad++
			continue
		}
		fmt.Printf("typecheck %s: %d packages, no errors\n", t, n)
	}
	if bad > 0 {
		os.Exit(1)
	}
}

// check type-checks the main module's packages in dir for target
// (GOOS/GOARCH) and returns how many it checked.
func check(dir, target string) (int, error) {
	goos, goarch, ok := strings.Cut(target, "/")
	if !ok || goos == "" || goarch == "" {
		return 0, fmt.Errorf("give a platform as GOOS/GOARCH, for example android/arm64")
	}
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax |
			packages.NeedTypes | packages.NeedTypesInfo | packages.NeedDeps | packages.NeedImports | packages.NeedModule,
		Dir:   dir,
		Env:   append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=1"),
		Tests: false,
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return 0, err
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Module == nil || !p.Module.Main {
			return // a dependency: its cgo files cannot be checked without C
		}
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(pkgs) == 0 {
		return 0, fmt.Errorf("no packages in %s", dir)
	}
	if len(errs) > 0 {
		return len(pkgs), fmt.Errorf("%d errors:\n  %s", len(errs), strings.Join(errs, "\n  "))
	}
	return len(pkgs), nil
}
