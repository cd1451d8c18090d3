// Package synth makes Roost's sounds in Go: small oscillators, envelopes and a
// low-pass filter render the UI and game effects and a looping menu tune into
// 16-bit stereo PCM. It does not import ebiten, so it is tested anywhere.
package synth

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// Rate is the sample rate.
const Rate = 44100

// Wave shapes.
type Wave int

const (
	Sine Wave = iota
	Triangle
	Pulse25
	Pulse12
	Square
	Noise
)

// buffer is mono float samples.
type buffer []float64

func newBuf(sec float64) buffer { return make(buffer, int(sec*Rate)) }

// note describes one tone.
type note struct {
	wave       Wave
	freq, to   float64 // start and end frequency (glide)
	at, dur    float64 // seconds
	vol        float64
	attack     float64
	release    float64
	vibrato    float64 // depth in semitones
	vibratoHz  float64
	decayCurve float64 // >0: exponential decay rate over the note
}

func osc(w Wave, phase float64, rng *rand.Rand) float64 {
	p := phase - math.Floor(phase)
	switch w {
	case Sine:
		return math.Sin(2 * math.Pi * p)
	case Triangle:
		return 4*math.Abs(p-0.5) - 1
	case Pulse25:
		if p < 0.25 {
			return 1
		}
		return -1
	case Pulse12:
		if p < 0.125 {
			return 1
		}
		return -1
	case Square:
		if p < 0.5 {
			return 1
		}
		return -1
	default:
		return rng.Float64()*2 - 1
	}
}

// add renders a note into b.
func (b buffer) add(n note, rng *rand.Rand) {
	start := int(n.at * Rate)
	count := int(n.dur * Rate)
	phase := 0.0
	if n.to == 0 {
		n.to = n.freq
	}
	if n.attack == 0 {
		n.attack = 0.004
	}
	if n.release == 0 {
		n.release = math.Min(0.05, n.dur/3)
	}
	hold := 0.0
	for i := 0; i < count && start+i < len(b); i++ {
		t := float64(i) / Rate
		k := t / n.dur
		f := n.freq * math.Pow(n.to/n.freq, k)
		if n.vibrato > 0 {
			f *= math.Pow(2, n.vibrato/12*math.Sin(2*math.Pi*n.vibratoHz*t))
		}
		phase += f / Rate
		env := 1.0
		if t < n.attack {
			env = t / n.attack
		}
		if rest := n.dur - t; rest < n.release {
			env *= rest / n.release
		}
		if n.decayCurve > 0 {
			env *= math.Exp(-n.decayCurve * t)
		}
		v := osc(n.wave, phase, rng)
		if n.wave == Noise { // sample-and-hold noise pitched by f
			if phase >= 1 {
				phase -= math.Floor(phase)
				hold = v
			}
			v = hold
		}
		b[start+i] += v * env * n.vol
	}
}

// lowpass is a one-pole filter with a cutoff in Hz.
func (b buffer) lowpass(cut float64) {
	a := 1 - math.Exp(-2*math.Pi*cut/Rate)
	y := 0.0
	for i, x := range b {
		y += a * (x - y)
		b[i] = y
	}
}

// PCM converts to 16-bit little-endian stereo, with a soft limiter.
func (b buffer) PCM() []byte {
	out := make([]byte, len(b)*4)
	for i, x := range b {
		x = math.Tanh(x * 1.2)
		v := int16(x * 30000)
		binary.LittleEndian.PutUint16(out[i*4:], uint16(v))
		binary.LittleEndian.PutUint16(out[i*4+2:], uint16(v))
	}
	return out
}

// Peak returns the largest absolute sample (for tests).
func Peak(pcm []byte) int {
	m := 0
	for i := 0; i+1 < len(pcm); i += 2 {
		v := int(int16(binary.LittleEndian.Uint16(pcm[i:])))
		if v < 0 {
			v = -v
		}
		m = max(m, v)
	}
	return m
}

// hz converts a note name like "A4" or "Bb3" to a frequency.
func hz(name string) float64 {
	semis := map[byte]int{'C': -9, 'D': -7, 'E': -5, 'F': -4, 'G': -2, 'A': 0, 'B': 2}[name[0]]
	i := 1
	if name[i] == 'b' {
		semis--
		i++
	} else if name[i] == '#' {
		semis++
		i++
	}
	oct := int(name[i] - '0')
	return 440 * math.Pow(2, float64(semis+(oct-4)*12)/12)
}

