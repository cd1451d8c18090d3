// Package scripts_test checks the build scripts' behaviour where this
// machine can: make mobile without the Android tools, and the version.
package scripts_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func run(t *testing.T, env []string, script string) (string, error) {
	cmd := exec.Command("bash", script)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func TestMobileSaysWhatIsMissing(t *testing.T) {
	before, _ := filepath.Glob("../dist/*.aar")
	out, err := run(t, []string{"ANDROID_HOME=", "ANDROID_SDK_ROOT=", "ANDROID_NDK_HOME="}, "mobile.sh")
	require.Error(t, err, "without the SDK make mobile must fail: %s", out)
	assert.Contains(t, out, "missing")
	assert.Contains(t, out, "ANDROID_HOME")
	assert.Contains(t, out, "ANDROID_NDK_HOME")
	assert.Contains(t, out, "Nothing was built")
	after, _ := filepath.Glob("../dist/*.aar")
	assert.Equal(t, before, after, "no library appears")

	empty := t.TempDir()
	out, err = run(t, []string{"ANDROID_HOME=" + empty, "ANDROID_SDK_ROOT=", "ANDROID_NDK_HOME="}, "mobile.sh")
	require.Error(t, err)
	assert.Contains(t, out, "ANDROID_HOME="+empty+" has no platforms/ folder")
}

func TestVersion(t *testing.T) {
	out, err := run(t, []string{"VERSION=9.8.7"}, "version.sh")
	require.NoError(t, err)
	assert.Equal(t, "9.8.7", strings.TrimSpace(out))
	if exec.Command("git", "describe", "--tags", "--exact-match", "--match", "v[0-9]*").Run() == nil {
		return // a release tag names the version
	}
	out, err = run(t, []string{"VERSION="}, "version.sh")
	require.NoError(t, err)
	src, err := os.ReadFile("../cli/cli.go")
	require.NoError(t, err)
	v := strings.TrimSpace(out)
	require.NotEmpty(t, v)
	assert.Contains(t, string(src), `var Version = "`+v+`"`, "without a tag the version is cli.Version")
}

// The Android host project names what ebitenmobile generates from package
// mobile with mobile.sh's -javapkg: the EbitenView class, and the Mobile
// class whose methods are package mobile's exported functions.
func TestAndroidHostMatchesTheBinding(t *testing.T) {
	sh, err := os.ReadFile("mobile.sh")
	require.NoError(t, err)
	m := regexp.MustCompile(`-javapkg (\S+)`).FindSubmatch(sh)
	require.NotNil(t, m, "mobile.sh passes -javapkg")
	pkg := string(m[1]) + ".mobile"

	act, err := os.ReadFile("../mobile/android/app/src/main/java/io/birdroost/roost/MainActivity.java")
	require.NoError(t, err)
	assert.Contains(t, string(act), "import "+pkg+".EbitenView;")
	assert.Contains(t, string(act), "import "+pkg+".Mobile;")
	for _, w := range []string{"suspendGame()", "resumeGame()", "KEYCODE_BACK", "moveTaskToBack"} {
		assert.Contains(t, string(act), w)
	}
	lay, err := os.ReadFile("../mobile/android/app/src/main/res/layout/activity_main.xml")
	require.NoError(t, err)
	assert.Contains(t, string(lay), "<"+pkg+".EbitenView")

	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, "../mobile", func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	require.NoError(t, err)
	exported := map[string]bool{}
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.IsExported() {
					exported[fn.Name.Name] = true
				}
			}
		}
	}
	calls := regexp.MustCompile(`Mobile\.(\w+)\(`).FindAllStringSubmatch(string(act), -1)
	require.NotEmpty(t, calls)
	for _, c := range calls {
		name := strings.ToUpper(c[1][:1]) + c[1][1:]
		assert.True(t, exported[name], "MainActivity calls Mobile.%s, but package mobile exports no %s", c[1], name)
	}
	man, err := os.ReadFile("../mobile/android/app/src/main/AndroidManifest.xml")
	require.NoError(t, err)
	assert.Contains(t, string(man), `android:screenOrientation="fullUser"`, "both orientations")
	assert.Contains(t, string(man), "@mipmap/ic_launcher")
}

