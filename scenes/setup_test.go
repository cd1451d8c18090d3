package scenes_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/birdroost/roost/scenes"
	"github.com/birdroost/roost/scenes/scenetest"
)

// The setup screen has no holes and no bare words among its choices: a
// person's Level cell says it has none (switched off), the one player
// count is a chosen button like a lone variant, and upright How to play on
// the goal's corner is a button that opens the rules.
func TestSetupHasNoHolesAndHowToIsAButton(t *testing.T) {
	d := scenetest.New(t)
	d.Screen(390, 844, 3)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "tokyodoves")) })
	none := d.Button("No level")
	require.NotNil(t, none, "Player 1 (a person) has a Level cell")
	assert.True(t, none.Disabled)
	two := d.Button("2")
	require.NotNil(t, two, "the one player count is a button")
	assert.True(t, two.Selected)
	level := d.Button("Standard")
	require.NotNil(t, level, "the computer's level")
	assert.Equal(t, level.R.Min.X, none.R.Min.X, "the Level cells in one column")
	assert.Equal(t, level.R.Dx(), none.R.Dx())
	d.ClickButton("How to play")
	assert.Equal(t, "howto", d.TopName())
}

// The player count's buttons keep inside the panel on the narrowest phone
// (beside their label they ran past its edge).
func TestThePlayerCountFitsTheNarrowestPhone(t *testing.T) {
	d := scenetest.New(t)
	sc := d.Screen(360, 800, 3)
	scenetest.OnMain(func() { d.A.Show(scenes.NewMenu(d.A), scenes.NewSetup(d.A, "columba")) })
	four := d.Button("4")
	require.NotNil(t, four)
	assert.LessOrEqual(t, four.R.Max.X, sc.W-12-8, "the last count inside the panel (canvas %d wide)", sc.W)
	assert.GreaterOrEqual(t, four.R.Dx(), 24, "a finger wide")
}
