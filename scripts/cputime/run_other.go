//go:build !linux

package main

import "errors"

func run(args []string) (result, error) {
	return result{}, errors.New("needs Linux (a child subreaper)")
}
