package game

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

// Checks on the shipped map, assets/data/map.txt, against the rulebook.
// docs/map.md explains the design choices these tests pin down.

func loadMapForTest(t *testing.T) *Board {
	t.Helper()
	src, err := os.ReadFile("../assets/data/map.txt")
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParseBoard(src)
	if err != nil {
		t.Fatalf("assets/data/map.txt: %v", err)
	}
	return b
}

// mapPlace is one entry of the Mission Objective Placement table (7.0):
// the hex the rulebook gives and the terrain the map puts there, written
// as a map-file token.
type mapPlace struct{ hex, terrain string }

// What each mission needs of its hexes (the design brief in docs/map.md):
// a cave, a village, a trail, a landing zone or clear ground for a new
// one, remote high ground (mountain, peak or cave), or any dry hex.
type placeKind int

const (
	placeDry placeKind = iota
	placeCave
	placeVillage
	placeTrail
	placeLZ
	placeRemote
)

// mapPlacements is the Mission Objective Placement Hexes table of 7.0,
// die rolls 1-2, 3-4 and 5-6, with the map's terrain for each hex.
var mapPlacements = []struct {
	mission string
	kind    placeKind
	hexes   [3]mapPlace
}{
	{"Assassinate Mullah Omar", placeRemote, [3]mapPlace{{"0902", "vm"}, {"2007", "m"}, {"1107", "m"}}},
	{"Bait the Enemy", placeDry, [3]mapPlace{{"1016", "."}, {"1913", "."}, {"0306", "p"}}},
	{"Befriend Villagers", placeVillage, [3]mapPlace{{"1106", "vt"}, {"1012", "vt"}, {"0902", "vm"}}},
	{"Bribe a Local", placeVillage, [3]mapPlace{{"1218", "vt"}, {"0112", "vt"}, {"1007", "vt"}}},
	{"Bring Back Enemy P.O.W.", placeRemote, [3]mapPlace{{"0532", "m"}, {"2508", "m"}, {"2635", "m"}}},
	{"Build Infrastructure", placeVillage, [3]mapPlace{{"1310", "vt"}, {"2408", "vt"}, {"0921", "vt"}}},
	{"Destroy Camp", placeRemote, [3]mapPlace{{"1034", "m"}, {"2413", "m"}, {"2621", "m"}}},
	{"Disarm I.E.D.", placeTrail, [3]mapPlace{{"2006", "t"}, {"2001", "t"}, {"1111", "t"}}},
	{"Escort Reporter", placeVillage, [3]mapPlace{{"1320", "vt"}, {"0412", "vt"}, {"2516", "vt"}}},
	{"Establish Landing Zone", placeLZ, [3]mapPlace{{"0735", "l"}, {"1929", "l"}, {"2334", "l"}}},
	{"Find Weapon Cache", placeRemote, [3]mapPlace{{"0833", "c"}, {"0136", "m"}, {"0413", "c"}}},
	{"Help Villagers", placeVillage, [3]mapPlace{{"0914", "vt"}, {"0907", "vt"}, {"1908", "vt"}}},
	{"Insert C.I.A. Agent", placeDry, [3]mapPlace{{"0906", "g"}, {"0231", "m"}, {"1212", "f"}}},
	{"Kill Bin Laden", placeRemote, [3]mapPlace{{"1734", "c"}, {"1102", "m"}, {"0631", "c"}}},
	{"Protect V.I.P.", placeVillage, [3]mapPlace{{"1001", "vt"}, {"2003", "vt"}, {"0101", "vt"}}},
	{"Raid (Hit and Run)", placeDry, [3]mapPlace{{"1536", "t"}, {"1006", "g"}, {"0723", "c"}}},
	{"Reinforce Unit", placeDry, [3]mapPlace{{"1703", "m"}, {"0503", "m"}, {"2029", "p"}}},
	{"Rescue Errant Pilot", placeDry, [3]mapPlace{{"2529", "m"}, {"1601", "."}, {"1330", "f"}}},
	{"Rescue P.O.W.", placeDry, [3]mapPlace{{"0601", "m"}, {"1625", "g"}, {"2413", "m"}}},
	{"Re-supply", placeDry, [3]mapPlace{{"1001", "vt"}, {"2432", "."}, {"1532", "t"}}},
	{"Search Caves", placeCave, [3]mapPlace{{"2222", "c"}, {"2031", "c"}, {"0723", "c"}}},
	{"Scout Location", placeDry, [3]mapPlace{{"1127", "p"}, {"0227", "p"}, {"0736", "m"}}},
	{"Spot for Drone", placeDry, [3]mapPlace{{"0728", "mt"}, {"1436", "."}, {"0306", "p"}}},
	{"Set-up Ambush", placeTrail, [3]mapPlace{{"1324", "t"}, {"0728", "mt"}, {"1306", "t"}}},
	{"Test New Drone", placeDry, [3]mapPlace{{"1018", "."}, {"2225", "."}, {"0616", "."}}},
	{"Train Afghan Army", placeVillage, [3]mapPlace{{"0520", "vt"}, {"2611", "vt"}, {"1922", "vt"}}},
	{"Train the New Guys", placeDry, [3]mapPlace{{"2405", "m"}, {"2621", "m"}, {"0812", "."}}},
	{"Triangulate Signal", placeDry, [3]mapPlace{{"0835", "p"}, {"2029", "p"}, {"2433", "p"}}},
}