// Effect renders a named sound effect. Unknown names give silence.
func Effect(name string) []byte {
	rng := rand.New(rand.NewPCG(uint64(len(name)), 7))
	var b buffer
	switch name {
	case "click":
		b = newBuf(0.06)
		b.add(note{wave: Pulse25, freq: 1400, to: 900, dur: 0.05, vol: 0.35, decayCurve: 40}, rng)
		b.lowpass(5000)
	case "hover":
		b = newBuf(0.03)
		b.add(note{wave: Triangle, freq: 2200, dur: 0.025, vol: 0.15, decayCurve: 80}, rng)
	case "confirm":
		b = newBuf(0.22)
		b.add(note{wave: Pulse25, freq: hz("E5"), dur: 0.08, vol: 0.3}, rng)
		b.add(note{wave: Pulse25, freq: hz("B5"), at: 0.07, dur: 0.14, vol: 0.3, decayCurve: 10}, rng)
		b.lowpass(6000)
	case "error":
		b = newBuf(0.25)
		b.add(note{wave: Square, freq: hz("A3"), dur: 0.1, vol: 0.25}, rng)
		b.add(note{wave: Square, freq: hz("F3"), at: 0.1, dur: 0.14, vol: 0.25}, rng)
		b.lowpass(1800)
	case "put":
		b = newBuf(0.14)
		b.add(note{wave: Noise, freq: 3000, dur: 0.06, vol: 0.5, decayCurve: 60}, rng)
		b.add(note{wave: Sine, freq: 180, to: 90, dur: 0.12, vol: 0.6, decayCurve: 25}, rng)
		b.lowpass(2500)
	case "move":
		b = newBuf(0.2)
		for i := 0; i < 3; i++ { // three wing flaps
			b.add(note{wave: Noise, freq: 5000, at: float64(i) * 0.055, dur: 0.05, vol: 0.35, decayCurve: 50}, rng)
		}
		b.lowpass(1600)
	case "jump":
		b = newBuf(0.26)
		b.add(note{wave: Triangle, freq: 300, to: 1100, dur: 0.16, vol: 0.4}, rng)
		b.add(note{wave: Sine, freq: 200, to: 100, at: 0.16, dur: 0.09, vol: 0.5, decayCurve: 30}, rng)
	case "win":
		b = newBuf(1.0)
		for i, n := range []string{"C5", "E5", "G5", "C6"} {
			b.add(note{wave: Pulse25, freq: hz(n), at: float64(i) * 0.12, dur: 0.14, vol: 0.28}, rng)
		}
		b.add(note{wave: Pulse25, freq: hz("C6"), at: 0.5, dur: 0.45, vol: 0.28, vibrato: 0.2, vibratoHz: 6, decayCurve: 3}, rng)
		b.add(note{wave: Triangle, freq: hz("C4"), at: 0.5, dur: 0.45, vol: 0.4}, rng)
		b.lowpass(7000)
	case "lose":
		b = newBuf(1.0)
		for i, n := range []string{"G4", "Eb4", "C4"} {
			b.add(note{wave: Triangle, freq: hz(n), at: float64(i) * 0.22, dur: 0.24, vol: 0.45}, rng)
		}
		b.add(note{wave: Triangle, freq: hz("C4"), to: hz("B3"), at: 0.66, dur: 0.32, vol: 0.45, decayCurve: 4}, rng)
		b.lowpass(3000)
	case "dice":
		b = newBuf(0.55)
		t := 0.0
		for t < 0.45 {
			b.add(note{wave: Noise, freq: 6000 + rng.Float64()*3000, at: t, dur: 0.018, vol: 0.5 * (1 - t), decayCurve: 120}, rng)
			b.add(note{wave: Sine, freq: 900 + rng.Float64()*600, at: t, dur: 0.02, vol: 0.15, decayCurve: 150}, rng)
			t += 0.025 + rng.Float64()*0.05
		}
		b.lowpass(6000)
	case "capture":
		b = newBuf(0.3)
		b.add(note{wave: Pulse12, freq: hz("G5"), to: hz("C5"), dur: 0.12, vol: 0.3}, rng)
		b.add(note{wave: Noise, freq: 4000, at: 0.1, dur: 0.15, vol: 0.3, decayCurve: 20}, rng)
		b.lowpass(4000)
	case "coo":
		b = newBuf(0.8)
		b.add(note{wave: Sine, freq: 420, to: 380, dur: 0.25, vol: 0.5, vibrato: 0.4, vibratoHz: 18, attack: 0.04}, rng)
		b.add(note{wave: Sine, freq: 450, to: 340, at: 0.32, dur: 0.42, vol: 0.5, vibrato: 0.5, vibratoHz: 16, attack: 0.05}, rng)
		b.lowpass(1200)
	case "flip":
		b = newBuf(0.16)
		b.add(note{wave: Noise, freq: 7000, dur: 0.05, vol: 0.4, decayCurve: 45}, rng)
		b.add(note{wave: Noise, freq: 3500, at: 0.06, dur: 0.07, vol: 0.35, decayCurve: 35}, rng)
		b.lowpass(4500)
	case "swoop":
		b = newBuf(0.45)
		b.add(note{wave: Noise, freq: 6000, dur: 0.35, vol: 0.3, attack: 0.12, decayCurve: 6}, rng)
		b.add(note{wave: Triangle, freq: 1500, to: 500, dur: 0.3, vol: 0.25}, rng)
		b.add(note{wave: Pulse12, freq: hz("E5"), to: hz("A5"), at: 0.3, dur: 0.12, vol: 0.2}, rng)
		b.lowpass(3500)
	default:
		b = newBuf(0.01)
	}
	return b.PCM()
}

