package tween

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEasesEndpoints(t *testing.T) {
	for name, e := range map[string]Ease{"Linear": Linear, "InQuad": InQuad, "OutQuad": OutQuad, "InOutQuad": InOutQuad,
		"OutCubic": OutCubic, "InOutSine": InOutSine, "OutBack": OutBack, "OutBounce": OutBounce, "OutElastic": OutElastic} {
		assert.InDelta(t, 0, e(0), 1e-9, name)
		assert.InDelta(t, 1, e(1), 1e-9, name)
	}
	assert.Greater(t, OutBack(0.7), 1.0, "OutBack overshoots")
	assert.Less(t, InQuad(0.5), 0.5)
	assert.Greater(t, OutQuad(0.5), 0.5)
}

func TestTweenReachesTargetAndCallsBack(t *testing.T) {
	x := 10.0
	called := 0
	tw := To(&x, 20, 1, Linear).Then(func() { called++ })
	_, done := tw.Update(0.25)
	assert.False(t, done)
	assert.InDelta(t, 12.5, x, 1e-9)
	rest, done := tw.Update(1)
	assert.True(t, done)
	assert.InDelta(t, 0.25, rest, 1e-9)
	assert.Equal(t, 20.0, x)
	assert.Equal(t, 1, called)
	tw.Update(1)
	assert.Equal(t, 1, called, "callback runs once")
}

func TestSequenceCarriesLeftoverTime(t *testing.T) {
	a, b := 0.0, 0.0
	var order []string
	s := Seq(FromTo(&a, 0, 1, 0.5, Linear), Do(func() { order = append(order, "mid") }), Wait(0.1), FromTo(&b, 0, 1, 0.4, Linear))
	_, done := s.Update(0.7) // 0.5 for a, 0.1 wait, 0.1 into b
	assert.False(t, done)
	assert.Equal(t, 1.0, a)
	assert.InDelta(t, 0.25, b, 1e-9)
	assert.Equal(t, []string{"mid"}, order)
	_, done = s.Update(0.3)
	assert.True(t, done)
	assert.Equal(t, 1.0, b)
}

func TestParallelAndPlayer(t *testing.T) {
	a, b := 0.0, 0.0
	var p Player
	p.Speed = 2
	p.Add(Par(FromTo(&a, 0, 1, 1, OutQuad), FromTo(&b, 0, 1, 2, Linear)))
	require.True(t, p.Busy())
	p.Update(0.5) // speed 2: one second of animation
	assert.Equal(t, 1.0, a)
	assert.InDelta(t, 0.5, b, 1e-9)
	p.Update(0.5)
	assert.False(t, p.Busy())
	assert.Equal(t, 1.0, b)
}

func TestPlayerAddFromCallbackAndFinish(t *testing.T) {
	var p Player
	x := 0.0
	p.Add(Seq(Wait(1), Do(func() { p.Add(FromTo(&x, 0, 5, 1, OutBounce)) })))
	p.Update(1.01)
	assert.True(t, p.Busy(), "animation added by a callback keeps running")
	p.Finish()
	assert.False(t, p.Busy())
	assert.Equal(t, 5.0, x)
}

func TestOverReportsProgress(t *testing.T) {
	var got []float64
	f := Over(1, Linear, func(p float64) { got = append(got, p) })
	f.Update(0.5)
	f.Update(0.6)
	assert.Equal(t, 2, len(got))
	assert.InDelta(t, 0.5, got[0], 1e-9)
	assert.Equal(t, 1.0, got[1])
	assert.False(t, math.IsNaN(got[1]))
}
