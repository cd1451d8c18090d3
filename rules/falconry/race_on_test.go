//go:build race

package falconry

// raceDetector is whether the tests run under the race detector (make
// race). The tests that call only code which starts no goroutine (the
// evaluation, the two-action win's pruning, the round played out without a
// search's control) skip there: the detector has nothing to watch in them,
// and it makes them some ten times slower. make unit runs them in full.
const raceDetector = true
