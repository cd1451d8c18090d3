package table_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/lang"
	"github.com/birdroost/roost/scenes/table"
)

// Every online clock says a length of time in one form, its two largest
// units: no "0:48" (minutes or seconds?) beside a "25:59:58" (more than
// the day a turn's limit) in My games, and a seat's clock as the status
// line's.
func TestOneClockForm(t *testing.T) {
	require.NoError(t, lang.Use("en"))
	t.Cleanup(func() { _ = lang.Use("en") })
	for d, want := range map[time.Duration]string{
		48 * time.Second:               "48\u00a0s",
		time.Minute:                    "1\u00a0min",
		4*time.Minute + 12*time.Second: "4\u00a0min 12\u00a0s",
		5*time.Hour + 30*time.Minute + 9*time.Second:   "5\u00a0h 30\u00a0min",
		25*time.Hour + 59*time.Minute + 58*time.Second: "1\u00a0d 1\u00a0h",
		72 * time.Hour: "3\u00a0d",
		-time.Second:   "0\u00a0s",
	} {
		assert.Equal(t, want, table.ClockFace(d), d.String())
	}
	assert.Equal(t, "48\u00a0s left", table.TimeLeft(48*time.Second))
	assert.Equal(t, "time is up", table.TimeLeft(0))
	require.NoError(t, lang.Use("ja"))
	assert.Equal(t, "残り1日1時間", table.TimeLeft(25*time.Hour+59*time.Minute), "Japanese joins its units with no space")
	require.NoError(t, lang.Use("fr"))
	assert.Equal(t, "reste 2\u00a0j 3\u00a0h", table.TimeLeft(51*time.Hour))
}
