package game

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Terrain is one of the terrain types the rules name (10.7, 12.1, 13.0).
type Terrain uint8

const (
	Clear Terrain = iota
	Trail
	Village
	Peak
	Crops
	Mountain
	LandingZone
	Cave
	PalmGrove
	River
	numTerrains
)

// terrainInfo names each terrain and gives the letter the map file uses.
var terrainInfo = [numTerrains]struct {
	name   string
	letter byte
}{
	Clear:       {"Clear", '.'},
	Trail:       {"Trail", 't'},
	Village:     {"Village", 'v'},
	Peak:        {"Peak", 'p'},
	Crops:       {"Crops", 'f'},
	Mountain:    {"Mountain", 'm'},
	LandingZone: {"Landing Zone", 'l'},
	Cave:        {"Cave", 'c'},
	PalmGrove:   {"Palm Grove", 'g'},
	River:       {"River", 'w'},
}

func (t Terrain) String() string {
	if t >= numTerrains {
		return "unknown terrain"
	}
	return terrainInfo[t].name
}

// Letter is the terrain's letter in map files.
func (t Terrain) Letter() byte { return terrainInfo[t].letter }

// AllTerrains lists every terrain in chart order.
func AllTerrains() []Terrain {
	out := make([]Terrain, numTerrains)
	for i := range out {
		out[i] = Terrain(i)
	}
	return out
}

// TerrainByName finds a terrain by its chart name (any case) or map letter.
func TerrainByName(s string) (Terrain, bool) {
	for t := Terrain(0); t < numTerrains; t++ {
		if strings.EqualFold(s, terrainInfo[t].name) || (len(s) == 1 && s[0] == terrainInfo[t].letter) {
			return t, true
		}
	}
	return 0, false
}

// TerrainSet is the terrain of one hex: a hex may hold more than one type
// (a trail through a village), and 10.7 says the highest cost applies.
type TerrainSet uint16

func (s TerrainSet) Has(t Terrain) bool        { return s&(1<<t) != 0 }
func (s TerrainSet) With(t Terrain) TerrainSet { return s | 1<<t }

// List gives the terrains in the set in chart order; an empty set is Clear.
func (s TerrainSet) List() []Terrain {
	var out []Terrain
	for t := Terrain(0); t < numTerrains; t++ {
		if s.Has(t) {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		out = append(out, Clear)
	}
	return out
}

func (s TerrainSet) String() string {
	var names []string
	for _, t := range s.List() {
		names = append(names, t.String())
	}
	return strings.Join(names, " + ")
}

// TerrainValues is one row of the terrain chart.
type TerrainValues struct {
	Cost    int // movement expenditure to enter (10.7)
	Penalty int // added to an attacker's total when this hex is attacked (13.0 step 3)
	Noise   int // terrain noise (12.1)
}

// TerrainChart is the chart printed on the map.
type TerrainChart [numTerrains]TerrainValues

// Values combines the rows for every terrain in a hex. Movement takes the
// single highest cost (10.7). For noise and the combat penalty the rules
// are silent; see docs/rulings.md: a hex's noise is its noisiest terrain
// and its penalty the one that favours the defender most.
func (c *TerrainChart) Values(s TerrainSet) TerrainValues {
	s &= 1<<numTerrains - 1
	if s == 0 {
		return c[Clear]
	}
	// the terrains in chart order, as List gives them, without its slice
	t := Terrain(bits.TrailingZeros16(uint16(s)))
	v := c[t]
	for s &^= 1 << t; s != 0; s &^= 1 << t {
		t = Terrain(bits.TrailingZeros16(uint16(s)))
		r := c[t]
		v.Cost = max(v.Cost, r.Cost)
		v.Noise = max(v.Noise, r.Noise)
		v.Penalty = min(v.Penalty, r.Penalty)
	}
	return v
}

// ParseTerrainChart reads the chart file: one line per terrain,
// "Name | cost | penalty | noise", with # comments. Every terrain must
// appear exactly once.
func ParseTerrainChart(src []byte) (*TerrainChart, error) {
	var c TerrainChart
	seen := map[Terrain]bool{}
	var errs []string
	sc := bufio.NewScanner(bytes.NewReader(trimBOM(src)))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(stripComment(sc.Text()))
		if line == "" {
			continue
		}
		f := splitBars(line)
		if len(f) != 4 {
			errs = append(errs, fmt.Sprintf("line %d: want \"name | cost | penalty | noise\", got %d fields", n, len(f)))
			continue
		}
		t, ok := TerrainByName(f[0])
		if !ok {
			errs = append(errs, fmt.Sprintf("line %d: unknown terrain %q", n, f[0]))
			continue
		}
		if seen[t] {
			errs = append(errs, fmt.Sprintf("line %d: %s appears twice", n, t))
		}
		seen[t] = true
		var vals [3]int
		for i := range vals {
			v, err := strconv.Atoi(strings.TrimPrefix(f[i+1], "+"))
			switch {
			case err != nil:
				errs = append(errs, fmt.Sprintf("line %d: %s: %q is not a whole number", n, t, f[i+1]))
			case v < -MaxPrinted || v > MaxPrinted:
				// Bounded so that sums of costs cannot overflow: a path
				// cost that wrapped negative would keep Reachable from
				// finishing (FuzzLoadRules keeps such a cost as a seed).
				errs = append(errs, fmt.Sprintf("line %d: %s: %d is out of range: the chart's values run from -%d to %d", n, t, v, MaxPrinted, MaxPrinted))
			}
			vals[i] = v
		}
		if vals[0] < 1 {
			errs = append(errs, fmt.Sprintf("line %d: %s: movement cost must be at least 1", n, t))
		}
		c[t] = TerrainValues{Cost: vals[0], Penalty: vals[1], Noise: vals[2]}
	}
	// A line over the scanner's limit stops the scan: say so, rather than
	// read the file as if it ended there, the rest unread.
	if err := sc.Err(); err != nil {
		errs = append(errs, scanError(err))
	}
	for t := Terrain(0); t < numTerrains; t++ {
		if !seen[t] {
			errs = append(errs, fmt.Sprintf("%s is missing", t)) // the prefix comes once, below
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("terrain chart: %s", strings.Join(errs, "; "))
	}
	return &c, nil
}

// trimBOM drops the byte order mark some Windows editors put at the start
// of a text file, as the scenario parser does; otherwise the first key
// would read "\ufeffname".
func trimBOM(src []byte) []byte { return bytes.TrimPrefix(src, []byte("\xef\xbb\xbf")) }

// scanError words a bufio.Scanner error for the data file parsers.
func scanError(err error) string {
	if errors.Is(err, bufio.ErrTooLong) {
		return "reading the file: a line is longer than 1 MiB"
	}
	return fmt.Sprintf("reading the file: %v", err)
}

func stripComment(s string) string {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		return s[:i]
	}
	return s
}

func splitBars(s string) []string {
	f := strings.Split(s, "|")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return f
}
