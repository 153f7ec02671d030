package render

import (
	"fmt"

	"kandahar/assets"
	"kandahar/game"
)

// LoadRules reads the embedded map, terrain chart and counter mix.
// TODO(game): switch to game.LoadRules(map, chart, counters) once it lands;
// until then the three parsers are called here, in the same order.
func LoadRules() (*game.Rules, error) {
	read := func(name string) ([]byte, error) {
		b, err := assets.Read(name)
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", name, err)
		}
		return b, nil
	}
	mapSrc, err := read("map.txt")
	if err != nil {
		return nil, err
	}
	chartSrc, err := read("terrain.txt")
	if err != nil {
		return nil, err
	}
	mixSrc, err := read("counters.txt")
	if err != nil {
		return nil, err
	}
	b, err := game.ParseBoard(mapSrc)
	if err != nil {
		return nil, err
	}
	c, err := game.ParseTerrainChart(chartSrc)
	if err != nil {
		return nil, err
	}
	m, err := game.ParseCounterMix(mixSrc)
	if err != nil {
		return nil, err
	}
	return &game.Rules{Board: b, Chart: c, Mix: m}, nil
}