// mapToken reads a map-file token the way ParseBoard does.
func mapToken(t *testing.T, tok string) TerrainSet {
	t.Helper()
	var s TerrainSet
	for i := 0; i < len(tok); i++ {
		if tok[i] == '.' {
			continue
		}
		tr, ok := TerrainByName(tok[i : i+1])
		if !ok {
			t.Fatalf("bad letter in token %q", tok)
		}
		s = s.With(tr)
	}
	return s
}

func TestMapShape_2_2(t *testing.T) {
	b := loadMapForTest(t)
	if b.Cols != 26 || b.Rows != 36 {
		t.Fatalf("map is %d×%d, want 26×36", b.Cols, b.Rows)
	}
	if b.Name == "" {
		t.Errorf("the map has no name")
	}
	count := map[Terrain]int{}
	for _, h := range b.Hexes() {
		for _, tr := range b.Terrain(h).List() {
			count[tr]++
		}
	}
	for _, tr := range AllTerrains() {
		if count[tr] == 0 {
			t.Errorf("no %v anywhere on the map", tr)
		}
	}
	if count[LandingZone] < 4 {
		t.Errorf("%d landing zones, want several", count[LandingZone])
	}
	if count[Village] < 12 {
		t.Errorf("%d villages, want a dozen or more", count[Village])
	}
	// a river hex is all water: nothing else shares it
	for _, h := range b.Hexes() {
		if s := b.Terrain(h); s.Has(River) && s != TerrainSet(0).With(River) {
			t.Errorf("%s is %v: a river hex should be all water", h, s)
		}
	}
	t.Logf("terrain counts: %v", count)
}

// The north-east map edge of 6.3, as the project defines it: the eastern
// half of the north edge and the northern half of the east edge.
func TestMapFOBEdge_6_3(t *testing.T) {
	b := loadMapForTest(t)
	want := map[Hex]bool{}
	for c := 14; c <= 26; c++ {
		want[Hex{c, 1}] = true
	}
	for r := 1; r <= 18; r++ {
		want[Hex{26, r}] = true
	}
	got := map[Hex]bool{}
	for _, h := range b.FOBEdge {
		got[h] = true
	}
	if len(got) != len(want) || len(b.FOBEdge) != len(want) {
		t.Errorf("fob edge has %d hexes (%d distinct), want %d", len(b.FOBEdge), len(got), len(want))
	}
	for h := range want {
		if !got[h] {
			t.Errorf("%s is on the north-east edge but not in fob-edge", h)
		}
	}
	// 3.1 and 6.3: room for a forward operating base: hexes not in or next
	// to a village (and not in the river) within four hexes of the edge.
	var legal []string
	for _, h := range b.Hexes() {
		if mapCampLegal(b, h) && b.NearFOBEdge(h, 4) {
			legal = append(legal, h.String())
		}
	}
	if len(legal) < 30 {
		t.Errorf("only %d legal base-camp hexes within 4 hexes of the north-east edge: %v", len(legal), legal)
	}
	// and room for camps in general
	all := 0
	for _, h := range b.Hexes() {
		if mapCampLegal(b, h) {
			all++
		}
	}
	if all < len(b.Hexes())/2 {
		t.Errorf("only %d of %d hexes could take a base camp", all, len(b.Hexes()))
	}
}

func mapCampLegal(b *Board, h Hex) bool {
	if b.Terrain(h).Has(Village) || b.AllWater(h) {
		return false
	}
	for _, n := range b.Neighbors(h) {
		if b.Terrain(n).Has(Village) {
			return false
		}
	}
	return true
}