// A fake test command for native-crash-retry.sh: it prints what the Go
// runtime prints when a signal arrives in C code, or a test's failure, as
// its state file says, once per line of the file.
func fakeRun(t *testing.T, outcomes ...string) (string, error) {
	dir := t.TempDir()
	state := filepath.Join(dir, "outcomes")
	require.NoError(t, os.WriteFile(state, []byte(strings.Join(outcomes, "\n")+"\n"), 0o644))
	fake := filepath.Join(dir, "fake.sh")
	require.NoError(t, os.WriteFile(fake, []byte(`#!/usr/bin/env bash
next=$(head -n1 "$1"); sed -i 1d "$1"
case "$next" in
crash) printf 'SIGSEGV: segmentation violation\nPC=0x7f491ae64639 m=5 sigcode=1\nsignal arrived during cgo execution\n\ngoroutine 1 gp=0xc000002380 m=5 [syscall, locked to thread]:\nruntime.cgocall(0x1, 0x2)\nrip    0x7f491ae64639\nrflags 0x10246\nFAIL\tpkg\t16.4s\n'; exit 2 ;;
fail) printf -- '--- FAIL: TestSomething (1.00s)\nFAIL\tpkg\t3.0s\n'; exit 1 ;;
*) printf 'ok\tpkg\t100s\n' ;;
esac
`), 0o755))
	cmd := exec.Command("bash", "native-crash-retry.sh", fake, state)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func TestANativeCrashRunsOnceMore(t *testing.T) {
	out, err := fakeRun(t, "crash", "pass")
	require.NoError(t, err, out)
	assert.Contains(t, out, "died of a signal in native code")
	assert.Contains(t, out, "runtime.cgocall", "it says where the signal arrived")
	_, summary, _ := strings.Cut(out, "died of a signal in native code")
	assert.NotContains(t, summary, "rflags 0x", "the summary leaves the registers out")
	assert.Contains(t, out, "running it once more")
}

func TestATestsFailureOrASecondCrashFails(t *testing.T) {
	out, err := fakeRun(t, "fail", "pass")
	require.Error(t, err, out)
	assert.NotContains(t, out, "once more", "a test's failure is not run again")

	out, err = fakeRun(t, "crash", "crash", "pass")
	require.Error(t, err, out)
	assert.Contains(t, out, "died of a signal again")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Contains(t, strings.Join(lines[len(lines)-8:], "\n"), "runtime.cgocall", "the crash's place is at the log's end")

	out, err = fakeRun(t, "pass")
	require.NoError(t, err, out)
	assert.NotContains(t, out, "once more")
}

// TestMeasureColumbizPlaysEveryChunk runs scripts/measure-columbiz.sh with a
// stand-in for roost that answers every selfplay at once: every chunk is
// played (2,004 games at three seats, 2,016 at four, each chunk a multiple
// of the seating orders), the summary sums them, and the two-player check
// knows the games of before.
func TestMeasureColumbizPlaysEveryChunk(t *testing.T) {
	dir := t.TempDir()
	fake := filepath.Join(dir, "roost")
	require.NoError(t, os.WriteFile(fake, []byte(`#!/usr/bin/env bash
[ "$1" = version ] && { echo fake; exit 0; }
echo "$*" >>"$(dirname "$0")/calls"
games=0; seats=
while [ $# -gt 0 ]; do case $1 in --games) games=$2; shift;; --seats) seats=$2; shift;; esac; shift; done
echo "$games games, 0 draws or shared wins, mean length 100.0 actions"
IFS=, read -ra s <<<"$seats"; i=1
for l in "${s[@]}"; do
  w=$((games / ${#s[@]}))
  [ ${#s[@]} = 2 ] && { [ $l = expert ] && w=171 || w=29; }
  printf "%d   %-10s %8d    %.1f%%     1.0%% -  2.0%%\n" $i $l $w $(awk -v w=$w -v g=$games 'BEGIN { print 100 * w / g }')
  echo "  $i $l: mean 20.0 ms, max 100.0 ms (10 decisions)" >>"$(dirname "$0")/think"
  i=$((i + 1))
done
cat "$(dirname "$0")/think"; rm "$(dirname "$0")/think"
`), 0o755))
	cmd := exec.Command("bash", "measure-columbiz.sh", "2", "0")
	cmd.Env = append(os.Environ(), "ROOST="+fake, "OUT="+filepath.Join(dir, "out"), "WEIGHTS=")
	b, err := cmd.CombinedOutput()
	out := string(b)
	require.NoError(t, err, out)
	calls, err := os.ReadFile(filepath.Join(dir, "calls"))
	require.NoError(t, err)
	games := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(calls)), "\n") {
		f := strings.Fields(line)
		var seats string
		var n int
		for i := 0; i+1 < len(f); i++ {
			switch f[i] {
			case "--seats":
				seats = f[i+1]
			case "--games":
				n = atoi(t, f[i+1])
			}
		}
		orders := map[int]int{2: 2, 3: 6, 4: 24}[strings.Count(seats, ",")+1]
		assert.Zero(t, n%orders, "a chunk of %d games at %s is a multiple of the seating orders", n, seats)
		games[seats] += n
	}
	assert.Equal(t, map[string]int{"standard,expert": 200, "standard,standard,expert": 2004, "standard,standard,standard,expert": 2016}, games)
	assert.Contains(t, out, "three: 2004 games in 7 chunks")
	assert.Contains(t, out, "four: 2016 games in 9 chunks")
	assert.Regexp(t, `3 +expert +668 +33\.3% +31\.3% - +35\.4%`, out, "the summed share with its interval")
	assert.Contains(t, out, "NOT the games of before", "171 wins are not the two-player games of before")
}

func atoi(t *testing.T, s string) int {
	n := 0
	for _, c := range s {
		require.True(t, c >= '0' && c <= '9', s)
		n = n*10 + int(c-'0')
	}
	return n
}
