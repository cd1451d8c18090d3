package tokyodoves

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPlainOffset(t *testing.T) {
	for _, c := range []struct {
		dr, dc int
		want   string
	}{
		{-1, 0, "one square north"},
		{0, 3, "3 squares east"},
		{1, -1, "one square south-west"},
		{-2, 2, "2 squares north-east"},
		{-2, 1, "2 squares north and one square east"},
		{1, -2, "one square south and 2 squares west"},
	} {
		assert.Equal(t, c.want, plainOffset(c.dr, c.dc).String(), "%d,%d", c.dr, c.dc)
	}
}
