package game

import (
	"fmt"
	"strings"
	"testing"
)

// boardSmall is a small valid map file using every feature of the format.
const boardSmall = `# a test map
name: Test Valley
size: 4 3
fob-edge: 0301-0401 0401-0402   # two runs sharing 0401
label 0101: Alpha Kalay
label 0402: Bravo Rud

map:
01: vt m. w. ..
02: .  p  w  l    # a comment after a row
03: c  g  fw tv.
`

func TestParseBoard_2_2(t *testing.T) {
	b, err := ParseBoard([]byte(boardSmall))
	if err != nil {
		t.Fatal(err)
	}
	if b.Name != "Test Valley" || b.Cols != 4 || b.Rows != 3 {
		t.Errorf("name %q size %d×%d, want Test Valley 4×3", b.Name, b.Cols, b.Rows)
	}
	set := func(ts ...Terrain) TerrainSet {
		var s TerrainSet
		for _, t := range ts {
			s = s.With(t)
		}
		return s
	}
	want := map[string]TerrainSet{
		"0101": set(Village, Trail), "0201": set(Mountain), "0301": set(River), "0401": 0,
		"0102": 0, "0202": set(Peak), "0302": set(River), "0402": set(LandingZone),
		"0103": set(Cave), "0203": set(PalmGrove), "0303": set(Crops, River), "0403": set(Trail, Village),
	}
	for id, w := range want {
		if got := b.Terrain(MustHex(id)); got != w {
			t.Errorf("%s: terrain %v, want %v", id, got, w)
		}
	}
	if got := b.Terrain(MustHex("0102")).String(); got != "Clear" {
		t.Errorf("an empty hex reads %q, want Clear", got)
	}
	if got := b.Terrain(MustHex("0101")).String(); got != "Trail + Village" {
		t.Errorf("0101 reads %q, want Trail + Village", got)
	}
	if got := fmt.Sprint(b.FOBEdge); got != "[0301 0401 0402]" {
		t.Errorf("fob edge %s, want [0301 0401 0402] (0401 once)", got)
	}
	if b.Labels[MustHex("0101")] != "Alpha Kalay" || b.Labels[MustHex("0402")] != "Bravo Rud" || len(b.Labels) != 2 {
		t.Errorf("labels %v", b.Labels)
	}
	if len(b.Hexes()) != 12 {
		t.Errorf("Hexes() lists %d, want 12", len(b.Hexes()))
	}
	if got := fmt.Sprint(b.Neighbors(MustHex("0101"))); got != "[0201 0102]" {
		t.Errorf("on-map neighbours of the corner 0101: %s, want [0201 0102]", got)
	}
	for _, off := range []Hex{{0, 1}, {5, 1}, {1, 4}, {1, 0}, NoHex} {
		if b.Contains(off) || b.Terrain(off) != 0 || b.AllWater(off) {
			t.Errorf("%+v should be off the map, with no terrain", off)
		}
	}
}

// AllWater is the all-water hex of 10.6, 11.0 and 12.8: any hex with river.
func TestAllWater_11_0(t *testing.T) {
	b, err := ParseBoard([]byte(boardSmall))
	if err != nil {
		t.Fatal(err)
	}
	for id, w := range map[string]bool{"0301": true, "0302": true, "0303": true, "0101": false, "0102": false, "0402": false, "0203": false} {
		if got := b.AllWater(MustHex(id)); got != w {
			t.Errorf("AllWater(%s) = %v, want %v", id, got, w)
		}
	}
	b.SetTerrain(MustHex("0102"), TerrainSet(0).With(River))
	if !b.AllWater(MustHex("0102")) {
		t.Errorf("SetTerrain to river: not all water")
	}
	b.SetTerrain(Hex{9, 9}, TerrainSet(0).With(River)) // off the map: ignored
	if b.AllWater(Hex{9, 9}) {
		t.Errorf("off-map hex became water")
	}
}

