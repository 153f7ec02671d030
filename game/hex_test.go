package game

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// Tests for the hex grid of 2.2 and the scatter directions of 12.8. The
// grid is flat-topped, columns run north-south and every even-numbered
// column sits half a hex lower than the odd columns beside it.

func TestHexIDRoundTrip_2_2(t *testing.T) {
	for _, s := range []string{"0101", "0902", "2029", "2636", "1001", "0136", "9999"} {
		h, err := ParseHex(s)
		if err != nil {
			t.Fatalf("ParseHex(%q): %v", s, err)
		}
		if got := h.String(); got != s {
			t.Errorf("ParseHex(%q).String() = %q", s, got)
		}
	}
	if h := MustHex("0902"); h != (Hex{Col: 9, Row: 2}) {
		t.Errorf("MustHex(0902) = %+v, want column 9 row 2", h)
	}
	if h := MustHex("2611"); h != (Hex{Col: 26, Row: 11}) {
		t.Errorf("MustHex(2611) = %+v, want column 26 row 11", h)
	}
	for _, h := range []Hex{NoHex, {0, 5}, {5, 0}, {100, 1}, {1, 100}, {-1, 3}} {
		if h.Valid() {
			t.Errorf("%+v should not be a valid hex", h)
		}
		if got := h.String(); got != "----" {
			t.Errorf("%+v.String() = %q, want ----", h, got)
		}
	}
}

func TestHexIDErrors_2_2(t *testing.T) {
	cases := []struct {
		in, want string
	}{
		{"", "want four digits"},
		{"902", "want four digits"},
		{"09020", "want four digits"},
		{"09 2", "want four digits"},
		{"ab12", "want four digits"},
		{"-902", "want four digits"},
		{"0x02", "want four digits"},
		{"0000", "start at 01"},
		{"0900", "start at 01"},
		{"0009", "start at 01"},
	}
	for _, c := range cases {
		h, err := ParseHex(c.in)
		if err == nil {
			t.Errorf("ParseHex(%q) = %v, want an error", c.in, h)
			continue
		}
		if h != NoHex {
			t.Errorf("ParseHex(%q) returned %+v with its error, want NoHex", c.in, h)
		}
		msg := err.Error()
		// a readable message quotes the bad id and says what was wanted
		if !strings.Contains(msg, `"`+c.in+`"`) || !strings.Contains(msg, c.want) {
			t.Errorf("ParseHex(%q) error %q: want it to quote the id and say %q", c.in, msg, c.want)
		}
	}
	defer func() {
		if recover() == nil {
			t.Errorf("MustHex(\"nope\") did not panic")
		}
	}()
	MustHex("nope")
}

// Hand-worked neighbours. An odd column sits half a hex higher than its
// neighbours, so its north-east and north-west neighbours are one row up;
// an even column sits lower, so its south-east and south-west neighbours
// are one row down.
func TestHexNeighbours_12_8(t *testing.T) {
	cases := []struct {
		from string
		want [6]string // directions 1 (north) to 6, clockwise
	}{
		// odd column
		{"0505", [6]string{"0504", "0604", "0605", "0506", "0405", "0404"}},
		{"0902", [6]string{"0901", "1001", "1002", "0903", "0802", "0801"}},
		// even column
		{"0605", [6]string{"0604", "0705", "0706", "0606", "0506", "0505"}},
		{"1001", [6]string{"1000", "1101", "1102", "1002", "0902", "0901"}},
	}
	for _, c := range cases {
		h := MustHex(c.from)
		n := h.Neighbors()
		for d := North; d <= NorthWest; d++ {
			got := h.Neighbor(d)
			want := c.want[d-1]
			if want == "1000" { // off the top of the map: row 0
				if got != (Hex{10, 0}) {
					t.Errorf("%s %v: got %+v, want column 10 row 0", c.from, d, got)
				}
			} else if got != MustHex(want) {
				t.Errorf("%s %v: got %s, want %s", c.from, d, got, want)
			}
			if n[d-1] != got {
				t.Errorf("%s: Neighbors()[%d] = %v, Neighbor(%v) = %v", c.from, d-1, n[d-1], d, got)
			}
			if !Adjacent(h, got) || Distance(h, got) != 1 {
				t.Errorf("%s and its %v neighbour %v should be adjacent", c.from, d, got)
			}
		}
	}
}

