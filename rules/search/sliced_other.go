//go:build !js

package search

const defaultSliced = false
