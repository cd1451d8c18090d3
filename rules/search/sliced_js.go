package search

const defaultSliced = true
