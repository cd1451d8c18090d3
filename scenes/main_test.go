package scenes_test

import (
	"testing"

	_ "github.com/birdroost/roost/scenes/all"
	"github.com/birdroost/roost/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }
