package audio

import (
	"os"
	"runtime"
	"strings"
)

// Available reports whether this machine can play sound. Ebitengine stops the
// game loop when its audio device fails, so without a device Roost plays in
// silence rather than opening one. ROOST_NO_AUDIO=1 forces silence.
func Available() bool {
	if os.Getenv("ROOST_NO_AUDIO") != "" {
		return false
	}
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd":
		if runtime.GOOS == "linux" && os.Getenv("ANDROID_ROOT") != "" {
			return true
		}
		b, err := os.ReadFile("/proc/asound/cards")
		if err != nil {
			_, err := os.Stat("/dev/snd")
			return err == nil
		}
		return !strings.Contains(string(b), "no soundcards") && strings.TrimSpace(string(b)) != ""
	}
	return true
}
