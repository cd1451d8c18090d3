package synth

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEffectsAreAudibleAndShort(t *testing.T) {
	for _, name := range Effects {
		pcm := Effect(name)
		assert.Zero(t, len(pcm)%4, name)
		sec := float64(len(pcm)/4) / Rate
		assert.Greater(t, sec, 0.02, name)
		assert.Less(t, sec, 1.5, name)
		p := Peak(pcm)
		assert.Greater(t, p, 2000, "%s is audible", name)
		assert.Less(t, p, 32767, "%s does not clip", name)
	}
}

func TestMenuTuneLoops(t *testing.T) {
	pcm := MenuTune()
	sec := float64(len(pcm)/4) / Rate
	assert.InDelta(t, 19.2, sec, 0.01, "8 bars at 100 BPM")
	assert.Greater(t, Peak(pcm), 5000)
}

func TestNoteNames(t *testing.T) {
	assert.InDelta(t, 440, hz("A4"), 1e-9)
	assert.InDelta(t, 261.63, hz("C4"), 0.01)
	assert.InDelta(t, 466.16, hz("Bb4"), 0.01)
	assert.False(t, math.IsNaN(hz("C#5")))
}