// Effects lists the sound effects.
var Effects = []string{"click", "hover", "confirm", "error", "put", "move", "jump", "win", "lose", "dice", "capture", "coo", "flip", "swoop"}

// MenuTune renders the looping menu music: eight bars in F major at 100 BPM
// (I-vi-IV-V), with bass, arpeggio, melody and light percussion. The loop
// point is the end of the buffer.
func MenuTune() []byte {
	const bpm = 100.0
	beat := 60 / bpm
	bars := 8
	b := newBuf(float64(bars*4) * beat)
	rng := rand.New(rand.NewPCG(42, 42))
	chords := [][]string{{"F", "A", "C"}, {"F", "A", "C"}, {"D", "F", "A"}, {"D", "F", "A"}, {"Bb", "D", "F"}, {"Bb", "D", "F"}, {"C", "E", "G"}, {"C", "E", "G"}}
	for bar, ch := range chords {
		t0 := float64(bar*4) * beat
		root := ch[0]
		// Bass: root on 1 and 3, fifth on the "and" of 4.
		b.add(note{wave: Triangle, freq: hz(root + "2"), at: t0, dur: beat * 1.8, vol: 0.45}, rng)
		b.add(note{wave: Triangle, freq: hz(root + "2"), at: t0 + 2*beat, dur: beat * 1.3, vol: 0.4}, rng)
		b.add(note{wave: Triangle, freq: hz(ch[2] + "2"), at: t0 + 3.5*beat, dur: beat * 0.45, vol: 0.35}, rng)
		// Arpeggio in eighths.
		for i := 0; i < 8; i++ {
			n := ch[[]int{0, 1, 2, 1, 0, 1, 2, 1}[i]]
			oct := "4"
			if n == "C" || n == "D" || n == "E" {
				oct = "5"
			}
			b.add(note{wave: Pulse12, freq: hz(n + oct), at: t0 + float64(i)*beat/2, dur: beat * 0.4, vol: 0.07, decayCurve: 6}, rng)
		}
		// Percussion: soft kick on 1 and 3, hat on the off-beats.
		for i := 0; i < 4; i++ {
			if i%2 == 0 {
				b.add(note{wave: Sine, freq: 130, to: 50, at: t0 + float64(i)*beat, dur: 0.12, vol: 0.5, decayCurve: 20}, rng)
			}
			b.add(note{wave: Noise, freq: 9000, at: t0 + (float64(i)+0.5)*beat, dur: 0.04, vol: 0.08, decayCurve: 80}, rng)
		}
	}
	melody := []struct {
		n string
		d float64
	}{
		{"A4", 1}, {"C5", 1}, {"D5", .5}, {"C5", .5}, {"A4", 1},
		{"G4", 1}, {"A4", .5}, {"G4", .5}, {"F4", 2},
		{"D5", 1}, {"F5", 1}, {"E5", .5}, {"D5", .5}, {"C5", 1},
		{"A4", 1.5}, {"G4", .5}, {"A4", 2},
		{"F5", 1}, {"D5", 1}, {"C5", 1}, {"D5", 1},
		{"Bb4", 1}, {"C5", .5}, {"D5", .5}, {"F5", 2},
		{"E5", 1}, {"D5", .5}, {"C5", .5}, {"G4", 1}, {"A4", .5}, {"Bb4", .5},
		{"C5", 2}, {"-", 1}, {"G4", 1},
	}
	t := 0.0
	for _, m := range melody {
		if m.n != "-" {
			b.add(note{wave: Pulse25, freq: hz(m.n), at: t, dur: m.d*beat - 0.02, vol: 0.16, vibrato: 0.15, vibratoHz: 5.5, attack: 0.01, release: 0.06}, rng)
		}
		t += m.d * beat
	}
	b.lowpass(3500)
	return b.PCM()
}
