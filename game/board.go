package game

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Board is the printed map: the terrain of every hex, the north-east map
// edge of 6.3 and place names. It is read from a text file under assets
// (see docs/map.md for the format) and never changes during play.
type Board struct {
	Name       string
	Cols, Rows int
	cells      []TerrainSet
	// FOBEdge lists the hexes of the north-east map edge (6.3).
	FOBEdge []Hex
	// Labels are place names printed on the map.
	Labels map[Hex]string
	// gen counts terrain edits, so caches of the map know when to rebuild.
	gen uint64
}

// NewBoard makes an all-clear board, for tests and scenario editors.
func NewBoard(cols, rows int) *Board {
	return &Board{Cols: cols, Rows: rows, cells: make([]TerrainSet, cols*rows), Labels: map[Hex]string{}}
}

// Contains reports whether h is on the map.
func (b *Board) Contains(h Hex) bool {
	return h.Col >= 1 && h.Col <= b.Cols && h.Row >= 1 && h.Row <= b.Rows
}

// Terrain is the terrain of a hex on the map (empty for hexes off it).
func (b *Board) Terrain(h Hex) TerrainSet {
	if !b.Contains(h) {
		return 0
	}
	return b.cells[(h.Row-1)*b.Cols+h.Col-1]
}

// SetTerrain changes a hex's terrain (map editing and tests only).
func (b *Board) SetTerrain(h Hex, s TerrainSet) {
	if b.Contains(h) {
		b.cells[(h.Row-1)*b.Cols+h.Col-1] = s
		b.gen++
	}
}

// AllWater reports a river hex: the all-water hexes of 10.6, 11.0 and 12.8.
//
// Plays ruling T2 (docs/rulings.md).
func (b *Board) AllWater(h Hex) bool { return b.Terrain(h).Has(River) }

// Hexes lists every hex on the map, column by column.
func (b *Board) Hexes() []Hex {
	out := make([]Hex, 0, b.Cols*b.Rows)
	for c := 1; c <= b.Cols; c++ {
		for r := 1; r <= b.Rows; r++ {
			out = append(out, Hex{c, r})
		}
	}
	return out
}

// Neighbors lists the on-map hexes adjacent to h, in direction order.
func (b *Board) Neighbors(h Hex) []Hex {
	out := make([]Hex, 0, 6)
	for _, n := range h.Neighbors() {
		if b.Contains(n) {
			out = append(out, n)
		}
	}
	return out
}

// wrap folds a hex that has walked off one edge back in at the opposite
// edge (12.8's note). With an even number of columns the column parity,
// and so the shape of the grid, survives the fold.
func (b *Board) wrap(h Hex) Hex {
	h.Col = (h.Col-1)%b.Cols + 1
	if h.Col < 1 {
		h.Col += b.Cols
	}
	h.Row = (h.Row-1)%b.Rows + 1
	if h.Row < 1 {
		h.Row += b.Rows
	}
	return h
}

// Walk goes n hexes straight out from h in direction d, as the scatter
// procedure places an enemy unit (12.8), wrapping round the map edges. It returns the
// hexes entered in order; the last is where the walk ends. Wrapped reports
// whether the walk left the map and came back in at the opposite edge.
func (b *Board) Walk(h Hex, d Direction, n int) (path []Hex, wrapped bool) {
	for i := 0; i < n; i++ {
		next := h.Neighbor(d)
		if !b.Contains(next) {
			wrapped = true
			next = b.wrap(next)
		}
		path = append(path, next)
		h = next
	}
	return path, wrapped
}

// NearFOBEdge reports whether h is within n hexes of the north-east map
// edge (6.3: "within four hexes"); an edge hex itself is 0 hexes away.
//
// Plays ruling T4 (docs/rulings.md).
func (b *Board) NearFOBEdge(h Hex, n int) bool {
	for _, e := range b.FOBEdge {
		if Distance(h, e) <= n {
			return true
		}
	}
	return false
}

