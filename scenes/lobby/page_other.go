//go:build !js

package lobby

import "os"

// param is a setting given from outside the app: on the desktop and phones
// the environment ($ROOST_SERVER, $ROOST_SERVER_KEY).
func param(name string) string {
	switch name {
	case "server":
		return os.Getenv("ROOST_SERVER")
	case "key":
		return os.Getenv("ROOST_SERVER_KEY")
	}
	return ""
}

// JoinLink is a link that opens a game by its code ("" where there are no
// links: outside the browser).
func JoinLink(code string) string { return "" }

// notify shows a system notification (only in the browser, when the
// player asked for them and the page is hidden).
func notify(title, body string) {}

// alerts is "" outside the browser: the app's own toasts tell the player.
func alerts() string { return "" }

func askAlerts() {}
