package assets

import (
	"sync"

	"kandahar/game"
)

var shipped struct {
	once  sync.Once
	rules *game.Rules
	err   error
}

// Rules is the game's shipped map, terrain chart and counter mix, parsed
// once per process and shared by every caller: the window, `kandahar
// replay` and the tests. Nothing changes a Rules once it is loaded.
func Rules() (*game.Rules, error) {
	shipped.once.Do(func() {
		shipped.rules, shipped.err = game.LoadRules(MustRead("map.txt"), MustRead("terrain.txt"), MustRead("counters.txt"))
	})
	return shipped.rules, shipped.err
}
