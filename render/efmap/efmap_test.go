package efmap

import (
	"math"
	"slices"
	"strings"
	"testing"

	data "kandahar/assets/enduring"
	"kandahar/game/enduring"
)

func rules(t *testing.T) *enduring.Rules {
	t.Helper()
	r, err := enduring.DefaultRules()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func load(t *testing.T) (*Map, *enduring.Rules) {
	t.Helper()
	r := rules(t)
	m, err := Load(r)
	if err != nil {
		t.Fatal(err)
	}
	return m, r
}

func source(t *testing.T) string {
	t.Helper()
	b, err := data.Read("zones.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// MinShared is the least length of border, in map units, that counts as
// a shared border on the drawing: about a third of a counter at 100 %.
const MinShared = 8

// TestZoneOutlines_8_1: every zone of map.txt has an outline and a label
// point, and nothing else is drawn as a zone.
func TestZoneOutlines_8_1(t *testing.T) {
	m, r := load(t)
	for _, z := range r.Zones {
		oz := m.Zones[z.ID]
		if oz == nil || len(oz.Rings) == 0 {
			t.Errorf("%s has no outline", z.ID)
			continue
		}
		if oz.Area() < 400 {
			t.Errorf("%s is %.0f square units: too small to hold a stack", z.ID, oz.Area())
		}
	}
	for id := range m.Zones {
		if r.ZoneID(id) < 0 {
			t.Errorf("zones.txt draws %s, which map.txt does not have", id)
		}
	}
}

// adjacencyProblems compares the drawing's shared borders with map.txt's
// adjacency: adjacent zones share at least MinShared of border (or are
// one of the declared links), zones not adjacent share none.
func adjacencyProblems(m *Map, r *enduring.Rules) []string {
	var out []string
	linked := func(a, b string) bool {
		return slices.ContainsFunc(m.Links, func(l Link) bool { return (l.A == a && l.B == b) || (l.A == b && l.B == a) })
	}
	for i, za := range r.Zones {
		for j := i + 1; j < len(r.Zones); j++ {
			zb := r.Zones[j]
			adj := slices.Contains(za.Adjacent, j)
			s := m.Shared(za.ID, zb.ID)
			za, zb := za, zb
			if za.ID > zb.ID {
				za, zb = zb, za
			}
			switch {
			case adj && linked(za.ID, zb.ID):
				if s > 0 {
					out = append(out, za.ID+" and "+zb.ID+" are a link but also share a border")
				}
			case adj && s < MinShared:
				out = append(out, za.ID+" and "+zb.ID+" are adjacent (8.2) but share too little border on the drawing")
			case !adj && s > 0:
				out = append(out, za.ID+" and "+zb.ID+" are not adjacent but share a border on the drawing")
			}
		}
	}
	return out
}

// TestZoneBordersMatchAdjacency_8_2: the borders on the drawing are
// exactly map.txt's adjacency.
func TestZoneBordersMatchAdjacency_8_2(t *testing.T) {
	m, r := load(t)
	for _, p := range adjacencyProblems(m, r) {
		t.Error(p)
	}
}

// TestAdjacencyCheckCatchesABrokenBorder: the check above fails when a
// border is taken away (its two zones then no longer close) or given to
// the wrong pair.
func TestAdjacencyCheckCatchesABrokenBorder(t *testing.T) {
	m, r := load(t)
	// give Kabul's border with Bagram to Panjshir as well
	b := m.BorderBetween("kabul", "bagram")
	pz := m.Zones["panjshir-valley"]
	pz.Rings = append(pz.Rings, b.Pts)
	got := strings.Join(adjacencyProblems(m, r), "\n")
	if !strings.Contains(got, "kabul and panjshir-valley are not adjacent") {
		t.Errorf("a border given to a pair not adjacent went unnoticed:\n%s", got)
	}
	bz := m.Zones["bagram"]
	bz.Rings = nil
	got = strings.Join(adjacencyProblems(m, r), "\n")
	if !strings.Contains(got, "bagram and kabul are adjacent (8.2) but share too little") {
		t.Errorf("a missing border went unnoticed:\n%s", got)
	}
}

// TestOutlinesTileTheCountry: the outlines do not cross or overlap, and
// together they cover the country within its frontier: every point of a
// fine grid inside the frontier lies in exactly one zone, none outside.
func TestOutlinesTileTheCountry(t *testing.T) {
	m, _ := load(t)
	if p := tilingProblems(m, 4); len(p) > 0 {
		t.Error(strings.Join(p, "\n"))
	}
}

func tilingProblems(m *Map, step float64) []string {
	var out []string
	type seg struct {
		a, b Pt
		z    string
	}
	var segs []seg
	for _, id := range m.Order {
		for _, r := range m.Zones[id].Rings {
			for i := range r {
				segs = append(segs, seg{r[i], r[(i+1)%len(r)], id})
			}
		}
	}
	crossings := 0
	for i := range segs {
		for j := i + 1; j < len(segs); j++ {
			s, u := segs[i], segs[j]
			if math.Max(s.a.X, s.b.X) < math.Min(u.a.X, u.b.X) || math.Max(u.a.X, u.b.X) < math.Min(s.a.X, s.b.X) ||
				math.Max(s.a.Y, s.b.Y) < math.Min(u.a.Y, u.b.Y) || math.Max(u.a.Y, u.b.Y) < math.Min(s.a.Y, s.b.Y) {
				continue
			}
			if segmentsCross(s.a, s.b, u.a, u.b) {
				crossings++
				if crossings <= 5 {
					out = append(out, "the outlines of "+s.z+" and "+u.z+" cross")
				}
			}
		}
	}
	bad := 0
	for y := step / 2; y < m.H; y += step {
		for x := step / 2; x < m.W; x += step {
			q := Pt{x, y}
			n := 0
			for _, id := range m.Order {
				if m.Zones[id].Contains(q) {
					n++
				}
			}
			in := m.InCountry(q)
			if (in && n != 1) || (!in && n != 0) {
				bad++
				if bad <= 5 {
					out = append(out, "the point "+ftoa(x)+","+ftoa(y)+" lies in "+itoa(n)+" zones")
				}
			}
		}
	}
	return out
}

// MinRoom is the least distance, in map units, from a label point to its
// zone's border: half a counter at 100 %, so that a stack stands inside.
const MinRoom = 12

// TestLabelsInTheirZones: each zone's label point lies in that zone, with
// room round it for a stack.
func TestLabelsInTheirZones(t *testing.T) {
	m, r := load(t)
	for _, z := range r.Zones {
		oz := m.Zones[z.ID]
		if got := m.ZoneAt(oz.Label); got != z.ID {
			t.Errorf("the label point of %s lies in %q", z.ID, got)
		} else if d := distToRings(oz.Rings, oz.Label); d < MinRoom {
			t.Errorf("the label point of %s lies %.0f units from its border, want %d or more", z.ID, d, MinRoom)
		}
	}
}

// TestZoneAt: the zone under the real places' positions on the sheet.
func TestZoneAt(t *testing.T) {
	m, _ := load(t)
	if got := m.ZoneAt(Pt{1, 1}); got != "" {
		t.Errorf("the sheet's corner is in %q, want no zone", got)
	}
	for id, z := range m.Zones {
		if got := m.ZoneAt(z.Label); got != id {
			t.Errorf("ZoneAt(label of %s) = %q", id, got)
		}
	}
}

// TestExitsOnTheFrontier: a road to a staging area leaves its zone on the
// zone's own frontier.
func TestExitsOnTheFrontier(t *testing.T) {
	m, _ := load(t)
	for _, e := range m.Exits {
		best := math.Inf(1)
		for _, b := range m.Borders {
			if b.A != e.Zone || !b.Foreign() {
				continue
			}
			for _, p := range b.Pts {
				best = math.Min(best, math.Hypot(p.X-e.At.X, p.Y-e.At.Y))
			}
		}
		if best > 1 {
			t.Errorf("the exit from %s to %s lies %.0f units from its frontier", e.Zone, e.Staging, best)
		}
	}
}

// TestParseErrors: each mistake in a file is a sentence with its line.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"[borders]\na | b | 1,1 2,2\n", "no [sheet] size"},
		{"[sheet]\n100 | 100\n[bordres]\n", "line 3: there is no section [bordres]"},
		{"[sheet]\n100 | 100\n[borders]\na | b | 1,1 2,x\n", "line 4: a point is written x,y"},
		{"[sheet]\n100 | 100\n[borders]\na | b | 1,1 200,2\n", "line 4: the point 200,2 lies off"},
		{"[sheet]\n100 | 100\n[borders]\na | a | 1,1 2,2\n", "line 4: a border lies between two different zones"},
		{"[sheet]\n100 | 100\n[borders]\na | b\n", "line 4: a line of [borders] has 3 fields"},
		{"[sheet]\n100 | 100\n[borders]\npakistan | a | 1,1 2,2\n", "line 4: write the zone first"},
		{"[sheet]\n100 | 100\n[borders]\na | b | 1,1 2,2 3,1\n", "the borders of a do not close: the line on line 4 stops at 3,1"},
		{"[sheet]\n100 | 100\n[labels]\na | 1,1\na | 2,2\n", "line 5: a already has its label point on line 4"},
		{"[sheet]\n100 | 100\n[countries]\nmars | MARS | 1,1\n", "line 4: \"mars\" is not a neighbour"},
		{"oops\n", "line 1: this line comes before any [section]"},
	} {
		_, err := Parse(c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want %q", c.src, err, c.want)
		}
	}
	// a good file of two zones, with a line that goes on
	m, err := Parse("[sheet]\n100 | 100\n[borders]\na | b | 10,10 10,50\na | iran | 10,10 0,10\n  0,50 10,50\nb | iran | 10,10 20,10 20,50 10,50\n[labels]\na | 5,30\nb | 15,30\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := m.ZoneAt(Pt{5, 30}); got != "a" {
		t.Errorf("ZoneAt(5,30) = %q, want a", got)
	}
	if got := m.Shared("a", "b"); got != 40 {
		t.Errorf("a and b share %g, want 40", got)
	}
}

// TestCheckAgainstRules: names the rules do not know are refused.
func TestCheckAgainstRules(t *testing.T) {
	r := rules(t)
	src := strings.Replace(source(t), "\nbalkh | hindu-kush-west", "\nbalkh | kandahar", 1)
	m, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(m, r); err == nil || !strings.Contains(err.Error(), "the link balkh | kandahar joins zones that map.txt does not make adjacent") {
		t.Errorf("Check = %v", err)
	}
	if err := Check(m, r); err == nil || !strings.Contains(err.Error(), "the link's arrow must run from a point in balkh to a point in kandahar") {
		t.Errorf("Check = %v", err)
	}
	src = strings.Replace(source(t), "khyber      | pakistan", "kabul       | pakistan", 1)
	m, err = Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(m, r); err == nil || !strings.Contains(err.Error(), "no road of map.txt runs from kabul to the staging area pakistan") {
		t.Errorf("Check = %v", err)
	}
}

func ftoa(f float64) string { return strings.TrimRight(strings.TrimRight(fmtF(f), "0"), ".") }