func TestParseBoardErrors(t *testing.T) {
	// head is lines 1-4; the map rows are lines 5-7.
	head := "name: T\nsize: 4 3\nfob-edge: 0401-0403\nmap:\n"
	rows := [3]string{"01: . . . .", "02: . . . .", "03: . . . ."}
	withRows := func(r ...string) string { return head + strings.Join(r, "\n") + "\n" }
	cases := []struct {
		name, src string
		want      []string // all must appear in the error
	}{
		{"unknown letter", withRows(rows[0], "02: . x . .", rows[2]),
			[]string{"line 6:", "hex 0202", `unknown terrain letter "x"`}},
		{"unknown letter in a long token", withRows(rows[0], rows[1], "03: . . vQ .."),
			[]string{"line 7:", "hex 0303", `"Q"`}},
		{"too few hexes", withRows(rows[0], "02: . . .", rows[2]),
			[]string{"line 6:", "map row 02 has 3 hexes, want 4"}},
		{"too many hexes", withRows(rows[0], rows[1], "03: . . . . m"),
			[]string{"line 7:", "map row 03 has 5 hexes, want 4"}},
		{"missing row", withRows(rows[0], rows[2]),
			[]string{"line 4:", "map row 02 is missing"}},
		{"duplicated row", withRows(rows[0], rows[1], rows[1], rows[2]),
			[]string{"line 7:", "map row 02 appears twice"}},
		{"row number off the map", withRows(rows[0], rows[1], rows[2], "04: . . . ."),
			[]string{"line 8:", `map row "04"`, "from 01 to 03"}},
		{"row number not a number", withRows(rows[0], rows[1], "x3: . . . ."),
			[]string{"line 7:", `map row "x3"`}},
		{"no colon", withRows(rows[0], rows[1], rows[2], "just words"),
			[]string{"line 8:", `want "key: value"`}},
		{"size not two numbers", "name: T\nsize: 26\nmap:\n",
			[]string{"line 2:", "size:", "columns rows"}},
		{"size not numbers", "size: a b\nmap:\n",
			[]string{"line 1:", "whole numbers from 2 to 99"}},
		{"size too small", "size: 0 3\nmap:\n",
			[]string{"line 1:", "whole numbers from 2 to 99"}},
		{"size too big", "size: 26 100\nmap:\n",
			[]string{"line 1:", "whole numbers from 2 to 99"}},
		{"odd columns", "# odd\nsize: 25 36\nmap:\n",
			[]string{"line 2:", "must be even", "12.8"}},
		{"no size", "name: T\n",
			[]string{"no size line"}},
		{"map before size", "name: T\nmap:\n01: . .\n",
			[]string{"line 2:", "map: comes before size"}},
		{"no map", "name: T\nsize: 4 3\n",
			[]string{`no "map:" line`}},
		{"fob-edge off map", strings.Replace(withRows(rows[:]...), "0401-0403", "0401-0501", 1),
			[]string{"line 3:", "fob-edge:", "0401-0501 is off the map"}},
		{"fob-edge off map at the bottom", strings.Replace(withRows(rows[:]...), "0401-0403", "0403-0404", 1),
			[]string{"line 3:", "0403-0404 is off the map"}},
		{"fob-edge diagonal run", strings.Replace(withRows(rows[:]...), "0401-0403", "0101-0202", 1),
			[]string{"line 3:", "0101-0202", "one row or one column"}},
		{"fob-edge bad id", strings.Replace(withRows(rows[:]...), "0401-0403", "0401-04x3", 1),
			[]string{"line 3:", `hex id "04x3"`}},
		{"unknown key", "name: T\ncolour: red\nsize: 4 3\nfob-edge: 0401\nmap:\n" + strings.Join(rows[:], "\n"),
			[]string{"line 2:", `unknown key "colour"`}},
		{"label bad id", "name: T\nsize: 4 3\nlabel 01x1: X\nmap:\n" + strings.Join(rows[:], "\n"),
			[]string{"line 3:", `hex id "01x1"`}},
		{"label off map", "name: T\nsize: 4 3\nlabel 0501: X\nmap:\n" + strings.Join(rows[:], "\n"),
			[]string{"line 3:", "label 0501 is off the map"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := ParseBoard([]byte(c.src))
			if err == nil {
				t.Fatalf("no error; board %+v", b)
			}
			if b != nil {
				t.Errorf("a board came back with the error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
	// a good file built from the same pieces parses
	if _, err := ParseBoard([]byte(withRows(rows[:]...))); err != nil {
		t.Errorf("the base of the error cases does not parse: %v", err)
	}
}

// Straight walks away from the edges are just repeated steps.
func TestWalkStraight_12_8(t *testing.T) {
	b := NewBoard(26, 36)
	start := MustHex("1318")
	for d := North; d <= NorthWest; d++ {
		path, wrapped := b.Walk(start, d, 6)
		if wrapped || len(path) != 6 {
			t.Fatalf("%v: wrapped %v, %d hexes", d, wrapped, len(path))
		}
		h := start
		for i, p := range path {
			h = h.Neighbor(d)
			if p != h {
				t.Errorf("%v step %d: %s, want %s", d, i+1, p, h)
			}
			if Distance(start, p) != i+1 {
				t.Errorf("%v step %d: %s is %d from the start", d, i+1, p, Distance(start, p))
			}
		}
	}
	// by hand: six hexes south-east from an odd column
	path, _ := b.Walk(MustHex("0505"), SouthEast, 6)
	if got := fmt.Sprint(path); got != "[0605 0706 0806 0907 1007 1108]" {
		t.Errorf("0505 south-east 6: %s", got)
	}
	if path, w := b.Walk(start, North, 0); len(path) != 0 || w {
		t.Errorf("a walk of 0 went %v", path)
	}
}

// 12.8's note: "assume that the map edge is actually connected to the
// opposite side of the map". Worked by hand on the 26×36 map.
func TestWalkWrap_12_8(t *testing.T) {
	b := NewBoard(26, 36)
	cases := []struct {
		from string
		d    Direction
		n    int
		want string
	}{
		// off the north edge into the south edge, same column
		{"0502", North, 3, "[0501 0536 0535]"},
		// off the south edge into the north edge
		{"0535", South, 3, "[0536 0501 0502]"},
		// off the west edge into the east edge (odd column 01 going north-west)
		{"0110", NorthWest, 2, "[2609 2509]"},
		{"0110", SouthWest, 2, "[2610 2511]"},
		// off the east edge into the west edge (even column 26)
		{"2610", NorthEast, 2, "[0110 0209]"},
		{"2610", SouthEast, 2, "[0111 0211]"},
		// through a corner: off the north-west corner into the south-east
		{"0101", NorthWest, 1, "[2636]"},
		{"2636", SouthEast, 1, "[0101]"},
		// diagonally off the north edge
		{"0301", NorthEast, 2, "[0436 0536]"},
		// a long walk that leaves and re-enters the whole map
		{"1318", North, 36, "[1317 1316 1315 1314 1313 1312 1311 1310 1309 1308 1307 1306 1305 1304 1303 1302 1301 1336 1335 1334 1333 1332 1331 1330 1329 1328 1327 1326 1325 1324 1323 1322 1321 1320 1319 1318]"},
	}
	for _, c := range cases {
		path, wrapped := b.Walk(MustHex(c.from), c.d, c.n)
		if got := fmt.Sprint(path); got != c.want {
			t.Errorf("%s %v %d: %s, want %s", c.from, c.d, c.n, got, c.want)
		}
		if !wrapped {
			t.Errorf("%s %v %d: wrapped = false", c.from, c.d, c.n)
		}
	}
}

// On every hex, in every direction and for every scatter distance, the
// walk stays on the map, each step is a real step on the map-edge-joined
// (toroidal) grid, and walking back the other way returns to the start.
func TestWalkReversible_12_8(t *testing.T) {
	for _, size := range [][2]int{{26, 36}, {4, 5}, {2, 2}, {6, 3}} {
		b := NewBoard(size[0], size[1])
		for _, h := range b.Hexes() {
			for d := North; d <= NorthWest; d++ {
				for n := 1; n <= 6; n++ {
					path, _ := b.Walk(h, d, n)
					if len(path) != n {
						t.Fatalf("%dx%d %s %v %d: %d hexes", b.Cols, b.Rows, h, d, n, len(path))
					}
					prev := h
					for _, p := range path {
						if !b.Contains(p) {
							t.Fatalf("%dx%d %s %v %d: stepped off the map to %+v", b.Cols, b.Rows, h, d, n, p)
						}
						raw := prev.Neighbor(d)
						dc, dr := raw.Col-p.Col, raw.Row-p.Row
						if dc%b.Cols != 0 || dr%b.Rows != 0 {
							t.Fatalf("%dx%d %s %v: from %s stepped to %s, not a wrap of %+v", b.Cols, b.Rows, h, d, prev, p, raw)
						}
						prev = p
					}
					back, _ := b.Walk(path[n-1], hexOpposite(d), n)
					if back[n-1] != h {
						t.Fatalf("%dx%d %s %v %d ends at %s, but %d back %v ends at %s", b.Cols, b.Rows, h, d, n, path[n-1], n, hexOpposite(d), back[n-1])
					}
					for i := 0; i < n-1; i++ {
						if back[i] != path[n-2-i] {
							t.Fatalf("%dx%d %s %v %d: the way back %v is not the way out %v reversed", b.Cols, b.Rows, h, d, n, back, path)
						}
					}
				}
			}
		}
	}
}

// 6.3: a base camp "within four (4) hexes of the northeast map edge".
func TestNearFOBEdge_6_3(t *testing.T) {
	var src strings.Builder
	src.WriteString("size: 26 36\nfob-edge: 1401-2601 2601-2618\nmap:\n")
	for r := 1; r <= 36; r++ {
		fmt.Fprintf(&src, "%02d:%s\n", r, strings.Repeat(" .", 26))
	}
	b, err := ParseBoard([]byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(b.FOBEdge) != 13+18-1 {
		t.Errorf("fob edge has %d hexes, want 30 (2601 counted once)", len(b.FOBEdge))
	}
	cases := []struct {
		hex  string
		n    int
		want bool
	}{
		{"2601", 0, true}, {"1401", 0, true}, {"2618", 0, true},
		{"1301", 0, false}, {"2619", 0, false}, {"2502", 0, false},
		{"1301", 1, true}, {"1405", 4, true}, {"1406", 4, false},
		{"1001", 4, true}, {"0901", 4, false},
		{"2622", 4, true}, {"2623", 4, false}, {"2218", 4, true}, {"2118", 4, false},
		{"2005", 4, true}, {"2006", 4, false}, {"0101", 4, false}, {"1318", 4, false},
	}
	for _, c := range cases {
		if got := b.NearFOBEdge(MustHex(c.hex), c.n); got != c.want {
			t.Errorf("NearFOBEdge(%s, %d) = %v, want %v", c.hex, c.n, got, c.want)
		}
	}
	// the same by brute force over the whole map
	onEdge := func(h Hex) bool { return (h.Row == 1 && h.Col >= 14) || (h.Col == 26 && h.Row <= 18) }
	for _, h := range b.Hexes() {
		best := 99
		for _, e := range b.Hexes() {
			if onEdge(e) {
				best = min(best, Distance(h, e))
			}
		}
		if got := b.NearFOBEdge(h, 4); got != (best <= 4) {
			t.Errorf("NearFOBEdge(%s, 4) = %v, nearest edge hex %d away", h, got, best)
		}
	}
	if NewBoard(4, 4).NearFOBEdge(MustHex("0101"), 10) {
		t.Errorf("a board without a fob edge has nothing near it")
	}
}