// ParseBoard reads a map file. Lines:
//
//	name: Arghandab Valley
//	size: 26 36                 columns, rows
//	fob-edge: 1401-2601 2601-2618   runs of hexes along a row or a column
//	label 0902: Deh Khwaja
//	map:                        then one line per row, from row 01:
//	01: m m. vt w ...           the row number, then one token per column
//
// A token is one or more terrain letters (see Terrain.Letter); dots are
// padding, so "." is clear and "v." a village. Errors name the line.
func ParseBoard(src []byte) (*Board, error) {
	b := &Board{Labels: map[Hex]string{}}
	var errs []string
	bad := func(n int, f string, a ...any) { errs = append(errs, fmt.Sprintf("line %d: ", n)+fmt.Sprintf(f, a...)) }
	inMap := false
	rowsSeen := map[int]bool{}
	var edge []string
	edgeLine, mapLine := 0, 0
	labelLine := map[Hex]int{}
	sc := bufio.NewScanner(bytes.NewReader(trimBOM(src)))
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(stripComment(sc.Text()))
		if line == "" {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			bad(n, "want \"key: value\", got %q", line)
			continue
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		switch {
		case inMap:
			row, err := strconv.Atoi(key)
			if err != nil || row < 1 || row > b.Rows {
				bad(n, "map row %q: want a row number from 01 to %02d", key, b.Rows)
				continue
			}
			if rowsSeen[row] {
				bad(n, "map row %02d appears twice", row)
			}
			rowsSeen[row] = true
			toks := strings.Fields(val)
			if len(toks) != b.Cols {
				bad(n, "map row %02d has %d hexes, want %d", row, len(toks), b.Cols)
				continue
			}
			for i, tok := range toks {
				var s TerrainSet
				// by character, not byte, so that "ｍ" is one unknown letter
				// rather than three bytes (FuzzParseBoard's unicode seed)
				for _, ch := range tok {
					if ch == '.' {
						continue
					}
					t, ok := TerrainByName(string(ch))
					if !ok {
						bad(n, "hex %02d%02d: unknown terrain letter %q", i+1, row, string(ch))
						continue
					}
					s = s.With(t)
				}
				b.cells[(row-1)*b.Cols+i] = s
			}
		case key == "name":
			b.Name = val
		case key == "size":
			f := strings.Fields(val)
			if len(f) != 2 {
				bad(n, "size: want \"columns rows\", like 26 36")
				continue
			}
			c, err1 := strconv.Atoi(f[0])
			r, err2 := strconv.Atoi(f[1])
			if err1 != nil || err2 != nil || c < 2 || r < 2 || c > 99 || r > 99 {
				bad(n, "size: columns and rows must be whole numbers from 2 to 99")
				continue
			}
			if c%2 != 0 {
				bad(n, "size: the number of columns must be even, so that scatter wraps round the map edges cleanly (12.8)")
				continue
			}
			b.Cols, b.Rows = c, r
			b.cells = make([]TerrainSet, c*r)
		case key == "fob-edge":
			if edgeLine > 0 {
				bad(n, "fob-edge: given twice (first on line %d); list every run on one line", edgeLine)
				continue
			}
			edge, edgeLine = strings.Fields(val), n
		case strings.HasPrefix(key, "label "):
			h, err := ParseHex(strings.TrimSpace(strings.TrimPrefix(key, "label ")))
			if err != nil {
				bad(n, "%v", err)
				continue
			}
			b.Labels[h] = val
			labelLine[h] = n
		case key == "map":
			if b.Cols == 0 {
				bad(n, "map: comes before size")
				return nil, fmt.Errorf("map file: %s", strings.Join(errs, "; "))
			}
			inMap, mapLine = true, n
		default:
			bad(n, "unknown key %q", key)
		}
	}
	// A line over the scanner's 1 MiB limit stops the scan: say so,
	// rather than read the file as if it ended there.
	if err := sc.Err(); err != nil {
		errs = append(errs, scanError(err))
	}
	if b.Cols == 0 {
		errs = append(errs, "no size line")
	}
	if b.Cols > 0 && mapLine == 0 {
		errs = append(errs, "no \"map:\" line")
	}
	for r := 1; r <= b.Rows && mapLine > 0; r++ {
		if !rowsSeen[r] {
			bad(mapLine, "map row %02d is missing", r)
		}
	}
	seenEdge := map[Hex]bool{}
	for _, run := range edge {
		hexes, err := b.parseRun(run)
		if err != nil {
			bad(edgeLine, "fob-edge: %v", err)
			continue
		}
		for _, h := range hexes {
			if !seenEdge[h] {
				seenEdge[h] = true
				b.FOBEdge = append(b.FOBEdge, h)
			}
		}
	}
	for h := range b.Labels {
		if !b.Contains(h) {
			bad(labelLine[h], "label %s is off the map", h)
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("map file: %s", strings.Join(errs, "; "))
	}
	return b, nil
}

// parseRun reads "1401-2601" (a straight run along a row or a column) or a
// single hex id.
func (b *Board) parseRun(s string) ([]Hex, error) {
	from, to, isRun := strings.Cut(s, "-")
	a, err := ParseHex(from)
	if err != nil {
		return nil, err
	}
	z := a
	if isRun {
		if z, err = ParseHex(to); err != nil {
			return nil, err
		}
	}
	if !b.Contains(a) || !b.Contains(z) {
		return nil, fmt.Errorf("%s is off the map", s)
	}
	var out []Hex
	switch {
	case a.Row == z.Row:
		for c := min(a.Col, z.Col); c <= max(a.Col, z.Col); c++ {
			out = append(out, Hex{c, a.Row})
		}
	case a.Col == z.Col:
		for r := min(a.Row, z.Row); r <= max(a.Row, z.Row); r++ {
			out = append(out, Hex{a.Col, r})
		}
	default:
		return nil, fmt.Errorf("%s: a run must stay in one row or one column", s)
	}
	return out, nil
}
