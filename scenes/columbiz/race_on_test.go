//go:build race

package columbiz

// raceDetector is whether the tests run under the race detector (make
// race), which makes the bots' games some ten times slower: the layout
// matrices then check one case of each kind, the whole matrix being the
// scenes step's (make scenes), without the detector.
const raceDetector = true
