//go:build js

package lobby

import (
	"strings"
	"syscall/js"
)

// param is a setting given from outside the app: in the browser the page
// address's query (?server=http://127.0.0.1:7350&key=roost-dev&join=CODE).
func param(name string) string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return ""
	}
	q := js.Global().Get("URLSearchParams").New(loc.Get("search"))
	v := q.Call("get", name)
	if v.IsNull() || v.IsUndefined() {
		return ""
	}
	return strings.TrimSpace(v.String())
}

// JoinLink is the page's address that opens a game by its code (keeping
// the server the page was given).
func JoinLink(code string) string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return ""
	}
	u := loc.Get("origin").String() + loc.Get("pathname").String() + "?join=" + code
	if s := param("server"); s != "" {
		u += "&server=" + js.Global().Call("encodeURIComponent", s).String()
	}
	if k := param("key"); k != "" {
		u += "&key=" + js.Global().Call("encodeURIComponent", k).String()
	}
	return u
}

// notify shows a system notification when the page is hidden and the
// player has allowed them (asked for on Play online's Alerts button).
func notify(title, body string) {
	n := js.Global().Get("Notification")
	if !n.Truthy() || n.Get("permission").String() != "granted" {
		return
	}
	if !js.Global().Get("document").Get("hidden").Bool() {
		return
	}
	opts := js.Global().Get("Object").New()
	opts.Set("body", body)
	opts.Set("icon", "icon.png")
	opts.Set("tag", "roost-turn")
	n.New(title, opts)
}

// Linked is the game code the page was opened to join (?join=CODE), "" for
// none.
func Linked() string { return param("join") }

// alerts is whether the browser may show the player system notifications:
// "default" (not asked yet), "granted", "denied", or "" where it has none.
func alerts() string {
	n := js.Global().Get("Notification")
	if !n.Truthy() {
		return ""
	}
	return n.Get("permission").String()
}

// askAlerts asks the browser's permission for notifications (the player
// pressed the button: browsers only ask after a person's gesture).
func askAlerts() {
	if n := js.Global().Get("Notification"); n.Truthy() {
		n.Call("requestPermission")
	}
}
