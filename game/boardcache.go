package game

import "sync/atomic"

// boardCache holds what the path searches and the legal-move listing ask
// of the map again and again, worked out once per map and chart: each
// hex's neighbours and movement cost by hex index, and where a base camp's
// terrain allows it. Hexes are indexed column by column, the order of
// Board.Hexes: index (Col-1)*Rows + Row-1.
//
// The cache belongs to the Rules. It is rebuilt when the map is edited
// (Board.SetTerrain moves the board's generation on) or the chart's values
// change, so tests and editors that change terrain mid-game stay right.
type boardCache struct {
	board *Board
	gen   uint64
	chart TerrainChart

	cols, rows, n int
	// nb lists each hex's neighbours in direction order 1..6; -1 is off
	// the map.
	nb [][6]int32
	// cost is the terrain chart's cost to enter each hex (10.7).
	cost []int32
	// water marks river hexes (11.1).
	water []bool
	// maxCost is the highest entry cost on the map, for the bucket queue.
	maxCost int32
	// campSites are the hexes whose own terrain and neighbours allow a base
	// camp (3.1): not a village or river and not next to a village;
	// isCampSite marks them by index.
	campSites  []int32
	isCampSite []bool
}

// rulesCache is the Rules' slot for the board cache, safe to read from
// several goroutines (the rules are shared between states).
type rulesCache struct{ p atomic.Pointer[boardCache] }

// geo returns the board cache, building it if the map or chart changed.
func (r *Rules) geo() *boardCache {
	b := r.Board
	if c := r.cache.p.Load(); c != nil && c.board == b && c.gen == b.gen && c.chart == *r.Chart {
		return c
	}
	c := newBoardCache(b, r.Chart)
	r.cache.p.Store(c)
	return c
}

func newBoardCache(b *Board, chart *TerrainChart) *boardCache {
	n := b.Cols * b.Rows
	c := &boardCache{board: b, gen: b.gen, chart: *chart, cols: b.Cols, rows: b.Rows, n: n,
		nb: make([][6]int32, n), cost: make([]int32, n), water: make([]bool, n), isCampSite: make([]bool, n)}
	village := make([]bool, n)
	for i := range n {
		h := c.hex(int32(i))
		t := b.Terrain(h)
		// the chart parser demands costs of at least 1; a chart built by
		// hand with less would stall the bucket queue of Reachable
		c.cost[i] = int32(max(chart.Values(t).Cost, 1))
		c.maxCost = max(c.maxCost, c.cost[i])
		c.water[i] = t.Has(River)
		village[i] = t.Has(Village)
		for d, nh := range h.Neighbors() {
			c.nb[i][d] = -1
			if b.Contains(nh) {
				c.nb[i][d] = c.index(nh)
			}
		}
	}
	for i := range n {
		if village[i] || c.water[i] {
			continue
		}
		ok := true
		for _, j := range c.nb[i] {
			if j >= 0 && village[j] {
				ok = false
				break
			}
		}
		if ok {
			c.campSites = append(c.campSites, int32(i))
			c.isCampSite[i] = true
		}
	}
	return c
}

// index is the cache index of a hex on the map.
func (c *boardCache) index(h Hex) int32 { return int32((h.Col-1)*c.rows + h.Row - 1) }

// hex is the hex at a cache index.
func (c *boardCache) hex(i int32) Hex { return Hex{int(i)/c.rows + 1, int(i)%c.rows + 1} }

// contains reports whether h is on the map the cache was made for.
func (c *boardCache) contains(h Hex) bool {
	return h.Col >= 1 && h.Col <= c.cols && h.Row >= 1 && h.Row <= c.rows
}
