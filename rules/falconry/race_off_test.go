//go:build !race

package falconry

// raceDetector: see race_on_test.go.
const raceDetector = false
