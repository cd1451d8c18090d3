// Package messages holds Roost's message files, one a language
// (go-i18n's format: a key, its text, or its plural forms by CLDR's rules),
// for package lang and the English of package english.
package messages

import "embed"

// Files are the message files: en.json, fr.json, pt-PT.json, ja.json.
//
//go:embed *.json
var Files embed.FS
