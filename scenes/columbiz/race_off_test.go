//go:build !race

package columbiz

// raceDetector: see race_on_test.go.
const raceDetector = false
