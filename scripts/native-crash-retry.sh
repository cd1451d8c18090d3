#!/usr/bin/env bash
# native-crash-retry.sh CMD...: runs a test command that drives the app under
# Xvfb. If it dies of a signal in native code (Mesa's software GL or GLFW,
# seen once in CI on a fresh machine: the Go runtime's register dump and no
# test failure), it prints where the signal arrived and runs the command
# once more. A test that fails, or a second crash, fails the step; the
# crash's first lines are printed last, where a CI log's tail shows them.
set -uo pipefail
crash='^(SIGSEGV|SIGABRT|SIGBUS|SIGILL|SIGFPE|fatal error: unexpected signal)|signal arrived during (cgo|external code) execution'
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run() {
	"$@" 2>&1 | tee "$log"
	return "${PIPESTATUS[0]}"
}
summary() {
	echo "=== $1: the signal and the goroutine it stopped ==="
	grep -nE -m1 -A60 "$crash" "$log" | grep -vE '^[0-9]+-(r[0-9a-z]+|rip|rflags|cs|fs|gs) +0x' | head -n 60
}
run "$@"
rc=$?
if [ "$rc" -ne 0 ] && grep -qE "$crash" "$log" && ! grep -qE '^--- FAIL' "$log"; then
	summary "the run above died of a signal in native code"
	echo "=== running it once more ==="
	run "$@"
	rc=$?
	if [ "$rc" -ne 0 ] && grep -qE "$crash" "$log"; then
		summary "it died of a signal again"
	fi
fi
exit "$rc"
