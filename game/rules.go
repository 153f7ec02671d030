package game

import "fmt"

// LoadRules parses the three data files (the map, the terrain chart and the
// counter mix, in the formats of docs/map.md and docs/components.md),
// each parser's error naming its file. The chart parser already demands a
// row for every terrain, so any map fits any chart; the counter mix must
// fit the map, which the mix parser alone cannot check.
func LoadRules(mapSrc, chartSrc, mixSrc []byte) (*Rules, error) {
	b, err := ParseBoard(mapSrc)
	if err != nil {
		return nil, err
	}
	c, err := ParseTerrainChart(chartSrc)
	if err != nil {
		return nil, err
	}
	m, err := ParseCounterMix(mixSrc)
	if err != nil {
		return nil, err
	}
	// Every placement hex of every mission must be on this map: with a
	// smaller map, the first Mission Objective Placement Phase would put a
	// mission off it and break the game's invariants.
	for _, sp := range m.Specs {
		if sp.Kind != KindMission {
			continue
		}
		for _, h := range sp.Placement {
			if !b.Contains(h) {
				return nil, fmt.Errorf("counter mix: mission %s (%s): placement hex %s is off the %d×%d map", sp.ID, sp.Name, h, b.Cols, b.Rows)
			}
		}
	}
	return &Rules{Board: b, Chart: c, Mix: m}, nil
}
