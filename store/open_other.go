//go:build !unix

package store

// openNoBlock: these systems have no pipes in the file system to wait on.
const openNoBlock = 0
