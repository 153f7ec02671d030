package render

import (
	"kandahar/assets"
	"kandahar/game"
)

// LoadRules reads the embedded map, terrain chart and counter mix.
func LoadRules() (*game.Rules, error) {
	return game.LoadRules(assets.MustRead("map.txt"), assets.MustRead("terrain.txt"), assets.MustRead("counters.txt"))
}