// mapComponents groups the hexes that satisfy in into connected pieces.
func mapComponents(b *Board, in func(Hex) bool) [][]Hex {
	seen := map[Hex]bool{}
	var out [][]Hex
	for _, h := range b.Hexes() {
		if !in(h) || seen[h] {
			continue
		}
		comp := []Hex{h}
		seen[h] = true
		for i := 0; i < len(comp); i++ {
			for _, n := range b.Neighbors(comp[i]) {
				if in(n) && !seen[n] {
					seen[n] = true
					comp = append(comp, n)
				}
			}
		}
		out = append(out, comp)
	}
	return out
}

// 11.1: a patrol boat moves "via a series of connected river hexes", so
// the rivers must make one network long enough to be worth a boat.
func TestMapRivers_11_1(t *testing.T) {
	b := loadMapForTest(t)
	comps := mapComponents(b, b.AllWater)
	if len(comps) != 1 {
		sizes := []int{}
		for _, c := range comps {
			sizes = append(sizes, len(c))
		}
		t.Fatalf("the river hexes form %d separate pieces (sizes %v), want one network", len(comps), sizes)
	}
	river := comps[0]
	if len(river) < 40 {
		t.Errorf("the river network has %d hexes, want at least 40", len(river))
	}
	// a network, not a lake: it reaches at least two map edges, has a
	// fork (a tributary) and is nowhere a solid blob.
	edges := map[string]bool{}
	forks := 0
	for _, h := range river {
		switch {
		case h.Row == 1:
			edges["north"] = true
		case h.Row == b.Rows:
			edges["south"] = true
		case h.Col == 1:
			edges["west"] = true
		case h.Col == b.Cols:
			edges["east"] = true
		}
		wet := 0
		for _, n := range b.Neighbors(h) {
			if b.AllWater(n) {
				wet++
			}
		}
		if wet >= 3 {
			forks++
		}
		if wet >= 5 {
			t.Errorf("%s has %d river neighbours: a lake, not a river", h, wet)
		}
	}
	if len(edges) < 2 {
		t.Errorf("the river reaches only the %v edges", edges)
	}
	if forks == 0 {
		t.Errorf("the river has no confluence: want at least one tributary")
	}
}

// 7.0: every hex of the Mission Objective Placement table is on the map,
// dry, and of terrain that fits the mission.
func TestMapPlacementHexes_7_0(t *testing.T) {
	b := loadMapForTest(t)
	if len(mapPlacements) != 28 {
		t.Errorf("%d missions in the table, want 28", len(mapPlacements))
	}
	first := map[string]string{} // hex -> token, shared hexes must agree
	for _, m := range mapPlacements {
		for roll, p := range m.hexes {
			h, err := ParseHex(p.hex)
			if err != nil {
				t.Fatalf("%s: %v", m.mission, err)
			}
			where := fmt.Sprintf("%s (die %d-%d) at %s", m.mission, 2*roll+1, 2*roll+2, h)
			if !b.Contains(h) {
				t.Errorf("%s: not on the map", where)
				continue
			}
			got, want := b.Terrain(h), mapToken(t, p.terrain)
			if got != want {
				t.Errorf("%s: terrain %v, the table in docs/map.md says %v", where, got, want)
			}
			if prev, ok := first[p.hex]; ok && prev != p.terrain {
				t.Errorf("%s: shared hex listed as %q and %q", where, prev, p.terrain)
			}
			first[p.hex] = p.terrain
			if b.AllWater(h) {
				t.Errorf("%s: a river hex", where)
			}
			fits := true
			switch m.kind {
			case placeCave:
				fits = got.Has(Cave)
			case placeVillage:
				fits = got.Has(Village)
			case placeTrail:
				fits = got.Has(Trail)
			case placeLZ:
				fits = got.Has(LandingZone) || got == 0
			case placeRemote:
				fits = got.Has(Mountain) || got.Has(Cave) || got.Has(Peak)
			}
			if !fits {
				t.Errorf("%s: %v does not suit the mission", where, got)
			}
		}
	}
	if len(first) != 76 {
		t.Errorf("%d distinct placement hexes, want 76 (84 entries, 8 shared)", len(first))
	}
}