// TestScatterDirections_12_8 checks the direction numbering against the
// geometry of the printed grid: "the northernmost hexside ... is always
// considered to be the 1 direction", then clockwise.
func TestScatterDirections_12_8(t *testing.T) {
	// centre of a hex on paper: flat-topped, side 1, y growing southward,
	// even columns half a hex lower.
	centre := func(h Hex) (x, y float64) {
		x = 1.5 * float64(h.Col)
		y = math.Sqrt(3) * float64(h.Row)
		if h.Col%2 == 0 {
			y += math.Sqrt(3) / 2
		}
		return
	}
	// compass bearing of each hexside, clockwise from north
	bearing := map[Direction]float64{North: 0, NorthEast: 60, SouthEast: 120, South: 180, SouthWest: 240, NorthWest: 300}
	for _, from := range []string{"0505", "0605", "2636", "0101"} {
		h := MustHex(from)
		hx, hy := centre(h)
		for d := North; d <= NorthWest; d++ {
			nx, ny := centre(h.Neighbor(d))
			dx, dy := nx-hx, ny-hy
			if dist := math.Hypot(dx, dy); math.Abs(dist-math.Sqrt(3)) > 1e-9 {
				t.Errorf("%s %v: neighbour centre %.3f away, want √3 (hexes must touch)", from, d, dist)
			}
			b := math.Mod(math.Atan2(dx, -dy)*180/math.Pi+360, 360)
			if math.Abs(b-bearing[d]) > 1e-6 {
				t.Errorf("%s direction %d (%v): bearing %.1f°, want %.0f°", from, d, d, b, bearing[d])
			}
		}
	}
	names := []string{"no direction", "north", "north-east", "south-east", "south", "south-west", "north-west", "no direction"}
	for d := Direction(0); d <= 7; d++ {
		if got := d.String(); got != names[d] {
			t.Errorf("Direction(%d).String() = %q, want %q", d, got, names[d])
		}
	}
}

func hexOpposite(d Direction) Direction { return (d+2)%6 + 1 }

func TestDirectionTo_12_8(t *testing.T) {
	for _, from := range []string{"0505", "0605", "1320", "2611"} {
		h := MustHex(from)
		for d := North; d <= NorthWest; d++ {
			n := h.Neighbor(d)
			if got := DirectionTo(h, n); got != d {
				t.Errorf("DirectionTo(%s, %s) = %v, want %v", h, n, got, d)
			}
			if back := n.Neighbor(hexOpposite(d)); back != h {
				t.Errorf("%s %v is %s, but its %v neighbour is %s", h, d, n, hexOpposite(d), back)
			}
			if got := DirectionTo(n, h); got != hexOpposite(d) {
				t.Errorf("DirectionTo(%s, %s) = %v, want %v", n, h, got, hexOpposite(d))
			}
		}
		if got := DirectionTo(h, h); got != 0 {
			t.Errorf("DirectionTo(%s, itself) = %v, want 0", h, got)
		}
		far := h.Neighbor(North).Neighbor(North)
		if got := DirectionTo(h, far); got != 0 {
			t.Errorf("DirectionTo(%s, %s) two hexes away = %v, want 0", h, far, got)
		}
	}
}

// hexBFS counts steps over Neighbors from start to every hex within max.
func hexBFS(start Hex, max int) map[Hex]int {
	seen := map[Hex]int{start: 0}
	frontier := []Hex{start}
	for step := 1; step <= max; step++ {
		var next []Hex
		for _, h := range frontier {
			for _, n := range h.Neighbors() {
				if _, ok := seen[n]; !ok {
					seen[n] = step
					next = append(next, n)
				}
			}
		}
		frontier = next
	}
	return seen
}

