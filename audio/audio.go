// Package audio is Roost's sound: one audio context for the whole app, the
// sound bank (synthesised by audio/synth), the looping menu music, and the
// master/music/effects volumes applied live.
package audio

import (
	"bytes"
	"sync"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"

	"github.com/birdroost/roost/audio/synth"
)

// Bank plays sounds. Its zero value is unusable; use New.
type Bank struct {
	mu      sync.Mutex
	ctx     *eaudio.Context
	pcm     map[string][]byte
	music   *eaudio.Player
	master  float64
	musicV  float64
	effects float64
	muted   bool
	hushed  bool // effects held back for a moment (a replay jumping ahead)
	playing []*eaudio.Player
	started bool
}

var (
	ctxOnce sync.Once
	theCtx  *eaudio.Context
)

// Context returns the single audio context (made on first use).
func Context() *eaudio.Context {
	ctxOnce.Do(func() { theCtx = eaudio.NewContext(synth.Rate) })
	return theCtx
}

// New makes the sound bank. Effects are rendered on first use. Where the
// machine has no audio device the bank is silent (see Available).
func New() *Bank {
	if !Available() {
		return NewSilent()
	}
	return &Bank{ctx: Context(), pcm: map[string][]byte{}, master: 0.8, musicV: 0.5, effects: 0.8}
}

// NewSilent makes a bank that plays nothing (tests, screenshots, no device).
func NewSilent() *Bank {
	return &Bank{pcm: map[string][]byte{}, master: 0.8, musicV: 0.5, effects: 0.8, muted: true}
}

// Silent reports whether the bank never plays.
func (b *Bank) Silent() bool { return b.ctx == nil }

// SetVolumes applies master, music and effects volumes (0..1) at once.
func (b *Bank) SetVolumes(master, music, effects float64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.master, b.musicV, b.effects = master, music, effects
	if b.music != nil {
		b.music.SetVolume(b.master * b.musicV)
	}
}

// SetMuted silences everything (volumes are kept).
func (b *Bank) SetMuted(m bool) {
	b.mu.Lock()
	b.muted = m || b.ctx == nil
	b.mu.Unlock()
	if m {
		b.StopMusic()
	}
}

// Hush holds the effects back (true) or lets them play again (false):
// for the moments that would sound many at once, such as a replay jumping
// ahead. The music and the settings are untouched.
func (b *Bank) Hush(h bool) {
	b.mu.Lock()
	b.hushed = h
	b.mu.Unlock()
}

// Play starts a sound effect.
func (b *Bank) Play(name string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	vol := b.master * b.effects
	if b.muted || b.hushed || b.ctx == nil || vol <= 0 {
		return
	}
	pcm, ok := b.pcm[name]
	if !ok {
		pcm = synth.Effect(name)
		b.pcm[name] = pcm
	}
	// Drop finished players; cap simultaneous effects.
	keep := b.playing[:0]
	for _, p := range b.playing {
		if p.IsPlaying() {
			keep = append(keep, p)
		} else {
			_ = p.Close()
		}
	}
	b.playing = keep
	if len(b.playing) >= 12 {
		return
	}
	p := b.ctx.NewPlayerFromBytes(pcm)
	p.SetVolume(vol)
	p.Play()
	b.playing = append(b.playing, p)
}

// StartMusic starts the looping menu tune (it keeps playing if already on).
func (b *Bank) StartMusic() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.muted || b.ctx == nil {
		return
	}
	if b.music == nil {
		pcm := synth.MenuTune()
		loop := eaudio.NewInfiniteLoop(bytes.NewReader(pcm), int64(len(pcm)))
		p, err := b.ctx.NewPlayer(loop)
		if err != nil {
			return // no audio device: play on in silence
		}
		b.music = p
	}
	b.music.SetVolume(b.master * b.musicV)
	if !b.music.IsPlaying() {
		b.music.Play()
	}
}

// StopMusic pauses the music.
func (b *Bank) StopMusic() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.music != nil {
		b.music.Pause()
	}
}

// MusicPlaying reports whether the music is on.
func (b *Bank) MusicPlaying() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.music != nil && b.music.IsPlaying()
}