// Villages sit on the trail network: from every village a trail leads to
// at least one other village without entering the river (the network is
// the trail and village hexes).
func TestMapTrails_10_7(t *testing.T) {
	b := loadMapForTest(t)
	road := func(h Hex) bool {
		s := b.Terrain(h)
		return (s.Has(Trail) || s.Has(Village)) && !s.Has(River)
	}
	var villages []Hex
	for _, h := range b.Hexes() {
		if b.Terrain(h).Has(Village) {
			villages = append(villages, h)
		}
	}
	for _, comp := range mapComponents(b, road) {
		var vs []string
		for _, h := range comp {
			if b.Terrain(h).Has(Village) {
				vs = append(vs, h.String())
			}
		}
		if len(vs) == 1 {
			t.Errorf("village %s (%s) has no trail to another village", vs[0], b.Labels[MustHex(vs[0])])
		}
		if len(vs) == 0 && len(comp) > 0 {
			t.Errorf("a trail that reaches no village: %v", comp)
		}
	}
	// every village has a name on the map, and every village but the
	// mountain hamlet of the Mullah Omar mission lies on its trail
	for _, h := range villages {
		if b.Labels[h] == "" {
			t.Errorf("village %s has no name label", h)
		}
		if !b.Terrain(h).Has(Trail) && h != MustHex("0902") {
			t.Errorf("village %s (%s) has no trail through it", h, b.Labels[h])
		}
	}
	// labels are unique
	names := map[string][]string{}
	for h, n := range b.Labels {
		names[n] = append(names[n], h.String())
	}
	for n, hs := range names {
		if len(hs) > 1 {
			sort.Strings(hs)
			t.Errorf("label %q appears at %v", n, hs)
		}
	}
}

// The terrain chart against every figure the rulebook states.
func TestTerrainChart_10_7_12_1(t *testing.T) {
	src, err := os.ReadFile("../assets/data/terrain.txt")
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseTerrainChart(src)
	if err != nil {
		t.Fatal(err)
	}
	// 10.1's example: village and mountain hexes cost two.
	// 11.1: a river hex costs two ("instead of two as when entering a
	// stream hex normally").
	for tr, cost := range map[Terrain]int{Village: 2, Mountain: 2, River: 2} {
		if c[tr].Cost != cost {
			t.Errorf("%v costs %d to enter, the rulebook says %d", tr, c[tr].Cost, cost)
		}
	}
	// 13.0's example: palm grove penalty -10; 13.3's example: clear 0.
	for tr, pen := range map[Terrain]int{PalmGrove: -10, Clear: 0} {
		if c[tr].Penalty != pen {
			t.Errorf("%v penalty %d, the rulebook says %d", tr, c[tr].Penalty, pen)
		}
	}
	// 12.1's table, in full
	noise := map[Terrain]int{
		Trail: 3, Village: 2, Peak: 1, Crops: 1, Clear: 0, Mountain: 0,
		LandingZone: 0, Cave: 0, PalmGrove: 0, River: -1,
	}
	for _, tr := range AllTerrains() {
		want, ok := noise[tr]
		if !ok {
			t.Errorf("12.1 lists no noise for %v", tr)
			continue
		}
		if c[tr].Noise != want {
			t.Errorf("%v noise %+d, 12.1 says %+d", tr, c[tr].Noise, want)
		}
		if c[tr].Cost < 1 {
			t.Errorf("%v costs %d: every hex costs something to enter (10.7)", tr, c[tr].Cost)
		}
	}
	// 10.7: more than one terrain in a hex: "pay the single highest
	// movement cost", not the sum.
	vt := TerrainSet(0).With(Village).With(Trail)
	if got := c.Values(vt).Cost; got != 2 {
		t.Errorf("village with trail costs %d, want 2 (the higher, not the sum)", got)
	}

	// ParseTerrainChart refuses a chart missing a terrain or with a bad number.
	lines := strings.Split(string(src), "\n")
	drop := func(name string) string {
		var out []string
		for _, l := range lines {
			if !strings.HasPrefix(strings.TrimSpace(l), name) {
				out = append(out, l)
			}
		}
		return strings.Join(out, "\n")
	}
	if _, err := ParseTerrainChart([]byte(drop("Cave"))); err == nil || !strings.Contains(err.Error(), "Cave is missing") {
		t.Errorf("chart without Cave: error %v, want one saying Cave is missing", err)
	}
	bad := []struct{ name, line, want string }{
		{"bad number", "Cave | two | -20 | 0", `"two" is not a whole number`},
		{"bad penalty", "Cave | 2 | -2o | 0", `"-2o" is not a whole number`},
		{"zero cost", "Cave | 0 | -20 | 0", "at least 1"},
		{"missing field", "Cave | 2 | -20", "got 3 fields"},
		{"unknown terrain", "Swamp | 2 | 0 | 0", `unknown terrain "Swamp"`},
	}
	for _, b := range bad {
		src := drop("Cave") + "\n" + b.line + "\n"
		if _, err := ParseTerrainChart([]byte(src)); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("%s (%q): error %v, want one saying %q", b.name, b.line, err, b.want)
		}
	}
	if _, err := ParseTerrainChart([]byte(string(src) + "\nCave | 2 | -20 | 0\n")); err == nil || !strings.Contains(err.Error(), "Cave appears twice") {
		t.Errorf("chart with Cave twice: error %v", err)
	}
}