// Range is counted "in terms of hexagons, not terrain cost" (13.0, 12.9):
// Distance must equal the number of steps between hexes.
func TestDistanceMatchesSteps_12_9(t *testing.T) {
	for _, start := range []string{"1313", "1414", "2020", "0909"} {
		s := MustHex(start)
		steps := hexBFS(s, 9)
		if len(steps) != 1+3*9*10 {
			t.Errorf("%s: %d hexes within 9 steps, want %d", s, len(steps), 1+3*9*10)
		}
		for h, n := range steps {
			if got := Distance(s, h); got != n {
				t.Errorf("Distance(%s, %s) = %d, BFS says %d", s, h, got, n)
			}
			if got := Distance(h, s); got != n {
				t.Errorf("Distance(%s, %s) = %d, not symmetric (want %d)", h, s, got, n)
			}
			if Adjacent(s, h) != (n == 1) {
				t.Errorf("Adjacent(%s, %s) = %v at distance %d", s, h, Adjacent(s, h), n)
			}
		}
	}
	// a few by hand
	for _, c := range []struct {
		a, b string
		d    int
	}{
		{"0101", "0101", 0}, {"0101", "0201", 1}, {"0101", "0202", 2},
		{"0101", "0102", 1}, {"0101", "2601", 25}, {"0101", "0136", 35},
		{"0505", "0905", 4}, {"0605", "0604", 1}, {"1401", "1405", 4},
		{"2618", "2622", 4}, {"2601", "0136", 47},
	} {
		if got := Distance(MustHex(c.a), MustHex(c.b)); got != c.d {
			t.Errorf("Distance(%s, %s) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}

func TestRing_12_8(t *testing.T) {
	for _, cs := range []string{"1313", "1414", "0505"} {
		c := MustHex(cs)
		if r := Ring(c, 0); len(r) != 1 || r[0] != c {
			t.Errorf("Ring(%s, 0) = %v, want just the centre", c, r)
		}
		for n := 1; n <= 6; n++ {
			r := Ring(c, n)
			if len(r) != 6*n {
				t.Errorf("Ring(%s, %d) has %d hexes, want %d", c, n, len(r), 6*n)
			}
			// starts n hexes straight north, as a scatter of "1, n" would land
			north := c
			for range n {
				north = north.Neighbor(North)
			}
			if r[0] != north {
				t.Errorf("Ring(%s, %d) starts at %s, want %s (n hexes north)", c, n, r[0], north)
			}
			seen := map[Hex]bool{}
			for i, h := range r {
				if Distance(c, h) != n {
					t.Errorf("Ring(%s, %d)[%d] = %s is %d away", c, n, i, h, Distance(c, h))
				}
				if seen[h] {
					t.Errorf("Ring(%s, %d) lists %s twice", c, n, h)
				}
				seen[h] = true
				// a closed loop of touching hexes
				next := r[(i+1)%len(r)]
				if !Adjacent(h, next) {
					t.Errorf("Ring(%s, %d): %s and %s are not adjacent", c, n, h, next)
				}
			}
			// clockwise: from the north corner the ring heads south-east
			if n > 0 && DirectionTo(r[0], r[1]) != SouthEast {
				t.Errorf("Ring(%s, %d) goes %v from its first hex, want south-east (clockwise)", c, n, DirectionTo(r[0], r[1]))
			}
			// each of the six straight scatter lines crosses the ring
			for d := North; d <= NorthWest; d++ {
				h := c
				for range n {
					h = h.Neighbor(d)
				}
				if !seen[h] {
					t.Errorf("Ring(%s, %d) misses %s, %d hexes %v", c, n, h, n, d)
				}
			}
		}
		if r := Ring(c, -1); len(r) != 1 || r[0] != c {
			t.Errorf("Ring(%s, -1) = %v, want just the centre", c, r)
		}
	}
}

func TestHexText(t *testing.T) {
	h := MustHex("0902")
	b, err := h.MarshalText()
	if err != nil || string(b) != "0902" {
		t.Errorf("MarshalText(0902) = %q, %v", b, err)
	}
	if b, err := NoHex.MarshalText(); err != nil || len(b) != 0 {
		t.Errorf("MarshalText(NoHex) = %q, %v; want empty", b, err)
	}
	var g Hex
	if err := g.UnmarshalText([]byte("2621")); err != nil || g != MustHex("2621") {
		t.Errorf("UnmarshalText(2621) = %v, %v", g, err)
	}
	if err := g.UnmarshalText(nil); err != nil || g != NoHex {
		t.Errorf("UnmarshalText(empty) = %+v, %v; want NoHex", g, err)
	}
	g = MustHex("0101")
	if err := g.UnmarshalText([]byte("12")); err == nil || !strings.Contains(err.Error(), `"12"`) {
		t.Errorf("UnmarshalText(12) error = %v, want one quoting the id", err)
	}
	if g != MustHex("0101") {
		t.Errorf("a failed UnmarshalText changed the hex to %v", g)
	}

	// through encoding/json, as saves and logs use it: values and map keys
	type rec struct {
		At    Hex
		None  Hex
		Marks map[Hex]string
	}
	in := rec{At: MustHex("1320"), Marks: map[Hex]string{MustHex("0723"): "cave"}}
	js, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"At":"1320","None":"","Marks":{"0723":"cave"}}`; string(js) != want {
		t.Errorf("json = %s, want %s", js, want)
	}
	var out rec
	if err := json.Unmarshal(js, &out); err != nil {
		t.Fatal(err)
	}
	if out.At != in.At || out.None != NoHex || out.Marks[MustHex("0723")] != "cave" {
		t.Errorf("json round trip = %+v, want %+v", out, in)
	}
	if err := json.Unmarshal([]byte(`{"At":"x"}`), &out); err == nil {
		t.Errorf("json with hex \"x\" should fail")
	}
}
