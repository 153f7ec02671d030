package game

// LoadRules parses the three data files (the map, the terrain chart and the
// counter mix, in the formats of docs/map.md and docs/components.md),
// each parser's error naming its file. The chart parser already demands a
// row for every terrain, so any map fits any chart.
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
	return &Rules{Board: b, Chart: c, Mix: m}, nil
}
