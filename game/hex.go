package game

import (
	"fmt"
	"strconv"
)

// Hex is a map hex named the way the rulebook names them: "XXYY", column
// then row, both counted from 01 (the Mission Objective Placement table
// uses these ids). The grid is flat-topped: columns run north-south, and
// every even-numbered column sits half a hex lower than its odd neighbours,
// as on most printed hex maps.
type Hex struct {
	Col, Row int
}

// NoHex is the zero value: not on any map.
var NoHex = Hex{}

// Valid reports whether h could name a hex at all (both parts from 1 to 99).
func (h Hex) Valid() bool { return h.Col >= 1 && h.Col <= 99 && h.Row >= 1 && h.Row <= 99 }

func (h Hex) String() string {
	if !h.Valid() {
		return "----"
	}
	// as fmt's %02d%02d, which was a fifth of the enemy phase's time
	b := [4]byte{byte('0' + h.Col/10), byte('0' + h.Col%10), byte('0' + h.Row/10), byte('0' + h.Row%10)}
	return string(b[:])
}

// ParseHex reads a four-digit hex id such as "0902".
func ParseHex(s string) (Hex, error) {
	if len(s) != 4 {
		return NoHex, fmt.Errorf("hex id %q: want four digits, column then row, like 0902", s)
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return NoHex, fmt.Errorf("hex id %q: want four digits, column then row, like 0902", s)
		}
	}
	c, _ := strconv.Atoi(s[:2])
	r, _ := strconv.Atoi(s[2:])
	h := Hex{c, r}
	if !h.Valid() {
		return NoHex, fmt.Errorf("hex id %q: column and row start at 01", s)
	}
	return h, nil
}

// MustHex is ParseHex for literals in code and tests.
func MustHex(s string) Hex {
	h, err := ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// MarshalText writes a hex as its id, so saves and logs read "0902".
func (h Hex) MarshalText() ([]byte, error) {
	if h == NoHex {
		return []byte(""), nil
	}
	return []byte(h.String()), nil
}

// UnmarshalText reads a hex id; the empty string is NoHex.
func (h *Hex) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*h = NoHex
		return nil
	}
	v, err := ParseHex(string(b))
	if err != nil {
		return err
	}
	*h = v
	return nil
}

// Direction is a hexside numbered as in 12.8: 1 is the northernmost
// hexside, then clockwise to 6.
type Direction int

const (
	North Direction = iota + 1
	NorthEast
	SouthEast
	South
	SouthWest
	NorthWest
)

var directionNames = [...]string{"", "north", "north-east", "south-east", "south", "south-west", "north-west"}

func (d Direction) String() string {
	if d < North || d > NorthWest {
		return "no direction"
	}
	return directionNames[d]
}

// axial steps for flat-topped hexes, indexed by Direction.
var axialStep = [7][2]int{{0, 0}, {0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// axial converts to Red Blob Games' axial coordinates (q, r) for an
// "odd-q" layout with 0-based columns; 1-based even columns are 0-based odd.
func (h Hex) axial() (q, r int) {
	q = h.Col - 1
	row := h.Row - 1
	r = row - (q-(q&1))/2
	return
}

func fromAxial(q, r int) Hex {
	row := r + (q-(q&1))/2
	return Hex{q + 1, row + 1}
}

// Neighbor is the hex across hexside d, ignoring map edges.
func (h Hex) Neighbor(d Direction) Hex {
	q, r := h.axial()
	s := axialStep[d]
	return fromAxial(q+s[0], r+s[1])
}

// Neighbors lists the six hexes around h in direction order 1..6, ignoring
// map edges.
func (h Hex) Neighbors() [6]Hex {
	var n [6]Hex
	for d := North; d <= NorthWest; d++ {
		n[d-1] = h.Neighbor(d)
	}
	return n
}

// Distance counts hexes between a and b (0 for the same hex), as the rules
// count range: "in terms of hexagons, not terrain cost".
// Count is n things as a sentence says it, the words after the number
// one for one and many for any other count: Count(1, "unit appears",
// "units appear") is "1 unit appears".
func Count(n int, one, many string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Hexes is a count of hexes: "1 hex", "3 hexes".
func Hexes(n int) string { return Count(n, "hex", "hexes") }

func Distance(a, b Hex) int {
	aq, ar := a.axial()
	bq, br := b.axial()
	dq, dr := aq-bq, ar-br
	ds := -dq - dr
	return (abs(dq) + abs(dr) + abs(ds)) / 2
}

// DirectionTo is the direction of the neighbour b from a, or 0 if b is not
// adjacent to a.
func DirectionTo(a, b Hex) Direction {
	for d := North; d <= NorthWest; d++ {
		if a.Neighbor(d) == b {
			return d
		}
	}
	return 0
}

// Adjacent reports whether a and b share a hexside.
func Adjacent(a, b Hex) bool { return Distance(a, b) == 1 }

// Ring lists the hexes exactly n hexes from centre, ignoring map edges,
// starting with the one n hexes north and going clockwise.
func Ring(centre Hex, n int) []Hex {
	if n <= 0 {
		return []Hex{centre}
	}
	q, r := centre.axial()
	// start n steps north, then walk the six sides of the ring
	q += axialStep[North][0] * n
	r += axialStep[North][1] * n
	out := make([]Hex, 0, 6*n)
	// from the north corner the sides run south-east, south, south-west,
	// north-west, north, north-east
	for side := 0; side < 6; side++ {
		d := Direction((int(SouthEast)-1+side)%6 + 1)
		for i := 0; i < n; i++ {
			out = append(out, fromAxial(q, r))
			q += axialStep[d][0]
			r += axialStep[d][1]
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
